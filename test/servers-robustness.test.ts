// Every tool of every bundled server answers calls without arguments or with empty arguments the
// way its real server does — with a result, never a kernel fault (a crash of our simulation).
import { describe, it, expect } from 'vitest';
import { Session } from '../runtime/session/session.ts';
import { availableServers, loadServer } from '../runtime/servers/registry.ts';

describe('bundled servers on empty and absent arguments', () => {
  for (const name of availableServers()) {
    it(`${name}: no kernel faults`, () => {
      const s = new Session({ servers: [name], seed: 3 });
      try {
        const faults: string[] = [];
        for (const t of loadServer(name).tools) {
          for (const args of [undefined, {}]) {
            const r = s.call(name, t.name, args);
            if (r.record.fault) faults.push(`${t.name}(${JSON.stringify(args)}): ${r.record.fault.message}`);
            expect(r.result.content.length).toBeGreaterThan(0);
          }
        }
        expect(faults).toEqual([]);
        expect(s.sandboxTreesMatchHost()).toBe(true);
      } finally {
        s.close();
      }
    });
  }
});

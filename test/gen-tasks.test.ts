// `persona gen tasks` driven by a scripted stand-in model (not a real model): chain sampling under
// the paper's constraints, placeholder prototypes, context injection and fuzzification from the
// persona's snapshots, and verification — a draft the oracle solves (and the adversarial reference
// agents do not) is kept, one the oracle cannot solve is rejected, REVIEW.md says why.
import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, writeFileSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { personaMain } from './helpers/persona-main.ts';
import { startScriptedModel, lastUser, type ScriptedModel } from './helpers/scripted-model.ts';
import { loadServer } from '../runtime/servers/registry.ts';
import { buildToolGraph, sampleChains } from '../runtime/gen/tool-graph.ts';
import { loadTasks } from '../runtime/tasks/load.ts';

const dir = mkdtempSync(join(tmpdir(), 'persona-gen-tasks-'));
let model: ScriptedModel | undefined;
afterAll(async () => {
  await model?.close();
  rmSync(dir, { recursive: true, force: true });
});

const GOOD = {
  title: 'Catch up on a channel',
  instruction: 'I have been away — what was said in the {Channel.name} channel? Quote one message for me and say who wrote it.',
  chain: [
    { id: 'channels', server: 'slack', tool: 'slack_list_channels', role: 'search', args: { limit: 200 } },
    { id: 'history', server: 'slack', tool: 'slack_get_channel_history', role: 'search', args: { channel_id: '{Channel.id}', limit: 1000 } },
  ],
  answer: { $fmt: "In {Channel.name}, ${steps.history.result.messages[?ts=='{Message.ts}'].user | first} wrote: \"${steps.history.result.messages[?ts=='{Message.ts}'].text | first}\"" },
  checkpoints: [
    { type: 'other', summary: 'Reads the history of that very channel', call: { server: 'slack', tool: 'slack_get_channel_history', args: { channel_id: '{Channel.id}' } } },
    { type: 'personalized_search', summary: 'Reads its history', server: 'slack', tool: 'slack_get_channel_history', expected: ['{Message.text}'] },
    { type: 'other', summary: 'Says who wrote the quoted message', expected: ['{Message.user}'] },
  ],
  implicit: ['Channel.id'],
};
// Asks for the profile of a user that does not exist: the oracle cannot solve it.
const BAD = {
  title: 'Look up a teammate',
  instruction: 'Find {Member.real_name} in Slack and tell me their time zone.',
  chain: [
    { id: 'users', server: 'slack', tool: 'slack_get_users', role: 'search', args: {} },
    { id: 'profile', server: 'slack', tool: 'slack_get_user_profile', role: 'resolve', args: { user_id: 'U000NOSUCH0' } },
  ],
  answer: { $fmt: '{Member.real_name} is in ${steps.profile.result.profile.tz}.' },
  checkpoints: [
    { type: 'other', summary: 'Opens that teammate\'s profile', call: { server: 'slack', tool: 'slack_get_user_profile', args: { user_id: '{Member.id}' } } },
    { type: 'personalized_search', summary: 'Reads the profile', server: 'slack', tool: 'slack_get_user_profile', expected: ['{Member.tz}'] },
    { type: 'other', summary: 'Reports the time zone', expected: ['{Member.tz}'] },
  ],
  implicit: ['Member.id'],
};

describe('persona gen tasks (scripted stand-in model)', () => {
  it('samples coherent, distinct, personalized chains from the dependency graph, the same for the same seed', () => {
    const defs = ['slack', 'gmail'].map((s) => loadServer(s));
    const g = buildToolGraph(defs);
    const a = sampleChains(g, ['slack', 'gmail'], 6, 3, new Set(['slack', 'gmail']));
    expect(a.length).toBeGreaterThan(2);
    expect(sampleChains(g, ['slack', 'gmail'], 6, 3, new Set(['slack', 'gmail']))).toEqual(a);
    expect(new Set(a.map((c) => JSON.stringify(c))).size).toBe(a.length);
    for (const c of a) {
      expect(new Set(c.tools.map((t) => t.server)).size).toBe(2); // cross-server when the graph allows
      c.tools.forEach((t, i) => {
        const node = g.tools.find((x) => x.server === t.server && x.tool === t.tool)!;
        for (const need of node.needs) expect(c.tools.slice(0, i).some((p) => g.tools.find((x) => x.server === p.server && x.tool === p.tool)!.yields.includes(need))).toBe(true);
      });
    }
  });

  it('keeps the draft the oracle solves and the adversaries do not, rejects the one it cannot solve', async () => {
    model = await startScriptedModel((m) => '```json\n' + JSON.stringify(lastUser(m).includes('slack/slack_get_channel_history') ? GOOD : BAD) + '\n```');
    const chains = join(dir, 'chains.json');
    writeFileSync(chains, JSON.stringify({ chains: [
      { tools: [{ server: 'slack', tool: 'slack_list_channels' }, { server: 'slack', tool: 'slack_get_channel_history' }] },
      { tools: [{ server: 'slack', tool: 'slack_get_users' }, { server: 'slack', tool: 'slack_get_user_profile' }] },
    ] }));
    const out = join(dir, 'drafts');
    const r = await personaMain(['gen', 'tasks', '--servers', 'slack', '--count', '2', '--out', out, '--chains', chains, '--persona', 'emma-clark', '--quiet',
      '--base-url', model.baseUrl, '--model', 'scripted-stand-in', '--api-key-env', '', '--cassette', join(dir, 'slack.tasks.scripted-stand-in.cassette.msgpack'), '--cassette-mode', 'record']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/1 draft\(s\) kept, 1 rejected/);
    // The prototype prompt has the chain, the tools' schemas and the placeholder vocabulary.
    const prompt = lastUser(model.requests[0]);
    for (const s of ['slack/slack_list_channels', '"channel_id"', '- Channel (server slack; id field id)', 'Emma Clark']) expect(prompt).toContain(s);
    const report = JSON.parse(readFileSync(join(out, '_gen', 'report.json'), 'utf8'));
    const kept = report.drafts.filter((d: { kept: boolean }) => d.kept);
    expect(kept).toHaveLength(1);
    expect(kept[0].chain).toBe('slack/slack_list_channels > slack/slack_get_channel_history');
    expect(kept[0].scores.oracle).toBe(1);
    // Held against silent and parrot; a read-only draft without decoys is the claimer's and decoy's to pass (docs/tasks.md).
    expect(kept[0].why).toBe('the oracle solves it (Acc 1) and silent, parrot do not');
    expect(kept[0].scores.silent).toBeLessThan(0.8);
    expect(kept[0].scores.parrot).toBeLessThan(0.8);
    const rejected = report.drafts.find((d: { kept: boolean }) => !d.kept);
    expect(rejected.why).toMatch(/the oracle does not solve it/);
    expect(existsSync(join(out, '_gen', 'rejected', `${rejected.id}.json`))).toBe(true);
    // The kept draft is a loadable task: injected from the snapshot, fuzzified (no channel id in the instruction).
    const tasks = loadTasks(out);
    expect(tasks).toHaveLength(1);
    const t = tasks[0].task;
    expect(t.title).toMatch(/^DRAFT: /);
    const channelId = (t.chain[1].args as { channel_id: string }).channel_id;
    expect(channelId).toMatch(/^[CDG][A-Z0-9]+$/);
    expect(t.instruction).not.toContain(channelId);
    expect(t.instruction).not.toMatch(/\{[A-Z]\w*\.\w+\}/);
    expect(readFileSync(join(out, '_gen', 'REVIEW.md'), 'utf8')).toContain('| no | the oracle does not solve it');
  });
});

// Snapshot encode/decode: msgpackr (what run folders use) against JSON, for the bundled persona
// and for a tree ten times larger (ten independent copies of the persona's tree).
import { Bench } from 'tinybench';
import { pack, unpack } from '../runtime/util/msgpack.ts';
import { loadSnapshot } from '../runtime/snapshot/snapshot.ts';

export async function snapshotCodecBench(ref = 'lark/li-ming') {
  const tree = loadSnapshot(ref).tree;
  const big: Record<string, unknown> = {};
  for (let i = 0; i < 10; i += 1) big[`copy${i}`] = structuredClone(tree);
  const rows: Record<string, unknown>[] = [];
  for (const [label, value] of [['persona', tree], ['persona x10', big]] as const) {
    const json = JSON.stringify(value);
    const mp = pack(value);
    const bench = new Bench({ time: 800, warmupTime: 100 });
    bench
      .add(`JSON.stringify (${label})`, () => { JSON.stringify(value); })
      .add(`msgpackr pack (${label})`, () => { pack(value); })
      .add(`JSON.parse (${label})`, () => { JSON.parse(json); })
      .add(`msgpackr unpack (${label})`, () => { unpack(mp); });
    await bench.run();
    const mean = (name: string) => (bench.tasks.find((t) => t.name.startsWith(name))!.result as unknown as { latency: { mean: number } }).latency.mean;
    rows.push({
      tree: label,
      jsonBytes: Buffer.byteLength(json),
      msgpackBytes: mp.length,
      encodeMsJson: +mean('JSON.stringify').toFixed(3),
      encodeMsMsgpack: +mean('msgpackr pack').toFixed(3),
      encodeRatio: +(mean('msgpackr pack') / mean('JSON.stringify')).toFixed(2),
      decodeMsJson: +mean('JSON.parse').toFixed(3),
      decodeMsMsgpack: +mean('msgpackr unpack').toFixed(3),
      decodeRatio: +(mean('msgpackr unpack') / mean('JSON.parse')).toFixed(2),
    });
  }
  return rows;
}

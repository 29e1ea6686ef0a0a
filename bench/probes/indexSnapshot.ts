// What a serialized search index would buy the prompt hook (a measurement for the retrieval engine, which owns
// the index and would own its file format): build the index over a generated workspace, write its vocabulary and
// typed arrays to one file, read them back, and time each step next to a fresh build. The index's fields are
// private; this probe reads them by name only to size the idea, nothing in the product does.
// argv: projectRoot homeRoot. Prints one JSON line.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { LearningsStore } from '../../src/store/learningsStore';
import { LearningsSearch } from '../../src/core/retrieval';
import { nowMs } from '../harness';

interface IndexFields {
  terms: string[];
  offsets: Uint32Array;
  docs: Uint32Array;
  freqs: Float32Array;
}

async function main(): Promise<void> {
  const [root, home] = process.argv.slice(2);
  const store = new LearningsStore({ roots: [root], home });
  await store.load();
  let t = nowMs();
  const search = new LearningsSearch(store.entries());
  const buildMs = nowMs() - t;
  const index = (search as unknown as { index: IndexFields }).index;
  const file = join(tmpdir(), `index-snapshot-${process.pid}.bin`);
  t = nowMs();
  const vocab = Buffer.from(index.terms.join('\n'), 'utf8');
  const head = Buffer.from(JSON.stringify({ vocab: vocab.length, offsets: index.offsets.length, postings: index.docs.length }) + '\n');
  writeFileSync(file, Buffer.concat([head, vocab, Buffer.from(index.offsets.buffer, index.offsets.byteOffset, index.offsets.byteLength), Buffer.from(index.docs.buffer, index.docs.byteOffset, index.docs.byteLength), Buffer.from(index.freqs.buffer, index.freqs.byteOffset, index.freqs.byteLength)]));
  const writeMs = nowMs() - t;
  t = nowMs();
  const buf = readFileSync(file);
  const nl = buf.indexOf(10);
  const h = JSON.parse(buf.subarray(0, nl).toString()) as { vocab: number; offsets: number; postings: number };
  let at = nl + 1;
  const terms = buf.subarray(at, (at += h.vocab)).toString('utf8').split('\n');
  const map = new Map<string, number>();
  terms.forEach((term, i) => map.set(term, i));
  const copy = (bytes: number) => buf.buffer.slice(buf.byteOffset + at, buf.byteOffset + (at += bytes));
  const offsets = new Uint32Array(copy(h.offsets * 4));
  const docs = new Uint32Array(copy(h.postings * 4));
  const freqs = new Float32Array(copy(h.postings * 4));
  const readMs = nowMs() - t;
  if (offsets[offsets.length - 1] !== docs.length || freqs.length !== docs.length || map.size !== index.terms.length) throw new Error('round trip differs');
  process.stdout.write(`${JSON.stringify({ entries: store.entries().length, vocabulary: terms.length, postings: docs.length, fileMB: buf.length / 1e6, buildMs, writeMs, readMs })}\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

// Child process: what the store keeps resident at a size, and whether every-entry work reads entries' text.
// Opens a generated workspace through the per-user entry cache (cold: none yet; warm: the one the cold run left),
// then runs what the editor runs over every entry (assessment, conflicts, digest, the CodeLens index, the
// dashboard's totals) and counts the files read again for text. Run with --expose-gc.
// argv: projectRoot homeRoot cacheFile. Prints one JSON line.
import { LearningsStore } from '../../src/store/learningsStore';
import { Workspace } from '../../src/app/workspace';
import { RuleIndex } from '../../src/vscode/codeLens/ruleIndex';
import { computeTotals } from '../../src/vscode/dashboard/dashboardState';
import { fullGc, nowMs } from '../harness';

function heapMB(): number {
  fullGc();
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / 1048576;
}

async function main(): Promise<void> {
  const [root, home, cacheFile] = process.argv.slice(2);
  if (!fullGc()) throw new Error('run with --expose-gc');
  const base = heapMB();
  const t0 = nowMs();
  const store = new LearningsStore({ roots: [root], home, cache: cacheFile === '-' ? undefined : { file: cacheFile } });
  await store.load();
  const loadMs = nowMs() - t0;
  const entriesMB = heapMB() - base;
  const ws = new Workspace({ roots: [root], home, store, clock: () => new Date('2026-06-01T00:00:00Z'), log: () => undefined });
  const t1 = nowMs();
  const assessed = ws.assess().length;
  const conflicts = ws.conflicts().length;
  const digest = ws.digest(30 * 86_400_000);
  const rules = new RuleIndex(store.entries()).size;
  const totals = computeTotals(store.entries()).total;
  const bulkMs = nowMs() - t1;
  const bulkReads = store.texts.reads;
  const one = store.entries()[Math.floor(store.entries().length / 2)];
  const t2 = nowMs();
  const bodyChars = one.body.length + Object.keys(one.fields).length;
  const oneTextMs = nowMs() - t2;
  process.stdout.write(`${JSON.stringify({ entries: store.entries().length, loadMs, entriesMB, perEntryBytes: Math.round((entriesMB * 1048576) / store.entries().length), bulkMs, bulkReads, assessed, conflicts, digest: typeof digest, rules, totals, oneTextMs, bodyChars, reads: store.texts.reads })}\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

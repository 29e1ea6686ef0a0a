// Child process of the scan benchmark: one cold index of a workspace through the store, in a fresh
// process (no parsed file cached, code not yet optimised), as when the extension or the CLI starts.
// Prints one JSON line: {ms, entries, diagnostics}.
import { LearningsStore } from '../../src/store/index';

async function main(): Promise<void> {
  const [project, home] = process.argv.slice(2);
  const store = new LearningsStore({ roots: [project], home });
  const t0 = process.hrtime.bigint();
  await store.load();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  // A second store in the same (now warm) process: what a reload costs once the code is optimised.
  const again = new LearningsStore({ roots: [project], home });
  const t1 = process.hrtime.bigint();
  await again.load();
  const warmMs = Number(process.hrtime.bigint() - t1) / 1e6;
  process.stdout.write(`${JSON.stringify({ ms, warmMs, entries: store.entries().length, diagnostics: store.diagnostics().length })}\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

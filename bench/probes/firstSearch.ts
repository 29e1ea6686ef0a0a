// Child process of the scaling curves: what a person meets on the first search — a freshly started process
// opens the workspace through the product's own use case (`Workspace.open`, then `searchUnrecorded`, as the editor's
// search box and `learnings search` do) and answers one query. Whatever the workspace keeps on disk for that
// (a derived index written by an earlier process) is used as the product uses it; the caller runs this twice
// and reports the second run, so that derived data exists as it would for a returning user.
// argv: projectRoot homeRoot query. Prints one JSON line.
import { Workspace } from '../../src/app/workspace';
import { nowMs } from '../harness';

async function main(): Promise<void> {
  const [root, home, query] = process.argv.slice(2);
  const t0 = nowMs();
  const ws = await Workspace.open({ roots: [root], home, clock: () => new Date('2026-06-01T12:00:00Z'), env: {} });
  const openedMs = nowMs() - t0;
  const hits = (await ws.searchUnrecorded(query, 10)).length;
  const firstSearchMs = nowMs() - t0;
  process.stdout.write(`${JSON.stringify({ openedMs, firstSearchMs, hits })}\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

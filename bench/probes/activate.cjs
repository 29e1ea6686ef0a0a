// Child process of the activation benchmark. Injects a minimal `vscode` module (Module._load hook),
// then times require(bundle) + activate(context) — what VS Code reports as activation time — and,
// separately, until the returned API says the views show the loaded files (`populated()`) and until the workspace
// is loaded and watched (`ready()`).
// argv: bundle workspaceFolder homeDir storageDir [query: searched once after ready, heap measured after it]. Prints one JSON line.
'use strict';
const { makeContext, installVscode } = require('./fakeVscode.cjs');

const [bundle, folder, home, storage, query] = process.argv.slice(2);
installVscode(folder, home);

(async () => {
  const t0 = process.hrtime.bigint();
  const ext = require(bundle);
  const required = process.hrtime.bigint();
  const context = makeContext(storage);
  let api = ext.activate(context);
  if (api && typeof api.then === 'function') api = await api;
  const activated = process.hrtime.bigint();
  // The views show the loaded files (populatedMs), then the watcher is ready too (readyMs).
  if (api && typeof api.populated === 'function') await api.populated();
  const populated = process.hrtime.bigint();
  if (api && typeof api.ready === 'function') await api.ready();
  const ready = process.hrtime.bigint();
  const ms = (a, b) => Number(b - a) / 1e6;
  let entries = null;
  try { entries = api.services().store.entries().length; } catch { /* not exposed */ }
  const heap = () => {
    if (global.gc) for (let i = 0; i < 3; i++) global.gc();
    const mem = process.memoryUsage();
    return (mem.heapUsed + mem.arrayBuffers) / 1048576; // after full GCs when run with --expose-gc
  };
  const readyHeapMB = heap();
  // One search through the extension's own services (the Search Learnings command's path): the heap a person's
  // editor holds once they have searched, search structures included.
  const s0 = process.hrtime.bigint();
  let hits = null;
  if (query) hits = (await api.services().search(query, 50)).length;
  const searchMs = ms(s0, process.hrtime.bigint());
  const heapMB = heap();
  process.stdout.write(`${JSON.stringify({ requireMs: ms(t0, required), activationMs: ms(t0, activated), populatedMs: ms(t0, populated), readyMs: ms(t0, ready), readyHeapMB, searchMs, hits, heapMB, subscriptions: context.subscriptions.length, entries })}\n`);
  for (const d of context.subscriptions) { try { d.dispose(); } catch { /* ignore */ } }
  if (ext.deactivate) await ext.deactivate();
  process.exit(0);
})().catch((e) => { console.error(e && e.stack ? e.stack : e); process.exit(1); });

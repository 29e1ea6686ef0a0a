// Child process: activate the built extension (a stand-in vscode, as bench/probes/activate.cjs) and report, after
// it says ready, how many files were read again for entries' text (0: nothing on the way to a populated tree
// reads text) and heap + array buffers. argv: bundle workspaceFolder homeDir storageDir. Prints one JSON line.
'use strict';
const { makeContext, installVscode } = require('./fakeVscode.cjs');

const [bundle, folder, home, storage] = process.argv.slice(2);
installVscode(folder, home);

(async () => {
  const t0 = process.hrtime.bigint();
  const ext = require(bundle);
  const required = process.hrtime.bigint();
  const context = makeContext(storage);
  let api = ext.activate(context);
  if (api && typeof api.then === 'function') api = await api;
  const activated = process.hrtime.bigint();
  if (api && typeof api.ready === 'function') await api.ready();
  const ready = process.hrtime.bigint();
  const readyCpu = process.cpuUsage();
  const ms = (a, b) => Number(b - a) / 1e6;
  let entries = null; let textReads = null;
  try { entries = api.services().store.entries().length; textReads = api.services().store.texts.reads; } catch { /* not exposed */ }
  if (global.gc) for (let i = 0; i < 3; i++) global.gc();
  const mem = process.memoryUsage();
  const heapMB = (mem.heapUsed + mem.arrayBuffers) / 1048576; // after full GCs when run with --expose-gc
  process.stdout.write(`${JSON.stringify({ requireMs: ms(t0, required), activationMs: ms(t0, activated), readyMs: ms(t0, ready), heapMB, subscriptions: context.subscriptions.length, entries, textReads, rssMB: mem.rss / 1048576, cpuAtReadyMs: (readyCpu.user + readyCpu.system) / 1000 })}\n`);
  for (const d of context.subscriptions) { try { d.dispose(); } catch { /* ignore */ } }
  if (ext.deactivate) await ext.deactivate();
  process.exit(0);
})().catch((e) => { console.error(e && e.stack ? e.stack : e); process.exit(1); });

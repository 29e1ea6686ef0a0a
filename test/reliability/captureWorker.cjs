// One agent process: runs `learnings … capture` for every learning it is given, one after another, in
// this one process (the command's own main() from the built bundle, so process start-up is paid once,
// not per capture). After each capture it prints one line {n, code, result} on stdout — the moment a
// capture counts as acknowledged. Usage: node captureWorker.cjs CLI_BUNDLE ROOT NOW < learnings.json
// where learnings.json is [{"content": "...", "type": "correction", "file": "src/x.ts", "extra": [more capture
// flags], "global": [more global options]}, …].
'use strict';
const { readFileSync, writeSync } = require('node:fs');

const [bundle, root, now] = process.argv.slice(2);
const cli = require(bundle);
const items = JSON.parse(readFileSync(0, 'utf8'));

async function captureOne(item) {
  let out = '';
  const write = process.stdout.write;
  process.stdout.write = (chunk, ...rest) => {
    out += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    const cb = rest.find((x) => typeof x === 'function');
    if (cb) cb();
    return true;
  };
  let code;
  try {
    const args = ['--root', root, '--now', now, '--json', 'capture', '--type', item.type || 'correction', '--content', item.content];
    if (item.file) args.push('--file', item.file);
    if (item.extra) args.push(...item.extra);
    code = await cli.main(['node', 'learnings', ...(item.global || []), ...args]);
  } finally {
    process.stdout.write = write;
  }
  let result = null;
  try {
    result = JSON.parse(out);
  } catch {
    /* not acknowledged */
  }
  return { code, result };
}

(async () => {
  for (let n = 0; n < items.length; n++) {
    const { code, result } = await captureOne(items[n]);
    writeSync(1, `${JSON.stringify({ n, code, decision: result && result.decision, id: result && result.id, file: result && result.file })}\n`);
  }
})().catch((e) => {
  process.stderr.write(`worker failed: ${e && e.stack}\n`);
  process.exitCode = 3;
});

// Runs one `learnings` command from the built bundle in this process and prints, on the last stdout
// line, {ms, maxRssMB, code}: how long the command took once the bundle was loaded, and the process's
// peak resident memory. Usage: node measureCapture.cjs CLI_BUNDLE ARGS... (stdin is passed through).
'use strict';
const [bundle, ...args] = process.argv.slice(2);
const cli = require(bundle);
const t0 = process.hrtime.bigint();
Promise.resolve(cli.main(['node', 'learnings', ...args])).then((code) => {
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const maxRssMB = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(`\n${JSON.stringify({ ms, maxRssMB, code })}\n`);
});

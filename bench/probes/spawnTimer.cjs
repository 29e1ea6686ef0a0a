// Child process of the benchmark: runs commands one after another and times each from spawn to exit — from a small
// process, as an agent's hook runner (`sh -c` in Claude Code) starts them, not from the benchmark itself: a fork
// copies the spawning process's page tables first, and the benchmark holds hundreds of MB (measured: `node -e 0`
// spawned from an 819 MB process took 90 ms against 58 ms from a 42 MB one; that cost is the spawner's, not the
// command's). argv: a JSON file path holding {pauseBeforeMs?, runs: [{args, input?, env?, cwd?, settleMs?}]}.
// Prints one JSON line: [{ms, status, stdout, stderr}].
'use strict';
const { spawnSync } = require('node:child_process');
const { readFileSync } = require('node:fs');

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const sleep = (ms) => ms > 0 && Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
sleep(job.pauseBeforeMs ?? 0);
const out = [];
for (const r of job.runs) {
  const t0 = process.hrtime.bigint();
  const p = spawnSync(process.execPath, r.args, { input: r.input ?? '', encoding: 'utf8', env: r.env ?? process.env, cwd: r.cwd, timeout: 600_000, maxBuffer: 64 << 20 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  out.push({ ms, status: p.status, stdout: p.stdout, stderr: p.stderr });
  sleep(r.settleMs ?? 0);
}
process.stdout.write(`${JSON.stringify(out)}\n`);

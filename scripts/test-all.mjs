#!/usr/bin/env node
// `npm test`: every suite, one after another, then ONE closing line "N passed, N failed[, N skipped]".
// Each suite writes {passed, failed, skipped} to $LEARNINGS_COUNTS_FILE; a suite that dies without writing it,
// runs past its time limit, or reports no test at all counts as one failure. A suite that cannot run here is
// named as "suite skipped" with the reason, and adds nothing to the counts (its tests were never counted).
// Checks (type check, lint, build) count as one test each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve(new URL('..', import.meta.url).pathname);
const corpus = process.env.LEARNINGS_CORPUS ?? resolve(repo, '../shared/corpus/real');
const only = process.argv.slice(2); // e.g. `npm test -- unit corpus`
const MIN = 60_000;
const hostRunner = existsSync(join(repo, 'scripts/vscode-host.mjs'));

/** name, command, time limit, and why it is skipped (undefined when it runs). */
const suites = [
  { name: 'typecheck', limit: 5 * MIN, check: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', limit: 5 * MIN, check: ['npm', 'run', '--silent', 'lint'] },
  { name: 'build', limit: 5 * MIN, check: ['node', 'scripts/build.mjs'] },
  { name: 'unit', limit: 15 * MIN, run: ['npx', 'mocha'] },
  {
    name: 'corpus',
    limit: 10 * MIN,
    run: ['npx', 'mocha', '--no-config', '--forbid-only', '--node-option', 'import=tsx', '--reporter', 'test/support/countingReporter.cjs', '--timeout', '60000', 'test/corpus/**/*.test.ts'],
    skip: !existsSync(corpus) ? `no corpus at ${corpus}` : !existsSync(join(repo, 'test/corpus')) ? 'no corpus tests yet' : undefined,
  },
  {
    // The capture detectors on every held-out agent stream (about 13,000 events through the real hook path): apart
    // from `unit` so its size never eats the unit suite's time limit.
    name: 'capture-heldout',
    limit: 25 * MIN,
    run: ['npx', 'mocha', '--no-config', '--forbid-only', '--node-option', 'import=tsx', '--require', 'test/support/isolatedCache.cjs', '--reporter', 'test/support/countingReporter.cjs', '--timeout', '300000', 'test/unit/app/hooks/captureHeldout.test.ts'],
  },
  { name: 'reliability', limit: 15 * MIN, run: ['npx', 'mocha', '--config', 'test/reliability/.mocharc.json'] },
  { name: 'extension-host', limit: 15 * MIN, run: ['node', 'scripts/vscode-host.mjs', 'integration'], skip: hostRunner ? undefined : 'no extension-host runner' },
  { name: 'extension-host-untrusted', limit: 10 * MIN, run: ['node', 'scripts/vscode-host.mjs', 'untrusted'], skip: hostRunner ? undefined : 'no extension-host runner' },
  { name: 'ui-e2e', limit: 15 * MIN, run: ['node', 'scripts/vscode-host.mjs', 'e2e'], skip: hostRunner ? undefined : 'no UI runner' },
];

/** What one suite's run counts as. */
function countsOf(s, r, countsFile) {
  if (r.error?.code === 'ETIMEDOUT' || (r.signal && r.status === null)) return { passed: 0, failed: 1, skipped: 0, note: r.error?.code === 'ETIMEDOUT' ? `stopped after ${s.limit / MIN} min` : `killed by ${r.signal}` };
  if (s.check) return r.status === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  if (!existsSync(countsFile)) return { passed: 0, failed: 1, skipped: 0, note: `exited ${r.status ?? r.signal} without reporting counts` };
  const c = JSON.parse(readFileSync(countsFile, 'utf8'));
  if (c.passed + c.failed + (c.skipped ?? 0) === 0) return { ...c, failed: 1, note: 'no tests ran' };
  if (r.status !== 0 && c.failed === 0) return { ...c, failed: 1, note: `exited ${r.status ?? r.signal}` };
  return c;
}

const tmp = mkdtempSync(join(tmpdir(), 'learnings-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const s of suites) {
  if (only.length && !only.includes(s.name)) continue;
  if (s.skip) {
    lines.push(`${s.name}: suite skipped (${s.skip})`);
    continue;
  }
  const countsFile = join(tmp, `${s.name}.json`);
  const cmd = s.check ?? s.run;
  console.log(`\n=== ${s.name}: ${cmd.join(' ')}`);
  const r = spawnSync(cmd[0], cmd.slice(1), {
    cwd: repo,
    stdio: 'inherit',
    timeout: s.limit,
    killSignal: 'SIGKILL',
    env: { ...process.env, LEARNINGS_COUNTS_FILE: countsFile, LEARNINGS_CORPUS: corpus },
  });
  const c = countsOf(s, r, countsFile);
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped ?? 0;
  lines.push(`${s.name}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}${c.skipReason ? ` (skipped: ${c.skipReason})` : ''}${c.note ? ` (${c.note})` : ''}`);
}
rmSync(tmp, { recursive: true, force: true });
console.log('\n=== summary');
for (const l of lines) console.log(l);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed ? 1 : 0);

#!/usr/bin/env node
// `npm test`: every suite, one after another, then ONE closing line "N passed, N failed[, N skipped]".
// Each suite writes {passed, failed, skipped} to $LEARNINGS_COUNTS_FILE; a suite that dies without
// writing it counts as one failure. A suite that cannot run here is reported as skipped, by name.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve(new URL('..', import.meta.url).pathname);
const corpus = process.env.LEARNINGS_CORPUS ?? resolve(repo, '../shared/corpus/real');
const only = process.argv.slice(2); // e.g. `npm test -- unit corpus`

/** name, command, and why it is skipped (undefined when it runs). */
const suites = [
  { name: 'typecheck', check: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', check: ['node', 'scripts/lint-boundaries.mjs'] },
  { name: 'build', check: ['node', 'scripts/build.mjs'] },
  { name: 'unit', run: ['npx', 'mocha'] },
  {
    name: 'corpus',
    run: ['npx', 'mocha', '--no-config', '--node-option', 'import=tsx', '--reporter', 'test/support/countingReporter.cjs', '--timeout', '60000', 'test/corpus/**/*.test.ts'],
    skip: !existsSync(corpus) ? `no corpus at ${corpus}` : !existsSync(join(repo, 'test/corpus')) ? 'no corpus tests yet' : undefined,
  },
  { name: 'reliability', run: ['npx', 'mocha', '--config', 'test/reliability/.mocharc.json'] },
  { name: 'extension-host', run: ['node', 'scripts/vscode-host.mjs', 'integration'], skip: existsSync(join(repo, 'scripts/vscode-host.mjs')) ? undefined : 'no extension-host runner' },
  { name: 'ui-e2e', run: ['node', 'scripts/vscode-host.mjs', 'e2e'], skip: existsSync(join(repo, 'scripts/vscode-host.mjs')) ? undefined : 'no UI runner' },
];

const tmp = mkdtempSync(join(tmpdir(), 'learnings-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const s of suites) {
  if (only.length && !only.includes(s.name)) continue;
  if (s.skip) {
    lines.push(`${s.name}: SKIPPED (${s.skip})`);
    totals.skipped += 1;
    continue;
  }
  const countsFile = join(tmp, `${s.name}.json`);
  const cmd = s.check ?? s.run;
  console.log(`\n=== ${s.name}: ${cmd.join(' ')}`);
  const r = spawnSync(cmd[0], cmd.slice(1), {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, LEARNINGS_COUNTS_FILE: countsFile, LEARNINGS_CORPUS: corpus },
  });
  let c;
  if (s.check) c = r.status === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  else if (existsSync(countsFile)) c = JSON.parse(readFileSync(countsFile, 'utf8'));
  else c = { passed: 0, failed: 1, skipped: 0, note: `exited ${r.status ?? r.signal} without reporting counts` };
  if (!s.check && r.status !== 0 && c.failed === 0) c = { ...c, failed: 1, note: `exited ${r.status ?? r.signal}` };
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

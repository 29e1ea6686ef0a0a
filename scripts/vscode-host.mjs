#!/usr/bin/env node
// Runs the extension in a real VS Code, offline: `integration` (the mocha suite inside the extension
// host) or `e2e` (playwright-core UI tests in Chromium). Where a VS Code executable is available
// (VSCODE_EXECUTABLE_PATH) the integration suite runs through @vscode/test-electron instead — the same
// module. Counts go to $LEARNINGS_COUNTS_FILE; when no host ran, that is a failure, never a pass.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM, ensureHost } from './host/setup.mjs';
import { startCodeServer, workbenchUrl } from './host/server.mjs';
import { checkVsix, packageVsix } from './host/vsix.mjs';
import { DEMO_NOW } from './host/demoClock.mjs';

const repo = resolve(new URL('..', import.meta.url).pathname);
const mode = process.argv[2];
const RUN_BUDGET_MS = 9 * 60_000; // whole run < 10 min
const countsOut = process.env.LEARNINGS_COUNTS_FILE;
const logsDir = join(repo, 'test-results', 'logs');
// The launcher "Install Command-Line Tool" writes goes to a throwaway bin folder, never the person's ~/.local/bin.
const binDir = mkdtempSync(join(tmpdir(), 'learnings-bin-'));
process.on('exit', () => rmSync(binDir, { recursive: true, force: true }));
const hostEnv = { LEARNINGS_NOW: process.env.LEARNINGS_NOW ?? DEMO_NOW, LEARNINGS_BIN_DIR: process.env.LEARNINGS_BIN_DIR ?? binDir };
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function report(counts) {
  const line = `${mode}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}${counts.note ? ` (${counts.note})` : ''}`;
  console.log(line);
  if (countsOut) writeFileSync(countsOut, JSON.stringify(counts));
  process.exit(counts.failed ? 1 : 0);
}

function fail(reason) {
  console.error(`${mode}: FAILED: ${reason}`);
  report({ passed: 0, failed: 1, skipped: 0, note: String(reason).split('\n')[0] });
}

function build() {
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: repo, stdio: 'inherit', timeout: 120_000 });
  if (r.status !== 0) throw new Error('build failed');
}

/** A fresh copy of the demo workspace, so tests may write. */
function copyDemo() {
  const ws = mkdtempSync(join(tmpdir(), 'learnings-ws-'));
  cpSync(join(repo, 'demo'), ws, { recursive: true });
  return ws;
}

function readCounts(file) {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8'));
}

async function integrationWithTestElectron(workspace, hostCounts) {
  const { runTests } = await import('@vscode/test-electron');
  const ud = mkdtempSync(join(tmpdir(), 'learnings-vscode-ud-'));
  try {
    await runTests({
      vscodeExecutablePath: process.env.VSCODE_EXECUTABLE_PATH,
      extensionDevelopmentPath: repo,
      extensionTestsPath: join(repo, 'dist', 'test', 'integration.js'),
      launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust', '--user-data-dir', ud],
      extensionTestsEnv: { ...hostEnv, LEARNINGS_HOST_COUNTS_FILE: hostCounts },
    });
  } catch (e) {
    if (!existsSync(hostCounts)) throw e; // failures are counted; a host that never ran is an error
  } finally {
    rmSync(ud, { recursive: true, force: true });
  }
}

async function integrationWithCodeServer(workspace, hostCounts, trusted = true) {
  const { chromium } = await import('playwright-core');
  const env = { ...hostEnv, LEARNINGS_HOST_COUNTS_FILE: hostCounts, LEARNINGS_HOST_SUITE: trusted ? '' : 'untrusted' };
  // Untrusted: workspace trust on (the other runs switch it off), no start-up prompt, and no one answers it.
  const settings = trusted ? undefined : { 'security.workspace.trust.enabled': true, 'security.workspace.trust.startupPrompt': 'never' };
  const server = await startCodeServer({ folder: workspace, env, trusted, settings, logFile: join(logsDir, `code-server-${trusted ? 'integration' : 'untrusted'}.log`) });
  let browser;
  try {
    console.log(`integration: code-server ${server.url} (pid ${server.pid}), workspace ${workspace}`);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 60_000 });
    const page = await browser.newPage();
    const hostLog = createWriteStream(join(logsDir, 'extension-host-integration.log'));
    let settle;
    const exited = new Promise((r) => (settle = r));
    await page.exposeFunction('codeAutomationLog', (type, args) => {
      const text = (Array.isArray(args) ? args : [args]).map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' ');
      if (/^\s*$/.test(text)) return;
      hostLog.write(`[${type}] ${text}\n`);
      // Test results and real errors on the console; the workbench's chatter only in the log file.
      if (/^\s*[✓✗-] |^extension host:/.test(text) || (type === 'error' && !/ENOTFOUND|open-vsx/.test(text))) console.log(`  ${text}`);
    });
    await page.exposeFunction('codeAutomationExit', (code) => settle(code));
    const url = workbenchUrl(server.url, workspace, repo, join(repo, 'dist', 'test', 'integration.js'));
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const timeout = new Promise((r) => setTimeout(() => r('timeout'), 6 * 60_000));
    const code = await Promise.race([exited, timeout]);
    if (code === 'timeout') throw new Error('the extension-host suite did not finish within 6 minutes');
    console.log(`integration: workbench reported exit code ${code}`);
  } finally {
    await browser?.close().catch(() => undefined);
    await server.stop();
  }
}

/** The extension host on a folder nobody trusted (code-server without --disable-workspace-trust): the real trust path. */
async function untrusted() {
  const workspace = copyDemo();
  const hostCounts = join(mkdtempSync(join(tmpdir(), 'learnings-counts-')), 'untrusted.json');
  try {
    await integrationWithCodeServer(workspace, hostCounts, false);
    const counts = readCounts(hostCounts);
    if (!counts) throw new Error('the untrusted extension host ran no tests (no counts were written)');
    for (const f of counts.failures ?? []) console.log(`  FAILED ${f.title}\n    ${f.error.split('\n').join('\n    ')}`);
    return { passed: counts.passed, failed: counts.failed, skipped: counts.skipped ?? 0 };
  } finally {
    rmSync(workspace, { recursive: true, force: true });
    rmSync(resolve(hostCounts, '..'), { recursive: true, force: true });
  }
}

async function integration() {
  const workspace = copyDemo();
  const hostCounts = join(mkdtempSync(join(tmpdir(), 'learnings-counts-')), 'integration.json');
  try {
    if (process.env.VSCODE_EXECUTABLE_PATH) {
      console.log(`integration: VS Code at ${process.env.VSCODE_EXECUTABLE_PATH} (@vscode/test-electron)`);
      await integrationWithTestElectron(workspace, hostCounts);
    } else {
      await integrationWithCodeServer(workspace, hostCounts);
    }
    const counts = readCounts(hostCounts);
    if (!counts) throw new Error('the extension host ran no tests (no counts were written)');
    for (const f of counts.failures ?? []) console.log(`  FAILED ${f.title}\n    ${f.error.split('\n').join('\n    ')}`);
    // The packaged extension, installed the way a person would.
    const vsix = await checkVsix(repo);
    for (const c of vsix) console.log(`  ${c.ok ? 'ok' : 'FAILED'} ${c.title}${c.detail ? `: ${c.detail}` : ''}`);
    const passed = counts.passed + vsix.filter((c) => c.ok).length;
    const failed = counts.failed + vsix.filter((c) => !c.ok).length;
    return { passed, failed, skipped: counts.skipped ?? 0 };
  } finally {
    rmSync(workspace, { recursive: true, force: true });
    rmSync(resolve(hostCounts, '..'), { recursive: true, force: true });
  }
}

async function e2e() {
  const placeholder = copyDemo();
  const server = await startCodeServer({ folder: placeholder, env: hostEnv, logFile: join(logsDir, 'code-server-e2e.log') });
  const countsFile = join(mkdtempSync(join(tmpdir(), 'learnings-counts-')), 'e2e.json');
  try {
    console.log(`e2e: code-server ${server.url} (pid ${server.pid})`);
    const env = {
      ...process.env,
      LEARNINGS_COUNTS_FILE: countsFile,
      LEARNINGS_CODE_SERVER_URL: server.url,
      LEARNINGS_EXTENSION_PATH: repo,
      LEARNINGS_E2E_DEMO: join(repo, 'demo'),
      LEARNINGS_SCREENSHOT_DIR: process.env.LEARNINGS_SCREENSHOT_DIR ?? join(repo, 'test-results', 'screenshots'),
      LEARNINGS_CHROMIUM: CHROMIUM,
      // The packaged extension, for the tests that install it as a person would (install.e2e.ts).
      LEARNINGS_VSIX: packageVsix(repo),
    };
    const args = ['mocha', '--no-config', '--forbid-only', '--node-option', 'import=tsx', '--reporter', 'test/support/countingReporter.cjs', '--timeout', '120000', process.env.LEARNINGS_E2E_SPEC ?? 'test/e2e/**/*.e2e.ts'];
    const child = spawn('npx', args, { cwd: repo, env, stdio: 'inherit', detached: true });
    const status = await new Promise((r) => {
      const t = setTimeout(() => {
        console.error('e2e: mocha did not finish within 7 minutes; stopping it');
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }, 7 * 60_000);
      child.on('exit', (code, sig) => {
        clearTimeout(t);
        r(code ?? sig);
      });
    });
    const counts = readCounts(countsFile);
    if (!counts) throw new Error(`the UI tests exited (${status}) without reporting counts`);
    if (status !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `mocha exited ${status}` };
    return counts;
  } finally {
    await server.stop();
    rmSync(placeholder, { recursive: true, force: true });
    rmSync(resolve(countsFile, '..'), { recursive: true, force: true });
  }
}

if (!['integration', 'untrusted', 'e2e', 'setup'].includes(mode)) {
  console.error('usage: node scripts/vscode-host.mjs integration|untrusted|e2e|setup');
  process.exit(2);
}
setTimeout(() => fail(`the whole run exceeded ${RUN_BUDGET_MS / 60_000} minutes`), RUN_BUDGET_MS).unref();
try {
  mkdirSync(logsDir, { recursive: true });
  if (!process.env.VSCODE_EXECUTABLE_PATH || mode !== 'integration') ensureHost();
  if (mode === 'setup') process.exit(0);
  build();
  report(mode === 'integration' ? await integration() : mode === 'untrusted' ? await untrusted() : await e2e());
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}

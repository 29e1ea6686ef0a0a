// A person's first hour, end to end: the packaged .vsix installed into the offline VS Code (no
// development host), "Install Command-Line Tool" and "Set Up Agent Hooks" run from the palette, then a
// real Claude Code hook payload fed to exactly the command written into .claude/settings.json, run by
// `sh -c` with a PATH that holds neither the project nor node_modules/.bin: the capture is on disk.
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { claudeBashFailure } from '../fixtures/hooks/payloads';
import { runCommand } from './support/workbench';
// @ts-expect-error plain ESM helpers of the test host, without type declarations
import { installedWorkbenchUrl, startCodeServer } from '../../scripts/host/server.mjs';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function readIfThere(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}


describe('installed .vsix: command-line tool and agent hooks (UI)', function () {
  this.timeout(240_000);
  const repo = resolve(process.env.LEARNINGS_EXTENSION_PATH ?? '.');
  let scratch: string;
  let workspace: string;
  let binDir: string;
  let server: { url: string; stop(): Promise<void> } | undefined;
  let browser: Browser | undefined;
  let page: Page;

  before(async function () {
    const vsix = process.env.LEARNINGS_VSIX;
    if (!vsix) throw new Error('LEARNINGS_VSIX is not set: run UI tests through `node scripts/vscode-host.mjs e2e`');
    scratch = mkdtempSync(join(tmpdir(), 'learnings-install-e2e-'));
    workspace = join(scratch, 'project');
    binDir = join(scratch, 'bin');
    cpSync(join(repo, 'demo'), workspace, { recursive: true });
    mkdirSync(join(scratch, 'logs'));
    server = await startCodeServer({ folder: workspace, vsix, env: { LEARNINGS_BIN_DIR: binDir, LEARNINGS_HOME: join(scratch, 'home') }, logFile: join(scratch, 'logs', 'code-server.log') });
    browser = await chromium.launch({ executablePath: process.env.LEARNINGS_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, timeout: 60_000 });
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(30_000);
    await page.goto(installedWorkbenchUrl(server!.url, workspace), { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.waitForSelector('.monaco-workbench', { timeout: 60_000 });
    await page.waitForSelector('.activitybar .action-item a[aria-label^="Learnings"], .activitybar .action-item[aria-label^="Learnings"]', { timeout: 60_000 });
  });

  after(async () => {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('runs as an installed extension, not a development host', async () => {
    assert.doesNotMatch(await page.title(), /Extension Development Host/);
  });

  it('"Install Command-Line Tool" writes the launcher; "Set Up Agent Hooks" makes Claude Code run it by absolute path', async () => {
    await runCommand(page, 'Learnings: Install Command-Line Tool');
    const launcher = join(binDir, 'learnings');
    await until('the launcher', () => (existsSync(launcher) ? true : undefined));
    assert.match(readFileSync(launcher, 'utf8'), /learnings launcher, written by the Learnings Explorer extension/);

    await runCommand(page, 'Learnings: Set Up Agent Hooks');
    const row = page.locator('.quick-input-widget .monaco-list-row', { hasText: 'claude' }).first();
    await row.waitFor({ state: 'visible' });
    await row.click();
    const settingsFile = join(workspace, '.claude', 'settings.json');
    const settings = await until('.claude/settings.json', () => (existsSync(settingsFile) ? JSON.parse(readFileSync(settingsFile, 'utf8')) : undefined));
    const failure = settings.hooks.PostToolUseFailure[0].hooks[0];
    assert.equal(failure.command, `${launcher} hook claude`);
    assert.equal(failure.async, true, 'a capture hook never makes the agent wait');
    assert.equal(settings.hooks.UserPromptSubmit[0].hooks[0].async, undefined, 'prompt-time context stays synchronous');

    // Exactly that command, as Claude Code runs it: sh -c, the project in CLAUDE_PROJECT_DIR, a PATH
    // with neither the project nor node_modules/.bin (nor any node: the launcher brings its own).
    const gateLog = join(workspace, '.learnings', '_meta', 'gate-log.jsonl');
    const logBefore = readIfThere(gateLog).split('\n').filter(Boolean).length;
    const env = { PATH: '/usr/bin:/bin', HOME: scratch, CLAUDE_PROJECT_DIR: workspace, LEARNINGS_HOME: join(scratch, 'home') };
    assert.ok(!env.PATH.split(':').some((d) => d.startsWith(repo)));
    const run = spawnSync('/bin/sh', ['-c', failure.command], { input: JSON.stringify(claudeBashFailure(workspace)), env, encoding: 'utf8', cwd: workspace, timeout: 30_000 });
    assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
    assert.doesNotMatch(run.stderr, /not found/);
    // The gate's record of this capture names the file it went into; the learning is there.
    const decisions = readIfThere(gateLog).split('\n').filter(Boolean).slice(logBefore).map((l) => JSON.parse(l) as { decision: string; id: string; file: string; type: string });
    assert.equal(decisions.length, 1, `gate decisions: ${JSON.stringify(decisions)}\nhook errors: ${readIfThere(join(workspace, '.learnings', '_meta', 'hook-errors.log')).slice(-500)}`);
    const [d] = decisions;
    assert.deepEqual([d.decision, d.type], ['admitted', 'error']);
    const written = readFileSync(join(workspace, d.file), 'utf8');
    assert.ok(written.includes(d.id), `${d.file} holds ${d.id}`);
    assert.match(written, /Cannot find module 'express'/);
  });
});

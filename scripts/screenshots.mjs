#!/usr/bin/env node
// `npm run screenshots`: the README images, from the packaged extension as a person installs it.
// Packages the .vsix, installs it into the offline VS Code (code-server; no development host, so no
// "[Extension Development Host]" title), opens a clean copy of demo/ with the demo clock, and takes
// every image in one session over one data set (nothing is written before the last image). The mouse
// is parked away from the lists so no tooltip covers them. Images go to docs/images/ (or --out DIR).
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, ensureHost } from './host/setup.mjs';
import { installedWorkbenchUrl, startCodeServer } from './host/server.mjs';
import { packageVsix } from './host/vsix.mjs';
import { DEMO_NOW } from './host/demoClock.mjs';

const repo = resolve(new URL('..', import.meta.url).pathname);
const outArg = process.argv.indexOf('--out');
const outDir = resolve(outArg > 0 ? process.argv[outArg + 1] : join(repo, 'docs', 'images'));
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const row = (page, label) => page.locator('.sidebar .monaco-list-row', { has: page.locator('.label-name', { hasText: label }) }).first();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Moves the mouse onto the empty part of the activity bar (no tooltip there) and lets hovers fade and language services settle. */
async function park(page) {
  await page.mouse.move(24, 470);
  await page.locator('.statusbar-item', { hasText: /Analyzing|Initializing|Activating/ }).first().waitFor({ state: 'hidden', timeout: 20_000 }).catch(() => undefined);
  await sleep(800);
}

async function quickOpen(page, name) {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget .quick-input-box input');
  await input.waitFor({ state: 'visible' });
  await input.fill(name);
  await page.locator('.quick-input-widget .monaco-list-row', { hasText: name }).first().click();
  await page.locator('.tabs-container .tab.active', { hasText: name }).waitFor({ state: 'visible' });
}

async function palette(page, text) {
  await page.keyboard.press('Escape');
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget .quick-input-box input');
  await input.waitFor({ state: 'visible' });
  await input.fill(text);
  return input;
}

async function command(page, title) {
  await palette(page, `>${title}`);
  const r = page.locator('.quick-input-widget .monaco-list-row', { hasText: title }).first();
  await r.waitFor({ state: 'visible' });
  await r.click();
}

async function expand(page, label) {
  const r = row(page, label);
  await r.waitFor({ state: 'visible' });
  if ((await r.getAttribute('aria-expanded')) !== 'true') await r.click();
}

async function frameWith(page, selector, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const f of page.frames()) if (await f.$(selector).catch(() => null)) return f;
    if (Date.now() > deadline) throw new Error(`no frame holds ${selector}`);
    await sleep(250);
  }
}

const taken = [];
async function shot(page, name) {
  await park(page);
  const file = join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  taken.push(file);
  console.log(`screenshots: ${file}`);
}

let server;
let browser;
const scratch = mkdtempSync(join(tmpdir(), 'learnings-screens-'));
try {
  ensureHost();
  const vsix = packageVsix(repo);
  const workspace = join(scratch, 'demo'); // the window title names the folder: "demo"
  cpSync(join(repo, 'demo'), workspace, { recursive: true });
  mkdirSync(outDir, { recursive: true });
  server = await startCodeServer({
    folder: workspace,
    vsix,
    env: { LEARNINGS_NOW: process.env.LEARNINGS_NOW ?? DEMO_NOW, LEARNINGS_BIN_DIR: join(scratch, 'bin') },
    // Promotions also write path-scoped rules (.claude/rules/<topic>.md) so the promote image shows one.
    settings: { 'learnings.scopedTargets': ['claude'], 'workbench.startupEditor': 'none', 'editor.minimap.enabled': false, 'workbench.layoutControl.enabled': false, 'window.commandCenter': false },
    logFile: join(scratch, 'code-server.log'),
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 60_000 });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(30_000);
  await page.goto(installedWorkbenchUrl(server.url, workspace), { waitUntil: 'domcontentloaded', timeout: 60_000 });
  await page.waitForSelector('.monaco-workbench', { timeout: 60_000 });
  const tab = page.locator('.activitybar .action-item:has(a[aria-label^="Learnings"]), .activitybar .action-item[aria-label^="Learnings"]').first();
  await tab.waitFor({ state: 'visible', timeout: 60_000 });
  if (/Extension Development Host/.test(await page.title())) throw new Error('the window is a development host');

  // 1. The sidebar at its default width: tiers with counts, scores beside the titles.
  await tab.click();
  await row(page, /^Staging \(\d+\)/).waitFor({ state: 'visible' });
  await expand(page, /^Staging \(\d+\)$/);
  await expand(page, /^HOT \(\d+\)$/);
  // The learnings file beside it, opened without selecting a row (a selected row shows its actions over the score).
  await quickOpen(page, 'LEARNINGS.md');
  await shot(page, 'sidebar');

  // 2. CodeLens above the functions learned rules name.
  await quickOpen(page, 'money.ts');
  await page.locator('.codelens-decoration', { hasText: /(learned rules?|staged learnings?) · / }).first().waitFor({ state: 'visible', timeout: 30_000 });
  await shot(page, 'codelens');

  // 3. Search from the palette.
  await command(page, 'Learnings: Search Learnings');
  await page.locator('.quick-input-widget .quick-input-box input').fill('webhook signature');
  await page.locator('.quick-input-widget .monaco-list-row', { hasText: 'Webhook signature' }).first().waitFor({ state: 'visible' });
  await shot(page, 'search');
  await page.keyboard.press('Escape');

  // 4. The dashboard with a ready learning selected.
  await command(page, 'Learnings: Open Dashboard');
  const frame = await frameWith(page, '.stat-total');
  await frame.waitForSelector('.ready .learning');
  await frame.focus('.ready .learning');
  await frame.press('.ready .learning', 'Enter');
  await frame.waitForSelector('.detail .bar-row');
  await shot(page, 'dashboard');

  // 5. One click on Promote: the result with its diff and Undo at the top; then Undo puts every file back, so the
  //    last image shows the same data set.
  await frame.click('.ready .learning .btn-primary');
  await frame.waitForSelector('[data-testid="promotion-result"] .diff', { timeout: 30_000 });
  await shot(page, 'dashboard-promoted');
  await frame.click('[data-focus-key="result:undo"]');
  await frame.waitForFunction(() => /back as it was/.test(document.body.textContent ?? ''), undefined, { timeout: 30_000 });

  // 6. The promotion plan from the palette, last: it opens the plan before asking, and nothing is confirmed.
  await command(page, 'Learnings: Promote Ready Learnings');
  await page.locator('.monaco-dialog-box, .diff-editor, .tabs-container .tab.active').first().waitFor({ state: 'visible', timeout: 30_000 });
  await sleep(1000);
  await shot(page, 'promote-plan');
  console.log(`screenshots: ${taken.length} images in ${outDir}`);
} catch (e) {
  console.error(`screenshots: FAILED: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => undefined);
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
}

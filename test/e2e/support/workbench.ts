// Helpers for UI tests in a real VS Code workbench (code-server) driven by Debian's Chromium.
// scripts/vscode-host.mjs starts code-server and passes where it is through environment variables;
// every openWorkbench() opens a FRESH copy of the demo workspace, so tests may write to it freely.
import { chromium, type Browser, type Frame, type Locator, type Page } from 'playwright-core';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface Workbench {
  page: Page;
  browser: Browser;
  /** Absolute path of this workbench's own copy of the demo workspace. */
  workspace: string;
  close(): Promise<void>;
}

function env(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run UI tests through \`node scripts/vscode-host.mjs e2e\``);
  return v;
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The workbench URL for `folder`, with the extension under development loaded (no tests module: UI tests drive it). */
export function workbenchUrl(folder: string): string {
  const base = env('LEARNINGS_CODE_SERVER_URL'); // http://127.0.0.1:<port>
  const remote = (p: string) => `vscode-remote://${new URL(base).host}${p}`;
  const payload = [
    ['extensionDevelopmentPath', remote(env('LEARNINGS_EXTENSION_PATH'))],
    ['skipWelcome', 'true'],
  ];
  return `${base}/?folder=${encodeURIComponent(remote(folder))}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
}

/** Copies the demo workspace to a new temp folder, opens it in Chromium and waits until the workbench and the Learnings container are there. */
export async function openWorkbench(options: { demo?: string } = {}): Promise<Workbench> {
  const demo = options.demo ?? process.env.LEARNINGS_E2E_DEMO ?? resolve('demo');
  const workspace = mkdtempSync(join(tmpdir(), 'learnings-e2e-ws-'));
  cpSync(demo, workspace, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.LEARNINGS_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, timeout: 60_000 });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(30_000);
  await page.goto(workbenchUrl(workspace), { waitUntil: 'domcontentloaded', timeout: 60_000 });
  await page.waitForSelector('.monaco-workbench', { timeout: 60_000 });
  await page.waitForSelector('.activitybar .action-item a[aria-label^="Learnings"], .activitybar .action-item[aria-label^="Learnings"]', { timeout: 60_000 });
  return {
    page,
    browser,
    workspace,
    async close() {
      await browser.close().catch(() => undefined);
      rmSync(workspace, { recursive: true, force: true });
    },
  };
}

/**
 * Opens the quick input with `key` (F1: the command palette; Control+P: Quick Open) and returns its input. On a busy
 * machine a key pressed while a webview still holds the focus can be lost: the key is pressed again, up to four times.
 */
export async function openQuickInput(page: Page, key: string): Promise<Locator> {
  const input = page.locator('.quick-input-widget .quick-input-box input');
  for (let attempt = 1; ; attempt++) {
    await page.click('.monaco-workbench', { position: { x: 600, y: 10 } }).catch(() => undefined);
    await page.keyboard.press('Escape');
    await page.keyboard.press(key);
    try {
      await input.waitFor({ state: 'visible', timeout: attempt < 4 ? 8_000 : 30_000 });
      return input;
    } catch (e) {
      if (attempt >= 4) throw e;
    }
  }
}

/** Runs a command from the palette by its title as shown there (e.g. "Learnings: Refresh"). */
export async function runCommand(page: Page, title: string): Promise<void> {
  const input = await openQuickInput(page, 'F1');
  await input.fill(`>${title}`);
  const row = page.locator('.quick-input-widget .monaco-list-row', { hasText: title }).first();
  await row.waitFor({ state: 'visible' });
  await row.click();
}

/** Finds the frame (a webview is an iframe inside an iframe) holding `selector`, waiting up to `timeoutMs`. */
export async function findFrameWith(page: Page, selector: string, timeoutMs = 30_000): Promise<Frame> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const frame of page.frames()) {
      const found = await frame.$(selector).catch(() => null);
      if (found) return frame;
    }
    if (Date.now() > deadline) throw new Error(`no frame holds ${selector} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Saves `<name>.png` in the run's screenshot folder (test-results/screenshots/ by default) and returns its path.
 * With LEARNINGS_README_IMAGES=1 (set by `npm run screenshots`) it also refreshes docs/images/<name>.png for the README.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = process.env.LEARNINGS_SCREENSHOT_DIR ?? resolve('test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.png`);
  await page.screenshot({ path: file });
  if (process.env.LEARNINGS_README_IMAGES === '1') {
    // Only the images the README shows: the other screenshots are evidence for a run, not documentation.
    const repo = resolve(process.env.LEARNINGS_EXTENSION_PATH ?? '.');
    const readme = join(repo, 'README.md');
    if (existsSync(readme) && readFileSync(readme, 'utf8').includes(`docs/images/${name}.png`)) {
      const docs = join(repo, 'docs', 'images');
      mkdirSync(docs, { recursive: true });
      copyFileSync(file, join(docs, `${name}.png`));
    }
  }
  return file;
}

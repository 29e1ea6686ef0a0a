// UI test in the real workbench (code-server) in Chromium: open the dashboard from the command
// palette, check it renders totals under its CSP, promote a ready learning through the diff-first
// flow and see CLAUDE.md change on disk, and prove that hostile learning text stays text.
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Frame } from 'playwright-core';
import { findFrameWith, openWorkbench, runCommand, screenshot, type Workbench } from './support/workbench';

const HOSTILE_TITLE = '<img src=x onerror=alert(1)><script>window.xssRan=1;alert(2)</script>';
const HOSTILE_ENTRY = `
## [LRN-20260301-901] best_practice

**Logged**: 2026-03-01T10:00:00Z
**Priority**: low
**Status**: pending
**Area**: frontend

### Summary
${HOSTILE_TITLE}

### Details
Text written by an agent is data: onerror handlers and script tags must render as characters.

---
`;

/**
 * Two weeks of gate decisions before the demo's pinned day (2026-11-28), in the gate log's own shape: the
 * admission chart draws one point per day, and the threshold set back from 0.45 to the default 0.40 shows.
 */
function gateLog(): string {
  const lines: string[] = [];
  for (let d = 0; d < 14; d++) {
    const day = new Date(Date.UTC(2026, 10, 14 + d));
    const threshold = d < 9 ? 0.45 : 0.4;
    const decisions = (['admitted', 'admitted', 'duplicate', 'rejected', 'admitted', 'quarantined', 'merged'] as const).slice(0, 3 + ((d * 3) % 5));
    decisions.forEach((decision, i) => {
      const at = new Date(day.getTime() + (9 + i) * 3_600_000).toISOString();
      const admission = { score: 0.5, threshold, effectiveThreshold: threshold, floor: 0.35, clamped: false, signals: {}, weights: {} };
      lines.push(JSON.stringify({ at, decision, id: null, file: null, type: 'correction', trigger: 'hook', user: null, reasons: [], hash: `${d}-${i}`, nearest: null, admission, secrets: { action: 'clean', kinds: {}, count: 0 }, injection: [], decisionCheck: null }));
    });
  }
  return `${lines.join('\n')}\n`;
}

/** The demo workspace plus one learning whose title is markup and a gate log, in a folder of its own. */
function demoWithHostileEntry(): string {
  const demo = process.env.LEARNINGS_E2E_DEMO ?? resolve('demo');
  const dir = mkdtempSync(join(tmpdir(), 'learnings-e2e-demo-'));
  cpSync(demo, dir, { recursive: true });
  mkdirSync(join(dir, '.learnings', '_meta'), { recursive: true });
  appendFileSync(join(dir, '.learnings', 'LEARNINGS.md'), HOSTILE_ENTRY);
  appendFileSync(join(dir, '.learnings', '_meta', 'gate-log.jsonl'), gateLog());
  return dir;
}

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('dashboard (UI, real workbench)', function () {
  this.timeout(180_000);
  let wb: Workbench;
  let demo: string;
  let frame: Frame;
  const dialogs: string[] = [];
  const consoleLines: string[] = [];

  before(async () => {
    demo = demoWithHostileEntry();
    wb = await openWorkbench({ demo });
    wb.page.on('dialog', (d) => {
      dialogs.push(`${d.type()}: ${d.message()}`);
      void d.dismiss().catch(() => undefined);
    });
    wb.page.on('console', (m) => consoleLines.push(m.text()));
    // Room for the whole dashboard next to the sidebar in the screenshots.
    await wb.page.setViewportSize({ width: 1440, height: 1000 });
    await runCommand(wb.page, 'Learnings: Open Dashboard');
    try {
      frame = await findFrameWith(wb.page, '[data-testid="totals"]', 60_000);
    } catch (e) {
      // Leave evidence: what the workbench showed and what the pages logged.
      await screenshot(wb.page, 'dashboard-failed-to-open').catch(() => undefined);
      console.error(consoleLines.slice(-30).join('\n'));
      throw e;
    }
  });

  after(async () => {
    await wb?.close();
    if (demo) rmSync(demo, { recursive: true, force: true });
  });

  it('renders totals per tier and status, and the charts', async () => {
    const total = Number(await frame.textContent('.stat-total .stat-n'));
    assert.ok(Number.isInteger(total) && total > 0, `a positive total, got ${total}`);
    const tiers = await frame.$$eval('.stats.tiers .stat-label', (ns) => ns.map((n) => n.textContent));
    for (const t of ['HOT', 'WARM', 'COLD', 'staging', 'promoted', 'archived']) assert.ok(tiers.includes(t), `tier ${t} shown`);
    assert.ok((await frame.$$('.chips .chip')).length > 0, 'statuses shown');
    assert.ok(await frame.$('.histogram svg.chart, .histogram .empty'), 'histogram section rendered');
    assert.match((await frame.textContent('.gate-now')) ?? '', /effective threshold 0\.\d\d\s+floor 0\.35/);
    assert.ok(await frame.$('.admission svg .line-rate'), 'the admission rate is drawn from the gate log, one point per day');
    await screenshot(wb.page, 'dashboard-totals');
  });

  it('runs under the strict CSP with a nonce', async () => {
    const csp = await frame.$eval('meta[http-equiv="Content-Security-Policy"]', (m) => m.getAttribute('content') ?? '');
    // The webview's own source list (cspSource) may hold several entries, e.g. "'self' https://*.vscode-cdn.net".
    assert.match(csp, /^default-src 'none'; style-src [^;]+; script-src 'nonce-[A-Za-z0-9+/=]{16,}'; img-src [^;]+$/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    const scriptNonce = await frame.$eval('script[src]', (s) => (s as HTMLScriptElement).nonce);
    assert.ok(csp.includes(`'nonce-${scriptNonce}'`), 'the script carries the CSP nonce');
  });

  it('selects a ready learning with the keyboard and shows its breakdown', async () => {
    const first = '.ready .learning';
    await frame.waitForSelector(first);
    await frame.focus(first);
    await frame.press(first, 'Enter');
    const title = (await frame.textContent(`${first} .learning-title`))!;
    await until(async () => (await frame.textContent('.detail-title')) === title || undefined, 'the selected learning in the detail');
    assert.ok((await frame.$$('.detail .bar-row')).length >= 5, 'four axes and the composite as bars');
    assert.equal(await frame.evaluate(() => document.activeElement?.classList.contains('learning')), true, 'focus stays on the list row');
    await screenshot(wb.page, 'dashboard');
  });

  it('shows a learning whose title is markup as text, and nothing in it runs', async () => {
    await frame.fill('.search-input', 'onerror handlers');
    await frame.press('.search-input', 'Enter');
    const row = await until(async () => {
      const rows = await frame.$$('.search .learning');
      for (const r of rows) if ((await r.textContent())?.includes('<script>window.xssRan=1')) return r;
      return undefined;
    }, 'the hostile learning in the search results');
    await row.click();
    await until(async () => (await frame.textContent('.detail-title')) === HOSTILE_TITLE || undefined, 'the detail title to show the markup as text');
    assert.equal(await frame.$$eval('#app img, #app script', (ns) => ns.length), 0, 'no element was created from the title');
    assert.equal(await frame.evaluate(() => (window as unknown as { xssRan?: number }).xssRan), undefined, 'the script did not run');
    assert.deepEqual(dialogs, [], 'no dialog was opened');
    assert.ok(!consoleLines.some((l) => /xssRan/.test(l)), 'nothing logged from the payload');
    await screenshot(wb.page, 'dashboard-hostile-text');
  });

  it('keeps the selection and the search query when the webview is reloaded', async () => {
    const title = await frame.textContent('.detail-title');
    const query = await frame.inputValue('.search-input');
    assert.ok(title && query, 'something selected and searched before the reload');
    const old = frame;
    await runCommand(wb.page, 'Developer: Reload Webviews');
    frame = await until(async () => {
      for (const f of wb.page.frames()) {
        if (f === old || f.isDetached()) continue;
        if (await f.$('[data-testid="totals"]').catch(() => null)) return f;
      }
      return undefined;
    }, 'the reloaded dashboard');
    await until(async () => (await frame.textContent('.detail-title').catch(() => null)) === title || undefined, 'the selection to come back');
    assert.equal(await frame.inputValue('.search-input'), query);
  });

  it('promotes a ready learning: shows the diff first, then writes CLAUDE.md on confirm', async () => {
    const claude = join(wb.workspace, 'CLAUDE.md');
    const before = existsSync(claude) ? readFileSync(claude, 'utf8') : '';
    await frame.click('.ready .learning .btn-primary');
    await frame.waitForSelector('.plan .diff');
    const diffText = (await frame.textContent('.plan'))!;
    assert.match(diffText, /CLAUDE\.md/);
    assert.equal(existsSync(claude) ? readFileSync(claude, 'utf8') : '', before, 'nothing written before confirming');
    await screenshot(wb.page, 'dashboard-promote-plan');
    await frame.click('.plan [data-focus-key="plan:confirm"]');
    const after = await until(() => {
      const now = existsSync(claude) ? readFileSync(claude, 'utf8') : '';
      return now !== before ? now : undefined;
    }, 'CLAUDE.md to change on disk');
    assert.ok(after.length > before.length, 'a rule was added');
    await until(async () => ((await frame.textContent('.status')) ?? '').includes('Promoted') || undefined, 'the promoted notice');
    await screenshot(wb.page, 'dashboard-promoted');
  });
});

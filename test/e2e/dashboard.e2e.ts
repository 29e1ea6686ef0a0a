// UI test in the real workbench (code-server) in Chromium: open the dashboard from the command
// palette, check it renders totals under its CSP, prove that hostile learning text stays text (nothing
// runs, no request leaves), and that malformed messages from the page change nothing. One-click
// Promote and Undo are in promoteUndo.e2e.ts.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Frame } from 'playwright-core';
import { ATTACKER_HOST, cspViolations, HOSTILE_BODY_WORD, HOSTILE_TITLE, hostileEntryMarkdown, payloadElementsIn, PAYLOADS, recordCspViolations } from './support/hostileLearning';
import { recordRequests, type RequestLog } from './support/network';
import { extensionMessages, outputChannelText, postAsWebview, recordExtensionMessages } from './support/webviewMessages';
import { findFrameWith, openWorkbench, runCommand, screenshot, type Workbench } from './support/workbench';

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

/** The demo workspace plus one learning whose title and body are markup and a gate log, in a folder of its own. */
function demoWithHostileEntry(): string {
  const demo = process.env.LEARNINGS_E2E_DEMO ?? resolve('demo');
  const dir = mkdtempSync(join(tmpdir(), 'learnings-e2e-demo-'));
  cpSync(demo, dir, { recursive: true });
  mkdirSync(join(dir, '.learnings', '_meta'), { recursive: true });
  appendFileSync(join(dir, '.learnings', 'LEARNINGS.md'), hostileEntryMarkdown());
  appendFileSync(join(dir, '.learnings', '_meta', 'gate-log.jsonl'), gateLog());
  return dir;
}

/** Every file under `dir` with a hash of its bytes, to show a step left the workspace byte-identical. */
function fileHashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const p = join(e.parentPath, e.name);
    out[p.slice(dir.length + 1)] = createHash('sha256').update(readFileSync(p)).digest('hex');
  }
  return out;
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
  let requests: RequestLog;

  before(async () => {
    demo = demoWithHostileEntry();
    wb = await openWorkbench({ demo });
    wb.page.on('dialog', (d) => {
      dialogs.push(`${d.type()}: ${d.message()}`);
      void d.dismiss().catch(() => undefined);
    });
    wb.page.on('console', (m) => consoleLines.push(`[${m.type()}] ${m.text()}`));
    // Before the dashboard opens: every request from here on, of the workbench and of the webview's frames.
    requests = recordRequests(wb.page.context());
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

  it('shows a learning whose title and body are markup as text: nothing in it runs, no request leaves', async () => {
    await recordCspViolations(frame);
    // Found by a word of its body; the query itself is markup too (it is echoed back with the results).
    const query = `${HOSTILE_BODY_WORD} <svg onload=alert(1)>`;
    await frame.fill('.search-input', query);
    await frame.press('.search-input', 'Enter');
    const row = await until(async () => {
      const rows = await frame.$$('.search .learning');
      for (const r of rows) if ((await r.textContent())?.includes(HOSTILE_TITLE)) return r;
      return undefined;
    }, 'the hostile learning in the search results, its title as text');
    await row.click();
    await until(async () => (await frame.textContent('.detail-title')) === HOSTILE_TITLE || undefined, 'the detail title to show the markup as text');
    const body = (await frame.textContent('.detail-body')) ?? '';
    for (const p of PAYLOADS) assert.ok(body.includes(p), `the body shows ${p} as text`);
    // Give anything that would load or run a moment to do so before looking for its traces.
    await new Promise((r) => setTimeout(r, 1500));
    assert.deepEqual(await payloadElementsIn(frame), [], 'no element, handler or URL was created from the learning');
    assert.equal(await frame.evaluate(() => (window as unknown as { xssRan?: number }).xssRan), undefined, 'the script did not run');
    assert.deepEqual(await cspViolations(frame), [], 'nothing even tried to load (the CSP had nothing to block)');
    assert.deepEqual(dialogs, [], 'no dialog was opened');
    assert.deepEqual(consoleLines.filter((l) => /xssRan|attacker\.invalid|alert\(|Refused to|Content Security Policy/.test(l)), [], 'nothing logged from the payload or the CSP');
    const attacker = requests.requests.filter((r) => r.url.includes(ATTACKER_HOST));
    assert.deepEqual(attacker, [], `no request to ${ATTACKER_HOST}`);
    assert.ok(requests.requests.some((r) => r.from === 'webview' && /\/media\/dashboard\.js/.test(r.url)), 'the recorder saw the webview load its own script');
    // The workbench's top frame (not the webview) asks code-server's extension gallery about extensions; nothing else leaves.
    assert.deepEqual(requests.leaving(process.env.LEARNINGS_CODE_SERVER_URL!, ['open-vsx.org']), [], 'every request stayed on the code-server origin or the webview\'s own resources');
    // The screenshot shows the payload lines of the body, as characters.
    await frame.$eval('.detail-body', (d) => {
      d.scrollIntoView({ block: 'end' });
      d.scrollTop = d.scrollHeight; // the body scrolls inside its own box
    });
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

  it('drops malformed messages from the page: the log names each, nothing is written, a valid one is answered', async () => {
    await recordExtensionMessages(frame);
    const id = (await frame.getAttribute('.ready .learning', 'data-id'))!;
    assert.ok(id, 'a ready learning to aim at');
    const files = fileHashes(wb.workspace);
    // Each would write CLAUDE.md (one click promotes) or forget a learning if it were acted on without validation.
    const marker = `x${randomBytes(6).toString('hex')}`;
    const malformed: unknown[] = [
      { type: 'promote', id, [marker]: true }, // extra key
      { type: 'promote', id: [id] }, // wrong type
      { type: 'Promote', id }, // unknown type
      { type: 'forget', id: 42 }, // wrong type
      { type: 'deleteEverything', [marker]: 1 }, // unknown type
      'promote', // not an object
    ];
    for (const m of malformed) await postAsWebview(frame, m);
    // The same channel answers a valid message, and messages are handled in order: once the answer is
    // here, the malformed ones have been handled too.
    await postAsWebview(frame, { type: 'search', query: marker });
    await until(async () => (await extensionMessages(frame)).some((m) => m.type === 'searchResults' && m.query === marker) || undefined, 'the answer to the valid search');
    await new Promise((r) => setTimeout(r, 1000));
    assert.deepEqual(fileHashes(wb.workspace), files, 'every file in the workspace is byte-identical (CLAUDE.md too)');
    assert.deepEqual((await extensionMessages(frame)).filter((m) => m.type === 'promoteApplied' || m.type === 'error'), [], 'nothing was applied, nothing failed');
    const log = await until(async () => {
      const text = await outputChannelText(wb.page, 'Learnings');
      return (text.match(/dashboard: dropped an invalid message/g) ?? []).length >= malformed.length ? text : undefined;
    }, 'a rejection per malformed message in the Learnings output');
    for (const reason of ['id: Expected string, received array', 'Invalid discriminator value', 'id: Expected string, received number', 'Expected object, received string']) {
      assert.ok(log.includes(reason), `the log says why: ${reason}`);
    }
    assert.match(log, new RegExp(`dropped an invalid message \\(.*Unrecognized key\\(s\\) in object: '${marker}'`), 'the extra key is named');
    await screenshot(wb.page, 'dashboard-malformed-messages-log');
    await runCommand(wb.page, 'View: Hide Panel').catch(() => undefined);
  });
});

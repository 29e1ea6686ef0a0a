// One-click Promote and Undo in the real workbench (code-server) in Chromium, as a person does it:
// one click on Promote in the dashboard writes the rule into CLAUDE.md (no dialog), the result with its
// diff and Undo is in view with focus on Undo, and one click on Undo leaves every file byte-identical.
// Then the CodeLens above the promoted function and its hover.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { quickOpen } from './support/sidebar';
import { findFrameWith, openWorkbench, runCommand, screenshot, type Workbench } from './support/workbench';

/** Every file of the workspace with a hash of its bytes (lock folders are the tool's, not the person's). */
function fileHashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const p = join(e.parentPath, e.name);
    const rel = p.slice(dir.length + 1);
    if (/\.lock(\/|$)/.test(rel)) continue;
    out[rel] = createHash('sha256').update(readFileSync(p)).digest('hex');
  }
  return out;
}

async function until<T>(probe: () => Promise<T | undefined | false> | T | undefined | false, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('one-click Promote and Undo (UI, real workbench)', function () {
  this.timeout(180_000);
  let wb: Workbench;
  let frame: Frame;

  before(async () => {
    wb = await openWorkbench();
    await wb.page.setViewportSize({ width: 1440, height: 1000 });
    await runCommand(wb.page, 'Learnings: Open Dashboard');
    frame = await findFrameWith(wb.page, '.ready .learning .btn-primary', 60_000);
  });

  after(async () => {
    await wb?.close();
  });

  it('one click on Promote writes the rule into CLAUDE.md; one click on Undo puts every file back byte for byte', async () => {
    const claude = join(wb.workspace, 'CLAUDE.md');
    const claudeBefore = readFileSync(claude);
    const before = fileHashes(wb.workspace);
    const title = (await frame.textContent('.ready .learning .learning-title'))!;
    // Scrolled down first: the result must come into view wherever the person was.
    await frame.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await frame.click('.ready .learning .btn-primary');

    const after = await until(() => {
      const now = readFileSync(claude);
      return now.equals(claudeBefore) ? undefined : now.toString('utf8');
    }, 'CLAUDE.md to change on disk after one click');
    await frame.waitForSelector('[data-testid="promotion-result"] .diff');
    assert.equal(await wb.page.locator('.monaco-dialog-box').count(), 0, 'no dialog: one click is the whole promotion');
    assert.equal(await frame.textContent('.result-title'), `Promoted "${title}"`);
    // The rule the result's diff adds to CLAUDE.md is in the file on disk.
    const added = await frame.$$eval('[data-testid="promotion-result"] .diff-file', (files) =>
      files
        .filter((f) => f.querySelector('.diff-name')?.textContent === 'CLAUDE.md')
        .flatMap((f) => Array.from(f.querySelectorAll('.diff-add')).map((l) => (l.textContent ?? '').slice(1)))
        .filter((l) => !l.startsWith('++')),
    );
    assert.ok(added.some((l) => l.startsWith('- ')), `a rule line was added: ${added.join(' | ')}`);
    for (const line of added) assert.ok(after.includes(line), `CLAUDE.md on disk holds: ${line}`);
    // In view, with focus on Undo.
    const box = await frame.$eval('[data-testid="promotion-result"]', (n) => {
      const r = n.getBoundingClientRect();
      return { top: r.top, height: window.innerHeight, focused: document.activeElement?.getAttribute('data-focus-key') ?? '' };
    });
    assert.ok(box.top >= 0 && box.top < box.height / 2, `the result is at the top of the view (top ${box.top} of ${box.height})`);
    assert.equal(box.focused, 'result:undo', 'focus is on Undo');
    await screenshot(wb.page, 'dashboard-promoted-undo');

    await frame.click('[data-focus-key="result:undo"]');
    await until(() => readFileSync(claude).equals(claudeBefore) || undefined, 'CLAUDE.md to be back');
    await until(async () => /^Undone: /.test((await frame.textContent('.result-title')) ?? '') || undefined, 'the result to say it was undone');
    assert.ok(readFileSync(claude).equals(claudeBefore), 'CLAUDE.md byte-identical to before');
    assert.deepEqual(fileHashes(wb.workspace), before, 'every file in the workspace byte-identical, none left behind');
    assert.ok(!existsSync(join(wb.workspace, '.knowledge')), 'the folder the promotion created is gone too');
    assert.match((await frame.textContent('.result')) ?? '', /Restored byte for byte: .*CLAUDE\.md/);
    await until(async () => ((await frame.$$eval('.ready .learning .learning-title', (ns) => ns.map((n) => n.textContent))).includes(title)) || undefined, 'the learning ready again');
    await screenshot(wb.page, 'dashboard-undone');
  });

  it('the CodeLens above the promoted function says "learned rule", and its hover shows the rule and its source', async () => {
    await frame.click('.ready .learning[data-id="LRN-20261120-001"] .btn-primary');
    await frame.waitForSelector('[data-testid="promotion-result"] .diff');
    await quickOpen(wb.page, 'money.ts');
    const lens = wb.page.locator('.codelens-decoration', { hasText: /1 learned rule · Sum invoice amounts/ }).first();
    await lens.waitFor({ state: 'visible', timeout: 30_000 });
    // The cursor on `toCents` (line 6), then the hover, as Ctrl+K Ctrl+I would show it.
    await runCommand(wb.page, 'Go to Line/Column...');
    await wb.page.keyboard.type('6:17');
    await wb.page.keyboard.press('Enter');
    await runCommand(wb.page, 'Show or Focus Hover');
    const hover = wb.page.locator('.monaco-hover', { hasText: 'Learned rule' }).first();
    await hover.waitFor({ state: 'visible', timeout: 15_000 });
    const text = (await hover.innerText()).replace(/\s+/g, ' ');
    assert.match(text, /Learned rule: Parse every amount with/);
    assert.match(text, /Source: \.learnings\/LEARNINGS\.md:\d+/);
    await screenshot(wb.page, 'codelens-hover');
  });
});

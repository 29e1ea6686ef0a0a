// The sidebar, the palette and CodeLens in a real workbench, clicked as a person would.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openWorkbench, runCommand, screenshot, type Workbench } from './support/workbench';
import { expand, openLearningsSidebar, quickOpen, treeRow, widenSidebar } from './support/sidebar';

describe('Learnings sidebar (UI)', function () {
  this.timeout(180_000);
  let wb: Workbench;

  before(async () => {
    wb = await openWorkbench();
  });
  after(async () => {
    await wb?.close();
  });

  it('opens from the activity bar with every tier and its count', async () => {
    await openLearningsSidebar(wb.page);
    await widenSidebar(wb.page);
    for (const tier of ['HOT', 'WARM', 'COLD', 'Staging', 'Promoted', 'Archived']) {
      await treeRow(wb.page, new RegExp(`^${tier} \\(\\d+\\)$`)).waitFor({ state: 'visible' });
    }
    await expand(wb.page, /^Staging \(\d+\)$/);
    await treeRow(wb.page, 'Sum invoice amounts').waitFor({ state: 'visible' });
  });

  it('expands a tier to show its learnings, and the Attention view lists what needs a person', async () => {
    await expand(wb.page, /^COLD \(1\)$/);
    await treeRow(wb.page, /^Used tabs in Makef/).waitFor({ state: 'visible' });
    await treeRow(wb.page, /^Ready to promote \(\d+\)$/).waitFor({ state: 'visible' });
    await treeRow(wb.page, /^Parse problems \(1\)$/).waitFor({ state: 'visible' });
    await wb.page.locator('.statusbar-item', { hasText: /\d+ ready/ }).first().waitFor({ state: 'visible' });
    // A learning's tooltip: the 4-axis breakdown and its source.
    await treeRow(wb.page, 'Sum invoice amounts').hover();
    await wb.page.locator('.monaco-hover', { hasText: 'composite' }).first().waitFor({ state: 'visible', timeout: 15_000 });
    await screenshot(wb.page, 'sidebar');
    await wb.page.mouse.move(900, 400);
  });

  it('opens a learning at its line when its row is clicked', async () => {
    await treeRow(wb.page, 'Retry only idempotent').click();
    await wb.page.locator('.tabs-container .tab.active', { hasText: 'LEARNINGS.md' }).waitFor({ state: 'visible' });
    await wb.page.locator('.statusbar-item', { hasText: /Ln 41,/ }).first().waitFor({ state: 'visible' });
  });

  it('searches learnings from the command palette and opens the source', async () => {
    await runCommand(wb.page, 'Learnings: Search Learnings');
    const input = wb.page.locator('.quick-input-widget .quick-input-box input');
    await input.fill('webhook signature');
    const hit = wb.page.locator('.quick-input-widget .monaco-list-row', { hasText: 'Webhook signature checks fail' }).first();
    await hit.waitFor({ state: 'visible' });
    await screenshot(wb.page, 'search');
    await hit.click();
    await wb.page.locator('.tabs-container .tab.active', { hasText: '2026-11-25T16-40-00Z.json' }).waitFor({ state: 'visible' });
  });

  it('shows CodeLens citing the learnings above the functions they name (staged ones called staged)', async () => {
    await quickOpen(wb.page, 'money.ts');
    const lens = wb.page.locator('.codelens-decoration', { hasText: /(learned rules?|staged learnings?) · / }).first();
    await lens.waitFor({ state: 'visible', timeout: 30_000 });
    const titles = await wb.page.locator('.codelens-decoration').allInnerTexts();
    assert.ok(titles.some((t) => /\d+ staged learnings? · .+\(LEARNINGS\.md:7\)/.test(t)), titles.join(' | '));
    assert.ok(!titles.some((t) => /learned rule/.test(t)), 'nothing in the demo is promoted yet');
    await screenshot(wb.page, 'codelens');
  });

  it('promotes ready learnings from the palette after showing the plan in the diff editor', async () => {
    const claude = join(wb.workspace, 'CLAUDE.md');
    const before = readFileSync(claude, 'utf8');
    await runCommand(wb.page, 'Learnings: Promote Ready Learnings');
    const dialog = wb.page.locator('.monaco-dialog-box');
    await dialog.waitFor({ state: 'visible', timeout: 30_000 });
    await wb.page.locator('.tabs-container .tab', { hasText: /Promotion plan/ }).first().waitFor({ state: 'visible' });
    assert.equal(await wb.page.locator('.tabs-container .tab', { hasText: /Untitled/ }).count(), 0, 'not an untitled document');
    await screenshot(wb.page, 'promote-plan');
    await dialog.locator('.monaco-button', { hasText: 'Promote' }).click();
    const deadline = Date.now() + 15_000;
    while (readFileSync(claude, 'utf8') === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    assert.match(readFileSync(claude, 'utf8'), /integer cents/);
  });
});

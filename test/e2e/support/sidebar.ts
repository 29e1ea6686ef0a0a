// Helpers for the Learnings sidebar in the real workbench.
import type { Locator, Page } from 'playwright-core';
import { openQuickInput } from './workbench';

/** Opens the Learnings container from the activity bar and waits for the Memory view's tiers. */
export async function openLearningsSidebar(page: Page): Promise<void> {
  const tab = page.locator('.activitybar .action-item:has(a[aria-label^="Learnings"]), .activitybar .action-item[aria-label^="Learnings"]').first();
  await tab.click();
  await treeRow(page, /^Staging \(\d+\)/).waitFor({ state: 'visible', timeout: 30_000 });
}

/** A row of any tree in the sidebar whose label matches. */
export function treeRow(page: Page, label: RegExp | string): Locator {
  return page.locator('.sidebar .monaco-list-row', { has: page.locator('.label-name', { hasText: label }) }).first();
}

export async function expand(page: Page, label: RegExp | string): Promise<void> {
  const row = treeRow(page, label);
  await row.waitFor({ state: 'visible' });
  if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
  await page.waitForFunction((el) => el?.getAttribute('aria-expanded') === 'true', await row.elementHandle(), { timeout: 10_000 });
}

/** Opens a workspace file through Quick Open (Ctrl+P). */
export async function quickOpen(page: Page, fileName: string): Promise<void> {
  const input = await openQuickInput(page, 'Control+P');
  await input.fill(fileName);
  const row = page.locator('.quick-input-widget .monaco-list-row', { hasText: fileName }).first();
  await row.waitFor({ state: 'visible' });
  await row.click();
  await page.locator('.tabs-container .tab.active', { hasText: fileName }).waitFor({ state: 'visible' });
}

/** Drags the sash between the sidebar and the editor so labels and score badges fit (for readable screenshots). */
export async function widenSidebar(page: Page, width = 520): Promise<void> {
  const box = await page.locator('.part.sidebar').boundingBox();
  if (!box || box.width >= width) return;
  const x = box.x + box.width;
  const y = box.y + box.height / 2;
  await page.mouse.move(x - 1, y);
  await page.mouse.down();
  await page.mouse.move(box.x + width, y, { steps: 8 });
  await page.mouse.up();
}

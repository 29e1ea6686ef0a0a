// Talking to the extension the way a webview page does, for tests of what it does with messages.
// A webview page gets ONE vscode api object (acquireVsCodeApi throws on the second call, and the
// dashboard keeps its object private), but that object's postMessage only forwards to a function the
// workbench's webview host frame defines for its content frame: window.__vscode_post_message__
// ('onmessage', { message }). Calling it from the host frame sends exactly what a script in the page
// would send with vscode.postMessage(message) — the same channel, the same validation on arrival.
import type { Frame, Page } from 'playwright-core';
import { runCommand } from './workbench';

/** Posts `message` to the extension as the webview in `contentFrame` would. */
export async function postAsWebview(contentFrame: Frame, message: unknown): Promise<void> {
  const host = contentFrame.parentFrame();
  if (!host) throw new Error('the webview content frame has no host frame');
  await host.evaluate((m) => {
    const post = (window as unknown as { __vscode_post_message__?: (channel: string, data: unknown) => void }).__vscode_post_message__;
    if (typeof post !== 'function') throw new Error('the webview host frame has no __vscode_post_message__');
    post('onmessage', { message: m });
  }, message);
}

/** Starts recording what the extension posts to the webview (the page's `message` events). */
export async function recordExtensionMessages(contentFrame: Frame): Promise<void> {
  await contentFrame.evaluate(() => {
    const w = window as unknown as { extensionMessages?: unknown[] };
    if (w.extensionMessages) return;
    w.extensionMessages = [];
    window.addEventListener('message', (e) => w.extensionMessages!.push(e.data));
  });
}

export async function extensionMessages(contentFrame: Frame): Promise<Array<{ type?: string; [k: string]: unknown }>> {
  return contentFrame.evaluate(() => ((window as unknown as { extensionMessages?: unknown[] }).extensionMessages ?? []) as Array<{ type?: string }>);
}

/**
 * The text of an Output channel as the workbench shows it (Output: Show Output Channels… → `name`).
 * The output editor renders only the lines in view and scrolls to the end, so this is the tail.
 */
export async function outputChannelText(page: Page, name: string): Promise<string> {
  await runCommand(page, 'Output: Show Output Channels');
  const input = page.locator('.quick-input-widget .quick-input-box input');
  await input.fill(name);
  await page.locator('.quick-input-widget .monaco-list-row', { has: page.locator('.label-name', { hasText: new RegExp(`^${name}$`) }) }).first().click();
  const editor = page.locator('.part.panel .monaco-editor').first();
  await editor.waitFor({ state: 'visible' });
  // One element per rendered line, positioned by style (not in document order): sort by top.
  const lines = await editor.locator('.view-line').evaluateAll((ns) =>
    ns.map((n) => ({ top: parseFloat((n as HTMLElement).style.top) || 0, text: n.textContent ?? '' })).sort((a, b) => a.top - b.top).map((l) => l.text),
  );
  return lines.join('\n').replace(/\u00a0/g, ' ');
}

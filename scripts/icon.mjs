#!/usr/bin/env node
// Renders the store icon, media/icon.png (128×128), from media/icon.svg (the activity-bar glyph):
// the glyph in white on a rounded dark-teal square. Run after changing icon.svg; the PNG is committed.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './host/setup.mjs';

const repo = resolve(new URL('..', import.meta.url).pathname);
const svg = readFileSync(join(repo, 'media', 'icon.svg'), 'utf8').replace('stroke="currentColor"', 'stroke="#ffffff"');
const html = `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:128px;height:128px;border-radius:24px;background:linear-gradient(135deg,#0f766e,#134e4a);display:flex;align-items:center;justify-content:center">
<div style="width:96px;height:96px">${svg.replace(/width="24" height="24"/, 'width="96" height="96"')}</div></div></body></html>`;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 128, height: 128 }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.screenshot({ path: join(repo, 'media', 'icon.png'), omitBackground: true, clip: { x: 0, y: 0, width: 128, height: 128 } });
  console.log('icon: media/icon.png (128×128)');
} finally {
  await browser.close();
}

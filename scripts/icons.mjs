// Draws the app's icons (www/page/icons/*.png, committed) from the favicon's drawing
// (www/page/favicon.svg), at the sizes phones and stores ask for: 192 and 512 pixels, a
// maskable 512 (the drawing inside the 80% circle a launcher may crop to, on the favicon's
// background) and Apple's 180. The system Chromium rasterizes the SVG, so the PNGs are the
// drawing, not a copy of it. Run again after changing the favicon:
//
//   node scripts/icons.mjs
//
// The manifest (www/page/manifest.webmanifest) lists them; tests/e2e/app.test.mjs checks that
// each loads at its declared size.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ROOT, cli, isMain, note } from './lib.mjs';

const ICONS = join(ROOT, 'www', 'page', 'icons');
/** The favicon's background, under a maskable icon's drawing. */
const BACKGROUND = '#f6d77a';

/** Each icon: its file, its size, and the share of the square the drawing fills. */
export const ICON_FILES = [
  { file: 'icon-192.png', size: 192, scale: 1, maskable: false },
  { file: 'icon-512.png', size: 512, scale: 1, maskable: false },
  { file: 'maskable-512.png', size: 512, scale: 0.72, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, scale: 0.86, maskable: true },
];

async function drawIcons() {
  const svg = readFileSync(join(ROOT, 'www', 'page', 'favicon.svg'), 'utf8');
  mkdirSync(ICONS, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    for (const icon of ICON_FILES) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      const inner = Math.round(icon.size * icon.scale);
      const html = `<!doctype html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.maskable ? BACKGROUND : 'transparent'}">
        <img src="data:image/svg+xml,${encodeURIComponent(svg)}" width="${inner}" height="${inner}"></body>`;
      await page.setContent(html);
      await page.waitForFunction(() => document.images[0].complete);
      writeFileSync(join(ICONS, icon.file), await page.screenshot({ omitBackground: !icon.maskable }));
      await page.close();
      note(`www/page/icons/${icon.file}: ${icon.size} x ${icon.size}`);
    }
  } finally {
    await browser.close();
  }
}

if (isMain(import.meta.url)) cli(drawIcons);

// End-to-end harness: serves the built site (dist/) in-process on a free port, drives the
// system Chromium through playwright-core, and offers the checks a person would make by eye:
// did anything go wrong in the console, is the board actually drawn, what does it look like.
//
// Use from a `node --test` file:
//
//   const site = await startSite();                 // dist/ on http://localhost:PORT/
//   const browser = await launchBrowser();
//   const { page, problems, responses } = await openPage(browser, site.url);
//   const canvas = await waitForDrawnCanvas(page);  // throws if it stays blank
//   await screenshot(page, 'smoke');                // screenshots/smoke.png (git-ignored)
//   await browser.close(); await site.close();

import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ROOT } from '../../scripts/lib.mjs';
import { serve } from '../../scripts/serve.mjs';

/** The built site the tests load (`npm run build` writes it). */
export const DIST = join(ROOT, 'dist');

/** Where screenshots go; git-ignored, kept after the run so a person can look. */
export const SCREENSHOTS = join(ROOT, 'screenshots');

/**
 * Serves `root` (dist/ by default) on a free localhost port; `base` mounts it under a sub-path,
 * `csp` adds a Content-Security-Policy header. Resolves to `{ url, close() }`.
 */
export async function startSite({ root = DIST, base = '/', csp = null } = {}) {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root}/index.html does not exist: run \`npm run build\` first`);
  }
  return serve({ root, base, csp, port: 0 });
}

/**
 * Launches the system Chromium headless with the flags this machine needs (no sandbox, no GPU,
 * no background traffic). Playwright gives each launch a fresh temporary user-data-dir and
 * deletes it on close.
 */
export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: run \`node scripts/setup.mjs --browser\` or set CHROME_PATH`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Opens `url` in a new page and waits for the network to go quiet. `problems` collects, as
 * text, every console error, uncaught exception, failed request and HTTP error status, for
 * the whole life of the page; `responses` lists `{ url, status, contentType }` of each response.
 */
export async function openPage(browser, url, { viewport = { width: 1280, height: 900 } } = {}) {
  const page = await browser.newPage({ viewport });
  const problems = [];
  const responses = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location()?.url ?? '';
    // The browser asks for /favicon.ico by itself; a missing one is not the page's error.
    if (where.endsWith('/favicon.ico')) return;
    problems.push(`console error: ${msg.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`));
  page.on('response', (res) => {
    responses.push({ url: res.url(), status: res.status(), contentType: res.headers()['content-type'] ?? '' });
    if (res.status() >= 400 && !res.url().endsWith('/favicon.ico')) {
      problems.push(`HTTP ${res.status()}: ${res.url()}`);
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, problems, responses };
}

/**
 * Reads a canvas's pixels in the page and says whether they vary. `selector` picks the canvas;
 * by default the largest one on the page (the board). The canvas is copied onto a 2D canvas
 * first, so it works whatever context drew it.
 */
export async function canvasStats(page, selector = null) {
  return page.evaluate((sel) => {
    const all = sel ? [...document.querySelectorAll(sel)] : [...document.querySelectorAll('canvas')];
    const canvases = all.filter((c) => c instanceof HTMLCanvasElement);
    if (canvases.length === 0) return { found: false, nonBlank: false, reason: `no canvas${sel ? ` matches ${sel}` : ''}` };
    const canvas = canvases.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
    const { width, height } = canvas;
    const box = canvas.getBoundingClientRect();
    const base = { found: true, id: canvas.id, width, height, shown: { width: box.width, height: box.height } };
    if (width === 0 || height === 0) return { ...base, nonBlank: false, reason: 'the canvas has no pixels' };
    const copy = document.createElement('canvas');
    copy.width = width;
    copy.height = height;
    const ctx = copy.getContext('2d');
    let data;
    try {
      ctx.drawImage(canvas, 0, 0);
      data = ctx.getImageData(0, 0, width, height).data;
    } catch (e) {
      return { ...base, nonBlank: false, reason: `cannot read pixels: ${e.message}` };
    }
    // Sample about 250,000 pixels at most; plenty to tell a drawn board from a blank one.
    const stride = Math.max(1, Math.floor((width * height) / 250000));
    const first = data.slice(0, 4).join(',');
    const colors = new Set();
    let sampled = 0;
    let differing = 0;
    for (let p = 0; p < width * height; p += stride) {
      const i = p * 4;
      const rgba = `${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`;
      if (colors.size < 1000) colors.add(rgba);
      if (rgba !== first) differing++;
      sampled++;
    }
    const varied = differing / sampled;
    const nonBlank = colors.size >= 2 && varied >= 0.01;
    return {
      ...base,
      distinctColors: colors.size,
      variedFraction: Number(varied.toFixed(4)),
      nonBlank,
      reason: nonBlank ? '' : `pixels hardly vary (${colors.size} colours, ${(varied * 100).toFixed(2)}% differ from the corner)`,
    };
  }, selector);
}

/**
 * Waits until the canvas (see `canvasStats`) has varied pixels, as drawing may follow the wasm
 * load; resolves to its stats, or throws with the last reason it was judged blank.
 */
export async function waitForDrawnCanvas(page, { selector = null, timeoutMs = 10000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let stats;
  for (;;) {
    stats = await canvasStats(page, selector);
    if (stats.nonBlank || Date.now() > deadline) break;
    await page.waitForTimeout(100);
  }
  if (!stats.nonBlank) throw new Error(`the board canvas stayed blank for ${timeoutMs} ms: ${stats.reason}`);
  return stats;
}

/** The text of every visible `role="alert"` element: the error banners a person would read. */
export async function visibleAlerts(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="alert"]')]
      .filter((el) => !el.hidden && el.getClientRects().length > 0 && el.textContent.trim() !== '')
      .map((el) => el.textContent.trim()),
  );
}

/** Saves a full-page PNG as screenshots/NAME.png and returns its path. */
export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

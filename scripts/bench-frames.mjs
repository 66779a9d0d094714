// Frame times while the teaching views play (issue 15), in headless Chromium against the built
// site: the search stepping by itself (the widget's mode="bfs" autoplay, and the page's "Watch the
// search" with Play) and the token's spread playing throw after throw (the widget's analyze mode
// and the page's analysis card), each on the classic 10 x 10 board.
//
//   node scripts/build.mjs --dist && node scripts/bench-frames.mjs
//   node scripts/bench.mjs --only teach          the same, after building
//   --seconds N (6)   how long each animation is recorded
//   --runs N (3)      fresh pages per animation (the figures pool their frames)
//
// Per frame: the delta between requestAnimationFrame timestamps (what a person sees: a missed
// frame reads about 33 ms), and the time the page's rAF callbacks took plus the canvas flush
// after them (reading one pixel makes Chromium rasterize what was drawn, so the drawing's cost
// shows there). Only frames while playing are recorded. Prints a table (median and p95) and
// writes target/bench/teach-frames.json. A benchmark, not a test: it never fails on a slow number.

import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ROOT, UserError, cli, isMain } from './lib.mjs';
import { serve } from './serve.mjs';

const OUT = join(ROOT, 'target', 'bench');
const CLASSIC = 'size 100\nladder 1 -> 38, 4 -> 14, 9 -> 31, 21 -> 42, 28 -> 84, 36 -> 44, 51 -> 67, 71 -> 91, 80 -> 100\n' +
  'snake 16 -> 6, 47 -> 26, 49 -> 11, 56 -> 53, 62 -> 19, 64 -> 60, 87 -> 24, 93 -> 73, 95 -> 75, 98 -> 78';

/** Before any page script: times every rAF callback and the flush of `window.__canvas()`. */
function instrument() {
  const rec = { frames: [], recording: false };
  window.__frames = rec;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => raf((ts) => {
    const t0 = performance.now();
    try {
      callback(ts);
    } finally {
      if (rec.recording) {
        const t1 = performance.now();
        window.__canvas?.()?.getContext('2d').getImageData(0, 0, 1, 1);
        rec.frames.push({ ts, work: performance.now() - t0, js: t1 - t0 });
      }
    }
  });
  // A frame loop of its own, so every frame is seen even when the page draws nothing in it.
  const loop = () => window.requestAnimationFrame(loop);
  window.requestAnimationFrame(loop);
}

function quantile(xs, q) {
  if (xs.length === 0) return NaN;
  const v = [...xs].sort((a, b) => a - b);
  const i = (v.length - 1) * q;
  const lo = Math.floor(i), hi = Math.ceil(i);
  return v[lo] + (v[hi] - v[lo]) * (i - lo);
}

/** Per frame: callbacks sharing a timestamp are one frame; deltas between consecutive frames. */
function frameStats(frames) {
  const byFrame = [];
  for (const f of frames) {
    const last = byFrame.at(-1);
    if (last && last.ts === f.ts) { last.work += f.work; continue; }
    byFrame.push({ ...f });
  }
  const deltas = [];
  for (let i = 1; i < byFrame.length; i++) deltas.push(byFrame[i].ts - byFrame[i - 1].ts);
  return { deltas, work: byFrame.map((f) => f.work) };
}

const attr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;');

/** The four animations: how to open the page, start playing, and which canvas is drawn. */
const CASES = {
  'widget bfs (autoplay, speed 5)': {
    widget: `<snakes-ladders id="w" mode="bfs" controls speed="5" board="${attr(CLASSIC)}"></snakes-ladders>`,
    canvas: () => document.getElementById('w').shadowRoot.querySelector('canvas'),
    ready: () => !!document.getElementById('w')?.shadowRoot.querySelector('.bfs-status')?.dataset.last,
    start: () => document.getElementById('w').shadowRoot.querySelectorAll('.bfs-controls button')[3].click(),
  },
  'widget spread (play)': {
    widget: `<snakes-ladders id="w" mode="analyze" board="${attr(CLASSIC)}"></snakes-ladders>`,
    canvas: () => document.getElementById('w').shadowRoot.querySelector('canvas'),
    ready: () => document.getElementById('w')?.shadowRoot.querySelector('.spread input[type=range]')?.disabled === false,
    start: () => document.getElementById('w').shadowRoot.querySelector('.spread-controls button').click(),
  },
  'page bfs (Play, fastest)': {
    canvas: () => document.getElementById('bfs-canvas'),
    prepare: async (page) => {
      await page.click('#watch-search');
      await page.selectOption('#page-bfs-speed', '5');
    },
    ready: () => !!document.querySelector('#bfs-watch .bfs-status')?.dataset.last,
    start: () => document.querySelectorAll('#bfs-watch .bfs-controls button')[3].click(),
  },
  'page spread (Play)': {
    canvas: () => document.getElementById('spread-canvas'),
    prepare: async (page) => {
      await page.click('#tab-analyze');
      await page.locator('#spread').scrollIntoViewIfNeeded();
    },
    ready: () => document.getElementById('spread')?.dataset.state === 'ready',
    start: () => document.querySelector('#spread .spread-controls button').click(),
  },
};

async function record(browser, url, c, seconds) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(instrument);
    if (c.widget) {
      await context.route(`${url}frames.html`, (route) => route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>frames</title><script type="module" src="./www/snakes-ladders.js"></script></head><body>${c.widget}</body></html>`,
      }));
    }
    const page = await context.newPage();
    await page.goto(c.widget ? `${url}frames.html` : url, { waitUntil: 'load' });
    if (!c.widget) await page.waitForSelector('body[data-ready="1"]', { state: 'attached', timeout: 30_000 });
    if (c.prepare) await c.prepare(page);
    await page.waitForFunction(c.ready, null, { timeout: 60_000 });
    await page.evaluate(`window.__canvas = ${c.canvas.toString()}`);
    await page.evaluate(() => { window.__frames.recording = true; });
    await page.evaluate(c.start);
    await page.waitForTimeout(seconds * 1000);
    return await page.evaluate(() => { window.__frames.recording = false; return window.__frames.frames; });
  } finally {
    await context.close();
  }
}

const ms = (v) => `${v.toFixed(1)} ms`;

export async function runFramesBench({ seconds = 6, runs = 3, dist = join(ROOT, 'dist') } = {}) {
  const site = await serve({ root: dist, base: '/', port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const results = {};
  try {
    for (const [name, c] of Object.entries(CASES)) {
      const deltas = [], work = [];
      for (let r = 0; r < runs; r++) {
        const s = frameStats(await record(browser, site.url, c, seconds));
        deltas.push(...s.deltas);
        work.push(...s.work);
      }
      results[name] = {
        frames: deltas.length,
        delta: { median: quantile(deltas, 0.5), p95: quantile(deltas, 0.95), max: Math.max(...deltas) },
        work: { median: quantile(work, 0.5), p95: quantile(work, 0.95), max: Math.max(...work) },
        dropped: deltas.filter((d) => d > 1.5 * (1000 / 60)).length,
      };
    }
  } finally {
    await browser.close();
    await site.close();
  }
  const lines = [
    '| animation (classic 10 x 10 board) | frames | frame delta median | p95 | drawing per frame median | p95 | max | deltas > 25 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...Object.entries(results).map(([name, r]) => `| ${name} | ${r.frames} | ${ms(r.delta.median)} | ${ms(r.delta.p95)} | ` +
      `${ms(r.work.median)} | ${ms(r.work.p95)} | ${ms(r.work.max)} | ${r.dropped} |`),
  ];
  console.log(lines.join('\n'));
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'teach-frames.json'), JSON.stringify({ machine: `${os.cpus().length} × ${os.cpus()[0]?.model}`, seconds, runs, results }, null, 2));
  return results;
}

function parseArgs(argv) {
  const opts = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = Number(argv[++i]);
      if (!(v > 0)) throw new UserError(`${a} needs a positive number`);
      return v;
    };
    if (a === '--seconds') opts.seconds = value();
    else if (a === '--runs') opts.runs = value();
    else throw new UserError(`unknown option ${a} (expected --seconds or --runs)`);
  }
  return opts;
}

if (isMain(import.meta.url)) cli(() => runFramesBench(parseArgs(process.argv.slice(2))));

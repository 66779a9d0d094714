// The designer's live numbers (issue 14): from an edit to the frame that shows its numbers,
// page work included, in headless Chromium against the built site. Goals: one frame (16 ms) on a
// 10 x 10 board, 100 ms on 30 x 30.
//
//   node scripts/build.mjs --dist && node bench/design-live.mjs     (or npm run bench -- --only design)
//   --edits N (60)   timed edits per board, after 5 untimed ones (the workers warm up)
//   --dist DIR       serve another built site (default dist/)
//
// One edit is an Undo or a Redo click in the Design task, alternating, so every edit changes
// the board by one jump: the core checks the board and writes its text, the page reads it,
// lays it out and draws it, works out its fewest throws, and a worker answers the "design" job
// (the two-player analysis and what each jump is worth); the clock stops in the first
// animation frame after the numbers are in the page (the frame that paints them).
// The 10 x 10 board is the classic one; the 30 x 30 board is the world builder's (45 snakes,
// 45 ladders, seed 1). Prints the median and the 95th percentile; writes target/bench/design.json.
// A benchmark, not a test: the machine is shared, so it reports and never fails.

import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ROOT, UserError, cli, isMain } from '../scripts/lib.mjs';
import { serve } from '../scripts/serve.mjs';

const OUT = join(ROOT, 'target', 'bench');
const GOALS = { '10 x 10': 16, '30 x 30': 100 };

function parseArgs(argv) {
  const opts = { edits: 60, dist: join(ROOT, 'dist') };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--edits') opts.edits = Number(argv[++i]);
    else if (argv[i] === '--dist') opts.dist = resolve(argv[++i]);
    else throw new UserError(`unknown option ${argv[i]}`);
  }
  return opts;
}

/**
 * Times `edits` undo/redo edits in the page; resolves to `{total, ready, worth}` per edit in ms:
 * to the frame that shows the numbers, to the moment they are in the page, and to the moment
 * the list of what each jump is worth is (a second job, on the other worker).
 */
function timeEdits(page, edits) {
  return page.evaluate(async (edits) => {
    const root = document.getElementById('task-design');
    const list = document.getElementById('design-values');
    const shown = (el) => new Promise((resolve) => {
      const done = () => el.dataset.state === 'ready' && el.dataset.text === document.getElementById('board-text').value;
      if (done()) return resolve(performance.now());
      const watch = new MutationObserver(() => { if (done()) { watch.disconnect(); resolve(performance.now()); } });
      watch.observe(el, { attributes: true });
    });
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
    const times = [];
    for (let i = 0; i < edits + 5; i++) {
      const button = document.getElementById(i % 2 ? 'design-redo' : 'design-undo');
      await frame();
      const t0 = performance.now();
      button.click();
      const worth = shown(list);
      const ready = await shown(root);
      const t1 = await frame();
      const t2 = await worth;
      if (i >= 5) times.push({ total: t1 - t0, ready: ready - t0, worth: t2 - t0 });
    }
    return times;
  }, edits);
}

/** A board of `rows` x `columns` from the world builder in the page's core, as native text. */
async function boardText(page, rows, columns) {
  return page.evaluate(async ({ rows, columns }) => {
    const core = await import('./www/pkg/snakes_ladders.js');
    const b = core.Board.generate({ rows, columns, snakes: 45, ladders: 45, seed: 1 });
    return b.toString();
  }, { rows, columns });
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

export async function runDesignBench(opts = {}) {
  opts = { ...parseArgs([]), ...opts };
  const site = await serve({ root: opts.dist, port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const rows = [];
  try {
    const probe = await browser.newPage();
    await probe.goto(site.url);
    await probe.waitForSelector('body[data-ready="1"]');
    const big = await boardText(probe, 30, 30);
    await probe.close();
    for (const [name, text] of [['10 x 10', null], ['30 x 30', big]]) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const hash = text ? `#${new URLSearchParams([['board', text], ['tab', 'design']])}` : '#tab=design';
      await page.goto(site.url + hash);
      await page.waitForSelector('#task-design[data-state="ready"]', { timeout: 60_000 });
      // Clear once, so Undo brings the board back and Redo clears it again.
      await page.click('#design-clear');
      const times = await timeEdits(page, opts.edits);
      await page.close();
      const total = times.map((t) => t.total), ready = times.map((t) => t.ready), worth = times.map((t) => t.worth);
      rows.push({
        name, median: quantile(total, 0.5), p95: quantile(total, 0.95), min: Math.min(...total), max: Math.max(...total), n: total.length,
        readyMedian: quantile(ready, 0.5), readyP95: quantile(ready, 0.95), readyMin: Math.min(...ready),
        worthMedian: quantile(worth, 0.5), worthP95: quantile(worth, 0.95), goal: GOALS[name],
      });
    }
  } finally {
    await browser.close();
    await site.close();
  }
  const ms = (v) => `${v.toFixed(1)} ms`;
  process.stdout.write(`\nload average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')} on ${os.cpus().length} cores\n`);
  process.stdout.write('\n| board | edits | to the frame: median | p95 | min – max | numbers in the page: median | p95 | min | jump worths: median | p95 | goal |\n|---|---|---|---|---|---|---|---|---|---|---|\n');
  for (const r of rows) {
    const verdict = r.p95 <= r.goal ? 'met' : `missed by ${ms(r.p95 - r.goal)} at p95`;
    process.stdout.write(`| ${r.name} | ${r.n} | ${ms(r.median)} | ${ms(r.p95)} | ${ms(r.min)} – ${ms(r.max)} | ${ms(r.readyMedian)} | ${ms(r.readyP95)} | ${ms(r.readyMin)} | ${ms(r.worthMedian)} | ${ms(r.worthP95)} | ${r.goal} ms: ${verdict} |\n`);
  }
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'design.json'), JSON.stringify({ chromium: true, rows }, null, 2));
  return rows;
}

if (isMain(import.meta.url)) cli(() => runDesignBench(parseArgs(process.argv.slice(2))));

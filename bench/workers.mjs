// How the page's simulation scales with its workers (issue 7: "workers on every core scale it
// near-linearly"), measured in headless Chromium against the built site.
//
// The analysis card runs a seeded simulation split into chunks over its worker pool (?workers=N
// in the page URL sets the pool's size). For each worker count from 1 to the machine's cores,
// in interleaved rounds, this opens the page, scrolls to the card, runs one warm-up simulation
// (workers started, the full wasm compiled), then times simulations of GAMES games from the
// click on "Simulate" to the status saying they are done, and reports games per second and the
// speed-up over one worker.
//
//   node scripts/build.mjs --dist && node bench/workers.mjs
//   --rounds N (3)   --games N (10000000: one of the card's choices)   --max-workers N (cores)
//
// Writes target/bench/workers.json. A benchmark, not a test: on a shared machine other
// processes take cores too, so it reports medians and the spread.

import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ROOT, UserError, cli, isMain } from '../scripts/lib.mjs';
import { serve } from '../scripts/serve.mjs';

const OUT = join(ROOT, 'target', 'bench');
const DIST = join(ROOT, 'dist');

function parseArgs(argv) {
  const opts = { rounds: 3, games: 10_000_000, maxWorkers: os.availableParallelism() };
  for (let i = 0; i < argv.length; i++) {
    const value = () => {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v < 1) throw new UserError(`${argv[i - 1]} needs a whole number above 0`);
      return v;
    };
    if (argv[i] === '--rounds') opts.rounds = value();
    else if (argv[i] === '--games') opts.games = value();
    else if (argv[i] === '--max-workers') opts.maxWorkers = value();
    else throw new UserError(`unknown option '${argv[i]}' (see the comment at the top of bench/workers.mjs)`);
  }
  return opts;
}

/** Runs one simulation of `games` from the card; resolves to its wall time in seconds. */
async function simulate(page, games, seed) {
  await page.selectOption('#sim-games', String(games));
  await page.fill('#sim-seed', String(seed));
  const started = await page.evaluate(() => performance.now());
  await page.click('#sim-run');
  await page.waitForSelector('#sim-status[data-state="done"]', { timeout: 600_000 });
  const ended = await page.evaluate(() => performance.now());
  return (ended - started) / 1000;
}

/** Opens the page with `workers` workers and returns the seconds of one timed simulation. */
async function measure(browser, url, workers, games, seed) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}?workers=${workers}`);
    await page.waitForSelector('body[data-ready="1"]');
    await page.locator('#analysis').scrollIntoViewIfNeeded();
    await page.waitForSelector('#analysis[data-state="ready"]', { timeout: 60_000 });
    await simulate(page, 100_000, 1); // warm-up: the pool's workers started, their wasm compiled
    const seconds = await simulate(page, games, seed);
    const shown = await page.$eval('#sim-result', (e) => Number(e.dataset.workers));
    if (shown !== workers) throw new Error(`the page ran on ${shown} workers, not ${workers}`);
    return seconds;
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function runWorkersBench(argv = []) {
  const opts = parseArgs(argv);
  const site = await serve({ root: DIST, base: '/', port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const counts = Array.from({ length: opts.maxWorkers }, (_, i) => i + 1);
  const times = Object.fromEntries(counts.map((n) => [n, []]));
  const load = [os.loadavg()[0]];
  try {
    for (let round = 0; round < opts.rounds; round++) {
      // Rotate the order so that no worker count always runs first (or last) in a round.
      const order = counts.map((_, i) => counts[(i + round) % counts.length]);
      for (const n of order) {
        const s = await measure(browser, site.url, n, opts.games, 1000 + round);
        times[n].push(s);
        console.log(`  round ${round + 1}: ${n} worker(s) ${s.toFixed(2)} s`);
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
  load.push(os.loadavg()[0]);
  const base = opts.games / median(times[1]);
  const rows = counts.map((n) => {
    const rate = opts.games / median(times[n]);
    return { workers: n, seconds: times[n], medianSeconds: median(times[n]), gamesPerSecond: rate, speedup: rate / base };
  });
  console.log(`\n${opts.games.toLocaleString('en')} games per run (the page's default board, players and rules), ${opts.rounds} rounds, load average ${load.map((x) => x.toFixed(2)).join(' → ')}`);
  console.log('workers   median time   games/s        speed-up   spread');
  for (const r of rows) {
    const spread = `${Math.min(...r.seconds).toFixed(2)}–${Math.max(...r.seconds).toFixed(2)} s`;
    console.log(`${String(r.workers).padEnd(9)} ${r.medianSeconds.toFixed(2).padStart(9)} s   ${(r.gamesPerSecond / 1e6).toFixed(2).padStart(6)} M/s   ${r.speedup.toFixed(2).padStart(6)}×   ${spread}`);
  }
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'workers.json'), JSON.stringify({ games: opts.games, rounds: opts.rounds, cores: os.availableParallelism(), loadavg: load, rows }, null, 2));
  console.log(`wrote ${join('target', 'bench', 'workers.json')}`);
  return rows;
}

if (isMain(import.meta.url)) cli(() => runWorkersBench(process.argv.slice(2)));

// End-to-end tests of the "How long does a game take?" card, its simulations in Web Workers,
// the expected-turns overlay and the widget's analyze mode, on the built site (dist/) served
// under a sub-path with the strict Content-Security-Policy.
//
// Expectations are computed here, independently of the page: the classic 1952 board is read
// from ../shared/boards, its Markov chain is built in plain JS and solved by Gaussian
// elimination (expected throws) and by pushing probability throw by throw (the length
// distribution, the two-player odds). Simulations are checked against those exact numbers and,
// for "same seed, same result whatever the workers", against a single run of the core in Node.
//
// Hooks used (documented in www/tasks/analysis.js and www/page/analysis-host.js): ?workers=N, #analysis[data-state],
// #analysis-mean[data-value], #sim-*, #sim-result[data-sums], #show-expected, #legend.
// Screenshots (desktop 1280 and phone 375, light and dark) go to screenshots/analysis-*.png.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT } from '../../scripts/lib.mjs';
import { STRICT_CSP } from '../../scripts/serve.mjs';
import { DIST, canvasStats, launchBrowser, screenshot, startSite, visibleAlerts } from './harness.mjs';
import { pasteBoard, slowWorkers } from './page-kit.mjs';

const TIMEOUT = 180_000;
const BASE = '/games/snakes/';

// ------------------------------------------------------------------ the classic board, in plain JS

const CLASSIC = JSON.parse(readFileSync(join(ROOT, '..', 'shared', 'boards', 'classic-1952.json'), 'utf8'));
const JUMPS = new Map([...CLASSIC.ladders, ...CLASSIC.snakes]);
const SIZE = CLASSIC.size;

/** Where a token on square s comes to rest after rolling r (start off the board, one jump, d6). */
function step(s, r, overshoot) {
  let landed = s + r;
  if (landed > SIZE) {
    if (overshoot === 'stay') return s;
    if (overshoot === 'win') return SIZE;
    landed = 2 * SIZE - landed;
  }
  return JUMPS.get(landed) ?? landed;
}

/** Expected throws to the end from every square 0..SIZE: (I - Q) E = 1 by Gaussian elimination. */
function expectedTurns(overshoot) {
  const n = SIZE; // unknowns E[0..SIZE-1]; E[SIZE] = 0
  const A = Array.from({ length: n }, () => new Float64Array(n + 1));
  for (let s = 0; s < n; s++) {
    A[s][s] += 1;
    A[s][n] = 1;
    for (let r = 1; r <= 6; r++) {
      const t = step(s, r, overshoot);
      if (t !== SIZE) A[s][t] -= 1 / 6;
    }
  }
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r][c]) > Math.abs(A[p][c])) p = r;
    [A[c], A[p]] = [A[p], A[c]];
    for (let r = 0; r < n; r++) {
      if (r === c || A[r][c] === 0) continue;
      const f = A[r][c] / A[c][c];
      for (let k = c; k <= n; k++) A[r][k] -= f * A[c][k];
    }
  }
  const E = new Float64Array(SIZE + 1);
  for (let s = 0; s < n; s++) E[s] = A[s][n] / A[s][s];
  return E;
}

/** P(one player finishes on throw t), t = 1..tmax, by pushing the probability mass forward. */
function lengthPmf(overshoot, tmax = 3000) {
  let mass = new Float64Array(SIZE + 1);
  mass[0] = 1;
  const pmf = [];
  for (let t = 1; t <= tmax; t++) {
    const next = new Float64Array(SIZE + 1);
    for (let s = 0; s < SIZE; s++) {
      if (mass[s] === 0) continue;
      for (let r = 1; r <= 6; r++) next[step(s, r, overshoot)] += mass[s] / 6;
    }
    pmf.push(next[SIZE]);
    next[SIZE] = 0;
    mass = next;
  }
  return pmf;
}

/** Two players who do not interact: P(seat 0 wins) and the expected turns of both together. */
function twoPlayers(pmf) {
  let over = 0, win0 = 0, turns = 0;
  const survive = [1]; // survive[t] = P(T > t)
  for (const p of pmf) survive.push(survive[survive.length - 1] - p);
  for (let t = 1; t <= pmf.length; t++) {
    const a = pmf[t - 1] * survive[t - 1]; // seat 0 finishes on its t-th throw, seat 1 not yet
    const b = pmf[t - 1] * survive[t]; // seat 1 finishes on its t-th throw, seat 0 not in t
    win0 += a;
    over += a + b;
    turns += a * (2 * t - 1) + b * (2 * t);
  }
  return { win0, turns: turns / over };
}

const quantile = (pmf, q) => {
  let acc = 0;
  for (let t = 1; t <= pmf.length; t++) if ((acc += pmf[t - 1]) >= q) return t;
  return null;
};

// ------------------------------------------------------------------ browser helpers

let browser, site, snapshot;

/** Listens before any page script runs: widget events and CSP violations. */
function recorders() {
  // Counts the workers the page starts (Playwright sees only those that get going).
  const Native = window.Worker;
  window.__spawned = 0;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      window.__spawned++;
    }
  };
  window.__analyzed = [];
  window.__csp = [];
  document.addEventListener('analyzed', (e) => window.__analyzed.push({ id: e.target.id, detail: e.detail }));
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`));
}

/** Opens the page (or `path`) with `query`; `problems` gathers console errors, exceptions, failed requests. */
async function open(query = '', { width = 1280, height = 900, colorScheme = 'light', dpr = 1, path = '', init = null } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme, deviceScaleFactor: dpr });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && !/Content Security Policy/i.test(msg.text())) return;
    if ((msg.location()?.url ?? '').endsWith('/favicon.ico')) return;
    problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`));
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.url().endsWith('/favicon.ico')) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  await page.addInitScript(recorders);
  if (init) await page.addInitScript(init);
  await page.goto(site.url + path + query);
  if (!path) {
    await page.waitForSelector('body[data-ready="1"]', { timeout: 30_000 });
    await waitForAnalysis(page);
  }
  return { context, page, problems };
}

/**
 * Waits until the analysis card shows its numbers (optionally: until `check(meanValue)` holds).
 * Opens its task first, as a person would: the page loads the analysis when it comes into view.
 */
async function waitForAnalysis(page, want = null) {
  if (await page.isHidden('#analysis')) await page.click('#tab-analyze');
  await page.locator('#analysis').scrollIntoViewIfNeeded();
  try {
    await page.waitForFunction((w) => {
      const card = document.getElementById('analysis');
      // The card's figures are built when its code loads, as the card comes into view.
      const mean = Number(document.getElementById('analysis-mean')?.dataset.value);
      return card.dataset.state === 'ready' && (w === null || Math.abs(mean - w) < 1e-6);
    }, want, { timeout: 60_000 });
  } catch (e) {
    const seen = await page.evaluate(() => ({
      state: document.getElementById('analysis').dataset.state,
      mean: document.getElementById('analysis-mean')?.dataset.value,
      status: document.getElementById('analysis-status')?.textContent,
    }));
    throw new Error(`the analysis did not show ${want ?? 'its numbers'}: ${JSON.stringify(seen)}`);
  }
}

async function checkClean(page, problems) {
  assert.deepEqual(problems, [], 'no console errors, exceptions or failed requests');
  assert.deepEqual(await page.evaluate(() => window.__csp), [], 'nothing blocked by the Content-Security-Policy');
  assert.deepEqual(await visibleAlerts(page), [], 'no error banner');
}

/** How many pixels of the canvas `selector` have exactly this colour (within 8 per channel). */
function countColour(page, selector, hex, within = null) {
  return page.evaluate(([sel, h, r]) => {
    const c = document.querySelector(sel);
    const want = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
    // `within`: a rectangle in CSS pixels, {left, right, top, bottom}; the whole canvas if null.
    const k = c.width / c.getBoundingClientRect().width;
    const [x0, x1, y0, y1] = r ? [r.left, r.right, r.top, r.bottom].map((v) => Math.round(v * k)) : [0, c.width, 0, c.height];
    const d = c.getContext('2d').getImageData(x0, y0, x1 - x0, y1 - y0).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (Math.abs(d[i] - want[0]) <= 8 && Math.abs(d[i + 1] - want[1]) <= 8 && Math.abs(d[i + 2] - want[2]) <= 8) n++;
    }
    return n;
  }, [selector, hex, within]);
}

/** Runs a simulation from the card: `games` with `seed`; resolves when it is done. */
async function simulate(page, { games, seed }) {
  await page.selectOption('#sim-games', String(games));
  await page.fill('#sim-seed', String(seed));
  await page.click('#sim-run');
  await page.waitForSelector('#sim-status[data-state="done"]', { timeout: TIMEOUT });
  return page.evaluate(() => {
    const box = document.getElementById('sim-result');
    return {
      sums: box.dataset.sums, seed: box.dataset.seed, games: Number(box.dataset.games), workers: Number(box.dataset.workers),
      text: box.textContent,
      simulated: [...document.querySelectorAll('#odds-table td[data-simulated]')].map((td) => td.textContent),
    };
  });
}

before(async () => {
  // A snapshot of dist/, so a rebuild by someone else mid-run cannot pull files away; plus a
  // page with an analyze-mode widget.
  snapshot = mkdtempSync(join(tmpdir(), 'snakes-analysis-'));
  cpSync(DIST, snapshot, { recursive: true });
  const board = JSON.stringify({ size: SIZE, ladders: CLASSIC.ladders, snakes: CLASSIC.snakes }).replaceAll('"', '&quot;');
  writeFileSync(join(snapshot, 'analyze-widget.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>Analyze widget</title>
<link rel="icon" href="www/page/favicon.svg" type="image/svg+xml">
<script type="module" src="www/snakes-ladders.js"></script></head>
<body><main><h1>Analyze mode</h1>
<snakes-ladders id="classic" mode="analyze" overshoot="stay" board="${board}"></snakes-ladders>
</main></body></html>
`);
  // Issue 34's board, whose games last 10^22 throws, and a 100,000-square board the push cuts
  // short, in two analyze-mode widgets.
  const heavy = JSON.stringify({ size: 360, snakes: Array.from({ length: 170 }, (_, i) => [20 + 2 * i, 5 + 2 * i]) }).replaceAll('"', '&quot;');
  const cut = JSON.stringify({ size: 100000, ladders: [[2, 50000]] }).replaceAll('"', '&quot;');
  writeFileSync(join(snapshot, 'analyze-widget-tails.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>Analyze widgets: long games</title>
<link rel="icon" href="www/page/favicon.svg" type="image/svg+xml">
<script type="module" src="www/snakes-ladders.js"></script></head>
<body><main><h1>Long games</h1>
<snakes-ladders id="heavy" mode="analyze" board="${heavy}"></snakes-ladders>
<snakes-ladders id="cut" mode="analyze" board="${cut}"></snakes-ladders>
</main></body></html>
`);
  site = await startSite({ root: snapshot, base: BASE, csp: STRICT_CSP });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.close();
  if (snapshot) rmSync(snapshot, { recursive: true, force: true });
});

// ------------------------------------------------------------------ heavy tails

/** The core's report for a board text, from the command (`snakes analyze --json`). */
function cli(text, players) {
  const snakes = join(ROOT, 'target', 'release', process.platform === 'win32' ? 'snakes.exe' : 'snakes');
  return JSON.parse(execFileSync(snakes, ['analyze', '-', '--json', '--players', String(players)], { input: text, encoding: 'utf8', maxBuffer: 1 << 28 }));
}

const SUPER = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** A core figure's "^-42" as the page prints it, "⁻⁴²". */
const superscript = (t) => t.replace(/\^(-?\d+)/g, (_, e) => [...e].map((c) => (c === '-' ? '⁻' : SUPER[Number(c)])).join(''));

/** Whether `text` ("39.22512233") is `value` to every digit it shows, with at least `digits` of them. */
function agreesToItsDigits(text, value, digits) {
  const decimals = (text.split('.')[1] ?? '').length;
  const significant = text.replace(/[^\d]/g, '').replace(/^0+/, '').length;
  return significant >= digits && Math.abs(readFigure(text) - value) <= 0.5 * 10 ** -decimals * (1 + 1e-9);
}

/** A number as the page prints it ("2.66 × 10⁻⁴²", "39.22") read back. */
function readFigure(t) {
  const m = t.replace(/[≈,]/g, '').match(/^([\d.]+)(?: × 10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+))?$/);
  if (!m) return NaN;
  const e = m[2] ? Number([...m[2]].map((c) => (c === '⁻' ? '-' : SUPER.indexOf(c))).join('')) : 0;
  return Number(`${m[1]}e${e}`);
}

/** The throw sequences that finish a native board text in exactly `throws` throws (d6, off the board, bounce), in BigInt. */
function shortestWays(text, throws) {
  const [head, ...rest] = text.split('\n');
  const size = Number(head.split(' ')[1]);
  const jumps = new Map(rest.map((l) => l.split(' -> ').map(Number)));
  let ways = new Map([[0, 1n]]);
  let finished = 0n;
  for (let t = 0; t < throws; t++) {
    const next = new Map();
    for (const [p, c] of ways) {
      for (let r = 1; r <= 6; r++) {
        let q = p + r;
        if (q > size) q = 2 * size - q;
        q = jumps.get(q) ?? q;
        next.set(q, (next.get(q) ?? 0n) + c);
      }
    }
    finished = next.get(size) ?? 0n;
    next.delete(size);
    ways = next;
  }
  return finished;
}

// ------------------------------------------------------------------ the tests

describe('How long does a game take? (dist/ under a sub-path, strict CSP)', { timeout: TIMEOUT * 3 }, () => {
  test('the chart is drawn, and the mean for classic-1952 under overshoot=stay is the Markov chain\'s', { timeout: TIMEOUT }, async () => {
    const { context, page, problems } = await open('', { dpr: 2 });
    try {
      const jumps = await page.$eval('#board-canvas', (c) => c.dataset.jumps);
      const want = [...JUMPS].sort((a, b) => a[0] - b[0]).map(([a, b]) => `${a}-${b}`).join(',');
      assert.equal(jumps, want, 'the page shows the classic 1952 board of ../shared/boards');

      await page.selectOption('#rule-overshoot', 'stay');
      const E = expectedTurns('stay');
      await waitForAnalysis(page, E[0]);
      const shown = await page.$eval('#analysis-mean .stat-number', (e) => e.textContent);
      assert.ok(agreesToItsDigits(shown, E[0], 9), `the page reads ${shown}; Gaussian elimination on the chain gives ${E[0]}`);
      const pmf = lengthPmf('stay');
      const stats = await page.evaluate(() => Object.fromEntries(['median', 'min', 'p90', 'mode'].map((k) => [k, Number(document.getElementById(`analysis-${k}`).dataset.value)])));
      assert.equal(stats.median, quantile(pmf, 0.5), 'the median is where half the games are over');
      assert.equal(stats.p90, quantile(pmf, 0.9), '9 in 10 games are over by the 90th percentile');
      assert.equal(stats.mode, pmf.indexOf(Math.max(...pmf)) + 1, 'the most likely length');
      assert.equal(stats.min, pmf.findIndex((p) => p > 0) + 1, 'the shortest game is the first throw that can finish');
      const summary = await page.$eval('#analysis-summary', (e) => e.textContent);
      assert.match(summary, new RegExp(`needs ${E[0].toFixed(1)} throws on average`), 'the text alternative says the mean');

      const chart = await canvasStats(page, '#length-chart');
      assert.ok(chart.nonBlank, `the chart is drawn: ${chart.reason}`);
      assert.equal(chart.width, Math.round(chart.shown.width * 2), 'the chart has one pixel per device pixel (devicePixelRatio 2)');
      assert.ok(await countColour(page, '#length-chart', '#0072B2') > 2000, 'blue bars for the chance per throw');
      assert.ok(await countColour(page, '#length-chart', '#D55E00') > 300, 'an orange line for the cumulative chance');
      const label = await page.$eval('#length-chart', (c) => c.getAttribute('aria-label'));
      assert.match(label, new RegExp(`mean is ${E[0].toFixed(1)} throws`), 'the chart has an accessible name with the mean');

      await page.click('#length-details summary');
      await page.waitForSelector('#length-table tbody tr:nth-child(8)');
      const rows = await page.$$eval('#length-table tbody tr', (trs) => trs.slice(0, 8).map((tr) => [...tr.children].map((c) => c.textContent)));
      assert.equal(rows[6][0], '7');
      assert.equal(rows[6][1], `${(pmf[6] * 100).toFixed(3)}%`, 'the table gives the chance of the 7-throw game');
      await checkClean(page, problems);
    } finally {
      await context.close();
    }
  });

  test('the chart\'s labels of its lines stay above the plot, clear of the axes\' labels', { timeout: TIMEOUT }, async () => {
    const { context, page, problems } = await open('');
    try {
      // The shortest game is 2 throws (2 -> 95, then 5), so its line is at the chart's left
      // edge; and games that fall into the snakes below 60 never end, so the chart has no mean.
      const text = ['size 100', '2 -> 95', '20 -> 70', ...[61, 62, 63, 64, 65, 66].map((s) => `${s} -> 60`)].join('\n');
      await page.click('#tab-solve');
      await pasteBoard(page, text);
      await waitForAnalysis(page);
      await page.waitForFunction(() => document.getElementById('analysis-min').dataset.value === '2');
      const width = await page.$eval('#length-chart', (c) => c.getBoundingClientRect().width);
      // Above the plot (its top is 52 CSS pixels down); the axes' labels are beside it, outside
      // 48 pixels from either edge on any width.
      const above = { top: 0, bottom: 52 };
      const green = '#009E73';
      assert.ok(await countColour(page, '#length-chart', green, { ...above, left: 0, right: width }) > 40, 'the shortest game is labelled above the plot');
      assert.equal(await countColour(page, '#length-chart', green, { ...above, left: 0, right: 44 }), 0, 'no label over the left axis\' labels');
      assert.equal(await countColour(page, '#length-chart', green, { ...above, left: width - 44, right: width }), 0, 'nor over the right axis\' labels');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  for (const [width, height] of [[1280, 900], [390, 844]]) {
    test(`at ${width} x ${height} the heat map of a 360-square board fits its card: every column and the start`, { timeout: TIMEOUT }, async () => {
      const { context, page, problems } = await open('#tab=analyze&board=size%20360', { width, height });
      try {
        await page.waitForFunction(() => document.getElementById('spread').dataset.state === 'ready', null, { timeout: 60_000 });
        await page.locator('#spread').scrollIntoViewIfNeeded();
        const boxes = await page.evaluate(() => {
          const box = (el) => { const r = el.getBoundingClientRect(); return { left: r.left, right: r.right, width: r.width }; };
          const frame = document.getElementById('spread-frame');
          return {
            card: box(document.getElementById('analysis')),
            frame: { ...box(frame), scrolls: frame.scrollWidth > frame.clientWidth },
            canvas: box(document.getElementById('spread-canvas')),
            parts: [...document.querySelectorAll('#spread > *, #spread-box *')].filter((el) => el.getClientRects().length).map((el) => ({ id: el.id || el.className || el.localName, ...box(el) })),
          };
        });
        assert.equal(boxes.frame.scrolls, false, 'the heat map needs no sideways scrolling');
        assert.ok(boxes.canvas.left >= boxes.frame.left - 0.5 && boxes.canvas.right <= boxes.frame.right + 0.5,
          `the canvas (${boxes.canvas.left}-${boxes.canvas.right}) is inside its frame (${boxes.frame.left}-${boxes.frame.right})`);
        for (const part of [boxes.frame, boxes.canvas, ...boxes.parts]) {
          assert.ok(part.left >= boxes.card.left - 0.5 && part.right <= boxes.card.right + 0.5,
            `${part.id ?? 'the heat map'} (${part.left}-${part.right}) is inside the card (${boxes.card.left}-${boxes.card.right})`);
        }
        await checkClean(page, problems);
      } finally {
        await context.close();
      }
    });
  }

  test('what the core cannot prove is marked ≈ and said; a proven board says so', { timeout: TIMEOUT }, async () => {
    const { context, page, problems } = await open('?workers=2');
    try {
      await waitForAnalysis(page);
      const classic = await page.$eval('#analysis-summary', (e) => e.textContent);
      assert.match(classic, /Every figure here is proven to at least 9 significant digits/, classic);
      assert.doesNotMatch(await page.$eval('#odds-table', (e) => e.textContent), /≈/, 'the classic odds are proven');

      // Ill-conditioned: short snakes on every other square; games last about 2.5e33 throws, and
      // the one-player distribution computed covers only its first throws.
      const lines = ['size 500'];
      for (let i = 20; i < 500; i += 2) lines.push(`${i} -> ${i - 19}`);
      const text = lines.join('\n');
      await page.click('#tab-solve');
      await pasteBoard(page, text);
      await waitForAnalysis(page);
      await page.waitForFunction(() => Number(document.getElementById('analysis-mean').dataset.value) > 1e30
        && document.getElementById('analysis').dataset.state === 'ready', null, { timeout: 60_000 });
      const snakes = join(ROOT, 'target', 'release', process.platform === 'win32' ? 'snakes.exe' : 'snakes');
      const players = await page.$$eval('#odds-table tbody tr', (rows) => rows.length);
      const core = JSON.parse(execFileSync(snakes, ['analyze', '-', '--json', '--players', String(players)], { input: text, encoding: 'utf8', maxBuffer: 1 << 28 }));
      // The odds are proven even here (two players finish on the same throw too rarely to move
      // them from a half); the rounds they last are not.
      assert.ok(core.unproven.includes('expected_rounds'), `the core proves no rounds here: ${core.unproven}`);
      const oddsProven = !core.unproven.includes('win_probability');
      const shown = await page.evaluate(() => ({
        mean: document.querySelector('#analysis-mean .stat-number').textContent,
        odds: [...document.querySelectorAll('#odds-table tbody td[data-exact]')].map((td) => td.textContent),
        note: document.getElementById('odds-note').textContent,
        summary: document.getElementById('analysis-summary').textContent,
      }));
      assert.equal(shown.mean.startsWith('≈'), core.unproven.includes('expected_turns'), `mean ${shown.mean} vs ${core.unproven}`);
      // The core's estimates (from the tail) are shown marked ≈; what it cannot give is "–" with its reason.
      for (const [i, cell] of shown.odds.entries()) {
        const figure = superscript(core.figures.win_probability[i]);
        assert.equal(cell, core.win_probability ? `${oddsProven ? '' : '≈'}${figure}` : '–', `a win chance: ${cell}`);
      }
      assert.match(shown.note, !core.win_probability ? /not known/ : oddsProven ? /Exact: .* lasts ≈/ : /not proven to 9 digits/, shown.note);
      assert.equal(shown.mean.replace('≈', ''), superscript(core.figures.expected_turns), 'a huge mean at the digits its bound supports');
      assert.match(shown.mean, /^≈?2\.53\d* × 10³³$/, shown.mean);
      for (const c of core.caveats) assert.ok(shown.summary.includes(superscript(c)), `the summary says: ${c}\n${shown.summary}`);
      await checkClean(page, problems);
    } finally {
      await context.close();
    }
  });

  test('a board whose games last 10^22 throws: figures at their precision, the tail\'s rate for a chart, no simulation, no 0%', { timeout: TIMEOUT * 2 }, async () => {
    // Issue 34's board: snakes i -> i - 15 on every even i from 20 to 358.
    const lines = ['size 360'];
    for (let i = 20; i <= 358; i += 2) lines.push(`${i} -> ${i - 15}`);
    const text = lines.join('\n');
    const { context, page, problems } = await open('?workers=2');
    try {
      await page.click('#tab-solve');
      await pasteBoard(page, text);
      await waitForAnalysis(page);
      await page.waitForFunction(() => Number(document.getElementById('analysis-mean').dataset.value) > 1e21
        && document.getElementById('analysis').dataset.state === 'ready', null, { timeout: 60_000 });
      const players = await page.$$eval('#odds-table tbody tr', (rows) => rows.length);
      const core = cli(text, players);
      const seen = await page.evaluate(() => ({
        mean: document.querySelector('#analysis-mean .stat-number').textContent,
        median: document.querySelector('#analysis-median .stat-number').textContent,
        min: document.getElementById('analysis-min').textContent,
        chartHidden: document.getElementById('length-chart').hidden,
        chartNote: document.getElementById('chart-note').textContent,
        odds: [...document.querySelectorAll('#odds-table tbody td[data-exact]')].map((td) => td.textContent),
        note: document.getElementById('odds-note').textContent,
      }));
      // The figures as the core writes them, with the digits their bounds support.
      assert.equal(seen.mean, superscript(core.figures.expected_turns));
      assert.match(seen.mean, /^1\.65798674 × 10²²$/);
      assert.equal(seen.median, `≈${superscript(core.figures.median_turns)}`, 'the median from the tail, an estimate');
      // The shortest game: 61 throws along 7,808 of the 6^61 sequences, counted here.
      const chance = 100 * Number(shortestWays(text, 61)) / 6 ** 61;
      const shownChance = readFigure(seen.min.match(/chance (.*)%/)[1]);
      assert.ok(Math.abs(shownChance / chance - 1) < 0.005, `shortest game's chance: ${seen.min} vs ${chance}%`);
      assert.doesNotMatch(seen.min, /chance 0%/);
      // No solid block of 6e-21% bars: the tail's rate in words.
      assert.equal(seen.chartHidden, true, 'no chart of a sliver of the games');
      assert.match(seen.chartNote, /Games this long cannot be drawn\. After throw \d+, each throw ends [\d.]+ × 10⁻²¹% of the games still going/, seen.chartNote);
      // The odds: even, proven (two players finish on the same throw at most 10^-40 of the
      // time), never the capped 0.0%.
      assert.ok(!core.unproven.includes('win_probability'), core.unproven);
      for (const cell of seen.odds) assert.match(cell, /^50\.0+%$/, `a win chance: ${cell}`);
      // The rounds are an estimate from the tail: marked so.
      assert.ok(core.unproven.includes('expected_rounds'), core.unproven);
      assert.match(seen.note, new RegExp(`lasts ≈${superscript(core.figures.expected_rounds).replace(/[.^]/g, '\\$&')} rounds`), seen.note);

      // A simulation cannot finish a game this long: it says so after its first 32 games (not
      // the 10,000 asked for, which took half a minute), and shows no 0.0% for anybody.
      const sim = await simulate(page, { games: 10000, seed: 34 });
      assert.match(sim.text, /None of the 32 games finished within 100,000 rounds: games this long cannot be simulated/, sim.text);
      assert.equal(sim.games, 32, 'the run stopped after its probe');
      assert.deepEqual(sim.simulated, Array(players).fill('–'));
      await screenshot(page, 'analysis-heavy-tail');
      // Knock-off: the joint chain's solve fails its own check here; the page gives the core's
      // reason, not a note of its own that the odds could not be pinned down.
      if (players === 2) {
        await page.click('#tab-play');
        await page.check('#knock-off');
        await page.click('#tab-analyze');
        await page.waitForFunction(() => /knock-off figures are not known/.test(document.getElementById('odds-note').textContent), null, { timeout: 60_000 });
        const note = await page.textContent('#odds-note');
        assert.match(note, /The knock-off figures are not known: the joint chain's solve failed its own check: every game ends, yet its win chances sum to 1\.33 × 10⁻²⁰/, note);
        assert.deepEqual(await page.$$eval('#odds-table tbody td[data-exact]', (tds) => tds.map((td) => td.textContent)), ['–', '–']);
      }
      await checkClean(page, problems);
    } finally {
      await context.close();
    }
  });

  test('a figure the core cannot give is "–" with its reason: percentiles and odds of a 100,000-square board cut short', { timeout: TIMEOUT }, async () => {
    // A ladder halfway splits the mass into two far-apart clusters: the push's work cap cuts it
    // at about 5,800 throws, before any game can end (8,334 throws at the least).
    const text = 'size 100000\n2 -> 50000';
    const { context, page, problems } = await open('?workers=2');
    try {
      await page.click('#tab-solve');
      await pasteBoard(page, text);
      await page.waitForFunction(() => Number(document.getElementById('analysis-mean').dataset.value) > 20000
        && document.getElementById('analysis').dataset.state === 'ready', null, { timeout: 120_000 });
      const players = await page.$$eval('#odds-table tbody tr', (rows) => rows.length);
      const core = cli(text, players);
      assert.ok(core.percentiles_not_known && core.odds_not_known, 'the core knows neither');
      const seen = await page.evaluate(() => ({
        median: document.getElementById('analysis-median').textContent,
        medianWhy: document.getElementById('analysis-median').title,
        min: document.getElementById('analysis-min').textContent,
        odds: [...document.querySelectorAll('#odds-table tbody td[data-exact]')].map((td) => td.textContent),
        note: document.getElementById('odds-note').textContent,
      }));
      assert.equal(seen.median, '–not known');
      assert.doesNotMatch(seen.min, /chance 0%/, 'the shortest game can happen');
      assert.equal(seen.medianWhy, core.percentiles_not_known);
      assert.deepEqual(seen.odds, Array(players).fill('–'));
      assert.ok(seen.note.includes(`The win chances are not known: ${core.odds_not_known}.`), seen.note);
      await checkClean(page, problems);
    } finally {
      await context.close();
    }
  });

  test('an average past what a float can be solved for is "–" with the core\'s reason, never ∞ or a number', { timeout: TIMEOUT }, async () => {
    // Five squares in six start a snake 15 long: the expectation passes 1.8 × 10^308 by 2,420
    // squares, where the elimination overflows. Every game still ends: not "∞", not "never".
    const jumps = [];
    for (let i = 20; i < 2419; i++) if (i % 6 !== 0) jumps.push(`${i} -> ${i - 15}`);
    const text = `size 2420\n${jumps.join('\n')}`;
    const { context, page, problems } = await open('?workers=2');
    try {
      await page.click('#tab-solve');
      await pasteBoard(page, text);
      await page.click('#tab-analyze');
      await page.waitForFunction(() => document.getElementById('analysis').dataset.state === 'ready'
        && document.getElementById('analysis-min').textContent.startsWith('404'), null, { timeout: 120_000 });
      const core = cli(text, 1);
      assert.equal(core.expected_turns, null);
      assert.match(core.expected_not_known, /^at least 404; the solver's answer failed its own check/);
      const seen = await page.evaluate(() => ({
        mean: document.getElementById('analysis-mean').textContent,
        why: document.getElementById('analysis-mean').title,
        summary: document.getElementById('analysis-summary').textContent,
      }));
      assert.equal(seen.mean, '–not known');
      assert.equal(seen.why, core.expected_not_known);
      assert.ok(seen.summary.startsWith(`The average game is not known: ${core.expected_not_known}.`), seen.summary);
      assert.ok(seen.summary.includes(`The percentiles of a game's length are not known (at least 404): ${core.percentiles_not_known}.`), seen.summary);
      assert.doesNotMatch(seen.summary, /never|∞/, seen.summary);
      // The table of every throw: nothing can end before throw 404; from there each throw can,
      // by a chance too small for three decimals (or dropped below 10^-24): never "0.000%".
      await page.click('#length-details summary');
      // The table is filled on the details' toggle event, a task after the click.
      await page.waitForSelector('#length-table tbody tr:nth-child(501)');
      const cells = await page.$$eval('#length-details table tbody tr', (rows) => rows.map((tr) => tr.cells[1].textContent));
      assert.equal(cells[402], '0.000%');
      assert.ok(cells.length > 500 && cells.slice(403).every((c) => c === '< 0.001%'), cells.slice(400, 406).join(' | '));
      await screenshot(page, 'analysis-average-not-known');
      await checkClean(page, problems);
    } finally {
      await context.close();
    }
  });

  test('while a new board is analysed, the last board\'s results are not shown', { timeout: TIMEOUT }, async () => {
    // A slow machine, made: every message to a worker waits while __workerDelay says.
    const { context, page, problems } = await open('', { init: slowWorkers });
    try {
      // The board coloured by expected throws, with its legend.
      await page.check('#show-expected');
      await page.waitForFunction(() => /Expected throws to the end/.test(document.getElementById('legend').textContent));
      const seen = () => page.evaluate(() => ({
        state: document.getElementById('analysis').dataset.state,
        results: getComputedStyle(document.querySelector('#analysis .analysis-results')).visibility,
        odds: getComputedStyle(document.getElementById('odds-table')).visibility,
        legend: document.getElementById('legend').hidden ? '' : document.getElementById('legend').textContent,
        status: document.getElementById('analysis-status').textContent,
        mean: document.getElementById('analysis-mean').dataset.value,
      }));
      const classic = await seen();
      assert.equal(classic.results, 'visible');
      // 3 s a message: the paste, the task switch and the 450 ms below took longer than 900 ms
      // at load 10, and the new board's answer had come before the check.
      await page.evaluate(() => { window.__workerDelay = 3000; });
      await page.click('#tab-solve');
      await pasteBoard(page, 'size 30\n3 -> 22\n27 -> 5');
      await page.click('#tab-analyze');
      await page.waitForTimeout(450);
      const busy = await seen();
      assert.equal(busy.state, 'busy', 'the workers are still at it');
      assert.equal(busy.results, 'hidden', `the classic board's results are not shown beside the new board (mean ${busy.mean})`);
      assert.equal(busy.status, 'Working it out…');
      assert.equal(busy.odds, 'hidden', 'the last board\'s odds are not shown');
      assert.doesNotMatch(busy.legend, /Expected throws to the end/, 'nor its expected throws on the board');
      await waitForAnalysis(page);
      const done = await seen();
      assert.equal(done.results, 'visible');
      assert.equal(done.odds, 'visible');
      assert.match(done.legend, /Expected throws to the end/, 'the new board\'s expected throws colour it');
      assert.notEqual(done.mean, classic.mean, 'the new board\'s numbers');
      await checkClean(page, problems);
    } finally {
      await context.close();
    }
  });

  test('a simulation runs in workers with a progress bar to 100%, agrees with the exact odds, and Cancel stops it', { timeout: TIMEOUT }, async () => {
    const { context, page, problems } = await open('?workers=2');
    try {
      const pmf = lengthPmf('bounce');
      const exact = twoPlayers(pmf);
      const shownExact = Number(await page.$eval('#odds-table td[data-exact]', (td) => td.dataset.exact));
      assert.ok(Math.abs(shownExact - exact.win0) < 1e-9, `exact odds for the first player: page ${shownExact}, here ${exact.win0}`);

      await page.evaluate(() => {
        const bar = document.getElementById('sim-progress');
        window.__progress = [];
        new MutationObserver(() => window.__progress.push(bar.value)).observe(bar, { attributes: true, attributeFilter: ['value'] });
      });
      const run = await simulate(page, { games: 1000000, seed: 2024 });
      const progress = await page.evaluate(() => window.__progress);
      assert.equal(progress.at(-1), 1, 'the progress bar reaches 100%');
      assert.ok(progress.some((v) => v > 0 && v < 1), `the bar moves on the way (${progress.length} updates)`);
      assert.ok(progress.every((v, i) => i === 0 || v >= progress[i - 1]), 'and never goes back');
      assert.equal(run.games, 1000000);
      assert.equal(run.workers, 2, 'run on the 2 workers asked for with ?workers=2');
      assert.ok(page.workers().length >= 2, `${page.workers().length} workers ran`);

      // The Monte Carlo against the exact chain: within 4.5 standard errors (a fixed seed, so no flakiness).
      const share = Number(await page.$eval('#odds-table td[data-simulated]', (td) => td.dataset.simulated));
      const se = Math.sqrt((exact.win0 * (1 - exact.win0)) / run.games);
      assert.ok(Math.abs(share - exact.win0) < 4.5 * se, `simulated ${share} vs exact ${exact.win0} (se ${se})`);
      const turns = await page.$eval('#sim-mean-turns', (p) => Number(p.dataset.value));
      const sums = JSON.parse(run.sums);
      const variance = (sums.turns_squared - (sums.turns * sums.turns) / run.games) / (run.games - 1);
      assert.ok(Math.abs(turns - exact.turns) < 4.5 * Math.sqrt(variance / run.games), `mean turns ${turns} vs exact ${exact.turns}`);

      // Cancel: a long run stops when asked, and its workers are ended.
      await page.selectOption('#sim-games', '10000000');
      await page.click('#sim-run');
      await page.waitForFunction(() => document.getElementById('sim-progress').value > 0, null, { timeout: 60_000 });
      const busy = page.workers();
      const closed = Promise.all(busy.map((w) => new Promise((resolve) => w.once('close', resolve))));
      const spawnedBefore = await page.evaluate(() => window.__spawned);
      await page.click('#sim-cancel');
      await page.waitForSelector('#sim-status[data-state="cancelled"]', { timeout: 5_000 });
      const stopped = await page.evaluate(() => ({ value: document.getElementById('sim-progress').value, text: document.getElementById('sim-status').textContent }));
      assert.ok(stopped.value < 1, 'stopped before the end');
      assert.match(stopped.text, /^Cancelled after [\d,]+ of 10,000,000 games/);
      await Promise.race([closed, new Promise((_, reject) => setTimeout(() => reject(new Error('the busy workers were not ended')), 5_000))]);
      await page.waitForTimeout(1_500);
      const later = await page.evaluate(() => ({
        value: document.getElementById('sim-progress').value, text: document.getElementById('sim-status').textContent,
        run: document.getElementById('sim-run').disabled, cancel: document.getElementById('sim-cancel').disabled,
        sums: document.getElementById('sim-result').dataset.sums,
      }));
      assert.deepEqual([later.value, later.text], [stopped.value, stopped.text], 'nothing moves after Cancel');
      assert.deepEqual([later.run, later.cancel], [false, true], 'Simulate is back, Cancel is off');
      assert.equal(later.sums, undefined, 'no result is shown for a part of a run');
      assert.match(await page.$eval('#announcer', (e) => e.textContent), /cancelled/i, 'the live region says so');

      const spawned = () => page.evaluate((n) => window.__spawned - n, spawnedBefore);
      assert.equal(await spawned(), 0, 'cancelling starts no workers for the jobs it drops');

      // And the page still works: the next run finishes, on fresh workers.
      await simulate(page, { games: 10000, seed: 1 });
      assert.ok(await spawned() <= 2, `the next run starts at most 2 workers (${await spawned()})`);
      await checkClean(page, problems);
    } finally {
      await context.close();
    }
  });

  test('the same seed gives the same numbers on 1 worker and on 2, exactly as one run in the core', { timeout: TIMEOUT }, async () => {
    const runs = [];
    for (const workers of [1, 2]) {
      const { context, page, problems } = await open(`?workers=${workers}`);
      try {
        const run = await simulate(page, { games: 100000, seed: 777 });
        assert.equal(run.workers, workers);
        assert.equal(page.workers().length, workers, `${workers} worker(s) started`);
        runs.push(run);
        await checkClean(page, problems);
      } finally {
        await context.close();
      }
    }
    const [one, two] = runs;
    assert.equal(one.sums, two.sums, 'the merged sums are identical');
    assert.equal(one.text, two.text, 'so is every number shown');
    assert.deepEqual(one.simulated, two.simulated, 'and the simulated win shares');

    // One run of all 100,000 games in a single call of the core's full build, in Node.
    const pkg = join(snapshot, 'www', 'core', 'pkg');
    const core = await import(join(pkg, 'snakes_ladders_full.js'));
    await core.default({ module_or_path: readFileSync(join(pkg, 'snakes_ladders_full_bg.wasm')) });
    const flat = [...JUMPS].sort((a, b) => a[0] - b[0]).flat();
    const board = new core.Board(SIZE, Uint32Array.from(flat));
    const single = board.simulateChunk({}, { players: 2, seed: 777 }, 0, 100000);
    board.free();
    assert.deepEqual(JSON.parse(one.sums), JSON.parse(single), 'the workers\' chunks add up to the single run');
  });

  test('the expected-turns overlay colours the board, with a legend, instead of the distance overlay', { timeout: TIMEOUT }, async () => {
    const { context, page, problems } = await open('');
    try {
      await page.click('#tab-solve');
      await page.click('.solve-options summary');
      await page.check('#show-distances');
      const distances = await canvasStats(page, '#board-canvas');
      const before = await page.$eval('#board-canvas', (c) => c.toDataURL());
      await page.click('#tab-analyze');
      await page.check('#show-expected');
      assert.equal(await page.isChecked('#show-distances'), false, 'one colouring at a time');
      await page.waitForFunction(() => /Expected throws to the end/.test(document.getElementById('legend').textContent));
      const E = expectedTurns('bounce');
      const legend = await page.$eval('#legend', (e) => ({ text: e.textContent, hidden: e.hidden }));
      assert.equal(legend.hidden, false);
      let far = 0;
      for (let n = 1; n <= SIZE; n++) far = Math.max(far, E[JUMPS.get(n) ?? n]);
      assert.match(legend.text, new RegExp(`${far.toFixed(1)} \\(far\\)`), `the legend's far end is the largest expected value, ${far}`);
      await page.waitForFunction((old) => document.getElementById('board-canvas').toDataURL() !== old, before);
      const drawn = await canvasStats(page, '#board-canvas');
      assert.ok(drawn.nonBlank && drawn.distinctColors > 20, `the overlay draws (${drawn.distinctColors} colours vs ${distances.distinctColors})`);

      // Square 1 holds a ladder to 38: its reading is the expected throws from 38.
      await page.focus('#board-canvas');
      await page.keyboard.press('Home'); // the board's keys read squares: Home is square 1
      const status = await page.$eval('#square-status', (e) => e.textContent);
      const v = E[38].toFixed(1).replace(/\.0$/, ''); // "39", as the board labels it
      assert.ok(status.includes(`On average ${v} more throws to the end from square 38.`), `square 1 reads: ${status}`);
      await screenshot(page, 'analysis-overlay-desktop-light');

      await page.uncheck('#show-expected');
      await page.waitForFunction(() => document.getElementById('legend').hidden);
      assert.equal(await page.isVisible('#legend'), false, 'with no overlay the legend is gone from the screen');
      await checkClean(page, problems);
    } finally {
      await context.close();
    }
  });

  test('the widget\'s analyze mode shows the chart and the key numbers for its board', { timeout: TIMEOUT }, async () => {
    const E = expectedTurns('stay');
    const pmf = lengthPmf('stay');
    for (const colorScheme of ['light', 'dark']) {
      const { context, page, problems } = await open('', { path: 'analyze-widget.html', width: 420, colorScheme, dpr: 2 });
      try {
        await page.waitForFunction(() => window.__analyzed.length > 0, null, { timeout: 60_000 });
        const { detail } = (await page.evaluate(() => window.__analyzed))[0];
        assert.ok(Math.abs(detail.expectedTurns - E[0]) < 1e-9, `analyzed: mean ${detail.expectedTurns} vs ${E[0]}`);
        assert.equal(detail.medianTurns, quantile(pmf, 0.5));
        const shown = await page.evaluate(() => {
          const root = document.getElementById('classic').shadowRoot;
          const chart = root.querySelector('canvas.chart');
          const d = chart.getContext('2d').getImageData(0, 0, chart.width, chart.height).data;
          let opaque = 0;
          for (let i = 3; i < d.length; i += 4) if (d[i] > 0) opaque++;
          return {
            // The key numbers as shown (their notes aside), by the ids the page's card has too.
            numbers: ['mean', 'median', 'min', 'p90'].map((k) => root.querySelector(`#analysis-${k} .stat-number`).textContent),
            summary: root.querySelector('.summary').textContent,
            mode: Number(root.getElementById('analysis-mode').dataset.value),
            chart: { width: chart.width, css: chart.getBoundingClientRect().width, hidden: chart.hidden, opaque },
            label: chart.getAttribute('aria-label'),
          };
        });
        assert.ok(agreesToItsDigits(shown.numbers[0], E[0], 9), `the widget reads ${shown.numbers[0]}; the chain gives ${E[0]}`);
        assert.deepEqual(shown.numbers.slice(1), [String(quantile(pmf, 0.5)), '7', String(quantile(pmf, 0.9))]);
        assert.match(shown.summary, new RegExp(`${E[0].toFixed(1)} throws on average`));
        assert.equal(shown.chart.hidden, false);
        assert.equal(shown.chart.width, Math.round(shown.chart.css * 2), 'crisp at devicePixelRatio 2');
        assert.ok(shown.chart.opaque > 10000, `the chart is drawn (${shown.chart.opaque} pixels)`);
        assert.match(shown.label, /mean is 39\.2 throws/);
        // The same card as the page's: the most likely length, and every throw as a table.
        assert.equal(shown.mode, pmf.indexOf(Math.max(...pmf)) + 1, 'the most likely length');
        await page.evaluate(() => document.getElementById('classic').shadowRoot.querySelector('#length-details summary').click());
        await page.waitForFunction(() => document.getElementById('classic').shadowRoot.querySelectorAll('#length-table tbody tr').length >= 8);
        const row = await page.evaluate(() => [...document.getElementById('classic').shadowRoot.querySelectorAll('#length-table tbody tr')[6].children].map((c) => c.textContent));
        assert.deepEqual(row.slice(0, 2), ['7', `${(pmf[6] * 100).toFixed(3)}%`], 'the table gives the chance of the 7-throw game');
        await screenshot(page, `analysis-widget-${colorScheme}`);
        await checkClean(page, problems);
      } finally {
        await context.close();
      }
    }
  });

  test('the widget shows a long game\'s figures at their precision, the tail\'s rate for a chart, and "–" with the reason', { timeout: TIMEOUT }, async () => {
    const { context, page, problems } = await open('', { path: 'analyze-widget-tails.html', width: 420 });
    try {
      await page.waitForFunction(() => new Set(window.__analyzed.map((a) => a.id)).size === 2, null, { timeout: 90_000 });
      const read = (id) => page.evaluate((id) => {
        const root = document.getElementById(id).shadowRoot;
        const stats = ['mean', 'median', 'min', 'p90'].map((k) => root.getElementById(`analysis-${k}`));
        return {
          numbers: stats.map((dd) => dd.querySelector('.stat-number').textContent),
          notes: stats.map((dd) => dd.querySelector('.stat-note')?.textContent ?? ''),
          titles: stats.map((dd) => dd.title),
          summary: root.querySelector('.summary').textContent,
          chartHidden: root.querySelector('canvas.chart').hidden,
          chartNote: root.getElementById('chart-note').textContent,
        };
      }, id);
      const heavyText = ['size 360', ...Array.from({ length: 170 }, (_, i) => `${20 + 2 * i} -> ${5 + 2 * i}`)].join('\n');
      const core = cli(heavyText, 1);
      const heavy = await read('heavy');
      assert.equal(heavy.numbers[0], superscript(core.figures.expected_turns), 'the mean at its ten proven digits');
      assert.equal(heavy.numbers[1], `≈${superscript(core.figures.median_turns)}`, 'the median from the tail, an estimate');
      assert.equal(heavy.numbers[3], `≈${superscript(core.figures.p90_turns)}`);
      assert.equal(heavy.chartHidden, true, 'no chart of a sliver of the games');
      // The chart's place says why there is none, in the core's words on the tail, as on the page.
      assert.match(heavy.chartNote, /Games this long cannot be drawn\. After throw \d+, each throw ends [\d.]+ × 10⁻²¹% of the games still going/, heavy.chartNote);
      assert.match(heavy.summary, /its chance is 2\.66 × 10⁻⁴²%\./, 'the shortest game\'s chance, not 0%');
      assert.equal(heavy.notes[2], 'chance 2.66 × 10⁻⁴²%', 'and under the shortest game, as on the page');
      const cutCore = cli('size 100000\n2 -> 50000', 1);
      const cut = await read('cut');
      assert.equal(cut.numbers[1], '–');
      assert.equal(cut.notes[1], 'not known');
      assert.equal(cut.titles[1], cutCore.percentiles_not_known, 'the reason, as the figure\'s title');
      assert.equal(cut.numbers[3], '–');
      // Every percentile not known for one reason: said once, not five times.
      const known = cutCore.caveats.find((c) => /When half the games are over is not known/.test(c)).match(/not known \((.*?)\):/)[1];
      assert.ok(cut.summary.includes(`The percentiles of a game's length are not known (${known}): ${cutCore.percentiles_not_known}.`), cut.summary);
      assert.doesNotMatch(cut.summary, /When half the games are over is not known/, cut.summary);
      await checkClean(page, problems);
    } finally {
      await context.close();
    }
  });

  test('screenshots of the card: desktop 1280 and phone 375, light and dark', { timeout: TIMEOUT }, async () => {
    for (const [name, width, dpr] of [['desktop', 1280, 1], ['phone', 375, 2]]) {
      for (const colorScheme of ['light', 'dark']) {
        const { context, page, problems } = await open('?workers=2', { width, colorScheme, dpr, height: width < 500 ? 800 : 900 });
        try {
          await page.click('#tab-play');
          await page.check('#knock-off');
          await page.click('#tab-analyze');
          await page.waitForFunction(() => document.querySelector('#odds-table td[data-exact]')?.dataset.exact !== '', null, { timeout: 60_000 });
          await simulate(page, { games: 100000, seed: 42 });
          const card = await page.$('#analysis');
          await card.scrollIntoViewIfNeeded();
          const box = await card.boundingBox();
          assert.ok(box.width <= width, `the card fits the ${width} px screen (${box.width} px)`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          assert.ok(overflow <= 0, `nothing scrolls sideways (${overflow} px)`);
          await card.screenshot({ path: join(ROOT, 'screenshots', `analysis-${name}-${colorScheme}.png`) });
          await checkClean(page, problems);
        } finally {
          await context.close();
        }
      }
    }
  });
});

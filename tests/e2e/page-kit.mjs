// Shared pieces of the page tests (page.test.mjs, hostile.test.mjs): a private copy of dist/,
// a browser context that records every console error, uncaught exception, failed request and
// Content-Security-Policy violation, ways to read the page as a person would, and an
// independent reference: the shared boards read here and solved by a small breadth-first
// search written from the rules, in plain JS (never from numbers the page printed).

import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib.mjs';
import { after, before } from 'node:test';
import { DIST, launchBrowser, startSite } from './harness.mjs';

export const BOARDS = join(ROOT, '..', 'shared', 'boards');

// ------------------------------------------------------------------ the site

/**
 * A private copy of dist/, so a build started meanwhile in the same checkout cannot pull files
 * from under the browser. Resolves to `{ root, remove() }`.
 */
export function snapshotDist() {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST}/index.html does not exist: run \`npm run build\` first`);
  const root = mkdtempSync(join(tmpdir(), 'snakes-page-'));
  cpSync(DIST, root, { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * The site and browser of a test file: before its tests, a private copy of dist/, served, and a
 * Chromium; after them, all three gone. Returns `{ browser, site }`, filled in by then.
 */
export function siteForTests() {
  const env = { browser: null, site: null, snapshot: null };
  before(async () => {
    env.snapshot = snapshotDist();
    env.site = await startSite({ root: env.snapshot.root });
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.site?.close();
    env.snapshot?.remove();
  });
  return env;
}

/** Runs in the page before its scripts: records CSP violations and keeps a heartbeat. */
function recorders() {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
  });
  // A heartbeat: the longest the main thread went without running a 50 ms timer or painting a
  // frame, measured from `__beatFrom` (a test resets it after its own long-running step).
  window.__beatFrom = performance.now();
  window.__maxGap = 0;
  let last = performance.now();
  const beat = () => {
    const now = performance.now();
    window.__maxGap = Math.max(window.__maxGap, now - Math.max(last, window.__beatFrom));
    last = now;
  };
  const tick = () => { beat(); setTimeout(tick, 50); };
  const frame = () => { beat(); requestAnimationFrame(frame); };
  setTimeout(tick, 50);
  requestAnimationFrame(frame);
}

/**
 * Opens `url` in a fresh context (its own localStorage) with the recorders; `problems`
 * collects console errors (and any console line about a Content Security Policy), uncaught
 * exceptions, failed requests and HTTP errors.
 */
export async function openSession(browser, url, {
  width = 1280, height = 900, colorScheme = 'light', reducedMotion = 'reduce', context = null, waitReady = true,
} = {}) {
  const ctx = context ?? await browser.newContext({ viewport: { width, height }, colorScheme, reducedMotion });
  const page = await ctx.newPage();
  const problems = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (msg.type() === 'error' || /Content.Security.Policy/i.test(text)) {
      if ((msg.location()?.url ?? '').endsWith('/favicon.ico')) return;
      problems.push(`console ${msg.type()}: ${text.slice(0, 500)}`);
    }
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  page.on('crash', () => problems.push('the page crashed'));
  page.on('requestfailed', (req) => {
    // A reload or navigation cancels what was still loading (the favicon, a worker's wasm): not a failure.
    if (req.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${req.url().slice(0, 200)} (${req.failure()?.errorText})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.url().endsWith('/favicon.ico')) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  await page.addInitScript(recorders);
  await page.goto(url, { waitUntil: 'load' });
  if (waitReady) await ready(page);
  return { context: ctx, page, problems, close: () => (context ? page.close() : ctx.close()) };
}

/** Waits until the core is loaded and the first board painted (body[data-ready]). */
export async function ready(page, timeout = 30_000) {
  await page.waitForSelector('body[data-ready="1"]', { state: 'attached', timeout });
  await settled(page);
}

/** Waits until nothing moves: no animation, no computer about to roll. */
export async function settled(page, timeout = 60_000) {
  await page.waitForFunction(() => !document.body.dataset.animating && !document.body.dataset.computerTurn,
    null, { timeout, polling: 50 });
}

/** No console errors, exceptions, failed requests or CSP violations so far. */
export async function assertClean({ page, problems }, what = '') {
  const csp = await page.evaluate(() => window.__csp);
  assert.deepEqual(csp, [], `no Content-Security-Policy violations${what ? ` (${what})` : ''}`);
  assert.deepEqual(problems, [], `no console errors, exceptions or failed requests${what ? ` (${what})` : ''}`);
}

// ------------------------------------------------------------------ reading the page

export const text = (page, sel) => page.evaluate((s) => document.querySelector(s)?.textContent.trim() ?? null, sel);
export const value = (page, sel) => page.evaluate((s) => document.querySelector(s)?.value ?? null, sel);

/**
 * The visible page-level error banner (#page-error), or '' when hidden. A refusal met as the page
 * loads (a link's, a saved game's) is said once the rest of its messages has come, after it is
 * ready: read once the page says they came (body[data-words]).
 */
export async function pageError(page) {
  await page.waitForSelector('body[data-words]', { state: 'attached', timeout: 15_000 });
  return page.evaluate(() => {
    const p = document.getElementById('page-error');
    return p.hidden || p.getClientRects().length === 0 ? '' : p.textContent.trim();
  });
}

/**
 * A fingerprint of the board canvas's pixels, plus whether it is drawn at all. `above`: only
 * the top part of the canvas, that fraction of its height (the squares without the start area
 * under them, whose label is in the page's language).
 */
export function boardPixels(page, { above = 1 } = {}) {
  return page.evaluate((above) => {
    const canvas = document.getElementById('board-canvas');
    const { width } = canvas;
    const height = Math.floor(canvas.height * above);
    if (!width || !height) return { nonBlank: false, hash: 'empty' };
    const data = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    let hash = 0;
    const colors = new Set();
    for (let i = 0; i < data.length; i += 4) {
      hash = (Math.imul(hash, 31) + ((data[i] << 16) | (data[i + 1] << 8) | data[i + 2])) | 0;
      if (colors.size < 64 && i % 4096 === 0) colors.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    }
    return { nonBlank: colors.size >= 3, hash: `${width}x${height}:${hash}` };
  }, above);
}

/**
 * Types `board` into the Board text area (as a paste would: one input event) and waits until
 * the page has read it: the link holds the text, or a new parse message is shown.
 */
/**
 * An init script that makes a slow machine: every message to a worker waits `window.__workerDelay`
 * ms (0 until a test sets it), so what a page shows while its workers work can be looked at.
 */
export function slowWorkers() {
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (...args) { setTimeout(() => post.apply(this, args), window.__workerDelay ?? 0); };
}

/** Starts recording what the live region `#id` says, in `window.__said` (texts as they are set). */
export function recordSaid(page, id) {
  return page.evaluate((id) => {
    window.__said = [];
    const region = document.getElementById(id);
    new MutationObserver(() => window.__said.push(region.textContent)).observe(region, { childList: true, characterData: true, subtree: true });
  }, id);
}

export async function pasteBoard(page, board, { timeout = 10_000 } = {}) {
  const before = await text(page, '#parse-error');
  await page.fill('#board-text', board);
  await page.waitForFunction(([t, b]) => {
    const err = document.getElementById('parse-error').textContent;
    const linked = new URLSearchParams(location.hash.slice(1)).get('board');
    return (linked === t && err === '') || (err !== '' && err !== b);
  }, [board, before], { timeout, polling: 50 }).catch(() => { /* the assertions that follow say what is wrong */ });
}

/** Puts `board` in the text box as one paste (one input event), then presses Solve at once. */
export async function pasteAndSolveAtOnce(page, board) {
  await page.evaluate((b) => {
    const box = document.getElementById('board-text');
    box.value = b;
    box.dispatchEvent(new Event('input', { bubbles: true }));
    document.getElementById('solve-button').click();
  }, board);
  await settled(page);
}

/** Presses Solve and waits for the result and the end of the animation: `{ min, value, steps }`. */
export async function solveOnPage(page) {
  await page.click('#solve-button');
  await page.waitForFunction(() => !document.getElementById('solve-result').hidden
    && document.getElementById('min-throws').textContent !== '–', null, { timeout: 20_000 });
  await settled(page);
  return page.evaluate(() => ({
    min: document.getElementById('min-throws').textContent.trim(),
    value: document.getElementById('min-throws').dataset.value,
    steps: [...document.querySelectorAll('#path-text .steps li')].map((li) => li.textContent),
    rolls: document.querySelector('#path-text .rolls')?.textContent ?? '',
  }));
}

/** Sets a <select> and fires change, as a person picking an option does. */
export async function choose(page, sel, v) {
  await page.selectOption(sel, v);
}

// ------------------------------------------------------------------ reference boards

export function sharedText(name) {
  const path = join(BOARDS, name);
  if (!existsSync(path)) throw new Error(`reference board ${path} is missing: the tests need ../shared/boards beside the repository`);
  return readFileSync(path, 'utf8');
}

/** A shared JSON board: { size, jumps: Map(from → to), expected }. */
export function jsonBoard(name) {
  const j = JSON.parse(sharedText(name));
  return { size: j.size, jumps: new Map([...j.ladders, ...j.snakes]), expected: j.expected_min_throws, raw: j };
}

/** Every case of a HackerRank "Quickest Way Up" input: 100 squares, ladders then snakes. */
export function hackerrankBoards(txt) {
  const nums = txt.split('\n').filter((l) => !l.trim().startsWith('#') && l.trim() !== '')
    .join(' ').trim().split(/\s+/).map(Number);
  let i = 0;
  const next = () => nums[i++];
  const cases = [];
  for (let t = next(); t > 0; t--) {
    const jumps = new Map();
    for (let n = next(); n > 0; n--) { const a = next(); jumps.set(a, next()); }
    for (let m = next(); m > 0; m--) { const a = next(); jumps.set(a, next()); }
    cases.push({ size: 100, jumps });
  }
  return cases;
}

/** A LeetCode 909 grid: n x n, squares numbered boustrophedon from the bottom left, -1 = none. */
export function leetcodeBoard(grid) {
  const n = grid.length;
  const jumps = new Map();
  let square = 1;
  for (let row = n - 1, k = 0; row >= 0; row--, k++) {
    const cols = [...Array(n).keys()];
    if (k % 2 === 1) cols.reverse();
    for (const c of cols) {
      if (grid[row][c] !== -1) jumps.set(square, grid[row][c]);
      square++;
    }
  }
  return { size: n * n, jumps };
}

/** The boards of a LeetCode file: one JSON grid per line that starts with '[['. */
export function leetcodeBoards(txt) {
  return txt.split('\n').filter((l) => l.trim().startsWith('[[')).map((l) => leetcodeBoard(JSON.parse(l)));
}

/** `size N` and the `a -> b` lines of native board text, as { size, jumps }. */
export function nativeBoard(txt) {
  const size = Number(/^\s*size\s*[:=]?\s*(\d+)/im.exec(txt)?.[1] ?? 100);
  const jumps = new Map([...txt.matchAll(/(\d+)\s*->\s*(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]));
  return { size, jumps };
}

// ------------------------------------------------------------------ the rules, from scratch

/**
 * Where one throw leaves a token, by the rules as the page names them: walk `roll` squares
 * (past the end: 'bounce' back by the excess, 'stay' where it was, 'win' on the last square),
 * then take the snake or ladder landed on ('single': one; 'chain': until a square without one).
 */
export function throwFrom(board, from, roll, { overshoot = 'bounce', jumps = 'single' } = {}) {
  let landed = from + roll;
  if (landed > board.size) {
    if (overshoot === 'stay') return from;
    landed = overshoot === 'win' ? board.size : 2 * board.size - landed;
  }
  let to = board.jumps.get(landed) ?? landed;
  if (jumps === 'chain') {
    const seen = new Set([landed]);
    while (board.jumps.has(to) && !seen.has(to)) { seen.add(to); to = board.jumps.get(to); }
  }
  return to;
}

/**
 * The fewest throws from the start ('off-board' = square 0, or '1') to the last square, by
 * breadth-first search over resting squares; null when the end cannot be reached.
 */
export function bfs(board, { start = 'off-board', overshoot = 'bounce', jumps = 'single', faces = 6 } = {}) {
  const first = start === '1' ? 1 : 0;
  const dist = new Map([[first, 0]]);
  const queue = [first];
  for (let q = 0; q < queue.length; q++) {
    const s = queue[q];
    if (s === board.size) return dist.get(s);
    for (let roll = 1; roll <= faces; roll++) {
      const to = throwFrom(board, s, roll, { overshoot, jumps });
      if (!dist.has(to)) { dist.set(to, dist.get(s) + 1); queue.push(to); }
    }
  }
  return null;
}

/** Jumps that end where another starts: [[a, b], [b, c]] pairs, found from the jump list alone. */
export function chains(board) {
  const out = [];
  for (const [a, b] of board.jumps) if (board.jumps.has(b)) out.push([[a, b], [b, board.jumps.get(b)]]);
  return out;
}

/**
 * The centre of square n in page coordinates, from the layout the page reports while the Design
 * task is open (the canvas's data-geometry) and the boustrophedon numbering (square 1 bottom
 * left, rows alternating direction). `host`: the id of a <snakes-ladders> whose board it is
 * (its shadow root's canvas), instead of the page's.
 */
export async function squarePoint(page, n, { host = null } = {}) {
  const { g, left, top } = await page.evaluate((id) => {
    const c = id ? document.getElementById(id).shadowRoot.querySelector('canvas') : document.getElementById('board-canvas');
    const r = c.getBoundingClientRect();
    return { g: JSON.parse(c.dataset.geometry), left: r.left, top: r.top };
  }, host);
  const row = Math.floor((n - 1) / g.columns);
  let col = (n - 1) % g.columns;
  if (row % 2 === 1) col = g.columns - 1 - col;
  return { x: left + g.x0 + (col + 0.5) * g.cell, y: top + g.y0 + (g.rows - 1 - row + 0.5) * g.cell };
}

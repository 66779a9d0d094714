// End-to-end tests of the <snakes-ladders> widget: examples/tutorial.html from the built site,
// served with the strict Content-Security-Policy the widget promises to work under.
//
// Expectations are computed here, independently of the widget: the reference boards are read
// from ../shared/boards and solved by the small breadth-first search below, in plain JS.
// Screenshots of the tutorial (desktop and phone, light and dark) go to screenshots/.

import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../../scripts/lib.mjs';
import { STRICT_CSP } from '../../scripts/serve.mjs';
import { DIST, launchBrowser, screenshot, startSite } from './harness.mjs';

const BOARDS = join(ROOT, '..', 'shared', 'boards');
const WIDGETS = ['classic', 'report', 'search', 'leetcode', 'world', 'markov', 'spread', 'designer'];
const TIMEOUT = 60_000;

// ------------------------------------------------------------------ reference boards and BFS

function sharedText(name) {
  const path = join(BOARDS, name);
  if (!existsSync(path)) throw new Error(`reference board ${path} is missing: the tests need ../shared/boards beside the repository`);
  return readFileSync(path, 'utf8');
}

/** A board from a shared JSON file: {size, jumps: Map(from → to)}. */
function jsonBoard(name) {
  const j = JSON.parse(sharedText(name));
  return { size: j.size, jumps: new Map([...j.ladders, ...j.snakes]), expected: j.expected_min_throws };
}

/** A LeetCode 909 grid: n x n, squares numbered boustrophedon from the bottom left, -1 = none. */
function leetcodeBoard(grid) {
  const n = grid.length;
  const jumps = new Map();
  let square = 1;
  for (let row = n - 1, k = 0; row >= 0; row--, k++) {
    const cols = k % 2 === 0 ? [...Array(n).keys()] : [...Array(n).keys()].reverse();
    for (const c of cols) {
      if (grid[row][c] !== -1) jumps.set(square, grid[row][c]);
      square++;
    }
  }
  return { size: n * n, jumps };
}

/** Where one throw leaves a token: walk (with the overshoot rule), then at most one jump. */
function throwFrom(board, from, roll, { overshoot = 'bounce' } = {}) {
  let landed = from + roll;
  if (landed > board.size) {
    if (overshoot === 'stay') landed = from;
    else if (overshoot === 'win') landed = board.size;
    else landed = 2 * board.size - landed;
  }
  const to = landed === from && overshoot === 'stay' ? from : board.jumps.get(landed) ?? landed;
  return { landed, to };
}

/**
 * Fewest throws from the start to the last square by breadth-first search (null when it cannot
 * be reached). Rules as the core names them: start 'off-board' (square 0) or '1', overshoot
 * 'bounce' | 'stay' | 'win', single jumps, `faces` faces.
 */
function bfs(board, { start = 'off-board', overshoot = 'bounce', faces = 6 } = {}) {
  const first = start === '1' ? 1 : 0;
  const dist = new Map([[first, 0]]);
  const queue = [first];
  while (queue.length) {
    const s = queue.shift();
    if (s === board.size) return dist.get(s);
    for (let roll = 1; roll <= faces; roll++) {
      const { to } = throwFrom(board, s, roll, { overshoot });
      if (!dist.has(to)) {
        dist.set(to, dist.get(s) + 1);
        queue.push(to);
      }
    }
  }
  return null;
}

/** Checks that a `solved` path is a real game: it starts at the start, obeys the rules, ends at the end. */
function assertPathPlays(board, detail, rules = {}) {
  const first = rules.start === '1' ? 1 : 0;
  assert.equal(detail.path.length, detail.minThrows, 'one path step per throw');
  assert.deepEqual(detail.rolls, detail.path.map((s) => s.roll), 'rolls are the path\'s rolls');
  let at = first;
  for (const step of detail.path) {
    assert.equal(step.from, at, 'each throw starts where the last one ended');
    const { landed, to } = throwFrom(board, at, step.roll, rules);
    assert.deepEqual([step.landed, step.to], [landed, to], `roll ${step.roll} from ${at}`);
    at = to;
  }
  assert.equal(at, board.size, 'the path ends on the last square');
}

/** The pairs "a -> b" in native board text, as a Map. */
function nativeJumps(text) {
  return new Map([...text.matchAll(/(\d+)\s*->\s*(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]));
}

// ------------------------------------------------------------------ browser helpers

/** Listeners installed before any page script: widget events and CSP violations. */
function recordEvents() {
  window.__events = [];
  window.__csp = [];
  for (const type of ['solved', 'move', 'gameover', 'error']) {
    document.addEventListener(type, (e) => {
      if (e.target.localName !== 'snakes-ladders') return;
      window.__events.push({ type, id: e.target.id, detail: JSON.parse(JSON.stringify(e.detail)) });
    });
  }
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
  });
}

/** Opens `url` with the recorders; `problems` collects console errors, exceptions, failed requests. */
async function open(browser, url, { width = 1280, height = 900, colorScheme = 'light', reducedMotion = 'no-preference' } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme, reducedMotion });
  const page = await context.newPage();
  const problems = [];
  const responses = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (msg.type() === 'error' || /Content Security Policy/i.test(text)) {
      if ((msg.location()?.url ?? '').endsWith('/favicon.ico')) return;
      problems.push(`console ${msg.type()}: ${text}`);
    }
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`));
  page.on('response', (res) => {
    responses.push({ url: res.url(), status: res.status(), headers: res.headers() });
    if (res.status() >= 400 && !res.url().endsWith('/favicon.ico')) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  await page.addInitScript(recordEvents);
  const main = await page.goto(url, { waitUntil: 'networkidle' });
  return { context, page, problems, responses, main };
}

/** Pixel statistics of a widget's board canvas (inside its shadow root), plus a hash of its pixels. */
function widgetCanvas(page, selector) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const canvas = el?.shadowRoot?.querySelector('canvas');
    if (!canvas) return { found: false, nonBlank: false, reason: `no canvas in ${sel}` };
    const { width, height } = canvas;
    if (!width || !height || canvas.hidden) return { found: true, nonBlank: false, reason: 'the canvas has no pixels or is hidden' };
    const data = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    const colors = new Set();
    let differing = 0, sampled = 0, hash = 0;
    const first = `${data[0]},${data[1]},${data[2]},${data[3]}`;
    const stride = Math.max(1, Math.floor((width * height) / 200000));
    for (let p = 0; p < width * height; p += stride) {
      const i = p * 4;
      const rgba = `${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`;
      if (colors.size < 1000) colors.add(rgba);
      if (rgba !== first) differing++;
      sampled++;
      hash = (Math.imul(hash, 31) + data[i] * 65536 + data[i + 1] * 256 + data[i + 2]) | 0;
    }
    const box = canvas.getBoundingClientRect();
    const varied = differing / sampled;
    return {
      found: true, width, height, shown: { width: box.width, height: box.height },
      distinctColors: colors.size, variedFraction: varied, hash: `${width}x${height}:${hash}`,
      nonBlank: colors.size >= 2 && varied >= 0.01,
      reason: `${colors.size} colours, ${(varied * 100).toFixed(2)}% differ from the corner`,
    };
  }, selector);
}

async function waitForDrawn(page, selector, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let stats;
  do {
    stats = await widgetCanvas(page, selector);
    if (stats.nonBlank) return stats;
    await page.waitForTimeout(100);
  } while (Date.now() < deadline);
  throw new Error(`${selector} stayed blank: ${stats.reason}`);
}

/** Waits until the widget's canvas shows pixels other than `hash` (a redraw); returns the new stats. */
async function waitForRedraw(page, selector, hash, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let stats;
  do {
    stats = await widgetCanvas(page, selector);
    if (stats.nonBlank && stats.hash !== hash) return stats;
    await page.waitForTimeout(100);
  } while (Date.now() < deadline);
  throw new Error(`${selector} was not redrawn within ${timeoutMs} ms`);
}

/** Waits for the `n`th (1-based) event of `type` from widget `id`, after `since` events; returns its detail. */
async function waitForEvent(page, type, id, { since = 0, timeoutMs = 20_000 } = {}) {
  const handle = await page.waitForFunction(
    ([t, i, s]) => window.__events.slice(s).find((e) => e.type === t && e.id === i) ?? false,
    [type, id, since],
    { timeout: timeoutMs, polling: 50 },
  );
  return (await handle.jsonValue()).detail;
}

const eventCount = (page) => page.evaluate(() => window.__events.length);
const shadowText = (page, sel, part) => page.evaluate(([s, p]) => {
  const node = document.querySelector(s).shadowRoot.querySelector(`[part~="${p}"]`);
  return node && !node.hidden ? node.textContent : null;
}, [sel, part]);

// ------------------------------------------------------------------ the site

let browser;
let site;
let plainSite;
let snapshot;

before(async () => {
  if (!existsSync(join(DIST, 'examples', 'tutorial.html'))) {
    throw new Error('dist/examples/tutorial.html does not exist: run `npm run build` first');
  }
  // A private copy of dist/, so a build started meanwhile in the same checkout cannot pull
  // files from under the browser. A page without any CSP goes beside it, for the checks that
  // need one (an injected payload would run there, and page CSS may be inline).
  snapshot = mkdtempSync(join(tmpdir(), 'snakes-widget-'));
  cpSync(DIST, snapshot, { recursive: true });
  writeFileSync(join(snapshot, 'examples', 'widget-fixture.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>widget fixture</title>
<style>
  button, p, ol, li, canvas, div { background: rgb(255, 0, 0) !important; color: rgb(0, 255, 0) !important; text-transform: uppercase; }
  canvas { display: none !important; }
  #styled { --snakes-ladders-accent: rgb(255, 0, 255); }
  #styled::part(button) { border-radius: 0px; }
</style>
<script type="module" src="../www/snakes-ladders.js"></script></head>
<body>
  <snakes-ladders id="styled" mode="solve" controls board="size 12&#10;2 -> 9"></snakes-ladders>
  <p class="status headline">outside</p><button class="primary" type="button">outside</button>
</body></html>`);
  // Play from square 1, the rule spelled as the core also reads it ("one", any case).
  writeFileSync(join(snapshot, 'examples', 'start-one.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>start one</title>
<script type="module" src="../www/snakes-ladders.js"></script></head>
<body>
  <snakes-ladders id="one" mode="play" start="one" seed="4" board="size 30"></snakes-ladders>
  <snakes-ladders id="ONE" mode="play" start="ONE" seed="4" board="size 30"></snakes-ladders>
  <snakes-ladders id="off" mode="play" start="off-board" seed="4" board="size 30"></snakes-ladders>
</body></html>`);
  // The element's language (issue 37): its own lang, an ancestor's, Arabic, one it does not speak.
  // The same board, seed and width for each, so the boards can be compared pixel for pixel.
  const langBoard = 'size 30&#10;3 -> 22&#10;27 -> 1&#10;12 -> 28&#10;25 -> 6';
  writeFileSync(join(snapshot, 'examples', 'languages.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>languages</title>
<script type="module" src="../www/snakes-ladders.js"></script></head>
<body>
  <snakes-ladders id="fr" lang="fr" mode="play" controls seed="5" players="Ana, Bo" board="${langBoard}"></snakes-ladders>
  <div lang="de"><snakes-ladders id="de" mode="play" controls seed="5" players="Ana, Bo" board="${langBoard}"></snakes-ladders></div>
  <snakes-ladders id="ar" lang="ar" mode="play" controls seed="5" players="Ana, Bo" board="${langBoard}"></snakes-ladders>
  <snakes-ladders id="xx" lang="xx" mode="play" controls seed="5" players="Ana, Bo" board="${langBoard}"></snakes-ladders>
</body></html>`);
  site = await startSite({ root: snapshot, csp: STRICT_CSP });
  plainSite = await startSite({ root: snapshot });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.close();
  await plainSite?.close();
  if (snapshot) rmSync(snapshot, { recursive: true, force: true });
});

/** The tutorial, loaded under the strict CSP, with every widget drawn and the three solved. */
async function openTutorial(opts = {}) {
  const session = await open(browser, `${site.url}examples/tutorial.html`, opts);
  for (const id of WIDGETS) await waitForDrawn(session.page, `#${id}`);
  for (const id of ['classic', 'report', 'leetcode']) await waitForEvent(session.page, 'solved', id);
  return session;
}

async function assertClean({ page, problems }) {
  const csp = await page.evaluate(() => window.__csp);
  assert.deepEqual(csp, [], 'no Content-Security-Policy violations');
  assert.deepEqual(problems, [], 'no console errors, exceptions or failed requests');
}

// ------------------------------------------------------------------ tests

describe('<snakes-ladders> on examples/tutorial.html under a strict CSP', () => {
  test('every widget draws a board, the wasm is fetched once, nothing breaks the policy', { timeout: TIMEOUT }, async () => {
    const session = await openTutorial();
    const { page, responses, main } = session;
    try {
      assert.equal(main.headers()['content-security-policy'], STRICT_CSP, 'the page is served with the strict policy');
      const count = await page.evaluate(() => document.querySelectorAll('snakes-ladders').length);
      assert.ok(count >= 3, `the tutorial embeds at least three widgets (found ${count})`);
      for (const id of WIDGETS) {
        const stats = await widgetCanvas(page, `#${id}`);
        assert.ok(stats.nonBlank, `#${id} draws its board: ${stats.reason}`);
        assert.ok(stats.shown.width > 200 && stats.shown.height > 200, `#${id} is shown at a usable size`);
      }
      const wasm = responses.filter((r) => r.url.endsWith('/snakes_ladders_games_bg.wasm'));
      assert.equal(wasm.length, 1, 'the wasm module is fetched once for all widgets');
      // A page with a game on it: its widgets that play none take the games module in place of
      // the solver module, which is not fetched, and no widget fetches the page's core.
      assert.deepEqual(responses.filter((r) => /\/snakes_ladders(_solver)?_bg\.wasm$/.test(r.url)), [], 'no solver module, no core');
      assert.equal(wasm[0].headers['content-type'], 'application/wasm');
      assert.ok(wasm[0].url.startsWith(`${site.url}www/core/pkg/`), 'loaded relative to the widget module');
      const globals = await page.evaluate(() => customElements.get('snakes-ladders').debug);
      assert.equal(globals.widgets, WIDGETS.length);
      assert.equal(globals.boards, WIDGETS.length, 'one wasm board per widget');
      assert.equal(globals.games, 1, 'one game, in the play widget');
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });

  test('solved carries the minimum an independent BFS finds on the reference boards', { timeout: TIMEOUT }, async () => {
    const session = await openTutorial();
    const { page } = session;
    try {
      // The classic board, written inline in native format, is the shared 1952 layout.
      const classic = jsonBoard('classic-1952.json');
      const attr = await page.evaluate(() => document.getElementById('classic').getAttribute('board'));
      assert.deepEqual([...nativeJumps(attr)].sort((a, b) => a[0] - b[0]), [...classic.jumps].sort((a, b) => a[0] - b[0]),
        'the tutorial\'s classic board is classic-1952.json');
      const c = await waitForEvent(page, 'solved', 'classic');
      assert.equal(c.minThrows, bfs(classic), 'classic-1952 under the default rules');
      assertPathPlays(classic, c);

      const report = jsonBoard('report-30-squares.json');
      const rules = { start: '1', overshoot: 'stay' };
      const r = await waitForEvent(page, 'solved', 'report');
      assert.equal(bfs(report, rules), 3, 'the reference BFS agrees with the report');
      assert.equal(report.expected, 3);
      assert.equal(r.minThrows, 3, 'the report board with start=1 overshoot=stay');
      assertPathPlays(report, r, rules);

      // LeetCode 909's first example, pasted as text content; the file's expected answer is 4.
      const line = sharedText('leetcode-909-examples.txt').split('\n').find((l) => l.startsWith('[['));
      const pasted = await page.evaluate(() => document.getElementById('leetcode').textContent.trim());
      assert.equal(pasted, line.trim(), 'the tutorial pastes the shared LeetCode example');
      const lc = leetcodeBoard(JSON.parse(line));
      const l = await waitForEvent(page, 'solved', 'leetcode');
      assert.equal(bfs(lc, rules), 4);
      assert.equal(l.minThrows, 4);
      assertPathPlays(lc, l, rules);

      // The minimum is shown in the widget, and `result` mirrors the event.
      const status = await shadowText(page, '#report', 'status');
      assert.match(status, /Fewest throws: 3/);
      assert.deepEqual(await page.evaluate(() => document.getElementById('report').result.minThrows), 3);
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });

  test('a board past the widget\'s 1,000,000 squares is refused with the limit named, the last board kept', { timeout: TIMEOUT }, async () => {
    const session = await openTutorial();
    const { page } = session;
    try {
      for (const [id, name, value, was] of [['report', 'board', 'size 10000000\n2 -> 9999999', 30], ['world', 'size', '10000000', 49]]) {
        const before = await widgetCanvas(page, `#${id}`);
        const since = await eventCount(page);
        const started = Date.now();
        await page.evaluate(([i, n, v]) => document.getElementById(i).setAttribute(n, v), [id, name, value]);
        const err = await waitForEvent(page, 'error', id, { since });
        assert.match(err.message, /10,000,000 squares/, `the message names the size: ${err.message}`);
        assert.match(err.message, /up to 1,000,000 squares/, 'and the limit');
        assert.ok(Date.now() - started < 5000, 'refused without a long freeze');
        const kept = await widgetCanvas(page, `#${id}`);
        assert.equal(kept.hash, before.hash, `#${id} still draws its previous board`);
        assert.equal(await page.evaluate((i) => document.getElementById(i).boardInfo.size, id), was);
      }
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });

  test('a bad board attribute fires error, shows its message and keeps the last good board', { timeout: TIMEOUT }, async () => {
    const session = await openTutorial();
    const { page } = session;
    try {
      const before = await widgetCanvas(page, '#report');
      let since = await eventCount(page);
      await page.evaluate(() => document.getElementById('report').setAttribute('board', 'size 10\n3 -> 99'));
      const err = await waitForEvent(page, 'error', 'report', { since });
      assert.match(err.message, /99/, 'the core\'s message names the bad square');
      assert.match(err.message, /outside the board/);
      const shown = await shadowText(page, '#report', 'error');
      assert.ok(shown && shown.includes('outside the board'), `the message is shown in the widget: ${shown}`);
      await page.waitForTimeout(200);
      const kept = await widgetCanvas(page, '#report');
      assert.ok(kept.nonBlank, 'the widget is not a blank box');
      assert.equal(kept.hash, before.hash, 'the previous board is still drawn');
      assert.equal(await page.evaluate(() => document.getElementById('report').boardInfo.size), 30);

      // An unrelated change does not repeat the event; fixing the board clears the message.
      since = await eventCount(page);
      await page.evaluate(() => document.getElementById('report').setAttribute('speed', '2'));
      await page.waitForTimeout(300);
      assert.equal((await page.evaluate((s) => window.__events.slice(s).filter((e) => e.type === 'error').length, since)), 0);
      const fixed = { size: 20, jumps: new Map([[2, 15], [18, 3]]) };
      await page.evaluate(() => document.getElementById('report').setAttribute('board', 'size 20\n2 -> 15\n18 -> 3'));
      const solved = await waitForEvent(page, 'solved', 'report', { since });
      assert.equal(solved.minThrows, bfs(fixed, { start: '1', overshoot: 'stay' }));
      assert.equal(await shadowText(page, '#report', 'error'), null, 'the message is gone');
      await waitForRedraw(page, '#report', before.hash);

      // A cycle under chained jumps: the event has the core's words, the widget shows arrows.
      since = await eventCount(page);
      await page.evaluate(() => {
        const w = document.getElementById('report');
        w.setAttribute('jumps', 'chain');
        w.setAttribute('board', 'size 20\n2 -> 15\n15 -> 2');
      });
      const cycle = await waitForEvent(page, 'error', 'report', { since });
      assert.match(cycle.message, /cycle under chained jumps: 2 -> 15 -> 2/);
      const cycleShown = await shadowText(page, '#report', 'error');
      assert.ok(cycleShown.includes('2 → 15 → 2') && !cycleShown.includes('->'), `arrows in the widget: ${cycleShown}`);
      await page.evaluate(() => {
        const w = document.getElementById('report');
        w.removeAttribute('jumps');
        w.setAttribute('board', 'size 20\n2 -> 15\n18 -> 3');
      });

      // Bad rule and mode attributes are reported the same way.
      since = await eventCount(page);
      await page.evaluate(() => document.getElementById('report').setAttribute('overshoot', 'sideways'));
      assert.match((await waitForEvent(page, 'error', 'report', { since })).message, /overshoot/);
      since = await eventCount(page);
      await page.evaluate(() => document.getElementById('report').setAttribute('mode', 'fly'));
      assert.match((await waitForEvent(page, 'error', 'report', { since })).message, /mode must be view, solve, play, analyze, bfs or design/);
      for (const bad of ['-1', 'abc', '0', '1000']) {
        since = await eventCount(page);
        await page.evaluate((v) => document.getElementById('report').setAttribute('speed', v), bad);
        const said = (await waitForEvent(page, 'error', 'report', { since })).message;
        assert.ok(said.includes(`speed must be a number above 0 and at most 20 (1 is normal), not '${bad}'`), said);
      }

      // A first board that is bad leaves a readable message, not an empty box.
      since = await eventCount(page);
      await page.evaluate(() => {
        const el = document.createElement('snakes-ladders');
        el.id = 'fresh';
        el.setAttribute('board', 'size banana');
        document.querySelector('main').append(el);
      });
      const first = await waitForEvent(page, 'error', 'fresh', { since });
      assert.ok((await shadowText(page, '#fresh', 'error')).includes(first.message.slice(1, 30)));
      const box = await page.evaluate(() => document.getElementById('fresh').getBoundingClientRect().height);
      assert.ok(box > 20, 'the message takes room on the page');
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });

  test('attribute changes re-render the widget', { timeout: TIMEOUT }, async () => {
    const session = await openTutorial();
    const { page } = session;
    try {
      // The page's rule picker sets the classic widget's overshoot attribute.
      const classic = jsonBoard('classic-1952.json');
      let since = await eventCount(page);
      await page.selectOption('#classic-overshoot', 'stay');
      const stay = await waitForEvent(page, 'solved', 'classic', { since });
      assert.equal(stay.minThrows, bfs(classic, { overshoot: 'stay' }));
      assertPathPlays(classic, stay, { overshoot: 'stay' });
      assert.equal(await page.evaluate(() => document.getElementById('classic').overshoot), 'stay', 'the property mirrors the attribute');

      // Turning the distance colouring off redraws the squares.
      const before = await widgetCanvas(page, '#report');
      await page.evaluate(() => { document.getElementById('report').distances = false; });
      await waitForRedraw(page, '#report', before.hash);

      // A new size builds a new world; the seed makes it reproducible.
      const world = await widgetCanvas(page, '#world');
      await page.evaluate(() => Object.assign(document.getElementById('world'), { size: 30, seed: 42 }));
      await page.waitForFunction(() => document.getElementById('world').boardInfo?.size === 30);
      const info = await page.evaluate(() => document.getElementById('world').boardInfo);
      assert.equal(info.seed, 42);
      await waitForRedraw(page, '#world', world.hash);

      // Switching mode shows the solution of the same board.
      since = await eventCount(page);
      await page.evaluate(() => { document.getElementById('world').mode = 'solve'; });
      const solved = await waitForEvent(page, 'solved', 'world', { since });
      const text = info.text;
      const board = { size: 30, jumps: nativeJumps(text) };
      assert.equal(solved.minThrows, bfs(board));
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });

  test('play mode: roll() fires move, autoplay plays to gameover', { timeout: TIMEOUT }, async () => {
    const session = await openTutorial();
    const { page } = session;
    try {
      const since = await eventCount(page);
      const move = await page.evaluate(() => document.getElementById('world').roll());
      assert.equal(move.player, 0);
      assert.ok(move.roll >= 1 && move.roll <= 6);
      assert.equal(typeof move.text, 'string');
      const fired = await waitForEvent(page, 'move', 'world', { since });
      assert.deepEqual(fired, move, 'the move event carries the move roll() resolved to');
      await page.evaluate(() => Object.assign(document.getElementById('world'), { speed: 20, autoplay: true }));
      const over = await waitForEvent(page, 'gameover', 'world', { since, timeoutMs: 45_000 });
      const moves = await page.evaluate((s) => window.__events.slice(s).filter((e) => e.type === 'move' && e.id === 'world').length, since);
      assert.equal(over.moves, moves, 'one move event per throw');
      assert.ok(['Red', 'Blue'].includes(over.name));
      const status = await shadowText(page, '#world', 'status');
      assert.match(status, /wins!/);
      // The end as the page shows it: confetti over the board and the ranking, whose figures are
      // counted again here from the move events (an independent reading of the game).
      await page.waitForFunction(() => document.getElementById('world').shadowRoot.querySelector('[part~="ranking"]'));
      const end = await page.evaluate((s) => {
        const w = document.getElementById('world');
        const root = w.shadowRoot;
        return {
          rows: [...root.querySelectorAll('[part~="ranking"] tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent)),
          confetti: !!root.querySelector('[part~="frame"] canvas.celebration'),
          players: root.querySelector('[part~="players"]').hidden,
          size: w.boardInfo.size,
          moves: window.__events.slice(s).filter((e) => e.type === 'move' && e.id === 'world').map((e) => e.detail),
        };
      }, since);
      assert.ok(end.confetti, 'confetti over the board');
      assert.ok(end.players, 'the ranking stands in for the list of players');
      assert.equal(end.rows.length, 2);
      assert.equal(end.rows[0][0], `1. ${over.name}`, 'the winner first');
      assert.equal(end.rows[0][1], String(end.size), 'on the last square');
      for (const [who, , throws, ladders, snakes] of end.rows) {
        const name = who.replace(/^\d+\. /, '');
        const mine = end.moves.filter((m) => m.name === name);
        const jumps = mine.flatMap((m) => m.jumps);
        assert.deepEqual([Number(throws), Number(ladders), Number(snakes)],
          [mine.length, jumps.filter(([a, b]) => b > a).length, jumps.filter(([a, b]) => b < a).length], who);
      }
      // A new game takes the end away.
      await page.evaluate(() => Object.assign(document.getElementById('world'), { autoplay: false }).newGame());
      assert.deepEqual(await page.evaluate(() => {
        const root = document.getElementById('world').shadowRoot;
        return [!!root.querySelector('[part~="ranking"]'), !!root.querySelector('canvas.celebration'), root.querySelector('[part~="players"]').hidden];
      }), [false, false, false]);
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });

  test('play mode: a players attribute that is a number but no count is refused by name; the game goes on', { timeout: TIMEOUT }, async () => {
    const session = await openTutorial();
    const { page } = session;
    try {
      // The world is drawn at random: a ladder may end the game in one throw, which shows the
      // ranking in place of the players. A game in progress is what this is about.
      let first = await page.evaluate(() => document.getElementById('world').roll());
      for (let games = 1; first.winner != null && games < 20; games++) {
        first = await page.evaluate(() => document.getElementById('world').newGame().then(() => document.getElementById('world').roll()));
      }
      assert.ok(first.winner == null, 'a game in progress');
      const players = () => shadowText(page, '#world', 'players');
      const before = await players();
      for (const bad of ['3.5', '-2', '2e0']) {
        const since = await eventCount(page);
        await page.evaluate((v) => document.getElementById('world').setAttribute('players', v), bad);
        const said = (await waitForEvent(page, 'error', 'world', { since })).message;
        assert.equal(said, `players must be a count of players or names separated by commas, not '${bad}'`);
        assert.equal(await players(), before, `the game in progress stays (${bad} is no player's name)`);
      }
      // The game on show is still the one with the first throw: the next throw is the second player's.
      assert.equal((await page.evaluate(() => document.getElementById('world').roll())).player, first.player + 1);
      const since = await eventCount(page);
      await page.evaluate(() => document.getElementById('world').setAttribute('players', 'Ann, 3.5'));
      await page.waitForFunction(() => /Ann.*3\.5/.test(document.getElementById('world').shadowRoot.querySelector('[part~="players"]').textContent));
      assert.equal(await page.evaluate((s) => window.__events.slice(s).filter((e) => e.type === 'error' && e.id === 'world').length, since), 0,
        'a number among names is a name');
      // Players who share a name are told apart by their number, as on the page.
      await page.evaluate(() => document.getElementById('world').setAttribute('players', 'Sam, sam , Sal'));
      await page.waitForFunction(() => /Sal/.test(document.getElementById('world').shadowRoot.querySelector('[part~="players"]').textContent));
      const shared = await page.evaluate(() => [...document.getElementById('world').shadowRoot.querySelectorAll('[part~="players"] li')].map((li) => li.textContent));
      assert.deepEqual(shared.map((t) => t.replace(/: .*$/, '')), ['Sam 1', 'sam 2', 'Sal']);
      // Each with its token as the board draws it, the label inside: "Sam 1" has the token marked
      // 1, and the text does not say it again ("Sam 1 (1)").
      const tokens = await page.evaluate(() => [...document.getElementById('world').shadowRoot.querySelectorAll('[part~="players"] li .swatch')]
        .map((s) => getComputedStyle(s, '::after').content));
      assert.deepEqual(tokens, ['"1"', '"2"', '"3"']);
      assert.ok(shared.every((t) => !/\(/.test(t)), shared.join(' | '));
      const move = await page.evaluate(() => document.getElementById('world').roll());
      assert.match(move.text, /^Sam 1 /, move.text);
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });

  test('start="one" and "ONE" label the start as square 1, as the core\'s tokens and first move have it', { timeout: TIMEOUT }, async () => {
    const session = await open(browser, `${site.url}examples/start-one.html`);
    const { page } = session;
    try {
      for (const id of ['one', 'ONE', 'off']) await waitForDrawn(page, `#${id}`);
      for (const id of ['one', 'ONE', 'off']) {
        const sel = `#${id}`;
        const onOne = id !== 'off';
        await page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector('canvas').dataset.tokens, sel);
        const tokens = await page.evaluate((s) => document.querySelector(s).shadowRoot.querySelector('canvas').dataset.tokens, sel);
        assert.equal(tokens, onOne ? '0:1 1:1' : '0:0 1:0', `${id}: the tokens stand where the core put them`);
        const label = await page.evaluate((s) => document.querySelector(s).debug.startLabel, sel);
        if (onOne) assert.match(label, /square 1/, `${id}: the start strip names square 1`);
        else assert.match(label, /off the board|^Start$/, `${id}: the start strip says off the board`);
        // The board read from the keyboard starts where the tokens wait, in words.
        await page.evaluate((s) => document.querySelector(s).shadowRoot.querySelector('canvas').focus(), sel);
        await page.keyboard.press('ArrowRight');
        const said = await page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector('[aria-live]').textContent, sel);
        if (onOne) assert.match(await said.jsonValue(), /^Square 1\b/, `${id}: the first square read is square 1`);
        else assert.match(await said.jsonValue(), /^Start, off the board/, `${id}: the first square read is the start`);
        const move = await page.evaluate((s) => document.querySelector(s).roll(), sel);
        assert.equal(move.from, onOne ? 1 : 0, `${id}: the first throw starts from ${onOne ? 'square 1' : 'off the board'}`);
        assert.match(move.text, onOne ? / 1 to / : / the start to | to /, move.text);
      }
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });

  test('keyboard: the board reads squares, Enter steps, buttons are reachable; widgets stay independent', { timeout: TIMEOUT }, async () => {
    const session = await openTutorial();
    const { page } = session;
    try {
      await page.evaluate(() => { document.getElementById('classic').speed = 8; });
      await page.evaluate(() => document.getElementById('classic').shadowRoot.querySelector('canvas').focus());
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => /^Start, off the board: 7 throws to the end at best\.$/.test(
        document.getElementById('classic').shadowRoot.querySelector('[aria-live]').textContent));
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => /Square 1: the foot of a ladder up to 38/.test(
        document.getElementById('classic').shadowRoot.querySelector('[aria-live]').textContent));
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.getElementById('classic').shadowRoot.querySelectorAll('.rolls li.done').length === 1
        && !document.getElementById('classic').debug.animating);
      assert.match(await shadowText(page, '#classic', 'step'), /^Throw 1 of 7: roll 4, the start → 4, ladder up to 14\.$/);
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.getElementById('classic').shadowRoot.activeElement?.textContent);
      assert.equal(focused, 'Step', 'Tab moves from the board to the buttons');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.getElementById('classic').shadowRoot.querySelectorAll('.rolls li.done').length === 2);
      const other = await page.evaluate(() => document.getElementById('leetcode').shadowRoot.querySelectorAll('.rolls li.done').length);
      assert.equal(other, 4, 'stepping one widget leaves the others as they were (whole path shown)');
      const live = await page.evaluate(() => document.getElementById('classic').shadowRoot.querySelector('[aria-live="polite"]') !== null);
      assert.ok(live, 'results go to a polite live region');
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });

  test('removed from the page, a widget frees its wasm objects and stops animating', { timeout: TIMEOUT }, async () => {
    const session = await openTutorial();
    const { page } = session;
    try {
      const before = await page.evaluate(() => customElements.get('snakes-ladders').debug);
      // Start the classic board's path animation, then take the widget out mid-walk.
      await page.evaluate(() => {
        const el = document.getElementById('classic');
        el.speed = 0.5;
        el.shadowRoot.querySelector('[part~="play-button"]').click();
      });
      await page.waitForFunction(() => document.getElementById('classic').debug.animating);
      await page.waitForFunction(() => document.getElementById('classic').debug.frames > 10);
      const removed = await page.evaluate(() => {
        const el = document.getElementById('classic');
        window.__removed = el;
        el.remove();
        return el.debug;
      });
      assert.equal(removed.animating, false, 'the animation is stopped');
      assert.equal(removed.boards, 0, 'its board is freed');
      await page.waitForTimeout(600);
      const later = await page.evaluate(() => window.__removed.debug);
      assert.equal(later.frames, removed.frames, 'no animation frame runs after removal');
      const globals = await page.evaluate(() => customElements.get('snakes-ladders').debug);
      assert.equal(globals.boards, before.boards - 1, 'one wasm board fewer on the page');
      assert.equal(globals.widgets, before.widgets - 1);

      // The play widget frees its game too; put back, a widget builds everything again.
      await page.evaluate(() => { window.__world = document.getElementById('world'); window.__world.remove(); });
      const afterWorld = await page.evaluate(() => customElements.get('snakes-ladders').debug);
      assert.equal(afterWorld.games, before.games - 1, 'the game is freed');
      const since = await eventCount(page);
      await page.evaluate(() => document.querySelector('main').append(window.__removed));
      await waitForEvent(page, 'solved', 'classic', { since });
      await waitForDrawn(page, '#classic');
      assert.equal((await page.evaluate(() => customElements.get('snakes-ladders').debug)).boards, before.boards - 1);
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });

  test('payloads in attributes and text never run (even without a CSP to stop them)', { timeout: TIMEOUT }, async () => {
    // Under the CSP on the tutorial; without one on the fixture page, where injected markup would run.
    for (const [s, url] of [[site, 'examples/tutorial.html'], [plainSite, 'examples/widget-fixture.html']]) {
      const session = s === site ? await openTutorial() : await open(browser, `${s.url}${url}`);
      const { page } = session;
      try {
        if (s === plainSite) await waitForDrawn(page, '#styled');
        const since = await eventCount(page);
        await page.evaluate(() => {
          const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
          const a = document.createElement('snakes-ladders');
          a.id = 'xss-attr';
          a.setAttribute('board', payload);
          const b = document.createElement('snakes-ladders');
          b.id = 'xss-text';
          b.textContent = payload;
          const c = document.createElement('snakes-ladders');
          c.id = 'xss-players';
          c.setAttribute('mode', 'play');
          c.setAttribute('controls', '');
          c.setAttribute('players', '<img src=x onerror="window.__xss=3">, Bo');
          document.body.append(a, b, c);
        });
        await waitForEvent(page, 'error', 'xss-attr', { since });
        await waitForEvent(page, 'error', 'xss-text', { since });
        await waitForDrawn(page, '#xss-players');
        await page.waitForTimeout(300);
        const result = await page.evaluate(() => ({
          xss: window.__xss,
          markup: ['xss-attr', 'xss-text', 'xss-players'].map((id) => document.getElementById(id).shadowRoot.querySelectorAll('img, script').length),
          text: document.getElementById('xss-attr').shadowRoot.querySelector('[part~="error"]').textContent,
          players: document.getElementById('xss-players').shadowRoot.querySelector('[part~="players"]').textContent,
        }));
        assert.equal(result.xss, undefined, 'no payload ran');
        assert.deepEqual(result.markup, [0, 0, 0], 'no markup was made from the payloads');
        assert.match(result.text, /found '<img'/, 'the message quotes the text as text');
        assert.match(result.players, /<img src=x/, 'a name is shown as text');
        if (s === site) await assertClean(session);
      } finally {
        await session.context.close();
      }
    }
  });

  test('the page\'s CSS does not leak in, the widget\'s does not leak out; custom properties and ::part style it', { timeout: TIMEOUT }, async () => {
    const session = await open(browser, `${plainSite.url}examples/widget-fixture.html`);
    const { page } = session;
    try {
      await waitForDrawn(page, '#styled');
      const styles = await page.evaluate(() => {
        const root = document.getElementById('styled').shadowRoot;
        const cs = (el) => getComputedStyle(el);
        const step = root.querySelector('[part~="step-button"]');
        const reset = root.querySelector('[part~="reset-button"]');
        const canvas = root.querySelector('canvas');
        const status = root.querySelector('[part~="status"]');
        const outsideP = document.querySelector('body > p.status');
        const outsideB = document.querySelector('body > button.primary');
        return {
          stepBg: cs(step).backgroundColor, stepRadius: cs(step).borderTopLeftRadius,
          resetBg: cs(reset).backgroundColor, resetTransform: cs(reset).textTransform,
          canvasDisplay: cs(canvas).display, statusColor: cs(status).color,
          outsidePDisplay: cs(outsideP).display, outsidePWeight: cs(outsideP).fontWeight,
          outsideBRadius: cs(outsideB).borderTopLeftRadius,
        };
      });
      assert.notEqual(styles.resetBg, 'rgb(255, 0, 0)', 'page rules for button do not reach the widget\'s buttons');
      assert.equal(styles.resetTransform, 'none', 'nor inherited text styles');
      assert.equal(styles.canvasDisplay, 'block', 'page rules for canvas do not hide the board');
      assert.notEqual(styles.statusColor, 'rgb(0, 255, 0)');
      assert.equal(styles.stepBg, 'rgb(255, 0, 255)', '--snakes-ladders-accent colours the primary button');
      assert.equal(styles.stepRadius, '0px', '::part(button) reaches the buttons');
      assert.equal(styles.outsidePDisplay, 'block', 'the widget\'s .status rule does not style page paragraphs');
      assert.notEqual(styles.outsidePWeight, '700', 'nor its .headline rule');
      assert.notEqual(styles.outsideBRadius, '10px', 'nor its button rule the page\'s buttons');
    } finally {
      await session.context.close();
    }
  });

  test('the widget\'s transfer size (JS + wasm, gzipped) is measured', { timeout: TIMEOUT }, async (t) => {
    const session = await openTutorial();
    try {
      const files = [...new Set(session.responses
        .map((r) => new URL(r.url).pathname)
        .filter((p) => p.startsWith('/www/') && /\.(m?js|wasm|css)$/.test(p)))];
      const rows = files.map((p) => {
        const buf = readFileSync(join(snapshot, p));
        return { file: p.slice(1), raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
      });
      const total = rows.reduce((a, r) => ({ raw: a.raw + r.raw, gzip: a.gzip + r.gzip }), { raw: 0, gzip: 0 });
      const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
      for (const r of rows) t.diagnostic(`${r.file.padEnd(32)} ${kib(r.raw).padStart(10)} ${kib(r.gzip).padStart(10)} gz`);
      t.diagnostic(`widget total: ${kib(total.raw)} raw, ${kib(total.gzip)} gzipped, ${rows.length} files`);
      assert.ok(rows.some((r) => r.file.endsWith('.wasm')), 'the wasm is among the widget\'s files');
      assert.ok(rows.some((r) => r.file === 'www/snakes-ladders.js'));
      assert.ok(!rows.some((r) => /app\.js|controls\.js|state\.js|style\.css/.test(r.file)), 'the widget loads none of the page\'s own modules');
      assert.ok(total.gzip < 1024 * 1024, 'well under a megabyte gzipped');
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });

  test('screenshots of the tutorial: desktop and phone, light and dark', { timeout: TIMEOUT * 2 }, async () => {
    for (const [name, width] of [['desktop', 1280], ['phone', 375]]) {
      for (const colorScheme of ['light', 'dark']) {
        const session = await openTutorial({ width, height: 900, colorScheme });
        try {
          const overflow = await session.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `${name} ${colorScheme}: no sideways scrolling (${overflow}px too wide)`);
          await session.page.waitForTimeout(300);
          await screenshot(session.page, `widget-tutorial-${name}-${colorScheme}`);
          await assertClean(session);
        } finally {
          await session.context.close();
        }
      }
    }
  });
});

describe('<snakes-ladders> in the reader\'s language (lang)', () => {
  const LANG_IDS = ['fr', 'de', 'ar', 'xx'];
  /** examples/languages.html under the strict CSP, every widget drawn. */
  async function openLanguages() {
    const session = await open(browser, `${site.url}examples/languages.html`);
    for (const id of LANG_IDS) await waitForDrawn(session.page, `#${id}`);
    return session;
  }
  /** What a widget shows of itself: its buttons, status, players' label, canvas label, dir and lang. */
  const shown = (page, id) => page.evaluate((i) => {
    const w = document.getElementById(i);
    const root = w.shadowRoot;
    const part = (p) => root.querySelector(`[part~="${p}"]`);
    return {
      roll: part('roll-button').textContent, newGame: part('newGame-button').textContent,
      status: part('status').querySelector('.headline')?.textContent ?? '', players: part('players').getAttribute('aria-label'),
      playersText: part('players').textContent, role: part('board').getAttribute('aria-roledescription'),
      dir: w.getAttribute('dir'), lang: w.words.lang, start: w.debug.startLabel,
    };
  }, id);
  const live = (page, id) => page.evaluate((i) => document.getElementById(i).shadowRoot.querySelector('[aria-live]').textContent, id);

  test('lang="fr": its buttons, turn, players and announcements are French', { timeout: TIMEOUT }, async () => {
    const session = await openLanguages();
    const { page } = session;
    try {
      const fr = await shown(page, 'fr');
      assert.equal(fr.lang, 'fr');
      assert.deepEqual([fr.roll, fr.newGame, fr.role, fr.dir], ['Lancer', 'Nouvelle partie', 'plateau', 'ltr']);
      assert.equal(fr.status, 'À Ana de lancer', 'the turn');
      assert.match(fr.playersText, /^Ana\u00a0: départBo\u00a0: départ$/, 'the players at the start');
      assert.match(fr.start, /^Départ/, 'the start strip on the board');
      // New game is announced in the live region in French, the players listed as French lists them.
      await page.evaluate(() => document.getElementById('fr').newGame());
      await page.waitForFunction(() => /^Nouvelle partie/.test(document.getElementById('fr').shadowRoot.querySelector('[aria-live]').textContent));
      assert.equal(await live(page, 'fr'), 'Nouvelle partie\u00a0: Ana et Bo. À Ana de lancer.');
      const move = await page.evaluate(() => document.getElementById('fr').roll());
      const squares = await shown(page, 'fr');
      assert.match(squares.playersText, new RegExp(`^Ana\u00a0: ${move.to === 0 ? 'départ' : `case ${move.to}`}Bo\u00a0: départ$`), 'a player\'s square after the throw');
      assert.equal(squares.status.startsWith(move.again ? 'À Ana' : 'À Bo de lancer'), true, squares.status);
      // The English widget on the same page is unaffected.
      const xx = await shown(page, 'xx');
      assert.deepEqual([xx.roll, xx.newGame, xx.status], ['Roll', 'New game', 'Ana to roll']);
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });

  // The move is the core's narration by code (Move.said), worded in the element's language.
  test('lang="fr": the move announced in the live region is narrated in French', { timeout: TIMEOUT }, async () => {
    const session = await openLanguages();
    const { page } = session;
    try {
      const move = await page.evaluate(() => document.getElementById('fr').roll());
      await page.waitForFunction(() => document.getElementById('fr').shadowRoot.querySelector('[aria-live]').textContent !== '');
      const said = await live(page, 'fr');
      assert.doesNotMatch(said, /\brolled\b|\bclimbed\b|\bslid\b/, `the narration is not the core's English: ${said}`);
      assert.match(said, new RegExp(`\\b${move.roll}\\b`), 'it says the roll');
      assert.match(said, /Ana/, 'and who threw');
    } finally {
      await session.context.close();
    }
  });

  test('a widget inside <div lang="de"> speaks German, and follows its ancestor\'s and its own lang when they change', { timeout: TIMEOUT }, async () => {
    const session = await openLanguages();
    const { page } = session;
    try {
      const de = await shown(page, 'de');
      assert.equal(de.lang, 'de');
      assert.deepEqual([de.roll, de.newGame, de.status, de.players], ['Würfeln', 'Neue Partie', 'Ana ist an der Reihe', 'Spieler']);
      const before = await page.evaluate(() => document.getElementById('de').roll());
      // The ancestor's lang changes: the widget is re-worded, its game kept.
      await page.evaluate(() => { document.getElementById('de').parentElement.lang = 'es'; });
      await page.waitForFunction(() => document.getElementById('de').words.lang === 'es');
      const es = await shown(page, 'de');
      assert.deepEqual([es.roll, es.newGame], ['Tirar', 'Nueva partida']);
      assert.match(es.status, /^(Le toca tirar a Bo|Le toca tirar a Ana)$/, es.status);
      // Its own lang wins over the ancestor's.
      await page.evaluate(() => { document.getElementById('de').lang = 'zh-CN'; });
      await page.waitForFunction(() => document.getElementById('de').words.lang === 'zh-CN');
      assert.equal((await shown(page, 'de')).roll, '掷骰子');
      const after = await page.evaluate(() => document.getElementById('de').roll());
      assert.notEqual(after.player === before.player && !before.again, true, 'the game went on: the next throw is the next player\'s');
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });

  test('lang="fr" names players given by count after their colours in French; the ranking at the end is worded again when lang changes', { timeout: TIMEOUT }, async () => {
    const session = await openLanguages();
    const { page } = session;
    try {
      await page.evaluate(() => {
        const w = document.createElement('snakes-ladders');
        const attrs = { id: 'end', lang: 'fr', mode: 'play', controls: '', seed: '5', players: '2', board: 'size 30\n3 -> 22\n27 -> 1\n12 -> 28\n25 -> 6' };
        for (const [k, v] of Object.entries(attrs)) w.setAttribute(k, v);
        document.body.append(w);
      });
      await waitForDrawn(page, '#end');
      assert.match((await shown(page, 'end')).playersText, /^Rouge\u00a0: départBleu\u00a0: départ$/, 'the seats\' names in French');
      await page.evaluate(() => Object.assign(document.getElementById('end'), { speed: 20, autoplay: true }));
      await page.waitForFunction(() => document.getElementById('end').shadowRoot.querySelector('[part~="ranking"]'), null, { timeout: 45_000 });
      const ranking = () => page.evaluate(() => {
        const table = document.getElementById('end').shadowRoot.querySelector('[part~="ranking"]');
        return { caption: table.querySelector('caption').textContent, heads: [...table.querySelectorAll('thead th')].map((t) => t.textContent),
          names: [...table.querySelectorAll('tbody th')].map((t) => t.textContent.replace(/^\d+\. /, '')).sort() };
      });
      const fr = await ranking();
      assert.deepEqual([fr.heads[0], fr.names], ['Joueur', ['Bleu', 'Rouge']], JSON.stringify(fr));
      await page.evaluate(() => { document.getElementById('end').lang = 'de'; });
      await page.waitForFunction(() => document.getElementById('end').words.lang === 'de');
      const de = await ranking();
      assert.deepEqual(de, {
        caption: 'Endstand: die Würfe jedes Spielers, die erklommenen Leitern und die getroffenen Schlangen.',
        heads: ['Spieler', 'Feld', 'Würfe', 'Leitern', 'Schlangen'], names: ['Bleu', 'Rouge'],
      }, 'the ranking in German, the players keeping the names they played under');
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });

  test('lang="ar" lays the element out right to left; the board is drawn as in English, not mirrored', { timeout: TIMEOUT }, async () => {
    const session = await openLanguages();
    const { page } = session;
    try {
      const ar = await shown(page, 'ar');
      assert.equal(ar.lang, 'ar');
      assert.equal(ar.dir, 'rtl', 'the element\'s dir');
      assert.equal(ar.roll, 'ارمِ النرد');
      const layout = await page.evaluate(() => {
        const root = document.getElementById('ar').shadowRoot;
        const cs = (p) => getComputedStyle(root.querySelector(`[part~="${p}"]`));
        return { status: cs('status').direction, frame: cs('frame').direction, canvas: cs('board').transform };
      });
      assert.deepEqual(layout, { status: 'rtl', frame: 'ltr', canvas: 'none' }, 'words right to left, the board\'s frame left to right');
      // Pixel for pixel, the rows above the start strip (squares 7 to 30 on this 6 x 5 board) are
      // those of the same board in English: square 30 top left, nothing mirrored.
      const rows = (id) => page.evaluate((i) => {
        const c = document.getElementById(i).shadowRoot.querySelector('canvas');
        const h = Math.floor(c.height * 0.6);
        const data = c.getContext('2d').getImageData(0, 0, c.width, h).data;
        let hash = 0;
        for (let k = 0; k < data.length; k += 4) hash = (Math.imul(hash, 31) + data[k] * 65536 + data[k + 1] * 256 + data[k + 2]) | 0;
        return `${c.width}x${c.height}:${hash}`;
      }, id);
      await page.waitForTimeout(300);
      assert.equal(await rows('ar'), await rows('xx'), 'the board\'s squares, numbers, snakes and ladders are where they are in English');
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });

  test('a language the widget does not speak (lang="xx") is English, without an error', { timeout: TIMEOUT }, async () => {
    const session = await openLanguages();
    const { page } = session;
    try {
      const xx = await shown(page, 'xx');
      assert.deepEqual([xx.lang, xx.dir, xx.roll, xx.newGame, xx.role, xx.players], ['en', 'ltr', 'Roll', 'New game', 'board', 'Players']);
      const errors = await page.evaluate(() => window.__events.filter((e) => e.type === 'error'));
      assert.deepEqual(errors, [], 'no error event');
      assert.equal(await shadowText(page, '#xx', 'error'), null, 'no error shown');
      await assertClean(session);
    } finally {
      await session.context.close();
    }
  });
});

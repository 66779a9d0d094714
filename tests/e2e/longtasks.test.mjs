// No input within the page's limits holds the main thread for more than 200 ms (issue 17):
// Chromium reports every task over 50 ms to a PerformanceObserver of type 'longtask', recorded
// here from before the page's scripts run. Each test takes one worst case the limits allow
// (core.limits() and the page's text limits): the most LeetCode grids one paste may hold (the
// shortest grid, with nothing between grids, up to the link limit), then solved; the largest
// board the page draws with the longest path there is on it (the fewest faces the core allows);
// a saved game of the most moves a game may hold; the analysis of the largest board. Texts are
// pasted as a person does, by a paste event. The figures are printed, so a run shows how close
// each case comes; the long tasks counted are those from the start of the person's action.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertClean, bfs, leetcodeBoard, openSession, settled, siteForTests, text } from './page-kit.mjs';

const TIMEOUT = 300_000;
const LIMIT_MS = 200;

const env = siteForTests();

/** Runs in the page before its scripts: every long task, with when it started. */
function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Opens the page with the recorder in place; resolves to the session. */
async function session() {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await context.addInitScript(recordLongTasks);
  const s = await openSession(env.browser, env.site.url, { context });
  return { ...s, close: () => context.close() };
}

/** Marks the start of a measured step: long tasks before it are not counted. */
const mark = (page) => page.evaluate(() => { window.__from = performance.now(); });

/** The long tasks since the mark, longest first. */
const longTasks = (page) => page.evaluate(() => window.__longTasks
  .filter((t) => t.start >= window.__from).map((t) => Math.round(t.ms)).sort((a, b) => b - a));

/** The longest task since the mark (0 when none), printing what there was. */
async function longestTask(page, what) {
  // A task still running is reported when it ends: give the observer a frame to deliver it.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
  const tasks = await longTasks(page);
  console.log(`${what}: ${tasks.length} long tasks, longest ${tasks[0] ?? 0} ms (${tasks.slice(0, 8).join(', ')})`);
  return tasks[0] ?? 0;
}

/**
 * Runs a case up to three times; it passes when one run has no task reaching LIMIT_MS. Long
 * tasks are wall time, and on a shared 2-core machine another process can stretch a task past
 * the line now and then (traces showed 190 ms on the wall for 65 ms on the page's thread); a
 * page that really holds the thread does so every time. Every run's figure is printed, and
 * every run must pass the case's other checks.
 */
async function withinLimit(what, once) {
  const longest = [];
  for (let run = 0; run < 3; run++) {
    longest.push(await once());
    if (longest.at(-1) < LIMIT_MS) return;
  }
  assert.fail(`${what}: the longest task held the page ${longest.join(', ')} ms in three runs (limit ${LIMIT_MS} ms)`);
}

/**
 * Pastes `board` over the whole text box as a person does: a paste event carrying the text. A
 * page that takes the paste itself (a long text) cancels the event; otherwise the browser
 * would insert the text and fire one input event, done here since a script's paste event
 * inserts nothing.
 */
async function paste(page, board) {
  await page.evaluate((b) => {
    const box = document.getElementById('board-text');
    box.focus();
    box.select();
    const data = new DataTransfer();
    data.setData('text/plain', b);
    const e = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    if (!box.dispatchEvent(e)) return;
    box.value = b;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }, board);
}

/** The page's limits, from the core (never repeated here): maxSquares, maxMoves, ... */
const limits = (page) => page.evaluate(async () => (await import('./www/pkg/snakes_ladders.js')).limits());

describe('no task over 200 ms on the worst inputs within the limits', () => {
  test('a paste of the most LeetCode grids the text box takes, then Solve', { timeout: 3 * TIMEOUT }, () => withinLimit('a paste of the most LeetCode grids the text box takes, then Solve', async () => {
    const s = await session();
    try {
      const { page } = s;
      // 2 x 2 grids, the shortest a LeetCode grid is written (a cell's target in one digit where
      // it may be), one after another with nothing between them (the reader needs no separator,
      // so the page's line limit does not bind): as many as fit in the page's link limit.
      const grid = '[[-1,4],[4,4]]';
      const limit = 2_000_000; // MAX_BOARD_TEXT, www/state.js: the longest text, in a link or as typed
      const fits = await page.evaluate(([g, max]) => {
        const linked = (n) => new URLSearchParams([['board', g.repeat(n)]]).toString().length - 'board='.length;
        let lo = 1, hi = Math.ceil(max / g.length);
        while (lo < hi) {
          const mid = Math.ceil((lo + hi) / 2);
          if (linked(mid) <= max) lo = mid; else hi = mid - 1;
        }
        return lo;
      }, [grid, limit]);
      assert.ok(fits > 60_000, `${fits} grids fit`);
      const board = grid.repeat(fits);
      await mark(page);
      await paste(page, board);
      // The text is read (its boards are listed for picking), then Solve answers every board.
      await page.waitForFunction((n) => document.getElementById('board-pick').options[0]?.textContent === `1 of ${n} (4 squares)`,
        fits, { timeout: 240_000, polling: 100 });
      await page.click('#solve-button');
      await page.waitForFunction((n) => document.getElementById('answers-status').textContent === `${n.toLocaleString('en')} boards in the text.`,
        fits, { timeout: 240_000, polling: 100 });
      await settled(page);
      assert.equal(await text(page, '#parse-error'), '');
      assert.equal(await text(page, '#detected-format'), 'leetcode');
      // The listed answers, from the workers, against a breadth-first search written from the rules.
      const want = String(bfs(leetcodeBoard(JSON.parse(grid)), { start: '1', overshoot: 'stay', jumps: 'single' }));
      const answers = await page.$$eval('#answers-table tbody .answer-value', (td) => td.map((x) => x.textContent));
      assert.equal(answers.length, 200);
      assert.deepEqual([...new Set(answers)], [want]);
      const longest = await longestTask(page, `paste of ${fits} LeetCode grids, read and every one solved`);
      await assertClean(s);
      return longest;
    } finally {
      await s.close();
    }
  }));

  test('the largest board the page draws, solved, with its longest path listed', { timeout: 3 * TIMEOUT }, () => withinLimit('the largest board the page draws, solved, with its longest path listed', async () => {
    const s = await session();
    try {
      const { page } = s;
      const { maxSquares, minFaces } = await limits(page);
      // The page draws up to 10^6 squares (MAX_DRAWN_SQUARES); the core takes more, the text box
      // refuses them. A die of the fewest faces the core allows makes the longest path: a throw a square.
      const size = Math.min(maxSquares, 1_000_000);
      await mark(page);
      await paste(page, `size ${size}\n`);
      await page.waitForFunction((n) => document.getElementById('board-canvas').dataset.size === String(n), size, { timeout: 120_000 });
      await page.fill('#rule-faces', String(minFaces));
      await page.dispatchEvent('#rule-faces', 'change');
      await page.click('#solve-button');
      await page.waitForFunction(() => !document.getElementById('solve-result').hidden, null, { timeout: 120_000 });
      await settled(page, 120_000);
      await page.waitForTimeout(1000);
      const min = Number((await text(page, '#min-throws')).replace(/,/g, ''));
      assert.ok(min > 100_000, `a path of ${min} throws`);
      const longest = await longestTask(page, `a ${size}-square board drawn and solved, a path of ${min} throws`);
      await assertClean(s);
      return longest;
    } finally {
      await s.close();
    }
  }));

  test('a reload of a page showing a long board text, read again', { timeout: 3 * TIMEOUT }, () => withinLimit('a reload of a page showing a long board text, read again', async () => {
    const s = await session();
    try {
      const { page } = s;
      // About 1.5 MB of ladders i -> i + 5, four a line (the text box takes 50,000 lines) and
      // none chained, on the largest board the page draws: its link, about 2 MB, just within
      // the limit, keeps it in the tab (board-tab), and a reload reads it again.
      const size = 1_000_000;
      const lines = [`size ${size}`];
      for (let i = 2; i + 38 < size; i += 52) lines.push(`ladder ${[0, 11, 22, 33].map((d) => `${i + d} -> ${i + d + 5}`).join(', ')}`);
      const board = `${lines.join('\n')}\n`;
      await paste(page, board);
      await page.waitForFunction((n) => document.getElementById('board-canvas').dataset.size === String(n), size, { timeout: 120_000 });
      await settled(page, 120_000);
      assert.match(page.url(), /board-tab=/, 'the link names the long text by its key in this tab');
      await page.reload({ waitUntil: 'load' });
      await page.evaluate(() => { window.__from = 0; });
      await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
      await page.waitForFunction((n) => document.getElementById('board-canvas').dataset.size === String(n), size, { timeout: 120_000 });
      await settled(page, 120_000);
      assert.equal(await text(page, '#page-error'), '', 'the link is read again');
      assert.equal(await page.$eval('#board-text', (t) => t.value.length), board.length, 'the text is back in the box');
      const longest = await longestTask(page, `a reload with a ${board.length}-character board text`);
      await assertClean(s);
      return longest;
    } finally {
      await s.close();
    }
  }));

  test('a saved game of the most moves a game may hold, restored', { timeout: 3 * TIMEOUT }, () => withinLimit('a saved game of the most moves a game may hold, restored', async () => {
    const s = await session();
    try {
      const { page } = s;
      const { maxMoves } = await limits(page);
      // Every square but the last is a snake to square 1, and 10 is 9 away: nobody ever wins.
      const board = `size 10\n${[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n} -> 1`).join('\n')}\n`;
      await paste(page, board);
      await page.waitForFunction(() => document.getElementById('board-canvas').dataset.size === '10');
      await page.click('#tab-play');
      await page.fill('#game-seed', '5');
      await page.click('#new-game');
      await settled(page);
      await page.evaluate(async ([text, moves]) => {
        const key = 'snakes-ladders/game/v1';
        const entry = JSON.parse(localStorage.getItem(key));
        const m = await import('./www/pkg/snakes_ladders.js');
        const game = new m.Game(m.Board.parse(text), {
          players: entry.setup.players.map((p) => p.name), rules: entry.setup.rules, seed: String(entry.seed),
        });
        game.rollMany(moves);
        localStorage.setItem(key, JSON.stringify({ ...entry, moves: game.movesMade, save: game.save() }));
      }, [board, maxMoves]);
      await page.reload({ waitUntil: 'load' });
      await page.evaluate(() => { window.__from = 0; });
      await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
      await settled(page, 240_000);
      assert.equal(await text(page, '#page-error'), '', 'the save replays to exactly what was saved');
      assert.equal(await text(page, '#log-note'), `The latest 200 of ${maxMoves.toLocaleString('en')} moves.`);
      const longest = await longestTask(page, `a saved game of ${maxMoves} moves restored`);
      await assertClean(s);
      return longest;
    } finally {
      await s.close();
    }
  }));

  test('the analysis of the largest board the page draws', { timeout: 3 * TIMEOUT }, () => withinLimit('the analysis of the largest board the page draws', async () => {
    const s = await session();
    try {
      const { page } = s;
      // Short snakes on every other square: the ill-conditioned family, at the page's largest size.
      const size = 1_000_000;
      const jumps = [];
      for (let i = 20; i < size; i += 2000) jumps.push(`${i} -> ${i - 13}`);
      await paste(page, `size ${size}\n${jumps.join('\n')}\n`);
      await page.waitForFunction((n) => document.getElementById('board-canvas').dataset.size === String(n), size, { timeout: 120_000 });
      await mark(page);
      await page.click('#tab-analyze');
      await page.locator('#analysis').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => ['ready', 'error'].includes(document.getElementById('analysis').dataset.state),
        null, { timeout: 240_000, polling: 200 });
      await settled(page);
      const longest = await longestTask(page, `the analysis of a ${size}-square board`);
      await assertClean(s);
      return longest;
    } finally {
      await s.close();
    }
  }));
});

// End-to-end tests of the page (index.html) in headless Chromium, reading what a person reads:
// the fewest throws, the steps, the warnings, the messages, the game log, and the board's
// pixels. Expected minimums come from the breadth-first search in page-kit.mjs, written from the
// rules, on the shared reference boards. Every test also fails on any console error, uncaught
// exception or failed request. Screenshots (desktop and phone, light and dark) go to
// screenshots/page-*.png.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT } from '../../scripts/lib.mjs';
import { screenshot } from './harness.mjs';
import {
  assertClean, bfs, boardPixels, chains, hackerrankBoards, jsonBoard, leetcodeBoards, nativeBoard, openSession,
  pasteBoard, ready, settled, sharedText, siteForTests, solveOnPage, squarePoint, text, throwFrom, value,
} from './page-kit.mjs';

const AXE = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');
const TIMEOUT = 180_000;
/** Red against the computer: the tests that have the computer answer each throw (two people play by default). */
const VS_COMPUTER = '#player=h%3ARed&player=c%3ABlue';

const env = siteForTests();

/** The rules the page shows in its Rules card. */
const rulesShown = (page) => page.evaluate(() => ({
  start: document.getElementById('rule-start').value,
  overshoot: document.getElementById('rule-overshoot').value,
  jumps: document.getElementById('rule-jumps').value,
  faces: document.getElementById('rule-faces').value,
}));

/** Builds a world from the form, typing the seed as a person would. */
async function buildWorld(page, { rows, cols, snakes, ladders, seed }) {
  await page.fill('#gen-rows', String(rows));
  await page.fill('#gen-columns', String(cols));
  await page.fill('#gen-snakes', String(snakes));
  await page.fill('#gen-ladders', String(ladders));
  await page.fill('#seed', String(seed));
  const hashBefore = await page.evaluate(() => location.hash);
  await page.click('#new-world');
  await page.waitForFunction((h) => location.hash !== h || document.getElementById('generate-error').textContent !== '',
    hashBefore, { timeout: 10_000 }).catch(() => {});
  await settled(page);
  return {
    text: await value(page, '#board-text'),
    pixels: await boardPixels(page),
    seedShown: await value(page, '#seed'),
    error: await text(page, '#generate-error'),
    warnings: await text(page, '#board-warnings'),
  };
}

/** Each throw of the steps list, as the page words it: { roll, from, to } (from 0 = the start). */
function readSteps(steps) {
  return steps.map((s) => {
    const roll = Number(/^Roll (\d+)/.exec(s)?.[1]);
    const from = /^Roll \d+: the start/.test(s) ? 0 : Number(/^Roll \d+: (\d+)/.exec(s)?.[1]);
    const to = Number(/(\d+)\. Throws left: \d+\s→\s\d+\.$/u.exec(s)?.[1]);
    return { roll, from, to, text: s };
  });
}

/** Checks that the steps shown are a real game under `rules` that ends on the last square. */
function assertStepsPlay(board, steps, rules) {
  let at = rules.start === '1' ? 1 : 0;
  for (const step of readSteps(steps)) {
    assert.ok(Number.isInteger(step.roll) && step.roll >= 1, `a step names its roll: ${step.text}`);
    if (step.from !== at) assert.equal(step.from, at, `each throw starts where the last ended: ${step.text}`);
    const to = throwFrom(board, at, step.roll, rules);
    // "no move (it would pass the end)" steps name no squares; they stay put.
    if (!/no move/.test(step.text)) assert.equal(step.to, to, `roll ${step.roll} from ${at} under the rules: ${step.text}`);
    at = to;
  }
  assert.equal(at, board.size, 'the path shown ends on the last square');
}

describe('the page with a seed, pasted boards and their minimums', () => {
  let s;
  before(async () => { s = await openSession(env.browser, env.site.url); });
  after(async () => { await s?.close(); });

  test('the same world seed builds the same board; another seed builds another', { timeout: TIMEOUT }, async () => {
    const spec = { rows: 8, cols: 9, snakes: 6, ladders: 7 };
    const a = await buildWorld(s.page, { ...spec, seed: 4242 });
    assert.equal(a.error, '', 'the world builder accepts the request');
    assert.equal(a.seedShown, '4242', 'the seed field shows the seed used');
    assert.ok(a.pixels.nonBlank, 'the board is drawn');
    const board = nativeBoard(a.text);
    assert.equal(board.size, 72, `8 rows of 9 squares: ${a.text.slice(0, 60)}`);
    assert.equal(board.jumps.size, 13, '6 snakes and 7 ladders');
    assert.equal(chains(board).length, 0, 'a built world has no chains');
    assert.equal(a.warnings, '', 'and the page reports none');

    // Something else in between, then the same seed again.
    await pasteBoard(s.page, 'size 20\n2 -> 15');
    const b = await buildWorld(s.page, { ...spec, seed: 4242 });
    assert.equal(b.text, a.text, 'the same seed gives the same board text');
    assert.equal(b.pixels.hash, a.pixels.hash, 'and the same pixels');

    const c = await buildWorld(s.page, { ...spec, seed: 4243 });
    assert.equal(c.seedShown, '4243');
    assert.notEqual(c.text, a.text, 'another seed gives another board');
    assert.notEqual(c.pixels.hash, a.pixels.hash, 'drawn differently');

    // The built board's minimum, read on the page, is the reference BFS's.
    const solved = await solveOnPage(s.page);
    const expected = bfs(nativeBoard(c.text));
    assert.equal(solved.min, expected === null ? 'unreachable: the end cannot be reached' : String(expected));
    await assertClean(s);
  });

  test('classic-1952.json pasted: the minimum is the BFS answer under the default rules', { timeout: TIMEOUT }, async () => {
    const board = jsonBoard('classic-1952.json');
    await pasteBoard(s.page, sharedText('classic-1952.json'));
    assert.equal(await text(s.page, '#parse-error'), '');
    assert.equal(await text(s.page, '#detected-format'), 'json');
    assert.equal(await s.page.getAttribute('#board-canvas', 'data-size'), '100');
    assert.deepEqual(await rulesShown(s.page), { start: 'off-board', overshoot: 'bounce', jumps: 'single', faces: '6' });
    const solved = await solveOnPage(s.page);
    assert.equal(solved.min, String(bfs(board)), 'Fewest throws on the classic board');
    assert.equal(solved.steps.length, bfs(board), 'one step per throw');
    assertStepsPlay(board, solved.steps, {});
    await assertClean(s);
  });

  test('world-builder-example.json loads with its chains reported as warnings, and solves single or chained', { timeout: TIMEOUT }, async () => {
    const board = jsonBoard('world-builder-example.json');
    await pasteBoard(s.page, sharedText('world-builder-example.json'));
    assert.equal(await text(s.page, '#parse-error'), '', 'a board with chains still loads');
    const warnings = await s.page.$$eval('#board-warnings li', (li) => li.map((x) => x.textContent));
    const found = chains(board);
    assert.ok(found.length >= 2, 'the reference board has chains');
    for (const [[a, b], [, c]] of found) {
      // The core's note by code, worded by the page (its arrows the language's, en.ftl walk-arrow).
      const w = warnings.find((x) => x.includes(`${a} → ${b}`) && x.includes(`${b} → ${c}`));
      assert.ok(w, `the chain ${a} -> ${b} -> ${c} is reported; warnings: ${warnings.join(' | ')}`);
      assert.match(w, /chain/i);
    }
    let solved = await solveOnPage(s.page);
    assert.equal(solved.min, String(bfs(board)), 'single jumps');
    assertStepsPlay(board, solved.steps, {});
    await s.page.selectOption('#rule-jumps', 'chain');
    solved = await solveOnPage(s.page);
    assert.equal(solved.min, String(bfs(board, { jumps: 'chain' })), 'following chains');
    assertStepsPlay(board, solved.steps, { jumps: 'chain' });
    await s.page.selectOption('#rule-jumps', 'single');
    await assertClean(s);
  });

  test('report-30-squares.json with start on 1 and overshoot stay needs 3 throws', { timeout: TIMEOUT }, async () => {
    const board = jsonBoard('report-30-squares.json');
    const rules = { start: '1', overshoot: 'stay' };
    assert.equal(bfs(board, rules), board.expected, 'the reference BFS agrees with the report');
    await pasteBoard(s.page, sharedText('report-30-squares.json'));
    await s.page.selectOption('#rule-start', '1');
    await s.page.selectOption('#rule-overshoot', 'stay');
    const solved = await solveOnPage(s.page);
    assert.equal(solved.min, '3');
    assert.equal(solved.min, String(bfs(board, rules)));
    assertStepsPlay(board, solved.steps, rules);
    await assertClean(s);
  });

  test('hackerrank-quickest-way-up.txt: 3 for the first case, 5 for the second from the case picker', { timeout: TIMEOUT }, async () => {
    const cases = hackerrankBoards(sharedText('hackerrank-quickest-way-up.txt'));
    const rules = { start: '1', overshoot: 'stay' };
    assert.deepEqual(cases.map((b) => bfs(b, rules)), [3, 5], 'the reference BFS reproduces the puzzle\'s sample output');
    await pasteBoard(s.page, sharedText('hackerrank-quickest-way-up.txt'));
    assert.equal(await text(s.page, '#detected-format'), 'hackerrank');
    assert.match(await text(s.page, '#puzzle-rules-text'), /start on square 1, land exactly on the end/,
      'the page says it switched to the puzzle\'s rules');
    assert.deepEqual(await rulesShown(s.page), { start: '1', overshoot: 'stay', jumps: 'single', faces: '6' });
    let solved = await solveOnPage(s.page);
    assert.equal(solved.min, String(bfs(cases[0], rules)), 'first case');
    assertStepsPlay(cases[0], solved.steps, rules);
    assert.ok(await s.page.isVisible('#board-pick'), 'a picker offers the second case');
    assert.deepEqual(await s.page.$$eval('#board-pick option', (o) => o.map((x) => x.textContent)),
      ['1 of 2 (100 squares)', '2 of 2 (100 squares)']);
    await s.page.selectOption('#board-pick', '2');
    await s.page.waitForFunction(() => /[?&#]pick=2/.test(location.hash), null, { timeout: 10_000 });
    solved = await solveOnPage(s.page);
    assert.equal(solved.min, String(bfs(cases[1], rules)), 'second case');
    assertStepsPlay(cases[1], solved.steps, rules);
    await assertClean(s);
  });

  test('leetcode-909-examples.txt: 4 for the first board, 1 for the second', { timeout: TIMEOUT }, async () => {
    const boards = leetcodeBoards(sharedText('leetcode-909-examples.txt'));
    const rules = { start: '1', overshoot: 'stay' };
    assert.deepEqual(boards.map((b) => bfs(b, rules)), [4, 1], 'the reference BFS reproduces the file\'s answers');
    await pasteBoard(s.page, sharedText('leetcode-909-examples.txt'));
    assert.equal(await text(s.page, '#detected-format'), 'leetcode');
    assert.equal(await s.page.getAttribute('#board-canvas', 'data-size'), '36');
    let solved = await solveOnPage(s.page);
    assert.equal(solved.min, '4');
    assertStepsPlay(boards[0], solved.steps, rules);
    await s.page.selectOption('#board-pick', '2');
    await s.page.waitForFunction(() => document.getElementById('board-canvas').dataset.size === '4', null, { timeout: 10_000 });
    solved = await solveOnPage(s.page);
    assert.equal(solved.min, '1');
    assertStepsPlay(boards[1], solved.steps, rules);
    await assertClean(s);
  });

  test('a board\'s distances are searched for when first asked (a square read), not with each paste', { timeout: TIMEOUT }, async () => {
    const { page } = s;
    await pasteBoard(page, 'size 30\n3 -> 22\n27 -> 1');
    await settled(page);
    // The page's own core module (the same URL, so the same module): each search for every
    // square's distance is counted from here on.
    await page.evaluate(async () => {
      const core = await import(new URL('www/core/pkg/snakes_ladders.js', document.baseURI).href);
      const own = core.Board.prototype.distances;
      Object.assign(window, { distancesAsked: 0 });
      core.Board.prototype.distances = function (...args) {
        window.distancesAsked++;
        return own.apply(this, args);
      };
    });
    const asked = () => page.evaluate(() => window.distancesAsked);
    await pasteBoard(page, 'size 36\n4 -> 30\n33 -> 2');
    await settled(page);
    assert.equal(await page.getAttribute('#board-canvas', 'data-size'), '36');
    assert.equal(await asked(), 0, 'a board put on screen is not searched');
    const readSquare = async (n) => {
      const p = await squarePoint(page, n);
      await page.mouse.move(p.x, p.y);
      await page.waitForFunction((m) => document.getElementById('tooltip').textContent.startsWith(`Square ${m}.`), n, { timeout: 10_000 });
      return text(page, '#tooltip');
    };
    // (The analysis may add a sentence of its own after these.)
    assert.match(await readSquare(34), /^Square 34\. 1 throw to the end from here\./);
    assert.equal(await asked(), 1, 'reading a square searches once');
    assert.match(await readSquare(29), /^Square 29\. 2 throws to the end from here\./, 'no roll of a d6 goes from 29 to 36');
    assert.equal(await asked(), 1, 'and the distances are kept for the next square');
    await assertClean(s);
  });

  test('a bad paste shows its line and column and keeps the old board, which still solves', { timeout: TIMEOUT }, async () => {
    const board = jsonBoard('classic-1952.json');
    await s.page.selectOption('#rule-start', 'off-board');
    await s.page.selectOption('#rule-overshoot', 'bounce');
    await pasteBoard(s.page, sharedText('classic-1952.json'));
    // The board as it is with no answer: a text with a mistake withdraws the answer (its throw
    // marks and token go) and leaves this board. (Read after the frames that paint it.)
    const painted = () => s.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await painted();
    const before = await boardPixels(s.page);
    await solveOnPage(s.page);
    assert.notEqual((await boardPixels(s.page)).hash, before.hash, 'the answer shows on the board');
    const hashBefore = await s.page.evaluate(() => location.hash);

    await pasteBoard(s.page, 'size 10\n3 -> 99');
    let err = await text(s.page, '#parse-error');
    assert.match(err, /line 2, column 6/, `the message says where: ${err}`);
    assert.match(err, /99/, 'and names the bad square');
    assert.match(err, /The board on screen is the last one that could be read/);
    assert.ok(await s.page.isVisible('#parse-error'));
    assert.equal(await text(s.page, '#detected-format'), '–', 'a text that was not read is not shown as read in a format');

    const json = '{"size": 10, "ladders": [[2, x]]}';
    await pasteBoard(s.page, json);
    err = await text(s.page, '#parse-error');
    assert.match(err, new RegExp(`line 1, column ${json.indexOf('x') + 1}\\b`), `the JSON message points at the x: ${err}`);

    assert.equal(await s.page.evaluate(() => location.hash), hashBefore, 'the link still describes the old board');
    assert.equal(await s.page.getAttribute('#board-canvas', 'data-size'), '100');
    await painted();
    assert.equal((await boardPixels(s.page)).hash, before.hash, 'the old board, pixel for pixel, without the answer\'s marks');
    // Solve answers for the text in the box: a text that cannot be read gets no number.
    await s.page.click('#solve-button');
    await settled(s.page);
    assert.equal(await s.page.isVisible('#min-throws'), false, 'no answer for a text that cannot be read');
    assert.equal(await text(s.page, '#parse-error'), err, 'the message stays until the text is fixed');
    await pasteBoard(s.page, sharedText('classic-1952.json'));
    const solved = await solveOnPage(s.page);
    assert.equal(solved.min, String(bfs(board)), 'the board solves once its text is back');
    await assertClean(s);
  });
});

describe('solving, playing, sharing and reloading', () => {
  test('Solve animates the token along the path to the last square', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url, { reducedMotion: 'no-preference' });
    try {
      const { page } = s;
      const board = jsonBoard('report-30-squares.json');
      const rules = { start: '1', overshoot: 'stay' };
      await pasteBoard(page, sharedText('report-30-squares.json'));
      await page.selectOption('#rule-start', '1');
      await page.selectOption('#rule-overshoot', 'stay');
      await page.selectOption('#speed', '4');
      const before = await boardPixels(page);
      let sawAnimating = false;
      await page.click('#solve-button');
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && !sawAnimating) {
        sawAnimating = await page.evaluate(() => document.body.dataset.animating === '1'
          || document.querySelector('#path-text li.current') !== null);
        if (!sawAnimating) await page.waitForTimeout(20);
      }
      assert.ok(sawAnimating, 'Solve starts an animation');
      await settled(page);
      assert.equal(await page.evaluate(() => document.querySelectorAll('#path-text li.current').length), 0,
        'no step is highlighted once the token is still');
      const min = await text(page, '#min-throws');
      assert.equal(min, String(bfs(board, rules)));
      const steps = await page.$$eval('#path-text .steps li', (li) => li.map((x) => x.textContent));
      assert.equal(steps.length, Number(min));
      assertStepsPlay(board, steps, rules);
      const last = readSteps(steps).at(-1);
      const size = Number(await page.getAttribute('#board-canvas', 'data-size'));
      assert.equal(last.to, size, `the last step ends on the last square: ${last.text}`);
      assert.match(last.text, /Throws left: 1\s→\s0\.$/u);
      const after = await boardPixels(page);
      assert.notEqual(after.hash, before.hash, 'the board shows the path and the token moved');

      // Where is the (sky blue) solver token now? Point at it and read the square.
      const spot = await page.evaluate(() => {
        const c = document.getElementById('board-canvas');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let n = 0, sx = 0, sy = 0;
        for (let i = 0; i < d.length; i += 4) {
          if (Math.abs(d[i] - 0x56) < 4 && Math.abs(d[i + 1] - 0xb4) < 4 && Math.abs(d[i + 2] - 0xe9) < 4) {
            const p = i / 4;
            n++; sx += p % c.width; sy += Math.floor(p / c.width);
          }
        }
        const box = c.getBoundingClientRect();
        return n ? { n, x: box.left + (sx / n) * (box.width / c.width), y: box.top + (sy / n) * (box.height / c.height) } : null;
      });
      assert.ok(spot && spot.n > 20, 'the solver token is drawn');
      await page.mouse.move(spot.x, spot.y);
      await page.waitForFunction(() => /^Square \d+/.test(document.getElementById('square-status').textContent), null, { timeout: 5000 });
      const status = await text(page, '#square-status');
      assert.match(status, new RegExp(`^Square ${size}, the finish\\.`), `the token stands on the last square: ${status}`);
      await page.mouse.move(0, 0);
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('a seeded game between computers plays to a winner, named in the log; the seed replays it', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      await pasteBoard(page, sharedText('report-30-squares.json'));
      await page.click('#tab-play');
      await page.selectOption('#player-1-type', 'computer');
      await page.selectOption('#player-2-type', 'computer');
      await page.selectOption('#play-speed', '4');
      const play = async () => {
        await page.fill('#game-seed', '2024');
        await page.click('#new-game');
        await page.waitForFunction(() => / won!/.test(document.getElementById('turn-status').textContent), null, { timeout: 120_000 });
        await settled(page);
        return page.$$eval('#game-log li', (li) => li.map((x) => x.textContent));
      };
      const log = await play();
      const status = await text(page, '#turn-status');
      const winner = /^(.+) won!/.exec(status)[1];
      assert.ok(['Blue', 'Red'].includes(winner), `a player won: ${status}`);
      assert.equal(await s.page.getAttribute('#roll-button', 'aria-disabled'), 'true', 'Roll is off once the game is won');
      assert.ok(log.length >= 2, 'moves were logged');
      assert.match(log.at(-1), new RegExp(`${winner}.*\\bwins\\b`), `the last line names the winner: ${log.at(-1)}`);
      for (const line of log) assert.match(line, /^(Red|Blue) rolled [1-6]\b/, `each line says who rolled what: ${line}`);
      // Players take turns (no house rules), Red first (the core's and the widget's seat order).
      log.forEach((line, i) => assert.ok(line.startsWith(i % 2 === 0 ? 'Red' : 'Blue'), `turns alternate: ${line}`));
      assert.equal(await page.getAttribute('#die', 'aria-label'), `Die showing ${/rolled (\d+)/.exec(log.at(-1))[1]}`);
      assert.deepEqual(await play(), log, 'the same seed plays the same game');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('a shared link opens the same board, rules and seeds in a new browser', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    let t;
    try {
      const { page } = s;
      const world = await buildWorld(page, { rows: 7, cols: 7, snakes: 5, ladders: 5, seed: 777 });
      await page.selectOption('#rule-overshoot', 'win');
      await page.selectOption('#rule-jumps', 'chain');
      await page.fill('#rule-faces', '8');
      await page.press('#rule-faces', 'Tab');
      await page.click('#tab-play');
      // Two people by default; the computer is one choice away.
      await page.selectOption('#player-2-type', 'computer');
      await page.fill('#game-seed', '31337');
      await page.click('#new-game');
      await settled(page);
      await page.click('#roll-button');
      await settled(page);
      await page.click('#copy-link');
      await page.waitForFunction(() => document.getElementById('copy-status').textContent !== '');
      const hash = await page.evaluate(() => location.hash);
      assert.match(hash, /seed=777/);
      const expected = {
        board: world.text, rules: await rulesShown(page), seed: await value(page, '#seed'),
        gameSeed: await value(page, '#game-seed'),
        log: await page.$$eval('#game-log li', (li) => li.map((x) => x.textContent)),
        turn: await text(page, '#turn-status'),
      };
      assert.deepEqual(expected.rules, { start: 'off-board', overshoot: 'win', jumps: 'chain', faces: '8' });
      assert.equal(expected.gameSeed, '31337');
      assert.ok(expected.log.length >= 2, 'Red rolled and the computer answered');

      // A new browser context: nothing in localStorage, only the link.
      t = await openSession(env.browser, env.site.url + hash);
      await settled(t.page);
      const got = {
        board: await value(t.page, '#board-text'), rules: await rulesShown(t.page), seed: await value(t.page, '#seed'),
        gameSeed: await value(t.page, '#game-seed'),
        log: await t.page.$$eval('#game-log li', (li) => li.map((x) => x.textContent)),
        turn: await text(t.page, '#turn-status'),
      };
      assert.deepEqual(got, expected, 'the link carries the board, the rules, the seeds and the game');
      assert.equal((await boardPixels(t.page)).nonBlank, true);
      assert.equal(await t.page.evaluate(() => location.hash), hash, 'and opening it does not change it');
      assert.equal(await t.page.evaluate(() => window.scrollY), 0, 'it opens at the top of the page, not scrolled down to the moves');
      await assertClean(s, 'the sharer');
      await assertClean(t, 'the receiver');
    } finally {
      await s.close();
      await t?.close();
    }
  });

  test('a reload keeps the game in progress: positions, log, turn and die', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, `${env.site.url}${VS_COMPUTER}`);
    try {
      const { page } = s;
      await page.click('#tab-play');
      await page.fill('#game-seed', '99');
      await page.click('#new-game');
      for (let i = 0; i < 3; i++) {
        await settled(page);
        await page.click('#roll-button');
      }
      await settled(page);
      await page.evaluate(() => document.activeElement?.blur());
      await page.mouse.move(0, 0);
      await page.waitForTimeout(100);
      const read = async () => ({
        log: await page.$$eval('#game-log li', (li) => li.map((x) => x.textContent)),
        turn: await text(page, '#turn-status'),
        die: await page.getAttribute('#die', 'aria-label'),
        mode: await page.evaluate(() => document.body.dataset.mode),
        pixels: (await boardPixels(page)).hash,
      });
      const before = await read();
      assert.equal(before.log.length, 6, 'three rolls by Red, three answers by the computer');
      assert.equal(before.turn, 'Red to roll.');
      await page.reload({ waitUntil: 'load' });
      await ready(page);
      await page.waitForTimeout(100);
      const after = await read();
      assert.deepEqual(after, before, 'the same positions (pixels), log, turn and die after a reload');
      assert.equal(await text(page, '#page-error'), '', 'no error banner');
      // And the game goes on from there.
      await page.click('#roll-button');
      await settled(page);
      const more = await page.$$eval('#game-log li', (li) => li.length);
      assert.ok(more >= 7, 'rolling after the reload continues the game');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });
});

describe('accessibility, keyboard and looks', () => {
  for (const colorScheme of ['light', 'dark']) {
    for (const [device, width, height] of [['desktop', 1280, 900], ['phone', 375, 740]]) {
      test(`axe finds nothing serious or critical, ${colorScheme} at ${width} wide; screenshot`, { timeout: TIMEOUT }, async () => {
        const s = await openSession(env.browser, env.site.url, { width, height, colorScheme });
        try {
          const { page } = s;
          // Show as much of the page as a person would see in use: a solution and a game.
          await page.click('.solve-options summary');
          await page.check('#show-distances');
          await solveOnPage(page);
          await page.click('#tab-play');
          await page.fill('#game-seed', '5');
          await page.click('#new-game');
          await settled(page);
          await page.click('#roll-button');
          await settled(page);
          await page.click('#tab-solve');
          await page.click('#solve-button');
          await settled(page);
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.addScriptTag({ path: AXE });
          const result = await page.evaluate(async () => {
            const r = await window.axe.run(document, { resultTypes: ['violations'] });
            return r.violations.map((v) => ({
              id: v.id, impact: v.impact, help: v.help,
              nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}`),
            }));
          });
          const bad = result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          const minor = result.filter((v) => !bad.includes(v));
          if (minor.length) console.log(`# axe, ${colorScheme} ${width}: minor: ${minor.map((v) => `${v.id} (${v.impact})`).join(', ')}`);
          assert.deepEqual(bad, [], `no serious or critical accessibility violations (${colorScheme}, ${width} px)`);
          await screenshot(page, `page-${device}-${colorScheme}`);
          await assertClean(s);
        } finally {
          await s.close();
        }
      });
    }
  }

  test('Tab reaches every control of each task in order; Enter and Space roll, board keys do not', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, `${env.site.url}${VS_COMPUTER}`);
    try {
      const { page } = s;
      const focused = () => page.evaluate(() => {
        const a = document.activeElement;
        return a === document.body ? 'body' : a.id || (a.className ? `.${a.className}` : a.tagName.toLowerCase());
      });
      const tabOrder = async () => {
        await page.evaluate(() => document.activeElement?.blur());
        await page.evaluate(() => window.scrollTo(0, 0));
        const order = [];
        for (let i = 0; i < 80; i++) {
          await page.keyboard.press('Tab');
          const id = await focused();
          if (order.includes(id)) break;
          order.push(id);
        }
        return order;
      };
      let order = await tabOrder();
      assert.equal(order[0], '.skip-link', 'the first Tab reaches the skip link');
      for (const id of ['tab-play', 'tab-solve', 'tab-analyze', 'board-canvas', 'board-text', 'board-format', 'solve-button',
        'rule-start', 'gen-rows', 'new-world', 'copy-link']) {
        assert.ok(order.includes(id), `Tab reaches #${id} in Solve; order: ${order.join(' ')}`);
      }
      let at = (id) => order.indexOf(id);
      assert.ok(at('tab-solve') < at('board-canvas') && at('board-canvas') < at('board-text') && at('board-text') < at('solve-button')
        && at('solve-button') < at('rule-start') && at('rule-start') < at('new-world'), `in reading order: ${order.join(' ')}`);
      await page.click('#tab-play');
      order = await tabOrder();
      for (const id of ['board-canvas', 'player-1-name', 'new-game', 'roll-button', 'rule-start', 'new-world']) {
        assert.ok(order.includes(id), `Tab reaches #${id} in Play; order: ${order.join(' ')}`);
      }
      at = (id) => order.indexOf(id);
      assert.ok(at('board-canvas') < at('roll-button') && at('roll-button') < at('player-1-name') && at('player-1-name') < at('rule-start'),
        `in reading order: ${order.join(' ')}`);

      // Tab to Roll, press Enter: Red rolls, then the computer answers.
      await page.evaluate(() => document.activeElement?.blur());
      for (let i = 0; i < 60 && (await focused()) !== 'roll-button'; i++) await page.keyboard.press('Tab');
      assert.equal(await focused(), 'roll-button');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelectorAll('#game-log li').length >= 2, null, { timeout: 30_000 });
      await settled(page);
      let log = await page.$$eval('#game-log li', (li) => li.map((x) => x.textContent));
      assert.match(log[0], /^Red rolled/);
      assert.match(log[1], /^Blue rolled/);
      // Space on the focused Roll button rolls again.
      await page.focus('#roll-button');
      await page.keyboard.press('Space');
      await page.waitForFunction(() => document.querySelectorAll('#game-log li').length >= 4, null, { timeout: 30_000 });
      await settled(page);
      // The page-wide shortcut: Space with nothing focused rolls in the game in progress.
      await page.evaluate(() => document.activeElement?.blur());
      await page.keyboard.press('Space');
      await page.waitForFunction(() => document.querySelectorAll('#game-log li').length >= 6, null, { timeout: 30_000 });
      await settled(page);
      log = await page.$$eval('#game-log li', (li) => li.map((x) => x.textContent));
      assert.match(log[4], /^Red rolled/);
      // Keys on the board only read it: Space and Enter there make no move.
      await page.focus('#board-canvas');
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      await settled(page);
      assert.equal(await page.$$eval('#game-log li', (li) => li.length), 6, 'no move from the board\'s keys');
      // Arrow keys on the board read squares.
      await page.keyboard.press('Home');
      assert.match(await text(page, '#square-status'), /^Square 1\b/);
      await page.keyboard.press('ArrowRight');
      assert.match(await text(page, '#square-status'), /^Square 2\b/);
      await page.keyboard.press('End');
      assert.match(await text(page, '#square-status'), /^Square 100, the finish/);
      await assertClean(s);
    } finally {
      await s.close();
    }
  });
});

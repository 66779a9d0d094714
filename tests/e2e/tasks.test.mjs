// End-to-end tests of the page by task (issue 12): Solve answers for exactly the text in the box,
// a bad paste shows no number, puzzle rules are shown while in force with one click back, a text
// with several boards answers every board in a table, the answer stays on screen beside the paste
// box, a 70-ladder chain reads the core's distance in the page and the widget, a game's win shows
// only once the token has arrived, and keys on the board never start a game. Expected numbers come
// from the breadth-first search in page-kit.mjs, written from the rules (never from the page).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, test } from 'node:test';
import { DIST } from './harness.mjs';
import {
  assertClean, bfs, hackerrankBoards, jsonBoard, leetcodeBoards, nativeBoard, openSession, pasteAndSolveAtOnce, settled,
  sharedText, siteForTests, text, throwFrom,
} from './page-kit.mjs';

const TIMEOUT = 180_000;

const env = siteForTests();

/** What the answer area shows: the fewest throws if visible, the message, and the whole text. */
const answer = (page) => page.evaluate(() => {
  const result = document.getElementById('solve-result');
  const visible = (el) => el && !el.hidden && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  return {
    min: visible(result) ? document.getElementById('min-throws').textContent.trim() : null,
    error: document.getElementById('parse-error').textContent.trim(),
    shown: visible(result),
  };
});

/** Fewest throws from resting square `first` to the end, by the page-kit rules (BFS). */
function bfsFrom(board, first, rules) {
  const dist = new Map([[first, 0]]);
  const queue = [first];
  for (let q = 0; q < queue.length; q++) {
    const s = queue[q];
    if (s === board.size) return dist.get(s);
    for (let roll = 1; roll <= 6; roll++) {
      const to = throwFrom(board, s, roll, rules);
      if (!dist.has(to)) { dist.set(to, dist.get(s) + 1); queue.push(to); }
    }
  }
  return null;
}

/** The built core module, loaded here in Node: a game replayed from its seed says where every token stands. */
let nodeCore = null;
async function loadCore() {
  if (nodeCore) return nodeCore;
  const pkg = join(DIST, 'www', 'core', 'pkg');
  const glue = await import(pathToFileURL(join(pkg, 'snakes_ladders.js')).href);
  await glue.default({ module_or_path: readFileSync(join(pkg, 'snakes_ladders_bg.wasm')) });
  return (nodeCore = glue);
}

/** The squares the board component draws the tokens on at rest (canvas[data-tokens] "id:square ..."), by seat. */
const drawnTokens = (page) => page.evaluate(() => (document.getElementById('board-canvas').dataset.tokens || '')
  .split(' ').filter(Boolean).map((t) => Number(t.split(':')[1])));

const USUAL = { start: 'off-board', overshoot: 'bounce', jumps: 'single', faces: 6 };
const PUZZLE = { start: '1', overshoot: 'stay', jumps: 'single', faces: 6 };

/** The 70 chained ladders of issue 12: size 100, i -> i+1 for i = 2..71. */
const CHAIN_70 = `size 100\n${Array.from({ length: 70 }, (_, k) => `${k + 2} -> ${k + 3}`).join('\n')}\n`;

describe('the page by task', () => {
  test('a paste followed by Solve at once answers for the new board, in every format', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      const native = 'size 30\n3 -> 22\n5 -> 8\n11 -> 26\n20 -> 29\n27 -> 1\n21 -> 9\n17 -> 4\n19 -> 7\n';
      const ruby = '# size 40\n# snakes\n{37=>3, 29=>12}\n# ladders\n{2=>35, 6=>20}\n';
      const rubyBoard = { size: 40, jumps: new Map([[37, 3], [29, 12], [2, 35], [6, 20]]) };
      const json = sharedText('classic-1952.json');
      const hackerrank = sharedText('hackerrank-quickest-way-up.txt');
      const leetcode = sharedText('leetcode-909-examples.txt');
      const cases = [
        ['native', native, nativeBoard(native), USUAL],
        ['ruby', ruby, rubyBoard, USUAL],
        ['json', json, jsonBoard('classic-1952.json'), USUAL],
        ['hackerrank', hackerrank, hackerrankBoards(hackerrank)[0], PUZZLE],
        ['leetcode', leetcode, leetcodeBoards(leetcode)[0], PUZZLE],
      ];
      for (const [format, board, parsed, rules] of cases) {
        // Start each from the usual rules, so the expected number is the format's own.
        await page.click('#tab-solve');
        if (!(await page.isHidden('#puzzle-rules'))) await page.click('#puzzle-rules-undo');
        await pasteAndSolveAtOnce(page, board);
        const got = await answer(page);
        assert.equal(await text(page, '#detected-format'), format, `${format}: read as ${format}`);
        const want = bfs(parsed, rules);
        assert.equal(got.min, want === null ? 'unreachable: the end cannot be reached' : String(want),
          `${format}: Solve answers for the pasted board (${got.error})`);
      }
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('a bad paste then Solve shows its message where the answer goes, and no number', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      await page.click('#solve-button');
      await settled(page);
      assert.match((await answer(page)).min, /^\d+$/, 'the classic board is solved first');
      await pasteAndSolveAtOnce(page, 'board = [[-1,-1],[-1,3]]');
      const got = await answer(page);
      assert.equal(got.shown, false, `no answer is shown for a text that cannot be read: ${JSON.stringify(got)}`);
      assert.notEqual(got.error, '', 'the message is shown');
      const box = await page.evaluate(() => {
        const a = document.getElementById('answer').getBoundingClientRect();
        const e = document.getElementById('parse-error').getBoundingClientRect();
        return { inside: e.top >= a.top && e.bottom <= a.bottom + 1, visible: e.height > 0 };
      });
      assert.ok(box.visible && box.inside, 'the message stands where the answer goes');
      // Editing a good answer away: the old answer goes at once, before the new text is read.
      await pasteAndSolveAtOnce(page, 'size 30\n3 -> 22\n');
      assert.match((await answer(page)).min, /^\d+$/);
      await page.type('#board-text', '\n27 -> 1');
      assert.equal((await answer(page)).shown, false, 'editing the text withdraws the answer');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('puzzle rules a format switches on are shown while in force, with one click back', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      const leetcode = sharedText('leetcode-909-examples.txt');
      await pasteAndSolveAtOnce(page, leetcode);
      assert.ok(await page.isVisible('#puzzle-rules'), 'the puzzle rules are shown');
      // A JSON board pasted next is still solved under them, and the note says so.
      const json = '{"size": 9, "ladders": [[2, 9]], "snakes": []}';
      await pasteAndSolveAtOnce(page, json);
      assert.ok(await page.isVisible('#puzzle-rules'), 'still shown while in force');
      const board = { size: 9, jumps: new Map([[2, 9]]) };
      assert.equal((await answer(page)).min, String(bfs(board, PUZZLE)));
      await page.click('#puzzle-rules-undo');
      assert.ok(await page.isHidden('#puzzle-rules'), 'one click back');
      assert.equal(await page.inputValue('#rule-start'), 'off-board');
      await page.click('#solve-button');
      await settled(page);
      assert.equal((await answer(page)).min, String(bfs(board, USUAL)), 'solved under the usual rules again');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('a text with several boards shows every answer in a table, each selectable to see its path', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      const hackerrank = sharedText('hackerrank-quickest-way-up.txt');
      const boards = hackerrankBoards(hackerrank);
      await pasteAndSolveAtOnce(page, hackerrank);
      await page.waitForFunction((n) => document.querySelectorAll('#answers-table tbody tr').length === n, boards.length);
      const cells = await page.$$eval('#answers-table tbody tr .answer-value', (td) => td.map((x) => x.textContent));
      assert.deepEqual(cells, boards.map((b) => { const m = bfs(b, PUZZLE); return m === null ? 'cannot be reached' : String(m); }),
        'every board answered at once, each as the reference BFS finds');
      await page.click('#answers-table tbody tr:nth-child(2) button');
      await settled(page);
      assert.equal((await answer(page)).min, cells[1], 'the second board is on screen, solved');
      assert.equal(await page.getAttribute('#answers-table tbody tr:nth-child(2)', 'aria-current'), 'true');
      assert.ok((await page.$$eval('#path-text .steps li', (li) => li.length)) > 0, 'its path is listed');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  for (const [width, height] of [[1280, 900], [390, 844]]) {
    test(`at ${width} x ${height} the paste box, Solve and the answer are on screen together`, { timeout: TIMEOUT }, async () => {
      const s = await openSession(env.browser, env.site.url, { width, height });
      try {
        const { page } = s;
        await pasteAndSolveAtOnce(page, sharedText('classic-1952.json'));
        const seen = await page.evaluate(() => {
          const onScreen = (id) => {
            const r = document.getElementById(id).getBoundingClientRect();
            return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
          };
          return { scrollY, text: onScreen('board-text'), solve: onScreen('solve-button'), answer: onScreen('min-throws') };
        });
        assert.deepEqual(seen, { scrollY: 0, text: true, solve: true, answer: true }, 'all three in view, no scrolling');
        await assertClean(s);
      } finally {
        await s.close();
      }
    });
  }

  test('an answer that goes takes its throw marks and token with it, and says why it went', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      const picture = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(
        () => resolve(document.getElementById('board-canvas').toDataURL())))));
      const board = 'size 30\n3 -> 22\n5 -> 8\n11 -> 26\n20 -> 29\n27 -> 1\n21 -> 9\n17 -> 4\n19 -> 7\n';
      await pasteAndSolveAtOnce(page, board);
      await page.click('#solve-play'); // the answer's Replay: the path walked again; settled once the token is at the end
      await settled(page);
      // The board with no answer, drawn by the same page: the rules changed and back.
      await page.selectOption('#rule-overshoot', 'stay');
      assert.match(await text(page, '#answer-note'), /The rules changed: press Solve/);
      await page.selectOption('#rule-overshoot', 'bounce');
      const bare = await picture();
      await page.click('#solve-button');
      await settled(page);
      assert.notEqual(await picture(), bare, 'the answer shows on the board');
      // A mistake in the text: the answer goes, and the board is as it was with no answer.
      await page.evaluate(() => {
        const box = document.getElementById('board-text');
        box.value = 'size 30\n3 -> x\n';
        box.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await page.waitForFunction(() => document.getElementById('parse-error').textContent !== '');
      assert.match(await text(page, '#answer-note'), /The board text changed: press Solve/);
      assert.equal(await picture(), bare, 'no throw marks and the token back at the start');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('the answer\'s Reset, Step and Play walk the path on the page a throw at a time, as in the element', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      const board = 'size 30\n3 -> 22\n5 -> 8\n11 -> 26\n20 -> 29\n27 -> 1\n21 -> 9\n17 -> 4\n19 -> 7\n';
      await pasteAndSolveAtOnce(page, board);
      const min = Number(await page.getAttribute('#min-throws', 'data-value'));
      assert.equal(min, bfs(nativeBoard(board)));
      // Without motion the path's walk after Solve ends at once: the live region keeps the answer.
      await page.waitForFunction(() => document.getElementById('announcer').textContent !== '');
      assert.match(await text(page, '#announcer'), new RegExp(`^Fewest throws: ${min}\\. Rolls: `));
      // Read once the board has been painted (data-tokens says where the tokens were drawn).
      const state = () => page.evaluate(async () => ({
        painted: await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true)))),
        done: document.querySelectorAll('#solve-rolls li.done').length,
        current: [...document.querySelectorAll('#path-text .steps li')].findIndex((li) => li.classList.contains('current')),
        progress: document.getElementById('solve-progress').textContent,
        token: document.getElementById('board-canvas').dataset.tokens,
        rolls: [...document.querySelectorAll('#solve-rolls li')].map((li) => Number(li.textContent)),
      }));
      const { rolls } = await state();
      assert.equal(rolls.length, min, 'a chip a roll');
      await page.click('#solve-reset');
      await settled(page);
      assert.deepEqual(await state(), { painted: true, done: 0, current: -1, progress: 'At the start. Step walks the path one throw at a time.', token: 'solver:0', rolls });
      // Each Step walks one throw; where it comes to rest is worked out here from the rules.
      let at = 0;
      for (let i = 0; i < min - 1; i++) {
        await page.click('#solve-step');
        await settled(page);
        at = throwFrom(nativeBoard(board), at, rolls[i]);
        const now = await state();
        assert.deepEqual({ done: now.done, current: now.current, token: now.token }, { done: i + 1, current: i, token: `solver:${at}` }, `after Step ${i + 1}`);
        assert.match(now.progress, new RegExp(`^Throw ${i + 1} of ${min}: roll ${rolls[i]}, `));
      }
      await page.click('#solve-play'); // the rest of the path
      await settled(page);
      const end = await state();
      assert.deepEqual({ done: end.done, current: end.current, token: end.token, play: await text(page, '#solve-play') },
        { done: min, current: -1, token: 'solver:30', play: 'Replay' }, 'Play walks the rest of the path to the end');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('a count of sequences has its thousands separated; puzzle rules say whose they are after another paste', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      await pasteAndSolveAtOnce(page, 'size 200\n');
      assert.match(await text(page, '#sequences'), /^\d{1,3}(,\d{3})+ different roll sequences/);
      await pasteAndSolveAtOnce(page, sharedText('leetcode-909-examples.txt'));
      assert.match(await text(page, '#puzzle-rules-text'), /as the LeetCode text asks/);
      await pasteAndSolveAtOnce(page, 'size 36\n3 -> 20\n');
      assert.match(await text(page, '#puzzle-rules-text'), /as the LeetCode text pasted before asked/);
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('the 70-ladder chain reads 5 throws from square 2, in the page and in the widget', { timeout: TIMEOUT }, async () => {
    const board = nativeBoard(CHAIN_70);
    const chain = { overshoot: 'bounce', jumps: 'chain' };
    const want = bfsFrom(board, throwFrom(board, 0, 2, chain), chain);
    assert.equal(want, 5, 'the reference agrees with `snakes solve --distances` (5 after landing on 2)');
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      await page.selectOption('#rule-jumps', 'chain');
      await pasteAndSolveAtOnce(page, CHAIN_70);
      await page.focus('#board-canvas');
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      assert.match(await text(page, '#square-status'), new RegExp(`^Square 2: the foot of a ladder up to 3\\b.*Landing here leaves ${want} throws to the end\\.`));
      await assertClean(s);
    } finally {
      await s.close();
    }
    const w = await openSession(env.browser, `${env.site.url}examples/tutorial.html`, { waitReady: false });
    try {
      const { page } = w;
      await page.evaluate((b) => {
        const el = document.createElement('snakes-ladders');
        el.id = 'chain70';
        el.setAttribute('jumps', 'chain');
        el.setAttribute('mode', 'solve');
        el.setAttribute('board', b);
        document.body.prepend(el);
      }, CHAIN_70);
      await page.waitForFunction(() => document.getElementById('chain70').result !== null);
      await page.evaluate(() => document.getElementById('chain70').shadowRoot.querySelector('canvas').focus());
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((n) => new RegExp(`Landing here leaves ${n} throws to the end`).test(
        document.getElementById('chain70').shadowRoot.querySelector('[aria-live]').textContent), want);
      await assertClean(w);
    } finally {
      await w.close();
    }
  });

  test('a game: the win shows once the token has arrived, winner marked, New game first', { timeout: TIMEOUT }, async () => {
    // Every throw from the start wins on this board: rolls 1 to 3 climb a ladder to 4, 4 lands
    // on it, 5 and 6 bounce back onto a ladder.
    const board = 'size 4\n1 -> 4\n2 -> 4\n3 -> 4\n';
    const s = await openSession(env.browser, env.site.url, { reducedMotion: 'no-preference' });
    try {
      const { page } = s;
      await pasteAndSolveAtOnce(page, board);
      await page.click('#tab-play');
      await page.evaluate(() => {
        window.__order = [];
        const status = document.getElementById('turn-status'), log = document.getElementById('game-log');
        // Each record in the order the page made its changes (a batch may hold several).
        new MutationObserver((records) => {
          for (const r of records) {
            if (r.type === 'attributes') window.__order.push(r.oldValue === null ? 'moving' : 'still');
            else if (status.contains(r.target) && /won/.test(status.textContent)) window.__order.push('won');
            else if (log.contains(r.target) && log.children.length) window.__order.push('logged');
          }
        }).observe(document.body, { attributes: true, attributeOldValue: true, attributeFilter: ['data-animating'], childList: true, subtree: true, characterData: true });
      });
      await page.click('#roll-button');
      await page.waitForFunction(() => /won/.test(document.getElementById('turn-status').textContent), null, { timeout: 30_000 });
      await settled(page);
      const order = await page.evaluate(() => window.__order.filter((x, i, a) => a.indexOf(x) === i));
      assert.ok(order.indexOf('still') !== -1 && order.indexOf('still') < order.indexOf('won'),
        `the win is announced after the token stops: ${order.join(', ')}`);
      assert.ok(order.indexOf('still') < order.indexOf('logged'), `the move is logged when the token lands: ${order.join(', ')}`);
      assert.match(await text(page, '#turn-status'), /^Red won!/);
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'new-game', 'New game is offered first');
      assert.equal(await page.getAttribute('#roll-button', 'aria-disabled'), 'true');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('on a phone, moves never scroll the page: Roll stays clear of the pinned board', { timeout: TIMEOUT }, async () => {
    const context = await env.browser.newContext({
      viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, reducedMotion: 'reduce',
    });
    // 400 squares and no jumps: at least 67 throws to the end, so no one wins in these moves.
    const s = await openSession(env.browser, `${env.site.url}#tab=play&board=size%20400&player=h%3ARed&player=c%3ABlue`, { context });
    try {
      const { page } = s;
      await page.waitForFunction(() => document.body.dataset.task === 'play');
      const roll = page.locator('#roll-button');
      await roll.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      for (let i = 0; i < 20; i++) {
        await roll.tap();
        await settled(page);
      }
      assert.equal(await page.$$eval('#game-log li', (li) => li.length), 40, 'Red rolled 20 times and the computer answered each');
      assert.equal(await page.evaluate(() => window.scrollY), before, 'the window stayed where the player left it');
      // What a tap on Roll's middle reaches is Roll, not the board pinned above it.
      const reached = await page.evaluate(() => {
        const r = document.getElementById('roll-button').getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('button')?.id ?? null;
      });
      assert.equal(reached, 'roll-button');
      await assertClean(s);
    } finally {
      await s.close();
      await context.close();
    }
  });

  test('on a phone, Solve offers a way down to the board the path animates on; a desktop needs none', { timeout: TIMEOUT }, async () => {
    const context = await env.browser.newContext({
      viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: 'reduce',
    });
    const s = await openSession(env.browser, `${env.site.url}#tab=solve`, { context });
    try {
      const { page } = s;
      await page.tap('#solve-button');
      await page.waitForFunction(() => document.getElementById('min-throws').dataset.value);
      const board = () => page.$eval('#board-frame', (f) => { const r = f.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, h: innerHeight }; });
      const before = await board();
      assert.ok(before.top > before.h, `the board is below the screen at first (top ${before.top} of ${before.h})`);
      await page.tap('#solve-show-board');
      await page.waitForFunction(() => { const r = document.getElementById('board-frame').getBoundingClientRect(); return r.top > -2 && r.top < innerHeight / 2; });
      await assertClean(s);
    } finally {
      await s.close();
    }
    const desk = await openSession(env.browser, `${env.site.url}#tab=solve`);
    try {
      await desk.page.click('#solve-button');
      await desk.page.waitForFunction(() => document.getElementById('min-throws').dataset.value);
      assert.equal(await desk.page.isVisible('#solve-show-board'), false, 'beside the board, no button for it');
      await assertClean(desk);
    } finally {
      await desk.close();
    }
  });

  test('on a phone, "See the path on the board" plays the path from its first throw once the whole board is on screen', { timeout: TIMEOUT }, async () => {
    const context = await env.browser.newContext({
      viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: 'no-preference',
    });
    const s = await openSession(env.browser, `${env.site.url}#tab=solve`, { context });
    try {
      const { page } = s;
      await page.tap('#solve-button');
      await page.waitForFunction(() => document.getElementById('min-throws').dataset.value);
      const throws = Number(await page.$eval('#min-throws', (e) => e.dataset.value));
      // The path the Solve press started has walked to its end, off screen, while the answer was read.
      await settled(page);
      // Each change of the throw being walked, with where the board was then.
      await page.evaluate(() => {
        window.__walked = [];
        const text = document.getElementById('path-text'), frame = document.getElementById('board-frame');
        new MutationObserver(() => {
          const r = frame.getBoundingClientRect();
          const current = [...text.querySelectorAll('.steps li')].findIndex((li) => li.classList.contains('current'));
          window.__walked.push({ current, top: r.top, bottom: r.bottom, h: innerHeight });
        }).observe(text, { attributes: true, attributeFilter: ['class'], subtree: true });
      });
      await page.tap('#solve-show-board');
      await page.waitForFunction(() => window.__walked.length > 0 && !document.body.dataset.animating, null, { timeout: 10_000 }).catch(() => {});
      const walked = await page.evaluate(() => window.__walked);
      assert.ok(walked.length > 0, 'the path is walked again once the board is shown');
      assert.equal(walked[0].current, 0, `the path starts again from its first throw (${JSON.stringify(walked[0])})`);
      for (const w of walked) {
        assert.ok(w.top >= 0 && w.bottom <= w.h, `the whole board is on screen while throw ${w.current + 1} is walked (top ${w.top}, bottom ${w.bottom} of ${w.h})`);
      }
      assert.equal(Math.max(...walked.map((w) => w.current)), throws - 1, 'every throw is walked');
      await assertClean(s);
    } finally {
      await s.close();
      await context.close();
    }
  });

  test('a game comes back with its board after another board\'s link, and the note about the change goes', { timeout: TIMEOUT }, async () => {
    const link = (board) => `#${new URLSearchParams([['tab', 'play'], ['board', board], ['player', 'h:Ann'], ['player', 'h:Bob']])}`;
    const first = link('size 36\ncolumns 6\n3 -> 20\n30 -> 8\n'), second = link('size 49\ncolumns 7\n');
    const s = await openSession(env.browser, env.site.url + first);
    try {
      const { page } = s;
      for (let i = 0; i < 3; i++) {
        await page.click('#roll-button');
        await settled(page);
      }
      const moves = () => page.$$eval('#game-log li', (li) => li.map((x) => x.textContent));
      const played = await moves();
      await page.evaluate((h) => { location.hash = h; }, second);
      await page.waitForFunction(() => document.getElementById('board-canvas').dataset.size === '49');
      await settled(page);
      assert.match(await text(page, '#game-message'), /The board changed/);
      await page.goBack();
      await page.waitForFunction(() => document.getElementById('board-canvas').dataset.size === '36');
      await page.waitForFunction((n) => document.querySelectorAll('#game-log li').length === n, played.length);
      await settled(page);
      assert.deepEqual(await moves(), played, 'the game on the first board is back');
      assert.equal(await text(page, '#game-message'), '', 'no note that the board changed');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('after a six under "a six rolls again", the turn line says the same player rolls again', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, `${env.site.url}#tab=play&board=size%20400&player=h%3AAnn&player=h%3ABob&sixes=1`);
    try {
      const { page } = s;
      let checked = 0;
      for (let i = 0; i < 60 && checked < 2; i++) {
        await page.click('#roll-button');
        await settled(page);
        const { log, status } = await page.evaluate(() => ({
          log: [...document.querySelectorAll('#game-log li')].at(-1).textContent,
          status: document.getElementById('turn-status').textContent,
        }));
        const mover = log.match(/^(Ann|Bob) rolled/)[1];
        // The log (from the core) says whether that player goes again; the turn line agrees.
        if (/goes again/.test(log)) {
          assert.equal(status, `${mover} rolls again.`, log);
          checked++;
        } else {
          assert.equal(status, `${mover === 'Ann' ? 'Bob' : 'Ann'} to roll.`, log);
        }
      }
      assert.equal(checked, 2, 'two sixes in 60 throws');
      // After Undo the turn line no longer claims a throw again it cannot see.
      await page.click('#undo-button');
      await settled(page);
      assert.match(await text(page, '#turn-status'), /^(Ann|Bob) to roll\.$/);
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('while a computer is about to roll, Roll is off and a press does not throw for it', { timeout: TIMEOUT }, async () => {
    // At half speed Bot waits 800 ms (reduced motion), room for the second press on a loaded machine.
    const s = await openSession(env.browser, `${env.site.url}#tab=play&player=h%3AAnn&player=c%3ABot&speed=0.5`);
    try {
      const { page } = s;
      await page.click('#roll-button');
      // A second press (a double tap) while Bot waits: nothing moves, Bot still waits. Pressed
      // in the page the moment Bot's wait shows, and read at once: from Playwright, the round
      // trips between seeing the wait, the press and the reading outlasted Bot's 800 ms at load
      // 11 (Bot had rolled before the reading, 4 times in about 14 loaded runs).
      const soon = await page.evaluate(() => new Promise((done) => {
        const press = () => {
          if (document.body.dataset.computerTurn !== '1') { requestAnimationFrame(press); return; }
          const button = document.getElementById('roll-button');
          const off = button.getAttribute('aria-disabled');
          button.click();
          done({
            off,
            waiting: document.body.dataset.computerTurn === '1',
            moving: document.body.dataset.animating === '1',
            moves: document.querySelectorAll('#game-log li').length,
          });
        };
        press();
      }));
      assert.deepEqual(soon, { off: 'true', waiting: true, moving: false, moves: 1 });
      await settled(page);
      const log = await page.$$eval('#game-log li', (li) => li.map((x) => x.textContent));
      assert.equal(log.length, 2);
      assert.match(log[1], /^Bot rolled/);
      assert.equal(await page.getAttribute('#roll-button', 'aria-disabled'), 'false', 'Ann can roll again');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('players who share a name are told apart by their number, in the turn line, the log and the editor', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, `${env.site.url}#tab=play&player=h%3ASam&player=h%3A%20sam&player=h%3ASal`);
    try {
      const { page } = s;
      await page.click('#roll-button');
      await settled(page);
      await page.click('#roll-button');
      await settled(page);
      const log = await page.$$eval('#game-log li', (li) => li.map((x) => x.textContent));
      assert.match(log[0], /^Sam 1 rolled/);
      assert.match(log[1], /^sam 2 rolled/);
      assert.equal(await text(page, '#turn-status'), 'Sal to roll.');
      const names = await page.$$eval('#players .player-row input', (els) => els.map((e) => e.value));
      assert.deepEqual(names.slice(0, 3), ['Sam 1', 'sam 2', 'Sal']);
      assert.match(await page.evaluate(() => decodeURIComponent(location.hash)), /player=h:Sam\+1&player=h:sam\+2&player=h:Sal/);
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('a knocked-off token is drawn where game.positions() says, also after the rules on screen change mid-game', { timeout: TIMEOUT }, async () => {
    // Seed 3 on 30 plain squares, from square 1 with knock-off: Bob lands on Ann in the sixth throw.
    const core = await loadCore();
    const board = core.Board.parse('size 30\n');
    const reference = new core.Game(board, { players: ['Ann', 'Bob'], rules: { start: '1' }, knockOff: true, seed: 3 });
    const s = await openSession(env.browser, `${env.site.url}#tab=play&board=size%2030&start=1&knock=1&player=h%3AAnn&player=h%3ABob`);
    try {
      const { page } = s;
      await page.fill('#game-seed', '3');
      await page.click('#new-game');
      await settled(page);
      // The game in progress keeps its rules (start on square 1); the screen's are now off-board.
      await page.selectOption('#rule-start', 'off-board');
      await settled(page);
      assert.deepEqual(await drawnTokens(page), [1, 1], 'both wait on square 1, as the game began');
      await page.evaluate(() => {
        window.__drawn = [];
        const canvas = document.getElementById('board-canvas');
        new MutationObserver(() => window.__drawn.push(canvas.dataset.tokens))
          .observe(canvas, { attributes: true, attributeFilter: ['data-tokens'] });
      });
      let knocked = 0;
      for (let i = 0; i < 6; i++) {
        const before = Array.from(reference.positions());
        const move = reference.roll();
        const after = Array.from(reference.positions());
        await page.evaluate(() => { window.__drawn = []; });
        await page.click('#roll-button');
        await settled(page);
        assert.equal(await page.evaluate(() => [...document.querySelectorAll('#game-log li')].at(-1).textContent), move.text);
        assert.deepEqual(await drawnTokens(page), after, `after "${move.text}" the tokens stand where the core has them`);
        // Nor, while the move plays, is a token ever put down where the core never had it.
        const seen = await page.evaluate(() => window.__drawn.map((t) => t.split(' ').map((x) => Number(x.split(':')[1]))));
        for (const squares of seen) {
          squares.forEach((sq, seat) => assert.ok(sq === before[seat] || sq === after[seat],
            `during "${move.text}" seat ${seat} was drawn at rest on ${sq}; the core had it on ${before[seat]}, then ${after[seat]}`));
        }
        knocked += move.knockedOff.length;
      }
      assert.equal(knocked, 1, 'the sixth throw knocked Ann back');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('Undo pressed while a token moves takes that move back: the token returns, nothing is logged', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, `${env.site.url}#tab=play&board=size%2030&player=h%3AAnn&player=h%3ABob`, { reducedMotion: 'no-preference' });
    try {
      const { page } = s;
      await page.fill('#game-seed', '3');
      await page.click('#new-game');
      await settled(page);
      await page.click('#roll-button');
      await settled(page);
      assert.equal(await page.$$eval('#game-log li', (li) => li.length), 1);
      const before = await drawnTokens(page);
      // Slow moves, so that the press lands while Bob's token is on its way.
      await page.selectOption('#play-speed', '0.5');
      await page.click('#roll-button');
      await page.waitForFunction(() => document.body.dataset.animating === '1');
      assert.equal(await page.getAttribute('#undo-button', 'disabled'), null, 'Undo is on while the token moves');
      await page.click('#undo-button');
      await settled(page);
      await page.waitForTimeout(1500); // long enough for the move to have landed, had it gone on
      assert.equal(await page.$$eval('#game-log li', (li) => li.length), 1, 'the undone move never enters the log');
      assert.equal(await text(page, '#turn-status'), 'Bob to roll.');
      assert.deepEqual(await drawnTokens(page), before, 'Bob\'s token is back where it stood');
      assert.match(await page.evaluate(() => document.getElementById('announcer').textContent), /^Undid 1 move\./);
      // The game goes on from there: the same throw comes again (the dice are undone too).
      await page.click('#roll-button');
      await settled(page);
      assert.equal(await page.$$eval('#game-log li', (li) => li.length), 2);
      assert.match(await page.evaluate(() => [...document.querySelectorAll('#game-log li')].at(-1).textContent), /^Bob rolled/);
      // Once the die has settled, while Ann's token walks its six squares: the same.
      const walking = await drawnTokens(page);
      await page.click('#roll-button');
      await page.waitForFunction(() => document.body.dataset.animating === '1' && !document.getElementById('die').classList.contains('rolling'));
      await page.click('#undo-button');
      await settled(page);
      await page.waitForTimeout(2500);
      assert.equal(await page.$$eval('#game-log li', (li) => li.length), 2, 'the walk undone never enters the log');
      assert.equal(await text(page, '#turn-status'), 'Ann to roll.');
      assert.deepEqual(await drawnTokens(page), walking, 'Ann\'s token is back where it stood');
      assert.equal(await page.getAttribute('#die', 'aria-label'), 'Die showing 4', 'the die shows the last throw still made (Bob\'s 4)');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('the key names the triangles on the row-end squares, while the board draws them', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      const key = () => page.evaluate(() => [...document.querySelectorAll('.board-area .key li')]
        .filter((li) => li.getClientRects().length > 0).map((li) => li.textContent.trim()));
      assert.equal(await page.getAttribute('#board-canvas', 'data-row-ends'), 'shown', 'the classic board draws them');
      assert.ok((await key()).includes('Triangle at a row\'s end: the numbers go on in the square above'), (await key()).join(' | '));
      // Squares too small for the triangles: the key no longer names them.
      await pasteAndSolveAtOnce(page, 'size 40000\n');
      await page.waitForFunction(() => document.getElementById('board-canvas').dataset.size === '40000');
      await page.waitForFunction(() => document.getElementById('board-canvas').dataset.rowEnds === 'hidden');
      assert.ok(!(await key()).some((t) => /row's end/.test(t)), (await key()).join(' | '));
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('players and their names go as far as the core\'s limits(), seated under the core\'s own names', { timeout: TIMEOUT }, async () => {
    const core = await loadCore();
    const { maxPlayers, maxNameChars } = core.limits();
    const seats = new core.Game(core.Board.parse('size 30\n'), { players: maxPlayers }).playerNames();
    const s = await openSession(env.browser, `${env.site.url}#tab=play&board=size%2030`);
    try {
      const { page } = s;
      while (!(await page.isDisabled('#add-player'))) await page.click('#add-player');
      const names = () => page.$$eval('#players .player-row input', (els) => els.map((e) => e.value));
      assert.deepEqual(await names(), Array.from(seats), `${maxPlayers} seats, named as the core names a counted game's players`);
      assert.equal(await text(page, '#players-note'), `${maxPlayers} players at most, each named in up to ${maxNameChars} characters.`);
      const long = 'Ada Augusta King, Countess of Lovelace 1'.padEnd(maxNameChars, 'x').slice(0, maxNameChars);
      const maxlength = await page.getAttribute('#player-1-name', 'maxlength');
      assert.equal(Number(maxlength), maxNameChars, 'a name field takes as many characters as the core');
      await page.fill('#player-1-name', long);
      await page.dispatchEvent('#player-1-name', 'change');
      await page.click('#roll-button');
      await settled(page);
      assert.ok((await page.$$eval('#game-log li', (li) => li.map((x) => x.textContent)))[0].startsWith(`${long} rolled`));
      // The link carries them all: opened again, the same players, the same long name.
      const url = await page.evaluate(() => location.href);
      const again = await openSession(env.browser, url);
      try {
        assert.deepEqual(await again.page.$$eval('#players .player-row input', (els) => els.map((e) => e.value)), [long, ...Array.from(seats).slice(1)]);
        await assertClean(again);
      } finally {
        await again.close();
      }
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('the players\' tokens wait in the start area; keys that read the board never start a game', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      // Blue's token colour (#0072B2) appears nowhere else on the board while nothing is read.
      const blue = () => page.evaluate(() => {
        const c = document.getElementById('board-canvas');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - 0x00) < 6 && Math.abs(d[i + 1] - 0x72) < 6 && Math.abs(d[i + 2] - 0xb2) < 6) n++;
        return n;
      });
      assert.equal(await blue(), 0, 'no player token while solving');
      await page.click('#tab-play');
      await page.waitForFunction(() => document.body.dataset.task === 'play');
      await page.waitForTimeout(200);
      assert.ok((await blue()) > 50, 'Blue waits in the start area before the first roll');
      const before = await text(page, '#turn-status');
      await page.focus('#board-canvas');
      for (const key of ['Enter', ' ', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
      await page.waitForTimeout(300);
      await settled(page);
      assert.equal(await page.$$eval('#game-log li', (li) => li.length), 0, 'no move was made');
      assert.equal(await text(page, '#turn-status'), before, 'no game started');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });
});

describe('big inputs', () => {
  test('a paste with 199,993 warnings is read whole: its board, a short list of notes, and its answer', { timeout: TIMEOUT }, async () => {
    // size 100000, a ladder 1 -> 2, and a snake i -> 1 for i = 3..99999, a hundred jumps a line.
    const jumps = ['1 -> 2'];
    for (let i = 3; i <= 99_999; i++) jumps.push(`${i} -> 1`);
    const lines = ['size 100000'];
    for (let k = 0; k < jumps.length; k += 100) lines.push(jumps.slice(k, k + 100).join(', '));
    const board = lines.join('\n');
    const parsed = nativeBoard(board);
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      await pasteAndSolveAtOnce(page, board);
      assert.equal(await text(page, '#parse-error'), '');
      assert.equal(await page.getAttribute('#board-canvas', 'data-size'), '100000', 'the new board is the one on screen');
      const notes = await page.$$eval('#board-warnings li', (li) => li.map((x) => x.textContent));
      assert.equal(notes.length, 51, 'fifty notes and a count of the rest');
      assert.equal(notes.at(-1), '… and 199,943 more notes like these.');
      const want = bfs(parsed);
      assert.equal((await answer(page)).min, want === null ? 'unreachable: the end cannot be reached' : String(want));
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('a saved game of 100,000 moves is replayed in slices, none holding the page 200 ms', { timeout: TIMEOUT }, async () => {
    // Every square but the last is a snake to square 1, and 10 is 9 away: nobody ever wins.
    const board = `size 10\n${[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n} -> 1`).join('\n')}\n`;
    const MOVES = 100_000;
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      await pasteAndSolveAtOnce(page, board);
      await page.click('#tab-play');
      await page.fill('#game-seed', '5');
      await page.click('#new-game');
      await settled(page);
      // The same game, played on by the core itself to 100,000 moves, saved as the page saves.
      await page.evaluate(async ([text, moves]) => {
        const key = 'snakes-ladders/game/v1';
        const entry = JSON.parse(localStorage.getItem(key));
        const m = await import('./www/core/pkg/snakes_ladders.js');
        const game = new m.Game(m.Board.parse(text), {
          players: entry.setup.players.map((p) => p.name), rules: entry.setup.rules, seed: String(entry.seed),
        });
        game.rollMany(moves);
        localStorage.setItem(key, JSON.stringify({ ...entry, moves: game.movesMade, save: game.save() }));
      }, [board, MOVES]);
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
      await settled(page, 120_000);
      assert.equal(await text(page, '#page-error'), '', 'the save replays to exactly what was saved');
      assert.equal(await text(page, '#log-note'), `The latest 200 of ${MOVES.toLocaleString('en')} moves.`);
      const slices = await page.evaluate(() => performance.getEntriesByName('restore-slice').map((e) => e.duration));
      assert.ok(slices.length > 1 && Math.max(...slices) < 200,
        `replayed in ${slices.length} slices, the longest ${Math.round(Math.max(...slices))} ms`);
      await assertClean(s);
    } finally {
      await s.close();
    }
  });
});

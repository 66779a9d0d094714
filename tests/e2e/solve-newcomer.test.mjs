// End-to-end tests of the Solve task's defects a newcomer met (issue 33, item 6), each as a
// person meets it: a note that outlives the answer it asked for, puzzle rules in force with no
// word of them beside the answer, a bad link's format left in the Format choice, one wording for
// the game-length task, the main board telling the answer while "Watch the search" looks for
// it, and a chained ladder-then-snake named by its net change in the search's words. Expected
// numbers come from the breadth-first search in page-kit.mjs, written from the rules.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  assertClean, bfs, nativeBoard, openSession, pageError, pasteAndSolveAtOnce, ready, settled, sharedText, siteForTests, text,
} from './page-kit.mjs';

const TIMEOUT = 180_000;

const env = siteForTests();

/** The board canvas as an image, once what was asked for is drawn. */
const picture = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(
  () => resolve(document.getElementById('board-canvas').toDataURL())))));

/** Whether element `sel` is shown and wholly inside the window, as the page stands (no scrolling). */
const inView = (page, sel) => page.evaluate((s) => {
  const el = document.querySelector(s);
  if (!el || el.closest('[hidden]')) return false;
  const r = el.getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
}, sel);

describe('Solve, as a newcomer meets it', () => {
  test('after "Back to the usual rules" and Solve, the note asking for Solve is gone', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      await pasteAndSolveAtOnce(page, sharedText('leetcode-909-examples.txt'));
      await page.click('#puzzle-rules-undo');
      assert.match(await text(page, '#answer-note'), /The rules changed: press Solve/, 'the answer went, and the note says why');
      await page.click('#solve-button');
      await settled(page);
      await page.waitForFunction(() => !document.getElementById('solve-result').hidden);
      assert.equal(await text(page, '#answer-note'), '', 'the note is answered: no "press Solve" above the answer');
      // The same after a rule changed by hand, and after an edit of the text.
      await page.selectOption('#rule-overshoot', 'stay');
      await page.click('#solve-button');
      await settled(page);
      assert.equal(await text(page, '#answer-note'), '');
      await page.type('#board-text', '\n');
      assert.match(await text(page, '#answer-note'), /The board text changed: press Solve/);
      await page.click('#solve-button');
      await page.waitForFunction(() => !document.getElementById('solve-result').hidden);
      await settled(page);
      assert.equal(await text(page, '#answer-note'), '');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  for (const [width, height] of [[1280, 900], [390, 844]]) {
    test(`at ${width} x ${height}, puzzle rules a LeetCode paste left in force are named beside the next board's answer`, { timeout: TIMEOUT }, async () => {
      const s = await openSession(env.browser, env.site.url, { width, height });
      try {
        const { page } = s;
        await pasteAndSolveAtOnce(page, sharedText('leetcode-909-examples.txt'));
        const native = 'size 36\n3 -> 20\n';
        await pasteAndSolveAtOnce(page, native);
        await page.evaluate(() => scrollTo(0, 0));
        assert.equal(await text(page, '#min-throws'), String(bfs(nativeBoard(native), { start: '1', overshoot: 'stay' })), 'solved under the puzzle rules');
        assert.ok(await inView(page, '#min-throws'), 'the answer is on screen');
        assert.ok(await inView(page, '#answer-rules'), 'and the rules it is for, beside it');
        assert.match(await text(page, '#answer-rules'), /^Under puzzle rules, as the LeetCode text pasted before asked: start on square 1/);
        assert.ok(await inView(page, '#answer-rules-undo'), 'with the way back at hand');
        await page.click('#answer-rules-undo');
        assert.equal(await page.inputValue('#rule-start'), 'off-board');
        await page.click('#solve-button');
        await settled(page);
        assert.equal(await text(page, '#min-throws'), String(bfs(nativeBoard(native))), 'solved under the usual rules again');
        assert.match(await text(page, '#answer-rules'), /^Under the rules below: start off the board; passing the end: bounce back;/);
        assert.ok(await page.isHidden('#answer-rules-undo'), 'no way back from the usual rules');
        await assertClean(s);
      } finally {
        await s.close();
      }
    });
  }

  test('a link whose board cannot be read in its format leaves the Format choice on Detect, and the next edit is read', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, `${env.site.url}#board=${encodeURIComponent('size 12\n2 -> x\n')}&format=leetcode`);
    try {
      const { page } = s;
      assert.match(await pageError(page), /The board in this link could not be read \(leetcode board.*the classic board is shown instead/s);
      assert.equal(await page.inputValue('#board-format'), 'auto', 'the Format choice says what is in force');
      assert.equal(await text(page, '#detected-format'), 'native');
      await page.fill('#board-text', 'size 12\n2 -> 9\n');
      await page.waitForFunction(() => document.getElementById('detected-format').textContent === 'native'
        && document.getElementById('board-canvas').dataset.size === '12', null, { timeout: 10_000 });
      assert.equal(await text(page, '#parse-error'), '', 'the edit is read as the board it is');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('the game-length task is named the same on its button and its heading', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      await page.click('#tab-analyze');
      assert.equal(await text(page, '#tab-analyze'), await text(page, '#analysis-heading'));
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('while "Watch the search" has not found the end, the main board shows no answer; once it has, the path', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      const bare = await picture(page); // the classic board, not solved: the token at the start
      await page.click('#solve-button');
      await settled(page);
      const solved = await picture(page);
      assert.notEqual(solved, bare, 'the answer shows on the board');
      await page.click('#watch-search');
      await page.waitForSelector('#bfs-watch:not([hidden]) .bfs-status[data-last]');
      assert.equal(await picture(page), bare, 'the search has just begun: no marks, the token at the start');
      await page.click('#bfs-watch .bfs-controls button.primary'); // a step
      assert.equal(await picture(page), bare, 'nor after a step');
      await page.check('#page-bfs-by-level');
      const last = Number(await page.getAttribute('#bfs-watch .bfs-status', 'data-last'));
      for (let i = 0; i < 40 && Number(await page.getAttribute('#bfs-watch .bfs-status', 'data-position')) < last; i++) {
        await page.click('#bfs-watch .bfs-controls button.primary');
      }
      assert.match(await text(page, '#bfs-watch .bfs-status'), /^Found the end/);
      assert.equal(await picture(page), solved, 'the search found the end: the path is on the board again');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('under chained jumps, a throw up a ladder onto a snake is told as both jumps in the search, in the page and the widget', { timeout: TIMEOUT }, async () => {
    // Roll 3 from the start lands on 3: the ladder to 20, then the snake from 20 to 5.
    const board = 'size 30\n3 -> 20\n20 -> 5\n';
    const want = /Throws: .*; 3 → 3, ladder up to 20, snake down to 5 \(seen\);/; // 5 was found by the roll of 5
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      await pasteAndSolveAtOnce(page, board);
      await page.selectOption('#rule-jumps', 'chain');
      await page.click('#watch-search');
      await page.waitForSelector('#bfs-watch:not([hidden]) .bfs-status[data-last]');
      await page.click('#bfs-watch .bfs-controls button.primary');
      await page.waitForFunction(() => /^Step 1 /.test(document.querySelector('#bfs-watch .bfs-status').textContent));
      assert.match(await text(page, '#bfs-watch .bfs-status'), want);
      await assertClean(s, 'page');
    } finally {
      await s.close();
    }
    const context = await env.browser.newContext({ viewport: { width: 900, height: 900 }, reducedMotion: 'reduce' });
    await context.route(`${env.site.url}chain.html`, (route) => route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>chain</title>
        <script type="module" src="./www/snakes-ladders.js"></script></head><body>
        <snakes-ladders id="w" mode="bfs" controls jumps="chain" board="${board.replace(/\n/g, '&#10;')}"></snakes-ladders></body></html>`,
    }));
    const w = await openSession(env.browser, `${env.site.url}chain.html`, { context, waitReady: false });
    try {
      const { page } = w;
      const status = () => page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('.bfs-status')?.textContent ?? '');
      await page.waitForFunction(() => document.getElementById('w').shadowRoot.querySelector('.bfs-status')?.dataset.last);
      await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('.bfs-controls button.primary').click());
      await page.waitForFunction(() => /^Step 1 /.test(document.getElementById('w').shadowRoot.querySelector('.bfs-status').textContent));
      assert.match(await status(), want);
      await assertClean(w, 'widget');
    } finally {
      await context.close();
    }
  });

  test('a paste and a press of Solve while the page starts are kept and answered, over six cold loads', { timeout: TIMEOUT }, async () => {
    const board = 'size 30\n3 -> 22\n5 -> 8\n11 -> 26\n20 -> 29\n27 -> 1\n21 -> 9\n17 -> 4\n19 -> 7\n';
    const want = String(bfs(nativeBoard(board)));
    for (let load = 0; load < 6; load++) {
      const solve = load < 4; // the last two only paste: the pasted board is read, not the link's
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      try {
        const page = await context.newPage();
        const problems = [];
        page.on('pageerror', (e) => problems.push(e.message));
        await page.goto(env.site.url, { waitUntil: 'commit' });
        await page.fill('#board-text', board); // as soon as the box exists
        const early = await page.evaluate(() => !document.body.dataset.ready);
        if (solve) await page.click('#solve-button');
        await ready(page);
        await page.waitForFunction(() => document.getElementById('board-canvas').dataset.size === '30', null, { timeout: 10_000 });
        const where = `load ${load + 1}${early ? ', pasted before ready' : ''}`;
        assert.equal(await page.inputValue('#board-text'), board, `${where}: the pasted text is in the box, whole and alone`);
        if (solve) {
          // The number is in the answer's card, whose code may still be loading: wait for it
          // (CI at ff7d805 read the box before the card was in it; the box now waits for it).
          await page.waitForFunction(() => !document.getElementById('solve-result').hidden
            && /\d/.test(document.getElementById('min-throws')?.textContent ?? ''), null, { timeout: 10_000 });
          assert.equal(await text(page, '#min-throws'), want, `${where}: Solve answers for the pasted board`);
          assert.equal(await text(page, '#answer-note'), '', `${where}: the note that the answer is coming has gone`);
        } else {
          assert.ok(await page.isHidden('#solve-result'), `${where}: no answer without Solve`);
        }
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
  });

  test('the box a visitor goes into while the page starts stays theirs: a paste there is the whole text, and a box left as it was gets the board\'s text', { timeout: TIMEOUT }, async () => {
    const board = 'size 30\n3 -> 22\n5 -> 8\n11 -> 26\n20 -> 29\n27 -> 1';
    // Each load holds the core's wasm until the box is focused, so that the page puts its board
    // on screen, and once wrote its text, while the visitor is in the box (a paste after that
    // write landed after the board's text: "size is given twice").
    const load = async (inBox) => {
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      let release = () => {};
      const held = new Promise((resolve) => { release = resolve; });
      await context.route('**/snakes_ladders_bg.wasm', async (route) => { await held; await route.continue(); });
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(env.site.url, { waitUntil: 'commit' });
      await page.focus('#board-text');
      release();
      await ready(page);
      await inBox(page);
      assert.deepEqual(problems, []);
      await context.close();
    };
    await load(async (page) => {
      await page.keyboard.insertText(board);
      await page.waitForFunction(() => document.getElementById('board-canvas').dataset.size === '30', null, { timeout: 10_000 });
      assert.equal(await page.inputValue('#board-text'), board, 'the paste is the whole text');
    });
    await load(async (page) => {
      assert.equal(await page.inputValue('#board-text'), '', 'no text put under the caret of a visitor in the box');
      await page.click('#solve-button');
      await page.waitForFunction(() => !document.getElementById('solve-result').hidden
        && /\d/.test(document.getElementById('min-throws')?.textContent ?? ''), null, { timeout: 10_000 });
      const shown = await page.inputValue('#board-text');
      assert.match(shown, /^size 100\n/, 'the board\'s text once they leave the box');
      assert.equal(await text(page, '#min-throws'), String(bfs(nativeBoard(shown))), 'Solve answers for the board on screen');
      assert.equal(await text(page, '#parse-error'), '');
    });
  });

  test('the answer\'s box stays hidden while its card\'s code loads, then shows the card with the number; an edit meanwhile withdraws it', { timeout: TIMEOUT }, async () => {
    const board = 'size 30\n3 -> 22\n5 -> 8\n11 -> 26\n20 -> 29\n27 -> 1';
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    // The card's code (tasks/answer.js) is held until released, so that the window is wide.
    let release = () => {};
    const released = new Promise((resolve) => { release = resolve; });
    await context.route('**/www/tasks/answer.js', async (route) => { await released; await route.continue(); });
    const s = await openSession(env.browser, env.site.url, { context });
    try {
      const { page } = s;
      await page.fill('#board-text', board);
      await page.click('#solve-button');
      // The core answers at once (the page is ready); the card stays held.
      await page.waitForTimeout(600);
      assert.ok(await page.isHidden('#solve-result'), 'no answer box without its card: no rules line over an empty answer');
      // An edit while the card is held withdraws the answer on its way, with the note.
      await page.type('#board-text', '\n');
      assert.match(await text(page, '#answer-note'), /The board text changed: press Solve/);
      await page.click('#solve-button');
      release();
      await page.waitForFunction(() => !document.getElementById('solve-result').hidden, null, { timeout: 20_000 });
      assert.equal(await text(page, '#min-throws'), String(bfs(nativeBoard(board))), 'the box shows with the number in it');
      assert.equal(await text(page, '#answer-note'), '');
      await assertClean(s);
    } finally {
      release();
      await context.close();
    }
  });

  test('a jump off the board, 5 -> 1000, marks its line in the box, where that line is drawn, and names the format read', { timeout: TIMEOUT }, async () => {
    for (const colorScheme of ['light', 'dark']) {
      const s = await openSession(env.browser, env.site.url, { colorScheme });
      try {
        const { page } = s;
        await page.evaluate(() => {
          const box = document.getElementById('board-text');
          box.value = 'size 30\n3 -> 22\n5 -> 1000\n11 -> 26\n';
          box.dispatchEvent(new Event('input', { bubbles: true }));
        });
        await page.waitForFunction(() => document.getElementById('parse-error').textContent !== '');
        assert.match(await text(page, '#parse-error'), /line 3, .*1000/, 'the message names line 3');
        assert.equal(await text(page, '#format-seen'), 'Taken for native, not read: line 3 is marked', 'the format the text was taken for');
        assert.ok(await page.isVisible('#format-seen'));
        assert.equal(await page.getAttribute('#board-text', 'aria-invalid'), 'true');
        // The band follows once its module is loaded (ui/text-band.js, not in the first load).
        await page.waitForFunction(() => document.getElementById('board-text').dataset.errorLine === '3');
        // Where line 3 is drawn: short lines do not wrap, so two line-heights below the padding.
        const box = await page.evaluate(() => {
          const b = document.getElementById('board-text');
          const st = getComputedStyle(b);
          const probe = document.createElement('span');
          probe.style.color = 'var(--error)';
          document.body.append(probe);
          const error = getComputedStyle(probe).color.match(/\d+/g).map(Number);
          probe.remove();
          return { border: parseFloat(st.borderTopWidth), pad: parseFloat(st.paddingTop), line: parseFloat(st.lineHeight), error };
        });
        const top = box.border + box.pad + 2 * box.line;
        // The rows of the box's picture, down its left edge, that are in the error colour: the mark.
        const png = (await page.locator('#board-text').screenshot()).toString('base64');
        const rows = await page.evaluate(async ([data, x, want]) => {
          const img = new Image();
          img.src = `data:image/png;base64,${data}`;
          await img.decode();
          const c = document.createElement('canvas');
          c.width = img.width;
          c.height = img.height;
          const g = c.getContext('2d');
          g.drawImage(img, 0, 0);
          const px = g.getImageData(x, 0, 1, img.height).data;
          const out = [];
          for (let y = 0; y < img.height; y++) {
            if ([0, 1, 2].every((k) => Math.abs(px[4 * y + k] - want[k]) < 24)) out.push(y);
          }
          return out;
        }, [png, Math.ceil(box.border) + 1, box.error]);
        assert.ok(rows.length > 0, `${colorScheme}: a mark is drawn down the box's left edge`);
        assert.ok(Math.abs(rows[0] - top) <= 2 && Math.abs(rows.at(-1) + 1 - (top + box.line)) <= 2,
          `${colorScheme}: the mark spans line 3 (${top} to ${top + box.line}), not rows ${rows[0]} to ${rows.at(-1)}`);
        // Mended, the mark goes.
        await page.evaluate(() => {
          const b = document.getElementById('board-text');
          b.value = b.value.replace('1000', '29');
          b.dispatchEvent(new Event('input', { bubbles: true }));
        });
        await page.waitForFunction(() => document.getElementById('parse-error').textContent === '');
        assert.equal(await page.getAttribute('#board-text', 'aria-invalid'), null);
        assert.equal(await page.getAttribute('#board-text', 'data-error-line'), null);
        assert.equal(await text(page, '#detected-format'), 'native');
        assert.ok(await page.isHidden('#format-seen'));
        await assertClean(s, colorScheme);
      } finally {
        await s.close();
      }
    }
  });
});

// End-to-end tests of the teaching views (issue 15): the breadth-first search step by step (the
// widget's mode="bfs" and "Watch the search" on the page's solve task) and where one token is
// after each throw (the page's analysis card and the widget's analyze mode).
//
// Independent checks: the fewest throws from page-kit.mjs's own BFS over the rules written from
// scratch; the heat map's values against the distribution worked out here by pushing the
// probability through those same from-scratch rules throw by throw (a power of the transition
// matrix, applied to the start's row).

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertClean, bfs, nativeBoard, openSession, recordSaid, siteForTests, throwFrom } from './page-kit.mjs';

const TIMEOUT = 180_000;
const env = siteForTests();

const SMALL = 'size 30\nladder 3 -> 22, 5 -> 8, 11 -> 26, 20 -> 29\nsnake 27 -> 1, 21 -> 9, 17 -> 4, 19 -> 7';
const attr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;');

/**
 * The probability of each square 0..size after `t` throws of one token, the last square
 * counting the games over: the start's row of the t-th power of the chain's matrix.
 */
function occupancy(board, t, { start = 'off-board', overshoot = 'bounce', jumps = 'single', faces = 6 } = {}) {
  let p = new Float64Array(board.size + 1);
  p[start === '1' ? 1 : 0] = 1;
  for (let k = 0; k < t; k++) {
    const next = new Float64Array(board.size + 1);
    next[board.size] = p[board.size];
    for (let s = 0; s < board.size; s++) {
      if (p[s] === 0) continue;
      for (let roll = 1; roll <= faces; roll++) next[throwFrom(board, s, roll, { overshoot, jumps })] += p[s] / faces;
    }
    p = next;
  }
  return p;
}

/** Each square's level in a BFS of its own from the start (off the board, six faces): Map square → throws. */
function levels(board) {
  const level = new Map([[0, 0]]);
  for (let frontier = [0], d = 0; frontier.length; d++) {
    const next = [];
    for (const sq of frontier) {
      for (let roll = 1; roll <= 6; roll++) {
        const to = throwFrom(board, sq, roll);
        if (!level.has(to)) { level.set(to, d + 1); next.push(to); }
      }
    }
    frontier = next;
  }
  return level;
}

/** A page at the site's root holding `body`, with the widget imported (under the recorders). */
async function widgetPage(body, { colorScheme = 'light' } = {}) {
  const context = await env.browser.newContext({ viewport: { width: 900, height: 900 }, reducedMotion: 'reduce', colorScheme });
  await context.route(`${env.site.url}teach.html`, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><head><title>teach</title>
      <script type="module" src="./www/snakes-ladders.js"></script></head><body>${body}</body></html>`,
  }));
  const s = await openSession(env.browser, `${env.site.url}teach.html`, { context, waitReady: false });
  return { ...s, close: () => context.close() };
}

/** In widget `id`'s shadow root: the text (and data) of `selector`. */
const shadow = (page, id, selector) => page.evaluate(([i, sel]) => {
  const n = document.getElementById(i).shadowRoot.querySelector(sel);
  return n ? { text: n.textContent, data: { ...n.dataset }, disabled: n.disabled ?? null } : null;
}, [id, selector]);

describe('a widget whose first board is refused', () => {
  test('shows its error in the page\'s dark scheme', { timeout: TIMEOUT }, async () => {
    const s = await widgetPage('<snakes-ladders id="w" mode="solve" controls board="size 30&#10;3 -> x"></snakes-ladders>', { colorScheme: 'dark' });
    const { page } = s;
    try {
      await page.waitForFunction(() => {
        const box = document.getElementById('w').shadowRoot.querySelector('[part=error]');
        return box && !box.hidden && box.textContent.length > 0;
      });
      const seen = await page.evaluate(() => {
        const box = document.getElementById('w').shadowRoot.querySelector('[part=error]');
        const rgb = getComputedStyle(box).backgroundColor.match(/\d+(\.\d+)?/g).map(Number);
        return { text: box.textContent, light: (rgb[0] + rgb[1] + rgb[2]) / 3 };
      });
      assert.match(seen.text, /line 2/);
      assert.ok(seen.light < 100, `a dark error box in a dark page (mean channel ${seen.light})`);
    } finally {
      await s.close();
    }
  });
});

describe('the search, step by step', () => {
  test('a throw that bounces back from the end says so', { timeout: TIMEOUT }, async () => {
    // Size 8, from the start: square 6 is found first (rolls from the largest down) and expanded
    // next; its 6 goes past 8 and comes back to 4 before its 2 reaches the end.
    const s = await widgetPage('<snakes-ladders id="w" mode="bfs" controls board="size 8"></snakes-ladders>');
    const { page } = s;
    try {
      await page.waitForFunction(() => document.getElementById('w').shadowRoot.querySelector('.bfs-status')?.dataset.last);
      const texts = [];
      for (let i = 1; i <= 2; i++) {
        await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('.bfs-controls button.primary').click());
        await page.waitForFunction((n) => document.getElementById('w').shadowRoot.querySelector('.bfs-status').dataset.position === String(n), i);
        texts.push((await shadow(page, 'w', '.bfs-status')).text);
      }
      assert.doesNotMatch(texts[0], /bounced/, texts[0]);
      assert.match(texts[1], /expand square 6.*6 → 4, bounced back from the end \(seen\)/, texts[1]);
      assert.match(texts[1], /2 → 8/, texts[1]);
      await assertClean(s, 'bounce');
    } finally {
      await s.close();
    }
  });

  test('the widget in bfs mode steps to the end and announces the fewest throws and the rolls', { timeout: TIMEOUT }, async () => {
    const s = await widgetPage(`<snakes-ladders id="w" mode="bfs" controls start="1" overshoot="stay" board="${attr(SMALL)}"></snakes-ladders>`);
    const { page } = s;
    try {
      await page.waitForFunction(() => document.getElementById('w').shadowRoot.querySelector('.bfs-status')?.dataset.last);
      const want = bfs(nativeBoard(SMALL), { start: '1', overshoot: 'stay' });
      const first = await shadow(page, 'w', '.bfs-status');
      assert.equal(first.data.position, '0');
      assert.match(first.text, /begins at square 1, level 0/);
      // Before any step, reading a square tells its place in the search, not its distance to
      // the end: the search has not found that yet.
      await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('canvas').focus());
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowUp']) {
        await page.keyboard.press(key);
        await page.waitForFunction(() => /^Square \d+/.test(document.getElementById('w').shadowRoot.querySelector('[part=live]').textContent));
        const read = (await shadow(page, 'w', '[part=live]')).text;
        assert.doesNotMatch(read, /to the end|cannot be reached/, `before the search: ${read}`);
        assert.match(read, /Not found yet by the search|Level 0/, read);
      }
      await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('canvas').blur());
      // Step by step with the Step button until it is disabled; every step is announced as drawn.
      const last = Number(first.data.last);
      for (let i = 1; i <= last; i++) {
        await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('.bfs-controls button.primary').click());
        await page.waitForFunction((n) => {
          const r = document.getElementById('w').shadowRoot;
          return r.querySelector('.bfs-status').dataset.position === String(n) && r.querySelector('[part=live]').textContent === r.querySelector('.bfs-status').textContent;
        }, i);
      }
      const end = await shadow(page, 'w', '.bfs-status');
      assert.match(end.text, new RegExp(`Fewest throws: ${want}\\. Read back through the parents: 30 ← `));
      const said = await shadow(page, 'w', '[part=live]');
      assert.equal(said.text, end.text, 'the last step is announced');
      assert.equal((await shadow(page, 'w', '.bfs-controls button.primary')).disabled, true, 'Step is disabled at the end');
      // The rolls read back are a path of that length under the rules written from scratch.
      const rolls = /Rolls: ([\d, ]+)\./.exec(end.text)[1].split(', ').map(Number);
      assert.equal(rolls.length, want);
      const board = nativeBoard(SMALL);
      let at = 1;
      for (const r of rolls) at = throwFrom(board, at, r, { overshoot: 'stay' });
      assert.equal(at, 30, 'the rolls read back reach the end');
      // And the core's own solve agrees.
      const solved = await page.evaluate(() => document.getElementById('w').solve().then((d) => d.minThrows));
      assert.equal(solved, want);
      await assertClean(s, 'bfs mode');
    } finally {
      await s.close();
    }
  });

  test('bfs mode: keyboard steps (Enter on the board, arrows on the controls), back, one level at a time', { timeout: TIMEOUT }, async () => {
    const s = await widgetPage(`<snakes-ladders id="w" mode="bfs" controls board="${attr(SMALL)}"></snakes-ladders>`);
    const { page } = s;
    try {
      await page.waitForFunction(() => document.getElementById('w').shadowRoot.querySelector('.bfs-status')?.dataset.last);
      const pos = async () => Number((await shadow(page, 'w', '.bfs-status')).data.position);
      await page.focus('#w');
      await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('canvas').focus());
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      assert.equal(await pos(), 2, 'Enter on the focused board takes a step');
      await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('.bfs-controls button.primary').focus());
      await page.keyboard.press('ArrowRight');
      assert.equal(await pos(), 3, 'ArrowRight on the controls steps');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await pos(), 2, 'ArrowLeft goes back');
      // One level at a time: the step ends where the next square to expand is a level further.
      await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('.bfs-option input[type=checkbox]').click());
      await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('.bfs-controls button').click()); // Restart
      assert.equal(await pos(), 0);
      await page.keyboard.press('ArrowRight');
      await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('.bfs-controls button.primary').click());
      const text = (await shadow(page, 'w', '.bfs-status')).text;
      // Off the board, level 1 is squares 1..6 at rest: after two levels' steps the 7 squares of levels 0 and 1 are expanded.
      assert.equal(await pos(), 7, `two level steps expand level 0 and level 1 (${text})`);
      // The words tell of the whole level: its squares and the squares they found, from a BFS here.
      const board = nativeBoard(SMALL);
      const level1 = [...new Set([1, 2, 3, 4, 5, 6].map((roll) => throwFrom(board, 0, roll)))];
      const level2 = [];
      for (const sq of level1) {
        for (let roll = 1; roll <= 6; roll++) {
          const to = throwFrom(board, sq, roll);
          if (to !== 0 && !level1.includes(to) && !level2.includes(to)) level2.push(to);
        }
      }
      assert.ok(text.startsWith(`Steps 2 to 7 of `) && text.includes(`level 1, ${level1.length} squares (`), text);
      for (const sq of level1) assert.match(text, new RegExp(`[(, ]${sq}[,)]`), `square ${sq} of level 1 is named: ${text}`);
      assert.ok(text.includes(`${level2.length} new squares at level 2 (`), `${level2.length} found at level 2: ${text}`);
      // The last level: the search stops on reaching the end, and the words say which squares of
      // that level it never expanded. Expanded and never expanded together are the level.
      const level = levels(board);
      const click = () => page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('.bfs-controls button.primary').click());
      const last = Number((await shadow(page, 'w', '.bfs-status')).data.last);
      while (await pos() < last - 1) await click();
      const end = (await shadow(page, 'w', '.bfs-status')).text;
      const L = level.get(board.size) - 1;
      const m = new RegExp(`level ${L}, \\d+ squares? \\(([\\d, ]+)\\).*The last square is reached(?:, so the rest of level ${L} \\(([\\d, ]+)\\) is never expanded)?:`).exec(end);
      assert.ok(m, end);
      const named = [...m[1].split(', '), ...(m[2] ? m[2].split(', ') : [])].map(Number).sort((a, b) => a - b);
      const want = [...level].filter(([, d]) => d === L).map(([sq]) => sq).sort((a, b) => a - b);
      assert.deepEqual(named, want, `level ${L}, expanded or not: ${end}`);
      await assertClean(s, 'bfs keyboard');
    } finally {
      await s.close();
    }
  });

  test('bfs mode with autoplay and speed plays to the end by itself; under two seeds the order is named and the length is the same', { timeout: TIMEOUT }, async () => {
    const body = [1, 2].map((seed) => `<snakes-ladders id="w${seed}" mode="bfs" autoplay speed="20" randomness="1" seed="${seed}" board="${attr(SMALL)}"></snakes-ladders>`).join('');
    const s = await widgetPage(body);
    const { page } = s;
    try {
      const want = bfs(nativeBoard(SMALL));
      for (const id of ['w1', 'w2']) {
        await page.waitForFunction((i) => {
          const st = document.getElementById(i).shadowRoot.querySelector('.bfs-status');
          return st && st.dataset.last && st.dataset.position === st.dataset.last;
        }, id, { timeout: 60_000 });
        const end = await shadow(page, id, '.bfs-status');
        assert.match(end.text, new RegExp(`Fewest throws: ${want}\\.`));
        assert.match((await shadow(page, id, '.bfs-order')).text, new RegExp(`seed ${id.slice(1)}`), 'the throw order names its seed');
      }
      await assertClean(s, 'bfs autoplay');
    } finally {
      await s.close();
    }
  });

  test('a board too big to step square by square shows levels with their sizes', { timeout: TIMEOUT }, async () => {
    const s = await widgetPage('<snakes-ladders id="w" mode="bfs" controls size="30000" snakes="0" ladders="0"></snakes-ladders>');
    const { page } = s;
    try {
      await page.waitForFunction(() => document.getElementById('w').shadowRoot.querySelector('.bfs-status')?.dataset.last, null, { timeout: 60_000 });
      const first = await shadow(page, 'w', '.bfs-status');
      assert.match(first.text, /^Level 0 of 5000: 1 square first reached after 0 throws\./);
      await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('.bfs-controls button.primary').click());
      assert.match((await shadow(page, 'w', '.bfs-status')).text, /^Level 1 of 5000: 6 squares first reached after 1 throw\./);
      assert.match((await shadow(page, 'w', '.bfs-order')).text, /a level at a time/);
      await assertClean(s, 'levels only');
    } finally {
      await s.close();
    }
  });

  test('a widget in bfs mode from the start records with the search module alone; one entering bfs mode later keeps its core and a worker records', { timeout: TIMEOUT }, async () => {
    const s = await widgetPage(`<snakes-ladders id="a" mode="solve" controls board="${attr(SMALL)}"></snakes-ladders>`);
    const { page } = s;
    // The wasm files the page has fetched so far (the full one is fetched on the page's thread
    // and handed to the workers, so the page's resource timing sees every one).
    const wasm = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()).filter((n) => n.endsWith('.wasm')).sort());
    const stepsOf = (id) => page.waitForFunction((i) => document.getElementById(i).shadowRoot.querySelector('.bfs-status')?.dataset.last, id, { timeout: 60_000 })
      .then((h) => h.jsonValue());
    try {
      await page.waitForFunction(() => typeof document.getElementById('a').result?.minThrows === 'number');
      assert.deepEqual(await wasm(), ['snakes_ladders_solver_bg.wasm'], 'a widget that plays no game: the solver module');
      await page.evaluate((board) => {
        const b = document.createElement('snakes-ladders');
        Object.assign(b, { id: 'b' });
        b.setAttribute('mode', 'bfs');
        b.setAttribute('controls', '');
        b.setAttribute('board', board);
        document.body.append(b);
      }, SMALL);
      const fromStart = await stepsOf('b');
      assert.deepEqual(await wasm(), ['snakes_ladders_search_bg.wasm', 'snakes_ladders_solver_bg.wasm'], 'the search module, no full module');
      await page.evaluate(() => { document.getElementById('a').mode = 'bfs'; });
      const later = await stepsOf('a');
      assert.ok(Number(later) > 1, `a search of ${later} steps`);
      assert.equal(later, fromStart, 'the same search, recorded either way');
      assert.deepEqual(await wasm(), ['snakes_ladders_full_bg.wasm', 'snakes_ladders_search_bg.wasm', 'snakes_ladders_solver_bg.wasm'],
        'a worker with the full module recorded the search of the widget whose core has none');
      const want = bfs(nativeBoard(SMALL));
      for (const id of ['a', 'b']) {
        await page.evaluate((i) => {
          const root = document.getElementById(i).shadowRoot;
          for (let k = 0; k < 10_000 && root.querySelector('.bfs-status').dataset.position !== root.querySelector('.bfs-status').dataset.last; k++) {
            root.querySelector('.bfs-controls button.primary').click();
          }
        }, id);
        await page.waitForFunction((i) => {
          const st = document.getElementById(i).shadowRoot.querySelector('.bfs-status');
          return st.dataset.position === st.dataset.last;
        }, id);
        assert.match((await shadow(page, id, '.bfs-status')).text, new RegExp(`Fewest throws: ${want}\\.`), `widget ${id}`);
      }
      await assertClean(s, 'two widgets, two modules');
    } finally {
      await s.close();
    }
  });

  test('a board over the squares searched on the page\'s thread: a worker records the search, the latest rules win', { timeout: TIMEOUT }, async () => {
    const s = await widgetPage('<snakes-ladders id="w" mode="bfs" controls></snakes-ladders>');
    const { page } = s;
    try {
      const solvedHere = await page.evaluate(async () => (await import('/www/core/off-thread.js')).SOLVED_HERE);
      const size = 2 * solvedHere;
      const board = { size, jumps: new Map() };
      // The "Recording…" line shows while a worker records, and goes when it is done: watched by
      // an observer from before `act`, so that a recording quicker than a poll is still seen.
      const workDuring = async (act) => {
        await page.evaluate(() => {
          const root = document.getElementById('w').shadowRoot;
          const shows = () => {
            const node = root.querySelector('[part~="work"]');
            return node && !node.hidden && /^Recording the search on the board of [\d,]+ squares…$/.test(node.textContent);
          };
          window.__sawWork = false;
          const watch = new MutationObserver(() => {
            if (shows()) { window.__sawWork = true; watch.disconnect(); }
          });
          watch.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
        });
        await act();
        await page.waitForFunction(() => window.__sawWork, null, { timeout: 60_000, polling: 5 });
      };
      await workDuring(() => page.evaluate((n) => {
        const w = document.getElementById('w');
        for (const [k, v] of [['snakes', '0'], ['ladders', '0'], ['size', String(n)]]) w.setAttribute(k, v);
      }, size));
      // Four faces before the recording for six arrives: the search shown is the one under four.
      await workDuring(() => page.evaluate(() => document.getElementById('w').setAttribute('faces', '4')));
      await page.waitForFunction(() => {
        const root = document.getElementById('w').shadowRoot;
        return root.querySelector('[part~="work"]').hidden && root.querySelector('.bfs-status')?.dataset.last;
      }, null, { timeout: 60_000 });
      // On an empty board the end is the farthest square: the last level is the fewest throws.
      const want = bfs(board, { faces: 4 });
      assert.notEqual(want, bfs(board), 'four faces and six need different throws');
      assert.equal(Number((await shadow(page, 'w', '.bfs-status')).data.last), want);
      await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('.bfs-controls button.primary').click());
      assert.match((await shadow(page, 'w', '.bfs-status')).text, new RegExp(`^Level 1 of ${want}: 4 squares first reached after 1 throw\\.`));
      await assertClean(s, 'recorded by a worker');
    } finally {
      await s.close();
    }
  });

  test("the page's Watch the search steps the core's search under the answer, by keyboard", { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    const { page } = s;
    try {
      const board = nativeBoard(await page.inputValue('#board-text'));
      const want = bfs(board);
      await page.click('#watch-search');
      await page.waitForSelector('#bfs-watch:not([hidden]) .bfs-status[data-last]');
      await page.focus('#bfs-canvas');
      for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.getElementById('bfs-live').textContent === document.querySelector('#bfs-watch .bfs-status').textContent);
      const status = await page.textContent('#bfs-watch .bfs-status');
      assert.match(status, /^Step 3 of \d+: expand square \d+, level 1 \(reached from start\)\. Throws: 6 → /);
      assert.ok(await page.locator('#bfs-watch .bfs-queue li').count() > 3, 'the queue strip lists the queue');
      // One level at a time, to the end: the fewest throws are the same as the page's Solve.
      await page.check('#page-bfs-by-level');
      const last = Number(await page.getAttribute('#bfs-watch .bfs-status', 'data-last'));
      let before = '';
      for (let i = 0; i < 40 && Number(await page.getAttribute('#bfs-watch .bfs-status', 'data-position')) < last; i++) {
        before = await page.textContent('#bfs-watch .bfs-status');
        await page.click('#bfs-watch .bfs-controls button.primary');
      }
      // The search stopped in the middle of its last level: the words name what it never expanded.
      // Expanded and never expanded together are that level, by a BFS here.
      const level = levels(board);
      const L = want - 1;
      const m = new RegExp(`expand square (\\d+), level ${L} .*The last square is reached, so the rest of level ${L} \\(([\\d, ]+)\\) is never expanded:`).exec(before);
      assert.ok(m, before);
      assert.deepEqual([Number(m[1]), ...m[2].split(', ').map(Number)].sort((a, b) => a - b),
        [...level].filter(([, d]) => d === L).map(([sq]) => sq).sort((a, b) => a - b), before);
      assert.match(await page.textContent('#bfs-watch .bfs-status'), new RegExp(`^Found the end\\. Fewest throws: ${want}\\.`));
      // Playing at the fastest speed says nothing a step (a screen reader would fall ever further
      // behind): what it says is where play stopped, on Pause and at the end.
      await page.uncheck('#page-bfs-by-level');
      await page.selectOption('#page-bfs-speed', '5');
      await recordSaid(page, 'bfs-live');
      const play = page.locator('#bfs-watch .bfs-controls button', { hasText: /^(Play|Replay|Pause)$/ });
      await play.click(); // Replay: from the start
      await page.waitForFunction(() => Number(document.querySelector('#bfs-watch .bfs-status').dataset.position) >= 8);
      await play.click(); // Pause
      const paused = await page.textContent('#bfs-watch .bfs-status');
      await page.waitForFunction((t) => document.getElementById('bfs-live').textContent === t, paused);
      await play.click(); // Play on, to the end
      await page.waitForFunction(() => document.querySelector('#bfs-watch .bfs-status').dataset.position === document.querySelector('#bfs-watch .bfs-status').dataset.last, null, { timeout: 30_000 });
      const end = await page.textContent('#bfs-watch .bfs-status');
      await page.waitForFunction((t) => document.getElementById('bfs-live').textContent === t, end);
      const said = [...new Set(await page.evaluate(() => window.__said.filter((t) => t !== '')))];
      assert.deepEqual(said, [paused, end], `said while playing: ${said.length} texts`);
      await page.click('#solve-button');
      await page.waitForFunction(() => document.getElementById('min-throws').dataset.value);
      assert.equal(Number(await page.getAttribute('#min-throws', 'data-value')), want);
      await assertClean(s, 'page search');
    } finally {
      await s.close();
    }
  });
});

describe('where the token is after each throw', () => {
  test("the page's heat map shows, square by square, the chain's exact distribution", { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    const { page } = s;
    try {
      const board = nativeBoard(await page.inputValue('#board-text'));
      await page.click('#tab-analyze');
      await page.waitForSelector('#spread[data-state=ready]', { timeout: 60_000 });
      const T = 9;
      const want = occupancy(board, T);
      // The scrubber by keyboard: focus it and press the right arrow T times.
      await page.focus('#page-spread-throw');
      // After one throw several squares are equally likely (on the classic board, the six a die
      // reaches, two of them up ladders): the words name them all, not one of them.
      await page.keyboard.press('ArrowRight');
      const one = occupancy(board, 1);
      let top = 0;
      for (let n = 0; n < board.size; n++) top = Math.max(top, one[n]);
      const tied = [];
      for (let n = 0; n < board.size; n++) if (Math.abs(one[n] - top) <= 1e-12) tied.push(n);
      assert.ok(tied.length > 1, `ties after one throw: ${tied}`);
      const facts = await page.textContent('.spread-facts');
      // Listed as English lists them (Intl.ListFormat: "2, 3, and 38"), as every language's list is.
      const listed = new Intl.ListFormat('en', { type: 'conjunction' }).format(tied.map(String));
      assert.ok(facts.includes(`the most likely squares are ${listed} (`), facts);
      for (let i = 1; i < T; i++) await page.keyboard.press('ArrowRight');
      assert.equal(await page.getAttribute('.spread-facts', 'data-throw'), String(T));
      assert.ok(Math.abs(Number(await page.getAttribute('.spread-facts', 'data-finished')) - want[board.size]) < 1e-12, 'finished by T');
      let likely = 1;
      for (let n = 1; n < board.size; n++) if (want[n] > want[likely]) likely = n;
      assert.equal(await page.getAttribute('.spread-facts', 'data-likely'), String(likely), 'the most likely square');
      // Squares read with the keyboard on the heat map's board: Home (1), PageUp twice (21), End (the last).
      await page.focus('#spread-canvas');
      const read = async (keys, square) => {
        for (const k of keys) await page.keyboard.press(k);
        assert.equal(await page.getAttribute('.spread-readout', 'data-square'), String(square));
        const got = Number(await page.getAttribute('.spread-readout', 'data-value'));
        assert.ok(Math.abs(got - want[square]) < 1e-12, `square ${square} after ${T} throws: ${got} vs ${want[square]}`);
      };
      await read(['Home'], 1);
      await read(['PageUp'], 11);
      await read(['PageUp'], 21);
      await read(['End'], board.size);
      let sum = 0;
      for (const v of want) sum += v;
      assert.ok(Math.abs(sum - 1) < 1e-12);
      // The last square read is said on the next frame: heard before the recording starts.
      await page.waitForFunction((n) => document.getElementById('spread-live').textContent.startsWith(`Square ${n}`), board.size);
      // Play says nothing a throw (a screen reader would fall behind): it says where it stopped.
      await recordSaid(page, 'spread-live');
      const play = page.locator('#spread button', { hasText: /^(Play|Pause)$/ });
      await play.click();
      await page.waitForFunction((t) => Number(document.querySelector('.spread-facts').dataset.throw) >= t + 3, T);
      await play.click();
      const stopped = await page.textContent('.spread-facts');
      await page.waitForFunction((t) => document.getElementById('spread-live').textContent === t, stopped);
      assert.deepEqual(await page.evaluate(() => window.__said.filter((t) => t !== '')), [stopped], 'said once, where play stopped');
      await assertClean(s, 'page heat map');
    } finally {
      await s.close();
    }
  });

  test("the widget's analyze mode plays the spread and reads a square's chance under other rules", { timeout: TIMEOUT }, async () => {
    const s = await widgetPage(`<snakes-ladders id="w" mode="analyze" start="1" overshoot="stay" board="${attr(SMALL)}"></snakes-ladders>`);
    const { page } = s;
    try {
      const board = nativeBoard(SMALL);
      await page.waitForFunction(() => {
        const r = document.getElementById('w').shadowRoot.querySelector('.spread input[type=range]');
        return r && !r.disabled;
      }, null, { timeout: 60_000 });
      // The words under the board are for what it shows: first the expected throws, not a
      // throw's chances ("numbers are percentages") while the numbers are throws.
      const words = () => page.evaluate(() => {
        const root = document.getElementById('w').shadowRoot;
        const shows = (sel) => root.querySelector(sel).getClientRects().length > 0;
        return { facts: shows('.spread-facts'), note: shows('.spread-note'), expected: shows('.spread-expected-note') };
      });
      assert.deepEqual(await words(), { facts: false, note: false, expected: true }, 'the board shows the expected throws');
      // Play, then pause after a few throws: the board switches to the spread.
      await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('.spread-controls button').click());
      await page.waitForFunction(() => Number(document.getElementById('w').shadowRoot.querySelector('.spread-facts').dataset.throw) >= 3, null, { timeout: 20_000 });
      await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('.spread-controls button').click());
      const t = Number((await shadow(page, 'w', '.spread-facts')).data.throw);
      const want = occupancy(board, t, { start: '1', overshoot: 'stay' });
      await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('canvas').focus());
      for (const [key, square] of [['Home', 1], ['PageUp', 7], ['PageUp', 13], ['End', 30]]) {
        await page.keyboard.press(key);
        const r = await shadow(page, 'w', '.spread-readout');
        assert.equal(r.data.square, String(square));
        assert.ok(Math.abs(Number(r.data.value) - want[square]) < 1e-12, `square ${square} after ${t} throws`);
      }
      assert.equal((await shadow(page, 'w', 'input[value=spread]')) !== null, true);
      assert.equal(await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('input[value=spread]').checked), true,
        'playing shows the spread on the board');
      assert.deepEqual(await words(), { facts: true, note: true, expected: false }, 'and the words are the spread\'s');
      await assertClean(s, 'widget spread');
    } finally {
      await s.close();
    }
  });
});

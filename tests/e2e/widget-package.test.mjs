// End-to-end tests of the widget as www/ serves it (issue 12; the packed form, dist/package/, is
// tests/e2e/package.test.mjs) and of long paths (issue 17): importing
// the module registers <snakes-ladders> through an idempotent define(tag, registry) and sets no
// global; a page without analyze mode downloads none of its files; a file that fails to load is
// a message inside the element and an `error` event; a path of 133,334 throws is shown by the
// page and the widget without a crash. Expected numbers come from page-kit.mjs's BFS.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertClean, bfs, nativeBoard, openSession, settled, siteForTests, text } from './page-kit.mjs';

const TIMEOUT = 180_000;

const env = siteForTests();

/**
 * Opens a page at the site's root holding `body` after a module script that imports the widget;
 * `abort`: requests to fail, `hold`: requests to hold back for `ms` (both URL globs).
 */
async function widgetPage(body, { abort = null, hold = null } = {}) {
  const context = await env.browser.newContext({ viewport: { width: 900, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const requests = [];
  const problems = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  if (abort) await page.route(abort, (route) => route.abort());
  if (hold) {
    await page.route(hold.url, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, hold.ms));
      await route.continue();
    });
  }
  await page.route(`${env.site.url}embed.html`, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><head><title>embed</title><script type="module">
      window.__errors = [];
      document.addEventListener('error', (e) => window.__errors.push(e.detail), true);
      import('./www/snakes-ladders.js').then((m) => { window.__module = m; });
    </script></head><body>${body}</body></html>`,
  }));
  await page.goto(`${env.site.url}embed.html`);
  return { context, page, requests, problems, close: () => context.close() };
}

/** The wasm files `page` has fetched so far, in the order asked for (its resource timing). */
const wasmFetched = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()).filter((n) => n.endsWith('.wasm')));

const ANALYZE_FILES = /\/(widget\/analyze|charts|work-pool|worker)\.js$|snakes_ladders_(full|markov)/;

describe('the widget as a package', () => {
  test('define() registers once, under any tag, and the module sets no global', { timeout: TIMEOUT }, async () => {
    const w = await widgetPage('<snakes-ladders id="a" mode="solve" board="size 30&#10;3 -> 22"></snakes-ladders>');
    try {
      const { page } = w;
      await page.waitForFunction(() => window.__module && document.getElementById('a').result !== null);
      const got = await page.evaluate(() => {
        const m = window.__module;
        const first = customElements.get('snakes-ladders');
        const again = m.define();
        const other = m.define('my-board');
        const otherAgain = m.define('my-board');
        return {
          global: 'SnakesLaddersElement' in window,
          same: again === first && first === m.SnakesLaddersElement,
          other: other === otherAgain && other === customElements.get('my-board') && other.prototype instanceof HTMLElement,
        };
      });
      assert.deepEqual(got, { global: false, same: true, other: true });
      assert.deepEqual(w.problems, []);
    } finally {
      await w.close();
    }
  });

  test('a page without analyze mode loads none of its files; entering the mode loads them', { timeout: TIMEOUT }, async () => {
    const w = await widgetPage('<snakes-ladders id="a" mode="solve" board="size 30&#10;3 -> 22&#10;27 -> 1"></snakes-ladders>');
    try {
      const { page } = w;
      // Solved (`result` is undefined, not null, until the element is defined).
      await page.waitForFunction(() => typeof document.getElementById('a').result?.minThrows === 'number');
      await page.waitForTimeout(500);
      assert.deepEqual(w.requests.filter((p) => ANALYZE_FILES.test(p)), [], `no analyze files: ${w.requests.join(' ')}`);
      await page.evaluate(() => new Promise((resolve) => {
        const el = document.getElementById('a');
        el.addEventListener('analyzed', resolve, { once: true });
        el.mode = 'analyze';
      }));
      assert.ok(w.requests.some((p) => /widget\/analyze\.js$/.test(p)) && w.requests.some((p) => /snakes_ladders_markov/.test(p)),
        'analyze mode loads its view and the analysis module');
      // The worker carries the full module's glue (11 KB gzipped, imported statically: Vite
      // refuses a package worker split into chunks), never its wasm.
      assert.ok(!w.requests.some((p) => /snakes_ladders_full_bg\.wasm/.test(p)), 'and not the full module');
      assert.deepEqual(w.problems, []);
    } finally {
      await w.close();
    }
  });

  test('a widget that plays no game loads the solver module; asked to play, it takes the games module and keeps its board, even one a bad attribute left on show', { timeout: TIMEOUT }, async () => {
    const board = 'size 30\n3 -> 22\n27 -> 1\ncolumns 6';
    const w = await widgetPage(`<snakes-ladders id="a" mode="solve" board="${board.replace(/\n/g, '&#10;')}"></snakes-ladders>`);
    try {
      const { page } = w;
      await page.waitForFunction(() => typeof document.getElementById('a').result?.minThrows === 'number');
      assert.deepEqual(await wasmFetched(page), ['snakes_ladders_solver_bg.wasm'], 'solve mode: the core without games');
      const before = await page.evaluate(() => document.getElementById('a').boardInfo);
      // A bad board: the last good one stays on show; then play mode, on that board.
      await page.evaluate(() => document.getElementById('a').setAttribute('board', 'size 10\n3 -> 99'));
      await page.waitForFunction(() => window.__errors.length > 0);
      await page.evaluate(() => document.getElementById('a').setAttribute('mode', 'play'));
      const move = await page.evaluate(() => document.getElementById('a').roll());
      assert.deepEqual(await wasmFetched(page), ['snakes_ladders_solver_bg.wasm', 'snakes_ladders_games_bg.wasm'], 'play mode: the games module');
      const after = await page.evaluate(() => ({ info: document.getElementById('a').boardInfo, debug: document.getElementById('a').debug }));
      assert.deepEqual(after.info, before, 'the same board, its text and its width, read again by the games module');
      assert.equal(after.debug.boards, 1, 'one board held: the solver module\'s was freed');
      assert.equal(after.debug.games, 1);
      assert.ok(move.roll >= 1 && move.roll <= 6, `a throw: ${JSON.stringify(move)}`);
      // Back to solve mode on the games module: the answer is the same board's.
      await page.evaluate(() => document.getElementById('a').setAttribute('board', 'size 20\n2 -> 15\n18 -> 3'));
      await page.evaluate(() => document.getElementById('a').setAttribute('mode', 'solve'));
      const solved = await page.evaluate(() => document.getElementById('a').solve());
      assert.equal(solved.minThrows, bfs(nativeBoard('size 20\n2 -> 15\n18 -> 3')));
      assert.deepEqual(await wasmFetched(page), ['snakes_ladders_solver_bg.wasm', 'snakes_ladders_games_bg.wasm'], 'no module fetched again');
      assert.deepEqual(w.problems, []);
    } finally {
      await w.close();
    }
  });

  test('a widget that has no designer, asked to design, takes the analysis module and keeps its board; its numbers are that board\'s', { timeout: TIMEOUT }, async () => {
    const board = 'size 30\n3 -> 22\n27 -> 1\ncolumns 6';
    const w = await widgetPage(`<snakes-ladders id="a" mode="view" board="${board.replace(/\n/g, '&#10;')}"></snakes-ladders>`);
    try {
      const { page } = w;
      await page.waitForFunction(() => document.getElementById('a').boardInfo?.size === 30);
      assert.deepEqual(await wasmFetched(page), ['snakes_ladders_solver_bg.wasm'], 'view mode: the solver module');
      const before = await page.evaluate(() => document.getElementById('a').boardInfo);
      await page.evaluate(() => {
        window.__designed = [];
        const a = document.getElementById('a');
        a.addEventListener('designed', (e) => window.__designed.push(e.detail));
        a.setAttribute('mode', 'design');
      });
      await page.waitForFunction(() => window.__designed.length > 0, null, { timeout: 60_000 });
      const designed = await page.evaluate(() => window.__designed[0]);
      assert.equal(designed.minThrows, bfs(nativeBoard(board)), 'the designer\'s fewest throws, by BFS');
      assert.deepEqual(await page.evaluate(() => document.getElementById('a').boardInfo), before, 'the same board');
      const fetched = await wasmFetched(page);
      assert.equal(fetched[0], 'snakes_ladders_solver_bg.wasm');
      assert.ok(fetched.includes('snakes_ladders_markov_bg.wasm') && !fetched.some((f) => /^snakes_ladders(_games)?_bg\.wasm$/.test(f)), `the analysis module, not the games module: ${fetched}`);
      assert.equal(await page.evaluate(() => document.getElementById('a').debug.boards), 1);
      assert.deepEqual(await page.evaluate(() => window.__errors), []);
      assert.deepEqual(w.problems, []);
    } finally {
      await w.close();
    }
  });

  test('a widget in analyze mode, asked to play, takes the games module (the analysis module has none) and keeps its board; a second widget asked to play meanwhile plays too', { timeout: TIMEOUT }, async () => {
    const board = 'size 30\n3 -> 22\n27 -> 1\ncolumns 6';
    const attr = board.replace(/\n/g, '&#10;');
    const w = await widgetPage(`<snakes-ladders id="a" mode="analyze" board="${attr}"></snakes-ladders><snakes-ladders id="b" mode="view" board="${attr}"></snakes-ladders>`);
    try {
      const { page } = w;
      await page.waitForFunction(() => document.getElementById('a').boardInfo?.size === 30 && document.getElementById('b').boardInfo?.size === 30, null, { timeout: 30_000 });
      assert.ok((await wasmFetched(page)).includes('snakes_ladders_markov_bg.wasm'), 'analyze mode: the analysis module');
      const before = await page.evaluate(() => document.getElementById('a').boardInfo);
      await page.evaluate(() => {
        document.getElementById('a').setAttribute('mode', 'play');
        document.getElementById('b').setAttribute('mode', 'play');
      });
      const moves = await page.evaluate(() => Promise.all([document.getElementById('a').roll(), document.getElementById('b').roll()]));
      for (const move of moves) assert.ok(move.roll >= 1 && move.roll <= 6, `a throw: ${JSON.stringify(move)}`);
      const fetched = await wasmFetched(page);
      assert.ok(fetched.includes('snakes_ladders_games_bg.wasm'), `play mode: the games module: ${fetched}`);
      assert.equal(fetched.filter((f) => f === 'snakes_ladders_games_bg.wasm').length, 1, 'fetched once for both');
      assert.deepEqual(await page.evaluate(() => document.getElementById('a').boardInfo), before, 'the same board');
      assert.deepEqual(await page.evaluate(() => window.__errors), []);
      assert.deepEqual(w.problems, []);
    } finally {
      await w.close();
    }
  });

  test('a board a worker read while the widget was asked to play is built in the module it plays with', { timeout: TIMEOUT }, async () => {
    // A generated world is read by a worker; the games module, asked for play meanwhile, comes after the
    // worker's answer (held back here), which must not stay a board of the solver module.
    const w = await widgetPage('<snakes-ladders id="a" mode="view" size="49" snakes="5" ladders="5" seed="3" players="2"></snakes-ladders>');
    try {
      const { page } = w;
      await page.route('**/pkg/snakes_ladders_games_bg.wasm', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 4000));
        await route.continue();
      });
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/snakes_ladders_solver_bg.wasm')));
      await page.evaluate(() => document.getElementById('a').setAttribute('mode', 'play'));
      const move = await page.evaluate(() => document.getElementById('a').roll());
      assert.ok(move.roll >= 1 && move.roll <= 6, `a throw: ${JSON.stringify(move)}`);
      assert.equal((await page.evaluate(() => document.getElementById('a').boardInfo)).size, 49);
      assert.deepEqual(await page.evaluate(() => window.__errors), []);
      assert.deepEqual(w.problems, []);
    } finally {
      await w.close();
    }
  });

  test('asked to play while its first module is still coming, the widget plays with the games module; the later module does not replace it', { timeout: TIMEOUT }, async () => {
    const w = await widgetPage('<snakes-ladders id="a" mode="view" board="size 30&#10;3 -> 22&#10;27 -> 1"></snakes-ladders>',
      { hold: { url: '**/pkg/snakes_ladders_solver_bg.wasm', ms: 3000 } });
    try {
      const { page } = w;
      await page.waitForFunction(() => customElements.get('snakes-ladders'));
      await page.evaluate(() => document.getElementById('a').setAttribute('mode', 'play'));
      await page.evaluate(() => document.getElementById('a').roll());
      // The solver module arrives after the games module; the game goes on with it.
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/snakes_ladders_solver_bg.wasm')), null, { timeout: 20_000 });
      await page.waitForTimeout(300);
      const second = await page.evaluate(() => document.getElementById('a').roll());
      assert.ok(second.roll >= 1 && second.roll <= 6, `a second throw: ${JSON.stringify(second)}`);
      await page.evaluate(() => document.getElementById('a').newGame());
      assert.equal(await page.evaluate(() => document.getElementById('a').debug.games), 1);
      assert.deepEqual(await page.evaluate(() => window.__errors), []);
      assert.deepEqual(w.problems, []);
    } finally {
      await w.close();
    }
  });

  // Solve mode's module: the solver module (the core without games).
  for (const [what, pattern] of [['the wasm', '**/pkg/snakes_ladders_solver_bg.wasm'], ['the core\'s glue', '**/pkg/snakes_ladders_solver.js']]) {
    test(`a failed load of ${what} is a message inside the element and an error event`, { timeout: TIMEOUT }, async () => {
      const w = await widgetPage('<snakes-ladders id="a" mode="solve" board="size 30"></snakes-ladders>', { abort: pattern });
      try {
        const { page } = w;
        await page.waitForFunction(() => window.__errors.length > 0, null, { timeout: 20_000 });
        const shown = await page.evaluate(() => {
          const box = document.getElementById('a').shadowRoot.querySelector('.error');
          return { hidden: box.hidden, text: box.textContent, event: window.__errors[0] };
        });
        assert.equal(shown.hidden, false, 'the message is shown');
        assert.match(shown.text, /could not be loaded/);
        assert.equal(shown.event.source, 'core');
        assert.equal(await page.evaluate(() => document.getElementById('a').shadowRoot.querySelector('.placeholder')), null,
          'no "Loading…" left behind');
      } finally {
        await w.close();
      }
    });
  }
});

describe('a mode\'s own code that fails to load', () => {
  // Play mode's component and solve mode's answer are files of their own (the element loads
  // them beside the wasm): their failure is named as theirs, not as the WebAssembly core's.
  for (const [mode, pattern, said] of [['play', '**/widget/play-mode.js', /The game could not be loaded/], ['solve', '**/tasks/answer.js', /The answer could not be loaded/]]) {
    test(`${mode} mode: the message names what did not load, the error event its mode`, { timeout: TIMEOUT }, async () => {
      const w = await widgetPage(`<snakes-ladders id="a" mode="${mode}" board="size 30"></snakes-ladders>`, { abort: pattern });
      try {
        const { page } = w;
        await page.waitForFunction(() => window.__errors.length > 0, null, { timeout: 20_000 });
        const shown = await page.evaluate(() => ({ text: document.getElementById('a').shadowRoot.querySelector('.error').textContent, event: window.__errors[0] }));
        assert.match(shown.text, said);
        assert.doesNotMatch(shown.text, /WebAssembly/);
        assert.equal(shown.event.source, mode);
        // The same element in view mode, which needs neither file, shows its board.
        await page.evaluate(() => document.getElementById('a').setAttribute('mode', 'view'));
        await page.waitForFunction(() => document.getElementById('a').boardInfo?.size === 30, null, { timeout: 20_000 });
      } finally {
        await w.close();
      }
    });
  }
});

describe('long paths', () => {
  const SIZE = 800_000;
  const want = bfs({ size: SIZE, jumps: new Map() });

  test(`a path of ${want.toLocaleString('en')} throws: the page solves and shows it`, { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    try {
      const { page } = s;
      await page.evaluate((size) => {
        const box = document.getElementById('board-text');
        box.value = `size ${size}\n`;
        box.dispatchEvent(new Event('input', { bubbles: true }));
        document.getElementById('solve-button').click();
      }, SIZE);
      await settled(page);
      assert.equal(await text(page, '#min-throws'), String(want));
      assert.ok((await page.$$eval('#path-text .steps li', (li) => li.length)) > 0, 'the first throws are listed');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test(`a path of ${want.toLocaleString('en')} throws: the widget solves and shows it`, { timeout: TIMEOUT }, async () => {
    const w = await widgetPage(`<snakes-ladders id="a" mode="solve" board="size ${SIZE}"></snakes-ladders>`);
    try {
      const { page } = w;
      const min = await page.evaluate(async () => {
        await customElements.whenDefined('snakes-ladders');
        return (await document.getElementById('a').solve()).minThrows;
      });
      assert.equal(min, want);
      assert.ok((await page.evaluate(() => document.getElementById('a').shadowRoot.querySelectorAll('.rolls li').length)) <= 501);
      assert.deepEqual(w.problems, []);
    } finally {
      await w.close();
    }
  });
});

// Smoke test of the built site: what a person sees first when they open the page.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { firstLoad } from '../../scripts/build.mjs';
import {
  DIST,
  launchBrowser,
  openPage,
  screenshot,
  startSite,
  visibleAlerts,
  waitForDrawnCanvas,
} from './harness.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Opens the site served under `base` and checks the first impression. */
async function checkFirstLoad(base, shotName) {
  const site = await startSite({ base });
  const { page, problems, responses } = await openPage(browser, site.url);
  try {
    const canvas = await waitForDrawnCanvas(page).catch(async (err) => {
      const shot = await screenshot(page, `${shotName}-blank`);
      const seen = [...problems, ...(await visibleAlerts(page)).map((a) => `alert shown: ${a}`)];
      const why = seen.length ? `\nwhat went wrong in the page:\n  ${seen.join('\n  ')}` : '';
      throw new Error(`${err.message}${why}\nscreenshot: ${shot}`);
    });
    await screenshot(page, shotName);
    assert.deepEqual(problems, [], 'the page loads without console errors, exceptions or failed requests');
    assert.deepEqual(await visibleAlerts(page), [], 'no error banner is shown');
    const wasm = responses.find((r) => r.url.endsWith('/www/core/pkg/snakes_ladders_bg.wasm'));
    assert.ok(wasm, `the page loads the wasm module from ${site.url}www/core/pkg/`);
    assert.equal(wasm.status, 200);
    assert.equal(wasm.contentType, 'application/wasm', 'served as application/wasm, so it compiles while streaming');
    return canvas;
  } finally {
    await page.close();
    await site.close();
  }
}

describe('the built page (dist/)', () => {
  test('loads with no console errors and draws the board on its canvas', async () => {
    const canvas = await checkFirstLoad('/', 'smoke');
    assert.ok(canvas.width > 0 && canvas.height > 0, 'the canvas has pixels');
    assert.ok(canvas.shown.width > 0 && canvas.shown.height > 0, 'the canvas is visible');
  });

  test('works when hosted under a sub-path, so every URL is relative', async () => {
    await checkFirstLoad('/some/sub/path/', 'smoke-sub-path');
  });
});

describe('the first load (dist/)', () => {
  test('holds the paint module and no other wasm, and the paint module exports no game, solver or other format', async () => {
    const wasm = (await firstLoad(DIST)).filter((f) => f.endsWith('.wasm')).map((f) => basename(f));
    assert.deepEqual(wasm, ['snakes_ladders_paint_bg.wasm'], 'the one wasm of the first load is the paint module');
    const module = new WebAssembly.Module(readFileSync(join(DIST, 'www', 'core', 'pkg', 'snakes_ladders_paint_bg.wasm')));
    const names = WebAssembly.Module.exports(module).map((e) => e.name);
    for (const wanted of ['boardDrawing', 'textDrawing', 'limits']) assert.ok(names.includes(wanted), `the paint module exports ${wanted}`);
    const extra = names.filter((n) => /^(board|game|ruletable|design)_|parse|solve|generate|restore/i.test(n));
    assert.deepEqual(extra, [], 'no Board, Game, RuleTable, designer, solver, world builder or saved-game export');
  });

  test('the classic board it draws without the paint module is the one the paint module lays out', async () => {
    // first-paint.js draws the classic board from a constant while it is evaluated; the core
    // (the paint module's boardDrawing) is the independent check of that constant.
    const site = await startSite();
    const { page, problems } = await openPage(browser, site.url);
    try {
      await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30_000 });
      const { mine, core } = await page.evaluate(async () => {
        const { CLASSIC, classicDrawing, classicJumps } = await import('./www/page/page-state.js');
        const paint = await import('./www/core/pkg/snakes_ladders_paint.js');
        await paint.default();
        const plain = (d) => ({ size: d.size, columns: d.columns, rows: d.rows, jumps: [...d.jumps] });
        return { mine: plain(classicDrawing()), core: plain(paint.boardDrawing(CLASSIC.size, classicJumps())) };
      });
      assert.deepEqual(mine, core);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
      await site.close();
    }
  });

  test('draws the classic board without waiting for the core module, then loads the core and the page gets ready', async () => {
    const site = await startSite();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = [];
    page.on('pageerror', (err) => problems.push(err.message));
    // The core's wasm is held until the board is on the canvas: were the first paint waiting for
    // it, it would never come.
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    let asked = false;
    await page.route('**/snakes_ladders_bg.wasm', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    try {
      await page.goto(site.url, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('board-painted').length > 0, null, { timeout: 30_000 });
      assert.notEqual(await page.evaluate(() => document.body.dataset.ready), '1', 'not ready while the core is held');
      release();
      await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30_000 });
      assert.ok(asked, 'the core module was fetched');
      assert.deepEqual(problems, []);
    } finally {
      release();
      await page.close();
      await site.close();
    }
  });

  test('asks at once for every file it needs until it is ready, through preloads the build lists', async () => {
    // What first-paint.js asks for from <template id="until-ready"> (scripts/build.mjs lists it
    // from the import graph) must be what the page fetches after its first load until it is
    // ready: a file missing from it would be found a level of imports later; one too many, a
    // fetch the page did not need.
    const listed = [...readFileSync(join(DIST, 'index.html'), 'utf8').match(/<template id="until-ready">([\s\S]*?)<\/template>/)?.[1]
      .matchAll(/href="([^"]+)"/g) ?? []].map((m) => m[1]).sort();
    assert.ok(listed.includes('www/core/pkg/snakes_ladders_bg.wasm'), `the core's wasm is listed (${listed.join(', ')})`);
    const first = new Set((await firstLoad(DIST)).map((f) => relative(DIST, f).split('\\').join('/')));
    const site = await startSite();
    const { page, problems } = await openPage(browser, site.url);
    try {
      await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30_000 });
      const fetched = await page.evaluate(() => {
        const ready = performance.getEntriesByName('page-ready')[0].startTime;
        return performance.getEntriesByType('resource').filter((e) => e.responseEnd <= ready)
          .map((e) => ({ path: new URL(e.name).pathname.slice(1), start: e.startTime, end: e.responseEnd }))
          .filter((e) => /\.(m?js|wasm)$/.test(e.path));
      });
      const after = fetched.filter((e) => !first.has(e.path));
      assert.deepEqual([...new Set(after.map((e) => e.path))].sort(), listed, 'the files fetched until ready beyond the first load are those listed');
      // Asked for through the list: each by a preload first-paint.js put in the page's head, and
      // fetched once (a preload the page's own fetch did not match would be fetched twice).
      const preloaded = await page.evaluate(() => [...document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')]
        .map((l) => new URL(l.href).pathname.slice(1)));
      assert.deepEqual(listed.filter((p) => !preloaded.includes(p)), [], 'every file listed was asked for by a preload');
      const twice = after.map((e) => e.path).filter((p, i, all) => all.indexOf(p) !== i);
      assert.deepEqual(twice, [], 'no file fetched twice');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
      await site.close();
    }
  });

  test('an address without a link, or with a task and a language only, never fetches the paint module; a linked board is drawn by it before the core is asked for', async () => {
    const site = await startSite();
    const wasmOf = (responses) => responses.map((r) => new URL(r.url).pathname).filter((p) => p.endsWith('.wasm')).map((p) => basename(p));
    try {
      const plain = await openPage(browser, site.url);
      await plain.page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30_000 });
      assert.deepEqual(wasmOf(plain.responses), ['snakes_ladders_bg.wasm'], 'the classic board needs the core alone');
      assert.deepEqual(plain.problems, []);
      await plain.page.close();
      // A link of a task and a language only (a language switch leaves one) shows the classic board too.
      const task = await openPage(browser, `${site.url}#tab=play&lang=fr`);
      await task.page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30_000 });
      assert.deepEqual(wasmOf(task.responses), ['snakes_ladders_bg.wasm'], 'a task and a language need the core alone');
      const shown = await task.page.evaluate(() => ({ lang: document.documentElement.lang, painted: performance.getEntriesByName('board-painted').length, play: document.body.dataset.task === 'play' }));
      assert.deepEqual(shown, { lang: 'fr', painted: 1, play: true }, 'in French, on the play task, the board painted once');
      assert.deepEqual(task.problems, []);
      await task.page.close();
      const text = 'size 30\n3 -> 22\n27 -> 5\n';
      const linked = await openPage(browser, `${site.url}#board=${encodeURIComponent(text)}`);
      await linked.page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30_000 });
      assert.deepEqual(wasmOf(linked.responses), ['snakes_ladders_paint_bg.wasm', 'snakes_ladders_bg.wasm'], 'a linked board is read by the paint module first');
      const order = await linked.page.evaluate(() => ({
        painted: performance.getEntriesByName('board-painted')[0]?.startTime ?? null,
        core: performance.getEntriesByType('resource').find((e) => e.name.endsWith('/snakes_ladders_bg.wasm'))?.startTime ?? null,
      }));
      assert.ok(order.painted !== null && order.core !== null && order.painted < order.core, `the linked board painted at ${order.painted} ms, the core requested at ${order.core} ms`);
      assert.deepEqual(linked.problems, []);
      await linked.page.close();
    } finally {
      await site.close();
    }
  });

  test('draws the board once: the core reading the same board and the first resize report draw nothing again', async () => {
    const site = await startSite();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Every drawing of the board's layer starts by copying its ground, a bitmap the size of the
    // canvas; copies onto the canvas itself are the frames that show it.
    await page.addInitScript(() => {
      const seen = { layers: 0, frames: 0 };
      window.__drawn = seen;
      const drawImage = CanvasRenderingContext2D.prototype.drawImage;
      CanvasRenderingContext2D.prototype.drawImage = function (source, ...rest) {
        const board = document.getElementById('board-canvas');
        if (this.canvas === board) seen.frames++;
        else if (source instanceof ImageBitmap && board && source.width === board.width && source.height === board.height) seen.layers++;
        return drawImage.call(this, source, ...rest);
      };
    });
    try {
      await page.goto(site.url);
      await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30_000 });
      // The page's first frames after it is ready, and the resize observer's reports, are in.
      await page.waitForTimeout(800);
      const drawn = await page.evaluate(() => window.__drawn);
      assert.equal(drawn.layers, 1, `the board's layer was drawn ${drawn.layers} times`);
      assert.ok(drawn.frames <= 2, `the board was copied to its canvas ${drawn.frames} times (the first paint, and once when the page started)`);
    } finally {
      await page.close();
      await site.close();
    }
  });
});

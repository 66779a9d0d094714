// Smoke test of the built site: what a person sees first when they open the page.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
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

  test('draws the board before the core module is fetched, then loads the core and the page gets ready', async () => {
    const site = await startSite();
    const { page, problems } = await openPage(browser, site.url);
    try {
      await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30_000 });
      const order = await page.evaluate(() => {
        const painted = performance.getEntriesByName('board-painted')[0];
        const core = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/snakes_ladders_bg.wasm'));
        return { painted: painted?.startTime ?? null, coreRequested: core?.startTime ?? null };
      });
      assert.notEqual(order.painted, null, 'the board was painted');
      assert.notEqual(order.coreRequested, null, 'the core module was fetched');
      assert.ok(order.painted < order.coreRequested, `painted at ${order.painted} ms, before the core was requested at ${order.coreRequested} ms`);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
      await site.close();
    }
  });

  test('an address without a link never fetches the paint module; a linked board is drawn by it before the core is asked for', async () => {
    const site = await startSite();
    const wasmOf = (responses) => responses.map((r) => new URL(r.url).pathname).filter((p) => p.endsWith('.wasm')).map((p) => basename(p));
    try {
      const plain = await openPage(browser, site.url);
      await plain.page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30_000 });
      assert.deepEqual(wasmOf(plain.responses), ['snakes_ladders_bg.wasm'], 'the classic board needs the core alone');
      assert.deepEqual(plain.problems, []);
      await plain.page.close();
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

// Smoke test of the built site: what a person sees first when they open the page.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
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
    const wasm = responses.find((r) => r.url.endsWith('/www/pkg/snakes_ladders_bg.wasm'));
    assert.ok(wasm, `the page loads the wasm module from ${site.url}www/pkg/`);
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

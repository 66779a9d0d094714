// The page as an app to install that works offline (issue 35, item 1): the manifest and its
// icons, Chromium's own installability check, the service worker that the built site registers
// once the page is ready, every task with the network off after one visit, and a new version
// that waits for Reload and keeps the game in progress. The element's package gets none of it.
// And the tools under the board (item 4): Share, the QR code of the link, full screen.
//
// Needs `npm run build` (dist/, with dist/sw.js from Workbox).

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import jsQR from 'jsqr';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/lib.mjs';
import { screenshot } from './harness.mjs';
import { assertClean, openSession, ready, settled, siteForTests, solveOnPage, pasteBoard } from './page-kit.mjs';

const env = siteForTests();
const TIMEOUT = 240_000;

/** Counts the audio sources started in the page (oscillators, noise) from its first script on. */
function countAudio() {
  window.__audioStarts = 0;
  const start = AudioScheduledSourceNode.prototype.start;
  AudioScheduledSourceNode.prototype.start = function (...args) {
    window.__audioStarts++;
    return start.apply(this, args);
  };
}

/** Waits until the page's service worker is active and controls the page (after a reload if need be). */
async function controlled(page) {
  // (waitForFunction would take an async predicate's promise as true at once.)
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (active.state !== 'activated') {
      await new Promise((resolve) => active.addEventListener('statechange', () => active.state === 'activated' && resolve()));
    }
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload({ waitUntil: 'load' });
    await ready(page);
  }
  assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'the service worker controls the page');
}

/** The squares the page's game has its tokens on, and its log, as the page shows them. */
const gameShown = (page) => page.evaluate(() => ({
  log: [...document.querySelectorAll('#game-log li')].map((li) => li.textContent),
  turn: document.getElementById('turn-status').textContent,
}));

describe('the installable app', () => {
  test('the manifest has what an install needs, and its icons load at their sizes', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    const { page } = s;
    try {
      const href = await page.$eval('link[rel="manifest"]', (l) => l.href);
      const manifest = await page.evaluate(async (u) => (await fetch(u)).json(), href);
      for (const field of ['name', 'short_name', 'start_url', 'scope', 'background_color', 'theme_color', 'description']) {
        assert.ok(typeof manifest[field] === 'string' && manifest[field] !== '', `the manifest has ${field}`);
      }
      assert.equal(manifest.display, 'standalone');
      assert.equal(new URL(manifest.start_url, href).href, env.site.url, 'it starts at the page, wherever the site is hosted');
      const metas = await page.$$eval('meta[name="theme-color"]', (m) => m.map((x) => x.media));
      assert.deepEqual(metas.sort(), ['(prefers-color-scheme: dark)', '(prefers-color-scheme: light)'], 'theme colours for light and dark');
      const png = manifest.icons.filter((i) => i.type === 'image/png');
      for (const size of ['192x192', '512x512']) assert.ok(png.some((i) => i.sizes === size && i.purpose === 'any'), `a ${size} icon`);
      assert.ok(png.some((i) => i.sizes === '512x512' && i.purpose === 'maskable'), 'a maskable icon');
      for (const icon of manifest.icons) {
        const got = await page.evaluate(async (u) => {
          const img = new Image();
          img.src = u;
          await img.decode();
          return `${img.naturalWidth}x${img.naturalHeight}`;
        }, new URL(icon.src, href).href);
        if (icon.sizes !== 'any') assert.equal(got, icon.sizes, `${icon.src} is ${icon.sizes}`);
      }
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('Chromium finds the page installable, installs and launches it in its own window, and the service worker starts after the page is ready', { timeout: TIMEOUT }, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    // When the page became ready, and when it first asked for a service worker, in its own clock.
    await context.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        window.__registerAt ??= performance.now();
        return register.apply(this, args);
      };
      new MutationObserver(() => {
        if (document.body?.dataset.ready && window.__readyAt === undefined) window.__readyAt = performance.now();
      }).observe(document, { attributes: true, childList: true, subtree: true });
    });
    const s = await openSession(env.browser, env.site.url, { context });
    const { page } = s;
    try {
      await controlled(page);
      await page.reload({ waitUntil: 'load' });
      await ready(page);
      const { readyAt, registerAt } = await page.evaluate(() => ({ readyAt: window.__readyAt, registerAt: window.__registerAt }));
      assert.ok(readyAt > 0 && registerAt > readyAt, `the service worker is asked for after the page is ready (ready ${readyAt} ms, register ${registerAt} ms)`);
      await assertClean(s);
    } finally {
      await context.close();
    }
    // Installability is judged in a profile of its own: Playwright's contexts are incognito, which
    // Chromium never installs from ("in-incognito").
    const profile = mkdtempSync(join(tmpdir(), 'snakes-install-'));
    const persistent = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    try {
      const page = persistent.pages()[0] ?? await persistent.newPage();
      await page.goto(env.site.url, { waitUntil: 'load' });
      await ready(page);
      await controlled(page);
      const cdp = await persistent.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(installabilityErrors, [], 'no installability errors');
      const { url, data } = await cdp.send('Page.getAppManifest');
      assert.ok(url.endsWith('manifest.webmanifest') && JSON.parse(data).display === 'standalone', 'Chromium reads the manifest');
      // Installed, the app opens in a window of its own on its start page, ready, and plays.
      // (Headless Chromium draws no window frame and keeps display-mode "browser" there, so the
      // picture is the app's page as its window shows it.)
      const { appId } = await cdp.send('Page.getAppId');
      await cdp.send('PWA.install', { manifestId: appId });
      const opened = persistent.waitForEvent('page');
      await cdp.send('PWA.launch', { manifestId: appId });
      const app = await opened;
      await app.waitForLoadState('load');
      await ready(app);
      assert.equal(new URL(app.url()).pathname, new URL(env.site.url).pathname, 'the app starts on the page');
      for (const [width, height, scheme] of [[1280, 900, 'light'], [390, 844, 'dark']]) {
        await app.setViewportSize({ width, height });
        await app.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await app.click('#tab-play');
        await app.click('#roll-button');
        await app.waitForFunction(() => document.querySelectorAll('#game-log li').length >= 1 && !document.body.dataset.animating);
        await screenshot(app, `app-installed-${width}-${scheme}`);
        await app.click('#new-game');
      }
    } finally {
      await persistent.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('after one visit, every task works with the network off', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    const { page, context } = s;
    try {
      await controlled(page);
      await context.setOffline(true);
      await page.reload({ waitUntil: 'load' });
      await ready(page);
      assert.equal(await page.evaluate(() => navigator.onLine), false, 'the browser is offline');
      await screenshot(page, 'app-offline-reload-1280-light');
      // Solve a pasted board.
      await pasteBoard(page, 'size 30\n3 -> 22\n5 -> 8\n11 -> 26\n20 -> 29\n27 -> 1\n21 -> 9\n17 -> 4\n19 -> 7');
      assert.equal((await solveOnPage(page)).min, '3', 'Solve answers offline');
      // Watch the search (the full module, from the cache, records it).
      await page.click('#watch-search');
      await page.waitForSelector('#bfs-watch:not([hidden]) .bfs-status[data-last]', { timeout: 30_000 });
      // Play: a few throws.
      await page.click('#tab-play');
      await page.click('#new-game');
      await settled(page);
      for (let i = 0; i < 3; i++) {
        await page.click('#roll-button');
        await settled(page);
      }
      assert.ok((await gameShown(page)).log.length >= 3, 'the game goes on offline');
      // Design: an edit, with the designer's numbers (the full module on the page's thread).
      await page.click('#tab-design');
      await page.click('#design-clear');
      await page.focus('#board-canvas');
      for (const key of ['Home', 'ArrowRight', 'ArrowRight', 'Enter', 'ArrowUp', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
      assert.match(await page.$eval('#board-canvas', (c) => c.dataset.jumps), /^3-\d+$/, 'the designer adds a ladder offline');
      await page.waitForFunction(() => document.getElementById('task-design').dataset.state === 'ready'
        && document.getElementById('design-min').dataset.value !== '', null, { timeout: 60_000 });
      // The analysis, in its workers.
      await page.click('#tab-analyze');
      await page.locator('#analysis').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.getElementById('analysis').dataset.state === 'ready'
        && Number(document.getElementById('analysis-mean').dataset.value) > 0, null, { timeout: 60_000 });
      await assertClean(s);
    } finally {
      await context.setOffline(false);
      await s.close();
    }
  });

  test('a new version is offered, never forced, and the game in progress survives it', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, `${env.site.url}#tab=play`);
    const { page } = s;
    try {
      await controlled(page);
      await page.click('#new-game');
      await settled(page);
      for (let i = 0; i < 4; i++) {
        await page.click('#roll-button');
        await settled(page);
      }
      const before = await gameShown(page);
      // A new build over the old one: the service worker's file changes (its precache list
      // names new contents); the browser finds it when it looks again.
      const sw = join(env.snapshot.root, 'sw.js');
      writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// a new build\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
      await page.waitForSelector('#update-banner:not([hidden])', { timeout: 60_000 });
      assert.match(await page.textContent('#update-banner'), /A new version is ready/);
      assert.deepEqual(await gameShown(page), before, 'the offer changes nothing on the page');
      await Promise.all([page.waitForEvent('load', { timeout: 60_000 }), page.click('#update-reload')]);
      await ready(page);
      const after = await gameShown(page);
      assert.deepEqual(after.log, before.log, 'the game is the same after the new version took over');
      assert.equal(await page.isVisible('#update-banner'), false, 'no offer once the new version runs');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('the element\'s package and an embedding page get no service worker', { timeout: TIMEOUT }, async () => {
    assert.equal(existsSync(join(env.snapshot.root, 'package', 'sw.js')), false, 'the package has no service worker');
    const packaged = readFileSync(join(env.snapshot.root, 'package', 'snakes-ladders.js'), 'utf8');
    assert.equal(packaged.includes('serviceWorker'), false, 'nor does its code register one');
    const s = await openSession(env.browser, `${env.site.url}examples/tutorial.html`, { waitReady: false });
    const { page } = s;
    try {
      await page.waitForFunction(() => customElements.get('snakes-ladders') !== undefined);
      await page.waitForTimeout(1500);
      assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0,
        'a tutorial page that embeds the element has no service worker');
    } finally {
      await s.close();
    }
  });
});

describe('share and show', () => {
  test('Share copies the link where the browser has no share sheet', { timeout: TIMEOUT }, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.url });
    await context.addInitScript(() => { delete Navigator.prototype.share; });
    const s = await openSession(env.browser, env.site.url, { context });
    const { page } = s;
    try {
      assert.equal(await page.evaluate(() => typeof navigator.share), 'undefined', 'no share sheet here');
      await page.click('#share-button');
      await page.waitForFunction(() => document.getElementById('share-status').textContent !== '');
      assert.equal(await page.textContent('#share-status'), 'Link copied.');
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await page.evaluate(() => location.href),
        'the clipboard holds the link of the view on screen');
      await assertClean(s);
    } finally {
      await context.close();
    }
  });

  test('Share hands the share sheet the link and what it shows (a game in progress)', { timeout: TIMEOUT }, async () => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', isMobile: true, hasTouch: true });
    await context.addInitScript(() => {
      Navigator.prototype.share = async function (data) { window.__shared = data; };
    });
    const s = await openSession(env.browser, `${env.site.url}#tab=play`, { context });
    const { page } = s;
    try {
      await page.click('#new-game');
      await settled(page);
      await page.click('#roll-button');
      await settled(page);
      await page.click('#share-button');
      await page.waitForFunction(() => window.__shared !== undefined);
      const shared = await page.evaluate(() => window.__shared);
      assert.equal(shared.url, await page.evaluate(() => location.href), 'the link of the game on screen');
      assert.match(shared.text, /A game of Snakes and Ladders/);
      assert.equal(await page.textContent('#share-status'), '', 'nothing is copied when the sheet took it');
      await assertClean(s);
    } finally {
      await context.close();
    }
  });

  test('the QR code decodes to the current link, a game in progress with it', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, `${env.site.url}#tab=play`);
    const { page } = s;
    try {
      await page.click('#new-game');
      await settled(page);
      for (let i = 0; i < 3; i++) {
        await page.click('#roll-button');
        await settled(page);
      }
      await page.click('#qr-button');
      await page.waitForSelector('#qr-dialog[open] canvas.qr-code');
      const { width, height, pixels, href } = await page.evaluate(() => {
        const c = document.querySelector('#qr-dialog canvas');
        const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        return { width: c.width, height: c.height, pixels: Array.from(data), href: location.href };
      });
      const code = jsQR(Uint8ClampedArray.from(pixels), width, height);
      assert.ok(code, 'a QR code a camera app reads');
      assert.equal(code.data, href, 'it holds the link of the view on screen');
      assert.match(href, /[#&]moves=|gseed=/, `the link carries the game (${href})`);
      await page.keyboard.press('Escape');
      await page.waitForSelector('#qr-dialog', { state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'qr-button', 'focus goes back to the button');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('Full screen shows the board and the task, and leaves again', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    const { page } = s;
    try {
      await page.click('#fullscreen-button');
      await page.waitForFunction(() => document.fullscreenElement === document.documentElement);
      assert.ok(await page.isVisible('#board-canvas') && await page.isVisible('#tab-play'), 'the board and the tasks show');
      assert.equal(await page.getAttribute('#fullscreen-button', 'aria-pressed'), 'true');
      assert.equal(await page.textContent('#fullscreen-button'), 'Leave full screen');
      await page.click('#fullscreen-button');
      await page.waitForFunction(() => document.fullscreenElement === null);
      assert.equal(await page.getAttribute('#fullscreen-button', 'aria-pressed'), 'false');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });
});

describe("a game's end and its sounds", () => {
  /** A short game between two computer players on a small board with a snake and a ladder. */
  const SHORT = `#${new URLSearchParams([['board', 'size 24\n2 -> 15\n17 -> 5\n9 -> 20\n22 -> 3'], ['tab', 'play'],
    ['player', 'c:Ann'], ['player', 'c:Bo'], ['gseed', '11']])}`;
  /**
   * A game that cannot last: 12 squares, no snake, a ladder from 2 to 11, at four times the speed.
   * New game deals a fresh seed, so SHORT's games run from 9 to over 50 moves (110 s once at 1x).
   */
  const QUICK = `#${new URLSearchParams([['board', 'size 12\n2 -> 11'], ['tab', 'play'],
    ['player', 'c:Ann'], ['player', 'c:Bo'], ['speed', '4']])}`;

  /** Plays the short game to its end from New game (a click: the person's first gesture). */
  async function playToTheEnd(page) {
    await page.click('#new-game');
    await page.waitForSelector('#win-panel', { timeout: 90_000 });
    await settled(page);
  }

  test('muted, a whole game starts no audio; with sound on, the win plays the win sound', { timeout: TIMEOUT }, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await context.addInitScript(countAudio);
    const s = await openSession(env.browser, `${env.site.url}${QUICK}`, { context });
    const { page } = s;
    try {
      await page.waitForSelector('#sound-toggle');
      assert.equal(await page.getAttribute('#sound-toggle', 'aria-pressed'), 'true', 'sound is on by default on the page');
      await page.click('#sound-toggle');
      assert.equal(await page.textContent('#sound-toggle'), 'Sound: off');
      await playToTheEnd(page);
      assert.equal(await page.evaluate(() => window.__audioStarts), 0, 'muted: no audio node was started');
      // The switch is remembered.
      await page.reload({ waitUntil: 'load' });
      await ready(page);
      await page.waitForSelector('#sound-toggle');
      assert.equal(await page.getAttribute('#sound-toggle', 'aria-pressed'), 'false', 'muted after a reload too');
      await page.click('#sound-toggle');
      await playToTheEnd(page);
      assert.ok(await page.evaluate(() => window.__audioStarts) > 0, 'with sound on, the game is heard');
      assert.equal(await page.evaluate(() => document.body.dataset.sound), 'win', 'and its last sound is the win');
      await assertClean(s);
    } finally {
      await context.close();
    }
  });

  test('the win shows the ranking and each player\'s throws, ladders and snakes, as the moves told them', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, `${env.site.url}${SHORT}`);
    const { page } = s;
    try {
      await playToTheEnd(page);
      const { rows, log, heading, focused } = await page.evaluate(() => ({
        heading: document.getElementById('win-heading').textContent,
        rows: [...document.querySelectorAll('#win-panel tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent)),
        log: [...document.querySelectorAll('#game-log li')].map((li) => li.textContent),
        focused: document.activeElement?.id,
      }));
      // Counted again from the log's words, one line a move: an independent reading of the game.
      const told = (name) => {
        const mine = log.filter((line) => line.includes(`${name} rolled`));
        return { throws: mine.length, ladders: mine.filter((l) => /climbed a ladder/.test(l)).length, snakes: mine.filter((l) => /down a snake/.test(l)).length };
      };
      assert.equal(rows.length, 2);
      assert.equal(heading, `${rows[0][0].replace(/^1\. /, '')} wins!`, 'the winner first');
      assert.equal(rows[0][1], '24', 'the winner stands on the last square');
      for (const [player, , throws, ladders, snakes] of rows) {
        const name = player.replace(/^\d+\. /, '');
        assert.deepEqual({ throws: Number(throws), ladders: Number(ladders), snakes: Number(snakes) }, told(name), player);
      }
      assert.equal(focused, 'new-game', 'New game is offered');
      // Undo takes the win back; New game clears it.
      await page.click('#new-game');
      await page.waitForFunction(() => !document.getElementById('win-panel'));
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('under reduced motion the confetti is still: no frame is drawn after the token lands', { timeout: TIMEOUT }, async () => {
    for (const reducedMotion of ['reduce', 'no-preference']) {
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion });
      const s = await openSession(env.browser, `${env.site.url}${QUICK}`, { context, reducedMotion });
      const { page } = s;
      try {
        await playToTheEnd(page);
        const picture = () => page.evaluate(() => document.querySelector('#board-frame canvas.celebration')?.toDataURL() ?? null);
        const first = await picture();
        assert.ok(first, `${reducedMotion}: confetti over the board`);
        await page.waitForTimeout(300);
        const second = await picture();
        if (reducedMotion === 'reduce') assert.equal(second, first, 'still: the same picture 300 ms later');
        else assert.ok(second === null || second !== first, 'moving: the confetti falls');
      } finally {
        await context.close();
      }
    }
  });
});

describe('sensible defaults', () => {
  test('two people play by default; the computer is one choice away and is named as such', { timeout: TIMEOUT }, async () => {
    const s = await openSession(env.browser, env.site.url);
    const { page } = s;
    try {
      await page.click('#tab-play');
      const types = () => page.$$eval('#players select', (sel) => sel.map((x) => x.value));
      assert.deepEqual(await types(), ['human', 'human'], 'two people');
      await page.click('#roll-button');
      await settled(page);
      await page.waitForTimeout(1200); // longer than a computer waits before its throw
      let shown = await gameShown(page);
      assert.equal(shown.log.length, 1, 'Red threw; nobody throws for Blue');
      assert.equal(shown.turn, 'Blue to roll.');
      // One choice away: Blue becomes the computer, says so, and throws by itself.
      const choices = await page.$$eval('#player-2-type option', (o) => o.map((x) => x.textContent));
      assert.ok(choices.includes('Computer'), `the choice reads "Computer": ${choices}`);
      await page.selectOption('#player-2-type', 'computer');
      await page.click('#new-game');
      await page.click('#roll-button');
      await page.waitForFunction(() => document.getElementById('turn-status').textContent.startsWith('Blue (computer)'), null, { timeout: 10_000 });
      await page.waitForFunction(() => document.querySelectorAll('#game-log li').length >= 2, null, { timeout: 10_000 });
      await settled(page);
      shown = await gameShown(page);
      assert.match(shown.log[1], /^Blue rolled/);
      await assertClean(s);
    } finally {
      await s.close();
    }
  });
});

describe('the element is quiet unless its host asks', () => {
  test('<snakes-ladders mode="play"> starts no audio; with sound, its game is heard', { timeout: TIMEOUT }, async () => {
    const context = await env.browser.newContext({ viewport: { width: 900, height: 800 }, reducedMotion: 'reduce' });
    await context.addInitScript(countAudio);
    const page = await context.newPage();
    try {
      const board = 'size 24&#10;2 -> 15&#10;17 -> 5&#10;9 -> 20&#10;22 -> 3';
      const html = (attrs) => `<!doctype html><script type="module" src="${env.site.url}www/snakes-ladders.js"></script>
        <snakes-ladders id="w" mode="play" controls players="2" seed="11" board="${board}" ${attrs}></snakes-ladders>`;
      for (const [attrs, heard] of [['', false], ['sound', true]]) {
        await page.route(`${env.site.url}embed-sound.html`, (route) => route.fulfill({ contentType: 'text/html', body: html(attrs) }));
        await page.goto(`${env.site.url}embed-sound.html`);
        await page.waitForFunction(() => document.getElementById('w')?.shadowRoot?.querySelector('button'));
        await page.evaluate(() => { window.__audioStarts = 0; });
        await page.click('#w'); // the reader's first gesture on the page
        for (let i = 0; i < 4; i++) await page.evaluate(() => document.getElementById('w').roll());
        const starts = await page.evaluate(() => window.__audioStarts);
        if (heard) assert.ok(starts > 0, `with sound the game is heard (${starts} sources)`);
        else assert.equal(starts, 0, 'without sound, not one audio source is started');
        await page.unroute(`${env.site.url}embed-sound.html`);
      }
    } finally {
      await context.close();
    }
  });
});

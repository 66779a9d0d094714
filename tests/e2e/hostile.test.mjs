// Hostile input against the page and the widget, in headless Chromium: markup typed into every
// text field, the URL hash and the widget's attributes must stay text; huge pastes and boards
// must be refused (or handled) without freezing the tab; a corrupt saved game and a tampered
// link must show a message and a working page; the page must run under a strict
// Content-Security-Policy. Injection tests run WITHOUT a CSP, so that any injected script would
// really run and set window.__pwned. After every error the page must still solve a good board.

import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { STRICT_CSP } from '../../scripts/serve.mjs';
import { launchBrowser, startSite } from './harness.mjs';
import {
  assertClean, bfs, boardPixels, jsonBoard, nativeBoard, openSession, pageError, pasteBoard, ready, settled, sharedText,
  snapshotDist, solveOnPage, text, value,
} from './page-kit.mjs';

const TIMEOUT = 180_000;

/** Markup and script a person (or a link) might slip into a text field. */
const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
  "'><svg/onload=window.__pwned=1>",
  'javascript:window.__pwned=1',
  '</textarea><img src=x onerror=window.__pwned=1>',
  '<iframe src="javascript:window.__pwned=1"></iframe>',
  '{{constructor.constructor("window.__pwned=1")()}}',
];
/** Short enough for a player's name (at most 40 characters, the core's limits().maxNameChars). */
const NAME_PAYLOADS = ['<svg onload=__pwned=1>', '<img src=x onerror=a()>', '"><b onclick=__pwned=1>'];

let browser;
let site;
let strictSite;
let snapshot;

before(async () => {
  snapshot = snapshotDist();
  // A widget page with no inline code, so that it also loads under the strict policy.
  writeFileSync(join(snapshot.root, 'examples', 'hostile-fixture.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>hostile widget fixture</title>
<script type="module" src="../www/snakes-ladders.js"></script></head>
<body><main><snakes-ladders id="w" mode="solve" controls board="size 12&#10;2 -> 9"></snakes-ladders></main></body></html>`);
  site = await startSite({ root: snapshot.root });
  strictSite = await startSite({ root: snapshot.root, csp: STRICT_CSP });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.close();
  await strictSite?.close();
  snapshot?.remove();
});

/**
 * Asserts that nothing a test typed became markup: window.__pwned is unset, and no element in
 * the document or any open shadow root carries an injected handler, a javascript: URL, or a
 * script/iframe/img/svg made from the payloads.
 */
async function assertNoMarkup(page, where) {
  const found = await page.evaluate(() => {
    const out = [];
    const visit = (root) => {
      for (const el of root.querySelectorAll('*')) {
        // Text kept in an attribute (an input's value, the widget's board) is not markup; a
        // handler attribute or a javascript: URL is.
        for (const a of el.attributes) {
          if (/^on/i.test(a.name) || (/^(href|src|action|formaction|data|xlink:href)$/i.test(a.name) && /javascript:/i.test(a.value))) {
            out.push(`<${el.localName} ${a.name}="${a.value.slice(0, 60)}">`);
          }
        }
        if ((el.localName === 'script' || el.localName === 'style') && /pwned/.test(el.textContent)) out.push(`<${el.localName}> with the payload`);
        if (el.localName === 'img' && el.getAttribute('src') === 'x') out.push('<img src=x>');
        if (el.localName === 'iframe') out.push('<iframe>');
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return { pwned: window.__pwned, elements: out, frames: window.frames.length };
  });
  assert.equal(found.pwned, undefined, `no injected script ran (${where})`);
  assert.deepEqual(found.elements, [], `no markup made from the input (${where})`);
  assert.equal(found.frames, 0, `no frames (${where})`);
}

/** The page still works: a good board pasted now is read and solved to the reference minimum. */
async function assertUsable(page, where) {
  const good = 'size 20\n2 -> 15\n18 -> 3';
  await page.click('#tab-solve');
  await pasteBoard(page, good);
  assert.equal(await text(page, '#parse-error'), '', `a good paste is read after the error (${where})`);
  assert.equal(await page.getAttribute('#board-canvas', 'data-size'), '20');
  const rules = await page.evaluate(() => ({
    start: document.getElementById('rule-start').value,
    overshoot: document.getElementById('rule-overshoot').value,
    jumps: document.getElementById('rule-jumps').value,
    faces: Number(document.getElementById('rule-faces').value),
  }));
  const solved = await solveOnPage(page);
  assert.equal(solved.min, String(bfs(nativeBoard(good), rules)), `and solved (${where})`);
  assert.ok((await boardPixels(page)).nonBlank, `the board is drawn (${where})`);
}

describe('text a person controls never becomes markup', () => {
  test('payloads pasted as a board are read as text and refused with a literal message', { timeout: TIMEOUT }, async () => {
    const s = await openSession(browser, site.url);
    try {
      const { page } = s;
      const pixels = await boardPixels(page);
      for (const p of PAYLOADS) {
        await pasteBoard(page, p);
        const err = await text(page, '#parse-error');
        assert.ok(err.length > 0, `a message for ${p}`);
        assert.match(err, /line 1, column \d+/, `the message says where: ${err}`);
        assert.equal(await page.$$eval('#parse-error *', (els) => els.length), 0, 'the message is plain text');
        assert.equal(await value(page, '#board-text'), p, 'the text area keeps the text as typed');
        assert.equal((await boardPixels(page)).hash, pixels.hash, 'the board on screen is unchanged');
        await assertNoMarkup(page, `board text ${p}`);
      }
      // Markup inside an otherwise good board (a comment) is harmless text too.
      await pasteBoard(page, `# ${PAYLOADS[0]}\nsize 30\n3 -> 22\n27 -> 1`);
      assert.equal(await text(page, '#parse-error'), '');
      assert.equal(await page.getAttribute('#board-canvas', 'data-size'), '30');
      await page.reload();
      await ready(page);
      assert.equal(await value(page, '#board-text'), `# ${PAYLOADS[0]}\nsize 30\n3 -> 22\n27 -> 1`, 'the link brings the text back as text');
      await assertNoMarkup(page, 'board text reloaded from the link');
      await assertUsable(page, 'board payloads');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('payloads typed as seeds come back in the message literally', { timeout: TIMEOUT }, async () => {
    const s = await openSession(browser, site.url);
    try {
      const { page } = s;
      await page.click('.solve-options summary');
      await page.check('#randomize');
      for (const p of PAYLOADS) {
        await page.click('#tab-play');
        await page.fill('#game-seed', p);
        await page.click('#new-game');
        assert.equal(await text(page, '#game-message'), `The game seed must be a whole number, not '${p}'.`);
        await page.click('#tab-solve');
        await page.fill('#solve-seed', p);
        await page.click('#solve-button');
        assert.equal(await text(page, '#why'), `The path seed must be a whole number, not '${p}'.`);
        await page.fill('#seed', p);
        await page.click('#new-world');
        assert.equal(await text(page, '#generate-error'), 'World seed must be a whole number.');
        for (const sel of ['#game-message', '#why', '#generate-error']) {
          assert.equal(await page.$$eval(`${sel} *`, (els) => els.length), 0, `${sel} is plain text`);
        }
        await assertNoMarkup(page, `seed ${p}`);
      }
      await page.uncheck('#randomize');
      await assertUsable(page, 'seed payloads');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('payloads as player names are shown as names in the turn line and the log', { timeout: TIMEOUT }, async () => {
    const s = await openSession(browser, site.url);
    try {
      const { page } = s;
      await page.click('#tab-play');
      await page.click('#add-player');
      // The name field holds up to the core's 40 characters; a page script or devtools could set more.
      const names = [NAME_PAYLOADS[0], NAME_PAYLOADS[1], PAYLOADS[0]];
      for (const [i, name] of names.entries()) {
        await page.$eval(`#player-${i + 1}-name`, (el, v) => {
          el.value = v;
          el.dispatchEvent(new Event('change', { bubbles: true }));
        }, name);
      }
      await page.selectOption('#player-1-type', 'computer');
      await page.selectOption('#player-2-type', 'computer');
      await page.selectOption('#player-3-type', 'computer');
      await page.fill('#game-seed', '12');
      await page.click('#new-game');
      await page.waitForFunction(() => document.querySelectorAll('#game-log li').length >= 3, null, { timeout: 60_000 });
      await assertNoMarkup(page, 'player names in a game');
      const log = await page.$$eval('#game-log li', (li) => li.map((x) => x.textContent));
      names.forEach((name, i) => assert.ok(log[i].startsWith(`${name} rolled`), `the log names ${name} as written: ${log[i]}`));
      assert.equal(await page.$$eval('#game-log li *', (els) => els.length), 0, 'log lines are plain text');
      // Stop the computers, so that the page is still when it is read.
      await page.click('#undo-button').catch(() => {});
      await page.fill('#game-seed', '13');
      await page.selectOption('#player-1-type', 'human');
      await page.click('#new-game');
      await settled(page);
      const turn = await text(page, '#turn-status');
      assert.equal(turn, `${names[0]} to roll.`, 'the turn line shows the name literally');
      await page.reload();
      await ready(page);
      await assertNoMarkup(page, 'player names after a reload (from the link and the saved game)');
      assert.equal(await text(page, '#turn-status'), turn);
      await assertUsable(page, 'player names');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('a bad link during a game on a pasted board keeps the board, the game, the task and the speed', { timeout: TIMEOUT }, async () => {
    const board = 'size 36\ncolumns 6\n3 -> 20\n30 -> 8\n';
    const good = `#${new URLSearchParams([['tab', 'play'], ['board', board], ['player', 'h:Ann'], ['player', 'h:Bob'], ['speed', '4']])}`;
    const s = await openSession(browser, site.url + good);
    try {
      const { page } = s;
      for (let i = 0; i < 3; i++) {
        await page.click('#roll-button');
        await settled(page);
      }
      const seen = () => page.evaluate(() => ({
        size: document.getElementById('board-canvas').dataset.size,
        jumps: document.getElementById('board-canvas').dataset.jumps,
        task: document.body.dataset.task,
        turn: document.getElementById('turn-status').textContent,
        moves: [...document.querySelectorAll('#game-log li')].map((li) => li.textContent),
        speed: document.getElementById('play-speed').value,
        hash: location.hash,
      }));
      const before = await seen();
      assert.equal(before.moves.length, 3);
      for (const [bad, says] of [
        ['#tab=play&faces=0', /This link could not be read \('faces' must be from 1 to 1000, not 0\)/],
        ['#tab=play&gseed=abc', /'gseed' must be a whole number/],
        [`#${new URLSearchParams([['tab', 'play'], ['board', 'size 36\n3 -> 99\n']])}`, /The board in this link could not be read \(.*99/],
        ['#tab=play&speeed=4', /This link could not be read \(the link has a setting 'speeed' that the page does not know\)/],
        ['#%%%', /the link has a setting '%%%' that the page does not know/],
      ]) {
        await page.evaluate((h) => { location.hash = h; }, bad);
        await page.waitForFunction(() => !document.getElementById('page-error').hidden, null, { timeout: 10_000 });
        await settled(page);
        assert.match(await pageError(page), says);
        assert.match(await pageError(page), /The board and game on screen are unchanged/);
        assert.deepEqual(await seen(), before, `after ${bad}`);
        // The game goes on from where it was.
        await page.click('#roll-button');
        await settled(page);
        const next = await seen();
        assert.deepEqual(next.moves.slice(0, -1), before.moves, 'one more move, the others kept');
        Object.assign(before, next);
      }
      // The skip link moves focus to the tasks and leaves the address, the board and the game.
      await page.focus('.skip-link');
      await page.keyboard.press('Enter');
      await settled(page);
      assert.equal(await page.evaluate(() => document.activeElement.id), 'tasks');
      assert.deepEqual(await seen(), before, 'after the skip link');
      assert.doesNotMatch(await pageError(page), /tasks/, 'the skip link is not read as a link');
      await page.reload();
      await ready(page);
      const reloaded = await seen();
      assert.equal(reloaded.size, '36');
      assert.deepEqual(reloaded.moves, before.moves, 'the game survives a reload too');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('payloads in the URL hash: the page shows them as text, with an error and the board unchanged', { timeout: TIMEOUT }, async () => {
    const s = await openSession(browser, site.url);
    try {
      const { page } = s;
      let round = 0;
      for (const p of PAYLOADS) {
        for (const key of ['board', 'start', 'seed', 'gseed', 'player', 'format']) {
          // A good hash first (the banner goes), then the hostile one (the banner comes back).
          // Each good hash differs from the last: a refused link puts the address back to it.
          await page.evaluate((speed) => { location.hash = `#tab=solve&speed=${speed}`; }, 1 + (round++ % 2));
          await page.waitForFunction(() => document.getElementById('page-error').hidden, null, { timeout: 10_000 });
          const params = new URLSearchParams([[key, p]]);
          if (key === 'format') params.set('board', 'size 10');
          await page.evaluate((h) => { location.hash = h; }, `#${params}`);
          await page.waitForFunction(() => !document.getElementById('page-error').hidden, null, { timeout: 10_000 });
          await settled(page);
          const banner = await pageError(page);
          assert.match(banner, /could not be read/, `a tampered ${key} is reported: ${banner}`);
          assert.match(banner, /The board and game on screen are unchanged/);
          assert.equal(await page.$$eval('#page-error *', (els) => els.length), 0, 'the banner is plain text');
          assert.equal(await page.getAttribute('#board-canvas', 'data-size'), '100', 'the board before it is still shown');
          assert.notEqual(await page.evaluate(() => location.hash), `#${params}`, 'the address is the board on screen again');
          // The page quotes (the start of) what it could not read, as text.
          if (key !== 'board') assert.ok(banner.includes(p.slice(0, 20)) || key === 'player', `the value is quoted literally: ${banner}`);
          await assertNoMarkup(page, `hash ${key}=${p}`);
        }
      }
      // Opening such a link fresh (not just a hash change) is no different.
      const t = await openSession(browser, `${site.url}#${new URLSearchParams([['board', PAYLOADS[0]], ['player', `h:${NAME_PAYLOADS[0]}`], ['player', 'c:Red']])}`);
      try {
        assert.match(await pageError(t.page), /The board in this link could not be read/);
        await t.page.click('#tab-play');
        await t.page.click('#new-game');
        await settled(t.page);
        assert.equal(await text(t.page, '#turn-status'), `${NAME_PAYLOADS[0]} to roll.`, 'the name from the link, as text');
        await assertNoMarkup(t.page, 'a fresh page from a hostile link');
        await assertUsable(t.page, 'a hostile link');
        await assertClean(t);
      } finally {
        await t.close();
      }
      await assertUsable(page, 'hash payloads');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('payloads in the widget\'s attributes and text stay text inside its shadow root', { timeout: TIMEOUT }, async () => {
    const s = await openSession(browser, `${site.url}examples/hostile-fixture.html`, { waitReady: false });
    try {
      const { page } = s;
      const shadowText = (part) => page.evaluate((p) => {
        const n = document.getElementById('w').shadowRoot.querySelector(`[part~="${p}"]`);
        return n && !n.hidden ? n.textContent : null;
      }, part);
      await page.waitForFunction(() => document.getElementById('w').result?.minThrows !== undefined, null, { timeout: 30_000 });
      for (const p of PAYLOADS) {
        await page.evaluate((v) => document.getElementById('w').setAttribute('board', v), p);
        await page.waitForFunction(() => document.getElementById('w').shadowRoot.querySelector('[part~="error"]')?.textContent, null, { timeout: 10_000 });
        await assertNoMarkup(page, `widget board ${p}`);
        await page.evaluate((v) => { const w = document.getElementById('w'); w.removeAttribute('board'); w.textContent = v; }, p);
        await page.waitForTimeout(100);
        await assertNoMarkup(page, `widget text content ${p}`);
        await page.evaluate((v) => document.getElementById('w').setAttribute('mode', v), p);
        await page.waitForTimeout(50);
        const err = await shadowText('error');
        assert.match(err ?? '', /mode must be view, solve, play/i, 'a bad mode is reported');
        assert.ok(err.includes(`not '${p}'`), `and quoted literally: ${err}`);
        await assertNoMarkup(page, `widget mode ${p}`);
        for (const attr of ['start', 'overshoot', 'jumps', 'faces', 'speed', 'seed', 'size']) {
          await page.evaluate(([a, v]) => document.getElementById('w').setAttribute(a, v), [attr, p]);
        }
        await page.waitForTimeout(50);
        await assertNoMarkup(page, `widget rule attributes ${p}`);
        await page.evaluate(() => {
          const w = document.getElementById('w');
          for (const a of ['start', 'overshoot', 'jumps', 'faces', 'speed', 'seed', 'size']) w.removeAttribute(a);
          w.textContent = '';
          w.setAttribute('mode', 'solve');
        });
      }
      // Player names: the widget writes them into its status line and move list.
      await page.evaluate((names) => {
        const w = document.getElementById('w');
        w.setAttribute('board', 'size 12\n2 -> 9');
        w.setAttribute('players', names.join(','));
        w.setAttribute('mode', 'play');
      }, [NAME_PAYLOADS[0], PAYLOADS[0].replace(/,/g, ' ')]);
      await page.waitForFunction(() => (document.getElementById('w').shadowRoot.textContent || '').includes('<svg onload=__pwned=1>'),
        null, { timeout: 10_000 });
      for (let i = 0; i < 4; i++) {
        await page.evaluate(() => document.getElementById('w').roll?.()).catch(() => {});
        await page.waitForTimeout(50);
      }
      await assertNoMarkup(page, 'widget player names');
      // The widget still works after all that.
      await page.evaluate(() => {
        const w = document.getElementById('w');
        w.setAttribute('mode', 'solve');
        w.setAttribute('board', 'size 20\n2 -> 15\n18 -> 3');
      });
      await page.waitForFunction(() => document.getElementById('w').result?.minThrows === 3, null, { timeout: 10_000 })
        .catch(() => {});
      assert.equal(await page.evaluate(() => document.getElementById('w').result?.minThrows),
        bfs(nativeBoard('size 20\n2 -> 15\n18 -> 3')), 'the widget solves a good board afterwards');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });
});

describe('huge input is refused or handled without freezing the tab', () => {
  test('a 50 MB paste is refused at once with the limit named; the tab keeps ticking', { timeout: TIMEOUT }, async () => {
    const s = await openSession(browser, site.url);
    try {
      const { page } = s;
      await pasteBoard(page, sharedText('report-30-squares.json'));
      const before = await boardPixels(page);
      const hashBefore = await page.evaluate(() => location.hash);
      // Building and assigning the 50 MB string is the test's own work; the heartbeat is
      // measured from the moment the page has had its input event.
      const length = await page.evaluate(() => {
        const ta = document.getElementById('board-text');
        const big = `{"size": 100, "ladders": [[3, 50]${', [3, 50]'.repeat(6_000_000)}]}`;
        ta.value = big;
        ta.dispatchEvent(new Event('input', { bubbles: true }));
        window.__beatFrom = performance.now();
        window.__maxGap = 0;
        return big.length;
      });
      assert.ok(length > 50e6, 'a 50 MB text');
      await page.waitForTimeout(2500);
      const gap = await page.evaluate(() => window.__maxGap);
      assert.ok(gap < 1500, `the page stays responsive (longest pause ${Math.round(gap)} ms)`);
      const err = await text(page, '#parse-error');
      assert.ok(err.includes(`${length.toLocaleString('en')} characters`), `the message says how long the text is: ${err}`);
      assert.match(err, /up to 2,000,000 characters/, 'and names the limit');
      assert.match(err, /board on screen is unchanged/);
      assert.ok((await page.evaluate(() => document.getElementById('board-text').value.length)) <= 2_000_000,
        'the huge text does not stay in the text area');
      assert.equal((await boardPixels(page)).hash, before.hash, 'the board is unchanged');
      assert.equal(await page.evaluate(() => location.hash), hashBefore, 'the link is unchanged');

      // A real paste of the same: refused before it lands in the text area.
      const pasted = await page.evaluate(() => {
        const ta = document.getElementById('board-text');
        ta.focus();
        const data = new DataTransfer();
        data.setData('text/plain', 'size 100\n' + '3 -> 50\n'.repeat(7_000_000));
        const e = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
        ta.dispatchEvent(e);
        window.__beatFrom = performance.now();
        window.__maxGap = 0;
        return { refused: e.defaultPrevented, kept: ta.value.length, length: data.getData('text/plain').length };
      });
      assert.ok(pasted.refused, 'the paste is refused');
      assert.ok(pasted.kept <= 2_000_000);
      await page.waitForTimeout(1500);
      assert.ok((await page.evaluate(() => window.__maxGap)) < 1500, 'no freeze after the refused paste');
      assert.ok((await text(page, '#parse-error')).startsWith(`The text has ${pasted.length.toLocaleString('en')} characters; the page reads boards of up to 2,000,000`));
      await assertUsable(page, 'after a 50 MB paste');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('a board whose link would be too long to open is refused; a long one that fits survives a reload', { timeout: TIMEOUT }, async () => {
    const s = await openSession(browser, site.url);
    try {
      const { page } = s;
      const setText = (t) => page.evaluate((v) => {
        const ta = document.getElementById('board-text');
        ta.value = v;
        ta.dispatchEvent(new Event('input', { bubbles: true }));
      }, t);
      // 1.2 million characters, 3.6 million in a link: Chromium drops such a URL on reload,
      // which silently brought back the classic board.
      const long = `size 30\n3 -> 22\n${`# ${'[]'.repeat(400)}\n`.repeat(1500)}`;
      const linked = new URLSearchParams([['board', long]]).toString().length - 'board='.length;
      assert.ok(long.length < 2_000_000 && linked > 2_000_000);
      await setText(long);
      await page.waitForFunction(() => document.getElementById('parse-error').textContent !== '', null, { timeout: 20_000 });
      const err = await text(page, '#parse-error');
      assert.ok(err.includes(`${linked.toLocaleString('en')} characters in a link (${long.length.toLocaleString('en')} as typed)`), err);
      assert.match(err, /fits in 2,000,000 characters/);
      assert.equal(await page.getAttribute('#board-canvas', 'data-size'), '100', 'the board on screen stays');

      const fits = `size 30\n3 -> 22\n${`# ${'x'.repeat(100)}\n`.repeat(9000)}`;
      await setText(fits);
      await page.waitForFunction(() => document.getElementById('board-canvas').dataset.size === '30', null, { timeout: 20_000 });
      assert.equal(await text(page, '#parse-error'), '');
      await page.reload();
      await ready(page);
      assert.equal(await page.getAttribute('#board-canvas', 'data-size'), '30', 'the reload brings the board back');
      assert.equal((await value(page, '#board-text')).length, fits.length, 'with its text');
      // Too long to lay out at once (longtasks.test.mjs): kept in the hidden box behind a note.
      assert.match(await text(page, '#board-text-held'), /^The board text has 927,016 characters on 9,003 lines/);
      assert.equal(await pageError(page), '');
      await page.click('#board-text-clear');
      // The emptied box is read after the input's pause, as any edit: its note first, so that
      // the paste that follows is not taken for read when that note comes.
      await page.waitForFunction(() => /empty/.test(document.getElementById('parse-error').textContent));
      await assertUsable(page, 'after long texts');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('a text of 600,000 short lines is refused at once, naming the line limit', { timeout: TIMEOUT }, async () => {
    const s = await openSession(browser, site.url);
    try {
      const { page } = s;
      const before = await boardPixels(page);
      // 200,000 HackerRank cases: under 2 MB, but a text area of 600,000 lines took Chromium
      // about 12 s to lay out.
      const lines = await page.evaluate(() => {
        const ta = document.getElementById('board-text');
        ta.value = `200000\n${'1\n2 50\n0\n'.repeat(200_000)}`;
        ta.dispatchEvent(new Event('input', { bubbles: true }));
        window.__beatFrom = performance.now();
        window.__maxGap = 0;
        return ta.value.length;
      });
      assert.ok(lines < 2_000_000);
      await page.waitForTimeout(2000);
      const gap = await page.evaluate(() => window.__maxGap);
      assert.ok(gap < 1500, `the page stays responsive (longest pause ${Math.round(gap)} ms)`);
      const err = await text(page, '#parse-error');
      assert.match(err, /^The text has 600,002 lines; the page reads boards of up to 50,000 lines/, err);
      assert.match(err, /board on screen is unchanged/);
      assert.equal((await boardPixels(page)).hash, before.hash);
      // A link with 60,000 (blank) lines is refused the same way, before it reaches the text area.
      const t = await openSession(browser, `${site.url}#${new URLSearchParams([['board', `size 10\n${'\n'.repeat(60_000)}2 -> 9`]])}`);
      try {
        assert.match(await pageError(t.page), /60,002 lines.*classic board is shown instead/s);
        assert.ok((await t.page.evaluate(() => document.getElementById('board-text').value.length)) < 1000);
        await assertClean(t);
      } finally {
        await t.close();
      }
      await assertUsable(page, 'after 600,000 lines');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });

  test('a link that replays a never-ending game: 100,000 moves refused, 10,000 replayed in a moment', { timeout: TIMEOUT }, async () => {
    // Every square but the last is a snake to square 1, and 10 is 9 away: nobody ever wins.
    const board = `size 10\n${[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n} -> 1`).join('\n')}`;
    const link = (moves) => `${site.url}#${new URLSearchParams([['board', board], ['player', 'h:Ann'], ['player', 'h:Bo'],
      ['gseed', '1'], ['moves', String(moves)], ['tab', 'play']])}`;
    const s = await openSession(browser, link(100_000));
    try {
      const banner = await pageError(s.page);
      assert.match(banner, /'moves' must be from 0 to 10000, not 100000/, banner);
      assert.match(banner, /classic board is shown instead/);
      assert.equal(await s.page.$$eval('#game-log li', (li) => li.length), 0);
      await assertClean(s);
    } finally {
      await s.close();
    }
    const t = await openSession(browser, link(10_000));
    try {
      const { page } = t;
      assert.equal(await pageError(page), '');
      // The whole game is replayed; the log lists its latest moves (a list of 10,000 items held the page up).
      assert.equal(await page.$$eval('#game-log li', (li) => li.length), 200, 'the latest 200 moves are listed');
      assert.equal(await text(page, '#log-note'), 'The latest 200 of 10,000 moves.');
      assert.equal(await text(page, '#turn-status'), 'Ann to roll.');
      const slices = await page.evaluate(() => performance.getEntriesByName('restore-slice').map((e) => e.duration));
      assert.ok(slices.length > 0 && Math.max(...slices) < 200,
        `the replay runs in slices, none holding the page up 200 ms (longest ${Math.round(Math.max(...slices))} ms of ${slices.length})`);
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page opens at the top, not scrolled to the log');
      await page.click('#roll-button');
      await settled(page);
      assert.equal(await text(page, '#log-note'), 'The latest 200 of 10,001 moves.', 'the game goes on');
      assert.match(await page.evaluate(() => location.hash), /moves=10000(&|$)/, 'a longer game links its first 10,000 moves');
      await assertClean(t);
    } finally {
      await t.close();
    }
  });

  test('a 10,000,000-square board is refused with the limit named, without a long freeze', { timeout: TIMEOUT }, async () => {
    const s = await openSession(browser, site.url);
    try {
      const { page } = s;
      const before = await boardPixels(page);
      await page.evaluate(() => { window.__beatFrom = performance.now(); window.__maxGap = 0; });
      await pasteBoard(page, 'size 10000000\n2 -> 9999999\n500 -> 3\n77 -> 5000000\n9999990 -> 12');
      await page.waitForTimeout(1000);
      const gap = await page.evaluate(() => window.__maxGap);
      assert.ok(gap < 1500, `the page stays responsive (longest pause ${Math.round(gap)} ms)`);
      const err = await text(page, '#parse-error');
      assert.match(err, /10,000,000 squares/, `the message names the size: ${err}`);
      assert.match(err, /up to 1,000,000 squares/, 'and the limit');
      assert.equal(await page.getAttribute('#board-canvas', 'data-size'), '100', 'the classic board stays');
      assert.equal((await boardPixels(page)).hash, before.hash);
      // The same board in a link: an error banner and the classic board.
      const link = `${site.url}#${new URLSearchParams([['board', 'size 10000000\n2 -> 9999999']])}`;
      const t = await openSession(browser, link);
      try {
        assert.match(await pageError(t.page), /10,000,000 squares.*classic board is shown instead/s);
        assert.equal(await t.page.getAttribute('#board-canvas', 'data-size'), '100');
        await assertClean(t);
      } finally {
        await t.close();
      }
      // A board at the limit still loads and solves.
      await pasteBoard(page, 'size 1000000\n2 -> 999990');
      assert.equal(await text(page, '#parse-error'), '');
      assert.equal(await page.getAttribute('#board-canvas', 'data-size'), '1000000');
      const solved = await solveOnPage(page);
      assert.equal(solved.min, String(bfs({ size: 1_000_000, jumps: new Map([[2, 999990]]) })));
      await assertUsable(page, 'after a 10,000,000-square board');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });
});

describe('damaged state is refused with a message, never a blank page', () => {
  const KEY = 'snakes-ladders/game/v1';
  const saves = [
    ['not JSON', '{"version": 1, "save": ', /could not be read \(it is not valid JSON\) and was discarded/],
    ['the wrong shape', JSON.stringify({ version: 1, save: 42, log: 'x' }), /could not be read \(unexpected shape\) and was discarded/],
    ['a tampered save', JSON.stringify({ version: 1, boardKey: '', seed: 1, moves: 3, log: ['a', 'b', 'c'], save: 'AAAA<script>window.__pwned=1</script>', setup: { players: [{ name: 'Blue', type: 'human' }, { name: 'Red', type: 'computer' }], rules: { start: 'off-board', overshoot: 'bounce', jumps: 'single', faces: 6 } } }),
      /saved game could not be restored \(.+\) and was discarded/],
    ['a payload as JSON', JSON.stringify(PAYLOADS), /could not be read \(unexpected shape\) and was discarded/],
    // Shapes that passed the old check and then broke every reload (issue 17).
    // Past the core's limits() (8 players, names of 40 characters) as well.
    ...[['no players', []], ['two null players', [null, null]], ['nine players', Array.from({ length: 9 }, (_, i) => ({ name: `P${i}`, type: 'human' }))],
      ['41-character names', [{ name: 'N'.repeat(41), type: 'human' }, { name: 'M'.repeat(41), type: 'computer' }]]]
      .map(([what, players]) => [`a save with ${what}`, JSON.stringify({ version: 1, boardKey: '', seed: 1, moves: 0, log: [], save: 'x',
        setup: { players, rules: { start: 'off-board', overshoot: 'bounce', jumps: 'single', faces: 6 } } }),
      /could not be read \(unexpected shape: .+\) and was discarded/]),
  ];
  for (const [what, raw, message] of saves) {
    test(`a saved game that is ${what} is discarded with a message`, { timeout: TIMEOUT }, async () => {
      const s = await openSession(browser, site.url);
      try {
        const { page } = s;
        await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, raw]);
        await page.reload({ waitUntil: 'load' });
        await ready(page);
        const banner = await pageError(page);
        assert.match(banner, message, `the banner explains: ${banner}`);
        assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), null, 'the damaged save is gone');
        assert.ok((await boardPixels(page)).nonBlank, 'the board is drawn');
        assert.equal(await text(page, '#turn-status'), 'Press Roll to start a game.');
        assert.equal(await page.$$eval('#game-log li', (li) => li.length), 0);
        await assertNoMarkup(page, `saved game: ${what}`);
        // Roll starts a fresh game, which is saved properly.
        await page.click('#tab-play');
        await page.click('#roll-button');
        await settled(page);
        assert.ok((await page.$$eval('#game-log li', (li) => li.length)) >= 1, 'Roll starts a new game');
        const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY));
        assert.equal(saved.version, 1);
        await page.reload();
        await ready(page);
        assert.equal(await pageError(page), '', 'the new save reads back without complaint');
        await assertUsable(page, `saved game: ${what}`);
        await assertClean(s);
      } finally {
        await s.close();
      }
    });
  }

  test('tampered links show what is wrong and the classic board', { timeout: TIMEOUT }, async () => {
    const cases = [
      ['start=sideways', /'start' must be one of off-board, 1, not 'sideways'/],
      ['faces=0', /'faces' must be from 1 to 1000, not 0/], // the core's limit (limits()), not one of the page's own
      ['faces=1e3', /'faces' must be a whole number, not '1e3'/],
      ['moves=-1&gseed=3', /'moves' must be a whole number, not '-1'/],
      ['gseed=99999999999999999', /'gseed' must be a whole number/],
      ['player=x:Bob&player=h:Ann', /a player must be written 'h:Name' or 'c:Name', not 'x:Bob'/],
      ['player=h:Solo', /a game needs 2 to 8 players/], // up to the core's limits().maxPlayers
      ['rows=0&cols=1', /'rows' must be from 1 to 100, not 0/],
      ['random=2', /'random' must be from 0 to 1, not '2'/],
      ['board=size%2010%0A3%20-%3E%2099', /The board in this link could not be read \(.*line 2, column 6.*99.*\)/s],
      ['board=%7B%22size%22%3A', /The board in this link could not be read \(json board, line 1/],
      ['board=', /The board in this link could not be read/],
      ['tasks', /'tasks' that the page does not know/],
    ];
    const s = await openSession(browser, site.url);
    try {
      const { page } = s;
      const classicJumps = [...jsonBoard('classic-1952.json').jumps].map(([a, b]) => `${a}-${b}`).sort();
      for (const [hash, message] of cases) {
        // Opened fresh: a hash change on the page would be refused with the board kept.
        await page.goto('about:blank');
        await page.goto(`${site.url}#${hash}`);
        await ready(page);
        const banner = await pageError(page);
        assert.match(banner, message, `#${hash}: ${banner}`);
        assert.match(banner, /classic board is shown instead/);
        assert.equal(await page.getAttribute('#board-canvas', 'data-size'), '100');
        const jumps = (await page.getAttribute('#board-canvas', 'data-jumps')).split(',').sort();
        assert.deepEqual(jumps, classicJumps, 'the classic board is drawn');
        assert.ok((await boardPixels(page)).nonBlank);
        await assertNoMarkup(page, `#${hash}`);
      }
      await assertUsable(page, 'tampered links');
      // Once fixed, the banner goes.
      await page.goto('about:blank');
      await page.goto(`${site.url}#start=1`);
      await ready(page);
      assert.equal(await pageError(page), '');
      assert.equal(await page.$eval('#rule-start', (el) => el.value), '1');
      await assertClean(s);
    } finally {
      await s.close();
    }
  });
});

describe('the strict Content-Security-Policy', () => {
  test('the page loads and works under it with no violation', { timeout: TIMEOUT }, async () => {
    const s = await openSession(browser, strictSite.url, { reducedMotion: 'no-preference' });
    try {
      const { page } = s;
      const header = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
      assert.equal(header, STRICT_CSP, 'served with the strict policy');
      assert.ok((await boardPixels(page)).nonBlank, 'the board is drawn');
      await page.selectOption('#speed', '4');
      await page.click('.solve-options summary');
      await page.check('#show-distances');
      const board = jsonBoard('classic-1952.json');
      await pasteBoard(page, sharedText('classic-1952.json'));
      const solved = await solveOnPage(page);
      assert.equal(solved.min, String(bfs(board)), 'the page solves');
      const box = await page.locator('#board-canvas').boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
      assert.match(await text(page, '#square-status'), /^Square \d+/, 'the tooltip and status line work');
      await page.mouse.move(0, 0);
      await page.click('#tab-play');
      await page.fill('#game-seed', '8');
      await page.click('#new-game');
      for (const _ of ['Red', 'Blue']) { // two people by default: each throws in turn
        await page.click('#roll-button');
        await settled(page);
      }
      assert.ok((await page.$$eval('#game-log li', (li) => li.length)) >= 2, 'a game plays');
      await page.fill('#seed', '11');
      await page.click('#new-world');
      await settled(page);
      assert.equal(await text(page, '#generate-error'), '');
      await page.click('#tab-solve');
      await pasteBoard(page, PAYLOADS[0]);
      await assertNoMarkup(page, 'under the strict CSP');
      await page.waitForTimeout(500);
      await assertClean(s, 'strict CSP');
    } finally {
      await s.close();
    }
  });
});

// The page's tasks in every language (issue 37): in each of the seven, a bad paste shows the
// core's refusal in that language (worded from its code, the place marked from its parameters)
// and keeps the board on screen; a pasted board is solved (the fewest throws as a breadth-first
// search in this file works it out); a game between computers plays to its winner, announced
// in that language; the analysis shows its figures and its summary in that language.
//
// What each language must say is worked out here independently of the page: the core module is
// loaded in Node and its refusal worded by www/i18n/messages.js with that language's file, and
// the page's own sentences are the language's file's messages.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import { loadMessages } from '../../www/i18n/messages.js';
import { coreWords } from '../../www/ui/words.js';
import { LANGUAGES } from '../../www/i18n/languages.js';
import { ROOT } from '../../scripts/lib.mjs';
import { partsOf } from '../../scripts/message-parts.mjs';
import { DIST } from './harness.mjs';
import { assertClean, bfs, jsonBoard, openSession, pasteBoard, ready, settled, sharedText, siteForTests, solveOnPage, text } from './page-kit.mjs';

const TIMEOUT = 240_000;
const env = siteForTests();
const words = (code) => loadMessages(code, async (c) => readFileSync(join(ROOT, 'www', 'i18n', 'locales', `${c}.ftl`), 'utf8'));

/** A text the native reader refuses at line 3, column 6, and the board on screen before it. */
const BAD = 'size 30\n3 -> 22\n5 -> x\n';
const GOOD = sharedText('report-30-squares.json');

let core;
before(async () => {
  const pkg = join(DIST, 'www', 'core', 'pkg');
  core = await import(pathToFileURL(join(pkg, 'snakes_ladders.js')).href);
  await core.default({ module_or_path: readFileSync(join(pkg, 'snakes_ladders_bg.wasm')) });
});

/** The full module (every format, the analysis), loaded in Node from dist/. */
async function loadFull() {
  const pkg = join(DIST, 'www', 'core', 'pkg');
  const full = await import(pathToFileURL(join(pkg, 'snakes_ladders_full.js')).href);
  await full.default({ module_or_path: readFileSync(join(pkg, 'snakes_ladders_full_bg.wasm')) });
  return full;
}

/** The core's refusal of `text`, as thrown (code, params and English message). */
function refusal(text) {
  try {
    core.Board.parse(text).free();
  } catch (e) {
    return e;
  }
  assert.fail(`the core read ${JSON.stringify(text)}`);
}

/** What the page in English showed, for the other languages to differ from. */
const english = {};

describe('the tasks in every language', () => {
  for (const { code } of LANGUAGES) {
    test(`${code}: a bad paste's error, a solve, a game to its winner and the analysis, in ${code}`, { timeout: TIMEOUT }, async () => {
      const w = await words(code);
      const context = await env.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      const s = await openSession(env.browser, `${env.site.url}#lang=${code}`, { context });
      const { page } = s;
      try {
        await ready(page);
        assert.equal(await page.evaluate(() => document.documentElement.lang), code);

        // A good board first, then a bad paste: the error in this language, the board kept.
        await pasteBoard(page, GOOD);
        assert.equal(await text(page, '#parse-error'), '', 'the good board is read');
        const before = await page.evaluate(() => location.hash);
        await pasteBoard(page, BAD);
        const said = await text(page, '#parse-error');
        const e = refusal(BAD);
        assert.equal(e.code, 'error.parse');
        assert.equal(said, w.t('text-failed', { error: w.error(e) }), 'the refusal, worded in this language from its code');
        if (code !== 'en') assert.ok(!said.includes(e.message), `not the core's English: ${said}`);
        assert.ok(!/core-|\{ ?\$/.test(said), `no message id or unfilled variable: ${said}`);
        await page.waitForFunction(() => document.getElementById('board-text').dataset.errorLine === '3', null, { timeout: 10_000 })
          .catch(() => assert.fail('line 3 of the text is marked, from the code\'s parameters'));
        assert.equal(await page.evaluate(() => location.hash), before, 'the board on screen (and its link) stays');

        // The good board again, solved: the fewest throws a breadth-first search finds.
        await pasteBoard(page, GOOD);
        const { value } = await solveOnPage(page);
        assert.equal(Number(value), bfs(jsonBoard('report-30-squares.json')), 'the fewest throws');

        // A game between two computers to its winner, announced in this language.
        await page.click('#tab-play');
        await page.selectOption('#player-1-type', 'computer');
        await page.selectOption('#player-2-type', 'computer');
        await page.selectOption('#play-speed', '4');
        await page.fill('#game-seed', '2024');
        await page.click('#new-game');
        const names = await page.$$eval('#player-1-name, #player-2-name', (inputs) => inputs.map((i) => i.value || i.placeholder));
        await page.waitForFunction((texts) => texts.includes(document.getElementById('turn-status').textContent),
          names.map((name) => w.t('turn-won', { name })), { timeout: 120_000 });
        await settled(page);
        const won = await text(page, '#turn-status');

        // The analysis: its figures, and its summary in this language.
        await page.click('#tab-analyze');
        await page.locator('#analysis').scrollIntoViewIfNeeded();
        await page.waitForFunction(() => document.getElementById('analysis').dataset.state === 'ready', null, { timeout: 60_000 });
        const summary = await text(page, '#analysis-summary');
        const mean = await page.$eval('#analysis-mean', (el) => el.dataset.value);
        assert.ok(Number(mean) > 0, `a mean: ${mean}`);
        assert.ok(summary.length > 20, `a summary: ${summary}`);
        if (code === 'en') Object.assign(english, { won, summary, mean });
        else if (english.summary) {
          assert.equal(mean, english.mean, 'the same figure in every language');
          assert.notEqual(summary, english.summary, 'the summary is not the English one');
        }
        await assertClean(s, code);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the page\'s words in two parts (issue 37: the bytes until it is ready)', () => {
  test('in French the page is ready with the first part of fr.ftl alone; a bad paste before the rest has come is said in French once it has', { timeout: TIMEOUT }, async () => {
    const w = await words('fr');
    const context = await env.browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    // Every messages file the page asks for, in order; the rest (and English) held until released.
    const asked = [];
    let release;
    const released = new Promise((resolve) => { release = resolve; });
    await context.route(/\.ftl$/, async (route) => {
      const name = new URL(route.request().url()).pathname.split('/').slice(-2).join('/');
      asked.push(name);
      if (name !== 'parts/fr.first.ftl') await released;
      await route.continue();
    });
    const s = await openSession(env.browser, env.site.url, { context });
    const { page } = s;
    try {
      await ready(page);
      assert.deepEqual(asked.slice(0, 1), ['parts/fr.first.ftl'], 'the first file asked for');
      assert.equal(await text(page, '#roll-button'), w.t('roll-button'), 'the page is in French');
      await pasteBoard(page, BAD);
      const e = refusal(BAD);
      const english = (await words('en')).t('text-failed', { error: (await words('en')).error(e) });
      assert.notEqual(await text(page, '#parse-error'), w.t('text-failed', { error: w.error(e) }), 'not in French yet: the core\'s French is in the rest');
      assert.deepEqual(asked.slice(0, 1), ['parts/fr.first.ftl']);
      assert.ok(asked.every((n) => n.startsWith('parts/')), `no whole file: ${asked}`);
      assert.ok(!asked.includes('parts/fr.first.ftl', 1), 'the first part once');
      release();
      await page.waitForFunction((want) => document.getElementById('parse-error').textContent === want,
        w.t('text-failed', { error: w.error(e) }), { timeout: 10_000, polling: 50 }).catch(() => {});
      const said = await text(page, '#parse-error');
      assert.equal(said, w.t('text-failed', { error: w.error(e) }), 'the refusal in French once the rest has come');
      assert.notEqual(said, english);
      assert.deepEqual([...asked].sort(), ['parts/en.first.ftl', 'parts/en.rest.ftl', 'parts/fr.first.ftl', 'parts/fr.rest.ftl']);
      // The analysis, whose words are all in the rest, speaks French: no message shown as its id.
      await page.click('#tab-analyze');
      await page.locator('#analysis').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.getElementById('analysis').dataset.state === 'ready', null, { timeout: 60_000 });
      const card = await text(page, '#analysis');
      const rest = [...partsOf(readFileSync(join(ROOT, 'www', 'i18n', 'locales', 'en.ftl'), 'utf8'))].filter(([, p]) => p === 'rest').map(([id]) => id);
      assert.deepEqual(rest.filter((id) => card.includes(id)), [], 'no id of the rest in the analysis card');
      assert.ok((await text(page, '#analysis-summary')).length > 20, 'a summary');
      await assertClean(s, 'fr in parts');
    } finally {
      await context.close();
    }
  });
});

/** Issue 34's board: 360 squares, a snake i -> i-15 on every even i from 20: games of 10^22 throws, most figures estimates. */
const LONG = `size 360\n${Array.from({ length: 170 }, (_, k) => `${20 + 2 * k} -> ${5 + 2 * k}`).join('\n')}\n`;

/** The core's English sentences on figures it could not prove, in part: none may show in another language. */
const ENGLISH_CAVEATS = /are over after about|an estimate|After throw|of the games still going|no length is proven|not proven to 9 digits/;

describe("the analysis's sentences by code in every language", () => {
  let full;
  before(async () => { full = await loadFull(); });

  for (const { code } of LANGUAGES) {
    test(`${code}: a board of estimates says its caveats, its tail and why its mode is not known in ${code}`, { timeout: TIMEOUT }, async () => {
      const w = await words(code);
      const board = full.Board.parse(LONG);
      const report = board.analyze(null, { players: 1 });
      board.free();
      const { said } = report;
      assert.ok(said.caveats.length > 0 && said.tail && said.mode_not_known, 'the board has caveats, a tail and a mode not known');
      // The first caveat as this language's file words it, up to its first figure.
      const caveat = w.error({ ...said.caveats[0], message: report.caveats[0] });
      const opening = caveat.slice(0, caveat.search(/\d/)).trim();
      assert.ok(opening.length > 3, `an opening in words: ${caveat}`);
      if (code !== 'en') assert.ok(!ENGLISH_CAVEATS.test(caveat), `the file words it: ${caveat}`);

      const context = await env.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      const s = await openSession(env.browser, `${env.site.url}#lang=${code}`, { context });
      const { page } = s;
      try {
        await ready(page);
        await pasteBoard(page, LONG);
        assert.equal(await text(page, '#parse-error'), '', 'the board is read');
        await page.click('#tab-analyze');
        await page.locator('#analysis').scrollIntoViewIfNeeded();
        await page.waitForFunction(() => document.getElementById('analysis').dataset.state === 'ready', null, { timeout: 120_000 });
        const summary = await text(page, '#analysis-summary');
        const note = await text(page, '#chart-note');
        const mode = await page.$eval('#analysis-mode', (el) => el.title);
        assert.ok(summary.includes(opening), `the caveat in ${code}: "${opening}" in ${summary}`);
        assert.equal(mode, w.error({ ...said.mode_not_known, message: report.mode_not_known }), 'why the mode is not known');
        for (const said of [summary, note, mode]) {
          assert.ok(!/core-|\{ ?\$/.test(said), `no message id or unfilled variable: ${said}`);
          if (code !== 'en') assert.ok(!ENGLISH_CAVEATS.test(said), `no English sentence of the core's: ${said}`);
        }
        assert.ok(note.length > 0, 'the chart gives way to the tail in words');
        await assertClean(s, code);
      } finally {
        await context.close();
      }
    });
  }
});

describe('a core\'s refusal met before the page is ready, in the page\'s language', () => {
  test('a link\'s game the core refuses (three sixes without sixes again) is said in French, its reason too', { timeout: TIMEOUT }, async () => {
    const w = await words('fr');
    const context = await env.browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const s = await openSession(env.browser, `${env.site.url}#lang=fr&three=1&gseed=5`, { context });
    try {
      await ready(s.page);
      const reason = w.t('core-game-three-sixes');
      await s.page.waitForFunction((r) => document.getElementById('page-error').textContent.includes(r), reason, { timeout: 10_000, polling: 50 }).catch(() => {});
      const said = await text(s.page, '#page-error');
      assert.ok(said.includes(reason), `the core's reason in French: ${said}`);
      assert.ok(!said.includes('needs the sixes-again rule'), `no English: ${said}`);
    } finally {
      await context.close();
    }
  });
});

describe('a link\'s or a saved game\'s refusal, in the page\'s language', () => {
  for (const { code } of LANGUAGES) {
    test(`${code}: a tampered link says what is wrong in ${code}, and the classic board is shown`, { timeout: TIMEOUT }, async () => {
      const w = await words(code);
      // The browser's language picks the page's (the link is refused before its own lang is read).
      const context = await env.browser.newContext({ locale: code, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      const s = await openSession(env.browser, `${env.site.url}#tab=play&faces=0`, { context });
      try {
        // From the language's file, independently of the page: the sentence with its reason in it.
        const { maxFaces } = await s.page.evaluate(async () => (await import('./www/core/pkg/snakes_ladders.js')).limits());
        const reason = w.t('link-why-range', { key: 'faces', lo: '1', hi: String(maxFaces), found: '0' });
        const want = w.t('link-unreadable-classic', { error: reason });
        await s.page.waitForFunction((t) => document.getElementById('page-error').textContent === t, want, { timeout: 10_000, polling: 50 })
          .catch(() => {});
        assert.equal(await text(s.page, '#page-error'), want);
        if (code !== 'en') assert.ok(!/must be from/.test(want), `no English: ${want}`);
        assert.equal(await s.page.$eval('#board-canvas', (c) => c.dataset.size), '100', 'the classic board');
        await assertClean(s);
      } finally {
        await context.close();
      }
    });
  }

  test('fr: a saved game that is not JSON is discarded, said in French', { timeout: TIMEOUT }, async () => {
    const w = await words('fr');
    const context = await env.browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('snakes-ladders/game/v1', '{not json');
      sessionStorage.setItem('seeded', '1');
    });
    const s = await openSession(env.browser, `${env.site.url}#tab=play`, { context });
    try {
      const want = w.t('saved-game-unreadable', { error: w.t('saved-why-json') });
      await s.page.waitForFunction((t) => document.getElementById('page-error').textContent === t, want, { timeout: 10_000, polling: 50 })
        .catch(() => {});
      assert.equal(await text(s.page, '#page-error'), want);
      assert.equal(await s.page.evaluate(() => localStorage.getItem('snakes-ladders/game/v1')), null, 'discarded');
    } finally {
      await context.close();
    }
  });
});

describe('the notes under the board, in the page\'s language', () => {
  test('fr: a pasted board\'s notes (a chain, a shared end) are the core\'s by code, worded from fr.ftl', { timeout: TIMEOUT }, async () => {
    const w = await words('fr');
    const board = 'size 30\n3 -> 10\n10 -> 20\n5 -> 20\n';
    // The core's notes by code, from the core module in Node, worded here by the language's file.
    const b = core.Board.parse(board);
    const { first, firstCoded } = b.warningsUpTo(50);
    b.free();
    assert.equal(first.length, 2, `a chain and a shared end: ${first}`);
    const want = first.map((text, i) => w.t('board-note', { note: coreWords(w.error({ ...firstCoded[i], message: text }), w) }));
    const context = await env.browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const s = await openSession(env.browser, env.site.url, { context });
    try {
      await pasteBoard(s.page, board);
      await s.page.waitForFunction((n) => document.querySelectorAll('#board-warnings li').length === n, want.length);
      const said = await s.page.$$eval('#board-warnings li', (li) => li.map((x) => x.textContent));
      assert.deepEqual(said, want);
      for (const x of said) assert.ok(!/\b(chain|shared end)\b/.test(x), `no English: ${x}`);
      await assertClean(s);
    } finally {
      await context.close();
    }
  });
});

/** Bad pastes whose refusal holds a phrase of its own (what the reader expected), in four formats. */
const NESTED = [
  'size x\n',                 // native: the number of squares after 'size'
  'grid 10 y 10\n',           // native: 'x' between rows and columns
  '[[-1,-1],[-1,-1]\n',       // LeetCode: a grid missing its ']'
  '{97=>62}\n',               // Ruby: the ladders hash missing (a choice: snakes or ladders)
];

describe('a refusal\'s phrase inside the message, in the page\'s language', () => {
  let full;
  before(async () => { full = await loadFull(); });

  /** The full module's refusal of `text` (every format), as thrown. */
  const refusalOf = (text) => {
    try {
      full.Board.parse(text).free();
    } catch (e) {
      return e;
    }
    return assert.fail(`the core read ${JSON.stringify(text)}`);
  };

  for (const code of ['fr', 'de']) {
    test(`${code}: what the reader expected is said in ${code} too, not only the words around it`, { timeout: TIMEOUT }, async () => {
      const w = await words(code);
      const en = await words('en');
      const context = await env.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      const s = await openSession(env.browser, `${env.site.url}#lang=${code}`, { context });
      try {
        await ready(s.page);
        for (const bad of NESTED) {
          const e = refusalOf(bad);
          assert.equal(e.code, 'error.parse', e.message);
          // The phrase in English, as the English file words it (before issue 37's last piece the
          // core gave it as English text, which every language showed as it was).
          const expected = e.params.detail.params.expected;
          const phrase = typeof expected === 'string' ? expected : en.error(expected);
          assert.ok(e.message.includes(phrase) && phrase.length > 10, `the English phrase "${phrase}" in ${e.message}`);
          await pasteBoard(s.page, bad);
          const said = await text(s.page, '#parse-error');
          assert.equal(said, w.t('text-failed', { error: w.error(e) }), `worded in ${code} from the code: ${bad}`);
          assert.ok(!said.includes(phrase), `not the English "${phrase}": ${said}`);
          assert.ok(!/core-|\{ ?\$/.test(said), `no message id or unfilled variable: ${said}`);
        }
        await assertClean(s, code);
      } finally {
        await context.close();
      }
    });
  }
});

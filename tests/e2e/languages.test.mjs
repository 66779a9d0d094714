// The page in the reader's language (issue 37): the browser's preferred language picks it, the
// switch changes it and the choice survives a reload and travels in a shared link; Arabic is
// laid out right to left with the board as it is in every language (its numbering is the
// game's); every language's page is clean (no console error, no missing file).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { loadMessages } from '../../www/i18n/messages.js';
import { LANGUAGES } from '../../www/i18n/languages.js';
import { ROOT } from '../../scripts/lib.mjs';
import { assertClean, boardPixels, openSession, ready, siteForTests } from './page-kit.mjs';

const env = siteForTests();
const words = (code) => loadMessages(code, async (c) => readFileSync(join(ROOT, 'www', 'i18n', 'locales', `${c}.ftl`), 'utf8'));

/** A page opened with the browser set to `locale` (its navigator.languages). */
async function openIn(locale, { hash = '', width = 1280, height = 900, colorScheme = 'light' } = {}) {
  const context = await env.browser.newContext({ locale, viewport: { width, height }, colorScheme, reducedMotion: 'reduce' });
  const session = await openSession(env.browser, `${env.site.url}${hash}`, { context });
  return { ...session, close: () => context.close() };
}

/** What a visitor reads in a few places: the page's language and direction, and some of its words. */
const seen = (page) => page.evaluate(() => ({
  lang: document.documentElement.lang,
  dir: document.documentElement.dir,
  roll: document.querySelector('#roll-button').textContent,
  solve: document.querySelector('#tab-solve').textContent,
  title: document.title,
  placeholder: document.querySelector('#game-seed').placeholder,
  chosen: document.querySelector('#language').value,
}));

describe('the page in the reader\'s language', () => {
  for (const { code } of LANGUAGES) {
    test(`a browser set to ${code} gets the page in it, every word of the page's own text from ${code}.ftl`, async () => {
      const w = await words(code);
      const s = await openIn(code === 'zh-CN' ? 'zh-CN' : `${code}`);
      const got = await seen(s.page);
      assert.deepEqual(got, {
        lang: code, dir: code === 'ar' ? 'rtl' : 'ltr',
        roll: w.t('roll-button'), solve: w.t('task-solve'), title: w.t('page-title'),
        placeholder: w.message('seed-random').attributes.placeholder, chosen: code,
      });
      await assertClean(s, code);
      await s.close();
    });
  }

  test('the switch changes the language; the choice survives a reload and goes into the shared link', async () => {
    const s = await openIn('en-US');
    assert.equal((await seen(s.page)).lang, 'en');
    await Promise.all([s.page.waitForNavigation(), s.page.selectOption('#language', 'de')]);
    await ready(s.page);
    const de = await words('de');
    assert.equal((await seen(s.page)).roll, de.t('roll-button'));
    assert.match(s.page.url(), /[#&]lang=de\b/, 'the link carries the choice');
    await s.page.reload();
    await ready(s.page);
    assert.equal((await seen(s.page)).lang, 'de', 'a reload keeps it');
    // Without the link's word, the device remembers the choice.
    await s.page.goto(env.site.url);
    await ready(s.page);
    assert.equal((await seen(s.page)).lang, 'de', 'the device remembers it');
    const link = s.page.url();
    await assertClean(s, 'switch');
    await s.close();
    // The shared link opens in German on a device set to English that never chose.
    const other = await openIn('en-US', { hash: link.slice(link.indexOf('#')) });
    assert.equal((await seen(other.page)).roll, de.t('roll-button'));
    await assertClean(other, 'shared link');
    await other.close();
  });

  test('a link naming a language the page does not speak says so, by name, and the page goes on in its own', async () => {
    const s = await openIn('fr-FR', { hash: '#lang=xx&tab=play' });
    const fr = await words('fr');
    assert.equal((await seen(s.page)).roll, fr.t('roll-button'));
    const banner = await s.page.evaluate(() => document.querySelector('#page-error').textContent);
    assert.match(banner, /language 'xx' is not one of the page's \(en, es, fr, de, hi, zh-CN, ar\)/);
    await s.close();
  });

  test('the analysis and the search speak the page\'s language: French sentences, chart label, numbers and narration', { timeout: 120_000 }, async () => {
    const fr = await words('fr');
    const s = await openIn('fr-FR', { hash: '#tab=analyze' });
    const { page } = s;
    await page.locator('#analysis').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.getElementById('analysis').dataset.state === 'ready', null, { timeout: 60_000 });
    const seen = await page.evaluate(() => ({
      mean: Number(document.getElementById('analysis-mean').dataset.value),
      min: Number(document.getElementById('analysis-min').dataset.value),
      summary: document.getElementById('analysis-summary').textContent,
      label: document.getElementById('length-chart').getAttribute('aria-label'),
      stat: document.querySelector('#analysis .stats dt').textContent,
      note: document.querySelector('#analysis-mean .stat-note').textContent,
      readout: document.getElementById('chart-readout').textContent,
    }));
    // The mean as French writes it with one decimal (a decimal comma), by Intl here, not by the page's code.
    const mean = new Intl.NumberFormat('fr', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(seen.mean);
    assert.match(mean, /^\d+,\d$/);
    assert.ok(seen.summary.startsWith(fr.t('analysis-mean-sentence', { throws: mean, square: 100 })), seen.summary);
    assert.ok(seen.summary.includes(fr.t('analysis-shortest-sentence', { throws: seen.min, chance: 'X' }).split('X')[0]), seen.summary);
    assert.ok(seen.label.startsWith(fr.t('chart-label', { last: 'X' }).split('X')[0]), seen.label);
    assert.ok(seen.label.includes(fr.t('chart-label-mean', { throws: mean })), seen.label);
    assert.deepEqual([seen.stat, seen.note, seen.readout], [fr.t('analysis-stat-mean'), fr.t('analysis-note-throws'), fr.t('analysis-readout-help')]);
    assert.doesNotMatch(`${seen.summary} ${seen.label}`, /throws|games/, 'no English left');
    // The search, step by step, narrated in French.
    await page.click('#tab-solve');
    await page.click('#watch-search');
    await page.waitForSelector('#bfs-watch:not([hidden]) .bfs-status[data-last]', { timeout: 30_000 });
    const status = () => page.$eval('#bfs-watch .bfs-status', (e) => e.textContent);
    const first = await status();
    assert.ok([fr.t('search-begins-start'), fr.t('search-begins', { square: '1' })].includes(first), first);
    assert.equal(await page.$eval('#bfs-watch .bfs-controls button.primary', (e) => e.textContent), fr.t('search-step'));
    await page.click('#bfs-watch .bfs-controls button.primary');
    await page.waitForFunction(() => document.querySelector('#bfs-watch .bfs-status').dataset.position === '1');
    const step = await status();
    assert.ok(step.startsWith(fr.t('search-expand-start', { step: '1', steps: 'X', level: '0' }).split('X')[0]), step);
    assert.ok(step.includes(fr.t('search-throws', { throws: 'X' }).split('X')[0]), step);
    assert.doesNotMatch(step, /Throws|queue|Step/, 'no English left');
    await assertClean(s, 'French analysis and search');
    await s.close();
  });

  test('Arabic is laid out right to left, mirrored, with the same board as in English', async () => {
    const en = await openIn('en-US');
    const ar = await openIn('ar');
    const layout = (page) => page.evaluate(() => {
      const box = (sel) => document.querySelector(sel).getBoundingClientRect();
      const help = document.querySelector('#board-help');
      return {
        board: box('.board-area').x, task: box('#task-solve').x,
        align: getComputedStyle(help).direction, textRight: Math.round(box('#board-help').right),
        heading: Math.round(document.querySelector('#solve-heading').getBoundingClientRect().right),
        boardText: getComputedStyle(document.querySelector('#board-text')).direction,
      };
    });
    const l = await layout(en.page);
    const r = await layout(ar.page);
    assert.ok(l.board < l.task, 'English: the board on the left, the task on the right');
    assert.ok(r.board > r.task, 'Arabic: mirrored, the board on the right, the task on the left');
    assert.equal(r.align, 'rtl');
    assert.ok(Math.abs(r.heading - r.textRight) <= 2, `Arabic text starts at the right: the heading's right edge ${r.heading}, the help's ${r.textRight}`);
    assert.equal(r.boardText, 'ltr', 'a board\'s text is code: left to right in every language');
    // The board is the game's: the same picture, numbers and all, in both languages.
    assert.deepEqual(await boardPixels(ar.page), await boardPixels(en.page));
    await assertClean(ar, 'Arabic');
    await en.close();
    await ar.close();
  });
});

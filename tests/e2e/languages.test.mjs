// The page in the reader's language (issue 37): the browser's preferred language picks it, the
// switch changes it and the choice survives a reload and travels in a shared link; Arabic is
// laid out right to left with the board as it is in every language (its numbering is the
// game's); the designer's card, announcements and refusals are in the page's language; every
// language's page is clean (no console error, no missing file).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { loadMessages } from '../../www/i18n/messages.js';
import { LANGUAGES } from '../../www/i18n/languages.js';
import { ROOT } from '../../scripts/lib.mjs';
import { assertClean, bfs, boardPixels, openSession, pasteBoard, ready, sharedText, siteForTests, solveOnPage, squarePoint, text, throwFrom } from './page-kit.mjs';

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
      // Made once the page is ready (the game's extras), and shown by the stylesheet: the play
      // card's sound switch and what its empty list of moves says.
      await s.page.waitForSelector('#sound-toggle', { state: 'attached' });
      const play = await s.page.evaluate(() => ({
        sound: document.querySelector('#sound-toggle').textContent,
        emptyLog: getComputedStyle(document.querySelector('#game-log'), '::before').content,
      }));
      assert.deepEqual(play, { sound: w.t('play-sound-on'), emptyLog: JSON.stringify(w.message('game-log').attributes['data-empty']) });
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
    // Said in the page's language, the reason too (fr.ftl's words, the page's languages by their codes).
    const want = fr.t('link-unreadable-classic', { error: fr.t('link-why-language', { found: 'xx', list: 'en, es, fr, de, hi, zh-CN, ar' }) });
    await s.page.waitForFunction((w) => document.querySelector('#page-error').textContent === w, want, { timeout: 10_000 }).catch(() => {});
    assert.equal(await s.page.evaluate(() => document.querySelector('#page-error').textContent), want);
    await s.close();
  });

  test('the Design task speaks Spanish: its help, what an edit did, what each jump is worth and a refusal', async () => {
    const es = await words('es');
    const s = await openIn('en-US', { hash: '#lang=es' });
    const { page } = s;
    await page.click('#tab-design');
    // The numbers and the worths for the board on the page.
    const shown = () => page.waitForFunction(() => {
      const root = document.getElementById('task-design'), list = document.getElementById('design-values');
      return root.dataset.state === 'ready' && root.dataset.text === document.getElementById('board-text').value && list.dataset.state === 'ready';
    }, null, { timeout: 30_000 });
    await shown();
    const card = () => page.evaluate(() => ({
      help: document.getElementById('design-help').textContent,
      undo: document.getElementById('design-undo').textContent,
      heading: document.getElementById('design-values-heading').firstChild.textContent,
      message: document.getElementById('design-message').textContent,
      worths: [...document.querySelectorAll('#design-values li[data-from]')].map((li) => ({ from: li.dataset.from, to: li.dataset.to, without: li.dataset.without, text: li.textContent })),
      // What the stylesheet shows over the numbers and the worths while a big board's are worked out.
      busy: [document.getElementById('design-numbers').dataset.busy, document.getElementById('design-values').dataset.busy],
    }));
    const before = await card();
    assert.equal(before.help, es.t('design-help'));
    assert.deepEqual(before.busy, [es.t('design-numbers-busy'), es.t('design-values-busy')]);
    assert.equal(before.undo, es.t('design-undo'));
    assert.equal(before.heading, es.t('design-values-heading'));
    // Each jump's worth in Spanish words and digits: the core's figure with a decimal comma.
    for (const w of before.worths) {
      const kind = Number(w.to) > Number(w.from) ? 'Escalera' : 'Serpiente';
      assert.match(w.text, new RegExp(`^${kind} ${w.from} → ${w.to}: sin ella, \\d+(,\\d+)? tiradas`), w.text);
      const [, shownWithout] = /sin ella, ([\d,]+) tiradas/.exec(w.text);
      assert.ok(Math.abs(Number(shownWithout.replace(',', '.')) - Number(w.without)) < 1e-4, `${w.text}: ${w.without}`);
    }
    const click = async (n) => {
      const p = await squarePoint(page, n);
      await page.mouse.click(p.x, p.y);
    };
    // Square 2 to square 20: a ladder on two empty squares of the classic board.
    await click(2);
    assert.equal((await card()).message, es.t('design-from-square', { square: '2' }));
    await click(20);
    await shown();
    assert.equal((await card()).message, es.t('design-added', { kind: 'ladder', from: '2', to: '20' }));
    assert.equal(es.t('design-added', { kind: 'ladder', from: '2', to: '20' }), 'Escalera 2 → 20 añadida.');
    // A second jump from square 2: refused, the sentence around the core's reason in Spanish.
    await click(2);
    await click(30);
    const [lead] = es.t('design-refused', { reason: '\u0000' }).split('\u0000');
    assert.ok((await card()).message.startsWith(lead), (await card()).message);
    await assertClean(s, 'Design in Spanish');
    await s.close();
  });

  test('in French, the board reads its squares and the solver tells its path in French (the words from fr.ftl, the facts by a search of its own)', async () => {
    const s = await openIn('en-US', { hash: '#lang=fr&tab=solve' });
    const fr = await words('fr');
    const { page } = s;
    const solved = await solveOnPage(page);
    // The board on the page, as its canvas lists it: its size and its jumps ("1-38,4-14,...").
    const board = await page.evaluate(() => {
      const c = document.getElementById('board-canvas');
      return { size: Number(c.dataset.size), jumps: c.dataset.jumps.split(',').filter(Boolean).map((j) => j.split('-').map(Number)) };
    });
    board.jumps = new Map(board.jumps);
    const min = bfs(board);
    assert.equal(solved.min, String(min), 'the fewest throws, by a search of the test\'s own');
    // Fewest throws to the end from square `from`, by a breadth-first search over resting squares.
    const from = (first) => {
      const dist = new Map([[first, 0]]);
      for (const q = [first]; q.length;) {
        const sq = q.shift();
        if (sq === board.size) return dist.get(sq);
        for (let r = 1; r <= 6; r++) {
          const to = throwFrom(board, sq, r);
          if (!dist.has(to)) { dist.set(to, dist.get(sq) + 1); q.push(to); }
        }
      }
      return null;
    };
    // The first throw in words: from the start, and the snake or ladder it lands on, if any.
    const roll = Number(await text(page, '#solve-rolls li'));
    const rest = throwFrom(board, 0, roll);
    // The throw by the core's codes, worded in French (core-throw-*).
    let path = { code: 'throw.walk_from_start', params: { to: roll } };
    if (rest !== roll) path = { code: 'throw.then', params: { path, next: { code: rest > roll ? 'throw.ladder' : 'throw.snake', params: { to: rest } } } };
    const move = fr.error(path).replaceAll(' → ', '\u00a0→\u00a0');
    assert.equal(solved.steps[0], fr.t('walk-step-left', { roll, move, before: min, after: from(rest) }), 'the first throw, told in French');
    assert.match(solved.steps[0], /^Dé \d+\u00a0: (le )?départ/);
    const rolls = await page.$$eval('#solve-rolls li', (li) => li.map((x) => x.textContent));
    assert.equal(await text(page, '#announcer'), fr.t('answer-said', { min, rolls: rolls.join(', ') }), 'said after Solve, in French');
    assert.equal(await text(page, '#solve-step'), fr.t('answer-step'));
    // Square 1 read with the keys: what is on it, and the throws left after landing there.
    await page.focus('#board-canvas');
    await page.keyboard.press('Home');
    const to = board.jumps.get(1);
    const head = to ? fr.t(to > 1 ? 'square-ladder-foot' : 'square-snake-head', { square: '1', to: String(to) }) : fr.t('square-plain', { square: '1' });
    const left = fr.t(to ? 'square-landing-throws' : 'square-throws', { throws: from(to ?? 1) });
    assert.ok((await text(page, '#square-status')).startsWith(`${head} ${left}`), `square 1 reads in French: ${await text(page, '#square-status')}`);
    assert.match(await page.getAttribute('#board-canvas', 'aria-label'), /^Plateau de Serpents et échelles de 100 cases/);
    await assertClean(s, 'French');
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

  test('in French: the players\' own names and their boxes, the board picker, the printed board and its rules', async () => {
    const s = await openIn('en-US', { hash: '#lang=fr&tab=play' });
    const fr = await words('fr');
    const { page } = s;
    // The default players are named by their tokens' colours, in French; a box's label says its colour.
    const players = () => page.$$eval('#players input[type=text]', (i) => i.map((x) => [x.value, document.querySelector(`label[for="${x.id}"]`).textContent]));
    assert.deepEqual(await players(), [['Rouge', 'Nom du joueur 1 (pion rouge)'], ['Bleu', 'Nom du joueur 2 (pion bleu)']]);
    assert.doesNotMatch(page.url(), /player=/, 'the seats\' names are the default players: the link leaves them out');
    await page.click('#add-player');
    assert.deepEqual((await players())[2], ['Vert', 'Nom du joueur 3 (pion vert)'], 'a player added is named by its colour too');
    // A link names the seats as English does, so that it opens in any language with that language's names.
    await page.waitForFunction(() => /player=/.test(location.hash));
    assert.match(decodeURIComponent(page.url()), /player=h:Red&player=h:Blue&player=h:Green&/);
    // A text of two boards: the picker lists them in French.
    await page.click('#tab-solve');
    await pasteBoard(page, sharedText('hackerrank-quickest-way-up.txt'));
    await page.waitForSelector('#board-pick', { state: 'visible' });
    assert.deepEqual(await page.$$eval('#board-pick option', (o) => o.map((x) => x.textContent)), ['1 sur 2 (100 cases)', '2 sur 2 (100 cases)']);
    // A text of too many lines is refused in French, its numbers as French writes them.
    await page.evaluate(() => {
      const ta = document.getElementById('board-text');
      ta.value = 'size 30\n'.repeat(60_000);
      ta.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.waitForFunction(() => /60\u202f?\u00a0?001/.test(document.getElementById('parse-error').textContent));
    assert.match(await text(page, '#parse-error'), /^Le texte a 60[\u202f\u00a0]001 lignes\u00a0; la page lit des plateaux jusqu’à 50[\u202f\u00a0]000 lignes /);
    // The printed board: its heading, its picture's name and legend, the rules and the text's label.
    await page.click('#tab-design');
    await page.waitForSelector('#design-print:not([disabled])');
    // Its numbers worked out, so that the sheet says them.
    await page.waitForFunction(() => document.getElementById('task-design').dataset.state === 'ready', null, { timeout: 30_000 });
    await page.evaluate(() => { window.print = () => {}; });
    await page.click('#design-print');
    const sheet = await page.evaluate(() => ({
      facts: document.querySelector('#print-sheet .print-facts:not(.print-rules)')?.textContent,
      heading: document.querySelector('#print-sheet h1').textContent,
      title: document.querySelector('#print-sheet svg title').textContent,
      legend: [...document.querySelectorAll('#print-sheet .legend text')].map((t) => t.textContent),
      rules: document.querySelector('#print-sheet .print-rules').textContent,
      label: document.querySelector('#print-sheet .print-text-label').textContent,
    }));
    // The numbers in one French sentence (fr.ftl's design-print-facts), not joined in English.
    assert.match(sheet.facts ?? '', /^\d+ lancers au minimum\u00a0; une partie moyenne de \d+,\d lancers pour un joueur\.$/);
    delete sheet.facts;
    assert.deepEqual(sheet, {
      heading: 'Serpents et échelles\u00a0: 100 cases',
      title: 'Plateau de Serpents et échelles, 100 cases',
      legend: ['Échelle\u00a0: montez de son pied jusqu’en haut', 'Serpent\u00a0: glissez de sa tête (●) jusqu’à sa queue', '★ Arrivée'],
      // The puzzle's rules: start on square 1, land exactly on the end.
      rules: 'Règles\u00a0: tout le monde part de la case 1\u00a0; un lancer qui dépasse la dernière case ne fait pas bouger (il faut y arriver pile)\u00a0; '
        + 'un seul serpent ou une seule échelle par coup, même s’il finit au départ d’un autre\u00a0; un dé à 6 faces.',
      label: fr.t('print-text-label'),
    });
    // The legend fits the picture (as printed): each key's words end before the next key's begin.
    await page.emulateMedia({ media: 'print' });
    const boxes = await page.$$eval('#print-sheet .legend text', (t) => t.map((x) => { const b = x.getBBox(); return [b.x, b.x + b.width]; }));
    for (let i = 1; i < boxes.length; i++) assert.ok(boxes[i - 1][1] < boxes[i][0], `legend keys overlap: ${JSON.stringify(boxes)}`);
    await assertClean(s, 'French');
    await s.close();
  });

  test('in Arabic the printed board keeps its numbers and text left to right, its legend read from the right', async () => {
    const s = await openIn('en-US', { hash: '#lang=ar&tab=design' });
    const { page } = s;
    await page.waitForSelector('#design-print:not([disabled])');
    await page.evaluate(() => { window.print = () => {}; });
    await page.click('#design-print');
    await page.emulateMedia({ media: 'print' });
    const sheet = await page.evaluate(() => {
      const svg = document.querySelector('#print-sheet svg');
      const box = (el) => { const b = el.getBBox(); return [b.x, b.x + b.width]; };
      const square1 = [...svg.querySelectorAll('text')].find((t) => t.textContent === '1');
      return {
        numbers: getComputedStyle(square1).direction, text: getComputedStyle(document.querySelector('#print-sheet pre')).direction,
        one: box(square1)[0], board: box(svg.querySelector('g rect'))[0],
        legend: [...svg.querySelectorAll('.legend text')].map(box), width: svg.viewBox.baseVal.width,
      };
    });
    assert.deepEqual([sheet.numbers, sheet.text], ['ltr', 'ltr'], 'the board\'s numbers and its text are the game\'s: left to right');
    assert.ok(sheet.one >= sheet.board && sheet.one < sheet.board + 20, `square 1's number at its square's left: ${sheet.one} (the square at ${sheet.board})`);
    // The ladder's key first from the right, then the snake's, then the finish's; none overlaps, all within the picture.
    const [ladder, snake, finish] = sheet.legend;
    assert.ok(finish[1] < snake[0] && snake[1] < ladder[0] && finish[0] > 0 && ladder[1] < sheet.width, JSON.stringify(sheet.legend));
    await assertClean(s, 'Arabic');
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
    // The board is the game's: the same picture, numbers and all, in both languages (the squares:
    // the start area under them, the bottom tenth or so of the canvas, is labelled in each language).
    assert.deepEqual(await boardPixels(ar.page, { above: 0.8 }), await boardPixels(en.page, { above: 0.8 }));
    await assertClean(ar, 'Arabic');
    await en.close();
    await ar.close();
  });
});

// One table of journeys, both hosts (issue 33): each case runs in the page and in
// <snakes-ladders>, and both must give what an independent method gives:
//   - Solve on pasted boards in every format the core reads (the reference boards of
//     shared/boards/ and their published answers, checked again by a breadth-first search here);
//   - "How long is a game?": the fewest throws, the average and the median against
//     `snakes analyze --json` (target/release/snakes);
//   - the search step by step, to its end, against the breadth-first search here;
//   - a game played to the end: the winner on the last square, one move told per throw.
// The design journey runs in both hosts in design.test.mjs.
//
// Needs `npm run build` (dist/) and `cargo build --release` (target/release/snakes).

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib.mjs';
import {
  assertClean, bfs, hackerrankBoards, jsonBoard, leetcodeBoards, nativeBoard, openSession, pasteBoard, sharedText, siteForTests, solveOnPage,
} from './page-kit.mjs';

const env = siteForTests();
const TIMEOUT = 180_000;
/** The rules of the public puzzles, as the page and the element take them for their formats. */
const PUZZLE = { start: '1', overshoot: 'stay' };

const jumpsOf = (j) => [...j.ladders, ...j.snakes];
const report = JSON.parse(sharedText('report-30-squares.json'));
const world = JSON.parse(sharedText('world-builder-example.json'));
const hackerrank = sharedText('hackerrank-quickest-way-up.txt');
const leetcode = sharedText('leetcode-909-examples.txt').split('\n').find((l) => l.startsWith('[['));

/** The cases: a name, the text pasted, and the fewest throws an independent search finds. */
const SOLVE_CASES = [
  {
    name: 'native (the BFS report\'s 30 squares)',
    text: `size ${report.size}\n${jumpsOf(report).map(([a, b]) => `${a} -> ${b}`).join('\n')}`,
    want: () => bfs(nativeBoard(`size ${report.size}\n${jumpsOf(report).map(([a, b]) => `${a} -> ${b}`).join('\n')}`)),
  },
  { name: 'json (the classic 1952 board)', text: sharedText('classic-1952.json'), want: () => bfs(jsonBoard('classic-1952.json')) },
  {
    name: 'ruby (the world builder\'s example, chains included)',
    text: `# size ${world.size}\n{${world.snakes.map(([a, b]) => `${a}=>${b}`).join(', ')}}\n{${world.ladders.map(([a, b]) => `${a}=>${b}`).join(', ')}}`,
    want: () => bfs({ size: world.size, jumps: new Map(jumpsOf(world)) }),
  },
  { name: 'hackerrank (the public sample, its first case: 3)', text: hackerrank, want: () => bfs(hackerrankBoards(hackerrank)[0], PUZZLE), published: 3 },
  { name: 'leetcode (909\'s first example: 4)', text: leetcode, want: () => bfs(leetcodeBoards(leetcode)[0], PUZZLE), published: 4 },
];

const SNAKES = join(ROOT, 'target', 'release', process.platform === 'win32' ? 'snakes.exe' : 'snakes');

/** A page of its own holding one element with these attributes; resolves to {page, context}. */
async function elementPage(attrs) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const url = `${env.site.url}hosts-table.html`;
  const html = Object.entries(attrs).map(([k, v]) => (v === true ? k : `${k}="${String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;')}"`)).join(' ');
  await page.route(url, (r) => r.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>hosts</title><link rel="icon" href="www/page/favicon.svg">
<script type="module" src="www/snakes-ladders.js"></script></head><body><snakes-ladders id="w" ${html}></snakes-ladders></body></html>`,
  }));
  await page.addInitScript(() => {
    window.__events = [];
    for (const type of ['solved', 'move', 'gameover', 'analyzed', 'error']) {
      document.addEventListener(type, (e) => window.__events.push({ type, detail: JSON.parse(JSON.stringify(e.detail ?? null)) }));
    }
  });
  await page.goto(url);
  await page.waitForFunction(() => customElements.get('snakes-ladders'));
  return { page, context };
}

/** The first event of `type` the element fired (waiting for it). */
const eventOf = (page, type, timeout = 60_000) => page.waitForFunction((t) => window.__events.find((e) => e.type === t)?.detail ?? null, type, { timeout })
  .then((h) => h.jsonValue());

/** The page: paste, Solve, read the fewest throws. */
async function solveInPage(s, text) {
  await pasteBoard(s.page, text);
  return Number((await solveOnPage(s.page)).min);
}

/** The element: a solve-mode widget given the text as its board; its `solved` event's minimum. */
async function solveInElement(page, text) {
  return page.evaluate((t) => new Promise((resolve, reject) => {
    const w = document.getElementById('w');
    const done = (e) => {
      w.removeEventListener('solved', done);
      w.removeEventListener('error', done);
      if (e.type === 'error') reject(new Error(e.detail.message));
      else resolve(e.detail.minThrows);
    };
    w.addEventListener('solved', done);
    w.addEventListener('error', done);
    w.setAttribute('board', t);
  }), text);
}

/**
 * The answer's card as a host shows it (tasks/answer.js, in the document or in element `id`'s
 * shadow root): its headline number, and how many rolls and throws in words it lists.
 */
const cardOf = (page, id = null) => page.evaluate((i) => {
  const root = i ? document.getElementById(i).shadowRoot : document;
  return {
    min: root.querySelector('#min-throws').textContent.trim(),
    rolls: root.querySelectorAll('#solve-rolls li').length,
    throws: root.querySelectorAll('#path-text .steps li').length,
  };
}, id);

describe('one table of journeys, both hosts: Solve', () => {
  let pageSession, elementSession;
  before(async () => {
    pageSession = await openSession(env.browser, env.site.url);
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const url = `${env.site.url}hosts-table.html`;
    await page.route(url, (r) => r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>hosts</title><link rel="icon" href="www/page/favicon.svg">
<script type="module" src="www/snakes-ladders.js"></script></head><body><snakes-ladders id="w" mode="solve"></snakes-ladders></body></html>`,
    }));
    await page.goto(url);
    await page.waitForFunction(() => customElements.get('snakes-ladders'));
    elementSession = { page, context };
  });
  after(async () => {
    await pageSession?.close();
    await elementSession?.context.close();
  });

  for (const c of SOLVE_CASES) {
    test(`${c.name}: the page and the element give the fewest throws a breadth-first search finds`, { timeout: TIMEOUT }, async () => {
      const want = c.want();
      if (c.published !== undefined) assert.equal(want, c.published, 'the search here agrees with the puzzle\'s published answer');
      const [inPage, inElement] = [await solveInPage(pageSession, c.text), await solveInElement(elementSession.page, c.text)];
      assert.deepEqual({ page: inPage, element: inElement }, { page: want, element: want });
      const card = await cardOf(pageSession.page);
      assert.deepEqual(card, { min: want === null ? 'unreachable: the end cannot be reached' : String(want), rolls: want ?? 0, throws: want ?? 0 },
        'the page\'s card lists every roll and throw');
      assert.deepEqual(await cardOf(elementSession.page, 'w'), card, 'the element shows the same card');
    });
  }

  test('neither host logged an error', async () => {
    await assertClean(pageSession);
  });
});

const ANALYSIS_CASES = [SOLVE_CASES[0], SOLVE_CASES[1]];

/** The analysis card's fewest throws, mean and median as shown, in the page's document or the element's shadow root (the same card). */
const cardFigures = (root) => ({
  min: Number(root.getElementById('analysis-min').dataset.value),
  mean: Number(root.getElementById('analysis-mean').dataset.value),
  median: Number(root.querySelector('#analysis-median .stat-number').textContent.replace(/[^\d.]/g, '')),
});

describe('one table of journeys, both hosts: How long is a game?', () => {
  before(() => {
    if (!existsSync(SNAKES)) throw new Error(`${SNAKES} is missing: run \`cargo build --release\` first`);
  });
  for (const c of ANALYSIS_CASES) {
    test(`${c.name}: the page and the element show the fewest throws, average and median of snakes analyze`, { timeout: TIMEOUT }, async () => {
      const cli = JSON.parse(execFileSync(SNAKES, ['analyze', '-', '--json'], { input: c.text, encoding: 'utf8' }));
      const want = { min: cli.min_throws, mean: cli.expected_turns, median: cli.median_turns };
      const s = await openSession(env.browser, env.site.url);
      let inPage;
      try {
        await pasteBoard(s.page, c.text);
        await s.page.click('#tab-analyze');
        await s.page.waitForFunction(() => document.getElementById('analysis').dataset.state === 'ready', null, { timeout: 60_000 });
        inPage = await s.page.evaluate(`(${cardFigures})(document)`);
        await assertClean(s);
      } finally {
        await s.close();
      }
      const e = await elementPage({ mode: 'analyze', board: c.text });
      let inElement, inElementCard;
      try {
        const d = await eventOf(e.page, 'analyzed');
        inElement = { min: d.minThrows, mean: d.expectedTurns, median: d.medianTurns };
        // The same card in the element's shadow root, read as the page's is.
        await e.page.waitForFunction(() => document.getElementById('w').shadowRoot.querySelector('.analysis')?.dataset.state === 'ready');
        inElementCard = await e.page.evaluate(`(${cardFigures})(document.getElementById('w').shadowRoot)`);
      } finally {
        await e.context.close();
      }
      for (const [host, got] of [['page', inPage], ['element', inElement], ['element\'s card', inElementCard]]) {
        assert.equal(got.min, want.min, `${host}: fewest throws`);
        assert.ok(Math.abs(got.mean - want.mean) <= 1e-9 * want.mean, `${host}: average ${got.mean}, snakes analyze ${want.mean}`);
        assert.equal(got.median, want.median, `${host}: median`);
      }
    });
  }
});

describe('one table of journeys, both hosts: the search, step by step', () => {
  for (const c of [SOLVE_CASES[0], SOLVE_CASES[2]]) {
    test(`${c.name}: stepped to its end, the search in the page and in the element names the fewest throws a breadth-first search finds`, { timeout: TIMEOUT }, async () => {
      const want = c.want();
      const stepToEnd = (root) => {
        const status = root.querySelector('.bfs-status');
        for (let i = 0; i < 100_000 && status.dataset.position !== status.dataset.last; i++) root.querySelector('.bfs-controls button.primary').click();
        return status.textContent;
      };
      const s = await openSession(env.browser, env.site.url);
      let inPage;
      try {
        await pasteBoard(s.page, c.text);
        await s.page.click('#watch-search');
        await s.page.waitForSelector('#bfs-watch:not([hidden]) .bfs-status[data-last]', { timeout: 30_000 });
        inPage = await s.page.evaluate(`(${stepToEnd})(document.getElementById('bfs-watch'))`);
      } finally {
        await s.close();
      }
      const e = await elementPage({ mode: 'bfs', controls: true, board: c.text });
      let inElement;
      try {
        await e.page.waitForFunction(() => document.getElementById('w').shadowRoot.querySelector('.bfs-status')?.dataset.last, null, { timeout: 30_000 });
        inElement = await e.page.evaluate(`(${stepToEnd})(document.getElementById('w').shadowRoot)`);
      } finally {
        await e.context.close();
      }
      for (const [host, text] of [['page', inPage], ['element', inElement]]) {
        assert.match(text, new RegExp(`Fewest throws: ${want}\\.`), `${host}: ${text}`);
      }
    });
  }
});

describe('one table of journeys, both hosts: a game to the end', () => {
  const BOARD = 'size 24\n2 -> 15\n17 -> 5\n9 -> 20\n22 -> 3';
  test('two computer players in the page and an autoplaying element: the winner stands on the last square, one move told per throw', { timeout: TIMEOUT }, async () => {
    const hash = `#${new URLSearchParams([['board', BOARD], ['tab', 'play'], ['player', 'c:Ann'], ['player', 'c:Bo'], ['speed', '4']])}`;
    const s = await openSession(env.browser, `${env.site.url}${hash}`);
    let inPage;
    try {
      await s.page.click('#new-game');
      await s.page.waitForSelector('#win-panel', { timeout: 120_000 });
      inPage = await s.page.evaluate(() => ({
        winnerSquare: Number(document.querySelector('#win-panel tbody tr').children[1].textContent),
        throws: [...document.querySelectorAll('#win-panel tbody tr')].reduce((n, tr) => n + Number(tr.children[2].textContent), 0),
        told: document.querySelectorAll('#game-log li').length,
      }));
      await assertClean(s);
    } finally {
      await s.close();
    }
    const e = await elementPage({ mode: 'play', players: 'Ann, Bo', autoplay: true, speed: 20, board: BOARD });
    let inElement;
    try {
      const over = await eventOf(e.page, 'gameover', 120_000);
      await e.page.waitForFunction(() => document.getElementById('w').shadowRoot.querySelector('[part~="ranking"]'));
      inElement = await e.page.evaluate((o) => ({
        winnerSquare: Number(document.getElementById('w').shadowRoot.querySelector('[part~="ranking"] tbody tr').children[1].textContent),
        throws: o.moves,
        told: window.__events.filter((ev) => ev.type === 'move').length,
      }), over);
    } finally {
      await e.context.close();
    }
    for (const [host, got] of [['page', inPage], ['element', inElement]]) {
      assert.equal(got.winnerSquare, 24, `${host}: the winner on the last square`);
      assert.equal(got.told, got.throws, `${host}: one move told per throw`);
    }
  });
});

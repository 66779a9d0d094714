// One table of journeys, both hosts (issue 33): each case runs in the page and in
// <snakes-ladders>, and both must give what an independent method gives. For now the table
// holds Solve on pasted boards in every format the core reads (the reference boards of
// shared/boards/ and their published answers, checked again by a breadth-first search here);
// the design journey is in design.test.mjs for both hosts, and the other tasks are to join as
// they become components both hosts share.

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
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
    });
  }

  test('neither host logged an error', async () => {
    await assertClean(pageSession);
  });
});

// Every task in both hosts, as a person sees it (issue 33): the page's Play, Solve, "How long is
// a game?" and Design, and <snakes-ladders> in each mode (play, solve, analyze, bfs, design) in a
// tutorial-like page, each at 1280 × 900 and 390 × 844, light and dark. Saves a screenshot of
// each in target/shots/ and runs axe-core on it; prints one line per view with axe's serious and
// critical findings (the other findings counted), and exits 1 if any view has a serious one.
//
//   node scripts/build.mjs --dist && node scripts/task-shots.mjs [--only page|element|languages]
//
// `--only languages`: the page's Solve task in each language (issue 37), at both sizes, light,
// and dark too for Arabic (right to left) and Hindi (Devanagari).
//
// A tool to look with, not a test: the pictures are for eyes (open them), axe is the check.

import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { ROOT, cli, isMain } from './lib.mjs';
import { launchBrowser, startSite } from '../tests/e2e/harness.mjs';
import { LANGUAGES } from '../www/i18n/languages.js';

const OUT = join(ROOT, 'target', 'shots');
const AXE = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');
const SIZES = [[1280, 900], [390, 844]];
const SCHEMES = ['light', 'dark'];

/** The page's tasks: the link that opens each and how to bring it to what it shows in use. */
const PAGE_TASKS = {
  play: { hash: '#tab=play&player=c:Ann&player=c:Bo&gseed=7', ready: (p) => p.waitForTimeout(2500) },
  solve: {
    hash: '#tab=solve',
    ready: async (p) => {
      await p.click('#solve-button');
      await p.waitForSelector('#min-throws[data-value]');
      await p.click('#solve-step');
    },
  },
  analyze: { hash: '#tab=analyze', ready: (p) => p.waitForSelector('#analysis[data-state="ready"]', { timeout: 60_000 }) },
  design: { hash: '#tab=design', ready: (p) => p.waitForSelector('#task-design[data-state="ready"]', { timeout: 60_000 }) },
};

/** The element's modes: its attributes and what shows the mode in use. */
const ELEMENT_MODES = {
  play: { attrs: 'mode="play" players="2" autoplay', ready: (p) => p.waitForTimeout(2500) },
  solve: { attrs: 'mode="solve"', ready: (p) => p.waitForFunction(() => document.querySelector('snakes-ladders').result) },
  analyze: { attrs: 'mode="analyze"', ready: (p) => p.waitForFunction(() => window.__analyzed, null, { timeout: 60_000 }) },
  bfs: { attrs: 'mode="bfs"', ready: (p) => p.waitForTimeout(2500) },
  design: { attrs: 'mode="design"', ready: (p) => p.waitForTimeout(2500) },
};

/** A tutorial's page around one element, in the reader's colour scheme. */
const tutorial = (attrs) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">
<title>A tutorial</title><link rel="icon" href="www/page/favicon.svg">
<style>body { font: 17px/1.5 system-ui, sans-serif; max-width: 760px; margin: 0 auto; padding: 16px; }</style>
<script type="module" src="www/snakes-ladders.js"></script></head><body>
<h1>Breadth-first search on a board</h1><p>Each square is a node; a throw is an edge.</p>
<snakes-ladders ${attrs}></snakes-ladders>
<p>The element above works the answer out with the same core as the page.</p></body></html>`;

async function axeFindings(page) {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
    .map((v) => ({ id: v.id, impact: v.impact, where: v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join('; ') })));
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return { serious, minor: violations.filter((v) => !serious.includes(v)).map((v) => v.id) };
}

async function shoot(browser, { name, url, route, ready, width, height, scheme }) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  try {
    if (route) await page.route(url, (r) => r.fulfill({ contentType: 'text/html', body: route }));
    await page.addInitScript(() => document.addEventListener('analyzed', () => { window.__analyzed = true; }));
    await page.goto(url);
    if (!route) await page.waitForSelector('body[data-ready]', { timeout: 60_000 });
    await ready(page);
    const file = join(OUT, `${name}-${width}-${scheme}.png`);
    await page.screenshot({ path: file, fullPage: true });
    const { serious, minor } = await axeFindings(page);
    return { name: `${name} ${width} ${scheme}`, serious, minor, errors };
  } catch (e) {
    return { name: `${name} ${width} ${scheme}`, serious: [], minor: [], errors: [...errors, `not shown: ${e.message.split('\n')[0]}`] };
  } finally {
    await context.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  mkdirSync(OUT, { recursive: true });
  const site = await startSite();
  const browser = await launchBrowser();
  const views = [];
  for (const [width, height] of SIZES) for (const scheme of SCHEMES) {
    if (values.only === 'languages') {
      for (const { code } of LANGUAGES.filter((l) => scheme === 'light' || ['ar', 'hi'].includes(l.code))) {
        views.push({ name: `lang-${code}`, url: `${site.url}#lang=${code}`, ready: PAGE_TASKS.solve.ready, width, height, scheme });
      }
      continue;
    }
    if (values.only !== 'element') {
      for (const [task, { hash, ready }] of Object.entries(PAGE_TASKS)) {
        views.push({ name: `page-${task}`, url: `${site.url}${hash}`, ready, width, height, scheme });
      }
    }
    if (values.only !== 'page') {
      for (const [mode, { attrs, ready }] of Object.entries(ELEMENT_MODES)) {
        views.push({ name: `element-${mode}`, url: `${site.url}tutorial-${mode}.html`, route: tutorial(attrs), ready, width, height, scheme });
      }
    }
  }
  let bad = 0;
  for (const view of views) {
    const r = await shoot(browser, view);
    const worst = r.serious.map((v) => `${v.id} (${v.impact}: ${v.where})`).join(', ');
    if (r.serious.length || r.errors.length) bad += 1;
    console.log(`${r.name.padEnd(30)} axe: ${r.serious.length ? worst : 'nothing serious'}; minor: ${r.minor.join(', ') || 'none'}${r.errors.length ? `; errors: ${r.errors.join(' | ')}` : ''}`);
  }
  await browser.close();
  await site.close();
  console.log(`${views.length} views in ${OUT}; ${bad} with a serious finding or an error`);
  if (bad) process.exitCode = 1;
}

if (isMain(import.meta.url)) cli(main);

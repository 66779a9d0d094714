// The widget as a package (issue 13), tried the ways an embedder would, each page served under
// the strict policy `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'`:
//   1. `npm pack dist/package`, the tarball installed into a scratch project with Vite (pinned,
//      from the npm registry), a page that `import`s the package built with `vite build`;
//   2. the package folder copied under a CDN-style path beside a bare HTML page that has only
//      `<script type="module" src=".../snakes-ladders.js">`;
//   3. the same folder without its wasm: a message inside the element and an `error` event;
//   4. the package's types: tsc accepts a TypeScript file using them through the installed
//      package, and refuses wrong uses (`npm run typecheck` checks tests/types/usage.ts);
//   5. the sites tutorials are built with (issue 38): a VitePress site whose theme imports the
//      package (so its build imports it on the server too), an Astro site whose page script
//      imports it, a Docusaurus site and a React 19 app, each built with its own command and
//      served as built (the first three without a CSP), and the installed tarball imported in
//      plain Node, as a server-side build imports it.
// In 1, 2 and 5 the widget solves (the fewest throws, checked against a breadth-first search
// here), plays (a roll moves a token) and, in analyze mode, charts (the expected throws,
// checked against value iteration here, and a chart with pixels drawn); no CSP violation, no
// error, no failed request. Needs `npm run build` (dist/package/), and the npm registry (or
// npm's cache) the first time: the tools are installed once into a folder kept between runs
// (see TOOLS), and a later run installs only the tarball.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../scripts/lib.mjs';
import { QUIET } from '../unit/import-probe.mjs';
import { launchBrowser, startSite } from './harness.mjs';
import { bfs } from './page-kit.mjs';

const PACKAGE = join(ROOT, 'dist', 'package');
/** Vite, pinned: the version the test was written against. */
const VITE = '7.3.8';
/**
 * The sites tutorials are built with, pinned: VitePress (the version issue 38 found failing:
 * its build imports the theme, and so the package, on the server) and Astro (its 5.x line, the
 * last that runs on Node 20).
 */
const VITEPRESS = '1.6.4';
const ASTRO = '5.18.2';
/** Docusaurus (webpack: it resolves every `new URL(..., import.meta.url)` at build time) and React. */
const DOCUSAURUS = '3.10.2';
const REACT = '19.2.0';
/** The Vite page's and the React app's tools: one install serves both. */
const REACT_APP_TOOLS = [`vite@${VITE}`, `react@${REACT}`, `react-dom@${REACT}`];
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
/**
 * A test's limit: a first run installs the tools as well, and Docusaurus's build alone took 181 s
 * at a load of 10 on 2 cores.
 */
const TIMEOUT = 600_000;

const BOARD = { size: 30, jumps: new Map([[3, 22], [27, 1], [11, 26], [25, 4], [20, 29], [28, 5]]) };
const BOARD_TEXT = `size ${BOARD.size}\n${[...BOARD.jumps].map(([a, b]) => `${a} -> ${b}`).join('\n')}`;
const attr = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;');

/** The widgets every page holds: one solving, one playing, one analysing, one stepping the search. */
const WIDGET_LIST = [
  { id: 'solve', mode: 'solve' },
  { id: 'play', mode: 'play', players: '2', seed: '7', controls: true, lang: 'fr' },
  { id: 'analyze', mode: 'analyze' },
  { id: 'bfs', mode: 'bfs', controls: true },
];
/** The widgets as HTML. */
const WIDGETS = WIDGET_LIST.map(({ id, ...a }) => `
  <snakes-ladders id="${id}" ${Object.entries(a).map(([k, v]) => (v === true ? k : `${k}="${v}"`)).join(' ')} board="${attr(BOARD_TEXT)}"></snakes-ladders>`).join('');
/**
 * The widgets as JSX (MDX) or Astro markup: the board the expression `board`, as an author
 * writes a multi-line string there.
 */
const widgetsWith = (board) => WIDGET_LIST.map(({ id, ...a }) => `
<snakes-ladders id="${id}" ${Object.entries(a).map(([k, v]) => (v === true ? k : `${k}="${v}"`)).join(' ')} board={${board}}></snakes-ladders>
`).join('');

/**
 * Expected throws to finish from the start (off the board, bounce-back, single jumps, a
 * six-sided die) by value iteration: an independent check of the analysis the widget shows.
 */
function expectedThrows({ size, jumps }) {
  const rest = (s) => jumps.get(s) ?? s;
  const e = new Float64Array(size + 1);
  for (let sweep = 0; sweep < 100_000; sweep++) {
    let change = 0;
    for (let s = size - 1; s >= 0; s--) {
      if (s !== 0 && rest(s) !== s) continue; // a jump's foot: nobody rests there
      let sum = 0;
      for (let r = 1; r <= 6; r++) {
        const landed = s + r <= size ? s + r : 2 * size - (s + r);
        sum += e[rest(landed)];
      }
      const v = 1 + sum / 6;
      change = Math.max(change, Math.abs(v - e[s]));
      e[s] = v;
    }
    if (change < 1e-12) break;
  }
  return e[0];
}

/** Runs a command, failing the test with its output when it fails. */
function sh(cmd, args, cwd, { expectFail = false } = {}) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 420_000, env: { ...process.env, npm_config_update_notifier: 'false' } });
  const out = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  if (!expectFail) assert.equal(r.status, 0, `${cmd} ${args.join(' ')} failed in ${cwd}:\n${out}`);
  return { status: r.status, out, stdout: r.stdout };
}

const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const TSC_FLAGS = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler',
  '--lib', 'dom,dom.iterable,es2022,esnext.disposable'];

/** Opens `url`, recording CSP violations, problems and the widgets' events from before the first script. */
async function open(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI}`));
    window.__events = [];
    for (const type of ['solved', 'move', 'gameover', 'analyzed', 'error']) {
      document.addEventListener(type, (e) => {
        if (e instanceof CustomEvent) window.__events.push({ type, id: e.target.id, detail: e.detail });
      });
    }
  });
  await page.goto(url);
  return { page, problems, close: () => context.close() };
}

const eventOf = (page, type, id) => page.waitForFunction(
  ([t, i]) => window.__events.find((e) => e.type === t && e.id === i)?.detail, [type, id], { timeout: 60_000 },
).then((h) => h.jsonValue());

/** How many distinct colours a canvas inside a widget's shadow root shows (0: none drawn). */
const shadowCanvasColours = (page, id, selector) => page.evaluate(([i, sel]) => {
  const canvas = document.getElementById(i).shadowRoot.querySelector(sel);
  if (!canvas || canvas.width === 0 || canvas.height === 0) return 0;
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const ctx = copy.getContext('2d');
  ctx.drawImage(canvas, 0, 0);
  const data = ctx.getImageData(0, 0, copy.width, copy.height).data;
  const colours = new Set();
  for (let p = 0; p < data.length; p += 4 * 7) colours.add((data[p] << 16) | (data[p + 1] << 8) | data[p + 2]);
  return colours.size;
}, [id, selector]);

/**
 * The checks every host of the package must pass: solve, play, analyze, bfs, no CSP violation;
 * `more(page)`, the host's own, before the last ones.
 */
async function checkWidgets(browser, url, more = null) {
  const w = await open(browser, url);
  try {
    const { page } = w;
    const solved = await eventOf(page, 'solved', 'solve');
    assert.equal(solved.minThrows, bfs(BOARD), 'the fewest throws, as a breadth-first search finds them');
    const status = await page.waitForFunction(
      (n) => document.getElementById('solve').shadowRoot.textContent.includes(String(n)) && document.getElementById('solve').shadowRoot.textContent,
      solved.minThrows,
    ).then((h) => h.jsonValue());
    assert.match(status, /throw/i, 'the widget says the fewest throws');
    assert.ok(await shadowCanvasColours(page, 'solve', 'canvas') > 3, 'the board is drawn');

    // The playing widget speaks French (lang="fr"): its words were found next to the bundle.
    const words = await page.waitForFunction(() => {
      const root = document.getElementById('play').shadowRoot;
      const roll = root.querySelector('[part~="roll-button"]').textContent;
      return roll && [roll, root.querySelector('[part~="status"] .headline')?.textContent];
    }).then((h) => h.jsonValue());
    assert.deepEqual(words, ['Lancer', 'À Rouge de lancer'], 'the play widget speaks French, its players named after their colours in French');
    const move = await page.evaluate(() => document.getElementById('play').roll());
    assert.ok(move && move.to > move.from, `a roll moves a token: ${JSON.stringify(move)}`);
    const moved = await eventOf(page, 'move', 'play');
    assert.equal(moved.to, move.to);

    const analyzed = await eventOf(page, 'analyzed', 'analyze');
    const want = expectedThrows(BOARD);
    assert.ok(Math.abs(analyzed.expectedTurns - want) < 1e-6 * want, `expected throws ${analyzed.expectedTurns}, value iteration ${want}`);
    await page.waitForFunction(() => document.getElementById('analyze').shadowRoot.querySelector('canvas.chart')?.width > 0);
    assert.ok(await shadowCanvasColours(page, 'analyze', 'canvas.chart') > 3, 'the game-length chart is drawn');

    // bfs mode (its own chunk): Step to the end of the recorded search, which names the minimum.
    await page.waitForFunction(() => document.getElementById('bfs').shadowRoot.querySelector('.bfs-status')?.dataset.last);
    const end = await page.evaluate(() => {
      const root = document.getElementById('bfs').shadowRoot;
      const status = root.querySelector('.bfs-status');
      for (let i = 0; i < 10000 && status.dataset.position !== status.dataset.last; i++) root.querySelector('.bfs-controls button.primary').click();
      return status.textContent;
    });
    assert.match(end, new RegExp(`Fewest throws: ${bfs(BOARD)}\\.`), 'the search view ends on the fewest throws');
    await more?.(page);

    assert.deepEqual(await page.evaluate(() => window.__csp), [], 'no CSP violation');
    assert.deepEqual(await page.evaluate(() => window.__events.filter((e) => e.type === 'error')), [], 'no error event');
    assert.deepEqual(w.problems, []);
  } finally {
    await w.close();
  }
}

/** A page's head: its title, an icon (so that the browser asks for no /favicon.ico) and `script`. */
const head = (title, script) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
  <link rel="icon" href="favicon.svg"><script type="module" src="${script}"></script></head>`;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

/**
 * Where the sites' tools (Vite, VitePress, Astro, Docusaurus, React) are installed from the
 * registry once and kept: a folder per list of pinned versions, written whole (installed beside
 * it, then renamed) and never changed afterwards, so that runs from several checkouts can share
 * it. A later run installs only the tarball. Delete the folder to start afresh.
 */
const TOOLS = join(tmpdir(), 'snakes-ladders-test-sites');

/** The folder holding `deps` in its node_modules/, installed the first time it is asked for. */
function toolsFor(deps) {
  const dir = join(TOOLS, deps.join('+').replace(/[^\w.@+-]/g, '_'));
  if (existsSync(join(dir, 'package.json'))) return dir;
  mkdirSync(TOOLS, { recursive: true });
  const partial = mkdtempSync(`${dir}.partial-`);
  writeFileSync(join(partial, 'package.json'), JSON.stringify({ private: true, description: 'tools for tests/e2e/package.test.mjs' }));
  const r = spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--save-exact', ...deps],
    { cwd: partial, encoding: 'utf8', timeout: 480_000, env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (r.status !== 0) {
    rmSync(partial, { recursive: true, force: true });
    const said = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim().split('\n')
      .filter((line) => !/^npm error\s+at /.test(line)).slice(0, 8).join('\n'); // its message, not its stack
    throw new Error(`could not install ${deps.join(' ')} from the npm registry into ${dir}: `
      + `the first run needs the registry (or npm's cache) to reach them.\nnpm said:\n${said || r.error?.message}`);
  }
  try {
    renameSync(partial, dir);
  } catch {
    rmSync(partial, { recursive: true, force: true }); // another run installed the same tools first
  }
  return dir;
}

/** The projects made by this run, removed after it (the tools they use are kept). */
const projects = [];

/**
 * A project named `name` with the packed tarball installed, as an author would: `npm pack`,
 * then `npm install` of the tarball. It sits inside the tools' folder, so that `deps`
 * (installed there once, see toolsFor) resolve from it as from its own node_modules/.
 */
function installPacked(name, deps, manifest = {}) {
  const runs = join(deps.length ? toolsFor(deps) : TOOLS, 'runs');
  mkdirSync(runs, { recursive: true });
  const project = mkdtempSync(join(runs, `${name}-`));
  projects.push(project);
  sh('npm', ['pack', PACKAGE, '--pack-destination', project], project);
  const tarball = readdirSync(project).find((f) => /^snakes-ladders-.*\.tgz$/.test(f));
  assert.ok(tarball, 'npm pack wrote snakes-ladders-<version>.tgz');
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'tutorial', private: true, type: 'module', ...manifest }));
  sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--save-exact', `./${tarball}`], project);
  return project;
}

/** A file of a tool installed for `project` (see installPacked): `tool(project, 'vite', 'bin', 'vite.js')`. */
const tool = (project, ...path) => join(project, '..', '..', 'node_modules', ...path);

/** A copy of the package folder at `dir`, as a site would host it. */
function copyPackage(dir) {
  cpSync(PACKAGE, dir, { recursive: true });
  return dir;
}

describe('the widget as a package', () => {
  let browser;
  let scratch;
  before(async () => {
    if (!existsSync(join(PACKAGE, 'package.json'))) throw new Error(`${PACKAGE} does not exist: run \`npm run build\` first`);
    browser = await launchBrowser();
    scratch = mkdtempSync(join(tmpdir(), 'snakes-package-'));
  });
  after(async () => {
    await browser?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    for (const project of projects) rmSync(project, { recursive: true, force: true });
  });

  test('the packed tarball holds the bundle, the worker, the types, the five wasm files (solver, games, search, analysis, full) and the words in every language, and nothing else', { timeout: TIMEOUT }, () => {
    const { stdout } = sh('npm', ['pack', '--dry-run', '--json', PACKAGE], scratch);
    const files = JSON.parse(stdout).flatMap((p) => p.files.map((f) => f.path)).sort();
    const locales = readdirSync(join(ROOT, 'www', 'i18n', 'locales')).map((f) => `locales/${f}`);
    assert.equal(locales.length, 7, 'seven languages');
    for (const f of ['package.json', 'snakes-ladders.js', 'snakes-ladders.d.ts', 'worker.js', 'pkg/snakes_ladders_games_bg.wasm', 'pkg/snakes_ladders_solver_bg.wasm', 'pkg/snakes_ladders_search_bg.wasm', 'pkg/snakes_ladders_markov_bg.wasm', 'pkg/snakes_ladders_full_bg.wasm', ...locales]) {
      assert.ok(files.includes(f), `${f} is packed: ${files.join(' ')}`);
    }
    assert.deepEqual(files.filter((f) => !/^(package\.json|README\.md|[\w-]+\.js|snakes-ladders\.d\.ts|pkg\/\w+_bg\.wasm|locales\/[\w-]+\.ftl)$/.test(f)), []);
    const manifest = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8'));
    assert.equal(manifest.exports['.'].types, './snakes-ladders.d.ts');
    assert.equal(manifest.exports['.'].default, './snakes-ladders.js');
    assert.ok(manifest.sideEffects, 'importing registers the element: the package says it has side effects');
  });

  test('npm install of the packed tarball, imported in plain Node as a server-side build imports it: throws nothing, defines nothing, fetches nothing', { timeout: TIMEOUT }, () => {
    const project = installPacked('node-import', []);
    const probe = JSON.stringify(pathToFileURL(join(ROOT, 'tests', 'unit', 'import-probe.mjs')).href);
    const { stdout } = sh(process.execPath, ['--input-type=module', '-e',
      `import { probe } from ${probe}; await probe(() => import('snakes-ladders'));`], project);
    const { exports, ...seen } = JSON.parse(stdout);
    assert.deepEqual(seen, QUIET);
    assert.deepEqual(exports, ['SnakesLaddersElement', 'default', 'define'], 'the class and define are exported');
  });

  test(`npm install of the packed tarball, a page built with Vite ${VITE}: solves, plays and charts under a strict CSP`, { timeout: TIMEOUT }, async () => {
    const project = installPacked('vite-app', REACT_APP_TOOLS);
    writeFileSync(join(project, 'main.js'), 'import { define } from "snakes-ladders";\ndefine("my-board");\n');
    writeFileSync(join(project, 'index.html'), `${head('vite', './main.js')}<body>${WIDGETS}</body></html>`);
    mkdirSync(join(project, 'public'));
    writeFileSync(join(project, 'public', 'favicon.svg'), ICON);
    sh(process.execPath, [tool(project, 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], project);
    const site = await startSite({ root: join(project, 'dist'), csp: CSP });
    try {
      await checkWidgets(browser, site.url);
    } finally {
      await site.close();
    }

    // The installed package's types, found through its package.json `exports`.
    writeFileSync(join(project, 'use.ts'), `import { define, type SnakesLaddersElement } from "snakes-ladders";
const el: SnakesLaddersElement = document.createElement("snakes-ladders");
el.addEventListener("solved", (e) => { const n: number | null = e.detail.minThrows; console.log(n); });
el.addEventListener("error", (e) => console.log(e.detail.source, e.detail.message));
define("my-board");\n`);
    sh(process.execPath, [TSC, ...TSC_FLAGS, 'use.ts'], project);
    writeFileSync(join(project, 'wrong.ts'), `import "snakes-ladders";
const el = document.createElement("snakes-ladders");
el.addEventListener("solved", (e) => { const n: string = e.detail.minThrows; console.log(n); });
el.mode = "fly";\n`);
    const wrong = sh(process.execPath, [TSC, ...TSC_FLAGS, 'wrong.ts'], project, { expectFail: true });
    assert.notEqual(wrong.status, 0, 'tsc refuses the wrong uses');
    assert.match(wrong.out, /wrong\.ts\(3,.*'number \| null' is not assignable to type 'string'/, wrong.out);
    assert.match(wrong.out, /wrong\.ts\(4,.*"fly"/, wrong.out);
  });

  test('the package folder copied beside a bare HTML page, under a CDN-style path: solves, plays and charts under a strict CSP', { timeout: TIMEOUT }, async () => {
    const root = join(scratch, 'bare');
    copyPackage(join(root, 'npm', 'snakes-ladders@1', 'dist'));
    writeFileSync(join(root, 'index.html'), `${head('bare', 'npm/snakes-ladders@1/dist/snakes-ladders.js')}<body>${WIDGETS}</body></html>`);
    writeFileSync(join(root, 'favicon.svg'), ICON);
    const site = await startSite({ root, base: '/some/sub/path/', csp: CSP });
    try {
      await checkWidgets(browser, site.url);
    } finally {
      await site.close();
    }
  });

  test('the package folder without its wasm: a message inside the element and an error event', { timeout: TIMEOUT }, async () => {
    const root = join(scratch, 'broken');
    copyPackage(join(root, 'widget'));
    rmSync(join(root, 'widget', 'pkg', 'snakes_ladders_solver_bg.wasm')); // solve mode's module
    writeFileSync(join(root, 'favicon.svg'), ICON);
    writeFileSync(join(root, 'index.html'), `${head('broken', 'widget/snakes-ladders.js')}<body>
      <snakes-ladders id="solve" mode="solve" board="${attr(BOARD_TEXT)}"></snakes-ladders></body></html>`);
    const site = await startSite({ root, csp: CSP });
    const w = await open(browser, site.url);
    try {
      const error = await eventOf(w.page, 'error', 'solve');
      assert.equal(error.source, 'core');
      assert.match(error.message, /could not be loaded/);
      const shown = await w.page.evaluate(() => {
        const box = document.getElementById('solve').shadowRoot.querySelector('.error');
        return { hidden: box.hidden, text: box.textContent, visible: box.getBoundingClientRect().height > 0 };
      });
      assert.equal(shown.hidden, false);
      assert.ok(shown.visible, 'the message takes up room on the page');
      assert.match(shown.text, /could not be loaded/);
      assert.deepEqual(await w.page.evaluate(() => window.__csp), [], 'no CSP violation');
    } finally {
      await w.close();
      await site.close();
    }
  });

  // Tutorial sites rarely send a Content-Security-Policy (VitePress inlines its colour-scheme
  // script), so these two are served without one; everything else is checked as above.
  test(`a VitePress ${VITEPRESS} site whose theme imports the package, the way VitePress registers an element: builds, and solves, plays, charts and steps the search`, { timeout: TIMEOUT }, async () => {
    const project = installPacked('vitepress-site', [`vitepress@${VITEPRESS}`]);
    const docs = join(project, 'docs');
    mkdirSync(join(docs, '.vitepress', 'theme'), { recursive: true });
    mkdirSync(join(docs, 'public'));
    writeFileSync(join(docs, 'public', 'favicon.svg'), ICON);
    // The element is registered in the theme (the build imports it on the server too) and Vue
    // is told the tag is an element, not a component.
    writeFileSync(join(docs, '.vitepress', 'config.mjs'), `export default {
  title: 'Breadth-first search',
  head: [['link', { rel: 'icon', href: '/favicon.svg' }]],
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'snakes-ladders' } } },
};\n`);
    writeFileSync(join(docs, '.vitepress', 'theme', 'index.js'), "import DefaultTheme from 'vitepress/theme';\nimport 'snakes-ladders';\n\nexport default DefaultTheme;\n");
    writeFileSync(join(docs, 'index.md'), `# Breadth-first search on a board\n\nThe fewest throws, found level by level.\n${WIDGETS}\n`);
    sh(process.execPath, [tool(project, 'vitepress', 'bin', 'vitepress.js'), 'build', 'docs'], project);
    const site = await startSite({ root: join(docs, '.vitepress', 'dist') });
    try {
      await checkWidgets(browser, site.url);
    } finally {
      await site.close();
    }
  });

  test(`an Astro ${ASTRO} site with the package imported in a page's script: builds, and solves, plays, charts and steps the search`, { timeout: TIMEOUT }, async () => {
    const project = installPacked('astro-site', [`astro@${ASTRO}`]);
    mkdirSync(join(project, 'src', 'pages'), { recursive: true });
    mkdirSync(join(project, 'public'));
    writeFileSync(join(project, 'public', 'favicon.svg'), ICON);
    // As README's recipe: the board a variable of the page's frontmatter.
    writeFileSync(join(project, 'src', 'pages', 'index.astro'), `---
const board = ${JSON.stringify(BOARD_TEXT)};
---
<html lang="en">
  <head><meta charset="utf-8"><title>Breadth-first search</title><link rel="icon" href="/favicon.svg"></head>
  <body>
    <h1>Breadth-first search on a board</h1>
    ${widgetsWith('board')}
    <script>
      import 'snakes-ladders';
    </script>
  </body>
</html>\n`);
    sh(process.execPath, [tool(project, 'astro', 'astro.js'), 'build'], project);
    const site = await startSite({ root: join(project, 'dist') });
    try {
      await checkWidgets(browser, site.url);
    } finally {
      await site.close();
    }
  });

  test(`a Docusaurus ${DOCUSAURUS} site (webpack) whose MDX page imports the package: builds, and solves, plays, charts and steps the search`, { timeout: TIMEOUT }, async () => {
    const project = installPacked('docusaurus-site',
      [`@docusaurus/core@${DOCUSAURUS}`, `@docusaurus/preset-classic@${DOCUSAURUS}`, `react@${REACT}`, `react-dom@${REACT}`], { type: undefined });
    mkdirSync(join(project, 'docs'));
    mkdirSync(join(project, 'static'));
    writeFileSync(join(project, 'static', 'favicon.svg'), ICON);
    writeFileSync(join(project, 'docusaurus.config.js'), `export default {
  title: 'Breadth-first search', url: 'http://localhost', baseUrl: '/', favicon: 'favicon.svg',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, pages: false }]],
};\n`);
    writeFileSync(join(project, 'docs', 'index.mdx'), `---\nslug: /\n---\nimport 'snakes-ladders';\n\n# Breadth-first search on a board\n${widgetsWith(JSON.stringify(BOARD_TEXT))}`);
    sh(process.execPath, [tool(project, '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build'], project);
    const site = await startSite({ root: join(project, 'build') });
    try {
      await checkWidgets(browser, site.url);
    } finally {
      await site.close();
    }
  });

  test(`a React ${REACT} app (built with Vite) that renders the element with props and an event prop: solves, plays, charts and steps the search under a strict CSP`, { timeout: TIMEOUT }, async () => {
    const project = installPacked('react-app', REACT_APP_TOOLS);
    // React 19 sets a custom element's known properties (board, mode, players, ...) and listens
    // to its events through on<event> props; no JSX, so no plugin is needed.
    writeFileSync(join(project, 'main.js'), `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import 'snakes-ladders';

const board = ${JSON.stringify(BOARD_TEXT)};
const widgets = ${JSON.stringify(WIDGET_LIST)};
const onsolved = (e) => { document.body.dataset.reactSolved = String(e.detail.minThrows); };
createRoot(document.getElementById('root')).render(
  h('main', null, widgets.map((w) => h('snakes-ladders', { key: w.id, ...w, board, onsolved: w.id === 'solve' ? onsolved : undefined }))),
);\n`);
    writeFileSync(join(project, 'index.html'), `${head('react', './main.js')}<body><div id="root"></div></body></html>`);
    mkdirSync(join(project, 'public'));
    writeFileSync(join(project, 'public', 'favicon.svg'), ICON);
    sh(process.execPath, [tool(project, 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], project);
    const site = await startSite({ root: join(project, 'dist'), csp: CSP });
    try {
      await checkWidgets(browser, site.url, async (page) => {
        const said = await page.waitForFunction(() => document.body.dataset.reactSolved).then((h) => h.jsonValue());
        assert.equal(Number(said), bfs(BOARD), 'the onsolved prop heard the solved event');
      });
    } finally {
      await site.close();
    }
  });

  // That tsc accepts tests/types/usage.ts (the element and the JS API with their types) is
  // `npm run typecheck`, a suite of its own in `npm test`.
  test('tsc refuses wrong uses of the element\'s and the JS API\'s types', { timeout: TIMEOUT }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'snakes-types-'));
    try {
      const www = JSON.stringify(join(ROOT, 'www'));
      writeFileSync(join(dir, 'wrong.ts'), `import { Board } from ${JSON.stringify(join(ROOT, 'www', 'core', 'pkg', 'snakes_ladders.js'))};
import type { SnakesLaddersMoveDetail } from ${JSON.stringify(join(ROOT, 'www', 'snakes-ladders.js'))};
const board = Board.parse("size 30", null);
const throws: string = board.solve({ faces: 6 }, null).minThrows;
board.solve({ overshot: "bounce" }, null);
const move: SnakesLaddersMoveDetail = { player: 0 };
console.log(throws, move, ${www});\n`);
      const r = sh(process.execPath, [TSC, ...TSC_FLAGS, join(dir, 'wrong.ts')], dir, { expectFail: true });
      assert.notEqual(r.status, 0, 'tsc refuses the wrong uses');
      assert.match(r.out, /wrong\.ts\(4,.*'number \| null' is not assignable to type 'string'/, r.out);
      assert.match(r.out, /wrong\.ts\(5,.*overshot/, r.out);
      assert.match(r.out, /wrong\.ts\(6,.*missing/, r.out);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Builds the WebAssembly modules for the page, and with --dist the static site.
//
//   node scripts/build.mjs           release wasm → www/core/pkg
//   node scripts/build.mjs --dist    the same, then index.html, www/ and examples/ → dist/,
//                                    and the widget as a package → dist/package/
//   --package                        the package without the site
//   --no-opt (or SNAKES_NO_WASM_OPT=1) skips wasm-opt; `npm start` passes it, since wasm-opt
//   takes 10-30 s on 2 cores for about 10% less gzipped wasm; `npm run build` optimizes.
//   --no-wasm (or SNAKES_NO_WASM=1) uses the wasm already in www/core/pkg as it is: for a change
//   to the JavaScript alone, in a checkout whose pkg/ was copied from another.
//
// Seven modules from the one crate, by cargo feature (see MODULES):
//   www/core/pkg/snakes_ladders_paint.js the page's first module: what drawing the first board needs
//                                   (the native format's reader, the board's grid and jumps,
//                                   the limits; --no-default-features)
//   www/core/pkg/snakes_ladders.js       the core, which the page loads right after its first paint:
//                                   boards in the native format, solver, games, the designer's
//                                   checks (--no-default-features --features core); at most
//                                   CORE_GOAL bytes
//   www/core/pkg/snakes_ladders_solver.js the core without games (--features solver): the
//                                   widget's module in view and solve modes
//   www/core/pkg/snakes_ladders_games.js  the solver module and games (--features games): the
//                                   widget's module in play mode
//   www/core/pkg/snakes_ladders_search.js the solver module and the recorded search (Board.bfsTrace;
//                                   --features search): the widget loads it in place of the
//                                   core in bfs mode, which then needs no other module
//   www/core/pkg/snakes_ladders_markov.js the core without games, and the analysis without the
//                                   exact fraction (--features markov: no big rationals, no
//                                   extras, no games, which the games module plays): the
//                                   workers' module for every job but the full module's, the
//                                   analysis card's and the Design task's on the page, and the
//                                   core of an element in analyze or design mode from the start
//   www/core/pkg/snakes_ladders_full.js  the core plus what is asked for on demand: the other
//                                   formats, the world builder, the recorded search, saved-game
//                                   restore, and the whole analysis with the exact fraction
//                                   (default features), loaded by the workers for a job only it
//                                   does (work-pool.js FULL_JOBS)
// `npm run bench` asks for an eighth, the full module with the benchmark exports (never in dist/).
//
// Steps per module: cargo builds the library for wasm32-unknown-unknown, each module in its own
// target directory (one directory would rebuild the crate on every switch of features);
// wasm-bindgen writes the ES module glue (--target web, so the browser loads it as a plain
// module, no bundler); wasm-opt -Oz from npm's binaryen shrinks the wasm. The last two are
// skipped when the cargo output has not changed since the last run. With --dist the page's
// scripts are minified one file at a time (esbuild: every module keeps its name and imports),
// so dist/ serves the same modules as www/, smaller; only the modules the page's entry imports
// are then joined in one file, which the scripts importing them import instead, each left as a
// line re-exporting from it (bundleFirstLoad: one request for the first paint instead of five).
// Every URL in dist/ stays relative,
// so the site can be hosted under any path. The list of files the page loads first (preloaded,
// and measured) comes from esbuild's metafile. The package (dist/package/) is one esbuild
// bundle instead, with analyze mode split off; the build prints its gzipped size per mode,
// beside each mode's goal (MODE_GOALS).

import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, UserError, cli, isMain, mustRun, note, step } from './lib.mjs';
import { PARTS, splitAll } from './message-parts.mjs';

const CRATE = 'snakes_ladders';
const PKG = join(ROOT, 'www', 'core', 'pkg');
const DIST = join(ROOT, 'dist');
/** The widget as an npm package (see buildPackage): `npm pack dist/package`, or copy the folder. */
export const PACKAGE = join(DIST, 'package');
const WASM_OPT = join(ROOT, 'node_modules', 'binaryen', 'bin', 'wasm-opt');

/**
 * The wasm modules built from the crate: the name wasm-bindgen gives their files in www/core/pkg,
 * the cargo features, and the target directory each builds in.
 */
export const MODULES = {
  paint: { name: 'snakes_ladders_paint', features: ['--no-default-features'], targetDir: join(ROOT, 'target', 'wasm-paint') },
  core: { name: 'snakes_ladders', features: ['--no-default-features', '--features', 'core'], targetDir: join(ROOT, 'target', 'wasm-core') },
  solver: { name: 'snakes_ladders_solver', features: ['--no-default-features', '--features', 'solver'], targetDir: join(ROOT, 'target', 'wasm-solver') },
  games: { name: 'snakes_ladders_games', features: ['--no-default-features', '--features', 'games'], targetDir: join(ROOT, 'target', 'wasm-games') },
  search: { name: 'snakes_ladders_search', features: ['--no-default-features', '--features', 'search'], targetDir: join(ROOT, 'target', 'wasm-search') },
  markov: { name: 'snakes_ladders_markov', features: ['--no-default-features', '--features', 'markov'], targetDir: join(ROOT, 'target', 'wasm-markov') },
  full: { name: 'snakes_ladders_full', features: [], targetDir: join(ROOT, 'target') },
  bench: { name: 'snakes_ladders_bench', features: ['--features', 'bench'], targetDir: join(ROOT, 'target', 'wasm-bench') },
};

/**
 * The most the core module's wasm may weigh after wasm-opt (issue 16: "a core wasm of at most
 * 150 KB raw", read strictly: 150,000 bytes): the build says when it is over.
 */
export const CORE_GOAL = 150_000;

/**
 * wasm-opt's passes: -Oz, run until they shrink the module no more, and the two custom sections
 * no browser reads (the producers' names and the target features a linker would check).
 */
const WASM_OPT_FLAGS = ['-Oz', '--converge', '--strip-producers', '--strip-target-features'];

/** The module's wasm after wasm-bindgen (and wasm-opt), in www/core/pkg. */
export function pkgWasm(module) {
  return join(PKG, `${module.name}_bg.wasm`);
}

/**
 * The wasm features rustc enables by default for wasm32-unknown-unknown (Rust 1.82 and later);
 * wasm-opt must be told, or it rejects the module.
 */
const WASM_FEATURES = [
  '--enable-bulk-memory',
  '--enable-bulk-memory-opt',
  '--enable-multivalue',
  '--enable-mutable-globals',
  '--enable-nontrapping-float-to-int',
  '--enable-reference-types',
  '--enable-sign-ext',
  // Not on by default; .cargo/config.toml turns it on for the wasm builds.
  '--enable-simd',
];

function sha256(path) {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** Compiles the library to wasm with the release profile and the module's features. */
async function cargoBuild(module) {
  const args = ['build', '--release', '--target', 'wasm32-unknown-unknown', '--lib', ...module.features];
  step(`cargo ${args.join(' ')}${module.targetDir === join(ROOT, 'target') ? '' : ` --target-dir ${relative(ROOT, module.targetDir)}`}`);
  await mustRun(
    'cargo',
    [...args, '--target-dir', module.targetDir],
    'Fix the compile error above (run `node scripts/setup.mjs` first if the target is missing).',
  );
}

/** wasm-bindgen (and wasm-opt) into www/core/pkg, unless www/core/pkg already holds this exact build. */
async function bindgen(module, { optimize }) {
  const cargoWasm = join(module.targetDir, 'wasm32-unknown-unknown', 'release', `${CRATE}.wasm`);
  const wasm = pkgWasm(module);
  const stamp = join(PKG, `.${module.name}.build-stamp`);
  const key = `${sha256(cargoWasm)} opt=${optimize && WASM_OPT_FLAGS.join(' ')}`;
  if (existsSync(wasm) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === key) {
    step(`wasm-bindgen: www/core/pkg/${module.name}* is up to date with the cargo output, skipped`);
    return;
  }
  step(`wasm-bindgen --target web --out-name ${module.name} --out-dir www/core/pkg`);
  mkdirSync(PKG, { recursive: true });
  for (const file of readdirSync(PKG)) {
    if (file.startsWith(`${module.name}.`) || file.startsWith(`${module.name}_bg.`)) rmSync(join(PKG, file));
  }
  await mustRun(
    'wasm-bindgen',
    ['--target', 'web', '--out-name', module.name, '--out-dir', PKG, cargoWasm],
    'Run `node scripts/setup.mjs`: the wasm-bindgen CLI must match the version in Cargo.lock.',
  );
  if (optimize) {
    step(`wasm-opt ${WASM_OPT_FLAGS.join(' ')} (npm binaryen): ${module.name}_bg.wasm`);
    const before = statSync(wasm).size;
    const tmp = `${wasm}.opt`;
    const started = Date.now();
    await mustRun(
      process.execPath,
      [WASM_OPT, ...WASM_OPT_FLAGS, ...WASM_FEATURES, wasm, '-o', tmp],
      'Build without it: node scripts/build.mjs --no-opt',
    );
    renameSync(tmp, wasm);
    note(`${kib(before)} → ${kib(statSync(wasm).size)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  writeFileSync(stamp, `${key}\n`);
}

/** Builds one module of MODULES into www/core/pkg. */
export async function buildModule(module, { optimize = true } = {}) {
  await cargoBuild(module);
  await bindgen(module, { optimize: optimize && existsSync(WASM_OPT) });
}

/** Copies what the page needs into a fresh dist/ (no TypeScript declarations, stamps or bench module). */
async function copyDist() {
  step('dist/: index.html, www/ and examples/');
  const index = join(ROOT, 'index.html');
  if (!existsSync(index)) {
    throw new UserError('index.html is missing at the repository root: there is no page to build yet.');
  }
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(DIST);
  cpSync(index, join(DIST, 'index.html'));
  const bench = MODULES.bench.name;
  const keep = (src) => !/\.d\.ts$|\.build-stamp$|\.wasm\.opt$|(^|\/)\.gitignore$/.test(src) && !basename(src).startsWith(bench);
  for (const dir of ['www', 'examples']) {
    if (existsSync(join(ROOT, dir))) cpSync(join(ROOT, dir), join(DIST, dir), { recursive: true, filter: keep });
  }
  await minify(DIST);
  await bundleFirstLoad(DIST);
  await preloadFirstLoad(DIST);
  await writeServiceWorker(DIST);
  warnAbsoluteUrls();
  note(`wrote ${relative(ROOT, DIST)}/ (${files(DIST).length} files)`);
}

/**
 * Minifies every script and stylesheet under `dir` in place, one file at a time: no bundling,
 * so module names, relative imports, `import.meta.url` and workers stay as in www/.
 */
async function minify(dir) {
  const esbuild = await loadEsbuild();
  if (!esbuild) {
    note('minify: npm esbuild is not installed (run npm ci); dist/ keeps the sources as they are');
    return;
  }
  let before = 0;
  let after = 0;
  for (const file of files(dir).filter((f) => /\.(m?js|css)$/.test(f))) {
    const source = readFileSync(file, 'utf8');
    const loader = file.endsWith('.css') ? 'css' : 'js';
    const options = { loader, minify: true, legalComments: 'none', target: 'es2022' };
    if (loader === 'js') options.format = 'esm';
    let out;
    try {
      out = await esbuild.transform(loader === 'js' ? await minifyCssStrings(esbuild, source, file) : source, options);
    } catch (e) {
      throw new UserError(`minify: ${relative(ROOT, file)} did not parse: ${e.message}`);
    }
    writeFileSync(file, out.code);
    before += gz(Buffer.from(source));
    after += gz(Buffer.from(out.code));
  }
  note(`minified the scripts and stylesheets (esbuild): ${kib(before)} → ${kib(after)} gzipped`);
  stripMessageComments(dir);
}

/**
 * The element's stylesheets are JavaScript strings (`export const CSS = \`...\``, adopted as
 * constructable stylesheets: widget/style.js), which a script's minifier keeps as written, with
 * their indentation and comments. Each such string is minified as the CSS it holds (esbuild's
 * CSS loader); one that interpolates (`${`) is left alone. The element's stylesheet chunk went
 * from 3.6 to 3.0 KiB gzipped by it.
 */
export async function minifyCssStrings(esbuild, source, file) {
  const strings = [...source.matchAll(/^(export const [A-Z_]*CSS = `)([^`]*)(`;)$/gm)];
  let out = source;
  for (const [whole, open, raw, close] of strings) {
    if (raw.includes('${')) continue;
    // The string's value (its escapes read as JavaScript reads them), minified as CSS, then
    // written back as a template literal's text.
    const css = new Function(`return \`${raw}\`;`)();
    let min;
    try {
      min = (await esbuild.transform(css, { loader: 'css', minify: true, legalComments: 'none' })).code.trim();
    } catch (e) {
      throw new UserError(`minify: the stylesheet string in ${relative(ROOT, file)} did not parse as CSS: ${e.message}`);
    }
    const text = min.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${');
    out = out.replace(whole, () => `${open}${text}${close}`);
  }
  return out;
}

/** An esbuild plugin for the package: the element's stylesheet strings minified (minifyCssStrings). */
function cssStringsMinified(esbuild) {
  return {
    name: 'css-strings-minified',
    setup(build) {
      build.onLoad({ filter: /[\\/]www[\\/]widget[\\/][\w-]+\.js$/ }, async (args) => {
        const text = readFileSync(args.path, 'utf8');
        return { contents: await minifyCssStrings(esbuild, text, args.path), loader: 'js' };
      });
    },
  };
}

/**
 * The messages files (www/i18n/locales/*.ftl) without their comments, which are for
 * translators: the page loads English and its language before it is ready, and the comments
 * were half of English's bytes. A comment is a line that starts with `#` (a message's text
 * and its continuation lines never do: continuation lines are indented).
 */
function stripMessageComments(dir) {
  let before = 0;
  let after = 0;
  for (const file of files(dir).filter((f) => f.endsWith('.ftl'))) {
    const source = readFileSync(file, 'utf8');
    const out = source.split('\n').filter((line) => !line.startsWith('#') && line.trim() !== '').join('\n') + '\n';
    writeFileSync(file, out);
    before += gz(Buffer.from(source));
    after += gz(Buffer.from(out));
  }
  note(`the messages without their translators' comments: ${kib(before)} → ${kib(after)} gzipped`);
}

/**
 * Each language's messages in the two parts the page loads (scripts/message-parts.mjs): the
 * first before it is ready, the rest after; into www/i18n/parts/, which the build owns.
 */
function writeMessageParts() {
  const dir = join(ROOT, 'www', 'i18n', 'parts');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let first = 0;
  let whole = 0;
  for (const { code, ...parts } of splitAll()) {
    for (const part of PARTS) writeFileSync(join(dir, `${code}.${part}.ftl`), parts[part]);
    if (code === 'en') [first, whole] = [gz(Buffer.from(parts.first)), gz(Buffer.from(parts.first + parts.rest))];
  }
  note(`the page's messages in parts (www/i18n/parts/): English's first ${kib(first)} of ${kib(whole)} gzipped before the page is ready`);
}

/** The file bundleFirstLoad writes beside the page's entry. */
const FIRST_BUNDLE = 'first-load.js';

/**
 * Joins the modules the page's entry imports (the board component, the link's reader, the
 * page's state) into one file, FIRST_BUNDLE. The entry and every other script of the site that
 * imports one of them (app.js, the panels, the widget) import the bundle instead, and each
 * module is left as a line that exports its names from there, for pages that import it by
 * name. The first load then takes one request for those modules instead of one each: with six
 * connections to a host over HTTP/1.1, its nine requests (the stylesheet, seven modules, the
 * wasm) went in two rounds, and the board waited on the second. The entry stays a file of its
 * own (importing the bundle must not start the page), and so does the wasm-bindgen glue, which
 * finds its wasm beside itself.
 */
async function bundleFirstLoad(siteRoot) {
  const esbuild = await loadEsbuild();
  if (!esbuild) return;
  const entries = pageEntries(siteRoot).filter((f) => /\.m?js$/.test(f));
  if (entries.length !== 1) {
    note(`first load: ${entries.length} module scripts in index.html, expected 1; not bundled`);
    return;
  }
  const [entry] = entries;
  const dir = dirname(entry);
  const glue = (path) => glueWasm(path) !== null;
  // What the entry imports statically, as the first load's sizes and preloads are measured.
  const modules = (await firstLoad(siteRoot)).filter((f) => /\.m?js$/.test(f) && f !== entry && !glue(f));
  if (modules.length === 0) return;
  // Each module's names, for its stub; a name two modules export once (today board-canvas.js
  // re-exports board-view.js's describeBoard: the same binding; two different bindings of one
  // name would reach the stubs as the first module's, which nothing here checks).
  const names = new Map();
  for (const file of modules) {
    const { metafile } = await esbuild.build({ entryPoints: [file], bundle: false, write: false, metafile: true, format: 'esm', outdir: join(siteRoot, '.first-load'), logLevel: 'silent' });
    names.set(file, Object.values(metafile.outputs)[0].exports);
  }
  const rel = (from, to) => {
    const path = relative(from, to).split('\\').join('/');
    return path.startsWith('.') ? path : `./${path}`;
  };
  const taken = new Set();
  const lines = [];
  for (const [file, exported] of names) {
    const fresh = exported.filter((n) => !taken.has(n));
    for (const n of fresh) taken.add(n);
    // A module with no names of its own is still joined, for what its top level does.
    lines.push(fresh.length ? `export { ${fresh.join(', ')} } from "${rel(dir, file)}";` : `import "${rel(dir, file)}";`);
  }
  const bundle = join(dir, FIRST_BUNDLE);
  // Only those modules are bundled; every other import stays as written (the files are
  // rewritten in place). With `target`, imports of those modules become imports of the bundle.
  let redirected = 0;
  const externals = (target) => ({
    name: 'first-load',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        // Left as an import: from the bundle (beside the entry), relative to the bundle's folder.
        if (!modules.includes(join(args.resolveDir, args.path))) {
          return { path: target ? args.path : rel(dir, join(args.resolveDir, args.path)), external: true };
        }
        if (!target) return undefined;
        redirected++;
        return { path: rel(args.resolveDir, target), external: true };
      });
    },
  });
  const common = { bundle: true, format: 'esm', minify: true, legalComments: 'none', target: 'es2022', write: false, logLevel: 'silent' };
  const joined = await esbuild.build({
    ...common, stdin: { contents: lines.join('\n'), resolveDir: dir, sourcefile: FIRST_BUNDLE, loader: 'js' },
    outfile: bundle, plugins: [externals(null)],
  });
  writeFileSync(bundle, joined.outputFiles[0].contents);
  // The entry and every other script that imports them import the bundle itself, so that the
  // page's later modules (app.js and the panels) take no extra round of requests for the stubs.
  let rewritten = 0;
  const skip = new Set([bundle, ...modules]);
  for (const file of files(siteRoot).filter((f) => /\.m?js$/.test(f) && !skip.has(f) && !glue(f))) {
    redirected = 0;
    const out = await esbuild.build({ ...common, entryPoints: [file], outfile: file, allowOverwrite: true, plugins: [externals(bundle)] });
    if (redirected === 0) continue;
    writeFileSync(file, out.outputFiles[0].contents);
    rewritten++;
  }
  // What imports them by name from elsewhere (a page embedding the widget's modules) still can.
  for (const [file, exported] of names) writeFileSync(file, `export{${exported.join(',')}}from"${rel(dirname(file), bundle)}";\n`);
  note(`first load: ${modules.map((f) => relative(siteRoot, f)).join(', ')} joined in ${relative(siteRoot, bundle)} (${kib(gz(joined.outputFiles[0].contents))} gzipped); ${rewritten} scripts import it instead; each module left as a line re-exporting from it`);
}

/**
 * Adds to dist/index.html a preload for every module of the first load, so that the browser
 * fetches them all at once instead of one level of imports at a time. The list comes from the
 * same import graph the sizes are measured on, so it cannot drift from the code. The paint
 * module's wasm is not preloaded: only a linked board needs it (first-paint.js fetches it then;
 * the classic board is drawn without it), and a preload would fetch it on every load.
 *
 * Then a preload for what the page fetches after its first paint and before it is ready
 * (untilReady: the shell's modules, the core's glue and wasm), in a <template id="until-ready">,
 * inert until first-paint.js puts it in the document: the wasm when it starts, the modules after
 * the board's first frame. Without them the browser found that graph a level at a time, and only
 * when the main thread was free to read each module: the first board's drawing held it, so the
 * core's wasm was asked for about 240 ms after the first load had arrived, and the page waited
 * on it. Not in the page's head: there they were asked for beside the first load's files and
 * slowed them (the board painted about 80 ms later, median of 9 cold loads).
 */
async function preloadFirstLoad(siteRoot) {
  const index = join(siteRoot, 'index.html');
  const html = readFileSync(index, 'utf8');
  const links = [];
  const graph = await importGraph(siteRoot);
  for (const file of await firstLoad(siteRoot, graph)) {
    const href = relative(siteRoot, file).split('\\').join('/');
    if (/\.m?js$/.test(file)) links.push(`<link rel="modulepreload" href="${href}">`);
  }
  const script = html.search(/<script\b[^>]*type="module"/);
  if (script < 0 || links.length === 0) return;
  const later = untilReady(siteRoot, graph);
  const afterwards = [
    // The wasm first, the biggest and the last the shell waits for; as the glue fetches it
    // (fetch's default: CORS mode, same-origin credentials), or the browser would fetch it twice.
    ...later.wasm.map((p) => `<link rel="preload" href="${p}" as="fetch" crossorigin>`),
    ...later.modules.filter((p) => /\.m?js$/.test(p)).map((p) => `<link rel="modulepreload" href="${p}">`),
  ];
  const template = `<template id="until-ready">\n    ${afterwards.join('\n    ')}\n  </template>\n  `;
  writeFileSync(index, `${html.slice(0, script)}${links.join('\n  ')}\n  ${template}${html.slice(script)}`);
  note(`index.html: ${links.length} preloads (the first load's modules), and ${afterwards.length} for first-paint.js to add (until the page is ready: ${later.wasm.join(', ')} and ${afterwards.length - later.wasm.length} modules)`);
}

/**
 * The npm libraries the page loads as ES modules of their own, into www/vendor/ (git-ignored),
 * where the page's scripts import them by URL, each only when it is used: the QR code of the
 * Share tools (qrcode-generator, MIT, one self-contained module, 51 KB, copied as its authors
 * ship it), and the network of Play with others (@trystero-p2p/torrent, MIT: WebRTC peers found
 * through BitTorrent trackers; its two packages bundled into one minified module by esbuild), and
 * the messages in every language (@fluent/bundle, Apache-2.0: Project Fluent's format, plurals and
 * numbers by Intl; 4 KB gzipped, bundled the same way).
 */
const VENDOR = [
  { from: ['qrcode-generator', 'dist', 'qrcode.mjs'], to: 'qrcode-generator.mjs' },
  { bundle: '@trystero-p2p/torrent', to: 'trystero-torrent.mjs' },
  { bundle: '@fluent/bundle', to: 'fluent-bundle.mjs' },
];

/** Writes VENDOR into www/vendor/ (the build runs before the page is served or copied to dist/). */
async function copyVendor() {
  const dir = join(ROOT, 'www', 'vendor');
  mkdirSync(dir, { recursive: true });
  for (const { from, bundle, to } of VENDOR) {
    if (bundle) {
      const esbuild = await loadEsbuild();
      if (!esbuild || !existsSync(join(ROOT, 'node_modules', ...bundle.split('/')))) throw new UserError(`${bundle} (or esbuild) is missing: run npm ci (npm run setup)`);
      await esbuild.build({
        entryPoints: [bundle], absWorkingDir: ROOT, bundle: true, format: 'esm', minify: true, target: 'es2022',
        legalComments: 'eof', outfile: join(dir, to), logLevel: 'silent',
        banner: { js: '// @ts-nocheck: a library bundled as its authors wrote it (npm run typecheck checks our code)' },
      });
      continue;
    }
    const src = join(ROOT, 'node_modules', ...from);
    if (!existsSync(src)) throw new UserError(`${relative(ROOT, src)} is missing: run npm ci (npm run setup)`);
    cpSync(src, join(dir, to));
  }
}

/** The service worker's file, at the site's root so that its scope is the whole site. */
export const SERVICE_WORKER = 'sw.js';

/**
 * Writes the site's service worker (Workbox's generateSW: a precache of every file the page may
 * ask for, each under a hash of its contents, so a new build replaces exactly what changed)
 * and names it in index.html, where www/page/offline.js finds it once the page is ready. The
 * page, its modules, the wasm modules, the stylesheet, the messages in every language,
 * the manifest and the icons are precached: after one visit every task works offline, in any
 * language. The examples and the package are not
 * the app, and are left out. A new version waits for the page's Reload (no skipWaiting): the
 * generated worker takes a {type: 'SKIP_WAITING'} message for that.
 */
async function writeServiceWorker(siteRoot) {
  let workbox;
  try {
    workbox = await import('workbox-build');
  } catch {
    note('service worker: npm workbox-build is not installed (run npm ci); dist/ has none');
    return;
  }
  const { count, size, warnings } = await workbox.generateSW({
    swDest: join(siteRoot, SERVICE_WORKER),
    globDirectory: siteRoot,
    globPatterns: ['index.html', 'www/**/*.{js,mjs,css,wasm,svg,png,webmanifest,ftl}'],
    // The search, solver and games modules are the element's, in bfs mode, in view and solve
    // modes and in play mode; the page records its search with the full module (in a worker)
    // and solves and plays with the core, so its visitors would download them for nothing.
    globIgnores: [MODULES.search, MODULES.solver, MODULES.games].map((m) => `www/core/pkg/${m.name}*`),
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    // The page is one document: an address with a link (#...) is the same file.
    directoryIndex: 'index.html',
    cleanupOutdatedCaches: true,
    skipWaiting: false,
    clientsClaim: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
  });
  for (const w of warnings) console.warn(`  ⚠ service worker: ${w}`);
  const index = join(siteRoot, 'index.html');
  const html = readFileSync(index, 'utf8');
  writeFileSync(index, html.replace('</head>', `  <meta name="service-worker" content="${SERVICE_WORKER}">\n</head>`));
  note(`service worker: ${SERVICE_WORKER}, precaching ${count} files (${kib(size)}) for offline use`);
}

// ------------------------------------------------------------------ the widget as a package

/** What the package folder's package.json says besides the name, version and files. */
const PACKAGE_FIELDS = {
  description: 'The <snakes-ladders> element: a Snakes and Ladders board, solver, game and analysis on a WebAssembly core',
  type: 'module',
  license: 'MIT OR Apache-2.0',
  main: './snakes-ladders.js',
  types: './snakes-ladders.d.ts',
  exports: {
    '.': { types: './snakes-ladders.d.ts', default: './snakes-ladders.js' },
    './package.json': './package.json',
  },
  // Importing registers <snakes-ladders>; every script in the folder is loaded for what it does.
  sideEffects: ['*.js'],
};

const PACKAGE_README = `# snakes-ladders

The \`<snakes-ladders>\` element: a Snakes and Ladders board that solves (fewest throws), plays and
analyses, on a WebAssembly core. Importing the module registers the element.

    import "snakes-ladders";             // or <script type="module" src=".../snakes-ladders.js">

    <snakes-ladders board="size 30&#10;3 -> 22&#10;27 -> 1" mode="solve"></snakes-ladders>

Every file here loads relative to \`snakes-ladders.js\`, so the folder works from any path.
Attributes, properties and events: see \`snakes-ladders.d.ts\` and the project's README.
`;

/**
 * Writes the widget as a package into PACKAGE: one bundled ES module, snakes-ladders.js, that
 * registers the element on import and exports `define`; the analysis code as chunks it imports
 * only in analyze mode; worker.js, the analysis worker, bundled with the full core's glue;
 * the two wasm files under pkg/, where the modules find them through import.meta.url; the
 * hand-written types; and package.json. esbuild's metafile says which file each mode loads.
 */
async function buildPackage() {
  const esbuild = await loadEsbuild();
  if (!esbuild) throw new UserError('the package is bundled with npm esbuild: run npm ci');
  step(`${relative(ROOT, PACKAGE)}/: the widget as a package (esbuild bundle)`);
  rmSync(PACKAGE, { recursive: true, force: true });
  const www = join(ROOT, 'www');
  const { metafile } = await esbuild.build({
    entryPoints: { 'snakes-ladders': join(www, 'snakes-ladders.js'), worker: join(www, 'core', 'worker.js') },
    absWorkingDir: ROOT,
    bundle: true,
    // Chunks sit beside the entry, so that `new URL("./pkg/...", import.meta.url)` and
    // `new URL("./worker.js", import.meta.url)` in any of them name the same files.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    format: 'esm',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    outdir: PACKAGE,
    metafile: true,
    logLevel: 'warning',
    plugins: [glueWasmBesidePkg(), cssStringsMinified(esbuild)],
  });
  mkdirSync(join(PACKAGE, 'pkg'));
  for (const module of [MODULES.solver, MODULES.games, MODULES.search, MODULES.markov, MODULES.full]) {
    cpSync(pkgWasm(module), join(PACKAGE, 'pkg', basename(pkgWasm(module))));
  }
  cpSync(join(www, 'snakes-ladders.d.ts'), join(PACKAGE, 'snakes-ladders.d.ts'));
  // The element's words in every language: i18n/messages.js, bundled at the root, fetches
  // `./locales/<code>.ftl` next to itself (without the translators' comments, as the site's).
  cpSync(join(www, 'i18n', 'locales'), join(PACKAGE, 'locales'), { recursive: true });
  stripMessageComments(join(PACKAGE, 'locales'));
  const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
  const manifest = { name: 'snakes-ladders', version, ...PACKAGE_FIELDS, files: ['*.js', '*.d.ts', 'pkg/*.wasm', 'locales/*.ftl'] };
  writeFileSync(join(PACKAGE, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(PACKAGE, 'README.md'), PACKAGE_README);
  note(`wrote ${relative(ROOT, PACKAGE)}/ (${files(PACKAGE).length} files): npm pack ${relative(ROOT, PACKAGE)}`);
  return metafile;
}

/**
 * An esbuild plugin for the package: a wasm-bindgen glue module names its wasm by default as
 * `new URL("<name>_bg.wasm", import.meta.url)`, beside the glue in www/core/pkg/. Bundled, the
 * glue sits at the package's root and the wasm under pkg/, so that default named a file that is
 * not there: the element always passes the wasm's URL, but bundlers that follow every
 * `new URL(..., import.meta.url)` at build time stop on it (webpack, so Docusaurus and Next.js:
 * "Can't resolve 'snakes_ladders_full_bg.wasm'"). The default is pointed at pkg/.
 */
function glueWasmBesidePkg() {
  return {
    name: 'glue-wasm-in-pkg',
    setup(build) {
      build.onLoad({ filter: /[\\/]www[\\/]core[\\/]pkg[\\/][\w]+\.js$/ }, (args) => {
        const name = basename(args.path, '.js');
        const text = readFileSync(args.path, 'utf8');
        const from = new RegExp(`new URL\\((['"])${name}_bg\\.wasm\\1, import\\.meta\\.url\\)`, 'g');
        if (!from.test(text)) throw new Error(`${relative(ROOT, args.path)}: no default wasm URL to point at pkg/ (did wasm-bindgen change its glue?)`);
        return { contents: text.replace(from, `new URL("./pkg/${name}_bg.wasm", import.meta.url)`), loader: 'js' };
      });
    },
  };
}

/**
 * Each mode's goal for what an element page downloads in all (gzipped; issue 38: "view, solve,
 * play, bfs and design: 100 KB or less each; analyze: 160 KB or less"), in bytes, KB read
 * strictly as 1,000 bytes as CORE_GOAL reads it. The words the element speaks (locales/*.ftl)
 * are fetched too and not counted here.
 */
export const MODE_GOALS = { view: 100_000, solve: 100_000, play: 100_000, bfs: 100_000, design: 100_000, analyze: 160_000 };

/**
 * The package's files by mode, from esbuild's metafile: each mode's files in all, for an
 * element that is in that mode from the start. Every mode loads the entry and its static
 * imports; view and solve the solver module (the chunk holding its glue, and its wasm), solve
 * the answer's chunk too; play the games module (the solver module and games) and play mode's
 * chunk; bfs mode the search module instead (its glue's chunk and wasm: the solver module with
 * the recorded search, which it records on the page's thread) and the search's stepping; analyze and design the
 * analysis module instead (its glue's chunk and wasm: the core without games, with the analysis,
 * without the exact fraction), their chunks and the worker (the analysis, and the designer's numbers, are
 * worked out by workers with that same module; the designer's also on the page). The full
 * module is none of these modes' (a worker fetches it only for another format, a generated
 * world or a recorded search: work-pool.js FULL_JOBS).
 */
export function packageFilesByMode(metafile) {
  const outputs = metafile.outputs;
  const closure = (start, into) => {
    const queue = [start];
    while (queue.length > 0) {
      const path = queue.shift();
      if (into.has(path) || !outputs[path]) continue;
      into.add(path);
      for (const imp of outputs[path].imports) if (imp.kind === 'import-statement') queue.push(imp.path);
    }
    return into;
  };
  const js = Object.keys(outputs).filter((p) => p.endsWith('.js'));
  const entry = js.find((p) => outputs[p].entryPoint === 'www/snakes-ladders.js');
  const common = closure(entry, new Set());
  const wasm = (module) => relative(ROOT, join(PACKAGE, 'pkg', basename(pkgWasm(module)))).split('\\').join('/');
  // The files holding `modules` (and the `entries`' files), with what they import statically,
  // less what every mode loads.
  const filesOf = (modules, entries = []) => {
    const into = new Set();
    for (const p of js) {
      if (modules.some((m) => m in outputs[p].inputs) || entries.includes(outputs[p].entryPoint)) closure(p, into);
    }
    return [...into].filter((p) => !common.has(p));
  };
  // A glue module is imported dynamically: its own output (the import's entry point, which may
  // only re-export a chunk it shares with the worker) and the chunks it imports.
  const glueFiles = (module) => filesOf([`www/core/pkg/${module.name}.js`], [`www/core/pkg/${module.name}.js`]);
  const glue = (module) => [...glueFiles(module), wasm(module)];
  const solver = glue(MODULES.solver);
  // The pool's own output too: core/load.js imports it dynamically for the compiled module.
  const workers = filesOf(['www/core/work-pool.js'], ['www/core/worker.js', 'www/core/work-pool.js']);
  const uniq = (...lists) => [...new Set(lists.flat())];
  const base = [...common, ...solver];
  // The analysis module is the element's core in these modes, and its workers' module.
  const analysis = uniq([...common], glue(MODULES.markov), workers);
  return {
    // View and solve modes play no game: the solver module (the core without games).
    view: base,
    // Solve mode's answer (tasks/answer.js, its card) and play mode's component
    // (widget/play-mode.js, with the game session) are chunks of their own, which only they load.
    solve: uniq(base, filesOf(['www/tasks/answer.js'])),
    play: uniq([...common], glue(MODULES.games), filesOf(['www/widget/play-mode.js'])),
    bfs: uniq([...common], glue(MODULES.search), filesOf(['www/tasks/search-task.js'])),
    design: uniq(analysis, filesOf(['www/widget/design-mode.js', 'www/tasks/design.js'])),
    analyze: uniq(analysis, filesOf(['www/widget/analyze.js', 'www/tasks/analysis.js'])),
  };
}

/**
 * Each mode's files (packageFilesByMode, relative to the repository), their gzipped bytes in
 * all, and its goal.
 */
function packageModes(metafile) {
  const modes = {};
  for (const [mode, files] of Object.entries(packageFilesByMode(metafile))) {
    modes[mode] = { files, bytes: files.reduce((n, p) => n + gz(readFileSync(join(ROOT, p))), 0), goal: MODE_GOALS[mode] };
  }
  return modes;
}

/** Prints the package's transfer per mode (gzipped, each mode in all) beside its goal. */
function reportPackageSizes(modes) {
  const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
  note('widget by mode, each in all, gzipped (KB = 1,000 bytes; the locales/*.ftl words not counted):');
  for (const [mode, { bytes, goal }] of Object.entries(modes)) {
    const verdict = bytes <= goal ? `met, ${kb(goal - bytes)} to spare` : `OVER by ${kb(bytes - goal)}`;
    note(`  ${mode.padEnd(8)} ${kb(bytes).padStart(9)}   goal ${kb(goal).padStart(8)}: ${verdict}`);
  }
  const shown = new Set();
  for (const [mode, { files }] of Object.entries(modes)) {
    const fresh = files.filter((p) => !shown.has(p));
    for (const p of fresh) shown.add(p);
    const sized = fresh.map((p) => `${relative(relative(ROOT, PACKAGE), p)} ${kib(gz(readFileSync(join(ROOT, p))))}`);
    if (fresh.length) note(`  ${mode} loads ${sized.join(', ')}`);
  }
}

/** Where the build writes each mode's files and gzipped bytes (beside the package, not in it). */
export const PACKAGE_MODES = join(DIST, 'package-modes.json');

/**
 * Writes PACKAGE_MODES: for each mode, the package's files it loads (relative to the package),
 * their gzipped bytes and its goal; the end-to-end test of the modes' downloads checks that a
 * page fetches exactly these.
 */
function writePackageModes(modes) {
  const out = {};
  for (const [mode, { files, bytes, goal }] of Object.entries(modes)) {
    out[mode] = { files: files.map((p) => relative(PACKAGE, join(ROOT, p)).split('\\').join('/')).sort(), bytes, goal };
  }
  writeFileSync(PACKAGE_MODES, `${JSON.stringify(out, null, 2)}\n`);
}

/** Every file under `dir`, as absolute paths. */
function files(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath ?? d.path, d.name));
}

/** Root-absolute URLs ("/www/page/app.js") break when the site is hosted under a sub-path. */
function warnAbsoluteUrls() {
  const pattern = /(?:\b(?:src|href)\s*=\s*["']|\bfrom\s*["']|\bimport\s*\(\s*["']|\bimport\s*["'])\/(?!\/)[^"']*/g;
  for (const file of files(DIST).filter((f) => /\.(html|m?js|css)$/.test(f))) {
    for (const m of readFileSync(file, 'utf8').matchAll(pattern)) {
      console.warn(`  ⚠ ${relative(DIST, file)}: root-absolute URL '${m[0]}' will break under a sub-path; make it relative`);
    }
  }
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function gz(buf) {
  return gzipSync(buf, { level: 9 }).length;
}

/** esbuild from npm, or null when it is not installed (the build then skips what needs it). */
async function loadEsbuild() {
  try {
    return await import('esbuild');
  } catch {
    return null;
  }
}

/**
 * The page's entry points as index.html names them: its module scripts and stylesheets.
 * (HTML is the one thing esbuild does not read; everything they import, it follows.)
 */
function pageEntries(siteRoot) {
  const html = readFileSync(join(siteRoot, 'index.html'), 'utf8');
  const urls = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi)) urls.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = m[0].match(/\brel\s*=\s*["']([^"']+)["']/i)?.[1] ?? '';
    const href = m[0].match(/\bhref\s*=\s*["']([^"']+)["']/i)?.[1];
    if (href && /\bstylesheet\b/i.test(rel)) urls.push(href);
  }
  return urls
    .filter((u) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(u))
    .map((u) => join(siteRoot, u.split(/[?#]/)[0]))
    .filter((f) => existsSync(f));
}

/** The wasm a wasm-bindgen glue module (`--target web`) fetches by default: `<name>_bg.wasm` beside it. */
function glueWasm(file) {
  const name = basename(file, '.js');
  if (!Object.values(MODULES).some((m) => m.name === name)) return null;
  const wasm = join(dirname(file), `${name}_bg.wasm`);
  return existsSync(wasm) ? wasm : null;
}

/**
 * The page's import graph, read from esbuild's metafile (esbuild resolves it, nothing here parses
 * JavaScript): `{entries, inputs}`, the page's scripts and stylesheets as paths relative to
 * `siteRoot` and the metafile's inputs, whose `imports` say each file's imports and their kind.
 */
async function importGraph(siteRoot) {
  const esbuild = await loadEsbuild();
  if (!esbuild) throw new UserError('the first load is measured with npm esbuild: run npm ci');
  const entries = pageEntries(siteRoot);
  const { metafile } = await esbuild.build({
    entryPoints: entries,
    absWorkingDir: siteRoot,
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    metafile: true,
    outdir: join(siteRoot, '.first-load'),
    logLevel: 'silent',
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file', '.wasm': 'file' },
  });
  return { entries: entries.map((f) => relative(siteRoot, f).split('\\').join('/')), inputs: metafile.inputs };
}

/** `starts` and what they import statically, in the order found (paths relative to the site). */
function staticClosure(inputs, starts) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length > 0) {
    const path = queue.shift();
    if (seen.has(path) || !inputs[path]) continue;
    seen.add(path);
    for (const imp of inputs[path].imports) {
      if (imp.kind === 'import-statement' || imp.kind === 'import-rule') queue.push(imp.path);
    }
  }
  return [...seen];
}

/**
 * The files a browser fetches to show the page: the HTML, its scripts and stylesheets, what
 * those import statically, and the wasm each wasm-bindgen glue among them loads. Dynamic
 * imports and workers load later. `graph`: importGraph's, when the caller has it already.
 */
export async function firstLoad(siteRoot, graph = null) {
  const { entries, inputs } = graph ?? await importGraph(siteRoot);
  const files = [join(siteRoot, 'index.html'), ...staticClosure(inputs, entries).map((p) => join(siteRoot, p))];
  // The page waits for the first part of its language's messages too: English's is counted.
  const words = join(siteRoot, 'www', 'i18n', 'parts', 'en.first.ftl');
  return [...files, ...files.map(glueWasm).filter(Boolean), ...(existsSync(words) ? [words] : [])];
}

/**
 * What the page fetches after its first paint and before it is ready: the modules the entry
 * imports dynamically once the board is drawn (the shell, the core's glue, the messages' reader),
 * what those import statically, and the wasm of each glue among them; not what the first load
 * fetched already. Paths relative to the site; `graph`: importGraph's.
 */
function untilReady(siteRoot, { entries, inputs }) {
  const first = new Set(staticClosure(inputs, entries));
  const later = entries.flatMap((e) => (inputs[e]?.imports ?? []).filter((i) => i.kind === 'dynamic-import').map((i) => i.path));
  const modules = staticClosure(inputs, later).filter((p) => !first.has(p));
  const wasm = modules.map((p) => glueWasm(join(siteRoot, p))).filter(Boolean).map((f) => relative(siteRoot, f).split('\\').join('/'));
  return { modules, wasm };
}

/** Prints the wasm modules' sizes and what the first page load costs over the wire. */
export async function reportSizes(siteRoot, { optimized = true } = {}) {
  step('Sizes');
  const sizes = {};
  for (const [key, module] of Object.entries(MODULES)) {
    const wasm = join(siteRoot, relative(ROOT, pkgWasm(module)));
    if (!existsSync(wasm)) continue;
    const buf = readFileSync(wasm);
    sizes[key] = { raw: buf.length, gzip: gz(buf) };
    note(`wasm, ${key}: ${kib(buf.length)} raw, ${kib(gz(buf))} gzipped (${relative(ROOT, wasm)})`);
  }
  if (sizes.core && !optimized) note('goal: the core wasm is measured after wasm-opt, which this build skipped');
  else if (sizes.core) {
    const over = sizes.core.raw > CORE_GOAL;
    const bytes = (n) => `${n.toLocaleString('en')} bytes`;
    note(`goal: the core wasm at most 150 KB (${bytes(CORE_GOAL)}) raw after wasm-opt: ${over ? `OVER by ${bytes(sizes.core.raw - CORE_GOAL)}` : `met, ${bytes(sizes.core.raw)}, ${bytes(CORE_GOAL - sizes.core.raw)} to spare`}`);
  }
  if (!existsSync(join(siteRoot, 'index.html'))) {
    note('first load: no index.html yet, not measured');
    return sizes;
  }
  let raw = 0;
  let zipped = 0;
  for (const file of await firstLoad(siteRoot)) {
    const buf = readFileSync(file);
    raw += buf.length;
    zipped += gz(buf);
    note(`  ${relative(siteRoot, file).padEnd(40)} ${kib(buf.length).padStart(11)} ${kib(gz(buf)).padStart(11)} gz`);
  }
  sizes.firstLoadRaw = raw;
  sizes.firstLoadGzip = zipped;
  note(`first load (HTML, JS, CSS, wasm): ${kib(raw)} raw, ${kib(zipped)} gzipped`);
  note('later, when the analysis card or a worker asks: the analysis module and the analysis scripts (the full module only for another format, a generated world or a recorded search)');
  return sizes;
}

/**
 * Builds the page's modules into www/core/pkg (and the bench module with `bench`), and with `dist`
 * the static site; returns the measured sizes.
 */
export async function build({ dist = false, pkg = false, optimize = true, bench = false, wasm = true } = {}) {
  const started = Date.now();
  const wanted = [MODULES.paint, MODULES.core, MODULES.solver, MODULES.games, MODULES.search, MODULES.markov, MODULES.full, ...(bench ? [MODULES.bench] : [])];
  if (!wasm) {
    const missing = wanted.filter((m) => !existsSync(pkgWasm(m)));
    if (missing.length) throw new UserError(`--no-wasm: ${missing.map((m) => relative(ROOT, pkgWasm(m))).join(', ')} missing; build without --no-wasm first`);
    note('wasm: the modules already in www/core/pkg, as they are (--no-wasm)');
  }
  for (const module of wasm ? wanted : []) await buildModule(module, { optimize });
  await copyVendor();
  writeMessageParts();
  if (!optimize) note('wasm-opt: skipped (--no-opt), as `npm start` does to keep the edit-reload loop quick');
  else if (!existsSync(WASM_OPT)) note('wasm-opt: npm binaryen is not installed, skipped (run npm ci)');
  if (dist) await copyDist();
  const metafile = dist || pkg ? await buildPackage() : null;
  const sizes = await reportSizes(dist ? DIST : ROOT, { optimized: optimize && existsSync(WASM_OPT) });
  if (metafile) {
    const modes = packageModes(metafile);
    reportPackageSizes(modes);
    writePackageModes(modes);
    sizes.widget = Object.fromEntries(Object.entries(modes).map(([mode, { bytes }]) => [mode, bytes]));
  }
  note(`build took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return sizes;
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const optimize = !args.includes('--no-opt') && !process.env.SNAKES_NO_WASM_OPT;
  const wasm = !args.includes('--no-wasm') && !process.env.SNAKES_NO_WASM;
  cli(() => build({ dist: args.includes('--dist'), pkg: args.includes('--package'), optimize, wasm }));
}

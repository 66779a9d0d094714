// Builds the WebAssembly modules for the page, and with --dist the static site.
//
//   node scripts/build.mjs           release wasm → www/pkg
//   node scripts/build.mjs --dist    the same, then index.html, www/ and examples/ → dist/
//   --no-opt (or SNAKES_NO_WASM_OPT=1) skips wasm-opt; `npm start` passes it, since wasm-opt
//   takes 10-30 s on 2 cores for about 10% less gzipped wasm; `npm run build` optimizes.
//
// Two modules from the one crate, by cargo feature (see MODULES):
//   www/pkg/snakes_ladders.js       the core the page loads first: boards, formats, solver,
//                                   world builder, games (--no-default-features)
//   www/pkg/snakes_ladders_full.js  the same plus the analysis (default features), loaded by
//                                   the analysis workers and, for a simulation's totals, by
//                                   the analysis card once it runs one
// `npm run bench` asks for a third, the full module with the benchmark exports (never in dist/).
//
// Steps per module: cargo builds the library for wasm32-unknown-unknown, each module in its own
// target directory (one directory would rebuild the crate on every switch of features);
// wasm-bindgen writes the ES module glue (--target web, so the browser loads it as a plain
// module, no bundler); wasm-opt -Oz from npm's binaryen shrinks the wasm. The last two are
// skipped when the cargo output has not changed since the last run. With --dist the page's
// scripts are minified one file at a time (esbuild, no bundling: every module keeps its name and
// imports), so dist/ serves the same modules as www/, smaller. Every URL in dist/ stays relative,
// so the site can be hosted under any path.

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
import { basename, dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, UserError, cli, isMain, mustRun, note, step } from './lib.mjs';

const CRATE = 'snakes_ladders';
const PKG = join(ROOT, 'www', 'pkg');
const DIST = join(ROOT, 'dist');
const WASM_OPT = join(ROOT, 'node_modules', 'binaryen', 'bin', 'wasm-opt');

/**
 * The wasm modules built from the crate: the name wasm-bindgen gives their files in www/pkg,
 * the cargo features, and the target directory each builds in.
 */
export const MODULES = {
  core: { name: 'snakes_ladders', features: ['--no-default-features'], targetDir: join(ROOT, 'target', 'wasm-core') },
  full: { name: 'snakes_ladders_full', features: [], targetDir: join(ROOT, 'target') },
  bench: { name: 'snakes_ladders_bench', features: ['--features', 'bench'], targetDir: join(ROOT, 'target', 'wasm-bench') },
};

/** The module's wasm after wasm-bindgen (and wasm-opt), in www/pkg. */
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

/** wasm-bindgen (and wasm-opt) into www/pkg, unless www/pkg already holds this exact build. */
async function bindgen(module, { optimize }) {
  const cargoWasm = join(module.targetDir, 'wasm32-unknown-unknown', 'release', `${CRATE}.wasm`);
  const wasm = pkgWasm(module);
  const stamp = join(PKG, `.${module.name}.build-stamp`);
  const key = `${sha256(cargoWasm)} opt=${optimize}`;
  if (existsSync(wasm) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === key) {
    step(`wasm-bindgen: www/pkg/${module.name}* is up to date with the cargo output, skipped`);
    return;
  }
  step(`wasm-bindgen --target web --out-name ${module.name} --out-dir www/pkg`);
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
    step(`wasm-opt -Oz (npm binaryen): ${module.name}_bg.wasm`);
    const before = statSync(wasm).size;
    const tmp = `${wasm}.opt`;
    const started = Date.now();
    await mustRun(
      process.execPath,
      [WASM_OPT, '-Oz', ...WASM_FEATURES, wasm, '-o', tmp],
      'Build without it: node scripts/build.mjs --no-opt',
    );
    renameSync(tmp, wasm);
    note(`${kib(before)} → ${kib(statSync(wasm).size)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  writeFileSync(stamp, `${key}\n`);
}

/** Builds one module of MODULES into www/pkg. */
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
  preloadFirstLoad(DIST);
  warnAbsoluteUrls();
  note(`wrote ${relative(ROOT, DIST)}/ (${files(DIST).length} files)`);
}

/**
 * Minifies every script and stylesheet under `dir` in place, one file at a time: no bundling,
 * so module names, relative imports, `import.meta.url` and workers stay as in www/.
 */
async function minify(dir) {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
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
      out = await esbuild.transform(source, options);
    } catch (e) {
      throw new UserError(`minify: ${relative(ROOT, file)} did not parse: ${e.message}`);
    }
    writeFileSync(file, out.code);
    before += gz(Buffer.from(source));
    after += gz(Buffer.from(out.code));
  }
  note(`minified the scripts and stylesheets (esbuild): ${kib(before)} → ${kib(after)} gzipped`);
}

/**
 * Adds to dist/index.html a preload for every module and the wasm of the first load, so that
 * the browser fetches them all at once instead of one level of imports at a time (the wasm
 * last, after every module has run). The list comes from the same import graph the sizes are
 * measured on, so it cannot drift from the code.
 */
function preloadFirstLoad(siteRoot) {
  const index = join(siteRoot, 'index.html');
  const html = readFileSync(index, 'utf8');
  const links = [];
  for (const file of firstLoad(siteRoot)) {
    const href = relative(siteRoot, file).split('\\').join('/');
    if (/\.m?js$/.test(file)) links.push(`<link rel="modulepreload" href="${href}">`);
    else if (file.endsWith('.wasm')) links.push(`<link rel="preload" href="${href}" as="fetch" type="application/wasm" crossorigin>`);
  }
  const script = html.search(/<script\b[^>]*type="module"/);
  if (script < 0 || links.length === 0) return;
  writeFileSync(index, `${html.slice(0, script)}${links.join('\n  ')}\n  ${html.slice(script)}`);
  note(`index.html: ${links.length} preloads (the first load's modules and wasm)`);
}

/** Every file under `dir`, as absolute paths. */
function files(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath ?? d.path, d.name));
}

/** Root-absolute URLs ("/www/app.js") break when the site is hosted under a sub-path. */
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

/**
 * The files a browser fetches to show the page: the HTML, its scripts and stylesheets, what
 * those import statically, and the wasm the glue loads. Dynamic imports and workers load later.
 */
export function firstLoad(siteRoot) {
  const seen = new Set();
  const queue = [join(siteRoot, 'index.html')];
  const local = (url, from) => {
    if (/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(url)) return null; // other origins, data:, anchors
    const clean = url.split(/[?#]/)[0];
    const path = clean.startsWith('/') ? join(siteRoot, clean) : resolve(dirname(from), clean);
    return existsSync(path) && statSync(path).isFile() ? path : null;
  };
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const urls = [];
    if (file.endsWith('.html')) {
      for (const m of text.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi)) urls.push(m[1]);
      for (const m of text.matchAll(/<link\b[^>]*>/gi)) {
        const rel = m[0].match(/\brel\s*=\s*["']([^"']+)["']/i)?.[1] ?? '';
        const href = m[0].match(/\bhref\s*=\s*["']([^"']+)["']/i)?.[1];
        if (href && /stylesheet|modulepreload|preload/i.test(rel)) urls.push(href);
      }
    }
    if (/\.(html|m?js)$/.test(file)) {
      for (const m of text.matchAll(/\b(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']/g)) urls.push(m[1]);
      for (const m of text.matchAll(/\bimport\s*["']([^"']+)["']/g)) urls.push(m[1]);
      for (const m of text.matchAll(/new\s+URL\(\s*["']([^"']+\.wasm)["']\s*,\s*import\.meta\.url/g)) urls.push(m[1]);
    }
    if (file.endsWith('.css')) {
      for (const m of text.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/g)) urls.push(m[1]);
    }
    for (const url of urls) {
      const path = local(url, file);
      if (path && !seen.has(path)) queue.push(path);
    }
  }
  return [...seen];
}

/** Prints the wasm modules' sizes and what the first page load costs over the wire. */
export function reportSizes(siteRoot) {
  step('Sizes');
  const sizes = {};
  for (const [key, module] of Object.entries(MODULES)) {
    const wasm = join(siteRoot, relative(ROOT, pkgWasm(module)));
    if (!existsSync(wasm)) continue;
    const buf = readFileSync(wasm);
    sizes[key] = { raw: buf.length, gzip: gz(buf) };
    note(`wasm, ${key}: ${kib(buf.length)} raw, ${kib(gz(buf))} gzipped (${relative(ROOT, wasm)})`);
  }
  if (!existsSync(join(siteRoot, 'index.html'))) {
    note('first load: no index.html yet, not measured');
    return sizes;
  }
  let raw = 0;
  let zipped = 0;
  for (const file of firstLoad(siteRoot)) {
    const buf = readFileSync(file);
    raw += buf.length;
    zipped += gz(buf);
    note(`  ${relative(siteRoot, file).padEnd(40)} ${kib(buf.length).padStart(11)} ${kib(gz(buf)).padStart(11)} gz`);
  }
  sizes.firstLoadRaw = raw;
  sizes.firstLoadGzip = zipped;
  note(`first load (HTML, JS, CSS, wasm): ${kib(raw)} raw, ${kib(zipped)} gzipped`);
  note('later, when the analysis card or a worker asks: the full module and the analysis scripts');
  return sizes;
}

/**
 * Builds the page's modules into www/pkg (and the bench module with `bench`), and with `dist`
 * the static site; returns the measured sizes.
 */
export async function build({ dist = false, optimize = true, bench = false } = {}) {
  const started = Date.now();
  const wanted = [MODULES.core, MODULES.full, ...(bench ? [MODULES.bench] : [])];
  for (const module of wanted) await buildModule(module, { optimize });
  if (!optimize) note('wasm-opt: skipped (--no-opt), as `npm start` does to keep the edit-reload loop quick');
  else if (!existsSync(WASM_OPT)) note('wasm-opt: npm binaryen is not installed, skipped (run npm ci)');
  if (dist) await copyDist();
  const sizes = reportSizes(dist ? DIST : ROOT);
  note(`build took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return sizes;
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const optimize = !args.includes('--no-opt') && !process.env.SNAKES_NO_WASM_OPT;
  cli(() => build({ dist: args.includes('--dist'), optimize }));
}

// Every test the project has, in order, continuing after a failure, with a summary at the end:
//
//   1. native      cargo test --all-targets, then the doc tests
//   1b. fuzz       the fuzz targets of tests/fuzz.rs, bounded: 20,000 cases each (10^5 in all),
//                  with the count each ran printed; then the cargo-fuzz targets of fuzz/ (parsers,
//                  saved_games) for FUZZ_SECONDS each (30 by default), installing cargo-fuzz first
//   2. wasm-node   tests/web.rs, the JS boundary, compiled to wasm and run in Node
//   3. wasm-chrome the same suite in headless Chromium through chromedriver
//   4. build       npm run build (release wasm, wasm-opt, dist/), then clippy on the core and
//                  bench wasm feature sets
//   4b. unit       node --test tests/unit/: the JavaScript modules in Node (importing the package
//                  where there is no browser, the structure check's own tests), then
//                  scripts/check-structure.mjs (issue 33's structure rules, with what is allowed)
//   5. typecheck   tsc --noEmit (tsconfig.json: checkJs over www/, the widget's .d.ts, and
//                  tests/types/usage.ts, which uses the element and the JS API with their types)
//   6. e2e         cargo build --release --bin snakes (design.test.mjs's referee), then
//                  node --test tests/e2e/*.test.mjs against dist/ in headless Chromium (the
//                  package tests pack dist/package/, import it in plain Node, and build pages
//                  with Vite, VitePress, Astro, Docusaurus and React from npm, installed once
//                  into $TMPDIR/snakes-ladders-test-sites/ and kept for later runs)
//
// The last line is "N passed, N failed", counting suites; the exit code is 1 if any failed.
// `node scripts/test.mjs native e2e` runs only the suites named.

import { readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMEDRIVER, CHROMIUM, CHROMIUM_ARGS, ROOT, UserError, run, step } from './lib.mjs';
import { ensureBrowser, ensureCargoFuzz, setup } from './setup.mjs';

const MINUTE = 60_000;
const WEBDRIVER_JSON = join(ROOT, 'target', 'wasm-bindgen-test', 'webdriver.json');

/** Environment for `cargo test --target wasm32-unknown-unknown`: run the binary with wasm-bindgen. */
function wasmEnv(extra = {}) {
  const env = {
    ...process.env,
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER: 'wasm-bindgen-test-runner',
    WASM_BINDGEN_TEST_TIMEOUT: process.env.WASM_BINDGEN_TEST_TIMEOUT ?? '120',
    ...extra,
  };
  // Only one mode may be chosen; the Node run must not inherit a browser choice.
  if (!('WASM_BINDGEN_USE_BROWSER' in extra)) delete env.WASM_BINDGEN_USE_BROWSER;
  return env;
}

/** Capabilities for chromedriver: the system Chromium with the quiet flags (the runner adds headless). */
function writeWebdriverJson() {
  mkdirSync(join(ROOT, 'target', 'wasm-bindgen-test'), { recursive: true });
  const args = CHROMIUM_ARGS.filter((a) => a !== '--no-sandbox').map((a) => a.replace(/^--/, ''));
  writeFileSync(WEBDRIVER_JSON, JSON.stringify({ 'goog:chromeOptions': { binary: CHROMIUM, args } }, null, 2));
}

const WASM_TEST = ['test', '--target', 'wasm32-unknown-unknown', '--test', 'web'];

/** The coverage-guided targets of fuzz/, each seeded from fuzz/seeds/<target>. */
const FUZZ_TARGETS = ['parsers', 'saved_games'];

/**
 * Runs each cargo-fuzz target for FUZZ_SECONDS (30 by default) on the stable toolchain:
 * RUSTC_BOOTSTRAP=1 lets it take the sanitizer flags cargo-fuzz passes. libFuzzer prints
 * "Done N runs in S second(s)"; a crash stops the run, exits non-zero and leaves its input in
 * fuzz/artifacts/<target>/ (fix it, and keep the input as a test).
 */
async function runCargoFuzz() {
  await ensureCargoFuzz();
  const seconds = process.env.FUZZ_SECONDS ?? '30';
  const env = { ...process.env, RUSTC_BOOTSTRAP: '1' };
  const cwd = join(ROOT, 'fuzz');
  for (const target of FUZZ_TARGETS) {
    // The working corpus (fuzz/corpus/<target>, not committed) first: new finds are written there.
    const corpus = join(cwd, 'corpus', target);
    mkdirSync(corpus, { recursive: true });
    const args = ['fuzz', 'run', target, corpus, join(cwd, 'seeds', target), '--',
      `-max_total_time=${seconds}`, '-rss_limit_mb=2048', '-print_final_stats=1'];
    step(`RUSTC_BOOTSTRAP=1 cargo ${args.join(' ')}`);
    const code = await run('cargo', args, { cwd, env, timeoutMs: 20 * MINUTE });
    if (code !== 0) return code;
  }
  return 0;
}

/** Each suite: a name, what it runs, and how long it may take before it is stopped. */
const SUITES = [
  {
    name: 'native',
    what: 'cargo test --all-targets; cargo test --doc',
    timeoutMs: 20 * MINUTE,
    async run() {
      // The fuzz targets run briefly here and at length in their own suite below.
      const env = { ...process.env, FUZZ_CASES: '300' };
      const code = await run('cargo', ['test', '--all-targets'], { env, timeoutMs: this.timeoutMs });
      const doc = await run('cargo', ['test', '--doc'], { timeoutMs: 5 * MINUTE });
      return code || doc;
    },
  },
  {
    name: 'fuzz',
    what: 'tests/fuzz.rs, 20,000 cases per entry point; then cargo fuzz run parsers and saved_games',
    timeoutMs: 40 * MINUTE,
    async run() {
      const env = { ...process.env, FUZZ_CASES: process.env.FUZZ_CASES ?? '20000' };
      const code = await run('cargo', ['test', '--test', 'fuzz', '--', '--nocapture', '--test-threads=2'], {
        env,
        timeoutMs: 20 * MINUTE,
      });
      return (await runCargoFuzz()) || code;
    },
  },
  {
    name: 'wasm-node',
    what: 'tests/web.rs in Node (wasm-bindgen-test)',
    timeoutMs: 15 * MINUTE,
    run() {
      return run('cargo', WASM_TEST, { env: wasmEnv(), timeoutMs: this.timeoutMs });
    },
  },
  {
    name: 'wasm-chromium',
    what: 'tests/web.rs in headless Chromium (wasm-bindgen-test)',
    timeoutMs: 10 * MINUTE,
    needsBrowser: true,
    run() {
      writeWebdriverJson();
      const env = wasmEnv({
        WASM_BINDGEN_USE_BROWSER: '1',
        CHROMEDRIVER,
        WASM_BINDGEN_TEST_WEBDRIVER_JSON: WEBDRIVER_JSON,
      });
      return run('cargo', WASM_TEST, { env, timeoutMs: this.timeoutMs });
    },
  },
  {
    name: 'build',
    what: 'npm run build → dist/, and clippy on the wasm feature sets the native suite does not see',
    timeoutMs: 15 * MINUTE,
    async run() {
      const built = await run('npm', ['run', 'build'], { timeoutMs: this.timeoutMs });
      if (built !== 0) return built;
      // The page's first module (the first paint's exports alone), its core module (no analysis),
      // the element's solver module (no games), its games module, bfs mode's search module, the analysis module (no exact fraction: analysis/exact_none.rs)
      // and the benchmark module (only `npm run bench` builds it) compile code the native tests
      // never compile: lint them here, warnings denied.
      const sets = [
        [['--no-default-features'], 'wasm-paint'],
        [['--no-default-features', '--features', 'core'], 'wasm-core'],
        [['--no-default-features', '--features', 'solver'], 'wasm-solver'],
        [['--no-default-features', '--features', 'games'], 'wasm-games'],
        [['--no-default-features', '--features', 'search'], 'wasm-search'],
        [['--no-default-features', '--features', 'markov'], 'wasm-markov'],
        [['--features', 'bench'], 'wasm-bench'],
      ];
      for (const [features, dir] of sets) {
        const args = ['clippy', '--release', '--target', 'wasm32-unknown-unknown', '--lib', ...features,
          '--target-dir', join('target', dir), '--', '-D', 'warnings'];
        step(`cargo ${args.join(' ')}`);
        const code = await run('cargo', args, { timeoutMs: this.timeoutMs });
        if (code !== 0) return code;
      }
      return 0;
    },
  },
  {
    name: 'unit',
    what: 'node --test tests/unit/ (the JavaScript modules in Node, without a browser), then scripts/check-structure.mjs',
    timeoutMs: 5 * MINUTE,
    async run() {
      const dir = join(ROOT, 'tests', 'unit');
      const files = readdirSync(dir).filter((f) => /\.test\.m?js$/.test(f)).map((f) => join('tests', 'unit', f));
      const code = await run(process.execPath, ['--test', '--test-reporter=spec', ...files], { timeoutMs: this.timeoutMs });
      // The structure of issue 33: only www/core/ imports the wasm, functions and classes of a
      // readable length, no wasm-bindgen natively (what is still allowed is printed).
      step('node scripts/check-structure.mjs');
      const structure = await run(process.execPath, [join('scripts', 'check-structure.mjs')], { timeoutMs: this.timeoutMs });
      return code || structure;
    },
  },
  {
    name: 'typecheck',
    what: 'npm run typecheck: tsc --noEmit with checkJs over www/ and tests/types/ (needs the build\'s www/core/pkg/*.d.ts)',
    timeoutMs: 5 * MINUTE,
    needs: 'build',
    run() {
      return run('npm', ['run', 'typecheck'], { timeoutMs: this.timeoutMs });
    },
  },
  {
    name: 'e2e',
    what: 'node --test tests/e2e/ against dist/ in headless Chromium',
    // 23 minutes on a fresh machine (Play with others added 4); a loaded machine takes longer.
    timeoutMs: 45 * MINUTE,
    needsBrowser: true,
    needs: 'build',
    async run() {
      // design.test.mjs checks the page's numbers against the command's (target/release/snakes).
      const built = await run('cargo', ['build', '--release', '--bin', 'snakes'], { timeoutMs: this.timeoutMs });
      if (built !== 0) return built;
      const dir = join(ROOT, 'tests', 'e2e');
      const files = readdirSync(dir)
        .filter((f) => /\.test\.m?js$/.test(f))
        .map((f) => join('tests', 'e2e', f));
      if (files.length === 0) {
        console.error('no tests/e2e/*.test.mjs files');
        return 1;
      }
      return run(process.execPath, ['--test', '--test-reporter=spec', ...files], { timeoutMs: this.timeoutMs });
    },
  },
];

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((n) => !SUITES.some((s) => s.name === n));
  if (unknown.length) {
    throw new UserError(`unknown suite ${unknown.join(', ')} (expected: ${SUITES.map((s) => s.name).join(', ')})`);
  }
  const suites = only.length ? SUITES.filter((s) => only.includes(s.name)) : SUITES;
  const started = Date.now();

  await setup();
  let browserProblem = null;
  if (suites.some((s) => s.needsBrowser)) {
    try {
      await ensureBrowser();
    } catch (err) {
      if (!(err instanceof UserError)) throw err;
      browserProblem = err.message;
      console.error(`\n✗ ${err.message}\n  The suites that need a browser will fail.`);
    }
  }

  const results = [];
  for (const suite of suites) {
    const blocker =
      (suite.needsBrowser && browserProblem && 'no browser (see setup above)') ||
      (suite.needs && results.find((r) => r.name === suite.needs && !r.ok) && `${suite.needs} failed`);
    if (blocker) {
      results.push({ name: suite.name, ok: false, ms: 0, note: `not run: ${blocker}` });
      continue;
    }
    step(`[${suite.name}] ${suite.what}`);
    const t0 = Date.now();
    let code;
    try {
      code = await suite.run();
    } catch (err) {
      console.error(`✗ ${err.message}`);
      code = 1;
    }
    const ms = Date.now() - t0;
    results.push({ name: suite.name, ok: code === 0, ms, note: code === 0 ? '' : `exit code ${code}` });
    console.log(`${code === 0 ? '✓' : '✗'} [${suite.name}] ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
  }

  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log('\nSummary');
  console.log(`  ${'suite'.padEnd(15)}${'result'.padEnd(9)}${'time'.padStart(9)}  note`);
  for (const r of results) {
    console.log(`  ${r.name.padEnd(15)}${(r.ok ? 'passed' : 'FAILED').padEnd(9)}${seconds(r.ms).padStart(9)}  ${r.note}`);
  }
  console.log(`  total ${seconds(Date.now() - started)}\n`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((err) => {
  console.error(err instanceof UserError ? `\n✗ ${err.message}` : err);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
});

// `npm run bench`: the core's workloads (src/workloads.rs) natively, in wasm under Node and in
// headless Chromium, and the C++ baselines (bench/*.cpp), in one table.
//
//   node scripts/bench.mjs                         build, measure, print the table
//   node scripts/bench.mjs --only bfs,simulate     only the workloads named (C++ rows follow theirs)
//   node scripts/bench.mjs --only page             the page's load, frame and drawing times in
//                                                  Chromium (bench/page-perf.mjs, after --dist)
//   node scripts/bench.mjs --only workers          the page's simulation on 1 to N workers
//                                                  (bench/workers.mjs, after --dist)
//   node scripts/bench.mjs --only teach            frame times while the search and the token's
//                                                  spread play (scripts/bench-frames.mjs, after --dist)
//   node scripts/bench.mjs --only analyze-cli      the whole `snakes analyze` process on 10^5 and
//                                                  10^6 squares beside scipy spsolve
//                                                  (bench/analyze-cli.mjs; pip install scipy)
//   node scripts/bench.mjs --only design           the designer's live numbers: an edit to the
//                                                  frame showing them, 10 x 10 and 30 x 30
//                                                  (bench/design-live.mjs, after --dist)
//   --rounds N (3)  --samples N (5)  --no-chromium  --no-node  --no-cpp
//   --no-wasm-opt      measure the wasm as cargo and wasm-bindgen leave it (the page ships it
//                      after wasm-opt -Oz)
//   --system-malloc    run the native runners with glibc's default malloc settings
//
// The native runners (Rust and C++) run with glibc's malloc told to keep freed memory
// (GLIBC_TUNABLES below), as wasm's allocator does: wasm memory never shrinks, so a wasm run
// reuses pages already touched, while by default glibc maps big blocks afresh on every call
// and pays a page fault per 4 KiB of them. `--system-malloc` measures that default instead.
//
// Every runner answers the same line commands (benches/table.rs, bench/runner.mjs,
// bench/baselines.cpp) and times the same way: inputs built first (not timed), one warm-up
// sample, then samples of RUNS runs each, RUNS chosen on the native runner so that a sample
// takes at least 20 ms. The runners take turns: each round every runner takes SAMPLES samples
// of the row, in a rotating order, so that a burst of load from other processes spreads over
// all of them. A time is the median sample divided by RUNS.
//
// Writes target/bench/results.json and target/bench/results.md (the table and the goals, for
// BENCHMARKS.md).

import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from './build.mjs';
import { CHROMIUM, CHROMIUM_ARGS, ROOT, UserError, cli, isMain, mustRun, note, output, step } from './lib.mjs';
import { serve } from './serve.mjs';
import { ensureBrowser, setup } from './setup.mjs';

const OUT = join(ROOT, 'target', 'bench');
const BASELINES = join(OUT, 'baselines');
/** A sample takes at least this long (Chromium's clock is coarsened to 0.1 ms). */
const TARGET_SECONDS = 0.02;
const MAX_RUNS = 1 << 24;
/** The games-per-second goal of the simulation from wasm. */
const GAMES_GOAL = 5e6;
/** No mmap for big blocks and no returning memory to the system: freed memory is reused. */
const KEEP_MEMORY = 'glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=4611686018427387904';

/**
 * C++ baselines and the Rust workloads they are measured with: in the same interleaved
 * rounds, so that both see the same load. The table shows each baseline once per size, as
 * measured with the last workload of its family.
 */
const BASELINE_OF = {
  bfs: 'bfs-textbook',
  solve: 'bfs-textbook',
  'solve-ladders': 'bfs-textbook',
  simulate: 'simulate-stdlib',
  'simulate-4lanes': 'simulate-stdlib',
  'simulate-dice': 'simulate-stdlib',
};

/** A child process that answers one line per command line. */
class LineProcess {
  constructor(name, cmd, args, env = process.env) {
    this.name = name;
    this.child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiting = [];
    this.exited = new Promise((resolve) => this.child.on('exit', resolve));
    this.child.on('error', (err) => this.fail(err));
    this.child.on('exit', (code) => this.fail(new Error(`${name} runner exited (code ${code})`)));
    createInterface({ input: this.child.stdout }).on('line', (line) => this.waiting.shift()?.resolve(line));
  }

  fail(err) {
    for (const w of this.waiting.splice(0)) w.reject(err);
  }

  send(line) {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.child.stdin.write(`${line}\n`);
    });
  }

  async close() {
    this.child.stdin.end('quit\n');
    await this.exited;
  }
}

/** The words after "ok", or an error naming the runner and the command. */
async function ask(env, line) {
  const reply = await env.send(line);
  if (!reply.startsWith('ok')) throw new UserError(`${env.name}: '${line}' answered '${reply}'`);
  return reply.split(/\s+/).slice(1);
}

function median(xs) {
  const v = [...xs].sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

/** Builds the native runner and returns the path of its executable. */
async function buildNative() {
  step('cargo bench --bench table --no-run (the native runner)');
  const args = ['bench', '--bench', 'table', '--no-run', '--message-format=json-render-diagnostics'];
  const child = spawn('cargo', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let executable = null;
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      const m = JSON.parse(line);
      if (m.reason === 'compiler-artifact' && m.target?.name === 'table' && m.executable) executable = m.executable;
    } catch {
      // Not a cargo message.
    }
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0 || !executable) throw new UserError('the native benchmark runner did not build (see above)');
  note(relative(ROOT, executable));
  return executable;
}

/** Compiles the C++ baselines with g++ -O2 (x86-64-v2 on x86-64); null (and a note) without g++. */
async function buildBaselines() {
  step('g++ -O2 (-march=x86-64-v2 on x86-64) bench/baselines.cpp bench/textbook_bfs.cpp bench/stdlib_games.cpp');
  if (!output('g++', ['--version'])) {
    note('g++ not found: the C++ rows are left out (apt-get install g++)');
    return null;
  }
  const sources = ['baselines.cpp', 'textbook_bfs.cpp', 'stdlib_games.cpp'].map((f) => join('bench', f));
  // The same instruction set as the native Rust runner (.cargo/config.toml): x86-64-v2.
  const isa = process.arch === 'x64' ? ['-march=x86-64-v2'] : [];
  await mustRun('g++', ['-O2', ...isa, '-o', BASELINES, ...sources], 'The C++ baselines must compile with g++.');
  return BASELINES;
}

/** Headless Chromium on bench/index.html; resolves to a runner, or null with the reason noted. */
async function startChromium() {
  step(`headless Chromium (${CHROMIUM}) on bench/index.html`);
  try {
    await ensureBrowser();
  } catch (err) {
    note(`no Chromium: ${err.message}; the Chromium column is left out`);
    return null;
  }
  const { chromium } = await import('playwright-core');
  const site = await serve({ root: ROOT, port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROMIUM_ARGS], headless: true });
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(`${site.url}bench/index.html`);
  try {
    await page.waitForFunction(() => window.benchReady === true, null, { timeout: 60_000 });
  } catch {
    throw new UserError(`the benchmark page did not start: ${errors.join('; ') || 'no error shown'}`);
  }
  return {
    name: 'chromium',
    version: browser.version(),
    send: (line) => page.evaluate((l) => window.benchHandle(l), line),
    async close() {
      await browser.close();
      await site.close();
    },
  };
}

/**
 * Measures one row: `plan` lists each runner with its prepare command (the first runner
 * calibrates). Prepare everywhere, choose RUNS, one warm-up sample each, then `rounds` rounds
 * of `samples` samples, runners in rotating order.
 */
async function measureRow({ kind, size }, plan, { rounds, samples }) {
  const result = { kind, size, envs: {} };
  for (const { env, line } of plan) {
    const [checksum, units, memory] = await ask(env, line);
    result.envs[env.name] = { checksum: Number(checksum), units: Number(units), memory: Number(memory), samples: [] };
  }
  result.units = result.envs[plan[0].env.name].units;
  const envs = plan.map((p) => p.env);
  let runs = 1;
  for (;;) {
    const [t] = (await ask(envs[0], `run ${runs} 1`)).map(Number);
    if (t >= TARGET_SECONDS || runs >= MAX_RUNS) break;
    runs = Math.min(MAX_RUNS, Math.max(runs * 2, Math.floor((TARGET_SECONDS / Math.max(t, 1e-9)) * runs)));
  }
  result.runs = runs;
  for (const env of envs) await ask(env, `run ${runs} 1`);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < envs.length; i++) {
      const env = envs[(i + r) % envs.length];
      const times = (await ask(env, `run ${runs} ${samples}`)).map(Number);
      result.envs[env.name].samples.push(...times);
    }
  }
  for (const e of Object.values(result.envs)) {
    e.seconds = median(e.samples) / runs;
    e.fastest = Math.min(...e.samples) / runs;
  }
  return result;
}

function time(s) {
  if (s === undefined) return '';
  if (s >= 1) return `${s.toFixed(2)} s`;
  if (s >= 1e-3) return `${(s * 1e3).toFixed(2)} ms`;
  if (s >= 1e-6) return `${(s * 1e6).toFixed(2)} µs`;
  return `${(s * 1e9).toFixed(0)} ns`;
}

function count(x) {
  if (x === undefined || !Number.isFinite(x)) return '';
  if (x >= 1e9) return `${(x / 1e9).toFixed(2)} G`;
  if (x >= 1e6) return `${(x / 1e6).toFixed(2)} M`;
  if (x >= 1e3) return `${(x / 1e3).toFixed(1)} k`;
  return x.toFixed(0);
}

function ratio(a, b) {
  return a === undefined || b === undefined ? '' : `${(a / b).toFixed(2)}×`;
}

function bytes(b) {
  if (b >= 1 << 20) return `${(b / (1 << 20)).toFixed(1)} MiB`;
  if (b >= 1 << 10) return `${(b / (1 << 10)).toFixed(1)} KiB`;
  return `${b} B`;
}

/** The table's rows as cells: workload, size, native, Node, Chromium, ratios, throughputs. */
function tableCells(rows) {
  const head = ['workload', 'size', 'native', 'wasm Node', 'wasm Chromium', 'Node/native', 'Chromium/native',
    'native /s', 'Node /s', 'Chromium /s'];
  const body = rows.map((r) => {
    const native = r.envs.native ?? r.envs.cpp;
    const node = r.envs.node;
    const chrome = r.envs.chromium;
    const per = (e) => (e ? count(r.units / e.seconds) : '');
    return [
      r.kind, String(r.size), time(native?.seconds), time(node?.seconds), time(chrome?.seconds),
      ratio(node?.seconds, r.envs.native?.seconds), ratio(chrome?.seconds, r.envs.native?.seconds),
      native ? `${per(native)} ${r.unit}` : '', per(node), per(chrome),
    ];
  });
  return [head, ...body];
}

function plainTable(cells) {
  const widths = cells[0].map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  return cells
    .map((row) => row.map((c, i) => (i < 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '))
    .join('\n');
}

function markdownTable(cells) {
  const [head, ...body] = cells;
  const line = (row) => `| ${row.join(' | ')} |`;
  return [line(head), line(head.map((_, i) => (i < 1 ? '---' : '---:'))), ...body.map(line)].join('\n');
}

/** Where each goal of the issue stands, in sentences, from the measured rows. */
function goals(rows, sizes) {
  const find = (kind, size) => rows.find((r) => r.kind === kind && r.size === size);
  const lines = [];
  const engines = ['node', 'chromium'].filter((e) => rows.some((r) => r.envs[e]));
  const name = { node: 'Node', chromium: 'Chromium' };

  const bfs = (sizes.bfs ?? []).map((s) => find('bfs', s)).filter(Boolean);
  const native = bfs.filter((r) => r.envs.native);
  if (native.length) {
    const parts = native.map((r) => `${r.size}: ${engines.map((e) => `${name[e]} ${ratio(r.envs[e]?.seconds, r.envs.native.seconds)}`).join(', ')}`);
    lines.push(`- BFS wasm/native (goal ≤ 1.5×): ${parts.join('; ')}.`);
  }
  const baselined = bfs.filter((r) => r.baseline);
  if (baselined.length) {
    const parts = baselined.map((r) => {
      const t = r.baseline;
      const speedups = engines.map((e) => `${name[e]} ${ratio(t.seconds, r.envs[e]?.seconds)}`);
      return `${r.size}: ${speedups.join(', ')} (native ${ratio(t.seconds, r.envs.native?.seconds)})`;
    });
    lines.push(`- Textbook C++ time ÷ BFS time, measured in the same rounds (goal > 1×, aim 2×): ${parts.join('; ')}.`);
  }
  const solves = (sizes.solve ?? []).map((s) => find('solve', s)).filter((r) => r?.baseline);
  if (solves.length) {
    const parts = solves.map((r) => {
      const speedups = ['native', ...engines].map((e) => `${name[e] ?? e} ${ratio(r.baseline.seconds, r.envs[e]?.seconds)}`);
      return `${r.size}: ${speedups.join(', ')}`;
    });
    lines.push(`- Whole solve (minimum, path, every distance, count): textbook C++ time ÷ solve time, same rounds (goal ≥ 2×): ${parts.join('; ')}.`);
  }
  const ladders = find('solve-ladders', 1000000);
  if (ladders?.baseline) {
    const speedups = ['native', ...engines].map((e) => `${name[e] ?? e} ${ratio(ladders.baseline.seconds, ladders.envs[e]?.seconds)}`);
    lines.push(
      `- Solve as shown (minimum, path, count) on the short-minimum board (10^6 squares, express ladders, minimum ${ladders.envs.native?.checksum}):` +
        ` textbook C++ time ÷ solve time, same rounds (goal ≥ 1×): ${speedups.join(', ')}.`,
    );
  }
  for (const kind of ['solve-snakes', 'solve-snakes-chain']) {
    const r = find(kind, 1000000);
    if (r) lines.push(`- ${kind} (10^6 one-step snakes): ${['native', ...engines].map((e) => `${name[e] ?? e} ${time(r.envs[e]?.seconds)}`).join(', ')}.`);
  }
  for (const kind of ['simulate', 'simulate-4lanes', 'simulate-dice']) {
    const r = find(kind, 100);
    if (!r) continue;
    const rate = (e) => (r.envs[e] ? r.units / r.envs[e].seconds : undefined);
    const throwsPerGame = r.envs.native ? r.envs.native.checksum / r.units : undefined;
    const verdict = engines.map((e) => `${name[e]} ${count(rate(e))}/s (${rate(e) >= GAMES_GOAL ? 'met' : 'missed'})`);
    lines.push(
      `- Games per second per core, ${kind} (goal ≥ 5 M from wasm): ${verdict.join(', ')}; native ${count(rate('native'))}/s;` +
        ` ${throwsPerGame?.toFixed(1)} throws a game.`,
    );
  }
  const stdlib = find('simulate-stdlib', 100);
  if (stdlib?.envs.cpp) {
    lines.push(
      `- C++ default_random_engine + uniform_int_distribution, natively: ${count(stdlib.units / stdlib.envs.cpp.seconds)} games/s` +
        ` (${(stdlib.envs.cpp.checksum / stdlib.units).toFixed(1)} throws a game).`,
    );
  }
  const gen = (sizes.generate ?? []).map((s) => find('generate', s)).filter(Boolean);
  if (gen.length) {
    const per = (e) => gen.map((r) => (r.envs[e] ? `${((r.envs[e].seconds / r.size) * 1e9).toFixed(1)}` : '–')).join(' / ');
    lines.push(
      `- Generation, ns per square at ${gen.map((r) => r.size).join(' / ')} squares: native ${per('native')}` +
        engines.map((e) => `; ${name[e]} ${per(e)}`).join('') + '.',
    );
  }
  if (native.length) {
    const parts = native.map((r) => `${r.size}: ${(r.envs.native.memory / r.size).toFixed(1)} B/square`);
    lines.push(`- Heap allocated during one BFS run (native, peak): ${parts.join('; ')}.`);
  }
  return lines;
}

/** Machine and tool versions, for the record. */
function machine(chromium) {
  const cpuinfo = output('sh', ['-c', "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"]) ?? os.cpus()[0]?.model;
  return {
    nproc: output('nproc', []) ?? String(os.availableParallelism()),
    cpu: cpuinfo?.trim(),
    memory: `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`,
    rustc: output('rustc', ['--version']),
    node: process.version,
    chromium: chromium?.version ?? null,
    gxx: output('g++', ['--version'])?.split('\n')[0] ?? null,
    loadavg: os.loadavg().map((x) => x.toFixed(2)).join(' '),
  };
}

function parseArgs(argv) {
  const opts = { rounds: 3, samples: 5, only: null, chromium: true, node: true, cpp: true, wasmOpt: true, keepMemory: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new UserError(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--rounds') opts.rounds = Number(value());
    else if (a === '--samples') opts.samples = Number(value());
    else if (a === '--only') opts.only = value().split(',');
    else if (a === '--no-chromium') opts.chromium = false;
    else if (a === '--no-node') opts.node = false;
    else if (a === '--no-cpp') opts.cpp = false;
    else if (a === '--no-wasm-opt') opts.wasmOpt = false;
    else if (a === '--system-malloc') opts.keepMemory = false;
    else throw new UserError(`unknown option ${a} (expected --only, --rounds, --samples, --no-chromium, --no-node, --no-cpp, --no-wasm-opt or --system-malloc)`);
  }
  if (!(opts.rounds >= 1 && opts.samples >= 1)) throw new UserError('--rounds and --samples must be at least 1');
  return opts;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const started = Date.now();
  // The page is not a core workload: it has its own runner, on the built site.
  if (opts.only?.includes('page')) {
    const { runPageBench } = await import('../bench/page-perf.mjs');
    step('the page in headless Chromium (bench/page-perf.mjs)');
    await runPageBench({ build: true });
    opts.only = opts.only.filter((k) => k !== 'page');
    if (opts.only.length === 0) return;
  }
  // And the frame times of the teaching views (issue 15), on the built site.
  if (opts.only?.includes('teach')) {
    const { runFramesBench } = await import('./bench-frames.mjs');
    await build({ dist: true });
    step('frame times while the teaching views play (scripts/bench-frames.mjs)');
    await runFramesBench();
    opts.only = opts.only.filter((k) => k !== 'teach');
    if (opts.only.length === 0) return;
  }
  // So are the designer's live numbers (after the page's build).
  if (opts.only?.includes('design')) {
    const { runDesignBench } = await import('../bench/design-live.mjs');
    await build({ dist: true });
    step("the designer's live numbers in headless Chromium (bench/design-live.mjs)");
    await runDesignBench();
    opts.only = opts.only.filter((k) => k !== 'design');
    if (opts.only.length === 0) return;
  }
  // So is the scaling of the page's simulation over its workers (after the page's build).
  if (opts.only?.includes('workers')) {
    const { runWorkersBench } = await import('../bench/workers.mjs');
    await build({ dist: true });
    step('the simulation over 1 to N workers in headless Chromium (bench/workers.mjs)');
    await runWorkersBench();
    opts.only = opts.only.filter((k) => k !== 'workers');
    if (opts.only.length === 0) return;
  }
  // So is the whole `snakes analyze` process beside scipy's spsolve (issue 34).
  if (opts.only?.includes('analyze-cli')) {
    const { runAnalyzeCliBench } = await import('../bench/analyze-cli.mjs');
    await mustRun('cargo', ['build', '--release', '--bin', 'snakes']);
    step('snakes analyze on 10^5 and 10^6 squares beside scipy spsolve (bench/analyze-cli.mjs)');
    await runAnalyzeCliBench();
    opts.only = opts.only.filter((k) => k !== 'analyze-cli');
    if (opts.only.length === 0) return;
  }
  mkdirSync(OUT, { recursive: true });
  await setup();
  const nativeExe = await buildNative();
  const sizes = await build({ optimize: opts.wasmOpt, bench: true });
  const baselines = opts.cpp ? await buildBaselines() : null;

  const envs = [];
  const nativeEnv = opts.keepMemory ? { ...process.env, GLIBC_TUNABLES: KEEP_MEMORY } : process.env;
  const native = new LineProcess('native', nativeExe, ['--serve'], nativeEnv);
  envs.push(native);
  const node = opts.node ? new LineProcess('node', process.execPath, [join(ROOT, 'bench', 'node-env.mjs')]) : null;
  if (node) envs.push(node);
  const chromium = opts.chromium ? await startChromium() : null;
  if (chromium) envs.push(chromium);
  const cpp = baselines ? new LineProcess('cpp', baselines, [], nativeEnv) : null;
  const info = machine(chromium);
  info.loadavgStart = info.loadavg;

  const kinds = (await ask(native, 'list')).map((item) => {
    const [kind, unit, list] = item.split(':');
    return { kind, unit, sizes: list.split(',').map(Number) };
  });
  const wanted = kinds.filter((k) => !opts.only || opts.only.includes(k.kind));
  if (wanted.length === 0) throw new UserError(`--only names no workload (there are ${kinds.map((k) => k.kind).join(', ')})`);
  const sizeOf = Object.fromEntries(kinds.map((k) => [k.kind, k.sizes]));

  step(`measuring: ${envs.map((e) => e.name).join(', ')}${cpp ? ', cpp' : ''}; ${opts.rounds} rounds × ${opts.samples} samples each`);
  const rows = [];
  const dumped = new Set();
  for (const { kind, unit, sizes: list } of wanted) {
    const baseline = cpp ? BASELINE_OF[kind] : undefined;
    const measured = [];
    for (const size of list) {
      const plan = envs.map((env) => ({ env, line: `prepare ${kind} ${size}` }));
      if (baseline === 'bfs-textbook') {
        // The BFS boards, or a workload's own (solve-ladders: the express board).
        const own = kind === 'solve-ladders';
        const board = join(OUT, own ? `board-${kind}-${size}.txt` : `board-${size}.txt`);
        if (!dumped.has(board)) await ask(native, own ? `dump ${kind} ${size} ${board}` : `dump ${size} ${board}`);
        dumped.add(board);
        plan.push({ env: cpp, line: `prepare bfs-textbook ${size} ${board}` });
      } else if (baseline) {
        plan.push({ env: cpp, line: `prepare ${baseline} ${size}` });
      }
      const row = await measureRow({ kind, size }, plan, opts);
      row.unit = unit;
      if (baseline) {
        row.baseline = { kind: baseline, ...row.envs.cpp };
        delete row.envs.cpp;
        if (baseline === 'bfs-textbook' && row.baseline.checksum !== row.envs.native.checksum) {
          console.warn(`  ⚠ textbook BFS at ${size} found ${row.baseline.checksum} throws, ${kind} ${row.envs.native.checksum}`);
        }
      }
      const sums = new Set(Object.values(row.envs).map((e) => e.checksum));
      const agree = kind === 'analyze' ? Math.max(...sums) - Math.min(...sums) <= 2 : sums.size === 1;
      if (!agree) console.warn(`  ⚠ ${kind} ${size}: the runners disagree: ${JSON.stringify(Object.fromEntries(Object.entries(row.envs).map(([k, e]) => [k, e.checksum])))}`);
      note(
        `${kind} ${size}: ${Object.entries(row.envs).map(([k, e]) => `${k} ${time(e.seconds)}`).join(', ')}` +
          (row.baseline ? `; ${baseline} ${time(row.baseline.seconds)}` : ''),
      );
      rows.push(row);
      measured.push(row);
    }
    // After the last workload of a family, its baseline's rows, as measured with it (and after
    // each workload when they differ in sizes: the bfs family's textbook rows with bfs and with
    // solve).
    const family = wanted.filter((k) => BASELINE_OF[k.kind] === baseline);
    const sameSizes = family.every((k) => k.sizes.join() === family[0].sizes.join());
    if (baseline && (!sameSizes || family.at(-1).kind === kind)) {
      const label = sameSizes ? baseline : `${baseline} (with ${kind})`;
      for (const r of measured) {
        rows.push({ kind: label, size: r.size, unit, units: r.baseline.units, envs: { cpp: r.baseline }, with: kind });
      }
    }
  }

  for (const env of [...envs, cpp].filter(Boolean)) await env.close();
  info.loadavgEnd = os.loadavg().map((x) => x.toFixed(2)).join(' ');
  delete info.loadavg;

  const cells = tableCells(rows);
  const goalLines = goals(rows, { bfs: sizeOf.bfs, solve: sizeOf.solve, generate: sizeOf.generate });
  const memory = rows
    .filter((r) => r.envs.node || r.envs.chromium)
    .map((r) => `${r.kind} ${r.size}: ${['node', 'chromium'].filter((e) => r.envs[e]).map((e) => `${e} ${bytes(r.envs[e].memory)}`).join(', ')}`);
  const sized = (m) => (sizes[m] ? `${m} ${bytes(sizes[m].raw)} raw, ${bytes(sizes[m].gzip)} gzipped` : null);
  const wasmSize = sizes.core
    ? `wasm (www/core/pkg, ${opts.wasmOpt ? 'after wasm-opt -Oz' : 'without wasm-opt'}): ${['core', 'full', 'bench'].map(sized).filter(Boolean).join('; ')}`
    : 'wasm size not measured';
  const method =
    `Median of ${opts.rounds * opts.samples} samples per runner (${opts.rounds} interleaved rounds of ${opts.samples}), ` +
    `each sample ≥ ${TARGET_SECONDS * 1000} ms on the native runner, after one warm-up sample; one thread each. ` +
    (opts.keepMemory
      ? 'Native runners with glibc malloc keeping freed memory, as wasm does (GLIBC_TUNABLES=' + KEEP_MEMORY + ').'
      : 'Native runners with glibc malloc defaults.');

  step('Results');
  console.log(`\n${plainTable(cells)}\n`);
  console.log(method);
  console.log(`${wasmSize}\n`);
  for (const l of goalLines) console.log(l);
  console.log(`\nMachine: ${info.nproc} cores, ${info.cpu}, ${info.memory}; ${info.rustc}; node ${info.node}; Chromium ${info.chromium ?? '–'}; ${info.gxx ?? 'no g++'}`);
  console.log(`Load average at start ${info.loadavgStart}, at end ${info.loadavgEnd} (other processes share the cores).`);

  const md = [
    markdownTable(cells),
    '',
    method,
    '',
    wasmSize,
    '',
    ...goalLines,
    '',
    'Wasm linear memory after each row (the high-water mark; it never shrinks):',
    '',
    ...memory.map((m) => `- ${m}`),
    '',
    `Machine: ${info.nproc} cores, ${info.cpu}, ${info.memory}; ${info.rustc}; node ${info.node}; ` +
      `Chromium ${info.chromium ?? '–'}; ${info.gxx ?? 'no g++'}. Load average at start ${info.loadavgStart}, at end ${info.loadavgEnd}.`,
  ].join('\n');
  writeFileSync(join(OUT, 'results.md'), `${md}\n`);
  writeFileSync(join(OUT, 'results.json'), `${JSON.stringify({ machine: info, sizes, method, rows }, null, 2)}\n`);
  note(`wrote ${relative(ROOT, join(OUT, 'results.json'))} and results.md in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (isMain(import.meta.url)) cli(main);

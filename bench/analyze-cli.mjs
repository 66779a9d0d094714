// The whole `snakes analyze --json` process on big boards, beside scipy's sparse direct solver
// (bench/spsolve.py) on the same system in the same run (issue 34).
//
// Boards: `snakes generate --size N --snakes N/20 --ladders N/20 --seed 1` (10% of the squares
// start a jump, uniformly random ends), analysed under "stay" (start off the board, d6, single
// jumps). For each size, in alternating order, the CLI runs --runs times and spsolve --sp-runs
// times; a time is the median wall time of the whole process (reading the board included).
// The two expectations must agree to 1e-9, and the CLI must prove its own to 1e-9.
//
//   cargo build --release --bin snakes && node bench/analyze-cli.mjs
//   node scripts/bench.mjs --only analyze-cli
//   PYTHON=venv/bin/python CARGO_TARGET_DIR=... node bench/analyze-cli.mjs   (scipy in a venv)
//   --sizes 100000,1000000   --runs N (5)   --sp-runs N (1)
//   --sp-max N (200000)      spsolve only up to this size (at 10^6 its fill needs tens of GB)
//
// Writes target/bench/analyze-cli.json. A benchmark, not a test: quote the ratio.

import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ROOT, UserError, cli, isMain } from '../scripts/lib.mjs';

const OUT = join(ROOT, 'target', 'bench');
// The build cargo made: CARGO_TARGET_DIR when set, as cargo itself reads it.
const SNAKES = join(process.env.CARGO_TARGET_DIR || join(ROOT, 'target'), 'release', 'snakes');
// The Python with scipy: PYTHON when set (a virtual environment's), else python3.
const PYTHON = process.env.PYTHON || 'python3';

function parseArgs(argv) {
  const opts = { sizes: [100_000, 1_000_000], runs: 5, spRuns: 1, spMax: 200_000 };
  for (let i = 0; i < argv.length; i++) {
    const value = () => {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v < 1) throw new UserError(`${argv[i - 1]} needs a whole number above 0`);
      return v;
    };
    if (argv[i] === '--sizes') opts.sizes = String(argv[++i]).split(',').map(Number);
    else if (argv[i] === '--runs') opts.runs = value();
    else if (argv[i] === '--sp-runs') opts.spRuns = value();
    else if (argv[i] === '--sp-max') opts.spMax = value();
    else throw new UserError(`unknown option '${argv[i]}' (see the comment at the top of bench/analyze-cli.mjs)`);
  }
  return opts;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Runs a command to its end; its stdout and wall seconds. */
function timed(cmd, args) {
  const start = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 30 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (r.error) throw new UserError(`${cmd}: ${r.error.message}`);
  if (r.status !== 0) throw new UserError(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { stdout: r.stdout, seconds };
}

function board(size) {
  const file = join(OUT, `analyze-cli-${size}.txt`);
  const jumps = String(size / 20);
  const { stdout } = timed(SNAKES, ['generate', '--size', String(size), '--snakes', jumps, '--ladders', jumps, '--seed', '1']);
  writeFileSync(file, stdout);
  return file;
}

function runCli(file) {
  const { stdout, seconds } = timed(SNAKES, ['analyze', '--overshoot', 'stay', '--json', file]);
  const r = JSON.parse(stdout);
  return { seconds, expected: r.expected_turns, bound: r.solver.relative_error_bound, method: r.solver.method };
}

function runSpsolve(file) {
  const { stdout, seconds } = timed(PYTHON, [join(ROOT, 'bench', 'spsolve.py'), file]);
  return { seconds, expected: Number(stdout.trim().split(/\s+/)[0]) };
}

export async function runAnalyzeCliBench(argv = []) {
  const opts = parseArgs(argv);
  mkdirSync(OUT, { recursive: true });
  const load = [os.loadavg()[0]];
  const rows = [];
  for (const size of opts.sizes) {
    const file = board(size);
    const ours = [];
    const theirs = [];
    const withScipy = size <= opts.spMax;
    const rounds = Math.max(opts.runs, withScipy ? opts.spRuns : 0);
    for (let round = 0; round < rounds; round++) {
      // Alternate who goes first, so that a burst of load falls on both.
      const order = round % 2 ? ['sp', 'cli'] : ['cli', 'sp'];
      for (const who of order) {
        if (who === 'cli' && ours.length < opts.runs) ours.push(runCli(file));
        if (who === 'sp' && withScipy && theirs.length < opts.spRuns) theirs.push(runSpsolve(file));
      }
    }
    const e = ours[0].expected;
    const row = {
      size,
      cliSeconds: median(ours.map((r) => r.seconds)),
      cliRuns: ours.map((r) => r.seconds),
      method: ours[0].method,
      provenRelative: ours[0].bound,
      expected: e,
    };
    if (!(ours[0].bound <= 1e-9)) throw new UserError(`${size}: the CLI proved only ${ours[0].bound}`);
    if (withScipy) {
      row.spsolveSeconds = median(theirs.map((r) => r.seconds));
      row.spsolveRuns = theirs.map((r) => r.seconds);
      row.spsolveExpected = theirs[0].expected;
      row.agreement = Math.abs(theirs[0].expected - e) / e;
      row.ratio = row.spsolveSeconds / row.cliSeconds;
      if (!(row.agreement <= 1e-9)) throw new UserError(`${size}: spsolve says ${theirs[0].expected}, the CLI ${e}`);
    }
    rows.push(row);
  }
  load.push(os.loadavg()[0]);
  console.log(`\nsnakes analyze --json (whole process) beside scipy spsolve, load average ${load.map((x) => x.toFixed(2)).join(' → ')}`);
  console.log('| size | snakes analyze | proven to | spsolve | spsolve/snakes | agreement |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const sp = r.spsolveSeconds === undefined ? 'not run' : `${r.spsolveSeconds.toFixed(2)} s`;
    const ratio = r.ratio === undefined ? '' : `${r.ratio.toFixed(0)}×`;
    const agree = r.agreement === undefined ? '' : r.agreement.toExponential(1);
    console.log(`| ${r.size} | ${r.cliSeconds.toFixed(3)} s (${r.method}) | ${r.provenRelative.toExponential(1)} | ${sp} | ${ratio} | ${agree} |`);
  }
  writeFileSync(join(OUT, 'analyze-cli.json'), JSON.stringify({ loadavg: load, rows }, null, 2));
  console.log(`wrote ${join('target', 'bench', 'analyze-cli.json')}`);
  return rows;
}

if (isMain(import.meta.url)) cli(() => runAnalyzeCliBench(process.argv.slice(2)));

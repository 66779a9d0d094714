// Times the page's core module solving a board of 10^6 squares in Node: `Board.solve` (the
// fewest throws, a path, every distance and the count of optimal sequences), as the page's
// solve button asks for it. With two module folders it alternates between them run by run, so
// that both see the same machine load, and prints each one's median and their ratio: the check
// that a change to how the core module is built (its exports, its optimization) does not slow
// the solve.
//
//   node bench/core-solve.mjs [--runs N] [DIR ...]
//
// Each DIR holds snakes_ladders.js and snakes_ladders_bg.wasm as the build writes them
// (default: www/core/pkg, after `npm run build`). The board: 10^6 squares, a tenth of them starting
// a jump (ladders 95 up and snakes 45 down, alternately), deterministic.

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const SIZE = 1_000_000;

/** The board's jumps, flat: every tenth square from 55 (55, 65, ...) starts one; none ends on a start. */
function jumps() {
  const flat = [];
  for (let k = 1, from = 55; from < SIZE - 100; k++, from += 10) {
    flat.push(from, k % 2 ? from + 95 : from - 45);
  }
  return Uint32Array.from(flat);
}

async function load(dir) {
  const glue = await import(pathToFileURL(join(dir, 'snakes_ladders.js')).href);
  await glue.default({ module_or_path: readFileSync(join(dir, 'snakes_ladders_bg.wasm')) });
  return glue;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main(argv) {
  let runs = 15;
  const dirs = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') runs = Number(argv[++i]);
    else dirs.push(resolve(argv[i]));
  }
  if (dirs.length === 0) dirs.push(resolve('www/core/pkg'));
  const flat = jumps();
  const subjects = [];
  for (const dir of dirs) {
    const core = await load(dir);
    const board = new core.Board(SIZE, flat);
    const first = board.solve(null, null); // warm-up, and the answer the others must agree on
    subjects.push({ dir, board, min: first.minThrows, times: [] });
  }
  if (new Set(subjects.map((s) => s.min)).size !== 1) {
    throw new Error(`the modules disagree on the fewest throws: ${subjects.map((s) => s.min).join(' vs ')}`);
  }
  for (let r = 0; r < runs; r++) {
    for (const s of subjects) {
      const t0 = performance.now();
      s.board.solve(null, null);
      s.times.push(performance.now() - t0);
    }
  }
  const load1 = loadavg()[0].toFixed(2);
  console.log(`Board.solve on ${SIZE} squares (${flat.length / 2} jumps, fewest throws ${subjects[0].min}), ${runs} runs each, alternating; load ${load1}`);
  for (const s of subjects) {
    const m = median(s.times);
    console.log(`  ${s.dir}: median ${m.toFixed(2)} ms (min ${Math.min(...s.times).toFixed(2)}, max ${Math.max(...s.times).toFixed(2)})`);
  }
  if (subjects.length > 1) {
    const base = median(subjects[0].times);
    for (const s of subjects.slice(1)) console.log(`  ${s.dir} / first: ${(median(s.times) / base).toFixed(3)}×`);
  }
}

await main(process.argv.slice(2));

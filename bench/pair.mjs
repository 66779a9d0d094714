// Two builds of the wasm benchmark module, A and B, measured in one Node process, their samples
// alternating (B A, A B, B A, …): the ratio B ÷ A of each adjacent pair, and the median of those
// ratios, for telling apart changes of a few per cent on a machine whose speed drifts.
//
//   node bench/pair.mjs DIR_A DIR_B [KIND] [SIZE] [PAIRS]     (solve 10000000 40 by default)
//
// Each DIR holds a wasm-bindgen `--target web` output named snakes_ladders_bench (the cargo
// feature `bench`), for instance:
//
//   cargo build --release --target wasm32-unknown-unknown --lib --features bench --target-dir target/wasm-pair
//   wasm-bindgen --target web --out-name snakes_ladders_bench --out-dir target/pair/a \
//     target/wasm-pair/wasm32-unknown-unknown/release/snakes_ladders.wasm
//
// (without the `wasm-opt -Oz` that `npm run bench` gives its module; run it on both, or on
// neither, before comparing).
//
// Why pairs: on the shared machines this project is measured on, the same solve in one process
// took 96 to 255 ms in bursts two seconds apart, so that separate runs of two builds compare
// the machine's moments as much as the builds. Adjacent samples share the moment. The same
// build against itself gives medians of 0.96 to 1.02 here (four runs): a change smaller than
// that does not show.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRunner } from './runner.mjs';

const [dirA, dirB, kind = 'solve', size = '10000000', pairs = '40'] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node bench/pair.mjs DIR_A DIR_B [KIND] [SIZE] [PAIRS]');
  process.exit(2);
}

/** The module in `dir`, prepared for the workload and warmed up: a line-command handler. */
async function load(dir) {
  const base = pathToFileURL(`${resolve(dir)}/`);
  const mod = await import(new URL('snakes_ladders_bench.js', base).href);
  const exports = await mod.default({ module_or_path: readFileSync(new URL('snakes_ladders_bench_bg.wasm', base)) });
  const handle = createRunner({ BenchWorkload: mod.BenchWorkload, memory: exports.memory });
  const checksum = handle(`prepare ${kind} ${size}`).split(' ')[1];
  handle('run 1 2');
  return { handle, checksum };
}

const a = await load(dirA);
const b = await load(dirB);
if (a.checksum !== b.checksum) console.warn(`⚠ the builds disagree: checksum ${a.checksum} against ${b.checksum}`);
/** One sample's seconds; a reply other than "ok" stops the run. */
function sample(m) {
  const reply = m.handle('run 1 1');
  if (!reply.startsWith('ok ')) throw new Error(`the runner answered '${reply}'`);
  return Number(reply.split(' ')[1]);
}
const times = { a: [], b: [] };
const ratios = [];
for (let i = 0; i < Number(pairs); i++) {
  // Each build goes first in every other pair.
  const [x, y] = i % 2 ? ['a', 'b'] : ['b', 'a'];
  times[x].push(sample(x === 'a' ? a : b));
  times[y].push(sample(y === 'a' ? a : b));
  ratios.push(times.b.at(-1) / times.a.at(-1));
}
const sorted = (v) => [...v].sort((p, q) => p - q);
const median = (v) => sorted(v)[v.length >> 1];
const ms = (s) => `${(s * 1000).toFixed(2)} ms`;
const r = sorted(ratios);
console.log(`${kind} ${size}, ${pairs} pairs: A ${ms(median(times.a))}, B ${ms(median(times.b))} (medians)`);
console.log(`B ÷ A per pair: median ${median(ratios).toFixed(3)}, quartiles ${r[r.length >> 2].toFixed(3)} to ${r[(3 * r.length) >> 2].toFixed(3)}`);

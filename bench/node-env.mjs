// The benchmark runner in Node: loads the bench build of the wasm (www/core/pkg/snakes_ladders_bench*,
// the page's full module plus the benchmark exports, built with the same release profile and
// wasm-opt as the page's modules) and answers the commands of bench/runner.mjs, one per line on
// stdin, one reply per line on stdout.
// Started by scripts/bench.mjs.

import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import init, { BenchWorkload } from '../www/core/pkg/snakes_ladders_bench.js';
import { createRunner } from './runner.mjs';

const bytes = readFileSync(new URL('../www/core/pkg/snakes_ladders_bench_bg.wasm', import.meta.url));
const exports = await init({ module_or_path: bytes });
const handle = createRunner({ BenchWorkload, memory: exports.memory });

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === 'quit') break;
  process.stdout.write(`${handle(line)}\n`);
}

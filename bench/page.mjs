// The benchmark runner in Chromium: loads the bench build of the wasm (see node-env.mjs) and exposes the commands of
// bench/runner.mjs as window.benchHandle(line) for scripts/bench.mjs to call.

import init, { BenchWorkload } from '../www/core/pkg/snakes_ladders_bench.js';
import { createRunner } from './runner.mjs';

const exports = await init();
window.benchHandle = createRunner({ BenchWorkload, memory: exports.memory });
window.benchReady = true;

// The benchmark runner in Chromium: loads the page's wasm build and exposes the commands of
// bench/runner.mjs as window.benchHandle(line) for scripts/bench.mjs to call.

import init, { BenchWorkload } from '../www/pkg/snakes_ladders.js';
import { createRunner } from './runner.mjs';

const exports = await init();
window.benchHandle = createRunner({ BenchWorkload, memory: exports.memory });
window.benchReady = true;

// The analysis worker: a module Web Worker that runs the core's long computations off the page's
// main thread. work-pool.js starts one per core and hands each a job at a time.
//
//   new Worker(new URL("./worker.js", import.meta.url), { type: "module" })
//
// It runs the full build of the core (the page's own module leaves the analysis out), which the
// pool fetches and compiles once and sends as the first message, { job: "module", module }
// (or { job: "module", error }); jobs wait for it. Everything is loaded by URLs relative to the
// modules, so it works from dist/ under any sub-path and under a strict CSP (`script-src 'self'
// 'wasm-unsafe-eval'`).
//
// Messages in:  { id, job: "analyze" | "simulate", board: <board as JSON text>, rules, ... }
//   analyze:  { options: {players, knockOff}, overlay: bool }
//             → { report: board.analyze(...) (absent numbers as null), expected: Float64Array | null }
//   simulate: { options: {players, knockOff, sixesAgain, threeSixesEnd, seed}, first, count }
//             → { sums: board.simulateChunk(...) text, first, count }
// Messages out: { id, ok: true, result } or { id, ok: false, error: "message" }.
// A job cannot be interrupted from inside; the pool cancels by terminating the worker.

import init, * as core from "./pkg/snakes_ladders_full.js";

/** Settled by the pool's first message: the compiled full build to instantiate, or why not. */
let provide;
const ready = new Promise((resolve, reject) => { provide = { resolve, reject }; });
ready.catch(() => {}); // the jobs that await it report the failure

/** The last board read, kept while jobs keep naming the same text (a simulation's chunks). */
let cached = { text: null, board: null };

function boardFor(text) {
  if (cached.text !== text) {
    cached.board?.free();
    cached = { text: null, board: null }; // a text that does not parse leaves nothing cached
    cached = { text, board: core.Board.parse(text, "json") };
  }
  return cached.board;
}

/** The report's optional fields: the core leaves "none" undefined; the page reads null. */
const OPTIONAL = ["min_throws", "expected_turns", "expected_turns_exact", "median_turns", "mode_turns", "p90_turns",
  "p25_turns", "p75_turns", "p95_turns", "win_probability", "win_probability_bounds", "expected_rounds", "expected_game_turns", "knock_off"];

const JOBS = {
  analyze({ board, rules, options, overlay }) {
    const b = boardFor(board);
    const report = b.analyze(rules, { ...options, exact: false });
    for (const k of OPTIONAL) report[k] ??= null;
    if (report.knock_off) for (const k of ["expected_game_turns", "expected_rounds", "simulation"]) report.knock_off[k] ??= null;
    const expected = overlay ? b.expectedTurns(rules) : null;
    return { result: { report, expected }, transfer: expected ? [expected.buffer] : [] };
  },
  simulate({ board, rules, options, first, count }) {
    const sums = boardFor(board).simulateChunk(rules, options, first, count);
    return { result: { sums, first, count }, transfer: [] };
  },
};

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.job === "module") {
    if (msg.module) init({ module_or_path: msg.module }).then(provide.resolve, provide.reject);
    else provide.reject(new Error(msg.error));
    return;
  }
  try {
    await ready;
    const job = JOBS[msg.job];
    if (!job) throw new Error(`unknown job '${msg.job}'`);
    const { result, transfer } = job(msg);
    self.postMessage({ id: msg.id, ok: true, result }, transfer);
  } catch (e) {
    self.postMessage({ id: msg.id, ok: false, error: String(e && e.message ? e.message : e) });
  }
};

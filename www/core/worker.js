// The analysis worker: a module Web Worker that runs the core's long computations off the page's
// main thread. work-pool.js starts one per core and hands each a job at a time.
//
//   new Worker(new URL("./worker.js", import.meta.url), { type: "module" })
//
// It runs two builds of the core, each instantiated the first time a job needs it: the analysis
// module (snakes_ladders_markov: the core's exports but games, and the analysis, without the
// exact fraction) for most jobs, the full module for what only it has (work-pool.js FULL_JOBS: another
// format, the world builder, the recorded search). The pool fetches and compiles each once and
// sends it as a message, { job: "module", kind: "markov" | "full", module } (or { ..., error }),
// before the first job that needs it; each job names its module (`kind`) and waits for it.
// Everything is loaded by URLs relative to the
// modules, so it works from dist/ under any sub-path and under a strict CSP (`script-src 'self'
// 'wasm-unsafe-eval'`).
//
// Messages in:  { id, job: "analyze" | "simulate", board: <board as native text>, rules, ... }
//   analyze:  { options: {players, knockOff}, overlay: bool }
//             → { report: board.analyze(...) (absent numbers as null), expected: Float64Array | null }
//   simulate: { options: {players, knockOff, sixesAgain, threeSixesEnd, seed}, first, count }
//             → { sums: board.simulateChunk(...) text, first, count }
//   occupancy: { maxThrows, until }
//             → { size, throws, until, probabilities: Float64Array ((throws + 1) rows of size + 1),
//                 finished: Float64Array, mostLikely: Int32Array (-1: every game over) }: where
//                 one token is after each throw (board.occupancySteps), from t = 0 until `until`
//                 of games are over or maxThrows (spread-view.js picks both)
//   design:   { text: the board in the native format, rules } (the designer's live numbers)
//             → { report: board.analyze(rules, {players: 2}) }
//   jump-values: { text, rules } → { values: board.jumpValues(rules) }
//   generate: { options } (no board) → { text: the native text, seed, packed: the board as
//             parsePacked gives it } of Board.generate(options) (off-thread.js generatedBoard)
//   solve:    { size, jumps: Uint32Array [from, to, ...], options: {randomness, seed}, distances }
//             → board.solvePacked(rules, options): the path packed four numbers a throw, sent
//               with its buffers transferred (a 10^6-square board's path is 166,667 throws);
//               without its distances when `distances` is false (the asker has them: the core
//               finds them by a search over the whole board when they are first read)
//   parse:    { text, format, maxLinked }
//             → { linked: the text's length in a link, packed: board.parsePacked(text, format)
//               (absent when linked > maxLinked: the page refuses the text unread) }, for texts
//               whose reading would hold the page (58,000 LeetCode grids take a second or more)
//   answers:  { format, sizes, columns, ends, jumps (packed as parsePacked gives them), unreachable }
//             → { answers: each board's fewest throws under the rules as text, `unreachable`
//               when the end cannot be reached, or the core's message }
//   distances: { size, jumps } → board.distances(rules), transferred (a 10^6-square board's)
//   trace:    { size, jumps: Uint32Array [from, to, ...], options: {randomness, seed, limit} }
//             → board.bfsTrace(rules, options) with its path packed four numbers a throw as
//               `steps` (no `path`), every array's buffer transferred (off-thread.js unpackTrace
//               reads it back): a 10^6-square board's search, 100 ms or more on the page
// Messages out: { id, ok: true, result } or { id, ok: false, error: "message" }.
// A job cannot be interrupted from inside; the pool cancels by terminating the worker.

import { withNulls } from "./off-thread.js";
import * as markovGlue from "./pkg/snakes_ladders_markov.js";
import * as fullGlue from "./pkg/snakes_ladders_full.js";

/**
 * Each module's glue (JavaScript only: its wasm is instantiated when the pool hands it over).
 * Imported statically: a worker with a dynamic import is split into chunks, and Vite, which
 * bundles a package's workers as IIFE by default, refuses a worker that splits ("UMD and IIFE
 * output formats are not supported for code-splitting builds": the package tests' Vite, React,
 * VitePress and Astro sites). The cost is the other glue's 11 KB gzipped in the worker.
 */
const GLUE = {
  markov: () => Promise.resolve(markovGlue),
  full: () => Promise.resolve(fullGlue),
};

/** Each module's glue once instantiated (settled by the pool's message), by kind. */
const modules = new Map();

/** The promise for `kind`'s glue, made the first time a job or the pool's message names it. */
function moduleOf(kind) {
  let entry = modules.get(kind);
  if (!entry) {
    if (!(kind in GLUE)) throw new Error(`unknown module '${kind}'`);
    let provide;
    const ready = new Promise((resolve, reject) => { provide = { resolve, reject }; });
    ready.catch(() => {}); // the jobs that await it report the failure
    entry = { ready, provide };
    modules.set(kind, entry);
  }
  return entry;
}

/** The last board read, kept while jobs keep naming the same text (a simulation's chunks). */
let cached = { text: null, core: null, board: null };

function boardFor(core, text, format = "native") {
  if (cached.text !== text || cached.core !== core) {
    cached.board?.free();
    cached = { text: null, core: null, board: null }; // a text that does not parse leaves nothing cached
    cached = { text, core, board: core.Board.parse(text, format) };
  }
  return cached.board;
}

/** A path of step objects packed four numbers a throw (`from, roll, landed, to`), as solvePacked packs it. */
function packSteps(path) {
  const steps = new Uint32Array(4 * path.length);
  path.forEach((st, i) => steps.set([st.from, st.roll, st.landed, st.to], 4 * i));
  return steps;
}

const JOBS = {
  analyze({ board, rules, options, overlay }, core) {
    const b = boardFor(core, board);
    const report = withNulls(b.analyze(rules, { ...options, exact: false }));
    const expected = overlay ? b.expectedTurns(rules) : null;
    return { result: { report, expected }, transfer: expected ? [expected.buffer] : [] };
  },
  occupancy({ board, rules, maxThrows, until }, core) {
    const b = boardFor(core, board);
    const steps = b.occupancySteps(rules);
    try {
      const size = b.size, row = size + 1;
      const rows = [steps.probabilities()], finished = [steps.finished], likely = [steps.mostLikely ?? -1];
      while (steps.throws < maxThrows && steps.finished < until) {
        steps.step();
        rows.push(steps.probabilities());
        finished.push(steps.finished);
        likely.push(steps.mostLikely ?? -1);
      }
      const probabilities = new Float64Array(rows.length * row);
      rows.forEach((r, t) => probabilities.set(r, t * row));
      const result = {
        size, throws: rows.length - 1, until, probabilities,
        finished: Float64Array.from(finished), mostLikely: Int32Array.from(likely),
      };
      return { result, transfer: [probabilities.buffer, result.finished.buffer, result.mostLikely.buffer] };
    } finally {
      steps.free();
    }
  },
  design({ text, rules }, core) {
    const report = withNulls(boardFor(core, text, "native").analyze(rules, { players: 2, exact: false }));
    return { result: { report }, transfer: [] };
  },
  "jump-values"({ text, rules }, core) {
    return { result: { values: boardFor(core, text, "native").jumpValues(rules) }, transfer: [] };
  },
  generate({ options }, core) {
    const b = core.Board.generate(options);
    try {
      const text = b.toString();
      // The board packed as parsePacked gives it (the native text keeps its width, if named),
      // for the page's core to rebuild with fromPacked: the core module has no world builder.
      const packed = core.Board.parsePacked(text, "native");
      const transfer = [packed.sizes.buffer, packed.columns.buffer, packed.ends.buffer, packed.jumps.buffer];
      return { result: { text, seed: b.seed, packed }, transfer };
    } finally {
      b.free();
    }
  },
  parse({ text, format, maxLinked }, core) {
    // Off the page's thread, the encoded link itself is the measure (state.js linkedLength counts
    // the same without building it, and is tested against it); the widget loads no page module.
    const linked = new URLSearchParams([["board", text]]).toString().length - "board=".length;
    if (linked > maxLinked) return { result: { linked, packed: null }, transfer: [] };
    const packed = core.Board.parsePacked(text, format);
    return {
      result: { linked, packed },
      transfer: [packed.sizes.buffer, packed.columns.buffer, packed.ends.buffer, packed.jumps.buffer],
    };
  },
  answers({ format, sizes, columns, ends, jumps, rules, unreachable }, core) {
    const answers = [];
    for (let i = 0; i < sizes.length; i++) {
      const first = i ? ends[i - 1] : 0;
      let b = null;
      try {
        b = core.Board.fromPacked(sizes[i], columns[i], jumps.subarray(2 * first, 2 * ends[i]), format);
        const min = b.solve(rules, {}).minThrows;
        answers.push(min === null ? unreachable : String(min));
      } catch (e) {
        answers.push(String(e && e.message ? e.message : e));
      } finally {
        b?.free();
      }
    }
    return { result: { answers }, transfer: [] };
  },
  distances({ size, jumps, rules }, core) {
    const b = new core.Board(size, jumps);
    try {
      const distances = b.distances(rules);
      return { result: distances, transfer: [distances.buffer] };
    } finally {
      b.free();
    }
  },
  solve({ size, jumps, rules, options, distances = true }, core) {
    const b = new core.Board(size, jumps);
    try {
      const sol = b.solvePacked(rules, options);
      // `distances` is a getter that runs the search when read: dropped unread if not wanted.
      if (!distances) delete sol.distances;
      const transfer = [sol.steps.buffer, sol.rolls.buffer];
      if (distances) transfer.push(sol.distances.buffer);
      return { result: sol, transfer };
    } finally {
      b.free();
    }
  },
  trace({ size, jumps, rules, options }, core) {
    const b = new core.Board(size, jumps);
    try {
      const { path, ...rest } = b.bfsTrace(rules, options);
      const trace = { ...rest, steps: path ? packSteps(path) : undefined };
      const transfer = Object.values(trace).filter((v) => ArrayBuffer.isView(v)).map((v) => /** @type {ArrayBufferView} */ (v).buffer);
      return { result: trace, transfer };
    } finally {
      b.free();
    }
  },
  simulate({ board, rules, options, first, count }, core) {
    const sums = boardFor(core, board).simulateChunk(rules, options, first, count);
    return { result: { sums, first, count }, transfer: [] };
  },
};

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.job === "module") {
    const { provide } = moduleOf(msg.kind);
    if (msg.module) {
      GLUE[msg.kind]().then(async (glue) => {
        await glue.default({ module_or_path: msg.module });
        return glue;
      }).then(provide.resolve, provide.reject);
    } else {
      provide.reject(new Error(msg.error));
    }
    return;
  }
  try {
    const core = await moduleOf(msg.kind ?? "full").ready;
    const job = JOBS[msg.job];
    if (!job) throw new Error(`unknown job '${msg.job}'`);
    const { result, transfer } = job(msg, core);
    self.postMessage({ id: msg.id, ok: true, result }, transfer);
  } catch (e) {
    // The core's errors carry their message by code too (CoreError), for the page to word.
    const { code, params } = e ?? {};
    self.postMessage({ id: msg.id, ok: false, error: String(e && e.message ? e.message : e), code, params });
  }
};

// What the page and the widget leave to a worker (work-pool.js) instead of doing on their own
// thread, and how they read back what it sends. Both hosts take the same thresholds from here,
// so a board the page solves in a worker is solved in one by <snakes-ladders> too.

/**
 * The most squares a board may have to be solved on the main thread: a board of 50,000
 * squares solves in about 10 ms there; one of 10^6 takes 150 ms or more and its path of 166,667
 * throws as many objects, so bigger boards are solved by a worker (job "solve").
 */
export const SOLVED_HERE = 50_000;

/**
 * The longest board text read on the main thread (characters): 100,000 characters read in
 * about 20 ms there; 2 MB of LeetCode grids took 0.4 to 2.5 s, as many boards as objects.
 * Longer texts are read by a worker (job "parse").
 */
export const READ_HERE = 100_000;

/**
 * The board a worker's world builder made (job "generate": `{packed, seed}`), rebuilt in
 * `core` as `Board.generate` gives it: no format, and its seed.
 */
export function generatedBoard(core, { packed, seed }) {
  if (packed.sizes.length !== 1) throw new Error("the world builder's answer holds no board");
  return core.Board.fromPacked(packed.sizes[0], packed.columns[0], packed.jumps, undefined, seed);
}

/** A worker's packed solution (core `solvePacked`) as `Board.solve` gives it, its path read in place. */
export function unpackSolution(packed) {
  const { steps, ...sol } = packed;
  return { ...sol, path: new PackedPath(steps) };
}

/**
 * A worker's packed search (job "trace": core `bfsTrace` with its path as `steps`, four numbers
 * a throw) as `Board.bfsTrace` gives it, its path read in place. A trace already unpacked, or
 * recorded on this thread, is returned as it is.
 */
export function unpackTrace(trace) {
  if (!trace.steps) return trace;
  const { steps, ...rest } = trace;
  return { ...rest, path: new PackedPath(steps) };
}

/**
 * A path packed four numbers a throw (`from, roll, landed, to`), read the ways a host reads a
 * path of step objects: `length`, `at(i)`, `slice(a, b)` and `map`. A million step objects
 * made at once held the page 170 ms or more, most of it the garbage collector's.
 */
export class PackedPath {
  #steps;

  constructor(steps) {
    this.#steps = steps;
    this.length = steps.length / 4;
  }

  /** Step i (from 0; negative counts from the end), or undefined. */
  at(i) {
    const k = i < 0 ? i + this.length : i;
    if (k < 0 || k >= this.length) return undefined;
    const s = this.#steps;
    return { from: s[4 * k], roll: s[4 * k + 1], landed: s[4 * k + 2], to: s[4 * k + 3] };
  }

  slice(start = 0, end = this.length) {
    const out = [];
    for (let i = Math.max(0, start); i < Math.min(end, this.length); i++) out.push(this.at(i));
    return out;
  }

  map(f) {
    const out = new Array(this.length);
    for (let i = 0; i < this.length; i++) out[i] = f(this.at(i), i);
    return out;
  }
}

/** A report's fields the core leaves out when there is no such number (the hosts read null). */
const OPTIONAL = ["min_throws", "expected_turns", "expected_turns_exact", "median_turns", "mode_turns", "p90_turns",
  "p25_turns", "p75_turns", "p95_turns", "win_probability", "win_probability_bounds", "expected_rounds", "expected_game_turns", "knock_off",
  "expected_turns_bounds", "expected_rounds_bounds", "expected_game_turns_bounds", "odds_not_known", "percentiles_not_known", "mode_not_known", "expected_not_known", "tail_rate"];
/** The same for the figures as the core writes them (report.figures). */
const FIGURES_OPTIONAL = ["expected_turns", "p25_turns", "median_turns", "p75_turns", "p90_turns", "p95_turns", "mode_turns",
  "win_probability", "expected_rounds", "expected_game_turns", "tail"];
/** The same for a knock-off report's. */
const KNOCK_OFF_OPTIONAL = ["expected_game_turns", "expected_rounds", "simulation", "win_probability_bounds",
  "expected_game_turns_bounds", "expected_rounds_bounds", "not_known"];

/**
 * An analysis report (core `analyze`) with null for every figure the core left out, the same
 * whether it was worked out by a worker or on the page's thread.
 */
export function withNulls(report) {
  for (const k of OPTIONAL) report[k] ??= null;
  if (report.figures) for (const k of FIGURES_OPTIONAL) report.figures[k] ??= null;
  if (report.knock_off) for (const k of KNOCK_OFF_OPTIONAL) report.knock_off[k] ??= null;
  return report;
}

// What <snakes-ladders> has the shared worker pool do for it, off the page's thread: read a
// board text the core module does not read here (a long text, another format than the native
// one) or build a generated world (BoardReader), and solve a board over SOLVED_HERE squares
// (WorkerSolver). A step of the element's update that hands work to a worker gets WORKING back;
// when the worker is done, `onDone` runs the update again, which then takes the result.

import { MAX_DRAWN_SQUARES } from "../board/view.js";
import { READ_HERE, SOLVED_HERE, unpackSolution } from "../core/off-thread.js";
import { loadOnce } from "../ui/dom.js";
import { wordedError } from "./stages.js";

/** What a step of an update returns while a worker does it: the update runs again when it is done. */
export const WORKING = Symbol("working");

/** Solutions kept per board (by rules and path options), so going back to good rules needs no new solve. */
const KEPT_SOLUTIONS = 3;

const isAbort = (e) => e?.name === "AbortError";
const grouped = (n) => n.toLocaleString("en");

/**
 * The shared worker pool (work-pool.js), for reading long board texts and solving big boards
 * off the page's thread; loaded the first time a widget has such a board.
 */
const loadPool = loadOnce(() => import("../core/work-pool.js").then((m) => m.sharedPool()));

/** The error for a board of `size` squares, too big to draw. */
export const tooBig = (size) => wordedError(
  `this board has ${grouped(size)} squares; the widget draws boards of up to ${grouped(MAX_DRAWN_SQUARES)} squares (the snakes command solves bigger ones)`,
  (words) => words.t("widget-too-big", { size, max: MAX_DRAWN_SQUARES }));

/** `board` when the widget can draw it; otherwise frees it and throws, naming the limit. */
function withinLimit(board) {
  if (board.size <= MAX_DRAWN_SQUARES) return board;
  const size = board.size;
  board.free();
  throw tooBig(size);
}

/**
 * A board text as a source: read here by the core when it is short and in the native format
 * (`Board.reads`), else by a worker (core `parsePacked`: the full module reads every format).
 */
export function textSource(text) {
  return {
    text,
    here: (c) => text.length <= READ_HERE && c.Board.reads(text),
    build: (c) => c.Board.parse(text),
    job: { job: "parse", text, maxLinked: Infinity },
    what: (words) => words.t("widget-work-reading", { count: text.length }),
    fromWorker: (c, { packed }) => firstBoard(c, packed),
  };
}

/** The first board of a text a worker read (core `parsePacked`), as `Board.parse` gives it. */
function firstBoard(core, packed) {
  if (packed.sizes.length === 0) throw wordedError("the text holds no board", (words) => words.t("widget-no-board-in-text"));
  const end = packed.ends[0];
  return core.Board.fromPacked(packed.sizes[0], packed.columns[0], packed.jumps.subarray(0, 2 * end), packed.format);
}

/** Builds the element's board from a source (`{key, here, build, check?, job, what, fromWorker}`), here or in a worker. */
export class BoardReader {
  /**
   * The reading in flight: `{key, what, done, result}` (`what(words)`: what it does, in words;
   * `result`: `{answer}`, what the worker sent, or `{error}`), or null. The answer becomes a board
   * when the update takes it, in the element's module of that moment: an element asked to play
   * or design meanwhile has taken another (board-source.js useCore), whose boards are not the
   * last one's.
   */
  job = null;
  #core; #onDone;

  /** `core()`: the element's core module; `onDone()`: a worker finished (the update runs again). */
  constructor({ core, onDone }) {
    this.#core = core;
    this.#onDone = onDone;
  }

  /**
   * The board `src` describes, within the drawing limit; one the core does not build here (a
   * text longer than READ_HERE, in a format other than the native one, or a generated world)
   * is built by a worker, WORKING until it has been (then the update that follows takes it).
   */
  build(src) {
    src.check?.();
    if (src.here(this.#core())) {
      this.cancel();
      return withinLimit(src.build(this.#core()));
    }
    const read = this.job;
    if (read?.key !== src.key) {
      this.#inWorker(src);
      return WORKING;
    }
    if (!read.result) return WORKING;
    this.job = null;
    if (read.result.error) throw read.result.error;
    return withinLimit(src.fromWorker(this.#core(), read.result.answer));
  }

  /** Stops the reading in flight. */
  cancel() {
    this.job?.ctl.abort();
    this.job = null;
  }

  /** Starts building `src`'s board in a worker (`src.job`), replacing any building in flight. */
  #inWorker(src) {
    this.cancel();
    const ctl = new AbortController();
    const job = { key: src.key, ctl, result: null, done: null, what: src.what };
    this.job = job;
    job.done = loadPool()
      .then((pool) => pool.run(src.job, { signal: ctl.signal }))
      .then((result) => {
        if (this.job === job) job.result = { answer: result };
      })
      .catch((e) => {
        if (this.job === job && !isAbort(e)) job.result = { error: e };
      })
      .then(() => {
        if (this.job === job) this.#onDone();
      });
  }
}

/** Solves the element's board: here (the core's `solve`) or, over SOLVED_HERE squares, in a worker. */
export class WorkerSolver {
  /** The solve in flight: `{key, what, done}` (`what(words)`: what it does, in words), or null. */
  job = null;
  #known = new Map(); #onDone;

  /** `onDone()`: a worker finished (the update runs again). */
  constructor({ onDone }) {
    this.#onDone = onDone;
  }

  /**
   * The solution of `board` (the element's board number `boardGen`) under `rules` and `opts`;
   * for a board over SOLVED_HERE squares, a worker's, WORKING until it arrives (the update that
   * follows takes it). Throws the core's message when the rules or options do not hold.
   */
  solve(board, boardGen, rules, opts) {
    if (board.size <= SOLVED_HERE) return board.solve(rules, opts);
    const key = JSON.stringify([boardGen, rules, opts]);
    const known = this.#known.get(key);
    if (known) {
      if (known.error) throw known.error;
      return known.sol;
    }
    if (this.job?.key !== key) this.#inWorker(board, key, rules, opts);
    return WORKING;
  }

  /** Stops the solve in flight. */
  cancel() {
    this.job?.ctl.abort();
    this.job = null;
  }

  /** Forgets the solutions known (another board). */
  clear() {
    this.#known.clear();
  }

  /** Solves `board` in a worker (core solvePacked), replacing any solve in flight. */
  #inWorker(board, key, rules, opts) {
    this.cancel();
    const ctl = new AbortController();
    const size = board.size;
    const job = { key, ctl, done: null, what: (words) => words.t("widget-work-solving", { size }) };
    this.job = job;
    const jumps = board.jumps();
    job.done = loadPool()
      .then((pool) => pool.run({ job: "solve", size: board.size, jumps, rules, options: opts },
        { signal: ctl.signal, transfer: [jumps.buffer] }))
      .then((packed) => ({ sol: unpackSolution(packed) }), (e) => (isAbort(e) ? null : { error: e }))
      .then((known) => {
        if (this.job !== job || !known) return;
        this.job = null;
        if (this.#known.size >= KEPT_SOLUTIONS) this.#known.delete(this.#known.keys().next().value);
        this.#known.set(key, known);
        this.#onDone();
      });
  }
}

// Where <snakes-ladders>'s board comes from (its `board` attribute, its text content, or the world
// builder's attributes) and what the element works out from it: the board on show, the rules
// that hold on it, its solution and the core's rule table. `WidgetBoard` is brought in line with
// the attributes by two stages of the element's update (see stages.js); a long text, a generated
// world or a big board is handed to a worker (worker-jobs.js) and taken when it is done.

import { MAX_DRAWN_SQUARES, describeBoard } from "../board/view.js";
import { generatedBoard } from "../core/off-thread.js";
import { BoardReader, WORKING, WorkerSolver, textSource, tooBig } from "./worker-jobs.js";

/** The stages a board's source is read in, one per kind of source. */
const SOURCES = ["board", "text", "generate"];

const freshSeed = () => 1 + Math.floor(Math.random() * 999999);

/**
 * Where the board of `host` (the element, see attributes.js) comes from, as a key (same key,
 * same board) and a builder: the board attribute, else the text content, else a generated world.
 */
export function boardSource(host) {
  const attr = host.getAttribute("board");
  if (attr !== null && attr.trim() !== "") {
    return { source: "board", key: `board:${attr}`, ...textSource(attr) };
  }
  const text = host.textContent;
  if (text.trim() !== "") {
    return { source: "text", key: `text:${text}`, ...textSource(text) };
  }
  return generatedSource(host);
}

/** A generated world from the attributes size, snakes, ladders, seed and reachable (with the rules). */
function generatedSource(host) {
  // The counts go to the core as numbers, as its options are typed; a text that is no whole
  // number goes as it is, for the core to refuse naming the attribute's key.
  const count = (name) => {
    const v = host.trimmed(name);
    return v !== undefined && /^\d{1,15}$/.test(v) ? Number(v) : v;
  };
  const spec = { size: count("size") ?? 100, snakes: count("snakes"), ladders: count("ladders"), seed: host.trimmed("seed") };
  if (spec.snakes === undefined && spec.ladders === undefined) {
    // Neither count given: about one snake and one ladder per 12 squares, as a printed board.
    const n = Number(spec.size);
    if (Number.isInteger(n) && n >= 4) spec.snakes = spec.ladders = Math.max(1, Math.min(Math.round(n / 12), Math.floor(n / 4)));
  }
  if (host.isOn("reachable")) {
    spec.reachable = true;
    spec.rules = host.readRules();
  }
  for (const k of Object.keys(spec)) if (spec[k] === undefined) delete spec[k];
  return {
    source: "generate",
    key: `generate:${JSON.stringify(spec)}`,
    // Refused before it is built: generating ten million squares alone takes a moment.
    check: () => { if (Number(spec.size) > MAX_DRAWN_SQUARES) throw tooBig(Number(spec.size)); },
    // The world builder is the full module's (the core module leaves it out): a worker's.
    here: () => false,
    job: { job: "generate", options: spec },
    what: (words) => words.t("widget-work-building"),
    fromWorker: generatedBoard,
  };
}

/**
 * The board an element shows and what it knows of it: the board (a core Board it owns and
 * frees), its description for drawing, the last good rules and path options, their solution,
 * and the core's RuleTable for them (its rest squares and start square).
 */
export class WidgetBoard {
  /** The wasm core, set by the element before each update. */
  core = null;
  board = null; desc = null; gen = 0; format; seed;
  rules = {}; solveOpts = {}; solution = null; table = null; rest = null;
  #key = null; #solveKey = null; #pathSeed = null;
  #startMemo = null; // the start square the core gave for {board, rules} when no table was at hand
  #reader; #solver; #stop; #shown; #count;

  /**
   * @param {object} host
   * @param {() => void} host.onDone      a worker finished: the element updates again
   * @param {() => void} host.stop        the board or solution is about to change: animations stop
   * @param {(desc: object) => void} host.shown   a new board is on show, described for drawing
   * @param {(delta: number) => void} host.count  boards held, for the element's debug view
   */
  constructor({ onDone, stop, shown, count }) {
    this.#reader = new BoardReader({ core: () => this.core, onDone });
    this.#solver = new WorkerSolver({ onDone });
    this.#stop = stop;
    this.#shown = shown;
    this.#count = count;
  }

  /**
   * The wasm module the element works with from now on. Another than the last (the games
   * module in place of the solver module, for play mode) takes the board on show along (read again from
   * its native text: the same board, format and seed, even while a bad attribute keeps it), and
   * frees what was worked out with the last: the next rules stage solves again.
   */
  useCore(core) {
    const last = this.core;
    this.core = core;
    if (!last || core === last || !this.board) return;
    const moved = core.Board.parse(this.board.toString(), "native");
    this.#stop();
    this.#solver.cancel();
    this.#solver.clear();
    this.#freeTable();
    this.board.free();
    this.board = moved;
    this.solution = null;
    this.#solveKey = null;
    this.#startMemo = null;
  }

  /** What a worker is doing for this board ({what, done}), or null. */
  get work() {
    return this.#reader.job ?? this.#solver.job;
  }

  /** The solve a worker is doing, or null: until it is done the rules are not known to hold. */
  get solving() {
    return this.#solver.job;
  }

  /** The board stage: the board from `src` (see boardSource), kept while a worker reads it. */
  updateBoard(stages, src) {
    if (this.#reader.job && this.#reader.job.key !== src.key) this.#reader.cancel(); // the latest text wins
    if (src.key !== this.#key) {
      // A long text is read by a worker (WORKING meanwhile): the last board stays until it is.
      const board = stages.attempt(src.source, src.key, () => this.#reader.build(src));
      if (board && board !== WORKING) this.#setBoard(board, src.key);
    } else {
      this.#reader.cancel();
      stages.clear(...SOURCES);
    }
    stages.clear(...SOURCES.filter((s) => s !== src.source));
  }

  /** The rules stage: the rules and their solution (which validates them), kept when the new ones are bad. */
  updateSolution(stages, rules, opts) {
    const key = JSON.stringify([this.gen, rules, opts]);
    const goodKey = JSON.stringify([this.gen, this.rules, this.solveOpts]);
    const solving = this.#solver.job;
    if (solving && solving.key !== key && solving.key !== goodKey) this.#solver.cancel();
    if (key === this.#solveKey) {
      stages.clear("rules");
      return;
    }
    // A big board is solved by a worker: no answer shows until its own arrives.
    const sol = stages.attempt("rules", JSON.stringify([rules, opts]), () => this.#solver.solve(this.board, this.gen, rules, opts));
    if (sol === WORKING) {
      this.#setSolution(null);
      this.#solveKey = null;
    } else if (sol) {
      this.rules = rules;
      this.solveOpts = opts;
      this.#solveKey = key;
      this.#setSolution(sol);
    } else if (this.#solveKey !== goodKey) {
      // The answer on show is not for this board and the last good rules: solve for those.
      let good = null;
      try {
        good = this.#solver.solve(this.board, this.gen, this.rules, this.solveOpts);
      } catch {
        // the last good rules do not hold on this board either: no answer
      }
      this.#setSolution(good === WORKING ? null : good);
      this.#solveKey = good === WORKING ? null : goodKey;
    }
  }

  /**
   * The path options from the attributes randomness and seed: with randomness, a seed to pick
   * among equally short paths (the seed attribute's, else a fresh one kept until it changes).
   */
  solveOptions(randomness, seedAttr) {
    if (randomness === undefined || Number(randomness) === 0) return {};
    const attr = seedAttr ?? "";
    if (this.#pathSeed === null || this.#pathSeed.attr !== attr) this.#pathSeed = { attr, value: attr || String(freshSeed()) };
    return { randomness, seed: this.#pathSeed.value };
  }

  /** Another of the equally short paths: a fresh seed picks it at the next update. */
  anotherPath(seedAttr) {
    this.#pathSeed = { attr: seedAttr ?? "", value: String(freshSeed()) };
  }

  /**
   * Where tokens wait before the first throw under `rules`, 0 (off the board) or 1, as the core
   * reads them (RuleTable.start: it takes "1", "one", "ONE", ...); 0 while no board or rules compile.
   */
  startSquare(rules = this.rules) {
    if (rules === this.rules && this.table) return this.table.start;
    const memo = this.#startMemo;
    if (memo && memo.board === this.board && memo.rules === rules) return memo.start;
    let start = 0;
    if (this.core && this.board) {
      try {
        const table = new this.core.RuleTable(this.board, rules);
        start = table.start;
        table.free();
      } catch {
        // rules that do not compile on this board: the element shows their error, no tokens
      }
    }
    this.#startMemo = { board: this.board, rules, start };
    return start;
  }

  /** The board on display: {size, columns, rows, format, seed, text}, or null before one. */
  info() {
    if (!this.board) return null;
    let text = null;
    try {
      text = this.board.toString();
    } catch {
      // a board the native printer cannot hold: no text
    }
    const { size, columns, rows } = this.board;
    return { size, columns, rows, format: this.format ?? null, seed: this.seed ?? null, text };
  }

  /** Cancels the workers' jobs and frees the board, its table and solutions (the element was removed). */
  free() {
    this.#reader.cancel();
    this.#solver.cancel();
    this.#solver.clear();
    this.#freeBoard();
    this.solution = null;
    this.#solveKey = null;
  }

  #setBoard(board, key) {
    this.#stop();
    this.#freeBoard();
    this.board = board;
    this.#count(1);
    this.#key = key;
    this.gen++;
    this.#solver.cancel(); // for the board that was
    this.#solver.clear();
    this.format = board.format;
    this.seed = board.seed;
    this.desc = describeBoard(board.size, board.columns, board.rows, board.jumps());
    this.#shown(this.desc);
  }

  #freeBoard() {
    this.#freeTable();
    if (this.board) {
      this.board.free();
      this.#count(-1);
    }
    this.board = null;
    this.#key = null;
  }

  #setSolution(sol) {
    this.#stop();
    this.solution = sol;
    this.#freeTable();
    if (sol) {
      // Solved under these rules, so they compile: the core's rest squares and throws in words.
      this.table = new this.core.RuleTable(this.board, this.rules);
      this.rest = this.table.restSquares();
    }
  }

  #freeTable() {
    this.table?.free();
    this.table = null;
    this.rest = null;
  }
}

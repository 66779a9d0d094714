// Where the designer's numbers are worked out: for a small board on this thread by the analysis
// module (in the edit's own frame), for a big one (or before that module is in) by the
// analysis workers (worker.js: the "design" job, board.analyze for two players, and the
// "jump-values" job, board.jumpValues). Either way the answers for the latest board only.

import { sharedPool } from "../../core/work-pool.js";
import { loadAnalysis } from "../../core/load.js";
import { withNulls } from "../../core/off-thread.js";
import { afterNextPaint } from "../../ui/dom.js";

/**
 * The most squares whose numbers are worked out on the page's own thread, in the edit's frame
 * (a round trip to a worker costs a frame or more): the classic board's two-player analysis
 * takes about half a millisecond, 30 x 30's about 12 (the wasm alone, in Node). Bigger boards
 * ask the workers, so the page never waits long.
 */
const ON_PAGE_SQUARES = 1024;
/**
 * The most jumps times squares whose worths are worked out on the page's thread: each jump costs
 * one solve of the board, 3 ms for the classic board's 19 jumps, 339 ms for 90 jumps on 30 x 30.
 */
const ON_PAGE_WORTH_WORK = 5000;
/**
 * When the page's thread took longer than this (ms) for a board (one whose games run long),
 * boards of its size and bigger ask the workers from then on: well under the 200 ms a task may
 * take (tests/e2e/longtasks.test.mjs), and over what a cold start or a busy machine adds to
 * 30 x 30's usual 12 ms.
 */
const ON_PAGE_MS = 120;

/**
 * One kind of worker job kept on the latest board asked for: one request at a time; a board
 * asked for meanwhile is sent when it returns, and answers for older boards are dropped.
 */
class LatestJob {
  #job; #onResult; #onError; #inFlight = false; #wanted = null;

  constructor(job, onResult, onError) {
    this.#job = job;
    this.#onResult = onResult;
    this.#onError = onError;
  }

  /** Answers still on their way are dropped (the board's numbers came another way). */
  drop() {
    this.#wanted = null;
  }

  /** `wanted`: {text, rules}. */
  want(wanted) {
    this.#wanted = wanted;
    if (!this.#inFlight) this.#send(wanted);
  }

  #send(wanted) {
    this.#inFlight = true;
    const done = () => {
      this.#inFlight = false;
      if (this.#wanted !== null && this.#wanted !== wanted) this.#send(this.#wanted);
    };
    sharedPool().run({ job: this.#job, text: wanted.text, rules: wanted.rules }).then(
      (result) => { if (this.#wanted === wanted) this.#onResult(result, wanted); },
      (e) => { if (this.#wanted === wanted) this.#onError(e); },
    ).finally(done);
  }
}

/**
 * Works out a board's numbers and its jumps' worths. `on`: `{numbers(result, wanted),
 * numbersFailed(e), worths(result, wanted), worthsFailed(e), busy({numbers, worths}),
 * still(wanted)}`: whether `wanted` is still the board asked for, `busy` before workers answer.
 */
export class DesignWork {
  #on; #numbers; #worths;
  /** The analysis module on this thread once loaded (null: not yet, or it failed: the workers answer). */
  #analysis = null;
  /** Boards of this many squares or more ask the workers (one took too long here). */
  #tooBig = ON_PAGE_SQUARES + 1;
  /** Jumps times squares from which the worths are asked of the workers (the same). */
  #tooMuch = ON_PAGE_WORTH_WORK + 1;

  constructor(on) {
    this.#on = on;
    this.#numbers = new LatestJob("design", on.numbers, on.numbersFailed);
    this.#worths = new LatestJob("jump-values", on.worths, on.worthsFailed);
  }

  /** Loads the analysis module onto this thread; until it is in, the workers answer. Resolves to whether it is. */
  loadCore() {
    if (this.#analysis) return Promise.resolve(true);
    return loadAnalysis().then((analysis) => {
      this.#analysis = analysis;
      return true;
    }, () => false); // the workers still answer (and report the failure if they cannot either)
  }

  /**
   * The numbers and worths of `wanted` ({text, rules}, a board of `size` squares and `jumps`
   * jumps): here when the board is small enough, by the workers otherwise.
   */
  start(wanted, size, jumps) {
    const analysis = this.#analysis, work = size * jumps;
    const numbersHere = analysis !== null && size < this.#tooBig;
    const worthsHere = numbersHere && work < this.#tooMuch;
    if (numbersHere) this.#numbers.drop();
    else this.#numbers.want(wanted);
    this.#on.busy({ numbers: !numbersHere, worths: true });
    if (worthsHere) {
      this.#worths.drop();
      // After the frame that shows the edit and its numbers: the worths solve the board once per
      // jump (3 ms for the classic board), more than the rest of the edit's work together.
      afterNextPaint(() => {
        if (this.#on.still(wanted)) this.#worthsHere(analysis, wanted, work);
      });
    } else {
      this.#worths.want(wanted);
    }
    if (numbersHere) this.#numbersHere(analysis, wanted, size);
  }

  /** The numbers worked out on this thread, shown in the edit's own frame. */
  #numbersHere(analysis, wanted, size) {
    const report = this.#timedHere(analysis, wanted, (board) => {
      return withNulls(board.analyze(wanted.rules, { players: 2, exact: false }));
    }, this.#on.numbersFailed, () => { this.#tooBig = Math.min(this.#tooBig, size); });
    if (report) this.#on.numbers({ report }, wanted);
  }

  /** What each jump is worth, worked out on this thread. */
  #worthsHere(analysis, wanted, work) {
    const values = this.#timedHere(analysis, wanted, (board) => board.jumpValues(wanted.rules), this.#on.worthsFailed, () => {
      this.#tooMuch = Math.min(this.#tooMuch, work);
    });
    if (values) this.#on.worths({ values }, wanted);
  }

  /**
   * `work(board)` on the wanted board parsed by the analysis module; `slow()` when it took longer than
   * the page's thread should (the next such board goes to the workers). Null when it failed
   * (`failed(error)` then).
   */
  #timedHere(analysis, wanted, work, failed, slow) {
    const started = performance.now();
    let board = null;
    try {
      board = analysis.Board.parse(wanted.text, "native");
      return work(board);
    } catch (e) {
      failed(e);
      return null;
    } finally {
      board?.free();
      if (performance.now() - started > ON_PAGE_MS) slow();
    }
  }
}

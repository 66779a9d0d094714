// The search behind the fewest throws, step by step: one component for the page's "Watch the
// search" and <snakes-ladders mode="bfs"> (issue 33). It takes a board, rules and path options,
// has the core's breadth-first search recorded (Board.bfsTrace: on the page's thread when the
// board is the search module's, as in bfs mode, else by a worker with the full module, since
// the core module has no bfsTrace) and steps through it with bfs-steps.js. The host
// gives it a board to draw on (draw(view, theme) when it asks) and words it for its live region.
//
//   const search = new SearchTask({ words, speed, idPrefix });   // words: the host's Messages
//   host.append(search.element);
//   await search.show({ board, rules, options, key });  // record (once per key), then load
//   const trace = await search.record({ board, rules, options, key });  // or in two steps,
//   search.load({ board, rules, options, key }, trace);                 // the host between them
//   search.step(); search.draw(view, theme); search.describe(n); search.hide();
//   search.key, .recording ({what, done} while a worker records), .ahead, .player
//
// Events: "say" (detail: {text}, for the host's live region), "draw" (the host repaints its
// board and calls draw()).

import { BFS_LIMIT, BfsPlayer } from "./bfs-steps.js";
import { NO_WORDS } from "../i18n/messages.js";
import { SOLVED_HERE } from "../core/off-thread.js";

/**
 * What a search is of: a core Board, the rules, the path options (the order throws are tried)
 * and the host's key for the three (one key, one search).
 * @typedef {{board: any, rules: object, options?: {randomness?: string, seed?: string}, key: any}} SearchSetup
 */

const isAbort = (e) => e?.name === "AbortError";

/**
 * The search recorded: on this thread when the board's module records it (the search module
 * of <snakes-ladders mode="bfs">) and the board is small enough to solve here, else by a
 * worker with the full module (the page's core module has no bfsTrace; a board of 10^6
 * squares takes 100 ms or more). Resolves on a later task either way.
 */
function recorded({ board, rules, options }, signal) {
  if (typeof board.bfsTrace === "function" && board.size <= SOLVED_HERE) {
    return Promise.resolve().then(() => board.bfsTrace(rules, options));
  }
  const jumps = board.jumps();
  return import("../core/work-pool.js")
    .then(({ sharedPool }) => sharedPool().run({ job: "trace", size: board.size, jumps, rules, options },
      { signal, transfer: [jumps.buffer] }));
}

export class SearchTask extends EventTarget {
  /** The controls, the queue strip and the step's words (hidden until a search is loaded). */
  element;
  /** The stepping (bfs-steps.js BfsPlayer). */
  player;
  #key = null; #words;
  /** @type {{key: any, ctl: AbortController, done: Promise<any>, what: string} | null} */
  #job = null;

  /**
   * `words`: the host's (i18n/messages.js Messages); `speed()`: the host's speed (1 = normal,
   * times the player's own choice); `idPrefix` keeps the controls' ids apart when a document
   * holds several.
   */
  constructor({ words = NO_WORDS, speed = () => 1, idPrefix = "bfs" } = {}) {
    super();
    this.#words = words;
    this.player = new BfsPlayer({
      words,
      say: (text) => this.#emit("say", { text }),
      onDraw: () => this.#emit("draw"),
      speed,
      idPrefix,
    });
    this.element = this.player.element;
    this.element.hidden = true;
  }

  /** The key of the search on show, or null. */
  get key() {
    return this.#key;
  }

  /** The recording in flight (`{what, done}`: what it is, in words, and when it ends), or null. */
  get recording() {
    return this.#job;
  }

  /** Whether the search on show has not reached its end yet (the answer is still being looked for). */
  get ahead() {
    const p = this.player;
    return !this.element.hidden && p.steps != null && p.pos < p.steps.last;
  }

  /**
   * Shows the search of `board` under `rules` and path `options` ({randomness, seed}: the order
   * throws are tried), recorded once per `key`. Resolves to true when it loaded a new search
   * (at its first step), false when that search was on show already or a newer show() or hide()
   * came first; rejects with the core's message.
   * @param {SearchSetup} setup
   */
  async show(setup) {
    if (setup.key === this.#key) {
      this.element.hidden = false;
      return false;
    }
    const trace = await this.record(setup);
    if (!trace) return false;
    this.load(setup, trace);
    return true;
  }

  /**
   * Has a worker record the search for `setup` (a recording for another key stops; one for the
   * same key is waited for). Resolves to the trace, or null when a newer recording or hide()
   * replaced it (a second call for a recording in flight also gets null); rejects with the
   * core's message.
   * @param {SearchSetup} setup
   */
  record({ board, rules, options = {}, key }) {
    if (this.#job?.key === key) return this.#job.done.then(() => null, () => null);
    this.hide();
    const ctl = new AbortController();
    const job = { key, ctl, done: null, what: this.#words.t("search-recording", { size: board.size }) };
    this.#job = job;
    job.done = recorded({ board, rules, options: { ...options, limit: BFS_LIMIT } }, ctl.signal)
      .then((trace) => (this.#job === job ? trace : null), (e) => {
        if (this.#job !== job || isAbort(e)) return null;
        throw e;
      })
      .finally(() => {
        if (this.#job === job) this.#job = null;
      });
    return job.done;
  }

  /**
   * Loads `trace`, the search recorded for `setup`, at its first step. The words of a throw's
   * jumps are the core's (under chained jumps a ladder onto a snake is both): `board` must stay
   * alive while the search shows.
   * @param {SearchSetup} setup
   * @param {any} trace
   */
  load({ board, rules, options = {}, key }, trace) {
    this.#key = key;
    this.element.hidden = false;
    // The search's first square is the start under these rules (the core's answer, not ours).
    this.player.load(trace, {
      size: board.size, start: trace.order[0], describeThrow: (from, roll) => board.describeThrow(rules, from, roll),
      randomness: /** @type {any} */ (options.randomness ?? 0), seed: options.seed ?? null,
    });
  }

  /** One step of the search (Enter on the board). */
  step() {
    this.player.step();
  }

  /** Draws the search on `view` (a BoardCanvas): levels, the queue, the step's throws. */
  draw(view, theme) {
    this.player.draw(view, theme);
  }

  /** What the search says of square n (its level and parent), or "". */
  describe(n) {
    return this.player.describe(n);
  }

  /** The words of the step on show. */
  words() {
    return this.player.words();
  }

  /** Hides the search and stops a recording in flight (the board or the rules changed). */
  hide() {
    this.#job?.ctl.abort();
    this.#job = null;
    this.player.stop();
    this.element.hidden = true;
    this.#key = null;
  }

  #emit(type, detail = null) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}

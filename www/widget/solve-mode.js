// <snakes-ladders mode="solve">: the element's host of the Solve answer (tasks/answer.js, the one
// component the page's Solve panel shows too: the fewest throws, the rolls, each throw in the
// core's words, the path's squares, and the path walked on the board with Step, Play / Pause and
// Reset). The element solves (the core's `solve`, or a worker's for a big board) and hands the
// solution here; this puts the answer's card under the board (the first time the mode shows),
// fires `solved`, walks the path on `autoplay`, and keeps the `controls` attribute and "Another
// path" (randomness) in step.
//
//   const solve = new SolveMode(host);    // host: see the constructor
//   solve.present();                      // after each update in solve mode
//   solve.solved({ walk })                // the `solved` detail, fired (solve())
//   solve.syncControls(on, randomized); solve.stop(); solve.forget(); solve.leave(); solve.drawn(view, theme, start)

import { el, loadOnce } from "../ui/dom.js";
import { PackedPath } from "../core/off-thread.js";

/** The answer's component (tasks/answer.js), once loaded: solve mode's alone, so no other mode fetches it. */
let SolveAnswer = null;
const loadAnswer = loadOnce(() => import("../tasks/answer.js"));

/**
 * Loads what solve mode shows (the answer's component); an element's update in solve mode
 * waits for it as it waits for the core (update-queue.js), so present() finds it loaded.
 * @returns {Promise<void>}
 */
export function solveModeLoaded() {
  return loadAnswer().then((m) => {
    SolveAnswer = m.SolveAnswer;
  });
}

export class SolveMode {
  #host;
  /** The answer's component and the box its card is built in (made the first time the mode shows). */
  #answer = null; #box = null;
  /** The solution presented last (one `solved` each); the last `solved` detail. */
  #presented = null; #result = null;

  /**
   * `host`: `{view, before, words, setup, speed, reduced, autoplay, controls, say, emit, refresh,
   * anotherPath}`: the board component and the node the card goes before; the element's words
   * (Messages: the card is built in them); `setup()` the
   * element's `{solution, table, solveOpts, start}` (the core's solution, its RuleTable, the path
   * options and the start square); the animation speed, reduced motion, whether `autoplay` and
   * `controls` are on; how it speaks, fires events (`emit(type, detail)`), redraws the board,
   * and asks for another of the equally short paths.
   */
  constructor(host) {
    this.#host = host;
  }

  /** The last `solved` detail, or null. */
  get result() {
    return this.#result;
  }

  /** Whether the path is being walked. */
  get walking() {
    return this.#answer?.walking ?? false;
  }

  /** The answer's card, built the first time, and put under the board while the mode is on; null before its code is loaded. */
  #card() {
    const host = this.#host;
    if (!this.#answer) {
      if (!SolveAnswer) return null;
      this.#box = el("section", { class: "answer", "aria-label": host.words.t("widget-solve-label") });
      const options = { speed: host.speed, reduced: host.reduced, folded: true, words: host.words };
      const answer = (this.#answer = new SolveAnswer({ root: this.#box, view: host.view }, options));
      answer.addEventListener("say", (e) => host.say(/** @type {CustomEvent} */ (e).detail.text));
      answer.addEventListener("draw", () => host.refresh());
      answer.addEventListener("another", () => host.anotherPath());
    }
    if (!this.#box.isConnected) host.before.before(this.#box);
    return this.#answer;
  }

  /** Shows the element's solution (once per solution: `solved`, the words, autoplay's walk). */
  present() {
    const answer = this.#card();
    if (!answer) return; // the update that waits for it (solveModeLoaded) presents it
    const { solution: sol, table, solveOpts, start } = this.#host.setup();
    this.#box.hidden = !sol; // no solution yet (a worker solving), or none: no empty card
    if (!sol) {
      this.#presented = null;
      answer.clear();
      return;
    }
    if (this.#presented === sol) return;
    this.#presented = sol;
    answer.show(sol, { table, start, randomized: !!solveOpts.randomness });
    this.#fire(sol);
    if (sol.minThrows !== null && this.#host.autoplay()) answer.walk();
  }

  /** Shows the Step / Play / Reset buttons when `on` (the `controls` attribute), "Another path" when `randomized` too. */
  syncControls(on, randomized) {
    if (!this.#answer) return;
    this.#answer.setControls(on);
    this.#answer.offerAnother(on && randomized);
  }

  /** Fires `solved` for the element's solution and returns its detail; `walk`: the path is then walked from the start. */
  solved({ walk }) {
    const detail = this.#fire(this.#host.setup().solution);
    if (walk) this.#answer?.walk();
    return detail;
  }

  #fire(sol) {
    const detail = solvedDetail(sol);
    this.#result = detail;
    this.#host.emit("solved", detail);
    return detail;
  }

  /** The solution on show is forgotten: the next present() shows it anew. */
  forget() {
    this.#presented = null;
  }

  /** The widget left solve mode: the walk stops and the card goes. */
  leave() {
    this.forget();
    this.stop();
    this.#box?.remove();
  }

  /** Stops the walk on the board. */
  stop() {
    this.#answer?.stop();
  }

  /** One throw on (the board's Enter or tap). */
  stepOnce() {
    this.#answer?.stepOnce();
  }

  /** The throw markers and the solver's token for the board, on `theme`; `start`: where tokens wait. */
  drawn(view, theme, start) {
    if (!this.#answer?.solution || this.#answer.solution.minThrows === null) return { markers: [], tokens: [] };
    const { markers, square } = this.#answer.drawn(start);
    return { markers, tokens: [{ id: "solver", square, color: theme.marker, ink: theme.markerInk, label: "" }] };
  }
}

/**
 * `solved`'s detail. The path and rolls become arrays when first read: a path of a million
 * throws as step objects is a quarter of a second of the page's thread, spent only by a
 * listener that reads it.
 */
function solvedDetail(sol) {
  const detail = { minThrows: sol.minThrows };
  readLater(detail, "path", () => (sol.path instanceof PackedPath ? sol.path.slice()
    : sol.path.map((s) => ({ from: s.from, roll: s.roll, landed: s.landed, to: s.to }))));
  readLater(detail, "rolls", () => Array.from(sol.rolls));
  detail.optimalSequences = sol.optimalSequences;
  return detail;
}

/**
 * Gives `obj` a property `name` whose value `make()` computes on its first read and keeps; it is
 * enumerable and assignable like a plain property, so copies and JSON see the value.
 */
function readLater(obj, name, make) {
  let value, made = false;
  Object.defineProperty(obj, name, {
    enumerable: true,
    configurable: true,
    get() {
      if (!made) {
        value = make();
        made = true;
      }
      return value;
    },
    set(v) {
      value = v;
      made = true;
    },
  });
}

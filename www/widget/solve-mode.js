// <snakes-ladders mode="solve">: the element's side of the fewest throws. The element solves
// (the core's `solve`, or a worker's for a big board) and hands the solution here; this shows
// it (the headline, the rolls, each throw in the core's words), walks the path on the board
// with Step, Play/Pause, Reset and autoplay (the walk is tasks/path-walk.js, which the page's
// solve panel drives too: a long path leg by leg, the token following each throw's snakes and
// ladders as the core tells them), and fires `solved`.
//
//   const solve = new SolveMode(host);    // host: see the constructor
//   solve.present();                      // after each update in solve mode
//   solve.solved({ walk })                // the `solved` detail, fired (solve())
//   solve.showProgress(); solve.stop(); solve.forget(); solve.drawn(view, theme, start)

import { el } from "../ui/dom.js";
import { PackedPath } from "../core/off-thread.js";
import { describeSolution, shortList } from "../ui/words.js";
import { walkPath } from "../tasks/path-walk.js";

/** The most rolls listed and throws marked on the board; a longer path shows its latest. */
const MAX_LISTED_ROLLS = 500;
const MAX_MARKERS = 500;

/** Squares of the path written out under the board; a longer path ends "… and N more". */
const PATH_SQUARES = 200;

const grouped = (n) => n.toLocaleString("en");

export class SolveMode {
  #host;
  // throws shown as markers; whether the path was walked (else shown at once); the solution on show
  #shown = 0; #walked = false; #presented = null;
  #anim = null;
  #result = null;

  /**
   * `host`: `{view, status, rolls, step, buttons: {step, play, reset, another}, setup, speed,
   * reduced, autoplay, say, emit, refresh, anotherPath}`: the board component, the status line,
   * the rolls list, the step's words and the four buttons; `setup()` the element's
   * `{solution, table, solveOpts, desc}` (the core's solution, its RuleTable, the path options
   * and the board's description); the animation speed, reduced motion and whether `autoplay` is
   * on; how it speaks, fires events (`emit(type, detail)`), redraws the board, and asks for
   * another of the equally short paths.
   */
  constructor(host) {
    this.#host = host;
    const { buttons } = host;
    buttons.step.addEventListener("click", () => this.stepOnce());
    buttons.play.addEventListener("click", () => (this.#anim ? this.pause() : this.playPath()));
    buttons.reset.addEventListener("click", () => this.reset({ announce: true }));
    buttons.another.addEventListener("click", () => host.anotherPath());
  }

  /** The last `solved` detail, or null. */
  get result() {
    return this.#result;
  }

  /** Whether the path is being walked. */
  get walking() {
    return this.#anim !== null;
  }

  /** Shows the element's solution (once per solution: `solved`, the words, autoplay's walk). */
  present() {
    const { status, rolls, step, setup, autoplay } = this.#host;
    const sol = setup().solution;
    if (!sol) {
      status.replaceChildren();
      rolls.hidden = true;
      step.hidden = true;
      return;
    }
    if (this.#presented !== sol) {
      this.#presented = sol;
      this.#showSolution(sol);
      this.#fire(sol);
      this.#host.say(describeSolution(sol));
      if (sol.minThrows !== null && autoplay()) this.#walkFromStart();
      else this.finish();
    }
    rolls.hidden = sol.minThrows === null || sol.minThrows === 0;
    step.hidden = rolls.hidden;
  }

  /** Fires `solved` for the element's solution and returns its detail; `walk`: the path is then walked from the start. */
  solved({ walk }) {
    const detail = this.#fire(this.#host.setup().solution);
    if (walk) this.#walkFromStart();
    return detail;
  }

  #fire(sol) {
    const detail = solvedDetail(sol);
    this.#result = detail;
    this.#host.emit("solved", detail);
    return detail;
  }

  #walkFromStart() {
    this.reset();
    this.playPath();
  }

  /** The solution on show is forgotten: the next present() shows it anew. */
  forget() {
    this.#presented = null;
  }

  /** Stops the walk on the board. */
  stop() {
    const a = this.#anim;
    this.#anim = null;
    a?.cancel();
  }

  /** The throw markers and the solver's token for the board, on `theme`; `start`: where tokens wait. */
  drawn(view, theme, start) {
    const sol = this.#host.setup().solution;
    if (!sol || sol.minThrows === null) return { markers: [], tokens: [] };
    const path = sol.path;
    // The latest throws get badges (a path of 100,000 throws would bury the board in them).
    const first = Math.max(0, this.#shown - MAX_MARKERS);
    const markers = path.slice(first, this.#shown).map((s, i) => ({ square: s.to, label: String(first + i + 1) }));
    const sq = this.#shown > 0 ? path.at(this.#shown - 1).to : start;
    const square = view.animating ? view.tokenSquare("solver") ?? sq : sq;
    return { markers, tokens: [{ id: "solver", square, color: theme.marker, ink: theme.markerInk, label: "" }] };
  }

  /** Marks the throws shown so far in the rolls list and describes the latest. */
  showProgress() {
    const { rolls, step, buttons, setup } = this.#host;
    const sol = setup().solution;
    if (!sol || sol.minThrows === null) return;
    const items = rolls.children;
    for (let i = 0; i < items.length; i++) {
      items[i].classList.toggle("done", i < this.#shown);
      items[i].classList.toggle("current", i === this.#shown - 1);
    }
    const total = sol.path.length;
    if (!this.#walked && this.#shown === total && total > 0) {
      // The whole path at once: where the token rests after each throw.
      const head = [sol.path.at(0).from, ...sol.path.slice(0, PATH_SQUARES - 1).map((s) => s.to)];
      const squares = head.map((n) => (n === 0 ? "start" : String(n)));
      step.textContent = `Path: ${shortList(squares, " → ", PATH_SQUARES, total + 1)}.`;
    } else {
      step.textContent = this.#shown === 0
        ? (total ? "At the start. Step walks the path one throw at a time." : "")
        : this.#throwWords(sol.path.at(this.#shown - 1), this.#shown - 1, total);
    }
    buttons.step.disabled = total === 0;
    buttons.play.textContent = this.#anim ? "Pause" : this.#walked && this.#shown >= total ? "Replay" : "Play";
  }

  /** Puts the solver's token back on the start, no throws shown. */
  reset({ announce = false } = {}) {
    this.#stopAll();
    this.#walked = true;
    this.#shown = 0;
    this.showProgress();
    if (announce) this.#host.say("Back at the start.");
    this.#host.refresh();
  }

  /** Shows the whole path at once: every throw marked, the token on the last square. */
  finish() {
    this.#stopAll();
    this.#walked = false;
    this.#shown = this.#host.setup().solution?.path.length ?? 0;
    this.showProgress();
    this.#host.refresh();
  }

  /** One throw on (Step, or Enter on the board). */
  stepOnce() {
    const sol = this.#host.setup().solution;
    if (!sol || sol.minThrows === null) return;
    if (this.#anim) this.pause();
    if (this.#shown >= sol.path.length) this.reset();
    this.playPath(this.#shown + 1);
  }

  pause() {
    this.#stopAll();
    this.showProgress();
    this.#host.refresh();
  }

  /** Walks the path from the throws shown so far up to throw `until` (default: the end). */
  playPath(until = Infinity) {
    const { solution: sol, desc, table } = this.#host.setup();
    if (!sol || sol.minThrows === null || !desc || !table) return;
    this.#stopAll();
    if (this.#shown >= sol.path.length) this.#shown = 0;
    this.#walked = true;
    this.#host.refresh();
    this.#walk(sol, this.#shown, Math.min(until, sol.path.length));
  }

  /** The walk and any animation on the board stop. */
  #stopAll() {
    this.stop();
    this.#host.view.cancelAnimation();
  }

  /** Walks throws `from` up to `to` of the path on the board (tasks/path-walk.js), telling each throw. */
  #walk(sol, from, to) {
    const host = this.#host;
    const walk = walkPath({
      view: host.view, table: host.setup().table, path: sol.path, from, to, speed: host.speed(), reduced: host.reduced(),
      onThrow: (i) => {
        this.#shown = i + 1;
        this.showProgress();
        host.refresh();
      },
    });
    this.#anim = walk;
    this.showProgress();
    walk.done.then((finished) => {
      if (this.#anim !== walk) return;
      this.#anim = null;
      if (finished) {
        this.#shown = to;
        const last = sol.path.at(to - 1);
        host.say(to === sol.path.length && to - from > 1
          ? `Reached square ${last.to} in ${to} ${to === 1 ? "throw" : "throws"}.`
          : this.#throwWords(last, to - 1, sol.path.length));
      }
      this.showProgress();
      host.refresh();
    });
  }

  #showSolution(sol) {
    const { status, rolls, setup } = this.#host;
    const headline = el("span", { class: "headline" });
    if (sol.minThrows === null) {
      headline.textContent = "The end cannot be reached";
      status.replaceChildren(headline,
        el("span", { class: "detail", text: "No sequence of rolls gets from the start to the last square under these rules." }));
      rolls.replaceChildren();
      return;
    }
    headline.append("Fewest throws: ", el("span", { class: "number", text: String(sol.minThrows) }));
    const count = sol.optimalSequences;
    const detail = count === "1" ? "the only roll sequence that short"
      : `${count} roll sequences are equally short; ${setup().solveOpts.randomness ? "one picked at random" : "the first"} is shown`;
    status.replaceChildren(headline, el("span", { class: "detail", text: detail }));
    // The first rolls as items (no list of 100,000 items, nor one argument per roll).
    const items = document.createDocumentFragment();
    const listed = Math.min(sol.rolls.length, MAX_LISTED_ROLLS);
    for (let i = 0; i < listed; i++) items.append(el("li", { text: String(sol.rolls[i]), title: `Throw ${i + 1}` }));
    if (listed < sol.rolls.length) items.append(el("li", { class: "more", text: `… ${grouped(sol.rolls.length - listed)} more` }));
    rolls.replaceChildren(items);
  }

  /** One throw of the path in words, from the core: "Throw 4 of 7: roll 2, 26 → 28, ladder up to 84." */
  #throwWords(step, i, total) {
    const table = this.#host.setup().table;
    const text = table ? table.describeThrow(step.from, step.roll).text : `${step.from} → ${step.to}`;
    return `Throw ${i + 1} of ${total}: roll ${step.roll}, ${text}.`;
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

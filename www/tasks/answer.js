// The answer of Solve, one component for both hosts (the page's Solve panel, page/solve-host.js, and
// <snakes-ladders mode="solve">, widget/modes.js): it builds its card (answer/card.js) into the
// root it is given and shows a solution of the core's there: the fewest throws, how many roll
// sequences are as short, the rolls, each throw in the core's words (RuleTable.describeThrow,
// through ui/words.js), the path's squares; it walks the path on the host's board with Step,
// Play / Pause and Reset (tasks/path-walk.js: the token follows each throw's snakes and ladders
// as the core tells them, leg after leg), and says where the walk is. Errors go in the card too.
// It never solves: the host asks the core (or a worker) and hands the solution over.
//
//   const answer = new SolveAnswer({ root, view }, { words, speed, reduced, folded, proof });
//   answer.show(solution, { table, start, randomized, distances })  // then answer.walk() or answer.finish()
//   answer.fail(text); answer.clear(); answer.setControls(on); answer.offerAnother(on)
//   answer.stepOnce(); answer.playPath(); answer.pause(); answer.reset(); answer.stop()
//   answer.drawn(start)    // {markers, square}: the throws marked and where the token stands
// Events (the component is an EventTarget):
//   say       {text}: for the host's live region (the answer, a throw, the end of a walk)
//   draw      the host repaints its board (reading drawn())
//   walking   {on}: a walk on the board started or ended (the page marks body[data-animating])
//   another   "Another path" was pressed (the host picks another of the equally short paths)
//
// Test hooks (in the page; the same inside the element's shadow root): #min-throws
// (data-value: the number, "-1" unreachable, "" none), #sequences, #solve-rolls li (.done as
// walked; .current the throw being walked, or shown last when a walk stopped midway),
// #solve-step, #solve-play, #solve-reset, #solve-another, #solve-progress, #path-text .steps li
// (.current likewise), #why.

import { buildCard } from "./answer/card.js";
import { walkPath } from "./path-walk.js";
import { describeSolution, describeStep, shortList, throwWords, whyShortest } from "../ui/words.js";
import { el } from "../ui/dom.js";

/** The most rolls listed as chips and throws marked on the board; a longer path shows its first / latest. */
const MAX_LISTED_ROLLS = 500;
const MAX_MARKERS = 500;

/** Squares of the path written out; a longer path ends "… and N more". */
const PATH_SQUARES = 200;

/** The most throws listed in words at first; "Show more throws" adds as many again. */
const STEPS_SHOWN = 200;

export class SolveAnswer extends EventTarget {
  #view; #parts; #speed; #reduced; #proof; #words;
  /** The solution on show, its RuleTable, start square and distances; null when there is none. */
  #sol = null; #table = null; #start = 0; #distances = null;
  /** Throws shown (marked on the board); whether the path was walked (else shown at once). */
  #shown = 0; #walked = false;
  #anim = null;

  /**
   * `root`: the container the card is built in; `view`: the host's board component (BoardCanvas).
   * Options: `words` (the host's Messages: every word the card says), `speed()` and `reduced()` (the walk's speed, 1 = normal, and reduced motion),
   * `folded` (each throw's words start folded away: the element), `proof` (the card says why no
   * path is shorter: `{see, unreachable}`, how the host shows every square's number, and what to
   * look at when the end cannot be reached; the page's words for its colouring).
   * @param {{root: HTMLElement, view: any}} host
   * @param {{words: import("../i18n/messages.js").Messages, speed?: () => number, reduced?: () => boolean, folded?: boolean, proof?: {see: string, unreachable: string} | null}} options
   */
  constructor({ root, view }, { words, speed = () => 1, reduced = () => false, folded = false, proof = null }) {
    super();
    this.#words = words;
    this.#view = view;
    this.#speed = speed;
    this.#reduced = reduced;
    this.#proof = proof;
    this.#parts = buildCard(words, root, { folded });
    const b = this.#parts;
    b.step.addEventListener("click", () => this.stepOnce());
    b.play.addEventListener("click", () => (this.#anim ? this.pause() : this.playPath()));
    b.reset.addEventListener("click", () => this.reset({ announce: true }));
    b.another.addEventListener("click", () => this.#emit("another"));
    b.more.addEventListener("click", () => this.#addSteps());
    this.clear();
  }

  /** The card's parts by name (answer/card.js): a host places its own lines beside them. */
  get parts() {
    return this.#parts;
  }

  /** The solution on show, or null. */
  get solution() {
    return this.#sol;
  }

  /** Whether the path is being walked on the board. */
  get walking() {
    return this.#anim !== null;
  }

  // ---------------------------------------------------------------- what is shown

  /**
   * Shows `sol` (the core's solution: minThrows, rolls, path, distances, optimalSequences) under
   * `table` (its RuleTable), from square `start`; `randomized`: the path was picked at random
   * among the equally short ones; `distances`: the board's distances under the same rules when
   * the host has them already (the solution's are found by a search over the whole board when
   * first read). The whole path shows at once until the host walks it.
   */
  show(sol, { table, start = 0, randomized = false, distances = sol.distances }) {
    this.stop();
    this.#sol = sol;
    this.#table = table;
    this.#start = start;
    this.#distances = distances;
    this.#walked = false;
    this.#shown = sol.minThrows === null ? 0 : sol.path.length;
    this.#showWords(sol, randomized);
    this.#emit("say", { text: describeSolution(this.#words, sol) });
    this.showProgress();
    this.#emit("draw");
  }

  /** No answer, and why (`text`): no number, no path. */
  fail(text) {
    this.clear();
    const p = this.#parts;
    p.min.dataset.value = "";
    p.why.textContent = text;
    p.why.hidden = false;
  }

  /** Nothing on show: the card is empty, the walk stopped. */
  clear() {
    this.stop();
    this.#sol = null;
    this.#distances = null;
    this.#shown = 0;
    const p = this.#parts;
    p.min.textContent = "–";
    p.min.dataset.value = "";
    p.sequences.textContent = "";
    p.rolls.replaceChildren();
    p.steps.replaceChildren();
    p.progress.textContent = "";
    p.why.textContent = "";
    p.rolls.hidden = p.words.hidden = p.progress.hidden = p.why.hidden = p.more.hidden = true;
    this.showProgress();
  }

  /** Shows or hides the Step / Play / Reset buttons (the element's `controls`). */
  setControls(on) {
    this.#parts.controls.hidden = !on;
  }

  /** Offers "Another path" (the host picks paths at random among the shortest). */
  offerAnother(on) {
    this.#parts.another.hidden = !on;
  }

  #showWords(sol, randomized) {
    const p = this.#parts, words = this.#words;
    p.why.hidden = true;
    if (sol.minThrows === null) {
      p.min.textContent = words.t("answer-min-unreachable");
      p.min.dataset.value = "-1";
      p.sequences.textContent = words.t("answer-no-sequence");
      p.rolls.replaceChildren();
      p.steps.replaceChildren();
      p.rolls.hidden = p.words.hidden = p.progress.hidden = true;
      this.#showWhy(this.#proof?.unreachable ?? "");
      return;
    }
    p.min.textContent = String(sol.minThrows);
    p.min.dataset.value = String(sol.minThrows);
    p.sequences.textContent = sequencesWords(words, sol.optimalSequences, randomized);
    // The first rolls as chips (no list of 100,000 items, nor one argument per roll).
    const chips = document.createDocumentFragment();
    const listed = Math.min(sol.rolls.length, MAX_LISTED_ROLLS);
    for (let i = 0; i < listed; i++) chips.append(el("li", { text: String(sol.rolls[i]), title: words.t("answer-chip-title", { throw: i + 1 }) }));
    if (listed < sol.rolls.length) chips.append(el("li", { class: "more", text: words.t("answer-rolls-more", { count: sol.rolls.length - listed }) }));
    p.rolls.replaceChildren(chips);
    p.steps.replaceChildren();
    this.#addSteps();
    p.rolls.hidden = p.words.hidden = p.progress.hidden = sol.minThrows === 0;
    this.#showWhy(this.#proof ? whyShortest(words, sol, this.#distances, this.#start, this.#proof.see) : "");
  }

  #showWhy(text) {
    this.#parts.why.textContent = text;
    this.#parts.why.hidden = text === "";
  }

  /** Lists the next STEPS_SHOWN throws in words (a long path lists its first ones and a button for more). */
  #addSteps() {
    const { steps, more } = this.#parts;
    const path = this.#sol?.path;
    if (!path) return;
    const from = steps.children.length, to = Math.min(path.length, from + STEPS_SHOWN);
    const items = document.createDocumentFragment();
    for (let i = from; i < to; i++) items.append(el("li", { text: describeStep(this.#words, path.at(i), this.#table, this.#distances) }));
    steps.append(items);
    more.hidden = to >= path.length;
    this.#markCurrent();
  }

  /** Marks the throws shown so far, says where the walk is, and labels the buttons. */
  showProgress() {
    const { rolls, progress, play } = this.#parts;
    const words = this.#words;
    const sol = this.#sol;
    const total = sol?.minThrows === null || !sol ? 0 : sol.path.length;
    const items = rolls.children;
    for (let i = 0; i < items.length; i++) items[i].classList.toggle("done", i < this.#shown);
    this.#markCurrent();
    if (total === 0) progress.textContent = "";
    else if (!this.#walked && this.#shown === total) {
      // The whole path at once: where the token rests after each throw.
      const head = [sol.path.at(0).from, ...sol.path.slice(0, PATH_SQUARES - 1).map((s) => s.to)];
      const squares = head.map((n) => (n === 0 ? words.t("answer-path-start") : String(n)));
      progress.textContent = words.t("answer-path", { squares: shortList(words, squares, words.t("walk-arrow"), PATH_SQUARES, total + 1) });
    } else {
      progress.textContent = this.#shown === 0 ? words.t("answer-at-start") : this.#throwWords(this.#shown - 1);
    }
    for (const name of ["step", "play", "reset"]) this.#parts[name].disabled = total === 0;
    play.textContent = this.#anim ? words.t("answer-pause") : this.#walked && this.#shown >= total ? words.t("answer-replay") : words.t("answer-play");
  }

  /**
   * Marks the throw being walked, or the one shown last when a walk stopped midway (Step,
   * Pause); none once the whole path shows, or at the start.
   */
  #markCurrent() {
    const total = this.#sol?.path?.length ?? 0;
    const current = this.#anim ? Math.min(this.#shown, total - 1) : this.#shown > 0 && this.#shown < total ? this.#shown - 1 : -1;
    for (const list of [this.#parts.rolls, this.#parts.steps]) {
      const items = list.children;
      for (let i = 0; i < items.length; i++) items[i].classList.toggle("current", i === current);
    }
  }

  /** One throw of the path in the core's words: "Throw 4 of 7: roll 2, 26 → 28, ladder up to 84." */
  #throwWords(i) {
    const s = this.#sol.path.at(i);
    const move = throwWords(this.#words, this.#table.describeThrow(s.from, s.roll));
    return this.#words.t("answer-throw", { throw: i + 1, count: this.#sol.path.length, roll: s.roll, move });
  }

  // ---------------------------------------------------------------- the walk

  /** The throws marked on the board (the latest MAX_MARKERS) and the square of the solver's token. */
  drawn(start = this.#start) {
    const sol = this.#sol;
    if (!sol || sol.minThrows === null) return { markers: [], square: start };
    const first = Math.max(0, this.#shown - MAX_MARKERS);
    const markers = sol.path.slice(first, this.#shown).map((s, i) => ({ square: s.to, label: String(first + i + 1) }));
    const rest = this.#shown > 0 ? sol.path.at(this.#shown - 1).to : start;
    const square = this.#view.animating ? this.#view.tokenSquare("solver") ?? rest : rest;
    return { markers, square };
  }

  /**
   * Walks the whole path from the start (after Solve, or asked by the host). Without motion the
   * walk ends at once: its end is not said then, so that it never covers the answer just said.
   */
  walk() {
    this.reset();
    this.playPath(Infinity, { tell: !this.#reduced() });
  }

  /** Puts the solver's token back on the start, no throws shown. */
  reset({ announce = false } = {}) {
    this.stop();
    this.#walked = true;
    this.#shown = 0;
    this.showProgress();
    if (announce) this.#emit("say", { text: this.#words.t("answer-back-said") });
    this.#emit("draw");
  }

  /** Shows the whole path at once: every throw marked, the token on the last square. */
  finish() {
    this.stop();
    this.#walked = false;
    this.#shown = this.#sol?.minThrows === null ? 0 : this.#sol?.path.length ?? 0;
    this.showProgress();
    this.#emit("draw");
  }

  /** One throw on (Step, or the element's Enter on the board). */
  stepOnce() {
    const sol = this.#sol;
    if (!sol || sol.minThrows === null) return;
    if (this.#anim) this.pause();
    if (this.#shown >= sol.path.length) this.reset();
    this.playPath(this.#shown + 1);
  }

  pause() {
    this.stop();
    this.showProgress();
    this.#emit("draw");
  }

  /** Stops the walk, where it is (the host's board is about to change). */
  stop() {
    const a = this.#anim;
    if (!a) return;
    this.#anim = null;
    a.cancel();
    this.#emit("walking", { on: false });
  }

  /** Walks the path from the throws shown so far up to throw `until` (default: the end); `tell`: say where it ended. */
  playPath(until = Infinity, { tell = true } = {}) {
    const sol = this.#sol;
    if (!sol || sol.minThrows === null || !this.#table) return;
    this.stop();
    if (this.#shown >= sol.path.length) this.#shown = 0;
    this.#walked = true;
    this.#emit("draw");
    this.#walk(sol, this.#shown, Math.min(until, sol.path.length), tell);
  }

  /** Walks throws `from` up to `to` of the path on the board (tasks/path-walk.js), telling each throw. */
  #walk(sol, from, to, tell) {
    const walk = walkPath({
      view: this.#view, table: this.#table, path: sol.path, from, to, speed: this.#speed(), reduced: this.#reduced(),
      onThrow: (i) => {
        this.#shown = i + 1;
        this.showProgress();
        this.#emit("draw");
      },
    });
    this.#anim = walk;
    this.#emit("walking", { on: true });
    this.showProgress();
    walk.done.then((finished) => {
      if (this.#anim !== walk) return;
      this.#anim = null;
      if (finished) this.#shown = to;
      if (finished && tell) {
        const last = sol.path.at(to - 1);
        this.#emit("say", { text: to === sol.path.length && to - from > 1
          ? this.#words.t("answer-reached-said", { square: String(last.to), throws: to })
          : this.#throwWords(to - 1) });
      }
      this.showProgress();
      this.#emit("walking", { on: false });
      this.#emit("draw");
    });
  }

  #emit(type, detail = {}) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}

/**
 * How many roll sequences are as short as the one shown (`count`: the core's decimal string, of
 * any size), and how this one was picked.
 */
function sequencesWords(words, count, randomized) {
  if (count === "1") return words.t("answer-only-sequence");
  // A count too big for a number is written out by the language's grouping (no plural then: it is many).
  let n = count;
  if (/^\d+$/.test(count)) n = BigInt(count) <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(count) : words.number(BigInt(count));
  return randomized ? words.t("answer-sequences-random", { count: n }) : words.t("answer-sequences-first", { count: n });
}

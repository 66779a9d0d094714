// <snakes-ladders mode="analyze">: the element's host of the game-length analysis
// (tasks/analysis.js, the same component as the page's analysis card). Once per board and rules
// the task asks the worker pool for one player's game length and each square's expected throws
// (the core's Markov analysis, on the analysis module) and where one token is after each throw; its
// card goes under the board, the board shows the expected throws or the spread (the card's
// choice), and each analysis fires `analyzed` (a failure, `error`). The task, its styles and the
// pool load the first time a widget enters the mode.
//
//   const analyze = new AnalyzeMode(host);   // host: see the constructor
//   analyze.present({ key, board, rules, rest, waiting });
//   analyze.expected, .spreadOn; analyze.drawSpread(view, theme); analyze.describe(n);
//   analyze.readSquare(n); analyze.setDark(dark); analyze.stop(); analyze.leave()

import { atRest } from "../ui/words.js";
import { adoptStyles } from "./style.js";
import { loadOnce } from "../ui/dom.js";

let views = 0;

/**
 * What analyze mode needs (widget/analyze.js: the task, its styles and the worker pool, which
 * loads the analysis wasm). Imported the first time a widget enters analyze mode, so a page without
 * one never downloads them.
 */
const loadAnalysis = loadOnce(() => import("./analyze.js"));

/** A message as a sentence: capitalised, ending with a full stop (the element's errors too), unless it ends with one of its language's. */
export function sentence(text) {
  const t = String(text).trim();
  const s = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?。！？।؟]$/.test(s) ? s : `${s}.`;
}

export class AnalyzeMode {
  #host; #key = null; #asked = null; #rest = null;
  /** The task's expected throws, and after landing on each square (at its rest square): what the board shows. */
  #expected = null; #landing = null;
  /** @type {any} the analysis task (tasks/analysis.js AnalysisTask), once loaded */
  #task = null;
  /** @type {any} the task's card in the widget */
  #box = null;

  /**
   * `host`: `{box, shadow, words, say, emit, fail, refresh, speed, dark, active, start}`: where the
   * card goes and the shadow root its styles go in; the element's words (Messages: the card is
   * built in them); how it speaks, fires the element's events,
   * shows a failure while it has no card (`fail(text)`), redraws the board; the speed, whether
   * the colour scheme is dark, whether the element is still connected in analyze mode, and the
   * start square under some rules (the core's).
   */
  constructor(host) {
    this.#host = host;
  }

  /** Expected throws to the end from where each landing rests, once known (the board's overlay); else null. */
  get expected() {
    const expected = this.#task?.expected ?? null;
    if (expected !== this.#expected) {
      this.#expected = expected;
      this.#landing = expected && this.#rest ? atRest(expected, this.#rest) : expected;
    }
    return this.#landing;
  }

  /** Whether the board shows the spreading token (else the expected throws). */
  get spreadOn() {
    return !!this.#task?.spreadOn;
  }

  /**
   * Analyses `board` under `rules` once per `key` (`rest`: the core's rest squares, for the
   * overlay); `waiting`: the rules are not yet known to hold (a worker solves): it waits.
   */
  present({ key, board, rules, rest, waiting }) {
    if (key === this.#key) return;
    this.stop();
    if (waiting) {
      this.#task?.wait();
      this.#host.refresh();
      return;
    }
    this.#key = key;
    this.#rest = rest;
    this.#expected = null;
    const asked = (this.#asked = {});
    loadAnalysis().then((analysis) => {
      if (asked !== this.#asked || !this.#host.active()) return;
      this.#open(analysis);
      this.#task.show({ board, key, rules, start: this.#host.start(rules), players: 1 });
    }).catch((e) => {
      if (asked !== this.#asked) return;
      const text = this.#host.words.t("widget-analysis-failed", { error: this.#host.words.error(e) });
      this.#host.fail(text);
      this.#host.emit("error", { message: text, source: "analyze" });
    });
  }

  /** Cancels an analysis in flight and forgets the last key (the next present asks again). */
  stop() {
    this.#asked = null;
    this.#key = null;
    this.#task?.stop();
  }

  /** The card comes off the element (its words changed: another AnalyzeMode is built in the new ones). */
  remove() {
    this.leave();
    this.#box?.remove();
  }

  /** The element left analyze mode: the card, the overlay and the spread go. */
  leave() {
    this.stop();
    this.#task?.leave();
    if (this.#box) this.#box.hidden = true;
  }

  /** A square read on the board (pointer or keys): the spread tells its chance. */
  readSquare(n) {
    this.#task?.readSquare(n);
  }

  /** Draws where the token is after the chosen throw on `view`. */
  drawSpread(view, theme) {
    this.#task.drawSpread(view, theme);
  }

  /** What the spread says of square n, when the board shows it. */
  describe(n) {
    return this.#task?.describe(n) ?? "";
  }

  setDark(dark) {
    this.#task?.setDark(dark);
  }

  /** The card, made the first time and shown. */
  #open(analysis) {
    const host = this.#host;
    if (!this.#task) {
      adoptStyles(host.shadow, analysis.ANALYSIS_CSS);
      this.#box = document.createElement("section");
      this.#box.className = "analysis";
      this.#box.setAttribute("part", "analysis");
      this.#box.setAttribute("aria-label", host.words.t("widget-analysis-label"));
      host.box.append(this.#box);
      const task = (this.#task = new analysis.AnalysisTask({ root: this.#box, pool: analysis.sharedPool() }, {
        ownBoard: false, words: host.words, say: host.say, speed: host.speed, idPrefix: `snakes-ladders-${++views}`, dark: host.dark(),
        background: false, heading: "p",
      }));
      task.addEventListener("overlay", () => host.refresh());
      task.addEventListener("spread", () => host.refresh());
      task.addEventListener("analysis", (e) => this.#analysed(analysis, e.detail));
    }
    this.#box.hidden = false;
  }

  /** The task's news: the sentence and `analyzed`, or `error`. */
  #analysed(analysis, { state, report, text, message: why }) {
    if (state === "ready") {
      this.#host.say(text);
      this.#host.emit("analyzed", analysis.analyzedDetail(report));
    } else if (state === "error") {
      this.#host.emit("error", { message: why, source: "analyze" });
    }
  }
}

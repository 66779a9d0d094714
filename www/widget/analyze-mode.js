// <snakes-ladders mode="analyze">: the element's side of the game-length analysis. Once per
// board and rules it asks the worker pool for one player's game length and each square's
// expected throws (the core's Markov analysis, on the full build), shows them (analyze.js: the
// numbers, the chart, the spread's scrubber), hands the board its overlay, and fires `analyzed`;
// then it asks for where one token is after each throw, for the spread on the board. The view,
// the charts and the pool load the first time a widget enters the mode.
//
//   const analyze = new AnalyzeMode(host);   // host: see the constructor
//   analyze.present({ key, board, rules, rest, waiting });
//   analyze.expected, .spreadOn; analyze.drawSpread(view, theme); analyze.describe(n);
//   analyze.readSquare(n); analyze.setDark(dark); analyze.stop(); analyze.leave()

import { atRest } from "../ui/words.js";

let analysisPromise = null;
let views = 0;

/**
 * What analyze mode needs: its view, the charts and the worker pool (which loads the full
 * wasm). Imported the first time a widget enters analyze mode, so a page without one never
 * downloads them.
 */
function loadAnalysis() {
  analysisPromise ??= Promise.all([import("./analyze.js"), import("../core/work-pool.js"), import("../tasks/spread-view.js")])
    .then(([view, pool, spread]) => ({ ...view, sharedPool: pool.sharedPool, spreadJob: spread.spreadJob }))
    .catch((err) => {
      analysisPromise = null;
      throw err;
    });
  return analysisPromise;
}

const message = (e) => String(e && e.message ? e.message : e);

/** A message as a sentence: capitalised, ending with a full stop (the element's errors too). */
export function sentence(text) {
  const t = String(text).trim();
  const s = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

export class AnalyzeMode {
  /** Expected throws to the end from where each landing rests, once known (the board's overlay); else null. */
  expected = null;
  #host; #key = null; #ctl = null; #analysis = null;
  /** @type {any} the numbers and chart (analyze.js AnalyzeView), once loaded */
  #view = null;

  /**
   * `host`: `{box, say, emit, fail, refresh, speed, dark, active, start}`: where the view goes;
   * how it speaks, fires the element's events, shows a failure while it has no view
   * (`fail(text)`), redraws the board; the speed, whether the colour scheme is dark, whether
   * the element is still connected in analyze mode, and the start square under some rules
   * (the core's).
   */
  constructor(host) {
    this.#host = host;
  }

  /** Whether the board shows the spreading token (else the expected throws). */
  get spreadOn() {
    return !!this.#view?.spreadOn;
  }

  /**
   * Analyses `board` under `rules` once per `key` (`rest`: the core's rest squares, for the
   * overlay); `waiting`: the rules are not yet known to hold (a worker solves): it waits.
   */
  present({ key, board, rules, rest, waiting }) {
    if (key === this.#key) return;
    this.stop();
    if (waiting) {
      this.#view?.show(null, board.size, { dark: this.#host.dark() });
      this.#host.refresh();
      return;
    }
    this.#key = key;
    const ctl = (this.#ctl = new AbortController());
    let text;
    try {
      text = board.toString();
    } catch (e) {
      this.#failed(`this board cannot be analysed: ${message(e)}`);
      return;
    }
    const stale = () => ctl.signal.aborted || !this.#host.active();
    loadAnalysis().then((analysis) => {
      if (stale()) return null;
      this.#analysis = analysis;
      this.#showWorking(board.size);
      const job = { job: "analyze", board: text, rules, options: { players: 1 }, overlay: true };
      return analysis.sharedPool().run(job, { signal: ctl.signal });
    }).then((out) => {
      if (!out || stale()) return undefined;
      this.#showReport(out, board.size, rest);
      // Then where one token is after each throw, for the scrubber and the heat map.
      this.#view.spread.load(null);
      const analysis = this.#analysis;
      return analysis.sharedPool().run(analysis.spreadJob(text, rules, board.size), { signal: ctl.signal }).then((series) => {
        if (!stale()) this.#view.spread.load(series, { size: board.size, start: this.#host.start(rules) });
      });
    }).catch((e) => {
      if ((e && e.name === "AbortError") || ctl.signal.aborted) return;
      this.#failed(`the analysis failed: ${message(e)}`);
    });
  }

  /** Cancels an analysis in flight and forgets the last one (its chart and overlay). */
  stop() {
    this.#ctl?.abort();
    this.#ctl = null;
    this.#key = null;
    this.expected = null;
  }

  /** The element left analyze mode. */
  leave() {
    this.stop();
    this.#view?.hide();
  }

  /** A square read on the board (pointer or keys): the spread tells its chance. */
  readSquare(n) {
    this.#view?.spread.readSquare(n);
  }

  /** Draws where the token is after the chosen throw on `view`. */
  drawSpread(view, theme) {
    this.#view.spread.draw(view, theme);
  }

  /** What the spread says of square n, when the board shows it. */
  describe(n) {
    return this.spreadOn ? this.#view.spread.describe(n) : "";
  }

  setDark(dark) {
    this.#view?.setDark(dark);
  }

  /** The view, made the first time, showing "working". */
  #showWorking(size) {
    const host = this.#host;
    if (!this.#view) {
      this.#view = new this.#analysis.AnalyzeView({
        say: host.say, onDraw: host.refresh, speed: host.speed, idPrefix: `snakes-ladders-${++views}`,
      });
      this.#view.setDark(host.dark());
      host.box.append(this.#view.element);
    }
    this.#view.show(null, size, { dark: host.dark() });
    this.#view.spread.load(null);
    host.refresh();
  }

  /** The analysis is back: the overlay, the numbers and the chart, the sentence and `analyzed`. */
  #showReport({ report, expected }, size, rest) {
    const host = this.#host;
    this.expected = rest ? atRest(expected, rest) : expected;
    host.refresh();
    this.#view.show(report, size, { dark: host.dark() });
    host.say(this.#analysis.analysisSentence(report, size));
    host.emit("analyzed", this.#analysis.analyzedDetail(report));
  }

  #failed(text) {
    if (this.#view) this.#view.fail(sentence(text));
    else this.#host.fail(text);
    this.#host.emit("error", { message: text, source: "analyze" });
  }
}

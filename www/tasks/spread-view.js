// Where one token is after t throws: the probability spreading over the board, for the page's
// analysis card and the widget's analyze mode.
//
//   import { SpreadView, spreadJob } from "./spread-view.js";
//   const view = new SpreadView({ words, say, onDraw, idPrefix });   // words: the host's Messages
//   const series = await pool.run(spreadJob(boardJson, rules, size));   // worker.js "occupancy"
//   view.load(series, { size, start });
//   view.draw(boardCanvas, theme)       // the heat map of throw t on the board
//   view.describe(n)                    // "After 5 throws: 4.17% here." for tooltips
//   view.readSquare(n)                  // the readout line under the scrubber (data-value)
//
// The distributions are the core's (Board.occupancySteps, stepped in a worker): exact, one row
// per throw. This module only shows them: a scrubber over t, play, the chance of having finished
// by t, the most likely square, and each square's value.
//
// Test hooks: .spread-facts[data-throw, data-finished, data-likely]; .spread-readout[data-square,
// data-value] (the full-precision probability of the square being read at the shown throw).

import { heatOverlay } from "../board/view.js";
import { el } from "../ui/dom.js";

/** Values (squares times throws) one series may hold: 4 million doubles, 32 MB, at most. */
const MAX_VALUES = 4_000_000;
/** Throws shown at most, whatever the board. */
const MAX_THROWS = 1000;
/** The series stops once this share of games is over. */
const UNTIL = 0.999;

/** The worker job for a board (its native text) of `size` squares: capped by the board's size. */
export function spreadJob(board, rules, size) {
  const maxThrows = Math.max(1, Math.min(MAX_THROWS, Math.floor(MAX_VALUES / (size + 1)) - 1));
  return { job: "occupancy", board, rules, maxThrows, until: UNTIL };
}

/** A chance as a percentage in the words' language: "4.17%", "0%", "under 0.01%". */
function pct(words, v) {
  if (v === 0) return words.number(0, { style: "percent" });
  if (v < 0.0001) return words.t("spread-under", { share: words.number(0.0001, { style: "percent", maximumFractionDigits: 2 }) });
  return words.number(v, { style: "percent", maximumFractionDigits: v < 0.1 ? 2 : 1 });
}
/** Squares named at most when several are the most likely. */
const TIED_NAMED = 8;

export class SpreadView {
  element;
  series = null; t = 0;
  #words; #say; #onDraw; #speed; #timer = 0; #range; #play; #facts; #note; #readout; #size = 0; #start = 0; #read = null;

  /**
   * `words`: the host's (i18n/messages.js Messages); `speed()`: throws per 0.4 s while playing
   * (the widget's `speed` attribute; 1 on the page).
   */
  constructor({ words, say, onDraw, speed = () => 1, idPrefix = "spread" }) {
    this.#words = words;
    this.#say = say;
    this.#speed = speed;
    this.#onDraw = onDraw;
    const id = `${idPrefix}-throw`;
    this.#range = el("input", { type: "range", id, min: "0", max: "0", step: "1", value: "0", disabled: true });
    this.#range.addEventListener("input", () => {
      this.pause();
      this.set(Number(this.#range.value));
    });
    this.#play = el("button", { type: "button", text: words.t("spread-play"), disabled: true, onclick: () => (this.#timer ? this.pause() : this.play()) });
    this.#facts = el("p", { class: "spread-facts", "aria-live": "off" });
    this.#readout = el("p", { class: "spread-readout" });
    this.#note = el("p", { class: "spread-note" });
    this.element = el("div", { class: "spread" },
      el("div", { class: "spread-controls" }, el("label", { for: id, text: words.t("spread-throw-label") }), this.#range, this.#play),
      this.#facts, this.#readout, this.#note);
  }

  /**
   * Shows "working" (null) or a series from the worker's "occupancy" job.
   * @param {any} series
   * @param {{ size?: number, start?: number }} [where]
   */
  load(series, { size, start = 0 } = {}) {
    this.pause();
    this.series = series;
    this.#size = size;
    this.#start = start;
    this.t = 0;
    const ready = !!series;
    this.#range.disabled = this.#play.disabled = !ready;
    if (!ready) {
      this.#facts.textContent = this.#words.t("spread-working");
      this.#readout.textContent = "";
      this.#note.textContent = "";
      return;
    }
    this.#range.max = String(series.throws);
    const done = { throws: series.throws, share: pct(this.#words, series.finished[series.throws]) };
    this.#note.textContent = series.finished[series.throws] >= series.until ? this.#words.t("spread-note", done) : this.#words.t("spread-note-capped", done);
    this.set(0, { announce: false });
  }

  /** Shows throw t (0..throws). */
  set(t, { announce = true } = {}) {
    const s = this.series;
    if (!s) return;
    this.t = Math.max(0, Math.min(s.throws, t));
    this.#range.value = String(this.t);
    const text = this.words();
    this.#facts.textContent = text;
    this.#facts.dataset.throw = String(this.t);
    this.#facts.dataset.finished = String(s.finished[this.t]);
    this.#facts.dataset.likely = String(s.mostLikely[this.t]);
    if (this.#read !== null) this.readSquare(this.#read);
    this.#onDraw();
    if (announce && !this.#timer) this.#say(text);
  }

  /** The throw shown, in words: finished by then, the most likely square. */
  words() {
    const words = this.#words;
    const s = this.series;
    const t = this.t;
    const likely = s.mostLikely[t];
    if (likely < 0) return words.t("spread-all-over", { throw: t });
    const p = this.value(likely);
    const said = { throw: t, over: pct(words, s.finished[t]), chance: pct(words, p) };
    // Squares as likely as the core's most likely one (after the first throw, often all six).
    const tied = this.#tiedWith(p, t);
    if (tied.length > 1) {
      const names = tied.slice(0, TIED_NAMED).map((n) => (n === 0 ? words.t("spread-the-start") : String(n)));
      if (tied.length > TIED_NAMED) names.push(words.t("spread-more", { count: tied.length - TIED_NAMED }));
      return words.t("spread-likely-tied", { ...said, squares: new Intl.ListFormat(words.locale, { type: "conjunction" }).format(names) });
    }
    return likely === 0 ? words.t("spread-likely-start", said) : words.t("spread-likely", { ...said, square: String(likely) });
  }

  /** The unfinished squares whose chance at throw t equals p (to the last few bits). */
  #tiedWith(p, t) {
    const tied = [];
    for (let n = 0; n < this.#size; n++) if (Math.abs(this.value(n, t) - p) <= 1e-12 * p) tied.push(n);
    return tied;
  }

  /** The probability of square n at the throw shown (the last square: finished by then). */
  value(n, t = this.t) {
    const s = this.series;
    return s ? s.probabilities[t * (s.size + 1) + n] : undefined;
  }

  /** Square n's chance in a sentence, for the host's tooltip ("" before the series). */
  describe(n) {
    if (!this.series || n === null) return "";
    const chance = pct(this.#words, this.value(n));
    if (n === this.#size) return this.#words.t("spread-over-then", { throw: this.t, share: chance });
    return n === 0 ? this.#words.t("spread-token-at-start", { throw: this.t, chance }) : this.#words.t("spread-token-on", { throw: this.t, square: String(n), chance });
  }

  /** Shows square n's value under the scrubber (null: none). */
  readSquare(n) {
    this.#read = n;
    if (!this.series || n === null) {
      this.#readout.textContent = "";
      delete this.#readout.dataset.square;
      return;
    }
    this.#readout.textContent = this.describe(n);
    this.#readout.dataset.square = String(n);
    this.#readout.dataset.value = String(this.value(n));
  }

  play() {
    const s = this.series;
    if (!s) return;
    if (this.t >= s.throws) this.set(0, { announce: false });
    const tick = () => {
      this.#timer = 0;
      // Said when play stops (#done, pause), not every throw: a screen reader's queue would
      // fall ever further behind.
      this.set(this.t + 1, { announce: false });
      if (this.t < s.throws) this.#timer = setTimeout(tick, this.#interval());
      else this.#done();
      this.#sync();
    };
    this.#timer = setTimeout(tick, this.#interval());
    this.#sync();
  }

  pause() {
    if (!this.#timer) return;
    clearTimeout(this.#timer);
    this.#timer = 0;
    this.#sync();
    if (this.series) this.#say(this.words());
  }

  #interval() {
    return 400 / Math.max(0.1, this.#speed() || 1);
  }

  get playing() {
    return this.#timer !== 0;
  }

  #done() {
    this.#say(this.words());
  }

  #sync() {
    this.#play.textContent = this.#timer ? this.#words.t("spread-pause") : this.#words.t("spread-play");
  }

  /** The heat map of the throw shown, or null before the series. */
  overlay(theme) {
    const s = this.series;
    if (!s) return null;
    const row = s.size + 1, base = this.t * row;
    const values = s.probabilities.subarray(base, base + row);
    // Scaled to the most likely unfinished square, so the spread stays visible as games end.
    let max = 0;
    for (let n = 1; n < s.size; n++) max = Math.max(max, values[n]);
    return heatOverlay(theme, values, {
      near: "high", max: max || 1,
      label: (v) => (v < 0.0005 ? null : this.#words.number(v * 100, { minimumFractionDigits: v < 0.095 ? 1 : 0, maximumFractionDigits: v < 0.095 ? 1 : 0 })),
    });
  }

  /** Hands the board the heat map; the start area says its own share. */
  draw(view, theme) {
    view.setOverlay(this.overlay(theme));
    view.setHighlights({});
    view.setMarkers([]);
    view.setTokens([]);
    if (this.series && this.#start === 0) view.startLabel = this.#words.t("spread-start-label", { share: pct(this.#words, this.value(0)) });
  }

  stop() {
    clearTimeout(this.#timer);
    this.#timer = 0;
    this.#sync();
  }
}

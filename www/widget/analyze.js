// The analyze mode of <snakes-ladders>: the game-length chart and its key numbers for the
// widget's board, below the board. The element owns the data flow (it asks the worker pool and
// hands the report here); this module only builds and fills the DOM and draws the chart with
// charts.js. Every string goes in with textContent.

import {
  CHART_DARK, CHART_LIGHT, STAT_FIELDS, chartRange, chartable, drawLengthChart, figure, fixed, lengthChartLabel, percent, pretty, shown, throwAt,
} from "../tasks/charts.js";
import { el } from "../ui/dom.js";
import { SpreadView } from "../tasks/spread-view.js";

const number = (v) => v.toLocaleString("en");
const plural = (n, one, many = `${one}s`) => `${number(n)} ${n === 1 ? one : many}`;


/** The numbers a person wants first, as [key, label]. */
const STATS = [["mean", "Mean"], ["median", "Median"], ["min", "Shortest"], ["p90", "9 in 10 within"]];

/** The report's headline numbers as the `analyzed` event's detail. */
export function analyzedDetail(r) {
  return {
    expectedTurns: r.expected_turns, medianTurns: r.median_turns ?? null, modeTurns: r.mode_turns ?? null,
    minThrows: r.min_throws ?? null, p90Turns: r.p90_turns ?? null, pFinish: r.p_finish,
    pMinTurns: r.p_min_turns, finishPmf: Array.from(r.finish_pmf), finishCdf: Array.from(r.finish_cdf),
  };
}

/** One player's game length in sentences (what the live region reads; the chart's alternative). */
export function analysisSentence(r, size) {
  if (r.min_throws === null || r.min_throws === undefined) return "The end cannot be reached from the start under these rules.";
  if (r.min_throws === 0) return "The start is already the end: a game takes no throws.";
  const f = r.figures;
  const parts = [r.expected_turns === null
    ? `Some games never end; one player reaches square ${size} with probability ${percent(r.p_finish)}.`
    : `One player needs ${fixed(r.expected_turns, 1)} throws on average to reach square ${size}.`];
  if (f.median_turns) parts.push(`Half the games are over within ${pretty(f.median_turns)} throws${f.p90_turns ? `, 9 in 10 within ${pretty(f.p90_turns)}` : ""}.`);
  parts.push(`The shortest takes ${plural(r.min_throws, "throw")} (chance ${pretty(f.p_min_turns)}).`);
  // A game too long to chart: the core's words on its tail.
  if (f.tail && !chartable(r)) parts.push(`Games this long cannot be drawn. ${pretty(f.tail)}`);
  // What the core could not prove, in its words.
  parts.push(...(r.caveats ?? []).map(pretty));
  return parts.join(" ");
}

export class AnalyzeView {
  /** The block to put in the widget (hidden until shown). */
  element;
  #stats = {}; #canvas; #summary; #readout; #report = null; #data = null; #dark = false;
  #layout = null; #highlight = null; #width = 0; #observer; #key;
  /** Where one token is after each throw (spread-view.js), shown on the board when chosen. */
  spread; #colourBy; #onDraw;

  /** `say(text)` speaks in the widget's live region; `onDraw()` asks the widget to repaint its board. */
  constructor({ say = () => {}, onDraw = () => {}, speed = () => 1, idPrefix = "analyze" } = {}) {
    this.#onDraw = onDraw;
    const dl = el("dl", { class: "stats", part: "stats" });
    for (const [key, label] of STATS) {
      const dd = el("dd", { text: "–" });
      this.#stats[key] = dd;
      dl.append(el("div", {}, el("dt", { text: label }), dd));
    }
    this.#canvas = el("canvas", { class: "chart", part: "chart", role: "img", "aria-label": "Game length chart", width: "0", height: "0" });
    this.#readout = el("p", { class: "readout", "aria-hidden": "true" });
    this.#summary = el("p", { class: "summary", part: "summary" });
    const key = el("p", { class: "chart-key", "aria-hidden": "true" },
      el("span", { class: "key-bar" }), "on that throw ",
      el("span", { class: "key-line" }), "over by then");
    this.spread = new SpreadView({ say, onDraw, speed, idPrefix: `${idPrefix}-spread` });
    const radio = (value, text, checked) => el("label", {}, el("input", {
      type: "radio", name: `${idPrefix}-colour`, value, checked, onchange: () => { this.#syncShowing(); onDraw(); },
    }), text);
    this.#colourBy = el("fieldset", { class: "colour-by" }, el("legend", { text: "Board shows" }),
      radio("expected", "expected throws to the end", true), radio("spread", "where the token is after each throw", false));
    // Moving the scrubber or pressing play shows the spreading token on the board.
    this.spread.element.addEventListener("input", () => this.#showSpread(), true);
    this.spread.element.addEventListener("click", (e) => { if (e.target.tagName === "BUTTON") this.#showSpread(); }, true);
    this.spread.element.prepend(el("p", { class: "spread-title", text: "Where is the token after each throw?" }), this.#colourBy);
    // While the board shows the expected throws, the spread's words (a throw's chances, "numbers
    // are percentages") would describe a board not on show: this says what is on show instead.
    this.#colourBy.after(el("p", { class: "spread-expected-note",
      text: "The board shows the expected throws to the end: from each square, how many throws a game still takes on average (0 on the last square). Move the throw slider or press Play to see where the token is instead." }));
    this.#syncShowing();
    // The spread first, right under the board it colours; then the numbers and the chart.
    this.#key = key;
    this.element = el("div", { class: "analysis", part: "analysis" }, this.spread.element, dl, this.#canvas, key, this.#readout, this.#summary);
    this.element.hidden = true;
    this.#observer = new ResizeObserver((entries) => {
      const w = Math.floor(entries[entries.length - 1].contentRect.width);
      if (w > 0 && w !== this.#width) {
        this.#width = w;
        this.#draw();
      }
    });
    this.#observer.observe(this.element);
    const read = (e) => {
      if (!this.#layout) return;
      const r = this.#canvas.getBoundingClientRect();
      const t = throwAt(this.#layout, e.clientX - r.left, e.clientY - r.top);
      if (t !== this.#highlight) this.#setHighlight(t);
    };
    this.#canvas.addEventListener("pointermove", read);
    this.#canvas.addEventListener("pointerdown", read);
    this.#canvas.addEventListener("pointerleave", () => this.#setHighlight(null));
  }

  /** Shows "working" (null) or a report from board.analyze for a board of `size` squares. */
  show(report, size, { dark = false } = {}) {
    this.element.hidden = false;
    this.#report = report;
    this.#dark = dark;
    this.#highlight = null;
    if (!report) {
      for (const dd of Object.values(this.#stats)) dd.textContent = "…";
      this.#summary.textContent = "Working out the game length…";
      return;
    }
    const r = report;
    const reachable = r.min_throws !== null && r.min_throws !== undefined;
    // `why`: the core's reason a figure is not known ("–"), as the figure's title.
    const put = (key, text, value, why = "") => {
      const shownText = shown(r, STAT_FIELDS[key], value, text).text;
      this.#stats[key].textContent = shownText;
      this.#stats[key].toggleAttribute("data-long", shownText.length > 8);
      this.#stats[key].dataset.value = value === null || value === undefined ? "" : String(value);
      this.#stats[key].title = why;
    };
    const f = r.figures;
    const percentile = (key, text, value) => {
      const shownFigure = figure(text, r.percentiles_not_known);
      put(key, shownFigure.text, value, shownFigure.why);
    };
    put("mean", r.expected_turns === null ? "∞" : figure(f.expected_turns).text, r.expected_turns);
    percentile("median", f.median_turns, r.median_turns);
    put("min", reachable ? number(r.min_throws) : "–", reachable ? r.min_throws : null);
    percentile("p90", f.p90_turns, r.p90_turns);
    this.#summary.textContent = analysisSentence(r, size);
    this.#data = reachable && chartable(r) ? {
      pmf: r.finish_pmf, cdf: r.finish_cdf, last: chartRange(r.finish_cdf, { share: 0.99 * r.p_finish, mean: r.expected_turns }),
      min: r.min_throws, median: r.median_turns, mean: r.expected_turns,
    } : null;
    this.#draw();
  }

  /** Whether the board shows the spreading token (else the expected throws). */
  get spreadOn() {
    return this.#colourBy.querySelector("input:checked")?.value === "spread" && this.spread.series !== null;
  }

  #showSpread() {
    const r = this.#colourBy.querySelector('input[value="spread"]');
    if (r.checked) return;
    r.checked = true;
    this.#syncShowing();
    this.#onDraw();
  }

  /** Marks what the board shows (the style keeps only the words for it). */
  #syncShowing() {
    this.spread.element.dataset.showing = this.#colourBy.querySelector("input:checked")?.value ?? "expected";
  }

  /** Shows a failure in words (the element reports the error itself). */
  fail(text) {
    this.#report = null;
    this.#data = null;
    for (const dd of Object.values(this.#stats)) dd.textContent = "–";
    this.#summary.textContent = text;
    this.#draw();
  }

  /** Redraws in the widget's current colour scheme. */
  setDark(dark) {
    if (dark === this.#dark) return;
    this.#dark = dark;
    this.#draw();
  }

  hide() {
    this.element.hidden = true;
    this.spread.stop();
    this.spread.load(null);
    this.#report = null;
    this.#data = null;
  }

  disconnect() {
    this.#observer.disconnect();
  }

  #setHighlight(t) {
    this.#highlight = t;
    this.#draw();
    const d = this.#data;
    this.#readout.textContent = t && d ? `Throw ${t}: ${percent(d.pmf[t - 1])} end on it, ${percent(d.cdf[t - 1])} are over by then.` : "";
  }

  #draw() {
    const c = this.#canvas;
    this.#key.hidden = !this.#data; // the key describes a chart: none without one
    if (!this.#data || this.element.hidden) {
      c.hidden = !this.#data;
      this.#layout = null;
      return;
    }
    const width = this.#width || Math.floor(this.element.clientWidth);
    if (width <= 0) return;
    c.hidden = false;
    const height = Math.round(Math.max(200, Math.min(300, width * 0.55)));
    this.#layout = drawLengthChart(c, this.#data, {
      // Transparent, so the page's --snakes-ladders-surface shows through.
      width, height, theme: { ...(this.#dark ? CHART_DARK : CHART_LIGHT), background: null }, highlight: this.#highlight,
    });
    c.setAttribute("aria-label", lengthChartLabel(this.#data).replace(" The table below lists every throw.", ""));
  }
}

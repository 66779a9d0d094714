// The game length in the analysis card: the key numbers with their notes (each figure at the
// digits the core's bounds support, "≈" where the core could not prove it, "–" with the core's
// reason where it cannot give one), the summary in sentences, the chart (charts.js) with its
// readout and note, and the table of every throw. It only shows a report of the core's
// (Board.analyze, worked out in a worker); it computes nothing of its own. Its words and numbers
// are in the host's language (`words`, i18n/messages.js Messages), and so are the core's own
// sentences (a tail's rate, a caveat, why a figure is not known), worded from their codes
// (report.said, charts.js coreSentence).

import { el } from "../../ui/dom.js";
import {
  CHART_DARK, CHART_LIGHT, STAT_FIELDS, caveats, chartRange, chartable, coreSentence, drawLengthChart, figure, figureText, fixed,
  lengthChartLabel, percent, shown, throwAt,
} from "../charts.js";
import { STATS } from "./card.js";

/** Rows the distribution table shows at most (a huge board's tail is summarised). */
const TABLE_ROWS = 1000;

/** The report's headline numbers as the element's `analyzed` event's detail. */
export function analyzedDetail(r) {
  return {
    expectedTurns: r.expected_turns, medianTurns: r.median_turns ?? null, modeTurns: r.mode_turns ?? null,
    minThrows: r.min_throws ?? null, p90Turns: r.p90_turns ?? null, pFinish: r.p_finish,
    pMinTurns: r.p_min_turns, finishPmf: Array.from(r.finish_pmf), finishCdf: Array.from(r.finish_cdf),
  };
}

/**
 * One player's game length on a board of `size` squares, in sentences in the words' language:
 * the chart's text alternative and what is said.
 */
export function lengthSummary(words, r, size) {
  if (r.min_throws === null || r.min_throws === undefined) return words.t("analysis-never-finishes");
  if (r.min_throws === 0) return words.t("analysis-no-throws");
  const f = r.figures;
  const figureOf = (text) => figureText(words, text);
  const parts = [r.expected_turns !== null
    ? words.t("analysis-mean-sentence", { throws: fixed(words, r.expected_turns, 1), square: String(size) })
    // Every game ends but the average cannot be given: the core's reason, with what is proven.
    : r.expected_not_known ? words.t("analysis-mean-not-known", { why: coreSentence(words, r.said?.expected_not_known, r.expected_not_known) })
    : words.t("analysis-some-never-end", { square: String(size), chance: percent(words, r.p_finish) })];
  if (f.median_turns) {
    parts.push(f.p90_turns ? words.t("analysis-half-and-most", { median: figureOf(f.median_turns), p90: figureOf(f.p90_turns) })
      : words.t("analysis-half-over", { median: figureOf(f.median_turns) }));
  }
  parts.push(words.t("analysis-shortest-sentence", { throws: r.min_throws, chance: chanceOfShortest(words, r) }));
  if (f.tail) parts.push(coreSentence(words, r.said?.tail, f.tail));
  if (r.mode_turns) parts.push(words.t("analysis-most-likely-sentence", { throws: r.mode_turns }));
  // What the core could not prove, in its words by code.
  if (r.caveats.length) parts.push(...caveats(words, r));
  else if (r.expected_turns !== null) parts.push(words.t("analysis-proven"));
  return parts.join(words.t("analysis-sentence-gap"));
}

/** The chance of the shortest game: the core's figure, or its words when no figure can be written. */
const chanceOfShortest = (words, r) =>
  (r.said?.p_min_turns ? coreSentence(words, r.said.p_min_turns, r.figures.p_min_turns) : figureText(words, r.figures.p_min_turns));

export class LengthView {
  #words; #parts; #report = null; #size = 0; #data = null; #layout = null; #highlight = null;
  #dark = false; #background;

  /**
   * `parts`: the card's (card.js); `words`: the host's (i18n/messages.js Messages);
   * `background`: whether the chart paints its own background (else the host's shows through).
   */
  constructor(parts, { words, dark = false, background = true }) {
    this.#words = words;
    this.#parts = parts;
    this.#dark = dark;
    this.#background = background;
    parts.details.addEventListener("toggle", () => this.#fillTable());
    new ResizeObserver(() => this.#draw()).observe(parts.figure);
    const chart = parts.chart;
    const read = (e) => {
      if (!this.#layout) return;
      const r = chart.getBoundingClientRect();
      const t = throwAt(this.#layout, e.clientX - r.left, e.clientY - r.top);
      if (t !== this.#highlight) this.#setHighlight(t);
    };
    chart.addEventListener("pointermove", read);
    chart.addEventListener("pointerdown", read);
    chart.addEventListener("pointerleave", () => this.#setHighlight(null));
  }

  /** Shows a report of the core's for a board of `size` squares, or none ("–" everywhere): null. */
  show(report, size) {
    this.#report = report;
    this.#size = size;
    this.#highlight = null;
    if (!report) {
      for (const key of STATS) this.#put(key, { text: "–" }, null);
      this.#parts.summary.textContent = "";
      this.#data = null;
    } else {
      this.#showFigures(report);
      this.#parts.summary.textContent = lengthSummary(this.#words, report, size);
      this.#data = report.min_throws !== null && chartable(report) ? {
        pmf: report.finish_pmf, cdf: report.finish_cdf, min: report.min_throws, median: report.median_turns,
        mean: report.expected_turns, pFinish: report.p_finish,
        // Far enough for 99% of the games that finish (some may never finish).
        last: chartRange(report.finish_cdf, { share: 0.99 * report.p_finish, mean: report.expected_turns }),
      } : null;
    }
    this.#draw();
    this.#showReadout();
    this.#fillTable();
  }

  setDark(dark) {
    if (dark === this.#dark) return;
    this.#dark = dark;
    this.#draw();
  }

  /** The five numbers, each with its note; a figure the core cannot give is "–" with its reason as the title. */
  #showFigures(r) {
    const words = this.#words;
    const reachable = r.min_throws !== null;
    const f = r.figures;
    const percentile = (key, text, value, note) => {
      const shownFigure = figure(words, text, coreSentence(words, r.said?.percentiles_not_known, r.percentiles_not_known));
      this.#put(key, { text: shownFigure.text, note: text ? note : shownFigure.why && words.t("analysis-note-not-known"), why: shownFigure.why }, value ?? null, r);
    };
    // Null with a reason: every game ends, but the core cannot give the number (too large for a
    // float, or its solve failed its check): "–", not "∞".
    const meanWhy = coreSentence(words, r.said?.expected_not_known, r.expected_not_known);
    this.#put("mean", r.expected_turns === null && meanWhy ? { text: "–", note: words.t("analysis-note-not-known"), why: meanWhy } : {
      text: r.expected_turns === null ? "∞" : figure(words, f.expected_turns).text,
      note: r.expected_turns !== null ? words.t("analysis-note-throws") : reachable ? words.t("analysis-note-never-end") : words.t("analysis-note-unreachable"),
    }, r.expected_turns, r);
    percentile("median", f.median_turns, r.median_turns, words.t("analysis-note-half"));
    this.#put("mode", {
      text: figure(words, f.mode_turns).text, note: r.mode_turns ? words.t("analysis-note-mode") : r.mode_not_known ? words.t("analysis-note-not-proven") : "",
      why: coreSentence(words, r.said?.mode_not_known, r.mode_not_known),
    }, r.mode_turns, r);
    this.#put("min", {
      text: reachable ? words.number(r.min_throws) : "–",
      note: reachable && r.min_throws > 0 ? words.t("analysis-note-chance", { chance: chanceOfShortest(words, r) }) : "",
    }, reachable ? r.min_throws : null, r);
    percentile("p90", f.p90_turns, r.p90_turns, words.t("analysis-note-nine-in-ten"));
  }

  /**
   * One figure: its text (marked ≈ where the core did not prove it), its note, its reason as
   * the title, and its full-precision value as data-value ("" when absent or infinite).
   */
  #put(key, { text, note = "", why = "" }, value, report = null) {
    const dd = this.#parts[key];
    const figureShown = report ? shown(this.#words, report, STAT_FIELDS[key], value, text) : { text, unproven: false };
    dd.dataset.value = value === null || value === undefined ? "" : String(value);
    dd.toggleAttribute("data-unproven", !!figureShown.unproven);
    // A figure at ten digits ("1.65798674 × 10²²") in a narrow box: smaller, and broken if it must.
    dd.toggleAttribute("data-long", figureShown.text.length > 8);
    dd.title = why;
    dd.replaceChildren(el("span", { class: "stat-number", text: figureShown.text }), note ? el("span", { class: "stat-note", text: note }) : "");
  }

  #draw() {
    const words = this.#words;
    const { chart, figure: box, key, note } = this.#parts;
    const width = Math.floor(box.clientWidth);
    const data = this.#data;
    key.hidden = !data; // the key describes a chart: none without one
    if (!data) {
      this.#layout = null;
      chart.hidden = true;
      chart.setAttribute("aria-label", words.t("analysis-no-chart"));
      // A game too long to draw: the core's words on its tail instead.
      const tail = this.#report?.figures?.tail;
      const median = this.#report?.figures?.median_turns;
      const tailSaid = tail ? coreSentence(words, this.#report.said?.tail, tail) : "";
      note.textContent = !tail ? ""
        : median ? words.t("analysis-too-long-median", { tail: tailSaid, median: figureText(words, median) })
          : words.t("analysis-too-long", { tail: tailSaid });
      return;
    }
    chart.hidden = false;
    note.textContent = this.#chartNote(data);
    if (width <= 0) return;
    const height = Math.round(Math.max(220, Math.min(320, width * 0.56)));
    const theme = this.#dark ? CHART_DARK : CHART_LIGHT;
    this.#layout = drawLengthChart(words, chart, data, {
      width, height, theme: this.#background ? theme : { ...theme, background: null }, highlight: this.#highlight,
    });
    chart.setAttribute("aria-label", lengthChartLabel(words, data));
  }

  /** Where the chart stops short: games longer than it shows, games that never end. */
  #chartNote(data) {
    const words = this.#words;
    const beyond = data.pFinish - data.cdf[data.last - 1];
    const notes = [];
    if (beyond > 0.0005) {
      const longer = { last: data.last, share: percent(words, beyond) };
      notes.push(data.pmf.length > TABLE_ROWS ? words.t("analysis-chart-stops-first", { ...longer, rows: TABLE_ROWS })
        : words.t("analysis-chart-stops-all", longer));
    }
    if (data.pFinish < 0.9995) {
      notes.push(words.t("analysis-chart-never-end", { share: percent(words, 1 - data.pFinish), all: percent(words, 1) }));
    }
    return notes.join(words.t("analysis-sentence-gap"));
  }

  #setHighlight(t) {
    this.#highlight = t;
    this.#draw();
    this.#showReadout();
  }

  #showReadout() {
    const t = this.#highlight, d = this.#data;
    const out = this.#parts.readout;
    if (!t || !d) {
      out.textContent = d ? this.#words.t("analysis-readout-help") : "";
      return;
    }
    out.textContent = this.#words.t("analysis-readout", { throw: t, ends: percent(this.#words, d.pmf[t - 1]), over: percent(this.#words, d.cdf[t - 1]) });
  }

  /** The table, filled when it is open (a long game's table is big). */
  #fillTable() {
    const { details, table, tableNote } = this.#parts;
    const words = this.#words;
    const body = table.tBodies[0];
    const r = this.#report;
    if (!details.open || !r) {
      if (!r) body.replaceChildren();
      return;
    }
    const n = Math.min(r.finish_pmf.length, TABLE_ROWS);
    const rows = document.createDocumentFragment();
    // From the fewest throws on, a game can end on every throw: a chance too small for the
    // digits (2.66 × 10⁻⁴²%, or a piece the core dropped below 10⁻²⁴) is "< 0.001%", never 0%.
    const cell = (p, t, digits) => {
      const least = 10 ** -digits / 100;
      return t >= (r.min_throws ?? Infinity) && p < least / 2 ? `< ${percent(words, least, digits)}` : percent(words, p, digits);
    };
    for (let t = 1; t <= n; t++) {
      rows.append(el("tr", {},
        el("th", { scope: "row", text: words.number(t) }),
        el("td", { text: cell(r.finish_pmf[t - 1], t, 3) }),
        el("td", { text: cell(r.finish_cdf[t - 1], t, 2) })));
    }
    body.replaceChildren(rows);
    const rest = 1 - (r.finish_cdf[n - 1] ?? 0);
    tableNote.textContent = rest > 0.00005 ? words.t("analysis-table-still-going", { throw: n, share: percent(words, rest) }) : "";
  }
}

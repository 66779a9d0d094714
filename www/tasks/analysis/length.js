// The game length in the analysis card: the key numbers with their notes (each figure at the
// digits the core's bounds support, "≈" where the core could not prove it, "–" with the core's
// reason where it cannot give one), the summary in sentences, the chart (charts.js) with its
// readout and note, and the table of every throw. It only shows a report of the core's
// (Board.analyze, worked out in a worker); it computes nothing of its own.

import { el } from "../../ui/dom.js";
import {
  CHART_DARK, CHART_LIGHT, STAT_FIELDS, chartRange, chartable, drawLengthChart, figure, fixed, lengthChartLabel, percent, pretty, shown,
  throwAt,
} from "../charts.js";
import { STATS } from "./card.js";

const number = (v) => v.toLocaleString("en");
const plural = (n, one, many = `${one}s`) => `${number(n)} ${n === 1 ? one : many}`;

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

/** One player's game length on a board of `size` squares, in sentences: the chart's text alternative and what is said. */
export function lengthSummary(r, size) {
  if (r.min_throws === null || r.min_throws === undefined) {
    return "The end cannot be reached from the start under these rules, so a game never finishes.";
  }
  if (r.min_throws === 0) return "The start is already the end: a game takes no throws.";
  const goal = `square ${size}`;
  const f = r.figures;
  const parts = [r.expected_turns === null
    ? `Some games never end: a token can get stuck where ${goal} cannot be reached, and one player finishes with probability ${percent(r.p_finish)}.`
    : `One player needs ${fixed(r.expected_turns, 1)} throws on average to reach ${goal}.`];
  if (f.median_turns) {
    parts.push(`Half of all games are over within ${pretty(f.median_turns)} throws${f.p90_turns ? `, and 9 in 10 within ${pretty(f.p90_turns)}` : ""}.`);
  }
  parts.push(`The shortest game takes ${plural(r.min_throws, "throw")}; its chance is ${pretty(f.p_min_turns)}.`);
  if (f.tail) parts.push(pretty(f.tail));
  if (r.mode_turns) parts.push(`The most likely length is ${plural(r.mode_turns, "throw")}.`);
  // What the core proved, in its own words.
  if (r.caveats.length) parts.push(...r.caveats.map(pretty));
  else if (r.expected_turns !== null) parts.push("Every figure here is proven to at least 9 significant digits.");
  return parts.join(" ");
}

export class LengthView {
  #parts; #report = null; #size = 0; #data = null; #layout = null; #highlight = null;
  #dark = false; #background;

  /** `parts`: the card's (card.js); `background`: whether the chart paints its own background (else the host's shows through). */
  constructor(parts, { dark = false, background = true } = {}) {
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
      for (const [key] of STATS) this.#put(key, { text: "–" }, null);
      this.#parts.summary.textContent = "";
      this.#data = null;
    } else {
      this.#showFigures(report);
      this.#parts.summary.textContent = lengthSummary(report, size);
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
    const reachable = r.min_throws !== null;
    const f = r.figures;
    const percentile = (key, text, value, note) => {
      const shownFigure = figure(text, r.percentiles_not_known);
      this.#put(key, { text: shownFigure.text, note: text ? note : shownFigure.why && "not known", why: shownFigure.why }, value ?? null, r);
    };
    this.#put("mean", {
      text: r.expected_turns === null ? "∞" : figure(f.expected_turns).text,
      note: r.expected_turns !== null ? "throws" : reachable ? "some games never end" : "the end cannot be reached",
    }, r.expected_turns, r);
    percentile("median", f.median_turns, r.median_turns, "half are over by then");
    this.#put("mode", {
      text: figure(f.mode_turns).text, note: r.mode_turns ? "most likely length" : r.mode_not_known ? "not proven" : "", why: r.mode_not_known ?? "",
    }, r.mode_turns, r);
    this.#put("min", {
      text: reachable ? number(r.min_throws) : "–", note: reachable && r.min_throws > 0 ? `chance ${pretty(f.p_min_turns)}` : "",
    }, reachable ? r.min_throws : null, r);
    percentile("p90", f.p90_turns, r.p90_turns, "9 in 10 are over by then");
  }

  /**
   * One figure: its text (marked ≈ where the core did not prove it), its note, its reason as
   * the title, and its full-precision value as data-value ("" when absent or infinite).
   */
  #put(key, { text, note = "", why = "" }, value, report = null) {
    const dd = this.#parts[key];
    const figureShown = report ? shown(report, STAT_FIELDS[key], value, text) : { text, unproven: false };
    dd.dataset.value = value === null || value === undefined ? "" : String(value);
    dd.toggleAttribute("data-unproven", !!figureShown.unproven);
    // A figure at ten digits ("1.65798674 × 10²²") in a narrow box: smaller, and broken if it must.
    dd.toggleAttribute("data-long", figureShown.text.length > 8);
    dd.title = why;
    dd.replaceChildren(el("span", { class: "stat-number", text: figureShown.text }), note ? el("span", { class: "stat-note", text: note }) : "");
  }

  #draw() {
    const { chart, figure: box, key, note } = this.#parts;
    const width = Math.floor(box.clientWidth);
    const data = this.#data;
    key.hidden = !data; // the key describes a chart: none without one
    if (!data) {
      this.#layout = null;
      chart.hidden = true;
      chart.setAttribute("aria-label", "No chart: the game length is not known.");
      // A game too long to draw: the core's words on its tail instead.
      const tail = this.#report?.figures?.tail;
      const median = this.#report?.figures?.median_turns;
      note.textContent = tail
        ? `Games this long cannot be drawn. ${pretty(tail)}${median ? ` Half of them are over within about ${pretty(median)} throws.` : ""}` : "";
      return;
    }
    chart.hidden = false;
    note.textContent = this.#chartNote(data);
    if (width <= 0) return;
    const height = Math.round(Math.max(220, Math.min(320, width * 0.56)));
    const theme = this.#dark ? CHART_DARK : CHART_LIGHT;
    this.#layout = drawLengthChart(chart, data, {
      width, height, theme: this.#background ? theme : { ...theme, background: null }, highlight: this.#highlight,
    });
    chart.setAttribute("aria-label", lengthChartLabel(data));
  }

  /** Where the chart stops short: games longer than it shows, games that never end. */
  #chartNote(data) {
    const beyond = data.pFinish - data.cdf[data.last - 1];
    const notes = [];
    if (beyond > 0.0005) {
      notes.push(`The chart stops at ${number(data.last)} throws; ${percent(beyond)} of games take longer ` +
        `(the table lists ${data.pmf.length > TABLE_ROWS ? `the first ${number(TABLE_ROWS)}` : "them all"}).`);
    }
    if (data.pFinish < 0.9995) notes.push(`${percent(1 - data.pFinish)} of games never end, so the line stops short of 100%.`);
    return notes.join(" ");
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
      out.textContent = d ? "Point at or touch the chart to read a throw." : "";
      return;
    }
    out.textContent = `Throw ${t}: ${percent(d.pmf[t - 1])} of games end on this throw; ${percent(d.cdf[t - 1])} are over by then.`;
  }

  /** The table, filled when it is open (a long game's table is big). */
  #fillTable() {
    const { details, table, tableNote } = this.#parts;
    const body = table.tBodies[0];
    const r = this.#report;
    if (!details.open || !r) {
      if (!r) body.replaceChildren();
      return;
    }
    const n = Math.min(r.finish_pmf.length, TABLE_ROWS);
    const rows = document.createDocumentFragment();
    for (let t = 1; t <= n; t++) {
      rows.append(el("tr", {},
        el("th", { scope: "row", text: String(t) }),
        el("td", { text: percent(r.finish_pmf[t - 1], 3) }),
        el("td", { text: percent(r.finish_cdf[t - 1], 2) })));
    }
    body.replaceChildren(rows);
    const rest = 1 - (r.finish_cdf[n - 1] ?? 0);
    tableNote.textContent = rest > 0.00005 ? `After throw ${n}, ${percent(rest)} of games are still going.` : "";
  }
}

// The designer's numbers card: how the board plays (fewest throws, the average game, the
// median, two players' odds), how long games take (the chart and the spread), and what each
// jump is worth. Every figure is the core's (design/work.js asks it); the card only shows them,
// and never beside a board they are not for.

import { CHART_DARK, CHART_LIGHT, chartRange, chartable, coreSentence, drawLengthChart, fixed, lengthChartLabel, pretty, shown } from "../charts.js";
import { el } from "../../ui/dom.js";
import { coreSaid } from "../../ui/words.js";
import { DesignWork } from "./work.js";

/** The most jumps listed by worth (a 10,000-square board may have thousands). */
const MAX_LISTED = 200;

/** What the message adds when the board leaves no way to the last square. */
export const unreachableNote = (words) => words.t("design-unreachable-note");

/**
 * A jump as a message's variables: `kind` ("ladder" or "snake", for the message's selector),
 * `from` and `to` (its squares, the game's numbering, written as the board writes them).
 */
export const jumpArgs = (from, to) => ({ kind: to > from ? "ladder" : "snake", from: String(from), to: String(to) });

/** "Ladder 1 → 38", a jump's name at the head of a line. */
export const jumpName = (words, from, to) => words.t("design-jump-name", jumpArgs(from, to));

/**
 * A figure the core wrote ("172", "43.324597", "52.31%", "2.5307 × 10^33") in the language's
 * digits: plain decimals and percentages as the language writes them, with the core's number of
 * decimals; a power of ten made pretty.
 */
export function figureIn(words, text) {
  const m = /^(\d+)(?:\.(\d+))?(%?)$/.exec(text);
  if (!m) return pretty(text);
  const digits = m[2]?.length ?? 0, percent = m[3] === "%";
  const value = Number(`${m[1]}.${m[2] ?? "0"}`);
  return words.number(percent ? value / 100 : value, {
    style: percent ? "percent" : "decimal", minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false,
  });
}

/**
 * `host`: `{words, afterEdit(), wordsChanged(), shown(key), choose(value), preview(pair), state(detail)}`:
 * the host's words (a Messages), whether an edit's words are still to be said, the words for squares changed, a board's
 * numbers are in, a jump of the list was chosen or is pointed at, and the card's state changed
 * (`{state, text, report}`).
 */
export class DesignNumbers {
  #parts; #root; #host; #work;
  /** #shownFor: the key (board text and rules) of the worths in #values. */
  #values = []; #wanted = null; #shownFor = null;
  /** Whether the shown numbers' board can end under their rules: {key, finite, reachable}. */
  #ends = null;
  /** The chart's room (px), kept by a ResizeObserver: reading it after an edit's writes would lay the page out again. */
  #chartRoom = 0;
  #dark = false;

  constructor(root, parts, host) {
    this.#root = root;
    this.#parts = parts;
    this.#host = host;
    this.#work = new DesignWork({
      numbers: (r, w) => this.#showNumbers(r, w), numbersFailed: (e) => this.failed(e),
      worths: (r, w) => this.#showWorths(r, w), worthsFailed: (e) => this.#worthsFailed(e),
      busy: ({ numbers }) => this.#busy(numbers), still: (w) => this.#wanted === w,
    });
    new ResizeObserver((entries) => {
      // The content box (the card's padding is not the chart's): laid out already, no extra layout.
      this.#chartRoom = entries[entries.length - 1].contentRect.width;
    }).observe(parts.chart.parentElement);
  }

  /** Loads the full core onto this thread (small boards' numbers come in the edit's frame). */
  loadCore() {
    this.#work.loadCore().then((here) => { if (here) this.#root.dataset.core = "page"; });
  }

  /** The chart follows the colour scheme: drawn again with the next numbers. */
  setDark(dark) {
    this.#dark = dark;
    this.#wanted = null;
  }

  /**
   * Works out the numbers of `text` under `rules` (`board`: its size and flat jumps), unless
   * they are asked for already or shown; false then.
   */
  want(text, rules, board, { keepReadout = false } = {}) {
    const key = JSON.stringify([text, rules]);
    if (this.#wanted?.key === key) return false;
    this.#wanted = { key, text, rules };
    // A jump's worth read out under the list was the last board's (or rules').
    if (!keepReadout) this.#parts.readout.textContent = "";
    this.#work.start(this.#wanted, board.size, board.jumps.length / 2);
    return true;
  }

  /** Whether the numbers shown are for the board and rules asked for last. */
  get fresh() {
    return this.#root.dataset.state === "ready" && this.#ends?.key === this.#wanted?.key;
  }

  /** Whether the board asked for last is known to leave no way to the last square. */
  get unreachable() {
    return this.#ends?.key === this.#wanted?.key && this.#ends?.reachable === false;
  }

  /** The shown figures at full precision ("" when absent): {min, mean}. */
  get figures() {
    return { min: this.#parts.min.dataset.value, mean: this.#parts.mean.dataset.value };
  }

  /** The key of the board and rules asked for last. */
  get wantedKey() {
    return this.#wanted?.key;
  }

  /**
   * The board's fewest throws and average game as the card shows them, for the bubble beside
   * the board after a touch edit (on a phone the card is a screen below it); "" while this
   * board's numbers are not in (a big board's come from the workers).
   */
  numbersLine() {
    if (!this.fresh) return "";
    return this.#host.words.t("design-numbers-line", { min: this.#parts.min.textContent, mean: this.#parts.mean.textContent });
  }

  /**
   * What jump `pair` ([from, to], or null) is worth, in words with the board's average; "" when
   * there is no worth for it on the board and rules asked for (the list lags an edit by a
   * frame or more).
   */
  worthOf(pair) {
    const v = pair && this.#shownFor === this.#wanted?.key && this.#values.find((x) => x.from === pair[0]);
    return v ? this.#worth(v, Number(this.#parts.mean.dataset.value) || null) : "";
  }

  #busy(numbers) {
    if (numbers) {
      this.#root.dataset.state = "busy";
      this.#host.state({ state: "busy", text: this.#wanted.text, report: null });
    }
    this.#parts.values.dataset.state = "busy";
  }

  /**
   * The board has no numbers (its jumps form a cycle under rules changed since, or the core
   * failed): says why (`bare`: `e` is the whole reason, not why the core failed), and takes down the last board's numbers, chart and worths, which would
   * otherwise stand beside a board they are not for.
   */
  failed(e, { bare = false } = {}) {
    const p = this.#parts, words = this.#host.words;
    p.message.textContent = bare ? coreSaid(words, e) : words.t("design-numbers-failed", { error: coreSaid(words, e) });
    for (const dd of [p.min, p.mean, p.median, p.odds]) {
      dd.dataset.value = "";
      dd.textContent = "–";
      dd.title = "";
    }
    p.chart.hidden = true;
    p.spread.textContent = "";
    this.#root.dataset.state = "error";
    this.#host.state({ state: "error", text: this.#wanted?.text ?? null, report: null, message: p.message.textContent });
    this.#worthsFailed(e);
  }

  /**
   * What each jump is worth could not be worked out: the list says so and why (the message above
   * keeps the edit's words; a failure of the numbers has put its reason there).
   */
  #worthsFailed(e) {
    const p = this.#parts;
    this.#values = [];
    this.#shownFor = null;
    p.readout.textContent = "";
    const words = this.#host.words;
    p["values-heading"].textContent = words.t("design-values-heading");
    p.values.replaceChildren(el("li", { class: "small", text: words.t("design-worths-failed", { error: coreSaid(words, e) }) }));
    p.values.dataset.state = "error";
    this.#host.wordsChanged(); // the line under the board read the last board's worth
  }

  #showNumbers({ report }, { text, key }) {
    this.#showFigures(report);
    const mean = report.expected_turns, reachable = report.min_throws !== null;
    // How the worths of this board's jumps are put in words (see #worth).
    const late = this.#ends?.key !== key && !this.#host.afterEdit();
    this.#ends = { key, finite: mean !== null || report.p_finish >= 1, reachable };
    // Numbers from the workers come after the edit's words: they add the note themselves.
    const said = this.#parts.message, note = unreachableNote(this.#host.words);
    if (late && !reachable && said.textContent && !said.textContent.includes(note)) said.textContent += ` ${note}`;
    if (this.#shownFor === key) this.#showValues(this.#values); // the worths came first: in words for this board
    this.#showSpread(report);
    this.#root.dataset.text = text;
    this.#root.dataset.state = "ready";
    this.#host.state({ state: "ready", text, report });
    this.#host.shown(key);
  }

  /** Fewest throws, the average game, the median and the odds, each with its caveat. */
  #showFigures(report) {
    // `why`: the core's reason a figure is "–" (not known), as its title.
    const show = (dd, value, words, field = null, why = "") => {
      dd.dataset.value = value === null || value === undefined ? "" : String(value);
      const figure = shown(this.#host.words, report, field, value, words);
      dd.textContent = figure.text;
      dd.title = figure.caveat || why;
    };
    const p = this.#parts, mean = report.expected_turns, odds = report.win_probability, f = report.figures;
    const words = this.#host.words, fig = (text) => figureIn(words, text);
    const throws = (text) => words.t("design-throws", { throws: fig(text) });
    show(p.min, report.min_throws, report.min_throws === null ? words.t("design-min-never") : words.number(report.min_throws, { useGrouping: false }));
    // Not known (too large for a float, or the core's solve failed its check): "–", the core's reason as its title.
    const meanWhy = coreSentence(words, report.said?.expected_not_known, report.expected_not_known);
    show(p.mean, mean, mean !== null ? throws(f.expected_turns) : meanWhy ? "–" : words.t("design-mean-never"), "expected_turns", meanWhy);
    show(p.median, report.median_turns, f.median_turns === null ? "–" : throws(f.median_turns), "median_turns",
      coreSentence(words, report.said?.percentiles_not_known, report.percentiles_not_known));
    if (report.min_throws === null) show(p.odds, odds ? odds[0] : null, words.t("design-odds-nobody"));
    else {
      const w = f.win_probability;
      show(p.odds, odds ? odds[0] : null, w ? words.t("design-odds", { first: fig(w[0]), second: fig(w[1]) }) : "–", "win_probability",
        coreSentence(words, report.said?.odds_not_known, report.odds_not_known));
    }
  }

  #showWorths({ values }, { text, key }) {
    this.#values = values;
    this.#shownFor = key;
    this.#showValues(values);
    const list = this.#parts.values;
    list.dataset.text = text;
    list.dataset.state = "ready";
    this.#host.wordsChanged(); // the line under the board and the tooltip, in this board's worths
  }

  #showSpread(report) {
    const canvas = this.#parts.chart;
    const pmf = report.finish_pmf, cdf = report.finish_cdf;
    this.#parts.spread.textContent = this.#spreadWords(report);
    if (!chartable(report)) {
      canvas.hidden = true;
      return;
    }
    canvas.hidden = false;
    const data = {
      pmf, cdf, min: report.min_throws, median: report.median_turns, mean: report.expected_turns,
      last: chartRange(cdf, { mean: report.expected_turns }), pFinish: report.p_finish,
    };
    let room = this.#chartRoom;
    if (!room) {
      const box = canvas.parentElement, style = getComputedStyle(box);
      room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    }
    // Drawn at the width it is shown at: wider, the page's max-width squeezed its text.
    const width = Math.max(200, Math.min(420, Math.floor(room)));
    drawLengthChart(this.#host.words, canvas, data, { width, height: 170, theme: this.#dark ? CHART_DARK : CHART_LIGHT });
    canvas.setAttribute("aria-label", lengthChartLabel(this.#host.words, data, { table: false }));
  }

  /**
   * How long games last in one sentence: the quartiles and the ninth decile the core gives (a
   * percentile is known only when the ones below it are), or why there are none.
   */
  #spreadWords(report) {
    const words = this.#host.words, f = report.figures;
    const known = [f.p25_turns, f.p75_turns, f.p90_turns];
    const [p25, p75, p90] = known.map((t) => (t === null ? null : figureIn(words, t)));
    if (p90 !== null && p75 !== null && p25 !== null) return words.t("design-spread-three", { p25, p75, p90 });
    if (p75 !== null && p25 !== null) return words.t("design-spread-two", { p25, p75 });
    if (p25 !== null) return words.t("design-spread-one", { p25 });
    if (report.min_throws === null) return words.t("design-spread-unreachable");
    if (report.percentiles_not_known) {
      return words.t("design-spread-not-known", { reason: coreSentence(words, report.said?.percentiles_not_known, report.percentiles_not_known) });
    }
    return words.t("design-spread-endless");
  }

  /** The jumps ranked by what they are worth (the core's order: largest change first). */
  #showValues(values) {
    const items = values.slice(0, MAX_LISTED).map((v) => {
      const button = el("button", { type: "button", class: "design-value", text: this.#worth(v, null) });
      const pair = [v.from, v.to];
      button.addEventListener("focus", () => this.#host.preview(pair));
      button.addEventListener("mouseenter", () => this.#host.preview(pair));
      button.addEventListener("mouseleave", () => this.#host.preview(null));
      button.addEventListener("blur", () => this.#host.preview(null));
      button.addEventListener("click", () => this.#host.choose(v));
      return el("li", {
        "data-from": v.from, "data-to": v.to,
        "data-without": v.expectedTurnsWithout ?? "", "data-change": v.change ?? "",
      }, button);
    });
    // The count is the shown board's: hidden with the list while another board's is worked out.
    const words = this.#host.words;
    this.#parts["values-heading"].replaceChildren(words.t("design-values-heading"),
      values.length ? el("span", { class: "design-values-count", text: ` ${words.t("design-values-count", { count: values.length })}` }) : "");
    if (!values.length) items.push(el("li", { class: "small", text: words.t("design-values-none") }));
    if (values.length > MAX_LISTED) items.push(el("li", { class: "small", text: words.t("design-more", { count: values.length - MAX_LISTED }) }));
    this.#parts.values.replaceChildren(...items);
  }

  /** "Ladder 1 → 38: without it 44.12 throws; it saves 4.53." */
  #worth(v, mean) {
    const words = this.#host.words, jump = jumpName(words, v.from, v.to);
    // Whether the board's own game ends, when its numbers are for the board these worths are for.
    const ends = this.#ends?.key === this.#shownFor ? this.#ends : { finite: true, reachable: true };
    if (v.expectedTurnsWithout === null) {
      // Endless on average either way: not for want of this jump (some games may still end).
      return ends.finite ? words.t("design-worth-needed", { jump }) : words.t("design-worth-endless", { jump });
    }
    // The core's texts, at the digits their bounds support.
    const without = figureIn(words, v.withoutText);
    if (v.change === null) {
      return ends.reachable ? words.t("design-worth-some-never", { jump, without }) : words.t("design-worth-none-end", { jump, without });
    }
    const args = { jump, without, change: figureIn(words, v.changeText), effect: v.change < 0 ? "saves" : v.change > 0 ? "adds" : "nothing" };
    return mean === null ? words.t("design-worth", args) : words.t("design-worth-now", { ...args, now: fixed(words, mean) });
  }
}

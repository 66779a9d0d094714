// The page's "How long does a game take?" card: the game-length chart and key numbers, the
// expected-turns overlay for the board; with the spread on a board of its own
// (analysis-spread.js) and the win odds per player and seeded simulations in workers
// (analysis-odds.js).
//
// Every computation runs in the worker pool (work-pool.js), so a big board never freezes the
// page. The workers load the full build of the core (with the analysis); app.js imports this
// module only after the board is on screen, and this module instantiates the full build on the
// page's own thread only to total a simulation's chunks. app.js calls update() whenever the board, the rules, the players or the house rules
// change; the panel works out what is stale, cancels it and asks again.
//
// Test hooks (see also app.js):
//   ?workers=N (page URL)     run simulations on N workers (1..16) instead of one per core
//   #analysis[data-state]     "idle" until the card first comes near the screen (app.js loads
//                             this module then), "busy" while the analysis is being worked out,
//                             "ready" once shown, "error" when it failed (the message is in
//                             #analysis-status)
//   #analysis-mean            the mean throws for one player (data-value: full precision;
//                             "" when the expectation is infinite); also #analysis-median,
//                             #analysis-mode, #analysis-min, #analysis-p90 (data-value)
//   #analysis-summary         the analysis in sentences (the chart's text alternative)
//   #length-chart             the distribution chart; #length-table its table
//   #show-expected            colour the board's squares by expected throws to the end
//   #odds-table               win chances by seat: td[data-exact], td[data-simulated]
//   #sim-games, #sim-seed, #sim-run, #sim-cancel, #sim-progress (value 0..1)
//   #sim-status[data-state]   "running", "done", "cancelled", "error" (text: games and workers)
//   #sim-result               the simulation's numbers (data-sums: the merged sums as text,
//                             data-seed, data-games, data-workers)

import { el } from "../ui/dom.js";
import { distanceColor, formatExpected } from "../board/view.js";
import { atRest } from "../ui/words.js";
import {
  CHART_DARK, CHART_LIGHT, STAT_FIELDS, chartRange, chartable, drawLengthChart, figure, fixed, lengthChartLabel, percent, pretty, shown,
  throwAt,
} from "./charts.js";
import { MAX_WORKERS, sharedPool } from "../core/work-pool.js";
import { PageSpread } from "./analysis-spread.js";
import { WinOdds } from "./analysis-odds.js";

const $ = /** @type {(id: string) => any} */ ((id) => document.getElementById(id));

const message = (e) => String(e && e.message ? e.message : e);
const isAbort = (e) => e && e.name === "AbortError";
const number = (v) => v.toLocaleString("en");
const plural = (n, one, many = `${one}s`) => `${number(n)} ${n === 1 ? one : many}`;

/** Rows the distribution table shows at most (a huge board's tail is summarised). */
const TABLE_ROWS = 1000;

/** Workers asked for in the page URL (`?workers=N`), or null for one per core. */
export function workersFromUrl(search = location.search) {
  const raw = new URLSearchParams(search).get("workers");
  if (raw === null || !/^\d{1,2}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_WORKERS ? n : null;
}

export class AnalysisPanel {
  #pool; #announce; #onOverlay;
  /** Where one token is after each throw (analysis-spread.js), on a board of its own. */
  #spread;
  #root; #chart; #figure;
  // what the analysis is about
  #board = null; #boardKey = null; #boardText = null; #size = 0; #desc = null;
  #rules = null; #start = 0; #rest = null; #players = []; #house = {};
  #keys = { analysis: null };
  /** "Who wins?" and "Simulate games" (analysis-odds.js). */
  #odds;
  // results
  #report = null; #expected = null; #landing = null;
  #chartData = null; #layout = null; #highlight = null;
  // work in flight
  #analysisCtl = null; #busyTimer = 0;
  #dark = matchMedia("(prefers-color-scheme: dark)");

  /**
   * `announce(text)` speaks in the page's live region; `onOverlay()` asks the page to redraw the board and its
   * legend when the expected-turns overlay changes.
   */
  constructor({ announce, onOverlay, workers = workersFromUrl() }) {
    this.#announce = announce;
    this.#onOverlay = onOverlay;
    this.#pool = sharedPool(workers ? { size: workers } : undefined);
    this.#root = $("analysis");
    this.#chart = $("length-chart");
    this.#figure = $("length-figure");
    this.#spread = new PageSpread(this.#pool);
    this.#odds = new WinOdds({ pool: this.#pool, announce });
    this.#wire();
  }

  /** The pool's worker count (what simulations run on). */
  get workers() {
    return this.#pool.size;
  }

  /**
   * The page's current setup: `{ board, boardKey, desc, rules, start, rest, players: [names],
   * house: {knockOff, sixesAgain, threeSixesEnd} }`; `start` is where tokens wait (0 or 1) and
   * `rest` where each landing comes to rest, both the core's (RuleTable.start, .restSquares).
   * Recomputes only what it changes.
   */
  update({ board, boardKey, desc, rules, start, rest, players, house }) {
    if (!board) return;
    if (boardKey !== this.#boardKey || board !== this.#board) {
      this.#board = board;
      this.#boardKey = boardKey;
      this.#size = board.size;
      try {
        this.#boardText = board.toString();
      } catch (e) {
        this.#boardText = null;
        this.#fail(`This board cannot be analysed: ${message(e)}`);
        return;
      }
    }
    this.#desc = desc;
    this.#rules = { ...rules };
    this.#start = start;
    this.#rest = rest ?? null;
    this.#players = players.slice();
    this.#house = { knockOff: !!house.knockOff, sixesAgain: !!house.sixesAgain, threeSixesEnd: !!house.sixesAgain && !!house.threeSixesEnd };
    const analysisKey = JSON.stringify([this.#boardKey, this.#rules, players.length]);
    const sameAnalysis = analysisKey === this.#keys.analysis;
    this.#odds.setup({
      boardKey: this.#boardKey, boardText: this.#boardText, size: this.#size, rules: this.#rules, players: this.#players, house: this.#house,
    }, { sameAnalysis });
    if (!sameAnalysis) {
      this.#keys.analysis = analysisKey;
      this.#analyze();
    }
    this.#odds.show();
    this.#spread.update({ boardKey: this.#boardKey, boardText: this.#boardText, desc, rules: this.#rules, start, rest: this.#rest });
  }

  // ---------------------------------------------------------------- the overlay (for app.js)

  /** Whether the board should be coloured by expected throws. */
  get overlayOn() {
    return $("show-expected").checked;
  }

  /** Expected throws after landing on each square, when the overlay is on and known; else null. */
  overlay() {
    return this.overlayOn && this.#landing ? this.#landing : null;
  }

  /** The start area's label with the expected throws from `start`, when the overlay is on; else null. */
  startLabel(base, start) {
    const v = this.overlay()?.[start];
    if (v === undefined) return null;
    return Number.isFinite(v) ? `${base}: ${formatExpected(v)} throws expected` : `${base}: may never finish`;
  }

  /** A sentence about square n (resting square `rest`) for the status line, when the overlay is on. */
  describeSquare(n, rest = n) {
    const values = this.overlay();
    if (!values || n === null || n === this.#size) return "";
    const v = this.#expected[rest];
    if (!Number.isFinite(v)) return "From here the end may never be reached, so the expected throws are infinite.";
    return `On average ${formatExpected(v)} more ${v === 1 ? "throw" : "throws"} to the end from ${n === rest ? "here" : `square ${rest}`}.`;
  }

  /** Fills the board's legend for the expected-turns overlay; false when the overlay is off. */
  renderLegend(container, theme) {
    const values = this.overlay();
    if (!values) return false;
    let max = 0, infinite = false;
    for (let n = 1; n < values.length; n++) {
      if (Number.isFinite(values[n])) max = Math.max(max, values[n]);
      else infinite = true;
    }
    const stops = [];
    for (let k = 0; k <= 8; k++) stops.push(distanceColor(theme, (max * (8 - k)) / 8, max));
    const ramp = el("span", { class: "ramp", "aria-hidden": "true" });
    ramp.style.background = `linear-gradient(to right, ${stops.join(", ")})`;
    const parts = [
      el("span", { class: "legend-title", text: "Expected throws to the end:" }),
      max > 0 ? el("span", { class: "legend-scale" }, el("span", { text: `${max >= 1000 ? number(Math.round(max)) : formatExpected(max)} (far)` }), ramp, el("span", { text: "0 (finish)" }))
        : el("span", { text: "0 at the finish" }),
    ];
    if (infinite) {
      parts.push(el("span", { class: "legend-unreachable" },
        el("span", { class: "hatch", "aria-hidden": "true" }), "hatched: may never reach the end"));
    }
    container.replaceChildren(...parts);
    return true;
  }

  // ---------------------------------------------------------------- wiring

  #wire() {
    $("show-expected").addEventListener("change", (e) => {
      const distances = $("show-distances");
      if (e.target.checked && distances?.checked) {
        // One colouring at a time: the fewest-throws overlay gives way (the page hears the change).
        distances.checked = false;
        distances.dispatchEvent(new Event("change", { bubbles: true }));
      }
      $("show-board").hidden = !e.target.checked;
      this.#onOverlay();
      if (e.target.checked) this.#announce(this.#overlaySentence());
    });
    $("show-distances")?.addEventListener("change", (e) => {
      if (e.target.checked && $("show-expected").checked) {
        $("show-expected").checked = false;
        $("show-board").hidden = true;
        this.#onOverlay();
      }
    });
    // On a phone the board is far above this card: a way back to it to see the colours.
    $("show-board").addEventListener("click", () => {
      const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
      $("board-frame").scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    });
    $("length-details").addEventListener("toggle", () => this.#fillTable());
    new ResizeObserver(() => this.#drawChart()).observe(this.#figure);
    this.#dark.addEventListener("change", () => this.#drawChart());
    const read = (e) => {
      if (!this.#layout) return;
      const r = this.#chart.getBoundingClientRect();
      const t = throwAt(this.#layout, e.clientX - r.left, e.clientY - r.top);
      if (t !== this.#highlight) {
        this.#highlight = t;
        this.#drawChart();
        this.#showReadout();
      }
    };
    this.#chart.addEventListener("pointermove", read);
    this.#chart.addEventListener("pointerdown", read);
    this.#chart.addEventListener("pointerleave", () => {
      this.#highlight = null;
      this.#drawChart();
      this.#showReadout();
    });
  }

  // ---------------------------------------------------------------- the Markov analysis

  #setState(state) {
    this.#root.dataset.state = state;
  }

  #analyze() {
    this.#analysisCtl?.abort();
    this.#odds.analysisStarted();
    if (!this.#boardText) return;
    const ctl = (this.#analysisCtl = new AbortController());
    this.#setState("busy");
    clearTimeout(this.#busyTimer);
    // Say "working" only when it takes a while, so quick answers do not flicker.
    this.#busyTimer = setTimeout(() => {
      if (ctl.signal.aborted) return;
      $("analysis-status").textContent = "Working it out…";
      // The last board's expected throws leave the board as well (the CSS hides its results).
      if (this.#expected) {
        this.#expected = null;
        this.#landing = null;
        this.#onOverlay();
      }
    }, 200);
    const job = {
      job: "analyze", board: this.#boardText, rules: this.#rules,
      options: { players: Math.max(1, this.#players.length) }, overlay: true,
    };
    this.#pool.run(job, { signal: ctl.signal }).then(({ report, expected }) => {
      if (ctl.signal.aborted) return;
      clearTimeout(this.#busyTimer);
      this.#report = report;
      this.#expected = expected;
      this.#landing = this.#rest ? atRest(expected, this.#rest) : expected;
      $("analysis-status").textContent = "";
      this.#showReport();
      this.#setState("ready");
      if (this.overlayOn) this.#onOverlay();
      if (this.#root.contains(document.activeElement)) this.#announce($("analysis-summary").textContent);
      this.#odds.analysisDone(report);
    }, (e) => {
      if (isAbort(e) || ctl.signal.aborted) return;
      clearTimeout(this.#busyTimer);
      this.#fail(`The analysis failed: ${message(e)}`);
    });
  }

  #fail(text) {
    this.#report = null;
    this.#odds.analysisDone(null);
    this.#expected = null;
    this.#landing = null;
    this.#chartData = null;
    $("analysis-status").textContent = text;
    this.#setState("error");
    this.#showReport();
    this.#onOverlay();
  }

  #showReport() {
    const r = this.#report;
    const stats = ["mean", "median", "mode", "min", "p90"];
    const put = (key, text, value, note = "") => {
      const dd = $(`analysis-${key}`);
      dd.dataset.value = value === null || value === undefined ? "" : String(value);
      const figure = shown(r, STAT_FIELDS[key], value, text);
      if (figure.unproven) dd.dataset.unproven = "";
      else delete dd.dataset.unproven;
      dd.replaceChildren(el("span", { class: "stat-number", text: figure.text }),
        note ? el("span", { class: "stat-note", text: note }) : "");
    };
    if (!r) {
      for (const k of stats) put(k, "–", null);
      $("analysis-summary").textContent = "";
      this.#chartData = null;
      this.#drawChart();
      return;
    }
    const reachable = r.min_throws !== null;
    const f = r.figures;
    // A percentile the core cannot give is "–", with its reason as the note.
    const percentile = (key, text, value, note) => {
      const shownFigure = figure(text, r.percentiles_not_known);
      put(key, shownFigure.text, value ?? null, text ? note : shownFigure.why && "not known");
      $(`analysis-${key}`).title = shownFigure.why;
    };
    put("mean", r.expected_turns === null ? "∞" : figure(f.expected_turns).text, r.expected_turns,
      r.expected_turns !== null ? "throws" : reachable ? "some games never end" : "the end cannot be reached");
    percentile("median", f.median_turns, r.median_turns, "half are over by then");
    put("mode", figure(f.mode_turns).text, r.mode_turns, r.mode_turns ? "most likely length" : r.mode_not_known ? "not proven" : "");
    $("analysis-mode").title = r.mode_not_known ?? "";
    put("min", reachable ? number(r.min_throws) : "–", reachable ? r.min_throws : null,
      reachable && r.min_throws > 0 ? `chance ${pretty(f.p_min_turns)}` : "");
    percentile("p90", f.p90_turns, r.p90_turns, "9 in 10 are over by then");
    $("analysis-summary").textContent = this.#summary(r);
    if (reachable && chartable(r)) {
      // Far enough for 99% of the games that finish (some may never finish).
      const last = chartRange(r.finish_cdf, { share: 0.99 * r.p_finish, mean: r.expected_turns });
      this.#chartData = {
        pmf: r.finish_pmf, cdf: r.finish_cdf, last,
        min: r.min_throws, median: r.median_turns, mean: r.expected_turns, pFinish: r.p_finish,
      };
    } else {
      this.#chartData = null;
    }
    this.#highlight = null;
    this.#drawChart();
    this.#showReadout();
    if ($("length-details").open) this.#fillTable();
  }

  /** The analysis in sentences: the chart's text alternative and what the live region reads. */
  #summary(r) {
    const goal = `square ${this.#size}`;
    if (r.min_throws === null) {
      return `The end cannot be reached from the start under these rules, so a game never finishes.`;
    }
    if (r.min_throws === 0) return "The start is already the end: a game takes no throws.";
    const parts = [];
    if (r.expected_turns === null) {
      parts.push(`Some games never end: a token can get stuck where ${goal} cannot be reached, ` +
        `and one player finishes with probability ${percent(r.p_finish)}.`);
    } else {
      parts.push(`One player needs ${fixed(r.expected_turns, 1)} throws on average to reach ${goal}.`);
    }
    const f = r.figures;
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

  #overlaySentence() {
    const e = this.#expected;
    if (!e) return "Squares will be coloured by expected throws to the end once the analysis is ready.";
    const v = e[this.#start];
    return `Squares coloured by expected throws to the end: ${Number.isFinite(v) ? formatExpected(v) : "infinitely many"} from the start, 0 on the last square.`;
  }

  #drawChart() {
    const canvas = this.#chart;
    const width = Math.floor(this.#figure.clientWidth);
    if (width <= 0) return;
    const height = Math.round(Math.max(220, Math.min(320, width * 0.56)));
    const theme = this.#dark.matches ? CHART_DARK : CHART_LIGHT;
    const data = this.#chartData;
    // The key describes a chart: none without one.
    /** @type {HTMLElement} */ (document.querySelector("#analysis .chart-key")).hidden = !data;
    if (!data) {
      this.#layout = null;
      canvas.hidden = true;
      canvas.setAttribute("aria-label", "No chart: the game length is not known.");
      // A game too long to draw: the core's words on its tail instead.
      const tail = this.#report?.figures?.tail;
      const median = this.#report?.figures?.median_turns;
      $("chart-note").textContent = tail
        ? `Games this long cannot be drawn. ${pretty(tail)}${median ? ` Half of them are over within about ${pretty(median)} throws.` : ""}` : "";
      return;
    }
    canvas.hidden = false;
    this.#layout = drawLengthChart(canvas, data, { width, height, theme, highlight: this.#highlight });
    canvas.setAttribute("aria-label", lengthChartLabel(data));
    const beyond = data.pFinish - data.cdf[data.last - 1];
    const notes = [];
    if (beyond > 0.0005) {
      notes.push(`The chart stops at ${number(data.last)} throws; ${percent(beyond)} of games take longer ` +
        `(the table lists ${data.pmf.length > TABLE_ROWS ? `the first ${number(TABLE_ROWS)}` : "them all"}).`);
    }
    if (data.pFinish < 0.9995) notes.push(`${percent(1 - data.pFinish)} of games never end, so the line stops short of 100%.`);
    $("chart-note").textContent = notes.join(" ");
  }

  #showReadout() {
    const out = $("chart-readout");
    const t = this.#highlight, d = this.#chartData;
    if (!t || !d) {
      out.textContent = d ? "Point at or touch the chart to read a throw." : "";
      return;
    }
    out.textContent = `Throw ${t}: ${percent(d.pmf[t - 1])} of games end on this throw; ${percent(d.cdf[t - 1])} are over by then.`;
  }

  #fillTable() {
    const details = $("length-details");
    const body = $("length-table").tBodies[0];
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
    $("length-table-note").textContent = rest > 0.00005
      ? `After throw ${n}, ${percent(rest)} of games are still going.` : "";
  }
}

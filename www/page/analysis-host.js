// The page's host of the "How long is a game?" task (tasks/analysis.js, the same component as
// <snakes-ladders mode="analyze">): it builds the card into #analysis-card with the spread on a
// board of its own (page/spread-board.js), and adds what only the page offers: the expected-turns colouring of the
// page's board (#show-expected, with its legend, its start label and its words for a square),
// "Show the board" on a phone, and "Who wins?" with seeded simulations (analysis-odds.js).
//
// app.js imports this module only when the card first comes near the screen, with it the
// workers and the full build of the core. app.js calls update() whenever the board, the rules,
// the players or the house rules change; the task works out what is stale and asks again.
//
// Test hooks (see also tasks/analysis.js and app.js):
//   ?workers=N (page URL)     run simulations on N workers (1..16) instead of one per core
//   #analysis[data-state]     "idle" until the card first comes near the screen (app.js loads
//                             this module then), "busy" while the analysis is being worked out,
//                             "ready" once shown, "error" when it failed (the message is in
//                             #analysis-status)
//   #show-expected            colour the board's squares by expected throws to the end
//   #odds-table               win chances by seat: td[data-exact], td[data-simulated]
//   #sim-games, #sim-seed, #sim-run, #sim-cancel, #sim-progress (value 0..1)
//   #sim-status[data-state]   "running", "done", "cancelled", "error" (text: games and workers)
//   #sim-result               the simulation's numbers (data-sums: the merged sums as text,
//                             data-seed, data-games, data-workers)

import { el } from "../ui/dom.js";
import { distanceColor } from "../board/view.js";
import { MAX_WORKERS, sharedPool } from "../core/work-pool.js";
import { announce as speak } from "../ui/controls.js";
import { atRest } from "../ui/words.js";
import { AnalysisTask } from "../tasks/analysis.js";
import { WinOdds } from "./analysis-odds.js";
import { SpreadBoard } from "./spread-board.js";
import { S, t } from "./page-state.js";
import { NO_WORDS } from "../i18n/messages.js";

const $ = /** @type {(id: string) => any} */ ((id) => document.getElementById(id));
/**
 * Expected throws as the board labels them (formatExpected: one decimal, whole from 100 up), as a
 * number for a message to write in its language.
 */
const expectedNumber = (v) => (v >= 99.95 ? Math.round(v) : Number(v.toFixed(1)));

/** Workers asked for in the page URL (`?workers=N`), or null for one per core. */
export function workersFromUrl(search = location.search) {
  const raw = new URLSearchParams(search).get("workers");
  if (raw === null || !/^\d{1,2}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_WORKERS ? n : null;
}

export class AnalysisPanel {
  #pool; #task; #odds; #spreadBoard; #announce; #onOverlay;
  #size = 0; #start = 0; #rest = null; #oddsKey = null;
  /** Expected throws after landing on each square (at its rest square), once known. */
  #landing = null;
  #dark = matchMedia("(prefers-color-scheme: dark)");

  /**
   * `announce(text)` speaks in the page's live region; `onOverlay()` asks the page to redraw the board and its
   * legend when the expected-turns overlay changes.
   */
  constructor({ announce, onOverlay, workers = workersFromUrl() }) {
    this.#announce = announce;
    this.#onOverlay = onOverlay;
    this.#pool = sharedPool(workers ? { size: workers } : undefined);
    const task = (this.#task = new AnalysisTask({ root: $("analysis"), box: $("analysis-card"), pool: this.#pool }, {
      words: S.words ?? NO_WORDS, ownBoard: true, idPrefix: "page", dark: this.#dark.matches, say: (text) => speak(task.parts.spreadLive, text),
    }));
    this.#spreadBoard = new SpreadBoard(task, { dark: this.#dark.matches });
    this.#odds = new WinOdds({ pool: this.#pool, announce });
    task.addEventListener("analysis", (e) => this.#analysed(/** @type {CustomEvent} */ (e).detail));
    task.addEventListener("overlay", () => {
      this.#landing = task.expected && this.#rest ? atRest(task.expected, this.#rest) : task.expected;
      this.#onOverlay();
    });
    this.#dark.addEventListener("change", () => {
      task.setDark(this.#dark.matches);
      this.#spreadBoard.setDark(this.#dark.matches);
    });
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
   */
  update({ board, boardKey, desc, rules, start, rest, players, house }) {
    if (!board) return;
    this.#size = board.size;
    this.#start = start;
    this.#rest = rest ?? null;
    const oddsKey = JSON.stringify([boardKey, rules, players.length]);
    const sameAnalysis = oddsKey === this.#oddsKey;
    this.#oddsKey = oddsKey;
    this.#spreadBoard.setup({ desc, start, rest: this.#rest });
    this.#task.show({ board, key: boardKey, rules, start, players: players.length });
    this.#odds.setup({
      boardKey, boardText: this.#task.boardText, size: board.size, rules: { ...rules }, players: players.slice(),
      house: { knockOff: !!house.knockOff, sixesAgain: !!house.sixesAgain, threeSixesEnd: !!house.sixesAgain && !!house.threeSixesEnd },
    }, { sameAnalysis });
    this.#odds.show();
  }

  /** The task's news: a new analysis stops the odds of the last; its report gives the exact odds. */
  #analysed({ state, report, text }) {
    if (state === "busy") this.#odds.analysisStarted();
    else this.#odds.analysisDone(report);
    if (state === "ready" && $("analysis").contains(document.activeElement)) this.#announce(text);
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
    if (v === undefined || Number.isNaN(v)) return null; // NaN: not known (the core's solve failed its check)
    return Number.isFinite(v) ? t("start-expected", { start: base, throws: expectedNumber(v) }) : t("start-never", { start: base });
  }

  /** A sentence about square n (resting square `rest`) for the status line, when the overlay is on. */
  describeSquare(n, rest = n) {
    const values = this.overlay();
    if (!values || n === null || n === this.#size) return "";
    const v = this.#task.expected[rest];
    if (Number.isNaN(v)) return "";
    if (!Number.isFinite(v)) return t("expected-never");
    const throws = expectedNumber(v);
    return n === rest ? t("expected-from-here", { throws }) : t("expected-from-square", { throws, square: rest });
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
      el("span", { class: "legend-title", text: t("legend-expected") }),
      max > 0 ? el("span", { class: "legend-scale" }, el("span", { text: t("legend-far", { throws: expectedNumber(max) }) }), ramp, el("span", { text: t("legend-finish") }))
        : el("span", { text: t("legend-all-zero") }),
    ];
    if (infinite) {
      parts.push(el("span", { class: "legend-unreachable" },
        el("span", { class: "hatch", "aria-hidden": "true" }), t("legend-hatched")));
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
  }

  #overlaySentence() {
    const e = this.#task.expected;
    if (!e) return t("expected-overlay-waiting");
    const v = e[this.#start];
    if (Number.isNaN(v)) return "";
    return Number.isFinite(v) ? t("expected-overlay-said", { throws: expectedNumber(v) }) : t("expected-overlay-infinite");
  }
}

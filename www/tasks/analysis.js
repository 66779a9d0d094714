// The "How long is a game?" task, one component for both hosts (the page's analysis card and
// <snakes-ladders mode="analyze">): one player's game length on the host's board under its
// rules (the key numbers, the chart, the summary, the table of every throw), each square's
// expected throws to the end (the host's board overlay), and where one token is after each
// throw (the spread's scrubber, on a board of its own or on the host's). Every number is the
// core's (Board.analyze and Board.occupancySteps, worked out in the worker pool on the full
// build, so a big board never holds the page still); the words of its bounds and caveats are
// the core's too. Its parts, one idea each:
//   analysis/card.js    the card's markup        analysis/length.js  the numbers, chart, table
//   analysis/spread.js  where the token is
//
// Usage (a host: the page's page/analysis-host.js, the element's widget/analyze-mode.js):
//   const task = new AnalysisTask({ root, box, pool }, { words, ownBoard, say, speed, idPrefix, dark, background, heading });
//   task.show({ board, key, rules, start, players })   // once per change; asks again only when
//                                   // the board (its `key`), the rules or the players' count change
//   task.wait()                     // "working": the host cannot give its rules yet
//   task.stop() / task.leave() / task.setDark(dark)
//   task.expected                   // expected throws to the end from each square (null until known)
//   task.spreadOn, task.drawSpread(view, theme), task.readSquare(n), task.describe(n)   // the host's board
//   task.spreadView                 // the scrubber, for a board of the card's own (page/spread-board.js)
// Events (on the task, an EventTarget):
//   analysis  {state: "busy" | "ready" | "error", report, text, message}: `text` the summary
//             in sentences (ready), `message` what failed (error)
//   overlay   the expected throws changed (known, or gone)
//   spread    the spread shown changed (its throw, its series, or the choice of what the board shows)
// There is no shared state: the task holds its results; the host holds its board.
//
// Test hooks (in the page; the same inside the element's shadow root):
//   #analysis-status          "Working it out…" past 200 ms, or what failed
//   root[data-state]          "busy", "ready", "error" (the host's container)
//   #analysis-mean            the mean throws for one player (data-value: full precision; ""
//                             when the expectation is infinite); also #analysis-median,
//                             #analysis-mode, #analysis-min, #analysis-p90; .stat-number, .stat-note
//   #analysis-summary         the analysis in sentences (the chart's text alternative)
//   #length-chart             the distribution chart; #chart-note, #chart-readout
//   #length-details, #length-table   every throw, as a table
//   #spread[data-state], .spread-facts, .spread-readout   see analysis/spread.js (the page's
//                             own board for it, #spread-canvas: page/spread-board.js)

import { buildCard } from "./analysis/card.js";
import { LengthView, lengthSummary } from "./analysis/length.js";
import { SpreadPart } from "./analysis/spread.js";
import { NO_WORDS } from "../i18n/messages.js";

const isAbort = (e) => e && e.name === "AbortError";

/** How long an analysis runs before the card says "working" and the last board's results leave (ms). */
const BUSY_DELAY_MS = 200;

export class AnalysisTask extends EventTarget {
  #words; #root; #pool; #length; #spread;
  /** The card's parts by name (analysis/card.js), for a host's own additions. */
  parts;
  #board = null; #text = null; #size = 0; #key = null; #ctl = null; #busyTimer = 0;
  /** Expected throws to the end from each square: the core's, once known (a host maps them to its rest squares for its board). */
  expected = null;

  /**
   * `root`: the host's container (its data-state is the analysis's); `box`: where the card is
   * built in it (root itself by default); `pool`: the worker pool (core/work-pool.js). Options:
   * `words` (the host's i18n/messages.js Messages: every word the card shows), `ownBoard` (the spread on a board of its own, else
   * on the host's), `say(text)` (the host's live region), `speed()` (the spread's play speed),
   * `idPrefix` (names the scrubber), `dark`, `background` (the chart paints its own), `heading`
   * (the spread's heading tag).
   */
  constructor({ root, box = root, pool }, {
    words = NO_WORDS, ownBoard = true, say = () => {}, speed = () => 1, idPrefix = "page", dark = false, background = true, heading = "h3",
  } = {}) {
    super();
    this.#words = words;
    this.#root = root;
    this.#pool = pool;
    const parts = buildCard(words, box, { ownBoard, heading, idPrefix });
    this.#length = new LengthView(parts, { words, dark, background });
    this.#spread = new SpreadPart(parts, { words, ownBoard, say, speed, idPrefix, onChange: () => this.#emit("spread") });
    this.parts = parts;
  }

  /** The native text of the board last shown (null if it has none), for the host's own additions. */
  get boardText() {
    return this.#text;
  }

  /**
   * The host's board (a core Board; `key` names it: a new key, a new board), the rules, where
   * tokens start (the core's RuleTable.start) and how many players (the report's odds are for
   * them). Asks again only for what changed.
   */
  show({ board, key, rules, start, players = 1 }) {
    if (board !== this.#board) {
      this.#board = board;
      this.#size = board.size;
      try {
        this.#text = board.toString();
      } catch (e) {
        this.#text = null;
        this.#key = null;
        this.#fail(this.#words.t("analysis-cannot", { error: this.#words.error(e) }));
        return;
      }
    }
    if (this.#text === null) return;
    const analysisKey = JSON.stringify([key, rules, players]);
    if (analysisKey !== this.#key) {
      this.#key = analysisKey;
      this.#analyze({ rules, players });
    }
    this.#spread.load(this.#pool, { key: JSON.stringify([key, rules]), text: this.#text, size: this.#size, rules, start });
  }

  /** "Working": the host cannot say its rules yet (they are being checked on its board). */
  wait() {
    this.stop();
    this.#setState("busy");
    this.#busyLater();
  }

  /** Cancels the work in flight and forgets the last board's key (the next show asks again). */
  stop() {
    this.#ctl?.abort();
    this.#ctl = null;
    clearTimeout(this.#busyTimer);
    this.#key = null;
    this.#spread.stop();
  }

  /** The host left the task: its work stops, and its overlay and spread go. */
  leave() {
    this.stop();
    this.#spread.view.load(null);
    this.#clearExpected();
  }

  setDark(dark) {
    this.#length.setDark(dark);
  }

  // ---------------------------------------------------------------- the host's board

  /** Whether the host's board shows the spreading token (else the expected throws). */
  get spreadOn() {
    return this.#spread.on;
  }

  /** The spread's scrubber (tasks/spread-view.js), for a host that draws it on a board of the card's own. */
  get spreadView() {
    return this.#spread.view;
  }

  /** Draws where the token is after the chosen throw on the host's board. */
  drawSpread(view, theme) {
    this.#spread.view.draw(view, theme);
  }

  /** A square read on the host's board (pointer or keys): the spread tells its chance. */
  readSquare(n) {
    if (this.#spread.on) this.#spread.view.readSquare(n);
  }

  /** What the spread says of square n, when the host's board shows it. */
  describe(n) {
    return this.#spread.describe(n);
  }

  // ---------------------------------------------------------------- the analysis

  #analyze({ rules, players }) {
    this.#ctl?.abort();
    const ctl = (this.#ctl = new AbortController());
    this.#setState("busy");
    this.#busyLater();
    this.#emit("analysis", { state: "busy" });
    const size = this.#size;
    const job = { job: "analyze", board: this.#text, rules, options: { players: Math.max(1, players) }, overlay: true };
    this.#pool.run(job, { signal: ctl.signal }).then(({ report, expected }) => {
      if (ctl.signal.aborted) return;
      clearTimeout(this.#busyTimer);
      this.expected = expected;
      this.parts.status.textContent = "";
      this.#length.show(report, size);
      this.#setState("ready");
      this.#emit("overlay");
      this.#emit("analysis", { state: "ready", report, text: lengthSummary(this.#words, report, size) });
    }, (e) => {
      if (isAbort(e) || ctl.signal.aborted) return;
      this.#fail(this.#words.t("analysis-failed", { error: this.#words.error(e) }));
    });
  }

  /** Says "working" only when it takes a while, so quick answers do not flicker; then the last board's expected throws leave its board. */
  #busyLater() {
    clearTimeout(this.#busyTimer);
    const ctl = this.#ctl;
    this.#busyTimer = setTimeout(() => {
      if (ctl?.signal.aborted) return;
      this.parts.status.textContent = this.#words.t("analysis-working");
      this.#clearExpected();
    }, BUSY_DELAY_MS);
  }

  #clearExpected() {
    if (!this.expected) return;
    this.expected = null;
    this.#emit("overlay");
  }

  #fail(text) {
    clearTimeout(this.#busyTimer);
    this.expected = null;
    this.parts.status.textContent = text;
    this.#length.show(null, this.#size);
    this.#setState("error");
    this.#emit("overlay");
    this.#emit("analysis", { state: "error", report: null, message: text });
  }

  #setState(state) {
    this.#root.dataset.state = state;
  }

  #emit(type, detail = null) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}

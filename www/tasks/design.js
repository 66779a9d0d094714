// The page's "Design a board" task: place, move and delete snakes and ladders on the board with
// the pointer, by touch or with the keyboard, resize the board, undo and redo, and watch how the
// board plays (fewest throws, the average game, the median and spread, two players' odds and
// what each jump is worth) after every edit. Print, PNG and SVG exports live here too.
//
// The panel never judges a placement: the core's checkJump / checkDesign / fitJumps
// (src/wasm_design.rs) accept it or give the reason, the same checks a pasted board meets, and
// every number comes from one "design" job in the analysis workers (worker.js: board.analyze
// for two players and board.jumpValues). An accepted edit becomes the page's board (a board in
// the native format, so a link shares it like any other).
//
// Test hooks (see also app.js):
//   #task-design[data-state]   "busy" while the numbers are being worked out, "ready" when they
//                              are shown for the board on the page, "error" (message in
//                              #design-message); data-text: the native text they are for
//   #design-min, #design-mean, #design-median, #design-odds (data-value: full precision, ""
//                              when absent or infinite)
//   #task-design[data-core]    "page" once the full core is loaded on the page's thread (small
//                              boards' numbers are then worked out there, in the edit's frame)
//   #design-values             one <li data-from data-to data-without data-change> per jump;
//                              data-state "busy" / "ready", data-text the board they are for
//   #design-message            what the last action did, or why it was refused
//   .design-bubble             the refusal, beside the square it was aimed at
//   #design-warnings           the board's chains and shared ends
//   #design-undo, #design-redo, #design-delete, #design-clear, #design-from-page,
//   #design-rows, #design-columns, #design-resize, #design-print, #design-png, #design-svg
//   #board-canvas[data-geometry] (while designing) the board's layout as JSON {x0, y0, cell,
//                              columns, rows, size} in CSS pixels, so a test can aim at a square

import * as core from "../core/core.js";
import { $, S, message, page } from "../page/page-state.js";
import { sharedPool } from "../core/work-pool.js";
import { loadFull } from "../core/full.js";
import { pointOnJump, squareAtPoint, squareCenter } from "../board/view.js";
import { CHART_DARK, CHART_LIGHT, chartRange, chartable, drawLengthChart, fixed, lengthChartLabel, pretty, shown } from "./charts.js";
import { afterNextPaint, el } from "../ui/dom.js";
import { withNulls } from "../core/off-thread.js";
import { downloadPng, downloadSvg, preparePrint } from "../board/svg.js";
import { coreWords, rulesInWords } from "../ui/words.js";

/** Points along a jump at which the pointer is looked for, and the most jumps (see #hoverBody). */
const BODY_POINTS = 24, BODY_JUMPS = 400;

/** The most jumps listed by worth (a 10,000-square board may have thousands). */
const MAX_LISTED = 200;
/** How long after an edit the link is brought up to date (ms). */
const LINK_DELAY_MS = 150;
/** How long a refusal stays beside the board (ms). */
const BUBBLE_MS = 5000;
/**
 * The most squares whose numbers are worked out on the page's own thread, in the edit's frame
 * (a round trip to a worker costs a frame or more): the classic board's two-player analysis
 * takes about half a millisecond, 30 x 30's about 12 (the wasm alone, in Node). Bigger boards
 * ask the workers, so the page never waits long.
 */
const ON_PAGE_SQUARES = 1024;
/**
 * The most jumps times squares whose worths are worked out on the page's thread: each jump costs
 * one solve of the board, 3 ms for the classic board's 19 jumps, 339 ms for 90 jumps on 30 x 30.
 */
const ON_PAGE_WORTH_WORK = 5000;
/**
 * When the page's thread took longer than this (ms) for a board (one whose games run long),
 * boards of its size and bigger ask the workers from then on: well under the 200 ms a task may
 * take (tests/e2e/longtasks.test.mjs), and over what a cold start or a busy machine adds to
 * 30 x 30's usual 12 ms.
 */
const ON_PAGE_MS = 120;

/** What the message adds when the board leaves no way to the last square. */
const UNREACHABLE_NOTE = "Now no game can reach the last square: the numbers read never.";

const kind = (from, to) => (to > from ? "Ladder" : "Snake");
const jumpName = (from, to) => `${kind(from, to)} ${from} → ${to}`;

/** A board the designer holds: `{size, columns, jumps}` (jumps flat, as the core sorts them). */
function boardState(size, columns, jumps) {
  return { size, columns, jumps: Array.from(jumps) };
}

/**
 * One kind of worker job kept on the latest board asked for: one request at a time; a board
 * asked for meanwhile is sent when it returns, and answers for older boards are dropped.
 */
class LatestJob {
  #job; #onResult; #onError; #inFlight = false; #wanted = null;

  constructor(job, onResult, onError) {
    this.#job = job;
    this.#onResult = onResult;
    this.#onError = onError;
  }

  /** Answers still on their way are dropped (the board's numbers came another way). */
  drop() {
    this.#wanted = null;
  }

  /** `wanted`: {text, rules}. */
  want(wanted) {
    this.#wanted = wanted;
    if (!this.#inFlight) this.#send(wanted);
  }

  #send(wanted) {
    this.#inFlight = true;
    const done = () => {
      this.#inFlight = false;
      if (this.#wanted !== null && this.#wanted !== wanted) this.#send(this.#wanted);
    };
    sharedPool().run({ job: this.#job, text: wanted.text, rules: wanted.rules }).then(
      (result) => { if (this.#wanted === wanted) this.#onResult(result, wanted); },
      (e) => { if (this.#wanted === wanted) this.#onError(e); },
    ).finally(done);
  }
}

export class DesignPanel {
  #history = []; #at = -1;
  /** #carry: a jump's end held by the keyboard, {start, over, jump} like a drag. */
  #pending = null; #selected = null; #drag = null; #carry = null;
  /** #shownFor: the key (board text and rules, see refresh) of the worths in #values. */
  #values = []; #wanted = null; #shownFor = null; #linkTimer = 0;
  /** The jump drawn under the mouse pointer away from its ends (see #hoverBody), or null. */
  #nearJump = null;
  /** #pointsAlong's points, with the layout and jumps they are for. */
  #bodyPoints = null;
  /** Whether the shown numbers' board can end under their rules: {key, finite, reachable}. */
  #ends = null;
  #numbers = new LatestJob("design", (r, w) => this.#showNumbers(r, w), (e) => this.#numbersFailed(e));
  #worths = new LatestJob("jump-values", (r, w) => this.#showWorths(r, w), (e) => this.#worthsFailed(e));
  #bubble; #bubbleTimer = 0;
  /** A touch edit's note in the bubble while its board's numbers are not in: `{key, near}`. */
  #bubbleWaits = null; #dark = matchMedia("(prefers-color-scheme: dark)");
  /** Whether the last edit came by touch or pen (its outcome is also shown beside the board). */
  #touch = false;
  /** The full core on this thread once loaded (null: not yet, or it failed: the workers answer). */
  #full = null;
  /** Boards of this many squares or more ask the workers (one took too long here). */
  #tooBig = ON_PAGE_SQUARES + 1;
  /** Jumps times squares from which the worths are asked of the workers (the same). */
  #tooMuch = ON_PAGE_WORTH_WORK + 1;
  /** The chart's room (px), kept by a ResizeObserver: reading it after an edit's writes would lay the page out again. */
  #chartRoom = 0;
  #afterEdit = false; // an edit was applied and its words are not said yet (see #say)

  constructor() {
    // The bubble repeats #design-message (a live region) beside the board, for the eyes only.
    this.#bubble = el("div", { class: "design-bubble", "aria-hidden": "true", hidden: true });
    $("board-frame").append(this.#bubble);
    new ResizeObserver((entries) => {
      // The content box (the card's padding is not the chart's): laid out already, no extra layout.
      this.#chartRoom = entries[entries.length - 1].contentRect.width;
    }).observe($("design-chart").parentElement);
    this.#wire();
  }

  /** The board the designer is editing, or null before the task is first opened. */
  get current() {
    return this.#history[this.#at] ?? null;
  }

  // ---------------------------------------------------------------- entering and leaving

  /** The task was opened: edit the board on the page (unless it is the one being edited). */
  enter() {
    // A tap places an end here: the square's words go to the line under the board, so that the
    // tooltip does not cover the jump just placed (the outcome shows in the bubble instead).
    if (S.boardView) S.boardView.tapTooltip = false;
    this.#loadCore();
    if (!this.#isPageBoard()) this.adoptPage({ undoable: this.#history.length > 0 });
    this.#showControls();
    this.#markGeometry();
    this.refresh();
  }

  /** Loads the full core onto this thread; until it is in, the workers answer. */
  #loadCore() {
    if (this.#full) return;
    loadFull().then((full) => {
      this.#full = full;
      $("task-design").dataset.core = "page";
    }, () => {}); // the workers still answer (and report the failure if they cannot either)
  }

  #markGeometry() {
    const g = S.boardView?.geometry;
    if (!g) return;
    const { x0, y0, cell, columns, rows, size } = g;
    $("board-canvas").dataset.geometry = JSON.stringify({ x0, y0, cell, columns, rows, size });
  }

  /** The task was left: the board shows no selection. */
  leave() {
    if (S.boardView) S.boardView.tapTooltip = true;
    this.#hideBubble();
    this.#letGo();
    S.boardView?.setHighlights({});
  }

  #isPageBoard() {
    const c = this.current;
    if (!c || !S.board) return false;
    return c.size === S.board.size && c.columns === S.board.columns && c.jumps.join() === Array.from(S.board.jumps()).join();
  }

  /** Starts from the board on the page (an undoable step once there is something to undo). */
  adoptPage({ undoable = true } = {}) {
    if (!S.board) return;
    const next = boardState(S.board.size, S.board.columns, S.board.jumps());
    if (!undoable) {
      this.#history = [next];
      this.#at = 0;
      this.#showControls();
      return;
    }
    this.#push(next);
    this.#say("Started from the board on the page.");
  }

  // ---------------------------------------------------------------- edits

  /** Places `from -> to` (moving the jump that starts on `replacing`), or says why not. */
  place(from, to, { replacing = null, near = to } = {}) {
    const c = this.current;
    // A board whose jumps form a cycle under rules changed since it was built (allowed then)
    // can still be edited: the core refuses an edit for a cycle only when the new jump is on
    // one, and the numbers come back once the cycle is gone.
    const cycle = core.checkDesign(c.size, c.columns, Uint32Array.from(c.jumps), S.view.rules).error;
    const answer = core.checkJump(c.size, c.columns, Uint32Array.from(c.jumps), from, to, S.view.rules, replacing ?? undefined);
    if (answer.error) {
      this.#refuse(answer.error, near);
      return false;
    }
    this.#selected = from;
    this.#commit(boardState(c.size, c.columns, answer.jumps));
    let what = replacing === null ? `Added ${jumpName(from, to).toLowerCase()}.` : `Moved to ${jumpName(from, to).toLowerCase()}.`;
    if (answer.warnings.length) what += ` Note: ${answer.warnings.map(coreWords).join("; ")}.`;
    const still = cycle && core.checkDesign(c.size, c.columns, answer.jumps, S.view.rules).error;
    if (still) what += ` No numbers yet: ${coreWords(still)}; change that jump or the rules.`;
    else if (cycle) what += " The cycle is gone: the numbers are back.";
    this.#say(what, near);
    return true;
  }

  /** Deletes the chosen jump. */
  deleteSelected() {
    const c = this.current, from = this.#selected;
    const i = from === null ? -1 : this.#jumpIndex(from);
    if (i < 0) {
      this.#say("Choose a jump first: tap its start or end, or press Enter on it.");
      return;
    }
    const to = c.jumps[i + 1];
    const jumps = c.jumps.slice(0, i).concat(c.jumps.slice(i + 2));
    this.#selected = null;
    this.#commit(boardState(c.size, c.columns, jumps));
    this.#say(`Deleted ${jumpName(from, to).toLowerCase()}.`);
  }

  /** Removes every jump. */
  clear() {
    const c = this.current;
    this.#selected = null;
    this.#commit(boardState(c.size, c.columns, []));
    this.#say("Cleared: no snakes or ladders.");
  }

  /** A new size from the Rows and Columns fields: the jumps that still fit stay. */
  resize() {
    const rows = Number($("design-rows").value), columns = Number($("design-columns").value);
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 1 || columns < 1 || rows > 100 || columns > 100) {
      this.#refuse(`rows and columns must be whole numbers from 1 to 100, not ${$("design-rows").value || "nothing"} by ${$("design-columns").value || "nothing"}`, null);
      this.#showControls(); // the fields show the board's size again
      return;
    }
    const c = this.current, size = rows * columns;
    const kept = core.fitJumps(size, Uint32Array.from(c.jumps));
    const answer = core.checkDesign(size, columns, kept, S.view.rules);
    if (answer.error) {
      this.#refuse(`${answer.error} (${rows} by ${columns})`, null);
      this.#showControls(); // the fields show the board's size again
      return;
    }
    this.#selected = null;
    this.#commit(boardState(size, columns, answer.jumps));
    const dropped = (c.jumps.length - kept.length) / 2;
    this.#say(`Now ${rows} ${rows === 1 ? "row" : "rows"} of ${columns} (${size} squares).` +
      (dropped ? ` ${dropped} ${dropped === 1 ? "jump no longer fitted and was" : "jumps no longer fitted and were"} removed (Undo brings them back).` : ""));
  }

  undo() {
    if (this.#at <= 0) return;
    this.#letGo({ keepSelection: true });
    this.#at--;
    this.#apply();
    this.#say("Undone.");
  }

  redo() {
    if (this.#at >= this.#history.length - 1) return;
    this.#letGo({ keepSelection: true });
    this.#at++;
    this.#apply();
    this.#say("Redone.");
  }

  #push(next) {
    this.#history = this.#history.slice(0, this.#at + 1);
    this.#history.push(next);
    this.#at = this.#history.length - 1;
  }

  #commit(next) {
    this.#letGo({ keepSelection: true });
    this.#push(next);
    this.#apply();
  }

  /** Puts the current board on the page (the core writes its text; the link carries it). */
  #apply() {
    this.#afterEdit = true;
    const c = this.current;
    // Without rules: a board once accepted comes back even if the rules have changed since
    // (a cycle under chained jumps is then the rules' note, as for a pasted board).
    const answer = core.checkDesign(c.size, c.columns, Uint32Array.from(c.jumps), undefined);
    if (answer.error) {
      this.#refuse(answer.error, null);
      return;
    }
    this.refresh(answer.text);
    try {
      page.loadSource({ kind: "text", text: answer.text, format: "native", pick: 1 });
    } catch (e) {
      this.#refuse(message(e), null);
      return;
    }
    // The link follows a moment later: replacing a long URL takes milliseconds a drag can use.
    clearTimeout(this.#linkTimer);
    this.#linkTimer = setTimeout(() => page.syncHash(), LINK_DELAY_MS);
    if (this.#selected !== null && this.#jumpIndex(this.#selected) < 0) this.#selected = null;
    this.#showControls();
    this.#showHighlights();
  }

  #jumpIndex(from) {
    const j = this.current?.jumps ?? [];
    for (let i = 0; i < j.length; i += 2) if (j[i] === from) return i;
    return -1;
  }

  /** The jump starting or ending on square n, as [from, to] (the start wins), or null. */
  #jumpAt(n) {
    const j = this.current?.jumps ?? [];
    let end = null;
    for (let i = 0; i < j.length; i += 2) {
      if (j[i] === n) return [j[i], j[i + 1]];
      if (j[i + 1] === n && end === null) end = [j[i], j[i + 1]];
    }
    return end;
  }

  // ---------------------------------------------------------------- telling the person

  /**
   * Says `text` in the panel (a live region). After a touch on square `near`, the bubble beside
   * it says it too: on a phone the panel is below the board, out of sight while editing.
   */
  #say(text, near = null) {
    // The words of an edit (said after it is applied) tell when it leaves no way to the end.
    if (this.#afterEdit && this.#ends?.key === this.#wanted?.key && this.#ends.reachable === false) text = `${text} ${UNREACHABLE_NOTE}`;
    this.#afterEdit = false;
    $("design-message").textContent = text;
    if (this.#touch && near !== null) {
      const numbers = this.#numbersLine();
      this.#showBubble(`${text}${numbers}`, near, "note");
      // A big board's numbers come from the workers after the words: #showNumbers adds them.
      if (!numbers) this.#bubbleWaits = { key: this.#wanted?.key, near };
    } else this.#hideBubble();
  }

  /**
   * The board's fewest throws and average game as the panel shows them, for the bubble beside
   * the board after a touch edit (on a phone the panel is a screen below it); "" while this
   * board's numbers are not in (a big board's come from the workers).
   */
  #numbersLine() {
    if ($("task-design").dataset.state !== "ready" || this.#ends?.key !== this.#wanted?.key) return "";
    return ` Fewest throws ${$("design-min").textContent}; average game ${$("design-mean").textContent}.`;
  }

  /** A refused edit: the core's reason in the panel and beside square `near`; nothing changes. */
  #refuse(reason, near) {
    this.#afterEdit = false;
    reason = coreWords(reason);
    const text = `Refused: ${reason}. The board is unchanged.`;
    $("design-message").textContent = text;
    this.#letGo({ keepSelection: true });
    this.#showHighlights();
    const g = S.boardView?.geometry;
    if (!g || near === null || near === undefined) {
      this.#hideBubble();
      return;
    }
    this.#showBubble(reason.replace(/^./, (ch) => ch.toUpperCase()), near, "refusal");
  }

  /** The bubble beside square `near`: a refusal, or (after a touch) a note of what was done. */
  #showBubble(text, near, kind) {
    const g = S.boardView?.geometry;
    if (!g) return;
    const b = this.#bubble;
    this.#bubbleWaits = null;
    b.textContent = text;
    b.dataset.kind = kind;
    b.hidden = false;
    const p = squareCenter(g, near), frame = $("board-frame");
    const w = b.offsetWidth, h = b.offsetHeight;
    const x = Math.max(4, Math.min(frame.clientWidth - w - 4, p.x - w / 2 - frame.scrollLeft));
    // Above the square under a finger; below it for a mouse or the keyboard, whose tooltip on
    // that square sits above it (the two would cover each other).
    const above = p.y - h - g.cell * 0.6, below = p.y + g.cell * 0.6;
    const fitsBelow = below + h <= frame.clientHeight;
    const y = this.#touch ? (above > 0 ? above : below) : fitsBelow || above <= 0 ? below : above;
    b.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
    // A tooltip on show moves off the bubble (and keeps off it while the pointer moves on).
    S.boardView.keepClear = b;
    S.boardView.refreshTooltip();
    clearTimeout(this.#bubbleTimer);
    this.#bubbleTimer = setTimeout(() => this.#hideBubble(), BUBBLE_MS);
  }

  #hideBubble() {
    this.#bubbleWaits = null;
    clearTimeout(this.#bubbleTimer);
    this.#bubble.hidden = true;
  }

  #showControls() {
    const c = this.current;
    $("design-undo").disabled = this.#at <= 0;
    $("design-redo").disabled = this.#at >= this.#history.length - 1;
    $("design-delete").disabled = this.#selected === null;
    $("design-clear").disabled = !c || c.jumps.length === 0;
    if (c && S.board) {
      $("design-rows").value = String(S.board.rows);
      $("design-columns").value = String(c.columns);
    }
    const warnings = S.board ? S.board.warningsUpTo(20) : { first: [], count: 0 };
    const items = warnings.first.map((w) => el("li", { text: `Allowed, but note: ${coreWords(w)}` }));
    if (warnings.count > warnings.first.length) items.push(el("li", { text: `… and ${warnings.count - warnings.first.length} more.` }));
    $("design-warnings").replaceChildren(...items);
  }

  /** The chosen jump (or the first square of one being placed) stands out on the board. */
  #showHighlights(extra = null) {
    const view = S.boardView;
    if (!view || S.mode !== "design") return;
    const squares = [], jumps = [];
    if (this.#pending !== null) squares.push(this.#pending);
    const i = this.#selected === null ? -1 : this.#jumpIndex(this.#selected);
    if (i >= 0) jumps.push([this.current.jumps[i], this.current.jumps[i + 1]]);
    if (extra) {
      jumps.push(extra);
      squares.push(...extra);
    }
    view.setHighlights({ squares, jumps });
  }

  // ---------------------------------------------------------------- the numbers

  /**
   * The board or the rules changed: work the numbers out again. `text` (the board in the native
   * format) when the designer already has it, so the worker starts before the page redraws.
   * One request at a time; a board edited meanwhile is asked for when it returns.
   */
  refresh(text = null) {
    if (S.mode !== "design" || !S.board) return;
    if (text === null) {
      // A link or another task put a different board on the page: that is the board to edit.
      if (!this.#isPageBoard()) {
        this.adoptPage({ undoable: this.#history.length > 0 });
        this.#showControls();
      }
      try {
        text = S.board.toString();
      } catch (e) {
        this.#numbersFailed(message(e));
        return;
      }
    }
    const rules = { ...S.view.rules };
    const key = JSON.stringify([text, rules]);
    if (this.#wanted?.key === key) return; // asked for already, or shown
    this.#wanted = { key, text, rules };
    // A jump's worth read out under the list was the last board's (or rules').
    if (this.#carry === null) $("design-readout").textContent = "";
    // Asked of the workers, two jobs on two workers: the numbers come back in milliseconds; what
    // each jump is worth solves the board once per jump, and follows when it is ready.
    this.#work(this.#wanted);
  }

  /**
   * The board's numbers and its jumps' worths, each worked out here when the board is small enough
   * (shown in the edit's own frame) and by the workers otherwise, or before the full core is in.
   */
  #work(wanted) {
    const full = this.#full, size = this.current.size, work = size * this.current.jumps.length / 2;
    const numbersHere = full !== null && size < this.#tooBig;
    const worthsHere = numbersHere && work < this.#tooMuch;
    if (numbersHere) this.#numbers.drop();
    else {
      $("task-design").dataset.state = "busy";
      this.#numbers.want(wanted);
    }
    $("design-values").dataset.state = "busy";
    if (worthsHere) {
      this.#worths.drop();
      // After the frame that shows the edit and its numbers: the worths solve the board once per
      // jump (3 ms for the classic board), more than the rest of the edit's work together.
      afterNextPaint(() => {
        if (this.#wanted === wanted) this.#worthsHere(full, wanted);
      });
    } else {
      this.#worths.want(wanted);
    }
    if (numbersHere) this.#numbersHere(full, wanted);
  }

  /** The numbers worked out on this thread, shown in the edit's own frame. */
  #numbersHere(full, wanted) {
    const report = this.#timedHere(full, wanted, (board) => {
      return withNulls(board.analyze(wanted.rules, { players: 2, exact: false }));
    }, (e) => this.#numbersFailed(e), () => { this.#tooBig = Math.min(this.#tooBig, this.current.size); });
    if (report) this.#showNumbers({ report }, wanted);
  }

  /** What each jump is worth, worked out on this thread. */
  #worthsHere(full, wanted) {
    const values = this.#timedHere(full, wanted, (board) => board.jumpValues(wanted.rules), (e) => this.#worthsFailed(e), () => {
      const { size, jumps } = this.current;
      this.#tooMuch = Math.min(this.#tooMuch, size * jumps.length / 2);
    });
    if (values) this.#showWorths({ values }, wanted);
  }

  /**
   * `work(board)` on the wanted board parsed by the full core; `slow()` when it took longer than
   * the page's thread should (the next such board goes to the workers). Null when it failed
   * (`failed(error)` then).
   */
  #timedHere(full, wanted, work, failed, slow) {
    const started = performance.now();
    let board = null;
    try {
      board = full.Board.parse(wanted.text, "native");
      return work(board);
    } catch (e) {
      failed(e);
      return null;
    } finally {
      board?.free();
      if (performance.now() - started > ON_PAGE_MS) slow();
    }
  }

  /**
   * The board on the page has no numbers (its jumps form a cycle under rules changed since, or
   * the core failed): says why, and takes down the last board's numbers, chart and worths, which
   * would otherwise stand beside a board they are not for.
   */
  #numbersFailed(e) {
    $("design-message").textContent = typeof e === "string" ? coreWords(e) : `The numbers could not be worked out: ${coreWords(message(e))}`;
    for (const id of ["design-min", "design-mean", "design-median", "design-odds"]) {
      const dd = $(id);
      dd.dataset.value = "";
      dd.textContent = "–";
      dd.title = "";
    }
    $("design-chart").hidden = true;
    $("design-spread").textContent = "";
    $("task-design").dataset.state = "error";
    this.#worthsFailed(e);
  }

  /**
   * What each jump is worth could not be worked out: the list says so and why (the message above
   * keeps the edit's words; a failure of the numbers has put its reason there).
   */
  #worthsFailed(e) {
    this.#values = [];
    this.#shownFor = null;
    $("design-readout").textContent = "";
    $("design-values-heading").textContent = "What each jump is worth";
    const why = typeof e === "string" ? e : message(e);
    $("design-values").replaceChildren(el("li", { class: "small", text: `Not worked out for this board: ${coreWords(why)}` }));
    $("design-values").dataset.state = "error";
    page.updateStatus(); // the line under the board read the last board's worth
  }

  #showNumbers({ report }, { text, key }) {
    // `why`: the core's reason a figure is "–" (not known), as its title.
    const show = (id, value, words, field = null, why = "") => {
      const dd = $(id);
      dd.dataset.value = value === null || value === undefined ? "" : String(value);
      const figure = shown(report, field, value, words);
      dd.textContent = figure.text;
      dd.title = figure.caveat || why;
    };
    const f = report.figures;
    show("design-min", report.min_throws, report.min_throws === null ? "never" : String(report.min_throws));
    const mean = report.expected_turns;
    show("design-mean", mean, mean === null ? "never ends" : `${pretty(f.expected_turns)} throws`, "expected_turns");
    show("design-median", report.median_turns, f.median_turns === null ? "–" : `${pretty(f.median_turns)} throws`, "median_turns",
      report.percentiles_not_known ?? "");
    const odds = report.win_probability;
    const reachable = report.min_throws !== null;
    if (!reachable) show("design-odds", odds ? odds[0] : null, "nobody: the end cannot be reached");
    else {
      const w = f.win_probability;
      show("design-odds", odds ? odds[0] : null, w ? `${pretty(w[0])} (second: ${pretty(w[1])})` : "–", "win_probability",
        report.odds_not_known ?? "");
    }
    // How the worths of this board's jumps are put in words (see #worth).
    const late = this.#ends?.key !== key && !this.#afterEdit;
    this.#ends = { key, finite: mean !== null || report.p_finish >= 1, reachable };
    // Numbers from the workers come after the edit's words: they add the note themselves.
    const said = $("design-message");
    if (late && !reachable && said.textContent && !said.textContent.includes(UNREACHABLE_NOTE)) said.textContent += ` ${UNREACHABLE_NOTE}`;
    if (this.#shownFor === key) this.#showValues(this.#values); // the worths came first: in words for this board
    this.#showSpread(report);
    const root = $("task-design");
    root.dataset.text = text;
    root.dataset.state = "ready";
    // The bubble of the touch edit that made this board, shown before its numbers were in (on
    // a phone the panel is a screen below): now with them, for another few seconds.
    const waits = this.#bubbleWaits;
    if (waits?.key === key && !this.#bubble.hidden) this.#showBubble(`${said.textContent}${this.#numbersLine()}`, waits.near, "note");
  }

  #showWorths({ values }, { text, key }) {
    this.#values = values;
    this.#shownFor = key;
    this.#showValues(values);
    const list = $("design-values");
    list.dataset.text = text;
    list.dataset.state = "ready";
    page.updateStatus(); // the line under the board and the tooltip, in this board's worths
  }

  #showSpread(report) {
    const canvas = $("design-chart");
    const pmf = report.finish_pmf, cdf = report.finish_cdf;
    const parts = [];
    const f = report.figures;
    if (f.p25_turns !== null) parts.push(`1 game in 4 is over within ${pretty(f.p25_turns)} throws`);
    if (f.p75_turns !== null) parts.push(`3 in 4 within ${pretty(f.p75_turns)}`);
    if (f.p90_turns !== null) parts.push(`9 in 10 within ${pretty(f.p90_turns)}`);
    $("design-spread").textContent = parts.length ? `${parts.join(", ")}.`
      : report.min_throws === null ? "No game ends: the last square cannot be reached."
        : report.percentiles_not_known ? `How long games last is not known: ${report.percentiles_not_known}.` : "Some games never end.";
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
    drawLengthChart(canvas, data, { width, height: 170, theme: this.#dark.matches ? CHART_DARK : CHART_LIGHT });
    canvas.setAttribute("aria-label", lengthChartLabel(data).replace(" The table below lists every throw.", ""));
  }

  /** The jumps ranked by what they are worth (the core's order: largest change first). */
  #showValues(values) {
    const items = values.slice(0, MAX_LISTED).map((v) => {
      const button = el("button", { type: "button", class: "design-value", text: this.#worth(v, null) });
      const pair = [v.from, v.to];
      button.addEventListener("focus", () => this.#preview(pair));
      button.addEventListener("mouseenter", () => this.#preview(pair));
      button.addEventListener("mouseleave", () => this.#preview(null));
      button.addEventListener("blur", () => this.#preview(null));
      button.addEventListener("click", () => {
        this.#selected = v.from;
        this.#showControls();
        this.#showHighlights();
        this.#say(`Chose ${jumpName(v.from, v.to).toLowerCase()}: drag either end to move it, or Delete.`);
      });
      return el("li", {
        "data-from": v.from, "data-to": v.to,
        "data-without": v.expectedTurnsWithout ?? "", "data-change": v.change ?? "",
      }, button);
    });
    // The count is the shown board's: hidden with the list while another board's is worked out.
    $("design-values-heading").replaceChildren("What each jump is worth",
      values.length ? el("span", { class: "design-values-count", text: ` (${values.length}, biggest change first)` }) : "");
    if (!values.length) items.push(el("li", { class: "small", text: "No snakes or ladders yet." }));
    if (values.length > MAX_LISTED) items.push(el("li", { class: "small", text: `… and ${values.length - MAX_LISTED} more.` }));
    $("design-values").replaceChildren(...items);
  }

  /** "Ladder 1 → 38: without it 44.12 throws; it saves 4.53." */
  #worth(v, mean) {
    const name = jumpName(v.from, v.to);
    // Whether the board's own game ends, when its numbers are for the board these worths are for.
    const ends = this.#ends?.key === this.#shownFor ? this.#ends : { finite: true, reachable: true };
    if (v.expectedTurnsWithout === null) {
      // Endless on average either way: not for want of this jump (some games may still end).
      return ends.finite ? `${name}: without it the end cannot be reached.` : `${name}: the average game is endless with it or without it.`;
    }
    if (v.change === null) {
      const withIt = ends.reachable ? "with it some games never end" : "with it no game ends";
      return `${name}: ${withIt}; without it ${pretty(v.withoutText)} throws.`;
    }
    // The core's texts, at the digits their bounds support.
    const change = pretty(v.changeText);
    const effect = v.change < 0 ? `it saves ${change}` : v.change > 0 ? `it adds ${change}` : "it changes nothing";
    return `${name}: without it ${pretty(v.withoutText)} throws; ${effect}${mean === null ? "" : ` (now ${fixed(mean)})`}.`;
  }

  /** A jump from the list shown on the board, with its worth in the readout. */
  #preview(pair) {
    this.#showHighlights(pair);
    $("design-readout").textContent = this.#worthOf(pair);
  }

  /**
   * What jump `pair` ([from, to], or null) is worth, in words with the board's average; "" when
   * there is no worth for it on the board and rules on the page (the list lags an edit by a
   * frame or more).
   */
  #worthOf(pair) {
    const v = pair && this.#shownFor === this.#wanted?.key && this.#values.find((x) => x.from === pair[0]);
    return v ? this.#worth(v, Number($("design-mean").dataset.value) || null) : "";
  }

  /** The jump's worth in words, for the board's tooltip on square n (empty when none). */
  describeSquare(n) {
    if (S.mode !== "design" || !n) return "";
    const words = this.#worthOf(this.#jumpAt(n) ?? (S.boardView?.hover === n ? this.#nearJump : null));
    // The readout follows the square being read (a carried end writes its own).
    if (this.#carry === null) $("design-readout").textContent = words;
    return words;
  }

  // ---------------------------------------------------------------- pointer, touch and keys

  #squareAt(e) {
    const g = S.boardView?.geometry;
    if (!g) return null;
    const r = $("board-canvas").getBoundingClientRect();
    const n = squareAtPoint(g, e.clientX - r.left, e.clientY - r.top);
    return n === 0 ? null : n;
  }

  #letGo({ keepSelection = false } = {}) {
    this.#pending = null;
    this.#drag = null;
    this.#carry = null;
    if (!keepSelection) this.#selected = null;
  }

  #onPointerDown(e) {
    if (S.mode !== "design" || e.button > 0) return;
    const n = this.#squareAt(e);
    if (n === null) return;
    const jump = this.#jumpAt(n);
    // Grabbing a jump's end moves that end; anywhere else starts a new jump.
    this.#carry = null;
    this.#drag = { start: n, over: n, jump: jump && this.#pending === null ? jump : null, moved: false };
    this.#touch = e.pointerType === "touch" || e.pointerType === "pen";
    $("board-canvas").setPointerCapture?.(e.pointerId);
    e.preventDefault();
  }

  #onPointerMove(e) {
    const d = this.#drag;
    if (!d) {
      this.#hoverBody(e);
      return;
    }
    const n = this.#squareAt(e);
    if (n === null || n === d.over) return;
    d.over = n;
    d.moved = true;
    this.#showHighlights(this.#dragged(d) ?? [d.start, n]);
  }

  /**
   * The points #hoverBody looks at (x, y, then the next), BODY_POINTS - 1 along each jump, for
   * one layout of one board: worked out once, not on every move of the mouse (a snake's curve
   * is computed afresh for each point). Layouts and the boards of the history are never
   * changed in place, so the two objects say when the points are stale.
   */
  #pointsAlong(g, jumps) {
    if (this.#bodyPoints?.g !== g || this.#bodyPoints.jumps !== jumps) {
      const xy = new Float64Array(jumps.length * (BODY_POINTS - 1));
      let at = 0;
      for (let i = 0; i < jumps.length; i += 2) {
        for (let k = 1; k < BODY_POINTS; k++) {
          const p = pointOnJump(g, jumps[i], jumps[i + 1], k / BODY_POINTS);
          xy[at++] = p.x;
          xy[at++] = p.y;
        }
      }
      this.#bodyPoints = { g, jumps, xy };
    }
    return this.#bodyPoints.xy;
  }

  /**
   * The snake or ladder drawn under a mouse pointer away from its ends (over its rungs or its
   * body), whose worth the square's words then give: a jump is read where it is drawn, not only
   * at its two squares.
   */
  #hoverBody(e) {
    const g = S.boardView?.geometry;
    let near = null;
    const j = this.current?.jumps ?? [];
    // On a board of hundreds of jumps they cross everywhere: there a jump is read at its ends.
    // Not while the keyboard carries an end: the board shows where it would go.
    if (g && (e.pointerType || "mouse") === "mouse" && S.mode === "design" && this.#carry === null && j.length <= 2 * BODY_JUMPS) {
      const r = $("board-canvas").getBoundingClientRect();
      const x = e.clientX - r.left, y = e.clientY - r.top, reach = (g.cell * 0.3) ** 2;
      const xy = this.#pointsAlong(g, j), per = 2 * (BODY_POINTS - 1);
      let best = reach;
      for (let at = 0; at < xy.length; at += 2) {
        const d2 = (xy[at] - x) ** 2 + (xy[at + 1] - y) ** 2;
        if (d2 < best) {
          best = d2;
          const i = 2 * Math.floor(at / per);
          near = [j[i], j[i + 1]];
        }
      }
    }
    if (near?.[0] === this.#nearJump?.[0] && near?.[1] === this.#nearJump?.[1]) return;
    this.#nearJump = near;
    this.#showHighlights(near); // the jump stands out, with its two squares, as at its ends
    page.updateStatus();
  }

  /** The jump a drag (or a carry) would make: an end of the grabbed jump moved to the square under it. */
  #dragged(d) {
    if (!d.jump) return null;
    const [from, to] = d.jump;
    return d.start === from ? [d.over, to] : [from, d.over];
  }

  #onPointerUp(e) {
    const d = this.#drag;
    if (!d) return;
    this.#drag = null;
    const n = this.#squareAt(e);
    if (n === null) {
      // Let go off the board's squares: the drag is called off, as a person expects.
      this.#letGo({ keepSelection: true });
      this.#showHighlights();
      if (d.moved) this.#say("Let go off the board: nothing changed.");
      return;
    }
    if (n !== d.start) {
      d.over = n;
      const moved = this.#dragged(d);
      if (moved) this.place(moved[0], moved[1], { replacing: d.jump[0], near: n });
      else this.place(d.start, n, { near: n });
      return;
    }
    this.#choose(n);
  }

  /** A tap or Enter on square n: the first end of a new jump, or the second. */
  #choose(n) {
    if (this.#pending === null) {
      this.#pending = n;
      const jump = this.#jumpAt(n);
      this.#selected = jump ? jump[0] : null;
      this.#showControls();
      this.#showHighlights();
      this.#say(jump
        ? `Chose ${jumpName(jump[0], jump[1]).toLowerCase()} (Delete removes it). Or choose another square for a new jump from ${n}.`
        : this.#touch ? `From square ${n}: now tap the other end (${n} again lets go).`
          : `From square ${n}: now choose the other end (Escape lets go).`, n);
      return;
    }
    const from = this.#pending;
    this.#pending = null;
    if (from === n) {
      this.#showHighlights();
      this.#say("Let go.", n);
      return;
    }
    this.place(from, n, { near: n });
  }

  /**
   * Enter (or Space) on square n of the focused board. On a jump's end it picks that end up,
   * the keyboard's drag: the arrow keys carry it, Enter puts it down (the same check as a drop),
   * Escape puts it back, and Enter again without moving starts a new jump from n instead.
   * Elsewhere it is a tap: the first end of a new jump, or the second.
   */
  #onEnter(n) {
    this.#touch = false;
    const c = this.#carry;
    if (c !== null) {
      this.#carry = null;
      if (c.over === c.start) {
        this.#pending = n;
        this.#showHighlights();
        this.#say(`From square ${n}: now choose the other end of a new jump (Escape lets go).`);
        return;
      }
      const [from, to] = this.#dragged(c);
      this.place(from, to, { replacing: c.jump[0], near: c.over });
      return;
    }
    const jump = this.#pending === null ? this.#jumpAt(n) : null;
    if (!jump) {
      this.#choose(n);
      return;
    }
    this.#carry = { start: n, over: n, jump };
    this.#selected = jump[0];
    this.#showControls();
    this.#showHighlights();
    const end = n === jump[0] ? (jump[1] > jump[0] ? "foot" : "head") : (jump[1] > jump[0] ? "top" : "tail");
    this.#say(`Holding the ${end} of ${jumpName(jump[0], jump[1]).toLowerCase()}: the arrow keys move it, Enter puts it down, ` +
      `Escape puts it back, Delete removes the ${kind(...jump).toLowerCase()}. Enter here again starts a new jump from ${n}.`);
  }

  /** The keyboard cursor moved to square n: a carried end follows it, shown on the board. */
  #carryTo(n) {
    const c = this.#carry;
    if (c === null && this.#pending !== null && n !== this.#pending) {
      // Choosing the other end of a new jump: the line it would make, as a drag shows it.
      this.#showHighlights([this.#pending, n]);
      return;
    }
    if (c === null || n === c.over) return;
    c.over = n;
    const moved = this.#dragged(c);
    this.#showHighlights(moved);
    $("design-readout").textContent = n === c.start ? `Back on ${n}.` : `Put down here: ${jumpName(...moved).toLowerCase()}.`;
  }

  #onKey(e) {
    if (S.mode !== "design") return;
    const inField = e.target.closest?.("input, textarea, select");
    const mod = e.ctrlKey || e.metaKey;
    if (mod && !e.altKey && !inField && (e.key === "z" || e.key === "Z" || e.key === "y")) {
      e.preventDefault();
      if (e.key === "y" || e.shiftKey) this.redo();
      else this.undo();
      return;
    }
    if (inField || mod || e.altKey) return;
    if ((e.key === "Delete" || e.key === "Backspace") && this.#selected !== null) {
      e.preventDefault();
      this.deleteSelected();
    } else if (e.key === "Escape" && (this.#pending !== null || this.#selected !== null || this.#carry !== null)) {
      const carried = this.#carry?.jump;
      this.#letGo();
      this.#showControls();
      this.#showHighlights();
      this.#say(carried ? `Put back: ${jumpName(...carried).toLowerCase()} is unchanged.` : "Let go.");
    }
  }

  #wire() {
    const canvas = $("board-canvas");
    canvas.addEventListener("pointerdown", (e) => this.#onPointerDown(e));
    canvas.addEventListener("pointermove", (e) => this.#onPointerMove(e));
    canvas.addEventListener("pointerleave", () => {
      if (this.#nearJump === null || this.#drag) return;
      this.#nearJump = null;
      this.#showHighlights();
    });
    canvas.addEventListener("pointerup", (e) => this.#onPointerUp(e));
    canvas.addEventListener("pointercancel", () => { this.#drag = null; this.#showHighlights(); });
    S.boardView.addEventListener("layout", () => this.#markGeometry());
    S.boardView.addEventListener("activate", (e) => {
      const n = e.detail.square;
      if (S.mode === "design" && n) this.#onEnter(n);
    });
    S.boardView.addEventListener("cursor", (e) => {
      if (S.mode === "design" && e.detail.keyboard && e.detail.square) this.#carryTo(e.detail.square);
    });
    document.addEventListener("keydown", (e) => this.#onKey(e));
    $("design-undo").addEventListener("click", () => this.undo());
    $("design-redo").addEventListener("click", () => this.redo());
    $("design-delete").addEventListener("click", () => this.deleteSelected());
    $("design-clear").addEventListener("click", () => this.clear());
    $("design-from-page").addEventListener("click", () => this.adoptPage());
    $("design-size").addEventListener("submit", (e) => { e.preventDefault(); this.resize(); });
    $("design-print").addEventListener("click", () => { preparePrint(this.#printNotes()); window.print(); });
    $("design-png").addEventListener("click", () => downloadPng(S.boardView, "snakes-and-ladders.png"));
    $("design-svg").addEventListener("click", () => downloadSvg(S.boardView, "snakes-and-ladders.svg"));
    window.addEventListener("beforeprint", () => preparePrint(this.#printNotes()));
    this.#dark.addEventListener("change", () => {
      this.#wanted = null;
      this.refresh();
    });
  }

  /** What the printed page says under the board: the numbers, the rules they hold under, the board's text. */
  #printNotes() {
    // Only numbers for the board and rules on the page: while they are worked out, none.
    const fresh = $("task-design").dataset.state === "ready" && this.#ends?.key === this.#wanted?.key;
    const mean = fresh ? $("design-mean").dataset.value : "";
    const min = fresh ? $("design-min").dataset.value : "";
    const facts = [];
    if (min) facts.push(`fewest throws ${min}`);
    if (mean) facts.push(`an average game of ${fixed(Number(mean), 1)} throws for one player`);
    return { facts: facts.join("; "), rules: rulesInWords(S.view.rules), text: S.board ? S.board.toString() : "" };
  }
}

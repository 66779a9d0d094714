// The "Design a board" task, one component for both hosts (the page's Design task and
// <snakes-ladders mode="design">): place, move and delete snakes and ladders on the board with
// the pointer, by touch or with the keyboard, resize the board, undo and redo, and watch how the
// board plays (fewest throws, the average game, the median and spread, two players' odds and
// what each jump is worth) after every edit. PNG and SVG downloads, and Print in the page.
//
// It never judges a placement: the core's checkJump / checkDesign / fitJumps
// (src/wasm/designer.rs) accept it or give the reason, the same checks a pasted board meets, and
// every number comes from the core (design/work.js). Its parts, one idea each:
//   design/card.js      the card's markup          design/history.js  undo and redo
//   design/input.js     pointer, touch and keys    design/numbers.js  the numbers card
//   design/work.js      where numbers are worked   design/voice.js    the message and bubble
//
// Usage (a host: the page's shell app.js, the element widget/element.js):
//   const task = new DesignTask({ root, canvas, frame, view, core, keys }, { words, fromHost, print, note });
//   task.show(board, rules)   // the host's board (a core Board, read while the task is open;
//                             // pass each new one) and the rules the numbers hold under
//   task.enter() / task.leave() / task.setDark(dark) / task.describeSquare(n) / task.refuse(why)
//   task.printNotes()         // {facts, text} for a printed sheet (the host adds the rules)
// Events (on the task, an EventTarget):
//   boardchange  {text, size, columns, jumps}: an edit was accepted; `text` the board in the
//                native format (the host makes it its board: link, storage, attribute)
//   numbers      {state: "busy" | "ready" | "error", text, report, message}: the numbers card
//   wordschange  the words describeSquare gives changed (the host reads its square again)
// There is no shared state: the task holds its history; the host holds its board.
//
// Test hooks (in the page; the same inside the element's shadow root):
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
//   canvas[data-geometry]      (while designing) the board's layout as JSON {x0, y0, cell,
//                              columns, rows, size} in CSS pixels, so a test can aim at a square

import { buildCard } from "./design/card.js";
import { EditHistory, boardState } from "./design/history.js";
import { DesignInput, jumpAt } from "./design/input.js";
import { DesignNumbers, jumpArgs } from "./design/numbers.js";
import { fixed } from "./charts.js";
import { DesignVoice } from "./design/voice.js";
import { downloadPng, downloadSvg } from "../board/svg.js";
import { el } from "../ui/dom.js";
import { coreSaid, coreWarnings, withText } from "../ui/words.js";

/** The board's chains and shared ends listed at most. */
const MAX_WARNINGS = 20;
/** The most rows and columns the size fields take. */
const MAX_SIDE = 100;

/** `{first, count}` of a list of warnings: the first MAX_WARNINGS and how many in all. */
const firstWarnings = (all) => ({ first: all.slice(0, MAX_WARNINGS), count: all.length });

/** A refusal of the core's (`answer.error`, and by code `answer.errorCoded`) as coreSaid takes it. */
const refusal = (answer) => withText(answer.errorCoded, answer.error);

export class DesignTask extends EventTarget {
  #root; #canvas; #view; #core; #parts; #history = new EditHistory();
  #numbers; #voice; #input;
  /** The start of the chosen jump, or null. */
  #selected = null;
  /** The host's board (a core Board, not ours: read while open) and rules. */
  #hostBoard = null; #rules = {}; #active = false;
  /** Which board the host's is, for the words ("page" or "given"), and the host's words (a Messages). */
  #hostKind; #words;

  /**
   * `root`: the container the card is built in (its data-state is the numbers' state); `canvas`,
   * `frame`, `view`: the host's board (its canvas, its frame, the BoardCanvas); `core`: the core
   * module (checkJump, checkDesign, fitJumps); `keys`: where keyboard shortcuts are heard.
   * Options: `words` (the host's words, a Messages: every word the task shows, and the core's
   * messages by code), `fromHost` (whether a button starts again from the host's board),
   * `hostBoard` ("page": the board on the page; "given": the element's), `print` (offers Print,
   * which calls it: the page's print view, which reads printNotes()), `note` (a line under the
   * exports, in the host's words), `dark` (the colour scheme the chart starts in).
   */
  constructor({ root, canvas, frame, view, core, keys }, { words, fromHost = false, hostBoard = "given", print = null, note = null, dark = false }) {
    super();
    this.#words = words;
    this.#hostKind = hostBoard;
    this.#root = root;
    this.#canvas = canvas;
    this.#view = view;
    this.#core = core;
    this.#parts = buildCard(root, words, { fromHost, print: print !== null, note });
    this.#numbers = new DesignNumbers(root, this.#parts, {
      words,
      afterEdit: () => this.#voice.afterEdit,
      wordsChanged: () => this.#emit("wordschange"),
      shown: (key) => this.#voice.numbersIn(key),
      choose: (v) => this.#chooseJump(v),
      preview: (pair) => this.#preview(pair),
      state: (detail) => this.#emit("numbers", detail),
    });
    this.#numbers.setDark(dark);
    this.#voice = new DesignVoice({ message: this.#parts.message, frame, view, numbers: this.#numbers, words });
    this.#input = new DesignInput({ canvas, view, keys }, this.#inputHost());
    view.addEventListener("layout", () => this.#markGeometry());
    this.#wireButtons(print);
  }

  /** The board the designer is editing (see design/history.js), or null before it is first opened. */
  get current() {
    return this.#history.current;
  }

  // ---------------------------------------------------------------- the host's calls

  /**
   * The host's board and rules. While the task is open a different board becomes the one
   * edited (an undoable step once there is something to undo), and the numbers follow.
   */
  show(board, rules) {
    this.#hostBoard = board;
    this.#rules = { ...rules };
    if (this.#active) this.#refresh();
  }

  /** The task was opened: edit the host's board (unless it is the one being edited). */
  enter() {
    this.#active = true;
    // A tap places an end here: the square's words go to the line under the board, so that the
    // tooltip does not cover the jump just placed (the outcome shows in the bubble instead).
    this.#view.tapTooltip = false;
    this.#canvas.style.touchAction = "none";
    this.#canvas.style.cursor = "crosshair";
    this.#numbers.loadCore();
    this.#showControls();
    this.#markGeometry();
    this.#refresh();
  }

  /** The task was left: the board shows no selection. */
  leave() {
    this.#active = false;
    this.#view.tapTooltip = true;
    this.#canvas.style.touchAction = "";
    this.#canvas.style.cursor = "";
    this.#voice.hideBubble();
    this.#input.letGo();
    this.#view.setHighlights({});
  }

  /** Charts follow the colour scheme. */
  setDark(dark) {
    this.#numbers.setDark(dark);
    if (this.#active) this.#refresh();
  }

  /** The host could not take an accepted edit (`reason`): said as a refusal. */
  refuse(reason) {
    this.#refuse(reason, null);
  }

  /** The jump's worth in words, for the board's tooltip on square n (empty when none). */
  describeSquare(n) {
    if (!this.#active || !n) return "";
    const words = this.#numbers.worthOf(jumpAt(this.current?.jumps ?? [], n) ?? this.#input.nearJump(n));
    // The readout follows the square being read (a carried end writes its own).
    if (!this.#input.carrying) this.#parts.readout.textContent = words;
    return words;
  }

  // ---------------------------------------------------------------- the host's board

  /**
   * The host's board or the rules changed: a different board becomes the one edited, and the
   * numbers are worked out again (unless asked for already).
   */
  #refresh() {
    if (!this.#hostBoard) return;
    if (!this.#isHostBoard()) this.#adoptHost({ undoable: this.#history.started });
    const c = this.current;
    if (c.text === null) {
      this.#numbers.failed(c.error, { bare: true });
      return;
    }
    this.#numbers.want(c.text, this.#rules, c, { keepReadout: this.#input.carrying });
  }

  #isHostBoard() {
    const c = this.current, b = this.#hostBoard;
    return c !== null && c.size === b.size && c.columns === b.columns && c.jumps.join() === Array.from(b.jumps()).join();
  }

  /** The host's board as the designer holds it (its text, or why the native format cannot hold it). */
  #fromHost() {
    const b = this.#hostBoard;
    let text = null, error = null;
    try {
      text = b.toString();
    } catch (e) {
      error = e;
    }
    const { first, firstCoded, count } = b.warningsUpTo(MAX_WARNINGS);
    const warnings = { first: coreWarnings(first, firstCoded), count };
    return { ...boardState({ size: b.size, columns: b.columns, rows: b.rows, jumps: b.jumps(), text, warnings }), error };
  }

  /** Starts from the host's board (an undoable step once there is something to undo). */
  #adoptHost({ undoable = true } = {}) {
    if (!this.#hostBoard) return;
    const next = this.#fromHost();
    if (!undoable) {
      this.#history.reset(next);
      this.#showControls();
      return;
    }
    this.#history.push(next);
    this.#showControls();
    this.#voice.say(this.#words.t("design-started", { board: this.#hostKind }));
  }

  // ---------------------------------------------------------------- edits

  /** Places `from -> to` (moving the jump that starts on `replacing`), or says why not. */
  place(from, to, { replacing = null, near = to } = {}) {
    const c = this.current, core = this.#core, rules = this.#rules;
    // A board whose jumps form a cycle under rules changed since it was built (allowed then)
    // can still be edited: the core refuses an edit for a cycle only when the new jump is on
    // one, and the numbers come back once the cycle is gone.
    const cycle = core.checkDesign(c.size, c.columns, Uint32Array.from(c.jumps), rules).error;
    const answer = core.checkJump(c.size, c.columns, Uint32Array.from(c.jumps), from, to, rules, replacing ?? undefined);
    if (answer.error) {
      this.#refuse(refusal(answer), near);
      return false;
    }
    this.#selected = from;
    if (!this.#commit(c.size, c.columns, c.rows, answer.jumps)) return false;
    const words = this.#words, jump = jumpArgs(from, to);
    const what = [replacing === null ? words.t("design-added", jump) : words.t("design-moved", jump)];
    if (answer.warnings.length) {
      const notes = coreWarnings(answer.warnings, answer.warningsCoded).map((w) => coreSaid(words, w));
      what.push(words.t("design-added-note", { warnings: notes.join("; ") }));
    }
    const still = cycle && core.checkDesign(c.size, c.columns, answer.jumps, rules);
    if (still?.error) what.push(words.t("design-no-numbers-yet", { reason: coreSaid(words, refusal(still)) }));
    else if (cycle) what.push(words.t("design-cycle-gone"));
    this.#voice.say(what.join(" "), near);
    return true;
  }

  /** Deletes the chosen jump. */
  deleteSelected() {
    const c = this.current, from = this.#selected;
    const i = from === null ? -1 : this.#jumpIndex(from);
    if (i < 0) {
      this.#voice.say(this.#words.t("design-choose-first"));
      return;
    }
    const to = c.jumps[i + 1];
    this.#selected = null;
    if (this.#commit(c.size, c.columns, c.rows, c.jumps.slice(0, i).concat(c.jumps.slice(i + 2)))) {
      this.#voice.say(this.#words.t("design-deleted", jumpArgs(from, to)));
    }
  }

  /** Removes every jump. */
  clear() {
    const c = this.current;
    this.#selected = null;
    if (this.#commit(c.size, c.columns, c.rows, [])) this.#voice.say(this.#words.t("design-cleared"));
  }

  /** A new size from the Rows and Columns fields: the jumps that still fit stay. */
  resize() {
    const p = this.#parts, words = this.#words, rows = Number(p.rows.value), columns = Number(p.columns.value);
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 1 || columns < 1 || rows > MAX_SIDE || columns > MAX_SIDE) {
      const typed = (field) => field.value || words.t("design-size-nothing");
      this.#refuse(words.t("design-size-refused", { max: MAX_SIDE, rows: typed(p.rows), columns: typed(p.columns) }), null);
      this.#showControls(); // the fields show the board's size again
      return;
    }
    const c = this.current, size = rows * columns;
    const kept = this.#core.fitJumps(size, Uint32Array.from(c.jumps));
    const answer = this.#core.checkDesign(size, columns, kept, this.#rules);
    if (answer.error) {
      this.#refuse(words.t("design-resize-refused", { reason: coreSaid(words, refusal(answer)), rows, columns }), null);
      this.#showControls(); // the fields show the board's size again
      return;
    }
    this.#selected = null;
    if (!this.#commit(size, columns, rows, answer.jumps)) return;
    const dropped = (c.jumps.length - kept.length) / 2;
    const said = [words.t("design-resized", { rows, columns, size })];
    if (dropped) said.push(words.t("design-resize-dropped", { count: dropped }));
    this.#voice.say(said.join(" "));
  }

  undo() {
    if (!this.#history.canUndo) return;
    this.#input.letGo({ keepSelection: true });
    this.#history.undo();
    this.#apply();
    this.#voice.say(this.#words.t("design-undone"));
  }

  redo() {
    if (!this.#history.canRedo) return;
    this.#input.letGo({ keepSelection: true });
    this.#history.redo();
    this.#apply();
    this.#voice.say(this.#words.t("design-redone"));
  }

  /**
   * A new step: the board of `size` squares, `columns` wide and `rows` high, with `jumps`.
   * Checked without rules (a board once accepted comes back even if the rules have changed
   * since: a cycle under chained jumps is then the rules' note, as for a pasted board), and
   * written by the core in the native format. False when refused (said).
   */
  #commit(size, columns, rows, jumps) {
    this.#input.letGo({ keepSelection: true });
    const answer = this.#core.checkDesign(size, columns, Uint32Array.from(jumps), undefined);
    if (answer.error) {
      this.#refuse(refusal(answer), null);
      return false;
    }
    const warnings = firstWarnings(coreWarnings(answer.warnings, answer.warningsCoded));
    this.#history.push({ ...boardState({ size, columns, rows, jumps: answer.jumps, text: answer.text, warnings }), error: null });
    this.#apply();
    return true;
  }

  /** The current board's numbers are asked for, and the host is told of it (it makes it its board). */
  #apply() {
    this.#voice.afterEdit = true;
    const c = this.current;
    this.#numbers.want(c.text, this.#rules, c, { keepReadout: this.#input.carrying });
    if (this.#selected !== null && this.#jumpIndex(this.#selected) < 0) this.#selected = null;
    this.#showControls();
    this.#showHighlights();
    this.#emit("boardchange", { text: c.text, size: c.size, columns: c.columns, jumps: c.jumps.slice() });
  }

  #jumpIndex(from) {
    const j = this.current?.jumps ?? [];
    for (let i = 0; i < j.length; i += 2) if (j[i] === from) return i;
    return -1;
  }

  // ---------------------------------------------------------------- showing

  /** A refused edit: the core's reason in the card and beside square `near`; nothing changes. */
  #refuse(reason, near) {
    this.#voice.refuse(reason, near);
    this.#input.letGo({ keepSelection: true });
    this.#showHighlights();
  }

  #showControls() {
    const c = this.current, p = this.#parts;
    p.undo.disabled = !this.#history.canUndo;
    p.redo.disabled = !this.#history.canRedo;
    p.delete.disabled = this.#selected === null;
    p.clear.disabled = !c || c.jumps.length === 0;
    if (!c) return;
    p.rows.value = String(c.rows);
    p.columns.value = String(c.columns);
    const { first, count } = c.warnings, words = this.#words;
    const items = first.map((w) => el("li", { text: words.t("design-warning", { warning: coreSaid(words, w) }) }));
    if (count > first.length) items.push(el("li", { text: words.t("design-more", { count: count - first.length }) }));
    p.warnings.replaceChildren(...items);
  }

  /** The chosen jump (or the first square of one being placed) stands out on the board. */
  #showHighlights(extra = null) {
    if (!this.#active) return;
    const squares = [], jumps = [];
    if (this.#input.pending !== null) squares.push(this.#input.pending);
    const i = this.#selected === null ? -1 : this.#jumpIndex(this.#selected);
    if (i >= 0) jumps.push([this.current.jumps[i], this.current.jumps[i + 1]]);
    if (extra) {
      jumps.push(extra);
      squares.push(...extra);
    }
    this.#view.setHighlights({ squares, jumps });
  }

  #markGeometry() {
    const g = this.#view.geometry;
    if (!g) return;
    const { x0, y0, cell, columns, rows, size } = g;
    this.#canvas.dataset.geometry = JSON.stringify({ x0, y0, cell, columns, rows, size });
  }

  /** A jump chosen from the list of worths. */
  #chooseJump(v) {
    this.#selected = v.from;
    this.#showControls();
    this.#showHighlights();
    this.#voice.say(this.#words.t("design-chose", jumpArgs(v.from, v.to)));
  }

  /** A jump from the list shown on the board, with its worth in the readout. */
  #preview(pair) {
    this.#showHighlights(pair);
    this.#parts.readout.textContent = this.#numbers.worthOf(pair);
  }

  #emit(type, detail = {}) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  // ---------------------------------------------------------------- wiring

  /** What the pointer and keyboard part (design/input.js) asks of the task. */
  #inputHost() {
    const task = this;
    return {
      words: this.#words,
      active: () => this.#active,
      jumps: () => this.current?.jumps ?? [],
      get selected() { return task.#selected; },
      set selected(v) { task.#selected = v; },
      place: (from, to, opts) => this.place(from, to, opts),
      say: (text, near) => this.#voice.say(text, near),
      touch: (on) => (on === undefined ? this.#voice.touch : (this.#voice.touch = on)),
      highlight: (extra) => this.#showHighlights(extra),
      controls: () => this.#showControls(),
      deleteSelected: () => this.deleteSelected(),
      undo: () => this.undo(),
      redo: () => this.redo(),
      readout: (text) => { this.#parts.readout.textContent = text; },
      wordsChanged: () => this.#emit("wordschange"),
    };
  }

  #wireButtons(print) {
    const p = this.#parts, view = this.#view;
    p.undo.addEventListener("click", () => this.undo());
    p.redo.addEventListener("click", () => this.redo());
    p.delete.addEventListener("click", () => this.deleteSelected());
    p.clear.addEventListener("click", () => this.clear());
    p["from-page"]?.addEventListener("click", () => this.#adoptHost());
    p.size.addEventListener("submit", (e) => { e.preventDefault(); this.resize(); });
    p.png.addEventListener("click", () => downloadPng(view, "snakes-and-ladders.png"));
    p.svg.addEventListener("click", () => downloadSvg(this.#words, view, "snakes-and-ladders.svg"));
    if (print) p.print.addEventListener("click", print);
  }

  /** What a printed page says under the board: `{facts, text}`, the numbers (a sentence) and the board's text. */
  printNotes() {
    // Only numbers for the board and rules on the page: while they are worked out, none.
    const { min, mean } = this.#numbers.fresh ? this.#numbers.figures : { min: "", mean: "" };
    const words = this.#words, text = this.current?.text ?? "";
    if (!min && !mean) return { facts: "", text };
    const shown = min && mean ? "both" : min ? "min" : "mean";
    const facts = words.t("design-print-facts", {
      shown, min: min ? words.number(Number(min), { useGrouping: false }) : "", mean: mean ? fixed(words, Number(mean), 1) : "",
    });
    return { facts, text };
  }
}

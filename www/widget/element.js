// <snakes-ladders>: an embeddable Snakes and Ladders board, solver and game.
//
//   <script type="module" src="snakes-ladders.js"></script>
//   <snakes-ladders board="size 30&#10;3 -> 22&#10;27 -> 1" start="1" mode="solve"></snakes-ladders>
//
// Importing this module registers the element as <snakes-ladders> (like GitHub's small
// elements: configured by attributes, reporting by DOM events); `define(tag, registry)` registers
// it under another tag or in another registry. It sets no global. Every instance shares one
// WebAssembly core, fetched and instantiated once from ./pkg/snakes_ladders_bg.wasm next to this
// file (found through import.meta.url), and draws with the page's board component
// (board-canvas.js). Analyze mode's code, charts, workers and the full wasm load only when a
// widget enters that mode; a board the core module does not build (a generated world, a text
// in another format than the native one, or a long one) and bfs mode's search are built by a
// worker with the full wasm too, so copy worker.js and work-pool.js along for them. A file
// that fails to load shows its message inside the element and
// fires `error`. It works under a strict Content-Security-Policy
// (`default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'`): no inline
// code, a constructable stylesheet, and styles set only through the CSSOM.
//
// Attributes (each also a property of the same name; changing one updates the widget):
//   board                   board text in any format the core reads (native, ruby, json,
//                           hackerrank, leetcode); else the element's text content; else
//   size snakes ladders seed reachable   a generated world
//   start overshoot jumps faces          the rules, named as the command's flags
//   mode                    view | solve | play | analyze | bfs | design   (see MODES below; bfs steps
//                           through the search for the fewest throws (tasks/search-task.js, as
//                           the page's "Watch the search"); analyze shows the game-length
//                           chart and key numbers, squares coloured by expected throws to
//                           the end, worked out in a Web Worker: copy worker.js, work-pool.js
//                           and charts.js along with this file; design is the
//                           page's designer (tasks/design.js, loaded by widget/design-mode.js
//                           the first time a widget enters the mode): drag, tap or use the keys
//                           to place, move and delete snakes and ladders, undo and redo, resize,
//                           with the numbers (fewest throws, the average game, two players' odds,
//                           each jump's worth) after every edit; each accepted edit becomes the
//                           `board` attribute, so `board` and `boardInfo` report it)
//   controls autoplay       boolean: show the buttons; start animating / playing by itself
//   randomness              0..1: pick among equally short paths at random (solve)
//   players                 a number (1..8) or comma-separated names (play)
//   room name trackers      play with others (play): `room` empty shows the form that opens or
//                           joins a room, `room="k7mq2x"` joins that room; `name` fills in the
//                           player's name; `trackers` the WebSocket trackers (net/link.js)
//   distances               boolean: colour every square by its throws to the end
//   speed                   animation speed, 1 = normal (bfs: steps per 0.9 s; analyze: throws
//                           of the spreading token per 0.4 s)
// Methods: solve(), newGame(), roll() (promises). Events (bubbling, composed): solved, move,
// gameover (after which the board shows confetti and the ranking, ::part(ranking)), analyzed
// (analyze mode: {expectedTurns, medianTurns, minThrows, p90Turns, ...}),
// boardchange (design mode, an accepted edit: {text (native), size, columns, jumps}), designed
// (design mode, each board's numbers: {text, minThrows, expectedTurns, medianTurns,
// winProbability}), error ({message, source}; a bad board attribute keeps the last good board;
// source "design": a designed board without numbers, such as a cycle under chained jumps). Read-only: result, boardInfo, debug; the class's static `debug`.

import { LIGHT, DARK, MAX_DRAWN_SQUARES, describeBoard, distanceOverlay, expectedOverlay } from "../board/view.js";
import { BoardCanvas } from "../board/canvas.js";
import { PlayMode } from "./play-mode.js";
import { SolveMode } from "./solve-mode.js";
import { AnalyzeMode, sentence } from "./analyze-mode.js";
import { BoardReader, WORKING, WorkerSolver, textSource, tooBig } from "./worker-jobs.js";
import { el } from "../ui/dom.js";
import { generatedBoard } from "../core/off-thread.js";
import { adoptStyles } from "./style.js";
import { loadCore } from "../core/load.js";
import { arrows, atRest, boardLabel, coreWords, describeSquare } from "../ui/words.js";

// ------------------------------------------------------------------ the shared core

let bfsPromise = null;
let searchViews = 0;
let designPromise = null;

/**
 * What design mode needs (widget/design-mode.js: the design task, which asks the core and the
 * analysis workers, and its styles), imported the first time a widget enters the mode.
 */
function loadDesign() {
  designPromise ??= import("./design-mode.js")
    .catch((err) => {
      designPromise = null;
      throw err;
    });
  return designPromise;
}

/** What bfs mode needs (the search task the page's "Watch the search" shows too), loaded once. */
function loadBfs() {
  bfsPromise ??= import("../tasks/search-task.js").catch((err) => {
    bfsPromise = null;
    throw err;
  });
  return bfsPromise;
}

/** Live wasm objects held by all widgets, and widgets connected: a read-only debug view. */
const live = { boards: 0, games: 0, widgets: 0 };

const FONT = 'ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Canvas colours a page may override with CSS custom properties (--snakes-ladders-NAME). */
const THEME_PROPERTIES = {
  background: "background", square: "squareA", "square-alt": "squareB", frame: "frame",
  numbers: "ink", goal: "goal", snake: "snake", "snake-dark": "snakeDark", ladder: "ladder",
  "ladder-dark": "ladderDark", marker: "marker", "marker-ink": "markerInk", accent: "cursor",
};

const message = (e) => String(e && e.message ? e.message : e);

/**
 * The browser's media queries, asked for on first use: importing this module touches no browser
 * API, so a server-side build (VitePress, Astro, Next.js) can import the package.
 */
let queries = null;
const media = () => (queries ??= {
  reduced: matchMedia("(prefers-reduced-motion: reduce)"),
  dark: matchMedia("(prefers-color-scheme: dark)"),
});

/** The fastest animation the speed attribute asks for (20 times normal). */
const MAX_SPEED = 20;

// ------------------------------------------------------------------ modes

/**
 * The modes and the buttons each offers. Extension point for a new mode: one more entry here,
 * where `buttons` names its buttons (made in #build()); then one more case in the element's
 * #present(), which runs after every update while the mode is on, and in #refreshView() for what
 * it hands the board component to draw.
 */
const MODES = {
  view: { buttons: [] },
  solve: { buttons: ["step", "play", "reset", "another"] },
  play: { buttons: ["roll", "newGame"] },
  // The analysis runs in the shared worker pool, on the full build of the core (worker.js),
  // loaded the first time a widget enters this mode.
  analyze: { buttons: [] },
  // The core's recorded search, stepped by tasks/search-task.js (its own controls, under the board).
  bfs: { buttons: [] },
  // The design task (tasks/design.js): its own card under the board; edits go back to `board`.
  design: { buttons: [] },
};

// ------------------------------------------------------------------ attributes and properties

/** The attributes the element reads; each is also a typed property (see the class). */
const ATTRIBUTES = [
  "board", "size", "snakes", "ladders", "seed", "reachable", "start", "overshoot", "jumps", "faces",
  "mode", "controls", "autoplay", "randomness", "players", "distances", "speed", "sound", "room", "name", "trackers",
];

/** Boolean attributes: present means on, except the explicit words "false", "off" and "no". */
const isOn = (v) => v !== null && !/^(false|off|no|0)$/i.test(v.trim());


// ------------------------------------------------------------------ the element

/** HTMLElement in a browser; outside one (a server-side build), a stand-in nothing is built from. */
const ElementBase = /** @type {typeof HTMLElement} */ (globalThis.HTMLElement ?? class {});

export class SnakesLaddersElement extends ElementBase {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  /** Live wasm objects (boards, games) held by all widgets, and connected widgets. */
  static get debug() {
    return { ...live };
  }

  // DOM
  #root; #frame; #canvas; #tooltip; #error; #work; #status; #rolls; #step; #players; #controls; #live;
  #buttons = {};
  // the board component (board-canvas.js): drawing, tokens, animation, reading squares
  #view;
  // core objects and what they were built from
  #core = null;
  #board = null; #desc = null; #boardKey = null; #boardGen = 0; #boardFormat; #boardSeed;
  #rules = {}; #solveOpts = {}; #solveKey = null; #solution = null; #pathSeed = null;
  #table = null; #rest = null; // the core's RuleTable for the board and rules, and its rest squares
  #startMemo = null; // the start square the core gave for {board, rules} when no table was at hand
  // play mode: the game on the board, as the page plays it (widget/play-mode.js)
  /** @type {PlayMode} */ #play;
  #mode = "view";
  #failed = {}; // stage → {key, error}: a bad input is reported once, then shown until it changes
  #goodSpeed = 1;
  #theme = LIGHT;
  // solve mode: the solution shown and its path walked (widget/solve-mode.js)
  /** @type {SolveMode} */ #solveMode;
  // work in flight
  #rafs = new Set();
  #pending = null; #queued = false; #version = 0; #mutationObserver = null;
  // work in a worker (big boards): the text being read, the solve running, and solutions known
  #reader = new BoardReader({ core: () => this.#core, onDone: () => this.#queueUpdate() });
  #solver = new WorkerSolver({ onDone: () => this.#queueUpdate() });
  #frames = 0;
  // the overlay last handed to the board component, and what it was made from
  #overlayShown = null; #overlayMemo = null;
  // analyze mode: the game length, its chart and the spread (widget/analyze-mode.js)
  /** @type {AnalyzeMode} */ #analyze; #analysisBox;
  // bfs mode: the search task (tasks/search-task.js; null until first loaded)
  /** @type {import("../tasks/search-task.js").SearchTask | null} */ #search = null; #bfsBox;
  // design mode: widget/design-mode.js's host of the design task (null until first loaded)
  #design = null;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: "open" });
    adoptStyles(shadow);
    this.#build(shadow);
  }

  // ---------------------------------------------------------------- lifecycle

  connectedCallback() {
    live.widgets++;
    // Properties set before the element was defined shadow the accessors: pass them through.
    for (const name of ATTRIBUTES) {
      if (Object.prototype.hasOwnProperty.call(this, name)) {
        const value = this[name];
        delete this[name];
        this[name] = value;
      }
    }
    this.#view.resume();
    this.#mutationObserver = new MutationObserver(() => {
      if (!this.hasAttribute("board")) this.#queueUpdate();
    });
    this.#mutationObserver.observe(this, { childList: true, characterData: true, subtree: true });
    media().dark.addEventListener("change", this.#onThemeChange);
    this.#queueUpdate();
  }

  disconnectedCallback() {
    live.widgets--;
    this.#version++; // an update still waiting for the core will not run
    this.#stopAnimation();
    for (const r of this.#rafs) cancelAnimationFrame(r);
    this.#rafs.clear();
    this.#view.suspend();
    this.#mutationObserver?.disconnect();
    media().dark.removeEventListener("change", this.#onThemeChange);
    this.#queued = false;
    this.#analyze.stop();
    this.#search?.hide();
    this.#reader.cancel();
    this.#solver.cancel();
    this.#solver.clear();
    this.#showWork();
    this.#play.free();
    this.#freeBoard();
    this.#failed = {};
    this.#solution = null;
    this.#solveKey = null;
    this.#solveMode.forget();
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue === newValue) return;
    if (name === "controls") this.#syncControls();
    this.#queueUpdate();
  }

  // ---------------------------------------------------------------- attributes as properties
  // Each attribute is also a property of the same name; setting one sets the attribute.

  /** The board as text in any format the core reads (native, ruby, json, hackerrank, leetcode). */
  get board() { return this.getAttribute("board"); }
  set board(v) { setText(this, "board", v); }

  /** Squares of a generated world (when there is no board text); null for the default, 100. */
  get size() { return readNumber(this, "size"); }
  set size(v) { setText(this, "size", v); }

  /** Snakes of a generated world; null for about one per 12 squares. */
  get snakes() { return readNumber(this, "snakes"); }
  set snakes(v) { setText(this, "snakes", v); }

  /** Ladders of a generated world; null for about one per 12 squares. */
  get ladders() { return readNumber(this, "ladders"); }
  set ladders(v) { setText(this, "ladders", v); }

  /** The seed of the generated world and the first game's dice; null for a fresh one. */
  get seed() { return readNumber(this, "seed"); }
  set seed(v) { setText(this, "seed", v); }

  /** Whether a generated world must let players reach the end. */
  get reachable() { return isOn(this.getAttribute("reachable")); }
  set reachable(v) { this.toggleAttribute("reachable", Boolean(v)); }

  /** Where players start: "off-board" (default) or "1". */
  get start() { return this.getAttribute("start"); }
  set start(v) { setText(this, "start", v); }

  /** What a throw past the end does: "bounce" (default), "stay" or "win". */
  get overshoot() { return this.getAttribute("overshoot"); }
  set overshoot(v) { setText(this, "overshoot", v); }

  /** Whether a snake or ladder onto another is followed: "single" (default) or "chain". */
  get jumps() { return this.getAttribute("jumps"); }
  set jumps(v) { setText(this, "jumps", v); }

  /** Faces of the die; null for 6. */
  get faces() { return readNumber(this, "faces"); }
  set faces(v) { setText(this, "faces", v); }

  /** What the widget does: "view" (default), "solve", "play" or "analyze". */
  get mode() { return this.getAttribute("mode") || "view"; }
  set mode(v) { setText(this, "mode", v); }

  /** Whether the mode's buttons are shown. */
  get controls() { return isOn(this.getAttribute("controls")); }
  set controls(v) { this.toggleAttribute("controls", Boolean(v)); }

  /** Whether the path walks (solve) or the game plays (play) by itself. */
  get autoplay() { return isOn(this.getAttribute("autoplay")); }
  set autoplay(v) { this.toggleAttribute("autoplay", Boolean(v)); }

  /** Whether a game is heard (the die, steps, climbs, slides, the win); quiet unless the host sets it. */
  get sound() { return isOn(this.getAttribute("sound")); }
  set sound(v) { this.toggleAttribute("sound", Boolean(v)); }

  /** 0 to 1: how much to pick among equally short paths at random (solve); null for none. */
  get randomness() { return readNumber(this, "randomness"); }
  set randomness(v) { setText(this, "randomness", v); }

  /** Players (play): a number 1 to 8, or names separated by commas (a list sets names). */
  get players() { return this.getAttribute("players"); }
  set players(v) { setText(this, "players", Array.isArray(v) ? v.join(", ") : v); }
  /** Play with others (play): a room's code to join, "" for the form that opens or joins one, null for none. */
  get room() { return this.getAttribute("room"); }
  set room(v) { setText(this, "room", v); }
  /** This player's name in a room. */
  get name() { return this.getAttribute("name"); }
  set name(v) { setText(this, "name", v); }
  /** Where rooms are found: WebSocket trackers, one or more, separated by spaces (the public ones when absent). */
  get trackers() { return this.getAttribute("trackers"); }
  set trackers(v) { setText(this, "trackers", v); }

  /** Whether every square is coloured by its throws to the end. */
  get distances() { return isOn(this.getAttribute("distances")); }
  set distances(v) { this.toggleAttribute("distances", Boolean(v)); }

  /** Animation speed, 1 = normal; null for 1. */
  get speed() { return readNumber(this, "speed"); }
  set speed(v) { setText(this, "speed", v); }

  // ---------------------------------------------------------------- public API

  /** The last `solved` detail: {minThrows, path, rolls, optimalSequences}, or null. */
  get result() {
    return this.#solveMode.result;
  }

  /** The board on display: {size, columns, rows, format, seed, text}, or null before one. */
  get boardInfo() {
    if (!this.#board) return null;
    let text = null;
    try {
      text = this.#board.toString();
    } catch {
      // a board the native printer cannot hold: no text
    }
    return {
      size: this.#board.size, columns: this.#board.columns, rows: this.#board.rows,
      format: this.#boardFormat ?? null, seed: this.#boardSeed ?? null, text,
    };
  }

  /** This widget's animation frames so far, the wasm objects it holds and its start strip's words (for tests). */
  get debug() {
    return {
      frames: this.#frames,
      boards: this.#board ? 1 : 0,
      games: this.#play.game ? 1 : 0,
      animating: this.#solveMode.walking || this.#view.animating,
      startLabel: this.#view.startLabel,
    };
  }

  /**
   * Solves the board under the current rules, fires `solved` and resolves to its detail. In
   * solve mode the path is then walked from the start.
   */
  async solve() {
    await this.#settle();
    if (!this.#solution) throw new Error(this.#errorText() || "there is no board to solve");
    return this.#solveMode.solved({ walk: this.#mode === "solve" });
  }

  /** Starts a new game (play mode) with fresh dice; resolves when it is on the board. */
  async newGame() {
    await this.#settle();
    if (this.#mode !== "play") throw new Error('newGame() needs mode="play"');
    this.#play.start({ fresh: true });
    this.#render();
  }

  /** Throws the die for the player whose turn it is (play mode); resolves to the move. */
  async roll() {
    await this.#settle();
    if (this.#mode !== "play") throw new Error('roll() needs mode="play"');
    return this.#play.roll();
  }

  // ---------------------------------------------------------------- building the shadow DOM

  #build(shadow) {
    this.#canvas = el("canvas", {
      part: "board", tabindex: "0", role: "application", "aria-roledescription": "board",
      "aria-label": "Snakes and ladders board", width: "0", height: "0",
    });
    this.#canvas.hidden = true;
    this.#tooltip = el("div", { class: "tooltip", part: "tooltip", "aria-hidden": "true" });
    this.#tooltip.hidden = true;
    this.#frame = el("div", { class: "frame loading", part: "frame" }, this.#canvas, this.#tooltip);
    this.#frame.append(el("span", { class: "placeholder", text: "Loading the board…" }));
    this.#error = el("p", { class: "error", part: "error" });
    this.#error.hidden = true;
    // What a worker is doing for this widget (reading a long text, solving a big board): above
    // the board, which may be taller than the screen.
    this.#work = el("p", { class: "work", part: "work", role: "status" });
    this.#work.hidden = true;
    this.#status = el("p", { class: "status", part: "status" });
    this.#rolls = el("ol", { class: "rolls", part: "rolls", "aria-label": "Rolls of the shortest path" });
    this.#rolls.hidden = true;
    this.#step = el("p", { class: "step", part: "step" });
    this.#step.hidden = true;
    this.#players = el("ul", { class: "players", part: "players", "aria-label": "Players" });
    this.#players.hidden = true;
    const button = (name, label, cls = "") => {
      const b = el("button", { type: "button", part: `button ${name}-button`, class: cls, text: label });
      b.hidden = true;
      this.#buttons[name] = b;
      return b;
    };
    this.#controls = el("div", { class: "controls", part: "controls", role: "group", "aria-label": "Controls" },
      button("step", "Step", "primary"), button("play", "Play"), button("reset", "Reset"),
      button("another", "Another path"), button("roll", "Roll", "primary"), button("newGame", "New game"));
    this.#controls.hidden = true;
    this.#live = el("div", { class: "visually-hidden", "aria-live": "polite", "aria-atomic": "true", part: "live" });
    this.#root = el("div", { class: "root", part: "container" },
      this.#work, this.#frame, this.#error, this.#status, this.#rolls, this.#step, this.#players, (this.#analysisBox = el("div", { class: "analysis-box" })),
      (this.#bfsBox = el("div", { class: "bfs-box" })),
      this.#controls, this.#live);
    shadow.append(this.#root);


    this.#view = new BoardCanvas({ frame: this.#frame, canvas: this.#canvas, tooltip: this.#tooltip }, {
      font: FONT,
      // Up to 40 columns squares stay big enough to read their numbers; the frame scrolls.
      fit: (width, desc) => ({ maxHeight: Infinity, minCell: desc.columns <= 40 ? 18 : 0 }),
      describe: (n) => this.#describe(n),
    });
    this.#play = this.#makePlay();
    this.#solveMode = this.#makeSolve();
    this.#analyze = this.#makeAnalyze();
    this.#view.addEventListener("cursor", (e) => {
      this.#analyze.readSquare(e.detail.square);
      if (e.detail.square !== null) this.#say(this.#describe(e.detail.square));
    });
    this.#view.addEventListener("activate", () => {
      if (this.#mode === "solve") this.#solveMode.stepOnce();
      else if (this.#mode === "play" && this.#play.game) this.#play.roll();
      else if (this.#mode === "bfs") this.#search?.step();
    });
    this.#view.addEventListener("frame", () => this.#frames++);
    this.#view.addEventListener("layout", () => {
      this.#frame.classList.remove("loading");
      this.#frame.classList.toggle("scroll", this.#view.geometry.width > this.#frame.clientWidth);
      this.#frame.querySelector(".placeholder")?.remove();
    });
  }

  // ---------------------------------------------------------------- updates

  /** Coalesces attribute changes made in one task into one update. */
  #queueUpdate() {
    if (!this.isConnected || this.#queued) return;
    this.#queued = true;
    const version = this.#version;
    this.#pending = Promise.resolve().then(async () => {
      if (version !== this.#version) return; // removed meanwhile; a reconnection queues anew
      this.#queued = false;
      let c;
      try {
        c = await loadCore();
      } catch (e) {
        if (version !== this.#version) return;
        this.#showErrors([{ source: "core", message: `The WebAssembly core could not be loaded: ${message(e)}`, fresh: true }]);
        return;
      }
      if (version !== this.#version || !this.isConnected) return;
      this.#core = c;
      this.#update();
    });
  }

  /** Waits for pending updates (and the core) so methods see the attributes' current state. */
  async #settle() {
    for (;;) {
      while (this.#pending) {
        const p = this.#pending;
        await p;
        if (p === this.#pending) break;
      }
      if (!this.#core && this.isConnected) {
        this.#queueUpdate();
        await this.#pending;
      }
      // A worker reading or solving: its end queues the update that uses it (or a newer
      // attribute replaced it); either way the latest state is what to wait for.
      const work = this.#reader.job ?? this.#solver.job ?? this.#search?.recording;
      if (!work) break;
      await work.done.catch(() => {}); // a failed recording is the search's to report
    }
  }

  /** Brings the board, rules, solution, mode and game in line with the attributes. */
  /**
   * Brings the element up to date with its attributes, stage by stage: the board, the mode and
   * speed, the rules and the solution, the game. A stage whose input is bad keeps the last good
   * state and reports its error; the same bad input is reported again without being retried.
   */
  #update() {
    const errors = [];
    const attempt = (stage, key, fn) => {
      const failed = this.#failed[stage];
      if (failed && failed.key === key) {
        errors.push({ ...failed.error, fresh: false });
        return undefined;
      }
      try {
        const out = fn();
        delete this.#failed[stage];
        return out;
      } catch (e) {
        const error = { source: stage, message: message(e) };
        this.#failed[stage] = { key, error };
        errors.push({ ...error, fresh: true });
        return undefined;
      }
    };
    this.#updateBoard(attempt);
    this.#updateModeAndSpeed(attempt);
    if (this.#board) this.#updateSolution(attempt);
    this.#updateGame(attempt);
    this.#play.preloadSounds(); // with `sound`, its module loads now, before the first throw
    this.#showErrors(errors);
    this.#render();
  }

  /** The board: from the attribute, the text content, or the world builder. */
  #updateBoard(attempt) {
    const src = this.#boardSource();
    if (this.#reader.job && this.#reader.job.key !== src.key) this.#reader.cancel(); // the latest text wins
    if (src.key !== this.#boardKey) {
      // A long text is read by a worker (WORKING meanwhile): the last board stays until it is.
      const board = attempt(src.source, src.key, () => this.#reader.build(src));
      if (board && board !== WORKING) {
        this.#setBoard(board, src.key);
      }
    } else {
      this.#reader.cancel();
      delete this.#failed.board;
      delete this.#failed.text;
      delete this.#failed.generate;
    }
    for (const s of ["board", "text", "generate"]) if (s !== src.source) delete this.#failed[s];
  }

  /** The mode, and the speed: the last good one stays while the attribute is bad. */
  #updateModeAndSpeed(attempt) {
    const mode = (this.getAttribute("mode") || "view").trim().toLowerCase();
    attempt("mode", mode, () => {
      const m = MODES[mode];
      if (!m) throw new Error(`mode must be ${Object.keys(MODES).join(", ").replace(/, ([^,]*)$/, " or $1")}, not '${mode}'`);
      if (mode !== this.#mode) this.#leaveMode();
      this.#mode = mode;
    });
    const speed = (this.getAttribute("speed") ?? "").trim();
    attempt("speed", speed, () => {
      const v = speed === "" ? 1 : Number(speed);
      if (!/^[0-9.eE+]*$/.test(speed) || !(v > 0 && v <= MAX_SPEED)) {
        throw new Error(`speed must be a number above 0 and at most ${MAX_SPEED} (1 is normal), not '${speed.slice(0, 20)}'`);
      }
      this.#goodSpeed = v;
    });
  }

  /** The rules and the solution (which also validates the rules): kept when the new ones are bad. */
  #updateSolution(attempt) {
    const rules = this.#readRules();
    const opts = this.#readSolveOptions();
    const key = JSON.stringify([this.#boardGen, rules, opts]);
    const goodKey = JSON.stringify([this.#boardGen, this.#rules, this.#solveOpts]);
    const solving = this.#solver.job;
    if (solving && solving.key !== key && solving.key !== goodKey) this.#solver.cancel();
    if (key === this.#solveKey) {
      delete this.#failed.rules;
      return;
    }
    // A big board is solved by a worker: no answer shows until its own arrives.
    const sol = attempt("rules", JSON.stringify([rules, opts]), () => this.#solver.solve(this.#board, this.#boardGen, rules, opts));
    if (sol === WORKING) {
      this.#setSolution(null);
      this.#solveKey = null;
    } else if (sol) {
      this.#rules = rules;
      this.#solveOpts = opts;
      this.#solveKey = key;
      this.#setSolution(sol);
    } else if (this.#solveKey !== goodKey) {
      // The answer on show is not for this board and the last good rules: solve for those.
      let good = null;
      try {
        good = this.#solver.solve(this.#board, this.#boardGen, this.#rules, this.#solveOpts);
      } catch {
        // the last good rules do not hold on this board either: no answer
      }
      this.#setSolution(good === WORKING ? null : good);
      this.#solveKey = good === WORKING ? null : goodKey;
    }
  }

  /**
   * The game (play mode): a new one when the board, the rules or the players change; not while
   * a worker solves (the rules are not yet known to hold), and none from another board.
   */
  #updateGame(attempt) {
    if (!this.#board || this.#mode !== "play") {
      delete this.#failed.players;
      return;
    }
    if (this.#solver.job) {
      this.#play.keepTo(this.#boardGen);
      return;
    }
    const wanted = this.#play.wanted();
    if (!wanted) {
      delete this.#failed.players;
      return;
    }
    const ok = attempt("players", wanted.key, () => this.#play.start(wanted));
    if (ok === undefined) this.#play.keepTo(this.#boardGen); // the old game was on another board
  }

  /** Where the board comes from, as a key (same key, same board) and a builder. */
  #boardSource() {
    const attr = this.getAttribute("board");
    if (attr !== null && attr.trim() !== "") {
      return { source: "board", key: `board:${attr}`, ...textSource(attr) };
    }
    const text = this.textContent;
    if (text.trim() !== "") {
      return { source: "text", key: `text:${text}`, ...textSource(text) };
    }
    const get = (name) => {
      const v = this.getAttribute(name);
      return v === null || v.trim() === "" ? undefined : v.trim();
    };
    // The counts go to the core as numbers, as its options are typed; a text that is no whole
    // number goes as it is, for the core to refuse naming the attribute's key.
    const count = (name) => {
      const v = get(name);
      return v !== undefined && /^\d{1,15}$/.test(v) ? Number(v) : v;
    };
    const spec = { size: count("size") ?? 100, snakes: count("snakes"), ladders: count("ladders"), seed: get("seed") };
    if (spec.snakes === undefined && spec.ladders === undefined) {
      // Neither count given: about one snake and one ladder per 12 squares, as a printed board.
      const n = Number(spec.size);
      if (Number.isInteger(n) && n >= 4) spec.snakes = spec.ladders = Math.max(1, Math.min(Math.round(n / 12), Math.floor(n / 4)));
    }
    if (isOn(this.getAttribute("reachable"))) {
      spec.reachable = true;
      spec.rules = this.#readRules();
    }
    for (const k of Object.keys(spec)) if (spec[k] === undefined) delete spec[k];
    return {
      source: "generate",
      key: `generate:${JSON.stringify(spec)}`,
      // Refused before it is built: generating ten million squares alone takes a moment.
      check: () => { if (Number(spec.size) > MAX_DRAWN_SQUARES) throw tooBig(Number(spec.size)); },
      // The world builder is the full module's (the core module leaves it out): a worker's.
      here: () => false,
      job: { job: "generate", options: spec },
      what: "Building a board…",
      fromWorker: generatedBoard,
    };
  }

  /** Shows what a worker is doing for this widget, if anything; the container is busy meanwhile. */
  #showWork() {
    const job = this.#reader.job ?? this.#solver.job ?? this.#search?.recording;
    this.#work.hidden = !job;
    this.#work.textContent = job ? job.what : "";
    if (job) this.#root.setAttribute("aria-busy", "true");
    else this.#root.removeAttribute("aria-busy");
  }

  #readRules() {
    const rules = {};
    for (const name of ["start", "overshoot", "jumps", "faces"]) {
      const v = this.getAttribute(name);
      if (v !== null && v.trim() !== "") rules[name] = v.trim();
    }
    return rules;
  }

  #readSolveOptions() {
    const r = this.getAttribute("randomness");
    if (r === null || r.trim() === "" || Number(r) === 0) return {};
    const attr = (this.getAttribute("seed") || "").trim();
    if (this.#pathSeed === null || this.#pathSeed.attr !== attr) this.#pathSeed = { attr, value: attr || String(freshSeed()) };
    return { randomness: r.trim(), seed: this.#pathSeed.value };
  }

  #setBoard(board, key) {
    this.#stopAnimation();
    this.#freeBoard();
    this.#board = board;
    live.boards++;
    this.#boardKey = key;
    this.#boardGen++;
    this.#solver.cancel(); // for the board that was
    this.#solver.clear();
    this.#search?.hide(); // its search was of the board that was
    this.#boardFormat = board.format;
    this.#boardSeed = board.seed;
    this.#desc = describeBoard(board.size, board.columns, board.rows, board.jumps());
    this.#canvas.setAttribute("aria-label", boardLabel(this.#desc));
    this.#view.setBoard(this.#desc);
  }

  #freeBoard() {
    this.#freeTable();
    if (this.#board) {
      this.#board.free();
      live.boards--;
    }
    this.#board = null;
    this.#boardKey = null;
  }

  #setSolution(sol) {
    this.#stopAnimation();
    this.#solution = sol;
    this.#freeTable();
    if (sol) {
      // Solved under these rules, so they compile: the core's rest squares and throws in words.
      this.#table = new this.#core.RuleTable(this.#board, this.#rules);
      this.#rest = this.#table.restSquares();
    }
  }

  #freeTable() {
    this.#table?.free();
    this.#table = null;
    this.#rest = null;
  }

  #leaveMode() {
    if (this.#mode === "analyze") this.#analyze.leave();
    if (this.#mode === "bfs") {
      this.#search?.hide();
      this.#showWork();
    }
    if (this.#mode === "design") this.#design?.leave();
    this.#stopAnimation();
    this.#play.leave();
    this.#solveMode.forget();
  }

  // ---------------------------------------------------------------- errors and events

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** Shows the current problems in the widget; fires `error` for the new ones. */
  #showErrors(errors) {
    const box = this.#error;
    if (errors.length === 0) {
      box.hidden = true;
      box.replaceChildren();
      return;
    }
    // Shown with the page's arrows, naming where the board came from; the `error` event keeps
    // the core's words as they are.
    const text = errors.map((e) => sentence(arrows(inWhere(e.source, e.message)))).join(" ");
    const kept = this.#board ? "The widget keeps showing the last good board and settings (its defaults where there were none)." : "";
    box.replaceChildren(document.createTextNode(text));
    if (kept) box.append(el("span", { class: "kept", text: kept }));
    box.hidden = false;
    if (!this.#board) {
      this.#frame.classList.remove("loading");
      this.#frame.querySelector(".placeholder")?.remove();
    }
    const fresh = errors.filter((e) => e.fresh);
    for (const e of fresh) this.#emit("error", { message: e.message, source: e.source });
    if (fresh.length) this.#say(text);
  }

  #errorText() {
    return this.#error.hidden ? "" : this.#error.firstChild?.textContent ?? "";
  }

  /** Says something in the polite live region (a repeated message is read again). */
  #say(text) {
    this.#live.textContent = "";
    this.#nextFrame(() => {
      this.#live.textContent = text;
    });
  }

  // ---------------------------------------------------------------- presenting

  #render() {
    this.#showWork();
    if (!this.#board) {
      // No board yet (its text was refused): the error still shows in the page's colour scheme.
      this.#refreshView();
      this.#syncControls();
      return;
    }
    this.#present();
    this.#syncControls();
    this.#refreshView();
  }

  #present() {
    if (this.#mode === "solve") this.#presentSolve();
    else if (this.#mode === "play") this.#presentPlay();
    else if (this.#mode === "analyze") this.#presentAnalyze();
    else if (this.#mode === "bfs") this.#presentBfs();
    else if (this.#mode === "design") this.#presentDesign();
    else this.#presentView();
  }

  /** Design mode: the design task on this widget's board, loaded the first time. */
  #presentDesign() {
    this.#presentView();
    if (this.#solver.job) return; // the rules are not yet known to hold on this board
    const board = this.#board;
    // Handed over at once once loaded: the task never holds a board this widget has freed.
    if (this.#design) {
      this.#design.show(board, this.#rules);
      return;
    }
    loadDesign().then((m) => {
      if (!this.isConnected || this.#mode !== "design" || this.#board !== board) return;
      this.#design ??= new m.DesignMode({
        element: this, shadow: this.shadowRoot, before: this.#controls, canvas: this.#canvas, frame: this.#frame,
        view: this.#view, core: this.#core, dark: this.#theme.dark, words: coreWords,
      });
      this.#design.show(board, this.#rules);
    }, (e) => this.#showErrors([{ source: "design", message: `the designer could not be loaded: ${message(e)}`, fresh: true }]));
  }

  /** Bfs mode: the search task on this widget's board, recorded once per board, rules and path options. */
  #presentBfs() {
    this.#presentView();
    if (this.#solver.job) {
      this.#search?.hide(); // its search would be under rules about to change
      return;
    }
    const board = this.#board, rules = this.#rules, options = this.#solveOpts;
    const key = JSON.stringify([this.#boardGen, rules, options]);
    const failed = (text) => this.#showErrors([{ source: "bfs", message: text, fresh: true }]);
    loadBfs().then((m) => {
      if (!this.isConnected || this.#mode !== "bfs" || this.#board !== board) return undefined;
      const search = (this.#search ??= this.#makeSearch(m.SearchTask));
      const shown = search.show({ board, rules, options, key });
      this.#showWork(); // "Recording the search…" while a worker does
      return shown.then((fresh) => {
        this.#showWork();
        this.#refreshView();
        if (fresh && isOn(this.getAttribute("autoplay"))) search.player.play();
      }, (e) => {
        this.#showWork();
        failed(message(e));
      });
    }, (e) => failed(`the search view could not be loaded: ${message(e)}`));
  }

  /** The search task for bfs mode, under the board: it speaks in this widget's live region and draws on its board. */
  #makeSearch(SearchTask) {
    const search = new SearchTask({ speed: () => this.#speed(), idPrefix: `snakes-ladders-bfs-${++searchViews}` });
    search.element.setAttribute("part", "bfs");
    search.addEventListener("say", (e) => this.#say(/** @type {CustomEvent} */ (e).detail.text));
    search.addEventListener("draw", () => this.#refreshView());
    this.#bfsBox.append(search.element);
    return search;
  }

  /** Analyze mode: the game length of this board under these rules (widget/analyze-mode.js). */
  #presentAnalyze() {
    this.#presentView();
    this.#analyze.present({
      key: JSON.stringify([this.#boardGen, this.#rules]), board: this.#board, rules: this.#rules, rest: this.#rest,
      waiting: !!this.#solver.job, // the rules are not yet known to hold on this board: the analysis waits for the solve
    });
  }

  /** Analyze mode's host: it speaks, draws and fires events through this widget. */
  #makeAnalyze() {
    return new AnalyzeMode({
      box: this.#analysisBox, say: (t) => this.#say(t), emit: (type, detail) => this.#emit(type, detail),
      fail: (text) => this.#showErrors([{ source: "analyze", message: text, fresh: false }]),
      refresh: () => this.#refreshView(), speed: () => this.#speed(), dark: () => !!this.#theme.dark,
      active: () => this.isConnected && this.#mode === "analyze", start: (rules) => this.#startSquare(rules),
    });
  }

  #presentView() {
    this.#status.replaceChildren();
    this.#rolls.hidden = true;
    this.#step.hidden = true;
    this.#players.hidden = true;
  }

  #presentSolve() {
    this.#players.hidden = true;
    this.#solveMode.present();
  }

  #presentPlay() {
    this.#rolls.hidden = true;
    this.#step.hidden = true;
    this.#play.present(isOn(this.getAttribute("autoplay")));
  }

  /** Shows and enables the buttons the mode offers, when `controls` is on. */
  #syncControls() {
    const on = isOn(this.getAttribute("controls")) && this.#board !== null;
    const mode = MODES[this.#mode];
    const randomized = Object.keys(this.#solveOpts).length > 0;
    for (const [name, b] of Object.entries(this.#buttons)) {
      b.hidden = !on || !mode.buttons.includes(name) || (name === "another" && !randomized);
    }
    this.#controls.hidden = !on || mode.buttons.length === 0;
    if (this.#mode === "solve") this.#solveMode.showProgress();
    if (this.#mode === "play") this.#play.syncButtons();
  }

  // ---------------------------------------------------------------- solve mode: walking the path

  /**
   * Where tokens wait before the first throw under `rules`, 0 (off the board) or 1, as the core
   * reads them (RuleTable.start: it takes "1", "one", "ONE", ...); 0 while no board or rules compile.
   */
  #startSquare(rules = this.#rules) {
    if (rules === this.#rules && this.#table) return this.#table.start;
    const memo = this.#startMemo;
    if (memo && memo.board === this.#board && memo.rules === rules) return memo.start;
    let start = 0;
    if (this.#core && this.#board) {
      try {
        const table = new this.#core.RuleTable(this.#board, rules);
        start = table.start;
        table.free();
      } catch {
        // rules that do not compile on this board: the element shows their error, no tokens
      }
    }
    this.#startMemo = { board: this.#board, rules, start };
    return start;
  }

  /** Another of the equally short paths (randomness): a fresh seed picks it. */
  #anotherPath() {
    this.#pathSeed = { attr: (this.getAttribute("seed") || "").trim(), value: String(freshSeed()) };
    this.#queueUpdate();
  }

  // ---------------------------------------------------------------- solve and play modes

  /** Solve mode's host (widget/solve-mode.js): this widget's solution, shown and walked on its board. */
  #makeSolve() {
    const b = this.#buttons;
    return new SolveMode({
      view: this.#view, status: this.#status, rolls: this.#rolls, step: this.#step,
      buttons: { step: b.step, play: b.play, reset: b.reset, another: b.another },
      setup: () => ({ solution: this.#solution, table: this.#table, solveOpts: this.#solveOpts, desc: this.#desc }),
      speed: () => this.#speed(), reduced: () => media().reduced.matches, autoplay: () => isOn(this.getAttribute("autoplay")),
      say: (t) => this.#say(t), emit: (type, detail) => this.#emit(type, detail),
      refresh: () => this.#refreshView(), anotherPath: () => this.#anotherPath(),
    });
  }

  /** Play mode's host (widget/play-mode.js): the game session on this widget's board and parts. */
  #makePlay() {
    return new PlayMode({
      view: this.#view, frame: this.#frame, status: this.#status, players: this.#players,
      buttons: { roll: this.#buttons.roll, newGame: this.#buttons.newGame },
      setup: () => ({
        core: this.#core, board: this.#board, boardGen: this.#boardGen, rules: this.#rules,
        playersAttr: this.getAttribute("players"), seedAttr: this.getAttribute("seed"),
        roomAttr: this.getAttribute("room"), nameAttr: this.getAttribute("name"), trackersAttr: this.getAttribute("trackers"),
      }),
      element: this,
      speed: () => this.#speed(), reduced: () => media().reduced.matches, soundOn: () => isOn(this.getAttribute("sound")),
      active: () => this.#mode === "play", connected: () => this.isConnected,
      say: (t) => this.#say(t), emit: (type, detail) => this.#emit(type, detail),
      fail: (source, text) => this.#showErrors([{ source, message: text, fresh: true }]),
      refresh: () => this.#refreshView(), render: () => this.#render(),
      count: (d) => { live.games += d; },
    });
  }

  // ---------------------------------------------------------------- animation

  /** The speed attribute as last read good (1 = normal): see #update. */
  #speed() {
    return this.#goodSpeed;
  }

  #stopAnimation() {
    this.#solveMode?.stop();
    this.#view?.cancelAnimation();
  }

  /** requestAnimationFrame, remembered so removal can cancel it, and counted in `debug`. */
  #nextFrame(fn) {
    const r = requestAnimationFrame((t) => {
      this.#rafs.delete(r);
      this.#frames++;
      fn(t);
    });
    this.#rafs.add(r);
  }

  // ---------------------------------------------------------------- drawing

  #onThemeChange = () => this.#refreshView();

  /** The canvas theme: dark or light by `color-scheme`, with the page's custom properties. */
  #readTheme() {
    const cs = getComputedStyle(this);
    const scheme = cs.colorScheme || "normal";
    const dark = /\bdark\b/.test(scheme) && !/\blight\b/.test(scheme) ? true
      : /\blight\b/.test(scheme) && !/\bdark\b/.test(scheme) ? false
        : media().dark.matches;
    const theme = { ...(dark ? DARK : LIGHT) };
    for (const [prop, key] of Object.entries(THEME_PROPERTIES)) {
      const v = cs.getPropertyValue(`--snakes-ladders-${prop}`).trim();
      const c = v && normalizeColour(v);
      if (c) theme[key] = c;
    }
    this.#root.classList.toggle("dark", dark);
    this.#analyze?.setDark(dark);
    if (Boolean(this.#theme.dark) !== dark) this.#design?.setDark(dark);
    // The same colours keep the same object: a new one redraws the whole board (10^6 squares).
    const was = this.#theme;
    const same = Object.keys(theme).length === Object.keys(was).length && Object.keys(theme).every((k) => theme[k] === was[k]);
    return same ? was : theme;
  }

  /** Hands the board component what this mode shows: overlay, markers and tokens. */
  #refreshView() {
    if (!this.isConnected) return;
    this.#theme = this.#readTheme(); // with no board too: a scheme change recolours its error
    if (!this.#desc) return;
    const view = this.#view;
    if (view.theme !== this.#theme) view.setTheme(this.#theme);
    view.start = this.#startSquare();
    view.startLabel = this.#startLabel();
    if (this.#mode === "bfs" && this.#search) {
      this.#overlayShown = undefined; // the search sets its own
      this.#search.draw(view, this.#theme);
      if (!view.geometry) view.layout();
      return;
    }
    if (this.#mode === "analyze" && this.#analyze.spreadOn) {
      this.#overlayShown = undefined; // the spread sets its own
      this.#analyze.drawSpread(view, this.#theme);
      if (!view.geometry) view.layout();
      return;
    }
    view.setHighlights({});
    const overlay = this.#overlay();
    if (overlay !== this.#overlayShown) view.setOverlay(overlay); // a new overlay redraws the board
    this.#overlayShown = overlay;
    let markers = [], tokens = [];
    if (this.#mode === "solve") {
      ({ markers, tokens } = this.#solveMode.drawn(view, this.#theme, this.#startSquare()));
    } else if (this.#mode === "play" && this.#play.game) {
      tokens = this.#play.tokens();
    }
    view.setMarkers(markers);
    view.setTokens(tokens);
    if (!view.geometry) view.layout();
  }

  /** The overlay this mode shows, or null; the same object while what it shows is the same. */
  #overlay() {
    let from;
    const expected = this.#mode === "analyze" ? this.#analyze.expected : null;
    if (expected) from = ["expected", this.#theme, expected];
    else if (isOn(this.getAttribute("distances")) && this.#solution && this.#rest) from = ["distances", this.#theme, this.#solution, this.#rest];
    else return null;
    const memo = this.#overlayMemo;
    if (memo && memo.from.length === from.length && memo.from.every((x, i) => x === from[i])) return memo.overlay;
    const overlay = from[0] === "expected" ? expectedOverlay(this.#theme, expected)
      : distanceOverlay(this.#theme, atRest(this.#solution.distances, this.#rest));
    this.#overlayMemo = { from, overlay };
    return overlay;
  }

  /** The start area's label, short enough for the strip (board-view squeezes long text). */
  #startLabel() {
    const roomy = (this.#view.geometry?.start.w ?? this.#frame.clientWidth) >= 420;
    if (this.#startSquare() === 1) return roomy ? "Players start on square 1" : "Start: square 1";
    return roomy ? "Start, off the board" : "Start";
  }

  #describe(n) {
    const words = describeSquare(this.#desc, n, {
      // In bfs mode a square's distance is what the search is finding: it tells its level instead.
      distances: this.#mode === "bfs" ? null : this.#solution?.distances ?? null,
      rest: this.#rest,
      start: this.#startSquare(),
    });
    const search = this.#mode === "bfs" ? this.#search?.describe(n)
      : this.#mode === "analyze" ? this.#analyze.describe(n)
        : this.#mode === "design" ? this.#design?.describe(n) : "";
    return search ? `${words} ${search}` : words;
  }

  // ---------------------------------------------------------------- reflected properties
}

const freshSeed = () => 1 + Math.floor(Math.random() * 999999);


/** Sets attribute `name` to `v` as text; null or undefined removes it. */
function setText(el, name, v) {
  if (v === null || v === undefined) el.removeAttribute(name);
  else el.setAttribute(name, String(v));
}

/** Attribute `name` as a number, or null when it is absent or blank. */
function readNumber(el, name) {
  const v = el.getAttribute(name);
  return v === null || v.trim() === "" ? null : Number(v);
}

/** What a board's source is called in a message (the other stages' messages name their attribute). */
const BOARD_SOURCES = { board: "the board attribute", text: "the element's text" };

/** A message about the board from `source`, naming it: "the board attribute holds an invalid board: …". */
function inWhere(source, text) {
  const where = BOARD_SOURCES[source];
  if (!where) return text;
  return /^invalid board: /i.test(text) ? text.replace(/^invalid board: /i, `${where} holds an invalid board: `) : `${where}: ${text}`;
}


let colourProbe = null;

/** Any CSS colour as "#rrggbb" (what the board drawing mixes), or null if it is not one. */
function normalizeColour(value) {
  colourProbe ??= document.createElement("canvas").getContext("2d");
  colourProbe.fillStyle = "#000001";
  colourProbe.fillStyle = value;
  const out = colourProbe.fillStyle;
  if (out === "#000001" && value.toLowerCase() !== "#000001") return null;
  return /^#[0-9a-f]{6}$/i.test(out) ? out : null;
}

export default SnakesLaddersElement;

/**
 * Registers the element as `tag` in `registry` (both optional); a second call, or a tag already
 * taken by this class, changes nothing. Importing this module calls `define()` once, in a
 * browser; outside one (a server-side build) it defines nothing and returns undefined.
 */
export function define(tag = "snakes-ladders", registry = globalThis.customElements) {
  if (!registry) return undefined;
  const existing = registry.get(tag);
  if (existing) return existing;
  // A class may be defined under one tag per registry: other tags get a subclass.
  let cls = SnakesLaddersElement;
  for (const [t, c] of registered.get(registry) ?? []) {
    if (c === cls && t !== tag) cls = class extends SnakesLaddersElement {};
  }
  registry.define(tag, cls);
  if (!registered.has(registry)) registered.set(registry, []);
  registered.get(registry).push([tag, cls]);
  return cls;
}

/** The tags this module defined, per registry. */
const registered = new WeakMap();

define();

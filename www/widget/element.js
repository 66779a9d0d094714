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

import { LIGHT } from "../board/view.js";
import { BoardCanvas } from "../board/canvas.js";
import { PlayMode } from "./play-mode.js";
import { SolveMode } from "./solve-mode.js";
import { AnalyzeMode } from "./analyze-mode.js";
import { BfsMode } from "./bfs-mode.js";
import { SnakesLaddersAttributes, ATTRIBUTES, isOn } from "./attributes.js";
import { WidgetBoard, boardSource } from "./board-source.js";
import { Stages } from "./stages.js";
import { Overlays, media, readTheme, startLabel } from "./drawing.js";
import { buildParts, loaded } from "./parts.js";
import { Voice } from "./voice.js";
import { UpdateQueue } from "./update-queue.js";
import { adoptStyles } from "./style.js";
import { boardLabel, coreWords, describeSquare } from "../ui/words.js";

// ------------------------------------------------------------------ the shared core

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

/** Live wasm objects held by all widgets, and widgets connected: a read-only debug view. */
const live = { boards: 0, games: 0, widgets: 0 };

const FONT = 'ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const message = (e) => String(e && e.message ? e.message : e);

// ------------------------------------------------------------------ modes

/**
 * The modes and the buttons each offers. Extension point for a new mode: one more entry here,
 * where `buttons` names its buttons (made in parts.js); then one more case in the element's
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

// ------------------------------------------------------------------ the element

/**
 * The element: a host of the board component and of its modes' components. Its attributes and
 * their typed properties are SnakesLaddersAttributes'; the board and its solution WidgetBoard's.
 */
export class SnakesLaddersElement extends SnakesLaddersAttributes {
  /** Live wasm objects (boards, games) held by all widgets, and connected widgets. */
  static get debug() {
    return { ...live };
  }

  // the shadow DOM's parts (parts.js), and the board component (board/canvas.js) drawing on them
  #parts; #frame; #status; #players; #buttons; #view;
  #core = null;
  // the board, the rules that hold on it and their solution, brought in line by the update's stages
  #state = new WidgetBoard({
    onDone: () => this.#queueUpdate(), stop: () => this.#stopAnimation(), shown: (desc) => this.#showBoard(desc),
    count: (d) => { live.boards += d; },
  });
  #stages = new Stages();
  #mode = "view";
  #goodSpeed = 1;
  #theme = LIGHT;
  #overlays = new Overlays();
  // the modes' components: play (widget/play-mode.js), solve, analyze, bfs, design (null until loaded)
  /** @type {PlayMode} */ #play;
  /** @type {SolveMode} */ #solveMode;
  /** @type {AnalyzeMode} */ #analyze;
  /** @type {BfsMode} */ #bfs;
  #design = null;
  // updates, and what the element tells (events, errors, the live region)
  #updates = new UpdateQueue({
    connected: () => this.isConnected, run: (core) => this.#update(core), work: () => this.#state.work ?? this.#bfs.recording,
    fail: (text) => this.#showErrors([{ source: "core", message: text, fresh: true }]),
  });
  #voice;
  #mutationObserver = null;
  #frames = 0;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: "open" });
    adoptStyles(shadow);
    this.#build(shadow);
  }

  // the board and what it was solved under, as play mode's host reads them
  get #board() { return this.#state.board; }
  get #boardGen() { return this.#state.gen; }
  get #rules() { return this.#state.rules; }

  // ---------------------------------------------------------------- lifecycle

  connectedCallback() {
    live.widgets++;
    this.adoptEarlyProperties();
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
    this.#updates.cancel(); // an update still waiting for the core will not run
    this.#stopAnimation();
    this.#voice.hush();
    this.#view.suspend();
    this.#mutationObserver?.disconnect();
    media().dark.removeEventListener("change", this.#onThemeChange);
    this.#analyze.stop();
    this.#bfs.hide();
    this.#state.free();
    this.#showWork();
    this.#play.free();
    this.#stages.forget();
    this.#solveMode.forget();
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue === newValue) return;
    if (name === "controls") this.#syncControls();
    this.#queueUpdate();
  }

  // ---------------------------------------------------------------- public API

  /** The last `solved` detail: {minThrows, path, rolls, optimalSequences}, or null. */
  get result() {
    return this.#solveMode.result;
  }

  /** The board on display: {size, columns, rows, format, seed, text}, or null before one. */
  get boardInfo() {
    return this.#state.info();
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
    if (!this.#state.solution) throw new Error(this.#errorText() || "there is no board to solve");
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

  /** The parts (parts.js), the board component on them and the modes' components. */
  #build(shadow) {
    const parts = (this.#parts = buildParts());
    ({ frame: this.#frame, status: this.#status, players: this.#players, buttons: this.#buttons } = parts);
    shadow.append(parts.root);
    this.#voice = new Voice({ element: this, parts, hasBoard: () => !!this.#board, frame: () => this.#frames++ });
    this.#view = new BoardCanvas({ frame: parts.frame, canvas: parts.canvas, tooltip: parts.tooltip }, {
      font: FONT,
      // Up to 40 columns squares stay big enough to read their numbers; the frame scrolls.
      fit: (width, desc) => ({ maxHeight: Infinity, minCell: desc.columns <= 40 ? 18 : 0 }),
      describe: (n) => this.#describe(n),
    });
    this.#play = this.#makePlay();
    this.#solveMode = this.#makeSolve();
    this.#analyze = this.#makeAnalyze();
    this.#bfs = this.#makeBfs();
    this.#view.addEventListener("cursor", (e) => {
      this.#analyze.readSquare(e.detail.square);
      if (e.detail.square !== null) this.#say(this.#describe(e.detail.square));
    });
    this.#view.addEventListener("activate", () => {
      if (this.#mode === "solve") this.#solveMode.stepOnce();
      else if (this.#mode === "play" && this.#play.game) this.#play.roll();
      else if (this.#mode === "bfs") this.#bfs.step();
    });
    this.#view.addEventListener("frame", () => this.#frames++);
    this.#view.addEventListener("layout", () => {
      loaded(parts.frame);
      parts.frame.classList.toggle("scroll", this.#view.geometry.width > parts.frame.clientWidth);
    });
  }

  // ---------------------------------------------------------------- updates

  #queueUpdate() {
    this.#updates.queue();
  }

  #settle() {
    return this.#updates.settle();
  }

  /**
   * Brings the element up to date with its attributes, stage by stage (stages.js): the board,
   * the mode and speed, the rules and the solution, the game.
   */
  #update(core) {
    this.#core = this.#state.core = core;
    const stages = this.#stages;
    const attempt = (stage, key, fn) => stages.attempt(stage, key, fn);
    stages.begin();
    this.#state.updateBoard(stages, boardSource(this));
    this.#updateModeAndSpeed(attempt);
    if (this.#board) {
      const opts = this.#state.solveOptions(this.trimmed("randomness"), this.trimmed("seed"));
      this.#state.updateSolution(stages, this.readRules(), opts);
    }
    this.#updateGame(attempt);
    this.#play.preloadSounds(); // with `sound`, its module loads now, before the first throw
    this.#showErrors(stages.errors);
    this.#render();
  }

  /** The mode, and the speed: the last good one stays while the attribute is bad. */
  #updateModeAndSpeed(attempt) {
    const mode = (this.getAttribute("mode") || "view").trim().toLowerCase();
    attempt("mode", mode, () => {
      this.readMode(MODES);
      if (mode !== this.#mode) this.#leaveMode();
      this.#mode = mode;
    });
    attempt("speed", (this.getAttribute("speed") ?? "").trim(), () => {
      this.#goodSpeed = this.readSpeed();
    });
  }

  /**
   * The game (play mode): a new one when the board, the rules or the players change; not while
   * a worker solves (the rules are not yet known to hold), and none from another board.
   */
  #updateGame(attempt) {
    if (!this.#board || this.#mode !== "play") {
      this.#stages.clear("players");
      return;
    }
    if (this.#state.solving) {
      this.#play.keepTo(this.#boardGen);
      return;
    }
    const wanted = this.#play.wanted();
    if (!wanted) {
      this.#stages.clear("players");
      return;
    }
    const ok = attempt("players", wanted.key, () => this.#play.start(wanted));
    if (ok === undefined) this.#play.keepTo(this.#boardGen); // the old game was on another board
  }

  /** A new board is on show (WidgetBoard read it): the board component draws it. */
  #showBoard(desc) {
    this.#bfs.hide(); // its search was of the board that was
    this.#parts.canvas.setAttribute("aria-label", boardLabel(desc));
    this.#view.setBoard(desc);
  }

  /** Shows what a worker is doing for this widget, if anything; the container is busy meanwhile. */
  #showWork() {
    const job = this.#state.work ?? this.#bfs.recording;
    const { work, root } = this.#parts;
    work.hidden = !job;
    work.textContent = job ? job.what : "";
    if (job) root.setAttribute("aria-busy", "true");
    else root.removeAttribute("aria-busy");
  }

  #leaveMode() {
    if (this.#mode === "analyze") this.#analyze.leave();
    if (this.#mode === "bfs") {
      this.#bfs.hide();
      this.#showWork();
    }
    if (this.#mode === "design") this.#design?.leave();
    this.#stopAnimation();
    this.#play.leave();
    this.#solveMode.forget();
  }

  // ---------------------------------------------------------------- errors and events

  #emit(type, detail) {
    this.#voice.emit(type, detail);
  }

  #showErrors(errors) {
    this.#voice.showErrors(errors);
  }

  #errorText() {
    return this.#voice.errorText();
  }

  #say(text) {
    this.#voice.say(text);
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
    if (this.#state.solving) return; // the rules are not yet known to hold on this board
    const board = this.#board;
    // Handed over at once once loaded: the task never holds a board this widget has freed.
    if (this.#design) {
      this.#design.show(board, this.#rules);
      return;
    }
    loadDesign().then((m) => {
      if (!this.isConnected || this.#mode !== "design" || this.#board !== board) return;
      const { canvas, frame, controls } = this.#parts;
      this.#design ??= new m.DesignMode({
        element: this, shadow: this.shadowRoot, before: controls, canvas, frame,
        view: this.#view, core: this.#core, dark: this.#theme.dark, words: coreWords,
      });
      this.#design.show(board, this.#rules);
    }, (e) => this.#showErrors([{ source: "design", message: `the designer could not be loaded: ${message(e)}`, fresh: true }]));
  }

  /** Bfs mode: the search of this widget's board (widget/bfs-mode.js), once its rules are known to hold. */
  #presentBfs() {
    this.#presentView();
    if (this.#state.solving) {
      this.#bfs.hide(); // its search would be under rules about to change
      return;
    }
    const { board, rules, solveOpts: options, gen } = this.#state;
    this.#bfs.present({ board, rules, options, key: JSON.stringify([gen, rules, options]) });
  }

  /** Bfs mode's host: it speaks, draws and shows its work through this widget. */
  #makeBfs() {
    return new BfsMode({
      box: this.#parts.bfsBox, speed: () => this.#speed(), say: (t) => this.#say(t), refresh: () => this.#refreshView(),
      showWork: () => this.#showWork(), autoplay: () => this.isOn("autoplay"),
      fail: (text) => this.#showErrors([{ source: "bfs", message: text, fresh: true }]),
      current: (board) => this.isConnected && this.#mode === "bfs" && this.#board === board,
    });
  }

  /** Analyze mode: the game length of this board under these rules (widget/analyze-mode.js). */
  #presentAnalyze() {
    this.#presentView();
    const { board, rules, rest, gen } = this.#state;
    this.#analyze.present({
      key: JSON.stringify([gen, rules]), board, rules, rest,
      waiting: !!this.#state.solving, // the rules are not yet known to hold on this board: the analysis waits for the solve
    });
  }

  /** Analyze mode's host: it speaks, draws and fires events through this widget. */
  #makeAnalyze() {
    return new AnalyzeMode({
      box: this.#parts.analysisBox, say: (t) => this.#say(t), emit: (type, detail) => this.#emit(type, detail),
      fail: (text) => this.#showErrors([{ source: "analyze", message: text, fresh: false }]),
      refresh: () => this.#refreshView(), speed: () => this.#speed(), dark: () => !!this.#theme.dark,
      active: () => this.isConnected && this.#mode === "analyze", start: (rules) => this.#state.startSquare(rules),
    });
  }

  #presentView() {
    const { status, rolls, step, players } = this.#parts;
    status.replaceChildren();
    rolls.hidden = step.hidden = players.hidden = true;
  }

  #presentSolve() {
    this.#players.hidden = true;
    this.#solveMode.present();
  }

  #presentPlay() {
    this.#parts.rolls.hidden = true;
    this.#parts.step.hidden = true;
    this.#play.present(isOn(this.getAttribute("autoplay")));
  }

  /** Shows and enables the buttons the mode offers, when `controls` is on. */
  #syncControls() {
    const on = this.isOn("controls") && this.#board !== null;
    const mode = MODES[this.#mode];
    const randomized = Object.keys(this.#state.solveOpts).length > 0;
    for (const [name, b] of Object.entries(this.#buttons)) {
      b.hidden = !on || !mode.buttons.includes(name) || (name === "another" && !randomized);
    }
    this.#parts.controls.hidden = !on || mode.buttons.length === 0;
    if (this.#mode === "solve") this.#solveMode.showProgress();
    if (this.#mode === "play") this.#play.syncButtons();
  }

  // ---------------------------------------------------------------- solve and play modes

  /** Solve mode's host (widget/solve-mode.js): this widget's solution, shown and walked on its board. */
  #makeSolve() {
    const { buttons: b, status, rolls, step } = this.#parts;
    const state = this.#state;
    return new SolveMode({
      view: this.#view, status, rolls, step,
      buttons: { step: b.step, play: b.play, reset: b.reset, another: b.another },
      setup: () => ({ solution: state.solution, table: state.table, solveOpts: state.solveOpts, desc: state.desc }),
      speed: () => this.#speed(), reduced: () => media().reduced.matches, autoplay: () => this.isOn("autoplay"),
      say: (t) => this.#say(t), emit: (type, detail) => this.#emit(type, detail),
      refresh: () => this.#refreshView(),
      // Another of the equally short paths (randomness): a fresh seed picks it.
      anotherPath: () => {
        state.anotherPath(this.trimmed("seed"));
        this.#queueUpdate();
      },
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
      }),
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

  // ---------------------------------------------------------------- drawing

  #onThemeChange = () => this.#refreshView();

  /** The canvas theme (drawing.js), told to the parts and modes that colour themselves too. */
  #readTheme() {
    const theme = readTheme(this, this.#theme);
    const dark = !!theme.dark;
    this.#parts.root.classList.toggle("dark", dark);
    this.#analyze?.setDark(dark);
    if (Boolean(this.#theme.dark) !== dark) this.#design?.setDark(dark);
    return theme;
  }

  /** Hands the board component what this mode shows: overlay, markers and tokens. */
  #refreshView() {
    if (!this.isConnected) return;
    this.#theme = this.#readTheme(); // with no board too: a scheme change recolours its error
    if (!this.#state.desc) return;
    const view = this.#view;
    if (view.theme !== this.#theme) view.setTheme(this.#theme);
    const start = this.#state.startSquare();
    view.start = start;
    view.startLabel = startLabel(start, (view.geometry?.start.w ?? this.#frame.clientWidth) >= 420);
    // The search and the spread set their own overlay.
    const drawn = (this.#mode === "bfs" && this.#bfs.draw(view, this.#theme))
      || (this.#mode === "analyze" && this.#analyze.spreadOn && (this.#analyze.drawSpread(view, this.#theme), true));
    if (!drawn) this.#drawOwn(view, start);
    else this.#overlays.shown = undefined;
    if (!view.geometry) view.layout();
  }

  /** What the element itself draws in this mode: its overlay, the solve path's markers, tokens. */
  #drawOwn(view, start) {
    const { solution, rest } = this.#state;
    view.setHighlights({});
    const expected = this.#mode === "analyze" ? this.#analyze.expected : null;
    const overlay = this.#overlays.pick(this.#theme, { expected, distances: this.isOn("distances"), solution, rest });
    if (overlay !== this.#overlays.shown) view.setOverlay(overlay); // a new overlay redraws the board
    this.#overlays.shown = overlay;
    let markers = [], tokens = [];
    if (this.#mode === "solve") {
      ({ markers, tokens } = this.#solveMode.drawn(view, this.#theme, start));
    } else if (this.#mode === "play" && this.#play.game) {
      tokens = this.#play.tokens();
    }
    view.setMarkers(markers);
    view.setTokens(tokens);
  }

  #describe(n) {
    const state = this.#state;
    const words = describeSquare(state.desc, n, {
      // In bfs mode a square's distance is what the search is finding: it tells its level instead.
      distances: this.#mode === "bfs" ? null : state.solution?.distances ?? null,
      rest: state.rest,
      start: state.startSquare(),
    });
    const search = this.#mode === "bfs" ? this.#bfs.describe(n)
      : this.#mode === "analyze" ? this.#analyze.describe(n)
        : this.#mode === "design" ? this.#design?.describe(n) : "";
    return search ? `${words} ${search}` : words;
  }
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

// <snakes-ladders>: an embeddable Snakes and Ladders board, solver and game.
//
//   <script type="module" src="snakes-ladders.js"></script>
//   <snakes-ladders board="size 30&#10;3 -> 22&#10;27 -> 1" start="1" mode="solve"></snakes-ladders>
//
// Importing this module registers the element as <snakes-ladders> (like GitHub's small
// elements: configured by attributes, reporting by DOM events); `define(tag, registry)` registers
// it under another tag or in another registry. It sets no global. Every instance shares one
// WebAssembly core, fetched and instantiated once from ./pkg/ next to this file (found through
// import.meta.url), and draws with the page's board component (board-canvas.js): in view and
// solve modes snakes_ladders_solver_bg.wasm (the core without games), in play mode
// snakes_ladders_games_bg.wasm (the solver module and games; a page with a game on it gives it to
// every element, and an element asked to play later takes it in place of the other, with its
// board, as one asked to design later takes the analysis module); an element in
// bfs mode from the start gets ./pkg/snakes_ladders_search_bg.wasm
// instead, the solver module with the recorded search, which it records on the page's thread (up to
// SOLVED_HERE squares); one in analyze or design mode from the start gets
// ./pkg/snakes_ladders_markov_bg.wasm instead, the core with the analysis, which its workers run
// too. Play mode's component (play-mode.js) and solve mode's answer load only when a widget
// is asked for that mode, and analyze mode's code, charts, workers and the analysis wasm when a
// widget enters that mode; a board the core module does not build (a generated world, a text
// in another format than the native one, or a long one), and bfs mode's search on a bigger
// board or on an element that entered bfs mode later, are built by a worker with the full wasm
// too, so copy worker.js and work-pool.js along for them. A file
// that fails to load shows its message inside the element and
// fires `error`. It speaks the language of its `lang` (else the closest ancestor's, else the
// document's; one it does not speak is English), loading that language's messages from
// i18n/locales/ next to i18n/messages.js (with the core), and is laid out right to left in
// Arabic (the board is not mirrored). It works under a strict Content-Security-Policy
// (`default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'`): no inline
// code, a constructable stylesheet, and styles set only through the CSSOM.
//
// Attributes (each also a property of the same name; changing one updates the widget):
//   board                   board text in any format the core reads (native, ruby, json,
//                           hackerrank, leetcode); else the element's text content; else
//   size snakes ladders seed reachable   a generated world
//   start overshoot jumps faces          the rules, named as the command's flags
//   mode                    view | solve | play | analyze | bfs | design   (see MODES in modes.js; bfs steps
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
//   lang                    the language it speaks (en es fr de hi zh-CN ar); inherited when absent
// Methods: solve(), newGame(), roll() (promises). Events (bubbling, composed): solved, move,
// gameover (after which the board shows confetti and the ranking, ::part(ranking)), analyzed
// (analyze mode: {expectedTurns, medianTurns, minThrows, p90Turns, ...}),
// boardchange (design mode, an accepted edit: {text (native), size, columns, jumps}), designed
// (design mode, each board's numbers: {text, minThrows, expectedTurns, medianTurns,
// winProbability}), error ({message, source}; a bad board attribute keeps the last good board;
// source "design": a designed board without numbers, such as a cycle under chained jumps). Read-only: result, boardInfo, debug; the class's static `debug`.

import { BoardCanvas } from "../board/canvas.js";
import { MODES, Modes } from "./modes.js";
import { solveModeLoaded } from "./solve-mode.js";
import { SnakesLaddersAttributes, ATTRIBUTES, isOn } from "./attributes.js";
import { WidgetBoard, boardSource } from "./board-source.js";
import { Stages, wordedError } from "./stages.js";
import { media } from "./drawing.js";
import { buildParts, loaded, wordParts } from "./parts.js";
import { elementLanguage, wordsIn } from "./language.js";
import { NO_WORDS } from "../i18n/messages.js";
import { Voice } from "./voice.js";
import { UpdateQueue } from "./update-queue.js";
import { adoptStyles } from "./style.js";
import { boardLabel } from "../ui/words.js";
import { loadOnce } from "../ui/dom.js";
import { hasDesigner, hasGames } from "../core/load.js";

/**
 * Play mode's component (widget/play-mode.js, with the game session it hosts), once loaded: it
 * loads the first time a widget is asked for play mode, which its update waits for as for the
 * core (update-queue.js), so no other mode fetches it.
 * @type {typeof import("./play-mode.js").PlayMode | null}
 */
let PlayMode = null;
const loadPlay = loadOnce(() => import("./play-mode.js").then((m) => {
  PlayMode = m.PlayMode;
}));

/** The code only one mode loads (its chunk), by mode: an update in the mode waits for it. */
const MODE_CODE = new Map([["solve", solveModeLoaded], ["play", loadPlay]]);

/** Live wasm objects held by all widgets, and widgets connected: a read-only debug view. */
const live = { boards: 0, games: 0, widgets: 0 };

const FONT = 'ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

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
    onDone: () => this.#queueUpdate(), stop: () => this.#modes?.stopAnimation(), shown: (desc) => this.#showBoard(desc),
    count: (d) => { live.boards += d; },
  });
  #stages = new Stages();
  #goodSpeed = 1;
  // the modes (modes.js), and play mode's component (widget/play-mode.js), which they host
  /** @type {Modes} */ #modes;
  /** @type {import("./play-mode.js").PlayMode | null} null until play mode is first asked for */ #play = null;
  // updates, and what the element tells (events, errors, the live region)
  #updates = new UpdateQueue({
    connected: () => this.isConnected, run: (core, words) => this.#update(core, words), work: () => this.#state.work ?? this.#modes.recording,
    search: () => this.#modeAsked === "bfs",
    analysis: () => ["analyze", "design"].includes(this.#modeAsked),
    games: () => this.#modeAsked === "play",
    fits: (core) => (this.#modeAsked === "play" ? hasGames(core) : this.#modeAsked === "design" ? hasDesigner(core) : true),
    modeCode: () => MODE_CODE.get(this.#modeAsked)?.() ?? null,
    words: () => wordsIn(elementLanguage(this)),
    fail: (/** @type {any} */ e, words, modeCode) => {
      this.#reword(words);
      const why = String(e?.message ?? e);
      // The mode's own code (play mode's component, solve mode's answer) or the wasm module.
      /** @type {[string, string, (w: any) => string]} */
      const [source, english, worded] = modeCode && this.#modeAsked === "play"
        ? ["play", "The game could not be loaded", (w) => w.t("widget-play-failed", { error: why })]
        : modeCode ? ["solve", "The answer could not be loaded", (w) => w.t("widget-answer-failed", { error: why })]
        : ["core", "The WebAssembly core could not be loaded", (w) => w.t("widget-core-failed", { error: why })];
      const error = wordedError(`${english}: ${why}`, worded);
      this.#showErrors([{ source, message: error.message, error, fresh: true }]);
    },
  });
  #voice;
  #mutationObserver = null; #langObserver = null;
  /** @type {import("../i18n/messages.js").Messages} */ #words = NO_WORDS;
  #dir = null; // the `dir` this element set on itself (an author's own is left alone)
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
  get #mode() { return this.#modes.current; }
  /** The mode the attribute asks for, as the update reads it (before it is checked). */
  get #modeAsked() { return (this.getAttribute("mode") ?? "").trim().toLowerCase(); }

  /** The element's words: the messages of the language it speaks (see `lang`), English behind them. */
  get words() { return this.#words; }

  // ---------------------------------------------------------------- lifecycle

  connectedCallback() {
    live.widgets++;
    this.adoptEarlyProperties();
    this.#view.resume();
    this.#mutationObserver = new MutationObserver(() => {
      if (!this.hasAttribute("board")) this.#queueUpdate();
    });
    this.#mutationObserver.observe(this, { childList: true, characterData: true, subtree: true });
    // An ancestor's (or the document's) `lang` changed: the language may be another.
    this.#langObserver = new MutationObserver(() => {
      if (elementLanguage(this) !== this.#words.lang) this.#queueUpdate();
    });
    this.#langObserver.observe(this.ownerDocument.documentElement, { attributes: true, attributeFilter: ["lang"], subtree: true });
    media().dark.addEventListener("change", this.#onThemeChange);
    this.#queueUpdate();
  }

  disconnectedCallback() {
    live.widgets--;
    this.#updates.cancel(); // an update still waiting for the core will not run
    this.#modes.stop();
    this.#voice.hush();
    this.#view.suspend();
    this.#mutationObserver?.disconnect();
    this.#langObserver?.disconnect();
    media().dark.removeEventListener("change", this.#onThemeChange);
    this.#state.free();
    this.#showWork();
    this.#play?.free();
    this.#stages.forget();
    this.#modes.forget();
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue === newValue) return;
    if (name === "controls") this.#modes.syncControls();
    this.#queueUpdate();
  }

  // ---------------------------------------------------------------- public API

  /** The last `solved` detail: {minThrows, path, rolls, optimalSequences}, or null. */
  get result() {
    return this.#modes.result;
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
      games: this.#play?.game ? 1 : 0,
      animating: this.#modes.walking || this.#view.animating,
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
    return this.#modes.solved({ walk: this.#mode === "solve" });
  }

  /** Starts a new game (play mode) with fresh dice; resolves when it is on the board. */
  async newGame() {
    await this.#settle();
    if (this.#mode !== "play" || !this.#play) throw new Error('newGame() needs mode="play"');
    this.#play.start({ fresh: true });
    this.#render();
  }

  /** Throws the die for the player whose turn it is (play mode); resolves to the move. */
  async roll() {
    await this.#settle();
    if (this.#mode !== "play" || !this.#play) throw new Error('roll() needs mode="play"');
    return this.#play.roll();
  }

  // ---------------------------------------------------------------- building the shadow DOM

  /** The parts (parts.js), the board component on them and the modes' components. */
  #build(shadow) {
    const parts = (this.#parts = buildParts());
    ({ frame: this.#frame, status: this.#status, players: this.#players, buttons: this.#buttons } = parts);
    shadow.append(parts.root);
    this.#voice = new Voice({ element: this, parts, hasBoard: () => !!this.#board, frame: () => this.#frames++, words: () => this.#words });
    this.#view = new BoardCanvas({ frame: parts.frame, canvas: parts.canvas, tooltip: parts.tooltip }, {
      font: FONT,
      // Up to 40 columns squares stay big enough to read their numbers; the frame scrolls.
      fit: (width, desc) => ({ maxHeight: Infinity, minCell: desc.columns <= 40 ? 18 : 0 }),
      describe: (n) => this.#describe(n),
    });
    this.#modes = this.#makeModes();
    this.#view.addEventListener("cursor", (e) => {
      this.#modes.readSquare(e.detail.square);
      if (e.detail.square !== null) this.#say(this.#describe(e.detail.square));
    });
    this.#view.addEventListener("activate", () => this.#modes.activate());
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
  #update(core, words) {
    this.#core = core;
    this.#state.useCore(core); // a module given up (for one with games) takes its boards along
    this.#reword(words);
    if (PlayMode) this.#play ??= this.#makePlay(PlayMode);
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
    this.#play?.preloadSounds(); // with `sound`, its module loads now, before the first throw
    this.#showErrors(stages.errors);
    this.#render();
  }

  /** The mode, and the speed: the last good one stays while the attribute is bad. */
  #updateModeAndSpeed(attempt) {
    const mode = (this.getAttribute("mode") || "view").trim().toLowerCase();
    attempt("mode", mode, () => this.#modes.switchTo(this.readMode(MODES)));
    attempt("speed", (this.getAttribute("speed") ?? "").trim(), () => {
      this.#goodSpeed = this.readSpeed();
    });
  }

  /**
   * The game (play mode): a new one when the board, the rules or the players change; not while
   * a worker solves (the rules are not yet known to hold), and none from another board.
   */
  #updateGame(attempt) {
    if (!this.#board || this.#mode !== "play" || !this.#play) {
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
    this.#modes.boardChanged(); // its search was of the board that was
    this.#parts.canvas.setAttribute("aria-label", boardLabel(this.words, desc));
    this.#view.setBoard(desc);
  }

  /**
   * The element's words are `words` (its language's): once they change, its parts, its direction
   * and the board's label are in them, and the modes' components are built anew in them (the
   * next update enters the mode again, as after a mode change; a game and a room stay).
   */
  #reword(words) {
    if (words === this.#words) return;
    this.#words = words;
    // Arabic is laid out right to left (the board is drawn as it is: style.js keeps the frame
    // left to right); a `dir` the author set stays.
    if (!this.hasAttribute("dir") || this.getAttribute("dir") === this.#dir) this.setAttribute("dir", (this.#dir = words.dir));
    wordParts(this.#parts, words);
    if (this.#state.desc) this.#parts.canvas.setAttribute("aria-label", boardLabel(words, this.#state.desc));
    this.#play?.reword(words);
    this.#modes.retire();
    this.#modes = this.#makeModes();
  }

  /** Shows what a worker is doing for this widget, if anything; the container is busy meanwhile. */
  #showWork() {
    const job = this.#state.work ?? this.#modes.recording;
    const { work, root } = this.#parts;
    work.hidden = !job;
    // A board's reading or solving says what it does in the element's words; the search's recording in its own.
    work.textContent = !job ? "" : typeof job.what === "function" ? job.what(this.#words) : job.what;
    if (job) root.setAttribute("aria-busy", "true");
    else root.removeAttribute("aria-busy");
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

  // ---------------------------------------------------------------- presenting (modes.js)

  #render() {
    this.#modes.render();
  }

  #refreshView() {
    this.#modes.refresh();
  }

  #describe(n) {
    return this.#modes.describe(n);
  }

  /** The modes (modes.js) in the element's words, hosted by the element. */
  #makeModes() {
    return new Modes({
      element: this, core: () => this.#core, speed: () => this.#speed(), say: (t) => this.#say(t),
      emit: (type, detail) => this.#emit(type, detail), fail: (source, text, fresh) => this.#showErrors([{ source, message: text, fresh }]),
      showWork: () => this.#showWork(), queueUpdate: () => this.#queueUpdate(), words: this.#words,
    }, { parts: this.#parts, view: this.#view, state: this.#state, play: () => this.#play });
  }

  /** Play mode's host (widget/play-mode.js, loaded: `Play`): the game session on this widget's board and parts. */
  #makePlay(Play) {
    return new Play({
      view: this.#view, frame: this.#frame, status: this.#status, players: this.#players,
      buttons: { roll: this.#buttons.roll, newGame: this.#buttons.newGame },
      setup: () => ({
        core: this.#core, board: this.#board, boardGen: this.#boardGen, rules: this.#rules,
        playersAttr: this.getAttribute("players"), seedAttr: this.getAttribute("seed"),
        roomAttr: this.getAttribute("room"), nameAttr: this.getAttribute("name"), trackersAttr: this.getAttribute("trackers"),
      }),
      element: this, words: this.#words,
      speed: () => this.#speed(), reduced: () => media().reduced.matches, soundOn: () => isOn(this.getAttribute("sound")),
      active: () => this.#mode === "play", connected: () => this.isConnected,
      say: (t) => this.#say(t), emit: (type, detail) => this.#emit(type, detail),
      fail: (source, e) => this.#showErrors([{ source, message: String(e?.message ?? e), error: e, fresh: true }]),
      refresh: () => this.#refreshView(), render: () => this.#render(),
      count: (d) => { live.games += d; },
    });
  }

  // ---------------------------------------------------------------- animation

  /** The speed attribute as last read good (1 = normal): see #update. */
  #speed() {
    return this.#goodSpeed;
  }

  #onThemeChange = () => this.#refreshView();
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

// <snakes-ladders>'s modes (view, solve, play, analyze, bfs, design): which one is on, what it
// shows after every update (its parts under the board, its buttons) and on the board (overlay,
// markers, tokens, or its own drawing), what the board says of a square in it, and what the
// board's Enter or tap does. Each mode's work is its component's: solve-mode.js, play-mode.js,
// analyze-mode.js, bfs-mode.js and design-mode.js (loaded the first time a widget enters design).

import { LIGHT } from "../board/view.js";
import { SolveMode } from "./solve-mode.js";
import { AnalyzeMode } from "./analyze-mode.js";
import { BfsMode } from "./bfs-mode.js";
import { Overlays, media, readTheme, startLabel } from "./drawing.js";
import { describeSquare } from "../ui/words.js";
import { loadOnce } from "../ui/dom.js";

/**
 * The modes and the buttons each offers. Extension point for a new mode: one more entry here,
 * where `buttons` names its buttons (made in parts.js); then one more case in Modes#present(),
 * which runs after every update while the mode is on, and in #refresh() for what it hands the
 * board component to draw.
 */
export const MODES = {
  view: { buttons: [] },
  // The Solve answer (tasks/answer.js): its own card under the board, with Step, Play and Reset.
  solve: { buttons: [] },
  play: { buttons: ["roll", "newGame"] },
  // The analysis runs in the shared worker pool, on the full build of the core (worker.js),
  // loaded the first time a widget enters this mode.
  analyze: { buttons: [] },
  // The core's recorded search, stepped by tasks/search-task.js (its own controls, under the board).
  bfs: { buttons: [] },
  // The design task (tasks/design.js): its own card under the board; edits go back to `board`.
  design: { buttons: [] },
};

/**
 * What design mode needs (widget/design-mode.js: the design task, which asks the core and the
 * analysis workers, and its styles), imported the first time a widget enters the mode.
 */
const loadDesign = loadOnce(() => import("./design-mode.js"));

/** One element's modes and the components that do their work. */
export class Modes {
  /** The mode on: one of MODES' names. */
  current = "view";
  #host; #parts; #view; #state;
  /** @type {() => (import("./play-mode.js").PlayMode | null)} */ #play;
  /** @type {import("../i18n/messages.js").Messages} the element's words, which every component here is built in */
  #words;
  /** @type {SolveMode} */ #solve;
  /** @type {AnalyzeMode} */ #analyze;
  /** @type {BfsMode} */ #bfs;
  #design = null;
  #theme = LIGHT;
  #overlays = new Overlays();

  /**
   * @param {object} host  the element's side: `element` (its attributes, see attributes.js),
   *   `core()`, `speed()`, `say(text)`, `emit(type, detail)`, `fail(source, text, fresh)`,
   *   `showWork()` and `queueUpdate()`, and its `words` (Messages), which the modes are built in
   * @param {object} parts  `parts` (parts.js), `view` (the board component), `state` (a
   *   WidgetBoard) and `play()`: play mode's component, which the element makes once its
   *   module is loaded (the first time play mode is asked for; null until then)
   */
  constructor(host, { parts, view, state, play }) {
    this.#host = host;
    this.#words = host.words;
    this.#parts = parts;
    this.#view = view;
    this.#state = state;
    this.#play = play;
    this.#solve = this.#makeSolve();
    this.#analyze = this.#makeAnalyze();
    this.#bfs = this.#makeBfs();
  }

  /** The last `solved` detail (solve mode's), or null. */
  get result() {
    return this.#solve.result;
  }

  /** Whether solve mode's path is being walked. */
  get walking() {
    return this.#solve.walking;
  }

  /** The search's recording in a worker ({what, done}), or null. */
  get recording() {
    return this.#bfs.recording;
  }

  /** Fires `solved` for the solution on show and resolves to its detail; walks the path when `walk`. */
  solved({ walk }) {
    return this.#solve.solved({ walk });
  }

  /** Turns `mode` on (one of MODES' names), leaving the one that was. */
  switchTo(mode) {
    if (mode === this.current) return;
    if (this.current === "analyze") this.#analyze.leave();
    if (this.current === "bfs") {
      this.#bfs.hide();
      this.#host.showWork();
    }
    if (this.current === "design") this.#design?.leave();
    this.stopAnimation();
    this.#play()?.leave();
    this.#solve.leave();
    this.current = mode;
  }

  /**
   * The element's words changed: the mode on is left and every component's card comes off (the
   * element builds new Modes in the new words; its next update enters the mode again).
   */
  retire() {
    this.switchTo("view");
    this.stop();
    this.#analyze.remove();
    this.#bfs.remove();
    this.#design?.remove();
  }

  /** The board that was is gone: its search with it. */
  boardChanged() {
    this.#bfs.hide();
  }

  /** The element was removed: the analysis, the search and the solve path stop. */
  stop() {
    this.stopAnimation();
    this.#analyze.stop();
    this.#bfs.hide();
  }

  /** Forgets the solve path (the element was removed). */
  forget() {
    this.#solve.forget();
  }

  stopAnimation() {
    this.#solve?.stop();
    this.#view?.cancelAnimation();
  }

  /** The board's Enter or tap: a step of the path, a throw, a step of the search. */
  activate() {
    if (this.current === "solve") this.#solve.stepOnce();
    else if (this.current === "play" && this.#play()?.game) this.#play()?.roll();
    else if (this.current === "bfs") this.#bfs.step();
  }

  /** The square under the board's cursor (null for none). */
  readSquare(square) {
    this.#analyze.readSquare(square);
  }

  /** Shows what the mode shows after an update: its parts, its buttons, the board. */
  render() {
    this.#host.showWork();
    if (!this.#state.board) {
      // No board yet (its text was refused): the error still shows in the page's colour scheme.
      this.refresh();
      this.syncControls();
      return;
    }
    this.#present();
    this.syncControls();
    this.refresh();
  }

  #present() {
    if (this.current === "solve") this.#presentSolve();
    else if (this.current === "play") this.#presentPlay();
    else if (this.current === "analyze") this.#presentAnalyze();
    else if (this.current === "bfs") this.#presentBfs();
    else if (this.current === "design") this.#presentDesign();
    else this.#presentView();
  }

  /** Shows and enables the buttons the mode offers, when `controls` is on. */
  syncControls() {
    const on = this.#host.element.isOn("controls") && this.#state.board !== null;
    const mode = MODES[this.current];
    const randomized = Object.keys(this.#state.solveOpts).length > 0;
    for (const [name, b] of Object.entries(this.#parts.buttons)) {
      b.hidden = !on || !mode.buttons.includes(name) || (name === "another" && !randomized);
    }
    this.#parts.controls.hidden = !on || mode.buttons.length === 0;
    this.#solve.syncControls(on, randomized);
    if (this.current === "play") this.#play()?.syncButtons();
  }

  /** Design mode: the design task on this widget's board, loaded the first time. */
  #presentDesign() {
    this.#presentView();
    if (this.#state.solving) return; // the rules are not yet known to hold on this board
    const { board, rules } = this.#state;
    // Handed over at once once loaded: the task never holds a board this widget has freed.
    if (this.#design) {
      this.#design.show(board, rules);
      return;
    }
    const element = this.#host.element;
    loadDesign().then((m) => {
      if (!element.isConnected || this.current !== "design" || this.#state.board !== board) return;
      const { canvas, frame, controls } = this.#parts;
      this.#design ??= new m.DesignMode({
        element, shadow: element.shadowRoot, before: controls, canvas, frame,
        view: this.#view, core: this.#host.core(), dark: this.#theme.dark, words: this.#words,
      });
      this.#design.show(board, this.#state.rules);
    }, (e) => this.#host.fail("design", this.#words.t("widget-design-failed", { error: this.#words.error(e) }), true));
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
    const host = this.#host;
    return new BfsMode({
      box: this.#parts.bfsBox, words: this.#words, speed: host.speed, say: host.say, refresh: () => this.refresh(),
      showWork: host.showWork, autoplay: () => host.element.isOn("autoplay"),
      fail: (text) => host.fail("bfs", text, true),
      current: (board) => host.element.isConnected && this.current === "bfs" && this.#state.board === board,
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
    const host = this.#host;
    return new AnalyzeMode({
      box: this.#parts.analysisBox, shadow: host.element.shadowRoot, words: this.#words, say: host.say, emit: host.emit,
      fail: (text) => host.fail("analyze", text, false),
      refresh: () => this.refresh(), speed: host.speed, dark: () => !!this.#theme.dark,
      active: () => host.element.isConnected && this.current === "analyze", start: (rules) => this.#state.startSquare(rules),
    });
  }

  #presentView() {
    const { status, players } = this.#parts;
    status.replaceChildren();
    players.hidden = true;
  }

  #presentSolve() {
    this.#presentView();
    this.#solve.present();
  }

  #presentPlay() {
    this.#play()?.present(this.#host.element.isOn("autoplay"));
  }

  /** Solve mode's host (widget/solve-mode.js): this widget's solution, its card under the board and its path walked there. */
  #makeSolve() {
    const host = this.#host;
    const state = this.#state;
    return new SolveMode({
      view: this.#view, before: this.#parts.status, words: this.#words,
      setup: () => ({ solution: state.solution, table: state.table, solveOpts: state.solveOpts, start: state.startSquare() }),
      speed: host.speed, reduced: () => media().reduced.matches, autoplay: () => host.element.isOn("autoplay"),
      say: host.say, emit: host.emit, refresh: () => this.refresh(),
      // Another of the equally short paths (randomness): a fresh seed picks it.
      anotherPath: () => {
        state.anotherPath(host.element.trimmed("seed"));
        host.queueUpdate();
      },
    });
  }

  // ---------------------------------------------------------------- drawing

  /** The canvas theme (drawing.js), told to the parts and modes that colour themselves too. */
  #readTheme() {
    const theme = readTheme(this.#host.element, this.#theme);
    const dark = !!theme.dark;
    this.#parts.root.classList.toggle("dark", dark);
    this.#analyze?.setDark(dark);
    if (Boolean(this.#theme.dark) !== dark) this.#design?.setDark(dark);
    return theme;
  }

  /** Hands the board component what this mode shows: overlay, markers and tokens. */
  refresh() {
    if (!this.#host.element.isConnected) return;
    this.#theme = this.#readTheme(); // with no board too: a scheme change recolours its error
    if (!this.#state.desc) return;
    const view = this.#view;
    if (view.theme !== this.#theme) view.setTheme(this.#theme);
    const start = this.#state.startSquare();
    view.start = start;
    view.startLabel = startLabel(this.#words, start, (view.geometry?.start.w ?? this.#parts.frame.clientWidth) >= 420);
    // The search and the spread set their own overlay.
    const drawn = (this.current === "bfs" && this.#bfs.draw(view, this.#theme))
      || (this.current === "analyze" && this.#analyze.spreadOn && (this.#analyze.drawSpread(view, this.#theme), true));
    if (!drawn) this.#drawOwn(view, start);
    else this.#overlays.shown = undefined;
    if (!view.geometry) view.layout();
  }

  /** What is drawn for the mode when it does not draw itself: the overlay, the solve path's markers, tokens. */
  #drawOwn(view, start) {
    const { solution, rest } = this.#state;
    view.setHighlights({});
    const expected = this.current === "analyze" ? this.#analyze.expected : null;
    const overlay = this.#overlays.pick(this.#theme, { expected, distances: this.#host.element.isOn("distances"), solution, rest });
    if (overlay !== this.#overlays.shown) view.setOverlay(overlay); // a new overlay redraws the board
    this.#overlays.shown = overlay;
    let markers = [], tokens = [];
    if (this.current === "solve") {
      ({ markers, tokens } = this.#solve.drawn(view, this.#theme, start));
    } else if (this.current === "play" && this.#play()?.game) {
      tokens = this.#play()?.tokens() ?? [];
    }
    view.setMarkers(markers);
    view.setTokens(tokens);
  }

  /** What the board says of square `n` in this mode. */
  describe(n) {
    const state = this.#state;
    const words = describeSquare(this.#words, state.desc, n, {
      // In bfs mode a square's distance is what the search is finding: it tells its level instead.
      distances: this.current === "bfs" ? null : state.solution?.distances ?? null,
      rest: state.rest,
      start: state.startSquare(),
    });
    const search = this.current === "bfs" ? this.#bfs.describe(n)
      : this.current === "analyze" ? this.#analyze.describe(n)
        : this.current === "design" ? this.#design?.describe(n) : "";
    return search ? `${words} ${search}` : words;
  }
}

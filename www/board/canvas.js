// BoardCanvas: the one board component of the page and the <snakes-ladders> widget.
//
// It owns a canvas inside a frame (and an optional tooltip): layout, a cached board layer,
// overlays, highlights, markers and tokens; its parts move tokens (motion.js) and read squares
// by pointer and keyboard (reading.js). It knows nothing of the rules: hosts (the page's task panels, the widget, a board
// designer, a teaching view) ask the core and hand it numbers, words and colours.
//
// Public API
//
//   import { BoardCanvas } from "./canvas.js";
//   import { describeBoard, LIGHT, distanceOverlay, heatOverlay } from "./view.js";
//
//   const view = new BoardCanvas({ frame, canvas, tooltip }, {
//     font,                 // CSS font family for numbers and labels
//     fit(width, desc) → { maxHeight, minCell }   // how tall the board may be, how small a square
//     describe(n) → text    // the words for square n (0 = the start area), for the tooltip
//   });
//   view.setBoard(describeBoard(size, columns, rows, board.jumps()))  // a board to draw
//   view.setTheme(LIGHT | DARK | {...})     // colours (board-view.js LIGHT/DARK and overrides)
//   view.start = 0 | 1                      // where tokens wait: off the board, or square 1
//   view.startLabel = "Start, off the board"
//   view.setOverlay(overlay | null)         // per-square colours and labels, drawn in the layer:
//       {rgb(n) → [r, g, b] | null, label(n, geometry) → text | null, hatch(n) → boolean}
//       built by board-view.js distanceOverlay(theme, distances), expectedOverlay(theme, values),
//       heatOverlay(theme, values, {near: "high" | "low", max, missing(v), label(v, g)}) (heat
//       maps, probabilities, BFS levels), or by hand
//   view.setHighlights({squares: [n, ...], jumps: [[from, to], ...], frontier: [n, ...]})
//       squares outlined, jumps drawn in full, frontier squares filled (a BFS frontier)
//   view.setMarkers([{square, label}])      // numbered badges (where each throw rests)
//   view.setTokens([{id, square, color, label, active, ink}])
//       tokens sharing a square spread out; in the start area they wait in a row; `active` rings
//       one (whose turn, or the winner); `label` is a short text on it, `ink` its colour
//   view.moveToken(id, moves, {speed, reduced, onThrow(i), onSegment(seg)}) → {done: Promise<boolean>, cancel()}
//       walks token `id` through moves [{from, roll, landed, to, jumps}] (a game's move or a
//       solved path; `jumps` as the core gives them, flat or as pairs); done resolves true when
//       it ran to the end; the token then stands on the last move's `to`
//   view.slideToken(id, from, to, opts)     // straight slide (a token sent back to the start)
//   view.cancelAnimation(); view.animating  // stop the current animation; whether one runs
//   view.cursor / view.setCursor(n, {keyboard, scroll})   // the square being read
//   view.hover                              // the square under the pointer, or null
//   view.tapTooltip = false                 // a tap reads the square without the tooltip
//   view.keepClear = element | null         // a host's note in the frame the tooltip does not cover
//   view.refreshTooltip()                   // the host's words for a square changed
//   view.tokenSquare(id); view.squareCenter(n)   // where a token rests; a square's centre (px)
//   canvas[data-tokens]                     // the tokens at rest as drawn, "id:square ..." (tests read it)
//   canvas[data-row-ends]                   // "shown" when the row ends' chevrons are drawn (a key may say so)
//   view.geometry                           // layout from board-view.js layoutBoard (or null)
//   view.layout(); view.requestPaint(); view.paint(); view.refreshLayer()
//   view.suspend(); view.resume()           // a host leaving and rejoining the page
//   view.destroy()                          // stops observing and animating
//
// Events (the view is an EventTarget; detail in event.detail):
//   "hover"     {square}          the pointer moved onto a square (null: off the board)
//   "cursor"    {square, keyboard} the square being read changed (click, tap or arrow keys)
//   "activate"  {square, key}     Enter or Space on the focused board (a host may step a path)
//   "layout"    {geometry}        the board was laid out again (size changed)
//   "frame"     {}                an animation frame was drawn (hosts count them in tests)
// Keys on the focused canvas: arrows move between squares as drawn, Home square 1, End the
// finish, PageUp/PageDown a row up or down, Escape stops reading. Keys only read the board.

import {
  describeBoard, layoutBoard, drawBoardGround, drawBoardJumps, drawTokens, drawMarkers, drawSquareHighlight,
  drawJumpHighlight, drawFrontier, squareCenter, rowEndsShown, LIGHT,
} from "./view.js";
import { TokenMotion, placedTokens } from "./motion.js";
import { SquareReading } from "./reading.js";

export { describeBoard };

/** Whether two describeBoard() results are the same board: size, shape and every jump. */
function sameBoard(a, b) {
  if (!a || !b || a.size !== b.size || a.columns !== b.columns || a.rows !== b.rows || a.jumps.length !== b.jumps.length) return false;
  for (let i = 0; i < a.jumps.length; i++) if (a.jumps[i].from !== b.jumps[i].from || a.jumps[i].to !== b.jumps[i].to) return false;
  return true;
}

/** Boards of more squares than this have their layer drawn in a task before the frame. */
const LAYER_APART = 100_000;

/** The board component: see the API at the top of this file. */
export class BoardCanvas extends EventTarget {
  #frame; #canvas; #tooltip;
  /** @type {{font: string, fit: (width: number, desc: object) => ({maxHeight?: number, minCell?: number} | null), describe: (n: number) => string}} */
  #opts;
  #desc = null; #geom = null; #dpr = 1; #theme = LIGHT; #layer = null; #layerDirty = true;
  // The plain board's layer, kept while an overlay is shown: a host leaving the overlay (a widget
  // switching from analyze to bfs or play) gets it back without drawing 10^6 squares again.
  #plainLayer = null;
  #overlay = null; #highlights = { squares: [], jumps: [], frontier: [] }; #markers = []; #tokens = [];
  #paintQueued = false; #raf = 0; #prep = 0; #observer = null;
  #width = 0; #layoutKey = "";
  #start = 0; #startLabel = "Start";
  /** The parts: reading squares (reading.js) and moving tokens (motion.js). */
  #reading; #motion;
  /** Whether a tap (touch or pen) opens the square's tooltip, as a click and the keys do. */
  tapTooltip = true;
  /** An element in the frame (a host's note beside a square) that the tooltip, while it shows, does not cover. */
  keepClear = null;

  constructor({ frame, canvas, tooltip = null }, opts = {}) {
    super();
    this.#frame = frame;
    this.#canvas = canvas;
    this.#tooltip = tooltip;
    this.#opts = { font: "system-ui, sans-serif", fit: () => ({ maxHeight: Infinity, minCell: 0 }), describe: () => "", ...opts };
    this.#reading = new SquareReading(this, { frame, canvas, tooltip }, (n) => this.#opts.describe(n));
    this.#motion = new TokenMotion({
      geometry: () => this.#geom,
      paint: () => this.paint(),
      requestPaint: () => this.requestPaint(),
      frame: () => this.dispatchEvent(new CustomEvent("frame", { detail: {} })),
      arrived: (id, square) => {
        const t = this.#tokens.find((k) => k.id === id);
        if (t) t.square = square;
        this.#showTokens();
      },
    });
    this.#observer = new ResizeObserver((entries) => {
      const width = Math.floor(entries[entries.length - 1].contentRect.width);
      if (width > 0 && width !== this.#width) {
        this.#width = width;
        // Laid out on the next frame, outside the observer's callback (no resize loops).
        requestAnimationFrame(() => this.layout());
      }
    });
    this.#observer.observe(frame);
  }

  // ---------------------------------------------------------------- what is drawn

  /** The board to draw: a describeBoard() result. Animations stop; the cursor stays on the board. */
  setBoard(desc) {
    this.cancelAnimation();
    // The same board again (the page's core reading the board its first paint drew, an edit
    // undone to what is drawn) keeps its layout and its drawn layer.
    const same = sameBoard(this.#desc, desc);
    this.#desc = desc;
    this.#reading.boardChanged(desc.size);
    if (!same) {
      this.#layerDirty = true;
      this.#plainLayer = null;
      this.#geom = null;
      this.#layoutKey = "";
    }
    this.layout();
  }

  /** The board description on display, or null. */
  get board() {
    return this.#desc;
  }

  /** Colours: board-view.js LIGHT, DARK, or either with overrides. */
  setTheme(theme) {
    this.#theme = theme;
    this.refreshLayer();
  }

  get theme() {
    return this.#theme;
  }

  /** Where tokens wait before their first throw: 0 (the start area) or 1. */
  get start() {
    return this.#start;
  }

  set start(n) {
    this.#start = n === 1 ? 1 : 0;
  }

  /** The start area's text. */
  get startLabel() {
    return this.#startLabel;
  }

  set startLabel(text) {
    if (text === this.#startLabel) return;
    this.#startLabel = text;
    this.refreshLayer();
  }

  /**
   * Per-square colours and labels ({rgb, label, hatch}), or null for the plain board. The same
   * overlay object again (or null again) keeps the layer as drawn; a new one draws it again.
   */
  setOverlay(overlay) {
    overlay ||= null;
    if (overlay === this.#overlay) return;
    if (this.#overlay === null && this.#layer && !this.#layerDirty) {
      this.#plainLayer = this.#layer; // kept for when the overlay goes
      this.#layer = null;
    }
    this.#overlay = overlay;
    if (overlay === null && this.#plainLayer) {
      this.#layer = this.#plainLayer;
      this.#plainLayer = null;
      this.#layerDirty = false;
    } else {
      this.#layerDirty = true;
    }
    this.requestPaint();
  }

  /** Squares outlined, jumps drawn in full, frontier squares filled; each list may be empty. */
  setHighlights({ squares = [], jumps = [], frontier = [] } = {}) {
    this.#highlights = { squares: Array.from(squares), jumps: Array.from(jumps), frontier: Array.from(frontier) };
    this.requestPaint();
  }

  /** Numbered badges: [{square, label}]. */
  setMarkers(markers) {
    this.#markers = markers || [];
    this.requestPaint();
  }

  /** The tokens at rest: [{id, square, color, label, active, winner, ink}]. */
  setTokens(tokens) {
    this.#tokens = tokens || [];
    this.#showTokens();
    this.requestPaint();
  }

  /** Writes where each token rests, as drawn, on the canvas (data-tokens): what a test reads. */
  #showTokens() {
    const text = this.#tokens.map((t) => `${t.id}:${t.square}`).join(" ");
    if (this.#canvas.dataset.tokens !== text) this.#canvas.dataset.tokens = text;
  }

  // ---------------------------------------------------------------- animation (motion.js)

  /**
   * Walks token `id` through `moves`; see the API at the top.
   * @param {number | string} id
   * @param {object[]} moves
   * @param {{speed?: number, reduced?: boolean, onThrow?: (i: number) => void, onSegment?: (seg: object) => void}} [options]
   */
  moveToken(id, moves, options = {}) {
    if (!this.#desc) return { done: Promise.resolve(false), cancel() {} };
    return this.#motion.move(id, moves, options);
  }

  /**
   * Slides token `id` straight from one square to another.
   * @param {number | string} id
   * @param {number} from
   * @param {number} to
   * @param {{speed?: number, reduced?: boolean, onSegment?: (seg: object) => void}} [options]
   */
  slideToken(id, from, to, options = {}) {
    return this.#motion.slide(id, from, to, options);
  }

  /** Stops the animation in flight (its promise resolves false). */
  cancelAnimation() {
    this.#motion.cancel();
  }

  /** Whether a token is moving. */
  get animating() {
    return this.#motion.animating;
  }

  // ---------------------------------------------------------------- reading squares (reading.js)

  /** The square being read (keyboard cursor or last tap), or null. */
  get cursor() {
    return this.#reading.cursor;
  }

  /** The square under the pointer, or null. */
  get hover() {
    return this.#reading.hover;
  }

  /** Moves the reading cursor; `keyboard` draws its outline, `scroll` keeps it in the frame. */
  setCursor(n, options = {}) {
    this.#reading.setCursor(n, options);
  }

  /** Writes the tooltip again (the host's words for a square changed). */
  refreshTooltip() {
    this.#reading.showTooltip();
  }

  // ---------------------------------------------------------------- layout and painting

  /** Where everything is drawn (board-view.js layoutBoard), or null before a board. */
  get geometry() {
    return this.#geom;
  }

  /**
   * Lays the board out for the frame's width and the host's fit(), and paints on the next
   * frame: a host that changes the board, its overlay and its highlights in one go (a designer's
   * edit) gets one paint, with the board layer drawn once.
   */
  layout() {
    if (!this.#desc || !this.#frame.isConnected) return;
    // The width as the resize observer reads it (its first report then changes nothing, where
    // clientWidth, rounded, could differ by a pixel and lay the board out and draw it again).
    if (!this.#width) this.#width = Math.max(0, Math.floor(this.#frame.getBoundingClientRect().width));
    const width = Math.max(120, this.#width || 300);
    this.#dpr = Math.max(1, Math.min(3, window.devicePixelRatio || 1));
    const { maxHeight = Infinity, minCell = 0 } = this.#opts.fit(width, this.#desc) || {};
    const key = [width, maxHeight, minCell, this.#dpr].join();
    if (this.#geom && key === this.#layoutKey) {
      this.requestPaint();
      return;
    }
    this.#layoutKey = key;
    this.#geom = layoutBoard(this.#desc, width, maxHeight, this.#dpr, minCell);
    const c = this.#canvas;
    // Setting a canvas's size, even to the same, clears it and allocates it again.
    const w = Math.round(this.#geom.width * this.#dpr), h = Math.round(this.#geom.height * this.#dpr);
    if (c.width !== w) c.width = w;
    if (c.height !== h) c.height = h;
    // CSSOM, not a style attribute: a strict style-src allows it.
    c.style.width = `${this.#geom.width}px`;
    c.style.height = `${this.#geom.height}px`;
    c.hidden = false;
    // Whether the row ends' chevrons are drawn: a host's key names them only then.
    c.dataset.rowEnds = rowEndsShown(this.#geom) ? "shown" : "hidden";
    this.#layerDirty = true;
    this.#plainLayer = null;
    this.requestPaint();
    this.dispatchEvent(new CustomEvent("layout", { detail: { geometry: this.#geom } }));
  }

  /** Draws the board layer again on the next paint (overlay, theme or start label changed). */
  refreshLayer() {
    this.#layerDirty = true;
    this.#plainLayer = null;
    this.requestPaint();
  }

  /** Paints on the next animation frame (many requests, one paint). */
  requestPaint() {
    if (this.#paintQueued) return;
    this.#paintQueued = true;
    const frame = () => {
      this.#raf = requestAnimationFrame(() => {
        this.#paintQueued = false;
        this.paint();
      });
    };
    if (!this.#layerDirty || !(this.#desc && this.#desc.size > LAYER_APART)) return frame();
    // A big board's layer is drawn in two tasks of its own before the frame, which then copies
    // it: the ground (the squares, the start and the goal), then the jumps and the numbers. In
    // the frame, the 10^6 squares and 77,000 jumps of the longest text the page reads held the
    // page 110 to 200 ms in one task; in one task before it, 130 to 230 ms on a loaded machine.
    const ready = () => this.#geom && this.#desc && this.#canvas.isConnected && this.#layerDirty;
    this.#prep = setTimeout(() => {
      this.#prep = 0;
      if (!ready()) return frame();
      const ctx = this.#clearedLayer(), drawnOn = this.#layerInputs();
      drawBoardGround(ctx, this.#geom, this.#theme, this.#layerOptions());
      this.#prep = setTimeout(() => {
        this.#prep = 0;
        if (!ready()) return frame();
        // What changed meanwhile (a board, a size, a theme, an overlay, the start's words) is
        // drawn again from the ground, in two tasks again.
        if (Object.entries(this.#layerInputs()).some(([k, v]) => drawnOn[k] !== v)) {
          this.#paintQueued = false;
          return this.requestPaint();
        }
        this.#drawLayerJumps();
        frame();
      }, 0);
    }, 0);
  }

  /** Paints now: the cached layer, then highlights, markers, tokens and the cursor. */
  paint() {
    if (this.#paintQueued) {
      // A paint now makes the queued one redundant.
      cancelAnimationFrame(this.#raf);
      clearTimeout(this.#prep);
      this.#prep = 0;
      this.#paintQueued = false;
    }
    const g = this.#geom;
    if (!g || !this.#desc || !this.#canvas.isConnected) return;
    if (this.#layerDirty || !this.#layer) this.#renderLayer();
    const ctx = this.#canvas.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(this.#layer, 0, 0);
    ctx.setTransform(this.#dpr, 0, 0, this.#dpr, 0, 0);
    const theme = this.#theme, h = this.#highlights;
    const { hover, cursor, keyboard } = this.#reading;
    if (h.frontier.length) drawFrontier(ctx, g, h.frontier, theme);
    if (hover !== null && hover !== cursor) drawSquareHighlight(ctx, g, hover, theme, "hover");
    // The snake or ladder at the square being read stands out (on big boards the rest are faint).
    const reading = hover ?? (keyboard ? cursor : null);
    const jumps = h.jumps.slice();
    if (reading) {
      const to = this.#desc.jumpTo[reading];
      if (to) jumps.push([reading, to]);
      for (const from of this.#desc.jumpsInto.get(reading) || []) jumps.push([from, reading]);
    }
    for (const [from, to] of jumps) drawJumpHighlight(ctx, g, from, to, theme);
    for (const n of h.squares) drawSquareHighlight(ctx, g, n, theme, "cursor");
    if (this.#markers.length) drawMarkers(ctx, g, this.#markers, theme, this.#opts.font);
    if (this.#tokens.length) drawTokens(ctx, g, placedTokens(g, this.#tokens, this.#motion.moving, theme), theme, this.#opts.font);
    if (keyboard && cursor !== null) drawSquareHighlight(ctx, g, cursor, theme, "cursor");
  }

  #renderLayer() {
    drawBoardGround(this.#clearedLayer(), this.#geom, this.#theme, this.#layerOptions());
    this.#drawLayerJumps();
  }

  /** The cached layer, sized as the canvas, cleared and scaled for the screen: its context. */
  #clearedLayer() {
    const c = this.#canvas;
    this.#layer ??= document.createElement("canvas");
    const ctx = this.#layer.getContext("2d");
    // Same size: reset() clears it and its state without allocating it again.
    if (this.#layer.width === c.width && this.#layer.height === c.height && ctx.reset) ctx.reset();
    else {
      this.#layer.width = c.width;
      this.#layer.height = c.height;
    }
    ctx.setTransform(this.#dpr, 0, 0, this.#dpr, 0, 0);
    return ctx;
  }

  /** Draws the jumps and numbers over the layer's ground; the layer is then as drawBoard draws it. */
  #drawLayerJumps() {
    drawBoardJumps(this.#layer.getContext("2d"), this.#geom, this.#desc, this.#theme, this.#layerOptions());
    this.#layerDirty = false;
  }

  #layerOptions() {
    return { overlay: this.#overlay, startLabel: this.#startLabel, font: this.#opts.font };
  }

  /** What the layer is drawn from: when one changes, a ground drawn before is not this board's. */
  #layerInputs() {
    return { layer: this.#layer, desc: this.#desc, geom: this.#geom, theme: this.#theme, overlay: this.#overlay, label: this.#startLabel };
  }

  /** Stops observing, animating and painting, for good. */
  destroy() {
    this.suspend();
    this.#observer = null;
  }

  /** Stops observing and frees the cached layer (the host left the page; resume() on return). */
  suspend() {
    this.cancelAnimation();
    cancelAnimationFrame(this.#raf);
    clearTimeout(this.#prep);
    this.#prep = 0;
    this.#paintQueued = false;
    this.#observer?.disconnect();
    this.#layer = null;
    this.#plainLayer = null;
    this.#geom = null;
    this.#width = 0;
    this.#layoutKey = "";
  }

  /** Starts observing again after suspend(). */
  resume() {
    this.#observer?.observe(this.#frame);
  }

  /** The square where token `id` is drawn at rest, or undefined. */
  tokenSquare(id) {
    return this.#tokens.find((t) => t.id === id)?.square;
  }

  /** The centre of square n in CSS pixels of the canvas (0: the start area), or null. */
  squareCenter(n) {
    return this.#geom ? squareCenter(this.#geom, n) : null;
  }
}

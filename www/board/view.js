// Drawing a snakes-and-ladders board on a 2D canvas context.
//
// Pure functions: they take a context, a geometry, a board description and a theme, and know
// nothing about the page, the core or the rules. The page and the <snakes-ladders> widget both
// use them. Coordinates are CSS pixels; the caller scales the context for devicePixelRatio.

/** Okabe–Ito colours: distinguishable with the common colour-vision deficiencies. */
export const OKABE_ITO = {
  black: "#000000", orange: "#E69F00", sky: "#56B4E9", green: "#009E73",
  yellow: "#F0E442", blue: "#0072B2", vermillion: "#D55E00", purple: "#CC79A7",
};

/**
 * Players' seats: the core's default names (Red, Blue, Green, ...) and token colours, the same on
 * the page and in the widget; `colour` names the colour in the messages (ui/words.js seatName).
 */
export const SEATS = [
  { name: "Red", colour: "red", color: "#D55E00" }, { name: "Blue", colour: "blue", color: "#0072B2" },
  { name: "Green", colour: "green", color: "#009E73" }, { name: "Yellow", colour: "yellow", color: "#F0E442" },
  { name: "Purple", colour: "purple", color: "#8E5BB5" }, { name: "Orange", colour: "orange", color: "#E69F00" },
  { name: "Teal", colour: "teal", color: "#2AA198" }, { name: "Pink", colour: "pink", color: "#F19CBB" },
];

/** Light theme: a printed board on warm card. */
export const LIGHT = {
  dark: false,
  background: "#f7f3ea",
  frame: "#5b4a36",
  squareA: "#fffaf0",
  squareB: "#f0e4cc",
  goal: "#f6d77a",
  goalInk: "#5b3d00",
  ink: "#3a3026",
  halo: "rgba(255, 250, 240, 0.9)",
  startFill: "#e9dfc9",
  startInk: "#5b4a36",
  snake: "#009E73",
  snakeDark: "#005c44",
  snakeBelly: "#7fd4b7",
  ladder: "#c98a00",
  ladderDark: "#6e4a00",
  tongue: "#D55E00",
  cursor: "#0072B2",
  hover: "rgba(0, 114, 178, 0.14)",
  glow: "rgba(0, 114, 178, 0.3)",
  marker: "#1f1a14",
  markerInk: "#ffffff",
  unreachable: "#b9b3a8",
  tokenOutline: "#1f1a14",
  mixDistance: 0.5,
};

/** Dark theme: the same board at night, still high contrast. */
export const DARK = {
  dark: true,
  background: "#16181d",
  frame: "#8d99ae",
  squareA: "#2a2e37",
  squareB: "#21242b",
  goal: "#7f6a1d",
  goalInk: "#ffe9a8",
  ink: "#e6e1d6",
  halo: "rgba(33, 36, 43, 0.9)",
  startFill: "#262a32",
  startInk: "#c9c2b4",
  snake: "#2fbf8f",
  snakeDark: "#0d5a42",
  snakeBelly: "#a5ead2",
  ladder: "#f0b429",
  ladderDark: "#8a6100",
  tongue: "#ff8a4c",
  cursor: "#56B4E9",
  hover: "rgba(86, 180, 233, 0.2)",
  glow: "rgba(86, 180, 233, 0.4)",
  marker: "#f0ece4",
  markerInk: "#16181d",
  unreachable: "#4a4f5a",
  tokenOutline: "#f0ece4",
  mixDistance: 0.45,
};

// Viridis, from far (dark purple) to near (yellow): perceptually even and colour-blind safe.
const VIRIDIS = ["#440154", "#482878", "#3e4a89", "#31688e", "#26828e",
  "#1f9e89", "#35b779", "#6ece58", "#b5de2b", "#fde725"];

/** Marks "no distance" in a distances array (the core's u32::MAX). */
export const UNREACHABLE = 4294967295;

/**
 * The most squares the page and the widget draw and solve as you go; a bigger board would
 * stall the tab (the snakes command solves boards of up to 10^7).
 */
export const MAX_DRAWN_SQUARES = 1_000_000;

/**
 * A board description for drawing, from plain numbers: the size, the grid and the flat jump list
 * `[from, to, from, to, ...]`. `jumpTo[s]` is where a jump from square s leads (0 for none) and
 * `jumpsInto.get(s)` lists the starts of jumps ending on s, built the first time it is asked
 * (only a square's description asks; for a board of 77,000 jumps the map took 50 ms, a fifth of
 * a reload's longest task).
 */
export function describeBoard(size, columns, rows, flatJumps) {
  const jumpTo = new Uint32Array(size + 1);
  const jumps = new Array(flatJumps.length >> 1);
  for (let i = 0; i + 1 < flatJumps.length; i += 2) {
    const from = flatJumps[i], to = flatJumps[i + 1];
    jumpTo[from] = to;
    jumps[i >> 1] = { from, to };
  }
  let into = null;
  return {
    size, columns, rows, jumps, jumpTo,
    get jumpsInto() {
      if (!into) {
        into = new Map();
        for (const { from, to } of jumps) {
          const starts = into.get(to);
          if (starts) starts.push(from);
          else into.set(to, [from]);
        }
      }
      return into;
    },
  };
}

/** The squares' font when a host names none. */
const DEFAULT_FONT = "system-ui, sans-serif";

const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

/**
 * Where everything goes for a board drawn `width` CSS pixels wide and at most `maxHeight` tall.
 * Returns the canvas size to use and the cell size, board origin and start area.
 */
export function layoutBoard(desc, width, maxHeight = Infinity, dpr = 1, minCell = 0) {
  const { columns, rows } = desc;
  const pad = Math.round(clamp(width * 0.015, 4, 12));
  // A board too wide for the space may keep squares big enough to read (the caller scrolls it).
  width = Math.max(width, Math.ceil(columns * minCell + 2 * pad));
  let cell = Math.min((width - 2 * pad) / columns, 96);
  const strip = () => Math.round(clamp(cell * 0.9, 34, 56));
  if (pad * 2 + rows * cell + strip() + pad > maxHeight) {
    cell = Math.max(2, minCell, (maxHeight - 3 * pad - strip()) / rows);
  }
  // Whole device pixels per square keep the squares crisp on any screen density.
  cell = Math.max(1, Math.floor(cell * dpr)) / dpr;
  const boardW = cell * columns, boardH = cell * rows;
  const stripH = strip();
  const height = Math.ceil(pad + boardH + pad + stripH + pad);
  const x0 = Math.round(((width - boardW) / 2) * dpr) / dpr;
  const y0 = pad;
  // The start area sits under the board, at least wide enough for its tokens and label.
  const startW = Math.min(width - 2 * pad, Math.max(boardW, 420));
  const start = { x: Math.round(((width - startW) / 2) * dpr) / dpr, y: y0 + boardH + pad, w: startW, h: stripH };
  return { width, height, cell, x0, y0, boardW, boardH, start, columns, rows, size: desc.size };
}

/** The top-left corner of square n (1..size) and its side. */
export function squareRect(g, n) {
  const i = n - 1;
  const row = Math.floor(i / g.columns);
  let col = i % g.columns;
  if (row % 2 === 1) col = g.columns - 1 - col;
  return { x: g.x0 + col * g.cell, y: g.y0 + (g.rows - 1 - row) * g.cell, s: g.cell };
}

/** The centre of square n; square 0 is the start area off the board. */
export function squareCenter(g, n) {
  if (n <= 0) return startSlot(g, 0);
  const r = squareRect(g, n);
  return { x: r.x + r.s / 2, y: r.y + r.s / 2 };
}

/** Where the i-th token waiting in the start area stands (tokens line up from the left). */
/** The radius of tokens waiting in the start area (smaller than on big squares, so four fit). */
export function startTokenRadius(g) {
  return Math.min(tokenRadius(g), g.start.h * 0.34);
}

function startSlot(g, i) {
  const r = startTokenRadius(g);
  return { x: g.start.x + g.start.h * 0.3 + r + i * r * 2.3, y: g.start.y + g.start.h / 2 };
}

/** The square under a point: 1..size, 0 for the start area, or null for nothing. */
export function squareAtPoint(g, x, y) {
  const s = g.start;
  if (x >= s.x && x <= s.x + s.w && y >= s.y && y <= s.y + s.h) return 0;
  const col = Math.floor((x - g.x0) / g.cell);
  const rowFromTop = Math.floor((y - g.y0) / g.cell);
  if (col < 0 || col >= g.columns || rowFromTop < 0 || rowFromTop >= g.rows) return null;
  const row = g.rows - 1 - rowFromTop;
  const inRow = row % 2 === 1 ? g.columns - 1 - col : col;
  const n = row * g.columns + inRow + 1;
  return n <= g.size ? n : null;
}

/** The square one step away on screen (arrow keys), staying on the board. */
export function neighbour(g, n, dx, dy) {
  if (n <= 0) return dy < 0 || dx > 0 ? 1 : 0;
  const r = squareRect(g, n);
  const probe = squareAtPoint(g, r.x + r.s / 2 + dx * g.cell, r.y + r.s / 2 + dy * g.cell);
  return probe === null || probe === 0 ? n : probe;
}

// ---- jump curves: shared by the drawing and the animation, so a token slides along the body.

export function snakeControls(g, from, to) {
  const a = squareCenter(g, from), b = squareCenter(g, to);
  const dx = b.x - a.x, dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len, ny = dx / len;
  const amp = Math.min(len * 0.22, g.cell * 1.4) * (from % 2 ? 1 : -1);
  return [a,
    { x: a.x + dx * 0.3 + nx * amp, y: a.y + dy * 0.3 + ny * amp },
    { x: a.x + dx * 0.7 - nx * amp, y: a.y + dy * 0.7 - ny * amp },
    b];
}

function bezier(p, t) {
  const u = 1 - t;
  const a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
  return { x: a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x,
    y: a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y };
}

/** The point a fraction t along the jump from `from` to `to`: up a ladder, down a snake's body. */
export function pointOnJump(g, from, to, t) {
  if (to > from) {
    const a = squareCenter(g, from), b = squareCenter(g, to);
    return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
  }
  return bezier(snakeControls(g, from, to), t);
}

/** How long a jump looks, in CSS pixels (for pacing the animation). */
export function jumpLength(g, from, to) {
  const a = squareCenter(g, from), b = squareCenter(g, to);
  return Math.hypot(b.x - a.x, b.y - a.y) * (to < from ? 1.15 : 1);
}

// ---- colours

function hexRgb(h) {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a, b, t) {
  return a.map((v, i) => Math.round(v + (b[i] - v) * t));
}

const rgbText = (c) => `rgb(${c[0]}, ${c[1]}, ${c[2]})`;

/** The ramp's colour at t (0 far, 1 near), softened toward the theme's squares. */
function rampRgb(theme, t) {
  const x = t * (VIRIDIS.length - 1);
  const i = Math.min(VIRIDIS.length - 2, Math.floor(x));
  const c = mix(hexRgb(VIRIDIS[i]), hexRgb(VIRIDIS[i + 1]), x - i);
  return mix(c, hexRgb(theme.squareA), theme.mixDistance);
}

function distanceRgb(theme, d, max) {
  if (d === UNREACHABLE) return hexRgb(theme.unreachable);
  return rampRgb(theme, max > 0 ? 1 - d / max : 1);
}

/** The overlay colour of a square at distance d when the farthest square is at max. */
export function distanceColor(theme, d, max) {
  return rgbText(distanceRgb(theme, d, max));
}

/** WCAG's relative luminance of a colour as [r, g, b], each 0–255. */
function luminance(rgb) {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// ---- drawing

/**
 * Draws the whole board: squares, numbers, ladders, snakes, the goal and the start area.
 * opts: { overlay ({rgb(n) → [r, g, b] | null, label(n, g) → text | null, hatch(n) → boolean},
 *         or null: see distanceOverlay, expectedOverlay, heatOverlay; or `distances` /
 *         `expected`, typed arrays by square, for those two overlays),
 *         startLabel (text in the start area), font (CSS family) }.
 */
export function drawBoard(ctx, g, desc, theme, opts = {}) {
  // `distances` and `expected` (typed arrays by square) are short for their overlays.
  const overlay = opts.overlay
    || (opts.distances ? distanceOverlay(theme, opts.distances) : opts.expected ? expectedOverlay(theme, opts.expected) : null);
  drawBoardGround(ctx, g, theme, { ...opts, overlay });
  drawBoardJumps(ctx, g, desc, theme, { ...opts, overlay });
}

/**
 * The first half of drawBoard: what lies under the jumps (opts as drawBoard's, its overlay
 * given as `overlay`). A big board's layer draws the halves in two tasks (canvas.js).
 * @param {CanvasRenderingContext2D} ctx
 * @param {any} g
 * @param {any} theme
 * @param {{ overlay?: any, font?: string, startLabel?: string }} [opts]
 */
export function drawBoardGround(ctx, g, theme, { overlay = null, font = DEFAULT_FONT, startLabel } = {}) {
  drawGround(ctx, g, theme, overlay, font || DEFAULT_FONT, startLabel ?? "Start");
}

/** The second half of drawBoard: the snakes, the ladders and the squares' numbers. */
export function drawBoardJumps(ctx, g, desc, theme, { overlay = null, font = DEFAULT_FONT } = {}) {
  ctx.save();
  const ladders = desc.jumps.filter((j) => j.to > j.from);
  const snakes = desc.jumps.filter((j) => j.to < j.from);
  if (isDense(g)) {
    drawDenseJumps(ctx, g, ladders, snakes, theme);
  } else {
    drawLadders(ctx, g, ladders, theme);
    if (snakeWidth(g) < 3) drawThinSnakes(ctx, g, snakes, theme);
    else for (const j of snakes) drawSnake(ctx, g, j.from, j.to, theme);
  }
  drawNumbers(ctx, g, desc, theme, font || DEFAULT_FONT, overlay);
  ctx.restore();
  markFirstBoard();
}

/**
 * What lies under the snakes and ladders: the background, the squares (in the overlay's
 * colours), the start area, the goal and the arrows between rows. Without an overlay it is kept
 * (see drawKept): a designer's edit or a new path changes none of it.
 */
function drawGround(ctx, g, theme, overlay, font, label) {
  const draw = (c) => {
    c.save();
    c.fillStyle = theme.background;
    c.fillRect(0, 0, g.width, g.height);
    drawSquares(c, g, theme, overlay);
    drawStart(c, g, theme, font, label);
    drawGoal(c, g, theme);
    drawDirection(c, g, theme);
    c.restore();
  };
  const scale = plainScale(ctx);
  if (overlay || !scale) {
    draw(ctx);
    return;
  }
  const s = g.start;
  const key = ["ground", g.width, g.height, g.x0, g.y0, g.cell, g.columns, g.rows, g.size, s.x, s.y, s.w, s.h, font, label, JSON.stringify(theme)].join("|");
  drawKept(ctx, key, { x: 0, y: 0, w: g.width, h: g.height }, scale, draw);
}

// ---- overlays: per-square colours and labels, drawn with the board

/** Steps of a heat overlay's colour ramp (see heatOverlay). */
const RAMP_STEPS = 4096;

/** The largest value of `values[1..]` that is not `missing` (0 when there is none). */
function largest(values, missing) {
  let max = 0;
  for (let n = 1; n < values.length; n++) if (!missing(values[n]) && values[n] > max) max = values[n];
  return max;
}

/**
 * An overlay colouring square n by `values[n]` on the viridis ramp. `near` says which end is
 * bright: "low" (small values bright: distances to the end) or "high" (large values bright:
 * heat maps, probabilities). `missing(v)` marks squares hatched and labelled "∞" (or `missingLabel`);
 * `label(v, g)` writes a value (default: the number itself); `max` fixes the scale's top.
 * @param {object} theme
 * @param {ArrayLike<number>} values
 * @param {{near?: "low" | "high", max?: number, missing?: (v: number) => boolean,
 *   label?: (v: number, g?: object) => string, missingLabel?: string}} [options]
 */
export function heatOverlay(theme, values, { near = "high", max, missing = () => false, label = (v) => String(v), missingLabel = "∞" } = {}) {
  // NaN, no number known (a value too large for a float): the far end of the ramp, labelled "–".
  const top = max ?? largest(values, (v) => Number.isNaN(v) || missing(v));
  // Colours by position on the ramp in RAMP_STEPS steps, each worked out once: a cache by value
  // held a million entries for a board's expected throws (1.5 s of the page's thread, most of
  // it the garbage collector's). A step moves a channel by well under one of its 255 levels.
  const ramp = new Array(RAMP_STEPS + 1);
  let unreachable = null;
  const rgb = (n) => {
    const v = values[n];
    if (v === undefined) return null;
    if (missing(v)) return (unreachable ??= hexRgb(theme.unreachable));
    const t = Number.isNaN(v) ? 1 : top > 0 ? Math.min(1, Math.max(0, v / top)) : 1;
    const k = Math.round(t * RAMP_STEPS);
    return (ramp[k] ??= rampRgb(theme, near === "low" ? 1 - k / RAMP_STEPS : k / RAMP_STEPS));
  };
  return {
    rgb,
    hatch: (n) => values[n] !== undefined && missing(values[n]),
    label: (n, g) => {
      const v = values[n];
      return v === undefined ? null : missing(v) ? missingLabel : Number.isNaN(v) ? "–" : label(v, g);
    },
  };
}

/** Throws to the end by square (a Uint32Array, UNREACHABLE hatched): near the end is bright. */
export function distanceOverlay(theme, distances) {
  return heatOverlay(theme, distances, { near: "low", missing: (v) => v === UNREACHABLE });
}

/**
 * Expected throws to the end by square (Infinity where it may never be reached, hatched "∞"; NaN
 * where no number is known, "–").
 */
export function expectedOverlay(theme, expected) {
  return heatOverlay(theme, expected, {
    near: "low",
    missing: (v) => v === Infinity,
    // Small squares get whole numbers (one decimal under 10), big ones one decimal throughout.
    label: (v, g) => formatExpected(v, g.cell >= 44 ? 1 : 0),
  });
}

/** Fills squares of a frontier (e.g. a search's next level) with the theme's glow. */
export function drawFrontier(ctx, g, squares, theme) {
  ctx.save();
  ctx.fillStyle = theme.glow;
  for (const n of squares) {
    if (n <= 0 || n > g.size) continue;
    const r = squareRect(g, n);
    ctx.fillRect(r.x, r.y, r.s, r.s);
  }
  ctx.restore();
}

let boardMarked = false;

// The page's speed goal counts from navigation to the first board on screen
// (bench/page-perf.mjs reads this mark); one mark per document is enough.
function markFirstBoard() {
  if (boardMarked || typeof performance === "undefined" || !performance.mark) return;
  boardMarked = true;
  performance.mark("board-painted");
}

/**
 * Expected throws as a short label: one decimal under 100 ("39.2"), whole numbers above; with
 * `digits` 0, whole numbers from 10 up ("39", but still "2.5").
 */
export function formatExpected(v, digits = 1) {
  // NaN: the core's solve failed its check on this board, and no number is known.
  if (Number.isNaN(v)) return "–";
  if (!Number.isFinite(v) || v === UNREACHABLE) return "∞";
  const whole = v >= 99.95 || (digits === 0 && v >= 9.95);
  return whole ? String(Math.round(v)) : v.toFixed(1).replace(/\.0$/, "");
}

function makeCanvas(w, h) {
  if (typeof OffscreenCanvas === "function") return new OffscreenCanvas(w, h);
  const c = document.createElement("canvas");
  c.width = w; c.height = h;
  return c;
}

// Square colours are painted as a tiny bitmap, one pixel per square, scaled up without smoothing:
// 10,000 squares cost one drawImage instead of 10,000 fills.
function drawSquares(ctx, g, theme, overlay) {
  const { cell, columns, rows } = g;
  const img = new ImageData(columns, rows);
  const px = img.data;
  const a = hexRgb(theme.squareA), b = hexRgb(theme.squareB);
  for (let n = 1; n <= g.size; n++) {
    const i = n - 1, row = Math.floor(i / columns);
    const col = row % 2 ? columns - 1 - (i % columns) : i % columns;
    // An overlay's colour, else the checkerboard by screen position.
    const c = overlay?.rgb(n) || ((row + col) % 2 ? b : a);
    const k = ((rows - 1 - row) * columns + col) * 4;
    px[k] = c[0]; px[k + 1] = c[1]; px[k + 2] = c[2]; px[k + 3] = 255;
  }
  const small = makeCanvas(columns, rows);
  small.getContext("2d").putImageData(img, 0, 0);
  ctx.save();
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(small, g.x0, g.y0, columns * cell, rows * cell);
  ctx.restore();
  const shape = outline(g);
  if (overlay?.hatch) {
    // Unreachable squares also get hatching, so they differ by pattern and not only by colour.
    const tile = makeCanvas(8, 8), t = tile.getContext("2d");
    t.strokeStyle = theme.dark ? "rgba(0,0,0,0.5)" : "rgba(0,0,0,0.28)";
    t.lineWidth = 1.5;
    t.beginPath(); t.moveTo(-2, 10); t.lineTo(10, -2); t.moveTo(-2, 2); t.lineTo(2, -2); t.moveTo(6, 10); t.lineTo(10, 6); t.stroke();
    ctx.fillStyle = ctx.createPattern(tile, "repeat");
    for (let n = 1; n <= g.size; n++) {
      if (!overlay.hatch(n)) continue;
      const r = squareRect(g, n);
      ctx.fillRect(r.x, r.y, cell, cell);
    }
  }
  if (cell >= 10) {
    // Fine grid lines, clipped to the squares, give a printed look on boards big enough for them.
    ctx.save();
    ctx.clip(shape);
    ctx.strokeStyle = theme.dark ? "rgba(255,255,255,0.07)" : "rgba(60,40,20,0.12)";
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let c = 1; c < columns; c++) { const x = g.x0 + c * cell; ctx.moveTo(x, g.y0); ctx.lineTo(x, g.y0 + rows * cell); }
    for (let r = 1; r < rows; r++) { const y = g.y0 + r * cell; ctx.moveTo(g.x0, y); ctx.lineTo(g.x0 + columns * cell, y); }
    ctx.stroke();
    ctx.restore();
  }
  // The frame follows the filled squares (the top row may be short).
  ctx.strokeStyle = theme.frame;
  ctx.lineWidth = cell >= 10 ? 2 : 1;
  ctx.lineJoin = "round";
  ctx.stroke(shape);
}

function outline(g) {
  const p = new Path2D();
  const full = Math.floor(g.size / g.columns), rest = g.size % g.columns;
  const { x0, y0, cell, columns, rows } = g;
  const bottom = y0 + rows * cell;
  if (rest === 0) { p.rect(x0, y0, columns * cell, rows * cell); return p; }
  // The partial top row sits left (even row index) or right (odd) in boustrophedon order.
  const left = full % 2 === 0;
  const topY = y0 + cell;
  p.moveTo(x0, bottom); p.lineTo(x0 + columns * cell, bottom);
  if (left) {
    p.lineTo(x0 + columns * cell, topY); p.lineTo(x0 + rest * cell, topY);
    p.lineTo(x0 + rest * cell, y0); p.lineTo(x0, y0);
  } else {
    p.lineTo(x0 + columns * cell, y0); p.lineTo(x0 + (columns - rest) * cell, y0);
    p.lineTo(x0 + (columns - rest) * cell, topY); p.lineTo(x0, topY);
  }
  p.closePath();
  return p;
}

function drawStart(ctx, g, theme, font, label) {
  const s = g.start;
  ctx.fillStyle = theme.startFill;
  roundRect(ctx, s.x, s.y, s.w, s.h, Math.min(10, s.h / 3));
  ctx.fill();
  ctx.strokeStyle = theme.frame;
  ctx.lineWidth = 1;
  ctx.setLineDash([5, 4]);
  ctx.stroke();
  ctx.setLineDash([]);
  if (!label) return;
  // The label sits at the right end, shrunk (then shortened) to fit beside four waiting tokens.
  const room = s.w - (startSlot(g, 3).x - s.x) - startTokenRadius(g) - 16;
  let size = clamp(s.h * 0.36, 11, 16);
  ctx.font = `600 ${size}px ${font}`;
  let text = label;
  while (ctx.measureText(text).width > room && size > 10) {
    size -= 1;
    ctx.font = `600 ${size}px ${font}`;
  }
  if (ctx.measureText(text).width > room) text = firstClause(label);
  while (ctx.measureText(text).width > room && text.length > 6) text = text.slice(0, -2).trimEnd() + "…";
  ctx.fillStyle = theme.startInk;
  ctx.textBaseline = "middle";
  ctx.textAlign = "right";
  // A right-to-left language's label is laid out right to left (its colon after its first words,
  // not before them); the board itself stays left to right.
  const was = ctx.direction;
  ctx.direction = /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(text) ? "rtl" : "ltr";
  ctx.fillText(text.replace(/……$/, "…"), s.x + s.w - 12, s.y + s.h / 2);
  ctx.direction = was;
}

/**
 * A label up to its first clause's end, in any script: "Start" of "Start, off the board: 3
 * throws", 起点 of "起点，在棋盘外" (a comma, colon or semicolon, ASCII, Chinese "，：；、", Arabic
 * "،؛", Devanagari "।": Unicode's other punctuation, but an apostrophe or quotation mark).
 */
export function firstClause(label) {
  // Without the bidi isolates (U+2066-2069) a right-to-left language's message puts around its parts: the cut leaves them unpaired.
  return label.split(/(?!['"])\p{Po}/u)[0].replace(/[\u2066-\u2069]/gu, "").trimEnd();
}

function drawGoal(ctx, g, theme) {
  const r = squareRect(g, g.size);
  ctx.fillStyle = theme.goal;
  ctx.fillRect(r.x, r.y, r.s, r.s);
  if (r.s < 12) return;
  // A star: the goal reads as the goal without relying on its colour.
  const cx = r.x + r.s / 2, cy = r.y + r.s * 0.56, R = r.s * 0.3, rr = R * 0.45;
  ctx.beginPath();
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const rad = k % 2 ? rr : R;
    ctx.lineTo(cx + rad * Math.cos(a), cy + rad * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = theme.dark ? "rgba(255, 233, 168, 0.45)" : "rgba(91, 61, 0, 0.18)";
  ctx.fill();
}

/** Whether the row ends' chevrons are drawn at this layout (squares big enough, two rows or more). */
export const rowEndsShown = (g) => g.cell >= 28 && g.rows >= 2;

/** Small chevrons at the end of each row show which way the numbers run: on up into the row above. */
function drawDirection(ctx, g, theme) {
  if (!rowEndsShown(g)) return;
  ctx.fillStyle = theme.dark ? "rgba(230,225,214,0.22)" : "rgba(58,48,38,0.2)";
  for (let row = 0; row < g.rows - 1; row++) {
    const last = (row + 1) * g.columns;
    if (last >= g.size) break;
    const r = squareRect(g, last);
    const cx = r.x + r.s / 2, top = r.y + 3, w = r.s * 0.12;
    ctx.beginPath();
    ctx.moveTo(cx - w, top + w); ctx.lineTo(cx, top); ctx.lineTo(cx + w, top + w);
    ctx.closePath();
    ctx.fill();
  }
}

/**
 * A ladder as the board draws it, from the centre of square `a` to the centre of `b` (points),
 * on squares that look `look` pixels wide: its two rails and its rungs (each a segment [p, q]),
 * the rails' and rungs' stroke widths, and whether it casts a shadow. The canvas (drawLadders)
 * and the SVG export (svg.js) both draw this, so a downloaded ladder is the one on screen.
 */
export function ladderGeometry(a, b, look) {
  const half = clamp(look * 0.17, 1.5, 11);
  const rail = clamp(look * 0.07, 1, 4);
  const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy) || 1;
  const ux = dx / len, uy = dy / len, nx = -uy * half, ny = ux * half;
  // Rails start a little outside the square centres, as a real ladder rests on the board.
  const ext = Math.min(look * 0.22, len * 0.1);
  const ax = a.x - ux * ext, ay = a.y - uy * ext, bx = b.x + ux * ext, by = b.y + uy * ext;
  const rails = [
    [{ x: ax + nx, y: ay + ny }, { x: bx + nx, y: by + ny }],
    [{ x: ax - nx, y: ay - ny }, { x: bx - nx, y: by - ny }],
  ];
  const rungs = [];
  if (half >= 2) {
    const gap = Math.max(half * 1.9, 3.5);
    const total = len + 2 * ext;
    const count = Math.max(1, Math.floor(total / gap));
    const offset = (total - (count - 1) * gap) / 2;
    for (let k = 0; k < count; k++) {
      const px = ax + ux * (offset + k * gap), py = ay + uy * (offset + k * gap);
      rungs.push([{ x: px + nx, y: py + ny }, { x: px - nx, y: py - ny }]);
    }
  }
  return { rails, rungs, rail, rungWidth: Math.max(1, rail * 0.8), shadow: look >= 40 };
}

/** Adds segments ([p, q] pairs) to a path. */
function addSegments(path, segments) {
  for (const [p, q] of segments) {
    path.moveTo(p.x, p.y);
    path.lineTo(q.x, q.y);
  }
  return path;
}

// Each ladder is stroked on its own: Skia strokes many small paths faster than one big one.
function drawLadders(ctx, g, jumps, theme, look = g.cell) {
  const shadow = theme.dark ? "rgba(0,0,0,0.55)" : "rgba(60,40,0,0.25)";
  ctx.lineCap = "round";
  for (const { from, to } of jumps) {
    const shape = ladderGeometry(squareCenter(g, from), squareCenter(g, to), look);
    const rails = addSegments(new Path2D(), shape.rails);
    if (shape.shadow) {
      ctx.strokeStyle = shadow;
      ctx.lineWidth = shape.rail + 2.5;
      ctx.stroke(rails);
    }
    if (shape.rungs.length) {
      ctx.strokeStyle = theme.ladderDark;
      ctx.lineWidth = shape.rungWidth;
      ctx.lineCap = "butt";
      ctx.stroke(addSegments(new Path2D(), shape.rungs));
      ctx.lineCap = "round";
    }
    ctx.strokeStyle = theme.ladder;
    ctx.lineWidth = shape.rail;
    ctx.stroke(rails);
  }
}

/** Snake body width at the head for this board; under 3 px snakes are drawn as plain curves. */
export const snakeWidth = (g) => clamp(g.cell * (g.cell < 18 ? 0.16 : g.cell < 34 ? 0.2 : 0.26), 1.5, 15);

/** Squares too small for drawn ladders and snakes: jumps become faint lines with end marks. */
const isDense = (g) => g.cell < 12;

// Big boards: every jump as a faint line, so the squares and their colours stay readable, and a
// mark where it starts, told apart by shape: a triangle at a ladder's foot, a dot on a snake's head.
// The jump under the pointer or cursor is drawn in full on top (drawJumpHighlight).
function drawDenseJumps(ctx, g, ladders, snakes, theme) {
  ctx.save();
  ctx.lineCap = "round";
  ctx.lineWidth = 1;
  ctx.globalAlpha = 0.45;
  ctx.strokeStyle = theme.ladder;
  inBatches(ladders, (p, { from, to }) => {
    const a = squareCenter(g, from), b = squareCenter(g, to);
    p.moveTo(a.x, a.y); p.lineTo(b.x, b.y);
  }, (p) => ctx.stroke(p));
  ctx.strokeStyle = theme.snake;
  inBatches(snakes, (p, { from, to }) => {
    const c = snakeControls(g, from, to);
    p.moveTo(c[0].x, c[0].y); p.bezierCurveTo(c[1].x, c[1].y, c[2].x, c[2].y, c[3].x, c[3].y);
  }, (p) => ctx.stroke(p));
  ctx.globalAlpha = 1;
  const m = Math.max(1.6, g.cell * 0.34);
  // Each triangle is left open (fill() closes it): with closePath after each, the feet of
  // 83,000 ladders took Chromium 2 minutes to build (profiled: all of it in closePath).
  ctx.fillStyle = theme.ladderDark;
  inBatches(ladders, (p, { from }) => {
    const c = squareCenter(g, from);
    p.moveTo(c.x, c.y - m); p.lineTo(c.x + m, c.y + m * 0.8); p.lineTo(c.x - m, c.y + m * 0.8);
  }, (p) => ctx.fill(p));
  ctx.fillStyle = theme.snakeDark;
  inBatches(snakes, (p, { from }) => {
    const c = squareCenter(g, from);
    p.moveTo(c.x + m * 0.85, c.y); p.arc(c.x, c.y, m * 0.85, 0, Math.PI * 2);
  }, (p) => ctx.fill(p));
  ctx.restore();
}

/**
 * Adds `items` to paths of BATCH shapes each (`add(path, item)`) and paints each (`paint(path)`).
 * Skia's time to fill one path grows faster than its shapes: the feet of 77,000 ladders took
 * 100 ms to fill as one path, 35 ms as paths of 64, and 200 ms as 77,000 separate fills (each
 * draw call has its own cost); their lines, 80 ms stroked one by one, 25 ms in batches.
 */
function inBatches(items, add, paint) {
  const BATCH = 64;
  let path = new Path2D();
  for (let i = 0; i < items.length; i++) {
    add(path, items[i]);
    if ((i + 1) % BATCH === 0 || i + 1 === items.length) {
      paint(path);
      path = new Path2D();
    }
  }
}

/**
 * Draws one jump in full over the board, whatever the board's size: the snake or ladder a
 * person points at, so it stands out (on big boards the others are faint lines).
 */
export function drawJumpHighlight(ctx, g, from, to, theme) {
  const look = Math.max(g.cell, 24); // rails and rungs as if squares were at least 24 px
  ctx.save();
  ctx.lineCap = "round";
  ctx.strokeStyle = theme.glow || theme.hover;
  if (to > from) {
    const a = squareCenter(g, from), b = squareCenter(g, to);
    ctx.lineWidth = clamp(look * 0.34, 5, 22) + 5;
    ctx.beginPath(); ctx.moveTo(a.x, a.y); ctx.lineTo(b.x, b.y); ctx.stroke();
    drawLadders(ctx, g, [{ from, to }], theme, look);
  } else {
    const c = snakeControls(g, from, to);
    const thin = snakeWidth(g) < 3;
    ctx.lineWidth = thin ? 8 : snakeWidth(g) * 2 + 6;
    ctx.beginPath(); ctx.moveTo(c[0].x, c[0].y);
    ctx.bezierCurveTo(c[1].x, c[1].y, c[2].x, c[2].y, c[3].x, c[3].y);
    ctx.stroke();
    if (thin) {
      ctx.strokeStyle = theme.snake;
      ctx.lineWidth = 3.5;
      ctx.stroke();
      ctx.beginPath(); ctx.arc(c[0].x, c[0].y, 5.5, 0, Math.PI * 2);
      ctx.fillStyle = theme.snakeDark; ctx.fill();
    } else {
      drawSnake(ctx, g, from, to, theme);
    }
  }
  ctx.restore();
}

// Thin snakes (large boards): a curve and a round head each. (One big path is slower: Skia
// strokes a path of many crossing curves as a whole.)
function drawThinSnakes(ctx, g, jumps, theme) {
  const w0 = snakeWidth(g);
  const r = Math.max(1.8, w0 * 1.1);
  ctx.lineCap = "round";
  ctx.lineWidth = Math.max(1.2, w0 * 0.8);
  for (const { from, to } of jumps) {
    const c = snakeControls(g, from, to);
    ctx.beginPath();
    ctx.moveTo(c[0].x, c[0].y);
    ctx.bezierCurveTo(c[1].x, c[1].y, c[2].x, c[2].y, c[3].x, c[3].y);
    ctx.strokeStyle = theme.snake;
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(c[0].x, c[0].y, r, 0, Math.PI * 2);
    ctx.fillStyle = theme.snakeDark;
    ctx.fill();
  }
}

/**
 * A snake as the board draws it, along the cubic curve `ctl` (head first) with width `w0` at
 * the head: `outline(grow)`, its body's outline (wide at the head, pointed at the tail) grown by
 * `grow`; `edge`, how much the dark rim under the body is grown; `markings`, the diamonds along
 * its spine (four points each); `head`, where its head is, which way it points and its size.
 * The canvas (drawSnake) and the SVG export (svg.js) both draw this.
 */
export function snakeGeometry(ctl, w0, length) {
  const N = 3 * Math.round(clamp(length / (w0 * 3), 4, 10));
  const pts = [];
  for (let k = 0; k <= N; k++) pts.push(bezier(ctl, k / N));
  const edge = Math.max(1, w0 * 0.12) / 2;
  const tangent = [];
  for (let k = 0; k <= N; k++) {
    const q = pts[Math.min(N, k + 1)], o = pts[Math.max(0, k - 1)];
    const tx = q.x - o.x, ty = q.y - o.y, tl = Math.hypot(tx, ty) || 1;
    tangent.push({ x: tx / tl, y: ty / tl });
  }
  const half = (k) => Math.max(0, w0 * (1 - 0.85 * (k / N)) * (k === 0 ? 0.9 : 1) - edge);
  const outline = (grow) => {
    const out = [];
    for (let k = 0; k <= N; k++) out.push({ x: pts[k].x - tangent[k].y * (half(k) + grow), y: pts[k].y + tangent[k].x * (half(k) + grow) });
    out.push({ x: pts[N].x + tangent[N].x * (grow - edge), y: pts[N].y + tangent[N].y * (grow - edge) });
    for (let k = N; k >= 0; k--) out.push({ x: pts[k].x + tangent[k].y * (half(k) + grow), y: pts[k].y - tangent[k].x * (half(k) + grow) });
    return out;
  };
  const markings = [];
  for (let k = 3; k < N - 2; k += 3) {
    const p = pts[k], w = w0 * (1 - 0.85 * (k / N)) * 0.55;
    const q = pts[k + 1], tx = q.x - p.x, ty = q.y - p.y, tl = Math.hypot(tx, ty) || 1;
    const ux = tx / tl, uy = ty / tl;
    markings.push([
      { x: p.x + ux * w * 1.3, y: p.y + uy * w * 1.3 }, { x: p.x - uy * w, y: p.y + ux * w },
      { x: p.x - ux * w * 1.3, y: p.y - uy * w * 1.3 }, { x: p.x + uy * w, y: p.y - ux * w },
    ]);
  }
  const h = pts[0], n1 = pts[2];
  const head = { x: h.x, y: h.y, angle: Math.atan2(h.y - n1.y, h.x - n1.x), length: w0 * 1.55, width: w0 * 1.2 };
  return { w0, edge, outline, markings, head };
}

/** A closed path through `points`. */
function polygon(path, points) {
  points.forEach((p, i) => (i ? path.lineTo(p.x, p.y) : path.moveTo(p.x, p.y)));
  path.closePath();
  return path;
}

function drawSnake(ctx, g, from, to, theme) {
  const w0 = snakeWidth(g);
  const shape = snakeGeometry(snakeControls(g, from, to), w0, jumpLength(g, from, to));
  // The body: a tapering outline around the curve, edged in the dark shade: a dark body a little
  // wider under a light one. (A stroke along the outline looked the same and took Chromium's
  // software drawing twice as long as the fill.)
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.fillStyle = theme.snakeDark;
  ctx.fill(polygon(new Path2D(), shape.outline(2 * shape.edge)));
  ctx.fillStyle = theme.snake;
  ctx.fill(polygon(new Path2D(), shape.outline(0)));
  // Diamond markings along the spine: a pattern, so snakes differ from ladders by more than hue.
  ctx.fillStyle = theme.snakeDark;
  const marks = new Path2D();
  for (const diamond of shape.markings) polygon(marks, diamond);
  ctx.fill(marks);
  drawSnakeHead(ctx, shape.head, w0, theme);
}

/** The head: wider than the body, pointing away from it, with eyes and a forked tongue. */
function drawSnakeHead(ctx, head, w0, theme) {
  ctx.save();
  ctx.translate(head.x, head.y);
  ctx.rotate(head.angle);
  const hl = head.length, hw = head.width;
  if (w0 >= 5) {
    ctx.strokeStyle = theme.tongue;
    ctx.lineWidth = Math.max(1, w0 * 0.14);
    ctx.stroke(new Path2D(tonguePath(hl, hw)));
  }
  ctx.beginPath();
  ctx.ellipse(0, 0, hl, hw, 0, 0, Math.PI * 2);
  ctx.fillStyle = theme.snakeDark;
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(-hl * 0.1, 0, hl * 0.82, hw * 0.78, 0, 0, Math.PI * 2);
  ctx.fillStyle = theme.snake;
  ctx.fill();
  if (w0 >= 3.5) {
    // Both eyes' whites in one fill, then both pupils: the eyes never overlap.
    for (const eye of snakeEyes(hl, hw, w0)) {
      ctx.beginPath();
      for (const side of [-1, 1]) {
        ctx.moveTo(eye.x + eye.r, side * eye.y);
        ctx.arc(eye.x, side * eye.y, eye.r, 0, Math.PI * 2);
      }
      ctx.fillStyle = eye.colour;
      ctx.fill();
    }
  }
  ctx.restore();
}

/** The forked tongue of a head `hl` long and `hw` wide pointing along +x, as SVG path data. */
export const tonguePath = (hl, hw) =>
  `M${hl * 0.8} 0L${hl * 1.45} 0L${hl * 1.7} ${-hw * 0.28}M${hl * 1.45} 0L${hl * 1.7} ${hw * 0.28}`;

/** The eyes of a head `hl` long and `hw` wide pointing along +x: whites, then pupils (at ±y). */
export const snakeEyes = (hl, hw, w0) => [
  { x: hl * 0.35, y: hw * 0.45, r: Math.max(1, w0 * 0.28), colour: "#ffffff" },
  { x: hl * 0.42, y: hw * 0.45, r: Math.max(0.6, w0 * 0.14), colour: "#000000" },
];

/** The number font size that fits a cell, or 0 when numbers would not be readable. */
export function numberSize(g) {
  const digits = String(g.size).length;
  const s = Math.min(g.cell * 0.34, (g.cell * 0.82) / (digits * 0.6), 15);
  return s >= 7 ? s : 0;
}

/** Every square's number with its halo, at `size` px (see numberSize). */
function drawEveryNumber(ctx, g, theme, font, size) {
  ctx.textBaseline = "top";
  ctx.textAlign = "left";
  ctx.lineJoin = "round";
  ctx.font = `600 ${size}px ${font}`;
  ctx.lineWidth = Math.max(2, size * 0.3);
  ctx.strokeStyle = theme.halo;
  const inset = Math.max(2, g.cell * 0.07);
  for (let n = 1; n <= g.size; n++) {
    const r = squareRect(g, n);
    const label = String(n);
    ctx.strokeText(label, r.x + inset, r.y + inset);
    ctx.fillStyle = n === g.size ? theme.goalInk : theme.ink;
    ctx.fillText(label, r.x + inset, r.y + inset);
  }
}

// ---- kept drawings: parts of a board drawn once and copied onto each new drawing

/**
 * The squares' numbers and the ground under the jumps (drawGround), drawn once for a layout,
 * theme and scale, kept as bitmaps and copied onto each new drawing of the board. Outlined text
 * is the dearest thing on a board to rasterize without a GPU (half of a 10 x 10 board's
 * drawing; the ground is 1.2 ms of the 5.5 left), and a designer's edit, a new overlay or a
 * redrawn path changes no number, nor (without an overlay) the ground. Every drawing goes
 * through the bitmap, the first included, so the same board always gives the same pixels (a
 * bitmap made later, copied onto a later drawing, differed from the first in a few pixels'
 * antialiasing). The most recently used are kept, up to KEPT_PIXELS device pixels; a part
 * bigger than half of that (a PNG download's ground) is drawn, not kept. (Keeping each snake and
 * ladder too saved 1 to 2 ms an edit but cost the first paint about 60 ms: one bitmap a jump.)
 */
const kept = new Map();
const KEPT_PIXELS = 8e6;
let keptPixels = 0;

/** The device pixels per CSS pixel when `ctx` draws under a plain scale (a bitmap lands pixel for pixel), else 0. */
function plainScale(ctx) {
  const m = ctx.getTransform();
  return m.b === 0 && m.c === 0 && m.a === m.d && m.a > 0 ? m.a : 0;
}

/**
 * Draws what `draw(ctx)` draws inside `box` ({x, y, w, h}, CSS pixels), from the bitmap kept
 * under `key` (made now if there is none). `scale` is plainScale(ctx).
 */
function drawKept(ctx, key, box, scale, draw) {
  key = `${key}|${scale}`;
  if (box.w * box.h * scale * scale > KEPT_PIXELS / 2) {
    draw(ctx);
    return;
  }
  let entry = kept.get(key);
  if (entry) {
    kept.delete(key); // the most recently used goes last
  } else {
    // Whole device pixels, so the copy lands exactly where the drawing would.
    const x = Math.floor(box.x * scale) / scale, y = Math.floor(box.y * scale) / scale;
    const w = Math.ceil((box.x + box.w) * scale) / scale - x, h = Math.ceil((box.y + box.h) * scale) / scale - y;
    const width = Math.max(1, Math.round(w * scale)), height = Math.max(1, Math.round(h * scale));
    const canvas = makeCanvas(width, height);
    const c = canvas.getContext("2d");
    c.setTransform(scale, 0, 0, scale, -x * scale, -y * scale);
    draw(c);
    // An ImageBitmap is copied as it is; a canvas as a source is snapshotted again each time.
    const bitmap = "transferToImageBitmap" in canvas ? canvas.transferToImageBitmap() : canvas;
    entry = { bitmap, x, y, w, h, pixels: width * height };
    keptPixels += entry.pixels;
    for (const [k, old] of kept) {
      if (keptPixels <= KEPT_PIXELS) break;
      kept.delete(k);
      keptPixels -= old.pixels;
      if ("close" in old.bitmap) old.bitmap.close();
    }
  }
  kept.set(key, entry);
  ctx.drawImage(entry.bitmap, entry.x, entry.y, entry.w, entry.h);
}

function drawNumbers(ctx, g, desc, theme, font, overlay) {
  const size = numberSize(g);
  ctx.textBaseline = "top";
  ctx.textAlign = "left";
  ctx.lineJoin = "round";
  const scale = plainScale(ctx);
  if (size > 0 && scale) {
    const key = ["numbers", g.x0, g.y0, g.cell, g.columns, g.rows, g.size, size, theme.halo, theme.ink, theme.goalInk, font].join("|");
    drawKept(ctx, key, { x: g.x0, y: g.y0, w: g.boardW, h: g.boardH }, scale, (c) => drawEveryNumber(c, g, theme, font, size));
  } else if (size > 0) {
    drawEveryNumber(ctx, g, theme, font, size);
  } else {
    // Too small for every number: label the leftmost square of every few rows, like a ruler.
    const rs = 10;
    ctx.font = `600 ${rs}px ${font}`;
    const every = Math.max(1, Math.ceil((rs * 1.8) / g.cell));
    for (let row = 0; row < g.rows; row += every) {
      const n = Math.min(g.size, row % 2 ? (row + 1) * g.columns : row * g.columns + 1);
      if (row * g.columns + 1 > g.size || squareRect(g, n).x !== g.x0) continue;
      const r = squareRect(g, n);
      const label = String(n);
      const w = ctx.measureText(label).width + 6;
      const x = r.x;
      const y = r.y + r.s / 2 - rs * 0.7;
      ctx.fillStyle = theme.halo;
      roundRect(ctx, x, y, w, rs * 1.4, 3);
      ctx.fill();
      ctx.fillStyle = theme.ink;
      ctx.fillText(label, x + 3, y + rs * 0.22);
    }
  }
  // With an overlay, each square also shows its value in the middle (e.g. throws to the end).
  if (overlay?.label && g.cell >= 22) {
    const ds = clamp(g.cell * 0.34, 10, 22);
    ctx.font = `700 ${ds}px ${font}`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.lineWidth = Math.max(2.5, ds * 0.25);
    ctx.strokeStyle = theme.halo;
    for (let n = 1; n <= g.size; n++) {
      const label = overlay.label(n, g);
      if (label === null || label === undefined || label === "") continue;
      const r = squareRect(g, n);
      const cx = r.x + r.s / 2, cy = r.y + r.s * 0.6;
      ctx.strokeText(label, cx, cy);
      ctx.fillStyle = theme.ink;
      ctx.fillText(label, cx, cy);
    }
  }
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** The radius of a player's token on this board. */
export function tokenRadius(g) {
  return clamp(g.cell * 0.27, 7, 20);
}

/**
 * Where token `index` of `count` tokens sharing square n sits, so none hides another.
 * In the start area tokens stand in a row.
 */
export function tokenSpot(g, n, index, count) {
  const c = squareCenter(g, n);
  if (count <= 1) return c;
  const r = tokenRadius(g);
  if (n <= 0) return startSlot(g, index);
  const spread = Math.min(g.cell * 0.22, r * 0.9);
  const a = (index / count) * Math.PI * 2 - Math.PI / 4;
  return { x: c.x + Math.cos(a) * spread, y: c.y + Math.sin(a) * spread };
}

/**
 * Draws tokens: [{x, y, color, label, active, lift, radius?}]. `label` is a short text (an initial);
 * `active` gets a ring; `lift` (0..1) raises the token with a shadow while it hops.
 */
export function drawTokens(ctx, g, tokens, theme, font = "system-ui, sans-serif") {
  const R = tokenRadius(g);
  for (const t of tokens) {
    const r = t.radius || R;
    const lift = t.lift || 0;
    const y = t.y - lift * r * 0.9;
    ctx.beginPath();
    ctx.ellipse(t.x, t.y + r * 0.55, r * (0.9 - lift * 0.2), r * 0.35, 0, 0, Math.PI * 2);
    ctx.fillStyle = `rgba(0,0,0,${0.28 - lift * 0.12})`;
    ctx.fill();
    if (t.active) {
      ctx.beginPath();
      ctx.arc(t.x, y, r + 4, 0, Math.PI * 2);
      ctx.strokeStyle = theme.cursor;
      ctx.lineWidth = 2.5;
      ctx.stroke();
    }
    ctx.beginPath();
    ctx.arc(t.x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = t.color;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = theme.tokenOutline;
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(t.x - r * 0.3, y - r * 0.35, r * 0.28, 0, Math.PI * 2);
    ctx.fillStyle = "rgba(255,255,255,0.35)";
    ctx.fill();
    if (t.label) {
      ctx.font = `700 ${Math.round(r * 1.05)}px ${font}`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillStyle = t.ink || tokenInk(t.color);
      ctx.fillText(t.label, t.x, y + r * 0.06);
    }
  }
}

/**
 * The colour a token's label is written in on a token of `color`: white or black, whichever
 * contrasts more (WCAG's ratio; black on the red token, 5.4:1 where white gives 3.9:1).
 */
export function tokenInk(color) {
  const l = luminance(color.startsWith("rgb") ? color.match(/\d+/g).map(Number) : hexRgb(color));
  return 1.05 / (l + 0.05) > (l + 0.05) / 0.05 ? "#ffffff" : "#000000";
}

/**
 * Path markers: [{square, label}] drawn as small numbered badges in the square's corner,
 * e.g. where each throw of the shortest path comes to rest.
 */
export function drawMarkers(ctx, g, markers, theme, font = "system-ui, sans-serif") {
  const R = clamp(g.cell * 0.2, 6, 12);
  for (const m of markers) {
    let x, y;
    if (m.square <= 0) { const c = squareCenter(g, 0); x = c.x; y = c.y - R * 1.6; }
    else { const r = squareRect(g, m.square); x = r.x + r.s - R - 1; y = r.y + r.s - R - 1; }
    ctx.beginPath();
    ctx.arc(x, y, R, 0, Math.PI * 2);
    ctx.fillStyle = theme.marker;
    ctx.fill();
    ctx.font = `700 ${Math.round(R * 1.15)}px ${font}`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillStyle = theme.markerInk;
    ctx.fillText(m.label, x, y + 0.5, R * 1.8);
  }
}

/** A square outline for the keyboard cursor (style "cursor") or the hovered square ("hover"). */
export function drawSquareHighlight(ctx, g, n, theme, style = "cursor") {
  if (n === null || n === undefined) return;
  const r = n <= 0 ? { x: g.start.x, y: g.start.y, s: 0 } : squareRect(g, n);
  const w = n <= 0 ? g.start.w : r.s, h = n <= 0 ? g.start.h : r.s;
  if (style === "hover") {
    ctx.fillStyle = theme.hover;
    ctx.fillRect(r.x, r.y, w, h);
    return;
  }
  const lw = clamp(g.cell * 0.08, 2, 4);
  ctx.lineWidth = lw;
  ctx.strokeStyle = theme.cursor;
  ctx.strokeRect(r.x + lw / 2, r.y + lw / 2, w - lw, h - lw);
  ctx.lineWidth = 1;
  ctx.strokeStyle = theme.dark ? "#000" : "#fff";
  ctx.strokeRect(r.x + lw + 0.5, r.y + lw + 0.5, Math.max(0, w - 2 * lw - 1), Math.max(0, h - 2 * lw - 1));
}

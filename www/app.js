// The page: loads the core, keeps the state, wires the controls to the board view.
//
// Test hooks (stable ids and attributes for end-to-end tests; nothing else is promised):
//   body[data-ready="1"]       the wasm core is loaded and the first board is painted
//   body[data-animating="1"]   present while a token or the die is moving; removed when still
//   body[data-mode]            "solve" or "play": which tokens the board shows
//   body[data-computer-turn="1"] a computer player is about to roll (between moves, not animating)
//   #board-canvas              the board (focusable; arrow keys move a square cursor;
//                              data-size, data-columns, data-rows, data-jumps "from-to,...")
//   #square-status             what the hovered or focused square holds, in words
//   #board-text, #board-format the "Board" text area and its format choice (auto = detect)
//   #detected-format           the format the text was read as (native, ruby, json, hackerrank, leetcode)
//   #parse-error               the parser's message (with line and column) for bad text; empty when good
//   #board-warnings            chains and shared ends in the current board
//   #gen-rows, #gen-columns, #gen-snakes, #gen-ladders, #seed, #gen-reachable, #new-world
//   #generate-error            the world builder's message for impossible requests; empty when good
//   #rule-start, #rule-overshoot, #rule-jumps, #rule-faces
//   #solve-button, #replay-button, #speed, #show-distances, #randomize, #randomness, #solve-seed
//   #min-throws                the fewest throws (data-value; -1 when the end cannot be reached)
//   #path-text                 the rolls and each throw of the shortest path, in words
//   #why                       why the path is the shortest (distances falling by one per throw)
//   #legend                    the distance colours (shown with #show-distances)
//   #players (rows: #player-N-name, #player-N-type), #add-player, #knock-off, #sixes-again,
//   #three-sixes, #game-seed, #new-game, #roll-button (aria-disabled="true" while a move plays
//                              and after a win),
//   #undo-button, #die (aria-label "Die showing N"), #turn-status (whose turn, or who won)
//   #game-log                  one <li> per move, in the core's words
//   #analysis ...              the "How long does a game take?" card: see analysis-panel.js; its
//                              code loads when the card comes near the screen
//                              (?workers=N in the page URL sets the simulation's worker count)
//   #game-message              why a game could not start, or that changes apply to the next game
//   #page-error                a bad or tampered link, or a damaged saved game (hidden when none)
//   #announcer                 the polite live region
// The URL hash holds the view (see state.js); localStorage key "snakes-ladders/game/v1" the game.

import init, * as core from "./pkg/snakes_ladders.js";
import {
  LIGHT, DARK, UNREACHABLE, MAX_DRAWN_SQUARES, describeBoard, layoutBoard, drawBoard, drawTokens, drawMarkers, drawJumpHighlight,
  drawSquareHighlight, squareAtPoint, squareRect, squareCenter, neighbour, tokenSpot, startTokenRadius,
} from "./board-view.js";
import { moveSegments, pathSegments, play } from "./animate.js";
import {
  announce, setupDie, showDie, tumbleDie, renderPlayers, tokenLabels, renderPath, renderLegend,
  appendLog, PLAYER_COLOURS,
} from "./controls.js";
import { defaultView, decodeHash, encodeHash, storeGame, loadGame, forgetGame, MAX_BOARD_TEXT } from "./state.js";

const $ = (id) => document.getElementById(id);
const FONT = 'ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The 1952 Chutes and Ladders layout: the board people know, shown when nothing else is asked. */
const CLASSIC = {
  size: 100,
  ladders: [[1, 38], [4, 14], [9, 31], [21, 42], [28, 84], [36, 44], [51, 67], [71, 91], [80, 100]],
  snakes: [[16, 6], [47, 26], [49, 11], [56, 53], [62, 19], [64, 60], [87, 24], [93, 73], [95, 75], [98, 78]],
};
const PUZZLE_FORMATS = ["hackerrank", "leetcode"];

const S = {
  view: defaultView(),
  board: null, desc: null, boardKey: "",
  distances: null,         // distances under the current rules, for hover and the overlay
  shown: null,             // the solution on display
  solverSquare: null, solverPos: null, markersShown: 0,
  mode: "solve",
  game: null, setup: null, log: [], tokenSquares: [], moving: null,
  cursor: null, hover: null, keyboard: false,
  geom: null, layout: null, dpr: 1, theme: LIGHT, layer: null, layerDirty: true,
  anim: null, busy: false, computerTimer: 0, paintQueued: false,
  typed: { world: false, game: false, solve: false },
};

const media = {
  dark: matchMedia("(prefers-color-scheme: dark)"),
  reduced: matchMedia("(prefers-reduced-motion: reduce)"),
};
const reduced = () => media.reduced.matches;
const freshSeed = () => 1 + Math.floor(Math.random() * 999999);
const hasOwn = (o, k) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------- errors shown to a person

function pageError(text) {
  const p = $("page-error");
  p.textContent = text;
  p.hidden = !text;
}

const message = (e) => String(e && e.message ? e.message : e);

// ---------------------------------------------------------------- the board

function classicBoard() {
  const flat = [...CLASSIC.ladders, ...CLASSIC.snakes].sort((a, b) => a[0] - b[0]).flat();
  return new core.Board(CLASSIC.size, Uint32Array.from(flat));
}

function classicText() {
  const pairs = (list) => list.map(([a, b]) => `[${a}, ${b}]`).join(", ");
  return `{"size": 100,\n "ladders": [${pairs(CLASSIC.ladders)}],\n "snakes": [${pairs(CLASSIC.snakes)}]}`;
}

const grouped = (n) => n.toLocaleString("en");

/** The board a source describes; throws the core's message when it cannot be built. */
function buildBoard(source) {
  if (source.kind === "classic") return { board: classicBoard(), boards: null };
  if (source.kind === "gen") {
    if (!core.Board.generate) throw new Error("the world builder is not available in this build");
    const board = core.Board.generate({
      size: source.rows * source.cols, columns: source.cols, snakes: source.snakes,
      ladders: source.ladders, seed: source.seed, reachable: source.reachable,
    });
    return { board, boards: null };
  }
  const format = source.format === "auto" ? undefined : source.format;
  const big = oversize(source.text);
  if (big) throw new Error(big);
  // The link holds the board (a reload reads it back), and browsers drop links over about 2 MB.
  const linked = new URLSearchParams([["board", source.text]]).toString().length - "board=".length;
  if (linked > MAX_BOARD_TEXT) {
    throw new Error(`the text takes ${grouped(linked)} characters in a link (${grouped(source.text.length)} as typed); ` +
      `the page reads boards whose link fits in ${grouped(MAX_BOARD_TEXT)} characters, so that a reload or a shared link brings them back`);
  }
  if (core.Board.parseAll) {
    const boards = core.Board.parseAll(source.text, format);
    if (!boards.length) throw new Error("no board found in the text");
    const pick = Math.min(source.pick || 1, boards.length);
    const size = boards[pick - 1].size;
    if (size > MAX_DRAWN_SQUARES) {
      for (const b of boards) b.free?.();
      throw new Error(`this board has ${grouped(size)} squares; the page draws boards of up to ${grouped(MAX_DRAWN_SQUARES)} squares (the snakes command solves bigger ones)`);
    }
    return { board: boards[pick - 1], boards };
  }
  if (core.Board.parse) return { board: core.Board.parse(source.text, format), boards: null };
  throw new Error("reading boards from text is not available in this build");
}

function boardText(board) {
  if (hasOwn(Object.getPrototypeOf(board), "toString")) {
    try { return board.toString(); } catch { /* fall through */ }
  }
  if (S.view.source.kind === "classic") return classicText();
  const flat = Array.from(board.jumps());
  const ladders = [], snakes = [];
  for (let i = 0; i < flat.length; i += 2) (flat[i + 1] > flat[i] ? ladders : snakes).push(`[${flat[i]}, ${flat[i + 1]}]`);
  return `{"size": ${board.size},\n "ladders": [${ladders.join(", ")}],\n "snakes": [${snakes.join(", ")}]}`;
}

/** Puts a board on screen. `fromText` keeps the text area as the person typed it. */
function setBoard(built, source, { fromText = false } = {}) {
  const { board, boards } = built;
  const old = S.boardKey;
  if (S.board && S.board !== board && !(boards && boards.includes(S.board))) S.board.free?.();
  S.board = board;
  S.view.source = source;
  S.boardKey = encodeHash({ ...defaultView(), source });
  S.desc = describeBoard(board.size, board.columns, board.rows, board.jumps());
  const canvas = $("board-canvas");
  canvas.dataset.size = board.size;
  canvas.dataset.columns = board.columns;
  canvas.dataset.rows = board.rows;
  canvas.dataset.jumps = S.desc.jumps.map((j) => `${j.from}-${j.to}`).join(",");
  const ladders = S.desc.jumps.filter((j) => j.to > j.from).length;
  const snakes = S.desc.jumps.length - ladders;
  canvas.setAttribute("aria-label",
    `Board of ${board.size} squares in ${board.rows} rows of ${board.columns}, numbered from the bottom left, ` +
    `with ${ladders} ${ladders === 1 ? "ladder" : "ladders"} and ${snakes} ${snakes === 1 ? "snake" : "snakes"}. ` +
    "Use the arrow keys to move between squares.");
  if (!fromText) {
    $("board-text").value = boardText(board);
    $("detected-format").textContent = board.format || (S.view.source.kind === "classic" && !hasOwn(Object.getPrototypeOf(board), "toString") ? "json" : "native");
    $("parse-error").textContent = "";
  } else {
    $("detected-format").textContent = board.format || "–";
  }
  const pickWrap = $("pick-wrap"), pick = $("board-pick");
  if (boards && boards.length > 1) {
    pick.replaceChildren(...boards.map((b, i) => {
      const o = document.createElement("option");
      o.value = String(i + 1);
      o.textContent = `${i + 1} of ${boards.length} (${b.size} squares)`;
      return o;
    }));
    pick.value = String(Math.min(source.pick || 1, boards.length));
    pickWrap.hidden = false;
  } else {
    pickWrap.hidden = true;
  }
  const warnings = board.warnings();
  $("board-warnings").replaceChildren(...warnings.map((w) => {
    const li = document.createElement("li");
    li.textContent = `Note: ${w}`;
    return li;
  }));
  if (board.seed !== undefined && source.kind === "gen") $("seed").value = String(board.seed);
  if (S.cursor !== null && S.cursor > board.size) S.cursor = board.size;
  clearSolution();
  if (old && old !== S.boardKey && S.game) endGame("The board changed: press New game to play on it.");
  refreshDistances();
  S.layerDirty = true;
  resize();
}

function loadSource(source, opts) {
  setBoard(buildBoard(source), source, opts);
}

// ---------------------------------------------------------------- rules and distances

function rulesFromControls() {
  const faces = Number($("rule-faces").value);
  return {
    start: $("rule-start").value,
    overshoot: $("rule-overshoot").value,
    jumps: $("rule-jumps").value,
    faces: Number.isInteger(faces) && faces >= 2 && faces <= 1000 ? faces : 6,
  };
}

function showRules(r) {
  $("rule-start").value = r.start;
  $("rule-overshoot").value = r.overshoot;
  $("rule-jumps").value = r.jumps;
  $("rule-faces").value = String(r.faces);
}

const startSquare = (rules = S.view.rules) => (rules.start === "1" ? 1 : 0);

function refreshDistances() {
  try {
    const sol = S.board.solve(S.view.rules, {});
    S.distances = sol.distances;
    $("rules-note").textContent = "";
  } catch (e) {
    S.distances = null;
    $("rules-note").textContent = message(e);
  }
  updateLegend();
  S.layerDirty = true;
  updateStatus();
  updateAnalysis();
}

// ---------------------------------------------------------------- the analysis card

let analysis = null, analysisQueued = false;

/** Tells the analysis card the board, rules and players on screen (once per task). */
function updateAnalysis() {
  if (!analysis || analysisQueued) return;
  analysisQueued = true;
  queueMicrotask(() => {
    analysisQueued = false;
    if (!S.board) return;
    const g = S.view.game;
    analysis.update({
      board: S.board, boardKey: S.boardKey, desc: S.desc, rules: S.view.rules,
      players: g.players.map((p) => p.name),
      house: { knockOff: g.knockOff, sixesAgain: g.sixesAgain, threeSixesEnd: g.threeSixesEnd },
    });
  });
}

function onRulesChanged() {
  S.view.rules = rulesFromControls();
  clearSolution();
  refreshDistances();
  if (S.game && S.setup && JSON.stringify(S.setup.rules) !== JSON.stringify(S.view.rules)) {
    $("game-message").textContent = "The game in progress keeps its rules; new rules apply from the next New game.";
  }
  syncHash();
  requestPaint();
}

// ---------------------------------------------------------------- drawing

function resize() {
  const frame = $("board-frame"), canvas = $("board-canvas");
  if (!S.desc) return;
  const width = Math.max(200, Math.floor(frame.clientWidth));
  // On a wide screen the whole board (and its start area) fits in the window beside the controls;
  // on a phone the board takes the width and the page scrolls.
  // On a phone during a game the board stays pinned at the top (see style.css), so it takes
  // at most about half the screen and the Roll button stays in reach below it.
  const wide = window.innerWidth >= 900;
  const maxHeight = wide ? Math.max(360, window.innerHeight - 150)
    : S.mode === "play" ? Math.max(240, window.innerHeight * 0.45) : Math.max(320, window.innerHeight * 1.2);
  S.dpr = Math.max(1, Math.min(3, window.devicePixelRatio || 1));
  // Up to 40 columns, squares stay big enough to show their numbers; a narrow screen scrolls.
  const minCell = S.desc.columns <= 40 ? 22 : 0;
  // Loading calls this three times over (the link, main, the first ResizeObserver callback):
  // the same layout keeps the canvas and its cached board layer, and only repaints.
  const layout = [S.desc, width, maxHeight, S.dpr, minCell];
  if (S.layout?.every((v, i) => v === layout[i])) {
    paint();
    return;
  }
  S.layout = layout;
  S.geom = layoutBoard(S.desc, width, maxHeight, S.dpr, minCell);
  canvas.style.width = `${S.geom.width}px`;
  canvas.style.height = `${S.geom.height}px`;
  canvas.width = Math.round(S.geom.width * S.dpr);
  canvas.height = Math.round(S.geom.height * S.dpr);
  S.layerDirty = true;
  paint();
  // Scrolling to a control must not leave it under the pinned board.
  const pinned = !wide && S.mode === "play";
  document.documentElement.style.scrollPaddingTop = pinned ? `${Math.ceil($("board-frame").offsetHeight + 16)}px` : "";
}

function renderLayer() {
  const canvas = $("board-canvas");
  if (!S.layer) S.layer = document.createElement("canvas");
  S.layer.width = canvas.width;
  S.layer.height = canvas.height;
  const ctx = S.layer.getContext("2d");
  ctx.setTransform(S.dpr, 0, 0, S.dpr, 0, 0);
  drawBoard(ctx, S.geom, S.desc, S.theme, {
    distances: S.view.solve.overlay ? landingDistances() : null,
    expected: analysis?.overlay() ?? null,
    startLabel: startLabel(),
    font: FONT,
  });
  S.layerDirty = false;
}

function startLabel() {
  const base = startSquare() === 1 ? "Players start on square 1" : "Start, off the board";
  const d = S.distances?.[startSquare()];
  const expected = analysis?.startLabel(base, startSquare());
  if (expected) return expected;
  if (!S.view.solve.overlay || d === undefined) return base;
  return d === UNREACHABLE ? `${base}: the end cannot be reached` : `${base}: ${d} ${d === 1 ? "throw" : "throws"} to the end`;
}

/** Where landing on square n leaves a token: after its snake or ladder (and the chain, if chained). */
function restingSquare(n) {
  let end = S.desc.jumpTo[n] || n, guard = 0;
  if (S.view.rules.jumps === "chain") while (S.desc.jumpTo[end] && guard++ < 64) end = S.desc.jumpTo[end];
  return end;
}

/** Throws to the end after landing on each square: what a player wants to see on the overlay. */
function landingDistances() {
  if (!S.distances) return null;
  const out = Uint32Array.from(S.distances);
  for (const j of S.desc.jumps) out[j.from] = S.distances[restingSquare(j.from)];
  return out;
}

function requestPaint() {
  if (S.paintQueued) return;
  S.paintQueued = true;
  requestAnimationFrame(() => { S.paintQueued = false; paint(); });
}

function playerTokens() {
  const names = (S.setup ? S.setup.players : S.view.game.players).map((p) => p.name);
  const labels = tokenLabels(names);
  const squares = S.game ? S.tokenSquares : names.map(() => startSquare());
  const current = S.game && S.game.winner == null ? S.game.currentPlayer : -1;
  const bySquare = new Map();
  squares.forEach((sq, i) => {
    if (S.moving && S.moving.player === i) return;
    if (!bySquare.has(sq)) bySquare.set(sq, []);
    bySquare.get(sq).push(i);
  });
  const tokens = [];
  for (const [sq, list] of bySquare) {
    list.forEach((i, k) => {
      const p = tokenSpot(S.geom, sq, k, list.length);
      tokens.push({ x: p.x, y: p.y, color: PLAYER_COLOURS[i].color, label: labels[i], active: i === current,
        radius: sq === 0 ? startTokenRadius(S.geom) : 0 });
    });
  }
  if (S.moving) {
    const i = S.moving.player;
    tokens.push({ x: S.moving.x, y: S.moving.y, lift: S.moving.lift, color: PLAYER_COLOURS[i].color, label: labels[i], active: true });
  }
  return tokens;
}

function solverTokens() {
  const t = { color: "#56B4E9", ink: "#000000", label: "" };
  if (S.solverPos) return [{ ...t, ...S.solverPos }];
  const sq = S.solverSquare ?? startSquare();
  const c = squareCenter(S.geom, sq);
  return [{ ...t, x: c.x, y: c.y }];
}

function paint() {
  if (!S.geom || !S.desc) return;
  const canvas = $("board-canvas");
  if (S.layerDirty || !S.layer) renderLayer();
  const ctx = canvas.getContext("2d");
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(S.layer, 0, 0);
  ctx.setTransform(S.dpr, 0, 0, S.dpr, 0, 0);
  if (S.hover !== null && S.hover !== S.cursor) drawSquareHighlight(ctx, S.geom, S.hover, S.theme, "hover");
  // The snake or ladder at the square being read stands out (on big boards the rest are faint).
  const reading = S.hover ?? (document.activeElement === canvas ? S.cursor : null);
  if (reading) {
    const to = S.desc.jumpTo[reading];
    if (to) drawJumpHighlight(ctx, S.geom, reading, to, S.theme);
    for (const from of S.desc.jumpsInto.get(reading) || []) drawJumpHighlight(ctx, S.geom, from, reading, S.theme);
  }
  if (S.mode === "solve" && S.shown && S.shown.minThrows !== null) {
    const markers = S.shown.path.slice(0, S.markersShown).map((s, i) => ({ square: s.to, label: String(i + 1) }));
    drawMarkers(ctx, S.geom, markers, S.theme, FONT);
  }
  drawTokens(ctx, S.geom, S.mode === "play" ? playerTokens() : solverTokens(), S.theme, FONT);
  if (S.keyboard && S.cursor !== null && document.activeElement === canvas) {
    drawSquareHighlight(ctx, S.geom, S.cursor, S.theme, "cursor");
  }
}

function applyTheme() {
  S.theme = media.dark.matches ? DARK : LIGHT;
  S.layerDirty = true;
  updateLegend();
  requestPaint();
}

function updateLegend() {
  const legend = $("legend");
  legend.hidden = !(S.view.solve.overlay && S.distances);
  if (!legend.hidden) renderLegend(legend, S.theme, landingDistances());
  else if (analysis?.renderLegend(legend, S.theme)) legend.hidden = false;
}

// ---------------------------------------------------------------- reading squares

function describeSquare(n) {
  if (n === null) return "";
  const d = S.distances;
  const count = (v) => `${v} ${v === 1 ? "throw" : "throws"}`;
  if (n === 0) {
    if (startSquare() === 1) return "Off the board. Under these rules players start on square 1.";
    if (!d) return "Start, off the board.";
    return d[0] === UNREACHABLE ? "Start, off the board. The end cannot be reached from here."
      : `Start, off the board: ${count(d[0])} to the end at best.`;
  }
  const sentences = [];
  const into = S.desc.jumpsInto.get(n) || [];
  const arrivals = into.map((from) => (from < n ? `the top of the ladder from ${from}` : `the tail of the snake from ${from}`));
  const to = S.desc.jumpTo[n];
  let head = `Square ${n}`;
  if (n === S.desc.size) head += ", the finish";
  if (to) head += to > n ? `: the foot of a ladder up to ${to}` : `: the head of a snake down to ${to}`;
  else if (arrivals.length) head += `: ${arrivals.join(" and ")}`;
  sentences.push(head + ".");
  if (to && arrivals.length) sentences.push(`Also ${arrivals.join(" and ")}.`);
  if (d && n !== S.desc.size) {
    const v = d[to ? restingSquare(n) : n];
    if (to) sentences.push(v === UNREACHABLE ? "Landing here, the end cannot be reached." : `Landing here leaves ${count(v)} to the end.`);
    else sentences.push(v === UNREACHABLE ? "The end cannot be reached from here." : `${count(v)} to the end from here.`.replace(/^./, (c) => c.toUpperCase()));
  }
  const expected = analysis?.describeSquare(n, to ? restingSquare(n) : n);
  if (expected) sentences.push(expected);
  if (S.mode === "play" && S.game) {
    const names = S.setup.players.map((p) => p.name);
    const here = S.tokenSquares.map((s, i) => (s === n ? names[i] : null)).filter(Boolean);
    if (here.length) sentences.push(`${here.join(" and ")} ${here.length === 1 ? "is" : "are"} here.`);
  }
  return sentences.join(" ");
}

/** Keeps square n in view when the board is wider than its frame (big boards on phones). */
function scrollIntoFrame(n) {
  const frame = $("board-frame");
  if (!S.geom || frame.scrollWidth <= frame.clientWidth) return;
  const r = n === 0 ? { x: S.geom.start.x, s: S.geom.cell } : squareRect(S.geom, n);
  if (r.x < frame.scrollLeft) frame.scrollLeft = r.x - S.geom.cell;
  else if (r.x + r.s > frame.scrollLeft + frame.clientWidth) frame.scrollLeft = r.x + r.s - frame.clientWidth + S.geom.cell;
}

function updateStatus() {
  const n = S.hover ?? S.cursor;
  const status = $("square-status");
  if (!S.desc) return;
  const text = n === null ? "Tap or point at a square, or focus the board and use the arrow keys, to read what is there." : describeSquare(n);
  if (status.textContent !== text) status.textContent = text;
  const tip = $("tooltip");
  if (n === null || !S.geom) { tip.hidden = true; return; }
  tip.textContent = describeSquare(n);
  tip.hidden = false;
  const frame = $("board-frame");
  const r = n === 0 ? { x: S.geom.start.x, y: S.geom.start.y, s: S.geom.start.h } : squareRect(S.geom, n);
  const w = tip.offsetWidth, h = tip.offsetHeight;
  let x = r.x + r.s / 2 - w / 2, y = r.y - h - 6;
  if (y < 0) y = r.y + r.s + 6;
  x = Math.max(4, Math.min(S.geom.width - w - 4, x));
  tip.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
}

// ---------------------------------------------------------------- solving

function clearSolution() {
  cancelAnimation();
  S.shown = null;
  S.solverSquare = null;
  S.solverPos = null;
  S.markersShown = 0;
  S.view.solve.shown = false;
  $("solve-result").hidden = true;
  $("replay-button").disabled = true;
}

function solve({ animate = true } = {}) {
  cancelAnimation();
  const opts = {};
  const sv = S.view.solve;
  if (sv.randomize) {
    const typed = $("solve-seed").value.trim();
    let seed;
    if (S.typed.solve && typed !== "") {
      seed = Number(typed);
      if (!/^\d{1,16}$/.test(typed)) { showSolveError(`The path seed must be a whole number, not '${typed}'.`); return; }
    } else if (!animate && sv.seed !== null) {
      seed = sv.seed;
    } else {
      seed = freshSeed();
    }
    S.typed.solve = false;
    sv.seed = seed;
    $("solve-seed").value = String(seed);
    opts.randomness = sv.randomness;
    opts.seed = seed;
  }
  let sol;
  try {
    sol = S.board.solve(S.view.rules, opts);
  } catch (e) {
    showSolveError(message(e));
    return;
  }
  S.shown = sol;
  S.distances = sol.distances;
  setMode("solve");
  sv.shown = true;
  syncHash();
  showSolutionText(sol);
  $("replay-button").disabled = sol.minThrows === null;
  if (sol.minThrows === null) {
    S.solverSquare = startSquare();
    requestPaint();
  } else if (animate) {
    runSolution();
  } else {
    S.markersShown = sol.path.length;
    S.solverSquare = sol.path.length ? sol.path[sol.path.length - 1].to : startSquare();
    requestPaint();
  }
}

function showSolveError(text) {
  $("solve-result").hidden = false;
  const min = $("min-throws");
  min.textContent = "–";
  min.dataset.value = "";
  $("sequences").textContent = "";
  $("path-text").replaceChildren();
  $("why").textContent = text;
  announce($("announcer"), text);
}

function showSolutionText(sol) {
  $("solve-result").hidden = false;
  const min = $("min-throws");
  const start = startSquare();
  if (sol.minThrows === null) {
    min.textContent = "unreachable: the end cannot be reached";
    min.dataset.value = "-1";
    $("sequences").textContent = "";
    $("path-text").replaceChildren();
    $("why").textContent = "No sequence of rolls reaches the last square from the start under these rules. " +
      "Colour the squares by throws to the end: the hatched ones cannot reach it, and the start is among them.";
    announce($("announcer"), "The end cannot be reached on this board under these rules.");
    return;
  }
  min.textContent = String(sol.minThrows);
  min.dataset.value = String(sol.minThrows);
  const count = sol.optimalSequences;
  $("sequences").textContent = count === "1" ? "This is the only roll sequence that short."
    : `${count} different roll sequences are equally short${S.view.solve.randomize ? "; this one was picked at random" : "; this is the first"}.`;
  renderPath($("path-text"), sol, S.desc);
  const d = sol.distances;
  const chain = [d[start], ...sol.path.map((s) => d[s.to])];
  $("why").textContent = sol.minThrows === 0 ? "The start is already the end."
    : `Why no path is shorter: every square has a number, the fewest throws from it to the end ` +
      `(turn on the colouring to see them all). The start's number is ${d[start]}. ` +
      `No throw can lower that number by more than one, because a square one throw away from a lower number would itself have a lower number. ` +
      `This path lowers it by exactly one with every throw (${chain.join(" → ")}), so it reaches 0 in ${sol.minThrows}, and nothing can do better.`;
  const rolls = Array.from(sol.rolls).join(", ");
  announce($("announcer"), `Fewest throws: ${sol.minThrows}. Rolls: ${rolls}.`);
}

function runSolution() {
  const sol = S.shown;
  if (!sol || sol.minThrows === null) return;
  cancelAnimation();
  S.markersShown = 0;
  S.solverSquare = startSquare();
  setAnimating(true);
  const anim = play(pathSegments(sol.path, S.desc), {
    geometry: () => S.geom, speed: S.view.solve.speed, reduced: reduced(),
    onSegment: (seg) => {
      if (seg.kind === "rest") S.markersShown = seg.throwIndex + 1;
      highlightStep(seg.throwIndex);
    },
    onFrame: (p) => { S.solverPos = { x: p.x, y: p.y, lift: p.lift }; paint(); },
  });
  S.anim = anim;
  anim.done.then((finished) => {
    if (S.anim !== anim) return;
    S.anim = null;
    S.solverPos = null;
    highlightStep(-1);
    if (finished) {
      S.markersShown = sol.path.length;
      S.solverSquare = sol.path[sol.path.length - 1]?.to ?? startSquare();
    }
    setAnimating(false);
    requestPaint();
  });
}

/** Marks the throw being animated in the list of steps (-1 for none). */
function highlightStep(i) {
  $("path-text").querySelectorAll(".steps li").forEach((li, k) => li.classList.toggle("current", k === i));
}

function cancelAnimation() {
  if (S.anim) {
    const a = S.anim;
    S.anim = null;
    a.cancel();
    S.solverPos = null;
    S.moving = null;
    setAnimating(false);
  }
}

function setAnimating(on) {
  if (on) document.body.dataset.animating = "1";
  else delete document.body.dataset.animating;
}

function setMode(mode) {
  const changed = S.mode !== mode;
  S.mode = mode;
  S.view.tab = mode;
  document.body.dataset.mode = mode;
  if (changed) resize();
  requestPaint();
}

/** On a narrow screen the board may be scrolled away from the button pressed: bring it back. */
function showBoard() {
  const frame = $("board-frame");
  const r = frame.getBoundingClientRect();
  if (r.top >= 0 && r.bottom <= window.innerHeight) return;
  frame.scrollIntoView({ block: "start", behavior: reduced() ? "auto" : "smooth" });
}

// ---------------------------------------------------------------- playing

const gameAvailable = () => typeof core.Game === "function";

function currentSetup() {
  return {
    players: S.view.game.players.map((p) => ({ ...p })),
    knockOff: $("knock-off").checked,
    sixesAgain: $("sixes-again").checked,
    threeSixesEnd: $("three-sixes").checked,
    rules: { ...S.view.rules },
  };
}

function createGame(setup, seed) {
  return new core.Game(S.board, {
    players: setup.players.map((p) => p.name),
    rules: setup.rules,
    knockOff: setup.knockOff,
    sixesAgain: setup.sixesAgain,
    threeSixesEnd: setup.threeSixesEnd,
    seed,
  });
}

function resetGameState() {
  clearTimeout(S.computerTimer);
  delete document.body.dataset.computerTurn;
  cancelAnimation();
  S.busy = false;
  S.game?.free?.();
  S.game = null;
  S.log = [];
  $("game-log").replaceChildren();
  showDie($("die"), null);
}

function endGame(note) {
  resetGameState();
  S.setup = null;
  S.view.game.seed = null;
  S.view.game.moves = 0;
  forgetGame();
  $("game-message").textContent = note;
  updateTurn();
}

/** Starts a game; returns false (with a message shown) when the core refuses. */
function newGame() {
  if (!gameAvailable()) {
    $("game-message").textContent = "Games are not available in this build yet.";
    return false;
  }
  const typed = $("game-seed").value.trim();
  let seed;
  if (S.typed.game && typed !== "") {
    if (!/^\d{1,16}$/.test(typed)) {
      $("game-message").textContent = `The game seed must be a whole number, not '${typed}'.`;
      return false;
    }
    seed = Number(typed);
  } else {
    seed = freshSeed();
  }
  resetGameState();
  const setup = currentSetup();
  try {
    S.game = createGame(setup, seed);
  } catch (e) {
    $("game-message").textContent = message(e);
    updateTurn();
    return false;
  }
  S.typed.game = false;
  S.setup = setup;
  S.view.game.seed = S.game.seed ?? seed;
  S.view.game.moves = 0;
  $("game-seed").value = String(S.view.game.seed);
  S.tokenSquares = Array.from(S.game.positions());
  $("game-message").textContent = "";
  setMode("play");
  persistGame();
  syncHash();
  const names = setup.players.map((p) => p.name).join(", ");
  announce($("announcer"), `New game with ${names}. Seed ${S.view.game.seed}.`);
  updateTurn();
  scheduleComputer();
  return true;
}

function persistGame() {
  if (!S.game) return;
  try {
    storeGame({
      boardKey: S.boardKey, setup: S.setup, seed: S.view.game.seed, moves: S.view.game.moves,
      save: S.game.save(), log: S.log,
    });
  } catch {
    // A game that cannot be saved still plays.
  }
}

function updateTurn() {
  const status = $("turn-status"), rollBtn = $("roll-button");
  $("undo-button").disabled = !S.game || S.view.game.moves === 0;
  // Off while a move plays and once the game is won (New game starts the next one).
  rollBtn.setAttribute("aria-disabled", S.busy || S.game?.winner != null ? "true" : "false");
  if (!S.game) {
    status.textContent = gameAvailable() ? "Press Roll to start a game." : "Games are not available in this build yet.";
    return;
  }
  const names = S.setup.players.map((p) => p.name);
  if (S.game.winner != null) {
    status.textContent = `${names[S.game.winner]} won. Press New game to play again.`;
    return;
  }
  const i = S.game.currentPlayer;
  const who = S.setup.players[i];
  status.textContent = who.type === "computer" ? `${who.name} (computer) is about to roll.` : `${who.name} to roll.`;
}

function scheduleComputer() {
  clearTimeout(S.computerTimer);
  delete document.body.dataset.computerTurn;
  if (!S.game || S.game.winner != null) return;
  const p = S.setup.players[S.game.currentPlayer];
  if (p.type !== "computer") return;
  document.body.dataset.computerTurn = "1";
  S.computerTimer = setTimeout(() => { delete document.body.dataset.computerTurn; roll(); }, reduced() ? 400 : 700 / S.view.solve.speed);
}

async function roll() {
  if (S.busy) return;
  clearTimeout(S.computerTimer);
  delete document.body.dataset.computerTurn;
  if (!S.game || S.mode !== "play") {
    if (!S.game && !newGame()) return;
    setMode("play");
  }
  if (S.game.winner != null) {
    announce($("announcer"), $("turn-status").textContent);
    return;
  }
  const game = S.game;
  let r;
  try {
    r = game.roll();
  } catch (e) {
    $("game-message").textContent = message(e);
    return;
  }
  S.busy = true;
  S.view.game.moves += 1;
  S.log.push(r.text);
  persistGame();
  syncHash();
  updateTurn();
  setAnimating(true);
  const speed = S.view.solve.speed;
  await tumbleDie($("die"), r.roll, S.setup.rules.faces, { reduced: reduced(), speed });
  if (S.game !== game) return;
  await animateMove(r);
  if (S.game !== game) return;
  S.moving = null;
  S.tokenSquares = Array.from(game.positions());
  appendLog($("game-log"), r.text);
  announce($("announcer"), r.text);
  S.busy = false;
  setAnimating(false);
  updateTurn();
  requestPaint();
  scheduleComputer();
}

async function animateMove(r) {
  const player = r.player;
  const jumps = Array.isArray(r.jumps) ? r.jumps.map((j) => [j[0], j[1]]) : undefined;
  const segs = moveSegments({ from: r.from, roll: r.roll, landed: r.landed, to: r.to, jumps }, S.desc);
  await runTokenSegments(player, segs);
  const knocked = Array.isArray(r.knockedOff) ? r.knockedOff : [];
  for (const k of knocked) {
    const who = typeof k === "number" ? k : k.player;
    if (who === undefined || who === player) continue;
    const from = typeof k === "object" && k.from !== undefined ? k.from : S.tokenSquares[who];
    const to = typeof k === "object" && k.to !== undefined ? k.to : startSquare(S.setup.rules);
    S.tokenSquares[player] = r.to;
    await runTokenSegments(who, [{ kind: "slide", from, to }]);
  }
}

function runTokenSegments(player, segs) {
  cancelAnimation();
  const anim = play(segs, {
    geometry: () => S.geom, speed: S.view.solve.speed, reduced: reduced(),
    onFrame: (p) => { S.moving = { player, x: p.x, y: p.y, lift: p.lift }; paint(); },
  });
  S.anim = anim;
  return anim.done.then(() => {
    if (S.anim === anim) S.anim = null;
    const last = segs[segs.length - 1];
    if (last) S.tokenSquares[player] = last.to;
    S.moving = null;
  });
}

function undo() {
  if (!S.game || S.busy || S.view.game.moves === 0) return;
  clearTimeout(S.computerTimer);
  delete document.body.dataset.computerTurn;
  const humans = S.setup.players.some((p) => p.type === "human");
  let undone = 0;
  try {
    do {
      S.game.undo();
      S.view.game.moves -= 1;
      S.log.pop();
      $("game-log").lastElementChild?.remove();
      undone++;
    } while (humans && S.view.game.moves > 0 && S.setup.players[S.game.currentPlayer].type === "computer");
  } catch (e) {
    $("game-message").textContent = message(e);
  }
  S.tokenSquares = Array.from(S.game.positions());
  const last = typeof S.game.history === "function" ? Array.from(S.game.history()).pop() : null;
  showDie($("die"), last ? last.roll : null);
  persistGame();
  syncHash();
  updateTurn();
  requestPaint();
  announce($("announcer"), `Undid ${undone} ${undone === 1 ? "move" : "moves"}. ${$("turn-status").textContent}`);
  if (!humans) scheduleComputer();
}

/** Replays a game from its seed (a shared link): the same dice give the same moves. */
function replayGame(setup, seed, moves) {
  S.game = createGame(setup, seed);
  S.setup = setup;
  S.view.game.seed = S.game.seed ?? seed;
  for (let i = 0; i < moves && S.game.winner == null; i++) {
    const r = S.game.roll();
    S.log.push(r.text);
  }
  S.view.game.moves = S.log.length;
}

function restoreGame() {
  if (!gameAvailable()) return;
  const saved = loadGame();
  const g = S.view.game;
  if (saved.error) {
    forgetGame();
    pageError(`A saved game could not be read (${saved.error}) and was discarded.`);
  }
  const entry = saved.entry;
  try {
    if (entry && entry.boardKey === S.boardKey && (g.seed === null || g.seed === entry.seed)) {
      try {
        S.game = core.Game.restore(entry.save);
      } catch (e) {
        forgetGame();
        pageError(`A saved game could not be restored (${message(e)}) and was discarded.`);
        S.game = null;
      }
      if (S.game) {
        S.setup = entry.setup;
        S.log = typeof S.game.history === "function" ? Array.from(S.game.history(), (m) => m.text) : entry.log.slice();
        g.seed = S.game.seed ?? entry.seed;
        g.moves = S.game.movesMade ?? S.log.length;
        g.players = entry.setup.players;
        S.view.rules = { ...entry.setup.rules };
        showRules(S.view.rules);
        refreshDistances();
      }
    } else if (g.seed !== null) {
      const setup = { players: g.players, knockOff: g.knockOff, sixesAgain: g.sixesAgain, threeSixesEnd: g.threeSixesEnd, rules: { ...S.view.rules } };
      replayGame(setup, g.seed, g.moves);
    }
  } catch (e) {
    resetGameState();
    pageError(`The game in the link could not be replayed: ${message(e)}`);
  }
  if (S.game) {
    S.tokenSquares = Array.from(S.game.positions());
    // One append that scrolls only the list: appending line by line scrolled the window down
    // to the log on load, and took quadratic time on a long game.
    const log = $("game-log"), items = document.createDocumentFragment();
    for (const line of S.log) items.append(Object.assign(document.createElement("li"), { textContent: line }));
    log.append(items);
    log.scrollTop = log.scrollHeight;
    const last = typeof S.game.history === "function" ? Array.from(S.game.history()).pop() : null;
    if (last) showDie($("die"), last.roll);
    $("game-seed").value = String(g.seed);
    $("knock-off").checked = !!S.setup.knockOff;
    $("sixes-again").checked = !!S.setup.sixesAgain;
    $("three-sixes").checked = !!S.setup.threeSixesEnd;
    renderPlayerEditor();
    persistGame();
  }
  updateTurn();
}

function renderPlayerEditor() {
  renderPlayers($("players"), S.view.game.players, (players) => {
    S.view.game.players = players;
    renderPlayerEditor();
    if (S.game) $("game-message").textContent = "Player changes apply from the next New game.";
    else requestPaint();
    syncHash();
  });
  $("add-player").disabled = S.view.game.players.length >= 4;
  updateAnalysis();
}

// ---------------------------------------------------------------- generating and pasting

function readInt(id, label, lo, hi) {
  const raw = $(id).value.trim();
  if (!/^\d+$/.test(raw)) throw new Error(`${label} must be a whole number.`);
  const v = Number(raw);
  if (v < lo || v > hi) throw new Error(`${label} must be from ${lo} to ${hi}.`);
  return v;
}

function newWorld(event) {
  event?.preventDefault();
  const err = $("generate-error");
  let source;
  try {
    const rows = readInt("gen-rows", "Rows", 1, 100);
    const cols = readInt("gen-columns", "Columns", 1, 100);
    if (rows * cols < 2) throw new Error("A board needs at least 2 squares.");
    const snakes = readInt("gen-snakes", "Snakes", 0, 5000);
    const ladders = readInt("gen-ladders", "Ladders", 0, 5000);
    const typed = $("seed").value.trim();
    let seed;
    if (S.typed.world && typed !== "") seed = readInt("seed", "The seed", 0, 9007199254740991);
    else seed = freshSeed();
    source = { kind: "gen", rows, cols, snakes, ladders, seed, reachable: $("gen-reachable").checked };
  } catch (e) {
    err.textContent = message(e);
    return;
  }
  try {
    loadSource(source);
  } catch (e) {
    err.textContent = message(e);
    announce($("announcer"), message(e));
    return;
  }
  S.typed.world = false;
  $("seed").value = String(S.board.seed ?? source.seed);
  err.textContent = "";
  syncHash();
  announce($("announcer"), `New world: ${S.board.size} squares, seed ${$("seed").value}.`);
}

/** The most lines the page reads: the browser takes 1.5 s or more to lay out 100,000 in a text area. */
const MAX_BOARD_LINES = 50_000;

/** Why a text is too big for the page ("" when it is not): too many characters or lines. */
function oversize(text) {
  if (text.length > MAX_BOARD_TEXT) {
    return `the text has ${grouped(text.length)} characters; the page reads boards of up to ${grouped(MAX_BOARD_TEXT)} characters (about 2 MB)`;
  }
  if (text.length > MAX_BOARD_LINES) {
    let lines = 1;
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lines++;
    if (lines > MAX_BOARD_LINES) {
      return `the text has ${grouped(lines)} lines; the page reads boards of up to ${grouped(MAX_BOARD_LINES)} lines ` +
        "(several jumps may share a line: 'ladder 1 -> 38, 4 -> 14')";
    }
  }
  return "";
}

/** Refuses an oversized text at once: left in the text area, it freezes the tab while laid out. */
function refuseText(why, { restore }) {
  if (restore) $("board-text").value = S.view.source.kind === "text" ? S.view.source.text : boardText(S.board);
  $("parse-error").textContent = `${why.replace(/^./, (c) => c.toUpperCase())}.\nThe board on screen is unchanged.`;
}

let parseTimer = 0;
function onBoardTextInput() {
  clearTimeout(parseTimer);
  const why = oversize($("board-text").value);
  if (why) { refuseText(why, { restore: true }); return; }
  parseTimer = setTimeout(() => parseText({ pick: 1 }), 250);
}

function parseText({ pick = Number($("board-pick").value) || 1 } = {}) {
  clearTimeout(parseTimer);
  const text = $("board-text").value;
  const err = $("parse-error");
  if (!text.trim()) {
    err.textContent = "The text area is empty; the board on screen is unchanged.";
    return;
  }
  const source = { kind: "text", text, format: $("board-format").value, pick };
  const previousFormat = S.board?.format;
  try {
    loadSource(source, { fromText: true });
  } catch (e) {
    err.textContent = `${message(e)}\nThe board on screen is the last one that could be read.`;
    $("detected-format").textContent = "–"; // this text was not read (the message names its format)
    return;
  }
  err.textContent = "";
  const fmt = S.board.format;
  if (fmt && PUZZLE_FORMATS.includes(fmt) && fmt !== previousFormat) {
    S.view.rules = { ...S.view.rules, start: "1", overshoot: "stay", jumps: "single" };
    showRules(S.view.rules);
    refreshDistances();
    $("rules-note").textContent = `Rules set to the ${fmt === "leetcode" ? "LeetCode" : "HackerRank"} puzzle's: start on square 1, land exactly on the end, one jump per move.`;
  }
  syncHash();
}

// ---------------------------------------------------------------- the URL

function syncHash() {
  if (!S.ready) return;
  const hash = encodeHash(S.view);
  const url = location.pathname + location.search + hash;
  if (url !== location.pathname + location.search + location.hash) history.replaceState(null, "", url);
}

/** Shows the view a hash describes; a bad hash shows its error and the classic board. */
function applyHash() {
  let view;
  try {
    view = decodeHash(location.hash);
    pageError("");
  } catch (e) {
    view = defaultView();
    pageError(`This link could not be read (${message(e)}), so the classic board is shown instead.`);
  }
  S.view = view;
  const wantSolved = view.solve.shown;
  showRules(view.rules);
  const sv = view.solve;
  $("show-distances").checked = sv.overlay;
  $("randomize").checked = sv.randomize;
  $("randomness").value = String(sv.randomness);
  $("randomness").disabled = !sv.randomize;
  $("solve-seed").disabled = !sv.randomize;
  $("solve-seed").value = sv.seed === null ? "" : String(sv.seed);
  $("speed").value = String(sv.speed);
  const g = view.game;
  $("knock-off").checked = g.knockOff;
  $("sixes-again").checked = g.sixesAgain;
  $("three-sixes").checked = g.threeSixesEnd;
  $("game-seed").value = g.seed === null ? "" : String(g.seed);
  renderPlayerEditor();
  if (view.source.kind === "gen") {
    const s = view.source;
    $("gen-rows").value = s.rows; $("gen-columns").value = s.cols;
    $("gen-snakes").value = s.snakes; $("gen-ladders").value = s.ladders;
    $("seed").value = s.seed; $("gen-reachable").checked = s.reachable;
  }
  if (view.source.kind === "text") $("board-format").value = view.source.format;
  try {
    loadSource(view.source, { fromText: view.source.kind === "text" });
    if (view.source.kind === "text") $("board-text").value = view.source.text;
  } catch (e) {
    pageError(`The board in this link could not be read (${message(e)}), so the classic board is shown instead.`);
    S.view.source = { kind: "classic" };
    loadSource(S.view.source);
  }
  resetGameState();
  S.setup = null;
  restoreGame();
  setMode(view.tab === "play" && S.game ? "play" : view.tab);
  if (wantSolved) solve({ animate: false });
}

// ---------------------------------------------------------------- wiring

function wire() {
  const canvas = $("board-canvas");
  new ResizeObserver(() => resize()).observe($("board-frame"));
  window.addEventListener("resize", () => resize());
  media.dark.addEventListener("change", applyTheme);
  window.addEventListener("hashchange", () => { applyHash(); resize(); });

  canvas.addEventListener("pointermove", (e) => {
    if (!S.geom) return;
    const r = canvas.getBoundingClientRect();
    const n = squareAtPoint(S.geom, e.clientX - r.left, e.clientY - r.top);
    if (n !== S.hover) { S.hover = n; S.keyboard = false; updateStatus(); requestPaint(); }
  });
  canvas.addEventListener("pointerleave", () => { S.hover = null; updateStatus(); requestPaint(); });
  canvas.addEventListener("pointerdown", (e) => {
    if (!S.geom) return;
    const r = canvas.getBoundingClientRect();
    const n = squareAtPoint(S.geom, e.clientX - r.left, e.clientY - r.top);
    if (n !== null) { S.cursor = n; updateStatus(); requestPaint(); }
  });
  canvas.addEventListener("focus", () => {
    if (S.cursor === null) S.cursor = startSquare() === 1 ? 1 : 1;
    S.keyboard = true;
    updateStatus();
    requestPaint();
  });
  canvas.addEventListener("blur", () => { $("tooltip").hidden = true; requestPaint(); });
  canvas.addEventListener("keydown", (e) => {
    const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    let n = S.cursor ?? 1;
    if (moves[e.key]) n = neighbour(S.geom, n, ...moves[e.key]);
    else if (e.key === "Home") n = 1;
    else if (e.key === "End") n = S.desc.size;
    else if (e.key === "PageUp") n = Math.min(S.desc.size, n + S.desc.columns);
    else if (e.key === "PageDown") n = Math.max(1, n - S.desc.columns);
    else if (e.key === "Escape") { $("tooltip").hidden = true; return; }
    else return;
    e.preventDefault();
    S.cursor = n;
    S.hover = null;
    S.keyboard = true;
    scrollIntoFrame(n);
    updateStatus();
    requestPaint();
  });
  document.addEventListener("keydown", (e) => {
    if ((e.key !== " " && e.key !== "Enter") || e.repeat || e.altKey || e.ctrlKey || e.metaKey) return;
    const t = e.target;
    if (t !== document.body && t !== canvas && t !== document.documentElement) return;
    e.preventDefault();
    roll();
  });

  for (const id of ["rule-start", "rule-overshoot", "rule-jumps", "rule-faces"]) $(id).addEventListener("change", onRulesChanged);

  $("solve-button").addEventListener("click", () => { solve(); showBoard(); });
  $("replay-button").addEventListener("click", () => { setMode("solve"); runSolution(); showBoard(); });
  $("speed").addEventListener("change", (e) => { S.view.solve.speed = Number(e.target.value); syncHash(); });
  $("show-distances").addEventListener("change", (e) => {
    S.view.solve.overlay = e.target.checked;
    S.layerDirty = true;
    updateLegend();
    syncHash();
    requestPaint();
  });
  $("randomize").addEventListener("change", (e) => {
    S.view.solve.randomize = e.target.checked;
    $("randomness").disabled = !e.target.checked;
    $("solve-seed").disabled = !e.target.checked;
    syncHash();
  });
  $("randomness").addEventListener("change", (e) => { S.view.solve.randomness = Number(e.target.value); syncHash(); });
  $("solve-seed").addEventListener("input", () => { S.typed.solve = true; });

  $("add-player").addEventListener("click", () => {
    const players = S.view.game.players;
    if (players.length >= 4) return;
    S.view.game.players = [...players, { name: PLAYER_COLOURS[players.length].name, type: "human" }];
    renderPlayerEditor();
    $(`player-${S.view.game.players.length}-name`).focus();
    syncHash();
  });
  for (const [id, key] of [["knock-off", "knockOff"], ["sixes-again", "sixesAgain"], ["three-sixes", "threeSixesEnd"]]) {
    $(id).addEventListener("change", (e) => {
      S.view.game[key] = e.target.checked;
      if (S.game) $("game-message").textContent = "House rules apply from the next New game.";
      syncHash();
      updateAnalysis();
    });
  }
  $("game-seed").addEventListener("input", () => { S.typed.game = true; });
  // After New game, focus goes to Roll, so Space or Enter rolls next.
  $("new-game").addEventListener("click", () => { if (newGame()) $("roll-button").focus(); });
  $("roll-button").addEventListener("click", () => roll());
  $("undo-button").addEventListener("click", () => undo());

  $("generate-form").addEventListener("submit", newWorld);
  $("seed").addEventListener("input", () => { S.typed.world = true; });
  $("board-text").addEventListener("input", onBoardTextInput);
  $("board-text").addEventListener("paste", (e) => {
    const why = oversize(e.clipboardData?.getData("text/plain") ?? "");
    if (why) { e.preventDefault(); refuseText(why, { restore: false }); }
  });
  $("board-format").addEventListener("change", () => parseText({ pick: 1 }));
  $("board-pick").addEventListener("change", () => parseText());
  $("copy-link").addEventListener("click", async () => {
    syncHash();
    let ok = false;
    try { await navigator.clipboard.writeText(location.href); ok = true; } catch { /* no clipboard */ }
    $("copy-status").textContent = ok ? "Link copied." : "Copy the address bar: it holds this view.";
  });
}

async function main() {
  setupDie($("die"));
  showDie($("die"), null);
  applyTheme();
  try {
    await init();
  } catch (e) {
    pageError(`The solver could not be loaded (${message(e)}). This page needs WebAssembly.`);
    $("square-status").textContent = "The board cannot be drawn without the solver.";
    return;
  }
  wire();
  applyHash();
  S.ready = true;
  syncHash();
  resize();
  updateStatus();
  updateTurn();
  loadAnalysisWhenSeen();
  document.body.dataset.ready = "1";
}

/**
 * Loads the analysis card's code once the card comes near the screen, and with it the workers
 * and the full build of the core (about twice the core's size): a visit that never scrolls
 * there does not download them.
 */
function loadAnalysisWhenSeen() {
  const seen = new IntersectionObserver(async (entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    seen.disconnect();
    try {
      const { AnalysisPanel } = await import("./analysis-panel.js");
      analysis = new AnalysisPanel({
        announce: (text) => announce($("announcer"), text),
        onOverlay: () => { S.layerDirty = true; updateLegend(); updateStatus(); requestPaint(); },
      });
      updateAnalysis();
    } catch (e) {
      $("analysis-status").textContent = `The analysis could not be loaded (${message(e)}).`;
      $("analysis").dataset.state = "error";
    }
  }, { rootMargin: "200px" });
  seen.observe($("analysis"));
}

main();

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
import { LIGHT, DARK, UNREACHABLE, MAX_DRAWN_SQUARES, describeBoard, distanceOverlay, expectedOverlay } from "./board-view.js";
import { BoardCanvas } from "./board-canvas.js";
import { atRest, boardLabel, describeSquare as squareWords, tokenLabels } from "./words.js";
import {
  announce, setupDie, showDie, tumbleDie, renderPlayers, renderPath, renderLegend,
  appendLog, PLAYER_COLOURS,
} from "./controls.js";
import { defaultView, decodeHash, encodeHash, storeGame, loadGame, forgetGame, useLimits, MAX_BOARD_TEXT } from "./state.js";
import { el } from "./dom.js";

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
  table: null, rest: null, // the core's RuleTable for the board and rules, and where landings rest
  shown: null,             // the solution on display
  solverSquare: null, markersShown: 0,
  mode: "solve",
  game: null, setup: null, log: [], tokenSquares: [], movingPlayer: null,
  boardView: null,         // the board component (board-canvas.js)
  theme: LIGHT, overlaySource: null,
  anim: null, busy: false, computerTimer: 0,
  typed: { world: false, game: false, solve: false },
};

const media = {
  dark: matchMedia("(prefers-color-scheme: dark)"),
  reduced: matchMedia("(prefers-reduced-motion: reduce)"),
};
const reduced = () => media.reduced.matches;
const freshSeed = () => 1 + Math.floor(Math.random() * 999999);

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

/** The board in the native format, as the text box shows a board that did not come from text. */
function boardText(board) {
  try {
    return board.toString();
  } catch (e) {
    return `# This board cannot be written as text: ${message(e)}`;
  }
}

/** The most board warnings listed (a board may have 100,000 chained squares). */
const MAX_WARNINGS = 50;

/**
 * Puts a board on screen. `fromText` keeps the text area as the person typed it. Everything
 * about the new board is worked out first; only then is the old one replaced, so a failure
 * leaves the page as it was.
 */
function setBoard(built, source, { fromText = false } = {}) {
  const { board, boards } = built;
  const desc = describeBoard(board.size, board.columns, board.rows, board.jumps());
  const warnings = Array.from(board.warnings());
  const warningItems = document.createDocumentFragment();
  for (const w of warnings.slice(0, MAX_WARNINGS)) warningItems.append(el("li", { text: `Note: ${w}` }));
  if (warnings.length > MAX_WARNINGS) warningItems.append(el("li", { text: `… and ${grouped(warnings.length - MAX_WARNINGS)} more notes like these.` }));
  const text = fromText ? null : boardText(board);

  const old = S.boardKey;
  const keep = new Set(boards || [board]);
  for (const b of S.boards || (S.board ? [S.board] : [])) if (!keep.has(b)) b.free?.();
  const list = boards && boards.length > 1 ? boards : null;
  if (list !== S.boards) S.answers = null;
  S.board = board;
  S.boards = list;
  S.view.source = source;
  S.boardKey = encodeHash({ ...defaultView(), source });
  S.desc = desc;
  const canvas = $("board-canvas");
  canvas.dataset.size = board.size;
  canvas.dataset.columns = board.columns;
  canvas.dataset.rows = board.rows;
  canvas.dataset.jumps = desc.jumps.map((j) => `${j.from}-${j.to}`).join(",");
  canvas.setAttribute("aria-label", boardLabel(desc));
  if (!fromText) {
    $("board-text").value = text;
    S.shownText = text;
    S.textFailed = false;
    $("detected-format").textContent = board.format || "native";
    $("parse-error").textContent = "";
  } else {
    $("detected-format").textContent = board.format || "–";
  }
  showPicker(boards, source);
  $("board-warnings").replaceChildren(warningItems);
  if (board.seed !== undefined && source.kind === "gen") $("seed").value = String(board.seed);
  clearSolution();
  if (old && old !== S.boardKey && S.game) endGame("The board changed: press New game to play on it.");
  S.boardView.setBoard(desc);
  refreshDistances();
}

/** The "Which board" choice, for texts holding several boards. */
function showPicker(boards, source) {
  const pickWrap = $("pick-wrap"), pick = $("board-pick");
  if (!boards || boards.length < 2) {
    pickWrap.hidden = true;
    return;
  }
  // A text may hold 49,000 boards: the choice lists the first thousand (the table has them all).
  const items = document.createDocumentFragment();
  const listed = Math.min(boards.length, 1000);
  for (let i = 0; i < listed; i++) items.append(el("option", { value: String(i + 1), text: `${i + 1} of ${boards.length} (${boards[i].size} squares)` }));
  const chosen = Math.min(source.pick || 1, boards.length);
  if (chosen > listed) items.append(el("option", { value: String(chosen), text: `${chosen} of ${boards.length} (${boards[chosen - 1].size} squares)` }));
  pick.replaceChildren(items);
  pick.value = String(chosen);
  pickWrap.hidden = false;
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
    // The core checks the number (and says what is wrong in the rules' note).
    faces: Number.isInteger(faces) ? faces : $("rule-faces").value,
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
  S.table?.free();
  S.table = null;
  S.rest = null;
  try {
    const sol = S.board.solve(S.view.rules, {});
    S.distances = sol.distances;
    // The core says where every landing comes to rest and what each throw does, in words.
    S.table = new core.RuleTable(S.board, S.view.rules);
    S.rest = S.table.restSquares();
    $("rules-note").textContent = "";
  } catch (e) {
    S.distances = null;
    $("rules-note").textContent = message(e);
  }
  updateLegend();
  updateStatus();
  updateAnalysis();
  requestPaint();
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
      board: S.board, boardKey: S.boardKey, desc: S.desc, rules: S.view.rules, rest: S.rest,
      players: g.players.map((p) => p.name),
      house: { knockOff: g.knockOff, sixesAgain: g.sixesAgain, threeSixesEnd: g.threeSixesEnd },
    });
  });
}

function onRulesChanged() {
  S.view.rules = rulesFromControls();
  showPuzzleNote();
  clearSolution();
  refreshDistances();
  if (S.game && S.setup && JSON.stringify(S.setup.rules) !== JSON.stringify(S.view.rules)) {
    $("game-message").textContent = "The game in progress keeps its rules; new rules apply from the next New game.";
  }
  syncHash();
  requestPaint();
}

// ---------------------------------------------------------------- drawing

/** Lays the board out again (the window or the mode changed). */
function resize() {
  S.boardView?.layout();
  // Scrolling to a control must not leave it under the pinned board.
  const pinned = window.innerWidth < 900 && S.mode === "play";
  document.documentElement.style.scrollPaddingTop = pinned ? `${Math.ceil($("board-frame").offsetHeight + 16)}px` : "";
}

/**
 * How big the board may be: on a wide screen the whole board (and its start area) fits in the
 * window beside the controls; on a phone during a game the board stays pinned at the top (see
 * style.css), so it takes at most about half the screen and the Roll button stays in reach.
 */
function fitBoard(width, desc) {
  const wide = window.innerWidth >= 900;
  const maxHeight = wide ? Math.max(360, window.innerHeight - 150)
    : S.mode === "play" ? Math.max(240, window.innerHeight * 0.45) : Math.max(320, window.innerHeight * 1.2);
  // Up to 40 columns, squares stay big enough to show their numbers; a narrow screen scrolls.
  return { maxHeight, minCell: desc.columns <= 40 ? 22 : 0 };
}

function startLabel() {
  const base = startSquare() === 1 ? "Players start on square 1" : "Start, off the board";
  const d = S.distances?.[startSquare()];
  const expected = analysis?.startLabel(base, startSquare());
  if (expected) return expected;
  if (!S.view.solve.overlay || d === undefined) return base;
  return d === UNREACHABLE ? `${base}: the end cannot be reached` : `${base}: ${d} ${d === 1 ? "throw" : "throws"} to the end`;
}

/** Throws to the end after landing on each square: what a player wants to see on the overlay. */
function landingDistances() {
  return S.distances && S.rest ? atRest(S.distances, S.rest) : S.distances;
}

/** The overlay on the board: distances (Solve), else expected throws (the analysis), else none. */
function currentOverlay() {
  if (S.view.solve.overlay && S.distances) return { source: S.distances, make: () => distanceOverlay(S.theme, landingDistances()) };
  const expected = analysis?.overlay() ?? null;
  if (expected) return { source: expected, make: () => expectedOverlay(S.theme, expected) };
  return { source: null, make: () => null };
}

/** Hands the board component what the page shows: overlay, start label, markers and tokens. */
function requestPaint() {
  const view = S.boardView;
  if (!view || !S.desc) return;
  if (view.theme !== S.theme) view.setTheme(S.theme);
  view.start = startSquare();
  view.startLabel = startLabel();
  const overlay = currentOverlay();
  // The layer is drawn again only when the overlay's values or the theme change.
  const key = [overlay.source, S.theme];
  if (!S.overlaySource || S.overlaySource.some((v, i) => v !== key[i])) {
    S.overlaySource = key;
    view.setOverlay(overlay.make());
  }
  let markers = [];
  if (S.mode === "solve" && S.shown && S.shown.minThrows !== null) {
    const first = Math.max(0, S.markersShown - MAX_MARKERS);
    markers = S.shown.path.slice(first, S.markersShown).map((s, i) => ({ square: s.to, label: String(first + i + 1) }));
  }
  view.setMarkers(markers);
  view.setTokens(S.mode === "play" ? playerTokens() : solverTokens());
}

/** The most throws marked on the board at once; a longer path shows its latest. */
const MAX_MARKERS = 500;

function playerTokens() {
  const names = (S.setup ? S.setup.players : S.view.game.players).map((p) => p.name);
  const labels = tokenLabels(names);
  const squares = S.game ? S.tokenSquares : names.map(() => startSquare());
  const winner = S.game?.winner ?? null;
  const current = S.game && winner == null && S.movingPlayer === null ? S.game.currentPlayer : -1;
  return squares.map((square, i) => ({
    id: i, square, color: PLAYER_COLOURS[i].color, label: labels[i],
    active: i === current || (winner === i && S.movingPlayer === null),
  }));
}

function solverTokens() {
  const square = S.boardView.animating ? S.boardView.tokenSquare("solver") ?? startSquare() : S.solverSquare ?? startSquare();
  return [{ id: "solver", square, color: "#56B4E9", ink: "#000000", label: "" }];
}

function applyTheme() {
  S.theme = media.dark.matches ? DARK : LIGHT;
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
  const sentences = [squareWords(S.desc, n, { distances: S.distances, rest: S.rest, start: startSquare() })];
  const expected = n > 0 ? analysis?.describeSquare(n, S.rest ? S.rest[n] : n) : "";
  if (expected) sentences.push(expected);
  if (S.mode === "play" && S.game) {
    const names = S.setup.players.map((p) => p.name);
    const here = S.tokenSquares.map((s, i) => (s === n ? names[i] : null)).filter(Boolean);
    if (here.length) sentences.push(`${here.join(" and ")} ${here.length === 1 ? "is" : "are"} here.`);
  }
  return sentences.join(" ");
}

function updateStatus() {
  if (!S.desc || !S.boardView) return;
  const n = S.boardView.hover ?? S.boardView.cursor;
  const status = $("square-status");
  const text = n === null ? "Tap or point at a square, or focus the board and use the arrow keys, to read what is there." : describeSquare(n);
  if (status.textContent !== text) status.textContent = text;
  S.boardView.refreshTooltip();
}

// ---------------------------------------------------------------- solving

function clearSolution() {
  cancelAnimation();
  S.shown = null;
  S.solverSquare = null;
  S.markersShown = 0;
  S.view.solve.shown = false;
  $("solve-result").hidden = true;
  $("answer-note").textContent = "";
  $("replay-button").disabled = true;
}

/**
 * Solve as the button does it: for exactly the text in the box. A read still waiting (typing
 * or a paste moments ago) is finished first; a text that cannot be read shows its message where
 * the answer goes, and no number.
 */
function solveText() {
  const text = $("board-text").value;
  const shownText = S.view.source.kind === "text" ? S.view.source.text : S.shownText;
  if (parseTimer || text !== shownText || S.textFailed) {
    if (!parseText()) {
      showSolveError($("parse-error").textContent, { parse: true });
      return;
    }
  }
  solve();
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
  renderAnswers();
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

/** No answer, and why: the text's own message stays in #parse-error, others go in #why. */
function showSolveError(text, { parse = false } = {}) {
  clearSolution();
  if (!parse) {
    $("solve-result").hidden = false;
    const min = $("min-throws");
    min.textContent = "–";
    min.dataset.value = "";
    $("sequences").textContent = "";
    $("path-text").replaceChildren();
    $("why").textContent = text;
  }
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
  renderPath($("path-text"), sol, S.table);
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

/** Rows of the answers table shown at first; "Show more boards" adds as many again. */
const ANSWER_ROWS = 200;

/**
 * Every board of a text with several, solved under the rules and listed in a table, each row
 * selectable to see its path. Solved in slices of about 30 ms, so that 49,000 boards never hold
 * the page still; rows are added as they are solved, the first ANSWER_ROWS at first.
 */
function renderAnswers() {
  const box = $("answers");
  const boards = S.boards;
  box.hidden = !boards;
  if (!boards) return;
  const key = `${S.boardKey}|${JSON.stringify(S.view.rules)}`;
  if (!S.answers || S.answers.key !== key || S.answers.boards !== boards) {
    S.answers = { key, boards, results: [], limit: ANSWER_ROWS };
    $("answers-table").tBodies[0].replaceChildren();
    solveAnswers(S.answers);
  }
  markPicked();
}

async function solveAnswers(run) {
  const rules = { ...S.view.rules };
  const body = $("answers-table").tBodies[0];
  while (run.results.length < run.boards.length) {
    const started = performance.now();
    while (run.results.length < run.boards.length && performance.now() - started < 30) {
      const b = run.boards[run.results.length];
      let answer;
      try {
        const min = b.solve(rules, {}).minThrows;
        answer = min === null ? "cannot be reached" : String(min);
      } catch (e) {
        answer = message(e);
      }
      run.results.push({ size: b.size, answer });
    }
    if (S.answers !== run) return;
    addAnswerRows(run, body);
    $("answers-status").textContent = run.results.length < run.boards.length
      ? `Solved ${grouped(run.results.length)} of ${grouped(run.boards.length)} boards…`
      : `${grouped(run.boards.length)} boards in the text.`;
    await new Promise((r) => setTimeout(r, 0));
    if (S.answers !== run) return;
  }
}

/** Adds the rows solved so far, up to the run's limit. */
function addAnswerRows(run, body = $("answers-table").tBodies[0]) {
  const rows = document.createDocumentFragment();
  const upto = Math.min(run.results.length, run.limit);
  for (let i = body.rows.length; i < upto; i++) {
    const r = run.results[i];
    const show = el("button", { type: "button", text: "Show path", "aria-label": `Show the path of board ${i + 1}`, onclick: () => pickBoard(i + 1) });
    rows.append(el("tr", { "data-board": String(i + 1) },
      el("th", { scope: "row", text: String(i + 1) }), el("td", { text: grouped(r.size) }),
      el("td", { class: "answer-value", text: r.answer }), el("td", {}, show)));
  }
  body.append(rows);
  $("answers-more").hidden = upto >= run.boards.length;
  markPicked();
}

/** Marks the row of the board on screen. */
function markPicked() {
  const pick = String(S.view.source.pick || 1);
  for (const tr of $("answers-table").tBodies[0].rows) {
    if (tr.dataset.board === pick) tr.setAttribute("aria-current", "true");
    else tr.removeAttribute("aria-current");
  }
}

/** Shows board i of the text on the board and solves it (its row stays marked). */
function pickBoard(i) {
  if (!S.boards || i < 1 || i > S.boards.length) return;
  setBoard({ board: S.boards[i - 1], boards: S.boards }, { ...S.view.source, pick: i }, { fromText: true });
  solve();
}

/** Paths longer than this are shown at once, not walked (a walk of 100,000 throws takes hours). */
const MAX_WALKED_THROWS = 1000;

function runSolution() {
  const sol = S.shown;
  if (!sol || sol.minThrows === null || !S.table) return;
  cancelAnimation();
  if (sol.path.length > MAX_WALKED_THROWS) {
    S.markersShown = sol.path.length;
    S.solverSquare = sol.path[sol.path.length - 1].to;
    requestPaint();
    return;
  }
  S.markersShown = 0;
  S.solverSquare = startSquare();
  requestPaint();
  setAnimating(true);
  // Each throw's snakes and ladders as the core tells them, so the token follows them.
  const moves = sol.path.map((s) => S.table.describeThrow(s.from, s.roll));
  highlightStep(0);
  const anim = S.boardView.moveToken("solver", moves, {
    speed: S.view.solve.speed, reduced: reduced(),
    onThrow: (i) => {
      S.markersShown = i + 1;
      highlightStep(i + 1);
      requestPaint();
    },
  });
  S.anim = anim;
  anim.done.then((finished) => {
    if (S.anim !== anim) return;
    S.anim = null;
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
    S.movingPlayer = null;
    setAnimating(false);
  }
}

function setAnimating(on) {
  if (on) document.body.dataset.animating = "1";
  else delete document.body.dataset.animating;
}

/** The tasks a visitor picks from, each with its panel beside the board. */
const TASKS = ["play", "solve", "analyze"];

/** Shows task `mode`'s panel and the board as that task wants it (tokens, size). */
function setMode(mode) {
  if (!TASKS.includes(mode)) mode = "solve";
  const changed = S.mode !== mode;
  S.mode = mode;
  S.view.tab = mode;
  document.body.dataset.mode = mode;
  document.body.dataset.task = mode;
  for (const panel of document.querySelectorAll(".task")) panel.hidden = panel.dataset.task !== mode;
  for (const b of document.querySelectorAll(".task-button")) b.setAttribute("aria-pressed", String(b.dataset.task === mode));
  if (changed) {
    resize();
    syncHash();
  }
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
  $("game-log").replaceChildren();
  $("log-note").textContent = "";
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
      save: S.game.save(), log: [],
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
  // While a token moves, the status tells that move: the turn and the win show once it lands.
  if (S.movingPlayer !== null) {
    status.textContent = `${names[S.movingPlayer]} is moving.`;
    return;
  }
  const won = S.game.winner != null;
  status.classList.toggle("won", won);
  $("new-game").classList.toggle("primary", won);
  if (won) {
    status.textContent = `${names[S.game.winner]} won! Press New game to play again.`;
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
  S.movingPlayer = r.player;
  S.view.game.moves += 1;
  persistGame();
  syncHash();
  updateTurn();
  setAnimating(true);
  const speed = S.view.solve.speed;
  await tumbleDie($("die"), r.roll, S.setup.rules.faces, { reduced: reduced(), speed });
  if (S.game !== game) return;
  await animateMove(r);
  if (S.game !== game) return;
  // The token has landed: now the move enters the log, the status and the live region.
  S.movingPlayer = null;
  S.tokenSquares = Array.from(game.positions());
  S.busy = false;
  setAnimating(false);
  appendLog($("game-log"), r.text);
  if ($("game-log").children.length > LOG_SHOWN) renderLog();
  updateTurn();
  requestPaint();
  if (game.winner != null) {
    announce($("announcer"), `${r.text} ${$("turn-status").textContent}`);
    // New game is offered first: focus moves there from Roll, which is off now.
    if (document.activeElement === $("roll-button")) $("new-game").focus();
  } else {
    announce($("announcer"), r.text);
  }
  scheduleComputer();
}

async function animateMove(r) {
  const player = r.player;
  requestPaint();
  await S.boardView.moveToken(player, [r], { speed: S.view.solve.speed, reduced: reduced() }).done;
  S.tokenSquares[player] = r.to;
  for (const who of r.knockedOff || []) {
    if (who === player) continue;
    const from = S.tokenSquares[who];
    S.tokenSquares[who] = startSquare(S.setup.rules);
    await S.boardView.slideToken(who, from, S.tokenSquares[who], { speed: S.view.solve.speed, reduced: reduced() }).done;
  }
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
      undone++;
    } while (humans && S.view.game.moves > 0 && S.setup.players[S.game.currentPlayer].type === "computer");
  } catch (e) {
    $("game-message").textContent = message(e);
  }
  S.tokenSquares = Array.from(S.game.positions());
  renderLog();
  showDie($("die"), S.game.lastRoll ?? null);
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
  // In the core at once: no object per move (a link may replay 10,000).
  S.game.rollMany(moves);
  S.view.game.moves = S.game.movesMade;
}

/** The most moves listed in the log; a longer game lists its latest and says how many came before. */
const LOG_SHOWN = 200;

/** The log's list, from the core's words for the latest moves. */
function renderLog() {
  const n = S.game ? S.game.movesMade : 0;
  const first = Math.max(0, n - LOG_SHOWN);
  const items = document.createDocumentFragment();
  if (S.game) for (const line of S.game.moveTexts(first, n)) items.append(el("li", { text: line }));
  const log = $("game-log");
  log.replaceChildren(items);
  log.start = first + 1;
  $("log-note").textContent = first > 0 ? `The latest ${LOG_SHOWN} of ${grouped(n)} moves.` : "";
  // Scrolls only the list: scrolling the item into view scrolled the window down to the log.
  log.scrollTop = log.scrollHeight;
}

/**
 * The most moves of a saved game the page replays on load (the core replays about 230,000 a
 * second, so this stays under about 100 ms); a longer game is discarded with a message.
 */
const MAX_RESTORED_MOVES = 20_000;

/** The move count a saved game records (its "moves" field), or 0 when it cannot be read here. */
function recordedMoves(save) {
  try {
    const n = JSON.parse(save).moves;
    return Number.isFinite(n) ? n : 0;
  } catch {
    return 0; // the core's restore says what is wrong with it
  }
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
        const moves = recordedMoves(entry.save);
        if (moves > MAX_RESTORED_MOVES) {
          throw new Error(`it holds ${grouped(moves)} moves; replaying more than ${grouped(MAX_RESTORED_MOVES)} would hold up the page for seconds`);
        }
        S.game = core.Game.restore(entry.save);
        if (S.game.playerNames().length !== entry.setup.players.length) {
          S.game.free();
          throw new Error("its players do not match the game");
        }
      } catch (e) {
        forgetGame();
        pageError(`A saved game could not be restored (${message(e)}) and was discarded.`);
        S.game = null;
      }
      if (S.game) {
        S.setup = entry.setup;
        g.seed = S.game.seed;
        g.moves = S.game.movesMade;
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
    renderLog();
    showDie($("die"), S.game.lastRoll ?? null);
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
  parseTimer = 0;
  // The answer was for the text as it was: it goes at once, before the new text is read.
  if (S.shown || !$("solve-result").hidden) {
    clearSolution();
    $("answer-note").textContent = "The board text changed: press Solve for its answer.";
  }
  const why = oversize($("board-text").value);
  if (why) { refuseText(why, { restore: true }); return; }
  parseTimer = setTimeout(() => parseText({ pick: 1 }), 250);
}

/** The rules the HackerRank and LeetCode puzzles play by. */
const PUZZLE_RULES = { start: "1", overshoot: "stay", jumps: "single" };

/** Reads the text box; true when its board is on screen, false (message shown) when not. */
function parseText({ pick = Number($("board-pick").value) || 1 } = {}) {
  clearTimeout(parseTimer);
  parseTimer = 0;
  const text = $("board-text").value;
  const err = $("parse-error");
  if (!text.trim()) {
    err.textContent = "The text area is empty; the board on screen is unchanged.";
    S.textFailed = true;
    return false;
  }
  const source = { kind: "text", text, format: $("board-format").value, pick };
  const previousFormat = S.board?.format;
  try {
    loadSource(source, { fromText: true });
  } catch (e) {
    err.textContent = `${message(e)}\nThe board on screen is the last one that could be read.`;
    $("detected-format").textContent = "–"; // this text was not read (the message names its format)
    S.textFailed = true;
    return false;
  }
  S.textFailed = false;
  err.textContent = "";
  const fmt = S.board.format;
  if (fmt && PUZZLE_FORMATS.includes(fmt) && fmt !== previousFormat) usePuzzleRules(fmt);
  syncHash();
  return true;
}

/** A puzzle format's rules, in force until changed, shown with one click back. */
function usePuzzleRules(fmt) {
  const before = S.puzzle?.before ?? { ...S.view.rules };
  S.view.rules = { ...S.view.rules, ...PUZZLE_RULES };
  S.puzzle = { format: fmt, before };
  showRules(S.view.rules);
  refreshDistances();
  showPuzzleNote();
}

/** The note on puzzle rules: shown while they are in force. */
function showPuzzleNote() {
  const r = S.view.rules;
  const inForce = S.puzzle && Object.entries(PUZZLE_RULES).every(([k, v]) => r[k] === v);
  if (!inForce) S.puzzle = null;
  $("puzzle-rules").hidden = !inForce;
  if (inForce) {
    $("puzzle-rules-text").textContent = `Puzzle rules, as the ${S.puzzle.format === "leetcode" ? "LeetCode" : "HackerRank"} ` +
      "text asks: start on square 1, land exactly on the end, one jump per move.";
  }
}

/** Back to the rules in force before a puzzle's text switched them. */
function usualRules() {
  if (!S.puzzle) return;
  S.view.rules = { ...S.view.rules, ...S.puzzle.before };
  S.puzzle = null;
  showRules(S.view.rules);
  onRulesChanged();
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
  $("speed").value = $("play-speed").value = String(sv.speed);
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
  setMode(view.tab);
  if (wantSolved) solve({ animate: false });
}

// ---------------------------------------------------------------- wiring

function wire() {
  window.addEventListener("resize", () => resize());
  media.dark.addEventListener("change", applyTheme);
  window.addEventListener("hashchange", () => { applyHash(); resize(); });
  S.boardView.addEventListener("hover", updateStatus);
  S.boardView.addEventListener("cursor", updateStatus);
  // Space and Enter on the page (not on the board, whose keys only read it) roll in a game
  // in progress; they never start one.
  document.addEventListener("keydown", (e) => {
    if ((e.key !== " " && e.key !== "Enter") || e.repeat || e.altKey || e.ctrlKey || e.metaKey) return;
    const t = e.target;
    if (t !== document.body && t !== document.documentElement) return;
    if (!S.game || S.mode !== "play") return;
    e.preventDefault();
    roll();
  });

  for (const id of ["rule-start", "rule-overshoot", "rule-jumps", "rule-faces"]) $(id).addEventListener("change", onRulesChanged);

  $("solve-button").addEventListener("click", () => solveText());
  $("replay-button").addEventListener("click", () => { setMode("solve"); runSolution(); showBoard(); });
  // One speed for paths and games, offered in both panels.
  for (const id of ["speed", "play-speed"]) {
    $(id).addEventListener("change", (e) => {
      S.view.solve.speed = Number(e.target.value);
      $("speed").value = $("play-speed").value = e.target.value;
      syncHash();
    });
  }
  $("show-distances").addEventListener("change", (e) => {
    S.view.solve.overlay = e.target.checked;
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
  for (const b of document.querySelectorAll(".task-button")) b.addEventListener("click", () => setMode(b.dataset.task));
  $("puzzle-rules-undo").addEventListener("click", usualRules);
  $("answers-more").addEventListener("click", () => {
    if (!S.answers) return;
    S.answers.limit += ANSWER_ROWS;
    addAnswerRows(S.answers);
  });
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
  S.boardView = new BoardCanvas({ frame: $("board-frame"), canvas: $("board-canvas"), tooltip: $("tooltip") }, {
    font: FONT, fit: fitBoard, describe: describeSquare,
  });
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
  const limits = core.limits();
  useLimits(limits);
  $("rule-faces").min = String(limits.minFaces);
  $("rule-faces").max = String(limits.maxFaces);
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
        onOverlay: () => { updateLegend(); updateStatus(); requestPaint(); },
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

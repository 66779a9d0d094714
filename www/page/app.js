// The page's shell, started by the page's entry (first-paint.js) once it has drawn the first
// board with the small paint module: loads the core, puts boards on the board component, keeps
// the link, switches between the task panels (solve-panel.js, play-panel.js, analysis-panel.js;
// a designer or a teaching view would be one more file and one more task button), and wires the
// controls shared by every task (rules, making a board).
//
// Test hooks (stable ids and attributes for end-to-end tests; nothing else is promised):
//   body[data-ready="1"]       the wasm core is loaded and the first board is painted
//   body[data-animating="1"]   present while a token or the die is moving; removed when still
//   body[data-words]           "all" once the rest of the page's messages came after it was ready (and what
//                              waited for them was said: a refusal met as it loaded), "failed" if not
//   body[data-mode]            "solve" or "play": which tokens the board shows
//   body[data-computer-turn="1"] a computer player is about to roll (between moves, not animating)
//   #board-canvas              the board (focusable; arrow keys move a square cursor;
//                              data-size, data-columns, data-rows, data-jumps "from-to,...")
//   #square-status             what the hovered or focused square holds, in words
//   #board-text, #board-format the "Board" text area and its format choice (auto = detect);
//                              the box has aria-invalid and data-error-line (the line marked,
//                              ui/text-mark.js) while its text has a mistake the message places
//   #board-text-held           shown (with #board-text hidden, its value kept) for a text too long
//                              to lay out quickly; #board-text-show, #board-text-clear
//   #work-status, #work-stop   what a worker is doing for the page (reading a long text, solving
//                              a big board) and its Stop button; body[data-animating] meanwhile
//   #detected-format           the format the text was read as (native, ruby, json, hackerrank, leetcode)
//   #parse-error               the parser's message (with line and column) for bad text; empty when good
//   #board-warnings            chains and shared ends in the current board
//   #gen-rows, #gen-columns, #gen-snakes, #gen-ladders, #seed, #gen-reachable, #new-world
//   #generate-error            the world builder's message for impossible requests; empty when good
//   #rule-start, #rule-overshoot, #rule-jumps, #rule-faces
//   #solve-button is disabled in the HTML until first-paint.js listens: a press or an edit of
//                              #board-text before data-ready is kept and answered once ready
//   #solve-button, #solve-show-board, #speed, #show-distances, #randomize, #randomness, #solve-seed
//   #min-throws, #sequences, #solve-rolls, #solve-step, #solve-play, #solve-reset, #solve-progress,
//   #path-text, #why           the answer's card (tasks/answer.js: see its test hooks); #why says
//                              why the path is the shortest (distances falling by one per throw)
//   #answer-rules              the rules the answer is for; #answer-rules-undo under puzzle rules
//   #legend                    the distance colours (shown with #show-distances)
//   #players (rows: #player-N-name, #player-N-type), #add-player, #knock-off, #sixes-again,
//   #three-sixes, #game-seed, #new-game, #roll-button (aria-disabled="true" while a move plays
//                              and after a win),
//   #undo-button, #die (aria-label "Die showing N"), #turn-status (whose turn, or who won)
//   #game-log                  one <li> per move, in the core's words
//   #analysis ...              the "How long is a game?" card: see page/analysis-host.js; its
//                              code loads when the card comes near the screen
//                              (?workers=N in the page URL sets the simulation's worker count)
//   #game-message              why a game could not start, or that changes apply to the next game
//   #page-error                a bad or tampered link, or a damaged saved game (hidden when none)
//   #announcer                 the polite live region
// The URL hash holds the view (see state.js); localStorage key "snakes-ladders/game/v1" the game.

import init, * as core from "../core/core.js";
import { LIGHT, DARK, UNREACHABLE, MAX_DRAWN_SQUARES, describeBoard, distanceOverlay, expectedOverlay } from "../board/view.js";
import { atRest, boardLabel, coreSaid, coreWarnings, describeSquare as squareWords, rulesInWords, seatName, seatNamesIn } from "../ui/words.js";
import { announce, setupDie, showDie, renderLegend } from "../ui/controls.js";
import { defaultView, decodeHash, encodeHash, keepBoardInTab, linkedLength, useLimits, LINKED_TEXT, MAX_BOARD_TEXT, MAX_PLAYERS } from "./state.js";
import { afterNextPaint, el, scrollIntoFullView } from "../ui/dom.js";
import { markLine } from "../ui/text-mark.js";
import { PackedBoards } from "../core/board-list.js";
import { NO_WORDS, localize } from "../i18n/messages.js";
import { languageSwitch, setDocumentLanguage, storeLanguage } from "./language.js";
import { READ_HERE, generatedBoard } from "../core/off-thread.js";
import {
  $, S, CLASSIC, allWords, classicJumps, freshSeed, media, message, page, reduced, sayInto, showTask, startBase,
  restOfWords, startSquare, t, whenWorded,
} from "./page-state.js";
import {
  answerOnShow, clearSolution, onBoardTextInput, parseText, preloadAnswer, runSolution, showPlace, showPuzzleNote, solve, solveText,
  solveDrawn, usualRules,
} from "./solve-host.js";
import {
  endGame, loadPlayExtras, newGame, playerTokens, renderPlayerEditor, resetGameState, restoreGame, roll, undo, updateTurn,
} from "./play-host.js";




// ---------------------------------------------------------------- errors shown to a person

/** How many times the page's error line was set (a worded refusal later checks it was not since). */
let pageErrors = 0;

function pageError(text) {
  pageErrors++;
  const p = $("page-error");
  p.textContent = text;
  p.hidden = !text;
}

/**
 * Sets the page's error line to `say()` once it can be worded in the page's language (a link's
 * reason is in the rest of its messages, which may still be on its way as the page loads),
 * unless the line was set again meanwhile.
 */
function pageErrorWorded(say) {
  const turn = pageErrors;
  whenWorded(() => {
    if (pageErrors === turn) pageError(say());
  });
}


// ---------------------------------------------------------------- the board

function classicBoard() {
  return new core.Board(CLASSIC.size, classicJumps());
}


/** The format a text source names, or undefined when the core is to detect it. */
const formatOf = (source) => (source.format === "auto" ? undefined : source.format);

/**
 * The board of `source` built by the core module on this thread, or null for one it does not
 * build: a generated world, or a text in another format than the native one, which are the full
 * module's (it holds the world builder and the other readers; the core module leaves them out
 * to stay under 150 KB), and a text over READ_HERE characters (reading and measuring 2 MB held
 * the page 200 ms on a reload). Throws the core's message when it cannot be built, and a text's
 * size or link length refused (here, whichever module reads it).
 */
function buildHere(source) {
  if (source.kind === "gen") return null;
  if (source.kind === "classic") return { board: classicBoard(), boards: null };
  const big = oversize(source.text);
  if (big) throw new Error(big);
  if (source.text.length > READ_HERE) return null;
  const refused = linkRefusal(source.text, linkedLength(source.text));
  if (refused) throw new Error(refused);
  try {
    return pickFrom(core.Board.parseAll(source.text, formatOf(source)), source.pick);
  } catch (e) {
    // Asked only once reading failed, so that a native text (up to 2 MB) is read just once.
    if (!core.Board.reads(source.text, formatOf(source))) return null;
    throw e;
  }
}

/**
 * The board of a source the core module does not build (see buildHere), built by a worker with
 * the full module: as buildHere gives it, or the core's message. A text's boards stay packed
 * (board-list.js); its link length is measured there too. `signal` stops the work.
 * @param {any} source
 * @param {{ signal?: AbortSignal }} [opts]
 */
async function buildInWorker(source, { signal } = {}) {
  const { sharedPool } = await import("../core/work-pool.js");
  if (source.kind === "gen") {
    const options = {
      size: source.rows * source.cols, columns: source.cols, snakes: source.snakes,
      ladders: source.ladders, seed: source.seed, reachable: source.reachable,
    };
    return { board: generatedBoard(core, await sharedPool().run({ job: "generate", options })), boards: null };
  }
  // Its size was checked by buildHere.
  const { linked, packed } = await sharedPool().run({ job: "parse", text: source.text, format: formatOf(source), maxLinked: MAX_BOARD_TEXT }, { signal });
  const refused = linkRefusal(source.text, linked);
  if (refused) throw new Error(refused);
  return pickFrom(new PackedBoards(packed), source.pick);
}

/** Frees what buildInWorker built, for a board that will not be shown (a newer one came). */
function freeBuilt(built) {
  for (const b of built.boards || [built.board]) b.free?.();
}

/**
 * Why a text is refused for the length it takes in a link ("" when it is not): the link may hold
 * the board (a reload reads it back), and browsers drop links over about 2 MB. `linked` is the
 * text's length in a link (a worker measures it for long texts: 0.1 to 0.6 s for 2 MB).
 */
function linkRefusal(text, linked) {
  if (linked <= MAX_BOARD_TEXT) return "";
  return t("text-refused-link", { linked, typed: text.length, most: MAX_BOARD_TEXT });
}

/** The board to show of a text's `boards` (board `pick`, from 1) with the list; throws when none can be drawn. */
function pickFrom(boards, pick) {
  if (!boards.length) throw new Error(t("text-refused-no-board"));
  const chosen = Math.min(pick || 1, boards.length);
  const size = boards.at(chosen - 1).size;
  if (size > MAX_DRAWN_SQUARES) {
    for (const b of boards) b.free();
    throw new Error(t("text-refused-squares", { size, most: MAX_DRAWN_SQUARES }));
  }
  return { board: boards.at(chosen - 1), boards };
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
  const warnings = board.warningsUpTo(MAX_WARNINGS);
  const warningItems = document.createDocumentFragment();
  // The core's notes by code, in the page's language (said again once the rest of its messages came).
  for (const w of coreWarnings(warnings.first, warnings.firstCoded)) {
    const li = warningItems.appendChild(el("li"));
    sayInto(li, () => t("board-note", { note: coreSaid(S.words ?? NO_WORDS, w) }));
  }
  if (warnings.count > warnings.first.length) warningItems.append(el("li", { text: t("board-notes-more", { count: warnings.count - warnings.first.length }) }));
  const text = fromText ? null : boardText(board);

  const old = S.boardKey;
  boardsShown++;
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
  canvas.setAttribute("aria-label", boardLabel(S.words ?? NO_WORDS, desc));
  if (!fromText) {
    showBoardText(text);
    S.shownText = text;
    S.textFailed = false;
    $("detected-format").textContent = board.format || "native";
    $("parse-error").textContent = "";
  } else {
    $("detected-format").textContent = board.format || "–";
  }
  showPlace(null); // a mistake's place was the last text's
  showPicker(boards, source);
  $("board-warnings").replaceChildren(warningItems);
  if (board.seed !== undefined && source.kind === "gen") $("seed").value = String(board.seed);
  clearSolution();
  if (old && old !== S.boardKey && S.game) endGame(t("game-board-changed"));
  S.boardView.setBoard(desc);
  refreshDistances();
}

/** The most boards the "Which board" choice lists. */
const PICKER_LISTED = 250;

/** The "Which board" choice, for texts holding several boards. */
function showPicker(boards, source) {
  const pickWrap = $("pick-wrap"), pick = $("board-pick");
  if (!boards || boards.length < 2) {
    pickWrap.hidden = true;
    return;
  }
  // A text may hold 62,500 boards: the choice lists the first PICKER_LISTED (the table has them
  // all); a list of 1,000 took the browser 60 to 150 ms to lay out, 250 about 20 ms.
  const items = document.createDocumentFragment();
  const listed = Math.min(boards.length, PICKER_LISTED);
  // A long text's boards stay packed (board-list.js): their sizes are read without building them.
  const sizeOf = (i) => (boards.sizeOf ? boards.sizeOf(i) : boards[i].size);
  // A board's place in the text as a number of the text's (without a thousands separator); its squares a count.
  const words = S.words ?? NO_WORDS, n = (x) => words.number(x, { useGrouping: false });
  const option = (i) => el("option", { value: String(i + 1), text: words.t("board-pick-option", { n: n(i + 1), count: n(boards.length), size: sizeOf(i) }) });
  for (let i = 0; i < listed; i++) items.append(option(i));
  const chosen = Math.min(source.pick || 1, boards.length);
  if (chosen > listed) items.append(option(chosen - 1));
  pick.replaceChildren(items);
  pick.value = String(chosen);
  pickWrap.hidden = false;
}

/** Boards put on screen, and boards asked for: a worker's board is dropped once a newer one was. */
let boardsShown = 0, sourcesLoaded = 0;

/**
 * Puts the board of `source` on screen (see setBoard): true once it is when the core builds it
 * here, else a Promise of true once a worker has built it (false when another board was asked
 * for or shown meanwhile); throws, or rejects, with the core's message when it cannot be built.
 * @returns {true | Promise<boolean>}
 */
function loadSource(source, opts) {
  const load = ++sourcesLoaded;
  const here = buildHere(source);
  if (here) {
    setBoard(here, source, opts);
    return true;
  }
  const before = boardsShown;
  setAnimating(true);
  return buildInWorker(source).then((built) => {
    if (boardsShown !== before || sourcesLoaded !== load) {
      freeBuilt(built);
      return false;
    }
    setBoard(built, source, opts);
    return true;
  }).finally(() => setAnimating(false));
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


/**
 * The most squares whose distances are found on the page's thread: 10^6 squares take 80 ms or
 * more there, on top of drawing them, so bigger boards' distances come from a worker.
 */
const DISTANCES_HERE = 100_000;

/** The distances job in flight (a newer board or rules make its answer stale). */
let distancesJob = null;

/**
 * The rule table for the board and rules on screen, and where each landing comes to rest (the
 * rules' errors said at once); the distances are found when first asked for (`distances()`:
 * hover, the overlay, an answer), or come from a worker for a big board.
 */
function refreshDistances() {
  S.table?.free();
  S.table = null;
  S.rest = null;
  S.distances = null;
  distancesJob = null;
  if (S.board.size > DISTANCES_HERE) {
    distancesInWorker(S.board, { ...S.view.rules });
    return;
  }
  try {
    // The core says where every landing comes to rest and what each throw does, in words.
    S.table = new core.RuleTable(S.board, S.view.rules);
    S.rest = S.table.restSquares();
    $("rules-note").textContent = "";
  } catch (e) {
    sayInto($("rules-note"), () => coreSaid(S.words ?? NO_WORDS, e));
  }
  updateLegend();
  updateStatus();
  updateAnalysis();
  requestPaint();
}

/**
 * The distances under the rules on screen (the core's `Board.distances`: a search over the whole
 * board), found here the first time something asks once the rules compiled (their RuleTable);
 * null while a worker finds a big board's, or when the rules do not compile.
 */
function distances() {
  if (S.distances === null && S.table && S.board.size <= DISTANCES_HERE) {
    try {
      S.distances = S.board.distances(S.view.rules);
    } catch (e) {
      sayInto($("rules-note"), () => coreSaid(S.words ?? NO_WORDS, e));
    }
  }
  return S.distances;
}

/**
 * The core's RuleTable for the board and rules on screen, made now if a worker's distances have
 * not come yet (a path in words needs it).
 */
function ruleTable() {
  if (!S.table) {
    S.table = new core.RuleTable(S.board, S.view.rules);
    S.rest = S.table.restSquares();
  }
  return S.table;
}

/**
 * refreshDistances for a big board: the distances from a worker, then the rule table here (a
 * few milliseconds). Until they come, hovering reads no distances and the colours wait.
 */
function distancesInWorker(board, rules) {
  const job = {};
  distancesJob = job;
  S.distances = null;
  const jumps = board.jumps();
  import("../core/work-pool.js")
    .then(({ sharedPool }) => sharedPool().run({ job: "distances", size: board.size, jumps, rules }, { transfer: [jumps.buffer] }))
    .then((distances) => {
      if (distancesJob !== job) return;
      S.distances = distances;
      ruleTable();
      $("rules-note").textContent = "";
    }, (e) => {
      if (distancesJob === job) sayInto($("rules-note"), () => coreSaid(S.words ?? NO_WORDS, e));
    })
    .then(() => {
      if (distancesJob !== job) return;
      distancesJob = null;
      updateLegend();
      updateStatus();
      updateAnalysis();
      requestPaint();
    });
}

// ---------------------------------------------------------------- the analysis card

let analysis = null, analysisQueued = false;
/** The "Design a board" task (tasks/design.js), made once its code is loaded. */
let design = null, designLoading = null, designLinkTimer = 0;

/** How long after a designer's edit the link is brought up to date (ms): replacing a long URL takes milliseconds a drag can use. */
const DESIGN_LINK_DELAY_MS = 150;

/**
 * The designer's code and the print view (board/svg.js), loaded just after the first paint or
 * when the Design task is opened, whichever is first: the first paint does not need them.
 */
function loadDesign() {
  designLoading ??= Promise.all([import("../tasks/design.js"), import("../board/svg.js"), allWords()]).then(
    ([{ DesignTask }, { usePrintView, preparePrint }]) => {
      design = hostDesign(DesignTask, preparePrint);
      usePrintView(S.boardView);
      if (S.board) design.show(S.board, S.view.rules);
      if (S.mode === "design") design.enter();
    },
    (e) => {
      designLoading = null;
      pageError(t("load-failed-designer", { error: message(e) }));
    },
  );
  return designLoading;
}

/**
 * The design task in the Design card, on the page's board: an accepted edit becomes the page's
 * board (a board in the native format, so the link and storage carry it like any other).
 */
function hostDesign(DesignTask, preparePrint) {
  // The printed sheet: the board, its numbers, the rules they hold under and its text.
  const prepare = () => preparePrint(S.words ?? NO_WORDS, { ...task.printNotes(), rules: rulesInWords(S.words ?? NO_WORDS, S.view.rules) });
  const print = () => {
    prepare();
    window.print();
  };
  const task = new DesignTask(
    { root: $("task-design"), canvas: $("board-canvas"), frame: $("board-frame"), view: S.boardView, core, keys: document },
    {
      words: S.words ?? NO_WORDS, fromHost: true, hostBoard: "page", print, dark: media.dark.matches, note: t("design-share-note"),
    },
  );
  task.addEventListener("boardchange", (e) => {
    try {
      loadSource({ kind: "text", text: e.detail.text, format: "native", pick: 1 });
    } catch (err) {
      task.refuse(err);
      return;
    }
    clearTimeout(designLinkTimer);
    designLinkTimer = setTimeout(syncHash, DESIGN_LINK_DELAY_MS);
  });
  task.addEventListener("wordschange", updateStatus);
  window.addEventListener("beforeprint", prepare);
  media.dark.addEventListener("change", () => task.setDark(media.dark.matches));
  return task;
}

/** Tells the analysis card the board, rules and players on screen (once per task). */
function updateAnalysis() {
  if (design) queueMicrotask(() => { if (S.board) design.show(S.board, S.view.rules); });
  if (!analysis || analysisQueued) return;
  analysisQueued = true;
  queueMicrotask(() => {
    analysisQueued = false;
    if (!S.board) return;
    const g = S.view.game;
    analysis.update({
      board: S.board, boardKey: S.boardKey, desc: S.desc, rules: S.view.rules, start: startSquare(), rest: S.rest,
      players: g.players.map((p) => p.name),
      house: { knockOff: g.knockOff, sixesAgain: g.sixesAgain, threeSixesEnd: g.threeSixesEnd },
    });
  });
}

function onRulesChanged() {
  S.view.rules = rulesFromControls();
  showPuzzleNote();
  // The answer on show was for the rules as they were: it goes, and the note says why.
  const answered = answerOnShow();
  clearSolution();
  if (answered) $("answer-note").textContent = t("rules-changed-solve");
  refreshDistances();
  if (S.game && S.setup && JSON.stringify(S.setup.rules) !== JSON.stringify(S.view.rules)) {
    $("game-message").textContent = t("rules-changed-game");
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

function startLabel() {
  const base = startBase();
  const expected = analysis?.startLabel(base, startSquare());
  if (expected) return expected;
  const d = S.view.solve.overlay ? distances()?.[startSquare()] : undefined;
  if (d === undefined) return base;
  return d === UNREACHABLE ? t("square-start-label-unreachable", { start: base }) : t("square-start-label-throws", { start: base, throws: d });
}

/** Throws to the end after landing on each square: what a player wants to see on the overlay. */
function landingDistances() {
  const d = distances();
  return d && S.rest ? atRest(d, S.rest) : d;
}

/** The overlay on the board: distances (Solve), else expected throws (the analysis), else none. */
function currentOverlay() {
  if (S.view.solve.overlay && distances()) return { source: S.distances, make: () => distanceOverlay(S.theme, landingDistances()) };
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
  const solved = S.mode === "solve" ? solveDrawn() : null;
  view.setMarkers(solved?.markers ?? []);
  view.setTokens(S.mode === "play" ? playerTokens() : solved?.tokens ?? []);
}



function applyTheme() {
  S.theme = media.dark.matches ? DARK : LIGHT;
  updateLegend();
  requestPaint();
}

function updateLegend() {
  const legend = $("legend");
  legend.hidden = !(S.view.solve.overlay && distances());
  if (!legend.hidden) renderLegend(S.words ?? NO_WORDS, legend, S.theme, landingDistances());
  else if (analysis?.renderLegend(legend, S.theme)) legend.hidden = false;
}

// ---------------------------------------------------------------- reading squares

function describeSquare(n) {
  if (n === null) return "";
  const sentences = [squareWords(S.words ?? NO_WORDS, S.desc, n, { distances: distances(), rest: S.rest, start: startSquare() })];
  const expected = n > 0 ? analysis?.describeSquare(n, S.rest ? S.rest[n] : n) : "";
  if (expected) sentences.push(expected);
  const worth = design?.describeSquare(n);
  if (worth) sentences.push(worth);
  if (S.mode === "play" && S.game) {
    const names = S.setup.players.map((p) => p.name);
    const here = S.play.squares.map((s, i) => (s === n ? names[i] : null)).filter(Boolean);
    if (here.length) sentences.push(t("square-players-here", { names: new Intl.ListFormat(S.words?.locale ?? "en", { type: "conjunction" }).format(here), count: here.length }));
  }
  return sentences.join(" ");
}

function updateStatus() {
  if (!S.desc || !S.boardView) return;
  const n = S.boardView.hover ?? S.boardView.cursor;
  const status = $("square-status");
  const text = n === null ? t("square-hint") : describeSquare(n);
  if (status.textContent !== text) status.textContent = text;
  S.boardView.refreshTooltip();
}

function cancelAnimation() {
  if (S.anim) {
    const a = S.anim;
    S.anim = null;
    a.cancel();
    setAnimating(false);
  }
}

function setAnimating(on) {
  if (on) document.body.dataset.animating = "1";
  else delete document.body.dataset.animating;
}

/** The tasks a visitor picks from, each with its panel beside the board. */
const TASKS = ["play", "solve", "analyze", "design"];

/** Shows task `mode`'s panel and the board as that task wants it (tokens, size). */
function setMode(mode) {
  if (!TASKS.includes(mode)) mode = "solve";
  const changed = S.mode !== mode;
  S.mode = mode;
  S.view.tab = mode;
  showTask(mode);
  if (changed) {
    resize();
    syncHash();
    if (mode === "design" && design) {
      if (S.board) design.show(S.board, S.view.rules);
      design.enter();
    } else if (mode === "design") loadDesign();
    else design?.leave();
  }
  requestPaint();
}

/**
 * On a narrow screen the board may be scrolled away from the button pressed: brings it wholly
 * back; resolves once it is on screen (a path played then is seen from its first throw).
 */
function showBoard() {
  return scrollIntoFullView($("board-frame"), { smooth: !reduced() });
}

// ---------------------------------------------------------------- generating and pasting

/** The name of a field of the page, as its label shows it (in the page's language). */
const fieldName = (id) => document.querySelector(`label[for="${id}"]`)?.textContent.trim() ?? id;

function readInt(id, lo, hi) {
  const raw = $(id).value.trim();
  const field = fieldName(id);
  if (!/^\d+$/.test(raw)) throw new Error(t("field-whole-number", { field }));
  const v = Number(raw);
  if (v < lo || v > hi) throw new Error(t("field-range", { field, lo, hi }));
  return v;
}

function newWorld(event) {
  event?.preventDefault();
  const err = $("generate-error");
  let source;
  try {
    const rows = readInt("gen-rows", 1, 100);
    const cols = readInt("gen-columns", 1, 100);
    if (rows * cols < 2) throw new Error(t("gen-too-small"));
    const snakes = readInt("gen-snakes", 0, 5000);
    const ladders = readInt("gen-ladders", 0, 5000);
    const typed = $("seed").value.trim();
    let seed;
    if (S.typed.world && typed !== "") seed = readInt("seed", 0, 9007199254740991);
    else seed = freshSeed();
    source = { kind: "gen", rows, cols, snakes, ladders, seed, reachable: $("gen-reachable").checked };
    const target = $("gen-expected").value.trim();
    if (target !== "") return newWorldOfLength(source, target);
  } catch (e) {
    sayInto(err, () => message(e));
    return;
  }
  const failed = (e) => whenWorded(() => {
    err.textContent = message(e);
    announce($("announcer"), message(e));
  });
  const shown = () => {
    S.typed.world = false;
    $("seed").value = String(S.board.seed ?? source.seed);
    err.textContent = "";
    syncHash();
    announce($("announcer"), t("new-world-said", { squares: S.board.size, seed: $("seed").value }));
  };
  // The world builder is the full module's: a worker builds the board.
  const button = $("new-world");
  button.disabled = true;
  new Promise((resolve) => resolve(loadSource(source)))
    .then((ok) => ok && shown(), failed)
    .finally(() => { button.disabled = false; });
}

/**
 * New world with "an average game of about T throws": the world builder (full build, in a
 * worker) tries boards until one player's expected throws under the page's rules come near T (the
 * core's "about": within 5%, at least 1 throw either side); its message says how close it got
 * when it gives up. The board comes back as text, so a link holds exactly this board.
 */
async function newWorldOfLength(source, target) {
  const err = $("generate-error"), button = $("new-world");
  const turns = Number(target);
  if (!Number.isFinite(turns) || turns < 1) {
    err.textContent = t("gen-target-bad");
    return;
  }
  const options = {
    rows: source.rows, columns: source.cols, snakes: source.snakes, ladders: source.ladders, seed: source.seed,
    reachable: source.reachable, rules: S.view.rules, expectedTurns: turns,
  };
  err.textContent = t("gen-target-building", { target });
  button.disabled = true;
  try {
    const { sharedPool } = await import("../core/work-pool.js");
    const { text, seed } = await sharedPool().run({ job: "generate", options });
    loadSource({ kind: "text", text, format: "native", pick: 1 });
    S.typed.world = false;
    $("seed").value = String(seed);
    err.textContent = "";
    syncHash();
    announce($("announcer"), t("new-world-target-said", { squares: S.board.size, seed, target }));
  } catch (e) {
    sayInto(err, () => message(e));
  } finally {
    button.disabled = false;
  }
}

/** The most lines the page reads: the browser takes 1.5 s or more to lay out 100,000 in a text area. */
const MAX_BOARD_LINES = 50_000;

/** Why a text is too big for the page ("" when it is not): too many characters or lines. */
function oversize(text) {
  if (text.length > MAX_BOARD_TEXT) {
    return t("text-refused-characters", { count: text.length, most: MAX_BOARD_TEXT });
  }
  if (text.length > MAX_BOARD_LINES) {
    let lines = 1;
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lines++;
    if (lines > MAX_BOARD_LINES) return t("text-refused-lines", { count: lines, most: MAX_BOARD_LINES });
  }
  return "";
}

/**
 * The most characters and lines the Board text box shows. Laying out a text area takes the
 * browser about 80 ms for 200,000 characters on one line and 2 s for 50,000 short lines (more
 * on a slow machine), all at once: a longer text is kept in the box with the box hidden (a
 * hidden box is not laid out) and a note says so, with a button to show it anyway.
 */
const SHOWN_CHARS = 100_000, SHOWN_LINES = 2_000;

/** The lines of `text`, counted up to `most + 1`. */
function linesUpTo(text, most) {
  let lines = 1;
  for (let i = text.indexOf("\n"); i !== -1 && lines <= most; i = text.indexOf("\n", i + 1)) lines++;
  return lines;
}

const tooLongToShow = (text) => text.length > SHOWN_CHARS || (text.length > SHOWN_LINES && linesUpTo(text, SHOWN_LINES) > SHOWN_LINES);

/** Puts `text` in the Board text box, hidden behind a note when it is too long to lay out quickly. */
function setBoardText(text) {
  const box = $("board-text");
  markLine(box, null); // a line marked in error was the old text's
  const hold = tooLongToShow(text);
  if (hold) box.hidden = true; // before the value is set, so the text is never laid out
  box.value = text;
  $("board-text-held").hidden = !hold;
  if (!hold) {
    box.hidden = false;
    return;
  }
  $("board-text-held-text").textContent = t("board-text-held", { characters: text.length, lines: linesUpTo(text, Infinity) });
}

/** Empties the box in place of a held text, for a new one (the board on screen stays until then). */
function clearHeldText() {
  setBoardText("");
  $("board-text").focus();
  onBoardTextInput();
}

/** Shows a held text in the box (the person asked: the browser lays it out now). */
function showHeldText() {
  $("board-text-held").hidden = true;
  $("board-text").hidden = false;
  $("board-text").focus();
}

/**
 * Puts the text of the board on screen in the box; while the page starts, only in a box the
 * visitor has not gone into. Writing there would move their caret to the end of the board's
 * text, so that a paste after a click, or after selecting all, would land after it (a fill,
 * select then insert, met that in 2 of 30 cold loads). The box stays theirs: what they leave in
 * it is read once the page is ready (answerEarlyInput), and a box left as it was gets the text
 * then, or when they leave it (fillBoxWhenLeft).
 */
function showBoardText(text) {
  if (!S.ready && (S.early.text !== null || document.activeElement === $("board-text"))) return;
  setBoardText(text);
}

/** The text of the board on screen, as the box shows it: a text's own, else the board's. */
const viewText = () => (S.view.source.kind === "text" ? S.view.source.text : S.shownText);

/**
 * The board's text, held while the visitor was in the box as the page started (showBoardText)
 * and left unedited: put in now if they have left the box, else when they leave it (and not at
 * all once they edit it: their text is then read as any edit is).
 */
function fillBoxWhenLeft() {
  const box = $("board-text");
  const fill = () => {
    stop();
    setBoardText(viewText());
  };
  const stop = () => {
    box.removeEventListener("blur", fill);
    box.removeEventListener("input", stop);
  };
  if (document.activeElement !== box) return fill();
  box.addEventListener("blur", fill);
  box.addEventListener("input", stop);
}

/**
 * A paste that makes the text too long to show is done here, into the hidden box, instead of
 * by the browser (which would lay out the whole text first); an oversized one is refused.
 */
function onPaste(e) {
  if (!S.ready) return; // the browser pastes; recordEarlyInput keeps the text
  const pasted = e.clipboardData?.getData("text/plain") ?? "";
  const why = oversize(pasted);
  if (why) {
    e.preventDefault();
    refuseText(why, { restore: false });
    return;
  }
  const box = $("board-text");
  const text = box.value.slice(0, box.selectionStart) + pasted + box.value.slice(box.selectionEnd);
  if (!tooLongToShow(text)) return;
  e.preventDefault();
  setBoardText(text);
  onBoardTextInput();
}

/**
 * Typing (or any insertion the browser is about to make) that makes a short text too long to
 * show takes the paste's path: the edit is made here, into the hidden box, before the browser
 * lays the whole text out (1.9 million characters typed on one line held the page 300 ms or
 * more). A text already shown on request stays shown.
 */
function onBeforeInput(e) {
  if (!S.ready) return; // recordEarlyInput keeps what is typed while the page starts
  const inserted = e.data ?? e.dataTransfer?.getData("text/plain") ?? null;
  const box = $("board-text");
  // A keystroke or a short insertion adds too little to matter: it costs no more than a look.
  if (inserted === null || inserted.length <= SHOWN_LINES || tooLongToShow(box.value)) return;
  const text = box.value.slice(0, box.selectionStart) + inserted + box.value.slice(box.selectionEnd);
  if (!tooLongToShow(text)) return;
  e.preventDefault();
  const why = oversize(text);
  if (why) {
    refuseText(why, { restore: false });
    return;
  }
  setBoardText(text);
  onBoardTextInput();
}

/** Refuses an oversized text at once: left in the text area, it freezes the tab while laid out. */
function refuseText(why, { restore }) {
  if (restore) setBoardText(S.view.source.kind === "text" ? S.view.source.text : boardText(S.board));
  $("parse-error").textContent = t("text-refused-kept", { why: why.replace(/^./, (c) => c.toUpperCase()) });
}

// ---------------------------------------------------------------- the URL

function syncHash() {
  if (!S.ready) return;
  if (S.view.source.kind === "text" && S.view.source.text.length > LINKED_TEXT) keepBoardInTab(S.view.source.text);
  // A link names the seats as English does (the page's defaults, left out), whatever the page's language.
  const players = S.words ? seatNamesIn(null, S.view.game.players, S.words) : S.view.game.players;
  const hash = encodeHash({ ...S.view, game: { ...S.view.game, players } });
  const url = location.pathname + location.search + hash;
  if (url !== location.pathname + location.search + location.hash) history.replaceState(null, "", url);
}

/**
 * Puts a link's text in the box, as it was typed. A text read off this thread (over READ_HERE
 * characters) goes in a task later: putting 1.5 MB there takes 40 to 60 ms, and with the board's
 * own setting up it held a reload's task past 200 ms. False when a newer view or board came
 * meanwhile (it does the rest).
 */
async function putTextBack(view) {
  const { source } = view;
  if (source.text.length > READ_HERE) {
    await new Promise((next) => setTimeout(next));
    // A newer view, or another board in this one (a paste, a world built), came meanwhile.
    if (S.view !== view || view.source !== source) return false;
  }
  showBoardText(source.text);
  return true;
}

/**
 * Shows the view a hash describes; a bad hash shows its error and the classic board. Resolves
 * once its board is on screen (a worker builds a generated world or a text in another format
 * than the native one) and its game, if any, has started replaying; does nothing more when
 * another board came meanwhile.
 */
async function applyHash({ refused = "" } = {}) {
  // Once a board is on screen, a link that cannot be read changes nothing: its error shows over
  // the board and game as they were, and the address goes back to them. Only a page opened from
  // a bad link shows the classic board.
  const before = S.ready && !refused ? S.view : null;
  let view;
  try {
    view = decodeHash(location.hash);
    pageError(refused);
  } catch (e) {
    if (before) {
      // Nothing of the link was applied: the address goes back to the view on screen.
      syncHash();
      pageErrorWorded(() => t("link-unreadable-kept", { error: message(e) }));
      return;
    }
    view = defaultView();
    pageErrorWorded(() => t("link-unreadable-classic", { error: message(e) }));
  }
  // A link in another language opens the page in it; a language chosen here goes into the link.
  if (view.lang && view.lang !== S.language.code) return location.reload();
  if (S.language.chosen) view.lang = S.language.code;
  // The seats' own names (Red, Blue) in the page's language.
  if (S.words) view.game.players = seatNamesIn(S.words, view.game.players);
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
  // A board that is not a text is shown in the box as native text: no format is forced on it.
  $("board-format").value = view.source.kind === "text" ? view.source.format : "auto";
  try {
    if (!(await loadSource(view.source, { fromText: view.source.kind === "text" }))) return;
    if (view.source.kind === "text" && !(await putTextBack(view))) return;
  } catch (e) {
    // The rules and settings of the link are in the controls by now: the view on screen before
    // it is applied again (its board was read before, and its game comes back as after a reload).
    if (before) {
      S.view = before;
      syncHash();
      await allWords().catch(() => {}); // the core's reason, in the page's language
      return applyHash({ refused: t("link-board-unreadable-kept", { error: message(e) }) });
    }
    await allWords().catch(() => {}); // the core's reason, in the page's language
    pageError(t("link-board-unreadable-classic", { error: message(e) }));
    // The controls say what is in force: the classic board, and no format forced on the next edit.
    $("board-format").value = "auto";
    S.view.source = { kind: "classic" };
    loadSource(S.view.source);
  }
  if (!S.online) {
    resetGameState();
    S.setup = null;
    restoreGame();
  }
  setMode(view.tab);
  if (view.room && S.ready) openRoom(view.room);
  if (wantSolved) solve({ animate: false });
}

// ---------------------------------------------------------------- wiring

/** Wires the page's controls to the shell and the task panels, once, at start-up. */
function wire() {
  wirePage();
  wireSolve();
  wirePlay();
  wireBoardText();
}

/** The window, the theme, the link, the skip link, the board's hover and the page's keys. */
function wirePage() {
  window.addEventListener("resize", () => resize());
  media.dark.addEventListener("change", applyTheme);
  window.addEventListener("hashchange", () => { applyHash().then(() => resize()); });
  // The address's fragment holds the view: the skip link moves focus without writing "#tasks"
  // there (read as a link, that replaced the board on screen with the classic one).
  document.querySelector(".skip-link").addEventListener("click", (e) => {
    e.preventDefault();
    $("tasks").focus();
  });
  S.boardView.addEventListener("hover", updateStatus);
  S.boardView.addEventListener("cursor", updateStatus);
  // Space and Enter on the page (not on the board, whose keys only read it) roll in a game
  // in progress; they never start one.
  document.addEventListener("keydown", (e) => {
    if ((e.key !== " " && e.key !== "Enter") || e.repeat || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target;
    if (target !== document.body && target !== document.documentElement) return;
    if (!S.game || S.mode !== "play") return;
    e.preventDefault();
    roll();
  });
}

/** The rules, Solve and its path: speed, overlay, randomness. */
function wireSolve() {
  for (const id of ["rule-start", "rule-overshoot", "rule-jumps", "rule-faces"]) $(id).addEventListener("change", onRulesChanged);

  // Until the page is ready, a press of Solve or an edit of the text is kept by
  // recordEarlyInput (page-state.js) and answered once it is (answerEarlyInput).
  $("solve-button").addEventListener("click", () => { if (S.ready) solveText(); });
  // On a phone the board is below the answer: the path animates there.
  // The path stops where nobody sees it, and plays again from its first throw once the board is.
  $("solve-show-board").addEventListener("click", () => { cancelAnimation(); showBoard().then(runSolution); });
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
}

/** The players, the house rules and the game's buttons. */
function wirePlay() {
  $("add-player").addEventListener("click", () => {
    const players = S.view.game.players;
    if (players.length >= MAX_PLAYERS) return;
    S.view.game.players = [...players, { name: seatName(S.words ?? NO_WORDS, players.length), type: "human" }];
    renderPlayerEditor();
    $(`player-${S.view.game.players.length}-name`).focus();
    syncHash();
  });
  for (const [id, key] of [["knock-off", "knockOff"], ["sixes-again", "sixesAgain"], ["three-sixes", "threeSixesEnd"]]) {
    $(id).addEventListener("change", (e) => {
      S.view.game[key] = e.target.checked;
      if (S.game) $("game-message").textContent = t("house-rules-next-game");
      syncHash();
      updateAnalysis();
    });
  }
  $("game-seed").addEventListener("input", () => { S.typed.game = true; });
  // After New game, focus goes to Roll, so Space or Enter rolls next.
  $("new-game").addEventListener("click", () => { if (newGame()) $("roll-button").focus(); });
  $("roll-button").addEventListener("click", () => roll());
  $("online-section").addEventListener("toggle", (e) => { if (e.target.open) openRoom(); });
  $("undo-button").addEventListener("click", () => undo());
}

/** The world builder, the tasks, the board's text box and its format, and Copy link. */
function wireBoardText() {
  $("generate-form").addEventListener("submit", newWorld);
  $("seed").addEventListener("input", () => { S.typed.world = true; });
  $("board-text").addEventListener("input", () => { if (S.ready) onBoardTextInput(); });
  for (const b of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".task-button"))) b.addEventListener("click", () => setMode(b.dataset.task));
  $("puzzle-rules-undo").addEventListener("click", usualRules);
  // The answer's own way back: the answer goes with the rules, so focus goes on to Solve.
  $("answer-rules-undo").addEventListener("click", () => { usualRules(); $("solve-button").focus(); });
  // The table of boards is shown by the answer's code, so it is here when its button is.
  $("answers-more").addEventListener("click", () => preloadAnswer().then(([, boards]) => boards.showMoreAnswers()));
  $("board-text").addEventListener("paste", onPaste);
  $("board-text").addEventListener("beforeinput", onBeforeInput);
  $("board-text-show").addEventListener("click", showHeldText);
  $("board-text-clear").addEventListener("click", clearHeldText);
  $("board-format").addEventListener("change", () => parseText({ pick: 1 }));
  $("board-pick").addEventListener("change", () => parseText());
  $("copy-link").addEventListener("click", async () => {
    syncHash();
    let ok = false;
    try { await navigator.clipboard.writeText(location.href); ok = true; } catch { /* no clipboard */ }
    const inTab = S.view.source.kind === "text" && S.view.source.text.length > LINKED_TEXT;
    $("copy-status").textContent = [ok ? t("link-copied") : t("link-copy-yourself"), inTab ? t("link-text-in-tab", { characters: LINKED_TEXT }) : ""].join(" ").trim();
  });
}

/**
 * The shell's functions the page's panels call back (page-state.js `page`, typed as Shell so
 * that tsc checks every call against these functions).
 */
const shell = {
  applyHash, buildInWorker, cancelAnimation, describeSquare, distances, freeBuilt, loadSource, ruleTable, oversize, pickFrom, onRulesChanged, pageError, refreshDistances, refuseText, requestPaint,
  setAnimating, setBoard, setMode, showRules, syncHash, updateAnalysis, updateStatus,
};
/** @typedef {typeof shell} Shell */
Object.assign(page, shell);

/**
 * Starts the page once the first paint is done (first-paint.js imports this module after it):
 * loads the core, reads the link again with it (the board, a saved game, the rules), wires the
 * controls and marks the page ready.
 */
export async function start(stopRecording = () => {}) {
  await useWords();
  setupDie($("die"));
  showDie(S.words ?? NO_WORDS, $("die"), null);
  applyTheme();
  try {
    await init();
  } catch (e) {
    pageError(t("load-failed-solver", { error: message(e) }));
    if (S.early.solve) $("answer-note").textContent = t("no-answer-no-solver");
    // The classic board may be drawn already (first-paint.js draws it without any wasm).
    $("square-status").textContent = S.boardView.board
      ? t("board-picture-only")
      : t("board-needs-solver");
    return;
  }
  const limits = core.limits();
  useLimits(limits);
  $("rule-faces").min = String(limits.minFaces);
  $("rule-faces").max = String(limits.maxFaces);
  wire();
  await applyHash();
  S.ready = true;
  stopRecording();
  answerEarlyInput();
  syncHash();
  resize();
  updateStatus();
  updateTurn();
  loadAnalysisWhenSeen();
  afterNextPaint(loadDesign);
  // Ready once the board is on the canvas: its paint waits for the next frame, and this
  // callback, asked for after it, runs after it in that frame.
  requestAnimationFrame(() => {
    document.body.dataset.ready = "1";
    performance.mark("page-ready"); // when it was ready, for bench/page-perf.mjs: what follows is after it
    // The built site's service worker (offline use, new versions) and the tools to share and
    // show the view start once the page is ready: the first load waits for none of it.
    document.head.append(el("link", { rel: "stylesheet", href: new URL("./later.css", import.meta.url).href }));
    // The rest of the page's messages (the analysis's, the designer's, the core's errors).
    // body[data-words]: "all" once they are here, and what waited for them said (whenWorded).
    restOfWords().then(() => { document.body.dataset.words = "all"; }, (e) => {
      document.body.dataset.words = "failed";
      pageError(t("load-failed-words", { error: message(e) }));
    });
    preloadAnswer().catch(() => {}); // Solve's answer card, so the first answer waits for nothing
    import("./offline.js").then((m) => m.keepOffline()).catch(() => {});
    loadPlayExtras().catch(() => {}); // the game's sounds, confetti and end in figures
    if (S.view.room) {
      setMode("play");
      openRoom(S.view.room);
    }
    import("./share.js").then((m) => m.shareTools({
      into: $("tasks"),
      link: () => { syncHash(); return location.href; },
      words: shareWords,
      fullScreen: document.documentElement,
    })).catch(() => {});
  });
}

/**
 * The page's messages in its language (loading since the first paint): the page's own text is
 * put in it, and the switch offers the others. Without them the page stays in English, and says so.
 */
async function useWords() {
  try {
    S.words = await S.wordsLoading;
  } catch (e) {
    pageError(`The page's words could not be loaded (${message(e)}), so it is shown in English.`);
    S.language = { code: "en", chosen: S.language.chosen };
    setDocumentLanguage("en");
  }
  if (S.words && S.words.lang !== "en") localize(document.documentElement, S.words);
  languageSwitch($("language"), S.language.code, (code) => {
    storeLanguage(code);
    S.view.lang = code;
    syncHash();
    location.reload();
  });
}

/**
 * Play with others (page/online-host.js, tasks/online.js, net/): loaded when its section is
 * opened, or when a link names a room (`#room=code`), which opens that room's join form (or
 * comes back to its seat, on the device that sat there).
 */
function openRoom(code = null) {
  if (code) $("online-section").open = true;
  Promise.all([import("./online-host.js"), allWords()]).then(([m]) => m.onlinePlay().open(code)).catch((e) => {
    $("online").textContent = t("load-failed-online", { error: message(e) });
  });
}

/** What the shared view is, in a sentence for the share sheet: the game, the answer or the board. */
function shareWords() {
  if (S.mode === "play" && S.game) return t("share-game");
  const min = $("min-throws");
  if (S.mode === "solve" && !$("solve-result").hidden && min.dataset.value) {
    return t("share-answer", { throws: Number(min.dataset.value) });
  }
  return t("share-board");
}

/**
 * What a visitor did while the page started, answered now that it is ready: a text typed or
 * pasted in the box goes back in it (the link's board was put there meanwhile) and is read, as
 * an edit is (a text too big is refused with its message); a press of Solve is answered for the
 * text in the box.
 */
function answerEarlyInput() {
  const { text, solve } = S.early;
  S.early = { text: null, solve: false };
  const box = $("board-text").value;
  if (text !== null && text !== box) setBoardText(text);
  // Unedited, the box lacks the board's text only where showBoardText kept it out.
  if (text === null && box !== viewText()) fillBoxWhenLeft();
  if (solve) solveText();
  else if (text !== null) onBoardTextInput();
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
      const [{ AnalysisPanel }] = await Promise.all([import("./analysis-host.js"), allWords()]);
      analysis = new AnalysisPanel({
        announce: (text) => announce($("announcer"), text),
        onOverlay: () => { updateLegend(); updateStatus(); requestPaint(); },
      });
      updateAnalysis();
    } catch (e) {
      pageError(t("load-failed-analysis", { error: message(e) }));
      $("analysis").dataset.state = "error";
    }
  }, { rootMargin: "200px" });
  seen.observe($("analysis"));
}

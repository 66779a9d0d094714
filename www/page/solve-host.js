// The Solve panel, the page's host of the Solve answer: the board's text box beside Solve, and
// the answer (tasks/answer.js, the component <snakes-ladders mode="solve"> shows too: the fewest
// throws, the rolls, each throw in the core's words, the path walked with Step / Play / Reset).
// Solve answers for exactly the text in the box; editing it withdraws the answer. What only the
// page has stays here: a text with several boards gets every answer in a table, the puzzle
// formats' rules, the rules the answer is for, long texts read and big boards solved by workers,
// and "Watch the search".

import { announce } from "../ui/controls.js";
import { el, loadOnce } from "../ui/dom.js";
import { markLine, placeOf } from "../ui/text-mark.js";
import { NO_WORDS } from "../i18n/messages.js";
import { $, PUZZLE_FORMATS, S, allWords, freshSeed, message, page, reduced, sayInto, startSquare, t, whenWorded } from "./page-state.js";
import { READ_HERE, SOLVED_HERE, unpackSolution } from "../core/off-thread.js";
import { puzzleRules } from "../core/core.js";

/**
 * "Watch the search" (solve-search.js and the stepping it shares with the widget), loaded the
 * first time it is asked for: most visits never open it, so it is not in the first load.
 */
let search = null;
$("watch-search")?.addEventListener("click", async () => {
  try {
    search ??= (await Promise.all([import("./search-host.js"), allWords()]))[0];
  } catch (e) {
    $("bfs-error").textContent = t("load-failed-search", { error: message(e) });
    $("bfs-watch").hidden = false;
    return;
  }
  search.watchSearch();
});

/** The answer's card, built in #solve-card the first time an answer shows. */
let card = null;

/**
 * Counts the answers shown and withdrawn: an answer whose code arrives after it was withdrawn
 * (the text edited, the rules changed, another Solve) shows nothing.
 */
let turn = 0;

/** Marks where the format's name goes in "Taken for …" (a character no message has). */
const FORMAT_MARK = "\uE000";

/** Paths longer than this are shown at once after Solve, not walked (a walk of 100,000 throws takes hours); Play still walks them. */
const MAX_WALKED_THROWS = 1000;

/**
 * The answer's code (tasks/answer.js, its card, and answers-table.js for a text of several
 * boards), loaded the first time an answer shows or once the page is ready (the page calls
 * this then), whichever comes first: the first load waits only for what a first visit shows.
 */
export const preloadAnswer = loadOnce(() => Promise.all([import("../tasks/answer.js"), import("./answers-table.js")]));

/** Whether an answer or a reason for none was asked of the card since the last clearSolution. */
let asked = false;

/**
 * Whether an answer is on show or on its way (its card's code still loading): what a change of
 * the text or the rules withdraws, with a note saying why.
 */
export function answerOnShow() {
  return S.shown !== null || asked;
}

/**
 * Runs `show` with the card and the boards' table once their code is here, unless the answer
 * was withdrawn or replaced meanwhile, and only then shows the answer's box: until the card is
 * in it, the box would hold the rules line and no number. A failed load says so where the
 * answer goes.
 * @param {(card: import("../tasks/answer.js").SolveAnswer, table: typeof import("./answers-table.js")) => void} show
 */
function withCard(show) {
  const mine = ++turn;
  asked = true;
  preloadAnswer().then(([{ SolveAnswer }, table]) => {
    if (mine !== turn) return;
    card ??= buildCard(SolveAnswer);
    $("solve-result").hidden = false;
    show(card, table);
  }, (e) => {
    if (mine === turn) $("answer-note").textContent = t("answer-not-shown", { error: message(e) });
  });
}

/** @param {typeof import("../tasks/answer.js").SolveAnswer} SolveAnswer */
function buildCard(SolveAnswer) {
  const built = new SolveAnswer({ root: $("solve-card"), view: S.boardView }, {
    words: S.words ?? NO_WORDS, speed: () => S.view.solve.speed, reduced,
    proof: {
      see: t("answer-proof-see"),
      unreachable: t("proof-unreachable"),
    },
  });
  // The page's own lines go under the headline: the rules it is for, the way to the board on a
  // phone, and a text's table of boards.
  built.parts.status.after($("answer-rules"), $("solve-show-board"), $("answers"));
  built.addEventListener("say", (e) => announce($("announcer"), /** @type {CustomEvent} */ (e).detail.text));
  built.addEventListener("draw", () => page.requestPaint());
  const walking = { cancel: () => built.stop() };
  built.addEventListener("walking", (e) => {
    const on = /** @type {CustomEvent} */ (e).detail.on;
    if (on) search?.closeSearch(); // the path walks on the main board: the search's view of it goes
    S.anim = on ? walking : S.anim === walking ? null : S.anim;
    page.setAnimating(on);
  });
  return built;
}

/** What the Solve task draws on the board: the path's throws marked so far and the solver's token. */
export function solveDrawn() {
  const start = startSquare();
  const { markers, square } = card && !S.searchAhead ? card.drawn(start) : { markers: [], square: start };
  return { markers, tokens: [{ id: "solver", square, color: "#56B4E9", ink: "#000000", label: "" }] };
}

export function clearSolution() {
  const marked = S.shown !== null;
  cancelSolving();
  page.cancelAnimation();
  S.shown = null;
  turn++; // an answer whose code is still on its way is withdrawn too
  asked = false;
  card?.clear();
  S.view.solve.shown = false;
  $("solve-result").hidden = true;
  $("answer-note").textContent = "";
  search?.closeSearch(); // the search on show was for the board and rules as they were
  // Its throw marks and the walking token go with it, even when no new board is drawn (a text
  // with a mistake leaves the board as it was). Only then: a paint asked for while a page
  // loads a board of a million squares cost its longest task 60 to 100 ms more.
  if (marked) page.requestPaint();
}

/**
 * Solve as the button does it: for exactly the text in the box. A read still waiting (typing
 * or a paste moments ago) is finished first; a text that cannot be read shows its message where
 * the answer goes, and no number.
 */
export function solveText() {
  const text = $("board-text").value;
  const shownText = S.view.source.kind === "text" ? S.view.source.text : S.shownText;
  if (parseTimer || text !== shownText || S.textFailed || S.reading) {
    const read = parseText();
    if (read instanceof Promise) {
      // A long text is read by a worker: the answer comes once its board is on screen, and
      // only if the text is still the one read (editing it cancels the reading).
      read.then((ok) => {
        if ($("board-text").value !== text) return;
        if (ok) solve();
        else showSolveError(() => $("parse-error").textContent, { parse: true });
      });
      return;
    }
    if (!read) {
      showSolveError(() => $("parse-error").textContent, { parse: true });
      return;
    }
  }
  solve();
}

export function solve({ animate = true } = {}) {
  page.cancelAnimation();
  const opts = {};
  const sv = S.view.solve;
  if (sv.randomize) {
    const typed = $("solve-seed").value.trim();
    let seed;
    if (S.typed.solve && typed !== "") {
      seed = Number(typed);
      if (!/^\d{1,16}$/.test(typed)) { showSolveError(t("path-seed-bad", { typed })); return; }
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
  if (S.board.size > SOLVED_HERE) {
    solveInWorker(opts, animate);
    return;
  }
  let sol;
  try {
    sol = S.board.solve(S.view.rules, opts);
  } catch (e) {
    showSolveError(() => message(e));
    return;
  }
  showSolution(sol, animate);
}

/**
 * Solves the board on screen in a worker (work-pool.js), the page staying responsive: "Solving…"
 * shows with a Stop button, and the answer is shown only if the same board and rules are still
 * on screen when it arrives (anything that withdraws an answer also cancels the work). While it
 * runs the body carries data-animating, as a replayed game does: the board is about to change.
 */
function solveInWorker(opts, animate) {
  const board = S.board, rules = { ...S.view.rules };
  clearSolution();
  const control = new AbortController();
  const job = { control };
  S.solving = job;
  page.setAnimating(true);
  showWork(t("work-solving", { squares: board.size }), () => control.abort());
  const jumps = board.jumps();
  // The worker sends the distances only when the page has none yet (none asked for yet, or a
  // big board's still coming from a worker of their own, refreshDistances): finding them is a
  // search over the whole board.
  const distances = !S.distances;
  import("../core/work-pool.js")
    .then(({ sharedPool }) => sharedPool().run({ job: "solve", size: board.size, jumps, rules, options: opts, distances },
      { signal: control.signal, transfer: [jumps.buffer] }))
    .then((packed) => {
      if (S.solving !== job) return;
      endWork(job);
      if (S.board === board) showSolution(unpackSolution(packed), animate);
    }, (e) => {
      if (S.solving !== job) return;
      endWork(job);
      if (e?.name === "AbortError") $("answer-note").textContent = t("solve-stopped");
      else showSolveError(() => message(e));
    });
}

/** Stops a solve running in a worker, if any (the board, the rules or the text changed). */
function cancelSolving() {
  const job = S.solving;
  if (!job) return;
  endWork(job);
  job.control.abort();
}

function endWork(job) {
  if (S.solving === job) S.solving = null;
  hideWork();
  page.setAnimating(false);
}

/** The line saying what runs in the background, with its Stop button (`stop` null: no button). */
function showWork(text, stop) {
  const line = $("work-status");
  $("work-text").textContent = text;
  const button = $("work-stop");
  button.hidden = !stop;
  button.onclick = stop;
  line.hidden = false;
}

function hideWork() {
  $("work-status").hidden = true;
  $("work-stop").onclick = null;
}

/** Shows a solution of the board on screen (from the core here or from a worker). */
function showSolution(sol, animate) {
  const sv = S.view.solve;
  S.shown = sol;
  // The page's distances (app.js distances(): the same board and rules) are the solution's;
  // the solution's own are read only when the page has none yet (none asked for yet), since the
  // core's solve finds them (a search over the whole board) when they are first read, and a
  // worker sends them only then. The answer's card shows them with each throw.
  S.distances ??= sol.distances ?? null;
  const distances = S.distances;
  // A note on why an earlier answer went ("The rules changed: press Solve ...") is answered now.
  $("answer-note").textContent = "";
  page.setMode("solve");
  sv.shown = true;
  page.syncHash();
  showAnswerRules();
  $("solve-show-board").hidden = sol.minThrows === null;
  const table = page.ruleTable(), start = startSquare(), randomized = sv.randomize;
  withCard((answer, boards) => {
    answer.show(sol, { table, start, randomized, distances });
    boards.renderAnswers(pickBoard);
    if (animate) runSolution();
  });
}

/**
 * No answer, and why: the text's own message stays in #parse-error, others go in the card.
 * @param {string | (() => string)} why
 */
function showSolveError(why, { parse = false, waited = false } = {}) {
  // A core's reason is worded from the rest of the page's messages: said once they are here (or
  // failed to come), if the board is still the one it is about.
  if (!waited && S.words && !S.words.completed) {
    const board = S.board, shown = turn;
    // (not if another answer or mistake has been shown since: `turn` counts them)
    return whenWorded(() => S.board === board && turn === shown && showSolveError(why, { parse, waited: true }));
  }
  const text = typeof why === "function" ? why() : why;
  clearSolution(); // the note on why an earlier answer went goes with it: this is the answer now
  if (!parse) {
    showAnswerRules();
    withCard((answer) => answer.fail(text));
  }
  announce($("announcer"), text);
}

/**
 * The rules the answer is for, beside it: a puzzle's text may have switched them (and they stay
 * for the boards pasted after it), and the Rules card may be below the fold.
 */
function showAnswerRules() {
  const line = $("answer-rules");
  const puzzle = !$("puzzle-rules").hidden;
  line.classList.toggle("puzzle", puzzle);
  $("answer-rules-undo").hidden = !puzzle;
  if (puzzle) {
    $("answer-rules-text").textContent = puzzleWords({ answer: true });
    return;
  }
  // The rules as the Rules card names them (its choices' own words, in the page's language,
  // their first letter small: they go mid-sentence).
  const chosen = (id) => {
    const name = $(id).selectedOptions[0]?.textContent.trim() ?? $(id).value;
    return name.charAt(0).toLowerCase() + name.slice(1);
  };
  $("answer-rules-text").textContent = t("answer-rules", {
    start: chosen("rule-start"), overshoot: chosen("rule-overshoot"), jumps: chosen("rule-jumps"), faces: S.view.rules.faces,
  });
}

/** Shows board i of the text on the board and solves it (its row in the table stays marked). */
function pickBoard(i) {
  if (!S.boards || i < 1 || i > S.boards.length) return;
  page.setBoard({ board: S.boards.at(i - 1), boards: S.boards }, { ...S.view.source, pick: i }, { fromText: true });
  solve();
}

/** Walks the answer's path on the board from the start (Solve, and "See the path on the board"); a long one shows at once. */
export function runSolution() {
  const sol = S.shown;
  if (!card || !sol || sol.minThrows === null) return;
  if (sol.path.length > MAX_WALKED_THROWS) card.finish();
  else card.walk();
}


let parseTimer = 0;
export function onBoardTextInput() {
  clearTimeout(parseTimer);
  parseTimer = 0;
  cancelReading();
  showPlace(null); // the line marked was the text's as it was
  // The answer was for the text as it was: it goes at once, before the new text is read.
  if (answerOnShow()) {
    clearSolution();
    $("answer-note").textContent = t("text-changed-solve");
  }
  const why = page.oversize($("board-text").value);
  if (why) { page.refuseText(why, { restore: true }); return; }
  parseTimer = setTimeout(() => parseText({ pick: 1 }), 250);
}

/**
 * Reads the text box; true when its board is on screen, false (message shown) when not. A text
 * over READ_HERE characters, or in a format other than the native one, is read by a worker:
 * then a Promise of the same answer.
 */
export function parseText({ pick = Number($("board-pick").value) || 1 } = {}) {
  clearTimeout(parseTimer);
  parseTimer = 0;
  const text = $("board-text").value;
  const err = $("parse-error");
  if (!text.trim()) {
    cancelReading();
    err.textContent = t("text-empty");
    S.textFailed = true;
    return false;
  }
  const source = { kind: "text", text, format: $("board-format").value, pick };
  const shown = S.view.source;
  if (S.boards && !S.textFailed && !S.reading && shown.kind === "text" && shown.text === text && shown.format === source.format) {
    // Another board of the text on screen: its boards are read already.
    page.setBoard(page.pickFrom(S.boards, pick), source, { fromText: true });
    page.syncHash();
    return true;
  }
  if (text.length > READ_HERE) return readInWorker(source);
  cancelReading();
  const previousFormat = S.board?.format;
  let loaded;
  try {
    loaded = page.loadSource(source, { fromText: true });
  } catch (e) {
    textFailed(e);
    return false;
  }
  if (loaded === true) return textRead(previousFormat);
  // A text in another format than the native one: a worker reads it (the full module).
  return loaded.then((shown) => shown && textRead(previousFormat), (e) => {
    textFailed(e);
    return false;
  });
}

/** Shows why the text could not be read; the board on screen stays. */
function textFailed(e) {
  sayInto($("parse-error"), () => t("text-failed", { error: message(e) }));
  $("detected-format").textContent = "–";
  showPlace(placeOf(e));
  S.textFailed = true;
}

/**
 * Where a text's mistake is, as its message places it (null: nowhere, or no mistake): the
 * format the text was taken for, in place of "Read as –" (it was not read), and its line marked.
 */
export function showPlace(place) {
  $("read-as").hidden = !!place;
  $("format-seen").hidden = !place;
  if (place) {
    // The format's name goes in bold where the sentence has it, in any language.
    const [before, after = ""] = t("text-taken-for", { format: FORMAT_MARK, line: place.line }).split(FORMAT_MARK);
    $("format-seen").replaceChildren(before, el("strong", { text: place.format }), after);
  }
  markLine($("board-text"), place?.line ?? null);
}

/** The text's board is on screen: puzzle rules if its format asks, and the link. */
function textRead(previousFormat) {
  S.textFailed = false;
  $("parse-error").textContent = "";
  showPlace(null);
  const fmt = S.board.format;
  if (fmt && PUZZLE_FORMATS.includes(fmt) && fmt !== previousFormat) usePuzzleRules(fmt);
  else showPuzzleNote();
  page.syncHash();
  return true;
}

/**
 * Reads a long text in a worker (core `parsePacked`, which also measures its link); its boards
 * stay packed (board-list.js), "Reading…" shown with a Stop button meanwhile.
 * Resolves to true once the board is on screen, false when the text was refused, stopped or
 * replaced; the same reading is shared by whoever asks for the same text.
 */
function readInWorker(source) {
  const now = S.reading;
  if (now && now.source.text === source.text && now.source.format === source.format && now.source.pick === source.pick) return now.done;
  cancelReading();
  const job = { source, control: new AbortController(), done: null };
  S.reading = job;
  page.setAnimating(true);
  showWork(t("work-reading", { characters: source.text.length }), () => job.control.abort());
  job.done = readBoards(job);
  return job.done;
}

async function readBoards(job) {
  const { source, control } = job;
  const previousFormat = S.board?.format;
  try {
    const built = await page.buildInWorker(source, { signal: control.signal });
    if (S.reading !== job || control.signal.aborted) {
      page.freeBuilt(built);
      throw new DOMException("The work was cancelled.", "AbortError");
    }
    page.setBoard(built, source, { fromText: true });
    return textRead(previousFormat);
  } catch (e) {
    if (S.reading !== job) return false;
    textFailed(e?.name === "AbortError" ? new Error(t("text-reading-stopped")) : e);
    return false;
  } finally {
    if (S.reading === job) {
      S.reading = null;
      hideWork();
      page.setAnimating(false);
    }
  }
}

/** Stops reading a text in a worker, if one is being read (its text was edited or replaced). */
function cancelReading() {
  const job = S.reading;
  if (!job) return;
  S.reading = null;
  hideWork();
  page.setAnimating(false);
  job.control.abort();
}

/** A puzzle format's rules, in force until changed, shown with one click back. */
function usePuzzleRules(fmt) {
  const before = S.puzzle?.before ?? { ...S.view.rules };
  S.view.rules = { ...S.view.rules, ...puzzleRules() };
  S.puzzle = { format: fmt, before };
  page.showRules(S.view.rules);
  page.refreshDistances();
  showPuzzleNote();
}

/** The note on puzzle rules: shown while they are in force. */
export function showPuzzleNote() {
  const r = S.view.rules;
  // The rules the HackerRank and LeetCode puzzles play by are the core's (Rules::puzzle).
  const inForce = S.puzzle && Object.entries(puzzleRules()).every(([k, v]) => r[k] === v);
  if (!inForce) S.puzzle = null;
  $("puzzle-rules").hidden = !inForce;
  if (inForce) {
    // The rules stay when another format is pasted after the puzzle's text: the note says whose they are.
    $("puzzle-rules-text").textContent = puzzleWords({ answer: false });
  }
}

/**
 * The puzzle rules in force, in a sentence: whose text asks for them (the one on screen, or one
 * pasted before), in the note under the text box or (`answer`) beside the answer.
 */
function puzzleWords({ answer }) {
  const format = S.puzzle?.format === "leetcode" ? "LeetCode" : "HackerRank";
  if (S.board?.format === S.puzzle?.format) return answer ? t("answer-rules-puzzle", { format }) : t("puzzle-rules", { format });
  return answer ? t("answer-rules-puzzle-before", { format }) : t("puzzle-rules-before", { format });
}

/** Back to the rules in force before a puzzle's text switched them. */
export function usualRules() {
  if (!S.puzzle) return;
  S.view.rules = { ...S.view.rules, ...S.puzzle.before };
  S.puzzle = null;
  page.showRules(S.view.rules);
  page.onRulesChanged();
}

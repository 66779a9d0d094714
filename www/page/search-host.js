// "Watch the search" on the page's solve task: the search task (search-task.js, the same
// component as <snakes-ladders mode="bfs">) on a board of its own under the answer, so the main
// board keeps the path. This file only hosts it: the board, rules and path options on the page
// go in; its words go to #bfs-live; while the search has not reached the end the main board
// shows no answer (S.searchAhead). solve.js loads it when #watch-search is first pressed, and
// closes it when the board or the rules change (the recorded search is about the old ones).
//
// Test hooks: #bfs-watch (the section), #bfs-canvas (its board), .bfs-status[data-position,
// data-last] (the step's words), .bfs-queue (the queue strip), #bfs-live (what is announced).

import { BoardCanvas } from "../board/canvas.js";
import { describeBoard } from "../board/view.js";
import { SearchTask } from "../tasks/search-task.js";
import { announce } from "../ui/controls.js";
import { $, S, media, message, page, startSquare, t } from "./page-state.js";
import { boardLabel, describeSquare as squareWords } from "../ui/words.js";
import { NO_WORDS } from "../i18n/messages.js";

const FONT = 'ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** @type {BoardCanvas | null} */
let view = null;
/** @type {SearchTask | null} */
let search = null;
let shownBoard = null;

/** Square n in words: the page's words, then its place in the search so far. */
function describe(n) {
  if (n === null) return "";
  const words = squareWords(S.words ?? NO_WORDS, S.desc, n, { distances: null, rest: S.rest, start: startSquare() });
  const step = search?.describe(n);
  return step ? `${words} ${step}` : words;
}

function setup() {
  if (view) return;
  view = new BoardCanvas({ frame: $("bfs-frame"), canvas: $("bfs-canvas"), tooltip: $("bfs-tooltip") }, {
    font: FONT,
    fit: (width, desc) => ({ maxHeight: Math.max(320, window.innerHeight * 0.7), minCell: desc.columns <= 40 ? 20 : 0 }),
    describe,
  });
  search = new SearchTask({ words: S.words ?? NO_WORDS, speed: () => 1, idPrefix: "page-bfs" });
  search.addEventListener("say", (/** @type {CustomEvent} */ e) => announce($("bfs-live"), e.detail.text));
  search.addEventListener("draw", () => {
    search.draw(view, S.theme);
    holdAnswer();
  });
  $("bfs-box").append(search.element);
  view.addEventListener("activate", () => search.step());
  view.addEventListener("cursor", (/** @type {CustomEvent} */ e) => {
    if (e.detail.square !== null) announce($("bfs-live"), describe(e.detail.square));
  });
  media.dark.addEventListener("change", () => search.player.steps && search.draw(view, S.theme));
}

/**
 * While the search on show has not yet reached the end, the main board shows no answer either
 * (no throw marks, the token at the start): it would tell what the search is still looking for.
 * `S.searchAhead` says so to the page's drawing.
 */
function holdAnswer() {
  const ahead = !$("bfs-watch").hidden && !!search?.ahead;
  if (ahead === S.searchAhead) return;
  S.searchAhead = ahead;
  page.requestPaint();
}

/** Searches asked for so far: each press of the button records the search anew. */
let asked = 0;

/**
 * Records the core's search for the board, rules and path options on the page (a worker does:
 * the core module has no bfsTrace) and shows its first step.
 */
export async function watchSearch() {
  if (!S.board) return;
  setup();
  const box = $("bfs-watch");
  const sv = S.view.solve;
  const options = {};
  if (sv.randomize && sv.seed !== null && sv.seed !== undefined) {
    options.randomness = String(sv.randomness);
    options.seed = String(sv.seed);
  }
  const setupOf = { board: S.board, rules: S.view.rules, options, key: ++asked };
  let trace;
  try {
    trace = await search.record(setupOf);
  } catch (e) {
    $("bfs-error").textContent = message(e);
    box.hidden = false;
    return;
  }
  if (!trace || S.board !== setupOf.board) return; // a newer press, or the board changed
  $("bfs-error").textContent = "";
  box.hidden = false;
  showBoard();
  page.cancelAnimation(); // a path walking on the main board stops: the search shows how it is found
  search.load(setupOf, trace);
  holdAnswer();
  $("watch-search").setAttribute("aria-expanded", "true");
  box.scrollIntoView({ block: "nearest", behavior: media.reduced.matches ? "auto" : "smooth" });
  announce($("bfs-live"), search.words());
}

/** The search's own board: the page's board, its theme and start. */
function showBoard() {
  if (shownBoard !== S.desc) {
    shownBoard = S.desc;
    view.setBoard(describeBoard(S.board.size, S.board.columns, S.board.rows, S.board.jumps()));
    $("bfs-canvas").setAttribute("aria-label", t("search-board-label", { board: boardLabel(S.words ?? NO_WORDS, view.board) }));
  }
  view.setTheme(S.theme);
  view.start = startSquare();
  view.startLabel = startSquare() === 1 ? t("search-start-one") : t("search-start-off");
}

/** Hides the search (its board or rules changed). */
export function closeSearch() {
  if (!search) return;
  search.hide();
  $("bfs-watch").hidden = true;
  holdAnswer();
  $("watch-search")?.setAttribute("aria-expanded", "false");
}

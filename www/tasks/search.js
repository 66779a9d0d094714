// "Watch the search" on the page's solve task: the breadth-first search behind the fewest
// throws, step by step on a board of its own under the answer (so the main board keeps the
// path). The stepping and the drawing are bfs-steps.js, shared with the widget's mode="bfs";
// the search is the core's own (Board.bfsTrace, recorded by a worker with the full module) for
// the board, rules and path options on the page. solve-panel.js loads it when #watch-search is first pressed, and closes it when the board
// or the rules change (the recorded search is about the old ones).
//
// Test hooks: #bfs-watch (the section), #bfs-canvas (its board), .bfs-status[data-position,
// data-last] (the step's words), .bfs-queue (the queue strip), #bfs-live (what is announced).

import { BoardCanvas } from "../board/canvas.js";
import { describeBoard } from "../board/view.js";
import { BFS_LIMIT, BfsPlayer } from "./bfs-steps.js";
import { announce } from "../ui/controls.js";
import { $, S, media, message, page, startSquare } from "../page/page-state.js";
import { boardLabel, describeSquare as squareWords } from "../ui/words.js";

const FONT = 'ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** @type {BoardCanvas | null} */
let view = null;
let player = null, shownBoard = null;

/** Square n in words: the page's words, then its place in the search so far. */
function describe(n) {
  if (n === null) return "";
  const words = squareWords(S.desc, n, { distances: null, rest: S.rest, start: startSquare() });
  const search = player?.describe(n);
  return search ? `${words} ${search}` : words;
}

function setup() {
  if (view) return;
  view = new BoardCanvas({ frame: $("bfs-frame"), canvas: $("bfs-canvas"), tooltip: $("bfs-tooltip") }, {
    font: FONT,
    fit: (width, desc) => ({ maxHeight: Math.max(320, window.innerHeight * 0.7), minCell: desc.columns <= 40 ? 20 : 0 }),
    describe,
  });
  player = new BfsPlayer({
    say: (text) => announce($("bfs-live"), text),
    onDraw: () => {
      player.draw(view, S.theme);
      holdAnswer();
    },
    speed: () => 1,
    idPrefix: "page-bfs",
  });
  $("bfs-box").append(player.element);
  view.addEventListener("activate", () => player.step());
  view.addEventListener("cursor", (/** @type {CustomEvent} */ e) => {
    if (e.detail.square !== null) announce($("bfs-live"), describe(e.detail.square));
  });
  media.dark.addEventListener("change", () => player.steps && player.draw(view, S.theme));
}

/**
 * While the search on show has not yet reached the end, the main board shows no answer either
 * (no throw marks, the token at the start): it would tell what the search is still looking for.
 * `S.searchAhead` says so to the page's drawing.
 */
function holdAnswer() {
  const ahead = !$("bfs-watch").hidden && player?.steps != null && player.pos < player.steps.last;
  if (ahead === S.searchAhead) return;
  S.searchAhead = ahead;
  page.requestPaint();
}

/** Searches asked for so far: a recording that returns after a newer one (or a close) is dropped. */
let asked = 0;

/**
 * Records the core's search for the board and rules on the page and shows its first step. A
 * worker records it (job "trace"): the core module has no bfsTrace, which is the full module's.
 */
export async function watchSearch() {
  if (!S.board) return;
  setup();
  const box = $("bfs-watch");
  const sv = S.view.solve;
  const opts = { limit: BFS_LIMIT };
  if (sv.randomize && sv.seed !== null && sv.seed !== undefined) {
    opts.randomness = String(sv.randomness);
    opts.seed = String(sv.seed);
  }
  const board = S.board, ask = ++asked;
  let trace;
  try {
    const { sharedPool } = await import("../core/work-pool.js");
    const jumps = board.jumps();
    trace = await sharedPool().run({ job: "trace", size: board.size, jumps, rules: S.view.rules, options: opts }, { transfer: [jumps.buffer] });
  } catch (e) {
    if (ask !== asked) return;
    $("bfs-error").textContent = message(e);
    box.hidden = false;
    return;
  }
  if (ask !== asked || S.board !== board) return;
  $("bfs-error").textContent = "";
  box.hidden = false;
  if (shownBoard !== S.desc) {
    shownBoard = S.desc;
    view.setBoard(describeBoard(S.board.size, S.board.columns, S.board.rows, S.board.jumps()));
    $("bfs-canvas").setAttribute("aria-label", `${boardLabel(view.board)} Enter takes a step of the search.`);
  }
  view.setTheme(S.theme);
  view.start = startSquare();
  view.startLabel = startSquare() === 1 ? "Players start on square 1" : "Start, off the board";
  page.cancelAnimation(); // a path walking on the main board stops: the search shows how it is found
  player.load(trace, {
    size: S.board.size, start: trace.order[0], describeThrow: (from, roll) => page.ruleTable().describeThrow(from, roll), randomness: opts.randomness ?? 0, seed: opts.seed ?? null,
  });
  holdAnswer();
  $("watch-search").setAttribute("aria-expanded", "true");
  box.scrollIntoView({ block: "nearest", behavior: media.reduced.matches ? "auto" : "smooth" });
  announce($("bfs-live"), player.words());
}

/** Hides the search (its board or rules changed). */
export function closeSearch() {
  asked++;
  if (!player) return;
  player.stop();
  $("bfs-watch").hidden = true;
  holdAnswer();
  $("watch-search")?.setAttribute("aria-expanded", "false");
}


// The page host's state and small helpers: what the shell (app.js) and the page's own panels
// (solve-host.js, play-host.js, search-host.js, answers-table.js, online-host.js) read. The
// shared components (tasks/answer.js, analysis.js, design.js, game-session.js, search-task.js,
// online.js) never import it: they take a board, rules and options and speak by events. `page`
// holds the shell's functions a panel calls back (repaint, sync the link, switch task, ...),
// filled in by app.js at start-up (so that panels import no shell code) and typed as app.js's
// Shell, so every call is checked.

import { defaultView } from "./state.js";
import { LIGHT } from "../board/view.js";

/** The shell's functions panels call: requestPaint, syncHash, setMode, ... (set by app.js). */
export const page = /** @type {import("./app.js").Shell} */ (/** @type {unknown} */ ({}));

/** The page's element with this id; typed `any`, since each caller knows which control it asked for. */
export const $ = /** @type {(id: string) => any} */ ((id) => document.getElementById(id));

export const S = {
  view: defaultView(),
  board: null, desc: null, boardKey: "",
  distances: null,         // distances under the current rules, for hover and the overlay (app.js distances(): found when first asked for)
  table: null, rest: null, // the core's RuleTable for the board and rules, and where landings rest
  shown: null,             // the solution on display
  solving: null,           // a solve running in a worker: { control } (solve-host.js)
  reading: null,           // a long text being read by a worker: { source, control, done } (solve-host.js)
  early: { text: null, solve: false }, // what a visitor did before the page was ready (first-paint.js)
  searchAhead: false,      // "Watch the search" has not reached the end yet: the board shows no answer (search-host.js)
  mode: "solve",
  play: null,              // the game on the board: the GameSession both hosts play (tasks/game-session.js), made by page/play-host.js
  /** The core's Game on the board, or null. */
  get game() { return this.play?.game ?? null; },
  setup: null, log: [],
  online: null,            // the room this page plays in (tasks/online.js): its throws replace Roll's, or null
  boardView: null,         // the board component (board/canvas.js)
  theme: LIGHT, overlaySource: null,
  anim: null,              // the answer's walk on the board ({cancel}: page/solve-host.js)
  busy: false, // busy: a saved or linked game being replayed (page/play-host.js restoreGame)
  typed: { world: false, game: false, solve: false },
  /** The page's language (page/language.js): `{code, chosen}`; its messages (i18n/messages.js) once loaded, and their load. */
  language: { code: "en", chosen: false },
  /** @type {import("../i18n/messages.js").Messages | null} */ words: null,
  /** @type {Promise<import("../i18n/messages.js").Messages> | null} */ wordsLoading: null,
};

/**
 * A message of the page's in its language (i18n/messages.js, www/i18n/locales/), its
 * `{ $name }`s filled from `args`; its id only if the messages could not be loaded at all.
 */
export const t = (id, args = undefined) => S.words?.t(id, args) ?? id;

export const media = {
  dark: matchMedia("(prefers-color-scheme: dark)"),
  reduced: matchMedia("(prefers-reduced-motion: reduce)"),
};

export const reduced = () => media.reduced.matches;

export const freshSeed = () => 1 + Math.floor(Math.random() * 999999);

/** What went wrong, in the page's language: a core error by its code (Messages.error), else its message. */
export const message = (e) => (S.words ? S.words.error(e) : String(e && e.message ? e.message : e));

/**
 * Every message of the page's (i18n/messages.js `complete`): the page is ready with the first
 * part of its language's file, and fetches the rest (the analysis's, the designer's, playing
 * together's, the core's errors) once it is; what uses them awaits this first.
 */
export const allWords = () => S.words?.complete() ?? Promise.resolve(null);

/**
 * Puts `text()` into `el` now and, if the rest of the page's messages is still on its way (a
 * core's error is worded from them), again once it has come, unless `el` says something else by
 * then: a mistake shown just after the page is ready ends in the page's language.
 */
export function sayInto(el, text) {
  const said = text();
  el.textContent = said;
  if (S.words && !S.words.completed) whenWorded(() => {
    if (el.textContent === said) el.textContent = text();
  });
}

/**
 * Calls `show` now, or once the rest of the page's messages has come (or failed to) if it is on
 * its way: for what says a core's error aloud, which must be said once, in the page's language.
 */
export function whenWorded(show) {
  if (!S.words || S.words.completed) return show();
  // Not before the page is ready: a board's notes or a refusal met as it loads do not pull the
  // rest of its messages into the bytes it is ready with.
  askedForRest.then(allWords).catch(() => {}).then(show);
}

/** Resolves once the page is ready and has asked for the rest of its messages (restOfWords). */
/** @type {(value?: any) => void} */
let restAsked = () => {};
const askedForRest = new Promise((resolve) => { restAsked = resolve; });

/** Asks for the rest of the page's messages (app.js, once the page is ready); what waits in whenWorded goes on then. */
export function restOfWords() {
  restAsked();
  return allWords();
}

/**
 * One formatter for the page: `toLocaleString("en")` builds a new one per call (0.4 ms each, 958
 * ms over a table of 58,000 rows). Made on first use: the first Intl formatter a page makes
 * loads the locale data, 22-40 ms that held up the first paint when this module was read.
 */
let grouping = null;
export const grouped = (n) => (grouping ??= new Intl.NumberFormat("en")).format(n);

/**
 * Where tokens wait before the first throw under the rules on screen, 0 (off the board) or 1:
 * the core's answer (RuleTable.start) once it has compiled them. Until then (the first paint's
 * module has no rule table; a big board's waits for its worker's distances) the link's start
 * word decides, which state.js takes only as "off-board" or "1".
 */
export const startSquare = () => (S.table ? S.table.start : S.view.rules.start === "1" ? 1 : 0);

/** Shows a task's panel and marks the body with it: style.css lays the page out by task. */
export function showTask(mode) {
  document.body.dataset.mode = mode;
  document.body.dataset.task = mode;
  for (const panel of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".task"))) panel.hidden = panel.dataset.task !== mode;
  for (const b of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".task-button"))) b.setAttribute("aria-pressed", String(b.dataset.task === mode));
}

/**
 * The start area's words before any distance or average is known: in English at the first
 * paint, which comes before the messages do; in the page's language once they are here.
 */
export function startBase() {
  const one = startSquare() === 1;
  if (!S.words) return one ? "Players start on square 1" : "Start, off the board";
  return one ? t("board-start-one") : t("board-start-off");
}

/** The board's typeface. */
export const FONT = 'ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The 1952 Chutes and Ladders layout: the board people know, shown when nothing else is asked. */
export const CLASSIC = {
  size: 100,
  columns: 10, rows: 10, // as the core lays it out (boardDrawing); tests/e2e/smoke.test.mjs checks
  ladders: [[1, 38], [4, 14], [9, 31], [21, 42], [28, 84], [36, 44], [51, 67], [71, 91], [80, 100]],
  snakes: [[16, 6], [47, 26], [49, 11], [56, 53], [62, 19], [64, 60], [87, 24], [93, 73], [95, 75], [98, 78]],
};

/** The classic board's jumps as the core takes them: flat `[from, to, ...]`, sorted by `from`. */
export const classicJumps = () => Uint32Array.from([...CLASSIC.ladders, ...CLASSIC.snakes].sort((a, b) => a[0] - b[0]).flat());

/** The classic board as the paint module's `boardDrawing` gives it, for a first paint without it. */
export const classicDrawing = () => ({ size: CLASSIC.size, columns: CLASSIC.columns, rows: CLASSIC.rows, jumps: classicJumps() });

/**
 * How big the board may be: on a wide screen the whole board (and its start area) fits in the
 * window beside the controls; on a phone during a game the board stays pinned at the top (see
 * style.css), so it takes at most about half the screen and the Roll button stays in reach.
 * The task is the view's (the link's, at the first paint).
 */
export function fitBoard(width, desc) {
  const wide = window.innerWidth >= 900;
  const maxHeight = wide ? Math.max(360, window.innerHeight - 150)
    : S.view.tab === "play" ? Math.max(240, window.innerHeight * 0.45) : Math.max(320, window.innerHeight * 1.2);
  // Up to 40 columns, squares stay big enough to show their numbers; a narrow screen scrolls.
  return { maxHeight, minCell: desc.columns <= 40 ? 22 : 0 };
}

export const PUZZLE_FORMATS = ["hackerrank", "leetcode"];

/**
 * Keeps what a visitor does while the page starts (the core loading, the link's board put in
 * the box), for app.js to answer once ready: the text typed or pasted in the Board box, kept in
 * `S.early.text` as it stands after each edit (or as this finds it, typed before), and a press
 * of Solve, said at once to be waiting. Solve is disabled in the page's HTML until this listens,
 * so that no press is lost. Returns a function that stops listening.
 */
export function recordEarlyInput() {
  const box = $("board-text"), solve = $("solve-button");
  const typed = () => { S.early.text = box.value; };
  const pressed = () => {
    S.early.solve = true;
    // Before the messages load (they come after the first paint), in English as the page's HTML is.
    $("answer-note").textContent = S.words ? t("solve-pressed-early") : "Solve is pressed: the answer comes as soon as the solver has loaded.";
  };
  if (box.value !== "") typed();
  box.addEventListener("input", typed);
  solve.addEventListener("click", pressed);
  solve.disabled = false;
  return () => {
    box.removeEventListener("input", typed);
    solve.removeEventListener("click", pressed);
  };
}

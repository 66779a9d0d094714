// The page's shared state and small helpers: what the shell (app.js) and its task panels
// (solve-panel.js, play-panel.js; analysis-panel.js) all read. `page` holds the shell's
// functions a panel calls back (repaint, sync the link, switch task, ...), filled in by app.js
// at start-up, so that panels import no shell code.

import { defaultView } from "./state.js";
import { LIGHT } from "./board-view.js";

/** The shell's functions panels call: requestPaint, syncHash, setMode, ... (set by app.js). */
export const page = {};

/** The page's element with this id; typed `any`, since each caller knows which control it asked for. */
export const $ = /** @type {(id: string) => any} */ ((id) => document.getElementById(id));

export const S = {
  view: defaultView(),
  board: null, desc: null, boardKey: "",
  distances: null,         // distances under the current rules, for hover and the overlay
  table: null, rest: null, // the core's RuleTable for the board and rules, and where landings rest
  shown: null,             // the solution on display
  solving: null,           // a solve running in a worker: { control } (solve-panel.js)
  reading: null,           // a long text being read by a worker: { source, control, done } (solve-panel.js)
  solverSquare: null, markersShown: 0,
  mode: "solve",
  game: null, setup: null, log: [], tokenSquares: [], movingPlayer: null,
  boardView: null,         // the board component (board-canvas.js)
  theme: LIGHT, overlaySource: null,
  anim: null, busy: false, computerTimer: 0,
  typed: { world: false, game: false, solve: false },
};

export const media = {
  dark: matchMedia("(prefers-color-scheme: dark)"),
  reduced: matchMedia("(prefers-reduced-motion: reduce)"),
};

export const reduced = () => media.reduced.matches;

export const freshSeed = () => 1 + Math.floor(Math.random() * 999999);

export const message = (e) => String(e && e.message ? e.message : e);

/** One formatter for the page: `toLocaleString("en")` builds a new one per call (0.4 ms each, 958 ms over a table of 58,000 rows). */
const GROUPING = new Intl.NumberFormat("en");
export const grouped = (n) => GROUPING.format(n);

export const startSquare = (rules = S.view.rules) => (rules.start === "1" ? 1 : 0);

export const PUZZLE_FORMATS = ["hackerrank", "leetcode"];

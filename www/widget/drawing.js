// How <snakes-ladders>'s board looks, apart from what its mode draws: the canvas theme read from
// the page's CSS (color-scheme and --snakes-ladders-* custom properties), the overlay colouring
// the squares, and the start strip's label.

import { LIGHT, DARK, distanceOverlay, expectedOverlay } from "../board/view.js";
import { atRest } from "../ui/words.js";

/** Canvas colours a page may override with CSS custom properties (--snakes-ladders-NAME). */
const THEME_PROPERTIES = {
  background: "background", square: "squareA", "square-alt": "squareB", frame: "frame",
  numbers: "ink", goal: "goal", snake: "snake", "snake-dark": "snakeDark", ladder: "ladder",
  "ladder-dark": "ladderDark", marker: "marker", "marker-ink": "markerInk", accent: "cursor",
};

/**
 * The browser's media queries, asked for on first use: importing this module touches no browser
 * API, so a server-side build (VitePress, Astro, Next.js) can import the package.
 */
let queries = null;
export const media = () => (queries ??= {
  reduced: matchMedia("(prefers-reduced-motion: reduce)"),
  dark: matchMedia("(prefers-color-scheme: dark)"),
});

/**
 * The canvas theme for `element`: dark or light by its `color-scheme`, with the page's custom
 * properties. The same colours give back `was` itself: a new object redraws the whole board
 * (10^6 squares).
 */
export function readTheme(element, was) {
  const cs = getComputedStyle(element);
  const scheme = cs.colorScheme || "normal";
  const dark = /\bdark\b/.test(scheme) && !/\blight\b/.test(scheme) ? true
    : /\blight\b/.test(scheme) && !/\bdark\b/.test(scheme) ? false
      : media().dark.matches;
  const theme = { ...(dark ? DARK : LIGHT) };
  for (const [prop, key] of Object.entries(THEME_PROPERTIES)) {
    const v = cs.getPropertyValue(`--snakes-ladders-${prop}`).trim();
    const c = v && normalizeColour(v);
    if (c) theme[key] = c;
  }
  const same = Object.keys(theme).length === Object.keys(was).length && Object.keys(theme).every((k) => theme[k] === was[k]);
  return same ? was : theme;
}

let colourProbe = null;

/** Any CSS colour as "#rrggbb" (what the board drawing mixes), or null if it is not one. */
function normalizeColour(value) {
  colourProbe ??= document.createElement("canvas").getContext("2d");
  colourProbe.fillStyle = "#000001";
  colourProbe.fillStyle = value;
  const out = colourProbe.fillStyle;
  if (out === "#000001" && value.toLowerCase() !== "#000001") return null;
  return /^#[0-9a-f]{6}$/i.test(out) ? out : null;
}

/**
 * The overlay colouring the squares: expected throws to the end (analyze mode) or the fewest
 * throws (the distances attribute). The same object while what it shows is the same, since the
 * board component redraws every square for a new one.
 */
export class Overlays {
  #memo = null;
  /** The overlay last handed to the board component (undefined when a mode drew its own). */
  shown = null;

  /**
   * The overlay for `theme`: from `expected` when given, else from `solution`'s distances at
   * its `rest` squares when `distances` is on; null for none.
   */
  pick(theme, { expected, distances, solution, rest }) {
    let from;
    if (expected) from = ["expected", theme, expected];
    else if (distances && solution && rest) from = ["distances", theme, solution, rest];
    else return null;
    const memo = this.#memo;
    if (memo && memo.from.length === from.length && memo.from.every((x, i) => x === from[i])) return memo.overlay;
    const overlay = from[0] === "expected" ? expectedOverlay(theme, expected)
      : distanceOverlay(theme, atRest(solution.distances, rest));
    this.#memo = { from, overlay };
    return overlay;
  }
}

/** The start strip's label, in `words`, for tokens waiting on `start` (0 or 1), short unless `roomy`. */
export function startLabel(words, start, roomy) {
  if (start === 1) return roomy ? words.t("widget-start-one-long") : words.t("widget-start-one");
  return roomy ? words.t("widget-start-off-long") : words.t("widget-start-off");
}

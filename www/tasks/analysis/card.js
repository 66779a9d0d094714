// The "How long is a game?" card: the status line, the key numbers, the length chart with its
// key, readout and note, the summary, the table of every throw, and "Where is the token after
// each throw?" (the spread's scrubber, on a board of the card's own or on the host's). Built
// into the host's container, the same in the page and in <snakes-ladders mode="analyze"> (whose
// shadow root scopes the ids). Test hooks: see ../analysis.js.

import { el } from "../../ui/dom.js";

/** The key numbers, as [key, label]: #analysis-<key>. */
export const STATS = [["mean", "Mean"], ["median", "Median"], ["mode", "Most likely"], ["min", "Shortest"], ["p90", "9 in 10 within"]];

/**
 * Fills `root` with the card and returns its parts by name (`status`, `results`, `mean`, ...,
 * `chart`, `figure`, `key`, `readout`, `note`, `summary`, `details`, `table`, `tableNote`, and
 * the spread's). What the host already put in `root` stays between the results and the spread.
 * `ownBoard`: the spread has a board of its own (the page, whose board keeps its colouring);
 * else the host's board shows it and the card offers the choice of what that board shows.
 * `heading`: the tag of the spread's heading. `idPrefix`: names the scrubber and the choice.
 */
export function buildCard(root, { ownBoard = true, heading = "h3", idPrefix = "analysis" } = {}) {
  const parts = {};
  const part = (name, tag, attrs = {}, ...children) => (parts[name] = el(tag, attrs, ...children));
  const stat = ([key, label]) => el("div", {}, el("dt", { text: label }), part(key, "dd", { id: `analysis-${key}`, text: "–" }));
  const results = part("results", "div", { class: "analysis-results" },
    el("dl", { class: "stats", part: "stats" }, ...STATS.map(stat)),
    lengthFigure(part),
    part("summary", "p", { id: "analysis-summary", class: "analysis-summary summary", part: "summary" }),
    lengthTable(part));
  const status = part("status", "p", { id: "analysis-status", class: "note" });
  const spread = spreadSection(part, { ownBoard, heading, idPrefix });
  if (ownBoard) {
    root.prepend(status, results);
    root.append(spread);
  } else {
    // The spread first, right under the board it colours; then the numbers and the chart.
    root.prepend(spread, status, results);
  }
  return parts;
}

/** The length chart in its figure: the canvas, its key, the readout and the note. */
function lengthFigure(part) {
  const swatch = (kind) => el("span", { class: `chart-swatch chart-swatch-${kind}`, "aria-hidden": "true" });
  return part("figure", "figure", { class: "chart-figure", id: "length-figure" },
    part("chart", "canvas", {
      id: "length-chart", class: "chart", part: "chart", role: "img", "aria-label": "Game length chart",
      "aria-describedby": "analysis-summary", width: "300", height: "220",
    }),
    el("figcaption", {},
      part("key", "ul", { class: "chart-key" },
        el("li", {}, swatch("bar"), "Bars: chance the game ends on that throw (left axis)"),
        el("li", {}, swatch("line"), "Line: chance it is over by then (right axis)")),
      part("readout", "p", { id: "chart-readout", class: "small chart-readout", "aria-hidden": "true" }),
      part("note", "p", { id: "chart-note", class: "small note" })));
}

/** "Every throw, as a table", folded. */
function lengthTable(part) {
  const th = (text) => el("th", { scope: "col", text });
  return part("details", "details", { id: "length-details" },
    el("summary", { text: "Every throw, as a table" }),
    el("div", { class: "table-scroll", tabindex: "0", role: "region", "aria-label": "Every throw (scrolls)" },
      part("table", "table", { id: "length-table", class: "data-table" },
        el("caption", { class: "visually-hidden", text: "Chance that one player's game ends on each throw, and that it is over by then" }),
        el("thead", {}, el("tr", {}, th("Throw"), th("Ends on this throw"), th("Over by then"))),
        el("tbody"))),
    part("tableNote", "p", { id: "length-table-note", class: "small note" }));
}

/** "Where is the token after each throw?": its words, its board or the choice, the scrubber's box. */
function spreadSection(part, { ownBoard, heading, idPrefix }) {
  const head = el(heading, { id: "spread-heading", class: "spread-title", text: "Where is the token after each throw?" });
  const help = el("p", {
    class: "help small",
    text: "One token, thrown again and again: each square shows the chance it is there after the throw chosen below, " +
      "exact from the chain of every throw's chances. The last square collects the games that are over.",
  });
  const section = part("spread", "section", { id: "spread", class: "spread-section", "aria-labelledby": "spread-heading", "data-state": "idle" },
    head, help, part("spreadError", "p", { id: "spread-error", class: "error" }));
  const box = part("spreadBox", "div", { id: "spread-box" });
  if (ownBoard) {
    section.append(
      el("div", { class: "board-frame spread-frame", id: "spread-frame" },
        part("spreadCanvas", "canvas", {
          id: "spread-canvas", tabindex: "0", role: "application", "aria-roledescription": "board", "aria-label": "Where the token is", width: "0", height: "0",
        }),
        part("spreadTooltip", "div", { id: "spread-tooltip", class: "tooltip", "aria-hidden": "true", hidden: true })),
      box,
      part("spreadLive", "p", { id: "spread-live", class: "visually-hidden", "aria-live": "polite" }));
  } else {
    // While the board shows the expected throws, the spread's words (a throw's chances, "numbers
    // are percentages") would describe a board not on show: this says what is on show instead.
    section.append(colourBy(part, idPrefix), el("p", {
      class: "spread-expected-note",
      text: "The board shows the expected throws to the end: from each square, how many throws a game still takes on average (0 on the last square). " +
        "Move the throw slider or press Play to see where the token is instead.",
    }), box);
  }
  return section;
}

/** What the host's board shows: the expected throws, or the spreading token. */
function colourBy(part, idPrefix) {
  const radio = (value, text, checked) => el("label", {}, el("input", { type: "radio", name: `${idPrefix}-colour`, value, checked }), text);
  return part("colourBy", "fieldset", { class: "colour-by" }, el("legend", { text: "Board shows" }),
    radio("expected", "expected throws to the end", true), radio("spread", "where the token is after each throw", false));
}

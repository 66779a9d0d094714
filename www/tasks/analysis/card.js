// The "How long is a game?" card: the status line, the key numbers, the length chart with its
// key, readout and note, the summary, the table of every throw, and "Where is the token after
// each throw?" (the spread's scrubber, on a board of the card's own or on the host's). Built
// into the host's container, the same in the page and in <snakes-ladders mode="analyze"> (whose
// shadow root scopes the ids). Test hooks: see ../analysis.js.

import { el } from "../../ui/dom.js";

/** The key numbers: #analysis-<key>. */
export const STATS = ["mean", "median", "mode", "min", "p90"];

/** A key number's label in the words' language. */
function statLabel(words, key) {
  switch (key) {
    case "mean": return words.t("analysis-stat-mean");
    case "median": return words.t("analysis-stat-median");
    case "mode": return words.t("analysis-stat-mode");
    case "min": return words.t("analysis-stat-min");
    default: return words.t("analysis-stat-p90");
  }
}

/**
 * Fills `root` with the card, in `words` (the host's Messages), and returns its parts by name (`status`, `results`, `mean`, ...,
 * `chart`, `figure`, `key`, `readout`, `note`, `summary`, `details`, `table`, `tableNote`, and
 * the spread's). What the host already put in `root` stays between the results and the spread.
 * `ownBoard`: the spread has a board of its own (the page, whose board keeps its colouring);
 * else the host's board shows it and the card offers the choice of what that board shows.
 * `heading`: the tag of the spread's heading. `idPrefix`: names the scrubber and the choice.
 */
export function buildCard(words, root, { ownBoard = true, heading = "h3", idPrefix = "analysis" } = {}) {
  const parts = {};
  const part = (name, tag, attrs = {}, ...children) => (parts[name] = el(tag, attrs, ...children));
  const stat = (key) => el("div", {}, el("dt", { text: statLabel(words, key) }), part(key, "dd", { id: `analysis-${key}`, text: "–" }));
  const results = part("results", "div", { class: "analysis-results" },
    el("dl", { class: "stats", part: "stats" }, ...STATS.map(stat)),
    lengthFigure(words, part),
    part("summary", "p", { id: "analysis-summary", class: "analysis-summary summary", part: "summary" }),
    lengthTable(words, part));
  const status = part("status", "p", { id: "analysis-status", class: "note" });
  const spread = spreadSection(words, part, { ownBoard, heading, idPrefix });
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
function lengthFigure(words, part) {
  const swatch = (kind) => el("span", { class: `chart-swatch chart-swatch-${kind}`, "aria-hidden": "true" });
  return part("figure", "figure", { class: "chart-figure", id: "length-figure" },
    part("chart", "canvas", {
      id: "length-chart", class: "chart", part: "chart", role: "img", "aria-label": words.t("analysis-chart-name"),
      "aria-describedby": "analysis-summary", width: "300", height: "220",
    }),
    el("figcaption", {},
      part("key", "ul", { class: "chart-key" },
        el("li", {}, swatch("bar"), words.t("analysis-key-bars")),
        el("li", {}, swatch("line"), words.t("analysis-key-line"))),
      part("readout", "p", { id: "chart-readout", class: "small chart-readout", "aria-hidden": "true" }),
      part("note", "p", { id: "chart-note", class: "small note" })));
}

/** "Every throw, as a table", folded. */
function lengthTable(words, part) {
  const th = (text) => el("th", { scope: "col", text });
  return part("details", "details", { id: "length-details" },
    el("summary", { text: words.t("analysis-table-open") }),
    el("div", { class: "table-scroll", tabindex: "0", role: "region", "aria-label": words.t("analysis-table-region") },
      part("table", "table", { id: "length-table", class: "data-table" },
        el("caption", { class: "visually-hidden", text: words.t("analysis-table-caption") }),
        el("thead", {}, el("tr", {}, th(words.t("analysis-table-throw")), th(words.t("analysis-table-ends")), th(words.t("analysis-table-over")))),
        el("tbody"))),
    part("tableNote", "p", { id: "length-table-note", class: "small note" }));
}

/** "Where is the token after each throw?": its words, its board or the choice, the scrubber's box. */
function spreadSection(words, part, { ownBoard, heading, idPrefix }) {
  const head = el(heading, { id: "spread-heading", class: "spread-title", text: words.t("spread-heading") });
  const help = el("p", { class: "help small", text: words.t("spread-help") });
  const section = part("spread", "section", { id: "spread", class: "spread-section", "aria-labelledby": "spread-heading", "data-state": "idle" },
    head, help, part("spreadError", "p", { id: "spread-error", class: "error" }));
  const box = part("spreadBox", "div", { id: "spread-box" });
  if (ownBoard) {
    section.append(
      el("div", { class: "board-frame spread-frame", id: "spread-frame" },
        part("spreadCanvas", "canvas", {
          id: "spread-canvas", tabindex: "0", role: "application", "aria-roledescription": words.t("spread-board-role"), "aria-label": words.t("spread-board-name"), width: "0", height: "0",
        }),
        part("spreadTooltip", "div", { id: "spread-tooltip", class: "tooltip", "aria-hidden": "true", hidden: true })),
      box,
      part("spreadLive", "p", { id: "spread-live", class: "visually-hidden", "aria-live": "polite" }));
  } else {
    // While the board shows the expected throws, the spread's words (a throw's chances, "numbers
    // are percentages") would describe a board not on show: this says what is on show instead.
    section.append(colourBy(words, part, idPrefix), el("p", { class: "spread-expected-note", text: words.t("spread-expected-note") }), box);
  }
  return section;
}

/** What the host's board shows: the expected throws, or the spreading token. */
function colourBy(words, part, idPrefix) {
  const radio = (value, text, checked) => el("label", {}, el("input", { type: "radio", name: `${idPrefix}-colour`, value, checked }), text);
  return part("colourBy", "fieldset", { class: "colour-by" }, el("legend", { text: words.t("spread-shows") }),
    radio("expected", words.t("spread-shows-expected"), true), radio("spread", words.t("spread-shows-spread"), false));
}

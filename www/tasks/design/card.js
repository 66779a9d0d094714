// The Design task's card: the help, the message line, the numbers, the edit buttons, the size
// fields, the chart, the list of what each jump is worth and the exports. Built into the host's
// container, the same in the page and in <snakes-ladders mode="design"> (whose shadow root
// scopes the ids). Test hooks: see ../design.js.

import { el } from "../../ui/dom.js";

/**
 * Fills `root` with the card, in `words` (a Messages), and returns its parts by name (`min`,
 * `mean`, `undo`, ...). `fromHost`: whether a button starts again from the host's board (the
 * page's); `print`: whether Print is offered (the page's print view); `note`: a line under the
 * exports, in the host's words.
 */
export function buildCard(root, words, { fromHost = false, print = true, note = null } = {}) {
  const parts = {};
  const part = (name, tag, attrs = {}, ...children) => (parts[name] = el(tag, { id: `design-${name}`, ...attrs }, ...children));
  const figure = (name, label) => el("div", {}, el("dt", { text: label }), part(name, "dd", { text: "–" }));
  const button = (name, label, attrs = {}) => part(name, "button", { type: "button", text: label, ...attrs });
  const nodes = [
    part("help", "p", { class: "help small", text: words.t("design-help") }),
    part("message", "p", { class: "note", role: "status", "aria-live": "polite" }),
    part("numbers-heading", "h3", { text: words.t("design-numbers-heading") }),
    part("numbers", "dl", { class: "stats", "data-busy": words.t("design-numbers-busy") },
      figure("min", words.t("design-min-label")), figure("mean", words.t("design-mean-label")),
      figure("median", words.t("design-median-label")), figure("odds", words.t("design-odds-label"))),
    el("div", { class: "button-row design-edit" },
      button("undo", words.t("design-undo"), { "aria-keyshortcuts": "Control+Z", disabled: true }),
      button("redo", words.t("design-redo"), { "aria-keyshortcuts": "Control+Shift+Z", disabled: true }),
      button("delete", words.t("design-delete"), { "aria-keyshortcuts": "Delete", disabled: true }),
      button("clear", words.t("design-clear")),
      fromHost ? button("from-page", words.t("design-from-page")) : null),
    sizeFields(part, words),
    part("warnings", "ul", { class: "warnings" }),
    part("chart-heading", "h3", { text: words.t("design-chart-heading") }),
    part("chart", "canvas", { role: "img", "aria-label": words.t("design-chart-label"), width: "300", height: "120" }),
    part("spread", "p", { class: "small" }),
    part("values-heading", "h3", { text: words.t("design-values-heading") }),
    part("readout", "p", { class: "small design-readout", "aria-live": "polite" }),
    part("values", "ol", { class: "design-values", "aria-labelledby": "design-values-heading", "data-busy": words.t("design-values-busy") }),
    part("export-heading", "h3", { text: print ? words.t("design-export-print-heading") : words.t("design-export-heading") }),
    el("div", { class: "button-row" },
      print ? button("print", words.t("design-print")) : null, button("png", words.t("design-png")), button("svg", words.t("design-svg"))),
    note ? el("p", { class: "help small", text: note }) : null,
  ];
  root.append(...nodes.filter((n) => n !== null));
  return parts;
}

/** The Rows and Columns fields and their Change size button. */
function sizeFields(part, words) {
  const field = (name, label) => [
    el("label", { for: `design-${name}`, text: label }),
    part(name, "input", { type: "number", inputmode: "numeric", min: "1", max: "100", value: "10" }),
  ];
  return part("size", "form", { class: "grid-fields four", novalidate: true },
    ...field("rows", words.t("design-rows")), ...field("columns", words.t("design-columns")),
    part("resize", "button", { type: "submit", text: words.t("design-resize") }));
}

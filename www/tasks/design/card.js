// The Design task's card: the help, the message line, the numbers, the edit buttons, the size
// fields, the chart, the list of what each jump is worth and the exports. Built into the host's
// container, the same in the page and in <snakes-ladders mode="design"> (whose shadow root
// scopes the ids). Test hooks: see ../design.js.

import { el } from "../../ui/dom.js";

/** The help line above the numbers. */
export const HELP = "Drag from one square to another to add a ladder (up) or a snake (down), or tap the two squares. " +
  "Drag either end of a jump to move it. On the board: arrow keys, then Enter on each end; Delete removes the chosen jump; Escape lets go.";

/**
 * Fills `root` with the card and returns its parts by name (`min`, `mean`, `undo`, ...).
 * `fromHost`: the label of the button that starts again from the host's board (none when null);
 * `print`: whether Print is offered (the page's print view); `note`: a line under the exports.
 */
export function buildCard(root, { fromHost = null, print = true, note = null } = {}) {
  const parts = {};
  const part = (name, tag, attrs = {}, ...children) => (parts[name] = el(tag, { id: `design-${name}`, ...attrs }, ...children));
  const figure = (name, label) => el("div", {}, el("dt", { text: label }), part(name, "dd", { text: "–" }));
  const button = (name, label, attrs = {}) => part(name, "button", { type: "button", text: label, ...attrs });
  const nodes = [
    part("help", "p", { class: "help small", text: HELP }),
    part("message", "p", { class: "note", role: "status", "aria-live": "polite" }),
    part("numbers-heading", "h3", { text: "How it plays" }),
    part("numbers", "dl", { class: "stats" },
      figure("min", "Fewest throws"), figure("mean", "Average game (one player)"),
      figure("median", "Median"), figure("odds", "First player wins (of two)")),
    el("div", { class: "button-row design-edit" },
      button("undo", "Undo", { "aria-keyshortcuts": "Control+Z", disabled: true }),
      button("redo", "Redo", { "aria-keyshortcuts": "Control+Shift+Z", disabled: true }),
      button("delete", "Delete jump", { "aria-keyshortcuts": "Delete", disabled: true }),
      button("clear", "Clear"),
      fromHost ? button("from-page", fromHost) : null),
    sizeFields(part),
    part("warnings", "ul", { class: "warnings" }),
    part("chart-heading", "h3", { text: "How long games take (one player)" }),
    part("chart", "canvas", { role: "img", "aria-label": "Game length chart", width: "300", height: "120" }),
    part("spread", "p", { class: "small" }),
    part("values-heading", "h3", { text: "What each jump is worth" }),
    part("readout", "p", { class: "small design-readout", "aria-live": "polite" }),
    part("values", "ol", { class: "design-values", "aria-labelledby": "design-values-heading" }),
    part("export-heading", "h3", { text: print ? "Print and share" : "Download" }),
    el("div", { class: "button-row" },
      print ? button("print", "Print") : null, button("png", "Download PNG"), button("svg", "Download SVG")),
    note ? el("p", { class: "help small", text: note }) : null,
  ];
  root.append(...nodes.filter((n) => n !== null));
  return parts;
}

/** The Rows and Columns fields and their Change size button. */
function sizeFields(part) {
  const field = (name, label) => [
    el("label", { for: `design-${name}`, text: label }),
    part(name, "input", { type: "number", inputmode: "numeric", min: "1", max: "100", value: "10" }),
  ];
  return part("size", "form", { class: "grid-fields four", novalidate: true },
    ...field("rows", "Rows"), ...field("columns", "Columns"),
    part("resize", "button", { type: "submit", text: "Change size" }));
}

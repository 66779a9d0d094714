// Marks the line of a text box that a message names ("native board, line 3, column 6: ..."):
// a band behind that line's text, drawn as the box's own background and scrolled with the text
// (background-attachment: local), at the height a hidden copy of the box lays the line out at
// (long lines wrap, so line n is not always n line-heights down). The box also says it is
// invalid (aria-invalid), its message being among the things that describe it.

/**
 * Where the core's error about a text names the place: `{format, line, column}`, or null. Read
 * from its code's parameters (`error.parse`: format, line, column), whatever language the
 * message is shown in; a plain text (no code) from the core's English.
 */
export function placeOf(error) {
  const p = error?.code === "error.parse" ? error.params : null;
  if (p && Number.isInteger(p.line) && Number.isInteger(p.column)) return { format: String(p.format), line: p.line, column: p.column };
  // An error that crossed from a worker as text only: the core's English says the place.
  const m = /\b([a-z]+) board, line (\d+), column (\d+):/.exec(String(error?.message ?? error));
  return m ? { format: m[1], line: Number(m[2]), column: Number(m[3]) } : null;
}

/** The band's module (ui/text-band.js), loaded the first time a line is marked. */
let band = null;
/** Counts marks per box, so that a band drawn late is for the last mark asked, not an older one. */
const asked = new WeakMap();

/**
 * Marks line `line` (from 1) of text area `box` as the one in error, or clears the mark (null).
 * The box says it is invalid at once (aria-invalid); the band behind the line follows as soon
 * as its module is loaded (data-error-line then names the line). A box that is hidden (a text
 * too long to show) is only marked invalid.
 */
export function markLine(box, line) {
  const n = (asked.get(box) ?? 0) + 1;
  asked.set(box, n);
  if (line === null) {
    box.removeAttribute("aria-invalid");
    band?.then((m) => m.clearBand(box));
    delete box.dataset.errorLine;
    return;
  }
  box.setAttribute("aria-invalid", "true");
  band ??= import("./text-band.js");
  band.then((m) => { if (asked.get(box) === n) m.drawBand(box, line); });
}

// The band behind a text box's line in error (ui/text-mark.js loads this the first time a
// mistake has a line to mark, so the page's first load carries none of it): the line is laid
// out in a hidden copy of the box (long lines wrap, so line n is not always n line-heights
// down), and the band is drawn as the box's own background, scrolled with the text.

/** The hidden copy of the box the line is laid out in, made on first use. */
let mirror = null;

/** The styles that decide where text falls in a text area, copied to the mirror. */
const LAYOUT = ["fontFamily", "fontSize", "fontWeight", "fontStyle", "letterSpacing", "lineHeight", "tabSize",
  "paddingTop", "paddingRight", "paddingBottom", "paddingLeft", "textIndent", "wordSpacing"];

/** Characters [start, end) of line `line` (from 1) of `text`, or null when it has fewer lines. */
function lineSpan(text, line) {
  let start = 0;
  for (let n = 1; n < line; n++) {
    const nl = text.indexOf("\n", start);
    if (nl === -1) return null;
    start = nl + 1;
  }
  const nl = text.indexOf("\n", start);
  return { start, end: nl === -1 ? text.length : nl };
}

/** Where line `line` of `box` lies, in pixels from the top of its text: `{top, height}`, or null. */
function lineBand(box, line) {
  const span = lineSpan(box.value, line);
  if (!span) return null;
  if (!mirror) {
    mirror = document.createElement("div");
    mirror.setAttribute("aria-hidden", "true");
    Object.assign(mirror.style, {
      position: "absolute", visibility: "hidden", top: "0", left: "-10000px", border: "0",
      boxSizing: "border-box", whiteSpace: "pre-wrap", overflowWrap: "break-word",
    });
  }
  const style = getComputedStyle(box);
  for (const k of LAYOUT) mirror.style[k] = style[k];
  mirror.style.width = `${box.clientWidth}px`; // the text's width: the box's inside, less any scroll bar
  // The lines before it and the line itself, each a block, so the line's box is its whole
  // line-height (an inline span's is only its font's), wrapped as the box wraps it. A zero-width
  // space stands for an empty line, which would otherwise take no height.
  const block = (text) => Object.assign(document.createElement("div"), { textContent: text === "" || text.endsWith("\n") ? `${text}\u200b` : text });
  const marked = block(box.value.slice(span.start, span.end));
  mirror.replaceChildren(...(span.start > 0 ? [block(box.value.slice(0, span.start - 1))] : []), marked);
  document.body.append(mirror);
  const outer = mirror.getBoundingClientRect(), inner = marked.getBoundingClientRect();
  mirror.remove();
  mirror.replaceChildren();
  return { top: inner.top - outer.top, height: inner.height };
}

/**
 * Draws the band behind line `line` of `box` (or clears it: null, a hidden box, a line past the
 * text's end). The line is scrolled into the box's view unless the box has focus (a person
 * typing keeps their place).
 */
export function drawBand(box, line) {
  watchWidth(box);
  const band = line === null || box.hidden ? null : lineBand(box, line);
  if (!band) {
    clearBand(box);
    return;
  }
  box.dataset.errorLine = String(line);
  box.style.setProperty("--mark-top", `${band.top}px`);
  box.style.setProperty("--mark-height", `${band.height}px`);
  if (document.activeElement !== box) box.scrollTop = Math.max(0, band.top - box.clientHeight / 3);
}

/** Takes the band away. */
export function clearBand(box) {
  delete box.dataset.errorLine;
  box.style.removeProperty("--mark-top");
  box.style.removeProperty("--mark-height");
}

/** Boxes whose width is watched: a narrower box wraps its lines anew, and the mark moves with them. */
const watched = new WeakSet();

function watchWidth(box) {
  if (watched.has(box)) return;
  watched.add(box);
  let width = box.clientWidth;
  new ResizeObserver(() => {
    if (box.clientWidth === width) return;
    width = box.clientWidth;
    if (box.dataset.errorLine) drawBand(box, Number(box.dataset.errorLine));
  }).observe(box);
}

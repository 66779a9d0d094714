// The DOM helpers the page and the widget share. Text goes in with textContent, never as
// markup.

/**
 * Creates an element with attributes and children (strings become text nodes). `class` and
 * `text` set the class name and the text; `onX` adds a listener for event X; false, null and
 * undefined attributes are left out, true is an empty attribute; null and undefined children
 * are skipped.
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) if (c !== null && c !== undefined) node.append(c);
  return node;
}

/** Runs `callback` in a task of its own once the next frame has been painted. */
export function afterNextPaint(callback) {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

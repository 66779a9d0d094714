// The DOM helpers the page and the widget share, and `loadOnce` for code loaded on demand.
// Text goes in with textContent, never as markup.

/**
 * A loader of code needed later (a mode, a card, the worker pool): `load` runs the first time
 * the loader is called and its promise is kept for every later call; a load that fails is
 * forgotten, so the next call tries again (a dropped connection does not last for ever).
 * @template T
 * @param {() => Promise<T>} load
 * @returns {() => Promise<T>}
 */
export function loadOnce(load) {
  /** @type {Promise<T> | null} */
  let promise = null;
  return () => (promise ??= load().catch((err) => {
    promise = null;
    throw err;
  }));
}

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

/** The longest a scroll is waited for (ms): a page that never comes to rest still goes on. */
const SCROLL_WAIT_MS = 2000;

/**
 * Scrolls the window so that `node` is wholly on screen, `margin` pixels clear of the window's
 * edges (its top then, if it is taller than the window), smoothly unless told not to. Resolves
 * once the window has come to rest: what is shown next is seen.
 */
export function scrollIntoFullView(node, { smooth = true, margin = 8 } = {}) {
  const r = node.getBoundingClientRect();
  if (r.top >= margin && r.bottom <= window.innerHeight - margin) return Promise.resolve();
  window.scrollTo({ top: window.scrollY + r.top - margin, behavior: smooth ? "smooth" : "auto" });
  return new Promise((resolve) => {
    const until = performance.now() + SCROLL_WAIT_MS;
    let last = NaN, still = 0;
    const check = () => {
      const y = window.scrollY;
      still = y === last ? still + 1 : 0;
      last = y;
      // Three frames without a change: the scroll is over (scrollend is not in every browser).
      if (still >= 3 || performance.now() > until) resolve();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

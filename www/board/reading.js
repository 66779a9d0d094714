// Reading the board's squares (part of BoardCanvas, canvas.js): the square under a mouse
// pointer, the square being read by a click, a tap or the keys (its cursor), the tooltip with
// the host's words for it, kept clear of a host's note in the frame. Keys on the focused
// canvas: arrows move between squares as drawn, Home square 1, End the finish, PageUp/PageDown
// a row up or down, Escape stops reading, Enter or Space fire "activate". Keys only read.

import { squareAtPoint, squareRect, neighbour } from "./view.js";

const KEY_STEPS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export class SquareReading {
  #view; #frame; #canvas; #tooltip; #describe;
  #cursor = null; #hover = null; #keyboard = false; #pointer = "mouse";

  /**
   * `view`: the BoardCanvas (its geometry, board, start, tapTooltip and keepClear; it paints and
   * fires the events); `describe(n)`: the host's words for square n.
   */
  constructor(view, { frame, canvas, tooltip }, describe) {
    this.#view = view;
    this.#frame = frame;
    this.#canvas = canvas;
    this.#tooltip = tooltip;
    this.#describe = describe;
    this.#wire();
  }

  /** The square being read (keyboard cursor or last tap), or null. */
  get cursor() {
    return this.#cursor;
  }

  /** The square under the pointer, or null. */
  get hover() {
    return this.#hover;
  }

  /** Whether the cursor is drawn (the keys or a click read it, and the board has focus). */
  get keyboard() {
    return this.#keyboard;
  }

  /** A new board of `size` squares: the cursor stays on it, the pointer is nowhere yet. */
  boardChanged(size) {
    if (this.#cursor !== null && this.#cursor > size) this.#cursor = size;
    this.#hover = null;
  }

  /** Moves the reading cursor; `keyboard` draws its outline, `scroll` keeps it in the frame. */
  setCursor(n, { keyboard = true, scroll = true } = {}) {
    this.#cursor = n;
    this.#keyboard = keyboard && n !== null;
    if (n !== null && scroll) this.#scrollTo(n);
    this.showTooltip();
    this.#view.requestPaint();
    this.#view.dispatchEvent(new CustomEvent("cursor", { detail: { square: n, keyboard } }));
  }

  #squareAt(e) {
    const g = this.#view.geometry;
    if (!g) return null;
    const r = this.#canvas.getBoundingClientRect();
    return squareAtPoint(g, e.clientX - r.left, e.clientY - r.top);
  }

  /** The pointer is over square n (null: off the board). */
  #hoverOn(n) {
    this.#hover = n;
    this.showTooltip();
    this.#view.requestPaint();
    this.#view.dispatchEvent(new CustomEvent("hover", { detail: { square: n } }));
  }

  #wire() {
    const c = this.#canvas;
    c.addEventListener("pointermove", (e) => {
      if (e.pointerType && e.pointerType !== "mouse") return;
      const n = this.#squareAt(e);
      if (n === this.#hover) return;
      this.#keyboard = false;
      this.#hoverOn(n);
    });
    c.addEventListener("pointerleave", () => this.#hoverOn(null));
    c.addEventListener("pointerdown", (e) => { this.#pointer = e.pointerType || "mouse"; });
    c.addEventListener("click", (e) => {
      const n = this.#squareAt(e);
      // A host that reads taps itself (the designer's placements) keeps the tooltip off the board.
      const tap = (e.pointerType || this.#pointer) !== "mouse";
      if (n !== null) this.setCursor(n, { keyboard: !tap || this.#view.tapTooltip, scroll: false });
    });
    c.addEventListener("blur", () => {
      this.#keyboard = false;
      this.showTooltip();
      this.#view.requestPaint();
    });
    c.addEventListener("keydown", (e) => this.#onKey(e));
  }

  #onKey(e) {
    const g = this.#view.geometry, desc = this.#view.board;
    if (!g || e.altKey || e.ctrlKey || e.metaKey) return;
    const size = desc.size, columns = desc.columns;
    let n = this.#cursor;
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      this.#view.dispatchEvent(new CustomEvent("activate", { detail: { square: n, key: e.key } }));
      return;
    }
    if (KEY_STEPS[e.key]) n = n === null ? this.#view.start : neighbour(g, n, ...KEY_STEPS[e.key]);
    else if (e.key === "Home") n = 1;
    else if (e.key === "End") n = size;
    else if (e.key === "PageUp") n = Math.min(size, (n ?? 0) + columns);
    else if (e.key === "PageDown") n = Math.max(1, (n ?? 1) - columns);
    else if (e.key === "Escape") n = null;
    else return;
    e.preventDefault();
    this.setCursor(n, { keyboard: n !== null });
  }

  /** Keeps square n in view when the board is wider than its frame (big boards on phones). */
  #scrollTo(n) {
    const f = this.#frame, g = this.#view.geometry;
    if (!g || f.scrollWidth <= f.clientWidth) return;
    const r = n === 0 ? { x: g.start.x, s: g.cell } : squareRect(g, n);
    if (r.x < f.scrollLeft) f.scrollLeft = r.x - g.cell;
    else if (r.x + r.s > f.scrollLeft + f.clientWidth) f.scrollLeft = r.x + r.s - f.clientWidth + g.cell;
  }

  /** The tooltip beside the hovered (or keyboard) square, placed with a CSSOM transform. */
  showTooltip() {
    const tip = this.#tooltip, g = this.#view.geometry;
    if (!tip) return;
    const n = this.#hover ?? (this.#keyboard ? this.#cursor : null);
    if (n === null || !g) {
      tip.hidden = true;
      return;
    }
    tip.textContent = this.#describe(n);
    tip.hidden = false;
    const r = n === 0 ? { x: g.start.x, y: g.start.y, s: g.start.h } : squareRect(g, n);
    const w = tip.offsetWidth, h = tip.offsetHeight;
    let x = r.x + r.s / 2 - w / 2 - this.#frame.scrollLeft, y = r.y - h - 6;
    if (y < 0) y = r.y + r.s + 6;
    x = Math.max(4, Math.min(this.#frame.clientWidth - w - 4, x));
    tip.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
    const keep = this.#view.keepClear;
    if (keep && !keep.hidden) {
      const clear = this.#yClearOf(keep, tip, x, y, [r.y - h - 6, r.y + r.s + 6]);
      if (clear !== y) tip.style.transform = `translate(${Math.round(x)}px, ${Math.round(clear)}px)`;
    }
  }

  /**
   * A height for the tooltip at (x, y) that leaves `keep` uncovered: y itself, else the nearest
   * of the square's other side and just above or below `keep`, within the frame's top.
   */
  #yClearOf(keep, tip, x, y, sides) {
    const t = tip.getBoundingClientRect(), k = keep.getBoundingClientRect();
    // Both are placed in the frame: `keep`'s box in the tooltip's own coordinates.
    const dx = t.left - x, dy = t.top - y;
    const box = { left: k.left - dx, right: k.right - dx, top: k.top - dy, bottom: k.bottom - dy };
    const covers = (ty) => x < box.right && x + t.width > box.left && ty < box.bottom && ty + t.height > box.top;
    if (!covers(y)) return y;
    const tries = [...sides, box.top - t.height - 4, box.bottom + 4].filter((ty) => ty >= 0 && !covers(ty));
    return tries.length ? tries.reduce((a, b) => (Math.abs(b - y) < Math.abs(a - y) ? b : a)) : y;
  }
}

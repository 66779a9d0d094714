// Editing the designed board by hand: a mouse or a finger drags from one square to another (or
// taps the two), grabs a jump's end to move it; the keyboard moves the board's cursor, Enter on
// each end places a jump, Enter on a jump's end picks it up (the arrows carry it, Enter puts it
// down, Escape puts it back); Delete, Escape, Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y). What is
// allowed is the core's answer: every gesture ends in the task's place(), which asks it.

import { pointOnJump, squareAtPoint } from "../../board/view.js";
import { jumpArgs } from "./numbers.js";

/** Points along a jump at which the pointer is looked for, and the most jumps (see #hoverBody). */
const BODY_POINTS = 24, BODY_JUMPS = 400;

/** The jump starting or ending on square n of flat `jumps`, as [from, to] (the start wins), or null. */
export function jumpAt(jumps, n) {
  let end = null;
  for (let i = 0; i < jumps.length; i += 2) {
    if (jumps[i] === n) return [jumps[i], jumps[i + 1]];
    if (jumps[i + 1] === n && end === null) end = [jumps[i], jumps[i + 1]];
  }
  return end;
}

/**
 * `host`: `{words, active(), jumps(), selected (get/set), place(from, to, opts), say(text, near),
 * touch(on), highlight(extra), controls(), deleteSelected(), undo(), redo(), readout(text),
 * wordsChanged()}`.
 */
export class DesignInput {
  #canvas; #view; #host;
  /** #carry: a jump's end held by the keyboard, {start, over, jump} like a drag. */
  #pending = null; #drag = null; #carry = null;
  /** The jump drawn under the mouse pointer away from its ends (see #hoverBody), or null. */
  #nearJump = null;
  /** #pointsAlong's points, with the layout and jumps they are for. */
  #bodyPoints = null;

  /** `keys`: where the keyboard's shortcuts are heard (the page's document, the element's shadow root). */
  constructor({ canvas, view, keys }, host) {
    this.#canvas = canvas;
    this.#view = view;
    this.#host = host;
    this.#wire(keys);
  }

  /** The first square of a jump being placed, or null. */
  get pending() {
    return this.#pending;
  }

  /** Whether the keyboard carries a jump's end (the readout then says where it would go). */
  get carrying() {
    return this.#carry !== null;
  }

  /** The jump the mouse points at away from its ends, when square n is the one pointed at. */
  nearJump(n) {
    return this.#view.hover === n ? this.#nearJump : null;
  }

  /** Drops whatever is held: a drag, a carried end, the first end of a new jump. */
  letGo({ keepSelection = false } = {}) {
    this.#pending = null;
    this.#drag = null;
    this.#carry = null;
    if (!keepSelection) this.#host.selected = null;
  }

  #squareAt(e) {
    const g = this.#view.geometry;
    if (!g) return null;
    const r = this.#canvas.getBoundingClientRect();
    const n = squareAtPoint(g, e.clientX - r.left, e.clientY - r.top);
    return n === 0 ? null : n;
  }

  #onPointerDown(e) {
    if (!this.#host.active() || e.button > 0) return;
    const n = this.#squareAt(e);
    if (n === null) return;
    const jump = jumpAt(this.#host.jumps(), n);
    // Grabbing a jump's end moves that end; anywhere else starts a new jump.
    this.#carry = null;
    this.#drag = { start: n, over: n, jump: jump && this.#pending === null ? jump : null, moved: false };
    this.#host.touch(e.pointerType === "touch" || e.pointerType === "pen");
    this.#canvas.setPointerCapture?.(e.pointerId);
    e.preventDefault();
  }

  #onPointerMove(e) {
    const d = this.#drag;
    if (!d) {
      this.#hoverBody(e);
      return;
    }
    const n = this.#squareAt(e);
    if (n === null || n === d.over) return;
    d.over = n;
    d.moved = true;
    this.#host.highlight(this.#dragged(d) ?? [d.start, n]);
  }

  /**
   * The points #hoverBody looks at (x, y, then the next), BODY_POINTS - 1 along each jump, for
   * one layout of one board: worked out once, not on every move of the mouse (a snake's curve
   * is computed afresh for each point). Layouts and the boards of the history are never
   * changed in place, so the two objects say when the points are stale.
   */
  #pointsAlong(g, jumps) {
    if (this.#bodyPoints?.g !== g || this.#bodyPoints.jumps !== jumps) {
      const xy = new Float64Array(jumps.length * (BODY_POINTS - 1));
      let at = 0;
      for (let i = 0; i < jumps.length; i += 2) {
        for (let k = 1; k < BODY_POINTS; k++) {
          const p = pointOnJump(g, jumps[i], jumps[i + 1], k / BODY_POINTS);
          xy[at++] = p.x;
          xy[at++] = p.y;
        }
      }
      this.#bodyPoints = { g, jumps, xy };
    }
    return this.#bodyPoints.xy;
  }

  /**
   * The snake or ladder drawn under a mouse pointer away from its ends (over its rungs or its
   * body), whose worth the square's words then give: a jump is read where it is drawn, not only
   * at its two squares.
   */
  #hoverBody(e) {
    const g = this.#view.geometry;
    const j = this.#host.jumps();
    // On a board of hundreds of jumps they cross everywhere: there a jump is read at its ends.
    // Not while the keyboard carries an end: the board shows where it would go.
    const looks = g && (e.pointerType || "mouse") === "mouse" && this.#host.active() && this.#carry === null && j.length <= 2 * BODY_JUMPS;
    const near = looks ? this.#jumpNear(g, j, e) : null;
    if (near?.[0] === this.#nearJump?.[0] && near?.[1] === this.#nearJump?.[1]) return;
    this.#nearJump = near;
    this.#host.highlight(near); // the jump stands out, with its two squares, as at its ends
    this.#host.wordsChanged();
  }

  /** The jump of `j` drawn within reach of the pointer of `e`, or null. */
  #jumpNear(g, j, e) {
    const r = this.#canvas.getBoundingClientRect();
    const x = e.clientX - r.left, y = e.clientY - r.top;
    const xy = this.#pointsAlong(g, j), per = 2 * (BODY_POINTS - 1);
    let best = (g.cell * 0.3) ** 2, near = null;
    for (let at = 0; at < xy.length; at += 2) {
      const d2 = (xy[at] - x) ** 2 + (xy[at + 1] - y) ** 2;
      if (d2 < best) {
        best = d2;
        const i = 2 * Math.floor(at / per);
        near = [j[i], j[i + 1]];
      }
    }
    return near;
  }

  /** The jump a drag (or a carry) would make: an end of the grabbed jump moved to the square under it. */
  #dragged(d) {
    if (!d.jump) return null;
    const [from, to] = d.jump;
    return d.start === from ? [d.over, to] : [from, d.over];
  }

  #onPointerUp(e) {
    const d = this.#drag;
    if (!d) return;
    this.#drag = null;
    const n = this.#squareAt(e);
    if (n === null) {
      // Let go off the board's squares: the drag is called off, as a person expects.
      this.letGo({ keepSelection: true });
      this.#host.highlight();
      if (d.moved) this.#host.say(this.#host.words.t("design-drag-off"));
      return;
    }
    if (n !== d.start) {
      d.over = n;
      const moved = this.#dragged(d);
      if (moved) this.#host.place(moved[0], moved[1], { replacing: d.jump[0], near: n });
      else this.#host.place(d.start, n, { near: n });
      return;
    }
    this.#choose(n);
  }

  /** A tap or Enter on square n: the first end of a new jump, or the second. */
  #choose(n) {
    const host = this.#host, words = host.words, square = String(n);
    if (this.#pending === null) {
      this.#pending = n;
      const jump = jumpAt(host.jumps(), n);
      host.selected = jump ? jump[0] : null;
      host.controls();
      host.highlight();
      host.say(jump ? words.t("design-chose-or-new", { ...jumpArgs(jump[0], jump[1]), square })
        : host.touch() ? words.t("design-from-square-tap", { square }) : words.t("design-from-square", { square }), n);
      return;
    }
    const from = this.#pending;
    this.#pending = null;
    if (from === n) {
      host.highlight();
      host.say(words.t("design-let-go"), n);
      return;
    }
    host.place(from, n, { near: n });
  }

  /**
   * Enter (or Space) on square n of the focused board. On a jump's end it picks that end up,
   * the keyboard's drag: the arrow keys carry it, Enter puts it down (the same check as a drop),
   * Escape puts it back, and Enter again without moving starts a new jump from n instead.
   * Elsewhere it is a tap: the first end of a new jump, or the second.
   */
  #onEnter(n) {
    const host = this.#host;
    host.touch(false);
    const c = this.#carry;
    if (c !== null) {
      this.#carry = null;
      if (c.over === c.start) {
        this.#pending = n;
        host.highlight();
        host.say(host.words.t("design-from-square-new", { square: String(n) }));
        return;
      }
      const [from, to] = this.#dragged(c);
      host.place(from, to, { replacing: c.jump[0], near: c.over });
      return;
    }
    const jump = this.#pending === null ? jumpAt(host.jumps(), n) : null;
    if (!jump) {
      this.#choose(n);
      return;
    }
    this.#carry = { start: n, over: n, jump };
    host.selected = jump[0];
    host.controls();
    host.highlight();
    const end = n === jump[0] ? (jump[1] > jump[0] ? "foot" : "head") : (jump[1] > jump[0] ? "top" : "tail");
    host.say(host.words.t("design-holding", { ...jumpArgs(jump[0], jump[1]), end, square: String(n) }));
  }

  /** The keyboard cursor moved to square n: a carried end follows it, shown on the board. */
  #carryTo(n) {
    const c = this.#carry;
    if (c === null && this.#pending !== null && n !== this.#pending) {
      // Choosing the other end of a new jump: the line it would make, as a drag shows it.
      this.#host.highlight([this.#pending, n]);
      return;
    }
    if (c === null || n === c.over) return;
    c.over = n;
    const moved = this.#dragged(c);
    this.#host.highlight(moved);
    const words = this.#host.words;
    this.#host.readout(n === c.start ? words.t("design-back-on", { square: String(n) }) : words.t("design-put-down-here", jumpArgs(...moved)));
  }

  #onKey(e) {
    const host = this.#host;
    if (!host.active()) return;
    const target = e.composedPath?.()[0] ?? e.target;
    const inField = target.closest?.("input, textarea, select");
    const mod = e.ctrlKey || e.metaKey;
    if (mod && !e.altKey && !inField && (e.key === "z" || e.key === "Z" || e.key === "y")) {
      e.preventDefault();
      if (e.key === "y" || e.shiftKey) host.redo();
      else host.undo();
      return;
    }
    if (inField || mod || e.altKey) return;
    if ((e.key === "Delete" || e.key === "Backspace") && host.selected !== null) {
      e.preventDefault();
      host.deleteSelected();
    } else if (e.key === "Escape" && (this.#pending !== null || host.selected !== null || this.#carry !== null)) {
      const carried = this.#carry?.jump;
      this.letGo();
      host.controls();
      host.highlight();
      host.say(carried ? host.words.t("design-put-back", jumpArgs(...carried)) : host.words.t("design-let-go"));
    }
  }

  #wire(keys) {
    const canvas = this.#canvas, view = this.#view, host = this.#host;
    canvas.addEventListener("pointerdown", (e) => this.#onPointerDown(e));
    canvas.addEventListener("pointermove", (e) => this.#onPointerMove(e));
    canvas.addEventListener("pointerleave", () => {
      if (this.#nearJump === null || this.#drag) return;
      this.#nearJump = null;
      host.highlight();
    });
    canvas.addEventListener("pointerup", (e) => this.#onPointerUp(e));
    canvas.addEventListener("pointercancel", () => { this.#drag = null; host.highlight(); });
    view.addEventListener("activate", (e) => {
      const n = e.detail.square;
      if (host.active() && n) this.#onEnter(n);
    });
    view.addEventListener("cursor", (e) => {
      if (host.active() && e.detail.keyboard && e.detail.square) this.#carryTo(e.detail.square);
    });
    keys.addEventListener("keydown", (e) => this.#onKey(e));
  }
}

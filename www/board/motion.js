// The tokens on the board (part of BoardCanvas, canvas.js): where each is drawn, and a token
// moving: a game's move or a solved path walked square by square (animate.js works out the
// segments and times them), or a straight slide. One animation at a time; a new one, or
// cancel(), stops the last.

import { moveSegments, pathSegments, play } from "./animate.js";
import { startTokenRadius, tokenSpot } from "./view.js";

/**
 * `tokens` ([{id, square, ...}]) with positions on layout `g`: those sharing a square spread
 * out, the `moving` one ({id, x, y, lift}, or null) where it is.
 */
export function placedTokens(g, tokens, moving, theme) {
  const bySquare = new Map();
  for (const t of tokens) {
    if (moving && moving.id === t.id) continue;
    if (!bySquare.has(t.square)) bySquare.set(t.square, []);
    bySquare.get(t.square).push(t);
  }
  const out = [];
  for (const [sq, list] of bySquare) {
    list.forEach((t, k) => {
      const p = tokenSpot(g, sq, k, list.length);
      out.push({ ...t, x: p.x, y: p.y, radius: sq === 0 ? startTokenRadius(g) : 0 });
    });
  }
  if (moving) {
    const t = tokens.find((k) => k.id === moving.id) || { color: theme.marker, label: "" };
    out.push({ ...t, x: moving.x, y: moving.y, lift: moving.lift, active: true, radius: 0 });
  }
  return out;
}

/** A move as animate.js wants it: jumps as pairs, whether the core gave them flat or paired. */
function normalMove(m) {
  let jumps = [];
  const j = m.jumps;
  if (j && j.length) {
    if (Array.isArray(j[0]) || (typeof j[0] === "object" && j[0] !== null)) jumps = Array.from(j, (p) => [p[0], p[1]]);
    else for (let i = 0; i + 1 < j.length; i += 2) jumps.push([j[i], j[i + 1]]);
  }
  return { from: m.from, roll: m.roll, landed: m.landed, to: m.to, jumps, walk: m.walk ? Array.from(m.walk) : null };
}

export class TokenMotion {
  #host; #anim = null; #animId = 0;
  /** The token in flight, where it is drawn: {id, x, y, lift}, or null. */
  moving = null;

  /**
   * `host`: `{geometry(), paint(), requestPaint(), frame(), arrived(id, square)}`: the board's
   * layout, a paint now (each frame) or soon, a frame drawn, and a token come to rest.
   */
  constructor(host) {
    this.#host = host;
  }

  /** Whether a token is moving. */
  get animating() {
    return this.#anim !== null;
  }

  /**
   * Walks token `id` through `moves` (see BoardCanvas.moveToken).
   * @param {number | string} id
   * @param {object[]} moves
   * @param {{speed?: number, reduced?: boolean, onThrow?: (i: number) => void, onSegment?: (seg: object) => void}} [options]
   */
  move(id, moves, { speed = 1, reduced = false, onThrow, onSegment } = {}) {
    const list = moves.map(normalMove);
    // A path rests after each throw (onThrow then); a single move goes straight on.
    const single = list.length === 1;
    const segs = single ? moveSegments(list[0]) : pathSegments(list);
    const last = list[list.length - 1];
    const run = this.#run(id, segs, { speed, reduced, end: last ? last.to : null, onThrow, onSegment });
    if (single && onThrow) run.done.then((finished) => finished && onThrow(0));
    return run;
  }

  /**
   * Slides token `id` straight from one square to another.
   * @param {number | string} id
   * @param {number} from
   * @param {number} to
   * @param {{speed?: number, reduced?: boolean, onSegment?: (seg: object) => void}} [options]
   */
  slide(id, from, to, { speed = 1, reduced = false, onSegment } = {}) {
    return this.#run(id, [{ kind: "slide", from, to }], { speed, reduced, end: to, onSegment });
  }

  /** Stops the animation in flight (its promise resolves false). */
  cancel() {
    if (!this.#anim) return;
    const a = this.#anim;
    this.#anim = null;
    this.#animId++;
    this.moving = null;
    a.cancel();
    this.#host.requestPaint();
  }

  /**
   * @param {number | string} id
   * @param {object[]} segs
   * @param {{speed: number, reduced: boolean, end: number | null, onThrow?: (i: number) => void, onSegment?: (seg: object) => void}} how
   */
  #run(id, segs, { speed, reduced, end, onThrow, onSegment }) {
    this.cancel();
    const host = this.#host, animId = ++this.#animId;
    const anim = play(segs, {
      geometry: () => host.geometry(),
      speed,
      reduced,
      onSegment: (seg) => {
        if (seg.kind === "rest") onThrow?.(seg.throwIndex);
        onSegment?.(seg);
      },
      onFrame: (p) => {
        if (animId !== this.#animId || !host.geometry()) return;
        this.moving = { id, x: p.x, y: p.y, lift: p.lift };
        host.paint();
        host.frame();
      },
    });
    this.#anim = anim;
    const done = anim.done.then((finished) => {
      if (animId !== this.#animId) return false;
      this.#anim = null;
      this.moving = null;
      if (finished && end !== null) host.arrived(id, end);
      host.requestPaint();
      return finished;
    });
    return { done, cancel: () => { if (animId === this.#animId) this.cancel(); } };
  }
}

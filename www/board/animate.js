// Token paths and the animation loop.
//
// A move becomes segments: hops square by square for the roll, then one segment per snake or
// ladder, which follows the same curve board-view draws. The loop runs on requestAnimationFrame
// and asks for the geometry every frame, so a resize mid-move keeps the token on its square.

import { squareCenter, pointOnJump, jumpLength } from "./view.js";

/**
 * The segments of one move `{from, roll, landed, to, jumps, walk}`:
 * hops for the roll through the squares of `walk`, then each snake or ladder in `jumps` (pairs
 * [from, to]), then a hop to `to` if the told jumps stop short of it. `walk` and `jumps` are the
 * core's (a game's move, `RuleTable.describeThrow`): no rule is worked out here. A move without
 * a walk goes in one hop to where it landed.
 */
export function moveSegments(move, throwIndex = 0) {
  const segs = [];
  let at = move.from;
  for (const s of move.walk ?? (move.landed === move.from ? [] : [move.landed])) {
    segs.push({ kind: "hop", from: at, to: s, throwIndex });
    at = s;
  }
  if (segs.length === 0) segs.push({ kind: "stay", from: at, to: at, throwIndex });
  for (const [f, t] of move.jumps || []) {
    segs.push({ kind: "jump", from: f, to: t, throwIndex });
    at = t;
  }
  if (at !== move.to) segs.push({ kind: "hop", from: at, to: move.to, throwIndex });
  return segs;
}

/** Segments for a whole path of moves, with a short rest after each throw. */
export function pathSegments(path) {
  const segs = [];
  path.forEach((move, i) => {
    for (const seg of moveSegments(move, i)) segs.push(seg);
    segs.push({ kind: "rest", from: move.to, to: move.to, throwIndex: i });
  });
  return segs;
}

/** Milliseconds a segment takes at speed 1. */
function duration(seg, g) {
  switch (seg.kind) {
    case "hop": return 190;
    case "stay": return 320;
    case "rest": return 260;
    case "slide": return 520;
    default: return 380 + Math.min(900, jumpLength(g, seg.from, seg.to) * 1.6);
  }
}

const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Where a token is a fraction t into a segment: `{x, y, lift}`. */
export function segmentPoint(g, seg, t) {
  if (seg.kind === "jump") {
    const p = pointOnJump(g, seg.from, seg.to, ease(t));
    return { x: p.x, y: p.y, lift: 0.25 };
  }
  if (seg.kind === "stay") {
    const c = squareCenter(g, seg.from);
    return { x: c.x + Math.sin(t * Math.PI * 4) * g.cell * 0.08, y: c.y, lift: 0 };
  }
  const a = squareCenter(g, seg.from), b = squareCenter(g, seg.to);
  const e = seg.kind === "rest" ? 1 : ease(t);
  return { x: a.x + (b.x - a.x) * e, y: a.y + (b.y - a.y) * e, lift: seg.kind === "hop" ? Math.sin(Math.PI * t) : 0 };
}

/**
 * Plays segments. opts: {geometry() → current geometry, speed (1 = normal), reduced (skip to the
 * end), onFrame({x, y, lift, seg, index}), onSegment(seg, index) at each segment's start}.
 * Returns {done: Promise<boolean> (true if it ran to the end), cancel()}.
 */
export function play(segments, opts) {
  let cancelled = false, raf = 0, resolve;
  const done = new Promise((r) => (resolve = r));
  const speed = Math.max(0.1, opts.speed || 1);
  const finish = (ok) => { cancelAnimationFrame(raf); resolve(ok); };
  if (segments.length === 0) { finish(true); return { done, cancel() {} }; }
  if (opts.reduced) {
    raf = requestAnimationFrame(() => {
      if (cancelled) return;
      const last = segments[segments.length - 1];
      opts.onSegment?.(last, segments.length - 1);
      opts.onFrame?.({ ...segmentPoint(opts.geometry(), last, 1), lift: 0, seg: last, index: segments.length - 1 });
      finish(true);
    });
    return { done, cancel() { cancelled = true; finish(false); } };
  }
  let index = 0, started = performance.now();
  opts.onSegment?.(segments[0], 0);
  const frame = (now) => {
    if (cancelled) return;
    const g = opts.geometry();
    let seg = segments[index];
    let t = (now - started) / (duration(seg, g) / speed);
    while (t >= 1 && index < segments.length - 1) {
      started += duration(seg, g) / speed;
      index++;
      seg = segments[index];
      opts.onSegment?.(seg, index);
      t = (now - started) / (duration(seg, g) / speed);
    }
    const p = segmentPoint(g, seg, Math.min(1, Math.max(0, t)));
    opts.onFrame?.({ ...p, seg, index });
    if (t >= 1 && index === segments.length - 1) { finish(true); return; }
    raf = requestAnimationFrame(frame);
  };
  raf = requestAnimationFrame(frame);
  return { done, cancel() { if (!cancelled) { cancelled = true; finish(false); } } };
}

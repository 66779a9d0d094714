// A win on the board: confetti falling over it for a few seconds, on a canvas laid over the
// board's frame (it takes no pointer events, so the board stays readable underneath). Under
// prefers-reduced-motion the confetti is drawn once, still, and stays until the next game: no
// frame is drawn after that.
//
//   const party = celebrate(frame, { reduced, colours });   // frame: the board's container
//   party.stop();                                           // New game, or the board changes

/** How long the confetti falls, in milliseconds. */
const FALL_MS = 3200;
/** Pieces of confetti. */
const PIECES = 140;

/** Starts the celebration over `frame`; returns `{ stop() }`. */
export function celebrate(frame, { reduced = false, colours = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7"] } = {}) {
  const rect = frame.getBoundingClientRect();
  const dpr = window.devicePixelRatio || 1;
  const canvas = document.createElement("canvas");
  canvas.className = "celebration";
  canvas.setAttribute("aria-hidden", "true");
  canvas.width = Math.max(1, Math.round(rect.width * dpr));
  canvas.height = Math.max(1, Math.round(rect.height * dpr));
  canvas.style.width = `${rect.width}px`;
  canvas.style.height = `${rect.height}px`;
  frame.append(canvas);
  const ctx = canvas.getContext("2d");
  ctx.scale(dpr, dpr);
  const pieces = confetti(rect.width, rect.height, colours, reduced);
  let raf = 0;
  const stop = () => {
    cancelAnimationFrame(raf);
    canvas.remove();
  };
  if (reduced) {
    draw(ctx, pieces, rect.width, rect.height, 0);
    return { stop, canvas };
  }
  const start = performance.now();
  const frameFn = (now) => {
    const t = now - start;
    if (t >= FALL_MS) {
      stop();
      return;
    }
    draw(ctx, pieces, rect.width, rect.height, t);
    raf = requestAnimationFrame(frameFn);
  };
  raf = requestAnimationFrame(frameFn);
  return { stop, canvas };
}

/** The pieces: where each starts, how it falls and turns. Still pieces are spread over the board. */
function confetti(width, height, colours, still) {
  const out = [];
  for (let i = 0; i < PIECES; i++) {
    out.push({
      x: Math.random() * width,
      y: still ? Math.random() * height : -20 - Math.random() * height * 0.6,
      speed: 0.12 + Math.random() * 0.22, // px per ms
      sway: 10 + Math.random() * 25,
      phase: Math.random() * Math.PI * 2,
      spin: (Math.random() - 0.5) * 0.02,
      size: 5 + Math.random() * 6,
      colour: colours[i % colours.length],
    });
  }
  return out;
}

/** Draws every piece `t` milliseconds into its fall (fading out over the last half second). */
function draw(ctx, pieces, width, height, t) {
  ctx.clearRect(0, 0, width, height);
  ctx.globalAlpha = t > FALL_MS - 500 ? Math.max(0, (FALL_MS - t) / 500) : 1;
  for (const p of pieces) {
    const y = p.y + p.speed * t;
    if (y > height + 20) continue;
    const x = p.x + Math.sin(p.phase + t * 0.004) * p.sway;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(p.phase + p.spin * t);
    ctx.fillStyle = p.colour;
    ctx.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
    ctx.restore();
  }
  ctx.globalAlpha = 1;
}

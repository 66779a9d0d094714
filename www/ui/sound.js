// The game's short sounds, synthesized with the Web Audio API (nothing to download or cache):
// the die, a step, a climb up a ladder, a slide down a snake, the win. One switch mutes them.
//
//   const sounds = new GameSounds({ muted });   // the page: remembered (soundMuted); the element: its `sound` attribute
//   sounds.die(); sounds.step(); sounds.climb(); sounds.slide(); sounds.win();
//   sounds.muted = true;
//
// No sound plays before the person's first gesture on the page (navigator.userActivation): an
// audio context is made only then. Where the browser lets a page say its sounds are ambient
// (navigator.audioSession, Safari), they are, so the device's silent switch silences them.
// Each sound that plays names itself in document.body's data-sound (for tests and debugging).

/** Where the page remembers the switch. */
const STORE_KEY = "snakes-ladders/sound";

/** Whether the page's sounds were switched off here before (unset: on). */
export function soundMuted() {
  try {
    return localStorage.getItem(STORE_KEY) === "off";
  } catch {
    return false; // storage refused: the default
  }
}

/** Remembers the page's switch. */
export function rememberSound(muted) {
  try {
    localStorage.setItem(STORE_KEY, muted ? "off" : "on");
  } catch {
    // storage refused: the switch holds for this visit
  }
}

export class GameSounds {
  #muted;
  /** @type {AudioContext | null} */
  #ctx = null;

  constructor({ muted = false } = {}) {
    this.#muted = muted;
  }

  get muted() {
    return this.#muted;
  }

  set muted(value) {
    this.#muted = Boolean(value);
    if (this.#muted) this.#ctx?.suspend().catch(() => {});
  }

  /** The die rattling for `ms` milliseconds: a few short knocks. */
  die(ms = 500) {
    const ctx = this.#context("die");
    if (!ctx) return;
    const knocks = Math.max(2, Math.round(ms / 110));
    for (let k = 0; k < knocks; k++) this.#knock(ctx, ctx.currentTime + (k * ms) / 1000 / knocks, 0.05 + 0.04 * (k % 2));
  }

  /** A token's step onto the next square. */
  step() {
    const ctx = this.#context("step");
    if (ctx) this.#tone(ctx, { from: 660, at: ctx.currentTime, length: 0.05, gain: 0.05, type: "triangle" });
  }

  /** Up a ladder: a rising run of notes. */
  climb() {
    const ctx = this.#context("climb");
    if (!ctx) return;
    [523, 659, 784, 1047].forEach((f, i) => this.#tone(ctx, { from: f, at: ctx.currentTime + i * 0.07, length: 0.1, gain: 0.07 }));
  }

  /** Down a snake: one falling glide. */
  slide() {
    const ctx = this.#context("slide");
    if (ctx) this.#tone(ctx, { from: 880, to: 160, at: ctx.currentTime, length: 0.55, gain: 0.08, type: "sawtooth" });
  }

  /** The sound of a stretch of a move (board/animate.js segments): a step, a climb, a slide. */
  forSegment(seg) {
    if (seg.kind === "hop") this.step();
    else if (seg.kind === "jump") (seg.to > seg.from ? this.climb() : this.slide());
    else if (seg.kind === "slide") this.slide();
  }

  /** The win: a short fanfare. */
  win() {
    const ctx = this.#context("win");
    if (!ctx) return;
    const notes = [[523, 0, 0.14], [659, 0.14, 0.14], [784, 0.28, 0.14], [1047, 0.42, 0.5], [784, 0.42, 0.5]];
    for (const [f, t, d] of notes) this.#tone(ctx, { from: f, at: ctx.currentTime + t, length: d, gain: 0.08, type: "triangle" });
  }

  /** The audio context, or null: muted, or before the person's first gesture. */
  #context(name) {
    if (this.#muted || typeof AudioContext !== "function") return null;
    if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return null;
    if (!this.#ctx) {
      const session = /** @type {any} */ (navigator).audioSession;
      if (session) session.type = "ambient";
      this.#ctx = new AudioContext();
    }
    if (this.#ctx.state === "suspended") this.#ctx.resume().catch(() => {});
    document.body.dataset.sound = name;
    return this.#ctx;
  }

  /** One note: `from` Hz (gliding to `to`), starting at `at` for `length` s, with a soft attack and release. */
  #tone(ctx, { from, to = from, at, length, gain, type = "sine" }) {
    const osc = ctx.createOscillator(), amp = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(from, at);
    if (to !== from) osc.frequency.exponentialRampToValueAtTime(to, at + length);
    amp.gain.setValueAtTime(0.0001, at);
    amp.gain.exponentialRampToValueAtTime(gain, at + 0.012);
    amp.gain.exponentialRampToValueAtTime(0.0001, at + length);
    osc.connect(amp).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + length + 0.02);
  }

  /** A short knock of filtered noise (the die on the table). */
  #knock(ctx, at, length) {
    const frames = Math.ceil(ctx.sampleRate * length);
    const buffer = ctx.createBuffer(1, frames, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < frames; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / frames) ** 3;
    const src = ctx.createBufferSource(), band = ctx.createBiquadFilter(), amp = ctx.createGain();
    src.buffer = buffer;
    band.type = "bandpass";
    band.frequency.value = 1800;
    amp.gain.value = 0.5;
    src.connect(band).connect(amp).connect(ctx.destination);
    src.start(at);
  }
}

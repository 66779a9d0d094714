// The dice of a game played from several devices: one seed for the core's Game that no single
// peer can pick (issue 36). Snakes and Ladders has no decisions, so the whole game follows from
// its seed: every device builds the same core Game from it and applies the same throws in turn,
// and nobody sends a die's value, only "I throw now". What must be fair is the seed, and it is
// drawn by commit and reveal (coin flipping by telephone, for n peers):
//
//   1. each seated peer draws 32 random bytes, its secret, and sends its commitment:
//      SHA-256 of (room, draw, its own id, the secret). The id is inside, so a peer that copies
//      another's commitment cannot open it as its own.
//   2. Once every commitment is in, each peer reveals its secret. A secret that does not open its
//      commitment is refused.
//   3. The seed is SHA-256 of every secret in seat order (not their XOR: a copied secret cannot
//      cancel another), read as a whole number from 0 to the core's maxSeed by rejection, so it
//      is uniform.
//
// Nobody sees a secret before every commitment is fixed, so choosing one's own last changes
// nothing. The one choice left is to withhold a reveal once the others are out. A peer that does
// is named, and the draw starts again without it, with fresh secrets (its own "no" decides
// nothing: the next draw is as unknown to it as the first). A peer that sends no commitment in
// time is left out the same way. Rounds are timed by the caller (`expire()`), who shows the wait.
//
//   const draw = new SeedDraw({ room, draw: 1, peers: ["ann", "bo"], self: "ann", maxSeed });
//   send(await draw.commitment());          // then, for every message from a peer:
//   const said = await draw.receive(msg);   // {ok: true} or {ok: false, reason}
//   if (draw.phase === "revealing") send(draw.reveal());
//   draw.phase === "done" && draw.seed;     // or, on a timeout: const { missing } = draw.expire();

import { roomWhy } from "./why.js";

/** The bytes of a peer's secret. */
export const SECRET_BYTES = 32;

/** Hex of bytes. */
export function hex(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Bytes of hex, or null when it is not an even run of hex digits. */
function unhex(text) {
  if (typeof text !== "string" || !/^(?:[0-9a-f]{2})+$/.test(text)) return null;
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** SHA-256 of the parts, each preceded by its length (so no two lists of parts hash alike). */
async function digest(parts) {
  const enc = new TextEncoder();
  const chunks = parts.map((p) => (typeof p === "string" ? enc.encode(p) : p));
  const total = chunks.reduce((n, c) => n + 4 + c.length, 0);
  const buf = new Uint8Array(total);
  const view = new DataView(buf.buffer);
  let at = 0;
  for (const c of chunks) {
    view.setUint32(at, c.length);
    buf.set(c, at + 4);
    at += 4 + c.length;
  }
  return new Uint8Array(await crypto.subtle.digest("SHA-256", buf));
}

/**
 * A whole number from 0 to `max` (at most 2^53 - 1), uniform, from a 32-byte seed: 53 bits at a
 * time from SHA-256(seed, counter), the first that is not above `max`.
 */
export async function uniformBelow(seedBytes, max) {
  if (!Number.isSafeInteger(max) || max < 0) throw new Error(`max must be a whole number from 0 to 2^53 - 1, not ${max}`);
  const bits = Math.max(1, Math.ceil(Math.log2(max + 1)));
  for (let counter = 0; counter < 1024; counter++) {
    const h = await digest([seedBytes, String(counter)]);
    let v = 0;
    for (let i = 0; i < 7; i++) v = v * 256 + h[i]; // 56 bits
    v = Math.floor(v / 2 ** (56 - bits));
    if (v <= max) return v;
  }
  throw new Error("no number drawn in 1024 tries"); // chance below 2^-1024
}

/**
 * The seed a draw's secrets give: SHA-256 of the room, the draw and every `[peer, secret]` in
 * seat order, as a whole number from 0 to `maxSeed` (uniformBelow).
 */
export async function joinSecrets(room, draw, pairs, maxSeed) {
  return uniformBelow(await digest(["snakes-ladders seed", room, String(draw), ...pairs.flat()]), maxSeed);
}

/** One draw of a game's seed among `peers` (their ids, in seat order). */
export class SeedDraw {
  /**
   * @param {{room: string, draw: number, peers: string[], self: string, maxSeed: number,
   *   random?: (n: number) => Uint8Array}} options  `random`: n random bytes (crypto's by default)
   */
  constructor({ room, draw, peers, self, maxSeed, random = (n) => crypto.getRandomValues(new Uint8Array(n)) }) {
    if (new Set(peers).size !== peers.length || peers.length === 0) throw new Error("a draw needs one or more peers, each once");
    if (!peers.includes(self)) throw new Error(`'${self}' is not among the peers of the draw`);
    this.room = room;
    this.draw = draw;
    this.peers = [...peers];
    this.self = self;
    this.maxSeed = maxSeed;
    this.secret = random(SECRET_BYTES);
    if (!(this.secret instanceof Uint8Array) || this.secret.length !== SECRET_BYTES) throw new Error(`random must give ${SECRET_BYTES} bytes`);
    /** @type {"committing" | "revealing" | "done"} */
    this.phase = "committing";
    /** @type {Map<string, Uint8Array>} */
    this.commits = new Map();
    /** @type {Map<string, Uint8Array>} */
    this.secrets = new Map();
    /** The seed once every peer has revealed: a whole number from 0 to maxSeed. */
    this.seed = null;
  }

  /** This peer's commitment, to send to every peer (and taken as received). */
  async commitment() {
    const hash = await this.#commitOf(this.self, this.secret);
    this.commits.set(this.self, hash);
    await this.#advance();
    return { type: "commit", room: this.room, draw: this.draw, peer: this.self, hash: hex(hash) };
  }

  /** This peer's reveal, to send once the phase is "revealing". */
  reveal() {
    if (this.phase === "committing") throw new Error("a secret is revealed only once every commitment is in");
    return { type: "reveal", room: this.room, draw: this.draw, peer: this.self, secret: hex(this.secret) };
  }

  /**
   * Takes a peer's message: `{ok: true}`, or `{ok: false, reason}` for one refused (another room
   * or draw, a stranger, a second commitment, a reveal before its time or that does not open
   * its commitment, anything else; a reason: net/why.js). A refused message changes nothing.
   */
  async receive(msg) {
    const refuse = (reason) => ({ ok: false, reason });
    if (!msg || typeof msg !== "object") return refuse(roomWhy("room-why-not-message"));
    if (msg.room !== this.room || msg.draw !== this.draw) return refuse(roomWhy("room-why-other-draw"));
    if (!this.peers.includes(msg.peer) || msg.peer === this.self) return refuse(roomWhy("room-why-no-dice-here", { peer: String(msg.peer).slice(0, 40) }));
    if (msg.type === "commit") {
      const hash = unhex(msg.hash);
      if (!hash || hash.length !== 32) return refuse(roomWhy("room-why-commitment-form", { bytes: 32 }));
      if (this.phase !== "committing") return refuse(roomWhy("room-why-commitments-closed"));
      if (this.commits.has(msg.peer)) return refuse(roomWhy("room-why-second-commitment"));
      this.commits.set(msg.peer, hash);
    } else if (msg.type === "reveal") {
      const secret = unhex(msg.secret);
      if (!secret || secret.length !== SECRET_BYTES) return refuse(roomWhy("room-why-secret-form", { bytes: SECRET_BYTES }));
      if (this.phase !== "revealing") return refuse(this.phase === "done" ? roomWhy("room-why-draw-over") : roomWhy("room-why-reveal-early"));
      if (!this.commits.has(msg.peer) || this.secrets.has(msg.peer)) return refuse(roomWhy("room-why-nothing-to-open"));
      const opened = await this.#commitOf(msg.peer, secret);
      if (hex(opened) !== hex(this.commits.get(msg.peer))) return refuse(roomWhy("room-why-secret-wrong"));
      this.secrets.set(msg.peer, secret);
    } else {
      return refuse(roomWhy("room-why-not-draw-message"));
    }
    await this.#advance();
    return { ok: true };
  }

  /**
   * The wait is over: the peers that have not sent what the phase needs. While committing, the
   * draw goes on without them (they are left out of this game's dice); while revealing, a peer
   * that withheld its secret is named and the caller starts a new draw without it.
   * Returns `{missing, phase}`: the ids, and the phase they failed in.
   */
  expire() {
    const phase = this.phase;
    if (phase === "committing") {
      const missing = this.peers.filter((p) => !this.commits.has(p));
      this.peers = this.peers.filter((p) => this.commits.has(p));
      if (this.peers.length > 0) this.phase = "revealing";
      return { missing, phase };
    }
    if (phase === "revealing") return { missing: this.peers.filter((p) => !this.secrets.has(p) && p !== this.self), phase };
    return { missing: [], phase };
  }

  #commitOf(peer, secret) {
    return digest(["snakes-ladders dice", this.room, String(this.draw), peer, secret]);
  }

  async #advance() {
    if (this.phase === "committing" && this.peers.every((p) => this.commits.has(p))) this.phase = "revealing";
    if (this.phase === "revealing") this.secrets.set(this.self, this.secret);
    if (this.phase === "revealing" && this.peers.every((p) => this.secrets.has(p))) {
      this.seed = await joinSecrets(this.room, this.draw, this.peers.map((p) => [p, this.secrets.get(p)]), this.maxSeed);
      this.phase = "done";
    }
  }
}

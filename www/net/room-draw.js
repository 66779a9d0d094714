// The dice's draw among a room's devices (issue 36): one numbered round of commit and reveal
// (net/dice.js SeedDraw) over the room's network. Each round has its players (the seated
// devices here when it began) and a wait; this device commits when it is one of them, reveals
// once every commitment is in, and says how a peer's draw message stands: taken, late, early
// (ahead of the host's word that the round began: kept by the room until it comes), or wrong.

import { SeedDraw, hex } from "./dice.js";
import { isCount, missingFromDraw } from "./room-messages.js";
import { roomWhy } from "./why.js";

export class RoomDraw {
  /** The round's number (each new round, one more) and its players' member ids. */
  number = 0;
  peers = [];
  /** When the host stops waiting for this round (ms since the epoch), or null. */
  deadline = null;
  /** @type {SeedDraw | null} this device's part in the round, when it draws */
  draw = null;
  #revealed = new WeakSet();
  #timer = 0;
  /** The rounds and games this device refused for leaving it out: each refused once, then quietly. */
  #refused = new Set();
  #o;

  /** @param {{code: string, self: string, maxSeed: number, drawMs: number, send: (m: any) => void}} options */
  constructor(options) {
    this.#o = options;
  }

  /** Takes part in round `number` among `peers`: commits, if this device is one of them. */
  async join(number, peers) {
    this.number = number;
    this.peers = [...peers];
    this.draw = null;
    this.deadline = Date.now() + this.#o.drawMs;
    if (!peers.includes(this.#o.self)) return;
    this.#refused.clear();
    const { code, self, maxSeed } = this.#o;
    this.draw = new SeedDraw({ room: code, draw: number, peers, self, maxSeed });
    this.#o.send(await this.draw.commitment());
  }

  /**
   * Whether this seated device takes a room whose round, or new game, leaves it out of the draw:
   * null (it does), "again" (refused already), or why not. A host may leave out only a player it
   * lost (`hostLost`: this device saw its connection to the host go) or one that missed its part
   * in the round before (did not reveal, or was out of it already): else a host could draw alone,
   * and pick the seed. `phase`: the room's here; `playing`: this device already plays its game.
   */
  leftOut(msg, { phase, playing, hostLost }) {
    const self = this.#o.self;
    const drawers = msg.phase === "drawing" ? msg.drawPeers : msg.phase === "playing" && !playing && Array.isArray(msg.reveals) ? msg.reveals.map((r) => r?.[0]) : [self];
    if (drawers.includes(self) || hostLost) return null;
    // The same round, taken before (its game now begins, or its room came again).
    if (msg.drawNumber === this.number && phase === "drawing" && !this.peers.includes(self)) return null;
    const missed = this.draw ? !this.#revealed.has(this.draw) : this.number > 0 && !this.peers.includes(self);
    if (msg.phase === "drawing" && msg.drawNumber === this.number + 1 && phase === "drawing" && missed) return null;
    const key = `${msg.phase} ${msg.drawNumber}`;
    if (this.#refused.has(key)) return "again";
    this.#refused.add(key);
    return roomWhy("room-why-left-out");
  }

  /** The host's wait for this round: when it runs out, `expired({missing, committing})` (who sent nothing, and whether it was their commitment). */
  arm(expired) {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => expired(missingFromDraw(this.draw, this.peers)), this.#o.drawMs);
  }

  /** The round is over (its game began) or abandoned. */
  stop() {
    clearTimeout(this.#timer);
    this.draw = null;
  }

  /**
   * A peer's draw message `m` from member `from`, while the room is in `phase`: "taken",
   * "ignored" (late, or a round this device has no part in), "early", or `{reason}` refused.
   */
  async receive(m, from, phase) {
    if (!m || typeof m !== "object" || m.peer !== from || !isCount(m.draw)) return { reason: roomWhy("room-why-draw-other-name") };
    const over = m.draw < this.number || (m.draw === this.number && phase === "playing");
    // A reveal still on its way when the round ended elsewhere is late, not wrong.
    if (over) return m.draw === this.number ? "ignored" : { reason: roomWhy("room-why-draw-ended") };
    // A round this device has no part in (a spectator's, or a player's left out of it) is not its to check.
    if (m.draw === this.number && phase === "drawing" && !this.peers.includes(this.#o.self)) return "ignored";
    if (!this.draw || m.draw > this.draw.draw) return "early";
    // A reveal that outran a commitment from a third device: kept until every commitment is in.
    if (m.type === "reveal" && this.draw.phase === "committing") return "early";
    const said = await this.draw.receive(m);
    return said.ok ? "taken" : { reason: said.reason };
  }

  /** Sends this device's reveal once every commitment is in; the reveals `[member, secret hex][]` once the round is done, else null. */
  progress() {
    const draw = this.draw;
    if (!draw) return null;
    if (draw.phase !== "committing" && !this.#revealed.has(draw)) {
      this.#revealed.add(draw);
      this.#o.send(draw.reveal());
    }
    return draw.phase === "done" ? draw.peers.map((p) => [p, hex(draw.secrets.get(p))]) : null;
  }
}

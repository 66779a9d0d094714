// Who may throw in a game played from several devices (issue 36). Nobody sends a die's value:
// a peer says "I throw move n", and every device applies the core's next throw (Game.roll(), from
// the game's shared seed, www/net/dice.js) if the message is from the player whose turn it is.
// A throw out of turn, a stale or repeated one, one from a spectator or after the win is refused,
// and the game goes on.

import { roomWhy } from "./why.js";

/**
 * Judges a throw `{type: "throw", peer, move}` against the game as this device has it:
 * `seats` maps a peer's id to its seat or seats (two people may share a device; a spectator has
 * none), `currentPlayer`, `movesMade` and
 * `winner` as the core's Game says. `move` must be the next move's number (movesMade + 1).
 * Returns `{ok: true}` or `{ok: false, reason}` (a reason: net/why.js).
 */
export function judgeThrow(msg, { seats, currentPlayer, movesMade, winner }) {
  const refuse = (reason) => ({ ok: false, reason });
  if (!msg || typeof msg !== "object" || msg.type !== "throw") return refuse(roomWhy("room-why-not-throw"));
  if (!seats.has(msg.peer)) return refuse(roomWhy("room-why-spectator"));
  if (winner !== null && winner !== undefined) return refuse(roomWhy("room-why-game-over"));
  if (!Number.isSafeInteger(msg.move)) return refuse(roomWhy("room-why-no-move"));
  if (msg.move <= movesMade) return refuse(roomWhy("room-why-move-made", { move: msg.move }));
  if (msg.move > movesMade + 1) return refuse(roomWhy("room-why-move-ahead", { move: msg.move, next: movesMade + 1 }));
  const mine = [seats.get(msg.peer)].flat();
  if (!mine.includes(currentPlayer)) return refuse(roomWhy("room-why-not-turn"));
  return { ok: true };
}

/**
 * The wait everyone sees before the host rolls for a player who is away: started when that
 * player's turn comes (once a turn: the next player may be away too, or the same one throw
 * again), called off when they are back or the turn moves on.
 */
export class AwayWait {
  /** When the wait runs out (ms since the epoch), or null. */
  deadline = null;
  #timer = 0;
  /** Whether the wait ran out (the host may throw for the player), and whether the host was told so. */
  over = false;
  #told = false;
  /** The number of throws made when the wait began: the turn it is for. */
  #at = -1;

  /**
   * Follows `room` (its turn, phase, who is present, `setup.awayMs`, whether this device hosts)
   * after anything changed. When the wait runs out, `tell("change")`, and on the host
   * `tell("awayturn", {seat})`: then, or later on a device that takes over as host after it ran out.
   */
  follow(room, tell) {
    const seat = room.turn;
    if (seat === null || room.phase !== "playing" || room.seatMember(seat)?.present) return this.stop();
    if (this.#at !== room.rolls.length) this.stop();
    const ran = () => {
      this.over = true;
      tell("change");
      if (room.isHost && !this.#told) {
        this.#told = true;
        tell("awayturn", { seat });
      }
    };
    if (this.deadline === null) {
      this.#at = room.rolls.length;
      const ms = Number(room.setup?.awayMs) || 30000;
      this.deadline = Date.now() + ms;
      this.#timer = setTimeout(ran, ms);
    } else if (this.over && room.isHost && !this.#told) {
      ran();
    }
  }

  stop() {
    clearTimeout(this.#timer);
    this.deadline = null;
    this.over = false;
    this.#told = false;
    this.#at = -1;
  }
}

/**
 * Who is still there: every device says a word (a ping) every `everyMs`, and a peer that has
 * said nothing for `silentMs` is taken for gone (`silent(peers)`), as when its connection
 * closes. A phone asleep or a lost network do not always close the connection at once.
 */
export class Heartbeat {
  #heard = new Map();
  #timer = 0;
  #o;

  /** @param {{ping: () => void, silent: (peers: string[]) => void, everyMs?: number, silentMs?: number}} options */
  constructor(options) {
    this.#o = { everyMs: 2000, silentMs: 12000, ...options };
  }

  start() {
    clearInterval(this.#timer);
    this.#timer = setInterval(() => this.#beat(), this.#o.everyMs);
  }

  stop() {
    clearInterval(this.#timer);
  }

  /** A peer said something (or just connected). */
  heard(peer) {
    this.#heard.set(peer, Date.now());
  }

  /**
   * Whether some peer was heard lately (within half the silence allowed): a device whose last
   * words from everyone are nearly as old as the silence allowed hears nobody, even where one of
   * them is not yet taken for gone (their last pings fell either side of a beat).
   */
  hearsAnyone() {
    const now = Date.now();
    return [...this.#heard.values()].some((at) => now - at <= this.#o.silentMs / 2);
  }

  /** A peer is gone: it is not waited for any more. */
  forget(peer) {
    this.#heard.delete(peer);
  }

  #beat() {
    this.#o.ping();
    const now = Date.now();
    const silent = [...this.#heard].filter(([, at]) => now - at > this.#o.silentMs).map(([peer]) => peer);
    for (const peer of silent) this.#heard.delete(peer);
    // All at once: who is left to hear is known before any of them is dealt with.
    if (silent.length > 0) this.#o.silent(silent);
  }
}

// A room's referee (issue 36): the core's Game every device builds from the seed the dice's
// draw gave, with every accepted throw applied. It starts a game from the draw's reveals (and
// the throws so far, replayed and checked), judges a throw against the dice and the turn, and
// keeps the rolls. Nothing here trusts a peer: a roll is believed only when the core gives it.

import { joinSecrets } from "./dice.js";
import { isId, readReveals, replayGame, unhexBytes } from "./room-messages.js";
import { checkThrow, signThrow } from "./signed.js";
import { judgeThrow } from "./turns.js";
import { roomWhy } from "./why.js";

export class Referee {
  /** The core's Game, or null before the first draw is done. */
  game = null;
  /** @type {number[]} every accepted throw's roll, in order */
  rolls = [];
  seed = null;
  /** @type {[string, string][] | null} each drawer's revealed secret (hex), in seat order */
  reveals = null;
  #o;

  /** @param {{code: string, maxSeed: number, makeGame: (seed: number, setup: any) => any}} options */
  constructor(options) {
    this.#o = options;
  }

  /** The seat whose turn it is, or null (no game, or won). */
  get turn() {
    return this.game && this.game.winner == null ? this.game.currentPlayer : null;
  }

  /**
   * A game from a draw's reveals, with `rolls` replayed and checked: null once it is this
   * referee's, or why not. `draw` is this device's SeedDraw of that round (its reveals are
   * checked against what the peers sent it), or null.
   */
  async begin({ reveals, drawNumber, rolls }, setup, draw, nameOf) {
    const why = readReveals(reveals, draw, nameOf);
    if (why) return why;
    const seed = await joinSecrets(this.#o.code, drawNumber, reveals.map(([p, s]) => [p, unhexBytes(s)]), this.#o.maxSeed);
    const { game, reason } = replayGame(() => this.#o.makeGame(seed, setup), rolls);
    if (!game) return reason;
    this.free();
    Object.assign(this, { game, seed, reveals, rolls: [...rolls] });
    return null;
  }

  /**
   * Judges a throw `{move, seat, roll}` from member `from`: "repeat" (the same throw again: nothing
   * to do), `{reason}` refused, or the accepted move (`{move, seat, roll}`) now applied.
   * `seats` maps a member to its seat; `hostForAway`: `from` is the host and the seat whose
   * turn it is has its player away.
   */
  judge(msg, from, seats, hostForAway) {
    if (this.repeats(msg)) return "repeat";
    const seat = this.turn;
    const judged = judgeThrow({ type: "throw", peer: from, move: msg.move }, {
      seats: hostForAway ? new Map([...seats, [from, seat]]) : seats, currentPlayer: seat, movesMade: this.game.movesMade, winner: this.game.winner,
    });
    if (!judged.ok) return { reason: judged.reason };
    if (msg.seat !== seat) return { reason: roomWhy("room-why-seat-not-turn", { seat: Number.isSafeInteger(msg.seat) ? msg.seat + 1 : String(msg.seat).slice(0, 20) }) };
    return this.apply(msg.roll);
  }

  /**
   * A throw message as it arrives, from its player or passed on by another device: "repeat",
   * `{reason}` refused, or the accepted move, now applied. Its signature says who threw (its
   * sender may only pass it on). `members`: the room's, with their keys; `seats`: member to seat;
   * `host`: the host's member id; `away(seat)`: whether that seat's player is away here.
   */
  async receive(msg, { members, seats, host, away }) {
    if (this.repeats(msg)) return "repeat";
    const by = isId(msg.by) ? members.get(msg.by) : null;
    if (!by) return { reason: roomWhy("room-why-throw-from-nobody") };
    const unsigned = await checkThrow(msg, { code: this.#o.code, seed: this.seed, pub: by.pub, name: by.name });
    if (unsigned) return { reason: unsigned };
    // The host throws for a player who is away; everyone has seen the wait.
    return this.judge(msg, msg.by, seats, this.turn !== null && msg.by === host && away(this.turn));
  }

  /** This game's throw `mv` as member `by` signs it (`signer`: a promise of its key pair): a promise of the message. */
  async sign(signer, mv, by) {
    return signThrow(await signer, { code: this.#o.code, seed: this.seed, ...mv, by });
  }

  /** Whether a throw `{move, roll}` is one already applied (the same move with the same roll). */
  repeats(msg) {
    return Number.isSafeInteger(msg.move) && msg.move >= 1 && this.rolls[msg.move - 1] === msg.roll;
  }

  /** Applies the next throw if the dice give `roll`: the move `{move, seat, roll}`, or `{reason}` (nothing applied). */
  apply(roll) {
    const seat = this.turn;
    const mv = this.game.roll();
    if (mv.roll !== roll) {
      this.game.undo();
      return { reason: roomWhy("room-why-roll-not-dice", { roll: Number.isSafeInteger(roll) ? roll : String(roll).slice(0, 20), dice: mv.roll }) };
    }
    this.rolls.push(roll);
    return { move: this.game.movesMade, seat, roll };
  }

  /** This device's throw for the seat whose turn it is: the move `{move, seat, roll}`. */
  throwNext() {
    const seat = this.turn;
    const mv = this.game.roll();
    this.rolls.push(mv.roll);
    return { move: this.game.movesMade, seat, roll: mv.roll };
  }

  free() {
    this.game?.free?.();
    this.game = null;
  }
}

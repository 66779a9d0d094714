// A room's referee (issue 36): the core's Game every device builds from the seed the dice's
// draw gave, with every accepted throw applied. It starts a game from the draw's reveals (and
// the throws so far, replayed and checked), judges a throw against the dice and the turn, and
// keeps the rolls. Nothing here trusts a peer: a roll is believed only when the core gives it.

import { joinSecrets } from "./dice.js";
import { readReveals, replayGame, unhexBytes } from "./room-messages.js";
import { judgeThrow } from "./turns.js";

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
    if (Number.isSafeInteger(msg.move) && msg.move >= 1 && this.rolls[msg.move - 1] === msg.roll) return "repeat";
    const seat = this.turn;
    const judged = judgeThrow({ type: "throw", peer: from, move: msg.move }, {
      seats: hostForAway ? new Map([...seats, [from, seat]]) : seats, currentPlayer: seat, movesMade: this.game.movesMade, winner: this.game.winner,
    });
    if (!judged.ok) return { reason: judged.reason };
    if (msg.seat !== seat) return { reason: `a throw for seat ${msg.seat}, whose turn it is not` };
    return this.apply(msg.roll);
  }

  /** Applies the next throw if the dice give `roll`: the move `{move, seat, roll}`, or `{reason}` (nothing applied). */
  apply(roll) {
    const seat = this.turn;
    const mv = this.game.roll();
    if (mv.roll !== roll) {
      this.game.undo();
      return { reason: `a roll of ${roll} that the dice did not give (they give ${mv.roll})` };
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

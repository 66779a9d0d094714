// A game on the board, as both hosts play it (issue 33: one Play component for the page's Play
// task and <snakes-ladders mode="play">). It holds the core's Game and shows each throw the same
// way everywhere: the die tumbles (where the host has one), the token walks the squares the core
// says (its `walk`, a bounce included), every token the move knocked off slides to where
// game.positions() now has it, and only then does the move count as made: its `move` event, the
// turn, the win. Seats marked "computer" (and every seat, under `autoplay`) throw by themselves
// after a short wait. The rules are the core's: this component only asks and shows.
//
//   const session = new GameSession({ view, tumble, speed, reduced, sounds, words });
//   session.begin(game, [{name, type: "human" | "computer"}, ...]);  // takes the core's Game
//   session.schedule();                    // a computer (or autoplay) seat throws if it is its turn
//   await session.roll();                  // one throw, shown; resolves to the core's move, or null
//   session.undo(); session.stop(); session.hold(); session.end();
//   session.squares, .moving, .busy, .waiting, .lastMove, .game, .players, .autoplay
//
// Events (the host's view follows them): "moving" (detail: the core's move, as the die starts),
// "move" (detail: the move, once every token has landed), "gameover" (detail: {winner}, with
// the win sound),
// "turn" (whose turn it is changed, or whether a computer is waiting: read the session).

import { NO_WORDS } from "../i18n/messages.js";

export class GameSession extends EventTarget {
  /** @type {any} the core's Game, or null */
  game = null;
  /** @type {{name: string, type: string}[]} the seats */
  players = [];
  /** @type {number[]} where each seat's token stands (the core's positions once a move has landed) */
  squares = [];
  /** @type {number | null} the seat whose token is moving */
  moving = null;
  /** Whether a throw is being shown (the die, then the tokens). */
  busy = false;
  /** Whether a computer seat is about to throw (a press then throws for nobody). */
  waiting = false;
  /** The last move that landed: `{game, moves, again}` (again: the core says the same seat throws again). */
  lastMove = null;
  /** Whether every seat throws by itself (the element's autoplay). */
  autoplay = false;
  /**
   * The host's words (i18n/messages.js Messages), which what the session says is in: the host
   * sets new ones when its language changes. The moves' words are the core's (`move.text`).
   * @type {import("../i18n/messages.js").Messages}
   */
  words;

  #host;
  #timer = 0;
  /** @type {AbortController | null} the throw on the board, stopped by stop() */
  #throw = null;

  /**
   * @param {{view: any, tumble?: ((roll: number, options: {reduced: boolean, speed: number, signal: AbortSignal}) => Promise<void>) | null,
   *   speed?: () => number, reduced?: () => boolean, sounds?: () => any, words?: import("../i18n/messages.js").Messages}} host  the board component,
   *   the host's die (tumbles, then shows the roll; none: no die), the animation speed (1 =
   *   normal), reduced motion, the sounds (or null), and the host's words (NO_WORDS when none)
   */
  constructor(host) {
    super();
    this.#host = { tumble: null, speed: () => 1, reduced: () => false, sounds: () => null, ...host };
    this.words = host.words ?? NO_WORDS;
  }

  /** Puts `game` (a core Game, now the session's to free) on the board for `players`. */
  begin(game, players) {
    this.end();
    this.game = game;
    this.players = players.map((p) => ({ ...p }));
    this.squares = Array.from(game.positions());
    this.lastMove = null;
    this.#emit("turn");
  }

  /** Stops the throw on the board and any waiting computer, and frees the game. */
  end() {
    this.stop();
    this.#cancelWait();
    this.game?.free?.();
    this.game = null;
    this.lastMove = null;
  }

  /** Whether the seat whose turn it is throws by itself. */
  get automatic() {
    const g = this.game;
    return !!g && g.winner == null && (this.autoplay || this.players[g.currentPlayer]?.type === "computer");
  }

  /** If the seat whose turn it is throws by itself, it does so after a short wait. */
  schedule() {
    if (this.waiting) return; // already waiting: the wait is not started again
    if (!this.automatic || this.busy) return;
    this.waiting = true;
    const speed = this.#host.speed();
    this.#timer = setTimeout(() => {
      this.waiting = false;
      this.roll();
    }, (this.#host.reduced() ? 400 : 700) / speed);
    this.#emit("turn");
  }

  /**
   * Throws for the seat whose turn it is and shows it; resolves to the core's move once every
   * token has landed, or null: no game, a throw being shown, a computer about to throw, the game
   * won, a throw stopped midway. The core's refusal is thrown.
   */
  async roll() {
    const game = this.game;
    if (!game || this.busy || this.waiting || game.winner != null) return null;
    this.#cancelWait();
    const move = game.roll();
    const signal = (this.#throw = new AbortController()).signal;
    this.busy = true;
    this.moving = move.player;
    this.#emit("moving", move);
    const { tumble, speed, reduced, sounds } = this.#host;
    sounds()?.die(reduced() ? 200 : 520 / speed());
    if (tumble) await tumble(move.roll, { reduced: reduced(), speed: speed(), signal });
    if (this.game !== game || signal.aborted) return null;
    await this.#walk(move, game, signal);
    if (this.game !== game || signal.aborted) return null;
    this.#throw = null;
    this.moving = null;
    this.busy = false;
    this.squares = Array.from(game.positions());
    this.lastMove = { game, moves: game.movesMade, again: !!move.again };
    this.#emit("move", move);
    if (game.winner != null) {
      sounds()?.win();
      this.#emit("gameover", { winner: game.winner });
    }
    this.#emit("turn");
    this.schedule();
    return move;
  }

  /**
   * Walks the mover's token, then slides each token the move knocked off to where the core now
   * has it (game.positions()): no host decides where a token goes.
   */
  async #walk(move, game, signal) {
    const { view, speed, reduced, sounds } = this.#host;
    const opts = { speed: speed(), reduced: reduced(), onSegment: (seg) => sounds()?.forSegment(seg) };
    const play = (run) => {
      signal.addEventListener("abort", () => run.cancel(), { once: true });
      return run.done;
    };
    await play(view.moveToken(move.player, [move], opts));
    if (signal.aborted) return;
    const after = Array.from(game.positions());
    this.squares[move.player] = after[move.player];
    for (const who of move.knockedOff || []) {
      if (who === move.player) continue;
      const from = this.squares[who];
      this.squares[who] = after[who];
      await play(view.slideToken(who, from, after[who], opts));
      if (signal.aborted) return;
    }
  }

  /**
   * Stops the throw on the board and any seat about to throw: the die and the token stop, nothing
   * is told, and the tokens stand where the core has them.
   */
  stop() {
    if (this.#throw) {
      this.#throw.abort();
      this.#throw = null;
    }
    this.moving = null;
    this.busy = false;
    this.#cancelWait();
    if (this.game) this.squares = Array.from(this.game.positions());
  }

  /** A seat about to throw by itself does not (autoplay switched off): the wait is called off. */
  hold() {
    this.#cancelWait();
  }

  /**
   * Takes back the last move, and, with a person at the table, the computers' moves since the
   * person's; pressed while a token moves, that move. Returns how many moves it took back.
   */
  undo() {
    this.stop();
    this.#cancelWait();
    const game = this.game;
    if (!game || game.movesMade === 0) return 0;
    const people = this.players.some((p) => p.type === "human") && !this.autoplay;
    let undone = 0;
    do {
      game.undo();
      undone++;
    } while (people && game.movesMade > 0 && this.players[game.currentPlayer].type === "computer");
    this.squares = Array.from(game.positions());
    this.lastMove = null;
    this.#emit("turn");
    if (!people) this.schedule();
    return undone;
  }

  /** The tokens for the board: `{id, square, active}` per seat, the one to move (or the winner) active. */
  tokens() {
    const g = this.game;
    const winner = g?.winner ?? null;
    const current = g && winner == null && this.moving === null ? g.currentPlayer : -1;
    return this.squares.map((square, i) => ({ id: i, square, active: i === current || (winner === i && this.moving === null) }));
  }

  #cancelWait() {
    clearTimeout(this.#timer);
    const was = this.waiting;
    this.waiting = false;
    if (was) this.#emit("turn");
  }

  #emit(type, detail = null) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}

// <snakes-ladders mode="play">: the element's side of a game on the board. It hosts the game
// session both hosts play (tasks/game-session.js), the way design-mode.js hosts the designer:
// the element hands it its parts and a few calls, and it shows whose turn it is, the players'
// squares, each move's words and the game's end (confetti and the ranking), and fires the
// element's `move` and `gameover` events. The rules are the core's: a game is the core's Game.
// The element imports this module the first time it is asked for play mode (element.js), so
// that no other mode fetches it.
//
//   const play = new PlayMode(host);       // host: see the constructor
//   play.wanted()       {players, key} for a new game when the setup is not the game's, else null
//   play.start({players, key, fresh})      a new game (throws the core's message); fresh: new dice
//   play.roll()         one throw, shown; resolves to the move's detail, or null
//   play.present(autoplay); play.syncButtons(); play.tokens(); play.leave(); play.free()
//   play.reword(words)  the element's words changed: the game and the room speak them

import { GameSession } from "../tasks/game-session.js";
import { SEATS, tokenInk } from "../board/view.js";
import { el } from "../ui/dom.js";
import { numberShared, seatName, tokenLabels } from "../ui/words.js";
import { wordedError } from "./stages.js";

/** Token colours by seat, matching the core's default names (Red, Blue, Green, Yellow, ...). */
const SEAT_COLOURS = SEATS.map((s) => s.color);

/** The sounds' module (ui/sound.js), once a widget with `sound` asks for it. */
let soundModule = null;
/** The end of a game in figures and the confetti (ui/win.js, board/celebrate.js), loaded at the first win. */
let winModules = null;

const freshSeed = () => 1 + Math.floor(Math.random() * 999999);

/**
 * The players attribute: a count, names, or `{bad}` for a number that is no count ("3.5",
 * "-2", "2e0"), which would otherwise be one player of that name. The core judges the count.
 */
export function readPlayers(attr) {
  const v = (attr || "").trim();
  if (v === "") return 2;
  if (/^\d+$/.test(v)) return Number(v);
  if (/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(v)) return { bad: v.slice(0, 20) };
  // Players who share a name are told apart by their number ("Sam 1", "Sam 2"), as on the page.
  return numberShared(v.split(",").map((s) => s.trim()));
}

export class PlayMode {
  #host;
  /** @type {GameSession} */ #session;
  #key = null; #names = []; #seed = null; #started = 0;
  #lastMove = null; // the last move's detail, as the move event carried it
  #lastSaid = null; // the last move's words by code (the core's Move.said), worded in the element's language
  #party = null; #ranking = null; // a game's end: the confetti and the ranking, while they show
  #won = null; // the won game, the ranking's figures and its module (ui/win.js): the ranking shown again, in the words of the day
  /** @type {any} */ #sounds = null;
  /** Play with others (`room`): the room's component (tasks/online.js, loaded when asked for) and its box. */
  #online = null; #roomBox = null;
  /** @type {import("../i18n/messages.js").Messages} the element's words */
  #words;

  /**
   * `host`: `{view, frame, status, players, buttons: {roll, newGame}, setup, words, speed, reduced,
   * soundOn, active, connected, say, emit, fail, refresh, render, count}`: the board component,
   * the board's frame (for the confetti), the status line, the players' list and the two
   * buttons; `setup()` the element's `{core, board, boardGen, rules, playersAttr, seedAttr}`;
   * the element's words (Messages; reword() gives new ones);
   * the animation speed, reduced motion, whether `sound` is on, whether play mode is on and the
   * element connected; how it speaks (`say`), fires its events (`emit(type, detail)`), reports a
   * problem (`fail(source, error)`: what was thrown), redraws the board (`refresh`), updates everything
   * (`render`), and counts live games (`count(±1)`).
   */
  constructor(host) {
    this.#host = host;
    this.#words = host.words;
    this.#session = new GameSession({
      view: host.view, speed: host.speed, reduced: host.reduced, sounds: () => this.#heard(), words: host.words,
    });
    this.#session.addEventListener("moving", () => {
      host.buttons.roll.disabled = true;
      host.refresh();
    });
    this.#session.addEventListener("move", (e) => this.#landed(/** @type {CustomEvent} */ (e).detail));
    host.buttons.roll.addEventListener("click", () => this.roll());
    host.buttons.newGame.addEventListener("click", () => {
      try {
        this.start({ fresh: true });
      } catch (e) {
        host.fail("players", e);
      }
      host.render();
    });
  }

  /** The element's words changed: the game, the room and what they show speak `words` from now on. */
  reword(words) {
    this.#words = words;
    this.#session.words = words;
    this.#online?.reword(words);
    if (this.#ranking) this.#showRanking();
  }

  /** The core's Game on the board, or null. */
  get game() {
    return this.#session.game;
  }

  /**
   * What a new game would be for the element's setup (`{players, key}`), or null when the game
   * on the board is that one.
   */
  wanted() {
    const { boardGen, rules, playersAttr, seedAttr, roomAttr } = this.#host.setup();
    if (roomAttr !== null) {
      this.#openRoom(roomAttr);
      return null; // the game is the room's
    }
    this.#closeRoom();
    const players = readPlayers(playersAttr);
    const key = JSON.stringify([boardGen, rules, players, seedAttr]);
    return key !== this.#key || !this.game ? { players, key } : null;
  }

  /** Frees the game when it was on another board than `boardGen` (the element's board changed). */
  keepTo(boardGen) {
    if (this.#online?.room) return; // a room's game is on the room's board
    if (this.game && this.#key && JSON.parse(this.#key)[0] !== boardGen) this.free();
  }

  /**
   * A new game on the element's board; returns true (throws the core's message on bad options).
   * The seed attribute fixes the first game's dice; `fresh` (New game) draws new ones.
   */
  start({ players = null, key = null, fresh = false } = {}) {
    const { core, board, boardGen, rules, playersAttr, seedAttr } = this.#host.setup();
    players ??= readPlayers(playersAttr);
    const { bad } = players;
    if (bad) throw wordedError(`players must be a count of players or names separated by commas, not '${bad}'`, (words) => words.t("widget-players-bad", { players: bad }));
    this.#host.view.cancelAnimation();
    const seed = !fresh && seedAttr !== null && seedAttr.trim() !== "" ? seedAttr.trim() : String(freshSeed());
    const game = new core.Game(board, { players: this.#seatNames(core, players), rules, seed });
    this.free();
    this.#session.begin(game, Array.from(game.playerNames(), (name) => ({ name, type: "human" })));
    this.#host.count(1);
    this.#key = key ?? JSON.stringify([boardGen, rules, players, seedAttr]);
    this.#seed = game.seed;
    this.#started++;
    this.#names = Array.from(game.playerNames());
    this.#lastMove = null;
    this.#lastSaid = null;
    if (this.#started > 1 || fresh) {
      const names = new Intl.ListFormat(this.#words.locale, { type: "conjunction" }).format(this.#names);
      this.#host.say(this.#words.t("widget-new-game-said", { names, name: this.#names[game.currentPlayer] }));
    }
    return true;
  }

  /**
   * The players for the core: a count of players the seats can name (the core's seats, which
   * board/view.js SEATS colours) as their seats' names in the element's language; names, or
   * a count the core refuses, as they are.
   */
  #seatNames(core, players) {
    if (typeof players !== "number" || players < 1 || players > Math.min(core.seatNames().length, SEATS.length)) return players;
    return Array.from({ length: players }, (_, i) => seatName(this.#words, i));
  }

  /** Takes the game off the board and frees it. */
  free() {
    this.#clearWin();
    if (this.game) this.#host.count(-1);
    this.#session.end();
    this.#key = null;
  }

  /** Throws for the player whose turn it is; resolves to the move's detail, or null. */
  async roll() {
    if (this.#online?.room) {
      this.#online.throwHere(); // shown when the room accepts it, as every device shows it
      return null;
    }
    try {
      const mv = await this.#session.roll();
      return mv ? this.#lastMove : null;
    } catch (e) {
      this.#host.fail("play", e);
      return null;
    }
  }

  /** Shows the game in the element's parts; `autoplay`: every seat throws by itself. */
  present(autoplay) {
    const { status, players } = this.#host;
    if (this.#roomBox) this.#roomBox.hidden = false;
    // Back in play mode (after another mode, or new words) with the game won: its ranking again.
    if (this.#won?.game === this.game && this.game && !this.#ranking) this.#showRanking();
    players.hidden = !this.game || this.#ranking !== null;
    if (!this.game) {
      status.replaceChildren();
      return;
    }
    this.#showTurn();
    this.#session.autoplay = autoplay;
    if (autoplay) this.#session.schedule();
    else this.#session.hold();
  }

  /** The buttons as the game stands: no throw once it is won. */
  syncButtons() {
    const { buttons, setup } = this.#host;
    const room = this.#online?.room ? this.#online : null;
    buttons.roll.disabled = !this.game || this.game.winner != null || (!!room && !room.canThrow);
    buttons.newGame.disabled = !setup().board || !!room;
  }

  /** The tokens for the board: each seat's colour and label. */
  tokens() {
    const labels = tokenLabels(this.#names);
    return this.#session.tokens().map((t, i) => ({ ...t, color: SEAT_COLOURS[i % SEAT_COLOURS.length], label: labels[i] }));
  }

  /** Opens Play with others in a box under the players: the form, or the room `code` names. */
  async #openRoom(code) {
    if (this.#roomBox) return;
    this.#roomBox = el("div", { class: "online-body", part: "room" });
    this.#host.players.parentElement.append(this.#roomBox);
    // A room's code (online.js, net/) and its host (room-mode.js, the trackers' link) load with
    // the first room: no other mode fetches them.
    const [{ OnlinePlay, roomSetup, readCode }, { roomHost }] = await Promise.all([import("../tasks/online.js"), import("./room-mode.js")]);
    if (!this.#roomBox) return;
    this.#online = new OnlinePlay(this.#roomBox, roomHost({
      element: this.#host.element, setup: this.#host.setup, seats: SEAT_COLOURS.length, roomSetup, words: () => this.#words,
      begin: (game, setup) => this.#beginRoomGame(game, setup),
      show: () => this.#session.roll(),
      refresh: () => { if (this.game) this.#showTurn(); this.syncButtons(); },
      say: (t) => this.#host.say(t),
    }));
    this.#online.open(readCode(code));
  }

  /** Leaves the room (the `room` attribute went): the form or room comes off the element. */
  #closeRoom() {
    if (!this.#roomBox) return;
    this.#online?.leave();
    this.#roomBox.remove();
    this.#roomBox = this.#online = null;
    this.free();
  }

  /** A room's game, replayed to date, on the board: its next throws come from the room. */
  #beginRoomGame(game, setup) {
    this.free();
    this.#session.begin(game, setup.players);
    this.#host.count(1);
    this.#key = "room";
    this.#seed = null;
    this.#names = setup.players.map((p) => p.name);
    this.#lastMove = null;
    this.#host.players.hidden = false;
    this.#showTurn();
    this.syncButtons();
    this.#host.refresh();
  }

  /** The element leaves play mode: the game's end comes off (its ranking comes back with play mode), no throw goes on. */
  leave() {
    if (this.#roomBox) this.#roomBox.hidden = true;
    this.#hideWin();
    this.#session.stop();
    this.#session.autoplay = false;
  }

  /**
   * The sounds, when the host set `sound` (an embedded board is quiet by default); loaded the
   * first time they are asked for, so a widget that never plays a sound never fetches them.
   */
  #heard() {
    if (!this.#host.soundOn()) return null;
    if (this.#sounds) return this.#sounds;
    soundModule ??= import("../ui/sound.js").catch(() => null);
    soundModule.then((m) => { if (m && !this.#sounds) this.#sounds = new m.GameSounds(); });
    return null;
  }

  /** With `sound` on, loads the sounds now, before the first throw. */
  preloadSounds() {
    this.#heard();
  }

  #showTurn() {
    const g = this.game;
    const labels = tokenLabels(this.#names);
    const squares = this.#session.squares;
    const winner = g.winner;
    this.#host.players.replaceChildren(...this.#names.map((name, i) => {
      // The token as the board draws it, its label inside ("Sam 1" with a token marked 1, not
      // "Sam 1 (1)"); to a screen reader the squares in words are the tokens.
      const colour = SEAT_COLOURS[i % SEAT_COLOURS.length];
      const swatch = el("span", { class: "swatch token", "aria-hidden": "true", "data-label": labels[i] });
      swatch.style.setProperty("--swatch", colour); // CSSOM: allowed by CSP
      swatch.style.setProperty("--swatch-ink", tokenInk(colour));
      const at = squares[i] === 0 ? this.#words.t("widget-player-at-start", { name }) : this.#words.t("widget-player-on", { name, square: String(squares[i]) });
      const li = el("li", {}, swatch, at);
      if (winner == null ? i === g.currentPlayer : i === winner) li.classList.add("turn");
      return li;
    }));
    const headline = el("span", { class: "headline" });
    const room = this.#online?.room ? this.#online : null;
    if (winner != null) headline.textContent = room ? room.wonWords(winner) : this.#words.t("widget-wins", { name: this.#names[winner] });
    else headline.textContent = room ? room.turnWords(g.currentPlayer, false) : this.#words.t("widget-to-roll", { name: this.#names[g.currentPlayer] });
    const detail = this.#lastSaid ? el("span", { class: "detail", text: this.#words.error(this.#lastSaid) }) : "";
    this.#host.status.replaceChildren(headline, detail);
    this.#host.buttons.roll.disabled = winner != null || (!!room && !room.canThrow);
  }

  /** A move has landed: the turn, the players' squares, the move event; the win. */
  #landed(mv) {
    const game = this.game;
    const names = this.#names;
    const host = this.#host;
    const detail = {
      player: mv.player, name: names[mv.player], roll: mv.roll, from: mv.from, landed: mv.landed, to: mv.to,
      jumps: Array.from(mv.jumps, (j) => [j[0], j[1]]), again: mv.again, winner: mv.winner, text: mv.text,
    };
    this.#lastMove = detail;
    this.#lastSaid = mv.said;
    if (!host.connected()) return;
    this.#showTurn();
    this.syncButtons();
    host.refresh();
    host.emit("move", detail);
    if (game.winner != null) {
      const over = { winner: game.winner, name: names[game.winner], moves: game.movesMade, seed: this.#seed };
      host.say(this.#words.t("widget-game-over-said", { move: this.#words.error(mv.said), count: over.moves }));
      this.#showWin(game);
      host.emit("gameover", over);
    } else {
      host.say(this.#words.error(mv.said));
    }
  }

  /**
   * A game's end, as the page shows it: confetti over the board (drawn once and still under
   * prefers-reduced-motion) and the final ranking with each player's throws, ladders climbed
   * and snakes met, from the core's record of the game. It stays until the next game.
   */
  async #showWin(game) {
    winModules ??= Promise.all([import("../ui/win.js"), import("../board/celebrate.js")]).catch(() => null);
    const mods = await winModules;
    if (!mods || this.game !== game || game.winner == null || !this.#host.connected()) return;
    const [win, confetti] = mods;
    this.#clearWin();
    this.#party = confetti.celebrate(this.#host.frame, { reduced: this.#host.reduced() });
    this.#won = { game, win, summary: win.gameSummary(game, this.#names) };
    this.#showRanking();
  }

  /** The final ranking (this.#won's) in the element's words, in the place of the one shown, if any. */
  #showRanking() {
    const { win, summary } = this.#won;
    const table = win.summaryTable(this.#words, summary, { caption: this.#words.t("widget-ranking-caption") });
    table.setAttribute("part", "ranking");
    if (this.#ranking) this.#ranking.replaceWith(table);
    else this.#host.players.after(table);
    this.#ranking = table;
    this.#host.players.hidden = true; // the ranking tells the squares too
  }

  /** Takes a game's end off the board and the panel, for good (a new game, another board). */
  #clearWin() {
    this.#won = null;
    this.#hideWin();
  }

  /** Takes a game's end off the board and the panel (another mode, new words): the confetti and the ranking. */
  #hideWin() {
    this.#party?.stop();
    this.#party = null;
    if (this.#ranking) {
      this.#ranking.remove();
      this.#ranking = null;
      if (this.#host.active() && this.game) this.#host.players.hidden = false;
    }
  }
}

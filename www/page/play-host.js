// The Play panel: players, house rules, the dice and the game log. The game itself is the
// GameSession both hosts play (tasks/game-session.js: the die, the token's walk, knocked-off
// tokens, computer seats, undo); this panel is the page's host of it: a game's move, turn and
// win show once the token has landed, a game in progress is kept in localStorage, and a link
// replays one from its seed. The rules are the core's (Game); this panel only asks and shows.

import * as core from "../core/core.js";
import { numberShared, tokenLabels } from "../ui/words.js";
import { announce, appendLog, PLAYER_COLOURS, renderPlayers, showDie, tumbleDie } from "../ui/controls.js";
import { GameSession } from "../tasks/game-session.js";
import { NO_WORDS } from "../i18n/messages.js";
import { forgetGame, loadGame, storeGame, Refusal, MAX_NAME, MAX_PLAYERS, MIN_PLAYERS } from "./state.js";
import { el } from "../ui/dom.js";
import { $, S, freshSeed, message, page, reduced, sayInto, startSquare, t, whenWorded } from "./page-state.js";

/**
 * The page's game (S.play): made once the board component is, its events followed here. Seats
 * marked computer throw by themselves; body[data-computer-turn] says one is about to.
 */
function session() {
  if (S.play) return S.play;
  const play = new GameSession({
    view: S.boardView, tumble: (roll, o) => tumbleDie(S.words ?? NO_WORDS, $("die"), roll, S.setup?.rules.faces ?? S.view.rules.faces, o),
    speed: () => S.view.solve.speed, reduced, sounds: () => extras?.sounds ?? null, words: S.words ?? NO_WORDS,
  });
  play.addEventListener("moving", () => {
    S.view.game.moves += 1;
    persistGame();
    page.syncHash();
    updateTurn();
    page.setAnimating(true);
    page.requestPaint();
  });
  play.addEventListener("move", (e) => landed(/** @type {CustomEvent} */ (e).detail));
  play.addEventListener("turn", () => {
    if (play.waiting) document.body.dataset.computerTurn = "1";
    else delete document.body.dataset.computerTurn;
    updateTurn();
  });
  S.play = play;
  return play;
}

export function playerTokens() {
  const names = (S.setup ? S.setup.players : S.view.game.players).map((p) => p.name);
  const labels = tokenLabels(names);
  const tokens = S.game ? session().tokens() : names.map((_, id) => ({ id, square: startSquare(), active: false }));
  return tokens.map((t, i) => ({ ...t, color: PLAYER_COLOURS[i].color, label: labels[i] }));
}



/** The players with names told apart (words.js numberShared), within what a link carries. */
function distinctNames(players) {
  const names = numberShared(players.map((p) => p.name), MAX_NAME);
  return players.map((p, i) => ({ ...p, name: names[i] }));
}

function currentSetup() {
  return {
    players: distinctNames(S.view.game.players),
    knockOff: $("knock-off").checked,
    sixesAgain: $("sixes-again").checked,
    threeSixesEnd: $("three-sixes").checked,
    rules: { ...S.view.rules },
  };
}

function createGame(setup, seed) {
  return new core.Game(S.board, {
    players: setup.players.map((p) => p.name),
    rules: setup.rules,
    knockOff: setup.knockOff,
    sixesAgain: setup.sixesAgain,
    threeSixesEnd: setup.threeSixesEnd,
    seed,
  });
}

export function resetGameState() {
  restoring++; // a replay in progress stops
  if (S.restoring) page.setAnimating(false);
  S.restoring = null;
  page.cancelAnimation();
  if (S.play) {
    S.play.end();
    page.setAnimating(false);
  }
  S.busy = false;
  hideWin();
  $("game-log").replaceChildren();
  $("log-note").textContent = "";
  showDie(S.words ?? NO_WORDS, $("die"), null);
}

export function endGame(note) {
  resetGameState();
  S.setup = null;
  S.view.game.seed = null;
  S.view.game.moves = 0;
  forgetGame();
  $("game-message").textContent = note;
  updateTurn();
}

/**
 * What a game has beyond its moves, loaded once the page is ready (app.js), so that none of it
 * is fetched before: the sounds with their switch, the confetti and the end in figures
 * (page/play-extras.js). Until then, and if they fail to load, a game is silent and plain.
 */
let extras = null;

export async function loadPlayExtras() {
  const { playExtras } = await import("./play-extras.js");
  extras = await playExtras();
  if (S.game?.winner != null) extras.showWin(S.game, { quiet: true });
}

/** Takes the win off the board and the panel (a new game, an undo, another board). */
export function hideWin() {
  extras?.hideWin();
}

/** Starts a game; returns false (with a message shown) when the core refuses. */
export function newGame() {
  if (S.online) {
    $("game-message").textContent = t("room-game-not-yours");
    return false;
  }
  const typed = $("game-seed").value.trim();
  let seed;
  if (S.typed.game && typed !== "") {
    if (!/^\d{1,16}$/.test(typed)) {
      $("game-message").textContent = t("game-seed-bad", { typed });
      return false;
    }
    seed = Number(typed);
  } else {
    seed = freshSeed();
  }
  resetGameState();
  const setup = currentSetup();
  let game;
  try {
    game = createGame(setup, seed);
  } catch (e) {
    sayInto($("game-message"), () => message(e));
    updateTurn();
    return false;
  }
  S.typed.game = false;
  S.setup = setup;
  session().begin(game, setup.players);
  if (setup.players.some((p, i) => p.name !== S.view.game.players[i].name)) {
    // Shared names were numbered: the editor and the link say them as the game does.
    S.view.game.players = setup.players.map((p) => ({ ...p }));
    renderPlayerEditor();
  }
  S.view.game.seed = S.game.seed ?? seed;
  S.view.game.moves = 0;
  $("game-seed").value = String(S.view.game.seed);
  $("game-message").textContent = "";
  page.setMode("play");
  persistGame();
  page.syncHash();
  const names = new Intl.ListFormat(S.words?.locale ?? "en", { type: "conjunction" }).format(setup.players.map((p) => p.name));
  announce($("announcer"), t("new-game-said", { names, seed: String(S.view.game.seed) }));
  updateTurn();
  S.play.schedule();
  return true;
}

function persistGame() {
  if (!S.game || S.online) return; // a room's game is kept by the room's devices
  try {
    storeGame({
      boardKey: S.boardKey, setup: S.setup, seed: S.view.game.seed, moves: S.view.game.moves,
      save: S.game.save(), log: [],
    });
  } catch {
    // A game that cannot be saved still plays.
  }
}

export function updateTurn() {
  const status = $("turn-status"), rollBtn = $("roll-button");
  $("undo-button").disabled = !S.game || S.view.game.moves === 0 || !!S.online;
  // Off while a move plays, while a computer is about to roll (a press would throw for it), and
  // once the game is won (New game starts the next one).
  const off = S.busy || !!S.play?.busy || S.game?.winner != null || !!S.play?.waiting || (!!S.online && !S.online.canThrow);
  $("new-game").disabled = !!S.online;
  rollBtn.setAttribute("aria-disabled", String(off));
  if (S.restoring) {
    status.textContent = t("game-replaying", { done: S.restoring.done, count: S.restoring.total });
    return;
  }
  if (!S.game) {
    status.textContent = S.online ? t("room-game-not-begun") : t("turn-start");
    return;
  }
  const names = S.setup.players.map((p) => p.name);
  // While a token moves, the status tells that move: the turn and the win show once it lands.
  if (S.play.moving !== null) {
    status.textContent = t("turn-moving", { name: names[S.play.moving] });
    return;
  }
  const won = S.game.winner != null;
  status.classList.toggle("won", won);
  $("new-game").classList.toggle("primary", won && !S.online);
  if (won) {
    status.textContent = S.online ? S.online.wonWords(S.game.winner) : t("turn-won", { name: names[S.game.winner] });
    return;
  }
  const i = S.game.currentPlayer;
  const who = S.setup.players[i];
  // Right after a move that throws again (not after an undo or a restore: the count differs).
  const last = S.play.lastMove;
  const again = last?.game === S.game && last.moves === S.game.movesMade && last.again;
  if (S.online) {
    status.textContent = S.online.turnWords(i, again);
    return;
  }
  const name = who.name;
  if (who.type === "computer") status.textContent = again ? t("turn-computer-again", { name }) : t("turn-computer", { name });
  else status.textContent = again ? t("turn-again", { name }) : t("turn-to-roll", { name });
}

/** Throws for the player whose turn it is; a press while a computer is about to roll is ignored. */
export async function roll() {
  if (S.busy || S.play?.busy || S.play?.waiting) return;
  if (S.online) {
    // In a room the throw is the room's: it goes to every device, and shows here as it does there.
    if (!S.online.throwHere()) announce($("announcer"), $("turn-status").textContent);
    return;
  }
  if (!S.game || S.mode !== "play") {
    if (!S.game && !newGame()) return;
    page.setMode("play");
  }
  if (S.game.winner != null) {
    announce($("announcer"), $("turn-status").textContent);
    return;
  }
  try {
    await S.play.roll();
  } catch (e) {
    sayInto($("game-message"), () => message(e));
  }
}

/** A move has landed (every token where the core says): the log, the status, the live region, the win. */
function landed(r) {
  const game = S.game;
  page.setAnimating(false);
  const said = message(r.said);
  appendLog($("game-log"), said);
  if ($("game-log").children.length > LOG_SHOWN) renderLog();
  updateTurn();
  page.requestPaint();
  if (game.winner != null) {
    extras?.showWin(game);
    announce($("announcer"), `${said} ${$("turn-status").textContent}`);
    // New game is offered first: focus moves there from Roll, which is off now.
    if (document.activeElement === $("roll-button")) $("new-game").focus();
  } else {
    announce($("announcer"), said);
  }
}

/**
 * Puts a room's game on the board (tasks/online.js): `game` is the core's Game from the room's
 * seed with the throws so far applied, `setup` its players and house rules. Its next throws come
 * from the room (showRoomThrow); Roll asks the room (S.online), and Undo and New game are off.
 */
export function beginRoomGame(game, setup) {
  resetGameState();
  S.setup = setup;
  session().begin(game, setup.players);
  S.view.game.seed = null;
  S.view.game.moves = game.movesMade;
  renderLog();
  showDie(S.words ?? NO_WORDS, $("die"), game.lastRoll ?? null);
  if (game.winner != null) extras?.showWin(game, { quiet: true });
  $("game-message").textContent = "";
  page.setMode("play");
  updateTurn();
  page.requestPaint();
}

/** Shows the room's next throw on the board, as a throw here is shown; resolves once it has landed. */
export function showRoomThrow() {
  return S.play?.roll() ?? Promise.resolve(null);
}

/**
 * Takes back the last move (and, with a human at the table, the computers' moves since the
 * human's). Pressed while a token moves, it takes back that move: the token goes back at once.
 */
export function undo() {
  if (S.restoring || !S.game || S.view.game.moves === 0 || S.online) return;
  let undone = 0;
  try {
    undone = S.play.undo();
  } catch (e) {
    sayInto($("game-message"), () => message(e));
  }
  page.setAnimating(false);
  S.view.game.moves -= undone;
  if (S.game.winner == null) hideWin();
  renderLog();
  showDie(S.words ?? NO_WORDS, $("die"), S.game.lastRoll ?? null);
  persistGame();
  page.syncHash();
  updateTurn();
  page.requestPaint();
  announce($("announcer"), `${t("undid", { count: undone })} ${$("turn-status").textContent}`);
}

/** The most moves listed in the log; a longer game lists its latest and says how many came before. */
const LOG_SHOWN = 200;

/** The log's list, from the core's words for the latest moves. */
function renderLog() {
  const n = S.game ? S.game.movesMade : 0;
  const first = Math.max(0, n - LOG_SHOWN);
  const items = document.createDocumentFragment();
  if (S.game) for (const said of S.game.moveSaid(first, n)) items.append(el("li", { text: message(said) }));
  const log = $("game-log");
  log.replaceChildren(items);
  log.start = first + 1;
  $("log-note").textContent = first > 0 ? t("log-latest", { shown: LOG_SHOWN, count: n }) : "";
  // Scrolls only the list: scrolling the item into view scrolled the window down to the log.
  log.scrollTop = log.scrollHeight;
}

/** How long one slice of a replay may hold the page (ms); between slices it paints and answers. */
const SLICE_MS = 25;

/** Counts restores: a newer one (or a new game) makes an older one stop. */
let restoring = 0;

/**
 * Brings back the game a link or the saved game describes, replaying its moves from its seed in
 * slices of about SLICE_MS (the core replays 10,000 moves in about 100 ms on a laptop, seconds
 * on a phone); a saved game must replay to exactly what was saved. Each slice is measured as
 * "restore-slice" (a test reads them). Resolves once the game is on the board.
 */
export async function restoreGame() {
  const generation = ++restoring;
  if (S.online) return; // the game on screen is the room's
  const plan = planRestore();
  if (!plan) {
    updateTurn();
    return;
  }
  S.busy = true;
  S.restoring = { done: 0, total: plan.moves };
  page.setAnimating(true);
  updateTurn();
  const finished = await replayInSlices(plan.game, plan.moves, generation);
  if (generation !== restoring || !finished) {
    plan.game.free();
    return;
  }
  S.busy = false;
  S.restoring = null;
  page.setAnimating(false);
  if (plan.save !== undefined && plan.game.save() !== plan.save) {
    plan.game.free();
    forgetGame();
    page.pageError(t("saved-game-not-replayed"));
    updateTurn();
    return;
  }
  installGame(plan);
}

/**
 * What to restore: `{game (new, from its seed), setup, moves, save?}` for the saved game (when it
 * belongs to this board) or the link's game, or null; a damaged save is discarded with a message.
 */
function planRestore() {
  const saved = loadGame();
  const g = S.view.game;
  if (saved.error) {
    forgetGame();
    whenWorded(() => page.pageError(t("saved-game-unreadable", { error: message(saved.error) })));
  }
  const entry = saved.entry;
  if (entry && entry.boardKey === S.boardKey && (g.seed === null || g.seed === entry.seed)) {
    try {
      if (!Number.isSafeInteger(entry.seed) || !Number.isSafeInteger(entry.moves) || entry.moves < 0) {
        throw new Refusal("saved-why-moves");
      }
      const game = createGame(entry.setup, entry.seed);
      return { game, setup: entry.setup, moves: entry.moves, seed: entry.seed, save: entry.save, rules: entry.setup.rules };
    } catch (e) {
      forgetGame();
      // The core's reason is worded from the rest of the page's messages (this runs before the page is ready).
      whenWorded(() => page.pageError(t("saved-game-not-restored", { error: message(e) })));
      return null;
    }
  }
  if (g.seed === null) return null;
  const setup = { players: distinctNames(g.players), knockOff: g.knockOff, sixesAgain: g.sixesAgain, threeSixesEnd: g.threeSixesEnd, rules: { ...S.view.rules } };
  try {
    return { game: createGame(setup, g.seed), setup, moves: g.moves, seed: g.seed };
  } catch (e) {
    whenWorded(() => page.pageError(t("link-game-not-replayed", { error: message(e) })));
    return null;
  }
}

/** Rolls `moves` times (stopping at a win) in slices; false if a newer restore took over. */
async function replayInSlices(game, moves, generation) {
  let done = 0, batch = 200;
  while (done < moves && game.winner == null) {
    const started = performance.now();
    const made = game.rollMany(Math.min(batch, moves - done));
    const took = performance.now() - started;
    performance.measure?.("restore-slice", { start: started, end: started + took });
    if (made === 0) break;
    done += made;
    // Aim each slice at SLICE_MS, from how long this one took per move.
    batch = Math.max(50, Math.min(5000, Math.floor((made * SLICE_MS) / Math.max(1, took))));
    S.restoring = { done, total: moves };
    updateTurn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (generation !== restoring) return false;
  }
  return true;
}

/** Puts a restored game on the board, the log and the controls. */
function installGame(plan) {
  const g = S.view.game;
  S.setup = plan.setup;
  session().begin(plan.game, plan.setup.players);
  g.seed = plan.game.seed;
  g.moves = plan.game.movesMade;
  g.players = plan.setup.players;
  if (plan.rules) {
    S.view.rules = { ...plan.rules };
    page.showRules(S.view.rules);
    page.refreshDistances();
  }
  if (S.game.winner == null) hideWin();
  renderLog();
  showDie(S.words ?? NO_WORDS, $("die"), S.game.lastRoll ?? null);
  $("game-seed").value = String(g.seed);
  $("knock-off").checked = !!S.setup.knockOff;
  $("sixes-again").checked = !!S.setup.sixesAgain;
  $("three-sixes").checked = !!S.setup.threeSixesEnd;
  renderPlayerEditor();
  // A note about the game before (such as "The board changed: press New game") is stale now.
  $("game-message").textContent = "";
  persistGame();
  updateTurn();
  page.requestPaint();
  page.syncHash();
}

/** The most players the page seats: the core's (limits()), or fewer when it has fewer token colours. */
export const mostPlayers = () => Math.min(MAX_PLAYERS, PLAYER_COLOURS.length);

export function renderPlayerEditor() {
  renderPlayers(S.words ?? NO_WORDS, $("players"), S.view.game.players, { min: MIN_PLAYERS }, (players) => {
    S.view.game.players = players;
    renderPlayerEditor();
    if (S.game) $("game-message").textContent = t("players-next-game");
    else page.requestPaint();
    page.syncHash();
  });
  const most = mostPlayers();
  $("add-player").disabled = S.view.game.players.length >= most;
  $("players-note").textContent = most < MAX_PLAYERS
    ? t("players-note-colours", { most, characters: MAX_NAME, solver: MAX_PLAYERS })
    : t("players-note", { most, characters: MAX_NAME });
  page.updateAnalysis();
}

// The page's host of Play with others (tasks/online.js), loaded when the section is opened or a
// link names a room. It gives the component what the page has: the board, rules and house rules
// on screen (sent to the room as the board's native text, the rules and house rules), the page's
// Play for the game (page/play-host.js), its link and QR code, and its status line.

import * as core from "../core/core.js";
import { OnlinePlay, roomSetup } from "../tasks/online.js";
import { NO_WORDS } from "../i18n/messages.js";
import { connect, readTrackers, saveTrackers, savedTrackers } from "../net/link.js";
import { beginRoomGame, endGame, mostPlayers, resetGameState, showRoomThrow, updateTurn } from "./play-host.js";
import { announce } from "../ui/controls.js";
import { defaultView, decodeHash, encodeHash, LINKED_TEXT, MAX_NAME } from "./state.js";
import { qrCanvas } from "./share.js";
import { $, S, message, page, t } from "./page-state.js";

/** How long a player who is away has before the host rolls for them (ms); a test may set less. */
function awayWait() {
  try {
    const set = Number(localStorage.getItem("snakes-ladders/room-wait"));
    return Number.isSafeInteger(set) && set >= 1000 ? set : 30000;
  } catch {
    return 30000;
  }
}

/** The board, rules and house rules on screen, as a room's setup; or why they cannot be sent. */
function setupHere() {
  if (!S.board) return { error: t("room-no-board") };
  let text;
  try {
    text = S.board.toString();
  } catch (e) {
    return { error: t("room-board-unsendable", { error: message(e) }) };
  }
  if (text.length > LINKED_TEXT) return { error: t("room-board-too-long", { characters: text.length, max: LINKED_TEXT }) };
  const rules = { ...S.view.rules };
  const g = S.view.game;
  return {
    setup: {
      board: text, rules, knockOff: g.knockOff, sixesAgain: g.sixesAgain, threeSixesEnd: g.threeSixesEnd, awayMs: awayWait(),
    },
  };
}

/** The room's setup as the core reads it (tasks/online.js roomSetup): its words, its check, its Game. */
const shared = () => roomSetup(S.words ?? NO_WORDS, core);

/** Why a room's setup cannot be played here, or null: the shared check, and a link of it the page reads. */
function checkSetup(s) {
  const why = shared().check(s, LINKED_TEXT);
  if (why) return why;
  try {
    decodeHash(viewOf(s));
    return null;
  } catch (e) {
    return t("room-why-rules-unreadable", { error: message(e) });
  }
}

/** The page's link for a room's board and rules (the board as native text), in the Play task. */
function viewOf(s) {
  return encodeHash({ ...defaultView(), source: { kind: "text", text: s.board, format: "native" }, rules: s.rules, tab: "play" });
}

/** Puts the room's board and rules on this screen, as its link would, keeping the room in the link. */
async function applySetup(s, code) {
  history.replaceState(null, "", `${viewOf(s)}&room=${code}`);
  await page.applyHash();
  $("knock-off").checked = !!s.knockOff;
  $("sixes-again").checked = !!s.sixesAgain;
  $("three-sixes").checked = !!s.threeSixesEnd;
}

let online = null;

/** The Play panel follows the room: its turn and buttons, and (body[data-room-role]) what a host or guest sees. */
function refresh() {
  const room = online?.room;
  if (room) document.body.dataset.roomRole = room.isHost ? "host" : "guest";
  else delete document.body.dataset.roomRole;
  updateTurn();
}

/** The page's Play with others, made once. */
export function onlinePlay() {
  online ??= new OnlinePlay($("online"), {
    connect: (code) => connect({ code }),
    setup: setupHere, summary: (s) => shared().summary(s), checkSetup, applySetup,
    makeGame: (seed, s, names) => shared().makeGame(seed, s, names), words: S.words ?? NO_WORDS,
    beginGame: beginRoomGame, showThrow: showRoomThrow,
    endGame: () => endGame(t("room-left")),
    refresh,
    link: (code) => `${location.origin}${location.pathname}${location.search}#room=${code}`,
    qr: qrCanvas,
    trackers: {
      get: savedTrackers,
      set: (text) => {
        const read = readTrackers(text);
        if (read.error) return read.error;
        saveTrackers(read.trackers);
        return null;
      },
    },
    name: () => S.view.game.players[0]?.name ?? "",
    maxSeed: core.limits().maxSeed, maxSeats: mostPlayers(), maxName: MAX_NAME,
    announce: (text) => announce($("announcer"), text),
    onRoom: (code) => {
      if (code && !S.online) {
        // A game of this device's own steps aside (its save stays: leaving the room brings nothing back, New game starts afresh).
        resetGameState();
        S.setup = null;
      }
      S.online = code ? online : null;
      S.view.room = code;
      $("online-section").open = true;
      page.syncHash();
      refresh();
    },
  });
  // The room behind the section, for a script on the page (the tests reach a device's room by it).
  $("online").onlinePlay = online;
  return online;
}

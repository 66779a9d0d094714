// <snakes-ladders mode="play" room>: the element's host of Play with others (tasks/online.js,
// net/), as page/online-host.js is the page's. With `room` (a code, or empty for the form that
// opens one) the element's game comes from a room of devices: the form or the room shows under
// the players, Roll throws through the room, and each throw the room accepts is shown by the
// element's game session with its move and gameover events, as a game of its own is. A guest's
// board and rules become the room's (its `board` and rule attributes are set to them).
//
//   const host = roomHost(parts);   // parts: see below; then new OnlinePlay(box, host)

import { connect, readTrackers, saveTrackers, savedTrackers } from "../net/link.js";

/** The rules' attributes, as the element reads them (named as the command's flags). */
const RULE_ATTRIBUTES = ["start", "overshoot", "jumps", "faces"];

/**
 * The OnlinePlay host for an element. `parts`: `{element, setup() ({core, board, rules,
 * trackersAttr, nameAttr}), begin(game, setup), show() (the next throw, shown), refresh(),
 * say(text), seats, roomSetup, words()}` (`roomSetup`: tasks/online.js's, loaded with it;
 * `words()`: the element's words now, Messages).
 */
export function roomHost(parts) {
  const { element, setup } = parts;
  const core = () => setup().core;
  return {
    connect: (code) => {
      const attr = setup().trackersAttr;
      const read = attr ? readTrackers(attr) : { trackers: savedTrackers() };
      if (read.error) return Promise.reject(new Error(parts.words().t("widget-trackers-bad", { error: parts.words().error(read.error) })));
      return connect({ code, trackers: read.trackers });
    },
    setup: () => {
      const { board, rules } = setup();
      if (!board) return { error: parts.words().t("widget-room-no-board") };
      return { setup: { board: board.toString(), rules: { ...rules }, knockOff: false, sixesAgain: false, threeSixesEnd: false, awayMs: 30000 } };
    },
    summary: (s) => parts.roomSetup(parts.words(), core()).summary(s),
    checkSetup: (s) => parts.roomSetup(parts.words(), core()).check(s, 50_000),
    applySetup: (s) => adopt(element, setup, s),
    makeGame: (seed, s, names) => parts.roomSetup(parts.words(), core()).makeGame(seed, s, names),
    beginGame: (game, s) => parts.begin(game, s),
    showThrow: () => parts.show(),
    endGame: () => parts.refresh(),
    refresh: () => parts.refresh(),
    link: null,
    name: () => setup().nameAttr ?? "",
    maxSeed: core().limits().maxSeed,
    maxSeats: Math.min(core().limits().maxPlayers, parts.seats),
    maxName: core().limits().maxNameChars,
    announce: (text) => parts.say(text),
    words: parts.words(),
    trackers: {
      get: () => setup().trackersAttr || savedTrackers(),
      set: (text) => {
        const read = readTrackers(text);
        if (read.error) return read.error;
        saveTrackers(read.trackers);
        return null;
      },
    },
  };
}

/** A guest's element takes the room's board and rules; resolves once it shows them (or after 5 s). */
async function adopt(element, setup, s) {
  element.setAttribute("board", s.board);
  for (const name of RULE_ATTRIBUTES) if (s.rules[name] !== undefined) element.setAttribute(name, String(s.rules[name]));
  for (let waited = 0; waited < 5000; waited += 20) {
    if (setup().board?.toString() === s.board) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

// Play with others (issue 36): the Play task with its moves coming from a room of devices
// (net/room.js) instead of this one's Roll alone. This component draws the room (its code, link
// and QR code, who sits where and who is away, the board and rules the host chose, the dice's
// draw, the room's log and the reactions) into a host's container, and hands the game to the
// host's Play: `beginGame` with the core's Game replayed to date, then `showThrow` for every
// throw the room accepts, one after the other, each shown as a throw here is.
//
//   const online = new OnlinePlay(container, host);   // host: see the constructor
//   online.open(code?)                                 // the start form (a link's code filled in)
//   online.canThrow, online.throwHere(), online.turnWords(seat, again), online.leave()
//   online.reword(words)                               the host's language changed: drawn again in it
//
// Every word it shows is the host's `words` (i18n/messages.js Messages): the room's notices
// (net/room.js) too, and the reasons of its refusals (a peer's faulty messages: net/why.js).

import { Room, REACTIONS, newCode, newIdentity, readCode } from "../net/room.js";
import { keepIdentity, keptIdentity } from "../net/identity.js";
import { newKeyPair, signerOf } from "../net/signed.js";
import { el } from "../ui/dom.js";
import { PLAYER_COLOURS } from "../ui/controls.js";
import { jumpCounts, numberShared, rulesInWords } from "../ui/words.js";
import { NO_WORDS } from "../i18n/messages.js";

// What the element's play mode asks of a room's code, with the rest of Play with others.
export { readCode };

/** How long a joining device waits for an answer before it says that nobody has answered (s). */
const QUIET_S = 15;

export class OnlinePlay {
  /** @type {Room | null} */
  room = null;
  #box;
  #host;
  #parts = {};
  #queue = Promise.resolve();
  #shown = 0; // throws the host's Play has shown (or replayed)
  #log = [];
  #ticker = 0;
  #setupApplied = null;
  #openedAt = 0;
  #opening = false;
  /** @type {import("../i18n/messages.js").Messages} */
  #words;

  /**
   * @param {HTMLElement} box  where the room is drawn
   * @param {{connect: (code: string) => Promise<any>, setup: () => {setup?: any, error?: string}, summary: (setup: any) => string,
   *   checkSetup: (setup: any) => string | null, applySetup: (setup: any, code: string) => Promise<void>,
   *   makeGame: (seed: number, setup: any, names: string[]) => any, beginGame: (game: any, setup: any) => void,
   *   showThrow: () => Promise<any>, endGame: () => void, refresh: () => void, link: ((code: string) => string) | null,
   *   qr?: (url: string) => Promise<HTMLCanvasElement>, name: () => string, maxSeed: number, maxSeats: number,
   *   maxName: number, announce: (text: string) => void, onRoom?: (code: string | null) => void,
   *   trackers: {get: () => string, set: (text: string) => import("../net/why.js").Reason | null}, words?: import("../i18n/messages.js").Messages}} host
   *   `connect`: the room's transport (net/link.js); `setup`: the host's board, rules and house rules now;
   *   `applySetup`: puts the room's board and rules on screen; `makeGame`: the core's Game;
   *   `beginGame`/`showThrow`/`endGame`: the host's Play; `refresh`: its turn and buttons;
   *   `words`: the host's words (NO_WORDS when none)
   */
  constructor(box, host) {
    this.#box = box;
    this.#host = host;
    this.#words = host.words ?? NO_WORDS;
  }

  /** The host's words changed: the form or the room is drawn again in `words` (what is typed in the form goes). */
  reword(words) {
    this.#words = words;
    if (this.room) this.room.words = words;
    if (this.room) this.#drawRoom(this.room.code);
    else if (this.#box.querySelector("#online-create")) {
      const typed = /** @type {HTMLInputElement | null} */ (this.#box.querySelector("#online-code"));
      this.#drawStart(readCode(typed?.value ?? ""));
    }
  }

  /** Whether a throw here would be taken now (this device's turn, or the host's for an away player). */
  get canThrow() {
    return !!this.room?.canThrow && this.#shown === this.room.rolls.length;
  }

  /** Throws for this device's seat, through the room; false when it is not this device's turn. */
  throwHere() {
    if (!this.canThrow) return false;
    return this.room.throwMine() !== null;
  }

  /** The turn in words, for the host's status line. */
  turnWords(seat, again) {
    const room = this.room;
    const m = room?.seatMember(seat);
    if (!room || !m) return "";
    const name = this.#names()[seat];
    const w = this.#words;
    if (room.seats[seat] === room.me) return again ? w.t("online-turn-you-again", { name }) : w.t("online-turn-you", { name });
    if (!m.present) {
      const seconds = room.awayDeadline === null ? 0 : Math.max(0, Math.ceil((room.awayDeadline - Date.now()) / 1000));
      return seconds > 0 ? w.t("online-turn-away-in", { name, seconds }) : w.t("online-turn-away-now", { name });
    }
    return again ? w.t("online-turn-other-again", { name }) : w.t("online-turn-other", { name });
  }

  /** The end of a room's game in words, for the host's status line. */
  wonWords(winner) {
    const name = this.#names()[winner];
    const w = this.#words;
    if (this.room?.seats[winner] === this.room?.me) return this.room?.isHost ? w.t("online-won-you-host", { name }) : w.t("online-won-you", { name });
    return this.room?.isHost ? w.t("online-won-host", { name }) : w.t("online-won", { name });
  }

  /**
   * The start form: create a room, or join one by code (`code` filled in from a link); or, on the
   * device that sat in that room (it kept its identity and key pair: net/identity.js), the room.
   */
  async open(code = null) {
    if (this.room || this.#opening || (code === null && this.#box.querySelector("#online-create"))) return; // open already
    // The form, with the link's code, at once: a form drawn by another open (the section's own
    // toggle, when it comes first) never stands without the code while the kept seat is looked up.
    this.#drawStart(code);
    if (code === null) return;
    this.#opening = true;
    const saved = await keptIdentity(code);
    this.#opening = false;
    if (!this.room && saved) this.#enter(code, saved, false);
  }

  /** Leaves the room: the others see this device go away; its game stays on screen to look at. */
  leave() {
    if (!this.room) return;
    keepIdentity(null, null);
    this.room.leave();
    this.room = null;
    clearInterval(this.#ticker);
    this.#host.onRoom?.(null);
    this.#host.endGame();
    this.#drawStart(null);
    this.#host.announce(this.#words.t("online-left"));
  }

  // ------------------------------------------------------------ the start form

  #drawStart(code) {
    const w = this.#words;
    const name = el("input", { id: "online-name", type: "text", maxlength: String(this.#host.maxName), autocomplete: "nickname", value: this.#host.name() });
    const codeBox = el("input", { id: "online-code", type: "text", inputmode: "text", autocomplete: "off", spellcheck: "false", maxlength: "9", placeholder: w.t("online-code-placeholder"), value: code ?? "" });
    const watch = el("input", { id: "online-watch", type: "checkbox" });
    const error = el("p", { id: "online-error", class: "error small", role: "alert" });
    // Who came by a room's link came to join it: Join is the main action then, else Create.
    const create = el("button", { type: "button", id: "online-create", class: code ? "" : "primary", text: w.t("online-create") });
    const join = el("button", { type: "button", id: "online-join", class: code ? "primary" : "", text: w.t("online-join") });
    create.addEventListener("click", () => {
      const who = this.#readName(name, error);
      if (who) this.#create(who, error);
    });
    join.addEventListener("click", () => {
      const who = this.#readName(name, error);
      const c = readCode(codeBox.value);
      if (!who) return;
      if (!c) {
        error.textContent = w.t("online-code-bad", { code: codeBox.value.slice(0, 20) });
        codeBox.focus();
        return;
      }
      this.#enter(c, { ...newIdentity(who), watch: watch.checked }, true);
    });
    this.#box.replaceChildren(
      el("p", { class: "help small", text: w.t("online-form-help") }),
      el("div", { class: "field" }, el("label", { for: "online-name", text: w.t("online-name-label") }), name),
      el("div", { class: "online-actions" }, create),
      el("div", { class: "field online-join" },
        el("label", { for: "online-code", text: w.t("online-code-label") }),
        el("div", { class: "inline-fields" }, codeBox, join)),
      el("div", { class: "check-row" }, watch, el("label", { for: "online-watch", text: w.t("online-watch-label") })),
      error,
      networkSetting(w, this.#host.trackers),
    );
    if (code) join.focus();
  }

  #readName(input, error) {
    const name = input.value.trim();
    if (name === "") {
      error.textContent = this.#words.t("online-name-missing");
      input.focus();
      return null;
    }
    return Array.from(name).slice(0, this.#host.maxName).join("");
  }

  #create(name, error) {
    const { setup, error: why } = this.#host.setup();
    if (!setup) {
      error.textContent = why;
      return;
    }
    this.#enter(newCode(), newIdentity(name), true, setup);
  }

  // ------------------------------------------------------------ in the room

  /** Enters room `code` as `identity` ({member, name, watch}, and its key pair `keys` when kept: else made here). */
  async #enter(code, identity, fresh, setup = null) {
    this.#box.replaceChildren(el("p", { class: "help", role: "status", text: this.#words.t("online-opening", { code: spaced(code) }) }));
    const { member, name, watch = false, keys = await newKeyPair() } = identity;
    let transport;
    try {
      transport = await this.#host.connect(code);
    } catch (e) {
      this.#drawStart(code);
      this.#box.querySelector("#online-error").textContent = this.#words.t("online-open-failed", { error: this.#words.error(e) });
      return;
    }
    keepIdentity(code, { member, name, watch, keys });
    const room = new Room({
      code, me: { member, name, watch }, signer: signerOf(keys), transport, maxSeed: this.#host.maxSeed, maxSeats: this.#host.maxSeats,
      checkSetup: (s) => this.#host.checkSetup(s), words: this.#words,
      makeGame: (seed, s) => this.#host.makeGame(seed, s, this.#names(room)),
    });
    this.room = room;
    this.#openedAt = Date.now();
    this.#shown = 0;
    this.#log = [];
    this.#listen(room);
    this.#drawRoom(code);
    this.#host.onRoom?.(code);
    if (setup) await room.create(setup);
    else await room.join();
    this.#ticker = setInterval(() => this.#tick(), 1000);
    this.#host.announce(fresh && setup ? this.#words.t("online-opened", { code: spaced(code) }) : this.#words.t("online-joining", { code: spaced(code) }));
  }

  #listen(room) {
    room.addEventListener("change", () => this.#changed());
    room.addEventListener("notice", (e) => this.#note(e.detail.text));
    room.addEventListener("refused", (e) => this.#note(this.#refusal(e.detail), "refused"));
    room.addEventListener("react", (e) => this.#reacted(e.detail));
    room.addEventListener("started", (e) => this.#started(e.detail.rolls));
    room.addEventListener("throw", () => this.#follow());
    room.addEventListener("awayturn", () => this.#follow(() => room.throwMine()));
  }

  /** The host's setup changed (before the first roll), or the room: the screen follows. */
  async #changed() {
    const room = this.room;
    if (!room) return;
    if (room.isHost && room.phase === "lobby") {
      const { setup } = this.#host.setup();
      if (setup && JSON.stringify(setup) !== JSON.stringify(room.setup)) room.changeSetup(setup);
    }
    this.#applySetup();
    this.#render();
    this.#host.refresh();
  }

  /** Puts the room's board and rules on this screen (a guest's), once per change of them. */
  #applySetup() {
    const room = this.room;
    if (!room?.setup || room.isHost) return this.#queue;
    const key = JSON.stringify(room.setup);
    if (key === this.#setupApplied) return this.#queue;
    this.#setupApplied = key;
    this.#queue = this.#queue.then(() => this.#host.applySetup(room.setup, room.code)).catch((e) => this.#note(this.#words.t("online-board-failed", { error: this.#words.error(e) }), "refused"));
    return this.#queue;
  }

  /** A game began (or was received whole): once the board is on screen, the game to date is put on it. */
  #started(rolls) {
    const room = this.room;
    this.#applySetup();
    this.#queue = this.#queue.then(() => {
      if (this.room !== room || room.referee.seed === null) return;
      const game = this.#host.makeGame(room.referee.seed, room.setup, this.#names(room));
      for (const _ of rolls) game.roll();
      this.#shown = rolls.length;
      this.#host.beginGame(game, { ...this.#gameSetup(room) });
      this.#note(rolls.length ? this.#words.t("online-replayed", { count: rolls.length }) : this.#words.t("online-drawn"));
      this.#render();
    });
  }

  /** Shows the room's throws not yet shown here, one after the other. */
  #follow(before = null) {
    const room = this.room;
    before?.();
    this.#queue = this.#queue.then(async () => {
      while (this.room === room && this.#shown < room.rolls.length) {
        const mv = await this.#host.showThrow();
        if (!mv) break;
        this.#shown++;
      }
      this.#host.refresh();
      this.#render();
    });
  }

  #gameSetup(room) {
    const s = room.setup;
    return {
      players: this.#names(room).map((name) => ({ name, type: "human" })),
      knockOff: !!s.knockOff, sixesAgain: !!s.sixesAgain, threeSixesEnd: !!s.threeSixesEnd, rules: { ...s.rules },
    };
  }

  /** The seats' names as the game says them (two players of one name are numbered). */
  #names(room = this.room) {
    if (!room) return [];
    return numberShared(room.seats.map((m) => room.members.get(m)?.name ?? "?"), this.#host.maxName);
  }

  #tick() {
    if (this.room?.awayDeadline != null || this.room?.phase === "drawing" || this.room?.phase === "joining") {
      this.#render();
      this.#host.refresh();
    }
  }

  #note(text, kind = "note") {
    this.#log.push({ text, kind });
    if (this.#log.length > 30) this.#log.shift();
    this.#renderLog();
    if (kind === "note") this.#host.announce(text);
  }

  /** A refused message's line for the log: who sent it and why (net/why.js reasons, a setup's check already worded), in this host's words. */
  #refusal({ from, reason }) {
    const w = this.#words;
    return w.t("online-refused", { from: w.error(from), reason: w.error(reason) });
  }

  #reacted({ member, emoji }) {
    const name = this.room?.members.get(member)?.name ?? "?";
    this.#note(this.#words.t("online-reaction", { name, emoji }), "react");
  }

  #drawRoom(code) {
    // A host without a page of its own (the element) has no link: its room is joined by code.
    const url = this.#host.link?.(code) ?? null;
    const w = this.#words;
    const copy = url ? el("button", { type: "button", id: "online-copy", text: w.t("online-copy") }) : null;
    const copied = el("span", { class: "small", "aria-live": "polite" });
    copy?.addEventListener("click", () => navigator.clipboard?.writeText(url).then(() => { copied.textContent = w.t("online-copied"); }, () => { copied.textContent = w.t("online-copy-failed"); }));
    const qr = el("div", { class: "online-qr" });
    if (url) this.#host.qr?.(url).then((canvas) => qr.append(canvas), () => {});
    const leave = el("button", { type: "button", id: "online-leave", text: w.t("online-leave") });
    leave.addEventListener("click", () => this.leave());
    const reactions = el("div", { class: "online-reactions", role: "group", "aria-label": w.t("online-reactions-label") },
      ...REACTIONS.map((e) => el("button", { type: "button", class: "reaction", text: e, "aria-label": w.t("online-react", { emoji: e }), onclick: () => this.room?.react(e) })));
    this.#parts = {
      seats: el("ol", { id: "online-seats", class: "online-seats" }),
      watchers: el("p", { id: "online-watchers", class: "small" }),
      setup: el("p", { id: "online-setup", class: "small" }),
      action: el("div", { id: "online-action", class: "online-actions" }),
      log: el("ul", { id: "online-log", class: "online-log small", "aria-label": w.t("online-log-label") }),
    };
    this.#box.replaceChildren(...[
      el("div", { class: "online-code" },
        el("span", { class: "small", text: w.t("online-room") }), el("strong", { id: "online-room-code", text: spaced(code) }), copy, copied),
      url ? el("p", { class: "small online-link" }, el("a", { href: url, id: "online-link", text: url })) : el("p", { class: "small", text: w.t("online-join-by-code") }),
      qr,
      this.#parts.setup, this.#parts.seats, this.#parts.watchers, this.#parts.action, reactions, this.#parts.log, leave,
    ].filter(Boolean));
    this.#render();
    this.#renderLog();
  }

  #render() {
    const room = this.room, p = this.#parts;
    if (!room || !p.seats) return;
    this.#box.dataset.phase = room.phase;
    this.#box.dataset.host = String(room.isHost);
    const w = this.#words;
    const names = this.#names(room);
    p.seats.replaceChildren(...room.seats.map((m, i) => seatItem(w, room, m, i, names[i])));
    const watchers = [...room.members].filter(([, m]) => m.seat === null).map(([, m]) => (m.present ? m.name : w.t("online-watcher-away", { name: m.name })));
    p.watchers.textContent = watchers.length ? w.t("online-watching", { names: new Intl.ListFormat(w.locale, { type: "conjunction" }).format(watchers) }) : "";
    const summary = room.setup ? this.#host.summary(room.setup) : "";
    p.setup.textContent = !room.setup ? "" : room.isHost ? w.t("online-setup-yours", { summary }) : w.t("online-setup-hosts", { summary });
    this.#renderAction(room);
  }

  #renderAction(room) {
    const p = this.#parts;
    const w = this.#words;
    if (room.phase === "joining") {
      const waited = (Date.now() - this.#openedAt) / 1000;
      p.action.replaceChildren(el("p", { class: "help", role: "status", text: waited < QUIET_S
        ? w.t("online-waiting-let-in")
        : w.t("online-no-answer", { code: spaced(room.code), seconds: Math.floor(waited) }) }));
    } else if (room.phase === "lobby" && room.isHost) {
      const start = el("button", { type: "button", id: "online-start", class: "primary", text: w.t("online-start") });
      start.disabled = room.seats.length < 2;
      start.addEventListener("click", () => room.start());
      p.action.replaceChildren(start, el("p", { class: "help small", text: room.seats.length < 2
        ? w.t("online-waiting-join") : w.t("online-ready") }));
    } else if (room.phase === "lobby") {
      const host = room.members.get(room.host)?.name;
      p.action.replaceChildren(el("p", { class: "help", text: host ? w.t("online-waiting-start", { host }) : w.t("online-waiting-start-host") }));
    } else if (room.phase === "drawing") {
      const seconds = Math.max(0, Math.ceil(((room.drawDeadline ?? Date.now()) - Date.now()) / 1000));
      p.action.replaceChildren(el("p", { class: "help", role: "status", text: w.t("online-drawing", { seconds }) }));
    } else if (room.isHost && room.game?.winner != null) {
      const again = el("button", { type: "button", id: "online-again", class: "primary", text: w.t("online-again") });
      again.addEventListener("click", () => room.start());
      p.action.replaceChildren(again, el("p", { class: "help small", text: w.t("online-again-help") }));
    } else {
      p.action.replaceChildren();
    }
  }

  #renderLog() {
    const list = this.#parts.log;
    if (!list) return;
    list.replaceChildren(...this.#log.slice(-8).map((n) => el("li", { class: n.kind, text: n.text })));
  }
}

/** Where devices find each other, in `words`: the trackers (public ones unless set), kept on this device by `trackers`. */
function networkSetting(w, trackers) {
  const box = el("textarea", { id: "online-trackers", rows: "2", spellcheck: "false", "aria-describedby": "online-trackers-help" });
  const now = trackers.get();
  box.value = now === "default" ? "" : now.split(" ").join("\n");
  const said = el("p", { id: "online-trackers-said", class: "small", role: "status" });
  const save = el("button", { type: "button", id: "online-trackers-save", text: w.t("online-trackers-save") });
  save.addEventListener("click", () => {
    const why = trackers.set(box.value);
    said.textContent = why ? w.t("online-trackers-refused", { reason: w.error(why) })
      : box.value.trim() ? w.t("online-trackers-saved") : w.t("online-trackers-saved-public");
    said.className = why ? "small error" : "small";
  });
  return el("details", { class: "online-network" },
    el("summary", { text: w.t("online-network") }),
    el("label", { for: "online-trackers", text: w.t("online-trackers-label") }),
    box,
    el("p", { id: "online-trackers-help", class: "help small", text: w.t("online-trackers-help") }),
    save, said);
}

/** A seat in the room's list, in `words`: its colour, its player's name (the host's, this device's: said), here or away. */
function seatItem(words, room, member, seat, name) {
  const m = room.members.get(member);
  const host = member === room.host, you = member === room.me;
  const named = host && you ? words.t("online-seat-host-you", { name }) : host ? words.t("online-seat-host", { name })
    : you ? words.t("online-seat-you", { name }) : name;
  const item = el("li", { class: m?.present ? "here" : "away", "data-seat": String(seat) },
    el("span", { class: "swatch", style: `background:${PLAYER_COLOURS[seat]?.color ?? "#888"}`, "aria-hidden": "true" }),
    el("span", { class: "seat-name", text: named }),
    el("span", { class: "seat-state small", text: m?.present ? words.t("online-seat-here") : words.t("online-seat-away") }));
  if (room.turn === seat) item.classList.add("turn");
  return item;
}

/** A code as people read it out: two groups of three. */
function spaced(code) {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}

/**
 * What both hosts do with a room's setup (`{board, rules, knockOff, sixesAgain, threeSixesEnd,
 * awayMs}`, the board as native text), asking the core (`core`: the wasm module's exports):
 * the setup in `words` (the host's Messages), why it cannot be played here (or null), and its
 * Game for a seed.
 */
export function roomSetup(words, core) {
  const parse = (text) => core.Board.parse(text, "native");
  return {
    summary(s) {
      let board;
      try {
        board = parse(s.board);
      } catch {
        return words.t("online-summary-unreadable");
      }
      const flat = board.jumps();
      const pairs = Array.from({ length: flat.length / 2 }, (_, i) => ({ from: flat[2 * i], to: flat[2 * i + 1] }));
      const { ladders, snakes } = jumpCounts(pairs);
      const size = board.size;
      board.free();
      const house = [s.knockOff && words.t("online-house-knock-off"), s.sixesAgain && words.t("online-house-sixes-again"), s.threeSixesEnd && words.t("online-house-three-sixes")].filter(Boolean);
      // Three sentences: the board, the rules (ui/words.js), the house rules.
      return [
        words.t("online-summary-board", { size, ladders, snakes }),
        rulesInWords(words, s.rules),
        house.length ? words.t("online-summary-house", { rules: new Intl.ListFormat(words.locale, { type: "conjunction" }).format(house) }) : words.t("online-summary-no-house"),
      ].join(" ");
    },
    check(s, maxText) {
      if (!s || typeof s !== "object" || typeof s.board !== "string" || s.board.length > maxText) return words.t("online-check-no-board");
      if (!s.rules || typeof s.rules !== "object") return words.t("online-check-no-rules");
      if (!(Number.isSafeInteger(s.awayMs) && s.awayMs >= 1000 && s.awayMs <= 600000)) return words.t("online-check-away");
      try {
        parse(s.board).free();
        return null;
      } catch (e) {
        return words.t("online-check-unreadable", { error: words.error(e) });
      }
    },
    makeGame(seed, s, names) {
      const board = parse(s.board);
      try {
        return new core.Game(board, { players: names, rules: s.rules, knockOff: !!s.knockOff, sixesAgain: !!s.sixesAgain, threeSixesEnd: !!s.threeSixesEnd, seed });
      } finally {
        board.free();
      }
    },
  };
}

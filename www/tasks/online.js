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

import { Room, REACTIONS, newCode, newIdentity, readCode } from "../net/room.js";
import { keepIdentity, keptIdentity } from "../net/identity.js";
import { newKeyPair, signerOf } from "../net/signed.js";
import { el } from "../ui/dom.js";
import { PLAYER_COLOURS } from "../ui/controls.js";
import { jumpCounts, numberShared, rulesInWords } from "../ui/words.js";

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

  /**
   * @param {HTMLElement} box  where the room is drawn
   * @param {{connect: (code: string) => Promise<any>, setup: () => {setup?: any, error?: string}, summary: (setup: any) => string,
   *   checkSetup: (setup: any) => string | null, applySetup: (setup: any, code: string) => Promise<void>,
   *   makeGame: (seed: number, setup: any, names: string[]) => any, beginGame: (game: any, setup: any) => void,
   *   showThrow: () => Promise<any>, endGame: () => void, refresh: () => void, link: ((code: string) => string) | null,
   *   qr?: (url: string) => Promise<HTMLCanvasElement>, name: () => string, maxSeed: number, maxSeats: number,
   *   maxName: number, announce: (text: string) => void, onRoom?: (code: string | null) => void,
   *   trackers: {get: () => string, set: (text: string) => string | null}}} host
   *   `connect`: the room's transport (net/link.js); `setup`: the host's board, rules and house rules now;
   *   `applySetup`: puts the room's board and rules on screen; `makeGame`: the core's Game;
   *   `beginGame`/`showThrow`/`endGame`: the host's Play; `refresh`: its turn and buttons
   */
  constructor(box, host) {
    this.#box = box;
    this.#host = host;
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
    if (room.seats[seat] === room.me) return again ? `${name}, you roll again.` : `${name}, your turn: press Roll.`;
    if (!m.present) {
      const left = room.awayDeadline === null ? 0 : Math.max(0, Math.ceil((room.awayDeadline - Date.now()) / 1000));
      return `${name} is away: the host rolls for ${name} ${left > 0 ? `in ${left} s` : "now"}.`;
    }
    return `${name} to roll${again ? " again" : ""}, on ${name}'s device.`;
  }

  /** The end of a room's game in words, for the host's status line. */
  wonWords(winner) {
    const name = this.#names()[winner];
    const next = this.room?.isHost ? "Press Play again (in the room) for another game." : "The host can start another game.";
    return this.room?.seats[winner] === this.room?.me ? `You won, ${name}! ${next}` : `${name} won! ${next}`;
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
    this.#host.announce("You left the room.");
  }

  // ------------------------------------------------------------ the start form

  #drawStart(code) {
    const name = el("input", { id: "online-name", type: "text", maxlength: String(this.#host.maxName), autocomplete: "nickname", value: this.#host.name() });
    const codeBox = el("input", { id: "online-code", type: "text", inputmode: "text", autocomplete: "off", spellcheck: "false", maxlength: "9", placeholder: "e.g. k7m-q2x", value: code ?? "" });
    const watch = el("input", { id: "online-watch", type: "checkbox" });
    const error = el("p", { id: "online-error", class: "error small", role: "alert" });
    // Who came by a room's link came to join it: Join is the main action then, else Create.
    const create = el("button", { type: "button", id: "online-create", class: code ? "" : "primary", text: "Create a room" });
    const join = el("button", { type: "button", id: "online-join", class: code ? "primary" : "", text: "Join" });
    create.addEventListener("click", () => {
      const who = this.#readName(name, error);
      if (who) this.#create(who, error);
    });
    join.addEventListener("click", () => {
      const who = this.#readName(name, error);
      const c = readCode(codeBox.value);
      if (!who) return;
      if (!c) {
        error.textContent = `'${codeBox.value.slice(0, 20)}' is not a room code: six letters and digits, as the host's screen shows them.`;
        codeBox.focus();
        return;
      }
      this.#enter(c, { ...newIdentity(who), watch: watch.checked }, true);
    });
    this.#box.replaceChildren(
      el("p", { class: "help small", text: "Everyone plays on their own phone, tablet or computer, and sees the same dice. The devices talk to each other directly; nothing of the game goes through a server." }),
      el("div", { class: "field" }, el("label", { for: "online-name", text: "Your name" }), name),
      el("div", { class: "online-actions" }, create),
      el("div", { class: "field online-join" },
        el("label", { for: "online-code", text: "Or join a room by its code" }),
        el("div", { class: "inline-fields" }, codeBox, join)),
      el("div", { class: "check-row" }, watch, el("label", { for: "online-watch", text: "Join to watch, without a seat" })),
      error,
      this.#networkSetting(),
    );
    if (code) join.focus();
  }

  /** Where devices find each other: the trackers (public ones unless set), kept on this device. */
  #networkSetting() {
    const box = el("textarea", { id: "online-trackers", rows: "2", spellcheck: "false", "aria-describedby": "online-trackers-help" });
    const now = this.#host.trackers.get();
    box.value = now === "default" ? "" : now.split(" ").join("\n");
    const said = el("p", { id: "online-trackers-said", class: "small", role: "status" });
    const save = el("button", { type: "button", id: "online-trackers-save", text: "Use these" });
    save.addEventListener("click", () => {
      const why = this.#host.trackers.set(box.value);
      said.textContent = why ? `Not changed: ${why}.` : box.value.trim() ? "Saved: rooms are found through these trackers." : "Saved: rooms are found through the public trackers.";
      said.className = why ? "small error" : "small";
    });
    return el("details", { class: "online-network" },
      el("summary", { text: "Network" }),
      el("label", { for: "online-trackers", text: "Trackers that introduce the devices" }),
      box,
      el("p", { id: "online-trackers-help", class: "help small", text: "WebSocket addresses (wss://…), one a line; empty for the public ones. A school can run its own (the bittorrent-tracker server). Every device in a room needs the same." }),
      save, said);
  }

  #readName(input, error) {
    const name = input.value.trim();
    if (name === "") {
      error.textContent = "Type your name first: the others see it beside your token.";
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
    this.#box.replaceChildren(el("p", { class: "help", role: "status", text: `Opening room ${spaced(code)}…` }));
    const { member, name, watch = false, keys = await newKeyPair() } = identity;
    let transport;
    try {
      transport = await this.#host.connect(code);
    } catch (e) {
      this.#drawStart(code);
      this.#box.querySelector("#online-error").textContent = `The room could not be opened (${e?.message ?? e}).`;
      return;
    }
    keepIdentity(code, { member, name, watch, keys });
    const room = new Room({
      code, me: { member, name, watch }, signer: signerOf(keys), transport, maxSeed: this.#host.maxSeed, maxSeats: this.#host.maxSeats,
      checkSetup: (s) => this.#host.checkSetup(s),
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
    this.#host.announce(fresh && setup ? `Room ${spaced(code)} is open: share its link or code.` : `Joining room ${spaced(code)}…`);
  }

  #listen(room) {
    room.addEventListener("change", () => this.#changed());
    room.addEventListener("notice", (e) => this.#note(e.detail.text));
    room.addEventListener("refused", (e) => this.#note(`Refused from ${e.detail.from}: ${e.detail.reason}.`, "refused"));
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
    this.#queue = this.#queue.then(() => this.#host.applySetup(room.setup, room.code)).catch((e) => this.#note(`The room's board could not be shown (${e?.message ?? e}).`, "refused"));
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
      this.#note(rolls.length ? `The game so far: ${rolls.length} throws, replayed and checked.` : "The dice are drawn: the game begins.");
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

  #reacted({ member, emoji }) {
    const name = this.room?.members.get(member)?.name ?? "?";
    this.#note(`${name}: ${emoji}`, "react");
  }

  #drawRoom(code) {
    // A host without a page of its own (the element) has no link: its room is joined by code.
    const url = this.#host.link?.(code) ?? null;
    const copy = url ? el("button", { type: "button", id: "online-copy", text: "Copy link" }) : null;
    const copied = el("span", { class: "small", "aria-live": "polite" });
    copy?.addEventListener("click", () => navigator.clipboard?.writeText(url).then(() => { copied.textContent = "Link copied."; }, () => { copied.textContent = "Copy the link below."; }));
    const qr = el("div", { class: "online-qr" });
    if (url) this.#host.qr?.(url).then((canvas) => qr.append(canvas), () => {});
    const leave = el("button", { type: "button", id: "online-leave", text: "Leave the room" });
    leave.addEventListener("click", () => this.leave());
    const reactions = el("div", { class: "online-reactions", role: "group", "aria-label": "Send a reaction" },
      ...REACTIONS.map((e) => el("button", { type: "button", class: "reaction", text: e, "aria-label": `Send ${e}`, onclick: () => this.room?.react(e) })));
    this.#parts = {
      seats: el("ol", { id: "online-seats", class: "online-seats" }),
      watchers: el("p", { id: "online-watchers", class: "small" }),
      setup: el("p", { id: "online-setup", class: "small" }),
      action: el("div", { id: "online-action", class: "online-actions" }),
      log: el("ul", { id: "online-log", class: "online-log small", "aria-label": "What happened in the room" }),
    };
    this.#box.replaceChildren(...[
      el("div", { class: "online-code" },
        el("span", { class: "small", text: "Room" }), el("strong", { id: "online-room-code", text: spaced(code) }), copy, copied),
      url ? el("p", { class: "small online-link" }, el("a", { href: url, id: "online-link", text: url })) : el("p", { class: "small", text: "Others join with this code." }),
      qr,
      this.#parts.setup, this.#parts.seats, this.#parts.watchers, this.#parts.action, reactions, this.#parts.log, leave,
    ].filter(Boolean));
    this.#render();
  }

  #render() {
    const room = this.room, p = this.#parts;
    if (!room || !p.seats) return;
    this.#box.dataset.phase = room.phase;
    this.#box.dataset.host = String(room.isHost);
    const names = this.#names(room);
    p.seats.replaceChildren(...room.seats.map((m, i) => seatItem(room, m, i, names[i])));
    const watchers = [...room.members].filter(([, m]) => m.seat === null).map(([, m]) => `${m.name}${m.present ? "" : " (away)"}`);
    p.watchers.textContent = watchers.length ? `Watching: ${watchers.join(", ")}.` : "";
    p.setup.textContent = room.setup ? `${room.isHost ? "You chose" : "The host chose"}: ${this.#host.summary(room.setup)}` : "";
    this.#renderAction(room);
  }

  #renderAction(room) {
    const p = this.#parts;
    if (room.phase === "joining") {
      const waited = (Date.now() - this.#openedAt) / 1000;
      p.action.replaceChildren(el("p", { class: "help", role: "status", text: waited < QUIET_S
        ? "Waiting for the host to let you in…"
        : `Nobody in room ${spaced(room.code)} has answered for ${Math.floor(waited)} s. Check the code and that the host's page is still open; Leave the room to type another code.` }));
    } else if (room.phase === "lobby" && room.isHost) {
      const start = el("button", { type: "button", id: "online-start", class: "primary", text: "Start the game" });
      start.disabled = room.seats.length < 2;
      start.addEventListener("click", () => room.start());
      p.action.replaceChildren(start, el("p", { class: "help small", text: room.seats.length < 2
        ? "Waiting for someone to join. Change the board or rules now: the room sees them before the first roll."
        : "Everyone sees the board and rules above. The dice are drawn together when you start." }));
    } else if (room.phase === "lobby") {
      const host = room.members.get(room.host)?.name ?? "the host";
      p.action.replaceChildren(el("p", { class: "help", text: `Waiting for ${host} to start the game.` }));
    } else if (room.phase === "drawing") {
      const left = Math.max(0, Math.ceil(((room.drawDeadline ?? Date.now()) - Date.now()) / 1000));
      p.action.replaceChildren(el("p", { class: "help", role: "status", text: `Drawing the dice: every player's device adds a secret, sealed before any is shown (${left} s left).` }));
    } else if (room.isHost && room.game?.winner != null) {
      const again = el("button", { type: "button", id: "online-again", class: "primary", text: "Play again" });
      again.addEventListener("click", () => room.start());
      p.action.replaceChildren(again, el("p", { class: "help small", text: "The same players, board and rules, with dice drawn afresh." }));
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

function seatItem(room, member, seat, name) {
  const m = room.members.get(member);
  const tags = [member === room.host ? "host" : null, member === room.me ? "you" : null].filter(Boolean);
  const item = el("li", { class: m?.present ? "here" : "away", "data-seat": String(seat) },
    el("span", { class: "swatch", style: `background:${PLAYER_COLOURS[seat]?.color ?? "#888"}`, "aria-hidden": "true" }),
    el("span", { class: "seat-name", text: `${name}${tags.length ? ` (${tags.join(", ")})` : ""}` }),
    el("span", { class: "seat-state small", text: m?.present ? "here" : "away" }));
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
 * the setup in words, why it cannot be played here (or null), and its Game for a seed.
 */
export function roomSetup(core) {
  const parse = (text) => core.Board.parse(text, "native");
  return {
    summary(s) {
      let board;
      try {
        board = parse(s.board);
      } catch {
        return "a board that cannot be read here.";
      }
      const flat = board.jumps();
      const pairs = Array.from({ length: flat.length / 2 }, (_, i) => ({ from: flat[2 * i], to: flat[2 * i + 1] }));
      const { ladders, snakes } = jumpCounts(pairs);
      const size = board.size;
      board.free();
      const house = [s.knockOff && "landing on a player sends them back", s.sixesAgain && "a six rolls again", s.threeSixesEnd && "three sixes end the turn"].filter(Boolean);
      return `${size} squares, ${ladders} ladders and ${snakes} snakes. ${rulesInWords(s.rules)} House rules: ${house.length ? house.join(", ") : "none"}.`;
    },
    check(s, maxText) {
      if (!s || typeof s !== "object" || typeof s.board !== "string" || s.board.length > maxText) return "a room without a board it takes";
      if (!s.rules || typeof s.rules !== "object") return "a room without its rules";
      if (!(Number.isSafeInteger(s.awayMs) && s.awayMs >= 1000 && s.awayMs <= 600000)) return "an away wait that is not 1 s to 10 minutes";
      try {
        parse(s.board).free();
        return null;
      } catch (e) {
        return `the room's board cannot be read (${e?.message ?? e})`;
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

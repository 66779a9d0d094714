// A room: one game of Snakes and Ladders played from several devices (issue 36). Every device
// holds the whole room (who sits where, who is away, the board and rules, the dice's draw and
// every throw) and its own core Game, the referee, built from the game's seed. Nobody sends a
// die's value to be believed: a throw says "move n, seat s, roll r", and each device applies the
// core's next throw and refuses the message when the core does not agree. The network is a
// transport of strings between peers (net/link.js over WebRTC; the tests use one in memory):
//
//   const room = new Room({ code, me: {member, key, name, watch}, transport, makeGame, ... });
//   room.create(setup);        // as the host: seats itself, and sends the room to whoever joins
//   room.join();               // as a guest (or someone coming back): says hello, waits for the room
//   room.setup = {...}; room.start();   // the host: the board and rules, then the dice's draw
//   room.throwMine();          // the local player's throw, when it is their turn
//
// Events: "change" (anything shown about the room), "started" ({rolls}: a game began, or was
// received whole on (re)joining: the display replays `rolls`, then follows "throw"), "throw"
// ({move, seat, roll, by}: a throw the referee accepted, in order), "notice" ({text}: for the
// room's log), "refused" ({from, reason}: a message refused, which changed nothing).
//
// The host is a role, not a server: it seats newcomers, sets the board and rules, starts the
// draw, and throws for a player who is away once everyone has seen the wait run out. When it
// leaves, the first seated player still here takes over; every device computes the same one.

import { SeedDraw, hex, joinSecrets } from "./dice.js";
import { judgeThrow } from "./turns.js";

/** The longest message taken (characters): a room with its throws, 16 characters a throw at most. */
export const MAX_MESSAGE = 512 * 1024;
/** The longest message other than the room itself. */
const MAX_SMALL = 4096;
/** The most messages kept while waiting for what they belong to (a draw's, a game's first throws). */
const EARLY = 64;
/** Letters of a room's code: no 0/o, 1/l/i, easy to read out and type. */
const CODE_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789";
export const CODE_LENGTH = 6;
/** The reactions a player may send: a few, shown for a moment beside their name. */
export const REACTIONS = ["👍", "🎉", "😮", "😂", "🐍", "🪜"];

/** A new room code. */
export function newCode(random = (n) => crypto.getRandomValues(new Uint8Array(n))) {
  return Array.from(random(CODE_LENGTH), (b) => CODE_LETTERS[b % CODE_LETTERS.length]).join("");
}

/** A typed code as the room's (lower case, spaces and dashes dropped), or null when it is not one. */
export function readCode(text) {
  const code = String(text ?? "").toLowerCase().replace(/[\s-]/g, "");
  return code.length === CODE_LENGTH && [...code].every((c) => CODE_LETTERS.includes(c)) ? code : null;
}

/** A new identity on this device for a room: a member id, and a key proving it on coming back. */
export function newIdentity(name, random = (n) => crypto.getRandomValues(new Uint8Array(n))) {
  return { member: hex(random(8)), key: hex(random(16)), name };
}

async function sha256(text) {
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
}

const isText = (v, most) => typeof v === "string" && v.length > 0 && v.length <= most;
const isId = (v) => typeof v === "string" && /^[0-9a-f]{16}$/.test(v);
const isCount = (v) => Number.isSafeInteger(v) && v >= 0;

/**
 * Reads a peer's string as a message: `{msg}` or `{reason}` (too long, not JSON, not an object
 * with a known type). Only the shape is checked here; what it says is judged by the room.
 */
export function readMessage(text) {
  if (typeof text !== "string") return { reason: "not text" };
  if (text.length > MAX_MESSAGE) return { reason: `a message of ${text.length} characters (the most is ${MAX_MESSAGE})` };
  let msg;
  try {
    msg = JSON.parse(text);
  } catch {
    return { reason: "not JSON" };
  }
  if (!msg || typeof msg !== "object" || Array.isArray(msg)) return { reason: "not a message" };
  if (!["hello", "room", "draw", "throw", "react"].includes(msg.t)) return { reason: `no message is called '${String(msg.t).slice(0, 20)}'` };
  if (msg.t !== "room" && text.length > MAX_SMALL) return { reason: `a '${msg.t}' message of ${text.length} characters` };
  return { msg };
}

export class Room extends EventTarget {
  /** @type {Map<string, {name: string, keyHash: string, seat: number | null, present: boolean}>} */
  members = new Map();
  /** @type {string[]} the member in each seat, in turn order */
  seats = [];
  /** @type {string | null} */
  host = null;
  /** What the host chose: the board, rules and house rules, as the page reads them (opaque here). */
  setup = null;
  /** @type {"joining" | "lobby" | "drawing" | "playing"} */
  phase = "joining";
  /** The room's version: each room message the host sends is newer. */
  version = 0;
  /** The dice's draw: its number, its peers, this device's SeedDraw (when it draws), and its outcome. */
  drawNumber = 0;
  drawPeers = [];
  /** @type {SeedDraw | null} */
  draw = null;
  /** @type {[string, string][] | null} each drawer's revealed secret (hex), in seat order */
  reveals = null;
  seed = null;
  /** The referee: the core's Game from the seed, with every accepted throw applied. */
  game = null;
  /** @type {number[]} every accepted throw's roll, in order */
  rolls = [];
  /** When the wait for an away player's turn runs out (ms since the epoch), or null. */
  awayDeadline = null;
  /** When the host stops waiting for the current draw (ms since the epoch). */
  drawDeadline = null;

  #t;
  #me;
  #keyHash = null;
  /** @type {Map<string, string>} peer → member, for peers that said hello with the right key */
  #peers = new Map();
  #opts;
  #timers = new Set();
  #drawTimer = 0;
  #awayTimer = 0;
  #inbox = Promise.resolve();
  #echo = 0;
  /** @type {{msg: any, from: string}[]} messages that came before the room said what they belong to */
  #early = [];
  /** @type {WeakSet<SeedDraw>} the draws this device has sent its reveal in */
  #revealed = new WeakSet();

  /**
   * @param {{code: string, me: {member: string, key: string, name: string, watch?: boolean},
   *   transport: {send: (text: string, peer?: string) => void, onMessage: (fn: (text: string, peer: string) => void) => void,
   *     onJoin: (fn: (peer: string) => void) => void, onLeave: (fn: (peer: string) => void) => void, leave: () => void},
   *   makeGame: (seed: number, setup: any) => any, maxSeed: number, maxSeats: number,
   *   drawMs?: number, checkSetup?: (setup: any) => string | null}} options
   *   `makeGame`: the core's Game for a seed and the host's setup (the away wait, `setup.awayMs`, is the host's);
   *   `checkSetup`: why a setup from the host cannot be played here, or null
   */
  constructor(options) {
    super();
    this.code = options.code;
    this.#me = { watch: false, ...options.me };
    this.#t = options.transport;
    this.#opts = { drawMs: 8000, checkSetup: () => null, ...options };
    // One message at a time, in arrival order: a handler that hashes must not interleave with the next.
    this.#t.onMessage((text, peer) => {
      this.#inbox = this.#inbox.then(() => this.#receive(text, peer)).catch(() => {});
    });
    this.#t.onJoin((peer) => this.#send(this.#hello(), peer));
    this.#t.onLeave((peer) => this.#left(peer));
  }

  get me() { return this.#me.member; }
  /** The members this device is connected to (each pair of devices talks directly). */
  get connected() { return [...new Set(this.#peers.values())]; }
  /** The network under the room (what a device sends, it sends through this). */
  get transport() { return this.#t; }
  get isHost() { return this.host === this.#me.member; }
  /** This device's seat, or null for a spectator (or before the room is known). */
  get mySeat() { return this.members.get(this.#me.member)?.seat ?? null; }
  /** The seat whose turn it is, or null. */
  get turn() { return this.game && this.game.winner == null ? this.game.currentPlayer : null; }
  /** The member in a seat. */
  seatMember(seat) { return this.members.get(this.seats[seat]) ?? null; }
  /** Whether this device may throw now: its seat's turn, or the host's for an away player whose wait ran out. */
  get canThrow() {
    const seat = this.turn;
    if (seat === null || this.phase !== "playing") return false;
    if (this.seats[seat] === this.#me.member) return true;
    return this.isHost && !this.seatMember(seat)?.present && this.awayDeadline !== null && Date.now() >= this.awayDeadline;
  }

  /** Opens the room as its host, seated first (a host plays: it follows every draw of the dice). */
  async create(setup) {
    this.#keyHash = await sha256(this.#me.key);
    this.host = this.#me.member;
    this.#me.watch = false;
    this.members.set(this.#me.member, { name: this.#me.name, keyHash: this.#keyHash, seat: 0, present: true });
    this.seats = [this.#me.member];
    this.setup = setup;
    this.phase = "lobby";
    this.#sendRoom();
    this.#emit("change");
  }

  /** Joins (or comes back to) the room: says hello to every peer; the host answers with the room. */
  async join() {
    this.#keyHash = await sha256(this.#me.key);
    this.#send(this.#hello());
  }

  /** The host changes the board, rules or house rules (before the first roll). */
  changeSetup(setup) {
    if (!this.isHost || this.phase === "playing" || this.phase === "drawing") return false;
    this.setup = setup;
    this.#sendRoom();
    this.#emit("change");
    return true;
  }

  /** The host starts the game (or, once one is won, the next): the dice's seed is drawn among the seated players here. */
  start() {
    const over = this.phase === "playing" && this.game?.winner != null;
    if (!this.isHost || !(this.phase === "lobby" || over) || this.seats.length === 0) return false;
    this.#startDraw(1, this.#presentSeated());
    return true;
  }

  /** The local player's throw (or the host's for an away player). Returns the move, or null. */
  throwMine() {
    if (!this.canThrow) return null;
    const seat = this.turn;
    const mv = this.game.roll();
    this.rolls.push(mv.roll);
    const msg = { t: "throw", move: this.game.movesMade, seat, roll: mv.roll };
    this.#send(JSON.stringify(msg));
    this.#accepted({ ...msg, by: this.#me.member });
    return mv;
  }

  /** A short reaction from this device's player, shown on every screen. */
  react(emoji) {
    if (!REACTIONS.includes(emoji)) return;
    this.#send(JSON.stringify({ t: "react", e: emoji }));
    this.#emit("react", { member: this.#me.member, emoji });
  }

  /** Leaves the room: the others see this device go away. */
  leave() {
    for (const t of this.#timers) clearTimeout(t);
    clearTimeout(this.#drawTimer);
    clearTimeout(this.#awayTimer);
    this.#t.leave();
    this.game?.free?.();
    this.game = null;
  }

  // ------------------------------------------------------------ what arrives

  async #receive(text, peer) {
    const { msg, reason } = readMessage(text);
    const from = this.#peers.get(peer) ?? null;
    const refuse = (why) => this.#emit("refused", { from: this.members.get(from)?.name ?? "a peer not yet introduced", reason: why });
    if (!msg) return refuse(reason);
    if (msg.t === "hello") return this.#hello_(msg, peer, refuse);
    if (!from) return refuse(`a '${msg.t}' message before its hello`);
    if (msg.t === "room") return this.#room(msg, from, refuse);
    if (msg.t === "draw") return this.#drawMessage(msg, from, refuse);
    if (msg.t === "throw") return this.#throw(msg, from, refuse);
    if (msg.t === "react") {
      if (REACTIONS.includes(msg.e)) this.#emit("react", { member: from, emoji: msg.e });
      else refuse("not one of the reactions");
    }
  }

  async #hello_(msg, peer, refuse) {
    if (!isId(msg.member) || !isText(msg.key, 64) || !isText(msg.name, 80) || typeof msg.watch !== "boolean") return refuse("a hello without a member, key, name and watch");
    if (msg.member === this.#me.member) return refuse("a hello in this device's own name");
    const keyHash = await sha256(msg.key);
    const known = this.members.get(msg.member);
    if (known && known.keyHash !== keyHash) return refuse(`'${msg.name.slice(0, 40)}' gave the wrong key for ${known.name}'s place`);
    const before = this.#peers.get(peer);
    this.#peers.set(peer, msg.member);
    // The other side answers hello with hello, once: who a peer is, it says itself.
    if (!before && !msg.answer) this.#send(this.#hello(true), peer);
    if (known) {
      const back = !known.present;
      known.present = true;
      if (back && this.phase !== "joining") this.#notice(`${known.name} is back.`);
      this.#checkAway();
    } else if (this.isHost) {
      const seat = !msg.watch && this.seats.length < this.#opts.maxSeats && this.phase === "lobby" ? this.seats.length : null;
      this.members.set(msg.member, { name: msg.name, keyHash, seat, present: true });
      if (seat !== null) this.seats.push(msg.member);
      this.#notice(seat === null ? `${msg.name} is watching.` : `${msg.name} joined.`);
    }
    if (this.isHost && (!known || !before)) this.#sendRoom();
    this.#emit("change");
  }

  async #room(msg, from, refuse) {
    if (!isCount(msg.version) || !isId(msg.host) || !Array.isArray(msg.members) || !Array.isArray(msg.seats)
      || !["lobby", "drawing", "playing"].includes(msg.phase) || !Array.isArray(msg.rolls)) return refuse("a room message without its parts");
    // Only the host speaks for the room; when the host is away, the player who takes over.
    const takingOver = this.host !== null && from !== this.host && !this.members.get(this.host)?.present && from === this.#elected();
    if (msg.host !== from || (this.host !== null && from !== this.host && !takingOver)) return refuse("only the host says who is in the room");
    if (msg.version <= this.version && this.phase !== "joining") return; // an older or repeated room: nothing new
    const members = new Map();
    for (const m of msg.members) {
      if (!m || !isId(m.member) || !isText(m.name, 80) || !/^[0-9a-f]{64}$/.test(m.keyHash) || !(m.seat === null || isCount(m.seat))) return refuse("a member without id, name, key or seat");
      // Who is here is what this device sees; of a member it has not met yet, what the host sees.
      const seen = this.members.get(m.member)?.present;
      members.set(m.member, { name: m.name, keyHash: m.keyHash, seat: m.seat, present: seen ?? (this.#meets(m.member) || !!m.present) });
    }
    if (!msg.seats.every((s, i) => members.get(s)?.seat === i) || msg.seats.length > this.#opts.maxSeats) return refuse("seats that do not match the members");
    if (!msg.rolls.every((r) => Number.isSafeInteger(r) && r > 0)) return refuse("rolls that are not whole numbers");
    const whyNot = msg.setup ? this.#opts.checkSetup(msg.setup) : "a room without its board and rules";
    if (whyNot) return refuse(whyNot);
    const mine = members.get(this.#me.member);
    if (this.phase !== "joining" && !mine) return refuse("a room without this device in it");
    const joining = this.phase === "joining";
    if (joining && !mine) return; // the host has not seated this device yet: its next room will
    if (mine && mine.keyHash !== this.#keyHash) return refuse("a room that gives this device's place to another key");
    const setupChanged = JSON.stringify(msg.setup) !== JSON.stringify(this.setup);
    const wasHost = this.host;
    this.version = msg.version;
    this.members = members;
    this.members.get(this.#me.member).present = true;
    this.seats = msg.seats;
    this.host = msg.host;
    this.setup = msg.setup;
    if (wasHost && wasHost !== msg.host) this.#notice(`${members.get(msg.host)?.name} is the host now.`);
    if (setupChanged && !joining) this.#notice("The host changed the board or rules.");
    if (msg.phase === "drawing" && (msg.drawNumber !== this.drawNumber || this.phase !== "drawing")) {
      if (!isCount(msg.drawNumber) || !Array.isArray(msg.drawPeers) || !msg.drawPeers.every((p) => members.get(p)?.seat != null)) return refuse("a draw without its number and players");
      this.phase = "drawing";
      this.#joinDraw(msg.drawNumber, msg.drawPeers);
    } else if (msg.phase === "playing") {
      if (!(await this.#adoptGame(msg, refuse))) return;
    } else if (msg.phase === "lobby") {
      this.phase = "lobby";
    }
    this.#emit("change");
  }

  /** A room in play: the seed from its reveals, and its throws replayed through the core and checked. */
  async #adoptGame(msg, refuse) {
    if (this.phase === "playing" && this.game) {
      // Throws arrive one by one; a room that is ahead brings those this device missed.
      if (msg.rolls.length > this.rolls.length && msg.rolls.slice(0, this.rolls.length).every((r, i) => r === this.rolls[i])) {
        for (const r of msg.rolls.slice(this.rolls.length)) if (!this.#apply(this.turn, r, refuse, msg.host)) return false;
      }
      return true;
    }
    if (!Array.isArray(msg.reveals) || !msg.reveals.every((p) => Array.isArray(p) && p.length === 2 && isId(p[0]) && /^[0-9a-f]{64}$/.test(p[1]))) return refuse("a game without the dice's reveals"), false;
    // Anyone drawing checks the reveals against the commitments it saw; everyone computes the seed.
    if (this.draw && this.draw.phase !== "committing" && msg.drawNumber === this.drawNumber) {
      for (const [peer, secret] of msg.reveals) {
        const said = this.draw.secrets.get(peer);
        if (said && hex(said) !== secret) return refuse(`the host's reveal for ${this.members.get(peer)?.name} is not the one it sent`), false;
      }
    }
    const seed = await joinSecrets(this.code, msg.drawNumber, msg.reveals.map(([p, s]) => [p, unhexBytes(s)]), this.#opts.maxSeed);
    let game;
    try {
      game = this.#opts.makeGame(seed, this.setup);
    } catch (e) {
      return refuse(`the game cannot be played here: ${e?.message ?? e}`), false;
    }
    for (const r of msg.rolls) {
      const mv = game.roll();
      if (mv.roll !== r) {
        game.free?.();
        return refuse(`the game's throws do not follow from its dice (throw ${game.movesMade} is ${mv.roll}, not ${r})`), false;
      }
    }
    this.game?.free?.();
    this.game = game;
    this.seed = seed;
    this.reveals = msg.reveals;
    this.drawNumber = msg.drawNumber;
    this.rolls = [...msg.rolls];
    this.phase = "playing";
    clearTimeout(this.#drawTimer);
    this.draw = null;
    this.#emit("started", { rolls: [...this.rolls] });
    this.#checkAway();
    await this.#readEarly();
    return true;
  }

  async #drawMessage(msg, from, refuse) {
    const m = msg.m;
    if (!m || typeof m !== "object" || m.peer !== from || !isCount(m.draw)) return refuse("a draw message in another's name");
    const over = m.draw < this.drawNumber || (m.draw === this.drawNumber && this.phase === "playing");
    // A draw this device has no part in (a spectator's, or a player's left out of it) is not its to check.
    if (!over && m.draw === this.drawNumber && this.phase === "drawing" && !this.drawPeers.includes(this.#me.member)) return undefined;
    // A reveal still on its way when the draw ended elsewhere is late, not wrong.
    if (over) return m.draw === this.drawNumber ? undefined : refuse("a message of a draw that is over");
    // Ahead of the host's word that the draw is on (messages of several peers race): kept until it comes.
    if (!this.draw || m.draw > this.draw.draw) return this.#keepEarly(msg, from);
    const said = await this.draw.receive(m);
    if (!said.ok) return refuse(said.reason);
    await this.#drawProgress();
  }

  #throw(msg, from, refuse) {
    // A throw can outrun the host's word that the game began: kept until it comes.
    if (this.phase !== "playing" || !this.game) return this.phase === "joining" || this.phase === "drawing" ? this.#keepEarly(msg, from) : refuse("no game is on");
    // The same throw again (it also came with the host's room): already applied, nothing to do.
    if (Number.isSafeInteger(msg.move) && msg.move >= 1 && this.rolls[msg.move - 1] === msg.roll) return undefined;
    const seats = new Map(this.seats.map((m, i) => [m, i]));
    // The host throws for a player who is away; everyone has seen the wait.
    const away = this.turn !== null && from === this.host && !this.seatMember(this.turn)?.present;
    if (away) seats.set(from, this.turn);
    const judged = judgeThrow({ type: "throw", peer: from, move: msg.move }, {
      seats, currentPlayer: this.turn, movesMade: this.game.movesMade, winner: this.game.winner,
    });
    if (!judged.ok) return refuse(judged.reason);
    if (msg.seat !== this.turn) return refuse(`a throw for seat ${msg.seat}, whose turn it is not`);
    this.#apply(this.turn, msg.roll, refuse, from);
  }

  /** Applies the referee's next throw if its roll is `roll`; else takes it back and refuses. */
  #apply(seat, roll, refuse, by) {
    const mv = this.game.roll();
    if (mv.roll !== roll) {
      this.game.undo();
      refuse(`a roll of ${roll} that the dice did not give (they give ${mv.roll})`);
      return false;
    }
    this.rolls.push(roll);
    this.#accepted({ move: this.game.movesMade, seat, roll, by });
    return true;
  }

  #accepted(detail) {
    this.#emit("throw", detail);
    this.#checkAway();
    // The host repeats the room after throws (a moment later, once for several): a device that
    // has no connection to the thrower yet still gets the throw, checked by its referee.
    if (this.isHost && !this.#echo) this.#echo = this.#later(() => { this.#echo = 0; this.#sendRoom(); }, 300);
    this.#emit("change");
  }

  #left(peer) {
    const member = this.#peers.get(peer);
    this.#peers.delete(peer);
    const m = member && this.members.get(member);
    if (!m || [...this.#peers.values()].includes(member)) return;
    m.present = false;
    this.#notice(`${m.name} is away.`);
    if (member === this.host && this.#elected() === this.#me.member) {
      this.host = this.#me.member;
      this.#notice("The host left: this device is the host now.");
      if (this.phase === "drawing") this.#startDraw(this.drawNumber + 1, this.#presentSeated());
      else this.#sendRoom();
      // A device that had not yet seen the old host go refused the first word of the new one.
      this.#later(() => this.#sendRoom(), 2000);
    } else if (this.isHost && this.phase === "drawing" && this.drawPeers.includes(member)) {
      this.#startDraw(this.drawNumber + 1, this.#presentSeated());
    }
    this.#checkAway();
    this.#emit("change");
  }

  /** Keeps a message that came before what it belongs to (at most EARLY of them), to be read once it has. */
  #keepEarly(msg, from) {
    if (this.#early.length < EARLY) this.#early.push({ msg, from });
  }

  /** Reads again the messages kept early (after a draw began or a game started). */
  async #readEarly() {
    const early = this.#early;
    this.#early = [];
    for (const { msg, from } of early) {
      const refuse = (why) => this.#emit("refused", { from: this.members.get(from)?.name ?? "a peer", reason: why });
      // What was kept of a draw now over only came late: it is dropped without a word.
      if (msg.t === "draw" && !(this.phase === "playing" && msg.m.draw <= this.drawNumber)) await this.#drawMessage(msg, from, refuse);
      else if (msg.t === "throw") this.#throw(msg, from, refuse);
    }
  }

  // ------------------------------------------------------------ the dice's draw

  #startDraw(number, peers) {
    this.phase = "drawing";
    this.drawNumber = number;
    this.drawPeers = peers;
    this.#sendRoom();
    this.#joinDraw(number, peers);
    clearTimeout(this.#drawTimer);
    this.#drawTimer = setTimeout(() => this.#drawExpired(), this.#opts.drawMs);
    this.#emit("change");
  }

  async #joinDraw(number, peers) {
    this.drawNumber = number;
    this.drawPeers = [...peers];
    this.draw = null;
    this.drawDeadline = Date.now() + this.#opts.drawMs;
    if (!peers.includes(this.#me.member)) return;
    const draw = new SeedDraw({ room: this.code, draw: number, peers, self: this.#me.member, maxSeed: this.#opts.maxSeed });
    this.draw = draw;
    this.#send(JSON.stringify({ t: "draw", m: await draw.commitment() }));
    await this.#readEarly();
    await this.#drawProgress();
  }

  async #drawProgress() {
    const draw = this.draw;
    if (!draw) return;
    if (draw.phase !== "committing" && !this.#revealed.has(draw)) {
      this.#revealed.add(draw);
      this.#send(JSON.stringify({ t: "draw", m: draw.reveal() }));
    }
    if (draw.phase === "done" && this.isHost) {
      clearTimeout(this.#drawTimer);
      const reveals = draw.peers.map((p) => [p, hex(draw.secrets.get(p))]);
      await this.#adoptGame({ rolls: [], reveals, drawNumber: draw.draw }, () => {});
      this.#sendRoom();
    }
    this.#emit("change");
  }

  /** The host's wait for a draw ran out: it starts again without whoever did not commit or reveal. */
  #drawExpired() {
    if (!this.isHost || this.phase !== "drawing") return;
    const missing = this.draw
      ? this.draw.peers.filter((p) => !(this.draw.phase === "committing" ? this.draw.commits : this.draw.secrets).has(p))
      : this.drawPeers;
    const names = missing.map((p) => this.members.get(p)?.name ?? p).join(", ");
    const what = this.draw?.phase === "committing" ? "sent no commitment" : "withheld the reveal";
    this.#notice(`${names} ${what} in time: the dice are drawn again without ${missing.length === 1 ? "that player" : "them"}.`);
    const peers = this.drawPeers.filter((p) => !missing.includes(p));
    this.#startDraw(this.drawNumber + 1, peers.length > 0 ? peers : [this.#me.member]);
  }

  // ------------------------------------------------------------ away players

  /** Starts (or stops) the wait for an away player whose turn it is; the host throws when it runs out. */
  #checkAway() {
    const seat = this.turn;
    const away = seat !== null && this.phase === "playing" && !this.seatMember(seat)?.present;
    if (!away) {
      clearTimeout(this.#awayTimer);
      this.awayDeadline = null;
      return;
    }
    if (this.awayDeadline !== null) return;
    const wait = Number(this.setup?.awayMs) || 30000;
    this.awayDeadline = Date.now() + wait;
    this.#awayTimer = setTimeout(() => {
      this.#emit("change");
      if (this.isHost) this.dispatchEvent(new CustomEvent("awayturn", { detail: { seat } }));
    }, wait);
  }

  // ------------------------------------------------------------ what leaves

  #hello(answer = false) {
    return JSON.stringify({ t: "hello", member: this.#me.member, key: this.#me.key, name: this.#me.name, watch: !!this.#me.watch, answer });
  }

  #sendRoom() {
    if (!this.isHost) return;
    this.version++;
    this.#send(JSON.stringify({
      t: "room", version: this.version, host: this.host, phase: this.phase, setup: this.setup,
      members: [...this.members].map(([member, m]) => ({ member, name: m.name, keyHash: m.keyHash, seat: m.seat, present: m.present })),
      seats: this.seats, drawNumber: this.drawNumber, drawPeers: this.drawPeers,
      reveals: this.phase === "playing" ? this.reveals : null, rolls: this.rolls,
    }));
  }

  #send(text, peer) {
    try {
      this.#t.send(text, peer);
    } catch {
      // A peer gone mid-send: its leave says so.
    }
  }

  /** Whether this device is connected to a member (or is it). */
  #meets(member) {
    return member === this.#me.member || [...this.#peers.values()].includes(member);
  }

  #later(fn, ms) {
    const t = setTimeout(() => {
      this.#timers.delete(t);
      fn();
    }, ms);
    this.#timers.add(t);
    return t;
  }

  /** Who takes over from a host who left: the first seated member here (this device counts), else the first member here. */
  #elected() {
    const here = (m) => this.#meets(m);
    return this.seats.find(here) ?? [...this.members.keys()].sort().find(here) ?? null;
  }

  #presentSeated() {
    return this.seats.filter((m) => this.#meets(m));
  }

  #notice(text) {
    this.#emit("notice", { text });
  }

  #emit(type, detail = null) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}

function unhexBytes(text) {
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return out;
}

// A room: one game of Snakes and Ladders played from several devices (issue 36). Every device
// holds the whole room (who sits where, who is away, the board and rules, the dice's draw and
// every throw) and its own core Game, the referee, built from the game's seed. Nobody sends a
// die's value to be believed: a throw says "move n, seat s, roll r", and each device applies the
// core's next throw and refuses the message when the core does not agree. The network is a
// transport of strings between peers (net/link.js over WebRTC; the tests use one in memory):
//
//   const room = new Room({ code, me: {member, name, watch}, signer, transport, makeGame, ... });
//   room.create(setup);        // as the host: seats itself, and sends the room to whoever joins
//   room.join();               // as a guest (or someone coming back): says hello, waits for the room
//   room.setup = {...}; room.start();   // the host: the board and rules, then the dice's draw
//   room.throwMine();          // the local player's throw, when it is their turn
//
// Events: "change" (anything shown about the room), "started" ({rolls}: a game began, or was
// received whole on (re)joining: the display replays `rolls`, then follows "throw"), "throw"
// ({move, seat, roll, by}: a throw the referee accepted, in order), "notice" ({text}: for the
// room's log), "refused" ({from, reason}: a message refused, which changed nothing; `reason`, and
// `from` when the sender has no name here, are reasons of net/why.js, worded where they are shown).
//
// The host is a role, not a server: it seats newcomers, sets the board and rules, starts the
// draw, and throws for a player who is away once everyone has seen the wait run out. When it
// leaves, the first seated player still here takes over; every device computes the same one.
//
// Who a peer is, it proves (net/hello.js): each device holds a key pair for the room, kept across
// reloads, whose public half owns its seat; its hello to each peer is signed over that peer's
// fresh challenge and their connection. What is passed on by others (throws) is signed by its
// player; the rest comes straight from the device that proved it is its member.

import { Referee } from "./referee.js";
import { AwayWait, Heartbeat } from "./turns.js";
import { RoomDraw } from "./room-draw.js";
import { Early, Outbox, REACTIONS, changedOwners, readMessage, readRoom, roomMessage, roomNotices, seatNewcomer, takeMembers } from "./room-messages.js";
import { Introductions, isHello } from "./hello.js";
import { newSigner } from "./signed.js";
import { NO_WORDS } from "../i18n/messages.js";
import { Heir, elected } from "./succession.js";
import { roomWhy } from "./why.js";

export { CODE_LENGTH, MAX_MESSAGE, REACTIONS, newCode, newIdentity, readCode } from "./room-messages.js";

/**
 * @typedef {{code: string, me: {member: string, name: string, watch?: boolean},
 *   transport: {send: (text: string, peer?: string) => void, onMessage: (fn: (text: string, peer: string) => void) => void,
 *     onJoin: (fn: (peer: string) => void) => void, onLeave: (fn: (peer: string) => void) => void, leave: () => void,
 *     binding?: (peer: string) => {mine: string, theirs: string} | null},
 *   makeGame: (seed: number, setup: any) => any, maxSeed: number, maxSeats: number,
 *   drawMs?: number, checkSetup?: (setup: any) => string | null, heartbeat?: {everyMs?: number, silentMs?: number},
 *   signer?: Promise<{pub: string, sign: (text: string) => Promise<string>}>,
 *   words?: import("../i18n/messages.js").Messages}} RoomOptions
 * `makeGame`: the core's Game for a seed and the host's setup (the away wait, `setup.awayMs`, is
 * the host's); `checkSetup`: why a setup from the host cannot be played here, or null;
 * `signer`: this device's key pair for the room (net/signed.js: it proves the seat, on coming back
 * too, and signs the throws; made here for this stay alone when not given); `transport.binding`:
 * this device's and a peer's DTLS fingerprints on their connection, which hellos are signed over;
 * `words`: the language of the room's notices (the host's Messages; `room.words` changes it).
 */

/** The host's notice of a draw begun again without `names` (who sent no commitment, or no reveal), in `words`. */
function redrawNotice(words, names, committing) {
  const said = { names: new Intl.ListFormat(words.locale, { type: "conjunction" }).format(names), count: names.length };
  return committing ? words.t("room-notice-no-commitment", said) : words.t("room-notice-no-reveal", said);
}

export class Room extends EventTarget {
  /** @type {Map<string, {name: string, pub: string, seat: number | null, present: boolean}>} `pub`: the member's key, its seat's owner */ members = new Map();
  /** @type {string[]} the member in each seat, in turn order */ seats = [];
  /** @type {string | null} the host's member id */ host = null;
  /** What the host chose: the board, rules and house rules, as the page reads them (opaque here). */ setup = null;
  /** @type {"joining" | "lobby" | "drawing" | "playing"} */ phase = "joining";
  /** The room's version: each room message the host sends is newer. */ version = 0;
  /** @type {RoomDraw} the dice's draw (net/room-draw.js): the round under way, or the last */ dice;
  /** @type {Referee} the core's Game from the seed, every accepted throw applied (net/referee.js) */ referee;

  #t;
  #me;
  /** @type {Map<string, string>} peer → member, for peers whose hello proved its member's key */ #peers = new Map();
  #opts;
  #timers = new Set();
  #away = new AwayWait();
  #inbox = Promise.resolve();
  /** @type {Heartbeat} */ #beat;
  #echo = 0;
  /** Messages that came before the room said what they belong to. */ #early = new Early();
  /** This device's key pair for the room (net/signed.js). */ #signer;
  /** @type {Introductions} the hellos: challenges given, and proofs (net/hello.js) */ #intro;
  /** @type {Map<string, {name: string, pub: string}>} members this device had a connection with: the key each proved */ #met = new Map();
  /** @type {Outbox} */ #outbox;
  /** Whether this device lost the host since its last round of the dice (which may then leave it out). */ #hostLost = false;
  /** A room from the player next in line to host, come before this device saw the host leave (net/succession.js). */ #heir = new Heir();

  /** @param {RoomOptions} options */
  constructor(options) {
    super();
    this.code = options.code;
    this.#me = { watch: false, ...options.me };
    this.#t = options.transport;
    this.#outbox = new Outbox(options.transport);
    this.#signer = options.signer ?? newSigner();
    this.#intro = new Introductions({ code: this.code, me: this.#me, signer: this.#signer, binding: (peer) => this.#t.binding?.(peer) ?? null });
    this.#opts = { drawMs: 8000, checkSetup: () => null, ...options };
    this.words = options.words ?? NO_WORDS; // the words of its notices for people (the room's log)
    this.referee = new Referee({ code: this.code, maxSeed: options.maxSeed, makeGame: options.makeGame });
    this.dice = new RoomDraw({
      code: this.code, self: this.#me.member, maxSeed: options.maxSeed, drawMs: this.#opts.drawMs,
      send: (m) => this.#outbox.send(JSON.stringify({ t: "draw", m })),
    });
    // One message at a time, in arrival order: a handler that hashes must not interleave with the next.
    this.#t.onMessage((text, peer) => {
      this.#inbox = this.#inbox.then(() => this.#receive(text, peer)).catch(() => {});
    });
    this.#t.onJoin((peer) => {
      this.#beat.heard(peer);
      this.#outbox.send(() => this.#intro.hello(peer), peer);
    });
    this.#t.onLeave((peer) => this.#left(peer));
    this.#beat = new Heartbeat({ ...options.heartbeat, ping: () => this.#outbox.send('{"t":"ping"}'), silent: (peers) => this.#silent(peers) });
    this.#beat.start();
  }

  get me() { return this.#me.member; }
  /** When the wait for an away player's turn runs out (ms since the epoch), or null. */
  get awayDeadline() { return this.#away.deadline; }
  /** The referee's game and rolls (its seed and reveals: room.referee). */
  get game() { return this.referee.game; }
  get rolls() { return this.referee.rolls; }
  /** The number of the dice's draw under way (or the last), and when its wait ends (its players: room.dice.peers). */
  get drawNumber() { return this.dice.number; }
  get drawDeadline() { return this.dice.deadline; }
  /** The members this device is connected to (each pair of devices talks directly). */
  get connected() { return [...new Set(this.#peers.values())]; }
  /** The network under the room (what a device sends, it sends through this). */
  get transport() { return this.#t; }
  get isHost() { return this.host === this.#me.member; }
  /** This device's seat, or null for a spectator (or before the room is known). */
  get mySeat() { return this.members.get(this.#me.member)?.seat ?? null; }
  /** The seat whose turn it is, or null. */
  get turn() { return this.referee.turn; }
  /** The member in a seat. */
  seatMember(seat) { return this.members.get(this.seats[seat]) ?? null; }
  /** Whether this device may throw now: its seat's turn, or the host's for an away player whose wait ran out. */
  get canThrow() {
    const seat = this.turn;
    if (seat === null || this.phase !== "playing") return false;
    if (this.seats[seat] === this.#me.member) return true;
    return this.isHost && !this.seatMember(seat)?.present && this.#away.over;
  }

  /** Opens the room as its host, seated first (a host plays: it follows every draw of the dice). */
  async create(setup) {
    this.host = this.#me.member;
    this.#me.watch = false;
    this.members.set(this.#me.member, { name: this.#me.name, pub: (await this.#signer).pub, seat: 0, present: true });
    this.seats = [this.#me.member];
    this.setup = setup;
    this.phase = "lobby";
    this.#sendRoom();
    this.#emit("change");
  }

  /** Joins (or comes back to) the room: each peer is greeted as it is met; the host, once this device proved itself, answers with the room. */
  async join() { await this.#signer; }

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
    this.#startDraw(1, this.seats.filter((m) => this.#meets(m)));
    return true;
  }

  /** The local player's throw (or the host's for an away player). Returns the move, or null. */
  throwMine() {
    if (!this.canThrow) return null;
    const mv = this.referee.throwNext();
    this.#outbox.send(() => this.sign(mv));
    this.#accepted({ ...mv, by: this.#me.member });
    return mv;
  }

  /** A throw `{move, seat, roll}` signed by this device, as text: what a cheating client could send (the tests' cheats). */
  async sign(mv) {
    return JSON.stringify(await this.referee.sign(this.#signer, mv, this.#me.member));
  }

  /** A short reaction from this device's player, shown on every screen. */
  react(emoji) {
    if (!REACTIONS.includes(emoji)) return;
    this.#outbox.send(JSON.stringify({ t: "react", e: emoji }));
    this.#emit("react", { member: this.#me.member, emoji });
  }

  /** Leaves the room: the others see this device go away. */
  leave() {
    for (const t of this.#timers) clearTimeout(t);
    this.dice.stop();
    this.#beat.stop();
    this.#away.stop();
    this.#t.leave();
    this.referee.free();
  }

  // ------------------------------------------------------------ what arrives

  async #receive(text, peer) {
    const { msg, reason } = readMessage(text);
    const from = this.#peers.get(peer) ?? null;
    const refuse = (why) => this.#emit("refused", { from: this.members.get(from)?.name ?? roomWhy("room-why-from-stranger"), reason: why });
    this.#beat.heard(peer);
    if (!msg) return refuse(reason);
    if (msg.t === "hello") return this.#hello_(msg, peer, refuse);
    if (!from) {
      // A peer not proved yet (its proof on the way, or taken for gone and speaking again: a phone
      // woken up) is asked who it is; what it says waits for its proof.
      const { ask, full } = this.#intro.hold(peer, msg.t === "ping" ? null : text);
      if (ask) this.#outbox.send(() => this.#intro.hello(peer, { ask: true }), peer);
      return full ? refuse(roomWhy("room-why-before-hello", { kind: msg.t })) : undefined;
    }
    if (msg.t === "ping") return undefined;
    if (msg.t === "room") return this.#room(msg, from, refuse);
    if (msg.t === "draw") return this.#drawMessage(msg, from, refuse);
    if (msg.t === "throw") return this.#throw(msg, from, refuse);
    if (msg.t === "react") return REACTIONS.includes(msg.e) ? this.#emit("react", { member: from, emoji: msg.e }) : refuse(roomWhy("room-why-not-reaction"));
  }

  /** A hello: answered with this device's (its proof, or its challenge); taken once it proves its key. */
  async #hello_(msg, peer, refuse) {
    if (!isHello(msg)) return refuse(roomWhy("room-why-hello-parts"));
    if (msg.member === this.#me.member) return refuse(roomWhy("room-why-hello-own-name"));
    const { proved, reply, reason } = await this.#intro.read(msg, peer);
    if (reply) this.#outbox.send(() => this.#intro.hello(peer), peer);
    if (!proved) return reason ? refuse(reason) : undefined;
    const known = this.members.get(msg.member);
    const owner = known ?? this.#met.get(msg.member);
    if (owner && owner.pub !== msg.pub) return refuse(roomWhy("room-why-wrong-key", { name: msg.name.slice(0, 40), owner: owner.name }));
    const before = this.#peers.get(peer);
    this.#peers.set(peer, msg.member);
    this.#met.set(msg.member, { name: msg.name, pub: msg.pub });
    if (known) {
      const back = !known.present;
      known.present = true;
      if (back && this.phase !== "joining") this.#notice(this.words.t("room-notice-back", { name: known.name }));
      this.#checkAway();
    } else if (this.isHost) {
      this.#notice(seatNewcomer(this, msg, this.#opts.maxSeats));
    }
    if (this.isHost && (!known || !before)) this.#sendRoom();
    this.#emit("change");
    for (const text of this.#intro.release(peer)) await this.#receive(text, peer);
  }

  async #room(msg, from, refuse) {
    const why = readRoom(msg, this.#opts);
    if (why) return refuse(why);
    // Only the host speaks for the room; when the host is away, the player who takes over.
    const takingOver = this.host !== null && from !== this.host && !this.members.get(this.host)?.present && from === elected(this.seats, this.members, (m) => this.#meets(m));
    if (msg.host !== from || (this.host !== null && from !== this.host && !takingOver)) {
      return this.#heir.keep(this, msg, from, refuse, (m) => this.#meets(m)) ? undefined : refuse(roomWhy("room-why-not-host"));
    }
    this.#heir.heard(from, this.host);
    if (msg.version <= this.version && this.phase !== "joining") return; // an older or repeated room: nothing new
    const changed = changedOwners(msg, new Map([...this.#met, ...this.members]), this.seats);
    if (changed) return refuse(changed);
    const members = takeMembers(msg, (m) => this.#meets(m));
    const mine = members.get(this.#me.member);
    if (this.phase !== "joining" && !mine) return refuse(roomWhy("room-why-without-me"));
    const joining = this.phase === "joining";
    if (joining && !mine) return; // the host has not seated this device yet: its next room will
    if (mine && mine.pub !== (await this.#signer).pub) return refuse(roomWhy("room-why-my-place-other-key"));
    const leftOut = !joining && mine?.seat != null ? this.dice.leftOut(msg, { phase: this.phase, playing: this.phase === "playing" && !!this.game, hostLost: this.#hostLost }) : null;
    if (leftOut) return leftOut === "again" ? undefined : refuse(leftOut);
    const setupChanged = JSON.stringify(msg.setup) !== JSON.stringify(this.setup);
    const said = joining ? [] : roomNotices(this.words, { before: this.members, after: members, wasHost: this.host, host: msg.host, setupChanged, me: this.#me.member });
    this.version = msg.version;
    this.members = members;
    this.members.get(this.#me.member).present = true;
    this.seats = msg.seats;
    this.host = msg.host;
    this.setup = msg.setup;
    for (const text of said) this.#notice(text);
    if (msg.phase === "drawing" && (msg.drawNumber !== this.drawNumber || this.phase !== "drawing")) {
      this.phase = "drawing";
      this.#joinDraw(msg.drawNumber, msg.drawPeers);
    } else if (msg.phase === "playing") {
      if (!(await this.#adoptGame(msg, refuse))) return;
    } else if (msg.phase === "lobby") {
      this.phase = "lobby";
    }
    this.#checkAway(); // the room may say the player whose turn it is went away, or came back
    this.#emit("change");
  }

  /** A room in play: the seed from its reveals, and its throws replayed through the core and checked. */
  async #adoptGame(msg, refuse) {
    if (this.phase === "playing" && this.game) {
      // Throws arrive one by one; a room that is ahead brings those this device missed.
      const behind = msg.rolls.length > this.rolls.length && this.rolls.every((r, i) => r === msg.rolls[i]);
      for (const r of behind ? msg.rolls.slice(this.rolls.length) : []) {
        const mv = this.referee.apply(r);
        if (mv.reason) return refuse(mv.reason), false;
        this.#accepted({ ...mv, by: msg.host });
      }
      return true;
    }
    const mine = this.dice.draw;
    const draw = mine && mine.phase !== "committing" && msg.drawNumber === this.drawNumber ? mine : null;
    const why = await this.referee.begin(msg, this.setup, draw, (p) => this.members.get(p)?.name);
    if (why) return refuse(why), false;
    this.dice.number = msg.drawNumber;
    this.phase = "playing";
    this.dice.stop();
    this.#emit("started", { rolls: [...this.rolls] });
    this.#checkAway();
    await this.#readEarly();
    return true;
  }

  async #drawMessage(msg, from, refuse) {
    const said = await this.dice.receive(msg.m, from, this.phase);
    if (said === "early") return this.#early.keep(msg, from);
    if (typeof said === "object") return refuse(said.reason);
    if (said !== "taken") return;
    await this.#drawProgress();
    await this.#readEarly(); // a reveal kept for want of a commitment may be read now
  }

  /** A throw from its player, or passed on: each device passes on what it accepts, for those not connected to the player yet. */
  async #throw(msg, from, refuse) {
    // A throw can outrun the host's word that the game began: kept until it comes.
    if (this.phase !== "playing" || !this.game) return this.phase === "joining" || this.phase === "drawing" ? this.#early.keep(msg, from) : refuse(roomWhy("room-why-no-game"));
    const mv = await this.referee.receive(msg, {
      members: this.members, seats: new Map(this.seats.map((m, i) => [m, i])), host: this.host, away: (seat) => !this.seatMember(seat)?.present,
    });
    if (mv === "repeat") return undefined; // passed on by several devices: the first counts
    if (mv.reason) return refuse(mv.reason);
    this.#accepted({ ...mv, by: msg.by });
    this.#outbox.send(JSON.stringify({ t: "throw", move: msg.move, seat: msg.seat, roll: msg.roll, by: msg.by, sig: msg.sig }));
  }

  #accepted(detail) {
    this.#emit("throw", detail);
    this.#checkAway();
    // The host repeats the room after throws (a moment later, once for several): a device that missed one catches up.
    if (this.isHost && !this.#echo) this.#echo = later(this.#timers, () => { this.#echo = 0; this.#sendRoom(); }, 300);
    this.#emit("change");
  }

  /** Peers that said nothing for too long: all taken off first, then each gone as if it had left. */
  #silent(peers) {
    const gone = peers.map((peer) => [peer, this.#peers.get(peer)]);
    for (const [peer] of gone) this.#peers.delete(peer);
    for (const [peer, member] of gone) this.#left(peer, member, true);
  }

  #left(peer, member = this.#peers.get(peer), silent = false) {
    this.#peers.delete(peer);
    if (!silent) this.#intro.forget(peer);
    this.#beat.forget(peer);
    const m = member && this.members.get(member);
    if (!m || [...this.#peers.values()].includes(member)) return;
    if (member === this.host) this.#hostLost = true;
    m.present = false;
    this.#notice(this.words.t("room-notice-away", { name: m.name }));
    const heir = member === this.host ? this.#heir.take() : null;
    if (heir) this.#inbox = this.#inbox.then(() => this.#room(heir.msg, heir.from, heir.refuse)).catch(() => {});
    // A device that stopped hearing anyone at all (asleep, or its own network gone) does not
    // take over: the others, who still hear each other, go on without it. Hearing nobody lately
    // counts, not only having nobody left: the others' silences end a beat apart. A host that left
    // (its connection closed) is replaced by whoever comes first here.
    if (member === this.host && elected(this.seats, this.members, (m) => this.#meets(m)) === this.#me.member && !(silent && !this.#beat.hearsAnyone())) {
      this.host = this.#me.member;
      // Who is here is this device's to say now, from its own connections, not the old host's word.
      for (const [member, m] of this.members) m.present = this.#meets(member);
      this.#notice(this.words.t("room-notice-host-here"));
      if (this.phase === "drawing") this.#startDraw(this.drawNumber + 1, this.seats.filter((m) => this.#meets(m)));
      else this.#sendRoom();
      // Said again for a device that missed the first (one that had not seen the old host go yet kept it: net/succession.js).
      later(this.#timers, () => this.#sendRoom(), 2000);
    } else if (this.isHost && this.phase === "drawing" && this.dice.peers.includes(member)) {
      this.#startDraw(this.drawNumber + 1, this.seats.filter((m) => this.#meets(m)));
    } else if (this.isHost) this.#sendRoom(); // heard by a device that never met the player (takeMembers)
    this.#checkAway();
    this.#emit("change");
  }

  /** Reads again the messages kept early (after a draw began or a game started). */
  async #readEarly() {
    for (const { msg, from } of this.#early.take()) {
      const refuse = (why) => this.#emit("refused", { from: this.members.get(from)?.name ?? roomWhy("room-why-from-peer"), reason: why });
      // What was kept of a draw now over only came late: it is dropped without a word.
      if (msg.t === "draw" && !(this.phase === "playing" && msg.m.draw <= this.drawNumber)) await this.#drawMessage(msg, from, refuse);
      else if (msg.t === "throw") await this.#throw(msg, from, refuse);
    }
  }

  // ------------------------------------------------------------ the dice's draw

  #startDraw(number, peers) {
    this.phase = "drawing";
    this.dice.number = number;
    this.dice.peers = [...peers];
    this.#sendRoom();
    this.#joinDraw(number, peers);
    this.dice.arm((expired) => this.#drawExpired(expired));
    this.#emit("change");
  }

  async #joinDraw(number, peers) {
    if (peers.includes(this.#me.member)) this.#hostLost = false;
    await this.dice.join(number, peers);
    await this.#readEarly();
    await this.#drawProgress();
  }

  async #drawProgress() {
    const reveals = this.dice.progress();
    if (reveals && this.isHost && this.phase === "drawing") {
      await this.#adoptGame({ rolls: [], reveals, drawNumber: this.drawNumber }, () => {});
      this.#sendRoom();
    }
    this.#emit("change");
  }

  /** The host's wait for a draw ran out: it starts again without whoever did not commit or reveal. */
  #drawExpired({ missing, committing }) {
    if (!this.isHost || this.phase !== "drawing") return;
    this.#notice(redrawNotice(this.words, missing.map((p) => this.members.get(p)?.name ?? p), committing));
    const peers = this.dice.peers.filter((p) => !missing.includes(p));
    this.#startDraw(this.drawNumber + 1, peers.length > 0 ? peers : [this.#me.member]);
  }

  // ------------------------------------------------------------ away players

  /** Starts (or stops) the wait for an away player whose turn it is; the host throws when it runs out. */
  #checkAway() {
    this.#away.follow(this, (type, detail = null) => this.#emit(type, detail));
  }

  // ------------------------------------------------------------ what leaves

  #sendRoom() {
    if (!this.isHost) return;
    this.version++;
    this.#outbox.send(roomMessage(this));
  }

  /** Whether this device is connected to a member (or is it). */
  #meets(member) {
    return member === this.#me.member || [...this.#peers.values()].includes(member);
  }

  #notice(text) { this.#emit("notice", { text }); }

  #emit(type, detail = null) { this.dispatchEvent(new CustomEvent(type, { detail })); }
}

/** Runs `fn` after `ms`, the timer kept in `timers` (which Room.leave clears) until it has run. */
function later(timers, fn, ms) {
  const t = setTimeout(() => {
    timers.delete(t);
    fn();
  }, ms);
  timers.add(t);
  return t;
}

// What a room's messages must be (issue 36): each peer's string read as one message of a known
// kind and size, a room and a draw's reveals checked for their parts (a hello: net/hello.js), and a game's
// throws replayed through the core from its seed. Every check says what is wrong (a reason,
// net/why.js: worded in the reader's language where it is shown); net/room.js refuses the
// message with it and nothing changes.

import { hex } from "./dice.js";
import { roomWhy } from "./why.js";

/** The longest message taken (characters): a room with its throws, 16 characters a throw at most. */
export const MAX_MESSAGE = 512 * 1024;
/** The longest message other than the room itself. */
const MAX_SMALL = 4096;
/** The most messages kept while waiting for what they belong to (a draw's, a game's first throws). */
export const EARLY = 64;
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

/**
 * A new identity on this device for a room: a member id and the name. What proves it on coming
 * back is the device's key pair for the room (net/signed.js), kept with it (net/identity.js).
 */
export function newIdentity(name, random = (n) => crypto.getRandomValues(new Uint8Array(n))) {
  return { member: hex(random(8)), name };
}

export const isText = (v, most) => typeof v === "string" && v.length > 0 && v.length <= most;
export const isId = (v) => typeof v === "string" && /^[0-9a-f]{16}$/.test(v);
export const isCount = (v) => Number.isSafeInteger(v) && v >= 0;
/** An uncompressed P-256 public key (65 bytes) in hex: a device's key for the room, its seat's owner (net/signed.js). */
export const isPublicKey = (v) => typeof v === "string" && /^04[0-9a-f]{128}$/.test(v);

/**
 * Reads a peer's string as a message: `{msg}` or `{reason}` (too long, not JSON, not an object
 * with a known type). Only the shape is checked here; what it says is judged by the room.
 */
export function readMessage(text) {
  if (typeof text !== "string") return { reason: roomWhy("room-why-not-text") };
  if (text.length > MAX_MESSAGE) return { reason: roomWhy("room-why-too-long", { characters: text.length, most: MAX_MESSAGE }) };
  let msg;
  try {
    msg = JSON.parse(text);
  } catch {
    return { reason: roomWhy("room-why-not-json") };
  }
  if (!msg || typeof msg !== "object" || Array.isArray(msg)) return { reason: roomWhy("room-why-not-message") };
  if (!["hello", "room", "draw", "throw", "react", "ping"].includes(msg.t)) return { reason: roomWhy("room-why-unknown-kind", { kind: String(msg.t).slice(0, 20) }) };
  if (msg.t !== "room" && text.length > MAX_SMALL) return { reason: roomWhy("room-why-kind-too-long", { kind: msg.t, characters: text.length }) };
  return { msg };
}


/** The room as its host sends it (a Room's fields: see readRoom for what is checked on arrival). */
export function roomMessage(room) {
  return JSON.stringify({
    t: "room", version: room.version, host: room.host, phase: room.phase, setup: room.setup,
    members: [...room.members].map(([member, m]) => ({ member, name: m.name, pub: m.pub, seat: m.seat, present: m.present })),
    seats: room.seats, drawNumber: room.drawNumber, drawPeers: room.dice.peers,
    reveals: room.phase === "playing" ? room.referee.reveals : null, rolls: room.rolls,
  });
}

/**
 * A room's members as this device takes them from the host's room message. Who is here: a
 * member this device has a connection with (`meets(member)`), and any other the host says is
 * here, each time the host says it. So a player who goes away is shown away on every device, and
 * a player whose connection with this device failed (their handshake, or a connection that
 * stopped later, after a reload or a change of network) but who still plays through the host is
 * shown here, as the host sees them, not away for the rest of the game. A member's key (its
 * seat's owner) never changes: see changedOwners.
 */
export function takeMembers(msg, meets) {
  return new Map(msg.members.map((m) => [m.member, { name: m.name, pub: m.pub, seat: m.seat, present: meets(m.member) || !!m.present }]));
}

/**
 * What a device says when it takes a host's room (`after`: its members as takeMembers gives
 * them) in place of what it had (`before`, the host `wasHost`): a new host, new setup, and each
 * member the room shows gone away or back (this device's own member aside).
 */
export function roomNotices(words, { before, after, wasHost, host, setupChanged, me }) {
  const said = [];
  if (wasHost && wasHost !== host) said.push(words.t("room-notice-new-host", { name: after.get(host)?.name ?? "?" }));
  if (setupChanged) said.push(words.t("room-notice-setup-changed"));
  for (const [member, m] of after) {
    const was = before.get(member);
    if (member !== me && was && was.present !== m.present) said.push(words.t(m.present ? "room-notice-back" : "room-notice-away", { name: m.name }));
  }
  return said;
}

/**
 * Why a host's room cannot be taken by a device that has the room as `known` (members) and
 * `seats`, or null: a member's key is not the one this device knows (it proved it in its hello,
 * or the room said it before), or a seat has another player. Seats are only ever added (in the
 * lobby), and a key is its player's for the whole room, so a host cannot hand a seat on.
 */
export function changedOwners(msg, known, seats) {
  for (const m of msg.members) {
    const was = known.get(m.member);
    if (was && was.pub !== m.pub) return roomWhy("room-why-place-other-key", { name: was.name });
  }
  const moved = seats.findIndex((member, i) => msg.seats[i] !== member);
  return moved < 0 ? null : roomWhy("room-why-seat-other-player", { seat: moved + 1 });
}

/**
 * The host seats a newcomer whose hello proved its key: the next seat while the room waits for
 * its game and has one (else, or when it asked to watch, as a spectator). Returns the words for the log (the room's).
 */
export function seatNewcomer(room, hello, maxSeats) {
  const seat = !hello.watch && room.seats.length < maxSeats && room.phase === "lobby" ? room.seats.length : null;
  room.members.set(hello.member, { name: hello.name, pub: hello.pub, seat, present: true });
  if (seat !== null) room.seats.push(hello.member);
  return seat === null ? room.words.t("room-notice-watching", { name: hello.name }) : room.words.t("room-notice-joined", { name: hello.name });
}

/** What is wrong with a room message's parts (members, seats, rolls, draw, setup), or null. */
export function readRoom(msg, { maxSeats, checkSetup }) {
  if (!isCount(msg.version) || !isId(msg.host) || !Array.isArray(msg.members) || !Array.isArray(msg.seats)
    || !["lobby", "drawing", "playing"].includes(msg.phase) || !Array.isArray(msg.rolls)) return roomWhy("room-why-room-parts");
  if (!msg.members.every((m) => m && isId(m.member) && isText(m.name, 80) && isPublicKey(m.pub)
    && (m.seat === null || isCount(m.seat)))) {
    return roomWhy("room-why-member-parts");
  }
  const seatOf = new Map(msg.members.map((m) => [m.member, m.seat]));
  if (msg.seats.length > maxSeats || !msg.seats.every((s, i) => seatOf.get(s) === i)) return roomWhy("room-why-seats-mismatch");
  if (!msg.rolls.every((r) => Number.isSafeInteger(r) && r > 0)) return roomWhy("room-why-rolls-not-whole");
  if (msg.phase === "drawing" && !(isCount(msg.drawNumber) && Array.isArray(msg.drawPeers) && msg.drawPeers.every((p) => seatOf.get(p) != null))) {
    return roomWhy("room-why-draw-parts");
  }
  return msg.setup ? checkSetup(msg.setup) : roomWhy("room-why-no-setup");
}

/**
 * What is wrong with a game's reveals, or null: each `[member, secret]` in hex, and, where this
 * device drew too (`draw`: its SeedDraw, past committing), each the secret that peer sent it.
 */
export function readReveals(reveals, draw, nameOf) {
  if (!Array.isArray(reveals) || !reveals.every((p) => Array.isArray(p) && p.length === 2 && isId(p[0]) && /^[0-9a-f]{64}$/.test(p[1]))) {
    return roomWhy("room-why-no-reveals");
  }
  for (const [peer, secret] of draw ? reveals : []) {
    const said = draw.secrets.get(peer);
    if (said && hex(said) !== secret) return roomWhy("room-why-reveal-changed", { name: nameOf(peer) ?? "?" });
  }
  return null;
}

/** A new core Game (`make()`) with `rolls` thrown, each checked: `{game}`, or `{reason}` (the game freed). */
export function replayGame(make, rolls) {
  let game;
  try {
    game = make();
  } catch (e) {
    return { reason: roomWhy("room-why-game-unplayable", { error: e && typeof e === "object" ? e : String(e) }) };
  }
  for (const r of rolls) {
    const mv = game.roll();
    if (mv.roll !== r) {
      game.free?.();
      return { reason: roomWhy("room-why-throws-not-dice", { move: game.movesMade, dice: mv.roll, roll: r }) };
    }
  }
  return { game };
}

/** Who a draw still waits for when its time is up, and what they did not send (`committing`: their commitment, else their reveal). */
export function missingFromDraw(draw, peers) {
  if (!draw) return { missing: peers, committing: true };
  const committing = draw.phase === "committing";
  return { missing: draw.peers.filter((p) => !(committing ? draw.commits : draw.secrets).has(p)), committing };
}

/** What a device sends, in order: texts, or functions making them (a hello waits for the device's key pair). */
export class Outbox {
  #t;
  #queue = Promise.resolve();
  /** @param {{send: (text: string, peer?: string) => void}} transport */
  constructor(transport) {
    this.#t = transport;
  }

  /** Sends `text` (or what `text()` makes) to `peer`, or to every peer. */
  send(text, peer) {
    this.#queue = this.#queue
      .then(async () => this.#t.send(typeof text === "function" ? await text() : text, peer))
      .catch(() => {}); // a peer gone mid-send: its leave says so
  }
}

/** Messages that came before what they belong to (a draw's round, a game's first throws), EARLY at most. */
export class Early {
  /** @type {{msg: any, from: string}[]} */
  #kept = [];

  keep(msg, from) {
    if (this.#kept.length < EARLY) this.#kept.push({ msg, from });
  }

  /** The messages kept, in order; none are kept after. */
  take() {
    const kept = this.#kept;
    this.#kept = [];
    return kept;
  }
}

/** Bytes of hex (checked by the caller). */
export function unhexBytes(text) {
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return out;
}

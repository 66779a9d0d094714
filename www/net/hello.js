// Who a peer is, proved and not told (issue 36). Each pair of devices in a room greets each
// other with a hello: a member id, a name, whether it watches, the device's public key for the
// room (the owner of its seat, net/signed.js), and a challenge for the other device, 16 fresh
// random bytes for that peer alone. The answer is the next hello, with a proof: the signature,
// by the key it names, over that challenge, the room's code and the connection's DTLS
// fingerprints. Each side proves itself to the other alike, the host to a newcomer as the
// newcomer to the host, and a hello counts only with the proof of the challenge this device gave
// that peer. So a hello seen once is worth nothing: sent again by another device, or to another
// device, or over another connection, it answers nobody's challenge. No secret is sent.
//
//   const intro = new Introductions({ code, me, signer, binding });
//   send(await intro.hello(peer));               // on meeting a peer ({ask: true}: asking who it is)
//   const { proved, reply, reason } = await intro.read(msg, peer);

import { hex } from "./dice.js";
import { EARLY, isId, isPublicKey, isText } from "./room-messages.js";
import { checkHello, isSignature, proveHello } from "./signed.js";

/** A challenge: 16 random bytes in hex. */
const isNonce = (v) => typeof v === "string" && /^[0-9a-f]{32}$/.test(v);

/** Whether `msg` is a hello: a member id, its public key, a name, watching or not, a challenge, and a proof (or null). */
export function isHello(msg) {
  return isId(msg.member) && isPublicKey(msg.pub) && isText(msg.name, 80) && typeof msg.watch === "boolean"
    && isNonce(msg.nonce) && (msg.proof === null || isSignature(msg.proof)) && typeof msg.ask === "boolean";
}

export class Introductions {
  /** @type {Map<string, string>} peer → the challenge this device gave it */
  #asked = new Map();
  /** @type {Map<string, {nonce: string, proof: string}>} peer → its challenge, and this device's proof for it */
  #answered = new Map();
  /** @type {Map<string, string[]>} peer → what it said before its proof came (EARLY at most) */
  #held = new Map();
  #o;

  /**
   * @param {{code: string, me: {member: string, name: string, watch?: boolean},
   *   signer: Promise<{pub: string, sign: (text: string) => Promise<string>}>,
   *   binding: (peer: string) => {mine: string, theirs: string} | null, random?: (n: number) => Uint8Array}} options
   * `me` is read when a hello is made (the host's is made a player on creating the room);
   * `binding`: this device's and the peer's DTLS fingerprints on the connection, or null.
   */
  constructor(options) {
    this.#o = { random: (n) => crypto.getRandomValues(new Uint8Array(n)), ...options };
  }

  /** The hello for `peer`: this device's challenge for it, and its proof of the peer's challenge once it has one. */
  async hello(peer, { ask = false } = {}) {
    const { member, name, watch } = this.#o.me;
    let nonce = this.#asked.get(peer);
    if (!nonce) this.#asked.set(peer, (nonce = hex(this.#o.random(16))));
    const pub = (await this.#o.signer).pub;
    return JSON.stringify({ t: "hello", member, name, watch: !!watch, pub, nonce, proof: this.#answered.get(peer)?.proof ?? null, ask });
  }

  /**
   * A peer's hello (its shape checked: isHello): `proved`, it is the holder of the key it names,
   * on this connection; `reply`, this device owes it a hello (its challenge is new here, it asked,
   * or it has no challenge of this device's yet); `reason`, why a proof it carried does not hold.
   */
  async read(msg, peer) {
    const { code, me } = this.#o;
    let reply = msg.ask || !this.#asked.has(peer);
    if (this.#answered.get(peer)?.nonce !== msg.nonce) {
      const proof = await proveHello(await this.#o.signer, { code, member: me.member, name: me.name, watch: !!me.watch, nonce: msg.nonce, binding: this.#binding(peer, true) });
      this.#answered.set(peer, { nonce: msg.nonce, proof });
      reply = true;
    }
    if (msg.proof === null) return { proved: false, reply, reason: null };
    const reason = await checkHello(msg, { code, nonce: this.#asked.get(peer), binding: this.#binding(peer, false) });
    return { proved: reason === null, reply, reason };
  }

  /**
   * Keeps what a peer not proved yet says (`text`; null for a word that needs no keeping) until its
   * proof comes: a peer greeted, or taken for gone and speaking again, may say more before its
   * proof. `ask`: the first word held (ask the peer who it is); `full`: EARLY are held already.
   */
  hold(peer, text) {
    const ask = !this.#held.has(peer);
    const held = this.#held.get(peer) ?? [];
    this.#held.set(peer, held);
    const full = text !== null && held.length >= EARLY;
    if (text !== null && !full) held.push(text);
    return { ask, full };
  }

  /** What `peer` said before its proof, now that it proved who it is (none is held after). */
  release(peer) {
    const held = this.#held.get(peer) ?? [];
    this.#held.delete(peer);
    return held;
  }

  /** The peer's connection is gone: a new one is greeted afresh. */
  forget(peer) {
    this.#asked.delete(peer);
    this.#answered.delete(peer);
    this.#held.delete(peer);
  }

  /** The connection's fingerprints as the signer and the greeted device (`mine`: this device signs). */
  #binding(peer, mine) {
    const b = this.#o.binding(peer) ?? { mine: "", theirs: "" };
    return mine ? { signer: b.mine, greeted: b.theirs } : { signer: b.theirs, greeted: b.mine };
  }
}

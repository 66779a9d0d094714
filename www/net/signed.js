// What a device signs in a room (issue 36). Each device holds a key pair for the room (ECDSA
// P-256, WebCrypto): made when it first enters the room, kept on the device (net/identity.js,
// the private half non-extractable) so that after a reload it can prove it is the same player,
// and named in the room's members by its public half, the seat's owner. Nothing secret is sent.
//
// - A hello proves who a peer is: its signature over a fresh challenge from the device it greets,
//   the room's code and the DTLS fingerprints of the connection between the two (when the
//   network gives them), so a hello seen once is worth nothing anywhere else.
// - A throw is signed over the room's code, the game's seed, the move, the seat, the roll and
//   the thrower: every device passes on the throws it accepts, so the sender of a throw may not
//   be its thrower, and only the signature says who threw.
//
//   const signer = signerOf(await newKeyPair());   // {pub, sign(text)}
//   const proof = await proveHello(signer, {code, member, name, watch, nonce, binding});
//   await checkHello(msg, {code, nonce, binding})   // null, or why the proof does not hold
//   const msg = await signThrow(signer, {code, seed, move, seat, roll, by});
//   await checkThrow(msg, {code, seed, pub, name})  // null, or why the signature does not hold

import { hex } from "./dice.js";
import { isPublicKey, unhexBytes } from "./room-messages.js";
import { roomWhy } from "./why.js";

const ALGORITHM = { name: "ECDSA", namedCurve: "P-256" };
const SIGNING = { name: "ECDSA", hash: "SHA-256" };
/** A raw P-256 signature (64 bytes) in hex. */
export const isSignature = (v) => typeof v === "string" && /^[0-9a-f]{128}$/.test(v);

/** A new key pair for a room, its private half not extractable (it can sign, never be read). */
export function newKeyPair() {
  return crypto.subtle.generateKey(ALGORITHM, false, ["sign", "verify"]);
}

/** A device's signer from its key pair: the public half in hex, and a signing function. */
export async function signerOf(pair) {
  const pub = hex(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)));
  const sign = async (text) => hex(new Uint8Array(await crypto.subtle.sign(SIGNING, pair.privateKey, new TextEncoder().encode(text))));
  return { pub, sign };
}

/** A signer with a new key pair (for one stay only: kept nowhere). */
export async function newSigner() {
  return signerOf(await newKeyPair());
}

/** Public keys read once (a room's players throw many times). */
const keys = new Map();

async function publicKey(pub) {
  let key = keys.get(pub);
  if (!key) {
    key = await crypto.subtle.importKey("raw", unhexBytes(pub), ALGORITHM, false, ["verify"]);
    if (keys.size > 64) keys.clear();
    keys.set(pub, key);
  }
  return key;
}

/** Whether `sig` is the signature of `text` by the holder of `pub` (both checked for shape here). */
async function holds(pub, text, sig) {
  if (!isPublicKey(pub) || !isSignature(sig)) return false;
  try {
    return await crypto.subtle.verify(SIGNING, await publicKey(pub), unhexBytes(sig), new TextEncoder().encode(text));
  } catch {
    return false;
  }
}

/**
 * What a hello's proof covers: the room, who the peer says it is (member, public key, name,
 * watching), the challenge the greeted device gave it, and the connection (`binding`: the
 * signer's DTLS fingerprint and the greeted device's, or empty where the network has none).
 */
function helloText({ code, member, pub, name, watch, nonce, binding }) {
  return JSON.stringify(["hello", code, member, pub, name, watch, nonce, binding.signer, binding.greeted]);
}

/** The proof for a hello from this device (`signer`, as `member`) to a device that challenged it with `nonce`. */
export async function proveHello(signer, { code, member, name, watch, nonce, binding }) {
  return signer.sign(helloText({ code, member, pub: signer.pub, name, watch, nonce, binding }));
}

/**
 * Whether a hello's proof holds for this device's challenge `nonce` (null: it never gave one),
 * in this room, on this connection (`binding`: the peer's fingerprint as `signer`, this device's
 * as `greeted`): null, or why not.
 */
export async function checkHello(msg, { code, nonce, binding }) {
  if (!nonce) return roomWhy("room-why-hello-no-challenge");
  const ok = await holds(msg.pub, helloText({ ...msg, code, nonce, binding }), msg.proof);
  return ok ? null : roomWhy("room-why-hello-not-signed", { name: msg.name.slice(0, 40) });
}

/** What a throw's signature covers. */
function throwText({ code, seed, move, seat, roll, by }) {
  return `throw|${code}|${seed}|${move}|${seat}|${roll}|${by}`;
}

/** A throw message, signed by `signer` for member `by`. */
export async function signThrow(signer, { code, seed, move, seat, roll, by }) {
  const sig = await signer.sign(throwText({ code, seed, move, seat, roll, by }));
  return { t: "throw", move, seat, roll, by, sig };
}

/**
 * Whether a throw message is signed by the holder of `pub` for this room and game: null, or
 * why not. `name`: the thrower's name, for the words.
 */
export async function checkThrow(msg, { code, seed, pub, name }) {
  if (!isSignature(msg.sig)) return roomWhy("room-why-unsigned");
  if (!isPublicKey(pub)) return roomWhy("room-why-no-key", { name });
  return (await holds(pub, throwText({ ...msg, code, seed }), msg.sig)) ? null : roomWhy("room-why-not-signed", { name });
}

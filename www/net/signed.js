// Throws signed by their player (issue 36). Every device passes on the throws it accepts, so a
// throw reaches a device with no connection to its player yet; then the sender of a message is
// not its thrower, and only a signature says who threw. Each device makes an ECDSA P-256 key
// pair for its stay in the room (WebCrypto; the private key never leaves it) and says the public
// half in its hello; the host lists it in the room. A throw is signed over the room's code, the
// game's seed, the move, the seat, the roll and the thrower, so it cannot be moved to another
// room, another game or another move, nor claimed for another player.
//
//   const signer = await newSigner();          // {pub, sign(text)}
//   const msg = await signThrow(signer, {code, seed, move, seat, roll, by});
//   await checkThrow(msg, {code, seed, pub})   // null, or why the signature does not hold

import { hex } from "./dice.js";
import { isPublicKey, unhexBytes } from "./room-messages.js";

const ALGORITHM = { name: "ECDSA", namedCurve: "P-256" };
const SIGNING = { name: "ECDSA", hash: "SHA-256" };
/** A raw P-256 signature (64 bytes) in hex. */
const isSignature = (v) => typeof v === "string" && /^[0-9a-f]{128}$/.test(v);

/** This device's key pair for a room: the public half in hex, and a signing function. */
export async function newSigner() {
  const pair = await crypto.subtle.generateKey(ALGORITHM, false, ["sign", "verify"]);
  const pub = hex(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)));
  const sign = async (text) => hex(new Uint8Array(await crypto.subtle.sign(SIGNING, pair.privateKey, new TextEncoder().encode(text))));
  return { pub, sign };
}

/** What a throw's signature covers. */
function signedText({ code, seed, move, seat, roll, by }) {
  return `throw|${code}|${seed}|${move}|${seat}|${roll}|${by}`;
}

/** A throw message, signed by `signer` for member `by`. */
export async function signThrow(signer, { code, seed, move, seat, roll, by }) {
  const sig = await signer.sign(signedText({ code, seed, move, seat, roll, by }));
  return { t: "throw", move, seat, roll, by, sig };
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

/**
 * Whether a throw message is signed by the holder of `pub` for this room and game: null, or
 * why not. `name`: the thrower's name, for the words.
 */
export async function checkThrow(msg, { code, seed, pub, name }) {
  if (!isSignature(msg.sig)) return "a throw without its player's signature";
  if (!isPublicKey(pub)) return `a throw for ${name}, whose key this device does not have yet`;
  try {
    const ok = await crypto.subtle.verify(SIGNING, await publicKey(pub), unhexBytes(msg.sig), new TextEncoder().encode(signedText({ ...msg, code, seed })));
    return ok ? null : `a throw that ${name} did not sign`;
  } catch {
    return `a throw that ${name} did not sign`;
  }
}

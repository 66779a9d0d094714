// This device's place in a room, kept across reloads (issue 36): its member id, its name, whether
// it watches, and its key pair for the room (net/signed.js), whose public half owns its seat.
// They are kept in IndexedDB, which stores the key pair as WebCrypto key objects: the private key
// is made non-extractable, so the page can sign with it after a reload and no script (the
// page's own, an extension's, a cheat's in the console) can read it out or copy it to another
// device. (localStorage holds only text: the key would have to be exportable, as pkcs8, and
// could then be copied.) One room is kept at a time: entering another replaces it; leaving
// forgets it. Where IndexedDB is not to be had (some private windows), nothing is kept and a
// reload comes back as a newcomer.
//
//   const kept = await keptIdentity(code);     // {member, name, watch, keys} for that room, or null
//   keepIdentity(code, {member, name, watch, keys});   keepIdentity(null, null)   // forget

const DB = "snakes-ladders";
const STORE = "room";
const KEY = "identity";
/** Where the page kept a room's identity before, with a secret seat key: no longer read, removed. */
const LEGACY = "snakes-ladders/room";

/** One store request at a time, in order (a leave's forgetting after the entering it follows). */
let queue = Promise.resolve();

function openDb() {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error("the page's storage is held by another tab"));
  });
}

/** Runs `act(store)` in a transaction of `mode`: the request's result, once the transaction is done. */
function run(mode, act) {
  const done = queue.then(async () => {
    const db = await openDb();
    try {
      return await new Promise((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const req = act(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(req.result);
        tx.onerror = tx.onabort = () => reject(tx.error);
      });
    } finally {
      db.close();
    }
  });
  queue = done.catch(() => {});
  return done;
}

/** The identity this device kept for room `code`, or null (none, another room's, or no storage). */
export async function keptIdentity(code) {
  try {
    const kept = await run("readonly", (store) => store.get(KEY));
    return kept && kept.code === code && kept.keys?.privateKey instanceof CryptoKey ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps this device's identity in room `code` (`null`: forgets it); resolves once it is kept, or could not be. */
export async function keepIdentity(code, identity) {
  try {
    localStorage.removeItem(LEGACY);
  } catch {
    // No storage at all: nothing was kept there either.
  }
  try {
    await run("readwrite", (store) => (identity ? store.put({ code, ...identity }, KEY) : store.delete(KEY)));
  } catch {
    // Private browsing: coming back after a reload is as a newcomer.
  }
}

// The network under a room (issue 36): peers find each other through public BitTorrent trackers
// (WebTorrent's WebSocket signalling, with Trystero) and then talk directly, over WebRTC data
// channels encrypted with DTLS. The trackers only pass the connection offers between peers; no
// game data goes through them, and there is no server of ours. Which trackers is a setting (a
// school can run its own: `bittorrent-tracker`'s server), kept on the device.
//
//   const transport = await connect({ code, trackers });   // the Room's transport (net/room.js)
//
// Trystero is loaded only when a room is opened: a visit that never plays with others never
// downloads it.

import { roomWhy } from "./why.js";

/** The public trackers a room is found through when nothing else is set (Trystero's defaults). */
export const DEFAULT_TRACKERS = "default";

/** The app's name on the trackers: rooms of other apps with the same code are other rooms. */
const APP_ID = "snakes-ladders/1";

const SETTING = "snakes-ladders/trackers";

/** The trackers this device uses: a list of wss:// (or ws://) addresses, or DEFAULT_TRACKERS. */
export function savedTrackers() {
  try {
    return localStorage.getItem(SETTING) || DEFAULT_TRACKERS;
  } catch {
    return DEFAULT_TRACKERS;
  }
}

/**
 * Reads a list of trackers (one per line or separated by spaces or commas): the addresses, or an
 * error naming the one that is not a WebSocket address (a reason, net/why.js). Empty (or
 * "default") is the default.
 */
export function readTrackers(text) {
  const list = String(text ?? "").split(/[\s,]+/).filter(Boolean);
  if (list.length === 0 || (list.length === 1 && list[0] === DEFAULT_TRACKERS)) return { trackers: DEFAULT_TRACKERS };
  for (const item of list) {
    let url;
    try {
      url = new URL(item);
    } catch {
      return { error: roomWhy("room-why-tracker-not-address", { item: item.slice(0, 80) }) };
    }
    if (url.protocol !== "wss:" && url.protocol !== "ws:") return { error: roomWhy("room-why-tracker-not-websocket", { item: item.slice(0, 80) }) };
  }
  return { trackers: list.join(" ") };
}

/** Keeps this device's trackers (DEFAULT_TRACKERS for the public ones). */
export function saveTrackers(trackers) {
  try {
    if (trackers === DEFAULT_TRACKERS) localStorage.removeItem(SETTING);
    else localStorage.setItem(SETTING, trackers);
  } catch {
    // Private browsing: the setting lasts this visit.
  }
}

/** The certificate fingerprint an SDP names (`a=fingerprint:sha-256 AB:CD:…`), or "". */
function fingerprint(sdp) {
  return /^a=fingerprint:(\S+ \S+)/m.exec(sdp ?? "")?.[1] ?? "";
}

/**
 * Joins the room `code` on the network; resolves to the Room's transport. Each device is one
 * peer (a new page load is a new peer: coming back is saying who one is again). `binding(peer)`:
 * the DTLS fingerprints of this device and of the peer on their connection (each device's
 * certificate, which DTLS proves), which hellos are signed over (net/hello.js), or null.
 */
export async function connect({ code, trackers = savedTrackers() }) {
  const { joinRoom } = await import("../vendor/trystero-torrent.mjs");
  const config = { appId: APP_ID };
  if (trackers !== DEFAULT_TRACKERS) config.relayConfig = { urls: trackers.split(" "), redundancy: trackers.split(" ").length };
  const room = joinRoom(config, code);
  const action = room.makeAction("m");
  /** @type {{message: (text: string, peer: string) => void, join: (peer: string) => void, leave: (peer: string) => void}} */
  const handlers = { message: () => {}, join: () => {}, leave: () => {} };
  action.onMessage = (data, { peerId }) => handlers.message(data, peerId);
  room.onPeerJoin = (peer) => handlers.join(peer);
  room.onPeerLeave = (peer) => handlers.leave(peer);
  return {
    send: (text, peer) => { action.send(text, peer ? { target: peer } : undefined).catch(() => {}); },
    onMessage: (fn) => { handlers.message = fn; },
    onJoin: (fn) => { handlers.join = fn; },
    onLeave: (fn) => { handlers.leave = fn; },
    leave: () => { room.leave().catch(() => {}); },
    binding: (peer) => {
      const pc = room.getPeers()[peer];
      return pc ? { mine: fingerprint(pc.localDescription?.sdp), theirs: fingerprint(pc.remoteDescription?.sdp) } : null;
    },
  };
}

// Who hosts a room next (issue 36). When the host leaves, the first seated player still here
// takes over; every device computes the same one. The devices do not see the host go at the
// same moment, so the new host's first room can reach a device that still has the old host:
// it is kept (one, the newest) until that device sees the host go too, and then read.

import { roomWhy } from "./why.js";

/** Who takes over from a host who left: the first seated member here (`here(m)`), else the first member here. */
export function elected(seats, members, here) {
  return seats.find(here) ?? [...members.keys()].sort().find(here) ?? null;
}

/** A room from the player next in line to host, come before this device saw the host leave. */
export class Heir {
  /** @type {{msg: any, from: string, refuse: (why: {id: string, args: object}) => void} | null} */
  #kept = null;

  /**
   * Keeps a room that `from` sent as its host while `room.host` is still here, if `from` is the
   * one who would take over (`here(m)`: this device is connected to m); false if it is not.
   */
  keep(room, msg, from, refuse, here) {
    if (msg.host !== from || room.host === null) return false;
    if (elected(room.seats, room.members, (m) => m !== room.host && here(m)) !== from) return false;
    this.#kept = { msg, from, refuse };
    return true;
  }

  /** A room was taken from `from`: the one kept is dropped, and refused if the host spoke after all. */
  heard(from, host) {
    if (from === host) this.#kept?.refuse(roomWhy("room-why-not-host"));
    this.#kept = null;
  }

  /** The host is gone: the room kept, if any, to read now. */
  take() {
    const kept = this.#kept;
    this.#kept = null;
    return kept;
  }
}

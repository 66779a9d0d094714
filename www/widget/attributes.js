// The attributes of <snakes-ladders> (widget/element.js): each one a typed property of the same
// name (setting one sets the attribute), and the readings the element's update stages take from
// them (the rules, the mode, the speed), each checked in one place. `lang` is HTMLElement's own
// property; the element reads it (and its ancestors') in language.js.

import { wordedError } from "./stages.js";

/** HTMLElement in a browser; outside one (a server-side build), a stand-in nothing is built from. */
const ElementBase = /** @type {typeof HTMLElement} */ (globalThis.HTMLElement ?? class {});

/** The attributes the element reads; each is also a typed property (see the class). */
export const ATTRIBUTES = [
  "board", "size", "snakes", "ladders", "seed", "reachable", "start", "overshoot", "jumps", "faces",
  "mode", "controls", "autoplay", "randomness", "players", "distances", "speed", "sound", "room", "name", "trackers", "lang",
];

/** The rules' attributes, named as the command's flags. */
const RULE_ATTRIBUTES = ["start", "overshoot", "jumps", "faces"];

/** The fastest animation the speed attribute asks for (20 times normal). */
export const MAX_SPEED = 20;

/** Boolean attributes: present means on, except the explicit words "false", "off" and "no". */
export const isOn = (v) => v !== null && !/^(false|off|no|0)$/i.test(v.trim());

/**
 * The element's attribute surface: a typed getter and setter per attribute, and what the update
 * stages read from them. SnakesLaddersElement extends it.
 */
export class SnakesLaddersAttributes extends ElementBase {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  /** The board as text in any format the core reads (native, ruby, json, hackerrank, leetcode). */
  get board() { return this.getAttribute("board"); }
  set board(v) { setText(this, "board", v); }

  /** Squares of a generated world (when there is no board text); null for the default, 100. */
  get size() { return readNumber(this, "size"); }
  set size(v) { setText(this, "size", v); }

  /** Snakes of a generated world; null for about one per 12 squares. */
  get snakes() { return readNumber(this, "snakes"); }
  set snakes(v) { setText(this, "snakes", v); }

  /** Ladders of a generated world; null for about one per 12 squares. */
  get ladders() { return readNumber(this, "ladders"); }
  set ladders(v) { setText(this, "ladders", v); }

  /** The seed of the generated world and the first game's dice; null for a fresh one. */
  get seed() { return readNumber(this, "seed"); }
  set seed(v) { setText(this, "seed", v); }

  /** Whether a generated world must let players reach the end. */
  get reachable() { return isOn(this.getAttribute("reachable")); }
  set reachable(v) { this.toggleAttribute("reachable", Boolean(v)); }

  /** Where players start: "off-board" (default) or "1". */
  get start() { return this.getAttribute("start"); }
  set start(v) { setText(this, "start", v); }

  /** What a throw past the end does: "bounce" (default), "stay" or "win". */
  get overshoot() { return this.getAttribute("overshoot"); }
  set overshoot(v) { setText(this, "overshoot", v); }

  /** Whether a snake or ladder onto another is followed: "single" (default) or "chain". */
  get jumps() { return this.getAttribute("jumps"); }
  set jumps(v) { setText(this, "jumps", v); }

  /** Faces of the die; null for 6. */
  get faces() { return readNumber(this, "faces"); }
  set faces(v) { setText(this, "faces", v); }

  /** What the widget does: "view" (default), "solve", "play" or "analyze". */
  get mode() { return this.getAttribute("mode") || "view"; }
  set mode(v) { setText(this, "mode", v); }

  /** Whether the mode's buttons are shown. */
  get controls() { return isOn(this.getAttribute("controls")); }
  set controls(v) { this.toggleAttribute("controls", Boolean(v)); }

  /** Whether the path walks (solve) or the game plays (play) by itself. */
  get autoplay() { return isOn(this.getAttribute("autoplay")); }
  set autoplay(v) { this.toggleAttribute("autoplay", Boolean(v)); }

  /** Whether a game is heard (the die, steps, climbs, slides, the win); quiet unless the host sets it. */
  get sound() { return isOn(this.getAttribute("sound")); }
  set sound(v) { this.toggleAttribute("sound", Boolean(v)); }

  /** 0 to 1: how much to pick among equally short paths at random (solve); null for none. */
  get randomness() { return readNumber(this, "randomness"); }
  set randomness(v) { setText(this, "randomness", v); }

  /** Players (play): a number 1 to 8, or names separated by commas (a list sets names). */
  get players() { return this.getAttribute("players"); }
  set players(v) { setText(this, "players", Array.isArray(v) ? v.join(", ") : v); }
  /** Play with others (play): a room's code to join, "" for the form that opens or joins one, null for none. */
  get room() { return this.getAttribute("room"); }
  set room(v) { setText(this, "room", v); }
  /** This player's name in a room. */
  get name() { return this.getAttribute("name"); }
  set name(v) { setText(this, "name", v); }
  /** Where rooms are found: WebSocket trackers, one or more, separated by spaces (the public ones when absent). */
  get trackers() { return this.getAttribute("trackers"); }
  set trackers(v) { setText(this, "trackers", v); }

  /** Whether every square is coloured by its throws to the end. */
  get distances() { return isOn(this.getAttribute("distances")); }
  set distances(v) { this.toggleAttribute("distances", Boolean(v)); }

  /** Animation speed, 1 = normal; null for 1. */
  get speed() { return readNumber(this, "speed"); }
  set speed(v) { setText(this, "speed", v); }

  /**
   * Properties set before the element was defined shadow the accessors: passes them through
   * (called when the element is connected).
   */
  adoptEarlyProperties() {
    for (const name of ATTRIBUTES) {
      if (Object.prototype.hasOwnProperty.call(this, name)) {
        const value = this[name];
        delete this[name];
        this[name] = value;
      }
    }
  }

  /** Whether boolean attribute `name` is on (see isOn). */
  isOn(name) {
    return isOn(this.getAttribute(name));
  }

  /** Attribute `name` trimmed, or undefined when it is absent or blank. */
  trimmed(name) {
    const v = this.getAttribute(name);
    return v === null || v.trim() === "" ? undefined : v.trim();
  }

  /** The rules as the core takes them, {start, overshoot, jumps, faces}, from the attributes given. */
  readRules() {
    const rules = {};
    for (const name of RULE_ATTRIBUTES) {
      const v = this.trimmed(name);
      if (v !== undefined) rules[name] = v;
    }
    return rules;
  }

  /** The mode asked for, lower case, checked against `modes` (throws naming the ones there are). */
  readMode(modes) {
    const mode = (this.getAttribute("mode") || "view").trim().toLowerCase();
    if (!modes[mode]) {
      const names = Object.keys(modes);
      throw wordedError(`mode must be ${names.join(", ").replace(/, ([^,]*)$/, " or $1")}, not '${mode}'`,
        (words) => words.t("widget-mode-bad", { modes: new Intl.ListFormat(words.locale, { type: "disjunction" }).format(names), mode }));
    }
    return mode;
  }

  /** The speed asked for (1 = normal), checked (throws for one that is no number in range). */
  readSpeed() {
    const speed = (this.getAttribute("speed") ?? "").trim();
    const v = speed === "" ? 1 : Number(speed);
    if (!/^[0-9.eE+]*$/.test(speed) || !(v > 0 && v <= MAX_SPEED)) {
      const bad = speed.slice(0, 20);
      throw wordedError(`speed must be a number above 0 and at most ${MAX_SPEED} (1 is normal), not '${bad}'`,
        (words) => words.t("widget-speed-bad", { max: MAX_SPEED, speed: bad }));
    }
    return v;
  }
}

/** Sets attribute `name` to `v` as text; null or undefined removes it. */
function setText(el, name, v) {
  if (v === null || v === undefined) el.removeAttribute(name);
  else el.setAttribute(name, String(v));
}

/** Attribute `name` as a number, or null when it is absent or blank. */
function readNumber(el, name) {
  const v = el.getAttribute(name);
  return v === null || v.trim() === "" ? null : Number(v);
}

// The page's state outside the page: the URL hash (a shareable view) and localStorage (a game
// in progress). Everything read back is checked: a tampered hash or a corrupt save is refused
// with a message a person can read, never half-applied.

import { LANGUAGES, language } from "../i18n/languages.js";

/**
 * Why a link or a saved game is refused: the id of the message that says it (in the page's
 * messages, section "Links and saved games refused") and its arguments, worded in the page's
 * language by Messages.error. Its `message` is for a developer's console, not for a person.
 */
export class Refusal extends Error {
  constructor(id, args = {}) {
    super(`${id} ${JSON.stringify(args)}`);
    this.id = id;
    this.args = args;
  }
}

/** The view shown when the hash says nothing. */
export function defaultView() {
  return {
    source: { kind: "classic" },
    rules: { start: "off-board", overshoot: "bounce", jumps: "single", faces: 6 },
    tab: "solve",
    /** The room this page plays in with other devices (tasks/online.js), or null. */
    room: null,
    /** The page's language when chosen (page/language.js): the link carries it; null: the browser's. */
    lang: null,
    solve: { shown: false, randomize: false, randomness: 1, seed: null, overlay: false, speed: 1 },
    game: {
      players: [{ name: "Red", type: "human" }, { name: "Blue", type: "human" }],
      knockOff: false, sixesAgain: false, threeSixesEnd: false, seed: null, moves: 0,
    },
  };
}

const ENUMS = {
  start: ["off-board", "1"],
  overshoot: ["bounce", "stay", "win"],
  jumps: ["single", "chain"],
  format: ["auto", "native", "ruby", "json", "hackerrank", "leetcode"],
  tab: ["solve", "play", "analyze", "design"],
};
const MAX_SEED = 9007199254740991;

/** Every setting a link may carry (what encodeHash writes): any other is a mistake, named. */
const LINK_KEYS = new Set([
  "board", "board-tab", "format", "pick", "rows", "cols", "snakes", "ladders", "seed", "reach",
  "start", "overshoot", "jumps", "faces", "tab", "solved", "random", "rseed", "overlay", "speed",
  "player", "knock", "sixes", "three", "gseed", "moves", "room", "lang",
]);

/** A room's code in a link (net/room.js readCode): six of these letters. */
const ROOM_CODE = /^[abcdefghjkmnpqrstuvwxyz23456789]{6}$/;

/** The core's limits (its `limits()` export), set once the core is loaded: never written here. */
let LIMITS = null;

/** Gives the page's state the core's limits (faces of the die, players, names). */
export function useLimits(limits) {
  LIMITS = limits;
  MAX_PLAYERS = limits.maxPlayers;
  MAX_NAME = limits.maxNameChars;
}

/**
 * The page's players: 2 (the page plays races; the core also plays one alone) up to the core's
 * most, each named in 1 to the core's most characters: limits().maxPlayers and .maxNameChars,
 * set by useLimits before any link or saved game is read.
 */
export const MIN_PLAYERS = 2;
export let MAX_PLAYERS = 0;
export let MAX_NAME = 0;

/** A player's name cut to what a link carries (MAX_NAME characters, counted as a person does). */
export const linkName = (name) => Array.from(String(name)).slice(0, MAX_NAME).join("") || "?";

/** The longest board text the page reads or a link carries (characters); longer text is refused. */
export const MAX_BOARD_TEXT = 2_000_000;

/**
 * The longest board text a link carries itself (characters). Writing a link of a megabyte into
 * the address bar holds the page for a second or more (Chromium's history.replaceState: 1 to 6 s
 * for 2 MB here, 15 ms for 100 KB), so a longer text stays in this tab's sessionStorage and the
 * link names it by a key (`board-tab`): a reload brings it back, another browser cannot.
 */
export const LINKED_TEXT = 50_000;

/** Where the tab keeps its one long board text: "key\ntext". */
const TAB_BOARD = "snakes-ladders/tab-board";

let lastKey = { text: null, key: "" };

/** The key of the text this page last kept in the tab (each change of the view asks again). */
let keptKey = "";

/**
 * A short key for a long text: its length and two 32-bit FNV-1a hashes (a few milliseconds for
 * 2 MB; the last text's key is remembered, as the page asks again on every change of the view).
 */
export function tabKey(text) {
  if (lastKey.text === text) return lastKey.key;
  let a = 0x811c9dc5, b = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193 + 0x2000);
  }
  const key = `${text.length}-${(a >>> 0).toString(36)}-${(b >>> 0).toString(36)}`;
  lastKey = { text, key };
  return key;
}

/**
 * How many characters `text` takes as a link's value (`URLSearchParams` form encoding), counted
 * without building that string: a byte of the text's UTF-8 stays one character when it is a
 * letter, a digit, `*-._` or a space (as `+`), and takes three (`%XX`) otherwise. Building the
 * encoded string of a 1.5 MB board held the page 100 ms and more; this is one pass.
 */
export function linkedLength(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      const plain = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)
        || c === 0x2a || c === 0x2d || c === 0x2e || c === 0x5f || c === 0x20;
      n += plain ? 1 : 3;
    } else if (c < 0x800) {
      n += 6;
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length
      && text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff) {
      n += 12; // a surrogate pair: one code point of four bytes
      i++;
    } else {
      n += 9; // three bytes (a lone surrogate becomes U+FFFD, also three)
    }
  }
  return n;
}

/** Keeps a long board text in this tab for the link's `board-tab` key (one text at a time). */
export function keepBoardInTab(text) {
  const key = tabKey(text);
  if (key === keptKey) return;
  try {
    const kept = sessionStorage.getItem(TAB_BOARD);
    if (kept === null || !kept.startsWith(`${key}\n`)) sessionStorage.setItem(TAB_BOARD, `${key}\n${text}`);
    keptKey = key;
  } catch {
    // No storage (or full): the link cannot bring this board back, and says so when read.
  }
}

/** The long text a link's `board-tab` key names, from this tab; throws when the tab lacks it. */
function boardInTab(key) {
  let kept = null;
  try {
    kept = sessionStorage.getItem(TAB_BOARD);
  } catch {
    // no storage: as if nothing were kept
  }
  const cut = kept?.indexOf("\n") ?? -1;
  if (cut < 0 || kept.slice(0, cut) !== key) {
    throw new Refusal("link-why-tab-only", { most: LINKED_TEXT });
  }
  return kept.slice(cut + 1);
}

/**
 * The most moves a link replays (about a second on a slow phone). A crafted link with 100,000
 * moves on a board where games never end froze the tab for 10 s. A longer game's link replays
 * its first 10,000 moves; the browser that played it keeps the whole game in localStorage.
 */
export const MAX_LINK_MOVES = 10_000;

function int(params, key, lo, hi) {
  const raw = params.get(key);
  if (!/^\d{1,16}$/.test(raw)) throw new Refusal("link-why-whole-number", { key, found: raw.slice(0, 20) });
  const v = Number(raw);
  if (v < lo || v > hi) throw new Refusal("link-why-range", { key, lo: String(lo), hi: String(hi), found: String(v) });
  return v;
}

function choice(params, key, list, name = key) {
  const raw = params.get(key);
  if (!list.includes(raw)) throw new Refusal("link-why-one-of", { key: name, list: list.join(", "), found: raw.slice(0, 20) });
  return raw;
}

function flag(params, key) {
  const raw = params.get(key);
  if (raw !== "0" && raw !== "1") throw new Refusal("link-why-flag", { key, found: raw.slice(0, 20) });
  return raw === "1";
}

/** Reads a view from a location hash ("#..."). Throws an Error naming the first bad value. */
export function decodeHash(hash) {
  const view = defaultView();
  const text = hash.replace(/^#/, "");
  if (!text) return view;
  let params;
  try {
    params = new URLSearchParams(text);
  } catch {
    throw new Refusal("link-why-unreadable");
  }
  for (const key of params.keys()) {
    if (!LINK_KEYS.has(key)) throw new Refusal("link-why-unknown-setting", { key: key.slice(0, 20) });
  }
  const has = (k) => params.has(k);
  if (has("board") || has("board-tab")) {
    const board = has("board") ? params.get("board") : boardInTab(params.get("board-tab"));
    if (board.length > MAX_BOARD_TEXT) throw new Refusal("link-why-board-too-long", { most: MAX_BOARD_TEXT });
    view.source = { kind: "text", text: board, format: "auto", pick: 1 };
    if (has("format")) view.source.format = choice(params, "format", ENUMS.format);
    if (has("pick")) view.source.pick = int(params, "pick", 1, 100000);
  } else if (has("rows") || has("cols") || has("seed")) {
    view.source = {
      kind: "gen",
      rows: has("rows") ? int(params, "rows", 1, 100) : 10,
      cols: has("cols") ? int(params, "cols", 1, 100) : 10,
      snakes: has("snakes") ? int(params, "snakes", 0, 5000) : 8,
      ladders: has("ladders") ? int(params, "ladders", 0, 5000) : 8,
      seed: has("seed") ? int(params, "seed", 0, MAX_SEED) : 1,
      reachable: has("reach") ? flag(params, "reach") : true,
    };
    if (view.source.rows * view.source.cols < 2) throw new Refusal("link-why-two-squares");
  }
  const r = view.rules;
  if (has("start")) r.start = choice(params, "start", ENUMS.start);
  if (has("overshoot")) r.overshoot = choice(params, "overshoot", ENUMS.overshoot);
  if (has("jumps")) r.jumps = choice(params, "jumps", ENUMS.jumps);
  if (has("faces")) r.faces = int(params, "faces", LIMITS.minFaces, LIMITS.maxFaces);
  if (has("tab")) view.tab = choice(params, "tab", ENUMS.tab);
  const s = view.solve;
  if (has("solved")) s.shown = flag(params, "solved");
  if (has("random")) {
    const raw = params.get("random");
    const v = Number(raw);
    if (!/^[0-9.]{1,8}$/.test(raw) || !(v >= 0 && v <= 1)) throw new Refusal("link-why-randomness", { found: raw.slice(0, 20) });
    s.randomize = true;
    s.randomness = v;
  }
  if (has("rseed")) s.seed = int(params, "rseed", 0, MAX_SEED);
  if (has("overlay")) s.overlay = flag(params, "overlay");
  if (has("speed")) s.speed = Number(choice(params, "speed", ["0.5", "1", "2", "4"]));
  const g = view.game;
  const players = params.getAll("player");
  if (players.length) {
    if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) throw new Refusal("link-why-players", { least: MIN_PLAYERS, most: MAX_PLAYERS });
    g.players = players.map((p) => {
      const m = new RegExp(`^([hc]):(.{1,${MAX_NAME}})$`, "su").exec(p);
      if (!m) throw new Refusal("link-why-player", { found: p.slice(0, 20) });
      return { type: m[1] === "h" ? "human" : "computer", name: m[2] };
    });
  }
  if (has("knock")) g.knockOff = flag(params, "knock");
  if (has("sixes")) g.sixesAgain = flag(params, "sixes");
  if (has("three")) g.threeSixesEnd = flag(params, "three");
  if (has("gseed")) g.seed = int(params, "gseed", 0, MAX_SEED);
  if (has("moves")) g.moves = int(params, "moves", 0, MAX_LINK_MOVES);
  if (has("room")) {
    const code = params.get("room").toLowerCase();
    if (!ROOM_CODE.test(code)) throw new Refusal("link-why-room", { found: code.slice(0, 20) });
    view.room = code;
  }
  if (has("lang")) {
    const lang = language(params.get("lang"));
    if (!lang) throw new Refusal("link-why-language", { found: params.get("lang").slice(0, 20), list: LANGUAGES.map((l) => l.code).join(", ") });
    view.lang = lang.code;
  }
  return view;
}

/** Writes a view as a hash ("#..." or "" for the default view), leaving defaults out. */
export function encodeHash(view) {
  const d = defaultView();
  const p = new URLSearchParams();
  const src = view.source;
  if (src.kind === "text") {
    if (src.text.length > LINKED_TEXT) p.set("board-tab", tabKey(src.text));
    else p.set("board", src.text);
    if (src.format && src.format !== "auto") p.set("format", src.format);
    if (src.pick && src.pick !== 1) p.set("pick", String(src.pick));
  } else if (src.kind === "gen") {
    p.set("rows", src.rows); p.set("cols", src.cols);
    p.set("snakes", src.snakes); p.set("ladders", src.ladders);
    p.set("seed", src.seed);
    if (!src.reachable) p.set("reach", "0");
  }
  for (const k of ["start", "overshoot", "jumps", "faces"]) {
    if (String(view.rules[k]) !== String(d.rules[k])) p.set(k, view.rules[k]);
  }
  if (view.tab !== "solve") p.set("tab", view.tab);
  const s = view.solve;
  if (s.shown) p.set("solved", "1");
  if (s.randomize) p.set("random", String(s.randomness));
  if (s.randomize && s.seed !== null) p.set("rseed", s.seed);
  if (s.overlay) p.set("overlay", "1");
  if (s.speed !== 1) p.set("speed", String(s.speed));
  const g = view.game;
  const same = JSON.stringify(g.players) === JSON.stringify(d.game.players);
  // Names are cut to what decodeHash reads back: a link the page wrote always opens.
  if (!same) for (const pl of g.players) p.append("player", `${pl.type === "human" ? "h" : "c"}:${linkName(pl.name)}`);
  if (g.knockOff) p.set("knock", "1");
  if (g.sixesAgain) p.set("sixes", "1");
  if (g.threeSixesEnd) p.set("three", "1");
  if (g.seed !== null) p.set("gseed", g.seed);
  if (g.seed !== null && g.moves) p.set("moves", String(Math.min(g.moves, MAX_LINK_MOVES)));
  if (view.room) p.set("room", view.room);
  if (view.lang) p.set("lang", view.lang);
  const text = p.toString();
  return text ? "#" + text : "";
}

// ---- a game in progress, kept across reloads

const GAME_KEY = "snakes-ladders/game/v1";

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: games simply do not survive a reload
  }
}

/** Keeps a game in progress: `{boardKey, setup, save, log}` (save is the core's game.save()). */
export function storeGame(entry) {
  try {
    storage()?.setItem(GAME_KEY, JSON.stringify({ version: 1, ...entry }));
  } catch {
    // Quota or privacy mode: losing the save is better than breaking the game.
  }
}

/** Forgets the saved game. */
export function forgetGame() {
  try { storage()?.removeItem(GAME_KEY); } catch { /* nothing to forget */ }
}

/**
 * The saved game, if any: `{entry}`, `{}` when there is none, or `{error}` when what was saved
 * cannot be read (the caller discards it and says so).
 */
export function loadGame() {
  let raw;
  try { raw = storage()?.getItem(GAME_KEY); } catch { return {}; }
  if (!raw) return {};
  try {
    const e = JSON.parse(raw);
    if (!e || e.version !== 1 || typeof e.save !== "string" || typeof e.boardKey !== "string"
      || !Array.isArray(e.log) || !e.setup || typeof e.setup !== "object") {
      throw new Refusal("saved-why-shape");
    }
    checkSetup(e.setup);
    return { entry: { ...e, log: e.log.filter((l) => typeof l === "string") } };
  } catch (err) {
    return { error: err instanceof SyntaxError ? new Refusal("saved-why-json") : err };
  }
}

/**
 * Throws naming what is wrong with a saved game's setup: its players (MIN_PLAYERS to
 * MAX_PLAYERS, each {name: 1 to MAX_NAME characters, type: human or computer}), its rules and
 * its house rules.
 */
function checkSetup(setup) {
  const players = setup.players;
  if (!Array.isArray(players) || players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    throw new Refusal("saved-why-players", { least: MIN_PLAYERS, most: MAX_PLAYERS });
  }
  for (const p of players) {
    if (!p || typeof p !== "object" || typeof p.name !== "string" || !["human", "computer"].includes(p.type)) {
      throw new Refusal("saved-why-player");
    }
    const length = Array.from(p.name).length;
    if (length < 1 || length > MAX_NAME) throw new Refusal("saved-why-name", { most: MAX_NAME });
  }
  const r = setup.rules;
  if (!r || typeof r !== "object" || !ENUMS.start.includes(r.start) || !ENUMS.overshoot.includes(r.overshoot)
    || !ENUMS.jumps.includes(r.jumps) || !Number.isInteger(r.faces) || r.faces < LIMITS.minFaces || r.faces > LIMITS.maxFaces) {
    throw new Refusal("saved-why-rules");
  }
  for (const k of ["knockOff", "sixesAgain", "threeSixesEnd"]) {
    if (setup[k] !== undefined && typeof setup[k] !== "boolean") throw new Refusal("saved-why-flag", { key: k });
  }
}

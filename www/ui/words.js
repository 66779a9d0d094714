// Words for the page and the <snakes-ladders> widget: what the board, a square and a solution
// say to a person (in live regions, tooltips and the canvas's label). Pure functions over the
// board description (board-view.js describeBoard) and numbers the core gives: where each landing
// comes to rest (RuleTable.restSquares) and the distances. No rule is worked out here; every
// string ends up in textContent, never in markup.
// The words themselves are the host's (a Messages of i18n/messages.js, the first argument of
// each function that says something): the page's S.words, the element's own.

import { SEATS, UNREACHABLE } from "../board/view.js";

/** How many of `jumps` (`{from, to}`) are ladders and how many snakes. */
export function jumpCounts(jumps) {
  const ladders = jumps.filter((j) => j.to > j.from).length;
  return { ladders, snakes: jumps.length - ladders };
}

/** The canvas's accessible name: the board in one sentence, and how to explore it. */
export function boardLabel(words, desc) {
  const { ladders, snakes } = jumpCounts(desc.jumps);
  return words.t("board-label", { size: desc.size, rows: desc.rows, columns: desc.columns, ladders, snakes });
}

/**
 * Values after landing on each square: `values[rest[n]]`, where `rest` (from the core) says where
 * a landing on n comes to rest. Distances or expected throws as a player reads them on a jump's
 * start. Same array type as `values`.
 */
export function atRest(values, rest) {
  const out = new values.constructor(values.length);
  for (let n = 0; n < values.length; n++) out[n] = values[rest[n] ?? n];
  return out;
}

/** A square's number as the board writes it (game data: no grouping, the board's digits). */
const sq = (n) => String(n);

/** The start area in one sentence (square 0). */
function describeStart(words, distances, start) {
  if (start === 1) return words.t("square-off-board-start-one");
  if (!distances) return words.t("square-start");
  return distances[0] === UNREACHABLE ? words.t("square-start-unreachable") : words.t("square-start-throws", { throws: distances[0] });
}

/** What ends on square n (the tops of ladders, the tails of snakes), as one list. */
function arrivalsOf(words, desc, n) {
  const into = desc.jumpsInto.get(n) || [];
  if (!into.length) return null;
  const each = into.map((from) => (from < n ? words.t("square-ladder-top", { from: sq(from) }) : words.t("square-snake-tail", { from: sq(from) })));
  return new Intl.ListFormat(words.locale, { type: "conjunction" }).format(each);
}

/** Square n's first sentence: its number, the finish, and the jump that starts or ends there. */
function squareHead(words, desc, n, to, arrivals) {
  const square = sq(n);
  if (to) return to > n ? words.t("square-ladder-foot", { square, to: sq(to) }) : words.t("square-snake-head", { square, to: sq(to) });
  if (n === desc.size) return arrivals ? words.t("square-finish-arrivals", { square, arrivals }) : words.t("square-finish", { square });
  return arrivals ? words.t("square-arrivals", { square, arrivals }) : words.t("square-plain", { square });
}

/**
 * One square in sentences: what starts or ends there and, when `distances` is known, how many
 * throws it leaves to the end. `rest[n]` is where a landing on n comes to rest (from the core);
 * `start` is the rules' start square (0 off the board, or 1).
 */
export function describeSquare(words, desc, n, { distances = null, rest = null, start = 0 } = {}) {
  if (n === 0) return describeStart(words, distances, start);
  const to = desc.jumpTo[n];
  const arrivals = arrivalsOf(words, desc, n);
  const out = [squareHead(words, desc, n, to, arrivals)];
  if (to && arrivals) out.push(words.t("square-also", { arrivals }));
  if (distances && n !== desc.size) {
    const v = distances[rest ? rest[n] : n];
    if (to) out.push(v === UNREACHABLE ? words.t("square-landing-unreachable") : words.t("square-landing-throws", { throws: v }));
    else out.push(v === UNREACHABLE ? words.t("square-unreachable") : words.t("square-throws", { throws: v }));
  }
  return out.join(" ");
}

/** The result of a solve in one sentence (what the live region says). */
export function describeSolution(words, sol) {
  if (sol.minThrows === null) return words.t("answer-unreachable-said");
  if (sol.minThrows === 0) return words.t("answer-zero-said");
  return words.t("answer-said", { min: sol.minThrows, rolls: joinRolls(words, sol.rolls) });
}

/**
 * One throw in words: the core's own (`RuleTable.describeThrow`'s `said`, by code: "the start →
 * 4, ladder up to 14", or "no move (it would pass the end)"), in the reader's language.
 */
export function throwWords(words, th) {
  return words.error(th.said);
}

/**
 * Words for one throw of a path, from the core's `table.describeThrow`, with the distance before
 * and after: "Roll 4: the start → 4, ladder up to 14. Throws left: 7 → 6."
 */
export function describeStep(words, step, table, distances) {
  const arrow = words.t("walk-arrow");
  // No line break inside "26 → 28" (the throws left, "7 → 6", are so in their message).
  const move = throwWords(words, table.describeThrow(step.from, step.roll)).replaceAll(arrow, arrow.replaceAll(" ", "\u00a0"));
  const d0 = distances[step.from], d1 = distances[step.to];
  if (d0 !== UNREACHABLE && d1 !== UNREACHABLE) return words.t("walk-step-left", { roll: step.roll, move, before: d0, after: d1 });
  return words.t("walk-step", { roll: step.roll, move });
}

/** Distances listed in the words on why a path is shortest. */
const CHAIN_SHOWN = 60;

/**
 * Why no path is shorter than the solution's, from the board's distances `d` (the core's): each
 * throw of the path lowers the fewest throws left by exactly one. `start`: the rules' start
 * square; `see`: how the host shows every square's number ("turn on the colouring to see them
 * all").
 */
export function whyShortest(words, sol, d, start, see) {
  if (sol.minThrows === 0) return words.t("answer-why-zero");
  // The first throws' distances (a path may have 10^6 throws; the words show 60 of them).
  const chain = [d[start], ...sol.path.slice(0, CHAIN_SHOWN - 1).map((s) => d[s.to])];
  const args = { number: d[start], chain: shortList(words, chain, words.t("walk-arrow"), CHAIN_SHOWN, sol.path.length + 1), min: sol.minThrows };
  return see ? words.t("answer-why-see", { ...args, see }) : words.t("answer-why", args);
}

/** Rolls as "4, 6, 2", at most `limit` of them ("…, and 1,234 more" after). */
export function joinRolls(words, rolls, limit = 200) {
  return shortList(words, rolls, ", ", limit);
}

/**
 * Items joined by `sep`, at most `limit` of them and then "… and N more": a path of 100,000
 * throws is not read out, or laid out, in full. `count`: the items in all, when `items` holds
 * only the first of them.
 */
export function shortList(words, items, sep, limit = 200, count = items.length) {
  const shown = Array.from(items.length > limit ? items.slice(0, limit) : items);
  const more = count - shown.length;
  return more > 0 ? words.t("walk-list-more", { list: shown.join(sep), sep, count: more }) : shown.join(sep);
}

/**
 * Names told apart: a name several players share (ignoring case and spaces around it) gets the
 * player's number among them after it, "Sam 1" and "Sam 2", so a turn line or a log says who.
 * Empty names stay empty (the core gives those a colour's name). `max`: the longest a numbered
 * name may be, in characters, so the number is never cut off.
 */
export function numberShared(names, max = Infinity) {
  const key = (name) => name.trim().toLowerCase();
  const sharing = new Map();
  for (const name of names) sharing.set(key(name), (sharing.get(key(name)) ?? 0) + 1);
  const counted = new Map();
  return names.map((name) => {
    if (key(name) === "" || sharing.get(key(name)) < 2) return name;
    const n = (counted.get(key(name)) ?? 0) + 1;
    counted.set(key(name), n);
    const suffix = ` ${n}`;
    return Array.from(name.trim()).slice(0, Math.max(0, max - suffix.length)).join("") + suffix;
  });
}

/** A seat's own name in `words`, its colour ("Red", "Blue", ...: board/view.js SEATS): the name of a player given none. */
export function seatName(words, seat) {
  return words.t("seat-name", { colour: SEATS[seat].colour });
}

/**
 * The players with the seats' names in `to`: when every player is named as the seats are in
 * `from` (the page's default players, or a link's), each takes its seat's name in `to`; other
 * names are kept. `from`, `to`: Messages, or null for English as links carry them (SEATS' names).
 */
export function seatNamesIn(to, players, from = null) {
  const named = (words, i) => (i >= SEATS.length ? null : words ? seatName(words, i) : SEATS[i].name);
  if (!players.every((p, i) => p.name === named(from, i))) return players;
  return players.map((p, i) => ({ ...p, name: named(to, i) }));
}

/** A token label for each player: the first letter of the name, or the seat number when shared. */
export function tokenLabels(names) {
  const first = names.map((n) => (Array.from(String(n).trim())[0] || "?").toUpperCase());
  return first.map((f, i) => (first.indexOf(f) !== first.lastIndexOf(f) ? String(i + 1) : f));
}

/**
 * The rules as one sentence, in `words`, for a person reading a printed board or a room's
 * summary: "Rules: everyone starts off the board; …" (the choices' names are state.js's).
 */
export function rulesInWords(words, rules) {
  return words.t("rules-in-words", {
    start: String(rules.start) === "1" ? "one" : "off", overshoot: rules.overshoot, jumps: rules.jumps, faces: rules.faces,
  });
}

/**
 * A message of the core's as the page words it: without "invalid board:", and jumps' arrows as
 * the language draws them ("2 -> 20", which the native format and the command write, reads
 * "2 → 20"; in Arabic, right to left, "←": the `walk-arrow` message of `words`).
 */
export function coreWords(text, words = null) {
  return arrows(text.replace(/^invalid board: /i, ""), words);
}

/**
 * A message of the core's (an error it threw or returned, a warning: `{code, params}` with its
 * English `message`, or a text) in the host's words: by its code where the words have it, the
 * core's English otherwise; its jumps' arrows as coreWords writes them.
 */
export const coreSaid = (words, e) => (e === null || e === undefined ? "" : coreWords(words.error(e), words));

/** A core message `{code, params}` with its English text beside it (`text`), as coreSaid takes it. */
export const withText = (coded, text) => ({ ...(coded ?? {}), message: text });

/** A board's warnings (`texts`, and the same by code, `coded`: warningsUpTo's) as coreSaid takes them. */
export const coreWarnings = (texts, coded) => Array.from(texts, (text, i) => withText(coded?.[i], text));

/** The core's ASCII arrows (" -> ", as the command prints them) as the language's arrow ("→" without `words`). */
export function arrows(text, words = null) {
  return String(text).replaceAll(" -> ", words?.message("walk-arrow").value ?? " → ");
}

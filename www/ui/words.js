// Words for the page and the <snakes-ladders> widget: what the board, a square and a solution
// say to a person (in live regions, tooltips and the canvas's label). Pure functions over the
// board description (board-view.js describeBoard) and numbers the core gives: where each landing
// comes to rest (RuleTable.restSquares) and the distances. No rule is worked out here; every
// string ends up in textContent, never in markup.

import { UNREACHABLE } from "../board/view.js";

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** How many of `jumps` (`{from, to}`) are ladders and how many snakes. */
export function jumpCounts(jumps) {
  const ladders = jumps.filter((j) => j.to > j.from).length;
  return { ladders, snakes: jumps.length - ladders };
}

/** The canvas's accessible name: the board in one sentence, and how to explore it. */
export function boardLabel(desc) {
  const { ladders, snakes } = jumpCounts(desc.jumps);
  return `Snakes and ladders board of ${desc.size} squares in ${plural(desc.rows, "row")} of ${desc.columns}, ` +
    `numbered from the bottom left, with ${plural(ladders, "ladder")} and ${plural(snakes, "snake")}. ` +
    "Arrow keys move between squares.";
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

/**
 * One square in sentences: what starts or ends there and, when `distances` is known, how many
 * throws it leaves to the end. `rest[n]` is where a landing on n comes to rest (from the core);
 * `start` is the rules' start square (0 off the board, or 1).
 */
export function describeSquare(desc, n, { distances = null, rest = null, start = 0 } = {}) {
  const count = (v) => plural(v, "throw");
  if (n === 0) {
    if (start === 1) return "Off the board. Under these rules players start on square 1.";
    if (!distances) return "Start, off the board.";
    return distances[0] === UNREACHABLE ? "Start, off the board. The end cannot be reached from here."
      : `Start, off the board: ${count(distances[0])} to the end at best.`;
  }
  const into = desc.jumpsInto.get(n) || [];
  const arrivals = into.map((from) => (from < n ? `the top of the ladder from ${from}` : `the tail of the snake from ${from}`));
  const to = desc.jumpTo[n];
  let head = `Square ${n}`;
  if (n === desc.size) head += ", the finish";
  if (to) head += to > n ? `: the foot of a ladder up to ${to}` : `: the head of a snake down to ${to}`;
  else if (arrivals.length) head += `: ${arrivals.join(" and ")}`;
  const out = [`${head}.`];
  if (to && arrivals.length) out.push(`Also ${arrivals.join(" and ")}.`);
  if (distances && n !== desc.size) {
    const v = distances[rest ? rest[n] : n];
    if (to) out.push(v === UNREACHABLE ? "Landing here, the end cannot be reached." : `Landing here leaves ${count(v)} to the end.`);
    else out.push(v === UNREACHABLE ? "The end cannot be reached from here." : `${count(v)} to the end from here.`.replace(/^./, (c) => c.toUpperCase()));
  }
  return out.join(" ");
}

/** The result of a solve in one sentence (what the live region says). */
export function describeSolution(sol) {
  if (sol.minThrows === null) return "The end cannot be reached from the start under these rules.";
  if (sol.minThrows === 0) return "The start is already the end: no throws needed.";
  return `Fewest throws: ${sol.minThrows}. Rolls: ${joinRolls(sol.rolls)}.`;
}

/**
 * Words for one throw of a path, from the core's `table.describeThrow`, with the distance before
 * and after: "Roll 4: the start → 4, ladder up to 14. Throws left: 7 → 6."
 */
export function describeStep(step, table, distances) {
  const arrow = "\u00a0→\u00a0"; // no line break inside "7 → 6"
  const words = table.describeThrow(step.from, step.roll).text.replaceAll(" → ", arrow);
  let text = `Roll ${step.roll}: ${words}`;
  const d0 = distances[step.from], d1 = distances[step.to];
  if (d0 !== UNREACHABLE && d1 !== UNREACHABLE) text += `. Throws left: ${d0}${arrow}${d1}`;
  return text + ".";
}

/** Distances listed in the words on why a path is shortest. */
const CHAIN_SHOWN = 60;

/**
 * Why no path is shorter than the solution's, from its distances (the core's): each throw of the
 * path lowers the fewest throws left by exactly one. `start`: the rules' start square; `see`: how
 * the host shows every square's number ("turn on the colouring to see them all").
 */
export function whyShortest(sol, start, see) {
  if (sol.minThrows === 0) return "The start is already the end.";
  const d = sol.distances;
  // The first throws' distances (a path may have 10^6 throws; the words show 60 of them).
  const chain = [d[start], ...sol.path.slice(0, CHAIN_SHOWN - 1).map((s) => d[s.to])];
  const more = sol.path.length + 1 - CHAIN_SHOWN;
  const chainText = chain.join(" → ") + (more > 0 ? ` → … and ${more.toLocaleString("en")} more` : "");
  return `Why no path is shorter: every square has a number, the fewest throws from it to the end` +
    `${see ? ` (${see})` : ""}. The start's number is ${d[start]}. ` +
    "No throw can lower that number by more than one, because a square one throw away from a lower number would itself have a lower number. " +
    `This path lowers it by exactly one with every throw (${chainText}), so it reaches 0 in ${sol.minThrows}, and nothing can do better.`;
}

/** Rolls as "4, 6, 2", at most `limit` of them ("…, and 1,234 more" after). */
export function joinRolls(rolls, limit = 200) {
  return shortList(rolls, ", ", limit);
}

/**
 * Items joined by `sep`, at most `limit` of them and then "… and N more": a path of 100,000
 * throws is not read out, or laid out, in full. `count`: the items in all, when `items` holds
 * only the first of them.
 */
export function shortList(items, sep, limit = 200, count = items.length) {
  const shown = Array.from(items.length > limit ? items.slice(0, limit) : items);
  const more = count - shown.length;
  return shown.join(sep) + (more > 0 ? `${sep}… and ${more.toLocaleString("en")} more` : "");
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

/** A token label for each player: the first letter of the name, or the seat number when shared. */
export function tokenLabels(names) {
  const first = names.map((n) => (Array.from(String(n).trim())[0] || "?").toUpperCase());
  return first.map((f, i) => (first.indexOf(f) !== first.lastIndexOf(f) ? String(i + 1) : f));
}

/** Each rule's choices in words for a person reading a printed board (the names are state.js's). */
const RULE_WORDS = {
  start: { "off-board": "everyone starts off the board", 1: "everyone starts on square 1" },
  overshoot: {
    bounce: "a throw past the last square bounces back from it",
    stay: "a throw past the last square is no move (land on it exactly)",
    win: "a throw that reaches or passes the last square wins",
  },
  jumps: {
    single: "one snake or ladder a move, even when it ends where another starts",
    chain: "a snake or ladder that ends where another starts takes that one too",
  },
};

/** The rules as one sentence for the printed board: "Rules: everyone starts off the board; …". */
export function rulesInWords(rules) {
  const parts = ["start", "overshoot", "jumps"].map((k) => RULE_WORDS[k][rules[k]] ?? `${k} ${rules[k]}`);
  parts.push(`a die of ${rules.faces} faces`);
  return `Rules: ${parts.join("; ")}.`;
}

/**
 * A message of the core's as the page words it: without "invalid board:", and jumps' arrows as
 * "→" ("2 -> 20", which the native format and the command write, reads "2 → 20").
 */
export function coreWords(text) {
  return arrows(text.replace(/^invalid board: /i, ""));
}

/** The core's ASCII arrows (" -> ", as the command prints them) as the page's "→". */
export function arrows(text) {
  return String(text).replaceAll(" -> ", " → ");
}

// Words for <snakes-ladders>: what the board, a square and a throw say to a person (in the live
// region, the tooltip and the canvas's label). Pure functions over the board description that
// board-view.js's describeBoard() returns; every string ends up in textContent, never in markup.

import { UNREACHABLE } from "../board-view.js";

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const where = (s) => (s === 0 ? "the start" : String(s));

/** The canvas's accessible name: the board in one sentence, and how to explore it. */
export function boardLabel(desc) {
  const ladders = desc.jumps.filter((j) => j.to > j.from).length;
  const snakes = desc.jumps.length - ladders;
  return `Snakes and ladders board of ${desc.size} squares in ${plural(desc.rows, "row")} of ${desc.columns}, ` +
    `numbered from the bottom left, with ${plural(ladders, "ladder")} and ${plural(snakes, "snake")}. ` +
    "Arrow keys move between squares.";
}

/** Where landing on square n leaves a token: after its jump (and the chain, under `chain`). */
export function restingSquare(desc, n, chain) {
  let end = desc.jumpTo[n] || n, guard = 0;
  if (chain) while (desc.jumpTo[end] && guard++ < 64) end = desc.jumpTo[end];
  return end;
}

/** Throws to the end after landing on each square (jump starts take their destination's). */
export function landingDistances(desc, distances, chain) {
  const out = Uint32Array.from(distances);
  for (const j of desc.jumps) out[j.from] = distances[restingSquare(desc, j.from, chain)];
  return out;
}

/**
 * One square in sentences: what starts or ends there and, when `distances` is known, how many
 * throws it leaves to the end. `start` is the rules' start square (0 off the board, or 1).
 */
export function describeSquare(desc, n, { distances = null, chain = false, start = 0 } = {}) {
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
    const v = distances[to ? restingSquare(desc, n, chain) : n];
    if (to) out.push(v === UNREACHABLE ? "Landing here, the end cannot be reached." : `Landing here leaves ${count(v)} to the end.`);
    else out.push(v === UNREACHABLE ? "The end cannot be reached from here." : `${count(v)} to the end from here.`.replace(/^./, (c) => c.toUpperCase()));
  }
  return out.join(" ");
}

/** One throw of a shortest path, e.g. "Throw 4 of 7: roll 2, 26 → 28, ladder up to 84." */
export function describeThrow(step, i, total, desc) {
  let text = `Throw ${i + 1} of ${total}: roll ${step.roll}, `;
  if (step.landed === step.from) return `${text}no move (it would pass the end).`;
  text += `${where(step.from)} → ${step.landed}`;
  let pos = step.landed, guard = 0;
  while (pos !== step.to && desc.jumpTo[pos] && guard++ < 64) {
    const to = desc.jumpTo[pos];
    text += to > pos ? `, ladder up to ${to}` : `, snake down to ${to}`;
    pos = to;
  }
  if (pos !== step.to) text += ` → ${step.to}`;
  return `${text}.`;
}

/** The result of a solve in one sentence (what the live region says). */
export function describeSolution(sol) {
  if (sol.minThrows === null) return "The end cannot be reached from the start under these rules.";
  if (sol.minThrows === 0) return "The start is already the end: no throws needed.";
  return `Fewest throws: ${sol.minThrows}. Rolls: ${Array.from(sol.rolls).join(", ")}.`;
}

/** A token label for each player: the first letter of the name, or the seat number when shared. */
export function tokenLabels(names) {
  const first = names.map((n) => (Array.from(String(n).trim())[0] || "?").toUpperCase());
  return first.map((f, i) => (first.indexOf(f) !== first.lastIndexOf(f) ? String(i + 1) : f));
}

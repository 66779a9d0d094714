// The end of a game in figures: the final ranking and, for each player, the throws made, the
// ladders climbed and the snakes met, from the core's record of the game (Game.history(): each
// move's seat and the jumps it took, as the core played them). Shared by the page's Play task
// and the element's play mode.
//
//   const summary = gameSummary(game, names);   // [{seat, name, place, square, throws, ladders, snakes}]
//   panel.replaceChildren(summaryTable(words, summary, { caption }));

import { el } from "./dom.js";

/** The players in their final order: the winner, then by the square reached (seat order on a tie). */
export function gameSummary(game, names) {
  const positions = Array.from(game.positions());
  const rows = names.map((name, seat) => ({ seat, name, square: positions[seat], throws: 0, ladders: 0, snakes: 0 }));
  for (const move of game.history()) {
    const row = rows[move.player];
    if (!row) continue;
    row.throws++;
    for (const [from, to] of move.jumps) {
      if (to > from) row.ladders++;
      else row.snakes++;
    }
  }
  const winner = game.winner;
  const first = (row) => (row.seat === winner ? 1 : 0);
  const order = [...rows].sort((a, b) => first(b) - first(a) || b.square - a.square || a.seat - b.seat);
  order.forEach((row, i) => { row.place = i + 1; });
  return order;
}

/** The summary as a table with a caption, in `words` (the host's Messages); numbers grouped as `grouped` formats them. */
export function summaryTable(words, summary, { caption, grouped = (n) => words.number(n) }) {
  const heads = [words.t("win-player"), words.t("win-square"), words.t("win-throws"), words.t("win-ladders"), words.t("win-snakes")];
  const head = el("tr", {}, ...heads.map((h) => el("th", { scope: "col", text: h })));
  const body = summary.map((r) => el("tr", { "data-seat": String(r.seat), "data-place": String(r.place) },
    el("th", { scope: "row", text: words.t("win-place", { place: r.place, name: r.name }) }),
    el("td", { text: grouped(r.square) }),
    el("td", { text: grouped(r.throws) }),
    el("td", { text: grouped(r.ladders) }),
    el("td", { text: grouped(r.snakes) })));
  return el("table", { class: "win-table" }, el("caption", { text: caption }), el("thead", {}, head), el("tbody", {}, ...body));
}

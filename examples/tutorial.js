// The tutorial page's own script: a rule picker for the classic board (attributes drive the
// widget), and a log of the events the widgets fire. Loaded as a file, as the page's CSP allows
// no inline script.

const log = document.getElementById("event-log");

function record(text) {
  const item = document.createElement("li");
  item.textContent = text;
  log.append(item);
  while (log.children.length > 8) log.firstElementChild.remove();
}

document.addEventListener("solved", (e) => {
  const { minThrows, rolls } = e.detail;
  record(minThrows === null
    ? `#${e.target.id} solved: the end cannot be reached`
    : `#${e.target.id} solved: minThrows ${minThrows}, rolls ${rolls.join(", ")}`);
});

document.addEventListener("error", (e) => {
  if (e.target.localName === "snakes-ladders") record(`#${e.target.id} error: ${e.detail.message}`);
});

document.addEventListener("boardchange", (e) => {
  record(`#${e.target.id} boardchange: ${e.detail.text.split("\n").length} lines, ${e.detail.jumps.length / 2} jumps`);
});

document.addEventListener("gameover", (e) => {
  record(`#${e.target.id} gameover: ${e.detail.name} won in ${e.detail.moves} throws`);
});

// The world's fewest throws, next to the game: solve() answers without leaving play mode.
const world = document.getElementById("world");
const note = document.getElementById("world-note");
world.addEventListener("gameover", async (e) => {
  const { minThrows } = await world.solve();
  const who = e.detail.name;
  note.textContent = minThrows === null ? `${who} won.`
    : `${who} won after ${e.detail.moves} throws in all. On this board a single player needs ${minThrows} at best.`;
});

const overshoot = document.getElementById("classic-overshoot");
const classic = document.getElementById("classic");
document.getElementById("classic-rules").addEventListener("submit", (e) => e.preventDefault());
overshoot.addEventListener("change", () => {
  classic.overshoot = overshoot.value;
});

// The search's throw order: a seed shuffles the order throws are tried (randomness 1), which
// may change the path read back but never its length.
const search = document.getElementById("search");
document.getElementById("search-order").addEventListener("submit", (e) => e.preventDefault());
document.getElementById("search-seed").addEventListener("change", (e) => {
  const seed = e.target.value;
  search.randomness = seed ? 1 : null;
  search.seed = seed || null;
});

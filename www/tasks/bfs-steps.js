// Watching the breadth-first search: the stepping and the drawing shared by the page's solve
// task ("Watch the search") and the widget's mode="bfs", through their one component, search-task.js.
//
//   import { BfsSteps, BfsPlayer, BFS_LIMIT } from "./bfs-steps.js";
//   const trace = board.bfsTrace(rules, { randomness, seed, limit: BFS_LIMIT });
//   const player = new BfsPlayer({ words, say, onDraw, speed: () => 1 });   // words: the host's Messages
//   player.load(trace, { size, start, describeThrow }); // the core's recorded search, or a worker's
//                                              // (job "trace": its path packed as `steps`)
//   player.step(); player.back(); player.play(); player.restart(); player.byLevel = true;
//   player.draw(view, theme)                   // overlay, highlights, markers on the board
//   player.describe(n) → text                  // a square's level and parent, for tooltips
//
// Every fact comes from the trace (src/solve/trace.rs through Board.bfsTrace): which square is
// expanded, its throws in the order tried, where each came to rest, which were new, each
// square's level and parent, the path read back. Nothing here walks a jump or runs a search:
// a position is only "how many of the recorded dequeues have been shown". Its words are the
// host's (i18n/messages.js Messages), one message a sentence; square numbers are the board's.

import { heatOverlay } from "../board/view.js";
import { el } from "../ui/dom.js";
import { unpackTrace } from "../core/off-thread.js";

/** Dequeues recorded for stepping square by square; a search that needs more shows levels only. */
export const BFS_LIMIT = 20000;

/** The core's "none" in `level` and `parent`. */
const NONE = 4294967295;

/** Queue squares listed in the strip under the board; the rest are counted. */
const STRIP_ITEMS = 40;

/**
 * The positions of a recorded search. Position p (0..dequeues) is the search after p dequeues;
 * one more position, when the end was found, is the path read back through the parents. A
 * search too big to record (not `complete`) has one position per level instead.
 */
export class BfsSteps {
  /** `trace`: Board.bfsTrace's, or a worker's with the path packed (off-thread.js unpackTrace). */
  constructor(trace, { size, start }) {
    trace = unpackTrace(trace);
    this.trace = trace;
    this.size = size;
    this.start = start;
    this.levelsOnly = !trace.complete || !trace.order;
    this.levelSizes = Array.from(trace.levelSizes || []);
    if (this.levelsOnly) {
      this.dequeues = 0;
      this.last = Math.max(0, this.levelSizes.length - 1);
      return;
    }
    this.dequeues = trace.first.length - 1;
    this.found = trace.path.length > 0 || trace.order[0] === size;
    this.last = this.dequeues + (this.found ? 1 : 0);
    // Squares discovered after each dequeue: 1 (the start) plus the throws that found new ones.
    this.known = new Uint32Array(this.dequeues + 1);
    let seen = 1;
    this.known[0] = 1;
    for (let i = 0; i < this.dequeues; i++) {
      for (let j = trace.first[i]; j < trace.first[i + 1]; j++) seen += trace.discovered[j];
      this.known[i + 1] = seen;
    }
    // Level boundaries: positions where the next square to expand starts a new level.
    this.bounds = [0];
    for (let p = 1; p < this.dequeues; p++) {
      if (trace.level[trace.order[p]] !== trace.level[trace.order[p - 1]]) this.bounds.push(p);
    }
    if (this.dequeues > 0) this.bounds.push(this.dequeues);
    if (this.found) this.bounds.push(this.last);
    this.maxLevel = 0;
    for (let i = 0; i < this.known[this.dequeues]; i++) this.maxLevel = Math.max(this.maxLevel, trace.level[trace.order[i]]);
  }

  /** The position after `p`: one dequeue, or the end of the level being expanded. */
  next(p, byLevel) {
    if (p >= this.last) return this.last;
    if (!byLevel || this.levelsOnly) return p + 1;
    return this.bounds.find((b) => b > p) ?? this.last;
  }

  /** The position before `p`. */
  prev(p, byLevel) {
    if (p <= 0) return 0;
    if (!byLevel || this.levelsOnly) return p - 1;
    let out = 0;
    for (const b of this.bounds) if (b < p) out = b;
    return out;
  }

  /** Whether position p is the path read back. */
  isPath(p) {
    return !this.levelsOnly && this.found && p === this.last;
  }

  /** The squares discovered by position p, in the order found (the start first). */
  discovered(p) {
    const t = this.trace;
    return t.order.subarray(0, this.known[Math.min(p, this.dequeues)]);
  }

  /** The queue after position p, front first. */
  queue(p) {
    const d = Math.min(p, this.dequeues);
    return this.trace.order.subarray(d, this.known[d]);
  }

  /** Dequeue i (0-based): the square expanded and its throws in the order tried. */
  dequeue(i) {
    const t = this.trace;
    const throws = [];
    for (let j = t.first[i]; j < t.first[i + 1]; j++) {
      throws.push({ roll: t.roll[j], landed: t.landed[j], rest: t.rest[j], discovered: t.discovered[j] === 1, bounced: t.bounced[j] === 1 });
    }
    return { square: t.order[i], throws };
  }

  /** Square n's level and parent if discovered by position p, else null. */
  squareInfo(n, p) {
    const t = this.trace;
    if (this.levelsOnly || n > this.size || t.level[n] === NONE) return null;
    // Discovered by p when its place in the order is within the squares known then.
    const k = this.known[Math.min(p, this.dequeues)];
    let place = -1;
    for (let i = 0; i < k; i++) if (t.order[i] === n) { place = i; break; }
    if (place < 0) return null;
    return { level: t.level[n], parent: t.parent[n] === NONE ? null : t.parent[n] };
  }
}

/** An overlay whose squares in `faded` are mixed two thirds of the way to the plain square. */
function fadeSome(overlay, faded, theme) {
  const h = theme.squareA.replace("#", "");
  const base = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  const rgb = (n) => {
    const c = overlay.rgb(n);
    return c && faded.has(n) ? c.map((v, i) => Math.round(v + (base[i] - v) * 0.65)) : c;
  };
  return { ...overlay, rgb };
}

/** Squares named at most in a level's words; the rest are counted. */
const LISTED = 12;
/**
 * Items in a row, as the words' language separates them ("3, 9, 12"; "3、9、12"): a level's
 * squares, the rolls, a throw's jumps. (Intl.ListFormat's "unit" lists run digits together in
 * Chinese, and its "conjunction" lists are sentences, not the enumerations these are.)
 */
const inRow = (words, xs) => xs.join(words.t("search-separator"));
/** Squares (their short names) in a row; past LISTED, "... and 5 more". */
function nameList(words, xs) {
  if (xs.length <= LISTED) return inRow(words, xs);
  return words.t("search-list-more", { list: inRow(words, xs.slice(0, LISTED)), count: xs.length - LISTED });
}
/** Sentences one after another, as the words' language writes them (a space; none in Chinese); empty ones left out. */
const sentences = (words, parts) => parts.filter(Boolean).join(words.t("search-sentence-gap"));
/** A square's short name, as the queue strip shows it: its number, or "start". */
const short = (words, n) => (n === 0 ? words.t("search-start-short") : String(n));

/**
 * What one throw did, in words: "6 → 12 (new)", "3 → 9, ladder up to 31 (seen)", "4 → 98,
 * bounced back from the end (new)", "5: no move". The snakes and ladders taken are the core's
 * (`describeThrow`, the host's `RuleTable.describeThrow`: its `jumps`, from and to in pairs):
 * under chained jumps a ladder onto a snake is both.
 */
function throwWords(words, from, th, describeThrow) {
  if (th.rest === from && th.landed === from && !th.bounced) return words.t("search-throw-no-move", { roll: th.roll });
  const moved = { roll: th.roll, to: short(words, th.landed), new: th.discovered ? "yes" : "no" };
  if (th.landed === th.rest) return th.bounced ? words.t("search-throw-bounced", moved) : words.t("search-throw", moved);
  const jumps = jumpWords(words, describeThrow(from, th.roll).jumps);
  return th.bounced ? words.t("search-throw-bounced-jumps", { ...moved, jumps }) : words.t("search-throw-jumps", { ...moved, jumps });
}

/** The jumps a throw takes (the core's pairs, from and to), in words: "ladder up to 84, snake down to 3". */
function jumpWords(words, pairs) {
  const each = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const to = String(pairs[i + 1]);
    each.push(pairs[i + 1] > pairs[i] ? words.t("search-jump-ladder", { to }) : words.t("search-jump-snake", { to }));
  }
  return inRow(words, each);
}

/**
 * The search on a board, with its controls: step, back, play/pause, speed, restart, and one
 * square or one level per step. The host hands it a BoardCanvas to draw on (draw()), a box for
 * the controls and the queue, and `say(text)` for its live region; `onDraw()` asks the host to
 * repaint (the host then calls draw()).
 */
export class BfsPlayer {
  element; steps = null; pos = 0; byLevel = false;
  #words; #say; #onDraw; #speed; #describeThrow = null; #timer = 0; #status; #queue; #buttons = {}; #levelBox; #speedBox; #rollsNote;

  /** `words`: the host's (i18n/messages.js Messages): every word the controls and the narration say. */
  constructor({ words, say, onDraw, speed = () => 1, idPrefix = "bfs" }) {
    this.#words = words;
    this.#say = say;
    this.#onDraw = onDraw;
    this.#speed = speed;
    const button = (key, text, onclick, cls = "") => (this.#buttons[key] = el("button", { type: "button", class: cls, text, onclick }));
    const levelId = `${idPrefix}-by-level`;
    this.#levelBox = el("input", { type: "checkbox", id: levelId, onchange: (e) => { this.byLevel = e.target.checked; } });
    const speedId = `${idPrefix}-speed`;
    this.#speedBox = el("select", { id: speedId },
      ...[["0.5", words.t("search-speed-slow")], ["1", words.t("search-speed-normal")], ["2", words.t("search-speed-fast")], ["5", words.t("search-speed-fastest")]]
        .map(([v, t]) => el("option", { value: v, text: t })));
    this.#speedBox.value = "1";
    this.#speedBox.addEventListener("change", () => { if (this.#timer) this.#schedule(); });
    const controls = el("div", { class: "bfs-controls", role: "group", "aria-label": words.t("search-controls") },
      button("restart", words.t("search-restart"), () => this.restart()),
      button("back", words.t("search-back"), () => this.back()),
      button("step", words.t("search-step"), () => this.step(), "primary"),
      button("play", words.t("search-play"), () => (this.playing ? this.pause() : this.play())),
      el("label", { class: "bfs-option" }, this.#levelBox, " ", words.t("search-by-level")),
      el("label", { class: "bfs-option" }, words.t("search-speed"), " ", this.#speedBox));
    this.#status = el("p", { class: "bfs-status" });
    this.#queue = el("ol", { class: "bfs-queue", "aria-label": words.t("search-queue-name") });
    this.#rollsNote = el("p", { class: "bfs-order" });
    // The controls first, right under the board: below the queue and the step's words, which
    // grow as the search goes, Step moved down a line every few steps, off a laptop's screen.
    this.element = el("div", { class: "bfs" }, controls,
      el("div", { class: "bfs-queue-box" }, el("span", { class: "bfs-queue-label", text: words.t("search-queue-label") }), this.#queue),
      this.#status, this.#rollsNote);
    // Arrow keys on the controls step too (Right/Left), Home restarts.
    controls.addEventListener("keydown", (e) => {
      if (e.target.tagName === "SELECT" || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === "ArrowRight") { e.preventDefault(); this.step(); }
      else if (e.key === "ArrowLeft") { e.preventDefault(); this.back(); }
    });
  }

  /**
   * A new recorded search (the core's bfsTrace, packed or not) for a board of `size` squares;
   * `describeThrow(from, roll)` is the core's account of a throw under the same rules
   * (`RuleTable.describeThrow`), for the words of the jumps taken.
   */
  load(trace, { size, start, describeThrow, randomness = 0, seed = null }) {
    this.pause({ say: false });
    this.#describeThrow = describeThrow;
    this.steps = new BfsSteps(trace, { size, start });
    this.pos = 0;
    this.#levelBox.checked = this.byLevel = this.steps.levelsOnly || this.byLevel;
    this.#levelBox.disabled = this.steps.levelsOnly;
    const words = this.#words;
    this.#rollsNote.textContent = this.steps.levelsOnly ? words.t("search-levels-only", { steps: BFS_LIMIT })
      : Number(randomness) > 0 ? words.t("search-random-order", { randomness: String(randomness), seed: String(seed) })
        : words.t("search-largest-first");
    this.#show({ announce: false });
  }

  get playing() {
    return this.#timer !== 0;
  }

  /** The speed: the host's (widget attribute) times the control's. */
  set speedChoice(v) {
    this.#speedBox.value = String(v);
  }

  /** One step on; `announce` false while playing (the words are said when play stops). */
  step({ announce = true } = {}) {
    if (!this.steps) return;
    if (this.pos >= this.steps.last) { this.pause(); return; }
    this.pos = this.steps.next(this.pos, this.byLevel);
    this.#show({ announce: announce || this.pos >= this.steps.last });
    if (this.pos >= this.steps.last) this.pause();
  }

  back() {
    if (!this.steps) return;
    this.pause({ say: false });
    this.pos = this.steps.prev(this.pos, this.byLevel);
    this.#show();
  }

  restart() {
    if (!this.steps) return;
    this.pause({ say: false });
    this.pos = 0;
    this.#show();
  }

  play() {
    if (!this.steps) return;
    if (this.pos >= this.steps.last) {
      // Replay: the search's start shows at once (a Pause before the first step says it).
      this.pos = 0;
      this.#show({ announce: false });
    }
    this.#schedule();
    this.#syncButtons();
  }

  /** Stops playing; `say`: and says where it stopped (a person pressed Pause). */
  pause({ say = true } = {}) {
    const playing = this.#timer !== 0;
    clearTimeout(this.#timer);
    this.#timer = 0;
    this.#syncButtons();
    // Playing says nothing a step (a step's words take longer to say than a step lasts, and a
    // screen reader's queue would fall ever further behind): stopped, it says where it is.
    if (say && playing && this.steps && this.pos < this.steps.last) this.#say(this.words());
  }

  #schedule() {
    clearTimeout(this.#timer);
    const speed = this.#speed() * Number(this.#speedBox.value || 1);
    this.#timer = setTimeout(() => {
      this.#timer = 0;
      this.step({ announce: false });
      if (this.steps && this.pos < this.steps.last) this.#schedule();
      this.#syncButtons();
    }, 900 / Math.max(0.1, speed));
  }

  #syncButtons() {
    const s = this.steps, b = this.#buttons;
    b.play.textContent = this.#timer ? this.#words.t("search-pause") : s && this.pos >= s.last ? this.#words.t("search-replay") : this.#words.t("search-play");
    b.step.disabled = !s || this.pos >= s.last;
    b.back.disabled = !s || this.pos <= 0;
    b.restart.disabled = !s || this.pos <= 0;
  }

  /** Fills the text and the queue for the current position, repaints, then announces. */
  #show({ announce = true } = {}) {
    const s = this.steps;
    const text = this.words();
    this.#status.textContent = text;
    this.#status.dataset.position = String(this.pos);
    this.#status.dataset.last = String(s.last);
    this.#fillQueue();
    this.#syncButtons();
    this.#onDraw();
    // Said after the board is drawn: the host's say() waits a frame, after the paint queued above.
    if (announce) this.#say(text);
  }

  #fillQueue() {
    const s = this.steps;
    if (s.levelsOnly) {
      this.#fillLevels();
      return;
    }
    const words = this.#words;
    const items = [];
    this.#queue.setAttribute("aria-label", words.t("search-queue-name"));
    const q = s.isPath(this.pos) ? [] : s.queue(this.pos);
    const fresh = new Set();
    if (this.pos > 0 && !s.isPath(this.pos)) for (const th of s.dequeue(this.pos - 1).throws) if (th.discovered) fresh.add(th.rest);
    const t = s.trace;
    for (let i = 0; i < Math.min(q.length, STRIP_ITEMS); i++) {
      const n = q[i];
      const level = String(t.level[n]);
      const title = t.parent[n] === NONE ? words.t("search-item-level", { level }) : words.t("search-item-parent", { level, parent: short(words, t.parent[n]) });
      const li = el("li", { text: short(words, n), title });
      li.dataset.level = level;
      if (fresh.has(n)) li.classList.add("new");
      items.push(li);
    }
    if (q.length > STRIP_ITEMS) items.push(el("li", { class: "more", text: words.t("search-queue-more", { count: q.length - STRIP_ITEMS }) }));
    // Reading the path back: the search stopped when it found the end, with squares still queued.
    if (q.length === 0) items.push(el("li", { class: "empty", text: s.isPath(this.pos) ? words.t("search-queue-stopped") : words.t("search-queue-empty") }));
    this.#queue.replaceChildren(...items);
  }

  /** The strip of a search shown a level at a time: the levels around the current one (a board of 10^6 squares has 166,667 levels). */
  #fillLevels() {
    const words = this.#words;
    const items = [];
    this.#queue.setAttribute("aria-label", words.t("search-levels-name"));
    const sizes = this.steps.levelSizes;
    const first = Math.max(0, Math.min(this.pos - 5, sizes.length - STRIP_ITEMS));
    const end = Math.min(sizes.length, first + STRIP_ITEMS);
    if (first > 0) items.push(el("li", { class: "more", text: words.t("search-levels-before", { count: first }) }));
    for (let t = first; t < end; t++) {
      const n = sizes[t];
      const li = el("li", { text: words.t("search-level-item", { level: String(t), count: n }), title: words.t("search-level-title", { level: String(t), count: n }) });
      if (t === this.pos) li.classList.add("current");
      else if (t > this.pos) li.classList.add("later");
      items.push(li);
    }
    if (end < sizes.length) items.push(el("li", { class: "more", text: words.t("search-queue-more", { count: sizes.length - end }) }));
    this.#queue.replaceChildren(...items);
  }

  /** The current position in words (what the live region says, and the status line shows). */
  words() {
    const s = this.steps;
    if (!s) return "";
    const words = this.#words;
    if (s.levelsOnly) {
      const head = words.t("search-level-words", { level: String(this.pos), last: String(s.last), count: s.levelSizes[this.pos] ?? 0, throws: this.pos });
      return this.pos === s.last && s.trace.minThrows !== null ? sentences(words, [head, words.t("search-level-last", { throws: String(s.trace.minThrows) })]) : head;
    }
    const t = s.trace;
    if (this.pos === 0) return t.order[0] === 0 ? words.t("search-begins-start") : words.t("search-begins", { square: String(t.order[0]) });
    if (s.isPath(this.pos)) {
      const path = t.path;
      if (path.length === 0) return words.t("search-start-is-end");
      const back = [path.at(-1).to, ...path.slice().reverse().map((st) => st.from)].map((n) => short(words, n));
      return words.t("search-found", { throws: String(path.length), path: back.join(" ← "), rolls: inRow(words, Array.from(t.rolls, String)) });
    }
    // One level at a time: the step that ends a level tells of the whole level, not its last square.
    if (this.byLevel) {
      const lo = s.prev(this.pos, true);
      if (this.pos - lo > 1 && s.bounds.includes(this.pos)) return this.#levelWords(lo);
    }
    return this.#stepWords();
  }

  /** The dequeue just shown, in words: the square expanded, its throws, what was new, the queue; then how the search ended, if it did. */
  #stepWords() {
    const s = this.steps, t = s.trace, words = this.#words;
    const d = s.dequeue(this.pos - 1);
    const level = t.level[d.square];
    const parent = t.parent[d.square];
    // Counters as the board writes numbers (digits only): "Step 1234 of 20000", "level 12".
    const where = { step: String(this.pos), steps: String(s.dequeues), level: String(level), square: String(d.square) };
    // The start (off the board) is level 0: it has no parent.
    const expand = d.square === 0 ? words.t("search-expand-start", where)
      : parent === NONE ? words.t("search-expand", where)
        : parent === 0 ? words.t("search-expand-from-start", where) : words.t("search-expand-from", { ...where, parent: String(parent) });
    const each = d.throws.map((th) => throwWords(words, d.square, th, this.#describeThrow));
    const throws = words.t("search-throws", { throws: each.join(words.t("search-throw-separator")) });
    const found = d.throws.filter((th) => th.discovered).length;
    const queued = s.queue(this.pos).length;
    const news = found === 0 ? words.t("search-nothing-new", { queued }) : words.t("search-new", { count: found, level: String(level + 1), queued });
    return sentences(words, [expand, throws, news, this.#endWords(level)]);
  }

  /**
   * After the last dequeue (expanding level `level`), how the search ended: the last square
   * reached, naming the squares of that level still queued, which it never expands; or the
   * queue empty. "" before then.
   */
  #endWords(level) {
    const s = this.steps, t = s.trace, words = this.#words;
    if (this.pos !== s.dequeues) return "";
    if (!s.found) return words.t("search-end-unreachable");
    const left = Array.from(s.queue(this.pos)).filter((q) => t.level[q] === level).map((n) => short(words, n));
    return left.length ? words.t("search-end-reached-rest", { level: String(level), squares: nameList(words, left) }) : words.t("search-end-reached");
  }

  /** The level expanded from position `lo` to the current one, in words. */
  #levelWords(lo) {
    const s = this.steps, t = s.trace, words = this.#words;
    const expanded = [], found = [];
    for (let p = lo; p < this.pos; p++) {
      const d = s.dequeue(p);
      expanded.push(short(words, d.square));
      for (const th of d.throws) if (th.discovered) found.push(short(words, th.rest));
    }
    const level = t.level[t.order[lo]];
    const queued = s.queue(this.pos).length;
    const head = words.t("search-level-steps", {
      from: String(lo + 1), to: String(this.pos), steps: String(s.dequeues), level: String(level), count: expanded.length, squares: nameList(words, expanded),
    });
    const news = found.length === 0 ? words.t("search-nothing-new", { queued })
      : words.t("search-level-new", { count: found.length, level: String(level + 1), squares: nameList(words, found), queued });
    return sentences(words, [head, news, this.#endWords(level)]);
  }

  /** Square n's part in the search so far, for the host's tooltip ("" when not yet found). */
  describe(n) {
    const s = this.steps;
    if (!s || s.levelsOnly) return "";
    const k = s.squareInfo(n, s.isPath(this.pos) ? s.dequeues : this.pos);
    if (!k) return this.#words.t("search-not-found-yet");
    if (k.parent === null) return this.#words.t("search-where-starts");
    const reached = { level: String(k.level), throws: k.level };
    return k.parent === 0 ? this.#words.t("search-first-reached-start", reached) : this.#words.t("search-first-reached", { ...reached, parent: String(k.parent) });
  }

  /** Hands the board what the current position shows: levels, frontier, throws or the path. */
  draw(view, theme) {
    const s = this.steps;
    if (!s || s.levelsOnly) {
      view.setOverlay(null);
      view.setHighlights({});
      view.setMarkers([]);
      view.setTokens([]);
      return;
    }
    const t = s.trace;
    const path = s.isPath(this.pos);
    const levels = new Array(s.size + 1);
    const found = s.discovered(path ? s.dequeues : this.pos);
    for (const n of found) levels[n] = t.level[n];
    // Squares already expanded fade towards the board; those still queued keep their colour.
    const expanded = new Set(path ? [] : found.subarray(0, Math.min(this.pos, found.length)));
    view.setOverlay(fadeSome(heatOverlay(theme, levels, { near: "low", max: Math.max(1, s.maxLevel) }), expanded, theme));
    view.setTokens([]);
    if (path) {
      view.setHighlights({ squares: t.path.map((st) => st.to), jumps: [], frontier: [] });
      view.setMarkers(t.path.map((st, i) => ({ square: st.to, label: String(i + 1) })));
      return;
    }
    const jumps = [], markers = new Map(), squares = [];
    if (this.pos > 0) {
      const d = s.dequeue(this.pos - 1);
      squares.push(d.square);
      for (const th of d.throws) {
        if (th.landed !== th.rest) {
          const to = view.board?.jumpTo?.[th.landed];
          if (to) jumps.push([th.landed, to]);
        }
        markers.set(th.rest, markers.has(th.rest) ? `${markers.get(th.rest)},${th.roll}` : String(th.roll));
      }
    }
    view.setHighlights({ squares, jumps, frontier: Array.from(s.queue(this.pos)) });
    view.setMarkers(Array.from(markers, ([square, label]) => ({ square, label })));
  }

  /** Stops playing for good (the host leaves the mode). */
  stop() {
    this.pause({ say: false });
  }
}

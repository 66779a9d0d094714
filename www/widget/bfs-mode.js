// <snakes-ladders>'s bfs mode: the search task the page's "Watch the search" shows too
// (tasks/search-task.js, loaded the first time a widget enters the mode), under the board,
// recorded once per board, rules and path options, speaking and drawing through the element.

import { loadOnce } from "../ui/dom.js";

let searchViews = 0;

/** What bfs mode needs, loaded once for every widget. */
const loadBfs = loadOnce(() => import("../tasks/search-task.js"));

/** Bfs mode's search on one widget; null parts until the search task is first loaded. */
export class BfsMode {
  /** @type {import("../tasks/search-task.js").SearchTask | null} */ #search = null;
  #host;

  /**
   * @param {object} host  the element's side: `box` (where the search shows), `words` (the
   *   element's Messages: the search is built in them), `speed()`,
   *   `say(text)`, `refresh()` (redraw the board), `showWork()` (show what a worker does),
   *   `fail(text)`, `autoplay()`, and `current(board)` (whether `board` is still on show in bfs mode)
   */
  constructor(host) {
    this.#host = host;
  }

  /** The recording a worker is making ({what, done}), or null. */
  get recording() {
    return this.#search?.recording ?? null;
  }

  /** Shows the search of `board` under `rules` and path `options` (`key` names the three). */
  present({ board, rules, options, key }) {
    const host = this.#host;
    loadBfs().then((m) => {
      if (!host.current(board)) return undefined;
      const search = (this.#search ??= this.#make(m.SearchTask));
      const shown = search.show({ board, rules, options, key });
      host.showWork(); // "Recording the search…" while a worker does
      return shown.then((fresh) => {
        host.showWork();
        host.refresh();
        if (fresh && host.autoplay()) search.player.play();
      }, (e) => {
        host.showWork();
        host.fail(host.words.error(e));
      });
    }, (e) => host.fail(host.words.t("widget-search-failed", { error: host.words.error(e) })));
  }

  /** Hides the search (its board or rules are gone, or the mode was left). */
  hide() {
    this.#search?.hide();
  }

  /** The search comes off the element (its words changed: another BfsMode is built in the new ones). */
  remove() {
    this.hide();
    this.#search?.element.remove();
  }

  /** One step of the search (the board's Enter or tap). */
  step() {
    this.#search?.step();
  }

  /** Draws the search on `view`; false before there is one. */
  draw(view, theme) {
    if (!this.#search) return false;
    this.#search.draw(view, theme);
    return true;
  }

  /** What the search says of square `n` (its level), or "". */
  describe(n) {
    return this.#search?.describe(n) ?? "";
  }

  /** The search task under the board: it speaks in the widget's live region and draws on its board. */
  #make(SearchTask) {
    const host = this.#host;
    const search = new SearchTask({ speed: host.speed, idPrefix: `snakes-ladders-bfs-${++searchViews}`, words: host.words });
    search.element.setAttribute("part", "bfs");
    search.addEventListener("say", (e) => host.say(/** @type {CustomEvent} */ (e).detail.text));
    search.addEventListener("draw", () => host.refresh());
    host.box.append(search.element);
    return search;
  }
}

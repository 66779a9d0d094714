// When <snakes-ladders> updates: attribute changes made in one task are coalesced into one
// update, run once the shared wasm core and the element's words (its language's messages,
// loaded at the same time) are; an update still waiting when the element is removed does not
// run. `settle()` lets a method see the attributes' current state. An element in bfs mode
// when it first updates gets the search module as its core, one in analyze or design mode the
// analysis module, one in play mode the games module, any other the solver module, which plays no
// games and has no designer: asked for play or design mode later, the element takes the games
// module or the analysis module in its place (core/load.js).

import { loadCore } from "../core/load.js";

/** One element's updates: queued, coalesced, run with the core. */
export class UpdateQueue {
  #pending = null; #queued = false; #version = 0;
  /** The updates asked for so far: only the last one asked runs (an earlier one may get its module later). */
  #asked = 0;
  #host;
  /** The wasm core, once loaded. */
  core = null;

  /**
   * @param {object} host
   * @param {() => boolean} host.connected   whether the element is in a document
   * @param {() => Promise<object>} host.words   the element's words (Messages) for its language now; never rejects
   * @param {(core: object, words: object) => void} host.run   the update
   * @param {(error: unknown, words: object, modeCode: boolean) => void} host.fail   the core could
   *   not be loaded, or (`modeCode`) the mode's own code
   * @param {() => ({done: Promise<unknown>} | null)} host.work   work in a worker whose end queues an update
   * @param {() => boolean} host.search   whether the element would step through the recorded search
   *   (bfs mode): its first update loads the search module in place of the core
   * @param {() => boolean} host.analysis   whether the element analyses or designs (analyze or
   *   design mode): its first update loads the analysis module (which its workers run) in place
   *   of the core
   * @param {() => boolean} host.games   whether the element plays (play mode): the module to load
   *   must have games
   * @param {(core: object) => boolean} host.fits   whether the element's module serves the mode
   *   asked for (play mode needs games, design mode the designer): one that does not is given up
   *   for one that does, which takes the element's board along
   * @param {() => (Promise<unknown> | null)} [host.modeCode]   the code of the mode the element is
   *   in that only it loads (solve mode's answer), which each update waits for with the core
   */
  constructor(host) {
    this.#host = host;
  }

  /** Queues an update (one for every change made in this task). */
  queue() {
    const host = this.#host;
    if (!host.connected() || this.#queued) return;
    this.#queued = true;
    const version = this.#version;
    const asked = ++this.#asked;
    this.#pending = Promise.resolve().then(async () => {
      if (version !== this.#version) return; // removed meanwhile; a reconnection queues anew
      this.#queued = false;
      const words = host.words();
      let c;
      let codeFailed = false; // the mode's own code failed to load, not the wasm module
      try {
        // The element keeps the module it got first (its boards belong to that module) until
        // a mode asks for what that module has not. The mode's own code (solve mode's answer,
        // play mode's component) loads beside it.
        const kept = this.core && host.fits(this.core) ? this.core : null;
        const code = host.modeCode?.()?.catch((/** @type {unknown} */ e) => {
          codeFailed = true;
          throw e;
        });
        [c] = await Promise.all([kept ?? loadCore({ search: host.search(), analysis: host.analysis(), games: host.games() }), code]);
      } catch (e) {
        const w = await words;
        if (version !== this.#version || asked !== this.#asked) return;
        host.fail(e, w, codeFailed);
        return;
      }
      const w = await words;
      // A later update runs instead: it reads the same attributes, and its module (the core,
      // asked for play mode) may have come before this one's (the solver module).
      if (version !== this.#version || asked !== this.#asked || !host.connected()) return;
      this.core = c;
      host.run(c, w);
    });
  }

  /** Waits for pending updates (and the core, and workers' work) so methods see the attributes' current state. */
  async settle() {
    for (;;) {
      while (this.#pending) {
        const p = this.#pending;
        await p;
        if (p === this.#pending) break;
      }
      if (!this.core && this.#host.connected()) {
        this.queue();
        await this.#pending;
      }
      // A worker reading or solving: its end queues the update that uses it (or a newer
      // attribute replaced it); either way the latest state is what to wait for.
      const work = this.#host.work();
      if (!work) break;
      await work.done.catch(() => {}); // a failed recording is the search's to report
    }
  }

  /** Drops the update waiting for the core, if any (the element was removed). */
  cancel() {
    this.#version++;
    this.#queued = false;
  }
}

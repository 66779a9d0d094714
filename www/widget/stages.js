// The stages of <snakes-ladders>'s update (the board, the mode and speed, the rules and the
// solution, the game): a stage whose input is bad keeps the last good state and reports its
// error once; the same bad input is reported again, without being retried, until it changes.

const message = (e) => String(e && e.message ? e.message : e);

/**
 * An error of the element's own: its message in English (the `error` event's, as the core's
 * errors are), `worded(words)` the same in the element's language (what the element shows).
 */
export function wordedError(english, worded) {
  return Object.assign(new Error(english), { worded });
}

/** One update's stages: which failed on which input, and the errors this update has met. */
export class Stages {
  #failed = {}; // stage → {key, error}
  /** @type {{source: string, message: string, error?: unknown, fresh: boolean}[]} the message, and what was thrown (a core error has its code) */
  errors = [];

  /** Starts an update: no errors met yet. */
  begin() {
    this.errors = [];
  }

  /**
   * Runs `fn` for `stage` on the input named by `key` and returns what it returns; undefined when
   * it throws (its error is kept) or when the same input failed before (its error is kept again).
   */
  attempt(stage, key, fn) {
    const failed = this.#failed[stage];
    if (failed && failed.key === key) {
      this.errors.push({ ...failed.error, fresh: false });
      return undefined;
    }
    try {
      const out = fn();
      delete this.#failed[stage];
      return out;
    } catch (e) {
      const error = { source: stage, message: message(e), error: e };
      this.#failed[stage] = { key, error };
      this.errors.push({ ...error, fresh: true });
      return undefined;
    }
  }

  /** Forgets the failures of `stages` (their input is gone or no longer used). */
  clear(...stages) {
    for (const s of stages) delete this.#failed[s];
  }

  /** Forgets every failure (the element was removed). */
  forget() {
    this.#failed = {};
  }
}

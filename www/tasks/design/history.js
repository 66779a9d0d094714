// The designer's undo and redo: the boards it has held, oldest first, and where it stands.
// A board here is `{size, columns, rows, jumps, text, warnings}` (see boardState) and is never
// changed in place, so a caller may compare two by identity.

/**
 * A board the designer holds: `jumps` flat, as the core sorts them; `text` the native text the
 * core wrote for it; `warnings` `{first, count}`, its chains and shared ends as the core words
 * them (the first few, and how many in all).
 */
export function boardState({ size, columns, rows, jumps, text, warnings }) {
  return { size, columns, rows, jumps: Array.from(jumps), text, warnings };
}

export class EditHistory {
  #boards = []; #at = -1;

  /** The board on show, or null before the first. */
  get current() {
    return this.#boards[this.#at] ?? null;
  }

  get canUndo() {
    return this.#at > 0;
  }

  get canRedo() {
    return this.#at < this.#boards.length - 1;
  }

  /** Whether anything was ever held (a board taken from the host is then an undoable step). */
  get started() {
    return this.#boards.length > 0;
  }

  /** Forgets every step: `board` is the only one. */
  reset(board) {
    this.#boards = [board];
    this.#at = 0;
  }

  /** A new step after the current one; the steps undone before it are dropped. */
  push(board) {
    this.#boards = this.#boards.slice(0, this.#at + 1);
    this.#boards.push(board);
    this.#at = this.#boards.length - 1;
  }

  /** One step back; false when there is none. */
  undo() {
    if (!this.canUndo) return false;
    this.#at--;
    return true;
  }

  /** One step forward again; false when there is none. */
  redo() {
    if (!this.canRedo) return false;
    this.#at++;
    return true;
  }
}

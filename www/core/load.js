// The core wasm module loaded on first use, as the element does: nothing is fetched until a
// widget needs the core, and a missing file is an error the caller shows, not a module that
// never runs. (core.js is the same module imported statically, for the page.)
//
// Two builds serve the element: the core (boards, solver, games, the designer's checks) and
// the search module, the core with the recorded search (Board.bfsTrace) that bfs mode steps
// through, so that bfs mode loads one module of about the core's size instead of the core and
// the full module. Each glue is imported by its own literal path, so that bundlers split them.

let corePromise = null;
let searchPromise = null;

/** Instantiates a glue module with its wasm (beside the glue, so the folder can be copied anywhere). */
function instantiate(glue, wasm) {
  return glue.default({ module_or_path: wasm }).then(() => glue);
}

/**
 * Forgets a failed load, so that a later caller may try again (e.g. after a network error).
 * @template T
 * @param {Promise<T>} promise
 * @param {() => void} forget
 * @returns {Promise<T>}
 */
function retryable(promise, forget) {
  return promise.catch((err) => {
    forget();
    throw err;
  });
}

/**
 * The core, fetched and instantiated once for every user on the page. Its glue is imported
 * here, not at the top of a caller, so that a missing file is an error the caller can show
 * (the element shows it inside each widget), not a module that never runs.
 *
 * With `search`, the search module instead (the core's exports and `Board.bfsTrace`). Without
 * it, the search module when it is already on the page (it does all the core does, and
 * nothing more is fetched), else the core. A caller keeps the module it got: the two builds'
 * objects do not mix (a Board of one is no Board to the other).
 * @param {{search?: boolean}} [wanted]
 * @returns {Promise<typeof import("./pkg/snakes_ladders.js")>}
 */
export function loadCore({ search = false } = {}) {
  if (search || (searchPromise && !corePromise)) return loadSearch();
  corePromise ??= retryable(
    import("./pkg/snakes_ladders.js").then((glue) => instantiate(glue, new URL("./pkg/snakes_ladders_bg.wasm", import.meta.url))),
    () => { corePromise = null; },
  );
  return corePromise;
}

/** The search module, fetched and instantiated once for every user on the page. */
function loadSearch() {
  searchPromise ??= retryable(
    import("./pkg/snakes_ladders_search.js").then((glue) => instantiate(glue, new URL("./pkg/snakes_ladders_search_bg.wasm", import.meta.url))),
    () => { searchPromise = null; },
  );
  return /** @type {Promise<any>} */ (searchPromise);
}

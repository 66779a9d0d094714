// The core wasm module loaded on first use, as the element does: nothing is fetched until a
// widget needs the core, and a missing file is an error the caller shows, not a module that
// never runs. (core.js is the same module imported statically, for the page.)
//
// Three builds serve the element: the core (boards, solver, games, the designer's checks); the
// search module, the core with the recorded search (Board.bfsTrace) that bfs mode steps
// through, so that bfs mode loads one module of about the core's size instead of the core and
// the full module; and the analysis module (snakes_ladders_markov: the core's exports and the
// analysis, without the exact fraction), which the workers run (work-pool.js) and which an
// element in analyze or design mode takes as its core, so that those modes fetch one module,
// not the core and another. Each glue is imported by its own literal path, so that bundlers
// split them.

let corePromise = null;
let searchPromise = null;
let markovPromise = null;

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
 * With `search`, the search module instead (the core's exports and `Board.bfsTrace`); with
 * `analysis`, the analysis module (the core's exports and the analysis: loadAnalysis). Without
 * either, a module already on the page that does all the core does (nothing more is fetched),
 * else the core. A caller keeps the module it got: the builds' objects do not mix (a Board of
 * one is no Board to another).
 * @param {{search?: boolean, analysis?: boolean}} [wanted]
 * @returns {Promise<typeof import("./pkg/snakes_ladders.js")>}
 */
export function loadCore({ search = false, analysis = false } = {}) {
  if (search) return loadSearch();
  if (analysis) return /** @type {Promise<any>} */ (loadAnalysis());
  if (!corePromise && searchPromise) return loadSearch();
  if (!corePromise && markovPromise) return /** @type {Promise<any>} */ (markovPromise);
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

/**
 * The analysis module (snakes_ladders_markov: the core's exports and the Markov analysis,
 * simulation, occupancy and jump worths, without the exact fraction), instantiated once on
 * this thread from the module the workers are given (compiled once, work-pool.js), when first
 * asked for: the analysis card's simulation totals, the Design task's numbers, and the core of
 * an element in analyze or design mode.
 * @returns {Promise<typeof import("./pkg/snakes_ladders_markov.js")>}
 */
export function loadAnalysis() {
  markovPromise ??= retryable(
    Promise.all([import("./pkg/snakes_ladders_markov.js"), import("./work-pool.js").then((pool) => pool.compiledModule("markov"))])
      .then(([glue, module]) => instantiate(glue, module)),
    () => { markovPromise = null; },
  );
  return markovPromise;
}

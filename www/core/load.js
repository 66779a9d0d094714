// The element's wasm modules, each loaded on first use: nothing is fetched until a widget needs
// one, and a missing file is an error the caller shows, not a module that never runs. (The page
// imports the core statically instead: core.js.)
//
// Four builds serve the element, each the core less what its modes never ask, or more:
// - the solver module (boards, the rule table, the solver: the core without games, the
//   designer's checks and what only the page asks), an element's in view or solve mode;
// - the games module (the solver module and games), an element's in play mode;
// - the search module (the solver module and the recorded search, Board.bfsTrace, that bfs mode
//   steps through), so that bfs mode loads one module of about the solver module's size;
// - the analysis module (snakes_ladders_markov: the core's exports but games, and the analysis,
//   without the exact fraction), which the workers run (work-pool.js) and which an element in analyze
//   or design mode takes as its core, so that those modes fetch one module, not two.
// Each glue is imported by its own literal path, so that bundlers split them.

let gamesPromise = null;
let solverPromise = null;
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
 * The element's module, fetched and instantiated once for every user on the page. Its glue is
 * imported here, not at the top of a caller, so that a missing file is an error the caller can
 * show (the element shows it inside each widget), not a module that never runs.
 *
 * With `search`, the search module (the solver module and `Board.bfsTrace`); with `analysis`,
 * the analysis module (the core's exports but games, and the analysis: loadAnalysis). Without either, a
 * module already on the page that does all that is asked (nothing more is fetched), else the
 * games module with `games` (the solver module and games), the solver module without. A
 * caller keeps the module it got (the builds' objects do not mix: a Board of one is no Board
 * to another) until it asks for games the module has not (hasGames).
 * @param {{search?: boolean, analysis?: boolean, games?: boolean}} [wanted]
 * @returns {Promise<typeof import("./pkg/snakes_ladders.js")>}
 */
export function loadCore({ search = false, analysis = false, games = false } = {}) {
  if (search) return loadSearch();
  if (analysis) return /** @type {Promise<any>} */ (loadAnalysis());
  if (gamesPromise) return gamesPromise;
  if (markovPromise && !games) return /** @type {Promise<any>} */ (markovPromise);
  if (!games) return /** @type {Promise<any>} */ (searchPromise ?? loadSolver());
  gamesPromise = retryable(
    import("./pkg/snakes_ladders_games.js").then((glue) => instantiate(glue, new URL("./pkg/snakes_ladders_games_bg.wasm", import.meta.url))),
    () => { gamesPromise = null; },
  );
  return /** @type {Promise<any>} */ (gamesPromise);
}

/** Whether `core` (a module loadCore gave) plays games: the games module does, not the analysis module. */
export function hasGames(core) {
  return typeof core?.Game === "function";
}

/**
 * Whether `core` has the designer's checks (checkDesign, checkJump, fitJumps) and the board's
 * warnings: the analysis module does, not the solver, games and search modules.
 */
export function hasDesigner(core) {
  return typeof core?.checkDesign === "function";
}

/**
 * The solver module (the core without games), fetched and instantiated once for every user on
 * the page; or, when a caller asked for a module that does all it does by the next task (every
 * element of a page defined at once has asked by then: a page with a game on it), that one,
 * so that such a page fetches one module, not two.
 */
function loadSolver() {
  solverPromise ??= retryable(
    new Promise((next) => setTimeout(next, 0)).then(() => gamesPromise ?? markovPromise ?? searchPromise ?? import("./pkg/snakes_ladders_solver.js")
      .then((glue) => instantiate(glue, new URL("./pkg/snakes_ladders_solver_bg.wasm", import.meta.url)))),
    () => { solverPromise = null; },
  );
  return solverPromise;
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
 * The analysis module (snakes_ladders_markov: the core's exports but games, and the Markov analysis,
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

// The full wasm module (default features): the core plus the other formats, the world builder,
// the recorded search, saved-game restore and the analysis. The workers load it (worker.js);
// on the page's thread the Design task and the analysis card ask for it with loadFull(), which
// instantiates it once from the module the workers are given (compiled once, work-pool.js).

import { fullModule } from "./work-pool.js";

let fullPromise = null;

/**
 * The full build's glue, instantiated once on this thread, when first asked for.
 * @returns {Promise<typeof import("./pkg/snakes_ladders_full.js")>}
 */
export function loadFull() {
  fullPromise ??= Promise.all([import("./pkg/snakes_ladders_full.js"), fullModule()])
    .then(async ([glue, module]) => {
      await glue.default({ module_or_path: module });
      return glue;
    })
    .catch((err) => {
      fullPromise = null;
      throw err;
    });
  return fullPromise;
}

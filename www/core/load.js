// The core wasm module loaded on first use, as the element does: nothing is fetched until a
// widget needs the core, and a missing file is an error the caller shows, not a module that
// never runs. (core.js is the same module imported statically, for the page.)

/** Where the core's wasm lives: beside its glue, so the folder can be copied anywhere. */
const WASM_URL = new URL("./pkg/snakes_ladders_bg.wasm", import.meta.url);

let corePromise = null;

/**
 * The core, fetched and instantiated once for every user on the page. Its glue is imported
 * here, not at the top of a caller, so that a missing file is an error the caller can show
 * (the element shows it inside each widget), not a module that never runs.
 * @returns {Promise<typeof import("./pkg/snakes_ladders.js")>}
 */
export function loadCore() {
  corePromise ??= import("./pkg/snakes_ladders.js")
    .then((core) => core.default({ module_or_path: WASM_URL }).then(() => core))
    .catch((err) => {
      corePromise = null; // a later caller may try again (e.g. after a network error)
      throw err;
    });
  return corePromise;
}

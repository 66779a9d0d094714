// The core wasm module (cargo --no-default-features --features core): boards in the native
// format, the rule table, the solver, games and their saves, the designer's checks. The page
// imports it statically once its first board is drawn; the element loads it on first use
// (load.js). www/core/ is the only folder that imports the wasm packages in pkg/.

export { default } from "./pkg/snakes_ladders.js";
export * from "./pkg/snakes_ladders.js";

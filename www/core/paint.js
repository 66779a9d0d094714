// The page's first wasm module (cargo --no-default-features): the native format's reader, the
// board's grid and jumps and the limits, enough to draw the first board. Re-exported here so that
// www/core/ stays the only folder that imports the wasm packages in pkg/. The names are listed
// (not `export *`): the build joins this file into the first load's bundle, which reads the
// names a module exports from the module itself.

export { default, boardDrawing, limits, textDrawing } from "./pkg/snakes_ladders_paint.js";

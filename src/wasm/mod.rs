//! The JavaScript boundary: the only code that knows wasm-bindgen exists. It translates and
//! judges nothing: every answer is the domain's (the board, the rules, the solver, the game,
//! the designer, the analysis), every error the core's message as a real `Error`, and large
//! arrays cross as typed arrays.
//!
//! One file per part of what JavaScript sees, in seven modules (scripts/build.mjs; `solver` is
//! the core without games, `games` the solver module and games, `markov` the analysis module, the
//! core and the analysis without the exact fraction):
//!
//! | file           | exports                                                          | module                           |
//! |----------------|------------------------------------------------------------------|----------------------------------|
//! | `paint.rs`     | `boardDrawing`, `textDrawing` (paint only), `limits`             | every one                        |
//! | `board.rs`     | `Board`: reading, writing, size, grid, jumps; warnings, `parseAll` | all but paint; core, markov, full |
//! | `solver.rs`    | `Board.solve`; `solvePacked`, `distances`; `bfsTrace`            | all but paint; core, markov, full; search, full |
//! | `rules.rs`     | `RuleTable`, `puzzleRules`, `Board.restSquares`, `describeThrow` | all but paint                    |
//! | `game.rs`      | `Game`, `seatNames`; `save`, `moveSaid`, `rollMany`, ...; `Game.restore` | games, core, markov, full; core, markov, full; full |
//! | `designer.rs`  | `checkDesign`, `checkJump`, `fitJumps`                           | core, markov, full               |
//! | `world.rs`     | `Board.generate`                                                 | full                             |
//! | `analysis.rs`  | `Board.analyze` (the exact fraction: full), `expectedTurns`, `simulateChunk`, ... | markov, full |
//! | `occupancy.rs` | `Board.occupancy*`, `OccupancySteps`, `jumpValues`               | markov, full                     |
//! | `bench.rs`     | `BenchWorkload`                                                  | bench                            |
//!
//! `options.rs` reads every options object JavaScript passes, once, into a typed value; `js.rs`
//! holds the small translations the others share. The TypeScript for the plain objects that
//! cross lives in `types/*.d.ts`, which the generated .d.ts includes and `tsc` checks.
//!
//! The `solver` feature adds the page's second module but games to the first paint's (the
//! element's module in view and solve modes), `games` games to it (the element's module in play
//! mode), `core` to that what only the page asks (the page's core), `search` the recorded
//! search to the solver module (the module of the element's bfs mode), `markov` the analysis without the
//! exact fraction to the core (the workers' module, and the element's in analyze and design
//! modes), `extras` (the full module) what the page asks for only on demand. The code behind
//! the exports is always compiled natively: the linker keeps only what a build's exports reach.

/// Every wasm module's allocator: Talc in place of the Rust target's dlmalloc, which was 7 KB of
/// the core module (issue 38: what each module costs). Without reallocation in place, as
/// measured: the core module 167,956 -> 162,456 bytes, the paint module 5 KB and the analysis
/// module 4 KB smaller (the full module, loaded on demand, 3.7 KB larger); the solve, the
/// simulation, the analysis and the exact fraction as fast (bench/pair.mjs, interleaved runs).
/// Single-threaded wasm only (no `atomics`), which every build here is.
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

// The paint module uses a few of the shared translations.
#[cfg_attr(not(feature = "solver"), allow(dead_code))]
mod js;
#[cfg(feature = "solver")]
pub mod options;
pub mod paint;

#[cfg(feature = "markov")]
pub mod analysis;
#[cfg(feature = "bench")]
pub mod bench;
#[cfg(feature = "solver")]
pub mod board;
#[cfg(feature = "page")]
pub mod designer;
#[cfg(feature = "games")]
pub mod game;
#[cfg(feature = "markov")]
pub mod occupancy;
#[cfg(feature = "solver")]
pub mod rules;
#[cfg(feature = "solver")]
pub mod solver;
#[cfg(feature = "extras")]
pub mod world;

#[cfg(feature = "solver")]
pub use board::JsBoard;
#[cfg(feature = "games")]
pub use game::JsGame;
#[cfg(feature = "solver")]
pub use rules::JsRuleTable;

// The core module's types for the generated .d.ts (the full module has them too).
#[cfg(feature = "solver")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const TS_CORE: &str = include_str!("types/core.d.ts");

/// Routes any bug's panic message to the browser console (set once, on module start).
#[cfg(feature = "solver")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

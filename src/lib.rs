//! Snakes and Ladders: boards, rules, minimum throws by BFS, a world builder, games and analysis.
//!
//! The heart is [`rules::Table`]: a board and its rules compiled into one transition table.
//! The solver, the game and the analysis are loops over it.

#[cfg(feature = "analysis")]
pub mod analysis;
pub mod board;
pub mod designer;
#[cfg(all(feature = "analysis", not(target_arch = "wasm32")))]
pub mod cli;
pub mod error;
pub mod formats;
pub mod game;
pub mod rng;
pub mod rules;
pub mod solve;
pub mod throws;
// The benchmark workloads: natively, and in wasm only in the `bench` build.
#[cfg(all(
    feature = "analysis",
    any(feature = "bench", not(target_arch = "wasm32"))
))]
pub mod workloads;
pub mod world;

pub use board::{Board, Jump, Warning};
pub use error::{Error, Result};
pub use rules::{JumpMode, Overshoot, Rules, Start, Table};
pub use solve::{solve, PathChoice, Solution, Step};

// The wasm boundary. Every wasm build exports what drawing the first board needs (wasm_paint);
// with the `core` feature what the page uses after it (wasm, wasm_design), and with `extras`
// (the full module) what it asks for only on demand (wasm_extras). The code behind the exports
// is always compiled: the linker keeps only what a build's exports reach.
#[cfg(all(target_arch = "wasm32", feature = "core"))]
pub mod wasm;
#[cfg(all(target_arch = "wasm32", feature = "core"))]
pub mod wasm_design;
#[cfg(all(target_arch = "wasm32", feature = "extras"))]
pub mod wasm_extras;
#[cfg(target_arch = "wasm32")]
pub mod wasm_paint;

//! Snakes and Ladders: boards, rules, minimum throws by BFS, a world builder, games and analysis.
//!
//! The heart is [`rules::Table`]: a board and its rules compiled into one transition table.
//! The solver, the game and the analysis are loops over it.

#[cfg(feature = "markov")]
pub mod analysis;
pub mod board;
#[cfg(all(feature = "analysis", not(target_arch = "wasm32")))]
pub mod cli;
pub mod codes;
pub mod designer;
pub mod error;
pub mod formats;
pub mod game;
pub mod message;
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

// The wasm boundary (src/wasm/): every wasm build exports what drawing the first board needs,
// the `core` and `extras` features add the rest (see src/wasm/mod.rs). Native builds have no
// JavaScript glue at all (tests/native_deps.rs).
#[cfg(target_arch = "wasm32")]
pub mod wasm;

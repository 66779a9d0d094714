//! The exact fraction's place in a build without big rationals: the `markov` feature without
//! `analysis`, the wasm module analyze mode loads (snakes_ladders_markov). The big-integer
//! elimination (exact.rs, with num-bigint and num-rational) was about a sixth of the full
//! module; this build leaves it out, so [`super::analyze`] reports no `expected_turns_exact`
//! (as on a board too big for it), and the full module answers when the fraction is asked for.

use super::markov::Fate;
use crate::rules::Table;
use std::fmt;

/// No fraction exists in this build: the type has no values.
pub(crate) enum Fraction {}

impl fmt::Display for Fraction {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {}
    }
}

/// What the exact computation found: in this build, that it was not built.
pub(crate) enum Exact {
    /// This build has no big rationals.
    NotBuilt,
    /// The expectation (never, here: `Fraction` has no values; the report's code matches it).
    #[allow(dead_code)]
    Value(Fraction),
}

/// Nothing is computed without big rationals.
pub(crate) fn exact_within(_table: &Table, _fate: &Fate, _max_work: usize) -> Exact {
    Exact::NotBuilt
}

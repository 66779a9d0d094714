//! Squares, jumps and the world rules a board must obey.

use crate::codes;
use crate::error::{Error, Result};
use crate::message::Message;
use crate::msg;
use std::fmt;

/// The largest board the core accepts: 10^7 squares.
pub const MAX_SQUARES: u32 = 10_000_000;

/// The largest number of rows or columns a layout may name.
pub const MAX_COLUMNS: u32 = 10_000_000;

/// A snake or a ladder: a move from `from` to `to` taken on landing on `from`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Jump {
    /// The square whose landing triggers the jump (snake head or ladder base).
    pub from: u32,
    /// Where the jump leads (snake tail or ladder top).
    pub to: u32,
}

impl Jump {
    /// A jump from `from` to `to`.
    pub const fn new(from: u32, to: u32) -> Self {
        Jump { from, to }
    }

    /// True for a snake (it leads down).
    pub const fn is_snake(&self) -> bool {
        self.to < self.from
    }

    /// True for a ladder (it leads up).
    pub const fn is_ladder(&self) -> bool {
        self.to > self.from
    }

    /// "snake 16 -> 6" or "ladder 1 -> 38", for messages.
    pub fn describe(&self) -> String {
        self.words().to_string()
    }

    /// The jump as a message names it: "snake 16 -> 6" or "ladder 1 -> 38".
    pub fn words(&self) -> Message {
        let kind = if self.is_snake() {
            &codes::SNAKE
        } else {
            &codes::LADDER
        };
        msg!(*kind, from = self.from, to = self.to)
    }
}

/// Something legal but surprising on a board, reported to the person who pasted it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// `first` ends where `second` starts, so landing on `first` may continue along `second`.
    Chain {
        /// The jump that ends on another's start.
        first: Jump,
        /// The jump that starts there.
        second: Jump,
    },
    /// Two jumps end on the same square.
    SharedEnd {
        /// One jump.
        first: Jump,
        /// Another jump with the same end.
        second: Jump,
    },
}

impl Warning {
    /// The warning as a code with its parameters.
    pub fn message(&self) -> Message {
        let (code, first, second) = match self {
            Warning::Chain { first, second } => (&codes::WARN_CHAIN, first, second),
            Warning::SharedEnd { first, second } => (&codes::WARN_SHARED_END, first, second),
        };
        msg!(
            *code,
            first = first.words(),
            second = second.words(),
            square = first.to
        )
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

/// A validated board: squares 1..=size and jumps obeying the world rules.
///
/// It cannot hold a jump from the last square, two jumps from one square, a jump to itself,
/// or an endpoint outside 1..=size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    size: u32,
    /// Sorted by `from`; at most one per square.
    jumps: Vec<Jump>,
    /// Display width (squares per row); `None` means the squarest layout.
    columns: Option<u32>,
}

impl Board {
    /// A board of `size` squares with the given jumps, checked against every world rule.
    pub fn new(size: u32, jumps: impl IntoIterator<Item = Jump>) -> Result<Board> {
        // The checks live in one function that is not generic, so each caller's iterator type
        // adds only this collect to the wasm, not another copy of the checks.
        Board::from_vec(size, jumps.into_iter().collect())
    }

    fn from_vec(size: u32, mut jumps: Vec<Jump>) -> Result<Board> {
        check_size(size)?;
        for j in &jumps {
            for square in [j.from, j.to] {
                if square < 1 || square > size {
                    return Err(Error::InvalidBoard(msg!(
                        codes::BOARD_OUTSIDE,
                        jump = j.words(),
                        square,
                        size
                    )));
                }
            }
            if j.from == j.to {
                return Err(Error::InvalidBoard(msg!(
                    codes::BOARD_JUMP_TO_ITSELF,
                    square = j.from
                )));
            }
            if j.from == size {
                return Err(Error::InvalidBoard(msg!(
                    codes::BOARD_FROM_LAST,
                    jump = j.words(),
                    size
                )));
            }
        }
        sort_jumps(&mut jumps, false);
        for pair in jumps.windows(2) {
            if pair[0] == pair[1] {
                return Err(Error::InvalidBoard(msg!(
                    codes::BOARD_TWICE,
                    jump = pair[0].words()
                )));
            }
            if pair[0].from == pair[1].from {
                return Err(Error::InvalidBoard(msg!(
                    codes::BOARD_TWO_STARTS,
                    square = pair[0].from,
                    first = pair[0].words(),
                    second = pair[1].words()
                )));
            }
        }
        Ok(Board {
            size,
            jumps,
            columns: None,
        })
    }

    /// A board from separate snake and ladder lists, checking that each goes the right way.
    pub fn from_snakes_ladders(
        size: u32,
        snakes: &[(u32, u32)],
        ladders: &[(u32, u32)],
    ) -> Result<Board> {
        for &(head, tail) in snakes {
            if head <= tail {
                return Err(Error::InvalidBoard(msg!(
                    codes::BOARD_SNAKE_UP,
                    from = head,
                    to = tail
                )));
            }
        }
        for &(base, top) in ladders {
            if base >= top {
                return Err(Error::InvalidBoard(msg!(
                    codes::BOARD_LADDER_DOWN,
                    from = base,
                    to = top
                )));
            }
        }
        let all = snakes.iter().chain(ladders).map(|&(a, b)| Jump::new(a, b));
        Board::new(size, all)
    }

    /// The same board drawn `columns` squares wide.
    pub fn with_columns(mut self, columns: Option<u32>) -> Result<Board> {
        if let Some(c) = columns {
            if c == 0 || c > MAX_COLUMNS {
                return Err(Error::InvalidBoard(msg!(
                    codes::BOARD_COLUMNS,
                    max = MAX_COLUMNS,
                    columns = c
                )));
            }
        }
        self.columns = columns;
        Ok(self)
    }

    /// Number of squares; the last one is the goal.
    pub fn size(&self) -> u32 {
        self.size
    }

    /// Every jump, sorted by starting square.
    pub fn jumps(&self) -> &[Jump] {
        &self.jumps
    }

    /// The snakes, sorted by head.
    pub fn snakes(&self) -> impl Iterator<Item = Jump> + '_ {
        self.jumps.iter().copied().filter(Jump::is_snake)
    }

    /// The ladders, sorted by base.
    pub fn ladders(&self) -> impl Iterator<Item = Jump> + '_ {
        self.jumps.iter().copied().filter(Jump::is_ladder)
    }

    /// Where a jump starting on `square` leads, if one does.
    pub fn jump_from(&self, square: u32) -> Option<u32> {
        self.jumps
            .binary_search_by_key(&square, |j| j.from)
            .ok()
            .map(|i| self.jumps[i].to)
    }

    /// The width given for display, if any.
    pub fn columns_hint(&self) -> Option<u32> {
        self.columns
    }

    /// Columns and rows for display: the given width, or the squarest grid that holds the board.
    pub fn grid(&self) -> (u32, u32) {
        let columns = self.columns.unwrap_or_else(|| squarest_columns(self.size));
        let rows = self.size.div_ceil(columns);
        (columns, rows)
    }

    /// Chains and shared endpoints: legal, but worth telling the person who pasted the board.
    pub fn warnings(&self) -> Vec<Warning> {
        let mut out = Vec::new();
        for &j in &self.jumps {
            if let Ok(i) = self.jumps.binary_search_by_key(&j.to, |k| k.from) {
                out.push(Warning::Chain {
                    first: j,
                    second: self.jumps[i],
                });
            }
        }
        let mut by_end: Vec<Jump> = self.jumps.clone();
        sort_jumps(&mut by_end, true);
        for pair in by_end.windows(2) {
            if pair[0].to == pair[1].to {
                out.push(Warning::SharedEnd {
                    first: pair[0],
                    second: pair[1],
                });
            }
        }
        out
    }
}

/// The smallest width whose square holds `size` squares (10 for 100, 6 for 30).
pub fn squarest_columns(size: u32) -> u32 {
    let mut c = (size as f64).sqrt() as u32;
    while c.saturating_mul(c) < size {
        c += 1;
    }
    c.max(1)
}

/// Refuses sizes outside 2..=MAX_SQUARES with a message.
pub fn check_size(size: u32) -> Result<()> {
    if size < 2 {
        return Err(Error::InvalidBoard(msg!(codes::BOARD_TOO_SMALL, size)));
    }
    if size > MAX_SQUARES {
        return Err(Error::Limit(msg!(
            codes::BOARD_TOO_BIG,
            max = MAX_SQUARES,
            size
        )));
    }
    Ok(())
}

/// Sorts jumps by where they start, or with `by_end` by where they end; the other square
/// breaks ties.
fn sort_jumps(jumps: &mut [Jump], by_end: bool) {
    let mut keys: Vec<u64> = jumps
        .iter()
        .map(|j| {
            if by_end {
                pack(j.to, j.from)
            } else {
                pack(j.from, j.to)
            }
        })
        .collect();
    sort_keys(&mut keys);
    for (j, &k) in jumps.iter_mut().zip(&keys) {
        let (a, b) = unpack(k);
        *j = if by_end {
            Jump::new(b, a)
        } else {
            Jump::new(a, b)
        };
    }
}

/// Sorts 64-bit keys. Every sort in the core comes through here, on the same type: each
/// `sort_by_key` of its own would put another copy of the sort (about 8 KB) into the wasm.
pub(crate) fn sort_keys(keys: &mut [u64]) {
    keys.sort_unstable();
}

/// Two 32-bit numbers as one key that orders by `hi`, then `lo`.
pub(crate) fn pack(hi: u32, lo: u32) -> u64 {
    (u64::from(hi) << 32) | u64::from(lo)
}

/// The two numbers of [`pack`].
pub(crate) fn unpack(key: u64) -> (u32, u32) {
    ((key >> 32) as u32, key as u32)
}

/// The places 0..keys.len() in the order of their keys, equal keys in the order of their
/// places (a stable sort by key), through [`sort_keys`]. (The analysis's sorts.)
#[cfg(feature = "markov")]
pub(crate) fn order_by(keys: &[u32]) -> Vec<u32> {
    let mut packed: Vec<u64> = keys.iter().zip(0..).map(|(&key, i)| pack(key, i)).collect();
    sort_keys(&mut packed);
    packed.into_iter().map(|key| unpack(key).1).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(feature = "markov")]
    #[test]
    fn order_by_is_the_stable_sort_by_key() {
        let mut dice = crate::rng::Dice::new(7);
        for len in [0, 1, 2, 5, 40, 300] {
            let keys: Vec<u32> = (0..len).map(|_| dice.below(8)).collect();
            let mut stable: Vec<u32> = (0..len).collect();
            stable.sort_by_key(|&i| keys[i as usize]);
            assert_eq!(order_by(&keys), stable, "{keys:?}");
        }
    }

    #[test]
    fn jump_from_the_last_square_is_refused_naming_it() {
        let err = Board::new(100, [Jump::new(100, 5)]).unwrap_err();
        assert!(err.to_string().contains("last square 100"), "{err}");
    }

    #[test]
    fn two_jumps_from_one_square_are_refused_naming_the_square() {
        let err = Board::new(100, [Jump::new(10, 5), Jump::new(10, 50)]).unwrap_err();
        assert!(
            err.to_string().contains("square 10 starts two jumps"),
            "{err}"
        );
    }

    #[test]
    fn the_same_jump_twice_is_refused_as_appearing_twice() {
        let err = Board::new(100, [Jump::new(2, 20), Jump::new(2, 20)]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid board: ladder 2 -> 20 appears twice"
        );
    }

    #[test]
    fn endpoints_outside_the_board_are_refused() {
        assert!(Board::new(30, [Jump::new(3, 31)]).is_err());
        assert!(Board::new(30, [Jump::new(0, 3)]).is_err());
        assert!(Board::new(30, [Jump::new(4, 4)]).is_err());
    }

    #[test]
    fn a_snake_that_goes_up_is_refused() {
        let err = Board::from_snakes_ladders(100, &[(5, 10)], &[]).unwrap_err();
        assert!(err.to_string().contains("snake 5 -> 10"), "{err}");
    }

    #[test]
    fn chains_and_shared_ends_are_warnings() {
        let b = Board::new(
            100,
            [
                Jump::new(38, 12),
                Jump::new(12, 73),
                Jump::new(76, 85),
                Jump::new(78, 85),
            ],
        )
        .unwrap();
        let w = b.warnings();
        assert_eq!(w.len(), 2, "{w:?}");
        assert!(w[0].to_string().contains("square 12"));
        assert!(w[1].to_string().contains("square 85"));
    }

    #[test]
    fn grid_is_squarest_by_default() {
        let b = Board::new(100, []).unwrap();
        assert_eq!(b.grid(), (10, 10));
        let b = Board::new(30, []).unwrap();
        assert_eq!(b.grid(), (6, 5));
        assert_eq!(squarest_columns(2), 2);
    }
}

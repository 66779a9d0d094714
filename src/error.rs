//! The one error type of the core: every message names where and what is wrong.

use std::fmt;

/// Everything that can go wrong with input to the core, in words a person can act on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// Text could not be read as a board; `line` and `column` are 1-based.
    Parse {
        /// Which format was being read.
        format: &'static str,
        /// 1-based line of the problem.
        line: usize,
        /// 1-based column of the problem.
        column: usize,
        /// What was expected and what was found.
        message: String,
    },
    /// The board breaks a world rule; the message names the squares.
    InvalidBoard(String),
    /// Following jumps under `chain` never comes to rest; the squares of the cycle.
    JumpCycle(Vec<u32>),
    /// A rule option or parameter is out of range or unknown.
    InvalidOption(String),
    /// Input beyond a documented limit, refused before any large allocation.
    Limit(String),
    /// The world builder cannot place what was asked.
    Generate(String),
    /// A game action that is not possible now (for example rolling after the game ended).
    Game(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse {
                format,
                line,
                column,
                message,
            } => write!(f, "{format} board, line {line}, column {column}: {message}"),
            Error::InvalidBoard(m) => write!(f, "invalid board: {m}"),
            Error::JumpCycle(squares) => {
                let list: Vec<String> = squares.iter().map(u32::to_string).collect();
                write!(
                    f,
                    "jumps form a cycle under chained jumps: {} -> {} (use single jumps, or break the cycle)",
                    list.join(" -> "),
                    squares.first().copied().unwrap_or(0)
                )
            }
            Error::InvalidOption(m) => write!(f, "invalid option: {m}"),
            Error::Limit(m) => write!(f, "over a limit: {m}"),
            Error::Generate(m) => write!(f, "cannot generate this world: {m}"),
            Error::Game(m) => write!(f, "game: {m}"),
        }
    }
}

impl std::error::Error for Error {}

/// Shorthand for results of the core.
pub type Result<T> = std::result::Result<T, Error>;

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
                write!(
                    f,
                    "jumps form a cycle under chained jumps: {} -> {} (use single jumps, or break the cycle)",
                    cycle_words(squares),
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

/// The most squares of a cycle a message lists; a longer one is shown by its ends and length.
const CYCLE_SHOWN: usize = 12;

/// "3 -> 7 -> 5", or for a long cycle "2 -> 3 -> ... -> 999998 (999997 squares)".
fn cycle_words(squares: &[u32]) -> String {
    let join = |part: &[u32]| {
        part.iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(" -> ")
    };
    if squares.len() <= CYCLE_SHOWN {
        return join(squares);
    }
    let head = &squares[..CYCLE_SHOWN / 2];
    let tail = &squares[squares.len() - 3..];
    format!(
        "{} -> ... -> {} ({} squares)",
        join(head),
        join(tail),
        squares.len()
    )
}

/// The most characters of the input a message quotes.
pub const EXCERPT_CHARS: usize = 40;

/// A piece of the input as a message quotes it: at most [`EXCERPT_CHARS`] characters, control
/// characters escaped (`\0`, `\t`, `\u{1b}`), and the length said when it was cut, so that a
/// message never echoes megabytes or raw control bytes back.
pub fn excerpt(text: &str) -> String {
    let mut out = String::new();
    for (count, c) in text.chars().enumerate() {
        if count == EXCERPT_CHARS {
            let total = text.chars().count();
            out.push_str(&format!("... ({total} characters)"));
            return out;
        }
        push_escaped(&mut out, c);
    }
    out
}

/// `text` with every character a terminal would act on or hide escaped: control characters
/// (`\0`, `\t`, `\u{1b}`) and the invisible format characters that reorder or hide text
/// (bidirectional overrides such as U+202E, zero-width spaces and joiners such as U+200B, the
/// byte order mark), so that a file name or a board's text is echoed as what it is.
pub fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        push_escaped(&mut out, c);
    }
    out
}

fn push_escaped(out: &mut String, c: char) {
    match c {
        '\0' => out.push_str("\\0"),
        // Outside printable ASCII escape_default writes `\u{...}`, as escape_unicode would.
        c if c.is_control() || is_invisible_format(c) => out.extend(c.escape_default()),
        c => out.push(c),
    }
}

/// The format characters (Unicode category Cf) a terminal draws as nothing or uses to reorder
/// the text around them.
fn is_invisible_format(c: char) -> bool {
    matches!(c,
        '\u{ad}' | '\u{61c}' | '\u{180e}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}'
        | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{206f}' | '\u{feff}' | '\u{fff9}'..='\u{fffb}')
}

/// Shorthand for results of the core.
pub type Result<T> = std::result::Result<T, Error>;

//! The one error type of the core: every message names where and what is wrong.

use crate::codes;
use crate::message::{Message, Param};
use crate::msg;
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
        message: Message,
    },
    /// The board breaks a world rule; the message names the squares.
    InvalidBoard(Message),
    /// Following jumps under `chain` never comes to rest; the squares of the cycle.
    JumpCycle(Vec<u32>),
    /// A rule option or parameter is out of range or unknown.
    InvalidOption(Message),
    /// Input beyond a documented limit, refused before any large allocation.
    Limit(Message),
    /// The world builder cannot place what was asked.
    Generate(Message),
    /// A game action that is not possible now (for example rolling after the game ended).
    Game(Message),
}

impl Error {
    /// The whole message as a code with its parameters: the kind of error (`error.parse`,
    /// `error.invalid_board`, ...) with the particular message as its `detail`.
    pub fn message(&self) -> Message {
        let (kind, detail) = match self {
            Error::Parse {
                format,
                line,
                column,
                message,
            } => {
                return msg!(
                    codes::PARSE,
                    format = *format,
                    line = *line,
                    column = *column,
                    detail = message.clone()
                )
            }
            Error::JumpCycle(squares) => {
                return msg!(
                    codes::JUMP_CYCLE,
                    cycle = cycle_words(squares),
                    first = squares.first().copied().unwrap_or(0)
                )
            }
            Error::InvalidBoard(m) => (&codes::INVALID_BOARD, m),
            Error::InvalidOption(m) => (&codes::INVALID_OPTION, m),
            Error::Limit(m) => (&codes::LIMIT, m),
            Error::Generate(m) => (&codes::GENERATE, m),
            Error::Game(m) => (&codes::GAME, m),
        };
        msg!(*kind, detail = detail.clone())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for Error {}

/// The most squares of a cycle a message lists; a longer one is shown by its ends and length.
const CYCLE_SHOWN: usize = 12;

/// "3 -> 7 -> 5", or for a long cycle "2 -> 3 -> ... -> 999998 (999997 squares)".
fn cycle_words(squares: &[u32]) -> Param {
    let join = |part: &[u32]| {
        part.iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(" -> ")
    };
    if squares.len() <= CYCLE_SHOWN {
        return join(squares).into();
    }
    let head = &squares[..CYCLE_SHOWN / 2];
    let tail = &squares[squares.len() - 3..];
    msg!(
        codes::CYCLE_LONG,
        head = join(head),
        tail = join(tail),
        count = squares.len()
    )
    .into()
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

//! Text formats of boards: one file per format, plus detection.
//!
//! | format       | looks like                                                     | boards |
//! |--------------|----------------------------------------------------------------|--------|
//! | `native`     | `size 100` then jumps such as `16 -> 6`, one or more per line  | one    |
//! | `ruby`       | `{97=>62, 35=>21}` (snakes) then `{10=>74}` (ladders)          | one    |
//! | `json`       | `{"size": 100, "snakes": [[16, 6]], "ladders": [[1, 38]]}`     | one    |
//! | `hackerrank` | "Quickest Way Up": t, then per case n ladders and m snakes     | t      |
//! | `leetcode`   | LeetCode 909: one `[[-1,-1],[-1,3]]` n x n grid per line       | many   |
//!
//! Where a format does not say, a board has 100 squares. Every text format accepts `#` and `//`
//! comments to the end of a line (JSON only as whole lines). Every parse error names a 1-based
//! line and column and says what was expected and what was found; a board that breaks a world
//! rule is refused naming where the offending jump was written.
//!
//! Limits, refused with [`Error::Limit`] before any large allocation: text over
//! [`MAX_TEXT_BYTES`], boards over [`MAX_SQUARES`], more jumps than squares, LeetCode grids over
//! [`LEETCODE_MAX_N`] wide, HackerRank inputs over [`HACKERRANK_MAX_CASES`] cases or
//! [`HACKERRANK_MAX_JUMPS`] ladders or snakes per case. Reading is linear in the text.

mod hackerrank;
mod json;
pub mod json_text;
mod leetcode;
mod native;
mod ruby;
mod scan;

use crate::board::{check_size, Board, Jump, MAX_SQUARES};
use crate::codes;
use crate::error::{Error, Result};
use crate::message::{Message, Param};
use crate::msg;
use std::fmt;
use std::str::FromStr;

/// The largest text any reader accepts: 64 MiB.
pub const MAX_TEXT_BYTES: usize = 64 * 1024 * 1024;

/// The most test cases a HackerRank input may hold.
pub const HACKERRANK_MAX_CASES: u32 = 1000;

/// The most ladders, and the most snakes, one HackerRank test case may hold.
pub const HACKERRANK_MAX_JUMPS: u32 = 100;

/// The widest LeetCode grid: 3162 x 3162 is the largest square of at most 10^7 squares.
pub const LEETCODE_MAX_N: u32 = 3162;

/// A text format of boards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// The format for people typing: `size 100`, then jumps such as `16 -> 6`.
    Native,
    /// The Ruby hash pair of the world builder: `{97=>62}` (snakes) then `{10=>74}` (ladders).
    Ruby,
    /// A JSON object with `size`, `snakes`, `ladders` and optional `columns`.
    Json,
    /// The HackerRank "Quickest Way Up" input: t test cases of 100-square boards.
    HackerRank,
    /// LeetCode 909: n x n grids numbered boustrophedon from the bottom-left, one per line.
    LeetCode,
}

impl Format {
    /// Every format, in the order they are listed to people.
    pub const ALL: [Format; 5] = [
        Format::Native,
        Format::Ruby,
        Format::Json,
        Format::HackerRank,
        Format::LeetCode,
    ];

    /// The name used on the command line and in messages: `native`, `ruby`, `json`, ...
    pub const fn name(self) -> &'static str {
        match self {
            Format::Native => "native",
            Format::Ruby => "ruby",
            Format::Json => "json",
            Format::HackerRank => "hackerrank",
            Format::LeetCode => "leetcode",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = Error;

    fn from_str(s: &str) -> Result<Format> {
        let wanted = s.trim();
        Format::ALL
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(wanted))
            .ok_or_else(|| {
                let names: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
                Error::InvalidOption(msg!(
                    codes::FORMAT_UNKNOWN,
                    formats = names.join(", "),
                    found = crate::error::excerpt(wanted)
                ))
            })
    }
}

/// The first board of a text, with the format it was read in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parsed {
    /// The first board of the text.
    pub board: Board,
    /// The format the text was read in (given or detected).
    pub format: Format,
    /// How many boards the text holds (HackerRank and LeetCode texts may hold several).
    pub boards_in_input: usize,
}

/// Guesses the format of `text`; the first rule that matches wins.
///
/// Comments (`#` or `//` to the end of a line) and whitespace are skipped when looking at the
/// start of the text.
///
/// 1. The text starts with `{` followed by `"` (a JSON object with keys): [`Format::Json`].
/// 2. The text starts with `[` followed by `[`: [`Format::LeetCode`].
/// 3. Some `=>` stands inside braces, or there are two or more top-level `{...}` groups (the
///    hash pair, even when both are empty): [`Format::Ruby`].
/// 4. The first line is a lone integer and every line holds one or two integers:
///    [`Format::HackerRank`].
/// 5. The text starts with `{` (any other object, read as JSON for its error messages):
///    [`Format::Json`].
/// 6. Anything else: [`Format::Native`].
pub fn detect(text: &str) -> Format {
    let text = without_bom(text);
    let mut cursor = scan::Cursor::new(text, Format::Native);
    cursor.skip();
    let first = cursor.peek();
    if matches!(first, Some(b'{' | b'[')) {
        cursor.pos += 1;
        cursor.skip();
        match (first, cursor.peek()) {
            (Some(b'{'), Some(b'"')) => return Format::Json,
            (Some(b'['), Some(b'[')) => return Format::LeetCode,
            _ => {}
        }
    }
    if ruby::looks_like(text) {
        Format::Ruby
    } else if hackerrank::looks_like(text) {
        Format::HackerRank
    } else if first == Some(b'{') {
        Format::Json
    } else {
        Format::Native
    }
}

/// Reads the first board of `text` in `format`, or in the detected format when `None`.
///
/// Every board of the text is read and checked, so an error in a later HackerRank test case or
/// LeetCode grid is reported too.
pub fn parse(text: &str, format: Option<Format>) -> Result<Parsed> {
    let (format, boards) = parse_all(text, format)?;
    let boards_in_input = boards.len();
    let board = boards.into_iter().next().ok_or_else(|| {
        // Every reader refuses a text without boards; this is a safety net.
        scan::error(format, text, text.len(), msg!(codes::PARSE_NO_BOARD))
    })?;
    Ok(Parsed {
        board,
        format,
        boards_in_input,
    })
}

/// Reads every board of `text` (HackerRank test cases, LeetCode grids) with the format used.
pub fn parse_all(text: &str, format: Option<Format>) -> Result<(Format, Vec<Board>)> {
    check_text_length(text)?;
    let text = without_bom(text);
    let format = format.unwrap_or_else(|| detect(text));
    let boards = match format {
        Format::Native => vec![native::parse(text)?],
        Format::Ruby => vec![ruby::parse(text)?],
        Format::Json => vec![json::parse(text)?],
        Format::HackerRank => hackerrank::parse(text)?,
        Format::LeetCode => leetcode::parse(text)?,
    };
    Ok((format, boards))
}

/// Reads a board in the native format, as [`parse`] does with `Some(Format::Native)`, linking
/// no other reader: the page's first wasm module holds only this one.
pub fn parse_native(text: &str) -> Result<Board> {
    check_text_length(text)?;
    native::parse(without_bom(text))
}

/// Writes `board` in the native format, which holds every board (the page's core module writes
/// no other format, and so links no other writer).
pub fn print_native(board: &Board) -> String {
    native::print(board)
}

/// Refuses a text over [`MAX_TEXT_BYTES`] before reading it.
fn check_text_length(text: &str) -> Result<()> {
    if text.len() > MAX_TEXT_BYTES {
        return Err(Error::Limit(msg!(
            codes::TEXT_TOO_LONG,
            max = MAX_TEXT_BYTES,
            size = text.len()
        )));
    }
    Ok(())
}

/// Writes `board` in `format`; an error says why when the format cannot hold it.
///
/// HackerRank holds only 100-square boards and LeetCode only n x n boards; neither keeps a
/// display width other than its own (none for HackerRank, n for LeetCode).
pub fn print(board: &Board, format: Format) -> Result<String> {
    print_all(std::slice::from_ref(board), format)
}

/// Writes several boards in `format`: HackerRank as test cases, LeetCode one grid per line.
///
/// The other formats hold exactly one board.
pub fn print_all(boards: &[Board], format: Format) -> Result<String> {
    let single = |write: fn(&Board) -> String| match boards {
        [board] => Ok(write(board)),
        _ => Err(Error::InvalidOption(msg!(
            codes::FORMAT_ONE_BOARD,
            format = format.name(),
            count = boards.len()
        ))),
    };
    if boards.is_empty() {
        return Err(Error::InvalidOption(msg!(
            codes::FORMAT_NO_BOARD,
            format = format.name()
        )));
    }
    match format {
        Format::Native => single(native::print),
        Format::Ruby => single(ruby::print),
        Format::Json => single(json::print),
        Format::HackerRank => hackerrank::print(boards),
        Format::LeetCode => leetcode::print(boards),
    }
}

/// `text` without the byte-order mark some editors put first; columns then count what a
/// person sees.
fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// Which way the text says a jump goes, where it says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// The text does not say; the squares decide.
    Any,
    /// Declared a snake: it must go down.
    Snake,
    /// Declared a ladder: it must go up.
    Ladder,
}

/// A jump as read, with what the text declared it to be and where it was written.
#[derive(Debug, Clone, Copy)]
struct Entry {
    /// The jump.
    jump: Jump,
    /// What the text declared it to be.
    kind: Kind,
    /// Byte offset where it was written (texts are at most 64 MiB, so this fits).
    at: u32,
}

impl Entry {
    /// A jump read at byte `at`.
    fn new(from: u32, to: u32, kind: Kind, at: usize) -> Entry {
        Entry {
            jump: Jump::new(from, to),
            kind,
            at: u32::try_from(at).unwrap_or(u32::MAX),
        }
    }
}

/// The byte offset of a jump's part in the text: where the jump was written, or where the
/// number of its start or landing square stands, as `numbers` finds them by reading the jump
/// again from where it was written (so only an error pays for them, not every entry of a big
/// board); `None` for the size and columns, which each format places itself.
fn jump_offset(
    entries: &[Entry],
    part: Part,
    numbers: &dyn Fn(usize) -> Option<(usize, usize)>,
) -> Option<usize> {
    let at = |i: usize| entries.get(i).map(|e| e.at as usize);
    match part {
        Part::Jump(i) => at(i),
        Part::From(i) => numbers(at(i)?).map(|(from, _)| from),
        Part::To(i) => numbers(at(i)?).map(|(_, to)| to),
        Part::Size | Part::Columns => None,
    }
}

/// The part of a text a board-rule error is about.
#[derive(Debug, Clone, Copy)]
enum Part {
    /// Where the size was given.
    Size,
    /// Where the display width was given.
    Columns,
    /// Where the i-th jump read was written.
    Jump(usize),
    /// The number of the i-th jump's starting square.
    From(usize),
    /// The number of the i-th jump's landing square.
    To(usize),
}

impl Part {
    /// The part of the `i`-th jump, `jump`, that Board's check of one jump refuses on a board
    /// of `size` squares: the square outside the board (tried in `Board`'s order, start first),
    /// else the whole jump.
    fn of_jump(i: usize, jump: Jump, size: u32) -> Part {
        let outside = |square: u32| square == 0 || square > size;
        if outside(jump.from) {
            Part::From(i)
        } else if outside(jump.to) {
            Part::To(i)
        } else {
            Part::Jump(i)
        }
    }
}

/// Refuses a jump list growing past `limit` (the board's size when known, else
/// [`MAX_SQUARES`]) while reading, before the list grows further.
fn check_jump_count(format: Format, text: &str, count: usize, limit: u32, at: usize) -> Result<()> {
    let limit = limit.min(MAX_SQUARES);
    if count > limit as usize {
        let (line, column) = scan::locate(text, at);
        return Err(Error::Limit(msg!(
            codes::PARSE_TOO_MANY_JUMPS,
            format = format.name(),
            line,
            column,
            limit
        )));
    }
    Ok(())
}

/// Puts "{format} board, {where}" in front of a board-rule or limit message.
fn relocate(err: Error, prefix: Message) -> Error {
    let placed = |m: Message| msg!(codes::PLACED, place = prefix, detail = m);
    match err {
        Error::InvalidBoard(m) => Error::InvalidBoard(placed(m)),
        Error::Limit(m) => Error::Limit(placed(m)),
        other => other,
    }
}

/// The board of `size` squares with `entries` and display width `columns`, checked against the
/// world rules; an error names where (`place`) the offending part was written.
fn build(
    format: Format,
    size: u32,
    columns: Option<u32>,
    entries: &[Entry],
    // Not generic: each format's closure would otherwise get its own copy of this function
    // (about 4 KB of wasm apiece).
    place: &dyn Fn(Part) -> Option<Param>,
) -> Result<Board> {
    let prefix = |part: Part| match place(part) {
        Some(place) => msg!(codes::AT_BOARD_PLACE, format = format.name(), place),
        None => msg!(codes::AT_BOARD, format = format.name()),
    };
    check_size(size).map_err(|e| relocate(e, prefix(Part::Size)))?;
    if entries.len() as u64 > u64::from(size) {
        return Err(Error::Limit(msg!(
            codes::BOARD_TOO_MANY_JUMPS,
            place = prefix(Part::Size),
            count = entries.len(),
            size
        )));
    }
    for (i, entry) in entries.iter().enumerate() {
        let wrong_way = match entry.kind {
            Kind::Any => false,
            Kind::Snake => !entry.jump.is_snake(),
            Kind::Ladder => !entry.jump.is_ladder(),
        };
        if wrong_way {
            let err = match check_one(size, entry) {
                Err(e) => e,
                Ok(()) => {
                    Error::InvalidBoard(msg!(codes::BOARD_WRONG_WAY, jump = entry.jump.words()))
                }
            };
            return Err(relocate(err, prefix(Part::Jump(i))));
        }
    }
    let board = match Board::new(size, entries.iter().map(|e| e.jump)) {
        Ok(board) => board,
        Err(err) => return Err(blame(err, size, entries, &place, &prefix)),
    };
    board
        .with_columns(columns)
        .map_err(|e| relocate(e, prefix(Part::Columns)))
}

/// The world-rule check of one jump alone, including the direction the text declared.
fn check_one(size: u32, entry: &Entry) -> Result<()> {
    let pair = [(entry.jump.from, entry.jump.to)];
    match entry.kind {
        Kind::Any => Board::new(size, [entry.jump]).map(drop),
        Kind::Snake => Board::from_snakes_ladders(size, &pair, &[]).map(drop),
        Kind::Ladder => Board::from_snakes_ladders(size, &[], &pair).map(drop),
    }
}

/// Finds which jump made `Board::new` refuse the board, so the error can say where it is.
fn blame(
    err: Error,
    size: u32,
    entries: &[Entry],
    place: &impl Fn(Part) -> Option<Param>,
    prefix: &impl Fn(Part) -> Message,
) -> Error {
    // A cheap screen first, so only a suspect jump pays for a board of its own; the message
    // still comes from `Board`, which owns the rules.
    let suspect =
        |j: &Jump| j.from == j.to || j.from >= size || j.from == 0 || j.to == 0 || j.to > size;
    for (i, entry) in entries.iter().enumerate() {
        if !suspect(&entry.jump) {
            continue;
        }
        if let Err(e) = Board::new(size, [entry.jump]) {
            return relocate(e, prefix(Part::of_jump(i, entry.jump, size)));
        }
    }
    // Entries by starting square, then by place in the text (a text under MAX_TEXT_BYTES holds
    // fewer than 2^32 of them).
    let mut keys: Vec<u64> = (0..entries.len())
        .map(|i| crate::board::pack(entries[i].jump.from, i as u32))
        .collect();
    crate::board::sort_keys(&mut keys);
    let order: Vec<usize> = keys
        .iter()
        .map(|&k| crate::board::unpack(k).1 as usize)
        .collect();
    for pair in order.windows(2) {
        let (first, second) = (pair[0], pair[1]);
        if entries[first].jump.from != entries[second].jump.from {
            continue;
        }
        if let Err(e) = Board::new(size, [entries[first].jump, entries[second].jump]) {
            let e = relocate(e, prefix(Part::Jump(second)));
            return match (e, place(Part::Jump(first))) {
                (Error::InvalidBoard(m), Some(first)) => {
                    Error::InvalidBoard(msg!(codes::FIRST_AT, detail = m, first))
                }
                (e, _) => e,
            };
        }
    }
    err
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_names_round_trip_and_unknown_names_list_the_valid_ones() {
        for f in Format::ALL {
            assert_eq!(f.to_string().parse::<Format>().unwrap(), f);
        }
        assert_eq!(" JSON ".parse::<Format>().unwrap(), Format::Json);
        let err = "yaml".parse::<Format>().unwrap_err();
        assert!(matches!(err, Error::InvalidOption(_)));
        assert!(
            err.to_string()
                .contains("native, ruby, json, hackerrank, leetcode, not 'yaml'"),
            "{err}"
        );
    }

    #[test]
    fn detection_follows_the_documented_order() {
        assert_eq!(detect("{\"size\": 30}"), Format::Json);
        assert_eq!(detect("# c\n  [ [-1,-1],[-1,3]]"), Format::LeetCode);
        assert_eq!(detect("# size 30\n{27=>1}\n{3=>22}"), Format::Ruby);
        assert_eq!(detect("{}\n{}\n"), Format::Ruby);
        assert_eq!(detect("# header\n1\n1\n32 62\n0\n"), Format::HackerRank);
        assert_eq!(detect("{}"), Format::Json);
        assert_eq!(detect("{size: 3}"), Format::Json);
        assert_eq!(detect("size 100\n16 -> 6\n"), Format::Native);
        assert_eq!(detect("16 => 6\n"), Format::Native);
        assert_eq!(detect("1\n16 -> 6\n"), Format::Native);
        assert_eq!(detect(""), Format::Native);
    }

    #[test]
    fn a_leading_byte_order_mark_is_skipped() {
        let parsed = parse("\u{feff}size 30\n3 x", None).unwrap_err();
        assert!(parsed.to_string().contains("line 2, column 3"), "{parsed}");
        assert_eq!(detect("\u{feff}{\"size\": 30}"), Format::Json);
    }

    #[test]
    fn text_over_the_limit_is_refused_before_reading() {
        let text = " ".repeat(MAX_TEXT_BYTES + 1);
        let err = parse(&text, None).unwrap_err();
        assert!(matches!(err, Error::Limit(_)), "{err}");
    }

    #[test]
    fn printing_needs_exactly_one_board_for_single_board_formats() {
        let b = Board::new(100, []).unwrap();
        assert!(print_all(&[], Format::HackerRank).is_err());
        let err = print_all(&[b.clone(), b.clone()], Format::Native).unwrap_err();
        assert!(
            err.to_string().contains("exactly one board, not 2"),
            "{err}"
        );
        let two = print_all(&[b.clone(), b], Format::HackerRank).unwrap();
        let (_, boards) = parse_all(&two, None).unwrap();
        assert_eq!(boards.len(), 2);
    }
}

//! The native format, designed for people typing a board.
//!
//! ```text
//! # the classic board, abridged
//! size 100
//! columns 10
//! ladder 1 -> 38, 4 -> 14
//! 16 6; 47 26
//! snake 98=>78   // a snake: checked to go down
//! ```
//!
//! Grammar, line by line; lines may come in any order, keywords ignore case, and spaces or
//! tabs may stand between any two tokens (a token is a number, a word, `->`, `=>`, `→`, `,`,
//! `;`, `:` or `=`):
//!
//! ```text
//! line      = [ statement ] [ comment ]
//! comment   = ( "#" | "//" ) anything up to the end of the line
//! statement = "size" [ ":" | "=" ] N                 the board has squares 1..=N
//!           | "columns" [ ":" | "=" ] C              drawn C squares wide
//!           | "grid" [ ":" | "=" ] R ( "x" | "X" ) C  R rows of C squares: "grid 10 x 10", "grid 10x10"
//!           | jump { ( "," | ";" ) jump } [ "," | ";" ]
//! jump      = [ "snake" | "ladder" ] FROM [ "->" | "=>" | "→" ] TO
//! N, C, R, FROM, TO = decimal digits
//! ```
//!
//! - Without `size` (or `grid`) the board has 100 squares. `grid R x C` without `size` means
//!   R * C squares; with `size N` it must be the layout of N squares C wide (R = ceil(N / C)).
//! - `size`, `columns` and `grid` may each be given once (`columns` and `grid` not both).
//! - `snake` and `ladder` are checked: a snake must go down, a ladder up.
//! - A text without any statement (only blanks and comments) is an error, not an empty board.
//!
//! The printer writes `size N`, `columns C` when the board has a width, then `# ladders` and
//! one `a -> b` line per ladder by base, then `# snakes` and one line per snake by head (each
//! heading only when there are some).

use super::scan::{self, found};
use super::{build, check_jump_count, Entry, Format, Kind, Part};
use crate::board::{Board, Jump, MAX_SQUARES};
use crate::codes;
use crate::error::{Error, Result};
use crate::message::{Code, Message};
use crate::msg;
use std::fmt::Write;

const FORMAT: Format = Format::Native;

/// The arrow the page's own text writes (`3 → 6`), read like `->` since people copy it.
const ARROW: &str = "\u{2192}";

/// A token of a native line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok<'a> {
    /// A run of digits that fits in a u32.
    Num(u32),
    /// A run of ASCII letters.
    Word(&'a str),
    /// `->`, `=>` or `→`.
    Arrow,
    /// `,` or `;`.
    Sep,
    /// `:` or `=`.
    Assign,
    /// The end of the line (or the start of its comment).
    End,
    /// Anything else.
    Other,
}

/// Reads the tokens of one line of the whole text.
#[derive(Clone)]
struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    end: usize,
}

impl<'a> Lexer<'a> {
    /// The next token and the byte offset where it starts.
    fn next(&mut self) -> Result<(usize, Tok<'a>)> {
        let bytes = self.text.as_bytes();
        while self.pos < self.end {
            let b = bytes[self.pos];
            if b == b' ' || b == b'\t' {
                self.pos += 1;
            } else if b >= 0x80 {
                match scan::part(self.text, self.pos..self.end).chars().next() {
                    Some(c) if c.is_whitespace() => self.pos += c.len_utf8(),
                    _ => break,
                }
            } else {
                break;
            }
        }
        let start = self.pos;
        if start >= self.end {
            return Ok((start, Tok::End));
        }
        let run = |pred: fn(&u8) -> bool| {
            bytes[start..self.end]
                .iter()
                .take_while(|b| pred(b))
                .count()
        };
        let b = bytes[start];
        let tok = if b.is_ascii_digit() {
            let len = run(u8::is_ascii_digit);
            self.pos += len;
            match scan::number(scan::part(self.text, start..start + len)) {
                Some(n) => Tok::Num(n),
                None => return Err(scan::too_large(FORMAT, self.text, start)),
            }
        } else if b.is_ascii_alphabetic() {
            let len = run(u8::is_ascii_alphabetic);
            self.pos += len;
            Tok::Word(scan::part(self.text, start..start + len))
        } else if (b == b'-' || b == b'=')
            && bytes.get(start + 1) == Some(&b'>')
            && start + 1 < self.end
        {
            self.pos += 2;
            Tok::Arrow
        } else if bytes[start..self.end].starts_with(ARROW.as_bytes()) {
            self.pos += ARROW.len();
            Tok::Arrow
        } else if b == b',' || b == b';' {
            self.pos += 1;
            Tok::Sep
        } else if b == b':' || b == b'=' {
            self.pos += 1;
            Tok::Assign
        } else {
            Tok::Other
        };
        Ok((start, tok))
    }

    /// The next token without consuming it.
    fn peek(&self) -> Result<(usize, Tok<'a>)> {
        self.clone().next()
    }

    /// Reads a number, or says it expected `what()` (made only for the error).
    fn number(&mut self, what: impl FnOnce() -> Message) -> Result<(usize, u32)> {
        match self.next()? {
            (at, Tok::Num(n)) => Ok((at, n)),
            (at, _) => Err(scan::expected(FORMAT, self.text, at, what())),
        }
    }

    /// Requires the end of the line after `what` (`native.the_size`, ...).
    fn end(&mut self, what: &'static Code) -> Result<()> {
        match self.next()? {
            (_, Tok::End) => Ok(()),
            (at, _) => Err(scan::expected_line_end(FORMAT, self.text, at, msg!(*what))),
        }
    }

    /// Skips an optional `:` or `=`.
    fn skip_assign(&mut self) -> Result<()> {
        if let (_, Tok::Assign) = self.peek()? {
            self.next()?;
        }
        Ok(())
    }
}

/// A number given once, with where it was given.
type Given = Option<(u32, usize)>;

/// Refuses a second `what` line, naming where the first was.
fn once(text: &str, slot: &Given, what: &str, at: usize) -> Result<()> {
    if let Some((_, first)) = slot {
        let (line, _) = scan::locate(text, *first);
        return Err(scan::error(
            FORMAT,
            text,
            at,
            msg!(codes::PARSE_TWICE, what, line),
        ));
    }
    Ok(())
}

/// What the `size`, `columns` and `grid` lines of a text said, with where.
#[derive(Default)]
struct Header {
    size: Given,
    columns: Given,
    /// Rows and the offset of the `grid` keyword.
    grid: Given,
}

/// Reads a native board.
pub(super) fn parse(text: &str) -> Result<Board> {
    let mut header = Header::default();
    let mut entries: Vec<Entry> = Vec::new();
    let mut statements = 0usize;
    for (offset, line) in scan::lines(text) {
        let body = scan::strip_comment(line);
        let mut lx = Lexer {
            text,
            pos: offset,
            end: offset + body.len(),
        };
        if statement(&mut lx, &mut header, &mut entries)? {
            statements += 1;
        }
    }
    if statements == 0 {
        return Err(scan::expected(
            FORMAT,
            text,
            text.len(),
            msg!(codes::NATIVE_BOARD),
        ));
    }
    let Header {
        size,
        columns,
        grid,
    } = header;
    let size = resolve_size(text, size, columns, grid)?;
    let size_at = size.1;
    let columns_at = columns.map(|(_, at)| at);
    build(FORMAT, size.0, columns.map(|(c, _)| c), &entries, &|part| {
        let at = match part {
            Part::Size => size_at?,
            Part::Columns => columns_at?,
            // Not through jump_offset: 500 bytes less in the page's first module.
            Part::Jump(i) => entries.get(i)?.at as usize,
            Part::From(i) | Part::To(i) => {
                let skip = usize::from(matches!(part, Part::To(_)));
                number_at(text, entries.get(i)?.at as usize, skip)
            }
        };
        Some(scan::place(text, at))
    })
}

/// Reads the statement of one line into `header` or `entries`; false for a line without one.
fn statement(lx: &mut Lexer<'_>, header: &mut Header, entries: &mut Vec<Entry>) -> Result<bool> {
    let text = lx.text;
    let (at, first) = lx.peek()?;
    match first {
        Tok::End => return Ok(false),
        Tok::Word(w) if w.eq_ignore_ascii_case("size") => {
            once(text, &header.size, "size", at)?;
            header.size = Some(keyword_number(
                lx,
                &codes::NATIVE_SIZE_NUMBER,
                &codes::NATIVE_THE_SIZE,
            )?);
        }
        Tok::Word(w) if w.eq_ignore_ascii_case("columns") => {
            once(text, &header.columns, "columns", at)?;
            header.columns = Some(keyword_number(
                lx,
                &codes::NATIVE_COLUMNS_NUMBER,
                &codes::NATIVE_THE_COLUMNS,
            )?);
        }
        Tok::Word(w) if w.eq_ignore_ascii_case("grid") => {
            once(text, &header.columns, "columns", at)?;
            let (rows, columns) = grid(lx)?;
            header.columns = Some(columns);
            header.grid = Some((rows, at));
        }
        Tok::Word(w) if is_kind(w).is_some() => jumps(lx, entries, limit(header.size))?,
        Tok::Num(_) => jumps(lx, entries, limit(header.size))?,
        _ => {
            return Err(scan::expected(
                FORMAT,
                text,
                at,
                msg!(codes::NATIVE_STATEMENT),
            ))
        }
    }
    Ok(true)
}

/// Reads `keyword [":" | "="] N` to the end of the line: N and where it stands.
fn keyword_number(
    lx: &mut Lexer<'_>,
    expected: &'static Code,
    what: &'static Code,
) -> Result<(u32, usize)> {
    lx.next()?;
    lx.skip_assign()?;
    let (at, n) = lx.number(|| msg!(*expected))?;
    lx.end(what)?;
    Ok((n, at))
}

/// Reads `grid [":" | "="] R x C` to the end of the line: R, and C with where it stands.
fn grid(lx: &mut Lexer<'_>) -> Result<(u32, (u32, usize))> {
    lx.next()?;
    lx.skip_assign()?;
    let (_, rows) = lx.number(|| msg!(codes::NATIVE_GRID_ROWS))?;
    match lx.next()? {
        (_, Tok::Word(x)) if x.eq_ignore_ascii_case("x") => {}
        (x_at, _) => {
            return Err(scan::expected(
                FORMAT,
                lx.text,
                x_at,
                msg!(codes::NATIVE_GRID_X),
            ))
        }
    }
    let (c_at, c) = lx.number(|| msg!(codes::NATIVE_GRID_COLUMNS))?;
    lx.end(&codes::NATIVE_THE_GRID)?;
    Ok((rows, (c, c_at)))
}

/// The size from `size`, else from `grid R x C`, else 100; checks `grid` against `size`.
fn resolve_size(
    text: &str,
    size: Given,
    columns: Given,
    grid: Given,
) -> Result<(u32, Option<usize>)> {
    let (Some((rows, grid_at)), Some((cols, _))) = (grid, columns) else {
        return Ok(size.map_or((100, None), |(n, at)| (n, Some(at))));
    };
    let squares = u64::from(rows) * u64::from(cols);
    match size {
        None => {
            if squares > u64::from(MAX_SQUARES) {
                let (line, column) = scan::locate(text, grid_at);
                return Err(Error::Limit(msg!(
                    codes::NATIVE_GRID_TOO_BIG,
                    line,
                    column,
                    rows,
                    columns = cols,
                    squares,
                    max = MAX_SQUARES
                )));
            }
            // Fits: at most MAX_SQUARES.
            Ok((squares as u32, Some(grid_at)))
        }
        Some((n, at)) => {
            if cols > 0 && u64::from(rows) != u64::from(n).div_ceil(u64::from(cols)) {
                return Err(Error::InvalidBoard(msg!(
                    codes::NATIVE_GRID_MISFIT,
                    place = scan::place(text, grid_at),
                    rows,
                    columns = cols,
                    size = n,
                    fit = u64::from(n).div_ceil(u64::from(cols))
                )));
            }
            Ok((n, Some(at)))
        }
    }
}

/// The most jumps the board can take: its size once `size` is read, else the largest board.
fn limit(size: Given) -> u32 {
    size.map_or(MAX_SQUARES, |(n, _)| n)
}

/// What a leading `snake` or `ladder` declares.
fn is_kind(word: &str) -> Option<Kind> {
    if word.eq_ignore_ascii_case("snake") {
        Some(Kind::Snake)
    } else if word.eq_ignore_ascii_case("ladder") {
        Some(Kind::Ladder)
    } else {
        None
    }
}

/// Reads `jump { ("," | ";") jump } [ "," | ";" ]` to the end of the line.
fn jumps(lx: &mut Lexer<'_>, entries: &mut Vec<Entry>, limit: u32) -> Result<()> {
    loop {
        let entry = jump(lx)?;
        entries.push(entry);
        check_jump_count(FORMAT, lx.text, entries.len(), limit, entry.at as usize)?;
        match lx.next()? {
            (_, Tok::End) => return Ok(()),
            (_, Tok::Sep) => {
                if let (_, Tok::End) = lx.peek()? {
                    return Ok(());
                }
            }
            (sep_at, _) => {
                return Err(scan::expected(
                    FORMAT,
                    lx.text,
                    sep_at,
                    msg!(codes::NATIVE_SEPARATOR),
                ))
            }
        }
    }
}

/// Reads one `[ "snake" | "ladder" ] FROM [ arrow ] TO`.
fn jump(lx: &mut Lexer<'_>) -> Result<Entry> {
    let (at, first) = lx.next()?;
    let (kind, from) = match first {
        Tok::Num(n) => (Kind::Any, n),
        Tok::Word(w) if is_kind(w).is_some() => {
            let kind = is_kind(w).unwrap_or(Kind::Any);
            // The keyword as the format spells it, for a translation to choose its words by.
            let keyword = if kind == Kind::Snake {
                "snake"
            } else {
                "ladder"
            };
            let (_, from) = lx.number(|| msg!(codes::NATIVE_JUMP_START, kind = keyword))?;
            (kind, from)
        }
        _ => {
            return Err(scan::expected(
                FORMAT,
                lx.text,
                at,
                msg!(codes::NATIVE_JUMP),
            ))
        }
    };
    if let (_, Tok::Arrow) = lx.peek()? {
        lx.next()?;
    }
    match lx.next()? {
        (_, Tok::Num(to)) => Ok(Entry::new(from, to, kind, at)),
        (to_at, _) => Err(scan::error(
            FORMAT,
            lx.text,
            to_at,
            msg!(codes::NATIVE_JUMP_END, from, found = found(lx.text, to_at)),
        )),
    }
}

/// Where the number of a jump's start square (`skip` 0) or landing square (`skip` 1) stands,
/// the jump written at `at`: the runs of digits from there (a jump read is
/// `[ "snake" | "ladder" ] FROM [ arrow ] TO`, without other digits). A plain byte loop: this
/// reader is in the page's first wasm module, where every byte counts.
fn number_at(text: &str, at: usize, skip: usize) -> usize {
    let bytes = text.as_bytes();
    let mut i = at;
    for _ in 0..skip {
        while i < bytes.len() && !bytes[i].is_ascii_digit() {
            i += 1;
        }
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
    }
    while i < bytes.len() && !bytes[i].is_ascii_digit() {
        i += 1;
    }
    i
}

/// Writes a board in the native format.
pub(super) fn print(board: &Board) -> String {
    let mut out = String::with_capacity(32 + board.jumps().len() * 16);
    // Writing to a String cannot fail.
    let _ = writeln!(out, "size {}", board.size());
    if let Some(c) = board.columns_hint() {
        let _ = writeln!(out, "columns {c}");
    }
    write_list(&mut out, "# ladders", board.ladders());
    write_list(&mut out, "# snakes", board.snakes());
    out
}

/// Writes `heading` and one `a -> b` line per jump, or nothing when there are none.
fn write_list(out: &mut String, heading: &str, jumps: impl Iterator<Item = Jump>) {
    let mut jumps = jumps.peekable();
    if jumps.peek().is_some() {
        out.push_str(heading);
        out.push('\n');
    }
    for j in jumps {
        // Writing to a String cannot fail.
        let _ = writeln!(out, "{} -> {}", j.from, j.to);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Board {
        parse(text).unwrap_or_else(|e| panic!("{e}"))
    }

    fn message(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    #[test]
    fn every_jump_spelling_reads_the_same() {
        let b = board(
            "size 30\n16 -> 6\n17 6, 18->6; 19 => 6\nsnake 20 -> 6\nLADDER 2 3;\n# 4 -> 5\n21 6 // 22 6",
        );
        let want: Vec<Jump> = [(2, 3), (16, 6), (17, 6), (18, 6), (19, 6), (20, 6), (21, 6)]
            .into_iter()
            .map(|(a, b)| Jump::new(a, b))
            .collect();
        assert_eq!(b.jumps(), &want[..]);
        assert_eq!(b.size(), 30);
    }

    #[test]
    fn the_arrow_the_page_writes_reads_as_a_jump() {
        assert_eq!(board("3 → 6").jumps(), &[Jump::new(3, 6)]);
        assert_eq!(
            board("size 30\nladder 3→22, snake 27 \u{2192} 1; 5 -> 8").jumps(),
            &[Jump::new(3, 22), Jump::new(5, 8), Jump::new(27, 1)]
        );
        assert!(message("3 → x").contains("line 1, column 5: expected the square"));
    }

    #[test]
    fn an_out_of_range_square_is_pointed_at_where_its_number_stands() {
        assert_eq!(
            message("5 -> 1000"),
            "invalid board: native board, line 1, column 6: ladder 5 -> 1000 has square 1000 \
             outside the board 1..100"
        );
        assert!(message("size 30\nsnake  31 -> 4").contains("line 2, column 8: snake 31 -> 4"));
        assert!(message("size 30\n2 -> 3, 4 →  0").contains("line 2, column 14: snake 4 -> 0"));
        assert!(message("size 30\n3 -> 22\nsnake 5 -> 8").contains("line 3, column 1"));
        assert!(message("size 30\n30 -> 4").contains("line 2, column 1: snake 30 -> 4 starts"));
        assert!(message("size 30\r\nLADDER 3 33\r\n").contains("line 2, column 10: ladder 3 -> 33"));
    }

    #[test]
    fn size_defaults_to_100_and_may_come_last() {
        assert_eq!(board("1 -> 38").size(), 100);
        assert_eq!(board("29 -> 1\nsize: 30").size(), 30);
    }

    #[test]
    fn grid_sets_columns_and_size() {
        let b = board("grid 6 x 5\n");
        assert_eq!((b.size(), b.columns_hint()), (30, Some(5)));
        let b = board("size 30\ngrid 5x6");
        assert_eq!((b.size(), b.columns_hint()), (30, Some(6)));
        let b = board("columns = 7\nsize 30");
        assert_eq!(b.columns_hint(), Some(7));
        assert!(message("size 30\ngrid 4 x 6")
            .contains("line 2, column 1: grid 4 x 6 does not fit size 30"));
        assert!(message("grid 4000 x 4000").starts_with("over a limit"));
    }

    #[test]
    fn errors_name_line_column_expected_and_found() {
        assert_eq!(
            message("size 100\n\n16 -> x"),
            "native board, line 3, column 7: expected the square the jump from 16 leads to, \
             as in '16 -> 6', found 'x'"
        );
        assert_eq!(
            message("size 100\nsize 30"),
            "native board, line 2, column 1: size is given twice (first on line 1)"
        );
        assert!(message("16 - 6").contains("line 1, column 4"));
        assert!(message("16 -> 6 7").contains("line 1, column 9: expected ',' or ';'"));
        assert!(message("size\n").contains(
            "line 1, column 5: expected the number of squares after 'size', found end of line"
        ));
        assert!(message("hello").contains("line 1, column 1: expected 'size N'"));
        assert!(message("16 -> 99999999999")
            .contains("line 1, column 7: expected a number up to 4294967295"));
        assert!(message("# nothing\n").contains("line 2, column 1: expected a board"));
    }

    #[test]
    fn board_rule_errors_name_the_line_of_the_jump() {
        assert_eq!(
            message("size 30\n3 -> 22\nsnake 5 -> 8"),
            "invalid board: native board, line 3, column 1: snake 5 -> 8 does not go down: \
             a snake's head must be above its tail"
        );
        assert!(message("size 30\n1 2\n30 4")
            .contains("line 3, column 1: snake 30 -> 4 starts on the last square 30"));
        let m = message("size 30\n10 2\n\n10 20");
        assert!(
            m.contains("line 4, column 1: square 10 starts two jumps"),
            "{m}"
        );
        assert!(m.contains("(the first is at line 2, column 1)"), "{m}");
        assert!(message("3 -> 101")
            .contains("line 1, column 6: ladder 3 -> 101 has square 101 outside"));
        assert!(message("size 1").contains("line 1, column 6: a board needs at least 2 squares"));
        assert!(
            message("size 20000000").starts_with("over a limit: native board, line 1, column 6")
        );
        assert!(message("columns 0").contains("line 1, column 9"));
    }

    #[test]
    fn more_jumps_than_squares_is_a_limit() {
        let err = parse("size 3\n1 2, 2 3, 1 3, 2 1").unwrap_err();
        assert!(matches!(err, Error::Limit(_)), "{err}");
    }

    #[test]
    fn printing_lists_ladders_then_snakes_sorted() {
        let b = Board::new(
            30,
            [
                Jump::new(27, 1),
                Jump::new(3, 22),
                Jump::new(17, 4),
                Jump::new(5, 8),
            ],
        )
        .unwrap()
        .with_columns(Some(6))
        .unwrap();
        let text = print(&b);
        assert_eq!(
            text,
            "size 30\ncolumns 6\n# ladders\n3 -> 22\n5 -> 8\n# snakes\n17 -> 4\n27 -> 1\n"
        );
        assert_eq!(board(&text), b);
        assert_eq!(print(&Board::new(2, []).unwrap()), "size 2\n");
    }
}

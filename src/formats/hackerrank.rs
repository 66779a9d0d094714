//! The input of HackerRank's "Snakes and Ladders: The Quickest Way Up".
//!
//! ```text
//! 1       t, the number of test cases; then per case:
//! 2       n, the number of ladders
//! 32 62   n lines "start end"
//! 42 68
//! 1       m, the number of snakes
//! 95 13   m lines "start end"
//! ```
//!
//! Every board has 100 squares; ladders must go up and snakes down. Each count stands alone on
//! its line and each jump is two numbers on one line; blank lines and comments (`#` or `//` to
//! the end of a line) are skipped. At most [`HACKERRANK_MAX_CASES`] cases and
//! [`HACKERRANK_MAX_JUMPS`] ladders or snakes per case.

use super::scan;
use super::{
    build, jump_offset, Entry, Format, Kind, Part, HACKERRANK_MAX_CASES, HACKERRANK_MAX_JUMPS,
};
use crate::board::Board;
use crate::codes;
use crate::error::{Error, Result};
use crate::message::Message;
use crate::msg;
use std::fmt::Write;

const FORMAT: Format = Format::HackerRank;

/// The only board size of the puzzle.
const SIZE: u32 = 100;

/// The words of a line with their byte offsets in the whole text.
fn words<'a>(text: &'a str, line: &'a str) -> impl Iterator<Item = (usize, &'a str)> + 'a {
    line.split(char::is_whitespace)
        .filter(|w| !w.is_empty())
        .map(move |w| (scan::offset_in(text, w), w))
}

/// Where the two numbers of the jump line starting at `at` stand.
fn numbers(text: &str, at: usize) -> Option<(usize, usize)> {
    let rest = text.get(at..)?;
    let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
    let (to_at, _) = words(text, line).nth(1)?;
    Some((at, to_at))
}

/// True when the first non-comment line is a lone integer and every non-comment line holds
/// one or two integers.
pub(super) fn looks_like(text: &str) -> bool {
    let mut first = true;
    for (_, line) in scan::lines(text) {
        let body = scan::strip_comment(line);
        let mut count = 0;
        for w in body.split_whitespace() {
            if !w.bytes().all(|b| b.is_ascii_digit()) {
                return false;
            }
            count += 1;
        }
        if count == 0 {
            continue;
        }
        if count > 2 || (first && count != 1) {
            return false;
        }
        first = false;
    }
    !first
}

/// The non-blank, comment-free lines of the text, read one at a time.
struct Lines<'a> {
    text: &'a str,
    inner: Box<dyn Iterator<Item = (usize, &'a str)> + 'a>,
}

impl<'a> Lines<'a> {
    /// The next line with something on it, as its words.
    fn next(&mut self) -> Option<Vec<(usize, &'a str)>> {
        let text = self.text;
        self.inner.find_map(|(_, line)| {
            let w: Vec<(usize, &str)> = words(text, scan::strip_comment(line)).take(3).collect();
            (!w.is_empty()).then_some(w)
        })
    }

    /// Reads a line holding only a count, described by `what` in errors; `limit_what` names
    /// what is counted when there are more than `limit`.
    fn count(&mut self, what: Message, limit: u32, limit_what: Message) -> Result<(u32, usize)> {
        let text = self.text;
        let Some(w) = self.next() else {
            return Err(scan::expected(FORMAT, text, text.len(), what));
        };
        let (at, word) = w[0];
        let n = read_number(text, at, word, || what.clone())?;
        if let Some(&(extra, _)) = w.get(1) {
            return Err(scan::expected_line_end(FORMAT, text, extra, what));
        }
        if n > limit {
            let (line, column) = scan::locate(text, at);
            return Err(Error::Limit(msg!(
                codes::HACKERRANK_COUNT,
                line,
                column,
                limit,
                what = limit_what,
                count = n
            )));
        }
        Ok((n, at))
    }

    /// Reads a line holding a jump "start end", described by `what()` (`hackerrank.jump`) in
    /// errors: made only for an error, so a long text of jumps builds no message.
    fn pair(&mut self, what: &dyn Fn() -> Message) -> Result<(u32, u32, usize)> {
        let text = self.text;
        let Some(w) = self.next() else {
            let pair = msg!(codes::HACKERRANK_PAIR, what = what());
            return Err(scan::expected(FORMAT, text, text.len(), pair));
        };
        let (at, first) = w[0];
        let start_square = || msg!(codes::HACKERRANK_START_SQUARE, what = what());
        let end_square = || msg!(codes::HACKERRANK_END_SQUARE, what = what());
        let from = read_number(text, at, first, start_square)?;
        let Some(&(to_at, second)) = w.get(1) else {
            let end = at + first.len();
            return Err(scan::expected(FORMAT, text, end, end_square()));
        };
        let to = read_number(text, to_at, second, end_square)?;
        if let Some(&(extra, _)) = w.get(2) {
            return Err(scan::expected_line_end(FORMAT, text, extra, what()));
        }
        Ok((from, to, at))
    }
}

/// Reads `word` as a number, or says it expected `what()`.
fn read_number(text: &str, at: usize, word: &str, what: impl FnOnce() -> Message) -> Result<u32> {
    if word.bytes().all(|b| b.is_ascii_digit()) {
        scan::number(word).ok_or_else(|| scan::too_large(FORMAT, text, at))
    } else {
        Err(scan::expected(FORMAT, text, at, what()))
    }
}

/// Reads every test case.
pub(super) fn parse(text: &str) -> Result<Vec<Board>> {
    let mut lines = Lines {
        text,
        inner: Box::new(scan::lines(text)),
    };
    let (t, t_at) = lines.count(
        msg!(codes::HACKERRANK_NUMBER_OF_CASES),
        HACKERRANK_MAX_CASES,
        msg!(codes::HACKERRANK_LIMIT_CASES),
    )?;
    if t == 0 {
        return Err(scan::error(
            FORMAT,
            text,
            t_at,
            msg!(codes::HACKERRANK_NO_CASES),
        ));
    }
    let mut boards = Vec::with_capacity(t as usize);
    for case in 1..=t {
        let mut entries: Vec<Entry> = Vec::new();
        // Each kind as the formats spell it, for a translation to choose its words by.
        for (kind, name, names) in [
            (Kind::Ladder, "ladder", "ladders"),
            (Kind::Snake, "snake", "snakes"),
        ] {
            let (n, _) = lines.count(
                msg!(codes::HACKERRANK_NUMBER_OF_JUMPS, jumps = names, case),
                HACKERRANK_MAX_JUMPS,
                msg!(codes::HACKERRANK_LIMIT_JUMPS, jumps = names),
            )?;
            for k in 1..=n {
                let (from, to, at) = lines.pair(&|| {
                    msg!(
                        codes::HACKERRANK_JUMP,
                        kind = name,
                        number = k,
                        count = n,
                        case
                    )
                })?;
                entries.push(Entry::new(from, to, kind, at));
            }
        }
        let board = build(FORMAT, SIZE, None, &entries, &|part| match part {
            Part::Size | Part::Columns => None,
            jump => Some(scan::place(
                text,
                jump_offset(&entries, jump, &|at| numbers(text, at))?,
            )),
        })?;
        boards.push(board);
    }
    if let Some(w) = lines.next() {
        let end = if t == 1 {
            &codes::HACKERRANK_TEXT_END_ONE
        } else {
            &codes::HACKERRANK_TEXT_END
        };
        return Err(scan::expected(FORMAT, text, w[0].0, msg!(*end, count = t)));
    }
    Ok(boards)
}

/// Writes boards as test cases; each must have 100 squares and at most 100 of each kind.
pub(super) fn print(boards: &[Board]) -> Result<String> {
    if boards.len() > HACKERRANK_MAX_CASES as usize {
        return Err(Error::InvalidOption(msg!(
            codes::HACKERRANK_CASES,
            max = HACKERRANK_MAX_CASES,
            count = boards.len()
        )));
    }
    let mut out = String::new();
    // Writing to a String cannot fail.
    let _ = writeln!(out, "{}", boards.len());
    for board in boards {
        if board.size() != SIZE {
            return Err(Error::InvalidOption(msg!(
                codes::HACKERRANK_SIZE,
                size = board.size()
            )));
        }
        for (name, jumps) in [
            ("ladders", board.ladders().collect::<Vec<_>>()),
            ("snakes", board.snakes().collect()),
        ] {
            if jumps.len() > HACKERRANK_MAX_JUMPS as usize {
                return Err(Error::InvalidOption(msg!(
                    codes::HACKERRANK_JUMPS,
                    max = HACKERRANK_MAX_JUMPS,
                    what = name,
                    count = jumps.len()
                )));
            }
            let _ = writeln!(out, "{}", jumps.len());
            for j in jumps {
                let _ = writeln!(out, "{} {}", j.from, j.to);
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Jump;

    fn message(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    #[test]
    fn two_cases_read_as_two_boards() {
        let boards = parse("# header\n2\n1\n32 62\n1\n95 13\n\n0\n0\n").unwrap();
        assert_eq!(boards.len(), 2);
        assert_eq!(boards[0].jumps(), &[Jump::new(32, 62), Jump::new(95, 13)]);
        assert!(boards[1].jumps().is_empty());
        assert!(boards
            .iter()
            .all(|b| b.size() == 100 && b.columns_hint().is_none()));
    }

    #[test]
    fn errors_name_line_column_expected_and_found() {
        assert_eq!(
            message("1\n2\n32 62\n42 x\n0"),
            "hackerrank board, line 4, column 4: expected the end square of ladder 2 of 2 of \
             test case 1, found 'x'"
        );
        assert!(message("1\n2\n32 62\n").contains("line 4, column 1: expected ladder 2 of 2 of test case 1 as 'start end', found end of text"));
        assert!(message("1\n1 2\n").contains("line 2, column 3: expected the end of the line after the number of ladders of test case 1"));
        assert!(message("1\n0\n0\n5\n").contains(
            "line 4, column 1: expected the end of the text after 1 test case, found '5'"
        ));
        assert!(message("0\n").contains("expected at least 1 test case"));
        assert!(message("1\n1\n32\n0").contains("line 3, column 3: expected the end square"));
    }

    #[test]
    fn limits_and_directions() {
        assert!(message("1001\n").starts_with(
            "over a limit: hackerrank board, line 1, column 1: at most 1000 test cases"
        ));
        assert!(message("1\n101\n").starts_with("over a limit"));
        assert!(
            message("1\n1\n62 32\n0").contains("line 3, column 1: ladder 62 -> 32 does not go up")
        );
        assert!(message("1\n0\n1\n100 3")
            .contains("line 4, column 1: snake 100 -> 3 starts on the last square"));
    }

    #[test]
    fn an_out_of_range_square_is_pointed_at_where_its_number_stands() {
        assert!(message("1\n1\n5  1000\n0")
            .contains("line 3, column 4: ladder 5 -> 1000 has square 1000 outside"));
    }

    #[test]
    fn printing_refuses_boards_it_cannot_hold() {
        let small = Board::new(30, []).unwrap();
        let err = print(&[small]).unwrap_err().to_string();
        assert!(
            err.contains("only 100-square boards; this board has 30 squares"),
            "{err}"
        );
        let b = Board::new(100, [Jump::new(95, 13), Jump::new(32, 62)]).unwrap();
        assert_eq!(
            print(std::slice::from_ref(&b)).unwrap(),
            "1\n1\n32 62\n1\n95 13\n"
        );
        assert!(looks_like(&print(&[b]).unwrap()));
    }
}

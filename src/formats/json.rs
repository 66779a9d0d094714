//! The JSON format of shared/boards/*.json.
//!
//! ```text
//! {"size": 100, "columns": 10, "snakes": [[16, 6]], "ladders": [[1, 38]]}
//! ```
//!
//! `size` defaults to 100, `columns` (the display width) is optional, `snakes` and `ladders`
//! are lists of `[from, to]` pairs and default to empty; snakes must go down and ladders up.
//! Any other key (`name`, `note`, `start`, `expected_min_throws`, ...) is ignored. Whole lines
//! starting with `#` or `//` are skipped as comments, which plain JSON does not allow.
//!
//! Read with [`super::json_text`]; errors say what serde_json's reader said, where it said it,
//! except that an array or object of the wrong kind is blamed at its bracket, and a third
//! number in a pair at that number.

use super::json_text::{ParseError, Reader, Value};
use super::scan;
use super::{build, Entry, Format, Kind, Part};
use crate::board::{Board, Jump};
use crate::codes;
use crate::error::{Error, Result};
use crate::message::{Code, Param};
use crate::msg;
use std::borrow::Cow;
use std::fmt::Write;

const FORMAT: Format = Format::Json;

/// What a whole number is called in messages.
const WHOLE: &Code = &codes::JSON_WHOLE;

/// What a pair is called in messages.
const PAIR: &Code = &codes::JSON_PAIR;

/// `text` with whole-line `#` and `//` comments blanked, keeping every line and column.
fn blank_comments(text: &str) -> Cow<'_, str> {
    let is_comment = |line: &str| {
        let t = line.trim_start();
        t.starts_with('#') || t.starts_with("//")
    };
    if !scan::lines(text).any(|(_, line)| is_comment(line)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    for (i, (_, line)) in scan::lines(text).enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if is_comment(line) {
            // One space per character keeps columns counted in characters.
            out.extend(line.chars().map(|_| ' '));
        } else {
            out.push_str(line);
        }
    }
    Cow::Owned(out)
}

/// Turns a syntax error of the reader into a parse error (line, character column).
fn syntax(text: &str, e: &ParseError) -> Error {
    let offset = e.at;
    let message = if e.is_eof() {
        msg!(codes::JSON_EOF, reason = e.reason())
    } else if e.message == "trailing characters" {
        msg!(codes::JSON_TRAILING, found = scan::found(text, offset))
    } else if e.message.starts_with("expected") {
        msg!(
            codes::JSON_EXPECTED,
            reason = e.reason(),
            found = scan::found(text, offset)
        )
    } else {
        msg!(codes::JSON_SYNTAX, reason = e.reason())
    };
    scan::error(FORMAT, text, offset, message)
}

/// The board object being read, with the text for messages.
struct Fields<'a> {
    /// The reader, inside the board object.
    reader: Reader<'a>,
    /// The text read, for messages.
    text: &'a str,
}

impl Fields<'_> {
    /// A syntax error of the reader, placed.
    fn syntax(&self, e: &ParseError) -> Error {
        syntax(self.text, e)
    }

    /// "invalid {problem}, expected {what}" at byte `at`, as in "invalid type: map, expected
    /// ...": `code` says which problem, `found` what was found.
    fn invalid(&self, at: usize, code: &'static Code, found: Param, what: &'static Code) -> Error {
        let message = msg!(*code, found, expected = msg!(*what));
        scan::error(FORMAT, self.text, at, message)
    }

    /// Reads a value that is not what was wanted, for its description, and refuses it as
    /// not `what`: an array or object at its first character (it is not read), another value
    /// at its last, as serde_json did.
    fn refuse(&mut self, what: &'static Code) -> Error {
        let found = match self.reader.peek() {
            Some(b'[') => &codes::JSON_SEQUENCE,
            Some(b'{') => &codes::JSON_MAP,
            _ => match self.reader.value(true) {
                Ok(v) => {
                    let at = self.reader.pos.saturating_sub(1);
                    let found = v.describe();
                    return self.invalid(at, &codes::JSON_INVALID_TYPE, found, what);
                }
                Err(e) => return self.syntax(&e),
            },
        };
        let at = self.reader.pos;
        self.invalid(at, &codes::JSON_INVALID_TYPE, msg!(*found).into(), what)
    }

    /// Steps into the array that must come next; anything else is refused as not `what`.
    fn open(&mut self, what: &'static Code) -> Result<()> {
        if self.reader.peek() != Some(b'[') {
            return Err(self.refuse(what));
        }
        self.reader.enter().map_err(|e| self.syntax(&e))
    }

    /// True when the open array has another item.
    fn next_item(&mut self, first: &mut bool) -> Result<bool> {
        self.reader.next_item(first).map_err(|e| self.syntax(&e))
    }

    /// A whole number from 0 to u32::MAX.
    fn whole(&mut self) -> Result<u32> {
        if self.reader.peek() != Some(b'-')
            && !self.reader.peek().is_some_and(|b| b.is_ascii_digit())
        {
            return Err(self.refuse(WHOLE));
        }
        let v = self.reader.value(true).map_err(|e| self.syntax(&e))?;
        let at = self.reader.pos.saturating_sub(1);
        match v {
            // serde_json reads `-0` as a float.
            Value::Number(t) if !t.contains(['.', 'e', 'E']) && t != "-0" => t
                .parse()
                .map_err(|_| self.invalid(at, &codes::JSON_INVALID_VALUE, v.describe(), WHOLE)),
            _ => Err(self.invalid(at, &codes::JSON_INVALID_TYPE, v.describe(), WHOLE)),
        }
    }

    /// A whole number or `null` (absent).
    fn optional_whole(&mut self) -> Result<Option<u32>> {
        if self.reader.peek() == Some(b'n') {
            self.reader.value(true).map_err(|e| self.syntax(&e))?;
            return Ok(None);
        }
        self.whole().map(Some)
    }

    /// A list of `[from, to]` pairs; an error in pair i is said to be in `place` (numbered
    /// from 1), and one in the list itself in `key`.
    fn pairs(&mut self, key: &str, place: &'static Code) -> Result<Vec<(u32, u32)>> {
        self.open(&codes::JSON_A_SEQUENCE)
            .map_err(|e| within(e, key.into()))?;
        let mut pairs = Vec::new();
        let mut first = true;
        while self.next_item(&mut first)? {
            let pair = self
                .pair()
                .map_err(|e| within(e, msg!(place, number = pairs.len() + 1).into()))?;
            pairs.push(pair);
        }
        Ok(pairs)
    }

    /// One `[from, to]` pair.
    fn pair(&mut self) -> Result<(u32, u32)> {
        self.open(PAIR)?;
        let mut first = true;
        let mut numbers = [0; 2];
        for (i, n) in numbers.iter_mut().enumerate() {
            if !self.next_item(&mut first)? {
                // At the `]` that came too soon.
                let at = self.reader.pos.saturating_sub(1);
                return Err(self.invalid(at, &codes::JSON_INVALID_LENGTH, i.into(), PAIR));
            }
            *n = self.whole()?;
        }
        if self.next_item(&mut first)? {
            return Err(scan::error(
                FORMAT,
                self.text,
                self.reader.pos,
                msg!(codes::JSON_THIRD_NUMBER),
            ));
        }
        Ok((numbers[0], numbers[1]))
    }
}

/// The board key `key` is a slip of, if any: the same letters in another case, or one edit
/// away (a letter left out, added, changed or two swapped: "snake", "Ladders", "sizes").
/// Other keys are read and ignored as before (a puzzle's "name"), but these would silently
/// drop a board's snakes. (Written here rather than taken from a crate: a dozen lines against
/// another dependency of the core wasm.)
fn near_key(key: &str) -> Option<&'static str> {
    const KEYS: [&str; 4] = ["size", "columns", "snakes", "ladders"];
    let key = key.to_lowercase();
    KEYS.into_iter()
        .find(|known| key == *known || one_edit(key.as_bytes(), known.as_bytes()))
}

/// Whether `a` and `b` are one insertion, deletion, substitution or swap of neighbours apart.
fn one_edit(a: &[u8], b: &[u8]) -> bool {
    let start = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[start..], &b[start..]);
    match (a.len(), b.len()) {
        // A letter changed only in the longer keys: "side" may well be a key of its own.
        (m, n) if m == n => {
            a.is_empty()
                || (start + m >= 6 && a[1..] == b[1..])
                || (m >= 2 && a[0] == b[1] && a[1] == b[0] && a[2..] == b[2..])
        }
        (m, n) if m + 1 == n => a == &b[1..],
        (m, n) if n + 1 == m => &a[1..] == b,
        _ => false,
    }
}

/// A value's error said to be in `place` (a key, or a pair of one): "\"snakes\": invalid
/// type: null, expected a sequence". Syntax errors, which belong to no value, are left as
/// they are.
fn within(e: Error, place: Param) -> Error {
    match e {
        Error::Parse {
            format,
            line,
            column,
            message,
        } if message.code().name.starts_with("json.invalid")
            || message.code() == &codes::JSON_THIRD_NUMBER =>
        {
            Error::Parse {
                format,
                line,
                column,
                message: msg!(codes::JSON_IN, place, reason = message),
            }
        }
        e => e,
    }
}

/// The keys of a board object; each may be given at most once (as serde's derived readers
/// allowed), and `Some(None)` is a `null`.
#[derive(Default)]
struct Keys {
    size: Option<Option<u32>>,
    columns: Option<Option<u32>>,
    snakes: Option<Vec<(u32, u32)>>,
    ladders: Option<Vec<(u32, u32)>>,
}

/// Reads a JSON board.
pub(super) fn parse(text: &str) -> Result<Board> {
    let clean = blank_comments(text);
    let mut f = Fields {
        reader: Reader::new(&clean),
        text: &clean,
    };
    f.enter_board()?;
    let keys = f.keys()?;
    let (size, columns) = (keys.size.flatten(), keys.columns.flatten());
    let (snakes, ladders) = (
        keys.snakes.unwrap_or_default(),
        keys.ladders.unwrap_or_default(),
    );
    let entries: Vec<Entry> = snakes
        .iter()
        .map(|p| (p, Kind::Snake))
        .chain(ladders.iter().map(|p| (p, Kind::Ladder)))
        .map(|(&(from, to), kind)| Entry::new(from, to, kind, 0))
        .collect();
    let snakes = snakes.len();
    build(FORMAT, size.unwrap_or(100), columns, &entries, &|part| {
        Some(match part {
            Part::Size if size.is_some() => "\"size\"".into(),
            Part::Size => return None,
            Part::Columns => "\"columns\"".into(),
            Part::Jump(i) | Part::From(i) | Part::To(i) if i < snakes => {
                msg!(codes::JSON_SNAKE_PAIR, number = i + 1).into()
            }
            Part::Jump(i) | Part::From(i) | Part::To(i) => {
                msg!(codes::JSON_LADDER_PAIR, number = i - snakes + 1).into()
            }
        })
    })
}

impl Fields<'_> {
    /// Reads up to and including the `{` that opens the board object.
    fn enter_board(&mut self) -> Result<()> {
        let mut cursor = scan::Cursor::new(self.text, FORMAT);
        cursor.skip();
        if cursor.peek() != Some(b'{') && !cursor.at_end() {
            return Err(cursor.expected(msg!(
                codes::JSON_BOARD_OBJECT,
                example = r#"{"size": 100, "snakes": [[16, 6]], "ladders": [[1, 38]]}"#
            )));
        }
        // Only whitespace a JSON reader skips may stand before the `{` (not a no-break space).
        match self.reader.peek() {
            Some(b'{') => self.reader.enter().map_err(|e| self.syntax(&e)),
            _ => {
                let e = self.reader.value(false).err();
                Err(self.syntax(&e.unwrap_or(ParseError {
                    at: self.reader.pos,
                    message: "expected value",
                })))
            }
        }
    }

    /// Reads the board object's keys up to and including its closing `}`; unknown keys are
    /// read and ignored.
    fn keys(&mut self) -> Result<Keys> {
        let mut keys = Keys::default();
        let mut first = true;
        while let Some(key) = self
            .reader
            .next_key(&mut first, true)
            .map_err(|e| self.syntax(&e))?
        {
            let seen = match key.as_str() {
                "size" => keys.size.is_some(),
                "columns" => keys.columns.is_some(),
                "snakes" => keys.snakes.is_some(),
                "ladders" => keys.ladders.is_some(),
                _ => false,
            };
            if seen {
                // At the closing quote of the repeated key.
                let at = self.reader.pos.saturating_sub(1);
                return Err(scan::error(
                    FORMAT,
                    self.text,
                    at,
                    msg!(codes::JSON_DUPLICATE, key = key.as_str()),
                ));
            }
            let key_end = self.reader.pos;
            self.reader.colon().map_err(|e| self.syntax(&e))?;
            match key.as_str() {
                "size" if self.reader.peek() == Some(b'n') => {
                    // A null size is not a default: the board's size must be said or left out.
                    let at = self.reader.pos;
                    return Err(scan::error(
                        FORMAT,
                        self.text,
                        at,
                        msg!(codes::JSON_NULL_SIZE),
                    ));
                }
                "size" => {
                    keys.size = Some(
                        self.optional_whole()
                            .map_err(|e| within(e, "\"size\"".into()))?,
                    )
                }
                "columns" => {
                    keys.columns = Some(
                        self.optional_whole()
                            .map_err(|e| within(e, "\"columns\"".into()))?,
                    )
                }
                "snakes" => keys.snakes = Some(self.pairs("\"snakes\"", &codes::JSON_SNAKE_PAIR)?),
                "ladders" => {
                    keys.ladders = Some(self.pairs("\"ladders\"", &codes::JSON_LADDER_PAIR)?)
                }
                other => {
                    if let Some(known) = near_key(other) {
                        // At the closing quote of the key, before its colon.
                        let at = key_end.saturating_sub(1);
                        return Err(scan::error(
                            FORMAT,
                            self.text,
                            at,
                            msg!(codes::JSON_NEAR_KEY, key = other, known),
                        ));
                    }
                    self.reader.value(false).map_err(|e| self.syntax(&e))?;
                }
            }
        }
        self.reader.end().map_err(|e| self.syntax(&e))?;
        Ok(keys)
    }
}

/// Writes a board as a JSON object: size, columns when set, snakes, ladders.
pub(super) fn print(board: &Board) -> String {
    let mut out = String::with_capacity(64 + board.jumps().len() * 12);
    // Writing to a String cannot fail.
    let _ = writeln!(out, "{{\n  \"size\": {},", board.size());
    if let Some(c) = board.columns_hint() {
        let _ = writeln!(out, "  \"columns\": {c},");
    }
    out.push_str("  \"snakes\": ");
    write_pairs(&mut out, board.snakes());
    out.push_str(",\n  \"ladders\": ");
    write_pairs(&mut out, board.ladders());
    out.push_str("\n}\n");
    out
}

/// Writes `[[a, b], [c, d]]`.
fn write_pairs(out: &mut String, jumps: impl Iterator<Item = Jump>) {
    out.push('[');
    for (i, j) in jumps.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "[{}, {}]", j.from, j.to);
    }
    out.push(']');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    #[test]
    fn other_keys_are_ignored_and_size_defaults_to_100() {
        let b = parse(r#"{"name": "x", "snakes": [[16, 6]], "start": "square 1", "ladders": []}"#)
            .unwrap();
        assert_eq!(b.size(), 100);
        assert_eq!(b.jumps(), &[Jump::new(16, 6)]);
        let b = parse("# a comment\n{\"size\": 30, \"columns\": 6}").unwrap();
        assert_eq!((b.size(), b.columns_hint()), (30, Some(6)));
    }

    #[test]
    fn a_null_size_is_refused_naming_the_key() {
        let m = message("{\"size\": null, \"snakes\": [[16, 6]]}");
        assert!(m.contains("\"size\" is null"), "{m}");
        assert!(m.contains("line 1, column 10"), "{m}");
        assert!(parse("{\"snakes\": [[16, 6]]}").is_ok_and(|b| b.size() == 100));
    }

    #[test]
    fn a_key_that_is_a_slip_of_a_board_key_is_refused_not_ignored() {
        for (text, said) in [
            (
                r#"{"size": 10, "snake": [[5, 2]]}"#,
                r#"unknown key "snake": did you mean "snakes"?"#,
            ),
            (
                r#"{"Ladders": [[2, 9]]}"#,
                r#"unknown key "Ladders": did you mean "ladders"?"#,
            ),
            (r#"{"szie": 30}"#, r#"did you mean "size"?"#),
            (
                r#"{"ladders": [], "snakez": []}"#,
                r#"did you mean "snakes"?"#,
            ),
            (r#"{"clumns": 5}"#, r#"did you mean "columns"?"#),
            (r#"{"snaeks": []}"#, r#"did you mean "snakes"?"#),
        ] {
            let m = message(text);
            assert!(m.contains(said), "{text}: {m}");
        }
        // Other keys are still read and ignored.
        for text in [
            r#"{"name": "x", "size": 30}"#,
            r#"{"title": "x", "sizing": 1, "notes": []}"#,
        ] {
            assert!(parse(text).is_ok(), "{text}");
        }
    }

    #[test]
    fn a_wrong_value_is_said_to_be_in_its_key_or_pair() {
        for (text, place) in [
            (
                r#"{"size": 30, "snakes": null}"#,
                r#""snakes": invalid type: null"#,
            ),
            (
                r#"{"size": 30, "ladders": {}}"#,
                r#""ladders": invalid type: map"#,
            ),
            (r#"{"size": "30"}"#, r#""size": invalid type: string"#),
            (
                r#"{"size": 30, "columns": 1.5}"#,
                r#""columns": invalid type: floating"#,
            ),
            (
                r#"{"size": 30, "snakes": [[20, 3], null]}"#,
                r#""snakes" pair 2: invalid type: null"#,
            ),
            (
                r#"{"size": 30, "ladders": [[2, 9], [3, -1]]}"#,
                r#""ladders" pair 2: invalid value: integer `-1`"#,
            ),
            (
                r#"{"snakes": [[16, 6, 2]]}"#,
                r#""snakes" pair 1: expected a pair"#,
            ),
        ] {
            let m = message(text);
            assert!(m.contains(place), "{text}: {m}");
        }
        // A syntax error belongs to no key.
        assert!(message(r#"{"snakes": [[16, 6]"#).contains(": expected the rest"));
    }

    #[test]
    fn syntax_errors_carry_line_and_character_column() {
        assert_eq!(
            message("{\n  \"size\": x\n}"),
            "json board, line 2, column 11: expected value, found 'x'"
        );
        // "é" is two bytes but one character.
        assert!(message("{\"name\": \"é\", \"size\": -3}").contains("line 1, column 24"));
        assert!(message("{\"snakes\": [[16, 6, 2]]}").contains("found a third number"));
        assert!(message("{\"snakes\": [[16]]}").contains("expected a pair [from, to]"));
        assert!(message("{\"size\": 99999999999}").contains("expected a whole number"));
        assert!(message("[1, 2]").contains("expected a board object"));
        assert!(message("{\"size\": 30").contains("line 1, column 11: expected the rest"));
        assert!(message("{\"size\": 30} x").contains("column 14: expected the end of the text"));
    }

    #[test]
    fn board_rule_errors_name_the_key_and_pair() {
        assert_eq!(
            message(r#"{"size": 30, "snakes": [[27, 1], [3, 22]]}"#),
            "invalid board: json board, \"snakes\" pair 2: snake 3 -> 22 does not go down: \
             a snake's head must be above its tail"
        );
        assert!(message(r#"{"size": 30, "ladders": [[3, 31]]}"#)
            .contains("\"ladders\" pair 1: ladder 3 -> 31"));
        assert!(
            message(r#"{"size": 1}"#).contains("json board, \"size\": a board needs at least 2")
        );
        assert!(message(r#"{"columns": 0}"#).contains("json board, \"columns\""));
        let m = message(r#"{"snakes": [[10, 2]], "ladders": [[10, 20]]}"#);
        assert!(
            m.contains("\"ladders\" pair 1: square 10 starts two jumps"),
            "{m}"
        );
        assert!(m.contains("(the first is at \"snakes\" pair 1)"), "{m}");
    }

    #[test]
    fn printing_writes_what_parsing_reads() {
        let b = Board::new(30, [Jump::new(27, 1), Jump::new(3, 22)])
            .unwrap()
            .with_columns(Some(6))
            .unwrap();
        let text = print(&b);
        assert_eq!(
            text,
            "{\n  \"size\": 30,\n  \"columns\": 6,\n  \"snakes\": [[27, 1]],\n  \"ladders\": [[3, 22]]\n}\n"
        );
        assert_eq!(parse(&text).unwrap(), b);
    }
}

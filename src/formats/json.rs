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

use super::scan;
use super::{build, Entry, Format, Kind, Part};
use crate::board::{Board, Jump};
use crate::error::{Error, Result};
use serde::de::{self, Deserializer, IgnoredAny, SeqAccess, Unexpected, Visitor};
use serde::Deserialize;
use serde_json::error::Category;
use std::borrow::Cow;
use std::fmt::{self, Write};

const FORMAT: Format = Format::Json;

/// A whole number from 0 to u32::MAX, with messages that say so.
#[derive(Debug, Clone, Copy)]
struct Whole(u32);

impl<'de> Deserialize<'de> for Whole {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Whole;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a whole number from 0 to {}", u32::MAX)
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> std::result::Result<Whole, E> {
                u32::try_from(v)
                    .map(Whole)
                    .map_err(|_| E::invalid_value(Unexpected::Unsigned(v), &self))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> std::result::Result<Whole, E> {
                u32::try_from(v)
                    .map(Whole)
                    .map_err(|_| E::invalid_value(Unexpected::Signed(v), &self))
            }
        }
        d.deserialize_u32(V)
    }
}

/// A `[from, to]` pair.
#[derive(Debug, Clone, Copy)]
struct Pair(u32, u32);

impl<'de> Deserialize<'de> for Pair {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Pair;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a pair [from, to] of square numbers, as in [16, 6]")
            }
            fn visit_seq<A: SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> std::result::Result<Pair, A::Error> {
                let from: Whole = seq
                    .next_element()?
                    .ok_or_else(|| de::Error::invalid_length(0, &self))?;
                let to: Whole = seq
                    .next_element()?
                    .ok_or_else(|| de::Error::invalid_length(1, &self))?;
                if seq.next_element::<IgnoredAny>()?.is_some() {
                    return Err(de::Error::custom(
                        "expected a pair [from, to] of square numbers, found a third number",
                    ));
                }
                Ok(Pair(from.0, to.0))
            }
        }
        d.deserialize_seq(V)
    }
}

/// The keys this format reads; the rest are ignored.
#[derive(Deserialize)]
#[serde(
    expecting = "a board object like {\"size\": 100, \"snakes\": [[16, 6]], \"ladders\": [[1, 38]]}"
)]
struct JsonBoard {
    #[serde(default)]
    size: Option<Whole>,
    #[serde(default)]
    columns: Option<Whole>,
    #[serde(default)]
    snakes: Vec<Pair>,
    #[serde(default)]
    ladders: Vec<Pair>,
}

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

/// Turns a serde_json error (line, byte column) into a parse error (line, character column).
fn parse_error(text: &str, e: &serde_json::Error) -> Error {
    let full = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    let message = full.strip_suffix(&suffix).unwrap_or(&full).to_string();
    let line_start = scan::lines(text)
        .nth(e.line().saturating_sub(1))
        .map_or(text.len(), |(start, _)| start);
    let offset = line_start + e.column().saturating_sub(1);
    let message = match e.classify() {
        Category::Eof => {
            format!("expected the rest of the board object, found end of text ({message})")
        }
        Category::Syntax if message == "trailing characters" => format!(
            "expected the end of the text after the board object, found {}",
            scan::found(text, offset)
        ),
        Category::Syntax if message.starts_with("expected") => {
            format!("{message}, found {}", scan::found(text, offset))
        }
        _ => message,
    };
    scan::error(FORMAT, text, offset, message)
}

/// Reads a JSON board.
pub(super) fn parse(text: &str) -> Result<Board> {
    let clean = blank_comments(text);
    let mut cursor = scan::Cursor::new(&clean, FORMAT);
    cursor.skip();
    if cursor.peek() != Some(b'{') && !cursor.at_end() {
        return Err(cursor.expected(
            "a board object like {\"size\": 100, \"snakes\": [[16, 6]], \"ladders\": [[1, 38]]}",
        ));
    }
    let raw: JsonBoard = serde_json::from_str(&clean).map_err(|e| parse_error(&clean, &e))?;
    let snakes = raw.snakes.len();
    let entries: Vec<Entry> = raw
        .snakes
        .iter()
        .map(|p| (p, Kind::Snake))
        .chain(raw.ladders.iter().map(|p| (p, Kind::Ladder)))
        .map(|(&Pair(from, to), kind)| Entry::new(from, to, kind, 0))
        .collect();
    let size = raw.size.map_or(100, |w| w.0);
    build(FORMAT, size, raw.columns.map(|w| w.0), &entries, |part| {
        Some(match part {
            Part::Size if raw.size.is_some() => "\"size\"".to_string(),
            Part::Size => return None,
            Part::Columns => "\"columns\"".to_string(),
            Part::Jump(i) if i < snakes => format!("\"snakes\" pair {}", i + 1),
            Part::Jump(i) => format!("\"ladders\" pair {}", i - snakes + 1),
        })
    })
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

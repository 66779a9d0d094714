//! Shared pieces of the text readers: lines, comments, positions and a byte cursor.
//!
//! Every reader keeps byte offsets into the whole text and turns one into a 1-based line and
//! column only when it reports an error, so reading stays linear however the text is shaped.

use super::Format;
use crate::codes;
use crate::error::{Error, Result};
use crate::message::{Message, Param};
use crate::msg;

/// How much of an unexpected token an error message quotes.
const QUOTE_CHARS: usize = 24;

/// The lines of `text` with the byte offset where each starts; `\r\n` endings lose the `\r`.
pub(super) fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split('\n').scan(0usize, |offset, line| {
        let start = *offset;
        *offset += line.len() + 1;
        Some((start, line.strip_suffix('\r').unwrap_or(line)))
    })
}

/// The bytes `range` of `text` (empty where they are no part of it). The readers slice only at
/// the char boundaries they found, where this is `&text[range]`; unlike indexing, it links no
/// panic message (core's `slice_error_fail`, which formats a char with `Debug` and brings
/// Unicode's printable tables: about 6 KB of every wasm module).
pub(crate) fn part<R: std::slice::SliceIndex<str, Output = str>>(text: &str, range: R) -> &str {
    text.get(range).unwrap_or_default()
}

/// The part of a line before a `#` or `//` comment.
pub(super) fn strip_comment(line: &str) -> &str {
    part(line, ..comment_start(line).unwrap_or(line.len()))
}

/// Where a `#` or `//` comment starts in `line`, if it has one.
pub(super) fn comment_start(line: &str) -> Option<usize> {
    let bytes = line.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'#' => return Some(i),
            b'/' if bytes.get(i + 1) == Some(&b'/') => return Some(i),
            _ => i += 1,
        }
    }
    None
}

/// The byte offset of `part` inside `whole`; `part` must be a slice of `whole`.
pub(super) fn offset_in(whole: &str, part: &str) -> usize {
    (part.as_ptr() as usize).saturating_sub(whole.as_ptr() as usize)
}

/// The 1-based line and column (in characters) of byte `offset` in `text`.
pub(super) fn locate(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = part(text, ..offset);
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let mut prefix = part(before, line_start..);
    // The end of a line ending in "\r\n" (or of a text ending in "\r") is where the "\r" is.
    if matches!(text.as_bytes().get(offset), None | Some(b'\n')) {
        prefix = prefix.strip_suffix('\r').unwrap_or(prefix);
    }
    let column = prefix.chars().count() + 1;
    (line, column)
}

/// "line 3, column 7" for byte `offset` in `text`.
pub(super) fn place(text: &str, offset: usize) -> Param {
    let (line, column) = locate(text, offset);
    msg!(codes::AT_LINE, line, column).into()
}

/// What stands at `offset`, for "found ..." in messages: a quoted token, "end of line" or
/// "end of text".
pub(super) fn found(text: &str, offset: usize) -> Param {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let Some(rest) = text.get(offset..) else {
        return msg!(codes::END_OF_TEXT).into();
    };
    let mut chars = rest.chars();
    match chars.next() {
        None => return msg!(codes::END_OF_TEXT).into(),
        Some('\n' | '\r') => return msg!(codes::END_OF_LINE).into(),
        _ => {}
    }
    let delimiter = |c: char| c.is_whitespace() || matches!(c, ',' | ';' | '[' | ']' | '{' | '}');
    let mut token = String::new();
    for (i, c) in rest.chars().enumerate() {
        if i > 0 && (delimiter(c) || token.starts_with(delimiter)) {
            break;
        }
        if i == QUOTE_CHARS {
            token.push_str("...");
            break;
        }
        token.push(c);
    }
    format!("'{}'", crate::error::excerpt(&token)).into()
}

/// A parse error of `format` at byte `offset` of `text`.
pub(super) fn error(format: Format, text: &str, offset: usize, message: Message) -> Error {
    let (line, column) = locate(text, offset);
    Error::Parse {
        format: format.name(),
        line,
        column,
        message,
    }
}

/// "expected {what}, found {what is at offset}" as a parse error; `what` is a message of its own
/// (`native.size_number`, ...), so that a language words it whole.
pub(super) fn expected(format: Format, text: &str, offset: usize, what: Message) -> Error {
    error(
        format,
        text,
        offset,
        msg!(
            codes::PARSE_EXPECTED,
            expected = what,
            found = found(text, offset)
        ),
    )
}

/// "expected the end of the line after {what}, found ..." as a parse error at byte `offset`.
#[inline]
pub(super) fn expected_line_end(format: Format, text: &str, offset: usize, what: Message) -> Error {
    expected(format, text, offset, msg!(codes::LINE_END_AFTER, what))
}

/// Reads a run of ASCII digits as a u32; `None` when it does not fit.
pub(super) fn number(digits: &str) -> Option<u32> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// The error for a digit run too large for a number.
pub(super) fn too_large(format: Format, text: &str, offset: usize) -> Error {
    error(
        format,
        text,
        offset,
        msg!(
            codes::PARSE_TOO_LARGE,
            max = u32::MAX,
            found = found(text, offset)
        ),
    )
}

/// A comment of the form `size N` or `columns C` (what Ruby text uses to carry them).
pub(super) struct Directive {
    /// `size` or `columns`.
    pub keyword: &'static str,
    /// The number given.
    pub value: u32,
    /// Byte offset of the number in the whole text.
    pub at: usize,
}

/// Reads `body` (a comment's text after its marker) as a `size N` or `columns C` directive.
///
/// Any other comment is `Ok(None)`; a directive whose number overflows is an error.
pub(super) fn directive(format: Format, text: &str, body: &str) -> Result<Option<Directive>> {
    let trimmed = body.trim();
    let word_end = trimmed
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(trimmed.len());
    let keyword = match trimmed[..word_end].to_ascii_lowercase().as_str() {
        "size" => "size",
        "columns" => "columns",
        _ => return Ok(None),
    };
    let rest = trimmed[word_end..].trim_start();
    let rest = rest
        .strip_prefix(':')
        .or_else(|| rest.strip_prefix('='))
        .unwrap_or(rest)
        .trim_start();
    if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    let at = offset_in(text, rest);
    match number(rest) {
        Some(value) => Ok(Some(Directive { keyword, value, at })),
        None => Err(too_large(format, text, at)),
    }
}

/// A position in the text for readers that are not line-shaped (Ruby hashes, LeetCode grids).
#[derive(Clone)]
pub(super) struct Cursor<'a> {
    /// The whole text.
    pub text: &'a str,
    /// Byte offset of the next unread character.
    pub pos: usize,
    /// The format being read, for errors.
    pub format: Format,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `text`.
    pub fn new(text: &'a str, format: Format) -> Self {
        Cursor {
            text,
            pos: 0,
            format,
        }
    }

    /// The next byte, if any.
    pub fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    /// Consumes `byte` if it is next.
    pub fn eat(&mut self, byte: u8) -> bool {
        if self.peek() == Some(byte) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Consumes `s` if it is next.
    pub fn eat_str(&mut self, s: &str) -> bool {
        let rest = self.text.as_bytes().get(self.pos..).unwrap_or_default();
        if rest.starts_with(s.as_bytes()) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// True once everything is read.
    pub fn at_end(&self) -> bool {
        self.pos >= self.text.len()
    }

    /// Skips whitespace and comments, handing each comment's text (after its marker) to `seen`.
    pub fn skip_with(&mut self, mut seen: impl FnMut(&'a str) -> Result<()>) -> Result<()> {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() {
            let b = bytes[self.pos];
            let marker = match b {
                b'#' => 1,
                b'/' if bytes.get(self.pos + 1) == Some(&b'/') => 2,
                _ => 0,
            };
            if marker > 0 {
                let body_start = self.pos + marker;
                let end = part(self.text, body_start..)
                    .find('\n')
                    .map_or(self.text.len(), |i| body_start + i);
                seen(part(self.text, body_start..end))?;
                self.pos = end;
            } else if b.is_ascii_whitespace() {
                self.pos += 1;
            } else if b >= 0x80 {
                match part(self.text, self.pos..).chars().next() {
                    Some(c) if c.is_whitespace() => self.pos += c.len_utf8(),
                    _ => break,
                }
            } else {
                break;
            }
        }
        Ok(())
    }

    /// Skips whitespace and comments.
    pub fn skip(&mut self) {
        // Ignoring comments cannot fail.
        let _ = self.skip_with(|_| Ok(()));
    }

    /// Reads a run of digits at the cursor: `Ok(None)` if there is none, an error if too large.
    pub fn digits(&mut self) -> Result<Option<u32>> {
        let start = self.pos;
        let len = self
            .text
            .as_bytes()
            .get(start..)
            .unwrap_or_default()
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if len == 0 {
            return Ok(None);
        }
        match number(part(self.text, start..start + len)) {
            Some(n) => {
                self.pos += len;
                Ok(Some(n))
            }
            None => Err(too_large(self.format, self.text, start)),
        }
    }

    /// "expected {what}, found ..." at the cursor.
    pub fn expected(&self, what: Message) -> Error {
        expected(self.format, self.text, self.pos, what)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locate_counts_lines_and_characters_from_one() {
        let text = "ab\ncé x\n";
        assert_eq!(locate(text, 0), (1, 1));
        assert_eq!(locate(text, 3), (2, 1));
        // 'x' is byte 7 but the 4th character of line 2.
        assert_eq!(locate(text, 7), (2, 4));
        assert_eq!(locate(text, text.len()), (3, 1));
        assert_eq!(locate("ab\r\n", 3), (1, 3));
        assert_eq!(locate("ab\r", 3), (1, 3));
    }

    #[test]
    fn found_quotes_a_token_or_names_the_end() {
        let found = |text: &str, at: usize| found(text, at).to_string();
        assert_eq!(found("16 -> x9, 3", 6), "'x9'");
        assert_eq!(found("16\n", 2), "end of line");
        assert_eq!(found("16", 2), "end of text");
        let long = "y".repeat(100);
        assert_eq!(found(&long, 0), format!("'{}...'", "y".repeat(24)));
    }

    #[test]
    fn comments_start_at_hash_or_double_slash() {
        assert_eq!(strip_comment("16 6 # snake"), "16 6 ");
        assert_eq!(strip_comment("16 6 // snake"), "16 6 ");
        assert_eq!(strip_comment("16 / 6"), "16 / 6");
    }

    #[test]
    fn directives_read_size_and_columns_comments_only() {
        let text = " size 30";
        let d = directive(Format::Ruby, text, text).unwrap().unwrap();
        assert_eq!((d.keyword, d.value, d.at), ("size", 30, 6));
        let text = " Columns: 6";
        let d = directive(Format::Ruby, text, text).unwrap().unwrap();
        assert_eq!((d.keyword, d.value), ("columns", 6));
        for other in [" snakes", " size of the world", " sizes 3", ""] {
            assert!(directive(Format::Ruby, other, other).unwrap().is_none());
        }
        let text = " size 99999999999";
        assert!(directive(Format::Ruby, text, text).is_err());
    }
}

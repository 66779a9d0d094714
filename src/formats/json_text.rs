//! A small JSON reader and writer, for JSON boards and saved games.
//!
//! The page's core wasm module reads pasted JSON boards and saved games; serde_json did this
//! before, at a large share of the module's size (generic code per type, float tables). This
//! reader accepts exactly the texts serde_json accepts (RFC 8259, whitespace only space, tab,
//! line feed and carriage return) with serde_json's messages and error positions, except:
//!
//! - Numbers are kept as the text written (no float parsing), so `1e400` reads where
//!   serde_json's `Value` refuses it as out of range. Boards and saves only want whole numbers,
//!   which callers check with [`Value::as_u64`].
//! - Arrays and objects nest at most [`MAX_DEPTH`] - 1 deep everywhere, as serde_json's `Value`;
//!   serde_json skipped unknown keys of a board at any depth.
//! - A control character inside a string is blamed on itself; serde_json, when skipping a
//!   value, pointed at the character before it.
//!
//! Reading never panics and its stack is bounded by [`MAX_DEPTH`]. The writer escapes strings
//! exactly as serde_json does, so saved games keep their bytes and their check values.

use super::scan;
use crate::codes;
use crate::message::{Code, Message, Param};
use crate::msg;

/// Arrays and objects may nest up to one less than this, as in serde_json.
pub const MAX_DEPTH: u32 = 128;

/// A JSON value; numbers are kept as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value<'a> {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as the text wrote it (valid JSON number syntax).
    Number(&'a str),
    /// A string, unescaped.
    String(String),
    /// An array.
    Array(Vec<Value<'a>>),
    /// An object's members in the order written; a repeated key keeps every occurrence.
    Object(Vec<(String, Value<'a>)>),
}

impl Value<'_> {
    /// The value of `key` in an object (the last one when repeated, as serde_json keeps).
    pub fn get(&self, key: &str) -> Option<&Self> {
        match self {
            Value::Object(members) => members.iter().rev().find(|(k, _)| k == key).map(|m| &m.1),
            _ => None,
        }
    }

    /// The number as a u64, when it is written as a whole number that fits (`7`, not `7.0`).
    pub fn as_u64(&self) -> Option<u64> {
        self.whole()
    }

    /// The number as a u128, when it is written as a whole number that fits (the simulation's
    /// sums of squares).
    pub fn as_u128(&self) -> Option<u128> {
        self.whole()
    }

    /// The number as a whole number of type `T`, when it is written as one that fits.
    fn whole<T: std::str::FromStr>(&self) -> Option<T> {
        match self {
            Value::Number(t) if t.bytes().all(|b| b.is_ascii_digit()) => t.parse().ok(),
            _ => None,
        }
    }

    /// What the value is, for messages: `null`, `boolean `true``, `integer `3``, `string "x"`,
    /// each but `null` (JSON's own word) a message (`json.boolean`, ...) around the value as written.
    pub fn describe(&self) -> Param {
        let quoted = |t: &str| format!("`{}`", crate::error::excerpt(t));
        match self {
            Value::Null => "null".into(),
            Value::Bool(b) => msg!(codes::JSON_BOOLEAN, value = format!("`{b}`")).into(),
            Value::Number(t) if t.contains(['.', 'e', 'E']) || *t == "-0" => {
                msg!(codes::JSON_FLOAT, value = quoted(t)).into()
            }
            Value::Number(t) => msg!(codes::JSON_INTEGER, value = quoted(t)).into(),
            Value::String(s) => {
                let mut value = String::new();
                let cut: String = s.chars().take(crate::error::EXCERPT_CHARS).collect();
                write_string(&mut value, &cut);
                if cut.len() < s.len() {
                    let count = s.chars().count();
                    return msg!(codes::JSON_STRING_CUT, value, count).into();
                }
                msg!(codes::JSON_STRING, value).into()
            }
            Value::Array(_) => msg!(codes::JSON_SEQUENCE).into(),
            Value::Object(_) => msg!(codes::JSON_MAP).into(),
        }
    }
}

/// Why a text is not JSON, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// Byte offset of the character to blame; when the text ended too soon, its last one (or
    /// its length, after a final line break).
    pub at: usize,
    /// serde_json's words for the problem: "expected value", "EOF while parsing a list", ...
    pub message: &'static str,
}

impl ParseError {
    /// True when the text ended before the value did.
    pub fn is_eof(&self) -> bool {
        self.message.starts_with("EOF")
    }

    /// "expected value at line 1, column 5" (columns count characters), for `text`.
    pub fn describe(&self, text: &str) -> Message {
        msg!(
            codes::JSON_REASON_AT,
            reason = self.reason(),
            place = scan::place(text, self.at)
        )
    }

    /// The reason as a message of its own (`json.eof_value`, ...), worded as `message`.
    pub fn reason(&self) -> Message {
        let close = match self.message {
            "expected `,` or `]`" => "`]`",
            "expected `,` or `}`" => "`}`",
            other => {
                let code = REASONS
                    .iter()
                    .find(|c| c.english == other)
                    .copied()
                    .unwrap_or(&codes::JSON_EXPECTED_VALUE);
                return msg!(*code);
            }
        };
        msg!(codes::JSON_EXPECTED_COMMA, close)
    }
}

/// The reader's reasons as codes, each worded as the reader's `message` (but "expected `,` or"
/// a bracket, `json.expected_comma`, whose bracket is a parameter).
static REASONS: [&Code; 16] = [
    &codes::JSON_EOF_VALUE,
    &codes::JSON_EOF_STRING,
    &codes::JSON_EOF_LIST,
    &codes::JSON_EOF_OBJECT,
    &codes::JSON_EXPECTED_VALUE,
    &codes::JSON_EXPECTED_IDENT,
    &codes::JSON_INVALID_NUMBER,
    &codes::JSON_CONTROL,
    &codes::JSON_INVALID_ESCAPE,
    &codes::JSON_LONE_SURROGATE,
    &codes::JSON_HEX_END,
    &codes::JSON_RECURSION,
    &codes::JSON_TRAILING_COMMA,
    &codes::JSON_KEY_STRING,
    &codes::JSON_EXPECTED_COLON,
    &codes::JSON_TRAILING_CHARACTERS,
];

/// Reads `text` as one JSON value with nothing but whitespace after it.
pub fn parse(text: &str) -> Result<Value<'_>, ParseError> {
    let mut reader = Reader::new(text);
    let value = reader.value(true)?;
    reader.end()?;
    Ok(value)
}

/// A position in a JSON text, for readers that take a value apart as they go (a board's
/// jumps go straight into a list, with no tree in between).
#[derive(Debug, Clone)]
pub struct Reader<'a> {
    /// The whole text.
    text: &'a str,
    /// Byte offset of the next unread byte.
    pub pos: usize,
    /// Arrays and objects open around `pos`.
    depth: u32,
}

/// The results of reading.
type Read<T> = Result<T, ParseError>;

impl<'a> Reader<'a> {
    /// A reader at the start of `text`.
    pub fn new(text: &'a str) -> Self {
        Reader {
            text,
            pos: 0,
            depth: 0,
        }
    }

    /// An error blaming byte `at`.
    fn fail<T>(&self, at: usize, message: &'static str) -> Read<T> {
        Err(ParseError { at, message })
    }

    /// An error at the end of the text, blaming its last character as serde_json does
    /// (or the end, when a line break ends the text).
    fn eof<T>(&self, message: &'static str) -> Read<T> {
        let len = self.text.len();
        let at = if len > 0 && !self.text.ends_with('\n') {
            len - 1
        } else {
            len
        };
        self.fail(at, message)
    }

    /// The byte at `pos`, without skipping anything.
    fn byte(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    /// Skips whitespace and returns the next byte, if any.
    pub fn peek(&mut self) -> Option<u8> {
        while let Some(b' ' | b'\n' | b'\t' | b'\r') = self.byte() {
            self.pos += 1;
        }
        self.byte()
    }

    /// Reads one value; with `keep` false it is only checked and skipped (nothing is kept, so
    /// skipping a large unknown value allocates nothing).
    pub fn value(&mut self, keep: bool) -> Read<Value<'a>> {
        Ok(match self.peek() {
            None => return self.eof("EOF while parsing a value"),
            Some(b'n') => self.word("null", Value::Null)?,
            Some(b't') => self.word("true", Value::Bool(true))?,
            Some(b'f') => self.word("false", Value::Bool(false))?,
            Some(b'-' | b'0'..=b'9') => Value::Number(self.number()?),
            Some(b'"') => Value::String(self.string(keep)?),
            Some(b'[') => {
                self.enter()?;
                let mut items = Vec::new();
                let mut first = true;
                while self.next_item(&mut first)? {
                    let item = self.value(keep)?;
                    if keep {
                        items.push(item);
                    }
                }
                Value::Array(items)
            }
            Some(b'{') => {
                self.enter()?;
                let mut members = Vec::new();
                let mut first = true;
                while let Some(key) = self.next_key(&mut first, keep)? {
                    self.colon()?;
                    let item = self.value(keep)?;
                    if keep {
                        members.push((key, item));
                    }
                }
                Value::Object(members)
            }
            Some(_) => return self.fail(self.pos, "expected value"),
        })
    }

    /// Reads the literal `word` (`null`, `true`, `false`) standing for `value`.
    fn word(&mut self, word: &str, value: Value<'a>) -> Read<Value<'a>> {
        for &b in &word.as_bytes()[1..] {
            self.pos += 1;
            match self.byte() {
                None => return self.eof("EOF while parsing a value"),
                Some(c) if c != b => return self.fail(self.pos, "expected ident"),
                Some(_) => {}
            }
        }
        self.pos += 1;
        Ok(value)
    }

    /// Consumes ASCII digits; true if there was at least one.
    fn digits(&mut self) -> bool {
        let start = self.pos;
        while let Some(b'0'..=b'9') = self.byte() {
            self.pos += 1;
        }
        self.pos > start
    }

    /// Reads a number in JSON's syntax and returns its text.
    fn number(&mut self) -> Read<&'a str> {
        let start = self.pos;
        if self.byte() == Some(b'-') {
            self.pos += 1;
        }
        match self.byte() {
            None => return self.eof("EOF while parsing a value"),
            Some(b'0') => {
                self.pos += 1;
                if let Some(b'0'..=b'9') = self.byte() {
                    return self.fail(self.pos, "invalid number");
                }
            }
            Some(b'1'..=b'9') => {
                self.digits();
            }
            Some(_) => return self.fail(self.pos, "invalid number"),
        }
        if self.byte() == Some(b'.') {
            self.pos += 1;
            if !self.digits() {
                return match self.byte() {
                    None => self.eof("EOF while parsing a value"),
                    Some(_) => self.fail(self.pos, "invalid number"),
                };
            }
        }
        if let Some(b'e' | b'E') = self.byte() {
            self.pos += 1;
            if let Some(b'+' | b'-') = self.byte() {
                self.pos += 1;
            }
            match self.byte() {
                None => return self.eof("EOF while parsing a value"),
                Some(b'0'..=b'9') => {
                    self.digits();
                }
                Some(_) => return self.fail(self.pos, "invalid number"),
            }
        }
        Ok(scan::part(self.text, start..self.pos))
    }

    /// Reads a string at `"`; with `keep` false only checks it (as serde_json skips a value:
    /// a `\u` escape needs four hex digits, but a lone surrogate passes).
    fn string(&mut self, keep: bool) -> Read<String> {
        let mut out = String::new();
        self.pos += 1;
        let mut run = self.pos;
        loop {
            match self.byte() {
                None => return self.eof("EOF while parsing a string"),
                Some(b'"') => {
                    if keep {
                        out.push_str(scan::part(self.text, run..self.pos));
                    }
                    self.pos += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    if keep {
                        out.push_str(scan::part(self.text, run..self.pos));
                    }
                    self.pos += 1;
                    self.escape(keep, &mut out)?;
                    run = self.pos;
                }
                Some(0..=0x1f) => {
                    return self.fail(
                        self.pos,
                        "control character (\\u0000-\\u001F) found while parsing a string",
                    )
                }
                Some(_) => self.pos += 1,
            }
        }
    }

    /// Reads the escape after a `\` into `out`.
    fn escape(&mut self, keep: bool, out: &mut String) -> Read<()> {
        let Some(b) = self.byte() else {
            return self.eof("EOF while parsing a string");
        };
        self.pos += 1;
        let c = match b {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                let n = self.hex4()?;
                if !keep {
                    return Ok(());
                }
                self.unicode(n)?
            }
            _ => return self.fail(self.pos - 1, "invalid escape"),
        };
        if keep {
            out.push(c);
        }
        Ok(())
    }

    /// The character of a `\u` escape whose four digits gave `n`, reading the second half of
    /// a surrogate pair; a lone surrogate is an error, as in serde_json.
    fn unicode(&mut self, n: u16) -> Read<char> {
        let lone = "lone leading surrogate in hex escape";
        if (0xdc00..=0xdfff).contains(&n) {
            return self.fail(self.pos - 1, lone);
        }
        if !(0xd800..=0xdbff).contains(&n) {
            return Ok(char::from_u32(u32::from(n)).unwrap_or('\u{fffd}'));
        }
        for want in [b'\\', b'u'] {
            match self.byte() {
                None => return self.eof("EOF while parsing a string"),
                Some(b) if b != want => return self.fail(self.pos, "unexpected end of hex escape"),
                Some(_) => self.pos += 1,
            }
        }
        let low = self.hex4()?;
        if !(0xdc00..=0xdfff).contains(&low) {
            return self.fail(self.pos - 1, lone);
        }
        let code = 0x1_0000 + ((u32::from(n) - 0xd800) << 10) + (u32::from(low) - 0xdc00);
        Ok(char::from_u32(code).unwrap_or('\u{fffd}'))
    }

    /// Reads the four hex digits of a `\u` escape.
    fn hex4(&mut self) -> Read<u16> {
        let Some(digits) = self.text.as_bytes().get(self.pos..self.pos + 4) else {
            return self.eof("EOF while parsing a string");
        };
        self.pos += 4;
        let mut n = 0u16;
        for &d in digits {
            let v = match d {
                b'0'..=b'9' => d - b'0',
                b'a'..=b'f' => d - b'a' + 10,
                b'A'..=b'F' => d - b'A' + 10,
                _ => return self.fail(self.pos - 1, "invalid escape"),
            };
            n = n << 4 | u16::from(v);
        }
        Ok(n)
    }

    /// Steps into the array or object whose bracket is next (after [`Reader::peek`]).
    pub fn enter(&mut self) -> Read<()> {
        self.depth += 1;
        if self.depth >= MAX_DEPTH {
            return self.fail(self.pos, "recursion limit exceeded");
        }
        self.pos += 1;
        Ok(())
    }

    /// In an array: true when another item follows (read it next), false after the closing
    /// `]`. `first` starts true for each array.
    pub fn next_item(&mut self, first: &mut bool) -> Read<bool> {
        match self.peek() {
            Some(b']') => {
                self.pos += 1;
                self.depth -= 1;
                Ok(false)
            }
            Some(b',') if !*first => {
                self.pos += 1;
                match self.peek() {
                    Some(b']') => self.fail(self.pos, "trailing comma"),
                    None => self.eof("EOF while parsing a value"),
                    Some(_) => Ok(true),
                }
            }
            Some(_) if *first => {
                *first = false;
                Ok(true)
            }
            Some(_) => self.fail(self.pos, "expected `,` or `]`"),
            None => self.eof("EOF while parsing a list"),
        }
    }

    /// In an object: the next key (then call [`Reader::colon`] and read its value), or `None`
    /// after the closing `}`. `first` starts true for each object; `keep` as for
    /// [`Reader::value`].
    pub fn next_key(&mut self, first: &mut bool, keep: bool) -> Read<Option<String>> {
        match self.peek() {
            Some(b'}') => {
                self.pos += 1;
                self.depth -= 1;
                return Ok(None);
            }
            Some(b',') if !*first => {
                self.pos += 1;
                self.peek();
            }
            Some(_) if *first => *first = false,
            Some(_) => return self.fail(self.pos, "expected `,` or `}`"),
            None => return self.eof("EOF while parsing an object"),
        }
        match self.byte() {
            Some(b'"') => self.string(keep).map(Some),
            Some(b'}') => self.fail(self.pos, "trailing comma"),
            Some(_) => self.fail(self.pos, "key must be a string"),
            None => self.eof("EOF while parsing a value"),
        }
    }

    /// The `:` between a key and its value.
    pub fn colon(&mut self) -> Read<()> {
        match self.peek() {
            Some(b':') => {
                self.pos += 1;
                Ok(())
            }
            Some(_) => self.fail(self.pos, "expected `:`"),
            None => self.eof("EOF while parsing an object"),
        }
    }

    /// Checks that only whitespace is left.
    pub fn end(&mut self) -> Read<()> {
        match self.peek() {
            Some(_) => self.fail(self.pos, "trailing characters"),
            None => Ok(()),
        }
    }
}

/// Appends `s` as a JSON string, escaped exactly as serde_json escapes it: `"` and `\`, the
/// short escapes `\b \f \n \r \t`, other control characters as `\u00XX`, everything else as is.
pub fn write_string(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    let mut run = 0;
    for (i, b) in s.bytes().enumerate() {
        let short = match b {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0x08 => "\\b",
            0x0c => "\\f",
            0..=0x1f => "",
            _ => continue,
        };
        out.push_str(scan::part(s, run..i));
        if short.is_empty() {
            out.push_str("\\u00");
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 15)]));
        } else {
            out.push_str(short);
        }
        run = i + 1;
    }
    out.push_str(scan::part(s, run..));
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> (usize, &'static str) {
        let e = parse(text).unwrap_err();
        (e.at, e.message)
    }

    #[test]
    fn values_read_with_numbers_as_written_and_strings_unescaped() {
        let v =
            parse(r#" {"a": [1, -2.5e3, true, null], "b": "x\"\u00e9\ud83d\ude00\n", "a": 0} "#)
                .unwrap();
        assert_eq!(v.get("a"), Some(&Value::Number("0")));
        assert_eq!(v.get("b"), Some(&Value::String("x\"é😀\n".to_string())));
        let Value::Object(members) = &v else {
            panic!("{v:?}")
        };
        assert_eq!(
            members[0].1,
            Value::Array(vec![
                Value::Number("1"),
                Value::Number("-2.5e3"),
                Value::Bool(true),
                Value::Null
            ])
        );
        assert_eq!(
            parse("18446744073709551615").unwrap().as_u64(),
            Some(u64::MAX)
        );
        assert_eq!(parse("18446744073709551616").unwrap().as_u64(), None);
        assert_eq!(parse("7.0").unwrap().as_u64(), None);
        assert_eq!(parse("-1").unwrap().as_u64(), None);
    }

    #[test]
    fn errors_blame_the_byte_serde_json_blames() {
        assert_eq!(err(""), (0, "EOF while parsing a value"));
        assert_eq!(err("[1,\n"), (4, "EOF while parsing a value"));
        assert_eq!(err("[1 2]"), (3, "expected `,` or `]`"));
        assert_eq!(err("[1,]"), (3, "trailing comma"));
        assert_eq!(err("{\"a\" 1}"), (5, "expected `:`"));
        assert_eq!(err("{1:2}"), (1, "key must be a string"));
        assert_eq!(err("nul"), (2, "EOF while parsing a value"));
        assert_eq!(err("nulx"), (3, "expected ident"));
        assert_eq!(err("01"), (1, "invalid number"));
        assert_eq!(err("-x"), (1, "invalid number"));
        assert_eq!(err("1.x"), (2, "invalid number"));
        assert_eq!(err("1ex"), (2, "invalid number"));
        assert_eq!(err("\"\\x\""), (2, "invalid escape"));
        assert_eq!(err("\"\\u12g4\""), (6, "invalid escape"));
        assert_eq!(err("\"\\ud800\""), (7, "unexpected end of hex escape"));
        assert_eq!(
            err("\"\\udc00\""),
            (6, "lone leading surrogate in hex escape")
        );
        assert_eq!(err("\"a\u{1}\"").0, 2);
        assert_eq!(err("1 2"), (2, "trailing characters"));
        let deep = format!("{}{}", "[".repeat(128), "]".repeat(128));
        assert_eq!(err(&deep), (127, "recursion limit exceeded"));
        let ok = format!("{}{}", "[".repeat(127), "]".repeat(127));
        assert!(parse(&ok).is_ok());
    }

    #[test]
    fn skipping_lets_lone_surrogates_pass_as_serde_json_does() {
        let mut r = Reader::new("{\"\\udc00\": \"\\ud800\"} ");
        assert_eq!(r.value(false), Ok(Value::Object(Vec::new())));
        r.end().unwrap();
        let mut r = Reader::new("\"\\ud800\" ");
        assert_eq!(r.value(false), Ok(Value::String(String::new())));
        r.end().unwrap();
    }

    #[test]
    fn strings_are_written_with_serde_json_escapes() {
        let mut out = String::new();
        write_string(&mut out, "a\"\\/\u{8}\u{c}\n\r\t\u{1}\u{1f}\u{7f}é😀");
        assert_eq!(
            out,
            r#""a\"\\/\b\f\n\r\t\u0001\u001f"#.to_string() + "\u{7f}é😀\""
        );
    }
}

//! The Ruby hash pair printed by the random world builder (shared/seeds/world-builder.txt).
//!
//! ```text
//! # size 100
//! # snakes
//! {97=>62, 35=>21}
//! # ladders
//! {10=>74}
//! ```
//!
//! Two hashes `{FROM=>TO, ...}`: the first holds the snakes (each must go down), the second the
//! ladders (each must go up); either may be empty (`{}`), a trailing comma is allowed, and
//! whitespace and line breaks may stand anywhere between tokens. Comments run from `#` (or `//`)
//! to the end of a line. The board has 100 squares unless a comment reads `size N`; a comment
//! reading `columns C` gives the display width. Other comments are ignored.

use super::scan::{self, Cursor};
use super::{build, check_jump_count, jump_offset, Entry, Format, Kind, Part};
use crate::board::{Board, Jump, MAX_SQUARES};
use crate::codes;
use crate::error::Result;
use crate::msg;
use std::cell::Cell;
use std::fmt::Write;

const FORMAT: Format = Format::Ruby;

/// True when `text` looks like a Ruby hash pair: some `=>` inside braces, or two or more
/// top-level `{...}` groups. Comments are skipped.
pub(super) fn looks_like(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut groups = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'#' => {
                i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
                continue;
            }
            b'{' => depth += 1,
            b'}' if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    groups += 1;
                    if groups >= 2 {
                        return true;
                    }
                }
            }
            b'=' if depth > 0 && bytes.get(i + 1) == Some(&b'>') => return true,
            _ => {}
        }
        i += 1;
    }
    false
}

/// A number given once in a comment (`size` or `columns`), with where it was given.
type Given = Cell<Option<(u32, usize)>>;

/// Reads a Ruby hash pair.
pub(super) fn parse(text: &str) -> Result<Board> {
    // Comments are read while the hashes are, so both need to see these.
    let size: Given = Cell::new(None);
    let columns: Given = Cell::new(None);
    let mut cursor = Cursor::new(text, FORMAT);
    let mut seen = |body: &str| directive(text, body, &size, &columns);
    let mut entries: Vec<Entry> = Vec::new();
    for (kind, name) in [(Kind::Snake, "snakes"), (Kind::Ladder, "ladders")] {
        hash(&mut cursor, &mut seen, (kind, name), &mut entries, &size)?;
    }
    cursor.skip_with(&mut seen)?;
    if !cursor.at_end() {
        return Err(cursor.expected(msg!(codes::RUBY_TEXT_END)));
    }
    let (size, size_at) = size.get().map_or((100, None), |(n, at)| (n, Some(at)));
    let columns = columns.get();
    let columns_at = columns.map(|(_, at)| at);
    build(FORMAT, size, columns.map(|(c, _)| c), &entries, &|part| {
        let at = match part {
            Part::Size => size_at?,
            Part::Columns => columns_at?,
            jump => jump_offset(&entries, jump, &|at| numbers(text, at))?,
        };
        Some(scan::place(text, at))
    })
}

/// Notes a `size N` or `columns C` comment (`body`, after its marker) in its slot, refusing
/// the second of either; other comments are ignored.
fn directive(text: &str, body: &str, size: &Given, columns: &Given) -> Result<()> {
    let Some(d) = scan::directive(FORMAT, text, body)? else {
        return Ok(());
    };
    let slot = if d.keyword == "size" { size } else { columns };
    if let Some((_, first)) = slot.get() {
        let (line, _) = scan::locate(text, first);
        return Err(scan::error(
            FORMAT,
            text,
            d.at,
            msg!(codes::PARSE_TWICE, what = d.keyword, line),
        ));
    }
    slot.set(Some((d.value, d.at)));
    Ok(())
}

/// Reads one hash, `{FROM=>TO, ...}`, of `kind` jumps (`name`, `snakes` or `ladders`, in
/// messages: a translation chooses its words by it) into `entries`,
/// handing comments to `seen`; `size` is the size read so far, bounding the jump count.
fn hash<'a>(
    cursor: &mut Cursor<'a>,
    seen: &mut impl FnMut(&'a str) -> Result<()>,
    (kind, name): (Kind, &str),
    entries: &mut Vec<Entry>,
    size: &Given,
) -> Result<()> {
    cursor.skip_with(&mut *seen)?;
    if !cursor.eat(b'{') {
        let example = if kind == Kind::Snake {
            "{97=>62, 35=>21}"
        } else {
            "{10=>74, 77=>88}"
        };
        return Err(cursor.expected(msg!(
            codes::RUBY_HASH_START,
            brace = "'{'",
            hash = name,
            example
        )));
    }
    loop {
        cursor.skip_with(&mut *seen)?;
        if cursor.eat(b'}') {
            return Ok(());
        }
        entries.push(pair(cursor, seen, kind, name)?);
        let limit = size.get().map_or(MAX_SQUARES, |(n, _)| n);
        let at = entries.last().map_or(0, |e| e.at as usize);
        check_jump_count(FORMAT, cursor.text, entries.len(), limit, at)?;
        cursor.skip_with(&mut *seen)?;
        if cursor.eat(b',') {
            continue;
        }
        if cursor.eat(b'}') {
            return Ok(());
        }
        return Err(cursor.expected(msg!(codes::RUBY_HASH_NEXT, brace = "'}'", hash = name)));
    }
}

/// Reads `FROM => TO` as a jump of `kind` (`name` in messages).
fn pair<'a>(
    cursor: &mut Cursor<'a>,
    seen: &mut impl FnMut(&'a str) -> Result<()>,
    kind: Kind,
    name: &str,
) -> Result<Entry> {
    let at = cursor.pos;
    let Some(from) = cursor.digits()? else {
        return Err(cursor.expected(msg!(codes::RUBY_SQUARE, brace = "'}'", hash = name)));
    };
    cursor.skip_with(&mut *seen)?;
    if !cursor.eat_str("=>") {
        return Err(cursor.expected(msg!(codes::RUBY_ARROW, from)));
    }
    cursor.skip_with(&mut *seen)?;
    let Some(to) = cursor.digits()? else {
        return Err(cursor.expected(msg!(codes::RUBY_LEADS_TO, from)));
    };
    Ok(Entry::new(from, to, kind, at))
}

/// Where the two numbers of the pair `FROM => TO` written at `at` stand.
fn numbers(text: &str, at: usize) -> Option<(usize, usize)> {
    let mut cursor = Cursor::new(text, FORMAT);
    cursor.pos = at;
    cursor.digits().ok()??;
    cursor.skip();
    if !cursor.eat_str("=>") {
        return None;
    }
    cursor.skip();
    Some((at, cursor.pos))
}

/// Writes a board as a Ruby hash pair with `# size` (and `# columns`) comments.
pub(super) fn print(board: &Board) -> String {
    let mut out = String::with_capacity(64 + board.jumps().len() * 12);
    // Writing to a String cannot fail.
    let _ = writeln!(out, "# size {}", board.size());
    if let Some(c) = board.columns_hint() {
        let _ = writeln!(out, "# columns {c}");
    }
    out.push_str("# snakes\n");
    write_hash(&mut out, board.snakes());
    out.push_str("# ladders\n");
    write_hash(&mut out, board.ladders());
    out
}

/// Writes `{a=>b, c=>d}` and a line break.
fn write_hash(out: &mut String, jumps: impl Iterator<Item = Jump>) {
    out.push('{');
    for (i, j) in jumps.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{}=>{}", j.from, j.to);
    }
    out.push_str("}\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEED: &str = "# snakes\n\
        {97=>62, 35=>21, 80=>67, 38=>12, 64=>6, 79=>20, 26=>11, 89=>33, 22=>21, 45=>25}\n\
        {10=>74, 77=>88, 5=>68, 24=>93, 68=>90, 73=>84, 76=>85, 50=>53, 78=>85, 12=>73}\n";

    fn message(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    #[test]
    fn the_seed_world_reads_as_ten_snakes_and_ten_ladders_on_100_squares() {
        let b = parse(SEED).unwrap();
        assert_eq!(b.size(), 100);
        assert_eq!(b.snakes().count(), 10);
        assert_eq!(b.ladders().count(), 10);
        assert_eq!(b.jump_from(97), Some(62));
        assert_eq!(b.jump_from(12), Some(73));
    }

    #[test]
    fn size_and_columns_comments_and_empty_hashes() {
        let b = parse("# size 30\n# columns: 6\n{}\n{3 => 22,}").unwrap();
        assert_eq!((b.size(), b.columns_hint()), (30, Some(6)));
        assert_eq!(b.jumps(), &[Jump::new(3, 22)]);
        let b = parse("{}{}").unwrap();
        assert!(b.jumps().is_empty());
        // Hashes may span lines, with comments between entries.
        let b = parse("{27=>1, # a snake\n 21=>9}\n{3=>22}").unwrap();
        assert_eq!(b.jumps().len(), 3);
    }

    #[test]
    fn errors_name_line_column_expected_and_found() {
        assert_eq!(
            message("# snakes\n{97=>62, x}\n{}"),
            "ruby board, line 2, column 10: expected a square number or '}' closing the snakes, found 'x'"
        );
        assert!(message("{97=>62}")
            .contains("line 1, column 9: expected '{' starting the ladders hash"));
        assert!(
            message("{97 62}{}").contains("line 1, column 5: expected '=>' after 97, found '62'")
        );
        assert!(message("{}{}{}").contains("line 1, column 5: expected the end of the text"));
        assert!(message("# size 30\n# size 40\n{}{}")
            .contains("line 2, column 8: size is given twice (first on line 1)"));
    }

    #[test]
    fn directions_are_checked_first_hash_snakes() {
        assert_eq!(
            message("{10=>74}\n{97=>62}"),
            "invalid board: ruby board, line 1, column 2: snake 10 -> 74 does not go down: \
             a snake's head must be above its tail"
        );
        assert!(
            message("{}\n{97=>62}").contains("line 2, column 2: ladder 97 -> 62 does not go up")
        );
        assert!(message("# size 30\n{31=>2}{}").contains("line 2, column 2"));
    }

    #[test]
    fn an_out_of_range_square_is_pointed_at_where_its_number_stands() {
        assert!(message("{}\n{5 => 1000}")
            .contains("line 2, column 7: ladder 5 -> 1000 has square 1000 outside"));
        assert!(message("{ 200=>3}{}").contains("line 1, column 3: snake 200 -> 3 has square 200"));
        assert!(message("{}\n{5 => # up\n  1000}").contains("line 3, column 3: ladder 5 -> 1000"));
    }

    #[test]
    fn printing_writes_size_snakes_then_ladders() {
        let b = parse(SEED).unwrap();
        let text = print(&b);
        assert!(
            text.starts_with("# size 100\n# snakes\n{22=>21, 26=>11, "),
            "{text}"
        );
        assert!(text.contains("\n# ladders\n{5=>68, 10=>74, "), "{text}");
        assert_eq!(parse(&text).unwrap(), b);
        assert!(looks_like(&text));
    }
}

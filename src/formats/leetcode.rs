//! LeetCode 909 "Snakes and Ladders" grids, one per line.
//!
//! ```text
//! [[-1,-1,-1],[-1,9,8],[-1,8,9]]
//! ```
//!
//! Each grid is n x n (n rows of n numbers); squares are numbered 1..=n*n boustrophedon from the
//! bottom-left: the last row reads 1..n left to right, the row above n+1..2n right to left, and so
//! on. A cell holds -1 (nothing) or the square a snake or ladder starting there leads to. The
//! board has n*n squares and is drawn n wide. Grids usually stand one per line, but may span
//! lines; whitespace may stand between tokens and `#` or `//` start comments. At most
//! [`LEETCODE_MAX_N`] wide.

use super::scan::{self, Cursor};
use super::{build, jump_offset, Entry, Format, Kind, Part, LEETCODE_MAX_N};
use crate::board::Board;
use crate::codes;
use crate::error::{Error, Result};
use crate::msg;
use std::fmt::Write;

const FORMAT: Format = Format::LeetCode;

/// The square at `row` (0 at the top) and `col` (0 at the left) of an n x n grid.
fn square(n: u32, row: u32, col: u32) -> u32 {
    let from_bottom = n - 1 - row;
    if from_bottom % 2 == 0 {
        from_bottom * n + col + 1
    } else {
        from_bottom * n + n - col
    }
}

/// One cell as read: where it stands and the square it leads to (`None` for -1).
type Cell = (usize, Option<u32>);

/// Reads a cell: -1 or a square number.
fn cell(cursor: &mut Cursor<'_>) -> Result<Cell> {
    let at = cursor.pos;
    if cursor.eat_str("-1") && !cursor.peek().is_some_and(|b| b.is_ascii_digit()) {
        return Ok((at, None));
    }
    cursor.pos = at;
    match cursor.digits()? {
        Some(n) => Ok((at, Some(n))),
        None => Err(cursor.expected(msg!(codes::LEETCODE_CELL))),
    }
}

/// Reads every grid of the text.
pub(super) fn parse(text: &str) -> Result<Vec<Board>> {
    let mut cursor = Cursor::new(text, FORMAT);
    let mut boards = Vec::new();
    loop {
        cursor.skip();
        if cursor.at_end() {
            break;
        }
        boards.push(grid(&mut cursor)?);
    }
    if boards.is_empty() {
        return Err(cursor.expected(msg!(codes::LEETCODE_GRID)));
    }
    Ok(boards)
}

/// A grid as far as it is read.
#[derive(Default)]
struct Rows {
    /// Known once the first row is read: a grid has as many rows as the first row has cells.
    n: Option<u32>,
    /// The first row's cells, kept until its length says which squares they are.
    first_row: Vec<Cell>,
    /// The jumps read.
    entries: Vec<Entry>,
    /// How many rows are read.
    row: u32,
}

/// Reads one grid at the cursor.
fn grid(cursor: &mut Cursor<'_>) -> Result<Board> {
    let text = cursor.text;
    if !cursor.eat(b'[') {
        return Err(cursor.expected(msg!(codes::LEETCODE_GRID)));
    }
    let mut rows = Rows::default();
    loop {
        cursor.skip();
        rows.row(cursor)?;
        cursor.skip();
        if cursor.eat(b',') {
            continue;
        }
        if cursor.eat(b']') {
            break;
        }
        return Err(cursor.expected(msg!(codes::LEETCODE_AFTER_ROW, row = rows.row)));
    }
    let n = rows.n.unwrap_or(0);
    if rows.row != n {
        return Err(scan::error(
            FORMAT,
            text,
            cursor.pos - 1,
            msg!(codes::LEETCODE_ROWS, n, found = rows.row),
        ));
    }
    let grid_end = cursor.pos - 1;
    let entries = rows.entries;
    build(FORMAT, n * n, Some(n), &entries, &|part| {
        let at = match part {
            Part::Size | Part::Columns => grid_end,
            // A cell is the number of the square its jump leads to.
            jump => jump_offset(&entries, jump, &|at| Some((at, at)))?,
        };
        Some(scan::place(text, at))
    })
}

impl Rows {
    /// Reads the next row, `[cell, ...]`, at the cursor.
    fn row(&mut self, cursor: &mut Cursor<'_>) -> Result<()> {
        let text = cursor.text;
        let row_at = cursor.pos;
        if let Some(n) = self.n {
            if self.row >= n {
                return Err(scan::error(
                    FORMAT,
                    text,
                    row_at,
                    msg!(
                        codes::LEETCODE_GRID_END,
                        n,
                        found = scan::found(text, row_at)
                    ),
                ));
            }
        }
        if !cursor.eat(b'[') {
            return Err(cursor.expected(msg!(codes::LEETCODE_ROW_START, row = self.row + 1)));
        }
        let mut col: u32 = 0;
        loop {
            cursor.skip();
            let (at, to) = cell(cursor)?;
            self.cell(cursor, col, at, to)?;
            col += 1;
            cursor.skip();
            if cursor.eat(b',') {
                continue;
            }
            if cursor.eat(b']') {
                break;
            }
            return Err(cursor.expected(msg!(codes::LEETCODE_IN_ROW, row = self.row + 1)));
        }
        self.end_row(cursor, col)?;
        self.row += 1;
        Ok(())
    }

    /// Takes the cell at column `col` of the current row, standing at `at` and leading to `to`.
    fn cell(&mut self, cursor: &Cursor<'_>, col: u32, at: usize, to: Option<u32>) -> Result<()> {
        let text = cursor.text;
        match self.n {
            Some(n) if col >= n => Err(scan::error(
                FORMAT,
                text,
                at,
                msg!(
                    codes::LEETCODE_ROW_END,
                    row = self.row + 1,
                    n,
                    found = scan::found(text, at)
                ),
            )),
            Some(n) => {
                if let Some(to) = to {
                    self.entries
                        .push(Entry::new(square(n, self.row, col), to, Kind::Any, at));
                }
                Ok(())
            }
            None if col >= LEETCODE_MAX_N => {
                let (line, column) = scan::locate(text, at);
                Err(Error::Limit(msg!(
                    codes::LEETCODE_TOO_WIDE,
                    line,
                    column,
                    max = LEETCODE_MAX_N
                )))
            }
            None => {
                self.first_row.push((at, to));
                Ok(())
            }
        }
    }

    /// Ends the current row of `col` cells (its `]` just read): the first row sets the grid's
    /// width, any other must match it.
    fn end_row(&mut self, cursor: &Cursor<'_>, col: u32) -> Result<()> {
        match self.n {
            None => {
                self.n = Some(col);
                for (c, &(at, to)) in self.first_row.iter().enumerate() {
                    if let Some(to) = to {
                        // c < col <= LEETCODE_MAX_N, so it fits.
                        self.entries
                            .push(Entry::new(square(col, 0, c as u32), to, Kind::Any, at));
                    }
                }
                Ok(())
            }
            Some(n) if col < n => Err(scan::error(
                FORMAT,
                cursor.text,
                cursor.pos - 1,
                msg!(
                    codes::LEETCODE_ROW_SHORT,
                    n,
                    row = self.row + 1,
                    found = col
                ),
            )),
            Some(_) => Ok(()),
        }
    }
}

/// Writes boards as grids, one per line; each must have n*n squares.
pub(super) fn print(boards: &[Board]) -> Result<String> {
    let mut out = String::new();
    for board in boards {
        let size = board.size();
        let n = size.isqrt();
        if n * n != size {
            return Err(Error::InvalidOption(msg!(codes::LEETCODE_NOT_SQUARE, size)));
        }
        write_grid(&mut out, board, n);
    }
    Ok(out)
}

/// Writes one n x n grid and a line break.
fn write_grid(out: &mut String, board: &Board, n: u32) {
    let jumps = board.jumps();
    let mut cells = vec![-1i64; n as usize];
    out.push('[');
    for row in 0..n {
        let from_bottom = n - 1 - row;
        let lo = from_bottom * n + 1;
        let hi = lo + n - 1;
        cells.fill(-1);
        let start = jumps.partition_point(|j| j.from < lo);
        for j in jumps[start..].iter().take_while(|j| j.from <= hi) {
            let col = if from_bottom % 2 == 0 {
                j.from - lo
            } else {
                hi - j.from
            };
            cells[col as usize] = i64::from(j.to);
        }
        if row > 0 {
            out.push(',');
        }
        out.push('[');
        for (c, v) in cells.iter().enumerate() {
            if c > 0 {
                out.push(',');
            }
            // Writing to a String cannot fail.
            let _ = write!(out, "{v}");
        }
        out.push(']');
    }
    out.push_str("]\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Jump;

    fn message(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    #[test]
    fn squares_run_boustrophedon_from_the_bottom_left() {
        // 3 x 3: top row 9 8 7, middle 4 5 6, bottom 3 2 1 reversed: 1 2 3.
        assert_eq!([square(3, 2, 0), square(3, 2, 2)], [1, 3]);
        assert_eq!([square(3, 1, 0), square(3, 1, 2)], [6, 4]);
        assert_eq!([square(3, 0, 0), square(3, 0, 2)], [7, 9]);
    }

    #[test]
    fn the_two_public_examples_read() {
        let boards = parse(
            "[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]\n[[-1,-1],[-1,3]]\n",
        )
        .unwrap();
        assert_eq!(boards.len(), 2);
        assert_eq!(
            boards[0].jumps(),
            &[Jump::new(2, 15), Jump::new(14, 35), Jump::new(17, 13)]
        );
        assert_eq!((boards[0].size(), boards[0].columns_hint()), (36, Some(6)));
        assert_eq!(boards[1].jumps(), &[Jump::new(2, 3)]);
    }

    #[test]
    fn a_grid_may_span_lines_with_spaces_and_comments() {
        let b = parse("# two by two\n[ [-1, -1],  # top\n  [-1, 3] ]").unwrap();
        assert_eq!(b[0].jumps(), &[Jump::new(2, 3)]);
    }

    #[test]
    fn errors_name_line_column_expected_and_found() {
        assert_eq!(
            message("[[-1,-1],[-1,x]]"),
            "leetcode board, line 1, column 14: expected -1 or a square number, found 'x'"
        );
        assert!(message("[[-1,-1],[-1]]")
            .contains("column 13: expected 2 cells in row 2 like the first row, found 1"));
        assert!(message("[[-1,-1],[-1,-1,-1]]").contains("column 17: expected ']' closing row 2"));
        assert!(message("[[-1,-1]]").contains("column 9: expected 2 rows"));
        assert!(message("[[-1],[-1]]").contains(
            "column 7: expected ']' closing a grid of 1 rows (its rows have 1 cells), found '['"
        ));
        assert!(message("[[-2,-1],[-1,-1]]")
            .contains("column 3: expected -1 or a square number, found '-2'"));
        assert!(message("# nothing").contains("line 1, column 10: expected a grid"));
        assert!(message("[[-1,-1],[-1,3]]\n[[-1,5],[-1,-1]]").contains(
            "invalid board: leetcode board, line 2, column 6: ladder 3 -> 5 has square 5 outside"
        ));
    }

    #[test]
    fn a_grid_over_the_limit_is_refused_while_reading_its_first_row() {
        let row = vec!["-1"; LEETCODE_MAX_N as usize + 1].join(",");
        let err = parse(&format!("[[{row}]]")).unwrap_err();
        assert!(matches!(err, Error::Limit(_)), "{err}");
    }

    #[test]
    fn printing_writes_one_line_per_grid_and_refuses_other_sizes() {
        let b = Board::new(4, [Jump::new(2, 3)]).unwrap();
        assert_eq!(
            print(std::slice::from_ref(&b)).unwrap(),
            "[[-1,-1],[-1,3]]\n"
        );
        let err = print(&[Board::new(30, []).unwrap()])
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("only n x n boards; 30 squares is not a square number"),
            "{err}"
        );
    }
}

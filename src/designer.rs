//! The board designer's questions: may this jump go here, what does the board then warn about,
//! and which jumps still fit a resized board.
//!
//! The designer never judges a placement by rules of its own: every refusal ("starts on the
//! last square", "square 5 starts two jumps", "a cycle under chained jumps") is the message of
//! the checks a pasted board meets, [`Board::new`] and the rule table. What is the designer's
//! own is which cycle counts: a board that had a cycle before (under rules changed since it was
//! built) may still be edited, and an edit is refused for a cycle only when the jump it places
//! is on one.

use crate::board::{Board, Jump, Warning};
use crate::error::{Error, Result};
use crate::rules::{Rules, Table};

/// The designed board of `size` squares drawn `columns` wide with `jumps`, checked against the
/// world rules and, under `rules`, for a cycle of chained jumps. With `placed`, the jump just
/// placed: a cycle is refused only when that jump is on it (any cycle the edit makes is).
pub fn check(
    size: u32,
    columns: u32,
    jumps: Vec<Jump>,
    placed: Option<Jump>,
    rules: &Rules,
) -> Result<Board> {
    let board = Board::new(size, jumps)?.with_columns(Some(columns))?;
    match (Table::new(&board, rules), placed) {
        (Ok(_), _) => Ok(board),
        (Err(Error::JumpCycle(_)), Some(jump)) => match cycle_through(&board, jump) {
            Some(cycle) => Err(Error::JumpCycle(cycle)),
            None => Ok(board),
        },
        (Err(e), _) => Err(e),
    }
}

/// `jumps` with `jump` placed: the jump starting on `replacing` (an end being moved) taken
/// away first.
pub fn place(mut jumps: Vec<Jump>, jump: Jump, replacing: Option<u32>) -> Vec<Jump> {
    if let Some(r) = replacing {
        jumps.retain(|j| j.from != r);
    }
    jumps.push(jump);
    jumps
}

/// The squares of the cycle of chained jumps that `jump` is on, from its start, or `None`.
/// Each square starts at most one jump, so following them from `jump`'s end either comes back
/// to its start within as many steps as there are jumps, or it never does.
pub fn cycle_through(board: &Board, jump: Jump) -> Option<Vec<u32>> {
    let mut squares = vec![jump.from];
    let mut at = jump.to;
    while at != jump.from {
        if squares.len() > board.jumps().len() {
            return None;
        }
        squares.push(at);
        at = board.jump_from(at)?;
    }
    Some(squares)
}

/// The board's warnings (chains and shared ends), or with `only` just those involving that jump.
pub fn warnings_involving(board: &Board, only: Option<Jump>) -> Vec<Warning> {
    let involves = |w: &Warning| match (w, only) {
        (_, None) => true,
        (Warning::Chain { first, second } | Warning::SharedEnd { first, second }, Some(j)) => {
            *first == j || *second == j
        }
    };
    board.warnings().into_iter().filter(involves).collect()
}

/// The jumps that still fit a board of `size` squares: a resized board keeps every jump the
/// world rules allow on it and drops the rest (off the board, or now starting on the last
/// square).
pub fn fit_jumps(size: u32, jumps: Vec<Jump>) -> Vec<Jump> {
    jumps
        .into_iter()
        .filter(|&j| Board::new(size, [j]).is_ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::JumpMode;

    fn chained() -> Rules {
        Rules {
            jumps: JumpMode::Chain,
            ..Rules::default()
        }
    }

    fn jumps(pairs: &[(u32, u32)]) -> Vec<Jump> {
        pairs.iter().map(|&(f, t)| Jump::new(f, t)).collect()
    }

    #[test]
    fn a_jump_closing_a_cycle_under_chained_jumps_is_refused_naming_the_cycle() {
        let placed = Jump::new(25, 10);
        let list = place(jumps(&[(10, 25)]), placed, None);
        let e = check(30, 6, list.clone(), Some(placed), &chained()).unwrap_err();
        assert_eq!(e.to_string(), Error::JumpCycle(vec![25, 10]).to_string());
        assert!(check(30, 6, list, Some(placed), &Rules::default()).is_ok());
    }

    #[test]
    fn an_edit_beside_a_cycle_that_stands_is_accepted() {
        let placed = Jump::new(7, 27);
        let list = place(jumps(&[(2, 20), (20, 2)]), placed, None);
        assert!(check(30, 6, list.clone(), Some(placed), &chained()).is_ok());
        assert!(
            check(30, 6, list, None, &chained()).is_err(),
            "the whole board"
        );
    }

    #[test]
    fn a_moved_end_replaces_the_jump_it_came_from() {
        let list = place(jumps(&[(3, 22), (27, 1)]), Jump::new(3, 24), Some(3));
        assert_eq!(list, jumps(&[(27, 1), (3, 24)]));
    }

    #[test]
    fn cycle_through_follows_the_jumps_back_to_the_start_or_gives_none() {
        let board = Board::new(30, jumps(&[(2, 9), (9, 14), (14, 2), (20, 3)])).unwrap();
        assert_eq!(cycle_through(&board, Jump::new(2, 9)), Some(vec![2, 9, 14]));
        assert_eq!(cycle_through(&board, Jump::new(20, 3)), None);
    }

    #[test]
    fn warnings_involving_a_jump_leave_out_the_others() {
        let board = Board::new(30, jumps(&[(3, 10), (10, 20), (5, 25), (7, 25)])).unwrap();
        assert_eq!(warnings_involving(&board, None).len(), 2);
        let mine = warnings_involving(&board, Some(Jump::new(5, 25)));
        assert_eq!(mine.len(), 1);
        assert!(matches!(mine[0], Warning::SharedEnd { .. }));
    }

    #[test]
    fn a_smaller_board_keeps_the_jumps_that_still_fit() {
        let kept = fit_jumps(20, jumps(&[(3, 12), (20, 4), (15, 25), (18, 2)]));
        assert_eq!(kept, jumps(&[(3, 12), (18, 2)]));
    }
}

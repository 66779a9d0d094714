//! The board designer's questions to the core (www/design-panel.js): may this jump go here,
//! what does the board then warn about, and which jumps still fit a resized board.
//!
//! The designer never judges a placement itself: every refusal it shows ("starts on the last
//! square", "square 5 starts two jumps", "a cycle under chained jumps") is the message of the
//! same checks a pasted board meets, `Board::new` and the rule table.

use crate::board::{Board, Jump, Warning};
use crate::formats::{self, Format};
use crate::rules::Table;
use crate::wasm::{js_err, jump_pairs, rules_from_js, set};
use crate::Error;
use js_sys::{Array, Object, Uint32Array};
use wasm_bindgen::prelude::*;

/// The board the designer would have, checked against the world rules and, under `rules`, for
/// a cycle of chained jumps. With `placed`, the jump just placed: a board that had a cycle
/// before (under rules changed since it was built) may still be edited, and the edit is
/// refused for a cycle only when that jump is on one, which any cycle the edit makes is.
fn checked(
    size: u32,
    columns: u32,
    jumps: Vec<Jump>,
    placed: Option<Jump>,
    rules: &JsValue,
) -> Result<Board, Error> {
    let rules = rules_from_js(rules)?;
    let board = Board::new(size, jumps)?.with_columns(Some(columns))?;
    match (Table::new(&board, &rules), placed) {
        (Ok(_), _) => Ok(board),
        (Err(Error::JumpCycle(_)), Some(jump)) => match cycle_through(&board, jump) {
            Some(cycle) => Err(Error::JumpCycle(cycle)),
            None => Ok(board),
        },
        (Err(e), _) => Err(e),
    }
}

/// The squares of the cycle of chained jumps that `jump` is on, from its start, or `None`.
/// Each square starts at most one jump, so following them from `jump`'s end either comes back
/// to its start within as many steps as there are jumps, or it never does.
fn cycle_through(board: &Board, jump: Jump) -> Option<Vec<u32>> {
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

/// `{error: null, text, jumps, warnings}` for an accepted board, `{error: message}` otherwise.
/// `text` is the board in the native format (what a link and the text box hold); `warnings`
/// the board's chains and shared ends, or with `only` just those that involve that jump.
fn answer(result: Result<Board, Error>, only: Option<Jump>) -> JsValue {
    let out = Object::new();
    match result {
        Err(e) => set(&out, "error", e.to_string()),
        Ok(board) => {
            set(&out, "error", JsValue::NULL);
            let text = formats::print(&board, Format::Native).unwrap_or_default();
            set(&out, "text", text);
            let flat: Vec<u32> = board.jumps().iter().flat_map(|j| [j.from, j.to]).collect();
            set(&out, "jumps", Uint32Array::from(flat.as_slice()));
            let involves = |w: &Warning| match (w, only) {
                (_, None) => true,
                (
                    Warning::Chain { first, second } | Warning::SharedEnd { first, second },
                    Some(j),
                ) => *first == j || *second == j,
            };
            let warnings: Array = board
                .warnings()
                .iter()
                .filter(|w| involves(w))
                .map(|w| JsValue::from_str(&w.to_string()))
                .collect();
            set(&out, "warnings", warnings);
        }
    }
    out.into()
}

/// A designed board of `size` squares drawn `columns` wide with `jumps` (flat pairs), checked
/// under `rules`: `{error: null, text, jumps, warnings}` or `{error: "the core's message"}`.
#[wasm_bindgen(js_name = checkDesign)]
pub fn check_design(
    size: u32,
    columns: u32,
    jumps: &[u32],
    rules: JsValue,
) -> Result<JsValue, JsError> {
    let list = jump_pairs(jumps).map_err(js_err)?;
    Ok(answer(checked(size, columns, list, None, &rules), None))
}

/// Placing a jump `from -> to` on the designed board (`replacing`: the start of a jump it
/// replaces, when an end is being moved): `{error: null, text, jumps, warnings}` with the
/// warnings that involve the new jump, or `{error}` with the reason it is refused (a cycle
/// only when the new jump is on it: see [`checked`]). The board is never changed here;
/// the designer keeps the answer's jumps when there is no error.
#[wasm_bindgen(js_name = checkJump)]
pub fn check_jump(
    size: u32,
    columns: u32,
    jumps: &[u32],
    from: u32,
    to: u32,
    rules: JsValue,
    replacing: Option<u32>,
) -> Result<JsValue, JsError> {
    let mut list = jump_pairs(jumps).map_err(js_err)?;
    if let Some(r) = replacing {
        list.retain(|j| j.from != r);
    }
    let jump = Jump::new(from, to);
    list.push(jump);
    Ok(answer(
        checked(size, columns, list, Some(jump), &rules),
        Some(jump),
    ))
}

/// The jumps (flat pairs) that still fit a board of `size` squares: a resized board keeps
/// every jump the world rules allow on it and drops the rest (off the board, or now starting
/// on the last square).
#[wasm_bindgen(js_name = fitJumps)]
pub fn fit_jumps(size: u32, jumps: &[u32]) -> Result<Uint32Array, JsError> {
    let list = jump_pairs(jumps).map_err(js_err)?;
    let kept: Vec<u32> = list
        .into_iter()
        .filter(|&j| Board::new(size, [j]).is_ok())
        .flat_map(|j| [j.from, j.to])
        .collect();
    Ok(Uint32Array::from(kept.as_slice()))
}

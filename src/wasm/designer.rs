//! The board designer's questions to the core (`checkDesign`, `checkJump`, `fitJumps`): may
//! this jump go here, what does the board then warn about, and which jumps still fit a resized
//! board. The answers are `crate::designer`'s; this file only translates them.

use super::js::{flat_jumps, js_err, jump_pairs, message_to_js, set, strings, warnings_coded};
use super::options::FromJs;
use crate::board::{Board, Jump, Warning};
use crate::designer;
use crate::error::Error;
use crate::formats;
use crate::rules::Rules;
use js_sys::{Object, Uint32Array};
use wasm_bindgen::prelude::*;

/// `{error: null, text, jumps, warnings, warningsCoded}` for an accepted board,
/// `{error: message, errorCoded}` otherwise. `text` is the board in the native format (what a
/// link and the text box hold); `warnings` the board's chains and shared ends, or with `only`
/// just those that involve that jump; the `...Coded` fields the same messages by code.
fn answer(result: Result<Board, Error>, only: Option<Jump>) -> JsValue {
    let out = Object::new();
    match result {
        Err(e) => {
            let message = e.message();
            set(&out, "error", message.to_string());
            set(&out, "errorCoded", message_to_js(&message));
        }
        Ok(board) => {
            set(&out, "error", JsValue::NULL);
            set(&out, "text", formats::print_native(&board));
            set(&out, "jumps", flat_jumps(board.jumps()));
            let warnings = designer::warnings_involving(&board, only);
            set(
                &out,
                "warnings",
                strings(warnings.iter().map(Warning::to_string)),
            );
            set(&out, "warningsCoded", warnings_coded(&warnings));
        }
    }
    out.into()
}

/// A designed board of `size` squares drawn `columns` wide with `jumps` (flat pairs), checked
/// under `rules`: `{error: null, text, jumps, warnings}` or `{error: "the core's message"}`.
#[wasm_bindgen(js_name = checkDesign, unchecked_return_type = "DesignAnswer")]
pub fn check_design(
    size: u32,
    columns: u32,
    jumps: &[u32],
    #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
) -> Result<JsValue, JsValue> {
    let list = jump_pairs(jumps).map_err(js_err)?;
    let checked =
        Rules::from_js(&rules).and_then(|rules| designer::check(size, columns, list, None, &rules));
    Ok(answer(checked, None))
}

/// Placing a jump `from -> to` on the designed board (`replacing`: the start of a jump it
/// replaces, when an end is being moved): `{error: null, text, jumps, warnings}` with the
/// warnings that involve the new jump, or `{error}` with the reason it is refused (a cycle
/// only when the new jump is on it: see `designer::check`). The board is never changed here;
/// the designer keeps the answer's jumps when there is no error.
#[wasm_bindgen(js_name = checkJump, unchecked_return_type = "DesignAnswer")]
pub fn check_jump(
    size: u32,
    columns: u32,
    jumps: &[u32],
    from: u32,
    to: u32,
    #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
    replacing: Option<u32>,
) -> Result<JsValue, JsValue> {
    let jump = Jump::new(from, to);
    let list = designer::place(jump_pairs(jumps).map_err(js_err)?, jump, replacing);
    let checked = Rules::from_js(&rules)
        .and_then(|rules| designer::check(size, columns, list, Some(jump), &rules));
    Ok(answer(checked, Some(jump)))
}

/// The jumps (flat pairs) that still fit a board of `size` squares: a resized board keeps
/// every jump the world rules allow on it and drops the rest (off the board, or now starting
/// on the last square).
#[wasm_bindgen(js_name = fitJumps)]
pub fn fit_jumps(size: u32, jumps: &[u32]) -> Result<Uint32Array, JsValue> {
    let list = jump_pairs(jumps).map_err(js_err)?;
    Ok(flat_jumps(&designer::fit_jumps(size, list)))
}

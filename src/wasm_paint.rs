//! The boundary of the page's first module: what drawing the first board needs, and nothing else.
//!
//! Built alone (no `core` feature) it is the page's first wasm module: the page draws its first
//! board with it while the core module (every format, the solver, games, saved games, the world
//! builder) loads, and then reads the same source again with the core, which answers everything
//! else. The board crosses as plain data (`{size, columns, rows, jumps}`), so no object is shared
//! between the two modules. The core module exports `limits` too, and not the drawings: the
//! page draws its first board with the paint module's, and the core's `Board` answers the same
//! questions (3.5 KiB of the core module, which must stay under 150 KB).

use crate::board::Jump;
use crate::error::Error;
use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;

// The types of what these functions return, for the generated .d.ts.
#[wasm_bindgen(typescript_custom_section)]
const TS_DRAWING: &'static str = r#"
/** A checked board as the drawing needs it: jumps flat `[from, to, ...]`, sorted by `from`. */
export interface BoardDrawing {
  size: number;
  columns: number;
  rows: number;
  jumps: Uint32Array;
}

/** The core's limits, for forms and messages. */
export interface Limits {
  minFaces: number;
  maxFaces: number;
  maxPlayers: number;
  minSquares: number;
  maxSquares: number;
  maxNameChars: number;
  maxMoves: number;
}
"#;

pub(crate) fn js_err(e: Error) -> JsError {
    JsError::new(&e.to_string())
}

/// Jumps from a flat list `[from, to, from, to, ...]`, as every export that takes jumps gets
/// them; a list of odd length is an error.
pub(crate) fn jump_pairs(flat: &[u32]) -> Result<Vec<Jump>, Error> {
    if flat.len() % 2 != 0 {
        return Err(Error::InvalidBoard(
            "jumps must come in pairs [from, to, ...]".into(),
        ));
    }
    Ok(flat
        .chunks_exact(2)
        .map(|c| Jump::new(c[0], c[1]))
        .collect())
}

pub(crate) fn set(obj: &Object, key: &str, value: impl Into<JsValue>) {
    // Setting a property on a fresh plain object cannot fail.
    let _ = Reflect::set(obj, &JsValue::from_str(key), &value.into());
}

#[cfg(not(feature = "core"))]
pub use drawings::{board_drawing, text_drawing};

/// The paint module's own exports: a board checked, as the drawing needs it.
#[cfg(not(feature = "core"))]
mod drawings {
    use super::{js_err, jump_pairs, set};
    use crate::board::Board;
    use crate::error::Error;
    use crate::formats::{self, Format};
    use js_sys::{Object, Uint32Array};
    use wasm_bindgen::prelude::*;

    /// The plain data a board is drawn from.
    fn drawing(board: &Board) -> JsValue {
        let (columns, rows) = board.grid();
        let flat: Vec<u32> = board.jumps().iter().flat_map(|j| [j.from, j.to]).collect();
        let o = Object::new();
        set(&o, "size", board.size());
        set(&o, "columns", columns);
        set(&o, "rows", rows);
        set(&o, "jumps", Uint32Array::from(flat.as_slice()));
        o.into()
    }

    /// The board of `size` squares with jumps `[from, to, from, to, ...]`, checked, as
    /// `{size, columns, rows, jumps}` for the drawing; the core's error when it breaks a rule.
    #[wasm_bindgen(js_name = boardDrawing, unchecked_return_type = "BoardDrawing")]
    pub fn board_drawing(size: u32, jumps: &[u32]) -> Result<JsValue, JsError> {
        let board = jump_pairs(jumps)
            .and_then(|list| Board::new(size, list))
            .map_err(js_err)?;
        Ok(drawing(&board))
    }

    /// A board text in the native format (`format` "native", or "auto" or absent and detected as
    /// native), as `{size, columns, rows, jumps}` for the drawing. Any other format is refused with
    /// a message saying so: the full module reads those (`Board.parseAll`). A bad native text gets
    /// the same located error the core gives.
    #[wasm_bindgen(js_name = textDrawing, unchecked_return_type = "BoardDrawing")]
    pub fn text_drawing(text: &str, format: Option<String>) -> Result<JsValue, JsError> {
        let format = match format.as_deref() {
            None | Some("auto") => formats::detect(text),
            Some(name) => name.parse::<Format>().map_err(js_err)?,
        };
        if format != Format::Native {
            return Err(js_err(Error::InvalidOption(format!(
                "the first paint reads the native format only; the full module reads {format}"
            ))));
        }
        let board = formats::parse_native(text).map_err(js_err)?;
        Ok(drawing(&board))
    }
}

/// The core's limits, for forms and messages: `{minFaces, maxFaces, maxPlayers, minSquares,
/// maxSquares, maxNameChars, maxMoves}`.
#[wasm_bindgen(unchecked_return_type = "Limits")]
pub fn limits() -> JsValue {
    let o = Object::new();
    set(&o, "minFaces", 1u32);
    set(&o, "maxFaces", crate::rules::MAX_FACES);
    set(&o, "maxPlayers", crate::game::MAX_PLAYERS as u32);
    set(&o, "minSquares", 2u32);
    set(&o, "maxSquares", crate::board::MAX_SQUARES);
    set(&o, "maxNameChars", crate::game::MAX_NAME_CHARS as u32);
    set(&o, "maxMoves", crate::game::MAX_MOVES as u32);
    o.into()
}

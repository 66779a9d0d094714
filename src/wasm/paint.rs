//! What drawing the first board needs, and nothing else: the paint module's own exports
//! (`boardDrawing`, `textDrawing`) and the core's limits.
//!
//! Built alone (no `core` feature) the crate is the page's first wasm module: the page draws its
//! first board with it while the core module (every format, the solver, games, saved games, the
//! world builder) loads, and then reads the same source again with the core, which answers
//! everything else. The board crosses as plain data (`{size, columns, rows, jumps}`), so no
//! object is shared between the two modules. The core module exports `limits` too, and not the
//! drawings: the page draws its first board with the paint module's, and the core's `Board`
//! answers the same questions (3.5 KiB of the core module, which must stay under 150 KB).

use super::js::{set, MAX_SAFE};
use crate::solve::UNREACHABLE;
use js_sys::Object;
use wasm_bindgen::prelude::*;

// The types of what these functions return, for the generated .d.ts.
#[wasm_bindgen(typescript_custom_section)]
const TS_PAINT: &str = include_str!("types/paint.d.ts");

#[cfg(not(feature = "solver"))]
pub use drawings::{board_drawing, text_drawing};

/// The paint module's own exports: a board checked, as the drawing needs it.
#[cfg(not(feature = "solver"))]
mod drawings {
    use super::super::js::{flat_jumps, js_err, jump_pairs, set};
    use crate::board::Board;
    use crate::error::Error;
    use crate::formats::{self, Format};
    use js_sys::Object;
    use wasm_bindgen::prelude::*;

    /// The plain data a board is drawn from.
    fn drawing(board: &Board) -> JsValue {
        let (columns, rows) = board.grid();
        let o = Object::new();
        set(&o, "size", board.size());
        set(&o, "columns", columns);
        set(&o, "rows", rows);
        set(&o, "jumps", flat_jumps(board.jumps()));
        o.into()
    }

    /// The board of `size` squares with jumps `[from, to, from, to, ...]`, checked, as
    /// `{size, columns, rows, jumps}` for the drawing; the core's error when it breaks a rule.
    #[wasm_bindgen(js_name = boardDrawing, unchecked_return_type = "BoardDrawing")]
    pub fn board_drawing(size: u32, jumps: &[u32]) -> Result<JsValue, JsValue> {
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
    pub fn text_drawing(text: &str, format: Option<String>) -> Result<JsValue, JsValue> {
        let format = match format.as_deref() {
            None | Some("auto") => formats::detect(text),
            Some(name) => name.parse::<Format>().map_err(js_err)?,
        };
        if format != Format::Native {
            return Err(js_err(Error::InvalidOption(crate::msg!(
                crate::codes::JS_PAINT_FORMAT,
                format = format.name()
            ))));
        }
        let board = formats::parse_native(text).map_err(js_err)?;
        Ok(drawing(&board))
    }
}

/// The core's limits and its one sentinel, for forms and messages: `{minFaces, maxFaces,
/// minPlayers, maxPlayers, minSquares, maxSquares, maxNameChars, maxMoves, maxSeed,
/// unreachable}`.
#[wasm_bindgen(unchecked_return_type = "Limits")]
pub fn limits() -> JsValue {
    let o = Object::new();
    set(&o, "minFaces", 1u32);
    set(&o, "maxFaces", crate::rules::MAX_FACES);
    set(&o, "minPlayers", 1u32);
    set(&o, "maxPlayers", crate::game::MAX_PLAYERS as u32);
    set(&o, "minSquares", 2u32);
    set(&o, "maxSquares", crate::board::MAX_SQUARES);
    set(&o, "maxNameChars", crate::game::MAX_NAME_CHARS as u32);
    set(&o, "maxMoves", crate::game::MAX_MOVES as u32);
    set(&o, "maxSeed", MAX_SAFE as f64);
    set(&o, "unreachable", UNREACHABLE);
    o.into()
}

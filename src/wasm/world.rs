//! `Board.generate`, the world builder (full module only: the core module leaves it to a
//! worker, which hands the board back as `Board.fromPacked`).

use super::board::JsBoard;
use super::js::js_err;
use super::options::{FromJs, GenerateOptions};
use crate::world;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(js_class = Board)]
impl JsBoard {
    /// Builds a random world: `{size | rows and columns, snakes, ladders, seed, reachable,
    /// minThrows: [lo, hi], expectedTurns: [lo, hi] or T (about T throws, with the analysis),
    /// rules}`. Without a seed one is drawn; read it back from `seed`.
    pub fn generate(
        #[wasm_bindgen(unchecked_param_type = "GenerateOptions | null")] options: JsValue,
    ) -> Result<JsBoard, JsValue> {
        let GenerateOptions(spec) = GenerateOptions::from_js(&options).map_err(js_err)?;
        let board = world::generate(&spec).map_err(js_err)?;
        Ok(JsBoard {
            seed: Some(spec.seed),
            ..JsBoard::wrap(board)
        })
    }
}

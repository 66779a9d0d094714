//! The rules' answers for the drawing layer: `RuleTable` (a board compiled under one set of
//! rules: where each landing rests, what a throw does and walks, in words, where players start),
//! `puzzleRules()`, and `Board.restSquares` / `Board.describeThrow` for a single question.
//!
//! The page and the widget never walk a jump, restate a rule or spell one: they ask these.

use super::board::JsBoard;
use super::js::{flat_jumps, js_err, set};
use crate::board::Board;
use crate::rules::Table;
#[cfg(feature = "page")]
use crate::rules::{JumpMode, Rules};
use crate::throws::Throw;
use js_sys::{Object, Uint32Array};
use wasm_bindgen::prelude::*;

/// A board compiled under one set of rules, for questions asked many times (every throw of
/// a long path): built once in O(size + faces), then each answer costs the jumps it tells.
#[wasm_bindgen(js_name = RuleTable)]
pub struct JsRuleTable {
    board: Board,
    table: Table,
}

#[wasm_bindgen(js_class = RuleTable)]
impl JsRuleTable {
    /// Compiles `board` under `rules`; a chain of jumps that never comes to rest is an error
    /// naming it.
    #[wasm_bindgen(constructor)]
    pub fn new(
        board: &JsBoard,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
    ) -> Result<JsRuleTable, JsValue> {
        Ok(JsRuleTable {
            board: board.board.clone(),
            table: board.table(&rules)?,
        })
    }

    /// Where a token landing on each square 0..=size comes to rest (chains followed to the
    /// end under `jumps: chain`), as a Uint32Array indexed by square.
    #[wasm_bindgen(js_name = restSquares)]
    pub fn rest_squares(&self) -> Uint32Array {
        Uint32Array::from(&self.table.cells()[..=self.table.size() as usize])
    }

    /// One throw of `roll` from `from`: `{from, roll, landed, to, walk, jumps, text}`; `walk` the
    /// squares walked (a bounce off the last square included), `jumps` a flat Uint32Array
    /// `[from, to, ...]` of the snakes and ladders taken, chains included, `text` the throw in
    /// words ("26 → 28, ladder up to 84").
    #[wasm_bindgen(js_name = describeThrow, unchecked_return_type = "Throw")]
    pub fn describe_throw(&self, from: u32, roll: u32) -> Result<JsValue, JsValue> {
        let throw = Throw::new(&self.board, &self.table, from, roll).map_err(js_err)?;
        Ok(throw_to_js(&throw))
    }

    /// The squares a throw of `roll` from `from` walks, in order, ending where it lands before
    /// any jump: past the last square and back under bounce, stopping on it under win, none
    /// when the throw is no move (for a packed path's throws; `solve` gives each step's).
    pub fn walk(&self, from: u32, roll: u32) -> Result<Uint32Array, JsValue> {
        let throw = Throw::new(&self.board, &self.table, from, roll).map_err(js_err)?;
        Ok(Uint32Array::from(throw.walk.as_slice()))
    }

    /// Where players stand before their first throw: 0 (off the board) or 1, under every
    /// spelling the rule parser reads (`start: "one"`, `"ONE"`, `"1"`, `1`).
    #[wasm_bindgen(getter)]
    pub fn start(&self) -> u32 {
        self.table.start()
    }
}

/// What only the page asks of a rule table (whether jumps chain, the rules spelled as the core
/// writes them): in the core module and those built on it, not in the solver module.
#[cfg(feature = "page")]
#[wasm_bindgen(js_class = RuleTable)]
impl JsRuleTable {
    /// Whether jumps chain under these rules.
    #[wasm_bindgen(getter)]
    pub fn chains(&self) -> bool {
        self.table.rules().jumps == JumpMode::Chain
    }

    /// The rules the table was compiled under, every one spelled as the core writes it
    /// (`{start: "off-board" | "1", overshoot, jumps, faces}`): two spellings of the same rules
    /// give the same object.
    #[wasm_bindgen(getter, unchecked_return_type = "CoreRules")]
    pub fn rules(&self) -> JsValue {
        rules_to_js(self.table.rules())
    }
}

/// The rules of the public puzzles (HackerRank, LeetCode): start on square 1, an exact finish,
/// one jump per move, a six-sided die, spelled as `RuleTable.rules` spells rules. The page's
/// alone: not in the solver module.
#[cfg(feature = "page")]
#[wasm_bindgen(js_name = puzzleRules, unchecked_return_type = "CoreRules")]
pub fn puzzle_rules() -> JsValue {
    rules_to_js(&Rules::puzzle())
}

/// Rules as a plain object, each spelled as the core writes it.
#[cfg(feature = "page")]
fn rules_to_js(rules: &Rules) -> JsValue {
    let o = Object::new();
    set(&o, "start", rules.start.to_string());
    set(&o, "overshoot", rules.overshoot.to_string());
    set(&o, "jumps", rules.jumps.to_string());
    set(&o, "faces", rules.faces);
    o.into()
}

/// A throw as `{from, roll, landed, to, walk, jumps, text}`.
fn throw_to_js(throw: &Throw) -> JsValue {
    let o = Object::new();
    set(&o, "from", throw.from);
    set(&o, "roll", throw.roll);
    set(&o, "landed", throw.landed);
    set(&o, "to", throw.to);
    set(&o, "walk", Uint32Array::from(throw.walk.as_slice()));
    set(&o, "jumps", flat_jumps(&throw.jumps));
    let said = throw.words();
    let text = said.to_string();
    let said = super::js::message_to_js(&said);
    set(&said, "message", text.as_str());
    set(&o, "text", text);
    set(&o, "said", said);
    o.into()
}

#[wasm_bindgen(js_class = Board)]
impl JsBoard {
    /// Where a token landing on each square 0..=size comes to rest under `rules`, as a
    /// Uint32Array (see `RuleTable` to ask many questions of one set of rules).
    #[wasm_bindgen(js_name = restSquares)]
    pub fn rest_squares(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
    ) -> Result<Uint32Array, JsValue> {
        Ok(JsRuleTable::new(self, rules)?.rest_squares())
    }

    /// One throw under `rules`: `{from, roll, landed, to, walk, jumps, text}` (see `RuleTable`).
    #[wasm_bindgen(js_name = describeThrow, unchecked_return_type = "Throw")]
    pub fn describe_throw(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
        from: u32,
        roll: u32,
    ) -> Result<JsValue, JsValue> {
        JsRuleTable::new(self, rules)?.describe_throw(from, roll)
    }
}

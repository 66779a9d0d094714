//! The JavaScript boundary: the only module that knows wasm-bindgen exists.
//!
//! Public methods, exported to JavaScript. Errors cross as real `Error` objects carrying the
//! same messages the command prints; large arrays cross as typed arrays.

use crate::board::{Board, Jump};
use crate::error::Error;
use crate::rules::{Rules, Table};
use crate::solve::{self, PathChoice};
use js_sys::{Array, Object, Reflect, Uint32Array};
use wasm_bindgen::prelude::*;

/// Routes any bug's panic message to the browser console (set once, on module start).
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

fn js_err(e: Error) -> JsError {
    JsError::new(&e.to_string())
}

fn set(obj: &Object, key: &str, value: impl Into<JsValue>) {
    // Setting a property on a fresh plain object cannot fail.
    let _ = Reflect::set(obj, &JsValue::from_str(key), &value.into());
}

/// Reads an optional property as text, accepting strings and numbers.
fn text_prop(obj: &JsValue, key: &str) -> Result<Option<String>, Error> {
    let v = Reflect::get(obj, &JsValue::from_str(key))
        .map_err(|_| Error::InvalidOption(format!("cannot read option '{key}'")))?;
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    if let Some(s) = v.as_string() {
        return Ok(Some(s));
    }
    if let Some(n) = v.as_f64() {
        return Ok(Some(format_number(n)));
    }
    if let Some(b) = v.as_bool() {
        return Ok(Some(b.to_string()));
    }
    Err(Error::InvalidOption(format!(
        "option '{key}' must be a string or a number"
    )))
}

fn format_number(n: f64) -> String {
    if n.fract() == 0.0 && n.abs() < 1e15 {
        format!("{}", n as i64)
    } else {
        n.to_string()
    }
}

/// Checks that an options object names only `allowed` keys.
fn check_keys(obj: &JsValue, allowed: &[&str], what: &str) -> Result<(), Error> {
    if obj.is_undefined() || obj.is_null() {
        return Ok(());
    }
    if !obj.is_object() {
        return Err(Error::InvalidOption(format!("{what} must be an object")));
    }
    let keys = Object::keys(obj.unchecked_ref::<Object>());
    for k in keys.iter() {
        let k = k.as_string().unwrap_or_default();
        if !allowed.contains(&k.as_str()) {
            return Err(Error::InvalidOption(format!(
                "unknown {what} option '{k}' (expected one of {})",
                allowed.join(", ")
            )));
        }
    }
    Ok(())
}

/// Rules from a plain object `{start, overshoot, jumps, faces}`, named as the command's flags.
fn rules_from_js(obj: &JsValue) -> Result<Rules, Error> {
    const NAMES: [&str; 4] = ["start", "overshoot", "jumps", "faces"];
    check_keys(obj, &NAMES, "rule")?;
    let mut rules = Rules::default();
    if obj.is_undefined() || obj.is_null() {
        return Ok(rules);
    }
    for name in NAMES {
        if let Some(v) = text_prop(obj, name)? {
            rules.set(name, &v)?;
        }
    }
    Ok(rules)
}

/// A validated board, shared with JavaScript.
#[wasm_bindgen(js_name = Board)]
pub struct JsBoard {
    board: Board,
}

#[wasm_bindgen(js_class = Board)]
impl JsBoard {
    /// A board of `size` squares with jumps given as a flat list `[from, to, from, to, ...]`.
    #[wasm_bindgen(constructor)]
    pub fn new(size: u32, jumps: &[u32]) -> Result<JsBoard, JsError> {
        if jumps.len() % 2 != 0 {
            return Err(js_err(Error::InvalidBoard(
                "jumps must come in pairs [from, to, ...]".into(),
            )));
        }
        let list = jumps.chunks_exact(2).map(|c| Jump::new(c[0], c[1]));
        Board::new(size, list)
            .map(|board| JsBoard { board })
            .map_err(js_err)
    }

    /// Number of squares; the last is the goal.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        self.board.size()
    }

    /// Squares per row when drawn.
    #[wasm_bindgen(getter)]
    pub fn columns(&self) -> u32 {
        self.board.grid().0
    }

    /// Rows when drawn.
    #[wasm_bindgen(getter)]
    pub fn rows(&self) -> u32 {
        self.board.grid().1
    }

    /// Every jump as a flat typed array `[from, to, from, to, ...]`, sorted by `from`.
    pub fn jumps(&self) -> Uint32Array {
        let flat: Vec<u32> = self
            .board
            .jumps()
            .iter()
            .flat_map(|j| [j.from, j.to])
            .collect();
        Uint32Array::from(flat.as_slice())
    }

    /// Chains and shared endpoints, as sentences.
    pub fn warnings(&self) -> Array {
        self.board
            .warnings()
            .iter()
            .map(|w| JsValue::from_str(&w.to_string()))
            .collect()
    }

    /// Solves the board under `rules` (`{start, overshoot, jumps, faces}`, all optional).
    /// `options`: `{randomness, seed}` to pick among equally short paths.
    /// Returns `{minThrows, path: [{from, roll, landed, to}], rolls, distances, optimalSequences}`;
    /// `minThrows` is null when the end cannot be reached; `distances` is a Uint32Array indexed
    /// by square (0..=size) with 4294967295 for "unreachable".
    pub fn solve(&self, rules: JsValue, options: JsValue) -> Result<JsValue, JsError> {
        let rules = rules_from_js(&rules).map_err(js_err)?;
        let choice = choice_from_js(&options).map_err(js_err)?;
        let table = Table::new(&self.board, &rules).map_err(js_err)?;
        let s = solve::solve(&table, &choice);
        let out = Object::new();
        set(
            &out,
            "minThrows",
            s.min_throws.map_or(JsValue::NULL, JsValue::from),
        );
        let path: Array = s
            .path
            .iter()
            .map(|st| {
                let o = Object::new();
                set(&o, "from", st.from);
                set(&o, "roll", st.roll);
                set(&o, "landed", st.landed);
                set(&o, "to", st.to);
                JsValue::from(o)
            })
            .collect();
        set(&out, "path", path);
        set(&out, "rolls", Uint32Array::from(s.rolls().as_slice()));
        set(&out, "distances", Uint32Array::from(s.distances.as_slice()));
        set(
            &out,
            "optimalSequences",
            JsValue::from_str(&s.optimal_sequences.to_string()),
        );
        Ok(out.into())
    }
}

fn choice_from_js(obj: &JsValue) -> Result<PathChoice, Error> {
    check_keys(obj, &["randomness", "seed"], "solve")?;
    let mut choice = PathChoice::default();
    if obj.is_undefined() || obj.is_null() {
        return Ok(choice);
    }
    if let Some(r) = text_prop(obj, "randomness")? {
        let v: f64 = r.parse().map_err(|_| {
            Error::InvalidOption(format!(
                "randomness must be a number from 0 to 1, not '{r}'"
            ))
        })?;
        if !(0.0..=1.0).contains(&v) {
            return Err(Error::InvalidOption(format!(
                "randomness must be from 0 to 1, not {r}"
            )));
        }
        choice.randomness = v;
    }
    if let Some(s) = text_prop(obj, "seed")? {
        choice.seed = parse_seed(&s)?;
    }
    Ok(choice)
}

/// A seed from text: a whole number from 0 to 2^53 - 1.
fn parse_seed(s: &str) -> Result<u64, Error> {
    match s.trim().parse::<u64>() {
        Ok(v) if v < (1u64 << 53) => Ok(v),
        _ => Err(Error::InvalidOption(format!(
            "seed must be a whole number from 0 to 9007199254740991, not '{s}'"
        ))),
    }
}

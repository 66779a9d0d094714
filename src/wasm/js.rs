//! The small translations every export shares: the core's errors as JavaScript `Error`s,
//! properties on fresh objects, jumps as flat number lists, and numbers as JavaScript writes and
//! reads them.

use crate::board::Jump;
#[cfg(feature = "page")]
use crate::board::Warning;
use crate::error::Error;
use crate::message::{Message, Param};
#[cfg(any(feature = "games", feature = "page"))]
use js_sys::Array;
use js_sys::{Object, Reflect, Uint32Array};
use wasm_bindgen::prelude::*;

/// The core's error as a JavaScript `Error` carrying the message the command prints, and as
/// `code` and `params` the same message by code (see `message_to_js`), for the page to word in
/// another language.
pub(crate) fn js_err(e: Error) -> JsValue {
    let message = e.message();
    let err = js_sys::Error::new(&message.to_string());
    set(&err, "code", message.code().name);
    set(&err, "params", params_to_js(&message));
    err.into()
}

impl From<Error> for JsValue {
    fn from(e: Error) -> JsValue {
        js_err(e)
    }
}

/// Warnings as a list of `{code, params}`.
#[cfg(feature = "page")]
pub(crate) fn warnings_coded(warnings: &[Warning]) -> Array {
    warnings
        .iter()
        .map(|w| JsValue::from(message_to_js(&w.message())))
        .collect()
}

/// A message as `{code, params}`.
pub(crate) fn message_to_js(message: &Message) -> Object {
    let out = Object::new();
    set(&out, "code", message.code().name);
    set(&out, "params", params_to_js(message));
    out
}

/// A message's parameters as a plain object: numbers, strings, and for a parameter that is a
/// message of its own, `{code, params}`.
fn params_to_js(message: &Message) -> Object {
    let out = Object::new();
    for (name, value) in message.params() {
        match value {
            // Every number a message holds is far below 2^53.
            Param::Num(n) => set(&out, name, *n as f64),
            Param::Text(s) => set(&out, name, s.as_str()),
            Param::Msg(m) => set(&out, name, message_to_js(m)),
        }
    }
    out
}

/// Sets `key` on a fresh plain object.
pub(crate) fn set(obj: &Object, key: &str, value: impl Into<JsValue>) {
    // Setting a property on a fresh plain object cannot fail.
    let _ = Reflect::set(obj, &JsValue::from_str(key), &value.into());
}

/// Jumps from a flat list `[from, to, from, to, ...]`, as every export that takes jumps gets
/// them; a list of odd length is an error.
pub(crate) fn jump_pairs(flat: &[u32]) -> Result<Vec<Jump>, Error> {
    if flat.len() % 2 != 0 {
        return Err(Error::InvalidBoard(crate::msg!(
            crate::codes::JS_JUMP_PAIRS
        )));
    }
    Ok(flat
        .chunks_exact(2)
        .map(|c| Jump::new(c[0], c[1]))
        .collect())
}

/// Jumps as one flat typed array `[from, to, from, to, ...]`.
pub(crate) fn flat_jumps(jumps: &[Jump]) -> Uint32Array {
    let flat: Vec<u32> = jumps.iter().flat_map(|j| [j.from, j.to]).collect();
    Uint32Array::from(flat.as_slice())
}

/// Texts as an array of strings.
#[cfg(any(feature = "games", feature = "page"))]
pub(crate) fn strings<T: AsRef<str>>(items: impl IntoIterator<Item = T>) -> Array {
    items
        .into_iter()
        .map(|s| JsValue::from_str(s.as_ref()))
        .collect()
}

/// A number, or `null` for none.
pub(crate) fn or_null(v: Option<u32>) -> JsValue {
    v.map_or(JsValue::NULL, JsValue::from)
}

/// A number as JavaScript writes it. The core module formats and parses no floats itself:
/// Rust's float formatting and parsing would add about 30 KB to it.
pub(crate) fn format_number(n: f64) -> String {
    if n.fract() == 0.0 && n.abs() < 1e15 {
        format!("{}", n as i64)
    } else {
        js_sys::Number::from(n)
            .to_string_with_radix(10)
            .map(String::from)
            .unwrap_or_default()
    }
}

/// A decimal number from text, as JavaScript's `Number(text)` reads it (blank text is not one).
pub(crate) fn parse_number(text: &str) -> Option<f64> {
    if text.trim().is_empty() {
        return None;
    }
    let n = text.parse::<js_sys::Number>().ok()?.value_of();
    (!n.is_nan()).then_some(n)
}

/// The largest whole number a JavaScript number holds exactly, 2^53 - 1: the largest seed.
pub(crate) const MAX_SAFE: u64 = (1 << 53) - 1;

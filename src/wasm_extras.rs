//! The exports the page and the widget ask for only on demand, in the full module
//! (`snakes_ladders_full`, feature `extras`) and not in the core module it loads after the first
//! paint: every text format beyond the native one read in bulk (`parsePacked`), the world
//! builder (`generate`), the recorded search a teaching view steps through (`bfsTrace`) and a
//! saved game's own restore (`Game.restore`). Together they are about 95 KiB of the core
//! module's wasm, more than a third of it.

use crate::board::MAX_SQUARES;
use crate::error::{excerpt, Error};
use crate::formats;
use crate::game::Game;
use crate::rules::{Overshoot, Table};
use crate::solve;
use crate::wasm::{
    bool_prop, check_keys, js_err, parse_format, path_choice_from_js, path_to_js, rules_from_js,
    seed_or_random, set, text_prop, JsBoard, JsGame,
};
use crate::world::{self, WorldSpec};
use js_sys::{Array, Object, Reflect, Uint32Array, Uint8Array};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(js_class = Board)]
impl JsBoard {
    /// Every board of a text, as `parseAll` reads it, packed into a few typed arrays for a
    /// worker to send to the page in one message: `{format, sizes, columns, ends, jumps}`, with
    /// board i's `columns` 0 when it names no width and its jumps `jumps[2 * ends[i - 1] ..
    /// 2 * ends[i]]` as `[from, to, ...]`. The page rebuilds each board with `fromPacked`.
    #[wasm_bindgen(js_name = parsePacked, unchecked_return_type = "PackedBoards")]
    pub fn parse_packed(text: &str, format: Option<String>) -> Result<JsValue, JsError> {
        let format = parse_format(format)?;
        let (format, boards) = formats::parse_all(text, format).map_err(js_err)?;
        let mut sizes = Vec::with_capacity(boards.len());
        let mut columns = Vec::with_capacity(boards.len());
        let mut ends = Vec::with_capacity(boards.len());
        let mut jumps = Vec::new();
        for b in &boards {
            sizes.push(b.size());
            columns.push(b.columns_hint().unwrap_or(0));
            jumps.extend(b.jumps().iter().flat_map(|j| [j.from, j.to]));
            ends.push((jumps.len() / 2) as u32);
        }
        let out = Object::new();
        set(&out, "format", format.to_string());
        set(&out, "sizes", Uint32Array::from(sizes.as_slice()));
        set(&out, "columns", Uint32Array::from(columns.as_slice()));
        set(&out, "ends", Uint32Array::from(ends.as_slice()));
        set(&out, "jumps", Uint32Array::from(jumps.as_slice()));
        Ok(out.into())
    }

    /// Builds a random world: `{size | rows and columns, snakes, ladders, seed, reachable,
    /// minThrows: [lo, hi], expectedTurns: [lo, hi] or T, about T throws (with the analysis), rules}`. Without a seed one is drawn; read it back from `seed`.
    pub fn generate(
        #[wasm_bindgen(unchecked_param_type = "GenerateOptions | null")] options: JsValue,
    ) -> Result<JsBoard, JsError> {
        let (spec, seed) = spec_from_js(&options).map_err(js_err)?;
        let board = world::generate(&spec).map_err(js_err)?;
        Ok(JsBoard {
            board,
            format: None,
            seed: Some(seed),
        })
    }
}

/// Throws a recorded search may hold at most (its dequeues times the die's faces): about 26
/// MB of trace.
const TRACE_THROWS: u32 = 1 << 21;

#[wasm_bindgen(js_class = Board)]
impl JsBoard {
    /// The breadth-first search from the start, recorded one dequeue at a time, for a view
    /// that steps through it (see `solve::trace`). `rules` as for `solve`; `options`:
    /// `{randomness, seed, limit}`, `limit` the dequeues to record (at most 2^21 / faces, the
    /// default; 0 for the level sizes alone, for boards too big to step).
    ///
    /// Returns `{levelSizes, minThrows, complete, order, first, roll, landed, rest, discovered,
    /// bounced, level, parent, path, rolls}`: `levelSizes[t]` squares first reached after t throws;
    /// `order` the start then the squares as discovered (dequeue i expands `order[i]`, and
    /// the queue after it is `order[i + 1..]` as far as discovered); dequeue i's throws are
    /// entries `first[i]..first[i + 1]` of `roll`, `landed` (before jumps), `rest` (after) and
    /// `discovered` (1 when the throw reached its square first), `bounced` (1 when it went past
    /// the end and came back, under bounce); `level` and `parent` indexed
    /// by square (4294967295: none); `path` and `rolls` read back through the parents. With
    /// `limit` 0 only `levelSizes` and `minThrows`.
    #[wasm_bindgen(js_name = bfsTrace, unchecked_return_type = "BfsTrace")]
    pub fn bfs_trace(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
        #[wasm_bindgen(unchecked_param_type = "TraceOptions | null")] options: JsValue,
    ) -> Result<JsValue, JsError> {
        let rules = rules_from_js(&rules).map_err(js_err)?;
        let cap = (TRACE_THROWS / rules.faces.max(1)).max(1);
        let limit = count_prop(&options, "limit", 0, cap).map_err(js_err)?;
        let choice = path_choice_from_js(&options, &["randomness", "seed", "limit"], "bfsTrace")
            .map_err(js_err)?;
        let table = Table::new(&self.board, &rules).map_err(js_err)?;
        let out = Object::new();
        let sizes = solve::level_sizes(&table);
        set(&out, "levelSizes", Uint32Array::from(sizes.as_slice()));
        set(
            &out,
            "minThrows",
            solve::min_throws(&table).map_or(JsValue::NULL, JsValue::from),
        );
        let limit = limit.unwrap_or(cap);
        if limit == 0 {
            return Ok(out.into());
        }
        let t = solve::trace(&table, &choice, limit as usize);
        set(&out, "complete", t.complete);
        set(&out, "order", Uint32Array::from(t.order.as_slice()));
        set(&out, "first", Uint32Array::from(t.first.as_slice()));
        set(&out, "roll", Uint32Array::from(t.rolls.as_slice()));
        set(&out, "landed", Uint32Array::from(t.landed.as_slice()));
        set(&out, "rest", Uint32Array::from(t.rest.as_slice()));
        let discovered: Vec<u8> = t.discovered.iter().map(|&d| u8::from(d)).collect();
        set(&out, "discovered", Uint8Array::from(discovered.as_slice()));
        // A throw past the end that came back (under bounce): the landing is not from + roll.
        let size = self.board.size();
        let mut bounced = vec![0u8; t.rolls.len()];
        if rules.overshoot == Overshoot::Bounce {
            for (i, w) in t.first.windows(2).enumerate() {
                let (from, span) = (t.order[i], w[0] as usize..w[1] as usize);
                let throws = t.rolls[span.clone()].iter().zip(&t.landed[span.clone()]);
                for (b, (&roll, &landed)) in bounced[span].iter_mut().zip(throws) {
                    let past = from + roll;
                    *b = u8::from(past > size && landed != past);
                }
            }
        }
        set(&out, "bounced", Uint8Array::from(bounced.as_slice()));
        set(&out, "level", Uint32Array::from(t.level.as_slice()));
        set(&out, "parent", Uint32Array::from(t.parent.as_slice()));
        set(&out, "path", path_to_js(&t.path));
        let rolls: Vec<u32> = t.path.iter().map(|s| s.roll).collect();
        set(&out, "rolls", Uint32Array::from(rolls.as_slice()));
        Ok(out.into())
    }
}

fn spec_from_js(obj: &JsValue) -> Result<(WorldSpec, u64), Error> {
    check_keys(
        obj,
        &[
            "size",
            "rows",
            "columns",
            "snakes",
            "ladders",
            "seed",
            "reachable",
            "minThrows",
            "expectedTurns",
            "rules",
        ],
        "generate",
    )?;
    let max = MAX_SQUARES;
    let size = count_prop(obj, "size", 2, max)?;
    let rows = count_prop(obj, "rows", 1, max)?;
    let columns = count_prop(obj, "columns", 1, max)?;
    let size = match (size, rows, columns) {
        (Some(n), _, _) => n,
        (None, Some(r), Some(c)) => match r.checked_mul(c) {
            Some(n) if (2..=max).contains(&n) => n,
            _ => {
                return Err(Error::Limit(format!(
                    "{r} rows x {c} columns must make 2 to {max} squares"
                )))
            }
        },
        (None, None, None) => 100,
        _ => {
            return Err(Error::InvalidOption(
                "give size, or both rows and columns".into(),
            ))
        }
    };
    let seed = seed_or_random(obj)?;
    let mut spec = WorldSpec::new(
        size,
        count_prop(obj, "snakes", 0, max)?.unwrap_or(0),
        count_prop(obj, "ladders", 0, max)?.unwrap_or(0),
        seed,
    );
    spec.columns = columns;
    spec.reachable = bool_prop(obj, "reachable")?;
    let rules = Reflect::get(obj, &JsValue::from_str("rules")).unwrap_or(JsValue::UNDEFINED);
    spec.rules = rules_from_js(&rules)?;
    match pair_prop(obj, "minThrows") {
        None => {}
        Some(Some((lo, hi))) if lo >= 0.0 && lo <= hi && hi <= max as f64 => {
            spec.min_throws = Some((lo as u32, hi as u32));
        }
        Some(_) => {
            return Err(Error::InvalidOption(
                "minThrows must be [lo, hi] with 0 <= lo <= hi".into(),
            ))
        }
    }
    // `expectedTurns: [lo, hi]`, or `T` for about T throws (refused by the world builder in a
    // build without the analysis).
    let about = Reflect::get(obj, &JsValue::from_str("expectedTurns"))
        .ok()
        .and_then(|v| v.as_f64());
    spec.expected_turns = match (about, pair_prop(obj, "expectedTurns")) {
        (Some(t), _) => Some(crate::world::about_expected_turns(t)?),
        (None, None) => None,
        (None, Some(Some(pair))) => Some(pair),
        (None, Some(None)) => {
            return Err(Error::InvalidOption(
                "expectedTurns must be [lo, hi], two numbers, or one number of throws".into(),
            ))
        }
    };
    Ok((spec, seed))
}

/// The option `key` as a range `[lo, hi]`: `None` when it is absent (undefined or null),
/// `Some(None)` when it is not an array holding exactly two numbers (other entries are skipped).
fn pair_prop(obj: &JsValue, key: &str) -> Option<Option<(f64, f64)>> {
    let range = Reflect::get(obj, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
    if range.is_undefined() || range.is_null() {
        return None;
    }
    let numbers: Option<Vec<f64>> = Array::is_array(&range).then(|| {
        Array::from(&range)
            .iter()
            .filter_map(|v| v.as_f64())
            .collect()
    });
    Some(match numbers.as_deref() {
        Some(&[lo, hi]) => Some((lo, hi)),
        _ => None,
    })
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A game from `save()` text; damaged or altered text is an error saying so.
    pub fn restore(text: &str) -> Result<JsGame, JsError> {
        Game::restore(text)
            .map(|game| JsGame { game })
            .map_err(js_err)
    }
}

/// A whole number option within `lo..=hi`, named in the message when it is not.
pub(crate) fn count_prop(obj: &JsValue, key: &str, lo: u32, hi: u32) -> Result<Option<u32>, Error> {
    match text_prop(obj, key)? {
        None => Ok(None),
        Some(t) => match t.trim().parse::<u32>() {
            Ok(v) if (lo..=hi).contains(&v) => Ok(Some(v)),
            _ => Err(Error::InvalidOption(format!(
                "{key} must be a whole number from {lo} to {hi}, not '{}'",
                excerpt(&t)
            ))),
        },
    }
}

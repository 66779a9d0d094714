//! The solver's exports on `Board`: `solve` (the fewest throws, a shortest path with the squares
//! each throw walks, every square's distance and the count of shortest sequences),
//! `solvePacked` (the same with the path in one typed array, for a worker), `distances`; and in
//! the search and full modules `bfsTrace`, the search recorded for a view that steps through it.

use super::board::JsBoard;
use super::js::{js_err, or_null, set};
use super::options::FromJs;
use crate::rules::{Rules, Table};
use crate::solve::{self, PathChoice, Step};
use crate::throws;
use js_sys::{Array, Function, Object, Reflect, Uint32Array};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(js_class = Board)]
impl JsBoard {
    /// Solves the board under `rules` (`{start, overshoot, jumps, faces}`, all optional).
    /// `options`: `{randomness, seed}` to pick among equally short paths.
    /// Returns `{minThrows, path: [{from, roll, landed, to, walk}], rolls, distances,
    /// optimalSequences}`; `minThrows` is null when the end cannot be reached; `walk` the squares
    /// a throw walks (a bounce included); `distances` a Uint32Array indexed by square (0..=size)
    /// with `limits().unreachable` (4294967295) where the end cannot be reached, found by a
    /// search over the whole board when first read (the minimum, path and count need none).
    #[wasm_bindgen(unchecked_return_type = "Solution")]
    pub fn solve(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
        #[wasm_bindgen(unchecked_param_type = "SolveOptions | null")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        self.solution_to_js(&rules, &options, false)
    }
}

/// What the page and the workers ask of the solver and the element never does (the path packed
/// for a worker's message, the distances alone): in the core module and those built on it, not
/// in the solver module.
#[cfg(feature = "page")]
#[wasm_bindgen(js_class = Board)]
impl JsBoard {
    /// `solve` with the path packed into one typed array, `steps`: four numbers a throw
    /// (`from, roll, landed, to`), in place of `path`. For a worker to send a long path to the
    /// page in one transferable buffer (a path of 166,667 throws is as many objects otherwise);
    /// a throw's walk is `RuleTable.walk(from, roll)`.
    #[wasm_bindgen(js_name = solvePacked, unchecked_return_type = "PackedSolution")]
    pub fn solve_packed(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
        #[wasm_bindgen(unchecked_param_type = "SolveOptions | null")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        self.solution_to_js(&rules, &options, true)
    }

    /// Throws to the end from each square 0..=size under `rules` (`limits().unreachable` where
    /// the end cannot be reached): `solve`'s `distances` without the path and its count, for a
    /// page that colours the board before anyone asks for the path.
    pub fn distances(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
    ) -> Result<Uint32Array, JsValue> {
        let table = self.table(&rules)?;
        Ok(Uint32Array::from(
            solve::distances_to_end(&table).as_slice(),
        ))
    }
}

impl JsBoard {
    /// The board compiled under the rules JavaScript gave.
    pub(crate) fn table(&self, rules: &JsValue) -> Result<Table, JsValue> {
        let rules = Rules::from_js(rules).map_err(js_err)?;
        Table::new(&self.board, &rules).map_err(js_err)
    }

    /// `solve`'s result object, with the path as `path` or, `packed`, as `steps`. One body for
    /// both: the solver inlined into two copies weighed 2 KB in the core module.
    #[inline(never)]
    fn solution_to_js(
        &self,
        rules: &JsValue,
        options: &JsValue,
        packed: bool,
    ) -> Result<JsValue, JsValue> {
        let table = self.table(rules)?;
        let choice = PathChoice::from_js(options).map_err(js_err)?;
        let out = Object::new();
        {
            let s = solve::solve(&table, &choice);
            set(&out, "minThrows", or_null(s.min_throws));
            match packed {
                false => set(&out, "path", path_to_js(&table, &s.path)),
                true => set(&out, "steps", path_packed(&s.path)),
            }
            set(&out, "rolls", Uint32Array::from(s.rolls().as_slice()));
            set(&out, "optimalSequences", count_text(s.optimal_sequences()));
        }
        lazy_distances(&out, table);
        Ok(out.into())
    }
}

/// A count of optimal sequences as the command writes it (`Count`'s Display: the decimal digits,
/// after "more than " when it saturated), the digits written by JavaScript's BigInt: core's
/// formatting of a u128 weighed 1.3 KB of every module.
fn count_text(count: solve::Count) -> JsValue {
    let digits = js_sys::BigInt::from(count.value)
        .to_string(10)
        .map(String::from)
        .unwrap_or_default();
    match count.saturated {
        true => JsValue::from_str(&["more than ", &digits].concat()),
        false => JsValue::from_str(&digits),
    }
}

/// Gives `out` a property `distances` found by the backward search over the whole board when
/// first read (by a getter, so a caller that reads only the minimum, the path and the count
/// never pays for it), then kept; it is enumerable like a plain property, so copies, workers'
/// messages and JSON see the array.
fn lazy_distances(out: &Object, table: Table) {
    let holder = JsValue::from(LazyDistances {
        table: Some(table),
        array: None,
    });
    let get = Reflect::get(&holder, &JsValue::from_str("get"))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok());
    let Some(get) = get else { return };
    let descriptor = Object::new();
    set(&descriptor, "get", get.bind0(&holder));
    set(&descriptor, "enumerable", true);
    set(&descriptor, "configurable", true);
    Object::define_property(out, &JsValue::from_str("distances"), &descriptor);
}

/// A solution's distances, computed on the first read (`lazy_distances`): the table until then,
/// the array after. Not for JavaScript to make; it sees only the `distances` property.
#[wasm_bindgen(skip_typescript)]
pub struct LazyDistances {
    table: Option<Table>,
    array: Option<Uint32Array>,
}

#[wasm_bindgen]
impl LazyDistances {
    /// Throws to the end from each square 0..=size, found on the first call.
    pub fn get(&mut self) -> Uint32Array {
        if let Some(table) = self.table.take() {
            let d = solve::distances_to_end(&table);
            self.array = Some(Uint32Array::from(d.as_slice()));
        }
        self.array.clone().unwrap_or_default()
    }
}

/// A path as `[{from, roll, landed, to, walk}]`. The keys cross the boundary once, not once per
/// throw: decoding them again for each of a 166,667-throw path took seconds.
pub(crate) fn path_to_js(table: &Table, path: &[Step]) -> Array {
    let keys = ["from", "roll", "landed", "to", "walk"].map(JsValue::from_str);
    path.iter()
        .map(|st| {
            let o = Object::new();
            for (key, v) in keys.iter().zip([st.from, st.roll, st.landed, st.to]) {
                // Setting a property on a fresh plain object cannot fail.
                let _ = Reflect::set(&o, key, &JsValue::from(v));
            }
            let walk = throws::walk(table, st.from, st.roll);
            let _ = Reflect::set(&o, &keys[4], &Uint32Array::from(walk.as_slice()));
            JsValue::from(o)
        })
        .collect()
}

/// A path as one typed array, four numbers a throw: `from, roll, landed, to`.
fn path_packed(path: &[Step]) -> Uint32Array {
    let flat: Vec<u32> = path
        .iter()
        .flat_map(|st| [st.from, st.roll, st.landed, st.to])
        .collect();
    Uint32Array::from(flat.as_slice())
}

#[cfg(feature = "search")]
mod trace {
    use super::*;
    use crate::error::Error;
    use crate::solve::Trace;
    use crate::wasm::options::TraceOptions;
    use js_sys::Uint8Array;

    /// Throws a recorded search may hold at most (its dequeues times the die's faces): about
    /// 26 MB of trace.
    const TRACE_THROWS: u32 = 1 << 21;

    #[wasm_bindgen(js_class = Board)]
    impl JsBoard {
        /// The breadth-first search from the start, recorded one dequeue at a time, for a view
        /// that steps through it (see `solve::trace`). `rules` as for `solve`; `options`:
        /// `{randomness, seed, limit}`, `limit` the dequeues to record (at most 2^21 / faces,
        /// the default; 0 for the level sizes alone, for boards too big to step).
        ///
        /// Returns `{levelSizes, minThrows, complete, order, first, roll, landed, rest,
        /// discovered, bounced, level, parent, path, rolls}`: `levelSizes[t]` squares first
        /// reached after t throws; `order` the start then the squares as discovered (dequeue i
        /// expands `order[i]`, and the queue after it is `order[i + 1..]` as far as
        /// discovered); dequeue i's throws are entries `first[i]..first[i + 1]` of `roll`,
        /// `landed` (before jumps), `rest` (after) and `discovered` (1 when the throw reached
        /// its square first), `bounced` (1 when it went past the end and came back, under
        /// bounce); `level` and `parent` indexed by square (`limits().unreachable`: none);
        /// `path` and `rolls` read back through the parents. With `limit` 0 only `levelSizes`
        /// and `minThrows`.
        #[wasm_bindgen(js_name = bfsTrace, unchecked_return_type = "BfsTrace")]
        pub fn bfs_trace(
            &self,
            #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
            #[wasm_bindgen(unchecked_param_type = "TraceOptions | null")] options: JsValue,
        ) -> Result<JsValue, JsValue> {
            let table = self.table(&rules)?;
            let options = TraceOptions::from_js(&options).map_err(js_err)?;
            let cap = (TRACE_THROWS / table.faces().max(1)).max(1);
            let limit = match options.limit {
                Some(l) if l > cap => return Err(js_err(over_cap(l, cap))),
                l => l.unwrap_or(cap),
            };
            let out = Object::new();
            // One forward search for both: min_throws's own (two instances) weighed 4.9 KB here.
            let levels = solve::level_sizes(&table);
            set(
                &out,
                "levelSizes",
                Uint32Array::from(levels.sizes.as_slice()),
            );
            set(&out, "minThrows", or_null(levels.min_throws));
            if limit > 0 {
                let t = solve::trace(&table, &options.choice, limit as usize);
                trace_to_js(&out, &table, &t);
            }
            Ok(out.into())
        }
    }

    /// Why a trace of `limit` dequeues is refused.
    fn over_cap(limit: u32, cap: u32) -> Error {
        Error::InvalidOption(crate::msg!(crate::codes::JS_TRACE_LIMIT, cap, limit))
    }

    /// The recorded search `t` onto `out`.
    fn trace_to_js(out: &Object, table: &Table, t: &Trace) {
        set(out, "complete", t.complete);
        set(out, "order", Uint32Array::from(t.order.as_slice()));
        set(out, "first", Uint32Array::from(t.first.as_slice()));
        set(out, "roll", Uint32Array::from(t.rolls.as_slice()));
        set(out, "landed", Uint32Array::from(t.landed.as_slice()));
        set(out, "rest", Uint32Array::from(t.rest.as_slice()));
        let discovered: Vec<u8> = t.discovered.iter().map(|&d| u8::from(d)).collect();
        set(out, "discovered", Uint8Array::from(discovered.as_slice()));
        set(
            out,
            "bounced",
            Uint8Array::from(bounced(table, t).as_slice()),
        );
        set(out, "level", Uint32Array::from(t.level.as_slice()));
        set(out, "parent", Uint32Array::from(t.parent.as_slice()));
        set(out, "path", path_to_js(table, &t.path));
        let rolls: Vec<u32> = t.path.iter().map(|s| s.roll).collect();
        set(out, "rolls", Uint32Array::from(rolls.as_slice()));
    }

    /// For each recorded throw, 1 when it went past the end and came back (under bounce).
    fn bounced(table: &Table, t: &Trace) -> Vec<u8> {
        let mut out = vec![0u8; t.rolls.len()];
        for (i, w) in t.first.windows(2).enumerate() {
            let (from, span) = (t.order[i], w[0] as usize..w[1] as usize);
            for (b, &roll) in out[span.clone()].iter_mut().zip(&t.rolls[span]) {
                *b = u8::from(throws::bounces(table, from, roll));
            }
        }
        out
    }
}

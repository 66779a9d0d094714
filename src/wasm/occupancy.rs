//! The design and teaching views' exports (full module only, like the analysis): where a token
//! is after t throws (`Board.occupancy`, `Board.occupancySeries`, the `OccupancySteps` stepper
//! behind the heat map and its scrubber) and what each jump is worth (`Board.jumpValues`).

use super::board::JsBoard;
use super::js::{format_number, js_err, set};
use super::options::FromJs;
use crate::analysis::{self, Occupancy};
use crate::error::Error;
use crate::rules::Rules;
use js_sys::{Array, Float64Array, Int32Array, Object};
use wasm_bindgen::prelude::*;

/// A throw count from JavaScript: a whole number from 0 to 2^32 - 1.
fn throws_from_js(v: f64, what: &str) -> Result<u32, Error> {
    if v >= 0.0 && v.fract() == 0.0 && v <= f64::from(u32::MAX) {
        return Ok(v as u32);
    }
    Err(Error::InvalidOption(crate::msg!(
        crate::codes::JS_WHOLE_RANGE,
        what,
        max = u32::MAX,
        found = format_number(v)
    )))
}

/// Where one token is, throw after throw: a stepper for a view that plays t = 0, 1, 2, ...
#[wasm_bindgen(js_name = OccupancySteps)]
pub struct JsOccupancySteps {
    inner: Occupancy,
}

#[wasm_bindgen(js_class = OccupancySteps)]
impl JsOccupancySteps {
    /// Makes one more throw.
    pub fn step(&mut self) {
        self.inner.step();
    }

    /// Throws made so far.
    #[wasm_bindgen(getter)]
    pub fn throws(&self) -> u32 {
        self.inner.throws()
    }

    /// The probability of having finished by now.
    #[wasm_bindgen(getter)]
    pub fn finished(&self) -> f64 {
        self.inner.finished()
    }

    /// The most likely square of an unfinished token (`undefined` once every game is over).
    #[wasm_bindgen(getter, js_name = mostLikely)]
    pub fn most_likely(&self) -> Option<u32> {
        self.inner.most_likely().map(|(q, _)| q)
    }

    /// The probability of each square 0..=size now (the last counts finished games).
    pub fn probabilities(&self) -> Float64Array {
        Float64Array::from(self.inner.probabilities())
    }
}

#[wasm_bindgen(js_class = Board)]
impl JsBoard {
    /// The probability of each square 0..=size after `throws` throws of one token under
    /// `rules` (the last square counting the games finished by then), as a Float64Array.
    pub fn occupancy(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
        throws: f64,
    ) -> Result<Float64Array, JsValue> {
        let throws = throws_from_js(throws, "throws").map_err(js_err)?;
        let table = self.table(&rules)?;
        let p = analysis::occupancy(&table, throws).map_err(js_err)?;
        Ok(Float64Array::from(p.as_slice()))
    }

    /// Every distribution from 0 to `maxThrows` throws: `{size, throws, probabilities,
    /// finished, mostLikely}`, with `probabilities` a flat Float64Array of (throws + 1) rows
    /// of size + 1, `finished` P(finished by t), `mostLikely` an Int32Array (-1: none).
    #[wasm_bindgen(js_name = occupancySeries, unchecked_return_type = "OccupancySeries")]
    pub fn occupancy_series(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
        max_throws: f64,
    ) -> Result<Object, JsValue> {
        let throws = throws_from_js(max_throws, "maxThrows").map_err(js_err)?;
        let table = self.table(&rules)?;
        let s = analysis::occupancy_series(&table, throws).map_err(js_err)?;
        let likely: Vec<i32> = s
            .most_likely
            .iter()
            .map(|q| q.map_or(-1, |q| q as i32))
            .collect();
        let out = Object::new();
        set(&out, "size", s.size);
        set(&out, "throws", s.throws);
        set(
            &out,
            "probabilities",
            Float64Array::from(s.probabilities.as_slice()),
        );
        set(&out, "finished", Float64Array::from(s.finished.as_slice()));
        set(&out, "mostLikely", Int32Array::from(likely.as_slice()));
        Ok(out)
    }

    /// A stepper over the distributions under `rules`, at t = 0 (see `OccupancySteps`).
    #[wasm_bindgen(js_name = occupancySteps)]
    pub fn occupancy_steps(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
    ) -> Result<JsOccupancySteps, JsValue> {
        Ok(JsOccupancySteps {
            inner: Occupancy::new(self.table(&rules)?),
        })
    }

    /// What each jump is worth under `rules`, the largest change first: an array of
    /// `{from, to, expectedTurnsWithout, change, withoutText, changeText}` (change = with minus
    /// without; `null` for infinite; the texts at the digits their bounds support, the change's
    /// without its sign).
    #[wasm_bindgen(js_name = jumpValues, unchecked_return_type = "JumpValue[]")]
    pub fn jump_values(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
    ) -> Result<Array, JsValue> {
        let rules = Rules::from_js(&rules).map_err(js_err)?;
        let values = analysis::jump_values(&self.board, &rules).map_err(js_err)?;
        let number = |v: Option<f64>| v.map_or(JsValue::NULL, JsValue::from_f64);
        // The size of a figure with the digits its bounds support (at most 6: a sentence's).
        let text = |v: Option<f64>, bounds: Option<[f64; 2]>| {
            v.map_or(JsValue::NULL, |v| {
                let bounds = bounds.map(|[lo, hi]| if v < 0.0 { [-hi, -lo] } else { [lo, hi] });
                JsValue::from_str(&analysis::with_digits(v.abs(), bounds, 6))
            })
        };
        Ok(values
            .iter()
            .map(|v| {
                let o = Object::new();
                set(&o, "from", v.from);
                set(&o, "to", v.to);
                set(&o, "expectedTurnsWithout", number(v.expected_turns_without));
                set(&o, "change", number(v.change));
                let without = (v.expected_turns_without, v.expected_turns_without_bounds);
                set(&o, "withoutText", text(without.0, without.1));
                set(&o, "changeText", text(v.change, v.change_bounds));
                JsValue::from(o)
            })
            .collect())
    }
}

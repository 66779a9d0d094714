//! The analysis's exports (the analysis and full modules: the core module leaves them out, and
//! the page's workers load the analysis module): `Board.analyze` (Markov expectation and
//! distribution, win odds; the exact fraction in the full module only), `Board.expectedTurns`,
//! and the chunked simulation a pool of workers runs (`Board.simulateChunk`,
//! `mergeSimulations`, `simulationReport`). Results cross with serde-wasm-bindgen, named as
//! `snakes analyze --json` names them.

use super::board::JsBoard;
use super::js::{format_number, js_err, MAX_SAFE};
use super::options::{AnalysisOptions, FromJs};
use crate::analysis::{self, simulate_games, SimulationOptions, SimulationSums};
use crate::error::Error;
use js_sys::Float64Array;
use wasm_bindgen::prelude::*;

// The analysis's types for the generated .d.ts (full build only, like the exports).
#[wasm_bindgen(typescript_custom_section)]
const TS_ANALYSIS: &str = include_str!("types/analysis.d.ts");

/// A result for JavaScript: maps as plain objects, 64-bit numbers as numbers.
pub(crate) fn serialize<T: serde::Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::new()
        .serialize_maps_as_objects(true)
        .serialize_large_number_types_as_bigints(false);
    value
        .serialize(&serializer)
        .map_err(|e| JsError::new(&format!("cannot convert the result for JavaScript: {e}")).into())
}

/// Simulation sums from `simulateChunk`'s text.
fn sums_from_text(text: &str) -> Result<SimulationSums, Error> {
    SimulationSums::from_json(text)
        .map_err(|reason| Error::InvalidOption(crate::msg!(crate::codes::JS_SUMS_DAMAGED, reason)))
}

/// A count of games from JavaScript: a whole number from 0 to 2^53 - 1; `what` (a message)
/// names it.
fn games(v: f64, what: &'static crate::message::Code) -> Result<u64, Error> {
    if v >= 0.0 && v.fract() == 0.0 && v <= MAX_SAFE as f64 {
        return Ok(v as u64);
    }
    Err(Error::InvalidOption(crate::msg!(
        crate::codes::JS_WHOLE,
        what = crate::msg!(*what),
        found = format_number(v)
    )))
}

#[wasm_bindgen(js_class = Board)]
impl JsBoard {
    /// The Markov analysis under `rules`: `{players, knockOff, exact}` in `options`. Field
    /// names as `snakes analyze --json`: `min_throws`, `expected_turns`,
    /// `expected_turns_exact`, `median_turns`, `finish_pmf`, `finish_cdf`, `win_probability`, ...
    #[wasm_bindgen(unchecked_return_type = "AnalysisReport")]
    pub fn analyze(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
        #[wasm_bindgen(unchecked_param_type = "AnalyzeOptions | null")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let options = AnalysisOptions::from_js(&options).map_err(js_err)?;
        let table = self.table(&rules)?;
        let report =
            analysis::analyze_with(&table, options.players, &options.settings).map_err(js_err)?;
        serialize(&report)
    }

    /// Expected throws to finish from resting on each square 0..=size (Infinity where the end
    /// may never be reached, NaN where no number is known), as a Float64Array.
    #[wasm_bindgen(js_name = expectedTurns)]
    pub fn expected_turns(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
    ) -> Result<Float64Array, JsValue> {
        let table = self.table(&rules)?;
        let by_square = analysis::expected_turns_by_square(&table);
        Ok(Float64Array::from(by_square.as_slice()))
    }

    /// Plays games `first .. first + count` of the run fixed by `options` (`{players, knockOff,
    /// sixesAgain, threeSixesEnd, seed}`) and returns their sums as text. Sums of disjoint
    /// chunks merged with `mergeSimulations` equal one run over all of them, exactly.
    #[wasm_bindgen(js_name = simulateChunk)]
    pub fn simulate_chunk(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
        #[wasm_bindgen(unchecked_param_type = "SimulationOptions | null")] options: JsValue,
        first: f64,
        count: f64,
    ) -> Result<String, JsValue> {
        let table = self.table(&rules)?;
        let options = SimulationOptions::from_js(&options).map_err(js_err)?;
        let first = games(first, &crate::codes::JS_FIRST_GAME).map_err(js_err)?;
        let count = games(count, &crate::codes::JS_GAME_COUNT).map_err(js_err)?;
        let sums =
            simulate_games(&table, &options, first..first.saturating_add(count)).map_err(js_err)?;
        Ok(sums.to_json())
    }
}

/// Adds two simulation sums (text from `simulateChunk`), exactly.
#[wasm_bindgen(js_name = mergeSimulations)]
pub fn merge_simulations(a: &str, b: &str) -> Result<String, JsValue> {
    let mut a = sums_from_text(a).map_err(js_err)?;
    let b = sums_from_text(b).map_err(js_err)?;
    a.merge(&b);
    Ok(a.to_json())
}

/// Means and win shares with 95% intervals from merged sums and the run's options.
#[wasm_bindgen(js_name = simulationReport, unchecked_return_type = "SimulationReport")]
pub fn simulation_report(
    sums: &str,
    #[wasm_bindgen(unchecked_param_type = "SimulationOptions | null")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let sums = sums_from_text(sums).map_err(js_err)?;
    let options = SimulationOptions::from_js(&options).map_err(js_err)?;
    serialize(&sums.report(&options))
}

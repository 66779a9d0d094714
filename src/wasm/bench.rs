//! `BenchWorkload`, for `npm run bench` (feature `bench` only): a thin handle on
//! `workloads::Workload`, so that Node and Chromium time exactly the code the native runner
//! times (scripts/bench.mjs, bench/runner.mjs).

use super::js::js_err;
use crate::workloads::{Kind, Workload};
use wasm_bindgen::prelude::*;

/// A benchmark workload with its inputs built, run from JavaScript by `npm run bench`.
#[wasm_bindgen(js_name = BenchWorkload)]
pub struct JsBenchWorkload {
    inner: Workload,
}

#[wasm_bindgen(js_class = BenchWorkload)]
impl JsBenchWorkload {
    /// Builds the inputs of the workload named `kind` (see `workloads::Kind`) at `size`
    /// squares; not timed.
    #[wasm_bindgen(constructor)]
    pub fn new(kind: &str, size: u32) -> Result<JsBenchWorkload, JsValue> {
        let kind = Kind::from_name(kind).map_err(js_err)?;
        Workload::prepare(kind, size)
            .map(|inner| JsBenchWorkload { inner })
            .map_err(js_err)
    }

    /// Runs the workload `runs` times and returns its checksum (the same as natively).
    pub fn run(&mut self, runs: u32) -> Result<f64, JsValue> {
        self.inner.run(runs).map(|c| c as f64).map_err(js_err)
    }

    /// Squares or games one run processes.
    #[wasm_bindgen(getter, js_name = unitsPerRun)]
    pub fn units_per_run(&self) -> f64 {
        self.inner.units_per_run() as f64
    }
}

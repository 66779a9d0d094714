//! The native side of the benchmark table: runs the workloads of `src/workloads.rs` with the
//! same timing method as the wasm side (`bench/runner.mjs`), so that their times compare.
//!
//!   cargo bench --bench table                 the native table, printed
//!   cargo bench --bench table -- --json       the same as JSON
//!   cargo bench --bench table -- --serve      line commands on stdin, for `npm run bench`
//!
//! Timing method, the same everywhere: prepare the inputs (not timed); one run to warm up;
//! double the runs per sample until a sample takes at least 20 ms; one more warm-up sample;
//! then 15 samples; the time of one run is the median sample divided by the runs per sample.
//!
//! Run as a test (`cargo test --all-targets` runs it without `--bench`) it only checks that
//! every workload runs at its smallest size.

use snakes_ladders::workloads::{baseline_board, Kind, Workload};
use std::alloc::{GlobalAlloc, Layout, System};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::time::Instant;

/// Counts live heap bytes and their high-water mark, for the memory column.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size(), Relaxed);
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            LIVE.fetch_sub(layout.size(), Relaxed);
            grew(new_size);
        }
        p
    }
}

fn grew(bytes: usize) {
    let live = LIVE.fetch_add(bytes, Relaxed) + bytes;
    PEAK.fetch_max(live, Relaxed);
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// A sample should take at least this long, so timer resolution does not matter.
const TARGET_SECONDS: f64 = 0.020;
/// Samples per measurement after warm-up.
const SAMPLES: u32 = 15;
/// Runs per sample at most (tiny workloads).
const MAX_RUNS: u32 = 1 << 24;

/// Seconds taken by each of `samples` samples of `runs` runs.
fn sample(w: &mut Workload, runs: u32, samples: u32) -> Result<(Vec<f64>, u64), String> {
    let mut times = Vec::with_capacity(samples as usize);
    let mut check = 0u64;
    for _ in 0..samples {
        let t0 = Instant::now();
        let c = w.run(runs).map_err(|e| e.to_string())?;
        times.push(t0.elapsed().as_secs_f64());
        check = check.wrapping_add(c);
    }
    Ok((times, check))
}

/// Runs per sample so that one sample takes at least [`TARGET_SECONDS`].
fn calibrate(w: &mut Workload) -> Result<u32, String> {
    let mut runs = 1;
    loop {
        let (t, _) = sample(w, runs, 1)?;
        if t[0] >= TARGET_SECONDS || runs >= MAX_RUNS {
            return Ok(runs);
        }
        // Jump close to the target, then double: fewer calibration rounds on tiny workloads.
        let guess = (TARGET_SECONDS / t[0].max(1e-9) * f64::from(runs)) as u32;
        runs = guess.clamp(runs * 2, MAX_RUNS);
    }
}

fn median(xs: &[f64]) -> f64 {
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

/// One row of the native table.
struct Row {
    kind: Kind,
    size: u32,
    seconds: f64,
    runs: u32,
    units: u64,
    checksum: u64,
    peak_bytes: usize,
}

/// Measures `kind` at `size` by the method in the module comment.
fn measure(kind: Kind, size: u32) -> Result<Row, String> {
    let mut w = Workload::prepare(kind, size).map_err(|e| e.to_string())?;
    let before = LIVE.load(Relaxed);
    PEAK.store(before, Relaxed);
    let checksum = w.run(1).map_err(|e| e.to_string())?;
    let peak_bytes = PEAK.load(Relaxed) - before;
    let runs = calibrate(&mut w)?;
    sample(&mut w, runs, 1)?;
    let (times, _) = sample(&mut w, runs, SAMPLES)?;
    Ok(Row {
        kind,
        size,
        seconds: median(&times) / f64::from(runs),
        runs,
        units: w.units_per_run(),
        checksum,
        peak_bytes,
    })
}

fn all_rows() -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    for kind in Kind::ALL {
        for &size in kind.sizes() {
            rows.push(measure(kind, size)?);
        }
    }
    Ok(rows)
}

fn print_table(rows: &[Row]) {
    println!(
        "{:<14} {:>10} {:>12} {:>16} {:>14}",
        "workload", "size", "native", "throughput", "peak heap/run"
    );
    for r in rows {
        println!(
            "{:<14} {:>10} {:>12} {:>16} {:>14}",
            r.kind.name(),
            r.size,
            human_time(r.seconds),
            format!(
                "{} {}/s",
                human_count(r.units as f64 / r.seconds),
                r.kind.unit()
            ),
            human_bytes(r.peak_bytes),
        );
    }
    println!("\nmedian of {SAMPLES} samples of at least 20 ms each, after warm-up; one core");
}

fn print_json(rows: &[Row]) {
    let items: Vec<serde_json::Value> = rows
        .iter()
        .map(|r| {
            serde_json::json!({
                "workload": r.kind.name(),
                "size": r.size,
                "seconds": r.seconds,
                "runsPerSample": r.runs,
                "unitsPerRun": r.units,
                "unit": r.kind.unit(),
                "checksum": r.checksum,
                "peakBytes": r.peak_bytes,
            })
        })
        .collect();
    println!("{}", serde_json::Value::Array(items));
}

fn human_time(s: f64) -> String {
    if s >= 1.0 {
        format!("{s:.2} s")
    } else if s >= 1e-3 {
        format!("{:.2} ms", s * 1e3)
    } else if s >= 1e-6 {
        format!("{:.2} µs", s * 1e6)
    } else {
        format!("{:.0} ns", s * 1e9)
    }
}

fn human_count(x: f64) -> String {
    if x >= 1e9 {
        format!("{:.2} G", x / 1e9)
    } else if x >= 1e6 {
        format!("{:.2} M", x / 1e6)
    } else if x >= 1e3 {
        format!("{:.2} k", x / 1e3)
    } else {
        format!("{x:.0}")
    }
}

fn human_bytes(b: usize) -> String {
    let b = b as f64;
    if b >= 1024.0 * 1024.0 {
        format!("{:.1} MiB", b / 1024.0 / 1024.0)
    } else if b >= 1024.0 {
        format!("{:.1} KiB", b / 1024.0)
    } else {
        format!("{b:.0} B")
    }
}

/// Answers the line commands of `npm run bench` (see `bench/runner.mjs` for the same protocol):
///
///   list                         → ok KIND:UNIT:SIZE,SIZE... for every workload
///   prepare KIND SIZE            → ok CHECKSUM UNITS_PER_RUN PEAK_BYTES
///   run RUNS SAMPLES             → ok SECONDS... (one per sample, of the prepared workload)
///   dump SIZE PATH               → ok, after writing the BFS board of SIZE for the C++ baseline
///   dump KIND SIZE PATH          → ok, the same for the board of workload KIND
///   quit
fn serve() {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    let mut current: Option<Workload> = None;
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        let reply = match words.as_slice() {
            ["quit"] => break,
            ["list"] => Ok(format!(
                "ok {}",
                Kind::ALL
                    .iter()
                    .map(|k| {
                        let sizes: Vec<String> = k.sizes().iter().map(u32::to_string).collect();
                        format!("{}:{}:{}", k.name(), k.unit(), sizes.join(","))
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            )),
            ["prepare", kind, size] => (|| {
                let kind = Kind::from_name(kind).map_err(|e| e.to_string())?;
                let size: u32 = size.parse().map_err(|_| format!("bad size {size}"))?;
                current = None;
                let mut w = Workload::prepare(kind, size).map_err(|e| e.to_string())?;
                let before = LIVE.load(Relaxed);
                PEAK.store(before, Relaxed);
                let checksum = w.run(1).map_err(|e| e.to_string())?;
                let peak = PEAK.load(Relaxed) - before;
                let units = w.units_per_run();
                current = Some(w);
                Ok(format!("ok {checksum} {units} {peak}"))
            })(),
            ["run", runs, samples] => (|| {
                let w = current.as_mut().ok_or("nothing prepared")?;
                let runs: u32 = runs.parse().map_err(|_| format!("bad runs {runs}"))?;
                let samples: u32 = samples
                    .parse()
                    .map_err(|_| format!("bad samples {samples}"))?;
                let (times, _) = sample(w, runs, samples)?;
                let list: Vec<String> = times.iter().map(|t| format!("{t:e}")).collect();
                Ok(format!("ok {}", list.join(" ")))
            })(),
            ["dump", size, path] => (|| {
                let size: u32 = size.parse().map_err(|_| format!("bad size {size}"))?;
                dump_board(Kind::Bfs, size, path)?;
                Ok("ok".to_string())
            })(),
            ["dump", kind, size, path] => (|| {
                let kind = Kind::from_name(kind).map_err(|e| e.to_string())?;
                let size: u32 = size.parse().map_err(|_| format!("bad size {size}"))?;
                dump_board(kind, size, path)?;
                Ok("ok".to_string())
            })(),
            _ => Err(format!("unknown command '{line}'")),
        };
        let text = reply.unwrap_or_else(|e: String| format!("error {e}"));
        if writeln!(out, "{text}").and_then(|_| out.flush()).is_err() {
            break;
        }
    }
}

/// Writes the board of workload `kind` as "size jumps" then one "from to" line per jump.
fn dump_board(kind: Kind, size: u32, path: &str) -> Result<(), String> {
    let board = baseline_board(kind, size).map_err(|e| e.to_string())?;
    let mut text = String::with_capacity(board.jumps().len() * 18 + 32);
    text.push_str(&format!("{} {}\n", board.size(), board.jumps().len()));
    for j in board.jumps() {
        text.push_str(&format!("{} {}\n", j.from, j.to));
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {path}: {e}"))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let has = |flag: &str| args.iter().any(|a| a == flag);
    if has("--serve") {
        serve();
        return;
    }
    if !has("--bench") {
        // Run as a test: every workload once at its smallest size.
        for kind in Kind::ALL {
            let size = kind.sizes()[0];
            let checksum = Workload::prepare(kind, size)
                .and_then(|mut w| w.run(1))
                .unwrap_or_else(|e| panic!("{} at {size}: {e}", kind.name()));
            assert!(checksum > 0, "{} at {size} computed nothing", kind.name());
        }
        println!("table: every workload runs (timings only under cargo bench)");
        return;
    }
    match all_rows() {
        Ok(rows) if has("--json") => print_json(&rows),
        Ok(rows) => print_table(&rows),
        Err(e) => {
            eprintln!("benchmark failed: {e}");
            std::process::exit(1);
        }
    }
}

//! The `snakes` command: argument parsing and the subcommands, callable in-process.
//!
//! `run` never panics on input; the binary maps its errors to exit code 2. The command line
//! itself (subcommands, flags, help, value checks) is declared for clap in [`args`].

mod args;

use crate::board::Warning;
use crate::codes;
use crate::error::Error;
use crate::formats::{self, Format};
use crate::msg;
use crate::rules::Rules;
use crate::solve::{self, PathChoice};
use crate::{analysis, world, Board, Table};
use args::{
    AnalyzeArgs, Cli, Command, GenerateArgs, Input, PrintArgs, SimulateArgs, SolveArgs, TurnsRange,
};
use clap::{CommandFactory, Parser};
use serde::Serialize;
use std::ffi::OsString;
use std::io::IsTerminal;
use std::io::Read;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Once;
use std::time::{Duration, Instant};

/// Why a command failed: a misuse of the command line, or bad input.
#[derive(Debug)]
pub enum CliError {
    /// The command line itself is wrong: clap's message, with the usage and any suggestion.
    Usage(String),
    /// The input or an option value is wrong.
    Input(Error),
    /// The input could not be read (no such file, a directory, a device error): the OS's reason.
    Read(String),
    /// Ctrl-C stopped the command: what it found until then, for standard output (the binary
    /// exits 130 after printing it, so that a script can tell a partial run from a whole one).
    Interrupted(String),
}

impl From<Error> for CliError {
    fn from(e: Error) -> Self {
        CliError::Input(e)
    }
}

/// The result of a command.
pub type CliResult<T> = std::result::Result<T, CliError>;

/// Runs one command line (without the program name), reading `stdin` when input is `-` or
/// absent. Help and `--version` are an `Ok` text: they never read the input.
pub fn run<I, T>(raw: I, stdin: &mut dyn Read) -> CliResult<String>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let program = std::iter::once(OsString::from("snakes"));
    let cli = match Cli::try_parse_from(program.chain(raw.into_iter().map(Into::into))) {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => return Err(CliError::Usage(e.to_string())),
        Err(e) => return Ok(e.to_string()),
    };
    match cli.command {
        Command::Solve(a) => cmd_solve(&a, stdin),
        Command::Generate(a) => cmd_generate(&a),
        Command::Analyze(a) => cmd_analyze(&a, stdin),
        Command::Simulate(a) => cmd_simulate(&a, stdin),
        Command::Print(a) => cmd_print(&a, stdin),
        Command::Hackerrank => puzzle_answers(&read_input(None, stdin)?, Format::HackerRank),
        Command::Leetcode => puzzle_answers(&read_input(None, stdin)?, Format::LeetCode),
        Command::Completions { shell } => completions(shell),
    }
}

/// The completion script for `shell`, naming every subcommand, flag and listed value.
fn completions(shell: clap_complete::Shell) -> CliResult<String> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "snakes", &mut script);
    String::from_utf8(script)
        .map_err(|_| CliError::Input(Error::InvalidOption(msg!(codes::CLI_COMPLETION_UTF8))))
}

/// Reads a file, or standard input for `-` or no file, refusing text over the format limit.
fn read_input(path: Option<&Path>, stdin: &mut dyn Read) -> CliResult<String> {
    let limit = formats::MAX_TEXT_BYTES as u64;
    let mut bytes = Vec::new();
    let result = match path {
        Some(p) if p != Path::new("-") => std::fs::File::open(p)
            .and_then(|f| f.take(limit + 1).read_to_end(&mut bytes))
            .map_err(|e| {
                let name = crate::error::escaped(&p.to_string_lossy());
                std::io::Error::new(e.kind(), format!("{name}: {e}"))
            }),
        _ => stdin.take(limit + 1).read_to_end(&mut bytes),
    };
    result.map_err(|e| CliError::Read(format!("cannot read input: {e}")))?;
    if bytes.len() as u64 > limit {
        return Err(CliError::Input(Error::Limit(msg!(
            codes::CLI_INPUT_TOO_LARGE,
            mib = limit >> 20
        ))));
    }
    String::from_utf8(bytes).map_err(|e| CliError::Input(not_utf8(e.as_bytes(), e.utf8_error())))
}

/// Where text that is not UTF-8 goes wrong, as a reader's position: 1-based line and column
/// (characters), and the offending byte.
fn not_utf8(bytes: &[u8], e: std::str::Utf8Error) -> Error {
    let at = e.valid_up_to();
    // Up to `at` the bytes are valid UTF-8, so they can be counted as characters.
    let before = std::str::from_utf8(&bytes[..at]).unwrap_or_default();
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    Error::Parse {
        format: "text",
        line: before.matches('\n').count() + 1,
        column: before[line_start..].chars().count() + 1,
        message: msg!(
            codes::CLI_NOT_UTF8,
            byte = format!("0x{:02x}", bytes.get(at).copied().unwrap_or(0))
        ),
    }
}

fn load_board(input: &Input, stdin: &mut dyn Read) -> CliResult<(Board, Format)> {
    let text = read_input(input.file.as_deref(), stdin)?;
    let parsed = formats::parse(&text, input.format)?;
    let warnings = parsed.board.warnings();
    if !warnings.is_empty() {
        // One write: a board with a million chained squares must not make a million.
        eprint!("{}", warnings_text(&warnings));
    }
    if parsed.boards_in_input > 1 {
        eprintln!(
            "snakes: warning: the input holds {} boards; using the first",
            parsed.boards_in_input
        );
    }
    Ok((parsed.board, parsed.format))
}

/// Warnings listed one a line on stderr, at most this many; the rest are counted.
const WARNINGS_LISTED: usize = 5;
/// Warnings listed in JSON output, at most; `warning_counts` counts them all.
const WARNINGS_IN_JSON: usize = 20;

/// How many warnings of each kind: (chains, shared ends).
fn warning_counts(warnings: &[Warning]) -> (usize, usize) {
    let chains = warnings
        .iter()
        .filter(|w| matches!(w, Warning::Chain { .. }))
        .count();
    (chains, warnings.len() - chains)
}

/// The first few warnings, one a line, and a count of the rest by kind.
fn warnings_text(warnings: &[Warning]) -> String {
    let mut out = String::new();
    for w in warnings.iter().take(WARNINGS_LISTED) {
        out.push_str(&format!("snakes: warning: {w}\n"));
    }
    if warnings.len() > WARNINGS_LISTED {
        let (chains, shared) = warning_counts(warnings);
        out.push_str(&format!(
            "snakes: warning: ... {} more; {} warnings in all ({chains} chains, {shared} shared ends)\n",
            warnings.len() - WARNINGS_LISTED,
            warnings.len()
        ));
    }
    out
}

/// The counts of a board's warnings, by kind, for JSON output.
#[derive(Serialize)]
struct WarningCounts {
    chain: usize,
    shared_end: usize,
    total: usize,
}

/// The warnings for JSON output: a bounded list and the counts of all of them.
fn warnings_json(warnings: &[Warning]) -> (Vec<String>, WarningCounts) {
    let (chain, shared_end) = warning_counts(warnings);
    let listed = warnings
        .iter()
        .take(WARNINGS_IN_JSON)
        .map(|w| w.to_string())
        .collect();
    let counts = WarningCounts {
        chain,
        shared_end,
        total: warnings.len(),
    };
    (listed, counts)
}

/// Adds a board's `warnings` (the first few) and `warning_counts` to a JSON report.
fn add_warnings(out: &mut serde_json::Value, board: &Board) -> CliResult<()> {
    let (listed, counts) = warnings_json(&board.warnings());
    out["warnings"] = serde_json::json!(listed);
    out["warning_counts"] = to_json_value(&counts)?;
    Ok(())
}

fn to_json_value<T: Serialize>(value: &T) -> CliResult<serde_json::Value> {
    serde_json::to_value(value).map_err(json_error)
}

fn json_error(e: serde_json::Error) -> CliError {
    CliError::Input(Error::InvalidOption(msg!(
        codes::CLI_JSON,
        reason = e.to_string()
    )))
}

/// `solve --json`, written straight from the solve: a path or distances of millions of squares
/// as a JSON tree in memory took 385 MB and most of a second. Fields in alphabetical order, as
/// the tree wrote them.
#[derive(Serialize)]
struct SolveJson<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    distances: Option<Distances<'a>>,
    format: String,
    min_throws: Option<u32>,
    optimal_sequences: String,
    path: PathJson<'a>,
    rolls: Vec<u32>,
    rules: RulesJson,
    warning_counts: WarningCounts,
    warnings: Vec<String>,
}

#[derive(Serialize)]
struct RulesJson {
    faces: u32,
    jumps: String,
    overshoot: String,
    start: String,
}

/// Each square's throws to the end, `null` where the end cannot be reached.
struct Distances<'a>(&'a [u32]);

impl Serialize for Distances<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(
            self.0
                .iter()
                .map(|&d| (d != solve::UNREACHABLE).then_some(d)),
        )
    }
}

/// The path's throws as `{"from", "landed", "roll", "to"}` objects.
struct PathJson<'a>(&'a [solve::Step]);

#[derive(Serialize)]
struct StepJson {
    from: u32,
    landed: u32,
    roll: u32,
    to: u32,
}

impl Serialize for PathJson<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|st| StepJson {
            from: st.from,
            landed: st.landed,
            roll: st.roll,
            to: st.to,
        }))
    }
}

fn cmd_solve(args: &SolveArgs, stdin: &mut dyn Read) -> CliResult<String> {
    let (board, format) = load_board(&args.input, stdin)?;
    let rules = args.rules.rules();
    let (randomness, seed) = (args.randomness, args.seed);
    let table = Table::new(&board, &rules)?;
    let choice = PathChoice { randomness, seed };
    let s = match args.distances {
        true => solve::solve_with_distances(&table, &choice),
        false => solve::solve(&table, &choice),
    };
    if args.json {
        let (warnings, warning_counts) = warnings_json(&board.warnings());
        let out = SolveJson {
            distances: args.distances.then(|| Distances(s.distances())),
            format: format.to_string(),
            min_throws: s.min_throws,
            optimal_sequences: s.optimal_sequences().to_string(),
            path: PathJson(&s.path),
            rolls: s.rolls(),
            rules: RulesJson {
                faces: rules.faces,
                jumps: rules.jumps.to_string(),
                overshoot: rules.overshoot.to_string(),
                start: rules.start.to_string(),
            },
            warning_counts,
            warnings,
        };
        let mut text = serde_json::to_string(&out).map_err(json_error)?;
        text.push('\n');
        return Ok(text);
    }
    let mut out = String::new();
    match s.min_throws {
        None => out.push_str(&format!(
            "The last square {} cannot be reached from the start under {rules}.\n",
            board.size()
        )),
        Some(m) => {
            out.push_str(&format!("Minimum throws: {m}\n"));
            let rolls: Vec<String> = s.rolls().iter().map(u32::to_string).collect();
            out.push_str(&format!("Rolls: {}\n", rolls.join(" ")));
            out.push_str("Path:\n");
            for st in &s.path {
                out.push_str(&format!("  {}\n", describe_step(&board, st)));
            }
            out.push_str(&format!(
                "Optimal throw sequences: {}\n",
                s.optimal_sequences()
            ));
        }
    }
    if args.distances {
        out.push_str("Distance to the end (square: throws):\n");
        for (sq, &d) in s.distances().iter().enumerate() {
            let d = if d == solve::UNREACHABLE {
                "unreachable".to_string()
            } else {
                d.to_string()
            };
            out.push_str(&format!("  {sq}: {d}\n"));
        }
    }
    Ok(out)
}

fn describe_step(board: &Board, st: &solve::Step) -> String {
    let mut s = format!("{} + {} -> {}", st.from, st.roll, st.landed);
    if st.landed != st.to {
        let kind = if st.to > st.landed {
            "ladder up"
        } else {
            "snake down"
        };
        s.push_str(&format!(", {kind} to {}", st.to));
    }
    if st.landed != st.from + st.roll && st.from + st.roll > board.size() {
        s.push_str(" (bounced back from the end)");
    }
    s
}

/// The command that builds the same board again: every option that chose it, and the seed.
fn generate_command(args: &GenerateArgs, seed: u64) -> String {
    let mut command = String::from("snakes generate");
    if let Some(n) = args.size {
        command.push_str(&format!(" --size {n}"));
    }
    if let Some(r) = args.rows {
        command.push_str(&format!(" --rows {r}"));
    }
    if let Some(c) = args.columns {
        command.push_str(&format!(" --columns {c}"));
    }
    command.push_str(&format!(
        " --snakes {} --ladders {} --seed {seed}",
        args.snakes, args.ladders
    ));
    if args.reachable {
        command.push_str(" --reachable");
    }
    if let Some((lo, hi)) = args.min_throws {
        command.push_str(&format!(" --min-throws {lo}..{hi}"));
    }
    if let Some(TurnsRange((lo, hi))) = args.expected_turns {
        // + 0.0: a typed -0 is written 0, not read back as a flag.
        command.push_str(&format!(" --expected-turns {}..{hi}", lo + 0.0));
    }
    let rules = args.rules.rules();
    if rules != Rules::default() {
        command.push_str(&format!(" {rules}"));
    }
    command
}

fn cmd_generate(args: &GenerateArgs) -> CliResult<String> {
    let (rows, columns) = (args.rows, args.columns);
    let size = match (args.size, rows, columns) {
        (Some(n), _, _) => n,
        (None, Some(r), Some(c)) => r.checked_mul(c).ok_or_else(|| {
            CliError::Input(Error::Limit(msg!(
                codes::CLI_GRID_TOO_MANY,
                rows = r,
                columns = c
            )))
        })?,
        // clap requires --size unless both --rows and --columns are given.
        _ => {
            return Err(CliError::Input(Error::InvalidOption(msg!(
                codes::CLI_GENERATE_SIZE
            ))))
        }
    };
    let (snakes, ladders) = (args.snakes, args.ladders);
    let seed = args
        .seed
        .unwrap_or_else(|| crate::rng::shown_seed(crate::rng::random_seed()));
    let mut spec = world::WorldSpec::new(size, snakes, ladders, seed);
    spec.columns = columns;
    spec.reachable = args.reachable;
    spec.rules = args.rules.rules();
    spec.min_throws = args.min_throws;
    spec.expected_turns = args.expected_turns.map(|r| r.0);
    let board = generate_watched(&spec)?;
    if args.json {
        let pairs = |it: &mut dyn Iterator<Item = crate::Jump>| -> Vec<[u32; 2]> {
            it.map(|j| [j.from, j.to]).collect()
        };
        let mut out = serde_json::json!({
            "size": board.size(),
            "snakes": pairs(&mut board.snakes()),
            "ladders": pairs(&mut board.ladders()),
            "seed": seed,
        });
        if let Some(c) = board.columns_hint() {
            out["columns"] = serde_json::json!(c);
        }
        return Ok(format!("{out}\n"));
    }
    let format = args.format;
    let text = formats::print(&board, format)?;
    if format == Format::Native {
        Ok(format!(
            "# generated by {}\n{text}",
            generate_command(args, seed)
        ))
    } else {
        eprintln!("snakes: seed {seed}");
        Ok(text)
    }
}

/// Builds the board; a search by target length shows its progress on a terminal (twice a
/// second) and stops on Ctrl-C, exiting 130 with the reason on stderr.
fn generate_watched(spec: &world::WorldSpec) -> CliResult<Board> {
    if spec.expected_turns.is_none() {
        return Ok(world::generate(spec)?);
    }
    watch_ctrl_c();
    let show = std::io::stderr().is_terminal();
    let started = Instant::now();
    let last = std::cell::Cell::new(Duration::ZERO);
    let shown = std::cell::Cell::new(false);
    let progress = |done: u32, most: u32| {
        let now = started.elapsed();
        if show && now >= last.get() + Duration::from_millis(500) {
            last.set(now);
            shown.set(true);
            eprint!(
                "\rsearching: {done} of at most {most} boards tried, {:.0} s   ",
                now.as_secs_f64()
            );
        }
    };
    let watch = world::Watch {
        stop: Some(&SIMULATION.stop),
        progress: Some(&progress),
    };
    let result = world::generate_watched(spec, &watch);
    if shown.get() {
        eprintln!();
    }
    match result {
        Err(e) if SIMULATION.stop.load(Ordering::Relaxed) => {
            eprintln!("snakes: {e}");
            Err(CliError::Interrupted(String::new()))
        }
        other => Ok(other?),
    }
}

fn cmd_print(args: &PrintArgs, stdin: &mut dyn Read) -> CliResult<String> {
    let text = read_input(args.file.as_deref(), stdin)?;
    let parsed = formats::parse(&text, None)?;
    Ok(formats::print(&parsed.board, args.format)?)
}

fn puzzle_answers(text: &str, format: Format) -> CliResult<String> {
    let (_, boards) = formats::parse_all(text, Some(format))?;
    let rules = Rules::puzzle();
    let mut out = String::new();
    for board in boards {
        let table = Table::new(&board, &rules)?;
        match solve::min_throws(&table) {
            Some(m) => out.push_str(&format!("{m}\n")),
            None => out.push_str("-1\n"),
        }
    }
    Ok(out)
}

fn cmd_analyze(args: &AnalyzeArgs, stdin: &mut dyn Read) -> CliResult<String> {
    let (board, _) = load_board(&args.input, stdin)?;
    let rules = args.rules.rules();
    let players = args.players;
    let table = Table::new(&board, &rules)?;
    let options = analysis::AnalyzeOptions {
        knock_off: args.knock_off,
        ..analysis::AnalyzeOptions::default()
    };
    let report = analysis::analyze_with(&table, players, &options)?;
    let after = args.after;
    let occupancy = after.map(|t| analysis::occupancy(&table, t)).transpose()?;
    // What each jump is worth needs a solve per jump: past its limit, a note instead.
    let values = analysis::jump_values(&board, &rules);
    if args.json {
        let mut out = to_json_value(&report)?;
        match &values {
            Ok(v) => out["jump_values"] = serde_json::json!(v),
            Err(e) => out["jump_values_note"] = serde_json::json!(e.to_string()),
        }
        add_warnings(&mut out, &board)?;
        if let Some(o) = occupancy {
            out["occupancy"] = serde_json::json!(o);
            out["after"] = serde_json::json!(after);
        }
        return Ok(format!("{out}\n"));
    }
    let mut text = report.to_string();
    match &values {
        Ok(v) => {
            // Where every game ends the average is finite, even where no float holds it.
            let endless = report.expected_turns.is_none() && report.p_finish < 1.0;
            text.push_str(&analysis::jump_values_text(v, endless));
        }
        Err(e) => text.push_str(&format!("what each jump is worth: not computed ({e})\n")),
    }
    if let (Some(t), Some(o)) = (after, &occupancy) {
        text.push_str(&format!(
            "after {t} throws: finished {:.6}; ",
            o[o.len() - 1]
        ));
        let (square, p) = o[..o.len() - 1]
            .iter()
            .enumerate()
            .fold(
                (0, 0.0),
                |best, (q, &p)| if p > best.1 { (q, p) } else { best },
            );
        text.push_str(&format!("most likely square {square} ({p:.6})\n"));
    }
    Ok(text)
}

/// The running simulation, for the Ctrl-C handler (installed once per process).
static SIMULATION: analysis::RunControl = analysis::RunControl {
    stop: AtomicBool::new(false),
    done: AtomicU64::new(0),
};

/// Makes Ctrl-C set `SIMULATION.stop` (cleared here) instead of ending the process, so that a
/// long run stops with what it has.
fn watch_ctrl_c() {
    static HANDLER: Once = Once::new();
    HANDLER.call_once(|| {
        // Without a handler (some sandboxes refuse one) Ctrl-C simply ends the process.
        let _ = ctrlc::set_handler(|| SIMULATION.stop.store(true, Ordering::Relaxed));
    });
    SIMULATION.stop.store(false, Ordering::Relaxed);
}

/// Plays the games on every core; Ctrl-C stops after the chunks being played (well within a
/// second) with the games finished so far; on a terminal, progress with an estimate goes to
/// stderr twice a second.
fn simulate_watched(
    table: &Table,
    options: &analysis::SimulationOptions,
) -> CliResult<analysis::SimulationSums> {
    watch_ctrl_c();
    SIMULATION.done.store(0, Ordering::Relaxed);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let show = std::io::stderr().is_terminal();
    let over = AtomicBool::new(false);
    let sums = std::thread::scope(|scope| {
        if show {
            scope.spawn(|| progress(options.games, &over));
        }
        let sums = analysis::simulate_parallel(table, options, threads, &SIMULATION);
        over.store(true, Ordering::Relaxed);
        sums
    })?;
    Ok(sums)
}

/// "simulated 1200000 of 5000000 games (24%), about 13 s left", redrawn in place.
fn progress(total: u64, over: &AtomicBool) {
    let started = Instant::now();
    let mut shown = false;
    while !over.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(500));
        let done = SIMULATION.done.load(Ordering::Relaxed);
        if done == 0 || over.load(Ordering::Relaxed) {
            continue;
        }
        let elapsed = started.elapsed().as_secs_f64();
        let left = elapsed * (total - done.min(total)) as f64 / done as f64;
        eprint!(
            "\rsimulated {done} of {total} games ({}%), about {left:.0} s left   ",
            done * 100 / total.max(1)
        );
        shown = true;
    }
    if shown {
        eprintln!();
    }
}

fn cmd_simulate(args: &SimulateArgs, stdin: &mut dyn Read) -> CliResult<String> {
    let rules = args.rules.rules();
    let (games, players) = (args.games, args.players);
    let seed = args
        .seed
        .unwrap_or_else(|| crate::rng::shown_seed(crate::rng::random_seed()));
    let options = analysis::SimulationOptions {
        players,
        knock_off: args.knock_off,
        sixes_again: args.sixes,
        three_sixes_end: args.three_sixes,
        seed,
        games,
    };
    // Options that cannot go together are refused before the input is read (or waited for).
    if args.three_sixes && !args.sixes {
        return Err(CliError::Input(Error::InvalidOption(msg!(
            codes::CLI_THREE_SIXES
        ))));
    }
    options.check()?;
    let (board, _) = load_board(&args.input, stdin)?;
    let table = Table::new(&board, &rules)?;
    let sums = simulate_watched(&table, &options)?;
    let report = sums.report(&options);
    let interrupted = sums.games < games;
    if args.json {
        let mut out = to_json_value(&report)?;
        if interrupted {
            out["interrupted"] = serde_json::json!(true);
            out["games_asked"] = serde_json::json!(games);
        }
        add_warnings(&mut out, &board)?;
        return partial(format!("{out}\n"), interrupted);
    }
    let note = if interrupted {
        format!(
            "interrupted (Ctrl-C) after {} of {games} games\n",
            sums.games
        )
    } else {
        String::new()
    };
    partial(format!("{note}{report}\nseed: {seed}\n"), interrupted)
}

/// `out` as the command's answer, or as the partial answer of an interrupted run.
fn partial(out: String, interrupted: bool) -> CliResult<String> {
    if interrupted {
        Err(CliError::Interrupted(out))
    } else {
        Ok(out)
    }
}

//! The command line as clap reads it: subcommands, flags, their help and their value checks.
//!
//! Values the library already knows how to read (rules, formats, expected-turn ranges) go
//! through the library's own parsers, so a wrong value gets the same words on the command line
//! as on the page; clap adds where (which flag) and the usage.

use crate::analysis::MAX_PLAYERS;
use crate::error::Error;
use crate::formats::Format;
use crate::rules::{JumpMode, Overshoot, Rules, Start};
use clap::builder::{PossibleValue, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueHint};
use clap_complete::Shell;
use std::ffi::OsStr;
use std::fmt::Display;
use std::path::PathBuf;
use std::str::FromStr;

/// Seeds are whole numbers up to 2^53 - 1, so they survive JavaScript numbers.
const MAX_SEED: u64 = (1 << 53) - 1;

#[derive(Parser, Debug)]
#[command(
    name = "snakes",
    version,
    about = "Snakes and Ladders boards, minimum throws, worlds, games and analysis",
    after_help = "Input is a FILE, or standard input when FILE is '-' or absent. \
                  Exit status: 0 on success, 2 on bad input or usage, \
                  130 when Ctrl-C stopped a simulation or a search.",
    subcommand_required = true,
    arg_required_else_help = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// The minimum number of throws to the last square, with one optimal path
    #[command(args_override_self = true, allow_negative_numbers = true)]
    Solve(SolveArgs),
    /// A random board with the snakes and ladders asked for (reproducible by --seed)
    #[command(args_override_self = true, allow_negative_numbers = true)]
    Generate(GenerateArgs),
    /// How long a game takes and who wins: exact expectations, distributions and odds
    #[command(args_override_self = true, allow_negative_numbers = true)]
    Analyze(AnalyzeArgs),
    /// Plays many games on every core and reports what happened (Ctrl-C stops early)
    #[command(args_override_self = true, allow_negative_numbers = true)]
    Simulate(SimulateArgs),
    /// Converts a board to another format
    #[command(args_override_self = true, allow_negative_numbers = true)]
    Print(PrintArgs),
    /// "The Quickest Way Up" from standard input: one answer per line, -1 if none
    Hackerrank,
    /// LeetCode 909 from standard input: one grid per line, one answer per line
    Leetcode,
    /// A shell completion script on standard output
    #[command(
        after_help = "Bash: snakes completions bash > ~/.local/share/bash-completion/completions/snakes\n\
                            Zsh:  snakes completions zsh > \"${fpath[1]}/_snakes\"\n\
                            Fish: snakes completions fish > ~/.config/fish/completions/snakes.fish"
    )]
    Completions {
        /// The shell to complete for
        shell: Shell,
    },
}

/// The board to read.
#[derive(Args, Debug)]
pub struct Input {
    /// The board file; standard input when it is '-' or absent
    #[arg(value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub file: Option<PathBuf>,
    /// Read the board in this format [default: detected]
    #[arg(long, value_name = "F", value_parser = format_parser())]
    pub format: Option<Format>,
}

/// The rules of the game, defaulting to the library's defaults.
#[derive(Args, Debug)]
#[command(next_help_heading = "Rule flags")]
pub struct RuleFlags {
    /// Where tokens start: off the board, or on square 1
    #[arg(long, value_name = "WHERE", default_value_t = Rules::default().start,
          value_parser = library::<Start>(&["off-board", "1"]))]
    pub start: Start,
    /// What a throw past the last square does
    #[arg(long, value_name = "HOW", default_value_t = Rules::default().overshoot,
          value_parser = library::<Overshoot>(&["stay", "bounce", "win"]))]
    pub overshoot: Overshoot,
    /// Whether a jump onto another jump's start takes that one too
    #[arg(long, value_name = "HOW", default_value_t = Rules::default().jumps,
          value_parser = library::<JumpMode>(&["single", "chain"]))]
    pub jumps: JumpMode,
    /// Faces of the die
    #[arg(long, value_name = "K", default_value_t = Rules::default().faces, value_parser = faces)]
    pub faces: u32,
}

impl RuleFlags {
    pub fn rules(&self) -> Rules {
        Rules {
            start: self.start,
            overshoot: self.overshoot,
            jumps: self.jumps,
            faces: self.faces,
        }
    }
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    #[command(flatten)]
    pub input: Input,
    /// Among equally short paths: 0 takes the largest optimal roll, 1 a uniformly random one, at every throw
    #[arg(long, value_name = "R", default_value_t = 0.0, value_parser = randomness)]
    pub randomness: f64,
    /// The seed of those random choices
    #[arg(long, value_name = "X", default_value_t = 0, value_parser = seed)]
    pub seed: u64,
    /// JSON on standard output
    #[arg(long)]
    pub json: bool,
    /// Also the distance to the end from every square
    #[arg(long)]
    pub distances: bool,
    #[command(flatten)]
    pub rules: RuleFlags,
}

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Squares on the board (or give --rows and --columns)
    #[arg(long, value_name = "N", required_unless_present_all = ["rows", "columns"],
          value_parser = whole::<u32>(0, u32::MAX))]
    pub size: Option<u32>,
    /// Rows of the board, with --columns
    #[arg(long, value_name = "R", value_parser = whole::<u32>(0, u32::MAX))]
    pub rows: Option<u32>,
    /// Columns of the board
    #[arg(long, value_name = "C", value_parser = whole::<u32>(0, u32::MAX))]
    pub columns: Option<u32>,
    /// How many snakes
    #[arg(long, value_name = "S", default_value_t = 0, value_parser = whole::<u32>(0, u32::MAX))]
    pub snakes: u32,
    /// How many ladders
    #[arg(long, value_name = "L", default_value_t = 0, value_parser = whole::<u32>(0, u32::MAX))]
    pub ladders: u32,
    /// The seed; the same seed gives the same board here and in the browser [default: drawn and shown]
    #[arg(long, value_name = "X", value_parser = seed)]
    pub seed: Option<u64>,
    /// Only boards whose last square can be reached
    #[arg(long)]
    pub reachable: bool,
    /// Only boards whose minimum throws lie in LO..HI (or are N)
    #[arg(long, value_name = "LO..HI", value_parser = throws_range)]
    pub min_throws: Option<(u32, u32)>,
    /// Only boards whose expected turns lie in LO..HI (or are about T: within 5%, at least 1 either side)
    #[arg(long, value_name = "LO..HI|T", value_parser = library::<TurnsRange>(&[]))]
    pub expected_turns: Option<TurnsRange>,
    /// Print the board in this format
    #[arg(long, value_name = "F", default_value_t = Format::Native, value_parser = format_parser())]
    pub format: Format,
    /// JSON on standard output: size, snakes, ladders, seed
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub rules: RuleFlags,
}

#[derive(Args, Debug)]
pub struct AnalyzeArgs {
    #[command(flatten)]
    pub input: Input,
    /// Players taking turns
    #[arg(long, value_name = "P", default_value_t = 1, value_parser = whole::<usize>(1, MAX_PLAYERS))]
    pub players: usize,
    /// Landing on another player's square sends that player back to the start
    #[arg(long)]
    pub knock_off: bool,
    /// Also where a token is after T throws
    #[arg(long, value_name = "T", value_parser = whole::<u32>(0, u32::MAX))]
    pub after: Option<u32>,
    /// JSON on standard output
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub rules: RuleFlags,
}

#[derive(Args, Debug)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub input: Input,
    /// Games to play
    #[arg(long, value_name = "G", required = true, value_parser = whole::<u64>(0, u64::MAX))]
    pub games: u64,
    /// Players taking turns
    #[arg(long, value_name = "P", default_value_t = 1, value_parser = whole::<usize>(1, MAX_PLAYERS))]
    pub players: usize,
    /// The seed; game i is seeded from (seed, i) [default: drawn and shown]
    #[arg(long, value_name = "X", value_parser = seed)]
    pub seed: Option<u64>,
    /// Landing on another player's square sends that player back to the start
    #[arg(long)]
    pub knock_off: bool,
    /// A six throws again
    #[arg(long)]
    pub sixes: bool,
    /// Three sixes in a row end the turn
    #[arg(long)]
    pub three_sixes: bool,
    /// JSON on standard output
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub rules: RuleFlags,
}

#[derive(Args, Debug)]
pub struct PrintArgs {
    /// The board file (any format, detected); standard input when it is '-' or absent
    #[arg(value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub file: Option<PathBuf>,
    /// Print the board in this format
    #[arg(long, value_name = "F", default_value_t = Format::Native, value_parser = format_parser())]
    pub format: Format,
}

/// A range of expected turns, read by the world builder's own parser.
#[derive(Debug, Clone, Copy)]
pub struct TurnsRange(pub (f64, f64));

impl FromStr for TurnsRange {
    type Err = Error;
    fn from_str(s: &str) -> crate::Result<Self> {
        crate::world::parse_expected_turns(s).map(TurnsRange)
    }
}

/// A value read by the library's `FromStr`, with its message; `names` are listed in the help
/// and offered by shell completions (the library accepts a few more spellings).
#[derive(Clone)]
pub struct Library<T> {
    names: &'static [&'static str],
    kind: std::marker::PhantomData<fn() -> T>,
}

fn library<T>(names: &'static [&'static str]) -> Library<T> {
    Library {
        names,
        kind: std::marker::PhantomData,
    }
}

fn format_parser() -> Library<Format> {
    const NAMES: [&str; Format::ALL.len()] = {
        let mut names = [""; Format::ALL.len()];
        let mut i = 0;
        while i < names.len() {
            names[i] = Format::ALL[i].name();
            i += 1;
        }
        names
    };
    library(&NAMES)
}

impl<T> TypedValueParser for Library<T>
where
    T: FromStr<Err = Error> + Clone + Send + Sync + 'static,
{
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<T, clap::Error> {
        let read = |text: &str| text.parse::<T>().map_err(reason);
        read.parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        if self.names.is_empty() {
            return None;
        }
        Some(Box::new(self.names.iter().map(|&n| PossibleValue::new(n))))
    }
}

/// The library's message without its "invalid option:" prefix: clap already says that.
fn reason(e: Error) -> String {
    match e {
        Error::InvalidOption(m) => m.to_string(),
        other => other.to_string(),
    }
}

/// A whole number from `lo` to `hi`.
fn whole<T>(lo: T, hi: T) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static
where
    T: FromStr + PartialOrd + Display + Copy + Send + Sync + 'static,
{
    move |text| match text.trim().parse::<T>() {
        Ok(n) if lo <= n && n <= hi => Ok(n),
        _ => Err(format!("expected a whole number from {lo} to {hi}")),
    }
}

fn seed(text: &str) -> Result<u64, String> {
    whole(0, MAX_SEED)(text)
}

fn faces(text: &str) -> Result<u32, String> {
    let mut rules = Rules::default();
    rules.set("faces", text).map_err(reason)?;
    Ok(rules.faces)
}

fn randomness(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(r) if (0.0..=1.0).contains(&r) => Ok(r),
        _ => Err("expected a number from 0 to 1".into()),
    }
}

/// `LO..HI`, `LO..=HI` or a single `N`, with LO <= HI.
fn throws_range(text: &str) -> Result<(u32, u32), String> {
    let bad = || "expected LO..HI or N, whole numbers with LO <= HI, such as 5..8".to_string();
    let (lo, hi) = match text.split_once("..") {
        Some((a, b)) => (a.trim(), b.trim().trim_start_matches('=')),
        None => (text.trim(), text.trim()),
    };
    let lo: u32 = lo.parse().map_err(|_| bad())?;
    let hi: u32 = hi.parse().map_err(|_| bad())?;
    if lo > hi {
        return Err(bad());
    }
    Ok((lo, hi))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// clap's own consistency checks (names, groups, value parsers against field types).
    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
    }
}

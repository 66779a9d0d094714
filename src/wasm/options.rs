//! Options objects from JavaScript, each read once into a typed Rust value.
//!
//! Every options object that crosses the boundary (the rules, solve and trace options, a
//! game's, a world's, the analysis's and a simulation's) is read here and nowhere else, by one
//! small reader, [`Fields`]: a key the reader does not know is refused by name, and so is a value
//! of the wrong type, an entry of a list included ("game option 'players' must be a number of
//! players or a list of names, but entry 2 is 3"). A value of the right type but out of range
//! gets the core's own message. Which types each key takes is written in ./types/*.d.ts.
//!
//! The reader is this crate's own rather than serde-wasm-bindgen's `from_value`: the page's core
//! module links no serde, and reading the rules object alone with a derived `Deserialize`
//! (`deny_unknown_fields`, an untagged number-or-text) made that module 39,938 bytes larger
//! (188,828 against 148,890 after wasm-opt; 81,256 against 63,995 gzipped), a quarter of a
//! module that must stay under 150,000 bytes. The full module's results still cross with
//! serde-wasm-bindgen (./analysis.rs).

use super::js::{format_number, parse_number, MAX_SAFE};
use crate::codes;
use crate::error::{excerpt, Error};
#[cfg(feature = "games")]
use crate::game::GameOptions;
#[cfg(any(feature = "games", feature = "markov"))]
use crate::game::MAX_PLAYERS;
use crate::message::Code;
use crate::rng;
use crate::rules::Rules;
use crate::solve::PathChoice;
use js_sys::{Array, Object, Reflect, JSON};
use wasm_bindgen::{JsCast, JsValue};

/// A value read from one JavaScript options object (undefined or null: every option at its
/// default), refusing unknown keys and values of the wrong type by the key's name.
pub(crate) trait FromJs: Sized {
    /// Reads `value`.
    fn from_js(value: &JsValue) -> Result<Self, Error>;
}

/// One options object, its keys checked against those its reader knows.
pub(crate) struct Fields {
    obj: Option<Object>,
    what: &'static str,
}

// The solver and search modules (no games) read no game's options: some readers go unused there.
#[cfg_attr(not(feature = "games"), allow(dead_code))]
impl Fields {
    /// The `what` options in `value` (undefined or null: none given), refusing any key not in
    /// `keys`.
    pub(crate) fn of(value: &JsValue, what: &'static str, keys: &[&str]) -> Result<Fields, Error> {
        if value.is_undefined() || value.is_null() {
            return Ok(Fields { obj: None, what });
        }
        if !value.is_object() || Array::is_array(value) {
            return Err(Error::InvalidOption(crate::msg!(
                crate::codes::JS_OPTIONS_OBJECT,
                what,
                found = shown(value)
            )));
        }
        let obj: Object = value.clone().unchecked_into();
        for key in Object::keys(&obj).iter() {
            let key = key.as_string().unwrap_or_default();
            if !keys.contains(&key.as_str()) {
                return Err(Error::InvalidOption(crate::msg!(
                    crate::codes::JS_OPTION_UNKNOWN,
                    what,
                    found = excerpt(&key),
                    keys = keys.join(", ")
                )));
            }
        }
        Ok(Fields {
            obj: Some(obj),
            what,
        })
    }

    /// The value of `key`, `None` when it is absent, undefined or null.
    #[inline(never)]
    pub(crate) fn value(&self, key: &str) -> Result<Option<JsValue>, Error> {
        let Some(obj) = &self.obj else {
            return Ok(None);
        };
        let v = Reflect::get(obj, &JsValue::from_str(key))
            .map_err(|e| self.wrong(key, &codes::EXPECT_READABLE, &e))?;
        Ok((!v.is_undefined() && !v.is_null()).then_some(v))
    }

    /// The error for `key` holding `found` where `expected` (a message: `expect.string`, ...)
    /// belongs.
    #[inline(never)]
    pub(crate) fn wrong(&self, key: &str, expected: &'static Code, found: &JsValue) -> Error {
        Error::InvalidOption(crate::msg!(
            crate::codes::JS_OPTION_WRONG,
            what = self.what,
            key,
            expected = crate::msg!(*expected),
            found = shown(found)
        ))
    }

    /// The error for entry `i` (from 0) of the list `key` holding `found`.
    #[inline(never)]
    fn entry_wrong(&self, key: &str, expected: &'static Code, i: usize, found: &JsValue) -> Error {
        Error::InvalidOption(crate::msg!(
            crate::codes::JS_OPTION_ENTRY,
            what = self.what,
            key,
            expected = crate::msg!(*expected),
            entry = i + 1,
            found = shown(found)
        ))
    }

    /// A boolean option; absent is false.
    #[inline(never)]
    pub(crate) fn flag(&self, key: &str) -> Result<bool, Error> {
        match self.value(key)? {
            None => Ok(false),
            Some(v) => v
                .as_bool()
                .ok_or_else(|| self.wrong(key, &codes::EXPECT_TRUE_OR_FALSE, &v)),
        }
    }

    /// A whole-number option from `lo` to `hi`, given as a number.
    #[inline(never)]
    pub(crate) fn whole(&self, key: &str, lo: u32, hi: u32) -> Result<Option<u32>, Error> {
        let Some(v) = self.value(key)? else {
            return Ok(None);
        };
        match v.as_f64() {
            Some(n) if n.fract() == 0.0 && n >= f64::from(lo) && n <= f64::from(hi) => {
                Ok(Some(n as u32))
            }
            _ => Err(Error::InvalidOption(crate::msg!(
                crate::codes::JS_OPTION_WHOLE,
                what = self.what,
                key,
                lo,
                hi,
                found = shown(&v)
            ))),
        }
    }

    /// A number option JavaScript may give as a number or as its text (a form field's, an
    /// attribute's), read as `Number(text)` reads it; blank text is none. `expected` says what
    /// the number must be, for the error.
    #[inline(never)]
    pub(crate) fn numeric(
        &self,
        key: &str,
        expected: &'static Code,
    ) -> Result<Option<(f64, JsValue)>, Error> {
        let Some(v) = self.value(key)? else {
            return Ok(None);
        };
        let n = match v.as_string() {
            Some(t) if t.trim().is_empty() => return Ok(None),
            Some(t) => parse_number(&t),
            None => v.as_f64().filter(|n| !n.is_nan()),
        };
        match n {
            Some(n) => Ok(Some((n, v))),
            None => Err(self.wrong(key, expected, &v)),
        }
    }

    /// A whole number from 0 to 2^53 - 1, as a number or as its text.
    #[inline(never)]
    pub(crate) fn safe_whole(
        &self,
        key: &str,
        expected: &'static Code,
    ) -> Result<Option<u64>, Error> {
        match self.numeric(key, expected)? {
            None => Ok(None),
            Some((n, _)) if n >= 0.0 && n.fract() == 0.0 && n <= MAX_SAFE as f64 => {
                Ok(Some(n as u64))
            }
            Some((_, v)) => Err(self.wrong(key, expected, &v)),
        }
    }

    /// An option given as a string, or as a number (written as JavaScript writes it).
    #[inline(never)]
    pub(crate) fn word(&self, key: &str) -> Result<Option<String>, Error> {
        let Some(v) = self.value(key)? else {
            return Ok(None);
        };
        match (v.as_string(), v.as_f64()) {
            (Some(s), _) => Ok(Some(s)),
            (None, Some(n)) => Ok(Some(format_number(n))),
            _ => Err(self.wrong(key, &codes::EXPECT_STRING, &v)),
        }
    }

    /// A range `[lo, hi]`: an array of exactly two numbers, each entry checked.
    #[cfg(feature = "extras")]
    pub(crate) fn pair(&self, key: &str) -> Result<Option<(f64, f64)>, Error> {
        match self.value(key)? {
            None => Ok(None),
            Some(v) => self.pair_in(key, &v).map(Some),
        }
    }

    /// `v`, the value of `key`, as a range `[lo, hi]` of two numbers.
    #[cfg(feature = "extras")]
    pub(crate) fn pair_in(&self, key: &str, v: &JsValue) -> Result<(f64, f64), Error> {
        const PAIR: &Code = &codes::EXPECT_RANGE;
        if !Array::is_array(v) || Array::from(v).length() != 2 {
            return Err(self.wrong(key, PAIR, v));
        }
        let list = Array::from(v);
        let entry = |i: u32| {
            let e = list.get(i);
            match e.as_f64() {
                Some(n) if !n.is_nan() => Ok(n),
                _ => Err(self.entry_wrong(key, PAIR, i as usize, &e)),
            }
        };
        Ok((entry(0)?, entry(1)?))
    }

    /// `v`, the value of the list option `key`, as strings, each entry checked.
    pub(crate) fn strings_in(
        &self,
        key: &str,
        expected: &'static Code,
        v: &JsValue,
    ) -> Result<Vec<String>, Error> {
        let mut out = Vec::new();
        for (i, e) in Array::from(v).iter().enumerate() {
            out.push(
                e.as_string()
                    .ok_or_else(|| self.entry_wrong(key, expected, i, &e))?,
            );
        }
        Ok(out)
    }

    /// An options object inside this one (the `rules` of a game), read by its own reader.
    pub(crate) fn nested<T: FromJs>(&self, key: &str) -> Result<T, Error> {
        T::from_js(&self.value(key)?.unwrap_or(JsValue::UNDEFINED))
    }

    /// The `seed` option, or a fresh one (shown to people, so under 2^53) when none is given.
    pub(crate) fn seed_or_random(&self) -> Result<u64, Error> {
        Ok(self
            .safe_whole("seed", SEED)?
            .unwrap_or_else(|| rng::shown_seed(rng::random_seed())))
    }
}

/// What a seed must be.
const SEED: &Code = &codes::EXPECT_SEED;

/// A JavaScript value as a message shows it: as JSON (`"3"`, `[1,"x",3]`, `true`), cut short,
/// or its type when JSON has no text for it.
fn shown(v: &JsValue) -> String {
    match JSON::stringify(v).ok().and_then(|s| s.as_string()) {
        Some(text) => excerpt(&text),
        None => v.js_typeof().as_string().unwrap_or_default(),
    }
}

/// The rules, `{start, overshoot, jumps, faces}`, named and spelled as the command's flags:
/// each value goes through the core's own rule parser ([`Rules::set`]).
impl FromJs for Rules {
    fn from_js(value: &JsValue) -> Result<Rules, Error> {
        const NAMES: [&str; 4] = ["start", "overshoot", "jumps", "faces"];
        let f = Fields::of(value, "rule", &NAMES)?;
        let mut rules = Rules::default();
        for name in NAMES {
            if let Some(v) = f.word(name)? {
                rules.set(name, &v)?;
            }
        }
        Ok(rules)
    }
}

/// `{randomness, seed}`: how `solve` picks among equally short paths.
impl FromJs for PathChoice {
    fn from_js(value: &JsValue) -> Result<PathChoice, Error> {
        path_choice(&Fields::of(value, "solve", &["randomness", "seed"])?)
    }
}

/// `randomness` (0 to 1, a number or its text) and `seed` (0 when absent) of solve or trace
/// options.
fn path_choice(f: &Fields) -> Result<PathChoice, Error> {
    const RANDOMNESS: &Code = &codes::EXPECT_FRACTION;
    let mut choice = PathChoice::default();
    match f.numeric("randomness", RANDOMNESS)? {
        None => {}
        Some((r, _)) if (0.0..=1.0).contains(&r) => choice.randomness = r,
        Some((_, v)) => return Err(f.wrong("randomness", RANDOMNESS, &v)),
    }
    choice.seed = f.safe_whole("seed", SEED)?.unwrap_or(0);
    Ok(choice)
}

/// `bfsTrace`'s options: the path choice and `limit`, the dequeues to record.
#[cfg(feature = "search")]
pub(crate) struct TraceOptions {
    /// How the path read back is chosen.
    pub(crate) choice: PathChoice,
    /// The dequeues to record; `None`: as many as the trace may hold.
    pub(crate) limit: Option<u32>,
}

#[cfg(feature = "search")]
impl FromJs for TraceOptions {
    fn from_js(value: &JsValue) -> Result<TraceOptions, Error> {
        let f = Fields::of(value, "bfsTrace", &["randomness", "seed", "limit"])?;
        Ok(TraceOptions {
            choice: path_choice(&f)?,
            limit: f.whole("limit", 0, u32::MAX)?,
        })
    }
}

/// A game's options: `{players: 2 | ["Ann", "Bo"], rules, knockOff, sixesAgain, threeSixesEnd,
/// seed}`; without a seed one is drawn.
#[cfg(feature = "games")]
impl FromJs for GameOptions {
    fn from_js(value: &JsValue) -> Result<GameOptions, Error> {
        let f = Fields::of(
            value,
            "game",
            &[
                "players",
                "rules",
                "knockOff",
                "sixesAgain",
                "threeSixesEnd",
                "seed",
            ],
        )?;
        let mut options = GameOptions::players(2, f.seed_or_random()?);
        if let Some(players) = players(&f)? {
            options.players = players;
        }
        options.rules = f.nested("rules")?;
        options.knock_off = f.flag("knockOff")?;
        options.sixes_again = f.flag("sixesAgain")?;
        options.three_sixes_end = f.flag("threeSixesEnd")?;
        Ok(options)
    }
}

/// The `players` of a game: a count (empty names, the seats' own) or a list of names.
#[cfg(feature = "games")]
fn players(f: &Fields) -> Result<Option<Vec<String>>, Error> {
    const EXPECTED: &Code = &codes::EXPECT_PLAYERS;
    let Some(v) = f.value("players")? else {
        return Ok(None);
    };
    if Array::is_array(&v) {
        let names = f.strings_in("players", EXPECTED, &v)?;
        if names.len() > MAX_PLAYERS {
            return Err(Error::InvalidOption(crate::msg!(
                crate::codes::JS_PLAYERS,
                max = MAX_PLAYERS,
                count = names.len()
            )));
        }
        return Ok(Some(names));
    }
    if v.as_f64().is_none() {
        return Err(f.wrong("players", EXPECTED, &v));
    }
    let count = f.whole("players", 1, MAX_PLAYERS as u32)?.unwrap_or(2);
    Ok(Some(vec![String::new(); count as usize]))
}

#[cfg(feature = "extras")]
pub(crate) use world::GenerateOptions;

/// `Board.generate`'s options (the full module's world builder).
#[cfg(feature = "extras")]
mod world {
    use super::*;
    use crate::board::MAX_SQUARES;
    use crate::world::{about_expected_turns, WorldSpec};

    /// A world to build: what `Board.generate` was asked for.
    pub(crate) struct GenerateOptions(pub(crate) WorldSpec);

    impl FromJs for GenerateOptions {
        fn from_js(value: &JsValue) -> Result<GenerateOptions, Error> {
            let f = Fields::of(
                value,
                "generate",
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
            )?;
            let max = MAX_SQUARES;
            let columns = f.whole("columns", 1, max)?;
            let size = size(&f, columns)?;
            let (snakes, ladders) = (f.whole("snakes", 0, max)?, f.whole("ladders", 0, max)?);
            let mut spec = WorldSpec::new(
                size,
                snakes.unwrap_or(0),
                ladders.unwrap_or(0),
                f.seed_or_random()?,
            );
            spec.columns = columns;
            spec.reachable = f.flag("reachable")?;
            spec.rules = f.nested("rules")?;
            spec.min_throws = min_throws(&f)?;
            spec.expected_turns = expected_turns(&f)?;
            Ok(GenerateOptions(spec))
        }
    }

    /// The world's size: `size`, or `rows` times `columns`, or 100.
    fn size(f: &Fields, columns: Option<u32>) -> Result<u32, Error> {
        let max = MAX_SQUARES;
        match (f.whole("size", 2, max)?, f.whole("rows", 1, max)?, columns) {
            (Some(n), _, _) => Ok(n),
            (None, Some(r), Some(c)) => match r.checked_mul(c) {
                Some(n) if (2..=max).contains(&n) => Ok(n),
                _ => Err(Error::Limit(crate::msg!(
                    crate::codes::JS_GRID,
                    rows = r,
                    columns = c,
                    max
                ))),
            },
            (None, None, None) => Ok(100),
            _ => Err(Error::InvalidOption(crate::msg!(crate::codes::JS_SIZE))),
        }
    }

    /// `minThrows: [lo, hi]`, whole numbers with 0 <= lo <= hi.
    fn min_throws(f: &Fields) -> Result<Option<(u32, u32)>, Error> {
        match f.pair("minThrows")? {
            None => Ok(None),
            Some((lo, hi))
                if lo >= 0.0
                    && lo <= hi
                    && hi <= f64::from(MAX_SQUARES)
                    && lo.fract() == 0.0
                    && hi.fract() == 0.0 =>
            {
                Ok(Some((lo as u32, hi as u32)))
            }
            Some(_) => Err(Error::InvalidOption(crate::msg!(
                crate::codes::JS_MIN_THROWS
            ))),
        }
    }

    /// `expectedTurns: [lo, hi]`, or `T` for about T throws (refused by the world builder in
    /// a build without the analysis).
    fn expected_turns(f: &Fields) -> Result<Option<(f64, f64)>, Error> {
        const KEY: &str = "expectedTurns";
        match f.value(KEY)? {
            None => Ok(None),
            Some(v) => match v.as_f64() {
                Some(t) => about_expected_turns(t).map(Some),
                None if Array::is_array(&v) => f.pair_in(KEY, &v).map(Some),
                None => Err(f.wrong(KEY, &codes::EXPECT_RANGE_OR_NUMBER, &v)),
            },
        }
    }
}

#[cfg(feature = "markov")]
pub(crate) use analysis::AnalysisOptions;

/// The analysis's and the simulation's options (the full module's).
#[cfg(feature = "markov")]
mod analysis {
    use super::*;
    use crate::analysis::{AnalyzeOptions, SimulationOptions};

    /// `Board.analyze`'s options: `{players, knockOff, exact}`.
    pub(crate) struct AnalysisOptions {
        /// Players in the game analysed, 1 to 8.
        pub(crate) players: usize,
        /// How the analysis runs.
        pub(crate) settings: AnalyzeOptions,
    }

    impl FromJs for AnalysisOptions {
        fn from_js(value: &JsValue) -> Result<AnalysisOptions, Error> {
            let f = Fields::of(value, "analysis", &["players", "knockOff", "exact"])?;
            let mut settings = AnalyzeOptions {
                knock_off: f.flag("knockOff")?,
                ..AnalyzeOptions::default()
            };
            let exact = f.value("exact")?.map(|_| f.flag("exact")).transpose()?;
            if exact == Some(false) {
                settings.exact_max_squares = 0;
            }
            // Asked for explicitly, the fraction this build cannot give is refused, not left out.
            #[cfg(not(feature = "analysis"))]
            if exact == Some(true) {
                return Err(Error::InvalidOption(crate::msg!(
                    crate::codes::JS_EXACT_FULL_MODULE
                )));
            }
            Ok(AnalysisOptions {
                players: f.whole("players", 1, MAX_PLAYERS as u32)?.unwrap_or(1) as usize,
                settings,
            })
        }
    }

    /// A simulation's options: `{players, knockOff, sixesAgain, threeSixesEnd, seed, games}`.
    impl FromJs for SimulationOptions {
        fn from_js(value: &JsValue) -> Result<SimulationOptions, Error> {
            let f = Fields::of(
                value,
                "simulation",
                &[
                    "players",
                    "knockOff",
                    "sixesAgain",
                    "threeSixesEnd",
                    "seed",
                    "games",
                ],
            )?;
            let options = SimulationOptions {
                games: games(&f)?,
                players: f.whole("players", 1, MAX_PLAYERS as u32)?.unwrap_or(1) as usize,
                knock_off: f.flag("knockOff")?,
                sixes_again: f.flag("sixesAgain")?,
                three_sixes_end: f.flag("threeSixesEnd")?,
                seed: f.seed_or_random()?,
            };
            options.check()?;
            Ok(options)
        }
    }

    /// `games`: a whole number, as a number or as its text; 100,000 when absent.
    fn games(f: &Fields) -> Result<u64, Error> {
        Ok(f.safe_whole("games", &codes::EXPECT_GAMES)?
            .unwrap_or(100_000))
    }
}

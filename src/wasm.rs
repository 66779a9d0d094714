//! The JavaScript boundary: the only module that knows wasm-bindgen exists.
//!
//! Public methods, exported to JavaScript. Errors cross as real `Error` objects carrying the
//! same messages the command prints; large arrays cross as typed arrays.

use crate::board::{Board, Jump};
use crate::error::{excerpt, Error};
use crate::formats::{self, Format};
use crate::game::{Game, GameOptions, Move};
use crate::rng;
use crate::rules::{Rules, Table};
use crate::solve::{self, PathChoice};
use js_sys::{Array, Object, Reflect, Uint32Array};
use wasm_bindgen::prelude::*;

// TypeScript types for the plain objects that cross the boundary as `JsValue`: wasm-bindgen
// writes them into the generated .d.ts, and the exports below name them with
// `unchecked_param_type` / `unchecked_return_type` instead of `any`.
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/**
 * The rules, named as the command's flags; each optional (the default in brackets). The words
 * listed are the ones the core reads; other text is refused with an error naming the rule.
 */
export interface Rules {
  /** Where players stand before the first throw: ["off-board"] or "1". */
  start?: "off-board" | "1" | 0 | 1 | (string & {}) | null;
  /** A throw past the end: ["bounce"], "stay" or "win". */
  overshoot?: "bounce" | "stay" | "win" | (string & {}) | null;
  /** A jump onto another jump: ["single"] (one jump) or "chain" (followed to rest). */
  jumps?: "single" | "chain" | (string & {}) | null;
  /** Faces of the die, 1 to 1000 [6]. */
  faces?: number | string | null;
}

/** How to pick among equally short paths: `randomness` 0 (first in order) to 1, and its seed. */
export interface SolveOptions {
  randomness?: number | string | null;
  seed?: number | string | null;
}

/** `bfsTrace`'s options: `SolveOptions` and `limit`, the dequeues to record (0: level sizes only). */
export interface TraceOptions extends SolveOptions {
  limit?: number | null;
}

/** One throw of a path: from a square, the roll, where it landed and where it came to rest. */
export interface Step {
  from: number;
  roll: number;
  landed: number;
  to: number;
}

/** What `Board.solve` returns. */
export interface Solution {
  /** The fewest throws to the end; null when the end cannot be reached. */
  minThrows: number | null;
  /** One shortest path, a throw per step. */
  path: Step[];
  /** The path's rolls. */
  rolls: Uint32Array;
  /** Throws to the end from each square 0..=size; 4294967295 where the end is unreachable. */
  distances: Uint32Array;
  /** How many roll sequences are shortest, as decimal text (it may exceed 2^53). */
  optimalSequences: string;
}

/** What `Board.solvePacked` returns: a `Solution` whose path is packed, four numbers a throw. */
export interface PackedSolution {
  minThrows: number | null;
  /** `from, roll, landed, to` of each throw in turn. */
  steps: Uint32Array;
  rolls: Uint32Array;
  distances: Uint32Array;
  optimalSequences: string;
}

/** What `Board.parsePacked` returns: every board of a text in a few arrays. */
export interface PackedBoards {
  format: string;
  sizes: Uint32Array;
  /** 0 where the board names no width. */
  columns: Uint32Array;
  /** Board i's jumps end before pair `ends[i]` of `jumps`. */
  ends: Uint32Array;
  jumps: Uint32Array;
}

/** What `Board.bfsTrace` returns; everything but `levelSizes` and `minThrows` is absent with `limit` 0. */
export interface BfsTrace {
  levelSizes: Uint32Array;
  minThrows: number | null;
  complete?: boolean;
  order?: Uint32Array;
  first?: Uint32Array;
  roll?: Uint32Array;
  landed?: Uint32Array;
  rest?: Uint32Array;
  discovered?: Uint8Array;
  /** 1 where the throw went past the end and came back (under bounce). */
  bounced?: Uint8Array;
  level?: Uint32Array;
  parent?: Uint32Array;
  path?: Step[];
  rolls?: Uint32Array;
}

/** `Board.generate`'s options: a world's size (or rows and columns), jumps, seed and demands. */
export interface GenerateOptions {
  size?: number | null;
  rows?: number | null;
  columns?: number | null;
  snakes?: number | null;
  ladders?: number | null;
  seed?: number | string | null;
  reachable?: boolean | null;
  /** The fewest throws the world must need, [lo, hi]. */
  minThrows?: [number, number] | null;
  /**
   * One player's expected throws the world must need, [lo, hi], or one number: about that many
   * (within 5%, at least 1 either side). Full build only.
   */
  expectedTurns?: [number, number] | number | null;
  rules?: Rules | null;
}

/** A game's options: players (a count or names), rules, house rules and the dice's seed. */
export interface GameOptions {
  players?: number | string[] | null;
  rules?: Rules | null;
  knockOff?: boolean | null;
  sixesAgain?: boolean | null;
  threeSixesEnd?: boolean | null;
  seed?: number | string | null;
}

/** One move of a game, as `Game.roll` and `Game.history` tell it. */
export interface Move {
  /** The seat that moved, from 0. */
  player: number;
  roll: number;
  from: number;
  landed: number;
  to: number;
  /** The snakes and ladders taken, as [from, to] pairs. */
  jumps: [number, number][];
  /** Seats sent back to the start by this move (knock-off). */
  knockedOff: number[];
  /** Whether the same player throws again. */
  again: boolean;
  /** The winner's seat once the game is won, else null. */
  winner: number | null;
  /** The move in words. */
  text: string;
}

/** One throw described: `jumps` a flat [from, to, ...] list of the jumps taken. */
export interface Throw {
  from: number;
  roll: number;
  landed: number;
  to: number;
  jumps: Uint32Array;
  text: string;
}

/** A board's warnings: how many, and the first few as sentences. */
export interface Warnings {
  count: number;
  first: string[];
}

"#;

/// Routes any bug's panic message to the browser console (set once, on module start).
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

pub(crate) use crate::wasm_paint::{js_err, jump_pairs, set};

/// Reads an optional property as text, accepting strings and numbers.
pub(crate) fn text_prop(obj: &JsValue, key: &str) -> Result<Option<String>, Error> {
    let v = Reflect::get(obj, &JsValue::from_str(key))
        .map_err(|_| Error::InvalidOption(format!("cannot read option '{key}'")))?;
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    if let Some(s) = v.as_string() {
        return Ok(Some(s));
    }
    if let Some(n) = v.as_f64() {
        return Ok(Some(format_number(n)));
    }
    if let Some(b) = v.as_bool() {
        return Ok(Some(b.to_string()));
    }
    Err(Error::InvalidOption(format!(
        "option '{key}' must be a string or a number"
    )))
}

/// A number as JavaScript writes it. The core module formats and parses no floats itself:
/// Rust's float formatting and parsing would add about 30 KB to it.
fn format_number(n: f64) -> String {
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
fn parse_number(text: &str) -> Option<f64> {
    if text.trim().is_empty() {
        return None;
    }
    let n = text.parse::<js_sys::Number>().ok()?.value_of();
    (!n.is_nan()).then_some(n)
}

/// Checks that an options object names only `allowed` keys.
pub(crate) fn check_keys(obj: &JsValue, allowed: &[&str], what: &str) -> Result<(), Error> {
    if obj.is_undefined() || obj.is_null() {
        return Ok(());
    }
    if !obj.is_object() {
        return Err(Error::InvalidOption(format!("{what} must be an object")));
    }
    let keys = Object::keys(obj.unchecked_ref::<Object>());
    for k in keys.iter() {
        let k = k.as_string().unwrap_or_default();
        if !allowed.contains(&k.as_str()) {
            return Err(Error::InvalidOption(format!(
                "unknown {what} option '{k}' (expected one of {})",
                allowed.join(", ")
            )));
        }
    }
    Ok(())
}

/// Rules from a plain object `{start, overshoot, jumps, faces}`, named as the command's flags.
pub(crate) fn rules_from_js(obj: &JsValue) -> Result<Rules, Error> {
    const NAMES: [&str; 4] = ["start", "overshoot", "jumps", "faces"];
    check_keys(obj, &NAMES, "rule")?;
    let mut rules = Rules::default();
    if obj.is_undefined() || obj.is_null() {
        return Ok(rules);
    }
    for name in NAMES {
        if let Some(v) = text_prop(obj, name)? {
            rules.set(name, &v)?;
        }
    }
    Ok(rules)
}

/// A validated board, shared with JavaScript.
#[wasm_bindgen(js_name = Board)]
pub struct JsBoard {
    pub(crate) board: Board,
    /// The format the board was read in, when it came from text.
    pub(crate) format: Option<Format>,
    /// The seed it was generated from, when it came from the world builder.
    pub(crate) seed: Option<u64>,
}

impl JsBoard {
    fn wrap(board: Board) -> JsBoard {
        JsBoard {
            board,
            format: None,
            seed: None,
        }
    }
}

#[wasm_bindgen(js_class = Board)]
impl JsBoard {
    /// A board of `size` squares with jumps given as a flat list `[from, to, from, to, ...]`.
    #[wasm_bindgen(constructor)]
    pub fn new(size: u32, jumps: &[u32]) -> Result<JsBoard, JsError> {
        jump_pairs(jumps)
            .and_then(|list| Board::new(size, list))
            .map(JsBoard::wrap)
            .map_err(js_err)
    }

    /// Reads a board from text in any format the core parses (`native`, `ruby`, `json`,
    /// `hackerrank`, `leetcode`), detected unless `format` is given. Texts holding several
    /// boards give the first; see `parseAll`. The core module reads the native format only
    /// (see `reads`); the full module reads them all.
    pub fn parse(text: &str, format: Option<String>) -> Result<JsBoard, JsError> {
        let (format, boards) = read_all(text, parse_format(format)?).map_err(js_err)?;
        let board = boards.into_iter().next().ok_or_else(|| {
            // Every reader refuses a text without boards; this is a safety net.
            js_err(Error::InvalidBoard("the text holds no board".into()))
        })?;
        Ok(JsBoard {
            board,
            format: Some(format),
            seed: None,
        })
    }

    /// Whether this module reads `text` in `format` (detected unless given): always in the
    /// full module; in the core module only for the native format, the others being read by
    /// the full module (in a worker, or on the page's thread once loaded).
    pub fn reads(text: &str, format: Option<String>) -> Result<bool, JsError> {
        let format = parse_format(format)?;
        Ok(cfg!(feature = "extras")
            || format.unwrap_or_else(|| formats::detect(text)) == Format::Native)
    }

    /// Every board of a text (HackerRank and LeetCode inputs may hold several).
    #[wasm_bindgen(js_name = parseAll, unchecked_return_type = "Board[]")]
    pub fn parse_all(text: &str, format: Option<String>) -> Result<Array, JsError> {
        let (format, boards) = read_all(text, parse_format(format)?).map_err(js_err)?;
        Ok(boards
            .into_iter()
            .map(|board| {
                JsValue::from(JsBoard {
                    board,
                    format: Some(format),
                    seed: None,
                })
            })
            .collect())
    }

    /// One board of `parsePacked`'s output, as `parseAll` gave it: its size, its width (0:
    /// none named), its jumps `[from, to, ...]` and the format it was read in, checked again;
    /// or, with `seed` and no format, a board the world builder made in a worker (the core
    /// module has no world builder), as `generate` gave it there.
    #[wasm_bindgen(js_name = fromPacked)]
    pub fn from_packed(
        size: u32,
        columns: u32,
        jumps: &[u32],
        format: Option<String>,
        seed: Option<f64>,
    ) -> Result<JsBoard, JsError> {
        let mut b = JsBoard::new(size, jumps)?;
        b.board = b
            .board
            .with_columns((columns != 0).then_some(columns))
            .map_err(js_err)?;
        b.format = parse_format(format)?;
        b.seed = match seed {
            None => None,
            Some(s) if s >= 0.0 && s.fract() == 0.0 && s < (1u64 << 53) as f64 => Some(s as u64),
            Some(s) => {
                return Err(js_err(Error::InvalidOption(format!(
                    "seed must be a whole number from 0 to 9007199254740991, not {}",
                    format_number(s)
                ))))
            }
        };
        Ok(b)
    }

    /// The format the board was read in (`undefined` if it was not read from text).
    #[wasm_bindgen(getter)]
    pub fn format(&self) -> Option<String> {
        self.format.map(|f| f.to_string())
    }

    /// The world builder's seed (`undefined` if the board was not generated).
    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> Option<f64> {
        self.seed.map(|s| s as f64)
    }

    /// The board as text in `format` (default `native`); an error if the format cannot hold it.
    #[wasm_bindgen(js_name = toString)]
    pub fn to_text(&self, format: Option<String>) -> Result<String, JsError> {
        let format = parse_format(format)?.unwrap_or(Format::Native);
        if !cfg!(feature = "extras") && format != Format::Native {
            return Err(js_err(not_here(format)));
        }
        formats::print(&self.board, format).map_err(js_err)
    }

    /// Where a jump starting on `square` leads, or `undefined`.
    #[wasm_bindgen(js_name = jumpFrom)]
    pub fn jump_from(&self, square: u32) -> Option<u32> {
        self.board.jump_from(square)
    }

    /// Number of squares; the last is the goal.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        self.board.size()
    }

    /// Squares per row when drawn.
    #[wasm_bindgen(getter)]
    pub fn columns(&self) -> u32 {
        self.board.grid().0
    }

    /// Rows when drawn.
    #[wasm_bindgen(getter)]
    pub fn rows(&self) -> u32 {
        self.board.grid().1
    }

    /// Every jump as a flat typed array `[from, to, from, to, ...]`, sorted by `from`.
    pub fn jumps(&self) -> Uint32Array {
        let flat: Vec<u32> = self
            .board
            .jumps()
            .iter()
            .flat_map(|j| [j.from, j.to])
            .collect();
        Uint32Array::from(flat.as_slice())
    }

    /// Chains and shared endpoints, as sentences.
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn warnings(&self) -> Array {
        self.board
            .warnings()
            .iter()
            .map(|w| JsValue::from_str(&w.to_string()))
            .collect()
    }

    /// A copy of this board (the copy must be freed separately).
    #[wasm_bindgen(js_name = clone)]
    pub fn duplicate(&self) -> JsBoard {
        JsBoard {
            board: self.board.clone(),
            format: self.format,
            seed: self.seed,
        }
    }

    /// Solves the board under `rules` (`{start, overshoot, jumps, faces}`, all optional).
    /// `options`: `{randomness, seed}` to pick among equally short paths.
    /// Returns `{minThrows, path: [{from, roll, landed, to}], rolls, distances, optimalSequences}`;
    /// `minThrows` is null when the end cannot be reached; `distances` is a Uint32Array indexed
    /// by square (0..=size) with 4294967295 for "unreachable".
    #[wasm_bindgen(unchecked_return_type = "Solution")]
    pub fn solve(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
        #[wasm_bindgen(unchecked_param_type = "SolveOptions | null")] options: JsValue,
    ) -> Result<JsValue, JsError> {
        self.solution_to_js(&rules, &options, "path", |path| path_to_js(path).into())
    }

    /// `solve` with the path packed into one typed array, `steps`: four numbers a throw
    /// (`from, roll, landed, to`), in place of `path`. For a worker to send a long path to the
    /// page in one transferable buffer (a path of 166,667 throws is as many objects otherwise).
    #[wasm_bindgen(js_name = solvePacked, unchecked_return_type = "PackedSolution")]
    pub fn solve_packed(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
        #[wasm_bindgen(unchecked_param_type = "SolveOptions | null")] options: JsValue,
    ) -> Result<JsValue, JsError> {
        self.solution_to_js(&rules, &options, "steps", |path| path_packed(path).into())
    }

    /// Throws to the end from each square 0..=size under `rules` (4294967295 where the end
    /// cannot be reached): `solve`'s `distances` without the path and its count, for a page
    /// that colours the board before anyone asks for the path.
    pub fn distances(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
    ) -> Result<Uint32Array, JsError> {
        let rules = rules_from_js(&rules).map_err(js_err)?;
        let table = Table::new(&self.board, &rules).map_err(js_err)?;
        Ok(Uint32Array::from(
            solve::distances_to_end(&table).as_slice(),
        ))
    }
}

impl JsBoard {
    /// `solve`'s result object, with the path under `path_key` in the shape `path` gives it.
    fn solution_to_js(
        &self,
        rules: &JsValue,
        options: &JsValue,
        path_key: &str,
        path: impl Fn(&[solve::Step]) -> JsValue,
    ) -> Result<JsValue, JsError> {
        let rules = rules_from_js(rules).map_err(js_err)?;
        let choice = choice_from_js(options).map_err(js_err)?;
        let table = Table::new(&self.board, &rules).map_err(js_err)?;
        let s = solve::solve(&table, &choice);
        let out = Object::new();
        set(
            &out,
            "minThrows",
            s.min_throws.map_or(JsValue::NULL, JsValue::from),
        );
        set(&out, path_key, path(&s.path));
        set(&out, "rolls", Uint32Array::from(s.rolls().as_slice()));
        set(&out, "distances", Uint32Array::from(s.distances.as_slice()));
        set(
            &out,
            "optimalSequences",
            JsValue::from_str(&s.optimal_sequences.to_string()),
        );
        Ok(out.into())
    }
}

/// A path as `[{from, roll, landed, to}]`. The four keys cross the boundary once, not once per
/// throw: decoding them again for each of a 166,667-throw path took seconds.
pub(crate) fn path_to_js(path: &[solve::Step]) -> Array {
    let keys = ["from", "roll", "landed", "to"].map(JsValue::from_str);
    path.iter()
        .map(|st| {
            let o = Object::new();
            for (key, v) in keys.iter().zip([st.from, st.roll, st.landed, st.to]) {
                // Setting a property on a fresh plain object cannot fail.
                let _ = Reflect::set(&o, key, &JsValue::from(v));
            }
            JsValue::from(o)
        })
        .collect()
}

/// A path as one typed array, four numbers a throw: `from, roll, landed, to`.
fn path_packed(path: &[solve::Step]) -> Uint32Array {
    let flat: Vec<u32> = path
        .iter()
        .flat_map(|st| [st.from, st.roll, st.landed, st.to])
        .collect();
    Uint32Array::from(flat.as_slice())
}

fn choice_from_js(obj: &JsValue) -> Result<PathChoice, Error> {
    path_choice_from_js(obj, &["randomness", "seed"], "solve")
}

/// `randomness` and `seed` from an options object that may hold only the keys `allowed`.
pub(crate) fn path_choice_from_js(
    obj: &JsValue,
    allowed: &[&str],
    what: &str,
) -> Result<PathChoice, Error> {
    check_keys(obj, allowed, what)?;
    let mut choice = PathChoice::default();
    if obj.is_undefined() || obj.is_null() {
        return Ok(choice);
    }
    if let Some(r) = text_prop(obj, "randomness")? {
        let v = parse_number(&r).ok_or_else(|| {
            Error::InvalidOption(format!(
                "randomness must be a number from 0 to 1, not '{}'",
                excerpt(&r)
            ))
        })?;
        if !(0.0..=1.0).contains(&v) {
            return Err(Error::InvalidOption(format!(
                "randomness must be from 0 to 1, not {r}"
            )));
        }
        choice.randomness = v;
    }
    if let Some(s) = text_prop(obj, "seed")? {
        choice.seed = parse_seed(&s)?;
    }
    Ok(choice)
}

/// A seed from text: a whole number from 0 to 2^53 - 1.
pub(crate) fn parse_seed(s: &str) -> Result<u64, Error> {
    match s.trim().parse::<u64>() {
        Ok(v) if v < (1u64 << 53) => Ok(v),
        _ => Err(Error::InvalidOption(format!(
            "seed must be a whole number from 0 to 9007199254740991, not '{}'",
            excerpt(s)
        ))),
    }
}

pub(crate) fn parse_format(format: Option<String>) -> Result<Option<Format>, JsError> {
    match format {
        None => Ok(None),
        Some(f) if f.trim().is_empty() || f == "auto" => Ok(None),
        Some(f) => f.parse().map(Some).map_err(js_err),
    }
}

/// Every board of `text` in `format` (detected unless given), with the format read. The core
/// module links the native reader alone: the others, with the JSON reader they share, are a
/// fifth of its size, and the page reads them in a worker (or with the full module) instead.
fn read_all(text: &str, format: Option<Format>) -> Result<(Format, Vec<Board>), Error> {
    if cfg!(feature = "extras") {
        return formats::parse_all(text, format);
    }
    match format.unwrap_or_else(|| formats::detect(text)) {
        Format::Native => Ok((Format::Native, vec![formats::parse_native(text)?])),
        other => Err(not_here(other)),
    }
}

/// Why the core module does not read or write `format`.
fn not_here(format: Format) -> Error {
    Error::InvalidOption(format!(
        "the {format} format is read and written by the full module (snakes_ladders_full), \
         not by the core module, which reads the native format only"
    ))
}

pub(crate) fn bool_prop(obj: &JsValue, key: &str) -> Result<bool, Error> {
    match text_prop(obj, key)? {
        None => Ok(false),
        Some(t) => match t.as_str() {
            "true" | "1" | "" => Ok(true),
            "false" | "0" => Ok(false),
            _ => Err(Error::InvalidOption(format!(
                "{key} must be true or false, not '{}'",
                excerpt(&t)
            ))),
        },
    }
}

pub(crate) fn seed_or_random(obj: &JsValue) -> Result<u64, Error> {
    match text_prop(obj, "seed")? {
        Some(s) if !s.trim().is_empty() => parse_seed(&s),
        _ => Ok(rng::shown_seed(rng::random_seed())),
    }
}

fn game_options_from_js(obj: &JsValue) -> Result<GameOptions, Error> {
    check_keys(
        obj,
        &[
            "players",
            "rules",
            "knockOff",
            "sixesAgain",
            "threeSixesEnd",
            "seed",
        ],
        "game",
    )?;
    let mut options = GameOptions::players(2, seed_or_random(obj)?);
    if obj.is_undefined() || obj.is_null() {
        return Ok(options);
    }
    let players = Reflect::get(obj, &JsValue::from_str("players")).unwrap_or(JsValue::UNDEFINED);
    if let Some(n) = players.as_f64() {
        if !(1.0..=crate::game::MAX_PLAYERS as f64).contains(&n) || n.fract() != 0.0 {
            return Err(Error::InvalidOption(format!(
                "players must be 1 to {} (a number or a list of names), not {}",
                crate::game::MAX_PLAYERS,
                format_number(n)
            )));
        }
        options.players = vec![String::new(); n as usize];
    } else if Array::is_array(&players) {
        let list = Array::from(&players);
        if list.length() as usize > crate::game::MAX_PLAYERS {
            return Err(Error::InvalidOption(format!(
                "a game has at most {} players, not {}",
                crate::game::MAX_PLAYERS,
                list.length()
            )));
        }
        options.players = list
            .iter()
            .map(|v| v.as_string().unwrap_or_default())
            .collect();
    } else if !players.is_undefined() && !players.is_null() {
        return Err(Error::InvalidOption(
            "players must be a number or a list of names".into(),
        ));
    }
    let rules = Reflect::get(obj, &JsValue::from_str("rules")).unwrap_or(JsValue::UNDEFINED);
    options.rules = rules_from_js(&rules)?;
    options.knock_off = bool_prop(obj, "knockOff")?;
    options.sixes_again = bool_prop(obj, "sixesAgain")?;
    options.three_sixes_end = bool_prop(obj, "threeSixesEnd")?;
    Ok(options)
}

fn move_to_js(mv: &Move) -> JsValue {
    let o = Object::new();
    set(&o, "player", mv.player as u32);
    set(&o, "roll", mv.roll);
    set(&o, "from", mv.from);
    set(&o, "landed", mv.landed);
    set(&o, "to", mv.to);
    let jumps: Array = mv
        .jumps
        .iter()
        .map(|j| JsValue::from(Array::of2(&j.from.into(), &j.to.into())))
        .collect();
    set(&o, "jumps", jumps);
    let knocked: Array = mv
        .knocked_off
        .iter()
        .map(|&k| JsValue::from(k as u32))
        .collect();
    set(&o, "knockedOff", knocked);
    set(&o, "again", mv.again);
    set(
        &o,
        "winner",
        mv.winner.map_or(JsValue::NULL, |w| JsValue::from(w as u32)),
    );
    set(&o, "text", JsValue::from_str(&mv.text));
    o.into()
}

/// A game in progress: seeded dice, house rules and narrated moves.
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    pub(crate) game: Game,
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A new game on a copy of `board`: `{players: 2 | ["Ann", "Bo"], rules, knockOff,
    /// sixesAgain, threeSixesEnd, seed}`; without a seed one is drawn (read it back from `seed`).
    #[wasm_bindgen(constructor)]
    pub fn new(
        board: &JsBoard,
        #[wasm_bindgen(unchecked_param_type = "GameOptions | null")] options: JsValue,
    ) -> Result<JsGame, JsError> {
        let options = game_options_from_js(&options).map_err(js_err)?;
        Game::new(board.board.clone(), options)
            .map(|game| JsGame { game })
            .map_err(js_err)
    }

    /// Throws the die for the player whose turn it is: `{player, roll, from, landed, to,
    /// jumps, knockedOff, again, winner, text}`. An error once the game is over.
    #[wasm_bindgen(unchecked_return_type = "Move")]
    pub fn roll(&mut self) -> Result<JsValue, JsError> {
        self.game.roll().map(move_to_js).map_err(js_err)
    }

    /// Takes back the last move, dice included; false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        self.game.undo()
    }

    /// Every player's square, by seat (0 is off the board).
    pub fn positions(&self) -> Uint32Array {
        Uint32Array::from(self.game.positions())
    }

    /// The players' names, by seat.
    #[wasm_bindgen(js_name = playerNames, unchecked_return_type = "string[]")]
    pub fn player_names(&self) -> Array {
        self.game
            .options()
            .players
            .iter()
            .map(|n| JsValue::from_str(n))
            .collect()
    }

    /// The seat whose turn it is.
    #[wasm_bindgen(getter, js_name = currentPlayer)]
    pub fn current_player(&self) -> u32 {
        self.game.current_player() as u32
    }

    /// The winner's seat, or null while the game goes on.
    #[wasm_bindgen(getter)]
    pub fn winner(&self) -> Option<u32> {
        self.game.winner().map(|w| w as u32)
    }

    /// The round number (every player throws once a round).
    #[wasm_bindgen(getter, js_name = turnNumber)]
    pub fn turn_number(&self) -> u32 {
        self.game.turn_number()
    }

    /// Throws made so far.
    #[wasm_bindgen(getter, js_name = movesMade)]
    pub fn moves_made(&self) -> u32 {
        self.game.moves_made() as u32
    }

    /// The seed that fixes every throw of this game.
    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> f64 {
        self.game.options().seed as f64
    }

    /// Every move so far, oldest first, as `roll()` returned them.
    #[wasm_bindgen(unchecked_return_type = "Move[]")]
    pub fn history(&self) -> Array {
        self.game.history().map(move_to_js).collect()
    }

    /// A copy of the game's board.
    pub fn board(&self) -> JsBoard {
        JsBoard::wrap(self.game.board().clone())
    }

    /// The game as text for `localStorage`; `Game.restore` replays it exactly.
    pub fn save(&self) -> String {
        self.game.save()
    }
}

// ---- Rule answers for the drawing layer (issue 12) -------------------------------------------
//
// The page and the widget (www/) never walk a jump or repeat a limit: they ask these. One block,
// so that other additions to this file merge around it.
mod rule_answers {
    use super::*;
    use crate::rules::{jumps_from, JumpMode};

    /// A board compiled under one set of rules, for questions asked many times (every throw of
    /// a long path): built once in O(size + faces), then each answer costs the jumps it tells.
    #[wasm_bindgen(js_name = RuleTable)]
    pub struct JsRuleTable {
        board: Board,
        table: Table,
    }

    /// Throws as words: "26 → 28, ladder up to 84", or "no move (it would pass the end)".
    fn throw_words(
        board: &Board,
        table: &Table,
        from: u32,
        roll: u32,
    ) -> (u32, u32, Vec<Jump>, String) {
        let landed = table.landed(from, roll);
        let to = table.step(from, roll);
        if landed == from && to == from && roll > 0 {
            return (
                from,
                from,
                Vec::new(),
                "no move (it would pass the end)".into(),
            );
        }
        let mut jumps = jumps_from(
            board,
            landed,
            table.rules().jumps,
            crate::game::MAX_TOLD_JUMPS,
        );
        // A chain longer than the words allow ends in one hop to where the table says it rests.
        if let Some(last) = jumps.last().copied() {
            if last.to != to {
                jumps.push(Jump::new(last.to, to));
            }
        }
        let place = |s: u32| {
            if s == 0 {
                "the start".to_string()
            } else {
                s.to_string()
            }
        };
        let mut text = format!("{} → {}", place(from), landed);
        for j in &jumps {
            let word = if j.to > j.from {
                "ladder up to"
            } else {
                "snake down to"
            };
            text.push_str(&format!(", {word} {}", j.to));
        }
        (landed, to, jumps, text)
    }

    fn throw_to_js(board: &Board, table: &Table, from: u32, roll: u32) -> Result<JsValue, Error> {
        if from > table.size() || roll == 0 || roll > table.faces() {
            return Err(Error::InvalidOption(format!(
                "a throw needs a square from 0 to {} and a roll from 1 to {}, not square {from} and roll {roll}",
                table.size(),
                table.faces()
            )));
        }
        let (landed, to, jumps, text) = throw_words(board, table, from, roll);
        let o = Object::new();
        set(&o, "from", from);
        set(&o, "roll", roll);
        set(&o, "landed", landed);
        set(&o, "to", to);
        let flat: Vec<u32> = jumps.iter().flat_map(|j| [j.from, j.to]).collect();
        set(&o, "jumps", Uint32Array::from(flat.as_slice()));
        set(&o, "text", JsValue::from_str(&text));
        Ok(o.into())
    }

    #[wasm_bindgen(js_class = RuleTable)]
    impl JsRuleTable {
        /// Compiles `board` under `rules`; a chain of jumps that never comes to rest is an error
        /// naming it.
        #[wasm_bindgen(constructor)]
        pub fn new(
            board: &JsBoard,
            #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
        ) -> Result<JsRuleTable, JsError> {
            let rules = rules_from_js(&rules).map_err(js_err)?;
            let table = Table::new(&board.board, &rules).map_err(js_err)?;
            Ok(JsRuleTable {
                board: board.board.clone(),
                table,
            })
        }

        /// Where a token landing on each square 0..=size comes to rest (chains followed to the
        /// end under `jumps: chain`), as a Uint32Array indexed by square.
        #[wasm_bindgen(js_name = restSquares)]
        pub fn rest_squares(&self) -> Uint32Array {
            Uint32Array::from(&self.table.cells()[..=self.table.size() as usize])
        }

        /// One throw of `roll` from `from`: `{from, roll, landed, to, jumps, text}`; `jumps` is a
        /// flat Uint32Array `[from, to, ...]` of the snakes and ladders taken, `text` the throw in
        /// words ("26 → 28, ladder up to 84").
        #[wasm_bindgen(js_name = describeThrow, unchecked_return_type = "Throw")]
        pub fn describe_throw(&self, from: u32, roll: u32) -> Result<JsValue, JsError> {
            throw_to_js(&self.board, &self.table, from, roll).map_err(js_err)
        }

        /// Where players stand before their first throw: 0 (off the board) or 1.
        #[wasm_bindgen(getter)]
        pub fn start(&self) -> u32 {
            self.table.start()
        }

        /// Whether jumps chain under these rules.
        #[wasm_bindgen(getter)]
        pub fn chains(&self) -> bool {
            self.table.rules().jumps == JumpMode::Chain
        }
    }

    #[wasm_bindgen(js_class = Board)]
    impl JsBoard {
        /// Where a token landing on each square 0..=size comes to rest under `rules`, as a
        /// Uint32Array (see `RuleTable` to ask many questions of one set of rules).
        #[wasm_bindgen(js_name = restSquares)]
        pub fn rest_squares(
            &self,
            #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
        ) -> Result<Uint32Array, JsError> {
            Ok(JsRuleTable::new(self, rules)?.rest_squares())
        }

        /// How many warnings the board has and the first `limit` of them as sentences:
        /// `{count, first}` (a board may have 200,000; writing them all takes a while).
        #[wasm_bindgen(js_name = warningsUpTo, unchecked_return_type = "Warnings")]
        pub fn warnings_up_to(&self, limit: u32) -> JsValue {
            let all = self.board.warnings();
            let first: Array = all
                .iter()
                .take(limit as usize)
                .map(|w| JsValue::from_str(&w.to_string()))
                .collect();
            let o = Object::new();
            set(&o, "count", all.len() as u32);
            set(&o, "first", first);
            o.into()
        }

        /// One throw under `rules`: `{from, roll, landed, to, jumps, text}` (see `RuleTable`).
        #[wasm_bindgen(js_name = describeThrow, unchecked_return_type = "Throw")]
        pub fn describe_throw(
            &self,
            #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
            from: u32,
            roll: u32,
        ) -> Result<JsValue, JsError> {
            JsRuleTable::new(self, rules)?.describe_throw(from, roll)
        }
    }

    #[wasm_bindgen(js_class = Game)]
    impl JsGame {
        /// The words of moves `from..to` (oldest first, as `roll()` told them): a long game's
        /// last moves without building an object for every move.
        #[wasm_bindgen(js_name = moveTexts, unchecked_return_type = "string[]")]
        pub fn move_texts(&self, from: u32, to: u32) -> Array {
            self.game
                .moves(from as usize..to as usize)
                .map(|m| JsValue::from_str(&m.text))
                .collect()
        }

        /// Throws the die up to `count` times, stopping at a win (a shared link's replay);
        /// returns the throws made.
        #[wasm_bindgen(js_name = rollMany)]
        pub fn roll_many(&mut self, count: u32) -> Result<u32, JsError> {
            let mut made = 0;
            while made < count && self.game.winner().is_none() {
                self.game.roll().map_err(js_err)?;
                made += 1;
            }
            Ok(made)
        }

        /// The last throw's roll, or `undefined` before the first.
        #[wasm_bindgen(getter, js_name = lastRoll)]
        pub fn last_roll(&self) -> Option<u32> {
            self.game.last_move().map(|m| m.roll)
        }
    }
}
// ---- end of the rule answers for the drawing layer -------------------------------------------

// Analysis: Markov expectation and distribution, win odds, chunked simulation for workers.
// Only in the full build (feature `analysis`): the core module leaves it out, and the page's
// workers load the full one.
#[cfg(feature = "analysis")]
mod analysis_exports {
    use super::*;
    use crate::analysis::{
        self, simulate_games, AnalyzeOptions, SimulationOptions, SimulationSums,
    };
    use crate::wasm_extras::count_prop;
    use js_sys::Float64Array;

    // The analysis's types for the generated .d.ts (full build only, like the exports).
    #[wasm_bindgen(typescript_custom_section)]
    const TS_ANALYSIS_TYPES: &'static str = r#"
/** `Board.analyze`'s options: players (1 to 8), knock-off, and `exact: false` to skip the fraction. */
export interface AnalyzeOptions {
  players?: number | null;
  knockOff?: boolean | null;
  exact?: boolean | null;
}

/** A simulation's options (`simulateChunk`, `simulationReport`). */
export interface SimulationOptions {
  players?: number | null;
  knockOff?: boolean | null;
  sixesAgain?: boolean | null;
  threeSixesEnd?: boolean | null;
  seed?: number | string | null;
  games?: number | string | null;
}

/** A mean with its 95% interval. */
export interface Interval { mean: number; low: number; high: number; std_error: number }

/** A seat's wins and share with its 95% interval. */
export interface Share { wins: number; share: number; low: number; high: number }

/** What a simulation found (`simulationReport`). */
export interface SimulationReport {
  games: number;
  finished: number;
  unfinished: number;
  players: number;
  seed: number;
  knock_off: boolean;
  sixes_again: boolean;
  three_sixes_end: boolean;
  mean_turns?: Interval;
  mean_rounds?: Interval;
  mean_throws?: Interval;
  wins: Share[];
}

/** The odds with knock-off, exact or simulated. */
export interface KnockOffReport {
  method: string;
  win_probability: number[];
  expected_game_turns?: number;
  expected_rounds?: number;
  win_probability_bounds?: [number, number][];
  expected_game_turns_bounds?: [number, number];
  expected_rounds_bounds?: [number, number];
  simulation?: SimulationReport;
}

/** How the expectation was solved. */
export interface SolveStats {
  states: number;
  back_edge_targets: number;
  sweeps: number;
  relative_residual: number;
  band: number;
  dense_fallback: boolean;
  method: string;
  relative_error_bound: number;
}

/**
 * What the distribution is proven to be: for t <= proven_through, with c = P(T <= t) as
 * computed, c·(1 - relative_error) <= P(T <= t) <= (c + missing_mass)·(1 + relative_error).
 */
export interface DistributionBound {
  method: string;
  proven_through: number;
  geometric_from?: number;
  relative_error: number;
  missing_mass: number;
}

/** Where a percentile lies for certain (`at_most` absent: beyond the throws computed). */
export interface PercentileBound {
  share: number;
  estimate?: number;
  at_least: number;
  at_most?: number;
  certain: boolean;
  /** No such throw: fewer than `share` of games ever end (proven). */
  never: boolean;
}

/**
 * What `Board.analyze` returns, named as `snakes analyze --json`; a number the analysis cannot
 * give (infinite, unreachable) is absent.
 */
export interface AnalysisReport {
  size: number;
  faces: number;
  rules: string;
  players: number;
  min_throws?: number;
  expected_turns?: number;
  /** Proven [lower, upper] bounds on expected_turns. */
  expected_turns_bounds?: [number, number];
  expected_turns_exact?: string;
  p_finish: number;
  median_turns?: number;
  mode_turns?: number;
  p90_turns?: number;
  p25_turns?: number;
  p75_turns?: number;
  p95_turns?: number;
  p_min_turns: number;
  finish_pmf: number[];
  finish_cdf: number[];
  unfinished_mass: number;
  distribution_capped: boolean;
  distribution_bound: DistributionBound;
  percentile_bounds: PercentileBound[];
  win_probability?: number[];
  win_probability_bounds?: [number, number][];
  expected_rounds?: number;
  expected_game_turns?: number;
  expected_rounds_bounds?: [number, number];
  expected_game_turns_bounds?: [number, number];
  knock_off?: KnockOffReport;
  solver: SolveStats;
  /** Fields not proven to a relative 1e-9 (percentiles: not certain); empty when all are. */
  unproven: string[];
  /** One sentence for each unproven field: what is known of it instead. */
  caveats: string[];
}

/** Every distribution from 0 to `throws` throws (`Board.occupancySeries`). */
export interface OccupancySeries {
  size: number;
  throws: number;
  /** (throws + 1) rows of size + 1 probabilities. */
  probabilities: Float64Array;
  /** P(finished by t). */
  finished: Float64Array;
  /** The most likely square at t, -1 for none. */
  mostLikely: Int32Array;
}

/** What one jump is worth: expected throws without it, and the change (null for infinite). */
export interface JumpValue {
  from: number;
  to: number;
  expectedTurnsWithout: number | null;
  change: number | null;
}
"#;

    fn serialize<T: serde::Serialize>(value: &T) -> Result<JsValue, JsError> {
        let serializer = serde_wasm_bindgen::Serializer::new()
            .serialize_maps_as_objects(true)
            .serialize_large_number_types_as_bigints(false);
        value
            .serialize(&serializer)
            .map_err(|e| JsError::new(&format!("cannot convert the result for JavaScript: {e}")))
    }

    fn simulation_options_from_js(obj: &JsValue) -> Result<SimulationOptions, Error> {
        check_keys(
            obj,
            &[
                "players",
                "knockOff",
                "sixesAgain",
                "threeSixesEnd",
                "seed",
                "games",
            ],
            "simulation",
        )?;
        let players = count_prop(obj, "players", 1, crate::game::MAX_PLAYERS as u32)?.unwrap_or(1);
        let games = match text_prop(obj, "games")? {
            None => 100_000,
            Some(t) => t.trim().parse::<u64>().map_err(|_| {
                Error::InvalidOption(format!(
                    "games must be a whole number, not '{}'",
                    excerpt(&t)
                ))
            })?,
        };
        let options = SimulationOptions {
            games,
            players: players as usize,
            knock_off: bool_prop(obj, "knockOff")?,
            sixes_again: bool_prop(obj, "sixesAgain")?,
            three_sixes_end: bool_prop(obj, "threeSixesEnd")?,
            seed: seed_or_random(obj)?,
        };
        options.check()?;
        Ok(options)
    }

    fn sums_from_text(text: &str) -> Result<SimulationSums, Error> {
        serde_json::from_str(text)
            .map_err(|e| Error::InvalidOption(format!("simulation sums are damaged: {e}")))
    }

    #[wasm_bindgen(js_class = Board)]
    impl JsBoard {
        /// The Markov analysis under `rules`: `{players, knockOff}` in `options`. Field names as
        /// `snakes analyze --json`: `min_throws`, `expected_turns`, `expected_turns_exact`,
        /// `median_turns`, `finish_pmf`, `finish_cdf`, `win_probability`, ...
        #[wasm_bindgen(unchecked_return_type = "AnalysisReport")]
        pub fn analyze(
            &self,
            #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
            #[wasm_bindgen(unchecked_param_type = "AnalyzeOptions | null")] options: JsValue,
        ) -> Result<JsValue, JsError> {
            check_keys(&options, &["players", "knockOff", "exact"], "analysis").map_err(js_err)?;
            let rules = rules_from_js(&rules).map_err(js_err)?;
            let players = count_prop(&options, "players", 1, crate::game::MAX_PLAYERS as u32)
                .map_err(js_err)?
                .unwrap_or(1) as usize;
            let mut settings = AnalyzeOptions {
                knock_off: bool_prop(&options, "knockOff").map_err(js_err)?,
                ..AnalyzeOptions::default()
            };
            if text_prop(&options, "exact").map_err(js_err)?.as_deref() == Some("false") {
                settings.exact_max_squares = 0;
            }
            let table = Table::new(&self.board, &rules).map_err(js_err)?;
            let report = analysis::analyze_with(&table, players, &settings).map_err(js_err)?;
            serialize(&report)
        }

        /// Expected throws to finish from resting on each square 0..=size (Infinity where the end
        /// cannot be reached), as a Float64Array.
        #[wasm_bindgen(js_name = expectedTurns)]
        pub fn expected_turns(
            &self,
            #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
        ) -> Result<Float64Array, JsError> {
            let rules = rules_from_js(&rules).map_err(js_err)?;
            let table = Table::new(&self.board, &rules).map_err(js_err)?;
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
        ) -> Result<String, JsError> {
            let rules = rules_from_js(&rules).map_err(js_err)?;
            let options = simulation_options_from_js(&options).map_err(js_err)?;
            let whole = |v: f64, what: &str| -> Result<u64, JsError> {
                if v >= 0.0 && v.fract() == 0.0 && v <= 9_007_199_254_740_991.0 {
                    Ok(v as u64)
                } else {
                    Err(js_err(Error::InvalidOption(format!(
                        "{what} must be a whole number, not {}",
                        format_number(v)
                    ))))
                }
            };
            let first = whole(first, "first game")?;
            let count = whole(count, "game count")?;
            let table = Table::new(&self.board, &rules).map_err(js_err)?;
            let sums = simulate_games(&table, &options, first..first.saturating_add(count))
                .map_err(js_err)?;
            serde_json::to_string(&sums).map_err(|e| JsError::new(&e.to_string()))
        }
    }

    /// Adds two simulation sums (text from `simulateChunk`), exactly.
    #[wasm_bindgen(js_name = mergeSimulations)]
    pub fn merge_simulations(a: &str, b: &str) -> Result<String, JsError> {
        let mut a = sums_from_text(a).map_err(js_err)?;
        let b = sums_from_text(b).map_err(js_err)?;
        a.merge(&b);
        serde_json::to_string(&a).map_err(|e| JsError::new(&e.to_string()))
    }

    /// Means and win shares with 95% intervals from merged sums and the run's options.
    #[wasm_bindgen(js_name = simulationReport, unchecked_return_type = "SimulationReport")]
    pub fn simulation_report(
        sums: &str,
        #[wasm_bindgen(unchecked_param_type = "SimulationOptions | null")] options: JsValue,
    ) -> Result<JsValue, JsError> {
        let sums = sums_from_text(sums).map_err(js_err)?;
        let options = simulation_options_from_js(&options).map_err(js_err)?;
        serialize(&sums.report(&options))
    }
}

// Design and teaching views: where a token is after t throws (the heat map and its scrubber),
// and what each jump is worth. Full build only, like the analysis above.
#[cfg(feature = "analysis")]
mod occupancy_exports {
    use super::*;
    use crate::analysis::{self, Occupancy};
    use js_sys::{Float64Array, Int32Array};

    /// A throw count from JavaScript: a whole number from 0 to 2^32 - 1.
    fn throws_from_js(v: f64, what: &str) -> Result<u32, Error> {
        if v >= 0.0 && v.fract() == 0.0 && v <= f64::from(u32::MAX) {
            Ok(v as u32)
        } else {
            Err(Error::InvalidOption(format!(
                "{what} must be a whole number from 0 to {}, not {}",
                u32::MAX,
                format_number(v)
            )))
        }
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
        ) -> Result<Float64Array, JsError> {
            let throws = throws_from_js(throws, "throws").map_err(js_err)?;
            let rules = rules_from_js(&rules).map_err(js_err)?;
            let table = Table::new(&self.board, &rules).map_err(js_err)?;
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
        ) -> Result<Object, JsError> {
            let throws = throws_from_js(max_throws, "maxThrows").map_err(js_err)?;
            let rules = rules_from_js(&rules).map_err(js_err)?;
            let table = Table::new(&self.board, &rules).map_err(js_err)?;
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
        ) -> Result<JsOccupancySteps, JsError> {
            let rules = rules_from_js(&rules).map_err(js_err)?;
            let table = Table::new(&self.board, &rules).map_err(js_err)?;
            Ok(JsOccupancySteps {
                inner: Occupancy::new(table),
            })
        }

        /// What each jump is worth under `rules`, the largest change first: an array of
        /// `{from, to, expectedTurnsWithout, change}` (change = with minus without; `null` for
        /// infinite).
        #[wasm_bindgen(js_name = jumpValues, unchecked_return_type = "JumpValue[]")]
        pub fn jump_values(
            &self,
            #[wasm_bindgen(unchecked_param_type = "Rules | null")] rules: JsValue,
        ) -> Result<Array, JsError> {
            let rules = rules_from_js(&rules).map_err(js_err)?;
            let values = analysis::jump_values(&self.board, &rules).map_err(js_err)?;
            let number = |v: Option<f64>| v.map_or(JsValue::NULL, JsValue::from_f64);
            Ok(values
                .iter()
                .map(|v| {
                    let o = Object::new();
                    set(&o, "from", v.from);
                    set(&o, "to", v.to);
                    set(&o, "expectedTurnsWithout", number(v.expected_turns_without));
                    set(&o, "change", number(v.change));
                    JsValue::from(o)
                })
                .collect())
        }
    }
}

// Benchmark workloads, exported for npm run bench.
//
// Everything from here to the end of the file belongs to the benchmarks (scripts/bench.mjs,
// bench/runner.mjs): a thin handle on `workloads::Workload`, so that Node and Chromium time
// exactly the code the native runner times.
#[cfg(feature = "bench")]
mod bench_exports {
    use super::*;

    /// A benchmark workload with its inputs built, run from JavaScript by `npm run bench`.
    #[wasm_bindgen(js_name = BenchWorkload)]
    pub struct JsBenchWorkload {
        inner: crate::workloads::Workload,
    }

    #[wasm_bindgen(js_class = BenchWorkload)]
    impl JsBenchWorkload {
        /// Builds the inputs of the workload named `kind` (see `workloads::Kind`) at `size`
        /// squares; not timed.
        #[wasm_bindgen(constructor)]
        pub fn new(kind: &str, size: u32) -> Result<JsBenchWorkload, JsError> {
            let kind = crate::workloads::Kind::from_name(kind).map_err(js_err)?;
            crate::workloads::Workload::prepare(kind, size)
                .map(|inner| JsBenchWorkload { inner })
                .map_err(js_err)
        }

        /// Runs the workload `runs` times and returns its checksum (the same as natively).
        pub fn run(&mut self, runs: u32) -> Result<f64, JsError> {
            self.inner.run(runs).map(|c| c as f64).map_err(js_err)
        }

        /// Squares or games one run processes.
        #[wasm_bindgen(getter, js_name = unitsPerRun)]
        pub fn units_per_run(&self) -> f64 {
            self.inner.units_per_run() as f64
        }
    }
}

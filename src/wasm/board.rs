//! `Board`: a validated board shared with JavaScript, read from and written to text in the
//! formats, with its size, grid, jumps and (not in the solver module) warnings. In the full
//! module, also `parsePacked`, every board of a text in a few typed arrays for a worker to send
//! in one message.

// The page's questions of a board (feature core) and the full module's packed boards (extras).
#[cfg(any(feature = "page", feature = "extras"))]
use super::js::set;
use super::js::{flat_jumps, format_number, js_err, jump_pairs, MAX_SAFE};
#[cfg(feature = "page")]
use super::js::{strings, warnings_coded};
use crate::board::Board;
#[cfg(feature = "page")]
use crate::board::Warning;
use crate::error::Error;
use crate::formats::{self, Format};
#[cfg(feature = "page")]
use js_sys::Array;
#[cfg(any(feature = "page", feature = "extras"))]
use js_sys::Object;
use js_sys::Uint32Array;
use wasm_bindgen::prelude::*;

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
    /// A board that came from neither text nor the world builder.
    pub(crate) fn wrap(board: Board) -> JsBoard {
        JsBoard {
            board,
            format: None,
            seed: None,
        }
    }

    /// A board read from text in `format`.
    fn read(board: Board, format: Format) -> JsBoard {
        JsBoard {
            format: Some(format),
            ..JsBoard::wrap(board)
        }
    }
}

#[wasm_bindgen(js_class = Board)]
impl JsBoard {
    /// A board of `size` squares with jumps given as a flat list `[from, to, from, to, ...]`.
    #[wasm_bindgen(constructor)]
    pub fn new(size: u32, jumps: &[u32]) -> Result<JsBoard, JsValue> {
        jump_pairs(jumps)
            .and_then(|list| Board::new(size, list))
            .map(JsBoard::wrap)
            .map_err(js_err)
    }

    /// Reads a board from text in any format the core parses (`native`, `ruby`, `json`,
    /// `hackerrank`, `leetcode`), detected unless `format` is given. Texts holding several
    /// boards give the first; see `parseAll`. The core module reads the native format only
    /// (see `reads`); the full module reads them all.
    pub fn parse(text: &str, format: Option<String>) -> Result<JsBoard, JsValue> {
        let (format, boards) = read_all(text, parse_format(format)?).map_err(js_err)?;
        let board = boards.into_iter().next().ok_or_else(|| {
            // Every reader refuses a text without boards; this is a safety net.
            js_err(Error::InvalidBoard(crate::msg!(crate::codes::JS_NO_BOARD)))
        })?;
        Ok(JsBoard::read(board, format))
    }

    /// Whether this module reads `text` in `format` (detected unless given): always in the
    /// full module; in the core module only for the native format, the others being read by
    /// the full module (in a worker, or on the page's thread once loaded).
    pub fn reads(text: &str, format: Option<String>) -> Result<bool, JsValue> {
        let format = parse_format(format)?;
        Ok(cfg!(feature = "extras")
            || format.unwrap_or_else(|| formats::detect(text)) == Format::Native)
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
    ) -> Result<JsBoard, JsValue> {
        let mut b = JsBoard::new(size, jumps)?;
        b.board = b
            .board
            .with_columns((columns != 0).then_some(columns))
            .map_err(js_err)?;
        b.format = parse_format(format)?;
        b.seed = seed.map(packed_seed).transpose().map_err(js_err)?;
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
    pub fn to_text(&self, format: Option<String>) -> Result<String, JsValue> {
        let format = parse_format(format)?.unwrap_or(Format::Native);
        if cfg!(feature = "extras") {
            formats::print(&self.board, format).map_err(js_err)
        } else if format == Format::Native {
            // The native writer alone: the core module links no other (they weigh 7 KB).
            Ok(formats::print_native(&self.board))
        } else {
            Err(js_err(not_here(format)))
        }
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
        flat_jumps(self.board.jumps())
    }
}

/// What the page asks of a board and the element never does (every board of a text, the
/// warnings, a copy): in the core module and those built on it, not in the solver module, the
/// element's in view and solve modes (they were about 3 KB of it).
#[cfg(feature = "page")]
#[wasm_bindgen(js_class = Board)]
impl JsBoard {
    /// Every board of a text (HackerRank and LeetCode inputs may hold several).
    #[wasm_bindgen(js_name = parseAll, unchecked_return_type = "Board[]")]
    pub fn parse_all(text: &str, format: Option<String>) -> Result<Array, JsValue> {
        let (format, boards) = read_all(text, parse_format(format)?).map_err(js_err)?;
        Ok(boards
            .into_iter()
            .map(|board| JsValue::from(JsBoard::read(board, format)))
            .collect())
    }

    /// Chains and shared endpoints, as sentences.
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn warnings(&self) -> Array {
        strings(self.board.warnings().iter().map(Warning::to_string))
    }

    /// How many warnings the board has and the first `limit` of them as sentences and by code:
    /// `{count, first, firstCoded}` (a board may have 200,000; writing them all takes a while).
    #[wasm_bindgen(js_name = warningsUpTo, unchecked_return_type = "Warnings")]
    pub fn warnings_up_to(&self, limit: u32) -> JsValue {
        let all = self.board.warnings();
        let first = &all[..all.len().min(limit as usize)];
        let o = Object::new();
        set(&o, "count", all.len() as u32);
        set(&o, "first", strings(first.iter().map(Warning::to_string)));
        set(&o, "firstCoded", warnings_coded(first));
        o.into()
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
}

/// A world builder's seed handed back by a worker: a whole number from 0 to 2^53 - 1.
fn packed_seed(s: f64) -> Result<u64, Error> {
    if s >= 0.0 && s.fract() == 0.0 && s <= MAX_SAFE as f64 {
        return Ok(s as u64);
    }
    Err(Error::InvalidOption(crate::msg!(
        crate::codes::JS_SEED,
        max = MAX_SAFE,
        found = format_number(s)
    )))
}

/// A format's name, `None` for blank or "auto" (detect it).
pub(crate) fn parse_format(format: Option<String>) -> Result<Option<Format>, JsValue> {
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
    Error::InvalidOption(crate::msg!(
        crate::codes::JS_FULL_MODULE_FORMAT,
        format = format.name()
    ))
}

#[cfg(feature = "extras")]
#[wasm_bindgen(js_class = Board)]
impl JsBoard {
    /// Every board of a text, as `parseAll` reads it, packed into a few typed arrays for a
    /// worker to send to the page in one message: `{format, sizes, columns, ends, jumps}`, with
    /// board i's `columns` 0 when it names no width and its jumps `jumps[2 * ends[i - 1] ..
    /// 2 * ends[i]]` as `[from, to, ...]`. The page rebuilds each board with `fromPacked`.
    #[wasm_bindgen(js_name = parsePacked, unchecked_return_type = "PackedBoards")]
    pub fn parse_packed(text: &str, format: Option<String>) -> Result<JsValue, JsValue> {
        let format = parse_format(format)?;
        let (format, boards) = formats::parse_all(text, format).map_err(js_err)?;
        let sizes: Vec<u32> = boards.iter().map(Board::size).collect();
        let columns: Vec<u32> = boards
            .iter()
            .map(|b| b.columns_hint().unwrap_or(0))
            .collect();
        let mut ends = Vec::with_capacity(boards.len());
        let mut jumps = Vec::new();
        for b in &boards {
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
}

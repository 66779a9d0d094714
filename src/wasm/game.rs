//! `Game`: a game in progress (seeded dice, house rules, narrated moves, undo, save), each move
//! told with the squares its token walked; `seatNames()`; and in the full module
//! `Game.restore`, a saved game replayed.

use super::board::JsBoard;
use super::js::{js_err, strings};
use super::options::FromJs;
use crate::game::{Game, GameOptions, Move, DEFAULT_NAMES};
use crate::throws;
use js_sys::{Array, Object, Uint32Array};
use wasm_bindgen::prelude::*;

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
    ) -> Result<JsGame, JsValue> {
        let options = GameOptions::from_js(&options).map_err(js_err)?;
        Game::new(board.board.clone(), options)
            .map(|game| JsGame { game })
            .map_err(js_err)
    }

    /// Throws the die for the player whose turn it is: `{player, roll, from, landed, to, walk,
    /// jumps, knockedOff, again, winner, text}`. An error once the game is over.
    #[wasm_bindgen(unchecked_return_type = "Move")]
    pub fn roll(&mut self) -> Result<JsValue, JsValue> {
        self.game.roll().map_err(js_err)?;
        Ok(self.last_move_to_js())
    }

    /// Takes back the last move, dice included; false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        self.game.undo()
    }

    /// Every player's square, by seat (0 is off the board), knock-offs included.
    pub fn positions(&self) -> Uint32Array {
        Uint32Array::from(self.game.positions())
    }

    /// The players' names, by seat.
    #[wasm_bindgen(js_name = playerNames, unchecked_return_type = "string[]")]
    pub fn player_names(&self) -> Array {
        strings(&self.game.options().players)
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
        self.game
            .history()
            .map(|mv| move_to_js(&self.game, mv))
            .collect()
    }

    /// A copy of the game's board.
    pub fn board(&self) -> JsBoard {
        JsBoard::wrap(self.game.board().clone())
    }
}

impl JsGame {
    /// The last move, as `roll()` returns it.
    fn last_move_to_js(&self) -> JsValue {
        self.game
            .last_move()
            .map_or(JsValue::NULL, |mv| move_to_js(&self.game, mv))
    }
}

/// The seats' own names, in seat order ("Red", "Blue", ...): the name of a player given none.
/// A game has as many seats as `limits().maxPlayers`.
#[wasm_bindgen(js_name = seatNames, unchecked_return_type = "string[]")]
pub fn seat_names() -> Array {
    strings(DEFAULT_NAMES)
}

/// A move of `game` as `{player, roll, from, landed, to, walk, jumps, knockedOff, again,
/// winner, text}`.
fn move_to_js(game: &Game, mv: &Move) -> JsValue {
    use super::js::set;
    let o = Object::new();
    set(&o, "player", mv.player as u32);
    set(&o, "roll", mv.roll);
    set(&o, "from", mv.from);
    set(&o, "landed", mv.landed);
    set(&o, "to", mv.to);
    let walk = throws::move_walk(game, mv);
    set(&o, "walk", Uint32Array::from(walk.as_slice()));
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
    set(&o, "text", mv.text.as_str());
    set(&o, "said", said_to_js(game, mv));
    o.into()
}

/// A move's words by code, `{code, params, message}` (`message`: the English, as `text`).
fn said_to_js(game: &Game, mv: &Move) -> Object {
    let said = super::js::message_to_js(&game.said(mv));
    super::js::set(&said, "message", mv.text.as_str());
    said
}

/// What only the page asks of a game (the core module; the games module of the element's play
/// mode leaves them out): its round, a long game's words, a shared link's replay, its save.
#[cfg(feature = "page")]
#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// The round number (every player throws once a round).
    #[wasm_bindgen(getter, js_name = turnNumber)]
    pub fn turn_number(&self) -> u32 {
        self.game.turn_number()
    }

    /// The words of moves `from..to` (oldest first, as `roll()` told them): a long game's
    /// last moves without building an object for every move.
    #[wasm_bindgen(js_name = moveTexts, unchecked_return_type = "string[]")]
    pub fn move_texts(&self, from: u32, to: u32) -> Array {
        strings(
            self.game
                .moves(from as usize..to as usize)
                .map(|m| m.text.as_str()),
        )
    }

    /// The words of moves `from..to` by code (`{code, params, message}` each, as `roll()`'s
    /// `said`), for the page to word in its language.
    #[wasm_bindgen(js_name = moveSaid, unchecked_return_type = "CodedMessage[]")]
    pub fn move_said(&self, from: u32, to: u32) -> Array {
        self.game
            .moves(from as usize..to as usize)
            .map(|m| JsValue::from(said_to_js(&self.game, m)))
            .collect()
    }

    /// Throws the die up to `count` times, stopping at a win (a shared link's replay);
    /// returns the throws made.
    #[wasm_bindgen(js_name = rollMany)]
    pub fn roll_many(&mut self, count: u32) -> Result<u32, JsValue> {
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

    /// The game as text for `localStorage`; `Game.restore` replays it exactly.
    pub fn save(&self) -> String {
        self.game.save()
    }
}

#[cfg(feature = "extras")]
#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A game from `save()` text; damaged or altered text is an error saying so.
    pub fn restore(text: &str) -> Result<JsGame, JsValue> {
        Game::restore(text)
            .map(|game| JsGame { game })
            .map_err(js_err)
    }
}

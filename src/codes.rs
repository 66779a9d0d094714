//! Every message the core can give, by code: a stable name the front end keys its translations
//! by, and the English wording the command prints. `{name}` marks a parameter; a parameter
//! holding a message of its own (`detail`, `jump`) is worded in its place.
//!
//! Each code is a `static` of its own so that a wasm module links only the wording its exports
//! can reach; [`ALL`] lists them for the catalog and the tests.

use crate::message::Code;

macro_rules! codes {
    ($($(#[doc = $doc:literal])+ $id:ident $name:literal = $english:literal;)*) => {
        $($(#[doc = $doc])+ pub static $id: Code = Code { name: $name, english: $english };)*
        /// Every code, in the order of this file.
        pub static ALL: &[&Code] = &[$(&$id),*];
        /// Each code's context for a translator (its doc comment), in the order of [`ALL`].
        pub static CONTEXT: &[&str] = &[$(concat!($($doc),+)),*];
    };
}

codes! {
    // The kinds of error: the words around each error's detail.
    /// Text that could not be read as a board.
    PARSE "error.parse" = "{format} board, line {line}, column {column}: {detail}";
    /// A board that breaks a world rule.
    INVALID_BOARD "error.invalid_board" = "invalid board: {detail}";
    /// Chained jumps that never come to rest; `cycle` lists its squares.
    JUMP_CYCLE "error.jump_cycle" = "jumps form a cycle under chained jumps: {cycle} -> {first} (use single jumps, or break the cycle)";
    /// A long cycle, by its ends and length.
    CYCLE_LONG "error.cycle_long" = "{head} -> ... -> {tail} ({count} squares)";
    /// A rule option or parameter out of range or unknown.
    INVALID_OPTION "error.invalid_option" = "invalid option: {detail}";
    /// Input beyond a documented limit.
    LIMIT "error.limit" = "over a limit: {detail}";
    /// A world the builder cannot make.
    GENERATE "error.generate" = "cannot generate this world: {detail}";
    /// A game action not possible now.
    GAME "error.game" = "game: {detail}";

    // Jumps, as messages name them.
    /// A jump that leads down.
    SNAKE "jump.snake" = "snake {from} -> {to}";
    /// A jump that leads up.
    LADDER "jump.ladder" = "ladder {from} -> {to}";

    // The world rules (src/board.rs).
    /// A jump with a square off the board.
    BOARD_OUTSIDE "board.square_outside" = "{jump} has square {square} outside the board 1..{size}";
    /// A jump to its own square.
    BOARD_JUMP_TO_ITSELF "board.jump_to_itself" = "a jump from square {square} to itself goes nowhere";
    /// A jump from the last square.
    BOARD_FROM_LAST "board.from_last" = "{jump} starts on the last square {size}: a snake there makes the game unwinnable, a ladder there has nowhere to go";
    /// The same jump twice.
    BOARD_TWICE "board.jump_twice" = "{jump} appears twice";
    /// Two jumps from one square.
    BOARD_TWO_STARTS "board.two_starts" = "square {square} starts two jumps ({first} and {second}): a square holds one snake head or one ladder base";
    /// A snake that does not go down.
    BOARD_SNAKE_UP "board.snake_not_down" = "snake {from} -> {to} does not go down: a snake's head must be above its tail";
    /// A ladder that does not go up.
    BOARD_LADDER_DOWN "board.ladder_not_up" = "ladder {from} -> {to} does not go up: a ladder's base must be below its top";
    /// A width out of range.
    BOARD_COLUMNS "board.columns" = "a board must be 1 to {max} columns wide, not {columns}";
    /// A board under 2 squares.
    BOARD_TOO_SMALL "board.too_small" = "a board needs at least 2 squares, not {size}";
    /// A board over the largest size.
    BOARD_TOO_BIG "board.too_big" = "a board has at most {max} squares, not {size}";

    // Warnings: legal but surprising boards.
    /// One jump ends where another starts.
    WARN_CHAIN "warning.chain" = "chain: {first} ends where {second} starts (square {square})";
    /// Two jumps end on one square.
    WARN_SHARED_END "warning.shared_end" = "shared end: {first} and {second} both end on square {square}";

    // Reading a board's text (src/formats/).
    /// Where in a text: a line and column.
    AT_LINE "place.line" = "line {line}, column {column}";
    /// What was found: the end of the text.
    END_OF_TEXT "found.end_of_text" = "end of text";
    /// What was found: the end of a line.
    END_OF_LINE "found.end_of_line" = "end of line";
    /// Something else than what a reader expected; `expected` (a message) says what it wanted.
    PARSE_EXPECTED "parse.expected" = "expected {expected}, found {found}";
    /// A number too large for a square.
    PARSE_TOO_LARGE "parse.too_large" = "expected a number up to {max}, found {found}";

    /// A HackerRank count over its limit; `what` (a message) names what is counted.
    HACKERRANK_COUNT "hackerrank.count" = "hackerrank board, line {line}, column {column}: at most {limit} {what}, not {count}";
    /// A HackerRank input of no test case.
    HACKERRANK_NO_CASES "hackerrank.no_cases" = "expected at least 1 test case, found 0";
    /// Too many boards to write as HackerRank test cases.
    HACKERRANK_CASES "hackerrank.cases" = "the hackerrank format holds at most {max} test cases, not {count}";
    /// A board of another size than 100 to write as HackerRank.
    HACKERRANK_SIZE "hackerrank.size" = "the hackerrank format holds only 100-square boards; this board has {size} squares";
    /// Too many ladders or snakes (`what`) to write as HackerRank.
    HACKERRANK_JUMPS "hackerrank.jumps" = "the hackerrank format holds at most {max} {what} per board; this board has {count}";

    /// A JSON text that ended inside the board object; `reason` (a message) is the JSON reader's.
    JSON_EOF "json.eof" = "expected the rest of the board object, found end of text ({reason})";
    /// Text after the board object.
    JSON_TRAILING "json.trailing" = "expected the end of the text after the board object, found {found}";
    /// A JSON syntax error; `reason` (a message) is the JSON reader's, "expected ...".
    JSON_EXPECTED "json.expected" = "{reason}, found {found}";
    /// Another JSON syntax error; `reason` (a message) is the JSON reader's.
    JSON_SYNTAX "json.syntax" = "{reason}";
    /// A value of the wrong type; `found` (a message, or null) and `expected` (a message) describe it and the right one.
    JSON_INVALID_TYPE "json.invalid_type" = "invalid type: {found}, expected {expected}";
    /// A number that is not a square number; `found` and `expected` are messages.
    JSON_INVALID_VALUE "json.invalid_value" = "invalid value: {found}, expected {expected}";
    /// A pair of the wrong length; `expected` is a message.
    JSON_INVALID_LENGTH "json.invalid_length" = "invalid length {found}, expected {expected}";
    /// A pair with a third number.
    JSON_THIRD_NUMBER "json.third_number" = "expected a pair [from, to] of square numbers, found a third number";
    /// A key given twice.
    JSON_DUPLICATE "json.duplicate_key" = "duplicate field `{key}`";
    /// A null size.
    JSON_NULL_SIZE "json.null_size" = "\"size\" is null: give the number of squares, or leave the key out for 100";
    /// A key one letter or so from a board key, which would be ignored.
    JSON_NEAR_KEY "json.near_key" = "unknown key \"{key}\": did you mean \"{known}\"? (other keys are ignored, so its value would be lost)";
    /// What was wrong, and in which key's value ("\"snakes\": invalid type: null, ...").
    JSON_IN "json.in" = "{place}: {reason}";
    /// Where in a JSON board: the `number`th snake pair.
    JSON_SNAKE_PAIR "place.json_snake" = "\"snakes\" pair {number}";
    /// Where in a JSON board: the `number`th ladder pair.
    JSON_LADDER_PAIR "place.json_ladder" = "\"ladders\" pair {number}";

    /// A LeetCode grid with too few rows.
    LEETCODE_ROWS "leetcode.rows" = "expected {n} rows (a grid is n x n and its rows have {n} cells), found {found}";
    /// A LeetCode grid with too many rows.
    LEETCODE_GRID_END "leetcode.grid_end" = "expected ']' closing a grid of {n} rows (its rows have {n} cells), found {found}";
    /// A LeetCode row longer than the first.
    LEETCODE_ROW_END "leetcode.row_end" = "expected ']' closing row {row} after {n} cells like the first row, found {found}";
    /// A LeetCode row shorter than the first.
    LEETCODE_ROW_SHORT "leetcode.row_short" = "expected {n} cells in row {row} like the first row, found {found}";
    /// A LeetCode grid over the largest width.
    LEETCODE_TOO_WIDE "leetcode.too_wide" = "leetcode board, line {line}, column {column}: a grid is at most {max} x {max} (10^7 squares)";
    /// A board to write as LeetCode whose size is not a square number.
    LEETCODE_NOT_SQUARE "leetcode.not_square" = "the leetcode format holds only n x n boards; {size} squares is not a square number";

    /// A size or columns line given twice; `what` is the keyword.
    PARSE_TWICE "parse.given_twice" = "{what} is given twice (first on line {line})";
    /// A native grid over the largest board.
    NATIVE_GRID_TOO_BIG "native.grid_too_big" = "native board, line {line}, column {column}: grid {rows} x {columns} has {squares} squares; a board has at most {max}";
    /// A native grid that does not fit the size given.
    NATIVE_GRID_MISFIT "native.grid_misfit" = "native board, {place}: grid {rows} x {columns} does not fit size {size}: {size} squares {columns} wide make {fit} rows";
    /// A native jump without its end.
    NATIVE_JUMP_END "native.jump_end" = "expected the square the jump from {from} leads to, as in '{from} -> 6', found {found}";

    // What a reader expected (`parse.expected`'s `expected`) and the other phrases inside the
    // reading errors: each a message of its own, so a language words it whole. A `kind` is the
    // native keyword `snake` or `ladder`, a `jumps` or `hash` is `snakes` or `ladders`: a
    // translation chooses its words by it.
    /// Expected: the end of the line after `what` (a message: the size, the number of ladders...).
    LINE_END_AFTER "parse.line_end_after" = "the end of the line after {what}";
    /// Native format: what the line ended after (`parse.line_end_after`), the `size` line's number.
    NATIVE_THE_SIZE "native.the_size" = "the size";
    /// Native format: what the line ended after, the `columns` line's number.
    NATIVE_THE_COLUMNS "native.the_columns" = "the columns";
    /// Native format: what the line ended after, a `grid R x C` line.
    NATIVE_THE_GRID "native.the_grid" = "the grid";
    /// Native format, expected: the number after the keyword `size`.
    NATIVE_SIZE_NUMBER "native.size_number" = "the number of squares after 'size'";
    /// Native format, expected: the number after the keyword `columns`.
    NATIVE_COLUMNS_NUMBER "native.columns_number" = "the number of columns after 'columns'";
    /// Native format, expected: the rows of a `grid` line.
    NATIVE_GRID_ROWS "native.grid_rows" = "the number of rows after 'grid', as in 'grid 10 x 10'";
    /// Native format, expected: the `x` of a `grid` line.
    NATIVE_GRID_X "native.grid_x" = "'x' between rows and columns, as in 'grid 10 x 10'";
    /// Native format, expected: the columns of a `grid` line.
    NATIVE_GRID_COLUMNS "native.grid_columns" = "the number of columns, as in 'grid 10 x 10'";
    /// Native format, expected: anything at all, in a text of only blanks and comments.
    NATIVE_BOARD "native.board" = "a board (a 'size N' line, jumps like '16 -> 6', or both)";
    /// Native format, expected: a line's statement (the keywords stay as they are).
    NATIVE_STATEMENT "native.statement" = "'size N', 'columns C', 'grid R x C' or a jump like '16 -> 6'";
    /// Native format, expected: what may follow a jump on its line.
    NATIVE_SEPARATOR "native.separator" = "',' or ';' before another jump, or the end of the line";
    /// Native format, expected: the square after the keyword `kind` (`snake` or `ladder`).
    NATIVE_JUMP_START "native.jump_start" = "the square the {kind} starts on";
    /// Native format, expected: a jump, after a `,` or `;`.
    NATIVE_JUMP "native.jump" = "a jump like '16 -> 6' (or 'snake'/'ladder' and one)";
    /// HackerRank, expected: the first line, the count of test cases.
    HACKERRANK_NUMBER_OF_CASES "hackerrank.number_of_cases" = "the number of test cases";
    /// HackerRank, expected: the count of `jumps` (`ladders` or `snakes`) of test case `case`.
    HACKERRANK_NUMBER_OF_JUMPS "hackerrank.number_of_jumps" = "the number of {jumps} of test case {case}";
    /// HackerRank: jump `number` of the `count` `kind` (`ladder` or `snake`) lines of test case `case`.
    HACKERRANK_JUMP "hackerrank.jump" = "{kind} {number} of {count} of test case {case}";
    /// HackerRank, expected: the line of `what` (a message: `hackerrank.jump`), two numbers.
    HACKERRANK_PAIR "hackerrank.pair" = "{what} as 'start end'";
    /// HackerRank, expected: the first number of `what` (a message: `hackerrank.jump`).
    HACKERRANK_START_SQUARE "hackerrank.start_square" = "the start square of {what}";
    /// HackerRank, expected: the second number of `what` (a message: `hackerrank.jump`).
    HACKERRANK_END_SQUARE "hackerrank.end_square" = "the end square of {what}";
    /// HackerRank, expected: nothing more after the one test case (`count` is 1) the text announced.
    HACKERRANK_TEXT_END_ONE "hackerrank.text_end_one" = "the end of the text after {count} test case";
    /// HackerRank, expected: nothing more after the `count` test cases (2 or more) the text announced.
    HACKERRANK_TEXT_END "hackerrank.text_end" = "the end of the text after {count} test cases";
    /// HackerRank: what is counted over its limit (`hackerrank.count`'s `what`): test cases.
    HACKERRANK_LIMIT_CASES "hackerrank.limit_cases" = "test cases";
    /// HackerRank: what is counted over its limit: `jumps` (`ladders` or `snakes`) in one test case.
    HACKERRANK_LIMIT_JUMPS "hackerrank.limit_jumps" = "{jumps} per test case";
    /// LeetCode, expected: a cell of a grid.
    LEETCODE_CELL "leetcode.cell" = "-1 or a square number";
    /// LeetCode, expected: a grid, where there is none.
    LEETCODE_GRID "leetcode.grid" = "a grid like [[-1,-1],[-1,3]]";
    /// LeetCode, expected: what follows row `row` of a grid.
    LEETCODE_AFTER_ROW "leetcode.after_row" = "',' or ']' after row {row}";
    /// LeetCode, expected: the bracket opening row `row`.
    LEETCODE_ROW_START "leetcode.row_start" = "'[' starting row {row}";
    /// LeetCode, expected: what follows a cell of row `row`.
    LEETCODE_IN_ROW "leetcode.in_row" = "',' or ']' in row {row}";
    /// Ruby, expected: nothing more after the two hashes.
    RUBY_TEXT_END "ruby.text_end" = "the end of the text after the ladders hash";
    /// Ruby, expected: the `brace` ('{') opening the `hash` (`snakes` or `ladders`) hash; `example` is one.
    RUBY_HASH_START "ruby.hash_start" = "{brace} starting the {hash} hash, as in {example}";
    /// Ruby, expected: what follows a pair of the `hash` (`snakes` or `ladders`) hash; `brace` is '}'.
    RUBY_HASH_NEXT "ruby.hash_next" = "',' or {brace} closing the {hash}";
    /// Ruby, expected: a pair's first square in the `hash` (`snakes` or `ladders`) hash; `brace` is '}'.
    RUBY_SQUARE "ruby.square" = "a square number or {brace} closing the {hash}";
    /// Ruby, expected: the arrow of a pair after its first square `from`.
    RUBY_ARROW "ruby.arrow" = "'=>' after {from}";
    /// Ruby, expected: a pair's second square, where the jump from `from` lands.
    RUBY_LEADS_TO "ruby.leads_to" = "the square {from} leads to";
    /// JSON, expected: a whole number (a board's size, a square).
    JSON_WHOLE "json.whole" = "a whole number from 0 to 4294967295";
    /// JSON, expected: a jump.
    JSON_PAIR "json.pair" = "a pair [from, to] of square numbers, as in [16, 6]";
    /// JSON, expected: the list of a board's snakes or ladders.
    JSON_A_SEQUENCE "json.a_sequence" = "a sequence";
    /// JSON, expected: the board, where the text starts with something else; `example` is one.
    JSON_BOARD_OBJECT "json.board_object" = "a board object like {example}";
    /// JSON, found: a list (`json.invalid_type`'s `found`).
    JSON_SEQUENCE "json.sequence" = "sequence";
    /// JSON, found: an object.
    JSON_MAP "json.map" = "map";
    /// JSON, found: true or false (`value`, as written).
    JSON_BOOLEAN "json.boolean" = "boolean {value}";
    /// JSON, found: a number with a fraction or exponent (`value`, as written).
    JSON_FLOAT "json.float" = "floating point {value}";
    /// JSON, found: a whole number (`value`, as written).
    JSON_INTEGER "json.integer" = "integer {value}";
    /// JSON, found: a string (`value`, quoted).
    JSON_STRING "json.string" = "string {value}";
    /// JSON, found: a long string, its first characters (`value`) and its length `count`.
    JSON_STRING_CUT "json.string_cut" = "string {value} (cut, {count} characters)";
    /// A JSON reader's reason (`reason`, a message) and where (`place`).
    JSON_REASON_AT "json.reason_at" = "{reason} at {place}";
    /// The JSON reader's reason: the text ended inside a value.
    JSON_EOF_VALUE "json.eof_value" = "EOF while parsing a value";
    /// The JSON reader's reason: the text ended inside a string.
    JSON_EOF_STRING "json.eof_string" = "EOF while parsing a string";
    /// The JSON reader's reason: the text ended inside a list.
    JSON_EOF_LIST "json.eof_list" = "EOF while parsing a list";
    /// The JSON reader's reason: the text ended inside an object.
    JSON_EOF_OBJECT "json.eof_object" = "EOF while parsing an object";
    /// The JSON reader's reason: no value where one belongs.
    JSON_EXPECTED_VALUE "json.expected_value" = "expected value";
    /// The JSON reader's reason: a misspelt `true`, `false` or `null`.
    JSON_EXPECTED_IDENT "json.expected_ident" = "expected ident";
    /// The JSON reader's reason: a number written wrong.
    JSON_INVALID_NUMBER "json.invalid_number" = "invalid number";
    /// The JSON reader's reason: a raw control character inside a string.
    JSON_CONTROL "json.control_character" = "control character (\\u0000-\\u001F) found while parsing a string";
    /// The JSON reader's reason: a backslash escape that is not one.
    JSON_INVALID_ESCAPE "json.invalid_escape" = "invalid escape";
    /// The JSON reader's reason: half of a surrogate pair.
    JSON_LONE_SURROGATE "json.lone_surrogate" = "lone leading surrogate in hex escape";
    /// The JSON reader's reason: a \u escape cut short.
    JSON_HEX_END "json.hex_end" = "unexpected end of hex escape";
    /// The JSON reader's reason: lists or objects nested too deep.
    JSON_RECURSION "json.recursion_limit" = "recursion limit exceeded";
    /// The JSON reader's reason: a comma before a closing bracket.
    JSON_TRAILING_COMMA "json.trailing_comma" = "trailing comma";
    /// The JSON reader's reason: no comma or `close` (the bracket closing the list or object).
    JSON_EXPECTED_COMMA "json.expected_comma" = "expected `,` or {close}";
    /// The JSON reader's reason: an object key that is not a string.
    JSON_KEY_STRING "json.key_string" = "key must be a string";
    /// The JSON reader's reason: no colon after a key.
    JSON_EXPECTED_COLON "json.expected_colon" = "expected `:`";
    /// The JSON reader's reason: more after the value.
    JSON_TRAILING_CHARACTERS "json.trailing_characters" = "trailing characters";
    /// A saved game's field `key` missing (`save.fields`'s `reason`).
    SAVE_MISSING "save.missing" = "missing field `{key}`";
    /// A saved game's part that is not an object; `found` says what it is.
    SAVE_NOT_OBJECT "save.not_object" = "invalid type: {found}, expected an object";
    /// A saved game's field `key` that is not one; `keys` lists those there are.
    SAVE_UNKNOWN "save.unknown" = "unknown field `{key}`, expected one of `{keys}`";
    /// A saved game's field `key` holding `found` (a message) instead of a whole number up to `max`.
    SAVE_NOT_WHOLE "save.not_whole" = "`{key}` is {found}, not a whole number from 0 to {max}";
    /// A saved game's field `key` holding `found` instead of a list.
    SAVE_NOT_LIST "save.not_list" = "`{key}` is {found}, not a list";
    /// A saved game's field `key` holding `found` instead of a string.
    SAVE_NOT_STRING "save.not_string" = "`{key}` is {found}, not a string";
    /// A saved game's field `key` holding `found` instead of true or false.
    SAVE_NOT_FLAG "save.not_flag" = "`{key}` is {found}, not true or false";
    /// A saved game's jump of `count` numbers.
    SAVE_JUMP_LENGTH "save.jump_length" = "a jump in `jumps` has {count} numbers, not 2";
    /// An option (`js.option_wrong`'s `expected`): a boolean.
    EXPECT_TRUE_OR_FALSE "expect.true_or_false" = "true or false";
    /// An option: a string.
    EXPECT_STRING "expect.string" = "a string";
    /// An option: an object's property that can be read (a getter threw).
    EXPECT_READABLE "expect.readable" = "readable";
    /// An option: the solver's randomness.
    EXPECT_FRACTION "expect.fraction" = "a number from 0 to 1";
    /// An option: a seed, the largest whole number JavaScript holds exactly.
    EXPECT_SEED "expect.seed" = "a whole number from 0 to 9007199254740991";
    /// An option: a game's players.
    EXPECT_PLAYERS "expect.players" = "a number of players or a list of names";
    /// An option: a range.
    EXPECT_RANGE "expect.range" = "[lo, hi], two numbers";
    /// An option: a range of expected throws, or one number of them.
    EXPECT_RANGE_OR_NUMBER "expect.range_or_number" = "[lo, hi], two numbers, or one number of throws";
    /// An option: a number of games to simulate.
    EXPECT_GAMES "expect.games" = "a whole number of games";
    /// A simulation's argument (`js.whole`'s `what`): the number of its first game.
    JS_FIRST_GAME "js.first_game" = "first game";
    /// A simulation's argument (`js.whole`'s `what`): how many games.
    JS_GAME_COUNT "js.game_count" = "game count";

    /// A format name that is not one.
    FORMAT_UNKNOWN "format.unknown" = "format must be one of {formats}, not '{found}'";
    /// A text that holds no board.
    PARSE_NO_BOARD "parse.no_board" = "expected a board";
    /// A text over the largest length.
    TEXT_TOO_LONG "format.text_too_long" = "a board text has at most {max} bytes (64 MiB), this one has {size}";
    /// Several boards to write in a format of one board.
    FORMAT_ONE_BOARD "format.one_board" = "the {format} format holds exactly one board, not {count}";
    /// No board to write.
    FORMAT_NO_BOARD "format.no_board" = "nothing to write: the {format} format needs at least one board";
    /// More jumps than a board has squares, while reading.
    PARSE_TOO_MANY_JUMPS "parse.too_many_jumps" = "{format} board, line {line}, column {column}: more than {limit} jumps on a board of at most {limit} squares (a square starts at most one jump)";
    /// More jumps than the board has squares.
    BOARD_TOO_MANY_JUMPS "board.too_many_jumps" = "{place}: {count} jumps on a board of {size} squares (a square starts at most one jump)";
    /// A jump declared a snake that goes up, or a ladder that goes down.
    BOARD_WRONG_WAY "board.wrong_way" = "{jump} goes the wrong way";
    /// A message placed in a board's text.
    PLACED "place.detail" = "{place}: {detail}";
    /// Where in a board: the format and a place.
    AT_BOARD_PLACE "place.board_at" = "{format} board, {place}";
    /// Where in a board: the format alone.
    AT_BOARD "place.board" = "{format} board";
    /// A message about the second of two jumps, naming where the first is.
    FIRST_AT "place.first_at" = "{detail} (the first is at {first})";

    // The rules (src/rules.rs) and throws (src/throws.rs).
    /// A die of too many or no faces.
    RULE_FACES "rule.faces" = "faces must be 1 to {max}, not {faces}";
    /// A die's faces that are not a number.
    RULE_FACES_TEXT "rule.faces_text" = "faces must be a whole number from 1 to {max}, not '{found}'";
    /// A rule name that is not one.
    RULE_UNKNOWN "rule.unknown" = "unknown rule '{found}' (expected start, overshoot, jumps or faces)";
    /// A rule value that is not one of its choices; `what` names the rule.
    RULE_CHOICE "rule.choice" = "{what} must be one of {choices}, not '{found}'";
    /// A throw from a square or with a roll out of range.
    THROW_RANGE "throw.range" = "a throw needs a square from 0 to {size} and a roll from 1 to {faces}, not square {from} and roll {roll}";

    // Games (src/game.rs).
    /// Too many or no players.
    GAME_PLAYERS "game.players" = "a game needs 1 to {max} players, not {count}";
    /// A player's name too long.
    GAME_NAME_LONG "game.name_long" = "player {player} has a name longer than {max} characters";
    /// A player's name with a control character.
    GAME_NAME_CONTROL "game.name_control" = "player {player}'s name contains a control character";
    /// Three sixes without sixes again.
    GAME_THREE_SIXES "game.three_sixes" = "three sixes ending the turn needs the sixes-again rule: without it no turn has two throws";
    /// A throw after the game was won.
    GAME_OVER "game.over" = "the game is over: {winner} won";
    /// A game that made its most throws.
    GAME_MOVES "game.moves" = "a game holds at most {max} throws, and this one has made them all without a winner";
    /// A saved game that cannot be restored; `why` says why.
    SAVE_BAD "save.bad" = "this saved game cannot be restored: {why}";
    /// A saved game that is not JSON; `reason` (a message) is the JSON reader's, with its place.
    SAVE_NOT_JSON "save.not_json" = "it is not valid JSON ({reason})";
    /// A saved game of another format version.
    SAVE_VERSION "save.version" = "it is format version {version}, and this version reads format {reads}";
    /// A saved game without its version.
    SAVE_NO_VERSION "save.no_version" = "it has no format version \"v\"";
    /// A saved game without the fields expected; `reason` (a message) names the field.
    SAVE_FIELDS "save.fields" = "it does not have the expected fields ({reason})";
    /// A saved game of too many moves.
    SAVE_TOO_MANY_MOVES "save.too_many_moves" = "it records {moves} moves, more than the {max} a game may hold";
    /// A saved game whose board breaks a rule.
    SAVE_BOARD "save.board" = "its board is not valid ({error})";
    /// A saved game whose seed is not a number.
    SAVE_SEED "save.seed" = "its seed '{seed}' is not a whole number";
    /// A saved game with moves after its end.
    SAVE_WON_EARLY "save.won_early" = "it records {moves} moves, but its game was won after {made}";
    /// A saved game whose check value does not match.
    SAVE_ALTERED "save.altered" = "it has been altered or damaged (its check value does not match the replayed game)";

    /// Rules as messages name them (the values are the command's option values).
    RULES "rules.words" = "start {start}, overshoot {overshoot}, jumps {jumps}, {faces} faces";

    // The world builder (src/world.rs).
    /// No board found; `wanted` and `found` say what was sought and seen.
    WORLD_GAVE_UP "world.gave_up" = "gave up after trying {attempts} boards (seeds derived from {seed}): none {wanted} under the rules ({rules}); {found}";
    /// Sought: a minimum of exactly so many throws.
    WORLD_WANTED_EXACTLY "world.wanted_exactly" = "has a minimum of exactly {throws} throws";
    /// Sought: a minimum in a range.
    WORLD_WANTED_RANGE "world.wanted_range" = "has a minimum of {lo} to {hi} throws";
    /// Sought: a finishable board.
    WORLD_WANTED_REACH "world.wanted_reach" = "lets a player reach the last square";
    /// Seen: every finishable board had one minimum.
    WORLD_FOUND_ONE "world.found_one" = "every finishable one had a minimum of {throws}";
    /// Seen: minimums in a range.
    WORLD_FOUND_RANGE "world.found_range" = "the finishable ones had minimums from {lo} to {hi}";
    /// Seen: no finishable board.
    WORLD_FOUND_NONE "world.found_none" = "not one could be finished";
    /// Seen: as `found`, and some boards not finishable.
    WORLD_FOUND_UNFINISHED "world.found_unfinished" = "{found}, and {count} could not be finished";
    /// Too many snakes for a board without ladders.
    WORLD_TOO_MANY_SNAKES "world.too_many_snakes" = "a {size}-square board holds at most {most} snakes when there are no ladders (every end needs its own square, and square {size} can only be a ladder's top); asked for {snakes}";
    /// Too many snakes and ladders.
    WORLD_TOO_MANY_JUMPS "world.too_many_jumps" = "a {size}-square board holds at most {most} snakes and ladders with every end on its own square; asked for {asked} ({snakes} snakes and {ladders} ladders)";
    /// An empty range of minimum throws.
    WORLD_MIN_EMPTY "world.min_empty" = "the range of minimum throws {lo} to {hi} is empty (the low end is above the high end)";
    /// A minimum of 0 throws.
    WORLD_MIN_ZERO "world.min_zero" = "every board needs at least 1 throw to finish; a minimum of 0 throws is impossible";
    /// A minimum below what a die can do without ladders.
    WORLD_MIN_FLOOR "world.min_floor" = "without ladders a {faces}-faced die needs at least {floor} throws to reach square {square}; asked for at most {hi}";
    /// As `world.min_floor`, when passing the last square wins.
    WORLD_MIN_FLOOR_PASS "world.min_floor_pass" = "without ladders a {faces}-faced die needs at least {floor} throws to reach or pass square {square}; asked for at most {hi}";
    /// An expected length below what a die can do without ladders.
    WORLD_EXPECTED_FLOOR "world.expected_floor" = "without ladders a {faces}-faced die advances {advance} squares a throw on average, so a game on {size} squares takes at least {floor} throws on average whatever the snakes; asked for at most {hi}";
    /// An expected length above what a die can take without snakes.
    WORLD_EXPECTED_CEILING "world.expected_ceiling" = "without snakes a piece never moves back: a {faces}-faced die advances {advance} squares a throw on average until the last {faces} squares, and from there finishes with a chance of at least 1 in {faces} each throw, so a game on {size} squares takes at most {ceiling} throws on average whatever the ladders; asked for at least {lo}";
    /// Expected turns that are not a range or a number.
    WORLD_EXPECTED_TURNS "world.expected_turns" = "expected turns must be a range LO..HI of two numbers, such as 30..35, or one number of throws to come near, not '{found}'";
    /// An average game of no throws.
    WORLD_AVERAGE "world.average" = "an average game must be a number of throws above 0, not {found}";
    /// A target of expected throws in a build without the analysis.
    WORLD_NEEDS_ANALYSIS "world.needs_analysis" = "a target range of expected throws needs the analysis, which this build leaves out (use the full module or the command)";
    /// A range of expected throws out of order.
    WORLD_EXPECTED_RANGE "world.expected_range" = "the range of expected throws must be two numbers lo..hi with 0 <= lo <= hi, not {lo}..{hi}";
    /// An expected length under 1 throw.
    WORLD_EXPECTED_ZERO "world.expected_zero" = "every game takes at least 1 throw, so an expected length of at most {hi} throws is impossible";
    /// The search stopped by Ctrl-C.
    WORLD_STOPPED "world.stopped" = "stopped (Ctrl-C) after trying {evaluations} boards, none with an expected length of {lo} to {hi} throws";
    /// No board of the expected length found.
    WORLD_GAVE_UP_TARGET "world.gave_up_target" = "gave up after trying {evaluations} boards (from seed {seed}): none of {snakes} snakes and {ladders} ladders on {size} squares has an expected length of {lo} to {hi} throws under the rules ({rules}); {found}";
    /// As `world.gave_up_target`, when some boards missed the other demands.
    WORLD_GAVE_UP_TARGET_REFUSED "world.gave_up_target_refused" = "gave up after trying {evaluations} boards (from seed {seed}) ({refused} did not meet the demands on minimum throws or reachability): none of {snakes} snakes and {ladders} ladders on {size} squares has an expected length of {lo} to {hi} throws under the rules ({rules}); {found}";
    /// Seen: the closest expected length.
    WORLD_CLOSEST "world.closest" = "the closest had {expected} expected throws";
    /// Seen: no board surely finishable.
    WORLD_NONE_SURE "world.none_sure" = "not one could surely be finished";
    /// Seen: no board meeting the other demands.
    WORLD_NONE_MET "world.none_met" = "not one met the other demands";

    // The analysis (src/analysis/).
    /// Too many players.
    PLAYERS "analysis.players" = "players must be 1 to {max}, not {players}";
    /// Jump values of too large a board.
    JUMP_VALUES_WORK "analysis.jump_values_work" = "the worth of {jumps} jumps on a {size}-square board takes a solve of the board per jump, more than {max} squares in all";
    /// Occupancy of too many throws.
    OCCUPANCY_WORK "analysis.occupancy_work" = "{throws} throws on a {size}-square board with a {faces}-faced die is more than {max} squares pushed; ask for fewer throws";
    /// An occupancy series of too many numbers.
    OCCUPANCY_VALUES "analysis.occupancy_values" = "{count} distributions of {width} squares are {values} numbers, more than {max}; ask for fewer throws or step through them one at a time";
    /// The exact knock-off chain of too large a board.
    KNOCK_OFF_SQUARES "analysis.knock_off_squares" = "the exact two-player knock-off chain is solved for boards of at most {max} squares, not {size}: simulate instead";
    /// The exact knock-off chain of too many transitions.
    KNOCK_OFF_ENTRIES "analysis.knock_off_entries" = "the two-player knock-off chain of this board and die has {entries} transitions, over the {max} solved exactly: simulate instead";
    /// A simulation of too many games.
    SIMULATE_GAMES "simulate.games" = "at most {max} games per run, not {games}";
    /// Three sixes without sixes again, in a simulation.
    SIMULATE_THREE_SIXES "simulate.three_sixes" = "three sixes ending the turn needs the sixes-again rule";
    /// A range of game numbers out of order or too long.
    SIMULATE_RANGE "simulate.range" = "games {first}..{end} is not a range of at most {max} game numbers";
    /// A simulation thread that failed.
    SIMULATE_THREAD "simulate.thread" = "a simulation thread failed";

    // The analysis's sentences on figures it could not prove (`caveats`, `*_not_known` and the
    // tail's rate in a report: src/analysis/mod.rs, figures.rs).
    /// The average game of one player (`value` throws, a figure) is an estimate proven between `lo` and `hi`.
    ANALYSIS_AVERAGE_ESTIMATE "analysis.average_estimate" = "The average of {value} throws is an estimate (proven between {lo} and {hi}).";
    /// The average game of one player (`value` throws) is an estimate with no proven bound.
    ANALYSIS_AVERAGE_UNBOUNDED "analysis.average_unbounded" = "The average of {value} throws is an estimate: no bound on its error could be proven on this board.";
    /// Several players: the expected rounds (`value`) are an estimate proven between `lo` and `hi`.
    ANALYSIS_ROUNDS_ESTIMATE "analysis.rounds_estimate" = "The expected rounds ({value}) are an estimate (proven between {lo} and {hi}).";
    /// Several players: the expected rounds (`value`) are an estimate with no proven bound.
    ANALYSIS_ROUNDS_UNBOUNDED "analysis.rounds_unbounded" = "The expected rounds ({value}) are an estimate: no bound on its error could be proven on this board.";
    /// Several players: the expected turns of all players together (`value`) are an estimate proven between `lo` and `hi`.
    ANALYSIS_TURNS_ESTIMATE "analysis.turns_estimate" = "The expected turns of all players ({value}) are an estimate (proven between {lo} and {hi}).";
    /// Several players: the expected turns of all players (`value`) are an estimate with no proven bound.
    ANALYSIS_TURNS_UNBOUNDED "analysis.turns_unbounded" = "The expected turns of all players ({value}) are an estimate: no bound on its error could be proven on this board.";
    /// A percentile is an estimate: `games` (a share of the games, a message) are over after about `throws` throws; `known` (a message) is what is proven of it.
    ANALYSIS_PERCENTILE_ESTIMATE "analysis.percentile_estimate" = "{games} are over after about {throws} throws, an estimate (proven {known}).";
    /// A percentile is not known: when `games` (a share of the games, a message) are over; `known` is what is proven, `why` (a message) why no more is known.
    ANALYSIS_PERCENTILE_NOT_KNOWN "analysis.percentile_not_known" = "When {games} are over is not known ({known}): {why}.";
    /// What is proven of a percentile: between `lo` and `hi` throws.
    ANALYSIS_PROVEN_BETWEEN "analysis.proven_between" = "between {lo} and {hi}";
    /// What is proven of a percentile: at least `lo` throws.
    ANALYSIS_PROVEN_AT_LEAST "analysis.proven_at_least" = "at least {lo}";
    /// A share of the games, at the start of a sentence (`analysis.percentile_estimate`).
    ANALYSIS_QUARTER_FIRST "analysis.games_quarter_first" = "A quarter of the games";
    /// A share of the games, inside a sentence (`analysis.percentile_not_known`).
    ANALYSIS_QUARTER "analysis.games_quarter" = "a quarter of the games";
    /// A share of the games, at the start of a sentence.
    ANALYSIS_HALF_FIRST "analysis.games_half_first" = "Half the games";
    /// A share of the games, inside a sentence.
    ANALYSIS_HALF "analysis.games_half" = "half the games";
    /// A share of the games, at the start of a sentence.
    ANALYSIS_THREE_QUARTERS_FIRST "analysis.games_three_quarters_first" = "Three quarters of the games";
    /// A share of the games, inside a sentence.
    ANALYSIS_THREE_QUARTERS "analysis.games_three_quarters" = "three quarters of the games";
    /// A share of the games (90%), at the start of or inside a sentence.
    ANALYSIS_NINE_IN_TEN "analysis.games_nine_in_ten" = "9 games in 10";
    /// A share of the games (95%), at the start of or inside a sentence.
    ANALYSIS_NINETEEN_IN_TWENTY "analysis.games_nineteen_in_twenty" = "19 games in 20";
    /// Several players' figures are not known; `why` (a message) says why.
    ANALYSIS_ODDS_NOT_KNOWN "analysis.odds_not_known" = "The win chances, expected rounds and turns of all players are not known: {why}.";
    /// One player's expected throws are not given: the solver's answer failed its own check
    /// (a square came out with fewer than one throw to go, which no true answer has) on a
    /// board whose expectations are too large for 64-bit arithmetic; `throws` is the fewest
    /// throws that can finish, a proven lower bound.
    ANALYSIS_EXPECTED_FAILED "analysis.expected_failed" = "at least {throws}; the solver's answer failed its own check, as happens when a board's expected throws are too large for 64-bit arithmetic";
    /// One player's expected throws are finite (every game ends) but above the largest 64-bit
    /// float.
    ANALYSIS_EXPECTED_OVERFLOW "analysis.expected_overflow" = "more than 1.8 × 10^308 throws: every game ends, but the average is too large for a 64-bit float";
    /// Several players' win chances are not proven.
    ANALYSIS_WINS_ESTIMATE "analysis.wins_estimate" = "The win chances are estimates, not proven to 9 digits.";
    /// The knock-off figures come from a simulation.
    ANALYSIS_KNOCK_OFF_SIMULATED "analysis.knock_off_simulated" = "The knock-off figures are simulated: estimates with 95% intervals.";
    /// The knock-off figures are solved but not proven.
    ANALYSIS_KNOCK_OFF_ESTIMATE "analysis.knock_off_estimate" = "The knock-off figures are estimates: the joint chain's solve could not prove them to 9 digits.";
    /// The knock-off figures are not known; `why` (a message) says why.
    ANALYSIS_KNOCK_OFF_NOT_KNOWN "analysis.knock_off_not_known" = "The knock-off figures are not known: {why}.";
    /// Why the knock-off figures are not known: every game ends, yet the two win chances the
    /// joint chain's unproven solve gave sum to `sum` (a number, as "1.33 × 10^-20"), not 1.
    KNOCK_OFF_DISPROVED "analysis.knock_off_disproved" = "the joint chain's solve failed its own check: every game ends, yet its win chances sum to {sum}";
    /// Why the knock-off figures are not known: `unfinished` of the `games` simulated games had
    /// not ended after `rounds` rounds, though every game ends.
    KNOCK_OFF_UNFINISHED "analysis.knock_off_unfinished" = "{unfinished} of the {games} simulated games had not ended after {rounds} rounds: games this long cannot be simulated";
    /// Why figures are not known: the distribution stopped after `throws` throws with `share` (a percentage, or a message) of the games still going.
    ANALYSIS_CUT_SHORT "analysis.cut_short" = "the distribution was cut at {throws} throws with {share} of the games still going, and the mass left had not settled into its geometric tail";
    /// A share of the games too small to write as a percentage.
    ANALYSIS_SHARE_ALMOST_NONE "analysis.share_almost_none" = "almost none";
    /// A share of the games too close to all of them to write as a percentage.
    ANALYSIS_SHARE_NEARLY_ALL "analysis.share_nearly_all" = "just under 100%";
    /// Why the most likely length is not known; `throws` is how many throws were computed exactly.
    ANALYSIS_MODE_NOT_KNOWN "analysis.mode_not_known" = "no length is proven the most likely: two are too close to tell apart, or the games after the {throws} throws computed exactly could hold a likelier one";
    /// The tail of a very long game: after throw `throw`, each throw ends `rate` percent (a figure, such as 6.031 × 10^-21) of the games still going.
    ANALYSIS_TAIL "analysis.tail" = "After throw {throw}, each throw ends {rate}% of the games still going.";
    /// The chance of the shortest game when it is above 0 but below the smallest number a computer writes.
    ANALYSIS_CHANCE_TOO_SMALL "analysis.chance_too_small" = "above 0% but too small to write";

    // The benchmark workloads (src/workloads.rs).
    /// A workload name that is not one.
    WORKLOAD_UNKNOWN "workload.unknown" = "unknown workload '{found}' (expected one of {names})";
    /// A simulation workload of another size.
    WORKLOAD_SIZE "workload.size" = "the simulation workloads use the 100-square classic board, not {size} squares";

    // The command (src/cli.rs).
    /// A completion script that is not UTF-8.
    CLI_COMPLETION_UTF8 "cli.completion_utf8" = "the completion script is not UTF-8 text";
    /// An input file over the largest text.
    CLI_INPUT_TOO_LARGE "cli.input_too_large" = "input is larger than {mib} MiB";
    /// An input that is not UTF-8; `byte` is the byte in hexadecimal.
    CLI_NOT_UTF8 "cli.not_utf8" = "byte {byte}, which is not UTF-8 (save the board as UTF-8 text)";
    /// JSON that could not be written.
    CLI_JSON "cli.json" = "cannot write JSON: {reason}";
    /// Rows times columns over a number.
    CLI_GRID_TOO_MANY "cli.grid_too_many" = "{rows} x {columns} squares is too many";
    /// Generate without a size.
    CLI_GENERATE_SIZE "cli.generate_size" = "generate needs --size N, or --rows R and --columns C";
    /// Three sixes without sixes.
    CLI_THREE_SIXES "cli.three_sixes" = "'--three-sixes' needs '--sixes': three sixes in a row end a turn only where a six throws again";

    // The JavaScript boundary (src/wasm/): options and values the page passes.
    /// Simulation sums that cannot be read back.
    JS_SUMS_DAMAGED "js.sums_damaged" = "simulation sums are damaged: {reason}";
    /// A count that is not a whole number; `what` (a message) names it.
    JS_WHOLE "js.whole" = "{what} must be a whole number, not {found}";
    /// A count out of range; `what` names it.
    JS_WHOLE_RANGE "js.whole_range" = "{what} must be a whole number from 0 to {max}, not {found}";
    /// A trace limit over its cap.
    JS_TRACE_LIMIT "js.trace_limit" = "limit must be a whole number from 0 to {cap}, not {limit}";
    /// A seed out of range.
    JS_SEED "js.seed" = "seed must be a whole number from 0 to {max}, not {found}";
    /// A format the core module does not read.
    JS_FULL_MODULE_FORMAT "js.full_module_format" = "the {format} format is read and written by the full module (snakes_ladders_full), not by the core module, which reads the native format only";
    /// The exact fraction asked for (`exact: true`) of the analysis module, which has no big rationals.
    JS_EXACT_FULL_MODULE "js.exact_full_module" = "the exact fraction (exact: true) is computed by the full module (snakes_ladders_full), not by the analysis module (snakes_ladders_markov), which leaves out its big rationals: leave out exact, or analyze with the full module";
    /// A format the first paint does not read.
    JS_PAINT_FORMAT "js.paint_format" = "the first paint reads the native format only; the full module reads {format}";
    /// A text without a board.
    JS_NO_BOARD "js.no_board" = "the text holds no board";
    /// Options that are not an object; `what` names whose: `rule`, `game`, `analysis` or `simulation`
    /// (a translation words these by a selector), or the method's own name (`solve`, `bfsTrace`, `generate`).
    JS_OPTIONS_OBJECT "js.options_object" = "the {what} options must be an object, not {found}";
    /// An unknown option; `what` as in `js.options_object`.
    JS_OPTION_UNKNOWN "js.option_unknown" = "unknown {what} option '{found}' (expected one of {keys})";
    /// An option of the wrong kind; `what` as in `js.options_object`, `expected` (a message) describes the right one.
    JS_OPTION_WRONG "js.option_wrong" = "{what} option '{key}' must be {expected}, not {found}";
    /// A list option with a wrong entry; `what` as in `js.options_object`, `expected` (a message) describes the right one.
    JS_OPTION_ENTRY "js.option_entry" = "{what} option '{key}' must be {expected}, but entry {entry} is {found}";
    /// A whole-number option out of range; `what` as in `js.options_object`.
    JS_OPTION_WHOLE "js.option_whole" = "{what} option '{key}' must be a whole number from {lo} to {hi}, not {found}";
    /// Too many players' names.
    JS_PLAYERS "js.players" = "a game has at most {max} players, not {count}";
    /// Rows and columns out of range.
    JS_GRID "js.grid" = "{rows} rows x {columns} columns must make 2 to {max} squares";
    /// A world without a size.
    JS_SIZE "js.size" = "give size, or both rows and columns";
    /// minThrows that is not a range.
    JS_MIN_THROWS "js.min_throws" = "minThrows must be [lo, hi], whole numbers with 0 <= lo <= hi";
    /// Jumps not in pairs.
    JS_JUMP_PAIRS "js.jump_pairs" = "jumps must come in pairs [from, to, ...]";

    // The narration of a move (a game's log and what a screen reader hears), built from parts.
    /// A move: who threw what, then where the token went (`path`, itself a message).
    MOVE_MOVED "move.moved" = "{name} rolled {roll}: {path}.";
    /// A throw past the last square under the "stay" rule; `place` says where the token stays.
    MOVE_TOO_FAR "move.too_far" = "{name} rolled {roll}: too far, stays {place}.";
    /// The third highest throw in a row under the sixes-again rule: the turn ends, the token stays at `place`.
    MOVE_THIRD "move.third" = "{name} rolled {roll}: a third {roll} in a row ends {name}'s turn, and {name} stays {place}.";
    /// Where a token stays: off the board, before square 1.
    MOVE_AT_START "move.at_start" = "at the start";
    /// Where a token stays: on a square.
    MOVE_ON "move.on" = "on {square}";
    /// The walk of a throw from one square to another.
    MOVE_WALK "move.walk" = "{from} to {to}";
    /// The walk of a throw from off the board to a square.
    MOVE_WALK_FROM_START "move.walk_from_start" = "the start to {to}";
    /// A walk past the last square (`last`) and back, by the "bounce" rule.
    MOVE_BOUNCE "move.bounce" = "{from} to {last} and bounced back to {to}";
    /// The same, from off the board.
    MOVE_BOUNCE_FROM_START "move.bounce_from_start" = "the start to {last} and bounced back to {to}";
    /// What followed a move's walk: `path` so far, then `next` (a ladder, a snake, players sent back).
    MOVE_THEN "move.then" = "{path}, {next}";
    /// After a walk: a ladder taken.
    MOVE_LADDER "move.ladder" = "climbed a ladder to {to}";
    /// After a walk: a snake taken.
    MOVE_SNAKE "move.snake" = "slid down a snake to {to}";
    /// After a walk: the rest of a chain of jumps too long to tell one by one.
    MOVE_CHAIN "move.chain" = "and on along the chain to {to}";
    /// The token landed on one other player's square, who goes back to the start (knock-off rule).
    MOVE_KNOCKED_ONE "move.knocked_one" = "landed on {names}, who goes back to the start";
    /// The token landed on several players (`names`, a list), who go back to the start.
    MOVE_KNOCKED_MANY "move.knocked_many" = "landed on {names}, who go back to the start";
    /// A list of names: the first ones (`first`), then one more.
    MOVE_NAMES_COMMA "move.names_comma" = "{first}, {next}";
    /// A list of names: all but the last (`first`), and the last.
    MOVE_NAMES_AND "move.names_and" = "{first} and {last}";
    /// A winning move (`move`, the sentence), and the win.
    MOVE_WINS "move.wins" = "{move} {name} wins!";
    /// A move (`move`) after which the same player throws again (sixes-again rule); "a" before the number in English.
    MOVE_AGAIN "move.again" = "{move} {name} rolled a {roll} and goes again.";
    /// The same where English says "an" before the number (an 8, an 11, an 18).
    MOVE_AGAIN_AN "move.again_an" = "{move} {name} rolled an {roll} and goes again.";

    // A throw of a solution's path, in words (the solver's steps).
    /// A throw that does not move the token (it would pass the last square under the "stay" rule).
    THROW_NO_MOVE "throw.no_move" = "no move (it would pass the end)";
    /// A throw's walk from one square to the one it lands on.
    THROW_WALK "throw.walk" = "{from} → {to}";
    /// A throw's walk from off the board.
    THROW_WALK_FROM_START "throw.walk_from_start" = "the start → {to}";
    /// What followed a throw's walk: `path` so far, then `next` (a ladder or a snake).
    THROW_THEN "throw.then" = "{path}, {next}";
    /// A ladder taken on a throw.
    THROW_LADDER "throw.ladder" = "ladder up to {to}";
    /// A snake taken on a throw.
    THROW_SNAKE "throw.snake" = "snake down to {to}";
}

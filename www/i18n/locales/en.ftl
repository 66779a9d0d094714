# Snakes and Ladders: every word the page and the element show, in English (the language every
# other file falls back to). One message a block: its comment says where it is shown and what
# it means. Text in { $name } is filled in by the page (a number, a name); keep it, and move it
# where the sentence wants it. A message with lines like [one] and *[other] picks a form by the
# number: give the forms your language has (for instance [few] and [many]).
# A message's attributes (.aria-label, .placeholder, ...) are read aloud by screen readers or shown
# in empty boxes: translate them too.

## The page as a whole

# The browser tab's title.
page-title = Snakes and Ladders: boards, shortest paths and games
# What search engines and link previews show under the title.
page-description =
    .content = Snakes and Ladders: draw or paste a board, find the fewest throws to the end and see why, or play a game.
# A link for keyboard users at the very top, skipping to the task buttons.
skip-link = Skip to the tasks
# The page's heading: the game's usual name in your language.
site-title = Snakes & Ladders
# The line under the heading (hidden on phones).
tagline = Build a board, find the fewest throws to the end and see why it is the fewest, or play a game.
# Shown when the browser runs no JavaScript.
noscript = This page needs JavaScript and WebAssembly to draw the board.
# The label of the list of languages at the top of the page.
language-label = Language
# The keyboard help at the bottom of the page.
footer-keyboard = Keyboard: Tab to the board and use the arrow keys to read squares (Home and End jump to the first and last). In a game, Space or Enter rolls when the page has focus.

## The four tasks (buttons at the top)

# The row of task buttons, for screen readers.
tasks-nav =
    .aria-label = Tasks
# The task button that opens the game.
task-play = Play
# The task button that opens the solver (fewest throws to the end).
task-solve = Solve a board
# The task button that opens the analysis of how many throws a game takes.
task-analyze = How long is a game?
# The task button that opens the board designer.
task-design = Design

## The board

# The board's area, for screen readers.
board-area =
    .aria-label = Board
# The board itself, for screen readers (it is a picture the keyboard can read square by square).
board-canvas =
    .aria-label = Snakes and ladders board. Use the arrow keys to move between squares.
    .aria-roledescription = board
# Under the board, before it is drawn.
board-loading = Loading the board…
# The key under the board, for screen readers.
key-list =
    .aria-label = Key
# The key under the board: what a ladder does.
key-ladder = Ladder: land at its foot, climb to its top
# The key under the board: what a snake does.
key-snake = Snake: land on its head, slide to its tail
# The key under the board: the square to reach.
key-finish = Finish: the last square
# Boards are numbered in a zigzag (boustrophedon): a small triangle marks where a row turns up.
key-row-end = Triangle at a row's end: the numbers go on in the square above

## Solve a board

# The heading of the solver's card.
solve-heading = Solve a board
# The label of the box a board's text is pasted into.
board-text-label = Board
# Help under the box for a board's text. The format names stay as they are.
board-help = Paste or edit a board in any format the solver reads: native, Ruby, JSON, HackerRank or LeetCode. Solve answers for exactly this text.
# Buttons shown when a long text is kept out of the box.
board-text-show = Show the text
# Empties the box for a board's text.
board-text-clear = Empty the box
# The text formats a board can be written in. "Detect" means: find out which it is.
format-label = Format
# In the list of formats: let the solver find out which format the text is in.
format-auto = Detect
# In the list of formats: this app's own format.
format-native = Native
# The format the solver read the text as: it is followed by the format's name.
read-as = Read as
# When a text holds several boards: which one to show.
board-pick-label = Which board
# Finds the fewest throws to the end of the board in the box.
solve-button = Solve
# Plays the breadth-first search step by step on a second board.
watch-search = Watch the search
# The speed of the animations.
speed-label = Speed
# A speed of the animations.
speed-slow = Slow
# A speed of the animations (the usual one).
speed-normal = Normal
# A speed of the animations.
speed-fast = Fast
# A speed of the animations.
speed-fastest = Fastest
# Stops a long piece of work (reading a huge text, solving a huge board).
work-stop = Stop
# Goes back from the rules a puzzle's format implies (start on square 1) to the usual ones.
rules-undo = Back to the usual rules
# On phones, where the board is above: scrolls to it.
solve-show-board = See the path on the board
# A table listing every board found in one pasted text.
answers-caption = Every board in the text
# A column of the table of boards: the board's name or number.
answers-board = Board
# A column of the table of boards: how many squares the board has.
answers-squares = Squares
# A column of the table of boards: the fewest throws to the end.
answers-fewest = Fewest throws
# A column of the table of boards (read by screen readers only): a button showing the path.
answers-path = Path
# Under the table of boards: shows the next rows.
answers-more = Show more boards
# The teaching view of the search (breadth-first search).
bfs-heading = How the search finds the fewest throws
# How the teaching view of the search works, under its heading.
bfs-help = Breadth-first search: squares are taken from the front of a queue; every throw from one puts the squares it reaches for the first time at the back, one throw further from the start. Numbers on the squares are their levels (throws from the start); squares still in the queue glow in full colour, squares already expanded fade; badges are the rolls of the step, where each throw comes to rest.
# The second board, where the search is shown, for screen readers.
bfs-canvas =
    .aria-label = The search's board
    .aria-roledescription = board
# A folding section of options for the solve view.
solve-options = Colours and paths
# A checkbox: colours the squares by how many throws each is from the end.
show-distances = Colour every square by throws to the end
# A checkbox: shows a random one of the shortest paths instead of the first.
randomize = Randomize among shortest paths
# Help under the checkbox above.
randomize-help = Many paths may be equally short; this picks one at random instead of the first.
# A slider: how random the choice among shortest paths is.
randomness-label = Randomness
# A number that picks the same random path again.
path-seed-label = Path seed
# In an empty box for a seed: a fresh random one is used.
seed-random =
    .placeholder = random

## Play

# The heading of the game's card.
play-heading = Play
# The die before the first throw, for screen readers.
die-not-rolled =
    .aria-label = Die, not rolled yet
# Before the first throw of a game, next to the Roll button.
turn-start = Press Roll to start a game.
# The big button that throws the die.
roll-button = Roll
# Starts a new game with the same players.
new-game = New game
# Takes back the last throw.
undo-button = Undo
# A folding section: a game with others on their own phones or computers.
online-summary = Play with others, each on their own device
# Inside the section for playing with others, before it is opened.
online-help = Open a room, and others join from its link or code.
# The list of moves made so far.
moves-heading = Moves
# The heading above the players and the house rules.
setup-heading = Players and house rules
# The box with the list of players.
players-legend = Players
# Adds a player to the game.
add-player = Add player
# Optional rules families play by.
house-rules = House rules
# A house rule (checkbox).
knock-off = Landing on a player sends them back to the start
# A house rule (checkbox): whoever rolls a six throws again.
sixes-again = A six rolls again
# A house rule (checkbox).
three-sixes = Three sixes in a row end the turn
# A number that gives the same dice again.
game-seed-label = Game seed
# Help under the game seed's box.
game-seed-help = Each New game rolls fresh dice; type a seed to replay a game. The same seed, board and players give the same dice.

## How long is a game? (the analysis)

# The heading of the analysis card: how many throws a game takes.
analysis-heading = How long is a game?
# Under the analysis card's heading: how the figures are worked out.
analysis-help = One player on this board under the rules below, worked out exactly from every throw's chances (a Markov chain), not by playing games.
# A checkbox: colours the squares by the average number of throws from each to the end.
show-expected = Colour every square by expected throws to the end
# On phones: scrolls to the board.
show-board = Show the board
# The heading of the table of each player's chance to win.
odds-heading = Who wins?
# A column of the table of win chances: the player.
odds-player = Player
# Win chances worked out exactly, and the same estimated by playing many games.
odds-exact = Exact
# A column of the table of win chances: estimated from many games played by the computer.
odds-simulated = Simulated
# The heading of the part where the computer plays many games.
sim-heading = Simulate games
# How many games the computer plays.
sim-games-label = Games
# A number that gives the same simulated games again.
sim-seed-label = Simulation seed
# $workers: how many workers (threads) share the games on this device.
sim-seed-help =
    The same seed and number of games give the same numbers, however many workers ({ $workers ->
        [one] { $workers } worker
       *[other] { $workers } workers
    } here) share the games.
# Starts playing the games.
sim-run = Simulate
# Stops the games being played.
sim-cancel = Cancel

## Design a board

# The heading of the designer's card.
design-heading = Design a board

## Rules

# The heading of the card with the rules.
rules-heading = Rules
# Where the tokens start.
rule-start = Start
# A choice of where tokens start: before square 1, entering with the first throw.
rule-start-off = Off the board
# A choice of where tokens start: on square 1, as programming puzzles have it.
rule-start-one = On square 1 (puzzles)
# What happens when a throw goes past the last square.
rule-overshoot = Passing the end
# A choice for a throw past the end: the token counts back from the last square.
rule-bounce = Bounce back
# A choice for a throw past the end: the token does not move; the end must be reached exactly.
rule-stay = Stay: land exactly
# A choice for a throw past the end: the token reaches the end anyway.
rule-win = Win anyway
# What happens when a snake or ladder ends on the start of another.
rule-jumps = Snake or ladder onto another
# A choice: a token that lands on the start of another snake or ladder stops there.
rule-single = Stop after one
# A choice: a token follows snake after ladder until it lands on a plain square.
rule-chain = Follow the chain
# How many faces the die has (6 usually).
rule-faces = Faces on the die

## Make a board (the world builder)

# The heading of the card that builds a random board.
make-heading = Make a board
# The box with the sizes of a new random board.
new-world-legend = New world
# How many rows of squares the new board has.
gen-rows = Rows
# How many columns of squares the new board has.
gen-columns = Columns
# How many snakes the new board has.
gen-snakes = Snakes
# How many ladders the new board has.
gen-ladders = Ladders
# A number that builds the same random board again.
world-seed-label = World seed
# Help under the world seed's box.
seed-help = Each New world is fresh; type a seed to build a board again. The same seed and sizes always build the same board.
# A checkbox: the builder makes sure the last square can be reached.
gen-reachable = Make sure the end can be reached
# Followed by a box for a number and the word "throws".
gen-expected-label = An average game of about
# After the box for a number: "An average game of about [12] throws".
gen-expected-unit = throws
# In the empty box: any length will do.
gen-expected-any =
    .placeholder = any
# Help under the box for the average game's length.
gen-expected-help = Leave empty for any length. With a number, the builder tries boards until one player's average game under the rules above is within 5% of it, or within 1 throw for short games (this can take a few seconds).
# Builds a new random board.
new-world = New world
# Copies a link that opens the page as it is now.
copy-link = Copy link to this view

## Numbers

# A number alone, as your language writes it (for instance in a list of how many games to play). Keep as it is.
plain-number = { $n }

## What the page's scripts say

# Under the board, before a square is pointed at or focused.
square-hint = Tap or point at a square, or focus the board and use the arrow keys, to read what is there.
# A note about the board (from the solver), in the list under the board. $note: the note, in English for now.
board-note = Note: { $note }
# After the first notes about a board, when there are more.
board-notes-more =
    { $count ->
        [one] … and { $count } more note like these.
       *[other] … and { $count } more notes like these.
    }
# When the board changes during a game.
game-board-changed = The board changed: press New game to play on it.
# When the rules change after an answer was shown.
rules-changed-solve = The rules changed: press Solve for the answer under them.
# When the rules change during a game.
rules-changed-game = The game in progress keeps its rules; new rules apply from the next New game.
# When a house rule changes during a game.
house-rules-next-game = House rules apply from the next New game.
# A text too big for the box was refused. $why: what is wrong with it (starts with a capital).
text-refused-kept =
    { $why }.
    The board on screen is unchanged.
# A very long board text is kept out of the box. $characters and $lines: its size.
board-text-held =
    The board text has { $characters ->
        [one] { $characters } character
       *[other] { $characters } characters
    } on { $lines ->
        [one] { $lines } line
       *[other] { $lines } lines
    }: it is read and kept as it is, but not shown, since showing it holds the page still for a second or more.
# A box of the world builder holds no whole number. $field: the box's label, as the page shows it.
field-whole-number = { $field } must be a whole number.
# A box of the world builder holds a number out of range. $field: the box's label; $lo and $hi: the range.
field-range = { $field } must be from { $lo } to { $hi }.
# Rows times columns is under 2.
gen-too-small = A board needs at least 2 squares.
# The average game's box holds no usable number.
gen-target-bad = The average game must be a number of throws, at least 1 (a game takes one throw or more).
# While the builder tries boards until one's average game is about $target throws.
gen-target-building = Building a board whose average game is about { $target } throws…
# Said to screen readers when a new random board is built. $seed: the number that builds it again.
new-world-said = New world: { $squares } squares, seed { $seed }.
# The same, for a board built to an average game's length.
new-world-target-said = New world: { $squares } squares, seed { $seed }, an average game of about { $target } throws.
# A link with a mistake, opened while a board is on screen. $error: what is wrong (in English for now).
link-unreadable-kept = This link could not be read ({ $error }). The board and game on screen are unchanged.
# A link with a mistake, opened as the page loads.
link-unreadable-classic = This link could not be read ({ $error }), so the classic board is shown instead.
# A link whose board text has a mistake, opened while a board is on screen.
link-board-unreadable-kept = The board in this link could not be read ({ $error }). The board and game on screen are unchanged.
# A link whose board text has a mistake, opened as the page loads.
link-board-unreadable-classic = The board in this link could not be read ({ $error }), so the classic board is shown instead.
# After "Copy link to this view" (or Share without a share sheet).
link-copied = Link copied.
# When the browser would not copy: the address bar holds the link.
link-copy-yourself = Copy the address bar: it holds this view.
# After copying a link whose board text is too long for a link. $characters: the longest text a link holds.
link-text-in-tab = The board's text is over { $characters } characters: the link brings it back in this tab only; share the text itself.
# The solver (the page's WebAssembly core) did not load. $error: why (in English).
load-failed-solver = The solver could not be loaded ({ $error }). This page needs WebAssembly.
# The designer (the Design task's code) did not load. $error: why (in English).
load-failed-designer = The designer could not be loaded ({ $error }).
# The analysis (the "How long is a game?" task's code) did not load. $error: why (in English).
load-failed-analysis = The analysis could not be loaded ({ $error }).
# Playing with others (its code) did not load. $error: why (in English).
load-failed-online = Play with others could not be loaded ({ $error }).
# Solve was pressed but the solver did not load.
no-answer-no-solver = No answer: the solver could not be loaded.
# Under the board when the solver did not load but the board was drawn.
board-picture-only = This is only a picture of the board: reading, solving and playing need the solver.
# Under the board when the solver did not load and nothing could be drawn.
board-needs-solver = The board cannot be drawn without the solver.
# The text the share sheet sends with the link, for a game.
share-game = A game of Snakes and Ladders: open it to see where every token stands.
# The same, for a solved board. $throws: the fewest throws to the end.
share-answer = A Snakes and Ladders board that takes { $throws } throws to the end at the fewest: open it to see the path.
# The same, for a board.
share-board = A Snakes and Ladders board: open it to play, solve or see how long a game takes.

## Share, QR code, Full screen (the tools by the task buttons)

# Opens the device's share sheet with a link to what is on screen.
share-button = Share
# Shows the link as a QR code to scan with another device.
qr-button = QR code
# Shows the board and the task on the whole screen.
fullscreen-button = Full screen
# The same button while the page fills the screen.
fullscreen-leave = Leave full screen
# The group of these three buttons, for screen readers.
board-tools-label = Share and show
# The close button of the QR code's window.
qr-close = Close
# The heading of the QR code's window.
qr-heading = Scan to open this view on another device
# Under the QR code.
qr-caption = It opens the same board, rules and game, from where it stands now.
# When the link is too long for a QR code. $bytes: its length; $max: the most a QR code holds.
qr-too-long = This link is { $bytes } bytes; a QR code holds at most { $max }. Share the link instead, or the board's text.
# When the QR code could not be drawn. $error: why (in English).
qr-failed = The QR code could not be made ({ $error }). Share the link instead.
# The QR code, for screen readers. $link: the start of the link it holds.
qr-image = QR code of the link { $link }

## The table of boards (a pasted text with several boards)

# Under the table while its boards are being solved. $done: boards solved so far; $count: boards in the text.
answers-solving =
    { $count ->
        [one] Solved { $done } of { $count } board…
       *[other] Solved { $done } of { $count } boards…
    }
# Under the table once every board is solved. $count: boards in the text.
answers-done =
    { $count ->
        [one] { $count } board in the text.
       *[other] { $count } boards in the text.
    }
# Under the table when the boards could not be solved. $error: why (in English for now).
answers-failed = The boards could not be solved: { $error }
# In the table's "Fewest throws" column, for a board whose last square no throw reaches.
answers-unreachable = cannot be reached
# The button in each row of the table: shows that board and its path.
answers-show-path = Show path
# The same button, for screen readers. $board: the board's number in the text.
answers-show-path-of = Show the path of board { $board }

## Watch the search (the second board, under Solve)

# The search's board, for screen readers. $board: what the board is (in English for now), a whole sentence.
search-board-label = { $board } Enter takes a step of the search.
# What the search's board calls the start, when tokens start on square 1 (the puzzles' rule).
search-start-one = Players start on square 1
# What the search's board calls the start, when tokens start before square 1.
search-start-off = Start, off the board

## Play with others (why a board cannot be sent to a room)

# Opening a room when no board is on screen.
room-no-board = There is no board on screen to play on.
# Opening a room with a board that cannot be written as text. $error: why (in English for now).
room-board-unsendable = This board cannot be sent to a room ({ $error }).
# Opening a room with a board whose text is too long. $characters: its length; $max: the most a room takes.
room-board-too-long = This board's text is { $characters } characters; a room takes up to { $max }.
# In the game's message line, after leaving a room.
room-left = You left the room: press New game to play on this device.

## A new version (a line under the page's header, for the installed app)

# A new version of the page has been downloaded and waits.
update-ready = A new version is ready. A game in progress is kept.
# The button that loads the new version.
update-reload = Reload
# The same button while the page reloads.
update-reloading = Reloading…

## Solve a board (the answer's lines and the text box's messages)

# Where "Watch the search" opens, when its code did not load. $error: why (in English).
load-failed-search = The search view could not be loaded: { $error }
# Where the answer goes, when the answer's code did not load. $error: why (in English).
answer-not-shown = The answer could not be shown: { $error }
# Beside the answer, when the end cannot be reached from the start. "Colour the squares by throws
# to the end" is the checkbox under "Colours and paths"; unreachable squares are drawn hatched.
proof-unreachable = Colour the squares by throws to the end: the hatched ones cannot reach it, and the start is among them.
# The box "Path seed" holds no whole number. $typed: what was typed, as it was.
path-seed-bad = The path seed must be a whole number, not '{ $typed }'.
# While a big board is solved in the background (with a Stop button). $squares: the board's size.
work-solving = Solving the board of { $squares } squares…
# Where the answer goes, after Stop was pressed while solving.
solve-stopped = Solving was stopped: press Solve to start again.
# Beside the answer: the rules it is for, while a puzzle's text has switched them. $format: LeetCode or HackerRank.
answer-rules-puzzle = Under puzzle rules, as the { $format } text asks: start on square 1, land exactly on the end, one jump per move.
# The same, when the puzzle's text was pasted before the text on screen (its rules stay).
answer-rules-puzzle-before = Under puzzle rules, as the { $format } text pasted before asked: start on square 1, land exactly on the end, one jump per move.
# Beside the answer: the rules it is for, as the Rules card below names them. $start, $overshoot
# and $jumps: the choices of "Start", "Passing the end" and "Snake or ladder onto another", as
# this file words them, with their first letter made small; $faces: the die's faces.
answer-rules =
    Under the rules below: start { $start }; passing the end: { $overshoot }; a snake or ladder onto another: { $jumps }; { $faces ->
        [one] a die of { $faces } face.
       *[other] a die of { $faces } faces.
    }
# Where the answer goes, when the board's text was edited after Solve.
text-changed-solve = The board text changed: press Solve for its answer.
# Under the text box, when it is empty.
text-empty = The text area is empty; the board on screen is unchanged.
# Under the text box, when its text could not be read. $error: what is wrong (in English for now).
text-failed =
    { $error }
    The board on screen is the last one that could be read.
# In place of "Read as", when the text could not be read. $format: the format's name (shown in
# bold, as the solver names it); $line: the line with the mistake, marked in the box.
text-taken-for = Taken for { $format }, not read: line { $line } is marked
# While a long text is read in the background (with a Stop button). $characters: its length.
work-reading = Reading { $characters } characters of board text…
# Under the text box, after Stop was pressed while reading.
text-reading-stopped = Reading the text was stopped.
# Under the text box, while a puzzle's text has switched the rules. $format: LeetCode or HackerRank.
puzzle-rules = Puzzle rules, as the { $format } text asks: start on square 1, land exactly on the end, one jump per move.
# The same, when the puzzle's text was pasted before the text on screen (its rules stay).
puzzle-rules-before = Puzzle rules, as the { $format } text pasted before asked: start on square 1, land exactly on the end, one jump per move.

## Play (the game's lines; moves themselves are in the solver's words)

# Under the game, when New game is pressed in a room (playing with others).
room-game-not-yours = This game is the room's: leave the room to start one of your own.
# Under the game, when the box "Game seed" holds no whole number. $typed: what was typed, as it was.
game-seed-bad = The game seed must be a whole number, not '{ $typed }'.
# Said to screen readers when a game starts. $names: the players, as a list ("Ann and Bob"); $seed: the game's seed.
new-game-said = New game with { $names }. Seed { $seed }.
# The turn line while a saved game is replayed. $done: moves replayed so far; $count: all its moves.
game-replaying =
    { $count ->
        [one] Replaying the game: { $done } of { $count } move…
       *[other] Replaying the game: { $done } of { $count } moves…
    }
# The turn line in a room (playing with others) before its host starts the game.
room-game-not-begun = The room's game has not begun: the host starts it.
# The turn line while a token moves. $name: the player's name.
turn-moving = { $name } is moving.
# The turn line when a player has won. $name: the winner's name.
turn-won = { $name } won! Press New game to play again.
# The turn line before a computer player throws. $name: its name.
turn-computer = { $name } (computer) is about to roll.
# The same, when the computer throws again (after a six, under that house rule).
turn-computer-again = { $name } (computer) is about to roll again.
# The turn line when a player throws again (after a six, under that house rule). $name: the player's name.
turn-again = { $name } rolls again.
# The turn line: whose throw it is. $name: the player's name.
turn-to-roll = { $name } to roll.
# Said to screen readers after Undo (the turn line follows). $count: the moves taken back.
undid =
    { $count ->
        [one] Undid { $count } move.
       *[other] Undid { $count } moves.
    }
# Above the list of moves of a long game. $shown: how many are listed; $count: all the moves.
log-latest =
    { $count ->
        [one] The latest { $shown } of { $count } move.
       *[other] The latest { $shown } of { $count } moves.
    }
# At the top of the page, when the game saved on this device no longer replays as saved.
saved-game-not-replayed = A saved game could not be restored (it does not replay to what was saved) and was discarded.
# The same, when the saved game cannot be read. $error: why (in English for now).
saved-game-unreadable = A saved game could not be read ({ $error }) and was discarded.
# The same, when the saved game cannot be replayed. $error: why (in English for now).
saved-game-not-restored = A saved game could not be restored ({ $error }) and was discarded.
# At the top of the page, when a link's game cannot be replayed. $error: why (in English for now).
link-game-not-replayed = The game in the link could not be replayed: { $error }
# Under the game, when the players are changed during a game.
players-next-game = Player changes apply from the next New game.
# Under the list of players. $most: the most players; $characters: the longest name.
players-note =
    { $most ->
        [one] { $most } player at most, named in up to { $characters } characters.
       *[other] { $most } players at most, each named in up to { $characters } characters.
    }
# The same, when the page has fewer token colours than the solver takes players. $solver: the solver's most.
players-note-colours = { $most } players at most, each named in up to { $characters } characters (the solver takes { $solver }; the page has { $most } token colours).

## How long is a game? (the colouring by expected throws, on the page's board)

# The start area's label on the board while it is coloured by expected throws. $start: the
# start's own label (in English for now); $throws: the average throws from the start to the end.
start-expected =
    { $throws ->
        [one] { $start }: { $throws } throw expected
       *[other] { $start }: { $throws } throws expected
    }
# The same, when from the start the end may never be reached.
start-never = { $start }: may never finish
# Under the board, for a square from which the end may never be reached (the colouring is on).
expected-never = From here the end may never be reached, so the expected throws are infinite.
# Under the board, for a square (the colouring is on). $throws: the average throws from it to the end (may have a decimal).
expected-from-here =
    { $throws ->
        [one] On average { $throws } more throw to the end from here.
       *[other] On average { $throws } more throws to the end from here.
    }
# The same, for a square at the foot of a ladder or the head of a snake: the token goes on to $square.
expected-from-square =
    { $throws ->
        [one] On average { $throws } more throw to the end from square { $square }.
       *[other] On average { $throws } more throws to the end from square { $square }.
    }
# The title of the colours' key under the board.
legend-expected = Expected throws to the end:
# The far end of the colours' key. $throws: the most expected throws on the board.
legend-far = { $throws } (far)
# The near end of the colours' key: the last square.
legend-finish = 0 (finish)
# The key when every square is the last one (nothing to colour).
legend-all-zero = 0 at the finish
# The key's note for the hatched squares.
legend-hatched = hatched: may never reach the end
# Said to screen readers when the colouring is turned on before the analysis is done.
expected-overlay-waiting = Squares will be coloured by expected throws to the end once the analysis is ready.
# Said to screen readers when the colouring is turned on. $throws: the average throws from the start.
expected-overlay-said = Squares coloured by expected throws to the end: { $throws } from the start, 0 on the last square.
# The same, when from the start the end may never be reached.
expected-overlay-infinite = Squares coloured by expected throws to the end: infinitely many from the start, 0 on the last square.

## Who wins? and Simulate games (in "How long is a game?")

# Under the table of win chances, when the knock-off odds failed. $error: why (in English).
odds-knock-failed = The knock-off odds could not be worked out: { $error }
# A house rule, as named in the list under "Simulate games" (mid-sentence, small first letter).
house-knock-off = knock-off
# A house rule, as named in the same list.
house-sixes-again = a six rolls again
# A house rule, as named in the same list.
house-three-sixes = three sixes end the turn
# Under "Simulate games": what is simulated. $count: the players; $names: their names, as a list;
# $rules: the house rules in force, as a list (the three messages above).
sim-setup =
    { $count ->
        [one] { $count } player from the Play card ({ $names }), house rules: { $rules }.
       *[other] { $count } players from the Play card ({ $names }), house rules: { $rules }.
    }
# The same, without house rules.
sim-setup-no-rules =
    { $count ->
        [one] { $count } player from the Play card ({ $names }), no house rules.
       *[other] { $count } players from the Play card ({ $names }), no house rules.
    }
# Under the table of win chances: why there are no exact odds (a six rolls again).
odds-sixes-again = With a six rolling again there is no exact answer here: simulate to estimate the odds.
# The same, with knock-off and more than two players.
odds-knock-two = With knock-off, exact odds are worked out for two players only: simulate to estimate them.
# The same, with knock-off on a big board. $squares: the biggest board worked out exactly.
odds-knock-size = With knock-off, exact odds are worked out on boards up to { $squares } squares: simulate to estimate them.
# While the exact knock-off odds are worked out (a Markov chain of both players' squares).
odds-knock-busy = Working out the two players' joint chain with knock-off…
# When the knock-off odds could not be pinned down on this board.
odds-knock-unpinned = With knock-off on this board the joint chain's solve could not pin the odds down: simulate to estimate them.
# How the knock-off odds were worked out, when proven.
odds-knock-exact = Exact: the two players' joint Markov chain, with knock-off, proven to 9 digits.
# The same, when not proven (the table shows them with ≈).
odds-knock-estimated = Estimated from the two players' joint Markov chain, with knock-off: its solve could not prove these to 9 digits.
# When the end cannot be reached: nobody wins.
odds-nobody = Nobody can reach the end under these rules, so nobody wins.
# When the core cannot give the win chances. $why: its reason (in English for now).
odds-not-known = The win chances are not known: { $why }.
# How the win chances were worked out, without house rules, when proven.
odds-method-exact = Exact: from the game-length distribution, proven to 9 digits (without house rules the players do not interact; the first to throw has the edge).
# The same, when not proven (the table shows them with ≈).
odds-method-estimated = Estimated from the game-length distribution and its tail, not proven to 9 digits on this board (without house rules the players do not interact; the first to throw has the edge).
# Under the table of win chances. $rounds and $turns: averages, as figures already written (may be
# like 2.53 × 10³³); a round is one turn of every player.
odds-game-lasts = A game lasts { $rounds } rounds on average ({ $turns } turns by all players together).
# Under the table of win chances, after a simulation. $games: how many games; $seed: the simulation's seed.
odds-sim-note = Simulated: { $games } games (seed { $seed }); the ranges are 95% intervals.
# Under "Simulate games", when the simulation running was stopped by a change.
sim-stopped-changed = The board, rules or players changed, so the simulation was stopped.
# The same, when the simulation shown was for the setup as it was.
sim-changed = The board, rules or players changed: simulate again for these.
# When the box "Simulation seed" holds no whole number. $typed: what was typed (its first 20 characters).
sim-seed-bad = The seed must be a whole number, not '{ $typed }'.
# While games are simulated. $games: how many; $workers: the workers (threads) sharing them.
sim-running =
    Simulating { $games } games on { $workers ->
        [one] { $workers } worker
       *[other] { $workers } workers
    }…
# Said to screen readers when a simulation starts.
sim-running-said = Simulating { $games } games.
# While games are simulated. $done: games simulated so far; $percent: the same in percent of $games (a whole number).
sim-progress =
    { $done } of { $games } games ({ $percent }%) on { $workers ->
        [one] { $workers } worker
       *[other] { $workers } workers
    }…
# After a simulation. $seconds: how long it took.
sim-done =
    { $games } games in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s on { $workers ->
        [one] { $workers } worker
       *[other] { $workers } workers
    }.
# Said to screen readers after a simulation, before its numbers.
sim-done-said = Simulation done.
# After Cancel. $done: games simulated before it.
sim-cancelled = Cancelled after { $done } of { $games } games; nothing is shown for a part of a run.
# Said to screen readers after Cancel.
sim-cancelled-said = Simulation cancelled.
# When the simulation failed. $error: why (in English).
sim-failed = The simulation failed: { $error }
# A simulation's result: the label before the average turns per game (in bold).
sim-turns-label = Turns per game:
# After it. $mean: the average; $low and $high: its 95% interval (figures already written).
sim-turns = { $mean } (95% interval { $low } to { $high }), all players together.
# A simulation's result: the label before the average rounds per game (a round: one turn of every player).
sim-rounds-label = Rounds per game:
# After it. $mean, $low, $high: as above.
sim-rounds = { $mean } (95% interval { $low } to { $high }).
# A simulation's result, when a six rolls again: the label before the average throws of the die per game.
sim-throws-label = Die throws per game:
# After it. $mean, $low, $high: as above.
sim-throws = { $mean } (95% interval { $low } to { $high }).
# A simulation's result, when some games never ended. $count: those games; $rounds: when a game is stopped.
sim-unfinished =
    { $count ->
        [one] { $count } game never finished (stopped after { $rounds } rounds or stuck).
       *[other] { $count } games never finished (stopped after { $rounds } rounds or stuck).
    }
# When no simulated game ended. $games: how many were played; $rounds: when a game is stopped.
sim-none-finished = None of the { $games } games finished within { $rounds } rounds: games this long cannot be simulated.

## Board, squares and moves (www/ui/, www/board/, www/tasks/path-walk.js, www/tasks/answer*)

# (end of board, squares and moves)

## The analysis and the search (www/tasks/analysis*, charts.js, spread-view.js, bfs-steps.js, search-task.js)

# --- "How long is a game?": the card (www/tasks/analysis.js, analysis/card.js, analysis/length.js) ---

# Over the analysis card's figures while they are worked out (past a fifth of a second).
analysis-working = Working it out…
# Over the analysis card when the board cannot be analysed. $error: the reason (a message of the solver's).
analysis-cannot = This board cannot be analysed: { $error }
# Over the analysis card when working it out failed. $error: the reason.
analysis-failed = The analysis failed: { $error }
# The label over the first key figure: the average number of throws one player needs.
analysis-stat-mean = Mean
# The label over the key figure that half of all games are over by.
analysis-stat-median = Median
# The label over the key figure: the game length that happens most often.
analysis-stat-mode = Most likely
# The label over the key figure: the fewest throws a game can take.
analysis-stat-min = Shortest
# The label over the key figure that 9 games in 10 are over by.
analysis-stat-p90 = 9 in 10 within
# Under the mean: its unit.
analysis-note-throws = throws
# Under the mean when it is infinite (∞): why.
analysis-note-never-end = some games never end
# Under the mean when no game can finish.
analysis-note-unreachable = the end cannot be reached
# Under the median.
analysis-note-half = half are over by then
# Under "9 in 10 within".
analysis-note-nine-in-ten = 9 in 10 are over by then
# Under the most likely length.
analysis-note-mode = most likely length
# Under the most likely length when the solver could not prove it (the reason is the figure's tooltip).
analysis-note-not-proven = not proven
# Under a figure shown as "–" because the solver could not work it out (the reason is the figure's tooltip).
analysis-note-not-known = not known
# Under the shortest game: how likely it is. $chance: a percentage, already written ("0.151%").
analysis-note-chance = chance { $chance }
# The name screen readers give the length chart before it is drawn.
analysis-chart-name = Game length chart
# The chart's key: what the bars show.
analysis-key-bars = Bars: chance the game ends on that throw (left axis)
# The chart's key: what the line shows.
analysis-key-line = Line: chance it is over by then (right axis)
# What a screen reader says of the chart's place when there is no chart.
analysis-no-chart = No chart: the game length is not known.
# Under the chart's place, for a game too long to draw. $tail: the solver's sentence on how fast the last games end (in English).
analysis-too-long = Games this long cannot be drawn. { $tail }
# The same, with the median. $tail: as above; $median: a number of throws, already written.
analysis-too-long-median = Games this long cannot be drawn. { $tail } Half of them are over within about { $median } throws.
# Under the chart when it stops before the last games. $last: the last throw shown; $share: a percentage, already written; $rows: how many rows the table lists.
analysis-chart-stops-first = The chart stops at { $last } throws; { $share } of games take longer (the table lists the first { $rows }).
# The same, when the table lists every throw. $last, $share: as above.
analysis-chart-stops-all = The chart stops at { $last } throws; { $share } of games take longer (the table lists them all).
# Under the chart when some games never end. $share: a percentage, already written; $all: "100%" as your language writes it.
analysis-chart-never-end = { $share } of games never end, so the line stops short of { $all }.
# Under the chart, before a throw is pointed at.
analysis-readout-help = Point at or touch the chart to read a throw.
# Under the chart, for the throw pointed at. $throw: its number; $ends, $over: percentages, already written.
analysis-readout = Throw { $throw }: { $ends } of games end on this throw; { $over } are over by then.
# Opens the table of every throw (folded).
analysis-table-open = Every throw, as a table
# What screen readers call the table's box, which scrolls.
analysis-table-region = Every throw (scrolls)
# The table's caption, for screen readers.
analysis-table-caption = Chance that one player's game ends on each throw, and that it is over by then
# The table's first column: the throw's number.
analysis-table-throw = Throw
# The table's second column.
analysis-table-ends = Ends on this throw
# The table's third column.
analysis-table-over = Over by then
# Under the table when it stops before every game is over. $throw: its last row; $share: a percentage, already written.
analysis-table-still-going = After throw { $throw }, { $share } of games are still going.

# --- The analysis in sentences: under the chart, and what screen readers say of it ---

# When no game can finish.
analysis-never-finishes = The end cannot be reached from the start under these rules, so a game never finishes.
# When the start is the last square.
analysis-no-throws = The start is already the end: a game takes no throws.
# When some games never end. $square: the last square's number; $chance: a percentage, already written.
analysis-some-never-end = Some games never end: a token can get stuck where square { $square } cannot be reached, and one player finishes with probability { $chance }.
# The average game. $throws: a number with one decimal, already written ("39.2"); $square: the last square's number.
analysis-mean-sentence = One player needs { $throws } throws on average to reach square { $square }.
# $median: a number of throws, already written.
analysis-half-over = Half of all games are over within { $median } throws.
# $median, $p90: numbers of throws, already written.
analysis-half-and-most = Half of all games are over within { $median } throws, and 9 in 10 within { $p90 }.
# $throws: the fewest throws a game takes; $chance: its chance, a percentage already written.
analysis-shortest-sentence =
    The shortest game takes { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    }; its chance is { $chance }.
# $throws: the game length that happens most often.
analysis-most-likely-sentence =
    The most likely length is { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    }.
# The last sentence when the solver proved every figure.
analysis-proven = Every figure here is proven to at least 9 significant digits.
# Between two sentences of the analysis (the summary, the chart's notes and label). Keep the quotes: a space, or nothing where your language puts none.
analysis-sentence-gap = {" "}

# --- The length chart, drawn (www/tasks/charts.js) ---

# Under the chart's bottom axis.
chart-axis-throws = Throws until the end (one player)
# Along the chart's left axis (the bars).
chart-axis-on-throw = Finish on that throw
# The same on a narrow chart (keep it short).
chart-axis-on-throw-short = On that throw
# Along the chart's right axis (the line).
chart-axis-by-then = Finished by then (line)
# The same on a narrow chart (keep it short).
chart-axis-by-then-short = Finished by then
# A label over the chart's line at the shortest game. $throws: a number, already written.
chart-mark-shortest = shortest { $throws }
# A label over the chart's line at the median. $throws: a number, already written.
chart-mark-median = median { $throws }
# A label over the chart's line at the mean. $throws: a number with one decimal, already written.
chart-mark-mean = mean { $throws }
# What screen readers say of the chart, first sentence. $last: the last throw the chart shows.
chart-label = Bar chart of how many throws one player needs to reach the end, throws 1 to { $last }.
# The chart for screen readers, next. $throws: the fewest throws.
chart-label-shortest =
    The shortest game takes { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    }.
# $throws: the median.
chart-label-median = Half the games are over within { $throws } throws.
# $throws: the mean, a number with one decimal already written.
chart-label-mean = The mean is { $throws } throws.
# The chart for screen readers, last: under the chart is the table.
chart-label-table = The table below lists every throw.

# --- "Where is the token after each throw?" (www/tasks/analysis/card.js, spread-view.js) ---

# The heading of the part of the analysis card that shows where one token may be.
spread-heading = Where is the token after each throw?
# Under that heading.
spread-help = One token, thrown again and again: each square shows the chance it is there after the throw chosen below, exact from the chain of every throw's chances. The last square collects the games that are over.
# What screen readers call that part's own board (a kind of control).
spread-board-role = board
# The name screen readers give that board.
spread-board-name = Where the token is
# In the element: what its board shows (a choice of two).
spread-shows = Board shows
# The first choice.
spread-shows-expected = expected throws to the end
# The second choice.
spread-shows-spread = where the token is after each throw
# In the element, while its board shows the expected throws.
spread-expected-note = The board shows the expected throws to the end: from each square, how many throws a game still takes on average (0 on the last square). Move the throw slider or press Play to see where the token is instead.
# When working out where the token can be failed. $error: the reason.
spread-failed = Where the token is could not be worked out: { $error }
# The label of the slider that picks a throw.
spread-throw-label = Throw
# Plays the throws one after another.
spread-play = Play
# Stops playing.
spread-pause = Pause
# While the chances are worked out.
spread-working = Working out where the token can be…
# Under the slider. $throws: the last throw shown; $share: a percentage of games over by then, already written.
spread-note = Exact from the chain of every throw's chances, up to throw { $throws }, when { $share } of games are over. Colours are scaled to the most likely square at each throw; numbers are percentages.
# The same, when a big board keeps fewer throws. $throws, $share: as above.
spread-note-capped = Exact from the chain of every throw's chances, up to throw { $throws } (on a board this size the view keeps at most { $throws } throws; by then { $share } of games are over). Colours are scaled to the most likely square at each throw; numbers are percentages.
# A chance too small to write. $share: "0.01%" as your language writes it.
spread-under = under { $share }
# In a list of squares: the start, off the board.
spread-the-start = the start
# At the end of a list of squares: how many more are not named. $count: how many.
spread-more = { $count } more
# After the chosen throw, when every game is over. $throw: the throw (0: before the first).
spread-all-over =
    { $throw ->
        [0] Before the first throw
        [one] After { $throw } throw
       *[other] After { $throw } throws
    }: every game is over.
# After the chosen throw. $throw: as above; $over, $chance: percentages, already written; $square: a square's number.
spread-likely =
    { $throw ->
        [0] Before the first throw
        [one] After { $throw } throw
       *[other] After { $throw } throws
    }: { $over } of games are over; the most likely square is { $square } ({ $chance }).
# The same, when the most likely place is the start (off the board).
spread-likely-start =
    { $throw ->
        [0] Before the first throw
        [one] After { $throw } throw
       *[other] After { $throw } throws
    }: { $over } of games are over; the most likely square is the start ({ $chance }).
# The same, when several squares are as likely. $squares: the squares, already listed; $chance: each one's chance.
spread-likely-tied =
    { $throw ->
        [0] Before the first throw
        [one] After { $throw } throw
       *[other] After { $throw } throws
    }: { $over } of games are over; the most likely squares are { $squares } ({ $chance } each).
# A square's tooltip: how likely the token is there. $throw: as above; $square: its number; $chance: a percentage, already written.
spread-token-on =
    { $throw ->
        [0] Before the first throw
        [one] After { $throw } throw
       *[other] After { $throw } throws
    }: the token is on square { $square } with probability { $chance }.
# The same, for the start (off the board).
spread-token-at-start =
    { $throw ->
        [0] Before the first throw
        [one] After { $throw } throw
       *[other] After { $throw } throws
    }: the token is on the start with probability { $chance }.
# The last square's tooltip. $throw: as above; $share: a percentage, already written.
spread-over-then =
    { $throw ->
        [0] Before the first throw
        [one] After { $throw } throw
       *[other] After { $throw } throws
    }: { $share } of games are over.
# The start area's label on that board. $share: a percentage, already written.
spread-start-label = Start: { $share }

# --- Watch the search, step by step (www/tasks/bfs-steps.js, search-task.js) ---

# While the search is recorded. $size: how many squares the board has.
search-recording = Recording the search on the board of { $size } squares…
# What screen readers call the row of the search's buttons.
search-controls = Search controls
# Goes back to the search's first step.
search-restart = Restart
# One step back.
search-back = Back
# One step on.
search-step = Step
# Plays the steps one after another.
search-play = Play
# Stops playing.
search-pause = Pause
# Plays again from the first step.
search-replay = Replay
# A checkbox: each step expands a whole level.
search-by-level = One level at a time
# The label of the list of speeds.
search-speed = Speed
# A speed in the list: the slowest.
search-speed-slow = Slow
# A speed in the list: the usual one.
search-speed-normal = Normal
# A speed in the list: twice the usual.
search-speed-fast = Fast
# A speed in the list: the fastest.
search-speed-fastest = Fastest
# The label before the strip of queued squares.
search-queue-label = Queue
# What screen readers call that strip.
search-queue-name = The queue, front first
# What screen readers call the strip when it shows levels instead.
search-levels-name = Squares in each level
# A square of the strip: the start, off the board (keep it short).
search-start-short = start
# A square's tooltip in the strip. $level: its level.
search-item-level = Level { $level }
# The same, with the square it was reached from. $parent: that square's number (or the start).
search-item-parent = Level { $level }, parent { $parent }
# At the end of the strip: how many more squares. $count: how many.
search-queue-more = +{ $count }
# The strip when the search has stopped.
search-queue-stopped = stopped: the end is found
# The strip when the queue is empty.
search-queue-empty = empty
# At the start of the strip of levels: how many levels come before. $count: how many.
search-levels-before = { $count } before
# A level in the strip. $level: its number; $count: how many squares it holds (keep it short).
search-level-item = { $level }: { $count }
# A level's tooltip in the strip. $level, $count: as above.
search-level-title =
    Level { $level }: { $count ->
        [one] { $count } square
       *[other] { $count } squares
    }
# Under the search: a board too big to show square by square. $steps: the most steps shown.
search-levels-only = This board needs more than { $steps } steps to search square by square, so the search is shown a level at a time: how many squares each level holds.
# Under the search: throws tried in a random order. $randomness, $seed: the numbers chosen.
search-random-order = Throws are tried in a random order (randomness { $randomness }, seed { $seed }): the order decides which square becomes a parent, so another seed may read back another path of the same length.
# Under the search: the usual order.
search-largest-first = Each square tries its throws from the largest roll down.
# Between items in a row: squares, rolls, jumps ("3, 9, 12"). Keep the quotes; the space inside counts.
search-separator = {", "}
# Between the throws of a step (each may hold commas). Keep the quotes; the space inside counts.
search-throw-separator = {"; "}
# Between two sentences of the search's words. Keep the quotes: a space, or nothing where your language puts none.
search-sentence-gap = {" "}
# After 12 squares named. $list: them; $count: how many more.
search-list-more = { $list } and { $count } more
# A ladder a throw climbs. $to: its top square.
search-jump-ladder = ladder up to { $to }
# A snake a throw slides down. $to: its tail square.
search-jump-snake = snake down to { $to }
# A throw that does not move. $roll: the roll.
search-throw-no-move = { $roll }: no move
# A throw. $roll: the roll; $to: where it lands; $new: "yes" when it finds a new square.
search-throw =
    { $roll } → { $to } { $new ->
        [yes] (new)
       *[other] (seen)
    }
# A throw that takes snakes or ladders. $jumps: them, already in words.
search-throw-jumps =
    { $roll } → { $to }, { $jumps } { $new ->
        [yes] (new)
       *[other] (seen)
    }
# A throw past the end that bounces back.
search-throw-bounced =
    { $roll } → { $to }, bounced back from the end { $new ->
        [yes] (new)
       *[other] (seen)
    }
# The same, then snakes or ladders.
search-throw-bounced-jumps =
    { $roll } → { $to }, bounced back from the end, { $jumps } { $new ->
        [yes] (new)
       *[other] (seen)
    }
# The search's first position, when the start is off the board.
search-begins-start = The search begins at the start, level 0: no throws yet. The queue holds only it. Each step takes the square at the front of the queue and tries every throw from it.
# The same, starting on a square. $square: its number.
search-begins = The search begins at square { $square }, level 0: no throws yet. The queue holds only it. Each step takes the square at the front of the queue and tries every throw from it.
# When the start is the last square.
search-start-is-end = The start is already the end: no throws are needed.
# The search's last position. $throws: the fewest throws; $path: the squares from the end back to the start; $rolls: the rolls, in a row.
search-found = Found the end. Fewest throws: { $throws }. Read back through the parents: { $path }. Rolls: { $rolls }.
# A step, first sentence: the start is expanded. $step: its number; $steps: how many; $level: 0.
search-expand-start = Step { $step } of { $steps }: expand the start, level { $level }.
# A step, first sentence. $square: the square expanded; $level: its level.
search-expand = Step { $step } of { $steps }: expand square { $square }, level { $level }.
# The same, with the square it was reached from. $parent: that square.
search-expand-from = Step { $step } of { $steps }: expand square { $square }, level { $level } (reached from { $parent }).
# The same, for a square reached from the start (off the board).
search-expand-from-start = Step { $step } of { $steps }: expand square { $square }, level { $level } (reached from start).
# A step, second sentence. $throws: each throw tried, in words.
search-throws = Throws: { $throws }.
# A step, third sentence, when no square is new. $queued: how many squares wait in the queue.
search-nothing-new =
    Nothing new; { $queued ->
        [one] { $queued } square
       *[other] { $queued } squares
    } in the queue.
# The same, with new squares. $count: how many; $level: their level; $queued: as above.
search-new =
    { $count ->
        [one] { $count } new square
       *[other] { $count } new squares
    } at level { $level }; { $queued ->
        [one] { $queued } square
       *[other] { $queued } squares
    } in the queue.
# One level at a time, first sentence. $from, $to: the steps; $steps: how many in all; $level: the level; $count: its squares; $squares: them, in a row.
search-level-steps =
    Steps { $from } to { $to } of { $steps }: level { $level }, { $count ->
        [one] { $count } square
       *[other] { $count } squares
    } ({ $squares }), each expanded with every throw.
# One level at a time, next sentence. $count: new squares; $level: their level; $squares: them; $queued: squares in the queue.
search-level-new =
    { $count ->
        [one] { $count } new square
       *[other] { $count } new squares
    } at level { $level } ({ $squares }); { $queued ->
        [one] { $queued } square
       *[other] { $queued } squares
    } in the queue.
# After the last step, when the end cannot be reached.
search-end-unreachable = The queue is empty: the end cannot be reached.
# After the last step, when the end is found.
search-end-reached = The last square is reached: press Step to read the path back.
# The same, with squares of the level left unexpanded. $level: the level; $squares: them, in a row.
search-end-reached-rest = The last square is reached, so the rest of level { $level } ({ $squares }) is never expanded: press Step to read the path back.
# A search too big to show square by square: a level. $level: its number; $last: the last level; $count: its squares; $throws: the throws to reach them.
search-level-words =
    Level { $level } of { $last }: { $count ->
        [one] { $count } square
       *[other] { $count } squares
    } first reached after { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    }.
# The last level. $throws: the fewest throws.
search-level-last = The last square is in this level: the fewest throws are { $throws }.
# A square's tooltip: the search has not reached it yet.
search-not-found-yet = Not found yet by the search.
# The start's tooltip.
search-where-starts = Level 0: where the search starts.
# A square's tooltip. $level: its level; $parent: the square it was reached from; $throws: how many throws (the level).
search-first-reached =
    Level { $level }: first reached from { $parent } in { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    }.
# The same, for a square reached from the start (off the board).
search-first-reached-start =
    Level { $level }: first reached from start in { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    }.

# (end of the analysis and the search)

## The designer (www/tasks/design*)

# (end of the designer)

## The element and playing (www/widget/, www/tasks/game-session.js, www/tasks/online.js)

# (end of the element and playing)

## The core's messages (errors, warnings and narration, by code)

# (end of the core's messages)

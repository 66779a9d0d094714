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
# Inside the empty list of moves, before the first throw.
game-log =
    .data-empty = No moves yet.
# The switch beside Undo for the game's sounds, while they play.
play-sound-on = Sound: on
# The same switch while the sounds are off.
play-sound-off = Sound: off
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
# The board of "Where is the token after each throw?", for screen readers. $board: the board's own label (a sentence or two); then what its colours show.
spread-board-label = { $board } Each square shows the chance the token is there.

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
# A note about the board (from the solver), in the list under the board. $note: the note (a "core-warning-" message).
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
# A link with a mistake, opened while a board is on screen. $error: what is wrong (a "link-why-" message below).
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
# The rest of the page's messages (fetched once the page is ready: the analysis's, the designer's, the core's errors) did not load. $error: why (in English).
load-failed-words = The rest of the page's words could not be loaded ({ $error }). Reload the page to try again.
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
# Under the table when the boards could not be solved. $error: why (the core's reason, in the page's language).
answers-failed = The boards could not be solved: { $error }
# In the table's "Fewest throws" column, for a board whose last square no throw reaches.
answers-unreachable = cannot be reached
# The button in each row of the table: shows that board and its path.
answers-show-path = Show path
# The same button, for screen readers. $board: the board's number in the text.
answers-show-path-of = Show the path of board { $board }
# In the list for picking one board of a text with several. $n: the board's number in the text; $count: boards in the text; $size: the board's squares.
board-pick-option = { $n } of { $count } ({ $size } squares)

## Watch the search (the second board, under Solve)

# The search's board, for screen readers. $board: what the board is, a whole sentence.
search-board-label = { $board } Enter takes a step of the search.
# What the search's board calls the start, when tokens start on square 1 (the puzzles' rule).
search-start-one = Players start on square 1
# What the search's board calls the start, when tokens start before square 1.
search-start-off = Start, off the board

## Play with others (why a board cannot be sent to a room)

# Opening a room when no board is on screen.
room-no-board = There is no board on screen to play on.
# Opening a room with a board that cannot be written as text. $error: why (the core's reason, in the page's language).
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
# Under the text box, when its text could not be read. $error: what is wrong (the core's reason, in the page's language).
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
# Under the answer, when Solve is pressed while the solver is still loading (just after the page opens).
solve-pressed-early = Solve is pressed: the answer comes as soon as the solver has loaded.
# Why a text in the Board box is refused (the page puts it in a sentence, its first letter made a capital): the link that carries it would be too long. $linked: its characters in a link; $typed: its characters as typed; $most: the most a link may hold.
text-refused-link = the text takes { $linked } characters in a link ({ $typed } as typed); the page reads boards whose link fits in { $most } characters, so that a reload or a shared link brings them back
# Why a text in the Board box is refused: no board could be found in it.
text-refused-no-board = no board found in the text
# Why a board of the Board box is not drawn: it has too many squares. $size: its squares; $most: the most the page draws ("snakes" is the project's command: keep it).
text-refused-squares = this board has { $size } squares; the page draws boards of up to { $most } squares (the snakes command solves bigger ones)
# Why a text in the Board box is refused: too many characters. $count: its characters; $most: the most the page reads.
text-refused-characters = the text has { $count } characters; the page reads boards of up to { $most } characters (about 2 MB)
# Why a text in the Board box is refused: too many lines. $count: its lines; $most: the most the page reads. Keep the example in quotes as it is (a board's text).
text-refused-lines = the text has { $count } lines; the page reads boards of up to { $most } lines (several jumps may share a line: 'ladder 1 -> 38, 4 -> 14')

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
# The same, when the saved game cannot be read. $error: why (a "saved-why-" message below).
saved-game-unreadable = A saved game could not be read ({ $error }) and was discarded.
# The same, when the saved game cannot be replayed. $error: why (the core's reason, in the page's language).
saved-game-not-restored = A saved game could not be restored ({ $error }) and was discarded.
# At the top of the page, when a link's game cannot be replayed. $error: why (the core's reason, in the page's language).
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
# start's own label; $throws: the average throws from the start to the end.
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
# When the core cannot give the win chances. $why: its reason.
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
        [one] { $count } game never finished (stopped after { $rounds } rounds or stuck). The averages above are of the games that finished; with the others they would be higher.
       *[other] { $count } games never finished (stopped after { $rounds } rounds or stuck). The averages above are of the games that finished; with the others they would be higher.
    }
# When no simulated game ended. $games: how many were played; $rounds: when a game is stopped.
sim-none-finished = None of the { $games } games finished within { $rounds } rounds: games this long cannot be simulated.

## Board, squares and moves (www/ui/, www/board/, www/tasks/path-walk.js, www/tasks/answer*)

# The board's name for screen readers (the canvas), and how to read it. $size: its squares;
# $rows and $columns: its rows and the squares in each; $ladders and $snakes: how many of each.
board-label =
    Snakes and ladders board of { $size } squares in { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    } of { $columns }, numbered from the bottom left, with { $ladders ->
        [one] { $ladders } ladder
       *[other] { $ladders } ladders
    } and { $snakes ->
        [one] { $snakes } snake
       *[other] { $snakes } snakes
    }. Arrow keys move between squares.
# The label of the start area (before square 1) drawn on the board, when players start there.
board-start-off = Start, off the board
# The same, when the rules start players on square 1 (the start area is then only a label).
board-start-one = Players start on square 1
# Reading the board (under it, and in its tooltip): the start area, when the rules start players on square 1.
square-off-board-start-one = Off the board. Under these rules players start on square 1.
# Reading the board: the start area (before square 1).
square-start = Start, off the board.
# Reading the board: the start area, when no throws lead from it to the last square.
square-start-unreachable = Start, off the board. The end cannot be reached from here.
# Reading the board: the start area, with the fewest throws from it to the end. $throws: that number.
square-start-throws =
    Start, off the board: { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    } to the end at best.
# Reading the board: a square with nothing on it. $square: its number.
square-plain = Square { $square }.
# Reading the board: the last square. $square: its number.
square-finish = Square { $square }, the finish.
# Reading the board: a square where a ladder starts. $square: its number; $to: the square at the ladder's top.
square-ladder-foot = Square { $square }: the foot of a ladder up to { $to }.
# Reading the board: a square where a snake's head is. $square: its number; $to: the square at the snake's tail.
square-snake-head = Square { $square }: the head of a snake down to { $to }.
# Reading the board: a square where ladders or snakes end. $square: its number; $arrivals: what
# ends there, a list of the two messages below ("the top of the ladder from 4 and the tail of the snake from 98").
square-arrivals = Square { $square }: { $arrivals }.
# The same on the last square. $square: its number; $arrivals: as above.
square-finish-arrivals = Square { $square }, the finish: { $arrivals }.
# Reading the board: after a square's jump, what else ends there. $arrivals: as above.
square-also = Also { $arrivals }.
# An item of $arrivals above: a ladder ends on this square. $from: the square at the ladder's foot.
square-ladder-top = the top of the ladder from { $from }
# An item of $arrivals above: a snake ends on this square. $from: the square at the snake's head.
square-snake-tail = the tail of the snake from { $from }
# Reading the board, on a jump's start: after its jump, no throws lead to the last square.
square-landing-unreachable = Landing here, the end cannot be reached.
# Reading the board, on a jump's start: the fewest throws left after landing here. $throws: that number.
square-landing-throws =
    Landing here leaves { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    } to the end.
# Reading the board: no throws lead from this square to the last square.
square-unreachable = The end cannot be reached from here.
# Reading the board: the fewest throws from this square to the end. $throws: that number.
square-throws =
    { $throws ->
        [one] { $throws } throw to the end from here.
       *[other] { $throws } throws to the end from here.
    }
# Reading the board in a game: the players whose tokens are on this square. $names: their names, as a list; $count: how many.
square-players-here =
    { $count ->
        [one] { $names } is here.
       *[other] { $names } are here.
    }
# The start area's label on the board, while squares are coloured by throws to the end. $start: its own label.
square-start-label-throws =
    { $start }: { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    } to the end
# The same, when the end cannot be reached from the start. $start: the start area's own label.
square-start-label-unreachable = { $start }: the end cannot be reached
# The arrow between squares (or numbers) one after the other in a path ("the start → 4 → 14"),
# with a space either side; in a right-to-left language, an arrow pointing left.
walk-arrow = {" → "}
# A throw of the solver's path, in the list of throws. $roll: the die's face; $move: the throw (as above).
walk-step = Roll { $roll }: { $move }.
# The same, with the fewest throws left before and after it. $before and $after: those numbers.
walk-step-left = Roll { $roll }: { $move }. Throws left: { $before }{"\u00A0"}→{"\u00A0"}{ $after }.
# The end of a long list that is cut short (rolls, squares of a path). $list: the items shown;
# $sep: what goes between them (", " or " → "); $count: the items left out.
walk-list-more = { $list }{ $sep }… and { $count } more
# Said to screen readers after Solve. $min: the fewest throws; $rolls: the rolls, as a list ("4, 6, 2").
answer-said = Fewest throws: { $min }. Rolls: { $rolls }.
# Said to screen readers after Solve, when no throws reach the last square.
answer-unreachable-said = The end cannot be reached from the start under these rules.
# Said to screen readers after Solve, when the start is the last square.
answer-zero-said = The start is already the end: no throws needed.
# The answer's headline, before the number (shown in bold after it).
answer-fewest = Fewest throws:
# The answer's number, when no throws reach the last square.
answer-min-unreachable = unreachable: the end cannot be reached
# Beside the answer, when no throws reach the last square.
answer-no-sequence = No sequence of rolls reaches the last square from the start under these rules.
# Beside the answer, when one roll sequence alone is that short.
answer-only-sequence = This is the only roll sequence that short.
# Beside the answer: how many roll sequences are as short, when the one shown is the first. $count: how many.
answer-sequences-first = { $count } different roll sequences are equally short; this is the first.
# The same, when the one shown was picked at random among them. $count: how many.
answer-sequences-random = { $count } different roll sequences are equally short; this one was picked at random.
# The tooltip of a roll in the answer's row of rolls. $throw: its place in the path (1, 2, ...).
answer-chip-title = Throw { $throw }
# The end of the answer's row of rolls, when it is too long to show. $count: the rolls not shown.
answer-rolls-more = … { $count } more
# The answer's row of rolls, for screen readers.
answer-rolls-label = Rolls of the shortest path
# The answer's buttons, for screen readers.
answer-walk-label = Walk the path
# A button: walks the path one throw.
answer-step = Step
# A button: walks the whole path on the board.
answer-play = Play
# The same button while the path is walked.
answer-pause = Pause
# The same button when the walk has reached the end.
answer-replay = Replay
# A button: puts the token back on the start.
answer-reset = Reset
# A button: shows another path as short as this one.
answer-another = Another path
# The list of the path's throws in words, for screen readers.
answer-steps-label = Each throw of the path
# A button under a long list of throws: lists more of them.
answer-more-throws = Show more throws
# A fold that opens the list of the path's throws in words (in the element).
answer-throws-summary = Each throw in words
# Under the rolls: the squares the path rests on. $squares: the squares, as a list ("start → 4 → 14").
answer-path = Path: { $squares }.
# The start area, in the list of the path's squares.
answer-path-start = start
# Under the rolls, before the path is walked.
answer-at-start = At the start. Step walks the path one throw at a time.
# Under the rolls while the path is walked: the throw reached. $throw: which; $count: all the
# throws; $roll: the die's face; $move: the throw in words ("26 → 28, ladder up to 84").
answer-throw = Throw { $throw } of { $count }: roll { $roll }, { $move }.
# Said to screen readers after Reset.
answer-back-said = Back at the start.
# Said to screen readers at the end of a walk. $square: the last square; $throws: the throws walked.
answer-reached-said =
    Reached square { $square } in { $throws ->
        [one] { $throws } throw.
       *[other] { $throws } throws.
    }
# Under the answer, when the start is the last square.
answer-why-zero = The start is already the end.
# Under the answer: why no path is shorter. $number: the fewest throws from the start; $chain: the
# fewest throws left after each throw of the path ("7 → 6 → 5 → … → 0"); $min: the fewest throws.
answer-why = Why no path is shorter: every square has a number, the fewest throws from it to the end. The start's number is { $number }. No throw can lower that number by more than one, because a square one throw away from a lower number would itself have a lower number. This path lowers it by exactly one with every throw ({ $chain }), so it reaches 0 in { $min }, and nothing can do better.
# The same, with how the page shows every square's number ($see: the message below).
answer-why-see = Why no path is shorter: every square has a number, the fewest throws from it to the end ({ $see }). The start's number is { $number }. No throw can lower that number by more than one, because a square one throw away from a lower number would itself have a lower number. This path lowers it by exactly one with every throw ({ $chain }), so it reaches 0 in { $min }, and nothing can do better.
# Inside the message above, in brackets: how to see every square's number on the page ("Colour
# every square by throws to the end" is the checkbox under the answer).
answer-proof-see = turn on the colouring to see them all
# The die, for screen readers. $value: the face it shows.
controls-die-showing = Die showing { $value }
# The die before the first throw, for screen readers.
controls-die-blank = Die, not rolled yet
# A choice of who plays a seat: a person.
controls-human = Human
# A choice of who plays a seat: the computer.
controls-computer = Computer
# The button that removes a player, for screen readers. $seat: the player's number.
controls-remove-player = Remove player { $seat }
# A player's name box, for screen readers. $seat: the player's number; $colour: the token's colour (keep the [keys]).
controls-player-name =
    Player { $seat } name ({ $colour ->
        [blue] Blue
        [green] Green
        [yellow] Yellow
        [purple] Purple
        [orange] Orange
        [teal] Teal
        [pink] Pink
       *[red] Red
    } token)
# A player's choice of person or computer, for screen readers. $seat: the player's number.
controls-player-type = Player { $seat } plays as
# The key of the colouring by throws to the end, under the board.
controls-legend-title = Throws to the end:
# The key's far end (the colour of the most throws). $max: that number.
controls-legend-far = { $max } (far)
# The key's near end (the colour of the last square).
controls-legend-finish = 0 (finish)
# The key, when every square that reaches the end is the last one.
controls-legend-only-finish = 0 at the finish
# The key: what the hatched squares mean.
controls-legend-unreachable = hatched: cannot reach the end
# The heading over the ranking at a game's end. $name: the winner.
win-heading = { $name } wins!
# The caption of the ranking at a game's end.
win-caption = Final ranking, with each player's throws, ladders climbed and snakes met.
# A column of the ranking: the player.
win-player = Player
# A column of the ranking: the square each player reached.
win-square = Square
# A column of the ranking: the throws each player made.
win-throws = Throws
# A column of the ranking: the ladders each player climbed.
win-ladders = Ladders
# A column of the ranking: the snakes each player met.
win-snakes = Snakes
# A row of the ranking: a player's place and name. $place: 1, 2, ...; $name: the player's name.
win-place = { $place }. { $name }
# The rules in one sentence, on the printed board and in the summary of a room that plays together. $start: "one" (players start on square 1) or "off" (off the board); $overshoot: "stay", "win" or "bounce" (a throw past the last square); $jumps: "chain" or "single" (a snake or ladder ending where another starts); $faces: the die's faces. Keep the [keys]; translate what follows them.
rules-in-words =
    Rules: { $start ->
        [one] everyone starts on square 1
       *[off] everyone starts off the board
    }; { $overshoot ->
        [stay] a throw past the last square is no move (land on it exactly)
        [win] a throw that reaches or passes the last square wins
       *[bounce] a throw past the last square bounces back from it
    }; { $jumps ->
        [chain] a snake or ladder that ends where another starts takes that one too
       *[single] one snake or ladder a move, even when it ends where another starts
    }; a die of { $faces } faces.
# The name of the board as a picture, in "Download SVG" (read by screen readers and shown as the file's title).
svg-title = Snakes and ladders board
# The printed board's heading. $size: its squares.
print-heading = Snakes and Ladders: { $size } squares
# The name of the printed board's picture, for screen readers. $size: its squares.
print-board-title = Snakes and ladders board, { $size } squares
# The key under the board in "Download SVG" and on the printed board, beside a ladder.
svg-legend-ladder = Ladder: climb from its foot to its top
# The same key, beside a snake (● marks its head).
svg-legend-snake = Snake: slide from its head (●) to its tail
# The same key, beside the last square's colour.
svg-legend-finish = ★ Finish
# On the printed board, above the board's text in small print.
print-text-label = This board as text (type it into the page's Board box to play it again):
# On the printed board, in the place of a text too long to print. $lines: the text's lines.
print-text-too-long = This board's text ({ $lines } lines) is too long for this page; its link, or the page's Board box, holds it.
# A player's name when none is given: the colour of their seat's token, as a name ("Red rolls a 3"). $colour: the colour; keep the [keys].
seat-name =
    { $colour ->
        [blue] Blue
        [green] Green
        [yellow] Yellow
        [purple] Purple
        [orange] Orange
        [teal] Teal
        [pink] Pink
       *[red] Red
    }

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
# Under the chart's place, for a game too long to draw. $tail: the solver's sentence on how fast the last games end.
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
# Every percentile of the game's length (a quarter, half, ... of the games over) is not known, for one reason. $known: what is proven, already worded ("at least 404"); $why: the core's reason, already worded.
analysis-percentiles-not-known = The percentiles of a game's length are not known ({ $known }): { $why }.
# Every game ends but the average cannot be given. $why: the core's reason, already worded ("at least 404; the solver's answer failed its own check, …").
analysis-mean-not-known = The average game is not known: { $why }.
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

# The help line at the top of the designer's card.
design-help = Drag from one square to another to add a ladder (up) or a snake (down), or tap the two squares. Drag either end of a jump to move it. On the board: arrow keys, then Enter on each end; Delete removes the chosen jump; Escape lets go.
# The heading over the designed board's numbers.
design-numbers-heading = How it plays
# A figure's label: the fewest throws from the start to the end.
design-min-label = Fewest throws
# A figure's label: the average number of throws a game takes one player.
design-mean-label = Average game (one player)
# A figure's label: the median number of throws of a game.
design-median-label = Median
# A figure's label: the chance that the first of two players wins.
design-odds-label = First player wins (of two)
# A button: takes back the last edit.
design-undo = Undo
# A button: makes an edit taken back again.
design-redo = Redo
# A button: removes the chosen snake or ladder.
design-delete = Delete jump
# A button: removes every snake and ladder.
design-clear = Clear
# A button (on the page): the designer starts again from the board shown on the page.
design-from-page = Start from the board on the page
# The label of the field for the board's number of rows.
design-rows = Rows
# The label of the field for the board's number of columns.
design-columns = Columns
# The button that gives the board the rows and columns typed.
design-resize = Change size
# The heading over the chart of how many throws games take.
design-chart-heading = How long games take (one player)
# The chart's name for screen readers (before its numbers are in).
design-chart-label = Game length chart
# The heading over the list of what each snake and ladder is worth.
design-values-heading = What each jump is worth
# Over the numbers while a big board's are worked out, after an edit (they take a moment).
design-numbers-busy = Working out the numbers for this board…
# Over the list of what each jump is worth while it is worked out.
design-values-busy = Working out what each jump is worth…
# After that heading: how many jumps the list holds, biggest change first. $count: how many.
design-values-count = ({ $count }, biggest change first)
# In the list of jumps' worths, when the board has none.
design-values-none = No snakes or ladders yet.
# At the end of a list shown in part. $count: how many more there are.
design-more = … and { $count } more.
# The heading over Print and the downloads (on the page).
design-export-print-heading = Print and share
# The heading over the downloads (in the element, which has no Print).
design-export-heading = Download
# A button: prints the board with its numbers.
design-print = Print
# A button: downloads the board as a PNG picture.
design-png = Download PNG
# A button: downloads the board as an SVG drawing.
design-svg = Download SVG
# A line under the downloads on the page: the link copied by the "Copy link to this view" button of the "Make a board" card holds the designed board.
design-share-note = “Copy link to this view”, in the Make a board card, shares the designed board like any other.
# A jump's name at the start of a line in the list of worths. $kind: ladder or snake; $from, $to: its squares.
design-jump-name =
    { $kind ->
        [ladder] Ladder { $from } → { $to }
       *[snake] Snake { $from } → { $to }
    }
# Said after a jump was added. $kind: ladder or snake; $from, $to: its squares.
design-added =
    { $kind ->
        [ladder] Added ladder { $from } → { $to }.
       *[snake] Added snake { $from } → { $to }.
    }
# Said after an end of a jump was moved. $kind: ladder or snake; $from, $to: its squares now.
design-moved =
    { $kind ->
        [ladder] Moved to ladder { $from } → { $to }.
       *[snake] Moved to snake { $from } → { $to }.
    }
# After "Added ..." or "Moved ...": chains and shared ends the new jump makes (allowed). $warnings: the core's notes, separated by semicolons.
design-added-note = Note: { $warnings }.
# After "Added ...": the board's jumps still form a cycle under the rules, so there are no numbers. $reason: the core's words on the cycle.
design-no-numbers-yet = No numbers yet: { $reason }; change that jump or the rules.
# After "Added ...": the edit broke the cycle that kept the numbers away.
design-cycle-gone = The cycle is gone: the numbers are back.
# Said when Delete is pressed with no jump chosen.
design-choose-first = Choose a jump first: tap its start or end, or press Enter on it.
# Said after a jump was deleted. $kind: ladder or snake; $from, $to: its squares.
design-deleted =
    { $kind ->
        [ladder] Deleted ladder { $from } → { $to }.
       *[snake] Deleted snake { $from } → { $to }.
    }
# Said after Clear.
design-cleared = Cleared: no snakes or ladders.
# Why a new size was refused (then shown in "Refused: ..."). $max: the most rows or columns; $rows, $columns: what was typed.
design-size-refused = rows and columns must be whole numbers from 1 to { $max }, not { $rows } by { $columns }
# Put in design-size-refused for an empty field.
design-size-nothing = nothing
# Why a new size was refused by the core (then shown in "Refused: ..."). $reason: the core's words; $rows, $columns: the size asked for.
design-resize-refused = { $reason } ({ $rows } by { $columns })
# Said after the board was given a new size. $rows, $columns: its rows and columns; $size: its squares.
design-resized =
    { $rows ->
        [one] Now { $rows } row of { $columns } ({ $size } squares).
       *[other] Now { $rows } rows of { $columns } ({ $size } squares).
    }
# After design-resized: jumps that no longer fit on the smaller board were removed. $count: how many.
design-resize-dropped =
    { $count ->
        [one] { $count } jump no longer fitted and was removed (Undo brings them back).
       *[other] { $count } jumps no longer fitted and were removed (Undo brings them back).
    }
# Said after Undo.
design-undone = Undone.
# Said after Redo.
design-redone = Redone.
# Said when the designer starts again from the host's board. $board: page (the board on the page) or given (the board given to the embedded board).
design-started =
    { $board ->
        [page] Started from the board on the page.
       *[given] Started from the board given.
    }
# A line under the size fields: a chain or shared end of the board (allowed). $warning: the core's words.
design-warning = Allowed, but note: { $warning }
# Said when a jump was chosen from the list of worths. $kind: ladder or snake; $from, $to: its squares.
design-chose =
    { $kind ->
        [ladder] Chose ladder { $from } → { $to }: drag either end to move it, or Delete.
       *[snake] Chose snake { $from } → { $to }: drag either end to move it, or Delete.
    }
# On a printed board, under it: what its numbers are, a whole sentence. $shown: which are known ("min", "mean" or "both");
# $min: the fewest throws; $mean: the throws of an average game for one player, one decimal.
design-print-facts = { $shown ->
    [min] Fewest throws { $min }.
    [mean] An average game of { $mean } throws for one player.
   *[both] Fewest throws { $min }; an average game of { $mean } throws for one player.
}
# Added to what an edit did when the board's last square can no longer be reached.
design-unreachable-note = Now no game can reach the last square: the numbers read never.
# Beside the board after a tap on a phone, after what the tap did: the board's numbers. $min: the fewest throws; $mean: the average game, as the card shows them.
design-numbers-line = Fewest throws { $min }; average game { $mean }.
# Why an edit was refused (in the card; the reason alone is shown beside the board). $reason: the core's words.
design-refused = Refused: { $reason }. The board is unchanged.
# The board has no numbers because the core failed. $error: the core's words.
design-numbers-failed = The numbers could not be worked out: { $error }
# In the list of worths when they could not be worked out. $error: the core's words.
design-worths-failed = Not worked out for this board: { $error }
# The fewest throws when the end cannot be reached.
design-min-never = never
# The average game when games never end.
design-mean-never = never ends
# A number of throws, for the average and the median. $throws: the number (maybe with decimals).
design-throws = { $throws } throws
# Who wins when the end cannot be reached.
design-odds-nobody = nobody: the end cannot be reached
# The first of two players' chance of winning, and the second's. $first, $second: percentages.
design-odds = { $first } (second: { $second })
# Under the chart: how long games last. $p25, $p75, $p90: numbers of throws.
design-spread-three = 1 game in 4 is over within { $p25 } throws, 3 in 4 within { $p75 }, 9 in 10 within { $p90 }.
# Under the chart, when fewer than 9 games in 10 ever end. $p25, $p75: numbers of throws.
design-spread-two = 1 game in 4 is over within { $p25 } throws, 3 in 4 within { $p75 }.
# Under the chart, when fewer than 3 games in 4 ever end. $p25: a number of throws.
design-spread-one = 1 game in 4 is over within { $p25 } throws.
# Under the chart when the last square cannot be reached.
design-spread-unreachable = No game ends: the last square cannot be reached.
# Under the chart when the core could not work out how long games last. $reason: the core's words.
design-spread-not-known = How long games last is not known: { $reason }.
# Under the chart when too few games end to say how long they last.
design-spread-endless = Some games never end.
# A jump's worth: without it no game can end. $jump: its name (design-jump-name).
design-worth-needed = { $jump }: without it the end cannot be reached.
# A jump's worth: the average game never ends, with or without it. $jump: its name.
design-worth-endless = { $jump }: the average game is endless with it or without it.
# A jump's worth: with it some games never end. $jump: its name; $without: the average game's throws without it.
design-worth-some-never = { $jump }: with it some games never end; without it { $without } throws.
# A jump's worth: with it no game ends. $jump: its name; $without: the average game's throws without it.
design-worth-none-end = { $jump }: with it no game ends; without it { $without } throws.
# A jump's worth, in the list. $jump: its name; $without: the average game's throws without it; $effect: saves, adds or nothing; $change: the throws it saves or adds.
design-worth =
    { $effect ->
        [saves] { $jump }: without it { $without } throws; it saves { $change }.
        [adds] { $jump }: without it { $without } throws; it adds { $change }.
       *[nothing] { $jump }: without it { $without } throws; it changes nothing.
    }
# A jump's worth, under the board, with the board's average game. As design-worth; $now: the average game's throws with every jump.
design-worth-now =
    { $effect ->
        [saves] { $jump }: without it { $without } throws; it saves { $change } (now { $now }).
        [adds] { $jump }: without it { $without } throws; it adds { $change } (now { $now }).
       *[nothing] { $jump }: without it { $without } throws; it changes nothing (now { $now }).
    }
# Said after a drag let go off the board's squares.
design-drag-off = Let go off the board: nothing changed.
# Said when a tap or Enter chose a jump's square (a new jump can still start there). $kind: ladder or snake; $from, $to: its squares; $square: the square chosen.
design-chose-or-new =
    { $kind ->
        [ladder] Chose ladder { $from } → { $to } (Delete removes it). Or choose another square for a new jump from { $square }.
       *[snake] Chose snake { $from } → { $to } (Delete removes it). Or choose another square for a new jump from { $square }.
    }
# Said after a tap on a square: the first end of a new jump. $square: the square.
design-from-square-tap = From square { $square }: now tap the other end ({ $square } again lets go).
# Said after a click or Enter on a square: the first end of a new jump. $square: the square.
design-from-square = From square { $square }: now choose the other end (Escape lets go).
# Said after Enter on a held end that was not moved: a new jump starts there instead. $square: the square.
design-from-square-new = From square { $square }: now choose the other end of a new jump (Escape lets go).
# Said when the first end chosen is chosen again, or Escape is pressed.
design-let-go = Let go.
# Said when Enter picks up an end of a jump with the keyboard. $end: foot or top (of a ladder), head or tail (of a snake); $from, $to: the jump's squares; $square: the square.
design-holding =
    { $end ->
        [foot] Holding the foot of ladder { $from } → { $to }: the arrow keys move it, Enter puts it down, Escape puts it back, Delete removes the ladder. Enter here again starts a new jump from { $square }.
        [top] Holding the top of ladder { $from } → { $to }: the arrow keys move it, Enter puts it down, Escape puts it back, Delete removes the ladder. Enter here again starts a new jump from { $square }.
        [head] Holding the head of snake { $from } → { $to }: the arrow keys move it, Enter puts it down, Escape puts it back, Delete removes the snake. Enter here again starts a new jump from { $square }.
       *[tail] Holding the tail of snake { $from } → { $to }: the arrow keys move it, Enter puts it down, Escape puts it back, Delete removes the snake. Enter here again starts a new jump from { $square }.
    }
# Under the board while an end is carried with the keyboard, back on its own square. $square: the square.
design-back-on = Back on { $square }.
# Under the board while an end is carried with the keyboard: the jump it would make here. $kind: ladder or snake; $from, $to: its squares.
design-put-down-here =
    { $kind ->
        [ladder] Put down here: ladder { $from } → { $to }.
       *[snake] Put down here: snake { $from } → { $to }.
    }
# Said when Escape puts a carried end back. $kind: ladder or snake; $from, $to: the jump's squares.
design-put-back =
    { $kind ->
        [ladder] Put back: ladder { $from } → { $to } is unchanged.
       *[snake] Put back: snake { $from } → { $to } is unchanged.
    }

# (end of the designer)

## The element and playing (www/widget/, www/tasks/game-session.js, www/tasks/online.js)

# The element's board, for screen readers: what kind of thing it is (said after its label).
widget-board-role = board
# The element's board, for screen readers, until a board is read (then its size, snakes and ladders).
widget-board-label = Snakes and ladders board
# Where the element's board will be, while it loads.
widget-loading = Loading the board…
# The element's button that throws the die (play mode).
widget-roll = Roll
# The element's button that starts a new game with fresh dice (play mode).
widget-new-game = New game
# The element's list of players and their squares, for screen readers.
widget-players-label = Players
# The element's row of buttons, for screen readers.
widget-controls-label = Controls
# Under an error in the element, when a board was on show before it.
widget-error-kept = The widget keeps showing the last good board and settings (its defaults where there were none).
# The element's error when its board attribute holds no board it can read. $detail: the core's reason.
widget-error-board-invalid = The board attribute holds an invalid board: { $detail }
# The element's error about its board attribute. $error: the core's message.
widget-error-board = The board attribute: { $error }
# The element's error when the text inside it (no board attribute) is no board it can read. $detail: the core's reason.
widget-error-text-invalid = The element's text holds an invalid board: { $detail }
# The element's error about the text inside it. $error: the core's message.
widget-error-text = The element's text: { $error }
# The element's error when its program (WebAssembly) did not load. $error: the browser's reason, in English.
widget-core-failed = The WebAssembly core could not be loaded: { $error }
# The element's error when play mode's own code did not load. $error: the browser's reason, in English.
widget-play-failed = The game could not be loaded: { $error }
# The element's error when solve mode's answer (its card's code) did not load. $error: the browser's reason, in English.
widget-answer-failed = The answer could not be loaded: { $error }
# The element's error for a mode attribute it does not know. $modes: the modes there are, listed as "a, b or c"; $mode: what was given.
widget-mode-bad = mode must be { $modes }, not '{ $mode }'
# The element's error for a speed attribute out of range. $max: the fastest (20); $speed: what was given.
widget-speed-bad = speed must be a number above 0 and at most { $max } (1 is normal), not '{ $speed }'
# The element's error for a players attribute that is a number but no count (3.5, -2). $players: what was given.
widget-players-bad = players must be a count of players or names separated by commas, not '{ $players }'
# The element's error for a board too big to draw. $size: its squares; $max: the most the element draws.
widget-too-big = this board has { $size } squares; the widget draws boards of up to { $max } squares (the snakes command solves bigger ones)
# The element's error for a text with no board in it.
widget-no-board-in-text = the text holds no board
# Above the element's board while a long board text is read. $count: its characters.
widget-work-reading = Reading { $count } characters of board text…
# Above the element's board while a big board is solved. $size: its squares.
widget-work-solving = Solving the board of { $size } squares…
# Above the element's board while a board is generated from its size, snakes and ladders.
widget-work-building = Building a board…
# The element's error when the designer's code did not load (design mode). $error: the browser's reason.
widget-design-failed = the designer could not be loaded: { $error }
# The element's error when the analysis code did not load (analyze mode). $error: the browser's reason.
widget-analysis-failed = the analysis could not be loaded: { $error }
# The element's error when the search's code did not load (bfs mode). $error: the browser's reason.
widget-search-failed = the search view could not be loaded: { $error }
# The element's card with the fewest throws (solve mode), for screen readers.
widget-solve-label = The fewest throws
# The element's card with a game's length (analyze mode), for screen readers.
widget-analysis-label = How long is a game?
# The element's designer card (design mode), for screen readers.
widget-design-label = Design the board
# The strip before square 1 on the element's board, when players start off the board (narrow).
widget-start-off = Start
# The strip before square 1 on the element's board, when players start off the board (wide).
widget-start-off-long = Start, off the board
# The strip before square 1 on the element's board, when players start on square 1 (narrow).
widget-start-one = Start: square 1
# The strip before square 1 on the element's board, when players start on square 1 (wide).
widget-start-one-long = Players start on square 1
# Said to screen readers when the element starts a new game. $names: the players, listed; $name: who throws first.
widget-new-game-said = New game: { $names }. { $name } to roll.
# A player in the element's list, before their first throw. $name: the player.
widget-player-at-start = { $name }: start
# A player in the element's list. $name: the player; $square: the square their token is on.
widget-player-on = { $name }: square { $square }
# The element's status line once a game is won. $name: the winner.
widget-wins = { $name } wins!
# The element's status line: whose turn it is. $name: the player.
widget-to-roll = { $name } to roll
# Said to screen readers after the winning move. $move: the move in words (a sentence); $count: the throws in the game.
widget-game-over-said = { $move } Game over after { $count ->
        [one] { $count } throw
       *[other] { $count } throws
    }.
# The caption of the element's table of a finished game.
widget-ranking-caption = Final ranking: each player's throws, ladders climbed and snakes met.
# Play with others in the element: why a room cannot be opened yet.
widget-room-no-board = There is no board to play on yet.
# Play with others in the element: its trackers attribute is wrong. $error: why (a room-why-tracker- message).
widget-trackers-bad = trackers: { $error }

# Play with others, the start form: what it is.
online-form-help = Everyone plays on their own phone, tablet or computer, and sees the same dice. The devices talk to each other directly; nothing of the game goes through a server.
# Play with others, the start form: the label of the name box.
online-name-label = Your name
# Play with others, the start form: the button that opens a new room.
online-create = Create a room
# Play with others, the start form: the label of the box for a room's code.
online-code-label = Or join a room by its code
# Play with others, the start form: an example of a room's code, in the empty box (keep the code as it is).
online-code-placeholder = e.g. k7m-q2x
# Play with others, the start form: the button that joins the room of the code typed.
online-join = Join
# Play with others, the start form: a checkbox.
online-watch-label = Join to watch, without a seat
# Play with others, the start form: what was typed is no room code. $code: what was typed.
online-code-bad = '{ $code }' is not a room code: six letters and digits, as the host's screen shows them.
# Play with others, the start form: Create or Join pressed with no name.
online-name-missing = Type your name first: the others see it beside your token.
# Play with others: a folding part of the start form, for the network's settings.
online-network = Network
# Play with others, Network: the label of the box of tracker addresses.
online-trackers-label = Trackers that introduce the devices
# Play with others, Network: help under the box.
online-trackers-help = WebSocket addresses (wss://…), one a line; empty for the public ones. A school can run its own (the bittorrent-tracker server). Every device in a room needs the same.
# Play with others, Network: the button that keeps the addresses typed.
online-trackers-save = Use these
# Play with others, Network: the addresses were refused. $reason: why (a room-why-tracker- message).
online-trackers-refused = Not changed: { $reason }.
# Play with others, Network: the addresses were kept.
online-trackers-saved = Saved: rooms are found through these trackers.
# Play with others, Network: the box was emptied, so the public trackers are used.
online-trackers-saved-public = Saved: rooms are found through the public trackers.
# Play with others: while a room is being opened. $code: the room's code.
online-opening = Opening room { $code }…
# Play with others: the room could not be opened. $error: why (in English).
online-open-failed = The room could not be opened ({ $error }).
# Said to screen readers: a room was created. $code: the room's code.
online-opened = Room { $code } is open: share its link or code.
# Said to screen readers: joining a room. $code: the room's code.
online-joining = Joining room { $code }…
# Said to screen readers: this device left its room.
online-left = You left the room.
# Play with others, in the room: before the room's code.
online-room = Room
# Play with others, in the room: the button that copies the room's link.
online-copy = Copy link
# Play with others, in the room: after Copy link.
online-copied = Link copied.
# Play with others, in the room: the link could not be copied.
online-copy-failed = Copy the link below.
# Play with others, in the room (in the element, which has no link of its own): under the code.
online-join-by-code = Others join with this code.
# Play with others, in the room: the button that leaves it.
online-leave = Leave the room
# Play with others, in the room: the row of emoji buttons, for screen readers.
online-reactions-label = Send a reaction
# Play with others, in the room: an emoji button, for screen readers. $emoji: the emoji.
online-react = Send { $emoji }
# Play with others, in the room: the list of what happened, for screen readers.
online-log-label = What happened in the room
# Play with others, the room's log: someone sent an emoji. $name: who; $emoji: the emoji.
online-reaction = { $name }: { $emoji }
# Play with others, the room's log: a message was refused. $from: whose (a name, or room-why-from-stranger or room-why-from-peer); $reason: why (a room-why- message, or an online-check- one).
online-refused = Refused from { $from }: { $reason }.
# Play with others, the room's log: the room's board could not be put on screen. $error: why.
online-board-failed = The room's board could not be shown ({ $error }).
# Play with others, the room's log: a game in progress was replayed on this device. $count: the throws so far.
online-replayed = The game so far: { $count ->
        [one] { $count } throw
       *[other] { $count } throws
    }, replayed and checked.
# Play with others, the room's log: the game begins.
online-drawn = The dice are drawn: the game begins.
# Play with others, a seat: the host's name. $name: the player.
online-seat-host = { $name } (host)
# Play with others, a seat: this device's player. $name: the player.
online-seat-you = { $name } (you)
# Play with others, a seat: this device's player, who is the host. $name: the player.
online-seat-host-you = { $name } (host, you)
# Play with others, a seat: the player's device is connected.
online-seat-here = here
# Play with others, a seat: the player's device is not connected.
online-seat-away = away
# Play with others: someone watching whose device is not connected. $name: who.
online-watcher-away = { $name } (away)
# Play with others: who watches without a seat. $names: their names, listed.
online-watching = Watching: { $names }.
# Play with others, on the host's device: the board and rules chosen. $summary: them in words.
online-setup-yours = You chose: { $summary }
# Play with others, on a guest's device: the board and rules chosen. $summary: them in words.
online-setup-hosts = The host chose: { $summary }
# Play with others, on a guest's device: waiting to be let in.
online-waiting-let-in = Waiting for the host to let you in…
# Play with others, on a guest's device: nobody has answered. $code: the room's code; $seconds: how long.
online-no-answer = Nobody in room { $code } has answered for { $seconds } s. Check the code and that the host's page is still open; Leave the room to type another code.
# Play with others, on the host's device: the button that starts the game.
online-start = Start the game
# Play with others, on the host's device: alone in the room.
online-waiting-join = Waiting for someone to join. Change the board or rules now: the room sees them before the first roll.
# Play with others, on the host's device: others have joined.
online-ready = Everyone sees the board and rules above. The dice are drawn together when you start.
# Play with others, on a guest's device. $host: the host's name.
online-waiting-start = Waiting for { $host } to start the game.
# Play with others, on a guest's device, the host's name not known yet.
online-waiting-start-host = Waiting for the host to start the game.
# Play with others: while the dice are drawn. $seconds: the seconds left.
online-drawing = Drawing the dice: every player's device adds a secret, sealed before any is shown ({ $seconds } s left).
# Play with others, on the host's device after a game: the button for another.
online-again = Play again
# Play with others, on the host's device after a game: help beside Play again.
online-again-help = The same players, board and rules, with dice drawn afresh.
# Play with others, the status line: this device's turn, again. $name: its player.
online-turn-you-again = { $name }, you roll again.
# Play with others, the status line: this device's turn. $name: its player.
online-turn-you = { $name }, your turn: press Roll.
# Play with others, the status line: the player is away; the host throws for them soon. $name: the player; $seconds: when.
online-turn-away-in = { $name } is away: the host rolls for { $name } in { $seconds } s.
# Play with others, the status line: the player is away; the host throws for them now. $name: the player.
online-turn-away-now = { $name } is away: the host rolls for { $name } now.
# Play with others, the status line: another device's turn. $name: its player.
online-turn-other = { $name } to roll, on { $name }'s device.
# Play with others, the status line: another device's turn, again. $name: its player.
online-turn-other-again = { $name } to roll again, on { $name }'s device.
# Play with others, the status line on the host's device: this device won. $name: its player.
online-won-you-host = You won, { $name }! Press Play again (in the room) for another game.
# Play with others, the status line on a guest's device: this device won. $name: its player.
online-won-you = You won, { $name }! The host can start another game.
# Play with others, the status line on the host's device: another won. $name: the winner.
online-won-host = { $name } won! Press Play again (in the room) for another game.
# Play with others, the status line on a guest's device: another won. $name: the winner.
online-won = { $name } won! The host can start another game.
# Play with others: the room's board and rules in words, its first sentence. $size: squares; $ladders, $snakes: how many.
online-summary-board = { $size } squares, { $ladders ->
        [one] { $ladders } ladder
       *[other] { $ladders } ladders
    } and { $snakes ->
        [one] { $snakes } snake
       *[other] { $snakes } snakes
    }.
# Play with others: the room's house rules, its last sentence. $rules: them, listed.
online-summary-house = House rules: { $rules }.
# Play with others: the room plays by no house rule.
online-summary-no-house = House rules: none.
# Play with others: a house rule, in the list.
online-house-knock-off = landing on a player sends them back
# Play with others: a house rule, in the list.
online-house-sixes-again = a six rolls again
# Play with others: a house rule, in the list.
online-house-three-sixes = three sixes end the turn
# Play with others: a room's board that this device cannot read.
online-summary-unreadable = a board that cannot be read here.
# Play with others: why a room cannot be played here (in the room's log).
online-check-no-board = a room without a board it takes
# Play with others: why a room cannot be played here.
online-check-no-rules = a room without its rules
# Play with others: why a room cannot be played here (the wait for an away player).
online-check-away = an away wait that is not 1 s to 10 minutes
# Play with others: why a room cannot be played here. $error: the core's reason.
online-check-unreadable = the room's board cannot be read ({ $error })
# Play with others, the room's log: a player's device is connected again. $name: the player.
room-notice-back = { $name } is back.
# Play with others, the room's log on the host's device: someone joined to watch, without a seat. $name: who.
room-notice-watching = { $name } is watching.
# Play with others, the room's log on the host's device: someone joined and took a seat. $name: who.
room-notice-joined = { $name } joined.
# Play with others, the room's log: another player's device is the host now. $name: that player.
room-notice-new-host = { $name } is the host now.
# Play with others, the room's log: the host chose another board or other rules.
room-notice-setup-changed = The host changed the board or rules.
# Play with others, the room's log: a player's device is no longer connected. $name: the player.
room-notice-away = { $name } is away.
# Play with others, the room's log: the host left, and this device took over as the host.
room-notice-host-here = The host left: this device is the host now.
# Play with others, the room's log on the host's device: players whose devices did not send their sealed secret for the dice in time. $names: them, listed; $count: how many.
room-notice-no-commitment =
    { $names } sent no commitment in time: the dice are drawn again without { $count ->
        [one] that player
       *[other] them
    }.
# The same, for players whose devices did not show their sealed secret in time. $names: them, listed; $count: how many.
room-notice-no-reveal =
    { $names } withheld the reveal in time: the dice are drawn again without { $count ->
        [one] that player
       *[other] them
    }.

# Why a room refused a message from another device: each fills $reason of online-refused ("Refused from { $from }: { $reason }.") in the room's log, a phrase without a capital or a full stop. What a device sent is a "message"; the dice's draw is by "commitment" (a sealed secret) and "reveal" (the secret shown).
# Why refused: what arrived was not text.
room-why-not-text = not text
# Why refused: a message too long. $characters: its length; $most: the longest taken.
room-why-too-long = a message of { $characters } characters (the most is { $most })
# Why refused: a message that is not JSON (the form every message has).
room-why-not-json = not JSON
# Why refused: JSON, but not a message (not an object).
room-why-not-message = not a message
# Why refused: a message of a kind no device sends. $kind: the kind it names (as sent).
room-why-unknown-kind = no message is called '{ $kind }'
# Why refused: a message of a known kind, but too long for it. $kind: its kind (hello, draw, throw...); $characters: its length.
room-why-kind-too-long = a '{ $kind }' message of { $characters } characters
# Why refused: the host's room gives a player's place to another device's key. $name: the player.
room-why-place-other-key = a room that gives { $name }'s place to another key
# Why refused: the host's room gives a seat to another player. $seat: the seat's number (1 is the first).
room-why-seat-other-player = a room that gives seat { $seat } to another player
# Why refused: the host's room lacks some of its parts.
room-why-room-parts = a room message without its parts
# Why refused: the host's room lists a member without all of its parts.
room-why-member-parts = a member without id, name, key or seat
# Why refused: the host's room's seats do not match its members.
room-why-seats-mismatch = seats that do not match the members
# Why refused: the host's room lists throws that are not whole numbers.
room-why-rolls-not-whole = rolls that are not whole numbers
# Why refused: the host's room says the dice are being drawn, without the draw's number or players.
room-why-draw-parts = a draw without its number and players
# Why refused: the host's room has no board and rules.
room-why-no-setup = a room without its board and rules
# Why refused: the host's room has a game without the secrets its dice were drawn from.
room-why-no-reveals = a game without the dice's reveals
# Why refused: the host passed on another secret than the one a player sent this device. $name: that player.
room-why-reveal-changed = the host's reveal for { $name } is not the one it sent
# Why refused: the room's game cannot be made on this device. $error: why (the core's message, in this language).
room-why-game-unplayable = the game cannot be played here: { $error }
# Why refused: the room's throws are not what its dice give. $move: the throw's number; $dice: what the dice give; $roll: what the room says.
room-why-throws-not-dice = the game's throws do not follow from its dice (throw { $move } is { $dice }, not { $roll })
# Why refused: a throw for a seat whose turn it is not. $seat: the seat's number (1 is the first).
room-why-seat-not-turn = a throw for seat { $seat }, whose turn it is not
# Why refused: a throw in the name of someone who is not in the room.
room-why-throw-from-nobody = a throw from nobody in the room
# Why refused: a throw with another number than the dice give. $roll: the number sent; $dice: the dice's.
room-why-roll-not-dice = a roll of { $roll } that the dice did not give (they give { $dice })
# Why refused: a throw without its player's signature.
room-why-unsigned = a throw without its player's signature
# Why refused: a throw for a player whose key this device has not had yet. $name: the player.
room-why-no-key = a throw for { $name }, whose key this device does not have yet
# Why refused: a throw in a player's name that the player did not sign. $name: the player.
room-why-not-signed = a throw that { $name } did not sign
# Why refused: a device's greeting (hello) that answers no question of this device's.
room-why-hello-no-challenge = a hello that answers no challenge of this device's
# Why refused: a device's greeting (hello) that its key's holder did not sign for this device. $name: the name it gives.
room-why-hello-not-signed = a hello for '{ $name }' that the holder of its key did not sign for this device (a hello seen elsewhere, or another's key)
# Why refused: a message that is not a throw, where a throw was expected.
room-why-not-throw = not a throw
# Why refused: a throw from someone watching, without a seat.
room-why-spectator = a spectator does not throw
# Why refused: a throw after the game was won.
room-why-game-over = the game is over
# Why refused: a throw that does not say which move it is.
room-why-no-move = a throw names its move
# Why refused: a throw for a move already made. $move: the move's number.
room-why-move-made = move { $move } is made already
# Why refused: a throw for a move further on than this game. $move: the move's number; $next: the next move's.
room-why-move-ahead = move { $move } is ahead of this game (move { $next } is next)
# Why refused: a throw from a player whose turn it is not.
room-why-not-turn = not this player's turn
# Why refused: a message of the dice's draw for another room or another draw.
room-why-other-draw = another room or draw
# Why refused: a message of the dice's draw from a device that is not drawing. $peer: its id (as sent).
room-why-no-dice-here = '{ $peer }' draws no dice here
# Why refused: a commitment of the wrong form. $bytes: how many bytes it must be.
room-why-commitment-form = a commitment is { $bytes } bytes of hex
# Why refused: a commitment after every commitment was in.
room-why-commitments-closed = too late: the commitments are closed
# Why refused: a device's second commitment in the same draw.
room-why-second-commitment = a second commitment
# Why refused: a secret of the wrong form. $bytes: how many bytes it must be.
room-why-secret-form = a secret is { $bytes } bytes of hex
# Why refused: a reveal after the draw ended.
room-why-draw-over = the draw is over
# Why refused: a reveal before every commitment was in.
room-why-reveal-early = a reveal before every commitment is in
# Why refused: a reveal with no commitment to open, or a second reveal.
room-why-nothing-to-open = no commitment to open, or opened already
# Why refused: a secret that does not match its commitment.
room-why-secret-wrong = the secret does not open its commitment
# Why refused: a message of the dice's draw that is neither a commitment nor a reveal.
room-why-not-draw-message = not a message of the draw
# Why refused: a message of the dice's draw in another device's name.
room-why-draw-other-name = a draw message in another's name
# Why refused: a message of a draw that is over.
room-why-draw-ended = a message of a draw that is over
# Why refused: the host drew the dice without this device's player, who was there.
room-why-left-out = the dice were drawn without this device's player, who was here and took part: this screen does not follow that game (reload the page to rejoin it)
# Why refused: a device spoke too much before greeting. $kind: its message's kind (draw, throw...).
room-why-before-hello = a '{ $kind }' message before its hello
# Why refused: a reaction that is not one of the few offered.
room-why-not-reaction = not one of the reactions
# Why refused: a device's greeting (hello) without all of its parts.
room-why-hello-parts = a hello without a member, name, watch, key, challenge and proof
# Why refused: a device's greeting (hello) in this device's own name.
room-why-hello-own-name = a hello in this device's own name
# Why refused: a device that claims another player's place with another key. $name: the name it gives; $owner: the player whose place it is.
room-why-wrong-key = '{ $name }' gave the wrong key for { $owner }'s place
# Why refused: a room sent by a device that is not the host.
room-why-not-host = only the host says who is in the room
# Why refused: the host's room has left this device out.
room-why-without-me = a room without this device in it
# Why refused: the host's room gives this device's place to another key.
room-why-my-place-other-key = a room that gives this device's place to another key
# Why refused: a throw when no game is being played.
room-why-no-game = no game is on
# Fills $from of online-refused ("Refused from { $from }: …", worded to fit there): a device that has not said who it is yet.
room-why-from-stranger = a peer not yet introduced
# Fills $from of online-refused (as above): a device whose player the room does not list.
room-why-from-peer = a peer
# Play with others, Network (fills $reason of online-trackers-refused, and $error of widget-trackers-bad): a tracker that is no address. $item: what was typed.
room-why-tracker-not-address = '{ $item }' is not an address (a tracker is wss://host/ or ws://host:port/)
# Play with others, Network (as above): an address that is not a WebSocket address. $item: what was typed.
room-why-tracker-not-websocket = '{ $item }' is not a WebSocket address (wss:// or ws://)
# Why a room cannot be played on this page (fills $reason of online-refused): its rules do not make a page link. $error: why (in this language).
room-why-rules-unreadable = the room's rules cannot be read ({ $error })

# (end of the element and playing)

## Links and saved games refused (why a link or a saved game could not be read)

# Each fills in $error of "This link could not be read ({ $error })…" or "A saved game could not
# be read ({ $error })…": a phrase without a capital or a full stop. $key: the name of a setting
# as the link writes it (seed, faces…), never translated; $found: what the link had there.

# A link naming a long board text kept by the tab it was made in, opened elsewhere. $most: the longest text a link holds itself.
link-why-tab-only = the link names a board text of over { $most } characters that only the browser tab it was made in keeps; paste the text itself instead
# A setting that must be a whole number. $key, $found.
link-why-whole-number = '{ $key }' must be a whole number, not '{ $found }'
# A number out of its range. $key; $lo and $hi: the range; $found: the number given.
link-why-range = '{ $key }' must be from { $lo } to { $hi }, not { $found }
# A setting with a few allowed values. $key; $list: the values, as the link writes them; $found.
link-why-one-of = '{ $key }' must be one of { $list }, not '{ $found }'
# A setting that is on (1) or off (0). $key, $found.
link-why-flag = '{ $key }' must be 0 or 1, not '{ $found }'
# The part after # is not a list of settings at all.
link-why-unreadable = the link's settings are not readable
# A setting the page does not have (a typing mistake, or a link from another site). $key.
link-why-unknown-setting = the link has a setting '{ $key }' that the page does not know
# A board text too long for a link. $most: the most characters.
link-why-board-too-long = the link's board is longer than { $most } characters
# A generated world of fewer than 2 squares.
link-why-two-squares = a board needs at least 2 squares
# The randomness of the path (a number from 0 to 1). $found.
link-why-randomness = 'random' must be from 0 to 1, not '{ $found }'
# Too few or too many players. $least, $most: the numbers of players allowed.
link-why-players = a game needs { $least } to { $most } players
# A player written wrong: h: for a person, c: for the computer, then the name (h, c and Name stay as they are). $found.
link-why-player = a player must be written 'h:Name' or 'c:Name', not '{ $found }'
# A room code that cannot be one. $found.
link-why-room = the room code '{ $found }' is not six letters and digits of a room
# A language the page does not have. $found; $list: the codes of the page's languages.
link-why-language = the link's language '{ $found }' is not one of the page's ({ $list })
# A saved game that is not what the page saves (another program's data, or damaged).
saved-why-shape = unexpected shape
# A saved game that is not JSON at all.
saved-why-json = it is not valid JSON
# A saved game with too few or too many players. $least, $most.
saved-why-players = unexpected shape: a game has { $least } to { $most } players
# A saved game's player without a name or a type (a person or the computer).
saved-why-player = unexpected shape: each player needs a name and a type
# A saved game's player with an empty or too long name. $most: the most characters.
saved-why-name = unexpected shape: a player's name has 1 to { $most } characters
# A saved game under rules the page does not set.
saved-why-rules = unexpected shape: the rules are not ones the page sets
# A saved game's house rule that is not on or off. $key: its name in the saved data (knockOff…), never translated.
saved-why-flag = unexpected shape: '{ $key }' must be true or false
# A saved game without the seed and the number of moves to replay it.
saved-why-moves = it has no seed and move count to replay

# (end of the links and saved games refused)

## The core's messages (errors, warnings and narration, by code)

# Text that could not be read as a board. Fills in: $column, $detail, $format, $line.
core-error-parse = { $format } board, line { $line }, column { $column }: { $detail }
# A board that breaks a world rule. Fills in: $detail.
core-error-invalid-board = invalid board: { $detail }
# Chained jumps that never come to rest; `cycle` lists its squares. Fills in: $cycle, $first.
core-error-jump-cycle = jumps form a cycle under chained jumps: { $cycle } -> { $first } (use single jumps, or break the cycle)
# A long cycle, by its ends and length. Fills in: $count, $head, $tail.
core-error-cycle-long = { $head } -> ... -> { $tail } ({ $count } squares)
# A rule option or parameter out of range or unknown. Fills in: $detail.
core-error-invalid-option = invalid option: { $detail }
# Input beyond a documented limit. Fills in: $detail.
core-error-limit = over a limit: { $detail }
# A world the builder cannot make. Fills in: $detail.
core-error-generate = cannot generate this world: { $detail }
# A game action not possible now. Fills in: $detail.
core-error-game = game: { $detail }
# A jump that leads down. Fills in: $from, $to.
core-jump-snake = snake { $from } -> { $to }
# A jump that leads up. Fills in: $from, $to.
core-jump-ladder = ladder { $from } -> { $to }
# A jump with a square off the board. Fills in: $jump, $size, $square.
core-board-square-outside = { $jump } has square { $square } outside the board 1..{ $size }
# A jump to its own square. Fills in: $square.
core-board-jump-to-itself = a jump from square { $square } to itself goes nowhere
# A jump from the last square. Fills in: $jump, $size.
core-board-from-last = { $jump } starts on the last square { $size }: a snake there makes the game unwinnable, a ladder there has nowhere to go
# The same jump twice. Fills in: $jump.
core-board-jump-twice = { $jump } appears twice
# Two jumps from one square. Fills in: $first, $second, $square.
core-board-two-starts = square { $square } starts two jumps ({ $first } and { $second }): a square holds one snake head or one ladder base
# A snake that does not go down. Fills in: $from, $to.
core-board-snake-not-down = snake { $from } -> { $to } does not go down: a snake's head must be above its tail
# A ladder that does not go up. Fills in: $from, $to.
core-board-ladder-not-up = ladder { $from } -> { $to } does not go up: a ladder's base must be below its top
# A width out of range. Fills in: $columns, $max.
core-board-columns = a board must be 1 to { $max } columns wide, not { $columns }
# A board under 2 squares. Fills in: $size.
core-board-too-small = a board needs at least 2 squares, not { $size }
# A board over the largest size. Fills in: $max, $size.
core-board-too-big = a board has at most { $max } squares, not { $size }
# One jump ends where another starts. Fills in: $first, $second, $square.
core-warning-chain = chain: { $first } ends where { $second } starts (square { $square })
# Two jumps end on one square. Fills in: $first, $second, $square.
core-warning-shared-end = shared end: { $first } and { $second } both end on square { $square }
# Where in a text: a line and column. Fills in: $column, $line.
core-place-line = line { $line }, column { $column }
# What was found: the end of the text.
core-found-end-of-text = end of text
# What was found: the end of a line.
core-found-end-of-line = end of line
# Something else than what a reader expected; `expected` (a message) says what it wanted. Fills in: $expected, $found.
core-parse-expected = expected { $expected }, found { $found }
# A number too large for a square. Fills in: $found, $max.
core-parse-too-large = expected a number up to { $max }, found { $found }
# A HackerRank count over its limit; `what` (a message) names what is counted. Fills in: $column, $count, $limit, $line, $what.
core-hackerrank-count = hackerrank board, line { $line }, column { $column }: at most { $limit } { $what }, not { $count }
# A HackerRank input of no test case.
core-hackerrank-no-cases = expected at least 1 test case, found 0
# Too many boards to write as HackerRank test cases. Fills in: $count, $max.
core-hackerrank-cases = the hackerrank format holds at most { $max } test cases, not { $count }
# A board of another size than 100 to write as HackerRank. Fills in: $size.
core-hackerrank-size = the hackerrank format holds only 100-square boards; this board has { $size } squares
# Too many ladders or snakes (`what`) to write as HackerRank. Fills in: $count, $max, $what.
core-hackerrank-jumps = the hackerrank format holds at most { $max } { $what } per board; this board has { $count }
# A JSON text that ended inside the board object; `reason` (a message) is the JSON reader's. Fills in: $reason.
core-json-eof = expected the rest of the board object, found end of text ({ $reason })
# Text after the board object. Fills in: $found.
core-json-trailing = expected the end of the text after the board object, found { $found }
# A JSON syntax error; `reason` (a message) is the JSON reader's, "expected ...". Fills in: $found, $reason.
core-json-expected = { $reason }, found { $found }
# Another JSON syntax error; `reason` (a message) is the JSON reader's. Fills in: $reason.
core-json-syntax = { $reason }
# A value of the wrong type; `found` (a message, or null) and `expected` (a message) describe it and the right one. Fills in: $expected, $found.
core-json-invalid-type = invalid type: { $found }, expected { $expected }
# A number that is not a square number; `found` and `expected` are messages. Fills in: $expected, $found.
core-json-invalid-value = invalid value: { $found }, expected { $expected }
# A pair of the wrong length; `expected` is a message. Fills in: $expected, $found.
core-json-invalid-length = invalid length { $found }, expected { $expected }
# A pair with a third number.
core-json-third-number = expected a pair [from, to] of square numbers, found a third number
# A key given twice. Fills in: $key.
core-json-duplicate-key = duplicate field `{ $key }`
# A null size.
core-json-null-size = "size" is null: give the number of squares, or leave the key out for 100
# A key one letter or so from a board key, which would be ignored. Fills in: $key, $known.
core-json-near-key = unknown key "{ $key }": did you mean "{ $known }"? (other keys are ignored, so its value would be lost)
# What was wrong, and in which key's value ("\"snakes\": invalid type: null, ..."). Fills in: $place, $reason.
core-json-in = { $place }: { $reason }
# Where in a JSON board: the `number`th snake pair. Fills in: $number.
core-place-json-snake = "snakes" pair { $number }
# Where in a JSON board: the `number`th ladder pair. Fills in: $number.
core-place-json-ladder = "ladders" pair { $number }
# A LeetCode grid with too few rows. Fills in: $found, $n.
core-leetcode-rows = expected { $n } rows (a grid is n x n and its rows have { $n } cells), found { $found }
# A LeetCode grid with too many rows. Fills in: $found, $n.
core-leetcode-grid-end = expected ']' closing a grid of { $n } rows (its rows have { $n } cells), found { $found }
# A LeetCode row longer than the first. Fills in: $found, $n, $row.
core-leetcode-row-end = expected ']' closing row { $row } after { $n } cells like the first row, found { $found }
# A LeetCode row shorter than the first. Fills in: $found, $n, $row.
core-leetcode-row-short = expected { $n } cells in row { $row } like the first row, found { $found }
# A LeetCode grid over the largest width. Fills in: $column, $line, $max.
core-leetcode-too-wide = leetcode board, line { $line }, column { $column }: a grid is at most { $max } x { $max } (10^7 squares)
# A board to write as LeetCode whose size is not a square number. Fills in: $size.
core-leetcode-not-square = the leetcode format holds only n x n boards; { $size } squares is not a square number
# A size or columns line given twice; `what` is the keyword. Fills in: $line, $what.
core-parse-given-twice = { $what } is given twice (first on line { $line })
# A native grid over the largest board. Fills in: $column, $columns, $line, $max, $rows, $squares.
core-native-grid-too-big = native board, line { $line }, column { $column }: grid { $rows } x { $columns } has { $squares } squares; a board has at most { $max }
# A native grid that does not fit the size given. Fills in: $columns, $fit, $place, $rows, $size.
core-native-grid-misfit = native board, { $place }: grid { $rows } x { $columns } does not fit size { $size }: { $size } squares { $columns } wide make { $fit } rows
# A native jump without its end. Fills in: $found, $from.
core-native-jump-end = expected the square the jump from { $from } leads to, as in '{ $from } -> 6', found { $found }
# Expected: the end of the line after `what` (a message: the size, the number of ladders...). Fills in: $what.
core-parse-line-end-after = the end of the line after { $what }
# Native format: what the line ended after (`parse.line_end_after`), the `size` line's number.
core-native-the-size = the size
# Native format: what the line ended after, the `columns` line's number.
core-native-the-columns = the columns
# Native format: what the line ended after, a `grid R x C` line.
core-native-the-grid = the grid
# Native format, expected: the number after the keyword `size`.
core-native-size-number = the number of squares after 'size'
# Native format, expected: the number after the keyword `columns`.
core-native-columns-number = the number of columns after 'columns'
# Native format, expected: the rows of a `grid` line.
core-native-grid-rows = the number of rows after 'grid', as in 'grid 10 x 10'
# Native format, expected: the `x` of a `grid` line.
core-native-grid-x = 'x' between rows and columns, as in 'grid 10 x 10'
# Native format, expected: the columns of a `grid` line.
core-native-grid-columns = the number of columns, as in 'grid 10 x 10'
# Native format, expected: anything at all, in a text of only blanks and comments.
core-native-board = a board (a 'size N' line, jumps like '16 -> 6', or both)
# Native format, expected: a line's statement (the keywords stay as they are).
core-native-statement = 'size N', 'columns C', 'grid R x C' or a jump like '16 -> 6'
# Native format, expected: what may follow a jump on its line.
core-native-separator = ',' or ';' before another jump, or the end of the line
# Native format, expected: the square after the keyword `kind` (`snake` or `ladder`). Fills in: $kind.
core-native-jump-start = the square the { $kind } starts on
# Native format, expected: a jump, after a `,` or `;`.
core-native-jump = a jump like '16 -> 6' (or 'snake'/'ladder' and one)
# HackerRank, expected: the first line, the count of test cases.
core-hackerrank-number-of-cases = the number of test cases
# HackerRank, expected: the count of `jumps` (`ladders` or `snakes`) of test case `case`. Fills in: $case, $jumps.
core-hackerrank-number-of-jumps = the number of { $jumps } of test case { $case }
# HackerRank: jump `number` of the `count` `kind` (`ladder` or `snake`) lines of test case `case`. Fills in: $case, $count, $kind, $number.
core-hackerrank-jump = { $kind } { $number } of { $count } of test case { $case }
# HackerRank, expected: the line of `what` (a message: `hackerrank.jump`), two numbers. Fills in: $what.
core-hackerrank-pair = { $what } as 'start end'
# HackerRank, expected: the first number of `what` (a message: `hackerrank.jump`). Fills in: $what.
core-hackerrank-start-square = the start square of { $what }
# HackerRank, expected: the second number of `what` (a message: `hackerrank.jump`). Fills in: $what.
core-hackerrank-end-square = the end square of { $what }
# HackerRank, expected: nothing more after the one test case (`count` is 1) the text announced. Fills in: $count.
core-hackerrank-text-end-one = the end of the text after { $count } test case
# HackerRank, expected: nothing more after the `count` test cases (2 or more) the text announced. Fills in: $count.
core-hackerrank-text-end = the end of the text after { $count } test cases
# HackerRank: what is counted over its limit (`hackerrank.count`'s `what`): test cases.
core-hackerrank-limit-cases = test cases
# HackerRank: what is counted over its limit: `jumps` (`ladders` or `snakes`) in one test case. Fills in: $jumps.
core-hackerrank-limit-jumps = { $jumps } per test case
# LeetCode, expected: a cell of a grid.
core-leetcode-cell = -1 or a square number
# LeetCode, expected: a grid, where there is none.
core-leetcode-grid = a grid like [[-1,-1],[-1,3]]
# LeetCode, expected: what follows row `row` of a grid. Fills in: $row.
core-leetcode-after-row = ',' or ']' after row { $row }
# LeetCode, expected: the bracket opening row `row`. Fills in: $row.
core-leetcode-row-start = '[' starting row { $row }
# LeetCode, expected: what follows a cell of row `row`. Fills in: $row.
core-leetcode-in-row = ',' or ']' in row { $row }
# Ruby, expected: nothing more after the two hashes.
core-ruby-text-end = the end of the text after the ladders hash
# Ruby, expected: the `brace` ('{') opening the `hash` (`snakes` or `ladders`) hash; `example` is one. Fills in: $brace, $example, $hash.
core-ruby-hash-start = { $brace } starting the { $hash } hash, as in { $example }
# Ruby, expected: what follows a pair of the `hash` (`snakes` or `ladders`) hash; `brace` is '}'. Fills in: $brace, $hash.
core-ruby-hash-next = ',' or { $brace } closing the { $hash }
# Ruby, expected: a pair's first square in the `hash` (`snakes` or `ladders`) hash; `brace` is '}'. Fills in: $brace, $hash.
core-ruby-square = a square number or { $brace } closing the { $hash }
# Ruby, expected: the arrow of a pair after its first square `from`. Fills in: $from.
core-ruby-arrow = '=>' after { $from }
# Ruby, expected: a pair's second square, where the jump from `from` lands. Fills in: $from.
core-ruby-leads-to = the square { $from } leads to
# JSON, expected: a whole number (a board's size, a square).
core-json-whole = a whole number from 0 to 4294967295
# JSON, expected: a jump.
core-json-pair = a pair [from, to] of square numbers, as in [16, 6]
# JSON, expected: the list of a board's snakes or ladders.
core-json-a-sequence = a sequence
# JSON, expected: the board, where the text starts with something else; `example` is one. Fills in: $example.
core-json-board-object = a board object like { $example }
# JSON, found: a list (`json.invalid_type`'s `found`).
core-json-sequence = sequence
# JSON, found: an object.
core-json-map = map
# JSON, found: true or false (`value`, as written). Fills in: $value.
core-json-boolean = boolean { $value }
# JSON, found: a number with a fraction or exponent (`value`, as written). Fills in: $value.
core-json-float = floating point { $value }
# JSON, found: a whole number (`value`, as written). Fills in: $value.
core-json-integer = integer { $value }
# JSON, found: a string (`value`, quoted). Fills in: $value.
core-json-string = string { $value }
# JSON, found: a long string, its first characters (`value`) and its length `count`. Fills in: $count, $value.
core-json-string-cut = string { $value } (cut, { $count } characters)
# A JSON reader's reason (`reason`, a message) and where (`place`). Fills in: $place, $reason.
core-json-reason-at = { $reason } at { $place }
# The JSON reader's reason: the text ended inside a value.
core-json-eof-value = EOF while parsing a value
# The JSON reader's reason: the text ended inside a string.
core-json-eof-string = EOF while parsing a string
# The JSON reader's reason: the text ended inside a list.
core-json-eof-list = EOF while parsing a list
# The JSON reader's reason: the text ended inside an object.
core-json-eof-object = EOF while parsing an object
# The JSON reader's reason: no value where one belongs.
core-json-expected-value = expected value
# The JSON reader's reason: a misspelt `true`, `false` or `null`.
core-json-expected-ident = expected ident
# The JSON reader's reason: a number written wrong.
core-json-invalid-number = invalid number
# The JSON reader's reason: a raw control character inside a string.
core-json-control-character = control character (\u0000-\u001F) found while parsing a string
# The JSON reader's reason: a backslash escape that is not one.
core-json-invalid-escape = invalid escape
# The JSON reader's reason: half of a surrogate pair.
core-json-lone-surrogate = lone leading surrogate in hex escape
# The JSON reader's reason: a \u escape cut short.
core-json-hex-end = unexpected end of hex escape
# The JSON reader's reason: lists or objects nested too deep.
core-json-recursion-limit = recursion limit exceeded
# The JSON reader's reason: a comma before a closing bracket.
core-json-trailing-comma = trailing comma
# The JSON reader's reason: no comma or `close` (the bracket closing the list or object). Fills in: $close.
core-json-expected-comma = expected `,` or { $close }
# The JSON reader's reason: an object key that is not a string.
core-json-key-string = key must be a string
# The JSON reader's reason: no colon after a key.
core-json-expected-colon = expected `:`
# The JSON reader's reason: more after the value.
core-json-trailing-characters = trailing characters
# A saved game's field `key` missing (`save.fields`'s `reason`). Fills in: $key.
core-save-missing = missing field `{ $key }`
# A saved game's part that is not an object; `found` says what it is. Fills in: $found.
core-save-not-object = invalid type: { $found }, expected an object
# A saved game's field `key` that is not one; `keys` lists those there are. Fills in: $key, $keys.
core-save-unknown = unknown field `{ $key }`, expected one of `{ $keys }`
# A saved game's field `key` holding `found` (a message) instead of a whole number up to `max`. Fills in: $found, $key, $max.
core-save-not-whole = `{ $key }` is { $found }, not a whole number from 0 to { $max }
# A saved game's field `key` holding `found` instead of a list. Fills in: $found, $key.
core-save-not-list = `{ $key }` is { $found }, not a list
# A saved game's field `key` holding `found` instead of a string. Fills in: $found, $key.
core-save-not-string = `{ $key }` is { $found }, not a string
# A saved game's field `key` holding `found` instead of true or false. Fills in: $found, $key.
core-save-not-flag = `{ $key }` is { $found }, not true or false
# A saved game's jump of `count` numbers. Fills in: $count.
core-save-jump-length = a jump in `jumps` has { $count } numbers, not 2
# An option (`js.option_wrong`'s `expected`): a boolean.
core-expect-true-or-false = true or false
# An option: a string.
core-expect-string = a string
# An option: an object's property that can be read (a getter threw).
core-expect-readable = readable
# An option: the solver's randomness.
core-expect-fraction = a number from 0 to 1
# An option: a seed, the largest whole number JavaScript holds exactly.
core-expect-seed = a whole number from 0 to 9007199254740991
# An option: a game's players.
core-expect-players = a number of players or a list of names
# An option: a range.
core-expect-range = [lo, hi], two numbers
# An option: a range of expected throws, or one number of them.
core-expect-range-or-number = [lo, hi], two numbers, or one number of throws
# An option: a number of games to simulate.
core-expect-games = a whole number of games
# A simulation's argument (`js.whole`'s `what`): the number of its first game.
core-js-first-game = first game
# A simulation's argument (`js.whole`'s `what`): how many games.
core-js-game-count = game count
# A format name that is not one. Fills in: $formats, $found.
core-format-unknown = format must be one of { $formats }, not '{ $found }'
# A text that holds no board.
core-parse-no-board = expected a board
# A text over the largest length. Fills in: $max, $size.
core-format-text-too-long = a board text has at most { $max } bytes (64 MiB), this one has { $size }
# Several boards to write in a format of one board. Fills in: $count, $format.
core-format-one-board = the { $format } format holds exactly one board, not { $count }
# No board to write. Fills in: $format.
core-format-no-board = nothing to write: the { $format } format needs at least one board
# More jumps than a board has squares, while reading. Fills in: $column, $format, $limit, $line.
core-parse-too-many-jumps = { $format } board, line { $line }, column { $column }: more than { $limit } jumps on a board of at most { $limit } squares (a square starts at most one jump)
# More jumps than the board has squares. Fills in: $count, $place, $size.
core-board-too-many-jumps = { $place }: { $count } jumps on a board of { $size } squares (a square starts at most one jump)
# A jump declared a snake that goes up, or a ladder that goes down. Fills in: $jump.
core-board-wrong-way = { $jump } goes the wrong way
# A message placed in a board's text. Fills in: $detail, $place.
core-place-detail = { $place }: { $detail }
# Where in a board: the format and a place. Fills in: $format, $place.
core-place-board-at = { $format } board, { $place }
# Where in a board: the format alone. Fills in: $format.
core-place-board = { $format } board
# A message about the second of two jumps, naming where the first is. Fills in: $detail, $first.
core-place-first-at = { $detail } (the first is at { $first })
# A die of too many or no faces. Fills in: $faces, $max.
core-rule-faces = faces must be 1 to { $max }, not { $faces }
# A die's faces that are not a number. Fills in: $found, $max.
core-rule-faces-text = faces must be a whole number from 1 to { $max }, not '{ $found }'
# A rule name that is not one. Fills in: $found.
core-rule-unknown = unknown rule '{ $found }' (expected start, overshoot, jumps or faces)
# A rule value that is not one of its choices; `what` names the rule. Fills in: $choices, $found, $what.
core-rule-choice = { $what } must be one of { $choices }, not '{ $found }'
# A throw from a square or with a roll out of range. Fills in: $faces, $from, $roll, $size.
core-throw-range = a throw needs a square from 0 to { $size } and a roll from 1 to { $faces }, not square { $from } and roll { $roll }
# Too many or no players. Fills in: $count, $max.
core-game-players = a game needs 1 to { $max } players, not { $count }
# A player's name too long. Fills in: $max, $player.
core-game-name-long = player { $player } has a name longer than { $max } characters
# A player's name with a control character. Fills in: $player.
core-game-name-control = player { $player }'s name contains a control character
# Three sixes without sixes again.
core-game-three-sixes = three sixes ending the turn needs the sixes-again rule: without it no turn has two throws
# A throw after the game was won. Fills in: $winner.
core-game-over = the game is over: { $winner } won
# A game that made its most throws. Fills in: $max.
core-game-moves = a game holds at most { $max } throws, and this one has made them all without a winner
# A saved game that cannot be restored; `why` says why. Fills in: $why.
core-save-bad = this saved game cannot be restored: { $why }
# A saved game that is not JSON; `reason` (a message) is the JSON reader's, with its place. Fills in: $reason.
core-save-not-json = it is not valid JSON ({ $reason })
# A saved game of another format version. Fills in: $reads, $version.
core-save-version = it is format version { $version }, and this version reads format { $reads }
# A saved game without its version.
core-save-no-version = it has no format version "v"
# A saved game without the fields expected; `reason` (a message) names the field. Fills in: $reason.
core-save-fields = it does not have the expected fields ({ $reason })
# A saved game of too many moves. Fills in: $max, $moves.
core-save-too-many-moves = it records { $moves } moves, more than the { $max } a game may hold
# A saved game whose board breaks a rule. Fills in: $error.
core-save-board = its board is not valid ({ $error })
# A saved game whose seed is not a number. Fills in: $seed.
core-save-seed = its seed '{ $seed }' is not a whole number
# A saved game with moves after its end. Fills in: $made, $moves.
core-save-won-early = it records { $moves } moves, but its game was won after { $made }
# A saved game whose check value does not match.
core-save-altered = it has been altered or damaged (its check value does not match the replayed game)
# Rules as messages name them (the values are the command's option values). Fills in: $faces, $jumps, $overshoot, $start.
core-rules-words = start { $start }, overshoot { $overshoot }, jumps { $jumps }, { $faces } faces
# No board found; `wanted` and `found` say what was sought and seen. Fills in: $attempts, $found, $rules, $seed, $wanted.
core-world-gave-up = gave up after trying { $attempts } boards (seeds derived from { $seed }): none { $wanted } under the rules ({ $rules }); { $found }
# Sought: a minimum of exactly so many throws. Fills in: $throws.
core-world-wanted-exactly = has a minimum of exactly { $throws } throws
# Sought: a minimum in a range. Fills in: $hi, $lo.
core-world-wanted-range = has a minimum of { $lo } to { $hi } throws
# Sought: a finishable board.
core-world-wanted-reach = lets a player reach the last square
# Seen: every finishable board had one minimum. Fills in: $throws.
core-world-found-one = every finishable one had a minimum of { $throws }
# Seen: minimums in a range. Fills in: $hi, $lo.
core-world-found-range = the finishable ones had minimums from { $lo } to { $hi }
# Seen: no finishable board.
core-world-found-none = not one could be finished
# Seen: as `found`, and some boards not finishable. Fills in: $count, $found.
core-world-found-unfinished = { $found }, and { $count } could not be finished
# Too many snakes for a board without ladders. Fills in: $most, $size, $snakes.
core-world-too-many-snakes = a { $size }-square board holds at most { $most } snakes when there are no ladders (every end needs its own square, and square { $size } can only be a ladder's top); asked for { $snakes }
# Too many snakes and ladders. Fills in: $asked, $ladders, $most, $size, $snakes.
core-world-too-many-jumps = a { $size }-square board holds at most { $most } snakes and ladders with every end on its own square; asked for { $asked } ({ $snakes } snakes and { $ladders } ladders)
# An empty range of minimum throws. Fills in: $hi, $lo.
core-world-min-empty = the range of minimum throws { $lo } to { $hi } is empty (the low end is above the high end)
# A minimum of 0 throws.
core-world-min-zero = every board needs at least 1 throw to finish; a minimum of 0 throws is impossible
# A minimum below what a die can do without ladders. Fills in: $faces, $floor, $hi, $square.
core-world-min-floor = without ladders a { $faces }-faced die needs at least { $floor } throws to reach square { $square }; asked for at most { $hi }
# As `world.min_floor`, when passing the last square wins. Fills in: $faces, $floor, $hi, $square.
core-world-min-floor-pass = without ladders a { $faces }-faced die needs at least { $floor } throws to reach or pass square { $square }; asked for at most { $hi }
# An expected length below what a die can do without ladders. Fills in: $advance, $faces, $floor, $hi, $size.
core-world-expected-floor = without ladders a { $faces }-faced die advances { $advance } squares a throw on average, so a game on { $size } squares takes at least { $floor } throws on average whatever the snakes; asked for at most { $hi }
# An expected length above what a die can take without snakes. Fills in: $advance, $ceiling, $faces, $lo, $size.
core-world-expected-ceiling = without snakes a piece never moves back: a { $faces }-faced die advances { $advance } squares a throw on average until the last { $faces } squares, and from there finishes with a chance of at least 1 in { $faces } each throw, so a game on { $size } squares takes at most { $ceiling } throws on average whatever the ladders; asked for at least { $lo }
# Expected turns that are not a range or a number. Fills in: $found.
core-world-expected-turns = expected turns must be a range LO..HI of two numbers, such as 30..35, or one number of throws to come near, not '{ $found }'
# An average game of no throws. Fills in: $found.
core-world-average = an average game must be a number of throws above 0, not { $found }
# A target of expected throws in a build without the analysis.
core-world-needs-analysis = a target range of expected throws needs the analysis, which this build leaves out (use the full module or the command)
# A range of expected throws out of order. Fills in: $hi, $lo.
core-world-expected-range = the range of expected throws must be two numbers lo..hi with 0 <= lo <= hi, not { $lo }..{ $hi }
# An expected length under 1 throw. Fills in: $hi.
core-world-expected-zero = every game takes at least 1 throw, so an expected length of at most { $hi } throws is impossible
# The search stopped by Ctrl-C. Fills in: $evaluations, $hi, $lo.
core-world-stopped = stopped (Ctrl-C) after trying { $evaluations } boards, none with an expected length of { $lo } to { $hi } throws
# No board of the expected length found. Fills in: $evaluations, $found, $hi, $ladders, $lo, $rules, $seed, $size, $snakes.
core-world-gave-up-target = gave up after trying { $evaluations } boards (from seed { $seed }): none of { $snakes } snakes and { $ladders } ladders on { $size } squares has an expected length of { $lo } to { $hi } throws under the rules ({ $rules }); { $found }
# As `world.gave_up_target`, when some boards missed the other demands. Fills in: $evaluations, $found, $hi, $ladders, $lo, $refused, $rules, $seed, $size, $snakes.
core-world-gave-up-target-refused = gave up after trying { $evaluations } boards (from seed { $seed }) ({ $refused } did not meet the demands on minimum throws or reachability): none of { $snakes } snakes and { $ladders } ladders on { $size } squares has an expected length of { $lo } to { $hi } throws under the rules ({ $rules }); { $found }
# Seen: the closest expected length. Fills in: $expected.
core-world-closest = the closest had { $expected } expected throws
# Seen: no board surely finishable.
core-world-none-sure = not one could surely be finished
# Seen: no board meeting the other demands.
core-world-none-met = not one met the other demands
# Too many players. Fills in: $max, $players.
core-analysis-players = players must be 1 to { $max }, not { $players }
# Jump values of too large a board. Fills in: $jumps, $max, $size.
core-analysis-jump-values-work = the worth of { $jumps } jumps on a { $size }-square board takes a solve of the board per jump, more than { $max } squares in all
# Occupancy of too many throws. Fills in: $faces, $max, $size, $throws.
core-analysis-occupancy-work = { $throws } throws on a { $size }-square board with a { $faces }-faced die is more than { $max } squares pushed; ask for fewer throws
# An occupancy series of too many numbers. Fills in: $count, $max, $values, $width.
core-analysis-occupancy-values = { $count } distributions of { $width } squares are { $values } numbers, more than { $max }; ask for fewer throws or step through them one at a time
# The exact knock-off chain of too large a board. Fills in: $max, $size.
core-analysis-knock-off-squares = the exact two-player knock-off chain is solved for boards of at most { $max } squares, not { $size }: simulate instead
# The exact knock-off chain of too many transitions. Fills in: $entries, $max.
core-analysis-knock-off-entries = the two-player knock-off chain of this board and die has { $entries } transitions, over the { $max } solved exactly: simulate instead
# A simulation of too many games. Fills in: $games, $max.
core-simulate-games = at most { $max } games per run, not { $games }
# Three sixes without sixes again, in a simulation.
core-simulate-three-sixes = three sixes ending the turn needs the sixes-again rule
# A range of game numbers out of order or too long. Fills in: $end, $first, $max.
core-simulate-range = games { $first }..{ $end } is not a range of at most { $max } game numbers
# A simulation thread that failed.
core-simulate-thread = a simulation thread failed
# The average game of one player (`value` throws, a figure) is an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-average-estimate = The average of { $value } throws is an estimate (proven between { $lo } and { $hi }).
# The average game of one player (`value` throws) is an estimate with no proven bound. Fills in: $value.
core-analysis-average-unbounded = The average of { $value } throws is an estimate: no bound on its error could be proven on this board.
# Several players: the expected rounds (`value`) are an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-rounds-estimate = The expected rounds ({ $value }) are an estimate (proven between { $lo } and { $hi }).
# Several players: the expected rounds (`value`) are an estimate with no proven bound. Fills in: $value.
core-analysis-rounds-unbounded = The expected rounds ({ $value }) are an estimate: no bound on its error could be proven on this board.
# Several players: the expected turns of all players together (`value`) are an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-turns-estimate = The expected turns of all players ({ $value }) are an estimate (proven between { $lo } and { $hi }).
# Several players: the expected turns of all players (`value`) are an estimate with no proven bound. Fills in: $value.
core-analysis-turns-unbounded = The expected turns of all players ({ $value }) are an estimate: no bound on its error could be proven on this board.
# A percentile is an estimate: `games` (a share of the games, a message) are over after about `throws` throws; `known` (a message) is what is proven of it. Fills in: $games, $known, $throws.
core-analysis-percentile-estimate = { $games } are over after about { $throws } throws, an estimate (proven { $known }).
# A percentile is not known: when `games` (a share of the games, a message) are over; `known` is what is proven, `why` (a message) why no more is known. Fills in: $games, $known, $why.
core-analysis-percentile-not-known = When { $games } are over is not known ({ $known }): { $why }.
# What is proven of a percentile: between `lo` and `hi` throws. Fills in: $hi, $lo.
core-analysis-proven-between = between { $lo } and { $hi }
# What is proven of a percentile: at least `lo` throws. Fills in: $lo.
core-analysis-proven-at-least = at least { $lo }
# A share of the games, at the start of a sentence (`analysis.percentile_estimate`).
core-analysis-games-quarter-first = A quarter of the games
# A share of the games, inside a sentence (`analysis.percentile_not_known`).
core-analysis-games-quarter = a quarter of the games
# A share of the games, at the start of a sentence.
core-analysis-games-half-first = Half the games
# A share of the games, inside a sentence.
core-analysis-games-half = half the games
# A share of the games, at the start of a sentence.
core-analysis-games-three-quarters-first = Three quarters of the games
# A share of the games, inside a sentence.
core-analysis-games-three-quarters = three quarters of the games
# A share of the games (90%), at the start of or inside a sentence.
core-analysis-games-nine-in-ten = 9 games in 10
# A share of the games (95%), at the start of or inside a sentence.
core-analysis-games-nineteen-in-twenty = 19 games in 20
# Several players' figures are not known; `why` (a message) says why. Fills in: $why.
core-analysis-odds-not-known = The win chances, expected rounds and turns of all players are not known: { $why }.
# One player's expected throws are not given: the solver's answer failed its own check (a square came out with fewer than one throw to go, which no true answer has) on a board whose expectations are too large for 64-bit arithmetic; `throws` is the fewest throws that can finish, a proven lower bound. Fills in: $throws.
core-analysis-expected-failed = at least { $throws }; the solver's answer failed its own check, as happens when a board's expected throws are too large for 64-bit arithmetic
# One player's expected throws are finite (every game ends) but above the largest 64-bit float.
core-analysis-expected-overflow = more than 1.8 × 10^308 throws: every game ends, but the average is too large for a 64-bit float
# Several players' win chances are not proven.
core-analysis-wins-estimate = The win chances are estimates, not proven to 9 digits.
# The knock-off figures come from a simulation.
core-analysis-knock-off-simulated = The knock-off figures are simulated: estimates with 95% intervals.
# The knock-off figures are solved but not proven.
core-analysis-knock-off-estimate = The knock-off figures are estimates: the joint chain's solve could not prove them to 9 digits.
# The knock-off figures are not known; `why` (a message) says why. Fills in: $why.
core-analysis-knock-off-not-known = The knock-off figures are not known: { $why }.
# Why the knock-off figures are not known: every game ends, yet the two win chances the joint chain's unproven solve gave sum to `sum` (a number, as "1.33 × 10^-20"), not 1. Fills in: $sum.
core-analysis-knock-off-disproved = the joint chain's solve failed its own check: every game ends, yet its win chances sum to { $sum }
# Why the knock-off figures are not known: `unfinished` of the `games` simulated games had not ended after `rounds` rounds, though every game ends. Fills in: $games, $rounds, $unfinished.
core-analysis-knock-off-unfinished = { $unfinished } of the { $games } simulated games had not ended after { $rounds } rounds: games this long cannot be simulated
# Why figures are not known: the distribution stopped after `throws` throws with `share` (a percentage, or a message) of the games still going. Fills in: $share, $throws.
core-analysis-cut-short = the distribution was cut at { $throws } throws with { $share } of the games still going, and the mass left had not settled into its geometric tail
# A share of the games too small to write as a percentage.
core-analysis-share-almost-none = almost none
# A share of the games too close to all of them to write as a percentage.
core-analysis-share-nearly-all = just under 100%
# Why the most likely length is not known; `throws` is how many throws were computed exactly. Fills in: $throws.
core-analysis-mode-not-known = no length is proven the most likely: two are too close to tell apart, or the games after the { $throws } throws computed exactly could hold a likelier one
# The tail of a very long game: after throw `throw`, each throw ends `rate` percent (a figure, such as 6.031 × 10^-21) of the games still going. Fills in: $rate, $throw.
core-analysis-tail = After throw { $throw }, each throw ends { $rate }% of the games still going.
# The chance of the shortest game when it is above 0 but below the smallest number a computer writes.
core-analysis-chance-too-small = above 0% but too small to write
# A workload name that is not one. Fills in: $found, $names.
core-workload-unknown = unknown workload '{ $found }' (expected one of { $names })
# A simulation workload of another size. Fills in: $size.
core-workload-size = the simulation workloads use the 100-square classic board, not { $size } squares
# A completion script that is not UTF-8.
core-cli-completion-utf8 = the completion script is not UTF-8 text
# An input file over the largest text. Fills in: $mib.
core-cli-input-too-large = input is larger than { $mib } MiB
# An input that is not UTF-8; `byte` is the byte in hexadecimal. Fills in: $byte.
core-cli-not-utf8 = byte { $byte }, which is not UTF-8 (save the board as UTF-8 text)
# JSON that could not be written. Fills in: $reason.
core-cli-json = cannot write JSON: { $reason }
# Rows times columns over a number. Fills in: $columns, $rows.
core-cli-grid-too-many = { $rows } x { $columns } squares is too many
# Generate without a size.
core-cli-generate-size = generate needs --size N, or --rows R and --columns C
# Three sixes without sixes.
core-cli-three-sixes = '--three-sixes' needs '--sixes': three sixes in a row end a turn only where a six throws again
# Simulation sums that cannot be read back. Fills in: $reason.
core-js-sums-damaged = simulation sums are damaged: { $reason }
# A count that is not a whole number; `what` (a message) names it. Fills in: $found, $what.
core-js-whole = { $what } must be a whole number, not { $found }
# A count out of range; `what` names it. Fills in: $found, $max, $what.
core-js-whole-range = { $what } must be a whole number from 0 to { $max }, not { $found }
# A trace limit over its cap. Fills in: $cap, $limit.
core-js-trace-limit = limit must be a whole number from 0 to { $cap }, not { $limit }
# A seed out of range. Fills in: $found, $max.
core-js-seed = seed must be a whole number from 0 to { $max }, not { $found }
# A format the core module does not read. Fills in: $format.
core-js-full-module-format = the { $format } format is read and written by the full module (snakes_ladders_full), not by the core module, which reads the native format only
# The exact fraction asked for (`exact: true`) of the analysis module, which has no big rationals.
core-js-exact-full-module = the exact fraction (exact: true) is computed by the full module (snakes_ladders_full), not by the analysis module (snakes_ladders_markov), which leaves out its big rationals: leave out exact, or analyze with the full module
# A format the first paint does not read. Fills in: $format.
core-js-paint-format = the first paint reads the native format only; the full module reads { $format }
# A text without a board.
core-js-no-board = the text holds no board
# Options that are not an object; `what` names whose: `rule`, `game`, `analysis` or `simulation` (a translation words these by a selector), or the method's own name (`solve`, `bfsTrace`, `generate`). Fills in: $found, $what.
core-js-options-object = the { $what } options must be an object, not { $found }
# An unknown option; `what` as in `js.options_object`. Fills in: $found, $keys, $what.
core-js-option-unknown = unknown { $what } option '{ $found }' (expected one of { $keys })
# An option of the wrong kind; `what` as in `js.options_object`, `expected` (a message) describes the right one. Fills in: $expected, $found, $key, $what.
core-js-option-wrong = { $what } option '{ $key }' must be { $expected }, not { $found }
# A list option with a wrong entry; `what` as in `js.options_object`, `expected` (a message) describes the right one. Fills in: $entry, $expected, $found, $key, $what.
core-js-option-entry = { $what } option '{ $key }' must be { $expected }, but entry { $entry } is { $found }
# A whole-number option out of range; `what` as in `js.options_object`. Fills in: $found, $hi, $key, $lo, $what.
core-js-option-whole = { $what } option '{ $key }' must be a whole number from { $lo } to { $hi }, not { $found }
# Too many players' names. Fills in: $count, $max.
core-js-players = a game has at most { $max } players, not { $count }
# Rows and columns out of range. Fills in: $columns, $max, $rows.
core-js-grid = { $rows } rows x { $columns } columns must make 2 to { $max } squares
# A world without a size.
core-js-size = give size, or both rows and columns
# minThrows that is not a range.
core-js-min-throws = minThrows must be [lo, hi], whole numbers with 0 <= lo <= hi
# Jumps not in pairs.
core-js-jump-pairs = jumps must come in pairs [from, to, ...]
# A move: who threw what, then where the token went (`path`, itself a message). Fills in: $name, $path, $roll.
core-move-moved = { $name } rolled { $roll }: { $path }.
# A throw past the last square under the "stay" rule; `place` says where the token stays. Fills in: $name, $place, $roll.
core-move-too-far = { $name } rolled { $roll }: too far, stays { $place }.
# The third highest throw in a row under the sixes-again rule: the turn ends, the token stays at `place`. Fills in: $name, $place, $roll.
core-move-third = { $name } rolled { $roll }: a third { $roll } in a row ends { $name }'s turn, and { $name } stays { $place }.
# Where a token stays: off the board, before square 1.
core-move-at-start = at the start
# Where a token stays: on a square. Fills in: $square.
core-move-on = on { $square }
# The walk of a throw from one square to another. Fills in: $from, $to.
core-move-walk = { $from } to { $to }
# The walk of a throw from off the board to a square. Fills in: $to.
core-move-walk-from-start = the start to { $to }
# A walk past the last square (`last`) and back, by the "bounce" rule. Fills in: $from, $last, $to.
core-move-bounce = { $from } to { $last } and bounced back to { $to }
# The same, from off the board. Fills in: $last, $to.
core-move-bounce-from-start = the start to { $last } and bounced back to { $to }
# What followed a move's walk: `path` so far, then `next` (a ladder, a snake, players sent back). Fills in: $next, $path.
core-move-then = { $path }, { $next }
# After a walk: a ladder taken. Fills in: $to.
core-move-ladder = climbed a ladder to { $to }
# After a walk: a snake taken. Fills in: $to.
core-move-snake = slid down a snake to { $to }
# After a walk: the rest of a chain of jumps too long to tell one by one. Fills in: $to.
core-move-chain = and on along the chain to { $to }
# The token landed on one other player's square, who goes back to the start (knock-off rule). Fills in: $names.
core-move-knocked-one = landed on { $names }, who goes back to the start
# The token landed on several players (`names`, a list), who go back to the start. Fills in: $names.
core-move-knocked-many = landed on { $names }, who go back to the start
# A list of names: the first ones (`first`), then one more. Fills in: $first, $next.
core-move-names-comma = { $first }, { $next }
# A list of names: all but the last (`first`), and the last. Fills in: $first, $last.
core-move-names-and = { $first } and { $last }
# A winning move (`move`, the sentence), and the win. Fills in: $move, $name.
core-move-wins = { $move } { $name } wins!
# A move (`move`) after which the same player throws again (sixes-again rule); "a" before the number in English. Fills in: $move, $name, $roll.
core-move-again = { $move } { $name } rolled a { $roll } and goes again.
# The same where English says "an" before the number (an 8, an 11, an 18). Fills in: $move, $name, $roll.
core-move-again-an = { $move } { $name } rolled an { $roll } and goes again.
# A throw that does not move the token (it would pass the last square under the "stay" rule).
core-throw-no-move = no move (it would pass the end)
# A throw's walk from one square to the one it lands on. Fills in: $from, $to.
core-throw-walk = { $from } → { $to }
# A throw's walk from off the board. Fills in: $to.
core-throw-walk-from-start = the start → { $to }
# What followed a throw's walk: `path` so far, then `next` (a ladder or a snake). Fills in: $next, $path.
core-throw-then = { $path }, { $next }
# A ladder taken on a throw. Fills in: $to.
core-throw-ladder = ladder up to { $to }
# A snake taken on a throw. Fills in: $to.
core-throw-snake = snake down to { $to }

# (end of the core's messages)

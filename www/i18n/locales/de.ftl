# Snakes and Ladders: every word the page and the element show, in English (the language every
# other file falls back to). One message a block: its comment says where it is shown and what
# it means. Text in { $name } is filled in by the page (a number, a name); keep it, and move it
# where the sentence wants it. A message with lines like [one] and *[other] picks a form by the
# number: give the forms your language has (for instance [few] and [many]).
# A message's attributes (.aria-label, .placeholder, ...) are read aloud by screen readers or shown
# in empty boxes: translate them too.
# This file: the German translation of en.ftl (comments kept in English for translators).
# Translator's note: infinitives on buttons and in instructions, avoiding "Sie"/"du" where possible.

## The page as a whole

# The browser tab's title.
page-title = Leitern und Schlangen: Spielbretter, kürzeste Wege und Partien
# What search engines and link previews show under the title.
page-description =
    .content = Leitern und Schlangen: ein Spielbrett zeichnen oder einfügen, die wenigsten Würfe bis zum Ziel finden und verstehen, warum – oder eine Partie spielen.
# A link for keyboard users at the very top, skipping to the task buttons.
skip-link = Zu den Aufgaben springen
# The page's heading: the game's usual name in your language.
site-title = Leitern und Schlangen
# The line under the heading (hidden on phones).
tagline = Ein Spielbrett bauen, die wenigsten Würfe bis zum Ziel finden und sehen, warum es die wenigsten sind – oder eine Partie spielen.
# Shown when the browser runs no JavaScript.
noscript = Diese Seite benötigt JavaScript und WebAssembly, um das Spielbrett zu zeichnen.
# The label of the list of languages at the top of the page.
language-label = Sprache
# The keyboard help at the bottom of the page.
# (Key names as printed on German keyboards.)
footer-keyboard = Tastatur: Mit Tab zum Spielbrett wechseln und mit den Pfeiltasten die Felder vorlesen lassen (Pos1 und Ende springen zum ersten und letzten Feld). Während einer Partie würfeln Leertaste oder Eingabetaste, wenn die Seite den Fokus hat.

## The four tasks (buttons at the top)

# The row of task buttons, for screen readers.
tasks-nav =
    .aria-label = Aufgaben
# The task button that opens the game.
task-play = Spielen
# The task button that opens the solver (fewest throws to the end).
task-solve = Spielbrett lösen
# The task button that opens the analysis of how many throws a game takes.
task-analyze = Wie lange dauert eine Partie?
# The task button that opens the board designer.
task-design = Entwerfen

## The board

# The board's area, for screen readers.
board-area =
    .aria-label = Spielbrett
# The board itself, for screen readers (it is a picture the keyboard can read square by square).
board-canvas =
    .aria-label = Spielbrett für Leitern und Schlangen. Mit den Pfeiltasten von Feld zu Feld wechseln.
    .aria-roledescription = Spielbrett
# Under the board, before it is drawn.
board-loading = Spielbrett wird geladen …
# The key under the board, for screen readers.
key-list =
    .aria-label = Legende
# The key under the board: what a ladder does.
key-ladder = Leiter: am Fuß landen, bis nach oben klettern
# The key under the board: what a snake does.
key-snake = Schlange: auf dem Kopf landen, bis zum Schwanz hinunterrutschen
# The key under the board: the square to reach.
key-finish = Ziel: das letzte Feld
# Boards are numbered in a zigzag (boustrophedon): a small triangle marks where a row turns up.
key-row-end = Dreieck am Ende einer Reihe: Die Zählung geht im Feld darüber weiter

## Solve a board

# The heading of the solver's card.
solve-heading = Spielbrett lösen
# The label of the box a board's text is pasted into.
board-text-label = Spielbrett
# Help under the box for a board's text. The format names stay as they are.
board-help = Ein Spielbrett in einem beliebigen Format einfügen oder bearbeiten, das der Löser lesen kann: nativ, Ruby, JSON, HackerRank oder LeetCode. „Lösen“ antwortet genau für diesen Text.
# Buttons shown when a long text is kept out of the box.
board-text-show = Text anzeigen
# Empties the box for a board's text.
board-text-clear = Feld leeren
# The text formats a board can be written in. "Detect" means: find out which it is.
format-label = Format
# In the list of formats: let the solver find out which format the text is in.
format-auto = Automatisch erkennen
# In the list of formats: this app's own format.
# (Note: "Native" = the app's own format, rendered as "Nativ"; "Automatisch erkennen" for Detect.)
format-native = Nativ
# The format the solver read the text as: it is followed by the format's name.
read-as = Gelesen als
# When a text holds several boards: which one to show.
board-pick-label = Welches Spielbrett
# Finds the fewest throws to the end of the board in the box.
solve-button = Lösen
# Plays the breadth-first search step by step on a second board.
watch-search = Suche ansehen
# The speed of the animations.
speed-label = Geschwindigkeit
# A speed of the animations.
speed-slow = Langsam
# A speed of the animations (the usual one).
speed-normal = Normal
# A speed of the animations.
speed-fast = Schnell
# A speed of the animations.
speed-fastest = Am schnellsten
# Stops a long piece of work (reading a huge text, solving a huge board).
work-stop = Abbrechen
# Goes back from the rules a puzzle's format implies (start on square 1) to the usual ones.
rules-undo = Zurück zu den üblichen Regeln
# On phones, where the board is above: scrolls to it.
solve-show-board = Weg auf dem Spielbrett ansehen
# A table listing every board found in one pasted text.
answers-caption = Alle Spielbretter im Text
# A column of the table of boards: the board's name or number.
answers-board = Spielbrett
# A column of the table of boards: how many squares the board has.
answers-squares = Felder
# A column of the table of boards: the fewest throws to the end.
answers-fewest = Wenigste Würfe
# A column of the table of boards (read by screen readers only): a button showing the path.
answers-path = Weg
# Under the table of boards: shows the next rows.
answers-more = Weitere Spielbretter anzeigen
# The teaching view of the search (breadth-first search).
bfs-heading = Wie die Suche die wenigsten Würfe findet
# How the teaching view of the search works, under its heading.
bfs-help = Breitensuche: Felder werden vorne aus einer Warteschlange genommen; jeder Wurf von einem Feld aus hängt die Felder, die er zum ersten Mal erreicht, hinten an – einen Wurf weiter vom Start entfernt. Die Zahlen auf den Feldern sind ihre Ebenen (Würfe vom Start); Felder, die noch in der Warteschlange sind, leuchten in voller Farbe, bereits erweiterte Felder verblassen; die Marken zeigen die Augenzahlen des Schritts dort, wo jeder Wurf zum Stehen kommt.
# The second board, where the search is shown, for screen readers.
bfs-canvas =
    .aria-label = Spielbrett der Suche
    .aria-roledescription = Spielbrett
# A folding section of options for the solve view.
solve-options = Farben und Wege
# A checkbox: colours the squares by how many throws each is from the end.
show-distances = Jedes Feld nach Würfen bis zum Ziel einfärben
# A checkbox: shows a random one of the shortest paths instead of the first.
randomize = Zufällig unter den kürzesten Wegen wählen
# Help under the checkbox above.
randomize-help = Oft sind mehrere Wege gleich kurz; damit wird zufällig einer gewählt statt des ersten.
# A slider: how random the choice among shortest paths is.
randomness-label = Zufälligkeit
# A number that picks the same random path again.
path-seed-label = Seed für den Weg
# In an empty box for a seed: a fresh random one is used.
seed-random =
    .placeholder = zufällig

## Play

# The heading of the game's card.
play-heading = Spielen
# The die before the first throw, for screen readers.
die-not-rolled =
    .aria-label = Würfel, noch nicht geworfen
# Before the first throw of a game, next to the Roll button.
turn-start = „Würfeln“ drücken, um eine Partie zu beginnen.
# The big button that throws the die.
roll-button = Würfeln
# Starts a new game with the same players.
new-game = Neue Partie
# Takes back the last throw.
undo-button = Rückgängig
# A folding section: a game with others on their own phones or computers.
online-summary = Mit anderen spielen, jeder auf dem eigenen Gerät
# Inside the section for playing with others, before it is opened.
online-help = Einen Raum eröffnen; die anderen treten über dessen Link oder Code bei.
# The list of moves made so far.
moves-heading = Züge
# The heading above the players and the house rules.
setup-heading = Spieler und Hausregeln
# The box with the list of players.
players-legend = Spieler
# Adds a player to the game.
add-player = Spieler hinzufügen
# Optional rules families play by.
house-rules = Hausregeln
# A house rule (checkbox).
knock-off = Wer auf dem Feld eines Mitspielers landet, schickt ihn zurück zum Start
# A house rule (checkbox): whoever rolls a six throws again.
sixes-again = Bei einer Sechs noch einmal würfeln
# A house rule (checkbox).
three-sixes = Drei Sechsen hintereinander beenden den Zug
# A number that gives the same dice again.
game-seed-label = Seed für die Partie
# Help under the game seed's box.
game-seed-help = Mit „Neue Partie“ wird jedes Mal neu gewürfelt; einen Seed eingeben, um eine Partie nachzuspielen. Gleicher Seed, gleiches Spielbrett und gleiche Spieler ergeben dieselben Würfe.

## How long is a game? (the analysis)

# The heading of the analysis card: how many throws a game takes.
analysis-heading = Wie lange dauert eine Partie?
# Under the analysis card's heading: how the figures are worked out.
analysis-help = Ein Spieler auf diesem Spielbrett nach den unten stehenden Regeln, exakt berechnet aus den Wahrscheinlichkeiten jedes Wurfs (eine Markow-Kette) – nicht durch Ausspielen von Partien.
# A checkbox: colours the squares by the average number of throws from each to the end.
show-expected = Jedes Feld nach erwarteten Würfen bis zum Ziel einfärben
# On phones: scrolls to the board.
show-board = Spielbrett anzeigen
# The heading of the table of each player's chance to win.
odds-heading = Wer gewinnt?
# A column of the table of win chances: the player.
odds-player = Spieler
# Win chances worked out exactly, and the same estimated by playing many games.
odds-exact = Exakt
# A column of the table of win chances: estimated from many games played by the computer.
odds-simulated = Simuliert
# The heading of the part where the computer plays many games.
sim-heading = Partien simulieren
# How many games the computer plays.
sim-games-label = Partien
# A number that gives the same simulated games again.
sim-seed-label = Seed für die Simulation
# $workers: how many workers (threads) share the games on this device.
sim-seed-help =
    Gleicher Seed und gleiche Anzahl Partien ergeben dieselben Zahlen, egal wie viele Threads sich die Partien teilen (hier { $workers ->
        [one] { $workers } Thread
       *[other] { $workers } Threads
    }).
# Starts playing the games.
sim-run = Simulieren
# Stops the games being played.
sim-cancel = Abbrechen

## Design a board

# The heading of the designer's card.
design-heading = Spielbrett entwerfen

## Rules

# The heading of the card with the rules.
rules-heading = Regeln
# Where the tokens start.
rule-start = Start
# A choice of where tokens start: before square 1, entering with the first throw.
rule-start-off = Außerhalb des Spielbretts
# A choice of where tokens start: on square 1, as programming puzzles have it.
rule-start-one = Auf Feld 1 (Rätsel)
# What happens when a throw goes past the last square.
rule-overshoot = Über das Ziel hinaus
# A choice for a throw past the end: the token counts back from the last square.
rule-bounce = Zurückprallen
# A choice for a throw past the end: the token does not move; the end must be reached exactly.
rule-stay = Stehen bleiben: genau treffen
# A choice for a throw past the end: the token reaches the end anyway.
rule-win = Trotzdem gewinnen
# What happens when a snake or ladder ends on the start of another.
rule-jumps = Schlange oder Leiter auf eine weitere
# A choice: a token that lands on the start of another snake or ladder stops there.
rule-single = Nach der ersten anhalten
# A choice: a token follows snake after ladder until it lands on a plain square.
rule-chain = Der Kette folgen
# How many faces the die has (6 usually).
rule-faces = Seiten des Würfels

## Make a board (the world builder)

# The heading of the card that builds a random board.
make-heading = Spielbrett erstellen
# The box with the sizes of a new random board.
new-world-legend = Neue Welt
# How many rows of squares the new board has.
gen-rows = Reihen
# How many columns of squares the new board has.
gen-columns = Spalten
# How many snakes the new board has.
gen-snakes = Schlangen
# How many ladders the new board has.
gen-ladders = Leitern
# A number that builds the same random board again.
world-seed-label = Seed für die Welt
# Help under the world seed's box.
seed-help = Mit „Neue Welt“ entsteht jedes Mal ein neues Spielbrett; einen Seed eingeben, um ein Spielbrett erneut zu bauen. Gleicher Seed und gleiche Größe ergeben immer dasselbe Spielbrett.
# A checkbox: the builder makes sure the last square can be reached.
gen-reachable = Sicherstellen, dass das Ziel erreichbar ist
# Followed by a box for a number and the word "throws".
gen-expected-label = Eine durchschnittliche Partie von etwa
# After the box for a number: "An average game of about [12] throws".
gen-expected-unit = Würfen
# In the empty box: any length will do.
gen-expected-any =
    .placeholder = beliebig
# Help under the box for the average game's length.
gen-expected-help = Leer lassen für eine beliebige Länge. Mit einer Zahl probiert der Generator so lange Spielbretter aus, bis die durchschnittliche Partie eines Spielers nach den obigen Regeln höchstens 5 % davon abweicht, bei kurzen Partien höchstens 1 Wurf (das kann einige Sekunden dauern).
# Builds a new random board.
new-world = Neue Welt
# Copies a link that opens the page as it is now.
copy-link = Link zu dieser Ansicht kopieren

## Numbers

# A number alone, as your language writes it (for instance in a list of how many games to play). Keep as it is.
plain-number = { $n }

## What the page's scripts say

# Under the board, before a square is pointed at or focused.
square-hint = Auf ein Feld tippen oder mit dem Mauszeiger darauf zeigen – oder das Spielbrett fokussieren und die Pfeiltasten verwenden –, um zu erfahren, was dort ist.
# A note about the board (from the solver), in the list under the board. $note: the note, in English for now.
board-note = Hinweis: { $note }
# After the first notes about a board, when there are more.
board-notes-more =
    { $count ->
        [one] … und { $count } weiterer Hinweis dieser Art.
       *[other] … und { $count } weitere Hinweise dieser Art.
    }
# When the board changes during a game.
game-board-changed = Das Spielbrett hat sich geändert: „Neue Partie“ drücken, um darauf zu spielen.
# When the rules change after an answer was shown.
rules-changed-solve = Die Regeln haben sich geändert: „Lösen“ drücken, um die Antwort nach den neuen Regeln zu erhalten.
# When the rules change during a game.
rules-changed-game = Die laufende Partie behält ihre Regeln; neue Regeln gelten ab der nächsten Partie („Neue Partie“).
# When a house rule changes during a game.
house-rules-next-game = Die Hausregeln gelten ab der nächsten Partie („Neue Partie“).
# A text too big for the box was refused. $why: what is wrong with it (starts with a capital).
text-refused-kept =
    { $why }.
    Das Spielbrett auf dem Bildschirm bleibt unverändert.
# A very long board text is kept out of the box. $characters and $lines: its size.
board-text-held =
    Der Text des Spielbretts umfasst { $characters } Zeichen in { $lines ->
        [one] { $lines } Zeile
       *[other] { $lines } Zeilen
    }: Er wird eingelesen und unverändert übernommen, aber nicht angezeigt, da die Anzeige die Seite für eine Sekunde oder länger blockiert.
# A box of the world builder holds no whole number. $field: the box's label, as the page shows it.
field-whole-number = „{ $field }“ muss eine ganze Zahl sein.
# A box of the world builder holds a number out of range. $field: the box's label; $lo and $hi: the range.
field-range = „{ $field }“ muss zwischen { $lo } und { $hi } liegen.
# Rows times columns is under 2.
gen-too-small = Ein Spielbrett braucht mindestens 2 Felder.
# The average game's box holds no usable number.
gen-target-bad = Die durchschnittliche Partie muss eine Anzahl von Würfen sein, mindestens 1 (eine Partie dauert einen Wurf oder mehr).
# While the builder tries boards until one's average game is about $target throws.
gen-target-building = Spielbrett mit einer durchschnittlichen Partie von etwa { $target } Würfen wird gebaut …
# Said to screen readers when a new random board is built. $seed: the number that builds it again.
new-world-said = Neue Welt: { $squares } Felder, Seed { $seed }.
# The same, for a board built to an average game's length.
new-world-target-said = Neue Welt: { $squares } Felder, Seed { $seed }, durchschnittliche Partie von etwa { $target } Würfen.
# A link with a mistake, opened while a board is on screen. $error: what is wrong (in English for now).
link-unreadable-kept = Dieser Link konnte nicht gelesen werden ({ $error }). Spielbrett und Partie auf dem Bildschirm bleiben unverändert.
# A link with a mistake, opened as the page loads.
link-unreadable-classic = Dieser Link konnte nicht gelesen werden ({ $error }), daher wird stattdessen das klassische Spielbrett angezeigt.
# A link whose board text has a mistake, opened while a board is on screen.
link-board-unreadable-kept = Das Spielbrett in diesem Link konnte nicht gelesen werden ({ $error }). Spielbrett und Partie auf dem Bildschirm bleiben unverändert.
# A link whose board text has a mistake, opened as the page loads.
link-board-unreadable-classic = Das Spielbrett in diesem Link konnte nicht gelesen werden ({ $error }), daher wird stattdessen das klassische Spielbrett angezeigt.
# After "Copy link to this view" (or Share without a share sheet).
link-copied = Link kopiert.
# When the browser would not copy: the address bar holds the link.
link-copy-yourself = Die Adresse aus der Adressleiste kopieren: Sie führt zu dieser Ansicht.
# After copying a link whose board text is too long for a link. $characters: the longest text a link holds.
link-text-in-tab = Der Text des Spielbretts ist länger als { $characters } Zeichen: Der Link stellt ihn nur in diesem Tab wieder her; zum Teilen den Text selbst weitergeben.
# The solver (the page's WebAssembly core) did not load. $error: why (in English).
load-failed-solver = Der Löser konnte nicht geladen werden ({ $error }). Diese Seite benötigt WebAssembly.
# The designer (the Design task's code) did not load. $error: why (in English).
load-failed-designer = Das Entwurfswerkzeug konnte nicht geladen werden ({ $error }).
# The analysis (the "How long is a game?" task's code) did not load. $error: why (in English).
load-failed-analysis = Die Analyse konnte nicht geladen werden ({ $error }).
# Playing with others (its code) did not load. $error: why (in English).
load-failed-online = „Mit anderen spielen“ konnte nicht geladen werden ({ $error }).
# Solve was pressed but the solver did not load.
no-answer-no-solver = Keine Antwort: Der Löser konnte nicht geladen werden.
# Under the board when the solver did not load but the board was drawn.
board-picture-only = Dies ist nur ein Bild des Spielbretts: Zum Vorlesen, Lösen und Spielen wird der Löser benötigt.
# Under the board when the solver did not load and nothing could be drawn.
board-needs-solver = Ohne den Löser kann das Spielbrett nicht gezeichnet werden.
# The text the share sheet sends with the link, for a game.
share-game = Eine Partie Leitern und Schlangen: Öffnen, um zu sehen, wo jede Spielfigur steht.
# The same, for a solved board. $throws: the fewest throws to the end.
share-answer =
    Ein Spielbrett für Leitern und Schlangen, auf dem man mit { $throws ->
        [one] { $throws } Wurf
       *[other] { $throws } Würfen
    } am schnellsten ins Ziel kommt: Öffnen, um den Weg zu sehen.
# The same, for a board.
share-board = Ein Spielbrett für Leitern und Schlangen: Öffnen, um darauf zu spielen, es zu lösen oder zu sehen, wie lange eine Partie dauert.

## Share, QR code, Full screen (the tools by the task buttons)

# Opens the device's share sheet with a link to what is on screen.
share-button = Teilen
# Shows the link as a QR code to scan with another device.
qr-button = QR-Code
# Shows the board and the task on the whole screen.
fullscreen-button = Vollbild
# The same button while the page fills the screen.
fullscreen-leave = Vollbild beenden
# The group of these three buttons, for screen readers.
board-tools-label = Teilen und anzeigen
# The close button of the QR code's window.
qr-close = Schließen
# The heading of the QR code's window.
qr-heading = Scannen, um diese Ansicht auf einem anderen Gerät zu öffnen
# Under the QR code.
qr-caption = Er öffnet dasselbe Spielbrett mit denselben Regeln und derselben Partie – beim aktuellen Spielstand.
# When the link is too long for a QR code. $bytes: its length; $max: the most a QR code holds.
qr-too-long = Dieser Link ist { $bytes } Byte lang; ein QR-Code fasst höchstens { $max }. Stattdessen den Link oder den Text des Spielbretts teilen.
# When the QR code could not be drawn. $error: why (in English).
qr-failed = Der QR-Code konnte nicht erstellt werden ({ $error }). Stattdessen den Link teilen.
# The QR code, for screen readers. $link: the start of the link it holds.
qr-image = QR-Code des Links { $link }

## The table of boards (a pasted text with several boards)

# Under the table while its boards are being solved. $done: boards solved so far; $count: boards in the text.
answers-solving =
    { $count ->
        [one] { $done } von { $count } Spielbrett gelöst…
       *[other] { $done } von { $count } Spielbrettern gelöst…
    }
# Under the table once every board is solved. $count: boards in the text.
answers-done =
    { $count ->
        [one] { $count } Spielbrett im Text.
       *[other] { $count } Spielbretter im Text.
    }
# Under the table when the boards could not be solved. $error: why (in English for now).
answers-failed = Die Spielbretter konnten nicht gelöst werden: { $error }
# In the table's "Fewest throws" column, for a board whose last square no throw reaches.
answers-unreachable = Ziel unerreichbar
# The button in each row of the table: shows that board and its path.
answers-show-path = Weg zeigen
# The same button, for screen readers. $board: the board's number in the text.
answers-show-path-of = Weg von Spielbrett { $board } zeigen

## Watch the search (the second board, under Solve)

# The search's board, for screen readers. $board: what the board is (in English for now), a whole sentence.
search-board-label = { $board } Die Eingabetaste führt einen Schritt der Suche aus.
# What the search's board calls the start, when tokens start on square 1 (the puzzles' rule).
search-start-one = Die Spieler beginnen auf Feld 1
# What the search's board calls the start, when tokens start before square 1.
search-start-off = Start, außerhalb des Spielbretts

## Play with others (why a board cannot be sent to a room)

# Opening a room when no board is on screen.
room-no-board = Auf dem Bildschirm ist kein Spielbrett, auf dem gespielt werden kann.
# Opening a room with a board that cannot be written as text. $error: why (in English for now).
room-board-unsendable = Dieses Spielbrett kann nicht an einen Raum gesendet werden ({ $error }).
# Opening a room with a board whose text is too long. $characters: its length; $max: the most a room takes.
room-board-too-long = Der Text dieses Spielbretts hat { $characters } Zeichen; ein Raum nimmt höchstens { $max } auf.
# In the game's message line, after leaving a room.
room-left = Der Raum wurde verlassen: „Neue Partie“ drücken, um auf diesem Gerät zu spielen.

## A new version (a line under the page's header, for the installed app)

# A new version of the page has been downloaded and waits.
update-ready = Eine neue Version ist bereit. Eine laufende Partie bleibt erhalten.
# The button that loads the new version.
update-reload = Neu laden
# The same button while the page reloads.
update-reloading = Wird neu geladen…

## Solve a board (the answer's lines and the text box's messages)

# Where "Watch the search" opens, when its code did not load. $error: why (in English).
load-failed-search = Die Ansicht der Suche konnte nicht geladen werden: { $error }
# Where the answer goes, when the answer's code did not load. $error: why (in English).
answer-not-shown = Die Antwort konnte nicht angezeigt werden: { $error }
# Beside the answer, when the end cannot be reached from the start. "Colour the squares by throws
# to the end" is the checkbox under "Colours and paths"; unreachable squares are drawn hatched.
proof-unreachable = Die Felder nach Würfen bis zum Ziel einfärben: Die schraffierten können es nicht erreichen, und der Start gehört dazu.
# The box "Path seed" holds no whole number. $typed: what was typed, as it was.
path-seed-bad = Der Seed für den Weg muss eine ganze Zahl sein, nicht „{ $typed }“.
# While a big board is solved in the background (with a Stop button). $squares: the board's size.
work-solving = Spielbrett mit { $squares } Feldern wird gelöst…
# Where the answer goes, after Stop was pressed while solving.
solve-stopped = Das Lösen wurde abgebrochen: „Lösen“ drücken, um neu zu beginnen.
# Beside the answer: the rules it is for, while a puzzle's text has switched them. $format: LeetCode or HackerRank.
answer-rules-puzzle = Nach den Rätselregeln, wie der { $format }-Text sie verlangt: Start auf Feld 1, genau auf dem Ziel landen, ein Sprung pro Zug.
# The same, when the puzzle's text was pasted before the text on screen (its rules stay).
answer-rules-puzzle-before = Nach den Rätselregeln, wie der zuvor eingefügte { $format }-Text sie verlangt hat: Start auf Feld 1, genau auf dem Ziel landen, ein Sprung pro Zug.
# Beside the answer: the rules it is for, as the Rules card below names them. $start, $overshoot
# and $jumps: the choices of "Start", "Passing the end" and "Snake or ladder onto another", as
# this file words them, with their first letter made small; $faces: the die's faces.
answer-rules =
    Nach den Regeln unten: Start: { $start }; über das Ziel hinaus: { $overshoot }; Schlange oder Leiter auf eine weitere: { $jumps }; { $faces ->
        [one] ein Würfel mit { $faces } Seite.
       *[other] ein Würfel mit { $faces } Seiten.
    }
# Where the answer goes, when the board's text was edited after Solve.
text-changed-solve = Der Text des Spielbretts hat sich geändert: „Lösen“ drücken, um seine Antwort zu erhalten.
# Under the text box, when it is empty.
text-empty = Das Textfeld ist leer; das Spielbrett auf dem Bildschirm bleibt unverändert.
# Under the text box, when its text could not be read. $error: what is wrong (in English for now).
text-failed =
    { $error }
    Das Spielbrett auf dem Bildschirm ist das letzte, das gelesen werden konnte.
# In place of "Read as", when the text could not be read. $format: the format's name (shown in
# bold, as the solver names it); $line: the line with the mistake, marked in the box.
text-taken-for = Als { $format } erkannt, aber nicht gelesen: Zeile { $line } ist markiert
# While a long text is read in the background (with a Stop button). $characters: its length.
work-reading = { $characters } Zeichen Text des Spielbretts werden gelesen…
# Under the text box, after Stop was pressed while reading.
text-reading-stopped = Das Lesen des Texts wurde abgebrochen.
# Under the text box, while a puzzle's text has switched the rules. $format: LeetCode or HackerRank.
puzzle-rules = Rätselregeln, wie der { $format }-Text sie verlangt: Start auf Feld 1, genau auf dem Ziel landen, ein Sprung pro Zug.
# The same, when the puzzle's text was pasted before the text on screen (its rules stay).
puzzle-rules-before = Rätselregeln, wie der zuvor eingefügte { $format }-Text sie verlangt hat: Start auf Feld 1, genau auf dem Ziel landen, ein Sprung pro Zug.

## Play (the game's lines; moves themselves are in the solver's words)

# Under the game, when New game is pressed in a room (playing with others).
room-game-not-yours = Diese Partie gehört dem Raum: den Raum verlassen, um eine eigene zu beginnen.
# Under the game, when the box "Game seed" holds no whole number. $typed: what was typed, as it was.
game-seed-bad = Der Seed für die Partie muss eine ganze Zahl sein, nicht „{ $typed }“.
# Said to screen readers when a game starts. $names: the players, as a list ("Ann and Bob"); $seed: the game's seed.
new-game-said = Neue Partie mit { $names }. Seed { $seed }.
# The turn line while a saved game is replayed. $done: moves replayed so far; $count: all its moves.
game-replaying =
    { $count ->
        [one] Partie wird nachgespielt: { $done } von { $count } Zug…
       *[other] Partie wird nachgespielt: { $done } von { $count } Zügen…
    }
# The turn line in a room (playing with others) before its host starts the game.
room-game-not-begun = Die Partie des Raums hat noch nicht begonnen: Der Gastgeber startet sie.
# The turn line while a token moves. $name: the player's name.
turn-moving = { $name } zieht.
# The turn line when a player has won. $name: the winner's name.
turn-won = { $name } hat gewonnen! „Neue Partie“ drücken, um noch einmal zu spielen.
# The turn line before a computer player throws. $name: its name.
turn-computer = { $name } (Computer) würfelt gleich.
# The same, when the computer throws again (after a six, under that house rule).
turn-computer-again = { $name } (Computer) würfelt gleich noch einmal.
# The turn line when a player throws again (after a six, under that house rule). $name: the player's name.
turn-again = { $name } würfelt noch einmal.
# The turn line: whose throw it is. $name: the player's name.
turn-to-roll = { $name } ist an der Reihe.
# Said to screen readers after Undo (the turn line follows). $count: the moves taken back.
undid =
    { $count ->
        [one] { $count } Zug rückgängig gemacht.
       *[other] { $count } Züge rückgängig gemacht.
    }
# Above the list of moves of a long game. $shown: how many are listed; $count: all the moves.
log-latest =
    { $count ->
        [one] Der letzte von { $count } Zug.
       *[other] Die letzten { $shown } von { $count } Zügen.
    }
# At the top of the page, when the game saved on this device no longer replays as saved.
saved-game-not-replayed = Eine gespeicherte Partie konnte nicht wiederhergestellt werden (sie lässt sich nicht wie gespeichert nachspielen) und wurde verworfen.
# The same, when the saved game cannot be read. $error: why (in English for now).
saved-game-unreadable = Eine gespeicherte Partie konnte nicht gelesen werden ({ $error }) und wurde verworfen.
# The same, when the saved game cannot be replayed. $error: why (in English for now).
saved-game-not-restored = Eine gespeicherte Partie konnte nicht wiederhergestellt werden ({ $error }) und wurde verworfen.
# At the top of the page, when a link's game cannot be replayed. $error: why (in English for now).
link-game-not-replayed = Die Partie im Link konnte nicht nachgespielt werden: { $error }
# Under the game, when the players are changed during a game.
players-next-game = Änderungen an den Spielern gelten ab der nächsten Partie („Neue Partie“).
# Under the list of players. $most: the most players; $characters: the longest name.
players-note =
    { $most ->
        [one] Höchstens { $most } Spieler mit einem Namen aus bis zu { $characters } Zeichen.
       *[other] Höchstens { $most } Spieler, jeder mit einem Namen aus bis zu { $characters } Zeichen.
    }
# The same, when the page has fewer token colours than the solver takes players. $solver: the solver's most.
players-note-colours = Höchstens { $most } Spieler, jeder mit einem Namen aus bis zu { $characters } Zeichen (der Löser nimmt { $solver }; die Seite hat { $most } Farben für Spielfiguren).

## How long is a game? (the colouring by expected throws, on the page's board)

# The start area's label on the board while it is coloured by expected throws. $start: the
# start's own label (in English for now); $throws: the average throws from the start to the end.
start-expected =
    { $throws ->
        [one] { $start }: { $throws } Wurf erwartet
       *[other] { $start }: { $throws } Würfe erwartet
    }
# The same, when from the start the end may never be reached.
start-never = { $start }: endet vielleicht nie
# Under the board, for a square from which the end may never be reached (the colouring is on).
expected-never = Von hier aus wird das Ziel vielleicht nie erreicht, daher sind die erwarteten Würfe unendlich.
# Under the board, for a square (the colouring is on). $throws: the average throws from it to the end (may have a decimal).
expected-from-here =
    { $throws ->
        [one] Im Schnitt noch { $throws } Wurf bis zum Ziel von hier aus.
       *[other] Im Schnitt noch { $throws } Würfe bis zum Ziel von hier aus.
    }
# The same, for a square at the foot of a ladder or the head of a snake: the token goes on to $square.
expected-from-square =
    { $throws ->
        [one] Im Schnitt noch { $throws } Wurf bis zum Ziel von Feld { $square } aus.
       *[other] Im Schnitt noch { $throws } Würfe bis zum Ziel von Feld { $square } aus.
    }
# The title of the colours' key under the board.
legend-expected = Erwartete Würfe bis zum Ziel:
# The far end of the colours' key. $throws: the most expected throws on the board.
legend-far = { $throws } (weit)
# The near end of the colours' key: the last square.
legend-finish = 0 (Ziel)
# The key when every square is the last one (nothing to colour).
legend-all-zero = 0 im Ziel
# The key's note for the hatched squares.
legend-hatched = schraffiert: erreicht das Ziel vielleicht nie
# Said to screen readers when the colouring is turned on before the analysis is done.
expected-overlay-waiting = Die Felder werden nach erwarteten Würfen bis zum Ziel eingefärbt, sobald die Analyse fertig ist.
# Said to screen readers when the colouring is turned on. $throws: the average throws from the start.
expected-overlay-said = Felder nach erwarteten Würfen bis zum Ziel eingefärbt: { $throws } vom Start aus, 0 auf dem letzten Feld.
# The same, when from the start the end may never be reached.
expected-overlay-infinite = Felder nach erwarteten Würfen bis zum Ziel eingefärbt: unendlich viele vom Start aus, 0 auf dem letzten Feld.

## Who wins? and Simulate games (in "How long is a game?")

# Under the table of win chances, when the knock-off odds failed. $error: why (in English).
odds-knock-failed = Die Gewinnchancen mit Rauswerfen konnten nicht berechnet werden: { $error }
# A house rule, as named in the list under "Simulate games" (mid-sentence, small first letter).
house-knock-off = Rauswerfen
# A house rule, as named in the same list.
house-sixes-again = bei einer Sechs noch einmal würfeln
# A house rule, as named in the same list.
house-three-sixes = drei Sechsen hintereinander beenden den Zug
# Under "Simulate games": what is simulated. $count: the players; $names: their names, as a list;
# $rules: the house rules in force, as a list (the three messages above).
sim-setup =
    { $count ->
        [one] { $count } Spieler aus der Karte „Spielen“ ({ $names }), Hausregeln: { $rules }.
       *[other] { $count } Spieler aus der Karte „Spielen“ ({ $names }), Hausregeln: { $rules }.
    }
# The same, without house rules.
sim-setup-no-rules =
    { $count ->
        [one] { $count } Spieler aus der Karte „Spielen“ ({ $names }), keine Hausregeln.
       *[other] { $count } Spieler aus der Karte „Spielen“ ({ $names }), keine Hausregeln.
    }
# Under the table of win chances: why there are no exact odds (a six rolls again).
odds-sixes-again = Wenn bei einer Sechs noch einmal gewürfelt wird, gibt es hier keine exakte Antwort: Simulieren, um die Chancen zu schätzen.
# The same, with knock-off and more than two players.
odds-knock-two = Mit Rauswerfen werden exakte Chancen nur für zwei Spieler berechnet: Simulieren, um sie zu schätzen.
# The same, with knock-off on a big board. $squares: the biggest board worked out exactly.
odds-knock-size = Mit Rauswerfen werden exakte Chancen nur auf Spielbrettern bis { $squares } Felder berechnet: Simulieren, um sie zu schätzen.
# While the exact knock-off odds are worked out (a Markov chain of both players' squares).
odds-knock-busy = Die gemeinsame Kette beider Spieler mit Rauswerfen wird berechnet…
# When the knock-off odds could not be pinned down on this board.
odds-knock-unpinned = Mit Rauswerfen auf diesem Spielbrett konnte das Lösen der gemeinsamen Kette die Chancen nicht eingrenzen: Simulieren, um sie zu schätzen.
# How the knock-off odds were worked out, when proven.
odds-knock-exact = Exakt: die gemeinsame Markow-Kette beider Spieler, mit Rauswerfen, auf 9 Stellen bewiesen.
# The same, when not proven (the table shows them with ≈).
odds-knock-estimated = Geschätzt aus der gemeinsamen Markow-Kette beider Spieler, mit Rauswerfen: Ihr Lösen konnte sie nicht auf 9 Stellen beweisen.
# When the end cannot be reached: nobody wins.
odds-nobody = Unter diesen Regeln kann niemand das Ziel erreichen, also gewinnt niemand.
# When the core cannot give the win chances. $why: its reason (in English for now).
odds-not-known = Die Gewinnchancen sind nicht bekannt: { $why }.
# How the win chances were worked out, without house rules, when proven.
odds-method-exact = Exakt: aus der Verteilung der Partielänge, auf 9 Stellen bewiesen (ohne Hausregeln beeinflussen sich die Spieler nicht; wer zuerst würfelt, ist im Vorteil).
# The same, when not proven (the table shows them with ≈).
odds-method-estimated = Geschätzt aus der Verteilung der Partielänge und ihrem Ende, auf diesem Spielbrett nicht auf 9 Stellen bewiesen (ohne Hausregeln beeinflussen sich die Spieler nicht; wer zuerst würfelt, ist im Vorteil).
# Under the table of win chances. $rounds and $turns: averages, as figures already written (may be
# like 2.53 × 10³³); a round is one turn of every player.
odds-game-lasts = Eine Partie dauert im Schnitt { $rounds } Runden ({ $turns } Züge aller Spieler zusammen).
# Under the table of win chances, after a simulation. $games: how many games; $seed: the simulation's seed.
odds-sim-note = Simuliert: { $games } Partien (Seed { $seed }); die Spannen sind 95-%-Intervalle.
# Under "Simulate games", when the simulation running was stopped by a change.
sim-stopped-changed = Spielbrett, Regeln oder Spieler haben sich geändert, daher wurde die Simulation abgebrochen.
# The same, when the simulation shown was for the setup as it was.
sim-changed = Spielbrett, Regeln oder Spieler haben sich geändert: Für sie erneut simulieren.
# When the box "Simulation seed" holds no whole number. $typed: what was typed (its first 20 characters).
sim-seed-bad = Der Seed muss eine ganze Zahl sein, nicht „{ $typed }“.
# While games are simulated. $games: how many; $workers: the workers (threads) sharing them.
sim-running =
    { $games } Partien werden auf { $workers ->
        [one] { $workers } Thread
       *[other] { $workers } Threads
    } simuliert…
# Said to screen readers when a simulation starts.
sim-running-said = { $games } Partien werden simuliert.
# While games are simulated. $done: games simulated so far; $percent: the same in percent of $games (a whole number).
sim-progress =
    { $done } von { $games } Partien ({ $percent } %) auf { $workers ->
        [one] { $workers } Thread
       *[other] { $workers } Threads
    }…
# After a simulation. $seconds: how long it took.
sim-done =
    { $games } Partien in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s auf { $workers ->
        [one] { $workers } Thread
       *[other] { $workers } Threads
    }.
# Said to screen readers after a simulation, before its numbers.
sim-done-said = Simulation fertig.
# After Cancel. $done: games simulated before it.
sim-cancelled = Abgebrochen nach { $done } von { $games } Partien; für einen Teil eines Durchlaufs wird nichts angezeigt.
# Said to screen readers after Cancel.
sim-cancelled-said = Simulation abgebrochen.
# When the simulation failed. $error: why (in English).
sim-failed = Die Simulation ist fehlgeschlagen: { $error }
# A simulation's result: the label before the average turns per game (in bold).
sim-turns-label = Züge pro Partie:
# After it. $mean: the average; $low and $high: its 95% interval (figures already written).
sim-turns = { $mean } (95-%-Intervall { $low } bis { $high }), alle Spieler zusammen.
# A simulation's result: the label before the average rounds per game (a round: one turn of every player).
sim-rounds-label = Runden pro Partie:
# After it. $mean, $low, $high: as above.
sim-rounds = { $mean } (95-%-Intervall { $low } bis { $high }).
# A simulation's result, when a six rolls again: the label before the average throws of the die per game.
sim-throws-label = Würfe pro Partie:
# After it. $mean, $low, $high: as above.
sim-throws = { $mean } (95-%-Intervall { $low } bis { $high }).
# A simulation's result, when some games never ended. $count: those games; $rounds: when a game is stopped.
sim-unfinished =
    { $count ->
        [one] { $count } Partie wurde nie beendet (nach { $rounds } Runden abgebrochen oder festgefahren).
       *[other] { $count } Partien wurden nie beendet (nach { $rounds } Runden abgebrochen oder festgefahren).
    }
# When no simulated game ended. $games: how many were played; $rounds: when a game is stopped.
sim-none-finished = Keine der { $games } Partien endete innerhalb von { $rounds } Runden: So lange Partien lassen sich nicht simulieren.

## Board, squares and moves (www/ui/, www/board/, www/tasks/path-walk.js, www/tasks/answer*)

# (end of board, squares and moves)

## The analysis and the search (www/tasks/analysis*, charts.js, spread-view.js, bfs-steps.js, search-task.js)

# --- "How long is a game?": the card (www/tasks/analysis.js, analysis/card.js, analysis/length.js) ---

# Over the analysis card's figures while they are worked out (past a fifth of a second).
analysis-working = Wird berechnet …
# Over the analysis card when the board cannot be analysed. $error: the reason (a message of the solver's).
analysis-cannot = Dieses Spielbrett lässt sich nicht analysieren: { $error }
# Over the analysis card when working it out failed. $error: the reason.
analysis-failed = Die Analyse ist fehlgeschlagen: { $error }
# The label over the first key figure: the average number of throws one player needs.
analysis-stat-mean = Mittelwert
# The label over the key figure that half of all games are over by.
analysis-stat-median = Median
# The label over the key figure: the game length that happens most often.
analysis-stat-mode = Am wahrscheinlichsten
# The label over the key figure: the fewest throws a game can take.
analysis-stat-min = Kürzeste
# The label over the key figure that 9 games in 10 are over by.
analysis-stat-p90 = 9 von 10 in
# Under the mean: its unit.
analysis-note-throws = Würfe
# Under the mean when it is infinite (∞): why.
analysis-note-never-end = manche Partien enden nie
# Under the mean when no game can finish.
analysis-note-unreachable = das Ziel ist unerreichbar
# Under the median.
analysis-note-half = die Hälfte ist dann vorbei
# Under "9 in 10 within".
analysis-note-nine-in-ten = 9 von 10 sind dann vorbei
# Under the most likely length.
analysis-note-mode = wahrscheinlichste Länge
# Under the most likely length when the solver could not prove it (the reason is the figure's tooltip).
analysis-note-not-proven = nicht bewiesen
# Under a figure shown as "–" because the solver could not work it out (the reason is the figure's tooltip).
analysis-note-not-known = nicht bekannt
# Under the shortest game: how likely it is. $chance: a percentage, already written ("0.151%").
analysis-note-chance = Chance { $chance }
# The name screen readers give the length chart before it is drawn.
analysis-chart-name = Diagramm der Partielänge
# The chart's key: what the bars show.
analysis-key-bars = Balken: Chance, dass die Partie mit diesem Wurf endet (linke Achse)
# The chart's key: what the line shows.
analysis-key-line = Linie: Chance, dass sie bis dahin vorbei ist (rechte Achse)
# What a screen reader says of the chart's place when there is no chart.
analysis-no-chart = Kein Diagramm: Die Partielänge ist nicht bekannt.
# Under the chart's place, for a game too long to draw. $tail: the solver's sentence on how fast the last games end (in English).
analysis-too-long = So lange Partien lassen sich nicht zeichnen. { $tail }
# The same, with the median. $tail: as above; $median: a number of throws, already written.
analysis-too-long-median = So lange Partien lassen sich nicht zeichnen. { $tail } Die Hälfte davon ist nach etwa { $median } Würfen vorbei.
# Under the chart when it stops before the last games. $last: the last throw shown; $share: a percentage, already written; $rows: how many rows the table lists.
analysis-chart-stops-first = Das Diagramm endet bei { $last } Würfen; { $share } der Partien dauern länger (die Tabelle zeigt die ersten { $rows }).
# The same, when the table lists every throw. $last, $share: as above.
analysis-chart-stops-all = Das Diagramm endet bei { $last } Würfen; { $share } der Partien dauern länger (die Tabelle zeigt sie alle).
# Under the chart when some games never end. $share: a percentage, already written; $all: "100%" as your language writes it.
analysis-chart-never-end = { $share } der Partien enden nie, daher erreicht die Linie keine { $all }.
# Under the chart, before a throw is pointed at.
analysis-readout-help = Zeige auf das Diagramm oder tippe es an, um einen Wurf abzulesen.
# Under the chart, for the throw pointed at. $throw: its number; $ends, $over: percentages, already written.
analysis-readout = Wurf { $throw }: { $ends } der Partien enden mit diesem Wurf; { $over } sind bis dahin vorbei.
# Opens the table of every throw (folded).
analysis-table-open = Jeder Wurf als Tabelle
# What screen readers call the table's box, which scrolls.
analysis-table-region = Jeder Wurf (scrollbar)
# The table's caption, for screen readers.
analysis-table-caption = Chance, dass die Partie eines Spielers mit jedem Wurf endet und dass sie bis dahin vorbei ist
# The table's first column: the throw's number.
analysis-table-throw = Wurf
# The table's second column.
analysis-table-ends = Endet mit diesem Wurf
# The table's third column.
analysis-table-over = Bis dahin vorbei
# Under the table when it stops before every game is over. $throw: its last row; $share: a percentage, already written.
analysis-table-still-going = Nach Wurf { $throw } laufen noch { $share } der Partien.

# --- The analysis in sentences: under the chart, and what screen readers say of it ---

# When no game can finish.
analysis-never-finishes = Nach diesen Regeln ist das Ziel vom Start aus nicht erreichbar, daher endet eine Partie nie.
# When the start is the last square.
analysis-no-throws = Der Start ist schon das Ziel: Eine Partie braucht keinen Wurf.
# When some games never end. $square: the last square's number; $chance: a percentage, already written.
analysis-some-never-end = Manche Partien enden nie: Eine Figur kann dort festsitzen, wo Feld { $square } nicht erreichbar ist, und ein Spieler kommt mit einer Wahrscheinlichkeit von { $chance } ins Ziel.
# The average game. $throws: a number with one decimal, already written ("39.2"); $square: the last square's number.
analysis-mean-sentence = Ein Spieler braucht im Schnitt { $throws } Würfe bis Feld { $square }.
# $median: a number of throws, already written.
analysis-half-over = Die Hälfte aller Partien ist nach höchstens { $median } Würfen vorbei.
# $median, $p90: numbers of throws, already written.
analysis-half-and-most = Die Hälfte aller Partien ist nach höchstens { $median } Würfen vorbei, 9 von 10 nach höchstens { $p90 }.
# $throws: the fewest throws a game takes; $chance: its chance, a percentage already written.
analysis-shortest-sentence =
    Die kürzeste Partie dauert { $throws ->
        [one] { $throws } Wurf
       *[other] { $throws } Würfe
    }; ihre Chance ist { $chance }.
# $throws: the game length that happens most often.
analysis-most-likely-sentence =
    Die wahrscheinlichste Länge ist { $throws ->
        [one] { $throws } Wurf
       *[other] { $throws } Würfe
    }.
# The last sentence when the solver proved every figure.
analysis-proven = Jede Zahl hier ist auf mindestens 9 signifikante Stellen bewiesen.
# Between two sentences of the analysis (the summary, the chart's notes and label). Keep the quotes: a space, or nothing where your language puts none.
analysis-sentence-gap = {" "}

# --- The length chart, drawn (www/tasks/charts.js) ---

# Under the chart's bottom axis.
chart-axis-throws = Würfe bis zum Ziel (ein Spieler)
# Along the chart's left axis (the bars).
chart-axis-on-throw = Ende mit diesem Wurf
# The same on a narrow chart (keep it short).
chart-axis-on-throw-short = Mit diesem Wurf
# Along the chart's right axis (the line).
chart-axis-by-then = Bis dahin vorbei (Linie)
# The same on a narrow chart (keep it short).
chart-axis-by-then-short = Bis dahin vorbei
# A label over the chart's line at the shortest game. $throws: a number, already written.
chart-mark-shortest = kürzeste { $throws }
# A label over the chart's line at the median. $throws: a number, already written.
chart-mark-median = Median { $throws }
# A label over the chart's line at the mean. $throws: a number with one decimal, already written.
chart-mark-mean = Mittel { $throws }
# What screen readers say of the chart, first sentence. $last: the last throw the chart shows.
chart-label = Balkendiagramm, wie viele Würfe ein Spieler bis zum Ziel braucht, Würfe 1 bis { $last }.
# The chart for screen readers, next. $throws: the fewest throws.
chart-label-shortest =
    Die kürzeste Partie dauert { $throws ->
        [one] { $throws } Wurf
       *[other] { $throws } Würfe
    }.
# $throws: the median.
chart-label-median = Die Hälfte der Partien ist nach höchstens { $throws } Würfen vorbei.
# $throws: the mean, a number with one decimal already written.
chart-label-mean = Der Mittelwert ist { $throws } Würfe.
# The chart for screen readers, last: under the chart is the table.
chart-label-table = Die Tabelle unten zeigt jeden Wurf.

# --- "Where is the token after each throw?" (www/tasks/analysis/card.js, spread-view.js) ---

# The heading of the part of the analysis card that shows where one token may be.
spread-heading = Wo steht die Figur nach jedem Wurf?
# Under that heading.
spread-help = Eine Figur, immer wieder gewürfelt: Jedes Feld zeigt die Chance, dass sie nach dem unten gewählten Wurf dort steht, exakt berechnet aus der Kette der Wahrscheinlichkeiten jedes Wurfs. Das letzte Feld sammelt die beendeten Partien.
# What screen readers call that part's own board (a kind of control).
spread-board-role = Spielbrett
# The name screen readers give that board.
spread-board-name = Wo die Figur steht
# In the element: what its board shows (a choice of two).
spread-shows = Das Spielbrett zeigt
# The first choice.
spread-shows-expected = erwartete Würfe bis zum Ziel
# The second choice.
spread-shows-spread = wo die Figur nach jedem Wurf steht
# In the element, while its board shows the expected throws.
spread-expected-note = Das Spielbrett zeigt die erwarteten Würfe bis zum Ziel: von jedem Feld aus, wie viele Würfe eine Partie im Schnitt noch dauert (0 auf dem letzten Feld). Bewege den Wurf-Regler oder drücke Abspielen, um stattdessen zu sehen, wo die Figur steht.
# When working out where the token can be failed. $error: the reason.
spread-failed = Wo die Figur steht, ließ sich nicht berechnen: { $error }
# The label of the slider that picks a throw.
spread-throw-label = Wurf
# Plays the throws one after another.
spread-play = Abspielen
# Stops playing.
spread-pause = Pause
# While the chances are worked out.
spread-working = Es wird berechnet, wo die Figur stehen kann …
# Under the slider. $throws: the last throw shown; $share: a percentage of games over by then, already written.
spread-note = Exakt aus der Kette der Wahrscheinlichkeiten jedes Wurfs, bis Wurf { $throws }, wenn { $share } der Partien vorbei sind. Die Farben sind bei jedem Wurf auf das wahrscheinlichste Feld skaliert; die Zahlen sind Prozente.
# The same, when a big board keeps fewer throws. $throws, $share: as above.
spread-note-capped = Exakt aus der Kette der Wahrscheinlichkeiten jedes Wurfs, bis Wurf { $throws } (auf einem so großen Spielbrett behält die Ansicht höchstens { $throws } Würfe; bis dahin sind { $share } der Partien vorbei). Die Farben sind bei jedem Wurf auf das wahrscheinlichste Feld skaliert; die Zahlen sind Prozente.
# A chance too small to write. $share: "0.01%" as your language writes it.
spread-under = unter { $share }
# In a list of squares: the start, off the board.
spread-the-start = der Start
# At the end of a list of squares: how many more are not named. $count: how many.
spread-more = { $count } weitere
# After the chosen throw, when every game is over. $throw: the throw (0: before the first).
spread-all-over =
    { $throw ->
        [0] Vor dem ersten Wurf
        [one] Nach { $throw } Wurf
       *[other] Nach { $throw } Würfen
    }: Alle Partien sind vorbei.
# After the chosen throw. $throw: as above; $over, $chance: percentages, already written; $square: a square's number.
spread-likely =
    { $throw ->
        [0] Vor dem ersten Wurf
        [one] Nach { $throw } Wurf
       *[other] Nach { $throw } Würfen
    }: { $over } der Partien sind vorbei; das wahrscheinlichste Feld ist { $square } ({ $chance }).
# The same, when the most likely place is the start (off the board).
spread-likely-start =
    { $throw ->
        [0] Vor dem ersten Wurf
        [one] Nach { $throw } Wurf
       *[other] Nach { $throw } Würfen
    }: { $over } der Partien sind vorbei; am wahrscheinlichsten steht die Figur noch am Start ({ $chance }).
# The same, when several squares are as likely. $squares: the squares, already listed; $chance: each one's chance.
spread-likely-tied =
    { $throw ->
        [0] Vor dem ersten Wurf
        [one] Nach { $throw } Wurf
       *[other] Nach { $throw } Würfen
    }: { $over } der Partien sind vorbei; die wahrscheinlichsten Felder sind { $squares } (je { $chance }).
# A square's tooltip: how likely the token is there. $throw: as above; $square: its number; $chance: a percentage, already written.
spread-token-on =
    { $throw ->
        [0] Vor dem ersten Wurf
        [one] Nach { $throw } Wurf
       *[other] Nach { $throw } Würfen
    }: Die Figur steht mit einer Wahrscheinlichkeit von { $chance } auf Feld { $square }.
# The same, for the start (off the board).
spread-token-at-start =
    { $throw ->
        [0] Vor dem ersten Wurf
        [one] Nach { $throw } Wurf
       *[other] Nach { $throw } Würfen
    }: Die Figur steht mit einer Wahrscheinlichkeit von { $chance } am Start.
# The last square's tooltip. $throw: as above; $share: a percentage, already written.
spread-over-then =
    { $throw ->
        [0] Vor dem ersten Wurf
        [one] Nach { $throw } Wurf
       *[other] Nach { $throw } Würfen
    }: { $share } der Partien sind vorbei.
# The start area's label on that board. $share: a percentage, already written.
spread-start-label = Start: { $share }

# --- Watch the search, step by step (www/tasks/bfs-steps.js, search-task.js) ---

# While the search is recorded. $size: how many squares the board has.
search-recording = Die Suche auf dem Spielbrett mit { $size } Feldern wird aufgezeichnet …
# What screen readers call the row of the search's buttons.
search-controls = Steuerung der Suche
# Goes back to the search's first step.
search-restart = Neu starten
# One step back.
search-back = Zurück
# One step on.
search-step = Schritt
# Plays the steps one after another.
search-play = Abspielen
# Stops playing.
search-pause = Pause
# Plays again from the first step.
search-replay = Nochmal
# A checkbox: each step expands a whole level.
search-by-level = Eine Ebene auf einmal
# The label of the list of speeds.
search-speed = Geschwindigkeit
# A speed in the list: the slowest.
search-speed-slow = Langsam
# A speed in the list: the usual one.
search-speed-normal = Normal
# A speed in the list: twice the usual.
search-speed-fast = Schnell
# A speed in the list: the fastest.
search-speed-fastest = Am schnellsten
# The label before the strip of queued squares.
search-queue-label = Warteschlange
# What screen readers call that strip.
search-queue-name = Die Warteschlange, vorne zuerst
# What screen readers call the strip when it shows levels instead.
search-levels-name = Felder jeder Ebene
# A square of the strip: the start, off the board (keep it short).
search-start-short = Start
# A square's tooltip in the strip. $level: its level.
search-item-level = Ebene { $level }
# The same, with the square it was reached from. $parent: that square's number (or the start).
search-item-parent = Ebene { $level }, Vorgänger { $parent }
# At the end of the strip: how many more squares. $count: how many.
search-queue-more = +{ $count }
# The strip when the search has stopped.
search-queue-stopped = angehalten: das Ziel ist gefunden
# The strip when the queue is empty.
search-queue-empty = leer
# At the start of the strip of levels: how many levels come before. $count: how many.
search-levels-before = { $count } davor
# A level in the strip. $level: its number; $count: how many squares it holds (keep it short).
search-level-item = { $level }: { $count }
# A level's tooltip in the strip. $level, $count: as above.
search-level-title =
    Ebene { $level }: { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }
# Under the search: a board too big to show square by square. $steps: the most steps shown.
search-levels-only = Dieses Spielbrett braucht mehr als { $steps } Schritte, um Feld für Feld durchsucht zu werden, daher wird die Suche Ebene für Ebene gezeigt: wie viele Felder jede Ebene enthält.
# Under the search: throws tried in a random order. $randomness, $seed: the numbers chosen.
search-random-order = Die Würfe werden in zufälliger Reihenfolge ausprobiert (Zufall { $randomness }, Seed { $seed }): Die Reihenfolge entscheidet, welches Feld zum Vorgänger wird, daher kann ein anderer Seed einen anderen, gleich langen Weg zurückverfolgen.
# Under the search: the usual order.
search-largest-first = Jedes Feld probiert seine Würfe von der höchsten Augenzahl abwärts aus.
# Between items in a row: squares, rolls, jumps ("3, 9, 12"). Keep the quotes; the space inside counts.
search-separator = {", "}
# Between the throws of a step (each may hold commas). Keep the quotes; the space inside counts.
search-throw-separator = {"; "}
# Between two sentences of the search's words. Keep the quotes: a space, or nothing where your language puts none.
search-sentence-gap = {" "}
# After 12 squares named. $list: them; $count: how many more.
search-list-more = { $list } und { $count } weitere
# A ladder a throw climbs. $to: its top square.
search-jump-ladder = Leiter hinauf bis { $to }
# A snake a throw slides down. $to: its tail square.
search-jump-snake = Schlange hinab bis { $to }
# A throw that does not move. $roll: the roll.
search-throw-no-move = { $roll }: kein Zug
# A throw. $roll: the roll; $to: where it lands; $new: "yes" when it finds a new square.
search-throw =
    { $roll } → { $to } { $new ->
        [yes] (neu)
       *[other] (schon gesehen)
    }
# A throw that takes snakes or ladders. $jumps: them, already in words.
search-throw-jumps =
    { $roll } → { $to }, { $jumps } { $new ->
        [yes] (neu)
       *[other] (schon gesehen)
    }
# A throw past the end that bounces back.
search-throw-bounced =
    { $roll } → { $to }, vom Ziel zurückgeprallt { $new ->
        [yes] (neu)
       *[other] (schon gesehen)
    }
# The same, then snakes or ladders.
search-throw-bounced-jumps =
    { $roll } → { $to }, vom Ziel zurückgeprallt, { $jumps } { $new ->
        [yes] (neu)
       *[other] (schon gesehen)
    }
# The search's first position, when the start is off the board.
search-begins-start = Die Suche beginnt am Start, Ebene 0: noch keine Würfe. In der Warteschlange steht nur er. Jeder Schritt nimmt das vorderste Feld der Warteschlange und probiert von dort jeden Wurf aus.
# The same, starting on a square. $square: its number.
search-begins = Die Suche beginnt auf Feld { $square }, Ebene 0: noch keine Würfe. In der Warteschlange steht nur dieses Feld. Jeder Schritt nimmt das vorderste Feld der Warteschlange und probiert von dort jeden Wurf aus.
# When the start is the last square.
search-start-is-end = Der Start ist schon das Ziel: Es sind keine Würfe nötig.
# The search's last position. $throws: the fewest throws; $path: the squares from the end back to the start; $rolls: the rolls, in a row.
search-found = Ziel gefunden. Wenigste Würfe: { $throws }. Über die Vorgänger zurückverfolgt: { $path }. Augenzahlen: { $rolls }.
# A step, first sentence: the start is expanded. $step: its number; $steps: how many; $level: 0.
search-expand-start = Schritt { $step } von { $steps }: Der Start wird erweitert, Ebene { $level }.
# A step, first sentence. $square: the square expanded; $level: its level.
search-expand = Schritt { $step } von { $steps }: Feld { $square } wird erweitert, Ebene { $level }.
# The same, with the square it was reached from. $parent: that square.
search-expand-from = Schritt { $step } von { $steps }: Feld { $square } wird erweitert, Ebene { $level } (erreicht von { $parent }).
# The same, for a square reached from the start (off the board).
search-expand-from-start = Schritt { $step } von { $steps }: Feld { $square } wird erweitert, Ebene { $level } (erreicht vom Start).
# A step, second sentence. $throws: each throw tried, in words.
search-throws = Würfe: { $throws }.
# A step, third sentence, when no square is new. $queued: how many squares wait in the queue.
search-nothing-new =
    Nichts Neues; { $queued ->
        [one] { $queued } Feld
       *[other] { $queued } Felder
    } in der Warteschlange.
# The same, with new squares. $count: how many; $level: their level; $queued: as above.
search-new =
    { $count ->
        [one] { $count } neues Feld
       *[other] { $count } neue Felder
    } auf Ebene { $level }; { $queued ->
        [one] { $queued } Feld
       *[other] { $queued } Felder
    } in der Warteschlange.
# One level at a time, first sentence. $from, $to: the steps; $steps: how many in all; $level: the level; $count: its squares; $squares: them, in a row.
search-level-steps =
    Schritte { $from } bis { $to } von { $steps }: Ebene { $level }, { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    } ({ $squares }), jedes mit jedem Wurf erweitert.
# One level at a time, next sentence. $count: new squares; $level: their level; $squares: them; $queued: squares in the queue.
search-level-new =
    { $count ->
        [one] { $count } neues Feld
       *[other] { $count } neue Felder
    } auf Ebene { $level } ({ $squares }); { $queued ->
        [one] { $queued } Feld
       *[other] { $queued } Felder
    } in der Warteschlange.
# After the last step, when the end cannot be reached.
search-end-unreachable = Die Warteschlange ist leer: Das Ziel ist nicht erreichbar.
# After the last step, when the end is found.
search-end-reached = Das letzte Feld ist erreicht: Drücke Schritt, um den Weg zurückzuverfolgen.
# The same, with squares of the level left unexpanded. $level: the level; $squares: them, in a row.
search-end-reached-rest = Das letzte Feld ist erreicht, daher wird der Rest von Ebene { $level } ({ $squares }) nie erweitert: Drücke Schritt, um den Weg zurückzuverfolgen.
# A search too big to show square by square: a level. $level: its number; $last: the last level; $count: its squares; $throws: the throws to reach them.
search-level-words =
    Ebene { $level } von { $last }: { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    } zum ersten Mal erreicht nach { $throws ->
        [one] { $throws } Wurf
       *[other] { $throws } Würfen
    }.
# The last level. $throws: the fewest throws.
search-level-last = Das letzte Feld liegt in dieser Ebene: Die wenigsten Würfe sind { $throws }.
# A square's tooltip: the search has not reached it yet.
search-not-found-yet = Von der Suche noch nicht gefunden.
# The start's tooltip.
search-where-starts = Ebene 0: Hier beginnt die Suche.
# A square's tooltip. $level: its level; $parent: the square it was reached from; $throws: how many throws (the level).
search-first-reached =
    Ebene { $level }: zuerst erreicht von { $parent } in { $throws ->
        [one] { $throws } Wurf
       *[other] { $throws } Würfen
    }.
# The same, for a square reached from the start (off the board).
search-first-reached-start =
    Ebene { $level }: zuerst erreicht vom Start in { $throws ->
        [one] { $throws } Wurf
       *[other] { $throws } Würfen
    }.

# (end of the analysis and the search)

## The designer (www/tasks/design*)

# (end of the designer)

## The element and playing (www/widget/, www/tasks/game-session.js, www/tasks/online.js)

# (end of the element and playing)

## The core's messages (errors, warnings and narration, by code)

# (end of the core's messages)

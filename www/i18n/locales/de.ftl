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

# The board's name for screen readers (the canvas), and how to read it. $size: its squares;
# $rows and $columns: its rows and the squares in each; $ladders and $snakes: how many of each.
board-label =
    Spielbrett „Leitern und Schlangen“ mit { $size } Feldern in { $rows ->
        [one] { $rows } Reihe
       *[other] { $rows } Reihen
    } zu { $columns }, von unten links nummeriert, mit { $ladders ->
        [one] { $ladders } Leiter
       *[other] { $ladders } Leitern
    } und { $snakes ->
        [one] { $snakes } Schlange
       *[other] { $snakes } Schlangen
    }. Mit den Pfeiltasten geht es von Feld zu Feld.
# The label of the start area (before square 1) drawn on the board, when players start there.
board-start-off = Start, außerhalb des Spielbretts
# The same, when the rules start players on square 1 (the start area is then only a label).
board-start-one = Die Spieler beginnen auf Feld 1
# Reading the board (under it, and in its tooltip): the start area, when the rules start players on square 1.
square-off-board-start-one = Außerhalb des Spielbretts. Nach diesen Regeln beginnen die Spieler auf Feld 1.
# Reading the board: the start area (before square 1).
square-start = Start, außerhalb des Spielbretts.
# Reading the board: the start area, when no throws lead from it to the last square.
square-start-unreachable = Start, außerhalb des Spielbretts. Von hier ist das Ziel nicht erreichbar.
# Reading the board: the start area, with the fewest throws from it to the end. $throws: that number.
square-start-throws =
    Start, außerhalb des Spielbretts: bestenfalls { $throws ->
        [one] { $throws } Wurf
       *[other] { $throws } Würfe
    } bis zum Ziel.
# Reading the board: a square with nothing on it. $square: its number.
square-plain = Feld { $square }.
# Reading the board: the last square. $square: its number.
square-finish = Feld { $square }, das Ziel.
# Reading the board: a square where a ladder starts. $square: its number; $to: the square at the ladder's top.
square-ladder-foot = Feld { $square }: der Fuß einer Leiter hinauf zu { $to }.
# Reading the board: a square where a snake's head is. $square: its number; $to: the square at the snake's tail.
square-snake-head = Feld { $square }: der Kopf einer Schlange hinunter zu { $to }.
# Reading the board: a square where ladders or snakes end. $square: its number; $arrivals: what
# ends there, a list of the two messages below ("the top of the ladder from 4 and the tail of the snake from 98").
square-arrivals = Feld { $square }: { $arrivals }.
# The same on the last square. $square: its number; $arrivals: as above.
square-finish-arrivals = Feld { $square }, das Ziel: { $arrivals }.
# Reading the board: after a square's jump, what else ends there. $arrivals: as above.
square-also = Außerdem { $arrivals }.
# An item of $arrivals above: a ladder ends on this square. $from: the square at the ladder's foot.
square-ladder-top = das obere Ende der Leiter von { $from }
# An item of $arrivals above: a snake ends on this square. $from: the square at the snake's head.
square-snake-tail = der Schwanz der Schlange von { $from }
# Reading the board, on a jump's start: after its jump, no throws lead to the last square.
square-landing-unreachable = Wer hier landet, kann das Ziel nicht erreichen.
# Reading the board, on a jump's start: the fewest throws left after landing here. $throws: that number.
square-landing-throws =
    Wer hier landet, braucht noch { $throws ->
        [one] { $throws } Wurf
       *[other] { $throws } Würfe
    } bis zum Ziel.
# Reading the board: no throws lead from this square to the last square.
square-unreachable = Von hier ist das Ziel nicht erreichbar.
# Reading the board: the fewest throws from this square to the end. $throws: that number.
square-throws =
    { $throws ->
        [one] Von hier { $throws } Wurf bis zum Ziel.
       *[other] Von hier { $throws } Würfe bis zum Ziel.
    }
# Reading the board in a game: the players whose tokens are on this square. $names: their names, as a list; $count: how many.
square-players-here =
    { $count ->
        [one] { $names } steht hier.
       *[other] { $names } stehen hier.
    }
# The start area's label on the board, while squares are coloured by throws to the end. $start: its own label.
square-start-label-throws =
    { $start }: { $throws ->
        [one] { $throws } Wurf
       *[other] { $throws } Würfe
    } bis zum Ziel
# The same, when the end cannot be reached from the start. $start: the start area's own label.
square-start-label-unreachable = { $start }: Ziel nicht erreichbar
# The arrow between squares (or numbers) one after the other in a path ("the start → 4 → 14"),
# with a space either side; in a right-to-left language, an arrow pointing left.
walk-arrow = {" → "}
# One throw, as the solver tells it: the token walks from a square to another. $from and $landed: the squares.
walk-move = { $from } → { $landed }
# One throw from the start area (before square 1). $landed: the square it lands on.
walk-move-start = Start → { $landed }
# A throw that would pass the last square, under the rule "land on it exactly": the token stays.
walk-no-move = kein Zug (er ginge über das Ziel hinaus)
# A throw, then a ladder taken where it landed. $before: the throw so far (one of the messages above); $to: the ladder's top.
walk-then-ladder = { $before }, Leiter hinauf zu { $to }
# A throw, then a snake taken where it landed. $before: the throw so far; $to: the snake's tail.
walk-then-snake = { $before }, Schlange hinunter zu { $to }
# A throw of the solver's path, in the list of throws. $roll: the die's face; $move: the throw (as above).
walk-step = { $roll } gewürfelt: { $move }.
# The same, with the fewest throws left before and after it. $before and $after: those numbers.
walk-step-left = { $roll } gewürfelt: { $move }. Übrige Würfe: { $before }{"\u00A0"}→{"\u00A0"}{ $after }.
# The end of a long list that is cut short (rolls, squares of a path). $list: the items shown;
# $sep: what goes between them (", " or " → "); $count: the items left out.
walk-list-more = { $list }{ $sep }… und { $count } weitere
# Said to screen readers after Solve. $min: the fewest throws; $rolls: the rolls, as a list ("4, 6, 2").
answer-said = Wenigste Würfe: { $min }. Augenzahlen: { $rolls }.
# Said to screen readers after Solve, when no throws reach the last square.
answer-unreachable-said = Nach diesen Regeln ist das Ziel vom Start aus nicht erreichbar.
# Said to screen readers after Solve, when the start is the last square.
answer-zero-said = Der Start ist schon das Ziel: Es sind keine Würfe nötig.
# The answer's headline, before the number (shown in bold after it).
answer-fewest = Wenigste Würfe:
# The answer's number, when no throws reach the last square.
answer-min-unreachable = unerreichbar: Das Ziel kann nicht erreicht werden
# Beside the answer, when no throws reach the last square.
answer-no-sequence = Nach diesen Regeln führt keine Wurffolge vom Start zum letzten Feld.
# Beside the answer, when one roll sequence alone is that short.
answer-only-sequence = Das ist die einzige so kurze Wurffolge.
# Beside the answer: how many roll sequences are as short, when the one shown is the first. $count: how many.
answer-sequences-first =
    { $count ->
        [one] { $count } verschiedene Wurffolge ist gleich kurz; das ist die erste.
       *[other] { $count } verschiedene Wurffolgen sind gleich kurz; das ist die erste.
    }
# The same, when the one shown was picked at random among them. $count: how many.
answer-sequences-random =
    { $count ->
        [one] { $count } verschiedene Wurffolge ist gleich kurz; diese wurde zufällig gewählt.
       *[other] { $count } verschiedene Wurffolgen sind gleich kurz; diese wurde zufällig gewählt.
    }
# The tooltip of a roll in the answer's row of rolls. $throw: its place in the path (1, 2, ...).
answer-chip-title = Wurf { $throw }
# The end of the answer's row of rolls, when it is too long to show. $count: the rolls not shown.
answer-rolls-more = … { $count } weitere
# The answer's row of rolls, for screen readers.
answer-rolls-label = Augenzahlen des kürzesten Wegs
# The answer's buttons, for screen readers.
answer-walk-label = Den Weg gehen
# A button: walks the path one throw.
answer-step = Schritt
# A button: walks the whole path on the board.
answer-play = Abspielen
# The same button while the path is walked.
answer-pause = Pause
# The same button when the walk has reached the end.
answer-replay = Noch einmal
# A button: puts the token back on the start.
answer-reset = Zurücksetzen
# A button: shows another path as short as this one.
answer-another = Anderer Weg
# The list of the path's throws in words, for screen readers.
answer-steps-label = Jeder Wurf des Wegs
# A button under a long list of throws: lists more of them.
answer-more-throws = Mehr Würfe zeigen
# A fold that opens the list of the path's throws in words (in the element).
answer-throws-summary = Jeder Wurf in Worten
# Under the rolls: the squares the path rests on. $squares: the squares, as a list ("start → 4 → 14").
answer-path = Weg: { $squares }.
# The start area, in the list of the path's squares.
answer-path-start = Start
# Under the rolls, before the path is walked.
answer-at-start = Am Start. „Schritt“ geht den Weg Wurf für Wurf.
# Under the rolls while the path is walked: the throw reached. $throw: which; $count: all the
# throws; $roll: the die's face; $move: the throw in words ("26 → 28, ladder up to 84").
answer-throw = Wurf { $throw } von { $count }: { $roll } gewürfelt, { $move }.
# Said to screen readers after Reset.
answer-back-said = Zurück am Start.
# Said to screen readers at the end of a walk. $square: the last square; $throws: the throws walked.
answer-reached-said =
    Feld { $square } in { $throws ->
        [one] { $throws } Wurf erreicht.
       *[other] { $throws } Würfen erreicht.
    }
# Under the answer, when the start is the last square.
answer-why-zero = Der Start ist schon das Ziel.
# Under the answer: why no path is shorter. $number: the fewest throws from the start; $chain: the
# fewest throws left after each throw of the path ("7 → 6 → 5 → … → 0"); $min: the fewest throws.
answer-why =
    Warum kein Weg kürzer ist: Jedes Feld hat eine Zahl, die wenigsten Würfe von dort bis zum Ziel. Die Zahl des Starts ist { $number }. Kein Wurf kann diese Zahl um mehr als eins senken, denn ein Feld, das einen Wurf von einer kleineren Zahl entfernt ist, hätte selbst eine kleinere Zahl. Dieser Weg senkt sie mit jedem Wurf um genau eins ({ $chain }), erreicht die 0 also nach { $min ->
        [one] { $min } Wurf
       *[other] { $min } Würfen
    }, und besser geht es nicht.
# The same, with how the page shows every square's number ($see: the message below).
answer-why-see =
    Warum kein Weg kürzer ist: Jedes Feld hat eine Zahl, die wenigsten Würfe von dort bis zum Ziel ({ $see }). Die Zahl des Starts ist { $number }. Kein Wurf kann diese Zahl um mehr als eins senken, denn ein Feld, das einen Wurf von einer kleineren Zahl entfernt ist, hätte selbst eine kleinere Zahl. Dieser Weg senkt sie mit jedem Wurf um genau eins ({ $chain }), erreicht die 0 also nach { $min ->
        [one] { $min } Wurf
       *[other] { $min } Würfen
    }, und besser geht es nicht.
# Inside the message above, in brackets: how to see every square's number on the page ("Colour
# every square by throws to the end" is the checkbox under the answer).
answer-proof-see = die Färbung einschalten, um alle zu sehen
# The die, for screen readers. $value: the face it shows.
controls-die-showing = Würfel zeigt { $value }
# The die before the first throw, for screen readers.
controls-die-blank = Würfel, noch nicht geworfen
# A choice of who plays a seat: a person.
controls-human = Mensch
# A choice of who plays a seat: the computer.
controls-computer = Computer
# The button that removes a player, for screen readers. $seat: the player's number.
controls-remove-player = Spieler { $seat } entfernen
# A player's name box, for screen readers. $seat: the player's number; $colour: the token's colour's name.
controls-player-name = Name von Spieler { $seat } (Spielfigur { $colour })
# A player's choice of person or computer, for screen readers. $seat: the player's number.
controls-player-type = Spieler { $seat } spielt als
# The key of the colouring by throws to the end, under the board.
controls-legend-title = Würfe bis zum Ziel:
# The key's far end (the colour of the most throws). $max: that number.
controls-legend-far = { $max } (weit)
# The key's near end (the colour of the last square).
controls-legend-finish = 0 (Ziel)
# The key, when every square that reaches the end is the last one.
controls-legend-only-finish = 0 am Ziel
# The key: what the hatched squares mean.
controls-legend-unreachable = schraffiert: Ziel nicht erreichbar
# The heading over the ranking at a game's end. $name: the winner.
win-heading = { $name } gewinnt!
# The caption of the ranking at a game's end.
win-caption = Endstand, mit den Würfen, erklommenen Leitern und getroffenen Schlangen jedes Spielers.
# A column of the ranking: the player.
win-player = Spieler
# A column of the ranking: the square each player reached.
win-square = Feld
# A column of the ranking: the throws each player made.
win-throws = Würfe
# A column of the ranking: the ladders each player climbed.
win-ladders = Leitern
# A column of the ranking: the snakes each player met.
win-snakes = Schlangen
# A row of the ranking: a player's place and name. $place: 1, 2, ...; $name: the player's name.
win-place = { $place }. { $name }

# (end of board, squares and moves)

## The analysis and the search (www/tasks/analysis*, charts.js, spread-view.js, bfs-steps.js, search-task.js)

# (end of the analysis and the search)

## The designer (www/tasks/design*)

# (end of the designer)

## The element and playing (www/widget/, www/tasks/game-session.js, www/tasks/online.js)

# (end of the element and playing)

## The core's messages (errors, warnings and narration, by code)

# (end of the core's messages)

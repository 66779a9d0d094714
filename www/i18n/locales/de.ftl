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
# Inside the empty list of moves, before the first throw.
game-log =
    .data-empty = Noch keine Züge.
# The switch beside Undo for the game's sounds, while they play.
play-sound-on = Ton: an
# The same switch while the sounds are off.
play-sound-off = Ton: aus
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
# The board of "Where is the token after each throw?", for screen readers. $board: the board's own label (a sentence or two); then what its colours show.
spread-board-label = { $board } Jedes Feld zeigt, wie wahrscheinlich die Spielfigur dort steht.

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
# A note about the board (from the solver), in the list under the board. $note: the note (a "core-warning-" message).
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
# A link with a mistake, opened while a board is on screen. $error: what is wrong (a "link-why-" message below).
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
# The rest of the page's messages (fetched once the page is ready: the analysis's, the designer's, the core's errors) did not load. $error: why (in English).
load-failed-words = Die übrigen Texte der Seite konnten nicht geladen werden ({ $error }). Lade die Seite neu, um es noch einmal zu versuchen.
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
# Under the table when the boards could not be solved. $error: why (the core's reason, in the page's language).
answers-failed = Die Spielbretter konnten nicht gelöst werden: { $error }
# In the table's "Fewest throws" column, for a board whose last square no throw reaches.
answers-unreachable = Ziel unerreichbar
# The button in each row of the table: shows that board and its path.
answers-show-path = Weg zeigen
# The same button, for screen readers. $board: the board's number in the text.
answers-show-path-of = Weg von Spielbrett { $board } zeigen
# In the list for picking one board of a text with several. $n: the board's number in the text; $count: boards in the text; $size: the board's squares.
board-pick-option = { $n } von { $count } ({ $size } Felder)

## Watch the search (the second board, under Solve)

# The search's board, for screen readers. $board: what the board is, a whole sentence.
search-board-label = { $board } Die Eingabetaste führt einen Schritt der Suche aus.
# What the search's board calls the start, when tokens start on square 1 (the puzzles' rule).
search-start-one = Die Spieler beginnen auf Feld 1
# What the search's board calls the start, when tokens start before square 1.
search-start-off = Start, außerhalb des Spielbretts

## Play with others (why a board cannot be sent to a room)

# Opening a room when no board is on screen.
room-no-board = Auf dem Bildschirm ist kein Spielbrett, auf dem gespielt werden kann.
# Opening a room with a board that cannot be written as text. $error: why (the core's reason, in the page's language).
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
# Under the text box, when its text could not be read. $error: what is wrong (the core's reason, in the page's language).
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
# Under the answer, when Solve is pressed while the solver is still loading (just after the page opens).
solve-pressed-early = „Lösen“ ist gedrückt: Die Antwort kommt, sobald der Löser geladen ist.
# Why a text in the Board box is refused (the page puts it in a sentence, its first letter made a capital): the link that carries it would be too long. $linked: its characters in a link; $typed: its characters as typed; $most: the most a link may hold.
text-refused-link = der Text belegt in einem Link { $linked } Zeichen ({ $typed } wie getippt); die Seite liest Spielbretter, deren Link in { $most } Zeichen passt, damit Neuladen oder ein geteilter Link sie wiederbringt
# Why a text in the Board box is refused: no board could be found in it.
text-refused-no-board = im Text wurde kein Spielbrett gefunden
# Why a board of the Board box is not drawn: it has too many squares. $size: its squares; $most: the most the page draws ("snakes" is the project's command: keep it).
text-refused-squares = dieses Spielbrett hat { $size } Felder; die Seite zeichnet Spielbretter mit bis zu { $most } Feldern (der Befehl snakes löst größere)
# Why a text in the Board box is refused: too many characters. $count: its characters; $most: the most the page reads.
text-refused-characters = der Text hat { $count } Zeichen; die Seite liest Spielbretter mit bis zu { $most } Zeichen (etwa 2 MB)
# Why a text in the Board box is refused: too many lines. $count: its lines; $most: the most the page reads. Keep the example in quotes as it is (a board's text).
text-refused-lines = der Text hat { $count } Zeilen; die Seite liest Spielbretter mit bis zu { $most } Zeilen (mehrere Sprünge können sich eine Zeile teilen: 'ladder 1 -> 38, 4 -> 14')

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
# The same, when the saved game cannot be read. $error: why (a "saved-why-" message below).
saved-game-unreadable = Eine gespeicherte Partie konnte nicht gelesen werden ({ $error }) und wurde verworfen.
# The same, when the saved game cannot be replayed. $error: why (the core's reason, in the page's language).
saved-game-not-restored = Eine gespeicherte Partie konnte nicht wiederhergestellt werden ({ $error }) und wurde verworfen.
# At the top of the page, when a link's game cannot be replayed. $error: why (the core's reason, in the page's language).
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
# start's own label; $throws: the average throws from the start to the end.
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
# When the core cannot give the win chances. $why: its reason.
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
        [one] { $count } Partie wurde nie beendet (nach { $rounds } Runden abgebrochen oder festgefahren). Die Durchschnitte oben gelten für die beendeten Partien; mit den übrigen wären sie höher.
       *[other] { $count } Partien wurden nie beendet (nach { $rounds } Runden abgebrochen oder festgefahren). Die Durchschnitte oben gelten für die beendeten Partien; mit den übrigen wären sie höher.
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
# A player's name box, for screen readers. $seat: the player's number; $colour: the token's colour (keep the [keys]).
controls-player-name =
    Name von Spieler { $seat } ({ $colour ->
        [blue] blaue
        [green] grüne
        [yellow] gelbe
        [purple] lila
        [orange] orangefarbene
        [teal] türkisfarbene
        [pink] rosa
       *[red] rote
    } Spielfigur)
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
# The rules in one sentence, on the printed board and in the summary of a room that plays together. $start: "one" (players start on square 1) or "off" (off the board); $overshoot: "stay", "win" or "bounce" (a throw past the last square); $jumps: "chain" or "single" (a snake or ladder ending where another starts); $faces: the die's faces. Keep the [keys]; translate what follows them.
rules-in-words =
    Regeln: { $start ->
        [one] alle beginnen auf Feld 1
       *[off] alle beginnen außerhalb des Spielbretts
    }; { $overshoot ->
        [stay] ein Wurf über das letzte Feld hinaus zählt nicht (es muss genau getroffen werden)
        [win] ein Wurf, der das letzte Feld erreicht oder überschreitet, gewinnt
       *[bounce] bei einem Wurf über das letzte Feld hinaus prallt die Spielfigur von ihm zurück
    }; { $jumps ->
        [chain] endet eine Schlange oder Leiter, wo eine andere beginnt, geht es auch diese entlang
       *[single] nur eine Schlange oder Leiter pro Zug, auch wenn sie endet, wo eine andere beginnt
    }; ein Würfel mit { $faces } Seiten.
# The name of the board as a picture, in "Download SVG" (read by screen readers and shown as the file's title).
svg-title = Spielbrett „Leitern und Schlangen“
# The printed board's heading. $size: its squares.
print-heading = Leitern und Schlangen: { $size } Felder
# The name of the printed board's picture, for screen readers. $size: its squares.
print-board-title = Spielbrett „Leitern und Schlangen“, { $size } Felder
# The key under the board in "Download SVG" and on the printed board, beside a ladder.
svg-legend-ladder = Leiter: vom Fuß bis nach oben klettern
# The same key, beside a snake (● marks its head).
svg-legend-snake = Schlange: vom Kopf (●) bis zum Schwanz hinunterrutschen
# The same key, beside the last square's colour.
svg-legend-finish = ★ Ziel
# On the printed board, above the board's text in small print.
print-text-label = Dieses Spielbrett als Text (tippe ihn ins Textfeld „Spielbrett“ der Seite, um es wieder zu spielen):
# On the printed board, in the place of a text too long to print. $lines: the text's lines.
print-text-too-long = Der Text dieses Spielbretts ({ $lines } Zeilen) ist zu lang für diese Seite; sein Link oder das Textfeld „Spielbrett“ der Seite enthält ihn.
# A player's name when none is given: the colour of their seat's token, as a name ("Red rolls a 3"). $colour: the colour; keep the [keys].
seat-name =
    { $colour ->
        [blue] Blau
        [green] Grün
        [yellow] Gelb
        [purple] Lila
        [orange] Orange
        [teal] Türkis
        [pink] Rosa
       *[red] Rot
    }

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
# Under the chart's place, for a game too long to draw. $tail: the solver's sentence on how fast the last games end.
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
# Every percentile of the game's length (a quarter, half, ... of the games over) is not known, for one reason. $known: what is proven, already worded ("at least 404"); $why: the core's reason, already worded.
analysis-percentiles-not-known = Die Perzentile der Partiedauer sind nicht bekannt ({ $known }): { $why }.
# Every game ends but the average cannot be given. $why: the core's reason, already worded ("at least 404; the solver's answer failed its own check, …").
analysis-mean-not-known = Die durchschnittliche Partiedauer ist nicht bekannt: { $why }.
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

# The help line at the top of the designer's card.
design-help = Von einem Feld zu einem anderen ziehen, um eine Leiter (nach oben) oder eine Schlange (nach unten) hinzuzufügen, oder die beiden Felder antippen. Ein Ende eines Sprungs ziehen, um es zu verschieben. Auf dem Spielbrett: Pfeiltasten, dann Eingabetaste auf jedem Ende; Entf entfernt den gewählten Sprung; Esc lässt los.
# The heading over the designed board's numbers.
design-numbers-heading = Wie es sich spielt
# A figure's label: the fewest throws from the start to the end.
design-min-label = Wenigste Würfe
# A figure's label: the average number of throws a game takes one player.
design-mean-label = Durchschnittliche Partie (ein Spieler)
# A figure's label: the median number of throws of a game.
design-median-label = Median
# A figure's label: the chance that the first of two players wins.
design-odds-label = Der erste Spieler gewinnt (von zweien)
# A button: takes back the last edit.
design-undo = Rückgängig
# A button: makes an edit taken back again.
design-redo = Wiederholen
# A button: removes the chosen snake or ladder.
design-delete = Sprung entfernen
# A button: removes every snake and ladder.
design-clear = Alles entfernen
# A button (on the page): the designer starts again from the board shown on the page.
design-from-page = Mit dem Spielbrett der Seite beginnen
# The label of the field for the board's number of rows.
design-rows = Reihen
# The label of the field for the board's number of columns.
design-columns = Spalten
# The button that gives the board the rows and columns typed.
design-resize = Größe ändern
# The heading over the chart of how many throws games take.
design-chart-heading = Wie lange Partien dauern (ein Spieler)
# The chart's name for screen readers (before its numbers are in).
design-chart-label = Diagramm der Partielängen
# The heading over the list of what each snake and ladder is worth.
design-values-heading = Was jeder Sprung wert ist
# Over the numbers while a big board's are worked out, after an edit (they take a moment).
design-numbers-busy = Die Zahlen für dieses Brett werden berechnet…
# Over the list of what each jump is worth while it is worked out.
design-values-busy = Der Wert jedes Sprungs wird berechnet…
# After that heading: how many jumps the list holds, biggest change first. $count: how many.
design-values-count = ({ $count }, größte Änderung zuerst)
# In the list of jumps' worths, when the board has none.
design-values-none = Noch keine Schlangen oder Leitern.
# At the end of a list shown in part. $count: how many more there are.
design-more = … und { $count } weitere.
# The heading over Print and the downloads (on the page).
design-export-print-heading = Drucken und teilen
# The heading over the downloads (in the element, which has no Print).
design-export-heading = Herunterladen
# A button: prints the board with its numbers.
design-print = Drucken
# A button: downloads the board as a PNG picture.
design-png = Als PNG herunterladen
# A button: downloads the board as an SVG drawing.
design-svg = Als SVG herunterladen
# A line under the downloads on the page: the link copied by the "Copy link to this view" button of the "Make a board" card holds the designed board.
design-share-note = „Link zu dieser Ansicht kopieren“ in der Karte „Spielbrett erstellen“ teilt das entworfene Spielbrett wie jedes andere.
# A jump's name at the start of a line in the list of worths. $kind: ladder or snake; $from, $to: its squares.
design-jump-name =
    { $kind ->
        [ladder] Leiter { $from } → { $to }
       *[snake] Schlange { $from } → { $to }
    }
# Said after a jump was added. $kind: ladder or snake; $from, $to: its squares.
design-added =
    { $kind ->
        [ladder] Leiter { $from } → { $to } hinzugefügt.
       *[snake] Schlange { $from } → { $to } hinzugefügt.
    }
# Said after an end of a jump was moved. $kind: ladder or snake; $from, $to: its squares now.
design-moved =
    { $kind ->
        [ladder] Verschoben: jetzt Leiter { $from } → { $to }.
       *[snake] Verschoben: jetzt Schlange { $from } → { $to }.
    }
# After "Added ..." or "Moved ...": chains and shared ends the new jump makes (allowed). $warnings: the core's notes, separated by semicolons.
design-added-note = Hinweis: { $warnings }.
# After "Added ...": the board's jumps still form a cycle under the rules, so there are no numbers. $reason: the core's words on the cycle.
design-no-numbers-yet = Noch keine Zahlen: { $reason }; diesen Sprung oder die Regeln ändern.
# After "Added ...": the edit broke the cycle that kept the numbers away.
design-cycle-gone = Der Kreislauf ist weg: Die Zahlen sind wieder da.
# Said when Delete is pressed with no jump chosen.
design-choose-first = Zuerst einen Sprung wählen: seinen Anfang oder sein Ende antippen oder darauf die Eingabetaste drücken.
# Said after a jump was deleted. $kind: ladder or snake; $from, $to: its squares.
design-deleted =
    { $kind ->
        [ladder] Leiter { $from } → { $to } entfernt.
       *[snake] Schlange { $from } → { $to } entfernt.
    }
# Said after Clear.
design-cleared = Alles entfernt: keine Schlangen und Leitern mehr.
# Why a new size was refused (then shown in "Refused: ..."). $max: the most rows or columns; $rows, $columns: what was typed.
design-size-refused = Reihen und Spalten müssen ganze Zahlen von 1 bis { $max } sein, nicht { $rows } mal { $columns }
# Put in design-size-refused for an empty field.
design-size-nothing = nichts
# Why a new size was refused by the core (then shown in "Refused: ..."). $reason: the core's words; $rows, $columns: the size asked for.
design-resize-refused = { $reason } ({ $rows } mal { $columns })
# Said after the board was given a new size. $rows, $columns: its rows and columns; $size: its squares.
design-resized =
    { $rows ->
        [one] Jetzt { $rows } Reihe mit { $columns } Feldern ({ $size } Felder).
       *[other] Jetzt { $rows } Reihen mit je { $columns } Feldern ({ $size } Felder).
    }
# After design-resized: jumps that no longer fit on the smaller board were removed. $count: how many.
design-resize-dropped =
    { $count ->
        [one] { $count } Sprung passte nicht mehr und wurde entfernt („Rückgängig“ holt ihn zurück).
       *[other] { $count } Sprünge passten nicht mehr und wurden entfernt („Rückgängig“ holt sie zurück).
    }
# Said after Undo.
design-undone = Rückgängig gemacht.
# Said after Redo.
design-redone = Wiederholt.
# Said when the designer starts again from the host's board. $board: page (the board on the page) or given (the board given to the embedded board).
design-started =
    { $board ->
        [page] Neu begonnen mit dem Spielbrett der Seite.
       *[given] Neu begonnen mit dem vorgegebenen Spielbrett.
    }
# A line under the size fields: a chain or shared end of the board (allowed). $warning: the core's words.
design-warning = Erlaubt, aber Hinweis: { $warning }
# Said when a jump was chosen from the list of worths. $kind: ladder or snake; $from, $to: its squares.
design-chose =
    { $kind ->
        [ladder] Leiter { $from } → { $to } gewählt: ein Ende ziehen, um sie zu verschieben, oder Entf.
       *[snake] Schlange { $from } → { $to } gewählt: ein Ende ziehen, um sie zu verschieben, oder Entf.
    }
# On a printed board, under it: what its numbers are, a whole sentence. $shown: which are known ("min", "mean" or "both");
# $min: the fewest throws; $mean: the throws of an average game for one player, one decimal.
design-print-facts = { $shown ->
    [min] Wenigste Würfe: { $min }.
    [mean] Eine durchschnittliche Partie von { $mean } Würfen für einen Spieler.
   *[both] Wenigste Würfe: { $min }; eine durchschnittliche Partie von { $mean } Würfen für einen Spieler.
}
# Added to what an edit did when the board's last square can no longer be reached.
design-unreachable-note = Jetzt kann keine Partie das letzte Feld erreichen: Die Zahlen lauten „nie“.
# Beside the board after a tap on a phone, after what the tap did: the board's numbers. $min: the fewest throws; $mean: the average game, as the card shows them.
design-numbers-line = Wenigste Würfe: { $min }; durchschnittliche Partie: { $mean }.
# Why an edit was refused (in the card; the reason alone is shown beside the board). $reason: the core's words.
design-refused = Abgelehnt: { $reason }. Das Spielbrett ist unverändert.
# The board has no numbers because the core failed. $error: the core's words.
design-numbers-failed = Die Zahlen konnten nicht berechnet werden: { $error }
# In the list of worths when they could not be worked out. $error: the core's words.
design-worths-failed = Für dieses Spielbrett nicht berechnet: { $error }
# The fewest throws when the end cannot be reached.
design-min-never = nie
# The average game when games never end.
design-mean-never = endet nie
# A number of throws, for the average and the median. $throws: the number (maybe with decimals).
design-throws = { $throws } Würfe
# Who wins when the end cannot be reached.
design-odds-nobody = niemand: Das Ziel ist nicht erreichbar
# The first of two players' chance of winning, and the second's. $first, $second: percentages.
design-odds = { $first } (der zweite: { $second })
# Under the chart: how long games last. $p25, $p75, $p90: numbers of throws.
design-spread-three = 1 von 4 Partien ist nach höchstens { $p25 } Würfen vorbei, 3 von 4 nach { $p75 }, 9 von 10 nach { $p90 }.
# Under the chart, when fewer than 9 games in 10 ever end. $p25, $p75: numbers of throws.
design-spread-two = 1 von 4 Partien ist nach höchstens { $p25 } Würfen vorbei, 3 von 4 nach { $p75 }.
# Under the chart, when fewer than 3 games in 4 ever end. $p25: a number of throws.
design-spread-one = 1 von 4 Partien ist nach höchstens { $p25 } Würfen vorbei.
# Under the chart when the last square cannot be reached.
design-spread-unreachable = Keine Partie endet: Das letzte Feld ist nicht erreichbar.
# Under the chart when the core could not work out how long games last. $reason: the core's words.
design-spread-not-known = Wie lange Partien dauern, ist nicht bekannt: { $reason }.
# Under the chart when too few games end to say how long they last.
design-spread-endless = Manche Partien enden nie.
# A jump's worth: without it no game can end. $jump: its name (design-jump-name).
design-worth-needed = { $jump }: Ohne sie ist das Ziel nicht erreichbar.
# A jump's worth: the average game never ends, with or without it. $jump: its name.
design-worth-endless = { $jump }: Die durchschnittliche Partie endet nie, mit ihr wie ohne sie.
# A jump's worth: with it some games never end. $jump: its name; $without: the average game's throws without it.
design-worth-some-never = { $jump }: Mit ihr enden manche Partien nie; ohne sie { $without } Würfe.
# A jump's worth: with it no game ends. $jump: its name; $without: the average game's throws without it.
design-worth-none-end = { $jump }: Mit ihr endet keine Partie; ohne sie { $without } Würfe.
# A jump's worth, in the list. $jump: its name; $without: the average game's throws without it; $effect: saves, adds or nothing; $change: the throws it saves or adds.
design-worth =
    { $effect ->
        [saves] { $jump }: ohne sie { $without } Würfe; sie spart { $change }.
        [adds] { $jump }: ohne sie { $without } Würfe; sie kostet { $change } mehr.
       *[nothing] { $jump }: ohne sie { $without } Würfe; sie ändert nichts.
    }
# A jump's worth, under the board, with the board's average game. As design-worth; $now: the average game's throws with every jump.
design-worth-now =
    { $effect ->
        [saves] { $jump }: ohne sie { $without } Würfe; sie spart { $change } (jetzt { $now }).
        [adds] { $jump }: ohne sie { $without } Würfe; sie kostet { $change } mehr (jetzt { $now }).
       *[nothing] { $jump }: ohne sie { $without } Würfe; sie ändert nichts (jetzt { $now }).
    }
# Said after a drag let go off the board's squares.
design-drag-off = Außerhalb des Spielbretts losgelassen: Nichts hat sich geändert.
# Said when a tap or Enter chose a jump's square (a new jump can still start there). $kind: ladder or snake; $from, $to: its squares; $square: the square chosen.
design-chose-or-new =
    { $kind ->
        [ladder] Leiter { $from } → { $to } gewählt (Entf entfernt sie). Oder ein anderes Feld für einen neuen Sprung von { $square } wählen.
       *[snake] Schlange { $from } → { $to } gewählt (Entf entfernt sie). Oder ein anderes Feld für einen neuen Sprung von { $square } wählen.
    }
# Said after a tap on a square: the first end of a new jump. $square: the square.
design-from-square-tap = Von Feld { $square }: Jetzt das andere Ende antippen ({ $square } noch einmal lässt los).
# Said after a click or Enter on a square: the first end of a new jump. $square: the square.
design-from-square = Von Feld { $square }: Jetzt das andere Ende wählen (Esc lässt los).
# Said after Enter on a held end that was not moved: a new jump starts there instead. $square: the square.
design-from-square-new = Von Feld { $square }: Jetzt das andere Ende eines neuen Sprungs wählen (Esc lässt los).
# Said when the first end chosen is chosen again, or Escape is pressed.
design-let-go = Losgelassen.
# Said when Enter picks up an end of a jump with the keyboard. $end: foot or top (of a ladder), head or tail (of a snake); $from, $to: the jump's squares; $square: the square.
design-holding =
    { $end ->
        [foot] Fuß der Leiter { $from } → { $to } gehalten: Die Pfeiltasten verschieben ihn, die Eingabetaste setzt ihn ab, Esc bringt ihn zurück, Entf entfernt die Leiter. Noch einmal die Eingabetaste hier beginnt einen neuen Sprung von { $square }.
        [top] Oberes Ende der Leiter { $from } → { $to } gehalten: Die Pfeiltasten verschieben es, die Eingabetaste setzt es ab, Esc bringt es zurück, Entf entfernt die Leiter. Noch einmal die Eingabetaste hier beginnt einen neuen Sprung von { $square }.
        [head] Kopf der Schlange { $from } → { $to } gehalten: Die Pfeiltasten verschieben ihn, die Eingabetaste setzt ihn ab, Esc bringt ihn zurück, Entf entfernt die Schlange. Noch einmal die Eingabetaste hier beginnt einen neuen Sprung von { $square }.
       *[tail] Schwanz der Schlange { $from } → { $to } gehalten: Die Pfeiltasten verschieben ihn, die Eingabetaste setzt ihn ab, Esc bringt ihn zurück, Entf entfernt die Schlange. Noch einmal die Eingabetaste hier beginnt einen neuen Sprung von { $square }.
    }
# Under the board while an end is carried with the keyboard, back on its own square. $square: the square.
design-back-on = Zurück auf { $square }.
# Under the board while an end is carried with the keyboard: the jump it would make here. $kind: ladder or snake; $from, $to: its squares.
design-put-down-here =
    { $kind ->
        [ladder] Hier abgesetzt ergibt das: Leiter { $from } → { $to }.
       *[snake] Hier abgesetzt ergibt das: Schlange { $from } → { $to }.
    }
# Said when Escape puts a carried end back. $kind: ladder or snake; $from, $to: the jump's squares.
design-put-back =
    { $kind ->
        [ladder] Zurückgebracht: Leiter { $from } → { $to } ist unverändert.
       *[snake] Zurückgebracht: Schlange { $from } → { $to } ist unverändert.
    }

# (end of the designer)

## The element and playing (www/widget/, www/tasks/game-session.js, www/tasks/online.js)

# The element's board, for screen readers: what kind of thing it is (said after its label).
widget-board-role = Spielbrett
# The element's board, for screen readers, until a board is read (then its size, snakes and ladders).
widget-board-label = Spielbrett für Leitern und Schlangen
# Where the element's board will be, while it loads.
widget-loading = Spielbrett wird geladen …
# The element's button that throws the die (play mode).
widget-roll = Würfeln
# The element's button that starts a new game with fresh dice (play mode).
widget-new-game = Neue Partie
# The element's list of players and their squares, for screen readers.
widget-players-label = Spieler
# The element's row of buttons, for screen readers.
widget-controls-label = Steuerung
# Under an error in the element, when a board was on show before it.
widget-error-kept = Das Widget zeigt weiter das letzte gültige Spielbrett und die letzten gültigen Einstellungen (seine Standardwerte, wo es keine gab).
# The element's error when its board attribute holds no board it can read. $detail: the core's reason.
widget-error-board-invalid = Das Attribut board enthält ein ungültiges Spielbrett: { $detail }
# The element's error about its board attribute. $error: the core's message.
widget-error-board = Das Attribut board: { $error }
# The element's error when the text inside it (no board attribute) is no board it can read. $detail: the core's reason.
widget-error-text-invalid = Der Text des Elements enthält ein ungültiges Spielbrett: { $detail }
# The element's error about the text inside it. $error: the core's message.
widget-error-text = Der Text des Elements: { $error }
# The element's error when its program (WebAssembly) did not load. $error: the browser's reason, in English.
widget-core-failed = Der WebAssembly-Kern konnte nicht geladen werden: { $error }
# The element's error when play mode's own code did not load. $error: the browser's reason, in English.
widget-play-failed = Das Spiel konnte nicht geladen werden: { $error }
# The element's error when solve mode's answer (its card's code) did not load. $error: the browser's reason, in English.
widget-answer-failed = Die Antwort konnte nicht geladen werden: { $error }
# The element's error for a mode attribute it does not know. $modes: the modes there are, listed as "a, b or c"; $mode: what was given.
widget-mode-bad = mode muss { $modes } sein, nicht „{ $mode }“
# The element's error for a speed attribute out of range. $max: the fastest (20); $speed: what was given.
widget-speed-bad = speed muss eine Zahl über 0 und höchstens { $max } sein (1 ist normal), nicht „{ $speed }“
# The element's error for a players attribute that is a number but no count (3.5, -2). $players: what was given.
widget-players-bad = players muss eine Anzahl Spieler oder durch Kommas getrennte Namen sein, nicht „{ $players }“
# The element's error for a board too big to draw. $size: its squares; $max: the most the element draws.
widget-too-big = dieses Spielbrett hat { $size } Felder; das Widget zeichnet Spielbretter mit bis zu { $max } Feldern (der Befehl snakes löst größere)
# The element's error for a text with no board in it.
widget-no-board-in-text = der Text enthält kein Spielbrett
# Above the element's board while a long board text is read. $count: its characters.
widget-work-reading = { $count } Zeichen Spielbrett-Text werden gelesen …
# Above the element's board while a big board is solved. $size: its squares.
widget-work-solving = Das Spielbrett mit { $size } Feldern wird gelöst …
# Above the element's board while a board is generated from its size, snakes and ladders.
widget-work-building = Ein Spielbrett wird gebaut …
# The element's error when the designer's code did not load (design mode). $error: the browser's reason.
widget-design-failed = der Editor konnte nicht geladen werden: { $error }
# The element's error when the analysis code did not load (analyze mode). $error: the browser's reason.
widget-analysis-failed = die Analyse konnte nicht geladen werden: { $error }
# The element's error when the search's code did not load (bfs mode). $error: the browser's reason.
widget-search-failed = die Ansicht der Suche konnte nicht geladen werden: { $error }
# The element's card with the fewest throws (solve mode), for screen readers.
widget-solve-label = Die wenigsten Würfe
# The element's card with a game's length (analyze mode), for screen readers.
widget-analysis-label = Wie lange dauert eine Partie?
# The element's designer card (design mode), for screen readers.
widget-design-label = Spielbrett gestalten
# The strip before square 1 on the element's board, when players start off the board (narrow).
widget-start-off = Start
# The strip before square 1 on the element's board, when players start off the board (wide).
widget-start-off-long = Start, außerhalb des Spielbretts
# The strip before square 1 on the element's board, when players start on square 1 (narrow).
widget-start-one = Start: Feld 1
# The strip before square 1 on the element's board, when players start on square 1 (wide).
widget-start-one-long = Die Spieler beginnen auf Feld 1
# Said to screen readers when the element starts a new game. $names: the players, listed; $name: who throws first.
widget-new-game-said = Neue Partie: { $names }. { $name } ist an der Reihe.
# A player in the element's list, before their first throw. $name: the player.
widget-player-at-start = { $name }: Start
# A player in the element's list. $name: the player; $square: the square their token is on.
widget-player-on = { $name }: Feld { $square }
# The element's status line once a game is won. $name: the winner.
widget-wins = { $name } gewinnt!
# The element's status line: whose turn it is. $name: the player.
widget-to-roll = { $name } ist an der Reihe
# Said to screen readers after the winning move. $move: the move in words (a sentence); $count: the throws in the game.
widget-game-over-said = { $move } Partie nach { $count ->
        [one] { $count } Wurf
       *[other] { $count } Würfen
    } beendet.
# The caption of the element's table of a finished game.
widget-ranking-caption = Endstand: die Würfe jedes Spielers, die erklommenen Leitern und die getroffenen Schlangen.
# Play with others in the element: why a room cannot be opened yet.
widget-room-no-board = Es gibt noch kein Spielbrett zum Spielen.
# Play with others in the element: its trackers attribute is wrong. $error: why (a room-why-tracker- message).
widget-trackers-bad = trackers: { $error }

# Play with others, the start form: what it is.
online-form-help = Alle spielen auf dem eigenen Handy, Tablet oder Computer und sehen dieselben Würfel. Die Geräte sprechen direkt miteinander; nichts von der Partie läuft über einen Server.
# Play with others, the start form: the label of the name box.
online-name-label = Name
# Play with others, the start form: the button that opens a new room.
online-create = Raum eröffnen
# Play with others, the start form: the label of the box for a room's code.
online-code-label = Oder einem Raum mit seinem Code beitreten
# Play with others, the start form: an example of a room's code, in the empty box (keep the code as it is).
online-code-placeholder = z. B. k7m-q2x
# Play with others, the start form: the button that joins the room of the code typed.
online-join = Beitreten
# Play with others, the start form: a checkbox.
online-watch-label = Zum Zuschauen beitreten, ohne Platz
# Play with others, the start form: what was typed is no room code. $code: what was typed.
online-code-bad = „{ $code }“ ist kein Raumcode: sechs Buchstaben und Ziffern, wie der Bildschirm des Gastgebers sie zeigt.
# Play with others, the start form: Create or Join pressed with no name.
online-name-missing = Zuerst den Namen eingeben: Die anderen sehen ihn neben der eigenen Spielfigur.
# Play with others: a folding part of the start form, for the network's settings.
online-network = Netzwerk
# Play with others, Network: the label of the box of tracker addresses.
online-trackers-label = Tracker, die die Geräte miteinander bekannt machen
# Play with others, Network: help under the box.
online-trackers-help = WebSocket-Adressen (wss://…), eine pro Zeile; leer für die öffentlichen. Eine Schule kann einen eigenen betreiben (den Server bittorrent-tracker). Alle Geräte in einem Raum brauchen dieselben.
# Play with others, Network: the button that keeps the addresses typed.
online-trackers-save = Diese verwenden
# Play with others, Network: the addresses were refused. $reason: why (a room-why-tracker- message).
online-trackers-refused = Nicht geändert: { $reason }.
# Play with others, Network: the addresses were kept.
online-trackers-saved = Gespeichert: Räume werden über diese Tracker gefunden.
# Play with others, Network: the box was emptied, so the public trackers are used.
online-trackers-saved-public = Gespeichert: Räume werden über die öffentlichen Tracker gefunden.
# Play with others: while a room is being opened. $code: the room's code.
online-opening = Raum { $code } wird geöffnet …
# Play with others: the room could not be opened. $error: why (in English).
online-open-failed = Der Raum konnte nicht geöffnet werden ({ $error }).
# Said to screen readers: a room was created. $code: the room's code.
online-opened = Raum { $code } ist offen: seinen Link oder Code teilen.
# Said to screen readers: joining a room. $code: the room's code.
online-joining = Beitritt zu Raum { $code } …
# Said to screen readers: this device left its room.
online-left = Der Raum wurde verlassen.
# Play with others, in the room: before the room's code.
online-room = Raum
# Play with others, in the room: the button that copies the room's link.
online-copy = Link kopieren
# Play with others, in the room: after Copy link.
online-copied = Link kopiert.
# Play with others, in the room: the link could not be copied.
online-copy-failed = Den Link unten kopieren.
# Play with others, in the room (in the element, which has no link of its own): under the code.
online-join-by-code = Die anderen treten mit diesem Code bei.
# Play with others, in the room: the button that leaves it.
online-leave = Raum verlassen
# Play with others, in the room: the row of emoji buttons, for screen readers.
online-reactions-label = Eine Reaktion senden
# Play with others, in the room: an emoji button, for screen readers. $emoji: the emoji.
online-react = { $emoji } senden
# Play with others, in the room: the list of what happened, for screen readers.
online-log-label = Was im Raum geschah
# Play with others, the room's log: someone sent an emoji. $name: who; $emoji: the emoji.
online-reaction = { $name }: { $emoji }
# Play with others, the room's log: a message was refused. $from: whose (a name, or room-why-from-stranger or room-why-from-peer); $reason: why (a room-why- message, or an online-check- one).
online-refused = Abgelehnt von { $from }: { $reason }.
# Play with others, the room's log: the room's board could not be put on screen. $error: why.
online-board-failed = Das Spielbrett des Raums konnte nicht angezeigt werden ({ $error }).
# Play with others, the room's log: a game in progress was replayed on this device. $count: the throws so far.
online-replayed = Die Partie bisher: { $count ->
        [one] { $count } Wurf, nachgespielt und geprüft
       *[other] { $count } Würfe, nachgespielt und geprüft
    }.
# Play with others, the room's log: the game begins.
online-drawn = Die Würfel sind ausgelost: Die Partie beginnt.
# Play with others, a seat: the host's name. $name: the player.
online-seat-host = { $name } (Gastgeber)
# Play with others, a seat: this device's player. $name: the player.
online-seat-you = { $name } (dieses Gerät)
# Play with others, a seat: this device's player, who is the host. $name: the player.
online-seat-host-you = { $name } (Gastgeber, dieses Gerät)
# Play with others, a seat: the player's device is connected.
online-seat-here = da
# Play with others, a seat: the player's device is not connected.
online-seat-away = weg
# Play with others: someone watching whose device is not connected. $name: who.
online-watcher-away = { $name } (weg)
# Play with others: who watches without a seat. $names: their names, listed.
online-watching = Es schauen zu: { $names }.
# Play with others, on the host's device: the board and rules chosen. $summary: them in words.
online-setup-yours = Gewählt: { $summary }
# Play with others, on a guest's device: the board and rules chosen. $summary: them in words.
online-setup-hosts = Der Gastgeber hat gewählt: { $summary }
# Play with others, on a guest's device: waiting to be let in.
online-waiting-let-in = Warten auf Einlass durch den Gastgeber …
# Play with others, on a guest's device: nobody has answered. $code: the room's code; $seconds: how long.
online-no-answer = In Raum { $code } hat seit { $seconds } s niemand geantwortet. Den Code prüfen und ob die Seite des Gastgebers noch offen ist; den Raum verlassen, um einen anderen Code einzugeben.
# Play with others, on the host's device: the button that starts the game.
online-start = Partie starten
# Play with others, on the host's device: alone in the room.
online-waiting-join = Warten, bis jemand beitritt. Spielbrett oder Regeln jetzt ändern: Der Raum sieht sie vor dem ersten Wurf.
# Play with others, on the host's device: others have joined.
online-ready = Alle sehen das Spielbrett und die Regeln oben. Die Würfel werden gemeinsam ausgelost, beim Start.
# Play with others, on a guest's device. $host: the host's name.
online-waiting-start = Warten, bis { $host } die Partie startet.
# Play with others, on a guest's device, the host's name not known yet.
online-waiting-start-host = Warten, bis der Gastgeber die Partie startet.
# Play with others: while the dice are drawn. $seconds: the seconds left.
online-drawing = Die Würfel werden ausgelost: Das Gerät jedes Spielers steuert ein Geheimnis bei, versiegelt, bevor eines gezeigt wird (noch { $seconds } s).
# Play with others, on the host's device after a game: the button for another.
online-again = Noch einmal spielen
# Play with others, on the host's device after a game: help beside Play again.
online-again-help = Dieselben Spieler, dasselbe Spielbrett und dieselben Regeln, mit neu ausgelosten Würfeln.
# Play with others, the status line: this device's turn, again. $name: its player.
online-turn-you-again = { $name }, noch einmal würfeln.
# Play with others, the status line: this device's turn. $name: its player.
online-turn-you = { $name } ist dran: „Würfeln“ drücken.
# Play with others, the status line: the player is away; the host throws for them soon. $name: the player; $seconds: when.
online-turn-away-in = { $name } ist weg: Der Gastgeber würfelt für { $name } in { $seconds } s.
# Play with others, the status line: the player is away; the host throws for them now. $name: the player.
online-turn-away-now = { $name } ist weg: Der Gastgeber würfelt jetzt für { $name }.
# Play with others, the status line: another device's turn. $name: its player.
online-turn-other = { $name } ist an der Reihe, auf dem eigenen Gerät.
# Play with others, the status line: another device's turn, again. $name: its player.
online-turn-other-again = { $name } würfelt noch einmal, auf dem eigenen Gerät.
# Play with others, the status line on the host's device: this device won. $name: its player.
online-won-you-host = Gewonnen, { $name }! Für eine weitere Partie „Noch einmal spielen“ (im Raum) drücken.
# Play with others, the status line on a guest's device: this device won. $name: its player.
online-won-you = Gewonnen, { $name }! Der Gastgeber kann eine weitere Partie starten.
# Play with others, the status line on the host's device: another won. $name: the winner.
online-won-host = { $name } hat gewonnen! Für eine weitere Partie „Noch einmal spielen“ (im Raum) drücken.
# Play with others, the status line on a guest's device: another won. $name: the winner.
online-won = { $name } hat gewonnen! Der Gastgeber kann eine weitere Partie starten.
# Play with others: the room's board and rules in words, its first sentence. $size: squares; $ladders, $snakes: how many.
online-summary-board = { $size } Felder, { $ladders ->
        [one] { $ladders } Leiter
       *[other] { $ladders } Leitern
    } und { $snakes ->
        [one] { $snakes } Schlange
       *[other] { $snakes } Schlangen
    }.
# Play with others: the room's house rules, its last sentence. $rules: them, listed.
online-summary-house = Hausregeln: { $rules }.
# Play with others: the room plays by no house rule.
online-summary-no-house = Hausregeln: keine.
# Play with others: a house rule, in the list.
online-house-knock-off = wer auf einem Mitspieler landet, schickt ihn zurück
# Play with others: a house rule, in the list.
online-house-sixes-again = bei einer Sechs noch einmal würfeln
# Play with others: a house rule, in the list.
online-house-three-sixes = drei Sechsen beenden den Zug
# Play with others: a room's board that this device cannot read.
online-summary-unreadable = ein Spielbrett, das hier nicht gelesen werden kann.
# Play with others: why a room cannot be played here (in the room's log).
online-check-no-board = ein Raum ohne ein annehmbares Spielbrett
# Play with others: why a room cannot be played here.
online-check-no-rules = ein Raum ohne seine Regeln
# Play with others: why a room cannot be played here (the wait for an away player).
online-check-away = eine Wartezeit für Abwesende, die nicht zwischen 1 s und 10 Minuten liegt
# Play with others: why a room cannot be played here. $error: the core's reason.
online-check-unreadable = das Spielbrett des Raums kann nicht gelesen werden ({ $error })
# Play with others, the room's log: a player's device is connected again. $name: the player.
room-notice-back = { $name } ist zurück.
# Play with others, the room's log on the host's device: someone joined to watch, without a seat. $name: who.
room-notice-watching = { $name } schaut zu.
# Play with others, the room's log on the host's device: someone joined and took a seat. $name: who.
room-notice-joined = { $name } ist beigetreten.
# Play with others, the room's log: another player's device is the host now. $name: that player.
room-notice-new-host = { $name } ist jetzt Gastgeber.
# Play with others, the room's log: the host chose another board or other rules.
room-notice-setup-changed = Der Gastgeber hat das Spielbrett oder die Regeln geändert.
# Play with others, the room's log: a player's device is no longer connected. $name: the player.
room-notice-away = { $name } ist weg.
# Play with others, the room's log: the host left, and this device took over as the host.
room-notice-host-here = Der Gastgeber ist gegangen: Dieses Gerät ist jetzt Gastgeber.
# Play with others, the room's log on the host's device: players whose devices did not send their sealed secret for the dice in time. $names: them, listed; $count: how many.
room-notice-no-commitment =
    { $count ->
        [one] { $names } hat das versiegelte Geheimnis nicht rechtzeitig geschickt: Die Würfel werden ohne diesen Spieler neu ausgelost.
       *[other] { $names } haben ihre versiegelten Geheimnisse nicht rechtzeitig geschickt: Die Würfel werden ohne sie neu ausgelost.
    }
# The same, for players whose devices did not show their sealed secret in time. $names: them, listed; $count: how many.
room-notice-no-reveal =
    { $count ->
        [one] { $names } hat das Geheimnis nicht rechtzeitig aufgedeckt: Die Würfel werden ohne diesen Spieler neu ausgelost.
       *[other] { $names } haben ihre Geheimnisse nicht rechtzeitig aufgedeckt: Die Würfel werden ohne sie neu ausgelost.
    }


# Why a room refused a message from another device: each fills $reason of online-refused ("Refused from { $from }: { $reason }.") in the room's log, a phrase without a capital or a full stop. What a device sent is a "message"; the dice's draw is by "commitment" (a sealed secret) and "reveal" (the secret shown).
# Why refused: what arrived was not text.
room-why-not-text = kein Text
# Why refused: a message too long. $characters: its length; $most: the longest taken.
room-why-too-long = eine Nachricht mit { $characters } Zeichen (höchstens { $most })
# Why refused: a message that is not JSON (the form every message has).
room-why-not-json = kein JSON
# Why refused: JSON, but not a message (not an object).
room-why-not-message = keine Nachricht
# Why refused: a message of a kind no device sends. $kind: the kind it names (as sent).
room-why-unknown-kind = keine Nachricht heißt „{ $kind }“
# Why refused: a message of a known kind, but too long for it. $kind: its kind (hello, draw, throw...); $characters: its length.
room-why-kind-too-long = eine „{ $kind }“-Nachricht mit { $characters } Zeichen
# Why refused: the host's room gives a player's place to another device's key. $name: the player.
room-why-place-other-key = ein Raum, der den Platz von { $name } einem anderen Schlüssel gibt
# Why refused: the host's room gives a seat to another player. $seat: the seat's number (1 is the first).
room-why-seat-other-player = ein Raum, der Platz { $seat } einem anderen Spieler gibt
# Why refused: the host's room lacks some of its parts.
room-why-room-parts = eine unvollständige Raum-Nachricht
# Why refused: the host's room lists a member without all of its parts.
room-why-member-parts = ein Mitglied ohne Kennung, Namen, Schlüssel oder Platz
# Why refused: the host's room's seats do not match its members.
room-why-seats-mismatch = Plätze, die nicht zu den Mitgliedern passen
# Why refused: the host's room lists throws that are not whole numbers.
room-why-rolls-not-whole = Würfe, die keine ganzen Zahlen sind
# Why refused: the host's room says the dice are being drawn, without the draw's number or players.
room-why-draw-parts = eine Auslosung ohne ihre Nummer und ihre Spieler
# Why refused: the host's room has no board and rules.
room-why-no-setup = ein Raum ohne sein Spielbrett und seine Regeln
# Why refused: the host's room has a game without the secrets its dice were drawn from.
room-why-no-reveals = eine Partie ohne die aufgedeckten Geheimnisse ihrer Würfel
# Why refused: the host passed on another secret than the one a player sent this device. $name: that player.
room-why-reveal-changed = das Geheimnis von { $name }, das der Gastgeber weitergibt, ist nicht das, das { $name } geschickt hat
# Why refused: the room's game cannot be made on this device. $error: why (the core's message, in this language).
room-why-game-unplayable = die Partie kann hier nicht gespielt werden: { $error }
# Why refused: the room's throws are not what its dice give. $move: the throw's number; $dice: what the dice give; $roll: what the room says.
room-why-throws-not-dice = die Würfe der Partie folgen nicht aus ihren Würfeln (Wurf { $move } ist { $dice }, nicht { $roll })
# Why refused: a throw for a seat whose turn it is not. $seat: the seat's number (1 is the first).
room-why-seat-not-turn = ein Wurf für Platz { $seat }, der nicht am Zug ist
# Why refused: a throw in the name of someone who is not in the room.
room-why-throw-from-nobody = ein Wurf von jemandem, der nicht im Raum ist
# Why refused: a throw with another number than the dice give. $roll: the number sent; $dice: the dice's.
room-why-roll-not-dice = ein Wurf von { $roll }, den die Würfel nicht ergeben haben (sie ergeben { $dice })
# Why refused: a throw without its player's signature.
room-why-unsigned = ein Wurf ohne die Signatur seines Spielers
# Why refused: a throw for a player whose key this device has not had yet. $name: the player.
room-why-no-key = ein Wurf für { $name }, dessen Schlüssel dieses Gerät noch nicht hat
# Why refused: a throw in a player's name that the player did not sign. $name: the player.
room-why-not-signed = ein Wurf, den { $name } nicht signiert hat
# Why refused: a device's greeting (hello) that answers no question of this device's.
room-why-hello-no-challenge = ein Gruß, der auf keine Frage dieses Geräts antwortet
# Why refused: a device's greeting (hello) that its key's holder did not sign for this device. $name: the name it gives.
room-why-hello-not-signed = ein Gruß für „{ $name }“, den der Inhaber seines Schlüssels nicht für dieses Gerät signiert hat (ein anderswo gesehener Gruß oder der Schlüssel eines anderen)
# Why refused: a message that is not a throw, where a throw was expected.
room-why-not-throw = kein Wurf
# Why refused: a throw from someone watching, without a seat.
room-why-spectator = wer zuschaut, würfelt nicht
# Why refused: a throw after the game was won.
room-why-game-over = die Partie ist vorbei
# Why refused: a throw that does not say which move it is.
room-why-no-move = ein Wurf nennt seinen Zug
# Why refused: a throw for a move already made. $move: the move's number.
room-why-move-made = Zug { $move } ist schon gemacht
# Why refused: a throw for a move further on than this game. $move: the move's number; $next: the next move's.
room-why-move-ahead = Zug { $move } ist dieser Partie voraus (als Nächstes kommt Zug { $next })
# Why refused: a throw from a player whose turn it is not.
room-why-not-turn = dieser Spieler ist nicht am Zug
# Why refused: a message of the dice's draw for another room or another draw.
room-why-other-draw = ein anderer Raum oder eine andere Auslosung
# Why refused: a message of the dice's draw from a device that is not drawing. $peer: its id (as sent).
room-why-no-dice-here = „{ $peer }“ lost hier keine Würfel aus
# Why refused: a commitment of the wrong form. $bytes: how many bytes it must be.
room-why-commitment-form = ein versiegeltes Geheimnis ist { $bytes } Bytes in Hexadezimal
# Why refused: a commitment after every commitment was in.
room-why-commitments-closed = zu spät: die versiegelten Geheimnisse sind abgeschlossen
# Why refused: a device's second commitment in the same draw.
room-why-second-commitment = ein zweites versiegeltes Geheimnis
# Why refused: a secret of the wrong form. $bytes: how many bytes it must be.
room-why-secret-form = ein Geheimnis ist { $bytes } Bytes in Hexadezimal
# Why refused: a reveal after the draw ended.
room-why-draw-over = die Auslosung ist vorbei
# Why refused: a reveal before every commitment was in.
room-why-reveal-early = ein aufgedecktes Geheimnis, bevor alle versiegelten Geheimnisse da sind
# Why refused: a reveal with no commitment to open, or a second reveal.
room-why-nothing-to-open = kein versiegeltes Geheimnis zum Öffnen, oder schon geöffnet
# Why refused: a secret that does not match its commitment.
room-why-secret-wrong = das Geheimnis öffnet sein versiegeltes Geheimnis nicht
# Why refused: a message of the dice's draw that is neither a commitment nor a reveal.
room-why-not-draw-message = keine Nachricht der Auslosung
# Why refused: a message of the dice's draw in another device's name.
room-why-draw-other-name = eine Auslosungs-Nachricht im Namen eines anderen
# Why refused: a message of a draw that is over.
room-why-draw-ended = eine Nachricht einer Auslosung, die vorbei ist
# Why refused: the host drew the dice without this device's player, who was there.
room-why-left-out = die Würfel wurden ohne den Spieler dieses Geräts ausgelost, der da war und mitgemacht hat: Dieser Bildschirm folgt dieser Partie nicht (die Seite neu laden, um wieder beizutreten)
# Why refused: a device spoke too much before greeting. $kind: its message's kind (draw, throw...).
room-why-before-hello = eine „{ $kind }“-Nachricht vor dem Gruß
# Why refused: a reaction that is not one of the few offered.
room-why-not-reaction = keine der Reaktionen
# Why refused: a device's greeting (hello) without all of its parts.
room-why-hello-parts = ein Gruß ohne Mitglied, Namen, Zuschauen, Schlüssel, Frage und Beweis
# Why refused: a device's greeting (hello) in this device's own name.
room-why-hello-own-name = ein Gruß im Namen dieses Geräts
# Why refused: a device that claims another player's place with another key. $name: the name it gives; $owner: the player whose place it is.
room-why-wrong-key = „{ $name }“ hat den falschen Schlüssel für den Platz von { $owner } angegeben
# Why refused: a room sent by a device that is not the host.
room-why-not-host = nur der Gastgeber sagt, wer im Raum ist
# Why refused: the host's room has left this device out.
room-why-without-me = ein Raum ohne dieses Gerät
# Why refused: the host's room gives this device's place to another key.
room-why-my-place-other-key = ein Raum, der den Platz dieses Geräts einem anderen Schlüssel gibt
# Why refused: a throw when no game is being played.
room-why-no-game = es läuft keine Partie
# Fills $from of online-refused ("Refused from { $from }: …", worded to fit there): a device that has not said who it is yet.
room-why-from-stranger = einem Gerät, das sich noch nicht vorgestellt hat
# Fills $from of online-refused (as above): a device whose player the room does not list.
room-why-from-peer = einem Gerät
# Play with others, Network (fills $reason of online-trackers-refused, and $error of widget-trackers-bad): a tracker that is no address. $item: what was typed.
room-why-tracker-not-address = „{ $item }“ ist keine Adresse (ein Tracker ist wss://host/ oder ws://host:port/)
# Play with others, Network (as above): an address that is not a WebSocket address. $item: what was typed.
room-why-tracker-not-websocket = „{ $item }“ ist keine WebSocket-Adresse (wss:// oder ws://)
# Why a room cannot be played on this page (fills $reason of online-refused): its rules do not make a page link. $error: why (in this language).
room-why-rules-unreadable = die Regeln des Raums können nicht gelesen werden ({ $error })

# (end of the element and playing)

## Abgelehnte Links und gespeicherte Partien (warum ein Link oder eine gespeicherte Partie nicht gelesen werden konnte)

link-why-tab-only = der Link verweist auf einen Spielbrett-Text von über { $most } Zeichen, den nur der Browser-Tab aufbewahrt, in dem er erstellt wurde; bitte den Text selbst einfügen
link-why-whole-number = „{ $key }“ muss eine ganze Zahl sein, nicht „{ $found }“
link-why-range = „{ $key }“ muss zwischen { $lo } und { $hi } liegen, nicht { $found }
link-why-one-of = „{ $key }“ muss einer dieser Werte sein: { $list }, nicht „{ $found }“
link-why-flag = „{ $key }“ muss 0 oder 1 sein, nicht „{ $found }“
link-why-unreadable = die Einstellungen des Links sind nicht lesbar
link-why-unknown-setting = der Link enthält eine Einstellung „{ $key }“, die die Seite nicht kennt
link-why-board-too-long = das Spielbrett im Link ist länger als { $most } Zeichen
link-why-two-squares = ein Spielbrett braucht mindestens 2 Felder
link-why-randomness = „random“ muss zwischen 0 und 1 liegen, nicht „{ $found }“
link-why-players = eine Partie braucht { $least } bis { $most } Spieler
link-why-player = ein Spieler wird als „h:Name“ oder „c:Name“ geschrieben, nicht „{ $found }“
link-why-room = der Raumcode „{ $found }“ besteht nicht aus sechs Buchstaben und Ziffern eines Raums
link-why-language = die Sprache „{ $found }“ des Links gehört nicht zu denen der Seite ({ $list })
saved-why-shape = unerwarteter Aufbau
saved-why-json = es ist kein gültiges JSON
saved-why-players = unerwarteter Aufbau: eine Partie hat { $least } bis { $most } Spieler
saved-why-player = unerwarteter Aufbau: jeder Spieler braucht einen Namen und einen Typ
saved-why-name = unerwarteter Aufbau: der Name eines Spielers hat 1 bis { $most } Zeichen
saved-why-rules = unerwarteter Aufbau: diese Regeln stellt die Seite nicht ein
saved-why-flag = unerwarteter Aufbau: „{ $key }“ muss true oder false sein
saved-why-moves = ihr fehlen der Seed und die Zahl der Züge, um sie nachzuspielen

# (end of the links and saved games refused)

## The core's messages (errors, warnings and narration, by code)

# Text that could not be read as a board. Fills in: $column, $detail, $format, $line.
core-error-parse = Spielbrett im Format { $format }, Zeile { $line }, Spalte { $column }: { $detail }
# A board that breaks a world rule. Fills in: $detail.
core-error-invalid-board = ungültiges Spielbrett: { $detail }
# Chained jumps that never come to rest; `cycle` lists its squares. Fills in: $cycle, $first.
core-error-jump-cycle = die Sprünge bilden einen Zyklus, wenn man der Kette folgt: { $cycle } -> { $first } (nach einem Sprung anhalten oder den Zyklus aufbrechen)
# A long cycle, by its ends and length. Fills in: $count, $head, $tail.
core-error-cycle-long = { $head } -> ... -> { $tail } ({ $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    })
# A rule option or parameter out of range or unknown. Fills in: $detail.
core-error-invalid-option = ungültige Option: { $detail }
# Input beyond a documented limit. Fills in: $detail.
core-error-limit = Grenze überschritten: { $detail }
# A world the builder cannot make. Fills in: $detail.
core-error-generate = diese Welt lässt sich nicht erzeugen: { $detail }
# A game action not possible now. Fills in: $detail.
core-error-game = Partie: { $detail }
# A jump that leads down. Fills in: $from, $to.
core-jump-snake = Schlange { $from } -> { $to }
# A jump that leads up. Fills in: $from, $to.
core-jump-ladder = Leiter { $from } -> { $to }
# A jump with a square off the board. Fills in: $jump, $size, $square.
core-board-square-outside = { $jump }: Feld { $square } liegt außerhalb des Spielbretts 1..{ $size }
# A jump to its own square. Fills in: $square.
core-board-jump-to-itself = ein Sprung von Feld { $square } auf sich selbst führt nirgendwohin
# A jump from the last square. Fills in: $jump, $size.
core-board-from-last = { $jump } beginnt auf dem letzten Feld { $size }: Mit einer Schlange dort kann niemand gewinnen, und eine Leiter dort führt nirgendwohin
# The same jump twice. Fills in: $jump.
core-board-jump-twice = { $jump } kommt zweimal vor
# Two jumps from one square. Fills in: $first, $second, $square.
core-board-two-starts = auf Feld { $square } beginnen zwei Sprünge ({ $first } und { $second }): Ein Feld trägt nur einen Schlangenkopf oder einen Leiterfuß
# A snake that does not go down. Fills in: $from, $to.
core-board-snake-not-down = die Schlange { $from } -> { $to } führt nicht nach unten: Der Kopf einer Schlange muss über ihrem Schwanz liegen
# A ladder that does not go up. Fills in: $from, $to.
core-board-ladder-not-up = die Leiter { $from } -> { $to } führt nicht nach oben: Der Fuß einer Leiter muss unter ihrem oberen Ende liegen
# A width out of range. Fills in: $columns, $max.
core-board-columns = ein Spielbrett muss 1 bis { $max ->
        [one] { $max } Spalte
       *[other] { $max } Spalten
    } breit sein, nicht { $columns }
# A board under 2 squares. Fills in: $size.
core-board-too-small = ein Spielbrett braucht mindestens 2 Felder, nicht { $size }
# A board over the largest size. Fills in: $max, $size.
core-board-too-big = ein Spielbrett hat höchstens { $max ->
        [one] { $max } Feld
       *[other] { $max } Felder
    }, nicht { $size }
# One jump ends where another starts. Fills in: $first, $second, $square.
core-warning-chain = Kette: { $first } endet, wo { $second } beginnt (Feld { $square })
# Two jumps end on one square. Fills in: $first, $second, $square.
core-warning-shared-end = gemeinsames Ende: { $first } und { $second } enden beide auf Feld { $square }
# Where in a text: a line and column. Fills in: $column, $line.
core-place-line = Zeile { $line }, Spalte { $column }
# What was found: the end of the text.
core-found-end-of-text = das Ende des Texts
# What was found: the end of a line.
core-found-end-of-line = das Zeilenende
# Something else than what a reader expected; `expected` (a message) says what it wanted. Fills in: $expected, $found.
core-parse-expected = erwartet wurde { $expected }, gefunden wurde { $found }
# A number too large for a square. Fills in: $found, $max.
core-parse-too-large = erwartet wurde eine Zahl bis { $max }, gefunden wurde { $found }
# A HackerRank count over its limit; `what` (a message) names what is counted. Fills in: $column, $count, $limit, $line, $what.
core-hackerrank-count = Spielbrett im Format hackerrank, Zeile { $line }, Spalte { $column }: höchstens { $limit } { $what }, nicht { $count }
# A HackerRank input of no test case.
core-hackerrank-no-cases = erwartet wurde mindestens 1 Testfall, gefunden wurden 0
# Too many boards to write as HackerRank test cases. Fills in: $count, $max.
core-hackerrank-cases = das Format hackerrank fasst höchstens { $max ->
        [one] { $max } Testfall
       *[other] { $max } Testfälle
    }, nicht { $count }
# A board of another size than 100 to write as HackerRank. Fills in: $size.
core-hackerrank-size = das Format hackerrank fasst nur Spielbretter mit 100 Feldern; dieses Spielbrett hat { $size ->
        [one] { $size } Feld
       *[other] { $size } Felder
    }
# Too many ladders or snakes (`what`) to write as HackerRank. Fills in: $count, $max, $what.
core-hackerrank-jumps = das Format hackerrank fasst höchstens { $max } { $what ->
        [snakes] Schlangen
        [ladders] Leitern
       *[other] { $what }
    } pro Spielbrett; dieses Spielbrett hat { $count }
# A JSON text that ended inside the board object; `reason` (a message) is the JSON reader's. Fills in: $reason.
core-json-eof = erwartet wurde der Rest des Spielbrett-Objekts, gefunden wurde das Ende des Texts ({ $reason })
# Text after the board object. Fills in: $found.
core-json-trailing = erwartet wurde nach dem Spielbrett-Objekt das Ende des Texts, gefunden wurde { $found }
# A JSON syntax error; `reason` (a message) is the JSON reader's, "expected ...". Fills in: $found, $reason.
core-json-expected = { $reason }, gefunden wurde { $found }
# Another JSON syntax error; `reason` (a message) is the JSON reader's. Fills in: $reason.
core-json-syntax = { $reason }
# A value of the wrong type; `found` (a message, or null) and `expected` (a message) describe it and the right one. Fills in: $expected, $found.
core-json-invalid-type = ungültiger Typ: { $found }, erwartet wurde { $expected }
# A number that is not a square number; `found` and `expected` are messages. Fills in: $expected, $found.
core-json-invalid-value = ungültiger Wert: { $found }, erwartet wurde { $expected }
# A pair of the wrong length; `expected` is a message. Fills in: $expected, $found.
core-json-invalid-length = ungültige Länge: { $found }, erwartet wurde { $expected }
# A pair with a third number.
core-json-third-number = erwartet wurde ein Paar [from, to] aus Feldnummern, gefunden wurde eine dritte Zahl
# A key given twice. Fills in: $key.
core-json-duplicate-key = Schlüssel `{ $key }` kommt doppelt vor
# A null size.
core-json-null-size = "size" ist null: Die Anzahl der Felder angeben oder den Schlüssel weglassen, um 100 Felder zu erhalten
# A key one letter or so from a board key, which would be ignored. Fills in: $key, $known.
core-json-near-key = unbekannter Schlüssel „{ $key }“: meinten Sie „{ $known }“? (andere Schlüssel werden übergangen, sein Wert ginge also verloren)
# What was wrong, and in which key's value ("\"snakes\": invalid type: null, ..."). Fills in: $place, $reason.
core-json-in = { $place }: { $reason }
# Where in a JSON board: the `number`th snake pair. Fills in: $number.
core-place-json-snake = Paar Nr. { $number } in "snakes"
# Where in a JSON board: the `number`th ladder pair. Fills in: $number.
core-place-json-ladder = Paar Nr. { $number } in "ladders"
# A LeetCode grid with too few rows. Fills in: $found, $n.
core-leetcode-rows = { $n ->
        [one] erwartet wurde { $n } Reihe
       *[other] erwartet wurden { $n } Reihen
    } (ein Raster ist n x n groß, und seine Reihen haben { $n ->
        [one] { $n } Zelle
       *[other] { $n } Zellen
    }), gefunden wurde { $found }
# A LeetCode grid with too many rows. Fills in: $found, $n.
core-leetcode-grid-end = erwartet wurde „]“ als Abschluss eines Rasters aus { $n ->
        [one] { $n } Reihe
       *[other] { $n } Reihen
    } (seine Reihen haben { $n ->
        [one] { $n } Zelle
       *[other] { $n } Zellen
    }), gefunden wurde { $found }
# A LeetCode row longer than the first. Fills in: $found, $n, $row.
core-leetcode-row-end = erwartet wurde „]“ als Abschluss von Reihe { $row } nach { $n ->
        [one] { $n } Zelle
       *[other] { $n } Zellen
    } wie in der ersten Reihe, gefunden wurde { $found }
# A LeetCode row shorter than the first. Fills in: $found, $n, $row.
core-leetcode-row-short = { $n ->
        [one] erwartet wurde { $n } Zelle
       *[other] erwartet wurden { $n } Zellen
    } in Reihe { $row } wie in der ersten Reihe, gefunden wurde { $found }
# A LeetCode grid over the largest width. Fills in: $column, $line, $max.
core-leetcode-too-wide = Spielbrett im Format leetcode, Zeile { $line }, Spalte { $column }: Ein Raster ist höchstens { $max } x { $max } groß (10^7 Felder)
# A board to write as LeetCode whose size is not a square number. Fills in: $size.
core-leetcode-not-square = das Format leetcode fasst nur Spielbretter aus n x n Feldern; { $size }, die Anzahl der Felder dieses Spielbretts, ist keine Quadratzahl
# A size or columns line given twice; `what` is the keyword. Fills in: $line, $what.
core-parse-given-twice = { $what } ist zweimal angegeben (zuerst in Zeile { $line })
# A native grid over the largest board. Fills in: $column, $columns, $line, $max, $rows, $squares.
core-native-grid-too-big = Spielbrett im Format native, Zeile { $line }, Spalte { $column }: Das Raster { $rows } x { $columns } hat { $squares ->
        [one] { $squares } Feld
       *[other] { $squares } Felder
    }; ein Spielbrett hat höchstens { $max }
# A native grid that does not fit the size given. Fills in: $columns, $fit, $place, $rows, $size.
core-native-grid-misfit = Spielbrett im Format native, { $place }: Das Raster { $rows } x { $columns } passt nicht zur Größe { $size }: Bei einer Breite von { $columns ->
        [one] { $columns } Spalte
       *[other] { $columns } Spalten
    } { $size ->
        [one] füllt { $size } Feld
       *[other] füllen { $size } Felder
    } { $fit ->
        [one] { $fit } Reihe
       *[other] { $fit } Reihen
    }
# A native jump without its end. Fills in: $found, $from.
core-native-jump-end = erwartet wurde das Feld, zu dem der Sprung von { $from } führt, wie in „{ $from } -> 6“, gefunden wurde { $found }
# Expected: the end of the line after `what` (a message: the size, the number of ladders...). Fills in: $what.
core-parse-line-end-after = { $what } und danach das Zeilenende
# Native format: what the line ended after (`parse.line_end_after`), the `size` line's number.
core-native-the-size = die Größe
# Native format: what the line ended after, the `columns` line's number.
core-native-the-columns = die Spaltenzahl
# Native format: what the line ended after, a `grid R x C` line.
core-native-the-grid = die Rasterangabe
# Native format, expected: the number after the keyword `size`.
core-native-size-number = die Anzahl der Felder nach „size“
# Native format, expected: the number after the keyword `columns`.
core-native-columns-number = die Anzahl der Spalten nach „columns“
# Native format, expected: the rows of a `grid` line.
core-native-grid-rows = die Anzahl der Reihen nach „grid“, wie in „grid 10 x 10“
# Native format, expected: the `x` of a `grid` line.
core-native-grid-x = „x“ zwischen Reihen und Spalten, wie in „grid 10 x 10“
# Native format, expected: the columns of a `grid` line.
core-native-grid-columns = die Anzahl der Spalten, wie in „grid 10 x 10“
# Native format, expected: anything at all, in a text of only blanks and comments.
core-native-board = ein Spielbrett (eine Zeile „size N“, Sprünge wie „16 -> 6“ oder beides)
# Native format, expected: a line's statement (the keywords stay as they are).
core-native-statement = „size N“, „columns C“, „grid R x C“ oder ein Sprung wie „16 -> 6“
# Native format, expected: what may follow a jump on its line.
core-native-separator = „,“ oder „;“ vor einem weiteren Sprung, oder das Zeilenende
# Native format, expected: the square after the keyword `kind` (`snake` or `ladder`). Fills in: $kind.
core-native-jump-start = das Feld, auf dem { $kind ->
        [snake] die Schlange
       *[ladder] die Leiter
    } beginnt
# Native format, expected: a jump, after a `,` or `;`.
core-native-jump = ein Sprung wie „16 -> 6“ (oder „snake“/„ladder“ und einer)
# HackerRank, expected: the first line, the count of test cases.
core-hackerrank-number-of-cases = die Anzahl der Testfälle
# HackerRank, expected: the count of `jumps` (`ladders` or `snakes`) of test case `case`. Fills in: $case, $jumps.
core-hackerrank-number-of-jumps = die Anzahl der { $jumps ->
        [snakes] Schlangen
       *[ladders] Leitern
    } in Testfall { $case }
# HackerRank: jump `number` of the `count` `kind` (`ladder` or `snake`) lines of test case `case`. Fills in: $case, $count, $kind, $number.
core-hackerrank-jump = { $kind ->
        [snake] Schlange
       *[ladder] Leiter
    } { $number } von { $count } in Testfall { $case }
# HackerRank, expected: the line of `what` (a message: `hackerrank.jump`), two numbers. Fills in: $what.
core-hackerrank-pair = { $what } in der Form „Start Ziel“
# HackerRank, expected: the first number of `what` (a message: `hackerrank.jump`). Fills in: $what.
core-hackerrank-start-square = das Startfeld von { $what }
# HackerRank, expected: the second number of `what` (a message: `hackerrank.jump`). Fills in: $what.
core-hackerrank-end-square = das Zielfeld von { $what }
# HackerRank, expected: nothing more after the one test case (`count` is 1) the text announced. Fills in: $count.
core-hackerrank-text-end-one = das Ende des Texts nach { $count ->
        [one] { $count } Testfall
       *[other] { $count } Testfällen
    }
# HackerRank, expected: nothing more after the `count` test cases (2 or more) the text announced. Fills in: $count.
core-hackerrank-text-end = das Ende des Texts nach { $count ->
        [one] { $count } Testfall
       *[other] { $count } Testfällen
    }
# HackerRank: what is counted over its limit (`hackerrank.count`'s `what`): test cases.
core-hackerrank-limit-cases = Testfälle
# HackerRank: what is counted over its limit: `jumps` (`ladders` or `snakes`) in one test case. Fills in: $jumps.
core-hackerrank-limit-jumps = { $jumps ->
        [snakes] Schlangen
       *[ladders] Leitern
    } pro Testfall
# LeetCode, expected: a cell of a grid.
core-leetcode-cell = -1 oder eine Feldnummer
# LeetCode, expected: a grid, where there is none.
core-leetcode-grid = ein Raster wie [[-1,-1],[-1,3]]
# LeetCode, expected: what follows row `row` of a grid. Fills in: $row.
core-leetcode-after-row = „,“ oder „]“ nach Reihe { $row }
# LeetCode, expected: the bracket opening row `row`. Fills in: $row.
core-leetcode-row-start = „[“ am Anfang von Reihe { $row }
# LeetCode, expected: what follows a cell of row `row`. Fills in: $row.
core-leetcode-in-row = „,“ oder „]“ in Reihe { $row }
# Ruby, expected: nothing more after the two hashes.
core-ruby-text-end = das Ende des Texts nach dem Hash der Leitern
# Ruby, expected: the `brace` ('{') opening the `hash` (`snakes` or `ladders`) hash; `example` is one. Fills in: $brace, $example, $hash.
core-ruby-hash-start = { $brace } am Anfang des Hashs der { $hash ->
        [snakes] Schlangen
       *[ladders] Leitern
    }, wie in { $example }
# Ruby, expected: what follows a pair of the `hash` (`snakes` or `ladders`) hash; `brace` is '}'. Fills in: $brace, $hash.
core-ruby-hash-next = „,“ oder { $brace } als Abschluss der { $hash ->
        [snakes] Schlangen
       *[ladders] Leitern
    }
# Ruby, expected: a pair's first square in the `hash` (`snakes` or `ladders`) hash; `brace` is '}'. Fills in: $brace, $hash.
core-ruby-square = eine Feldnummer oder { $brace } als Abschluss der { $hash ->
        [snakes] Schlangen
       *[ladders] Leitern
    }
# Ruby, expected: the arrow of a pair after its first square `from`. Fills in: $from.
core-ruby-arrow = „=>“ nach { $from }
# Ruby, expected: a pair's second square, where the jump from `from` lands. Fills in: $from.
core-ruby-leads-to = das Feld, zu dem { $from } führt
# JSON, expected: a whole number (a board's size, a square).
core-json-whole = eine ganze Zahl von 0 bis 4294967295
# JSON, expected: a jump.
core-json-pair = ein Paar [from, to] aus Feldnummern, wie in [16, 6]
# JSON, expected: the list of a board's snakes or ladders.
core-json-a-sequence = eine Liste
# JSON, expected: the board, where the text starts with something else; `example` is one. Fills in: $example.
core-json-board-object = ein Spielbrett-Objekt wie { $example }
# JSON, found: a list (`json.invalid_type`'s `found`).
core-json-sequence = Liste
# JSON, found: an object.
core-json-map = Objekt
# JSON, found: true or false (`value`, as written). Fills in: $value.
core-json-boolean = Wahrheitswert { $value }
# JSON, found: a number with a fraction or exponent (`value`, as written). Fills in: $value.
core-json-float = Gleitkommazahl { $value }
# JSON, found: a whole number (`value`, as written). Fills in: $value.
core-json-integer = ganze Zahl { $value }
# JSON, found: a string (`value`, quoted). Fills in: $value.
core-json-string = Zeichenkette { $value }
# JSON, found: a long string, its first characters (`value`) and its length `count`. Fills in: $count, $value.
core-json-string-cut = Zeichenkette { $value } (gekürzt, { $count } Zeichen)
# A JSON reader's reason (`reason`, a message) and where (`place`). Fills in: $place, $reason.
core-json-reason-at = { $reason } in { $place }
# The JSON reader's reason: the text ended inside a value.
core-json-eof-value = Textende beim Lesen eines Werts
# The JSON reader's reason: the text ended inside a string.
core-json-eof-string = Textende beim Lesen einer Zeichenkette
# The JSON reader's reason: the text ended inside a list.
core-json-eof-list = Textende beim Lesen einer Liste
# The JSON reader's reason: the text ended inside an object.
core-json-eof-object = Textende beim Lesen eines Objekts
# The JSON reader's reason: no value where one belongs.
core-json-expected-value = erwartet wurde ein Wert
# The JSON reader's reason: a misspelt `true`, `false` or `null`.
core-json-expected-ident = erwartet wurde true, false oder null
# The JSON reader's reason: a number written wrong.
core-json-invalid-number = ungültige Zahl
# The JSON reader's reason: a raw control character inside a string.
core-json-control-character = Steuerzeichen (\u0000-\u001F) in einer Zeichenkette
# The JSON reader's reason: a backslash escape that is not one.
core-json-invalid-escape = ungültige Escape-Sequenz
# The JSON reader's reason: half of a surrogate pair.
core-json-lone-surrogate = einzelnes hohes Surrogat in einer Hex-Escape-Sequenz
# The JSON reader's reason: a \u escape cut short.
core-json-hex-end = unerwartetes Ende einer Hex-Escape-Sequenz
# The JSON reader's reason: lists or objects nested too deep.
core-json-recursion-limit = zu tief verschachtelt
# The JSON reader's reason: a comma before a closing bracket.
core-json-trailing-comma = überzähliges Komma
# The JSON reader's reason: no comma or `close` (the bracket closing the list or object). Fills in: $close.
core-json-expected-comma = erwartet wurde `,` oder { $close }
# The JSON reader's reason: an object key that is not a string.
core-json-key-string = der Schlüssel muss eine Zeichenkette sein
# The JSON reader's reason: no colon after a key.
core-json-expected-colon = erwartet wurde `:`
# The JSON reader's reason: more after the value.
core-json-trailing-characters = überzählige Zeichen nach dem Wert
# A saved game's field `key` missing (`save.fields`'s `reason`). Fills in: $key.
core-save-missing = der Eintrag `{ $key }` fehlt
# A saved game's part that is not an object; `found` says what it is. Fills in: $found.
core-save-not-object = ungültiger Typ: { $found }, erwartet wurde ein Objekt
# A saved game's field `key` that is not one; `keys` lists those there are. Fills in: $key, $keys.
core-save-unknown = unbekannter Eintrag `{ $key }`, erwartet wurde einer von `{ $keys }`
# A saved game's field `key` holding `found` (a message) instead of a whole number up to `max`. Fills in: $found, $key, $max.
core-save-not-whole = `{ $key }` ist { $found }, keine ganze Zahl von 0 bis { $max }
# A saved game's field `key` holding `found` instead of a list. Fills in: $found, $key.
core-save-not-list = `{ $key }` ist { $found }, keine Liste
# A saved game's field `key` holding `found` instead of a string. Fills in: $found, $key.
core-save-not-string = `{ $key }` ist { $found }, keine Zeichenkette
# A saved game's field `key` holding `found` instead of true or false. Fills in: $found, $key.
core-save-not-flag = `{ $key }` ist { $found }, weder true noch false
# A saved game's jump of `count` numbers. Fills in: $count.
core-save-jump-length = ein Sprung in `jumps` hat { $count ->
        [one] { $count } Zahl
       *[other] { $count } Zahlen
    }, nicht 2
# An option (`js.option_wrong`'s `expected`): a boolean.
core-expect-true-or-false = true oder false
# An option: a string.
core-expect-string = eine Zeichenkette
# An option: an object's property that can be read (a getter threw).
core-expect-readable = lesbar
# An option: the solver's randomness.
core-expect-fraction = eine Zahl von 0 bis 1
# An option: a seed, the largest whole number JavaScript holds exactly.
core-expect-seed = eine ganze Zahl von 0 bis 9007199254740991
# An option: a game's players.
core-expect-players = eine Spielerzahl oder eine Liste von Namen
# An option: a range.
core-expect-range = [lo, hi], zwei Zahlen
# An option: a range of expected throws, or one number of them.
core-expect-range-or-number = [lo, hi], zwei Zahlen, oder eine einzelne Zahl von Würfen
# An option: a number of games to simulate.
core-expect-games = eine ganze Zahl von Partien
# A simulation's argument (`js.whole`'s `what`): the number of its first game.
core-js-first-game = die Nummer der ersten Partie
# A simulation's argument (`js.whole`'s `what`): how many games.
core-js-game-count = die Anzahl der Partien
# A format name that is not one. Fills in: $formats, $found.
core-format-unknown = das Format muss eines der folgenden sein: { $formats }; nicht „{ $found }“
# A text that holds no board.
core-parse-no-board = erwartet wurde ein Spielbrett
# A text over the largest length. Fills in: $max, $size.
core-format-text-too-long = der Text eines Spielbretts hat höchstens { $max } Byte (64 MiB), dieser hat { $size }
# Several boards to write in a format of one board. Fills in: $count, $format.
core-format-one-board = das Format { $format } fasst genau ein Spielbrett, nicht { $count }
# No board to write. Fills in: $format.
core-format-no-board = nichts zu schreiben: Das Format { $format } braucht mindestens ein Spielbrett
# More jumps than a board has squares, while reading. Fills in: $column, $format, $limit, $line.
core-parse-too-many-jumps = Spielbrett im Format { $format }, Zeile { $line }, Spalte { $column }: mehr als { $limit ->
        [one] { $limit } Sprung
       *[other] { $limit } Sprünge
    } auf einem Spielbrett mit höchstens { $limit ->
        [one] { $limit } Feld
       *[other] { $limit } Feldern
    } (auf einem Feld beginnt höchstens ein Sprung)
# More jumps than the board has squares. Fills in: $count, $place, $size.
core-board-too-many-jumps = { $place }: { $count ->
        [one] { $count } Sprung
       *[other] { $count } Sprünge
    } auf einem Spielbrett mit { $size ->
        [one] { $size } Feld
       *[other] { $size } Feldern
    } (auf einem Feld beginnt höchstens ein Sprung)
# A jump declared a snake that goes up, or a ladder that goes down. Fills in: $jump.
core-board-wrong-way = { $jump } führt in die falsche Richtung
# A message placed in a board's text. Fills in: $detail, $place.
core-place-detail = { $place }: { $detail }
# Where in a board: the format and a place. Fills in: $format, $place.
core-place-board-at = Spielbrett im Format { $format }, { $place }
# Where in a board: the format alone. Fills in: $format.
core-place-board = Spielbrett im Format { $format }
# A message about the second of two jumps, naming where the first is. Fills in: $detail, $first.
core-place-first-at = { $detail } (Position des ersten: { $first })
# A die of too many or no faces. Fills in: $faces, $max.
core-rule-faces = der Würfel muss 1 bis { $max } Seiten haben, nicht { $faces }
# A die's faces that are not a number. Fills in: $found, $max.
core-rule-faces-text = die Anzahl der Seiten muss eine ganze Zahl von 1 bis { $max } sein, nicht „{ $found }“
# A rule name that is not one. Fills in: $found.
core-rule-unknown = unbekannte Regel „{ $found }“ (erwartet: start, overshoot, jumps oder faces)
# A rule value that is not one of its choices; `what` names the rule. Fills in: $choices, $found, $what.
core-rule-choice = { $what } muss einer dieser Werte sein: { $choices }; nicht „{ $found }“
# A throw from a square or with a roll out of range. Fills in: $faces, $from, $roll, $size.
core-throw-range = ein Wurf braucht ein Feld von 0 bis { $size } und eine Augenzahl von 1 bis { $faces }, nicht Feld { $from } und Augenzahl { $roll }
# Too many or no players. Fills in: $count, $max.
core-game-players = eine Partie braucht 1 bis { $max } Spieler, nicht { $count }
# A player's name too long. Fills in: $max, $player.
core-game-name-long = Spieler { $player } hat einen Namen mit mehr als { $max } Zeichen
# A player's name with a control character. Fills in: $player.
core-game-name-control = der Name von Spieler { $player } enthält ein Steuerzeichen
# Three sixes without sixes again.
core-game-three-sixes = die Regel „drei Sechsen hintereinander beenden den Zug“ braucht die Regel „bei einer Sechs noch einmal würfeln“: Ohne sie hat kein Zug zwei Würfe
# A throw after the game was won. Fills in: $winner.
core-game-over = die Partie ist vorbei: { $winner } hat gewonnen
# A game that made its most throws. Fills in: $max.
core-game-moves = eine Partie fasst höchstens { $max ->
        [one] { $max } Wurf
       *[other] { $max } Würfe
    }, und diese hat alle verbraucht, ohne dass jemand gewonnen hat
# A saved game that cannot be restored; `why` says why. Fills in: $why.
core-save-bad = diese gespeicherte Partie lässt sich nicht wiederherstellen: { $why }
# A saved game that is not JSON; `reason` (a message) is the JSON reader's, with its place. Fills in: $reason.
core-save-not-json = sie ist kein gültiges JSON ({ $reason })
# A saved game of another format version. Fills in: $reads, $version.
core-save-version = sie hat die Formatversion { $version }, und dieses Programm liest Formatversion { $reads }
# A saved game without its version.
core-save-no-version = sie hat keine Formatversion "v"
# A saved game without the fields expected; `reason` (a message) names the field. Fills in: $reason.
core-save-fields = ihr fehlen die erwarteten Einträge ({ $reason })
# A saved game of too many moves. Fills in: $max, $moves.
core-save-too-many-moves = sie verzeichnet { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, mehr als die { $max }, die eine Partie haben kann
# A saved game whose board breaks a rule. Fills in: $error.
core-save-board = ihr Spielbrett ist ungültig ({ $error })
# A saved game whose seed is not a number. Fills in: $seed.
core-save-seed = ihr Seed „{ $seed }“ ist keine ganze Zahl
# A saved game with moves after its end. Fills in: $made, $moves.
core-save-won-early = sie verzeichnet { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, aber ihre Partie war schon nach { $made } gewonnen
# A saved game whose check value does not match.
core-save-altered = sie wurde verändert oder beschädigt (ihr Prüfwert passt nicht zur nachgespielten Partie)
# Rules as messages name them (the values are the command's option values). Fills in: $faces, $jumps, $overshoot, $start.
core-rules-words = Start: { $start }, über das Ziel hinaus: { $overshoot }, Sprünge: { $jumps }, { $faces ->
        [one] Würfel mit { $faces } Seite
       *[other] Würfel mit { $faces } Seiten
    }
# No board found; `wanted` and `found` say what was sought and seen. Fills in: $attempts, $found, $rules, $seed, $wanted.
core-world-gave-up = aufgegeben nach { $attempts ->
        [one] { $attempts } versuchten Spielbrett
       *[other] { $attempts } versuchten Spielbrettern
    } (Seeds abgeleitet von { $seed }): keines { $wanted } nach den Regeln ({ $rules }); { $found }
# Sought: a minimum of exactly so many throws. Fills in: $throws.
core-world-wanted-exactly = hat ein Minimum von genau { $throws ->
        [one] { $throws } Wurf
       *[other] { $throws } Würfen
    }
# Sought: a minimum in a range. Fills in: $hi, $lo.
core-world-wanted-range = hat ein Minimum von { $lo } bis { $hi ->
        [one] { $hi } Wurf
       *[other] { $hi } Würfen
    }
# Sought: a finishable board.
core-world-wanted-reach = lässt einen Spieler das letzte Feld erreichen
# Seen: every finishable board had one minimum. Fills in: $throws.
core-world-found-one = jedes, das sich beenden ließ, hatte ein Minimum von { $throws }
# Seen: minimums in a range. Fills in: $hi, $lo.
core-world-found-range = die, die sich beenden ließen, hatten Minima von { $lo } bis { $hi }
# Seen: no finishable board.
core-world-found-none = keines ließ sich beenden
# Seen: as `found`, and some boards not finishable. Fills in: $count, $found.
core-world-found-unfinished = { $found }, und { $count ->
        [one] { $count } ließ sich nicht beenden
       *[other] { $count } ließen sich nicht beenden
    }
# Too many snakes for a board without ladders. Fills in: $most, $size, $snakes.
core-world-too-many-snakes = ein Spielbrett mit { $size ->
        [one] { $size } Feld
       *[other] { $size } Feldern
    } fasst höchstens { $most ->
        [one] { $most } Schlange
       *[other] { $most } Schlangen
    }, wenn es keine Leitern gibt (jedes Ende braucht ein eigenes Feld, und Feld { $size } kann nur das obere Ende einer Leiter sein); verlangt: { $snakes }
# Too many snakes and ladders. Fills in: $asked, $ladders, $most, $size, $snakes.
core-world-too-many-jumps = ein Spielbrett mit { $size ->
        [one] { $size } Feld
       *[other] { $size } Feldern
    } fasst höchstens { $most } Schlangen und Leitern, wenn jedes Ende auf einem eigenen Feld liegt; verlangt: { $asked } ({ $snakes ->
        [one] { $snakes } Schlange
       *[other] { $snakes } Schlangen
    } und { $ladders ->
        [one] { $ladders } Leiter
       *[other] { $ladders } Leitern
    })
# An empty range of minimum throws. Fills in: $hi, $lo.
core-world-min-empty = der Bereich der Mindestwürfe von { $lo } bis { $hi } ist leer (das untere Ende liegt über dem oberen)
# A minimum of 0 throws.
core-world-min-zero = jedes Spielbrett braucht mindestens 1 Wurf bis zum Ziel; ein Minimum von 0 Würfen ist unmöglich
# A minimum below what a die can do without ladders. Fills in: $faces, $floor, $hi, $square.
core-world-min-floor = ohne Leitern braucht ein Würfel mit { $faces ->
        [one] { $faces } Seite
       *[other] { $faces } Seiten
    } mindestens { $floor ->
        [one] { $floor } Wurf
       *[other] { $floor } Würfe
    }, um Feld { $square } zu erreichen; verlangt: höchstens { $hi }
# As `world.min_floor`, when passing the last square wins. Fills in: $faces, $floor, $hi, $square.
core-world-min-floor-pass = ohne Leitern braucht ein Würfel mit { $faces ->
        [one] { $faces } Seite
       *[other] { $faces } Seiten
    } mindestens { $floor ->
        [one] { $floor } Wurf
       *[other] { $floor } Würfe
    }, um Feld { $square } zu erreichen oder zu überschreiten; verlangt: höchstens { $hi }
# An expected length below what a die can do without ladders. Fills in: $advance, $faces, $floor, $hi, $size.
core-world-expected-floor = ohne Leitern kommt ein Würfel mit { $faces ->
        [one] { $faces } Seite
       *[other] { $faces } Seiten
    } im Schnitt { $advance } Felder pro Wurf voran, also dauert eine Partie auf { $size ->
        [one] { $size } Feld
       *[other] { $size } Feldern
    } im Schnitt mindestens { $floor } Würfe, egal wo die Schlangen liegen; verlangt: höchstens { $hi }
# An expected length above what a die can take without snakes. Fills in: $advance, $ceiling, $faces, $lo, $size.
core-world-expected-ceiling = ohne Schlangen geht eine Figur nie zurück: ein Würfel mit { $faces } Seiten kommt im Schnitt { $advance } Felder pro Wurf voran, bis zu den letzten { $faces } Feldern, und beendet von dort jeden Wurf mit einer Chance von mindestens 1 zu { $faces }, also dauert eine Partie auf { $size } Feldern im Schnitt höchstens { $ceiling } Würfe, egal wo die Leitern liegen; verlangt: mindestens { $lo }
# Expected turns that are not a range or a number. Fills in: $found.
core-world-expected-turns = die erwarteten Würfe müssen ein Bereich LO..HI aus zwei Zahlen sein, etwa 30..35, oder eine einzelne Anzahl von Würfen, der man nahekommen will, nicht „{ $found }“
# An average game of no throws. Fills in: $found.
core-world-average = eine durchschnittliche Partie muss eine Anzahl von Würfen über 0 sein, nicht { $found }
# A target of expected throws in a build without the analysis.
core-world-needs-analysis = ein Zielbereich erwarteter Würfe braucht die Analyse, die in diesem Build fehlt (das vollständige Modul oder den Befehl verwenden)
# A range of expected throws out of order. Fills in: $hi, $lo.
core-world-expected-range = der Bereich erwarteter Würfe muss aus zwei Zahlen lo..hi mit 0 <= lo <= hi bestehen, nicht { $lo }..{ $hi }
# An expected length under 1 throw. Fills in: $hi.
core-world-expected-zero = jede Partie dauert mindestens 1 Wurf, daher ist eine erwartete Länge von höchstens { $hi } Würfen unmöglich
# The search stopped by Ctrl-C. Fills in: $evaluations, $hi, $lo.
core-world-stopped = abgebrochen (Strg-C) nach { $evaluations ->
        [one] { $evaluations } versuchten Spielbrett
       *[other] { $evaluations } versuchten Spielbrettern
    }, keines mit einer erwarteten Länge von { $lo } bis { $hi } Würfen
# No board of the expected length found. Fills in: $evaluations, $found, $hi, $ladders, $lo, $rules, $seed, $size, $snakes.
core-world-gave-up-target = aufgegeben nach { $evaluations ->
        [one] { $evaluations } versuchten Spielbrett
       *[other] { $evaluations } versuchten Spielbrettern
    } (ab Seed { $seed }): keines mit { $snakes ->
        [one] { $snakes } Schlange
       *[other] { $snakes } Schlangen
    } und { $ladders ->
        [one] { $ladders } Leiter
       *[other] { $ladders } Leitern
    } auf { $size ->
        [one] { $size } Feld
       *[other] { $size } Feldern
    } hat eine erwartete Länge von { $lo } bis { $hi } Würfen nach den Regeln ({ $rules }); { $found }
# As `world.gave_up_target`, when some boards missed the other demands. Fills in: $evaluations, $found, $hi, $ladders, $lo, $refused, $rules, $seed, $size, $snakes.
core-world-gave-up-target-refused = aufgegeben nach { $evaluations ->
        [one] { $evaluations } versuchten Spielbrett
       *[other] { $evaluations } versuchten Spielbrettern
    } (ab Seed { $seed }) ({ $refused ->
        [one] { $refused } erfüllte die Anforderungen an Mindestwürfe oder Erreichbarkeit nicht
       *[other] { $refused } erfüllten die Anforderungen an Mindestwürfe oder Erreichbarkeit nicht
    }): keines mit { $snakes ->
        [one] { $snakes } Schlange
       *[other] { $snakes } Schlangen
    } und { $ladders ->
        [one] { $ladders } Leiter
       *[other] { $ladders } Leitern
    } auf { $size ->
        [one] { $size } Feld
       *[other] { $size } Feldern
    } hat eine erwartete Länge von { $lo } bis { $hi } Würfen nach den Regeln ({ $rules }); { $found }
# Seen: the closest expected length. Fills in: $expected.
core-world-closest = das am nächsten liegende hatte { $expected } erwartete Würfe
# Seen: no board surely finishable.
core-world-none-sure = keines ließ sich sicher beenden
# Seen: no board meeting the other demands.
core-world-none-met = keines erfüllte die übrigen Anforderungen
# Too many players. Fills in: $max, $players.
core-analysis-players = die Spielerzahl muss 1 bis { $max } sein, nicht { $players }
# Jump values of too large a board. Fills in: $jumps, $max, $size.
core-analysis-jump-values-work = der Wert von { $jumps ->
        [one] { $jumps } Sprung
       *[other] { $jumps } Sprüngen
    } auf einem Spielbrett mit { $size ->
        [one] { $size } Feld
       *[other] { $size } Feldern
    } erfordert ein Lösen des Spielbretts pro Sprung, insgesamt mehr als { $max } Felder
# Occupancy of too many throws. Fills in: $faces, $max, $size, $throws.
core-analysis-occupancy-work = bei { $throws ->
        [one] { $throws } Wurf
       *[other] { $throws } Würfen
    } auf einem Spielbrett mit { $size ->
        [one] { $size } Feld
       *[other] { $size } Feldern
    } und einem Würfel mit { $faces ->
        [one] { $faces } Seite
       *[other] { $faces } Seiten
    } wären mehr als { $max } Felder weiterzurechnen; weniger Würfe anfordern
# An occupancy series of too many numbers. Fills in: $count, $max, $values, $width.
core-analysis-occupancy-values = { $values } Zahlen für { $count ->
        [one] { $count } Verteilung
       *[other] { $count } Verteilungen
    } über { $width ->
        [one] { $width } Feld
       *[other] { $width } Felder
    } sind mehr als { $max }; weniger Würfe anfordern oder die Verteilungen einzeln durchgehen
# The exact knock-off chain of too large a board. Fills in: $max, $size.
core-analysis-knock-off-squares = die exakte Kette für zwei Spieler mit Rauswerfen wird nur für Spielbretter mit höchstens { $max } Feldern gelöst, nicht für { $size }: Stattdessen simulieren
# The exact knock-off chain of too many transitions. Fills in: $entries, $max.
core-analysis-knock-off-entries = die Kette für zwei Spieler mit Rauswerfen hat bei diesem Spielbrett und diesem Würfel { $entries ->
        [one] { $entries } Übergang
       *[other] { $entries } Übergänge
    }, mehr als die { $max }, die exakt gelöst werden: Stattdessen simulieren
# A simulation of too many games. Fills in: $games, $max.
core-simulate-games = höchstens { $max ->
        [one] { $max } Partie
       *[other] { $max } Partien
    } pro Durchlauf, nicht { $games }
# Three sixes without sixes again, in a simulation.
core-simulate-three-sixes = die Regel „drei Sechsen hintereinander beenden den Zug“ braucht die Regel „bei einer Sechs noch einmal würfeln“
# A range of game numbers out of order or too long. Fills in: $end, $first, $max.
core-simulate-range = die Partien { $first }..{ $end } sind kein Bereich von höchstens { $max } Partienummern
# A simulation thread that failed.
core-simulate-thread = ein Simulations-Thread ist fehlgeschlagen
# A workload name that is not one. Fills in: $found, $names.
core-workload-unknown = unbekannte Arbeitslast „{ $found }“ (erwartet: eine von { $names })
# A simulation workload of another size. Fills in: $size.
core-workload-size = die Simulations-Arbeitslasten verwenden das klassische Spielbrett mit 100 Feldern, nicht eines mit { $size ->
        [one] { $size } Feld
       *[other] { $size } Feldern
    }
# A completion script that is not UTF-8.
core-cli-completion-utf8 = das Vervollständigungsskript ist kein UTF-8-Text
# An input file over the largest text. Fills in: $mib.
core-cli-input-too-large = die Eingabe ist größer als { $mib } MiB
# An input that is not UTF-8; `byte` is the byte in hexadecimal. Fills in: $byte.
core-cli-not-utf8 = Byte { $byte } ist kein UTF-8 (das Spielbrett als UTF-8-Text speichern)
# JSON that could not be written. Fills in: $reason.
core-cli-json = JSON kann nicht geschrieben werden: { $reason }
# Rows times columns over a number. Fills in: $columns, $rows.
core-cli-grid-too-many = { $rows } x { $columns } Felder sind zu viele
# Generate without a size.
core-cli-generate-size = generate braucht --size N oder --rows R und --columns C
# Three sixes without sixes.
core-cli-three-sixes = „--three-sixes“ braucht „--sixes“: Drei Sechsen hintereinander beenden einen Zug nur, wenn bei einer Sechs noch einmal gewürfelt wird
# Simulation sums that cannot be read back. Fills in: $reason.
core-js-sums-damaged = die Simulationssummen sind beschädigt: { $reason }
# A count that is not a whole number; `what` (a message) names it. Fills in: $found, $what.
core-js-whole = { $what } muss eine ganze Zahl sein, nicht { $found }
# A count out of range; `what` names it. Fills in: $found, $max, $what.
core-js-whole-range = { $what } muss eine ganze Zahl von 0 bis { $max } sein, nicht { $found }
# A trace limit over its cap. Fills in: $cap, $limit.
core-js-trace-limit = das Limit muss eine ganze Zahl von 0 bis { $cap } sein, nicht { $limit }
# A seed out of range. Fills in: $found, $max.
core-js-seed = der Seed muss eine ganze Zahl von 0 bis { $max } sein, nicht { $found }
# A format the core module does not read. Fills in: $format.
core-js-full-module-format = das Format { $format } wird vom vollständigen Modul (snakes_ladders_full) gelesen und geschrieben, nicht vom Kernmodul, das nur das Format native liest
# The exact fraction asked for (`exact: true`) of the analysis module, which has no big rationals.
core-js-exact-full-module = der exakte Bruch (exact: true) wird vom vollständigen Modul (snakes_ladders_full) berechnet, nicht vom Analysemodul (snakes_ladders_markov), dem die großen rationalen Zahlen fehlen: exact weglassen oder mit dem vollständigen Modul analysieren
# A format the first paint does not read. Fills in: $format.
core-js-paint-format = die erste Darstellung liest nur das Format native; das vollständige Modul liest { $format }
# A text without a board.
core-js-no-board = der Text enthält kein Spielbrett
# Options that are not an object; `what` names whose: `rule`, `game`, `analysis` or `simulation` (a translation words these by a selector), or the method's own name (`solve`, `bfsTrace`, `generate`). Fills in: $found, $what.
core-js-options-object = die Optionen für { $what ->
        [rule] die Regeln
        [game] die Partie
        [analysis] die Analyse
        [simulation] die Simulation
       *[other] { $what }
    } müssen ein Objekt sein, nicht { $found }
# An unknown option; `what` as in `js.options_object`. Fills in: $found, $keys, $what.
core-js-option-unknown = unbekannte Option „{ $found }“ für { $what ->
        [rule] die Regeln
        [game] die Partie
        [analysis] die Analyse
        [simulation] die Simulation
       *[other] { $what }
    } (erwartet: eine von { $keys })
# An option of the wrong kind; `what` as in `js.options_object`, `expected` (a message) describes the right one. Fills in: $expected, $found, $key, $what.
core-js-option-wrong = die Option „{ $key }“ für { $what ->
        [rule] die Regeln
        [game] die Partie
        [analysis] die Analyse
        [simulation] die Simulation
       *[other] { $what }
    } muss { $expected } sein, nicht { $found }
# A list option with a wrong entry; `what` as in `js.options_object`, `expected` (a message) describes the right one. Fills in: $entry, $expected, $found, $key, $what.
core-js-option-entry = die Option „{ $key }“ für { $what ->
        [rule] die Regeln
        [game] die Partie
        [analysis] die Analyse
        [simulation] die Simulation
       *[other] { $what }
    } muss { $expected } sein, aber ihr Eintrag { $entry } ist { $found }
# A whole-number option out of range; `what` as in `js.options_object`. Fills in: $found, $hi, $key, $lo, $what.
core-js-option-whole = die Option „{ $key }“ für { $what ->
        [rule] die Regeln
        [game] die Partie
        [analysis] die Analyse
        [simulation] die Simulation
       *[other] { $what }
    } muss eine ganze Zahl von { $lo } bis { $hi } sein, nicht { $found }
# Too many players' names. Fills in: $count, $max.
core-js-players = eine Partie hat höchstens { $max } Spieler, nicht { $count }
# Rows and columns out of range. Fills in: $columns, $max, $rows.
core-js-grid = { $rows ->
        [one] { $rows } Reihe
       *[other] { $rows } Reihen
    } x { $columns ->
        [one] { $columns } Spalte
       *[other] { $columns } Spalten
    } müssen 2 bis { $max } Felder ergeben
# A world without a size.
core-js-size = size angeben oder sowohl rows als auch columns
# minThrows that is not a range.
core-js-min-throws = minThrows muss [lo, hi] sein, ganze Zahlen mit 0 <= lo <= hi
# Jumps not in pairs.
core-js-jump-pairs = jumps muss aus Paaren [from, to, ...] bestehen
# A move: who threw what, then where the token went (`path`, itself a message). Fills in: $name, $path, $roll.
core-move-moved = { $name } würfelte eine { $roll }: { $path }.
# A throw past the last square under the "stay" rule; `place` says where the token stays. Fills in: $name, $place, $roll.
core-move-too-far = { $name } würfelte eine { $roll }: zu weit, also blieb { $name } { $place }.
# The third highest throw in a row under the sixes-again rule: the turn ends, the token stays at `place`. Fills in: $name, $place, $roll.
core-move-third = { $name } würfelte eine { $roll }: Die dritte { $roll } in Folge beendete den Zug von { $name }, und { $name } blieb { $place }.
# Where a token stays: off the board, before square 1.
core-move-at-start = am Start
# Where a token stays: on a square. Fills in: $square.
core-move-on = auf Feld { $square }
# The walk of a throw from one square to another. Fills in: $from, $to.
core-move-walk = von { $from } auf { $to }
# The walk of a throw from off the board to a square. Fills in: $to.
core-move-walk-from-start = vom Start auf { $to }
# A walk past the last square (`last`) and back, by the "bounce" rule. Fills in: $from, $last, $to.
core-move-bounce = von { $from } bis { $last } und prallte zurück auf { $to }
# The same, from off the board. Fills in: $last, $to.
core-move-bounce-from-start = vom Start bis { $last } und prallte zurück auf { $to }
# What followed a move's walk: `path` so far, then `next` (a ladder, a snake, players sent back). Fills in: $next, $path.
core-move-then = { $path }, { $next }
# After a walk: a ladder taken. Fills in: $to.
core-move-ladder = kletterte eine Leiter hinauf auf { $to }
# After a walk: a snake taken. Fills in: $to.
core-move-snake = rutschte eine Schlange hinunter auf { $to }
# After a walk: the rest of a chain of jumps too long to tell one by one. Fills in: $to.
core-move-chain = folgte der Kette weiter bis { $to }
# The token landed on one other player's square, who goes back to the start (knock-off rule). Fills in: $names.
core-move-knocked-one = landete auf der Figur von { $names }, die zurück zum Start musste
# The token landed on several players (`names`, a list), who go back to the start. Fills in: $names.
core-move-knocked-many = landete auf den Figuren von { $names }, die zurück zum Start mussten
# A list of names: the first ones (`first`), then one more. Fills in: $first, $next.
core-move-names-comma = { $first }, { $next }
# A list of names: all but the last (`first`), and the last. Fills in: $first, $last.
core-move-names-and = { $first } und { $last }
# A winning move (`move`, the sentence), and the win. Fills in: $move, $name.
core-move-wins = { $move } { $name } hat gewonnen!
# A move (`move`) after which the same player throws again (sixes-again rule); "a" before the number in English. Fills in: $move, $name, $roll.
core-move-again = { $move } { $name } würfelte eine { $roll } und darf noch einmal würfeln.
# The same where English says "an" before the number (an 8, an 11, an 18). Fills in: $move, $name, $roll.
core-move-again-an = { $move } { $name } würfelte eine { $roll } und darf noch einmal würfeln.
# A throw that does not move the token (it would pass the last square under the "stay" rule).
core-throw-no-move = kein Zug (er ginge über das Ziel hinaus)
# A throw's walk from one square to the one it lands on. Fills in: $from, $to.
core-throw-walk = { $from } → { $to }
# A throw's walk from off the board. Fills in: $to.
core-throw-walk-from-start = Start → { $to }
# What followed a throw's walk: `path` so far, then `next` (a ladder or a snake). Fills in: $next, $path.
core-throw-then = { $path }, { $next }
# A ladder taken on a throw. Fills in: $to.
core-throw-ladder = Leiter hinauf auf { $to }
# A snake taken on a throw. Fills in: $to.
core-throw-snake = Schlange hinunter auf { $to }
# The average game of one player (`value` throws, a figure) is an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-average-estimate = Der Durchschnitt von { $value } Würfen ist eine Schätzung (bewiesen: zwischen { $lo } und { $hi }).
# The average game of one player (`value` throws) is an estimate with no proven bound. Fills in: $value.
core-analysis-average-unbounded = Der Durchschnitt von { $value } Würfen ist eine Schätzung: Auf diesem Spielbrett ließ sich keine Schranke für ihren Fehler beweisen.
# Several players: the expected rounds (`value`) are an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-rounds-estimate = Die erwarteten Runden ({ $value }) sind eine Schätzung (bewiesen: zwischen { $lo } und { $hi }).
# Several players: the expected rounds (`value`) are an estimate with no proven bound. Fills in: $value.
core-analysis-rounds-unbounded = Die erwarteten Runden ({ $value }) sind eine Schätzung: Auf diesem Spielbrett ließ sich keine Schranke für ihren Fehler beweisen.
# Several players: the expected turns of all players together (`value`) are an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-turns-estimate = Die erwarteten Züge aller Spieler zusammen ({ $value }) sind eine Schätzung (bewiesen: zwischen { $lo } und { $hi }).
# Several players: the expected turns of all players (`value`) are an estimate with no proven bound. Fills in: $value.
core-analysis-turns-unbounded = Die erwarteten Züge aller Spieler zusammen ({ $value }) sind eine Schätzung: Auf diesem Spielbrett ließ sich keine Schranke für ihren Fehler beweisen.
# A percentile is an estimate: `games` (a share of the games, a message) are over after about `throws` throws; `known` (a message) is what is proven of it. Fills in: $games, $known, $throws.
core-analysis-percentile-estimate = { $games }: nach etwa { $throws } Würfen vorbei, eine Schätzung (bewiesen: { $known }).
# A percentile is not known: when `games` (a share of the games, a message) are over; `known` is what is proven, `why` (a message) why no more is known. Fills in: $games, $known, $why.
core-analysis-percentile-not-known = { $games }: Wann sie vorbei sind, ist nicht bekannt ({ $known }): { $why }.
# What is proven of a percentile: between `lo` and `hi` throws. Fills in: $hi, $lo.
core-analysis-proven-between = zwischen { $lo } und { $hi }
# What is proven of a percentile: at least `lo` throws. Fills in: $lo.
core-analysis-proven-at-least = mindestens { $lo }
# A share of the games, at the start of a sentence (`analysis.percentile_estimate`).
core-analysis-games-quarter-first = Ein Viertel der Partien
# A share of the games, inside a sentence (`analysis.percentile_not_known`).
core-analysis-games-quarter = Ein Viertel der Partien
# A share of the games, at the start of a sentence.
core-analysis-games-half-first = Die Hälfte der Partien
# A share of the games, inside a sentence.
core-analysis-games-half = Die Hälfte der Partien
# A share of the games, at the start of a sentence.
core-analysis-games-three-quarters-first = Drei Viertel der Partien
# A share of the games, inside a sentence.
core-analysis-games-three-quarters = Drei Viertel der Partien
# A share of the games (90%), at the start of or inside a sentence.
core-analysis-games-nine-in-ten = 9 von 10 Partien
# A share of the games (95%), at the start of or inside a sentence.
core-analysis-games-nineteen-in-twenty = 19 von 20 Partien
# Several players' figures are not known; `why` (a message) says why. Fills in: $why.
core-analysis-odds-not-known = Die Gewinnchancen, die erwarteten Runden und die Züge aller Spieler sind nicht bekannt: { $why }.
# One player's expected throws are not given: the solver's answer failed its own check (a square came out with fewer than one throw to go, which no true answer has) on a board whose expectations are too large for 64-bit arithmetic; `throws` is the fewest throws that can finish, a proven lower bound. Fills in: $throws.
core-analysis-expected-failed = mindestens { $throws }; die Antwort des Lösers hat ihre eigene Prüfung nicht bestanden, wie es geschieht, wenn die erwarteten Würfe eines Spielbretts für 64-Bit-Arithmetik zu groß sind
# One player's expected throws are finite (every game ends) but above the largest 64-bit float.
core-analysis-expected-overflow = mehr als 1,8 × 10^308 Würfe: Jede Partie endet, aber der Durchschnitt ist für eine 64-Bit-Gleitkommazahl zu groß
# Several players' win chances are not proven.
core-analysis-wins-estimate = Die Gewinnchancen sind Schätzungen, nicht auf 9 Stellen bewiesen.
# The knock-off figures come from a simulation.
core-analysis-knock-off-simulated = Die Zahlen mit Rauswerfen sind simuliert: Schätzungen mit 95-%-Intervallen.
# The knock-off figures are solved but not proven.
core-analysis-knock-off-estimate = Die Zahlen mit Rauswerfen sind Schätzungen: Das Lösen der gemeinsamen Kette konnte sie nicht auf 9 Stellen beweisen.
# The knock-off figures are not known; `why` (a message) says why. Fills in: $why.
core-analysis-knock-off-not-known = Die Zahlen mit Zurückschicken sind nicht bekannt: { $why }.
# Why the knock-off figures are not known: every game ends, yet the two win chances the joint chain's unproven solve gave sum to `sum` (a number, as "1.33 × 10^-20"), not 1. Fills in: $sum.
core-analysis-knock-off-disproved = die Lösung der gemeinsamen Kette hat ihre eigene Prüfung nicht bestanden: Jede Partie endet, doch ihre Gewinnchancen ergeben zusammen { $sum }
# Why the knock-off figures are not known: `unfinished` of the `games` simulated games had not ended after `rounds` rounds, though every game ends. Fills in: $games, $rounds, $unfinished.
core-analysis-knock-off-unfinished = { $unfinished } der { $games } simulierten Partien waren nach { $rounds } Runden nicht beendet: So lange Partien lassen sich nicht simulieren
# Why figures are not known: the distribution stopped after `throws` throws with `share` (a percentage, or a message) of the games still going. Fills in: $share, $throws.
core-analysis-cut-short = die Rechnung endete nach { $throws } Würfen, als { $share } der Partien noch liefen, und der Rest hatte sich noch nicht in seinen geometrischen Ausläufer eingependelt
# A share of the games too small to write as a percentage.
core-analysis-share-almost-none = fast keine
# A share of the games too close to all of them to write as a percentage.
core-analysis-share-nearly-all = knapp unter 100 %
# Why the most likely length is not known; `throws` is how many throws were computed exactly. Fills in: $throws.
core-analysis-mode-not-known = keine Länge ist als die wahrscheinlichste bewiesen: Zwei liegen zu nah beieinander, um sie zu unterscheiden, oder die Partien nach den { $throws } exakt berechneten Würfen könnten eine wahrscheinlichere enthalten
# The tail of a very long game: after throw `throw`, each throw ends `rate` percent (a figure, such as 6.031 × 10^-21) of the games still going. Fills in: $rate, $throw.
core-analysis-tail = Nach Wurf { $throw } beendet jeder Wurf { $rate } % der noch laufenden Partien.
# The chance of the shortest game when it is above 0 but below the smallest number a computer writes.
core-analysis-chance-too-small = über 0 %, aber zu klein zum Aufschreiben

# (end of the core's messages)

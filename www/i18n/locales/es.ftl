# Snakes and Ladders: every word the page and the element show, in English (the language every
# other file falls back to). One message a block: its comment says where it is shown and what
# it means. Text in { $name } is filled in by the page (a number, a name); keep it, and move it
# where the sentence wants it. A message with lines like [one] and *[other] picks a form by the
# number: give the forms your language has (for instance [few] and [many]).
# A message's attributes (.aria-label, .placeholder, ...) are read aloud by screen readers or shown
# in empty boxes: translate them too.
# This file: the Spanish translation of en.ftl (comments kept in English for translators).
# Translator's note: UI register is "tú" for sentences and infinitive/imperative on buttons.

## The page as a whole

# The browser tab's title.
page-title = Serpientes y escaleras: tableros, caminos más cortos y partidas
# What search engines and link previews show under the title.
page-description =
    .content = Serpientes y escaleras: dibuja o pega un tablero, descubre el mínimo de tiradas hasta la meta y por qué, o juega una partida.
# A link for keyboard users at the very top, skipping to the task buttons.
skip-link = Ir a las tareas
# The page's heading: the game's usual name in your language.
site-title = Serpientes y escaleras
# The line under the heading (hidden on phones).
tagline = Crea un tablero, descubre el mínimo de tiradas hasta la meta y por qué es el mínimo, o juega una partida.
# Shown when the browser runs no JavaScript.
noscript = Esta página necesita JavaScript y WebAssembly para dibujar el tablero.
# The label of the list of languages at the top of the page.
language-label = Idioma
# The keyboard help at the bottom of the page.
# (Key names as printed on Spanish keyboards.)
footer-keyboard = Teclado: pulsa Tab hasta llegar al tablero y usa las flechas para leer las casillas (Inicio y Fin saltan a la primera y a la última). En una partida, Espacio o Intro tiran el dado cuando la página tiene el foco.

## The four tasks (buttons at the top)

# The row of task buttons, for screen readers.
tasks-nav =
    .aria-label = Tareas
# The task button that opens the game.
task-play = Jugar
# The task button that opens the solver (fewest throws to the end).
task-solve = Resolver un tablero
# The task button that opens the analysis of how many throws a game takes.
task-analyze = ¿Cuánto dura una partida?
# The task button that opens the board designer.
task-design = Diseñar

## The board

# The board's area, for screen readers.
board-area =
    .aria-label = Tablero
# The board itself, for screen readers (it is a picture the keyboard can read square by square).
board-canvas =
    .aria-label = Tablero de serpientes y escaleras. Usa las flechas para moverte entre las casillas.
    .aria-roledescription = tablero
# Under the board, before it is drawn.
board-loading = Cargando el tablero…
# The key under the board, for screen readers.
key-list =
    .aria-label = Leyenda
# The key under the board: what a ladder does.
key-ladder = Escalera: cae en su pie y sube hasta arriba
# The key under the board: what a snake does.
key-snake = Serpiente: cae en su cabeza y baja hasta su cola
# The key under the board: the square to reach.
key-finish = Meta: la última casilla
# Boards are numbered in a zigzag (boustrophedon): a small triangle marks where a row turns up.
key-row-end = Triángulo al final de una fila: la numeración sigue en la casilla de arriba

## Solve a board

# The heading of the solver's card.
solve-heading = Resolver un tablero
# The label of the box a board's text is pasted into.
board-text-label = Tablero
# Help under the box for a board's text. The format names stay as they are.
board-help = Pega o edita un tablero en cualquier formato que lea el solucionador: nativo, Ruby, JSON, HackerRank o LeetCode. «Resolver» responde exactamente para este texto.
# Buttons shown when a long text is kept out of the box.
board-text-show = Mostrar el texto
# Empties the box for a board's text.
board-text-clear = Vaciar el cuadro
# The text formats a board can be written in. "Detect" means: find out which it is.
format-label = Formato
# In the list of formats: let the solver find out which format the text is in.
format-auto = Detectar
# In the list of formats: this app's own format.
# (Note: "Native" = the app's own format, rendered as "Nativo".)
format-native = Nativo
# The format the solver read the text as: it is followed by the format's name.
read-as = Leído como
# When a text holds several boards: which one to show.
board-pick-label = Qué tablero
# Finds the fewest throws to the end of the board in the box.
solve-button = Resolver
# Plays the breadth-first search step by step on a second board.
watch-search = Ver la búsqueda
# The speed of the animations.
speed-label = Velocidad
# A speed of the animations.
speed-slow = Lenta
# A speed of the animations (the usual one).
speed-normal = Normal
# A speed of the animations.
speed-fast = Rápida
# A speed of the animations.
speed-fastest = Muy rápida
# Stops a long piece of work (reading a huge text, solving a huge board).
work-stop = Detener
# Goes back from the rules a puzzle's format implies (start on square 1) to the usual ones.
rules-undo = Volver a las reglas habituales
# On phones, where the board is above: scrolls to it.
solve-show-board = Ver el camino en el tablero
# A table listing every board found in one pasted text.
answers-caption = Todos los tableros del texto
# A column of the table of boards: the board's name or number.
answers-board = Tablero
# A column of the table of boards: how many squares the board has.
answers-squares = Casillas
# A column of the table of boards: the fewest throws to the end.
answers-fewest = Mínimo de tiradas
# A column of the table of boards (read by screen readers only): a button showing the path.
answers-path = Camino
# Under the table of boards: shows the next rows.
answers-more = Mostrar más tableros
# The teaching view of the search (breadth-first search).
bfs-heading = Cómo encuentra la búsqueda el mínimo de tiradas
# How the teaching view of the search works, under its heading.
bfs-help = Búsqueda en anchura: las casillas se sacan del principio de una cola; cada tirada desde una casilla pone al final de la cola las casillas que alcanza por primera vez, a una tirada más del inicio. Los números de las casillas son sus niveles (tiradas desde el inicio); las casillas que siguen en la cola brillan a todo color y las ya expandidas se atenúan; las insignias son los valores del dado en ese paso, donde termina cada tirada.
# The second board, where the search is shown, for screen readers.
bfs-canvas =
    .aria-label = Tablero de la búsqueda
    .aria-roledescription = tablero
# A folding section of options for the solve view.
solve-options = Colores y caminos
# A checkbox: colours the squares by how many throws each is from the end.
show-distances = Colorear cada casilla según las tiradas hasta la meta
# A checkbox: shows a random one of the shortest paths instead of the first.
randomize = Elegir al azar entre los caminos más cortos
# Help under the checkbox above.
randomize-help = Puede haber muchos caminos igual de cortos; esta opción elige uno al azar en lugar del primero.
# A slider: how random the choice among shortest paths is.
randomness-label = Aleatoriedad
# A number that picks the same random path again.
path-seed-label = Semilla del camino
# In an empty box for a seed: a fresh random one is used.
seed-random =
    .placeholder = aleatoria

## Play

# The heading of the game's card.
play-heading = Jugar
# The die before the first throw, for screen readers.
die-not-rolled =
    .aria-label = Dado, aún sin tirar
# Before the first throw of a game, next to the Roll button.
turn-start = Pulsa «Tirar» para empezar una partida.
# The big button that throws the die.
roll-button = Tirar
# Starts a new game with the same players.
new-game = Nueva partida
# Takes back the last throw.
undo-button = Deshacer
# A folding section: a game with others on their own phones or computers.
online-summary = Jugar con otras personas, cada una en su dispositivo
# Inside the section for playing with others, before it is opened.
online-help = Abre una sala y los demás se unen con su enlace o su código.
# The list of moves made so far.
moves-heading = Jugadas
# Inside the empty list of moves, before the first throw.
game-log =
    .data-empty = Todavía no hay jugadas.
# The switch beside Undo for the game's sounds, while they play.
play-sound-on = Sonido: activado
# The same switch while the sounds are off.
play-sound-off = Sonido: desactivado
# The heading above the players and the house rules.
setup-heading = Jugadores y reglas de la casa
# The box with the list of players.
players-legend = Jugadores
# Adds a player to the game.
add-player = Añadir jugador
# Optional rules families play by.
house-rules = Reglas de la casa
# A house rule (checkbox).
knock-off = Caer en la casilla de otro jugador lo devuelve a la salida
# A house rule (checkbox): whoever rolls a six throws again.
sixes-again = Con un seis se vuelve a tirar
# A house rule (checkbox).
three-sixes = Tres seises seguidos terminan el turno
# A number that gives the same dice again.
game-seed-label = Semilla de la partida
# Help under the game seed's box.
game-seed-help = Cada «Nueva partida» usa tiradas nuevas; escribe una semilla para repetir una partida. La misma semilla, el mismo tablero y los mismos jugadores dan las mismas tiradas.

## How long is a game? (the analysis)

# The heading of the analysis card: how many throws a game takes.
analysis-heading = ¿Cuánto dura una partida?
# Under the analysis card's heading: how the figures are worked out.
analysis-help = Un solo jugador en este tablero con las reglas de abajo, calculado de forma exacta a partir de las probabilidades de cada tirada (una cadena de Márkov), no jugando partidas.
# A checkbox: colours the squares by the average number of throws from each to the end.
show-expected = Colorear cada casilla según las tiradas esperadas hasta la meta
# On phones: scrolls to the board.
show-board = Mostrar el tablero
# The heading of the table of each player's chance to win.
odds-heading = ¿Quién gana?
# A column of the table of win chances: the player.
odds-player = Jugador
# Win chances worked out exactly, and the same estimated by playing many games.
odds-exact = Exacto
# A column of the table of win chances: estimated from many games played by the computer.
odds-simulated = Simulado
# The heading of the part where the computer plays many games.
sim-heading = Simular partidas
# How many games the computer plays.
sim-games-label = Partidas
# A number that gives the same simulated games again.
sim-seed-label = Semilla de la simulación
# $workers: how many workers (threads) share the games on this device.
sim-seed-help =
    La misma semilla y el mismo número de partidas dan los mismos resultados, sin importar cuántos hilos de trabajo se repartan las partidas (aquí, { $workers ->
        [one] { $workers } hilo
       *[other] { $workers } hilos
    }).
# Starts playing the games.
sim-run = Simular
# Stops the games being played.
sim-cancel = Cancelar
# The board of "Where is the token after each throw?", for screen readers. $board: the board's own label (a sentence or two); then what its colours show.
spread-board-label = { $board } Cada casilla muestra la probabilidad de que la ficha esté allí.

## Design a board

# The heading of the designer's card.
design-heading = Diseñar un tablero

## Rules

# The heading of the card with the rules.
rules-heading = Reglas
# Where the tokens start.
rule-start = Salida
# A choice of where tokens start: before square 1, entering with the first throw.
rule-start-off = Fuera del tablero
# A choice of where tokens start: on square 1, as programming puzzles have it.
rule-start-one = En la casilla 1 (retos de programación)
# What happens when a throw goes past the last square.
rule-overshoot = Pasarse de la meta
# A choice for a throw past the end: the token counts back from the last square.
rule-bounce = Rebotar
# A choice for a throw past the end: the token does not move; the end must be reached exactly.
rule-stay = Quedarse: hay que caer justo
# A choice for a throw past the end: the token reaches the end anyway.
rule-win = Ganar igualmente
# What happens when a snake or ladder ends on the start of another.
rule-jumps = Serpiente o escalera que acaba en otra
# A choice: a token that lands on the start of another snake or ladder stops there.
rule-single = Parar tras la primera
# A choice: a token follows snake after ladder until it lands on a plain square.
rule-chain = Seguir la cadena
# How many faces the die has (6 usually).
rule-faces = Caras del dado

## Make a board (the world builder)

# The heading of the card that builds a random board.
make-heading = Crear un tablero
# The box with the sizes of a new random board.
new-world-legend = Nuevo mundo
# How many rows of squares the new board has.
gen-rows = Filas
# How many columns of squares the new board has.
gen-columns = Columnas
# How many snakes the new board has.
gen-snakes = Serpientes
# How many ladders the new board has.
gen-ladders = Escaleras
# A number that builds the same random board again.
world-seed-label = Semilla del mundo
# Help under the world seed's box.
seed-help = Cada «Nuevo mundo» es distinto; escribe una semilla para volver a crear un tablero. La misma semilla y las mismas dimensiones crean siempre el mismo tablero.
# A checkbox: the builder makes sure the last square can be reached.
gen-reachable = Asegurarse de que se puede llegar a la meta
# Followed by a box for a number and the word "throws".
gen-expected-label = Una partida media de unas
# After the box for a number: "An average game of about [12] throws".
gen-expected-unit = tiradas
# In the empty box: any length will do.
gen-expected-any =
    .placeholder = cualquiera
# Help under the box for the average game's length.
gen-expected-help = Déjalo vacío para cualquier duración. Con un número, el generador prueba tableros hasta que la partida media de un jugador con las reglas de arriba quede a menos de un 5 % de ese número, o a menos de 1 tirada en partidas cortas (puede tardar unos segundos).
# Builds a new random board.
new-world = Nuevo mundo
# Copies a link that opens the page as it is now.
copy-link = Copiar el enlace a esta vista

## Numbers

# A number alone, as your language writes it (for instance in a list of how many games to play). Keep as it is.
plain-number = { $n }

## What the page's scripts say

# Under the board, before a square is pointed at or focused.
square-hint = Toca una casilla o pasa el puntero sobre ella, o pon el foco en el tablero y usa las flechas, para saber qué hay en ella.
# A note about the board (from the solver), in the list under the board. $note: the note (a "core-warning-" message).
board-note = Nota: { $note }
# After the first notes about a board, when there are more.
board-notes-more =
    { $count ->
        [one] … y { $count } nota más como estas.
       *[other] … y { $count } notas más como estas.
    }
# When the board changes during a game.
game-board-changed = El tablero ha cambiado: pulsa «Nueva partida» para jugar en él.
# When the rules change after an answer was shown.
rules-changed-solve = Las reglas han cambiado: pulsa «Resolver» para obtener la respuesta con las reglas nuevas.
# When the rules change during a game.
rules-changed-game = La partida en curso conserva sus reglas; las nuevas se aplicarán a partir de la próxima «Nueva partida».
# When a house rule changes during a game.
house-rules-next-game = Las reglas de la casa se aplicarán a partir de la próxima «Nueva partida».
# A text too big for the box was refused. $why: what is wrong with it (starts with a capital).
text-refused-kept =
    { $why }.
    El tablero en pantalla no ha cambiado.
# A very long board text is kept out of the box. $characters and $lines: its size.
board-text-held =
    El texto del tablero tiene { $characters ->
        [one] { $characters } carácter
       *[other] { $characters } caracteres
    } en { $lines ->
        [one] { $lines } línea
       *[other] { $lines } líneas
    }: se lee y se conserva tal cual, pero no se muestra, porque mostrarlo bloquea la página durante un segundo o más.
# A box of the world builder holds no whole number. $field: the box's label, as the page shows it.
field-whole-number = «{ $field }» debe ser un número entero.
# A box of the world builder holds a number out of range. $field: the box's label; $lo and $hi: the range.
field-range = «{ $field }» debe estar entre { $lo } y { $hi }.
# Rows times columns is under 2.
gen-too-small = Un tablero necesita al menos 2 casillas.
# The average game's box holds no usable number.
gen-target-bad = La partida media debe ser un número de tiradas, como mínimo 1 (una partida dura una tirada o más).
# While the builder tries boards until one's average game is about $target throws.
gen-target-building = Creando un tablero cuya partida media sea de unas { $target } tiradas…
# Said to screen readers when a new random board is built. $seed: the number that builds it again.
new-world-said = Nuevo mundo: { $squares } casillas, semilla { $seed }.
# The same, for a board built to an average game's length.
new-world-target-said = Nuevo mundo: { $squares } casillas, semilla { $seed }, una partida media de unas { $target } tiradas.
# A link with a mistake, opened while a board is on screen. $error: what is wrong (a "link-why-" message below).
link-unreadable-kept = No se ha podido leer este enlace ({ $error }). El tablero y la partida en pantalla no han cambiado.
# A link with a mistake, opened as the page loads.
link-unreadable-classic = No se ha podido leer este enlace ({ $error }), así que se muestra el tablero clásico.
# A link whose board text has a mistake, opened while a board is on screen.
link-board-unreadable-kept = No se ha podido leer el tablero de este enlace ({ $error }). El tablero y la partida en pantalla no han cambiado.
# A link whose board text has a mistake, opened as the page loads.
link-board-unreadable-classic = No se ha podido leer el tablero de este enlace ({ $error }), así que se muestra el tablero clásico.
# After "Copy link to this view" (or Share without a share sheet).
link-copied = Enlace copiado.
# When the browser would not copy: the address bar holds the link.
link-copy-yourself = Copia la dirección de la barra de direcciones: lleva a esta vista.
# After copying a link whose board text is too long for a link. $characters: the longest text a link holds.
link-text-in-tab = El texto del tablero supera los { $characters } caracteres: el enlace solo lo recupera en esta pestaña; comparte el propio texto.
# The solver (the page's WebAssembly core) did not load. $error: why (in English).
load-failed-solver = No se ha podido cargar el solucionador ({ $error }). Esta página necesita WebAssembly.
# The designer (the Design task's code) did not load. $error: why (in English).
load-failed-designer = No se ha podido cargar el diseñador ({ $error }).
# The analysis (the "How long is a game?" task's code) did not load. $error: why (in English).
load-failed-analysis = No se ha podido cargar el análisis ({ $error }).
# Playing with others (its code) did not load. $error: why (in English).
load-failed-online = No se ha podido cargar el juego con otras personas ({ $error }).
# The rest of the page's messages (fetched once the page is ready: the analysis's, the designer's, the core's errors) did not load. $error: why (in English).
load-failed-words = No se pudo cargar el resto de los textos de la página ({ $error }). Recarga la página para intentarlo de nuevo.
# Solve was pressed but the solver did not load.
no-answer-no-solver = No hay respuesta: no se ha podido cargar el solucionador.
# Under the board when the solver did not load but the board was drawn.
board-picture-only = Esto es solo una imagen del tablero: para leerlo, resolverlo o jugar hace falta el solucionador.
# Under the board when the solver did not load and nothing could be drawn.
board-needs-solver = El tablero no se puede dibujar sin el solucionador.
# The text the share sheet sends with the link, for a game.
share-game = Una partida de Serpientes y escaleras: ábrela para ver dónde está cada ficha.
# The same, for a solved board. $throws: the fewest throws to the end.
share-answer =
    Un tablero de Serpientes y escaleras que se termina en un mínimo de { $throws ->
        [one] { $throws } tirada
       *[other] { $throws } tiradas
    }: ábrelo para ver el camino.
# The same, for a board.
share-board = Un tablero de Serpientes y escaleras: ábrelo para jugar, resolverlo o ver cuánto dura una partida.

## Share, QR code, Full screen (the tools by the task buttons)

# Opens the device's share sheet with a link to what is on screen.
share-button = Compartir
# Shows the link as a QR code to scan with another device.
qr-button = Código QR
# Shows the board and the task on the whole screen.
fullscreen-button = Pantalla completa
# The same button while the page fills the screen.
fullscreen-leave = Salir de pantalla completa
# The group of these three buttons, for screen readers.
board-tools-label = Compartir y mostrar
# The close button of the QR code's window.
qr-close = Cerrar
# The heading of the QR code's window.
qr-heading = Escanea para abrir esta vista en otro dispositivo
# Under the QR code.
qr-caption = Abre el mismo tablero, con las mismas reglas y la misma partida, tal como está ahora.
# When the link is too long for a QR code. $bytes: its length; $max: the most a QR code holds.
qr-too-long = Este enlace ocupa { $bytes } bytes; un código QR admite como máximo { $max }. Comparte mejor el enlace o el texto del tablero.
# When the QR code could not be drawn. $error: why (in English).
qr-failed = No se ha podido generar el código QR ({ $error }). Comparte el enlace en su lugar.
# The QR code, for screen readers. $link: the start of the link it holds.
qr-image = Código QR del enlace { $link }

## The table of boards (a pasted text with several boards)

# Under the table while its boards are being solved. $done: boards solved so far; $count: boards in the text.
answers-solving =
    { $count ->
        [one] { $done } de { $count } tablero resuelto…
       *[other] { $done } de { $count } tableros resueltos…
    }
# Under the table once every board is solved. $count: boards in the text.
answers-done =
    { $count ->
        [one] { $count } tablero en el texto.
       *[other] { $count } tableros en el texto.
    }
# Under the table when the boards could not be solved. $error: why (the core's reason, in the page's language).
answers-failed = No se han podido resolver los tableros: { $error }
# In the table's "Fewest throws" column, for a board whose last square no throw reaches.
answers-unreachable = meta inalcanzable
# The button in each row of the table: shows that board and its path.
answers-show-path = Ver el camino
# The same button, for screen readers. $board: the board's number in the text.
answers-show-path-of = Ver el camino del tablero { $board }
# In the list for picking one board of a text with several. $n: the board's number in the text; $count: boards in the text; $size: the board's squares.
board-pick-option = { $n } de { $count } ({ $size } casillas)

## Watch the search (the second board, under Solve)

# The search's board, for screen readers. $board: what the board is, a whole sentence.
search-board-label = { $board } Intro avanza un paso de la búsqueda.
# What the search's board calls the start, when tokens start on square 1 (the puzzles' rule).
search-start-one = Los jugadores salen de la casilla 1
# What the search's board calls the start, when tokens start before square 1.
search-start-off = Salida, fuera del tablero

## Play with others (why a board cannot be sent to a room)

# Opening a room when no board is on screen.
room-no-board = No hay ningún tablero en pantalla para jugar.
# Opening a room with a board that cannot be written as text. $error: why (the core's reason, in the page's language).
room-board-unsendable = Este tablero no se puede enviar a una sala ({ $error }).
# Opening a room with a board whose text is too long. $characters: its length; $max: the most a room takes.
room-board-too-long = El texto de este tablero tiene { $characters } caracteres; una sala admite hasta { $max }.
# In the game's message line, after leaving a room.
room-left = Has salido de la sala: pulsa «Nueva partida» para jugar en este dispositivo.

## A new version (a line under the page's header, for the installed app)

# A new version of the page has been downloaded and waits.
update-ready = Hay una nueva versión lista. La partida en curso se conserva.
# The button that loads the new version.
update-reload = Recargar
# The same button while the page reloads.
update-reloading = Recargando…

## Solve a board (the answer's lines and the text box's messages)

# Where "Watch the search" opens, when its code did not load. $error: why (in English).
load-failed-search = No se ha podido cargar la vista de la búsqueda: { $error }
# Where the answer goes, when the answer's code did not load. $error: why (in English).
answer-not-shown = No se ha podido mostrar la respuesta: { $error }
# Beside the answer, when the end cannot be reached from the start. "Colour the squares by throws
# to the end" is the checkbox under "Colours and paths"; unreachable squares are drawn hatched.
proof-unreachable = Colorea las casillas según las tiradas hasta la meta: las rayadas no pueden alcanzarla, y la salida es una de ellas.
# The box "Path seed" holds no whole number. $typed: what was typed, as it was.
path-seed-bad = La semilla del camino debe ser un número entero, no «{ $typed }».
# While a big board is solved in the background (with a Stop button). $squares: the board's size.
work-solving = Resolviendo el tablero de { $squares } casillas…
# Where the answer goes, after Stop was pressed while solving.
solve-stopped = Se ha detenido la resolución: pulsa «Resolver» para empezar de nuevo.
# Beside the answer: the rules it is for, while a puzzle's text has switched them. $format: LeetCode or HackerRank.
answer-rules-puzzle = Con las reglas de los retos, como pide el texto de { $format }: salida en la casilla 1, llegar justo a la meta, un solo salto por jugada.
# The same, when the puzzle's text was pasted before the text on screen (its rules stay).
answer-rules-puzzle-before = Con las reglas de los retos, como pidió el texto de { $format } pegado antes: salida en la casilla 1, llegar justo a la meta, un solo salto por jugada.
# Beside the answer: the rules it is for, as the Rules card below names them. $start, $overshoot
# and $jumps: the choices of "Start", "Passing the end" and "Snake or ladder onto another", as
# this file words them, with their first letter made small; $faces: the die's faces.
answer-rules =
    Con las reglas de abajo: salida: { $start }; pasarse de la meta: { $overshoot }; serpiente o escalera que acaba en otra: { $jumps }; { $faces ->
        [one] un dado de { $faces } cara.
       *[other] un dado de { $faces } caras.
    }
# Where the answer goes, when the board's text was edited after Solve.
text-changed-solve = El texto del tablero ha cambiado: pulsa «Resolver» para obtener su respuesta.
# Under the text box, when it is empty.
text-empty = El área de texto está vacía; el tablero en pantalla no ha cambiado.
# Under the text box, when its text could not be read. $error: what is wrong (the core's reason, in the page's language).
text-failed =
    { $error }
    El tablero en pantalla es el último que se pudo leer.
# In place of "Read as", when the text could not be read. $format: the format's name (shown in
# bold, as the solver names it); $line: the line with the mistake, marked in the box.
text-taken-for = Tomado por { $format }, sin leer: la línea { $line } está marcada
# While a long text is read in the background (with a Stop button). $characters: its length.
work-reading = Leyendo { $characters } caracteres de texto del tablero…
# Under the text box, after Stop was pressed while reading.
text-reading-stopped = Se ha detenido la lectura del texto.
# Under the text box, while a puzzle's text has switched the rules. $format: LeetCode or HackerRank.
puzzle-rules = Reglas de los retos, como pide el texto de { $format }: salida en la casilla 1, llegar justo a la meta, un solo salto por jugada.
# The same, when the puzzle's text was pasted before the text on screen (its rules stay).
puzzle-rules-before = Reglas de los retos, como pidió el texto de { $format } pegado antes: salida en la casilla 1, llegar justo a la meta, un solo salto por jugada.
# Under the answer, when Solve is pressed while the solver is still loading (just after the page opens).
solve-pressed-early = Has pulsado Resolver: la respuesta llegará en cuanto se cargue el solucionador.
# Why a text in the Board box is refused (the page puts it in a sentence, its first letter made a capital): the link that carries it would be too long. $linked: its characters in a link; $typed: its characters as typed; $most: the most a link may hold.
text-refused-link = el texto ocupa { $linked } caracteres en un enlace ({ $typed } tal como se escribió); la página lee tableros cuyo enlace cabe en { $most } caracteres, para que al recargar o compartir el enlace vuelvan
# Why a text in the Board box is refused: no board could be found in it.
text-refused-no-board = no se ha encontrado ningún tablero en el texto
# Why a board of the Board box is not drawn: it has too many squares. $size: its squares; $most: the most the page draws ("snakes" is the project's command: keep it).
text-refused-squares = este tablero tiene { $size } casillas; la página dibuja tableros de hasta { $most } casillas (el comando snakes resuelve los más grandes)
# Why a text in the Board box is refused: too many characters. $count: its characters; $most: the most the page reads.
text-refused-characters = el texto tiene { $count } caracteres; la página lee tableros de hasta { $most } caracteres (unos 2 MB)
# Why a text in the Board box is refused: too many lines. $count: its lines; $most: the most the page reads. Keep the example in quotes as it is (a board's text).
text-refused-lines = el texto tiene { $count } líneas; la página lee tableros de hasta { $most } líneas (varios saltos pueden compartir una línea: 'ladder 1 -> 38, 4 -> 14')

## Play (the game's lines; moves themselves are in the solver's words)

# Under the game, when New game is pressed in a room (playing with others).
room-game-not-yours = Esta partida es de la sala: sal de la sala para empezar una propia.
# Under the game, when the box "Game seed" holds no whole number. $typed: what was typed, as it was.
game-seed-bad = La semilla de la partida debe ser un número entero, no «{ $typed }».
# Said to screen readers when a game starts. $names: the players, as a list ("Ann and Bob"); $seed: the game's seed.
new-game-said = Nueva partida con { $names }. Semilla { $seed }.
# The turn line while a saved game is replayed. $done: moves replayed so far; $count: all its moves.
game-replaying =
    { $count ->
        [one] Reproduciendo la partida: { $done } de { $count } jugada…
       *[other] Reproduciendo la partida: { $done } de { $count } jugadas…
    }
# The turn line in a room (playing with others) before its host starts the game.
room-game-not-begun = La partida de la sala aún no ha empezado: la inicia el anfitrión.
# The turn line while a token moves. $name: the player's name.
turn-moving = { $name } está moviendo ficha.
# The turn line when a player has won. $name: the winner's name.
turn-won = ¡{ $name } ha ganado! Pulsa «Nueva partida» para volver a jugar.
# The turn line before a computer player throws. $name: its name.
turn-computer = { $name } (ordenador) va a tirar.
# The same, when the computer throws again (after a six, under that house rule).
turn-computer-again = { $name } (ordenador) va a tirar otra vez.
# The turn line when a player throws again (after a six, under that house rule). $name: the player's name.
turn-again = { $name } vuelve a tirar.
# The turn line: whose throw it is. $name: the player's name.
turn-to-roll = Le toca tirar a { $name }.
# Said to screen readers after Undo (the turn line follows). $count: the moves taken back.
undid =
    { $count ->
        [one] Se ha deshecho { $count } jugada.
       *[other] Se han deshecho { $count } jugadas.
    }
# Above the list of moves of a long game. $shown: how many are listed; $count: all the moves.
log-latest =
    { $count ->
        [one] La última { $shown } de { $count } jugada.
       *[other] Las últimas { $shown } de { $count } jugadas.
    }
# At the top of the page, when the game saved on this device no longer replays as saved.
saved-game-not-replayed = No se ha podido restaurar una partida guardada (no se reproduce tal como se guardó) y se ha descartado.
# The same, when the saved game cannot be read. $error: why (a "saved-why-" message below).
saved-game-unreadable = No se ha podido leer una partida guardada ({ $error }) y se ha descartado.
# The same, when the saved game cannot be replayed. $error: why (the core's reason, in the page's language).
saved-game-not-restored = No se ha podido restaurar una partida guardada ({ $error }) y se ha descartado.
# At the top of the page, when a link's game cannot be replayed. $error: why (the core's reason, in the page's language).
link-game-not-replayed = No se ha podido reproducir la partida del enlace: { $error }
# Under the game, when the players are changed during a game.
players-next-game = Los cambios de jugadores se aplicarán a partir de la próxima «Nueva partida».
# Under the list of players. $most: the most players; $characters: the longest name.
players-note =
    { $most ->
        [one] Como máximo { $most } jugador, con un nombre de hasta { $characters } caracteres.
       *[other] Como máximo { $most } jugadores, cada uno con un nombre de hasta { $characters } caracteres.
    }
# The same, when the page has fewer token colours than the solver takes players. $solver: the solver's most.
players-note-colours = Como máximo { $most } jugadores, cada uno con un nombre de hasta { $characters } caracteres (el solucionador admite { $solver }; la página tiene { $most } colores de ficha).

## How long is a game? (the colouring by expected throws, on the page's board)

# The start area's label on the board while it is coloured by expected throws. $start: the
# start's own label; $throws: the average throws from the start to the end.
start-expected =
    { $throws ->
        [one] { $start }: { $throws } tirada esperada
       *[other] { $start }: { $throws } tiradas esperadas
    }
# The same, when from the start the end may never be reached.
start-never = { $start }: puede no terminar nunca
# Under the board, for a square from which the end may never be reached (the colouring is on).
expected-never = Desde aquí puede que nunca se llegue a la meta, así que las tiradas esperadas son infinitas.
# Under the board, for a square (the colouring is on). $throws: the average throws from it to the end (may have a decimal).
expected-from-here =
    { $throws ->
        [one] De media, { $throws } tirada más hasta la meta desde aquí.
       *[other] De media, { $throws } tiradas más hasta la meta desde aquí.
    }
# The same, for a square at the foot of a ladder or the head of a snake: the token goes on to $square.
expected-from-square =
    { $throws ->
        [one] De media, { $throws } tirada más hasta la meta desde la casilla { $square }.
       *[other] De media, { $throws } tiradas más hasta la meta desde la casilla { $square }.
    }
# The title of the colours' key under the board.
legend-expected = Tiradas esperadas hasta la meta:
# The far end of the colours' key. $throws: the most expected throws on the board.
legend-far = { $throws } (lejos)
# The near end of the colours' key: the last square.
legend-finish = 0 (meta)
# The key when every square is the last one (nothing to colour).
legend-all-zero = 0 en la meta
# The key's note for the hatched squares.
legend-hatched = rayadas: puede que nunca lleguen a la meta
# Said to screen readers when the colouring is turned on before the analysis is done.
expected-overlay-waiting = Las casillas se colorearán según las tiradas esperadas hasta la meta en cuanto el análisis esté listo.
# Said to screen readers when the colouring is turned on. $throws: the average throws from the start.
expected-overlay-said = Casillas coloreadas según las tiradas esperadas hasta la meta: { $throws } desde la salida, 0 en la última casilla.
# The same, when from the start the end may never be reached.
expected-overlay-infinite = Casillas coloreadas según las tiradas esperadas hasta la meta: infinitas desde la salida, 0 en la última casilla.

## Who wins? and Simulate games (in "How long is a game?")

# Under the table of win chances, when the knock-off odds failed. $error: why (in English).
odds-knock-failed = No se han podido calcular las probabilidades con «devolver a la salida»: { $error }
# A house rule, as named in the list under "Simulate games" (mid-sentence, small first letter).
house-knock-off = devolver a la salida
# A house rule, as named in the same list.
house-sixes-again = con un seis se vuelve a tirar
# A house rule, as named in the same list.
house-three-sixes = tres seises seguidos terminan el turno
# Under "Simulate games": what is simulated. $count: the players; $names: their names, as a list;
# $rules: the house rules in force, as a list (the three messages above).
sim-setup =
    { $count ->
        [one] { $count } jugador de la tarjeta Jugar ({ $names }), reglas de la casa: { $rules }.
       *[other] { $count } jugadores de la tarjeta Jugar ({ $names }), reglas de la casa: { $rules }.
    }
# The same, without house rules.
sim-setup-no-rules =
    { $count ->
        [one] { $count } jugador de la tarjeta Jugar ({ $names }), sin reglas de la casa.
       *[other] { $count } jugadores de la tarjeta Jugar ({ $names }), sin reglas de la casa.
    }
# Under the table of win chances: why there are no exact odds (a six rolls again).
odds-sixes-again = Si con un seis se vuelve a tirar, aquí no hay respuesta exacta: simula para estimar las probabilidades.
# The same, with knock-off and more than two players.
odds-knock-two = Con «devolver a la salida», las probabilidades exactas solo se calculan para dos jugadores: simula para estimarlas.
# The same, with knock-off on a big board. $squares: the biggest board worked out exactly.
odds-knock-size = Con «devolver a la salida», las probabilidades exactas solo se calculan en tableros de hasta { $squares } casillas: simula para estimarlas.
# While the exact knock-off odds are worked out (a Markov chain of both players' squares).
odds-knock-busy = Calculando la cadena conjunta de los dos jugadores con «devolver a la salida»…
# When the knock-off odds could not be pinned down on this board.
odds-knock-unpinned = Con «devolver a la salida» en este tablero, la resolución de la cadena conjunta no ha podido precisar las probabilidades: simula para estimarlas.
# How the knock-off odds were worked out, when proven.
odds-knock-exact = Exactas: cadena de Markov conjunta de los dos jugadores, con «devolver a la salida», demostradas con 9 cifras.
# The same, when not proven (the table shows them with ≈).
odds-knock-estimated = Estimadas a partir de la cadena de Markov conjunta de los dos jugadores, con «devolver a la salida»: su resolución no ha podido demostrarlas con 9 cifras.
# When the end cannot be reached: nobody wins.
odds-nobody = Con estas reglas nadie puede llegar a la meta, así que nadie gana.
# When the core cannot give the win chances. $why: its reason.
odds-not-known = No se conocen las probabilidades de ganar: { $why }.
# How the win chances were worked out, without house rules, when proven.
odds-method-exact = Exactas: a partir de la distribución de la duración de la partida, demostradas con 9 cifras (sin reglas de la casa los jugadores no interactúan; quien tira primero tiene ventaja).
# The same, when not proven (the table shows them with ≈).
odds-method-estimated = Estimadas a partir de la distribución de la duración de la partida y su cola, sin demostrar con 9 cifras en este tablero (sin reglas de la casa los jugadores no interactúan; quien tira primero tiene ventaja).
# Under the table of win chances. $rounds and $turns: averages, as figures already written (may be
# like 2.53 × 10³³); a round is one turn of every player.
odds-game-lasts = Una partida dura de media { $rounds } rondas ({ $turns } turnos entre todos los jugadores).
# Under the table of win chances, after a simulation. $games: how many games; $seed: the simulation's seed.
odds-sim-note = Simulado: { $games } partidas (semilla { $seed }); los rangos son intervalos del 95 %.
# Under "Simulate games", when the simulation running was stopped by a change.
sim-stopped-changed = El tablero, las reglas o los jugadores han cambiado, así que se ha detenido la simulación.
# The same, when the simulation shown was for the setup as it was.
sim-changed = El tablero, las reglas o los jugadores han cambiado: vuelve a simular para obtener sus cifras.
# When the box "Simulation seed" holds no whole number. $typed: what was typed (its first 20 characters).
sim-seed-bad = La semilla debe ser un número entero, no «{ $typed }».
# While games are simulated. $games: how many; $workers: the workers (threads) sharing them.
sim-running =
    Simulando { $games } partidas en { $workers ->
        [one] { $workers } hilo
       *[other] { $workers } hilos
    }…
# Said to screen readers when a simulation starts.
sim-running-said = Simulando { $games } partidas.
# While games are simulated. $done: games simulated so far; $percent: the same in percent of $games (a whole number).
sim-progress =
    { $done } de { $games } partidas ({ $percent } %) en { $workers ->
        [one] { $workers } hilo
       *[other] { $workers } hilos
    }…
# After a simulation. $seconds: how long it took.
sim-done =
    { $games } partidas en { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s en { $workers ->
        [one] { $workers } hilo
       *[other] { $workers } hilos
    }.
# Said to screen readers after a simulation, before its numbers.
sim-done-said = Simulación terminada.
# After Cancel. $done: games simulated before it.
sim-cancelled = Cancelada tras { $done } de { $games } partidas; de una ejecución a medias no se muestra nada.
# Said to screen readers after Cancel.
sim-cancelled-said = Simulación cancelada.
# When the simulation failed. $error: why (in English).
sim-failed = La simulación ha fallado: { $error }
# A simulation's result: the label before the average turns per game (in bold).
sim-turns-label = Turnos por partida:
# After it. $mean: the average; $low and $high: its 95% interval (figures already written).
sim-turns = { $mean } (intervalo del 95 %: de { $low } a { $high }), sumando todos los jugadores.
# A simulation's result: the label before the average rounds per game (a round: one turn of every player).
sim-rounds-label = Rondas por partida:
# After it. $mean, $low, $high: as above.
sim-rounds = { $mean } (intervalo del 95 %: de { $low } a { $high }).
# A simulation's result, when a six rolls again: the label before the average throws of the die per game.
sim-throws-label = Tiradas del dado por partida:
# After it. $mean, $low, $high: as above.
sim-throws = { $mean } (intervalo del 95 %: de { $low } a { $high }).
# A simulation's result, when some games never ended. $count: those games; $rounds: when a game is stopped.
sim-unfinished =
    { $count ->
        [one] { $count } partida no terminó nunca (se detuvo tras { $rounds } rondas o se atascó). Las medias de arriba son de las partidas terminadas; con las demás serían más altas.
       *[other] { $count } partidas no terminaron nunca (se detuvieron tras { $rounds } rondas o se atascaron). Las medias de arriba son de las partidas terminadas; con las demás serían más altas.
    }
# When no simulated game ended. $games: how many were played; $rounds: when a game is stopped.
sim-none-finished = Ninguna de las { $games } partidas terminó en { $rounds } rondas: no se pueden simular partidas tan largas.

## Board, squares and moves (www/ui/, www/board/, www/tasks/path-walk.js, www/tasks/answer*)

# The board's name for screen readers (the canvas), and how to read it. $size: its squares;
# $rows and $columns: its rows and the squares in each; $ladders and $snakes: how many of each.
board-label =
    Tablero de Serpientes y escaleras de { $size } casillas en { $rows ->
        [one] { $rows } fila
       *[other] { $rows } filas
    } de { $columns }, numeradas desde abajo a la izquierda, con { $ladders ->
        [one] { $ladders } escalera
       *[other] { $ladders } escaleras
    } y { $snakes ->
        [one] { $snakes } serpiente
       *[other] { $snakes } serpientes
    }. Las flechas del teclado pasan de una casilla a otra.
# The label of the start area (before square 1) drawn on the board, when players start there.
board-start-off = Salida, fuera del tablero
# The same, when the rules start players on square 1 (the start area is then only a label).
board-start-one = Los jugadores salen de la casilla 1
# Reading the board (under it, and in its tooltip): the start area, when the rules start players on square 1.
square-off-board-start-one = Fuera del tablero. Con estas reglas, los jugadores salen de la casilla 1.
# Reading the board: the start area (before square 1).
square-start = Salida, fuera del tablero.
# Reading the board: the start area, when no throws lead from it to the last square.
square-start-unreachable = Salida, fuera del tablero. Desde aquí no se puede llegar a la meta.
# Reading the board: the start area, with the fewest throws from it to the end. $throws: that number.
square-start-throws =
    Salida, fuera del tablero: { $throws ->
        [one] { $throws } tirada
       *[other] { $throws } tiradas
    } hasta la meta como mínimo.
# Reading the board: a square with nothing on it. $square: its number.
square-plain = Casilla { $square }.
# Reading the board: the last square. $square: its number.
square-finish = Casilla { $square }, la meta.
# Reading the board: a square where a ladder starts. $square: its number; $to: the square at the ladder's top.
square-ladder-foot = Casilla { $square }: el pie de una escalera que sube a la { $to }.
# Reading the board: a square where a snake's head is. $square: its number; $to: the square at the snake's tail.
square-snake-head = Casilla { $square }: la cabeza de una serpiente que baja a la { $to }.
# Reading the board: a square where ladders or snakes end. $square: its number; $arrivals: what
# ends there, a list of the two messages below ("the top of the ladder from 4 and the tail of the snake from 98").
square-arrivals = Casilla { $square }: { $arrivals }.
# The same on the last square. $square: its number; $arrivals: as above.
square-finish-arrivals = Casilla { $square }, la meta: { $arrivals }.
# Reading the board: after a square's jump, what else ends there. $arrivals: as above.
square-also = También { $arrivals }.
# An item of $arrivals above: a ladder ends on this square. $from: the square at the ladder's foot.
square-ladder-top = la parte alta de la escalera que sale de la { $from }
# An item of $arrivals above: a snake ends on this square. $from: the square at the snake's head.
square-snake-tail = la cola de la serpiente que sale de la { $from }
# Reading the board, on a jump's start: after its jump, no throws lead to the last square.
square-landing-unreachable = Si caes aquí, no se puede llegar a la meta.
# Reading the board, on a jump's start: the fewest throws left after landing here. $throws: that number.
square-landing-throws =
    Si caes aquí, { $throws ->
        [one] queda { $throws } tirada
       *[other] quedan { $throws } tiradas
    } hasta la meta.
# Reading the board: no throws lead from this square to the last square.
square-unreachable = Desde aquí no se puede llegar a la meta.
# Reading the board: the fewest throws from this square to the end. $throws: that number.
square-throws =
    { $throws ->
        [one] { $throws } tirada hasta la meta desde aquí.
       *[other] { $throws } tiradas hasta la meta desde aquí.
    }
# Reading the board in a game: the players whose tokens are on this square. $names: their names, as a list; $count: how many.
square-players-here =
    { $count ->
        [one] { $names } está aquí.
       *[other] { $names } están aquí.
    }
# The start area's label on the board, while squares are coloured by throws to the end. $start: its own label.
square-start-label-throws =
    { $start }: { $throws ->
        [one] { $throws } tirada
       *[other] { $throws } tiradas
    } hasta la meta
# The same, when the end cannot be reached from the start. $start: the start area's own label.
square-start-label-unreachable = { $start }: no se puede llegar a la meta
# The arrow between squares (or numbers) one after the other in a path ("the start → 4 → 14"),
# with a space either side; in a right-to-left language, an arrow pointing left.
walk-arrow = {" → "}
# A throw of the solver's path, in the list of throws. $roll: the die's face; $move: the throw (as above).
walk-step = Sale un { $roll }: { $move }.
# The same, with the fewest throws left before and after it. $before and $after: those numbers.
walk-step-left = Sale un { $roll }: { $move }. Tiradas restantes: { $before }{"\u00A0"}→{"\u00A0"}{ $after }.
# The end of a long list that is cut short (rolls, squares of a path). $list: the items shown;
# $sep: what goes between them (", " or " → "); $count: the items left out.
walk-list-more = { $list }{ $sep }… y { $count } más
# Said to screen readers after Solve. $min: the fewest throws; $rolls: the rolls, as a list ("4, 6, 2").
answer-said = Mínimo de tiradas: { $min }. Dados: { $rolls }.
# Said to screen readers after Solve, when no throws reach the last square.
answer-unreachable-said = Con estas reglas no se puede llegar a la meta desde la salida.
# Said to screen readers after Solve, when the start is the last square.
answer-zero-said = La salida ya es la meta: no hace falta ninguna tirada.
# The answer's headline, before the number (shown in bold after it).
answer-fewest = Mínimo de tiradas:
# The answer's number, when no throws reach the last square.
answer-min-unreachable = inalcanzable: no se puede llegar a la meta
# Beside the answer, when no throws reach the last square.
answer-no-sequence = Con estas reglas, ninguna serie de tiradas lleva desde la salida a la última casilla.
# Beside the answer, when one roll sequence alone is that short.
answer-only-sequence = Es la única serie de tiradas así de corta.
# Beside the answer: how many roll sequences are as short, when the one shown is the first. $count: how many.
answer-sequences-first =
    { $count ->
        [one] { $count } serie de tiradas distinta es igual de corta; esta es la primera.
       *[other] { $count } series de tiradas distintas son igual de cortas; esta es la primera.
    }
# The same, when the one shown was picked at random among them. $count: how many.
answer-sequences-random =
    { $count ->
        [one] { $count } serie de tiradas distinta es igual de corta; esta se eligió al azar.
       *[other] { $count } series de tiradas distintas son igual de cortas; esta se eligió al azar.
    }
# The tooltip of a roll in the answer's row of rolls. $throw: its place in the path (1, 2, ...).
answer-chip-title = Tirada { $throw }
# The end of the answer's row of rolls, when it is too long to show. $count: the rolls not shown.
answer-rolls-more = … { $count } más
# The answer's row of rolls, for screen readers.
answer-rolls-label = Dados del camino más corto
# The answer's buttons, for screen readers.
answer-walk-label = Recorrer el camino
# A button: walks the path one throw.
answer-step = Paso
# A button: walks the whole path on the board.
answer-play = Reproducir
# The same button while the path is walked.
answer-pause = Pausa
# The same button when the walk has reached the end.
answer-replay = Repetir
# A button: puts the token back on the start.
answer-reset = Reiniciar
# A button: shows another path as short as this one.
answer-another = Otro camino
# The list of the path's throws in words, for screen readers.
answer-steps-label = Cada tirada del camino
# A button under a long list of throws: lists more of them.
answer-more-throws = Mostrar más tiradas
# A fold that opens the list of the path's throws in words (in the element).
answer-throws-summary = Cada tirada en palabras
# Under the rolls: the squares the path rests on. $squares: the squares, as a list ("start → 4 → 14").
answer-path = Camino: { $squares }.
# The start area, in the list of the path's squares.
answer-path-start = salida
# Under the rolls, before the path is walked.
answer-at-start = En la salida. «Paso» recorre el camino tirada a tirada.
# Under the rolls while the path is walked: the throw reached. $throw: which; $count: all the
# throws; $roll: the die's face; $move: the throw in words ("26 → 28, ladder up to 84").
answer-throw = Tirada { $throw } de { $count }: sale un { $roll }, { $move }.
# Said to screen readers after Reset.
answer-back-said = De vuelta en la salida.
# Said to screen readers at the end of a walk. $square: the last square; $throws: the throws walked.
answer-reached-said =
    Llegada a la casilla { $square } en { $throws ->
        [one] { $throws } tirada.
       *[other] { $throws } tiradas.
    }
# Under the answer, when the start is the last square.
answer-why-zero = La salida ya es la meta.
# Under the answer: why no path is shorter. $number: the fewest throws from the start; $chain: the
# fewest throws left after each throw of the path ("7 → 6 → 5 → … → 0"); $min: the fewest throws.
answer-why = Por qué ningún camino es más corto: cada casilla tiene un número, el mínimo de tiradas desde ella hasta la meta. El número de la salida es { $number }. Ninguna tirada puede bajar ese número en más de uno, porque una casilla a una tirada de un número menor tendría ella misma un número menor. Este camino lo baja exactamente en uno con cada tirada ({ $chain }), así que llega a 0 en { $min }, y nada puede hacerlo mejor.
# The same, with how the page shows every square's number ($see: the message below).
answer-why-see = Por qué ningún camino es más corto: cada casilla tiene un número, el mínimo de tiradas desde ella hasta la meta ({ $see }). El número de la salida es { $number }. Ninguna tirada puede bajar ese número en más de uno, porque una casilla a una tirada de un número menor tendría ella misma un número menor. Este camino lo baja exactamente en uno con cada tirada ({ $chain }), así que llega a 0 en { $min }, y nada puede hacerlo mejor.
# Inside the message above, in brackets: how to see every square's number on the page ("Colour
# every square by throws to the end" is the checkbox under the answer).
answer-proof-see = activa los colores para verlos todos
# The die, for screen readers. $value: the face it shows.
controls-die-showing = Dado con un { $value }
# The die before the first throw, for screen readers.
controls-die-blank = Dado, todavía sin tirar
# A choice of who plays a seat: a person.
controls-human = Persona
# A choice of who plays a seat: the computer.
controls-computer = Ordenador
# The button that removes a player, for screen readers. $seat: the player's number.
controls-remove-player = Quitar al jugador { $seat }
# A player's name box, for screen readers. $seat: the player's number; $colour: the token's colour (keep the [keys]).
controls-player-name =
    Nombre del jugador { $seat } (ficha { $colour ->
        [blue] azul
        [green] verde
        [yellow] amarilla
        [purple] morada
        [orange] naranja
        [teal] turquesa
        [pink] rosa
       *[red] roja
    })
# A player's choice of person or computer, for screen readers. $seat: the player's number.
controls-player-type = El jugador { $seat } es
# The key of the colouring by throws to the end, under the board.
controls-legend-title = Tiradas hasta la meta:
# The key's far end (the colour of the most throws). $max: that number.
controls-legend-far = { $max } (lejos)
# The key's near end (the colour of the last square).
controls-legend-finish = 0 (meta)
# The key, when every square that reaches the end is the last one.
controls-legend-only-finish = 0 en la meta
# The key: what the hatched squares mean.
controls-legend-unreachable = rayadas: no pueden llegar a la meta
# The heading over the ranking at a game's end. $name: the winner.
win-heading = ¡{ $name } gana!
# The caption of the ranking at a game's end.
win-caption = Clasificación final, con las tiradas, las escaleras subidas y las serpientes encontradas de cada jugador.
# A column of the ranking: the player.
win-player = Jugador
# A column of the ranking: the square each player reached.
win-square = Casilla
# A column of the ranking: the throws each player made.
win-throws = Tiradas
# A column of the ranking: the ladders each player climbed.
win-ladders = Escaleras
# A column of the ranking: the snakes each player met.
win-snakes = Serpientes
# A row of the ranking: a player's place and name. $place: 1, 2, ...; $name: the player's name.
win-place = { $place }. { $name }
# The rules in one sentence, on the printed board and in the summary of a room that plays together. $start: "one" (players start on square 1) or "off" (off the board); $overshoot: "stay", "win" or "bounce" (a throw past the last square); $jumps: "chain" or "single" (a snake or ladder ending where another starts); $faces: the die's faces. Keep the [keys]; translate what follows them.
rules-in-words =
    Reglas: { $start ->
        [one] todos salen de la casilla 1
       *[off] todos salen desde fuera del tablero
    }; { $overshoot ->
        [stay] una tirada que pasa de la última casilla no mueve la ficha (hay que caer justo en ella)
        [win] una tirada que llega a la última casilla o la pasa gana
       *[bounce] una tirada que pasa de la última casilla rebota y retrocede desde ella
    }; { $jumps ->
        [chain] una serpiente o escalera que termina donde empieza otra lleva también por esa
       *[single] una sola serpiente o escalera por movimiento, aunque termine donde empieza otra
    }; un dado de { $faces } caras.
# The name of the board as a picture, in "Download SVG" (read by screen readers and shown as the file's title).
svg-title = Tablero de Serpientes y escaleras
# The printed board's heading. $size: its squares.
print-heading = Serpientes y escaleras: { $size } casillas
# The name of the printed board's picture, for screen readers. $size: its squares.
print-board-title = Tablero de Serpientes y escaleras, { $size } casillas
# The key under the board in "Download SVG" and on the printed board, beside a ladder.
svg-legend-ladder = Escalera: sube desde su pie hasta arriba
# The same key, beside a snake (● marks its head).
svg-legend-snake = Serpiente: baja desde su cabeza (●) hasta su cola
# The same key, beside the last square's colour.
svg-legend-finish = ★ Meta
# On the printed board, above the board's text in small print.
print-text-label = Este tablero como texto (escríbelo en el cuadro Tablero de la página para volver a jugarlo):
# On the printed board, in the place of a text too long to print. $lines: the text's lines.
print-text-too-long = El texto de este tablero ({ $lines } líneas) es demasiado largo para esta hoja; lo guardan su enlace o el cuadro Tablero de la página.
# A player's name when none is given: the colour of their seat's token, as a name ("Red rolls a 3"). $colour: the colour; keep the [keys].
seat-name =
    { $colour ->
        [blue] Azul
        [green] Verde
        [yellow] Amarillo
        [purple] Morado
        [orange] Naranja
        [teal] Turquesa
        [pink] Rosa
       *[red] Rojo
    }

# (end of board, squares and moves)

## The analysis and the search (www/tasks/analysis*, charts.js, spread-view.js, bfs-steps.js, search-task.js)

# --- "How long is a game?": the card (www/tasks/analysis.js, analysis/card.js, analysis/length.js) ---

# Over the analysis card's figures while they are worked out (past a fifth of a second).
analysis-working = Calculando…
# Over the analysis card when the board cannot be analysed. $error: the reason (a message of the solver's).
analysis-cannot = Este tablero no se puede analizar: { $error }
# Over the analysis card when working it out failed. $error: the reason.
analysis-failed = El análisis ha fallado: { $error }
# The label over the first key figure: the average number of throws one player needs.
analysis-stat-mean = Media
# The label over the key figure that half of all games are over by.
analysis-stat-median = Mediana
# The label over the key figure: the game length that happens most often.
analysis-stat-mode = Lo más probable
# The label over the key figure: the fewest throws a game can take.
analysis-stat-min = La más corta
# The label over the key figure that 9 games in 10 are over by.
analysis-stat-p90 = 9 de cada 10 en
# Under the mean: its unit.
analysis-note-throws = tiradas
# Under the mean when it is infinite (∞): why.
analysis-note-never-end = algunas partidas no terminan nunca
# Under the mean when no game can finish.
analysis-note-unreachable = la meta es inalcanzable
# Under the median.
analysis-note-half = la mitad ha terminado
# Under "9 in 10 within".
analysis-note-nine-in-ten = 9 de cada 10 han terminado
# Under the most likely length.
analysis-note-mode = duración más probable
# Under the most likely length when the solver could not prove it (the reason is the figure's tooltip).
analysis-note-not-proven = no demostrado
# Under a figure shown as "–" because the solver could not work it out (the reason is the figure's tooltip).
analysis-note-not-known = desconocido
# Under the shortest game: how likely it is. $chance: a percentage, already written ("0.151%").
analysis-note-chance = probabilidad { $chance }
# The name screen readers give the length chart before it is drawn.
analysis-chart-name = Gráfico de la duración de una partida
# The chart's key: what the bars show.
analysis-key-bars = Barras: probabilidad de que la partida termine en esa tirada (eje izquierdo)
# The chart's key: what the line shows.
analysis-key-line = Línea: probabilidad de que ya haya terminado (eje derecho)
# What a screen reader says of the chart's place when there is no chart.
analysis-no-chart = Sin gráfico: no se conoce la duración de la partida.
# Under the chart's place, for a game too long to draw. $tail: the solver's sentence on how fast the last games end.
analysis-too-long = Partidas tan largas no se pueden dibujar. { $tail }
# The same, with the median. $tail: as above; $median: a number of throws, already written.
analysis-too-long-median = Partidas tan largas no se pueden dibujar. { $tail } La mitad termina en unas { $median } tiradas.
# Under the chart when it stops before the last games. $last: the last throw shown; $share: a percentage, already written; $rows: how many rows the table lists.
analysis-chart-stops-first = El gráfico llega hasta { $last } tiradas; el { $share } de las partidas dura más (la tabla muestra las { $rows } primeras).
# The same, when the table lists every throw. $last, $share: as above.
analysis-chart-stops-all = El gráfico llega hasta { $last } tiradas; el { $share } de las partidas dura más (la tabla las muestra todas).
# Under the chart when some games never end. $share: a percentage, already written; $all: "100%" as your language writes it.
analysis-chart-never-end = El { $share } de las partidas no termina nunca, así que la línea no llega al { $all }.
# Under the chart, before a throw is pointed at.
analysis-readout-help = Señala o toca el gráfico para leer una tirada.
# Under the chart, for the throw pointed at. $throw: its number; $ends, $over: percentages, already written.
analysis-readout = Tirada { $throw }: el { $ends } de las partidas termina en esta tirada; el { $over } ya ha terminado.
# Opens the table of every throw (folded).
analysis-table-open = Cada tirada, en una tabla
# What screen readers call the table's box, which scrolls.
analysis-table-region = Cada tirada (se desplaza)
# The table's caption, for screen readers.
analysis-table-caption = Probabilidad de que la partida de un jugador termine en cada tirada, y de que ya haya terminado
# The table's first column: the throw's number.
analysis-table-throw = Tirada
# The table's second column.
analysis-table-ends = Termina en esta tirada
# The table's third column.
analysis-table-over = Ya terminada
# Under the table when it stops before every game is over. $throw: its last row; $share: a percentage, already written.
analysis-table-still-going = Tras la tirada { $throw }, el { $share } de las partidas sigue en juego.

# --- The analysis in sentences: under the chart, and what screen readers say of it ---

# When no game can finish.
analysis-never-finishes = Con estas reglas no se puede llegar a la meta desde la salida, así que una partida nunca termina.
# When the start is the last square.
analysis-no-throws = La salida ya es la meta: una partida no necesita ninguna tirada.
# Every percentile of the game's length (a quarter, half, ... of the games over) is not known, for one reason. $known: what is proven, already worded ("at least 404"); $why: the core's reason, already worded.
analysis-percentiles-not-known = No se conocen los percentiles de la duración de una partida ({ $known }): { $why }.
# Every game ends but the average cannot be given. $why: the core's reason, already worded ("at least 404; the solver's answer failed its own check, …").
analysis-mean-not-known = No se conoce la duración media de una partida: { $why }.
# When some games never end. $square: the last square's number; $chance: a percentage, already written.
analysis-some-never-end = Algunas partidas no terminan nunca: una ficha puede quedarse atrapada donde la casilla { $square } es inalcanzable, y un jugador termina con una probabilidad del { $chance }.
# The average game. $throws: a number with one decimal, already written ("39.2"); $square: the last square's number.
analysis-mean-sentence = Un jugador necesita de media { $throws } tiradas para llegar a la casilla { $square }.
# $median: a number of throws, already written.
analysis-half-over = La mitad de las partidas termina en { $median } tiradas o menos.
# $median, $p90: numbers of throws, already written.
analysis-half-and-most = La mitad de las partidas termina en { $median } tiradas o menos, y 9 de cada 10 en { $p90 }.
# $throws: the fewest throws a game takes; $chance: its chance, a percentage already written.
analysis-shortest-sentence =
    La partida más corta dura { $throws ->
        [one] { $throws } tirada
       *[other] { $throws } tiradas
    }; su probabilidad es del { $chance }.
# $throws: the game length that happens most often.
analysis-most-likely-sentence =
    La duración más probable es de { $throws ->
        [one] { $throws } tirada
       *[other] { $throws } tiradas
    }.
# The last sentence when the solver proved every figure.
analysis-proven = Cada cifra de aquí está demostrada con al menos 9 cifras significativas.
# Between two sentences of the analysis (the summary, the chart's notes and label). Keep the quotes: a space, or nothing where your language puts none.
analysis-sentence-gap = {" "}

# --- The length chart, drawn (www/tasks/charts.js) ---

# Under the chart's bottom axis.
chart-axis-throws = Tiradas hasta la meta (un jugador)
# Along the chart's left axis (the bars).
chart-axis-on-throw = Termina en esa tirada
# The same on a narrow chart (keep it short).
chart-axis-on-throw-short = En esa tirada
# Along the chart's right axis (the line).
chart-axis-by-then = Ya terminada (línea)
# The same on a narrow chart (keep it short).
chart-axis-by-then-short = Ya terminada
# A label over the chart's line at the shortest game. $throws: a number, already written.
chart-mark-shortest = mínimo { $throws }
# A label over the chart's line at the median. $throws: a number, already written.
chart-mark-median = mediana { $throws }
# A label over the chart's line at the mean. $throws: a number with one decimal, already written.
chart-mark-mean = media { $throws }
# What screen readers say of the chart, first sentence. $last: the last throw the chart shows.
chart-label = Gráfico de barras de cuántas tiradas necesita un jugador para llegar a la meta, de la tirada 1 a la { $last }.
# The chart for screen readers, next. $throws: the fewest throws.
chart-label-shortest =
    La partida más corta dura { $throws ->
        [one] { $throws } tirada
       *[other] { $throws } tiradas
    }.
# $throws: the median.
chart-label-median = La mitad de las partidas termina en { $throws } tiradas o menos.
# $throws: the mean, a number with one decimal already written.
chart-label-mean = La media es de { $throws } tiradas.
# The chart for screen readers, last: under the chart is the table.
chart-label-table = La tabla de abajo muestra cada tirada.

# --- "Where is the token after each throw?" (www/tasks/analysis/card.js, spread-view.js) ---

# The heading of the part of the analysis card that shows where one token may be.
spread-heading = ¿Dónde está la ficha después de cada tirada?
# Under that heading.
spread-help = Una ficha, tirada una y otra vez: cada casilla muestra la probabilidad de que esté allí tras la tirada elegida abajo, calculada de forma exacta con la cadena de probabilidades de cada tirada. La última casilla reúne las partidas terminadas.
# What screen readers call that part's own board (a kind of control).
spread-board-role = tablero
# The name screen readers give that board.
spread-board-name = Dónde está la ficha
# In the element: what its board shows (a choice of two).
spread-shows = El tablero muestra
# The first choice.
spread-shows-expected = las tiradas esperadas hasta la meta
# The second choice.
spread-shows-spread = dónde está la ficha tras cada tirada
# In the element, while its board shows the expected throws.
spread-expected-note = El tablero muestra las tiradas esperadas hasta la meta: desde cada casilla, cuántas tiradas le quedan de media a una partida (0 en la última casilla). Mueve el control de tiradas o pulsa Reproducir para ver en cambio dónde está la ficha.
# When working out where the token can be failed. $error: the reason.
spread-failed = No se ha podido calcular dónde está la ficha: { $error }
# The label of the slider that picks a throw.
spread-throw-label = Tirada
# Plays the throws one after another.
spread-play = Reproducir
# Stops playing.
spread-pause = Pausa
# While the chances are worked out.
spread-working = Calculando dónde puede estar la ficha…
# Under the slider. $throws: the last throw shown; $share: a percentage of games over by then, already written.
spread-note = Exacto, según la cadena de probabilidades de cada tirada, hasta la tirada { $throws }, cuando ha terminado el { $share } de las partidas. Los colores se escalan a la casilla más probable de cada tirada; los números son porcentajes.
# The same, when a big board keeps fewer throws. $throws, $share: as above.
spread-note-capped = Exacto, según la cadena de probabilidades de cada tirada, hasta la tirada { $throws } (en un tablero de este tamaño la vista guarda como mucho { $throws } tiradas; para entonces ha terminado el { $share } de las partidas). Los colores se escalan a la casilla más probable de cada tirada; los números son porcentajes.
# A chance too small to write. $share: "0.01%" as your language writes it.
spread-under = menos del { $share }
# In a list of squares: the start, off the board.
spread-the-start = la salida
# At the end of a list of squares: how many more are not named. $count: how many.
spread-more = { $count } más
# After the chosen throw, when every game is over. $throw: the throw (0: before the first).
spread-all-over =
    { $throw ->
        [0] Antes de la primera tirada
        [one] Tras { $throw } tirada
       *[other] Tras { $throw } tiradas
    }: todas las partidas han terminado.
# After the chosen throw. $throw: as above; $over, $chance: percentages, already written; $square: a square's number.
spread-likely =
    { $throw ->
        [0] Antes de la primera tirada
        [one] Tras { $throw } tirada
       *[other] Tras { $throw } tiradas
    }: ha terminado el { $over } de las partidas; la casilla más probable es la { $square } ({ $chance }).
# The same, when the most likely place is the start (off the board).
spread-likely-start =
    { $throw ->
        [0] Antes de la primera tirada
        [one] Tras { $throw } tirada
       *[other] Tras { $throw } tiradas
    }: ha terminado el { $over } de las partidas; el lugar más probable es la salida ({ $chance }).
# The same, when several squares are as likely. $squares: the squares, already listed; $chance: each one's chance.
spread-likely-tied =
    { $throw ->
        [0] Antes de la primera tirada
        [one] Tras { $throw } tirada
       *[other] Tras { $throw } tiradas
    }: ha terminado el { $over } de las partidas; las casillas más probables son { $squares } ({ $chance } cada una).
# A square's tooltip: how likely the token is there. $throw: as above; $square: its number; $chance: a percentage, already written.
spread-token-on =
    { $throw ->
        [0] Antes de la primera tirada
        [one] Tras { $throw } tirada
       *[other] Tras { $throw } tiradas
    }: la ficha está en la casilla { $square } con una probabilidad del { $chance }.
# The same, for the start (off the board).
spread-token-at-start =
    { $throw ->
        [0] Antes de la primera tirada
        [one] Tras { $throw } tirada
       *[other] Tras { $throw } tiradas
    }: la ficha está en la salida con una probabilidad del { $chance }.
# The last square's tooltip. $throw: as above; $share: a percentage, already written.
spread-over-then =
    { $throw ->
        [0] Antes de la primera tirada
        [one] Tras { $throw } tirada
       *[other] Tras { $throw } tiradas
    }: ha terminado el { $share } de las partidas.
# The start area's label on that board. $share: a percentage, already written.
spread-start-label = Salida: { $share }

# --- Watch the search, step by step (www/tasks/bfs-steps.js, search-task.js) ---

# While the search is recorded. $size: how many squares the board has.
search-recording = Grabando la búsqueda en el tablero de { $size } casillas…
# What screen readers call the row of the search's buttons.
search-controls = Controles de la búsqueda
# Goes back to the search's first step.
search-restart = Reiniciar
# One step back.
search-back = Atrás
# One step on.
search-step = Paso
# Plays the steps one after another.
search-play = Reproducir
# Stops playing.
search-pause = Pausa
# Plays again from the first step.
search-replay = Repetir
# A checkbox: each step expands a whole level.
search-by-level = Un nivel cada vez
# The label of the list of speeds.
search-speed = Velocidad
# A speed in the list: the slowest.
search-speed-slow = Lenta
# A speed in the list: the usual one.
search-speed-normal = Normal
# A speed in the list: twice the usual.
search-speed-fast = Rápida
# A speed in the list: the fastest.
search-speed-fastest = Muy rápida
# The label before the strip of queued squares.
search-queue-label = Cola
# What screen readers call that strip.
search-queue-name = La cola, del principio al final
# What screen readers call the strip when it shows levels instead.
search-levels-name = Casillas de cada nivel
# A square of the strip: the start, off the board (keep it short).
search-start-short = salida
# A square's tooltip in the strip. $level: its level.
search-item-level = Nivel { $level }
# The same, with the square it was reached from. $parent: that square's number (or the start).
search-item-parent = Nivel { $level }, padre { $parent }
# At the end of the strip: how many more squares. $count: how many.
search-queue-more = +{ $count }
# The strip when the search has stopped.
search-queue-stopped = parada: se ha encontrado la meta
# The strip when the queue is empty.
search-queue-empty = vacía
# At the start of the strip of levels: how many levels come before. $count: how many.
search-levels-before = { $count } antes
# A level in the strip. $level: its number; $count: how many squares it holds (keep it short).
search-level-item = { $level }: { $count }
# A level's tooltip in the strip. $level, $count: as above.
search-level-title =
    Nivel { $level }: { $count ->
        [one] { $count } casilla
       *[other] { $count } casillas
    }
# Under the search: a board too big to show square by square. $steps: the most steps shown.
search-levels-only = Este tablero necesita más de { $steps } pasos para buscar casilla por casilla, así que la búsqueda se muestra nivel a nivel: cuántas casillas tiene cada nivel.
# Under the search: throws tried in a random order. $randomness, $seed: the numbers chosen.
search-random-order = Las tiradas se prueban en orden aleatorio (aleatoriedad { $randomness }, semilla { $seed }): el orden decide qué casilla pasa a ser el padre, así que otra semilla puede reconstruir otro camino de la misma longitud.
# Under the search: the usual order.
search-largest-first = Cada casilla prueba sus tiradas del valor más alto al más bajo.
# Between items in a row: squares, rolls, jumps ("3, 9, 12"). Keep the quotes; the space inside counts.
search-separator = {", "}
# Between the throws of a step (each may hold commas). Keep the quotes; the space inside counts.
search-throw-separator = {"; "}
# Between two sentences of the search's words. Keep the quotes: a space, or nothing where your language puts none.
search-sentence-gap = {" "}
# After 12 squares named. $list: them; $count: how many more.
search-list-more = { $list } y { $count } más
# A ladder a throw climbs. $to: its top square.
search-jump-ladder = escalera hasta la { $to }
# A snake a throw slides down. $to: its tail square.
search-jump-snake = serpiente hasta la { $to }
# A throw that does not move. $roll: the roll.
search-throw-no-move = { $roll }: no se mueve
# A throw. $roll: the roll; $to: where it lands; $new: "yes" when it finds a new square.
search-throw =
    { $roll } → { $to } { $new ->
        [yes] (nueva)
       *[other] (ya vista)
    }
# A throw that takes snakes or ladders. $jumps: them, already in words.
search-throw-jumps =
    { $roll } → { $to }, { $jumps } { $new ->
        [yes] (nueva)
       *[other] (ya vista)
    }
# A throw past the end that bounces back.
search-throw-bounced =
    { $roll } → { $to }, rebota desde la meta { $new ->
        [yes] (nueva)
       *[other] (ya vista)
    }
# The same, then snakes or ladders.
search-throw-bounced-jumps =
    { $roll } → { $to }, rebota desde la meta, { $jumps } { $new ->
        [yes] (nueva)
       *[other] (ya vista)
    }
# The search's first position, when the start is off the board.
search-begins-start = La búsqueda empieza en la salida, nivel 0: aún no hay tiradas. En la cola solo está ella. Cada paso toma la casilla del principio de la cola y prueba todas las tiradas desde ella.
# The same, starting on a square. $square: its number.
search-begins = La búsqueda empieza en la casilla { $square }, nivel 0: aún no hay tiradas. En la cola solo está ella. Cada paso toma la casilla del principio de la cola y prueba todas las tiradas desde ella.
# When the start is the last square.
search-start-is-end = La salida ya es la meta: no hace falta ninguna tirada.
# The search's last position. $throws: the fewest throws; $path: the squares from the end back to the start; $rolls: the rolls, in a row.
search-found = Meta encontrada. Mínimo de tiradas: { $throws }. Reconstruido a través de los padres: { $path }. Valores del dado: { $rolls }.
# A step, first sentence: the start is expanded. $step: its number; $steps: how many; $level: 0.
search-expand-start = Paso { $step } de { $steps }: se expande la salida, nivel { $level }.
# A step, first sentence. $square: the square expanded; $level: its level.
search-expand = Paso { $step } de { $steps }: se expande la casilla { $square }, nivel { $level }.
# The same, with the square it was reached from. $parent: that square.
search-expand-from = Paso { $step } de { $steps }: se expande la casilla { $square }, nivel { $level } (alcanzada desde { $parent }).
# The same, for a square reached from the start (off the board).
search-expand-from-start = Paso { $step } de { $steps }: se expande la casilla { $square }, nivel { $level } (alcanzada desde la salida).
# A step, second sentence. $throws: each throw tried, in words.
search-throws = Tiradas: { $throws }.
# A step, third sentence, when no square is new. $queued: how many squares wait in the queue.
search-nothing-new =
    Nada nuevo; { $queued ->
        [one] { $queued } casilla
       *[other] { $queued } casillas
    } en la cola.
# The same, with new squares. $count: how many; $level: their level; $queued: as above.
search-new =
    { $count ->
        [one] { $count } casilla nueva
       *[other] { $count } casillas nuevas
    } en el nivel { $level }; { $queued ->
        [one] { $queued } casilla
       *[other] { $queued } casillas
    } en la cola.
# One level at a time, first sentence. $from, $to: the steps; $steps: how many in all; $level: the level; $count: its squares; $squares: them, in a row.
search-level-steps =
    Pasos { $from } a { $to } de { $steps }: nivel { $level }, { $count ->
        [one] { $count } casilla
       *[other] { $count } casillas
    } ({ $squares }), cada una expandida con todas las tiradas.
# One level at a time, next sentence. $count: new squares; $level: their level; $squares: them; $queued: squares in the queue.
search-level-new =
    { $count ->
        [one] { $count } casilla nueva
       *[other] { $count } casillas nuevas
    } en el nivel { $level } ({ $squares }); { $queued ->
        [one] { $queued } casilla
       *[other] { $queued } casillas
    } en la cola.
# After the last step, when the end cannot be reached.
search-end-unreachable = La cola está vacía: no se puede llegar a la meta.
# After the last step, when the end is found.
search-end-reached = Se ha alcanzado la última casilla: pulsa Paso para reconstruir el camino.
# The same, with squares of the level left unexpanded. $level: the level; $squares: them, in a row.
search-end-reached-rest = Se ha alcanzado la última casilla, así que el resto del nivel { $level } ({ $squares }) nunca se expande: pulsa Paso para reconstruir el camino.
# A search too big to show square by square: a level. $level: its number; $last: the last level; $count: its squares; $throws: the throws to reach them.
search-level-words =
    Nivel { $level } de { $last }: { $count ->
        [one] { $count } casilla alcanzada
       *[other] { $count } casillas alcanzadas
    } por primera vez tras { $throws ->
        [one] { $throws } tirada
       *[other] { $throws } tiradas
    }.
# The last level. $throws: the fewest throws.
search-level-last = La última casilla está en este nivel: el mínimo de tiradas es { $throws }.
# A square's tooltip: the search has not reached it yet.
search-not-found-yet = La búsqueda aún no la ha encontrado.
# The start's tooltip.
search-where-starts = Nivel 0: donde empieza la búsqueda.
# A square's tooltip. $level: its level; $parent: the square it was reached from; $throws: how many throws (the level).
search-first-reached =
    Nivel { $level }: alcanzada primero desde { $parent } en { $throws ->
        [one] { $throws } tirada
       *[other] { $throws } tiradas
    }.
# The same, for a square reached from the start (off the board).
search-first-reached-start =
    Nivel { $level }: alcanzada primero desde la salida en { $throws ->
        [one] { $throws } tirada
       *[other] { $throws } tiradas
    }.

# (end of the analysis and the search)

## The designer (www/tasks/design*)

# The help line at the top of the designer's card.
design-help = Arrastra de una casilla a otra para añadir una escalera (hacia arriba) o una serpiente (hacia abajo), o toca las dos casillas. Arrastra cualquiera de los extremos de un salto para moverlo. En el tablero: las flechas y luego Intro en cada extremo; Supr quita el salto elegido; Esc lo suelta.
# The heading over the designed board's numbers.
design-numbers-heading = Cómo se juega
# A figure's label: the fewest throws from the start to the end.
design-min-label = Mínimo de tiradas
# A figure's label: the average number of throws a game takes one player.
design-mean-label = Partida media (un jugador)
# A figure's label: the median number of throws of a game.
design-median-label = Mediana
# A figure's label: the chance that the first of two players wins.
design-odds-label = Gana el primer jugador (de dos)
# A button: takes back the last edit.
design-undo = Deshacer
# A button: makes an edit taken back again.
design-redo = Rehacer
# A button: removes the chosen snake or ladder.
design-delete = Quitar salto
# A button: removes every snake and ladder.
design-clear = Vaciar
# A button (on the page): the designer starts again from the board shown on the page.
design-from-page = Empezar con el tablero de la página
# The label of the field for the board's number of rows.
design-rows = Filas
# The label of the field for the board's number of columns.
design-columns = Columnas
# The button that gives the board the rows and columns typed.
design-resize = Cambiar tamaño
# The heading over the chart of how many throws games take.
design-chart-heading = Cuánto duran las partidas (un jugador)
# The chart's name for screen readers (before its numbers are in).
design-chart-label = Gráfico de la duración de las partidas
# The heading over the list of what each snake and ladder is worth.
design-values-heading = Cuánto vale cada salto
# Over the numbers while a big board's are worked out, after an edit (they take a moment).
design-numbers-busy = Calculando las cifras de este tablero…
# Over the list of what each jump is worth while it is worked out.
design-values-busy = Calculando cuánto vale cada salto…
# After that heading: how many jumps the list holds, biggest change first. $count: how many.
design-values-count = ({ $count }, primero los que más cambian)
# In the list of jumps' worths, when the board has none.
design-values-none = Aún no hay serpientes ni escaleras.
# At the end of a list shown in part. $count: how many more there are.
design-more = … y { $count } más.
# The heading over Print and the downloads (on the page).
design-export-print-heading = Imprimir y compartir
# The heading over the downloads (in the element, which has no Print).
design-export-heading = Descargar
# A button: prints the board with its numbers.
design-print = Imprimir
# A button: downloads the board as a PNG picture.
design-png = Descargar PNG
# A button: downloads the board as an SVG drawing.
design-svg = Descargar SVG
# A line under the downloads on the page: the link copied by the "Copy link to this view" button of the "Make a board" card holds the designed board.
design-share-note = «Copiar el enlace a esta vista», en la tarjeta Crear un tablero, comparte el tablero diseñado como cualquier otro.
# A jump's name at the start of a line in the list of worths. $kind: ladder or snake; $from, $to: its squares.
design-jump-name =
    { $kind ->
        [ladder] Escalera { $from } → { $to }
       *[snake] Serpiente { $from } → { $to }
    }
# Said after a jump was added. $kind: ladder or snake; $from, $to: its squares.
design-added =
    { $kind ->
        [ladder] Escalera { $from } → { $to } añadida.
       *[snake] Serpiente { $from } → { $to } añadida.
    }
# Said after an end of a jump was moved. $kind: ladder or snake; $from, $to: its squares now.
design-moved =
    { $kind ->
        [ladder] Movida: ahora es la escalera { $from } → { $to }.
       *[snake] Movida: ahora es la serpiente { $from } → { $to }.
    }
# After "Added ..." or "Moved ...": chains and shared ends the new jump makes (allowed). $warnings: the core's notes, separated by semicolons.
design-added-note = Ojo: { $warnings }.
# After "Added ...": the board's jumps still form a cycle under the rules, so there are no numbers. $reason: the core's words on the cycle.
design-no-numbers-yet = Aún no hay números: { $reason }; cambia ese salto o las reglas.
# After "Added ...": the edit broke the cycle that kept the numbers away.
design-cycle-gone = El ciclo ha desaparecido: vuelven los números.
# Said when Delete is pressed with no jump chosen.
design-choose-first = Primero elige un salto: toca su inicio o su final, o pulsa Intro sobre él.
# Said after a jump was deleted. $kind: ladder or snake; $from, $to: its squares.
design-deleted =
    { $kind ->
        [ladder] Escalera { $from } → { $to } quitada.
       *[snake] Serpiente { $from } → { $to } quitada.
    }
# Said after Clear.
design-cleared = Tablero vacío: sin serpientes ni escaleras.
# Why a new size was refused (then shown in "Refused: ..."). $max: the most rows or columns; $rows, $columns: what was typed.
design-size-refused = las filas y las columnas deben ser números enteros del 1 al { $max }, no { $rows } por { $columns }
# Put in design-size-refused for an empty field.
design-size-nothing = nada
# Why a new size was refused by the core (then shown in "Refused: ..."). $reason: the core's words; $rows, $columns: the size asked for.
design-resize-refused = { $reason } ({ $rows } por { $columns })
# Said after the board was given a new size. $rows, $columns: its rows and columns; $size: its squares.
design-resized =
    { $rows ->
        [one] Ahora { $rows } fila de { $columns } ({ $size } casillas).
       *[other] Ahora { $rows } filas de { $columns } ({ $size } casillas).
    }
# After design-resized: jumps that no longer fit on the smaller board were removed. $count: how many.
design-resize-dropped =
    { $count ->
        [one] { $count } salto ya no cabía y se ha quitado («Deshacer» lo recupera).
       *[other] { $count } saltos ya no cabían y se han quitado («Deshacer» los recupera).
    }
# Said after Undo.
design-undone = Deshecho.
# Said after Redo.
design-redone = Rehecho.
# Said when the designer starts again from the host's board. $board: page (the board on the page) or given (the board given to the embedded board).
design-started =
    { $board ->
        [page] Empezado de nuevo con el tablero de la página.
       *[given] Empezado de nuevo con el tablero dado.
    }
# A line under the size fields: a chain or shared end of the board (allowed). $warning: the core's words.
design-warning = Permitido, pero ojo: { $warning }
# Said when a jump was chosen from the list of worths. $kind: ladder or snake; $from, $to: its squares.
design-chose =
    { $kind ->
        [ladder] Elegida la escalera { $from } → { $to }: arrastra cualquiera de sus extremos para moverla, o pulsa Supr.
       *[snake] Elegida la serpiente { $from } → { $to }: arrastra cualquiera de sus extremos para moverla, o pulsa Supr.
    }
# On a printed board, under it: what its numbers are, a whole sentence. $shown: which are known ("min", "mean" or "both");
# $min: the fewest throws; $mean: the throws of an average game for one player, one decimal.
design-print-facts = { $shown ->
    [min] Mínimo de tiradas: { $min }.
    [mean] Una partida media de { $mean } tiradas para un jugador.
   *[both] Mínimo de tiradas: { $min }; una partida media de { $mean } tiradas para un jugador.
}
# Added to what an edit did when the board's last square can no longer be reached.
design-unreachable-note = Ahora ninguna partida puede llegar a la última casilla: los números dicen «nunca».
# Beside the board after a tap on a phone, after what the tap did: the board's numbers. $min: the fewest throws; $mean: the average game, as the card shows them.
design-numbers-line = Mínimo de tiradas: { $min }; partida media: { $mean }.
# Why an edit was refused (in the card; the reason alone is shown beside the board). $reason: the core's words.
design-refused = No se puede: { $reason }. El tablero no ha cambiado.
# The board has no numbers because the core failed. $error: the core's words.
design-numbers-failed = No se han podido calcular los números: { $error }
# In the list of worths when they could not be worked out. $error: the core's words.
design-worths-failed = No se ha calculado para este tablero: { $error }
# The fewest throws when the end cannot be reached.
design-min-never = nunca
# The average game when games never end.
design-mean-never = no termina nunca
# A number of throws, for the average and the median. $throws: the number (maybe with decimals).
design-throws = { $throws } tiradas
# Who wins when the end cannot be reached.
design-odds-nobody = nadie: no se puede llegar a la meta
# The first of two players' chance of winning, and the second's. $first, $second: percentages.
design-odds = { $first } (el segundo: { $second })
# Under the chart: how long games last. $p25, $p75, $p90: numbers of throws.
design-spread-three = 1 partida de cada 4 termina en { $p25 } tiradas o menos, 3 de cada 4 en { $p75 }, 9 de cada 10 en { $p90 }.
# Under the chart, when fewer than 9 games in 10 ever end. $p25, $p75: numbers of throws.
design-spread-two = 1 partida de cada 4 termina en { $p25 } tiradas o menos, 3 de cada 4 en { $p75 }.
# Under the chart, when fewer than 3 games in 4 ever end. $p25: a number of throws.
design-spread-one = 1 partida de cada 4 termina en { $p25 } tiradas o menos.
# Under the chart when the last square cannot be reached.
design-spread-unreachable = Ninguna partida termina: no se puede llegar a la última casilla.
# Under the chart when the core could not work out how long games last. $reason: the core's words.
design-spread-not-known = No se sabe cuánto duran las partidas: { $reason }.
# Under the chart when too few games end to say how long they last.
design-spread-endless = Algunas partidas no terminan nunca.
# A jump's worth: without it no game can end. $jump: its name (design-jump-name).
design-worth-needed = { $jump }: sin ella no se puede llegar a la meta.
# A jump's worth: the average game never ends, with or without it. $jump: its name.
design-worth-endless = { $jump }: la partida media no termina nunca, con ella o sin ella.
# A jump's worth: with it some games never end. $jump: its name; $without: the average game's throws without it.
design-worth-some-never = { $jump }: con ella algunas partidas no terminan nunca; sin ella, { $without } tiradas.
# A jump's worth: with it no game ends. $jump: its name; $without: the average game's throws without it.
design-worth-none-end = { $jump }: con ella ninguna partida termina; sin ella, { $without } tiradas.
# A jump's worth, in the list. $jump: its name; $without: the average game's throws without it; $effect: saves, adds or nothing; $change: the throws it saves or adds.
design-worth =
    { $effect ->
        [saves] { $jump }: sin ella, { $without } tiradas; ahorra { $change }.
        [adds] { $jump }: sin ella, { $without } tiradas; añade { $change }.
       *[nothing] { $jump }: sin ella, { $without } tiradas; no cambia nada.
    }
# A jump's worth, under the board, with the board's average game. As design-worth; $now: the average game's throws with every jump.
design-worth-now =
    { $effect ->
        [saves] { $jump }: sin ella, { $without } tiradas; ahorra { $change } (ahora { $now }).
        [adds] { $jump }: sin ella, { $without } tiradas; añade { $change } (ahora { $now }).
       *[nothing] { $jump }: sin ella, { $without } tiradas; no cambia nada (ahora { $now }).
    }
# Said after a drag let go off the board's squares.
design-drag-off = Soltado fuera del tablero: no ha cambiado nada.
# Said when a tap or Enter chose a jump's square (a new jump can still start there). $kind: ladder or snake; $from, $to: its squares; $square: the square chosen.
design-chose-or-new =
    { $kind ->
        [ladder] Elegida la escalera { $from } → { $to } (Supr la quita). O elige otra casilla para un salto nuevo desde la { $square }.
       *[snake] Elegida la serpiente { $from } → { $to } (Supr la quita). O elige otra casilla para un salto nuevo desde la { $square }.
    }
# Said after a tap on a square: the first end of a new jump. $square: the square.
design-from-square-tap = Desde la casilla { $square }: ahora toca el otro extremo (la { $square } otra vez lo suelta).
# Said after a click or Enter on a square: the first end of a new jump. $square: the square.
design-from-square = Desde la casilla { $square }: ahora elige el otro extremo (Esc lo suelta).
# Said after Enter on a held end that was not moved: a new jump starts there instead. $square: the square.
design-from-square-new = Desde la casilla { $square }: ahora elige el otro extremo de un salto nuevo (Esc lo suelta).
# Said when the first end chosen is chosen again, or Escape is pressed.
design-let-go = Soltado.
# Said when Enter picks up an end of a jump with the keyboard. $end: foot or top (of a ladder), head or tail (of a snake); $from, $to: the jump's squares; $square: the square.
design-holding =
    { $end ->
        [foot] Sujetas el pie de la escalera { $from } → { $to }: las flechas lo mueven, Intro lo deja, Esc lo devuelve a su sitio, Supr quita la escalera. Intro aquí otra vez empieza un salto nuevo desde la { $square }.
        [top] Sujetas la parte de arriba de la escalera { $from } → { $to }: las flechas la mueven, Intro la deja, Esc la devuelve a su sitio, Supr quita la escalera. Intro aquí otra vez empieza un salto nuevo desde la { $square }.
        [head] Sujetas la cabeza de la serpiente { $from } → { $to }: las flechas la mueven, Intro la deja, Esc la devuelve a su sitio, Supr quita la serpiente. Intro aquí otra vez empieza un salto nuevo desde la { $square }.
       *[tail] Sujetas la cola de la serpiente { $from } → { $to }: las flechas la mueven, Intro la deja, Esc la devuelve a su sitio, Supr quita la serpiente. Intro aquí otra vez empieza un salto nuevo desde la { $square }.
    }
# Under the board while an end is carried with the keyboard, back on its own square. $square: the square.
design-back-on = De vuelta en la { $square }.
# Under the board while an end is carried with the keyboard: the jump it would make here. $kind: ladder or snake; $from, $to: its squares.
design-put-down-here =
    { $kind ->
        [ladder] Si lo dejas aquí: escalera { $from } → { $to }.
       *[snake] Si lo dejas aquí: serpiente { $from } → { $to }.
    }
# Said when Escape puts a carried end back. $kind: ladder or snake; $from, $to: the jump's squares.
design-put-back =
    { $kind ->
        [ladder] Devuelto a su sitio: la escalera { $from } → { $to } no ha cambiado.
       *[snake] Devuelto a su sitio: la serpiente { $from } → { $to } no ha cambiado.
    }

# (end of the designer)

## The element and playing (www/widget/, www/tasks/game-session.js, www/tasks/online.js)

# The element's board, for screen readers: what kind of thing it is (said after its label).
widget-board-role = tablero
# The element's board, for screen readers, until a board is read (then its size, snakes and ladders).
widget-board-label = Tablero de serpientes y escaleras
# Where the element's board will be, while it loads.
widget-loading = Cargando el tablero…
# The element's button that throws the die (play mode).
widget-roll = Tirar
# The element's button that starts a new game with fresh dice (play mode).
widget-new-game = Nueva partida
# The element's list of players and their squares, for screen readers.
widget-players-label = Jugadores
# The element's row of buttons, for screen readers.
widget-controls-label = Controles
# Under an error in the element, when a board was on show before it.
widget-error-kept = El widget sigue mostrando el último tablero y los últimos ajustes válidos (sus valores por defecto donde no los había).
# The element's error when its board attribute holds no board it can read. $detail: the core's reason.
widget-error-board-invalid = El atributo board contiene un tablero no válido: { $detail }
# The element's error about its board attribute. $error: the core's message.
widget-error-board = El atributo board: { $error }
# The element's error when the text inside it (no board attribute) is no board it can read. $detail: the core's reason.
widget-error-text-invalid = El texto del elemento contiene un tablero no válido: { $detail }
# The element's error about the text inside it. $error: the core's message.
widget-error-text = El texto del elemento: { $error }
# The element's error when its program (WebAssembly) did not load. $error: the browser's reason, in English.
widget-core-failed = No se pudo cargar el núcleo WebAssembly: { $error }
# The element's error when play mode's own code did not load. $error: the browser's reason, in English.
widget-play-failed = No se pudo cargar el juego: { $error }
# The element's error when solve mode's answer (its card's code) did not load. $error: the browser's reason, in English.
widget-answer-failed = No se pudo cargar la respuesta: { $error }
# The element's error for a mode attribute it does not know. $modes: the modes there are, listed as "a, b or c"; $mode: what was given.
widget-mode-bad = mode debe ser { $modes }, no «{ $mode }»
# The element's error for a speed attribute out of range. $max: the fastest (20); $speed: what was given.
widget-speed-bad = speed debe ser un número mayor que 0 y como mucho { $max } (1 es la velocidad normal), no «{ $speed }»
# The element's error for a players attribute that is a number but no count (3.5, -2). $players: what was given.
widget-players-bad = players debe ser un número de jugadores o nombres separados por comas, no «{ $players }»
# The element's error for a board too big to draw. $size: its squares; $max: the most the element draws.
widget-too-big = este tablero tiene { $size } casillas; el widget dibuja tableros de hasta { $max } casillas (el comando snakes resuelve los más grandes)
# The element's error for a text with no board in it.
widget-no-board-in-text = el texto no contiene ningún tablero
# Above the element's board while a long board text is read. $count: its characters.
widget-work-reading = Leyendo { $count } caracteres del texto del tablero…
# Above the element's board while a big board is solved. $size: its squares.
widget-work-solving = Resolviendo el tablero de { $size } casillas…
# Above the element's board while a board is generated from its size, snakes and ladders.
widget-work-building = Construyendo un tablero…
# The element's error when the designer's code did not load (design mode). $error: the browser's reason.
widget-design-failed = no se pudo cargar el editor: { $error }
# The element's error when the analysis code did not load (analyze mode). $error: the browser's reason.
widget-analysis-failed = no se pudo cargar el análisis: { $error }
# The element's error when the search's code did not load (bfs mode). $error: the browser's reason.
widget-search-failed = no se pudo cargar la vista de la búsqueda: { $error }
# The element's card with the fewest throws (solve mode), for screen readers.
widget-solve-label = Las tiradas mínimas
# The element's card with a game's length (analyze mode), for screen readers.
widget-analysis-label = ¿Cuánto dura una partida?
# The element's designer card (design mode), for screen readers.
widget-design-label = Diseñar el tablero
# The strip before square 1 on the element's board, when players start off the board (narrow).
widget-start-off = Salida
# The strip before square 1 on the element's board, when players start off the board (wide).
widget-start-off-long = Salida, fuera del tablero
# The strip before square 1 on the element's board, when players start on square 1 (narrow).
widget-start-one = Salida: casilla 1
# The strip before square 1 on the element's board, when players start on square 1 (wide).
widget-start-one-long = Los jugadores empiezan en la casilla 1
# Said to screen readers when the element starts a new game. $names: the players, listed; $name: who throws first.
widget-new-game-said = Nueva partida: { $names }. Le toca tirar a { $name }.
# A player in the element's list, before their first throw. $name: the player.
widget-player-at-start = { $name }: salida
# A player in the element's list. $name: the player; $square: the square their token is on.
widget-player-on = { $name }: casilla { $square }
# The element's status line once a game is won. $name: the winner.
widget-wins = ¡{ $name } gana!
# The element's status line: whose turn it is. $name: the player.
widget-to-roll = Le toca tirar a { $name }
# Said to screen readers after the winning move. $move: the move in words (a sentence); $count: the throws in the game.
widget-game-over-said = { $move } Fin de la partida tras { $count ->
        [one] { $count } tirada
       *[other] { $count } tiradas
    }.
# The caption of the element's table of a finished game.
widget-ranking-caption = Clasificación final: las tiradas de cada jugador, las escaleras subidas y las serpientes encontradas.
# Play with others in the element: why a room cannot be opened yet.
widget-room-no-board = Todavía no hay ningún tablero para jugar.
# Play with others in the element: its trackers attribute is wrong. $error: why (a room-why-tracker- message).
widget-trackers-bad = trackers: { $error }

# Play with others, the start form: what it is.
online-form-help = Cada persona juega en su teléfono, tableta u ordenador, y todas ven los mismos dados. Los dispositivos se comunican directamente; nada de la partida pasa por un servidor.
# Play with others, the start form: the label of the name box.
online-name-label = Tu nombre
# Play with others, the start form: the button that opens a new room.
online-create = Crear una sala
# Play with others, the start form: the label of the box for a room's code.
online-code-label = O únete a una sala con su código
# Play with others, the start form: an example of a room's code, in the empty box (keep the code as it is).
online-code-placeholder = p. ej. k7m-q2x
# Play with others, the start form: the button that joins the room of the code typed.
online-join = Unirse
# Play with others, the start form: a checkbox.
online-watch-label = Unirse para mirar, sin puesto
# Play with others, the start form: what was typed is no room code. $code: what was typed.
online-code-bad = «{ $code }» no es un código de sala: seis letras y cifras, tal como las muestra la pantalla del anfitrión.
# Play with others, the start form: Create or Join pressed with no name.
online-name-missing = Escribe primero tu nombre: los demás lo ven junto a tu ficha.
# Play with others: a folding part of the start form, for the network's settings.
online-network = Red
# Play with others, Network: the label of the box of tracker addresses.
online-trackers-label = Trackers que ponen en contacto a los dispositivos
# Play with others, Network: help under the box.
online-trackers-help = Direcciones WebSocket (wss://…), una por línea; vacío para los públicos. Un colegio puede tener el suyo (el servidor bittorrent-tracker). Todos los dispositivos de una sala necesitan los mismos.
# Play with others, Network: the button that keeps the addresses typed.
online-trackers-save = Usar estos
# Play with others, Network: the addresses were refused. $reason: why (a room-why-tracker- message).
online-trackers-refused = Sin cambios: { $reason }.
# Play with others, Network: the addresses were kept.
online-trackers-saved = Guardado: las salas se encuentran a través de estos trackers.
# Play with others, Network: the box was emptied, so the public trackers are used.
online-trackers-saved-public = Guardado: las salas se encuentran a través de los trackers públicos.
# Play with others: while a room is being opened. $code: the room's code.
online-opening = Abriendo la sala { $code }…
# Play with others: the room could not be opened. $error: why (in English).
online-open-failed = No se pudo abrir la sala ({ $error }).
# Said to screen readers: a room was created. $code: the room's code.
online-opened = La sala { $code } está abierta: comparte su enlace o su código.
# Said to screen readers: joining a room. $code: the room's code.
online-joining = Entrando en la sala { $code }…
# Said to screen readers: this device left its room.
online-left = Has salido de la sala.
# Play with others, in the room: before the room's code.
online-room = Sala
# Play with others, in the room: the button that copies the room's link.
online-copy = Copiar enlace
# Play with others, in the room: after Copy link.
online-copied = Enlace copiado.
# Play with others, in the room: the link could not be copied.
online-copy-failed = Copia el enlace de abajo.
# Play with others, in the room (in the element, which has no link of its own): under the code.
online-join-by-code = Los demás se unen con este código.
# Play with others, in the room: the button that leaves it.
online-leave = Salir de la sala
# Play with others, in the room: the row of emoji buttons, for screen readers.
online-reactions-label = Enviar una reacción
# Play with others, in the room: an emoji button, for screen readers. $emoji: the emoji.
online-react = Enviar { $emoji }
# Play with others, in the room: the list of what happened, for screen readers.
online-log-label = Lo que ha pasado en la sala
# Play with others, the room's log: someone sent an emoji. $name: who; $emoji: the emoji.
online-reaction = { $name }: { $emoji }
# Play with others, the room's log: a message was refused. $from: whose (a name, or room-why-from-stranger or room-why-from-peer); $reason: why (a room-why- message, or an online-check- one).
online-refused = Rechazado de { $from }: { $reason }.
# Play with others, the room's log: the room's board could not be put on screen. $error: why.
online-board-failed = No se pudo mostrar el tablero de la sala ({ $error }).
# Play with others, the room's log: a game in progress was replayed on this device. $count: the throws so far.
online-replayed = La partida hasta ahora: { $count ->
        [one] { $count } tirada, repetida y comprobada
       *[other] { $count } tiradas, repetidas y comprobadas
    }.
# Play with others, the room's log: the game begins.
online-drawn = Los dados están sorteados: empieza la partida.
# Play with others, a seat: the host's name. $name: the player.
online-seat-host = { $name } (anfitrión)
# Play with others, a seat: this device's player. $name: the player.
online-seat-you = { $name } (tú)
# Play with others, a seat: this device's player, who is the host. $name: the player.
online-seat-host-you = { $name } (anfitrión, tú)
# Play with others, a seat: the player's device is connected.
online-seat-here = conectado
# Play with others, a seat: the player's device is not connected.
online-seat-away = ausente
# Play with others: someone watching whose device is not connected. $name: who.
online-watcher-away = { $name } (ausente)
# Play with others: who watches without a seat. $names: their names, listed.
online-watching = Mirando: { $names }.
# Play with others, on the host's device: the board and rules chosen. $summary: them in words.
online-setup-yours = Has elegido: { $summary }
# Play with others, on a guest's device: the board and rules chosen. $summary: them in words.
online-setup-hosts = El anfitrión ha elegido: { $summary }
# Play with others, on a guest's device: waiting to be let in.
online-waiting-let-in = Esperando a que el anfitrión te deje entrar…
# Play with others, on a guest's device: nobody has answered. $code: the room's code; $seconds: how long.
online-no-answer = Nadie en la sala { $code } ha respondido en { $seconds } s. Comprueba el código y que la página del anfitrión siga abierta; sal de la sala para escribir otro código.
# Play with others, on the host's device: the button that starts the game.
online-start = Empezar la partida
# Play with others, on the host's device: alone in the room.
online-waiting-join = Esperando a que alguien se una. Cambia ahora el tablero o las reglas: la sala los ve antes de la primera tirada.
# Play with others, on the host's device: others have joined.
online-ready = Todos ven el tablero y las reglas de arriba. Los dados se sortean entre todos cuando empieces.
# Play with others, on a guest's device. $host: the host's name.
online-waiting-start = Esperando a que { $host } empiece la partida.
# Play with others, on a guest's device, the host's name not known yet.
online-waiting-start-host = Esperando a que el anfitrión empiece la partida.
# Play with others: while the dice are drawn. $seconds: the seconds left.
online-drawing = Sorteando los dados: el dispositivo de cada jugador añade un secreto, sellado antes de mostrar ninguno (quedan { $seconds } s).
# Play with others, on the host's device after a game: the button for another.
online-again = Jugar otra vez
# Play with others, on the host's device after a game: help beside Play again.
online-again-help = Los mismos jugadores, tablero y reglas, con dados sorteados de nuevo.
# Play with others, the status line: this device's turn, again. $name: its player.
online-turn-you-again = { $name }, vuelves a tirar.
# Play with others, the status line: this device's turn. $name: its player.
online-turn-you = { $name }, te toca: pulsa «Tirar».
# Play with others, the status line: the player is away; the host throws for them soon. $name: the player; $seconds: when.
online-turn-away-in = { $name } está ausente: el anfitrión tira por { $name } en { $seconds } s.
# Play with others, the status line: the player is away; the host throws for them now. $name: the player.
online-turn-away-now = { $name } está ausente: el anfitrión tira por { $name } ahora.
# Play with others, the status line: another device's turn. $name: its player.
online-turn-other = Le toca tirar a { $name }, en su dispositivo.
# Play with others, the status line: another device's turn, again. $name: its player.
online-turn-other-again = { $name } vuelve a tirar, en su dispositivo.
# Play with others, the status line on the host's device: this device won. $name: its player.
online-won-you-host = ¡Has ganado, { $name }! Pulsa «Jugar otra vez» (en la sala) para otra partida.
# Play with others, the status line on a guest's device: this device won. $name: its player.
online-won-you = ¡Has ganado, { $name }! El anfitrión puede empezar otra partida.
# Play with others, the status line on the host's device: another won. $name: the winner.
online-won-host = ¡{ $name } ha ganado! Pulsa «Jugar otra vez» (en la sala) para otra partida.
# Play with others, the status line on a guest's device: another won. $name: the winner.
online-won = ¡{ $name } ha ganado! El anfitrión puede empezar otra partida.
# Play with others: the room's board and rules in words, its first sentence. $size: squares; $ladders, $snakes: how many.
online-summary-board = { $size } casillas, { $ladders ->
        [one] { $ladders } escalera
       *[other] { $ladders } escaleras
    } y { $snakes ->
        [one] { $snakes } serpiente
       *[other] { $snakes } serpientes
    }.
# Play with others: the room's house rules, its last sentence. $rules: them, listed.
online-summary-house = Reglas de la casa: { $rules }.
# Play with others: the room plays by no house rule.
online-summary-no-house = Reglas de la casa: ninguna.
# Play with others: a house rule, in the list.
online-house-knock-off = caer en la casilla de otro jugador lo devuelve a la salida
# Play with others: a house rule, in the list.
online-house-sixes-again = con un seis se vuelve a tirar
# Play with others: a house rule, in the list.
online-house-three-sixes = tres seises seguidos terminan el turno
# Play with others: a room's board that this device cannot read.
online-summary-unreadable = un tablero que no se puede leer aquí.
# Play with others: why a room cannot be played here (in the room's log).
online-check-no-board = una sala sin un tablero aceptable
# Play with others: why a room cannot be played here.
online-check-no-rules = una sala sin sus reglas
# Play with others: why a room cannot be played here (the wait for an away player).
online-check-away = una espera por ausencia que no está entre 1 s y 10 minutos
# Play with others: why a room cannot be played here. $error: the core's reason.
online-check-unreadable = no se puede leer el tablero de la sala ({ $error })
# Play with others, the room's log: a player's device is connected again. $name: the player.
room-notice-back = { $name } ha vuelto.
# Play with others, the room's log on the host's device: someone joined to watch, without a seat. $name: who.
room-notice-watching = { $name } está mirando.
# Play with others, the room's log on the host's device: someone joined and took a seat. $name: who.
room-notice-joined = { $name } se ha unido.
# Play with others, the room's log: another player's device is the host now. $name: that player.
room-notice-new-host = { $name } es ahora el anfitrión.
# Play with others, the room's log: the host chose another board or other rules.
room-notice-setup-changed = El anfitrión ha cambiado el tablero o las reglas.
# Play with others, the room's log: a player's device is no longer connected. $name: the player.
room-notice-away = { $name } está ausente.
# Play with others, the room's log: the host left, and this device took over as the host.
room-notice-host-here = El anfitrión se ha ido: este dispositivo es ahora el anfitrión.
# Play with others, the room's log on the host's device: players whose devices did not send their sealed secret for the dice in time. $names: them, listed; $count: how many.
room-notice-no-commitment =
    { $count ->
        [one] { $names } no envió su secreto sellado a tiempo: los dados se sortean de nuevo sin ese jugador.
       *[other] { $names } no enviaron su secreto sellado a tiempo: los dados se sortean de nuevo sin ellos.
    }
# The same, for players whose devices did not show their sealed secret in time. $names: them, listed; $count: how many.
room-notice-no-reveal =
    { $count ->
        [one] { $names } no mostró su secreto a tiempo: los dados se sortean de nuevo sin ese jugador.
       *[other] { $names } no mostraron su secreto a tiempo: los dados se sortean de nuevo sin ellos.
    }


# Why a room refused a message from another device: each fills $reason of online-refused ("Refused from { $from }: { $reason }.") in the room's log, a phrase without a capital or a full stop. What a device sent is a "message"; the dice's draw is by "commitment" (a sealed secret) and "reveal" (the secret shown).
# Why refused: what arrived was not text.
room-why-not-text = no es texto
# Why refused: a message too long. $characters: its length; $most: the longest taken.
room-why-too-long = un mensaje de { $characters } caracteres (el máximo es { $most })
# Why refused: a message that is not JSON (the form every message has).
room-why-not-json = no es JSON
# Why refused: JSON, but not a message (not an object).
room-why-not-message = no es un mensaje
# Why refused: a message of a kind no device sends. $kind: the kind it names (as sent).
room-why-unknown-kind = ningún mensaje se llama «{ $kind }»
# Why refused: a message of a known kind, but too long for it. $kind: its kind (hello, draw, throw...); $characters: its length.
room-why-kind-too-long = un mensaje «{ $kind }» de { $characters } caracteres
# Why refused: the host's room gives a player's place to another device's key. $name: the player.
room-why-place-other-key = una sala que da el puesto de { $name } a otra clave
# Why refused: the host's room gives a seat to another player. $seat: the seat's number (1 is the first).
room-why-seat-other-player = una sala que da el puesto { $seat } a otro jugador
# Why refused: the host's room lacks some of its parts.
room-why-room-parts = un mensaje de sala incompleto
# Why refused: the host's room lists a member without all of its parts.
room-why-member-parts = un miembro sin identificador, nombre, clave o puesto
# Why refused: the host's room's seats do not match its members.
room-why-seats-mismatch = puestos que no coinciden con los miembros
# Why refused: the host's room lists throws that are not whole numbers.
room-why-rolls-not-whole = tiradas que no son números enteros
# Why refused: the host's room says the dice are being drawn, without the draw's number or players.
room-why-draw-parts = un sorteo sin su número ni sus jugadores
# Why refused: the host's room has no board and rules.
room-why-no-setup = una sala sin su tablero ni sus reglas
# Why refused: the host's room has a game without the secrets its dice were drawn from.
room-why-no-reveals = una partida sin los secretos mostrados de sus dados
# Why refused: the host passed on another secret than the one a player sent this device. $name: that player.
room-why-reveal-changed = el secreto de { $name } que pasa el anfitrión no es el que envió { $name }
# Why refused: the room's game cannot be made on this device. $error: why (the core's message, in this language).
room-why-game-unplayable = la partida no se puede jugar aquí: { $error }
# Why refused: the room's throws are not what its dice give. $move: the throw's number; $dice: what the dice give; $roll: what the room says.
room-why-throws-not-dice = las tiradas de la partida no salen de sus dados (la tirada { $move } es { $dice }, no { $roll })
# Why refused: a throw for a seat whose turn it is not. $seat: the seat's number (1 is the first).
room-why-seat-not-turn = una tirada para el puesto { $seat }, que no tiene el turno
# Why refused: a throw in the name of someone who is not in the room.
room-why-throw-from-nobody = una tirada de alguien que no está en la sala
# Why refused: a throw with another number than the dice give. $roll: the number sent; $dice: the dice's.
room-why-roll-not-dice = una tirada de { $roll } que los dados no dieron (dan { $dice })
# Why refused: a throw without its player's signature.
room-why-unsigned = una tirada sin la firma de su jugador
# Why refused: a throw for a player whose key this device has not had yet. $name: the player.
room-why-no-key = una tirada para { $name }, cuya clave este dispositivo aún no tiene
# Why refused: a throw in a player's name that the player did not sign. $name: the player.
room-why-not-signed = una tirada que { $name } no firmó
# Why refused: a device's greeting (hello) that answers no question of this device's.
room-why-hello-no-challenge = un saludo que no responde a ninguna pregunta de este dispositivo
# Why refused: a device's greeting (hello) that its key's holder did not sign for this device. $name: the name it gives.
room-why-hello-not-signed = un saludo en nombre de «{ $name }» que el titular de su clave no firmó para este dispositivo (un saludo visto en otro sitio, o la clave de otro)
# Why refused: a message that is not a throw, where a throw was expected.
room-why-not-throw = no es una tirada
# Why refused: a throw from someone watching, without a seat.
room-why-spectator = un espectador no tira
# Why refused: a throw after the game was won.
room-why-game-over = la partida ha terminado
# Why refused: a throw that does not say which move it is.
room-why-no-move = una tirada indica su número de jugada
# Why refused: a throw for a move already made. $move: the move's number.
room-why-move-made = la jugada { $move } ya está hecha
# Why refused: a throw for a move further on than this game. $move: the move's number; $next: the next move's.
room-why-move-ahead = la jugada { $move } va por delante de esta partida (la siguiente es la jugada { $next })
# Why refused: a throw from a player whose turn it is not.
room-why-not-turn = no es el turno de este jugador
# Why refused: a message of the dice's draw for another room or another draw.
room-why-other-draw = otra sala u otro sorteo
# Why refused: a message of the dice's draw from a device that is not drawing. $peer: its id (as sent).
room-why-no-dice-here = «{ $peer }» no sortea dados aquí
# Why refused: a commitment of the wrong form. $bytes: how many bytes it must be.
room-why-commitment-form = un secreto sellado son { $bytes } bytes en hexadecimal
# Why refused: a commitment after every commitment was in.
room-why-commitments-closed = demasiado tarde: los secretos sellados están cerrados
# Why refused: a device's second commitment in the same draw.
room-why-second-commitment = un segundo secreto sellado
# Why refused: a secret of the wrong form. $bytes: how many bytes it must be.
room-why-secret-form = un secreto son { $bytes } bytes en hexadecimal
# Why refused: a reveal after the draw ended.
room-why-draw-over = el sorteo ha terminado
# Why refused: a reveal before every commitment was in.
room-why-reveal-early = un secreto mostrado antes de que lleguen todos los secretos sellados
# Why refused: a reveal with no commitment to open, or a second reveal.
room-why-nothing-to-open = ningún secreto sellado que abrir, o ya abierto
# Why refused: a secret that does not match its commitment.
room-why-secret-wrong = el secreto no abre su secreto sellado
# Why refused: a message of the dice's draw that is neither a commitment nor a reveal.
room-why-not-draw-message = no es un mensaje del sorteo
# Why refused: a message of the dice's draw in another device's name.
room-why-draw-other-name = un mensaje del sorteo en nombre de otro
# Why refused: a message of a draw that is over.
room-why-draw-ended = un mensaje de un sorteo ya terminado
# Why refused: the host drew the dice without this device's player, who was there.
room-why-left-out = los dados se sortearon sin el jugador de este dispositivo, que estaba aquí y participó: esta pantalla no sigue esa partida (recarga la página para volver a unirte)
# Why refused: a device spoke too much before greeting. $kind: its message's kind (draw, throw...).
room-why-before-hello = un mensaje «{ $kind }» antes de su saludo
# Why refused: a reaction that is not one of the few offered.
room-why-not-reaction = no es una de las reacciones
# Why refused: a device's greeting (hello) without all of its parts.
room-why-hello-parts = un saludo sin miembro, nombre, modo espectador, clave, pregunta y prueba
# Why refused: a device's greeting (hello) in this device's own name.
room-why-hello-own-name = un saludo en nombre de este dispositivo
# Why refused: a device that claims another player's place with another key. $name: the name it gives; $owner: the player whose place it is.
room-why-wrong-key = «{ $name }» dio una clave equivocada para el puesto de { $owner }
# Why refused: a room sent by a device that is not the host.
room-why-not-host = solo el anfitrión dice quién está en la sala
# Why refused: the host's room has left this device out.
room-why-without-me = una sala sin este dispositivo
# Why refused: the host's room gives this device's place to another key.
room-why-my-place-other-key = una sala que da el puesto de este dispositivo a otra clave
# Why refused: a throw when no game is being played.
room-why-no-game = no hay ninguna partida en juego
# Fills $from of online-refused ("Refused from { $from }: …", worded to fit there): a device that has not said who it is yet.
room-why-from-stranger = un dispositivo aún no presentado
# Fills $from of online-refused (as above): a device whose player the room does not list.
room-why-from-peer = un dispositivo
# Play with others, Network (fills $reason of online-trackers-refused, and $error of widget-trackers-bad): a tracker that is no address. $item: what was typed.
room-why-tracker-not-address = «{ $item }» no es una dirección (un tracker se escribe wss://servidor/ o ws://servidor:puerto/)
# Play with others, Network (as above): an address that is not a WebSocket address. $item: what was typed.
room-why-tracker-not-websocket = «{ $item }» no es una dirección WebSocket (wss:// o ws://)
# Why a room cannot be played on this page (fills $reason of online-refused): its rules do not make a page link. $error: why (in this language).
room-why-rules-unreadable = no se pueden leer las reglas de la sala ({ $error })

# (end of the element and playing)

## Enlaces y partidas guardadas rechazados (por qué no se pudo leer un enlace o una partida guardada)

link-why-tab-only = el enlace remite a un texto de tablero de más de { $most } caracteres que solo guarda la pestaña del navegador donde se creó; pega el propio texto
link-why-whole-number = «{ $key }» debe ser un número entero, no «{ $found }»
link-why-range = «{ $key }» debe estar entre { $lo } y { $hi }, no { $found }
link-why-one-of = «{ $key }» debe ser uno de estos valores: { $list }, no «{ $found }»
link-why-flag = «{ $key }» debe ser 0 o 1, no «{ $found }»
link-why-unreadable = no se pueden leer los ajustes del enlace
link-why-unknown-setting = el enlace tiene un ajuste «{ $key }» que la página no conoce
link-why-board-too-long = el tablero del enlace supera los { $most } caracteres
link-why-two-squares = un tablero necesita al menos 2 casillas
link-why-randomness = «random» debe estar entre 0 y 1, no «{ $found }»
link-why-players = una partida necesita de { $least } a { $most } jugadores
link-why-player = un jugador se escribe «h:Nombre» o «c:Nombre», no «{ $found }»
link-why-room = el código de sala «{ $found }» no son seis letras y cifras de una sala
link-why-language = el idioma «{ $found }» del enlace no es uno de los de la página ({ $list })
saved-why-shape = forma inesperada
saved-why-json = no es JSON válido
saved-why-players = forma inesperada: una partida tiene de { $least } a { $most } jugadores
saved-why-player = forma inesperada: cada jugador necesita un nombre y un tipo
saved-why-name = forma inesperada: el nombre de un jugador tiene de 1 a { $most } caracteres
saved-why-rules = forma inesperada: no son reglas que la página ofrezca
saved-why-flag = forma inesperada: «{ $key }» debe ser true o false
saved-why-moves = le faltan la semilla y el número de movimientos para reproducirla

# (end of the links and saved games refused)

## The core's messages (errors, warnings and narration, by code)

# Text that could not be read as a board. Fills in: $column, $detail, $format, $line.
core-error-parse = tablero en formato { $format }, línea { $line }, columna { $column }: { $detail }
# A board that breaks a world rule. Fills in: $detail.
core-error-invalid-board = tablero no válido: { $detail }
# Chained jumps that never come to rest; `cycle` lists its squares. Fills in: $cycle, $first.
core-error-jump-cycle = los saltos forman un ciclo al seguir la cadena: { $cycle } -> { $first } (para tras un solo salto o rompe el ciclo)
# A long cycle, by its ends and length. Fills in: $count, $head, $tail.
core-error-cycle-long = { $head } -> ... -> { $tail } ({ $count ->
        [one] { $count } casilla
       *[other] { $count } casillas
    })
# A rule option or parameter out of range or unknown. Fills in: $detail.
core-error-invalid-option = opción no válida: { $detail }
# Input beyond a documented limit. Fills in: $detail.
core-error-limit = límite superado: { $detail }
# A world the builder cannot make. Fills in: $detail.
core-error-generate = no se puede generar este mundo: { $detail }
# A game action not possible now. Fills in: $detail.
core-error-game = partida: { $detail }
# A jump that leads down. Fills in: $from, $to.
core-jump-snake = serpiente { $from } -> { $to }
# A jump that leads up. Fills in: $from, $to.
core-jump-ladder = escalera { $from } -> { $to }
# A jump with a square off the board. Fills in: $jump, $size, $square.
core-board-square-outside = { $jump }: la casilla { $square } está fuera del tablero 1..{ $size }
# A jump to its own square. Fills in: $square.
core-board-jump-to-itself = un salto de la casilla { $square } a sí misma no lleva a ninguna parte
# A jump from the last square. Fills in: $jump, $size.
core-board-from-last = { $jump } empieza en la última casilla, la { $size }: una serpiente ahí hace imposible ganar la partida, y una escalera ahí no tiene adónde ir
# The same jump twice. Fills in: $jump.
core-board-jump-twice = { $jump } aparece dos veces
# Two jumps from one square. Fills in: $first, $second, $square.
core-board-two-starts = de la casilla { $square } salen dos saltos ({ $first } y { $second }): una casilla tiene una sola cabeza de serpiente o un solo pie de escalera
# A snake that does not go down. Fills in: $from, $to.
core-board-snake-not-down = la serpiente { $from } -> { $to } no baja: la cabeza de una serpiente debe estar por encima de su cola
# A ladder that does not go up. Fills in: $from, $to.
core-board-ladder-not-up = la escalera { $from } -> { $to } no sube: el pie de una escalera debe estar por debajo de su extremo superior
# A width out of range. Fills in: $columns, $max.
core-board-columns = un tablero debe tener de 1 a { $max ->
        [one] { $max } columna
       *[other] { $max } columnas
    } de ancho, no { $columns }
# A board under 2 squares. Fills in: $size.
core-board-too-small = un tablero necesita al menos 2 casillas, no { $size }
# A board over the largest size. Fills in: $max, $size.
core-board-too-big = un tablero tiene como máximo { $max ->
        [one] { $max } casilla
       *[other] { $max } casillas
    }, no { $size }
# One jump ends where another starts. Fills in: $first, $second, $square.
core-warning-chain = cadena: { $first } acaba donde empieza { $second } (casilla { $square })
# Two jumps end on one square. Fills in: $first, $second, $square.
core-warning-shared-end = final compartido: { $first } y { $second } acaban en la misma casilla ({ $square })
# Where in a text: a line and column. Fills in: $column, $line.
core-place-line = línea { $line }, columna { $column }
# What was found: the end of the text.
core-found-end-of-text = el final del texto
# What was found: the end of a line.
core-found-end-of-line = el final de la línea
# Something else than what a reader expected; `expected` (a message) says what it wanted. Fills in: $expected, $found.
core-parse-expected = se esperaba { $expected }, pero se encontró { $found }
# A number too large for a square. Fills in: $found, $max.
core-parse-too-large = se esperaba un número de hasta { $max }, pero se encontró { $found }
# A HackerRank count over its limit; `what` (a message) names what is counted. Fills in: $column, $count, $limit, $line, $what.
core-hackerrank-count = tablero en formato hackerrank, línea { $line }, columna { $column }: como máximo { $limit } { $what }, no { $count }
# A HackerRank input of no test case.
core-hackerrank-no-cases = se esperaba al menos 1 caso de prueba, pero se encontraron 0
# Too many boards to write as HackerRank test cases. Fills in: $count, $max.
core-hackerrank-cases = el formato hackerrank admite como máximo { $max ->
        [one] { $max } caso de prueba
       *[other] { $max } casos de prueba
    }, no { $count }
# A board of another size than 100 to write as HackerRank. Fills in: $size.
core-hackerrank-size = el formato hackerrank solo admite tableros de 100 casillas; este tablero tiene { $size ->
        [one] { $size } casilla
       *[other] { $size } casillas
    }
# Too many ladders or snakes (`what`) to write as HackerRank. Fills in: $count, $max, $what.
core-hackerrank-jumps = el formato hackerrank admite como máximo { $max } { $what ->
        [snakes] serpientes
        [ladders] escaleras
       *[other] { $what }
    } por tablero; este tablero tiene { $count }
# A JSON text that ended inside the board object; `reason` (a message) is the JSON reader's. Fills in: $reason.
core-json-eof = se esperaba el resto del objeto del tablero, pero se encontró el final del texto ({ $reason })
# Text after the board object. Fills in: $found.
core-json-trailing = se esperaba el final del texto después del objeto del tablero, pero se encontró { $found }
# A JSON syntax error; `reason` (a message) is the JSON reader's, "expected ...". Fills in: $found, $reason.
core-json-expected = { $reason }, pero se encontró { $found }
# Another JSON syntax error; `reason` (a message) is the JSON reader's. Fills in: $reason.
core-json-syntax = { $reason }
# A value of the wrong type; `found` (a message, or null) and `expected` (a message) describe it and the right one. Fills in: $expected, $found.
core-json-invalid-type = tipo no válido: { $found }; se esperaba { $expected }
# A number that is not a square number; `found` and `expected` are messages. Fills in: $expected, $found.
core-json-invalid-value = valor no válido: { $found }; se esperaba { $expected }
# A pair of the wrong length; `expected` is a message. Fills in: $expected, $found.
core-json-invalid-length = longitud no válida: { $found }; se esperaba { $expected }
# A pair with a third number.
core-json-third-number = se esperaba un par [from, to] de números de casilla, pero se encontró un tercer número
# A key given twice. Fills in: $key.
core-json-duplicate-key = campo `{ $key }` repetido
# A null size.
core-json-null-size = "size" es null: indica el número de casillas, u omite la clave para tener 100
# A key one letter or so from a board key, which would be ignored. Fills in: $key, $known.
core-json-near-key = clave desconocida «{ $key }»: ¿quería decir «{ $known }»? (las demás claves se ignoran, así que su valor se perdería)
# What was wrong, and in which key's value ("\"snakes\": invalid type: null, ..."). Fills in: $place, $reason.
core-json-in = { $place }: { $reason }
# Where in a JSON board: the `number`th snake pair. Fills in: $number.
core-place-json-snake = par n.º { $number } de "snakes"
# Where in a JSON board: the `number`th ladder pair. Fills in: $number.
core-place-json-ladder = par n.º { $number } de "ladders"
# A LeetCode grid with too few rows. Fills in: $found, $n.
core-leetcode-rows = { $n ->
        [one] se esperaba { $n } fila
       *[other] se esperaban { $n } filas
    } (una cuadrícula es de n x n y sus filas tienen { $n ->
        [one] { $n } celda
       *[other] { $n } celdas
    }), pero se encontró { $found }
# A LeetCode grid with too many rows. Fills in: $found, $n.
core-leetcode-grid-end = se esperaba «]» para cerrar una cuadrícula de { $n ->
        [one] { $n } fila
       *[other] { $n } filas
    } (sus filas tienen { $n ->
        [one] { $n } celda
       *[other] { $n } celdas
    }), pero se encontró { $found }
# A LeetCode row longer than the first. Fills in: $found, $n, $row.
core-leetcode-row-end = se esperaba «]» para cerrar la fila { $row } después de { $n ->
        [one] { $n } celda
       *[other] { $n } celdas
    }, como la primera fila, pero se encontró { $found }
# A LeetCode row shorter than the first. Fills in: $found, $n, $row.
core-leetcode-row-short = { $n ->
        [one] se esperaba { $n } celda
       *[other] se esperaban { $n } celdas
    } en la fila { $row }, como en la primera fila, pero se encontró { $found }
# A LeetCode grid over the largest width. Fills in: $column, $line, $max.
core-leetcode-too-wide = tablero en formato leetcode, línea { $line }, columna { $column }: una cuadrícula es como máximo de { $max } x { $max } (10^7 casillas)
# A board to write as LeetCode whose size is not a square number. Fills in: $size.
core-leetcode-not-square = el formato leetcode solo admite tableros de n x n; { $size }, el número de casillas de este tablero, no es un cuadrado perfecto
# A size or columns line given twice; `what` is the keyword. Fills in: $line, $what.
core-parse-given-twice = { $what } aparece dos veces (la primera, en la línea { $line })
# A native grid over the largest board. Fills in: $column, $columns, $line, $max, $rows, $squares.
core-native-grid-too-big = tablero en formato native, línea { $line }, columna { $column }: la cuadrícula de { $rows } x { $columns } tiene { $squares ->
        [one] { $squares } casilla
       *[other] { $squares } casillas
    }; un tablero tiene como máximo { $max }
# A native grid that does not fit the size given. Fills in: $columns, $fit, $place, $rows, $size.
core-native-grid-misfit = tablero en formato native, { $place }: la cuadrícula de { $rows } x { $columns } no encaja con el tamaño { $size }: { $size ->
        [one] { $size } casilla
       *[other] { $size } casillas
    } en { $columns ->
        [one] { $columns } columna
       *[other] { $columns } columnas
    } de ancho dan { $fit ->
        [one] { $fit } fila
       *[other] { $fit } filas
    }
# A native jump without its end. Fills in: $found, $from.
core-native-jump-end = se esperaba la casilla a la que lleva el salto desde { $from }, como en «{ $from } -> 6», pero se encontró { $found }
# Expected: the end of the line after `what` (a message: the size, the number of ladders...). Fills in: $what.
core-parse-line-end-after = el final de la línea tras { $what }
# Native format: what the line ended after (`parse.line_end_after`), the `size` line's number.
core-native-the-size = el tamaño
# Native format: what the line ended after, the `columns` line's number.
core-native-the-columns = el número de columnas
# Native format: what the line ended after, a `grid R x C` line.
core-native-the-grid = la cuadrícula
# Native format, expected: the number after the keyword `size`.
core-native-size-number = el número de casillas después de «size»
# Native format, expected: the number after the keyword `columns`.
core-native-columns-number = el número de columnas después de «columns»
# Native format, expected: the rows of a `grid` line.
core-native-grid-rows = el número de filas después de «grid», como en «grid 10 x 10»
# Native format, expected: the `x` of a `grid` line.
core-native-grid-x = «x» entre las filas y las columnas, como en «grid 10 x 10»
# Native format, expected: the columns of a `grid` line.
core-native-grid-columns = el número de columnas, como en «grid 10 x 10»
# Native format, expected: anything at all, in a text of only blanks and comments.
core-native-board = un tablero (una línea «size N», saltos como «16 -> 6», o ambas cosas)
# Native format, expected: a line's statement (the keywords stay as they are).
core-native-statement = «size N», «columns C», «grid R x C» o un salto como «16 -> 6»
# Native format, expected: what may follow a jump on its line.
core-native-separator = «,» o «;» antes de otro salto, o el final de la línea
# Native format, expected: the square after the keyword `kind` (`snake` or `ladder`). Fills in: $kind.
core-native-jump-start = la casilla donde empieza { $kind ->
        [snake] la serpiente
       *[ladder] la escalera
    }
# Native format, expected: a jump, after a `,` or `;`.
core-native-jump = un salto como «16 -> 6» (o «snake»/«ladder» seguido de uno)
# HackerRank, expected: the first line, the count of test cases.
core-hackerrank-number-of-cases = el número de casos de prueba
# HackerRank, expected: the count of `jumps` (`ladders` or `snakes`) of test case `case`. Fills in: $case, $jumps.
core-hackerrank-number-of-jumps = el número de { $jumps ->
        [snakes] serpientes
       *[ladders] escaleras
    } del caso de prueba { $case }
# HackerRank: jump `number` of the `count` `kind` (`ladder` or `snake`) lines of test case `case`. Fills in: $case, $count, $kind, $number.
core-hackerrank-jump = { $kind ->
        [snake] la serpiente
       *[ladder] la escalera
    } { $number } de { $count } del caso de prueba { $case }
# HackerRank, expected: the line of `what` (a message: `hackerrank.jump`), two numbers. Fills in: $what.
core-hackerrank-pair = { $what } en la forma «inicio fin»
# HackerRank, expected: the first number of `what` (a message: `hackerrank.jump`). Fills in: $what.
core-hackerrank-start-square = la casilla inicial de { $what }
# HackerRank, expected: the second number of `what` (a message: `hackerrank.jump`). Fills in: $what.
core-hackerrank-end-square = la casilla final de { $what }
# HackerRank, expected: nothing more after the one test case (`count` is 1) the text announced. Fills in: $count.
core-hackerrank-text-end-one = el final del texto después de { $count ->
        [one] { $count } caso de prueba
       *[other] { $count } casos de prueba
    }
# HackerRank, expected: nothing more after the `count` test cases (2 or more) the text announced. Fills in: $count.
core-hackerrank-text-end = el final del texto después de { $count ->
        [one] { $count } caso de prueba
       *[other] { $count } casos de prueba
    }
# HackerRank: what is counted over its limit (`hackerrank.count`'s `what`): test cases.
core-hackerrank-limit-cases = casos de prueba
# HackerRank: what is counted over its limit: `jumps` (`ladders` or `snakes`) in one test case. Fills in: $jumps.
core-hackerrank-limit-jumps = { $jumps ->
        [snakes] serpientes
       *[ladders] escaleras
    } por caso de prueba
# LeetCode, expected: a cell of a grid.
core-leetcode-cell = -1 o un número de casilla
# LeetCode, expected: a grid, where there is none.
core-leetcode-grid = una cuadrícula como [[-1,-1],[-1,3]]
# LeetCode, expected: what follows row `row` of a grid. Fills in: $row.
core-leetcode-after-row = «,» o «]» después de la fila { $row }
# LeetCode, expected: the bracket opening row `row`. Fills in: $row.
core-leetcode-row-start = «[» al comienzo de la fila { $row }
# LeetCode, expected: what follows a cell of row `row`. Fills in: $row.
core-leetcode-in-row = «,» o «]» en la fila { $row }
# Ruby, expected: nothing more after the two hashes.
core-ruby-text-end = el final del texto después del hash de las escaleras
# Ruby, expected: the `brace` ('{') opening the `hash` (`snakes` or `ladders`) hash; `example` is one. Fills in: $brace, $example, $hash.
core-ruby-hash-start = { $brace } al comienzo del hash de { $hash ->
        [snakes] las serpientes
       *[ladders] las escaleras
    }, como en { $example }
# Ruby, expected: what follows a pair of the `hash` (`snakes` or `ladders`) hash; `brace` is '}'. Fills in: $brace, $hash.
core-ruby-hash-next = «,» o { $brace } para cerrar { $hash ->
        [snakes] las serpientes
       *[ladders] las escaleras
    }
# Ruby, expected: a pair's first square in the `hash` (`snakes` or `ladders`) hash; `brace` is '}'. Fills in: $brace, $hash.
core-ruby-square = un número de casilla o { $brace } para cerrar { $hash ->
        [snakes] las serpientes
       *[ladders] las escaleras
    }
# Ruby, expected: the arrow of a pair after its first square `from`. Fills in: $from.
core-ruby-arrow = «=>» después de { $from }
# Ruby, expected: a pair's second square, where the jump from `from` lands. Fills in: $from.
core-ruby-leads-to = la casilla a la que lleva { $from }
# JSON, expected: a whole number (a board's size, a square).
core-json-whole = un número entero de 0 a 4294967295
# JSON, expected: a jump.
core-json-pair = un par [from, to] de números de casilla, como en [16, 6]
# JSON, expected: the list of a board's snakes or ladders.
core-json-a-sequence = una lista
# JSON, expected: the board, where the text starts with something else; `example` is one. Fills in: $example.
core-json-board-object = un objeto de tablero como { $example }
# JSON, found: a list (`json.invalid_type`'s `found`).
core-json-sequence = lista
# JSON, found: an object.
core-json-map = objeto
# JSON, found: true or false (`value`, as written). Fills in: $value.
core-json-boolean = booleano { $value }
# JSON, found: a number with a fraction or exponent (`value`, as written). Fills in: $value.
core-json-float = número decimal { $value }
# JSON, found: a whole number (`value`, as written). Fills in: $value.
core-json-integer = entero { $value }
# JSON, found: a string (`value`, quoted). Fills in: $value.
core-json-string = cadena { $value }
# JSON, found: a long string, its first characters (`value`) and its length `count`. Fills in: $count, $value.
core-json-string-cut = cadena { $value } (recortada, { $count } caracteres)
# A JSON reader's reason (`reason`, a message) and where (`place`). Fills in: $place, $reason.
core-json-reason-at = { $reason } en la { $place }
# The JSON reader's reason: the text ended inside a value.
core-json-eof-value = fin del texto al leer un valor
# The JSON reader's reason: the text ended inside a string.
core-json-eof-string = fin del texto al leer una cadena
# The JSON reader's reason: the text ended inside a list.
core-json-eof-list = fin del texto al leer una lista
# The JSON reader's reason: the text ended inside an object.
core-json-eof-object = fin del texto al leer un objeto
# The JSON reader's reason: no value where one belongs.
core-json-expected-value = se esperaba un valor
# The JSON reader's reason: a misspelt `true`, `false` or `null`.
core-json-expected-ident = se esperaba true, false o null
# The JSON reader's reason: a number written wrong.
core-json-invalid-number = número no válido
# The JSON reader's reason: a raw control character inside a string.
core-json-control-character = carácter de control (\u0000-\u001F) dentro de una cadena
# The JSON reader's reason: a backslash escape that is not one.
core-json-invalid-escape = secuencia de escape no válida
# The JSON reader's reason: half of a surrogate pair.
core-json-lone-surrogate = sustituto inicial aislado en un escape hexadecimal
# The JSON reader's reason: a \u escape cut short.
core-json-hex-end = fin inesperado de un escape hexadecimal
# The JSON reader's reason: lists or objects nested too deep.
core-json-recursion-limit = demasiados niveles anidados
# The JSON reader's reason: a comma before a closing bracket.
core-json-trailing-comma = coma sobrante
# The JSON reader's reason: no comma or `close` (the bracket closing the list or object). Fills in: $close.
core-json-expected-comma = se esperaba `,` o { $close }
# The JSON reader's reason: an object key that is not a string.
core-json-key-string = la clave debe ser una cadena
# The JSON reader's reason: no colon after a key.
core-json-expected-colon = se esperaba `:`
# The JSON reader's reason: more after the value.
core-json-trailing-characters = caracteres sobrantes después del valor
# A saved game's field `key` missing (`save.fields`'s `reason`). Fills in: $key.
core-save-missing = falta el campo `{ $key }`
# A saved game's part that is not an object; `found` says what it is. Fills in: $found.
core-save-not-object = tipo no válido: { $found }; se esperaba un objeto
# A saved game's field `key` that is not one; `keys` lists those there are. Fills in: $key, $keys.
core-save-unknown = campo desconocido `{ $key }`; se esperaba uno de `{ $keys }`
# A saved game's field `key` holding `found` (a message) instead of a whole number up to `max`. Fills in: $found, $key, $max.
core-save-not-whole = `{ $key }` es { $found }, no un número entero de 0 a { $max }
# A saved game's field `key` holding `found` instead of a list. Fills in: $found, $key.
core-save-not-list = `{ $key }` es { $found }, no una lista
# A saved game's field `key` holding `found` instead of a string. Fills in: $found, $key.
core-save-not-string = `{ $key }` es { $found }, no una cadena
# A saved game's field `key` holding `found` instead of true or false. Fills in: $found, $key.
core-save-not-flag = `{ $key }` es { $found }, no true ni false
# A saved game's jump of `count` numbers. Fills in: $count.
core-save-jump-length = un salto de `jumps` tiene { $count ->
        [one] { $count } número
       *[other] { $count } números
    }, no 2
# An option (`js.option_wrong`'s `expected`): a boolean.
core-expect-true-or-false = true o false
# An option: a string.
core-expect-string = una cadena
# An option: an object's property that can be read (a getter threw).
core-expect-readable = legible
# An option: the solver's randomness.
core-expect-fraction = un número de 0 a 1
# An option: a seed, the largest whole number JavaScript holds exactly.
core-expect-seed = un número entero de 0 a 9007199254740991
# An option: a game's players.
core-expect-players = un número de jugadores o una lista de nombres
# An option: a range.
core-expect-range = [lo, hi], dos números
# An option: a range of expected throws, or one number of them.
core-expect-range-or-number = [lo, hi], dos números, o un solo número de tiradas
# An option: a number of games to simulate.
core-expect-games = un número entero de partidas
# A simulation's argument (`js.whole`'s `what`): the number of its first game.
core-js-first-game = el número de la primera partida
# A simulation's argument (`js.whole`'s `what`): how many games.
core-js-game-count = el número de partidas
# A format name that is not one. Fills in: $formats, $found.
core-format-unknown = el formato debe ser uno de estos: { $formats }; no «{ $found }»
# A text that holds no board.
core-parse-no-board = se esperaba un tablero
# A text over the largest length. Fills in: $max, $size.
core-format-text-too-long = el texto de un tablero ocupa como máximo { $max ->
        [one] { $max } byte
       *[other] { $max } bytes
    } (64 MiB), y este ocupa { $size }
# Several boards to write in a format of one board. Fills in: $count, $format.
core-format-one-board = el formato { $format } admite exactamente un tablero, no { $count }
# No board to write. Fills in: $format.
core-format-no-board = no hay nada que escribir: el formato { $format } necesita al menos un tablero
# More jumps than a board has squares, while reading. Fills in: $column, $format, $limit, $line.
core-parse-too-many-jumps = tablero en formato { $format }, línea { $line }, columna { $column }: más de { $limit ->
        [one] { $limit } salto
       *[other] { $limit } saltos
    } en un tablero de como máximo { $limit ->
        [one] { $limit } casilla
       *[other] { $limit } casillas
    } (de cada casilla sale como máximo un salto)
# More jumps than the board has squares. Fills in: $count, $place, $size.
core-board-too-many-jumps = { $place }: { $count ->
        [one] { $count } salto
       *[other] { $count } saltos
    } en un tablero de { $size ->
        [one] { $size } casilla
       *[other] { $size } casillas
    } (de cada casilla sale como máximo un salto)
# A jump declared a snake that goes up, or a ladder that goes down. Fills in: $jump.
core-board-wrong-way = { $jump } va en la dirección equivocada
# A message placed in a board's text. Fills in: $detail, $place.
core-place-detail = { $place }: { $detail }
# Where in a board: the format and a place. Fills in: $format, $place.
core-place-board-at = tablero en formato { $format }, { $place }
# Where in a board: the format alone. Fills in: $format.
core-place-board = tablero en formato { $format }
# A message about the second of two jumps, naming where the first is. Fills in: $detail, $first.
core-place-first-at = { $detail } (ubicación del primero: { $first })
# A die of too many or no faces. Fills in: $faces, $max.
core-rule-faces = el dado debe tener de 1 a { $max } caras, no { $faces }
# A die's faces that are not a number. Fills in: $found, $max.
core-rule-faces-text = el número de caras debe ser un número entero de 1 a { $max }, no «{ $found }»
# A rule name that is not one. Fills in: $found.
core-rule-unknown = regla desconocida «{ $found }» (se esperaba start, overshoot, jumps o faces)
# A rule value that is not one of its choices; `what` names the rule. Fills in: $choices, $found, $what.
core-rule-choice = { $what } debe ser uno de estos valores: { $choices }; no «{ $found }»
# A throw from a square or with a roll out of range. Fills in: $faces, $from, $roll, $size.
core-throw-range = una tirada necesita una casilla de 0 a { $size } y un resultado del dado de 1 a { $faces }, no la casilla { $from } y el resultado { $roll }
# Too many or no players. Fills in: $count, $max.
core-game-players = una partida necesita de 1 a { $max ->
        [one] { $max } jugador
       *[other] { $max } jugadores
    }, no { $count }
# A player's name too long. Fills in: $max, $player.
core-game-name-long = el jugador { $player } tiene un nombre de más de { $max ->
        [one] { $max } carácter
       *[other] { $max } caracteres
    }
# A player's name with a control character. Fills in: $player.
core-game-name-control = el nombre del jugador { $player } contiene un carácter de control
# Three sixes without sixes again.
core-game-three-sixes = la regla «tres seises seguidos terminan el turno» necesita la regla «con un seis se vuelve a tirar»: sin ella, ningún turno tiene dos tiradas
# A throw after the game was won. Fills in: $winner.
core-game-over = la partida ha terminado: ha ganado { $winner }
# A game that made its most throws. Fills in: $max.
core-game-moves = una partida admite como máximo { $max ->
        [one] { $max } tirada
       *[other] { $max } tiradas
    }, y esta las ha hecho todas sin que nadie gane
# A saved game that cannot be restored; `why` says why. Fills in: $why.
core-save-bad = no se puede restaurar esta partida guardada: { $why }
# A saved game that is not JSON; `reason` (a message) is the JSON reader's, with its place. Fills in: $reason.
core-save-not-json = no es JSON válido ({ $reason })
# A saved game of another format version. Fills in: $reads, $version.
core-save-version = está guardada en la versión de formato { $version }, y este programa lee la versión de formato { $reads }
# A saved game without its version.
core-save-no-version = no tiene versión de formato "v"
# A saved game without the fields expected; `reason` (a message) names the field. Fills in: $reason.
core-save-fields = no tiene los campos esperados ({ $reason })
# A saved game of too many moves. Fills in: $max, $moves.
core-save-too-many-moves = registra { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, más que las { $max } que puede tener una partida
# A saved game whose board breaks a rule. Fills in: $error.
core-save-board = su tablero no es válido ({ $error })
# A saved game whose seed is not a number. Fills in: $seed.
core-save-seed = su semilla «{ $seed }» no es un número entero
# A saved game with moves after its end. Fills in: $made, $moves.
core-save-won-early = registra { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, pero su partida se ganó tras { $made }
# A saved game whose check value does not match.
core-save-altered = se ha modificado o dañado (su valor de control no coincide con la partida reproducida)
# Rules as messages name them (the values are the command's option values). Fills in: $faces, $jumps, $overshoot, $start.
core-rules-words = salida: { $start }, pasarse de la meta: { $overshoot }, saltos: { $jumps }, { $faces ->
        [one] dado de { $faces } cara
       *[other] dado de { $faces } caras
    }
# No board found; `wanted` and `found` say what was sought and seen. Fills in: $attempts, $found, $rules, $seed, $wanted.
core-world-gave-up = se abandonó tras probar { $attempts ->
        [one] { $attempts } tablero
       *[other] { $attempts } tableros
    } (semillas derivadas de { $seed }): ninguno { $wanted } con las reglas ({ $rules }); { $found }
# Sought: a minimum of exactly so many throws. Fills in: $throws.
core-world-wanted-exactly = tiene un mínimo de exactamente { $throws ->
        [one] { $throws } tirada
       *[other] { $throws } tiradas
    }
# Sought: a minimum in a range. Fills in: $hi, $lo.
core-world-wanted-range = tiene un mínimo de { $lo } a { $hi ->
        [one] { $hi } tirada
       *[other] { $hi } tiradas
    }
# Sought: a finishable board.
core-world-wanted-reach = permite a un jugador llegar a la última casilla
# Seen: every finishable board had one minimum. Fills in: $throws.
core-world-found-one = todos los que se podían terminar tenían un mínimo de { $throws }
# Seen: minimums in a range. Fills in: $hi, $lo.
core-world-found-range = los que se podían terminar tenían mínimos de { $lo } a { $hi }
# Seen: no finishable board.
core-world-found-none = no se pudo terminar ninguno
# Seen: as `found`, and some boards not finishable. Fills in: $count, $found.
core-world-found-unfinished = { $found }, y { $count ->
        [one] { $count } no se pudo terminar
       *[other] { $count } no se pudieron terminar
    }
# Too many snakes for a board without ladders. Fills in: $most, $size, $snakes.
core-world-too-many-snakes = un tablero de { $size ->
        [one] { $size } casilla
       *[other] { $size } casillas
    } admite como máximo { $most ->
        [one] { $most } serpiente
       *[other] { $most } serpientes
    } cuando no hay escaleras (cada extremo necesita su propia casilla, y la casilla { $size } solo puede ser el extremo superior de una escalera); se pidieron { $snakes }
# Too many snakes and ladders. Fills in: $asked, $ladders, $most, $size, $snakes.
core-world-too-many-jumps = un tablero de { $size ->
        [one] { $size } casilla
       *[other] { $size } casillas
    } admite como máximo { $most } serpientes y escaleras con cada extremo en su propia casilla; se pidieron { $asked } ({ $snakes ->
        [one] { $snakes } serpiente
       *[other] { $snakes } serpientes
    } y { $ladders ->
        [one] { $ladders } escalera
       *[other] { $ladders } escaleras
    })
# An empty range of minimum throws. Fills in: $hi, $lo.
core-world-min-empty = el rango de tiradas mínimas de { $lo } a { $hi } está vacío (el extremo inferior es mayor que el superior)
# A minimum of 0 throws.
core-world-min-zero = todo tablero necesita al menos 1 tirada para terminar; un mínimo de 0 tiradas es imposible
# A minimum below what a die can do without ladders. Fills in: $faces, $floor, $hi, $square.
core-world-min-floor = sin escaleras, un dado de { $faces ->
        [one] { $faces } cara
       *[other] { $faces } caras
    } necesita al menos { $floor ->
        [one] { $floor } tirada
       *[other] { $floor } tiradas
    } para llegar a la casilla { $square }; se pidieron como máximo { $hi }
# As `world.min_floor`, when passing the last square wins. Fills in: $faces, $floor, $hi, $square.
core-world-min-floor-pass = sin escaleras, un dado de { $faces ->
        [one] { $faces } cara
       *[other] { $faces } caras
    } necesita al menos { $floor ->
        [one] { $floor } tirada
       *[other] { $floor } tiradas
    } para llegar a la casilla { $square } o pasarla; se pidieron como máximo { $hi }
# An expected length below what a die can do without ladders. Fills in: $advance, $faces, $floor, $hi, $size.
core-world-expected-floor = sin escaleras, un dado de { $faces ->
        [one] { $faces } cara
       *[other] { $faces } caras
    } avanza { $advance } casillas por tirada de media, así que una partida en { $size ->
        [one] { $size } casilla
       *[other] { $size } casillas
    } dura de media al menos { $floor } tiradas, sean cuales sean las serpientes; se pidieron como máximo { $hi }
# An expected length above what a die can take without snakes. Fills in: $advance, $ceiling, $faces, $lo, $size.
core-world-expected-ceiling = sin serpientes una ficha nunca retrocede: un dado de { $faces } caras avanza { $advance } casillas por tirada de media hasta las últimas { $faces } casillas, y desde allí termina con una probabilidad de al menos 1 entre { $faces } en cada tirada, así que una partida en { $size } casillas dura de media como máximo { $ceiling } tiradas, sean cuales sean las escaleras; se pidieron al menos { $lo }
# Expected turns that are not a range or a number. Fills in: $found.
core-world-expected-turns = las tiradas esperadas deben ser un rango LO..HI de dos números, como 30..35, o un solo número de tiradas al que acercarse, no «{ $found }»
# An average game of no throws. Fills in: $found.
core-world-average = una partida media debe ser un número de tiradas mayor que 0, no { $found }
# A target of expected throws in a build without the analysis.
core-world-needs-analysis = buscar un rango de tiradas esperadas necesita el análisis, que esta compilación no incluye (usa el módulo completo o el comando)
# A range of expected throws out of order. Fills in: $hi, $lo.
core-world-expected-range = el rango de tiradas esperadas debe ser de dos números lo..hi con 0 <= lo <= hi, no { $lo }..{ $hi }
# An expected length under 1 throw. Fills in: $hi.
core-world-expected-zero = toda partida dura al menos 1 tirada, así que una duración esperada de como máximo { $hi } tiradas es imposible
# The search stopped by Ctrl-C. Fills in: $evaluations, $hi, $lo.
core-world-stopped = detenido (Ctrl-C) tras probar { $evaluations ->
        [one] { $evaluations } tablero
       *[other] { $evaluations } tableros
    }, ninguno con una duración esperada de { $lo } a { $hi } tiradas
# No board of the expected length found. Fills in: $evaluations, $found, $hi, $ladders, $lo, $rules, $seed, $size, $snakes.
core-world-gave-up-target = se abandonó tras probar { $evaluations ->
        [one] { $evaluations } tablero
       *[other] { $evaluations } tableros
    } (desde la semilla { $seed }): ninguno con { $snakes ->
        [one] { $snakes } serpiente
       *[other] { $snakes } serpientes
    } y { $ladders ->
        [one] { $ladders } escalera
       *[other] { $ladders } escaleras
    } en { $size ->
        [one] { $size } casilla
       *[other] { $size } casillas
    } tiene una duración esperada de { $lo } a { $hi } tiradas con las reglas ({ $rules }); { $found }
# As `world.gave_up_target`, when some boards missed the other demands. Fills in: $evaluations, $found, $hi, $ladders, $lo, $refused, $rules, $seed, $size, $snakes.
core-world-gave-up-target-refused = se abandonó tras probar { $evaluations ->
        [one] { $evaluations } tablero
       *[other] { $evaluations } tableros
    } (desde la semilla { $seed }) ({ $refused ->
        [one] { $refused } no cumplía los requisitos de tiradas mínimas o de alcance de la meta
       *[other] { $refused } no cumplían los requisitos de tiradas mínimas o de alcance de la meta
    }): ninguno con { $snakes ->
        [one] { $snakes } serpiente
       *[other] { $snakes } serpientes
    } y { $ladders ->
        [one] { $ladders } escalera
       *[other] { $ladders } escaleras
    } en { $size ->
        [one] { $size } casilla
       *[other] { $size } casillas
    } tiene una duración esperada de { $lo } a { $hi } tiradas con las reglas ({ $rules }); { $found }
# Seen: the closest expected length. Fills in: $expected.
core-world-closest = el más cercano tenía { $expected } tiradas esperadas
# Seen: no board surely finishable.
core-world-none-sure = ninguno se podía terminar con seguridad
# Seen: no board meeting the other demands.
core-world-none-met = ninguno cumplía los demás requisitos
# Too many players. Fills in: $max, $players.
core-analysis-players = el número de jugadores debe ser de 1 a { $max }, no { $players }
# Jump values of too large a board. Fills in: $jumps, $max, $size.
core-analysis-jump-values-work = el valor de { $jumps ->
        [one] { $jumps } salto
       *[other] { $jumps } saltos
    } en un tablero de { $size ->
        [one] { $size } casilla
       *[other] { $size } casillas
    } requiere resolver el tablero una vez por salto, más de { $max } casillas en total
# Occupancy of too many throws. Fills in: $faces, $max, $size, $throws.
core-analysis-occupancy-work = con { $throws ->
        [one] { $throws } tirada
       *[other] { $throws } tiradas
    } en un tablero de { $size ->
        [one] { $size } casilla
       *[other] { $size } casillas
    } con un dado de { $faces ->
        [one] { $faces } cara
       *[other] { $faces } caras
    } se propagan más de { $max } casillas; pide menos tiradas
# An occupancy series of too many numbers. Fills in: $count, $max, $values, $width.
core-analysis-occupancy-values = { $count ->
        [one] { $count } distribución
       *[other] { $count } distribuciones
    } de { $width ->
        [one] { $width } casilla
       *[other] { $width } casillas
    } son { $values } números, más de { $max }; pide menos tiradas o recórrelas de una en una
# The exact knock-off chain of too large a board. Fills in: $max, $size.
core-analysis-knock-off-squares = la cadena exacta de dos jugadores con «devolver a la salida» solo se resuelve para tableros de como máximo { $max } casillas, no { $size }: simula en su lugar
# The exact knock-off chain of too many transitions. Fills in: $entries, $max.
core-analysis-knock-off-entries = la cadena de dos jugadores con «devolver a la salida» de este tablero y este dado tiene { $entries ->
        [one] { $entries } transición
       *[other] { $entries } transiciones
    }, más de las { $max } que se resuelven de forma exacta: simula en su lugar
# A simulation of too many games. Fills in: $games, $max.
core-simulate-games = como máximo { $max ->
        [one] { $max } partida
       *[other] { $max } partidas
    } por ejecución, no { $games }
# Three sixes without sixes again, in a simulation.
core-simulate-three-sixes = la regla «tres seises seguidos terminan el turno» necesita la regla «con un seis se vuelve a tirar»
# A range of game numbers out of order or too long. Fills in: $end, $first, $max.
core-simulate-range = las partidas { $first }..{ $end } no forman un rango de como máximo { $max } números de partida
# A simulation thread that failed.
core-simulate-thread = ha fallado un hilo de la simulación
# A workload name that is not one. Fills in: $found, $names.
core-workload-unknown = carga de trabajo desconocida «{ $found }» (se esperaba una de estas: { $names })
# A simulation workload of another size. Fills in: $size.
core-workload-size = las cargas de trabajo de la simulación usan el tablero clásico de 100 casillas, no { $size ->
        [one] { $size } casilla
       *[other] { $size } casillas
    }
# A completion script that is not UTF-8.
core-cli-completion-utf8 = el script de autocompletado no es texto UTF-8
# An input file over the largest text. Fills in: $mib.
core-cli-input-too-large = la entrada ocupa más de { $mib } MiB
# An input that is not UTF-8; `byte` is the byte in hexadecimal. Fills in: $byte.
core-cli-not-utf8 = el byte { $byte } no es UTF-8 (guarda el tablero como texto UTF-8)
# JSON that could not be written. Fills in: $reason.
core-cli-json = no se puede escribir el JSON: { $reason }
# Rows times columns over a number. Fills in: $columns, $rows.
core-cli-grid-too-many = { $rows } x { $columns } casillas son demasiadas
# Generate without a size.
core-cli-generate-size = generate necesita --size N, o --rows R y --columns C
# Three sixes without sixes.
core-cli-three-sixes = «--three-sixes» necesita «--sixes»: tres seises seguidos solo terminan un turno si con un seis se vuelve a tirar
# Simulation sums that cannot be read back. Fills in: $reason.
core-js-sums-damaged = las sumas de la simulación están dañadas: { $reason }
# A count that is not a whole number; `what` (a message) names it. Fills in: $found, $what.
core-js-whole = { $what } debe ser un número entero, no { $found }
# A count out of range; `what` names it. Fills in: $found, $max, $what.
core-js-whole-range = { $what } debe ser un número entero de 0 a { $max }, no { $found }
# A trace limit over its cap. Fills in: $cap, $limit.
core-js-trace-limit = el límite debe ser un número entero de 0 a { $cap }, no { $limit }
# A seed out of range. Fills in: $found, $max.
core-js-seed = la semilla debe ser un número entero de 0 a { $max }, no { $found }
# A format the core module does not read. Fills in: $format.
core-js-full-module-format = el formato { $format } lo lee y escribe el módulo completo (snakes_ladders_full), no el módulo básico, que solo lee el formato native
# The exact fraction asked for (`exact: true`) of the analysis module, which has no big rationals.
core-js-exact-full-module = la fracción exacta (exact: true) la calcula el módulo completo (snakes_ladders_full), no el módulo de análisis (snakes_ladders_markov), que no incluye sus grandes racionales: omita exact, o analice con el módulo completo
# A format the first paint does not read. Fills in: $format.
core-js-paint-format = el renderizado inicial solo lee el formato native; el módulo completo lee { $format }
# A text without a board.
core-js-no-board = el texto no contiene ningún tablero
# Options that are not an object; `what` names whose: `rule`, `game`, `analysis` or `simulation` (a translation words these by a selector), or the method's own name (`solve`, `bfsTrace`, `generate`). Fills in: $found, $what.
core-js-options-object = las opciones de { $what ->
        [rule] reglas
        [game] partida
        [analysis] análisis
        [simulation] simulación
       *[other] { $what }
    } deben ser un objeto, no { $found }
# An unknown option; `what` as in `js.options_object`. Fills in: $found, $keys, $what.
core-js-option-unknown = opción de { $what ->
        [rule] reglas
        [game] partida
        [analysis] análisis
        [simulation] simulación
       *[other] { $what }
    } desconocida «{ $found }» (se esperaba una de estas: { $keys })
# An option of the wrong kind; `what` as in `js.options_object`, `expected` (a message) describes the right one. Fills in: $expected, $found, $key, $what.
core-js-option-wrong = la opción de { $what ->
        [rule] reglas
        [game] partida
        [analysis] análisis
        [simulation] simulación
       *[other] { $what }
    } «{ $key }» debe ser { $expected }, no { $found }
# A list option with a wrong entry; `what` as in `js.options_object`, `expected` (a message) describes the right one. Fills in: $entry, $expected, $found, $key, $what.
core-js-option-entry = la opción de { $what ->
        [rule] reglas
        [game] partida
        [analysis] análisis
        [simulation] simulación
       *[other] { $what }
    } «{ $key }» debe ser { $expected }, pero su entrada { $entry } es { $found }
# A whole-number option out of range; `what` as in `js.options_object`. Fills in: $found, $hi, $key, $lo, $what.
core-js-option-whole = la opción de { $what ->
        [rule] reglas
        [game] partida
        [analysis] análisis
        [simulation] simulación
       *[other] { $what }
    } «{ $key }» debe ser un número entero de { $lo } a { $hi }, no { $found }
# Too many players' names. Fills in: $count, $max.
core-js-players = una partida tiene como máximo { $max ->
        [one] { $max } jugador
       *[other] { $max } jugadores
    }, no { $count }
# Rows and columns out of range. Fills in: $columns, $max, $rows.
core-js-grid = { $rows ->
        [one] { $rows } fila
       *[other] { $rows } filas
    } x { $columns ->
        [one] { $columns } columna
       *[other] { $columns } columnas
    } deben dar de 2 a { $max } casillas
# A world without a size.
core-js-size = indica size, o bien rows y columns
# minThrows that is not a range.
core-js-min-throws = minThrows debe ser [lo, hi], números enteros con 0 <= lo <= hi
# Jumps not in pairs.
core-js-jump-pairs = jumps debe ir en pares [from, to, ...]
# A move: who threw what, then where the token went (`path`, itself a message). Fills in: $name, $path, $roll.
core-move-moved = { $name } sacó un { $roll }: { $path }.
# A throw past the last square under the "stay" rule; `place` says where the token stays. Fills in: $name, $place, $roll.
core-move-too-far = { $name } sacó un { $roll }: se pasaba de la meta, así que se quedó { $place }.
# The third highest throw in a row under the sixes-again rule: the turn ends, the token stays at `place`. Fills in: $name, $place, $roll.
core-move-third = { $name } sacó un { $roll }: un tercer { $roll } seguido terminó el turno de { $name }, que se quedó { $place }.
# Where a token stays: off the board, before square 1.
core-move-at-start = en la salida
# Where a token stays: on a square. Fills in: $square.
core-move-on = en la casilla { $square }
# The walk of a throw from one square to another. Fills in: $from, $to.
core-move-walk = de la { $from } a la { $to }
# The walk of a throw from off the board to a square. Fills in: $to.
core-move-walk-from-start = de la salida a la { $to }
# A walk past the last square (`last`) and back, by the "bounce" rule. Fills in: $from, $last, $to.
core-move-bounce = de la { $from } a la { $last } y rebotó hasta la { $to }
# The same, from off the board. Fills in: $last, $to.
core-move-bounce-from-start = de la salida a la { $last } y rebotó hasta la { $to }
# What followed a move's walk: `path` so far, then `next` (a ladder, a snake, players sent back). Fills in: $next, $path.
core-move-then = { $path }, { $next }
# After a walk: a ladder taken. Fills in: $to.
core-move-ladder = subió por una escalera hasta la { $to }
# After a walk: a snake taken. Fills in: $to.
core-move-snake = bajó por una serpiente hasta la { $to }
# After a walk: the rest of a chain of jumps too long to tell one by one. Fills in: $to.
core-move-chain = y siguió la cadena hasta la { $to }
# The token landed on one other player's square, who goes back to the start (knock-off rule). Fills in: $names.
core-move-knocked-one = cayó en la casilla de { $names }, que volvió a la salida
# The token landed on several players (`names`, a list), who go back to the start. Fills in: $names.
core-move-knocked-many = cayó en la casilla de { $names }, que volvieron a la salida
# A list of names: the first ones (`first`), then one more. Fills in: $first, $next.
core-move-names-comma = { $first }, { $next }
# A list of names: all but the last (`first`), and the last. Fills in: $first, $last.
core-move-names-and = { $first } y { $last }
# A winning move (`move`, the sentence), and the win. Fills in: $move, $name.
core-move-wins = { $move } ¡{ $name } ha ganado!
# A move (`move`) after which the same player throws again (sixes-again rule); "a" before the number in English. Fills in: $move, $name, $roll.
core-move-again = { $move } { $name } sacó un { $roll } y vuelve a tirar.
# The same where English says "an" before the number (an 8, an 11, an 18). Fills in: $move, $name, $roll.
core-move-again-an = { $move } { $name } sacó un { $roll } y vuelve a tirar.
# A throw that does not move the token (it would pass the last square under the "stay" rule).
core-throw-no-move = sin movimiento (se pasaría de la meta)
# A throw's walk from one square to the one it lands on. Fills in: $from, $to.
core-throw-walk = { $from } → { $to }
# A throw's walk from off the board. Fills in: $to.
core-throw-walk-from-start = salida → { $to }
# What followed a throw's walk: `path` so far, then `next` (a ladder or a snake). Fills in: $next, $path.
core-throw-then = { $path }, { $next }
# A ladder taken on a throw. Fills in: $to.
core-throw-ladder = escalera hasta { $to }
# A snake taken on a throw. Fills in: $to.
core-throw-snake = serpiente hasta { $to }
# The average game of one player (`value` throws, a figure) is an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-average-estimate = La media de { $value } tiradas es una estimación (demostrada entre { $lo } y { $hi }).
# The average game of one player (`value` throws) is an estimate with no proven bound. Fills in: $value.
core-analysis-average-unbounded = La media de { $value } tiradas es una estimación: en este tablero no se ha podido demostrar ninguna cota de su error.
# Several players: the expected rounds (`value`) are an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-rounds-estimate = Las rondas esperadas ({ $value }) son una estimación (demostrada entre { $lo } y { $hi }).
# Several players: the expected rounds (`value`) are an estimate with no proven bound. Fills in: $value.
core-analysis-rounds-unbounded = Las rondas esperadas ({ $value }) son una estimación: en este tablero no se ha podido demostrar ninguna cota de su error.
# Several players: the expected turns of all players together (`value`) are an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-turns-estimate = Los turnos esperados entre todos los jugadores ({ $value }) son una estimación (demostrada entre { $lo } y { $hi }).
# Several players: the expected turns of all players (`value`) are an estimate with no proven bound. Fills in: $value.
core-analysis-turns-unbounded = Los turnos esperados entre todos los jugadores ({ $value }) son una estimación: en este tablero no se ha podido demostrar ninguna cota de su error.
# A percentile is an estimate: `games` (a share of the games, a message) are over after about `throws` throws; `known` (a message) is what is proven of it. Fills in: $games, $known, $throws.
core-analysis-percentile-estimate = { $games } terminan tras unas { $throws } tiradas, una estimación (demostrado: { $known }).
# A percentile is not known: when `games` (a share of the games, a message) are over; `known` is what is proven, `why` (a message) why no more is known. Fills in: $games, $known, $why.
core-analysis-percentile-not-known = No se sabe cuándo terminan { $games } ({ $known }): { $why }.
# What is proven of a percentile: between `lo` and `hi` throws. Fills in: $hi, $lo.
core-analysis-proven-between = entre { $lo } y { $hi }
# What is proven of a percentile: at least `lo` throws. Fills in: $lo.
core-analysis-proven-at-least = al menos { $lo }
# A share of the games, at the start of a sentence (`analysis.percentile_estimate`).
core-analysis-games-quarter-first = Un cuarto de las partidas
# A share of the games, inside a sentence (`analysis.percentile_not_known`).
core-analysis-games-quarter = un cuarto de las partidas
# A share of the games, at the start of a sentence.
core-analysis-games-half-first = La mitad de las partidas
# A share of the games, inside a sentence.
core-analysis-games-half = la mitad de las partidas
# A share of the games, at the start of a sentence.
core-analysis-games-three-quarters-first = Tres cuartos de las partidas
# A share of the games, inside a sentence.
core-analysis-games-three-quarters = tres cuartos de las partidas
# A share of the games (90%), at the start of or inside a sentence.
core-analysis-games-nine-in-ten = 9 de cada 10 partidas
# A share of the games (95%), at the start of or inside a sentence.
core-analysis-games-nineteen-in-twenty = 19 de cada 20 partidas
# Several players' figures are not known; `why` (a message) says why. Fills in: $why.
core-analysis-odds-not-known = No se conocen las probabilidades de ganar, ni las rondas ni los turnos esperados entre todos los jugadores: { $why }.
# One player's expected throws are not given: the solver's answer failed its own check (a square came out with fewer than one throw to go, which no true answer has) on a board whose expectations are too large for 64-bit arithmetic; `throws` is the fewest throws that can finish, a proven lower bound. Fills in: $throws.
core-analysis-expected-failed = al menos { $throws }; la respuesta del solucionador no superó su propia comprobación, como ocurre cuando las tiradas esperadas de un tablero son demasiado grandes para la aritmética de 64 bits
# One player's expected throws are finite (every game ends) but above the largest 64-bit float.
core-analysis-expected-overflow = más de 1,8 × 10^308 tiradas: toda partida termina, pero la media es demasiado grande para un número de coma flotante de 64 bits
# Several players' win chances are not proven.
core-analysis-wins-estimate = Las probabilidades de ganar son estimaciones, no demostradas con 9 cifras.
# The knock-off figures come from a simulation.
core-analysis-knock-off-simulated = Las cifras con «devolver a la salida» son simuladas: estimaciones con intervalos del 95 %.
# The knock-off figures are solved but not proven.
core-analysis-knock-off-estimate = Las cifras con «devolver a la salida» son estimaciones: la resolución de la cadena conjunta no ha podido demostrarlas con 9 cifras.
# The knock-off figures are not known; `why` (a message) says why. Fills in: $why.
core-analysis-knock-off-not-known = No se conocen las cifras con regreso a la salida: { $why }.
# Why the knock-off figures are not known: every game ends, yet the two win chances the joint chain's unproven solve gave sum to `sum` (a number, as "1.33 × 10^-20"), not 1. Fills in: $sum.
core-analysis-knock-off-disproved = la solución de la cadena conjunta no superó su propia comprobación: toda partida termina, pero sus probabilidades de ganar suman { $sum }
# Why the knock-off figures are not known: `unfinished` of the `games` simulated games had not ended after `rounds` rounds, though every game ends. Fills in: $games, $rounds, $unfinished.
core-analysis-knock-off-unfinished = { $unfinished } de las { $games } partidas simuladas no habían terminado tras { $rounds } rondas: partidas tan largas no se pueden simular
# Why figures are not known: the distribution stopped after `throws` throws with `share` (a percentage, or a message) of the games still going. Fills in: $share, $throws.
core-analysis-cut-short = el cálculo se detuvo en { $throws } tiradas con { $share } de las partidas aún en curso, y lo que quedaba aún no se había asentado en su cola geométrica
# A share of the games too small to write as a percentage.
core-analysis-share-almost-none = casi ninguna
# A share of the games too close to all of them to write as a percentage.
core-analysis-share-nearly-all = poco menos del 100 %
# Why the most likely length is not known; `throws` is how many throws were computed exactly. Fills in: $throws.
core-analysis-mode-not-known = ninguna duración está demostrada como la más probable: dos están demasiado cerca para distinguirlas, o las partidas más allá de las { $throws } tiradas calculadas con exactitud podrían incluir una más probable
# The tail of a very long game: after throw `throw`, each throw ends `rate` percent (a figure, such as 6.031 × 10^-21) of the games still going. Fills in: $rate, $throw.
core-analysis-tail = Tras la tirada { $throw }, cada tirada termina el { $rate } % de las partidas aún en curso.
# The chance of the shortest game when it is above 0 but below the smallest number a computer writes.
core-analysis-chance-too-small = más del 0 %, pero demasiado pequeña para escribirla

# (end of the core's messages)

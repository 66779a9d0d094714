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
# A note about the board (from the solver), in the list under the board. $note: the note, in English for now.
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
# A link with a mistake, opened while a board is on screen. $error: what is wrong (in English for now).
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
# Under the table when the boards could not be solved. $error: why (in English for now).
answers-failed = No se han podido resolver los tableros: { $error }
# In the table's "Fewest throws" column, for a board whose last square no throw reaches.
answers-unreachable = meta inalcanzable
# The button in each row of the table: shows that board and its path.
answers-show-path = Ver el camino
# The same button, for screen readers. $board: the board's number in the text.
answers-show-path-of = Ver el camino del tablero { $board }

## Watch the search (the second board, under Solve)

# The search's board, for screen readers. $board: what the board is (in English for now), a whole sentence.
search-board-label = { $board } Intro avanza un paso de la búsqueda.
# What the search's board calls the start, when tokens start on square 1 (the puzzles' rule).
search-start-one = Los jugadores salen de la casilla 1
# What the search's board calls the start, when tokens start before square 1.
search-start-off = Salida, fuera del tablero

## Play with others (why a board cannot be sent to a room)

# Opening a room when no board is on screen.
room-no-board = No hay ningún tablero en pantalla para jugar.
# Opening a room with a board that cannot be written as text. $error: why (in English for now).
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
# Under the text box, when its text could not be read. $error: what is wrong (in English for now).
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
# The same, when the saved game cannot be read. $error: why (in English for now).
saved-game-unreadable = No se ha podido leer una partida guardada ({ $error }) y se ha descartado.
# The same, when the saved game cannot be replayed. $error: why (in English for now).
saved-game-not-restored = No se ha podido restaurar una partida guardada ({ $error }) y se ha descartado.
# At the top of the page, when a link's game cannot be replayed. $error: why (in English for now).
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
# start's own label (in English for now); $throws: the average throws from the start to the end.
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
# When the core cannot give the win chances. $why: its reason (in English for now).
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
        [one] { $count } partida no terminó nunca (se detuvo tras { $rounds } rondas o se atascó).
       *[other] { $count } partidas no terminaron nunca (se detuvieron tras { $rounds } rondas o se atascaron).
    }
# When no simulated game ended. $games: how many were played; $rounds: when a game is stopped.
sim-none-finished = Ninguna de las { $games } partidas terminó en { $rounds } rondas: no se pueden simular partidas tan largas.

## Board, squares and moves (www/ui/, www/board/, www/tasks/path-walk.js, www/tasks/answer*)

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
# Under the chart's place, for a game too long to draw. $tail: the solver's sentence on how fast the last games end (in English).
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

# (end of the designer)

## The element and playing (www/widget/, www/tasks/game-session.js, www/tasks/online.js)

# (end of the element and playing)

## The core's messages (errors, warnings and narration, by code)

# (end of the core's messages)

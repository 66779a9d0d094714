# Snakes and Ladders: every word the page and the element show, in English (the language every
# other file falls back to). One message a block: its comment says where it is shown and what
# it means. Text in { $name } is filled in by the page (a number, a name); keep it, and move it
# where the sentence wants it. A message with lines like [one] and *[other] picks a form by the
# number: give the forms your language has (for instance [few] and [many]).
# A message's attributes (.aria-label, .placeholder, ...) are read aloud by screen readers or shown
# in empty boxes: translate them too.
# This file: the French translation of en.ftl (comments kept in English for translators).
# Translator's note: infinitive on buttons, "vous" in sentences; French typography (non-breaking
# spaces before ? and :, « » quotes).

## The page as a whole

# The browser tab's title.
page-title = Serpents et échelles : plateaux, plus courts chemins et parties
# What search engines and link previews show under the title.
page-description =
    .content = Serpents et échelles : dessinez ou collez un plateau, trouvez le nombre minimal de lancers pour arriver au bout et comprenez pourquoi, ou jouez une partie.
# A link for keyboard users at the very top, skipping to the task buttons.
skip-link = Aller aux tâches
# The page's heading: the game's usual name in your language.
site-title = Serpents et échelles
# The line under the heading (hidden on phones).
tagline = Construisez un plateau, trouvez le nombre minimal de lancers pour arriver au bout et voyez pourquoi c’est le minimum, ou jouez une partie.
# Shown when the browser runs no JavaScript.
noscript = Cette page a besoin de JavaScript et de WebAssembly pour dessiner le plateau.
# The label of the list of languages at the top of the page.
language-label = Langue
# The keyboard help at the bottom of the page.
# (Key names as printed on French keyboards.)
footer-keyboard = Clavier : utilisez Tab pour atteindre le plateau et les flèches pour lire les cases (Début et Fin vont à la première et à la dernière). Pendant une partie, Espace ou Entrée lance le dé quand la page a le focus.

## The four tasks (buttons at the top)

# The row of task buttons, for screen readers.
tasks-nav =
    .aria-label = Tâches
# The task button that opens the game.
task-play = Jouer
# The task button that opens the solver (fewest throws to the end).
task-solve = Résoudre un plateau
# The task button that opens the analysis of how many throws a game takes.
task-analyze = Combien dure une partie ?
# The task button that opens the board designer.
task-design = Concevoir

## The board

# The board's area, for screen readers.
board-area =
    .aria-label = Plateau
# The board itself, for screen readers (it is a picture the keyboard can read square by square).
board-canvas =
    .aria-label = Plateau de serpents et échelles. Utilisez les flèches pour passer d’une case à l’autre.
    .aria-roledescription = plateau
# Under the board, before it is drawn.
board-loading = Chargement du plateau…
# The key under the board, for screen readers.
key-list =
    .aria-label = Légende
# The key under the board: what a ladder does.
key-ladder = Échelle : arrivez à son pied, montez jusqu’en haut
# The key under the board: what a snake does.
key-snake = Serpent : arrivez sur sa tête, glissez jusqu’à sa queue
# The key under the board: the square to reach.
key-finish = Arrivée : la dernière case
# Boards are numbered in a zigzag (boustrophedon): a small triangle marks where a row turns up.
key-row-end = Triangle en bout de rangée : la numérotation continue dans la case du dessus

## Solve a board

# The heading of the solver's card.
solve-heading = Résoudre un plateau
# The label of the box a board's text is pasted into.
board-text-label = Plateau
# Help under the box for a board's text. The format names stay as they are.
board-help = Collez ou modifiez un plateau dans n’importe quel format lu par le solveur : natif, Ruby, JSON, HackerRank ou LeetCode. « Résoudre » répond pour ce texte exactement.
# Buttons shown when a long text is kept out of the box.
board-text-show = Afficher le texte
# Empties the box for a board's text.
board-text-clear = Vider la zone
# The text formats a board can be written in. "Detect" means: find out which it is.
format-label = Format
# In the list of formats: let the solver find out which format the text is in.
format-auto = Détecter
# In the list of formats: this app's own format.
# (Note: "Native" = the app's own format, rendered as "Natif".)
format-native = Natif
# The format the solver read the text as: it is followed by the format's name.
read-as = Lu comme
# When a text holds several boards: which one to show.
board-pick-label = Plateau à afficher
# Finds the fewest throws to the end of the board in the box.
solve-button = Résoudre
# Plays the breadth-first search step by step on a second board.
watch-search = Voir la recherche
# The speed of the animations.
speed-label = Vitesse
# A speed of the animations.
speed-slow = Lente
# A speed of the animations (the usual one).
speed-normal = Normale
# A speed of the animations.
speed-fast = Rapide
# A speed of the animations.
speed-fastest = Très rapide
# Stops a long piece of work (reading a huge text, solving a huge board).
work-stop = Arrêter
# Goes back from the rules a puzzle's format implies (start on square 1) to the usual ones.
rules-undo = Revenir aux règles habituelles
# On phones, where the board is above: scrolls to it.
solve-show-board = Voir le chemin sur le plateau
# A table listing every board found in one pasted text.
answers-caption = Tous les plateaux du texte
# A column of the table of boards: the board's name or number.
answers-board = Plateau
# A column of the table of boards: how many squares the board has.
answers-squares = Cases
# A column of the table of boards: the fewest throws to the end.
answers-fewest = Lancers minimum
# A column of the table of boards (read by screen readers only): a button showing the path.
answers-path = Chemin
# Under the table of boards: shows the next rows.
answers-more = Afficher plus de plateaux
# The teaching view of the search (breadth-first search).
bfs-heading = Comment la recherche trouve le nombre minimal de lancers
# How the teaching view of the search works, under its heading.
bfs-help = Parcours en largeur : les cases sont prises en tête d’une file ; chaque lancer depuis une case place en fin de file les cases qu’il atteint pour la première fois, à un lancer de plus du départ. Les nombres sur les cases sont leurs niveaux (lancers depuis le départ) ; les cases encore dans la file brillent en couleurs vives, celles déjà explorées s’estompent ; les pastilles sont les valeurs du dé de l’étape, là où chaque lancer s’arrête.
# The second board, where the search is shown, for screen readers.
bfs-canvas =
    .aria-label = Plateau de la recherche
    .aria-roledescription = plateau
# A folding section of options for the solve view.
solve-options = Couleurs et chemins
# A checkbox: colours the squares by how many throws each is from the end.
show-distances = Colorer chaque case selon le nombre de lancers jusqu’à l’arrivée
# A checkbox: shows a random one of the shortest paths instead of the first.
randomize = Choisir au hasard parmi les plus courts chemins
# Help under the checkbox above.
randomize-help = Plusieurs chemins peuvent être aussi courts ; cette option en choisit un au hasard au lieu du premier.
# A slider: how random the choice among shortest paths is.
randomness-label = Degré de hasard
# A number that picks the same random path again.
path-seed-label = Graine du chemin
# In an empty box for a seed: a fresh random one is used.
seed-random =
    .placeholder = aléatoire

## Play

# The heading of the game's card.
play-heading = Jouer
# The die before the first throw, for screen readers.
die-not-rolled =
    .aria-label = Dé, pas encore lancé
# Before the first throw of a game, next to the Roll button.
turn-start = Appuyez sur « Lancer » pour commencer une partie.
# The big button that throws the die.
roll-button = Lancer
# Starts a new game with the same players.
new-game = Nouvelle partie
# Takes back the last throw.
undo-button = Annuler
# A folding section: a game with others on their own phones or computers.
online-summary = Jouer à plusieurs, chacun sur son appareil
# Inside the section for playing with others, before it is opened.
online-help = Ouvrez un salon : les autres le rejoignent avec son lien ou son code.
# The list of moves made so far.
moves-heading = Coups
# Inside the empty list of moves, before the first throw.
game-log =
    .data-empty = Aucun coup pour l’instant.
# The switch beside Undo for the game's sounds, while they play.
play-sound-on = Son : activé
# The same switch while the sounds are off.
play-sound-off = Son : coupé
# The heading above the players and the house rules.
setup-heading = Joueurs et règles maison
# The box with the list of players.
players-legend = Joueurs
# Adds a player to the game.
add-player = Ajouter un joueur
# Optional rules families play by.
house-rules = Règles maison
# A house rule (checkbox).
knock-off = Arriver sur la case d’un joueur le renvoie au départ
# A house rule (checkbox): whoever rolls a six throws again.
sixes-again = Un six permet de rejouer
# A house rule (checkbox).
three-sixes = Trois six d’affilée terminent le tour
# A number that gives the same dice again.
game-seed-label = Graine de la partie
# Help under the game seed's box.
game-seed-help = Chaque « Nouvelle partie » tire de nouveaux dés ; saisissez une graine pour rejouer une partie. La même graine, le même plateau et les mêmes joueurs donnent les mêmes dés.

## How long is a game? (the analysis)

# The heading of the analysis card: how many throws a game takes.
analysis-heading = Combien dure une partie ?
# Under the analysis card's heading: how the figures are worked out.
analysis-help = Un seul joueur sur ce plateau avec les règles ci-dessous, calculé exactement à partir des probabilités de chaque lancer (une chaîne de Markov), et non en jouant des parties.
# A checkbox: colours the squares by the average number of throws from each to the end.
show-expected = Colorer chaque case selon le nombre moyen de lancers jusqu’à l’arrivée
# On phones: scrolls to the board.
show-board = Afficher le plateau
# The heading of the table of each player's chance to win.
odds-heading = Qui gagne ?
# A column of the table of win chances: the player.
odds-player = Joueur
# Win chances worked out exactly, and the same estimated by playing many games.
odds-exact = Exact
# A column of the table of win chances: estimated from many games played by the computer.
odds-simulated = Simulé
# The heading of the part where the computer plays many games.
sim-heading = Simuler des parties
# How many games the computer plays.
sim-games-label = Parties
# A number that gives the same simulated games again.
sim-seed-label = Graine de la simulation
# $workers: how many workers (threads) share the games on this device.
sim-seed-help =
    La même graine et le même nombre de parties donnent les mêmes résultats, quel que soit le nombre de threads qui se partagent les parties (ici, { $workers ->
        [one] { $workers } thread
       *[other] { $workers } threads
    }).
# Starts playing the games.
sim-run = Simuler
# Stops the games being played.
sim-cancel = Annuler
# The board of "Where is the token after each throw?", for screen readers. $board: the board's own label (a sentence or two); then what its colours show.
spread-board-label = { $board } Chaque case montre la probabilité que le pion s’y trouve.

## Design a board

# The heading of the designer's card.
design-heading = Concevoir un plateau

## Rules

# The heading of the card with the rules.
rules-heading = Règles
# Where the tokens start.
rule-start = Départ
# A choice of where tokens start: before square 1, entering with the first throw.
rule-start-off = Hors du plateau
# A choice of where tokens start: on square 1, as programming puzzles have it.
rule-start-one = Sur la case 1 (défis de programmation)
# What happens when a throw goes past the last square.
rule-overshoot = Dépassement de l’arrivée
# A choice for a throw past the end: the token counts back from the last square.
rule-bounce = Rebondir
# A choice for a throw past the end: the token does not move; the end must be reached exactly.
rule-stay = Rester : arriver pile
# A choice for a throw past the end: the token reaches the end anyway.
rule-win = Gagner quand même
# What happens when a snake or ladder ends on the start of another.
rule-jumps = Serpent ou échelle menant à un autre
# A choice: a token that lands on the start of another snake or ladder stops there.
rule-single = S’arrêter après le premier
# A choice: a token follows snake after ladder until it lands on a plain square.
rule-chain = Suivre l’enchaînement
# How many faces the die has (6 usually).
rule-faces = Faces du dé

## Make a board (the world builder)

# The heading of the card that builds a random board.
make-heading = Créer un plateau
# The box with the sizes of a new random board.
new-world-legend = Nouveau monde
# How many rows of squares the new board has.
gen-rows = Rangées
# How many columns of squares the new board has.
gen-columns = Colonnes
# How many snakes the new board has.
gen-snakes = Serpents
# How many ladders the new board has.
gen-ladders = Échelles
# A number that builds the same random board again.
world-seed-label = Graine du monde
# Help under the world seed's box.
seed-help = Chaque « Nouveau monde » est inédit ; saisissez une graine pour reconstruire un plateau. La même graine et les mêmes dimensions construisent toujours le même plateau.
# A checkbox: the builder makes sure the last square can be reached.
gen-reachable = S’assurer que l’arrivée est atteignable
# Followed by a box for a number and the word "throws".
gen-expected-label = Une partie moyenne d’environ
# After the box for a number: "An average game of about [12] throws".
gen-expected-unit = lancers
# In the empty box: any length will do.
gen-expected-any =
    .placeholder = indifférent
# Help under the box for the average game's length.
gen-expected-help = Laissez vide pour une durée quelconque. Avec un nombre, le générateur essaie des plateaux jusqu’à ce que la partie moyenne d’un joueur, avec les règles ci-dessus, soit à moins de 5 % de ce nombre, ou à moins d’un lancer pour les parties courtes (cela peut prendre quelques secondes).
# Builds a new random board.
new-world = Nouveau monde
# Copies a link that opens the page as it is now.
copy-link = Copier le lien vers cette vue

## Numbers

# A number alone, as your language writes it (for instance in a list of how many games to play). Keep as it is.
plain-number = { $n }

## What the page's scripts say

# Under the board, before a square is pointed at or focused.
square-hint = Touchez ou survolez une case, ou placez le focus sur le plateau et utilisez les flèches, pour savoir ce qu’elle contient.
# A note about the board (from the solver), in the list under the board. $note: the note (a "core-warning-" message).
board-note = Remarque : { $note }
# After the first notes about a board, when there are more.
board-notes-more =
    { $count ->
        [one] … et { $count } autre remarque de ce type.
       *[other] … et { $count } autres remarques de ce type.
    }
# When the board changes during a game.
game-board-changed = Le plateau a changé : appuyez sur « Nouvelle partie » pour jouer dessus.
# When the rules change after an answer was shown.
rules-changed-solve = Les règles ont changé : appuyez sur « Résoudre » pour obtenir la réponse selon les nouvelles règles.
# When the rules change during a game.
rules-changed-game = La partie en cours garde ses règles ; les nouvelles s’appliqueront à partir de la prochaine « Nouvelle partie ».
# When a house rule changes during a game.
house-rules-next-game = Les règles maison s’appliqueront à partir de la prochaine « Nouvelle partie ».
# A text too big for the box was refused. $why: what is wrong with it (starts with a capital).
text-refused-kept =
    { $why }.
    Le plateau affiché reste inchangé.
# A very long board text is kept out of the box. $characters and $lines: its size.
board-text-held =
    Le texte du plateau compte { $characters ->
        [one] { $characters } caractère
       *[other] { $characters } caractères
    } sur { $lines ->
        [one] { $lines } ligne
       *[other] { $lines } lignes
    } : il est lu et conservé tel quel, mais pas affiché, car l’afficher fige la page pendant une seconde ou plus.
# A box of the world builder holds no whole number. $field: the box's label, as the page shows it.
field-whole-number = « { $field } » doit être un nombre entier.
# A box of the world builder holds a number out of range. $field: the box's label; $lo and $hi: the range.
field-range = « { $field } » doit être compris entre { $lo } et { $hi }.
# Rows times columns is under 2.
gen-too-small = Un plateau doit avoir au moins 2 cases.
# The average game's box holds no usable number.
gen-target-bad = La partie moyenne doit être un nombre de lancers, au moins 1 (une partie dure un lancer ou plus).
# While the builder tries boards until one's average game is about $target throws.
gen-target-building = Construction d’un plateau dont la partie moyenne dure environ { $target } lancers…
# Said to screen readers when a new random board is built. $seed: the number that builds it again.
new-world-said = Nouveau monde : { $squares } cases, graine { $seed }.
# The same, for a board built to an average game's length.
new-world-target-said = Nouveau monde : { $squares } cases, graine { $seed }, une partie moyenne d’environ { $target } lancers.
# A link with a mistake, opened while a board is on screen. $error: what is wrong (a "link-why-" message below).
link-unreadable-kept = Impossible de lire ce lien ({ $error }). Le plateau et la partie affichés restent inchangés.
# A link with a mistake, opened as the page loads.
link-unreadable-classic = Impossible de lire ce lien ({ $error }) ; le plateau classique est affiché à la place.
# A link whose board text has a mistake, opened while a board is on screen.
link-board-unreadable-kept = Impossible de lire le plateau de ce lien ({ $error }). Le plateau et la partie affichés restent inchangés.
# A link whose board text has a mistake, opened as the page loads.
link-board-unreadable-classic = Impossible de lire le plateau de ce lien ({ $error }) ; le plateau classique est affiché à la place.
# After "Copy link to this view" (or Share without a share sheet).
link-copied = Lien copié.
# When the browser would not copy: the address bar holds the link.
link-copy-yourself = Copiez l’adresse dans la barre d’adresse : elle mène à cette vue.
# After copying a link whose board text is too long for a link. $characters: the longest text a link holds.
link-text-in-tab = Le texte du plateau dépasse { $characters } caractères : le lien ne le restitue que dans cet onglet ; partagez plutôt le texte lui-même.
# The solver (the page's WebAssembly core) did not load. $error: why (in English).
load-failed-solver = Impossible de charger le solveur ({ $error }). Cette page a besoin de WebAssembly.
# The designer (the Design task's code) did not load. $error: why (in English).
load-failed-designer = Impossible de charger l’outil de conception ({ $error }).
# The analysis (the "How long is a game?" task's code) did not load. $error: why (in English).
load-failed-analysis = Impossible de charger l’analyse ({ $error }).
# Playing with others (its code) did not load. $error: why (in English).
load-failed-online = Impossible de charger le jeu à plusieurs ({ $error }).
# The rest of the page's messages (fetched once the page is ready: the analysis's, the designer's, the core's errors) did not load. $error: why (in English).
load-failed-words = Le reste des textes de la page n'a pas pu être chargé ({ $error }). Rechargez la page pour réessayer.
# Solve was pressed but the solver did not load.
no-answer-no-solver = Pas de réponse : le solveur n’a pas pu être chargé.
# Under the board when the solver did not load but the board was drawn.
board-picture-only = Ceci n’est qu’une image du plateau : pour le lire, le résoudre ou y jouer, il faut le solveur.
# Under the board when the solver did not load and nothing could be drawn.
board-needs-solver = Le plateau ne peut pas être dessiné sans le solveur.
# The text the share sheet sends with the link, for a game.
share-game = Une partie de Serpents et échelles : ouvrez-la pour voir où se trouve chaque pion.
# The same, for a solved board. $throws: the fewest throws to the end.
share-answer =
    Un plateau de Serpents et échelles qui se termine en { $throws ->
        [one] { $throws } lancer
       *[other] { $throws } lancers
    } au minimum : ouvrez-le pour voir le chemin.
# The same, for a board.
share-board = Un plateau de Serpents et échelles : ouvrez-le pour jouer, le résoudre ou voir combien dure une partie.

## Share, QR code, Full screen (the tools by the task buttons)

# Opens the device's share sheet with a link to what is on screen.
share-button = Partager
# Shows the link as a QR code to scan with another device.
qr-button = Code QR
# Shows the board and the task on the whole screen.
fullscreen-button = Plein écran
# The same button while the page fills the screen.
fullscreen-leave = Quitter le plein écran
# The group of these three buttons, for screen readers.
board-tools-label = Partager et afficher
# The close button of the QR code's window.
qr-close = Fermer
# The heading of the QR code's window.
qr-heading = Scannez pour ouvrir cette vue sur un autre appareil
# Under the QR code.
qr-caption = Il ouvre le même plateau, avec les mêmes règles et la même partie, là où elle en est.
# When the link is too long for a QR code. $bytes: its length; $max: the most a QR code holds.
qr-too-long = Ce lien fait { $bytes } octets ; un code QR en contient au plus { $max }. Partagez plutôt le lien, ou le texte du plateau.
# When the QR code could not be drawn. $error: why (in English).
qr-failed = Impossible de créer le code QR ({ $error }). Partagez plutôt le lien.
# The QR code, for screen readers. $link: the start of the link it holds.
qr-image = Code QR du lien { $link }

## The table of boards (a pasted text with several boards)

# Under the table while its boards are being solved. $done: boards solved so far; $count: boards in the text.
answers-solving =
    { $done ->
        [one] { $done } plateau sur { $count } résolu…
       *[other] { $done } plateaux sur { $count } résolus…
    }
# Under the table once every board is solved. $count: boards in the text.
answers-done =
    { $count ->
        [one] { $count } plateau dans le texte.
       *[other] { $count } plateaux dans le texte.
    }
# Under the table when the boards could not be solved. $error: why (the core's reason, in the page's language).
answers-failed = Impossible de résoudre les plateaux : { $error }
# In the table's "Fewest throws" column, for a board whose last square no throw reaches.
answers-unreachable = arrivée inaccessible
# The button in each row of the table: shows that board and its path.
answers-show-path = Voir le chemin
# The same button, for screen readers. $board: the board's number in the text.
answers-show-path-of = Voir le chemin du plateau { $board }
# In the list for picking one board of a text with several. $n: the board's number in the text; $count: boards in the text; $size: the board's squares.
board-pick-option = { $n } sur { $count } ({ $size } cases)

## Watch the search (the second board, under Solve)

# The search's board, for screen readers. $board: what the board is, a whole sentence.
search-board-label = { $board } Entrée fait avancer la recherche d’une étape.
# What the search's board calls the start, when tokens start on square 1 (the puzzles' rule).
search-start-one = Les joueurs partent de la case 1
# What the search's board calls the start, when tokens start before square 1.
search-start-off = Départ, hors du plateau

## Play with others (why a board cannot be sent to a room)

# Opening a room when no board is on screen.
room-no-board = Aucun plateau n’est affiché pour jouer.
# Opening a room with a board that cannot be written as text. $error: why (the core's reason, in the page's language).
room-board-unsendable = Ce plateau ne peut pas être envoyé dans un salon ({ $error }).
# Opening a room with a board whose text is too long. $characters: its length; $max: the most a room takes.
room-board-too-long = Le texte de ce plateau fait { $characters } caractères ; un salon en accepte au plus { $max }.
# In the game's message line, after leaving a room.
room-left = Vous avez quitté le salon : appuyez sur « Nouvelle partie » pour jouer sur cet appareil.

## A new version (a line under the page's header, for the installed app)

# A new version of the page has been downloaded and waits.
update-ready = Une nouvelle version est prête. La partie en cours est conservée.
# The button that loads the new version.
update-reload = Recharger
# The same button while the page reloads.
update-reloading = Rechargement…

## Solve a board (the answer's lines and the text box's messages)

# Where "Watch the search" opens, when its code did not load. $error: why (in English).
load-failed-search = Impossible de charger la vue de la recherche : { $error }
# Where the answer goes, when the answer's code did not load. $error: why (in English).
answer-not-shown = Impossible d’afficher la réponse : { $error }
# Beside the answer, when the end cannot be reached from the start. "Colour the squares by throws
# to the end" is the checkbox under "Colours and paths"; unreachable squares are drawn hatched.
proof-unreachable = Colorez les cases selon le nombre de lancers jusqu’à l’arrivée : les cases hachurées ne peuvent pas l’atteindre, et le départ en fait partie.
# The box "Path seed" holds no whole number. $typed: what was typed, as it was.
path-seed-bad = La graine du chemin doit être un nombre entier, pas « { $typed } ».
# While a big board is solved in the background (with a Stop button). $squares: the board's size.
work-solving = Résolution du plateau de { $squares } cases…
# Where the answer goes, after Stop was pressed while solving.
solve-stopped = Résolution arrêtée : appuyez sur « Résoudre » pour recommencer.
# Beside the answer: the rules it is for, while a puzzle's text has switched them. $format: LeetCode or HackerRank.
answer-rules-puzzle = Selon les règles des défis, comme le demande le texte { $format } : départ sur la case 1, arriver pile sur la dernière case, un seul saut par coup.
# The same, when the puzzle's text was pasted before the text on screen (its rules stay).
answer-rules-puzzle-before = Selon les règles des défis, comme l’a demandé le texte { $format } collé auparavant : départ sur la case 1, arriver pile sur la dernière case, un seul saut par coup.
# Beside the answer: the rules it is for, as the Rules card below names them. $start, $overshoot
# and $jumps: the choices of "Start", "Passing the end" and "Snake or ladder onto another", as
# this file words them, with their first letter made small; $faces: the die's faces.
answer-rules =
    Selon les règles ci-dessous : départ : { $start } ; dépassement de l’arrivée : { $overshoot } ; serpent ou échelle menant à un autre : { $jumps } ; { $faces ->
        [one] un dé à { $faces } face.
       *[other] un dé à { $faces } faces.
    }
# Where the answer goes, when the board's text was edited after Solve.
text-changed-solve = Le texte du plateau a changé : appuyez sur « Résoudre » pour obtenir sa réponse.
# Under the text box, when it is empty.
text-empty = La zone de texte est vide ; le plateau affiché reste inchangé.
# Under the text box, when its text could not be read. $error: what is wrong (the core's reason, in the page's language).
text-failed =
    { $error }
    Le plateau affiché est le dernier qui a pu être lu.
# In place of "Read as", when the text could not be read. $format: the format's name (shown in
# bold, as the solver names it); $line: the line with the mistake, marked in the box.
text-taken-for = Interprété comme { $format } mais non lu : la ligne { $line } est marquée
# While a long text is read in the background (with a Stop button). $characters: its length.
work-reading = Lecture de { $characters } caractères de texte du plateau…
# Under the text box, after Stop was pressed while reading.
text-reading-stopped = Lecture du texte arrêtée.
# Under the text box, while a puzzle's text has switched the rules. $format: LeetCode or HackerRank.
puzzle-rules = Règles des défis, comme le demande le texte { $format } : départ sur la case 1, arriver pile sur la dernière case, un seul saut par coup.
# The same, when the puzzle's text was pasted before the text on screen (its rules stay).
puzzle-rules-before = Règles des défis, comme l’a demandé le texte { $format } collé auparavant : départ sur la case 1, arriver pile sur la dernière case, un seul saut par coup.
# Under the answer, when Solve is pressed while the solver is still loading (just after the page opens).
solve-pressed-early = Résoudre est demandé : la réponse arrive dès que le solveur est chargé.
# Why a text in the Board box is refused (the page puts it in a sentence, its first letter made a capital): the link that carries it would be too long. $linked: its characters in a link; $typed: its characters as typed; $most: the most a link may hold.
text-refused-link = le texte occupe { $linked } caractères dans un lien ({ $typed } tel que saisi) ; la page lit les plateaux dont le lien tient en { $most } caractères, pour qu’un rechargement ou un lien partagé les ramène
# Why a text in the Board box is refused: no board could be found in it.
text-refused-no-board = aucun plateau trouvé dans le texte
# Why a board of the Board box is not drawn: it has too many squares. $size: its squares; $most: the most the page draws ("snakes" is the project's command: keep it).
text-refused-squares = ce plateau a { $size } cases ; la page dessine des plateaux jusqu’à { $most } cases (la commande snakes résout les plus grands)
# Why a text in the Board box is refused: too many characters. $count: its characters; $most: the most the page reads.
text-refused-characters = le texte a { $count } caractères ; la page lit des plateaux jusqu’à { $most } caractères (environ 2 Mo)
# Why a text in the Board box is refused: too many lines. $count: its lines; $most: the most the page reads. Keep the example in quotes as it is (a board's text).
text-refused-lines = le texte a { $count } lignes ; la page lit des plateaux jusqu’à { $most } lignes (plusieurs sauts peuvent partager une ligne : 'ladder 1 -> 38, 4 -> 14')

## Play (the game's lines; moves themselves are in the solver's words)

# Under the game, when New game is pressed in a room (playing with others).
room-game-not-yours = Cette partie est celle du salon : quittez le salon pour en commencer une à vous.
# Under the game, when the box "Game seed" holds no whole number. $typed: what was typed, as it was.
game-seed-bad = La graine de la partie doit être un nombre entier, pas « { $typed } ».
# Said to screen readers when a game starts. $names: the players, as a list ("Ann and Bob"); $seed: the game's seed.
new-game-said = Nouvelle partie avec { $names }. Graine { $seed }.
# The turn line while a saved game is replayed. $done: moves replayed so far; $count: all its moves.
game-replaying =
    { $count ->
        [one] Reprise de la partie : { $done } sur { $count } coup…
       *[other] Reprise de la partie : { $done } sur { $count } coups…
    }
# The turn line in a room (playing with others) before its host starts the game.
room-game-not-begun = La partie du salon n’a pas encore commencé : c’est l’hôte qui la lance.
# The turn line while a token moves. $name: the player's name.
turn-moving = { $name } déplace son pion.
# The turn line when a player has won. $name: the winner's name.
turn-won = { $name } a gagné ! Appuyez sur « Nouvelle partie » pour rejouer.
# The turn line before a computer player throws. $name: its name.
turn-computer = { $name } (ordinateur) va lancer le dé.
# The same, when the computer throws again (after a six, under that house rule).
turn-computer-again = { $name } (ordinateur) va relancer le dé.
# The turn line when a player throws again (after a six, under that house rule). $name: the player's name.
turn-again = { $name } rejoue.
# The turn line: whose throw it is. $name: the player's name.
turn-to-roll = À { $name } de lancer.
# Said to screen readers after Undo (the turn line follows). $count: the moves taken back.
undid =
    { $count ->
        [one] { $count } coup annulé.
       *[other] { $count } coups annulés.
    }
# Above the list of moves of a long game. $shown: how many are listed; $count: all the moves.
log-latest =
    { $count ->
        [one] Le dernier coup sur { $count }.
       *[other] Les { $shown } derniers coups sur { $count }.
    }
# At the top of the page, when the game saved on this device no longer replays as saved.
saved-game-not-replayed = Une partie enregistrée n’a pas pu être restaurée (elle ne se rejoue pas comme elle a été enregistrée) et a été supprimée.
# The same, when the saved game cannot be read. $error: why (a "saved-why-" message below).
saved-game-unreadable = Une partie enregistrée n’a pas pu être lue ({ $error }) et a été supprimée.
# The same, when the saved game cannot be replayed. $error: why (the core's reason, in the page's language).
saved-game-not-restored = Une partie enregistrée n’a pas pu être restaurée ({ $error }) et a été supprimée.
# At the top of the page, when a link's game cannot be replayed. $error: why (the core's reason, in the page's language).
link-game-not-replayed = La partie du lien n’a pas pu être rejouée : { $error }
# Under the game, when the players are changed during a game.
players-next-game = Les changements de joueurs s’appliqueront à partir de la prochaine « Nouvelle partie ».
# Under the list of players. $most: the most players; $characters: the longest name.
players-note =
    { $most ->
        [one] { $most } joueur au plus, avec un nom d’au plus { $characters } caractères.
       *[other] { $most } joueurs au plus, chacun avec un nom d’au plus { $characters } caractères.
    }
# The same, when the page has fewer token colours than the solver takes players. $solver: the solver's most.
players-note-colours = { $most } joueurs au plus, chacun avec un nom d’au plus { $characters } caractères (le solveur en accepte { $solver } ; la page a { $most } couleurs de pion).

## How long is a game? (the colouring by expected throws, on the page's board)

# The start area's label on the board while it is coloured by expected throws. $start: the
# start's own label; $throws: the average throws from the start to the end.
start-expected =
    { $throws ->
        [one] { $start } : { $throws } lancer en moyenne
       *[other] { $start } : { $throws } lancers en moyenne
    }
# The same, when from the start the end may never be reached.
start-never = { $start } : peut ne jamais finir
# Under the board, for a square from which the end may never be reached (the colouring is on).
expected-never = D’ici, l’arrivée peut ne jamais être atteinte : le nombre moyen de lancers est infini.
# Under the board, for a square (the colouring is on). $throws: the average throws from it to the end (may have a decimal).
expected-from-here =
    { $throws ->
        [one] En moyenne, encore { $throws } lancer jusqu’à l’arrivée depuis cette case.
       *[other] En moyenne, encore { $throws } lancers jusqu’à l’arrivée depuis cette case.
    }
# The same, for a square at the foot of a ladder or the head of a snake: the token goes on to $square.
expected-from-square =
    { $throws ->
        [one] En moyenne, encore { $throws } lancer jusqu’à l’arrivée depuis la case { $square }.
       *[other] En moyenne, encore { $throws } lancers jusqu’à l’arrivée depuis la case { $square }.
    }
# The title of the colours' key under the board.
legend-expected = Nombre moyen de lancers jusqu’à l’arrivée :
# The far end of the colours' key. $throws: the most expected throws on the board.
legend-far = { $throws } (loin)
# The near end of the colours' key: the last square.
legend-finish = 0 (arrivée)
# The key when every square is the last one (nothing to colour).
legend-all-zero = 0 à l’arrivée
# The key's note for the hatched squares.
legend-hatched = hachurées : peuvent ne jamais atteindre l’arrivée
# Said to screen readers when the colouring is turned on before the analysis is done.
expected-overlay-waiting = Les cases seront colorées selon le nombre moyen de lancers jusqu’à l’arrivée dès que l’analyse sera prête.
# Said to screen readers when the colouring is turned on. $throws: the average throws from the start.
expected-overlay-said = Cases colorées selon le nombre moyen de lancers jusqu’à l’arrivée : { $throws } depuis le départ, 0 sur la dernière case.
# The same, when from the start the end may never be reached.
expected-overlay-infinite = Cases colorées selon le nombre moyen de lancers jusqu’à l’arrivée : une infinité depuis le départ, 0 sur la dernière case.

## Who wins? and Simulate games (in "How long is a game?")

# Under the table of win chances, when the knock-off odds failed. $error: why (in English).
odds-knock-failed = Les chances avec renvoi au départ n’ont pas pu être calculées : { $error }
# A house rule, as named in the list under "Simulate games" (mid-sentence, small first letter).
house-knock-off = renvoi au départ
# A house rule, as named in the same list.
house-sixes-again = un six permet de rejouer
# A house rule, as named in the same list.
house-three-sixes = trois six d’affilée terminent le tour
# Under "Simulate games": what is simulated. $count: the players; $names: their names, as a list;
# $rules: the house rules in force, as a list (the three messages above).
sim-setup =
    { $count ->
        [one] { $count } joueur de la carte Jouer ({ $names }), règles maison : { $rules }.
       *[other] { $count } joueurs de la carte Jouer ({ $names }), règles maison : { $rules }.
    }
# The same, without house rules.
sim-setup-no-rules =
    { $count ->
        [one] { $count } joueur de la carte Jouer ({ $names }), sans règles maison.
       *[other] { $count } joueurs de la carte Jouer ({ $names }), sans règles maison.
    }
# Under the table of win chances: why there are no exact odds (a six rolls again).
odds-sixes-again = Quand un six permet de rejouer, il n’y a pas de réponse exacte ici : simulez pour estimer les chances.
# The same, with knock-off and more than two players.
odds-knock-two = Avec le renvoi au départ, les chances exactes ne sont calculées que pour deux joueurs : simulez pour les estimer.
# The same, with knock-off on a big board. $squares: the biggest board worked out exactly.
odds-knock-size = Avec le renvoi au départ, les chances exactes ne sont calculées que sur des plateaux d’au plus { $squares } cases : simulez pour les estimer.
# While the exact knock-off odds are worked out (a Markov chain of both players' squares).
odds-knock-busy = Calcul de la chaîne conjointe des deux joueurs avec renvoi au départ…
# When the knock-off odds could not be pinned down on this board.
odds-knock-unpinned = Avec le renvoi au départ sur ce plateau, la résolution de la chaîne conjointe n’a pas pu cerner les chances : simulez pour les estimer.
# How the knock-off odds were worked out, when proven.
odds-knock-exact = Exactes : chaîne de Markov conjointe des deux joueurs, avec renvoi au départ, prouvées à 9 chiffres.
# The same, when not proven (the table shows them with ≈).
odds-knock-estimated = Estimées à partir de la chaîne de Markov conjointe des deux joueurs, avec renvoi au départ : sa résolution n’a pas pu les prouver à 9 chiffres.
# When the end cannot be reached: nobody wins.
odds-nobody = Personne ne peut atteindre l’arrivée avec ces règles, donc personne ne gagne.
# When the core cannot give the win chances. $why: its reason.
odds-not-known = Les chances de gagner ne sont pas connues : { $why }.
# How the win chances were worked out, without house rules, when proven.
odds-method-exact = Exactes : d’après la distribution de la durée des parties, prouvées à 9 chiffres (sans règles maison, les joueurs n’interagissent pas ; le premier à lancer a l’avantage).
# The same, when not proven (the table shows them with ≈).
odds-method-estimated = Estimées d’après la distribution de la durée des parties et sa queue, non prouvées à 9 chiffres sur ce plateau (sans règles maison, les joueurs n’interagissent pas ; le premier à lancer a l’avantage).
# Under the table of win chances. $rounds and $turns: averages, as figures already written (may be
# like 2.53 × 10³³); a round is one turn of every player.
odds-game-lasts = Une partie dure en moyenne { $rounds } tours de table ({ $turns } tours de jeu, tous joueurs confondus).
# Under the table of win chances, after a simulation. $games: how many games; $seed: the simulation's seed.
odds-sim-note = Simulé : { $games } parties (graine { $seed }) ; les fourchettes sont des intervalles à 95 %.
# Under "Simulate games", when the simulation running was stopped by a change.
sim-stopped-changed = Le plateau, les règles ou les joueurs ont changé : la simulation a été arrêtée.
# The same, when the simulation shown was for the setup as it was.
sim-changed = Le plateau, les règles ou les joueurs ont changé : simulez de nouveau pour obtenir leurs chiffres.
# When the box "Simulation seed" holds no whole number. $typed: what was typed (its first 20 characters).
sim-seed-bad = La graine doit être un nombre entier, pas « { $typed } ».
# While games are simulated. $games: how many; $workers: the workers (threads) sharing them.
sim-running =
    Simulation de { $games } parties sur { $workers ->
        [one] { $workers } thread
       *[other] { $workers } threads
    }…
# Said to screen readers when a simulation starts.
sim-running-said = Simulation de { $games } parties.
# While games are simulated. $done: games simulated so far; $percent: the same in percent of $games (a whole number).
sim-progress =
    { $done } parties sur { $games } ({ $percent } %) sur { $workers ->
        [one] { $workers } thread
       *[other] { $workers } threads
    }…
# After a simulation. $seconds: how long it took.
sim-done =
    { $games } parties en { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s sur { $workers ->
        [one] { $workers } thread
       *[other] { $workers } threads
    }.
# Said to screen readers after a simulation, before its numbers.
sim-done-said = Simulation terminée.
# After Cancel. $done: games simulated before it.
sim-cancelled = Annulée après { $done } parties sur { $games } ; rien n’est affiché pour une simulation incomplète.
# Said to screen readers after Cancel.
sim-cancelled-said = Simulation annulée.
# When the simulation failed. $error: why (in English).
sim-failed = La simulation a échoué : { $error }
# A simulation's result: the label before the average turns per game (in bold).
sim-turns-label = Tours de jeu par partie :
# After it. $mean: the average; $low and $high: its 95% interval (figures already written).
sim-turns = { $mean } (intervalle à 95 % : de { $low } à { $high }), tous joueurs confondus.
# A simulation's result: the label before the average rounds per game (a round: one turn of every player).
sim-rounds-label = Tours de table par partie :
# After it. $mean, $low, $high: as above.
sim-rounds = { $mean } (intervalle à 95 % : de { $low } à { $high }).
# A simulation's result, when a six rolls again: the label before the average throws of the die per game.
sim-throws-label = Lancers de dé par partie :
# After it. $mean, $low, $high: as above.
sim-throws = { $mean } (intervalle à 95 % : de { $low } à { $high }).
# A simulation's result, when some games never ended. $count: those games; $rounds: when a game is stopped.
sim-unfinished =
    { $count ->
        [one] { $count } partie ne s’est jamais terminée (arrêtée après { $rounds } tours de table ou bloquée). Les moyennes ci-dessus portent sur les parties terminées ; avec les autres, elles seraient plus élevées.
       *[other] { $count } parties ne se sont jamais terminées (arrêtées après { $rounds } tours de table ou bloquées). Les moyennes ci-dessus portent sur les parties terminées ; avec les autres, elles seraient plus élevées.
    }
# When no simulated game ended. $games: how many were played; $rounds: when a game is stopped.
sim-none-finished = Aucune des { $games } parties ne s’est terminée en { $rounds } tours de table : des parties aussi longues ne peuvent pas être simulées.

## Board, squares and moves (www/ui/, www/board/, www/tasks/path-walk.js, www/tasks/answer*)

# The board's name for screen readers (the canvas), and how to read it. $size: its squares;
# $rows and $columns: its rows and the squares in each; $ladders and $snakes: how many of each.
board-label =
    Plateau de Serpents et échelles de { $size } cases, en { $rows ->
        [one] { $rows } rangée
       *[other] { $rows } rangées
    } de { $columns }, numérotées depuis le coin inférieur gauche, avec { $ladders ->
        [one] { $ladders } échelle
       *[other] { $ladders } échelles
    } et { $snakes ->
        [one] { $snakes } serpent
       *[other] { $snakes } serpents
    }. Les flèches du clavier passent d’une case à l’autre.
# The label of the start area (before square 1) drawn on the board, when players start there.
board-start-off = Départ, hors du plateau
# The same, when the rules start players on square 1 (the start area is then only a label).
board-start-one = Les joueurs partent de la case 1
# Reading the board (under it, and in its tooltip): the start area, when the rules start players on square 1.
square-off-board-start-one = Hors du plateau. Avec ces règles, les joueurs partent de la case 1.
# Reading the board: the start area (before square 1).
square-start = Départ, hors du plateau.
# Reading the board: the start area, when no throws lead from it to the last square.
square-start-unreachable = Départ, hors du plateau. L’arrivée est impossible à atteindre d’ici.
# Reading the board: the start area, with the fewest throws from it to the end. $throws: that number.
square-start-throws =
    Départ, hors du plateau : { $throws ->
        [one] { $throws } lancer
       *[other] { $throws } lancers
    } jusqu’à l’arrivée au mieux.
# Reading the board: a square with nothing on it. $square: its number.
square-plain = Case { $square }.
# Reading the board: the last square. $square: its number.
square-finish = Case { $square }, l’arrivée.
# Reading the board: a square where a ladder starts. $square: its number; $to: the square at the ladder's top.
square-ladder-foot = Case { $square } : le pied d’une échelle qui monte à { $to }.
# Reading the board: a square where a snake's head is. $square: its number; $to: the square at the snake's tail.
square-snake-head = Case { $square } : la tête d’un serpent qui descend à { $to }.
# Reading the board: a square where ladders or snakes end. $square: its number; $arrivals: what
# ends there, a list of the two messages below ("the top of the ladder from 4 and the tail of the snake from 98").
square-arrivals = Case { $square } : { $arrivals }.
# The same on the last square. $square: its number; $arrivals: as above.
square-finish-arrivals = Case { $square }, l’arrivée : { $arrivals }.
# Reading the board: after a square's jump, what else ends there. $arrivals: as above.
square-also = Aussi { $arrivals }.
# An item of $arrivals above: a ladder ends on this square. $from: the square at the ladder's foot.
square-ladder-top = le haut de l’échelle qui part de { $from }
# An item of $arrivals above: a snake ends on this square. $from: the square at the snake's head.
square-snake-tail = la queue du serpent qui part de { $from }
# Reading the board, on a jump's start: after its jump, no throws lead to the last square.
square-landing-unreachable = En s’arrêtant ici, l’arrivée est impossible à atteindre.
# Reading the board, on a jump's start: the fewest throws left after landing here. $throws: that number.
square-landing-throws =
    En s’arrêtant ici, il reste { $throws ->
        [one] { $throws } lancer
       *[other] { $throws } lancers
    } jusqu’à l’arrivée.
# Reading the board: no throws lead from this square to the last square.
square-unreachable = L’arrivée est impossible à atteindre d’ici.
# Reading the board: the fewest throws from this square to the end. $throws: that number.
square-throws =
    { $throws ->
        [one] { $throws } lancer jusqu’à l’arrivée depuis ici.
       *[other] { $throws } lancers jusqu’à l’arrivée depuis ici.
    }
# Reading the board in a game: the players whose tokens are on this square. $names: their names, as a list; $count: how many.
square-players-here =
    { $count ->
        [one] { $names } est ici.
       *[other] { $names } sont ici.
    }
# The start area's label on the board, while squares are coloured by throws to the end. $start: its own label.
square-start-label-throws =
    { $start } : { $throws ->
        [one] { $throws } lancer
       *[other] { $throws } lancers
    } jusqu’à l’arrivée
# The same, when the end cannot be reached from the start. $start: the start area's own label.
square-start-label-unreachable = { $start } : arrivée impossible à atteindre
# The arrow between squares (or numbers) one after the other in a path ("the start → 4 → 14"),
# with a space either side; in a right-to-left language, an arrow pointing left.
walk-arrow = {" → "}
# A throw of the solver's path, in the list of throws. $roll: the die's face; $move: the throw (as above).
walk-step = Dé { $roll } : { $move }.
# The same, with the fewest throws left before and after it. $before and $after: those numbers.
walk-step-left = Dé { $roll } : { $move }. Lancers restants : { $before }{"\u00A0"}→{"\u00A0"}{ $after }.
# The end of a long list that is cut short (rolls, squares of a path). $list: the items shown;
# $sep: what goes between them (", " or " → "); $count: the items left out.
walk-list-more = { $list }{ $sep }… et { $count } de plus
# Said to screen readers after Solve. $min: the fewest throws; $rolls: the rolls, as a list ("4, 6, 2").
answer-said = Lancers minimum : { $min }. Valeurs du dé : { $rolls }.
# Said to screen readers after Solve, when no throws reach the last square.
answer-unreachable-said = Avec ces règles, l’arrivée est impossible à atteindre depuis le départ.
# Said to screen readers after Solve, when the start is the last square.
answer-zero-said = Le départ est déjà l’arrivée : aucun lancer n’est nécessaire.
# The answer's headline, before the number (shown in bold after it).
answer-fewest = Lancers minimum :
# The answer's number, when no throws reach the last square.
answer-min-unreachable = impossible : l’arrivée ne peut pas être atteinte
# Beside the answer, when no throws reach the last square.
answer-no-sequence = Avec ces règles, aucune suite de lancers ne mène du départ à la dernière case.
# Beside the answer, when one roll sequence alone is that short.
answer-only-sequence = C’est la seule suite de lancers aussi courte.
# Beside the answer: how many roll sequences are as short, when the one shown is the first. $count: how many.
answer-sequences-first =
    { $count ->
        [one] { $count } suite de lancers différente est aussi courte ; voici la première.
       *[other] { $count } suites de lancers différentes sont aussi courtes ; voici la première.
    }
# The same, when the one shown was picked at random among them. $count: how many.
answer-sequences-random =
    { $count ->
        [one] { $count } suite de lancers différente est aussi courte ; celle-ci a été tirée au hasard.
       *[other] { $count } suites de lancers différentes sont aussi courtes ; celle-ci a été tirée au hasard.
    }
# The tooltip of a roll in the answer's row of rolls. $throw: its place in the path (1, 2, ...).
answer-chip-title = Lancer { $throw }
# The end of the answer's row of rolls, when it is too long to show. $count: the rolls not shown.
answer-rolls-more = … { $count } de plus
# The answer's row of rolls, for screen readers.
answer-rolls-label = Valeurs du dé du chemin le plus court
# The answer's buttons, for screen readers.
answer-walk-label = Parcourir le chemin
# A button: walks the path one throw.
answer-step = Pas à pas
# A button: walks the whole path on the board.
answer-play = Lecture
# The same button while the path is walked.
answer-pause = Pause
# The same button when the walk has reached the end.
answer-replay = Rejouer
# A button: puts the token back on the start.
answer-reset = Recommencer
# A button: shows another path as short as this one.
answer-another = Autre chemin
# The list of the path's throws in words, for screen readers.
answer-steps-label = Chaque lancer du chemin
# A button under a long list of throws: lists more of them.
answer-more-throws = Afficher plus de lancers
# A fold that opens the list of the path's throws in words (in the element).
answer-throws-summary = Chaque lancer en toutes lettres
# Under the rolls: the squares the path rests on. $squares: the squares, as a list ("start → 4 → 14").
answer-path = Chemin : { $squares }.
# The start area, in the list of the path's squares.
answer-path-start = départ
# Under the rolls, before the path is walked.
answer-at-start = Au départ. « Pas à pas » parcourt le chemin un lancer à la fois.
# Under the rolls while the path is walked: the throw reached. $throw: which; $count: all the
# throws; $roll: the die's face; $move: the throw in words ("26 → 28, ladder up to 84").
answer-throw = Lancer { $throw } sur { $count } : dé { $roll }, { $move }.
# Said to screen readers after Reset.
answer-back-said = Retour au départ.
# Said to screen readers at the end of a walk. $square: the last square; $throws: the throws walked.
answer-reached-said =
    Case { $square } atteinte en { $throws ->
        [one] { $throws } lancer.
       *[other] { $throws } lancers.
    }
# Under the answer, when the start is the last square.
answer-why-zero = Le départ est déjà l’arrivée.
# Under the answer: why no path is shorter. $number: the fewest throws from the start; $chain: the
# fewest throws left after each throw of the path ("7 → 6 → 5 → … → 0"); $min: the fewest throws.
answer-why = Pourquoi aucun chemin n’est plus court : chaque case a un nombre, le minimum de lancers pour aller d’elle à l’arrivée. Le nombre du départ est { $number }. Aucun lancer ne peut faire baisser ce nombre de plus d’un, car une case à un lancer d’un nombre plus petit aurait elle-même un nombre plus petit. Ce chemin le fait baisser d’exactement un à chaque lancer ({ $chain }) ; il atteint donc 0 en { $min }, et rien ne peut faire mieux.
# The same, with how the page shows every square's number ($see: the message below).
answer-why-see = Pourquoi aucun chemin n’est plus court : chaque case a un nombre, le minimum de lancers pour aller d’elle à l’arrivée ({ $see }). Le nombre du départ est { $number }. Aucun lancer ne peut faire baisser ce nombre de plus d’un, car une case à un lancer d’un nombre plus petit aurait elle-même un nombre plus petit. Ce chemin le fait baisser d’exactement un à chaque lancer ({ $chain }) ; il atteint donc 0 en { $min }, et rien ne peut faire mieux.
# Inside the message above, in brackets: how to see every square's number on the page ("Colour
# every square by throws to the end" is the checkbox under the answer).
answer-proof-see = activez la coloration pour tous les voir
# The die, for screen readers. $value: the face it shows.
controls-die-showing = Dé sur { $value }
# The die before the first throw, for screen readers.
controls-die-blank = Dé, pas encore lancé
# A choice of who plays a seat: a person.
controls-human = Humain
# A choice of who plays a seat: the computer.
controls-computer = Ordinateur
# The button that removes a player, for screen readers. $seat: the player's number.
controls-remove-player = Retirer le joueur { $seat }
# A player's name box, for screen readers. $seat: the player's number; $colour: the token's colour (keep the [keys]).
controls-player-name =
    Nom du joueur { $seat } (pion { $colour ->
        [blue] bleu
        [green] vert
        [yellow] jaune
        [purple] violet
        [orange] orange
        [teal] turquoise
        [pink] rose
       *[red] rouge
    })
# A player's choice of person or computer, for screen readers. $seat: the player's number.
controls-player-type = Le joueur { $seat } est
# The key of the colouring by throws to the end, under the board.
controls-legend-title = Lancers jusqu’à l’arrivée :
# The key's far end (the colour of the most throws). $max: that number.
controls-legend-far = { $max } (loin)
# The key's near end (the colour of the last square).
controls-legend-finish = 0 (arrivée)
# The key, when every square that reaches the end is the last one.
controls-legend-only-finish = 0 à l’arrivée
# The key: what the hatched squares mean.
controls-legend-unreachable = hachurées : ne peuvent pas atteindre l’arrivée
# The heading over the ranking at a game's end. $name: the winner.
win-heading = { $name } a gagné !
# The caption of the ranking at a game's end.
win-caption = Classement final, avec les lancers, les échelles montées et les serpents rencontrés de chaque joueur.
# A column of the ranking: the player.
win-player = Joueur
# A column of the ranking: the square each player reached.
win-square = Case
# A column of the ranking: the throws each player made.
win-throws = Lancers
# A column of the ranking: the ladders each player climbed.
win-ladders = Échelles
# A column of the ranking: the snakes each player met.
win-snakes = Serpents
# A row of the ranking: a player's place and name. $place: 1, 2, ...; $name: the player's name.
win-place = { $place }. { $name }
# The rules in one sentence, on the printed board and in the summary of a room that plays together. $start: "one" (players start on square 1) or "off" (off the board); $overshoot: "stay", "win" or "bounce" (a throw past the last square); $jumps: "chain" or "single" (a snake or ladder ending where another starts); $faces: the die's faces. Keep the [keys]; translate what follows them.
rules-in-words =
    Règles : { $start ->
        [one] tout le monde part de la case 1
       *[off] tout le monde part hors du plateau
    } ; { $overshoot ->
        [stay] un lancer qui dépasse la dernière case ne fait pas bouger (il faut y arriver pile)
        [win] un lancer qui atteint ou dépasse la dernière case gagne
       *[bounce] un lancer qui dépasse la dernière case fait reculer le pion d’autant
    } ; { $jumps ->
        [chain] un serpent ou une échelle qui finit au départ d’un autre enchaîne sur celui-ci
       *[single] un seul serpent ou une seule échelle par coup, même s’il finit au départ d’un autre
    } ; un dé à { $faces } faces.
# The name of the board as a picture, in "Download SVG" (read by screen readers and shown as the file's title).
svg-title = Plateau de Serpents et échelles
# The printed board's heading. $size: its squares.
print-heading = Serpents et échelles : { $size } cases
# The name of the printed board's picture, for screen readers. $size: its squares.
print-board-title = Plateau de Serpents et échelles, { $size } cases
# The key under the board in "Download SVG" and on the printed board, beside a ladder.
svg-legend-ladder = Échelle : montez de son pied jusqu’en haut
# The same key, beside a snake (● marks its head).
svg-legend-snake = Serpent : glissez de sa tête (●) jusqu’à sa queue
# The same key, beside the last square's colour.
svg-legend-finish = ★ Arrivée
# On the printed board, above the board's text in small print.
print-text-label = Ce plateau en texte (tapez-le dans la zone Plateau de la page pour le rejouer) :
# On the printed board, in the place of a text too long to print. $lines: the text's lines.
print-text-too-long = Le texte de ce plateau ({ $lines } lignes) est trop long pour cette page ; son lien, ou la zone Plateau de la page, le contient.
# A player's name when none is given: the colour of their seat's token, as a name ("Red rolls a 3"). $colour: the colour; keep the [keys].
seat-name =
    { $colour ->
        [blue] Bleu
        [green] Vert
        [yellow] Jaune
        [purple] Violet
        [orange] Orange
        [teal] Turquoise
        [pink] Rose
       *[red] Rouge
    }

# (end of board, squares and moves)

## The analysis and the search (www/tasks/analysis*, charts.js, spread-view.js, bfs-steps.js, search-task.js)

# --- "How long is a game?": the card (www/tasks/analysis.js, analysis/card.js, analysis/length.js) ---

# Over the analysis card's figures while they are worked out (past a fifth of a second).
analysis-working = Calcul en cours…
# Over the analysis card when the board cannot be analysed. $error: the reason (a message of the solver's).
analysis-cannot = Ce plateau ne peut pas être analysé : { $error }
# Over the analysis card when working it out failed. $error: the reason.
analysis-failed = L’analyse a échoué : { $error }
# The label over the first key figure: the average number of throws one player needs.
analysis-stat-mean = Moyenne
# The label over the key figure that half of all games are over by.
analysis-stat-median = Médiane
# The label over the key figure: the game length that happens most often.
analysis-stat-mode = La plus probable
# The label over the key figure: the fewest throws a game can take.
analysis-stat-min = La plus courte
# The label over the key figure that 9 games in 10 are over by.
analysis-stat-p90 = 9 sur 10 en
# Under the mean: its unit.
analysis-note-throws = lancers
# Under the mean when it is infinite (∞): why.
analysis-note-never-end = certaines parties ne finissent jamais
# Under the mean when no game can finish.
analysis-note-unreachable = l’arrivée est inatteignable
# Under the median.
analysis-note-half = la moitié sont finies
# Under "9 in 10 within".
analysis-note-nine-in-ten = 9 sur 10 sont finies
# Under the most likely length.
analysis-note-mode = durée la plus probable
# Under the most likely length when the solver could not prove it (the reason is the figure's tooltip).
analysis-note-not-proven = non prouvée
# Under a figure shown as "–" because the solver could not work it out (the reason is the figure's tooltip).
analysis-note-not-known = inconnue
# Under the shortest game: how likely it is. $chance: a percentage, already written ("0.151%").
analysis-note-chance = probabilité { $chance }
# The name screen readers give the length chart before it is drawn.
analysis-chart-name = Graphique de la durée d’une partie
# The chart's key: what the bars show.
analysis-key-bars = Barres : probabilité que la partie se termine à ce lancer (axe de gauche)
# The chart's key: what the line shows.
analysis-key-line = Courbe : probabilité qu’elle soit finie à ce lancer (axe de droite)
# What a screen reader says of the chart's place when there is no chart.
analysis-no-chart = Pas de graphique : la durée d’une partie est inconnue.
# Under the chart's place, for a game too long to draw. $tail: the solver's sentence on how fast the last games end.
analysis-too-long = Des parties aussi longues ne peuvent pas être dessinées. { $tail }
# The same, with the median. $tail: as above; $median: a number of throws, already written.
analysis-too-long-median = Des parties aussi longues ne peuvent pas être dessinées. { $tail } La moitié d’entre elles sont finies en environ { $median } lancers.
# Under the chart when it stops before the last games. $last: the last throw shown; $share: a percentage, already written; $rows: how many rows the table lists.
analysis-chart-stops-first = Le graphique s’arrête à { $last } lancers ; { $share } des parties durent plus longtemps (le tableau donne les { $rows } premiers).
# The same, when the table lists every throw. $last, $share: as above.
analysis-chart-stops-all = Le graphique s’arrête à { $last } lancers ; { $share } des parties durent plus longtemps (le tableau les donne tous).
# Under the chart when some games never end. $share: a percentage, already written; $all: "100%" as your language writes it.
analysis-chart-never-end = { $share } des parties ne finissent jamais : la courbe n’atteint donc pas { $all }.
# Under the chart, before a throw is pointed at.
analysis-readout-help = Pointez ou touchez le graphique pour lire un lancer.
# Under the chart, for the throw pointed at. $throw: its number; $ends, $over: percentages, already written.
analysis-readout = Lancer { $throw } : { $ends } des parties se terminent à ce lancer ; { $over } sont finies à ce moment-là.
# Opens the table of every throw (folded).
analysis-table-open = Chaque lancer, sous forme de tableau
# What screen readers call the table's box, which scrolls.
analysis-table-region = Chaque lancer (défile)
# The table's caption, for screen readers.
analysis-table-caption = Probabilité que la partie d’un joueur se termine à chaque lancer, et qu’elle soit finie à ce moment-là
# The table's first column: the throw's number.
analysis-table-throw = Lancer
# The table's second column.
analysis-table-ends = Se termine à ce lancer
# The table's third column.
analysis-table-over = Finie à ce moment-là
# Under the table when it stops before every game is over. $throw: its last row; $share: a percentage, already written.
analysis-table-still-going = Après le lancer { $throw }, { $share } des parties sont encore en cours.

# --- The analysis in sentences: under the chart, and what screen readers say of it ---

# When no game can finish.
analysis-never-finishes = Avec ces règles, l’arrivée ne peut pas être atteinte depuis le départ : une partie ne finit donc jamais.
# When the start is the last square.
analysis-no-throws = Le départ est déjà l’arrivée : une partie ne demande aucun lancer.
# Every percentile of the game's length (a quarter, half, ... of the games over) is not known, for one reason. $known: what is proven, already worded ("at least 404"); $why: the core's reason, already worded.
analysis-percentiles-not-known = Les centiles de la durée d’une partie ne sont pas connus ({ $known }) : { $why }.
# Every game ends but the average cannot be given. $why: the core's reason, already worded ("at least 404; the solver's answer failed its own check, …").
analysis-mean-not-known = La durée moyenne d’une partie n’est pas connue : { $why }.
# When some games never end. $square: the last square's number; $chance: a percentage, already written.
analysis-some-never-end = Certaines parties ne finissent jamais : un pion peut rester bloqué là d’où la case { $square } est inatteignable, et un joueur finit avec une probabilité de { $chance }.
# The average game. $throws: a number with one decimal, already written ("39.2"); $square: the last square's number.
analysis-mean-sentence = Il faut en moyenne { $throws } lancers à un joueur pour atteindre la case { $square }.
# $median: a number of throws, already written.
analysis-half-over = La moitié des parties sont finies en { $median } lancers au plus.
# $median, $p90: numbers of throws, already written.
analysis-half-and-most = La moitié des parties sont finies en { $median } lancers au plus, et 9 sur 10 en { $p90 }.
# $throws: the fewest throws a game takes; $chance: its chance, a percentage already written.
analysis-shortest-sentence =
    La partie la plus courte dure { $throws ->
        [one] { $throws } lancer
       *[other] { $throws } lancers
    } ; sa probabilité est de { $chance }.
# $throws: the game length that happens most often.
analysis-most-likely-sentence =
    La durée la plus probable est de { $throws ->
        [one] { $throws } lancer
       *[other] { $throws } lancers
    }.
# The last sentence when the solver proved every figure.
analysis-proven = Chaque nombre ici est prouvé à au moins 9 chiffres significatifs.
# Between two sentences of the analysis (the summary, the chart's notes and label). Keep the quotes: a space, or nothing where your language puts none.
analysis-sentence-gap = {" "}

# --- The length chart, drawn (www/tasks/charts.js) ---

# Under the chart's bottom axis.
chart-axis-throws = Lancers jusqu’à l’arrivée (un joueur)
# Along the chart's left axis (the bars).
chart-axis-on-throw = Fin à ce lancer
# The same on a narrow chart (keep it short).
chart-axis-on-throw-short = À ce lancer
# Along the chart's right axis (the line).
chart-axis-by-then = Finie à ce lancer (courbe)
# The same on a narrow chart (keep it short).
chart-axis-by-then-short = Finie alors
# A label over the chart's line at the shortest game. $throws: a number, already written.
chart-mark-shortest = minimum { $throws }
# A label over the chart's line at the median. $throws: a number, already written.
chart-mark-median = médiane { $throws }
# A label over the chart's line at the mean. $throws: a number with one decimal, already written.
chart-mark-mean = moyenne { $throws }
# What screen readers say of the chart, first sentence. $last: the last throw the chart shows.
chart-label = Diagramme en barres du nombre de lancers qu’il faut à un joueur pour atteindre l’arrivée, lancers 1 à { $last }.
# The chart for screen readers, next. $throws: the fewest throws.
chart-label-shortest =
    La partie la plus courte dure { $throws ->
        [one] { $throws } lancer
       *[other] { $throws } lancers
    }.
# $throws: the median.
chart-label-median = La moitié des parties sont finies en { $throws } lancers au plus.
# $throws: the mean, a number with one decimal already written.
chart-label-mean = La moyenne est de { $throws } lancers.
# The chart for screen readers, last: under the chart is the table.
chart-label-table = Le tableau ci-dessous donne chaque lancer.

# --- "Where is the token after each throw?" (www/tasks/analysis/card.js, spread-view.js) ---

# The heading of the part of the analysis card that shows where one token may be.
spread-heading = Où est le pion après chaque lancer ?
# Under that heading.
spread-help = Un pion, lancé encore et encore : chaque case montre la probabilité qu’il s’y trouve après le lancer choisi ci-dessous, calculée exactement par la chaîne des probabilités de chaque lancer. La dernière case recueille les parties finies.
# What screen readers call that part's own board (a kind of control).
spread-board-role = plateau
# The name screen readers give that board.
spread-board-name = Où se trouve le pion
# In the element: what its board shows (a choice of two).
spread-shows = Le plateau montre
# The first choice.
spread-shows-expected = le nombre moyen de lancers jusqu’à l’arrivée
# The second choice.
spread-shows-spread = où est le pion après chaque lancer
# In the element, while its board shows the expected throws.
spread-expected-note = Le plateau montre le nombre moyen de lancers jusqu’à l’arrivée : depuis chaque case, combien de lancers une partie prend encore en moyenne (0 sur la dernière case). Déplacez le curseur des lancers ou appuyez sur Lecture pour voir plutôt où est le pion.
# When working out where the token can be failed. $error: the reason.
spread-failed = Impossible de calculer où se trouve le pion : { $error }
# The label of the slider that picks a throw.
spread-throw-label = Lancer
# Plays the throws one after another.
spread-play = Lecture
# Stops playing.
spread-pause = Pause
# While the chances are worked out.
spread-working = Calcul des cases où le pion peut se trouver…
# Under the slider. $throws: the last throw shown; $share: a percentage of games over by then, already written.
spread-note = Exact, d’après la chaîne des probabilités de chaque lancer, jusqu’au lancer { $throws }, quand { $share } des parties sont finies. Les couleurs sont à l’échelle de la case la plus probable à chaque lancer ; les nombres sont des pourcentages.
# The same, when a big board keeps fewer throws. $throws, $share: as above.
spread-note-capped = Exact, d’après la chaîne des probabilités de chaque lancer, jusqu’au lancer { $throws } (sur un plateau de cette taille, la vue garde au plus { $throws } lancers ; { $share } des parties sont alors finies). Les couleurs sont à l’échelle de la case la plus probable à chaque lancer ; les nombres sont des pourcentages.
# A chance too small to write. $share: "0.01%" as your language writes it.
spread-under = moins de { $share }
# In a list of squares: the start, off the board.
spread-the-start = le départ
# At the end of a list of squares: how many more are not named. $count: how many.
spread-more = { $count } autres
# After the chosen throw, when every game is over. $throw: the throw (0: before the first).
spread-all-over =
    { $throw ->
        [0] Avant le premier lancer
        [one] Après { $throw } lancer
       *[other] Après { $throw } lancers
    } : toutes les parties sont finies.
# After the chosen throw. $throw: as above; $over, $chance: percentages, already written; $square: a square's number.
spread-likely =
    { $throw ->
        [0] Avant le premier lancer
        [one] Après { $throw } lancer
       *[other] Après { $throw } lancers
    } : { $over } des parties sont finies ; la case la plus probable est la { $square } ({ $chance }).
# The same, when the most likely place is the start (off the board).
spread-likely-start =
    { $throw ->
        [0] Avant le premier lancer
        [one] Après { $throw } lancer
       *[other] Après { $throw } lancers
    } : { $over } des parties sont finies ; l’endroit le plus probable est le départ ({ $chance }).
# The same, when several squares are as likely. $squares: the squares, already listed; $chance: each one's chance.
spread-likely-tied =
    { $throw ->
        [0] Avant le premier lancer
        [one] Après { $throw } lancer
       *[other] Après { $throw } lancers
    } : { $over } des parties sont finies ; les cases les plus probables sont { $squares } ({ $chance } chacune).
# A square's tooltip: how likely the token is there. $throw: as above; $square: its number; $chance: a percentage, already written.
spread-token-on =
    { $throw ->
        [0] Avant le premier lancer
        [one] Après { $throw } lancer
       *[other] Après { $throw } lancers
    } : le pion est sur la case { $square } avec une probabilité de { $chance }.
# The same, for the start (off the board).
spread-token-at-start =
    { $throw ->
        [0] Avant le premier lancer
        [one] Après { $throw } lancer
       *[other] Après { $throw } lancers
    } : le pion est au départ avec une probabilité de { $chance }.
# The last square's tooltip. $throw: as above; $share: a percentage, already written.
spread-over-then =
    { $throw ->
        [0] Avant le premier lancer
        [one] Après { $throw } lancer
       *[other] Après { $throw } lancers
    } : { $share } des parties sont finies.
# The start area's label on that board. $share: a percentage, already written.
spread-start-label = Départ : { $share }

# --- Watch the search, step by step (www/tasks/bfs-steps.js, search-task.js) ---

# While the search is recorded. $size: how many squares the board has.
search-recording = Enregistrement de la recherche sur le plateau de { $size } cases…
# What screen readers call the row of the search's buttons.
search-controls = Commandes de la recherche
# Goes back to the search's first step.
search-restart = Recommencer
# One step back.
search-back = Retour
# One step on.
search-step = Étape
# Plays the steps one after another.
search-play = Lecture
# Stops playing.
search-pause = Pause
# Plays again from the first step.
search-replay = Rejouer
# A checkbox: each step expands a whole level.
search-by-level = Un niveau à la fois
# The label of the list of speeds.
search-speed = Vitesse
# A speed in the list: the slowest.
search-speed-slow = Lente
# A speed in the list: the usual one.
search-speed-normal = Normale
# A speed in the list: twice the usual.
search-speed-fast = Rapide
# A speed in the list: the fastest.
search-speed-fastest = Très rapide
# The label before the strip of queued squares.
search-queue-label = File
# What screen readers call that strip.
search-queue-name = La file, de la tête à la fin
# What screen readers call the strip when it shows levels instead.
search-levels-name = Cases de chaque niveau
# A square of the strip: the start, off the board (keep it short).
search-start-short = départ
# A square's tooltip in the strip. $level: its level.
search-item-level = Niveau { $level }
# The same, with the square it was reached from. $parent: that square's number (or the start).
search-item-parent = Niveau { $level }, parent { $parent }
# At the end of the strip: how many more squares. $count: how many.
search-queue-more = +{ $count }
# The strip when the search has stopped.
search-queue-stopped = arrêtée : l’arrivée est trouvée
# The strip when the queue is empty.
search-queue-empty = vide
# At the start of the strip of levels: how many levels come before. $count: how many.
search-levels-before = { $count } avant
# A level in the strip. $level: its number; $count: how many squares it holds (keep it short).
search-level-item = { $level } : { $count }
# A level's tooltip in the strip. $level, $count: as above.
search-level-title =
    Niveau { $level } : { $count ->
        [one] { $count } case
       *[other] { $count } cases
    }
# Under the search: a board too big to show square by square. $steps: the most steps shown.
search-levels-only = Ce plateau demande plus de { $steps } étapes pour une recherche case par case : la recherche est donc montrée un niveau à la fois, avec le nombre de cases de chaque niveau.
# Under the search: throws tried in a random order. $randomness, $seed: the numbers chosen.
search-random-order = Les lancers sont essayés dans un ordre aléatoire (hasard { $randomness }, graine { $seed }) : l’ordre décide quelle case devient le parent, donc une autre graine peut retrouver un autre chemin de même longueur.
# Under the search: the usual order.
search-largest-first = Chaque case essaie ses lancers du plus grand au plus petit.
# Between items in a row: squares, rolls, jumps ("3, 9, 12"). Keep the quotes; the space inside counts.
search-separator = {", "}
# Between the throws of a step (each may hold commas). Keep the quotes; the space inside counts.
search-throw-separator = {" ; "}
# Between two sentences of the search's words. Keep the quotes: a space, or nothing where your language puts none.
search-sentence-gap = {" "}
# After 12 squares named. $list: them; $count: how many more.
search-list-more = { $list } et { $count } autres
# A ladder a throw climbs. $to: its top square.
search-jump-ladder = échelle jusqu’à { $to }
# A snake a throw slides down. $to: its tail square.
search-jump-snake = serpent jusqu’à { $to }
# A throw that does not move. $roll: the roll.
search-throw-no-move = { $roll } : aucun déplacement
# A throw. $roll: the roll; $to: where it lands; $new: "yes" when it finds a new square.
search-throw =
    { $roll } → { $to } { $new ->
        [yes] (nouvelle)
       *[other] (déjà vue)
    }
# A throw that takes snakes or ladders. $jumps: them, already in words.
search-throw-jumps =
    { $roll } → { $to }, { $jumps } { $new ->
        [yes] (nouvelle)
       *[other] (déjà vue)
    }
# A throw past the end that bounces back.
search-throw-bounced =
    { $roll } → { $to }, renvoyé en arrière par l’arrivée { $new ->
        [yes] (nouvelle)
       *[other] (déjà vue)
    }
# The same, then snakes or ladders.
search-throw-bounced-jumps =
    { $roll } → { $to }, renvoyé en arrière par l’arrivée, { $jumps } { $new ->
        [yes] (nouvelle)
       *[other] (déjà vue)
    }
# The search's first position, when the start is off the board.
search-begins-start = La recherche commence au départ, niveau 0 : aucun lancer pour l’instant. La file ne contient que lui. Chaque étape prend la case en tête de file et essaie chaque lancer depuis elle.
# The same, starting on a square. $square: its number.
search-begins = La recherche commence à la case { $square }, niveau 0 : aucun lancer pour l’instant. La file ne contient qu’elle. Chaque étape prend la case en tête de file et essaie chaque lancer depuis elle.
# When the start is the last square.
search-start-is-end = Le départ est déjà l’arrivée : aucun lancer n’est nécessaire.
# The search's last position. $throws: the fewest throws; $path: the squares from the end back to the start; $rolls: the rolls, in a row.
search-found = Arrivée trouvée. Lancers minimum : { $throws }. En remontant les parents : { $path }. Valeurs du dé : { $rolls }.
# A step, first sentence: the start is expanded. $step: its number; $steps: how many; $level: 0.
search-expand-start = Étape { $step } sur { $steps } : on explore le départ, niveau { $level }.
# A step, first sentence. $square: the square expanded; $level: its level.
search-expand = Étape { $step } sur { $steps } : on explore la case { $square }, niveau { $level }.
# The same, with the square it was reached from. $parent: that square.
search-expand-from = Étape { $step } sur { $steps } : on explore la case { $square }, niveau { $level } (atteinte depuis { $parent }).
# The same, for a square reached from the start (off the board).
search-expand-from-start = Étape { $step } sur { $steps } : on explore la case { $square }, niveau { $level } (atteinte depuis le départ).
# A step, second sentence. $throws: each throw tried, in words.
search-throws = Lancers : { $throws }.
# A step, third sentence, when no square is new. $queued: how many squares wait in the queue.
search-nothing-new =
    Rien de nouveau ; { $queued ->
        [one] { $queued } case
       *[other] { $queued } cases
    } dans la file.
# The same, with new squares. $count: how many; $level: their level; $queued: as above.
search-new =
    { $count ->
        [one] { $count } nouvelle case
       *[other] { $count } nouvelles cases
    } au niveau { $level } ; { $queued ->
        [one] { $queued } case
       *[other] { $queued } cases
    } dans la file.
# One level at a time, first sentence. $from, $to: the steps; $steps: how many in all; $level: the level; $count: its squares; $squares: them, in a row.
search-level-steps =
    Étapes { $from } à { $to } sur { $steps } : niveau { $level }, { $count ->
        [one] { $count } case
       *[other] { $count } cases
    } ({ $squares }), chacune explorée avec chaque lancer.
# One level at a time, next sentence. $count: new squares; $level: their level; $squares: them; $queued: squares in the queue.
search-level-new =
    { $count ->
        [one] { $count } nouvelle case
       *[other] { $count } nouvelles cases
    } au niveau { $level } ({ $squares }) ; { $queued ->
        [one] { $queued } case
       *[other] { $queued } cases
    } dans la file.
# After the last step, when the end cannot be reached.
search-end-unreachable = La file est vide : l’arrivée ne peut pas être atteinte.
# After the last step, when the end is found.
search-end-reached = La dernière case est atteinte : appuyez sur Étape pour remonter le chemin.
# The same, with squares of the level left unexpanded. $level: the level; $squares: them, in a row.
search-end-reached-rest = La dernière case est atteinte, donc le reste du niveau { $level } ({ $squares }) n’est jamais exploré : appuyez sur Étape pour remonter le chemin.
# A search too big to show square by square: a level. $level: its number; $last: the last level; $count: its squares; $throws: the throws to reach them.
search-level-words =
    Niveau { $level } sur { $last } : { $count ->
        [one] { $count } case atteinte
       *[other] { $count } cases atteintes
    } pour la première fois après { $throws ->
        [one] { $throws } lancer
       *[other] { $throws } lancers
    }.
# The last level. $throws: the fewest throws.
search-level-last = La dernière case est dans ce niveau : le minimum est de { $throws } lancers.
# A square's tooltip: the search has not reached it yet.
search-not-found-yet = Pas encore trouvée par la recherche.
# The start's tooltip.
search-where-starts = Niveau 0 : là où la recherche commence.
# A square's tooltip. $level: its level; $parent: the square it was reached from; $throws: how many throws (the level).
search-first-reached =
    Niveau { $level } : atteinte d’abord depuis { $parent } en { $throws ->
        [one] { $throws } lancer
       *[other] { $throws } lancers
    }.
# The same, for a square reached from the start (off the board).
search-first-reached-start =
    Niveau { $level } : atteinte d’abord depuis le départ en { $throws ->
        [one] { $throws } lancer
       *[other] { $throws } lancers
    }.

# (end of the analysis and the search)

## The designer (www/tasks/design*)

# The help line at the top of the designer's card.
design-help = Faites glisser d’une case à une autre pour ajouter une échelle (vers le haut) ou un serpent (vers le bas), ou touchez les deux cases. Faites glisser l’un des bouts d’un saut pour le déplacer. Sur le plateau : les flèches, puis Entrée sur chaque bout ; Suppr retire le saut choisi ; Échap le lâche.
# The heading over the designed board's numbers.
design-numbers-heading = Comment il se joue
# A figure's label: the fewest throws from the start to the end.
design-min-label = Lancers minimum
# A figure's label: the average number of throws a game takes one player.
design-mean-label = Partie moyenne (un joueur)
# A figure's label: the median number of throws of a game.
design-median-label = Médiane
# A figure's label: the chance that the first of two players wins.
design-odds-label = Le premier joueur gagne (sur deux)
# A button: takes back the last edit.
design-undo = Annuler
# A button: makes an edit taken back again.
design-redo = Rétablir
# A button: removes the chosen snake or ladder.
design-delete = Retirer le saut
# A button: removes every snake and ladder.
design-clear = Tout effacer
# A button (on the page): the designer starts again from the board shown on the page.
design-from-page = Repartir du plateau de la page
# The label of the field for the board's number of rows.
design-rows = Rangées
# The label of the field for the board's number of columns.
design-columns = Colonnes
# The button that gives the board the rows and columns typed.
design-resize = Changer la taille
# The heading over the chart of how many throws games take.
design-chart-heading = Durée des parties (un joueur)
# The chart's name for screen readers (before its numbers are in).
design-chart-label = Graphique de la durée des parties
# The heading over the list of what each snake and ladder is worth.
design-values-heading = Ce que vaut chaque saut
# Over the numbers while a big board's are worked out, after an edit (they take a moment).
design-numbers-busy = Calcul des chiffres de ce plateau…
# Over the list of what each jump is worth while it is worked out.
design-values-busy = Calcul de ce que vaut chaque saut…
# After that heading: how many jumps the list holds, biggest change first. $count: how many.
design-values-count = ({ $count }, le plus grand changement d’abord)
# In the list of jumps' worths, when the board has none.
design-values-none = Pas encore de serpents ni d’échelles.
# At the end of a list shown in part. $count: how many more there are.
design-more = … et { $count } de plus.
# The heading over Print and the downloads (on the page).
design-export-print-heading = Imprimer et partager
# The heading over the downloads (in the element, which has no Print).
design-export-heading = Télécharger
# A button: prints the board with its numbers.
design-print = Imprimer
# A button: downloads the board as a PNG picture.
design-png = Télécharger en PNG
# A button: downloads the board as an SVG drawing.
design-svg = Télécharger en SVG
# A line under the downloads on the page: the link copied by the "Copy link to this view" button of the "Make a board" card holds the designed board.
design-share-note = « Copier le lien vers cette vue », dans la carte Créer un plateau, partage le plateau conçu comme n’importe quel autre.
# A jump's name at the start of a line in the list of worths. $kind: ladder or snake; $from, $to: its squares.
design-jump-name =
    { $kind ->
        [ladder] Échelle { $from } → { $to }
       *[snake] Serpent { $from } → { $to }
    }
# Said after a jump was added. $kind: ladder or snake; $from, $to: its squares.
design-added =
    { $kind ->
        [ladder] Échelle { $from } → { $to } ajoutée.
       *[snake] Serpent { $from } → { $to } ajouté.
    }
# Said after an end of a jump was moved. $kind: ladder or snake; $from, $to: its squares now.
design-moved =
    { $kind ->
        [ladder] Déplacé : c’est maintenant l’échelle { $from } → { $to }.
       *[snake] Déplacé : c’est maintenant le serpent { $from } → { $to }.
    }
# After "Added ..." or "Moved ...": chains and shared ends the new jump makes (allowed). $warnings: the core's notes, separated by semicolons.
design-added-note = Remarque : { $warnings }.
# After "Added ...": the board's jumps still form a cycle under the rules, so there are no numbers. $reason: the core's words on the cycle.
design-no-numbers-yet = Pas encore de chiffres : { $reason } ; changez ce saut ou les règles.
# After "Added ...": the edit broke the cycle that kept the numbers away.
design-cycle-gone = Le cycle a disparu : les chiffres sont de retour.
# Said when Delete is pressed with no jump chosen.
design-choose-first = Choisissez d’abord un saut : touchez son début ou sa fin, ou appuyez sur Entrée dessus.
# Said after a jump was deleted. $kind: ladder or snake; $from, $to: its squares.
design-deleted =
    { $kind ->
        [ladder] Échelle { $from } → { $to } retirée.
       *[snake] Serpent { $from } → { $to } retiré.
    }
# Said after Clear.
design-cleared = Tout est effacé : plus de serpents ni d’échelles.
# Why a new size was refused (then shown in "Refused: ..."). $max: the most rows or columns; $rows, $columns: what was typed.
design-size-refused = les rangées et les colonnes doivent être des nombres entiers de 1 à { $max }, pas { $rows } sur { $columns }
# Put in design-size-refused for an empty field.
design-size-nothing = rien
# Why a new size was refused by the core (then shown in "Refused: ..."). $reason: the core's words; $rows, $columns: the size asked for.
design-resize-refused = { $reason } ({ $rows } sur { $columns })
# Said after the board was given a new size. $rows, $columns: its rows and columns; $size: its squares.
design-resized =
    { $rows ->
        [one] Maintenant { $rows } rangée de { $columns } ({ $size } cases).
       *[other] Maintenant { $rows } rangées de { $columns } ({ $size } cases).
    }
# After design-resized: jumps that no longer fit on the smaller board were removed. $count: how many.
design-resize-dropped =
    { $count ->
        [one] { $count } saut ne tenait plus et a été retiré (Annuler le remet).
       *[other] { $count } sauts ne tenaient plus et ont été retirés (Annuler les remet).
    }
# Said after Undo.
design-undone = Annulé.
# Said after Redo.
design-redone = Rétabli.
# Said when the designer starts again from the host's board. $board: page (the board on the page) or given (the board given to the embedded board).
design-started =
    { $board ->
        [page] Reparti du plateau de la page.
       *[given] Reparti du plateau donné.
    }
# A line under the size fields: a chain or shared end of the board (allowed). $warning: the core's words.
design-warning = Permis, mais remarque : { $warning }
# Said when a jump was chosen from the list of worths. $kind: ladder or snake; $from, $to: its squares.
design-chose =
    { $kind ->
        [ladder] Échelle { $from } → { $to } choisie : faites glisser l’un de ses bouts pour la déplacer, ou appuyez sur Suppr.
       *[snake] Serpent { $from } → { $to } choisi : faites glisser l’un de ses bouts pour le déplacer, ou appuyez sur Suppr.
    }
# On a printed board, under it: what its numbers are, a whole sentence. $shown: which are known ("min", "mean" or "both");
# $min: the fewest throws; $mean: the throws of an average game for one player, one decimal.
design-print-facts = { $shown ->
    [min] { $min } lancers au minimum.
    [mean] Une partie moyenne de { $mean } lancers pour un joueur.
   *[both] { $min } lancers au minimum ; une partie moyenne de { $mean } lancers pour un joueur.
}
# Added to what an edit did when the board's last square can no longer be reached.
design-unreachable-note = Désormais, aucune partie ne peut atteindre la dernière case : les chiffres disent « jamais ».
# Beside the board after a tap on a phone, after what the tap did: the board's numbers. $min: the fewest throws; $mean: the average game, as the card shows them.
design-numbers-line = Lancers minimum : { $min } ; partie moyenne : { $mean }.
# Why an edit was refused (in the card; the reason alone is shown beside the board). $reason: the core's words.
design-refused = Refusé : { $reason }. Le plateau n’a pas changé.
# The board has no numbers because the core failed. $error: the core's words.
design-numbers-failed = Les chiffres n’ont pas pu être calculés : { $error }
# In the list of worths when they could not be worked out. $error: the core's words.
design-worths-failed = Non calculé pour ce plateau : { $error }
# The fewest throws when the end cannot be reached.
design-min-never = jamais
# The average game when games never end.
design-mean-never = ne finit jamais
# A number of throws, for the average and the median. $throws: the number (maybe with decimals).
design-throws = { $throws } lancers
# Who wins when the end cannot be reached.
design-odds-nobody = personne : l’arrivée ne peut pas être atteinte
# The first of two players' chance of winning, and the second's. $first, $second: percentages.
design-odds = { $first } (le second : { $second })
# Under the chart: how long games last. $p25, $p75, $p90: numbers of throws.
design-spread-three = 1 partie sur 4 se termine en { $p25 } lancers ou moins, 3 sur 4 en { $p75 }, 9 sur 10 en { $p90 }.
# Under the chart, when fewer than 9 games in 10 ever end. $p25, $p75: numbers of throws.
design-spread-two = 1 partie sur 4 se termine en { $p25 } lancers ou moins, 3 sur 4 en { $p75 }.
# Under the chart, when fewer than 3 games in 4 ever end. $p25: a number of throws.
design-spread-one = 1 partie sur 4 se termine en { $p25 } lancers ou moins.
# Under the chart when the last square cannot be reached.
design-spread-unreachable = Aucune partie ne se termine : la dernière case ne peut pas être atteinte.
# Under the chart when the core could not work out how long games last. $reason: the core's words.
design-spread-not-known = La durée des parties n’est pas connue : { $reason }.
# Under the chart when too few games end to say how long they last.
design-spread-endless = Certaines parties ne se terminent jamais.
# A jump's worth: without it no game can end. $jump: its name (design-jump-name).
design-worth-needed = { $jump } : sans ce saut, l’arrivée ne peut pas être atteinte.
# A jump's worth: the average game never ends, with or without it. $jump: its name.
design-worth-endless = { $jump } : la partie moyenne ne finit jamais, avec ou sans ce saut.
# A jump's worth: with it some games never end. $jump: its name; $without: the average game's throws without it.
design-worth-some-never = { $jump } : avec ce saut, certaines parties ne finissent jamais ; sans lui, { $without } lancers.
# A jump's worth: with it no game ends. $jump: its name; $without: the average game's throws without it.
design-worth-none-end = { $jump } : avec ce saut, aucune partie ne finit ; sans lui, { $without } lancers.
# A jump's worth, in the list. $jump: its name; $without: the average game's throws without it; $effect: saves, adds or nothing; $change: the throws it saves or adds.
design-worth =
    { $effect ->
        [saves] { $jump } : sans ce saut, { $without } lancers ; il en fait gagner { $change }.
        [adds] { $jump } : sans ce saut, { $without } lancers ; il en ajoute { $change }.
       *[nothing] { $jump } : sans ce saut, { $without } lancers ; il ne change rien.
    }
# A jump's worth, under the board, with the board's average game. As design-worth; $now: the average game's throws with every jump.
design-worth-now =
    { $effect ->
        [saves] { $jump } : sans ce saut, { $without } lancers ; il en fait gagner { $change } (maintenant { $now }).
        [adds] { $jump } : sans ce saut, { $without } lancers ; il en ajoute { $change } (maintenant { $now }).
       *[nothing] { $jump } : sans ce saut, { $without } lancers ; il ne change rien (maintenant { $now }).
    }
# Said after a drag let go off the board's squares.
design-drag-off = Lâché hors du plateau : rien n’a changé.
# Said when a tap or Enter chose a jump's square (a new jump can still start there). $kind: ladder or snake; $from, $to: its squares; $square: the square chosen.
design-chose-or-new =
    { $kind ->
        [ladder] Échelle { $from } → { $to } choisie (Suppr la retire). Ou choisissez une autre case pour un nouveau saut depuis la case { $square }.
       *[snake] Serpent { $from } → { $to } choisi (Suppr le retire). Ou choisissez une autre case pour un nouveau saut depuis la case { $square }.
    }
# Said after a tap on a square: the first end of a new jump. $square: the square.
design-from-square-tap = Depuis la case { $square } : touchez maintenant l’autre bout (la case { $square } à nouveau pour lâcher).
# Said after a click or Enter on a square: the first end of a new jump. $square: the square.
design-from-square = Depuis la case { $square } : choisissez maintenant l’autre bout (Échap pour lâcher).
# Said after Enter on a held end that was not moved: a new jump starts there instead. $square: the square.
design-from-square-new = Depuis la case { $square } : choisissez maintenant l’autre bout d’un nouveau saut (Échap pour lâcher).
# Said when the first end chosen is chosen again, or Escape is pressed.
design-let-go = Lâché.
# Said when Enter picks up an end of a jump with the keyboard. $end: foot or top (of a ladder), head or tail (of a snake); $from, $to: the jump's squares; $square: the square.
design-holding =
    { $end ->
        [foot] Vous tenez le pied de l’échelle { $from } → { $to } : les flèches le déplacent, Entrée le pose, Échap le remet en place, Suppr retire l’échelle. Entrée ici à nouveau commence un nouveau saut depuis la case { $square }.
        [top] Vous tenez le haut de l’échelle { $from } → { $to } : les flèches le déplacent, Entrée le pose, Échap le remet en place, Suppr retire l’échelle. Entrée ici à nouveau commence un nouveau saut depuis la case { $square }.
        [head] Vous tenez la tête du serpent { $from } → { $to } : les flèches la déplacent, Entrée la pose, Échap la remet en place, Suppr retire le serpent. Entrée ici à nouveau commence un nouveau saut depuis la case { $square }.
       *[tail] Vous tenez la queue du serpent { $from } → { $to } : les flèches la déplacent, Entrée la pose, Échap la remet en place, Suppr retire le serpent. Entrée ici à nouveau commence un nouveau saut depuis la case { $square }.
    }
# Under the board while an end is carried with the keyboard, back on its own square. $square: the square.
design-back-on = De retour sur la case { $square }.
# Under the board while an end is carried with the keyboard: the jump it would make here. $kind: ladder or snake; $from, $to: its squares.
design-put-down-here =
    { $kind ->
        [ladder] Posé ici, cela donne : échelle { $from } → { $to }.
       *[snake] Posé ici, cela donne : serpent { $from } → { $to }.
    }
# Said when Escape puts a carried end back. $kind: ladder or snake; $from, $to: the jump's squares.
design-put-back =
    { $kind ->
        [ladder] Remis en place : l’échelle { $from } → { $to } n’a pas changé.
       *[snake] Remis en place : le serpent { $from } → { $to } n’a pas changé.
    }

# (end of the designer)

## The element and playing (www/widget/, www/tasks/game-session.js, www/tasks/online.js)

# The element's board, for screen readers: what kind of thing it is (said after its label).
widget-board-role = plateau
# The element's board, for screen readers, until a board is read (then its size, snakes and ladders).
widget-board-label = Plateau de serpents et échelles
# Where the element's board will be, while it loads.
widget-loading = Chargement du plateau…
# The element's button that throws the die (play mode).
widget-roll = Lancer
# The element's button that starts a new game with fresh dice (play mode).
widget-new-game = Nouvelle partie
# The element's list of players and their squares, for screen readers.
widget-players-label = Joueurs
# The element's row of buttons, for screen readers.
widget-controls-label = Commandes
# Under an error in the element, when a board was on show before it.
widget-error-kept = Le widget garde le dernier plateau et les derniers réglages valides (ses valeurs par défaut quand il n’y en avait pas).
# The element's error when its board attribute holds no board it can read. $detail: the core's reason.
widget-error-board-invalid = L’attribut board contient un plateau non valide : { $detail }
# The element's error about its board attribute. $error: the core's message.
widget-error-board = L’attribut board : { $error }
# The element's error when the text inside it (no board attribute) is no board it can read. $detail: the core's reason.
widget-error-text-invalid = Le texte de l’élément contient un plateau non valide : { $detail }
# The element's error about the text inside it. $error: the core's message.
widget-error-text = Le texte de l’élément : { $error }
# The element's error when its program (WebAssembly) did not load. $error: the browser's reason, in English.
widget-core-failed = Le cœur WebAssembly n’a pas pu être chargé : { $error }
# The element's error when play mode's own code did not load. $error: the browser's reason, in English.
widget-play-failed = Le jeu n’a pas pu être chargé : { $error }
# The element's error when solve mode's answer (its card's code) did not load. $error: the browser's reason, in English.
widget-answer-failed = La réponse n’a pas pu être chargée : { $error }
# The element's error for a mode attribute it does not know. $modes: the modes there are, listed as "a, b or c"; $mode: what was given.
widget-mode-bad = mode doit valoir { $modes }, et non « { $mode } »
# The element's error for a speed attribute out of range. $max: the fastest (20); $speed: what was given.
widget-speed-bad = speed doit être un nombre supérieur à 0 et au plus { $max } (1 est la vitesse normale), et non « { $speed } »
# The element's error for a players attribute that is a number but no count (3.5, -2). $players: what was given.
widget-players-bad = players doit être un nombre de joueurs ou des noms séparés par des virgules, et non « { $players } »
# The element's error for a board too big to draw. $size: its squares; $max: the most the element draws.
widget-too-big = ce plateau a { $size } cases ; le widget dessine des plateaux d’au plus { $max } cases (la commande snakes résout les plus grands)
# The element's error for a text with no board in it.
widget-no-board-in-text = le texte ne contient aucun plateau
# Above the element's board while a long board text is read. $count: its characters.
widget-work-reading = Lecture de { $count } caractères de texte du plateau…
# Above the element's board while a big board is solved. $size: its squares.
widget-work-solving = Résolution du plateau de { $size } cases…
# Above the element's board while a board is generated from its size, snakes and ladders.
widget-work-building = Construction d’un plateau…
# The element's error when the designer's code did not load (design mode). $error: the browser's reason.
widget-design-failed = l’éditeur n’a pas pu être chargé : { $error }
# The element's error when the analysis code did not load (analyze mode). $error: the browser's reason.
widget-analysis-failed = l’analyse n’a pas pu être chargée : { $error }
# The element's error when the search's code did not load (bfs mode). $error: the browser's reason.
widget-search-failed = la vue de la recherche n’a pas pu être chargée : { $error }
# The element's card with the fewest throws (solve mode), for screen readers.
widget-solve-label = Le moins de lancers
# The element's card with a game's length (analyze mode), for screen readers.
widget-analysis-label = Combien de temps dure une partie ?
# The element's designer card (design mode), for screen readers.
widget-design-label = Concevoir le plateau
# The strip before square 1 on the element's board, when players start off the board (narrow).
widget-start-off = Départ
# The strip before square 1 on the element's board, when players start off the board (wide).
widget-start-off-long = Départ, hors du plateau
# The strip before square 1 on the element's board, when players start on square 1 (narrow).
widget-start-one = Départ : case 1
# The strip before square 1 on the element's board, when players start on square 1 (wide).
widget-start-one-long = Les joueurs partent de la case 1
# Said to screen readers when the element starts a new game. $names: the players, listed; $name: who throws first.
widget-new-game-said = Nouvelle partie : { $names }. À { $name } de lancer.
# A player in the element's list, before their first throw. $name: the player.
widget-player-at-start = { $name } : départ
# A player in the element's list. $name: the player; $square: the square their token is on.
widget-player-on = { $name } : case { $square }
# The element's status line once a game is won. $name: the winner.
widget-wins = { $name } gagne !
# The element's status line: whose turn it is. $name: the player.
widget-to-roll = À { $name } de lancer
# Said to screen readers after the winning move. $move: the move in words (a sentence); $count: the throws in the game.
widget-game-over-said = { $move } Partie terminée après { $count ->
        [one] { $count } lancer
       *[other] { $count } lancers
    }.
# The caption of the element's table of a finished game.
widget-ranking-caption = Classement final : les lancers de chaque joueur, les échelles montées et les serpents rencontrés.
# Play with others in the element: why a room cannot be opened yet.
widget-room-no-board = Il n’y a pas encore de plateau sur lequel jouer.
# Play with others in the element: its trackers attribute is wrong. $error: why (a room-why-tracker- message).
widget-trackers-bad = trackers : { $error }

# Play with others, the start form: what it is.
online-form-help = Chacun joue sur son téléphone, sa tablette ou son ordinateur, et voit les mêmes dés. Les appareils communiquent directement entre eux ; rien de la partie ne passe par un serveur.
# Play with others, the start form: the label of the name box.
online-name-label = Votre nom
# Play with others, the start form: the button that opens a new room.
online-create = Créer un salon
# Play with others, the start form: the label of the box for a room's code.
online-code-label = Ou rejoindre un salon avec son code
# Play with others, the start form: an example of a room's code, in the empty box (keep the code as it is).
online-code-placeholder = ex. k7m-q2x
# Play with others, the start form: the button that joins the room of the code typed.
online-join = Rejoindre
# Play with others, the start form: a checkbox.
online-watch-label = Rejoindre pour regarder, sans place
# Play with others, the start form: what was typed is no room code. $code: what was typed.
online-code-bad = « { $code } » n’est pas un code de salon : six lettres et chiffres, tels que l’écran de l’hôte les affiche.
# Play with others, the start form: Create or Join pressed with no name.
online-name-missing = Tapez d’abord votre nom : les autres le voient à côté de votre pion.
# Play with others: a folding part of the start form, for the network's settings.
online-network = Réseau
# Play with others, Network: the label of the box of tracker addresses.
online-trackers-label = Trackers qui mettent les appareils en relation
# Play with others, Network: help under the box.
online-trackers-help = Adresses WebSocket (wss://…), une par ligne ; vide pour les trackers publics. Une école peut faire tourner le sien (le serveur bittorrent-tracker). Tous les appareils d’un salon doivent utiliser les mêmes.
# Play with others, Network: the button that keeps the addresses typed.
online-trackers-save = Utiliser ceux-ci
# Play with others, Network: the addresses were refused. $reason: why (a room-why-tracker- message).
online-trackers-refused = Rien n’a changé : { $reason }.
# Play with others, Network: the addresses were kept.
online-trackers-saved = Enregistré : les salons sont trouvés par ces trackers.
# Play with others, Network: the box was emptied, so the public trackers are used.
online-trackers-saved-public = Enregistré : les salons sont trouvés par les trackers publics.
# Play with others: while a room is being opened. $code: the room's code.
online-opening = Ouverture du salon { $code }…
# Play with others: the room could not be opened. $error: why (in English).
online-open-failed = Le salon n’a pas pu être ouvert ({ $error }).
# Said to screen readers: a room was created. $code: the room's code.
online-opened = Le salon { $code } est ouvert : partagez son lien ou son code.
# Said to screen readers: joining a room. $code: the room's code.
online-joining = Connexion au salon { $code }…
# Said to screen readers: this device left its room.
online-left = Vous avez quitté le salon.
# Play with others, in the room: before the room's code.
online-room = Salon
# Play with others, in the room: the button that copies the room's link.
online-copy = Copier le lien
# Play with others, in the room: after Copy link.
online-copied = Lien copié.
# Play with others, in the room: the link could not be copied.
online-copy-failed = Copiez le lien ci-dessous.
# Play with others, in the room (in the element, which has no link of its own): under the code.
online-join-by-code = Les autres rejoignent avec ce code.
# Play with others, in the room: the button that leaves it.
online-leave = Quitter le salon
# Play with others, in the room: the row of emoji buttons, for screen readers.
online-reactions-label = Envoyer une réaction
# Play with others, in the room: an emoji button, for screen readers. $emoji: the emoji.
online-react = Envoyer { $emoji }
# Play with others, in the room: the list of what happened, for screen readers.
online-log-label = Ce qui s’est passé dans le salon
# Play with others, the room's log: someone sent an emoji. $name: who; $emoji: the emoji.
online-reaction = { $name } : { $emoji }
# Play with others, the room's log: a message was refused. $from: whose (a name, or room-why-from-stranger or room-why-from-peer); $reason: why (a room-why- message, or an online-check- one).
online-refused = Refusé de la part de { $from } : { $reason }.
# Play with others, the room's log: the room's board could not be put on screen. $error: why.
online-board-failed = Le plateau du salon n’a pas pu être affiché ({ $error }).
# Play with others, the room's log: a game in progress was replayed on this device. $count: the throws so far.
online-replayed = La partie jusqu’ici : { $count ->
        [one] { $count } lancer rejoué et vérifié
       *[other] { $count } lancers rejoués et vérifiés
    }.
# Play with others, the room's log: the game begins.
online-drawn = Les dés sont tirés : la partie commence.
# Play with others, a seat: the host's name. $name: the player.
online-seat-host = { $name } (hôte)
# Play with others, a seat: this device's player. $name: the player.
online-seat-you = { $name } (vous)
# Play with others, a seat: this device's player, who is the host. $name: the player.
online-seat-host-you = { $name } (hôte, vous)
# Play with others, a seat: the player's device is connected.
online-seat-here = présent
# Play with others, a seat: the player's device is not connected.
online-seat-away = absent
# Play with others: someone watching whose device is not connected. $name: who.
online-watcher-away = { $name } (absent)
# Play with others: who watches without a seat. $names: their names, listed.
online-watching = Spectateurs : { $names }.
# Play with others, on the host's device: the board and rules chosen. $summary: them in words.
online-setup-yours = Vous avez choisi : { $summary }
# Play with others, on a guest's device: the board and rules chosen. $summary: them in words.
online-setup-hosts = L’hôte a choisi : { $summary }
# Play with others, on a guest's device: waiting to be let in.
online-waiting-let-in = En attente que l’hôte vous fasse entrer…
# Play with others, on a guest's device: nobody has answered. $code: the room's code; $seconds: how long.
online-no-answer = Personne n’a répondu dans le salon { $code } depuis { $seconds } s. Vérifiez le code et que la page de l’hôte est toujours ouverte ; quittez le salon pour taper un autre code.
# Play with others, on the host's device: the button that starts the game.
online-start = Commencer la partie
# Play with others, on the host's device: alone in the room.
online-waiting-join = En attente d’un autre joueur. Changez le plateau ou les règles maintenant : le salon les voit avant le premier lancer.
# Play with others, on the host's device: others have joined.
online-ready = Tout le monde voit le plateau et les règles ci-dessus. Les dés sont tirés ensemble quand vous commencez.
# Play with others, on a guest's device. $host: the host's name.
online-waiting-start = En attente que { $host } commence la partie.
# Play with others, on a guest's device, the host's name not known yet.
online-waiting-start-host = En attente que l’hôte commence la partie.
# Play with others: while the dice are drawn. $seconds: the seconds left.
online-drawing = Tirage des dés : l’appareil de chaque joueur ajoute un secret, scellé avant qu’aucun ne soit montré ({ $seconds } s restantes).
# Play with others, on the host's device after a game: the button for another.
online-again = Rejouer
# Play with others, on the host's device after a game: help beside Play again.
online-again-help = Les mêmes joueurs, le même plateau et les mêmes règles, avec des dés tirés à nouveau.
# Play with others, the status line: this device's turn, again. $name: its player.
online-turn-you-again = { $name }, vous rejouez.
# Play with others, the status line: this device's turn. $name: its player.
online-turn-you = { $name }, à vous : appuyez sur « Lancer ».
# Play with others, the status line: the player is away; the host throws for them soon. $name: the player; $seconds: when.
online-turn-away-in = { $name } est absent : l’hôte lance pour { $name } dans { $seconds } s.
# Play with others, the status line: the player is away; the host throws for them now. $name: the player.
online-turn-away-now = { $name } est absent : l’hôte lance pour { $name } maintenant.
# Play with others, the status line: another device's turn. $name: its player.
online-turn-other = À { $name } de lancer, sur son appareil.
# Play with others, the status line: another device's turn, again. $name: its player.
online-turn-other-again = { $name } relance, sur son appareil.
# Play with others, the status line on the host's device: this device won. $name: its player.
online-won-you-host = Vous avez gagné, { $name } ! Appuyez sur « Rejouer » (dans le salon) pour une autre partie.
# Play with others, the status line on a guest's device: this device won. $name: its player.
online-won-you = Vous avez gagné, { $name } ! L’hôte peut lancer une autre partie.
# Play with others, the status line on the host's device: another won. $name: the winner.
online-won-host = { $name } a gagné ! Appuyez sur « Rejouer » (dans le salon) pour une autre partie.
# Play with others, the status line on a guest's device: another won. $name: the winner.
online-won = { $name } a gagné ! L’hôte peut lancer une autre partie.
# Play with others: the room's board and rules in words, its first sentence. $size: squares; $ladders, $snakes: how many.
online-summary-board = { $size } cases, { $ladders ->
        [one] { $ladders } échelle
       *[other] { $ladders } échelles
    } et { $snakes ->
        [one] { $snakes } serpent
       *[other] { $snakes } serpents
    }.
# Play with others: the room's house rules, its last sentence. $rules: them, listed.
online-summary-house = Règles maison : { $rules }.
# Play with others: the room plays by no house rule.
online-summary-no-house = Règles maison : aucune.
# Play with others: a house rule, in the list.
online-house-knock-off = arriver sur un joueur le renvoie au départ
# Play with others: a house rule, in the list.
online-house-sixes-again = un six permet de rejouer
# Play with others: a house rule, in the list.
online-house-three-sixes = trois six d’affilée terminent le tour
# Play with others: a room's board that this device cannot read.
online-summary-unreadable = un plateau illisible ici.
# Play with others: why a room cannot be played here (in the room's log).
online-check-no-board = un salon sans plateau acceptable
# Play with others: why a room cannot be played here.
online-check-no-rules = un salon sans ses règles
# Play with others: why a room cannot be played here (the wait for an away player).
online-check-away = une attente d’absence qui n’est pas comprise entre 1 s et 10 minutes
# Play with others: why a room cannot be played here. $error: the core's reason.
online-check-unreadable = le plateau du salon est illisible ({ $error })
# Play with others, the room's log: a player's device is connected again. $name: the player.
room-notice-back = { $name } est de retour.
# Play with others, the room's log on the host's device: someone joined to watch, without a seat. $name: who.
room-notice-watching = { $name } regarde la partie.
# Play with others, the room's log on the host's device: someone joined and took a seat. $name: who.
room-notice-joined = { $name } a rejoint le salon.
# Play with others, the room's log: another player's device is the host now. $name: that player.
room-notice-new-host = { $name } est maintenant l’hôte.
# Play with others, the room's log: the host chose another board or other rules.
room-notice-setup-changed = L’hôte a changé le plateau ou les règles.
# Play with others, the room's log: a player's device is no longer connected. $name: the player.
room-notice-away = { $name } est absent.
# Play with others, the room's log: the host left, and this device took over as the host.
room-notice-host-here = L’hôte est parti : cet appareil est maintenant l’hôte.
# Play with others, the room's log on the host's device: players whose devices did not send their sealed secret for the dice in time. $names: them, listed; $count: how many.
room-notice-no-commitment =
    { $count ->
        [one] { $names } n’a pas envoyé son secret scellé à temps : les dés sont tirés à nouveau sans ce joueur.
       *[other] { $names } n’ont pas envoyé leur secret scellé à temps : les dés sont tirés à nouveau sans eux.
    }
# The same, for players whose devices did not show their sealed secret in time. $names: them, listed; $count: how many.
room-notice-no-reveal =
    { $count ->
        [one] { $names } n’a pas dévoilé son secret à temps : les dés sont tirés à nouveau sans ce joueur.
       *[other] { $names } n’ont pas dévoilé leur secret à temps : les dés sont tirés à nouveau sans eux.
    }


# Why a room refused a message from another device: each fills $reason of online-refused ("Refused from { $from }: { $reason }.") in the room's log, a phrase without a capital or a full stop. What a device sent is a "message"; the dice's draw is by "commitment" (a sealed secret) and "reveal" (the secret shown).
# Why refused: what arrived was not text.
room-why-not-text = pas du texte
# Why refused: a message too long. $characters: its length; $most: the longest taken.
room-why-too-long = un message de { $characters } caractères (le maximum est { $most })
# Why refused: a message that is not JSON (the form every message has).
room-why-not-json = pas du JSON
# Why refused: JSON, but not a message (not an object).
room-why-not-message = pas un message
# Why refused: a message of a kind no device sends. $kind: the kind it names (as sent).
room-why-unknown-kind = aucun message ne s’appelle « { $kind } »
# Why refused: a message of a known kind, but too long for it. $kind: its kind (hello, draw, throw...); $characters: its length.
room-why-kind-too-long = un message « { $kind } » de { $characters } caractères
# Why refused: the host's room gives a player's place to another device's key. $name: the player.
room-why-place-other-key = un salon qui donne la place de { $name } à une autre clé
# Why refused: the host's room gives a seat to another player. $seat: the seat's number (1 is the first).
room-why-seat-other-player = un salon qui donne la place { $seat } à un autre joueur
# Why refused: the host's room lacks some of its parts.
room-why-room-parts = un message de salon incomplet
# Why refused: the host's room lists a member without all of its parts.
room-why-member-parts = un membre sans identifiant, nom, clé ou place
# Why refused: the host's room's seats do not match its members.
room-why-seats-mismatch = des places qui ne correspondent pas aux membres
# Why refused: the host's room lists throws that are not whole numbers.
room-why-rolls-not-whole = des lancers qui ne sont pas des nombres entiers
# Why refused: the host's room says the dice are being drawn, without the draw's number or players.
room-why-draw-parts = un tirage sans son numéro ni ses joueurs
# Why refused: the host's room has no board and rules.
room-why-no-setup = un salon sans son plateau ni ses règles
# Why refused: the host's room has a game without the secrets its dice were drawn from.
room-why-no-reveals = une partie sans les secrets dévoilés de ses dés
# Why refused: the host passed on another secret than the one a player sent this device. $name: that player.
room-why-reveal-changed = le secret de { $name } transmis par l’hôte n’est pas celui que { $name } a envoyé
# Why refused: the room's game cannot be made on this device. $error: why (the core's message, in this language).
room-why-game-unplayable = la partie ne peut pas être jouée ici : { $error }
# Why refused: the room's throws are not what its dice give. $move: the throw's number; $dice: what the dice give; $roll: what the room says.
room-why-throws-not-dice = les lancers de la partie ne suivent pas ses dés (le lancer { $move } donne { $dice }, pas { $roll })
# Why refused: a throw for a seat whose turn it is not. $seat: the seat's number (1 is the first).
room-why-seat-not-turn = un lancer pour la place { $seat }, dont ce n’est pas le tour
# Why refused: a throw in the name of someone who is not in the room.
room-why-throw-from-nobody = un lancer de quelqu’un qui n’est pas dans le salon
# Why refused: a throw with another number than the dice give. $roll: the number sent; $dice: the dice's.
room-why-roll-not-dice = un lancer de { $roll } que les dés n’ont pas donné (ils donnent { $dice })
# Why refused: a throw without its player's signature.
room-why-unsigned = un lancer sans la signature de son joueur
# Why refused: a throw for a player whose key this device has not had yet. $name: the player.
room-why-no-key = un lancer pour { $name }, dont cet appareil n’a pas encore la clé
# Why refused: a throw in a player's name that the player did not sign. $name: the player.
room-why-not-signed = un lancer que { $name } n’a pas signé
# Why refused: a device's greeting (hello) that answers no question of this device's.
room-why-hello-no-challenge = une présentation qui ne répond à aucune question de cet appareil
# Why refused: a device's greeting (hello) that its key's holder did not sign for this device. $name: the name it gives.
room-why-hello-not-signed = une présentation au nom de « { $name } » que le détenteur de sa clé n’a pas signée pour cet appareil (une présentation vue ailleurs, ou la clé d’un autre)
# Why refused: a message that is not a throw, where a throw was expected.
room-why-not-throw = pas un lancer
# Why refused: a throw from someone watching, without a seat.
room-why-spectator = un spectateur ne lance pas le dé
# Why refused: a throw after the game was won.
room-why-game-over = la partie est terminée
# Why refused: a throw that does not say which move it is.
room-why-no-move = un lancer indique son numéro de coup
# Why refused: a throw for a move already made. $move: the move's number.
room-why-move-made = le coup { $move } est déjà joué
# Why refused: a throw for a move further on than this game. $move: the move's number; $next: the next move's.
room-why-move-ahead = le coup { $move } est en avance sur cette partie (le prochain est le coup { $next })
# Why refused: a throw from a player whose turn it is not.
room-why-not-turn = ce n’est pas le tour de ce joueur
# Why refused: a message of the dice's draw for another room or another draw.
room-why-other-draw = un autre salon ou un autre tirage
# Why refused: a message of the dice's draw from a device that is not drawing. $peer: its id (as sent).
room-why-no-dice-here = « { $peer } » ne tire pas les dés ici
# Why refused: a commitment of the wrong form. $bytes: how many bytes it must be.
room-why-commitment-form = un secret scellé fait { $bytes } octets en hexadécimal
# Why refused: a commitment after every commitment was in.
room-why-commitments-closed = trop tard : les secrets scellés sont clos
# Why refused: a device's second commitment in the same draw.
room-why-second-commitment = un deuxième secret scellé
# Why refused: a secret of the wrong form. $bytes: how many bytes it must be.
room-why-secret-form = un secret fait { $bytes } octets en hexadécimal
# Why refused: a reveal after the draw ended.
room-why-draw-over = le tirage est terminé
# Why refused: a reveal before every commitment was in.
room-why-reveal-early = un secret dévoilé avant que tous les secrets scellés soient arrivés
# Why refused: a reveal with no commitment to open, or a second reveal.
room-why-nothing-to-open = aucun secret scellé à ouvrir, ou déjà ouvert
# Why refused: a secret that does not match its commitment.
room-why-secret-wrong = le secret n’ouvre pas son secret scellé
# Why refused: a message of the dice's draw that is neither a commitment nor a reveal.
room-why-not-draw-message = pas un message du tirage
# Why refused: a message of the dice's draw in another device's name.
room-why-draw-other-name = un message de tirage au nom d’un autre
# Why refused: a message of a draw that is over.
room-why-draw-ended = un message d’un tirage terminé
# Why refused: the host drew the dice without this device's player, who was there.
room-why-left-out = les dés ont été tirés sans le joueur de cet appareil, qui était là et y a pris part : cet écran ne suit pas cette partie (rechargez la page pour la rejoindre)
# Why refused: a device spoke too much before greeting. $kind: its message's kind (draw, throw...).
room-why-before-hello = un message « { $kind } » avant sa présentation
# Why refused: a reaction that is not one of the few offered.
room-why-not-reaction = pas une des réactions
# Why refused: a device's greeting (hello) without all of its parts.
room-why-hello-parts = une présentation sans membre, nom, mode spectateur, clé, question et preuve
# Why refused: a device's greeting (hello) in this device's own name.
room-why-hello-own-name = une présentation au nom de cet appareil
# Why refused: a device that claims another player's place with another key. $name: the name it gives; $owner: the player whose place it is.
room-why-wrong-key = « { $name } » a donné la mauvaise clé pour la place de { $owner }
# Why refused: a room sent by a device that is not the host.
room-why-not-host = seul l’hôte dit qui est dans le salon
# Why refused: the host's room has left this device out.
room-why-without-me = un salon sans cet appareil
# Why refused: the host's room gives this device's place to another key.
room-why-my-place-other-key = un salon qui donne la place de cet appareil à une autre clé
# Why refused: a throw when no game is being played.
room-why-no-game = aucune partie n’est en cours
# Fills $from of online-refused ("Refused from { $from }: …", worded to fit there): a device that has not said who it is yet.
room-why-from-stranger = quelqu’un qui ne s’est pas encore présenté
# Fills $from of online-refused (as above): a device whose player the room does not list.
room-why-from-peer = quelqu’un
# Play with others, Network (fills $reason of online-trackers-refused, and $error of widget-trackers-bad): a tracker that is no address. $item: what was typed.
room-why-tracker-not-address = « { $item } » n’est pas une adresse (un tracker s’écrit wss://hôte/ ou ws://hôte:port/)
# Play with others, Network (as above): an address that is not a WebSocket address. $item: what was typed.
room-why-tracker-not-websocket = « { $item } » n’est pas une adresse WebSocket (wss:// ou ws://)
# Why a room cannot be played on this page (fills $reason of online-refused): its rules do not make a page link. $error: why (in this language).
room-why-rules-unreadable = les règles du salon sont illisibles ({ $error })

# (end of the element and playing)

## Liens et parties enregistrées refusés (pourquoi un lien ou une partie enregistrée n'a pas pu être lu)

link-why-tab-only = le lien désigne un texte de plateau de plus de { $most } caractères que seul l’onglet où il a été créé conserve ; collez plutôt le texte lui-même
link-why-whole-number = « { $key } » doit être un nombre entier, pas « { $found } »
link-why-range = « { $key } » doit être compris entre { $lo } et { $hi }, pas { $found }
link-why-one-of = « { $key } » doit prendre l’une des valeurs { $list }, pas « { $found } »
link-why-flag = « { $key } » doit valoir 0 ou 1, pas « { $found } »
link-why-unreadable = les réglages du lien sont illisibles
link-why-unknown-setting = le lien contient un réglage « { $key } » que la page ne connaît pas
link-why-board-too-long = le plateau du lien dépasse { $most } caractères
link-why-two-squares = un plateau doit avoir au moins 2 cases
link-why-randomness = « random » doit être compris entre 0 et 1, pas « { $found } »
link-why-players = une partie se joue de { $least } à { $most } joueurs
link-why-player = un joueur s’écrit « h:Nom » ou « c:Nom », pas « { $found } »
link-why-room = le code de salon « { $found } » n’est pas fait des six lettres et chiffres d’un salon
link-why-language = la langue « { $found } » du lien n’est pas une de celles de la page ({ $list })
saved-why-shape = forme inattendue
saved-why-json = ce n’est pas du JSON valide
saved-why-players = forme inattendue : une partie compte de { $least } à { $most } joueurs
saved-why-player = forme inattendue : chaque joueur doit avoir un nom et un type
saved-why-name = forme inattendue : le nom d’un joueur compte de 1 à { $most } caractères
saved-why-rules = forme inattendue : ces règles ne sont pas de celles que la page propose
saved-why-flag = forme inattendue : « { $key } » doit valoir true ou false
saved-why-moves = il lui manque la graine et le nombre de coups pour la rejouer

# (end of the links and saved games refused)

## The core's messages (errors, warnings and narration, by code)

# Text that could not be read as a board. Fills in: $column, $detail, $format, $line.
core-error-parse = plateau au format { $format }, ligne { $line }, colonne { $column } : { $detail }
# A board that breaks a world rule. Fills in: $detail.
core-error-invalid-board = plateau non valide : { $detail }
# Chained jumps that never come to rest; `cycle` lists its squares. Fills in: $cycle, $first.
core-error-jump-cycle = les sauts forment un cycle quand on suit l’enchaînement : { $cycle } -> { $first } (arrêtez-vous après un seul saut, ou rompez le cycle)
# A long cycle, by its ends and length. Fills in: $count, $head, $tail.
core-error-cycle-long = { $head } -> ... -> { $tail } ({ $count ->
        [one] { $count } case
       *[other] { $count } cases
    })
# A rule option or parameter out of range or unknown. Fills in: $detail.
core-error-invalid-option = option non valide : { $detail }
# Input beyond a documented limit. Fills in: $detail.
core-error-limit = limite dépassée : { $detail }
# A world the builder cannot make. Fills in: $detail.
core-error-generate = impossible de générer ce monde : { $detail }
# A game action not possible now. Fills in: $detail.
core-error-game = partie : { $detail }
# A jump that leads down. Fills in: $from, $to.
core-jump-snake = serpent { $from } -> { $to }
# A jump that leads up. Fills in: $from, $to.
core-jump-ladder = échelle { $from } -> { $to }
# A jump with a square off the board. Fills in: $jump, $size, $square.
core-board-square-outside = { $jump } : la case { $square } est hors du plateau 1..{ $size }
# A jump to its own square. Fills in: $square.
core-board-jump-to-itself = un saut de la case { $square } vers elle-même ne mène nulle part
# A jump from the last square. Fills in: $jump, $size.
core-board-from-last = { $jump } part de la dernière case, la case { $size } : un serpent à cet endroit rend la partie impossible à gagner, une échelle n’y mène nulle part
# The same jump twice. Fills in: $jump.
core-board-jump-twice = { $jump } apparaît deux fois
# Two jumps from one square. Fills in: $first, $second, $square.
core-board-two-starts = la case { $square } est le départ de deux sauts ({ $first } et { $second }) : une case porte une seule tête de serpent ou un seul pied d’échelle
# A snake that does not go down. Fills in: $from, $to.
core-board-snake-not-down = le serpent { $from } -> { $to } ne descend pas : la tête d’un serpent doit être au-dessus de sa queue
# A ladder that does not go up. Fills in: $from, $to.
core-board-ladder-not-up = l’échelle { $from } -> { $to } ne monte pas : le pied d’une échelle doit être en dessous de son sommet
# A width out of range. Fills in: $columns, $max.
core-board-columns = un plateau doit avoir de 1 à { $max ->
        [one] { $max } colonne
       *[other] { $max } colonnes
    } de large, pas { $columns }
# A board under 2 squares. Fills in: $size.
core-board-too-small = un plateau doit avoir au moins 2 cases, pas { $size }
# A board over the largest size. Fills in: $max, $size.
core-board-too-big = un plateau a au plus { $max ->
        [one] { $max } case
       *[other] { $max } cases
    }, pas { $size }
# One jump ends where another starts. Fills in: $first, $second, $square.
core-warning-chain = enchaînement : { $first } se termine là où { $second } commence (case { $square })
# Two jumps end on one square. Fills in: $first, $second, $square.
core-warning-shared-end = arrivée commune : { $first } et { $second } aboutissent à la même case ({ $square })
# Where in a text: a line and column. Fills in: $column, $line.
core-place-line = ligne { $line }, colonne { $column }
# What was found: the end of the text.
core-found-end-of-text = la fin du texte
# What was found: the end of a line.
core-found-end-of-line = la fin de la ligne
# Something else than what a reader expected; `expected` (a message) says what it wanted. Fills in: $expected, $found.
core-parse-expected = on attendait { $expected }, mais on a trouvé { $found }
# A number too large for a square. Fills in: $found, $max.
core-parse-too-large = on attendait un nombre d’au plus { $max }, mais on a trouvé { $found }
# A HackerRank count over its limit; `what` (a message) names what is counted. Fills in: $column, $count, $limit, $line, $what.
core-hackerrank-count = plateau au format hackerrank, ligne { $line }, colonne { $column } : au plus { $limit } { $what }, pas { $count }
# A HackerRank input of no test case.
core-hackerrank-no-cases = on attendait au moins 1 cas de test, mais on en a trouvé 0
# Too many boards to write as HackerRank test cases. Fills in: $count, $max.
core-hackerrank-cases = le format hackerrank contient au plus { $max } cas de test, pas { $count }
# A board of another size than 100 to write as HackerRank. Fills in: $size.
core-hackerrank-size = le format hackerrank ne contient que des plateaux de 100 cases ; ce plateau a { $size ->
        [one] { $size } case
       *[other] { $size } cases
    }
# Too many ladders or snakes (`what`) to write as HackerRank. Fills in: $count, $max, $what.
core-hackerrank-jumps = le format hackerrank contient au plus { $max } { $what ->
        [snakes] serpents
        [ladders] échelles
       *[other] { $what }
    } par plateau ; ce plateau en a { $count }
# A JSON text that ended inside the board object; `reason` (a message) is the JSON reader's. Fills in: $reason.
core-json-eof = on attendait la suite de l’objet du plateau, mais on a trouvé la fin du texte ({ $reason })
# Text after the board object. Fills in: $found.
core-json-trailing = on attendait la fin du texte après l’objet du plateau, mais on a trouvé { $found }
# A JSON syntax error; `reason` (a message) is the JSON reader's, "expected ...". Fills in: $found, $reason.
core-json-expected = { $reason }, mais on a trouvé { $found }
# Another JSON syntax error; `reason` (a message) is the JSON reader's. Fills in: $reason.
core-json-syntax = { $reason }
# A value of the wrong type; `found` (a message, or null) and `expected` (a message) describe it and the right one. Fills in: $expected, $found.
core-json-invalid-type = type non valide : { $found }, on attendait { $expected }
# A number that is not a square number; `found` and `expected` are messages. Fills in: $expected, $found.
core-json-invalid-value = valeur non valide : { $found }, on attendait { $expected }
# A pair of the wrong length; `expected` is a message. Fills in: $expected, $found.
core-json-invalid-length = longueur non valide : { $found }, on attendait { $expected }
# A pair with a third number.
core-json-third-number = on attendait une paire [from, to] de numéros de case, mais on a trouvé un troisième nombre
# A key given twice. Fills in: $key.
core-json-duplicate-key = champ `{ $key }` en double
# A null size.
core-json-null-size = "size" vaut null : indiquez le nombre de cases, ou omettez la clé pour avoir 100 cases
# A key one letter or so from a board key, which would be ignored. Fills in: $key, $known.
core-json-near-key = clé inconnue « { $key } » : vouliez-vous dire « { $known } » ? (les autres clés sont ignorées, sa valeur serait donc perdue)
# What was wrong, and in which key's value ("\"snakes\": invalid type: null, ..."). Fills in: $place, $reason.
core-json-in = { $place } : { $reason }
# Where in a JSON board: the `number`th snake pair. Fills in: $number.
core-place-json-snake = paire n° { $number } de "snakes"
# Where in a JSON board: the `number`th ladder pair. Fills in: $number.
core-place-json-ladder = paire n° { $number } de "ladders"
# A LeetCode grid with too few rows. Fills in: $found, $n.
core-leetcode-rows = on attendait { $n ->
        [one] { $n } rangée
       *[other] { $n } rangées
    } (une grille fait n x n et ses rangées ont { $n ->
        [one] { $n } cellule
       *[other] { $n } cellules
    }), mais on a trouvé { $found }
# A LeetCode grid with too many rows. Fills in: $found, $n.
core-leetcode-grid-end = on attendait « ] » pour fermer une grille de { $n ->
        [one] { $n } rangée
       *[other] { $n } rangées
    } (ses rangées ont { $n ->
        [one] { $n } cellule
       *[other] { $n } cellules
    }), mais on a trouvé { $found }
# A LeetCode row longer than the first. Fills in: $found, $n, $row.
core-leetcode-row-end = on attendait « ] » pour fermer la rangée { $row } après { $n ->
        [one] { $n } cellule
       *[other] { $n } cellules
    }, comme la première rangée, mais on a trouvé { $found }
# A LeetCode row shorter than the first. Fills in: $found, $n, $row.
core-leetcode-row-short = on attendait { $n ->
        [one] { $n } cellule
       *[other] { $n } cellules
    } dans la rangée { $row }, comme dans la première rangée, mais on a trouvé { $found }
# A LeetCode grid over the largest width. Fills in: $column, $line, $max.
core-leetcode-too-wide = plateau au format leetcode, ligne { $line }, colonne { $column } : une grille fait au plus { $max } x { $max } (10^7 cases)
# A board to write as LeetCode whose size is not a square number. Fills in: $size.
core-leetcode-not-square = le format leetcode ne contient que des plateaux n x n ; { $size }, le nombre de cases de ce plateau, n’est pas un carré parfait
# A size or columns line given twice; `what` is the keyword. Fills in: $line, $what.
core-parse-given-twice = { $what } est indiqué deux fois (la première fois à la ligne { $line })
# A native grid over the largest board. Fills in: $column, $columns, $line, $max, $rows, $squares.
core-native-grid-too-big = plateau au format native, ligne { $line }, colonne { $column } : la grille { $rows } x { $columns } a { $squares ->
        [one] { $squares } case
       *[other] { $squares } cases
    } ; un plateau en a au plus { $max }
# A native grid that does not fit the size given. Fills in: $columns, $fit, $place, $rows, $size.
core-native-grid-misfit = plateau au format native, { $place } : la grille { $rows } x { $columns } ne correspond pas à la taille { $size } : { $size ->
        [one] { $size } case
       *[other] { $size } cases
    } sur { $columns ->
        [one] { $columns } colonne
       *[other] { $columns } colonnes
    } font { $fit ->
        [one] { $fit } rangée
       *[other] { $fit } rangées
    }
# A native jump without its end. Fills in: $found, $from.
core-native-jump-end = on attendait la case où mène le saut depuis { $from }, comme dans « { $from } -> 6 », mais on a trouvé { $found }
# Expected: the end of the line after `what` (a message: the size, the number of ladders...). Fills in: $what.
core-parse-line-end-after = la fin de la ligne après { $what }
# Native format: what the line ended after (`parse.line_end_after`), the `size` line's number.
core-native-the-size = la taille
# Native format: what the line ended after, the `columns` line's number.
core-native-the-columns = le nombre de colonnes
# Native format: what the line ended after, a `grid R x C` line.
core-native-the-grid = la grille
# Native format, expected: the number after the keyword `size`.
core-native-size-number = le nombre de cases après « size »
# Native format, expected: the number after the keyword `columns`.
core-native-columns-number = le nombre de colonnes après « columns »
# Native format, expected: the rows of a `grid` line.
core-native-grid-rows = le nombre de rangées après « grid », comme dans « grid 10 x 10 »
# Native format, expected: the `x` of a `grid` line.
core-native-grid-x = « x » entre les rangées et les colonnes, comme dans « grid 10 x 10 »
# Native format, expected: the columns of a `grid` line.
core-native-grid-columns = le nombre de colonnes, comme dans « grid 10 x 10 »
# Native format, expected: anything at all, in a text of only blanks and comments.
core-native-board = un plateau (une ligne « size N », des sauts comme « 16 -> 6 », ou les deux)
# Native format, expected: a line's statement (the keywords stay as they are).
core-native-statement = « size N », « columns C », « grid R x C » ou un saut comme « 16 -> 6 »
# Native format, expected: what may follow a jump on its line.
core-native-separator = « , » ou « ; » avant un autre saut, ou la fin de la ligne
# Native format, expected: the square after the keyword `kind` (`snake` or `ladder`). Fills in: $kind.
core-native-jump-start = la case où commence { $kind ->
        [snake] le serpent
       *[ladder] l’échelle
    }
# Native format, expected: a jump, after a `,` or `;`.
core-native-jump = un saut comme « 16 -> 6 » (ou « snake »/« ladder » suivi d’un saut)
# HackerRank, expected: the first line, the count of test cases.
core-hackerrank-number-of-cases = le nombre de cas de test
# HackerRank, expected: the count of `jumps` (`ladders` or `snakes`) of test case `case`. Fills in: $case, $jumps.
core-hackerrank-number-of-jumps = le nombre { $jumps ->
        [snakes] de serpents
       *[ladders] d’échelles
    } du cas de test { $case }
# HackerRank: jump `number` of the `count` `kind` (`ladder` or `snake`) lines of test case `case`. Fills in: $case, $count, $kind, $number.
core-hackerrank-jump = { $kind ->
        [snake] le serpent
       *[ladder] l’échelle
    } { $number } sur { $count } du cas de test { $case }
# HackerRank, expected: the line of `what` (a message: `hackerrank.jump`), two numbers. Fills in: $what.
core-hackerrank-pair = { $what } sous la forme « départ arrivée »
# HackerRank, expected: the first number of `what` (a message: `hackerrank.jump`). Fills in: $what.
core-hackerrank-start-square = la case de départ pour { $what }
# HackerRank, expected: the second number of `what` (a message: `hackerrank.jump`). Fills in: $what.
core-hackerrank-end-square = la case d’arrivée pour { $what }
# HackerRank, expected: nothing more after the one test case (`count` is 1) the text announced. Fills in: $count.
core-hackerrank-text-end-one = la fin du texte après { $count ->
        [one] { $count } cas de test
       *[other] { $count } cas de test
    }
# HackerRank, expected: nothing more after the `count` test cases (2 or more) the text announced. Fills in: $count.
core-hackerrank-text-end = la fin du texte après { $count ->
        [one] { $count } cas de test
       *[other] { $count } cas de test
    }
# HackerRank: what is counted over its limit (`hackerrank.count`'s `what`): test cases.
core-hackerrank-limit-cases = cas de test
# HackerRank: what is counted over its limit: `jumps` (`ladders` or `snakes`) in one test case. Fills in: $jumps.
core-hackerrank-limit-jumps = { $jumps ->
        [snakes] serpents
       *[ladders] échelles
    } par cas de test
# LeetCode, expected: a cell of a grid.
core-leetcode-cell = -1 ou un numéro de case
# LeetCode, expected: a grid, where there is none.
core-leetcode-grid = une grille comme [[-1,-1],[-1,3]]
# LeetCode, expected: what follows row `row` of a grid. Fills in: $row.
core-leetcode-after-row = « , » ou « ] » après la rangée { $row }
# LeetCode, expected: the bracket opening row `row`. Fills in: $row.
core-leetcode-row-start = « [ » au début de la rangée { $row }
# LeetCode, expected: what follows a cell of row `row`. Fills in: $row.
core-leetcode-in-row = « , » ou « ] » dans la rangée { $row }
# Ruby, expected: nothing more after the two hashes.
core-ruby-text-end = la fin du texte après le hash des échelles
# Ruby, expected: the `brace` ('{') opening the `hash` (`snakes` or `ladders`) hash; `example` is one. Fills in: $brace, $example, $hash.
core-ruby-hash-start = { $brace } ouvrant le hash { $hash ->
        [snakes] des serpents
       *[ladders] des échelles
    }, comme dans { $example }
# Ruby, expected: what follows a pair of the `hash` (`snakes` or `ladders`) hash; `brace` is '}'. Fills in: $brace, $hash.
core-ruby-hash-next = « , » ou { $brace } pour fermer { $hash ->
        [snakes] les serpents
       *[ladders] les échelles
    }
# Ruby, expected: a pair's first square in the `hash` (`snakes` or `ladders`) hash; `brace` is '}'. Fills in: $brace, $hash.
core-ruby-square = un numéro de case ou { $brace } pour fermer { $hash ->
        [snakes] les serpents
       *[ladders] les échelles
    }
# Ruby, expected: the arrow of a pair after its first square `from`. Fills in: $from.
core-ruby-arrow = « => » après { $from }
# Ruby, expected: a pair's second square, where the jump from `from` lands. Fills in: $from.
core-ruby-leads-to = la case où mène { $from }
# JSON, expected: a whole number (a board's size, a square).
core-json-whole = un nombre entier de 0 à 4294967295
# JSON, expected: a jump.
core-json-pair = une paire [from, to] de numéros de case, comme dans [16, 6]
# JSON, expected: the list of a board's snakes or ladders.
core-json-a-sequence = une liste
# JSON, expected: the board, where the text starts with something else; `example` is one. Fills in: $example.
core-json-board-object = un objet de plateau comme { $example }
# JSON, found: a list (`json.invalid_type`'s `found`).
core-json-sequence = liste
# JSON, found: an object.
core-json-map = objet
# JSON, found: true or false (`value`, as written). Fills in: $value.
core-json-boolean = booléen { $value }
# JSON, found: a number with a fraction or exponent (`value`, as written). Fills in: $value.
core-json-float = nombre à virgule { $value }
# JSON, found: a whole number (`value`, as written). Fills in: $value.
core-json-integer = entier { $value }
# JSON, found: a string (`value`, quoted). Fills in: $value.
core-json-string = chaîne { $value }
# JSON, found: a long string, its first characters (`value`) and its length `count`. Fills in: $count, $value.
core-json-string-cut = chaîne { $value } (coupée, { $count } caractères)
# A JSON reader's reason (`reason`, a message) and where (`place`). Fills in: $place, $reason.
core-json-reason-at = { $reason } à la { $place }
# The JSON reader's reason: the text ended inside a value.
core-json-eof-value = fin du texte pendant la lecture d’une valeur
# The JSON reader's reason: the text ended inside a string.
core-json-eof-string = fin du texte pendant la lecture d’une chaîne
# The JSON reader's reason: the text ended inside a list.
core-json-eof-list = fin du texte pendant la lecture d’une liste
# The JSON reader's reason: the text ended inside an object.
core-json-eof-object = fin du texte pendant la lecture d’un objet
# The JSON reader's reason: no value where one belongs.
core-json-expected-value = on attendait une valeur
# The JSON reader's reason: a misspelt `true`, `false` or `null`.
core-json-expected-ident = on attendait true, false ou null
# The JSON reader's reason: a number written wrong.
core-json-invalid-number = nombre non valide
# The JSON reader's reason: a raw control character inside a string.
core-json-control-character = caractère de contrôle (\u0000-\u001F) dans une chaîne
# The JSON reader's reason: a backslash escape that is not one.
core-json-invalid-escape = séquence d’échappement non valide
# The JSON reader's reason: half of a surrogate pair.
core-json-lone-surrogate = demi-code de tête isolé dans un échappement hexadécimal
# The JSON reader's reason: a \u escape cut short.
core-json-hex-end = fin inattendue d’un échappement hexadécimal
# The JSON reader's reason: lists or objects nested too deep.
core-json-recursion-limit = trop de niveaux imbriqués
# The JSON reader's reason: a comma before a closing bracket.
core-json-trailing-comma = virgule en trop
# The JSON reader's reason: no comma or `close` (the bracket closing the list or object). Fills in: $close.
core-json-expected-comma = on attendait `,` ou { $close }
# The JSON reader's reason: an object key that is not a string.
core-json-key-string = la clé doit être une chaîne
# The JSON reader's reason: no colon after a key.
core-json-expected-colon = on attendait `:`
# The JSON reader's reason: more after the value.
core-json-trailing-characters = caractères en trop après la valeur
# A saved game's field `key` missing (`save.fields`'s `reason`). Fills in: $key.
core-save-missing = champ `{ $key }` manquant
# A saved game's part that is not an object; `found` says what it is. Fills in: $found.
core-save-not-object = type non valide : { $found }, on attendait un objet
# A saved game's field `key` that is not one; `keys` lists those there are. Fills in: $key, $keys.
core-save-unknown = champ inconnu `{ $key }`, on attendait l’un de `{ $keys }`
# A saved game's field `key` holding `found` (a message) instead of a whole number up to `max`. Fills in: $found, $key, $max.
core-save-not-whole = `{ $key }` vaut { $found }, pas un nombre entier de 0 à { $max }
# A saved game's field `key` holding `found` instead of a list. Fills in: $found, $key.
core-save-not-list = `{ $key }` vaut { $found }, pas une liste
# A saved game's field `key` holding `found` instead of a string. Fills in: $found, $key.
core-save-not-string = `{ $key }` vaut { $found }, pas une chaîne
# A saved game's field `key` holding `found` instead of true or false. Fills in: $found, $key.
core-save-not-flag = `{ $key }` vaut { $found }, ni true ni false
# A saved game's jump of `count` numbers. Fills in: $count.
core-save-jump-length = un saut de `jumps` a { $count ->
        [one] { $count } nombre
       *[other] { $count } nombres
    }, pas 2
# An option (`js.option_wrong`'s `expected`): a boolean.
core-expect-true-or-false = true ou false
# An option: a string.
core-expect-string = une chaîne
# An option: an object's property that can be read (a getter threw).
core-expect-readable = lisible
# An option: the solver's randomness.
core-expect-fraction = un nombre de 0 à 1
# An option: a seed, the largest whole number JavaScript holds exactly.
core-expect-seed = un nombre entier de 0 à 9007199254740991
# An option: a game's players.
core-expect-players = un nombre de joueurs ou une liste de noms
# An option: a range.
core-expect-range = [lo, hi], deux nombres
# An option: a range of expected throws, or one number of them.
core-expect-range-or-number = [lo, hi], deux nombres, ou un seul nombre de lancers
# An option: a number of games to simulate.
core-expect-games = un nombre entier de parties
# A simulation's argument (`js.whole`'s `what`): the number of its first game.
core-js-first-game = le numéro de la première partie
# A simulation's argument (`js.whole`'s `what`): how many games.
core-js-game-count = le nombre de parties
# A format name that is not one. Fills in: $formats, $found.
core-format-unknown = le format doit être l’un des suivants : { $formats } ; pas « { $found } »
# A text that holds no board.
core-parse-no-board = on attendait un plateau
# A text over the largest length. Fills in: $max, $size.
core-format-text-too-long = le texte d’un plateau fait au plus { $max ->
        [one] { $max } octet
       *[other] { $max } octets
    } (64 Mio), celui-ci en fait { $size }
# Several boards to write in a format of one board. Fills in: $count, $format.
core-format-one-board = le format { $format } contient exactement un plateau, pas { $count }
# No board to write. Fills in: $format.
core-format-no-board = rien à écrire : le format { $format } demande au moins un plateau
# More jumps than a board has squares, while reading. Fills in: $column, $format, $limit, $line.
core-parse-too-many-jumps = plateau au format { $format }, ligne { $line }, colonne { $column } : plus de { $limit ->
        [one] { $limit } saut
       *[other] { $limit } sauts
    } sur un plateau d’au plus { $limit ->
        [one] { $limit } case
       *[other] { $limit } cases
    } (une case est le départ d’au plus un saut)
# More jumps than the board has squares. Fills in: $count, $place, $size.
core-board-too-many-jumps = { $place } : { $count ->
        [one] { $count } saut
       *[other] { $count } sauts
    } sur un plateau de { $size ->
        [one] { $size } case
       *[other] { $size } cases
    } (une case est le départ d’au plus un saut)
# A jump declared a snake that goes up, or a ladder that goes down. Fills in: $jump.
core-board-wrong-way = { $jump } va dans le mauvais sens
# A message placed in a board's text. Fills in: $detail, $place.
core-place-detail = { $place } : { $detail }
# Where in a board: the format and a place. Fills in: $format, $place.
core-place-board-at = plateau au format { $format }, { $place }
# Where in a board: the format alone. Fills in: $format.
core-place-board = plateau au format { $format }
# A message about the second of two jumps, naming where the first is. Fills in: $detail, $first.
core-place-first-at = { $detail } (emplacement du premier : { $first })
# A die of too many or no faces. Fills in: $faces, $max.
core-rule-faces = le dé doit avoir de 1 à { $max } faces, pas { $faces }
# A die's faces that are not a number. Fills in: $found, $max.
core-rule-faces-text = le nombre de faces doit être un nombre entier de 1 à { $max }, pas « { $found } »
# A rule name that is not one. Fills in: $found.
core-rule-unknown = règle inconnue « { $found } » (règles possibles : start, overshoot, jumps ou faces)
# A rule value that is not one of its choices; `what` names the rule. Fills in: $choices, $found, $what.
core-rule-choice = { $what } doit être l’une des valeurs suivantes : { $choices } ; pas « { $found } »
# A throw from a square or with a roll out of range. Fills in: $faces, $from, $roll, $size.
core-throw-range = un lancer demande une case de 0 à { $size } et un résultat de dé de 1 à { $faces }, pas la case { $from } et le résultat { $roll }
# Too many or no players. Fills in: $count, $max.
core-game-players = une partie se joue de 1 à { $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    }, pas { $count }
# A player's name too long. Fills in: $max, $player.
core-game-name-long = le joueur { $player } a un nom de plus de { $max ->
        [one] { $max } caractère
       *[other] { $max } caractères
    }
# A player's name with a control character. Fills in: $player.
core-game-name-control = le nom du joueur { $player } contient un caractère de contrôle
# Three sixes without sixes again.
core-game-three-sixes = la règle « trois six d’affilée terminent le tour » demande la règle « un six permet de rejouer » : sans elle, aucun tour ne compte deux lancers
# A throw after the game was won. Fills in: $winner.
core-game-over = la partie est terminée : { $winner } a gagné
# A game that made its most throws. Fills in: $max.
core-game-moves = une partie compte au plus { $max ->
        [one] { $max } lancer
       *[other] { $max } lancers
    }, et celle-ci les a tous joués sans vainqueur
# A saved game that cannot be restored; `why` says why. Fills in: $why.
core-save-bad = cette partie enregistrée ne peut pas être restaurée : { $why }
# A saved game that is not JSON; `reason` (a message) is the JSON reader's, with its place. Fills in: $reason.
core-save-not-json = ce n’est pas du JSON valide ({ $reason })
# A saved game of another format version. Fills in: $reads, $version.
core-save-version = elle est enregistrée au format de version { $version }, et ce programme lit le format de version { $reads }
# A saved game without its version.
core-save-no-version = elle n’a pas de version de format "v"
# A saved game without the fields expected; `reason` (a message) names the field. Fills in: $reason.
core-save-fields = elle n’a pas les champs attendus ({ $reason })
# A saved game of too many moves. Fills in: $max, $moves.
core-save-too-many-moves = elle enregistre { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, plus que les { $max } qu’une partie peut contenir
# A saved game whose board breaks a rule. Fills in: $error.
core-save-board = son plateau n’est pas valide ({ $error })
# A saved game whose seed is not a number. Fills in: $seed.
core-save-seed = sa graine « { $seed } » n’est pas un nombre entier
# A saved game with moves after its end. Fills in: $made, $moves.
core-save-won-early = elle enregistre { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, mais sa partie a été gagnée après { $made }
# A saved game whose check value does not match.
core-save-altered = elle a été modifiée ou endommagée (sa valeur de contrôle ne correspond pas à la partie rejouée)
# Rules as messages name them (the values are the command's option values). Fills in: $faces, $jumps, $overshoot, $start.
core-rules-words = départ : { $start }, dépassement de l’arrivée : { $overshoot }, sauts : { $jumps }, { $faces ->
        [one] dé à { $faces } face
       *[other] dé à { $faces } faces
    }
# No board found; `wanted` and `found` say what was sought and seen. Fills in: $attempts, $found, $rules, $seed, $wanted.
core-world-gave-up = abandon après { $attempts ->
        [one] { $attempts } plateau essayé
       *[other] { $attempts } plateaux essayés
    } (graines dérivées de { $seed }) : aucun { $wanted } selon les règles ({ $rules }) ; { $found }
# Sought: a minimum of exactly so many throws. Fills in: $throws.
core-world-wanted-exactly = n’a un minimum d’exactement { $throws ->
        [one] { $throws } lancer
       *[other] { $throws } lancers
    }
# Sought: a minimum in a range. Fills in: $hi, $lo.
core-world-wanted-range = n’a un minimum de { $lo } à { $hi ->
        [one] { $hi } lancer
       *[other] { $hi } lancers
    }
# Sought: a finishable board.
core-world-wanted-reach = ne permet à un joueur d’atteindre la dernière case
# Seen: every finishable board had one minimum. Fills in: $throws.
core-world-found-one = tous ceux qu’on pouvait terminer avaient un minimum de { $throws }
# Seen: minimums in a range. Fills in: $hi, $lo.
core-world-found-range = ceux qu’on pouvait terminer avaient des minimums de { $lo } à { $hi }
# Seen: no finishable board.
core-world-found-none = aucun ne pouvait être terminé
# Seen: as `found`, and some boards not finishable. Fills in: $count, $found.
core-world-found-unfinished = { $found }, et { $count ->
        [one] { $count } ne pouvait pas être terminé
       *[other] { $count } ne pouvaient pas être terminés
    }
# Too many snakes for a board without ladders. Fills in: $most, $size, $snakes.
core-world-too-many-snakes = un plateau de { $size ->
        [one] { $size } case
       *[other] { $size } cases
    } contient au plus { $most ->
        [one] { $most } serpent
       *[other] { $most } serpents
    } quand il n’y a pas d’échelles (chaque extrémité doit avoir sa propre case, et la case { $size } ne peut être que le sommet d’une échelle) ; demandé : { $snakes }
# Too many snakes and ladders. Fills in: $asked, $ladders, $most, $size, $snakes.
core-world-too-many-jumps = un plateau de { $size ->
        [one] { $size } case
       *[other] { $size } cases
    } contient au plus { $most } serpents et échelles si chaque extrémité a sa propre case ; demandé : { $asked } ({ $snakes ->
        [one] { $snakes } serpent
       *[other] { $snakes } serpents
    } et { $ladders ->
        [one] { $ladders } échelle
       *[other] { $ladders } échelles
    })
# An empty range of minimum throws. Fills in: $hi, $lo.
core-world-min-empty = la plage de lancers minimum de { $lo } à { $hi } est vide (la borne basse est au-dessus de la borne haute)
# A minimum of 0 throws.
core-world-min-zero = tout plateau demande au moins 1 lancer pour arriver au bout ; un minimum de 0 lancer est impossible
# A minimum below what a die can do without ladders. Fills in: $faces, $floor, $hi, $square.
core-world-min-floor = sans échelles, un dé à { $faces ->
        [one] { $faces } face
       *[other] { $faces } faces
    } demande au moins { $floor ->
        [one] { $floor } lancer
       *[other] { $floor } lancers
    } pour atteindre la case { $square } ; demandé : au plus { $hi }
# As `world.min_floor`, when passing the last square wins. Fills in: $faces, $floor, $hi, $square.
core-world-min-floor-pass = sans échelles, un dé à { $faces ->
        [one] { $faces } face
       *[other] { $faces } faces
    } demande au moins { $floor ->
        [one] { $floor } lancer
       *[other] { $floor } lancers
    } pour atteindre ou dépasser la case { $square } ; demandé : au plus { $hi }
# An expected length below what a die can do without ladders. Fills in: $advance, $faces, $floor, $hi, $size.
core-world-expected-floor = sans échelles, un dé à { $faces ->
        [one] { $faces } face
       *[other] { $faces } faces
    } fait avancer de { $advance } cases par lancer en moyenne, donc une partie sur { $size ->
        [one] { $size } case
       *[other] { $size } cases
    } prend au moins { $floor } lancers en moyenne, quels que soient les serpents ; demandé : au plus { $hi }
# An expected length above what a die can take without snakes. Fills in: $advance, $ceiling, $faces, $lo, $size.
core-world-expected-ceiling = sans serpents, un pion ne recule jamais : un dé à { $faces } faces fait avancer de { $advance } cases par lancer en moyenne jusqu’aux { $faces } dernières cases, puis finit avec une chance d’au moins 1 sur { $faces } à chaque lancer, donc une partie sur { $size } cases prend au plus { $ceiling } lancers en moyenne, quelles que soient les échelles ; demandé : au moins { $lo }
# Expected turns that are not a range or a number. Fills in: $found.
core-world-expected-turns = le nombre moyen de lancers doit être une plage LO..HI de deux nombres, comme 30..35, ou un seul nombre de lancers à approcher, pas « { $found } »
# An average game of no throws. Fills in: $found.
core-world-average = une partie moyenne doit être un nombre de lancers supérieur à 0, pas { $found }
# A target of expected throws in a build without the analysis.
core-world-needs-analysis = viser une plage de nombre moyen de lancers demande l’analyse, que cette version laisse de côté (utilisez le module complet ou la commande)
# A range of expected throws out of order. Fills in: $hi, $lo.
core-world-expected-range = la plage de nombre moyen de lancers doit être deux nombres lo..hi avec 0 <= lo <= hi, pas { $lo }..{ $hi }
# An expected length under 1 throw. Fills in: $hi.
core-world-expected-zero = toute partie prend au moins 1 lancer, donc une durée moyenne d’au plus { $hi } lancers est impossible
# The search stopped by Ctrl-C. Fills in: $evaluations, $hi, $lo.
core-world-stopped = arrêté (Ctrl-C) après { $evaluations ->
        [one] { $evaluations } plateau essayé
       *[other] { $evaluations } plateaux essayés
    }, aucun avec une durée moyenne de { $lo } à { $hi } lancers
# No board of the expected length found. Fills in: $evaluations, $found, $hi, $ladders, $lo, $rules, $seed, $size, $snakes.
core-world-gave-up-target = abandon après { $evaluations ->
        [one] { $evaluations } plateau essayé
       *[other] { $evaluations } plateaux essayés
    } (depuis la graine { $seed }) : aucun plateau à { $snakes ->
        [one] { $snakes } serpent
       *[other] { $snakes } serpents
    } et { $ladders ->
        [one] { $ladders } échelle
       *[other] { $ladders } échelles
    } sur { $size ->
        [one] { $size } case
       *[other] { $size } cases
    } n’a une durée moyenne de { $lo } à { $hi } lancers selon les règles ({ $rules }) ; { $found }
# As `world.gave_up_target`, when some boards missed the other demands. Fills in: $evaluations, $found, $hi, $ladders, $lo, $refused, $rules, $seed, $size, $snakes.
core-world-gave-up-target-refused = abandon après { $evaluations ->
        [one] { $evaluations } plateau essayé
       *[other] { $evaluations } plateaux essayés
    } (depuis la graine { $seed }) ({ $refused ->
        [one] { $refused } ne respectait pas les exigences sur le nombre minimal de lancers ou sur l’accès à l’arrivée
       *[other] { $refused } ne respectaient pas les exigences sur le nombre minimal de lancers ou sur l’accès à l’arrivée
    }) : aucun plateau à { $snakes ->
        [one] { $snakes } serpent
       *[other] { $snakes } serpents
    } et { $ladders ->
        [one] { $ladders } échelle
       *[other] { $ladders } échelles
    } sur { $size ->
        [one] { $size } case
       *[other] { $size } cases
    } n’a une durée moyenne de { $lo } à { $hi } lancers selon les règles ({ $rules }) ; { $found }
# Seen: the closest expected length. Fills in: $expected.
core-world-closest = le plus proche avait une moyenne de { $expected } lancers
# Seen: no board surely finishable.
core-world-none-sure = aucun ne pouvait être terminé à coup sûr
# Seen: no board meeting the other demands.
core-world-none-met = aucun ne remplissait les autres exigences
# Too many players. Fills in: $max, $players.
core-analysis-players = le nombre de joueurs doit être de 1 à { $max }, pas { $players }
# Jump values of too large a board. Fills in: $jumps, $max, $size.
core-analysis-jump-values-work = la valeur de { $jumps ->
        [one] { $jumps } saut
       *[other] { $jumps } sauts
    } sur un plateau de { $size ->
        [one] { $size } case
       *[other] { $size } cases
    } demande une résolution du plateau par saut, soit plus de { $max } cases en tout
# Occupancy of too many throws. Fills in: $faces, $max, $size, $throws.
core-analysis-occupancy-work = { $throws ->
        [one] { $throws } lancer
       *[other] { $throws } lancers
    } sur un plateau de { $size ->
        [one] { $size } case
       *[other] { $size } cases
    } avec un dé à { $faces ->
        [one] { $faces } face
       *[other] { $faces } faces
    }, c’est plus de { $max } cases propagées ; demandez moins de lancers
# An occupancy series of too many numbers. Fills in: $count, $max, $values, $width.
core-analysis-occupancy-values = { $count ->
        [one] { $count } distribution
       *[other] { $count } distributions
    } de { $width ->
        [one] { $width } case
       *[other] { $width } cases
    } font { $values } nombres, plus de { $max } ; demandez moins de lancers, ou parcourez-les une par une
# The exact knock-off chain of too large a board. Fills in: $max, $size.
core-analysis-knock-off-squares = la chaîne exacte à deux joueurs avec renvoi au départ n’est résolue que pour des plateaux d’au plus { $max } cases, pas { $size } : simulez plutôt
# The exact knock-off chain of too many transitions. Fills in: $entries, $max.
core-analysis-knock-off-entries = la chaîne à deux joueurs avec renvoi au départ de ce plateau et de ce dé a { $entries ->
        [one] { $entries } transition
       *[other] { $entries } transitions
    }, au-delà des { $max } résolues exactement : simulez plutôt
# A simulation of too many games. Fills in: $games, $max.
core-simulate-games = au plus { $max ->
        [one] { $max } partie
       *[other] { $max } parties
    } par exécution, pas { $games }
# Three sixes without sixes again, in a simulation.
core-simulate-three-sixes = la règle « trois six d’affilée terminent le tour » demande la règle « un six permet de rejouer »
# A range of game numbers out of order or too long. Fills in: $end, $first, $max.
core-simulate-range = les parties { $first }..{ $end } ne forment pas une plage d’au plus { $max } numéros de partie
# A simulation thread that failed.
core-simulate-thread = un thread de simulation a échoué
# A workload name that is not one. Fills in: $found, $names.
core-workload-unknown = charge de travail inconnue « { $found } » (possibles : { $names })
# A simulation workload of another size. Fills in: $size.
core-workload-size = les charges de travail de simulation utilisent le plateau classique de 100 cases, pas { $size ->
        [one] { $size } case
       *[other] { $size } cases
    }
# A completion script that is not UTF-8.
core-cli-completion-utf8 = le script de complétion n’est pas du texte UTF-8
# An input file over the largest text. Fills in: $mib.
core-cli-input-too-large = l’entrée dépasse { $mib } Mio
# An input that is not UTF-8; `byte` is the byte in hexadecimal. Fills in: $byte.
core-cli-not-utf8 = l’octet { $byte } n’est pas de l’UTF-8 (enregistrez le plateau en texte UTF-8)
# JSON that could not be written. Fills in: $reason.
core-cli-json = impossible d’écrire le JSON : { $reason }
# Rows times columns over a number. Fills in: $columns, $rows.
core-cli-grid-too-many = { $rows } x { $columns } cases, c’est trop
# Generate without a size.
core-cli-generate-size = generate demande --size N, ou --rows R et --columns C
# Three sixes without sixes.
core-cli-three-sixes = « --three-sixes » demande « --sixes » : trois six d’affilée ne terminent un tour que là où un six permet de rejouer
# Simulation sums that cannot be read back. Fills in: $reason.
core-js-sums-damaged = les sommes de la simulation sont endommagées : { $reason }
# A count that is not a whole number; `what` (a message) names it. Fills in: $found, $what.
core-js-whole = { $what } doit être un nombre entier, pas { $found }
# A count out of range; `what` names it. Fills in: $found, $max, $what.
core-js-whole-range = { $what } doit être un nombre entier de 0 à { $max }, pas { $found }
# A trace limit over its cap. Fills in: $cap, $limit.
core-js-trace-limit = la limite doit être un nombre entier de 0 à { $cap }, pas { $limit }
# A seed out of range. Fills in: $found, $max.
core-js-seed = la graine doit être un nombre entier de 0 à { $max }, pas { $found }
# A format the core module does not read. Fills in: $format.
core-js-full-module-format = le format { $format } est lu et écrit par le module complet (snakes_ladders_full), pas par le module de base, qui ne lit que le format native
# The exact fraction asked for (`exact: true`) of the analysis module, which has no big rationals.
core-js-exact-full-module = la fraction exacte (exact: true) est calculée par le module complet (snakes_ladders_full), pas par le module d’analyse (snakes_ladders_markov), qui n’a pas ses grands rationnels : omettez exact, ou analysez avec le module complet
# A format the first paint does not read. Fills in: $format.
core-js-paint-format = le premier affichage ne lit que le format native ; le module complet lit { $format }
# A text without a board.
core-js-no-board = le texte ne contient aucun plateau
# Options that are not an object; `what` names whose: `rule`, `game`, `analysis` or `simulation` (a translation words these by a selector), or the method's own name (`solve`, `bfsTrace`, `generate`). Fills in: $found, $what.
core-js-options-object = les options { $what ->
        [rule] de règle
        [game] de partie
        [analysis] d’analyse
        [simulation] de simulation
       *[other] { $what }
    } doivent être un objet, pas { $found }
# An unknown option; `what` as in `js.options_object`. Fills in: $found, $keys, $what.
core-js-option-unknown = option { $what ->
        [rule] de règle
        [game] de partie
        [analysis] d’analyse
        [simulation] de simulation
       *[other] { $what }
    } inconnue « { $found } » (options possibles : { $keys })
# An option of the wrong kind; `what` as in `js.options_object`, `expected` (a message) describes the right one. Fills in: $expected, $found, $key, $what.
core-js-option-wrong = l’option { $what ->
        [rule] de règle
        [game] de partie
        [analysis] d’analyse
        [simulation] de simulation
       *[other] { $what }
    } « { $key } » doit être { $expected }, pas { $found }
# A list option with a wrong entry; `what` as in `js.options_object`, `expected` (a message) describes the right one. Fills in: $entry, $expected, $found, $key, $what.
core-js-option-entry = l’option { $what ->
        [rule] de règle
        [game] de partie
        [analysis] d’analyse
        [simulation] de simulation
       *[other] { $what }
    } « { $key } » doit être { $expected }, mais son entrée { $entry } vaut { $found }
# A whole-number option out of range; `what` as in `js.options_object`. Fills in: $found, $hi, $key, $lo, $what.
core-js-option-whole = l’option { $what ->
        [rule] de règle
        [game] de partie
        [analysis] d’analyse
        [simulation] de simulation
       *[other] { $what }
    } « { $key } » doit être un nombre entier de { $lo } à { $hi }, pas { $found }
# Too many players' names. Fills in: $count, $max.
core-js-players = une partie a au plus { $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    }, pas { $count }
# Rows and columns out of range. Fills in: $columns, $max, $rows.
core-js-grid = { $rows ->
        [one] { $rows } rangée
       *[other] { $rows } rangées
    } x { $columns ->
        [one] { $columns } colonne
       *[other] { $columns } colonnes
    } doivent faire de 2 à { $max } cases
# A world without a size.
core-js-size = indiquez size, ou à la fois rows et columns
# minThrows that is not a range.
core-js-min-throws = minThrows doit être [lo, hi], des nombres entiers avec 0 <= lo <= hi
# Jumps not in pairs.
core-js-jump-pairs = jumps doit être une suite de paires [from, to, ...]
# A move: who threw what, then where the token went (`path`, itself a message). Fills in: $name, $path, $roll.
core-move-moved = { $name } a fait { $roll } : { $path }.
# A throw past the last square under the "stay" rule; `place` says where the token stays. Fills in: $name, $place, $roll.
core-move-too-far = { $name } a fait { $roll } : trop loin, le pion est resté { $place }.
# The third highest throw in a row under the sixes-again rule: the turn ends, the token stays at `place`. Fills in: $name, $place, $roll.
core-move-third = { $name } a fait { $roll } : un troisième { $roll } d’affilée a mis fin au tour de { $name }, dont le pion est resté { $place }.
# Where a token stays: off the board, before square 1.
core-move-at-start = au départ
# Where a token stays: on a square. Fills in: $square.
core-move-on = sur la case { $square }
# The walk of a throw from one square to another. Fills in: $from, $to.
core-move-walk = de { $from } à { $to }
# The walk of a throw from off the board to a square. Fills in: $to.
core-move-walk-from-start = du départ à { $to }
# A walk past the last square (`last`) and back, by the "bounce" rule. Fills in: $from, $last, $to.
core-move-bounce = de { $from } à { $last } puis a rebondi jusqu’à { $to }
# The same, from off the board. Fills in: $last, $to.
core-move-bounce-from-start = du départ à { $last } puis a rebondi jusqu’à { $to }
# What followed a move's walk: `path` so far, then `next` (a ladder, a snake, players sent back). Fills in: $next, $path.
core-move-then = { $path }, { $next }
# After a walk: a ladder taken. Fills in: $to.
core-move-ladder = a grimpé à une échelle jusqu’à { $to }
# After a walk: a snake taken. Fills in: $to.
core-move-snake = a glissé le long d’un serpent jusqu’à { $to }
# After a walk: the rest of a chain of jumps too long to tell one by one. Fills in: $to.
core-move-chain = puis a suivi l’enchaînement jusqu’à { $to }
# The token landed on one other player's square, who goes back to the start (knock-off rule). Fills in: $names.
core-move-knocked-one = a atterri sur la case de { $names }, qui retourne au départ
# The token landed on several players (`names`, a list), who go back to the start. Fills in: $names.
core-move-knocked-many = a atterri sur la case de { $names }, qui retournent au départ
# A list of names: the first ones (`first`), then one more. Fills in: $first, $next.
core-move-names-comma = { $first }, { $next }
# A list of names: all but the last (`first`), and the last. Fills in: $first, $last.
core-move-names-and = { $first } et { $last }
# A winning move (`move`, the sentence), and the win. Fills in: $move, $name.
core-move-wins = { $move } { $name } a gagné !
# A move (`move`) after which the same player throws again (sixes-again rule); "a" before the number in English. Fills in: $move, $name, $roll.
core-move-again = { $move } { $name } a fait un { $roll } et rejoue.
# The same where English says "an" before the number (an 8, an 11, an 18). Fills in: $move, $name, $roll.
core-move-again-an = { $move } { $name } a fait un { $roll } et rejoue.
# A throw that does not move the token (it would pass the last square under the "stay" rule).
core-throw-no-move = pas de déplacement (le pion dépasserait l’arrivée)
# A throw's walk from one square to the one it lands on. Fills in: $from, $to.
core-throw-walk = { $from } → { $to }
# A throw's walk from off the board. Fills in: $to.
core-throw-walk-from-start = départ → { $to }
# What followed a throw's walk: `path` so far, then `next` (a ladder or a snake). Fills in: $next, $path.
core-throw-then = { $path }, { $next }
# A ladder taken on a throw. Fills in: $to.
core-throw-ladder = échelle jusqu’à { $to }
# A snake taken on a throw. Fills in: $to.
core-throw-snake = serpent jusqu’à { $to }
# The average game of one player (`value` throws, a figure) is an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-average-estimate = La moyenne de { $value } lancers est une estimation (prouvée entre { $lo } et { $hi }).
# The average game of one player (`value` throws) is an estimate with no proven bound. Fills in: $value.
core-analysis-average-unbounded = La moyenne de { $value } lancers est une estimation : aucune borne de son erreur n’a pu être prouvée sur ce plateau.
# Several players: the expected rounds (`value`) are an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-rounds-estimate = Le nombre moyen de tours de table ({ $value }) est une estimation (prouvé entre { $lo } et { $hi }).
# Several players: the expected rounds (`value`) are an estimate with no proven bound. Fills in: $value.
core-analysis-rounds-unbounded = Le nombre moyen de tours de table ({ $value }) est une estimation : aucune borne de son erreur n’a pu être prouvée sur ce plateau.
# Several players: the expected turns of all players together (`value`) are an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-turns-estimate = Le nombre moyen de tours de jeu, tous joueurs confondus ({ $value }), est une estimation (prouvé entre { $lo } et { $hi }).
# Several players: the expected turns of all players (`value`) are an estimate with no proven bound. Fills in: $value.
core-analysis-turns-unbounded = Le nombre moyen de tours de jeu, tous joueurs confondus ({ $value }), est une estimation : aucune borne de son erreur n’a pu être prouvée sur ce plateau.
# A percentile is an estimate: `games` (a share of the games, a message) are over after about `throws` throws; `known` (a message) is what is proven of it. Fills in: $games, $known, $throws.
core-analysis-percentile-estimate = { $games } sont finies après environ { $throws } lancers, une estimation (prouvé : { $known }).
# A percentile is not known: when `games` (a share of the games, a message) are over; `known` is what is proven, `why` (a message) why no more is known. Fills in: $games, $known, $why.
core-analysis-percentile-not-known = On ne sait pas quand { $games } sont finies ({ $known }) : { $why }.
# What is proven of a percentile: between `lo` and `hi` throws. Fills in: $hi, $lo.
core-analysis-proven-between = entre { $lo } et { $hi }
# What is proven of a percentile: at least `lo` throws. Fills in: $lo.
core-analysis-proven-at-least = au moins { $lo }
# A share of the games, at the start of a sentence (`analysis.percentile_estimate`).
core-analysis-games-quarter-first = Un quart des parties
# A share of the games, inside a sentence (`analysis.percentile_not_known`).
core-analysis-games-quarter = un quart des parties
# A share of the games, at the start of a sentence.
core-analysis-games-half-first = La moitié des parties
# A share of the games, inside a sentence.
core-analysis-games-half = la moitié des parties
# A share of the games, at the start of a sentence.
core-analysis-games-three-quarters-first = Trois quarts des parties
# A share of the games, inside a sentence.
core-analysis-games-three-quarters = trois quarts des parties
# A share of the games (90%), at the start of or inside a sentence.
core-analysis-games-nine-in-ten = 9 parties sur 10
# A share of the games (95%), at the start of or inside a sentence.
core-analysis-games-nineteen-in-twenty = 19 parties sur 20
# Several players' figures are not known; `why` (a message) says why. Fills in: $why.
core-analysis-odds-not-known = Les chances de gagner, le nombre moyen de tours de table et de tours de jeu ne sont pas connus : { $why }.
# One player's expected throws are not given: the solver's answer failed its own check (a square came out with fewer than one throw to go, which no true answer has) on a board whose expectations are too large for 64-bit arithmetic; `throws` is the fewest throws that can finish, a proven lower bound. Fills in: $throws.
core-analysis-expected-failed = au moins { $throws } ; la réponse du solveur a échoué à sa propre vérification, comme il arrive quand le nombre moyen de lancers d’un plateau est trop grand pour l’arithmétique 64 bits
# One player's expected throws are finite (every game ends) but above the largest 64-bit float.
core-analysis-expected-overflow = plus de 1,8 × 10^308 lancers : chaque partie se termine, mais la moyenne est trop grande pour un nombre flottant 64 bits
# Several players' win chances are not proven.
core-analysis-wins-estimate = Les chances de gagner sont des estimations, non prouvées à 9 chiffres.
# The knock-off figures come from a simulation.
core-analysis-knock-off-simulated = Les chiffres avec renvoi au départ sont simulés : des estimations avec des intervalles à 95 %.
# The knock-off figures are solved but not proven.
core-analysis-knock-off-estimate = Les chiffres avec renvoi au départ sont des estimations : la résolution de la chaîne conjointe n’a pas pu les prouver à 9 chiffres.
# The knock-off figures are not known; `why` (a message) says why. Fills in: $why.
core-analysis-knock-off-not-known = Les chiffres avec renvoi au départ ne sont pas connus : { $why }.
# Why the knock-off figures are not known: every game ends, yet the two win chances the joint chain's unproven solve gave sum to `sum` (a number, as "1.33 × 10^-20"), not 1. Fills in: $sum.
core-analysis-knock-off-disproved = la résolution de la chaîne conjointe a échoué à sa propre vérification : chaque partie se termine, mais ses chances de gagner ont pour somme { $sum }
# Why the knock-off figures are not known: `unfinished` of the `games` simulated games had not ended after `rounds` rounds, though every game ends. Fills in: $games, $rounds, $unfinished.
core-analysis-knock-off-unfinished = { $unfinished } des { $games } parties simulées n’étaient pas finies après { $rounds } tours de table : des parties aussi longues ne peuvent pas être simulées
# Why figures are not known: the distribution stopped after `throws` throws with `share` (a percentage, or a message) of the games still going. Fills in: $share, $throws.
core-analysis-cut-short = le calcul s’est arrêté à { $throws } lancers avec { $share } des parties encore en cours, et le reste ne s’était pas encore stabilisé en queue géométrique
# A share of the games too small to write as a percentage.
core-analysis-share-almost-none = presque aucune
# A share of the games too close to all of them to write as a percentage.
core-analysis-share-nearly-all = un peu moins de 100 %
# Why the most likely length is not known; `throws` is how many throws were computed exactly. Fills in: $throws.
core-analysis-mode-not-known = aucune durée n’est prouvée la plus probable : deux sont trop proches pour être départagées, ou les parties au-delà des { $throws } lancers calculés exactement pourraient en contenir une plus probable
# The tail of a very long game: after throw `throw`, each throw ends `rate` percent (a figure, such as 6.031 × 10^-21) of the games still going. Fills in: $rate, $throw.
core-analysis-tail = Après le lancer { $throw }, chaque lancer termine { $rate } % des parties encore en cours.
# The chance of the shortest game when it is above 0 but below the smallest number a computer writes.
core-analysis-chance-too-small = plus de 0 %, mais trop petite pour être écrite

# (end of the core's messages)

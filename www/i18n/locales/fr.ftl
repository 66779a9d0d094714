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
# A note about the board (from the solver), in the list under the board. $note: the note, in English for now.
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
# A link with a mistake, opened while a board is on screen. $error: what is wrong (in English for now).
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
# Under the table when the boards could not be solved. $error: why (in English for now).
answers-failed = Impossible de résoudre les plateaux : { $error }
# In the table's "Fewest throws" column, for a board whose last square no throw reaches.
answers-unreachable = arrivée inaccessible
# The button in each row of the table: shows that board and its path.
answers-show-path = Voir le chemin
# The same button, for screen readers. $board: the board's number in the text.
answers-show-path-of = Voir le chemin du plateau { $board }

## Watch the search (the second board, under Solve)

# The search's board, for screen readers. $board: what the board is (in English for now), a whole sentence.
search-board-label = { $board } Entrée fait avancer la recherche d’une étape.
# What the search's board calls the start, when tokens start on square 1 (the puzzles' rule).
search-start-one = Les joueurs partent de la case 1
# What the search's board calls the start, when tokens start before square 1.
search-start-off = Départ, hors du plateau

## Play with others (why a board cannot be sent to a room)

# Opening a room when no board is on screen.
room-no-board = Aucun plateau n’est affiché pour jouer.
# Opening a room with a board that cannot be written as text. $error: why (in English for now).
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
# Under the text box, when its text could not be read. $error: what is wrong (in English for now).
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
# The same, when the saved game cannot be read. $error: why (in English for now).
saved-game-unreadable = Une partie enregistrée n’a pas pu être lue ({ $error }) et a été supprimée.
# The same, when the saved game cannot be replayed. $error: why (in English for now).
saved-game-not-restored = Une partie enregistrée n’a pas pu être restaurée ({ $error }) et a été supprimée.
# At the top of the page, when a link's game cannot be replayed. $error: why (in English for now).
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
# start's own label (in English for now); $throws: the average throws from the start to the end.
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
# When the core cannot give the win chances. $why: its reason (in English for now).
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
        [one] { $count } partie ne s’est jamais terminée (arrêtée après { $rounds } tours de table ou bloquée).
       *[other] { $count } parties ne se sont jamais terminées (arrêtées après { $rounds } tours de table ou bloquées).
    }
# When no simulated game ended. $games: how many were played; $rounds: when a game is stopped.
sim-none-finished = Aucune des { $games } parties ne s’est terminée en { $rounds } tours de table : des parties aussi longues ne peuvent pas être simulées.

## Board, squares and moves (www/ui/, www/board/, www/tasks/path-walk.js, www/tasks/answer*)

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
# Under the chart's place, for a game too long to draw. $tail: the solver's sentence on how fast the last games end (in English).
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

# (end of the designer)

## The element and playing (www/widget/, www/tasks/game-session.js, www/tasks/online.js)

# (end of the element and playing)

## The core's messages (errors, warnings and narration, by code)

# (end of the core's messages)

# Snakes and Ladders: every word the page and the element show, in English (the language every
# other file falls back to). One message a block: its comment says where it is shown and what
# it means. Text in { $name } is filled in by the page (a number, a name); keep it, and move it
# where the sentence wants it. A message with lines like [one] and *[other] picks a form by the
# number: give the forms your language has (for instance [few] and [many]).
# A message's attributes (.aria-label, .placeholder, ...) are read aloud by screen readers or shown
# in empty boxes: translate them too.
# This file: the Hindi translation of en.ftl (comments kept in English for translators).
# Translator's note: polite "आप" imperatives (-एँ) as in Google/Mozilla Hindi UIs; square = खाना,
# throw = चाल (one throw of the die), die = पासा, board = बोर्ड; common English loanwords kept
# (बोर्ड, गेम, सीड, फ़ॉर्मैट, टेक्स्ट, लिंक).

## The page as a whole

# The browser tab's title.
page-title = साँप सीढ़ी: बोर्ड, सबसे छोटे रास्ते और गेम
# What search engines and link previews show under the title.
page-description =
    .content = साँप सीढ़ी: बोर्ड बनाएँ या पेस्ट करें, जानें कि आख़िरी खाने तक पहुँचने में कम से कम कितनी चालें लगेंगी और क्यों, या गेम खेलें।
# A link for keyboard users at the very top, skipping to the task buttons.
skip-link = सीधे टास्क पर जाएँ
# The page's heading: the game's usual name in your language.
site-title = साँप सीढ़ी
# The line under the heading (hidden on phones).
tagline = बोर्ड बनाएँ, जानें कि आख़िरी खाने तक कम से कम कितनी चालें लगेंगी और यही सबसे कम क्यों हैं, या गेम खेलें।
# Shown when the browser runs no JavaScript.
noscript = बोर्ड दिखाने के लिए इस पेज को JavaScript और WebAssembly की ज़रूरत है।
# The label of the list of languages at the top of the page.
language-label = भाषा
# The keyboard help at the bottom of the page.
# (English key names kept, as printed on keyboards in India.)
footer-keyboard = कीबोर्ड: Tab दबाकर बोर्ड पर जाएँ और खानों को पढ़ने के लिए ऐरो कुंजियों का इस्तेमाल करें (Home और End से पहले और आख़िरी खाने पर पहुँचें)। गेम के दौरान, जब पेज पर फ़ोकस हो, तो Space या Enter दबाकर पासा फेंकें।

## The four tasks (buttons at the top)

# The row of task buttons, for screen readers.
tasks-nav =
    .aria-label = टास्क
# The task button that opens the game.
task-play = खेलें
# The task button that opens the solver (fewest throws to the end).
task-solve = बोर्ड हल करें
# The task button that opens the analysis of how many throws a game takes.
task-analyze = एक गेम कितना लंबा चलता है?
# The task button that opens the board designer.
task-design = डिज़ाइन करें

## The board

# The board's area, for screen readers.
board-area =
    .aria-label = बोर्ड
# The board itself, for screen readers (it is a picture the keyboard can read square by square).
board-canvas =
    .aria-label = साँप सीढ़ी का बोर्ड। खानों के बीच जाने के लिए ऐरो कुंजियों का इस्तेमाल करें।
    .aria-roledescription = बोर्ड
# Under the board, before it is drawn.
board-loading = बोर्ड लोड हो रहा है…
# The key under the board, for screen readers.
key-list =
    .aria-label = संकेत
# The key under the board: what a ladder does.
key-ladder = सीढ़ी: उसके निचले सिरे पर पहुँचें, ऊपर तक चढ़ें
# The key under the board: what a snake does.
key-snake = साँप: उसके मुँह पर पहुँचें, पूँछ तक नीचे फिसलें
# The key under the board: the square to reach.
key-finish = मंज़िल: आख़िरी खाना
# Boards are numbered in a zigzag (boustrophedon): a small triangle marks where a row turns up.
key-row-end = पंक्ति के आख़िर में त्रिकोण: गिनती ऊपर वाले खाने से आगे चलती है

## Solve a board

# The heading of the solver's card.
solve-heading = बोर्ड हल करें
# The label of the box a board's text is pasted into.
board-text-label = बोर्ड
# Help under the box for a board's text. The format names stay as they are.
board-help = सॉल्वर जो भी फ़ॉर्मैट पढ़ सकता है, उसमें बोर्ड पेस्ट या एडिट करें: नेटिव, Ruby, JSON, HackerRank या LeetCode। "हल करें" ठीक इसी टेक्स्ट का जवाब देता है।
# Buttons shown when a long text is kept out of the box.
board-text-show = टेक्स्ट दिखाएँ
# Empties the box for a board's text.
board-text-clear = बॉक्स खाली करें
# The text formats a board can be written in. "Detect" means: find out which it is.
format-label = फ़ॉर्मैट
# In the list of formats: let the solver find out which format the text is in.
format-auto = अपने-आप पहचानें
# In the list of formats: this app's own format.
# (Note: "Native" = the app's own format, rendered as the loanword "नेटिव".)
format-native = नेटिव
# The format the solver read the text as: it is followed by the format's name.
# (Note: rendered as a label, "format read:", since Hindi would put the name before "के रूप में".)
read-as = पढ़ा गया फ़ॉर्मैट:
# When a text holds several boards: which one to show.
board-pick-label = कौन-सा बोर्ड
# Finds the fewest throws to the end of the board in the box.
solve-button = हल करें
# Plays the breadth-first search step by step on a second board.
watch-search = खोज देखें
# The speed of the animations.
speed-label = गति
# A speed of the animations.
speed-slow = धीमी
# A speed of the animations (the usual one).
speed-normal = सामान्य
# A speed of the animations.
speed-fast = तेज़
# A speed of the animations.
speed-fastest = सबसे तेज़
# Stops a long piece of work (reading a huge text, solving a huge board).
work-stop = रोकें
# Goes back from the rules a puzzle's format implies (start on square 1) to the usual ones.
rules-undo = सामान्य नियमों पर लौटें
# On phones, where the board is above: scrolls to it.
solve-show-board = बोर्ड पर रास्ता देखें
# A table listing every board found in one pasted text.
answers-caption = टेक्स्ट में मौजूद सभी बोर्ड
# A column of the table of boards: the board's name or number.
answers-board = बोर्ड
# A column of the table of boards: how many squares the board has.
answers-squares = खाने
# A column of the table of boards: the fewest throws to the end.
answers-fewest = सबसे कम चालें
# A column of the table of boards (read by screen readers only): a button showing the path.
answers-path = रास्ता
# Under the table of boards: shows the next rows.
answers-more = और बोर्ड दिखाएँ
# The teaching view of the search (breadth-first search).
bfs-heading = खोज सबसे कम चालें कैसे ढूँढती है
# How the teaching view of the search works, under its heading.
bfs-help = ब्रेडथ-फ़र्स्ट सर्च: खाने एक कतार (queue) के आगे से लिए जाते हैं; किसी खाने से हर चाल उन खानों को, जहाँ वह पहली बार पहुँचती है, कतार के पीछे जोड़ देती है — शुरुआत से एक चाल और दूर। खानों पर लिखी संख्याएँ उनके लेवल हैं (शुरुआत से कितनी चालें); जो खाने अभी कतार में हैं वे पूरे रंग में चमकते हैं, जिनकी जाँच हो चुकी है वे फीके पड़ जाते हैं; बैज उस कदम में पासे पर आए अंक दिखाते हैं, वहीं जहाँ हर चाल जाकर रुकती है।
# The second board, where the search is shown, for screen readers.
bfs-canvas =
    .aria-label = खोज का बोर्ड
    .aria-roledescription = बोर्ड
# A folding section of options for the solve view.
solve-options = रंग और रास्ते
# A checkbox: colours the squares by how many throws each is from the end.
show-distances = हर खाने को मंज़िल तक की चालों के हिसाब से रंगें
# A checkbox: shows a random one of the shortest paths instead of the first.
randomize = सबसे छोटे रास्तों में से कोई एक रैंडम चुनें
# Help under the checkbox above.
randomize-help = कई रास्ते बराबर छोटे हो सकते हैं; यह विकल्प पहले रास्ते के बजाय उनमें से कोई एक रैंडम चुनता है।
# A slider: how random the choice among shortest paths is.
randomness-label = रैंडमनेस
# A number that picks the same random path again.
path-seed-label = रास्ते का सीड
# In an empty box for a seed: a fresh random one is used.
seed-random =
    .placeholder = रैंडम

## Play

# The heading of the game's card.
play-heading = खेलें
# The die before the first throw, for screen readers.
die-not-rolled =
    .aria-label = पासा, अभी फेंका नहीं गया
# Before the first throw of a game, next to the Roll button.
turn-start = गेम शुरू करने के लिए "पासा फेंकें" दबाएँ।
# The big button that throws the die.
roll-button = पासा फेंकें
# Starts a new game with the same players.
new-game = नया गेम
# Takes back the last throw.
undo-button = पहले जैसा करें
# A folding section: a game with others on their own phones or computers.
online-summary = दूसरों के साथ खेलें, हर कोई अपने डिवाइस पर
# Inside the section for playing with others, before it is opened.
online-help = एक रूम खोलें, और बाकी लोग उसके लिंक या कोड से जुड़ जाएँ।
# The list of moves made so far.
moves-heading = चालें
# The heading above the players and the house rules.
setup-heading = खिलाड़ी और घरेलू नियम
# The box with the list of players.
players-legend = खिलाड़ी
# Adds a player to the game.
add-player = खिलाड़ी जोड़ें
# Optional rules families play by.
house-rules = घरेलू नियम
# A house rule (checkbox).
knock-off = किसी खिलाड़ी वाले खाने पर पहुँचने से वह खिलाड़ी वापस शुरुआत पर चला जाता है
# A house rule (checkbox): whoever rolls a six throws again.
sixes-again = छक्का आने पर दोबारा पासा फेंकें
# A house rule (checkbox).
three-sixes = लगातार तीन छक्के आने पर बारी ख़त्म
# A number that gives the same dice again.
game-seed-label = गेम का सीड
# Help under the game seed's box.
game-seed-help = हर "नया गेम" में पासे नए सिरे से फेंके जाते हैं; किसी गेम को दोबारा खेलने के लिए सीड डालें। एक ही सीड, बोर्ड और खिलाड़ी होने पर पासे पर वही अंक आते हैं।

## How long is a game? (the analysis)

# The heading of the analysis card: how many throws a game takes.
analysis-heading = एक गेम कितना लंबा चलता है?
# Under the analysis card's heading: how the figures are worked out.
analysis-help = नीचे दिए नियमों के तहत इस बोर्ड पर एक खिलाड़ी — गेम खेलकर नहीं, बल्कि हर चाल की संभावनाओं (मार्कोव चेन) से सटीक गणना करके।
# A checkbox: colours the squares by the average number of throws from each to the end.
show-expected = हर खाने को मंज़िल तक की औसत चालों के हिसाब से रंगें
# On phones: scrolls to the board.
show-board = बोर्ड दिखाएँ
# The heading of the table of each player's chance to win.
odds-heading = कौन जीतेगा?
# A column of the table of win chances: the player.
odds-player = खिलाड़ी
# Win chances worked out exactly, and the same estimated by playing many games.
odds-exact = सटीक
# A column of the table of win chances: estimated from many games played by the computer.
odds-simulated = सिम्युलेशन से
# The heading of the part where the computer plays many games.
sim-heading = गेम सिम्युलेट करें
# How many games the computer plays.
sim-games-label = गेम
# A number that gives the same simulated games again.
sim-seed-label = सिम्युलेशन का सीड
# $workers: how many workers (threads) share the games on this device.
# (Note: Hindi "वर्कर" is the same in singular and plural, so no plural forms are needed.)
sim-seed-help = एक ही सीड और गेम की एक ही संख्या से हमेशा वही नतीजे मिलते हैं, चाहे कितने भी वर्कर (यहाँ { $workers }) गेम आपस में बाँटें।
# Starts playing the games.
sim-run = सिम्युलेट करें
# Stops the games being played.
sim-cancel = रद्द करें

## Design a board

# The heading of the designer's card.
design-heading = बोर्ड डिज़ाइन करें

## Rules

# The heading of the card with the rules.
rules-heading = नियम
# Where the tokens start.
rule-start = शुरुआत
# A choice of where tokens start: before square 1, entering with the first throw.
rule-start-off = बोर्ड के बाहर
# A choice of where tokens start: on square 1, as programming puzzles have it.
rule-start-one = खाना 1 पर (पहेलियाँ)
# What happens when a throw goes past the last square.
rule-overshoot = आख़िरी खाने से आगे निकलने पर
# A choice for a throw past the end: the token counts back from the last square.
rule-bounce = उतना ही पीछे लौटें
# A choice for a throw past the end: the token does not move; the end must be reached exactly.
rule-stay = वहीं रुकें: ठीक आख़िरी खाने पर पहुँचना ज़रूरी
# A choice for a throw past the end: the token reaches the end anyway.
rule-win = फिर भी जीत
# What happens when a snake or ladder ends on the start of another.
rule-jumps = साँप या सीढ़ी का दूसरे पर ख़त्म होना
# A choice: a token that lands on the start of another snake or ladder stops there.
rule-single = एक के बाद रुकें
# A choice: a token follows snake after ladder until it lands on a plain square.
rule-chain = पूरी कड़ी पर चलें
# How many faces the die has (6 usually).
rule-faces = पासे के फलक

## Make a board (the world builder)

# The heading of the card that builds a random board.
make-heading = बोर्ड बनाएँ
# The box with the sizes of a new random board.
new-world-legend = नई दुनिया
# How many rows of squares the new board has.
gen-rows = पंक्तियाँ
# How many columns of squares the new board has.
gen-columns = कॉलम
# How many snakes the new board has.
gen-snakes = साँप
# How many ladders the new board has.
gen-ladders = सीढ़ियाँ
# A number that builds the same random board again.
world-seed-label = दुनिया का सीड
# Help under the world seed's box.
seed-help = हर "नई दुनिया" अलग होती है; किसी बोर्ड को फिर से बनाने के लिए सीड डालें। एक ही सीड और आकार से हमेशा वही बोर्ड बनता है।
# A checkbox: the builder makes sure the last square can be reached.
gen-reachable = पक्का करें कि मंज़िल तक पहुँचा जा सके
# Followed by a box for a number and the word "throws".
# (Note: Hindi order "an average game of about [N] throws" = "एक औसत गेम लगभग [N] चालों का".)
gen-expected-label = एक औसत गेम लगभग
# After the box for a number: "An average game of about [12] throws".
gen-expected-unit = चालों का
# In the empty box: any length will do.
gen-expected-any =
    .placeholder = कोई भी
# Help under the box for the average game's length.
gen-expected-help = किसी भी लंबाई के लिए खाली छोड़ें। संख्या डालने पर बिल्डर तब तक बोर्ड आज़माता रहता है जब तक ऊपर दिए नियमों के तहत एक खिलाड़ी का औसत गेम उस संख्या से 5% के भीतर न आ जाए, या छोटे गेम में 1 चाल के भीतर (इसमें कुछ सेकंड लग सकते हैं)।
# Builds a new random board.
new-world = नई दुनिया
# Copies a link that opens the page as it is now.
copy-link = इस व्यू का लिंक कॉपी करें

## Numbers

# A number alone, as your language writes it (for instance in a list of how many games to play). Keep as it is.
plain-number = { $n }

## What the page's scripts say

# Under the board, before a square is pointed at or focused.
square-hint = किसी खाने में क्या है, यह जानने के लिए उस पर टैप करें या पॉइंटर ले जाएँ, या बोर्ड पर फ़ोकस करके ऐरो कुंजियों का इस्तेमाल करें।
# A note about the board (from the solver), in the list under the board. $note: the note, in English for now.
board-note = नोट: { $note }
# After the first notes about a board, when there are more.
board-notes-more =
    { $count ->
        [one] … और ऐसा ही { $count } और नोट है।
       *[other] … और ऐसे ही { $count } और नोट हैं।
    }
# When the board changes during a game.
game-board-changed = बोर्ड बदल गया है: इस पर खेलने के लिए "नया गेम" दबाएँ।
# When the rules change after an answer was shown.
rules-changed-solve = नियम बदल गए हैं: नए नियमों के हिसाब से जवाब पाने के लिए "हल करें" दबाएँ।
# When the rules change during a game.
rules-changed-game = चल रहे गेम के नियम नहीं बदलेंगे; नए नियम अगली बार "नया गेम" दबाने से लागू होंगे।
# When a house rule changes during a game.
house-rules-next-game = घरेलू नियम अगली बार "नया गेम" दबाने से लागू होंगे।
# A text too big for the box was refused. $why: what is wrong with it (starts with a capital).
text-refused-kept =
    टेक्स्ट स्वीकार नहीं किया गया: { $why }।
    स्क्रीन पर दिख रहा बोर्ड नहीं बदला है।
# A very long board text is kept out of the box. $characters and $lines: its size.
board-text-held =
    बोर्ड के टेक्स्ट में { $lines ->
        [one] { $lines } पंक्ति
       *[other] { $lines } पंक्तियों
    } में { $characters } कैरेक्टर हैं: इसे पढ़ लिया गया है और जैसा है वैसा ही रखा गया है, पर दिखाया नहीं गया है, क्योंकि इसे दिखाने से पेज एक सेकंड या उससे ज़्यादा समय के लिए अटक जाता है।
# A box of the world builder holds no whole number. $field: the box's label, as the page shows it.
field-whole-number = "{ $field }" का मान पूर्ण संख्या होना चाहिए।
# A box of the world builder holds a number out of range. $field: the box's label; $lo and $hi: the range.
field-range = "{ $field }" का मान { $lo } से { $hi } तक होना चाहिए।
# Rows times columns is under 2.
gen-too-small = बोर्ड में कम से कम 2 खाने होने चाहिए।
# The average game's box holds no usable number.
gen-target-bad = औसत गेम की लंबाई चालों की संख्या होनी चाहिए, कम से कम 1 (एक गेम में एक या उससे ज़्यादा चालें लगती हैं)।
# While the builder tries boards until one's average game is about $target throws.
gen-target-building = ऐसा बोर्ड बनाया जा रहा है जिसमें औसत गेम लगभग { $target } चालों का हो…
# Said to screen readers when a new random board is built. $seed: the number that builds it again.
new-world-said = नई दुनिया: { $squares } खाने, सीड { $seed }।
# The same, for a board built to an average game's length.
new-world-target-said = नई दुनिया: { $squares } खाने, सीड { $seed }, औसत गेम लगभग { $target } चालों का।
# A link with a mistake, opened while a board is on screen. $error: what is wrong (in English for now).
link-unreadable-kept = यह लिंक पढ़ा नहीं जा सका ({ $error })। स्क्रीन पर दिख रहे बोर्ड और गेम में कोई बदलाव नहीं हुआ है।
# A link with a mistake, opened as the page loads.
link-unreadable-classic = यह लिंक पढ़ा नहीं जा सका ({ $error }), इसलिए इसकी जगह क्लासिक बोर्ड दिखाया गया है।
# A link whose board text has a mistake, opened while a board is on screen.
link-board-unreadable-kept = इस लिंक में मौजूद बोर्ड पढ़ा नहीं जा सका ({ $error })। स्क्रीन पर दिख रहे बोर्ड और गेम में कोई बदलाव नहीं हुआ है।
# A link whose board text has a mistake, opened as the page loads.
link-board-unreadable-classic = इस लिंक में मौजूद बोर्ड पढ़ा नहीं जा सका ({ $error }), इसलिए इसकी जगह क्लासिक बोर्ड दिखाया गया है।
# After "Copy link to this view" (or Share without a share sheet).
link-copied = लिंक कॉपी हो गया।
# When the browser would not copy: the address bar holds the link.
link-copy-yourself = ऐड्रेस बार में मौजूद पता कॉपी करें: वही इस व्यू का लिंक है।
# After copying a link whose board text is too long for a link. $characters: the longest text a link holds.
link-text-in-tab = बोर्ड का टेक्स्ट { $characters } कैरेक्टर से लंबा है: लिंक इसे सिर्फ़ इसी टैब में वापस ला सकता है; दूसरों को टेक्स्ट ही शेयर करें।
# The solver (the page's WebAssembly core) did not load. $error: why (in English).
load-failed-solver = सॉल्वर लोड नहीं हो सका ({ $error })। इस पेज को WebAssembly की ज़रूरत है।
# The designer (the Design task's code) did not load. $error: why (in English).
load-failed-designer = डिज़ाइनर लोड नहीं हो सका ({ $error })।
# The analysis (the "How long is a game?" task's code) did not load. $error: why (in English).
load-failed-analysis = विश्लेषण लोड नहीं हो सका ({ $error })।
# Playing with others (its code) did not load. $error: why (in English).
load-failed-online = "दूसरों के साथ खेलें" लोड नहीं हो सका ({ $error })।
# Solve was pressed but the solver did not load.
no-answer-no-solver = कोई जवाब नहीं: सॉल्वर लोड नहीं हो सका।
# Under the board when the solver did not load but the board was drawn.
board-picture-only = यह बोर्ड की सिर्फ़ एक तस्वीर है: पढ़ने, हल करने और खेलने के लिए सॉल्वर ज़रूरी है।
# Under the board when the solver did not load and nothing could be drawn.
board-needs-solver = सॉल्वर के बिना बोर्ड नहीं दिखाया जा सकता।
# The text the share sheet sends with the link, for a game.
share-game = साँप सीढ़ी का एक गेम: हर गोटी कहाँ है, यह देखने के लिए इसे खोलें।
# The same, for a solved board. $throws: the fewest throws to the end.
share-answer =
    साँप सीढ़ी का एक बोर्ड, जिसमें आख़िरी खाने तक पहुँचने में कम से कम { $throws ->
        [one] { $throws } चाल लगती है
       *[other] { $throws } चालें लगती हैं
    }: रास्ता देखने के लिए इसे खोलें।
# The same, for a board.
share-board = साँप सीढ़ी का एक बोर्ड: इस पर खेलने, इसे हल करने या यह देखने के लिए कि एक गेम कितना लंबा चलता है, इसे खोलें।

## Share, QR code, Full screen (the tools by the task buttons)

# Opens the device's share sheet with a link to what is on screen.
share-button = शेयर करें
# Shows the link as a QR code to scan with another device.
qr-button = QR कोड
# Shows the board and the task on the whole screen.
fullscreen-button = फ़ुल स्क्रीन
# The same button while the page fills the screen.
fullscreen-leave = फ़ुल स्क्रीन से बाहर निकलें
# The group of these three buttons, for screen readers.
board-tools-label = शेयर करें और दिखाएँ
# The close button of the QR code's window.
qr-close = बंद करें
# The heading of the QR code's window.
qr-heading = इस व्यू को किसी दूसरे डिवाइस पर खोलने के लिए स्कैन करें
# Under the QR code.
qr-caption = इससे वही बोर्ड, वही नियम और वही गेम खुलता है, ठीक उसी स्थिति से जहाँ वह अभी है।
# When the link is too long for a QR code. $bytes: its length; $max: the most a QR code holds.
qr-too-long = यह लिंक { $bytes } बाइट का है; एक QR कोड में ज़्यादा से ज़्यादा { $max } बाइट आ सकते हैं। इसकी जगह लिंक शेयर करें, या बोर्ड का टेक्स्ट।
# When the QR code could not be drawn. $error: why (in English).
qr-failed = QR कोड नहीं बनाया जा सका ({ $error })। इसकी जगह लिंक शेयर करें।
# The QR code, for screen readers. $link: the start of the link it holds.
qr-image = लिंक { $link } का QR कोड

## The table of boards (a pasted text with several boards)

# Under the table while its boards are being solved. $done: boards solved so far; $count: boards in the text.
answers-solving = { $count } में से { $done } बोर्ड हल हो गए…
# Under the table once every board is solved. $count: boards in the text.
answers-done =
    { $count ->
        [one] टेक्स्ट में { $count } बोर्ड है।
       *[other] टेक्स्ट में { $count } बोर्ड हैं।
    }
# Under the table when the boards could not be solved. $error: why (in English for now).
answers-failed = बोर्ड हल नहीं हो सके: { $error }
# In the table's "Fewest throws" column, for a board whose last square no throw reaches.
answers-unreachable = आख़िरी खाने तक नहीं पहुँचा जा सकता
# The button in each row of the table: shows that board and its path.
answers-show-path = रास्ता दिखाएँ
# The same button, for screen readers. $board: the board's number in the text.
answers-show-path-of = बोर्ड { $board } का रास्ता दिखाएँ

## Watch the search (the second board, under Solve)

# The search's board, for screen readers. $board: what the board is (in English for now), a whole sentence.
search-board-label = { $board } Enter दबाने पर खोज एक कदम आगे बढ़ती है।
# What the search's board calls the start, when tokens start on square 1 (the puzzles' rule).
search-start-one = खिलाड़ी खाना 1 से शुरू करते हैं
# What the search's board calls the start, when tokens start before square 1.
search-start-off = शुरुआत, बोर्ड के बाहर

## Play with others (why a board cannot be sent to a room)

# Opening a room when no board is on screen.
room-no-board = स्क्रीन पर खेलने के लिए कोई बोर्ड नहीं है।
# Opening a room with a board that cannot be written as text. $error: why (in English for now).
room-board-unsendable = यह बोर्ड रूम में नहीं भेजा जा सकता ({ $error })।
# Opening a room with a board whose text is too long. $characters: its length; $max: the most a room takes.
room-board-too-long = इस बोर्ड के टेक्स्ट में { $characters } अक्षर हैं; एक रूम में ज़्यादा से ज़्यादा { $max } अक्षर भेजे जा सकते हैं।
# In the game's message line, after leaving a room.
room-left = आपने रूम छोड़ दिया है: इस डिवाइस पर खेलने के लिए "नया गेम" दबाएँ।

## A new version (a line under the page's header, for the installed app)

# A new version of the page has been downloaded and waits.
update-ready = नया वर्ज़न तैयार है। चल रहा गेम बना रहेगा।
# The button that loads the new version.
update-reload = फिर से लोड करें
# The same button while the page reloads.
update-reloading = फिर से लोड हो रहा है…

## Solve a board (the answer's lines and the text box's messages)

# Where "Watch the search" opens, when its code did not load. $error: why (in English).
load-failed-search = खोज का व्यू लोड नहीं हो सका: { $error }
# Where the answer goes, when the answer's code did not load. $error: why (in English).
answer-not-shown = जवाब दिखाया नहीं जा सका: { $error }
# Beside the answer, when the end cannot be reached from the start. "Colour the squares by throws
# to the end" is the checkbox under "Colours and paths"; unreachable squares are drawn hatched.
proof-unreachable = खानों को मंज़िल तक की चालों के हिसाब से रंगें: धारीदार खाने मंज़िल तक नहीं पहुँच सकते, और शुरुआत भी उन्हीं में से एक है।
# The box "Path seed" holds no whole number. $typed: what was typed, as it was.
path-seed-bad = रास्ते का सीड पूर्ण संख्या होना चाहिए, '{ $typed }' नहीं।
# While a big board is solved in the background (with a Stop button). $squares: the board's size.
work-solving = { $squares } खानों वाला बोर्ड हल किया जा रहा है…
# Where the answer goes, after Stop was pressed while solving.
solve-stopped = हल करना रोक दिया गया: फिर से शुरू करने के लिए "हल करें" दबाएँ।
# Beside the answer: the rules it is for, while a puzzle's text has switched them. $format: LeetCode or HackerRank.
answer-rules-puzzle = पहेली के नियमों के हिसाब से, जैसा { $format } टेक्स्ट कहता है: खाना 1 से शुरुआत, ठीक आख़िरी खाने पर पहुँचना, हर चाल में एक ही छलाँग।
# The same, when the puzzle's text was pasted before the text on screen (its rules stay).
answer-rules-puzzle-before = पहेली के नियमों के हिसाब से, जैसा पहले पेस्ट किए गए { $format } टेक्स्ट ने कहा था: खाना 1 से शुरुआत, ठीक आख़िरी खाने पर पहुँचना, हर चाल में एक ही छलाँग।
# Beside the answer: the rules it is for, as the Rules card below names them. $start, $overshoot
# and $jumps: the choices of "Start", "Passing the end" and "Snake or ladder onto another", as
# this file words them, with their first letter made small; $faces: the die's faces.
answer-rules = नीचे दिए नियमों के हिसाब से: शुरुआत: { $start }; आख़िरी खाने से आगे निकलने पर: { $overshoot }; साँप या सीढ़ी का दूसरे पर ख़त्म होना: { $jumps }; { $faces } फलक वाला पासा।
# Where the answer goes, when the board's text was edited after Solve.
text-changed-solve = बोर्ड का टेक्स्ट बदल गया है: उसका जवाब पाने के लिए "हल करें" दबाएँ।
# Under the text box, when it is empty.
text-empty = टेक्स्ट बॉक्स ख़ाली है; स्क्रीन पर दिख रहा बोर्ड नहीं बदला है।
# Under the text box, when its text could not be read. $error: what is wrong (in English for now).
text-failed =
    { $error }
    स्क्रीन पर वही आख़िरी बोर्ड है जिसे पढ़ा जा सका।
# In place of "Read as", when the text could not be read. $format: the format's name (shown in
# bold, as the solver names it); $line: the line with the mistake, marked in the box.
text-taken-for = { $format } समझा गया, पर पढ़ा नहीं जा सका: लाइन { $line } चिह्नित है
# While a long text is read in the background (with a Stop button). $characters: its length.
work-reading = बोर्ड टेक्स्ट के { $characters } अक्षर पढ़े जा रहे हैं…
# Under the text box, after Stop was pressed while reading.
text-reading-stopped = टेक्स्ट पढ़ना रोक दिया गया।
# Under the text box, while a puzzle's text has switched the rules. $format: LeetCode or HackerRank.
puzzle-rules = पहेली के नियम, जैसा { $format } टेक्स्ट कहता है: खाना 1 से शुरुआत, ठीक आख़िरी खाने पर पहुँचना, हर चाल में एक ही छलाँग।
# The same, when the puzzle's text was pasted before the text on screen (its rules stay).
puzzle-rules-before = पहेली के नियम, जैसा पहले पेस्ट किए गए { $format } टेक्स्ट ने कहा था: खाना 1 से शुरुआत, ठीक आख़िरी खाने पर पहुँचना, हर चाल में एक ही छलाँग।

## Play (the game's lines; moves themselves are in the solver's words)

# Under the game, when New game is pressed in a room (playing with others).
room-game-not-yours = यह गेम रूम का है: अपना गेम शुरू करने के लिए रूम छोड़ें।
# Under the game, when the box "Game seed" holds no whole number. $typed: what was typed, as it was.
game-seed-bad = गेम का सीड पूर्ण संख्या होना चाहिए, '{ $typed }' नहीं।
# Said to screen readers when a game starts. $names: the players, as a list ("Ann and Bob"); $seed: the game's seed.
new-game-said = { $names } के साथ नया गेम। सीड { $seed }।
# The turn line while a saved game is replayed. $done: moves replayed so far; $count: all its moves.
game-replaying = गेम दोबारा चलाया जा रहा है: { $count } में से { $done } चालें…
# The turn line in a room (playing with others) before its host starts the game.
room-game-not-begun = रूम का गेम अभी शुरू नहीं हुआ है: होस्ट इसे शुरू करेगा।
# The turn line while a token moves. $name: the player's name.
turn-moving = { $name } की गोटी चल रही है।
# The turn line when a player has won. $name: the winner's name.
turn-won = { $name } जीत गए! फिर से खेलने के लिए "नया गेम" दबाएँ।
# The turn line before a computer player throws. $name: its name.
turn-computer = { $name } (कंप्यूटर) पासा फेंकने वाला है।
# The same, when the computer throws again (after a six, under that house rule).
turn-computer-again = { $name } (कंप्यूटर) फिर से पासा फेंकने वाला है।
# The turn line when a player throws again (after a six, under that house rule). $name: the player's name.
turn-again = { $name } की फिर से बारी है।
# The turn line: whose throw it is. $name: the player's name.
turn-to-roll = { $name } की बारी।
# Said to screen readers after Undo (the turn line follows). $count: the moves taken back.
undid =
    { $count ->
        [one] { $count } चाल वापस ली गई।
       *[other] { $count } चालें वापस ली गईं।
    }
# Above the list of moves of a long game. $shown: how many are listed; $count: all the moves.
log-latest = कुल { $count } चालों में से आख़िरी { $shown } चालें।
# At the top of the page, when the game saved on this device no longer replays as saved.
saved-game-not-replayed = सेव किया गया एक गेम वापस नहीं लाया जा सका (दोबारा चलाने पर वह सेव की गई स्थिति तक नहीं पहुँचता), इसलिए उसे हटा दिया गया।
# The same, when the saved game cannot be read. $error: why (in English for now).
saved-game-unreadable = सेव किया गया एक गेम पढ़ा नहीं जा सका ({ $error }), इसलिए उसे हटा दिया गया।
# The same, when the saved game cannot be replayed. $error: why (in English for now).
saved-game-not-restored = सेव किया गया एक गेम वापस नहीं लाया जा सका ({ $error }), इसलिए उसे हटा दिया गया।
# At the top of the page, when a link's game cannot be replayed. $error: why (in English for now).
link-game-not-replayed = लिंक वाला गेम दोबारा नहीं चलाया जा सका: { $error }
# Under the game, when the players are changed during a game.
players-next-game = खिलाड़ियों में बदलाव अगली बार "नया गेम" दबाने से लागू होंगे।
# Under the list of players. $most: the most players; $characters: the longest name.
players-note = ज़्यादा से ज़्यादा { $most } खिलाड़ी, हर नाम में ज़्यादा से ज़्यादा { $characters } अक्षर।
# The same, when the page has fewer token colours than the solver takes players. $solver: the solver's most.
players-note-colours = ज़्यादा से ज़्यादा { $most } खिलाड़ी, हर नाम में ज़्यादा से ज़्यादा { $characters } अक्षर (सॉल्वर { $solver } खिलाड़ी ले सकता है; पेज में गोटियों के सिर्फ़ { $most } रंग हैं)।

## How long is a game? (the colouring by expected throws, on the page's board)

# The start area's label on the board while it is coloured by expected throws. $start: the
# start's own label (in English for now); $throws: the average throws from the start to the end.
start-expected =
    { $throws ->
        [one] { $start }: औसतन { $throws } चाल
       *[other] { $start }: औसतन { $throws } चालें
    }
# The same, when from the start the end may never be reached.
start-never = { $start }: शायद कभी ख़त्म न हो
# Under the board, for a square from which the end may never be reached (the colouring is on).
expected-never = यहाँ से मंज़िल तक शायद कभी न पहुँचा जा सके, इसलिए औसत चालें अनंत हैं।
# Under the board, for a square (the colouring is on). $throws: the average throws from it to the end (may have a decimal).
expected-from-here =
    { $throws ->
        [one] यहाँ से मंज़िल तक औसतन { $throws } चाल और।
       *[other] यहाँ से मंज़िल तक औसतन { $throws } चालें और।
    }
# The same, for a square at the foot of a ladder or the head of a snake: the token goes on to $square.
expected-from-square =
    { $throws ->
        [one] खाना { $square } से मंज़िल तक औसतन { $throws } चाल और।
       *[other] खाना { $square } से मंज़िल तक औसतन { $throws } चालें और।
    }
# The title of the colours' key under the board.
legend-expected = मंज़िल तक औसत चालें:
# The far end of the colours' key. $throws: the most expected throws on the board.
legend-far = { $throws } (दूर)
# The near end of the colours' key: the last square.
legend-finish = 0 (मंज़िल)
# The key when every square is the last one (nothing to colour).
legend-all-zero = मंज़िल पर 0
# The key's note for the hatched squares.
legend-hatched = धारीदार: शायद कभी मंज़िल तक न पहुँचें
# Said to screen readers when the colouring is turned on before the analysis is done.
expected-overlay-waiting = विश्लेषण तैयार होते ही खानों को मंज़िल तक की औसत चालों के हिसाब से रंगा जाएगा।
# Said to screen readers when the colouring is turned on. $throws: the average throws from the start.
expected-overlay-said = खानों को मंज़िल तक की औसत चालों के हिसाब से रंगा गया: शुरुआत से { $throws }, आख़िरी खाने पर 0।
# The same, when from the start the end may never be reached.
expected-overlay-infinite = खानों को मंज़िल तक की औसत चालों के हिसाब से रंगा गया: शुरुआत से अनंत, आख़िरी खाने पर 0।

## Who wins? and Simulate games (in "How long is a game?")

# Under the table of win chances, when the knock-off odds failed. $error: why (in English).
odds-knock-failed = वापस शुरुआत पर भेजने वाले नियम के साथ जीत की संभावनाएँ नहीं निकाली जा सकीं: { $error }
# A house rule, as named in the list under "Simulate games" (mid-sentence, small first letter).
house-knock-off = वापस शुरुआत पर भेजना
# A house rule, as named in the same list.
house-sixes-again = छक्के पर दोबारा पासा
# A house rule, as named in the same list.
house-three-sixes = लगातार तीन छक्कों पर बारी ख़त्म
# Under "Simulate games": what is simulated. $count: the players; $names: their names, as a list;
# $rules: the house rules in force, as a list (the three messages above).
sim-setup = "खेलें" कार्ड से { $count } खिलाड़ी ({ $names }), घरेलू नियम: { $rules }।
# The same, without house rules.
sim-setup-no-rules = "खेलें" कार्ड से { $count } खिलाड़ी ({ $names }), कोई घरेलू नियम नहीं।
# Under the table of win chances: why there are no exact odds (a six rolls again).
odds-sixes-again = छक्के पर दोबारा पासा फेंकने के नियम के साथ यहाँ कोई सटीक जवाब नहीं है: संभावनाओं का अनुमान लगाने के लिए सिम्युलेट करें।
# The same, with knock-off and more than two players.
odds-knock-two = वापस शुरुआत पर भेजने के नियम के साथ सटीक संभावनाएँ सिर्फ़ दो खिलाड़ियों के लिए निकाली जाती हैं: अनुमान के लिए सिम्युलेट करें।
# The same, with knock-off on a big board. $squares: the biggest board worked out exactly.
odds-knock-size = वापस शुरुआत पर भेजने के नियम के साथ सटीक संभावनाएँ सिर्फ़ { $squares } खानों तक के बोर्ड पर निकाली जाती हैं: अनुमान के लिए सिम्युलेट करें।
# While the exact knock-off odds are worked out (a Markov chain of both players' squares).
odds-knock-busy = वापस शुरुआत पर भेजने के नियम के साथ दोनों खिलाड़ियों की साझा चेन निकाली जा रही है…
# When the knock-off odds could not be pinned down on this board.
odds-knock-unpinned = इस बोर्ड पर वापस शुरुआत पर भेजने के नियम के साथ साझा चेन का हल संभावनाओं को तय नहीं कर सका: अनुमान के लिए सिम्युलेट करें।
# How the knock-off odds were worked out, when proven.
odds-knock-exact = सटीक: दोनों खिलाड़ियों की साझा मार्कोव चेन से, वापस शुरुआत पर भेजने के नियम के साथ, 9 अंकों तक सिद्ध।
# The same, when not proven (the table shows them with ≈).
odds-knock-estimated = दोनों खिलाड़ियों की साझा मार्कोव चेन से अनुमानित, वापस शुरुआत पर भेजने के नियम के साथ: उसका हल इन्हें 9 अंकों तक सिद्ध नहीं कर सका।
# When the end cannot be reached: nobody wins.
odds-nobody = इन नियमों में कोई भी आख़िरी खाने तक नहीं पहुँच सकता, इसलिए कोई नहीं जीतता।
# When the core cannot give the win chances. $why: its reason (in English for now).
odds-not-known = जीत की संभावनाएँ ज्ञात नहीं हैं: { $why }।
# How the win chances were worked out, without house rules, when proven.
odds-method-exact = सटीक: गेम की लंबाई के वितरण से, 9 अंकों तक सिद्ध (घरेलू नियमों के बिना खिलाड़ी एक-दूसरे पर असर नहीं डालते; पहले पासा फेंकने वाले को बढ़त रहती है)।
# The same, when not proven (the table shows them with ≈).
odds-method-estimated = गेम की लंबाई के वितरण और उसके आख़िरी हिस्से से अनुमानित, इस बोर्ड पर 9 अंकों तक सिद्ध नहीं (घरेलू नियमों के बिना खिलाड़ी एक-दूसरे पर असर नहीं डालते; पहले पासा फेंकने वाले को बढ़त रहती है)।
# Under the table of win chances. $rounds and $turns: averages, as figures already written (may be
# like 2.53 × 10³³); a round is one turn of every player.
odds-game-lasts = एक गेम औसतन { $rounds } राउंड चलता है (सभी खिलाड़ियों की कुल { $turns } बारियाँ)।
# Under the table of win chances, after a simulation. $games: how many games; $seed: the simulation's seed.
odds-sim-note = सिम्युलेशन: { $games } गेम (सीड { $seed }); रेंज 95% अंतराल हैं।
# Under "Simulate games", when the simulation running was stopped by a change.
sim-stopped-changed = बोर्ड, नियम या खिलाड़ी बदल गए, इसलिए सिम्युलेशन रोक दिया गया।
# The same, when the simulation shown was for the setup as it was.
sim-changed = बोर्ड, नियम या खिलाड़ी बदल गए: इनके लिए फिर से सिम्युलेट करें।
# When the box "Simulation seed" holds no whole number. $typed: what was typed (its first 20 characters).
sim-seed-bad = सीड पूर्ण संख्या होना चाहिए, '{ $typed }' नहीं।
# While games are simulated. $games: how many; $workers: the workers (threads) sharing them.
sim-running = { $workers } वर्कर पर { $games } गेम सिम्युलेट हो रहे हैं…
# Said to screen readers when a simulation starts.
sim-running-said = { $games } गेम सिम्युलेट हो रहे हैं।
# While games are simulated. $done: games simulated so far; $percent: the same in percent of $games (a whole number).
sim-progress = { $games } में से { $done } गेम ({ $percent }%), { $workers } वर्कर पर…
# After a simulation. $seconds: how long it took.
sim-done = { $workers } वर्कर पर { $games } गेम { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } सेकंड में।
# Said to screen readers after a simulation, before its numbers.
sim-done-said = सिम्युलेशन पूरा हुआ।
# After Cancel. $done: games simulated before it.
sim-cancelled = { $games } में से { $done } गेम के बाद रद्द किया गया; अधूरे सिम्युलेशन का कुछ नहीं दिखाया जाता।
# Said to screen readers after Cancel.
sim-cancelled-said = सिम्युलेशन रद्द किया गया।
# When the simulation failed. $error: why (in English).
sim-failed = सिम्युलेशन विफल रहा: { $error }
# A simulation's result: the label before the average turns per game (in bold).
sim-turns-label = हर गेम में बारियाँ:
# After it. $mean: the average; $low and $high: its 95% interval (figures already written).
sim-turns = { $mean } (95% अंतराल { $low } से { $high }), सभी खिलाड़ियों की मिलाकर।
# A simulation's result: the label before the average rounds per game (a round: one turn of every player).
sim-rounds-label = हर गेम में राउंड:
# After it. $mean, $low, $high: as above.
sim-rounds = { $mean } (95% अंतराल { $low } से { $high })।
# A simulation's result, when a six rolls again: the label before the average throws of the die per game.
sim-throws-label = हर गेम में पासे की चालें:
# After it. $mean, $low, $high: as above.
sim-throws = { $mean } (95% अंतराल { $low } से { $high })।
# A simulation's result, when some games never ended. $count: those games; $rounds: when a game is stopped.
sim-unfinished = { $count } गेम कभी ख़त्म नहीं हुए ({ $rounds } राउंड के बाद रोके गए या अटक गए)।
# When no simulated game ended. $games: how many were played; $rounds: when a game is stopped.
sim-none-finished = { $games } गेम में से कोई भी { $rounds } राउंड में ख़त्म नहीं हुआ: इतने लंबे गेम सिम्युलेट नहीं किए जा सकते।

## Board, squares and moves (www/ui/, www/board/, www/tasks/path-walk.js, www/tasks/answer*)

# (end of board, squares and moves)

## The analysis and the search (www/tasks/analysis*, charts.js, spread-view.js, bfs-steps.js, search-task.js)

# --- "How long is a game?": the card (www/tasks/analysis.js, analysis/card.js, analysis/length.js) ---

# Over the analysis card's figures while they are worked out (past a fifth of a second).
analysis-working = गणना हो रही है…
# Over the analysis card when the board cannot be analysed. $error: the reason (a message of the solver's).
analysis-cannot = इस बोर्ड का विश्लेषण नहीं हो सकता: { $error }
# Over the analysis card when working it out failed. $error: the reason.
analysis-failed = विश्लेषण नहीं हो सका: { $error }
# The label over the first key figure: the average number of throws one player needs.
analysis-stat-mean = औसत
# The label over the key figure that half of all games are over by.
analysis-stat-median = माध्यिका
# The label over the key figure: the game length that happens most often.
analysis-stat-mode = सबसे संभावित
# The label over the key figure: the fewest throws a game can take.
analysis-stat-min = सबसे छोटा
# The label over the key figure that 9 games in 10 are over by.
analysis-stat-p90 = 10 में से 9 इतने में
# Under the mean: its unit.
analysis-note-throws = चालें
# Under the mean when it is infinite (∞): why.
analysis-note-never-end = कुछ गेम कभी ख़त्म नहीं होते
# Under the mean when no game can finish.
analysis-note-unreachable = मंज़िल तक नहीं पहुँचा जा सकता
# Under the median.
analysis-note-half = तब तक आधे ख़त्म
# Under "9 in 10 within".
analysis-note-nine-in-ten = तब तक 10 में से 9 ख़त्म
# Under the most likely length.
analysis-note-mode = सबसे संभावित लंबाई
# Under the most likely length when the solver could not prove it (the reason is the figure's tooltip).
analysis-note-not-proven = सिद्ध नहीं
# Under a figure shown as "–" because the solver could not work it out (the reason is the figure's tooltip).
analysis-note-not-known = पता नहीं
# Under the shortest game: how likely it is. $chance: a percentage, already written ("0.151%").
analysis-note-chance = संभावना { $chance }
# The name screen readers give the length chart before it is drawn.
analysis-chart-name = गेम की लंबाई का चार्ट
# The chart's key: what the bars show.
analysis-key-bars = स्तंभ: उस चाल पर गेम ख़त्म होने की संभावना (बायाँ अक्ष)
# The chart's key: what the line shows.
analysis-key-line = रेखा: तब तक गेम ख़त्म हो चुकने की संभावना (दायाँ अक्ष)
# What a screen reader says of the chart's place when there is no chart.
analysis-no-chart = कोई चार्ट नहीं: गेम की लंबाई पता नहीं है।
# Under the chart's place, for a game too long to draw. $tail: the solver's sentence on how fast the last games end (in English).
analysis-too-long = इतने लंबे गेम का चार्ट नहीं बन सकता। { $tail }
# The same, with the median. $tail: as above; $median: a number of throws, already written.
analysis-too-long-median = इतने लंबे गेम का चार्ट नहीं बन सकता। { $tail } इनमें से आधे लगभग { $median } चालों में ख़त्म हो जाते हैं।
# Under the chart when it stops before the last games. $last: the last throw shown; $share: a percentage, already written; $rows: how many rows the table lists.
analysis-chart-stops-first = चार्ट { $last } चालों पर रुकता है; { $share } गेम इससे लंबे चलते हैं (तालिका में पहली { $rows } चालें हैं)।
# The same, when the table lists every throw. $last, $share: as above.
analysis-chart-stops-all = चार्ट { $last } चालों पर रुकता है; { $share } गेम इससे लंबे चलते हैं (तालिका में सभी चालें हैं)।
# Under the chart when some games never end. $share: a percentage, already written; $all: "100%" as your language writes it.
analysis-chart-never-end = { $share } गेम कभी ख़त्म नहीं होते, इसलिए रेखा { $all } तक नहीं पहुँचती।
# Under the chart, before a throw is pointed at.
analysis-readout-help = किसी चाल को पढ़ने के लिए चार्ट पर पॉइंटर ले जाएँ या उसे छुएँ।
# Under the chart, for the throw pointed at. $throw: its number; $ends, $over: percentages, already written.
analysis-readout = चाल { $throw }: { $ends } गेम इस चाल पर ख़त्म होते हैं; { $over } तब तक ख़त्म हो चुके होते हैं।
# Opens the table of every throw (folded).
analysis-table-open = हर चाल, तालिका में
# What screen readers call the table's box, which scrolls.
analysis-table-region = हर चाल (स्क्रॉल होती है)
# The table's caption, for screen readers.
analysis-table-caption = एक खिलाड़ी का गेम हर चाल पर ख़त्म होने की संभावना, और तब तक ख़त्म हो चुकने की संभावना
# The table's first column: the throw's number.
analysis-table-throw = चाल
# The table's second column.
analysis-table-ends = इस चाल पर ख़त्म
# The table's third column.
analysis-table-over = तब तक ख़त्म
# Under the table when it stops before every game is over. $throw: its last row; $share: a percentage, already written.
analysis-table-still-going = चाल { $throw } के बाद भी { $share } गेम चल रहे होते हैं।

# --- The analysis in sentences: under the chart, and what screen readers say of it ---

# When no game can finish.
analysis-never-finishes = इन नियमों में शुरुआत से मंज़िल तक नहीं पहुँचा जा सकता, इसलिए गेम कभी ख़त्म नहीं होता।
# When the start is the last square.
analysis-no-throws = शुरुआत ही मंज़िल है: गेम में कोई चाल नहीं लगती।
# When some games never end. $square: the last square's number; $chance: a percentage, already written.
analysis-some-never-end = कुछ गेम कभी ख़त्म नहीं होते: गोटी ऐसी जगह अटक सकती है जहाँ से खाना { $square } तक नहीं पहुँचा जा सकता, और एक खिलाड़ी { $chance } संभावना से मंज़िल तक पहुँचता है।
# The average game. $throws: a number with one decimal, already written ("39.2"); $square: the last square's number.
analysis-mean-sentence = एक खिलाड़ी को खाना { $square } तक पहुँचने में औसतन { $throws } चालें लगती हैं।
# $median: a number of throws, already written.
analysis-half-over = आधे गेम { $median } चालों के भीतर ख़त्म हो जाते हैं।
# $median, $p90: numbers of throws, already written.
analysis-half-and-most = आधे गेम { $median } चालों के भीतर ख़त्म हो जाते हैं, और 10 में से 9 गेम { $p90 } के भीतर।
# $throws: the fewest throws a game takes; $chance: its chance, a percentage already written.
analysis-shortest-sentence =
    सबसे छोटे गेम में { $throws ->
        [one] { $throws } चाल
       *[other] { $throws } चालें
    } लगती हैं; इसकी संभावना { $chance } है।
# $throws: the game length that happens most often.
analysis-most-likely-sentence =
    सबसे संभावित लंबाई { $throws ->
        [one] { $throws } चाल
       *[other] { $throws } चालें
    } है।
# The last sentence when the solver proved every figure.
analysis-proven = यहाँ हर आँकड़ा कम से कम 9 सार्थक अंकों तक सिद्ध है।
# Between two sentences of the analysis (the summary, the chart's notes and label). Keep the quotes: a space, or nothing where your language puts none.
analysis-sentence-gap = {" "}

# --- The length chart, drawn (www/tasks/charts.js) ---

# Under the chart's bottom axis.
chart-axis-throws = मंज़िल तक की चालें (एक खिलाड़ी)
# Along the chart's left axis (the bars).
chart-axis-on-throw = उसी चाल पर ख़त्म
# The same on a narrow chart (keep it short).
chart-axis-on-throw-short = उसी चाल पर
# Along the chart's right axis (the line).
chart-axis-by-then = तब तक ख़त्म (रेखा)
# The same on a narrow chart (keep it short).
chart-axis-by-then-short = तब तक ख़त्म
# A label over the chart's line at the shortest game. $throws: a number, already written.
chart-mark-shortest = न्यूनतम { $throws }
# A label over the chart's line at the median. $throws: a number, already written.
chart-mark-median = माध्यिका { $throws }
# A label over the chart's line at the mean. $throws: a number with one decimal, already written.
chart-mark-mean = औसत { $throws }
# What screen readers say of the chart, first sentence. $last: the last throw the chart shows.
chart-label = एक खिलाड़ी को मंज़िल तक पहुँचने में कितनी चालें लगती हैं, इसका स्तंभ चार्ट, चाल 1 से { $last } तक।
# The chart for screen readers, next. $throws: the fewest throws.
chart-label-shortest =
    सबसे छोटे गेम में { $throws ->
        [one] { $throws } चाल लगती है
       *[other] { $throws } चालें लगती हैं
    }।
# $throws: the median.
chart-label-median = आधे गेम { $throws } चालों के भीतर ख़त्म हो जाते हैं।
# $throws: the mean, a number with one decimal already written.
chart-label-mean = औसत { $throws } चालें है।
# The chart for screen readers, last: under the chart is the table.
chart-label-table = नीचे की तालिका में हर चाल है।

# --- "Where is the token after each throw?" (www/tasks/analysis/card.js, spread-view.js) ---

# The heading of the part of the analysis card that shows where one token may be.
spread-heading = हर चाल के बाद गोटी कहाँ है?
# Under that heading.
spread-help = एक गोटी, जिसके लिए बार-बार पासा फेंका जाता है: हर खाना दिखाता है कि नीचे चुनी गई चाल के बाद गोटी के वहाँ होने की संभावना कितनी है — हर चाल की संभावनाओं की शृंखला से सटीक गणना। आख़िरी खाने में ख़त्म हो चुके गेम जमा होते हैं।
# What screen readers call that part's own board (a kind of control).
spread-board-role = बोर्ड
# The name screen readers give that board.
spread-board-name = गोटी कहाँ है
# In the element: what its board shows (a choice of two).
spread-shows = बोर्ड पर दिखे
# The first choice.
spread-shows-expected = मंज़िल तक की औसत चालें
# The second choice.
spread-shows-spread = हर चाल के बाद गोटी कहाँ है
# In the element, while its board shows the expected throws.
spread-expected-note = बोर्ड मंज़िल तक की औसत चालें दिखा रहा है: हर खाने से गेम में औसतन और कितनी चालें लगती हैं (आख़िरी खाने पर 0)। इसके बजाय गोटी कहाँ है यह देखने के लिए चाल वाला स्लाइडर खिसकाएँ या चलाएँ दबाएँ।
# When working out where the token can be failed. $error: the reason.
spread-failed = गोटी कहाँ है, इसकी गणना नहीं हो सकी: { $error }
# The label of the slider that picks a throw.
spread-throw-label = चाल
# Plays the throws one after another.
spread-play = चलाएँ
# Stops playing.
spread-pause = रोकें
# While the chances are worked out.
spread-working = गोटी कहाँ-कहाँ हो सकती है, इसकी गणना हो रही है…
# Under the slider. $throws: the last throw shown; $share: a percentage of games over by then, already written.
spread-note = हर चाल की संभावनाओं की शृंखला से सटीक, चाल { $throws } तक, जब { $share } गेम ख़त्म हो चुके होते हैं। हर चाल पर रंग सबसे संभावित खाने के अनुपात में हैं; संख्याएँ प्रतिशत हैं।
# The same, when a big board keeps fewer throws. $throws, $share: as above.
spread-note-capped = हर चाल की संभावनाओं की शृंखला से सटीक, चाल { $throws } तक (इतने बड़े बोर्ड पर यह दृश्य ज़्यादा से ज़्यादा { $throws } चालें रखता है; तब तक { $share } गेम ख़त्म हो चुके होते हैं)। हर चाल पर रंग सबसे संभावित खाने के अनुपात में हैं; संख्याएँ प्रतिशत हैं।
# A chance too small to write. $share: "0.01%" as your language writes it.
spread-under = { $share } से कम
# In a list of squares: the start, off the board.
spread-the-start = शुरुआत
# At the end of a list of squares: how many more are not named. $count: how many.
spread-more = { $count } और
# After the chosen throw, when every game is over. $throw: the throw (0: before the first).
spread-all-over =
    { $throw ->
        [0] पहली चाल से पहले
        [one] { $throw } चाल के बाद
       *[other] { $throw } चालों के बाद
    }: सभी गेम ख़त्म हो चुके हैं।
# After the chosen throw. $throw: as above; $over, $chance: percentages, already written; $square: a square's number.
spread-likely =
    { $throw ->
        [0] पहली चाल से पहले
        [one] { $throw } चाल के बाद
       *[other] { $throw } चालों के बाद
    }: { $over } गेम ख़त्म हो चुके हैं; सबसे संभावित खाना { $square } है ({ $chance })।
# The same, when the most likely place is the start (off the board).
spread-likely-start =
    { $throw ->
        [0] पहली चाल से पहले
        [one] { $throw } चाल के बाद
       *[other] { $throw } चालों के बाद
    }: { $over } गेम ख़त्म हो चुके हैं; सबसे संभावित जगह शुरुआत है ({ $chance })।
# The same, when several squares are as likely. $squares: the squares, already listed; $chance: each one's chance.
spread-likely-tied =
    { $throw ->
        [0] पहली चाल से पहले
        [one] { $throw } चाल के बाद
       *[other] { $throw } चालों के बाद
    }: { $over } गेम ख़त्म हो चुके हैं; सबसे संभावित खाने { $squares } हैं (हर एक { $chance })।
# A square's tooltip: how likely the token is there. $throw: as above; $square: its number; $chance: a percentage, already written.
spread-token-on =
    { $throw ->
        [0] पहली चाल से पहले
        [one] { $throw } चाल के बाद
       *[other] { $throw } चालों के बाद
    }: गोटी { $chance } संभावना से खाना { $square } पर है।
# The same, for the start (off the board).
spread-token-at-start =
    { $throw ->
        [0] पहली चाल से पहले
        [one] { $throw } चाल के बाद
       *[other] { $throw } चालों के बाद
    }: गोटी { $chance } संभावना से शुरुआत पर है।
# The last square's tooltip. $throw: as above; $share: a percentage, already written.
spread-over-then =
    { $throw ->
        [0] पहली चाल से पहले
        [one] { $throw } चाल के बाद
       *[other] { $throw } चालों के बाद
    }: { $share } गेम ख़त्म हो चुके हैं।
# The start area's label on that board. $share: a percentage, already written.
spread-start-label = शुरुआत: { $share }

# --- Watch the search, step by step (www/tasks/bfs-steps.js, search-task.js) ---

# While the search is recorded. $size: how many squares the board has.
search-recording = { $size } खानों वाले बोर्ड पर खोज रिकॉर्ड हो रही है…
# What screen readers call the row of the search's buttons.
search-controls = खोज के नियंत्रण
# Goes back to the search's first step.
search-restart = फिर से शुरू करें
# One step back.
search-back = पीछे
# One step on.
search-step = अगला कदम
# Plays the steps one after another.
search-play = चलाएँ
# Stops playing.
search-pause = रोकें
# Plays again from the first step.
search-replay = दोबारा चलाएँ
# A checkbox: each step expands a whole level.
search-by-level = एक बार में एक लेवल
# The label of the list of speeds.
search-speed = गति
# A speed in the list: the slowest.
search-speed-slow = धीमी
# A speed in the list: the usual one.
search-speed-normal = सामान्य
# A speed in the list: twice the usual.
search-speed-fast = तेज़
# A speed in the list: the fastest.
search-speed-fastest = सबसे तेज़
# The label before the strip of queued squares.
search-queue-label = कतार
# What screen readers call that strip.
search-queue-name = कतार, आगे वाला पहले
# What screen readers call the strip when it shows levels instead.
search-levels-name = हर लेवल के खाने
# A square of the strip: the start, off the board (keep it short).
search-start-short = शुरुआत
# A square's tooltip in the strip. $level: its level.
search-item-level = लेवल { $level }
# The same, with the square it was reached from. $parent: that square's number (or the start).
search-item-parent = लेवल { $level }, पैरेंट { $parent }
# At the end of the strip: how many more squares. $count: how many.
search-queue-more = +{ $count }
# The strip when the search has stopped.
search-queue-stopped = रुकी: मंज़िल मिल गई
# The strip when the queue is empty.
search-queue-empty = ख़ाली
# At the start of the strip of levels: how many levels come before. $count: how many.
search-levels-before = { $count } पहले
# A level in the strip. $level: its number; $count: how many squares it holds (keep it short).
search-level-item = { $level }: { $count }
# A level's tooltip in the strip. $level, $count: as above.
search-level-title =
    लेवल { $level }: { $count ->
        [one] { $count } खाना
       *[other] { $count } खाने
    }
# Under the search: a board too big to show square by square. $steps: the most steps shown.
search-levels-only = इस बोर्ड को खाना-दर-खाना खोजने में { $steps } से ज़्यादा कदम लगते हैं, इसलिए खोज एक बार में एक लेवल दिखाई जाती है: हर लेवल में कितने खाने हैं।
# Under the search: throws tried in a random order. $randomness, $seed: the numbers chosen.
search-random-order = चालें यादृच्छिक क्रम में आज़माई जाती हैं (यादृच्छिकता { $randomness }, सीड { $seed }): क्रम तय करता है कि कौन-सा खाना पैरेंट बनेगा, इसलिए दूसरा सीड उतनी ही लंबाई का कोई दूसरा रास्ता पीछे पढ़ सकता है।
# Under the search: the usual order.
search-largest-first = हर खाना अपनी चालें सबसे बड़े अंक से नीचे की ओर आज़माता है।
# Between items in a row: squares, rolls, jumps ("3, 9, 12"). Keep the quotes; the space inside counts.
search-separator = {", "}
# Between the throws of a step (each may hold commas). Keep the quotes; the space inside counts.
search-throw-separator = {"; "}
# Between two sentences of the search's words. Keep the quotes: a space, or nothing where your language puts none.
search-sentence-gap = {" "}
# After 12 squares named. $list: them; $count: how many more.
search-list-more = { $list } और { $count } अन्य
# A ladder a throw climbs. $to: its top square.
search-jump-ladder = सीढ़ी से ऊपर { $to } तक
# A snake a throw slides down. $to: its tail square.
search-jump-snake = साँप से नीचे { $to } तक
# A throw that does not move. $roll: the roll.
search-throw-no-move = { $roll }: कोई चाल नहीं
# A throw. $roll: the roll; $to: where it lands; $new: "yes" when it finds a new square.
search-throw =
    { $roll } → { $to } { $new ->
        [yes] (नया)
       *[other] (पहले देखा)
    }
# A throw that takes snakes or ladders. $jumps: them, already in words.
search-throw-jumps =
    { $roll } → { $to }, { $jumps } { $new ->
        [yes] (नया)
       *[other] (पहले देखा)
    }
# A throw past the end that bounces back.
search-throw-bounced =
    { $roll } → { $to }, मंज़िल से टकराकर वापस { $new ->
        [yes] (नया)
       *[other] (पहले देखा)
    }
# The same, then snakes or ladders.
search-throw-bounced-jumps =
    { $roll } → { $to }, मंज़िल से टकराकर वापस, { $jumps } { $new ->
        [yes] (नया)
       *[other] (पहले देखा)
    }
# The search's first position, when the start is off the board.
search-begins-start = खोज शुरुआत से, लेवल 0 पर, शुरू होती है: अभी कोई चाल नहीं। कतार में सिर्फ़ यही है। हर कदम कतार के आगे वाला खाना लेता है और वहाँ से हर चाल आज़माता है।
# The same, starting on a square. $square: its number.
search-begins = खोज खाना { $square } से, लेवल 0 पर, शुरू होती है: अभी कोई चाल नहीं। कतार में सिर्फ़ यही है। हर कदम कतार के आगे वाला खाना लेता है और वहाँ से हर चाल आज़माता है।
# When the start is the last square.
search-start-is-end = शुरुआत ही मंज़िल है: किसी चाल की ज़रूरत नहीं।
# The search's last position. $throws: the fewest throws; $path: the squares from the end back to the start; $rolls: the rolls, in a row.
search-found = मंज़िल मिल गई। सबसे कम चालें: { $throws }। पैरेंट के सहारे पीछे पढ़ा गया रास्ता: { $path }। पासे के अंक: { $rolls }।
# A step, first sentence: the start is expanded. $step: its number; $steps: how many; $level: 0.
search-expand-start = कदम { $steps } में से { $step }: शुरुआत की जाँच, लेवल { $level }।
# A step, first sentence. $square: the square expanded; $level: its level.
search-expand = कदम { $steps } में से { $step }: खाना { $square } की जाँच, लेवल { $level }।
# The same, with the square it was reached from. $parent: that square.
search-expand-from = कदम { $steps } में से { $step }: खाना { $square } की जाँच, लेवल { $level } ({ $parent } से पहुँचे)।
# The same, for a square reached from the start (off the board).
search-expand-from-start = कदम { $steps } में से { $step }: खाना { $square } की जाँच, लेवल { $level } (शुरुआत से पहुँचे)।
# A step, second sentence. $throws: each throw tried, in words.
search-throws = चालें: { $throws }।
# A step, third sentence, when no square is new. $queued: how many squares wait in the queue.
search-nothing-new =
    कुछ नया नहीं; कतार में { $queued ->
        [one] { $queued } खाना
       *[other] { $queued } खाने
    }।
# The same, with new squares. $count: how many; $level: their level; $queued: as above.
search-new =
    लेवल { $level } पर { $count ->
        [one] { $count } नया खाना
       *[other] { $count } नए खाने
    }; कतार में { $queued ->
        [one] { $queued } खाना
       *[other] { $queued } खाने
    }।
# One level at a time, first sentence. $from, $to: the steps; $steps: how many in all; $level: the level; $count: its squares; $squares: them, in a row.
search-level-steps =
    कदम { $steps } में से { $from } से { $to }: लेवल { $level }, { $count ->
        [one] { $count } खाना
       *[other] { $count } खाने
    } ({ $squares }), हर एक की हर चाल से जाँच।
# One level at a time, next sentence. $count: new squares; $level: their level; $squares: them; $queued: squares in the queue.
search-level-new =
    लेवल { $level } पर { $count ->
        [one] { $count } नया खाना
       *[other] { $count } नए खाने
    } ({ $squares }); कतार में { $queued ->
        [one] { $queued } खाना
       *[other] { $queued } खाने
    }।
# After the last step, when the end cannot be reached.
search-end-unreachable = कतार ख़ाली है: मंज़िल तक नहीं पहुँचा जा सकता।
# After the last step, when the end is found.
search-end-reached = आख़िरी खाने तक पहुँच गए: रास्ता पीछे पढ़ने के लिए अगला कदम दबाएँ।
# The same, with squares of the level left unexpanded. $level: the level; $squares: them, in a row.
search-end-reached-rest = आख़िरी खाने तक पहुँच गए, इसलिए लेवल { $level } के बाकी खानों ({ $squares }) की जाँच कभी नहीं होती: रास्ता पीछे पढ़ने के लिए अगला कदम दबाएँ।
# A search too big to show square by square: a level. $level: its number; $last: the last level; $count: its squares; $throws: the throws to reach them.
search-level-words =
    लेवल { $last } में से { $level }: { $count ->
        [one] { $count } खाना
       *[other] { $count } खाने
    }, जहाँ पहली बार { $throws ->
        [one] { $throws } चाल
       *[other] { $throws } चालों
    } के बाद पहुँचे।
# The last level. $throws: the fewest throws.
search-level-last = आख़िरी खाना इसी लेवल में है: सबसे कम चालें { $throws } हैं।
# A square's tooltip: the search has not reached it yet.
search-not-found-yet = खोज को यह अभी तक नहीं मिला।
# The start's tooltip.
search-where-starts = लेवल 0: जहाँ से खोज शुरू होती है।
# A square's tooltip. $level: its level; $parent: the square it was reached from; $throws: how many throws (the level).
search-first-reached =
    लेवल { $level }: पहली बार { $parent } से { $throws ->
        [one] { $throws } चाल
       *[other] { $throws } चालों
    } में पहुँचे।
# The same, for a square reached from the start (off the board).
search-first-reached-start =
    लेवल { $level }: पहली बार शुरुआत से { $throws ->
        [one] { $throws } चाल
       *[other] { $throws } चालों
    } में पहुँचे।

# (end of the analysis and the search)

## The designer (www/tasks/design*)

# (end of the designer)

## The element and playing (www/widget/, www/tasks/game-session.js, www/tasks/online.js)

# (end of the element and playing)

## The core's messages (errors, warnings and narration, by code)

# (end of the core's messages)

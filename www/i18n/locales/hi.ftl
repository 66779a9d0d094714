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
# Inside the empty list of moves, before the first throw.
game-log =
    .data-empty = अभी तक कोई चाल नहीं।
# The switch beside Undo for the game's sounds, while they play.
play-sound-on = ध्वनि: चालू
# The same switch while the sounds are off.
play-sound-off = ध्वनि: बंद
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
# The board of "Where is the token after each throw?", for screen readers. $board: the board's own label (a sentence or two); then what its colours show.
spread-board-label = { $board } हर खाना दिखाता है कि गोटी के वहाँ होने की संभावना कितनी है।

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
# A note about the board (from the solver), in the list under the board. $note: the note (a "core-warning-" message).
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
# A link with a mistake, opened while a board is on screen. $error: what is wrong (a "link-why-" message below).
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
# The rest of the page's messages (fetched once the page is ready: the analysis's, the designer's, the core's errors) did not load. $error: why (in English).
load-failed-words = पेज के बाकी शब्द लोड नहीं हो सके ({ $error })। फिर से कोशिश करने के लिए पेज दोबारा लोड करें।
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
# Under the table when the boards could not be solved. $error: why (the core's reason, in the page's language).
answers-failed = बोर्ड हल नहीं हो सके: { $error }
# In the table's "Fewest throws" column, for a board whose last square no throw reaches.
answers-unreachable = आख़िरी खाने तक नहीं पहुँचा जा सकता
# The button in each row of the table: shows that board and its path.
answers-show-path = रास्ता दिखाएँ
# The same button, for screen readers. $board: the board's number in the text.
answers-show-path-of = बोर्ड { $board } का रास्ता दिखाएँ
# In the list for picking one board of a text with several. $n: the board's number in the text; $count: boards in the text; $size: the board's squares.
board-pick-option = { $count } में से { $n } ({ $size } खाने)

## Watch the search (the second board, under Solve)

# The search's board, for screen readers. $board: what the board is, a whole sentence.
search-board-label = { $board } Enter दबाने पर खोज एक कदम आगे बढ़ती है।
# What the search's board calls the start, when tokens start on square 1 (the puzzles' rule).
search-start-one = खिलाड़ी खाना 1 से शुरू करते हैं
# What the search's board calls the start, when tokens start before square 1.
search-start-off = शुरुआत, बोर्ड के बाहर

## Play with others (why a board cannot be sent to a room)

# Opening a room when no board is on screen.
room-no-board = स्क्रीन पर खेलने के लिए कोई बोर्ड नहीं है।
# Opening a room with a board that cannot be written as text. $error: why (the core's reason, in the page's language).
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
# Under the text box, when its text could not be read. $error: what is wrong (the core's reason, in the page's language).
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
# Under the answer, when Solve is pressed while the solver is still loading (just after the page opens).
solve-pressed-early = “हल करें” दबाया गया: सॉल्वर लोड होते ही जवाब आएगा।
# Why a text in the Board box is refused (the page puts it in a sentence, its first letter made a capital): the link that carries it would be too long. $linked: its characters in a link; $typed: its characters as typed; $most: the most a link may hold.
text-refused-link = लिंक में यह टेक्स्ट { $linked } अक्षर लेता है (लिखे रूप में { $typed }); पेज वही बोर्ड पढ़ता है जिनका लिंक { $most } अक्षरों में आ जाए, ताकि रीलोड या साझा किया गया लिंक उन्हें वापस ला सके
# Why a text in the Board box is refused: no board could be found in it.
text-refused-no-board = टेक्स्ट में कोई बोर्ड नहीं मिला
# Why a board of the Board box is not drawn: it has too many squares. $size: its squares; $most: the most the page draws ("snakes" is the project's command: keep it).
text-refused-squares = इस बोर्ड में { $size } खाने हैं; पेज अधिकतम { $most } खानों वाले बोर्ड बनाता है (बड़े बोर्ड snakes कमांड हल करता है)
# Why a text in the Board box is refused: too many characters. $count: its characters; $most: the most the page reads.
text-refused-characters = टेक्स्ट में { $count } अक्षर हैं; पेज अधिकतम { $most } अक्षरों वाले बोर्ड पढ़ता है (लगभग 2 MB)
# Why a text in the Board box is refused: too many lines. $count: its lines; $most: the most the page reads. Keep the example in quotes as it is (a board's text).
text-refused-lines = टेक्स्ट में { $count } पंक्तियाँ हैं; पेज अधिकतम { $most } पंक्तियों वाले बोर्ड पढ़ता है (कई छलाँगें एक ही पंक्ति में हो सकती हैं: 'ladder 1 -> 38, 4 -> 14')

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
# The same, when the saved game cannot be read. $error: why (a "saved-why-" message below).
saved-game-unreadable = सेव किया गया एक गेम पढ़ा नहीं जा सका ({ $error }), इसलिए उसे हटा दिया गया।
# The same, when the saved game cannot be replayed. $error: why (the core's reason, in the page's language).
saved-game-not-restored = सेव किया गया एक गेम वापस नहीं लाया जा सका ({ $error }), इसलिए उसे हटा दिया गया।
# At the top of the page, when a link's game cannot be replayed. $error: why (the core's reason, in the page's language).
link-game-not-replayed = लिंक वाला गेम दोबारा नहीं चलाया जा सका: { $error }
# Under the game, when the players are changed during a game.
players-next-game = खिलाड़ियों में बदलाव अगली बार "नया गेम" दबाने से लागू होंगे।
# Under the list of players. $most: the most players; $characters: the longest name.
players-note = ज़्यादा से ज़्यादा { $most } खिलाड़ी, हर नाम में ज़्यादा से ज़्यादा { $characters } अक्षर।
# The same, when the page has fewer token colours than the solver takes players. $solver: the solver's most.
players-note-colours = ज़्यादा से ज़्यादा { $most } खिलाड़ी, हर नाम में ज़्यादा से ज़्यादा { $characters } अक्षर (सॉल्वर { $solver } खिलाड़ी ले सकता है; पेज में गोटियों के सिर्फ़ { $most } रंग हैं)।

## How long is a game? (the colouring by expected throws, on the page's board)

# The start area's label on the board while it is coloured by expected throws. $start: the
# start's own label; $throws: the average throws from the start to the end.
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
# When the core cannot give the win chances. $why: its reason.
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
sim-unfinished = { $count } गेम कभी ख़त्म नहीं हुए ({ $rounds } राउंड के बाद रोके गए या अटक गए)। ऊपर के औसत केवल पूरे हुए गेमों के हैं; बाकी गेम जोड़ने पर वे और अधिक होते।
# When no simulated game ended. $games: how many were played; $rounds: when a game is stopped.
sim-none-finished = { $games } गेम में से कोई भी { $rounds } राउंड में ख़त्म नहीं हुआ: इतने लंबे गेम सिम्युलेट नहीं किए जा सकते।

## Board, squares and moves (www/ui/, www/board/, www/tasks/path-walk.js, www/tasks/answer*)

# The board's name for screen readers (the canvas), and how to read it. $size: its squares;
# $rows and $columns: its rows and the squares in each; $ladders and $snakes: how many of each.
board-label =
    साँप सीढ़ी का बोर्ड: { $size } खाने, { $rows } { $rows ->
        [one] पंक्ति
       *[other] पंक्तियाँ
    }, हर पंक्ति में { $columns } खाने, नीचे बाईं ओर से गिने गए, { $ladders } { $ladders ->
        [one] सीढ़ी
       *[other] सीढ़ियाँ
    } और { $snakes } { $snakes ->
        [one] साँप
       *[other] साँप
    }। ऐरो कुंजियों से एक खाने से दूसरे खाने पर जाएँ।
# The label of the start area (before square 1) drawn on the board, when players start there.
board-start-off = शुरुआत, बोर्ड के बाहर
# The same, when the rules start players on square 1 (the start area is then only a label).
board-start-one = खिलाड़ी खाना 1 से शुरू करते हैं
# Reading the board (under it, and in its tooltip): the start area, when the rules start players on square 1.
square-off-board-start-one = बोर्ड के बाहर। इन नियमों में खिलाड़ी खाना 1 से शुरू करते हैं।
# Reading the board: the start area (before square 1).
square-start = शुरुआत, बोर्ड के बाहर।
# Reading the board: the start area, when no throws lead from it to the last square.
square-start-unreachable = शुरुआत, बोर्ड के बाहर। यहाँ से आख़िरी खाने तक नहीं पहुँचा जा सकता।
# Reading the board: the start area, with the fewest throws from it to the end. $throws: that number.
square-start-throws =
    शुरुआत, बोर्ड के बाहर: आख़िरी खाने तक कम से कम { $throws } { $throws ->
        [one] चाल
       *[other] चालें
    }।
# Reading the board: a square with nothing on it. $square: its number.
square-plain = खाना { $square }।
# Reading the board: the last square. $square: its number.
square-finish = खाना { $square }, मंज़िल।
# Reading the board: a square where a ladder starts. $square: its number; $to: the square at the ladder's top.
square-ladder-foot = खाना { $square }: सीढ़ी का निचला सिरा, जो { $to } तक ऊपर जाती है।
# Reading the board: a square where a snake's head is. $square: its number; $to: the square at the snake's tail.
square-snake-head = खाना { $square }: साँप का मुँह, जो { $to } तक नीचे ले जाता है।
# Reading the board: a square where ladders or snakes end. $square: its number; $arrivals: what
# ends there, a list of the two messages below ("the top of the ladder from 4 and the tail of the snake from 98").
square-arrivals = खाना { $square }: { $arrivals }।
# The same on the last square. $square: its number; $arrivals: as above.
square-finish-arrivals = खाना { $square }, मंज़िल: { $arrivals }।
# Reading the board: after a square's jump, what else ends there. $arrivals: as above.
square-also = साथ ही { $arrivals }।
# An item of $arrivals above: a ladder ends on this square. $from: the square at the ladder's foot.
square-ladder-top = { $from } से आने वाली सीढ़ी का ऊपरी सिरा
# An item of $arrivals above: a snake ends on this square. $from: the square at the snake's head.
square-snake-tail = { $from } से आने वाले साँप की पूँछ
# Reading the board, on a jump's start: after its jump, no throws lead to the last square.
square-landing-unreachable = यहाँ रुकने पर आख़िरी खाने तक नहीं पहुँचा जा सकता।
# Reading the board, on a jump's start: the fewest throws left after landing here. $throws: that number.
square-landing-throws =
    यहाँ रुकने पर आख़िरी खाने तक { $throws } { $throws ->
        [one] चाल
       *[other] चालें
    } बचती हैं।
# Reading the board: no throws lead from this square to the last square.
square-unreachable = यहाँ से आख़िरी खाने तक नहीं पहुँचा जा सकता।
# Reading the board: the fewest throws from this square to the end. $throws: that number.
square-throws =
    यहाँ से आख़िरी खाने तक { $throws } { $throws ->
        [one] चाल।
       *[other] चालें।
    }
# Reading the board in a game: the players whose tokens are on this square. $names: their names, as a list; $count: how many.
square-players-here =
    { $count ->
        [one] { $names } यहाँ है।
       *[other] { $names } यहाँ हैं।
    }
# The start area's label on the board, while squares are coloured by throws to the end. $start: its own label.
square-start-label-throws =
    { $start }: आख़िरी खाने तक { $throws } { $throws ->
        [one] चाल
       *[other] चालें
    }
# The same, when the end cannot be reached from the start. $start: the start area's own label.
square-start-label-unreachable = { $start }: आख़िरी खाने तक नहीं पहुँचा जा सकता
# The arrow between squares (or numbers) one after the other in a path ("the start → 4 → 14"),
# with a space either side; in a right-to-left language, an arrow pointing left.
walk-arrow = {" → "}
# A throw of the solver's path, in the list of throws. $roll: the die's face; $move: the throw (as above).
walk-step = पासे पर { $roll }: { $move }।
# The same, with the fewest throws left before and after it. $before and $after: those numbers.
walk-step-left = पासे पर { $roll }: { $move }। बची चालें: { $before }{"\u00A0"}→{"\u00A0"}{ $after }।
# The end of a long list that is cut short (rolls, squares of a path). $list: the items shown;
# $sep: what goes between them (", " or " → "); $count: the items left out.
walk-list-more = { $list }{ $sep }… और { $count } अन्य
# Said to screen readers after Solve. $min: the fewest throws; $rolls: the rolls, as a list ("4, 6, 2").
answer-said = सबसे कम चालें: { $min }। पासे: { $rolls }।
# Said to screen readers after Solve, when no throws reach the last square.
answer-unreachable-said = इन नियमों में शुरुआत से आख़िरी खाने तक नहीं पहुँचा जा सकता।
# Said to screen readers after Solve, when the start is the last square.
answer-zero-said = शुरुआत ही मंज़िल है: कोई चाल नहीं चाहिए।
# The answer's headline, before the number (shown in bold after it).
answer-fewest = सबसे कम चालें:
# The answer's number, when no throws reach the last square.
answer-min-unreachable = असंभव: आख़िरी खाने तक नहीं पहुँचा जा सकता
# Beside the answer, when no throws reach the last square.
answer-no-sequence = इन नियमों में पासों का कोई भी क्रम शुरुआत से आख़िरी खाने तक नहीं पहुँचता।
# Beside the answer, when one roll sequence alone is that short.
answer-only-sequence = इतना छोटा पासों का यही एक क्रम है।
# Beside the answer: how many roll sequences are as short, when the one shown is the first. $count: how many.
answer-sequences-first = पासों के { $count } अलग-अलग क्रम इतने ही छोटे हैं; यह पहला है।
# The same, when the one shown was picked at random among them. $count: how many.
answer-sequences-random = पासों के { $count } अलग-अलग क्रम इतने ही छोटे हैं; यह क्रम यूँ ही चुना गया।
# The tooltip of a roll in the answer's row of rolls. $throw: its place in the path (1, 2, ...).
answer-chip-title = चाल { $throw }
# The end of the answer's row of rolls, when it is too long to show. $count: the rolls not shown.
answer-rolls-more = … { $count } और
# The answer's row of rolls, for screen readers.
answer-rolls-label = सबसे छोटे रास्ते के पासे
# The answer's buttons, for screen readers.
answer-walk-label = रास्ते पर चलें
# A button: walks the path one throw.
answer-step = एक कदम
# A button: walks the whole path on the board.
answer-play = चलाएँ
# The same button while the path is walked.
answer-pause = रोकें
# The same button when the walk has reached the end.
answer-replay = फिर से चलाएँ
# A button: puts the token back on the start.
answer-reset = शुरू पर लौटें
# A button: shows another path as short as this one.
answer-another = दूसरा रास्ता
# The list of the path's throws in words, for screen readers.
answer-steps-label = रास्ते की हर चाल
# A button under a long list of throws: lists more of them.
answer-more-throws = और चालें दिखाएँ
# A fold that opens the list of the path's throws in words (in the element).
answer-throws-summary = हर चाल शब्दों में
# Under the rolls: the squares the path rests on. $squares: the squares, as a list ("start → 4 → 14").
answer-path = रास्ता: { $squares }।
# The start area, in the list of the path's squares.
answer-path-start = शुरुआत
# Under the rolls, before the path is walked.
answer-at-start = शुरुआत पर। "एक कदम" रास्ते पर एक बार में एक चाल चलता है।
# Under the rolls while the path is walked: the throw reached. $throw: which; $count: all the
# throws; $roll: the die's face; $move: the throw in words ("26 → 28, ladder up to 84").
answer-throw = { $count } में से चाल { $throw }: पासे पर { $roll }, { $move }।
# Said to screen readers after Reset.
answer-back-said = वापस शुरुआत पर।
# Said to screen readers at the end of a walk. $square: the last square; $throws: the throws walked.
answer-reached-said =
    { $throws } { $throws ->
        [one] चाल
       *[other] चालों
    } में खाना { $square } तक पहुँचे।
# Under the answer, when the start is the last square.
answer-why-zero = शुरुआत ही मंज़िल है।
# Under the answer: why no path is shorter. $number: the fewest throws from the start; $chain: the
# fewest throws left after each throw of the path ("7 → 6 → 5 → … → 0"); $min: the fewest throws.
answer-why =
    कोई रास्ता इससे छोटा क्यों नहीं: हर खाने की एक संख्या है, उससे आख़िरी खाने तक की सबसे कम चालें। शुरुआत की संख्या { $number } है। कोई भी चाल इस संख्या को एक से ज़्यादा नहीं घटा सकती, क्योंकि किसी छोटी संख्या से एक चाल दूर का खाना ख़ुद छोटी संख्या वाला होता। यह रास्ता हर चाल में इसे ठीक एक घटाता है ({ $chain }), इसलिए यह { $min ->
        [one] { $min } चाल
       *[other] { $min } चालों
    } में 0 तक पहुँचता है, और इससे बेहतर कुछ नहीं हो सकता।
# The same, with how the page shows every square's number ($see: the message below).
answer-why-see =
    कोई रास्ता इससे छोटा क्यों नहीं: हर खाने की एक संख्या है, उससे आख़िरी खाने तक की सबसे कम चालें ({ $see })। शुरुआत की संख्या { $number } है। कोई भी चाल इस संख्या को एक से ज़्यादा नहीं घटा सकती, क्योंकि किसी छोटी संख्या से एक चाल दूर का खाना ख़ुद छोटी संख्या वाला होता। यह रास्ता हर चाल में इसे ठीक एक घटाता है ({ $chain }), इसलिए यह { $min ->
        [one] { $min } चाल
       *[other] { $min } चालों
    } में 0 तक पहुँचता है, और इससे बेहतर कुछ नहीं हो सकता।
# Inside the message above, in brackets: how to see every square's number on the page ("Colour
# every square by throws to the end" is the checkbox under the answer).
answer-proof-see = सब देखने के लिए रंग दिखाना चालू करें
# The die, for screen readers. $value: the face it shows.
controls-die-showing = पासे पर { $value }
# The die before the first throw, for screen readers.
controls-die-blank = पासा, अभी फेंका नहीं गया
# A choice of who plays a seat: a person.
controls-human = इंसान
# A choice of who plays a seat: the computer.
controls-computer = कंप्यूटर
# The button that removes a player, for screen readers. $seat: the player's number.
controls-remove-player = खिलाड़ी { $seat } को हटाएँ
# A player's name box, for screen readers. $seat: the player's number; $colour: the token's colour (keep the [keys]).
controls-player-name =
    खिलाड़ी { $seat } का नाम ({ $colour ->
        [blue] नीली
        [green] हरी
        [yellow] पीली
        [purple] बैंगनी
        [orange] नारंगी
        [teal] फ़िरोज़ी
        [pink] गुलाबी
       *[red] लाल
    } गोटी)
# A player's choice of person or computer, for screen readers. $seat: the player's number.
controls-player-type = खिलाड़ी { $seat } कौन खेलेगा
# The key of the colouring by throws to the end, under the board.
controls-legend-title = आख़िरी खाने तक चालें:
# The key's far end (the colour of the most throws). $max: that number.
controls-legend-far = { $max } (दूर)
# The key's near end (the colour of the last square).
controls-legend-finish = 0 (मंज़िल)
# The key, when every square that reaches the end is the last one.
controls-legend-only-finish = मंज़िल पर 0
# The key: what the hatched squares mean.
controls-legend-unreachable = धारीदार: आख़िरी खाने तक नहीं पहुँच सकते
# The heading over the ranking at a game's end. $name: the winner.
win-heading = { $name } जीत गए!
# The caption of the ranking at a game's end.
win-caption = अंतिम क्रम, हर खिलाड़ी की चालें, चढ़ी सीढ़ियाँ और मिले साँप।
# A column of the ranking: the player.
win-player = खिलाड़ी
# A column of the ranking: the square each player reached.
win-square = खाना
# A column of the ranking: the throws each player made.
win-throws = चालें
# A column of the ranking: the ladders each player climbed.
win-ladders = सीढ़ियाँ
# A column of the ranking: the snakes each player met.
win-snakes = साँप
# A row of the ranking: a player's place and name. $place: 1, 2, ...; $name: the player's name.
win-place = { $place }. { $name }
# The rules in one sentence, on the printed board and in the summary of a room that plays together. $start: "one" (players start on square 1) or "off" (off the board); $overshoot: "stay", "win" or "bounce" (a throw past the last square); $jumps: "chain" or "single" (a snake or ladder ending where another starts); $faces: the die's faces. Keep the [keys]; translate what follows them.
rules-in-words =
    नियम: { $start ->
        [one] सब खाना 1 से शुरू करते हैं
       *[off] सब बोर्ड के बाहर से शुरू करते हैं
    }; { $overshoot ->
        [stay] आख़िरी खाने से आगे ले जाने वाली चाल नहीं चली जाती (ठीक आख़िरी खाने पर पहुँचना ज़रूरी है)
        [win] आख़िरी खाने तक पहुँचने या उससे आगे जाने वाली चाल जीत दिलाती है
       *[bounce] आख़िरी खाने से आगे ले जाने वाली चाल में गोटी उतना ही पीछे लौटती है
    }; { $jumps ->
        [chain] अगर साँप या सीढ़ी वहाँ ख़त्म हो जहाँ दूसरा शुरू होता है, तो गोटी उस पर भी जाती है
       *[single] एक चाल में एक ही साँप या सीढ़ी, चाहे वह वहाँ ख़त्म हो जहाँ दूसरा शुरू होता है
    }; { $faces } फलकों वाला पासा।
# The name of the board as a picture, in "Download SVG" (read by screen readers and shown as the file's title).
svg-title = साँप सीढ़ी का बोर्ड
# The printed board's heading. $size: its squares.
print-heading = साँप सीढ़ी: { $size } खाने
# The name of the printed board's picture, for screen readers. $size: its squares.
print-board-title = साँप सीढ़ी का बोर्ड, { $size } खाने
# The key under the board in "Download SVG" and on the printed board, beside a ladder.
svg-legend-ladder = सीढ़ी: निचले सिरे से ऊपर तक चढ़ें
# The same key, beside a snake (● marks its head).
svg-legend-snake = साँप: मुँह (●) से पूँछ तक नीचे फिसलें
# The same key, beside the last square's colour.
svg-legend-finish = ★ मंज़िल
# On the printed board, above the board's text in small print.
print-text-label = यह बोर्ड टेक्स्ट के रूप में (इसे फिर से खेलने के लिए पेज के “बोर्ड” बॉक्स में टाइप करें):
# On the printed board, in the place of a text too long to print. $lines: the text's lines.
print-text-too-long = इस बोर्ड का टेक्स्ट ({ $lines } पंक्तियाँ) इस पेज के लिए बहुत लंबा है; वह इसके लिंक में, या पेज के “बोर्ड” बॉक्स में है।
# A player's name when none is given: the colour of their seat's token, as a name ("Red rolls a 3"). $colour: the colour; keep the [keys].
seat-name =
    { $colour ->
        [blue] नीला
        [green] हरा
        [yellow] पीला
        [purple] बैंगनी
        [orange] नारंगी
        [teal] फ़िरोज़ी
        [pink] गुलाबी
       *[red] लाल
    }

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
# Under the chart's place, for a game too long to draw. $tail: the solver's sentence on how fast the last games end.
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
# Every percentile of the game's length (a quarter, half, ... of the games over) is not known, for one reason. $known: what is proven, already worded ("at least 404"); $why: the core's reason, already worded.
analysis-percentiles-not-known = खेल की लंबाई के प्रतिशतक ज्ञात नहीं हैं ({ $known }): { $why }।
# Every game ends but the average cannot be given. $why: the core's reason, already worded ("at least 404; the solver's answer failed its own check, …").
analysis-mean-not-known = औसत खेल की लंबाई ज्ञात नहीं है: { $why }।
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

# The help line at the top of the designer's card.
design-help = सीढ़ी (ऊपर की ओर) या साँप (नीचे की ओर) जोड़ने के लिए एक खाने से दूसरे खाने तक खींचें, या दोनों खानों पर टैप करें। किसी साँप या सीढ़ी को हिलाने के लिए उसका कोई भी सिरा खींचें। बोर्ड पर: ऐरो कुंजियाँ, फिर हर सिरे पर Enter; Delete चुने हुए साँप या सीढ़ी को हटाता है; Escape छोड़ देता है।
# The heading over the designed board's numbers.
design-numbers-heading = यह बोर्ड कैसा खेलता है
# A figure's label: the fewest throws from the start to the end.
design-min-label = सबसे कम चालें
# A figure's label: the average number of throws a game takes one player.
design-mean-label = औसत गेम (एक खिलाड़ी)
# A figure's label: the median number of throws of a game.
design-median-label = माध्यिका
# A figure's label: the chance that the first of two players wins.
design-odds-label = पहला खिलाड़ी जीतता है (दो में से)
# A button: takes back the last edit.
design-undo = पहले जैसा करें
# A button: makes an edit taken back again.
design-redo = फिर से करें
# A button: removes the chosen snake or ladder.
design-delete = साँप/सीढ़ी हटाएँ
# A button: removes every snake and ladder.
design-clear = सब हटाएँ
# A button (on the page): the designer starts again from the board shown on the page.
design-from-page = पेज वाले बोर्ड से शुरू करें
# The label of the field for the board's number of rows.
design-rows = पंक्तियाँ
# The label of the field for the board's number of columns.
design-columns = कॉलम
# The button that gives the board the rows and columns typed.
design-resize = आकार बदलें
# The heading over the chart of how many throws games take.
design-chart-heading = गेम कितने लंबे चलते हैं (एक खिलाड़ी)
# The chart's name for screen readers (before its numbers are in).
design-chart-label = गेम की लंबाई का चार्ट
# The heading over the list of what each snake and ladder is worth.
design-values-heading = हर साँप और सीढ़ी का असर
# Over the numbers while a big board's are worked out, after an edit (they take a moment).
design-numbers-busy = इस बोर्ड के आँकड़े निकाले जा रहे हैं…
# Over the list of what each jump is worth while it is worked out.
design-values-busy = हर साँप और सीढ़ी का असर निकाला जा रहा है…
# After that heading: how many jumps the list holds, biggest change first. $count: how many.
design-values-count = ({ $count }, सबसे बड़ा बदलाव पहले)
# In the list of jumps' worths, when the board has none.
design-values-none = अभी कोई साँप या सीढ़ी नहीं है।
# At the end of a list shown in part. $count: how many more there are.
design-more = … और { $count } अन्य।
# The heading over Print and the downloads (on the page).
design-export-print-heading = प्रिंट करें और शेयर करें
# The heading over the downloads (in the element, which has no Print).
design-export-heading = डाउनलोड करें
# A button: prints the board with its numbers.
design-print = प्रिंट करें
# A button: downloads the board as a PNG picture.
design-png = PNG डाउनलोड करें
# A button: downloads the board as an SVG drawing.
design-svg = SVG डाउनलोड करें
# A line under the downloads on the page: the link copied by the "Copy link to this view" button of the "Make a board" card holds the designed board.
design-share-note = "बोर्ड बनाएँ" कार्ड में "इस व्यू का लिंक कॉपी करें" डिज़ाइन किए गए बोर्ड को भी किसी दूसरे बोर्ड की तरह शेयर करता है।
# A jump's name at the start of a line in the list of worths. $kind: ladder or snake; $from, $to: its squares.
design-jump-name =
    { $kind ->
        [ladder] सीढ़ी { $from } → { $to }
       *[snake] साँप { $from } → { $to }
    }
# Said after a jump was added. $kind: ladder or snake; $from, $to: its squares.
design-added =
    { $kind ->
        [ladder] सीढ़ी { $from } → { $to } जोड़ी गई।
       *[snake] साँप { $from } → { $to } जोड़ा गया।
    }
# Said after an end of a jump was moved. $kind: ladder or snake; $from, $to: its squares now.
design-moved =
    { $kind ->
        [ladder] हिलाया गया: अब सीढ़ी { $from } → { $to } है।
       *[snake] हिलाया गया: अब साँप { $from } → { $to } है।
    }
# After "Added ..." or "Moved ...": chains and shared ends the new jump makes (allowed). $warnings: the core's notes, separated by semicolons.
design-added-note = ध्यान दें: { $warnings }।
# After "Added ...": the board's jumps still form a cycle under the rules, so there are no numbers. $reason: the core's words on the cycle.
design-no-numbers-yet = अभी कोई आँकड़े नहीं: { $reason }; वह साँप/सीढ़ी या नियम बदलें।
# After "Added ...": the edit broke the cycle that kept the numbers away.
design-cycle-gone = चक्र हट गया: आँकड़े वापस आ गए।
# Said when Delete is pressed with no jump chosen.
design-choose-first = पहले कोई साँप या सीढ़ी चुनें: उसके शुरू या आख़िरी सिरे पर टैप करें, या उस पर Enter दबाएँ।
# Said after a jump was deleted. $kind: ladder or snake; $from, $to: its squares.
design-deleted =
    { $kind ->
        [ladder] सीढ़ी { $from } → { $to } हटाई गई।
       *[snake] साँप { $from } → { $to } हटाया गया।
    }
# Said after Clear.
design-cleared = सब हटा दिया: कोई साँप या सीढ़ी नहीं।
# Why a new size was refused (then shown in "Refused: ..."). $max: the most rows or columns; $rows, $columns: what was typed.
design-size-refused = पंक्तियाँ और कॉलम 1 से { $max } तक की पूरी संख्याएँ होनी चाहिए, { $rows } × { $columns } नहीं
# Put in design-size-refused for an empty field.
design-size-nothing = कुछ नहीं
# Why a new size was refused by the core (then shown in "Refused: ..."). $reason: the core's words; $rows, $columns: the size asked for.
design-resize-refused = { $reason } ({ $rows } × { $columns })
# Said after the board was given a new size. $rows, $columns: its rows and columns; $size: its squares.
design-resized =
    { $rows ->
        [one] अब { $columns } खानों की { $rows } पंक्ति ({ $size } खाने)।
       *[other] अब { $columns } खानों की { $rows } पंक्तियाँ ({ $size } खाने)।
    }
# After design-resized: jumps that no longer fit on the smaller board were removed. $count: how many.
design-resize-dropped =
    { $count ->
        [one] { $count } साँप/सीढ़ी अब नहीं समाती थी, इसलिए हटा दी गई ("पहले जैसा करें" उसे वापस लाता है)।
       *[other] { $count } साँप/सीढ़ियाँ अब नहीं समाती थीं, इसलिए हटा दी गईं ("पहले जैसा करें" उन्हें वापस लाता है)।
    }
# Said after Undo.
design-undone = पहले जैसा कर दिया।
# Said after Redo.
design-redone = फिर से कर दिया।
# Said when the designer starts again from the host's board. $board: page (the board on the page) or given (the board given to the embedded board).
design-started =
    { $board ->
        [page] पेज वाले बोर्ड से फिर शुरू किया।
       *[given] दिए गए बोर्ड से फिर शुरू किया।
    }
# A line under the size fields: a chain or shared end of the board (allowed). $warning: the core's words.
design-warning = इसकी अनुमति है, पर ध्यान दें: { $warning }
# Said when a jump was chosen from the list of worths. $kind: ladder or snake; $from, $to: its squares.
design-chose =
    { $kind ->
        [ladder] सीढ़ी { $from } → { $to } चुनी गई: हिलाने के लिए उसका कोई भी सिरा खींचें, या Delete दबाएँ।
       *[snake] साँप { $from } → { $to } चुना गया: हिलाने के लिए उसका कोई भी सिरा खींचें, या Delete दबाएँ।
    }
# On a printed board, under it: what its numbers are, a whole sentence. $shown: which are known ("min", "mean" or "both");
# $min: the fewest throws; $mean: the throws of an average game for one player, one decimal.
design-print-facts = { $shown ->
    [min] सबसे कम चालें { $min }।
    [mean] एक खिलाड़ी का औसत गेम { $mean } चालों का।
   *[both] सबसे कम चालें { $min }; एक खिलाड़ी का औसत गेम { $mean } चालों का।
}
# Added to what an edit did when the board's last square can no longer be reached.
design-unreachable-note = अब कोई भी गेम आख़िरी खाने तक नहीं पहुँच सकता: आँकड़े "कभी नहीं" दिखाते हैं।
# Beside the board after a tap on a phone, after what the tap did: the board's numbers. $min: the fewest throws; $mean: the average game, as the card shows them.
design-numbers-line = सबसे कम चालें { $min }; औसत गेम { $mean }।
# Why an edit was refused (in the card; the reason alone is shown beside the board). $reason: the core's words.
design-refused = नहीं हो सकता: { $reason }। बोर्ड नहीं बदला।
# The board has no numbers because the core failed. $error: the core's words.
design-numbers-failed = आँकड़े नहीं निकाले जा सके: { $error }
# In the list of worths when they could not be worked out. $error: the core's words.
design-worths-failed = इस बोर्ड के लिए नहीं निकाला गया: { $error }
# The fewest throws when the end cannot be reached.
design-min-never = कभी नहीं
# The average game when games never end.
design-mean-never = कभी ख़त्म नहीं होता
# A number of throws, for the average and the median. $throws: the number (maybe with decimals).
design-throws = { $throws } चालें
# Who wins when the end cannot be reached.
design-odds-nobody = कोई नहीं: मंज़िल तक नहीं पहुँचा जा सकता
# The first of two players' chance of winning, and the second's. $first, $second: percentages.
design-odds = { $first } (दूसरा: { $second })
# Under the chart: how long games last. $p25, $p75, $p90: numbers of throws.
design-spread-three = 4 में से 1 गेम { $p25 } चालों के भीतर ख़त्म हो जाता है, 4 में से 3 { $p75 } के भीतर, 10 में से 9 { $p90 } के भीतर।
# Under the chart, when fewer than 9 games in 10 ever end. $p25, $p75: numbers of throws.
design-spread-two = 4 में से 1 गेम { $p25 } चालों के भीतर ख़त्म हो जाता है, 4 में से 3 { $p75 } के भीतर।
# Under the chart, when fewer than 3 games in 4 ever end. $p25: a number of throws.
design-spread-one = 4 में से 1 गेम { $p25 } चालों के भीतर ख़त्म हो जाता है।
# Under the chart when the last square cannot be reached.
design-spread-unreachable = कोई गेम ख़त्म नहीं होता: आख़िरी खाने तक नहीं पहुँचा जा सकता।
# Under the chart when the core could not work out how long games last. $reason: the core's words.
design-spread-not-known = गेम कितने लंबे चलते हैं, यह पता नहीं: { $reason }।
# Under the chart when too few games end to say how long they last.
design-spread-endless = कुछ गेम कभी ख़त्म नहीं होते।
# A jump's worth: without it no game can end. $jump: its name (design-jump-name).
design-worth-needed = { $jump }: इसके बिना मंज़िल तक नहीं पहुँचा जा सकता।
# A jump's worth: the average game never ends, with or without it. $jump: its name.
design-worth-endless = { $jump }: इसके साथ हो या इसके बिना, औसत गेम कभी ख़त्म नहीं होता।
# A jump's worth: with it some games never end. $jump: its name; $without: the average game's throws without it.
design-worth-some-never = { $jump }: इसके साथ कुछ गेम कभी ख़त्म नहीं होते; इसके बिना { $without } चालें।
# A jump's worth: with it no game ends. $jump: its name; $without: the average game's throws without it.
design-worth-none-end = { $jump }: इसके साथ कोई गेम ख़त्म नहीं होता; इसके बिना { $without } चालें।
# A jump's worth, in the list. $jump: its name; $without: the average game's throws without it; $effect: saves, adds or nothing; $change: the throws it saves or adds.
design-worth =
    { $effect ->
        [saves] { $jump }: इसके बिना { $without } चालें; इससे { $change } चालें बचती हैं।
        [adds] { $jump }: इसके बिना { $without } चालें; इससे { $change } चालें बढ़ती हैं।
       *[nothing] { $jump }: इसके बिना { $without } चालें; इससे कुछ नहीं बदलता।
    }
# A jump's worth, under the board, with the board's average game. As design-worth; $now: the average game's throws with every jump.
design-worth-now =
    { $effect ->
        [saves] { $jump }: इसके बिना { $without } चालें; इससे { $change } चालें बचती हैं (अभी { $now })।
        [adds] { $jump }: इसके बिना { $without } चालें; इससे { $change } चालें बढ़ती हैं (अभी { $now })।
       *[nothing] { $jump }: इसके बिना { $without } चालें; इससे कुछ नहीं बदलता (अभी { $now })।
    }
# Said after a drag let go off the board's squares.
design-drag-off = बोर्ड के बाहर छोड़ा: कुछ नहीं बदला।
# Said when a tap or Enter chose a jump's square (a new jump can still start there). $kind: ladder or snake; $from, $to: its squares; $square: the square chosen.
design-chose-or-new =
    { $kind ->
        [ladder] सीढ़ी { $from } → { $to } चुनी गई (Delete उसे हटाता है)। या { $square } से नई साँप/सीढ़ी के लिए कोई दूसरा खाना चुनें।
       *[snake] साँप { $from } → { $to } चुना गया (Delete उसे हटाता है)। या { $square } से नई साँप/सीढ़ी के लिए कोई दूसरा खाना चुनें।
    }
# Said after a tap on a square: the first end of a new jump. $square: the square.
design-from-square-tap = खाना { $square } से: अब दूसरे सिरे पर टैप करें (फिर से { $square } पर टैप करने से छूट जाता है)।
# Said after a click or Enter on a square: the first end of a new jump. $square: the square.
design-from-square = खाना { $square } से: अब दूसरा सिरा चुनें (Escape से छूट जाता है)।
# Said after Enter on a held end that was not moved: a new jump starts there instead. $square: the square.
design-from-square-new = खाना { $square } से: अब नई साँप/सीढ़ी का दूसरा सिरा चुनें (Escape से छूट जाता है)।
# Said when the first end chosen is chosen again, or Escape is pressed.
design-let-go = छोड़ दिया।
# Said when Enter picks up an end of a jump with the keyboard. $end: foot or top (of a ladder), head or tail (of a snake); $from, $to: the jump's squares; $square: the square.
design-holding =
    { $end ->
        [foot] सीढ़ी { $from } → { $to } का निचला सिरा पकड़ा है: ऐरो कुंजियाँ उसे हिलाती हैं, Enter उसे रखता है, Escape उसे वापस रखता है, Delete सीढ़ी को हटाता है। यहीं फिर से Enter दबाने पर { $square } से नई साँप/सीढ़ी शुरू होती है।
        [top] सीढ़ी { $from } → { $to } का ऊपरी सिरा पकड़ा है: ऐरो कुंजियाँ उसे हिलाती हैं, Enter उसे रखता है, Escape उसे वापस रखता है, Delete सीढ़ी को हटाता है। यहीं फिर से Enter दबाने पर { $square } से नई साँप/सीढ़ी शुरू होती है।
        [head] साँप { $from } → { $to } का मुँह पकड़ा है: ऐरो कुंजियाँ उसे हिलाती हैं, Enter उसे रखता है, Escape उसे वापस रखता है, Delete साँप को हटाता है। यहीं फिर से Enter दबाने पर { $square } से नई साँप/सीढ़ी शुरू होती है।
       *[tail] साँप { $from } → { $to } की पूँछ पकड़ी है: ऐरो कुंजियाँ उसे हिलाती हैं, Enter उसे रखता है, Escape उसे वापस रखता है, Delete साँप को हटाता है। यहीं फिर से Enter दबाने पर { $square } से नई साँप/सीढ़ी शुरू होती है।
    }
# Under the board while an end is carried with the keyboard, back on its own square. $square: the square.
design-back-on = वापस { $square } पर।
# Under the board while an end is carried with the keyboard: the jump it would make here. $kind: ladder or snake; $from, $to: its squares.
design-put-down-here =
    { $kind ->
        [ladder] यहाँ रखने पर: सीढ़ी { $from } → { $to }।
       *[snake] यहाँ रखने पर: साँप { $from } → { $to }।
    }
# Said when Escape puts a carried end back. $kind: ladder or snake; $from, $to: the jump's squares.
design-put-back =
    { $kind ->
        [ladder] वापस रख दिया: सीढ़ी { $from } → { $to } नहीं बदली।
       *[snake] वापस रख दिया: साँप { $from } → { $to } नहीं बदला।
    }

# (end of the designer)

## The element and playing (www/widget/, www/tasks/game-session.js, www/tasks/online.js)

# The element's board, for screen readers: what kind of thing it is (said after its label).
widget-board-role = बोर्ड
# The element's board, for screen readers, until a board is read (then its size, snakes and ladders).
widget-board-label = साँप सीढ़ी का बोर्ड
# Where the element's board will be, while it loads.
widget-loading = बोर्ड लोड हो रहा है…
# The element's button that throws the die (play mode).
widget-roll = पासा फेंकें
# The element's button that starts a new game with fresh dice (play mode).
widget-new-game = नया गेम
# The element's list of players and their squares, for screen readers.
widget-players-label = खिलाड़ी
# The element's row of buttons, for screen readers.
widget-controls-label = नियंत्रण
# Under an error in the element, when a board was on show before it.
widget-error-kept = विजेट पिछला सही बोर्ड और सेटिंग दिखाता रहता है (जहाँ कोई नहीं थी, वहाँ अपनी डिफ़ॉल्ट)।
# The element's error when its board attribute holds no board it can read. $detail: the core's reason.
widget-error-board-invalid = board एट्रिब्यूट में अमान्य बोर्ड है: { $detail }
# The element's error about its board attribute. $error: the core's message.
widget-error-board = board एट्रिब्यूट: { $error }
# The element's error when the text inside it (no board attribute) is no board it can read. $detail: the core's reason.
widget-error-text-invalid = एलिमेंट के टेक्स्ट में अमान्य बोर्ड है: { $detail }
# The element's error about the text inside it. $error: the core's message.
widget-error-text = एलिमेंट का टेक्स्ट: { $error }
# The element's error when its program (WebAssembly) did not load. $error: the browser's reason, in English.
widget-core-failed = WebAssembly कोर लोड नहीं हो सका: { $error }
# The element's error when play mode's own code did not load. $error: the browser's reason, in English.
widget-play-failed = खेल लोड नहीं हो सका: { $error }
# The element's error when solve mode's answer (its card's code) did not load. $error: the browser's reason, in English.
widget-answer-failed = उत्तर लोड नहीं हो सका: { $error }
# The element's error for a mode attribute it does not know. $modes: the modes there are, listed as "a, b or c"; $mode: what was given.
widget-mode-bad = mode { $modes } में से एक होना चाहिए, '{ $mode }' नहीं
# The element's error for a speed attribute out of range. $max: the fastest (20); $speed: what was given.
widget-speed-bad = speed 0 से बड़ी और अधिकतम { $max } की संख्या होनी चाहिए (1 सामान्य है), '{ $speed }' नहीं
# The element's error for a players attribute that is a number but no count (3.5, -2). $players: what was given.
widget-players-bad = players खिलाड़ियों की संख्या या अल्पविराम से अलग किए गए नाम होने चाहिए, '{ $players }' नहीं
# The element's error for a board too big to draw. $size: its squares; $max: the most the element draws.
widget-too-big = इस बोर्ड में { $size } खाने हैं; विजेट अधिकतम { $max } खानों वाले बोर्ड बनाता है (snakes कमांड बड़े बोर्ड हल करती है)
# The element's error for a text with no board in it.
widget-no-board-in-text = टेक्स्ट में कोई बोर्ड नहीं है
# Above the element's board while a long board text is read. $count: its characters.
widget-work-reading = बोर्ड के टेक्स्ट के { $count } अक्षर पढ़े जा रहे हैं…
# Above the element's board while a big board is solved. $size: its squares.
widget-work-solving = { $size } खानों वाला बोर्ड हल किया जा रहा है…
# Above the element's board while a board is generated from its size, snakes and ladders.
widget-work-building = बोर्ड बनाया जा रहा है…
# The element's error when the designer's code did not load (design mode). $error: the browser's reason.
widget-design-failed = डिज़ाइनर लोड नहीं हो सका: { $error }
# The element's error when the analysis code did not load (analyze mode). $error: the browser's reason.
widget-analysis-failed = विश्लेषण लोड नहीं हो सका: { $error }
# The element's error when the search's code did not load (bfs mode). $error: the browser's reason.
widget-search-failed = खोज का दृश्य लोड नहीं हो सका: { $error }
# The element's card with the fewest throws (solve mode), for screen readers.
widget-solve-label = सबसे कम चालें
# The element's card with a game's length (analyze mode), for screen readers.
widget-analysis-label = एक गेम कितना लंबा चलता है?
# The element's designer card (design mode), for screen readers.
widget-design-label = बोर्ड डिज़ाइन करें
# The strip before square 1 on the element's board, when players start off the board (narrow).
widget-start-off = शुरुआत
# The strip before square 1 on the element's board, when players start off the board (wide).
widget-start-off-long = शुरुआत, बोर्ड के बाहर
# The strip before square 1 on the element's board, when players start on square 1 (narrow).
widget-start-one = शुरुआत: खाना 1
# The strip before square 1 on the element's board, when players start on square 1 (wide).
widget-start-one-long = खिलाड़ी खाना 1 से शुरू करते हैं
# Said to screen readers when the element starts a new game. $names: the players, listed; $name: who throws first.
widget-new-game-said = नया गेम: { $names }। पहली बारी { $name } की।
# A player in the element's list, before their first throw. $name: the player.
widget-player-at-start = { $name }: शुरुआत
# A player in the element's list. $name: the player; $square: the square their token is on.
widget-player-on = { $name }: खाना { $square }
# The element's status line once a game is won. $name: the winner.
widget-wins = { $name } जीत गए!
# The element's status line: whose turn it is. $name: the player.
widget-to-roll = { $name } की बारी
# Said to screen readers after the winning move. $move: the move in words (a sentence); $count: the throws in the game.
widget-game-over-said = { $move } { $count ->
        [one] { $count } चाल
       *[other] { $count } चालों
    } के बाद गेम ख़त्म।
# The caption of the element's table of a finished game.
widget-ranking-caption = अंतिम क्रम: हर खिलाड़ी की चालें, चढ़ी गई सीढ़ियाँ और मिले साँप।
# Play with others in the element: why a room cannot be opened yet.
widget-room-no-board = अभी खेलने के लिए कोई बोर्ड नहीं है।
# Play with others in the element: its trackers attribute is wrong. $error: why (a room-why-tracker- message).
widget-trackers-bad = trackers: { $error }

# Play with others, the start form: what it is.
online-form-help = हर कोई अपने फ़ोन, टैबलेट या कंप्यूटर पर खेलता है और सबको एक जैसे पासे दिखते हैं। डिवाइस आपस में सीधे बात करते हैं; गेम की कोई भी बात किसी सर्वर से होकर नहीं जाती।
# Play with others, the start form: the label of the name box.
online-name-label = आपका नाम
# Play with others, the start form: the button that opens a new room.
online-create = रूम बनाएँ
# Play with others, the start form: the label of the box for a room's code.
online-code-label = या कोड से किसी रूम में जुड़ें
# Play with others, the start form: an example of a room's code, in the empty box (keep the code as it is).
online-code-placeholder = जैसे k7m-q2x
# Play with others, the start form: the button that joins the room of the code typed.
online-join = जुड़ें
# Play with others, the start form: a checkbox.
online-watch-label = बिना सीट के, देखने के लिए जुड़ें
# Play with others, the start form: what was typed is no room code. $code: what was typed.
online-code-bad = '{ $code }' रूम कोड नहीं है: छह अक्षर और अंक, जैसे होस्ट की स्क्रीन पर दिखते हैं।
# Play with others, the start form: Create or Join pressed with no name.
online-name-missing = पहले अपना नाम लिखें: बाकी लोग उसे आपकी गोटी के पास देखेंगे।
# Play with others: a folding part of the start form, for the network's settings.
online-network = नेटवर्क
# Play with others, Network: the label of the box of tracker addresses.
online-trackers-label = डिवाइसों को आपस में मिलाने वाले ट्रैकर
# Play with others, Network: help under the box.
online-trackers-help = WebSocket पते (wss://…), हर पंक्ति में एक; सार्वजनिक ट्रैकरों के लिए खाली छोड़ें। कोई स्कूल अपना ट्रैकर चला सकता है (bittorrent-tracker सर्वर)। एक रूम के सभी डिवाइसों में यही पते होने चाहिए।
# Play with others, Network: the button that keeps the addresses typed.
online-trackers-save = इन्हें इस्तेमाल करें
# Play with others, Network: the addresses were refused. $reason: why (a room-why-tracker- message).
online-trackers-refused = नहीं बदला: { $reason }।
# Play with others, Network: the addresses were kept.
online-trackers-saved = सहेजा गया: रूम इन ट्रैकरों से खोजे जाएँगे।
# Play with others, Network: the box was emptied, so the public trackers are used.
online-trackers-saved-public = सहेजा गया: रूम सार्वजनिक ट्रैकरों से खोजे जाएँगे।
# Play with others: while a room is being opened. $code: the room's code.
online-opening = रूम { $code } खोला जा रहा है…
# Play with others: the room could not be opened. $error: why (in English).
online-open-failed = रूम नहीं खुल सका ({ $error })।
# Said to screen readers: a room was created. $code: the room's code.
online-opened = रूम { $code } खुल गया है: उसका लिंक या कोड साझा करें।
# Said to screen readers: joining a room. $code: the room's code.
online-joining = रूम { $code } से जुड़ रहे हैं…
# Said to screen readers: this device left its room.
online-left = आपने रूम छोड़ दिया है।
# Play with others, in the room: before the room's code.
online-room = रूम
# Play with others, in the room: the button that copies the room's link.
online-copy = लिंक कॉपी करें
# Play with others, in the room: after Copy link.
online-copied = लिंक कॉपी हो गया।
# Play with others, in the room: the link could not be copied.
online-copy-failed = नीचे दिया लिंक कॉपी करें।
# Play with others, in the room (in the element, which has no link of its own): under the code.
online-join-by-code = बाकी लोग इस कोड से जुड़ते हैं।
# Play with others, in the room: the button that leaves it.
online-leave = रूम छोड़ें
# Play with others, in the room: the row of emoji buttons, for screen readers.
online-reactions-label = प्रतिक्रिया भेजें
# Play with others, in the room: an emoji button, for screen readers. $emoji: the emoji.
online-react = { $emoji } भेजें
# Play with others, in the room: the list of what happened, for screen readers.
online-log-label = रूम में क्या हुआ
# Play with others, the room's log: someone sent an emoji. $name: who; $emoji: the emoji.
online-reaction = { $name }: { $emoji }
# Play with others, the room's log: a message was refused. $from: whose (a name, or room-why-from-stranger or room-why-from-peer); $reason: why (a room-why- message, or an online-check- one).
online-refused = { $from } से आया संदेश अस्वीकार: { $reason }।
# Play with others, the room's log: the room's board could not be put on screen. $error: why.
online-board-failed = रूम का बोर्ड नहीं दिखाया जा सका ({ $error })।
# Play with others, the room's log: a game in progress was replayed on this device. $count: the throws so far.
online-replayed = अब तक का गेम: { $count ->
        [one] { $count } चाल, दोबारा चलाकर जाँची गई
       *[other] { $count } चालें, दोबारा चलाकर जाँची गईं
    }।
# Play with others, the room's log: the game begins.
online-drawn = पासे तय हो गए: गेम शुरू होता है।
# Play with others, a seat: the host's name. $name: the player.
online-seat-host = { $name } (होस्ट)
# Play with others, a seat: this device's player. $name: the player.
online-seat-you = { $name } (आप)
# Play with others, a seat: this device's player, who is the host. $name: the player.
online-seat-host-you = { $name } (होस्ट, आप)
# Play with others, a seat: the player's device is connected.
online-seat-here = मौजूद
# Play with others, a seat: the player's device is not connected.
online-seat-away = दूर
# Play with others: someone watching whose device is not connected. $name: who.
online-watcher-away = { $name } (दूर)
# Play with others: who watches without a seat. $names: their names, listed.
online-watching = देख रहे हैं: { $names }।
# Play with others, on the host's device: the board and rules chosen. $summary: them in words.
online-setup-yours = आपने चुना: { $summary }
# Play with others, on a guest's device: the board and rules chosen. $summary: them in words.
online-setup-hosts = होस्ट ने चुना: { $summary }
# Play with others, on a guest's device: waiting to be let in.
online-waiting-let-in = होस्ट के अंदर आने देने की प्रतीक्षा…
# Play with others, on a guest's device: nobody has answered. $code: the room's code; $seconds: how long.
online-no-answer = रूम { $code } में { $seconds } सेकंड से किसी ने जवाब नहीं दिया। कोड जाँचें और देखें कि होस्ट का पेज अभी खुला है; दूसरा कोड लिखने के लिए रूम छोड़ें।
# Play with others, on the host's device: the button that starts the game.
online-start = गेम शुरू करें
# Play with others, on the host's device: alone in the room.
online-waiting-join = किसी के जुड़ने की प्रतीक्षा। बोर्ड या नियम अभी बदलें: पहली चाल से पहले रूम उन्हें देखता है।
# Play with others, on the host's device: others have joined.
online-ready = ऊपर का बोर्ड और नियम सबको दिखते हैं। आपके शुरू करते ही पासे मिलकर तय होते हैं।
# Play with others, on a guest's device. $host: the host's name.
online-waiting-start = { $host } के गेम शुरू करने की प्रतीक्षा।
# Play with others, on a guest's device, the host's name not known yet.
online-waiting-start-host = होस्ट के गेम शुरू करने की प्रतीक्षा।
# Play with others: while the dice are drawn. $seconds: the seconds left.
online-drawing = पासे तय हो रहे हैं: हर खिलाड़ी का डिवाइस एक रहस्य जोड़ता है, जो किसी के दिखने से पहले सील हो जाता है ({ $seconds } सेकंड बाकी)।
# Play with others, on the host's device after a game: the button for another.
online-again = फिर से खेलें
# Play with others, on the host's device after a game: help beside Play again.
online-again-help = वही खिलाड़ी, बोर्ड और नियम, नए सिरे से तय हुए पासों के साथ।
# Play with others, the status line: this device's turn, again. $name: its player.
online-turn-you-again = { $name }, आपकी फिर से बारी है।
# Play with others, the status line: this device's turn. $name: its player.
online-turn-you = { $name }, आपकी बारी: "पासा फेंकें" दबाएँ।
# Play with others, the status line: the player is away; the host throws for them soon. $name: the player; $seconds: when.
online-turn-away-in = { $name } दूर हैं: होस्ट { $seconds } सेकंड में { $name } के लिए पासा फेंकेंगे।
# Play with others, the status line: the player is away; the host throws for them now. $name: the player.
online-turn-away-now = { $name } दूर हैं: होस्ट अभी { $name } के लिए पासा फेंकेंगे।
# Play with others, the status line: another device's turn. $name: its player.
online-turn-other = { $name } की बारी, उनके अपने डिवाइस पर।
# Play with others, the status line: another device's turn, again. $name: its player.
online-turn-other-again = { $name } की फिर से बारी, उनके अपने डिवाइस पर।
# Play with others, the status line on the host's device: this device won. $name: its player.
online-won-you-host = आप जीत गए, { $name }! एक और गेम के लिए (रूम में) "फिर से खेलें" दबाएँ।
# Play with others, the status line on a guest's device: this device won. $name: its player.
online-won-you = आप जीत गए, { $name }! होस्ट एक और गेम शुरू कर सकते हैं।
# Play with others, the status line on the host's device: another won. $name: the winner.
online-won-host = { $name } जीत गए! एक और गेम के लिए (रूम में) "फिर से खेलें" दबाएँ।
# Play with others, the status line on a guest's device: another won. $name: the winner.
online-won = { $name } जीत गए! होस्ट एक और गेम शुरू कर सकते हैं।
# Play with others: the room's board and rules in words, its first sentence. $size: squares; $ladders, $snakes: how many.
online-summary-board = { $size } खाने, { $ladders ->
        [one] { $ladders } सीढ़ी
       *[other] { $ladders } सीढ़ियाँ
    } और { $snakes } साँप।
# Play with others: the room's house rules, its last sentence. $rules: them, listed.
online-summary-house = घरेलू नियम: { $rules }।
# Play with others: the room plays by no house rule.
online-summary-no-house = घरेलू नियम: कोई नहीं।
# Play with others: a house rule, in the list.
online-house-knock-off = किसी खिलाड़ी वाले खाने पर पहुँचने से वह वापस शुरुआत पर जाता है
# Play with others: a house rule, in the list.
online-house-sixes-again = छक्का आने पर दोबारा पासा फेंकें
# Play with others: a house rule, in the list.
online-house-three-sixes = लगातार तीन छक्के आने पर बारी ख़त्म
# Play with others: a room's board that this device cannot read.
online-summary-unreadable = ऐसा बोर्ड जो यहाँ पढ़ा नहीं जा सकता।
# Play with others: why a room cannot be played here (in the room's log).
online-check-no-board = ऐसा रूम जिसमें स्वीकार्य बोर्ड नहीं है
# Play with others: why a room cannot be played here.
online-check-no-rules = ऐसा रूम जिसके नियम नहीं हैं
# Play with others: why a room cannot be played here (the wait for an away player).
online-check-away = दूर गए खिलाड़ी की प्रतीक्षा 1 सेकंड से 10 मिनट के बीच नहीं है
# Play with others: why a room cannot be played here. $error: the core's reason.
online-check-unreadable = रूम का बोर्ड पढ़ा नहीं जा सकता ({ $error })
# Play with others, the room's log: a player's device is connected again. $name: the player.
room-notice-back = { $name } वापस आ गए हैं।
# Play with others, the room's log on the host's device: someone joined to watch, without a seat. $name: who.
room-notice-watching = { $name } देख रहे हैं।
# Play with others, the room's log on the host's device: someone joined and took a seat. $name: who.
room-notice-joined = { $name } जुड़ गए।
# Play with others, the room's log: another player's device is the host now. $name: that player.
room-notice-new-host = अब { $name } होस्ट हैं।
# Play with others, the room's log: the host chose another board or other rules.
room-notice-setup-changed = होस्ट ने बोर्ड या नियम बदल दिए।
# Play with others, the room's log: a player's device is no longer connected. $name: the player.
room-notice-away = { $name } दूर हैं।
# Play with others, the room's log: the host left, and this device took over as the host.
room-notice-host-here = होस्ट चले गए: अब यह डिवाइस होस्ट है।
# Play with others, the room's log on the host's device: players whose devices did not send their sealed secret for the dice in time. $names: them, listed; $count: how many.
room-notice-no-commitment =
    { $names } ने समय पर अपना सील किया हुआ रहस्य नहीं भेजा: पासे { $count ->
        [one] उस खिलाड़ी
       *[other] उन खिलाड़ियों
    } के बिना फिर से तय होंगे।
# The same, for players whose devices did not show their sealed secret in time. $names: them, listed; $count: how many.
room-notice-no-reveal =
    { $names } ने समय पर अपना रहस्य नहीं खोला: पासे { $count ->
        [one] उस खिलाड़ी
       *[other] उन खिलाड़ियों
    } के बिना फिर से तय होंगे।


# Why a room refused a message from another device: each fills $reason of online-refused ("Refused from { $from }: { $reason }.") in the room's log, a phrase without a capital or a full stop. What a device sent is a "message"; the dice's draw is by "commitment" (a sealed secret) and "reveal" (the secret shown).
# Why refused: what arrived was not text.
room-why-not-text = यह टेक्स्ट नहीं है
# Why refused: a message too long. $characters: its length; $most: the longest taken.
room-why-too-long = { $characters } अक्षरों का संदेश (ज़्यादा से ज़्यादा { $most })
# Why refused: a message that is not JSON (the form every message has).
room-why-not-json = यह JSON नहीं है
# Why refused: JSON, but not a message (not an object).
room-why-not-message = यह संदेश नहीं है
# Why refused: a message of a kind no device sends. $kind: the kind it names (as sent).
room-why-unknown-kind = '{ $kind }' नाम का कोई संदेश नहीं होता
# Why refused: a message of a known kind, but too long for it. $kind: its kind (hello, draw, throw...); $characters: its length.
room-why-kind-too-long = { $characters } अक्षरों का '{ $kind }' संदेश
# Why refused: the host's room gives a player's place to another device's key. $name: the player.
room-why-place-other-key = ऐसा रूम जो { $name } की जगह किसी दूसरी कुंजी को देता है
# Why refused: the host's room gives a seat to another player. $seat: the seat's number (1 is the first).
room-why-seat-other-player = ऐसा रूम जो सीट { $seat } किसी दूसरे खिलाड़ी को देता है
# Why refused: the host's room lacks some of its parts.
room-why-room-parts = अधूरा रूम संदेश
# Why refused: the host's room lists a member without all of its parts.
room-why-member-parts = ऐसा सदस्य जिसकी पहचान, नाम, कुंजी या सीट नहीं है
# Why refused: the host's room's seats do not match its members.
room-why-seats-mismatch = ऐसी सीटें जो सदस्यों से मेल नहीं खातीं
# Why refused: the host's room lists throws that are not whole numbers.
room-why-rolls-not-whole = ऐसी चालें जो पूर्ण संख्याएँ नहीं हैं
# Why refused: the host's room says the dice are being drawn, without the draw's number or players.
room-why-draw-parts = ऐसा ड्रॉ जिसकी संख्या और खिलाड़ी नहीं हैं
# Why refused: the host's room has no board and rules.
room-why-no-setup = ऐसा रूम जिसका बोर्ड और नियम नहीं हैं
# Why refused: the host's room has a game without the secrets its dice were drawn from.
room-why-no-reveals = ऐसा गेम जिसके पासों के खोले गए रहस्य नहीं हैं
# Why refused: the host passed on another secret than the one a player sent this device. $name: that player.
room-why-reveal-changed = होस्ट ने { $name } का जो रहस्य आगे भेजा, वह वह नहीं है जो { $name } ने भेजा था
# Why refused: the room's game cannot be made on this device. $error: why (the core's message, in this language).
room-why-game-unplayable = यह गेम यहाँ नहीं खेला जा सकता: { $error }
# Why refused: the room's throws are not what its dice give. $move: the throw's number; $dice: what the dice give; $roll: what the room says.
room-why-throws-not-dice = गेम की चालें उसके पासों से मेल नहीं खातीं (चाल { $move } में { $dice } आता है, { $roll } नहीं)
# Why refused: a throw for a seat whose turn it is not. $seat: the seat's number (1 is the first).
room-why-seat-not-turn = सीट { $seat } के लिए चाल, जिसकी बारी नहीं है
# Why refused: a throw in the name of someone who is not in the room.
room-why-throw-from-nobody = ऐसे किसी की चाल जो रूम में नहीं है
# Why refused: a throw with another number than the dice give. $roll: the number sent; $dice: the dice's.
room-why-roll-not-dice = { $roll } की चाल, जो पासों ने नहीं दी (पासे { $dice } देते हैं)
# Why refused: a throw without its player's signature.
room-why-unsigned = खिलाड़ी के हस्ताक्षर के बिना चाल
# Why refused: a throw for a player whose key this device has not had yet. $name: the player.
room-why-no-key = { $name } के लिए चाल, जिसकी कुंजी इस डिवाइस के पास अभी नहीं है
# Why refused: a throw in a player's name that the player did not sign. $name: the player.
room-why-not-signed = ऐसी चाल जिस पर { $name } ने हस्ताक्षर नहीं किए
# Why refused: a device's greeting (hello) that answers no question of this device's.
room-why-hello-no-challenge = ऐसा परिचय जो इस डिवाइस के किसी सवाल का जवाब नहीं है
# Why refused: a device's greeting (hello) that its key's holder did not sign for this device. $name: the name it gives.
room-why-hello-not-signed = '{ $name }' के नाम से ऐसा परिचय जिस पर उसकी कुंजी के धारक ने इस डिवाइस के लिए हस्ताक्षर नहीं किए (कहीं और देखा गया परिचय, या किसी और की कुंजी)
# Why refused: a message that is not a throw, where a throw was expected.
room-why-not-throw = यह चाल नहीं है
# Why refused: a throw from someone watching, without a seat.
room-why-spectator = दर्शक चाल नहीं चलते
# Why refused: a throw after the game was won.
room-why-game-over = गेम ख़त्म हो चुका है
# Why refused: a throw that does not say which move it is.
room-why-no-move = चाल में उसकी संख्या होनी चाहिए
# Why refused: a throw for a move already made. $move: the move's number.
room-why-move-made = चाल { $move } पहले ही चली जा चुकी है
# Why refused: a throw for a move further on than this game. $move: the move's number; $next: the next move's.
room-why-move-ahead = चाल { $move } इस गेम से आगे है (अगली चाल { $next } है)
# Why refused: a throw from a player whose turn it is not.
room-why-not-turn = इस खिलाड़ी की बारी नहीं है
# Why refused: a message of the dice's draw for another room or another draw.
room-why-other-draw = दूसरा रूम या दूसरा ड्रॉ
# Why refused: a message of the dice's draw from a device that is not drawing. $peer: its id (as sent).
room-why-no-dice-here = '{ $peer }' यहाँ पासे नहीं निकालता
# Why refused: a commitment of the wrong form. $bytes: how many bytes it must be.
room-why-commitment-form = सील किया हुआ रहस्य हेक्स में { $bytes } बाइट का होता है
# Why refused: a commitment after every commitment was in.
room-why-commitments-closed = बहुत देर हो गई: सील किए हुए रहस्य बंद हो चुके हैं
# Why refused: a device's second commitment in the same draw.
room-why-second-commitment = दूसरा सील किया हुआ रहस्य
# Why refused: a secret of the wrong form. $bytes: how many bytes it must be.
room-why-secret-form = रहस्य हेक्स में { $bytes } बाइट का होता है
# Why refused: a reveal after the draw ended.
room-why-draw-over = ड्रॉ ख़त्म हो चुका है
# Why refused: a reveal before every commitment was in.
room-why-reveal-early = सारे सील किए हुए रहस्य आने से पहले खोला गया रहस्य
# Why refused: a reveal with no commitment to open, or a second reveal.
room-why-nothing-to-open = खोलने के लिए कोई सील किया हुआ रहस्य नहीं, या पहले ही खोला जा चुका
# Why refused: a secret that does not match its commitment.
room-why-secret-wrong = रहस्य अपने सील किए हुए रहस्य को नहीं खोलता
# Why refused: a message of the dice's draw that is neither a commitment nor a reveal.
room-why-not-draw-message = यह ड्रॉ का संदेश नहीं है
# Why refused: a message of the dice's draw in another device's name.
room-why-draw-other-name = किसी और के नाम से ड्रॉ का संदेश
# Why refused: a message of a draw that is over.
room-why-draw-ended = ख़त्म हो चुके ड्रॉ का संदेश
# Why refused: the host drew the dice without this device's player, who was there.
room-why-left-out = पासे इस डिवाइस के खिलाड़ी के बिना निकाले गए, जो यहाँ था और उसमें शामिल था: यह स्क्रीन उस गेम को नहीं दिखाती (फिर से जुड़ने के लिए पेज दोबारा लोड करें)
# Why refused: a device spoke too much before greeting. $kind: its message's kind (draw, throw...).
room-why-before-hello = परिचय से पहले '{ $kind }' संदेश
# Why refused: a reaction that is not one of the few offered.
room-why-not-reaction = यह प्रतिक्रियाओं में से नहीं है
# Why refused: a device's greeting (hello) without all of its parts.
room-why-hello-parts = ऐसा परिचय जिसमें सदस्य, नाम, देखने की बात, कुंजी, सवाल और प्रमाण नहीं हैं
# Why refused: a device's greeting (hello) in this device's own name.
room-why-hello-own-name = इसी डिवाइस के नाम से परिचय
# Why refused: a device that claims another player's place with another key. $name: the name it gives; $owner: the player whose place it is.
room-why-wrong-key = '{ $name }' ने { $owner } की जगह के लिए ग़लत कुंजी दी
# Why refused: a room sent by a device that is not the host.
room-why-not-host = रूम में कौन है, यह सिर्फ़ होस्ट बताता है
# Why refused: the host's room has left this device out.
room-why-without-me = ऐसा रूम जिसमें यह डिवाइस नहीं है
# Why refused: the host's room gives this device's place to another key.
room-why-my-place-other-key = ऐसा रूम जो इस डिवाइस की जगह किसी दूसरी कुंजी को देता है
# Why refused: a throw when no game is being played.
room-why-no-game = कोई गेम नहीं चल रहा
# Fills $from of online-refused ("Refused from { $from }: …", worded to fit there): a device that has not said who it is yet.
room-why-from-stranger = बिना परिचय वाले डिवाइस
# Fills $from of online-refused (as above): a device whose player the room does not list.
room-why-from-peer = किसी डिवाइस
# Play with others, Network (fills $reason of online-trackers-refused, and $error of widget-trackers-bad): a tracker that is no address. $item: what was typed.
room-why-tracker-not-address = '{ $item }' कोई पता नहीं है (ट्रैकर wss://host/ या ws://host:port/ होता है)
# Play with others, Network (as above): an address that is not a WebSocket address. $item: what was typed.
room-why-tracker-not-websocket = '{ $item }' WebSocket पता नहीं है (wss:// या ws://)
# Why a room cannot be played on this page (fills $reason of online-refused): its rules do not make a page link. $error: why (in this language).
room-why-rules-unreadable = रूम के नियम पढ़े नहीं जा सकते ({ $error })

# (end of the element and playing)

## अस्वीकार किए गए लिंक और सेव किए गए गेम (कोई लिंक या सेव किया गया गेम क्यों नहीं पढ़ा जा सका)

link-why-tab-only = लिंक { $most } से ज़्यादा कैरेक्टर वाले बोर्ड टेक्स्ट की ओर इशारा करता है, जिसे सिर्फ़ वही ब्राउज़र टैब रखता है जिसमें लिंक बना था; इसकी जगह टेक्स्ट ही पेस्ट करें
link-why-whole-number = '{ $key }' एक पूर्ण संख्या होनी चाहिए, '{ $found }' नहीं
link-why-range = '{ $key }' { $lo } से { $hi } के बीच होना चाहिए, { $found } नहीं
link-why-one-of = '{ $key }' इनमें से एक होना चाहिए: { $list }, '{ $found }' नहीं
link-why-flag = '{ $key }' 0 या 1 होना चाहिए, '{ $found }' नहीं
link-why-unreadable = लिंक की सेटिंग पढ़ी नहीं जा सकतीं
link-why-unknown-setting = लिंक में '{ $key }' नाम की एक सेटिंग है जिसे पेज नहीं जानता
link-why-board-too-long = लिंक का बोर्ड { $most } कैरेक्टर से लंबा है
link-why-two-squares = बोर्ड में कम से कम 2 खाने होने चाहिए
link-why-randomness = 'random' 0 से 1 के बीच होना चाहिए, '{ $found }' नहीं
link-why-players = गेम में { $least } से { $most } खिलाड़ी चाहिए
link-why-player = खिलाड़ी को 'h:Name' या 'c:Name' लिखा जाता है, '{ $found }' नहीं
link-why-room = रूम कोड '{ $found }' किसी रूम के छह अक्षर और अंक नहीं है
link-why-language = लिंक की भाषा '{ $found }' पेज की भाषाओं ({ $list }) में से नहीं है
saved-why-shape = अनपेक्षित ढाँचा
saved-why-json = यह मान्य JSON नहीं है
saved-why-players = अनपेक्षित ढाँचा: गेम में { $least } से { $most } खिलाड़ी होते हैं
saved-why-player = अनपेक्षित ढाँचा: हर खिलाड़ी का नाम और प्रकार होना चाहिए
saved-why-name = अनपेक्षित ढाँचा: खिलाड़ी के नाम में 1 से { $most } कैरेक्टर होते हैं
saved-why-rules = अनपेक्षित ढाँचा: ये नियम पेज के नियमों में से नहीं हैं
saved-why-flag = अनपेक्षित ढाँचा: '{ $key }' true या false होना चाहिए
saved-why-moves = इसे दोबारा चलाने के लिए इसमें सीड और चालों की संख्या नहीं है

# (end of the links and saved games refused)

## The core's messages (errors, warnings and narration, by code)

# Text that could not be read as a board. Fills in: $column, $detail, $format, $line.
core-error-parse = { $format } बोर्ड, लाइन { $line }, कॉलम { $column }: { $detail }
# A board that breaks a world rule. Fills in: $detail.
core-error-invalid-board = अमान्य बोर्ड: { $detail }
# Chained jumps that never come to rest; `cycle` lists its squares. Fills in: $cycle, $first.
core-error-jump-cycle = "पूरी कड़ी पर चलें" नियम में छलाँगें एक चक्र बनाती हैं: { $cycle } -> { $first } ("एक के बाद रुकें" चुनें, या चक्र तोड़ें)
# A long cycle, by its ends and length. Fills in: $count, $head, $tail.
core-error-cycle-long =
    { $head } -> ... -> { $tail } ({ $count ->
        [one] { $count } खाना
       *[other] { $count } खाने
    })
# A rule option or parameter out of range or unknown. Fills in: $detail.
core-error-invalid-option = अमान्य विकल्प: { $detail }
# Input beyond a documented limit. Fills in: $detail.
core-error-limit = सीमा से ज़्यादा: { $detail }
# A world the builder cannot make. Fills in: $detail.
core-error-generate = यह दुनिया नहीं बनाई जा सकती: { $detail }
# A game action not possible now. Fills in: $detail.
core-error-game = गेम: { $detail }
# A jump that leads down. Fills in: $from, $to.
core-jump-snake = साँप { $from } -> { $to }
# A jump that leads up. Fills in: $from, $to.
core-jump-ladder = सीढ़ी { $from } -> { $to }
# A jump with a square off the board. Fills in: $jump, $size, $square.
core-board-square-outside = { $jump } का खाना { $square } बोर्ड 1..{ $size } के बाहर है
# A jump to its own square. Fills in: $square.
core-board-jump-to-itself = खाना { $square } से उसी खाने तक की छलाँग कहीं नहीं ले जाती
# A jump from the last square. Fills in: $jump, $size.
core-board-from-last = { $jump } की शुरुआत आख़िरी खाने { $size } पर है: वहाँ साँप हो तो गेम कोई नहीं जीत सकता, और सीढ़ी हो तो वह कहीं नहीं जा सकती
# The same jump twice. Fills in: $jump.
core-board-jump-twice = { $jump } दो बार मौजूद है
# Two jumps from one square. Fills in: $first, $second, $square.
core-board-two-starts = खाना { $square } से दो छलाँगें शुरू होती हैं ({ $first } और { $second }): एक खाने पर या तो एक साँप का मुँह हो सकता है या एक सीढ़ी का निचला सिरा
# A snake that does not go down. Fills in: $from, $to.
core-board-snake-not-down = साँप { $from } -> { $to } नीचे नहीं जाता: साँप का मुँह उसकी पूँछ से ऊपर होना चाहिए
# A ladder that does not go up. Fills in: $from, $to.
core-board-ladder-not-up = सीढ़ी { $from } -> { $to } ऊपर नहीं जाती: सीढ़ी का निचला सिरा उसके ऊपरी सिरे से नीचे होना चाहिए
# A width out of range. Fills in: $columns, $max.
core-board-columns = बोर्ड की चौड़ाई 1 से { $max } कॉलम तक होनी चाहिए, { $columns } नहीं
# A board under 2 squares. Fills in: $size.
core-board-too-small = बोर्ड में कम से कम 2 खाने होने चाहिए, { $size } नहीं
# A board over the largest size. Fills in: $max, $size.
core-board-too-big = बोर्ड में ज़्यादा से ज़्यादा { $max } खाने हो सकते हैं, { $size } नहीं
# One jump ends where another starts. Fills in: $first, $second, $square.
core-warning-chain = कड़ी: { $first } का अंत और { $second } की शुरुआत एक ही खाने पर है (खाना { $square })
# Two jumps end on one square. Fills in: $first, $second, $square.
core-warning-shared-end = साझा अंत: { $first } और { $second } दोनों का अंत खाना { $square } पर है
# Where in a text: a line and column. Fills in: $column, $line.
core-place-line = लाइन { $line }, कॉलम { $column }
# What was found: the end of the text.
core-found-end-of-text = टेक्स्ट का अंत
# What was found: the end of a line.
core-found-end-of-line = लाइन का अंत
# Something else than what a reader expected; `expected` (a message) says what it wanted. Fills in: $expected, $found.
core-parse-expected = अपेक्षित: { $expected }, मिला: { $found }
# A number too large for a square. Fills in: $found, $max.
core-parse-too-large = अपेक्षित: { $max } तक की कोई संख्या, मिला: { $found }
# A HackerRank count over its limit; `what` (a message) names what is counted. Fills in: $column, $count, $limit, $line, $what.
core-hackerrank-count = hackerrank बोर्ड, लाइन { $line }, कॉलम { $column }: ज़्यादा से ज़्यादा { $limit } { $what }, { $count } नहीं
# A HackerRank input of no test case.
core-hackerrank-no-cases = अपेक्षित: कम से कम 1 टेस्ट केस, मिला: 0
# Too many boards to write as HackerRank test cases. Fills in: $count, $max.
core-hackerrank-cases = hackerrank फ़ॉर्मैट में ज़्यादा से ज़्यादा { $max } टेस्ट केस हो सकते हैं, { $count } नहीं
# A board of another size than 100 to write as HackerRank. Fills in: $size.
core-hackerrank-size = hackerrank फ़ॉर्मैट में सिर्फ़ 100 खानों वाले बोर्ड होते हैं; इस बोर्ड में { $size } खाने हैं
# Too many ladders or snakes (`what`) to write as HackerRank. Fills in: $count, $max, $what.
core-hackerrank-jumps = hackerrank फ़ॉर्मैट में हर बोर्ड पर ज़्यादा से ज़्यादा { $max } { $what } हो सकते हैं; इस बोर्ड पर { $count } हैं
# A JSON text that ended inside the board object; `reason` (a message) is the JSON reader's. Fills in: $reason.
core-json-eof = अपेक्षित: बोर्ड ऑब्जेक्ट का बाक़ी हिस्सा, मिला: टेक्स्ट का अंत ({ $reason })
# Text after the board object. Fills in: $found.
core-json-trailing = अपेक्षित: बोर्ड ऑब्जेक्ट के बाद टेक्स्ट का अंत, मिला: { $found }
# A JSON syntax error; `reason` (a message) is the JSON reader's, "expected ...". Fills in: $found, $reason.
core-json-expected = { $reason }, मिला: { $found }
# Another JSON syntax error; `reason` (a message) is the JSON reader's. Fills in: $reason.
core-json-syntax = { $reason }
# A value of the wrong type; `found` (a message, or null) and `expected` (a message) describe it and the right one. Fills in: $expected, $found.
core-json-invalid-type = अमान्य प्रकार: { $found }, अपेक्षित: { $expected }
# A number that is not a square number; `found` and `expected` are messages. Fills in: $expected, $found.
core-json-invalid-value = अमान्य मान: { $found }, अपेक्षित: { $expected }
# A pair of the wrong length; `expected` is a message. Fills in: $expected, $found.
core-json-invalid-length = अमान्य लंबाई { $found }, अपेक्षित: { $expected }
# A pair with a third number.
core-json-third-number = खानों की संख्याओं की एक जोड़ी [from, to] अपेक्षित थी, पर एक तीसरी संख्या मिली
# A key given twice. Fills in: $key.
core-json-duplicate-key = फ़ील्ड `{ $key }` दो बार दिया गया है
# A null size.
core-json-null-size = "size" null है: खानों की संख्या दें, या 100 खानों के लिए यह key हटा दें
# A key one letter or so from a board key, which would be ignored. Fills in: $key, $known.
core-json-near-key = अज्ञात कुंजी "{ $key }": क्या आपका मतलब "{ $known }" था? (दूसरी कुंजियाँ अनदेखी की जाती हैं, इसलिए इसका मान खो जाता)
# What was wrong, and in which key's value ("\"snakes\": invalid type: null, ..."). Fills in: $place, $reason.
core-json-in = { $place }: { $reason }
# Where in a JSON board: the `number`th snake pair. Fills in: $number.
core-place-json-snake = "snakes" में जोड़ी { $number }
# Where in a JSON board: the `number`th ladder pair. Fills in: $number.
core-place-json-ladder = "ladders" में जोड़ी { $number }
# A LeetCode grid with too few rows. Fills in: $found, $n.
core-leetcode-rows = अपेक्षित: { $n } पंक्तियाँ (ग्रिड n x n होता है और उसकी हर पंक्ति में { $n } सेल होते हैं), मिला: { $found }
# A LeetCode grid with too many rows. Fills in: $found, $n.
core-leetcode-grid-end = अपेक्षित: { $n } पंक्तियों वाले ग्रिड को बंद करने वाला ']' (उसकी हर पंक्ति में { $n } सेल हैं), मिला: { $found }
# A LeetCode row longer than the first. Fills in: $found, $n, $row.
core-leetcode-row-end = अपेक्षित: पहली पंक्ति की तरह { $n } सेल के बाद पंक्ति { $row } को बंद करने वाला ']', मिला: { $found }
# A LeetCode row shorter than the first. Fills in: $found, $n, $row.
core-leetcode-row-short = अपेक्षित: पहली पंक्ति की तरह पंक्ति { $row } में { $n } सेल, मिला: { $found }
# A LeetCode grid over the largest width. Fills in: $column, $line, $max.
core-leetcode-too-wide = leetcode बोर्ड, लाइन { $line }, कॉलम { $column }: ग्रिड ज़्यादा से ज़्यादा { $max } x { $max } हो सकता है (10^7 खाने)
# A board to write as LeetCode whose size is not a square number. Fills in: $size.
core-leetcode-not-square = leetcode फ़ॉर्मैट में सिर्फ़ n x n बोर्ड होते हैं; खानों की संख्या { $size } कोई वर्ग संख्या नहीं है
# A size or columns line given twice; `what` is the keyword. Fills in: $line, $what.
core-parse-given-twice = { $what } दो बार दिया गया है (पहली बार लाइन { $line } पर)
# A native grid over the largest board. Fills in: $column, $columns, $line, $max, $rows, $squares.
core-native-grid-too-big = native बोर्ड, लाइन { $line }, कॉलम { $column }: { $rows } x { $columns } ग्रिड में { $squares } खाने हैं; बोर्ड में ज़्यादा से ज़्यादा { $max } खाने हो सकते हैं
# A native grid that does not fit the size given. Fills in: $columns, $fit, $place, $rows, $size.
core-native-grid-misfit = native बोर्ड, { $place }: { $rows } x { $columns } ग्रिड size { $size } से मेल नहीं खाता: { $columns } कॉलम की चौड़ाई में { $size } खानों से { $fit ->
        [one] { $fit } पंक्ति बनती है
       *[other] { $fit } पंक्तियाँ बनती हैं
    }
# A native jump without its end. Fills in: $found, $from.
core-native-jump-end = अपेक्षित: वह खाना जहाँ { $from } से छलाँग पहुँचती है, जैसे '{ $from } -> 6', मिला: { $found }
# Expected: the end of the line after `what` (a message: the size, the number of ladders...). Fills in: $what.
core-parse-line-end-after = { $what } के बाद लाइन का अंत
# Native format: what the line ended after (`parse.line_end_after`), the `size` line's number.
core-native-the-size = आकार
# Native format: what the line ended after, the `columns` line's number.
core-native-the-columns = कॉलमों की संख्या
# Native format: what the line ended after, a `grid R x C` line.
core-native-the-grid = ग्रिड
# Native format, expected: the number after the keyword `size`.
core-native-size-number = 'size' के बाद खानों की संख्या
# Native format, expected: the number after the keyword `columns`.
core-native-columns-number = 'columns' के बाद कॉलमों की संख्या
# Native format, expected: the rows of a `grid` line.
core-native-grid-rows = 'grid' के बाद पंक्तियों की संख्या, जैसे 'grid 10 x 10'
# Native format, expected: the `x` of a `grid` line.
core-native-grid-x = पंक्तियों और कॉलमों के बीच 'x', जैसे 'grid 10 x 10'
# Native format, expected: the columns of a `grid` line.
core-native-grid-columns = कॉलमों की संख्या, जैसे 'grid 10 x 10'
# Native format, expected: anything at all, in a text of only blanks and comments.
core-native-board = एक बोर्ड ('size N' वाली लाइन, '16 -> 6' जैसी छलाँगें, या दोनों)
# Native format, expected: a line's statement (the keywords stay as they are).
core-native-statement = 'size N', 'columns C', 'grid R x C' या '16 -> 6' जैसी छलाँग
# Native format, expected: what may follow a jump on its line.
core-native-separator = अगली छलाँग से पहले ',' या ';', या लाइन का अंत
# Native format, expected: the square after the keyword `kind` (`snake` or `ladder`). Fills in: $kind.
core-native-jump-start = वह खाना जहाँ से { $kind ->
        [snake] साँप शुरू होता है
       *[ladder] सीढ़ी शुरू होती है
    }
# Native format, expected: a jump, after a `,` or `;`.
core-native-jump = '16 -> 6' जैसी छलाँग (या 'snake'/'ladder' और उसके बाद एक छलाँग)
# HackerRank, expected: the first line, the count of test cases.
core-hackerrank-number-of-cases = टेस्ट केस की संख्या
# HackerRank, expected: the count of `jumps` (`ladders` or `snakes`) of test case `case`. Fills in: $case, $jumps.
core-hackerrank-number-of-jumps = टेस्ट केस { $case } में { $jumps ->
        [snakes] साँपों
       *[ladders] सीढ़ियों
    } की संख्या
# HackerRank: jump `number` of the `count` `kind` (`ladder` or `snake`) lines of test case `case`. Fills in: $case, $count, $kind, $number.
core-hackerrank-jump = टेस्ट केस { $case } में { $count } में से { $kind ->
        [snake] साँप
       *[ladder] सीढ़ी
    } { $number }
# HackerRank, expected: the line of `what` (a message: `hackerrank.jump`), two numbers. Fills in: $what.
core-hackerrank-pair = { $what }, 'शुरुआत अंत' के रूप में
# HackerRank, expected: the first number of `what` (a message: `hackerrank.jump`). Fills in: $what.
core-hackerrank-start-square = { $what } का शुरुआती खाना
# HackerRank, expected: the second number of `what` (a message: `hackerrank.jump`). Fills in: $what.
core-hackerrank-end-square = { $what } का आख़िरी खाना
# HackerRank, expected: nothing more after the one test case (`count` is 1) the text announced. Fills in: $count.
core-hackerrank-text-end-one = { $count ->
        [one] { $count } टेस्ट केस
       *[other] { $count } टेस्ट केसों
    } के बाद टेक्स्ट का अंत
# HackerRank, expected: nothing more after the `count` test cases (2 or more) the text announced. Fills in: $count.
core-hackerrank-text-end = { $count ->
        [one] { $count } टेस्ट केस
       *[other] { $count } टेस्ट केसों
    } के बाद टेक्स्ट का अंत
# HackerRank: what is counted over its limit (`hackerrank.count`'s `what`): test cases.
core-hackerrank-limit-cases = टेस्ट केस
# HackerRank: what is counted over its limit: `jumps` (`ladders` or `snakes`) in one test case. Fills in: $jumps.
core-hackerrank-limit-jumps = { $jumps ->
        [snakes] साँप
       *[ladders] सीढ़ियाँ
    } प्रति टेस्ट केस
# LeetCode, expected: a cell of a grid.
core-leetcode-cell = -1 या किसी खाने की संख्या
# LeetCode, expected: a grid, where there is none.
core-leetcode-grid = [[-1,-1],[-1,3]] जैसा ग्रिड
# LeetCode, expected: what follows row `row` of a grid. Fills in: $row.
core-leetcode-after-row = पंक्ति { $row } के बाद ',' या ']'
# LeetCode, expected: the bracket opening row `row`. Fills in: $row.
core-leetcode-row-start = पंक्ति { $row } शुरू करने वाला '['
# LeetCode, expected: what follows a cell of row `row`. Fills in: $row.
core-leetcode-in-row = पंक्ति { $row } में ',' या ']'
# Ruby, expected: nothing more after the two hashes.
core-ruby-text-end = सीढ़ियों वाले हैश के बाद टेक्स्ट का अंत
# Ruby, expected: the `brace` ('{') opening the `hash` (`snakes` or `ladders`) hash; `example` is one. Fills in: $brace, $example, $hash.
core-ruby-hash-start = { $hash ->
        [snakes] साँपों
       *[ladders] सीढ़ियों
    } वाला हैश शुरू करने वाला { $brace }, जैसे { $example }
# Ruby, expected: what follows a pair of the `hash` (`snakes` or `ladders`) hash; `brace` is '}'. Fills in: $brace, $hash.
core-ruby-hash-next = ',' या { $hash ->
        [snakes] साँपों
       *[ladders] सीढ़ियों
    } को बंद करने वाला { $brace }
# Ruby, expected: a pair's first square in the `hash` (`snakes` or `ladders`) hash; `brace` is '}'. Fills in: $brace, $hash.
core-ruby-square = किसी खाने की संख्या या { $hash ->
        [snakes] साँपों
       *[ladders] सीढ़ियों
    } को बंद करने वाला { $brace }
# Ruby, expected: the arrow of a pair after its first square `from`. Fills in: $from.
core-ruby-arrow = { $from } के बाद '=>'
# Ruby, expected: a pair's second square, where the jump from `from` lands. Fills in: $from.
core-ruby-leads-to = वह खाना जहाँ { $from } ले जाता है
# JSON, expected: a whole number (a board's size, a square).
core-json-whole = 0 से 4294967295 तक की कोई पूर्ण संख्या
# JSON, expected: a jump.
core-json-pair = खानों की संख्याओं की एक जोड़ी [from, to], जैसे [16, 6]
# JSON, expected: the list of a board's snakes or ladders.
core-json-a-sequence = एक सूची
# JSON, expected: the board, where the text starts with something else; `example` is one. Fills in: $example.
core-json-board-object = { $example } जैसा बोर्ड ऑब्जेक्ट
# JSON, found: a list (`json.invalid_type`'s `found`).
core-json-sequence = सूची
# JSON, found: an object.
core-json-map = ऑब्जेक्ट
# JSON, found: true or false (`value`, as written). Fills in: $value.
core-json-boolean = बूलियन { $value }
# JSON, found: a number with a fraction or exponent (`value`, as written). Fills in: $value.
core-json-float = दशमलव संख्या { $value }
# JSON, found: a whole number (`value`, as written). Fills in: $value.
core-json-integer = पूर्णांक { $value }
# JSON, found: a string (`value`, quoted). Fills in: $value.
core-json-string = स्ट्रिंग { $value }
# JSON, found: a long string, its first characters (`value`) and its length `count`. Fills in: $count, $value.
core-json-string-cut = स्ट्रिंग { $value } (काटी गई, कुल { $count } अक्षर)
# A JSON reader's reason (`reason`, a message) and where (`place`). Fills in: $place, $reason.
core-json-reason-at = { $place } पर { $reason }
# The JSON reader's reason: the text ended inside a value.
core-json-eof-value = मान पढ़ते समय टेक्स्ट ख़त्म हो गया
# The JSON reader's reason: the text ended inside a string.
core-json-eof-string = स्ट्रिंग पढ़ते समय टेक्स्ट ख़त्म हो गया
# The JSON reader's reason: the text ended inside a list.
core-json-eof-list = सूची पढ़ते समय टेक्स्ट ख़त्म हो गया
# The JSON reader's reason: the text ended inside an object.
core-json-eof-object = ऑब्जेक्ट पढ़ते समय टेक्स्ट ख़त्म हो गया
# The JSON reader's reason: no value where one belongs.
core-json-expected-value = अपेक्षित: कोई मान
# The JSON reader's reason: a misspelt `true`, `false` or `null`.
core-json-expected-ident = अपेक्षित: true, false या null
# The JSON reader's reason: a number written wrong.
core-json-invalid-number = अमान्य संख्या
# The JSON reader's reason: a raw control character inside a string.
core-json-control-character = स्ट्रिंग में नियंत्रण अक्षर (\u0000-\u001F)
# The JSON reader's reason: a backslash escape that is not one.
core-json-invalid-escape = अमान्य एस्केप अनुक्रम
# The JSON reader's reason: half of a surrogate pair.
core-json-lone-surrogate = हेक्स एस्केप में अकेला अग्र सरोगेट
# The JSON reader's reason: a \u escape cut short.
core-json-hex-end = हेक्स एस्केप का अनपेक्षित अंत
# The JSON reader's reason: lists or objects nested too deep.
core-json-recursion-limit = नेस्टिंग की सीमा पार हो गई
# The JSON reader's reason: a comma before a closing bracket.
core-json-trailing-comma = अतिरिक्त कॉमा
# The JSON reader's reason: no comma or `close` (the bracket closing the list or object). Fills in: $close.
core-json-expected-comma = अपेक्षित: `,` या { $close }
# The JSON reader's reason: an object key that is not a string.
core-json-key-string = कुंजी स्ट्रिंग होनी चाहिए
# The JSON reader's reason: no colon after a key.
core-json-expected-colon = अपेक्षित: `:`
# The JSON reader's reason: more after the value.
core-json-trailing-characters = मान के बाद अतिरिक्त अक्षर
# A saved game's field `key` missing (`save.fields`'s `reason`). Fills in: $key.
core-save-missing = फ़ील्ड `{ $key }` मौजूद नहीं है
# A saved game's part that is not an object; `found` says what it is. Fills in: $found.
core-save-not-object = अमान्य प्रकार: { $found }, अपेक्षित: ऑब्जेक्ट
# A saved game's field `key` that is not one; `keys` lists those there are. Fills in: $key, $keys.
core-save-unknown = अज्ञात फ़ील्ड `{ $key }`, अपेक्षित: `{ $keys }` में से एक
# A saved game's field `key` holding `found` (a message) instead of a whole number up to `max`. Fills in: $found, $key, $max.
core-save-not-whole = `{ $key }` { $found } है, 0 से { $max } तक की पूर्ण संख्या नहीं
# A saved game's field `key` holding `found` instead of a list. Fills in: $found, $key.
core-save-not-list = `{ $key }` { $found } है, सूची नहीं
# A saved game's field `key` holding `found` instead of a string. Fills in: $found, $key.
core-save-not-string = `{ $key }` { $found } है, स्ट्रिंग नहीं
# A saved game's field `key` holding `found` instead of true or false. Fills in: $found, $key.
core-save-not-flag = `{ $key }` { $found } है, true या false नहीं
# A saved game's jump of `count` numbers. Fills in: $count.
core-save-jump-length = `jumps` की एक छलाँग में { $count ->
        [one] { $count } संख्या है
       *[other] { $count } संख्याएँ हैं
    }, 2 नहीं
# An option (`js.option_wrong`'s `expected`): a boolean.
core-expect-true-or-false = true या false
# An option: a string.
core-expect-string = एक स्ट्रिंग
# An option: an object's property that can be read (a getter threw).
core-expect-readable = पढ़ने योग्य
# An option: the solver's randomness.
core-expect-fraction = 0 से 1 तक की कोई संख्या
# An option: a seed, the largest whole number JavaScript holds exactly.
core-expect-seed = 0 से 9007199254740991 तक की कोई पूर्ण संख्या
# An option: a game's players.
core-expect-players = खिलाड़ियों की संख्या या नामों की सूची
# An option: a range.
core-expect-range = [lo, hi], दो संख्याएँ
# An option: a range of expected throws, or one number of them.
core-expect-range-or-number = [lo, hi], दो संख्याएँ, या चालों की एक संख्या
# An option: a number of games to simulate.
core-expect-games = खेलों की कोई पूर्ण संख्या
# A simulation's argument (`js.whole`'s `what`): the number of its first game.
core-js-first-game = पहले खेल की संख्या
# A simulation's argument (`js.whole`'s `what`): how many games.
core-js-game-count = खेलों की संख्या
# A format name that is not one. Fills in: $formats, $found.
core-format-unknown = फ़ॉर्मैट इनमें से एक होना चाहिए: { $formats }; '{ $found }' नहीं
# A text that holds no board.
core-parse-no-board = अपेक्षित: एक बोर्ड
# A text over the largest length. Fills in: $max, $size.
core-format-text-too-long = बोर्ड का टेक्स्ट ज़्यादा से ज़्यादा { $max } बाइट (64 MiB) का हो सकता है, यह टेक्स्ट { $size } बाइट का है
# Several boards to write in a format of one board. Fills in: $count, $format.
core-format-one-board = { $format } फ़ॉर्मैट में ठीक एक बोर्ड होता है, { $count } नहीं
# No board to write. Fills in: $format.
core-format-no-board = लिखने के लिए कुछ नहीं है: { $format } फ़ॉर्मैट को कम से कम एक बोर्ड चाहिए
# More jumps than a board has squares, while reading. Fills in: $column, $format, $limit, $line.
core-parse-too-many-jumps = { $format } बोर्ड, लाइन { $line }, कॉलम { $column }: ज़्यादा से ज़्यादा { $limit } खानों वाले बोर्ड पर { $limit } से ज़्यादा छलाँगें (एक खाने से ज़्यादा से ज़्यादा एक छलाँग शुरू होती है)
# More jumps than the board has squares. Fills in: $count, $place, $size.
core-board-too-many-jumps = { $place }: { $size } खानों वाले बोर्ड पर { $count } छलाँगें (एक खाने से ज़्यादा से ज़्यादा एक छलाँग शुरू होती है)
# A jump declared a snake that goes up, or a ladder that goes down. Fills in: $jump.
core-board-wrong-way = { $jump } की दिशा उल्टी है
# A message placed in a board's text. Fills in: $detail, $place.
core-place-detail = { $place }: { $detail }
# Where in a board: the format and a place. Fills in: $format, $place.
core-place-board-at = { $format } बोर्ड, { $place }
# Where in a board: the format alone. Fills in: $format.
core-place-board = { $format } बोर्ड
# A message about the second of two jumps, naming where the first is. Fills in: $detail, $first.
core-place-first-at = { $detail } (पहली छलाँग { $first } पर है)
# A die of too many or no faces. Fills in: $faces, $max.
core-rule-faces = पासे के फलकों की संख्या 1 से { $max } तक होनी चाहिए, { $faces } नहीं
# A die's faces that are not a number. Fills in: $found, $max.
core-rule-faces-text = पासे के फलकों की संख्या 1 से { $max } तक की पूर्ण संख्या होनी चाहिए, '{ $found }' नहीं
# A rule name that is not one. Fills in: $found.
core-rule-unknown = अज्ञात नियम '{ $found }' (अपेक्षित: start, overshoot, jumps या faces)
# A rule value that is not one of its choices; `what` names the rule. Fills in: $choices, $found, $what.
core-rule-choice = { $what } इनमें से एक होना चाहिए: { $choices }; '{ $found }' नहीं
# A throw from a square or with a roll out of range. Fills in: $faces, $from, $roll, $size.
core-throw-range = चाल के लिए 0 से { $size } तक का कोई खाना और पासे पर 1 से { $faces } तक का अंक चाहिए, खाना { $from } और अंक { $roll } नहीं
# Too many or no players. Fills in: $count, $max.
core-game-players = गेम में 1 से { $max } तक खिलाड़ी होने चाहिए, { $count } नहीं
# A player's name too long. Fills in: $max, $player.
core-game-name-long = खिलाड़ी { $player } का नाम { $max } अक्षरों से लंबा है
# A player's name with a control character. Fills in: $player.
core-game-name-control = खिलाड़ी { $player } के नाम में एक कंट्रोल कैरेक्टर है
# Three sixes without sixes again.
core-game-three-sixes = लगातार तीन छक्कों पर बारी ख़त्म करने के लिए "छक्के पर दोबारा पासा" नियम ज़रूरी है: उसके बिना किसी भी बारी में दो चालें नहीं होतीं
# A throw after the game was won. Fills in: $winner.
core-game-over = गेम ख़त्म हो चुका है: { $winner } जीत गए
# A game that made its most throws. Fills in: $max.
core-game-moves = एक गेम में ज़्यादा से ज़्यादा { $max } चालें हो सकती हैं, और यह गेम बिना किसी विजेता के ये सारी चालें चल चुका है
# A saved game that cannot be restored; `why` says why. Fills in: $why.
core-save-bad = सेव किया गया यह गेम वापस नहीं लाया जा सकता: { $why }
# A saved game that is not JSON; `reason` (a message) is the JSON reader's, with its place. Fills in: $reason.
core-save-not-json = यह मान्य JSON नहीं है ({ $reason })
# A saved game of another format version. Fills in: $reads, $version.
core-save-version = यह फ़ॉर्मैट वर्ज़न { $version } में है, जबकि यह वर्ज़न फ़ॉर्मैट { $reads } पढ़ता है
# A saved game without its version.
core-save-no-version = इसमें फ़ॉर्मैट वर्ज़न "v" नहीं है
# A saved game without the fields expected; `reason` (a message) names the field. Fills in: $reason.
core-save-fields = इसमें अपेक्षित फ़ील्ड नहीं हैं ({ $reason })
# A saved game of too many moves. Fills in: $max, $moves.
core-save-too-many-moves = इसमें { $moves } चालें दर्ज हैं, जो एक गेम की अधिकतम { $max } चालों से ज़्यादा हैं
# A saved game whose board breaks a rule. Fills in: $error.
core-save-board = इसका बोर्ड मान्य नहीं है ({ $error })
# A saved game whose seed is not a number. Fills in: $seed.
core-save-seed = इसका सीड '{ $seed }' पूर्ण संख्या नहीं है
# A saved game with moves after its end. Fills in: $made, $moves.
core-save-won-early = इसमें { $moves } चालें दर्ज हैं, पर इसका गेम { $made ->
        [one] { $made } चाल
       *[other] { $made } चालों
    } के बाद ही जीता जा चुका था
# A saved game whose check value does not match.
core-save-altered = इसमें बदलाव किया गया है या यह ख़राब हो गया है (इसका चेक मान दोबारा चलाए गए गेम से मेल नहीं खाता)
# Rules as messages name them (the values are the command's option values). Fills in: $faces, $jumps, $overshoot, $start.
core-rules-words = शुरुआत { $start }, आख़िरी खाने से आगे { $overshoot }, छलाँगें { $jumps }, { $faces } फलक वाला पासा
# No board found; `wanted` and `found` say what was sought and seen. Fills in: $attempts, $found, $rules, $seed, $wanted.
core-world-gave-up = { $attempts } बोर्ड आज़माने के बाद खोज छोड़ दी गई (सीड { $seed } से निकाले गए सीड): नियमों ({ $rules }) के तहत ऐसा कोई बोर्ड नहीं मिला { $wanted }; { $found }
# Sought: a minimum of exactly so many throws. Fills in: $throws.
core-world-wanted-exactly = जिसमें कम से कम चालें ठीक { $throws } हों
# Sought: a minimum in a range. Fills in: $hi, $lo.
core-world-wanted-range = जिसमें कम से कम चालें { $lo } से { $hi } तक हों
# Sought: a finishable board.
core-world-wanted-reach = जिसमें खिलाड़ी आख़िरी खाने तक पहुँच सके
# Seen: every finishable board had one minimum. Fills in: $throws.
core-world-found-one = जो बोर्ड पूरे किए जा सकते थे, उन सबमें कम से कम चालें { $throws } थीं
# Seen: minimums in a range. Fills in: $hi, $lo.
core-world-found-range = जो बोर्ड पूरे किए जा सकते थे, उनमें कम से कम चालें { $lo } से { $hi } तक थीं
# Seen: no finishable board.
core-world-found-none = एक भी बोर्ड पूरा नहीं किया जा सका
# Seen: as `found`, and some boards not finishable. Fills in: $count, $found.
core-world-found-unfinished =
    { $found }, और { $count ->
        [one] { $count } बोर्ड पूरा नहीं किया जा सका
       *[other] { $count } बोर्ड पूरे नहीं किए जा सके
    }
# Too many snakes for a board without ladders. Fills in: $most, $size, $snakes.
core-world-too-many-snakes = सीढ़ियाँ न हों तो { $size } खानों वाले बोर्ड पर ज़्यादा से ज़्यादा { $most } साँप हो सकते हैं (हर सिरे को अपना अलग खाना चाहिए, और खाना { $size } सिर्फ़ किसी सीढ़ी का ऊपरी सिरा हो सकता है); माँगे गए: { $snakes }
# Too many snakes and ladders. Fills in: $asked, $ladders, $most, $size, $snakes.
core-world-too-many-jumps =
    { $size } खानों वाले बोर्ड पर, जब हर सिरा अपने अलग खाने पर हो, ज़्यादा से ज़्यादा { $most } साँप और सीढ़ियाँ हो सकती हैं; माँगे गए: { $asked } ({ $snakes } साँप और { $ladders ->
        [one] { $ladders } सीढ़ी
       *[other] { $ladders } सीढ़ियाँ
    })
# An empty range of minimum throws. Fills in: $hi, $lo.
core-world-min-empty = कम से कम चालों की सीमा { $lo } से { $hi } ख़ाली है (निचला सिरा ऊपरी सिरे से बड़ा है)
# A minimum of 0 throws.
core-world-min-zero = हर बोर्ड को पूरा करने में कम से कम 1 चाल लगती है; कम से कम चालें 0 होना असंभव है
# A minimum below what a die can do without ladders. Fills in: $faces, $floor, $hi, $square.
core-world-min-floor = सीढ़ियों के बिना { $faces } फलक वाले पासे से खाना { $square } तक पहुँचने में कम से कम { $floor ->
        [one] { $floor } चाल लगती है
       *[other] { $floor } चालें लगती हैं
    }; माँगी गईं: ज़्यादा से ज़्यादा { $hi }
# As `world.min_floor`, when passing the last square wins. Fills in: $faces, $floor, $hi, $square.
core-world-min-floor-pass = सीढ़ियों के बिना { $faces } फलक वाले पासे से खाना { $square } तक पहुँचने या उसे पार करने में कम से कम { $floor ->
        [one] { $floor } चाल लगती है
       *[other] { $floor } चालें लगती हैं
    }; माँगी गईं: ज़्यादा से ज़्यादा { $hi }
# An expected length below what a die can do without ladders. Fills in: $advance, $faces, $floor, $hi, $size.
core-world-expected-floor = सीढ़ियों के बिना { $faces } फलक वाला पासा हर चाल में औसतन { $advance } खाने आगे ले जाता है, इसलिए { $size } खानों पर एक गेम में, साँप जैसे भी हों, औसतन कम से कम { $floor } चालें लगती हैं; माँगी गईं: ज़्यादा से ज़्यादा { $hi }
# An expected length above what a die can take without snakes. Fills in: $advance, $ceiling, $faces, $lo, $size.
core-world-expected-ceiling = साँपों के बिना मोहरा कभी पीछे नहीं जाता: { $faces } फलक वाला पासा आख़िरी { $faces } खानों तक हर चाल में औसतन { $advance } खाने आगे ले जाता है, और वहाँ से हर चाल में कम से कम { $faces } में 1 की संभावना से खेल पूरा करता है, इसलिए सीढ़ियाँ कहीं भी हों, { $size } खानों पर एक खेल में औसतन अधिकतम { $ceiling } चालें लगती हैं; माँगा गया कम से कम { $lo }
# Expected turns that are not a range or a number. Fills in: $found.
core-world-expected-turns = औसत बारियाँ दो संख्याओं की सीमा LO..HI होनी चाहिए, जैसे 30..35, या चालों की एक संख्या जिसके आसपास पहुँचना है; '{ $found }' नहीं
# An average game of no throws. Fills in: $found.
core-world-average = औसत गेम 0 से ज़्यादा चालों की संख्या होना चाहिए, { $found } नहीं
# A target of expected throws in a build without the analysis.
core-world-needs-analysis = औसत चालों की लक्ष्य सीमा के लिए विश्लेषण ज़रूरी है, जो इस बिल्ड में शामिल नहीं है (पूरा मॉड्यूल या कमांड इस्तेमाल करें)
# A range of expected throws out of order. Fills in: $hi, $lo.
core-world-expected-range = औसत चालों की सीमा दो संख्याएँ lo..hi होनी चाहिए, जहाँ 0 <= lo <= hi हो; { $lo }..{ $hi } नहीं
# An expected length under 1 throw. Fills in: $hi.
core-world-expected-zero = हर गेम में कम से कम 1 चाल लगती है, इसलिए ज़्यादा से ज़्यादा { $hi } चालों की औसत लंबाई असंभव है
# The search stopped by Ctrl-C. Fills in: $evaluations, $hi, $lo.
core-world-stopped = { $evaluations } बोर्ड आज़माने के बाद रोका गया (Ctrl-C); किसी की भी औसत लंबाई { $lo } से { $hi } चालें नहीं थी
# No board of the expected length found. Fills in: $evaluations, $found, $hi, $ladders, $lo, $rules, $seed, $size, $snakes.
core-world-gave-up-target =
    { $evaluations } बोर्ड आज़माने के बाद खोज छोड़ दी गई (सीड { $seed } से): नियमों ({ $rules }) के तहत { $size } खानों पर { $snakes ->
        [one] { $snakes } साँप
       *[other] { $snakes } साँपों
    } और { $ladders ->
        [one] { $ladders } सीढ़ी
       *[other] { $ladders } सीढ़ियों
    } वाले किसी भी बोर्ड की औसत लंबाई { $lo } से { $hi } चालें नहीं है; { $found }
# As `world.gave_up_target`, when some boards missed the other demands. Fills in: $evaluations, $found, $hi, $ladders, $lo, $refused, $rules, $seed, $size, $snakes.
core-world-gave-up-target-refused =
    { $evaluations } बोर्ड आज़माने के बाद खोज छोड़ दी गई (सीड { $seed } से) ({ $refused } बोर्ड कम से कम चालों या आख़िरी खाने तक पहुँच की शर्तें पूरी नहीं करते थे): नियमों ({ $rules }) के तहत { $size } खानों पर { $snakes ->
        [one] { $snakes } साँप
       *[other] { $snakes } साँपों
    } और { $ladders ->
        [one] { $ladders } सीढ़ी
       *[other] { $ladders } सीढ़ियों
    } वाले किसी भी बोर्ड की औसत लंबाई { $lo } से { $hi } चालें नहीं है; { $found }
# Seen: the closest expected length. Fills in: $expected.
core-world-closest = सबसे क़रीबी बोर्ड की औसत लंबाई { $expected } चालें थी
# Seen: no board surely finishable.
core-world-none-sure = एक भी बोर्ड पक्के तौर पर पूरा नहीं किया जा सकता था
# Seen: no board meeting the other demands.
core-world-none-met = एक भी बोर्ड बाक़ी शर्तें पूरी नहीं करता था
# Too many players. Fills in: $max, $players.
core-analysis-players = खिलाड़ी 1 से { $max } तक होने चाहिए, { $players } नहीं
# Jump values of too large a board. Fills in: $jumps, $max, $size.
core-analysis-jump-values-work =
    { $size } खानों वाले बोर्ड पर { $jumps ->
        [one] { $jumps } छलाँग
       *[other] { $jumps } छलाँगों
    } का मूल्य निकालने के लिए हर छलाँग पर बोर्ड को एक बार हल करना पड़ता है, कुल मिलाकर { $max } से ज़्यादा खाने
# Occupancy of too many throws. Fills in: $faces, $max, $size, $throws.
core-analysis-occupancy-work =
    { $faces } फलक वाले पासे के साथ { $size } खानों वाले बोर्ड पर { $throws ->
        [one] { $throws } चाल
       *[other] { $throws } चालों
    } के लिए { $max } से ज़्यादा खानों की गणना करनी पड़ती है; कम चालें माँगें
# An occupancy series of too many numbers. Fills in: $count, $max, $values, $width.
core-analysis-occupancy-values = { $width } खानों वाले { $count } वितरणों में कुल { $values } संख्याएँ होती हैं, जो { $max } से ज़्यादा हैं; कम चालें माँगें या उन्हें एक-एक करके देखें
# The exact knock-off chain of too large a board. Fills in: $max, $size.
core-analysis-knock-off-squares = दो खिलाड़ियों के लिए "वापस शुरुआत पर भेजना" की सटीक चेन सिर्फ़ { $max } खानों तक के बोर्ड के लिए हल की जाती है, { $size } खानों के लिए नहीं: इसके बजाय सिम्युलेट करें
# The exact knock-off chain of too many transitions. Fills in: $entries, $max.
core-analysis-knock-off-entries = इस बोर्ड और पासे के लिए दो खिलाड़ियों वाली "वापस शुरुआत पर भेजना" चेन में { $entries } ट्रांज़िशन हैं, जो सटीक हल की सीमा { $max } से ज़्यादा हैं: इसके बजाय सिम्युलेट करें
# A simulation of too many games. Fills in: $games, $max.
core-simulate-games = हर रन में ज़्यादा से ज़्यादा { $max } गेम, { $games } नहीं
# Three sixes without sixes again, in a simulation.
core-simulate-three-sixes = लगातार तीन छक्कों पर बारी ख़त्म करने के लिए "छक्के पर दोबारा पासा" नियम ज़रूरी है
# A range of game numbers out of order or too long. Fills in: $end, $first, $max.
core-simulate-range = गेम { $first }..{ $end } ज़्यादा से ज़्यादा { $max } गेम नंबरों की कोई सीमा नहीं है
# A simulation thread that failed.
core-simulate-thread = सिम्युलेशन का एक थ्रेड विफल रहा
# A workload name that is not one. Fills in: $found, $names.
core-workload-unknown = अज्ञात वर्कलोड '{ $found }' (अपेक्षित: { $names } में से एक)
# A simulation workload of another size. Fills in: $size.
core-workload-size = सिम्युलेशन वर्कलोड 100 खानों वाले क्लासिक बोर्ड का इस्तेमाल करते हैं, { $size } खानों वाले का नहीं
# A completion script that is not UTF-8.
core-cli-completion-utf8 = कम्प्लीशन स्क्रिप्ट UTF-8 टेक्स्ट नहीं है
# An input file over the largest text. Fills in: $mib.
core-cli-input-too-large = इनपुट { $mib } MiB से बड़ा है
# An input that is not UTF-8; `byte` is the byte in hexadecimal. Fills in: $byte.
core-cli-not-utf8 = बाइट { $byte }, जो UTF-8 नहीं है (बोर्ड को UTF-8 टेक्स्ट के रूप में सेव करें)
# JSON that could not be written. Fills in: $reason.
core-cli-json = JSON नहीं लिखा जा सका: { $reason }
# Rows times columns over a number. Fills in: $columns, $rows.
core-cli-grid-too-many = { $rows } x { $columns } खाने बहुत ज़्यादा हैं
# Generate without a size.
core-cli-generate-size = generate के लिए --size N, या --rows R और --columns C ज़रूरी है
# Three sixes without sixes.
core-cli-three-sixes = '--three-sixes' के लिए '--sixes' ज़रूरी है: लगातार तीन छक्के बारी तभी ख़त्म करते हैं जब छक्के पर दोबारा पासा फेंका जाता हो
# Simulation sums that cannot be read back. Fills in: $reason.
core-js-sums-damaged = सिम्युलेशन के योग ख़राब हैं: { $reason }
# A count that is not a whole number; `what` (a message) names it. Fills in: $found, $what.
core-js-whole = { $what } पूर्ण संख्या होना चाहिए, { $found } नहीं
# A count out of range; `what` names it. Fills in: $found, $max, $what.
core-js-whole-range = { $what } 0 से { $max } तक की पूर्ण संख्या होना चाहिए, { $found } नहीं
# A trace limit over its cap. Fills in: $cap, $limit.
core-js-trace-limit = limit 0 से { $cap } तक की पूर्ण संख्या होना चाहिए, { $limit } नहीं
# A seed out of range. Fills in: $found, $max.
core-js-seed = सीड 0 से { $max } तक की पूर्ण संख्या होना चाहिए, { $found } नहीं
# A format the core module does not read. Fills in: $format.
core-js-full-module-format = { $format } फ़ॉर्मैट को पूरा मॉड्यूल (snakes_ladders_full) पढ़ता और लिखता है, कोर मॉड्यूल नहीं, जो सिर्फ़ native फ़ॉर्मैट पढ़ता है
# The exact fraction asked for (`exact: true`) of the analysis module, which has no big rationals.
core-js-exact-full-module = सटीक भिन्न (exact: true) पूरा मॉड्यूल (snakes_ladders_full) निकालता है, विश्लेषण मॉड्यूल (snakes_ladders_markov) नहीं, जिसमें उसकी बड़ी परिमेय संख्याएँ नहीं हैं: exact हटाएँ, या पूरे मॉड्यूल से विश्लेषण करें
# A format the first paint does not read. Fills in: $format.
core-js-paint-format = पहला रेंडर सिर्फ़ native फ़ॉर्मैट पढ़ता है; { $format } को पूरा मॉड्यूल पढ़ता है
# A text without a board.
core-js-no-board = टेक्स्ट में कोई बोर्ड नहीं है
# Options that are not an object; `what` names whose: `rule`, `game`, `analysis` or `simulation` (a translation words these by a selector), or the method's own name (`solve`, `bfsTrace`, `generate`). Fills in: $found, $what.
core-js-options-object = { $what ->
        [rule] नियम
        [game] खेल
        [analysis] विश्लेषण
        [simulation] सिमुलेशन
       *[other] { $what }
    } के विकल्प एक ऑब्जेक्ट होने चाहिए, { $found } नहीं
# An unknown option; `what` as in `js.options_object`. Fills in: $found, $keys, $what.
core-js-option-unknown = अज्ञात { $what ->
        [rule] नियम
        [game] खेल
        [analysis] विश्लेषण
        [simulation] सिमुलेशन
       *[other] { $what }
    } विकल्प '{ $found }' (अपेक्षित: { $keys } में से एक)
# An option of the wrong kind; `what` as in `js.options_object`, `expected` (a message) describes the right one. Fills in: $expected, $found, $key, $what.
core-js-option-wrong = { $what ->
        [rule] नियम
        [game] खेल
        [analysis] विश्लेषण
        [simulation] सिमुलेशन
       *[other] { $what }
    } विकल्प '{ $key }' { $expected } होना चाहिए, { $found } नहीं
# A list option with a wrong entry; `what` as in `js.options_object`, `expected` (a message) describes the right one. Fills in: $entry, $expected, $found, $key, $what.
core-js-option-entry = { $what ->
        [rule] नियम
        [game] खेल
        [analysis] विश्लेषण
        [simulation] सिमुलेशन
       *[other] { $what }
    } विकल्प '{ $key }' { $expected } होना चाहिए, पर प्रविष्टि { $entry } { $found } है
# A whole-number option out of range; `what` as in `js.options_object`. Fills in: $found, $hi, $key, $lo, $what.
core-js-option-whole = { $what ->
        [rule] नियम
        [game] खेल
        [analysis] विश्लेषण
        [simulation] सिमुलेशन
       *[other] { $what }
    } विकल्प '{ $key }' { $lo } से { $hi } तक की पूर्ण संख्या होना चाहिए, { $found } नहीं
# Too many players' names. Fills in: $count, $max.
core-js-players = गेम में ज़्यादा से ज़्यादा { $max } खिलाड़ी हो सकते हैं, { $count } नहीं
# Rows and columns out of range. Fills in: $columns, $max, $rows.
core-js-grid =
    { $rows ->
        [one] { $rows } पंक्ति
       *[other] { $rows } पंक्तियाँ
    } x { $columns } कॉलम से 2 से { $max } तक खाने बनने चाहिए
# A world without a size.
core-js-size = size दें, या rows और columns दोनों
# minThrows that is not a range.
core-js-min-throws = minThrows [lo, hi] होना चाहिए: पूर्ण संख्याएँ, जिनमें 0 <= lo <= hi
# Jumps not in pairs.
core-js-jump-pairs = jumps जोड़ियों में होने चाहिए [from, to, ...]
# A move: who threw what, then where the token went (`path`, itself a message). Fills in: $name, $path, $roll.
core-move-moved = { $name } ने { $roll } फेंका: { $path }।
# A throw past the last square under the "stay" rule; `place` says where the token stays. Fills in: $name, $place, $roll.
core-move-too-far = { $name } ने { $roll } फेंका: गोटी आख़िरी खाने से आगे निकल जाती, इसलिए { $place } ही रही।
# The third highest throw in a row under the sixes-again rule: the turn ends, the token stays at `place`. Fills in: $name, $place, $roll.
core-move-third = { $name } ने { $roll } फेंका: लगातार तीसरी बार { $roll } आने से { $name } की बारी ख़त्म हुई, और गोटी { $place } ही रही।
# Where a token stays: off the board, before square 1.
core-move-at-start = शुरुआत पर
# Where a token stays: on a square. Fills in: $square.
core-move-on = खाना { $square } पर
# The walk of a throw from one square to another. Fills in: $from, $to.
core-move-walk = { $from } से { $to } पर
# The walk of a throw from off the board to a square. Fills in: $to.
core-move-walk-from-start = शुरुआत से { $to } पर
# A walk past the last square (`last`) and back, by the "bounce" rule. Fills in: $from, $last, $to.
core-move-bounce = { $from } से { $last } तक, फिर पीछे लौटकर { $to } पर
# The same, from off the board. Fills in: $last, $to.
core-move-bounce-from-start = शुरुआत से { $last } तक, फिर पीछे लौटकर { $to } पर
# What followed a move's walk: `path` so far, then `next` (a ladder, a snake, players sent back). Fills in: $next, $path.
core-move-then = { $path }, { $next }
# After a walk: a ladder taken. Fills in: $to.
core-move-ladder = सीढ़ी चढ़कर { $to } पर
# After a walk: a snake taken. Fills in: $to.
core-move-snake = साँप से फिसलकर { $to } पर
# After a walk: the rest of a chain of jumps too long to tell one by one. Fills in: $to.
core-move-chain = और कड़ी में आगे बढ़ते हुए { $to } पर
# The token landed on one other player's square, who goes back to the start (knock-off rule). Fills in: $names.
core-move-knocked-one = { $names } के खाने पर पहुँचकर उन्हें वापस शुरुआत पर भेज दिया
# The token landed on several players (`names`, a list), who go back to the start. Fills in: $names.
core-move-knocked-many = { $names } के खाने पर पहुँचकर उन सबको वापस शुरुआत पर भेज दिया
# A list of names: the first ones (`first`), then one more. Fills in: $first, $next.
core-move-names-comma = { $first }, { $next }
# A list of names: all but the last (`first`), and the last. Fills in: $first, $last.
core-move-names-and = { $first } और { $last }
# A winning move (`move`, the sentence), and the win. Fills in: $move, $name.
core-move-wins = { $move } { $name } जीत गए!
# A move (`move`) after which the same player throws again (sixes-again rule); "a" before the number in English. Fills in: $move, $name, $roll.
core-move-again = { $move } { $name } ने { $roll } फेंका, इसलिए उनकी फिर से बारी है।
# The same where English says "an" before the number (an 8, an 11, an 18). Fills in: $move, $name, $roll.
core-move-again-an = { $move } { $name } ने { $roll } फेंका, इसलिए उनकी फिर से बारी है।
# A throw that does not move the token (it would pass the last square under the "stay" rule).
core-throw-no-move = गोटी नहीं चलती (वह आख़िरी खाने से आगे निकल जाती)
# A throw's walk from one square to the one it lands on. Fills in: $from, $to.
core-throw-walk = { $from } → { $to }
# A throw's walk from off the board. Fills in: $to.
core-throw-walk-from-start = शुरुआत → { $to }
# What followed a throw's walk: `path` so far, then `next` (a ladder or a snake). Fills in: $next, $path.
core-throw-then = { $path }, { $next }
# A ladder taken on a throw. Fills in: $to.
core-throw-ladder = सीढ़ी से ऊपर { $to }
# A snake taken on a throw. Fills in: $to.
core-throw-snake = साँप से नीचे { $to }
# The average game of one player (`value` throws, a figure) is an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-average-estimate = औसत { $value } चालें एक अनुमान है (सिद्ध: { $lo } और { $hi } के बीच)।
# The average game of one player (`value` throws) is an estimate with no proven bound. Fills in: $value.
core-analysis-average-unbounded = औसत { $value } चालें एक अनुमान है: इस बोर्ड पर इसकी त्रुटि की कोई सीमा सिद्ध नहीं हो सकी।
# Several players: the expected rounds (`value`) are an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-rounds-estimate = अनुमानित राउंड ({ $value }) एक अनुमान हैं (सिद्ध: { $lo } और { $hi } के बीच)।
# Several players: the expected rounds (`value`) are an estimate with no proven bound. Fills in: $value.
core-analysis-rounds-unbounded = अनुमानित राउंड ({ $value }) एक अनुमान हैं: इस बोर्ड पर इनकी त्रुटि की कोई सीमा सिद्ध नहीं हो सकी।
# Several players: the expected turns of all players together (`value`) are an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-turns-estimate = सभी खिलाड़ियों की कुल अनुमानित बारियाँ ({ $value }) एक अनुमान हैं (सिद्ध: { $lo } और { $hi } के बीच)।
# Several players: the expected turns of all players (`value`) are an estimate with no proven bound. Fills in: $value.
core-analysis-turns-unbounded = सभी खिलाड़ियों की कुल अनुमानित बारियाँ ({ $value }) एक अनुमान हैं: इस बोर्ड पर इनकी त्रुटि की कोई सीमा सिद्ध नहीं हो सकी।
# A percentile is an estimate: `games` (a share of the games, a message) are over after about `throws` throws; `known` (a message) is what is proven of it. Fills in: $games, $known, $throws.
core-analysis-percentile-estimate = { $games } लगभग { $throws } चालों के बाद ख़त्म हो जाते हैं, यह एक अनुमान है (सिद्ध: { $known })।
# A percentile is not known: when `games` (a share of the games, a message) are over; `known` is what is proven, `why` (a message) why no more is known. Fills in: $games, $known, $why.
core-analysis-percentile-not-known = { $games } कब ख़त्म होते हैं, यह पता नहीं ({ $known }): { $why }।
# What is proven of a percentile: between `lo` and `hi` throws. Fills in: $hi, $lo.
core-analysis-proven-between = { $lo } और { $hi } के बीच
# What is proven of a percentile: at least `lo` throws. Fills in: $lo.
core-analysis-proven-at-least = कम से कम { $lo }
# A share of the games, at the start of a sentence (`analysis.percentile_estimate`).
core-analysis-games-quarter-first = एक चौथाई गेम
# A share of the games, inside a sentence (`analysis.percentile_not_known`).
core-analysis-games-quarter = एक चौथाई गेम
# A share of the games, at the start of a sentence.
core-analysis-games-half-first = आधे गेम
# A share of the games, inside a sentence.
core-analysis-games-half = आधे गेम
# A share of the games, at the start of a sentence.
core-analysis-games-three-quarters-first = तीन चौथाई गेम
# A share of the games, inside a sentence.
core-analysis-games-three-quarters = तीन चौथाई गेम
# A share of the games (90%), at the start of or inside a sentence.
core-analysis-games-nine-in-ten = 10 में से 9 गेम
# A share of the games (95%), at the start of or inside a sentence.
core-analysis-games-nineteen-in-twenty = 20 में से 19 गेम
# Several players' figures are not known; `why` (a message) says why. Fills in: $why.
core-analysis-odds-not-known = जीत की संभावनाएँ, अनुमानित राउंड और सभी खिलाड़ियों की बारियाँ ज्ञात नहीं हैं: { $why }।
# One player's expected throws are not given: the solver's answer failed its own check (a square came out with fewer than one throw to go, which no true answer has) on a board whose expectations are too large for 64-bit arithmetic; `throws` is the fewest throws that can finish, a proven lower bound. Fills in: $throws.
core-analysis-expected-failed = कम से कम { $throws }; सॉल्वर का उत्तर अपनी ही जाँच में विफल रहा, जैसा तब होता है जब किसी बोर्ड की अपेक्षित फेंकें 64-बिट अंकगणित के लिए बहुत बड़ी हों
# One player's expected throws are finite (every game ends) but above the largest 64-bit float.
core-analysis-expected-overflow = 1.8 × 10^308 से अधिक फेंकें: हर खेल समाप्त होता है, पर औसत 64-बिट फ़्लोट के लिए बहुत बड़ा है
# Several players' win chances are not proven.
core-analysis-wins-estimate = जीत की संभावनाएँ अनुमान हैं, 9 अंकों तक सिद्ध नहीं।
# The knock-off figures come from a simulation.
core-analysis-knock-off-simulated = वापस शुरुआत पर भेजने के नियम वाले आँकड़े सिम्युलेशन से हैं: 95% अंतराल वाले अनुमान।
# The knock-off figures are solved but not proven.
core-analysis-knock-off-estimate = वापस शुरुआत पर भेजने के नियम वाले आँकड़े अनुमान हैं: साझा चेन का हल इन्हें 9 अंकों तक सिद्ध नहीं कर सका।
# The knock-off figures are not known; `why` (a message) says why. Fills in: $why.
core-analysis-knock-off-not-known = वापस भेजने वाले नियम के आँकड़े ज्ञात नहीं हैं: { $why }।
# Why the knock-off figures are not known: every game ends, yet the two win chances the joint chain's unproven solve gave sum to `sum` (a number, as "1.33 × 10^-20"), not 1. Fills in: $sum.
core-analysis-knock-off-disproved = संयुक्त शृंखला का हल अपनी ही जाँच में विफल रहा: हर खेल समाप्त होता है, फिर भी उसकी जीत की संभावनाओं का योग { $sum } है
# Why the knock-off figures are not known: `unfinished` of the `games` simulated games had not ended after `rounds` rounds, though every game ends. Fills in: $games, $rounds, $unfinished.
core-analysis-knock-off-unfinished = { $games } सिम्युलेट किए गए खेलों में से { $unfinished } खेल { $rounds } राउंड के बाद भी समाप्त नहीं हुए: इतने लंबे खेल सिम्युलेट नहीं किए जा सकते
# Why figures are not known: the distribution stopped after `throws` throws with `share` (a percentage, or a message) of the games still going. Fills in: $share, $throws.
core-analysis-cut-short = गणना { $throws } चालों पर रुक गई, जब { $share } गेम अभी चल रहे थे, और बचा हुआ हिस्सा अभी अपनी ज्यामितीय पूँछ में नहीं ढला था
# A share of the games too small to write as a percentage.
core-analysis-share-almost-none = लगभग कोई नहीं
# A share of the games too close to all of them to write as a percentage.
core-analysis-share-nearly-all = 100% से थोड़ा कम
# Why the most likely length is not known; `throws` is how many throws were computed exactly. Fills in: $throws.
core-analysis-mode-not-known = कोई भी लंबाई सबसे संभावित सिद्ध नहीं है: दो लंबाइयाँ इतनी पास हैं कि अलग नहीं की जा सकतीं, या ठीक-ठीक गिनी गई { $throws } चालों के बाद के गेमों में कोई और ज़्यादा संभावित लंबाई हो सकती है
# The tail of a very long game: after throw `throw`, each throw ends `rate` percent (a figure, such as 6.031 × 10^-21) of the games still going. Fills in: $rate, $throw.
core-analysis-tail = चाल { $throw } के बाद हर चाल अभी चल रहे गेमों में से { $rate }% को ख़त्म करती है।
# The chance of the shortest game when it is above 0 but below the smallest number a computer writes.
core-analysis-chance-too-small = 0% से ज़्यादा, पर लिखने के लिए बहुत छोटी

# (end of the core's messages)

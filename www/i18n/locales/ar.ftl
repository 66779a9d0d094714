# Snakes and Ladders: every word the page and the element show, in English (the language every
# other file falls back to). One message a block: its comment says where it is shown and what
# it means. Text in { $name } is filled in by the page (a number, a name); keep it, and move it
# where the sentence wants it. A message with lines like [one] and *[other] picks a form by the
# number: give the forms your language has (for instance [few] and [many]).
# A message's attributes (.aria-label, .placeholder, ...) are read aloud by screen readers or shown
# in empty boxes: translate them too.
# This file: the Arabic translation of en.ftl (comments kept in English for translators).
# Translator's note: Modern Standard Arabic; verbal nouns (masdar) on buttons and options,
# imperative (masculine singular, the usual UI default) in instructions. board = لوحة (لوحة اللعب
# where "keyboard" could be confused), square = خانة, die = النرد, throw = رمية, a game = جولة,
# seed = بذرة. Western digits kept as in the rest of the app.

## The page as a whole

# The browser tab's title.
page-title = السلالم والثعابين: لوحات وأقصر المسارات وجولات لعب
# What search engines and link previews show under the title.
page-description =
    .content = السلالم والثعابين: ارسم لوحة أو الصقها، واعرف أقل عدد من الرميات للوصول إلى النهاية ولماذا، أو العب جولة.
# A link for keyboard users at the very top, skipping to the task buttons.
skip-link = الانتقال إلى المهام
# The page's heading: the game's usual name in your language.
site-title = السلالم والثعابين
# The line under the heading (hidden on phones).
tagline = أنشئ لوحة، واعرف أقل عدد من الرميات للوصول إلى النهاية ولماذا هو الأقل، أو العب جولة.
# Shown when the browser runs no JavaScript.
noscript = تحتاج هذه الصفحة إلى JavaScript وWebAssembly لرسم اللوحة.
# The label of the list of languages at the top of the page.
language-label = اللغة
# The keyboard help at the bottom of the page.
# (English key names kept; "Space" given as مفتاح المسافة.)
footer-keyboard = لوحة المفاتيح: انتقل إلى لوحة اللعب بمفتاح Tab، واستخدم مفاتيح الأسهم لقراءة الخانات (ينقلك Home وEnd إلى الخانة الأولى والأخيرة). أثناء الجولة، اضغط مفتاح المسافة أو Enter لرمي النرد عندما يكون التركيز على الصفحة.

## The four tasks (buttons at the top)

# The row of task buttons, for screen readers.
tasks-nav =
    .aria-label = المهام
# The task button that opens the game.
task-play = اللعب
# The task button that opens the solver (fewest throws to the end).
task-solve = حلّ لوحة
# The task button that opens the analysis of how many throws a game takes.
task-analyze = كم تستغرق الجولة؟
# The task button that opens the board designer.
task-design = التصميم

## The board

# The board's area, for screen readers.
board-area =
    .aria-label = لوحة اللعب
# The board itself, for screen readers (it is a picture the keyboard can read square by square).
board-canvas =
    .aria-label = لوحة السلالم والثعابين. استخدم مفاتيح الأسهم للتنقل بين الخانات.
    .aria-roledescription = لوحة لعب
# Under the board, before it is drawn.
board-loading = جارٍ تحميل اللوحة…
# The key under the board, for screen readers.
key-list =
    .aria-label = دليل الرموز
# The key under the board: what a ladder does.
key-ladder = السلّم: توقّف عند أسفله واصعد إلى قمّته
# The key under the board: what a snake does.
key-snake = الثعبان: توقّف عند رأسه وانزلق إلى ذيله
# The key under the board: the square to reach.
key-finish = النهاية: الخانة الأخيرة
# Boards are numbered in a zigzag (boustrophedon): a small triangle marks where a row turns up.
key-row-end = مثلث في نهاية الصف: يستمر الترقيم في الخانة التي فوقه

## Solve a board

# The heading of the solver's card.
solve-heading = حلّ لوحة
# The label of the box a board's text is pasted into.
board-text-label = اللوحة
# Help under the box for a board's text. The format names stay as they are.
board-help = الصق لوحة أو عدّلها بأي صيغة تقرؤها أداة الحل: الصيغة الأصلية أو Ruby أو JSON أو HackerRank أو LeetCode. يُجيب «حلّ» عن هذا النص بالضبط.
# Buttons shown when a long text is kept out of the box.
board-text-show = إظهار النص
# Empties the box for a board's text.
board-text-clear = إفراغ الحقل
# The text formats a board can be written in. "Detect" means: find out which it is.
format-label = الصيغة
# In the list of formats: let the solver find out which format the text is in.
format-auto = اكتشاف تلقائي
# In the list of formats: this app's own format.
# (Note: "Native" = the app's own format, rendered as الصيغة الأصلية.)
format-native = الصيغة الأصلية
# The format the solver read the text as: it is followed by the format's name.
read-as = قُرئ بصيغة
# When a text holds several boards: which one to show.
board-pick-label = اللوحة المعروضة
# Finds the fewest throws to the end of the board in the box.
solve-button = حلّ
# Plays the breadth-first search step by step on a second board.
watch-search = مشاهدة البحث
# The speed of the animations.
speed-label = السرعة
# A speed of the animations.
speed-slow = بطيئة
# A speed of the animations (the usual one).
speed-normal = عادية
# A speed of the animations.
speed-fast = سريعة
# A speed of the animations.
speed-fastest = الأسرع
# Stops a long piece of work (reading a huge text, solving a huge board).
work-stop = إيقاف
# Goes back from the rules a puzzle's format implies (start on square 1) to the usual ones.
rules-undo = العودة إلى القواعد المعتادة
# On phones, where the board is above: scrolls to it.
solve-show-board = عرض المسار على اللوحة
# A table listing every board found in one pasted text.
answers-caption = كل اللوحات الواردة في النص
# A column of the table of boards: the board's name or number.
answers-board = اللوحة
# A column of the table of boards: how many squares the board has.
answers-squares = الخانات
# A column of the table of boards: the fewest throws to the end.
answers-fewest = أقل عدد من الرميات
# A column of the table of boards (read by screen readers only): a button showing the path.
answers-path = المسار
# Under the table of boards: shows the next rows.
answers-more = عرض مزيد من اللوحات
# The teaching view of the search (breadth-first search).
bfs-heading = كيف يجد البحث أقل عدد من الرميات
# How the teaching view of the search works, under its heading.
bfs-help = البحث بالعرض أولاً: تُؤخذ الخانات من مقدّمة طابور، وكل رمية من خانة تضيف إلى آخر الطابور الخانات التي تصل إليها لأول مرة، على بُعد رمية إضافية من البداية. الأرقام على الخانات هي مستوياتها (عدد الرميات من البداية)؛ والخانات التي ما زالت في الطابور تتوهّج بكامل ألوانها، أما الخانات التي سبق توسيعها فتبهت؛ والشارات هي نتائج النرد في هذه الخطوة، موضوعة حيث تستقر كل رمية.
# The second board, where the search is shown, for screen readers.
bfs-canvas =
    .aria-label = لوحة البحث
    .aria-roledescription = لوحة لعب
# A folding section of options for the solve view.
solve-options = الألوان والمسارات
# A checkbox: colours the squares by how many throws each is from the end.
show-distances = تلوين كل خانة حسب عدد الرميات حتى النهاية
# A checkbox: shows a random one of the shortest paths instead of the first.
randomize = الاختيار عشوائيًا من بين أقصر المسارات
# Help under the checkbox above.
randomize-help = قد تتساوى مسارات كثيرة في الطول؛ يختار هذا الخيار واحدًا منها عشوائيًا بدلاً من الأول.
# A slider: how random the choice among shortest paths is.
randomness-label = درجة العشوائية
# A number that picks the same random path again.
path-seed-label = بذرة المسار
# In an empty box for a seed: a fresh random one is used.
seed-random =
    .placeholder = عشوائية

## Play

# The heading of the game's card.
play-heading = اللعب
# The die before the first throw, for screen readers.
die-not-rolled =
    .aria-label = حجر النرد، لم يُرمَ بعد
# Before the first throw of a game, next to the Roll button.
turn-start = اضغط «ارمِ النرد» لبدء جولة.
# The big button that throws the die.
# (Imperative, as Arabic game apps usually label this button.)
roll-button = ارمِ النرد
# Starts a new game with the same players.
new-game = جولة جديدة
# Takes back the last throw.
undo-button = تراجع
# A folding section: a game with others on their own phones or computers.
online-summary = اللعب مع الآخرين، كلٌّ على جهازه
# Inside the section for playing with others, before it is opened.
online-help = افتح غرفة، وسينضم الآخرون إليها عبر رابطها أو رمزها.
# The list of moves made so far.
moves-heading = النقلات
# Inside the empty list of moves, before the first throw.
game-log =
    .data-empty = لا نقلات بعد.
# The switch beside Undo for the game's sounds, while they play.
play-sound-on = الصوت: مفعّل
# The same switch while the sounds are off.
play-sound-off = الصوت: مكتوم
# The heading above the players and the house rules.
setup-heading = اللاعبون والقواعد الخاصة
# The box with the list of players.
players-legend = اللاعبون
# Adds a player to the game.
add-player = إضافة لاعب
# Optional rules families play by.
# (Rendered as "special rules"; there is no settled Arabic term for "house rules".)
house-rules = القواعد الخاصة
# A house rule (checkbox).
knock-off = التوقف على خانة لاعب آخر يعيده إلى البداية
# A house rule (checkbox): whoever rolls a six throws again.
sixes-again = الحصول على ستة يمنح رمية إضافية
# A house rule (checkbox).
three-sixes = ثلاث ستّات متتالية تُنهي الدور
# A number that gives the same dice again.
game-seed-label = بذرة الجولة
# Help under the game seed's box.
game-seed-help = كل «جولة جديدة» تأتي بنتائج نرد جديدة؛ اكتب بذرة لإعادة جولة. البذرة واللوحة واللاعبون أنفسهم يعطون نتائج النرد نفسها.

## How long is a game? (the analysis)

# The heading of the analysis card: how many throws a game takes.
analysis-heading = كم تستغرق الجولة؟
# Under the analysis card's heading: how the figures are worked out.
analysis-help = لاعب واحد على هذه اللوحة وفق القواعد أدناه، محسوبة بدقة من احتمالات كل رمية (سلسلة ماركوف)، لا بلعب جولات.
# A checkbox: colours the squares by the average number of throws from each to the end.
show-expected = تلوين كل خانة حسب العدد المتوقع من الرميات حتى النهاية
# On phones: scrolls to the board.
show-board = عرض اللوحة
# The heading of the table of each player's chance to win.
odds-heading = من يفوز؟
# A column of the table of win chances: the player.
odds-player = اللاعب
# Win chances worked out exactly, and the same estimated by playing many games.
odds-exact = بالحساب الدقيق
# A column of the table of win chances: estimated from many games played by the computer.
odds-simulated = بالمحاكاة
# The heading of the part where the computer plays many games.
sim-heading = محاكاة جولات
# How many games the computer plays.
sim-games-label = عدد الجولات
# A number that gives the same simulated games again.
sim-seed-label = بذرة المحاكاة
# $workers: how many workers (threads) share the games on this device.
# (Note: Arabic plural categories zero/one/two/few/many/other; "thread" = خيط معالجة.)
sim-seed-help =
    البذرة نفسها وعدد الجولات نفسه يعطيان الأرقام نفسها، أيًّا كان عدد خيوط المعالجة التي تتقاسم الجولات (هنا { $workers ->
        [zero] لا خيوط معالجة
        [one] خيط معالجة واحد
        [two] خيطا معالجة
        [few] { $workers } خيوط معالجة
        [many] { $workers } خيط معالجة
       *[other] { $workers } خيط معالجة
    }).
# Starts playing the games.
sim-run = محاكاة
# Stops the games being played.
sim-cancel = إلغاء
# The board of "Where is the token after each throw?", for screen readers. $board: the board's own label (a sentence or two); then what its colours show.
spread-board-label = { $board } تُظهر كل خانة احتمال وجود القطعة فيها.

## Design a board

# The heading of the designer's card.
design-heading = تصميم لوحة

## Rules

# The heading of the card with the rules.
rules-heading = القواعد
# Where the tokens start.
rule-start = البداية
# A choice of where tokens start: before square 1, entering with the first throw.
rule-start-off = خارج اللوحة
# A choice of where tokens start: on square 1, as programming puzzles have it.
rule-start-one = على الخانة 1 (ألغاز)
# What happens when a throw goes past the last square.
rule-overshoot = تجاوز النهاية
# A choice for a throw past the end: the token counts back from the last square.
rule-bounce = الارتداد إلى الخلف
# A choice for a throw past the end: the token does not move; the end must be reached exactly.
rule-stay = البقاء: يجب الوصول بالضبط
# A choice for a throw past the end: the token reaches the end anyway.
rule-win = الفوز على أي حال
# What happens when a snake or ladder ends on the start of another.
rule-jumps = ثعبان أو سلّم ينتهي عند بداية آخر
# A choice: a token that lands on the start of another snake or ladder stops there.
rule-single = التوقف بعد الأول
# A choice: a token follows snake after ladder until it lands on a plain square.
rule-chain = متابعة السلسلة
# How many faces the die has (6 usually).
rule-faces = أوجه النرد

## Make a board (the world builder)

# The heading of the card that builds a random board.
make-heading = إنشاء لوحة
# The box with the sizes of a new random board.
new-world-legend = عالم جديد
# How many rows of squares the new board has.
gen-rows = الصفوف
# How many columns of squares the new board has.
gen-columns = الأعمدة
# How many snakes the new board has.
gen-snakes = الثعابين
# How many ladders the new board has.
gen-ladders = السلالم
# A number that builds the same random board again.
world-seed-label = بذرة العالم
# Help under the world seed's box.
seed-help = كل «عالم جديد» مختلف؛ اكتب بذرة لإنشاء لوحة من جديد. البذرة والأبعاد نفسها تُنشئ دائمًا اللوحة نفسها.
# A checkbox: the builder makes sure the last square can be reached.
gen-reachable = التأكد من إمكانية الوصول إلى النهاية
# Followed by a box for a number and the word "throws".
# (Note: "من الرميات" avoids Arabic number agreement with whatever number is typed.)
gen-expected-label = متوسط طول الجولة نحو
# After the box for a number: "An average game of about [12] throws".
gen-expected-unit = من الرميات
# In the empty box: any length will do.
gen-expected-any =
    .placeholder = أي طول
# Help under the box for the average game's length.
gen-expected-help = اتركه فارغًا لقبول أي طول. عند إدخال رقم، يجرّب المُنشئ لوحات إلى أن يصبح متوسط جولة لاعب واحد وفق القواعد أعلاه ضمن 5% من هذا الرقم، أو ضمن رمية واحدة في الجولات القصيرة (قد يستغرق ذلك بضع ثوانٍ).
# Builds a new random board.
new-world = عالم جديد
# Copies a link that opens the page as it is now.
copy-link = نسخ رابط هذا العرض

## Numbers

# A number alone, as your language writes it (for instance in a list of how many games to play). Keep as it is.
plain-number = { $n }

## What the page's scripts say

# Under the board, before a square is pointed at or focused.
square-hint = المس خانة أو أشِر إليها بالمؤشر، أو انقل التركيز إلى اللوحة واستخدم مفاتيح الأسهم، لمعرفة ما فيها.
# A note about the board (from the solver), in the list under the board. $note: the note (a "core-warning-" message).
board-note = ملاحظة: { $note }
# After the first notes about a board, when there are more.
board-notes-more =
    { $count ->
        [zero] … ولا ملاحظات أخرى من هذا النوع.
        [one] … وملاحظة أخرى واحدة من هذا النوع.
        [two] … وملاحظتان أخريان من هذا النوع.
        [few] … و{ $count } ملاحظات أخرى من هذا النوع.
        [many] … و{ $count } ملاحظة أخرى من هذا النوع.
       *[other] … و{ $count } ملاحظة أخرى من هذا النوع.
    }
# When the board changes during a game.
game-board-changed = تغيّرت اللوحة: اضغط «جولة جديدة» للعب عليها.
# When the rules change after an answer was shown.
rules-changed-solve = تغيّرت القواعد: اضغط «حلّ» للحصول على الإجابة وفق القواعد الجديدة.
# When the rules change during a game.
rules-changed-game = تحتفظ الجولة الجارية بقواعدها، أما القواعد الجديدة فتُطبَّق عند بدء الجولة التالية بزر «جولة جديدة».
# When a house rule changes during a game.
house-rules-next-game = تُطبَّق القواعد الخاصة عند بدء الجولة التالية بزر «جولة جديدة».
# A text too big for the box was refused. $why: what is wrong with it (starts with a capital).
text-refused-kept =
    لم يُقبَل النص: { $why }.
    لم تتغيّر اللوحة المعروضة على الشاشة.
# A very long board text is kept out of the box. $characters and $lines: its size.
board-text-held =
    يتكوّن نص اللوحة من { $characters ->
        [zero] { $characters } حرف
        [one] حرف واحد
        [two] حرفين
        [few] { $characters } أحرف
        [many] { $characters } حرفًا
       *[other] { $characters } حرف
    } في { $lines ->
        [zero] { $lines } سطر
        [one] سطر واحد
        [two] سطرين
        [few] { $lines } أسطر
        [many] { $lines } سطرًا
       *[other] { $lines } سطر
    }: تمت قراءته والاحتفاظ به كما هو، لكنه لا يُعرض لأن عرضه يجمّد الصفحة ثانية أو أكثر.
# A box of the world builder holds no whole number. $field: the box's label, as the page shows it.
field-whole-number = يجب أن تكون قيمة «{ $field }» عددًا صحيحًا.
# A box of the world builder holds a number out of range. $field: the box's label; $lo and $hi: the range.
field-range = يجب أن تكون قيمة «{ $field }» من { $lo } إلى { $hi }.
# Rows times columns is under 2.
gen-too-small = تحتاج اللوحة إلى خانتين على الأقل.
# The average game's box holds no usable number.
gen-target-bad = يجب أن يكون متوسط طول الجولة عددًا من الرميات لا يقل عن 1 (تستغرق الجولة رمية واحدة أو أكثر).
# While the builder tries boards until one's average game is about $target throws.
gen-target-building = جارٍ إنشاء لوحة يبلغ متوسط طول الجولة فيها نحو { $target } من الرميات…
# Said to screen readers when a new random board is built. $seed: the number that builds it again.
new-world-said =
    عالم جديد: { $squares ->
        [zero] { $squares } خانة
        [one] خانة واحدة
        [two] خانتان
        [few] { $squares } خانات
        [many] { $squares } خانة
       *[other] { $squares } خانة
    }، البذرة { $seed }.
# The same, for a board built to an average game's length.
new-world-target-said =
    عالم جديد: { $squares ->
        [zero] { $squares } خانة
        [one] خانة واحدة
        [two] خانتان
        [few] { $squares } خانات
        [many] { $squares } خانة
       *[other] { $squares } خانة
    }، البذرة { $seed }، ومتوسط طول الجولة نحو { $target } من الرميات.
# A link with a mistake, opened while a board is on screen. $error: what is wrong (a "link-why-" message below).
link-unreadable-kept = تعذّرت قراءة هذا الرابط ({ $error }). لم تتغيّر اللوحة والجولة المعروضتان على الشاشة.
# A link with a mistake, opened as the page loads.
link-unreadable-classic = تعذّرت قراءة هذا الرابط ({ $error })، لذا تُعرض اللوحة الكلاسيكية بدلاً منه.
# A link whose board text has a mistake, opened while a board is on screen.
link-board-unreadable-kept = تعذّرت قراءة اللوحة الواردة في هذا الرابط ({ $error }). لم تتغيّر اللوحة والجولة المعروضتان على الشاشة.
# A link whose board text has a mistake, opened as the page loads.
link-board-unreadable-classic = تعذّرت قراءة اللوحة الواردة في هذا الرابط ({ $error })، لذا تُعرض اللوحة الكلاسيكية بدلاً منها.
# After "Copy link to this view" (or Share without a share sheet).
link-copied = تم نسخ الرابط.
# When the browser would not copy: the address bar holds the link.
link-copy-yourself = انسخ العنوان من شريط العناوين، فهو يفتح هذا العرض.
# After copying a link whose board text is too long for a link. $characters: the longest text a link holds.
link-text-in-tab =
    يزيد نص اللوحة على { $characters ->
        [zero] { $characters } حرف
        [one] حرف واحد
        [two] حرفين
        [few] { $characters } أحرف
        [many] { $characters } حرفًا
       *[other] { $characters } حرف
    }: لا يستعيده الرابط إلا في علامة التبويب هذه؛ لذا شارك النص نفسه.
# The solver (the page's WebAssembly core) did not load. $error: why (in English).
load-failed-solver = تعذّر تحميل أداة الحل ({ $error }). تحتاج هذه الصفحة إلى WebAssembly.
# The designer (the Design task's code) did not load. $error: why (in English).
load-failed-designer = تعذّر تحميل أداة التصميم ({ $error }).
# The analysis (the "How long is a game?" task's code) did not load. $error: why (in English).
load-failed-analysis = تعذّر تحميل أداة التحليل ({ $error }).
# Playing with others (its code) did not load. $error: why (in English).
load-failed-online = تعذّر تحميل «اللعب مع الآخرين» ({ $error }).
# The rest of the page's messages (fetched once the page is ready: the analysis's, the designer's, the core's errors) did not load. $error: why (in English).
load-failed-words = تعذّر تحميل بقية نصوص الصفحة ({ $error }). أعد تحميل الصفحة للمحاولة مرة أخرى.
# Solve was pressed but the solver did not load.
no-answer-no-solver = لا توجد إجابة: تعذّر تحميل أداة الحل.
# Under the board when the solver did not load but the board was drawn.
board-picture-only = هذه مجرد صورة للوحة: تحتاج القراءة والحل واللعب إلى أداة الحل.
# Under the board when the solver did not load and nothing could be drawn.
board-needs-solver = لا يمكن رسم اللوحة من دون أداة الحل.
# The text the share sheet sends with the link, for a game.
share-game = جولة من لعبة السلالم والثعابين: افتحها لترى موقع كل قطعة.
# The same, for a solved board. $throws: the fewest throws to the end.
share-answer = لوحة من لعبة السلالم والثعابين يبلغ أقل عدد من الرميات للوصول إلى نهايتها { $throws }: افتحها لترى المسار.
# The same, for a board.
share-board = لوحة من لعبة السلالم والثعابين: افتحها للعب عليها أو حلّها أو معرفة كم تستغرق الجولة.

## Share, QR code, Full screen (the tools by the task buttons)

# Opens the device's share sheet with a link to what is on screen.
share-button = مشاركة
# Shows the link as a QR code to scan with another device.
qr-button = رمز QR
# Shows the board and the task on the whole screen.
fullscreen-button = ملء الشاشة
# The same button while the page fills the screen.
fullscreen-leave = الخروج من ملء الشاشة
# The group of these three buttons, for screen readers.
board-tools-label = المشاركة والعرض
# The close button of the QR code's window.
qr-close = إغلاق
# The heading of the QR code's window.
qr-heading = امسح الرمز لفتح هذا العرض على جهاز آخر
# Under the QR code.
qr-caption = يفتح اللوحة نفسها بالقواعد نفسها والجولة نفسها، من حيث وصلت الآن.
# When the link is too long for a QR code. $bytes: its length; $max: the most a QR code holds.
qr-too-long = حجم هذا الرابط { $bytes } بايت، بينما لا يتسع رمز QR لأكثر من { $max } بايت. شارك الرابط نفسه بدلاً من ذلك، أو نص اللوحة.
# When the QR code could not be drawn. $error: why (in English).
qr-failed = تعذّر إنشاء رمز QR ({ $error }). شارك الرابط بدلاً من ذلك.
# The QR code, for screen readers. $link: the start of the link it holds.
qr-image = رمز QR للرابط { $link }

## The table of boards (a pasted text with several boards)

# Under the table while its boards are being solved. $done: boards solved so far; $count: boards in the text.
answers-solving = اللوحات المحلولة: { $done } من { $count }…
# Under the table once every board is solved. $count: boards in the text.
answers-done =
    { $count ->
        [zero] لا توجد لوحات في النص.
        [one] لوحة واحدة في النص.
        [two] لوحتان في النص.
        [few] { $count } لوحات في النص.
        [many] { $count } لوحة في النص.
       *[other] { $count } لوحة في النص.
    }
# Under the table when the boards could not be solved. $error: why (the core's reason, in the page's language).
answers-failed = تعذّر حل اللوحات: { $error }
# In the table's "Fewest throws" column, for a board whose last square no throw reaches.
answers-unreachable = لا يمكن بلوغ النهاية
# The button in each row of the table: shows that board and its path.
answers-show-path = عرض المسار
# The same button, for screen readers. $board: the board's number in the text.
answers-show-path-of = عرض مسار اللوحة { $board }
# In the list for picking one board of a text with several. $n: the board's number in the text; $count: boards in the text; $size: the board's squares.
board-pick-option = { $n } من { $count } ({ $size ->
        [few] { $size } خانات
       *[other] { $size } خانة
    })

## Watch the search (the second board, under Solve)

# The search's board, for screen readers. $board: what the board is, a whole sentence.
search-board-label = { $board } اضغط Enter للتقدّم خطوة في البحث.
# What the search's board calls the start, when tokens start on square 1 (the puzzles' rule).
search-start-one = يبدأ اللاعبون من الخانة 1
# What the search's board calls the start, when tokens start before square 1.
search-start-off = البداية، خارج اللوحة

## Play with others (why a board cannot be sent to a room)

# Opening a room when no board is on screen.
room-no-board = لا توجد على الشاشة لوحة للعب عليها.
# Opening a room with a board that cannot be written as text. $error: why (the core's reason, in the page's language).
room-board-unsendable = لا يمكن إرسال هذه اللوحة إلى غرفة ({ $error }).
# Opening a room with a board whose text is too long. $characters: its length; $max: the most a room takes.
room-board-too-long = عدد أحرف نص هذه اللوحة { $characters }، والحد الأقصى الذي تقبله الغرفة { $max }.
# In the game's message line, after leaving a room.
room-left = غادرت الغرفة: اضغط «جولة جديدة» للعب على هذا الجهاز.

## A new version (a line under the page's header, for the installed app)

# A new version of the page has been downloaded and waits.
update-ready = إصدار جديد جاهز. ستُحفَظ الجولة الجارية.
# The button that loads the new version.
update-reload = إعادة التحميل
# The same button while the page reloads.
update-reloading = جارٍ إعادة التحميل…

## Solve a board (the answer's lines and the text box's messages)

# Where "Watch the search" opens, when its code did not load. $error: why (in English).
load-failed-search = تعذّر تحميل عرض البحث: { $error }
# Where the answer goes, when the answer's code did not load. $error: why (in English).
answer-not-shown = تعذّر عرض الإجابة: { $error }
# Beside the answer, when the end cannot be reached from the start. "Colour the squares by throws
# to the end" is the checkbox under "Colours and paths"; unreachable squares are drawn hatched.
proof-unreachable = لوّن الخانات حسب عدد الرميات حتى النهاية: الخانات المخطّطة لا يمكنها بلوغ النهاية، والبداية من بينها.
# The box "Path seed" holds no whole number. $typed: what was typed, as it was.
path-seed-bad = يجب أن تكون بذرة المسار عددًا صحيحًا، لا «{ $typed }».
# While a big board is solved in the background (with a Stop button). $squares: the board's size.
work-solving = جارٍ حل اللوحة (عدد الخانات: { $squares })…
# Where the answer goes, after Stop was pressed while solving.
solve-stopped = أُوقف الحل: اضغط «حلّ» للبدء من جديد.
# Beside the answer: the rules it is for, while a puzzle's text has switched them. $format: LeetCode or HackerRank.
answer-rules-puzzle = وفق قواعد الألغاز، كما يطلب نص { $format }: البداية على الخانة 1، والوصول إلى النهاية بالضبط، وقفزة واحدة في كل نقلة.
# The same, when the puzzle's text was pasted before the text on screen (its rules stay).
answer-rules-puzzle-before = وفق قواعد الألغاز، كما طلب نص { $format } الذي لُصق من قبل: البداية على الخانة 1، والوصول إلى النهاية بالضبط، وقفزة واحدة في كل نقلة.
# Beside the answer: the rules it is for, as the Rules card below names them. $start, $overshoot
# and $jumps: the choices of "Start", "Passing the end" and "Snake or ladder onto another", as
# this file words them, with their first letter made small; $faces: the die's faces.
answer-rules =
    وفق القواعد أدناه: البداية: { $start }؛ تجاوز النهاية: { $overshoot }؛ ثعبان أو سلّم ينتهي عند بداية آخر: { $jumps }؛ { $faces ->
        [zero] نرد بلا أوجه.
        [one] نرد بوجه واحد.
        [two] نرد بوجهين.
        [few] نرد بـ{ $faces } أوجه.
        [many] نرد بـ{ $faces } وجهًا.
       *[other] نرد بـ{ $faces } وجه.
    }
# Where the answer goes, when the board's text was edited after Solve.
text-changed-solve = تغيّر نص اللوحة: اضغط «حلّ» للحصول على إجابته.
# Under the text box, when it is empty.
text-empty = مربع النص فارغ؛ لم تتغيّر اللوحة المعروضة على الشاشة.
# Under the text box, when its text could not be read. $error: what is wrong (the core's reason, in the page's language).
text-failed =
    { $error }
    اللوحة المعروضة على الشاشة هي آخر لوحة أمكنت قراءتها.
# In place of "Read as", when the text could not be read. $format: the format's name (shown in
# bold, as the solver names it); $line: the line with the mistake, marked in the box.
text-taken-for = عُدّ النص بصيغة { $format } ولم يُقرأ: السطر { $line } مُعلَّم
# While a long text is read in the background (with a Stop button). $characters: its length.
work-reading = جارٍ قراءة نص اللوحة (عدد الأحرف: { $characters })…
# Under the text box, after Stop was pressed while reading.
text-reading-stopped = أُوقفت قراءة النص.
# Under the text box, while a puzzle's text has switched the rules. $format: LeetCode or HackerRank.
puzzle-rules = قواعد الألغاز، كما يطلب نص { $format }: البداية على الخانة 1، والوصول إلى النهاية بالضبط، وقفزة واحدة في كل نقلة.
# The same, when the puzzle's text was pasted before the text on screen (its rules stay).
puzzle-rules-before = قواعد الألغاز، كما طلب نص { $format } الذي لُصق من قبل: البداية على الخانة 1، والوصول إلى النهاية بالضبط، وقفزة واحدة في كل نقلة.
# Under the answer, when Solve is pressed while the solver is still loading (just after the page opens).
solve-pressed-early = ضُغط «حلّ»: تظهر الإجابة فور تحميل أداة الحل.
# Why a text in the Board box is refused (the page puts it in a sentence, its first letter made a capital): the link that carries it would be too long. $linked: its characters in a link; $typed: its characters as typed; $most: the most a link may hold.
text-refused-link = عدد أحرف النص في الرابط { $linked } (و{ $typed } كما كُتب)؛ تقرأ الصفحة اللوحات التي لا يتجاوز رابطها { $most } من الأحرف، لكي تعيدها إعادة التحميل أو مشاركة الرابط
# Why a text in the Board box is refused: no board could be found in it.
text-refused-no-board = لم يُعثر على أي لوحة في النص
# Why a board of the Board box is not drawn: it has too many squares. $size: its squares; $most: the most the page draws ("snakes" is the project's command: keep it).
text-refused-squares = عدد خانات هذه اللوحة { $size }؛ ترسم الصفحة لوحات لا تتجاوز { $most } من الخانات (يحلّ أمر snakes اللوحات الأكبر)
# Why a text in the Board box is refused: too many characters. $count: its characters; $most: the most the page reads.
text-refused-characters = عدد أحرف النص { $count }؛ تقرأ الصفحة لوحات لا تتجاوز { $most } من الأحرف (نحو 2 MB)
# Why a text in the Board box is refused: too many lines. $count: its lines; $most: the most the page reads. Keep the example in quotes as it is (a board's text).
text-refused-lines = عدد أسطر النص { $count }؛ تقرأ الصفحة لوحات لا تتجاوز { $most } من الأسطر (يمكن أن تتشارك عدة قفزات سطرًا واحدًا: ⁦'ladder 1 -> 38, 4 -> 14'⁩)

## Play (the game's lines; moves themselves are in the solver's words)

# Under the game, when New game is pressed in a room (playing with others).
room-game-not-yours = هذه الجولة للغرفة: غادر الغرفة لتبدأ جولة خاصة بك.
# Under the game, when the box "Game seed" holds no whole number. $typed: what was typed, as it was.
game-seed-bad = يجب أن تكون بذرة الجولة عددًا صحيحًا، لا «{ $typed }».
# Said to screen readers when a game starts. $names: the players, as a list ("Ann and Bob"); $seed: the game's seed.
new-game-said = جولة جديدة مع { $names }. البذرة { $seed }.
# The turn line while a saved game is replayed. $done: moves replayed so far; $count: all its moves.
game-replaying = جارٍ إعادة تشغيل الجولة: النقلة { $done } من { $count }…
# The turn line in a room (playing with others) before its host starts the game.
room-game-not-begun = لم تبدأ جولة الغرفة بعد: المضيف هو من يبدؤها.
# The turn line while a token moves. $name: the player's name.
turn-moving = قطعة { $name } تتحرّك.
# The turn line when a player has won. $name: the winner's name.
turn-won = فاز { $name }! اضغط «جولة جديدة» للعب مرة أخرى.
# The turn line before a computer player throws. $name: its name.
turn-computer = { $name } (الحاسوب) على وشك رمي النرد.
# The same, when the computer throws again (after a six, under that house rule).
turn-computer-again = { $name } (الحاسوب) على وشك رمي النرد مرة أخرى.
# The turn line when a player throws again (after a six, under that house rule). $name: the player's name.
turn-again = دور { $name } مرة أخرى.
# The turn line: whose throw it is. $name: the player's name.
turn-to-roll = دور { $name } للرمي.
# Said to screen readers after Undo (the turn line follows). $count: the moves taken back.
undid =
    { $count ->
        [zero] لم يُتراجَع عن أي نقلة.
        [one] تم التراجع عن نقلة واحدة.
        [two] تم التراجع عن نقلتين.
        [few] تم التراجع عن { $count } نقلات.
        [many] تم التراجع عن { $count } نقلة.
       *[other] تم التراجع عن { $count } نقلة.
    }
# Above the list of moves of a long game. $shown: how many are listed; $count: all the moves.
log-latest = آخر { $shown } نقلة من أصل { $count }.
# At the top of the page, when the game saved on this device no longer replays as saved.
saved-game-not-replayed = تعذّرت استعادة جولة محفوظة (إعادة تشغيلها لا توصل إلى ما حُفظ) فحُذفت.
# The same, when the saved game cannot be read. $error: why (a "saved-why-" message below).
saved-game-unreadable = تعذّرت قراءة جولة محفوظة ({ $error }) فحُذفت.
# The same, when the saved game cannot be replayed. $error: why (the core's reason, in the page's language).
saved-game-not-restored = تعذّرت استعادة جولة محفوظة ({ $error }) فحُذفت.
# At the top of the page, when a link's game cannot be replayed. $error: why (the core's reason, in the page's language).
link-game-not-replayed = تعذّرت إعادة تشغيل الجولة الواردة في الرابط: { $error }
# Under the game, when the players are changed during a game.
players-next-game = تُطبَّق تغييرات اللاعبين عند بدء الجولة التالية بزر «جولة جديدة».
# Under the list of players. $most: the most players; $characters: the longest name.
players-note = الحد الأقصى لعدد اللاعبين: { $most }؛ والحد الأقصى لطول كل اسم: { $characters } من الأحرف.
# The same, when the page has fewer token colours than the solver takes players. $solver: the solver's most.
players-note-colours = الحد الأقصى لعدد اللاعبين: { $most }؛ والحد الأقصى لطول كل اسم: { $characters } من الأحرف (تقبل أداة الحل { $solver }، لكن في الصفحة { $most } من ألوان القطع فقط).

## How long is a game? (the colouring by expected throws, on the page's board)

# The start area's label on the board while it is coloured by expected throws. $start: the
# start's own label; $throws: the average throws from the start to the end.
start-expected = { $start }: العدد المتوقع من الرميات { $throws }
# The same, when from the start the end may never be reached.
start-never = { $start }: قد لا تنتهي أبدًا
# Under the board, for a square from which the end may never be reached (the colouring is on).
expected-never = قد لا تُبلَغ النهاية أبدًا من هنا، لذا فالعدد المتوقع من الرميات لا نهائي.
# Under the board, for a square (the colouring is on). $throws: the average throws from it to the end (may have a decimal).
expected-from-here = يبقى من هنا حتى النهاية في المتوسط { $throws } من الرميات.
# The same, for a square at the foot of a ladder or the head of a snake: the token goes on to $square.
expected-from-square = يبقى من الخانة { $square } حتى النهاية في المتوسط { $throws } من الرميات.
# The title of the colours' key under the board.
legend-expected = العدد المتوقع من الرميات حتى النهاية:
# The far end of the colours' key. $throws: the most expected throws on the board.
legend-far = { $throws } (بعيد)
# The near end of the colours' key: the last square.
legend-finish = 0 (النهاية)
# The key when every square is the last one (nothing to colour).
legend-all-zero = 0 عند النهاية
# The key's note for the hatched squares.
legend-hatched = المخطّطة: قد لا تبلغ النهاية أبدًا
# Said to screen readers when the colouring is turned on before the analysis is done.
expected-overlay-waiting = ستُلوَّن الخانات حسب العدد المتوقع من الرميات حتى النهاية حالما يجهز التحليل.
# Said to screen readers when the colouring is turned on. $throws: the average throws from the start.
expected-overlay-said = لُوِّنت الخانات حسب العدد المتوقع من الرميات حتى النهاية: { $throws } من البداية، و0 على الخانة الأخيرة.
# The same, when from the start the end may never be reached.
expected-overlay-infinite = لُوِّنت الخانات حسب العدد المتوقع من الرميات حتى النهاية: عدد لا نهائي من البداية، و0 على الخانة الأخيرة.

## Who wins? and Simulate games (in "How long is a game?")

# Under the table of win chances, when the knock-off odds failed. $error: why (in English).
odds-knock-failed = تعذّر حساب احتمالات الفوز مع قاعدة الإعادة إلى البداية: { $error }
# A house rule, as named in the list under "Simulate games" (mid-sentence, small first letter).
house-knock-off = الإعادة إلى البداية
# A house rule, as named in the same list.
house-sixes-again = الستة تمنح رمية إضافية
# A house rule, as named in the same list.
house-three-sixes = ثلاث ستّات متتالية تُنهي الدور
# Under "Simulate games": what is simulated. $count: the players; $names: their names, as a list;
# $rules: the house rules in force, as a list (the three messages above).
sim-setup = اللاعبون من بطاقة اللعب ({ $names }، وعددهم { $count })، القواعد الخاصة: { $rules }.
# The same, without house rules.
sim-setup-no-rules = اللاعبون من بطاقة اللعب ({ $names }، وعددهم { $count })، بلا قواعد خاصة.
# Under the table of win chances: why there are no exact odds (a six rolls again).
odds-sixes-again = حين تمنح الستة رمية إضافية لا توجد هنا إجابة دقيقة: شغّل المحاكاة لتقدير الاحتمالات.
# The same, with knock-off and more than two players.
odds-knock-two = مع قاعدة الإعادة إلى البداية تُحسب الاحتمالات الدقيقة للاعبَين اثنين فقط: شغّل المحاكاة لتقديرها.
# The same, with knock-off on a big board. $squares: the biggest board worked out exactly.
odds-knock-size = مع قاعدة الإعادة إلى البداية تُحسب الاحتمالات الدقيقة للوحات التي لا تتجاوز { $squares } خانة: شغّل المحاكاة لتقديرها.
# While the exact knock-off odds are worked out (a Markov chain of both players' squares).
odds-knock-busy = جارٍ حساب السلسلة المشتركة للاعبَين مع قاعدة الإعادة إلى البداية…
# When the knock-off odds could not be pinned down on this board.
odds-knock-unpinned = مع قاعدة الإعادة إلى البداية على هذه اللوحة، لم يتمكن حل السلسلة المشتركة من تحديد الاحتمالات: شغّل المحاكاة لتقديرها.
# How the knock-off odds were worked out, when proven.
odds-knock-exact = دقيقة: من سلسلة ماركوف المشتركة للاعبَين، مع قاعدة الإعادة إلى البداية، ومُثبتة حتى 9 أرقام.
# The same, when not proven (the table shows them with ≈).
odds-knock-estimated = تقديرية من سلسلة ماركوف المشتركة للاعبَين، مع قاعدة الإعادة إلى البداية: لم يتمكن حلها من إثباتها حتى 9 أرقام.
# When the end cannot be reached: nobody wins.
odds-nobody = لا يمكن لأحد بلوغ النهاية وفق هذه القواعد، لذا لا يفوز أحد.
# When the core cannot give the win chances. $why: its reason.
odds-not-known = احتمالات الفوز غير معروفة: { $why }.
# How the win chances were worked out, without house rules, when proven.
odds-method-exact = دقيقة: من توزيع طول الجولة، ومُثبتة حتى 9 أرقام (من دون قواعد خاصة لا يؤثر اللاعبون بعضهم في بعض؛ ومن يرمي أولاً له الأفضلية).
# The same, when not proven (the table shows them with ≈).
odds-method-estimated = تقديرية من توزيع طول الجولة وذيله، وغير مُثبتة حتى 9 أرقام على هذه اللوحة (من دون قواعد خاصة لا يؤثر اللاعبون بعضهم في بعض؛ ومن يرمي أولاً له الأفضلية).
# Under the table of win chances. $rounds and $turns: averages, as figures already written (may be
# like 2.53 × 10³³); a round is one turn of every player.
odds-game-lasts = تستمر الجولة في المتوسط { $rounds } من الأدوار الكاملة ({ $turns } من الأدوار لجميع اللاعبين معًا).
# Under the table of win chances, after a simulation. $games: how many games; $seed: the simulation's seed.
odds-sim-note = بالمحاكاة: عدد الجولات { $games } (البذرة { $seed })؛ والنطاقات فترات ثقة 95%.
# Under "Simulate games", when the simulation running was stopped by a change.
sim-stopped-changed = تغيّرت اللوحة أو القواعد أو اللاعبون، لذا أُوقفت المحاكاة.
# The same, when the simulation shown was for the setup as it was.
sim-changed = تغيّرت اللوحة أو القواعد أو اللاعبون: أعد المحاكاة للحصول على أرقامها.
# When the box "Simulation seed" holds no whole number. $typed: what was typed (its first 20 characters).
sim-seed-bad = يجب أن تكون البذرة عددًا صحيحًا، لا «{ $typed }».
# While games are simulated. $games: how many; $workers: the workers (threads) sharing them.
sim-running = جارٍ محاكاة { $games } من الجولات (عدد خيوط المعالجة: { $workers })…
# Said to screen readers when a simulation starts.
sim-running-said = جارٍ محاكاة { $games } من الجولات.
# While games are simulated. $done: games simulated so far; $percent: the same in percent of $games (a whole number).
sim-progress = { $done } من { $games } جولة ({ $percent }%) (عدد خيوط المعالجة: { $workers })…
# After a simulation. $seconds: how long it took.
sim-done = { $games } من الجولات في { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } ث (عدد خيوط المعالجة: { $workers }).
# Said to screen readers after a simulation, before its numbers.
sim-done-said = اكتملت المحاكاة.
# After Cancel. $done: games simulated before it.
sim-cancelled = أُلغيت بعد { $done } من أصل { $games } جولة؛ لا يُعرض شيء من تشغيل غير مكتمل.
# Said to screen readers after Cancel.
sim-cancelled-said = أُلغيت المحاكاة.
# When the simulation failed. $error: why (in English).
sim-failed = فشلت المحاكاة: { $error }
# A simulation's result: the label before the average turns per game (in bold).
sim-turns-label = الأدوار في كل جولة:
# After it. $mean: the average; $low and $high: its 95% interval (figures already written).
sim-turns = { $mean } (فترة ثقة 95%: من { $low } إلى { $high })، لجميع اللاعبين معًا.
# A simulation's result: the label before the average rounds per game (a round: one turn of every player).
sim-rounds-label = الأدوار الكاملة في كل جولة:
# After it. $mean, $low, $high: as above.
sim-rounds = { $mean } (فترة ثقة 95%: من { $low } إلى { $high }).
# A simulation's result, when a six rolls again: the label before the average throws of the die per game.
sim-throws-label = رميات النرد في كل جولة:
# After it. $mean, $low, $high: as above.
sim-throws = { $mean } (فترة ثقة 95%: من { $low } إلى { $high }).
# A simulation's result, when some games never ended. $count: those games; $rounds: when a game is stopped.
sim-unfinished = لم تنتهِ { $count } من الجولات أبدًا (أُوقفت بعد { $rounds } من الأدوار الكاملة أو علِقت). المتوسطات أعلاه للجولات التي انتهت فقط؛ ولو حُسبت الجولات الأخرى لكانت أعلى.
# When no simulated game ended. $games: how many were played; $rounds: when a game is stopped.
sim-none-finished = لم تنتهِ أي جولة من الجولات الـ{ $games } خلال { $rounds } من الأدوار الكاملة: لا يمكن محاكاة جولات بهذا الطول.

## Board, squares and moves (www/ui/, www/board/, www/tasks/path-walk.js, www/tasks/answer*)

# The board's name for screen readers (the canvas), and how to read it. $size: its squares;
# $rows and $columns: its rows and the squares in each; $ladders and $snakes: how many of each.
board-label =
    لوحة السلالم والثعابين فيها { $size } خانة في { $rows ->
        [one] صف واحد
        [two] صفين
        [few] { $rows } صفوف
       *[other] { $rows } صفًا
    } من { $columns } خانات، مرقّمة من أسفل اليسار، وفيها { $ladders ->
        [zero] لا سلالم
        [one] سلّم واحد
        [two] سلّمان
        [few] { $ladders } سلالم
       *[other] { $ladders } سلّمًا
    } و{ $snakes ->
        [zero] لا ثعابين
        [one] ثعبان واحد
        [two] ثعبانان
        [few] { $snakes } ثعابين
       *[other] { $snakes } ثعبانًا
    }. تنقلك مفاتيح الأسهم بين الخانات.
# The label of the start area (before square 1) drawn on the board, when players start there.
board-start-off = البداية، خارج اللوحة
# The same, when the rules start players on square 1 (the start area is then only a label).
board-start-one = يبدأ اللاعبون من الخانة 1
# Reading the board (under it, and in its tooltip): the start area, when the rules start players on square 1.
square-off-board-start-one = خارج اللوحة. بحسب هذه القواعد يبدأ اللاعبون من الخانة 1.
# Reading the board: the start area (before square 1).
square-start = البداية، خارج اللوحة.
# Reading the board: the start area, when no throws lead from it to the last square.
square-start-unreachable = البداية، خارج اللوحة. لا يمكن الوصول إلى النهاية من هنا.
# Reading the board: the start area, with the fewest throws from it to the end. $throws: that number.
square-start-throws =
    البداية، خارج اللوحة: { $throws ->
        [one] رمية واحدة
        [two] رميتان
        [few] { $throws } رميات
       *[other] { $throws } رمية
    } إلى النهاية في أحسن الأحوال.
# Reading the board: a square with nothing on it. $square: its number.
square-plain = الخانة { $square }.
# Reading the board: the last square. $square: its number.
square-finish = الخانة { $square }، النهاية.
# Reading the board: a square where a ladder starts. $square: its number; $to: the square at the ladder's top.
square-ladder-foot = الخانة { $square }: أسفل سلّم يصعد إلى { $to }.
# Reading the board: a square where a snake's head is. $square: its number; $to: the square at the snake's tail.
square-snake-head = الخانة { $square }: رأس ثعبان ينزل إلى { $to }.
# Reading the board: a square where ladders or snakes end. $square: its number; $arrivals: what
# ends there, a list of the two messages below ("the top of the ladder from 4 and the tail of the snake from 98").
square-arrivals = الخانة { $square }: { $arrivals }.
# The same on the last square. $square: its number; $arrivals: as above.
square-finish-arrivals = الخانة { $square }، النهاية: { $arrivals }.
# Reading the board: after a square's jump, what else ends there. $arrivals: as above.
square-also = وفيها أيضًا { $arrivals }.
# An item of $arrivals above: a ladder ends on this square. $from: the square at the ladder's foot.
square-ladder-top = قمّة السلّم الآتي من { $from }
# An item of $arrivals above: a snake ends on this square. $from: the square at the snake's head.
square-snake-tail = ذيل الثعبان الآتي من { $from }
# Reading the board, on a jump's start: after its jump, no throws lead to the last square.
square-landing-unreachable = من يتوقّف هنا لا يمكنه الوصول إلى النهاية.
# Reading the board, on a jump's start: the fewest throws left after landing here. $throws: that number.
square-landing-throws =
    من يتوقّف هنا تبقى له { $throws ->
        [one] رمية واحدة
        [two] رميتان
        [few] { $throws } رميات
       *[other] { $throws } رمية
    } إلى النهاية.
# Reading the board: no throws lead from this square to the last square.
square-unreachable = لا يمكن الوصول إلى النهاية من هنا.
# Reading the board: the fewest throws from this square to the end. $throws: that number.
square-throws =
    { $throws ->
        [one] رمية واحدة إلى النهاية من هنا.
        [two] رميتان إلى النهاية من هنا.
        [few] { $throws } رميات إلى النهاية من هنا.
       *[other] { $throws } رمية إلى النهاية من هنا.
    }
# Reading the board in a game: the players whose tokens are on this square. $names: their names, as a list; $count: how many.
square-players-here =
    { $count ->
        [one] { $names } هنا.
       *[other] { $names } هنا.
    }
# The start area's label on the board, while squares are coloured by throws to the end. $start: its own label.
square-start-label-throws =
    { $start }: { $throws ->
        [one] رمية واحدة
        [two] رميتان
        [few] { $throws } رميات
       *[other] { $throws } رمية
    } إلى النهاية
# The same, when the end cannot be reached from the start. $start: the start area's own label.
square-start-label-unreachable = { $start }: لا يمكن الوصول إلى النهاية
# The arrow between squares (or numbers) one after the other in a path ("the start → 4 → 14"),
# with a space either side; in a right-to-left language, an arrow pointing left.
walk-arrow = {" ← "}
# A throw of the solver's path, in the list of throws. $roll: the die's face; $move: the throw (as above).
walk-step = النرد { $roll }: { $move }.
# The same, with the fewest throws left before and after it. $before and $after: those numbers.
walk-step-left = النرد { $roll }: { $move }. الرميات الباقية: { $before }{"\u00A0"}←{"\u00A0"}{ $after }.
# The end of a long list that is cut short (rolls, squares of a path). $list: the items shown;
# $sep: what goes between them (", " or " → "); $count: the items left out.
walk-list-more = { $list }{ $sep }… و{ $count } أخرى
# Said to screen readers after Solve. $min: the fewest throws; $rolls: the rolls, as a list ("4, 6, 2").
answer-said = أقل عدد من الرميات: { $min }. الرميات: { $rolls }.
# Said to screen readers after Solve, when no throws reach the last square.
answer-unreachable-said = بحسب هذه القواعد لا يمكن الوصول إلى النهاية من البداية.
# Said to screen readers after Solve, when the start is the last square.
answer-zero-said = البداية هي النهاية: لا حاجة إلى أي رمية.
# The answer's headline, before the number (shown in bold after it).
answer-fewest = أقل عدد من الرميات:
# The answer's number, when no throws reach the last square.
answer-min-unreachable = غير ممكن: لا يمكن الوصول إلى النهاية
# Beside the answer, when no throws reach the last square.
answer-no-sequence = بحسب هذه القواعد لا توجد سلسلة رميات توصل من البداية إلى الخانة الأخيرة.
# Beside the answer, when one roll sequence alone is that short.
answer-only-sequence = هذه هي سلسلة الرميات الوحيدة بهذا القِصَر.
# Beside the answer: how many roll sequences are as short, when the one shown is the first. $count: how many.
answer-sequences-first = عدد سلاسل الرميات المختلفة التي بالقِصَر نفسه: { $count }؛ وهذه أولاها.
# The same, when the one shown was picked at random among them. $count: how many.
answer-sequences-random = عدد سلاسل الرميات المختلفة التي بالقِصَر نفسه: { $count }؛ واختيرت هذه عشوائيًا.
# The tooltip of a roll in the answer's row of rolls. $throw: its place in the path (1, 2, ...).
answer-chip-title = الرمية رقم { $throw }
# The end of the answer's row of rolls, when it is too long to show. $count: the rolls not shown.
answer-rolls-more = … و{ $count } أخرى
# The answer's row of rolls, for screen readers.
answer-rolls-label = رميات أقصر طريق
# The answer's buttons, for screen readers.
answer-walk-label = السير في الطريق
# A button: walks the path one throw.
answer-step = خطوة
# A button: walks the whole path on the board.
answer-play = تشغيل
# The same button while the path is walked.
answer-pause = إيقاف مؤقت
# The same button when the walk has reached the end.
answer-replay = إعادة
# A button: puts the token back on the start.
answer-reset = إلى البداية
# A button: shows another path as short as this one.
answer-another = طريق آخر
# The list of the path's throws in words, for screen readers.
answer-steps-label = كل رمية في الطريق
# A button under a long list of throws: lists more of them.
answer-more-throws = عرض مزيد من الرميات
# A fold that opens the list of the path's throws in words (in the element).
answer-throws-summary = كل رمية بالكلمات
# Under the rolls: the squares the path rests on. $squares: the squares, as a list ("start → 4 → 14").
answer-path = الطريق: { $squares }.
# The start area, in the list of the path's squares.
answer-path-start = البداية
# Under the rolls, before the path is walked.
answer-at-start = عند البداية. زر «خطوة» يسير في الطريق رمية رمية.
# Under the rolls while the path is walked: the throw reached. $throw: which; $count: all the
# throws; $roll: the die's face; $move: the throw in words ("26 → 28, ladder up to 84").
answer-throw = الرمية { $throw } من { $count }: النرد { $roll }، { $move }.
# Said to screen readers after Reset.
answer-back-said = العودة إلى البداية.
# Said to screen readers at the end of a walk. $square: the last square; $throws: the throws walked.
answer-reached-said =
    الوصول إلى الخانة { $square } في { $throws ->
        [one] رمية واحدة.
        [two] رميتين.
        [few] { $throws } رميات.
       *[other] { $throws } رمية.
    }
# Under the answer, when the start is the last square.
answer-why-zero = البداية هي النهاية.
# Under the answer: why no path is shorter. $number: the fewest throws from the start; $chain: the
# fewest throws left after each throw of the path ("7 → 6 → 5 → … → 0"); $min: the fewest throws.
answer-why = لماذا لا يوجد طريق أقصر: لكل خانة عدد، هو أقل عدد من الرميات منها إلى النهاية. عدد البداية هو { $number }. لا يمكن لأي رمية أن تُنقص هذا العدد بأكثر من واحد، لأن الخانة التي تبعد رمية واحدة عن عدد أصغر يكون عددها هي نفسها أصغر. وهذا الطريق يُنقصه بواحد بالضبط مع كل رمية ({ $chain })، فيصل إلى 0 في { $min }، ولا يمكن لأي طريق أن يكون أفضل.
# The same, with how the page shows every square's number ($see: the message below).
answer-why-see = لماذا لا يوجد طريق أقصر: لكل خانة عدد، هو أقل عدد من الرميات منها إلى النهاية ({ $see }). عدد البداية هو { $number }. لا يمكن لأي رمية أن تُنقص هذا العدد بأكثر من واحد، لأن الخانة التي تبعد رمية واحدة عن عدد أصغر يكون عددها هي نفسها أصغر. وهذا الطريق يُنقصه بواحد بالضبط مع كل رمية ({ $chain })، فيصل إلى 0 في { $min }، ولا يمكن لأي طريق أن يكون أفضل.
# Inside the message above, in brackets: how to see every square's number on the page ("Colour
# every square by throws to the end" is the checkbox under the answer).
answer-proof-see = شغّل التلوين لتراها كلها
# The die, for screen readers. $value: the face it shows.
controls-die-showing = النرد يُظهر { $value }
# The die before the first throw, for screen readers.
controls-die-blank = النرد، لم يُرمَ بعد
# A choice of who plays a seat: a person.
controls-human = إنسان
# A choice of who plays a seat: the computer.
controls-computer = حاسوب
# The button that removes a player, for screen readers. $seat: the player's number.
controls-remove-player = إزالة اللاعب { $seat }
# A player's name box, for screen readers. $seat: the player's number; $colour: the token's colour (keep the [keys]).
controls-player-name =
    اسم اللاعب { $seat } (القطعة { $colour ->
        [blue] الزرقاء
        [green] الخضراء
        [yellow] الصفراء
        [purple] البنفسجية
        [orange] البرتقالية
        [teal] الفيروزية
        [pink] الوردية
       *[red] الحمراء
    })
# A player's choice of person or computer, for screen readers. $seat: the player's number.
controls-player-type = اللاعب { $seat } يلعب بصفته
# The key of the colouring by throws to the end, under the board.
controls-legend-title = الرميات حتى النهاية:
# The key's far end (the colour of the most throws). $max: that number.
controls-legend-far = { $max } (بعيد)
# The key's near end (the colour of the last square).
controls-legend-finish = 0 (النهاية)
# The key, when every square that reaches the end is the last one.
controls-legend-only-finish = 0 عند النهاية
# The key: what the hatched squares mean.
controls-legend-unreachable = المخطّطة: لا تصل إلى النهاية
# The heading over the ranking at a game's end. $name: the winner.
win-heading = فاز { $name }!
# The caption of the ranking at a game's end.
win-caption = الترتيب النهائي، مع رميات كل لاعب والسلالم التي صعدها والثعابين التي صادفها.
# A column of the ranking: the player.
win-player = اللاعب
# A column of the ranking: the square each player reached.
win-square = الخانة
# A column of the ranking: the throws each player made.
win-throws = الرميات
# A column of the ranking: the ladders each player climbed.
win-ladders = السلالم
# A column of the ranking: the snakes each player met.
win-snakes = الثعابين
# A row of the ranking: a player's place and name. $place: 1, 2, ...; $name: the player's name.
win-place = { $place }. { $name }
# The rules in one sentence, on the printed board and in the summary of a room that plays together. $start: "one" (players start on square 1) or "off" (off the board); $overshoot: "stay", "win" or "bounce" (a throw past the last square); $jumps: "chain" or "single" (a snake or ladder ending where another starts); $faces: the die's faces. Keep the [keys]; translate what follows them.
rules-in-words =
    القواعد: { $start ->
        [one] يبدأ الجميع من الخانة 1
       *[off] يبدأ الجميع من خارج اللوحة
    }؛ { $overshoot ->
        [stay] الرمية التي تتجاوز الخانة الأخيرة لا تحرّك القطعة (يجب الوصول إليها بالضبط)
        [win] الرمية التي تبلغ الخانة الأخيرة أو تتجاوزها تفوز
       *[bounce] الرمية التي تتجاوز الخانة الأخيرة ترتدّ منها إلى الخلف
    }؛ { $jumps ->
        [chain] الثعبان أو السلّم الذي ينتهي حيث يبدأ آخر يأخذ القطعة إليه أيضًا
       *[single] ثعبان واحد أو سلّم واحد في كل نقلة، حتى لو انتهى حيث يبدأ آخر
    }؛ { $faces ->
        [one] نرد له وجه واحد
        [two] نرد له وجهان
        [few] نرد له { $faces } أوجه
        [many] نرد له { $faces } وجهًا
       *[other] نرد له { $faces } وجه
    }.
# The name of the board as a picture, in "Download SVG" (read by screen readers and shown as the file's title).
svg-title = لوحة السلالم والثعابين
# The printed board's heading. $size: its squares.
print-heading =
    السلالم والثعابين: { $size ->
        [few] { $size } خانات
       *[other] { $size } خانة
    }
# The name of the printed board's picture, for screen readers. $size: its squares.
print-board-title =
    لوحة السلالم والثعابين، { $size ->
        [few] { $size } خانات
       *[other] { $size } خانة
    }
# The key under the board in "Download SVG" and on the printed board, beside a ladder.
svg-legend-ladder = السلّم: اصعد من أسفله إلى قمّته
# The same key, beside a snake (● marks its head).
svg-legend-snake = الثعبان: انزلق من رأسه (●) إلى ذيله
# The same key, beside the last square's colour.
svg-legend-finish = ★ النهاية
# On the printed board, above the board's text in small print.
print-text-label = هذه اللوحة نصًّا (اكتبه في مربع «اللوحة» في الصفحة لتلعبها مرة أخرى):
# On the printed board, in the place of a text too long to print. $lines: the text's lines.
print-text-too-long =
    نص هذه اللوحة ({ $lines ->
        [few] { $lines } أسطر
        [many] { $lines } سطرًا
       *[other] { $lines } سطر
    }) أطول من أن تتّسع له هذه الصفحة؛ تجده في رابطها أو في مربع «اللوحة» في الصفحة.
# A player's name when none is given: the colour of their seat's token, as a name ("Red rolls a 3"). $colour: the colour; keep the [keys].
seat-name =
    { $colour ->
        [blue] الأزرق
        [green] الأخضر
        [yellow] الأصفر
        [purple] البنفسجي
        [orange] البرتقالي
        [teal] الفيروزي
        [pink] الوردي
       *[red] الأحمر
    }

# (end of board, squares and moves)

## The analysis and the search (www/tasks/analysis*, charts.js, spread-view.js, bfs-steps.js, search-task.js)

# --- "How long is a game?": the card (www/tasks/analysis.js, analysis/card.js, analysis/length.js) ---

# Over the analysis card's figures while they are worked out (past a fifth of a second).
analysis-working = جارٍ الحساب…
# Over the analysis card when the board cannot be analysed. $error: the reason (a message of the solver's).
analysis-cannot = لا يمكن تحليل هذه اللوحة: { $error }
# Over the analysis card when working it out failed. $error: the reason.
analysis-failed = فشل التحليل: { $error }
# The label over the first key figure: the average number of throws one player needs.
analysis-stat-mean = المتوسط
# The label over the key figure that half of all games are over by.
analysis-stat-median = الوسيط
# The label over the key figure: the game length that happens most often.
analysis-stat-mode = الأرجح
# The label over the key figure: the fewest throws a game can take.
analysis-stat-min = الأقصر
# The label over the key figure that 9 games in 10 are over by.
analysis-stat-p90 = 9 من كل 10 خلال
# Under the mean: its unit.
analysis-note-throws = رمية
# Under the mean when it is infinite (∞): why.
analysis-note-never-end = بعض الجولات لا تنتهي أبدًا
# Under the mean when no game can finish.
analysis-note-unreachable = لا يمكن بلوغ النهاية
# Under the median.
analysis-note-half = ينتهي نصفها عندئذٍ
# Under "9 in 10 within".
analysis-note-nine-in-ten = تنتهي 9 من كل 10 عندئذٍ
# Under the most likely length.
analysis-note-mode = الطول الأرجح
# Under the most likely length when the solver could not prove it (the reason is the figure's tooltip).
analysis-note-not-proven = غير مُثبَت
# Under a figure shown as "–" because the solver could not work it out (the reason is the figure's tooltip).
analysis-note-not-known = غير معروف
# Under the shortest game: how likely it is. $chance: a percentage, already written ("0.151%").
analysis-note-chance = الاحتمال { $chance }
# The name screen readers give the length chart before it is drawn.
analysis-chart-name = مخطط طول الجولة
# The chart's key: what the bars show.
analysis-key-bars = الأعمدة: احتمال أن تنتهي الجولة عند تلك الرمية (المحور الأيسر)
# The chart's key: what the line shows.
analysis-key-line = الخط: احتمال أن تكون قد انتهت بحلول ذلك الوقت (المحور الأيمن)
# What a screen reader says of the chart's place when there is no chart.
analysis-no-chart = لا يوجد مخطط: طول الجولة غير معروف.
# Under the chart's place, for a game too long to draw. $tail: the solver's sentence on how fast the last games end.
analysis-too-long = لا يمكن رسم جولات بهذا الطول. { $tail }
# The same, with the median. $tail: as above; $median: a number of throws, already written.
analysis-too-long-median = لا يمكن رسم جولات بهذا الطول. { $tail } ينتهي نصفها خلال نحو { $median } من الرميات.
# Under the chart when it stops before the last games. $last: the last throw shown; $share: a percentage, already written; $rows: how many rows the table lists.
analysis-chart-stops-first = يتوقف المخطط عند { $last } من الرميات؛ وتستغرق { $share } من الجولات أطول من ذلك (يعرض الجدول أول { $rows } رمية).
# The same, when the table lists every throw. $last, $share: as above.
analysis-chart-stops-all = يتوقف المخطط عند { $last } من الرميات؛ وتستغرق { $share } من الجولات أطول من ذلك (يعرضها الجدول كلها).
# Under the chart when some games never end. $share: a percentage, already written; $all: "100%" as your language writes it.
analysis-chart-never-end = { $share } من الجولات لا تنتهي أبدًا، لذا لا يبلغ الخط { $all }.
# Under the chart, before a throw is pointed at.
analysis-readout-help = أشر إلى المخطط أو المسه لقراءة رمية.
# Under the chart, for the throw pointed at. $throw: its number; $ends, $over: percentages, already written.
analysis-readout = الرمية { $throw }: تنتهي { $ends } من الجولات عند هذه الرمية؛ وتكون { $over } قد انتهت بحلولها.
# Opens the table of every throw (folded).
analysis-table-open = كل رمية في جدول
# What screen readers call the table's box, which scrolls.
analysis-table-region = كل رمية (قابل للتمرير)
# The table's caption, for screen readers.
analysis-table-caption = احتمال أن تنتهي جولة لاعب واحد عند كل رمية، واحتمال أن تكون قد انتهت بحلولها
# The table's first column: the throw's number.
analysis-table-throw = الرمية
# The table's second column.
analysis-table-ends = تنتهي عند هذه الرمية
# The table's third column.
analysis-table-over = انتهت بحلولها
# Under the table when it stops before every game is over. $throw: its last row; $share: a percentage, already written.
analysis-table-still-going = بعد الرمية { $throw }، ما زالت { $share } من الجولات مستمرة.

# --- The analysis in sentences: under the chart, and what screen readers say of it ---

# When no game can finish.
analysis-never-finishes = لا يمكن بلوغ النهاية من البداية وفق هذه القواعد، لذا لا تنتهي الجولة أبدًا.
# When the start is the last square.
analysis-no-throws = البداية هي النهاية: لا تحتاج الجولة إلى أي رمية.
# Every percentile of the game's length (a quarter, half, ... of the games over) is not known, for one reason. $known: what is proven, already worded ("at least 404"); $why: the core's reason, already worded.
analysis-percentiles-not-known = المئينات لطول اللعبة غير معروفة ({ $known }): { $why }.
# Every game ends but the average cannot be given. $why: the core's reason, already worded ("at least 404; the solver's answer failed its own check, …").
analysis-mean-not-known = متوسط طول اللعبة غير معروف: { $why }.
# When some games never end. $square: the last square's number; $chance: a percentage, already written.
analysis-some-never-end = بعض الجولات لا تنتهي أبدًا: قد تعلق القطعة حيث لا يمكن بلوغ الخانة { $square }، ويُنهي اللاعب الجولة باحتمال { $chance }.
# The average game. $throws: a number with one decimal, already written ("39.2"); $square: the last square's number.
analysis-mean-sentence = يحتاج اللاعب الواحد في المتوسط إلى { $throws } من الرميات لبلوغ الخانة { $square }.
# $median: a number of throws, already written.
analysis-half-over = ينتهي نصف الجولات خلال { $median } من الرميات.
# $median, $p90: numbers of throws, already written.
analysis-half-and-most = ينتهي نصف الجولات خلال { $median } من الرميات، و9 من كل 10 خلال { $p90 }.
# $throws: the fewest throws a game takes; $chance: its chance, a percentage already written.
analysis-shortest-sentence =
    تستغرق أقصر جولة { $throws ->
        [one] رمية واحدة
        [two] رميتان
        [few] { $throws } رميات
       *[other] { $throws } رمية
    }؛ واحتمالها { $chance }.
# $throws: the game length that happens most often.
analysis-most-likely-sentence =
    الطول الأرجح للجولة { $throws ->
        [one] رمية واحدة
        [two] رميتان
        [few] { $throws } رميات
       *[other] { $throws } رمية
    }.
# The last sentence when the solver proved every figure.
analysis-proven = كل رقم هنا مُثبَت بدقة 9 أرقام معنوية على الأقل.
# Between two sentences of the analysis (the summary, the chart's notes and label). Keep the quotes: a space, or nothing where your language puts none.
analysis-sentence-gap = {" "}

# --- The length chart, drawn (www/tasks/charts.js) ---

# Under the chart's bottom axis.
chart-axis-throws = الرميات حتى النهاية (لاعب واحد)
# Along the chart's left axis (the bars).
chart-axis-on-throw = الانتهاء عند تلك الرمية
# The same on a narrow chart (keep it short).
chart-axis-on-throw-short = عند تلك الرمية
# Along the chart's right axis (the line).
chart-axis-by-then = انتهت بحلولها (الخط)
# The same on a narrow chart (keep it short).
chart-axis-by-then-short = انتهت بحلولها
# A label over the chart's line at the shortest game. $throws: a number, already written.
chart-mark-shortest = الأقصر { $throws }
# A label over the chart's line at the median. $throws: a number, already written.
chart-mark-median = الوسيط { $throws }
# A label over the chart's line at the mean. $throws: a number with one decimal, already written.
chart-mark-mean = المتوسط { $throws }
# What screen readers say of the chart, first sentence. $last: the last throw the chart shows.
chart-label = مخطط أعمدة لعدد الرميات التي يحتاجها اللاعب الواحد لبلوغ النهاية، من الرمية 1 إلى { $last }.
# The chart for screen readers, next. $throws: the fewest throws.
chart-label-shortest =
    تستغرق أقصر جولة { $throws ->
        [one] رمية واحدة
        [two] رميتان
        [few] { $throws } رميات
       *[other] { $throws } رمية
    }.
# $throws: the median.
chart-label-median = ينتهي نصف الجولات خلال { $throws } من الرميات.
# $throws: the mean, a number with one decimal already written.
chart-label-mean = المتوسط { $throws } من الرميات.
# The chart for screen readers, last: under the chart is the table.
chart-label-table = يعرض الجدول أدناه كل رمية.

# --- "Where is the token after each throw?" (www/tasks/analysis/card.js, spread-view.js) ---

# The heading of the part of the analysis card that shows where one token may be.
spread-heading = أين القطعة بعد كل رمية؟
# Under that heading.
spread-help = قطعة واحدة تُرمى لها النرد مرة بعد مرة: تُظهر كل خانة احتمال وجود القطعة فيها بعد الرمية المختارة أدناه، محسوبًا بدقة من سلسلة احتمالات كل رمية. وتجمع الخانة الأخيرة الجولات المنتهية.
# What screen readers call that part's own board (a kind of control).
spread-board-role = لوحة
# The name screen readers give that board.
spread-board-name = مكان القطعة
# In the element: what its board shows (a choice of two).
spread-shows = تعرض اللوحة
# The first choice.
spread-shows-expected = العدد المتوقع من الرميات حتى النهاية
# The second choice.
spread-shows-spread = مكان القطعة بعد كل رمية
# In the element, while its board shows the expected throws.
spread-expected-note = تعرض اللوحة العدد المتوقع من الرميات حتى النهاية: من كل خانة، كم رمية تستغرق الجولة بعدُ في المتوسط (0 على الخانة الأخيرة). حرّك منزلق الرميات أو اضغط «تشغيل» لترى مكان القطعة بدلًا من ذلك.
# When working out where the token can be failed. $error: the reason.
spread-failed = تعذّر حساب مكان القطعة: { $error }
# The label of the slider that picks a throw.
spread-throw-label = الرمية
# Plays the throws one after another.
spread-play = تشغيل
# Stops playing.
spread-pause = إيقاف مؤقت
# While the chances are worked out.
spread-working = جارٍ حساب الأماكن التي قد تكون فيها القطعة…
# Under the slider. $throws: the last throw shown; $share: a percentage of games over by then, already written.
spread-note = محسوب بدقة من سلسلة احتمالات كل رمية، حتى الرمية { $throws }، حين تكون { $share } من الجولات قد انتهت. الألوان مُدرَّجة وفق الخانة الأرجح عند كل رمية؛ والأرقام نسب مئوية.
# The same, when a big board keeps fewer throws. $throws, $share: as above.
spread-note-capped = محسوب بدقة من سلسلة احتمالات كل رمية، حتى الرمية { $throws } (على لوحة بهذا الحجم لا يحتفظ العرض بأكثر من { $throws } رمية؛ وبحلولها تكون { $share } من الجولات قد انتهت). الألوان مُدرَّجة وفق الخانة الأرجح عند كل رمية؛ والأرقام نسب مئوية.
# A chance too small to write. $share: "0.01%" as your language writes it.
spread-under = أقل من { $share }
# In a list of squares: the start, off the board.
spread-the-start = البداية
# At the end of a list of squares: how many more are not named. $count: how many.
spread-more = { $count } أخرى
# After the chosen throw, when every game is over. $throw: the throw (0: before the first).
spread-all-over =
    { $throw ->
        [0] قبل الرمية الأولى
        [one] بعد رمية واحدة
        [two] بعد رميتين
        [few] بعد { $throw } رميات
       *[other] بعد { $throw } رمية
    }: انتهت كل الجولات.
# After the chosen throw. $throw: as above; $over, $chance: percentages, already written; $square: a square's number.
spread-likely =
    { $throw ->
        [0] قبل الرمية الأولى
        [one] بعد رمية واحدة
        [two] بعد رميتين
        [few] بعد { $throw } رميات
       *[other] بعد { $throw } رمية
    }: انتهت { $over } من الجولات؛ والخانة الأرجح هي { $square } ({ $chance }).
# The same, when the most likely place is the start (off the board).
spread-likely-start =
    { $throw ->
        [0] قبل الرمية الأولى
        [one] بعد رمية واحدة
        [two] بعد رميتين
        [few] بعد { $throw } رميات
       *[other] بعد { $throw } رمية
    }: انتهت { $over } من الجولات؛ والمكان الأرجح هو البداية ({ $chance }).
# The same, when several squares are as likely. $squares: the squares, already listed; $chance: each one's chance.
spread-likely-tied =
    { $throw ->
        [0] قبل الرمية الأولى
        [one] بعد رمية واحدة
        [two] بعد رميتين
        [few] بعد { $throw } رميات
       *[other] بعد { $throw } رمية
    }: انتهت { $over } من الجولات؛ والخانات الأرجح هي { $squares } ({ $chance } لكلٍّ منها).
# A square's tooltip: how likely the token is there. $throw: as above; $square: its number; $chance: a percentage, already written.
spread-token-on =
    { $throw ->
        [0] قبل الرمية الأولى
        [one] بعد رمية واحدة
        [two] بعد رميتين
        [few] بعد { $throw } رميات
       *[other] بعد { $throw } رمية
    }: القطعة على الخانة { $square } باحتمال { $chance }.
# The same, for the start (off the board).
spread-token-at-start =
    { $throw ->
        [0] قبل الرمية الأولى
        [one] بعد رمية واحدة
        [two] بعد رميتين
        [few] بعد { $throw } رميات
       *[other] بعد { $throw } رمية
    }: القطعة في البداية باحتمال { $chance }.
# The last square's tooltip. $throw: as above; $share: a percentage, already written.
spread-over-then =
    { $throw ->
        [0] قبل الرمية الأولى
        [one] بعد رمية واحدة
        [two] بعد رميتين
        [few] بعد { $throw } رميات
       *[other] بعد { $throw } رمية
    }: انتهت { $share } من الجولات.
# The start area's label on that board. $share: a percentage, already written.
spread-start-label = البداية: { $share }

# --- Watch the search, step by step (www/tasks/bfs-steps.js, search-task.js) ---

# While the search is recorded. $size: how many squares the board has.
search-recording = جارٍ تسجيل البحث على اللوحة ذات { $size } خانة…
# What screen readers call the row of the search's buttons.
search-controls = أدوات التحكم في البحث
# Goes back to the search's first step.
search-restart = إعادة البدء
# One step back.
search-back = رجوع
# One step on.
search-step = خطوة
# Plays the steps one after another.
search-play = تشغيل
# Stops playing.
search-pause = إيقاف مؤقت
# Plays again from the first step.
search-replay = إعادة التشغيل
# A checkbox: each step expands a whole level.
search-by-level = مستوى واحد في كل مرة
# The label of the list of speeds.
search-speed = السرعة
# A speed in the list: the slowest.
search-speed-slow = بطيئة
# A speed in the list: the usual one.
search-speed-normal = عادية
# A speed in the list: twice the usual.
search-speed-fast = سريعة
# A speed in the list: the fastest.
search-speed-fastest = الأسرع
# The label before the strip of queued squares.
search-queue-label = الطابور
# What screen readers call that strip.
search-queue-name = الطابور، من المقدّمة
# What screen readers call the strip when it shows levels instead.
search-levels-name = الخانات في كل مستوى
# A square of the strip: the start, off the board (keep it short).
search-start-short = البداية
# A square's tooltip in the strip. $level: its level.
search-item-level = المستوى { $level }
# The same, with the square it was reached from. $parent: that square's number (or the start).
search-item-parent = المستوى { $level }، الأب { $parent }
# At the end of the strip: how many more squares. $count: how many.
search-queue-more = +{ $count }
# The strip when the search has stopped.
search-queue-stopped = توقّف: وُجدت النهاية
# The strip when the queue is empty.
search-queue-empty = فارغ
# At the start of the strip of levels: how many levels come before. $count: how many.
search-levels-before = { $count } قبلها
# A level in the strip. $level: its number; $count: how many squares it holds (keep it short).
search-level-item = { $level }: { $count }
# A level's tooltip in the strip. $level, $count: as above.
search-level-title =
    المستوى { $level }: { $count ->
        [one] خانة واحدة
        [two] خانتان
        [few] { $count } خانات
       *[other] { $count } خانة
    }
# Under the search: a board too big to show square by square. $steps: the most steps shown.
search-levels-only = تحتاج هذه اللوحة إلى أكثر من { $steps } خطوة للبحث خانةً خانة، لذا يُعرض البحث مستوى بعد مستوى: كم خانة في كل مستوى.
# Under the search: throws tried in a random order. $randomness, $seed: the numbers chosen.
search-random-order = تُجرَّب الرميات بترتيب عشوائي (العشوائية { $randomness }، البذرة { $seed }): الترتيب يحدّد أي خانة تصبح الأب، لذا قد تقرأ بذرة أخرى مسارًا آخر بالطول نفسه.
# Under the search: the usual order.
search-largest-first = تجرّب كل خانة رمياتها من أكبر رقم نزولًا.
# Between items in a row: squares, rolls, jumps ("3, 9, 12"). Keep the quotes; the space inside counts.
search-separator = {"، "}
# Between the throws of a step (each may hold commas). Keep the quotes; the space inside counts.
search-throw-separator = {"؛ "}
# Between two sentences of the search's words. Keep the quotes: a space, or nothing where your language puts none.
search-sentence-gap = {" "}
# After 12 squares named. $list: them; $count: how many more.
search-list-more = { $list } و{ $count } أخرى
# A ladder a throw climbs. $to: its top square.
search-jump-ladder = سلم صعودًا إلى { $to }
# A snake a throw slides down. $to: its tail square.
search-jump-snake = ثعبان نزولًا إلى { $to }
# A throw that does not move. $roll: the roll.
search-throw-no-move = { $roll }: لا حركة
# A throw. $roll: the roll; $to: where it lands; $new: "yes" when it finds a new square.
search-throw =
    { $roll } → { $to } { $new ->
        [yes] (جديدة)
       *[other] (سبقت رؤيتها)
    }
# A throw that takes snakes or ladders. $jumps: them, already in words.
search-throw-jumps =
    { $roll } → { $to }، { $jumps } { $new ->
        [yes] (جديدة)
       *[other] (سبقت رؤيتها)
    }
# A throw past the end that bounces back.
search-throw-bounced =
    { $roll } → { $to }، ارتدّت من النهاية { $new ->
        [yes] (جديدة)
       *[other] (سبقت رؤيتها)
    }
# The same, then snakes or ladders.
search-throw-bounced-jumps =
    { $roll } → { $to }، ارتدّت من النهاية، { $jumps } { $new ->
        [yes] (جديدة)
       *[other] (سبقت رؤيتها)
    }
# The search's first position, when the start is off the board.
search-begins-start = يبدأ البحث من البداية، المستوى 0: لا رميات بعد. لا يحوي الطابور غيرها. كل خطوة تأخذ الخانة التي في مقدّمة الطابور وتجرّب منها كل رمية.
# The same, starting on a square. $square: its number.
search-begins = يبدأ البحث من الخانة { $square }، المستوى 0: لا رميات بعد. لا يحوي الطابور غيرها. كل خطوة تأخذ الخانة التي في مقدّمة الطابور وتجرّب منها كل رمية.
# When the start is the last square.
search-start-is-end = البداية هي النهاية: لا حاجة إلى أي رمية.
# The search's last position. $throws: the fewest throws; $path: the squares from the end back to the start; $rolls: the rolls, in a row.
search-found = وُجدت النهاية. أقل عدد من الرميات: { $throws }. المسار مقروءًا عبر الآباء: { $path }. نتائج النرد: { $rolls }.
# A step, first sentence: the start is expanded. $step: its number; $steps: how many; $level: 0.
search-expand-start = الخطوة { $step } من { $steps }: توسيع البداية، المستوى { $level }.
# A step, first sentence. $square: the square expanded; $level: its level.
search-expand = الخطوة { $step } من { $steps }: توسيع الخانة { $square }، المستوى { $level }.
# The same, with the square it was reached from. $parent: that square.
search-expand-from = الخطوة { $step } من { $steps }: توسيع الخانة { $square }، المستوى { $level } (بُلغت من { $parent }).
# The same, for a square reached from the start (off the board).
search-expand-from-start = الخطوة { $step } من { $steps }: توسيع الخانة { $square }، المستوى { $level } (بُلغت من البداية).
# A step, second sentence. $throws: each throw tried, in words.
search-throws = الرميات: { $throws }.
# A step, third sentence, when no square is new. $queued: how many squares wait in the queue.
search-nothing-new =
    لا جديد؛ في الطابور { $queued ->
        [one] خانة واحدة
        [two] خانتان
        [few] { $queued } خانات
       *[other] { $queued } خانة
    }.
# The same, with new squares. $count: how many; $level: their level; $queued: as above.
search-new =
    { $count ->
        [one] خانة جديدة واحدة
        [two] خانتان جديدتان
        [few] { $count } خانات جديدة
       *[other] { $count } خانة جديدة
    } في المستوى { $level }؛ في الطابور { $queued ->
        [one] خانة واحدة
        [two] خانتان
        [few] { $queued } خانات
       *[other] { $queued } خانة
    }.
# One level at a time, first sentence. $from, $to: the steps; $steps: how many in all; $level: the level; $count: its squares; $squares: them, in a row.
search-level-steps =
    الخطوات من { $from } إلى { $to } من { $steps }: المستوى { $level }، { $count ->
        [one] خانة واحدة
        [two] خانتان
        [few] { $count } خانات
       *[other] { $count } خانة
    } ({ $squares })، وُسِّعت كلٌّ منها بكل رمية.
# One level at a time, next sentence. $count: new squares; $level: their level; $squares: them; $queued: squares in the queue.
search-level-new =
    { $count ->
        [one] خانة جديدة واحدة
        [two] خانتان جديدتان
        [few] { $count } خانات جديدة
       *[other] { $count } خانة جديدة
    } في المستوى { $level } ({ $squares })؛ في الطابور { $queued ->
        [one] خانة واحدة
        [two] خانتان
        [few] { $queued } خانات
       *[other] { $queued } خانة
    }.
# After the last step, when the end cannot be reached.
search-end-unreachable = الطابور فارغ: لا يمكن بلوغ النهاية.
# After the last step, when the end is found.
search-end-reached = بُلغت الخانة الأخيرة: اضغط «خطوة» لقراءة المسار رجوعًا.
# The same, with squares of the level left unexpanded. $level: the level; $squares: them, in a row.
search-end-reached-rest = بُلغت الخانة الأخيرة، لذا لا تُوسَّع أبدًا بقية المستوى { $level } ({ $squares }): اضغط «خطوة» لقراءة المسار رجوعًا.
# A search too big to show square by square: a level. $level: its number; $last: the last level; $count: its squares; $throws: the throws to reach them.
search-level-words =
    المستوى { $level } من { $last }: { $count ->
        [one] خانة واحدة
        [two] خانتان
        [few] { $count } خانات
       *[other] { $count } خانة
    } بُلغت أول مرة بعد { $throws ->
        [one] رمية واحدة
        [two] رميتين
        [few] { $throws } رميات
       *[other] { $throws } رمية
    }.
# The last level. $throws: the fewest throws.
search-level-last = الخانة الأخيرة في هذا المستوى: أقل عدد من الرميات { $throws }.
# A square's tooltip: the search has not reached it yet.
search-not-found-yet = لم يجدها البحث بعد.
# The start's tooltip.
search-where-starts = المستوى 0: حيث يبدأ البحث.
# A square's tooltip. $level: its level; $parent: the square it was reached from; $throws: how many throws (the level).
search-first-reached =
    المستوى { $level }: بُلغت أول مرة من { $parent } في { $throws ->
        [one] رمية واحدة
        [two] رميتين
        [few] { $throws } رميات
       *[other] { $throws } رمية
    }.
# The same, for a square reached from the start (off the board).
search-first-reached-start =
    المستوى { $level }: بُلغت أول مرة من البداية في { $throws ->
        [one] رمية واحدة
        [two] رميتين
        [few] { $throws } رميات
       *[other] { $throws } رمية
    }.

# (end of the analysis and the search)

## The designer (www/tasks/design*)

# Translator's note: a jump is written { $from } ← { $to }, the arrow pointing the way Arabic reads
# (from the start square to the end square).

# The help line at the top of the designer's card.
design-help = اسحب من خانة إلى أخرى لإضافة سلّم (إلى الأعلى) أو ثعبان (إلى الأسفل)، أو المس الخانتين. اسحب أيّ طرف من طرفي السلّم أو الثعبان لتحريكه. على اللوحة: مفاتيح الأسهم ثم Enter على كل طرف؛ يحذف Delete السلّم أو الثعبان المحدَّد؛ ويُفلته Escape.
# The heading over the designed board's numbers.
design-numbers-heading = كيف تُلعب هذه اللوحة
# A figure's label: the fewest throws from the start to the end.
design-min-label = أقل عدد من الرميات
# A figure's label: the average number of throws a game takes one player.
design-mean-label = متوسط الجولة (لاعب واحد)
# A figure's label: the median number of throws of a game.
design-median-label = الوسيط
# A figure's label: the chance that the first of two players wins.
design-odds-label = فوز اللاعب الأول (من اثنين)
# A button: takes back the last edit.
design-undo = تراجع
# A button: makes an edit taken back again.
design-redo = إعادة
# A button: removes the chosen snake or ladder.
design-delete = حذف السلّم أو الثعبان
# A button: removes every snake and ladder.
design-clear = مسح الكل
# A button (on the page): the designer starts again from the board shown on the page.
design-from-page = البدء من لوحة الصفحة
# The label of the field for the board's number of rows.
design-rows = الصفوف
# The label of the field for the board's number of columns.
design-columns = الأعمدة
# The button that gives the board the rows and columns typed.
design-resize = تغيير الحجم
# The heading over the chart of how many throws games take.
design-chart-heading = كم تستغرق الجولات (لاعب واحد)
# The chart's name for screen readers (before its numbers are in).
design-chart-label = مخطط طول الجولة
# The heading over the list of what each snake and ladder is worth.
design-values-heading = قيمة كل سلّم وثعبان
# Over the numbers while a big board's are worked out, after an edit (they take a moment).
design-numbers-busy = جارٍ حساب أرقام هذه اللوحة…
# Over the list of what each jump is worth while it is worked out.
design-values-busy = جارٍ حساب قيمة كل سلّم وثعبان…
# After that heading: how many jumps the list holds, biggest change first. $count: how many.
design-values-count = ({ $count }، الأكبر تأثيرًا أولًا)
# In the list of jumps' worths, when the board has none.
design-values-none = لا سلالم ولا ثعابين بعد.
# At the end of a list shown in part. $count: how many more there are.
design-more = … و{ $count } غيرها.
# The heading over Print and the downloads (on the page).
design-export-print-heading = الطباعة والمشاركة
# The heading over the downloads (in the element, which has no Print).
design-export-heading = التنزيل
# A button: prints the board with its numbers.
design-print = طباعة
# A button: downloads the board as a PNG picture.
design-png = تنزيل PNG
# A button: downloads the board as an SVG drawing.
design-svg = تنزيل SVG
# A line under the downloads on the page: the link copied by the "Copy link to this view" button of the "Make a board" card holds the designed board.
design-share-note = زر «نسخ رابط هذا العرض» في بطاقة «إنشاء لوحة» يشارك اللوحة المصمَّمة كأي لوحة أخرى.
# A jump's name at the start of a line in the list of worths. $kind: ladder or snake; $from, $to: its squares.
design-jump-name =
    { $kind ->
        [ladder] السلّم { $from } ← { $to }
       *[snake] الثعبان { $from } ← { $to }
    }
# Said after a jump was added. $kind: ladder or snake; $from, $to: its squares.
design-added =
    { $kind ->
        [ladder] أُضيف السلّم { $from } ← { $to }.
       *[snake] أُضيف الثعبان { $from } ← { $to }.
    }
# Said after an end of a jump was moved. $kind: ladder or snake; $from, $to: its squares now.
design-moved =
    { $kind ->
        [ladder] نُقل: صار السلّم { $from } ← { $to }.
       *[snake] نُقل: صار الثعبان { $from } ← { $to }.
    }
# After "Added ..." or "Moved ...": chains and shared ends the new jump makes (allowed). $warnings: the core's notes, separated by semicolons.
design-added-note = ملاحظة: { $warnings }.
# After "Added ...": the board's jumps still form a cycle under the rules, so there are no numbers. $reason: the core's words on the cycle.
design-no-numbers-yet = لا أرقام بعد: { $reason }؛ غيّر هذا السلّم أو الثعبان أو غيّر القواعد.
# After "Added ...": the edit broke the cycle that kept the numbers away.
design-cycle-gone = زالت الحلقة: عادت الأرقام.
# Said when Delete is pressed with no jump chosen.
design-choose-first = اختر سلّمًا أو ثعبانًا أولًا: المس بدايته أو نهايته، أو اضغط Enter عليه.
# Said after a jump was deleted. $kind: ladder or snake; $from, $to: its squares.
design-deleted =
    { $kind ->
        [ladder] حُذف السلّم { $from } ← { $to }.
       *[snake] حُذف الثعبان { $from } ← { $to }.
    }
# Said after Clear.
design-cleared = مُسح الكل: لا سلالم ولا ثعابين.
# Why a new size was refused (then shown in "Refused: ..."). $max: the most rows or columns; $rows, $columns: what was typed.
design-size-refused = يجب أن تكون الصفوف والأعمدة أعدادًا صحيحة من 1 إلى { $max }، لا { $rows } × { $columns }
# Put in design-size-refused for an empty field.
design-size-nothing = لا شيء
# Why a new size was refused by the core (then shown in "Refused: ..."). $reason: the core's words; $rows, $columns: the size asked for.
design-resize-refused = { $reason } ({ $rows } × { $columns })
# Said after the board was given a new size. $rows, $columns: its rows and columns; $size: its squares.
design-resized = الحجم الآن { $rows } × { $columns } (عدد الخانات: { $size }).
# After design-resized: jumps that no longer fit on the smaller board were removed. $count: how many.
design-resize-dropped = عدد ما حُذف من السلالم والثعابين لأنه لم يعد يتّسع: { $count } (يعيدها «تراجع»).
# Said after Undo.
design-undone = تمّ التراجع.
# Said after Redo.
design-redone = تمّت الإعادة.
# Said when the designer starts again from the host's board. $board: page (the board on the page) or given (the board given to the embedded board).
design-started =
    { $board ->
        [page] بدأنا من جديد من لوحة الصفحة.
       *[given] بدأنا من جديد من اللوحة المعطاة.
    }
# A line under the size fields: a chain or shared end of the board (allowed). $warning: the core's words.
design-warning = مسموح، لكن انتبه: { $warning }
# Said when a jump was chosen from the list of worths. $kind: ladder or snake; $from, $to: its squares.
design-chose =
    { $kind ->
        [ladder] اختير السلّم { $from } ← { $to }: اسحب أيّ طرف لتحريكه، أو اضغط Delete.
       *[snake] اختير الثعبان { $from } ← { $to }: اسحب أيّ طرف لتحريكه، أو اضغط Delete.
    }
# On a printed board, under it: what its numbers are, a whole sentence. $shown: which are known ("min", "mean" or "both");
# $min: the fewest throws; $mean: the throws of an average game for one player, one decimal.
design-print-facts = { $shown ->
    [min] أقل عدد من الرميات { $min }.
    [mean] متوسط جولة لاعب واحد { $mean } من الرميات.
   *[both] أقل عدد من الرميات { $min }؛ متوسط جولة لاعب واحد { $mean } من الرميات.
}
# Added to what an edit did when the board's last square can no longer be reached.
design-unreachable-note = الآن لا يمكن لأي جولة أن تبلغ الخانة الأخيرة: تقول الأرقام «أبدًا».
# Beside the board after a tap on a phone, after what the tap did: the board's numbers. $min: the fewest throws; $mean: the average game, as the card shows them.
design-numbers-line = أقل عدد من الرميات { $min }؛ متوسط الجولة { $mean }.
# Why an edit was refused (in the card; the reason alone is shown beside the board). $reason: the core's words.
design-refused = رُفض: { $reason }. لم تتغيّر اللوحة.
# The board has no numbers because the core failed. $error: the core's words.
design-numbers-failed = تعذّر حساب الأرقام: { $error }
# In the list of worths when they could not be worked out. $error: the core's words.
design-worths-failed = لم تُحسب لهذه اللوحة: { $error }
# The fewest throws when the end cannot be reached.
design-min-never = أبدًا
# The average game when games never end.
design-mean-never = لا تنتهي أبدًا
# A number of throws, for the average and the median. $throws: the number (maybe with decimals).
design-throws = { $throws } من الرميات
# Who wins when the end cannot be reached.
design-odds-nobody = لا أحد: لا يمكن بلوغ النهاية
# The first of two players' chance of winning, and the second's. $first, $second: percentages.
design-odds = { $first } (الثاني: { $second })
# Under the chart: how long games last. $p25, $p75, $p90: numbers of throws.
design-spread-three = تنتهي جولة من كل 4 خلال { $p25 } من الرميات، و3 من كل 4 خلال { $p75 }، و9 من كل 10 خلال { $p90 }.
# Under the chart, when fewer than 9 games in 10 ever end. $p25, $p75: numbers of throws.
design-spread-two = تنتهي جولة من كل 4 خلال { $p25 } من الرميات، و3 من كل 4 خلال { $p75 }.
# Under the chart, when fewer than 3 games in 4 ever end. $p25: a number of throws.
design-spread-one = تنتهي جولة من كل 4 خلال { $p25 } من الرميات.
# Under the chart when the last square cannot be reached.
design-spread-unreachable = لا تنتهي أي جولة: لا يمكن بلوغ الخانة الأخيرة.
# Under the chart when the core could not work out how long games last. $reason: the core's words.
design-spread-not-known = مدة الجولات غير معروفة: { $reason }.
# Under the chart when too few games end to say how long they last.
design-spread-endless = بعض الجولات لا تنتهي أبدًا.
# A jump's worth: without it no game can end. $jump: its name (design-jump-name).
design-worth-needed = { $jump }: من دونه لا يمكن بلوغ النهاية.
# A jump's worth: the average game never ends, with or without it. $jump: its name.
design-worth-endless = { $jump }: متوسط الجولة لا ينتهي، معه أو من دونه.
# A jump's worth: with it some games never end. $jump: its name; $without: the average game's throws without it.
design-worth-some-never = { $jump }: معه لا تنتهي بعض الجولات أبدًا؛ ومن دونه { $without } من الرميات.
# A jump's worth: with it no game ends. $jump: its name; $without: the average game's throws without it.
design-worth-none-end = { $jump }: معه لا تنتهي أي جولة؛ ومن دونه { $without } من الرميات.
# A jump's worth, in the list. $jump: its name; $without: the average game's throws without it; $effect: saves, adds or nothing; $change: the throws it saves or adds.
design-worth =
    { $effect ->
        [saves] { $jump }: من دونه { $without } من الرميات؛ يوفّر { $change }.
        [adds] { $jump }: من دونه { $without } من الرميات؛ يزيد { $change }.
       *[nothing] { $jump }: من دونه { $without } من الرميات؛ لا يغيّر شيئًا.
    }
# A jump's worth, under the board, with the board's average game. As design-worth; $now: the average game's throws with every jump.
design-worth-now =
    { $effect ->
        [saves] { $jump }: من دونه { $without } من الرميات؛ يوفّر { $change } (الآن { $now }).
        [adds] { $jump }: من دونه { $without } من الرميات؛ يزيد { $change } (الآن { $now }).
       *[nothing] { $jump }: من دونه { $without } من الرميات؛ لا يغيّر شيئًا (الآن { $now }).
    }
# Said after a drag let go off the board's squares.
design-drag-off = أُفلت خارج اللوحة: لم يتغيّر شيء.
# Said when a tap or Enter chose a jump's square (a new jump can still start there). $kind: ladder or snake; $from, $to: its squares; $square: the square chosen.
design-chose-or-new =
    { $kind ->
        [ladder] اختير السلّم { $from } ← { $to } (يحذفه Delete). أو اختر خانة أخرى لسلّم أو ثعبان جديد يبدأ من { $square }.
       *[snake] اختير الثعبان { $from } ← { $to } (يحذفه Delete). أو اختر خانة أخرى لسلّم أو ثعبان جديد يبدأ من { $square }.
    }
# Said after a tap on a square: the first end of a new jump. $square: the square.
design-from-square-tap = من الخانة { $square }: المس الآن الطرف الآخر (لمس { $square } مجددًا يُفلته).
# Said after a click or Enter on a square: the first end of a new jump. $square: the square.
design-from-square = من الخانة { $square }: اختر الآن الطرف الآخر (يُفلته Escape).
# Said after Enter on a held end that was not moved: a new jump starts there instead. $square: the square.
design-from-square-new = من الخانة { $square }: اختر الآن الطرف الآخر لسلّم أو ثعبان جديد (يُفلته Escape).
# Said when the first end chosen is chosen again, or Escape is pressed.
design-let-go = أُفلت.
# Said when Enter picks up an end of a jump with the keyboard. $end: foot or top (of a ladder), head or tail (of a snake); $from, $to: the jump's squares; $square: the square.
design-holding =
    { $end ->
        [foot] تمسك أسفل السلّم { $from } ← { $to }: تحرّكه مفاتيح الأسهم، ويضعه Enter، ويعيده Escape إلى مكانه، ويحذف Delete السلّم. الضغط على Enter هنا مجددًا يبدأ سلّمًا أو ثعبانًا جديدًا من { $square }.
        [top] تمسك قمّة السلّم { $from } ← { $to }: تحرّكها مفاتيح الأسهم، ويضعها Enter، ويعيدها Escape إلى مكانها، ويحذف Delete السلّم. الضغط على Enter هنا مجددًا يبدأ سلّمًا أو ثعبانًا جديدًا من { $square }.
        [head] تمسك رأس الثعبان { $from } ← { $to }: تحرّكه مفاتيح الأسهم، ويضعه Enter، ويعيده Escape إلى مكانه، ويحذف Delete الثعبان. الضغط على Enter هنا مجددًا يبدأ سلّمًا أو ثعبانًا جديدًا من { $square }.
       *[tail] تمسك ذيل الثعبان { $from } ← { $to }: تحرّكه مفاتيح الأسهم، ويضعه Enter، ويعيده Escape إلى مكانه، ويحذف Delete الثعبان. الضغط على Enter هنا مجددًا يبدأ سلّمًا أو ثعبانًا جديدًا من { $square }.
    }
# Under the board while an end is carried with the keyboard, back on its own square. $square: the square.
design-back-on = عدت إلى { $square }.
# Under the board while an end is carried with the keyboard: the jump it would make here. $kind: ladder or snake; $from, $to: its squares.
design-put-down-here =
    { $kind ->
        [ladder] إن وُضع هنا: السلّم { $from } ← { $to }.
       *[snake] إن وُضع هنا: الثعبان { $from } ← { $to }.
    }
# Said when Escape puts a carried end back. $kind: ladder or snake; $from, $to: the jump's squares.
design-put-back =
    { $kind ->
        [ladder] أُعيد إلى مكانه: السلّم { $from } ← { $to } لم يتغيّر.
       *[snake] أُعيد إلى مكانه: الثعبان { $from } ← { $to } لم يتغيّر.
    }

# (end of the designer)

## The element and playing (www/widget/, www/tasks/game-session.js, www/tasks/online.js)

# The element's board, for screen readers: what kind of thing it is (said after its label).
widget-board-role = لوحة اللعب
# The element's board, for screen readers, until a board is read (then its size, snakes and ladders).
widget-board-label = لوحة السلالم والثعابين
# Where the element's board will be, while it loads.
widget-loading = جارٍ تحميل لوحة اللعب…
# The element's button that throws the die (play mode).
widget-roll = ارمِ النرد
# The element's button that starts a new game with fresh dice (play mode).
widget-new-game = جولة جديدة
# The element's list of players and their squares, for screen readers.
widget-players-label = اللاعبون
# The element's row of buttons, for screen readers.
widget-controls-label = أزرار التحكم
# Under an error in the element, when a board was on show before it.
widget-error-kept = تواصل الأداة عرض آخر لوحة وإعدادات صالحة (وقيمها الافتراضية حيث لم تكن هناك قيم).
# The element's error when its board attribute holds no board it can read. $detail: the core's reason.
widget-error-board-invalid = تحتوي السمة board على لوحة غير صالحة: { $detail }
# The element's error about its board attribute. $error: the core's message.
widget-error-board = السمة board: { $error }
# The element's error when the text inside it (no board attribute) is no board it can read. $detail: the core's reason.
widget-error-text-invalid = يحتوي نص العنصر على لوحة غير صالحة: { $detail }
# The element's error about the text inside it. $error: the core's message.
widget-error-text = نص العنصر: { $error }
# The element's error when its program (WebAssembly) did not load. $error: the browser's reason, in English.
widget-core-failed = تعذّر تحميل نواة WebAssembly: { $error }
# The element's error when play mode's own code did not load. $error: the browser's reason, in English.
widget-play-failed = تعذّر تحميل اللعبة: { $error }
# The element's error when solve mode's answer (its card's code) did not load. $error: the browser's reason, in English.
widget-answer-failed = تعذّر تحميل الإجابة: { $error }
# The element's error for a mode attribute it does not know. $modes: the modes there are, listed as "a, b or c"; $mode: what was given.
widget-mode-bad = يجب أن تكون قيمة mode ‏{ $modes }، وليس «{ $mode }»
# The element's error for a speed attribute out of range. $max: the fastest (20); $speed: what was given.
widget-speed-bad = يجب أن تكون قيمة speed عددًا أكبر من 0 ولا يتجاوز { $max } (‏1 هي السرعة العادية)، وليس «{ $speed }»
# The element's error for a players attribute that is a number but no count (3.5, -2). $players: what was given.
widget-players-bad = يجب أن تكون قيمة players عدد اللاعبين أو أسماء مفصولة بفواصل، وليس «{ $players }»
# The element's error for a board too big to draw. $size: its squares; $max: the most the element draws.
widget-too-big = في هذه اللوحة { $size } خانة؛ ترسم الأداة لوحات تصل إلى { $max } خانة (الأمر snakes يحل اللوحات الأكبر)
# The element's error for a text with no board in it.
widget-no-board-in-text = لا يحتوي النص على أي لوحة
# Above the element's board while a long board text is read. $count: its characters.
widget-work-reading = جارٍ قراءة نص اللوحة (عدد الأحرف: { $count })…
# Above the element's board while a big board is solved. $size: its squares.
widget-work-solving = جارٍ حل اللوحة (عدد الخانات: { $size })…
# Above the element's board while a board is generated from its size, snakes and ladders.
widget-work-building = جارٍ إنشاء لوحة…
# The element's error when the designer's code did not load (design mode). $error: the browser's reason.
widget-design-failed = تعذّر تحميل أداة التصميم: { $error }
# The element's error when the analysis code did not load (analyze mode). $error: the browser's reason.
widget-analysis-failed = تعذّر تحميل التحليل: { $error }
# The element's error when the search's code did not load (bfs mode). $error: the browser's reason.
widget-search-failed = تعذّر تحميل عرض البحث: { $error }
# The element's card with the fewest throws (solve mode), for screen readers.
widget-solve-label = أقل عدد من الرميات
# The element's card with a game's length (analyze mode), for screen readers.
widget-analysis-label = كم تستغرق الجولة؟
# The element's designer card (design mode), for screen readers.
widget-design-label = تصميم اللوحة
# The strip before square 1 on the element's board, when players start off the board (narrow).
widget-start-off = البداية
# The strip before square 1 on the element's board, when players start off the board (wide).
widget-start-off-long = البداية، خارج اللوحة
# The strip before square 1 on the element's board, when players start on square 1 (narrow).
widget-start-one = البداية: الخانة 1
# The strip before square 1 on the element's board, when players start on square 1 (wide).
widget-start-one-long = يبدأ اللاعبون من الخانة 1
# Said to screen readers when the element starts a new game. $names: the players, listed; $name: who throws first.
widget-new-game-said = جولة جديدة: { $names }. دور { $name } للرمي.
# A player in the element's list, before their first throw. $name: the player.
widget-player-at-start = { $name }: البداية
# A player in the element's list. $name: the player; $square: the square their token is on.
widget-player-on = { $name }: الخانة { $square }
# The element's status line once a game is won. $name: the winner.
widget-wins = فاز { $name }!
# The element's status line: whose turn it is. $name: the player.
widget-to-roll = دور { $name } للرمي
# Said to screen readers after the winning move. $move: the move in words (a sentence); $count: the throws in the game.
widget-game-over-said = { $move } انتهت الجولة (عدد الرميات: { $count }).
# The caption of the element's table of a finished game.
widget-ranking-caption = الترتيب النهائي: رميات كل لاعب، والسلالم التي صعدها، والثعابين التي صادفها.
# Play with others in the element: why a room cannot be opened yet.
widget-room-no-board = لا توجد لوحة للعب عليها بعد.
# Play with others in the element: its trackers attribute is wrong. $error: why (a room-why-tracker- message).
widget-trackers-bad = trackers: { $error }

# Play with others, the start form: what it is.
online-form-help = يلعب كل شخص على هاتفه أو جهازه اللوحي أو حاسوبه، ويرى الجميع النرد نفسه. تتصل الأجهزة ببعضها مباشرة؛ ولا يمر أي شيء من اللعبة عبر خادم.
# Play with others, the start form: the label of the name box.
online-name-label = اسمك
# Play with others, the start form: the button that opens a new room.
online-create = أنشئ غرفة
# Play with others, the start form: the label of the box for a room's code.
online-code-label = أو انضم إلى غرفة برمزها
# Play with others, the start form: an example of a room's code, in the empty box (keep the code as it is).
online-code-placeholder = مثلًا k7m-q2x
# Play with others, the start form: the button that joins the room of the code typed.
online-join = انضم
# Play with others, the start form: a checkbox.
online-watch-label = انضم للمشاهدة، دون مقعد
# Play with others, the start form: what was typed is no room code. $code: what was typed.
online-code-bad = «{ $code }» ليس رمز غرفة: ستة أحرف وأرقام، كما تعرضها شاشة المضيف.
# Play with others, the start form: Create or Join pressed with no name.
online-name-missing = اكتب اسمك أولًا: يراه الآخرون بجانب قطعتك.
# Play with others: a folding part of the start form, for the network's settings.
online-network = الشبكة
# Play with others, Network: the label of the box of tracker addresses.
online-trackers-label = المتتبّعات التي تعرّف الأجهزة ببعضها
# Play with others, Network: help under the box.
online-trackers-help = عناوين WebSocket ‏(wss://…)، عنوان في كل سطر؛ اتركه فارغًا لاستخدام المتتبّعات العامة. يمكن للمدرسة تشغيل متتبّع خاص بها (خادم bittorrent-tracker). تحتاج كل الأجهزة في الغرفة إلى العناوين نفسها.
# Play with others, Network: the button that keeps the addresses typed.
online-trackers-save = استخدم هذه
# Play with others, Network: the addresses were refused. $reason: why (a room-why-tracker- message).
online-trackers-refused = لم يتغير شيء: { $reason }.
# Play with others, Network: the addresses were kept.
online-trackers-saved = حُفظ: يُعثر على الغرف عبر هذه المتتبّعات.
# Play with others, Network: the box was emptied, so the public trackers are used.
online-trackers-saved-public = حُفظ: يُعثر على الغرف عبر المتتبّعات العامة.
# Play with others: while a room is being opened. $code: the room's code.
online-opening = جارٍ فتح الغرفة { $code }…
# Play with others: the room could not be opened. $error: why (in English).
online-open-failed = تعذّر فتح الغرفة ({ $error }).
# Said to screen readers: a room was created. $code: the room's code.
online-opened = الغرفة { $code } مفتوحة: شارك رابطها أو رمزها.
# Said to screen readers: joining a room. $code: the room's code.
online-joining = جارٍ الانضمام إلى الغرفة { $code }…
# Said to screen readers: this device left its room.
online-left = غادرت الغرفة.
# Play with others, in the room: before the room's code.
online-room = الغرفة
# Play with others, in the room: the button that copies the room's link.
online-copy = انسخ الرابط
# Play with others, in the room: after Copy link.
online-copied = نُسخ الرابط.
# Play with others, in the room: the link could not be copied.
online-copy-failed = انسخ الرابط أدناه.
# Play with others, in the room (in the element, which has no link of its own): under the code.
online-join-by-code = ينضم الآخرون بهذا الرمز.
# Play with others, in the room: the button that leaves it.
online-leave = غادر الغرفة
# Play with others, in the room: the row of emoji buttons, for screen readers.
online-reactions-label = أرسل تفاعلًا
# Play with others, in the room: an emoji button, for screen readers. $emoji: the emoji.
online-react = أرسل { $emoji }
# Play with others, in the room: the list of what happened, for screen readers.
online-log-label = ما حدث في الغرفة
# Play with others, the room's log: someone sent an emoji. $name: who; $emoji: the emoji.
online-reaction = { $name }: { $emoji }
# Play with others, the room's log: a message was refused. $from: whose (a name, or room-why-from-stranger or room-why-from-peer); $reason: why (a room-why- message, or an online-check- one).
online-refused = رُفضت رسالة من { $from }: { $reason }.
# Play with others, the room's log: the room's board could not be put on screen. $error: why.
online-board-failed = تعذّر عرض لوحة الغرفة ({ $error }).
# Play with others, the room's log: a game in progress was replayed on this device. $count: the throws so far.
online-replayed = الجولة حتى الآن: أُعيد تشغيل الرميات وتم التحقق منها (عددها: { $count }).
# Play with others, the room's log: the game begins.
online-drawn = سُحب النرد: تبدأ الجولة.
# Play with others, a seat: the host's name. $name: the player.
online-seat-host = { $name } (المضيف)
# Play with others, a seat: this device's player. $name: the player.
online-seat-you = { $name } (أنت)
# Play with others, a seat: this device's player, who is the host. $name: the player.
online-seat-host-you = { $name } (المضيف، أنت)
# Play with others, a seat: the player's device is connected.
online-seat-here = متصل
# Play with others, a seat: the player's device is not connected.
online-seat-away = غائب
# Play with others: someone watching whose device is not connected. $name: who.
online-watcher-away = { $name } (غائب)
# Play with others: who watches without a seat. $names: their names, listed.
online-watching = يشاهد: { $names }.
# Play with others, on the host's device: the board and rules chosen. $summary: them in words.
online-setup-yours = اخترت: { $summary }
# Play with others, on a guest's device: the board and rules chosen. $summary: them in words.
online-setup-hosts = اختار المضيف: { $summary }
# Play with others, on a guest's device: waiting to be let in.
online-waiting-let-in = في انتظار أن يسمح لك المضيف بالدخول…
# Play with others, on a guest's device: nobody has answered. $code: the room's code; $seconds: how long.
online-no-answer = لم يُجب أحد في الغرفة { $code } منذ { $seconds } ث. تحقق من الرمز ومن أن صفحة المضيف ما زالت مفتوحة؛ غادر الغرفة لكتابة رمز آخر.
# Play with others, on the host's device: the button that starts the game.
online-start = ابدأ الجولة
# Play with others, on the host's device: alone in the room.
online-waiting-join = في انتظار انضمام أحد. غيّر اللوحة أو القواعد الآن: تراها الغرفة قبل الرمية الأولى.
# Play with others, on the host's device: others have joined.
online-ready = يرى الجميع اللوحة والقواعد أعلاه. يُسحب النرد معًا عندما تبدأ.
# Play with others, on a guest's device. $host: the host's name.
online-waiting-start = في انتظار أن يبدأ { $host } الجولة.
# Play with others, on a guest's device, the host's name not known yet.
online-waiting-start-host = في انتظار أن يبدأ المضيف الجولة.
# Play with others: while the dice are drawn. $seconds: the seconds left.
online-drawing = جارٍ سحب النرد: يضيف جهاز كل لاعب سرًّا، يُختم قبل كشف أي منها (متبقٍّ { $seconds } ث).
# Play with others, on the host's device after a game: the button for another.
online-again = العب مرة أخرى
# Play with others, on the host's device after a game: help beside Play again.
online-again-help = اللاعبون واللوحة والقواعد نفسها، مع نرد يُسحب من جديد.
# Play with others, the status line: this device's turn, again. $name: its player.
online-turn-you-again = { $name }، ارمِ مرة أخرى.
# Play with others, the status line: this device's turn. $name: its player.
online-turn-you = { $name }، دورك: اضغط «ارمِ النرد».
# Play with others, the status line: the player is away; the host throws for them soon. $name: the player; $seconds: when.
online-turn-away-in = { $name } غائب: سيرمي المضيف عن { $name } بعد { $seconds } ث.
# Play with others, the status line: the player is away; the host throws for them now. $name: the player.
online-turn-away-now = { $name } غائب: يرمي المضيف عن { $name } الآن.
# Play with others, the status line: another device's turn. $name: its player.
online-turn-other = دور { $name } للرمي، على جهازه.
# Play with others, the status line: another device's turn, again. $name: its player.
online-turn-other-again = دور { $name } للرمي مرة أخرى، على جهازه.
# Play with others, the status line on the host's device: this device won. $name: its player.
online-won-you-host = فزت يا { $name }! اضغط «العب مرة أخرى» (في الغرفة) لجولة أخرى.
# Play with others, the status line on a guest's device: this device won. $name: its player.
online-won-you = فزت يا { $name }! يمكن للمضيف بدء جولة أخرى.
# Play with others, the status line on the host's device: another won. $name: the winner.
online-won-host = فاز { $name }! اضغط «العب مرة أخرى» (في الغرفة) لجولة أخرى.
# Play with others, the status line on a guest's device: another won. $name: the winner.
online-won = فاز { $name }! يمكن للمضيف بدء جولة أخرى.
# Play with others: the room's board and rules in words, its first sentence. $size: squares; $ladders, $snakes: how many.
online-summary-board = عدد الخانات: { $size }، السلالم: { $ladders }، الثعابين: { $snakes }.
# Play with others: the room's house rules, its last sentence. $rules: them, listed.
online-summary-house = القواعد الخاصة: { $rules }.
# Play with others: the room plays by no house rule.
online-summary-no-house = القواعد الخاصة: لا شيء.
# Play with others: a house rule, in the list.
online-house-knock-off = التوقف على خانة لاعب آخر يعيده إلى البداية
# Play with others: a house rule, in the list.
online-house-sixes-again = الحصول على ستة يمنح رمية إضافية
# Play with others: a house rule, in the list.
online-house-three-sixes = ثلاث ستّات متتالية تُنهي الدور
# Play with others: a room's board that this device cannot read.
online-summary-unreadable = لوحة لا يمكن قراءتها هنا.
# Play with others: why a room cannot be played here (in the room's log).
online-check-no-board = غرفة بلا لوحة مقبولة
# Play with others: why a room cannot be played here.
online-check-no-rules = غرفة بلا قواعدها
# Play with others: why a room cannot be played here (the wait for an away player).
online-check-away = مدة انتظار الغائب ليست بين 1 ث و10 دقائق
# Play with others: why a room cannot be played here. $error: the core's reason.
online-check-unreadable = تعذّرت قراءة لوحة الغرفة ({ $error })
# Play with others, the room's log: a player's device is connected again. $name: the player.
room-notice-back = عاد { $name }.
# Play with others, the room's log on the host's device: someone joined to watch, without a seat. $name: who.
room-notice-watching = { $name } يشاهد.
# Play with others, the room's log on the host's device: someone joined and took a seat. $name: who.
room-notice-joined = انضمّ { $name }.
# Play with others, the room's log: another player's device is the host now. $name: that player.
room-notice-new-host = { $name } هو المضيف الآن.
# Play with others, the room's log: the host chose another board or other rules.
room-notice-setup-changed = غيّر المضيف اللوحة أو القواعد.
# Play with others, the room's log: a player's device is no longer connected. $name: the player.
room-notice-away = { $name } غائب.
# Play with others, the room's log: the host left, and this device took over as the host.
room-notice-host-here = غادر المضيف: هذا الجهاز هو المضيف الآن.
# Play with others, the room's log on the host's device: players whose devices did not send their sealed secret for the dice in time. $names: them, listed; $count: how many.
room-notice-no-commitment =
    { $count ->
        [one] لم يرسل { $names } سرّه المختوم في الوقت المحدد: يُسحب النرد من جديد دون هذا اللاعب.
       *[other] لم يرسل { $names } أسرارهم المختومة في الوقت المحدد: يُسحب النرد من جديد دونهم.
    }
# The same, for players whose devices did not show their sealed secret in time. $names: them, listed; $count: how many.
room-notice-no-reveal =
    { $count ->
        [one] لم يكشف { $names } سرّه في الوقت المحدد: يُسحب النرد من جديد دون هذا اللاعب.
       *[other] لم يكشف { $names } أسرارهم في الوقت المحدد: يُسحب النرد من جديد دونهم.
    }


# Why a room refused a message from another device: each fills $reason of online-refused ("Refused from { $from }: { $reason }.") in the room's log, a phrase without a capital or a full stop. What a device sent is a "message"; the dice's draw is by "commitment" (a sealed secret) and "reveal" (the secret shown).
# Why refused: what arrived was not text.
room-why-not-text = ليس نصًا
# Why refused: a message too long. $characters: its length; $most: the longest taken.
room-why-too-long = رسالة عدد أحرفها { $characters } (الحد الأقصى { $most })
# Why refused: a message that is not JSON (the form every message has).
room-why-not-json = ليس JSON
# Why refused: JSON, but not a message (not an object).
room-why-not-message = ليس رسالة
# Why refused: a message of a kind no device sends. $kind: the kind it names (as sent).
room-why-unknown-kind = لا توجد رسالة اسمها '{ $kind }'
# Why refused: a message of a known kind, but too long for it. $kind: its kind (hello, draw, throw...); $characters: its length.
room-why-kind-too-long = رسالة '{ $kind }' عدد أحرفها { $characters }
# Why refused: the host's room gives a player's place to another device's key. $name: the player.
room-why-place-other-key = غرفة تعطي مكان { $name } لمفتاح آخر
# Why refused: the host's room gives a seat to another player. $seat: the seat's number (1 is the first).
room-why-seat-other-player = غرفة تعطي المقعد { $seat } للاعب آخر
# Why refused: the host's room lacks some of its parts.
room-why-room-parts = رسالة غرفة ناقصة
# Why refused: the host's room lists a member without all of its parts.
room-why-member-parts = عضو بلا معرّف أو اسم أو مفتاح أو مقعد
# Why refused: the host's room's seats do not match its members.
room-why-seats-mismatch = مقاعد لا تطابق الأعضاء
# Why refused: the host's room lists throws that are not whole numbers.
room-why-rolls-not-whole = رميات ليست أعدادًا صحيحة
# Why refused: the host's room says the dice are being drawn, without the draw's number or players.
room-why-draw-parts = سحب بلا رقمه ولاعبيه
# Why refused: the host's room has no board and rules.
room-why-no-setup = غرفة بلا لوحتها وقواعدها
# Why refused: the host's room has a game without the secrets its dice were drawn from.
room-why-no-reveals = جولة بلا الأسرار المكشوفة لنردها
# Why refused: the host passed on another secret than the one a player sent this device. $name: that player.
room-why-reveal-changed = سرّ { $name } الذي نقله المضيف ليس السرّ الذي أرسله { $name }
# Why refused: the room's game cannot be made on this device. $error: why (the core's message, in this language).
room-why-game-unplayable = لا يمكن لعب هذه الجولة هنا: { $error }
# Why refused: the room's throws are not what its dice give. $move: the throw's number; $dice: what the dice give; $roll: what the room says.
room-why-throws-not-dice = رميات الجولة لا تتبع نردها (الرمية { $move } هي { $dice }، لا { $roll })
# Why refused: a throw for a seat whose turn it is not. $seat: the seat's number (1 is the first).
room-why-seat-not-turn = رمية للمقعد { $seat } وليس دوره
# Why refused: a throw in the name of someone who is not in the room.
room-why-throw-from-nobody = رمية من شخص ليس في الغرفة
# Why refused: a throw with another number than the dice give. $roll: the number sent; $dice: the dice's.
room-why-roll-not-dice = رمية { $roll } لم يعطها النرد (النرد يعطي { $dice })
# Why refused: a throw without its player's signature.
room-why-unsigned = رمية بلا توقيع لاعبها
# Why refused: a throw for a player whose key this device has not had yet. $name: the player.
room-why-no-key = رمية لـ{ $name } ولا يملك هذا الجهاز مفتاحه بعد
# Why refused: a throw in a player's name that the player did not sign. $name: the player.
room-why-not-signed = رمية لم يوقّعها { $name }
# Why refused: a device's greeting (hello) that answers no question of this device's.
room-why-hello-no-challenge = تحية لا تجيب عن أي سؤال من هذا الجهاز
# Why refused: a device's greeting (hello) that its key's holder did not sign for this device. $name: the name it gives.
room-why-hello-not-signed = تحية باسم '{ $name }' لم يوقّعها صاحب مفتاحها لهذا الجهاز (تحية شوهدت في مكان آخر، أو مفتاح شخص آخر)
# Why refused: a message that is not a throw, where a throw was expected.
room-why-not-throw = ليست رمية
# Why refused: a throw from someone watching, without a seat.
room-why-spectator = المشاهد لا يرمي النرد
# Why refused: a throw after the game was won.
room-why-game-over = انتهت الجولة
# Why refused: a throw that does not say which move it is.
room-why-no-move = الرمية تذكر رقم نقلتها
# Why refused: a throw for a move already made. $move: the move's number.
room-why-move-made = النقلة { $move } تمّت من قبل
# Why refused: a throw for a move further on than this game. $move: the move's number; $next: the next move's.
room-why-move-ahead = النقلة { $move } متقدمة على هذه الجولة (النقلة التالية هي { $next })
# Why refused: a throw from a player whose turn it is not.
room-why-not-turn = ليس دور هذا اللاعب
# Why refused: a message of the dice's draw for another room or another draw.
room-why-other-draw = غرفة أخرى أو سحب آخر
# Why refused: a message of the dice's draw from a device that is not drawing. $peer: its id (as sent).
room-why-no-dice-here = '{ $peer }' لا يسحب النرد هنا
# Why refused: a commitment of the wrong form. $bytes: how many bytes it must be.
room-why-commitment-form = السرّ المختوم { $bytes } بايت بالنظام الست عشري
# Why refused: a commitment after every commitment was in.
room-why-commitments-closed = فات الأوان: أُغلق باب الأسرار المختومة
# Why refused: a device's second commitment in the same draw.
room-why-second-commitment = سرّ مختوم ثانٍ
# Why refused: a secret of the wrong form. $bytes: how many bytes it must be.
room-why-secret-form = السرّ { $bytes } بايت بالنظام الست عشري
# Why refused: a reveal after the draw ended.
room-why-draw-over = انتهى السحب
# Why refused: a reveal before every commitment was in.
room-why-reveal-early = كشف سرّ قبل وصول كل الأسرار المختومة
# Why refused: a reveal with no commitment to open, or a second reveal.
room-why-nothing-to-open = لا سرّ مختوم لفتحه، أو فُتح من قبل
# Why refused: a secret that does not match its commitment.
room-why-secret-wrong = السرّ لا يفتح سرّه المختوم
# Why refused: a message of the dice's draw that is neither a commitment nor a reveal.
room-why-not-draw-message = ليست رسالة من رسائل السحب
# Why refused: a message of the dice's draw in another device's name.
room-why-draw-other-name = رسالة سحب باسم جهاز آخر
# Why refused: a message of a draw that is over.
room-why-draw-ended = رسالة من سحب انتهى
# Why refused: the host drew the dice without this device's player, who was there.
room-why-left-out = سُحب النرد دون لاعب هذا الجهاز، وكان حاضرًا ومشاركًا: هذه الشاشة لا تتابع تلك الجولة (أعد تحميل الصفحة للانضمام إليها من جديد)
# Why refused: a device spoke too much before greeting. $kind: its message's kind (draw, throw...).
room-why-before-hello = رسالة '{ $kind }' قبل التحية
# Why refused: a reaction that is not one of the few offered.
room-why-not-reaction = ليس من التفاعلات المتاحة
# Why refused: a device's greeting (hello) without all of its parts.
room-why-hello-parts = تحية بلا عضو واسم ومشاهدة ومفتاح وسؤال وإثبات
# Why refused: a device's greeting (hello) in this device's own name.
room-why-hello-own-name = تحية باسم هذا الجهاز نفسه
# Why refused: a device that claims another player's place with another key. $name: the name it gives; $owner: the player whose place it is.
room-why-wrong-key = أعطى '{ $name }' مفتاحًا خاطئًا لمكان { $owner }
# Why refused: a room sent by a device that is not the host.
room-why-not-host = المضيف وحده يقول من في الغرفة
# Why refused: the host's room has left this device out.
room-why-without-me = غرفة ليس فيها هذا الجهاز
# Why refused: the host's room gives this device's place to another key.
room-why-my-place-other-key = غرفة تعطي مكان هذا الجهاز لمفتاح آخر
# Why refused: a throw when no game is being played.
room-why-no-game = لا جولة جارية
# Fills $from of online-refused ("Refused from { $from }: …", worded to fit there): a device that has not said who it is yet.
room-why-from-stranger = جهاز لم يعرّف بنفسه بعد
# Fills $from of online-refused (as above): a device whose player the room does not list.
room-why-from-peer = جهاز
# Play with others, Network (fills $reason of online-trackers-refused, and $error of widget-trackers-bad): a tracker that is no address. $item: what was typed.
room-why-tracker-not-address = '{ $item }' ليس عنوانًا (المتتبّع يُكتب wss://host/ أو ws://host:port/)
# Play with others, Network (as above): an address that is not a WebSocket address. $item: what was typed.
room-why-tracker-not-websocket = '{ $item }' ليس عنوان WebSocket (wss:// أو ws://)
# Why a room cannot be played on this page (fills $reason of online-refused): its rules do not make a page link. $error: why (in this language).
room-why-rules-unreadable = تعذّرت قراءة قواعد الغرفة ({ $error })

# (end of the element and playing)

## روابط وجولات محفوظة مرفوضة (لماذا تعذّرت قراءة رابط أو جولة محفوظة)

link-why-tab-only = يشير الرابط إلى نص لوحة يزيد على { $most } حرف لا يحتفظ به إلا تبويب المتصفح الذي أُنشئ فيه؛ الصق النص نفسه بدلًا من ذلك
link-why-whole-number = يجب أن يكون '{ $key }' عددًا صحيحًا، لا '{ $found }'
link-why-range = يجب أن يكون '{ $key }' بين { $lo } و{ $hi }، لا { $found }
link-why-one-of = يجب أن يكون '{ $key }' إحدى القيم { $list }، لا '{ $found }'
link-why-flag = يجب أن يكون '{ $key }' ‏0 أو 1، لا '{ $found }'
link-why-unreadable = تعذّرت قراءة إعدادات الرابط
link-why-unknown-setting = في الرابط إعداد '{ $key }' لا تعرفه الصفحة
link-why-board-too-long = لوحة الرابط أطول من { $most } حرف
link-why-two-squares = تحتاج اللوحة إلى مربعين على الأقل
link-why-randomness = يجب أن يكون 'random' بين 0 و1، لا '{ $found }'
link-why-players = تحتاج الجولة إلى ما بين { $least } و{ $most } لاعبين
link-why-player = يُكتب اللاعب 'h:Name' أو 'c:Name'، لا '{ $found }'
link-why-room = رمز الغرفة '{ $found }' ليس ستة أحرف وأرقام لغرفة
link-why-language = لغة الرابط '{ $found }' ليست من لغات الصفحة ({ $list })
saved-why-shape = بنية غير متوقعة
saved-why-json = ليست JSON صالحة
saved-why-players = بنية غير متوقعة: في الجولة من { $least } إلى { $most } لاعبين
saved-why-player = بنية غير متوقعة: يحتاج كل لاعب إلى اسم ونوع
saved-why-name = بنية غير متوقعة: اسم اللاعب من 1 إلى { $most } حرف
saved-why-rules = بنية غير متوقعة: ليست هذه القواعد مما تضبطه الصفحة
saved-why-flag = بنية غير متوقعة: يجب أن يكون '{ $key }' ‏true أو false
saved-why-moves = تنقصها البذرة وعدد النقلات لإعادة لعبها

# (end of the links and saved games refused)

## The core's messages (errors, warnings and narration, by code)

# Text that could not be read as a board. Fills in: $column, $detail, $format, $line.
core-error-parse = لوحة { $format }، السطر { $line }، العمود { $column }: { $detail }
# A board that breaks a world rule. Fills in: $detail.
core-error-invalid-board = لوحة غير صالحة: { $detail }
# Chained jumps that never come to rest; `cycle` lists its squares. Fills in: $cycle, $first.
core-error-jump-cycle = تشكّل القفزات حلقة مع قاعدة «متابعة السلسلة»: { $cycle } -> { $first } (اختر «التوقف بعد الأول»، أو اكسر الحلقة)
# A long cycle, by its ends and length. Fills in: $count, $head, $tail.
core-error-cycle-long =
    { $head } -> ... -> { $tail } ({ $count ->
        [zero] { $count } خانة
        [one] خانة واحدة
        [two] خانتان
        [few] { $count } خانات
        [many] { $count } خانة
       *[other] { $count } خانة
    })
# A rule option or parameter out of range or unknown. Fills in: $detail.
core-error-invalid-option = خيار غير صالح: { $detail }
# Input beyond a documented limit. Fills in: $detail.
core-error-limit = تجاوز للحد المسموح: { $detail }
# A world the builder cannot make. Fills in: $detail.
core-error-generate = تعذّر إنشاء هذا العالم: { $detail }
# A game action not possible now. Fills in: $detail.
core-error-game = الجولة: { $detail }
# A jump that leads down. Fills in: $from, $to.
core-jump-snake = الثعبان { $from } -> { $to }
# A jump that leads up. Fills in: $from, $to.
core-jump-ladder = السلّم { $from } -> { $to }
# A jump with a square off the board. Fills in: $jump, $size, $square.
core-board-square-outside = الخانة { $square } في { $jump } خارج اللوحة 1..{ $size }
# A jump to its own square. Fills in: $square.
core-board-jump-to-itself = القفزة من الخانة { $square } إلى الخانة نفسها لا تؤدي إلى أي مكان
# A jump from the last square. Fills in: $jump, $size.
core-board-from-last = يبدأ { $jump } من الخانة الأخيرة { $size }: الثعبان هناك يجعل الفوز مستحيلًا، والسلّم هناك لا مكان يصعد إليه
# The same jump twice. Fills in: $jump.
core-board-jump-twice = { $jump } مذكور مرتين
# Two jumps from one square. Fills in: $first, $second, $square.
core-board-two-starts = تبدأ من الخانة { $square } قفزتان ({ $first } و{ $second }): لا تحمل الخانة إلا رأس ثعبان واحد أو أسفل سلّم واحد
# A snake that does not go down. Fills in: $from, $to.
core-board-snake-not-down = الثعبان { $from } -> { $to } لا ينزل: يجب أن يكون رأس الثعبان أعلى من ذيله
# A ladder that does not go up. Fills in: $from, $to.
core-board-ladder-not-up = السلّم { $from } -> { $to } لا يصعد: يجب أن يكون أسفل السلّم أدنى من قمّته
# A width out of range. Fills in: $columns, $max.
core-board-columns = يجب أن يكون عدد أعمدة اللوحة من 1 إلى { $max }، لا { $columns }
# A board under 2 squares. Fills in: $size.
core-board-too-small = تحتاج اللوحة إلى خانتين على الأقل، لا { $size }
# A board over the largest size. Fills in: $max, $size.
core-board-too-big = الحد الأقصى لعدد خانات اللوحة { $max }، لا { $size }
# One jump ends where another starts. Fills in: $first, $second, $square.
core-warning-chain = سلسلة: ينتهي { $first } حيث يبدأ { $second } (الخانة { $square })
# Two jumps end on one square. Fills in: $first, $second, $square.
core-warning-shared-end = نهاية مشتركة: ينتهي كلٌّ من { $first } و{ $second } عند الخانة { $square }
# Where in a text: a line and column. Fills in: $column, $line.
core-place-line = السطر { $line }، العمود { $column }
# What was found: the end of the text.
core-found-end-of-text = نهاية النص
# What was found: the end of a line.
core-found-end-of-line = نهاية السطر
# Something else than what a reader expected; `expected` (a message) says what it wanted. Fills in: $expected, $found.
core-parse-expected = كان المتوقع { $expected }، لكن وُجد { $found }
# A number too large for a square. Fills in: $found, $max.
core-parse-too-large = كان المتوقع عددًا لا يتجاوز { $max }، لكن وُجد { $found }
# A HackerRank count over its limit; `what` (a message) names what is counted. Fills in: $column, $count, $limit, $line, $what.
core-hackerrank-count = لوحة hackerrank، السطر { $line }، العمود { $column }: الحد الأقصى لـ { $what } هو { $limit }، لا { $count }
# A HackerRank input of no test case.
core-hackerrank-no-cases = كان المتوقع حالة اختبار واحدة على الأقل، لكن وُجد 0
# Too many boards to write as HackerRank test cases. Fills in: $count, $max.
core-hackerrank-cases = الحد الأقصى لعدد حالات الاختبار في صيغة hackerrank هو { $max }، لا { $count }
# A board of another size than 100 to write as HackerRank. Fills in: $size.
core-hackerrank-size = لا تقبل صيغة hackerrank إلا لوحات من 100 خانة؛ وفي هذه اللوحة { $size ->
        [zero] { $size } خانة
        [one] خانة واحدة
        [two] خانتان
        [few] { $size } خانات
        [many] { $size } خانة
       *[other] { $size } خانة
    }
# Too many ladders or snakes (`what`) to write as HackerRank. Fills in: $count, $max, $what.
core-hackerrank-jumps = الحد الأقصى لـ { $what } في كل لوحة بصيغة hackerrank هو { $max }؛ وفي هذه اللوحة { $count }
# A JSON text that ended inside the board object; `reason` (a message) is the JSON reader's. Fills in: $reason.
core-json-eof = كان المتوقع بقية كائن اللوحة، لكن وُجدت نهاية النص ({ $reason })
# Text after the board object. Fills in: $found.
core-json-trailing = كان المتوقع نهاية النص بعد كائن اللوحة، لكن وُجد { $found }
# A JSON syntax error; `reason` (a message) is the JSON reader's, "expected ...". Fills in: $found, $reason.
core-json-expected = { $reason }، لكن وُجد { $found }
# Another JSON syntax error; `reason` (a message) is the JSON reader's. Fills in: $reason.
core-json-syntax = { $reason }
# A value of the wrong type; `found` (a message, or null) and `expected` (a message) describe it and the right one. Fills in: $expected, $found.
core-json-invalid-type = نوع غير صالح: { $found }، والمتوقع { $expected }
# A number that is not a square number; `found` and `expected` are messages. Fills in: $expected, $found.
core-json-invalid-value = قيمة غير صالحة: { $found }، والمتوقع { $expected }
# A pair of the wrong length; `expected` is a message. Fills in: $expected, $found.
core-json-invalid-length = طول غير صالح { $found }، والمتوقع { $expected }
# A pair with a third number.
core-json-third-number = كان المتوقع زوجًا [from, to] من أرقام الخانات، لكن وُجد رقم ثالث
# A key given twice. Fills in: $key.
core-json-duplicate-key = الحقل `{ $key }` مكرر
# A null size.
core-json-null-size = قيمة "size" هي null: اكتب عدد الخانات، أو احذف المفتاح ليكون العدد 100
# A key one letter or so from a board key, which would be ignored. Fills in: $key, $known.
core-json-near-key = مفتاح غير معروف "{ $key }": هل تقصد "{ $known }"؟ (تُتجاهل المفاتيح الأخرى، فتضيع قيمته)
# What was wrong, and in which key's value ("\"snakes\": invalid type: null, ..."). Fills in: $place, $reason.
core-json-in = { $place }: { $reason }
# Where in a JSON board: the `number`th snake pair. Fills in: $number.
core-place-json-snake = الزوج { $number } في "snakes"
# Where in a JSON board: the `number`th ladder pair. Fills in: $number.
core-place-json-ladder = الزوج { $number } في "ladders"
# A LeetCode grid with too few rows. Fills in: $found, $n.
core-leetcode-rows = كان المتوقع أن يكون عدد الصفوف { $n } (الشبكة n x n، وعدد خلايا كل صف منها { $n })، لكن وُجد { $found }
# A LeetCode grid with too many rows. Fills in: $found, $n.
core-leetcode-grid-end = كان المتوقع ⁦']'⁩ لإغلاق شبكة عدد صفوفها { $n } (وعدد خلايا كل صف منها { $n })، لكن وُجد { $found }
# A LeetCode row longer than the first. Fills in: $found, $n, $row.
core-leetcode-row-end = كان المتوقع ⁦']'⁩ لإغلاق الصف { $row } بعد أن بلغ عدد خلاياه { $n } كالصف الأول، لكن وُجد { $found }
# A LeetCode row shorter than the first. Fills in: $found, $n, $row.
core-leetcode-row-short = كان المتوقع أن يكون عدد خلايا الصف { $row } هو { $n } كالصف الأول، لكن وُجد { $found }
# A LeetCode grid over the largest width. Fills in: $column, $line, $max.
core-leetcode-too-wide = لوحة leetcode، السطر { $line }، العمود { $column }: لا تتجاوز الشبكة { $max } x { $max } (10^7 خانة)
# A board to write as LeetCode whose size is not a square number. Fills in: $size.
core-leetcode-not-square = لا تقبل صيغة leetcode إلا لوحات n x n؛ وعدد الخانات { $size } ليس مربعًا كاملًا
# A size or columns line given twice; `what` is the keyword. Fills in: $line, $what.
core-parse-given-twice = { $what } مذكور مرتين (أول مرة في السطر { $line })
# A native grid over the largest board. Fills in: $column, $columns, $line, $max, $rows, $squares.
core-native-grid-too-big = لوحة native، السطر { $line }، العمود { $column }: عدد خانات الشبكة { $rows } x { $columns } هو { $squares }؛ والحد الأقصى لعدد خانات اللوحة { $max }
# A native grid that does not fit the size given. Fills in: $columns, $fit, $place, $rows, $size.
core-native-grid-misfit = لوحة native، { $place }: الشبكة { $rows } x { $columns } لا تتوافق مع size { $size }: الخانات وعددها { $size } بعرض { $columns } تملأ { $fit ->
        [zero] { $fit } صفّ
        [one] صفًّا واحدًا
        [two] صفّين
        [few] { $fit } صفوف
        [many] { $fit } صفًّا
       *[other] { $fit } صفّ
    }
# A native jump without its end. Fills in: $found, $from.
core-native-jump-end = كان المتوقع الخانة التي تؤدي إليها القفزة من { $from }، كما في ⁦'{ $from } -> 6'⁩، لكن وُجد { $found }
# Expected: the end of the line after `what` (a message: the size, the number of ladders...). Fills in: $what.
core-parse-line-end-after = نهاية السطر بعد { $what }
# Native format: what the line ended after (`parse.line_end_after`), the `size` line's number.
core-native-the-size = الحجم
# Native format: what the line ended after, the `columns` line's number.
core-native-the-columns = عدد الأعمدة
# Native format: what the line ended after, a `grid R x C` line.
core-native-the-grid = الشبكة
# Native format, expected: the number after the keyword `size`.
core-native-size-number = عدد الخانات بعد 'size'
# Native format, expected: the number after the keyword `columns`.
core-native-columns-number = عدد الأعمدة بعد 'columns'
# Native format, expected: the rows of a `grid` line.
core-native-grid-rows = عدد الصفوف بعد 'grid'، كما في 'grid 10 x 10'
# Native format, expected: the `x` of a `grid` line.
core-native-grid-x = 'x' بين الصفوف والأعمدة، كما في 'grid 10 x 10'
# Native format, expected: the columns of a `grid` line.
core-native-grid-columns = عدد الأعمدة، كما في 'grid 10 x 10'
# Native format, expected: anything at all, in a text of only blanks and comments.
core-native-board = لوحة (سطر 'size N'، أو قفزات مثل ⁦'16 -> 6'⁩، أو كلاهما)
# Native format, expected: a line's statement (the keywords stay as they are).
core-native-statement = 'size N' أو 'columns C' أو 'grid R x C' أو قفزة مثل ⁦'16 -> 6'⁩
# Native format, expected: what may follow a jump on its line.
core-native-separator = ',' أو ';' قبل قفزة أخرى، أو نهاية السطر
# Native format, expected: the square after the keyword `kind` (`snake` or `ladder`). Fills in: $kind.
core-native-jump-start = الخانة التي { $kind ->
        [snake] يبدأ منها الثعبان
       *[ladder] يبدأ منها السلّم
    }
# Native format, expected: a jump, after a `,` or `;`.
core-native-jump = قفزة مثل ⁦'16 -> 6'⁩ (أو 'snake'/'ladder' تليها قفزة)
# HackerRank, expected: the first line, the count of test cases.
core-hackerrank-number-of-cases = عدد حالات الاختبار
# HackerRank, expected: the count of `jumps` (`ladders` or `snakes`) of test case `case`. Fills in: $case, $jumps.
core-hackerrank-number-of-jumps = عدد { $jumps ->
        [snakes] الثعابين
       *[ladders] السلالم
    } في حالة الاختبار { $case }
# HackerRank: jump `number` of the `count` `kind` (`ladder` or `snake`) lines of test case `case`. Fills in: $case, $count, $kind, $number.
core-hackerrank-jump = { $kind ->
        [snake] الثعبان
       *[ladder] السلّم
    } { $number } من { $count } في حالة الاختبار { $case }
# HackerRank, expected: the line of `what` (a message: `hackerrank.jump`), two numbers. Fills in: $what.
core-hackerrank-pair = { $what } بالصيغة 'البداية النهاية'
# HackerRank, expected: the first number of `what` (a message: `hackerrank.jump`). Fills in: $what.
core-hackerrank-start-square = خانة بداية { $what }
# HackerRank, expected: the second number of `what` (a message: `hackerrank.jump`). Fills in: $what.
core-hackerrank-end-square = خانة نهاية { $what }
# HackerRank, expected: nothing more after the one test case (`count` is 1) the text announced. Fills in: $count.
core-hackerrank-text-end-one = نهاية النص بعد { $count ->
        [one] حالة اختبار واحدة
        [two] حالتَي اختبار
        [few] { $count } حالات اختبار
        [many] { $count } حالة اختبار
       *[other] { $count } حالة اختبار
    }
# HackerRank, expected: nothing more after the `count` test cases (2 or more) the text announced. Fills in: $count.
core-hackerrank-text-end = نهاية النص بعد { $count ->
        [one] حالة اختبار واحدة
        [two] حالتَي اختبار
        [few] { $count } حالات اختبار
        [many] { $count } حالة اختبار
       *[other] { $count } حالة اختبار
    }
# HackerRank: what is counted over its limit (`hackerrank.count`'s `what`): test cases.
core-hackerrank-limit-cases = حالات الاختبار
# HackerRank: what is counted over its limit: `jumps` (`ladders` or `snakes`) in one test case. Fills in: $jumps.
core-hackerrank-limit-jumps = { $jumps ->
        [snakes] الثعابين
       *[ladders] السلالم
    } في كل حالة اختبار
# LeetCode, expected: a cell of a grid.
core-leetcode-cell = -1 أو رقم خانة
# LeetCode, expected: a grid, where there is none.
core-leetcode-grid = شبكة مثل ⁦[[-1,-1],[-1,3]]⁩
# LeetCode, expected: what follows row `row` of a grid. Fills in: $row.
core-leetcode-after-row = ',' أو ⁦']'⁩ بعد الصف { $row }
# LeetCode, expected: the bracket opening row `row`. Fills in: $row.
core-leetcode-row-start = ⁦'['⁩ في بداية الصف { $row }
# LeetCode, expected: what follows a cell of row `row`. Fills in: $row.
core-leetcode-in-row = ',' أو ⁦']'⁩ في الصف { $row }
# Ruby, expected: nothing more after the two hashes.
core-ruby-text-end = نهاية النص بعد هاش السلالم
# Ruby, expected: the `brace` ('{') opening the `hash` (`snakes` or `ladders`) hash; `example` is one. Fills in: $brace, $example, $hash.
core-ruby-hash-start = { $brace } في بداية هاش { $hash ->
        [snakes] الثعابين
       *[ladders] السلالم
    }، كما في { $example }
# Ruby, expected: what follows a pair of the `hash` (`snakes` or `ladders`) hash; `brace` is '}'. Fills in: $brace, $hash.
core-ruby-hash-next = ',' أو { $brace } لإغلاق { $hash ->
        [snakes] الثعابين
       *[ladders] السلالم
    }
# Ruby, expected: a pair's first square in the `hash` (`snakes` or `ladders`) hash; `brace` is '}'. Fills in: $brace, $hash.
core-ruby-square = رقم خانة أو { $brace } لإغلاق { $hash ->
        [snakes] الثعابين
       *[ladders] السلالم
    }
# Ruby, expected: the arrow of a pair after its first square `from`. Fills in: $from.
core-ruby-arrow = ⁦'=>'⁩ بعد { $from }
# Ruby, expected: a pair's second square, where the jump from `from` lands. Fills in: $from.
core-ruby-leads-to = الخانة التي يؤدي إليها { $from }
# JSON, expected: a whole number (a board's size, a square).
core-json-whole = عدد صحيح من 0 إلى 4294967295
# JSON, expected: a jump.
core-json-pair = زوج [from, to] من أرقام الخانات، كما في [16, 6]
# JSON, expected: the list of a board's snakes or ladders.
core-json-a-sequence = قائمة
# JSON, expected: the board, where the text starts with something else; `example` is one. Fills in: $example.
core-json-board-object = كائن لوحة مثل { $example }
# JSON, found: a list (`json.invalid_type`'s `found`).
core-json-sequence = قائمة
# JSON, found: an object.
core-json-map = كائن
# JSON, found: true or false (`value`, as written). Fills in: $value.
core-json-boolean = قيمة منطقية { $value }
# JSON, found: a number with a fraction or exponent (`value`, as written). Fills in: $value.
core-json-float = عدد عشري { $value }
# JSON, found: a whole number (`value`, as written). Fills in: $value.
core-json-integer = عدد صحيح { $value }
# JSON, found: a string (`value`, quoted). Fills in: $value.
core-json-string = سلسلة نصية { $value }
# JSON, found: a long string, its first characters (`value`) and its length `count`. Fills in: $count, $value.
core-json-string-cut = سلسلة نصية { $value } (مقتطعة، { $count ->
        [few] { $count } أحرف
        [many] { $count } حرفًا
       *[other] { $count } حرف
    })
# A JSON reader's reason (`reason`, a message) and where (`place`). Fills in: $place, $reason.
core-json-reason-at = { $reason } في { $place }
# The JSON reader's reason: the text ended inside a value.
core-json-eof-value = انتهى النص أثناء قراءة قيمة
# The JSON reader's reason: the text ended inside a string.
core-json-eof-string = انتهى النص أثناء قراءة سلسلة نصية
# The JSON reader's reason: the text ended inside a list.
core-json-eof-list = انتهى النص أثناء قراءة قائمة
# The JSON reader's reason: the text ended inside an object.
core-json-eof-object = انتهى النص أثناء قراءة كائن
# The JSON reader's reason: no value where one belongs.
core-json-expected-value = كان المتوقع قيمة
# The JSON reader's reason: a misspelt `true`, `false` or `null`.
core-json-expected-ident = كان المتوقع true أو false أو null
# The JSON reader's reason: a number written wrong.
core-json-invalid-number = رقم غير صالح
# The JSON reader's reason: a raw control character inside a string.
core-json-control-character = محرف تحكم (\u0000-\u001F) داخل سلسلة نصية
# The JSON reader's reason: a backslash escape that is not one.
core-json-invalid-escape = تسلسل هروب غير صالح
# The JSON reader's reason: half of a surrogate pair.
core-json-lone-surrogate = بديل أمامي منفرد في تسلسل هروب ست عشري
# The JSON reader's reason: a \u escape cut short.
core-json-hex-end = نهاية غير متوقعة لتسلسل هروب ست عشري
# The JSON reader's reason: lists or objects nested too deep.
core-json-recursion-limit = تداخل أعمق من الحد المسموح
# The JSON reader's reason: a comma before a closing bracket.
core-json-trailing-comma = فاصلة زائدة
# The JSON reader's reason: no comma or `close` (the bracket closing the list or object). Fills in: $close.
core-json-expected-comma = كان المتوقع `,` أو { $close }
# The JSON reader's reason: an object key that is not a string.
core-json-key-string = يجب أن يكون المفتاح سلسلة نصية
# The JSON reader's reason: no colon after a key.
core-json-expected-colon = كان المتوقع `:`
# The JSON reader's reason: more after the value.
core-json-trailing-characters = محارف زائدة بعد القيمة
# A saved game's field `key` missing (`save.fields`'s `reason`). Fills in: $key.
core-save-missing = الحقل `{ $key }` مفقود
# A saved game's part that is not an object; `found` says what it is. Fills in: $found.
core-save-not-object = نوع غير صالح: { $found }، والمتوقع كائن
# A saved game's field `key` that is not one; `keys` lists those there are. Fills in: $key, $keys.
core-save-unknown = حقل غير معروف `{ $key }`، والمتوقع أحد الحقول `{ $keys }`
# A saved game's field `key` holding `found` (a message) instead of a whole number up to `max`. Fills in: $found, $key, $max.
core-save-not-whole = `{ $key }` هو { $found }، لا عدد صحيح من 0 إلى { $max }
# A saved game's field `key` holding `found` instead of a list. Fills in: $found, $key.
core-save-not-list = `{ $key }` هو { $found }، لا قائمة
# A saved game's field `key` holding `found` instead of a string. Fills in: $found, $key.
core-save-not-string = `{ $key }` هو { $found }، لا سلسلة نصية
# A saved game's field `key` holding `found` instead of true or false. Fills in: $found, $key.
core-save-not-flag = `{ $key }` هو { $found }، لا true ولا false
# A saved game's jump of `count` numbers. Fills in: $count.
core-save-jump-length = في `jumps` قفزة فيها { $count ->
        [zero] 0 أرقام
        [one] رقم واحد
        [two] رقمان
        [few] { $count } أرقام
        [many] { $count } رقمًا
       *[other] { $count } رقم
    }، لا رقمان
# An option (`js.option_wrong`'s `expected`): a boolean.
core-expect-true-or-false = true أو false
# An option: a string.
core-expect-string = سلسلة نصية
# An option: an object's property that can be read (a getter threw).
core-expect-readable = قابلًا للقراءة
# An option: the solver's randomness.
core-expect-fraction = رقمًا من 0 إلى 1
# An option: a seed, the largest whole number JavaScript holds exactly.
core-expect-seed = عددًا صحيحًا من 0 إلى 9007199254740991
# An option: a game's players.
core-expect-players = عدد اللاعبين أو قائمة بأسمائهم
# An option: a range.
core-expect-range = [lo, hi]، أي رقمين
# An option: a range of expected throws, or one number of them.
core-expect-range-or-number = [lo, hi]، أي رقمين، أو رقمًا واحدًا لعدد الرميات
# An option: a number of games to simulate.
core-expect-games = عددًا صحيحًا من الجولات
# A simulation's argument (`js.whole`'s `what`): the number of its first game.
core-js-first-game = رقم أول جولة
# A simulation's argument (`js.whole`'s `what`): how many games.
core-js-game-count = عدد الجولات
# A format name that is not one. Fills in: $formats, $found.
core-format-unknown = يجب أن تكون الصيغة إحدى الصيغ { $formats }، لا '{ $found }'
# A text that holds no board.
core-parse-no-board = كان المتوقع لوحة
# A text over the largest length. Fills in: $max, $size.
core-format-text-too-long = لا يتجاوز نص اللوحة { $max } بايت (64 MiB)، وحجم هذا النص { $size } بايت
# Several boards to write in a format of one board. Fills in: $count, $format.
core-format-one-board = تتسع صيغة { $format } للوحة واحدة بالضبط، لا { $count }
# No board to write. Fills in: $format.
core-format-no-board = لا شيء للكتابة: تحتاج صيغة { $format } إلى لوحة واحدة على الأقل
# More jumps than a board has squares, while reading. Fills in: $column, $format, $limit, $line.
core-parse-too-many-jumps = لوحة { $format }، السطر { $line }، العمود { $column }: عدد القفزات يتجاوز { $limit } على لوحة لا يتجاوز عدد خاناتها { $limit } (لا تبدأ من الخانة أكثر من قفزة واحدة)
# More jumps than the board has squares. Fills in: $count, $place, $size.
core-board-too-many-jumps =
    { $place }: { $count ->
        [zero] { $count } قفزة
        [one] قفزة واحدة
        [two] قفزتان
        [few] { $count } قفزات
        [many] { $count } قفزة
       *[other] { $count } قفزة
    } على لوحة عدد خاناتها { $size } (لا تبدأ من الخانة أكثر من قفزة واحدة)
# A jump declared a snake that goes up, or a ladder that goes down. Fills in: $jump.
core-board-wrong-way = { $jump } يسير في الاتجاه الخاطئ
# A message placed in a board's text. Fills in: $detail, $place.
core-place-detail = { $place }: { $detail }
# Where in a board: the format and a place. Fills in: $format, $place.
core-place-board-at = لوحة { $format }، { $place }
# Where in a board: the format alone. Fills in: $format.
core-place-board = لوحة { $format }
# A message about the second of two jumps, naming where the first is. Fills in: $detail, $first.
core-place-first-at = { $detail } (القفزة الأولى في { $first })
# A die of too many or no faces. Fills in: $faces, $max.
core-rule-faces = يجب أن يكون عدد أوجه النرد من 1 إلى { $max }، لا { $faces }
# A die's faces that are not a number. Fills in: $found, $max.
core-rule-faces-text = يجب أن يكون عدد أوجه النرد عددًا صحيحًا من 1 إلى { $max }، لا '{ $found }'
# A rule name that is not one. Fills in: $found.
core-rule-unknown = قاعدة غير معروفة '{ $found }' (المتوقع start أو overshoot أو jumps أو faces)
# A rule value that is not one of its choices; `what` names the rule. Fills in: $choices, $found, $what.
core-rule-choice = يجب أن تكون قيمة { $what } إحدى القيم { $choices }، لا '{ $found }'
# A throw from a square or with a roll out of range. Fills in: $faces, $from, $roll, $size.
core-throw-range = تحتاج الرمية إلى خانة من 0 إلى { $size } ونتيجة نرد من 1 إلى { $faces }، لا الخانة { $from } والنتيجة { $roll }
# Too many or no players. Fills in: $count, $max.
core-game-players = يجب أن يكون عدد اللاعبين في الجولة من 1 إلى { $max }، لا { $count }
# A player's name too long. Fills in: $max, $player.
core-game-name-long = اسم اللاعب { $player } أطول من الحد الأقصى ({ $max } من الأحرف)
# A player's name with a control character. Fills in: $player.
core-game-name-control = يحتوي اسم اللاعب { $player } على محرف تحكم
# Three sixes without sixes again.
core-game-three-sixes = إنهاء الدور بثلاث ستّات يحتاج إلى قاعدة «الستة تمنح رمية إضافية»: فمن دونها لا يكون في أي دور رميتان
# A throw after the game was won. Fills in: $winner.
core-game-over = انتهت الجولة: فاز { $winner }
# A game that made its most throws. Fills in: $max.
core-game-moves = الحد الأقصى لعدد الرميات في الجولة { $max }، وقد استنفدتها هذه الجولة كلها دون فائز
# A saved game that cannot be restored; `why` says why. Fills in: $why.
core-save-bad = لا يمكن استعادة هذه الجولة المحفوظة: { $why }
# A saved game that is not JSON; `reason` (a message) is the JSON reader's, with its place. Fills in: $reason.
core-save-not-json = ليست بصيغة JSON صالحة ({ $reason })
# A saved game of another format version. Fills in: $reads, $version.
core-save-version = صيغتها من الإصدار { $version }، وهذا الإصدار يقرأ الصيغة { $reads }
# A saved game without its version.
core-save-no-version = ليس فيها إصدار الصيغة "v"
# A saved game without the fields expected; `reason` (a message) names the field. Fills in: $reason.
core-save-fields = ليست فيها الحقول المتوقعة ({ $reason })
# A saved game of too many moves. Fills in: $max, $moves.
core-save-too-many-moves = تسجّل { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }، أي أكثر من الحد الأقصى للجولة ({ $max })
# A saved game whose board breaks a rule. Fills in: $error.
core-save-board = لوحتها غير صالحة ({ $error })
# A saved game whose seed is not a number. Fills in: $seed.
core-save-seed = بذرتها '{ $seed }' ليست عددًا صحيحًا
# A saved game with moves after its end. Fills in: $made, $moves.
core-save-won-early = تسجّل { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }، لكن جولتها انتهت بالفوز بعد النقلة { $made }
# A saved game whose check value does not match.
core-save-altered = عُدّلت أو تلفت (قيمة التحقق فيها لا تطابق الجولة المعاد تشغيلها)
# Rules as messages name them (the values are the command's option values). Fills in: $faces, $jumps, $overshoot, $start.
core-rules-words = البداية { $start }، تجاوز النهاية { $overshoot }، القفزات { $jumps }، { $faces ->
        [zero] نرد بلا أوجه
        [one] نرد بوجه واحد
        [two] نرد بوجهين
        [few] نرد بـ{ $faces } أوجه
        [many] نرد بـ{ $faces } وجهًا
       *[other] نرد بـ{ $faces } وجه
    }
# No board found; `wanted` and `found` say what was sought and seen. Fills in: $attempts, $found, $rules, $seed, $wanted.
core-world-gave-up = توقّف البحث بعد تجربة { $attempts ->
        [zero] { $attempts } لوحة
        [one] لوحة واحدة
        [two] لوحتين
        [few] { $attempts } لوحات
        [many] { $attempts } لوحة
       *[other] { $attempts } لوحة
    } (ببذور مشتقة من { $seed }): لا توجد بينها لوحة { $wanted } وفق القواعد ({ $rules })؛ { $found }
# Sought: a minimum of exactly so many throws. Fills in: $throws.
core-world-wanted-exactly = أقل عدد من الرميات فيها { $throws } بالضبط
# Sought: a minimum in a range. Fills in: $hi, $lo.
core-world-wanted-range = أقل عدد من الرميات فيها بين { $lo } و{ $hi }
# Sought: a finishable board.
core-world-wanted-reach = تتيح للاعب بلوغ الخانة الأخيرة
# Seen: every finishable board had one minimum. Fills in: $throws.
core-world-found-one = كان أقل عدد من الرميات في كل لوحة يمكن إنهاؤها { $throws }
# Seen: minimums in a range. Fills in: $hi, $lo.
core-world-found-range = تراوح أقل عدد من الرميات في اللوحات التي يمكن إنهاؤها بين { $lo } و{ $hi }
# Seen: no finishable board.
core-world-found-none = لم يكن ممكنًا إنهاء أي منها
# Seen: as `found`, and some boards not finishable. Fills in: $count, $found.
core-world-found-unfinished =
    { $found }، وتعذّر إنهاء { $count ->
        [zero] { $count } لوحة
        [one] لوحة واحدة
        [two] لوحتين
        [few] { $count } لوحات
        [many] { $count } لوحة
       *[other] { $count } لوحة
    }
# Too many snakes for a board without ladders. Fills in: $most, $size, $snakes.
core-world-too-many-snakes = حين لا توجد سلالم، لا يتجاوز عدد الثعابين على لوحة عدد خاناتها { $size } الحد { $most } (تحتاج كل نهاية إلى خانة خاصة بها، ولا يمكن أن تكون الخانة { $size } إلا قمة سلّم)؛ والمطلوب { $snakes }
# Too many snakes and ladders. Fills in: $asked, $ladders, $most, $size, $snakes.
core-world-too-many-jumps = لا يتجاوز عدد الثعابين والسلالم على لوحة عدد خاناتها { $size } الحد { $most } إذا كانت كل نهاية على خانة خاصة بها؛ والمطلوب { $asked } ({ $snakes ->
        [zero] { $snakes } ثعبان
        [one] ثعبان واحد
        [two] ثعبانان
        [few] { $snakes } ثعابين
        [many] { $snakes } ثعبانًا
       *[other] { $snakes } ثعبان
    } و{ $ladders ->
        [zero] { $ladders } سلّم
        [one] سلّم واحد
        [two] سلّمان
        [few] { $ladders } سلالم
        [many] { $ladders } سلّمًا
       *[other] { $ladders } سلّم
    })
# An empty range of minimum throws. Fills in: $hi, $lo.
core-world-min-empty = نطاق أقل عدد من الرميات من { $lo } إلى { $hi } فارغ (الحد الأدنى أكبر من الحد الأعلى)
# A minimum of 0 throws.
core-world-min-zero = تحتاج كل لوحة إلى رمية واحدة على الأقل لإنهائها؛ فمن المستحيل أن يكون أقل عدد من الرميات 0
# A minimum below what a die can do without ladders. Fills in: $faces, $floor, $hi, $square.
core-world-min-floor = من دون سلالم، لا يقل عدد الرميات اللازمة لبلوغ الخانة { $square } بنرد عدد أوجهه { $faces } عن { $floor }؛ والمطلوب { $hi } على الأكثر
# As `world.min_floor`, when passing the last square wins. Fills in: $faces, $floor, $hi, $square.
core-world-min-floor-pass = من دون سلالم، لا يقل عدد الرميات اللازمة لبلوغ الخانة { $square } أو تجاوزها بنرد عدد أوجهه { $faces } عن { $floor }؛ والمطلوب { $hi } على الأكثر
# An expected length below what a die can do without ladders. Fills in: $advance, $faces, $floor, $hi, $size.
core-world-expected-floor = من دون سلالم، يتقدّم نرد عدد أوجهه { $faces } في المتوسط { $advance } خانة في كل رمية، لذا لا يقل متوسط عدد الرميات في جولة على لوحة عدد خاناتها { $size } عن { $floor } مهما كانت الثعابين؛ والمطلوب { $hi } على الأكثر
# An expected length above what a die can take without snakes. Fills in: $advance, $ceiling, $faces, $lo, $size.
core-world-expected-ceiling = من دون ثعابين لا تتراجع القطعة أبدًا: يتقدّم نرد عدد أوجهه { $faces } في المتوسط { $advance } خانة في كل رمية حتى آخر { $faces } خانات، ومن هناك ينهي الجولة باحتمال لا يقل عن 1 من { $faces } في كل رمية، لذا لا يزيد متوسط عدد الرميات في جولة على لوحة عدد خاناتها { $size } عن { $ceiling } مهما كانت السلالم؛ والمطلوب { $lo } على الأقل
# Expected turns that are not a range or a number. Fills in: $found.
core-world-expected-turns = يجب أن تكون الأدوار المتوقعة نطاقًا LO..HI من عددين، مثل 30..35، أو عددًا واحدًا من الرميات يُراد الاقتراب منه، لا '{ $found }'
# An average game of no throws. Fills in: $found.
core-world-average = يجب أن يكون متوسط طول الجولة عددًا من الرميات أكبر من 0، لا { $found }
# A target of expected throws in a build without the analysis.
core-world-needs-analysis = يحتاج النطاق المستهدف للعدد المتوقع من الرميات إلى التحليل، وهذه النسخة لا تتضمنه (استخدم الوحدة الكاملة أو سطر الأوامر)
# A range of expected throws out of order. Fills in: $hi, $lo.
core-world-expected-range = يجب أن يكون نطاق العدد المتوقع من الرميات عددين lo..hi بحيث 0 <= lo <= hi، لا { $lo }..{ $hi }
# An expected length under 1 throw. Fills in: $hi.
core-world-expected-zero = تستغرق كل جولة رمية واحدة على الأقل، لذا من المستحيل ألا يتجاوز متوسط طولها { $hi } من الرميات
# The search stopped by Ctrl-C. Fills in: $evaluations, $hi, $lo.
core-world-stopped = أُوقف البحث (Ctrl-C) بعد تجربة { $evaluations ->
        [zero] { $evaluations } لوحة
        [one] لوحة واحدة
        [two] لوحتين
        [few] { $evaluations } لوحات
        [many] { $evaluations } لوحة
       *[other] { $evaluations } لوحة
    }، وليس بينها لوحة يتراوح فيها العدد المتوقع من الرميات بين { $lo } و{ $hi }
# No board of the expected length found. Fills in: $evaluations, $found, $hi, $ladders, $lo, $rules, $seed, $size, $snakes.
core-world-gave-up-target = توقّف البحث بعد تجربة { $evaluations ->
        [zero] { $evaluations } لوحة
        [one] لوحة واحدة
        [two] لوحتين
        [few] { $evaluations } لوحات
        [many] { $evaluations } لوحة
       *[other] { $evaluations } لوحة
    } (من البذرة { $seed }): ليس بين اللوحات ذات الخانات الـ{ $size } والثعابين الـ{ $snakes } والسلالم الـ{ $ladders } لوحة يتراوح فيها العدد المتوقع من الرميات بين { $lo } و{ $hi } وفق القواعد ({ $rules })؛ { $found }
# As `world.gave_up_target`, when some boards missed the other demands. Fills in: $evaluations, $found, $hi, $ladders, $lo, $refused, $rules, $seed, $size, $snakes.
core-world-gave-up-target-refused = توقّف البحث بعد تجربة { $evaluations ->
        [zero] { $evaluations } لوحة
        [one] لوحة واحدة
        [two] لوحتين
        [few] { $evaluations } لوحات
        [many] { $evaluations } لوحة
       *[other] { $evaluations } لوحة
    } (من البذرة { $seed }) (منها { $refused } لم تستوفِ الشروط الخاصة بأقل عدد من الرميات أو بإمكانية بلوغ النهاية): ليس بين اللوحات ذات الخانات الـ{ $size } والثعابين الـ{ $snakes } والسلالم الـ{ $ladders } لوحة يتراوح فيها العدد المتوقع من الرميات بين { $lo } و{ $hi } وفق القواعد ({ $rules })؛ { $found }
# Seen: the closest expected length. Fills in: $expected.
core-world-closest = كان العدد المتوقع من الرميات في أقربها { $expected }
# Seen: no board surely finishable.
core-world-none-sure = لم يكن ممكنًا التأكد من إنهاء أي منها
# Seen: no board meeting the other demands.
core-world-none-met = لم تستوفِ أيٌّ منها الشروط الأخرى
# Too many players. Fills in: $max, $players.
core-analysis-players = يجب أن يكون عدد اللاعبين من 1 إلى { $max }، لا { $players }
# Jump values of too large a board. Fills in: $jumps, $max, $size.
core-analysis-jump-values-work = حساب قيمة { $jumps ->
        [zero] { $jumps } قفزة
        [one] قفزة واحدة
        [two] قفزتين
        [few] { $jumps } قفزات
        [many] { $jumps } قفزة
       *[other] { $jumps } قفزة
    } على لوحة عدد خاناتها { $size } يتطلب حل اللوحة مرة لكل قفزة، أي أكثر من { $max } خانة إجمالًا
# Occupancy of too many throws. Fills in: $faces, $max, $size, $throws.
core-analysis-occupancy-work = حساب توزيع المواقع بعد { $throws ->
        [zero] { $throws } رمية
        [one] رمية واحدة
        [two] رميتين
        [few] { $throws } رميات
        [many] { $throws } رمية
       *[other] { $throws } رمية
    } على لوحة عدد خاناتها { $size } بنرد عدد أوجهه { $faces } يتطلب معالجة أكثر من { $max } خانة؛ اطلب عددًا أقل من الرميات
# An occupancy series of too many numbers. Fills in: $count, $max, $values, $width.
core-analysis-occupancy-values = التوزيعات، وعددها { $count } وعرض كل منها { $width } خانة، تضم { $values } من الأعداد، وهذا أكثر من { $max }؛ اطلب عددًا أقل من الرميات أو تنقّل بينها واحدًا تلو الآخر
# The exact knock-off chain of too large a board. Fills in: $max, $size.
core-analysis-knock-off-squares = لا تُحل سلسلة «الإعادة إلى البداية» الدقيقة للاعبَين إلا للوحات لا يتجاوز عدد خاناتها { $max }، لا { $size }: شغّل المحاكاة بدلاً من ذلك
# The exact knock-off chain of too many transitions. Fills in: $entries, $max.
core-analysis-knock-off-entries = عدد الانتقالات في سلسلة «الإعادة إلى البداية» للاعبَين على هذه اللوحة وبهذا النرد { $entries }، وهو أكثر من الحد { $max } للحل الدقيق: شغّل المحاكاة بدلاً من ذلك
# A simulation of too many games. Fills in: $games, $max.
core-simulate-games = الحد الأقصى لعدد الجولات في كل تشغيل { $max }، لا { $games }
# Three sixes without sixes again, in a simulation.
core-simulate-three-sixes = إنهاء الدور بثلاث ستّات يحتاج إلى قاعدة «الستة تمنح رمية إضافية»
# A range of game numbers out of order or too long. Fills in: $end, $first, $max.
core-simulate-range = الجولات { $first }..{ $end } ليست نطاقًا من أرقام الجولات لا يتجاوز { $max }
# A simulation thread that failed.
core-simulate-thread = فشل أحد خيوط معالجة المحاكاة
# A workload name that is not one. Fills in: $found, $names.
core-workload-unknown = حمل عمل غير معروف '{ $found }' (المتوقع أحد { $names })
# A simulation workload of another size. Fills in: $size.
core-workload-size = تستخدم أحمال عمل المحاكاة اللوحة الكلاسيكية ذات 100 خانة، لا لوحة عدد خاناتها { $size }
# A completion script that is not UTF-8.
core-cli-completion-utf8 = سكربت الإكمال ليس نصًّا بترميز UTF-8
# An input file over the largest text. Fills in: $mib.
core-cli-input-too-large = حجم المدخلات أكبر من { $mib } MiB
# An input that is not UTF-8; `byte` is the byte in hexadecimal. Fills in: $byte.
core-cli-not-utf8 = البايت { $byte }، وهو ليس بترميز UTF-8 (احفظ اللوحة نصًّا بترميز UTF-8)
# JSON that could not be written. Fills in: $reason.
core-cli-json = تعذّرت كتابة JSON: { $reason }
# Rows times columns over a number. Fills in: $columns, $rows.
core-cli-grid-too-many = عدد الخانات { $rows } x { $columns } كبير جدًا
# Generate without a size.
core-cli-generate-size = يحتاج generate إلى --size N، أو إلى --rows R و--columns C
# Three sixes without sixes.
core-cli-three-sixes = يحتاج '--three-sixes' إلى '--sixes': لا تُنهي ثلاث ستّات متتالية الدور إلا حيث تمنح الستة رمية إضافية
# Simulation sums that cannot be read back. Fills in: $reason.
core-js-sums-damaged = مجاميع المحاكاة تالفة: { $reason }
# A count that is not a whole number; `what` (a message) names it. Fills in: $found, $what.
core-js-whole = يجب أن تكون قيمة { $what } عددًا صحيحًا، لا { $found }
# A count out of range; `what` names it. Fills in: $found, $max, $what.
core-js-whole-range = يجب أن تكون قيمة { $what } عددًا صحيحًا من 0 إلى { $max }، لا { $found }
# A trace limit over its cap. Fills in: $cap, $limit.
core-js-trace-limit = يجب أن تكون قيمة limit عددًا صحيحًا من 0 إلى { $cap }، لا { $limit }
# A seed out of range. Fills in: $found, $max.
core-js-seed = يجب أن تكون البذرة عددًا صحيحًا من 0 إلى { $max }، لا { $found }
# A format the core module does not read. Fills in: $format.
core-js-full-module-format = الوحدة الكاملة (snakes_ladders_full) هي التي تقرأ صيغة { $format } وتكتبها، لا الوحدة الأساسية التي لا تقرأ إلا صيغة native
# The exact fraction asked for (`exact: true`) of the analysis module, which has no big rationals.
core-js-exact-full-module = الكسر الدقيق (exact: true) تحسبه الوحدة الكاملة (snakes_ladders_full)، لا وحدة التحليل (snakes_ladders_markov) التي لا تضم أعدادها الكسرية الكبيرة: احذف exact، أو حلّل بالوحدة الكاملة
# A format the first paint does not read. Fills in: $format.
core-js-paint-format = لا يقرأ الرسم الأول إلا صيغة native؛ أما صيغة { $format } فتقرؤها الوحدة الكاملة
# A text without a board.
core-js-no-board = لا يحتوي النص على لوحة
# Options that are not an object; `what` names whose: `rule`, `game`, `analysis` or `simulation` (a translation words these by a selector), or the method's own name (`solve`, `bfsTrace`, `generate`). Fills in: $found, $what.
core-js-options-object = يجب أن تكون خيارات { $what ->
        [rule] القواعد
        [game] اللعبة
        [analysis] التحليل
        [simulation] المحاكاة
       *[other] { $what }
    } كائنًا، لا { $found }
# An unknown option; `what` as in `js.options_object`. Fills in: $found, $keys, $what.
core-js-option-unknown = خيار { $what ->
        [rule] القواعد
        [game] اللعبة
        [analysis] التحليل
        [simulation] المحاكاة
       *[other] { $what }
    } غير معروف '{ $found }' (المتوقع أحد { $keys })
# An option of the wrong kind; `what` as in `js.options_object`, `expected` (a message) describes the right one. Fills in: $expected, $found, $key, $what.
core-js-option-wrong = يجب أن يكون خيار { $what ->
        [rule] القواعد
        [game] اللعبة
        [analysis] التحليل
        [simulation] المحاكاة
       *[other] { $what }
    } '{ $key }' { $expected }، لا { $found }
# A list option with a wrong entry; `what` as in `js.options_object`, `expected` (a message) describes the right one. Fills in: $entry, $expected, $found, $key, $what.
core-js-option-entry = يجب أن يكون خيار { $what ->
        [rule] القواعد
        [game] اللعبة
        [analysis] التحليل
        [simulation] المحاكاة
       *[other] { $what }
    } '{ $key }' { $expected }، لكن العنصر { $entry } هو { $found }
# A whole-number option out of range; `what` as in `js.options_object`. Fills in: $found, $hi, $key, $lo, $what.
core-js-option-whole = يجب أن يكون خيار { $what ->
        [rule] القواعد
        [game] اللعبة
        [analysis] التحليل
        [simulation] المحاكاة
       *[other] { $what }
    } '{ $key }' عددًا صحيحًا من { $lo } إلى { $hi }، لا { $found }
# Too many players' names. Fills in: $count, $max.
core-js-players = الحد الأقصى لعدد اللاعبين في الجولة { $max }، لا { $count }
# Rows and columns out of range. Fills in: $columns, $max, $rows.
core-js-grid = الصفوف ({ $rows }) x الأعمدة ({ $columns }): يجب أن يكون عدد الخانات من 2 إلى { $max }
# A world without a size.
core-js-size = حدّد size، أو rows وcolumns معًا
# minThrows that is not a range.
core-js-min-throws = يجب أن تكون قيمة minThrows بالشكل [lo, hi]، بعددين صحيحين بحيث 0 <= lo <= hi
# Jumps not in pairs.
core-js-jump-pairs = يجب أن تأتي jumps أزواجًا [from, to, ...]
# A move: who threw what, then where the token went (`path`, itself a message). Fills in: $name, $path, $roll.
core-move-moved = حصل { $name } على { $roll }: { $path }.
# A throw past the last square under the "stay" rule; `place` says where the token stays. Fills in: $name, $place, $roll.
core-move-too-far = حصل { $name } على { $roll }: الرمية تتجاوز النهاية، فبقي { $place }.
# The third highest throw in a row under the sixes-again rule: the turn ends, the token stays at `place`. Fills in: $name, $place, $roll.
core-move-third = حصل { $name } على { $roll }: الحصول على { $roll } للمرة الثالثة على التوالي أنهى دور { $name }، فبقي { $place }.
# Where a token stays: off the board, before square 1.
core-move-at-start = في البداية
# Where a token stays: on a square. Fills in: $square.
core-move-on = على الخانة { $square }
# The walk of a throw from one square to another. Fills in: $from, $to.
core-move-walk = من { $from } إلى { $to }
# The walk of a throw from off the board to a square. Fills in: $to.
core-move-walk-from-start = من البداية إلى { $to }
# A walk past the last square (`last`) and back, by the "bounce" rule. Fills in: $from, $last, $to.
core-move-bounce = من { $from } إلى { $last } ثم ارتدّ إلى { $to }
# The same, from off the board. Fills in: $last, $to.
core-move-bounce-from-start = من البداية إلى { $last } ثم ارتدّ إلى { $to }
# What followed a move's walk: `path` so far, then `next` (a ladder, a snake, players sent back). Fills in: $next, $path.
core-move-then = { $path }، { $next }
# After a walk: a ladder taken. Fills in: $to.
core-move-ladder = صعد سلّمًا إلى { $to }
# After a walk: a snake taken. Fills in: $to.
core-move-snake = انزلق على ثعبان إلى { $to }
# After a walk: the rest of a chain of jumps too long to tell one by one. Fills in: $to.
core-move-chain = وتابع السلسلة حتى { $to }
# The token landed on one other player's square, who goes back to the start (knock-off rule). Fills in: $names.
core-move-knocked-one = توقّف على خانة { $names } فأعاده إلى البداية
# The token landed on several players (`names`, a list), who go back to the start. Fills in: $names.
core-move-knocked-many = توقّف على خانة { $names } فأعادهم إلى البداية
# A list of names: the first ones (`first`), then one more. Fills in: $first, $next.
core-move-names-comma = { $first } و{ $next }
# A list of names: all but the last (`first`), and the last. Fills in: $first, $last.
core-move-names-and = { $first } و{ $last }
# A winning move (`move`, the sentence), and the win. Fills in: $move, $name.
core-move-wins = { $move } فاز { $name }!
# A move (`move`) after which the same player throws again (sixes-again rule); "a" before the number in English. Fills in: $move, $name, $roll.
core-move-again = { $move } حصل { $name } على { $roll } فله رمية أخرى.
# The same where English says "an" before the number (an 8, an 11, an 18). Fills in: $move, $name, $roll.
core-move-again-an = { $move } حصل { $name } على { $roll } فله رمية أخرى.
# A throw that does not move the token (it would pass the last square under the "stay" rule).
core-throw-no-move = لا حركة (كانت الرمية ستتجاوز النهاية)
# A throw's walk from one square to the one it lands on. Fills in: $from, $to.
core-throw-walk = { $from } ← { $to }
# A throw's walk from off the board. Fills in: $to.
core-throw-walk-from-start = البداية ← { $to }
# What followed a throw's walk: `path` so far, then `next` (a ladder or a snake). Fills in: $next, $path.
core-throw-then = { $path }، { $next }
# A ladder taken on a throw. Fills in: $to.
core-throw-ladder = سلّم صعودًا إلى { $to }
# A snake taken on a throw. Fills in: $to.
core-throw-snake = ثعبان نزولًا إلى { $to }
# The average game of one player (`value` throws, a figure) is an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-average-estimate = المتوسط البالغ { $value } من الرميات تقدير (ثبت أنه بين { $lo } و{ $hi }).
# The average game of one player (`value` throws) is an estimate with no proven bound. Fills in: $value.
core-analysis-average-unbounded = المتوسط البالغ { $value } من الرميات تقدير: لم يمكن إثبات أي حد لخطئه على هذه اللوحة.
# Several players: the expected rounds (`value`) are an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-rounds-estimate = العدد المتوقع من الأدوار الكاملة ({ $value }) تقدير (ثبت أنه بين { $lo } و{ $hi }).
# Several players: the expected rounds (`value`) are an estimate with no proven bound. Fills in: $value.
core-analysis-rounds-unbounded = العدد المتوقع من الأدوار الكاملة ({ $value }) تقدير: لم يمكن إثبات أي حد لخطئه على هذه اللوحة.
# Several players: the expected turns of all players together (`value`) are an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-turns-estimate = العدد المتوقع من الأدوار لجميع اللاعبين معًا ({ $value }) تقدير (ثبت أنه بين { $lo } و{ $hi }).
# Several players: the expected turns of all players (`value`) are an estimate with no proven bound. Fills in: $value.
core-analysis-turns-unbounded = العدد المتوقع من الأدوار لجميع اللاعبين معًا ({ $value }) تقدير: لم يمكن إثبات أي حد لخطئه على هذه اللوحة.
# A percentile is an estimate: `games` (a share of the games, a message) are over after about `throws` throws; `known` (a message) is what is proven of it. Fills in: $games, $known, $throws.
core-analysis-percentile-estimate = { $games } تنتهي بعد نحو { $throws } من الرميات، وهذا تقدير (ثبت أنه { $known }).
# A percentile is not known: when `games` (a share of the games, a message) are over; `known` is what is proven, `why` (a message) why no more is known. Fills in: $games, $known, $why.
core-analysis-percentile-not-known = لا يُعرف متى تنتهي { $games } ({ $known }): { $why }.
# What is proven of a percentile: between `lo` and `hi` throws. Fills in: $hi, $lo.
core-analysis-proven-between = بين { $lo } و{ $hi }
# What is proven of a percentile: at least `lo` throws. Fills in: $lo.
core-analysis-proven-at-least = { $lo } على الأقل
# A share of the games, at the start of a sentence (`analysis.percentile_estimate`).
core-analysis-games-quarter-first = ربع الجولات
# A share of the games, inside a sentence (`analysis.percentile_not_known`).
core-analysis-games-quarter = ربع الجولات
# A share of the games, at the start of a sentence.
core-analysis-games-half-first = نصف الجولات
# A share of the games, inside a sentence.
core-analysis-games-half = نصف الجولات
# A share of the games, at the start of a sentence.
core-analysis-games-three-quarters-first = ثلاثة أرباع الجولات
# A share of the games, inside a sentence.
core-analysis-games-three-quarters = ثلاثة أرباع الجولات
# A share of the games (90%), at the start of or inside a sentence.
core-analysis-games-nine-in-ten = 9 جولات من كل 10
# A share of the games (95%), at the start of or inside a sentence.
core-analysis-games-nineteen-in-twenty = 19 جولة من كل 20
# Several players' figures are not known; `why` (a message) says why. Fills in: $why.
core-analysis-odds-not-known = احتمالات الفوز والعدد المتوقع من الأدوار الكاملة وأدوار جميع اللاعبين غير معروفة: { $why }.
# One player's expected throws are not given: the solver's answer failed its own check (a square came out with fewer than one throw to go, which no true answer has) on a board whose expectations are too large for 64-bit arithmetic; `throws` is the fewest throws that can finish, a proven lower bound. Fills in: $throws.
core-analysis-expected-failed = على الأقل { $throws }؛ لم يجتز جواب الحلّال فحصه الذاتي، كما يحدث عندما يكون عدد الرميات المتوقع للوحة أكبر من أن تحسبه حسابات 64 بت
# One player's expected throws are finite (every game ends) but above the largest 64-bit float.
core-analysis-expected-overflow = أكثر من ⁦1.8 × 10^308⁩ رمية: كل لعبة تنتهي، لكن المتوسط أكبر من أن يحمله عدد عشري بدقة 64 بت
# Several players' win chances are not proven.
core-analysis-wins-estimate = احتمالات الفوز تقديرية، وليست مُثبتة حتى 9 أرقام.
# The knock-off figures come from a simulation.
core-analysis-knock-off-simulated = الأرقام مع قاعدة الإعادة إلى البداية ناتجة عن المحاكاة: تقديرات بفترات ثقة 95%.
# The knock-off figures are solved but not proven.
core-analysis-knock-off-estimate = الأرقام مع قاعدة الإعادة إلى البداية تقديرية: لم يتمكن حل السلسلة المشتركة من إثباتها حتى 9 أرقام.
# The knock-off figures are not known; `why` (a message) says why. Fills in: $why.
core-analysis-knock-off-not-known = أرقام الإرجاع إلى البداية غير معروفة: { $why }.
# Why the knock-off figures are not known: every game ends, yet the two win chances the joint chain's unproven solve gave sum to `sum` (a number, as "1.33 × 10^-20"), not 1. Fills in: $sum.
core-analysis-knock-off-disproved = لم يجتز حلّ السلسلة المشتركة فحصه الذاتي: كل لعبة تنتهي، لكن مجموع احتمالات الفوز فيه { $sum }
# Why the knock-off figures are not known: `unfinished` of the `games` simulated games had not ended after `rounds` rounds, though every game ends. Fills in: $games, $rounds, $unfinished.
core-analysis-knock-off-unfinished = { $unfinished } من أصل { $games } لعبة محاكاة لم تنتهِ بعد { $rounds } دورة: لا يمكن محاكاة ألعاب بهذا الطول
# Why figures are not known: the distribution stopped after `throws` throws with `share` (a percentage, or a message) of the games still going. Fills in: $share, $throws.
core-analysis-cut-short = توقف الحساب عند { $throws } من الرميات و{ $share } من الجولات ما زالت جارية، ولم يكن الباقي قد استقر بعد في ذيله الهندسي
# A share of the games too small to write as a percentage.
core-analysis-share-almost-none = لا شيء تقريبًا
# A share of the games too close to all of them to write as a percentage.
core-analysis-share-nearly-all = أقل بقليل من 100%
# Why the most likely length is not known; `throws` is how many throws were computed exactly. Fills in: $throws.
core-analysis-mode-not-known = لم يثبت أن أي طول هو الأرجح: طولان متقاربان جدًا بحيث لا يمكن التمييز بينهما، أو قد تحوي الجولات بعد { $throws } من الرميات المحسوبة بدقة طولًا أرجح
# The tail of a very long game: after throw `throw`, each throw ends `rate` percent (a figure, such as 6.031 × 10^-21) of the games still going. Fills in: $rate, $throw.
core-analysis-tail = بعد الرمية { $throw }، تُنهي كل رمية { $rate }% من الجولات التي ما زالت جارية.
# The chance of the shortest game when it is above 0 but below the smallest number a computer writes.
core-analysis-chance-too-small = أكبر من 0% لكنه أصغر من أن يُكتب

# (end of the core's messages)

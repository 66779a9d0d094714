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
# A note about the board (from the solver), in the list under the board. $note: the note, in English for now.
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
# A link with a mistake, opened while a board is on screen. $error: what is wrong (in English for now).
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
# Under the table when the boards could not be solved. $error: why (in English for now).
answers-failed = تعذّر حل اللوحات: { $error }
# In the table's "Fewest throws" column, for a board whose last square no throw reaches.
answers-unreachable = لا يمكن بلوغ النهاية
# The button in each row of the table: shows that board and its path.
answers-show-path = عرض المسار
# The same button, for screen readers. $board: the board's number in the text.
answers-show-path-of = عرض مسار اللوحة { $board }

## Watch the search (the second board, under Solve)

# The search's board, for screen readers. $board: what the board is (in English for now), a whole sentence.
search-board-label = { $board } اضغط Enter للتقدّم خطوة في البحث.
# What the search's board calls the start, when tokens start on square 1 (the puzzles' rule).
search-start-one = يبدأ اللاعبون من الخانة 1
# What the search's board calls the start, when tokens start before square 1.
search-start-off = البداية، خارج اللوحة

## Play with others (why a board cannot be sent to a room)

# Opening a room when no board is on screen.
room-no-board = لا توجد على الشاشة لوحة للعب عليها.
# Opening a room with a board that cannot be written as text. $error: why (in English for now).
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
# Under the text box, when its text could not be read. $error: what is wrong (in English for now).
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
# The same, when the saved game cannot be read. $error: why (in English for now).
saved-game-unreadable = تعذّرت قراءة جولة محفوظة ({ $error }) فحُذفت.
# The same, when the saved game cannot be replayed. $error: why (in English for now).
saved-game-not-restored = تعذّرت استعادة جولة محفوظة ({ $error }) فحُذفت.
# At the top of the page, when a link's game cannot be replayed. $error: why (in English for now).
link-game-not-replayed = تعذّرت إعادة تشغيل الجولة الواردة في الرابط: { $error }
# Under the game, when the players are changed during a game.
players-next-game = تُطبَّق تغييرات اللاعبين عند بدء الجولة التالية بزر «جولة جديدة».
# Under the list of players. $most: the most players; $characters: the longest name.
players-note = الحد الأقصى لعدد اللاعبين: { $most }؛ والحد الأقصى لطول كل اسم: { $characters } من الأحرف.
# The same, when the page has fewer token colours than the solver takes players. $solver: the solver's most.
players-note-colours = الحد الأقصى لعدد اللاعبين: { $most }؛ والحد الأقصى لطول كل اسم: { $characters } من الأحرف (تقبل أداة الحل { $solver }، لكن في الصفحة { $most } من ألوان القطع فقط).

## How long is a game? (the colouring by expected throws, on the page's board)

# The start area's label on the board while it is coloured by expected throws. $start: the
# start's own label (in English for now); $throws: the average throws from the start to the end.
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
# When the core cannot give the win chances. $why: its reason (in English for now).
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
sim-unfinished = لم تنتهِ { $count } من الجولات أبدًا (أُوقفت بعد { $rounds } من الأدوار الكاملة أو علِقت).
# When no simulated game ended. $games: how many were played; $rounds: when a game is stopped.
sim-none-finished = لم تنتهِ أي جولة من الجولات الـ{ $games } خلال { $rounds } من الأدوار الكاملة: لا يمكن محاكاة جولات بهذا الطول.

## Board, squares and moves (www/ui/, www/board/, www/tasks/path-walk.js, www/tasks/answer*)

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
# Under the chart's place, for a game too long to draw. $tail: the solver's sentence on how fast the last games end (in English).
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

# (end of the designer)

## The element and playing (www/widget/, www/tasks/game-session.js, www/tasks/online.js)

# (end of the element and playing)

## The core's messages (errors, warnings and narration, by code)

# (end of the core's messages)

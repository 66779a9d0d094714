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

# (end of the analysis and the search)

## The designer (www/tasks/design*)

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
# The designer's name for the board the element was given (to start again from it).
widget-design-host-board = اللوحة المعطاة
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
# Play with others in the element: its trackers attribute is wrong. $error: why (in English).
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
# Play with others, Network: the addresses were refused. $reason: why (in English).
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
# Play with others, the room's log: a message was refused. $from: whose; $reason: why (in English).
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


# (end of the element and playing)

## The core's messages (errors, warnings and narration, by code)

# (end of the core's messages)

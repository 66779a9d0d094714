# Snakes and Ladders: every word the page and the element show, in English (the language every
# other file falls back to). One message a block: its comment says where it is shown and what
# it means. Text in { $name } is filled in by the page (a number, a name); keep it, and move it
# where the sentence wants it. A message with lines like [one] and *[other] picks a form by the
# number: give the forms your language has (for instance [few] and [many]).
# A message's attributes (.aria-label, .placeholder, ...) are read aloud by screen readers or shown
# in empty boxes: translate them too.
# This file: the Simplified Chinese translation of en.ftl (comments kept in English for translators).
# Translator's note: full-width punctuation; "throw" = 掷 / 掷骰次数, "square" = 格, "seed" = 种子.

## The page as a whole

# The browser tab's title.
page-title = 蛇梯棋：棋盘、最短路径与对局
# What search engines and link previews show under the title.
page-description =
    .content = 蛇梯棋：绘制或粘贴棋盘，求出到达终点最少要掷几次并了解原因，或者来一局。
# A link for keyboard users at the very top, skipping to the task buttons.
skip-link = 跳到任务
# The page's heading: the game's usual name in your language.
site-title = 蛇梯棋
# The line under the heading (hidden on phones).
tagline = 搭建棋盘，求出到达终点最少要掷几次并看懂为什么最少，或者来一局。
# Shown when the browser runs no JavaScript.
noscript = 本页面需要 JavaScript 和 WebAssembly 才能绘制棋盘。
# The label of the list of languages at the top of the page.
language-label = 语言
# The keyboard help at the bottom of the page.
# (English key names kept, as on Chinese keyboards.)
footer-keyboard = 键盘操作：按 Tab 键移到棋盘，用方向键逐格朗读（Home 和 End 键跳到第一格和最后一格）。对局中，页面获得焦点时按空格键或 Enter 键即可掷骰子。

## The four tasks (buttons at the top)

# The row of task buttons, for screen readers.
tasks-nav =
    .aria-label = 任务
# The task button that opens the game.
task-play = 对局
# The task button that opens the solver (fewest throws to the end).
task-solve = 求解棋盘
# The task button that opens the analysis of how many throws a game takes.
task-analyze = 一局要多久？
# The task button that opens the board designer.
task-design = 设计

## The board

# The board's area, for screen readers.
board-area =
    .aria-label = 棋盘
# The board itself, for screen readers (it is a picture the keyboard can read square by square).
board-canvas =
    .aria-label = 蛇梯棋棋盘。使用方向键在格子之间移动。
    .aria-roledescription = 棋盘
# Under the board, before it is drawn.
board-loading = 正在加载棋盘…
# The key under the board, for screen readers.
key-list =
    .aria-label = 图例
# The key under the board: what a ladder does.
key-ladder = 梯子：停在梯脚，爬到梯顶
# The key under the board: what a snake does.
key-snake = 蛇：停在蛇头，滑到蛇尾
# The key under the board: the square to reach.
key-finish = 终点：最后一格
# Boards are numbered in a zigzag (boustrophedon): a small triangle marks where a row turns up.
key-row-end = 行末的三角形：编号在上方的格子里继续

## Solve a board

# The heading of the solver's card.
solve-heading = 求解棋盘
# The label of the box a board's text is pasted into.
board-text-label = 棋盘
# Help under the box for a board's text. The format names stay as they are.
board-help = 粘贴或编辑棋盘，可使用求解器支持的任意格式：原生格式、Ruby、JSON、HackerRank 或 LeetCode。“求解”只针对这段文本给出答案。
# Buttons shown when a long text is kept out of the box.
board-text-show = 显示文本
# Empties the box for a board's text.
board-text-clear = 清空文本框
# The text formats a board can be written in. "Detect" means: find out which it is.
format-label = 格式
# In the list of formats: let the solver find out which format the text is in.
format-auto = 自动检测
# In the list of formats: this app's own format.
# (Note: "Native" = the app's own format, rendered as 原生格式; "Detect" as 自动检测.)
format-native = 原生格式
# The format the solver read the text as: it is followed by the format's name.
read-as = 识别为
# When a text holds several boards: which one to show.
board-pick-label = 选择棋盘
# Finds the fewest throws to the end of the board in the box.
solve-button = 求解
# Plays the breadth-first search step by step on a second board.
watch-search = 观看搜索过程
# The speed of the animations.
speed-label = 速度
# A speed of the animations.
speed-slow = 慢
# A speed of the animations (the usual one).
speed-normal = 正常
# A speed of the animations.
speed-fast = 快
# A speed of the animations.
speed-fastest = 最快
# Stops a long piece of work (reading a huge text, solving a huge board).
work-stop = 停止
# Goes back from the rules a puzzle's format implies (start on square 1) to the usual ones.
rules-undo = 恢复常规规则
# On phones, where the board is above: scrolls to it.
solve-show-board = 在棋盘上查看路径
# A table listing every board found in one pasted text.
answers-caption = 文本中的所有棋盘
# A column of the table of boards: the board's name or number.
answers-board = 棋盘
# A column of the table of boards: how many squares the board has.
answers-squares = 格数
# A column of the table of boards: the fewest throws to the end.
answers-fewest = 最少掷骰次数
# A column of the table of boards (read by screen readers only): a button showing the path.
answers-path = 路径
# Under the table of boards: shows the next rows.
answers-more = 显示更多棋盘
# The teaching view of the search (breadth-first search).
bfs-heading = 搜索如何找到最少掷骰次数
# How the teaching view of the search works, under its heading.
bfs-help = 广度优先搜索：从队列头部取出格子；从该格每掷一次，都把首次到达的格子放到队列尾部，它们离起点多一掷。格子上的数字是其层级（从起点起的掷骰次数）；仍在队列中的格子以全彩高亮，已展开的格子变淡；标记显示这一步的各个点数，位于每次掷骰最终停下的格子上。
# The second board, where the search is shown, for screen readers.
bfs-canvas =
    .aria-label = 搜索用棋盘
    .aria-roledescription = 棋盘
# A folding section of options for the solve view.
solve-options = 颜色与路径
# A checkbox: colours the squares by how many throws each is from the end.
show-distances = 按到终点的掷骰次数为每格着色
# A checkbox: shows a random one of the shortest paths instead of the first.
randomize = 在最短路径中随机选择
# Help under the checkbox above.
randomize-help = 可能有多条同样短的路径；勾选后随机选取一条，而不是第一条。
# A slider: how random the choice among shortest paths is.
randomness-label = 随机程度
# A number that picks the same random path again.
path-seed-label = 路径种子
# In an empty box for a seed: a fresh random one is used.
seed-random =
    .placeholder = 随机

## Play

# The heading of the game's card.
play-heading = 对局
# The die before the first throw, for screen readers.
die-not-rolled =
    .aria-label = 骰子，尚未掷出
# Before the first throw of a game, next to the Roll button.
turn-start = 按“掷骰子”开始对局。
# The big button that throws the die.
roll-button = 掷骰子
# Starts a new game with the same players.
new-game = 新对局
# Takes back the last throw.
undo-button = 撤销
# A folding section: a game with others on their own phones or computers.
online-summary = 与他人各用自己的设备一起玩
# Inside the section for playing with others, before it is opened.
online-help = 创建房间，其他人通过房间链接或房间码加入。
# The list of moves made so far.
moves-heading = 走棋记录
# Inside the empty list of moves, before the first throw.
game-log =
    .data-empty = 还没有走棋。
# The switch beside Undo for the game's sounds, while they play.
play-sound-on = 声音：开
# The same switch while the sounds are off.
play-sound-off = 声音：关
# The heading above the players and the house rules.
setup-heading = 玩家与自定义规则
# The box with the list of players.
players-legend = 玩家
# Adds a player to the game.
add-player = 添加玩家
# Optional rules families play by.
# (Rendered as 自定义规则 "custom rules", the usual gaming term.)
house-rules = 自定义规则
# A house rule (checkbox).
knock-off = 落在其他玩家所在的格子上，会将其送回起点
# A house rule (checkbox): whoever rolls a six throws again.
sixes-again = 掷出 6 点可再掷一次
# A house rule (checkbox).
three-sixes = 连续掷出三个 6 点则本回合结束
# A number that gives the same dice again.
game-seed-label = 对局种子
# Help under the game seed's box.
game-seed-help = 每次点“新对局”都会重新掷骰；输入种子可重玩一局。相同的种子、棋盘和玩家会得到相同的骰子点数。

## How long is a game? (the analysis)

# The heading of the analysis card: how many throws a game takes.
analysis-heading = 一局要多久？
# Under the analysis card's heading: how the figures are worked out.
analysis-help = 一名玩家在此棋盘上按下方规则进行游戏，根据每次掷骰的概率精确计算（马尔可夫链），而不是靠模拟对局。
# A checkbox: colours the squares by the average number of throws from each to the end.
show-expected = 按到终点的期望掷骰次数为每格着色
# On phones: scrolls to the board.
show-board = 显示棋盘
# The heading of the table of each player's chance to win.
odds-heading = 谁会赢？
# A column of the table of win chances: the player.
odds-player = 玩家
# Win chances worked out exactly, and the same estimated by playing many games.
odds-exact = 精确值
# A column of the table of win chances: estimated from many games played by the computer.
odds-simulated = 模拟值
# The heading of the part where the computer plays many games.
sim-heading = 模拟对局
# How many games the computer plays.
sim-games-label = 局数
# A number that gives the same simulated games again.
sim-seed-label = 模拟种子
# $workers: how many workers (threads) share the games on this device.
# (Note: Chinese has no plural forms, so there is no selector.)
sim-seed-help = 无论由多少个工作线程（此处为 { $workers } 个）分担对局，相同的种子和局数都会得到相同的结果。
# Starts playing the games.
sim-run = 模拟
# Stops the games being played.
sim-cancel = 取消
# The board of "Where is the token after each throw?", for screen readers. $board: the board's own label (a sentence or two); then what its colours show.
spread-board-label = { $board }每格显示棋子停在那里的概率。

## Design a board

# The heading of the designer's card.
design-heading = 设计棋盘

## Rules

# The heading of the card with the rules.
rules-heading = 规则
# Where the tokens start.
rule-start = 起点
# A choice of where tokens start: before square 1, entering with the first throw.
rule-start-off = 棋盘外
# A choice of where tokens start: on square 1, as programming puzzles have it.
rule-start-one = 第 1 格（编程题）
# What happens when a throw goes past the last square.
rule-overshoot = 超过终点时
# A choice for a throw past the end: the token counts back from the last square.
rule-bounce = 反弹后退
# A choice for a throw past the end: the token does not move; the end must be reached exactly.
rule-stay = 原地不动：须恰好到达
# A choice for a throw past the end: the token reaches the end anyway.
rule-win = 直接获胜
# What happens when a snake or ladder ends on the start of another.
rule-jumps = 蛇或梯子接到另一条上
# A choice: a token that lands on the start of another snake or ladder stops there.
rule-single = 只走一次
# A choice: a token follows snake after ladder until it lands on a plain square.
rule-chain = 连续跟随
# How many faces the die has (6 usually).
rule-faces = 骰子面数

## Make a board (the world builder)

# The heading of the card that builds a random board.
make-heading = 生成棋盘
# The box with the sizes of a new random board.
new-world-legend = 新世界
# How many rows of squares the new board has.
gen-rows = 行数
# How many columns of squares the new board has.
gen-columns = 列数
# How many snakes the new board has.
gen-snakes = 蛇数
# How many ladders the new board has.
gen-ladders = 梯子数
# A number that builds the same random board again.
world-seed-label = 世界种子
# Help under the world seed's box.
seed-help = 每次点“新世界”都会生成新的棋盘；输入种子可重新生成某个棋盘。相同的种子和尺寸总是生成相同的棋盘。
# A checkbox: the builder makes sure the last square can be reached.
gen-reachable = 确保能到达终点
# Followed by a box for a number and the word "throws".
gen-expected-label = 平均一局约掷
# After the box for a number: "An average game of about [12] throws".
gen-expected-unit = 次
# In the empty box: any length will do.
gen-expected-any =
    .placeholder = 不限
# Help under the box for the average game's length.
gen-expected-help = 留空表示不限长度。填入数字后，生成器会不断尝试棋盘，直到一名玩家在上方规则下的平均局长与该数字相差不超过 5%，短局则不超过 1 次掷骰（可能需要几秒钟）。
# Builds a new random board.
new-world = 新世界
# Copies a link that opens the page as it is now.
copy-link = 复制此视图的链接

## Numbers

# A number alone, as your language writes it (for instance in a list of how many games to play). Keep as it is.
plain-number = { $n }

## What the page's scripts say

# Under the board, before a square is pointed at or focused.
square-hint = 点按某一格或将指针移到格上，或让棋盘获得焦点后使用方向键，即可查看格中内容。
# A note about the board (from the solver), in the list under the board. $note: the note (a "core-warning-" message).
board-note = 提示：{ $note }
# After the first notes about a board, when there are more.
board-notes-more = …另有 { $count } 条类似的提示。
# When the board changes during a game.
game-board-changed = 棋盘已更改：按“新对局”即可在此棋盘上开局。
# When the rules change after an answer was shown.
rules-changed-solve = 规则已更改：按“求解”获取新规则下的答案。
# When the rules change during a game.
rules-changed-game = 进行中的对局沿用原有规则；新规则从下一次“新对局”起生效。
# When a house rule changes during a game.
house-rules-next-game = 自定义规则从下一次“新对局”起生效。
# A text too big for the box was refused. $why: what is wrong with it (starts with a capital).
text-refused-kept =
    此文本未被接受：{ $why }。
    屏幕上的棋盘保持不变。
# A very long board text is kept out of the box. $characters and $lines: its size.
board-text-held = 棋盘文本共 { $lines } 行、{ $characters } 个字符：已读取并原样保留，但不予显示，因为显示它会让页面卡住一秒或更久。
# A box of the world builder holds no whole number. $field: the box's label, as the page shows it.
field-whole-number = “{ $field }”必须是整数。
# A box of the world builder holds a number out of range. $field: the box's label; $lo and $hi: the range.
field-range = “{ $field }”必须在 { $lo } 到 { $hi } 之间。
# Rows times columns is under 2.
gen-too-small = 棋盘至少需要 2 格。
# The average game's box holds no usable number.
gen-target-bad = 平均一局的长度必须是掷骰次数，且至少为 1（一局至少要掷一次）。
# While the builder tries boards until one's average game is about $target throws.
gen-target-building = 正在生成平均一局约掷 { $target } 次的棋盘…
# Said to screen readers when a new random board is built. $seed: the number that builds it again.
new-world-said = 新世界：{ $squares } 格，种子 { $seed }。
# The same, for a board built to an average game's length.
new-world-target-said = 新世界：{ $squares } 格，种子 { $seed }，平均一局约掷 { $target } 次。
# A link with a mistake, opened while a board is on screen. $error: what is wrong (a "link-why-" message below).
link-unreadable-kept = 无法读取此链接（{ $error }）。屏幕上的棋盘和对局保持不变。
# A link with a mistake, opened as the page loads.
link-unreadable-classic = 无法读取此链接（{ $error }），因此改为显示经典棋盘。
# A link whose board text has a mistake, opened while a board is on screen.
link-board-unreadable-kept = 无法读取此链接中的棋盘（{ $error }）。屏幕上的棋盘和对局保持不变。
# A link whose board text has a mistake, opened as the page loads.
link-board-unreadable-classic = 无法读取此链接中的棋盘（{ $error }），因此改为显示经典棋盘。
# After "Copy link to this view" (or Share without a share sheet).
link-copied = 链接已复制。
# When the browser would not copy: the address bar holds the link.
link-copy-yourself = 请复制地址栏中的网址：它指向此视图。
# After copying a link whose board text is too long for a link. $characters: the longest text a link holds.
link-text-in-tab = 棋盘文本超过 { $characters } 个字符：此链接只能在当前标签页中恢复该文本；如需分享，请直接分享文本本身。
# The solver (the page's WebAssembly core) did not load. $error: why (in English).
load-failed-solver = 无法加载求解器（{ $error }）。本页面需要 WebAssembly。
# The designer (the Design task's code) did not load. $error: why (in English).
load-failed-designer = 无法加载设计器（{ $error }）。
# The analysis (the "How long is a game?" task's code) did not load. $error: why (in English).
load-failed-analysis = 无法加载分析功能（{ $error }）。
# Playing with others (its code) did not load. $error: why (in English).
load-failed-online = 无法加载多人对局功能（{ $error }）。
# The rest of the page's messages (fetched once the page is ready: the analysis's, the designer's, the core's errors) did not load. $error: why (in English).
load-failed-words = 页面的其余文字未能加载（{ $error }）。请重新加载页面再试。
# Solve was pressed but the solver did not load.
no-answer-no-solver = 无法给出答案：求解器未能加载。
# Under the board when the solver did not load but the board was drawn.
board-picture-only = 这只是棋盘的图片：读取、求解和对局都需要求解器。
# Under the board when the solver did not load and nothing could be drawn.
board-needs-solver = 没有求解器，无法绘制棋盘。
# The text the share sheet sends with the link, for a game.
share-game = 一局蛇梯棋：打开即可查看每枚棋子的位置。
# The same, for a solved board. $throws: the fewest throws to the end.
share-answer = 一个蛇梯棋棋盘，最少掷 { $throws } 次即可到达终点：打开即可查看路径。
# The same, for a board.
share-board = 一个蛇梯棋棋盘：打开即可对局、求解，或看看一局要多久。

## Share, QR code, Full screen (the tools by the task buttons)

# Opens the device's share sheet with a link to what is on screen.
share-button = 分享
# Shows the link as a QR code to scan with another device.
qr-button = 二维码
# Shows the board and the task on the whole screen.
fullscreen-button = 全屏
# The same button while the page fills the screen.
fullscreen-leave = 退出全屏
# The group of these three buttons, for screen readers.
board-tools-label = 分享与显示
# The close button of the QR code's window.
qr-close = 关闭
# The heading of the QR code's window.
qr-heading = 扫码在其他设备上打开此视图
# Under the QR code.
qr-caption = 扫码后将打开相同的棋盘、规则和对局，并保持当前进度。
# When the link is too long for a QR code. $bytes: its length; $max: the most a QR code holds.
qr-too-long = 此链接长 { $bytes } 字节，而二维码最多只能容纳 { $max } 字节。请改为分享链接或棋盘文本。
# When the QR code could not be drawn. $error: why (in English).
qr-failed = 无法生成二维码（{ $error }）。请改为分享链接。
# The QR code, for screen readers. $link: the start of the link it holds.
qr-image = 链接 { $link } 的二维码

## The table of boards (a pasted text with several boards)

# Under the table while its boards are being solved. $done: boards solved so far; $count: boards in the text.
answers-solving = 已求解 { $count } 个棋盘中的 { $done } 个…
# Under the table once every board is solved. $count: boards in the text.
answers-done = 文本中共有 { $count } 个棋盘。
# Under the table when the boards could not be solved. $error: why (the core's reason, in the page's language).
answers-failed = 无法求解这些棋盘：{ $error }
# In the table's "Fewest throws" column, for a board whose last square no throw reaches.
answers-unreachable = 无法到达终点
# The button in each row of the table: shows that board and its path.
answers-show-path = 显示路径
# The same button, for screen readers. $board: the board's number in the text.
answers-show-path-of = 显示第 { $board } 个棋盘的路径
# In the list for picking one board of a text with several. $n: the board's number in the text; $count: boards in the text; $size: the board's squares.
board-pick-option = 第 { $n } 个，共 { $count } 个（{ $size } 格）

## Watch the search (the second board, under Solve)

# The search's board, for screen readers. $board: what the board is, a whole sentence.
search-board-label = { $board } 按 Enter 键执行搜索的下一步。
# What the search's board calls the start, when tokens start on square 1 (the puzzles' rule).
search-start-one = 玩家从第 1 格出发
# What the search's board calls the start, when tokens start before square 1.
search-start-off = 起点，在棋盘外

## Play with others (why a board cannot be sent to a room)

# Opening a room when no board is on screen.
room-no-board = 屏幕上没有可供对局的棋盘。
# Opening a room with a board that cannot be written as text. $error: why (the core's reason, in the page's language).
room-board-unsendable = 无法将此棋盘发送到房间（{ $error }）。
# Opening a room with a board whose text is too long. $characters: its length; $max: the most a room takes.
room-board-too-long = 此棋盘的文本有 { $characters } 个字符；房间最多接受 { $max } 个字符。
# In the game's message line, after leaving a room.
room-left = 你已离开房间：按“新对局”即可在本设备上对局。

## A new version (a line under the page's header, for the installed app)

# A new version of the page has been downloaded and waits.
update-ready = 新版本已就绪。进行中的对局会保留。
# The button that loads the new version.
update-reload = 重新加载
# The same button while the page reloads.
update-reloading = 正在重新加载…

## Solve a board (the answer's lines and the text box's messages)

# Where "Watch the search" opens, when its code did not load. $error: why (in English).
load-failed-search = 无法加载搜索视图：{ $error }
# Where the answer goes, when the answer's code did not load. $error: why (in English).
answer-not-shown = 无法显示答案：{ $error }
# Beside the answer, when the end cannot be reached from the start. "Colour the squares by throws
# to the end" is the checkbox under "Colours and paths"; unreachable squares are drawn hatched.
proof-unreachable = 按到终点的掷骰次数为各格着色：带斜线的格子无法到达终点，起点也在其中。
# The box "Path seed" holds no whole number. $typed: what was typed, as it was.
path-seed-bad = 路径种子必须是整数，而不是“{ $typed }”。
# While a big board is solved in the background (with a Stop button). $squares: the board's size.
work-solving = 正在求解 { $squares } 格的棋盘…
# Where the answer goes, after Stop was pressed while solving.
solve-stopped = 求解已停止：按“求解”重新开始。
# Beside the answer: the rules it is for, while a puzzle's text has switched them. $format: LeetCode or HackerRank.
answer-rules-puzzle = 按编程题规则（{ $format } 文本的要求）：从第 1 格出发，须恰好到达终点，每步只跳一次。
# The same, when the puzzle's text was pasted before the text on screen (its rules stay).
answer-rules-puzzle-before = 按编程题规则（之前粘贴的 { $format } 文本的要求）：从第 1 格出发，须恰好到达终点，每步只跳一次。
# Beside the answer: the rules it is for, as the Rules card below names them. $start, $overshoot
# and $jumps: the choices of "Start", "Passing the end" and "Snake or ladder onto another", as
# this file words them, with their first letter made small; $faces: the die's faces.
answer-rules = 按下方规则：起点：{ $start }；超过终点时：{ $overshoot }；蛇或梯子接到另一条上：{ $jumps }；{ $faces } 面骰子。
# Where the answer goes, when the board's text was edited after Solve.
text-changed-solve = 棋盘文本已更改：按“求解”获取其答案。
# Under the text box, when it is empty.
text-empty = 文本框为空；屏幕上的棋盘保持不变。
# Under the text box, when its text could not be read. $error: what is wrong (the core's reason, in the page's language).
text-failed =
    { $error }
    屏幕上显示的是最后一个能读取的棋盘。
# In place of "Read as", when the text could not be read. $format: the format's name (shown in
# bold, as the solver names it); $line: the line with the mistake, marked in the box.
text-taken-for = 识别为 { $format }，但未能读取：已标出第 { $line } 行
# While a long text is read in the background (with a Stop button). $characters: its length.
work-reading = 正在读取 { $characters } 个字符的棋盘文本…
# Under the text box, after Stop was pressed while reading.
text-reading-stopped = 已停止读取文本。
# Under the text box, while a puzzle's text has switched the rules. $format: LeetCode or HackerRank.
puzzle-rules = 编程题规则（{ $format } 文本的要求）：从第 1 格出发，须恰好到达终点，每步只跳一次。
# The same, when the puzzle's text was pasted before the text on screen (its rules stay).
puzzle-rules-before = 编程题规则（之前粘贴的 { $format } 文本的要求）：从第 1 格出发，须恰好到达终点，每步只跳一次。
# Under the answer, when Solve is pressed while the solver is still loading (just after the page opens).
solve-pressed-early = 已按下“求解”：求解器加载完成后立即给出答案。
# Why a text in the Board box is refused (the page puts it in a sentence, its first letter made a capital): the link that carries it would be too long. $linked: its characters in a link; $typed: its characters as typed; $most: the most a link may hold.
text-refused-link = 此文本在链接中占 { $linked } 个字符（输入时为 { $typed } 个）；页面只读取链接不超过 { $most } 个字符的棋盘，以便重新加载或分享链接时能恢复
# Why a text in the Board box is refused: no board could be found in it.
text-refused-no-board = 文本中没有找到棋盘
# Why a board of the Board box is not drawn: it has too many squares. $size: its squares; $most: the most the page draws ("snakes" is the project's command: keep it).
text-refused-squares = 此棋盘有 { $size } 格；页面最多绘制 { $most } 格的棋盘（更大的棋盘可用 snakes 命令求解）
# Why a text in the Board box is refused: too many characters. $count: its characters; $most: the most the page reads.
text-refused-characters = 文本有 { $count } 个字符；页面最多读取 { $most } 个字符的棋盘（约 2 MB）
# Why a text in the Board box is refused: too many lines. $count: its lines; $most: the most the page reads. Keep the example in quotes as it is (a board's text).
text-refused-lines = 文本有 { $count } 行；页面最多读取 { $most } 行的棋盘（一行可以写多个跳跃：'ladder 1 -> 38, 4 -> 14'）

## Play (the game's lines; moves themselves are in the solver's words)

# Under the game, when New game is pressed in a room (playing with others).
room-game-not-yours = 这局属于房间：离开房间后才能开始你自己的对局。
# Under the game, when the box "Game seed" holds no whole number. $typed: what was typed, as it was.
game-seed-bad = 对局种子必须是整数，而不是“{ $typed }”。
# Said to screen readers when a game starts. $names: the players, as a list ("Ann and Bob"); $seed: the game's seed.
new-game-said = 新对局，玩家：{ $names }。种子 { $seed }。
# The turn line while a saved game is replayed. $done: moves replayed so far; $count: all its moves.
game-replaying = 正在重放对局：{ $count } 步中的第 { $done } 步…
# The turn line in a room (playing with others) before its host starts the game.
room-game-not-begun = 房间的对局尚未开始：由房主开局。
# The turn line while a token moves. $name: the player's name.
turn-moving = { $name } 正在移动。
# The turn line when a player has won. $name: the winner's name.
turn-won = { $name } 获胜！按“新对局”再来一局。
# The turn line before a computer player throws. $name: its name.
turn-computer = { $name }（电脑）即将掷骰。
# The same, when the computer throws again (after a six, under that house rule).
turn-computer-again = { $name }（电脑）即将再掷一次。
# The turn line when a player throws again (after a six, under that house rule). $name: the player's name.
turn-again = { $name } 再掷一次。
# The turn line: whose throw it is. $name: the player's name.
turn-to-roll = 轮到 { $name } 掷骰。
# Said to screen readers after Undo (the turn line follows). $count: the moves taken back.
undid = 已撤销 { $count } 步。
# Above the list of moves of a long game. $shown: how many are listed; $count: all the moves.
log-latest = 共 { $count } 步，显示最近 { $shown } 步。
# At the top of the page, when the game saved on this device no longer replays as saved.
saved-game-not-replayed = 无法恢复已保存的对局（重放结果与保存时不符），已将其丢弃。
# The same, when the saved game cannot be read. $error: why (a "saved-why-" message below).
saved-game-unreadable = 无法读取已保存的对局（{ $error }），已将其丢弃。
# The same, when the saved game cannot be replayed. $error: why (the core's reason, in the page's language).
saved-game-not-restored = 无法恢复已保存的对局（{ $error }），已将其丢弃。
# At the top of the page, when a link's game cannot be replayed. $error: why (the core's reason, in the page's language).
link-game-not-replayed = 无法重放链接中的对局：{ $error }
# Under the game, when the players are changed during a game.
players-next-game = 玩家变更从下一次“新对局”起生效。
# Under the list of players. $most: the most players; $characters: the longest name.
players-note = 最多 { $most } 名玩家，每个名字最多 { $characters } 个字符。
# The same, when the page has fewer token colours than the solver takes players. $solver: the solver's most.
players-note-colours = 最多 { $most } 名玩家，每个名字最多 { $characters } 个字符（求解器最多支持 { $solver } 名；本页面只有 { $most } 种棋子颜色）。

## How long is a game? (the colouring by expected throws, on the page's board)

# The start area's label on the board while it is coloured by expected throws. $start: the
# start's own label; $throws: the average throws from the start to the end.
start-expected = { $start }：期望 { $throws } 次
# The same, when from the start the end may never be reached.
start-never = { $start }：可能永远无法结束
# Under the board, for a square from which the end may never be reached (the colouring is on).
expected-never = 从这里可能永远到不了终点，因此期望掷骰次数为无穷大。
# Under the board, for a square (the colouring is on). $throws: the average throws from it to the end (may have a decimal).
expected-from-here = 从这里到终点平均还需掷 { $throws } 次。
# The same, for a square at the foot of a ladder or the head of a snake: the token goes on to $square.
expected-from-square = 从第 { $square } 格到终点平均还需掷 { $throws } 次。
# The title of the colours' key under the board.
legend-expected = 到终点的期望掷骰次数：
# The far end of the colours' key. $throws: the most expected throws on the board.
legend-far = { $throws }（远）
# The near end of the colours' key: the last square.
legend-finish = 0（终点）
# The key when every square is the last one (nothing to colour).
legend-all-zero = 终点为 0
# The key's note for the hatched squares.
legend-hatched = 斜线：可能永远到不了终点
# Said to screen readers when the colouring is turned on before the analysis is done.
expected-overlay-waiting = 分析完成后，各格将按到终点的期望掷骰次数着色。
# Said to screen readers when the colouring is turned on. $throws: the average throws from the start.
expected-overlay-said = 已按到终点的期望掷骰次数为各格着色：起点为 { $throws }，最后一格为 0。
# The same, when from the start the end may never be reached.
expected-overlay-infinite = 已按到终点的期望掷骰次数为各格着色：起点为无穷大，最后一格为 0。

## Who wins? and Simulate games (in "How long is a game?")

# Under the table of win chances, when the knock-off odds failed. $error: why (in English).
odds-knock-failed = 无法计算“撞回起点”规则下的胜率：{ $error }
# A house rule, as named in the list under "Simulate games" (mid-sentence, small first letter).
house-knock-off = 撞回起点
# A house rule, as named in the same list.
house-sixes-again = 掷出 6 点再掷一次
# A house rule, as named in the same list.
house-three-sixes = 连续三个 6 点结束回合
# Under "Simulate games": what is simulated. $count: the players; $names: their names, as a list;
# $rules: the house rules in force, as a list (the three messages above).
sim-setup = 来自“对局”卡片的 { $count } 名玩家（{ $names }），自定义规则：{ $rules }。
# The same, without house rules.
sim-setup-no-rules = 来自“对局”卡片的 { $count } 名玩家（{ $names }），无自定义规则。
# Under the table of win chances: why there are no exact odds (a six rolls again).
odds-sixes-again = 掷出 6 点可再掷一次时，这里无法给出精确答案：请模拟以估算胜率。
# The same, with knock-off and more than two players.
odds-knock-two = 使用“撞回起点”规则时，只对两名玩家计算精确胜率：请模拟以估算。
# The same, with knock-off on a big board. $squares: the biggest board worked out exactly.
odds-knock-size = 使用“撞回起点”规则时，只对不超过 { $squares } 格的棋盘计算精确胜率：请模拟以估算。
# While the exact knock-off odds are worked out (a Markov chain of both players' squares).
odds-knock-busy = 正在计算“撞回起点”规则下两名玩家的联合马尔可夫链…
# When the knock-off odds could not be pinned down on this board.
odds-knock-unpinned = 在此棋盘上使用“撞回起点”规则时，联合链的求解无法确定胜率：请模拟以估算。
# How the knock-off odds were worked out, when proven.
odds-knock-exact = 精确值：两名玩家的联合马尔可夫链（含“撞回起点”规则），已证明到 9 位有效数字。
# The same, when not proven (the table shows them with ≈).
odds-knock-estimated = 估算值：来自两名玩家的联合马尔可夫链（含“撞回起点”规则），其求解未能证明到 9 位有效数字。
# When the end cannot be reached: nobody wins.
odds-nobody = 在这些规则下无人能到达终点，因此无人获胜。
# When the core cannot give the win chances. $why: its reason.
odds-not-known = 胜率未知：{ $why }。
# How the win chances were worked out, without house rules, when proven.
odds-method-exact = 精确值：由对局长度分布得出，已证明到 9 位有效数字（没有自定义规则时玩家之间互不影响；先掷的玩家占优）。
# The same, when not proven (the table shows them with ≈).
odds-method-estimated = 估算值：由对局长度分布及其尾部得出，在此棋盘上未能证明到 9 位有效数字（没有自定义规则时玩家之间互不影响；先掷的玩家占优）。
# Under the table of win chances. $rounds and $turns: averages, as figures already written (may be
# like 2.53 × 10³³); a round is one turn of every player.
odds-game-lasts = 一局平均持续 { $rounds } 轮（所有玩家合计 { $turns } 个回合）。
# Under the table of win chances, after a simulation. $games: how many games; $seed: the simulation's seed.
odds-sim-note = 模拟：{ $games } 局（种子 { $seed }）；范围为 95% 置信区间。
# Under "Simulate games", when the simulation running was stopped by a change.
sim-stopped-changed = 棋盘、规则或玩家已更改，模拟已停止。
# The same, when the simulation shown was for the setup as it was.
sim-changed = 棋盘、规则或玩家已更改：请重新模拟。
# When the box "Simulation seed" holds no whole number. $typed: what was typed (its first 20 characters).
sim-seed-bad = 种子必须是整数，而不是“{ $typed }”。
# While games are simulated. $games: how many; $workers: the workers (threads) sharing them.
sim-running = 正在用 { $workers } 个工作线程模拟 { $games } 局…
# Said to screen readers when a simulation starts.
sim-running-said = 正在模拟 { $games } 局。
# While games are simulated. $done: games simulated so far; $percent: the same in percent of $games (a whole number).
sim-progress = 已完成 { $games } 局中的 { $done } 局（{ $percent }%），使用 { $workers } 个工作线程…
# After a simulation. $seconds: how long it took.
sim-done = 用 { $workers } 个工作线程在 { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } 秒内模拟了 { $games } 局。
# Said to screen readers after a simulation, before its numbers.
sim-done-said = 模拟完成。
# After Cancel. $done: games simulated before it.
sim-cancelled = 在完成 { $games } 局中的 { $done } 局后已取消；未完成的模拟不显示任何结果。
# Said to screen readers after Cancel.
sim-cancelled-said = 模拟已取消。
# When the simulation failed. $error: why (in English).
sim-failed = 模拟失败：{ $error }
# A simulation's result: the label before the average turns per game (in bold).
sim-turns-label = 每局回合数：
# After it. $mean: the average; $low and $high: its 95% interval (figures already written).
sim-turns = { $mean }（95% 置信区间 { $low } 至 { $high }），所有玩家合计。
# A simulation's result: the label before the average rounds per game (a round: one turn of every player).
sim-rounds-label = 每局轮数：
# After it. $mean, $low, $high: as above.
sim-rounds = { $mean }（95% 置信区间 { $low } 至 { $high }）。
# A simulation's result, when a six rolls again: the label before the average throws of the die per game.
sim-throws-label = 每局掷骰次数：
# After it. $mean, $low, $high: as above.
sim-throws = { $mean }（95% 置信区间 { $low } 至 { $high }）。
# A simulation's result, when some games never ended. $count: those games; $rounds: when a game is stopped.
sim-unfinished = { $count } 局始终没有结束（在 { $rounds } 轮后停止或卡住）。上面的平均值只计入已结束的对局；算上其余对局会更高。
# When no simulated game ended. $games: how many were played; $rounds: when a game is stopped.
sim-none-finished = { $games } 局中没有一局在 { $rounds } 轮内结束：这么长的对局无法模拟。

## Board, squares and moves (www/ui/, www/board/, www/tasks/path-walk.js, www/tasks/answer*)

# The board's name for screen readers (the canvas), and how to read it. $size: its squares;
# $rows and $columns: its rows and the squares in each; $ladders and $snakes: how many of each.
board-label = 蛇梯棋棋盘，共 { $size } 格，{ $rows } 行，每行 { $columns } 格，从左下角开始编号，有 { $ladders } 架梯子和 { $snakes } 条蛇。用方向键在格子之间移动。
# The label of the start area (before square 1) drawn on the board, when players start there.
board-start-off = 起点，在棋盘外
# The same, when the rules start players on square 1 (the start area is then only a label).
board-start-one = 玩家从第 1 格出发
# Reading the board (under it, and in its tooltip): the start area, when the rules start players on square 1.
square-off-board-start-one = 棋盘外。按这些规则，玩家从第 1 格出发。
# Reading the board: the start area (before square 1).
square-start = 起点，在棋盘外。
# Reading the board: the start area, when no throws lead from it to the last square.
square-start-unreachable = 起点，在棋盘外。从这里无法到达终点。
# Reading the board: the start area, with the fewest throws from it to the end. $throws: that number.
square-start-throws = 起点，在棋盘外：到终点最少掷 { $throws } 次。
# Reading the board: a square with nothing on it. $square: its number.
square-plain = 第 { $square } 格。
# Reading the board: the last square. $square: its number.
square-finish = 第 { $square } 格，终点。
# Reading the board: a square where a ladder starts. $square: its number; $to: the square at the ladder's top.
square-ladder-foot = 第 { $square } 格：梯脚，梯子通到第 { $to } 格。
# Reading the board: a square where a snake's head is. $square: its number; $to: the square at the snake's tail.
square-snake-head = 第 { $square } 格：蛇头，蛇滑到第 { $to } 格。
# Reading the board: a square where ladders or snakes end. $square: its number; $arrivals: what
# ends there, a list of the two messages below ("the top of the ladder from 4 and the tail of the snake from 98").
square-arrivals = 第 { $square } 格：{ $arrivals }。
# The same on the last square. $square: its number; $arrivals: as above.
square-finish-arrivals = 第 { $square } 格，终点：{ $arrivals }。
# Reading the board: after a square's jump, what else ends there. $arrivals: as above.
square-also = 这里也是{ $arrivals }。
# An item of $arrivals above: a ladder ends on this square. $from: the square at the ladder's foot.
square-ladder-top = 从第 { $from } 格出发的梯子的梯顶
# An item of $arrivals above: a snake ends on this square. $from: the square at the snake's head.
square-snake-tail = 从第 { $from } 格出发的蛇的蛇尾
# Reading the board, on a jump's start: after its jump, no throws lead to the last square.
square-landing-unreachable = 停在这里，就无法到达终点。
# Reading the board, on a jump's start: the fewest throws left after landing here. $throws: that number.
square-landing-throws = 停在这里，到终点还要掷 { $throws } 次。
# Reading the board: no throws lead from this square to the last square.
square-unreachable = 从这里无法到达终点。
# Reading the board: the fewest throws from this square to the end. $throws: that number.
square-throws = 从这里到终点最少掷 { $throws } 次。
# Reading the board in a game: the players whose tokens are on this square. $names: their names, as a list; $count: how many.
square-players-here =
    { $names }{ $count ->
       *[other] 在这里。
    }
# The start area's label on the board, while squares are coloured by throws to the end. $start: its own label.
square-start-label-throws = { $start }：到终点掷 { $throws } 次
# The same, when the end cannot be reached from the start. $start: the start area's own label.
square-start-label-unreachable = { $start }：无法到达终点
# The arrow between squares (or numbers) one after the other in a path ("the start → 4 → 14"),
# with a space either side; in a right-to-left language, an arrow pointing left.
walk-arrow = {" → "}
# A throw of the solver's path, in the list of throws. $roll: the die's face; $move: the throw (as above).
walk-step = 掷出 { $roll }：{ $move }。
# The same, with the fewest throws left before and after it. $before and $after: those numbers.
walk-step-left = 掷出 { $roll }：{ $move }。剩余次数：{ $before }{"\u00A0"}→{"\u00A0"}{ $after }。
# The end of a long list that is cut short (rolls, squares of a path). $list: the items shown;
# $sep: what goes between them (", " or " → "); $count: the items left out.
walk-list-more = { $list }{ $sep }……还有 { $count } 个
# Said to screen readers after Solve. $min: the fewest throws; $rolls: the rolls, as a list ("4, 6, 2").
answer-said = 最少掷骰次数：{ $min }。点数：{ $rolls }。
# Said to screen readers after Solve, when no throws reach the last square.
answer-unreachable-said = 按这些规则，从起点无法到达终点。
# Said to screen readers after Solve, when the start is the last square.
answer-zero-said = 起点就是终点：不需要掷骰。
# The answer's headline, before the number (shown in bold after it).
answer-fewest = 最少掷骰次数：
# The answer's number, when no throws reach the last square.
answer-min-unreachable = 无法到达：到不了终点
# Beside the answer, when no throws reach the last square.
answer-no-sequence = 按这些规则，没有任何点数序列能从起点到达最后一格。
# Beside the answer, when one roll sequence alone is that short.
answer-only-sequence = 这是唯一一个这么短的点数序列。
# Beside the answer: how many roll sequences are as short, when the one shown is the first. $count: how many.
answer-sequences-first = 共有 { $count } 个不同的点数序列同样最短；这是第一个。
# The same, when the one shown was picked at random among them. $count: how many.
answer-sequences-random = 共有 { $count } 个不同的点数序列同样最短；这个是随机选出的。
# The tooltip of a roll in the answer's row of rolls. $throw: its place in the path (1, 2, ...).
answer-chip-title = 第 { $throw } 掷
# The end of the answer's row of rolls, when it is too long to show. $count: the rolls not shown.
answer-rolls-more = ……还有 { $count } 个
# The answer's row of rolls, for screen readers.
answer-rolls-label = 最短路径的点数
# The answer's buttons, for screen readers.
answer-walk-label = 沿路径走
# A button: walks the path one throw.
answer-step = 走一步
# A button: walks the whole path on the board.
answer-play = 播放
# The same button while the path is walked.
answer-pause = 暂停
# The same button when the walk has reached the end.
answer-replay = 重播
# A button: puts the token back on the start.
answer-reset = 重置
# A button: shows another path as short as this one.
answer-another = 换一条路径
# The list of the path's throws in words, for screen readers.
answer-steps-label = 路径的每一掷
# A button under a long list of throws: lists more of them.
answer-more-throws = 显示更多掷骰
# A fold that opens the list of the path's throws in words (in the element).
answer-throws-summary = 每一掷的文字说明
# Under the rolls: the squares the path rests on. $squares: the squares, as a list ("start → 4 → 14").
answer-path = 路径：{ $squares }。
# The start area, in the list of the path's squares.
answer-path-start = 起点
# Under the rolls, before the path is walked.
answer-at-start = 在起点。“走一步”每次沿路径走一掷。
# Under the rolls while the path is walked: the throw reached. $throw: which; $count: all the
# throws; $roll: the die's face; $move: the throw in words ("26 → 28, ladder up to 84").
answer-throw = 第 { $throw } 掷，共 { $count } 掷：掷出 { $roll }，{ $move }。
# Said to screen readers after Reset.
answer-back-said = 回到起点。
# Said to screen readers at the end of a walk. $square: the last square; $throws: the throws walked.
answer-reached-said = 掷了 { $throws } 次，到达第 { $square } 格。
# Under the answer, when the start is the last square.
answer-why-zero = 起点就是终点。
# Under the answer: why no path is shorter. $number: the fewest throws from the start; $chain: the
# fewest throws left after each throw of the path ("7 → 6 → 5 → … → 0"); $min: the fewest throws.
answer-why = 为什么没有更短的路径：每一格都有一个数，就是从这格到终点最少要掷几次。起点的数是 { $number }。任何一掷都不能让这个数减少超过一，因为离某个更小的数只差一掷的格子，它自己的数就会更小。这条路径每掷一次正好让它减少一（{ $chain }），所以掷 { $min } 次就到 0，不可能更少。
# The same, with how the page shows every square's number ($see: the message below).
answer-why-see = 为什么没有更短的路径：每一格都有一个数，就是从这格到终点最少要掷几次（{ $see }）。起点的数是 { $number }。任何一掷都不能让这个数减少超过一，因为离某个更小的数只差一掷的格子，它自己的数就会更小。这条路径每掷一次正好让它减少一（{ $chain }），所以掷 { $min } 次就到 0，不可能更少。
# Inside the message above, in brackets: how to see every square's number on the page ("Colour
# every square by throws to the end" is the checkbox under the answer).
answer-proof-see = 打开着色即可全部看到
# The die, for screen readers. $value: the face it shows.
controls-die-showing = 骰子显示 { $value }
# The die before the first throw, for screen readers.
controls-die-blank = 骰子，还没掷
# A choice of who plays a seat: a person.
controls-human = 真人
# A choice of who plays a seat: the computer.
controls-computer = 电脑
# The button that removes a player, for screen readers. $seat: the player's number.
controls-remove-player = 移除玩家 { $seat }
# A player's name box, for screen readers. $seat: the player's number; $colour: the token's colour (keep the [keys]).
controls-player-name =
    玩家 { $seat } 的名字（{ $colour ->
        [blue] 蓝色
        [green] 绿色
        [yellow] 黄色
        [purple] 紫色
        [orange] 橙色
        [teal] 青色
        [pink] 粉色
       *[red] 红色
    }棋子）
# A player's choice of person or computer, for screen readers. $seat: the player's number.
controls-player-type = 玩家 { $seat } 由谁来下
# The key of the colouring by throws to the end, under the board.
controls-legend-title = 到终点的掷骰次数：
# The key's far end (the colour of the most throws). $max: that number.
controls-legend-far = { $max }（远）
# The key's near end (the colour of the last square).
controls-legend-finish = 0（终点）
# The key, when every square that reaches the end is the last one.
controls-legend-only-finish = 终点为 0
# The key: what the hatched squares mean.
controls-legend-unreachable = 斜线：无法到达终点
# The heading over the ranking at a game's end. $name: the winner.
win-heading = { $name } 获胜！
# The caption of the ranking at a game's end.
win-caption = 最终排名，以及每位玩家的掷骰次数、爬过的梯子和遇到的蛇。
# A column of the ranking: the player.
win-player = 玩家
# A column of the ranking: the square each player reached.
win-square = 格
# A column of the ranking: the throws each player made.
win-throws = 掷骰次数
# A column of the ranking: the ladders each player climbed.
win-ladders = 梯子
# A column of the ranking: the snakes each player met.
win-snakes = 蛇
# A row of the ranking: a player's place and name. $place: 1, 2, ...; $name: the player's name.
win-place = { $place }. { $name }
# The rules in one sentence, on the printed board and in the summary of a room that plays together. $start: "one" (players start on square 1) or "off" (off the board); $overshoot: "stay", "win" or "bounce" (a throw past the last square); $jumps: "chain" or "single" (a snake or ladder ending where another starts); $faces: the die's faces. Keep the [keys]; translate what follows them.
rules-in-words =
    规则：{ $start ->
        [one] 所有人从第 1 格出发
       *[off] 所有人从棋盘外出发
    }；{ $overshoot ->
        [stay] 掷过最后一格则不移动（须恰好到达）
        [win] 到达或越过最后一格即获胜
       *[bounce] 掷过最后一格则从最后一格反弹后退
    }；{ $jumps ->
        [chain] 蛇或梯子的终点若是另一条的起点，则接着走那一条
       *[single] 每步只走一条蛇或梯子，即使它的终点是另一条的起点
    }；骰子有 { $faces } 面。
# The name of the board as a picture, in "Download SVG" (read by screen readers and shown as the file's title).
svg-title = 蛇梯棋棋盘
# The printed board's heading. $size: its squares.
print-heading = 蛇梯棋：{ $size } 格
# The name of the printed board's picture, for screen readers. $size: its squares.
print-board-title = 蛇梯棋棋盘，{ $size } 格
# The key under the board in "Download SVG" and on the printed board, beside a ladder.
svg-legend-ladder = 梯子：从梯脚爬到梯顶
# The same key, beside a snake (● marks its head).
svg-legend-snake = 蛇：从蛇头（●）滑到蛇尾
# The same key, beside the last square's colour.
svg-legend-finish = ★ 终点
# On the printed board, above the board's text in small print.
print-text-label = 此棋盘的文本（输入页面的“棋盘”文本框即可再玩一次）：
# On the printed board, in the place of a text too long to print. $lines: the text's lines.
print-text-too-long = 此棋盘的文本（{ $lines } 行）太长，这一页印不下；它保存在链接或页面的“棋盘”文本框中。
# A player's name when none is given: the colour of their seat's token, as a name ("Red rolls a 3"). $colour: the colour; keep the [keys].
seat-name =
    { $colour ->
        [blue] 蓝方
        [green] 绿方
        [yellow] 黄方
        [purple] 紫方
        [orange] 橙方
        [teal] 青方
        [pink] 粉方
       *[red] 红方
    }

# (end of board, squares and moves)

## The analysis and the search (www/tasks/analysis*, charts.js, spread-view.js, bfs-steps.js, search-task.js)

# --- "How long is a game?": the card (www/tasks/analysis.js, analysis/card.js, analysis/length.js) ---

# Over the analysis card's figures while they are worked out (past a fifth of a second).
analysis-working = 正在计算…
# Over the analysis card when the board cannot be analysed. $error: the reason (a message of the solver's).
analysis-cannot = 无法分析此棋盘：{ $error }
# Over the analysis card when working it out failed. $error: the reason.
analysis-failed = 分析失败：{ $error }
# The label over the first key figure: the average number of throws one player needs.
analysis-stat-mean = 平均
# The label over the key figure that half of all games are over by.
analysis-stat-median = 中位数
# The label over the key figure: the game length that happens most often.
analysis-stat-mode = 最可能
# The label over the key figure: the fewest throws a game can take.
analysis-stat-min = 最短
# The label over the key figure that 9 games in 10 are over by.
analysis-stat-p90 = 九成在此之内
# Under the mean: its unit.
analysis-note-throws = 次
# Under the mean when it is infinite (∞): why.
analysis-note-never-end = 有些对局永远不会结束
# Under the mean when no game can finish.
analysis-note-unreachable = 无法到达终点
# Under the median.
analysis-note-half = 届时半数已结束
# Under "9 in 10 within".
analysis-note-nine-in-ten = 届时九成已结束
# Under the most likely length.
analysis-note-mode = 最可能的长度
# Under the most likely length when the solver could not prove it (the reason is the figure's tooltip).
analysis-note-not-proven = 未经证明
# Under a figure shown as "–" because the solver could not work it out (the reason is the figure's tooltip).
analysis-note-not-known = 未知
# Under the shortest game: how likely it is. $chance: a percentage, already written ("0.151%").
analysis-note-chance = 概率 { $chance }
# The name screen readers give the length chart before it is drawn.
analysis-chart-name = 对局长度图
# The chart's key: what the bars show.
analysis-key-bars = 柱：对局恰在该次掷骰结束的概率（左轴）
# The chart's key: what the line shows.
analysis-key-line = 线：到那时对局已结束的概率（右轴）
# What a screen reader says of the chart's place when there is no chart.
analysis-no-chart = 没有图表：对局长度未知。
# Under the chart's place, for a game too long to draw. $tail: the solver's sentence on how fast the last games end.
analysis-too-long = 这么长的对局无法绘制。{ $tail }
# The same, with the median. $tail: as above; $median: a number of throws, already written.
analysis-too-long-median = 这么长的对局无法绘制。{ $tail } 其中半数约在 { $median } 次掷骰内结束。
# Under the chart when it stops before the last games. $last: the last throw shown; $share: a percentage, already written; $rows: how many rows the table lists.
analysis-chart-stops-first = 图表只画到第 { $last } 次掷骰；{ $share } 的对局持续更久（表格列出前 { $rows } 次）。
# The same, when the table lists every throw. $last, $share: as above.
analysis-chart-stops-all = 图表只画到第 { $last } 次掷骰；{ $share } 的对局持续更久（表格全部列出）。
# Under the chart when some games never end. $share: a percentage, already written; $all: "100%" as your language writes it.
analysis-chart-never-end = { $share } 的对局永远不会结束，因此曲线到不了 { $all }。
# Under the chart, before a throw is pointed at.
analysis-readout-help = 将指针移到图表上或轻触图表，即可读取某次掷骰。
# Under the chart, for the throw pointed at. $throw: its number; $ends, $over: percentages, already written.
analysis-readout = 第 { $throw } 次掷骰：{ $ends } 的对局恰在这次结束；{ $over } 的对局到那时已结束。
# Opens the table of every throw (folded).
analysis-table-open = 每次掷骰，以表格显示
# What screen readers call the table's box, which scrolls.
analysis-table-region = 每次掷骰（可滚动）
# The table's caption, for screen readers.
analysis-table-caption = 一名玩家的对局恰在每次掷骰结束的概率，以及到那时已结束的概率
# The table's first column: the throw's number.
analysis-table-throw = 掷骰
# The table's second column.
analysis-table-ends = 恰在这次结束
# The table's third column.
analysis-table-over = 到那时已结束
# Under the table when it stops before every game is over. $throw: its last row; $share: a percentage, already written.
analysis-table-still-going = 第 { $throw } 次掷骰之后，仍有 { $share } 的对局在进行。

# --- The analysis in sentences: under the chart, and what screen readers say of it ---

# When no game can finish.
analysis-never-finishes = 按这些规则，从起点无法到达终点，因此对局永远不会结束。
# When the start is the last square.
analysis-no-throws = 起点就是终点：对局不需要掷骰。
# Every percentile of the game's length (a quarter, half, ... of the games over) is not known, for one reason. $known: what is proven, already worded ("at least 404"); $why: the core's reason, already worded.
analysis-percentiles-not-known = 对局长度的百分位数未知（{ $known }）：{ $why }。
# Every game ends but the average cannot be given. $why: the core's reason, already worded ("at least 404; the solver's answer failed its own check, …").
analysis-mean-not-known = 平均对局长度未知：{ $why }。
# When some games never end. $square: the last square's number; $chance: a percentage, already written.
analysis-some-never-end = 有些对局永远不会结束：棋子可能困在到不了第 { $square } 格的地方，一名玩家到达终点的概率为 { $chance }。
# The average game. $throws: a number with one decimal, already written ("39.2"); $square: the last square's number.
analysis-mean-sentence = 一名玩家平均需要掷 { $throws } 次才能到达第 { $square } 格。
# $median: a number of throws, already written.
analysis-half-over = 半数对局在 { $median } 次掷骰内结束。
# $median, $p90: numbers of throws, already written.
analysis-half-and-most = 半数对局在 { $median } 次掷骰内结束，九成在 { $p90 } 次内结束。
# $throws: the fewest throws a game takes; $chance: its chance, a percentage already written.
analysis-shortest-sentence = 最短的对局需要掷 { $throws } 次；其概率为 { $chance }。
# $throws: the game length that happens most often.
analysis-most-likely-sentence = 最可能的对局长度是 { $throws } 次掷骰。
# The last sentence when the solver proved every figure.
analysis-proven = 这里的每个数字都已证明至少精确到 9 位有效数字。
# Between two sentences of the analysis (the summary, the chart's notes and label). Keep the quotes: a space, or nothing where your language puts none.
analysis-sentence-gap = {""}

# --- The length chart, drawn (www/tasks/charts.js) ---

# Under the chart's bottom axis.
chart-axis-throws = 到终点的掷骰次数（一名玩家）
# Along the chart's left axis (the bars).
chart-axis-on-throw = 恰在该次结束
# The same on a narrow chart (keep it short).
chart-axis-on-throw-short = 恰在该次
# Along the chart's right axis (the line).
chart-axis-by-then = 到那时已结束（线）
# The same on a narrow chart (keep it short).
chart-axis-by-then-short = 已结束
# A label over the chart's line at the shortest game. $throws: a number, already written.
chart-mark-shortest = 最短 { $throws }
# A label over the chart's line at the median. $throws: a number, already written.
chart-mark-median = 中位数 { $throws }
# A label over the chart's line at the mean. $throws: a number with one decimal, already written.
chart-mark-mean = 平均 { $throws }
# What screen readers say of the chart, first sentence. $last: the last throw the chart shows.
chart-label = 柱状图：一名玩家到达终点需要掷骰多少次，第 1 到第 { $last } 次。
# The chart for screen readers, next. $throws: the fewest throws.
chart-label-shortest = 最短的对局需要掷 { $throws } 次。
# $throws: the median.
chart-label-median = 半数对局在 { $throws } 次掷骰内结束。
# $throws: the mean, a number with one decimal already written.
chart-label-mean = 平均为 { $throws } 次。
# The chart for screen readers, last: under the chart is the table.
chart-label-table = 下方表格列出了每次掷骰。

# --- "Where is the token after each throw?" (www/tasks/analysis/card.js, spread-view.js) ---

# The heading of the part of the analysis card that shows where one token may be.
spread-heading = 每次掷骰后棋子在哪里？
# Under that heading.
spread-help = 一枚棋子，一次又一次地掷骰：每一格显示在下方所选的那次掷骰之后棋子在该格的概率，由每次掷骰概率构成的链精确计算。最后一格汇集已结束的对局。
# What screen readers call that part's own board (a kind of control).
spread-board-role = 棋盘
# The name screen readers give that board.
spread-board-name = 棋子所在位置
# In the element: what its board shows (a choice of two).
spread-shows = 棋盘显示
# The first choice.
spread-shows-expected = 到终点的期望掷骰次数
# The second choice.
spread-shows-spread = 每次掷骰后棋子在哪里
# In the element, while its board shows the expected throws.
spread-expected-note = 棋盘显示到终点的期望掷骰次数：从每一格出发，对局平均还需要掷几次（最后一格为 0）。拖动掷骰滑块或按“播放”，即可改为查看棋子在哪里。
# When working out where the token can be failed. $error: the reason.
spread-failed = 无法算出棋子在哪里：{ $error }
# The label of the slider that picks a throw.
spread-throw-label = 掷骰
# Plays the throws one after another.
spread-play = 播放
# Stops playing.
spread-pause = 暂停
# While the chances are worked out.
spread-working = 正在计算棋子可能在哪里…
# Under the slider. $throws: the last throw shown; $share: a percentage of games over by then, already written.
spread-note = 由每次掷骰概率构成的链精确计算，直到第 { $throws } 次掷骰，届时 { $share } 的对局已结束。每次掷骰的颜色按最可能的格缩放；数字为百分比。
# The same, when a big board keeps fewer throws. $throws, $share: as above.
spread-note-capped = 由每次掷骰概率构成的链精确计算，直到第 { $throws } 次掷骰（对这么大的棋盘，此视图最多保留 { $throws } 次掷骰；届时 { $share } 的对局已结束）。每次掷骰的颜色按最可能的格缩放；数字为百分比。
# A chance too small to write. $share: "0.01%" as your language writes it.
spread-under = 不到 { $share }
# In a list of squares: the start, off the board.
spread-the-start = 起点
# At the end of a list of squares: how many more are not named. $count: how many.
spread-more = 另外 { $count } 格
# After the chosen throw, when every game is over. $throw: the throw (0: before the first).
spread-all-over =
    { $throw ->
        [0] 第一次掷骰之前
       *[other] 掷 { $throw } 次之后
    }：所有对局都已结束。
# After the chosen throw. $throw: as above; $over, $chance: percentages, already written; $square: a square's number.
spread-likely =
    { $throw ->
        [0] 第一次掷骰之前
       *[other] 掷 { $throw } 次之后
    }：{ $over } 的对局已结束；最可能的格是第 { $square } 格（{ $chance }）。
# The same, when the most likely place is the start (off the board).
spread-likely-start =
    { $throw ->
        [0] 第一次掷骰之前
       *[other] 掷 { $throw } 次之后
    }：{ $over } 的对局已结束；最可能的位置是起点（{ $chance }）。
# The same, when several squares are as likely. $squares: the squares, already listed; $chance: each one's chance.
spread-likely-tied =
    { $throw ->
        [0] 第一次掷骰之前
       *[other] 掷 { $throw } 次之后
    }：{ $over } 的对局已结束；最可能的格是 { $squares }（各 { $chance }）。
# A square's tooltip: how likely the token is there. $throw: as above; $square: its number; $chance: a percentage, already written.
spread-token-on =
    { $throw ->
        [0] 第一次掷骰之前
       *[other] 掷 { $throw } 次之后
    }：棋子在第 { $square } 格的概率为 { $chance }。
# The same, for the start (off the board).
spread-token-at-start =
    { $throw ->
        [0] 第一次掷骰之前
       *[other] 掷 { $throw } 次之后
    }：棋子在起点的概率为 { $chance }。
# The last square's tooltip. $throw: as above; $share: a percentage, already written.
spread-over-then =
    { $throw ->
        [0] 第一次掷骰之前
       *[other] 掷 { $throw } 次之后
    }：{ $share } 的对局已结束。
# The start area's label on that board. $share: a percentage, already written.
spread-start-label = 起点：{ $share }

# --- Watch the search, step by step (www/tasks/bfs-steps.js, search-task.js) ---

# While the search is recorded. $size: how many squares the board has.
search-recording = 正在记录在 { $size } 格棋盘上的搜索…
# What screen readers call the row of the search's buttons.
search-controls = 搜索控制
# Goes back to the search's first step.
search-restart = 重新开始
# One step back.
search-back = 后退
# One step on.
search-step = 下一步
# Plays the steps one after another.
search-play = 播放
# Stops playing.
search-pause = 暂停
# Plays again from the first step.
search-replay = 重播
# A checkbox: each step expands a whole level.
search-by-level = 一次一层
# The label of the list of speeds.
search-speed = 速度
# A speed in the list: the slowest.
search-speed-slow = 慢
# A speed in the list: the usual one.
search-speed-normal = 正常
# A speed in the list: twice the usual.
search-speed-fast = 快
# A speed in the list: the fastest.
search-speed-fastest = 最快
# The label before the strip of queued squares.
search-queue-label = 队列
# What screen readers call that strip.
search-queue-name = 队列，队头在前
# What screen readers call the strip when it shows levels instead.
search-levels-name = 每层的格数
# A square of the strip: the start, off the board (keep it short).
search-start-short = 起点
# A square's tooltip in the strip. $level: its level.
search-item-level = 第 { $level } 层
# The same, with the square it was reached from. $parent: that square's number (or the start).
search-item-parent = 第 { $level } 层，父格 { $parent }
# At the end of the strip: how many more squares. $count: how many.
search-queue-more = +{ $count }
# The strip when the search has stopped.
search-queue-stopped = 已停止：找到终点
# The strip when the queue is empty.
search-queue-empty = 空
# At the start of the strip of levels: how many levels come before. $count: how many.
search-levels-before = 之前 { $count } 层
# A level in the strip. $level: its number; $count: how many squares it holds (keep it short).
search-level-item = { $level }：{ $count }
# A level's tooltip in the strip. $level, $count: as above.
search-level-title = 第 { $level } 层：{ $count } 格
# Under the search: a board too big to show square by square. $steps: the most steps shown.
search-levels-only = 这个棋盘逐格搜索需要超过 { $steps } 步，因此搜索按层显示：每层有多少格。
# Under the search: throws tried in a random order. $randomness, $seed: the numbers chosen.
search-random-order = 掷骰按随机顺序尝试（随机度 { $randomness }，种子 { $seed }）：顺序决定哪一格成为父格，因此换一个种子可能回溯出另一条同样长度的路径。
# Under the search: the usual order.
search-largest-first = 每一格从最大的点数开始依次尝试。
# Between items in a row: squares, rolls, jumps ("3, 9, 12"). Keep the quotes; the space inside counts.
search-separator = {"、"}
# Between the throws of a step (each may hold commas). Keep the quotes; the space inside counts.
search-throw-separator = {"；"}
# Between two sentences of the search's words. Keep the quotes: a space, or nothing where your language puts none.
search-sentence-gap = {""}
# After 12 squares named. $list: them; $count: how many more.
search-list-more = { $list }，以及另外 { $count } 格
# A ladder a throw climbs. $to: its top square.
search-jump-ladder = 爬梯子到 { $to }
# A snake a throw slides down. $to: its tail square.
search-jump-snake = 沿蛇滑到 { $to }
# A throw that does not move. $roll: the roll.
search-throw-no-move = { $roll }：不移动
# A throw. $roll: the roll; $to: where it lands; $new: "yes" when it finds a new square.
search-throw =
    { $roll } → { $to }{ $new ->
        [yes] （新）
       *[other] （已见过）
    }
# A throw that takes snakes or ladders. $jumps: them, already in words.
search-throw-jumps =
    { $roll } → { $to }，{ $jumps }{ $new ->
        [yes] （新）
       *[other] （已见过）
    }
# A throw past the end that bounces back.
search-throw-bounced =
    { $roll } → { $to }，从终点反弹回来{ $new ->
        [yes] （新）
       *[other] （已见过）
    }
# The same, then snakes or ladders.
search-throw-bounced-jumps =
    { $roll } → { $to }，从终点反弹回来，{ $jumps }{ $new ->
        [yes] （新）
       *[other] （已见过）
    }
# The search's first position, when the start is off the board.
search-begins-start = 搜索从起点开始，第 0 层：还没有掷骰。队列中只有它。每一步取出队头的格，从那里尝试每一种掷骰。
# The same, starting on a square. $square: its number.
search-begins = 搜索从第 { $square } 格开始，第 0 层：还没有掷骰。队列中只有它。每一步取出队头的格，从那里尝试每一种掷骰。
# When the start is the last square.
search-start-is-end = 起点就是终点：不需要掷骰。
# The search's last position. $throws: the fewest throws; $path: the squares from the end back to the start; $rolls: the rolls, in a row.
search-found = 找到终点。最少掷骰次数：{ $throws }。沿父格回溯：{ $path }。点数：{ $rolls }。
# A step, first sentence: the start is expanded. $step: its number; $steps: how many; $level: 0.
search-expand-start = 第 { $step } 步，共 { $steps } 步：展开起点，第 { $level } 层。
# A step, first sentence. $square: the square expanded; $level: its level.
search-expand = 第 { $step } 步，共 { $steps } 步：展开第 { $square } 格，第 { $level } 层。
# The same, with the square it was reached from. $parent: that square.
search-expand-from = 第 { $step } 步，共 { $steps } 步：展开第 { $square } 格，第 { $level } 层（从 { $parent } 到达）。
# The same, for a square reached from the start (off the board).
search-expand-from-start = 第 { $step } 步，共 { $steps } 步：展开第 { $square } 格，第 { $level } 层（从起点到达）。
# A step, second sentence. $throws: each throw tried, in words.
search-throws = 掷骰：{ $throws }。
# A step, third sentence, when no square is new. $queued: how many squares wait in the queue.
search-nothing-new = 没有新格；队列中有 { $queued } 格。
# The same, with new squares. $count: how many; $level: their level; $queued: as above.
search-new = 第 { $level } 层新增 { $count } 格；队列中有 { $queued } 格。
# One level at a time, first sentence. $from, $to: the steps; $steps: how many in all; $level: the level; $count: its squares; $squares: them, in a row.
search-level-steps = 第 { $from } 到第 { $to } 步，共 { $steps } 步：第 { $level } 层，{ $count } 格（{ $squares }），每格都用每种掷骰展开。
# One level at a time, next sentence. $count: new squares; $level: their level; $squares: them; $queued: squares in the queue.
search-level-new = 第 { $level } 层新增 { $count } 格（{ $squares }）；队列中有 { $queued } 格。
# After the last step, when the end cannot be reached.
search-end-unreachable = 队列已空：无法到达终点。
# After the last step, when the end is found.
search-end-reached = 已到达最后一格：按“下一步”沿路径回溯。
# The same, with squares of the level left unexpanded. $level: the level; $squares: them, in a row.
search-end-reached-rest = 已到达最后一格，因此第 { $level } 层的其余格（{ $squares }）永远不会展开：按“下一步”沿路径回溯。
# A search too big to show square by square: a level. $level: its number; $last: the last level; $count: its squares; $throws: the throws to reach them.
search-level-words = 第 { $level } 层，共 { $last } 层：{ $count } 格，在掷 { $throws } 次后首次到达。
# The last level. $throws: the fewest throws.
search-level-last = 最后一格在这一层：最少掷骰次数为 { $throws }。
# A square's tooltip: the search has not reached it yet.
search-not-found-yet = 搜索尚未找到这一格。
# The start's tooltip.
search-where-starts = 第 0 层：搜索从这里开始。
# A square's tooltip. $level: its level; $parent: the square it was reached from; $throws: how many throws (the level).
search-first-reached = 第 { $level } 层：从 { $parent } 首次到达，用了 { $throws } 次掷骰。
# The same, for a square reached from the start (off the board).
search-first-reached-start = 第 { $level } 层：从起点首次到达，用了 { $throws } 次掷骰。

# (end of the analysis and the search)

## The designer (www/tasks/design*)

# The help line at the top of the designer's card.
design-help = 从一格拖到另一格即可添加梯子（向上）或蛇（向下），也可以依次点按这两格。拖动蛇或梯子的任一端即可移动它。在棋盘上：用方向键，再在两端各按一次 Enter；Delete 键删除选中的蛇或梯子；Esc 键放开。
# The heading over the designed board's numbers.
design-numbers-heading = 玩起来怎么样
# A figure's label: the fewest throws from the start to the end.
design-min-label = 最少掷骰次数
# A figure's label: the average number of throws a game takes one player.
design-mean-label = 平均一局（一名玩家）
# A figure's label: the median number of throws of a game.
design-median-label = 中位数
# A figure's label: the chance that the first of two players wins.
design-odds-label = 先手获胜（两人对局）
# A button: takes back the last edit.
design-undo = 撤销
# A button: makes an edit taken back again.
design-redo = 重做
# A button: removes the chosen snake or ladder.
design-delete = 删除蛇或梯子
# A button: removes every snake and ladder.
design-clear = 全部清除
# A button (on the page): the designer starts again from the board shown on the page.
design-from-page = 从页面上的棋盘开始
# The label of the field for the board's number of rows.
design-rows = 行数
# The label of the field for the board's number of columns.
design-columns = 列数
# The button that gives the board the rows and columns typed.
design-resize = 更改大小
# The heading over the chart of how many throws games take.
design-chart-heading = 一局要掷多少次（一名玩家）
# The chart's name for screen readers (before its numbers are in).
design-chart-label = 对局长度图
# The heading over the list of what each snake and ladder is worth.
design-values-heading = 每条蛇和梯子的作用
# Over the numbers while a big board's are worked out, after an edit (they take a moment).
design-numbers-busy = 正在计算这个棋盘的数据…
# Over the list of what each jump is worth while it is worked out.
design-values-busy = 正在计算每条蛇和梯子的作用…
# After that heading: how many jumps the list holds, biggest change first. $count: how many.
design-values-count = （{ $count } 条，影响最大的在前）
# In the list of jumps' worths, when the board has none.
design-values-none = 还没有蛇或梯子。
# At the end of a list shown in part. $count: how many more there are.
design-more = ……还有 { $count } 条。
# The heading over Print and the downloads (on the page).
design-export-print-heading = 打印和分享
# The heading over the downloads (in the element, which has no Print).
design-export-heading = 下载
# A button: prints the board with its numbers.
design-print = 打印
# A button: downloads the board as a PNG picture.
design-png = 下载 PNG
# A button: downloads the board as an SVG drawing.
design-svg = 下载 SVG
# A line under the downloads on the page: the link copied by the "Copy link to this view" button of the "Make a board" card holds the designed board.
design-share-note = “生成棋盘”卡片中的“复制此视图的链接”可以像分享其他棋盘一样分享设计好的棋盘。
# A jump's name at the start of a line in the list of worths. $kind: ladder or snake; $from, $to: its squares.
design-jump-name =
    { $kind ->
        [ladder] 梯子 { $from } → { $to }
       *[snake] 蛇 { $from } → { $to }
    }
# Said after a jump was added. $kind: ladder or snake; $from, $to: its squares.
design-added =
    { $kind ->
        [ladder] 已添加梯子 { $from } → { $to }。
       *[snake] 已添加蛇 { $from } → { $to }。
    }
# Said after an end of a jump was moved. $kind: ladder or snake; $from, $to: its squares now.
design-moved =
    { $kind ->
        [ladder] 已移动，现在是梯子 { $from } → { $to }。
       *[snake] 已移动，现在是蛇 { $from } → { $to }。
    }
# After "Added ..." or "Moved ...": chains and shared ends the new jump makes (allowed). $warnings: the core's notes, separated by semicolons.
design-added-note = 注意：{ $warnings }。
# After "Added ...": the board's jumps still form a cycle under the rules, so there are no numbers. $reason: the core's words on the cycle.
design-no-numbers-yet = 暂无数据：{ $reason }；请修改这条蛇或梯子，或者修改规则。
# After "Added ...": the edit broke the cycle that kept the numbers away.
design-cycle-gone = 循环已消除，数据又回来了。
# Said when Delete is pressed with no jump chosen.
design-choose-first = 请先选择一条蛇或梯子：点按它的起点或终点，或在它上面按 Enter 键。
# Said after a jump was deleted. $kind: ladder or snake; $from, $to: its squares.
design-deleted =
    { $kind ->
        [ladder] 已删除梯子 { $from } → { $to }。
       *[snake] 已删除蛇 { $from } → { $to }。
    }
# Said after Clear.
design-cleared = 已全部清除：没有蛇，也没有梯子。
# Why a new size was refused (then shown in "Refused: ..."). $max: the most rows or columns; $rows, $columns: what was typed.
design-size-refused = 行数和列数必须是 1 到 { $max } 之间的整数，而不是 { $rows } × { $columns }
# Put in design-size-refused for an empty field.
design-size-nothing = 空
# Why a new size was refused by the core (then shown in "Refused: ..."). $reason: the core's words; $rows, $columns: the size asked for.
design-resize-refused = { $reason }（{ $rows } × { $columns }）
# Said after the board was given a new size. $rows, $columns: its rows and columns; $size: its squares.
design-resized = 现在是 { $rows } 行，每行 { $columns } 格（共 { $size } 格）。
# After design-resized: jumps that no longer fit on the smaller board were removed. $count: how many.
design-resize-dropped = 有 { $count } 条蛇或梯子放不下，已被删除（“撤销”可以恢复）。
# Said after Undo.
design-undone = 已撤销。
# Said after Redo.
design-redone = 已重做。
# Said when the designer starts again from the host's board. $board: page (the board on the page) or given (the board given to the embedded board).
design-started =
    { $board ->
        [page] 已从页面上的棋盘重新开始。
       *[given] 已从给定的棋盘重新开始。
    }
# A line under the size fields: a chain or shared end of the board (allowed). $warning: the core's words.
design-warning = 允许，但请注意：{ $warning }
# Said when a jump was chosen from the list of worths. $kind: ladder or snake; $from, $to: its squares.
design-chose =
    { $kind ->
        [ladder] 已选中梯子 { $from } → { $to }：拖动任一端可移动它，或按 Delete 键删除。
       *[snake] 已选中蛇 { $from } → { $to }：拖动任一端可移动它，或按 Delete 键删除。
    }
# On a printed board, under it: what its numbers are, a whole sentence. $shown: which are known ("min", "mean" or "both");
# $min: the fewest throws; $mean: the throws of an average game for one player, one decimal.
design-print-facts = { $shown ->
    [min] 最少掷 { $min } 次。
    [mean] 一名玩家平均一局掷 { $mean } 次。
   *[both] 最少掷 { $min } 次；一名玩家平均一局掷 { $mean } 次。
}
# Added to what an edit did when the board's last square can no longer be reached.
design-unreachable-note = 现在没有任何对局能到达最后一格：数据显示为“永不”。
# Beside the board after a tap on a phone, after what the tap did: the board's numbers. $min: the fewest throws; $mean: the average game, as the card shows them.
design-numbers-line = 最少掷骰次数 { $min }；平均一局 { $mean }。
# Why an edit was refused (in the card; the reason alone is shown beside the board). $reason: the core's words.
design-refused = 无法执行：{ $reason }。棋盘没有改变。
# The board has no numbers because the core failed. $error: the core's words.
design-numbers-failed = 无法算出数据：{ $error }
# In the list of worths when they could not be worked out. $error: the core's words.
design-worths-failed = 没有为这个棋盘算出：{ $error }
# The fewest throws when the end cannot be reached.
design-min-never = 永不
# The average game when games never end.
design-mean-never = 永不结束
# A number of throws, for the average and the median. $throws: the number (maybe with decimals).
design-throws = { $throws } 次
# Who wins when the end cannot be reached.
design-odds-nobody = 无人获胜：无法到达终点
# The first of two players' chance of winning, and the second's. $first, $second: percentages.
design-odds = { $first }（后手：{ $second }）
# Under the chart: how long games last. $p25, $p75, $p90: numbers of throws.
design-spread-three = 每 4 局中有 1 局在 { $p25 } 次以内结束，4 局中有 3 局在 { $p75 } 次以内，10 局中有 9 局在 { $p90 } 次以内。
# Under the chart, when fewer than 9 games in 10 ever end. $p25, $p75: numbers of throws.
design-spread-two = 每 4 局中有 1 局在 { $p25 } 次以内结束，4 局中有 3 局在 { $p75 } 次以内。
# Under the chart, when fewer than 3 games in 4 ever end. $p25: a number of throws.
design-spread-one = 每 4 局中有 1 局在 { $p25 } 次以内结束。
# Under the chart when the last square cannot be reached.
design-spread-unreachable = 没有对局能结束：无法到达最后一格。
# Under the chart when the core could not work out how long games last. $reason: the core's words.
design-spread-not-known = 不知道对局会持续多久：{ $reason }。
# Under the chart when too few games end to say how long they last.
design-spread-endless = 有些对局永远不会结束。
# A jump's worth: without it no game can end. $jump: its name (design-jump-name).
design-worth-needed = { $jump }：没有它就无法到达终点。
# A jump's worth: the average game never ends, with or without it. $jump: its name.
design-worth-endless = { $jump }：无论有没有它，平均一局都永不结束。
# A jump's worth: with it some games never end. $jump: its name; $without: the average game's throws without it.
design-worth-some-never = { $jump }：有它时有些对局永不结束；没有它则为 { $without } 次。
# A jump's worth: with it no game ends. $jump: its name; $without: the average game's throws without it.
design-worth-none-end = { $jump }：有它时没有对局能结束；没有它则为 { $without } 次。
# A jump's worth, in the list. $jump: its name; $without: the average game's throws without it; $effect: saves, adds or nothing; $change: the throws it saves or adds.
design-worth =
    { $effect ->
        [saves] { $jump }：没有它需 { $without } 次；它节省 { $change } 次。
        [adds] { $jump }：没有它需 { $without } 次；它增加 { $change } 次。
       *[nothing] { $jump }：没有它需 { $without } 次；它没有影响。
    }
# A jump's worth, under the board, with the board's average game. As design-worth; $now: the average game's throws with every jump.
design-worth-now =
    { $effect ->
        [saves] { $jump }：没有它需 { $without } 次；它节省 { $change } 次（现在为 { $now }）。
        [adds] { $jump }：没有它需 { $without } 次；它增加 { $change } 次（现在为 { $now }）。
       *[nothing] { $jump }：没有它需 { $without } 次；它没有影响（现在为 { $now }）。
    }
# Said after a drag let go off the board's squares.
design-drag-off = 在棋盘外松开：没有任何改变。
# Said when a tap or Enter chose a jump's square (a new jump can still start there). $kind: ladder or snake; $from, $to: its squares; $square: the square chosen.
design-chose-or-new =
    { $kind ->
        [ladder] 已选中梯子 { $from } → { $to }（按 Delete 键删除）。也可以再选一格，从第 { $square } 格新建一条蛇或梯子。
       *[snake] 已选中蛇 { $from } → { $to }（按 Delete 键删除）。也可以再选一格，从第 { $square } 格新建一条蛇或梯子。
    }
# Said after a tap on a square: the first end of a new jump. $square: the square.
design-from-square-tap = 从第 { $square } 格开始：现在点按另一端（再点第 { $square } 格可放开）。
# Said after a click or Enter on a square: the first end of a new jump. $square: the square.
design-from-square = 从第 { $square } 格开始：现在选择另一端（按 Esc 键放开）。
# Said after Enter on a held end that was not moved: a new jump starts there instead. $square: the square.
design-from-square-new = 从第 { $square } 格开始：现在选择新蛇或新梯子的另一端（按 Esc 键放开）。
# Said when the first end chosen is chosen again, or Escape is pressed.
design-let-go = 已放开。
# Said when Enter picks up an end of a jump with the keyboard. $end: foot or top (of a ladder), head or tail (of a snake); $from, $to: the jump's squares; $square: the square.
design-holding =
    { $end ->
        [foot] 正拿着梯子 { $from } → { $to } 的梯脚：方向键移动它，Enter 键放下，Esc 键放回原处，Delete 键删除这架梯子。在这里再按一次 Enter 键，则从第 { $square } 格新建一条蛇或梯子。
        [top] 正拿着梯子 { $from } → { $to } 的梯顶：方向键移动它，Enter 键放下，Esc 键放回原处，Delete 键删除这架梯子。在这里再按一次 Enter 键，则从第 { $square } 格新建一条蛇或梯子。
        [head] 正拿着蛇 { $from } → { $to } 的蛇头：方向键移动它，Enter 键放下，Esc 键放回原处，Delete 键删除这条蛇。在这里再按一次 Enter 键，则从第 { $square } 格新建一条蛇或梯子。
       *[tail] 正拿着蛇 { $from } → { $to } 的蛇尾：方向键移动它，Enter 键放下，Esc 键放回原处，Delete 键删除这条蛇。在这里再按一次 Enter 键，则从第 { $square } 格新建一条蛇或梯子。
    }
# Under the board while an end is carried with the keyboard, back on its own square. $square: the square.
design-back-on = 回到第 { $square } 格。
# Under the board while an end is carried with the keyboard: the jump it would make here. $kind: ladder or snake; $from, $to: its squares.
design-put-down-here =
    { $kind ->
        [ladder] 放在这里将成为：梯子 { $from } → { $to }。
       *[snake] 放在这里将成为：蛇 { $from } → { $to }。
    }
# Said when Escape puts a carried end back. $kind: ladder or snake; $from, $to: the jump's squares.
design-put-back =
    { $kind ->
        [ladder] 已放回：梯子 { $from } → { $to } 没有改变。
       *[snake] 已放回：蛇 { $from } → { $to } 没有改变。
    }

# (end of the designer)

## The element and playing (www/widget/, www/tasks/game-session.js, www/tasks/online.js)

# The element's board, for screen readers: what kind of thing it is (said after its label).
widget-board-role = 棋盘
# The element's board, for screen readers, until a board is read (then its size, snakes and ladders).
widget-board-label = 蛇梯棋棋盘
# Where the element's board will be, while it loads.
widget-loading = 正在加载棋盘…
# The element's button that throws the die (play mode).
widget-roll = 掷骰子
# The element's button that starts a new game with fresh dice (play mode).
widget-new-game = 新对局
# The element's list of players and their squares, for screen readers.
widget-players-label = 玩家
# The element's row of buttons, for screen readers.
widget-controls-label = 控制按钮
# Under an error in the element, when a board was on show before it.
widget-error-kept = 组件继续显示上一个有效的棋盘和设置（之前没有的则用默认值）。
# The element's error when its board attribute holds no board it can read. $detail: the core's reason.
widget-error-board-invalid = board 属性中的棋盘无效：{ $detail }
# The element's error about its board attribute. $error: the core's message.
widget-error-board = board 属性：{ $error }
# The element's error when the text inside it (no board attribute) is no board it can read. $detail: the core's reason.
widget-error-text-invalid = 元素文本中的棋盘无效：{ $detail }
# The element's error about the text inside it. $error: the core's message.
widget-error-text = 元素文本：{ $error }
# The element's error when its program (WebAssembly) did not load. $error: the browser's reason, in English.
widget-core-failed = 无法加载 WebAssembly 核心：{ $error }
# The element's error when play mode's own code did not load. $error: the browser's reason, in English.
widget-play-failed = 无法加载游戏：{ $error }
# The element's error when solve mode's answer (its card's code) did not load. $error: the browser's reason, in English.
widget-answer-failed = 无法加载答案：{ $error }
# The element's error for a mode attribute it does not know. $modes: the modes there are, listed as "a, b or c"; $mode: what was given.
widget-mode-bad = mode 必须是 { $modes }，而不是“{ $mode }”
# The element's error for a speed attribute out of range. $max: the fastest (20); $speed: what was given.
widget-speed-bad = speed 必须是大于 0 且不超过 { $max } 的数（1 为正常速度），而不是“{ $speed }”
# The element's error for a players attribute that is a number but no count (3.5, -2). $players: what was given.
widget-players-bad = players 必须是玩家人数或以逗号分隔的名字，而不是“{ $players }”
# The element's error for a board too big to draw. $size: its squares; $max: the most the element draws.
widget-too-big = 这个棋盘有 { $size } 格；组件最多只能绘制 { $max } 格的棋盘（更大的棋盘可用 snakes 命令求解）
# The element's error for a text with no board in it.
widget-no-board-in-text = 文本中没有棋盘
# Above the element's board while a long board text is read. $count: its characters.
widget-work-reading = 正在读取 { $count } 个字符的棋盘文本…
# Above the element's board while a big board is solved. $size: its squares.
widget-work-solving = 正在求解 { $size } 格的棋盘…
# Above the element's board while a board is generated from its size, snakes and ladders.
widget-work-building = 正在生成棋盘…
# The element's error when the designer's code did not load (design mode). $error: the browser's reason.
widget-design-failed = 无法加载设计器：{ $error }
# The element's error when the analysis code did not load (analyze mode). $error: the browser's reason.
widget-analysis-failed = 无法加载分析：{ $error }
# The element's error when the search's code did not load (bfs mode). $error: the browser's reason.
widget-search-failed = 无法加载搜索视图：{ $error }
# The element's card with the fewest throws (solve mode), for screen readers.
widget-solve-label = 最少掷骰次数
# The element's card with a game's length (analyze mode), for screen readers.
widget-analysis-label = 一局要多久？
# The element's designer card (design mode), for screen readers.
widget-design-label = 设计棋盘
# The strip before square 1 on the element's board, when players start off the board (narrow).
widget-start-off = 起点
# The strip before square 1 on the element's board, when players start off the board (wide).
widget-start-off-long = 起点，在棋盘外
# The strip before square 1 on the element's board, when players start on square 1 (narrow).
widget-start-one = 起点：第 1 格
# The strip before square 1 on the element's board, when players start on square 1 (wide).
widget-start-one-long = 玩家从第 1 格出发
# Said to screen readers when the element starts a new game. $names: the players, listed; $name: who throws first.
widget-new-game-said = 新对局：{ $names }。轮到 { $name } 掷骰。
# A player in the element's list, before their first throw. $name: the player.
widget-player-at-start = { $name }：起点
# A player in the element's list. $name: the player; $square: the square their token is on.
widget-player-on = { $name }：第 { $square } 格
# The element's status line once a game is won. $name: the winner.
widget-wins = { $name } 获胜！
# The element's status line: whose turn it is. $name: the player.
widget-to-roll = 轮到 { $name } 掷骰
# Said to screen readers after the winning move. $move: the move in words (a sentence); $count: the throws in the game.
widget-game-over-said = { $move } 共掷 { $count } 次，对局结束。
# The caption of the element's table of a finished game.
widget-ranking-caption = 最终排名：每位玩家的掷骰次数、爬过的梯子和遇到的蛇。
# Play with others in the element: why a room cannot be opened yet.
widget-room-no-board = 还没有可以对局的棋盘。
# Play with others in the element: its trackers attribute is wrong. $error: why (a room-why-tracker- message).
widget-trackers-bad = trackers：{ $error }

# Play with others, the start form: what it is.
online-form-help = 每个人在自己的手机、平板或电脑上玩，看到的是同样的骰子。设备之间直接通信，对局的任何内容都不经过服务器。
# Play with others, the start form: the label of the name box.
online-name-label = 你的名字
# Play with others, the start form: the button that opens a new room.
online-create = 创建房间
# Play with others, the start form: the label of the box for a room's code.
online-code-label = 或输入房间码加入房间
# Play with others, the start form: an example of a room's code, in the empty box (keep the code as it is).
online-code-placeholder = 例如 k7m-q2x
# Play with others, the start form: the button that joins the room of the code typed.
online-join = 加入
# Play with others, the start form: a checkbox.
online-watch-label = 以观众身份加入，不占座位
# Play with others, the start form: what was typed is no room code. $code: what was typed.
online-code-bad = “{ $code }”不是房间码：房间码由六个字母和数字组成，与房主屏幕上显示的一致。
# Play with others, the start form: Create or Join pressed with no name.
online-name-missing = 请先输入你的名字：其他人会在你的棋子旁看到它。
# Play with others: a folding part of the start form, for the network's settings.
online-network = 网络
# Play with others, Network: the label of the box of tracker addresses.
online-trackers-label = 为设备牵线的 tracker
# Play with others, Network: help under the box.
online-trackers-help = WebSocket 地址（wss://…），每行一个；留空则使用公共 tracker。学校可以自己架设（bittorrent-tracker 服务器）。同一房间的所有设备需要使用相同的地址。
# Play with others, Network: the button that keeps the addresses typed.
online-trackers-save = 使用这些
# Play with others, Network: the addresses were refused. $reason: why (a room-why-tracker- message).
online-trackers-refused = 未更改：{ $reason }。
# Play with others, Network: the addresses were kept.
online-trackers-saved = 已保存：通过这些 tracker 查找房间。
# Play with others, Network: the box was emptied, so the public trackers are used.
online-trackers-saved-public = 已保存：通过公共 tracker 查找房间。
# Play with others: while a room is being opened. $code: the room's code.
online-opening = 正在打开房间 { $code }…
# Play with others: the room could not be opened. $error: why (in English).
online-open-failed = 无法打开房间（{ $error }）。
# Said to screen readers: a room was created. $code: the room's code.
online-opened = 房间 { $code } 已开放：分享它的链接或房间码。
# Said to screen readers: joining a room. $code: the room's code.
online-joining = 正在加入房间 { $code }…
# Said to screen readers: this device left its room.
online-left = 你已离开房间。
# Play with others, in the room: before the room's code.
online-room = 房间
# Play with others, in the room: the button that copies the room's link.
online-copy = 复制链接
# Play with others, in the room: after Copy link.
online-copied = 链接已复制。
# Play with others, in the room: the link could not be copied.
online-copy-failed = 请复制下面的链接。
# Play with others, in the room (in the element, which has no link of its own): under the code.
online-join-by-code = 其他人用这个房间码加入。
# Play with others, in the room: the button that leaves it.
online-leave = 离开房间
# Play with others, in the room: the row of emoji buttons, for screen readers.
online-reactions-label = 发送表情
# Play with others, in the room: an emoji button, for screen readers. $emoji: the emoji.
online-react = 发送 { $emoji }
# Play with others, in the room: the list of what happened, for screen readers.
online-log-label = 房间里发生的事
# Play with others, the room's log: someone sent an emoji. $name: who; $emoji: the emoji.
online-reaction = { $name }：{ $emoji }
# Play with others, the room's log: a message was refused. $from: whose (a name, or room-why-from-stranger or room-why-from-peer); $reason: why (a room-why- message, or an online-check- one).
online-refused = 已拒绝来自 { $from } 的消息：{ $reason }。
# Play with others, the room's log: the room's board could not be put on screen. $error: why.
online-board-failed = 无法显示房间的棋盘（{ $error }）。
# Play with others, the room's log: a game in progress was replayed on this device. $count: the throws so far.
online-replayed = 目前的对局：{ $count } 次掷骰，已重放并核对。
# Play with others, the room's log: the game begins.
online-drawn = 骰子已抽定：对局开始。
# Play with others, a seat: the host's name. $name: the player.
online-seat-host = { $name }（房主）
# Play with others, a seat: this device's player. $name: the player.
online-seat-you = { $name }（你）
# Play with others, a seat: this device's player, who is the host. $name: the player.
online-seat-host-you = { $name }（房主，你）
# Play with others, a seat: the player's device is connected.
online-seat-here = 在线
# Play with others, a seat: the player's device is not connected.
online-seat-away = 离开
# Play with others: someone watching whose device is not connected. $name: who.
online-watcher-away = { $name }（离开）
# Play with others: who watches without a seat. $names: their names, listed.
online-watching = 观看中：{ $names }。
# Play with others, on the host's device: the board and rules chosen. $summary: them in words.
online-setup-yours = 你的选择：{ $summary }
# Play with others, on a guest's device: the board and rules chosen. $summary: them in words.
online-setup-hosts = 房主的选择：{ $summary }
# Play with others, on a guest's device: waiting to be let in.
online-waiting-let-in = 正在等待房主让你进入…
# Play with others, on a guest's device: nobody has answered. $code: the room's code; $seconds: how long.
online-no-answer = 房间 { $code } 已有 { $seconds } 秒无人应答。请检查房间码，并确认房主的页面仍然打开；离开房间即可输入另一个房间码。
# Play with others, on the host's device: the button that starts the game.
online-start = 开始对局
# Play with others, on the host's device: alone in the room.
online-waiting-join = 正在等待有人加入。现在可以更改棋盘或规则：房间在第一次掷骰前就能看到。
# Play with others, on the host's device: others have joined.
online-ready = 大家都能看到上面的棋盘和规则。你开始后，骰子由大家一起抽定。
# Play with others, on a guest's device. $host: the host's name.
online-waiting-start = 正在等待 { $host } 开始对局。
# Play with others, on a guest's device, the host's name not known yet.
online-waiting-start-host = 正在等待房主开始对局。
# Play with others: while the dice are drawn. $seconds: the seconds left.
online-drawing = 正在抽定骰子：每位玩家的设备都加入一个秘密，在任何秘密公开之前先封存（还剩 { $seconds } 秒）。
# Play with others, on the host's device after a game: the button for another.
online-again = 再来一局
# Play with others, on the host's device after a game: help beside Play again.
online-again-help = 同样的玩家、棋盘和规则，重新抽定骰子。
# Play with others, the status line: this device's turn, again. $name: its player.
online-turn-you-again = { $name }，你再掷一次。
# Play with others, the status line: this device's turn. $name: its player.
online-turn-you = { $name }，轮到你了：按“掷骰子”。
# Play with others, the status line: the player is away; the host throws for them soon. $name: the player; $seconds: when.
online-turn-away-in = { $name } 暂时离开：房主将在 { $seconds } 秒后替 { $name } 掷骰。
# Play with others, the status line: the player is away; the host throws for them now. $name: the player.
online-turn-away-now = { $name } 暂时离开：房主现在替 { $name } 掷骰。
# Play with others, the status line: another device's turn. $name: its player.
online-turn-other = 轮到 { $name } 在自己的设备上掷骰。
# Play with others, the status line: another device's turn, again. $name: its player.
online-turn-other-again = { $name } 在自己的设备上再掷一次。
# Play with others, the status line on the host's device: this device won. $name: its player.
online-won-you-host = 你赢了，{ $name }！按（房间里的）“再来一局”开始下一局。
# Play with others, the status line on a guest's device: this device won. $name: its player.
online-won-you = 你赢了，{ $name }！房主可以开始下一局。
# Play with others, the status line on the host's device: another won. $name: the winner.
online-won-host = { $name } 赢了！按（房间里的）“再来一局”开始下一局。
# Play with others, the status line on a guest's device: another won. $name: the winner.
online-won = { $name } 赢了！房主可以开始下一局。
# Play with others: the room's board and rules in words, its first sentence. $size: squares; $ladders, $snakes: how many.
online-summary-board = { $size } 格，{ $ladders } 个梯子和 { $snakes } 条蛇。
# Play with others: the room's house rules, its last sentence. $rules: them, listed.
online-summary-house = 自定义规则：{ $rules }。
# Play with others: the room plays by no house rule.
online-summary-no-house = 自定义规则：无。
# Play with others: a house rule, in the list.
online-house-knock-off = 落在其他玩家的格子上会将其送回起点
# Play with others: a house rule, in the list.
online-house-sixes-again = 掷出 6 点可再掷一次
# Play with others: a house rule, in the list.
online-house-three-sixes = 连续三个 6 点则本回合结束
# Play with others: a room's board that this device cannot read.
online-summary-unreadable = 一个在这里无法读取的棋盘。
# Play with others: why a room cannot be played here (in the room's log).
online-check-no-board = 房间没有可接受的棋盘
# Play with others: why a room cannot be played here.
online-check-no-rules = 房间没有规则
# Play with others: why a room cannot be played here (the wait for an away player).
online-check-away = 离开等待时间不在 1 秒到 10 分钟之间
# Play with others: why a room cannot be played here. $error: the core's reason.
online-check-unreadable = 无法读取房间的棋盘（{ $error }）
# Play with others, the room's log: a player's device is connected again. $name: the player.
room-notice-back = { $name } 回来了。
# Play with others, the room's log on the host's device: someone joined to watch, without a seat. $name: who.
room-notice-watching = { $name } 正在观看。
# Play with others, the room's log on the host's device: someone joined and took a seat. $name: who.
room-notice-joined = { $name } 加入了。
# Play with others, the room's log: another player's device is the host now. $name: that player.
room-notice-new-host = { $name } 现在是房主。
# Play with others, the room's log: the host chose another board or other rules.
room-notice-setup-changed = 房主更改了棋盘或规则。
# Play with others, the room's log: a player's device is no longer connected. $name: the player.
room-notice-away = { $name } 暂时离开了。
# Play with others, the room's log: the host left, and this device took over as the host.
room-notice-host-here = 房主已离开：本设备现在是房主。
# Play with others, the room's log on the host's device: players whose devices did not send their sealed secret for the dice in time. $names: them, listed; $count: how many.
room-notice-no-commitment =
    { $names } 未按时发送封存的秘密：骰子将在没有{ $count ->
        [1] 该玩家
       *[other] 这些玩家
    }的情况下重新抽定。
# The same, for players whose devices did not show their sealed secret in time. $names: them, listed; $count: how many.
room-notice-no-reveal =
    { $names } 未按时公开秘密：骰子将在没有{ $count ->
        [1] 该玩家
       *[other] 这些玩家
    }的情况下重新抽定。


# Why a room refused a message from another device: each fills $reason of online-refused ("Refused from { $from }: { $reason }.") in the room's log, a phrase without a capital or a full stop. What a device sent is a "message"; the dice's draw is by "commitment" (a sealed secret) and "reveal" (the secret shown).
# Why refused: what arrived was not text.
room-why-not-text = 不是文本
# Why refused: a message too long. $characters: its length; $most: the longest taken.
room-why-too-long = 消息长 { $characters } 个字符（最多 { $most } 个）
# Why refused: a message that is not JSON (the form every message has).
room-why-not-json = 不是 JSON
# Why refused: JSON, but not a message (not an object).
room-why-not-message = 不是消息
# Why refused: a message of a kind no device sends. $kind: the kind it names (as sent).
room-why-unknown-kind = 没有名为“{ $kind }”的消息
# Why refused: a message of a known kind, but too long for it. $kind: its kind (hello, draw, throw...); $characters: its length.
room-why-kind-too-long = “{ $kind }”消息长 { $characters } 个字符
# Why refused: the host's room gives a player's place to another device's key. $name: the player.
room-why-place-other-key = 房间把 { $name } 的位置给了另一个密钥
# Why refused: the host's room gives a seat to another player. $seat: the seat's number (1 is the first).
room-why-seat-other-player = 房间把第 { $seat } 个座位给了另一位玩家
# Why refused: the host's room lacks some of its parts.
room-why-room-parts = 房间消息不完整
# Why refused: the host's room lists a member without all of its parts.
room-why-member-parts = 成员缺少编号、名字、密钥或座位
# Why refused: the host's room's seats do not match its members.
room-why-seats-mismatch = 座位与成员不符
# Why refused: the host's room lists throws that are not whole numbers.
room-why-rolls-not-whole = 掷出的点数不是整数
# Why refused: the host's room says the dice are being drawn, without the draw's number or players.
room-why-draw-parts = 抽骰子缺少轮次编号和玩家
# Why refused: the host's room has no board and rules.
room-why-no-setup = 房间没有棋盘和规则
# Why refused: the host's room has a game without the secrets its dice were drawn from.
room-why-no-reveals = 对局没有骰子公开的秘密
# Why refused: the host passed on another secret than the one a player sent this device. $name: that player.
room-why-reveal-changed = 房主转交的 { $name } 的秘密不是 { $name } 发来的那个
# Why refused: the room's game cannot be made on this device. $error: why (the core's message, in this language).
room-why-game-unplayable = 这局游戏无法在这里进行：{ $error }
# Why refused: the room's throws are not what its dice give. $move: the throw's number; $dice: what the dice give; $roll: what the room says.
room-why-throws-not-dice = 对局的投掷与骰子不符（第 { $move } 掷是 { $dice }，不是 { $roll }）
# Why refused: a throw for a seat whose turn it is not. $seat: the seat's number (1 is the first).
room-why-seat-not-turn = 为第 { $seat } 个座位掷骰，但还没轮到它
# Why refused: a throw in the name of someone who is not in the room.
room-why-throw-from-nobody = 来自房间外的人的投掷
# Why refused: a throw with another number than the dice give. $roll: the number sent; $dice: the dice's.
room-why-roll-not-dice = 掷出 { $roll }，但骰子并没有给出这个点数（骰子给出的是 { $dice }）
# Why refused: a throw without its player's signature.
room-why-unsigned = 投掷没有玩家的签名
# Why refused: a throw for a player whose key this device has not had yet. $name: the player.
room-why-no-key = 为 { $name } 的投掷，本设备还没有其密钥
# Why refused: a throw in a player's name that the player did not sign. $name: the player.
room-why-not-signed = { $name } 没有签名的投掷
# Why refused: a device's greeting (hello) that answers no question of this device's.
room-why-hello-no-challenge = 问候没有回答本设备的任何提问
# Why refused: a device's greeting (hello) that its key's holder did not sign for this device. $name: the name it gives.
room-why-hello-not-signed = 以“{ $name }”名义的问候，其密钥持有者没有为本设备签名（在别处看到的问候，或别人的密钥）
# Why refused: a message that is not a throw, where a throw was expected.
room-why-not-throw = 不是投掷
# Why refused: a throw from someone watching, without a seat.
room-why-spectator = 观众不能掷骰子
# Why refused: a throw after the game was won.
room-why-game-over = 对局已经结束
# Why refused: a throw that does not say which move it is.
room-why-no-move = 投掷须注明它是第几步
# Why refused: a throw for a move already made. $move: the move's number.
room-why-move-made = 第 { $move } 步已经走过了
# Why refused: a throw for a move further on than this game. $move: the move's number; $next: the next move's.
room-why-move-ahead = 第 { $move } 步超前于本局（下一步是第 { $next } 步）
# Why refused: a throw from a player whose turn it is not.
room-why-not-turn = 还没轮到这位玩家
# Why refused: a message of the dice's draw for another room or another draw.
room-why-other-draw = 另一个房间或另一轮抽骰
# Why refused: a message of the dice's draw from a device that is not drawing. $peer: its id (as sent).
room-why-no-dice-here = “{ $peer }”不参与这里的抽骰
# Why refused: a commitment of the wrong form. $bytes: how many bytes it must be.
room-why-commitment-form = 封存的秘密是 { $bytes } 字节的十六进制
# Why refused: a commitment after every commitment was in.
room-why-commitments-closed = 太晚了：封存秘密的阶段已结束
# Why refused: a device's second commitment in the same draw.
room-why-second-commitment = 第二个封存的秘密
# Why refused: a secret of the wrong form. $bytes: how many bytes it must be.
room-why-secret-form = 秘密是 { $bytes } 字节的十六进制
# Why refused: a reveal after the draw ended.
room-why-draw-over = 这轮抽骰已经结束
# Why refused: a reveal before every commitment was in.
room-why-reveal-early = 在所有封存的秘密到齐之前就公开了秘密
# Why refused: a reveal with no commitment to open, or a second reveal.
room-why-nothing-to-open = 没有可打开的封存秘密，或已经打开过
# Why refused: a secret that does not match its commitment.
room-why-secret-wrong = 这个秘密打不开它封存的秘密
# Why refused: a message of the dice's draw that is neither a commitment nor a reveal.
room-why-not-draw-message = 不是抽骰的消息
# Why refused: a message of the dice's draw in another device's name.
room-why-draw-other-name = 以他人名义发出的抽骰消息
# Why refused: a message of a draw that is over.
room-why-draw-ended = 已结束的一轮抽骰的消息
# Why refused: the host drew the dice without this device's player, who was there.
room-why-left-out = 抽骰时没有算上本设备的玩家，而这位玩家当时在场并参与了：本屏幕不跟随那局游戏（重新加载页面即可重新加入）
# Why refused: a device spoke too much before greeting. $kind: its message's kind (draw, throw...).
room-why-before-hello = 问候之前的“{ $kind }”消息
# Why refused: a reaction that is not one of the few offered.
room-why-not-reaction = 不是可用的表情之一
# Why refused: a device's greeting (hello) without all of its parts.
room-why-hello-parts = 问候缺少成员、名字、观看与否、密钥、提问或证明
# Why refused: a device's greeting (hello) in this device's own name.
room-why-hello-own-name = 以本设备名义发出的问候
# Why refused: a device that claims another player's place with another key. $name: the name it gives; $owner: the player whose place it is.
room-why-wrong-key = “{ $name }”为 { $owner } 的位置给出了错误的密钥
# Why refused: a room sent by a device that is not the host.
room-why-not-host = 只有房主能说明谁在房间里
# Why refused: the host's room has left this device out.
room-why-without-me = 房间里没有本设备
# Why refused: the host's room gives this device's place to another key.
room-why-my-place-other-key = 房间把本设备的位置给了另一个密钥
# Why refused: a throw when no game is being played.
room-why-no-game = 没有正在进行的对局
# Fills $from of online-refused ("Refused from { $from }: …", worded to fit there): a device that has not said who it is yet.
room-why-from-stranger = 尚未自我介绍的设备
# Fills $from of online-refused (as above): a device whose player the room does not list.
room-why-from-peer = 某个设备
# Play with others, Network (fills $reason of online-trackers-refused, and $error of widget-trackers-bad): a tracker that is no address. $item: what was typed.
room-why-tracker-not-address = “{ $item }”不是地址（tracker 的格式为 wss://主机/ 或 ws://主机:端口/）
# Play with others, Network (as above): an address that is not a WebSocket address. $item: what was typed.
room-why-tracker-not-websocket = “{ $item }”不是 WebSocket 地址（wss:// 或 ws://）
# Why a room cannot be played on this page (fills $reason of online-refused): its rules do not make a page link. $error: why (in this language).
room-why-rules-unreadable = 无法读取房间的规则（{ $error }）

# (end of the element and playing)

## 被拒绝的链接和已保存的对局（链接或已保存的对局为何无法读取）

link-why-tab-only = 该链接指向一段超过 { $most } 个字符的棋盘文本，只有创建链接的那个浏览器标签页保存着它；请直接粘贴文本本身
link-why-whole-number = “{ $key }”必须是整数，而不是“{ $found }”
link-why-range = “{ $key }”必须在 { $lo } 到 { $hi } 之间，而不是 { $found }
link-why-one-of = “{ $key }”必须是以下之一：{ $list }，而不是“{ $found }”
link-why-flag = “{ $key }”必须是 0 或 1，而不是“{ $found }”
link-why-unreadable = 无法读取链接中的设置
link-why-unknown-setting = 链接中有一个页面不认识的设置“{ $key }”
link-why-board-too-long = 链接中的棋盘超过 { $most } 个字符
link-why-two-squares = 棋盘至少需要 2 个格子
link-why-randomness = “random”必须在 0 到 1 之间，而不是“{ $found }”
link-why-players = 一局游戏需要 { $least } 到 { $most } 名玩家
link-why-player = 玩家应写作“h:Name”或“c:Name”，而不是“{ $found }”
link-why-room = 房间代码“{ $found }”不是房间的六位字母和数字
link-why-language = 链接中的语言“{ $found }”不是本页面的语言之一（{ $list }）
saved-why-shape = 格式不符
saved-why-json = 不是有效的 JSON
saved-why-players = 格式不符：一局游戏有 { $least } 到 { $most } 名玩家
saved-why-player = 格式不符：每名玩家都需要名字和类型
saved-why-name = 格式不符：玩家名字应为 1 到 { $most } 个字符
saved-why-rules = 格式不符：这些规则不是页面提供的规则
saved-why-flag = 格式不符：“{ $key }”必须是 true 或 false
saved-why-moves = 缺少用于重放的种子和步数

# (end of the links and saved games refused)

## The core's messages (errors, warnings and narration, by code)

# Text that could not be read as a board. Fills in: $column, $detail, $format, $line.
core-error-parse = { $format } 棋盘，第 { $line } 行第 { $column } 列：{ $detail }
# A board that breaks a world rule. Fills in: $detail.
core-error-invalid-board = 无效的棋盘：{ $detail }
# Chained jumps that never come to rest; `cycle` lists its squares. Fills in: $cycle, $first.
core-error-jump-cycle = 在“连续跟随”规则下，蛇和梯子首尾相接形成了循环：{ $cycle } -> { $first }（请改用“只走一次”，或打破这个循环）
# A long cycle, by its ends and length. Fills in: $count, $head, $tail.
core-error-cycle-long = { $head } -> ... -> { $tail }（共 { $count } 格）
# A rule option or parameter out of range or unknown. Fills in: $detail.
core-error-invalid-option = 无效的选项：{ $detail }
# Input beyond a documented limit. Fills in: $detail.
core-error-limit = 超出限制：{ $detail }
# A world the builder cannot make. Fills in: $detail.
core-error-generate = 无法生成这个世界：{ $detail }
# A game action not possible now. Fills in: $detail.
core-error-game = 对局：{ $detail }
# A jump that leads down. Fills in: $from, $to.
core-jump-snake = 蛇 { $from } -> { $to }
# A jump that leads up. Fills in: $from, $to.
core-jump-ladder = 梯子 { $from } -> { $to }
# A jump with a square off the board. Fills in: $jump, $size, $square.
core-board-square-outside = { $jump } 中的第 { $square } 格超出了棋盘范围 1..{ $size }
# A jump to its own square. Fills in: $square.
core-board-jump-to-itself = 从第 { $square } 格跳到它自己，等于哪儿也没去
# A jump from the last square. Fills in: $jump, $size.
core-board-from-last = { $jump } 从最后一格（第 { $size } 格）出发：蛇放在这里会让对局无法获胜，梯子放在这里则无处可去
# The same jump twice. Fills in: $jump.
core-board-jump-twice = { $jump } 出现了两次
# Two jumps from one square. Fills in: $first, $second, $square.
core-board-two-starts = 第 { $square } 格同时是两条蛇或梯子的起点（{ $first } 和 { $second }）：一格只能放一个蛇头或一个梯脚
# A snake that does not go down. Fills in: $from, $to.
core-board-snake-not-down = 蛇 { $from } -> { $to } 没有向下：蛇头必须高于蛇尾
# A ladder that does not go up. Fills in: $from, $to.
core-board-ladder-not-up = 梯子 { $from } -> { $to } 没有向上：梯脚必须低于梯顶
# A width out of range. Fills in: $columns, $max.
core-board-columns = 棋盘宽度必须为 1 到 { $max } 列，而不是 { $columns } 列
# A board under 2 squares. Fills in: $size.
core-board-too-small = 棋盘至少需要 2 格，而不是 { $size } 格
# A board over the largest size. Fills in: $max, $size.
core-board-too-big = 棋盘最多 { $max } 格，而不是 { $size } 格
# One jump ends where another starts. Fills in: $first, $second, $square.
core-warning-chain = 相接：{ $first } 的终点正是 { $second } 的起点（第 { $square } 格）
# Two jumps end on one square. Fills in: $first, $second, $square.
core-warning-shared-end = 终点重合：{ $first } 和 { $second } 都止于第 { $square } 格
# Where in a text: a line and column. Fills in: $column, $line.
core-place-line = 第 { $line } 行第 { $column } 列
# What was found: the end of the text.
core-found-end-of-text = 文本结尾
# What was found: the end of a line.
core-found-end-of-line = 行尾
# Something else than what a reader expected; `expected` (a message) says what it wanted. Fills in: $expected, $found.
core-parse-expected = 应为 { $expected }，实际为 { $found }
# A number too large for a square. Fills in: $found, $max.
core-parse-too-large = 应为不超过 { $max } 的数，实际为 { $found }
# A HackerRank count over its limit; `what` (a message) names what is counted. Fills in: $column, $count, $limit, $line, $what.
core-hackerrank-count = hackerrank 棋盘，第 { $line } 行第 { $column } 列：{ $what } 最多 { $limit } 个，而不是 { $count } 个
# A HackerRank input of no test case.
core-hackerrank-no-cases = 应至少有 1 个测试用例，实际为 0 个
# Too many boards to write as HackerRank test cases. Fills in: $count, $max.
core-hackerrank-cases = hackerrank 格式最多容纳 { $max } 个测试用例，而不是 { $count } 个
# A board of another size than 100 to write as HackerRank. Fills in: $size.
core-hackerrank-size = hackerrank 格式只容纳 100 格的棋盘；此棋盘有 { $size } 格
# Too many ladders or snakes (`what`) to write as HackerRank. Fills in: $count, $max, $what.
core-hackerrank-jumps = hackerrank 格式每个棋盘最多容纳 { $max } 个 { $what }；此棋盘有 { $count } 个
# A JSON text that ended inside the board object; `reason` (a message) is the JSON reader's. Fills in: $reason.
core-json-eof = 应为棋盘对象的其余部分，实际为文本结尾（{ $reason }）
# Text after the board object. Fills in: $found.
core-json-trailing = 棋盘对象之后应为文本结尾，实际为 { $found }
# A JSON syntax error; `reason` (a message) is the JSON reader's, "expected ...". Fills in: $found, $reason.
core-json-expected = { $reason }，实际为 { $found }
# Another JSON syntax error; `reason` (a message) is the JSON reader's. Fills in: $reason.
core-json-syntax = { $reason }
# A value of the wrong type; `found` (a message, or null) and `expected` (a message) describe it and the right one. Fills in: $expected, $found.
core-json-invalid-type = 无效的类型：{ $found }，应为 { $expected }
# A number that is not a square number; `found` and `expected` are messages. Fills in: $expected, $found.
core-json-invalid-value = 无效的值：{ $found }，应为 { $expected }
# A pair of the wrong length; `expected` is a message. Fills in: $expected, $found.
core-json-invalid-length = 无效的长度 { $found }，应为 { $expected }
# A pair with a third number.
core-json-third-number = 应为一对格号 [from, to]，实际出现了第三个数
# A key given twice. Fills in: $key.
core-json-duplicate-key = 字段 `{ $key }` 重复
# A null size.
core-json-null-size = "size" 为 null：请给出格数，或省略这个键以使用 100 格
# A key one letter or so from a board key, which would be ignored. Fills in: $key, $known.
core-json-near-key = 未知的键“{ $key }”：是不是想写“{ $known }”？（其他键会被忽略，它的值就会丢失）
# What was wrong, and in which key's value ("\"snakes\": invalid type: null, ..."). Fills in: $place, $reason.
core-json-in = { $place }：{ $reason }
# Where in a JSON board: the `number`th snake pair. Fills in: $number.
core-place-json-snake = "snakes" 的第 { $number } 对
# Where in a JSON board: the `number`th ladder pair. Fills in: $number.
core-place-json-ladder = "ladders" 的第 { $number } 对
# A LeetCode grid with too few rows. Fills in: $found, $n.
core-leetcode-rows = 应有 { $n } 行（网格为 n x n，每行 { $n } 个单元格），实际为 { $found }
# A LeetCode grid with too many rows. Fills in: $found, $n.
core-leetcode-grid-end = 应为结束 { $n } 行网格的 ']'（每行 { $n } 个单元格），实际为 { $found }
# A LeetCode row longer than the first. Fills in: $found, $n, $row.
core-leetcode-row-end = 第 { $row } 行应像第一行一样在 { $n } 个单元格后以 ']' 结束，实际为 { $found }
# A LeetCode row shorter than the first. Fills in: $found, $n, $row.
core-leetcode-row-short = 第 { $row } 行应与第一行一样有 { $n } 个单元格，实际为 { $found }
# A LeetCode grid over the largest width. Fills in: $column, $line, $max.
core-leetcode-too-wide = leetcode 棋盘，第 { $line } 行第 { $column } 列：网格最大为 { $max } x { $max }（10^7 格）
# A board to write as LeetCode whose size is not a square number. Fills in: $size.
core-leetcode-not-square = leetcode 格式只容纳 n x n 的棋盘；{ $size } 格不是平方数
# A size or columns line given twice; `what` is the keyword. Fills in: $line, $what.
core-parse-given-twice = { $what } 给出了两次（第一次在第 { $line } 行）
# A native grid over the largest board. Fills in: $column, $columns, $line, $max, $rows, $squares.
core-native-grid-too-big = native 棋盘，第 { $line } 行第 { $column } 列：{ $rows } x { $columns } 的网格有 { $squares } 格；棋盘最多 { $max } 格
# A native grid that does not fit the size given. Fills in: $columns, $fit, $place, $rows, $size.
core-native-grid-misfit = native 棋盘，{ $place }：{ $rows } x { $columns } 的网格与 size { $size } 不符：{ $size } 格按每行 { $columns } 格排列是 { $fit } 行
# A native jump without its end. Fills in: $found, $from.
core-native-jump-end = 应为从 { $from } 出发所到达的格，如 '{ $from } -> 6'，实际为 { $found }
# Expected: the end of the line after `what` (a message: the size, the number of ladders...). Fills in: $what.
core-parse-line-end-after = { $what }之后的行尾
# Native format: what the line ended after (`parse.line_end_after`), the `size` line's number.
core-native-the-size = 大小
# Native format: what the line ended after, the `columns` line's number.
core-native-the-columns = 列数
# Native format: what the line ended after, a `grid R x C` line.
core-native-the-grid = 网格
# Native format, expected: the number after the keyword `size`.
core-native-size-number = 'size' 之后的格数
# Native format, expected: the number after the keyword `columns`.
core-native-columns-number = 'columns' 之后的列数
# Native format, expected: the rows of a `grid` line.
core-native-grid-rows = 'grid' 之后的行数，如 'grid 10 x 10'
# Native format, expected: the `x` of a `grid` line.
core-native-grid-x = 行数与列数之间的 'x'，如 'grid 10 x 10'
# Native format, expected: the columns of a `grid` line.
core-native-grid-columns = 列数，如 'grid 10 x 10'
# Native format, expected: anything at all, in a text of only blanks and comments.
core-native-board = 一个棋盘（一行 'size N'、像 '16 -> 6' 这样的跳跃，或两者都有）
# Native format, expected: a line's statement (the keywords stay as they are).
core-native-statement = 'size N'、'columns C'、'grid R x C' 或像 '16 -> 6' 这样的跳跃
# Native format, expected: what may follow a jump on its line.
core-native-separator = 下一个跳跃前的 ',' 或 ';'，或行尾
# Native format, expected: the square after the keyword `kind` (`snake` or `ladder`). Fills in: $kind.
core-native-jump-start = { $kind ->
        [snake] 蛇
       *[ladder] 梯子
    }起点所在的格
# Native format, expected: a jump, after a `,` or `;`.
core-native-jump = 像 '16 -> 6' 这样的跳跃（或 'snake'/'ladder' 后跟一个跳跃）
# HackerRank, expected: the first line, the count of test cases.
core-hackerrank-number-of-cases = 测试用例的个数
# HackerRank, expected: the count of `jumps` (`ladders` or `snakes`) of test case `case`. Fills in: $case, $jumps.
core-hackerrank-number-of-jumps = 测试用例 { $case } 中{ $jumps ->
        [snakes] 蛇
       *[ladders] 梯子
    }的个数
# HackerRank: jump `number` of the `count` `kind` (`ladder` or `snake`) lines of test case `case`. Fills in: $case, $count, $kind, $number.
core-hackerrank-jump = 测试用例 { $case } 的第 { $number } { $kind ->
        [snake] 条蛇
       *[ladder] 架梯子
    }（共 { $count } { $kind ->
        [snake] 条
       *[ladder] 架
    }）
# HackerRank, expected: the line of `what` (a message: `hackerrank.jump`), two numbers. Fills in: $what.
core-hackerrank-pair = { $what }，格式为 '起点 终点'
# HackerRank, expected: the first number of `what` (a message: `hackerrank.jump`). Fills in: $what.
core-hackerrank-start-square = { $what }的起点格
# HackerRank, expected: the second number of `what` (a message: `hackerrank.jump`). Fills in: $what.
core-hackerrank-end-square = { $what }的终点格
# HackerRank, expected: nothing more after the one test case (`count` is 1) the text announced. Fills in: $count.
core-hackerrank-text-end-one = { $count } 个测试用例之后的文本结尾
# HackerRank, expected: nothing more after the `count` test cases (2 or more) the text announced. Fills in: $count.
core-hackerrank-text-end = { $count } 个测试用例之后的文本结尾
# HackerRank: what is counted over its limit (`hackerrank.count`'s `what`): test cases.
core-hackerrank-limit-cases = 测试用例
# HackerRank: what is counted over its limit: `jumps` (`ladders` or `snakes`) in one test case. Fills in: $jumps.
core-hackerrank-limit-jumps = 每个测试用例的{ $jumps ->
        [snakes] 蛇
       *[ladders] 梯子
    }
# LeetCode, expected: a cell of a grid.
core-leetcode-cell = -1 或一个格号
# LeetCode, expected: a grid, where there is none.
core-leetcode-grid = 像 [[-1,-1],[-1,3]] 这样的网格
# LeetCode, expected: what follows row `row` of a grid. Fills in: $row.
core-leetcode-after-row = 第 { $row } 行之后的 ',' 或 ']'
# LeetCode, expected: the bracket opening row `row`. Fills in: $row.
core-leetcode-row-start = 第 { $row } 行开头的 '['
# LeetCode, expected: what follows a cell of row `row`. Fills in: $row.
core-leetcode-in-row = 第 { $row } 行中的 ',' 或 ']'
# Ruby, expected: nothing more after the two hashes.
core-ruby-text-end = 梯子哈希之后的文本结尾
# Ruby, expected: the `brace` ('{') opening the `hash` (`snakes` or `ladders`) hash; `example` is one. Fills in: $brace, $example, $hash.
core-ruby-hash-start = { $hash ->
        [snakes] 蛇
       *[ladders] 梯子
    }哈希开头的 { $brace }，如 { $example }
# Ruby, expected: what follows a pair of the `hash` (`snakes` or `ladders`) hash; `brace` is '}'. Fills in: $brace, $hash.
core-ruby-hash-next = ',' 或结束{ $hash ->
        [snakes] 蛇
       *[ladders] 梯子
    }的 { $brace }
# Ruby, expected: a pair's first square in the `hash` (`snakes` or `ladders`) hash; `brace` is '}'. Fills in: $brace, $hash.
core-ruby-square = 一个格号或结束{ $hash ->
        [snakes] 蛇
       *[ladders] 梯子
    }的 { $brace }
# Ruby, expected: the arrow of a pair after its first square `from`. Fills in: $from.
core-ruby-arrow = { $from } 之后的 '=>'
# Ruby, expected: a pair's second square, where the jump from `from` lands. Fills in: $from.
core-ruby-leads-to = { $from } 所通往的格
# JSON, expected: a whole number (a board's size, a square).
core-json-whole = 0 到 4294967295 之间的整数
# JSON, expected: a jump.
core-json-pair = 一对格号 [from, to]，如 [16, 6]
# JSON, expected: the list of a board's snakes or ladders.
core-json-a-sequence = 一个列表
# JSON, expected: the board, where the text starts with something else; `example` is one. Fills in: $example.
core-json-board-object = 像 { $example } 这样的棋盘对象
# JSON, found: a list (`json.invalid_type`'s `found`).
core-json-sequence = 列表
# JSON, found: an object.
core-json-map = 对象
# JSON, found: true or false (`value`, as written). Fills in: $value.
core-json-boolean = 布尔值 { $value }
# JSON, found: a number with a fraction or exponent (`value`, as written). Fills in: $value.
core-json-float = 浮点数 { $value }
# JSON, found: a whole number (`value`, as written). Fills in: $value.
core-json-integer = 整数 { $value }
# JSON, found: a string (`value`, quoted). Fills in: $value.
core-json-string = 字符串 { $value }
# JSON, found: a long string, its first characters (`value`) and its length `count`. Fills in: $count, $value.
core-json-string-cut = 字符串 { $value }（已截断，共 { $count } 个字符）
# A JSON reader's reason (`reason`, a message) and where (`place`). Fills in: $place, $reason.
core-json-reason-at = { $place }：{ $reason }
# The JSON reader's reason: the text ended inside a value.
core-json-eof-value = 解析值时遇到文本结尾
# The JSON reader's reason: the text ended inside a string.
core-json-eof-string = 解析字符串时遇到文本结尾
# The JSON reader's reason: the text ended inside a list.
core-json-eof-list = 解析列表时遇到文本结尾
# The JSON reader's reason: the text ended inside an object.
core-json-eof-object = 解析对象时遇到文本结尾
# The JSON reader's reason: no value where one belongs.
core-json-expected-value = 应为一个值
# The JSON reader's reason: a misspelt `true`, `false` or `null`.
core-json-expected-ident = 应为 true、false 或 null
# The JSON reader's reason: a number written wrong.
core-json-invalid-number = 无效的数字
# The JSON reader's reason: a raw control character inside a string.
core-json-control-character = 字符串中有控制字符（\u0000-\u001F）
# The JSON reader's reason: a backslash escape that is not one.
core-json-invalid-escape = 无效的转义序列
# The JSON reader's reason: half of a surrogate pair.
core-json-lone-surrogate = 十六进制转义中有孤立的前导代理项
# The JSON reader's reason: a \u escape cut short.
core-json-hex-end = 十六进制转义意外结束
# The JSON reader's reason: lists or objects nested too deep.
core-json-recursion-limit = 嵌套层数过多
# The JSON reader's reason: a comma before a closing bracket.
core-json-trailing-comma = 多余的逗号
# The JSON reader's reason: no comma or `close` (the bracket closing the list or object). Fills in: $close.
core-json-expected-comma = 应为 `,` 或 { $close }
# The JSON reader's reason: an object key that is not a string.
core-json-key-string = 键必须是字符串
# The JSON reader's reason: no colon after a key.
core-json-expected-colon = 应为 `:`
# The JSON reader's reason: more after the value.
core-json-trailing-characters = 值之后有多余的字符
# A saved game's field `key` missing (`save.fields`'s `reason`). Fills in: $key.
core-save-missing = 缺少字段 `{ $key }`
# A saved game's part that is not an object; `found` says what it is. Fills in: $found.
core-save-not-object = 无效的类型：{ $found }，应为对象
# A saved game's field `key` that is not one; `keys` lists those there are. Fills in: $key, $keys.
core-save-unknown = 未知字段 `{ $key }`，应为 `{ $keys }` 之一
# A saved game's field `key` holding `found` (a message) instead of a whole number up to `max`. Fills in: $found, $key, $max.
core-save-not-whole = `{ $key }` 是 { $found }，而不是 0 到 { $max } 之间的整数
# A saved game's field `key` holding `found` instead of a list. Fills in: $found, $key.
core-save-not-list = `{ $key }` 是 { $found }，而不是列表
# A saved game's field `key` holding `found` instead of a string. Fills in: $found, $key.
core-save-not-string = `{ $key }` 是 { $found }，而不是字符串
# A saved game's field `key` holding `found` instead of true or false. Fills in: $found, $key.
core-save-not-flag = `{ $key }` 是 { $found }，而不是 true 或 false
# A saved game's jump of `count` numbers. Fills in: $count.
core-save-jump-length = `jumps` 中的一个跳跃有 { $count } 个数，而不是 2 个
# An option (`js.option_wrong`'s `expected`): a boolean.
core-expect-true-or-false = true 或 false
# An option: a string.
core-expect-string = 字符串
# An option: an object's property that can be read (a getter threw).
core-expect-readable = 可读的
# An option: the solver's randomness.
core-expect-fraction = 0 到 1 之间的数
# An option: a seed, the largest whole number JavaScript holds exactly.
core-expect-seed = 0 到 9007199254740991 之间的整数
# An option: a game's players.
core-expect-players = 玩家人数或名字列表
# An option: a range.
core-expect-range = [lo, hi]，两个数
# An option: a range of expected throws, or one number of them.
core-expect-range-or-number = [lo, hi]，两个数，或一个掷骰次数
# An option: a number of games to simulate.
core-expect-games = 整数个对局
# A simulation's argument (`js.whole`'s `what`): the number of its first game.
core-js-first-game = 第一局的编号
# A simulation's argument (`js.whole`'s `what`): how many games.
core-js-game-count = 局数
# A format name that is not one. Fills in: $formats, $found.
core-format-unknown = 格式必须是 { $formats } 之一，而不是 '{ $found }'
# A text that holds no board.
core-parse-no-board = 应为一个棋盘
# A text over the largest length. Fills in: $max, $size.
core-format-text-too-long = 棋盘文本最多 { $max } 字节（64 MiB），此文本有 { $size } 字节
# Several boards to write in a format of one board. Fills in: $count, $format.
core-format-one-board = { $format } 格式只能容纳恰好一个棋盘，而不是 { $count } 个
# No board to write. Fills in: $format.
core-format-no-board = 没有可写出的内容：{ $format } 格式至少需要一个棋盘
# More jumps than a board has squares, while reading. Fills in: $column, $format, $limit, $line.
core-parse-too-many-jumps = { $format } 棋盘，第 { $line } 行第 { $column } 列：最多 { $limit } 格的棋盘上有超过 { $limit } 条蛇和梯子（每格最多是一条蛇或梯子的起点）
# More jumps than the board has squares. Fills in: $count, $place, $size.
core-board-too-many-jumps = { $place }：{ $size } 格的棋盘上有 { $count } 条蛇和梯子（每格最多是一条蛇或梯子的起点）
# A jump declared a snake that goes up, or a ladder that goes down. Fills in: $jump.
core-board-wrong-way = { $jump } 方向反了
# A message placed in a board's text. Fills in: $detail, $place.
core-place-detail = { $place }：{ $detail }
# Where in a board: the format and a place. Fills in: $format, $place.
core-place-board-at = { $format } 棋盘，{ $place }
# Where in a board: the format alone. Fills in: $format.
core-place-board = { $format } 棋盘
# A message about the second of two jumps, naming where the first is. Fills in: $detail, $first.
core-place-first-at = { $detail }（第一条在{ $first }）
# A die of too many or no faces. Fills in: $faces, $max.
core-rule-faces = 骰子面数必须为 1 到 { $max }，而不是 { $faces }
# A die's faces that are not a number. Fills in: $found, $max.
core-rule-faces-text = 骰子面数必须是 1 到 { $max } 之间的整数，而不是 '{ $found }'
# A rule name that is not one. Fills in: $found.
core-rule-unknown = 未知规则 '{ $found }'（应为 start、overshoot、jumps 或 faces）
# A rule value that is not one of its choices; `what` names the rule. Fills in: $choices, $found, $what.
core-rule-choice = { $what } 必须是 { $choices } 之一，而不是 '{ $found }'
# A throw from a square or with a roll out of range. Fills in: $faces, $from, $roll, $size.
core-throw-range = 一次掷骰需要 0 到 { $size } 之间的格和 1 到 { $faces } 之间的点数，而不是第 { $from } 格和点数 { $roll }
# Too many or no players. Fills in: $count, $max.
core-game-players = 一局需要 1 到 { $max } 名玩家，而不是 { $count } 名
# A player's name too long. Fills in: $max, $player.
core-game-name-long = 玩家 { $player } 的名字超过 { $max } 个字符
# A player's name with a control character. Fills in: $player.
core-game-name-control = 玩家 { $player } 的名字包含控制字符
# Three sixes without sixes again.
core-game-three-sixes = “连续三个 6 点结束回合”需要“掷出 6 点再掷一次”规则：没有它，任何回合都不会掷两次
# A throw after the game was won. Fills in: $winner.
core-game-over = 对局已结束：{ $winner } 获胜
# A game that made its most throws. Fills in: $max.
core-game-moves = 一局最多掷 { $max } 次，而这一局已全部掷完，仍无人获胜
# A saved game that cannot be restored; `why` says why. Fills in: $why.
core-save-bad = 无法恢复这个已保存的对局：{ $why }
# A saved game that is not JSON; `reason` (a message) is the JSON reader's, with its place. Fills in: $reason.
core-save-not-json = 它不是有效的 JSON（{ $reason }）
# A saved game of another format version. Fills in: $reads, $version.
core-save-version = 它的格式版本为 { $version }，而此版本只能读取格式 { $reads }
# A saved game without its version.
core-save-no-version = 它没有格式版本 "v"
# A saved game without the fields expected; `reason` (a message) names the field. Fills in: $reason.
core-save-fields = 它缺少预期的字段（{ $reason }）
# A saved game of too many moves. Fills in: $max, $moves.
core-save-too-many-moves = 它记录了 { $moves } 步，超过一局最多的 { $max } 步
# A saved game whose board breaks a rule. Fills in: $error.
core-save-board = 它的棋盘无效（{ $error }）
# A saved game whose seed is not a number. Fills in: $seed.
core-save-seed = 它的种子 '{ $seed }' 不是整数
# A saved game with moves after its end. Fills in: $made, $moves.
core-save-won-early = 它记录了 { $moves } 步，但这局在 { $made } 步后就已分出胜负
# A saved game whose check value does not match.
core-save-altered = 它已被篡改或损坏（其校验值与重放的对局不符）
# Rules as messages name them (the values are the command's option values). Fills in: $faces, $jumps, $overshoot, $start.
core-rules-words = 起点 { $start }，超过终点时 { $overshoot }，蛇梯相接 { $jumps }，{ $faces } 面骰子
# No board found; `wanted` and `found` say what was sought and seen. Fills in: $attempts, $found, $rules, $seed, $wanted.
core-world-gave-up = 尝试了 { $attempts } 个棋盘后放弃（种子由 { $seed } 派生）：在规则（{ $rules }）下，没有一个棋盘{ $wanted }；{ $found }
# Sought: a minimum of exactly so many throws. Fills in: $throws.
core-world-wanted-exactly = 的最少掷骰次数恰好为 { $throws }
# Sought: a minimum in a range. Fills in: $hi, $lo.
core-world-wanted-range = 的最少掷骰次数在 { $lo } 到 { $hi } 之间
# Sought: a finishable board.
core-world-wanted-reach = 能让玩家到达最后一格
# Seen: every finishable board had one minimum. Fills in: $throws.
core-world-found-one = 所有能走完的棋盘，最少掷骰次数都是 { $throws }
# Seen: minimums in a range. Fills in: $hi, $lo.
core-world-found-range = 能走完的棋盘，最少掷骰次数在 { $lo } 到 { $hi } 之间
# Seen: no finishable board.
core-world-found-none = 没有一个能走完
# Seen: as `found`, and some boards not finishable. Fills in: $count, $found.
core-world-found-unfinished = { $found }，另有 { $count } 个无法走完
# Too many snakes for a board without ladders. Fills in: $most, $size, $snakes.
core-world-too-many-snakes = 没有梯子时，{ $size } 格的棋盘最多容纳 { $most } 条蛇（每个端点都要独占一格，而第 { $size } 格只能是梯顶）；要求的是 { $snakes } 条
# Too many snakes and ladders. Fills in: $asked, $ladders, $most, $size, $snakes.
core-world-too-many-jumps = { $size } 格的棋盘在每个端点独占一格时，最多容纳 { $most } 条蛇和梯子；要求的是 { $asked } 条（{ $snakes } 条蛇和 { $ladders } 架梯子）
# An empty range of minimum throws. Fills in: $hi, $lo.
core-world-min-empty = 最少掷骰次数的范围 { $lo } 到 { $hi } 为空（下限大于上限）
# A minimum of 0 throws.
core-world-min-zero = 每个棋盘至少要掷 1 次才能走完；最少掷骰 0 次是不可能的
# A minimum below what a die can do without ladders. Fills in: $faces, $floor, $hi, $square.
core-world-min-floor = 没有梯子时，{ $faces } 面骰子至少要掷 { $floor } 次才能到达第 { $square } 格；要求的却是最多 { $hi } 次
# As `world.min_floor`, when passing the last square wins. Fills in: $faces, $floor, $hi, $square.
core-world-min-floor-pass = 没有梯子时，{ $faces } 面骰子至少要掷 { $floor } 次才能到达或越过第 { $square } 格；要求的却是最多 { $hi } 次
# An expected length below what a die can do without ladders. Fills in: $advance, $faces, $floor, $hi, $size.
core-world-expected-floor = 没有梯子时，{ $faces } 面骰子平均每掷前进 { $advance } 格，因此无论蛇怎样布置，{ $size } 格上的一局平均至少要掷 { $floor } 次；要求的却是最多 { $hi } 次
# An expected length above what a die can take without snakes. Fills in: $advance, $ceiling, $faces, $lo, $size.
core-world-expected-ceiling = 没有蛇时棋子从不后退：{ $faces } 面骰子平均每掷前进 { $advance } 格，直到最后 { $faces } 格，之后每掷至少有 { $faces } 分之 1 的机会结束，因此无论梯子怎样布置，{ $size } 格上的一局平均最多要掷 { $ceiling } 次；要求的却是至少 { $lo }
# Expected turns that are not a range or a number. Fills in: $found.
core-world-expected-turns = 期望回合数必须是由两个数构成的范围 LO..HI（如 30..35），或一个要接近的掷骰次数，而不是 '{ $found }'
# An average game of no throws. Fills in: $found.
core-world-average = 平均一局必须是大于 0 的掷骰次数，而不是 { $found }
# A target of expected throws in a build without the analysis.
core-world-needs-analysis = 期望掷骰次数的目标范围需要分析功能，而此构建版本不包含它（请使用完整模块或命令行）
# A range of expected throws out of order. Fills in: $hi, $lo.
core-world-expected-range = 期望掷骰次数的范围必须是满足 0 <= lo <= hi 的两个数 lo..hi，而不是 { $lo }..{ $hi }
# An expected length under 1 throw. Fills in: $hi.
core-world-expected-zero = 每局至少要掷 1 次，因此期望局长不超过 { $hi } 次是不可能的
# The search stopped by Ctrl-C. Fills in: $evaluations, $hi, $lo.
core-world-stopped = 已停止（Ctrl-C）：尝试了 { $evaluations } 个棋盘，没有一个的期望局长在 { $lo } 到 { $hi } 次之间
# No board of the expected length found. Fills in: $evaluations, $found, $hi, $ladders, $lo, $rules, $seed, $size, $snakes.
core-world-gave-up-target = 尝试了 { $evaluations } 个棋盘后放弃（种子 { $seed }）：在规则（{ $rules }）下，{ $size } 格、{ $snakes } 条蛇和 { $ladders } 架梯子的棋盘中，没有一个的期望局长在 { $lo } 到 { $hi } 次之间；{ $found }
# As `world.gave_up_target`, when some boards missed the other demands. Fills in: $evaluations, $found, $hi, $ladders, $lo, $refused, $rules, $seed, $size, $snakes.
core-world-gave-up-target-refused = 尝试了 { $evaluations } 个棋盘后放弃（种子 { $seed }；其中 { $refused } 个未满足最少掷骰次数或能否到达终点的要求）：在规则（{ $rules }）下，{ $size } 格、{ $snakes } 条蛇和 { $ladders } 架梯子的棋盘中，没有一个的期望局长在 { $lo } 到 { $hi } 次之间；{ $found }
# Seen: the closest expected length. Fills in: $expected.
core-world-closest = 最接近的一个期望掷 { $expected } 次
# Seen: no board surely finishable.
core-world-none-sure = 没有一个能确保走完
# Seen: no board meeting the other demands.
core-world-none-met = 没有一个满足其他要求
# Too many players. Fills in: $max, $players.
core-analysis-players = 玩家数必须为 1 到 { $max }，而不是 { $players }
# Jump values of too large a board. Fills in: $jumps, $max, $size.
core-analysis-jump-values-work = 要在 { $size } 格的棋盘上计算 { $jumps } 条蛇和梯子的价值，每条都要求解一次棋盘，总计超过 { $max } 格
# Occupancy of too many throws. Fills in: $faces, $max, $size, $throws.
core-analysis-occupancy-work = 在 { $size } 格的棋盘上用 { $faces } 面骰子掷 { $throws } 次，需要推算超过 { $max } 格；请减少掷骰次数
# An occupancy series of too many numbers. Fills in: $count, $max, $values, $width.
core-analysis-occupancy-values = { $count } 个 { $width } 格的分布共有 { $values } 个数，超过 { $max } 个；请减少掷骰次数，或逐次查看
# The exact knock-off chain of too large a board. Fills in: $max, $size.
core-analysis-knock-off-squares = 两名玩家“撞回起点”的精确链只对不超过 { $max } 格的棋盘求解，而不是 { $size } 格：请改用模拟
# The exact knock-off chain of too many transitions. Fills in: $entries, $max.
core-analysis-knock-off-entries = 在此棋盘和骰子下，两名玩家“撞回起点”的链有 { $entries } 个转移，超过可精确求解的 { $max } 个：请改用模拟
# A simulation of too many games. Fills in: $games, $max.
core-simulate-games = 每次运行最多 { $max } 局，而不是 { $games } 局
# Three sixes without sixes again, in a simulation.
core-simulate-three-sixes = “连续三个 6 点结束回合”需要“掷出 6 点再掷一次”规则
# A range of game numbers out of order or too long. Fills in: $end, $first, $max.
core-simulate-range = 对局 { $first }..{ $end } 不是最多 { $max } 个对局编号的范围
# A simulation thread that failed.
core-simulate-thread = 一个模拟线程失败了
# A workload name that is not one. Fills in: $found, $names.
core-workload-unknown = 未知的工作负载 '{ $found }'（应为 { $names } 之一）
# A simulation workload of another size. Fills in: $size.
core-workload-size = 模拟工作负载使用 100 格的经典棋盘，而不是 { $size } 格
# A completion script that is not UTF-8.
core-cli-completion-utf8 = 补全脚本不是 UTF-8 文本
# An input file over the largest text. Fills in: $mib.
core-cli-input-too-large = 输入超过 { $mib } MiB
# An input that is not UTF-8; `byte` is the byte in hexadecimal. Fills in: $byte.
core-cli-not-utf8 = 字节 { $byte } 不是 UTF-8（请将棋盘保存为 UTF-8 文本）
# JSON that could not be written. Fills in: $reason.
core-cli-json = 无法写出 JSON：{ $reason }
# Rows times columns over a number. Fills in: $columns, $rows.
core-cli-grid-too-many = { $rows } x { $columns } 格太多了
# Generate without a size.
core-cli-generate-size = generate 需要 --size N，或 --rows R 和 --columns C
# Three sixes without sixes.
core-cli-three-sixes = '--three-sixes' 需要 '--sixes'：只有掷出 6 点可再掷一次时，连续三个 6 点才会结束回合
# Simulation sums that cannot be read back. Fills in: $reason.
core-js-sums-damaged = 模拟的汇总数据已损坏：{ $reason }
# A count that is not a whole number; `what` (a message) names it. Fills in: $found, $what.
core-js-whole = { $what } 必须是整数，而不是 { $found }
# A count out of range; `what` names it. Fills in: $found, $max, $what.
core-js-whole-range = { $what } 必须是 0 到 { $max } 之间的整数，而不是 { $found }
# A trace limit over its cap. Fills in: $cap, $limit.
core-js-trace-limit = limit 必须是 0 到 { $cap } 之间的整数，而不是 { $limit }
# A seed out of range. Fills in: $found, $max.
core-js-seed = 种子必须是 0 到 { $max } 之间的整数，而不是 { $found }
# A format the core module does not read. Fills in: $format.
core-js-full-module-format = { $format } 格式由完整模块（snakes_ladders_full）读写，而不是核心模块；核心模块只读取 native 格式
# The exact fraction asked for (`exact: true`) of the analysis module, which has no big rationals.
core-js-exact-full-module = 精确分数（exact: true）由完整模块（snakes_ladders_full）计算，而不是分析模块（snakes_ladders_markov）；分析模块不含其大有理数：请去掉 exact，或用完整模块分析
# A format the first paint does not read. Fills in: $format.
core-js-paint-format = 首次绘制只读取 native 格式；{ $format } 格式由完整模块读取
# A text without a board.
core-js-no-board = 文本中没有棋盘
# Options that are not an object; `what` names whose: `rule`, `game`, `analysis` or `simulation` (a translation words these by a selector), or the method's own name (`solve`, `bfsTrace`, `generate`). Fills in: $found, $what.
core-js-options-object = { $what ->
        [rule] 规则
        [game] 对局
        [analysis] 分析
        [simulation] 模拟
       *[other] { $what }
    } 选项必须是对象，而不是 { $found }
# An unknown option; `what` as in `js.options_object`. Fills in: $found, $keys, $what.
core-js-option-unknown = 未知的 { $what ->
        [rule] 规则
        [game] 对局
        [analysis] 分析
        [simulation] 模拟
       *[other] { $what }
    } 选项 '{ $found }'（应为 { $keys } 之一）
# An option of the wrong kind; `what` as in `js.options_object`, `expected` (a message) describes the right one. Fills in: $expected, $found, $key, $what.
core-js-option-wrong = { $what ->
        [rule] 规则
        [game] 对局
        [analysis] 分析
        [simulation] 模拟
       *[other] { $what }
    } 选项 '{ $key }' 必须是 { $expected }，而不是 { $found }
# A list option with a wrong entry; `what` as in `js.options_object`, `expected` (a message) describes the right one. Fills in: $entry, $expected, $found, $key, $what.
core-js-option-entry = { $what ->
        [rule] 规则
        [game] 对局
        [analysis] 分析
        [simulation] 模拟
       *[other] { $what }
    } 选项 '{ $key }' 必须是 { $expected }，但第 { $entry } 项是 { $found }
# A whole-number option out of range; `what` as in `js.options_object`. Fills in: $found, $hi, $key, $lo, $what.
core-js-option-whole = { $what ->
        [rule] 规则
        [game] 对局
        [analysis] 分析
        [simulation] 模拟
       *[other] { $what }
    } 选项 '{ $key }' 必须是 { $lo } 到 { $hi } 之间的整数，而不是 { $found }
# Too many players' names. Fills in: $count, $max.
core-js-players = 一局最多 { $max } 名玩家，而不是 { $count } 名
# Rows and columns out of range. Fills in: $columns, $max, $rows.
core-js-grid = { $rows } 行 x { $columns } 列必须构成 2 到 { $max } 格
# A world without a size.
core-js-size = 请给出 size，或同时给出 rows 和 columns
# minThrows that is not a range.
core-js-min-throws = minThrows 必须是 [lo, hi]，即满足 0 <= lo <= hi 的整数
# Jumps not in pairs.
core-js-jump-pairs = jumps 必须成对给出 [from, to, ...]
# A move: who threw what, then where the token went (`path`, itself a message). Fills in: $name, $path, $roll.
core-move-moved = { $name } 掷出 { $roll } 点：{ $path }。
# A throw past the last square under the "stay" rule; `place` says where the token stays. Fills in: $name, $place, $roll.
core-move-too-far = { $name } 掷出 { $roll } 点：会超过终点，只能留在{ $place }。
# The third highest throw in a row under the sixes-again rule: the turn ends, the token stays at `place`. Fills in: $name, $place, $roll.
core-move-third = { $name } 掷出 { $roll } 点：连续第三次掷出 { $roll } 点，{ $name } 的回合结束，留在{ $place }。
# Where a token stays: off the board, before square 1.
core-move-at-start = 起点
# Where a token stays: on a square. Fills in: $square.
core-move-on = 第 { $square } 格
# The walk of a throw from one square to another. Fills in: $from, $to.
core-move-walk = 从第 { $from } 格走到第 { $to } 格
# The walk of a throw from off the board to a square. Fills in: $to.
core-move-walk-from-start = 从起点走到第 { $to } 格
# A walk past the last square (`last`) and back, by the "bounce" rule. Fills in: $from, $last, $to.
core-move-bounce = 从第 { $from } 格走到第 { $last } 格后反弹回第 { $to } 格
# The same, from off the board. Fills in: $last, $to.
core-move-bounce-from-start = 从起点走到第 { $last } 格后反弹回第 { $to } 格
# What followed a move's walk: `path` so far, then `next` (a ladder, a snake, players sent back). Fills in: $next, $path.
core-move-then = { $path }，{ $next }
# After a walk: a ladder taken. Fills in: $to.
core-move-ladder = 顺着梯子爬到第 { $to } 格
# After a walk: a snake taken. Fills in: $to.
core-move-snake = 顺着蛇滑到第 { $to } 格
# After a walk: the rest of a chain of jumps too long to tell one by one. Fills in: $to.
core-move-chain = 再一路连续跳到第 { $to } 格
# The token landed on one other player's square, who goes back to the start (knock-off rule). Fills in: $names.
core-move-knocked-one = 落在 { $names } 所在的格子，将其送回起点
# The token landed on several players (`names`, a list), who go back to the start. Fills in: $names.
core-move-knocked-many = 落在 { $names } 所在的格子，将他们都送回起点
# A list of names: the first ones (`first`), then one more. Fills in: $first, $next.
core-move-names-comma = { $first }、{ $next }
# A list of names: all but the last (`first`), and the last. Fills in: $first, $last.
core-move-names-and = { $first }和{ $last }
# A winning move (`move`, the sentence), and the win. Fills in: $move, $name.
core-move-wins = { $move }{ $name } 获胜！
# A move (`move`) after which the same player throws again (sixes-again rule); "a" before the number in English. Fills in: $move, $name, $roll.
core-move-again = { $move }{ $name } 掷出 { $roll } 点，再掷一次。
# The same where English says "an" before the number (an 8, an 11, an 18). Fills in: $move, $name, $roll.
core-move-again-an = { $move }{ $name } 掷出 { $roll } 点，再掷一次。
# A throw that does not move the token (it would pass the last square under the "stay" rule).
core-throw-no-move = 不移动（会超过终点）
# A throw's walk from one square to the one it lands on. Fills in: $from, $to.
core-throw-walk = { $from } → { $to }
# A throw's walk from off the board. Fills in: $to.
core-throw-walk-from-start = 起点 → { $to }
# What followed a throw's walk: `path` so far, then `next` (a ladder or a snake). Fills in: $next, $path.
core-throw-then = { $path }，{ $next }
# A ladder taken on a throw. Fills in: $to.
core-throw-ladder = 经梯子升至 { $to }
# A snake taken on a throw. Fills in: $to.
core-throw-snake = 经蛇降至 { $to }
# The average game of one player (`value` throws, a figure) is an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-average-estimate = 平均 { $value } 次掷骰是估计值（已证明在 { $lo } 到 { $hi } 之间）。
# The average game of one player (`value` throws) is an estimate with no proven bound. Fills in: $value.
core-analysis-average-unbounded = 平均 { $value } 次掷骰是估计值：在这个棋盘上无法证明其误差的任何界限。
# Several players: the expected rounds (`value`) are an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-rounds-estimate = 期望轮数（{ $value }）是估计值（已证明在 { $lo } 到 { $hi } 之间）。
# Several players: the expected rounds (`value`) are an estimate with no proven bound. Fills in: $value.
core-analysis-rounds-unbounded = 期望轮数（{ $value }）是估计值：在这个棋盘上无法证明其误差的任何界限。
# Several players: the expected turns of all players together (`value`) are an estimate proven between `lo` and `hi`. Fills in: $hi, $lo, $value.
core-analysis-turns-estimate = 所有玩家合计的期望回合数（{ $value }）是估计值（已证明在 { $lo } 到 { $hi } 之间）。
# Several players: the expected turns of all players (`value`) are an estimate with no proven bound. Fills in: $value.
core-analysis-turns-unbounded = 所有玩家合计的期望回合数（{ $value }）是估计值：在这个棋盘上无法证明其误差的任何界限。
# A percentile is an estimate: `games` (a share of the games, a message) are over after about `throws` throws; `known` (a message) is what is proven of it. Fills in: $games, $known, $throws.
core-analysis-percentile-estimate = { $games }约在掷 { $throws } 次后结束，这是估计值（已证明：{ $known }）。
# A percentile is not known: when `games` (a share of the games, a message) are over; `known` is what is proven, `why` (a message) why no more is known. Fills in: $games, $known, $why.
core-analysis-percentile-not-known = { $games }何时结束未知（{ $known }）：{ $why }。
# What is proven of a percentile: between `lo` and `hi` throws. Fills in: $hi, $lo.
core-analysis-proven-between = 在 { $lo } 到 { $hi } 之间
# What is proven of a percentile: at least `lo` throws. Fills in: $lo.
core-analysis-proven-at-least = 至少 { $lo }
# A share of the games, at the start of a sentence (`analysis.percentile_estimate`).
core-analysis-games-quarter-first = 四分之一的对局
# A share of the games, inside a sentence (`analysis.percentile_not_known`).
core-analysis-games-quarter = 四分之一的对局
# A share of the games, at the start of a sentence.
core-analysis-games-half-first = 半数对局
# A share of the games, inside a sentence.
core-analysis-games-half = 半数对局
# A share of the games, at the start of a sentence.
core-analysis-games-three-quarters-first = 四分之三的对局
# A share of the games, inside a sentence.
core-analysis-games-three-quarters = 四分之三的对局
# A share of the games (90%), at the start of or inside a sentence.
core-analysis-games-nine-in-ten = 每 10 局中有 9 局
# A share of the games (95%), at the start of or inside a sentence.
core-analysis-games-nineteen-in-twenty = 每 20 局中有 19 局
# Several players' figures are not known; `why` (a message) says why. Fills in: $why.
core-analysis-odds-not-known = 胜率、期望轮数和所有玩家的回合数均未知：{ $why }。
# One player's expected throws are not given: the solver's answer failed its own check (a square came out with fewer than one throw to go, which no true answer has) on a board whose expectations are too large for 64-bit arithmetic; `throws` is the fewest throws that can finish, a proven lower bound. Fills in: $throws.
core-analysis-expected-failed = 至少 { $throws }；求解器的答案未通过自身检验，当棋盘的期望投掷次数大到 64 位运算无法处理时就会如此
# One player's expected throws are finite (every game ends) but above the largest 64-bit float.
core-analysis-expected-overflow = 超过 1.8 × 10^308 次投掷：每局都会结束，但平均值太大，64 位浮点数无法表示
# Several players' win chances are not proven.
core-analysis-wins-estimate = 胜率是估计值，未证明到 9 位有效数字。
# The knock-off figures come from a simulation.
core-analysis-knock-off-simulated = “撞回起点”规则下的数字来自模拟：是带 95% 区间的估计值。
# The knock-off figures are solved but not proven.
core-analysis-knock-off-estimate = “撞回起点”规则下的数字是估计值：联合链的求解未能证明到 9 位有效数字。
# The knock-off figures are not known; `why` (a message) says why. Fills in: $why.
core-analysis-knock-off-not-known = 撞回起点规则下的数字未知：{ $why }。
# Why the knock-off figures are not known: every game ends, yet the two win chances the joint chain's unproven solve gave sum to `sum` (a number, as "1.33 × 10^-20"), not 1. Fills in: $sum.
core-analysis-knock-off-disproved = 联合链的求解未通过自身检验：每局都会结束，但其胜率之和为 { $sum }
# Why the knock-off figures are not known: `unfinished` of the `games` simulated games had not ended after `rounds` rounds, though every game ends. Fills in: $games, $rounds, $unfinished.
core-analysis-knock-off-unfinished = { $games } 局模拟中有 { $unfinished } 局在 { $rounds } 轮后仍未结束：这么长的对局无法模拟
# Why figures are not known: the distribution stopped after `throws` throws with `share` (a percentage, or a message) of the games still going. Fills in: $share, $throws.
core-analysis-cut-short = 计算在第 { $throws } 次掷骰处停止，此时仍有 { $share } 的对局在进行，剩余部分尚未稳定为几何尾部
# A share of the games too small to write as a percentage.
core-analysis-share-almost-none = 几乎没有
# A share of the games too close to all of them to write as a percentage.
core-analysis-share-nearly-all = 略低于 100%
# Why the most likely length is not known; `throws` is how many throws were computed exactly. Fills in: $throws.
core-analysis-mode-not-known = 无法证明哪种长度最可能：有两种长度太接近而无法区分，或者在精确计算的 { $throws } 次掷骰之后的对局中可能有更可能的长度
# The tail of a very long game: after throw `throw`, each throw ends `rate` percent (a figure, such as 6.031 × 10^-21) of the games still going. Fills in: $rate, $throw.
core-analysis-tail = 第 { $throw } 次掷骰之后，每掷一次会结束仍在进行的对局中的 { $rate }%。
# The chance of the shortest game when it is above 0 but below the smallest number a computer writes.
core-analysis-chance-too-small = 大于 0%，但小到无法写出

# (end of the core's messages)

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
# A note about the board (from the solver), in the list under the board. $note: the note, in English for now.
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
# A link with a mistake, opened while a board is on screen. $error: what is wrong (in English for now).
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
# Under the table when the boards could not be solved. $error: why (in English for now).
answers-failed = 无法求解这些棋盘：{ $error }
# In the table's "Fewest throws" column, for a board whose last square no throw reaches.
answers-unreachable = 无法到达终点
# The button in each row of the table: shows that board and its path.
answers-show-path = 显示路径
# The same button, for screen readers. $board: the board's number in the text.
answers-show-path-of = 显示第 { $board } 个棋盘的路径

## Watch the search (the second board, under Solve)

# The search's board, for screen readers. $board: what the board is (in English for now), a whole sentence.
search-board-label = { $board } 按 Enter 键执行搜索的下一步。
# What the search's board calls the start, when tokens start on square 1 (the puzzles' rule).
search-start-one = 玩家从第 1 格出发
# What the search's board calls the start, when tokens start before square 1.
search-start-off = 起点，在棋盘外

## Play with others (why a board cannot be sent to a room)

# Opening a room when no board is on screen.
room-no-board = 屏幕上没有可供对局的棋盘。
# Opening a room with a board that cannot be written as text. $error: why (in English for now).
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
# Under the text box, when its text could not be read. $error: what is wrong (in English for now).
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
# The same, when the saved game cannot be read. $error: why (in English for now).
saved-game-unreadable = 无法读取已保存的对局（{ $error }），已将其丢弃。
# The same, when the saved game cannot be replayed. $error: why (in English for now).
saved-game-not-restored = 无法恢复已保存的对局（{ $error }），已将其丢弃。
# At the top of the page, when a link's game cannot be replayed. $error: why (in English for now).
link-game-not-replayed = 无法重放链接中的对局：{ $error }
# Under the game, when the players are changed during a game.
players-next-game = 玩家变更从下一次“新对局”起生效。
# Under the list of players. $most: the most players; $characters: the longest name.
players-note = 最多 { $most } 名玩家，每个名字最多 { $characters } 个字符。
# The same, when the page has fewer token colours than the solver takes players. $solver: the solver's most.
players-note-colours = 最多 { $most } 名玩家，每个名字最多 { $characters } 个字符（求解器最多支持 { $solver } 名；本页面只有 { $most } 种棋子颜色）。

## How long is a game? (the colouring by expected throws, on the page's board)

# The start area's label on the board while it is coloured by expected throws. $start: the
# start's own label (in English for now); $throws: the average throws from the start to the end.
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
# When the core cannot give the win chances. $why: its reason (in English for now).
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
sim-unfinished = { $count } 局始终没有结束（在 { $rounds } 轮后停止或卡住）。
# When no simulated game ended. $games: how many were played; $rounds: when a game is stopped.
sim-none-finished = { $games } 局中没有一局在 { $rounds } 轮内结束：这么长的对局无法模拟。

## Board, squares and moves (www/ui/, www/board/, www/tasks/path-walk.js, www/tasks/answer*)

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
# Under the chart's place, for a game too long to draw. $tail: the solver's sentence on how fast the last games end (in English).
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

# (end of the designer)

## The element and playing (www/widget/, www/tasks/game-session.js, www/tasks/online.js)

# (end of the element and playing)

## The core's messages (errors, warnings and narration, by code)

# (end of the core's messages)

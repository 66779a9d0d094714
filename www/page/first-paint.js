// The page's entry: draws the board the link names as soon as it can, then starts the page.
//
// The first load is this file, the board component (board-canvas.js, board-view.js), the link's
// reader (state.js) and the page's first wasm module (pkg/snakes_ladders_paint.js), which checks
// a board and reads the native format, and nothing else. The page itself (app.js: the task
// panels, the core module with every format, the solver, games, saved games and the world
// builder) is imported right after the board is drawn, and reads the link again with the core:
// what is drawn here is only a picture of the same board, and every answer comes from there.
// Everything the page fetches until it is ready is asked for at once, not found an import at a
// time (preloadWords, preloadUntilReady: at 100 ms a request, ready in 893 ms, not 1,091, the
// medians of 9 cold loads, bench/page-perf.mjs --latency 100).
// A board this module does not read (another format, a generated world, a text kept in the tab,
// a text with a mistake) waits for the core, which draws it or says what is wrong.
//
// The board is drawn at once, not on the next animation frame: the page's first frame (its
// text, without the board) is laid out before this module runs, and a drawing asked for on the
// next frame waited for that frame's raster, then went out a frame later. Drawn now, it goes out
// in the frame after the first. The classic board (an address without a link, or with one of a
// task and a language only) is drawn while this module is evaluated: it is a constant
// (classicDrawing), and such a load never fetches the paint module (the core, which the page
// needs anyway, is fetched a paint module's compile sooner).

import initPaint, { limits, textDrawing } from "../core/paint.js";
import { BoardCanvas } from "../board/canvas.js";
import { DARK, LIGHT, MAX_DRAWN_SQUARES, describeBoard } from "../board/view.js";
import { LINKED_TEXT, decodeHash, useLimits } from "./state.js";
import { $, S, FONT, classicDrawing, fitBoard, media, page, recordEarlyInput, showTask, startBase, startSquare } from "./page-state.js";
import { pageLanguage, setDocumentLanguage } from "./language.js";
import { language } from "../i18n/languages.js";

/** What a view's board is drawn from (`{size, columns, rows, jumps}`), or null when the core must read it. */
function firstDrawing(source) {
  try {
    if (source.kind === "classic") return classicDrawing();
    // A long text is read by the page as it always is (app.js), not twice.
    if (source.kind === "text" && source.text.length <= LINKED_TEXT) return textDrawing(source.text, source.format);
  } catch {
    // Another format, or a mistake: the core reads the text again and shows its error.
  }
  return null;
}

/** Draws the board of the link if this module can read it. */
function paintLinkedBoard() {
  useLimits(limits());
  let view;
  try {
    view = decodeHash(location.hash);
  } catch {
    return; // the page shows what is wrong with the link
  }
  paintFirstBoard(view, firstDrawing(view.source));
}

/** Shows the view's task and draws `drawing` (`{size, columns, rows, jumps}`, or null: none) now. */
function paintFirstBoard(view, drawing) {
  S.view = view;
  showTask(view.tab);
  if (!drawing || drawing.size > MAX_DRAWN_SQUARES) return;
  const board = S.boardView;
  board.setTheme(media.dark.matches ? DARK : LIGHT);
  board.start = startSquare();
  board.startLabel = startBase();
  board.setBoard(describeBoard(drawing.size, drawing.columns, drawing.rows, drawing.jumps));
  board.paint();
}

/** A part of a language's messages, as the build writes them (scripts/message-parts.mjs), next to the page's code. */
const wordsPart = (code, part) => new URL(`../i18n/parts/${code}.${part}.ftl`, import.meta.url);

/**
 * Asks now for the language's first messages (the shell waits for them), as the first board is
 * drawn, not once the messages' reader has loaded.
 */
function preloadWords(code) {
  const words = document.createElement("link");
  Object.assign(words, { rel: "preload", as: "fetch", crossOrigin: "anonymous" });
  words.href = wordsPart(code, "first").href;
  document.head.append(words);
}

/**
 * Asks, all at once, for what the shell needs before the page is ready: in the built site the
 * core's wasm, the shell's modules and the core's glue, which scripts/build.mjs lists in
 * `<template id="until-ready">`; those of them `selector` picks. Found by the imports, they came
 * a level at a time, each when the main thread was free to read the one before. The wasm is only
 * fetched (compiled when the shell starts), so it is asked for at once; the modules after the
 * frame that shows the board: the browser compiles each as it comes, and asked for before, they
 * held that frame back (the board shown 28 ms later, median of 15 cold loads; 32 ms at 100 ms a
 * request, for a page ready no sooner).
 */
function preloadUntilReady(selector) {
  const later = document.getElementById("until-ready");
  if (later instanceof HTMLTemplateElement) document.head.append(...later.content.querySelectorAll(selector));
}

/**
 * Whether the link names more than a task and a language (`#tab=play&lang=fr`, as a language
 * switch or a shared task leaves it): a board, rules or a game, which the paint module draws
 * first. A link of a task and a language shows the classic board, as the bare address does.
 */
function namesMore(hash) {
  try {
    return [...new URLSearchParams(hash.replace(/^#/, "")).keys()].some((k) => k !== "tab" && k !== "lang");
  } catch {
    return true;
  }
}

/** The view of a link that names at most a task and a language; the bare address's if it is wrong (the page then says what is). */
function taskAndLanguage(hash) {
  try {
    return decodeHash(hash);
  } catch {
    return decodeHash("");
  }
}

async function main() {
  // A paste or a press of Solve from now until the page is ready is kept and answered then.
  const stopRecording = recordEarlyInput();
  // The page's language and direction before anything is drawn; its messages load meanwhile.
  S.language = pageLanguage();
  setDocumentLanguage(S.language.code);
  preloadWords(S.language.code);
  const linked = namesMore(location.hash);
  // The core's wasm at once beside the classic board, drawn without any wasm; a linked board's
  // paint module comes first, alone. Not in a tab opened behind another: the shell starts after a
  // frame, which such a tab does not draw, and the browser would warn of a preload left unused.
  if (!linked && document.visibilityState === "visible") preloadUntilReady('link[rel="preload"]');
  S.wordsLoading = import("../i18n/messages.js").then((m) => m.loadPageMessages(S.language.code,
    (code, part) => m.fetchOnce(wordsPart(code, part), code)));
  S.wordsLoading.catch(() => {}); // the shell says what failed
  // The page's describeSquare once it is loaded; nothing is hovered before the first paint.
  S.boardView = new BoardCanvas({ frame: $("board-frame"), canvas: $("board-canvas"), tooltip: $("tooltip") }, {
    font: FONT, fit: fitBoard, describe: (n) => page.describeSquare?.(n) ?? "",
  });
  if (!linked) paintFirstBoard(taskAndLanguage(location.hash), classicDrawing());
  const shell = import("./app.js");
  // The core's door, fetched beside the shell rather than after it (app.js imports it): its glue
  // is then found a round trip sooner, as when the shell imported the glue itself.
  import("../core/core.js").catch(() => {});
  try {
    // The classic board is drawn without the paint module, which such an address never fetches.
    if (linked) {
      await initPaint();
      paintLinkedBoard();
    }
    // Start the page after the frame that shows the board.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    preloadUntilReady("link");
    // The first number formatted costs 25 to 35 ms (the browser's Intl sets up), and the shell
    // formats one before the page is ready (its players' seats): done now, while it may still
    // wait for its files, rather than after them (ready 50 ms sooner at 100 ms a request).
    new Intl.NumberFormat(language(S.language.code)?.locale).format(1);
  } catch {
    // No WebAssembly, or the module did not load: the page says so when its core fails too.
  }
  (await shell).start(stopRecording);
}

main();

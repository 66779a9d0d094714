// The page's entry: draws the board the link names as soon as it can, then starts the page.
//
// The first load is this file, the board component (board-canvas.js, board-view.js), the link's
// reader (state.js) and the page's first wasm module (pkg/snakes_ladders_paint.js), which checks
// a board and reads the native format, and nothing else. The page itself (app.js: the task
// panels, the core module with every format, the solver, games, saved games and the world
// builder) is imported right after the board is drawn, and reads the link again with the core:
// what is drawn here is only a picture of the same board, and every answer comes from there.
// A board this module does not read (another format, a generated world, a text kept in the tab,
// a text with a mistake) waits for the core, which draws it or says what is wrong.
//
// The board is drawn at once, not on the next animation frame: the page's first frame (its
// text, without the board) is laid out before this module runs, and a drawing asked for on the
// next frame waited for that frame's raster, then went out a frame later. Drawn now, it goes out
// in the frame after the first. The classic board (an address without a link) is drawn while this
// module is evaluated: it is a constant (classicDrawing), and such a load never fetches the paint
// module (the core, which the page needs anyway, is fetched a paint module's compile sooner).

import initPaint, { limits, textDrawing } from "../core/paint.js";
import { BoardCanvas } from "../board/canvas.js";
import { DARK, LIGHT, MAX_DRAWN_SQUARES, describeBoard } from "../board/view.js";
import { LINKED_TEXT, decodeHash, useLimits } from "./state.js";
import { $, S, FONT, classicDrawing, fitBoard, media, page, recordEarlyInput, showTask, startBase, startSquare } from "./page-state.js";
import { pageLanguage, setDocumentLanguage } from "./language.js";

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

async function main() {
  // A paste or a press of Solve from now until the page is ready is kept and answered then.
  const stopRecording = recordEarlyInput();
  // The page's language and direction before anything is drawn; its messages load meanwhile.
  S.language = pageLanguage();
  setDocumentLanguage(S.language.code);
  // The parts of its messages the build writes (scripts/message-parts.mjs), next to the page's code.
  S.wordsLoading = import("../i18n/messages.js").then((m) => m.loadPageMessages(S.language.code,
    (code, part) => m.fetchOnce(new URL(`../i18n/parts/${code}.${part}.ftl`, import.meta.url), code)));
  S.wordsLoading.catch(() => {}); // the shell says what failed
  // The page's describeSquare once it is loaded; nothing is hovered before the first paint.
  S.boardView = new BoardCanvas({ frame: $("board-frame"), canvas: $("board-canvas"), tooltip: $("tooltip") }, {
    font: FONT, fit: fitBoard, describe: (n) => page.describeSquare?.(n) ?? "",
  });
  const linked = location.hash.replace(/^#/, "") !== "";
  if (!linked) paintFirstBoard(decodeHash(""), classicDrawing());
  const shell = import("./app.js");
  // The core's door, fetched beside the shell rather than after it (app.js imports it): its glue
  // is then found a round trip sooner, as when the shell imported the glue itself.
  import("../core/core.js").catch(() => {});
  try {
    // The classic board is drawn without the paint module: an address without a link never fetches it.
    if (linked) {
      await initPaint();
      paintLinkedBoard();
    }
    // Start the page (and its core's fetch) after the frame that shows the board.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  } catch {
    // No WebAssembly, or the module did not load: the page says so when its core fails too.
  }
  (await shell).start(stopRecording);
}

main();

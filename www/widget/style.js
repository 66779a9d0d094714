// The shadow-DOM stylesheet of <snakes-ladders>, built once and adopted by every instance.
//
// A constructable stylesheet (new CSSStyleSheet + replaceSync + adoptedStyleSheets) is CSSOM,
// so a strict `style-src 'self'` policy allows it, where a <style> element or a style=""
// attribute would be blocked. The page styles the widget only through the custom properties
// and ::part() names documented in README ("Styling"); its own selectors cannot reach in.

export const CSS = `
:host {
  display: block;
  max-width: 100%;
  contain: layout paint style;
}
:host([hidden]) { display: none; }

.root {
  --_accent: var(--snakes-ladders-accent, #0072b2);
  --_accent-ink: var(--snakes-ladders-accent-ink, #ffffff);
  --_text: var(--snakes-ladders-text, #2b241c);
  --_text-soft: var(--snakes-ladders-text-soft, #5f5446);
  --_surface: var(--snakes-ladders-surface, #fffdf8);
  --_surface-2: var(--snakes-ladders-surface-2, #efe7d6);
  --_line: var(--snakes-ladders-line, #d9ccb4);
  --_error: var(--snakes-ladders-error, #9a3412);
  --_error-bg: var(--snakes-ladders-error-background, #fff1e8);
  --_radius: var(--snakes-ladders-radius, 12px);
  box-sizing: border-box;
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: var(--snakes-ladders-padding, 10px);
  border: 1px solid var(--_line);
  border-radius: var(--_radius);
  background: var(--_surface);
  color: var(--_text);
  /* Inherited properties are set here, so the page's text styles do not leak in. */
  font: 400 var(--snakes-ladders-font-size, 15px)/1.45 var(--snakes-ladders-font, ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-indent: 0;
  text-transform: none;
  text-shadow: none;
  white-space: normal;
  font-style: normal;
  cursor: auto;
  visibility: visible;
}
.root.dark {
  --_accent: var(--snakes-ladders-accent, #56b4e9);
  --_accent-ink: var(--snakes-ladders-accent-ink, #0b1620);
  --_text: var(--snakes-ladders-text, #ece6da);
  --_text-soft: var(--snakes-ladders-text-soft, #b3ab9c);
  --_surface: var(--snakes-ladders-surface, #1c1f26);
  --_surface-2: var(--snakes-ladders-surface-2, #2a2f39);
  --_line: var(--snakes-ladders-line, #3a3f4a);
  --_error: var(--snakes-ladders-error, #ffb38a);
  --_error-bg: var(--snakes-ladders-error-background, #3a2116);
  color-scheme: dark;
}
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }

/* The board keeps its numbering in every language: its frame is laid out left to right (a wide
   board scrolls from square 1's side) while the words around and on it follow the element's dir. */
.frame {
  position: relative;
  width: 100%;
  border-radius: calc(var(--_radius) - 4px);
  overflow: hidden;
  direction: ltr;
}
:host([dir="rtl"]) :is(.tooltip, .placeholder) { direction: rtl; }
.frame.loading {
  aspect-ratio: 1 / 1;
  max-height: 70vh;
  background: var(--_surface-2);
  display: grid;
  place-items: center;
  color: var(--_text-soft);
}
.frame.scroll { overflow-x: auto; }
canvas {
  display: block;
  margin: 0;
  touch-action: manipulation;
}
canvas:focus { outline: none; }
/* A win: confetti over the board (no pointer events), and the ranking under the status. */
.celebration { position: absolute; left: 0; top: 0; pointer-events: none; z-index: 2; }
.win-table { border-collapse: collapse; width: 100%; margin-top: 8px; font-size: 0.9em; font-variant-numeric: tabular-nums; }
.win-table caption { text-align: start; font-size: 0.9em; color: var(--_text-soft); padding-bottom: 4px; caption-side: top; }
.win-table th, .win-table td { padding: 3px 4px; text-align: end; border-bottom: 1px solid var(--_line); }
.win-table th[scope="row"], .win-table thead th:first-child { text-align: start; }
.win-table tbody tr:first-child { font-weight: 700; }
canvas:focus-visible { outline: 3px solid var(--_accent); outline-offset: -3px; }

.tooltip {
  position: absolute;
  left: 0;
  top: 0;
  max-width: min(300px, 90%);
  padding: 6px 10px;
  border-radius: 8px;
  background: var(--_text);
  color: var(--_surface);
  font-size: 0.87em;
  line-height: 1.35;
  pointer-events: none;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25);
}

.error {
  margin: 0;
  padding: 8px 12px;
  border-radius: 8px;
  border-inline-start: 4px solid var(--_error);
  background: var(--_error-bg);
  color: var(--_error);
  font-weight: 600;
  overflow-wrap: anywhere;
}
.error:empty { display: none; }
.error .kept {
  display: block;
  font-weight: 400;
  color: var(--_text-soft);
  font-size: 0.9em;
}

.work {
  margin: 0;
  padding: 6px 12px;
  border-radius: 8px;
  border-inline-start: 4px solid var(--_accent);
  background: var(--_surface-2);
  color: var(--_text);
}

.status {
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
}
.status:empty { display: none; }
.headline { font-weight: 700; font-size: 1.12em; }
.number {
  font-variant-numeric: tabular-nums;
  color: var(--_accent);
}
.detail { color: var(--_text-soft); }

.rolls {
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
}
.rolls li {
  min-width: 2em;
  padding: 1px 8px;
  border-radius: 999px;
  border: 1px solid var(--_line);
  background: var(--_surface-2);
  text-align: center;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
}
.rolls li.done {
  background: var(--_accent);
  border-color: var(--_accent);
  color: var(--_accent-ink);
}
.rolls li.current { outline: 2px solid var(--_text); outline-offset: 1px; }

.step { margin: 0; color: var(--_text-soft); min-height: 1.45em; }
.step:empty::before { content: "\\00a0"; }
/* solve mode's card (tasks/answer.js): the parts above, then each throw in words, folded */
.answer { display: grid; gap: inherit; min-width: 0; }
.path-text { font-size: 0.9em; min-width: 0; }
.throws summary { cursor: pointer; color: var(--_text-soft); font-weight: 600; }
.steps { margin: 4px 0 0; padding-inline-start: 2em; max-height: 14em; overflow: auto; }
.steps li { margin: 1px 0; padding: 0 4px; border-radius: 6px; }
.steps li.current { background: var(--_surface-2); box-shadow: inset 3px 0 0 var(--_accent); }
.more-steps { margin-top: 4px; }
.why { margin: 0; font-size: 0.9em; }

.players {
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px 14px;
}
.players li { display: inline-flex; align-items: center; gap: 6px; }
.players li.turn { font-weight: 700; }
/* Play with others (room): the form or the room, under the controls (tasks/online.js). */
.online-body { display: grid; gap: 6px; margin-top: 6px; }
.online-body[hidden] { display: none; }
.online-body .field { display: grid; gap: 2px; }
.online-body .inline-fields, .online-body .online-actions, .online-body .online-code { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.online-body .online-code strong { font-size: 1.3em; letter-spacing: 0.08em; }
.online-body .online-seats { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }
.online-body .online-seats li { display: flex; gap: 6px; align-items: center; }
.online-body .online-seats li.turn { font-weight: 700; }
.online-body .online-seats li.away .seat-state { color: var(--_error, #a63a00); }
.online-body .online-seats .swatch { width: 0.95em; height: 0.95em; border-radius: 50%; }
.online-body .online-log { margin: 0; padding-left: 1.2em; color: var(--_text-soft); }
.online-body .online-log li.refused, .online-body .error { color: var(--_error, #a63a00); }
.online-body .help, .online-body .small { color: var(--_text-soft); font-size: 0.9em; margin: 0; }
.online-body .check-row { display: flex; gap: 6px; align-items: center; }
.swatch {
  width: 0.95em;
  height: 0.95em;
  border-radius: 50%;
  border: 1.5px solid rgba(0, 0, 0, 0.55);
  background: var(--swatch, #888);
  flex: none;
}
.swatch.token {
  width: 1.45em;
  height: 1.45em;
  display: inline-grid;
  place-items: center;
  color: var(--swatch-ink, #000);
  font-size: 0.8em;
  font-weight: 700;
  line-height: 1;
}
.swatch.token::after { content: attr(data-label); }

.controls {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
}
button {
  font: inherit;
  font-weight: 600;
  margin: 0;
  min-height: 40px;
  min-width: 44px;
  padding: 6px 16px;
  border-radius: 10px;
  border: 1px solid var(--_line);
  background: var(--_surface-2);
  color: var(--_text);
  cursor: pointer;
  text-transform: none;
  letter-spacing: normal;
}
button:hover:not(:disabled) { border-color: var(--_text-soft); }
button:focus-visible { outline: 3px solid var(--_accent); outline-offset: 2px; }
button:disabled { opacity: 0.5; cursor: not-allowed; }
button.primary {
  background: var(--_accent);
  border-color: var(--_accent);
  color: var(--_accent-ink);
}

.visually-hidden {
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}

/* bfs mode (bfs-steps.js) and the spreading token (spread-view.js) */
.bfs, .spread { display: grid; gap: 6px; min-width: 0; }
.bfs[hidden], .spread[hidden] { display: none; }
.bfs-queue-box { display: flex; gap: 6px; align-items: baseline; min-width: 0; }
.bfs-queue-label { font-size: 0.8em; font-weight: 700; color: var(--_text-soft); flex: none; }
.bfs-queue { display: flex; flex-wrap: wrap; gap: 3px; list-style: none; margin: 0; padding: 0; min-height: 1.6em; font-variant-numeric: tabular-nums; }
.bfs-queue li { padding: 0 6px; border-radius: 6px; border: 1px solid var(--_line); background: var(--_surface-2); font-size: 0.9em; }
.bfs-queue li:first-child:not(.empty):not(.current):not(.later) { border-color: var(--_accent); font-weight: 700; }
.bfs-queue li.new { border-style: dashed; border-color: var(--_text-soft); }
.bfs-queue li.current { background: var(--_accent); color: var(--_accent-ink); border-color: var(--_accent); }
.bfs-queue li.later { opacity: 0.6; }
.bfs-queue li.more, .bfs-queue li.empty { border: 0; background: none; color: var(--_text-soft); }
.bfs-status, .bfs-order, .spread p { margin: 0; }
.bfs-order, .spread .spread-note { font-size: 0.85em; color: var(--_text-soft); }
.bfs-controls, .spread-controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.bfs-option, .spread-controls label { display: inline-flex; gap: 4px; align-items: center; font-size: 0.9em; white-space: nowrap; }
select { font: inherit; min-height: 32px; border-radius: 8px; border: 1px solid var(--_line); background: var(--_surface); color: var(--_text); }
.spread input[type=range] { flex: 1 1 10em; min-width: 8em; accent-color: var(--_accent); }
.spread .spread-facts { font-variant-numeric: tabular-nums; }

/* Figures in boxes, a label over each (the analyze and design modes' cards): as many columns
   of at least --_stat-min as fit. */
.stats {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(var(--_stat-min, 9em), 1fr));
  gap: 6px;
  margin: 0;
}
.stats > div { padding: 6px 10px; border-radius: 8px; background: var(--_surface-2); min-width: 0; }
@media (prefers-reduced-motion: no-preference) {
  .rolls li { transition: background-color 0.2s, color 0.2s; }
}
@media (forced-colors: active) {
  .rolls li.done { forced-color-adjust: none; }
}
`;

/** The constructable sheets made so far, by their text: one per stylesheet, shared by every instance. */
const sheets = new Map();

/**
 * Styles a shadow root with `css` (the element's own by default; a mode's, loaded with it):
 * one shared constructable sheet per text where the browser has them; an old browser without
 * them gets a <style> element (which a strict CSP would block, unstyled but working).
 */
export function adoptStyles(root, css = CSS) {
  if ("adoptedStyleSheets" in Document.prototype && "replaceSync" in CSSStyleSheet.prototype) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement("style");
  style.textContent = css;
  root.prepend(style);
}

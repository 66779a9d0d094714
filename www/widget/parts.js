// The parts of <snakes-ladders>'s shadow DOM, each with its `part` name for the page's
// ::part() styles: the board's frame, canvas and tooltip, the error and work lines, the play
// parts, the boxes the analysis and the search show in, the buttons and the live region. Solve
// mode's parts (status, rolls, step and its buttons) are its card's (tasks/answer/card.js).
// They are built without words; wordParts() puts the element's language's words in them.

import { el } from "../ui/dom.js";

/** The buttons, by name: their class. Each mode offers some of them (MODES in modes.js). */
const BUTTONS = { roll: "primary", newGame: "" };

/** Builds the element's parts (all hidden but the frame), their container `root` holding them in order. */
export function buildParts() {
  const hidden = (node) => {
    node.hidden = true;
    return node;
  };
  const canvas = hidden(el("canvas", {
    part: "board", tabindex: "0", role: "application", width: "0", height: "0",
  }));
  const tooltip = hidden(el("div", { class: "tooltip", part: "tooltip", "aria-hidden": "true" }));
  const frame = el("div", { class: "frame loading", part: "frame" }, canvas, tooltip);
  frame.append(el("span", { class: "placeholder" }));
  const buttons = {};
  for (const [name, cls] of Object.entries(BUTTONS)) {
    buttons[name] = hidden(el("button", { type: "button", part: `button ${name}-button`, class: cls }));
  }
  const parts = {
    canvas, tooltip, frame, buttons,
    // What a worker is doing for this widget (reading a long text, solving a big board): above
    // the board, which may be taller than the screen.
    work: hidden(el("p", { class: "work", part: "work", role: "status" })),
    error: hidden(el("p", { class: "error", part: "error" })),
    status: el("p", { class: "status", part: "status" }),
    players: hidden(el("ul", { class: "players", part: "players" })),
    analysisBox: el("div", { class: "analysis-box" }),
    bfsBox: el("div", { class: "bfs-box" }),
    controls: hidden(el("div", { class: "controls", part: "controls", role: "group" }, ...Object.values(buttons))),
    live: el("div", { class: "visually-hidden", "aria-live": "polite", "aria-atomic": "true", part: "live" }),
  };
  const root = el("div", { class: "root", part: "container" },
    parts.work, frame, parts.error, parts.status, parts.players, parts.analysisBox, parts.bfsBox,
    parts.controls, parts.live);
  return { ...parts, root };
}

/** Puts `words` (the element's language's Messages) in the parts: their labels and the buttons' text. */
export function wordParts(parts, words) {
  const { canvas, frame, buttons, players, controls } = parts;
  canvas.setAttribute("aria-roledescription", words.t("widget-board-role"));
  // Until a board is read: the element then labels it with its size, snakes and ladders.
  canvas.setAttribute("aria-label", words.t("widget-board-label"));
  const placeholder = frame.querySelector(".placeholder");
  if (placeholder) placeholder.textContent = words.t("widget-loading");
  buttons.roll.textContent = words.t("widget-roll");
  buttons.newGame.textContent = words.t("widget-new-game");
  players.setAttribute("aria-label", words.t("widget-players-label"));
  controls.setAttribute("aria-label", words.t("widget-controls-label"));
}

/** The frame once something shows in it (the board, or an error instead): no placeholder. */
export function loaded(frame) {
  frame.classList.remove("loading");
  frame.querySelector(".placeholder")?.remove();
}

/** Shows `text` in the error part, with the note (in `words`) that the last good board stays when `kept`; hides it for "". */
export function showError(box, text, kept, words) {
  box.hidden = text === "";
  box.replaceChildren();
  if (text === "") return;
  box.append(document.createTextNode(text));
  if (kept) box.append(el("span", { class: "kept", text: words.t("widget-error-kept") }));
}

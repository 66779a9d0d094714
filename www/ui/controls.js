// The page's controls: small DOM helpers for the live region, the die, the players editor,
// the solution text, the legend and the game log. Every piece of text goes in with
// textContent; nothing a person typed ever becomes markup.

import { distanceColor, SEATS, UNREACHABLE } from "../board/view.js";
import { el } from "./dom.js";
import { seatName } from "./words.js";
import { MAX_NAME } from "../page/state.js";

/** Says something in the polite live region (repeating a message still announces it). */
export function announce(region, text) {
  region.textContent = "";
  // A fresh text node on the next frame makes screen readers read repeated messages again.
  requestAnimationFrame(() => { region.textContent = text; });
}

// ---- the die

const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/** Builds the die's nine pip slots once. */
export function setupDie(die) {
  die.replaceChildren(...Array.from({ length: 9 }, () => el("span", { class: "pip" })), el("span", { class: "die-number" }));
}

/** Shows a face: pips for 1..6, the number for bigger dice; null shows a blank die. `words`: the host's Messages (the die's label). */
export function showDie(words, die, value) {
  const pips = PIPS[value] || [];
  const slots = die.querySelectorAll(".pip");
  slots.forEach((p, i) => p.classList.toggle("on", pips.includes(i)));
  die.querySelector(".die-number").textContent = value && !PIPS[value] ? String(value) : "";
  die.setAttribute("aria-label", value ? words.t("controls-die-showing", { value }) : words.t("controls-die-blank"));
}

/** Tumbles the die through random faces, then shows `value`. Resolves when it has settled, or as soon as `signal` aborts (the face is then the caller's to show). */
export function tumbleDie(words, die, value, faces, { reduced = false, speed = 1, signal = null } = {}) {
  if (reduced) { showDie(words, die, value); return Promise.resolve(); }
  const total = 520 / speed;
  const start = performance.now();
  die.classList.add("rolling");
  return new Promise((resolve) => {
    let last = 0;
    const tick = (now) => {
      if (signal?.aborted) {
        // Stopped (an undo): the die keeps what its caller shows next, not this throw.
        die.classList.remove("rolling");
        resolve();
        return;
      }
      if (now - start >= total) {
        die.classList.remove("rolling");
        showDie(words, die, value);
        resolve();
        return;
      }
      if (now - last > 75) {
        last = now;
        showDie(words, die, 1 + Math.floor(Math.random() * Math.min(faces, 6)));
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

// ---- players

/** Player seats: names and token colours (board-view.js SEATS, shared with the widget). */
export const PLAYER_COLOURS = SEATS;

/**
 * Draws the players editor, in `words` (the host's Messages): one row per player with a colour
 * swatch, a name field, a human/computer choice and a remove button (off at `min` players).
 * `onChange(players)` gets the edited list.
 */
export function renderPlayers(words, list, players, { min }, onChange) {
  const rows = players.map((p, i) => {
    const colour = PLAYER_COLOURS[i];
    const nameId = `player-${i + 1}-name`, typeId = `player-${i + 1}-type`;
    const name = el("input", {
      id: nameId, type: "text", value: p.name, maxlength: String(MAX_NAME), autocomplete: "off",
      spellcheck: "false", "data-player": String(i),
      onchange: (e) => {
        const v = e.target.value.trim() || seatName(words, i);
        e.target.value = v;
        const next = players.map((q, k) => (k === i ? { ...q, name: v } : q));
        onChange(next);
      },
    });
    const type = el("select", {
      id: typeId,
      onchange: (e) => onChange(players.map((q, k) => (k === i ? { ...q, type: e.target.value } : q))),
    }, el("option", { value: "human", text: words.t("controls-human") }), el("option", { value: "computer", text: words.t("controls-computer") }));
    type.value = p.type;
    const remove = el("button", {
      type: "button", class: "icon-button", "aria-label": words.t("controls-remove-player", { seat: i + 1 }),
      disabled: players.length <= min, text: "✕",
      onclick: () => onChange(players.filter((_, k) => k !== i)),
    });
    return el("li", { class: "player-row" },
      swatch(colour.color),
      el("label", { for: nameId, class: "visually-hidden", text: words.t("controls-player-name", { seat: i + 1, colour: colour.colour }) }),
      name,
      el("label", { for: typeId, class: "visually-hidden", text: words.t("controls-player-type", { seat: i + 1 }) }),
      type,
      remove);
  });
  list.replaceChildren(...rows);
}

function swatch(color) {
  const s = el("span", { class: "swatch", "aria-hidden": "true" });
  s.style.setProperty("--swatch", color); // CSSOM, so a strict style-src policy allows it
  return s;
}

/** Fills the distance legend, in `words`: a colour ramp from far to the end, and the unreachable pattern. */
export function renderLegend(words, container, theme, distances) {
  let max = 0, unreachable = false;
  for (let n = 1; n < distances.length; n++) {
    if (distances[n] === UNREACHABLE) unreachable = true;
    else max = Math.max(max, distances[n]);
  }
  const stops = [];
  for (let k = 0; k <= 8; k++) stops.push(distanceColor(theme, Math.round((max * (8 - k)) / 8), max));
  const ramp = el("span", { class: "ramp", "aria-hidden": "true" });
  ramp.style.background = `linear-gradient(to right, ${stops.join(", ")})`;
  const parts = [
    el("span", { class: "legend-title", text: words.t("controls-legend-title") }),
    max > 0 ? el("span", { class: "legend-scale" }, el("span", { text: words.t("controls-legend-far", { max }) }), ramp, el("span", { text: words.t("controls-legend-finish") }))
      : el("span", { text: words.t("controls-legend-only-finish") }),
  ];
  if (unreachable) {
    parts.push(el("span", { class: "legend-unreachable" },
      el("span", { class: "hatch", "aria-hidden": "true" }), words.t("controls-legend-unreachable")));
  }
  container.replaceChildren(...parts);
}

/** Adds a line to the game log and keeps the newest in view. */
export function appendLog(list, text) {
  const item = el("li", { text });
  list.append(item);
  // Scrolls only the list: scrollIntoView also scrolled the window, a little each move, until a
  // phone's pinned board covered the Roll button.
  list.scrollTop = list.scrollHeight;
  return item;
}

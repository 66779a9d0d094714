// What the page's game has beyond its moves, loaded once the page is ready (page/play-host.js
// loadPlayExtras), so that none of it is fetched before: the sounds (ui/sound.js) with the switch
// the page remembers, and a game's end: the confetti (board/celebrate.js, still under reduced
// motion) and the ranking with each player's figures (ui/win.js); the win sound is the game
// session's (tasks/game-session.js), as in the element.

import { el } from "../ui/dom.js";
import { $, S, grouped, reduced, t } from "./page-state.js";
import { NO_WORDS } from "../i18n/messages.js";

/** Loads the sounds, the confetti and the figures; puts the sound switch beside Undo. */
export async function playExtras() {
  const [sound, celebrate, win] = await Promise.all([import("../ui/sound.js"), import("../board/celebrate.js"), import("../ui/win.js")]);
  const sounds = new sound.GameSounds({ muted: sound.soundMuted() });
  const toggle = el("button", { type: "button", id: "sound-toggle", "aria-pressed": String(!sounds.muted) });
  const show = () => {
    toggle.setAttribute("aria-pressed", String(!sounds.muted));
    toggle.textContent = sounds.muted ? t("play-sound-off") : t("play-sound-on");
  };
  toggle.addEventListener("click", () => {
    sounds.muted = !sounds.muted;
    sound.rememberSound(sounds.muted);
    show();
  });
  show();
  $("undo-button").after(toggle);

  /** The celebration on the board, while it shows. */
  let party = null;
  const hideWin = () => {
    party?.stop();
    party = null;
    document.getElementById("win-panel")?.remove();
  };
  /** The game's end: the confetti and the ranking (`quiet`: a game restored won, without confetti; the session plays the win sound). */
  const showWin = (game, { quiet = false } = {}) => {
    hideWin();
    const names = S.setup.players.map((p) => p.name);
    if (!quiet) party = celebrate.celebrate($("board-frame"), { reduced: reduced() });
    const summary = win.gameSummary(game, names);
    const panel = el("section", { id: "win-panel", class: "win-panel", "aria-labelledby": "win-heading" },
      el("h3", { id: "win-heading", text: t("win-heading", { name: names[game.winner] }) }),
      win.summaryTable(S.words ?? NO_WORDS, summary, { caption: t("win-caption"), grouped }));
    $("game-message").before(panel);
  };
  return { sounds, showWin, hideWin };
}

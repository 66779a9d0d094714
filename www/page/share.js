// Sharing the view and showing it big (issue 35, item 4): beside the task buttons, Share (the system's
// share sheet where the browser has one, else the link copied), QR code (the current link as a
// QR code, so a board or a game in progress moves to a tablet or phone by its camera) and Full
// screen (the board and the task, for a classroom projector or a tablet).
//
// Loaded by the shell (app.js) once the page is ready, which builds the buttons: the first load
// carries none of this. The link is the page's own (app.js syncHash), so what is shared is
// exactly the view on screen: the board, the rules, a game from its seed and moves.
//
// The QR code is drawn by qrcode-generator (npm, MIT; `npm run build` copies its ES module to
// www/vendor/), on a canvas, dark modules on white with the standard quiet zone.

import { el, loadOnce } from "../ui/dom.js";
import { t } from "./page-state.js";

/** The most a QR code holds: 2,953 bytes (version 40, error correction L). */
export const QR_MAX_BYTES = 2953;
/** Where the build puts the QR library (a URL, so nothing is fetched until a code is asked for). */
const QR_LIBRARY = new URL("../vendor/qrcode-generator.mjs", import.meta.url).href;

/** qrcode-generator's factory, loaded on first use. */
const loadQr = loadOnce(() => import(QR_LIBRARY).then((m) => m.default));

/**
 * Builds the tools into `into` (the row of task buttons, at its end: never under the board,
 * which a phone pins at the top during a game). `link()` brings the page's link up to date and returns it;
 * `words()` says what the view is ("This board: the fewest throws are 7."), for the share sheet;
 * `fullScreen` is the element shown full screen (the page: its task buttons, with this one to
 * leave, the board and the task).
 */
export function shareTools({ into, link, words, fullScreen }) {
  const status = el("span", { id: "share-status", class: "small", "aria-live": "polite" });
  const share = el("button", { type: "button", id: "share-button", text: t("share-button") });
  const qr = el("button", { type: "button", id: "qr-button", text: t("qr-button"), "aria-haspopup": "dialog" });
  const full = el("button", { type: "button", id: "fullscreen-button", text: t("fullscreen-button"), "aria-pressed": "false" });
  const tools = el("div", { class: "board-tools", role: "group", "aria-label": t("board-tools-label") }, share, qr, full, status);
  into.append(tools);

  share.addEventListener("click", () => shareView(link(), words(), status));
  qr.addEventListener("click", () => showQr(link(), qr));
  if (!document.fullscreenEnabled) full.hidden = true;
  full.addEventListener("click", () => toggleFullScreen(fullScreen));
  document.addEventListener("fullscreenchange", () => {
    const on = document.fullscreenElement === fullScreen;
    full.setAttribute("aria-pressed", String(on));
    full.textContent = on ? t("fullscreen-leave") : t("fullscreen-button");
    document.body.classList.toggle("full-screen", on);
  });
  return tools;
}

/** The system's share sheet where there is one; the link copied where there is none. */
async function shareView(url, text, status) {
  status.textContent = "";
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: document.title, text, url });
      return;
    } catch (e) {
      if (e && e.name === "AbortError") return; // the person closed the sheet
      // Refused (no user gesture left, a data type it will not take): copy instead.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    status.textContent = t("link-copied");
  } catch {
    status.textContent = t("link-copy-yourself");
  }
}

/** The link's QR code in a dialog, or why there is none. Focus returns to `opener` on close. */
async function showQr(url, opener) {
  const bytes = new TextEncoder().encode(url).length;
  const close = el("button", { type: "button", class: "primary", text: t("qr-close") });
  const caption = el("p", { class: "small qr-caption" });
  const dialog = el("dialog", { id: "qr-dialog", class: "qr-dialog", "aria-labelledby": "qr-heading" },
    el("h2", { id: "qr-heading", text: t("qr-heading") }));
  if (bytes > QR_MAX_BYTES) {
    caption.textContent = t("qr-too-long", { bytes, max: QR_MAX_BYTES });
    dialog.append(caption, close);
  } else {
    let canvas;
    try {
      canvas = drawQr(await loadQr(), url);
    } catch (e) {
      caption.textContent = t("qr-failed", { error: e && e.message ? e.message : String(e) });
    }
    if (canvas) caption.textContent = t("qr-caption");
    dialog.append(...(canvas ? [canvas] : []), caption, close);
  }
  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => {
    dialog.remove();
    opener.focus();
  });
  document.getElementById("qr-dialog")?.remove();
  document.body.append(dialog);
  dialog.showModal();
}

/** The QR code of `text` on a canvas: 4 modules of white around it, each module `scale` pixels. */
function drawQr(qrcode, text) {
  const code = qrcode(0, "L");
  code.addData(unescape(encodeURIComponent(text)), "Byte"); // UTF-8, as the library's Byte mode reads it
  code.make();
  const n = code.getModuleCount(), quiet = 4;
  const scale = Math.max(2, Math.floor(320 / (n + 2 * quiet)));
  const side = (n + 2 * quiet) * scale;
  const canvas = el("canvas", { width: side, height: side, class: "qr-code", role: "img", "aria-label": t("qr-image", { link: `${text.slice(0, 80)}${text.length > 80 ? "…" : ""}` }) });
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, side, side);
  ctx.fillStyle = "#000000";
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) if (code.isDark(r, c)) ctx.fillRect((c + quiet) * scale, (r + quiet) * scale, scale, scale);
  }
  return canvas;
}

/** The QR code of `url` on a canvas (the library loaded on first use), for a room's link. */
export async function qrCanvas(url) {
  return drawQr(await loadQr(), url);
}

/** Shows `target` full screen, or leaves full screen. */
async function toggleFullScreen(target) {
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await target.requestFullscreen({ navigationUI: "hide" });
  } catch {
    // Refused (an embedded frame without allowfullscreen): the page stays as it is.
  }
}

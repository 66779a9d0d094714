// The installed app: the service worker that keeps the page working offline, and the note that
// a new version is ready. Loaded by the shell (app.js) once the page is ready, so it costs the
// first load nothing.
//
// Only the built site has a service worker: `npm run build` writes dist/sw.js (Workbox's
// generateSW precaches the page, its modules, the three wasm modules and the icons) and names it
// in dist/index.html (<meta name="service-worker">). The development server (`npm start`) has
// none, so an edit shows on reload. The element's package has none either: a page that embeds
// <snakes-ladders> gains no service worker.
//
// A new version waits until the person presses Reload: it never replaces a page in use, and a
// game in progress is kept in localStorage (state.js) and comes back after the reload.

import { $, t } from "./page-state.js";
import { el } from "../ui/dom.js";

/** Registers the built site's service worker and offers each new version it finds. */
export async function keepOffline() {
  const meta = document.querySelector('meta[name="service-worker"]');
  if (!meta || !("serviceWorker" in navigator)) return null;
  let registration;
  try {
    registration = await navigator.serviceWorker.register(new URL(meta.getAttribute("content"), document.baseURI), { scope: "./" });
  } catch {
    return null; // a browser that refuses (private mode, blocked): the page works online as before
  }
  // A version found now, or later: installed while an older one controls this page.
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
    });
  });
  // A page open for days still hears of a new version: look again whenever it is shown.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => {});
  });
  return registration;
}

/**
 * Shows "A new version is ready" under the page's header, with Reload, which lets `worker` take
 * over and reloads. Nothing happens until it is pressed.
 */
function offerUpdate(worker) {
  if ($("update-banner")) return;
  const reload = el("button", { type: "button", id: "update-reload", text: t("update-reload") });
  const banner = el("p", { id: "update-banner", class: "banner update-banner", role: "status" },
    t("update-ready"), reload);
  reload.addEventListener("click", () => {
    reload.disabled = true;
    reload.textContent = t("update-reloading");
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    worker.postMessage({ type: "SKIP_WAITING" });
  });
  $("page-error").after(banner);
}

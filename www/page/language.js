// The page's language (issue 37): the link's (`#lang=fr`), else the one chosen on this device
// before, else the first of the browser's languages the page speaks, else English. Read by the
// first paint (which sets the page's `lang` and direction before anything is drawn) and by the
// shell, which loads the messages and offers the switch. Choosing a language keeps it on the
// device and in the page's link, and reloads the page in it (the game, the board and the view
// are kept in the link and the device, as on any reload).

import { LANGUAGES, language, negotiate } from "../i18n/languages.js";

const KEY = "snakes-ladders/lang";

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the choice lasts as long as the link that carries it
  }
}

/** The language chosen on this device before, or null. */
export function storedLanguage() {
  return language(storage()?.getItem(KEY) ?? null)?.code ?? null;
}

/**
 * The page's language: `{code, chosen}`, `chosen` when it came from the link or a choice made
 * here (it then goes into links this page writes) rather than from the browser's settings. A
 * link's language the page does not speak is the link reader's mistake to report (state.js);
 * here it is passed over.
 */
export function pageLanguage(hash = location.hash, wanted = navigator.languages) {
  let linked = null;
  try {
    linked = new URLSearchParams(hash.replace(/^#/, "")).get("lang");
  } catch {
    linked = null;
  }
  const fromLink = language(linked)?.code;
  if (fromLink) return { code: fromLink, chosen: true };
  const stored = storedLanguage();
  if (stored) return { code: stored, chosen: true };
  return { code: negotiate(wanted), chosen: false };
}

/** Sets the document's language and direction (Arabic is laid out right to left). */
export function setDocumentLanguage(code) {
  const lang = language(code) ?? LANGUAGES[0];
  document.documentElement.lang = lang.code;
  document.documentElement.dir = lang.dir;
}

/** Keeps a choice on this device. */
export function storeLanguage(code) {
  try {
    storage()?.setItem(KEY, code);
  } catch {
    // full or refused: the link still carries it
  }
}

/**
 * Fills the switch (`select`) with every language, in its own name, `current` selected;
 * `choose(code)` is called when another is picked.
 */
export function languageSwitch(select, current, choose) {
  select.replaceChildren(...LANGUAGES.map((l) => {
    const option = document.createElement("option");
    option.value = l.code;
    option.lang = l.code;
    option.textContent = l.name;
    option.selected = l.code === current;
    return option;
  }));
  select.addEventListener("change", () => choose(select.value));
}

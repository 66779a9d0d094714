// The languages the page and the element speak (issue 37), and which one a visitor gets: small
// and without the message library, so the first paint can set the page's `lang` and direction
// before anything is drawn. The messages themselves are in locales/<code>.ftl (Fluent), loaded
// by messages.js: English always (every message falls back to it), and the chosen one.

/**
 * Each language: its code (BCP 47, the name of its file in locales/), its name as its speakers
 * write it (what the switch shows), its direction, and the locale numbers are written in.
 * Arabic writes its numbers in the digits the board shows (Latin), so a square reads the same
 * in a sentence as on the board.
 */
export const LANGUAGES = [
  { code: "en", name: "English", dir: "ltr", locale: "en" },
  { code: "es", name: "Español", dir: "ltr", locale: "es" },
  { code: "fr", name: "Français", dir: "ltr", locale: "fr" },
  { code: "de", name: "Deutsch", dir: "ltr", locale: "de" },
  { code: "hi", name: "हिन्दी", dir: "ltr", locale: "hi" },
  { code: "zh-CN", name: "简体中文", dir: "ltr", locale: "zh-CN" },
  { code: "ar", name: "العربية", dir: "rtl", locale: "ar-u-nu-latn" },
];

/** The language every message exists in, and falls back to. */
export const FALLBACK = "en";

/** The language of a code, read leniently (any case; `zh`, `zh-Hans`, `zh-SG` are Simplified Chinese), or null. */
export function language(code) {
  if (typeof code !== "string" || code.length > 35) return null;
  const tag = code.trim().toLowerCase().replace(/_/g, "-");
  const exact = LANGUAGES.find((l) => l.code.toLowerCase() === tag);
  if (exact) return exact;
  const [base, ...rest] = tag.split("-");
  // Traditional Chinese is not Simplified: zh-Hant, zh-TW, zh-HK and zh-MO are not offered.
  if (base === "zh") return rest.some((p) => ["hant", "tw", "hk", "mo"].includes(p)) ? null : LANGUAGES.find((l) => l.code === "zh-CN");
  return LANGUAGES.find((l) => l.code === base) ?? null;
}

/** The first of the visitor's languages (`navigator.languages`, in their order) that is offered, else English. */
export function negotiate(wanted) {
  for (const code of wanted ?? []) {
    const found = language(code);
    if (found) return found.code;
  }
  return FALLBACK;
}

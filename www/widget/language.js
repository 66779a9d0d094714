// The language <snakes-ladders> speaks (issue 37): its own `lang`, else the closest ancestor's,
// else the document's; one the widget does not speak (languages.js) is English. Each language's
// messages (i18n/messages.js, fetched next to that module) are loaded once for every widget:
// its own language's file first, English's after (the net under a message a file lacks).

import { FALLBACK, negotiate } from "../i18n/languages.js";
import { NO_WORDS, loadMessages } from "../i18n/messages.js";

/** The code of the language `element` speaks: one of LANGUAGES' codes. */
export function elementLanguage(element) {
  const tagged = element.closest("[lang]");
  const lang = tagged ? tagged.getAttribute("lang") : element.ownerDocument?.documentElement.lang;
  return negotiate([lang ?? ""]);
}

/** Each language's messages, as loaded (or loading) for every widget on the page. */
const loaded = new Map();

/**
 * The messages in language `code`: English where that language's file does not load, and, if
 * English does not load either, NO_WORDS (a failed load is tried again by the next widget).
 */
export function wordsIn(code) {
  if (!loaded.has(code)) {
    // English, behind the language's own file, is fetched once the widget has its words.
    const words = loadMessages(code, undefined, { englishLater: true }).then((w) => {
      w.complete().catch(() => {}); // only a net: every file has every message
      return w;
    });
    loaded.set(code, words.catch(() => {
      loaded.delete(code);
      return code === FALLBACK ? NO_WORDS : wordsIn(FALLBACK);
    }));
  }
  return loaded.get(code);
}

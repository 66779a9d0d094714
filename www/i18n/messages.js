// Every word the page and the element show, in the reader's language (issue 37): the messages
// are Fluent (Project Fluent's @fluent/bundle, www/vendor/), one file a language in locales/,
// each message with a comment for its translator. A message a language lacks is said in
// English, never as its id. Numbers and plurals follow the language (Fluent formats a number
// with Intl.NumberFormat and picks a plural with Intl.PluralRules, in the bundle's locale).
//
//   const words = await loadMessages("fr");
//   words.t("roll-button");                     // "Lancer"
//   words.t("sim-seed-help", { workers: 2 });   // a plural, the number in the locale's form
//   localize(document.body, words);             // every [data-l10n-id] element in the tree

import { FluentBundle, FluentNumber, FluentResource } from "../vendor/fluent-bundle.mjs";
import { FALLBACK, LANGUAGES, language } from "./languages.js";
import { loadOnce } from "../ui/dom.js";

/** The attributes a message may set on an element (its `.aria-label = ...` and so on; `data-empty`, what an empty list shows through the stylesheet); no other. */
const ATTRIBUTES = new Set(["aria-label", "aria-roledescription", "aria-valuetext", "placeholder", "title", "alt", "content", "label", "data-empty"]);

/** Each messages file fetched, by URL, as text: once a page (a failure is not kept: the next try fetches again). */
const texts = new Map();

/** The messages file at `url` (language `code`'s, or a part of it), as text, fetched once. */
export function fetchOnce(url, code) {
  if (!texts.has(url.href)) {
    texts.set(url.href, loadOnce(() => fetch(url).then((r) => {
      if (!r.ok) throw new Error(`the messages for '${code}' did not load (HTTP ${r.status})`);
      return r.text();
    })));
  }
  return texts.get(url.href)();
}

/**
 * A language's messages file, as text (fetched next to this module, in locales/). The URL is
 * written as one template in `new URL(..., import.meta.url)`, the form bundlers (Vite, webpack)
 * recognize and copy the files for: a site that bundles the element finds its words.
 */
const fetchText = (code) => fetchOnce(new URL(`./locales/${code}.ftl`, import.meta.url), code);

/** A bundle of one language's messages, from its file's text. */
export function bundleOf(code, text) {
  const lang = language(code) ?? language(FALLBACK);
  // Right-to-left text isolates what it fills in (a name, a number), so it keeps its own direction.
  const bundle = new FluentBundle(lang.locale, { useIsolating: lang.dir === "rtl" });
  bundle.addResource(new FluentResource(text));
  return bundle;
}

/**
 * The messages of a language (a code of LANGUAGES; anything else is English), with English
 * behind them. `read(code)` gives a file's text: by default fetched next to this module. With
 * `englishLater`, English is not waited for: it comes with `complete()` (every file has every
 * message, tests/unit/messages.test.mjs says so; English is the net under a file that lacks one).
 */
export async function loadMessages(code, read = fetchText, { englishLater = false } = {}) {
  const lang = language(code) ?? language(FALLBACK);
  const codes = lang.code === FALLBACK || englishLater ? [lang.code] : [lang.code, FALLBACK];
  const files = await Promise.all(codes.map((c) => read(c)));
  const later = codes.length === 1 && lang.code !== FALLBACK
    ? async (/** @type {FluentBundle[]} */ bundles) => { bundles.push(bundleOf(FALLBACK, await read(FALLBACK))); }
    : null;
  return new Messages(lang, codes.map((c, i) => bundleOf(c, files[i])), later);
}

/**
 * The page's messages until it is ready: the first part of its language's file alone (its
 * panels, the board, the narration), not English's. The rest, and English behind it, come with
 * `complete()`, which the page calls once it is ready and what uses them awaits.
 * `read(code, part)` gives a part's text (the page's reader fetches www/i18n/parts/, which only
 * the site has: the element's package has no parts, and bundles no reference to them).
 * @param {string} code
 * @param {(code: string, part: string) => Promise<string>} read
 */
export async function loadPageMessages(code, read) {
  const lang = language(code) ?? language(FALLBACK);
  const first = bundleOf(lang.code, await read(lang.code, "first"));
  return new Messages(lang, [first], async (bundles) => {
    const more = [read(lang.code, "rest")];
    if (lang.code !== FALLBACK) more.push(read(FALLBACK, "first"), read(FALLBACK, "rest"));
    const [rest, ...english] = await Promise.all(more);
    bundles[0].addResource(new FluentResource(rest));
    if (english.length) bundles.push(bundleOf(FALLBACK, english.join("\n")));
  });
}

/** One language's messages, English behind them. */
export class Messages {
  #bundles;
  /** What `complete()` still has to load (null: nothing), and its load once begun. */
  #later = null;
  #completing = null;

  /**
   * @param {{code: string, dir: string, locale: string}} lang
   * @param {FluentBundle[]} bundles the language's first
   * @param {((bundles: FluentBundle[]) => Promise<void>) | null} later adds the messages `complete()` waits for
   */
  constructor(lang, bundles, later = null) {
    this.lang = lang.code;
    this.dir = lang.dir;
    this.locale = lang.locale;
    this.#bundles = bundles;
    this.#later = later ? () => later(this.#bundles) : null;
  }

  /**
   * Resolves once every message is here (the page's rest, English behind them); at once when all
   * came together (the element's). A failed load is not kept: the next call tries again.
   * @returns {Promise<Messages>}
   */
  complete() {
    if (!this.#later) return Promise.resolve(this);
    this.#completing ??= this.#later().then(() => {
      this.#later = null;
      return this;
    }, (e) => {
      this.#completing = null;
      throw e;
    });
    return this.#completing;
  }

  /** True once every message is here (see `complete`). */
  get completed() {
    return this.#later === null;
  }

  /** A message's text, its `{ $name }` filled from `args`; in English where this language lacks it. */
  t(id, args = undefined) {
    const { value } = this.message(id, args);
    // A message of the part still to come, asked for by code that did not wait for it: a mistake
    // of the page's (it would show the id), said where the tests look (the console's errors).
    if (value === null && this.#later) console.error(`message '${id}' asked for before the rest of the messages came (await complete())`);
    return value ?? id;
  }

  /** A message's text and attributes (`{value, attributes: {name: text}}`), from the first bundle that has it. */
  message(id, args = undefined) {
    for (const bundle of this.#bundles) {
      const m = bundle.getMessage(id);
      if (!m) continue;
      const errors = [];
      const value = m.value ? bundle.formatPattern(m.value, args, errors) : null;
      const attributes = {};
      for (const [name, pattern] of Object.entries(m.attributes)) attributes[name] = bundle.formatPattern(pattern, args, errors);
      return { value, attributes };
    }
    return { value: null, attributes: {} };
  }

  /**
   * A message from the core (an error it threw, or a warning: `{code, params, message}`) in this
   * language: its code's message here (`core-` and the code, its dots and underscores as dashes),
   * a parameter that is itself a message worded the same way. A page's refusal names its message
   * itself (`{id, args}`, a room's reason too). Where no file has the message, the English
   * `message` (or the id); a text without a code is said as it is.
   */
  error(coded) {
    if (coded == null) return "";
    if (typeof coded !== "object") return String(coded);
    // The page's own refusals (a link's, a saved game's: state.js Refusal) and a room's (net/why.js) name their message.
    const worded = typeof coded.id === "string" ? this.#named(coded) : this.#coded(coded);
    return worded ?? String(coded.message ?? coded.id ?? coded);
  }

  /** `{id, args}` worded, an argument that is itself an error or a reason worded too; null when no file has the id. */
  #named({ id, args }) {
    const worded = {};
    for (const [name, value] of Object.entries(args ?? {})) worded[name] = value && typeof value === "object" ? this.error(value) : value;
    return this.message(id, worded).value;
  }

  /** `{code, params}` worded, or null when no file has the code (or a parameter's). */
  #coded({ code, params }) {
    if (typeof code !== "string") return null;
    const args = {};
    for (const [name, value] of Object.entries(params ?? {})) {
      if (value && typeof value === "object") {
        const inner = this.#coded(value);
        if (inner === null) return null;
        args[name] = inner;
      } else {
        // A square, line or count as the core writes it (no thousands separator), plurals by its value.
        args[name] = typeof value === "number" ? new FluentNumber(value, { useGrouping: false }) : value;
      }
    }
    return this.message(coreId(code), args).value;
  }

  /** A number as this language writes it (`options`: Intl.NumberFormat's). */
  number(n, options = undefined) {
    return new Intl.NumberFormat(this.locale, options).format(n);
  }
}

/** The message id of a core code: `error.jump_cycle` is `core-error-jump-cycle`. */
export const coreId = (code) => `core-${code.replace(/[._]/g, "-")}`;

/** Words for when no messages file loaded: each message is said as its id (the page also says, in English, that its words did not load). */
export const NO_WORDS = new Messages(language(FALLBACK), []);

/**
 * Puts `words` into every element of `root` (and `root` itself) that names a message in
 * `data-l10n-id`, with the arguments in `data-l10n-args` (JSON): the message's text as the
 * element's text, its attributes as the element's attributes. Text goes in with textContent.
 */
export function localize(root, words) {
  const all = [...(root.matches?.("[data-l10n-id]") ? [root] : []), ...root.querySelectorAll("[data-l10n-id]")];
  for (const el of all) {
    let args;
    try {
      args = el.dataset.l10nArgs ? JSON.parse(el.dataset.l10nArgs) : undefined;
    } catch {
      args = undefined;
    }
    const { value, attributes } = words.message(el.dataset.l10nId, args);
    if (value !== null) el.textContent = value;
    for (const [name, text] of Object.entries(attributes)) if (ATTRIBUTES.has(name)) el.setAttribute(name, text);
  }
}

export { LANGUAGES };

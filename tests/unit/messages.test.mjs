// The page's and the element's words in every language (issue 37): each language's file parses,
// has every message English has (no more), each with the same attributes and the same
// variables; every message the page names (index.html's data-l10n-id, the scripts' t("...") and
// data-l10n-id) is in English and every English message is named somewhere; the page's English
// text is the English file's, word for word, so the two cannot drift; a message a language lacks
// falls back to English, never to its id; numbers and plurals follow the language.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FluentParser } from '@fluent/syntax';
import { LANGUAGES, negotiate } from '../../www/i18n/languages.js';
import { coreId, loadMessages, loadPageMessages } from '../../www/i18n/messages.js';
import { partsOf, split } from '../../scripts/message-parts.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const LOCALES = join(ROOT, 'www', 'i18n', 'locales');
const read = (code) => readFileSync(join(LOCALES, `${code}.ftl`), 'utf8');

/** Every variable a pattern uses ($name), in its text, selectors and variants. */
function variables(node, out = new Set()) {
  if (!node || typeof node !== 'object') return out;
  if (node.type === 'VariableReference') out.add(node.id.name);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((v) => variables(v, out));
    else if (value && typeof value === 'object') variables(value, out);
  }
  return out;
}

/** A file's messages: id -> {attributes: [names], variables: [names]}; its Junk (what did not parse) as errors. */
function messagesOf(code) {
  const resource = new FluentParser({ withSpans: true }).parse(read(code));
  const junk = resource.body.filter((e) => e.type === 'Junk').map((e) => `${e.annotations.map((a) => a.message).join('; ')}: ${e.content.slice(0, 60)}`);
  const messages = new Map();
  for (const entry of resource.body) {
    if (entry.type !== 'Message') continue;
    const ids = new Set();
    assert.ok(!messages.has(entry.id.name), `${code}.ftl: '${entry.id.name}' twice`);
    messages.set(entry.id.name, {
      hasValue: !!entry.value,
      attributes: entry.attributes.map((a) => a.id.name).sort(),
      variables: [...variables(entry, ids)].sort(),
      comment: entry.comment?.content ?? null,
    });
  }
  return { junk, messages };
}

/** Every file under `dir` with one of `exts`. */
function filesUnder(dir, exts) {
  const out = [];
  for (const name of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, name.name);
    if (name.isDirectory()) {
      if (!['pkg', 'vendor', 'locales'].includes(name.name)) out.push(...filesUnder(path, exts));
    } else if (exts.some((e) => name.name.endsWith(e))) out.push(path);
  }
  return out;
}

/** The message ids the page and the element name: data-l10n-id="..." anywhere, and t("...") / .t('...') in scripts. */
function idsInCode() {
  const used = new Map();
  const files = [join(ROOT, 'index.html'), ...filesUnder(join(ROOT, 'www'), ['.js', '.html'])];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    // t("id"), a link's or saved game's Refusal("id") (state.js) and a room's roomWhy("id") (net/why.js), worded by Messages.error.
    for (const m of text.matchAll(/data-l10n-id="([a-z0-9-]+)"|["']data-l10n-id["']\s*:\s*["']([a-z0-9-]+)["']|\b(?:t|Refusal|roomWhy)\(\s*["']([a-z0-9-]+)["']/g)) {
      const id = m[1] ?? m[2] ?? m[3];
      if (!used.has(id)) used.set(id, relative(ROOT, file));
    }
  }
  return used;
}

const en = messagesOf('en');
const CATALOG = JSON.parse(readFileSync(join(ROOT, 'www', 'core', 'messages.en.json'), 'utf8'));
const CORE_IDS = new Set(Object.keys(CATALOG).map(coreId));

describe('the messages in every language', () => {
  test('every language the page offers has its file, and every file parses', () => {
    for (const { code } of LANGUAGES) {
      assert.ok(existsSync(join(LOCALES, `${code}.ftl`)), `www/i18n/locales/${code}.ftl is missing`);
      assert.deepEqual(messagesOf(code).junk, [], `${code}.ftl has text Fluent cannot read`);
    }
    const files = readdirSync(LOCALES).filter((f) => f.endsWith('.ftl')).map((f) => f.replace(/\.ftl$/, '')).sort();
    assert.deepEqual(files, LANGUAGES.map((l) => l.code).sort(), 'a file for a language the page does not offer');
  });

  test('in a right-to-left file, a snippet to type (quoted, or a grid) that holds a mirrored character is isolated left to right', () => {
    // Between Arabic words "']'" would show as "'['" and '16 -> 6' as '16 <- 6': U+2066 (LRI) ...
    // U+2069 (PDI) keep such a snippet as it is typed. Placeables ({ $x }) are isolated by Fluent.
    const snippet = /'[^'\n]*'|\[\[[^\s]*\]\]/g;
    const mirrored = (text) => /[[\]{}()<>]/.test(text.replace(/\{ \$[a-z_]+ \}/g, ''));
    for (const { code, dir } of LANGUAGES.filter((l) => l.dir === 'rtl')) {
      const bare = [];
      for (const line of read(code).split('\n')) {
        if (line.startsWith('#')) continue;
        for (const m of line.matchAll(snippet)) {
          const isolated = line[m.index - 1] === '\u2066' && line[m.index + m[0].length] === '\u2069';
          if (mirrored(m[0]) && !isolated) bare.push(`${m[0]} in: ${line.slice(0, 60)}`);
        }
      }
      assert.deepEqual(bare, [], `${code}.ftl (${dir}): snippets not isolated`);
    }
  });

  test('every English message has a comment for its translator', () => {
    const bare = [...en.messages].filter(([, m]) => !m.comment).map(([id]) => id);
    assert.deepEqual(bare, [], 'messages without a comment (a line "# ..." right above)');
  });

  for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
    test(`${code}: the same messages as English, each with the same attributes and variables`, () => {
      const { messages } = messagesOf(code);
      const missing = [...en.messages.keys()].filter((id) => !messages.has(id));
      const extra = [...messages.keys()].filter((id) => !en.messages.has(id));
      assert.deepEqual(missing, [], `${code}.ftl lacks these`);
      assert.deepEqual(extra, [], `${code}.ftl has messages English does not`);
      for (const [id, m] of en.messages) {
        const t = messages.get(id);
        assert.equal(t.hasValue, m.hasValue, `${code} ${id}: a text where English has none, or none where it has one`);
        assert.deepEqual(t.attributes, m.attributes, `${code} ${id}: attributes`);
        assert.deepEqual(t.variables, m.variables, `${code} ${id}: variables`);
      }
    });
  }

  test('every message the page and the element name is in English, and every English message is named', () => {
    const used = idsInCode();
    const unknown = [...used].filter(([id]) => !en.messages.has(id)).map(([id, file]) => `${id} (${file})`);
    assert.deepEqual(unknown, [], 'named in code, missing from en.ftl');
    // The core's messages are named by their code (Messages.error), each in the catalog.
    const unused = [...en.messages.keys()].filter((id) => !used.has(id) && !CORE_IDS.has(id));
    assert.deepEqual(unused, [], 'in en.ftl, named nowhere');
  });
});

describe('the built site\'s messages', () => {
  test('are the sources\' messages, each the same, without the translators\' comments', () => {
    const built = join(ROOT, 'dist', 'www', 'i18n', 'locales');
    assert.ok(existsSync(built), 'dist/ is not built: run npm run build');
    const strip = (body) => JSON.stringify(body.filter((e) => e.type === 'Message').map((m) => ({ ...m, comment: null })));
    for (const { code } of LANGUAGES) {
      const text = readFileSync(join(built, `${code}.ftl`), 'utf8');
      assert.ok(!/^#/m.test(text), `dist's ${code}.ftl still has comments`);
      const parser = new FluentParser({ withSpans: false });
      const ours = parser.parse(read(code)).body;
      const theirs = parser.parse(text).body;
      assert.deepEqual(theirs.filter((e) => e.type === 'Junk'), [], `dist's ${code}.ftl has text Fluent cannot read`);
      assert.equal(strip(theirs), strip(ours), `dist's ${code}.ftl says what www's does`);
      const { first, rest } = split(read(code), partsOf(read('en')));
      for (const [part, text] of Object.entries({ first, rest })) {
        const file = join(ROOT, 'dist', 'www', 'i18n', 'parts', `${code}.${part}.ftl`);
        assert.equal(readFileSync(file, 'utf8'), text, `dist's parts/${code}.${part}.ftl is the source's ${part} part`);
      }
    }
  });
});

describe('the page\'s two parts of each file (scripts/message-parts.mjs)', () => {
  const parts = partsOf(read('en'));
  test('each file splits into its first part and the rest, every message in one, in the part English puts it in', () => {
    const parser = new FluentParser({ withSpans: false });
    const ids = (text) => parser.parse(text).body.filter((e) => e.type === 'Message').map((m) => m.id.name);
    for (const { code } of LANGUAGES) {
      const { first, rest } = split(read(code), parts);
      for (const text of [first, rest]) assert.deepEqual(parser.parse(text).body.filter((e) => e.type === 'Junk'), [], `${code}: a part Fluent cannot read`);
      const [a, b] = [ids(first), ids(rest)];
      assert.deepEqual([...a, ...b].sort(), [...messagesOf(code).messages.keys()].sort(), `${code}: the parts hold every message once`);
      for (const id of a) assert.equal(parts.get(id), 'first', `${code}: '${id}' in the first part, English's rest`);
      for (const id of b) assert.equal(parts.get(id), 'rest', `${code}: '${id}' in the rest, English's first part`);
    }
  });

  test('the first part has every message the page\'s markup names and the core\'s narration; the rest is not empty', () => {
    const html = readFileSync(join(ROOT, 'index.html'), 'utf8');
    for (const [, id] of html.matchAll(/data-l10n-id="([a-z0-9-]+)"/g)) assert.equal(parts.get(id), 'first', `index.html's '${id}'`);
    for (const id of CORE_IDS) {
      if (/^core-(move|throw)-/.test(id)) assert.equal(parts.get(id), 'first', id);
      else assert.equal(parts.get(id), 'rest', id);
    }
    const rest = [...parts.values()].filter((p) => p === 'rest').length;
    assert.ok(rest > 300 && rest < parts.size - 200, `${rest} of ${parts.size} messages in the rest`);
  });

  test('the page\'s messages: its language\'s first part alone until complete(), then every message, English behind', async () => {
    const asked = [];
    const readPart = async (code, part) => {
      asked.push(`${code}.${part}`);
      return split(read(code), parts)[part];
    };
    const words = await loadPageMessages('fr', readPart);
    assert.deepEqual(asked, ['fr.first']);
    assert.equal(words.completed, false);
    assert.equal(words.t('roll-button'), 'Lancer');
    assert.equal(words.t('design-clear'), 'design-clear', 'not here before complete()');
    await words.complete();
    assert.deepEqual(asked.sort(), ['en.first', 'en.rest', 'fr.first', 'fr.rest']);
    assert.equal(words.completed, true);
    const whole = await loadMessages('fr', async (c) => read(c));
    for (const id of parts.keys()) assert.equal(words.t(id, { count: 2, n: 2 }), whole.t(id, { count: 2, n: 2 }), id);
  });

  test('the element\'s messages with English later: its language\'s file alone, English behind it after complete()', async () => {
    const asked = [];
    const readFile = async (code) => {
      asked.push(code);
      return code === 'fr' ? 'roll-button = Lancer\n' : read(code);
    };
    const words = await loadMessages('fr', readFile, { englishLater: true });
    assert.deepEqual(asked, ['fr']);
    assert.equal(words.t('roll-button'), 'Lancer');
    assert.equal(words.t('design-clear'), 'design-clear', 'English is not here yet');
    await words.complete();
    assert.deepEqual(asked, ['fr', 'en']);
    assert.equal(words.t('design-clear'), (await loadMessages('en', async (c) => read(c))).t('design-clear'), 'a message the file lacks, in English');
    assert.equal(words.t('roll-button'), 'Lancer');
  });

  test('a rest that fails to come is asked for again on the next complete()', async () => {
    let fail = true;
    const readPart = async (code, part) => {
      if (part === 'rest' && fail) throw new Error('offline');
      return split(read(code), parts)[part];
    };
    const words = await loadPageMessages('en', readPart);
    await assert.rejects(words.complete(), /offline/);
    assert.equal(words.completed, false);
    fail = false;
    await words.complete();
    assert.equal(words.t('design-clear'), (await loadMessages('en', async (c) => read(c))).t('design-clear'));
  });
});

describe('the page in English is the English file', () => {
  test('each element with a message shows the English text and attributes en.ftl gives it', async () => {
    const { loadMessages } = await import('../../www/i18n/messages.js');
    const words = await loadMessages('en', async (c) => read(c));
    const html = readFileSync(join(ROOT, 'index.html'), 'utf8');
    const entity = (s) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
    const clean = (s) => entity(s).replace(/\s+/g, ' ').trim();
    let checked = 0;
    for (const m of html.matchAll(/<(\w+)\b([^>]*?)\bdata-l10n-id="([a-z0-9-]+)"([^>]*)>/g)) {
      const [whole, tag, before, id, after] = m;
      const attrs = before + after;
      if (/data-l10n-args/.test(attrs)) continue; // filled in by the page
      const { value, attributes } = words.message(id);
      if (value !== null) {
        const rest = html.slice(m.index + whole.length);
        const end = rest.indexOf(`</${tag}>`);
        const inner = rest.slice(0, end);
        assert.ok(!/</.test(inner), `${id}: the element's text has markup, which the message would replace`);
        assert.equal(clean(inner), clean(value), `index.html's text for ${id}`);
      }
      for (const [name, text] of Object.entries(attributes)) {
        const a = new RegExp(`\\b${name}="([^"]*)"`).exec(attrs);
        assert.ok(a, `${id}: index.html's element has no ${name}`);
        assert.equal(clean(a[1]), clean(text), `index.html's ${name} for ${id}`);
      }
      checked++;
    }
    assert.ok(checked > 80, `only ${checked} elements checked`);
  });
});

describe('words in a language', () => {
  test('a message a language lacks is said in English, never as its id', async () => {
    const { Messages, bundleOf } = await import('../../www/i18n/messages.js');
    const fr = bundleOf('fr', 'roll-button = Lancer\n');
    const words = new Messages(LANGUAGES.find((l) => l.code === 'fr'), [fr, bundleOf('en', read('en'))]);
    assert.equal(words.t('roll-button'), 'Lancer');
    assert.equal(words.t('new-game'), 'New game');
    assert.equal(words.message('seed-random').attributes.placeholder, 'random');
  });

  test('plurals and numbers follow the language', async () => {
    const { loadMessages } = await import('../../www/i18n/messages.js');
    const en = await loadMessages('en', async (c) => read(c));
    assert.match(en.t('sim-seed-help', { workers: 1 }), /\(1 worker here\)/);
    assert.match(en.t('sim-seed-help', { workers: 2 }), /\(2 workers here\)/);
    assert.equal(en.t('plain-number', { n: 1000000 }), '1,000,000');
    const de = await loadMessages('de', async (c) => read(c));
    assert.equal(de.t('plain-number', { n: 1000000 }), '1.000.000');
    assert.equal(de.number(1234.5), '1.234,5');
    const ar = await loadMessages('ar', async (c) => read(c));
    assert.equal(ar.dir, 'rtl');
    // Arabic writes numbers in the digits the board shows.
    assert.match(ar.t('plain-number', { n: 10000 }), /10[,٬]000/);
  });

  test('the browser\'s languages pick the first the page speaks', () => {
    assert.equal(negotiate(['fr-CA', 'en']), 'fr');
    assert.equal(negotiate(['pt-BR', 'de-AT', 'en']), 'de');
    assert.equal(negotiate(['zh-Hans-CN']), 'zh-CN');
    assert.equal(negotiate(['zh-TW', 'ja']), 'en', 'Traditional Chinese is not Simplified');
    assert.equal(negotiate(['AR_EG']), 'ar');
    assert.equal(negotiate([]), 'en');
    assert.equal(negotiate(undefined), 'en');
  });
});

describe("the core's messages", () => {
  test('every code the core can send has its message in English, worded as the core words it', async () => {
    const words = await loadMessages('en', async (c) => read(c));
    const stray = [...en.messages.keys()].filter((id) => id.startsWith('core-') && !CORE_IDS.has(id));
    assert.deepEqual(stray, [], 'core- messages for no code in www/core/messages.en.json');
    for (const [code, { message, params }] of Object.entries(CATALOG)) {
      const id = coreId(code);
      assert.ok(en.messages.has(id), `en.ftl lacks ${id} (node scripts/core-messages-ftl.mjs writes it)`);
      assert.deepEqual(en.messages.get(id).variables, [...params].sort(), `${id}: variables`);
      // Each parameter filled with a value of its own; the catalog's template filled by plain substitution.
      const values = Object.fromEntries(params.map((p, i) => [p, i % 2 ? 1000 + i : `<${p}>`]));
      const expected = message.replace(/\{(\w+)\}/g, (_, p) => String(values[p]));
      assert.equal(words.error({ code, params: values, message: 'not this' }), expected, code);
    }
  });

  test('a message that is a parameter is worded in place; a code no file has falls back to the core\'s English', async () => {
    const words = await loadMessages('fr', async (c) => read(c));
    const e = { code: 'error.parse', params: { format: 'native', line: 2, column: 6, detail: { code: 'native.jump_end', params: { from: 3, found: "'x'" } } }, message: 'the English' };
    const said = words.error(e);
    assert.match(said, /\b2\b.*\b6\b/);
    assert.ok(!/core-|native\.jump_end|\{/.test(said), said);
    assert.equal(words.error({ code: 'no.such_code', params: {}, message: 'the English' }), 'the English');
    assert.equal(words.error({ code: 'error.parse', params: { ...e.params, detail: { code: 'no.such', params: {} } }, message: 'the English' }), 'the English');
    assert.equal(words.error('plain text'), 'plain text');
  });

  test("an analysis sentence is worded with its share and reason in place, its figures in the language's digits", async () => {
    const { coreSentence } = await import('../../www/tasks/charts.js');
    const fr = await loadMessages('fr', async (c) => read(c));
    // As the core sends a caveat of issue 34's board (src/analysis/mod.rs), and its English.
    const caveat = {
      code: 'analysis.percentile_estimate',
      params: {
        games: { code: 'analysis.games_half_first', params: {} },
        throws: '6.31 × 10^21',
        known: { code: 'analysis.proven_between', params: { lo: '4.55 × 10^21', hi: '1.83 × 10^22' } },
      },
    };
    const english = 'Half the games are over after about 6.31 × 10^21 throws, an estimate (proven between 4.55 × 10^21 and 1.83 × 10^22).';
    const en = await loadMessages('en', async (c) => read(c));
    assert.equal(coreSentence(en, caveat, english), 'Half the games are over after about 6.31 × 10²¹ throws, an estimate (proven between 4.55 × 10²¹ and 1.83 × 10²²).');
    const said = coreSentence(fr, caveat, english);
    assert.equal(said, 'La moitié des parties sont finies après environ 6,31 × 10²¹ lancers, une estimation (prouvé : entre 4,55 × 10²¹ et 1,83 × 10²²).');
    // A reason that is a message of its own, with a share as a percentage.
    const cut = { code: 'analysis.cut_short', params: { throws: 40, share: '99.99%' } };
    const why = coreSentence(fr, { code: 'analysis.odds_not_known', params: { why: cut } }, 'the English');
    assert.match(why, /^Les chances de gagner.*40 lancers avec 99,99\u202f?\s?% des parties/u, why);
    // A code no file has: the core's English, never the code.
    assert.equal(coreSentence(fr, { code: 'analysis.no_such', params: {} }, 'The English.'), 'The English.');
    assert.equal(coreSentence(fr, null, null), '');
  });
});

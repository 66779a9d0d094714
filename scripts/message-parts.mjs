// Each language's messages file split in two for the page (issue 37): what the page needs until it
// is ready (its own panels, the board, the core's narration of moves and throws) and the rest (the
// analysis and the search, the designer, the element and playing together, who wins, the core's
// errors and warnings), fetched right after the page is ready and awaited by what uses it. A
// message's part is decided by the section of the English file it sits in (its `## ` heading), so
// every language splits the same way whatever its translators call their headings.
//
//   node scripts/message-parts.mjs     prints each part's size, gzipped, for every language

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const LOCALES = join(fileURLToPath(new URL('..', import.meta.url)), 'www', 'i18n', 'locales');

/** The English sections whose messages wait until the page is ready (a heading starting with one of these). */
const LATER_SECTIONS = [
  'Who wins? and Simulate games',
  'The analysis and the search',
  'The designer',
  'The element and playing',
  'Links and saved games refused',
  "The core's messages",
];

/** Core messages the page needs at once however late their section: the narration of a move and of a throw. */
const FIRST_CORE = /^core-(move|throw)-/;

/** The part names, in the order the page loads them. */
export const PARTS = ['first', 'rest'];

/**
 * A messages file as its entries: each message's id and its lines (its continuation lines
 * and attributes with it), the heading of the section it is in; comments and blank lines dropped.
 */
export function entries(source) {
  const out = [];
  let section = '';
  let current = null;
  for (const line of source.split('\n')) {
    if (line.startsWith('## ')) {
      section = line.slice(3).trim();
      current = null;
    } else if (line.startsWith('#') || line.trim() === '') {
      current = null;
    } else if (/^[a-zA-Z]/.test(line)) {
      current = { id: line.split('=')[0].trim(), section, lines: [line] };
      out.push(current);
    } else if (current) {
      current.lines.push(line);
    }
  }
  return out;
}

/** Which part each English message is in: a Map from id to part. */
export function partsOf(english) {
  const parts = new Map();
  for (const e of entries(english)) {
    const later = LATER_SECTIONS.some((s) => e.section.startsWith(s)) && !FIRST_CORE.test(e.id);
    parts.set(e.id, later ? 'rest' : 'first');
  }
  return parts;
}

/**
 * A language's file split by `parts` (from partsOf): `{first, rest}`, each a messages file
 * without comments. A message English lacks goes with the rest.
 */
export function split(source, parts) {
  const out = { first: [], rest: [] };
  for (const e of entries(source)) out[parts.get(e.id) ?? 'rest'].push(...e.lines);
  return { first: `${out.first.join('\n')}\n`, rest: `${out.rest.join('\n')}\n` };
}

/** Every language's file split: an array of `{code, first, rest}`, read from `dir`. */
export function splitAll(dir = LOCALES) {
  const parts = partsOf(readFileSync(join(dir, 'en.ftl'), 'utf8'));
  return readdirSync(dir).filter((f) => f.endsWith('.ftl')).sort().map((f) => ({
    code: f.replace(/\.ftl$/, ''),
    ...split(readFileSync(join(dir, f), 'utf8'), parts),
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const kib = (s) => `${(gzipSync(Buffer.from(s)).length / 1024).toFixed(1)} KiB`;
  for (const { code, first, rest } of splitAll()) console.log(`${code.padEnd(6)} first ${kib(first).padStart(9)}  rest ${kib(rest).padStart(9)}  whole ${kib(first + rest).padStart(9)}`);
}

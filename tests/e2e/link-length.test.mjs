// The page measures how long a board text is in a link without building the link (state.js
// linkedLength), to keep a 2 MB text from holding the page; this checks it against what it
// stands in for, URLSearchParams' own encoding, over texts of every kind of character.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linkedLength } from '../../www/page/state.js';

const encoded = (text) => new URLSearchParams([['board', text]]).toString().length - 'board='.length;

test('linkedLength is the length URLSearchParams gives, for every kind of character', () => {
  // Letters, digits, the four kept marks, space, the rest of ASCII, two- and three-byte
  // characters, surrogate pairs and lone surrogates (which become U+FFFD).
  const pieces = ['a', 'Z', '0', '9', '*', '-', '.', '_', ' ', '\n', '>', '&', '=', '+', '%', '#', '~', '\u0000',
    '\u00e9', '\u07ff', '\u0800', '\u2192', '\uffff', '\ud83d\udc0d', '\ud800', '\udc00', '\ud800x', 'x\udfff'];
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0);
  for (let round = 0; round < 2000; round++) {
    let text = '';
    const n = next() % 40;
    for (let i = 0; i < n; i++) text += pieces[next() % pieces.length];
    assert.equal(linkedLength(text), encoded(text), JSON.stringify(text));
  }
  const board = `size 100\n${Array.from({ length: 40 }, (_, i) => `${i + 2} -> ${i + 50}`).join('\n')}\n`;
  assert.equal(linkedLength(board), encoded(board));
});

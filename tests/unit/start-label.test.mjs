// The start area's label on the board, too long for its room, is cut at its first clause's end
// (board/view.js firstClause) in every language: at the language's own comma or colon, so that
// "Start" reads whole where a Chinese or Arabic label was shortened with an ellipsis.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstClause } from '../../www/board/view.js';
import { loadMessages } from '../../www/i18n/messages.js';
import { LANGUAGES } from '../../www/i18n/languages.js';

const read = async (c) => readFileSync(join(import.meta.dirname, '..', '..', 'www', 'i18n', 'locales', `${c}.ftl`), 'utf8');
/** The word for the start in each language, as a reader would cut it by hand. */
const START = { en: 'Start', es: 'Salida', fr: 'Départ', de: 'Start', hi: 'शुरुआत', 'zh-CN': '起点', ar: 'البداية' };

test('the start area\'s label with its throws is cut to the word for the start, in every language', async () => {
  assert.deepEqual(Object.keys(START).sort(), LANGUAGES.map((l) => l.code).sort());
  for (const { code } of LANGUAGES) {
    const words = await loadMessages(code, read);
    const start = words.t('board-start-off');
    assert.equal(firstClause(start), START[code], code);
    assert.equal(firstClause(words.t('square-start-label-throws', { start, throws: 12 })), START[code], code);
    assert.equal(firstClause(words.t('square-start-label-unreachable', { start })), START[code], code);
  }
  // A label without a clause's end is kept whole, an apostrophe too.
  assert.equal(firstClause('Players start on square 1'), 'Players start on square 1');
  assert.equal(firstClause("l'arrivée"), "l'arrivée");
});

// The core's messages by code, in Node: every refusal the core and full modules throw carries
// `code` and `params` beside its English `message`, warnings and the designer's answers come by
// code too, and wording the code from www/core/messages.en.json (the catalog translators start
// from) gives back exactly the message, as a page wording it in another language would.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import { ROOT } from '../../scripts/lib.mjs';
import { DIST } from './harness.mjs';

const PKG = join(DIST, 'www', 'core', 'pkg');
const CATALOG = JSON.parse(readFileSync(join(ROOT, 'www', 'core', 'messages.en.json'), 'utf8'));

async function load(name) {
  const glue = await import(pathToFileURL(join(PKG, `${name}.js`)).href);
  await glue.default({ module_or_path: readFileSync(join(PKG, `${name}_bg.wasm`)) });
  return glue;
}

/** A coded message worded from the catalog alone: each `{name}` replaced by its parameter. */
function word({ code, params }) {
  assert.ok(CATALOG[code], `the catalog has ${code}`);
  assert.deepEqual(Object.keys(params).sort(), CATALOG[code].params, `${code}'s parameters`);
  return CATALOG[code].message.replace(/\{(\w+)\}/g, (_, name) => {
    const p = params[name];
    return typeof p === 'object' ? word(p) : String(p);
  });
}

/** The error `f` throws. */
function thrown(f) {
  try {
    f();
  } catch (e) {
    return e;
  }
  assert.fail('no error was thrown');
}

const LOCALES = join(ROOT, 'www', 'i18n', 'locales');
let core, full, english, others;
before(async () => {
  core = await load('snakes_ladders');
  full = await load('snakes_ladders_full');
  const { loadMessages } = await import('../../www/i18n/messages.js');
  const { LANGUAGES } = await import('../../www/i18n/languages.js');
  const read = async (c) => readFileSync(join(LOCALES, `${c}.ftl`), 'utf8');
  english = await loadMessages('en', read);
  others = await Promise.all(LANGUAGES.filter((l) => l.code !== 'en').map((l) => loadMessages(l.code, read)));
});

describe('the core by code', () => {
  test('a refusal is an Error whose code and params word to its message', () => {
    const refusals = (m) => [
      () => m.Board.parse('size 10\n3 -> x\n'),
      () => m.Board.parse('size 10\n3 -> 5\n3 -> 6\n'),
      () => m.Board.parse('size 10\n10 -> 3\n'),
      () => m.Board.parse('size 1\n'),
      () => m.Board.parse('size 30\n', 'yaml'),
      () => new m.Board(30, [3, 22, 5]),
      () => new m.Board(30, [3, 40]),
      () => new m.Board(30, [3, 7, 7, 3]).solve({ jumps: 'chain' }, {}),
      () => new m.Board(30, []).solve({ overshoot: 'fly' }, {}),
      () => new m.Board(30, []).solve({ speed: 2 }, {}),
      () => new m.Game(new m.Board(30, []), { players: 9 }),
    ];
    const fullOnly = [
      () => full.Board.parse('{"size": 30, "snakes": [[3, 5]]}'),
      () => full.Board.parse('[[-1,-1],[-1]]', 'leetcode'),
      () => full.Board.generate({ size: 10, snakes: 100 }),
    ];
    const seen = new Set();
    for (const f of [...refusals(core), ...refusals(full), ...fullOnly]) {
      const e = thrown(f);
      assert.ok(e instanceof Error, String(e));
      assert.equal(typeof e.code, 'string', e.message);
      assert.equal(word(e), e.message);
      // The page's words for it: the English file says what the core says; every other
      // language says something else, with no code or unfilled variable showing.
      assert.equal(english.error(e), e.message);
      for (const words of others) {
        const said = words.error(e);
        assert.notEqual(said, e.message, `${words.lang} words ${e.code} in English`);
        assert.ok(!/core-|\{|\$[a-z]/.test(said), `${words.lang}: ${said}`);
      }
      seen.add(e.params.detail?.code ?? e.code);
    }
    assert.ok(seen.size >= 12, [...seen].join(' '));
  });

  test('a parse error names its place and what was found by code', () => {
    const e = thrown(() => core.Board.parse('size 10\n3 -> x\n'));
    assert.equal(e.message, "native board, line 2, column 6: expected the square the jump from 3 leads to, as in '3 -> 6', found 'x'");
    assert.equal(e.code, 'error.parse');
    assert.deepEqual(e.params, {
      format: 'native',
      line: 2,
      column: 6,
      detail: { code: 'native.jump_end', params: { from: 3, found: "'x'" } },
    });
  });

  test('warnings and the designer answer by code as well as in words', () => {
    for (const m of [core, full]) {
      const b = m.Board.parse('size 30\n3 -> 7\n7 -> 12\n9 -> 12\n');
      const w = b.warningsUpTo(10);
      assert.equal(w.firstCoded.length, 2);
      assert.deepEqual(w.firstCoded.map(word), w.first);
      b.free();
      const ok = m.checkDesign(30, 6, new Uint32Array([3, 7, 7, 12]), null);
      assert.deepEqual(ok.warningsCoded.map(word), ok.warnings);
      const refused = m.checkDesign(30, 6, new Uint32Array([30, 7]), null);
      assert.equal(word(refused.errorCoded), refused.error);
      assert.equal(refused.errorCoded.params.detail.code, 'board.from_last');
    }
  });
});

describe('the narration by code', () => {
  /** Every move of seeded games under every house rule and overshoot, with their words both ways. */
  function moves(m) {
    const out = [];
    const board = m.Board.parse('size 20\n3 -> 12\n7 -> 16\n11 -> 2\n15 -> 19\n18 -> 5\n');
    for (const overshoot of ['bounce', 'stay', 'win']) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const game = new m.Game(board, {
          players: ['Ann', 'Bo', 'Cy'], rules: { overshoot, start: seed % 2 ? 'off-board' : '1' },
          knockOff: true, sixesAgain: true, threeSixesEnd: seed > 3, seed,
        });
        for (let i = 0; i < 400 && game.winner == null; i++) out.push(game.roll());
        game.free();
      }
    }
    board.free();
    return out;
  }

  test("each move's words by code say in English what its text says, and in every other language something else", () => {
    const all = moves(core);
    const kinds = new Set();
    const collect = (said) => {
      kinds.add(said.code);
      for (const p of Object.values(said.params)) if (p && typeof p === 'object') collect(p);
    };
    for (const mv of all) {
      assert.equal(word(mv.said), mv.text, 'the catalog words the code as the core does');
      assert.equal(english.error(mv.said), mv.text, 'en.ftl words it as the core does');
      collect(mv.said);
      for (const words of others) {
        const said = words.error(mv.said);
        assert.notEqual(said, mv.text, `${words.lang}: ${mv.text}`);
        assert.ok(!/core-|\{|\$[a-z]/.test(said), `${words.lang}: ${said}`);
      }
    }
    // The games went through the narration's every kind of part but the rare ones.
    for (const code of ['move.moved', 'move.too_far', 'move.third', 'move.walk', 'move.walk_from_start', 'move.bounce',
      'move.then', 'move.ladder', 'move.snake', 'move.knocked_one', 'move.wins', 'move.again']) {
      assert.ok(kinds.has(code), `no move said ${code}`);
    }
  });

  test("a solution's throws by code say in English what their text says", () => {
    const board = core.Board.parse('size 30\n3 -> 22\n5 -> 8\n11 -> 26\n20 -> 29\n27 -> 1\n21 -> 9\n17 -> 4\n19 -> 7\n');
    const table = new core.RuleTable(board, { overshoot: 'stay' });
    for (let from = 0; from < 30; from++) {
      for (let roll = 1; roll <= 6; roll++) {
        const t = table.describeThrow(from, roll);
        assert.equal(word(t.said), t.text);
        assert.equal(english.error(t.said), t.text);
        for (const words of others) assert.ok(!/core-|\{|\$[a-z]/.test(words.error(t.said)), words.error(t.said));
      }
    }
    table.free();
    board.free();
  });
});

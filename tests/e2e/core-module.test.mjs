// The page's core module (dist/www/core/pkg/snakes_ladders.js) against the full module, in Node: the
// core reads the native format alone and says so for the others, and a board the full module's
// world builder made (in a worker, for the page and the widget) comes back whole in the core.
// The solver module (the element's in view and solve modes) is the core less games, the designer
// and what only the page asks; the games module (play mode's) is the solver module and games, which
// play as the core's do; the search module (bfs mode's) is the solver module and the
// recorded search, which it records as the full module does; the analysis module (the workers',
// analyze and design modes') gives the full module's analysis, less the exact fraction.
// The full module's readers and world builder are the independent method: the core module must
// agree with them on every board it reads or rebuilds.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import { DIST } from './harness.mjs';

const PKG = join(DIST, 'www', 'core', 'pkg');

async function load(name) {
  const glue = await import(pathToFileURL(join(PKG, `${name}.js`)).href);
  await glue.default({ module_or_path: readFileSync(join(PKG, `${name}_bg.wasm`)) });
  return glue;
}

/** One text per format the full module reads, each detected as that format. */
const SAMPLES = {
  native: 'size 30\n3 -> 22\n5 -> 8\n27 -> 1',
  ruby: '{27=>1, 21=>9}\n{3=>22, 5=>8}',
  json: '{"size": 30, "snakes": [[27, 1]], "ladders": [[3, 22]]}',
  hackerrank: '1\n1\n32 62\n1\n95 13',
  leetcode: '[[-1,-1,-1],[-1,9,8],[-1,8,9]]',
};

let core, solver, games, search, markov, full;
before(async () => {
  core = await load('snakes_ladders');
  solver = await load('snakes_ladders_solver');
  games = await load('snakes_ladders_games');
  search = await load('snakes_ladders_search');
  markov = await load('snakes_ladders_markov');
  full = await load('snakes_ladders_full');
});

/** A board's facts, from either module. */
const facts = (b) => ({ size: b.size, columns: b.columns, rows: b.rows, jumps: Array.from(b.jumps()), format: b.format, seed: b.seed });

describe('the core module', () => {
  test('reads a text here exactly when the full module reads it as native, with the same board', () => {
    for (const [name, text] of Object.entries(SAMPLES)) {
      const read = full.Board.parse(text);
      assert.equal(read.format, name, `the full module detects ${name}`);
      assert.equal(core.Board.reads(text), name === 'native', `core reads ${name}`);
      assert.equal(core.Board.reads(text, name), name === 'native', `core reads ${name}, named`);
      if (name === 'native') {
        const here = core.Board.parse(text);
        assert.deepEqual(facts(here), facts(read));
        assert.equal(here.toString(), read.toString());
        here.free();
      } else {
        assert.throws(() => core.Board.parseAll(text), /the \w+ format is read and written by the full module/);
        assert.throws(() => core.Board.parse(text, name), new RegExp(`the ${name} format is read and written by the full module`));
      }
      read.free();
    }
  });

  test('writes the native format and refuses the others, naming the full module', () => {
    const b = core.Board.parse(SAMPLES.native);
    assert.equal(b.toString('native'), b.toString());
    for (const name of ['ruby', 'json', 'hackerrank', 'leetcode']) {
      assert.throws(() => b.toString(name), new RegExp(`the ${name} format is read and written by the full module`));
    }
    assert.throws(() => core.Board.reads('size 3', 'yaml'), /format must be one of native, ruby, json, hackerrank, leetcode, not 'yaml'/);
    b.free();
  });

  test('rebuilds a board of the full module\'s world builder as generate gave it: jumps, width, no format, seed', () => {
    const specs = [
      { size: 100, snakes: 8, ladders: 8, seed: 3 },
      { rows: 7, columns: 9, snakes: 5, ladders: 6, seed: 0 },
      { size: 2000, snakes: 150, ladders: 150, seed: 9007199254740991, reachable: true },
    ];
    for (const spec of specs) {
      const made = full.Board.generate(spec);
      const text = made.toString();
      // What the worker's "generate" job sends (www/core/worker.js), rebuilt as the page does.
      const packed = full.Board.parsePacked(text, 'native');
      const back = core.Board.fromPacked(packed.sizes[0], packed.columns[0], packed.jumps, undefined, made.seed);
      assert.deepEqual(facts(back), facts(made), JSON.stringify(spec));
      assert.equal(back.format, undefined);
      assert.equal(back.seed, spec.seed);
      assert.equal(back.toString(), text);
      made.free();
      back.free();
    }
    assert.throws(() => core.Board.fromPacked(3, 0, new Uint32Array(), undefined, 1.5), /seed must be a whole number from 0 to 9007199254740991, not 1\.5/);
    assert.throws(() => core.Board.fromPacked(3, 0, new Uint32Array(), undefined, 2 ** 53), /seed must be a whole number/);
  });

  test('leaves the world builder, the recorded search, bulk reading and restore to the full module', () => {
    const b = core.Board.parse(SAMPLES.native);
    for (const [what, present] of [
      ['Board.generate', core.Board.generate], ['Board.parsePacked', core.Board.parsePacked],
      ['board.bfsTrace', b.bfsTrace], ['Game.restore', core.Game.restore],
      // The first paint's drawings are the paint module's; the core's Board answers the same.
      ['boardDrawing', core.boardDrawing], ['textDrawing', core.textDrawing],
    ]) {
      assert.equal(present, undefined, `${what} is not in the core module`);
    }
    assert.equal(typeof core.limits, 'function');
    const f = full.Board.parse(SAMPLES.native);
    assert.equal(typeof f.bfsTrace, 'function');
    assert.equal(typeof full.Game.restore, 'function');
    // A game saved in the core module is restored by the full module to the same game.
    const game = new core.Game(b, { players: ['Ann', 'Bo'], seed: 11 });
    game.rollMany(9);
    const again = full.Game.restore(game.save());
    assert.deepEqual(Array.from(again.positions()), Array.from(game.positions()));
    assert.equal(again.save(), game.save());
    b.free(); f.free(); game.free(); again.free();
  });
});

/** Every field of a recorded search, typed arrays as plain arrays, the path's walks included. */
const traceOf = (t) => JSON.parse(JSON.stringify(t, (k, v) => (ArrayBuffer.isView(v) ? Array.from(/** @type {any} */ (v)) : v)));

describe('the search module (bfs mode\'s)', () => {
  test('records the same search as the full module, under every rule and path choice, and refuses the same limits', () => {
    const boards = ['size 30\n3 -> 22\n27 -> 1\n11 -> 26\n25 -> 4\n20 -> 29\n28 -> 5', 'size 12\n2 -> 12', 'size 40\n10 -> 2\n2 -> 10', 'size 7\n6 -> 1'];
    const rules = [{}, { start: 'square-one', overshoot: 'stay' }, { jumps: 'chained', faces: 3 }, { overshoot: 'exact' }];
    const options = [{}, { randomness: 1, seed: 5 }, { limit: 3 }, { limit: 0 }];
    let compared = 0;
    for (const text of boards) {
      const s = search.Board.parse(text);
      const f = full.Board.parse(text);
      for (const r of rules) {
        for (const o of options) {
          const got = (() => { try { return traceOf(s.bfsTrace(r, o)); } catch (e) { return String(e.message); } })();
          const want = (() => { try { return traceOf(f.bfsTrace(r, o)); } catch (e) { return String(e.message); } })();
          assert.deepEqual(got, want, `${JSON.stringify(text)} ${JSON.stringify(r)} ${JSON.stringify(o)}`);
          compared++;
        }
      }
      assert.throws(() => s.bfsTrace({}, { limit: 2 ** 31 }), /limit must be a whole number from 0 to/);
      s.free(); f.free();
    }
    assert.equal(compared, 64);
  });

  test('has the solver module\'s exports and the recorded search, and leaves the rest to the other modules', () => {
    const b = search.Board.parse(SAMPLES.native);
    assert.equal(typeof b.bfsTrace, 'function');
    assert.equal(b.solve({}, {}).minThrows, core.Board.parse(SAMPLES.native).solve({}, {}).minThrows);
    assert.deepEqual(exportsOf(search), { ...exportsOf(solver), Board: [...exportsOf(solver).Board, 'bfsTrace'].sort() });
    for (const [what, present] of [
      ['Board.generate', search.Board.generate], ['Board.parsePacked', search.Board.parsePacked], ['Game', search.Game],
      ['board.analyze', b.analyze],
    ]) {
      assert.equal(present, undefined, `${what} is not in the search module`);
    }
    assert.equal(search.Board.reads(SAMPLES.json), false, 'it reads the native format alone, as the core');
    b.free();
  });
});

/** A module's exports, and the names on its Board and RuleTable (static ones marked), sorted. */
function exportsOf(m) {
  const names = (c) => [...Object.getOwnPropertyNames(c.prototype), ...Object.getOwnPropertyNames(c).map((n) => `static ${n}`)]
    .filter((n) => !['constructor', 'static length', 'static name', 'static prototype'].includes(n)).sort();
  return { module: Object.keys(m).sort(), Board: names(m.Board), RuleTable: names(m.RuleTable) };
}

describe('the solver module (the element\'s in view and solve modes)', () => {
  test('is the core less games, the designer\'s checks and what only the page asks', () => {
    const c = exportsOf(core), s = exportsOf(solver);
    const less = (a, b) => a.filter((n) => !b.includes(n));
    assert.deepEqual(less(s.module, c.module), [], 'nothing the core has not');
    assert.deepEqual(less(c.module, s.module), ['Game', 'checkDesign', 'checkJump', 'fitJumps', 'puzzleRules', 'seatNames']);
    assert.deepEqual(less(s.Board, c.Board), []);
    assert.deepEqual(less(c.Board, s.Board), ['clone', 'distances', 'solvePacked', 'static parseAll', 'warnings', 'warningsUpTo']);
    assert.deepEqual(less(s.RuleTable, c.RuleTable), []);
    assert.deepEqual(less(c.RuleTable, s.RuleTable), ['chains', 'rules']);
  });

  test('reads, solves and words throws as the core does, the count of paths past 128 bits too', () => {
    // Gates: from square 8k every throw climbs a ladder to 8(k + 1), so each of the `gates`
    // throws may be any of the six: 6^gates sequences, all equally short.
    const gates = (n) => {
      const jumps = [];
      for (let k = 0; k < n; k++) for (let r = 1; r <= 6; r++) jumps.push(`${8 * k + r} -> ${8 * (k + 1)}`);
      return `size ${8 * n}\n${jumps.join('\n')}`;
    };
    const counted = (text) => {
      const b = solver.Board.parse(text);
      const sol = b.solve({}, {});
      b.free();
      return [sol.minThrows, sol.optimalSequences];
    };
    assert.deepEqual(counted(gates(45)), [45, (6n ** 45n).toString()], '6^45, under 2^128, every digit');
    assert.deepEqual(counted(gates(50)), [50, `more than ${(2n ** 128n - 1n).toString()}`], '6^50, past 2^128, as the command writes it');
    for (const text of [SAMPLES.native, 'size 100\n2 -> 99', gates(50), 'size 30\n3 -> 22\n5 -> 8\n27 -> 1\ncolumns 6']) {
      for (const rules of [{}, { start: '1', overshoot: 'stay' }, { jumps: 'chain', faces: 3 }]) {
        const here = solver.Board.parse(text);
        const there = core.Board.parse(text);
        assert.deepEqual(facts(here), facts(there));
        assert.equal(here.toString(), there.toString());
        const [a, b] = [here.solve(rules, { randomness: 1, seed: '7' }), there.solve(rules, { randomness: 1, seed: '7' })];
        assert.deepEqual(plainSolution(a), plainSolution(b), `${text.slice(0, 12)} ${JSON.stringify(rules)}`);
        const [ta, tb] = [new solver.RuleTable(here, rules), new core.RuleTable(there, rules)];
        assert.deepEqual(Array.from(ta.restSquares()), Array.from(tb.restSquares()));
        assert.deepEqual(ta.describeThrow(0, 3), tb.describeThrow(0, 3));
        ta.free(); tb.free(); here.free(); there.free();
      }
    }
  });
});

describe('the games module (the element\'s in play mode)', () => {
  test('is the solver module and games, less what only the page asks of a game', () => {
    const g = exportsOf(games), s = exportsOf(solver);
    assert.deepEqual({ ...g, module: g.module.filter((n) => !['Game', 'seatNames'].includes(n)) }, s, 'the solver module\'s exports');
    assert.deepEqual(g.module.filter((n) => !s.module.includes(n)), ['Game', 'seatNames']);
    const methods = (m) => Object.getOwnPropertyNames(m.Game.prototype).filter((n) => n !== 'constructor').sort();
    assert.deepEqual(methods(core).filter((n) => !methods(games).includes(n)), ['lastRoll', 'moveSaid', 'moveTexts', 'rollMany', 'save', 'turnNumber']);
    assert.deepEqual(methods(games).filter((n) => !methods(core).includes(n)), []);
    assert.deepEqual(Array.from(games.seatNames()), Array.from(core.seatNames()));
  });

  test('plays every game as the core does: the same throws, words, positions and winner from the same seed', () => {
    const texts = [SAMPLES.native, 'size 100\n2 -> 99\n98 -> 3\n40 -> 60\n70 -> 20', 'size 12\n2 -> 12'];
    const options = [
      { players: 2, seed: 1 },
      { players: ['Ann', 'Bo', 'Cy'], seed: 7, knockOff: true, sixesAgain: true, threeSixesEnd: true, rules: { overshoot: 'bounce' } },
      { players: 4, seed: '9007199254740991', rules: { start: '1', overshoot: 'stay', faces: 4 } },
    ];
    let moves = 0;
    for (const text of texts) {
      for (const o of options) {
        const [a, b] = [games.Board.parse(text), core.Board.parse(text)];
        const [ga, gb] = [new games.Game(a, o), new core.Game(b, o)];
        assert.deepEqual(Array.from(ga.playerNames()), Array.from(gb.playerNames()));
        while (gb.winner === undefined || gb.winner === null) {
          assert.deepEqual(plain(ga.roll()), plain(gb.roll()), `${text.slice(0, 12)} ${JSON.stringify(o)} move ${moves}`);
          assert.deepEqual(Array.from(ga.positions()), Array.from(gb.positions()));
          assert.equal(ga.currentPlayer, gb.currentPlayer);
          if (++moves % 7 === 0) assert.equal(ga.undo(), gb.undo());
          if (gb.movesMade > 5000) break;
        }
        assert.equal(ga.winner, gb.winner);
        assert.deepEqual(plain(ga.history()), plain(gb.history()));
        assert.throws(() => new games.Game(a, { players: 0 }), /players/);
        for (const x of [ga, gb, a, b]) x.free();
      }
    }
    assert.ok(moves > 50, `${moves} moves compared`);
  });
});

/** A solution as plain data: its path's throws and its distances as arrays. */
const plainSolution = (sol) => ({ ...sol, path: sol.path.map((s) => ({ ...s, walk: Array.from(s.walk) })), rolls: Array.from(sol.rolls), distances: Array.from(sol.distances) });

/** A report as plain data (typed arrays as arrays), for deepEqual. */
const plain = (v) => JSON.parse(JSON.stringify(v, (k, x) => (ArrayBuffer.isView(x) ? Array.from(/** @type {any} */ (x)) : x)));

describe('the analysis module (the workers\', analyze and design modes\')', () => {
  const boards = ['size 30\n3 -> 22\n27 -> 1\n11 -> 26\n25 -> 4\n20 -> 29\n28 -> 5', 'size 12\n2 -> 12', 'size 40\n10 -> 2\n5 -> 30\n35 -> 12\n12 -> 20', 'size 7\n6 -> 1'];
  const rules = [{}, { start: '1', overshoot: 'stay' }, { jumps: 'chain', faces: 3 }, { overshoot: 'win' }, { overshoot: 'bounce', faces: 4 }];

  test('gives the full module\'s analysis, expected throws, occupancy, jump worths and simulation, under every rule', () => {
    let compared = 0;
    for (const text of boards) {
      const m = markov.Board.parse(text);
      const f = full.Board.parse(text);
      for (const r of rules) {
        const both = (ask) => [m, f].map((b) => { try { return plain(ask(b)); } catch (e) { return String(e.message); } });
        for (const options of [{ exact: false }, { players: 2, exact: false }, { players: 2, knockOff: true, exact: false }]) {
          const [got, want] = both((b) => b.analyze(r, options));
          assert.equal(typeof want, 'object', `the full module analyses ${JSON.stringify(text)} ${JSON.stringify(r)}: ${want}`);
          assert.deepEqual(got, want, `${JSON.stringify(text)} ${JSON.stringify(r)} ${JSON.stringify(options)}`);
          compared++;
        }
        assert.deepEqual(...both((b) => b.expectedTurns(r)));
        assert.deepEqual(...both((b) => b.jumpValues(r)));
        assert.deepEqual(...both((b) => b.occupancySeries(r, 12)));
        assert.deepEqual(...both((b) => b.simulateChunk(r, { players: 2, seed: 3 }, 0, 200)));
      }
      m.free(); f.free();
    }
    assert.equal(compared, 60);
  });

  test('leaves the exact fraction to the full module, and the rest of the full module\'s extras too', () => {
    const m = markov.Board.parse(boards[0]);
    const f = full.Board.parse(boards[0]);
    const mine = m.analyze({}, {});
    const theirs = f.analyze({}, {});
    assert.equal(mine.expected_turns_exact, undefined, 'no fraction without big rationals');
    assert.match(theirs.expected_turns_exact, /^\d+\/\d+$/);
    const { expected_turns_exact: _, ...rest } = plain(theirs);
    assert.deepEqual(plain(mine), rest, 'the same report otherwise');
    // Games are the games module's: an element in analyze or design mode asked to play takes it.
    const games = ['Game', 'seatNames'];
    for (const name of Object.keys(core)) {
      if (!games.includes(name)) assert.ok(name in markov, `${name} is in the analysis module too`);
    }
    for (const name of games) assert.ok(name in core && !(name in markov), `${name} is in the core, not the analysis module`);
    for (const [what, present] of [
      ['Board.generate', markov.Board.generate], ['Board.parsePacked', markov.Board.parsePacked], ['board.bfsTrace', m.bfsTrace],
    ]) {
      assert.equal(present, undefined, `${what} is not in the analysis module`);
    }
    assert.equal(markov.Board.reads(SAMPLES.json), false, 'it reads the native format alone, as the core');
    // Asked for by name, the fraction is refused with the module that has it, not left out.
    assert.throws(() => m.analyze({}, { exact: true }), (e) => e.params?.detail?.code === 'js.exact_full_module' && /computed by the full module \(snakes_ladders_full\)/.test(e.message));
    assert.match(f.analyze({}, { exact: true }).expected_turns_exact, /^\d+\/\d+$/);
    assert.equal(plain(m.analyze({}, { exact: false })).expected_turns_exact, undefined);
    m.free(); f.free();
  });
});

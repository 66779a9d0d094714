// The solved path's walk on the board (www/tasks/path-walk.js), the one piece the page's solve
// panel and the element's solve mode drive: checked on a stand-in board component that records
// the moves it is asked for, against the path itself.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { WALK_LEG, walkPath } from '../../www/tasks/path-walk.js';

/** A board component that rests each move at once and remembers the legs it was handed. */
function fakeView() {
  const legs = [];
  let current = null;
  return {
    legs,
    moveToken(id, moves, { onThrow }) {
      legs.push({ id, moves });
      let cancelled = false;
      const done = Promise.resolve().then(() => {
        for (let i = 0; i < moves.length && !cancelled; i++) onThrow(i);
        return !cancelled;
      });
      current = { done, cancel() { cancelled = true; } };
      return current;
    },
  };
}

/** The core's words for a throw, as RuleTable.describeThrow gives them (enough for the walk). */
const table = { describeThrow: (from, roll) => ({ from, roll, to: from + roll }) };

/** A path of `n` throws of 1 from square 0. */
const path = (n) => Array.from({ length: n }, (_, i) => ({ from: i, roll: 1, to: i + 1 }));

test('a path of three throws is walked in one leg, each throw told as it comes to rest', async () => {
  const view = fakeView();
  const told = [];
  const finished = await walkPath({ view, table, path: path(3), onThrow: (i) => told.push(i) }).done;
  assert.equal(finished, true);
  assert.deepEqual(told, [0, 1, 2]);
  assert.equal(view.legs.length, 1);
  assert.deepEqual(view.legs[0].moves.map((m) => m.to), [1, 2, 3]);
});

test('a path longer than one leg is walked leg after leg, throw indexes counting on across legs', async () => {
  const view = fakeView();
  const told = [];
  const n = WALK_LEG + 5;
  const finished = await walkPath({ view, table, path: path(n), from: 2, onThrow: (i) => told.push(i) }).done;
  assert.equal(finished, true);
  assert.deepEqual(view.legs.map((l) => l.moves.length), [WALK_LEG, 3]);
  assert.equal(told.length, n - 2);
  assert.equal(told[0], 2);
  assert.equal(told.at(-1), n - 1);
});

test('a cancelled walk ends unfinished and starts no further leg', async () => {
  const view = fakeView();
  const walk = walkPath({ view, table, path: path(WALK_LEG * 2) });
  walk.cancel();
  assert.equal(await walk.done, false);
  assert.equal(view.legs.length, 1);
});

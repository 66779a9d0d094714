// The expected-throws overlay (board/view.js expectedOverlay) tells apart a square the end may
// never be reached from (its expectation is infinite: hatched, "∞") and one whose expectation is
// no number known (NaN from the core: a finite value too large for a float, or a solve that
// failed its check: "–", coloured as the farthest squares, not hatched as never).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LIGHT, expectedOverlay } from '../../www/board/view.js';

test('an expectation too large to write is "–", one that is infinite is "∞"', () => {
  const values = Float64Array.from([12.5, 10, Infinity, NaN, 0]);
  const o = expectedOverlay(LIGHT, values);
  const g = { cell: 50 };
  assert.equal(o.label(1, g), '10');
  assert.equal(o.label(2, g), '∞');
  assert.equal(o.hatch(2), true);
  assert.equal(o.label(3, g), '–');
  assert.equal(o.hatch(3), false);
  // The unknown value is drawn at the far end of the ramp, as the largest known one is.
  assert.deepEqual(o.rgb(3), o.rgb(0));
  assert.notDeepEqual(o.rgb(3), o.rgb(2));
});

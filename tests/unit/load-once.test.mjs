// ui/dom.js loadOnce: the loader the page and the widget use for code needed later (a mode,
// the answer's card, the worker pool). One load shared by every caller; a failed one forgotten.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadOnce } from '../../www/ui/dom.js';

test('loadOnce loads once however often it is called, and every caller gets the same promise', async () => {
  let loads = 0;
  const load = loadOnce(async () => ({ n: ++loads }));
  const [a, b] = await Promise.all([load(), load()]);
  assert.equal(loads, 1);
  assert.equal(a, b);
  assert.equal(await load(), a);
  assert.equal(loads, 1);
});

test('a failed load is forgotten: the next call tries again, and its success is then kept', async () => {
  let loads = 0;
  const load = loadOnce(async () => {
    loads += 1;
    if (loads === 1) throw new Error('network down');
    return 'module';
  });
  await assert.rejects(load(), /network down/);
  assert.equal(await load(), 'module');
  assert.equal(await load(), 'module');
  assert.equal(loads, 2);
});

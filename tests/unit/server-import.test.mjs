// Importing the element's package where there is no browser (Node, or a server-side build such
// as VitePress, Astro or Next.js rendering pages) defines nothing and throws nothing: element
// registration and every browser API wait until there is a browser (issue 38, item 4).

import { test } from 'node:test';
import assert from 'node:assert/strict';

test('importing www/snakes-ladders.js in Node throws nothing and defines nothing', async () => {
  for (const name of ['window', 'document', 'HTMLElement', 'customElements', 'matchMedia']) {
    assert.equal(globalThis[name], undefined, `Node has no ${name}: the test runs where a server-side build does`);
  }
  const element = await import('../../www/snakes-ladders.js');
  assert.equal(typeof element.define, 'function', 'define is exported');
  assert.equal(element.define(), undefined, 'with no registry, define defines nothing');
  assert.equal(typeof element.default, 'function', 'the class is exported, for typing and subclassing');
});

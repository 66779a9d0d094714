// Importing the element's package where there is no browser (Node, or a server-side build such
// as VitePress, Astro or Next.js rendering pages) defines nothing and throws nothing: element
// registration and every browser API wait until there is a browser (issue 38, item 4). The
// import runs in a fresh Node process (import-probe.mjs); tests/e2e/package.test.mjs probes the
// packed package, installed from its tarball, the same way.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { QUIET } from './import-probe.mjs';

const PROBE = new URL('./import-probe.mjs', import.meta.url).href;
const ENTRY = new URL('../../www/snakes-ladders.js', import.meta.url).href;

test('importing www/snakes-ladders.js in Node throws nothing, defines nothing and fetches nothing', () => {
  const script = `import { probe } from ${JSON.stringify(PROBE)}; await probe(() => import(${JSON.stringify(ENTRY)}));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('.', import.meta.url)), encoding: 'utf8',
  });
  const { exports, ...seen } = JSON.parse(out);
  assert.deepEqual(seen, QUIET);
  assert.deepEqual(exports, ['SnakesLaddersElement', 'default', 'define'], 'the class and define are exported');
});

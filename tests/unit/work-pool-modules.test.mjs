// core/work-pool.js: which wasm module each job runs on. The analysis module (no big rationals,
// no extras) for every job of the analysis card, analyze and design modes; the full module only
// for what only it has (another format, the world builder, the recorded search). Each worker is
// handed a module once, before the first job that needs it, and every job names its module.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FULL_JOBS, WorkPool, moduleFor } from '../../www/core/work-pool.js';

/** A worker that answers every job at once and records what it was sent. */
function fakeWorker() {
  const worker = {
    posted: [],
    onmessage: null,
    postMessage(msg) {
      worker.posted.push(msg);
      queueMicrotask(() => worker.onmessage?.({ data: { id: msg.id, ok: true, result: msg.kind } }));
    },
    terminate() {},
  };
  return worker;
}

test('the analysis, design and simulation jobs run on the analysis module; another format, a world and a recorded search on the full one', () => {
  for (const job of ['analyze', 'occupancy', 'design', 'jump-values', 'simulate', 'solve', 'distances', 'answers']) {
    assert.equal(moduleFor(job), 'markov', job);
  }
  for (const job of ['parse', 'generate', 'trace']) assert.equal(moduleFor(job), 'full', job);
  assert.deepEqual([...FULL_JOBS].sort(), ['generate', 'parse', 'trace']);
});

test('a worker is handed each module once, before the first job that needs it, and each job names its module', async () => {
  const workers = [];
  const sent = [];
  const pool = new WorkPool({
    size: 1,
    spawn: () => { const w = fakeWorker(); workers.push(w); return w; },
    send: (worker, kind) => sent.push({ worker: workers.indexOf(worker), kind, before: worker.posted.length }),
  });
  assert.equal(await pool.run({ job: 'analyze' }), 'markov');
  assert.equal(await pool.run({ job: 'occupancy' }), 'markov');
  assert.equal(await pool.run({ job: 'generate' }), 'full');
  assert.equal(await pool.run({ job: 'design' }), 'markov');
  assert.equal(workers.length, 1);
  assert.deepEqual(sent, [{ worker: 0, kind: 'markov', before: 0 }, { worker: 0, kind: 'full', before: 2 }]);
  assert.deepEqual(workers[0].posted.map((m) => [m.job, m.kind]),
    [['analyze', 'markov'], ['occupancy', 'markov'], ['generate', 'full'], ['design', 'markov']]);
});

test('a worker that replaces a cancelled one is handed its module again', async () => {
  const workers = [];
  const sent = [];
  const pool = new WorkPool({
    size: 1,
    spawn: () => {
      const w = fakeWorker();
      if (workers.length === 0) w.postMessage = (msg) => w.posted.push(msg); // busy until cancelled
      workers.push(w);
      return w;
    },
    send: (worker, kind) => sent.push([workers.indexOf(worker), kind]),
  });
  const ctl = new AbortController();
  const first = pool.run({ job: 'analyze' }, { signal: ctl.signal });
  ctl.abort();
  await assert.rejects(first, { name: 'AbortError' });
  assert.equal(await pool.run({ job: 'analyze' }), 'markov');
  assert.deepEqual(sent, [[0, 'markov'], [1, 'markov']]);
});

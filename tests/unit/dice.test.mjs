// The shared dice of a game played from several devices (www/net/dice.js, www/net/turns.js):
// peers agree on one seed, a peer that withholds its reveal decides nothing, and one that
// chooses its secret last, having seen every commitment, cannot move the distribution of the
// dice. The bias test is checked against a draw without commitments, where the same cheat works.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { SeedDraw, hex, joinSecrets, uniformBelow } from '../../www/net/dice.js';
import { judgeThrow } from '../../www/net/turns.js';

const MAX_SEED = 2 ** 53 - 1;
/** A reason as the net gives it (net/why.js): its message's id and arguments, worded where it is shown. */
const why = (id, args = {}) => ({ id, args });

/** A seeded source of bytes (splitmix64), so every run draws the same secrets. */
function seeded(seed) {
  let s = BigInt(seed);
  const next = () => {
    s = (s + 0x9e3779b97f4a7c15n) & 0xffffffffffffffffn;
    let z = s;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & 0xffffffffffffffffn;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & 0xffffffffffffffffn;
    return z ^ (z >> 31n);
  };
  return (n) => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i += 8) {
      let v = next();
      for (let j = i; j < Math.min(n, i + 8); j++, v >>= 8n) out[j] = Number(v & 0xffn);
    }
    return out;
  };
}

/** Runs a draw among `ids` to its end, every message to every other peer; returns the draws. */
async function drawAll(ids, { room = 'r', draw = 1, random = {} } = {}) {
  const draws = ids.map((self) => new SeedDraw({ room, draw, peers: ids, self, maxSeed: MAX_SEED, random: random[self] }));
  const commits = await Promise.all(draws.map((d) => d.commitment()));
  for (const d of draws) for (const m of commits) if (m.peer !== d.self) assert.deepEqual(await d.receive(m), { ok: true });
  const reveals = draws.map((d) => d.reveal());
  for (const d of draws) for (const m of reveals) if (m.peer !== d.self) assert.deepEqual(await d.receive(m), { ok: true });
  return draws;
}

/** The die a seed's game would show first: a stand-in for "the dice", one number from the seed. */
const face = (seed) => (seed % 6) + 1;

describe('the shared seed', () => {
  test('two, three and four peers agree on one seed, within the core\'s seeds', async () => {
    for (const ids of [['ann', 'bo'], ['ann', 'bo', 'cy'], ['a', 'b', 'c', 'd']]) {
      const draws = await drawAll(ids);
      const seeds = new Set(draws.map((d) => d.seed));
      assert.equal(seeds.size, 1, `one seed among ${ids}`);
      const [seed] = seeds;
      assert.equal(seed, await joinSecrets('r', 1, draws.map((d) => [d.self, d.secret]), MAX_SEED), 'the secrets joined in seat order');
      assert.ok(Number.isSafeInteger(seed) && seed >= 0 && seed <= MAX_SEED, String(seed));
      assert.ok(draws.every((d) => d.phase === 'done'));
    }
  });

  test('uniformBelow is uniform over a small range (chi-square over 6 bins, 6000 draws)', async () => {
    const counts = new Array(6).fill(0);
    const random = seeded(7);
    for (let i = 0; i < 6000; i++) counts[await uniformBelow(random(32), 5)]++;
    const chi = counts.reduce((x, c) => x + (c - 1000) ** 2 / 1000, 0);
    assert.ok(chi < 20.5, `chi-square ${chi.toFixed(1)} (5 degrees of freedom; 20.5 is p = 0.001): ${counts}`);
  });

  test('refused: another room, a stranger, a second commitment, an early reveal, a copied commitment, garbage', async () => {
    const ids = ['ann', 'bo', 'mal'];
    const [ann, bo, mal] = ids.map((self) => new SeedDraw({ room: 'r', draw: 1, peers: ids, self, maxSeed: MAX_SEED, random: seeded(self.length) }));
    const cAnn = await ann.commitment();
    const cBo = await bo.commitment();
    assert.deepEqual(await bo.receive({ ...cAnn, room: 'other' }), { ok: false, reason: why('room-why-other-draw') });
    assert.deepEqual(await bo.receive({ ...cAnn, peer: 'eve' }), { ok: false, reason: why('room-why-no-dice-here', { peer: 'eve' }) });
    assert.deepEqual(await bo.receive({ ...cAnn, hash: 'zz' }), { ok: false, reason: why('room-why-commitment-form', { bytes: 32 }) });
    assert.deepEqual(await bo.receive('garbage'), { ok: false, reason: why('room-why-not-message') });
    assert.deepEqual(await bo.receive({ type: 'roll', room: 'r', draw: 1, peer: 'ann', value: 6 }), { ok: false, reason: why('room-why-not-draw-message') });
    assert.deepEqual(await bo.receive(cAnn), { ok: true });
    assert.deepEqual((await bo.receive(cAnn)).reason, why('room-why-second-commitment'));
    // Mal copies Ann's commitment as its own, then waits for her secret to open it with.
    await mal.commitment();
    const copied = { ...cAnn, peer: 'mal' };
    assert.deepEqual(await bo.receive(copied), { ok: true }, 'a commitment is only a hash until it is opened');
    const early = { type: 'reveal', room: 'r', draw: 1, peer: 'bo', secret: hex(bo.secret) };
    assert.deepEqual(await ann.receive(early), { ok: false, reason: why('room-why-reveal-early') });
    await ann.receive(cBo);
    await ann.receive(copied);
    assert.equal(bo.phase, 'revealing');
    const rAnn = ann.reveal();
    assert.deepEqual(await bo.receive(rAnn), { ok: true });
    const opened = await bo.receive({ ...rAnn, peer: 'mal' });
    assert.deepEqual(opened, { ok: false, reason: why('room-why-secret-wrong') }, 'her secret does not open it under his name');
    assert.equal(bo.phase, 'revealing', 'the draw waits for Mal, who cannot open his copy');
    assert.deepEqual(bo.expire(), { missing: ['mal'], phase: 'revealing' });
  });

  test('a peer that withholds its reveal is named, and the draw again without it decides the dice: not it', async () => {
    const ids = ['ann', 'bo', 'mal'];
    const outcomes = new Set();
    // Whatever secret Mal drew, and whether he withholds, the dice come out the same.
    for (const malSeed of [1, 2, 3]) {
      const random = { ann: seeded(100), bo: seeded(200), mal: seeded(malSeed) };
      const draws = ids.map((self) => new SeedDraw({ room: 'r', draw: 1, peers: ids, self, maxSeed: MAX_SEED, random: random[self] }));
      const commits = await Promise.all(draws.map((d) => d.commitment()));
      for (const d of draws) for (const m of commits) if (m.peer !== d.self) await d.receive(m);
      // Ann and Bo reveal; Mal sees both secrets and withholds his.
      const [ann, bo] = draws;
      await bo.receive(ann.reveal());
      await ann.receive(bo.reveal());
      assert.equal(ann.phase, 'revealing', 'no seed without Mal\'s secret');
      assert.deepEqual(ann.expire(), { missing: ['mal'], phase: 'revealing' }, 'the wait names Mal');
      // The next draw, without Mal, with fresh secrets.
      const again = await drawAll(['ann', 'bo'], { draw: 2, random: { ann: random.ann, bo: random.bo } });
      outcomes.add(again[0].seed);
    }
    assert.equal(outcomes.size, 1, 'the seed does not depend on Mal at all');
  });

  test('a peer choosing its secret last, after every commitment, cannot bias the dice (3000 seeded draws); without commitments the same cheat does', async () => {
    const want = 6; // Mal wants his first throw to be a six.
    const candidates = 16;
    const random = seeded(36);
    let sixesCommitted = 0, sixesNaive = 0;
    const rounds = 3000;
    for (let round = 0; round < rounds; round++) {
      const ann = random(32), bo = random(32);
      const tries = Array.from({ length: candidates }, () => random(32));
      // With commitments: Mal sees only Ann's and Bo's hashes; he picks, among his candidates,
      // the one whose first byte best matches a function of what he sees (any choice he can make
      // is a function of the hashes and his own secrets).
      const seen = await digest2(ann, bo);
      const pick = tries.reduce((best, t) => (((t[0] ^ seen[0]) % 6) + 1 === want ? t : best), tries[0]);
      const committed = await seedOf([ann, bo, pick]);
      if (face(committed) === want) sixesCommitted++;
      // Without commitments (secrets sent in turn, Mal last): he sees Ann's and Bo's secrets and
      // picks the candidate whose seed gives a six.
      let chosen = tries[0];
      for (const t of tries) if (face(await seedOf([ann, bo, t])) === want) { chosen = t; break; }
      if (face(await seedOf([ann, bo, chosen])) === want) sixesNaive++;
    }
    const p = 1 / 6, sd = Math.sqrt((p * (1 - p)) / rounds);
    const committedRate = sixesCommitted / rounds, naiveRate = sixesNaive / rounds;
    assert.ok(Math.abs(committedRate - p) < 4 * sd, `with commitments Mal's six comes ${(committedRate * 100).toFixed(1)}% of the time (fair: 16.7%)`);
    assert.ok(naiveRate > 0.9, `the test sees the cheat where it works: ${(naiveRate * 100).toFixed(1)}% sixes without commitments`);
  });
});

/** What Mal sees of Ann's and Bo's secrets under commitment: their hashes. */
async function digest2(a, b) {
  const h = async (x) => new Uint8Array(await crypto.subtle.digest('SHA-256', x));
  const [ha, hb] = await Promise.all([h(a), h(b)]);
  return ha.map((v, i) => v ^ hb[i]);
}

/** The seed three secrets give, as a draw joins them (the draws above run the whole exchange). */
const seedOf = (secrets) => joinSecrets('r', 1, [['ann', secrets[0]], ['bo', secrets[1]], ['mal', secrets[2]]], MAX_SEED);

describe('who may throw', () => {
  const seats = new Map([['ann', 0], ['bo', [1, 2]]]);
  const game = { seats, currentPlayer: 1, movesMade: 4, winner: null };
  test('the player whose turn it is throws the next move; everything else is refused with its reason', () => {
    assert.deepEqual(judgeThrow({ type: 'throw', peer: 'bo', move: 5 }, game), { ok: true });
    assert.deepEqual(judgeThrow({ type: 'throw', peer: 'ann', move: 5 }, game).reason, why('room-why-not-turn'));
    assert.deepEqual(judgeThrow({ type: 'throw', peer: 'eve', move: 5 }, game).reason, why('room-why-spectator'));
    assert.deepEqual(judgeThrow({ type: 'throw', peer: 'bo', move: 4 }, game).reason, why('room-why-move-made', { move: 4 }));
    assert.deepEqual(judgeThrow({ type: 'throw', peer: 'bo', move: 9 }, game).reason, why('room-why-move-ahead', { move: 9, next: 5 }));
    assert.deepEqual(judgeThrow({ type: 'throw', peer: 'bo', move: 5 }, { ...game, winner: 0 }).reason, why('room-why-game-over'));
    assert.deepEqual(judgeThrow({ type: 'roll', peer: 'bo', value: 6 }, game).reason, why('room-why-not-throw'));
    assert.deepEqual(judgeThrow(null, game).reason, why('room-why-not-throw'));
    assert.deepEqual(judgeThrow({ type: 'throw', peer: 'bo', move: '5' }, game).reason, why('room-why-no-move'));
  });
});

test('hex is the bytes in order', () => assert.equal(hex(new Uint8Array([0, 15, 255])), '000fff'));

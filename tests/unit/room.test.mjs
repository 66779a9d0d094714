// A room played from several devices (www/net/room.js), over a network in memory, with the real
// core as every device's referee: the same throws and winner on every device, messages that are
// forged, out of turn, repeated, malformed or oversized refused without harm, a spectator who
// cannot throw, a player who goes away and comes back to the game to date, a host who leaves,
// a draw of the dice that a withheld reveal does not decide, and a seat that only the holder of
// its key can take (a hello seen, replayed, relayed or forged is refused). Each device's referee is
// checked against a Game replayed alone from the seed the reveals give (joinSecrets).

import { test, describe, before, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Room, newIdentity, readCode, newCode, MAX_MESSAGE } from '../../www/net/room.js';
import { joinSecrets } from '../../www/net/dice.js';
import * as signed from '../../www/net/signed.js';
import { roomMessage } from '../../www/net/room-messages.js';
import { loadMessages } from '../../www/i18n/messages.js';

const PKG = join(import.meta.dirname, '..', '..', 'www', 'core', 'pkg');
let core;
/** The rooms' words: English, as the page's log says them. */
let EN;

before(async () => {
  if (!existsSync(join(PKG, 'snakes_ladders.js'))) throw new Error('www/core/pkg is not built: run npm run build');
  core = await import(pathToFileURL(join(PKG, 'snakes_ladders.js')).href);
  await core.default({ module_or_path: readFileSync(join(PKG, 'snakes_ladders_bg.wasm')) });
  EN = await loadMessages('en', async (c) => readFileSync(join(PKG, '..', '..', 'i18n', 'locales', `${c}.ftl`), 'utf8'));
});

const MAX_SEED = 2 ** 53 - 1;
/** Every device made, left after each test (a failed test must not keep the process alive). */
const made = new Set();
afterEach(() => {
  for (const d of made) d.room.leave();
  made.clear();
});
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

const { newSigner, signThrow } = signed;

/**
 * Peers in memory: what one sends reaches the others in order, a turn of the event loop later.
 * Each connection's two ends have fingerprints (`binding`), as a WebRTC connection's DTLS
 * certificates do: a device's own on every connection, here its peer id.
 */
class Net {
  nodes = new Map();
  ids = 0;
  /** @type {{from: string, to: string, text: string}[]} everything delivered, as a device in the room would see what reaches it */
  seen = [];
  /** A transport for a new peer; `drop(text)` true drops what it sends (a cheat, or a lost message). */
  connect({ drop = () => false } = {}) {
    const id = `p${++this.ids}`;
    const node = { id, on: { message: () => {}, join: () => {}, leave: () => {} }, drop, asleep: false, apart: new Set() };
    const transport = {
      send: (text, to) => {
        if (!this.nodes.has(id) || drop(text) || node.asleep) return;
        for (const [other, n] of this.nodes) {
          if (other === id || (to && to !== other) || node.apart.has(other)) continue;
          setTimeout(() => {
            if (this.nodes.get(other) !== n || n.asleep) return;
            this.seen.push({ from: id, to: other, text });
            n.on.message(text, id);
          }, 0);
        }
      },
      onMessage: (fn) => { node.on.message = fn; },
      onJoin: (fn) => { node.on.join = fn; },
      onLeave: (fn) => { node.on.leave = fn; },
      leave: () => this.drop(id),
      binding: (peer) => ({ mine: `fp-${id}`, theirs: `fp-${peer}` }),
    };
    node.transport = transport;
    return node;
  }
  /** The peer is on the network: everyone is told of everyone (as trystero's onPeerJoin does). */
  up(node) {
    for (const n of this.nodes.values()) {
      setTimeout(() => { n.on.join(node.id); node.on.join(n.id); }, 0);
    }
    this.nodes.set(node.id, node);
  }
  /** Two peers that stop reaching each other (a connection between them that failed), each still on the network. */
  apart(a, b) {
    a.apart.add(b.id);
    b.apart.add(a.id);
  }
  drop(id) {
    if (!this.nodes.delete(id)) return;
    for (const n of this.nodes.values()) setTimeout(() => n.on.leave(id), 0);
  }
  /** A raw string from a peer, as a cheating client would send it. */
  raw(node, text, to) {
    for (const [other, n] of this.nodes) if (other !== node.id && (!to || to === other)) setTimeout(() => n.on.message(text, node.id), 0);
  }
  /** The messages of type `t` that `from` sent to `to` (node ids), parsed, in order. */
  said(from, to, t) {
    return this.seen.filter((x) => x.from === from.id && x.to === to.id && JSON.parse(x.text).t === t).map((x) => JSON.parse(x.text));
  }
}

const BOARD = 'size 30\n3 -> 22\n5 -> 8\n11 -> 26\n20 -> 29\n17 -> 4\n19 -> 7\n27 -> 1\n21 -> 9\n';
const SETUP = { board: BOARD, awayMs: 60 };

function makeGame(seed, setup, names) {
  const board = core.Board.parse(setup.board);
  return new core.Game(board, { players: names(), seed });
}

/**
 * A device in a room: its Room, its log of refusals, notices and accepted throws. `identity` and
 * `signer` (its key pair for the room): a device coming back after a reload has both again.
 */
function device(net, name, { watch = false, drop, identity, signer = newSigner(), silentMs = 800, throwsForAway = true } = {}) {
  const node = net.connect({ drop });
  const me = identity ?? { ...newIdentity(name), watch };
  // The device's key pair is the test's too: a cheat signs what it sends with its own key.
  const d = { node, me, signer, refused: [], notices: [], throws: [], started: 0, awayTurns: 0 };
  /** A throw as this device's player would sign it (a cheating client sends what it likes). */
  d.signed = async (mv, { by = me.member, seed = d.room.referee.seed } = {}) => JSON.stringify(await signThrow(await signer, { code: 'abcdef', seed, ...mv, by }));
  d.room = new Room({
    code: 'abcdef', me, transport: node.transport, maxSeed: MAX_SEED, maxSeats: 4, drawMs: 400, heartbeat: { everyMs: 50, silentMs }, signer, words: EN,
    makeGame: (seed, setup) => makeGame(seed, setup, () => d.room.seats.map((m) => d.room.members.get(m).name)),
  });
  // Each refusal as the room's log words it in English (its reason and an unnamed sender are message ids: net/why.js).
  d.room.addEventListener('refused', (e) => d.refused.push({ from: EN.error(e.detail.from), reason: EN.error(e.detail.reason) }));
  d.room.addEventListener('notice', (e) => d.notices.push(e.detail.text));
  d.room.addEventListener('throw', (e) => d.throws.push(e.detail));
  d.room.addEventListener('started', () => d.started++);
  // The host throws for an away player once the wait everyone saw has run out.
  d.room.addEventListener('awayturn', () => d.awayTurns++);
  if (throwsForAway) d.room.addEventListener('awayturn', () => d.room.throwMine());
  net.up(node);
  made.add(d);
  return d;
}

/** Waits until `cond()` holds (the network and the draw's hashing take turns of the event loop). */
async function until(cond, what, ms = 6000) {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await tick(5);
  }
}

async function openRoom(names, { watchers = [], silentMs } = {}) {
  const net = new Net();
  const host = device(net, names[0], { silentMs });
  await host.room.create(SETUP);
  const guests = [];
  for (const name of names.slice(1)) {
    const g = device(net, name, { silentMs });
    await g.room.join();
    guests.push(g);
    await until(() => g.room.phase === 'lobby', `${name} in the lobby`);
  }
  await until(() => [host, ...guests].every((d) => d.room.seats.length === names.length), 'every seat on every device');
  const spectators = [];
  for (const name of watchers) {
    const s = device(net, name, { watch: true });
    await s.room.join();
    spectators.push(s);
    await until(() => s.room.phase === 'lobby', `${name} watching`);
  }
  return { net, host, guests, spectators, all: [host, ...guests, ...spectators] };
}

/**
 * Ann's room with Bo and Cy seated; Cy's device made with `options` and changed by `alter(cy,
 * {bo, net})` before it joins. Resolves to `[ann, bo, cy, net]`.
 */
async function seatWithCy(options, alter = () => {}) {
  const net = new Net();
  const ann = device(net, 'Ann');
  await ann.room.create(SETUP);
  const bo = device(net, 'Bo');
  await bo.room.join();
  // Bo seated before Cy comes: seats go in the order the host finds each hello proved.
  await until(() => ann.room.seats.length === 2 && bo.room.phase === 'lobby', 'Bo seated');
  const cy = device(net, 'Cy', options);
  alter(cy, { bo, net });
  await cy.room.join();
  await until(() => ann.room.seats.length === 3 && cy.room.phase === 'lobby', 'three seated');
  return [ann, bo, cy, net];
}

/** Ann's room with Bo and Cy, three throws into a game; then Ann, the host, leaves, and Bo takes over. */
async function hostGone() {
  const r = await openRoom(['Ann', 'Bo', 'Cy']);
  await startGame(r);
  const [ann, bo, cy] = r.all;
  await playOn(r.all, () => ann.room.rolls.length >= 3);
  ann.room.leave();
  await until(() => bo.room.isHost && cy.room.host === bo.me.member, 'Bo the host on both screens');
  return { r, ann, bo, cy };
}

/**
 * Bo's room with Ann and Cy, a game begun; Ann's tab then closes. Cy is the cheat: it saw every
 * hello Ann's device sent it (`seen`), and has a second connection to the room (`mallory`, a bare
 * peer with no Room of its own) that the host has greeted.
 */
async function annAway() {
  const r = await openRoom(['Bo', 'Ann', 'Cy']);
  await startGame(r);
  const [host, ann, cy] = r.all;
  await playOn(r.all, () => host.room.rolls.length >= 2);
  const seen = r.net.said(ann.node, cy.node, 'hello');
  assert.ok(seen.length >= 1);
  ann.room.leave();
  await until(() => host.notices.includes('Ann is away.'), 'Ann away');
  const mallory = r.net.connect();
  r.net.up(mallory);
  await until(() => r.net.said(host.node, mallory, 'hello').length > 0, 'the host greeting the new connection');
  return { r, host, ann, cy, mallory, seen };
}

async function startGame(r) {
  assert.ok(r.host.room.start());
  await until(() => r.all.every((d) => d.room.phase === 'playing' || !d.node.transport), 'the game to start');
}

/**
 * Every seated device throws on its turn, until the game is won (or `stop()` says so); an away
 * player's turns are the host's to throw when told (its 'awayturn'), as on the page.
 */
async function playOn(devices, stop = () => false, ms = 20000) {
  const game = () => devices[0].room.game;
  const end = Date.now() + ms;
  while (game().winner == null && !stop()) {
    if (Date.now() > end) throw new Error(`the game stalled at ${devices[0].room.rolls.length} throws, seat ${devices[0].room.turn}'s turn`);
    const mover = devices.find((d) => d.room.canThrow && d.room.mySeat === d.room.turn);
    if (mover) {
      const before = mover.room.rolls.length;
      mover.room.throwMine();
      await until(() => devices.every((d) => d.room.rolls.length > before), 'the throw on every device');
    } else {
      await tick(10);
    }
  }
  // The last throw may be the host's for an away player, made on its own: every device gets it.
  await until(() => devices.every((d) => d.room.rolls.length === devices[0].room.rolls.length), 'every device at the last throw');
}

/** The game replayed alone from the seed the reveals give: its rolls must be the room's. */
async function checkAgainstSeed(d) {
  const room = d.room;
  const seed = await joinSecrets('abcdef', room.drawNumber, room.referee.reveals.map(([p, s]) => [p, Uint8Array.from(Buffer.from(s, 'hex'))]), MAX_SEED);
  assert.equal(room.referee.seed, seed);
  const alone = makeGame(seed, SETUP, () => room.seats.map((m) => room.members.get(m).name));
  for (const r of room.rolls) assert.equal(alone.roll().roll, r);
  assert.equal(alone.winner, room.game.winner);
  alone.free();
}

describe('a room played from several devices', () => {
  test('codes: six letters that read out clearly', () => {
    const code = newCode();
    assert.equal(readCode(code.toUpperCase()), code);
    assert.equal(readCode(`${code.slice(0, 3)}-${code.slice(3)}`), code);
    assert.equal(readCode('abc0ef'), null);
    assert.equal(readCode('abcde'), null);
  });

  for (const names of [['Ann', 'Bo'], ['Ann', 'Bo', 'Cy']]) {
    test(`${names.length} players play to the end: every device has the same throws and winner`, async () => {
      const r = await openRoom(names);
      assert.deepEqual(r.all.map((d) => d.room.seats.length), names.map(() => names.length));
      await startGame(r);
      await playOn(r.all);
      const [first, ...rest] = r.all;
      assert.notEqual(first.room.game.winner, null);
      for (const d of rest) {
        assert.deepEqual(d.room.rolls, first.room.rolls);
        assert.equal(d.room.game.winner, first.room.game.winner);
        assert.deepEqual(Array.from(d.room.game.positions()), Array.from(first.room.game.positions()));
      }
      for (const d of r.all) await checkAgainstSeed(d);
      assert.deepEqual(r.all.flatMap((d) => d.refused), []);
      for (const d of r.all) d.room.leave();
    });
  }

  test('a forged roll, a throw out of turn, a repeat, garbage and an oversized message are refused; the game goes on', async () => {
    const r = await openRoom(['Ann', 'Bo']);
    await startGame(r);
    const [ann, bo] = r.all;
    // Ann's turn: Bo throws out of turn.
    assert.equal(ann.room.turn, 0);
    r.net.raw(bo.node, await bo.signed({ move: 1, seat: 1, roll: 3 }));
    await until(() => ann.refused.length === 1, 'the refusal');
    assert.match(ann.refused[0].reason, /not this player's turn/);
    assert.equal(ann.refused[0].from, 'Bo');
    // Ann throws honestly; then Bo forges his roll.
    ann.room.throwMine();
    await until(() => bo.room.rolls.length === 1, 'the throw');
    const truth = bo.room.game.roll().roll; // what the dice give Bo (taken back at once)
    bo.room.game.undo();
    const forged = truth === 6 ? 1 : truth + 1;
    r.net.raw(bo.node, await bo.signed({ move: 2, seat: 1, roll: forged }));
    await until(() => ann.refused.length === 2, 'the forged roll refused');
    assert.match(ann.refused[1].reason, new RegExp(`roll of ${forged} that the dice did not give \\(they give ${truth}\\)`));
    assert.equal(ann.room.rolls.length, 1);
    // Ann's own throw repeated (a duplicate), garbage, an unknown type, an oversized message.
    // The same throw again is dropped without a word (it also comes with the host's room); the
    // same move with another roll is refused.
    r.net.raw(ann.node, await ann.signed({ move: 1, seat: 0, roll: ann.room.rolls[0] }));
    r.net.raw(ann.node, await ann.signed({ move: 1, seat: 0, roll: ann.room.rolls[0] === 6 ? 1 : ann.room.rolls[0] + 1 }));
    r.net.raw(bo.node, '{not json');
    r.net.raw(bo.node, JSON.stringify({ t: 'teleport', square: 30 }));
    r.net.raw(bo.node, JSON.stringify({ t: 'room', pad: 'x'.repeat(MAX_MESSAGE) }));
    r.net.raw(bo.node, JSON.stringify({ ...JSON.parse(await bo.signed({ move: 2, seat: 1, roll: truth })), pad: 'x'.repeat(5000) }));
    await until(() => ann.refused.length === 6 && bo.refused.length === 1, 'every refusal');
    assert.match(bo.refused[0].reason, /move 1 is made already/);
    assert.deepEqual(ann.refused.slice(2).map((x) => x.reason.replace(/\d+(,\d{3})*/g, 'N')), [
      'not JSON', "no message is called 'teleport'", 'a message of N characters (the most is N)',
      "a 'throw' message of N characters",
    ]);
    // None of it changed the game: it goes on to the end, the same on both devices.
    assert.equal(ann.room.rolls.length, 1);
    await playOn(r.all);
    assert.deepEqual(bo.room.rolls, ann.room.rolls);
    for (const d of r.all) await checkAgainstSeed(d);
    for (const d of r.all) d.room.leave();
  });

  test('a throw reaches a device with no connection to its player, passed on by the others; nobody can pass one on in another\'s name', async () => {
    const r = await openRoom(['Ann', 'Bo', 'Cy'], { silentMs: 60000 });
    await startGame(r);
    const [ann, bo, cy] = r.all;
    // The connection between Ann (the host) and Bo fails; each still talks with Cy.
    r.net.apart(ann.node, bo.node);
    await playOn(r.all, () => ann.room.rolls.length >= 4);
    assert.ok(ann.throws.some((t) => t.seat === 1 && t.by === bo.me.member), 'Bo threw, and Ann has it from Cy');
    // Cy passes on a throw in Bo's name, signed with Cy's own key: refused by Ann.
    await playOn(r.all, () => bo.room.canThrow);
    const truth = ann.room.game.roll().roll;
    ann.room.game.undo();
    r.net.raw(cy.node, await cy.signed({ move: ann.room.rolls.length + 1, seat: 1, roll: truth }, { by: bo.me.member }), ann.node.id);
    await until(() => ann.refused.length === 1, 'the throw in Bo\'s name refused');
    assert.deepEqual(ann.refused[0], { from: 'Cy', reason: 'a throw that Bo did not sign' });
    // A throw Bo signed for another game is refused as well.
    r.net.raw(cy.node, await bo.signed({ move: ann.room.rolls.length + 1, seat: 1, roll: truth }, { seed: ann.room.referee.seed + 1 }), ann.node.id);
    await until(() => ann.refused.length === 2, 'the throw from another game refused');
    assert.equal(ann.refused[1].reason, 'a throw that Bo did not sign');
    await playOn(r.all);
    assert.notEqual(ann.room.game.winner, null);
    for (const d of [bo, cy]) assert.deepEqual(d.room.rolls, ann.room.rolls);
    for (const d of r.all) await checkAgainstSeed(d);
    assert.deepEqual(r.all.flatMap((d) => d.refused).length, 2);
    assert.equal(bo.room.host, ann.me.member, 'nobody took over: Ann never left');
  });

  test('a spectator sees the game and cannot throw', async () => {
    const r = await openRoom(['Ann', 'Bo'], { watchers: ['Eve'] });
    const [ann, bo, eve] = r.all;
    assert.equal(eve.room.mySeat, null);
    assert.equal(ann.room.seats.length, 2);
    await startGame(r);
    assert.equal(eve.room.canThrow, false);
    assert.equal(eve.room.throwMine(), null);
    r.net.raw(eve.node, await eve.signed({ move: 1, seat: 0, roll: 1 }));
    await until(() => ann.refused.length === 1 && bo.refused.length === 1, 'the refusals');
    assert.match(ann.refused[0].reason, /spectator does not throw/);
    await playOn([ann, bo], () => false);
    await until(() => eve.room.rolls.length === ann.room.rolls.length, 'the spectator following');
    assert.deepEqual(eve.room.rolls, ann.room.rolls);
    assert.equal(eve.room.game.winner, ann.room.game.winner);
    for (const d of r.all) d.room.leave();
  });

  test('a room\'s notices are said in its words, and in new words once the host\'s language changes', async () => {
    const { host, guests: [ann] } = await openRoom(['Bo', 'Ann']);
    assert.ok(host.notices.includes('Ann joined.'), host.notices.join(' | '));
    host.room.words = await loadMessages('fr', async (c) => readFileSync(join(PKG, '..', '..', 'i18n', 'locales', `${c}.ftl`), 'utf8'));
    ann.room.leave();
    await until(() => host.notices.includes('Ann est absent.'), 'Ann away, in French');
  });

  test('a player who goes away is thrown for after the wait, and coming back gets the game to date', async () => {
    const r = await openRoom(['Ann', 'Bo', 'Cy']);
    await startGame(r);
    const [ann, bo, cy] = r.all;
    await playOn(r.all, () => ann.room.rolls.length >= 4);
    // Bo's tab closes.
    bo.room.leave();
    await until(() => ann.notices.includes('Bo is away.') && cy.notices.includes('Bo is away.'), 'Bo away on every screen');
    // The game goes on: Bo's turns are thrown by the host after the wait (60 ms here).
    const at = ann.room.rolls.length;
    await playOn([ann, cy], () => ann.room.rolls.length >= at + 6);
    assert.ok(ann.throws.some((t) => t.seat === 1 && t.by === ann.me.member), 'the host threw for Bo');
    // Bo comes back on a new connection with his identity and key pair: he is sent the room and replays it.
    const back = device(r.net, 'Bo', { identity: bo.me, signer: bo.signer });
    await back.room.join();
    await until(() => back.room.phase === 'playing' && back.room.rolls.length === ann.room.rolls.length, 'Bo back with the game');
    assert.deepEqual(back.room.rolls, ann.room.rolls);
    assert.equal(back.room.mySeat, 1);
    assert.ok(ann.notices.includes('Bo is back.'));
    await playOn([ann, back, cy]);
    assert.deepEqual(back.room.rolls, cy.room.rolls);
    await checkAgainstSeed(back);
    // Someone else cannot take Bo's seat with his member id and another key.
    const thief = device(r.net, 'Mallory', { identity: { ...newIdentity('Mallory'), member: bo.me.member } });
    await thief.room.join();
    await until(() => ann.refused.some((x) => /wrong key for Bo's place/.test(x.reason)), 'the thief refused');
    for (const d of [ann, back, cy, thief]) d.room.leave();
  });

  test('a device asleep (its connection open, silent) is taken for away, and on waking is asked who it is and catches up', async () => {
    const r = await openRoom(['Ann', 'Bo', 'Cy']);
    await startGame(r);
    const [ann, bo, cy] = r.all;
    await playOn(r.all, () => ann.room.rolls.length >= 2);
    bo.node.asleep = true; // no leave: the network just stops carrying Bo's words either way
    await until(() => ann.notices.includes('Bo is away.') && cy.notices.includes('Bo is away.'), 'Bo away after the silence');
    const at = ann.room.rolls.length;
    await playOn([ann, cy], () => ann.room.rolls.length >= at + 6);
    assert.ok(bo.room.rolls.length < ann.room.rolls.length, 'Bo missed throws while asleep');
    assert.equal(bo.room.host, ann.me.member, 'a device that hears nobody does not make itself the host');
    bo.node.asleep = false;
    await until(() => ann.notices.includes('Bo is back.') && bo.room.rolls.length === ann.room.rolls.length, 'Bo back and caught up');
    await playOn(r.all);
    assert.deepEqual(bo.room.rolls, ann.room.rolls);
    assert.deepEqual(cy.room.rolls, ann.room.rolls);
    for (const d of r.all) await checkAgainstSeed(d);
    for (const d of r.all) d.room.leave();
  });

  test('the host leaves: the first seated player left takes over and the game goes on', async () => {
    const { bo, cy } = await hostGone();
    assert.ok(cy.notices.includes('Bo is the host now.') || cy.room.host === bo.me.member);
    await playOn([bo, cy]);
    assert.notEqual(bo.room.game.winner, null);
    assert.deepEqual(cy.room.rolls, bo.room.rolls);
    for (const d of [bo, cy]) await checkAgainstSeed(d);
    for (const d of [bo, cy]) d.room.leave();
  });

  test('a player who goes away is shown away, and back, on a device that never reached them: the host says so', async () => {
    // Cy's connection to Bo never works (their handshake fails); each talks with Ann, the host.
    const [ann, bo, cy, net] = await seatWithCy({}, (c, { bo: b, net: n }) => n.apart(b.node, c.node));
    const r = { net, host: ann, all: [ann, bo, cy] };
    await until(() => r.all.every((d) => d.room.seats.length === 3), 'three seated');
    assert.equal(cy.room.seatMember(1).present, true, 'Bo is here, by the host\'s word');
    await startGame(r);
    await playOn(r.all, () => ann.room.rolls.length >= 2);
    await tick(400); // the room the host says again after throws (300 ms later) has gone by
    bo.room.leave();
    await until(() => ann.room.seatMember(1).present === false, 'Bo away on Ann\'s screen');
    await until(() => cy.room.seatMember(1).present === false, 'Bo away on Cy\'s screen', 2000);
    // On Bo's turn Cy shows the wait everyone sees before the host throws for Bo.
    await playOn([ann, cy], () => ann.room.turn === 1);
    await until(() => cy.room.awayDeadline !== null, 'the wait on Cy\'s screen', 2000);
    // Bo back (a reload: the same identity and key pair), still out of Cy's reach.
    const back = device(net, 'Bo', { identity: { member: bo.me.member, name: 'Bo' }, signer: bo.signer });
    net.apart(back.node, cy.node);
    await back.room.join();
    await until(() => cy.room.seatMember(1).present === true, 'Bo back on Cy\'s screen', 4000);
    await playOn([ann, back, cy]);
    for (const d of [back, cy]) assert.deepEqual(d.room.rolls, ann.room.rolls);
  });

  test('a player whose connection with one device fails, while the host still has them, is shown here on that device by the host\'s word', async () => {
    const r = await openRoom(['Ann', 'Bo', 'Cy']);
    await startGame(r);
    const [ann, bo, cy] = r.all;
    await playOn(r.all, () => ann.room.rolls.length >= 2);
    // Bo's and Cy's connection fails (no word from either end: each stops hearing the other);
    // each still talks with Ann, the host, who still has both.
    r.net.apart(bo.node, cy.node);
    await until(() => cy.notices.includes('Bo is away.') && bo.notices.includes('Cy is away.'), 'Bo and Cy lose each other', 4000);
    // The host says its room again after a throw: Bo and Cy are both here, by its word.
    const at = ann.room.rolls.length;
    await playOn(r.all, () => ann.room.rolls.length > at);
    await until(() => cy.room.seatMember(1).present && bo.room.seatMember(2).present, 'Bo here on Cy\'s screen and Cy on Bo\'s', 2000);
    await playOn(r.all);
    assert.equal(ann.awayTurns, 0, 'the host never threw for anyone');
    for (const d of [bo, cy]) assert.deepEqual(d.room.rolls, ann.room.rolls);
    assert.deepEqual(cy.refused, []);
  });

  test('a player who takes over as host judges who is here by its own connections: it throws for one it lost, whom only the old host still had', async () => {
    const r = await openRoom(['Ann', 'Bo', 'Cy']);
    await startGame(r);
    const [ann, bo, cy] = r.all;
    r.net.apart(bo.node, cy.node);
    await until(() => bo.notices.includes('Cy is away.'), 'Bo loses Cy', 4000);
    // Ann and Bo throw (no one can win in one throw each here); the host's room after them has
    // Cy here, and Bo takes its word. Then it is Cy's turn, and Ann leaves.
    await playOn(r.all, () => ann.room.turn === 2);
    await until(() => bo.room.seatMember(2).present, 'Cy here on Bo\'s screen, by the host\'s word', 2000);
    ann.room.leave();
    await until(() => bo.room.isHost, 'Bo the host', 4000);
    // Nobody can tell Bo that Cy is gone but Bo itself: its wait runs out and it throws for Cy.
    await until(() => bo.throws.some((t) => t.seat === 2 && t.by === bo.me.member), 'Bo throwing for Cy', 4000);
    assert.equal(bo.room.seatMember(2).present, false);
  });

  test('the wait for an away player starts when the host\'s room says the player went, not at the next throw', async () => {
    // Cy's connection to Bo never works: only the host's room tells Cy that Bo went.
    const [ann, bo, cy, net] = await seatWithCy({}, (c, { bo: b, net: n }) => n.apart(b.node, c.node));
    const r = { net, host: ann, all: [ann, bo, cy] };
    await startGame(r);
    await playOn(r.all, () => ann.room.turn === 1);
    let waited = false;
    cy.room.addEventListener('change', () => { waited ||= cy.room.turn === 1 && cy.room.awayDeadline !== null; });
    const at = ann.room.rolls.length;
    bo.room.leave(); // on Bo's turn
    await until(() => cy.room.rolls.length > at, 'the host\'s throw for Bo on Cy\'s screen', 4000);
    assert.ok(waited, 'Cy showed the wait on Bo\'s turn');
    assert.ok(cy.notices.includes('Bo is away.'), 'and said Bo went');
  });

  test('the new host\'s first room, reaching a device that has not seen the host go yet, is kept and taken then, not refused', async () => {
    const r = await openRoom(['Ann', 'Bo', 'Cy']);
    await startGame(r);
    const [ann, bo, cy] = r.all;
    await playOn(r.all, () => ann.room.rolls.length >= 3);
    // Bo's connection to Ann closes first: Bo takes over while Cy still hears Ann.
    r.net.apart(ann.node, bo.node);
    bo.node.on.leave(ann.node.id);
    const fromBo = () => r.net.said(bo.node, cy.node, 'room').filter((m) => m.host === bo.me.member).length;
    await until(() => fromBo() === 1, 'Bo\'s first room as host at Cy');
    await tick(20);
    assert.equal(cy.room.host, ann.me.member, 'Cy has not seen Ann go');
    ann.room.leave();
    await until(() => cy.room.host === bo.me.member, 'Bo the host on Cy\'s screen');
    assert.equal(fromBo(), 1, 'taken from the room kept, not from one Bo said again');
    assert.deepEqual(cy.refused, []);
    assert.ok(cy.notices.includes('Bo is the host now.'));
    await playOn([bo, cy]);
    assert.deepEqual(cy.room.rolls, bo.room.rolls);
    await checkAgainstSeed(cy);
  });

  test('two away players in a row: the host is told to throw for each after a wait of its own', async () => {
    const r = await openRoom(['Ann', 'Bo', 'Cy', 'Dee']);
    await startGame(r);
    const [ann, bo, cy, dee] = r.all;
    await playOn(r.all, () => ann.room.rolls.length >= 2);
    bo.room.leave();
    cy.room.leave();
    await until(() => ['Bo', 'Cy'].every((n) => ann.notices.includes(`${n} is away.`) && dee.notices.includes(`${n} is away.`)), 'Bo and Cy away');
    const at = ann.room.rolls.length;
    await playOn([ann, dee], () => ann.room.rolls.length >= at + 8);
    const byHost = new Set(ann.throws.slice(at).filter((t) => t.by === ann.me.member && t.seat !== 0).map((t) => t.seat));
    assert.deepEqual([...byHost].sort(), [1, 2], 'the host threw for Bo and for Cy');
    assert.deepEqual(dee.room.rolls, ann.room.rolls);
  });

  test('a player who takes over as host after an away player\'s wait ran out is told to throw for them at once', async () => {
    const net = new Net();
    const ann = device(net, 'Ann');
    await ann.room.create(SETUP);
    const bo = device(net, 'Bo', { throwsForAway: false }); // a host that does not throw for the away player
    await bo.room.join();
    // Bo seated before Cy comes: seats go in the order the host finds each hello proved.
    await until(() => ann.room.seats.length === 2 && bo.room.phase === 'lobby', 'Bo seated');
    const cy = device(net, 'Cy');
    await cy.room.join();
    const r = { net, host: ann, all: [ann, bo, cy] };
    await until(() => r.all.every((d) => d.room.seats.length === 3), 'three seated');
    await startGame(r);
    await playOn(r.all, () => ann.room.rolls.length >= 3 && r.all.every((d) => d.room.turn === 0));
    ann.room.leave(); // on her own turn
    await until(() => bo.room.isHost && bo.awayTurns === 1 && cy.room.awayDeadline !== null && Date.now() > cy.room.awayDeadline + 20, 'the wait run out');
    assert.equal(cy.awayTurns, 0, 'Cy is not the host: not told');
    const at = cy.room.rolls.length;
    bo.room.leave();
    await until(() => cy.room.isHost && cy.room.rolls.length > at, 'Cy, the host now, throws for Ann');
    assert.equal(cy.awayTurns, 1);
    assert.deepEqual(cy.throws.at(-1), { ...cy.throws.at(-1), seat: 0, by: cy.me.member });
  });

  test('a device that saw Ann\'s hellos cannot sit in her seat: each said again, as it was or with its own key, is refused', async () => {
    const { r, host, ann, cy, mallory, seen } = await annAway();
    // Cy's second connection says Ann's hellos to the host: as they were, then with its own key.
    const own = await newSigner();
    for (const hello of seen) r.net.raw(mallory, JSON.stringify(hello), host.node.id);
    for (const hello of seen) r.net.raw(mallory, JSON.stringify({ ...hello, pub: own.pub }), host.node.id);
    await tick(100);
    assert.ok(host.refused.some((x) => /^a hello for 'Ann' that the holder of its key did not sign for this device/.test(x.reason)), JSON.stringify(host.refused));
    assert.equal(host.room.seatMember(1).present, false, 'Ann is still away');
    assert.ok(!host.room.connected.includes(ann.me.member));
    // On Ann's turn, a throw from that connection in her name is refused: the host throws for her after the wait.
    await playOn([host, cy], () => host.room.turn === 1);
    const at = host.room.rolls.length;
    const truth = host.room.game.roll().roll;
    host.room.game.undo();
    r.net.raw(mallory, JSON.stringify(await signThrow(own, { code: 'abcdef', seed: host.room.referee.seed, move: at + 1, seat: 1, roll: truth, by: ann.me.member })), host.node.id);
    await until(() => host.room.rolls.length > at, 'Ann\'s turn thrown');
    assert.deepEqual(host.throws.at(-1), { move: at + 1, seat: 1, roll: truth, by: host.me.member }, 'the host threw for Ann, not the thief');
  });

  test('a forged proof is refused: Ann\'s key with a signature by another key, or bytes that sign nothing', async () => {
    const { r, host, ann, mallory, seen } = await annAway();
    const challenge = r.net.said(host.node, mallory, 'hello')[0].nonce;
    const own = await newSigner();
    const pretend = { pub: ann.room.members.get(ann.me.member).pub, sign: own.sign };
    const forged = signed.proveHello
      ? await signed.proveHello(pretend, { code: 'abcdef', member: ann.me.member, name: 'Ann', watch: false, nonce: challenge, binding: { signer: `fp-${mallory.id}`, greeted: `fp-${host.node.id}` } })
      : 'ab'.repeat(64);
    for (const proof of [forged, 'ab'.repeat(64)]) {
      r.net.raw(mallory, JSON.stringify({ ...seen.at(-1), nonce: 'cd'.repeat(16), proof, ask: false }), host.node.id);
    }
    await until(() => host.refused.filter((x) => /did not sign for this device/.test(x.reason)).length === 2, 'both refused', 2000);
    assert.equal(host.room.seatMember(1).present, false, 'Ann is still away');
  });

  test('a hello relayed live from Ann\'s device, its proof made for another connection, is refused', async () => {
    const r = await openRoom(['Bo', 'Ann']);
    const [bo, ann] = r.all;
    const mallory = r.net.connect();
    r.net.up(mallory);
    await until(() => r.net.said(bo.node, mallory, 'hello').length > 0, 'Bo greeting Mallory');
    // Mallory asks Ann to answer Bo's challenge for Mallory's connection; Ann does, for her connection with Mallory.
    const own = await newSigner();
    const challenge = r.net.said(bo.node, mallory, 'hello')[0].nonce;
    r.net.raw(mallory, JSON.stringify({ t: 'hello', member: newIdentity('M').member, name: 'Mallory', watch: true, pub: own.pub, nonce: challenge, proof: null, ask: false }), ann.node.id);
    await until(() => r.net.said(ann.node, mallory, 'hello').some((h) => h.proof), 'Ann\'s proof', 2000);
    r.net.raw(mallory, JSON.stringify(r.net.said(ann.node, mallory, 'hello').find((h) => h.proof)), bo.node.id);
    const reactions = [];
    bo.room.addEventListener('react', (e) => reactions.push(e.detail.member));
    r.net.raw(mallory, JSON.stringify({ t: 'react', e: '👍' }), bo.node.id);
    await until(() => bo.refused.length === 1, 'the relayed hello refused', 2000);
    assert.match(bo.refused[0].reason, /^a hello for 'Ann' that the holder of its key did not sign for this device/);
    await tick(100);
    assert.deepEqual(reactions, [], 'nothing from that connection is taken as Ann\'s');
    assert.equal(bo.refused.length, 1);
  });

  test('a host cannot hand a seat on: a room giving a player\'s place to another key, or a seat to another player, is refused', async () => {
    const r = await openRoom(['Ann', 'Bo', 'Cy']);
    const [ann, bo, cy] = r.all;
    const other = await newSigner();
    const cheat = (change) => {
      const msg = JSON.parse(roomMessage(ann.room));
      change(msg);
      return JSON.stringify({ ...msg, version: ann.room.version + 1 });
    };
    // Bo's place to another key (a device that holds it could then throw as Bo); then Bo and Cy's seats swapped.
    r.net.raw(ann.node, cheat((m) => { m.members.find((x) => x.member === bo.me.member).pub = other.pub; }));
    await until(() => bo.refused.length === 1 && cy.refused.length === 1, 'the room refused by Bo and Cy');
    for (const d of [bo, cy]) assert.equal(d.refused[0].reason, "a room that gives Bo's place to another key");
    r.net.raw(ann.node, cheat((m) => {
      for (const x of m.members) if (x.seat > 0) x.seat = 3 - x.seat;
      m.seats = [m.seats[0], m.seats[2], m.seats[1]];
    }));
    await until(() => bo.refused.length === 2 && cy.refused.length === 2, 'the swap refused by Bo and Cy');
    for (const d of [bo, cy]) assert.equal(d.refused[1].reason, 'a room that gives seat 2 to another player');
    for (const d of [bo, cy]) assert.deepEqual(d.room.seats, [ann.me.member, bo.me.member, cy.me.member]);
    assert.equal(cy.room.members.get(bo.me.member).pub, (await bo.signer).pub);
    await startGame(r);
    await playOn(r.all);
    assert.deepEqual(cy.room.rolls, ann.room.rolls);
  });

  test('Ann, back after a reload (a new connection, the same identity and key pair), takes her seat again, as host before', async () => {
    const { r, ann, bo, cy } = await hostGone();
    // What a reload keeps: the member id and the key pair (no secret of the seat's).
    const back = device(r.net, 'Ann', { identity: { member: ann.me.member, name: 'Ann' }, signer: ann.signer });
    await back.room.join();
    await until(() => back.room.phase === 'playing' && back.room.rolls.length === bo.room.rolls.length
      && [bo, cy].every((d) => d.room.seatMember(0).present), 'Ann back in her seat on every screen');
    assert.equal(back.room.mySeat, 0);
    assert.ok(bo.notices.includes('Ann is back.'));
    const at = back.room.rolls.length;
    await playOn([back, bo, cy]);
    assert.ok(back.throws.some((t) => t.move > at && t.seat === 0 && t.by === ann.me.member), 'Ann threw in her seat again');
    for (const d of [bo, cy]) assert.deepEqual(d.room.rolls, back.room.rolls);
    for (const d of [back, bo, cy]) await checkAgainstSeed(d);
  });

  test('a peer that withholds its reveal does not decide the dice: after the wait they are drawn without it', async () => {
    // Cy's device commits but never reveals (a cheat, or a device too slow).
    const [ann, bo, cy] = await seatWithCy({}, (d) => { d.room.dice.progress = () => null; });
    ann.room.start();
    await until(() => ann.room.phase === 'playing' && bo.room.phase === 'playing', 'the game to start without Cy', 5000);
    assert.ok(ann.notices.some((n) => /Cy withheld the reveal in time: the dice are drawn again without that player/.test(n)), ann.notices.join(' | '));
    assert.equal(ann.room.drawNumber, 2);
    assert.deepEqual(ann.room.referee.reveals.map(([p]) => p), [ann.me.member, bo.me.member]);
    await until(() => cy.room.phase === 'playing', 'Cy following');
    // Cy still plays its seat; only the dice were drawn without it.
    assert.equal(cy.room.mySeat, 2);
    await playOn([ann, bo, cy]);
    assert.deepEqual(cy.room.rolls, ann.room.rolls);
    for (const d of [ann, bo, cy]) await checkAgainstSeed(d);
    for (const d of [ann, bo, cy]) d.room.leave();
  });

  test('a host that draws the dice without a player who is here is refused by that player: no host picks the seed alone', async () => {
    const r = await openRoom(['Ann', 'Bo']);
    const [ann, bo] = r.all;
    // Ann's device cheats: a round of the draw among Ann alone, then a game drawn by Ann alone.
    const cheat = (fields) => JSON.stringify({ ...JSON.parse(roomMessage(ann.room)), version: ann.room.version + 1, ...fields });
    r.net.raw(ann.node, cheat({ phase: 'drawing', drawNumber: 1, drawPeers: [ann.me.member] }));
    await until(() => bo.refused.length === 1, 'the round refused');
    assert.match(bo.refused[0].reason, /^the dice were drawn without this device's player, who was here and took part/);
    assert.equal(bo.refused[0].from, 'Ann');
    r.net.raw(ann.node, cheat({ phase: 'playing', drawNumber: 1, reveals: [[ann.me.member, 'ab'.repeat(32)]], rolls: [] }));
    await until(() => bo.refused.length === 2, 'the game refused');
    assert.match(bo.refused[1].reason, /^the dice were drawn without this device's player/);
    assert.equal(bo.room.phase, 'lobby');
    // The same again is refused once, quietly after; an honest start goes on as usual.
    r.net.raw(ann.node, cheat({ phase: 'drawing', drawNumber: 1, drawPeers: [ann.me.member] }));
    await startGame(r);
    assert.deepEqual(bo.room.referee.reveals.map(([p]) => p), [ann.me.member, bo.me.member]);
    assert.equal(bo.refused.length, 2);
    await playOn(r.all);
    assert.deepEqual(bo.room.rolls, ann.room.rolls);
  });

  test('a device whose reveal was lost on the way refuses the dice drawn again without it, and says so; the others play on', async () => {
    // Cy reveals, but the network loses it: Cy cannot tell this from a host that lies about it.
    const [ann, bo, cy] = await seatWithCy({ drop: (text) => text.includes('"type":"reveal"') });
    ann.room.start();
    await until(() => ann.room.phase === 'playing' && bo.room.phase === 'playing', 'the game to start without Cy', 5000);
    // The round drawn again, then its game: each refused once.
    await until(() => cy.refused.length === 2, 'Cy refusing the draw without it').catch((e) => { throw new Error(e.message + JSON.stringify(cy.refused)); });
    for (const x of cy.refused) assert.match(x.reason, /the dice were drawn without this device's player, who was here and took part: this screen does not follow that game \(reload the page to rejoin it\)/);
    assert.notEqual(cy.room.phase, 'playing');
  });
});

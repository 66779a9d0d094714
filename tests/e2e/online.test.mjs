// Play with others (issue 36) in Chromium: two to four browser contexts, each a device with its
// own storage, find each other through a BitTorrent tracker this test starts on 127.0.0.1
// (tracker.mjs) and play one game over WebRTC. Every screen must show the same moves and the
// same winner; a player who closes the tab is shown away, thrown for after the wait everyone
// sees, and comes back to the game to date; the host can leave and the game goes on; a forged
// roll, a throw out of turn and garbage are refused and named; a spectator sees the game and
// cannot roll. The moves are checked against a game the core plays alone from the room's seed.

import assert from 'node:assert/strict';
import { afterEach, before, beforeEach, describe, test } from 'node:test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCREENSHOTS, screenshot } from './harness.mjs';
import { assertClean, openSession, siteForTests } from './page-kit.mjs';
import { startTracker } from './tracker.mjs';

const env = siteForTests();
/** The test's tracker: one a test, so that no test meets another's rooms or what they left in it. */
let tracker;
beforeEach(async () => {
  tracker = await startTracker();
});
afterEach(async () => {
  await tracker?.close();
});
before(async () => {
  // A page that embeds the element for play, to join a room opened on the hosted page.
  writeFileSync(join(env.snapshot.root, 'examples', 'room-widget.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>a room in the element</title>
<script type="module" src="../www/snakes-ladders.js"></script></head>
<body><snakes-ladders id="w" mode="play" controls speed="4" board="size 12"></snakes-ladders></body></html>`);
});

/** The wait before the host rolls for an away player (ms), set on every device as the host's setting. */
const AWAY_MS = 3000;
const WAIT = { timeout: 60_000, polling: 100 };

/**
 * Trystero's own console line when a peer closes its side of a connection (a tab closed, a
 * device leaving): what the test does on purpose, not a fault of the page.
 */
const CLOSED_BY_PEER = /^console error: Trystero peer error: OperationError: User-Initiated Abort, reason=Close called$/;
const cleanAfterLeaving = (d, what) => assertClean({ page: d.page, problems: d.problems.filter((p) => !CLOSED_BY_PEER.test(p)) }, what);

/** A device: a browser context of its own, pointed at the test's tracker, on the page (or a link). */
async function device(hash = '#tab=play&speed=4', { width = 1280, height = 900, colorScheme = 'light', context = null } = {}) {
  const ctx = context ?? await env.browser.newContext({ viewport: { width, height }, colorScheme, reducedMotion: 'reduce' });
  if (!context) {
    await ctx.addInitScript(([url, wait]) => {
      localStorage.setItem('snakes-ladders/trackers', url);
      localStorage.setItem('snakes-ladders/room-wait', String(wait));
    }, [tracker.url, AWAY_MS]);
  }
  return openSession(env.browser, env.site.url + hash, { context: ctx });
}

const phase = (page) => page.evaluate(() => document.querySelector('#online')?.dataset.phase ?? null);
const waitPhase = (page, want) => page.waitForFunction((w) => document.querySelector('#online')?.dataset.phase === w, want, WAIT);
/**
 * Waits until `page` shows `n` seats; a timeout says what `page` and the joining `guest` (a page,
 * when given) see of the room: its phase, whom it is connected to, its seats and its log. A
 * guest is seated once its first connection to the host succeeds; one that failed is tried
 * again at the next announce to the tracker (Trystero's torrent strategy announces at least
 * 10 s apart, whatever the tracker's interval), as meshed() allows for.
 */
async function seatCount(page, n, guest = null) {
  try {
    await page.waitForFunction((k) => document.querySelectorAll('#online-seats li').length === k, n, { ...WAIT, timeout: 120_000 });
  } catch (e) {
    const seen = await Promise.all([page, guest].filter(Boolean).map((p) => roomSeen(p).catch((why) => String(why))));
    throw new Error(`${e.message}\n  waited for ${n} seats; the host, then the guest, saw: ${JSON.stringify(seen)}; the tracker: ${JSON.stringify(tracker.seen())}`);
  }
}
/**
 * What `page` shows of its room, for a test's message on a timeout: its phase, how many devices
 * it is connected to, its seats (each marked when shown away), its log and its action line.
 */
const roomSeen = (page) => page.evaluate(() => {
  const room = document.querySelector('#online')?.onlinePlay?.room ?? null;
  const texts = (sel) => [...document.querySelectorAll(sel)].map((li) => li.textContent + (li.classList.contains('away') ? ' [away]' : ''));
  return { phase: room?.phase ?? null, connected: room?.connected.length ?? null, seats: texts('#online-seats li'), log: texts('#online-log li'), action: document.querySelector('#online-action')?.textContent ?? null };
});
const gameLog = (page) => page.evaluate(() => [...document.querySelectorAll('#game-log li')].map((li) => li.textContent));
const status = (page) => page.evaluate(() => document.querySelector('#turn-status').textContent);
const roomLog = (page) => page.evaluate(() => [...document.querySelectorAll('#online-log li')].map((li) => li.textContent));

/** Waits until the room's log on `page` has a refusal matching `re`; a timeout says what the log has. */
async function refusedOn(page, re) {
  try {
    await page.waitForFunction((src) => [...document.querySelectorAll('#online-log li.refused')].some((li) => new RegExp(src).test(li.textContent)), re.source, WAIT);
  } catch (e) {
    throw new Error(`no refusal like ${re} in the room's log: ${JSON.stringify(await roomLog(page))}`);
  }
}

async function createRoom(page, name) {
  await page.click('#online-section summary');
  await page.fill('#online-name', name);
  await page.click('#online-create');
  await page.waitForSelector('#online-room-code');
  return (await page.textContent('#online-room-code')).replace('-', '');
}

/** Opens the room's link on a new device and joins with `name` (watching, with `watch`). */
async function joinRoom(code, name, { watch = false, shot = null, ...opts } = {}) {
  const d = await device(`#room=${code}`, opts);
  await d.page.waitForSelector('#online-name', { state: 'visible', timeout: 30_000 });
  const filled = await d.page.inputValue('#online-code');
  if (filled !== code) {
    const seen = await d.page.evaluate(() => ({ url: location.href, box: document.querySelector('#online').textContent.slice(0, 300), error: document.querySelector('#page-error').textContent }));
    assert.equal(filled, code, `the link fills in the code (the page: ${JSON.stringify(seen)})`);
  }
  await d.page.fill('#online-name', name);
  if (watch) await d.page.check('#online-watch');
  if (shot) await shotOf(d.page, '#online-section', shot);
  await d.page.click('#online-join');
  return d;
}

/** Waits until every device is connected to every other (each pair of devices talks directly). */
async function meshed(devices) {
  for (const d of devices) {
    // A pair whose first handshake failed meets at a later announce to the tracker (10 s or more apart).
    await d.page.waitForFunction((n) => document.querySelector('#online').onlinePlay.room?.connected.length === n, devices.length - 1, { ...WAIT, timeout: 120_000 });
  }
}

/** A screenshot of the window with `selector` scrolled into it (the page is long on a phone). */
async function shotOf(page, selector, name) {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** Presses Roll on whichever device may roll, until `done()` (by default: the game is won on every device). */
async function playOn(devices, done = null) {
  const over = async () => (await Promise.all(devices.map((d) => d.page.evaluate(() => /won/i.test(document.querySelector('#turn-status').textContent))))).every(Boolean);
  for (let i = 0; i < 1500; i++) {
    if (done ? await done() : await over()) return;
    let rolled = false;
    for (const d of devices) {
      if (await d.page.evaluate(() => document.querySelector('#roll-button').getAttribute('aria-disabled') === 'false')) {
        await d.page.click('#roll-button');
        rolled = true;
      }
    }
    if (!rolled) await new Promise((r) => setTimeout(r, 100));
  }
  const seen = await Promise.all(devices.map((d) => d.page.evaluate(() => {
    const room = document.querySelector('#online').onlinePlay.room;
    return `${room.phase}, ${room.rolls.length} throws, turn ${room.turn}, can throw ${room.canThrow}, log ${document.querySelectorAll('#game-log li').length}: ${document.querySelector('#turn-status').textContent} | ${[...document.querySelectorAll('#online-log li')].map((li) => li.textContent).join(' / ')}`;
  })));
  throw new Error(`the game did not get there:\n  ${seen.join('\n  ')}`);
}

/** Every device's log of moves, once all have shown as many as the first. */
/**
 * The log on screen is the core's moves: all of them, or the latest LOG_SHOWN of a long game
 * (the page lists the last 200, www/page/play-host.js; a seed now and then plays a game longer).
 */
const LOG_SHOWN = 200;
function assertLatest(log, moves, what = 'the moves are the core\'s from the room\'s seed') {
  assert.equal(log.length, Math.min(moves.length, LOG_SHOWN), `${what}: as many moves as the page lists`);
  assert.deepEqual(log, moves.slice(moves.length - log.length), what);
}

async function sameLogs(devices) {
  const first = await gameLog(devices[0].page);
  const last = first.at(-1);
  for (const d of devices.slice(1)) {
    // The same last move (a long game's list keeps its latest 200: its length alone says nothing).
    await d.page.waitForFunction(([n, m]) => {
      const li = document.querySelectorAll('#game-log li');
      return li.length >= n && li[li.length - 1]?.textContent === m;
    }, [first.length, last], WAIT);
    assert.deepEqual(await gameLog(d.page), first, 'every screen shows the same moves');
  }
  return first;
}

/** The room's throws on this device, replayed by a core Game alone from the room's seed: its move texts. */
function replayAlone(page) {
  return page.evaluate(async () => {
    const room = document.querySelector('#online').onlinePlay.room;
    const core = await import(new URL('www/core/core.js', document.baseURI).href);
    const board = core.Board.parse(room.setup.board, 'native');
    const names = room.seats.map((m) => room.members.get(m).name);
    const game = new core.Game(board, { players: names, rules: room.setup.rules, seed: room.referee.seed });
    while (game.winner == null && game.movesMade < room.rolls.length) game.roll();
    const texts = game.moveTexts(0, game.movesMade);
    const out = { texts, winner: game.winner, rolls: game.history().map((m) => m.roll) };
    game.free();
    board.free();
    return out;
  });
}

async function openGame(names, { phones = [] } = {}) {
  const host = await device();
  const code = await createRoom(host.page, names[0]);
  const guests = [];
  for (const [i, name] of names.slice(1).entries()) {
    guests.push(await joinRoom(code, name, phones.includes(i + 1) ? { width: 390, height: 844, colorScheme: 'dark' } : {}));
    await seatCount(host.page, i + 2, guests.at(-1).page);
  }
  for (const g of guests) await waitPhase(g.page, 'lobby');
  return { code, host, guests, all: [host, ...guests] };
}

async function start(r) {
  await r.host.page.click('#online-start');
  for (const d of r.all) await waitPhase(d.page, 'playing');
}

describe('Play with others: one game on several devices', () => {
  test('two players play to the end: both screens show the same moves and winner, as the core plays them from the seed', async () => {
    const r = await openGame(['Ann', 'Bo']);
    const bo = r.guests[0];
    // Everyone sees the board and rules before the first roll.
    assert.match(await bo.page.textContent('#online-setup'), /The host chose: 100 squares, 9 ladders and 10 snakes\. Rules:/);
    assert.match(await bo.page.textContent('#online-action'), /Waiting for Ann to start/);
    await screenshot(bo.page, 'online-lobby-1280-light');
    await start(r);
    await playOn(r.all);
    const log = await sameLogs(r.all);
    const alone = await replayAlone(r.host.page);
    assertLatest(log, alone.texts, 'the moves are the core\'s from the room\'s seed');
    const winner = ['Ann', 'Bo'][alone.winner];
    for (const d of r.all) assert.match(await status(d.page), new RegExp(`${winner} won!|You won, ${winner}!`));
    // Another game in the same room: dice drawn afresh.
    await r.host.page.click('#online-again');
    for (const d of r.all) await d.page.waitForFunction(() => document.querySelectorAll('#game-log li').length === 0 && document.querySelector('#online').dataset.phase === 'playing', null, WAIT);
    await playOn(r.all, async () => (await gameLog(r.host.page)).length >= 4);
    await sameLogs(r.all);
    for (const d of r.all) await assertClean(d, 'two players');
    for (const d of r.all) await d.close();
  });

  test('three players, one on a phone, and a spectator who sees the game and cannot roll', async () => {
    const r = await openGame(['Ann', 'Bo', 'Cy'], { phones: [2] });
    const eve = await joinRoom(r.code, 'Eve', { watch: true, width: 390, height: 844, shot: 'online-join-form-390-light' });
    await waitPhase(eve.page, 'lobby');
    await r.host.page.waitForFunction(() => /Watching: Eve/.test(document.querySelector('#online-watchers').textContent), null, WAIT);
    await screenshot(eve.page, 'online-join-390-light');
    await start(r);
    await waitPhase(eve.page, 'playing');
    await playOn(r.all, async () => (await gameLog(r.host.page)).length >= 6);
    await screenshot(r.host.page, 'online-three-1280-light');
    await screenshot(r.guests[1].page, 'online-three-390-dark');
    await shotOf(r.guests[1].page, '#online-seats', 'online-three-390-dark-room');
    // The spectator's Roll is off, and a throw sent from it anyway is refused on every screen.
    assert.equal(await eve.page.getAttribute('#roll-button', 'aria-disabled'), 'true');
    await meshed([...r.all, eve]);
    await eve.page.evaluate(async () => {
      const room = document.querySelector('#online').onlinePlay.room;
      room.transport.send(await room.sign({ move: room.rolls.length + 1, seat: room.turn, roll: 1 }));
    });
    for (const d of r.all) await refusedOn(d.page, /Refused from Eve: a spectator does not throw/);
    await playOn(r.all);
    const log = await sameLogs([...r.all, eve]);
    assertLatest(log, (await replayAlone(eve.page)).texts);
    for (const d of [...r.all, eve]) await assertClean(d, 'three players and a spectator');
    for (const d of [...r.all, eve]) await d.close();
  });

  test('a player who goes away is shown away, rolled for after the wait, and comes back to the game to date', async () => {
    const r = await openGame(['Ann', 'Bo', 'Cy']);
    await start(r);
    const [ann, bo, cy] = r.all;
    await playOn(r.all, async () => (await gameLog(ann.page)).length >= 3);
    // Every device hears Bo itself first: this test shows a player going away as each device sees
    // it by its own connection. A device that never reached a player takes the host's word
    // (net/room-messages.js takeMembers; tests/unit/room.test.mjs covers that).
    await meshed(r.all);
    // Bo's tab closes (the context, with Bo's identity in its storage, stays).
    const boContext = bo.context;
    await bo.page.close();
    // (On a timeout, the room's log and seats say what the device saw.)
    for (const d of [ann, cy]) {
      await d.page.waitForFunction(() => document.querySelector('#online-seats li[data-seat="1"]')?.classList.contains('away'), null, WAIT)
        .catch(async (e) => {
          throw new Error(`Bo not shown away: the device saw ${JSON.stringify(await roomSeen(d.page))} ${e.message}`);
        });
    }
    // The game goes on: on Bo's turn every screen shows the wait, and the host's device rolls for Bo once it has run out.
    const awayShown = () => cy.page.evaluate(() => /Bo is away: the host rolls for Bo in \d+ s/.test(document.querySelector('#turn-status').textContent));
    await playOn([ann, cy], awayShown);
    await screenshot(cy.page, 'online-away-1280-light');
    const before = (await gameLog(ann.page)).length;
    await playOn([ann, cy], async () => (await gameLog(ann.page)).slice(before).some((line) => /^Bo /.test(line)) && (await gameLog(ann.page)).length >= before + 3);
    // Bo comes back: the same link in the same browser returns Bo to the seat, with the game so far.
    const back = await device(`#room=${r.code}`, { context: boContext });
    // What the browser kept: Bo's member id and key pair in IndexedDB, the private key not extractable; no seat key anywhere.
    const kept = await back.page.evaluate(() => new Promise((resolve, reject) => {
      const req = indexedDB.open('snakes-ladders');
      req.onerror = () => reject(req.error);
      req.onsuccess = () => {
        const get = req.result.transaction('room').objectStore('room').get('identity');
        get.onsuccess = () => resolve({
          fields: Object.keys(get.result).sort(), extractable: get.result.keys.privateKey.extractable,
          type: get.result.keys.privateKey.type, legacy: localStorage.getItem('snakes-ladders/room'),
        });
      };
    }));
    assert.deepEqual(kept, { fields: ['code', 'keys', 'member', 'name', 'watch'], extractable: false, type: 'private', legacy: null });
    await waitPhase(back.page, 'playing');
    await sameLogs([ann, back, cy]);
    for (const d of [ann, cy]) await d.page.waitForFunction(() => document.querySelector('#online-seats li[data-seat="1"]')?.classList.contains('here'), null, WAIT);
    assert.match((await roomLog(back.page)).join(' | '), /The game so far: \d+ throws, replayed and checked/);
    await playOn([ann, back, cy]);
    await sameLogs([ann, back, cy]);
    for (const d of [ann, cy, back]) await cleanAfterLeaving(d, 'away and back');
    for (const d of [ann, cy, back]) await d.close();
  });

  test('the host leaves and the game goes on, with the next seated player as host', async () => {
    const r = await openGame(['Ann', 'Bo', 'Cy']);
    await start(r);
    const [ann, bo, cy] = r.all;
    await playOn(r.all, async () => (await gameLog(ann.page)).length >= 2);
    await meshed(r.all); // Bo and Cy must hear each other to play on without Ann
    await ann.close();
    await bo.page.waitForFunction(() => document.querySelector('#online').dataset.host === 'true', null, WAIT)
      .catch(async (e) => { throw new Error(`Bo did not take over: ${JSON.stringify(await roomLog(bo.page))} ${e.message}`); });
    await cy.page.waitForFunction(() => /Bo \(host\)/.test(document.querySelector('#online-seats').textContent), null, WAIT);
    // Not to the end: each of Ann's turns waits AWAY_MS, and a long game ran out of presses. Until
    // the new host has thrown for Ann twice (or the game is won), at a turn nobody throws by themselves.
    const before = (await gameLog(bo.page)).length;
    await playOn([bo, cy], async () => {
      const now = await Promise.all([bo, cy].map((d) => d.page.evaluate(() => {
        const room = document.querySelector('#online').onlinePlay.room;
        return { n: room.rolls.length, over: room.game?.winner != null, awayTurn: room.turn !== null && !room.seatMember(room.turn)?.present };
      })));
      if (now[0].n !== now[1].n || (now[0].awayTurn && !now[0].over)) return false;
      const forAnn = (await gameLog(bo.page)).slice(before).filter((line) => /^Ann /.test(line)).length;
      return now[0].over || forAnn >= 2;
    });
    const log = await sameLogs([bo, cy]);
    assertLatest(log, (await replayAlone(cy.page)).texts);
    for (const d of [bo, cy]) await cleanAfterLeaving(d, 'host left');
    for (const d of [bo, cy]) await d.close();
  });

  test('the element plays in a room opened on the page: <snakes-ladders mode="play" room>, the same moves on both', async () => {
    const host = await device();
    const code = await createRoom(host.page, 'Ann');
    const ctx = await env.browser.newContext({ viewport: { width: 800, height: 900 }, reducedMotion: 'reduce' });
    const w = await openSession(env.browser, `${env.site.url}examples/room-widget.html`, { context: ctx, waitReady: false });
    await w.page.waitForFunction(() => customElements.get('snakes-ladders') && document.querySelector('#w').boardInfo, null, WAIT);
    await w.page.evaluate(([url, room]) => {
      const el = document.querySelector('#w');
      window.moves = [];
      el.addEventListener('move', (e) => window.moves.push(e.detail.text));
      el.addEventListener('gameover', (e) => { window.over = e.detail; });
      Object.assign(el, { trackers: url, name: 'Bo', room });
    }, [tracker.url, code]);
    await w.page.waitForSelector('#w >> #online-join', { timeout: 30_000 });
    assert.equal(await w.page.inputValue('#w >> #online-name'), 'Bo', 'the name attribute fills in the name');
    await w.page.click('#w >> #online-join');
    await seatCount(host.page, 2);
    // The guest's element takes the room's board (the host's classic board, not its own 12 squares).
    await w.page.waitForFunction(() => document.querySelector('#w').boardInfo?.size === 100, null, WAIT);
    await host.page.click('#online-start');
    await waitPhase(host.page, 'playing');
    const roll = '#w >> [part~="roll-button"]';
    for (let i = 0; i < 3000; i++) {
      if (await host.page.evaluate(() => /won/i.test(document.querySelector('#turn-status').textContent))
        && await w.page.evaluate(() => !!window.over)) break;
      if (await host.page.evaluate(() => document.querySelector('#roll-button').getAttribute('aria-disabled') === 'false')) await host.page.click('#roll-button');
      else if (await w.page.isEnabled(roll)) await w.page.click(roll);
      else await new Promise((r) => setTimeout(r, 100));
    }
    const log = await gameLog(host.page);
    const alone = (await replayAlone(host.page)).texts;
    await w.page.waitForFunction((n) => window.moves.length >= n, alone.length, WAIT);
    // The element told every move (its move events); the page lists the latest of a long game.
    assert.deepEqual(await w.page.evaluate(() => window.moves), alone, 'the element showed the room\'s moves, as the core plays them');
    assertLatest(log, alone);
    await shotOf(w.page, '#w', 'online-element-800-light');
    await assertClean(host, 'element in a room (page)');
    await assertClean(w, 'element in a room');
    await host.close();
    await w.close();
  });

  test('a room nobody answers says so, a code that is no code is refused by name, and the page goes on', async () => {
    const lone = await joinRoom('zzzzzz', 'Lone');
    await lone.page.waitForFunction(() => /Nobody in room zzz-zzz has answered for \d+ s/.test(document.querySelector('#online-action')?.textContent ?? ''), null, WAIT);
    await lone.page.click('#online-leave');
    await lone.page.waitForSelector('#online-create');
    // A typed code that is no code, and a link with one: each refused, naming what is wrong.
    await lone.page.fill('#online-name', 'Lone');
    await lone.page.fill('#online-code', 'ab0');
    await lone.page.click('#online-join');
    assert.match(await lone.page.textContent('#online-error'), /'ab0' is not a room code: six letters and digits/);
    await lone.page.evaluate(() => { location.hash = '#room=ab!cd'; });
    await lone.page.waitForFunction(() => /the room code 'ab!cd' is not six letters and digits of a room/.test(document.body.textContent), null, WAIT);
    await assertClean(lone, 'a room nobody answers');
    await lone.close();
  });

  test('a forged roll, a throw out of turn and garbage are refused and named; the game continues', async () => {
    const r = await openGame(['Ann', 'Bo']);
    await start(r);
    const [ann, bo] = r.all;
    // Ann's turn first: Bo throws out of turn, then sends garbage.
    await bo.page.evaluate(async () => {
      const room = document.querySelector('#online').onlinePlay.room;
      room.transport.send(await room.sign({ move: 1, seat: 1, roll: 4 }));
      // A throw passed on in Ann's name, signed with Bo's key.
      const ann = [...room.members].find(([, m]) => m.seat === 0)[0];
      room.transport.send(JSON.stringify({ ...JSON.parse(await room.sign({ move: 1, seat: 0, roll: 4 })), by: ann }));
      room.transport.send('{"t":"throw","move":');
      room.transport.send(JSON.stringify({ t: 'teleport', to: 100 }));
    });
    const refusedOnAnn = (re) => refusedOn(ann.page, re);
    await refusedOnAnn(/Refused from Bo: not this player's turn/);
    await refusedOnAnn(/Refused from Bo: a throw that Ann did not sign/);
    await refusedOnAnn(/Refused from Bo: not JSON/);
    await refusedOnAnn(/Refused from Bo: no message is called 'teleport'/);
    // Ann rolls; then, on Bo's turn, Bo forges a roll the dice did not give.
    await ann.page.waitForFunction(() => document.querySelector('#roll-button').getAttribute('aria-disabled') === 'false', null, WAIT);
    await ann.page.click('#roll-button');
    await bo.page.waitForFunction(() => document.querySelector('#online').onlinePlay.room.turn === 1, null, WAIT);
    const forged = await bo.page.evaluate(async () => {
      const room = document.querySelector('#online').onlinePlay.room;
      const truth = room.game.roll().roll; // what the dice give (taken back at once)
      room.game.undo();
      const roll = truth === 6 ? 1 : truth + 1;
      room.transport.send(await room.sign({ move: room.rolls.length + 1, seat: 1, roll }));
      return { roll, truth };
    });
    await refusedOnAnn(new RegExp(`Refused from Bo: a roll of ${forged.roll} that the dice did not give \\(they give ${forged.truth}\\)`));
    assert.equal((await gameLog(ann.page)).length, 1, 'nothing refused changed the game');
    await playOn(r.all);
    const log = await sameLogs(r.all);
    assertLatest(log, (await replayAlone(ann.page)).texts);
    await screenshot(ann.page, 'online-refused-1280-light');
    await assertClean(ann, 'refusals');
    for (const d of r.all) await d.close();
  });
});

// Play with others in the host's language (issue 37): tasks/online.js's roomSetup words a room's
// setup and its refusals with the `words` it is given, each sentence whole, counts with their
// plurals; with English words it says what it said before the translation. A room's reasons for
// refusing a peer's message (net/why.js) are worded in the reader's language where they are shown.

import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { roomSetup } from '../../www/tasks/online.js';
import { loadMessages } from '../../www/i18n/messages.js';
import { Room, newIdentity } from '../../www/net/room.js';
import { replayGame } from '../../www/net/room-messages.js';
import { judgeThrow } from '../../www/net/turns.js';
import { readTrackers } from '../../www/net/link.js';

const WWW = join(import.meta.dirname, '..', '..', 'www');
const PKG = join(WWW, 'core', 'pkg');
const read = async (code) => readFileSync(join(WWW, 'i18n', 'locales', `${code}.ftl`), 'utf8');
let core;

before(async () => {
  if (!existsSync(join(PKG, 'snakes_ladders.js'))) throw new Error('www/core/pkg is not built: run npm run build');
  core = await import(pathToFileURL(join(PKG, 'snakes_ladders.js')).href);
  await core.default({ module_or_path: readFileSync(join(PKG, 'snakes_ladders_bg.wasm')) });
});

/** A room's setup: a 30-square board with one ladder and two snakes, the house rules given. */
const setup = (house = {}) => ({
  board: 'size 30\n3 -> 22\n27 -> 1\n25 -> 6', rules: {}, knockOff: false, sixesAgain: false, threeSixesEnd: false, awayMs: 30000, ...house,
});

describe('a room\'s setup in the host\'s words', () => {
  test('in English: the board counted, the house rules listed, as before', async () => {
    const en = roomSetup(await loadMessages('en', read), core);
    const said = en.summary(setup({ knockOff: true, sixesAgain: true }));
    assert.match(said, /^30 squares, 1 ladder and 2 snakes\. /);
    assert.match(said, / House rules: landing on a player sends them back and a six rolls again\.$/);
    assert.match(en.summary(setup()), / House rules: none\.$/);
    assert.match(en.summary({ ...setup(), rules: { start: 'off-board', overshoot: 'stay', jumps: 'single', faces: 4 } }),
      / Rules: everyone starts off the board; a throw past the last square is no move \(land on it exactly\); one snake or ladder a move, even when it ends where another starts; a die of 4 faces\. /);
    assert.equal(en.check(setup({ awayMs: 5 }), 50_000), 'an away wait that is not 1 s to 10 minutes');
  });

  test('in French: the same setup and refusals in French', async () => {
    const fr = roomSetup(await loadMessages('fr', read), core);
    const said = fr.summary(setup({ threeSixesEnd: true }));
    assert.match(said, /^30 cases, 1 échelle et 2 serpents\. /);
    assert.match(said, / Règles maison\u00a0: trois six d’affilée terminent le tour\.$/);
    // The rules' sentence (ui/words.js rulesInWords) too, each choice in French.
    const rules = { start: '1', overshoot: 'win', jumps: 'chain', faces: 6 };
    assert.match(fr.summary({ ...setup(), rules }), / Règles\u00a0: tout le monde part de la case 1\u00a0; un lancer qui atteint ou dépasse la dernière case gagne\u00a0; .* un dé à 6 faces\. /);
    assert.equal(fr.check({ ...setup(), rules: null }, 50_000), 'un salon sans ses règles');
    assert.match(fr.check(setup({ board: 'size 30\n3 -> 40' }), 50_000), /^le plateau du salon est illisible \(/);
  });
});

describe('a room\'s refusals in the reader\'s words (net/why.js)', () => {
  /** A room on a network of one, in `words`: `deliver(text, peer)` is a message from a peer. */
  function lone(words) {
    let deliver = () => {};
    const transport = { send() {}, onMessage: (fn) => { deliver = fn; }, onJoin() {}, onLeave() {}, leave() {} };
    const room = new Room({ code: 'abcdef', me: newIdentity('Ann'), transport, maxSeed: 1, maxSeats: 4, makeGame: () => null, words });
    return { room, deliver: (text, peer) => deliver(text, peer) };
  }

  test('a refused message\'s reason, and who sent it, in French (not English); English as before', async () => {
    const [fr, en] = await Promise.all([loadMessages('fr', read), loadMessages('en', read)]);
    const { room, deliver } = lone(fr);
    const refused = [];
    room.addEventListener('refused', (e) => refused.push(e.detail));
    deliver('{not json', 'p1');
    deliver(JSON.stringify({ t: 'throw', pad: 'x'.repeat(5000) }), 'p1');
    await new Promise((r) => setTimeout(r, 50));
    room.leave();
    // The room's log says it as tasks/online.js does: the sentence, who sent it and why, each worded.
    const line = (w, { from, reason }) => w.t('online-refused', { from: w.error(from), reason: w.error(reason) });
    assert.equal(refused.length, 2);
    assert.equal(line(fr, refused[0]), 'Refusé de la part de quelqu’un qui ne s’est pas encore présenté\u00a0: pas du JSON.');
    assert.equal(line(fr, refused[1]), 'Refusé de la part de quelqu’un qui ne s’est pas encore présenté\u00a0: un message « throw » de 5\u202f022 caractères.');
    assert.equal(line(en, refused[0]), 'Refused from a peer not yet introduced: not JSON.');
    assert.equal(line(en, refused[1]), "Refused from a peer not yet introduced: a 'throw' message of 5,022 characters.");
    for (const x of refused) assert.doesNotMatch(fr.error(x.reason), /message of|not JSON|peer/);
  });

  test('a reason\'s arguments in French: numbers as French writes them, a core error inside worded too', async () => {
    const fr = await loadMessages('fr', read);
    const ahead = judgeThrow({ type: 'throw', peer: 'bo', move: 9 }, { seats: new Map([['bo', 0]]), currentPlayer: 0, movesMade: 4, winner: null });
    assert.equal(fr.error(ahead.reason), 'le coup 9 est en avance sur cette partie (le prochain est le coup 5)');
    const board = core.Board.parse('size 30\n3 -> 22', 'native');
    const { reason } = replayGame(() => new core.Game(board, { players: ['Ann', 'Bo'], rules: { faces: 0 }, seed: 1 }), []);
    board.free();
    assert.equal(fr.error(reason), 'la partie ne peut pas être jouée ici\u00a0: option non valide\u00a0: le dé doit avoir de 1 à 1000 faces, pas 0');
    assert.equal(fr.error(readTrackers('https://example.org/').error), '« https://example.org/ » n’est pas une adresse WebSocket (wss:// ou ws://)');
  });
});

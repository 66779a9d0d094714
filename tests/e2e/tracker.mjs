// A BitTorrent tracker on 127.0.0.1 for the rooms of Play with others (issue 36): the WebSocket
// signalling that WebTorrent peers (and Trystero's torrent strategy) use to find each other, so
// that the tests need no network but this machine's. It is `bittorrent-tracker`'s own server,
// installed once into node_modules/.cache/ with --ignore-scripts: the package's client needs a
// native WebRTC module whose install script downloads a binary (and fails here), the server
// does not. Not a dependency of the project: only these tests start it.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../scripts/lib.mjs';

const VERSION = '11.2.3';
const DIR = join(ROOT, 'node_modules', '.cache', 'snakes-tracker');

/** Installs the tracker's server where the tests find it (once; later calls find it there). */
function install() {
  const pkg = join(DIR, 'node_modules', 'bittorrent-tracker', 'package.json');
  if (existsSync(pkg)) return;
  mkdirSync(DIR, { recursive: true });
  writeFileSync(join(DIR, 'package.json'), '{ "private": true, "description": "the tests\' tracker (tests/e2e/tracker.mjs)" }\n');
  try {
    execFileSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', `bittorrent-tracker@${VERSION}`],
      { cwd: DIR, stdio: 'pipe', timeout: 180_000 });
  } catch (e) {
    throw new Error(`could not install bittorrent-tracker@${VERSION} into ${DIR} from npm (${String(e.stderr || e.message).trim().slice(0, 400)})`);
  }
}

/** Starts a tracker on 127.0.0.1 (WebSocket only). Resolves to `{ url, seen(), close() }`; `url` is ws://127.0.0.1:port. */
export async function startTracker() {
  install();
  const { default: Server } = await import(pathToFileURL(join(DIR, 'node_modules', 'bittorrent-tracker', 'server.js')).href);
  // The tracker asks peers to announce every 3 s (the package's default is 10 minutes); Trystero's
  // torrent strategy announces at least 10 s apart after its first three, so a failed handshake is retried soon.
  const server = new Server({ udp: false, http: false, ws: true, stats: false, trustProxy: false, interval: 3000 });
  // What went wrong in the tracker, kept for a test's timeout to say (a peer's bad message, a
  // socket's error): the server goes on after each.
  const problems = [];
  const keep = (kind) => (e) => { if (problems.length < 20) problems.push(`${kind}: ${String(e?.message ?? e).slice(0, 200)}`); };
  server.on('error', keep('error'));
  server.on('warning', keep('warning'));
  await new Promise((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
    server.listen(0, '127.0.0.1');
  });
  const port = server.ws.address().port;
  /** The tracker's side of a room that failed to meet: each swarm (a room) and how many peers announced to it, and its problems. */
  const seen = () => ({
    swarms: Object.values(server.torrents).map((swarm) => ({ peers: swarm.complete + swarm.incomplete })),
    problems: [...problems],
  });
  // Closed with its peers still connected (a test's pages may still be open): their sockets are
  // cut, or the server's close would wait for them.
  const close = () => new Promise((r) => {
    for (const client of server.ws?.clients ?? []) client.terminate();
    server.close(r);
    server.http?.closeAllConnections?.();
  });
  return { url: `ws://127.0.0.1:${port}`, seen, close };
}

// A tiny static file server for the page, on localhost only.
//
//   node scripts/serve.mjs [DIR] [--base /sub/path/] [--csp "default-src 'self'; ..."]
//
// DIR defaults to the repository root (index.html + www/, as `npm start` builds them); pass
// dist to serve the built site. PORT picks the port, otherwise a free one is chosen. --base
// mounts the site under a sub-path, as a host like GitHub Pages would; --csp sends a
// Content-Security-Policy header with every response. Also exported as `serve()` for tests.

import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { ROOT, UserError, cli, isMain } from './lib.mjs';

/** Content types by extension; browsers need application/wasm to compile a module streaming. */
export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ftl': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** A policy strict enough for the embeddable widget: no inline code, wasm allowed. */
export const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

/**
 * Serves `root` on 127.0.0.1. Resolves to `{ url, port, server, close() }` once listening.
 * `port` 0 (the default unless PORT is set) picks a free port; `base` is the URL prefix the
 * site lives under; `csp`, when given, is sent as Content-Security-Policy.
 */
export function serve({ root = ROOT, port, host = '127.0.0.1', base = '/', csp = null, quiet = true } = {}) {
  const dir = resolve(root);
  const prefix = `/${base.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  const wanted = port ?? (process.env.PORT ? Number(process.env.PORT) : 0);

  const server = createServer((req, res) => {
    const send = (status, text, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
      res.end(req.method === 'HEAD' ? undefined : text);
      if (!quiet) console.log(`${status} ${req.method} ${req.url}`);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'method not allowed', { Allow: 'GET, HEAD' });
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      return send(400, 'bad request');
    }
    if (`${pathname}/` === prefix) return send(301, '', { Location: prefix });
    if (!pathname.startsWith(prefix)) return send(404, 'not found');
    let file = join(dir, pathname.slice(prefix.length));
    if (file !== dir && !file.startsWith(dir + sep)) return send(403, 'forbidden');
    let stat;
    try {
      stat = statSync(file);
      if (stat.isDirectory()) {
        if (!pathname.endsWith('/')) return send(301, '', { Location: `${pathname}/` });
        file = join(file, 'index.html');
        stat = statSync(file);
      }
    } catch {
      return send(404, 'not found');
    }
    const headers = {
      'Content-Type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': stat.size,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    if (csp) headers['Content-Security-Policy'] = csp;
    res.writeHead(200, headers);
    if (!quiet) console.log(`200 ${req.method} ${req.url}`);
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', (err) => {
      if (err.code === 'EADDRINUSE') reject(new UserError(`port ${wanted} is in use: set PORT to another, or unset it for a free one`));
      else reject(err);
    });
    server.listen(wanted, host, () => {
      const { port: actual } = server.address();
      const url = `http://${host === '127.0.0.1' ? 'localhost' : host}:${actual}${prefix}`;
      resolvePromise({
        url,
        port: actual,
        server,
        close: () => new Promise((done) => {
          server.closeAllConnections?.();
          server.close(() => done());
        }),
      });
    });
  });
}

function parseArgs(argv) {
  const opts = { root: ROOT, base: '/', csp: null, quiet: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new UserError(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--csp') opts.csp = value();
    else if (a === '--strict-csp') opts.csp = STRICT_CSP;
    else if (a === '--base') opts.base = value();
    else if (a === '--log') opts.quiet = false;
    else if (a.startsWith('--')) throw new UserError(`unknown option ${a} (expected --base, --csp, --strict-csp or --log)`);
    else opts.root = resolve(a);
  }
  return opts;
}

if (isMain(import.meta.url)) {
  cli(async () => {
    const opts = parseArgs(process.argv.slice(2));
    try {
      statSync(join(opts.root, 'index.html'));
    } catch {
      console.warn(`⚠ ${opts.root} has no index.html yet; serving it anyway`);
    }
    const { url } = await serve(opts);
    console.log(`\nServing ${opts.root}${opts.csp ? ` with Content-Security-Policy: ${opts.csp}` : ''}`);
    console.log(`Open ${url}  (Ctrl+C to stop)`);
  });
}

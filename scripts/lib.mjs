// Small helpers shared by the build, serve, setup and test scripts: where the repository is,
// how to run a command, and how to say what went wrong.

import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the folder that holds package.json and Cargo.toml). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The browser and driver the tests use; override with CHROME_PATH and CHROMEDRIVER. */
export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMEDRIVER = process.env.CHROMEDRIVER || '/usr/bin/chromedriver';

/**
 * Chromium flags for tests on a machine without a display, a GPU or the internet: no sandbox
 * (we run as root in a container), and none of the background traffic Chromium starts by itself.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A failure the user can act on: printed as its message alone, without a stack trace. */
export class UserError extends Error {}

/** Prints a step heading so long logs show where each part starts. */
export function step(text) {
  console.log(`\n▶ ${text}`);
}

/** Prints an indented note under the current step. */
export function note(text) {
  console.log(`  ${text}`);
}

/**
 * Runs a command with inherited output; resolves to its exit code (never rejects for a
 * non-zero exit). `timeoutMs` kills the whole process group after that long.
 */
export function run(cmd, args, { cwd = ROOT, env = process.env, timeoutMs = 0 } = {}) {
  return new Promise((resolve, reject) => {
    // With a time limit the child gets its own process group, so that stopping it also stops
    // what it started (cargo's test binaries, the browser); Ctrl+C is then passed on by hand.
    const group = timeoutMs > 0;
    const child = spawn(cmd, args, { cwd, env, stdio: 'inherit', detached: group });
    const stop = (signal) => {
      try {
        if (group) process.kill(-child.pid, signal);
        else child.kill(signal);
      } catch {
        // Already gone.
      }
    };
    const onSignal = (signal) => {
      stop(signal);
      process.exit(130);
    };
    if (group) {
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
    }
    let timer;
    if (group) {
      timer = setTimeout(() => {
        console.error(`\n✗ ${cmd} ${args.join(' ')}: no result after ${timeoutMs / 1000} s, stopping it`);
        stop('SIGKILL');
      }, timeoutMs);
    }
    const done = () => {
      clearTimeout(timer);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    };
    child.on('error', (err) => {
      done();
      if (err.code === 'ENOENT') reject(new UserError(`'${cmd}' was not found on PATH`));
      else reject(err);
    });
    child.on('exit', (code, signal) => {
      done();
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/** Runs a command and throws a UserError naming it (and `hint`) when it fails. */
export async function mustRun(cmd, args, hint = '', opts = {}) {
  const code = await run(cmd, args, opts);
  if (code !== 0) {
    throw new UserError(
      `'${[cmd, ...args].join(' ')}' failed with exit code ${code}${hint ? `.\n  ${hint}` : ''}`,
    );
  }
}

/** Runs a command quietly and returns its trimmed stdout, or null when it is missing or fails. */
export function output(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', ...opts });
  if (r.error || r.status !== 0) return null;
  return r.stdout.trim();
}

/** The exact `wasm-bindgen` crate version pinned in Cargo.lock (the CLI must match it). */
export function lockedWasmBindgenVersion() {
  const lock = readFileSync(join(ROOT, 'Cargo.lock'), 'utf8');
  const m = lock.match(/\[\[package\]\]\s*\nname = "wasm-bindgen"\s*\nversion = "([^"]+)"/);
  if (!m) throw new UserError('Cargo.lock has no wasm-bindgen package: run `cargo generate-lockfile`');
  return m[1];
}

/**
 * Runs `main` as a command-line entry point: a UserError prints its message and exits 1,
 * anything else prints its stack.
 */
export function cli(main) {
  main().catch((err) => {
    if (err instanceof UserError) console.error(`\n✗ ${err.message}`);
    else console.error(err);
    process.exit(1);
  });
}

/** True when this module is the script node was started with. */
export function isMain(metaUrl) {
  return Boolean(process.argv[1]) && fileURLToPath(metaUrl) === resolve(process.argv[1]);
}

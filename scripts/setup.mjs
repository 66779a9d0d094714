// Installs what building and testing need, through package managers only, skipping every step
// that is already done. Safe to run again and again: `npm start`, `npm run build` and `npm test`
// all start with it.
//
//   node scripts/setup.mjs            Rust wasm target, wasm-bindgen CLI, npm packages
//   node scripts/setup.mjs --browser  the same, plus Chromium and its WebDriver for the tests
//   node scripts/setup.mjs --fuzz     the same, plus cargo-fuzz for the fuzz targets in fuzz/

import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CHROMEDRIVER,
  CHROMIUM,
  ROOT,
  UserError,
  cli,
  isMain,
  lockedWasmBindgenVersion,
  mustRun,
  note,
  output,
  step,
} from './lib.mjs';

const WASM_TARGET = 'wasm32-unknown-unknown';
const NPM_STAMP = join(ROOT, 'node_modules', '.snakes-setup-stamp');

/** Rust itself cannot be installed from here; say so plainly. */
function checkRust() {
  const cargo = output('cargo', ['--version']);
  if (!cargo) {
    throw new UserError(
      "Rust's cargo was not found on PATH. Install Rust with rustup (https://rustup.rs), " +
        'open a new shell so ~/.cargo/bin is on PATH, and run this again.',
    );
  }
  note(`${cargo}: ok`);
}

/**
 * The standard library for wasm32-unknown-unknown. rust-toolchain.toml declares the toolchain
 * and the target, so rustup installs both on first use; this only checks, and for a rustup too
 * old to read the declaration (before 1.28) installs it the old way.
 */
async function ensureWasmTarget() {
  const sysroot = output('rustc', ['--print', 'sysroot']);
  const installed = sysroot && existsSync(join(sysroot, 'lib', 'rustlib', WASM_TARGET));
  if (installed) {
    note(`Rust target ${WASM_TARGET}: installed (declared in rust-toolchain.toml)`);
    return;
  }
  if (!output('rustup', ['--version'])) {
    throw new UserError(
      `The Rust target ${WASM_TARGET} is missing and rustup was not found. ` +
        `Install the ${WASM_TARGET} standard library for your Rust toolchain, or use rustup.`,
    );
  }
  note(`Rust target ${WASM_TARGET}: installing the toolchain rust-toolchain.toml declares`);
  if (output('rustup', ['toolchain', 'install']) !== null) return;
  await mustRun('rustup', ['target', 'add', WASM_TARGET], `Run 'rustup target add ${WASM_TARGET}' yourself and read its error.`);
}

/** The version a wasm-bindgen tool prints (`wasm-bindgen 0.2.130` → `0.2.130`), or null. */
function toolVersion(tool) {
  const out = output(tool, ['--version']);
  const m = out && out.match(/(\d+\.\d+\.\d+\S*)/);
  return m ? m[1] : null;
}

/**
 * wasm-bindgen and wasm-bindgen-test-runner at exactly the version in Cargo.lock: the CLI
 * refuses a wasm file made by a different version of the crate.
 */
async function ensureWasmBindgen() {
  const want = lockedWasmBindgenVersion();
  const tools = ['wasm-bindgen', 'wasm-bindgen-test-runner'];
  const have = tools.map(toolVersion);
  if (have.every((v) => v === want)) {
    note(`wasm-bindgen-cli ${want}: already installed (matches Cargo.lock)`);
    return;
  }
  note(
    `wasm-bindgen-cli: Cargo.lock wants ${want}, found ${have[0] ?? 'none'}; ` +
      'installing it with cargo (about 2 minutes on 2 cores)',
  );
  await mustRun(
    'cargo',
    ['install', 'wasm-bindgen-cli', '--version', want, '--force'],
    `Run 'cargo install wasm-bindgen-cli --version ${want}' yourself and read its error.`,
  );
  const after = tools.map(toolVersion);
  if (!after.every((v) => v === want)) {
    const where = output('sh', ['-c', 'command -v wasm-bindgen']) ?? 'nowhere on PATH';
    throw new UserError(
      `wasm-bindgen-cli ${want} was installed, but 'wasm-bindgen --version' still says ${after[0] ?? 'nothing'} ` +
        `(the one found is ${where}). Put ~/.cargo/bin first on PATH or remove the other copy.`,
    );
  }
}

/**
 * A fingerprint of what decides node_modules: the lockfile and the dependency lists (not the
 * scripts, so editing a script does not reinstall); node_modules is stale when it changes.
 */
function npmFingerprint() {
  const hash = createHash('sha256');
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    hash.update(`${field}:${JSON.stringify(manifest[field] ?? {})}\n`);
  }
  const lock = join(ROOT, 'package-lock.json');
  hash.update(existsSync(lock) ? readFileSync(lock) : 'no lockfile');
  return hash.digest('hex');
}

/** `npm ci` (or `npm install` with no lockfile) when node_modules is missing or stale. */
async function ensureNodeModules() {
  const fingerprint = npmFingerprint();
  const fresh =
    existsSync(join(ROOT, 'node_modules')) &&
    existsSync(NPM_STAMP) &&
    readFileSync(NPM_STAMP, 'utf8').trim() === fingerprint;
  if (fresh) {
    note('npm packages: already installed');
    return;
  }
  const lock = existsSync(join(ROOT, 'package-lock.json'));
  const args = lock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  note(`npm packages: running 'npm ${args[0]}'`);
  await mustRun('npm', args, 'The npm registry must be reachable; read the npm error above.');
  writeFileSync(NPM_STAMP, `${fingerprint}\n`);
}

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function majorVersion(tool) {
  const m = (output(tool, ['--version']) ?? '').match(/(\d+)\.\d+\.\d+/);
  return m ? m[1] : null;
}

/** Chromium and chromedriver for the browser tests, from Debian's packages when root. */
export async function ensureBrowser() {
  const missing = [CHROMIUM, CHROMEDRIVER].filter((p) => !executable(p));
  if (missing.length > 0) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    const custom = process.env.CHROME_PATH || process.env.CHROMEDRIVER;
    if (!isRoot || custom || !output('sh', ['-c', 'command -v apt-get'])) {
      throw new UserError(
        `The browser tests need Chromium and its WebDriver; missing: ${missing.join(', ')}.\n` +
          '  On Debian or Ubuntu, as root: apt-get update && apt-get install -y chromium chromium-driver\n' +
          '  Elsewhere, install Chromium and a matching chromedriver and set CHROME_PATH and CHROMEDRIVER to them.',
      );
    }
    note(`Chromium: missing ${missing.join(', ')}; installing Debian's chromium and chromium-driver`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await mustRun('apt-get', ['update'], 'apt-get could not read the package lists.', { env });
    await mustRun(
      'apt-get',
      ['install', '-y', 'chromium', 'chromium-driver'],
      "Install them yourself: apt-get install -y chromium chromium-driver",
      { env },
    );
    const still = [CHROMIUM, CHROMEDRIVER].filter((p) => !executable(p));
    if (still.length > 0) {
      throw new UserError(`apt-get finished but ${still.join(', ')} is still missing.`);
    }
  }
  const [browser, driver] = [majorVersion(CHROMIUM), majorVersion(CHROMEDRIVER)];
  if (browser && driver && browser !== driver) {
    throw new UserError(
      `Chromium ${browser} and chromedriver ${driver} differ; WebDriver needs the same major version. ` +
        'Install both from the same source (Debian: chromium and chromium-driver).',
    );
  }
  note(`Chromium ${browser ?? '?'} with chromedriver ${driver ?? '?'}: ${missing.length ? 'installed' : 'already installed'}`);
}

/**
 * cargo-fuzz, for the coverage-guided targets in fuzz/ (`npm test`'s fuzz suite), installed from
 * the crates registry only when `cargo fuzz --version` does not answer.
 */
export async function ensureCargoFuzz() {
  const have = output('cargo', ['fuzz', '--version']);
  if (have) {
    note(`${have}: already installed`);
    return;
  }
  note('cargo-fuzz: missing; installing it with cargo (about 2 minutes on 2 cores)');
  await mustRun(
    'cargo',
    ['install', 'cargo-fuzz', '--locked'],
    "Run 'cargo install cargo-fuzz' yourself and read its error (it needs the crates registry and a C compiler).",
  );
  const after = output('cargo', ['fuzz', '--version']);
  if (!after) {
    throw new UserError("cargo-fuzz was installed, but 'cargo fuzz --version' does not answer: put ~/.cargo/bin on PATH.");
  }
  note(`${after}: installed`);
}

/** Runs every setup step; `browser` adds Chromium for the tests. */
export async function setup({ browser = false, fuzz = false } = {}) {
  step(`Setup${browser ? ' (with the test browser)' : ''}${fuzz ? ' (with cargo-fuzz)' : ''}`);
  checkRust();
  await ensureWasmTarget();
  await ensureWasmBindgen();
  await ensureNodeModules();
  if (browser) await ensureBrowser();
  if (fuzz) await ensureCargoFuzz();
}

if (isMain(import.meta.url)) {
  cli(() => setup({ browser: process.argv.includes('--browser'), fuzz: process.argv.includes('--fuzz') }));
}

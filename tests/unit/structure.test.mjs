// Unit tests of scripts/check-structure.mjs on small fixtures: each check passes on a tree that
// keeps the rule and fails on one that breaks it, naming the file, line, item and length.
//
//   node --test tests/structure.test.mjs

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { check, jsItems, maskJs, maskRust, readAllowlist, report, rustItems } from '../../scripts/check-structure.mjs';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'check-structure.mjs');
const CLEAN_TREE = 'snakes-ladders v0.1.0\n├── rand v0.10.0\n└── rand_xoshiro v0.8.1\n';
const WASM_TREE = 'snakes-ladders v0.1.0\n├── js-sys v0.3.80\n│   └── wasm-bindgen v0.2.130\n';

const roots = [];
after(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

/** A repository in a temporary folder holding `files` (path to text). */
function fixture(files) {
  const root = mkdtempSync(join(tmpdir(), 'structure-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** `n` lines of filler statements for a body. */
function body(n, line = '  x += 1;') {
  return Array.from({ length: n }, () => line).join('\n');
}

/** A Rust function `name` of exactly `lines` lines, signature and closing brace included. */
function rustFn(name, lines) {
  return `fn ${name}() {\n${body(lines - 2)}\n}\n`;
}

/** A JS function `name` of exactly `lines` lines. */
function jsFn(name, lines) {
  return `function ${name}() {\n${body(lines - 2)}\n}\n`;
}

const names = (items) => items.map((i) => `${i.name} ${i.lines}`);

describe('finding functions and their lengths', () => {
  test('a Rust function counts from its signature line to its closing brace', () => {
    const text = `/// doc\n#[inline]\n${rustFn('short', 3)}\n${rustFn('long', 81)}`;
    assert.deepEqual(names(rustItems(text)), ['short 3', 'long 81']);
    assert.equal(rustItems(text)[1].line, 7);
  });

  test('Rust methods are named by their impl or trait, and bodiless declarations are skipped', () => {
    const text = [
      'impl<T: Clone> fmt::Display for Report<T> where T: Copy {',
      '    fn fmt(&self, f: &mut fmt::Formatter<\'_>) -> fmt::Result {',
      '        Ok(())',
      '    }',
      '}',
      'pub trait Walk {',
      '    fn step(&self) -> u32;',
      '    fn twice(&self) -> u32 { self.step() * 2 }',
      '}',
      'fn make() -> impl Fn(u32) -> u32 {',
      '    |x| x',
      '}',
    ].join('\n');
    assert.deepEqual(names(rustItems(text)), ['Report::fmt 3', 'Walk::twice 1', 'make 3']);
  });

  test('braces in Rust strings, raw strings, chars and comments do not count; lifetimes are kept', () => {
    const text = [
      "fn tricky<'a>(s: &'a str) -> char {",
      '    let a = "}}}"; let b = r#"{ " }"#; // }',
      "    /* } /* nested } */ } */ let c = '}'; let d = '\\'';",
      "    let e: [u8; 2] = [b'{', b'}'];",
      "    '{'",
      '}',
      rustFn('after', 4),
    ].join('\n');
    assert.deepEqual(names(rustItems(text)), ['tricky 6', 'after 4']);
    assert.equal(maskRust('"a\\"b" x').trim(), 'x');
  });

  test('JS functions, methods, arrows and classes are all found', () => {
    const text = [
      'export class Panel extends HTMLElement {',
      '  #count = 0;',
      '  static get observedAttributes() {',
      '    return ["a"];',
      '  }',
      '  async #update(x) {',
      '    if (x) {',
      '      for (const y of x) { this.#count += y; }',
      '    }',
      '  }',
      '  #onClick = (event) => {',
      '    this.#update(event);',
      '  };',
      '}',
      'const double = (x) =>',
      '  x * 2;',
      'export const make = async function () {',
      '  return { method(a) { return a; } };',
      '};',
      'items.forEach((x) => { console.log(x); });',
    ].join('\n');
    assert.deepEqual(names(jsItems(text)), [
      'Panel 14', 'Panel.observedAttributes 3', 'Panel.#update 5', 'Panel.#onClick 3',
      'double 2', 'make 3', 'method 1',
    ]);
  });

  test('a call before a body is not a method: class expressions, generators, getters', () => {
    const text = [
      'const X = class extends mixin(Base) {',
      '  get value() { return 1; }',
      '  *items() { yield 1; }',
      '};',
      'export async function* gen() {',
      '}',
    ].join('\n');
    assert.deepEqual(names(jsItems(text)), ['X 4', 'X.value 1', 'X.items 1', 'gen 2']);
  });

  test('braces in JS strings, templates, regular expressions and comments do not count', () => {
    const text = [
      'function tricky(a) {',
      '  const s = "}" + \'}\' + `}${a ? `}${"}"}` : "{"}}`;',
      '  const r = /[}{]+\\/}/g; // }',
      '  /* } */ return a / 2 / 1;',
      '}',
      jsFn('after', 3),
    ].join('\n');
    assert.deepEqual(names(jsItems(text)), ['tricky 5', 'after 3']);
    assert.equal(maskJs('`a${b}c`').replace(/ /g, ''), 'b');
  });
});

describe('the checks on fixtures', () => {
  const ok = {
    'src/lib.rs': rustFn('fine', 80),
    'www/core/wasm.js': 'import init from "./pkg/snakes_ladders.js";\nexport { init };\n',
    'www/page/app.js': `import { init } from "../core/wasm.js";\n// import x from "./pkg/snakes_ladders.js";\nconst s = "../core/pkg/snakes_ladders.js";\n${jsFn('fine', 80)}`,
  };

  test('a tree within the limits passes', () => {
    const result = check(fixture(ok), () => CLEAN_TREE);
    assert.deepEqual(result.failed, []);
    assert.equal(report(result).ok, true);
  });

  test('a long function, a long class, a pkg import, a component importing a host and wasm-bindgen natively all fail', () => {
    const root = fixture({
      ...ok,
      'Cargo.toml': '[dependencies]\nrand = "0.10"\nwasm-bindgen = "0.2"\n',
      'src/solve/mod.rs': `${rustFn('fine', 3)}${rustFn('too_long', 81)}`,
      'www/board/view.js': `class View {\n${body(399, '  m() {}')}\n}\n`,
      'www/tasks/play.js': `const core = await import("../core/pkg/snakes_ladders_full.js");\nconst url = new URL("../core/pkg/snakes_ladders_bg.wasm", import.meta.url);\n`,
      'www/tasks/solve.js': `import { S } from "../page/page-state.js";\nimport { words } from "../ui/words.js";\nconst more = import("../widget/voice.js");\n`,
    });
    const { failed } = check(root, () => WASM_TREE);
    const { ok: passed, lines } = report({ failed, allowed: [], stale: [], errors: [] });
    assert.equal(passed, false);
    const shown = lines.join('\n');
    assert.match(shown, /^ {2}src\/solve\/mod\.rs:4 too_long 81 lines/m);
    assert.match(shown, /^ {2}www\/board\/view\.js:1 View 401 lines/m);
    assert.match(shown, /^ {2}www\/tasks\/play\.js:1 import:\.\.\/core\/pkg\/snakes_ladders_full\.js/m);
    assert.match(shown, /^ {2}www\/tasks\/play\.js:2 import:\.\.\/core\/pkg\/snakes_ladders_bg\.wasm/m);
    assert.match(shown, /^ {2}Cargo\.toml:3 wasm-bindgen native dependency .*wasm-bindgen v0\.2\.130/m);
    assert.match(shown, /^ {2}www\/tasks\/solve\.js:1 import:\.\.\/page\/page-state\.js imports www\/page\//m);
    assert.match(shown, /^ {2}www\/tasks\/solve\.js:3 import:\.\.\/widget\/voice\.js imports www\/widget\//m);
    assert.equal(failed.length, 7, 'the import of ui/ is not one');
  });

  test('the allowlist lets listed violations pass, prints them, and fails on stale entries', () => {
    const root = fixture({
      ...ok,
      'src/game.rs': rustFn('long_one', 90),
      'scripts/structure-allow.txt': '# path name reason\nsrc/game.rs long_one being split in #33\nsrc/gone.rs old gone already\n',
    });
    const result = check(root, () => CLEAN_TREE);
    assert.deepEqual(result.failed, []);
    assert.deepEqual(result.allowed.map((v) => `${v.path} ${v.name} ${v.reason}`), ['src/game.rs long_one being split in #33']);
    assert.deepEqual(result.stale.map((e) => e.name), ['old']);
    const { ok: passed, lines } = report(result);
    assert.equal(passed, false);
    assert.match(lines.join('\n'), /src\/game\.rs:1 long_one 90 lines {3}\(being split in #33\)/);
  });

  test('an allowlist line without a reason is refused', () => {
    const { entries, errors } = readAllowlist('src/a.rs f\nsrc/b.rs g why\n');
    assert.equal(entries.length, 1);
    assert.match(errors[0], /structure-allow\.txt:1: expected 'path name reason'/);
  });

  test('the command exits 1 on a violation and 0 without, printing path:line name N lines', () => {
    const bad = fixture({ ...ok, 'src/x.rs': rustFn('big', 100) });
    const good = fixture(ok);
    const tree = join(fixture({ 'tree.txt': CLEAN_TREE }), 'tree.txt');
    const run = (root) => spawnSync(process.execPath, [SCRIPT, '--root', root, '--cargo-tree', tree], { encoding: 'utf8' });
    const failing = run(bad);
    assert.equal(failing.status, 1, failing.stdout + failing.stderr);
    assert.match(failing.stdout, /src\/x\.rs:1 big 100 lines/);
    const passing = run(good);
    assert.equal(passing.status, 0, passing.stdout + passing.stderr);
    assert.match(passing.stdout, /✓ structure/);
  });
});

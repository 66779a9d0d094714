// Structure checks over the repository, with no dependencies:
//
//   a. imports   no module under www/ outside www/core/ imports the wasm packages (www/core/pkg/,
//                the snakes_ladders*.js glue and its .wasm files), statically, dynamically or
//                through `new URL(...)`; no module under www/tasks/ (the components both hosts
//                share) imports a host, www/page/ or www/widget/
//   b. lengths   no function or method over 80 lines and no class over 400 lines in src/**/*.rs
//                and www/**/*.js (www/core/pkg/ and www/vendor/ are generated or copied, and skipped). A function counts from the
//                line of its signature (`fn`, `function`, the method's name, or the name an arrow
//                function is assigned to) to the line of its closing brace; a class from `class`
//                to its closing brace. Comments, strings, template literals, char literals and
//                regular expressions are blanked out before the braces are matched.
//   c. native    `cargo tree -e normal --target x86_64-unknown-linux-gnu` lists no wasm-bindgen
//
// Each violation prints as `path:line name N lines` (or what was found). What is still being
// fixed can be listed in scripts/structure-allow.txt, one `path name reason` a line (`#` starts
// a comment line); every allowed violation is printed on every run with its reason, and an entry
// that no longer matches a violation fails the run, so the list only shrinks.
//
//   node scripts/check-structure.mjs [--root DIR] [--cargo-tree FILE]
//
// --cargo-tree reads the tree from a file instead of running cargo (for tests). Exit code 1 on
// a violation not in the list, a stale or malformed entry; 0 otherwise.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The longest a function or method may be, in lines. */
export const MAX_FUNCTION_LINES = 80;
/** The longest a class may be, in lines. */
export const MAX_CLASS_LINES = 400;
/** The allowlist, relative to the root. */
export const ALLOWLIST = 'scripts/structure-allow.txt';
/** The command whose output must not name wasm-bindgen. */
export const CARGO_TREE = ['tree', '-e', 'normal', '--target', 'x86_64-unknown-linux-gnu'];

const BLANK = ' ';

// ---------------------------------------------------------------------------------------------
// Blanking out what is not code

/** Replaces `text[from..to)` with spaces in `out`, keeping line breaks so lines still count. */
function blank(out, text, from, to) {
  for (let k = from; k < to; k++) if (text[k] !== '\n') out[k] = BLANK;
}

/** Blanks the `//` comment at `i` to the end of its line; returns where the line ends. */
function blankLineComment(out, text, i) {
  const end = text.indexOf('\n', i);
  const stop = end < 0 ? text.length : end;
  blank(out, text, i, stop);
  return stop;
}

/** Rust source with comments, strings, raw strings and char literals blanked (lifetimes kept). */
export function maskRust(text) {
  const out = text.split('');
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      i = blankLineComment(out, text, i);
    } else if (c === '/' && next === '*') {
      let depth = 1;
      let k = i + 2;
      while (k < n && depth > 0) {
        if (text[k] === '/' && text[k + 1] === '*') { depth++; k += 2; }
        else if (text[k] === '*' && text[k + 1] === '/') { depth--; k += 2; }
        else k++;
      }
      blank(out, text, i, k);
      i = k;
    } else if ((c === 'r' || (c === 'b' && next === 'r')) && !isIdent(text[i - 1]) && rawStringAt(text, i)) {
      const { end } = rawStringAt(text, i);
      blank(out, text, i, end);
      i = end;
    } else if (c === '"') {
      let k = i + 1;
      while (k < n && text[k] !== '"') k += text[k] === '\\' ? 2 : 1;
      blank(out, text, i, k + 1);
      i = k + 1;
    } else if (c === "'") {
      const end = charLiteralEnd(text, i);
      if (end > 0) blank(out, text, i, end);
      i = end > 0 ? end : i + 1;
    } else {
      i++;
    }
  }
  return out.join('');
}

/** A raw string (`r"..."`, `r#"..."#`, `br"..."`) starting at `i`: its end, or null. */
function rawStringAt(text, i) {
  let k = text[i] === 'b' ? i + 2 : i + 1;
  let hashes = 0;
  while (text[k] === '#') { hashes++; k++; }
  if (text[k] !== '"') return null;
  const close = '"' + '#'.repeat(hashes);
  const end = text.indexOf(close, k + 1);
  return { end: end < 0 ? text.length : end + close.length };
}

/** The end of a char literal at `i` (just past its closing quote), or 0 for a lifetime. */
function charLiteralEnd(text, i) {
  if (text[i + 1] === '\\') {
    const close = text.indexOf("'", i + 3);
    return close < 0 ? 0 : close + 1;
  }
  if (text[i + 2] === "'") return i + 3;
  const code = text.charCodeAt(i + 1);
  if (code >= 0xd800 && code <= 0xdbff && text[i + 3] === "'") return i + 4;
  return 0;
}

const REGEX_AFTER_WORD = new Set([
  'return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do',
  'else', 'yield', 'await',
]);

/** Whether a `/` at `i` in JavaScript starts a regular expression rather than a division. */
function startsRegex(out, i) {
  let k = i - 1;
  while (k >= 0 && /\s/.test(out[k])) k--;
  if (k < 0) return true;
  const p = out[k];
  if (isIdent(p)) {
    let s = k;
    while (s > 0 && isIdent(out[s - 1])) s--;
    return REGEX_AFTER_WORD.has(out.slice(s, k + 1).join(''));
  }
  return !(p === ')' || p === ']');
}

/**
 * JavaScript source with comments, strings, template literal text and regular expressions
 * blanked. A template's `${ ... }` stays code (its `${` and `}` are blanked), nested templates
 * included.
 */
export function maskJs(text) {
  const out = text.split('');
  const n = text.length;
  const templates = []; // for each open `${`, the brace depth inside it
  let i = 0;
  let inTemplate = false;
  while (i < n) {
    if (inTemplate) {
      let k = i;
      while (k < n && text[k] !== '`' && !(text[k] === '$' && text[k + 1] === '{')) k += text[k] === '\\' ? 2 : 1;
      if (text[k] === '`') { blank(out, text, i, k + 1); i = k + 1; inTemplate = false; }
      else { blank(out, text, i, k + 2); i = k + 2; templates.push(0); inTemplate = false; }
      continue;
    }
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      i = blankLineComment(out, text, i);
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      blank(out, text, i, stop);
      i = stop;
    } else if (c === '"' || c === "'") {
      let k = i + 1;
      while (k < n && text[k] !== c && text[k] !== '\n') k += text[k] === '\\' ? 2 : 1;
      blank(out, text, i, k + 1);
      i = k + 1;
    } else if (c === '`') {
      inTemplate = true;
      out[i] = BLANK;
      i++;
    } else if (c === '/' && startsRegex(out, i)) {
      const end = regexEnd(text, i);
      if (end > 0) blank(out, text, i, end);
      i = end > 0 ? end : i + 1;
    } else if (c === '{' && templates.length > 0) {
      templates[templates.length - 1]++;
      i++;
    } else if (c === '}' && templates.length > 0) {
      if (templates[templates.length - 1] === 0) {
        templates.pop();
        out[i] = BLANK;
        inTemplate = true;
      } else {
        templates[templates.length - 1]--;
      }
      i++;
    } else {
      i++;
    }
  }
  return out.join('');
}

/** The end of a regular expression literal at `i` (past its flags), or 0 if it is not one. */
function regexEnd(text, i) {
  let k = i + 1;
  let inClass = false;
  while (k < text.length) {
    const c = text[k];
    if (c === '\n') return 0;
    if (c === '\\') { k += 2; continue; }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) break;
    k++;
  }
  if (k >= text.length) return 0;
  k++;
  while (k < text.length && /[a-z]/.test(text[k])) k++;
  return k;
}

// ---------------------------------------------------------------------------------------------
// Brackets, lines and names

function isIdent(c) {
  return c !== undefined && /[\w$#]/.test(c);
}

/** For masked code: the matching close of each opening bracket and the opening of each close. */
function matchBrackets(code) {
  const close = new Map();
  const open = new Map();
  const stack = [];
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === '{' || c === '(' || c === '[') stack.push(i);
    else if (c === '}' || c === ')' || c === ']') {
      const o = stack.pop();
      if (o !== undefined) { close.set(o, i); open.set(i, o); }
    }
  }
  return { close, open };
}

/** Line numbers (1-based) by offset. */
function lineIndex(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (pos) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= pos) lo = mid; else hi = mid - 1;
    }
    return lo + 1;
  };
}

function skipSpace(code, i) {
  while (i < code.length && /\s/.test(code[i])) i++;
  return i;
}

function skipSpaceBack(code, i) {
  while (i >= 0 && /\s/.test(code[i])) i--;
  return i;
}

/** The identifier ending at `end` (inclusive): its text and start. */
function identBefore(code, end) {
  let s = end;
  while (s >= 0 && isIdent(code[s])) s--;
  return { word: code.slice(s + 1, end + 1), start: s + 1 };
}

/**
 * From `i`, skipping bracketed groups: the offset of the first `{` (a body) or of a stop
 * character, whichever comes first; -1 if neither.
 */
function bodyStart(code, i, brackets, stops) {
  while (i < code.length) {
    const c = code[i];
    if (c === '{') return i;
    if (stops.includes(c)) return -1;
    if ((c === '(' || c === '[') && brackets.close.has(i)) i = brackets.close.get(i);
    i++;
  }
  return -1;
}

/** The innermost container (impl, trait or class body) that holds `pos` directly. */
function directContainer(containers, pos, depthAt) {
  let best = null;
  for (const c of containers) {
    if (c.open < pos && pos < c.close && (!best || c.open > best.open)) best = c;
  }
  return best && depthAt(pos) === depthAt(best.open) + 1 ? best : null;
}

/** Brace depth at each offset of masked code (the depth just before the character). */
function braceDepths(code) {
  const depths = new Int32Array(code.length + 1);
  let d = 0;
  for (let i = 0; i < code.length; i++) {
    depths[i] = d;
    if (code[i] === '{') d++;
    else if (code[i] === '}') d--;
  }
  depths[code.length] = d;
  return (pos) => depths[pos];
}

// ---------------------------------------------------------------------------------------------
// Finding functions and classes

/** The Rust functions in `text`: `{ kind: 'fn', name, line, lines }`, methods as `Type::name`. */
export function rustItems(text) {
  const code = maskRust(text);
  const brackets = matchBrackets(code);
  const lineOf = lineIndex(code);
  const depthAt = braceDepths(code);
  const containers = rustContainers(code, brackets);
  const items = [];
  for (const m of code.matchAll(/\bfn\s+([A-Za-z_]\w*)/g)) {
    const open = bodyStart(code, m.index + m[0].length, brackets, [';', '}']);
    if (open < 0 || !brackets.close.has(open)) continue;
    const owner = directContainer(containers, m.index, depthAt);
    const name = owner ? `${owner.name}::${m[1]}` : m[1];
    const line = lineOf(m.index);
    items.push({ kind: 'fn', name, line, lines: lineOf(brackets.close.get(open)) - line + 1 });
  }
  return items;
}

/** The impl and trait blocks of masked Rust, each with the type or trait it is named for. */
function rustContainers(code, brackets) {
  const containers = [];
  for (const m of code.matchAll(/\b(impl|trait)\b/g)) {
    const before = skipSpaceBack(code, m.index - 1);
    const prevWord = identBefore(code, before).word;
    // An item, not `-> impl Trait`: at the start, after an item or attribute, or after
    // `pub`, `pub(crate)`, `unsafe` or `default`.
    const itemStart = before < 0 || '{};]'.includes(code[before]) || ['unsafe', 'pub', 'default'].includes(prevWord)
      || /\bpub\s*\([^)]*\)\s*$/.test(code.slice(Math.max(0, m.index - 40), m.index));
    if (!itemStart) continue;
    const open = bodyStart(code, m.index + m[0].length, brackets, [';']);
    if (open < 0 || !brackets.close.has(open)) continue;
    const name = rustContainerName(m[1], code.slice(m.index + m[0].length, open));
    if (name) containers.push({ name, open, close: brackets.close.get(open) });
  }
  return containers;
}

/** `Report` from ` fmt::Display for Report<'a> where ...`, `Walk` from ` Walk: Sized`. */
function rustContainerName(kind, header) {
  let h = header;
  for (let prev = ''; prev !== h;) { prev = h; h = h.replace(/<[^<>]*>/g, ''); }
  h = h.split(/\bwhere\b/)[0];
  if (kind === 'impl') {
    const parts = h.split(/\bfor\b/);
    h = parts[parts.length - 1];
  }
  const segments = h.trim().replace(/^(&\s*(mut\s+)?|dyn\s+)/, '').split('::');
  const last = segments[segments.length - 1].trim().match(/^[A-Za-z_]\w*/);
  return last ? last[0] : null;
}

const JS_NOT_METHODS = new Set([
  'if', 'for', 'while', 'switch', 'catch', 'with', 'function', 'return', 'typeof', 'await',
  'yield', 'new', 'delete', 'void', 'in', 'of', 'do', 'else', 'super', 'import',
]);

/**
 * The JavaScript functions and classes in `text`: `{ kind: 'function' | 'class', name, line,
 * lines }`. Functions are `function` declarations and expressions, methods (class and object
 * literal) and arrow functions assigned to a name; class methods are named `Class.method`.
 */
export function jsItems(text) {
  const code = maskJs(text);
  const ctx = {
    code,
    brackets: matchBrackets(code),
    lineOf: lineIndex(code),
    depthAt: braceDepths(code),
  };
  const classes = jsClasses(ctx);
  const items = classes.map((c) => ({ kind: 'class', name: c.name, line: c.line, lines: c.lines }));
  const add = (name, start, end, at) => {
    const owner = directContainer(classes, at, ctx.depthAt);
    const line = ctx.lineOf(start);
    items.push({ kind: 'function', name: owner ? `${owner.name}.${name}` : name, line, lines: ctx.lineOf(end) - line + 1 });
  };
  for (const m of code.matchAll(/\bfunction\b/g)) {
    const f = jsFunctionKeyword(ctx, m.index);
    if (f) add(f.name, f.start, f.end, f.start);
  }
  for (const m of code.matchAll(/(#?[A-Za-z_$][\w$]*)\s*\(/g)) {
    const f = jsMethod(ctx, m);
    if (f) add(f.name, m.index, f.end, m.index);
  }
  for (const m of code.matchAll(/=>/g)) {
    const f = jsArrow(ctx, m.index);
    if (f) add(f.name, f.start, f.end, f.start);
  }
  return items.sort((a, b) => a.line - b.line);
}

/** The classes of masked JavaScript with their bodies. */
function jsClasses({ code, brackets, lineOf }) {
  const classes = [];
  for (const m of code.matchAll(/\bclass\b/g)) {
    if (isIdent(code[m.index - 1]) || code[m.index - 1] === '.') continue;
    const open = bodyStart(code, m.index + 5, brackets, [';', ')', '}']);
    if (open < 0 || !brackets.close.has(open)) continue;
    const after = code.slice(m.index + 5, open).trim().match(/^([A-Za-z_$][\w$]*)/);
    const name = after && after[1] !== 'extends' ? after[1] : assignedName(code, m.index)?.name ?? '<anonymous>';
    const close = brackets.close.get(open);
    const line = lineOf(m.index);
    classes.push({ name, open, close, line, lines: lineOf(close) - line + 1 });
  }
  return classes;
}

/**
 * The name a value starting at `at` is assigned to (`x = `, `x: `, `this.x = `, `#x = `), with
 * the offset where that name starts; null if it is not assigned to a name.
 */
function assignedName(code, at) {
  let k = skipSpaceBack(code, at - 1);
  const w = identBefore(code, k);
  if (w.word === 'async') k = skipSpaceBack(code, w.start - 1);
  const c = code[k];
  const isAssign = c === '=' && !'=!<>+-*/%&|^'.includes(code[k - 1] ?? '');
  if (!isAssign && c !== ':') return null;
  const name = identBefore(code, skipSpaceBack(code, k - 1));
  return name.word && !/^\d/.test(name.word) ? { name: name.word, start: name.start } : null;
}

/** A `function` at `at`: its name (or the name it is assigned to), start and closing brace. */
function jsFunctionKeyword({ code, brackets }, at) {
  if (isIdent(code[at - 1]) || code[at - 1] === '.') return null;
  let k = skipSpace(code, at + 8);
  if (code[k] === '*') k = skipSpace(code, k + 1);
  const own = code.slice(k).match(/^[A-Za-z_$][\w$]*/);
  if (own) k = skipSpace(code, k + own[0].length);
  if (code[k] !== '(' || !brackets.close.has(k)) return null;
  const open = skipSpace(code, brackets.close.get(k) + 1);
  if (code[open] !== '{' || !brackets.close.has(open)) return null;
  let start = at;
  const before = identBefore(code, skipSpaceBack(code, at - 1));
  if (before.word === 'async') start = before.start;
  const name = own ? own[0] : assignedName(code, start)?.name ?? '<anonymous>';
  return { name, start, end: brackets.close.get(open) };
}

const METHOD_PREFIXES = new Set(['static', 'async', 'get', 'set']);

/**
 * `name(params) {` at match `m`, a method (class or object literal): its name and end. Only
 * where a member can start: after `{`, `}`, `;`, `,`, `*`, `static`, `async`, `get`, `set`, or
 * on a line of its own; not a call such as `extends mixin(Base) {`.
 */
function jsMethod({ code, brackets }, m) {
  const name = m[1];
  if (JS_NOT_METHODS.has(name) || isIdent(code[m.index - 1])) return null;
  let k = skipSpaceBack(code, m.index - 1);
  if (code[k] === '*') {
    if (identBefore(code, skipSpaceBack(code, k - 1)).word === 'function') return null;
  } else if (k >= 0 && !'{};,'.includes(code[k])) {
    const word = identBefore(code, k).word;
    const ownLine = code.slice(k + 1, m.index).includes('\n');
    if (!METHOD_PREFIXES.has(word) && !(ownLine && word !== 'extends' && code[k] !== '.')) return null;
  }
  const paren = m.index + m[0].length - 1;
  if (!brackets.close.has(paren)) return null;
  const open = skipSpace(code, brackets.close.get(paren) + 1);
  if (code[open] !== '{' || !brackets.close.has(open)) return null;
  return { name, end: brackets.close.get(open) };
}

/** An arrow function at `=>` offset `at`, if assigned to a name: its name, start and end. */
function jsArrow({ code, brackets }, at) {
  let k = skipSpaceBack(code, at - 1);
  let paramsStart;
  if (code[k] === ')') {
    if (!brackets.open.has(k)) return null;
    paramsStart = brackets.open.get(k);
  } else {
    paramsStart = identBefore(code, k).start;
  }
  const named = assignedName(code, paramsStart);
  if (!named) return null;
  const end = arrowBodyEnd(code, skipSpace(code, at + 2), brackets);
  return end < 0 ? null : { name: named.name, start: named.start, end };
}

/** The last offset of an arrow function's body starting at `i` (a block or an expression). */
function arrowBodyEnd(code, i, brackets) {
  if (code[i] === '{') return brackets.close.has(i) ? brackets.close.get(i) : -1;
  let last = i;
  while (i < code.length) {
    const c = code[i];
    if (c === ';' || c === ',' || c === ')' || c === ']' || c === '}') break;
    if ((c === '(' || c === '[' || c === '{') && brackets.close.has(i)) i = brackets.close.get(i);
    if (!/\s/.test(code[i])) last = i;
    i++;
  }
  return last;
}

// ---------------------------------------------------------------------------------------------
// The three checks

/** The source files under `dir` (relative to `root`) ending in one of `exts`, sorted. */
function sourceFiles(root, dir, exts, skip = []) {
  const found = [];
  const walk = (abs) => {
    if (!existsSync(abs)) return;
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const path = join(abs, entry.name);
      const rel = relative(root, path).split(sep).join('/');
      if (entry.isDirectory()) {
        if (!skip.includes(rel) && entry.name !== 'node_modules') walk(path);
      } else if (exts.some((e) => entry.name.endsWith(e))) {
        found.push(rel);
      }
    }
  };
  walk(join(root, dir));
  return found.sort();
}

/** Check (b): every function over MAX_FUNCTION_LINES and class over MAX_CLASS_LINES. */
export function lengthViolations(root) {
  const violations = [];
  const files = [
    ...sourceFiles(root, 'src', ['.rs']).map((path) => ({ path, items: rustItems })),
    ...sourceFiles(root, 'www', ['.js', '.mjs'], ['www/core/pkg', 'www/vendor']).map((path) => ({ path, items: jsItems })),
  ];
  for (const { path, items } of files) {
    for (const item of items(readFileSync(join(root, path), 'utf8'))) {
      const max = item.kind === 'class' ? MAX_CLASS_LINES : MAX_FUNCTION_LINES;
      if (item.lines > max) {
        violations.push({ path, line: item.line, name: item.name, text: `${item.lines} lines`, why: `${item.kind === 'class' ? 'class' : 'function'} over ${max} lines` });
      }
    }
  }
  return violations;
}

/** Whether `target` (an absolute path) lies under `dir` (also absolute). */
const within = (dir, target) => {
  const rel = relative(dir, target);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep);
};

/** The hosts' folders, which a shared component (www/tasks/) must not import. */
const HOSTS = ['page', 'widget'];

/**
 * Check (a): modules under www/ outside www/core/ that refer to www/core/pkg/'s snakes_ladders*
 * files, and modules under www/tasks/ that refer to a host's folder.
 */
export function importViolations(root) {
  const violations = [];
  for (const path of sourceFiles(root, 'www', ['.js', '.mjs'], ['www/core', 'www/vendor'])) {
    const text = readFileSync(join(root, path), 'utf8');
    const code = maskJs(text);
    const lineOf = lineIndex(text);
    // Specifiers are strings, blanked in `code`: find them in `text` where `code` shows the
    // import around them (`from`, `import(`, `new URL(`).
    const pattern = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bnew\s+URL\s*\(\s*)(["'`])([^"'`\n]*)\2/g;
    for (const m of text.matchAll(pattern)) {
      if (code[m.index] === BLANK) continue; // inside a comment or a string
      const target = resolve(dirname(join(root, path)), m[3]);
      const rel = relative(join(root, 'www', 'core', 'pkg'), target);
      const base = target.split(sep).pop();
      if (!rel.startsWith('..') && !rel.startsWith(sep) && base.startsWith('snakes_ladders')) {
        violations.push({ path, line: lineOf(m.index), name: `import:${m[3]}`, text: 'imports www/core/pkg/', why: 'only www/core/ may import the wasm packages' });
      }
      const host = HOSTS.find((h) => within(join(root, 'www', h), target));
      if (path.startsWith('www/tasks/') && host) {
        violations.push({ path, line: lineOf(m.index), name: `import:${m[3]}`, text: `imports www/${host}/`, why: 'a shared component imports no host' });
      }
    }
  }
  return violations;
}

/** Check (c): wasm-bindgen in the native dependency tree, given `cargo tree`'s output. */
export function nativeViolations(root, treeText) {
  const found = treeText.split('\n').find((l) => /\bwasm-bindgen v/.test(l));
  if (!found) return [];
  const cargo = existsSync(join(root, 'Cargo.toml')) ? readFileSync(join(root, 'Cargo.toml'), 'utf8').split('\n') : [];
  const at = cargo.findIndex((l) => /^\s*wasm-bindgen\s*=/.test(l));
  return [{
    path: 'Cargo.toml',
    line: at + 1 || 1,
    name: 'wasm-bindgen',
    text: `native dependency (cargo ${CARGO_TREE.join(' ')}: ${found.replace(/^[\s│├└─]+/, '').trim()})`,
    why: 'the native build must not depend on wasm-bindgen',
  }];
}

/** The allowlist: `{ path, name, reason, line }` entries and malformed lines as `errors`. */
export function readAllowlist(text) {
  const entries = [];
  const errors = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const m = line.match(/^(\S+)\s+(\S+)\s+(\S.*)$/);
    if (m) entries.push({ path: m[1], name: m[2], reason: m[3], line: index + 1 });
    else errors.push(`${ALLOWLIST}:${index + 1}: expected 'path name reason', found '${line}'`);
  });
  return { entries, errors };
}

/**
 * Runs the three checks under `root`. `cargoTree` returns the tree's text (by default it runs
 * cargo). Returns `{ failed, allowed, stale, errors, scanned }`.
 */
export function check(root, cargoTree = () => runCargoTree(root)) {
  const violations = [...importViolations(root), ...lengthViolations(root), ...nativeViolations(root, cargoTree())];
  const allowPath = join(root, ALLOWLIST);
  const { entries, errors } = readAllowlist(existsSync(allowPath) ? readFileSync(allowPath, 'utf8') : '');
  const failed = [];
  const allowed = [];
  const used = new Set();
  for (const v of violations) {
    const entry = entries.find((e) => e.path === v.path && e.name === v.name);
    if (entry) { allowed.push({ ...v, reason: entry.reason }); used.add(entry); }
    else failed.push(v);
  }
  const stale = entries.filter((e) => !used.has(e));
  const scanned = {
    rust: sourceFiles(root, 'src', ['.rs']).length,
    js: sourceFiles(root, 'www', ['.js', '.mjs'], ['www/core/pkg', 'www/vendor']).length,
  };
  return { failed, allowed, stale, errors, scanned };
}

function runCargoTree(root) {
  try {
    return execFileSync('cargo', CARGO_TREE, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    throw new Error(`cargo ${CARGO_TREE.join(' ')} failed: ${e.stderr || e.message}`);
  }
}

/** The report of `check`'s result, as lines. */
export function report({ failed, allowed, stale, errors, scanned }) {
  const lines = [];
  if (scanned) {
    lines.push(`structure: ${scanned.rust} Rust files under src/, ${scanned.js} JS modules under www/ (not www/core/pkg/ or www/vendor/), ` +
      `pkg/ imports outside www/core/, functions over ${MAX_FUNCTION_LINES} and classes over ${MAX_CLASS_LINES} lines, ` +
      `wasm-bindgen in cargo ${CARGO_TREE.join(' ')}`);
  }
  const show = (v) => `${v.path}:${v.line} ${v.name} ${v.text}`;
  // The allowed ones first: the failures, when there are any, are then what the run ends with.
  if (allowed.length) {
    lines.push(`! ${allowed.length} violation(s) still allowed by ${ALLOWLIST}, to be fixed:`);
    for (const v of allowed) lines.push(`  ${show(v)}   (${v.reason})`);
  }
  if (stale.length) {
    lines.push(`✗ ${stale.length} entr(y/ies) in ${ALLOWLIST} no longer match a violation; remove them:`);
    for (const e of stale) lines.push(`  ${ALLOWLIST}:${e.line} ${e.path} ${e.name}`);
  }
  for (const e of errors) lines.push(`✗ ${e}`);
  if (failed.length) {
    lines.push(`✗ ${failed.length} structure violation(s):`);
    for (const v of failed) lines.push(`  ${show(v)}   (${v.why})`);
  }
  const ok = !failed.length && !stale.length && !errors.length;
  lines.push(ok
    ? `✓ structure: no new violations (${allowed.length} allowed, listed above)`
    : `✗ structure: ${failed.length} violation(s), ${stale.length} stale and ${errors.length} malformed allowlist entr(y/ies)`);
  return { ok, lines };
}

function main(argv) {
  const arg = (flag) => { const i = argv.indexOf(flag); return i >= 0 ? argv[i + 1] : undefined; };
  const root = resolve(arg('--root') ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const treeFile = arg('--cargo-tree');
  const cargoTree = treeFile ? () => readFileSync(treeFile, 'utf8') : undefined;
  const { ok, lines } = report(check(root, cargoTree));
  console.log(lines.join('\n'));
  return ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    console.error(`✗ ${e.message}`);
    process.exitCode = 2;
  }
}

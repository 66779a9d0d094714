// What importing a module does where there is no browser, seen from a fresh Node process: run
//   node --input-type=module -e "import { probe } from '<this file>'; await probe(() => import('snakes-ladders'))"
// (a bare name resolves from the working directory, as a server-side build resolves it). It
// prints one line of JSON: the module's exports, the globals the import added, every fetch or
// WebAssembly compile it started (Node has both, so a module loading its wasm on import would
// call them), and what `define()` returned. A throw fails the process.

/** The browser's globals: a server-side build has none of them. */
const BROWSER = ['window', 'document', 'HTMLElement', 'customElements', 'matchMedia'];
const COMPILERS = ['instantiate', 'instantiateStreaming', 'compile', 'compileStreaming'];

/** Imports through `load()` with fetch and WebAssembly watched, and prints what it did. */
export async function probe(load) {
  const calls = [];
  const saved = { fetch: globalThis.fetch, ...Object.fromEntries(COMPILERS.map((n) => [n, WebAssembly[n]])) };
  globalThis.fetch = (...args) => { calls.push(`fetch ${args[0]}`); return saved.fetch(...args); };
  for (const name of COMPILERS) {
    WebAssembly[name] = (...args) => { calls.push(`WebAssembly.${name}`); return saved[name](...args); };
  }
  const before = new Set(Reflect.ownKeys(globalThis));
  const browserGlobals = BROWSER.filter((name) => name in globalThis);
  const module = await load();
  const newGlobals = Reflect.ownKeys(globalThis).filter((k) => !before.has(k)).map(String);
  const defined = module.define?.();
  console.log(JSON.stringify({
    browserGlobals,
    exports: Object.keys(module).sort(),
    defaultIs: typeof module.default,
    newGlobals,
    calls,
    defineReturned: defined === undefined ? 'undefined' : typeof defined,
  }));
}

/** What the probe prints for a package that keeps to the rule (its exports aside). */
export const QUIET = { browserGlobals: [], defaultIs: 'function', newGlobals: [], calls: [], defineReturned: 'undefined' };

// A pool of analysis workers (worker.js): one per core, each running one job at a time, so long
// work never blocks the page. Jobs wait in a queue for a free worker; a job is cancelled with an
// AbortSignal, which terminates the worker running it (a computation inside wasm cannot be
// interrupted otherwise) and starts a fresh one the next time work arrives.
//
//   const pool = new WorkPool();                       // navigator.hardwareConcurrency workers
//   const { report } = await pool.run({ job: "analyze", board, rules, options });
//   const { sums } = await pool.simulate({ board, rules, options, games: 100000,
//                                          merge: core.mergeSimulations, onProgress, signal });
//
// Simulations are split by game number into chunks of a fixed size (chunkSize(): it depends
// on the board, never on the number of workers) and the chunks' integer sums are merged in
// chunk order. Game i always throws the dice seeded by (seed, i), so the same seed and game
// count give the same result with one worker or eight, exactly as one run would.

/** The most workers a pool starts, whatever the machine says. */
export const MAX_WORKERS = 16;

/** Workers for this machine: one per logical core (2 when the browser does not say). */
export function defaultWorkerCount() {
  const n = Number(globalThis.navigator?.hardwareConcurrency);
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_WORKERS) : 2;
}

/**
 * The jobs that need the full module (snakes_ladders_full): another format than the native one
 * (parsePacked), the world builder, the recorded search. Every other job runs on the analysis
 * module (snakes_ladders_markov: the core's exports but games, and the analysis without the
 * exact fraction's big rationals nor the extras):
 * analyze and design modes, and the page's analysis card, never fetch the full one.
 */
export const FULL_JOBS = new Set(["generate", "parse", "trace"]);

/** The module a job runs on: "full" or "markov". */
export function moduleFor(job) {
  return FULL_JOBS.has(job) ? "full" : "markov";
}

/** Each module's wasm, each by its literal path (so that bundlers and the package find it). */
const WASM = {
  markov: () => new URL("./pkg/snakes_ladders_markov_bg.wasm", import.meta.url),
  full: () => new URL("./pkg/snakes_ladders_full_bg.wasm", import.meta.url),
};

/** @type {Map<string, Promise<WebAssembly.Module>>} */
const compiled = new Map();

/**
 * A wasm module ("markov" or "full"), fetched and compiled once for the page and every worker:
 * each worker gets the compiled module in a message instead of downloading and compiling its
 * own copy.
 * @param {"markov" | "full"} kind
 */
export function compiledModule(kind) {
  let module = compiled.get(kind);
  if (!module) {
    module = (async () => {
      const url = WASM[kind]();
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url.pathname} could not be loaded (HTTP ${response.status})`);
      try {
        return await WebAssembly.compileStreaming(response.clone());
      } catch {
        return WebAssembly.compile(await response.arrayBuffer()); // served without application/wasm
      }
    })().catch((e) => {
      compiled.delete(kind); // a later job tries again
      throw e;
    });
    compiled.set(kind, module);
  }
  return module;
}

/** Starts one analysis worker (a module worker loaded relative to this file). */
function spawnWorker() {
  return new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
}

/**
 * Hands `worker` the compiled `kind` module (worker.js waits for it before a job that runs on
 * it), or why it could not be loaded.
 */
function sendModule(worker, kind) {
  compiledModule(kind).then(
    (module) => worker.postMessage({ job: "module", kind, module }),
    (e) => worker.postMessage({ job: "module", kind, error: String(e && e.message ? e.message : e) }),
  );
}

/**
 * A job's failure as the worker reported it: an `Error` with the message, and with the core's
 * `code` and `params` when the core refused (the same message by code, see CoreError).
 * @param {{ error: string, code?: string, params?: object }} data
 */
function workerError({ error, code, params }) {
  return Object.assign(new Error(error), code === undefined ? {} : { code, params });
}

/** The error a cancelled job rejects with (`name` "AbortError", like fetch). */
export function abortError() {
  return new DOMException("The work was cancelled.", "AbortError");
}

/**
 * Games per chunk for a board of `size` squares and `players` players: about 10 ms of work
 * (a worker plays some 2 million two-player games a second on the classic board; a game's
 * length grows roughly with the board's size). A chunk is also the unit of progress. Chunks
 * of 2.5 times this size measured no faster with 1 or 2 workers (`bench/workers.mjs`).
 */
export function chunkSize(size, players = 1) {
  const n = Math.round(4_000_000 / (Math.max(1, size) * Math.max(1, players)));
  return Math.max(100, Math.min(50_000, n));
}

export class WorkPool {
  #size;
  #spawn;
  #idle = [];
  #busy = new Map(); // worker → task
  #sent = new WeakMap(); // worker → the modules it was handed (a Set of kinds)
  #queue = [];
  #nextId = 1;
  #started = 0;

  #send;

  /**
   * `size`: workers at most (default: one per core). `spawn`: makes a worker, and
   * `send(worker, kind)`: hands it a module (both for tests).
   */
  constructor({ size = defaultWorkerCount(), spawn = spawnWorker, send = sendModule } = {}) {
    this.#size = Math.max(1, Math.min(MAX_WORKERS, Math.floor(size) || 1));
    this.#spawn = spawn;
    this.#send = send;
  }

  /** The most workers this pool runs at once. */
  get size() {
    return this.#size;
  }

  /** Workers started so far (each cancellation replaces one); for tests and the status line. */
  get started() {
    return this.#started;
  }

  /** Workers alive now, idle or busy. */
  get alive() {
    return this.#idle.length + this.#busy.size;
  }

  /**
   * Runs one job (a message for worker.js) on the next free worker and resolves to its result;
   * rejects with the worker's error message, or with an AbortError when `signal` aborts.
   */
  run(message, { signal = null, transfer = [] } = {}) {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const task = { id: this.#nextId++, message, transfer, resolve, reject, signal, worker: null };
      if (signal) {
        task.onAbort = () => this.#abort(task);
        signal.addEventListener("abort", task.onAbort, { once: true });
      }
      this.#queue.push(task);
      this.#pump();
    });
  }

  /**
   * Simulates games 0 .. games-1 of the run fixed by `options` (its seed included) in chunks
   * spread over the workers. `merge(a, b)` adds two chunks' sums (the core's mergeSimulations);
   * `onProgress(done, games)` follows each finished chunk. Resolves to `{ sums, games }`, the
   * sums of the whole run; rejects with an AbortError when `signal` aborts, after terminating
   * the workers still busy with it.
   *
   * `probe`: `{ games, enough(sums) }` plays the first `probe.games` games alone first; when
   * `enough` says their sums settle the question (no game finished within the core's cap on
   * rounds: a board whose games last 10^22 throws took half a minute to say so), the run stops
   * there and resolves to those games' sums, `games` being how many were played. The games
   * played are the same either way (game i's dice depend on the seed and i alone), so a run
   * that goes on gives the same sums as one without a probe.
   * @param {{board: string, rules: object, options: object, games: number, size?: number,
   *   merge: (a: string, b: string) => string, onProgress?: (done: number, games: number) => void,
   *   signal?: AbortSignal | null, chunk?: number | null,
   *   probe?: {games: number, enough: (sums: string) => boolean} | null}} job
   */
  async simulate({ board, rules, options, games, size = 100, merge, onProgress = () => {}, signal = null, chunk = null, probe = null }) {
    const per = chunk ?? chunkSize(size, options.players);
    const plan = [];
    let from = 0;
    if (probe && probe.games > 0 && probe.games < games) {
      const { sums } = await this.run({ job: "simulate", board, rules, options, first: 0, count: probe.games }, { signal });
      onProgress(probe.games, games);
      if (probe.enough(sums)) return { sums, games: probe.games };
      plan.push({ first: 0, count: probe.games, sums });
      from = probe.games;
    }
    for (let first = from; first < games; first += per) plan.push({ first, count: Math.min(per, games - first) });
    // One controller for every chunk: the first failure stops the rest.
    const inner = new AbortController();
    const stop = () => inner.abort();
    signal?.addEventListener("abort", stop, { once: true });
    if (signal?.aborted) stop();
    const results = new Array(plan.length);
    let done = from;
    try {
      await Promise.all(plan.map((c, i) => c.sums !== undefined ? (results[i] = c.sums) :
        this.run({ job: "simulate", board, rules, options, first: c.first, count: c.count }, { signal: inner.signal })
          .then((r) => {
            results[i] = r.sums;
            done += c.count;
            onProgress(done, games);
          })));
    } catch (e) {
      stop();
      throw signal?.aborted ? abortError() : e;
    } finally {
      signal?.removeEventListener("abort", stop);
    }
    // Merged in chunk order (the sums are integers, so any order would give the same text).
    let sums = results[0];
    for (let i = 1; i < results.length; i++) sums = merge(sums, results[i]);
    return { sums, games };
  }

  /** Stops every worker and rejects every job, queued or running. */
  terminate() {
    for (const task of [...this.#queue, ...this.#busy.values()]) this.#abort(task);
    for (const w of this.#idle) w.terminate();
    this.#idle = [];
  }

  #pump() {
    while (this.#queue.length > 0) {
      let worker = this.#idle.pop();
      if (!worker) {
        if (this.#busy.size >= this.#size) return;
        worker = this.#startWorker();
      }
      const task = this.#queue.shift();
      task.worker = worker;
      this.#busy.set(worker, task);
      const kind = moduleFor(task.message.job);
      const sent = this.#sent.get(worker) ?? new Set();
      this.#sent.set(worker, sent);
      if (!sent.has(kind)) {
        sent.add(kind);
        this.#send(worker, kind);
      }
      worker.postMessage({ id: task.id, kind, ...task.message }, task.transfer);
    }
  }

  #startWorker() {
    const worker = this.#spawn();
    this.#started++;
    worker.onmessage = (e) => {
      const task = this.#busy.get(worker);
      if (!task || e.data?.id !== task.id) return;
      this.#busy.delete(worker);
      this.#idle.push(worker);
      this.#settle(task);
      if (e.data.ok) task.resolve(e.data.result);
      else task.reject(workerError(e.data));
      this.#pump();
    };
    // A worker that fails to load (or crashes) fails its job and is replaced by the next one.
    const fail = (what) => (e) => {
      e.preventDefault?.();
      const task = this.#busy.get(worker);
      this.#busy.delete(worker);
      this.#idle = this.#idle.filter((w) => w !== worker);
      worker.terminate();
      if (task) {
        this.#settle(task);
        task.reject(new Error(`the analysis worker ${what}${e.message ? `: ${e.message}` : ""}`));
      }
      this.#pump();
    };
    worker.onerror = fail("failed");
    worker.onmessageerror = fail("sent a message that could not be read");
    return worker;
  }

  #settle(task) {
    if (task.signal && task.onAbort) task.signal.removeEventListener("abort", task.onAbort);
    task.worker = null;
  }

  #abort(task) {
    const queued = this.#queue.indexOf(task);
    if (queued >= 0) {
      this.#queue.splice(queued, 1);
    } else if (task.worker) {
      // Busy inside wasm: the only way to stop it is to end the worker.
      this.#busy.delete(task.worker);
      task.worker.terminate();
    } else {
      return; // already settled
    }
    this.#settle(task);
    task.reject(abortError());
    // Later, not now: one signal aborts many jobs in a row, and pumping between them would
    // start a worker for a job that is about to be aborted too.
    this.#schedulePump();
  }

  #pumpQueued = false;

  #schedulePump() {
    if (this.#pumpQueued) return;
    this.#pumpQueued = true;
    queueMicrotask(() => {
      this.#pumpQueued = false;
      this.#pump();
    });
  }
}

let shared = null;

/** One pool for the whole page (the page and every widget share the cores). */
export function sharedPool(options) {
  shared ??= new WorkPool(options);
  return shared;
}

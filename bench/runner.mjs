// The wasm side of the benchmark table, for Node (bench/node-env.mjs) and Chromium
// (bench/index.html): answers the line commands of the native runner (benches/table.rs) by
// timing the same `src/workloads.rs` code through the wasm build's `BenchWorkload`.
//
//   prepare KIND SIZE   → ok CHECKSUM UNITS_PER_RUN MEMORY_BYTES  (builds the inputs, runs once)
//   run RUNS SAMPLES    → ok SECONDS...                            (one time per sample)
//
// A sample is one call into wasm that runs the workload RUNS times, timed with
// performance.now() around it, as the native runner times the same loop with Instant.

/**
 * A function from a command line to its reply, over the wasm module's `BenchWorkload` class
 * and its `memory` (reported so that the memory a workload needs can be seen).
 */
export function createRunner({ BenchWorkload, memory }) {
  let current = null;

  function prepare(kind, size) {
    current?.free();
    current = null;
    const workload = new BenchWorkload(kind, Number(size));
    const checksum = workload.run(1);
    current = workload;
    return `ok ${checksum} ${workload.unitsPerRun} ${memory.buffer.byteLength}`;
  }

  function run(runs, samples) {
    if (!current) throw new Error('nothing prepared');
    const times = [];
    for (let i = 0; i < Number(samples); i++) {
      const t0 = performance.now();
      current.run(Number(runs));
      times.push((performance.now() - t0) / 1000);
    }
    return `ok ${times.join(' ')}`;
  }

  return function handle(line) {
    const [command, ...args] = line.trim().split(/\s+/);
    try {
      if (command === 'prepare' && args.length === 2) return prepare(...args);
      if (command === 'run' && args.length === 2) return run(...args);
      return `error unknown command '${line}'`;
    } catch (err) {
      return `error ${String(err?.message ?? err).replace(/\s+/g, ' ')}`;
    }
  };
}

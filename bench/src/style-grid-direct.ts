/**
 * The in-process side of the styles grid benchmark: the same calls, made by a
 * fixed number of concurrent callers straight on a `Database` (the server's own
 * `openDatabase`: for PostgreSQL a node-postgres pool, for PGlite the one
 * embedded connection), timed one by one with `performance.now()`.
 */
import { performance } from 'node:perf_hooks';
import { metered, type CpuMeter, type CpuSeconds } from './cpu-meter.js';

export type DirectSettings = {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
};

/** The in-process counterpart of `LoadFigures`, with sub-millisecond latencies. */
export type DirectFigures = {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  requests: number;
  /** The CPU spent during the measured run, when a meter was given. */
  cpu?: CpuSeconds;
};

/**
 * `connections` callers each call `work` again as soon as it settles: a warm-up
 * (not reported), then `durationSeconds` measured. A failing call fails the run.
 */
export async function measureDirect(
  work: () => Promise<unknown>,
  settings: DirectSettings,
  meter?: CpuMeter,
): Promise<DirectFigures> {
  await runCallers(work, settings.connections, settings.warmupSeconds * 1000);
  const started = performance.now();
  const { result: samples, cpu } = await metered(meter, () =>
    runCallers(work, settings.connections, settings.durationSeconds * 1000),
  );
  const elapsedMs = performance.now() - started;
  return { ...figuresOf(samples, elapsedMs), ...(cpu && { cpu }) };
}

async function runCallers(work: () => Promise<unknown>, callers: number, durationMs: number) {
  const samples: number[] = [];
  const endsAt = performance.now() + durationMs;
  const caller = async () => {
    while (performance.now() < endsAt) {
      const start = performance.now();
      await work();
      samples.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: callers }, caller));
  return samples;
}

function figuresOf(samples: readonly number[], elapsedMs: number): DirectFigures {
  if (samples.length === 0) throw new Error('no call completed in the measured time');
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    requestsPerSecond: (sorted.length * 1000) / elapsedMs,
    latencyP50Ms: percentile(sorted, 0.5),
    latencyP99Ms: percentile(sorted, 0.99),
    latencyMeanMs: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    requests: sorted.length,
  };
}

/** Nearest rank: the smallest sample that at least `share` of the samples do not exceed. */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

import { performance } from 'node:perf_hooks';

export type SamplingSettings = {
  /** Unreported runs first, so that the JIT has compiled the hot paths: at least this long... */
  warmupMs: number;
  /** ...and at least this many runs. */
  warmupRuns: number;
  /** Measured runs: at least this long in total... */
  minMs: number;
  /** ...and at least this many runs... */
  minRuns: number;
  /** ...but no more than this many (fast cases would otherwise collect millions). */
  maxRuns: number;
};

/** Figures of one measured case, in milliseconds per run. */
export type TimingFigures = {
  runs: number;
  totalMs: number;
  meanMs: number;
  minMs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
};

/**
 * Times `run` with `performance.now()`, one sample per call, after a warm-up. `run` returns
 * a number derived from its result, summed into a sink, so that no work can be skipped.
 */
export function measure(
  run: () => number,
  settings: SamplingSettings,
): { figures: TimingFigures; sink: number } {
  let sink = 0;
  const warmupStart = performance.now();
  for (
    let runs = 0;
    runs < settings.warmupRuns || performance.now() - warmupStart < settings.warmupMs;
    runs += 1
  ) {
    sink += run();
  }

  const samples: number[] = [];
  let totalMs = 0;
  while (
    samples.length < settings.maxRuns &&
    (samples.length < settings.minRuns || totalMs < settings.minMs)
  ) {
    const start = performance.now();
    sink += run();
    const elapsed = performance.now() - start;
    samples.push(elapsed);
    totalMs += elapsed;
  }
  return { figures: summarise(samples), sink };
}

export function summarise(samples: readonly number[]): TimingFigures {
  if (samples.length === 0) throw new Error('no samples to summarise');
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (index: number): number => sorted[Math.min(sorted.length - 1, index)] ?? Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const totalMs = sorted.reduce((sum, value) => sum + value, 0);
  return {
    runs: sorted.length,
    totalMs,
    meanMs: totalMs / sorted.length,
    minMs: at(0),
    medianMs: sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2,
    // Nearest rank: the smallest sample that at least 95 % of the samples do not exceed.
    p95Ms: at(Math.ceil(0.95 * sorted.length) - 1),
    maxMs: at(sorted.length - 1),
  };
}

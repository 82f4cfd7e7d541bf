/**
 * `GET /api/health` on a fixed schedule, in a process of its own (load-bench.ts): the load
 * generator keeps its own event loop busy, and a probe sharing it timed that loop's lag along
 * with the server's. Each latency runs from when the call was due, so a call the server held
 * back counts its wait. Arguments: the URL and the interval in ms; the parent's message 'stop'
 * ends it, and it answers its figures.
 */
import { performance } from 'node:perf_hooks';
import { percentile } from './style-grid-direct.js';

export type HealthFigures = {
  calls: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

const [url, everyText] = process.argv.slice(2);
const everyMs = Number(everyText);
if (!url || !(everyMs > 0)) throw new Error('usage: health-probe <url> <interval ms>');

const samples: number[] = [];
const pending: Promise<void>[] = [];
let failed = 0;
const began = performance.now();
let due = 0;
const timer = setInterval(() => {
  // Every call that fell due since the last tick, so a late timer still counts them.
  while (began + due * everyMs <= performance.now()) {
    const dueAt = began + due * everyMs;
    due += 1;
    pending.push(
      fetch(url, { signal: AbortSignal.timeout(20_000) }).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status !== 200) failed += 1;
          samples.push(performance.now() - dueAt);
        },
        () => {
          failed += 1;
        },
      ),
    );
  }
}, everyMs / 5);

process.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  void Promise.all(pending).then(() => {
    const sorted = samples.sort((a, b) => a - b);
    const figures: HealthFigures = {
      calls: pending.length,
      failed,
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      maxMs: sorted.at(-1) ?? Number.NaN,
    };
    process.send?.(figures, () => process.exit(0));
  });
});
process.send?.('ready');

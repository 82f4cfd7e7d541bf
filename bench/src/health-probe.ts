/**
 * Readiness (`GET /readyz` on the management port) on a fixed schedule, in a process of its own (load-bench.ts): the load
 * generator keeps its own event loop busy, and a probe sharing it timed that loop's lag along
 * with the server's. Each latency runs from when the call was due, so a call the server held
 * back counts its wait. Arguments: the URL and the interval in ms; the parent's message 'stop'
 * ends it, and it answers its figures.
 *
 * Calls go on kept-alive connections, as a monitor's would; a call that finds them all busy
 * opens another. Such a call waits for the server to accept its connection, and under a burst
 * of new connections that wait is the server's accept queue, not its answer: Node 20's libuv
 * accepts one connection per round of its event loop (seen with strace: one accept4 between two
 * epoll_pwait), so a connection opened behind the load's 200 waits until they are all accepted;
 * the management port is a listening socket of its own, accepted apart from the API's.
 * The figures say which calls opened a connection, and the slowest calls with when they fell due.
 */
import { Agent, get } from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './style-grid-direct.js';

export type HealthCall = {
  /** When the call fell due, in ms from the probe's start. */
  dueAtMs: number;
  ms: number;
  /** The call opened a connection (every kept one was busy). */
  newConnection: boolean;
};

export type HealthFigures = {
  calls: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The calls that went on a connection opened earlier, and their p99. */
  onKeptConnections: { calls: number; p99Ms: number };
  /** The calls that opened a connection, and their p99. */
  onNewConnections: { calls: number; p99Ms: number };
  /** The five slowest calls. */
  slowest: HealthCall[];
};

const [url, everyText] = process.argv.slice(2);
const everyMs = Number(everyText);
if (!url || !(everyMs > 0)) throw new Error('usage: health-probe <url> <interval ms>');
const healthUrl: string = url;

const agent = new Agent({ keepAlive: true });
const answered: HealthCall[] = [];
const pending: Promise<void>[] = [];
let failed = 0;
const began = performance.now();
let due = 0;

function call(dueAt: number): Promise<void> {
  return new Promise((resolve) => {
    let newConnection = false;
    const request = get(healthUrl, { agent, timeout: 20_000 }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) failed += 1;
        answered.push({
          dueAtMs: Math.round(dueAt - began),
          ms: performance.now() - dueAt,
          newConnection,
        });
        resolve();
      });
    });
    request.on('socket', (socket) => {
      newConnection = socket.connecting;
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => {
      failed += 1;
      resolve();
    });
  });
}

const timer = setInterval(() => {
  // Every call that fell due since the last tick, so a late timer still counts them.
  while (began + due * everyMs <= performance.now()) {
    const dueAt = began + due * everyMs;
    due += 1;
    pending.push(call(dueAt));
  }
}, everyMs / 5);

const p99Of = (calls: readonly HealthCall[]) =>
  percentile(
    calls.map((each) => each.ms).sort((a, b) => a - b),
    0.99,
  );

process.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  void Promise.all(pending).then(() => {
    const sorted = [...answered].sort((a, b) => a.ms - b.ms);
    const kept = answered.filter((each) => !each.newConnection);
    const opened = answered.filter((each) => each.newConnection);
    const figures: HealthFigures = {
      calls: pending.length,
      failed,
      p50Ms: percentile(
        sorted.map((each) => each.ms),
        0.5,
      ),
      p99Ms: p99Of(sorted),
      maxMs: sorted.at(-1)?.ms ?? Number.NaN,
      onKeptConnections: { calls: kept.length, p99Ms: p99Of(kept) },
      onNewConnections: { calls: opened.length, p99Ms: p99Of(opened) },
      slowest: sorted.slice(-5).reverse(),
    };
    agent.destroy();
    process.send?.(figures, () => process.exit(0));
  });
});
process.send?.('ready');

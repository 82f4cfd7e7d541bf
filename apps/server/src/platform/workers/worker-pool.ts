import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/**
 * Worker threads for work that would hold the event loop for more than a few milliseconds
 * (reading and writing workbooks, rendering PDFs), so that other people's requests go on
 * meanwhile. The pool is sized to the machine and its queue is bounded: past it the caller
 * gets 503 with Retry-After instead of a growing backlog.
 */
export type WorkerPool = {
  /** Runs the worker file's export `task` with `input` (copied to the thread). */
  run<T>(task: string, input: unknown): Promise<T>;
  /** Tasks waiting for a thread. */
  queued(): number;
  close(): Promise<void>;
};

/** Seconds a caller is asked to wait when the queue is full. */
const retryAfterSeconds = 5;

/** Every worker is busy and the queue is full: the caller should come back shortly (503). */
export class WorkersBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Task queue is at limit');
    this.name = 'WorkersBusy';
  }
}

/**
 * A pool for one worker file, given as the URL of its module beside the caller (`.ts` under
 * the test runner, which runs the sources: the worker then loads them through tsx with the
 * workspaces' `source` condition, as the tests do; `.js` once built).
 */
export function createWorkerPool(options: {
  worker: URL;
  /** Threads at most (default: the cores but one, at least one). */
  maxThreads?: number;
  /** Tasks waiting at most, beyond the running ones. */
  maxQueue?: number;
}): WorkerPool {
  const fromSource = options.worker.pathname.endsWith('.ts');
  const pool = new Piscina({
    filename: fromSource
      ? new URL('./source-worker.mjs', import.meta.url).href
      : options.worker.href,
    workerData: { taskModule: options.worker.href },
    minThreads: 0,
    maxThreads: options.maxThreads ?? Math.max(1, availableParallelism() - 1),
    maxQueue: options.maxQueue ?? 32,
    idleTimeout: 60_000,
    execArgv: fromSource ? ['--conditions=source'] : [],
  });
  return {
    async run<T>(task: string, input: unknown) {
      try {
        return (await (fromSource
          ? pool.run({ task, input })
          : pool.run(input, { name: task }))) as T;
      } catch (error) {
        if (error instanceof Error && error.message === 'Task queue is at limit') {
          throw new WorkersBusy(retryAfterSeconds);
        }
        throw error;
      }
    },
    queued: () => pool.queueSize,
    close: () => pool.destroy(),
  };
}

import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { deferCleanup } from './cleanup.js';
import {
  isMemoryMessage,
  isServerMessage,
  serverConfigVariable,
  type BenchServerConfig,
  type MemoryMessage,
  type SeededTenant,
  type ServerMessage,
  type ServerRequest,
} from './protocol.js';

const serverScript = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
/** Migrating and seeding 20,000 rows takes seconds; minutes means something is stuck. */
const readyTimeoutMs = 120_000;
const stopTimeoutMs = 10_000;

export type RunningServer = {
  baseUrl: string;
  /** The management port's address (bench-server.ts only). */
  managementUrl: string | undefined;
  /** The server's process, for its CPU time (cpu-meter.ts). */
  pid: number;
  seedMs: number;
  tenants: SeededTenant[];
  /** The server's memory now (bench-server.ts answers; other scripts never do). */
  memory(): Promise<MemoryMessage>;
  /** Has the server write a heap snapshot (BENCH_HEAP_SNAPSHOT=<dir> only; else does nothing). */
  heapSnapshot(): void;
  /** SIGTERM, then waits for the exit (SIGKILL after a bound). Safe to call twice. */
  stop(): Promise<void>;
};

type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** Starts `bench-server.ts` and resolves once it listens with its data seeded. */
export function startBenchServer(config: BenchServerConfig): Promise<RunningServer> {
  return startChildServer(serverScript, { [serverConfigVariable]: JSON.stringify(config) });
}

/**
 * Starts a server script of the bench (`bench-server.ts`, `floor-server.ts`) in a process of its
 * own, with `env` added to ours, and resolves once it says it listens (a `ServerMessage`).
 */
export async function startChildServer(
  script: string,
  env: Record<string, string>,
): Promise<RunningServer> {
  // fork() reuses process.execArgv, which carries tsx's loader, so the child runs TypeScript too.
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools or speedscope for a flame graph of the request path).
  // BENCH_HEAP_SNAPSHOT=<dir>: the server writes a heap snapshot there at each heapSnapshot()
  // (node --heapsnapshot-signal), to compare in DevTools' Memory tab.
  const profileDir = process.env['BENCH_CPU_PROF'];
  const snapshotDir = process.env['BENCH_HEAP_SNAPSHOT'];
  const child = fork(script, [], {
    execArgv: [
      ...process.execArgv,
      // bench-server.ts collects garbage before it tells its memory (soak-bench.ts).
      '--expose-gc',
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...(snapshotDir ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshotDir}`] : []),
    ],
    env: { ...process.env, ...env },
    // The child's stdout goes to our stderr: our stdout is for the table alone.
    stdio: ['ignore', 2, 2, 'ipc'],
  });
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = deferCleanup(() => stopChild(child, exited));
  try {
    const ready = await waitForReady(child, exited);
    if (child.pid === undefined) throw new Error('the bench server has no process id');
    return {
      baseUrl: `http://127.0.0.1:${ready.port}`,
      managementUrl:
        ready.managementPort === undefined ? undefined : `http://127.0.0.1:${ready.managementPort}`,
      pid: child.pid,
      seedMs: ready.seedMs,
      tenants: ready.tenants,
      memory: () => askMemory(child),
      heapSnapshot: () => {
        if (snapshotDir) child.kill('SIGUSR2');
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function waitForReady(child: ChildProcess, exited: Promise<Exit>) {
  return new Promise<Extract<ServerMessage, { type: 'ready' }>>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.off('message', onMessage);
      outcome();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(new Error(`the bench server was not ready within ${readyTimeoutMs / 1000} s`)),
        ),
      readyTimeoutMs,
    );
    const onMessage = (message: unknown) => {
      if (!isServerMessage(message)) {
        settle(() =>
          reject(
            new Error(`the bench server sent an unexpected message: ${JSON.stringify(message)}`),
          ),
        );
      } else if (message.type === 'failed') {
        settle(() => reject(new Error(`the bench server failed to start: ${message.message}`)));
      } else {
        settle(() => resolve(message));
      }
    };
    child.on('message', onMessage);
    void exited.then(({ code, signal }) =>
      settle(() =>
        reject(
          new Error(`the bench server exited (code ${code}, signal ${signal}) before it was ready`),
        ),
      ),
    );
  });
}

function askMemory(child: ChildProcess): Promise<MemoryMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error('the bench server did not tell its memory within 10 s'));
    }, 10_000);
    const onMessage = (message: unknown) => {
      if (!isMemoryMessage(message)) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    const request: ServerRequest = { type: 'memory' };
    child.send(request);
  });
}

async function stopChild(child: ChildProcess, exited: Promise<Exit>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  if (await settlesWithin(exited, stopTimeoutMs)) return;
  console.error(`the bench server ignored SIGTERM for ${stopTimeoutMs / 1000} s; killing it`);
  child.kill('SIGKILL');
  await exited;
}

async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Where the machine's CPU goes while a load runs: the bench's own process (the load generator,
 * or the bare query's client), the Spool server, and PostgreSQL's processes on this machine, read
 * from Linux's /proc (user and system time), so that a throughput can be told apart as the cost
 * of one answer in each. On a machine without /proc only the bench's own time is read.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export type CpuSeconds = {
  /** This process: the load generator or the bare query's client. */
  bench: number;
  /** The Spool server's process, when there is one. */
  server?: number;
  /** Every process named `postgres` on this machine (undefined: none, or no /proc). */
  postgres?: number;
  elapsed: number;
};

/** Starts counting; the function it answers stops and answers the CPU seconds spent meanwhile. */
export type CpuMeter = () => () => CpuSeconds;

let ticksPerSecond: number | undefined;
/** The unit of /proc's times (USER_HZ, nearly always 100). */
function clockTicksPerSecond(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  return ticksPerSecond;
}

/** user + system time of a process in seconds, from /proc/<pid>/stat; undefined if it is gone. */
function processSeconds(pid: number | string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields start after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond();
  } catch {
    return undefined;
  }
}

/** Each `postgres` process's seconds, by pid. */
function postgresSeconds(): Map<string, number> {
  const seconds = new Map<string, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return seconds;
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const value = processSeconds(pid);
    if (value !== undefined) seconds.set(pid, value);
  }
  return seconds;
}

/**
 * A meter for this process, the server `serverPid` (if any) and, with `postgres`, PostgreSQL's
 * processes. One that starts meanwhile counts from zero; one that ends meanwhile is not
 * counted, so the connections to count must stay open across the measurement (a pool's do).
 */
export function cpuMeter({
  serverPid,
  postgres: meterPostgres,
}: {
  serverPid?: number;
  postgres: boolean;
}): CpuMeter {
  const readServer = () => (serverPid === undefined ? undefined : processSeconds(serverPid));
  const readPostgres = () => (meterPostgres ? postgresSeconds() : new Map<string, number>());
  return () => {
    const started = performance.now();
    const bench = process.cpuUsage();
    const server = readServer();
    const postgres = readPostgres();
    return () => {
      const used = process.cpuUsage(bench);
      const serverNow = readServer();
      let postgresUsed = 0;
      const postgresNow = readPostgres();
      for (const [pid, value] of postgresNow) postgresUsed += value - (postgres.get(pid) ?? 0);
      return {
        bench: (used.user + used.system) / 1e6,
        ...(server !== undefined && serverNow !== undefined && { server: serverNow - server }),
        ...(postgresNow.size > 0 && { postgres: postgresUsed }),
        elapsed: (performance.now() - started) / 1000,
      };
    };
  };
}

/** Runs `work`, metered with `meter` when one is given: its result and the CPU it took. */
export async function metered<T>(
  meter: CpuMeter | undefined,
  work: () => Promise<T>,
): Promise<{ result: T; cpu?: CpuSeconds }> {
  const stop = meter?.();
  const result = await work();
  const cpu = stop?.();
  return { result, ...(cpu && { cpu }) };
}

/** What one answer cost each process, in milliseconds of CPU, and how busy the cores were. */
export type CpuPerAnswer = {
  bench: number;
  server: number | undefined;
  postgres: number | undefined;
  total: number;
  /** CPU seconds per second of the measured run, all processes together. */
  coresBusy: number;
};

export function cpuPerAnswer(
  cpu: CpuSeconds | undefined,
  answers: number,
): CpuPerAnswer | undefined {
  if (!cpu || answers <= 0) return undefined;
  const all = cpu.bench + (cpu.server ?? 0) + (cpu.postgres ?? 0);
  const ms = (seconds: number) => (seconds * 1000) / answers;
  return {
    bench: ms(cpu.bench),
    server: cpu.server === undefined ? undefined : ms(cpu.server),
    postgres: cpu.postgres === undefined ? undefined : ms(cpu.postgres),
    total: ms(all),
    coresBusy: all / cpu.elapsed,
  };
}

/**
 * The share of the bare query's throughput (in %) that the grid can reach on the same cores,
 * as busy: the ratio of what one answer of each costs the machine.
 */
export function cpuCeilingShare(bare: CpuPerAnswer, grid: CpuPerAnswer): number {
  return (100 * bare.total) / grid.total;
}

import autocannon from 'autocannon';
import { metered, type CpuMeter, type CpuSeconds } from './cpu-meter.js';

export type LoadSettings = {
  connections: number;
  durationSeconds: number;
  /** A short unreported run first: JIT, connection pools and caches warm up outside the figures. */
  warmupSeconds: number;
};

/** One endpoint under load: its label and what autocannon sends. */
export type Endpoint = {
  label: string;
  url: string;
  headers?: Record<string, string>;
  requests?: autocannon.Request[];
};

export type LoadFigures = {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  requests: number;
  non2xx: number;
  /** Connection errors and timeouts, which autocannon does not count as responses. */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** The CPU spent during the measured run, when a meter was given. */
  cpu?: CpuSeconds;
};

/** Warms up, then measures; only the second run is reported (and metered, with `meter`). */
export async function measureEndpoint(
  endpoint: Endpoint,
  settings: LoadSettings,
  meter?: CpuMeter,
): Promise<LoadFigures> {
  await runLoad(endpoint, settings.connections, settings.warmupSeconds);
  const { result, cpu } = await metered(meter, () =>
    runLoad(endpoint, settings.connections, settings.durationSeconds),
  );
  return { ...toFigures(result), ...(cpu && { cpu }) };
}

function runLoad(endpoint: Endpoint, connections: number, durationSeconds: number) {
  return autocannon({
    url: endpoint.url,
    connections,
    duration: durationSeconds,
    method: 'GET',
    ...(endpoint.headers && { headers: endpoint.headers }),
    ...(endpoint.requests && { requests: endpoint.requests }),
  });
}

function toFigures(result: autocannon.Result): LoadFigures {
  return {
    requestsPerSecond: result.requests.mean,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: result.latency.mean,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: statusCounts(result),
  };
}

function statusCounts(result: autocannon.Result): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    counts[status] = stats.count ?? 0;
  }
  return counts;
}

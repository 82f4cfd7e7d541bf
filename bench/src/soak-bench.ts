/**
 * Memory over a long run (soak): on PGlite and then a PostgreSQL server, the API in a child
 * process, and `callers` signed-in users of one tenant (each its own token, so each its own
 * caller and verified token), each sending one request after another for `seconds`: the styles
 * grid (page sizes and filters varied, so the kept statements meet many shapes), a style's
 * figures, its operations, a report's data and a CSV, and writes (an operation added to the
 * caller's own style, the oldest deleted again so the style stays small).
 *
 * Every `sampleSeconds` it prints the server's resident memory and heap (after a garbage
 * collection, so that it is what the server keeps), and at the end the
 * growth per 1,000 requests over the last half, beside the goal. BENCH_HEAP_SNAPSHOT=<dir>
 * also has the server write a heap snapshot at the half and at the end, to compare in
 * DevTools. It reports figures only: no threshold is ever asserted.
 *
 * Settings (environment): BENCH_SOAK_SECONDS (600), BENCH_SOAK_CALLERS (50),
 * BENCH_SOAK_SAMPLE_SECONDS (30), BENCH_TARGETS (pglite,postgresql); BENCH_DATABASE_URL /
 * DATABASE_URL name the server.
 */
import { performance } from 'node:perf_hooks';
import { plannerPermissions } from '@spool/contracts';
import { createBenchIssuer, type BenchIssuer } from './bench-issuer.js';
import { describeError, runPendingCleanups } from './cleanup.js';
import { type BenchTarget, benchTargetsFromEnv } from './databases.js';
import { describeMachine } from './report.js';
import { startBenchServer, type RunningServer } from './server-process.js';
import { formatTable, writeJsonResult } from './text-table.js';
import { wholeFromEnv } from './settings.js';

const settings = {
  seconds: wholeFromEnv('BENCH_SOAK_SECONDS', 600),
  callers: wholeFromEnv('BENCH_SOAK_CALLERS', 50),
  sampleSeconds: wholeFromEnv('BENCH_SOAK_SAMPLE_SECONDS', 30),
  poolSize: 10,
};
const goals = { growthMbPer1000Requests: 1 };
const mb = (bytes: number) => bytes / 1024 / 1024;

type Sample = {
  seconds: number;
  requests: number;
  failures: number;
  rssMb: number;
  heapUsedMb: number;
};
type SoakRun = {
  database: string;
  samples: Sample[];
  /** Over the last half: MB of resident memory and of heap (after a collection) per 1,000 requests. */
  rssGrowthPer1000: number;
  heapGrowthPer1000: number;
  requestsPerSecond: number;
  failures: number;
  firstFailures: string[];
};

/** One caller of the run: its token and its own style. */
type Caller = { token: string; styleId: number };

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const targets = await benchTargetsFromEnv(settings.poolSize);
  const issuer = await createBenchIssuer();
  const runs: SoakRun[] = [];
  for (const target of targets) runs.push(await soakTarget(target, issuer));
  const report = {
    benchmark: 'soak',
    startedAt,
    machine: describeMachine(),
    settings,
    goals,
    runs,
  };
  console.log(formatSoakReport(report));
  progress(`figures written to ${await writeJsonResult('soak', startedAt, report)}`);
}

async function soakTarget(target: BenchTarget, issuer: BenchIssuer): Promise<SoakRun> {
  progress(`${target.label}: starting the server`);
  const prepared = await target.prepare();
  try {
    const server = await startBenchServer({
      database: prepared.database,
      publicJwk: issuer.publicJwk,
      customersPerTenant: 1,
      defaultPermissions: [...plannerPermissions],
      threadRange: true,
    });
    try {
      const tenantId = server.tenants[0]?.tenantId;
      if (!tenantId) throw new Error('the bench server seeded no tenant');
      progress(`${target.label}: ${settings.callers} callers, each with a style of its own`);
      const callers: Caller[] = [];
      for (let index = 0; index < settings.callers; index += 1) {
        const token = await issuer.issueTenantToken(tenantId, `soak-${index}`);
        callers.push(await setUpCaller(server.baseUrl, token, index));
      }
      progress(`${target.label}: ${settings.seconds} s of mixed reads and writes`);
      return { database: target.label, ...(await soak(server, callers)) };
    } finally {
      await server.stop();
    }
  } finally {
    await prepared.dispose();
  }
}

async function setUpCaller(baseUrl: string, token: string, index: number): Promise<Caller> {
  const api = client(baseUrl, token);
  const style = await api.json<{ id: number }>('POST', '/api/style', {
    name: `Soak ${index}`,
    quantity: 1200,
    numberOfProductionLines: 2,
    customer: { name: 'Soak buyer' },
    productCategory: { name: 'Bottoms' },
    productType: { name: 'Jeans' },
    customSettingId: 0,
  });
  const caller = { token, styleId: style.id };
  await addOperation(api, caller);
  return caller;
}

/** A 301 seam on the first package size of the first brand's first ticket. */
async function addOperation(api: ReturnType<typeof client>, caller: Caller): Promise<void> {
  const [brand] = await api.json<{ id: number }[]>(
    'GET',
    '/api/getBrandsOrderByMostFrequentlyUsed',
  );
  if (!brand) throw new Error('the tenant has no brand');
  const [ticketTex] = await api.json<{ id: number }[]>(
    'GET',
    `/api/getTickeTexsByBrandId?BrandId=${brand.id}`,
  );
  const [size] = await api.json<{ id: number }[]>(
    'GET',
    `/api/getPacakageSizesByTicketTexID?tktTexId=${ticketTex?.id ?? 0}`,
  );
  const line = (needleName: string) => ({
    needleName,
    brandId: brand.id,
    ticketTexId: ticketTex?.id ?? null,
    packageSizeId: size?.id ?? null,
    shade: 'Navy',
  });
  const group =
    (await api.json<number>('GET', `/api/getGroupNumber?styleId=${caller.styleId}`)) + 1;
  await api.json('POST', '/api/saveOperation', {
    styleId: caller.styleId,
    group,
    description: `Seam ${group}`,
    stitchTypeCode: '301',
    seamLength: 40 + (group % 60),
    quantity: 1,
    rate: 12,
    machines: 1,
    seamThikness: 1.5,
    styleOperations: [line('Needle thread'), line('Bobbin thread')],
  });
}

/** HTTP requests sent so far, by every caller. */
let requests = 0;

async function soak(server: RunningServer, callers: readonly Caller[]) {
  requests = 0;
  let failures = 0;
  const firstFailures: string[] = [];
  const started = performance.now();
  const endsAt = started + settings.seconds * 1000;
  const elapsed = () => (performance.now() - started) / 1000;

  const samples: Sample[] = [];
  const sample = async () => {
    const memory = await server.memory();
    samples.push({
      seconds: Math.round(elapsed()),
      requests,
      failures,
      rssMb: mb(memory.rss),
      heapUsedMb: mb(memory.heapUsed),
    });
  };
  await sample();
  const halfway = setTimeout(() => server.heapSnapshot(), (settings.seconds * 1000) / 2);
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(sample);
  }, settings.sampleSeconds * 1000);

  const callerLoop = async (caller: Caller) => {
    const api = client(server.baseUrl, caller.token);
    while (performance.now() < endsAt) {
      try {
        await oneAction(api, caller);
      } catch (error) {
        failures += 1;
        if (firstFailures.length < 5) firstFailures.push(describeError(error));
      }
    }
  };
  await Promise.all(callers.map(callerLoop));
  clearInterval(timer);
  clearTimeout(halfway);
  await sampling;
  await sample();
  server.heapSnapshot();

  const last = samples.at(-1);
  const half = samples.find((entry) => entry.seconds >= settings.seconds / 2) ?? samples[0];
  const per1000 = (from: number, to: number) =>
    last && half && last.requests > half.requests
      ? ((to - from) / (last.requests - half.requests)) * 1000
      : 0;
  return {
    samples,
    rssGrowthPer1000: per1000(half?.rssMb ?? 0, last?.rssMb ?? 0),
    heapGrowthPer1000: per1000(half?.heapUsedMb ?? 0, last?.heapUsedMb ?? 0),
    requestsPerSecond: requests / elapsed(),
    failures,
    firstFailures,
  };
}

/** One request of a planner's day, as often as a planner makes it. */
async function oneAction(api: ReturnType<typeof client>, caller: Caller): Promise<void> {
  const pick = Math.random();
  const style = caller.styleId;
  if (pick < 0.35) {
    // Page sizes and filters vary: the server must not keep every shape it meets.
    const size = 10 + Math.floor(Math.random() * 40);
    const filter = Math.random() < 0.3 ? `&Filter=Soak%20${Math.floor(Math.random() * 50)}` : '';
    await api.json('GET', `/api/styleGrid?SkipCount=0&MaxResultCount=${size}${filter}`);
  } else if (pick < 0.55) {
    await api.json('GET', `/api/styles/${style}/figures`);
  } else if (pick < 0.65) {
    await api.json('GET', `/api/getOperations?styleId=${style}`);
  } else if (pick < 0.75) {
    await api.json('GET', `/api/report/singleGarmentPdf/${style}`);
  } else if (pick < 0.8) {
    await api.text('GET', `/api/report/threadUsage/${style}`);
  } else if (pick < 0.92) {
    await addOperation(api, caller);
  } else {
    const operations = await api.json<{ id: number }[]>(
      'GET',
      `/api/getOperations?styleId=${style}`,
    );
    const oldest = operations[0];
    if (operations.length > 3 && oldest) {
      await api.text(
        'DELETE',
        `/api/DeleteMultipleOperations?selectedIds=${oldest.id}&styleId=${style}`,
      );
    }
  }
}

function client(baseUrl: string, token: string) {
  const send = async (method: string, path: string, body?: unknown) => {
    requests += 1;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    return text;
  };
  return {
    text: send,
    async json<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
      const text = await send(method, path, body);
      return (text === '' ? null : JSON.parse(text)) as T;
    },
  };
}

export function formatSoakReport(report: {
  startedAt: string;
  machine: ReturnType<typeof describeMachine>;
  runs: SoakRun[];
}): string {
  const lines = [
    `Soak: ${settings.callers} signed-in callers, mixed reads and writes, ${settings.seconds} s`,
    `${report.machine.cpuCount} CPUs, Node ${report.machine.node}, ${report.startedAt}`,
  ];
  for (const run of report.runs) {
    lines.push(
      '',
      `${run.database}: ${Math.round(run.requestsPerSecond)} requests/s, ${run.failures} failed`,
      formatTable(
        ['s', 'requests', 'RSS MB', 'heap MB'],
        run.samples.map((entry) => [
          String(entry.seconds),
          String(entry.requests),
          entry.rssMb.toFixed(0),
          entry.heapUsedMb.toFixed(0),
        ]),
      ),
      `growth over the last half, per 1,000 requests: RSS ${run.rssGrowthPer1000.toFixed(3)} MB, ` +
        `heap ${run.heapGrowthPer1000.toFixed(3)} MB (goal: under ${goals.growthMbPer1000Requests} MB)`,
      ...run.firstFailures.map((failure) => `  failed: ${failure}`),
    );
  }
  return lines.join('\n');
}

function progress(message: string): void {
  console.error(`[soak] ${message}`);
}

main()
  .catch((error: unknown) => {
    console.error(`soak bench failed: ${describeError(error)}`);
    process.exitCode = 1;
  })
  .finally(runPendingCleanups);

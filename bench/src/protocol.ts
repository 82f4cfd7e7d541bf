/**
 * What the benchmark parent and its server child tell each other. The child gets
 * its configuration in one environment variable (a URL may carry a password, which
 * argv would show to `ps`) and answers with one IPC message.
 */
import type { JWK } from 'jose';

/** The issuer the child's server trusts; the parent signs tokens as this issuer. */
export const benchIssuer = 'https://issuer.spool.bench';
export const benchAudience = 'spool-api';
export const benchKeyId = 'bench-key';

export const serverConfigVariable = 'SPOOL_BENCH_SERVER_CONFIG';

/** The serialisable subset of the server's `DatabaseOptions` that the child opens. */
export type ChildDatabase =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgresql'; url: string; poolSize: number };

export type BenchServerConfig = {
  database: ChildDatabase;
  /** The public half of the parent's RS256 key pair. */
  publicJwk: JWK;
  customersPerTenant: number;
  /**
   * What the tenants' default role is granted (every user a token creates gets it): the
   * catalogue alone unless given.
   */
  defaultPermissions?: string[] | undefined;
  /** Whether each tenant gets the thread range a new tenant starts with (styles can be estimated). */
  threadRange?: boolean | undefined;
};

/** What the parent asks the child while it runs, over IPC. */
export type ServerRequest = { type: 'memory' };

/** The child's memory (`process.memoryUsage()`, bytes), answering a `memory` request. */
export type MemoryMessage = {
  type: 'memory';
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
};

/** The HTTP floor's configuration (floor-server.ts), in `floorConfigVariable`. */
export const floorConfigVariable = 'SPOOL_BENCH_FLOOR_CONFIG';

export type FloorConfig = {
  database: Extract<ChildDatabase, { kind: 'postgresql' }>;
  statement: string;
  tenantId: string;
};

export type SeededTenant = { tenantId: string; customerIds: number[] };

export type ServerMessage =
  | {
      type: 'ready';
      port: number;
      /** Liveness, readiness and metrics (bench-server.ts only). */
      managementPort?: number;
      seedMs: number;
      tenants: SeededTenant[];
    }
  | { type: 'failed'; message: string };

export function parseServerConfig(text: string | undefined): BenchServerConfig {
  if (!text) throw new Error(`${serverConfigVariable} is not set; run this through http-bench.ts`);
  const value: unknown = JSON.parse(text);
  if (!isRecord(value) || !isRecord(value['publicJwk']) || !isChildDatabase(value['database'])) {
    throw new Error(`${serverConfigVariable} is not a bench server configuration`);
  }
  const customersPerTenant = value['customersPerTenant'];
  if (typeof customersPerTenant !== 'number' || !Number.isInteger(customersPerTenant)) {
    throw new Error(`${serverConfigVariable} has no whole customersPerTenant`);
  }
  const permissions = value['defaultPermissions'];
  const defaultPermissions =
    Array.isArray(permissions) && permissions.every((name) => typeof name === 'string')
      ? permissions
      : undefined;
  return {
    database: value['database'],
    publicJwk: value['publicJwk'],
    customersPerTenant,
    defaultPermissions,
    threadRange: value['threadRange'] === true,
  };
}

export function isMemoryMessage(value: unknown): value is MemoryMessage {
  return (
    isRecord(value) &&
    value['type'] === 'memory' &&
    ['rss', 'heapUsed', 'heapTotal', 'external', 'arrayBuffers'].every(
      (key) => typeof value[key] === 'number',
    )
  );
}

/** IPC hands the parent `unknown`; this keeps a confused child from being taken at its word. */
export function isServerMessage(value: unknown): value is ServerMessage {
  if (!isRecord(value)) return false;
  if (value['type'] === 'failed') return typeof value['message'] === 'string';
  return (
    value['type'] === 'ready' &&
    typeof value['port'] === 'number' &&
    (value['managementPort'] === undefined || typeof value['managementPort'] === 'number') &&
    typeof value['seedMs'] === 'number' &&
    Array.isArray(value['tenants']) &&
    value['tenants'].every(isSeededTenant)
  );
}

function isChildDatabase(value: unknown): value is ChildDatabase {
  if (!isRecord(value)) return false;
  if (value['kind'] === 'pglite') return typeof value['dataDir'] === 'string';
  return (
    value['kind'] === 'postgresql' &&
    typeof value['url'] === 'string' &&
    typeof value['poolSize'] === 'number'
  );
}

function isSeededTenant(value: unknown): value is SeededTenant {
  return (
    isRecord(value) &&
    typeof value['tenantId'] === 'string' &&
    Array.isArray(value['customerIds']) &&
    value['customerIds'].every((id) => typeof id === 'number')
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import type { z } from 'zod';
import {
  discoveredOrganisationSchema,
  discoveredOrganisationsSchema,
  discoveredUserSchema,
} from './identity-discovery.schemas.js';
import type { IdentityDiscovery } from './identity-discovery.service.js';

/**
 * The identity-discovery service failed (unreachable, too slow, an error
 * status, an answer that is not what it should be). The message says which
 * call and why, without the access code; the caller answers 503.
 */
export class IdentityDiscoveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IdentityDiscoveryError';
  }
}

export const defaultDiscoveryTimeoutMs = 5_000;

/**
 * Identity discovery at an external service (platform-admin spec, section 7):
 * `GET {base}/get-user?userId=…`, `get-organisation?organisationId=…` and
 * `get-user-organisations?userId=…`, each with the access code as the query
 * parameter `accessCode`. A 404 (or a JSON null) means the id is unknown.
 */
export function createHttpIdentityDiscovery(settings: {
  baseUrl: string;
  accessCode: string;
  timeoutMs?: number;
}): IdentityDiscovery {
  const base = settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`;
  const timeoutMs = settings.timeoutMs ?? defaultDiscoveryTimeoutMs;

  async function call<S extends z.ZodType>(
    path: string,
    parameters: Record<string, string>,
    schema: S,
  ): Promise<z.output<S> | undefined> {
    const url = new URL(path, base);
    // Shown in errors and logs: the address without the query, which holds the access code.
    const shown = `GET ${url.origin}${url.pathname}`;
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    url.searchParams.set('accessCode', settings.accessCode);

    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `gave no answer within ${timeoutMs} ms`
          : `is unreachable (${causeOf(error)})`;
      throw new IdentityDiscoveryError(`Identity discovery: ${shown} ${reason}`, { cause: error });
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new IdentityDiscoveryError(
        `Identity discovery: ${shown} answered HTTP ${response.status}`,
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new IdentityDiscoveryError(`Identity discovery: ${shown} did not answer with JSON`, {
        cause: error,
      });
    }
    if (body === null) return undefined;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? issue.path.join('.') : 'the answer';
      throw new IdentityDiscoveryError(
        `Identity discovery: ${shown} answered an unexpected shape (${where}: ${issue?.message ?? 'invalid'})`,
      );
    }
    return parsed.data;
  }

  return {
    kind: 'http',
    findUser: (userId) => call('get-user', { userId }, discoveredUserSchema),
    findOrganisation: (organisationId) =>
      call('get-organisation', { organisationId }, discoveredOrganisationSchema),
    findUserOrganisations: async (userId) =>
      (await call('get-user-organisations', { userId }, discoveredOrganisationsSchema)) ?? [],
  };
}

function causeOf(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { message?: unknown } | undefined) : undefined;
  const message =
    typeof cause?.message === 'string' && cause.message !== ''
      ? cause.message
      : error instanceof Error
        ? error.message
        : String(error);
  return message.replace(/\s+/g, ' ');
}

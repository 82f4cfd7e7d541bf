import type { ErrorResponse } from '@spool/contracts';

/**
 * The browser's side of every API call that needs no contract schema: the bearer token and
 * language the session sets, the request, and a refusal turned into an `ApiError`. The first
 * page calls the API through this alone (public-api.ts), without zod; `callApi` (api-client.ts)
 * adds the contracts' paths and schemas for every other screen.
 */

/** A failed call: the server's catalogue code and its message, already in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ApiAuth = {
  accessToken: () => string | undefined;
  language: () => string;
  /** Called when the server refuses the token (expired, revoked): the session ends. */
  onUnauthorized: () => void;
};

let auth: ApiAuth = {
  accessToken: () => undefined,
  language: () => 'en',
  onUnauthorized: () => undefined,
};

/** The session layer tells the client which token and language to send. */
export function configureApiClient(next: ApiAuth): void {
  auth = next;
}

export type FetchOptions = {
  signal?: AbortSignal | undefined;
  /** `null` sends no token (a public call); by default the session's. */
  accessToken?: string | null | undefined;
  /** The language the answer is wanted in; by default the interface's. */
  language?: string | undefined;
  /** What a refused token does; by default it ends the session. */
  onUnauthorized?: (() => void) | undefined;
};

/** The error envelope's code and message (DESIGN section 4), when the answer is one. */
function envelopeOf(value: unknown): ErrorResponse['error'] | undefined {
  if (typeof value !== 'object' || value === null || !('error' in value)) return undefined;
  const { error } = value;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : undefined;
}

/**
 * Sends one request with the bearer token and the user's language; throws `ApiError` with the
 * server's code and message on a refusal (and ends the session when a sent token is refused).
 */
export async function sendApiRequest(
  method: string,
  url: string,
  { body, accept, ...options }: FetchOptions & { body?: unknown; accept: string },
): Promise<Response> {
  const language = options.language ?? auth.language();
  const headers: Record<string, string> = { accept, 'accept-language': language };
  const token = options.accessToken === undefined ? auth.accessToken() : options.accessToken;
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';

  const response = await fetch(url, {
    method,
    headers,
    ...(body !== undefined && { body: JSON.stringify(body) }),
    ...(options.signal && { signal: options.signal }),
  });
  if (!response.ok) {
    if (response.status === 401 && token) (options.onUnauthorized ?? auth.onUnauthorized)();
    const envelope = envelopeOf(await response.json().catch(() => null));
    throw envelope
      ? new ApiError(response.status, envelope.code, envelope.message)
      : new ApiError(response.status, 'Spool:Unknown', response.statusText);
  }
  return response;
}

import {
  buildPath,
  errorResponseSchema,
  platformErrorCodes,
  type Contract,
  type ContractOutput,
  type ContractRequest,
} from '@spool/contracts';

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

/**
 * Whether a save was refused because someone else changed the record since it was read (its
 * concurrency stamp is stale). Other 409 answers (a name already taken) are not that: they
 * belong under their field.
 */
export function isStaleStamp(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === platformErrorCodes.conflict;
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

type CallOptions = { signal?: AbortSignal; accessToken?: string | null };

/** Sends one contract's request (path, query, JSON body, bearer token, language); throws `ApiError` on a refusal. */
async function send<C extends Contract>(
  contract: C,
  request: ContractRequest<C>,
  options: CallOptions,
  accept: string,
): Promise<Response> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query.set(key, String(value));
    }
  }
  const path = buildPath(contract.path, request.params ?? {});
  const url = query.size > 0 ? `${path}?${query.toString()}` : path;
  const headers: Record<string, string> = { accept, 'accept-language': auth.language() };
  const token = options.accessToken === undefined ? auth.accessToken() : options.accessToken;
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  const response = await fetch(url, {
    method: contract.method,
    headers,
    ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
    ...(options.signal && { signal: options.signal }),
  });
  if (!response.ok) {
    if (response.status === 401 && token) auth.onUnauthorized();
    const envelope = errorResponseSchema.safeParse(await response.json().catch(() => null));
    throw envelope.success
      ? new ApiError(response.status, envelope.data.error.code, envelope.data.error.message)
      : new ApiError(response.status, 'Spool:Unknown', response.statusText);
  }
  return response;
}

/**
 * Calls one contract: fills the path, sends query and JSON body with the bearer
 * token and the user's language, validates the answer with the contract's own
 * response schema. Errors come back as `ApiError` with the server's message.
 */
export async function callApi<C extends Contract>(
  contract: C,
  request: ContractRequest<C> = {},
  options: CallOptions = {},
): Promise<ContractOutput<C>> {
  const response = await send(contract, request, options, 'application/json');
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  return contract.response.parse(payload) as ContractOutput<C>;
}

/** The file name of a `content-disposition` header: the UTF-8 form first, then the plain one. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: the plain name below will do.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1];
}

/**
 * Calls a contract that answers with a file (`produces: 'file'`): its bytes and the name the
 * server gives it. Refusals come back as `ApiError` with the server's message, and a refused
 * token ends the session, as with {@link callApi}.
 */
export async function callApiForFile<C extends Contract & { produces: 'file' }>(
  contract: C,
  request: ContractRequest<C> = {},
  options: CallOptions = {},
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await send(contract, request, options, '*/*');
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}

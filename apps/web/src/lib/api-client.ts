import {
  buildPath,
  platformErrorCodes,
  type Contract,
  type ContractOutput,
  type ContractRequest,
} from '@spool/contracts';
import { ApiError, sendApiRequest, type FetchOptions } from './api-fetch';

export { ApiError } from './api-fetch';

/**
 * Whether a save was refused because someone else changed the record since it was read (its
 * concurrency stamp is stale). Other 409 answers (a name already taken) are not that: they
 * belong under their field.
 */
export function isStaleStamp(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === platformErrorCodes.conflict;
}

/** Sends one contract's request (path, query, JSON body); throws `ApiError` on a refusal. */
async function send<C extends Contract>(
  contract: C,
  request: ContractRequest<C>,
  options: FetchOptions,
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
  return sendApiRequest(contract.method, url, { ...options, body: request.body, accept });
}

/**
 * Calls one contract: fills the path, sends query and JSON body with the bearer
 * token and the user's language, validates the answer with the contract's own
 * response schema. Errors come back as `ApiError` with the server's message.
 */
export async function callApi<C extends Contract>(
  contract: C,
  request: ContractRequest<C> = {},
  options: FetchOptions = {},
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
  options: FetchOptions = {},
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await send(contract, request, options, '*/*');
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}

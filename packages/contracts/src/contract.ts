import { z } from 'zod';
import type { PermissionName } from './permissions.js';

/**
 * Who may call a route: anyone; anyone signed in (host or tenant; the work runs
 * on the caller's side); a signed-in user of a tenant; or a signed-in user of
 * the host (the work runs on the host side).
 */
export type Access = 'public' | 'signedIn' | 'tenant' | 'host';

/**
 * One HTTP call of the API as data: the server turns it into a route (validation,
 * OpenAPI, access check) and the browser into a typed fetch. Paths use the
 * Fastify `:param` form and the specification's spellings.
 */
export type Contract = {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: `/api/${string}`;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly access: Access;
  /** The permission the caller must hold (checked on the server, always). */
  readonly permission?: PermissionName;
  /**
   * For a route whose permission depends on its body (the import's type): the caller must
   * hold one of these before the body is read, and the work checks the one it needs.
   */
  readonly anyPermissionOf?: readonly PermissionName[];
  /** The status of a successful answer. */
  readonly status: 200 | 201 | 204;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** `file`: the answer is a download (see {@link fileResponseSchema}), not JSON. */
  readonly produces?: 'json' | 'file';
};

/** A download: its bytes, media type and the file name the browser saves it under. */
export type FileResponse = {
  readonly body: Uint8Array | string;
  readonly contentType: string;
  readonly fileName: string;
  /**
   * A file shown in place (a picture) rather than saved: the browser may keep it and asks
   * again with this ETag, answered 304 when unchanged.
   */
  readonly inline?: { readonly etag: string };
};

/** The response of a contract that `produces: 'file'`. */
export const fileResponseSchema = z.custom<FileResponse>(
  (value) => typeof value === 'object' && value !== null && 'body' in value,
);

export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

type InferOr<S, Fallback> = S extends z.ZodType ? z.infer<S> : Fallback;

/** What a handler of the contract receives, already validated. */
export type ContractInput<C extends Contract> = {
  params: InferOr<C['params'], Record<string, never>>;
  query: InferOr<C['query'], Record<string, never>>;
  body: InferOr<C['body'], undefined>;
};

/** What the contract's successful answer carries. */
export type ContractOutput<C extends Contract> = z.infer<C['response']>;

/** What a caller sends: the schemas' input side (before coercion and defaults). */
export type ContractRequest<C extends Contract> = {
  params?: C['params'] extends z.ZodType ? z.input<C['params']> : never;
  query?: C['query'] extends z.ZodType ? z.input<C['query']> : never;
  body?: C['body'] extends z.ZodType ? z.input<C['body']> : never;
};

/** Fills a contract path's `:param` placeholders (values are URI-encoded). */
export function buildPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') {
      throw new Error(`Missing required path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

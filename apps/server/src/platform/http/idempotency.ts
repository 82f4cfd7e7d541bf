import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@spool/domain';
import type { Tx } from '../db/database.js';
import {
  createIdempotencyKeysRepository,
  idempotencyKeyLifetimeHours,
} from '../db/idempotency-keys.repository.js';

/** The request header (IETF draft "The Idempotency-Key HTTP Header Field"), as Node names it. */
export const idempotencyKeyHeader = 'idempotency-key';

const replaysDescription =
  `Makes the request safe to retry. For a tenant's users, the same key with the same request ` +
  `(method, path, body) by the same user within ${idempotencyKeyLifetimeHours} hours answers the first result ` +
  `(marked \`Idempotent-Replayed: true\`) without doing the work again; the same key with another ` +
  `request answers 422. A request sent while the first with its key still runs waits for it. A ` +
  `request that failed keeps no key. 1 to 255 printable ASCII characters.`;
const checkedOnlyDescription =
  `Checked (1 to 255 printable ASCII characters), but this route does its work in steps or for ` +
  `the host and does not replay: retry it only after reading what the first request did.`;

/**
 * The POST routes' header schema (validated with the rest of the input, shown in the OpenAPI
 * document). Loose: every other header passes as it came.
 */
export function idempotencyHeadersSchema(replays: boolean) {
  return z.looseObject({
    [idempotencyKeyHeader]: z
      .string()
      .regex(/^[\x20-\x7e]{1,255}$/, 'idempotency.keyInvalid')
      .optional()
      .meta({ description: replays ? replaysDescription : checkedOnlyDescription }),
  });
}

/** A stored first answer, sent again as it was. */
export class IdempotentReplay {
  constructor(
    readonly status: number,
    readonly body: string | null,
  ) {}

  /** Sets the reply's status and headers, and gives its payload. */
  payloadFor(reply: FastifyReply): string | null {
    reply.status(this.status).header('idempotent-replayed', 'true');
    // A string with a JSON type goes out as it is, not serialized again.
    if (this.body !== null) reply.header('content-type', 'application/json; charset=utf-8');
    return this.body;
  }
}

/** SHA-256 of the method, the path and the validated body; files count by their own hash. */
function requestHashOf(request: FastifyRequest): string {
  const body = JSON.stringify(request.body ?? null, function (this: unknown, key, value: unknown) {
    const raw = (this as Record<string, unknown>)[key];
    return raw instanceof Uint8Array ? createHash('sha256').update(raw).digest('hex') : value;
  });
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

/**
 * Runs `work` once per `Idempotency-Key` of the user, in the transaction it changes data in:
 * the key is claimed before the work and its answer recorded after it, so that a rollback
 * takes the key with the work and the caller may retry. A key already answered replays that
 * answer; one of another request is refused (422). Without the header, `work` just runs.
 */
export async function runIdempotently<T>(
  tx: Tx,
  context: { request: FastifyRequest; reply: FastifyReply; userId: string },
  statusOf: () => number,
  work: () => Promise<T>,
): Promise<T | IdempotentReplay> {
  const { request, reply, userId } = context;
  const key = request.headers[idempotencyKeyHeader];
  if (typeof key !== 'string') return work();
  const keys = createIdempotencyKeysRepository(tx);
  await keys.deleteExpired();
  const requestHash = requestHashOf(request);
  const stored = await keys.claim(userId, key, requestHash);
  if (stored) {
    if (stored.requestHash !== requestHash) throw new DomainError('Spool.Idempotency:KeyReused');
    // Committed without its answer: not by this code, which records it before the commit.
    if (stored.status === null) throw new DomainError('Spool.Idempotency:KeyInUse');
    return new IdempotentReplay(stored.status, stored.body);
  }
  const output = await work();
  const status = statusOf();
  // The answer as the route's serializer writes it, so that a replay is the same bytes.
  const serialized = status === 204 ? null : reply.status(status).serialize(output);
  const body =
    serialized === null || typeof serialized === 'string'
      ? serialized
      : new TextDecoder().decode(serialized);
  await keys.record(userId, key, status, body);
  return output;
}

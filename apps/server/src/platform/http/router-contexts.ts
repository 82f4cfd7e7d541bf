import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  Contract,
  ContractInput,
  ContractOutput,
  Language,
  PermissionName,
} from '@spool/contracts';
import type { Actor } from '../auth/caller-access.js';
import type { Principal } from '../auth/token-verifier.js';
import type { Tx } from '../db/database.js';

/** What a route's handler gets from the router (router.ts), by the route's access. */

export type PublicContext = {
  request: FastifyRequest;
  reply: FastifyReply;
  language: Language;
  /** The caller, when the request carries a bearer token (401 if that token is not valid). */
  optionalPrincipal: () => Promise<Principal | undefined>;
};

export type SignedInContext = PublicContext & {
  principal: Principal;
  /** Who is calling, as what the request records names them (read once, with the caller). */
  actor: Actor;
  /**
   * The request's transaction, on the caller's side (its tenant, or the host): in
   * the tenant's own database for the data routes of a tenant that has one.
   */
  tx: Tx;
  /**
   * The shared database's transaction on the same side: identity (users, grants)
   * and tenants live there whatever the tenant's data does. The same as `tx`
   * unless the tenant has a database of its own.
   */
  directoryTx: Tx;
  /**
   * 403 unless the caller holds the permission: for a route whose permission
   * depends on its input (the contract's own `permission` is checked before the handler).
   */
  demand: (permission: PermissionName) => Promise<void>;
};

export type TenantContext = SignedInContext & {
  principal: Principal & { tenantId: string };
};

export type StepsContext = PublicContext & {
  principal: Principal & { tenantId: string };
  actor: Actor;
  /** Runs `work` in one transaction of the caller's tenant: its data (`tx`) and directory. */
  transaction: <T>(work: (tx: Tx, directoryTx: Tx) => Promise<T>) => Promise<T>;
  /** 403 unless the caller holds the permission (for a permission that depends on the input). */
  demand: (permission: PermissionName) => Promise<void>;
};

export type HostContext = SignedInContext & {
  principal: Principal & { tenantId: undefined };
};

export type Handler<C extends Contract, Ctx> = (
  input: ContractInput<C>,
  context: Ctx,
) => Promise<ContractOutput<C>>;

/** The context of a route's handler in its own transaction, by who may call it. */
export type ContextOf<A extends Contract['access']> = A extends 'public'
  ? PublicContext
  : A extends 'tenant'
    ? TenantContext
    : A extends 'host'
      ? HostContext
      : SignedInContext;

/**
 * How a route's work meets the database, when not in one transaction per request:
 * - `transaction: 'steps'` (tenant routes): short transactions of its own
 *   (`StepsContext.transaction`), so that slow work between them (reading a workbook, drawing
 *   a PDF) holds none: on PGlite's single connection other requests go on meanwhile;
 * - `transaction: 'none'` (signed-in routes): none at all, for a service that opens its own
 *   (across tenants, say), which on PGlite would otherwise wait for the request's forever;
 * - `prepare` (any route but a public one): slow work on the input (a password's hash) before the
 *   transaction opens, once the caller is known to hold the permission; its result is
 *   `prepared`.
 */
export type RouteOptions =
  | Record<string, never>
  | { transaction: 'steps' }
  | { transaction: 'none' }
  | { prepare: (input: never) => Promise<unknown> };

export type Router = {
  /**
   * The contract as a route: who may call it is the contract's `access` (anyone, anyone signed
   * in, a tenant's user, the host's), its permission is checked before its body is read, and
   * its handler runs in one transaction of the caller's side unless `options` say otherwise.
   */
  route<C extends Contract>(
    app: FastifyInstance,
    contract: C,
    handler: Handler<C, ContextOf<C['access']>>,
  ): void;
  route<C extends Contract & { access: 'tenant' }>(
    app: FastifyInstance,
    contract: C,
    options: { transaction: 'steps' },
    handler: Handler<C, StepsContext>,
  ): void;
  route<C extends Contract & { access: 'signedIn' }>(
    app: FastifyInstance,
    contract: C,
    options: { transaction: 'none' },
    handler: Handler<C, PublicContext & { principal: Principal }>,
  ): void;
  route<C extends Contract & { access: 'signedIn' | 'tenant' | 'host' }, P>(
    app: FastifyInstance,
    contract: C,
    options: { prepare: (input: ContractInput<C>) => Promise<P> },
    handler: Handler<C, ContextOf<C['access']> & { prepared: P }>,
  ): void;
};

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  Contract,
  ContractInput,
  ContractOutput,
  Language,
  PermissionName,
} from '@spool/contracts';
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

export type Router = {
  /** A route anyone may call. */
  public<C extends Contract>(
    app: FastifyInstance,
    contract: C,
    handler: Handler<C, PublicContext>,
  ): void;
  /** A route for anyone signed in; the handler runs in the transaction of the caller's side. */
  signedIn<C extends Contract>(
    app: FastifyInstance,
    contract: C,
    handler: Handler<C, SignedInContext>,
  ): void;
  /**
   * A route for anyone signed in whose service opens its own transactions (for
   * instance across tenants): no request transaction is held while it runs,
   * which on PGlite's single connection would make those wait forever.
   */
  signedInWithoutTransaction<C extends Contract>(
    app: FastifyInstance,
    contract: C,
    handler: Handler<C, PublicContext & { principal: Principal }>,
  ): void;
  /**
   * `signedIn`, with slow work on the input (a password's hash) done by `prepare` before the
   * transaction opens, once the caller is known to hold the route's permission: the handler
   * gets its result as `prepared`.
   */
  signedInPrepared<C extends Contract, P>(
    app: FastifyInstance,
    contract: C,
    prepare: (input: ContractInput<C>) => Promise<P>,
    handler: Handler<C, SignedInContext & { prepared: P }>,
  ): void;
  /** A route for a signed-in user of a tenant; the handler runs in that tenant's transaction. */
  tenant<C extends Contract>(
    app: FastifyInstance,
    contract: C,
    handler: Handler<C, TenantContext>,
  ): void;
  /**
   * A route for a signed-in user of a tenant whose work runs in short transactions of its
   * own (`transaction`, each on the tenant's data side as `tenant` routes are), so that slow
   * work between them (reading a workbook, checking thousands of rows) holds none: on
   * PGlite's single connection other requests go on meanwhile. The permission is checked
   * first, in a transaction of its own.
   */
  tenantInSteps<C extends Contract>(
    app: FastifyInstance,
    contract: C,
    handler: Handler<C, StepsContext>,
  ): void;
  /**
   * A route for a signed-in user of the host (403 for a tenant's); the handler runs in
   * the host's administration transaction (`spool_host`: tenants, organisations, features).
   */
  host<C extends Contract>(
    app: FastifyInstance,
    contract: C,
    handler: Handler<C, HostContext>,
  ): void;
  /**
   * Work that ends every transaction of a tenant's changes (routes other than GET), after
   * their handler and before the commit, in their transaction: derived data that must never
   * lag behind what it is derived from (the styles' single garment consumption).
   */
  beforeCommitOfChanges(work: (tx: Tx) => Promise<unknown>): void;
};

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  errorResponseSchema,
  platformErrorCodes,
  type Contract,
  type ContractInput,
  type FileResponse,
} from '@spool/contracts';
import type { Caller, CallerAccess } from '../auth/caller-access.js';
import type { AccessTokenVerifier, VerifiedToken } from '../auth/token-verifier.js';
import type { Database, Tx } from '../db/database.js';
import { inRequestTransaction, inTenantTransaction } from '../db/tenant-transaction.js';
import { HttpProblem } from './http-problem.js';
import { idempotencyHeadersSchema, IdempotentReplay, runIdempotently } from './idempotency.js';
import type { Translator } from '../i18n.js';
import type { PublicContext, RouteOptions, Router, SignedInContext } from './router-contexts.js';

export type * from './router-contexts.js';

const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  500: errorResponseSchema,
};

/** Sends a download with its media type and file name (RFC 6266, UTF-8 names allowed). */
function sendFile(reply: FastifyReply, file: FileResponse) {
  const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const disposition = file.inline ? 'inline' : 'attachment';
  reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
  if (file.inline) {
    // Kept by this browser only (it came with the user's token), and asked again each time.
    const etag = `"${file.inline.etag}"`;
    reply.header('cache-control', 'private, no-cache').header('etag', etag);
    const known = reply.request.headers['if-none-match'];
    if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.status(304).send();
    }
  } else {
    reply.header('cache-control', 'no-store');
  }
  return reply.send(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
}

/**
 * Turns contracts into Fastify routes: zod validation of params, query and body,
 * the response schema (which also strips undeclared fields), OpenAPI metadata,
 * and the access check, so that a route's handler only maps and calls its service.
 */
export function createRouter(deps: {
  database: Database;
  verifyToken: AccessTokenVerifier;
  /** Who the token's bearer is and what it may do, read in the request's transaction. */
  callers: CallerAccess;
  translator: Translator;
  /**
   * For a router of tenant data (styles, settings, catalogue, reports): the tenant's own
   * database, from its connection string. Without it, every request stays in the shared one.
   */
  tenantDataDatabase?: (tenantId: string, connectionString: string) => Promise<Database>;
  /**
   * Work that ends every transaction of a tenant's changes (routes other than GET), after
   * their handler and before the commit, in their transaction: derived data that must never
   * lag behind what it is derived from.
   */
  beforeCommitOfChanges?: readonly ((tx: Tx) => Promise<unknown>)[];
}): Router {
  /** The verified token of each request to a signed-in route, known before its input is read. */
  const tokens = new WeakMap<FastifyRequest, VerifiedToken>();
  const tokenOf = (request: FastifyRequest): VerifiedToken => {
    const token = tokens.get(request);
    // The route's onRequest hook has put it there, or answered 401 or 403 already.
    if (!token) throw new HttpProblem(401, platformErrorCodes.unauthorized);
    return token;
  };

  /**
   * The token first, before the body is read and validated: an anonymous caller (401) or one
   * of the wrong side (403) learns nothing about a route's input, not even its fields.
   */
  const authenticate =
    (access: Exclude<Contract['access'], 'public'>) => async (request: FastifyRequest) => {
      const token = await deps.verifyToken(request.headers.authorization);
      if (access === 'tenant' && token.tenantId === undefined) {
        throw new HttpProblem(403, platformErrorCodes.forbidden);
      }
      if (access === 'host' && token.tenantId !== undefined) {
        throw new HttpProblem(403, platformErrorCodes.forbidden);
      }
      tokens.set(request, token);
    };

  /**
   * Runs `work` in a transaction of the token's side (the host's administration role with
   * `administration`) with its caller, whose access version is read with the transaction's
   * settings. A caller this process keeps (for a GET, `changes` false) counts if that version
   * still stands; else the caller is read afresh in the transaction. An external provider's
   * person without a Spool user yet gets one first, in a transaction of its own, before any of
   * the request's work. With `readOnly` the database refuses any write. A tenant with a
   * database of its own reads its caller first: work there commits apart from this check.
   */
  const asCaller = async <T>(
    token: VerifiedToken,
    work: (tx: Tx, caller: Caller) => Promise<T>,
    { administration = false, changes = true, readOnly = false } = {},
  ): Promise<T> => {
    const side = { tenantId: token.tenantId ?? null, administration };
    const read = deps.callers.versionRead(token.tenantId);
    const kept = changes ? undefined : deps.callers.kept(token);
    if (kept && kept.caller.tenantDatabase === null) {
      const outcome = await inRequestTransaction(
        deps.database,
        { ...side, readOnly },
        read,
        async (tx, rows) =>
          kept.current(rows)
            ? { ran: true as const, value: await work(tx, kept.caller) }
            : undefined,
      );
      if (outcome) return outcome.value;
    }
    const run = () =>
      inRequestTransaction(deps.database, side, read, async (tx, rows) => {
        const caller = await deps.callers.callerIn(tx, token, rows);
        return caller && { ran: true as const, value: await work(tx, caller) };
      });
    const outcome = (await run()) ?? (await deps.callers.introduce(token).then(run));
    if (!outcome) throw new HttpProblem(401, platformErrorCodes.unauthorized);
    return outcome.value;
  };
  /** The caller alone, checked in a short transaction of its own. */
  const callerOf = (token: VerifiedToken) =>
    asCaller(token, async (_tx, caller) => caller, { changes: false, readOnly: true });

  /** 403 unless the caller holds the permission (none needed when it is undefined). */
  const demand = (caller: Caller, permission: string | undefined) => {
    if (permission !== undefined && !caller.permissions.has(permission)) {
      throw new HttpProblem(403, platformErrorCodes.forbidden);
    }
  };

  /**
   * The route's permission, before its body is read: a caller without it gets 403 whatever it
   * sent, and learns nothing of the route's input. A kept caller that holds it goes on at once
   * (the work's transaction checks again); any other is read afresh.
   */
  const permissionFirst = (permissions: readonly string[]) => async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const holds = (caller: Caller | undefined) =>
      permissions.some((permission) => caller?.permissions.has(permission));
    if (holds(deps.callers.kept(token)?.caller)) return;
    if (!holds(await callerOf(token))) throw new HttpProblem(403, platformErrorCodes.forbidden);
  };
  /** The permissions a route's caller must hold one of before its body is read. */
  const firstPermissions = (contract: Contract) =>
    contract.permission !== undefined ? [contract.permission] : (contract.anyPermissionOf ?? []);

  /** The status a route answers: its contract's, unless its handler set another. */
  const statusOf = (contract: Contract, reply: FastifyReply) =>
    reply.statusCode === 200 ? contract.status : reply.statusCode;

  /**
   * A tenant's user's POST with an `Idempotency-Key`, once per key (idempotency.ts), in the
   * transaction of its work; any other request just runs.
   */
  const idempotently = <T>(
    contract: Contract,
    base: PublicContext,
    tx: Tx,
    principal: { userId: string; tenantId: string | undefined },
    work: () => Promise<T>,
  ): Promise<T | IdempotentReplay> =>
    contract.method === 'POST' && contract.produces !== 'file' && principal.tenantId !== undefined
      ? runIdempotently(
          tx,
          { request: base.request, reply: base.reply, userId: principal.userId },
          () => statusOf(contract, base.reply),
          work,
        )
      : work();

  const register = (
    app: FastifyInstance,
    contract: Contract,
    run: (input: ContractInput<Contract>, base: PublicContext) => Promise<unknown>,
    replays: boolean,
  ) => {
    const { access } = contract;
    app.route({
      method: contract.method,
      url: contract.path,
      ...(access !== 'public' && { onRequest: authenticate(access) }),
      ...(access !== 'public' &&
        firstPermissions(contract).length > 0 && {
          preParsing: permissionFirst(firstPermissions(contract)),
        }),
      schema: {
        summary: contract.summary,
        tags: [...contract.tags],
        ...(contract.access !== 'public' && { security: [{ bearerAuth: [] }] }),
        ...(contract.params && { params: contract.params }),
        ...(contract.method === 'POST' && { headers: idempotencyHeadersSchema(replays) }),
        ...(contract.query && { querystring: contract.query }),
        ...(contract.body && { body: contract.body }),
        response: {
          // A download's bytes go out as they are; JSON answers are validated and stripped.
          ...(contract.produces !== 'file' && {
            [contract.status]: contract.status === 204 ? z.null() : contract.response,
          }),
          ...errorResponses,
        },
      },
      handler: async (request, reply) => {
        const language = deps.translator.languageFor(request.headers['accept-language']);
        const input = {
          params: request.params,
          query: request.query,
          body: request.body,
        } as ContractInput<Contract>;
        const optionalPrincipal = async () => {
          if (request.headers.authorization === undefined) return undefined;
          const token = await deps.verifyToken(request.headers.authorization);
          return (await callerOf(token)).principal;
        };
        const output = await run(input, { request, reply, language, optionalPrincipal });
        if (output instanceof IdempotentReplay) return output.payloadFor(reply);
        reply.status(statusOf(contract, reply));
        if (contract.produces === 'file') return sendFile(reply, output as FileResponse);
        return contract.status === 204 ? null : output;
      },
    });
  };

  /**
   * The caller's side in the shared database; for a tenant with a database of its
   * own (on a data router), the work's transaction is opened there, inside.
   */
  const changeEndings = deps.beforeCommitOfChanges ?? [];
  const inCallerTransaction = <T>(
    token: VerifiedToken,
    work: (tx: Tx, directoryTx: Tx, caller: Caller) => Promise<T>,
    options: { changes: boolean; readOnly: boolean; endings?: boolean },
  ): Promise<T> =>
    asCaller(
      token,
      async (directoryTx, caller) => {
        const { tenantId } = caller.principal;
        if (tenantId === undefined) return work(directoryTx, directoryTx, caller);
        const workThenEndings = async (tx: Tx) => {
          const result = await work(tx, directoryTx, caller);
          if (options.endings ?? options.changes) {
            for (const ending of changeEndings) await ending(tx);
          }
          return result;
        };
        const own =
          deps.tenantDataDatabase && caller.tenantDatabase !== null
            ? await deps.tenantDataDatabase(tenantId, caller.tenantDatabase)
            : undefined;
        return own
          ? inTenantTransaction(own, tenantId, workThenEndings)
          : workThenEndings(directoryTx);
      },
      options,
    );
  /** Whether the route changes data; a JSON GET only reads (a download may record its use). */
  const changes = (contract: Contract) => contract.method !== 'GET';
  const access = (contract: Contract) => ({
    changes: changes(contract),
    readOnly: !changes(contract) && contract.produces !== 'file',
  });
  /** A `signedIn` route's work: in the caller's transaction, once it holds the permission. */
  const signedInWork = <C extends Contract, T>(
    contract: C,
    base: PublicContext,
    work: (context: SignedInContext) => Promise<T>,
  ): Promise<T | IdempotentReplay> =>
    inCallerTransaction(
      tokenOf(base.request),
      async (tx, directoryTx, caller) => {
        demand(caller, contract.permission);
        return idempotently(contract, base, tx, caller.principal, () =>
          work({
            ...base,
            principal: caller.principal,
            actor: caller.actor,
            tx,
            directoryTx,
            demand: async (permission) => demand(caller, permission),
          }),
        );
      },
      { ...access(contract), endings: false },
    );

  type Call = (input: ContractInput<Contract>, context: object) => Promise<unknown>;
  const forbidden = () => new HttpProblem(403, platformErrorCodes.forbidden);

  /** The caller as a tenant's user (403 for the host's), once it holds the route's permission. */
  const tenantUser = (caller: Caller, contract: Contract) => {
    const { tenantId } = caller.principal;
    if (tenantId === undefined) throw forbidden();
    demand(caller, contract.permission);
    return { ...caller.principal, tenantId };
  };

  /** A tenant route's work: in its tenant's transaction, once it holds the permission. */
  const tenantWork =
    (contract: Contract, call: Call) => (input: ContractInput<Contract>, base: PublicContext) =>
      inCallerTransaction(
        tokenOf(base.request),
        async (tx, directoryTx, caller) => {
          const principal = tenantUser(caller, contract);
          return idempotently(contract, base, tx, principal, () =>
            call(input, {
              ...base,
              principal,
              actor: caller.actor,
              tx,
              directoryTx,
              demand: async (permission: string) => demand(caller, permission),
            }),
          );
        },
        access(contract),
      );

  /** A tenant route's work in short transactions of its own (`StepsContext.transaction`). */
  const tenantInSteps =
    (contract: Contract, call: Call) =>
    async (input: ContractInput<Contract>, base: PublicContext) => {
      const token = tokenOf(base.request);
      // Each step reads the caller again: one that may no longer call stops at the next.
      let caller = await callerOf(token);
      return call(input, {
        ...base,
        principal: tenantUser(caller, contract),
        actor: caller.actor,
        transaction: <T>(work: (tx: Tx, directoryTx: Tx) => Promise<T>) =>
          inCallerTransaction(
            token,
            (tx, directoryTx, current) => {
              caller = current;
              return work(tx, directoryTx);
            },
            access(contract),
          ),
        demand: async (permission: string) => demand(caller, permission),
      });
    };

  /** A host route's work: in the host's administration transaction. */
  const hostWork =
    (contract: Contract, call: Call) => (input: ContractInput<Contract>, base: PublicContext) =>
      asCaller(
        tokenOf(base.request),
        async (tx, caller) => {
          if (caller.principal.tenantId !== undefined) throw forbidden();
          demand(caller, contract.permission);
          return call(input, {
            ...base,
            principal: { ...caller.principal, tenantId: undefined },
            actor: caller.actor,
            tx,
            directoryTx: tx,
            demand: async (permission: string) => demand(caller, permission),
          });
        },
        { administration: true, ...access(contract) },
      );

  /** A handler as the router holds it: its context is whatever its route's options make. */
  type AnyHandler = (input: ContractInput<Contract>, context: never) => Promise<unknown>;
  type Run = (input: ContractInput<Contract>, base: PublicContext) => Promise<unknown>;

  /** What a route runs, from who may call it (its contract) and how its work meets the database. */
  const runOf = (contract: Contract, options: RouteOptions, handler: AnyHandler): Run => {
    const call = handler as unknown as Call;
    const transaction = 'transaction' in options ? options.transaction : 'request';
    const refuse = (what: string) => {
      throw new Error(
        `${contract.method} ${contract.path}: ${what} is not for ${contract.access} routes`,
      );
    };
    if (transaction === 'steps' && contract.access !== 'tenant') refuse('a transaction in steps');
    if (transaction === 'none' && contract.access !== 'signedIn') refuse('no transaction');
    if ('prepare' in options && contract.access === 'public') refuse('a prepared step');
    const runWith = (work: Call): Run => {
      switch (contract.access) {
        case 'public':
          return work;
        case 'signedIn':
          if (transaction === 'none') {
            return async (input, base) => {
              const caller = await callerOf(tokenOf(base.request));
              demand(caller, contract.permission);
              return work(input, { ...base, principal: caller.principal });
            };
          }
          return (input, base) => signedInWork(contract, base, (context) => work(input, context));
        case 'tenant':
          return transaction === 'steps'
            ? tenantInSteps(contract, work)
            : tenantWork(contract, work);
        case 'host':
          return hostWork(contract, work);
      }
    };
    if (!('prepare' in options)) return runWith(call);
    const prepare = options.prepare as (input: ContractInput<Contract>) => Promise<unknown>;
    return async (input, base) => {
      demand(await callerOf(tokenOf(base.request)), contract.permission);
      const prepared = await prepare(input);
      return runWith((given, context) => call(given, { ...context, prepared }))(input, base);
    };
  };

  return {
    route(
      app: FastifyInstance,
      contract: Contract,
      optionsOrHandler: RouteOptions | AnyHandler,
      maybeHandler?: AnyHandler,
    ) {
      const [options, handler] =
        typeof optionsOrHandler === 'function'
          ? [{}, optionsOrHandler]
          : [optionsOrHandler, maybeHandler];
      if (!handler) throw new Error(`${contract.method} ${contract.path} has no handler`);
      // Replayed: a tenant's or a signed-in user's work in one transaction, answering JSON.
      const replays =
        (contract.access === 'tenant' || contract.access === 'signedIn') &&
        !('transaction' in options) &&
        contract.produces !== 'file';
      register(app, contract, runOf(contract, options, handler), replays);
    },
  };
}

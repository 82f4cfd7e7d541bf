import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import helmet from 'helmet';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import underPressure from '@fastify/under-pressure';
import type { Registry } from 'prom-client';
import type { Database } from './platform/db/database.js';
import type { IdentityDiscoveryConfig, PersonLinks, SignInLimits } from './platform/env.js';
import { createAccessTokenVerifier, type TokenTrust } from './platform/auth/token-verifier.js';
import { defaultOidcScope, defaultSignInLimits } from './platform/env.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { createRouter } from './platform/http/router.js';
import { createWorkerPool } from './platform/workers/worker-pool.js';
import { importPlugin } from './modules/import/index.js';
import { usagePlugin } from './modules/usage/index.js';
import { registerUnreadBodies } from './platform/http/unread-bodies.js';
import { registerWebApp } from './platform/http/web-app.js';
import { registerPublicAddressRedirect } from './platform/http/public-address.js';
import { Overloaded, overloadRetryAfterSeconds } from './platform/http/http-problem.js';
import { createMetrics } from './platform/metrics/metrics.js';
import { createTranslator, type Translator } from './platform/i18n.js';
import { readPublishedOn, readVersion } from './platform/version.js';
import { auditLoggingPlugin } from './modules/audit-logging/index.js';
import { cataloguePlugin } from './modules/catalogue/index.js';
import { featureManagementPlugin } from './modules/feature-management/index.js';
import { healthPlugin } from './modules/health/index.js';
import { purchasePlansPlugin } from './modules/purchase-plans/index.js';
import { refreshStaleStyleFigures, reportsPlugin } from './modules/reports/index.js';
import { settingsPlugin } from './modules/settings/index.js';
import { stylesPlugin } from './modules/styles/index.js';
import {
  prepareTenantDatabase,
  tenantManagementPlugin,
} from './modules/tenant-management/index.js';
import { createTenantDatabases } from './platform/db/tenant-databases.js';
import {
  applicationConfigurationPlugin,
  identityPlugin,
  createCallerAccess,
} from './modules/identity/index.js';
import {
  apiAudience,
  apiScope,
  createEmbeddedIssuer,
  defaultAccessTokenTtlSeconds,
  signInPlugin,
  type IssuerSecrets,
  webClientId,
} from './modules/sign-in/index.js';

/** Where `npm run build` puts the web app, relative to this file in src/ or dist/. */
export const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Who signs people in: the embedded OpenID provider at `publicUrl`/oidc, whose
 * tokens name Spool's users, or an external provider whose access tokens the
 * API trusts and maps to Spool's users (issuer and subject; the tenant claim).
 */
export type SignInOptions =
  | { kind: 'embedded'; publicUrl: string; accessTokenTtlSeconds?: number | undefined }
  | {
      kind: 'external';
      tokenTrust: TokenTrust;
      /** What the browser uses with that provider (client id, scope). */
      browser?: { clientId: string; scope: string } | undefined;
    };

/** The browser renews a token this long before it expires (oidc-client-ts's default). */
const defaultRenewBeforeExpirySeconds = 60;

/** The embedded issuer (when it is the one), the tokens the API trusts, and what the browser needs. */
async function setUpSignIn(
  signIn: SignInOptions,
  database: Database,
  translator: Translator,
  secrets: IssuerSecrets | undefined,
) {
  if (signIn.kind === 'external') {
    return {
      issuer: undefined,
      tokenTrust: signIn.tokenTrust,
      browser: {
        authority: signIn.tokenTrust.issuer,
        clientId: signIn.browser?.clientId ?? '',
        scope: signIn.browser?.scope ?? defaultOidcScope,
        resource: null,
        embedded: false,
        renewBeforeExpirySeconds: defaultRenewBeforeExpirySeconds,
      },
    };
  }
  if (!secrets) {
    throw new Error(
      'The embedded issuer needs its secrets, read by the database owner at start-up (loadIssuerSecrets)',
    );
  }
  const issuer = await createEmbeddedIssuer({
    database,
    secrets,
    publicUrl: signIn.publicUrl,
    accessTokenTtlSeconds: signIn.accessTokenTtlSeconds,
    translator,
  });
  return {
    issuer,
    tokenTrust: issuer.tokenTrust,
    browser: {
      authority: issuer.issuer,
      clientId: webClientId,
      scope: `openid profile email offline_access ${apiScope}`,
      resource: apiAudience,
      embedded: true,
      renewBeforeExpirySeconds: Math.min(
        defaultRenewBeforeExpirySeconds,
        Math.floor((signIn.accessTokenTtlSeconds ?? defaultAccessTokenTtlSeconds) / 2),
      ),
    },
  };
}

/** The worker threads' tasks, beside this file: `.ts` when the sources run, `.js` once built. */
const tasksWorker = new URL(
  `./tasks.worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`,
  import.meta.url,
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's figures for Prometheus (served on the management port). */
    metrics: Registry;
  }
}

/** A logger made already (it logs), as opposed to the options of one. */
function isLoggerInstance(logger: unknown): logger is FastifyBaseLogger {
  return (
    typeof logger === 'object' &&
    logger !== null &&
    typeof (logger as { child?: unknown }).child === 'function'
  );
}

export type AppOptions = {
  database: Database;
  signIn: SignInOptions;
  /** The external identity-discovery service; Spool's own tables when undefined. */
  identityDiscovery?: IdentityDiscoveryConfig | undefined;
  /** The account menu's help, support and suggestions links; none by default. */
  links?: PersonLinks | undefined;
  /** The built web app; `undefined` serves the API alone. */
  webRoot?: string | undefined;
  /** Logger options, or a logger made already (platform/logging.ts); none by default. */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Which proxies may tell the client's address (SPOOL_TRUST_PROXY); none by default. */
  trustProxy?: boolean | number | string[] | undefined;
  /** Sign-in attempts per client address and per login name (embedded provider). */
  signInLimits?: SignInLimits | undefined;
  /** The embedded issuer's keys, read by the database owner at start-up (`loadIssuerSecrets`). */
  issuerSecrets?: IssuerSecrets | undefined;
  /**
   * SPOOL_ALLOW_PRIVILEGED_RUNTIME: serve a tenant's own database on its owner's
   * login when that login may not create one of Spool's (warned about).
   */
  allowPrivilegedRuntime?: boolean | undefined;
  /**
   * Refuse requests (503, Retry-After) while the event loop lags this much
   * (@fastify/under-pressure); none by default. Not for the embedded database, whose
   * statements run on this same thread: its lag is the database working.
   */
  shedOverload?: { maxEventLoopDelayMs: number } | undefined;
};

/**
 * Builds the whole application without listening (fastify/demo): platform first,
 * then each module, explicitly, so this function is the table of contents.
 */
export async function buildApp(options: AppOptions) {
  const { trustProxy = false } = options;
  const logger = options.logger ?? false;
  const app = Fastify({
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    // One line a request, written when it is answered (below), instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    // A number of hops trusts that many proxies nearest to Spool (as Express's trust proxy).
    trustProxy:
      typeof trustProxy === 'number' ? (_: string, hop: number) => hop < trustProxy : trustProxy,
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (options.signIn.kind === 'embedded') {
    registerPublicAddressRedirect(app, options.signIn.publicUrl);
  }
  app.addHook('onResponse', async (request, reply) => {
    // The path without its query: a query may carry what a log should not keep.
    const path = request.url.split('?', 1)[0];
    request.log.info(
      `${request.method} ${path} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`,
    );
  });

  // Reading and writing workbooks, checking sheets, drawing PDFs: worker threads, never this
  // event loop.
  const workers = createWorkerPool({ worker: tasksWorker });
  app.addHook('onClose', () => workers.close());
  app.decorate(
    'metrics',
    createMetrics(app, {
      poolUse: () => options.database.poolUse(),
      workerQueue: () => workers.queued(),
    }),
  );
  if (options.shedOverload) {
    // Overload is answered with 503 and Retry-After before any work starts.
    await app.register(underPressure, {
      maxEventLoopDelay: options.shedOverload.maxEventLoopDelayMs,
      retryAfter: overloadRetryAfterSeconds,
      customError: Overloaded,
    });
  }
  const version = readVersion();
  const translator = createTranslator();
  const { issuer, tokenTrust, browser } = await setUpSignIn(
    options.signIn,
    options.database,
    translator,
    options.issuerSecrets,
  );
  const routerDeps = {
    database: options.database,
    verifyToken: createAccessTokenVerifier(tokenTrust),
    // The embedded provider's tokens name Spool's user; an external provider's are mapped.
    // Either way the user must still be active, and is read again after any change to its
    // side's users, roles or grants.
    callers: createCallerAccess({
      database: options.database,
      provider: options.signIn.kind === 'external' ? 'external' : 'embedded',
    }),
    translator,
  };
  /** Identity, features and tenants: always the shared database. */
  const router = createRouter(routerDeps);
  // A tenant's data (styles, settings, catalogue) lives in its own database when it has one.
  const tenantDatabases = createTenantDatabases({
    prepareTenant: prepareTenantDatabase,
    allowPrivileged: options.allowPrivilegedRuntime ?? false,
    warn: (message) => app.log.warn(message),
  });
  app.addHook('onClose', () => tenantDatabases.close());
  const dataRouter = createRouter({
    ...routerDeps,
    tenantDataDatabase: (tenantId: string, connectionString: string) =>
      tenantDatabases.forTenant(tenantId, connectionString),
    // Each change of a tenant's data (styles, operations, settings, the thread range) ends by
    // computing again the consumption of the styles it touched, before it commits.
    beforeCommitOfChanges: [refreshStaleStyleFigures],
  });

  // Security headers on every answer, from one helmet middleware made here: @fastify/helmet
  // made a new one (its content security policy parsed again) for each request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // The browser talks to an external provider itself (discovery, token, renewal).
        'connect-src': ["'self'", ...(issuer ? [] : [new URL(tokenTrust.issuer).origin])],
        // Spool's pages load only their own files: nothing to upgrade, and on a workshop's
        // network over plain HTTP the upgrade would send every script to an https:// that
        // does not answer.
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => {
      done(error === undefined ? undefined : (error as Error));
    });
  });
  registerErrorHandler(app, translator);
  registerUnreadBodies(app);
  await registerOpenApi(app, version);

  if (issuer) {
    await app.register(async (scope) =>
      signInPlugin(scope, {
        database: options.database,
        issuer,
        translator,
        limits: options.signInLimits ?? defaultSignInLimits,
      }),
    );
  }
  await app.register(async (scope) =>
    healthPlugin(scope, { router, database: options.database, version }),
  );
  await app.register(async (scope) =>
    applicationConfigurationPlugin(scope, {
      router,
      database: options.database,
      preLogin: {
        publishedOn: readPublishedOn(),
        signIn: browser,
        links: options.links ?? { help: null, support: null, suggestions: null },
      },
    }),
  );
  await app.register(async (scope) =>
    identityPlugin(scope, {
      router,
      database: options.database,
      translator,
      identityDiscovery: options.identityDiscovery,
    }),
  );
  await app.register(async (scope) => featureManagementPlugin(scope, { router }));
  await app.register(async (scope) => cataloguePlugin(scope, { router: dataRouter }));
  await app.register(async (scope) => settingsPlugin(scope, { router: dataRouter, workers }));
  await app.register(async (scope) =>
    stylesPlugin(scope, { router: dataRouter, translator, workers }),
  );
  await app.register(async (scope) =>
    reportsPlugin(scope, { router: dataRouter, translator, workers }),
  );
  await app.register(async (scope) =>
    purchasePlansPlugin(scope, { router: dataRouter, workers, translator }),
  );
  await app.register(async (scope) => tenantManagementPlugin(scope, { router, tenantDatabases }));
  await app.register(async (scope) => auditLoggingPlugin(scope, { router }));
  await app.register(async (scope) =>
    importPlugin(scope, { router: dataRouter, workers, translator }),
  );
  await app.register(async (scope) => usagePlugin(scope, { router: dataRouter }));

  await registerWebApp(app, options.webRoot, translator);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

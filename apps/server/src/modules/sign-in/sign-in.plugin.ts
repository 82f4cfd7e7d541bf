import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { bodyTooLarge } from '../../platform/http/http-problem.js';
import { inSignInTransaction } from '../../platform/db/tenant-transaction.js';
import type { SignInLimits } from '../../platform/env.js';
import type { Translator } from '../../platform/i18n.js';
import { createDatabaseSignIn, createSignInThrottleRepository } from '../identity/index.js';
import type { EmbeddedIssuer } from './embedded-issuer.js';
import { deleteExpiredOidcPayloads } from './oidc-payloads.repository.js';
import { renderErrorPage, renderLoginPage } from './sign-in-pages.js';
import { signInRoutes } from './sign-in.routes.js';

const housekeepingMs = 60 * 60 * 1000;
const minuteMs = 60 * 1000;
const loginWindowMs = 10 * minuteMs;
/** Code exchanges and silent renewals are not guesses: the token endpoint allows four times as many. */
const tokenRequestsPerSignIn = 4;
/** The largest body the embedded provider's endpoints take (token, revocation, end-session forms). */
const providerBodyLimit = 64 * 1024;
/**
 * Client addresses whose sign-in requests are counted in memory, per scope: the least recently
 * seen go first, so a flood of addresses cannot grow the process without end.
 */
const countedAddresses = 10_000;

/** Seconds until a rate limit lets the client try again (@fastify/rate-limit sets Retry-After). */
function retryAfterSeconds(reply: FastifyReply): number {
  const header = Number(reply.getHeader('retry-after'));
  return Number.isFinite(header) && header > 0 ? header : 60;
}

/**
 * The embedded issuer at /oidc (oidc-provider reads its own request bodies, so
 * its scope has no body parsers), its interaction pages at /account, and an
 * hourly removal of expired sign-in state.
 */
export async function signInPlugin(
  app: FastifyInstance,
  deps: {
    database: Database;
    issuer: EmbeddedIssuer;
    translator: Translator;
    limits: SignInLimits;
  },
): Promise<void> {
  const { database, issuer, limits } = deps;
  const callback = issuer.provider.callback();
  // Spool itself speaks plain HTTP: an https public address means a TLS proxy in front, so
  // the provider is told the browser's connection is secure and its cookies get `Secure`.
  const secure = new URL(issuer.issuer).protocol === 'https:';
  issuer.provider.proxy = true;
  /**
   * The provider trusts X-Forwarded-Proto and -Host (proxy = true): it gets the public
   * address's protocol and no host but the request's own, never what a client sent.
   * (X-Forwarded-For stays: Fastify reads the client's address from it, by SPOOL_TRUST_PROXY.)
   */
  const tellProtocol = (raw: FastifyRequest['raw']) => {
    raw.headers['x-forwarded-proto'] = secure ? 'https' : 'http';
    delete raw.headers['x-forwarded-host'];
  };
  const signIn = createDatabaseSignIn(database, {
    throttle: { attempts: limits.perLoginPer10Minutes, windowMs: loginWindowMs },
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    await scope.register(rateLimit, { global: false, cache: countedAddresses });
    // The provider's requests are small forms: a larger body gets a complete 413 here
    // (the rest is read and dropped), not the provider's parse error.
    scope.addHook('onRequest', async (request) => {
      if (Number(request.headers['content-length']) > providerBodyLimit) {
        throw bodyTooLarge();
      }
    });
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if (error.statusCode !== 429) throw error;
      return reply.status(429).send({
        error: 'temporarily_unavailable',
        error_description: `Too many requests from this address; try again in ${retryAfterSeconds(reply)} s`,
      });
    });
    const toProvider = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice('/oidc'.length) || '/';
      tellProtocol(raw);
      // Koa answers its own errors; the promise only settles when it has.
      void callback(raw, reply.raw);
    };
    scope.route({
      method: ['GET', 'POST', 'OPTIONS', 'HEAD', 'DELETE', 'PUT', 'PATCH'],
      url: '/oidc/*',
      handler: toProvider,
    });
    scope.post(
      '/oidc/token',
      {
        config: {
          rateLimit: {
            max: limits.perAddressPerMinute * tokenRequestsPerSignIn,
            timeWindow: minuteMs,
          },
        },
      },
      toProvider,
    );
  });

  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: 16 * 1024 });
    await scope.register(rateLimit, { global: false, cache: countedAddresses });
    // The interaction pages read and finish the provider's interaction on the same request.
    scope.addHook('onRequest', async (request) => tellProtocol(request.raw));
    // People reach these pages in a browser: an expired or unknown sign-in gets a page, not JSON.
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status =
        error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'sign-in page failed');
      const language = deps.translator.languageFor(request.headers['accept-language']);
      const { uid } = request.params as { uid?: string };
      if (status === 429 && uid) {
        const retryAt = new Date(Date.now() + retryAfterSeconds(reply) * 1000);
        const action = `/account/interaction/${encodeURIComponent(uid)}`;
        return reply
          .status(429)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            renderLoginPage(deps.translator, {
              language,
              action: `${action}/login`,
              abortUrl: `${action}/abort`,
              login: '',
              error: 'throttled',
              retryAt,
            }),
          );
      }
      return reply
        .status(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderErrorPage(deps.translator, language, '/'));
    });
    signInRoutes(scope, {
      provider: issuer.provider,
      translator: deps.translator,
      signIn: (request) => signIn.signIn(request, new Date()),
      perAddressLimit: { max: limits.perAddressPerMinute, timeWindow: minuteMs },
    });
  });

  const timer = setInterval(() => {
    const now = new Date();
    void Promise.all([
      inSignInTransaction(database, (tx) => deleteExpiredOidcPayloads(tx, now)),
      inSignInTransaction(database, (tx) =>
        createSignInThrottleRepository(tx).deleteExpired(new Date(now.getTime() - loginWindowMs)),
      ),
    ]).catch((error: unknown) => app.log.warn({ err: error }, 'sign-in housekeeping failed'));
  }, housekeepingMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

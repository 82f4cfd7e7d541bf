import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { inHostTransaction, inSignInTransaction } from '../../platform/db/tenant-transaction.js';
import type { Translator } from '../../platform/i18n.js';
import { createSignInService, createUsersRepository } from '../identity/index.js';
import type { EmbeddedIssuer } from './embedded-issuer.js';
import { deleteExpiredOidcPayloads } from './oidc-payloads.repository.js';
import { renderErrorPage } from './sign-in-pages.js';
import { signInRoutes } from './sign-in.routes.js';

const housekeepingMs = 60 * 60 * 1000;

/**
 * The embedded issuer at /oidc (oidc-provider reads its own request bodies, so
 * its scope has no body parsers), its interaction pages at /account, and an
 * hourly removal of expired sign-in state.
 */
export async function signInPlugin(
  app: FastifyInstance,
  deps: { database: Database; issuer: EmbeddedIssuer; translator: Translator },
): Promise<void> {
  const { database, issuer } = deps;
  const callback = issuer.provider.callback();

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'POST', 'OPTIONS', 'HEAD', 'DELETE', 'PUT', 'PATCH'],
      url: '/oidc/*',
      handler: (request, reply) => {
        reply.hijack();
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '/').slice('/oidc'.length) || '/';
        // Koa answers its own errors; the promise only settles when it has.
        void callback(raw, reply.raw);
      },
    });
  });

  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: 16 * 1024 });
    // People reach these pages in a browser: an expired or unknown sign-in gets a page, not JSON.
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status =
        error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'sign-in page failed');
      const language = deps.translator.languageFor(request.headers['accept-language']);
      return reply
        .status(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderErrorPage(deps.translator, language, '/'));
    });
    signInRoutes(scope, {
      provider: issuer.provider,
      translator: deps.translator,
      signIn: (request) =>
        inSignInTransaction(database, (tx) =>
          createSignInService({ users: createUsersRepository(tx) }).signIn(request, new Date()),
        ),
    });
  });

  const timer = setInterval(() => {
    void inHostTransaction(database, (tx) => deleteExpiredOidcPayloads(tx, new Date())).catch(
      (error: unknown) => app.log.warn({ err: error }, 'sign-in housekeeping failed'),
    );
  }, housekeepingMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

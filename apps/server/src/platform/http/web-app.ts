import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Translator } from '../i18n.js';

/**
 * Serves the built single-page app: its files (hashed assets cached for a year),
 * `index.html` for every other page path so that the browser's router takes over,
 * and a JSON 404 for unknown `/api` paths. The build writes a Brotli and a gzip copy
 * beside each text file (apps/web/build-tools/precompress.ts): a browser that accepts
 * one gets it, at about a quarter of the size, with no compression work per request.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
  translator: Translator,
): Promise<void> {
  const hasWebApp = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders(response, path) {
        response.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (hasWebApp && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const language = translator.languageFor(request.headers['accept-language']);
    const code = isApi ? 'Spool:RouteNotFound' : 'Spool:NotFound';
    return reply.status(404).send({
      error: { code, message: translator.error(language, code, { method: request.method, path }) },
    });
  });
}

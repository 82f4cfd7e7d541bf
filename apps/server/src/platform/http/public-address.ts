import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Whether a host name or address stays on the computer it is used on. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const unmapped = host.startsWith('::ffff:') ? host.slice('::ffff:'.length) : host;
  if (isIP(unmapped) === 4) return unmapped.startsWith('127.');
  return unmapped === '::1';
}

/** A browser's navigation to a page, as opposed to an API call, a script or a picture. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/')) return false;
  const destination = request.headers['sec-fetch-dest'];
  if (destination !== undefined) return destination === 'document';
  return (request.headers.accept ?? '').includes('text/html');
}

/** Behind a proxy the address the person typed is the proxy's to keep: Spool never sends them elsewhere. */
function cameThroughProxy(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    headers['x-forwarded-for'] !== undefined ||
    headers['x-forwarded-host'] !== undefined ||
    headers.forwarded !== undefined
  );
}

/**
 * Sign-in works only at the public address (the embedded provider's issuer, its redirect
 * addresses and the page's content security policy all name it), so a page asked for at any
 * other address is sent there, path and query kept, when that address reaches the person: when
 * it is not a loopback one, or when the person is on this very computer. Otherwise (the public
 * address is `localhost` and the person is elsewhere) the page is served, and the landing page
 * tells them how Spool must be opened.
 */
export function registerPublicAddressRedirect(app: FastifyInstance, publicUrl: string): void {
  const publicAddress = new URL(publicUrl);
  const publicIsLoopback = isLoopbackHost(publicAddress.hostname);
  app.addHook('onRequest', async (request, reply) => {
    if (!isPageRequest(request) || cameThroughProxy(request)) return;
    const host = request.headers.host;
    if (host === undefined) return;
    let requested: URL;
    try {
      requested = new URL(`${publicAddress.protocol}//${host}`);
    } catch {
      return;
    }
    if (requested.host === publicAddress.host) return;
    if (publicIsLoopback && !isLoopbackHost(request.socket.remoteAddress ?? '')) return;
    return reply.redirect(new URL(request.url, publicAddress).toString(), 302);
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webClientId } from '../../modules/sign-in/index.js';
import { createTestApp, createWebRoot, type TestApp } from '../../testing/test-app.js';

/** A browser's navigation: what Chromium sends for an address typed or a link followed. */
const navigation = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-dest': 'document',
};

let onLocalhost: TestApp;
let onNetwork: TestApp;

beforeAll(async () => {
  const webRoot = await createWebRoot();
  [onLocalhost, onNetwork] = await Promise.all([
    createTestApp({ webRoot, embeddedIssuerAt: 'http://localhost:3000' }),
    createTestApp({ webRoot, embeddedIssuerAt: 'http://spool.example.com:8080' }),
  ]);
});
afterAll(async () => {
  await onLocalhost?.dispose();
  await onNetwork?.dispose();
});

const page = (t: TestApp, host: string, url: string, remoteAddress: string, extra = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers: { host, ...navigation, ...extra } });

describe('a page asked for at another address than the public one', () => {
  it('is sent to the public address, path and query kept, when the person is on this computer', async () => {
    for (const remote of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await page(onLocalhost, '127.0.0.1:3000', '/styles?page=2&q=a%20b', remote);
      expect(response.statusCode, remote).toBe(302);
      expect(response.headers.location, remote).toBe('http://localhost:3000/styles?page=2&q=a%20b');
    }
  });

  it('is served as it is at the public address itself', async () => {
    const response = await page(onLocalhost, 'localhost:3000', '/dashboard?x=1', '127.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('is served (the landing page explains) when the public address is localhost and the person is elsewhere', async () => {
    const response = await page(onLocalhost, '192.168.1.20:3000', '/', '192.168.1.31');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('is sent to a public address on the network from any computer', async () => {
    for (const [host, remote] of [
      ['192.168.1.20:3000', '192.168.1.31'],
      ['127.0.0.1:3000', '127.0.0.1'],
      ['spool.example.com', '10.0.0.7'],
    ] as const) {
      const response = await page(onNetwork, host, '/oidc-callback?code=abc&state=xyz', remote);
      expect(response.statusCode, host).toBe(302);
      expect(response.headers.location, host).toBe(
        'http://spool.example.com:8080/oidc-callback?code=abc&state=xyz',
      );
    }
    const atPublic = await page(onNetwork, 'spool.example.com:8080', '/', '10.0.0.7');
    expect(atPublic.statusCode).toBe(200);
  });

  it('is left alone when it came through a proxy, whose address is its own to keep', async () => {
    const response = await page(onNetwork, '127.0.0.1:3000', '/', '127.0.0.1', {
      'x-forwarded-for': '10.0.0.7',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('a workshop on plain HTTP', () => {
  it("never has the browser upgrade the page's requests to https", async () => {
    const response = await page(onNetwork, 'spool.example.com:8080', '/', '10.0.0.7');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('signs in without PKCE only at a plain HTTP network address, whose pages have no Web Crypto', async () => {
    const authorize = (t: TestApp, publicUrl: string) => {
      const query = new URLSearchParams({
        client_id: webClientId,
        response_type: 'code',
        scope: 'openid',
        redirect_uri: `${publicUrl}/oidc-callback`,
        state: 'abc',
      });
      return t.app.inject({
        method: 'GET',
        url: `/oidc/auth?${query.toString()}`,
        headers: { host: new URL(publicUrl).host },
      });
    };
    const onThisComputer = await authorize(onLocalhost, 'http://localhost:3000');
    expect(onThisComputer.headers.location).toMatch(
      /^http:\/\/localhost:3000\/oidc-callback\?error=invalid_request&error_description=[^&]*PKCE/,
    );
    const onWorkshopNetwork = await authorize(onNetwork, 'http://spool.example.com:8080');
    expect(onWorkshopNetwork.headers.location).toMatch(/^\/account\/interaction\/[\w-]+$/);
  });
});

describe('what is not a page', () => {
  it('API calls answer as they do at any address, never redirected', async () => {
    for (const t of [onLocalhost, onNetwork]) {
      const health = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '127.0.0.1',
        headers: { host: '127.0.0.1:3000', accept: 'application/json, text/html' },
      });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok' });
      const preLogin = await t.app.inject({
        method: 'GET',
        url: '/api/abp/application-configuration',
        remoteAddress: '192.168.1.31',
        headers: { host: '192.168.1.20:3000', ...navigation },
      });
      expect(preLogin.statusCode).toBe(200);
    }
  });

  it("the page's scripts and writes are not redirected", async () => {
    const script = await onNetwork.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      remoteAddress: '127.0.0.1',
      headers: { host: '127.0.0.1:3000', 'sec-fetch-dest': 'script', accept: '*/*' },
    });
    expect(script.statusCode).toBe(200);
    const post = await onNetwork.app.inject({
      method: 'POST',
      url: '/oidc/token',
      remoteAddress: '127.0.0.1',
      headers: { host: '127.0.0.1:3000', accept: 'text/html' },
      payload: 'grant_type=authorization_code',
    });
    expect(post.statusCode).not.toBe(302);
  });
});

import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createWebRoot, webRootFiles, type TestApp } from './testing/test-app.js';
import { createTestUser } from './testing/test-database.js';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ webRoot: await createWebRoot(), logger: { level: 'info', stream } });
});
afterAll(() => t?.dispose());

describe('health', () => {
  it('answers 200 with the version and which database, while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      version: '0.1.0',
      database: process.env['DATABASE_URL'] ? 'postgresql' : 'pglite',
      databaseReachable: true,
    });
  });
});

describe('serving the web app', () => {
  it('serves index.html at / and for any page path the browser router owns', async () => {
    for (const url of ['/', '/dashboard', '/systemUsers/edit/42']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache and pages with none', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's Brotli or gzip copy of a file to a browser that accepts it", async () => {
    const cases = [
      { url: '/assets/index-abc123.js', file: 'assets/index-abc123.js', type: /javascript/ },
      // A page path of the browser's router gets the page, compressed the same way.
      { url: '/systemUsers', file: 'index.html', type: /text\/html/ },
    ] as const;
    for (const { url, file, type } of cases) {
      const original = webRootFiles[file];
      const br = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toMatch(type);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(original);

      const gzip = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(original);

      const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(original);
    }
  });

  it('answers an unknown /api path with the JSON error envelope, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'Spool:RouteNotFound', message: 'There is no API at GET /api/nothing-here.' },
    });
  });
});

describe('security and API documentation', () => {
  it('sends security headers on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes OpenAPI generated from the contracts, and its browsable page', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json<{
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/customer', '/api/customer/{id}']),
    );
    expect(document.paths['/api/customer']?.['post']?.security).toEqual([{ bearerAuth: [] }]);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });
});

describe('unexpected failures', () => {
  it('logs the failure with the request id and answers 500 without a stack trace', async () => {
    const broken = await createTestApp();
    const tenantid = (await broken.database.createTenant('Gone')).id;
    const sub = await createTestUser(broken.database, {
      tenantId: tenantid,
      userName: 'gone.user',
      permissions: ['Spool.Catalogue'],
    });
    const token = await broken.issueToken({ sub, tenantid });
    await broken.database.close();
    try {
      const response = await broken.app.inject({
        method: 'GET',
        url: '/api/customer',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(500);
      const requestId = response.headers['x-request-id'] as string;
      expect(response.json()).toEqual({
        error: {
          code: 'Spool:InternalError',
          message: `An unexpected error occurred. Reference: ${requestId}`,
        },
      });
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
    } finally {
      await broken.app.close();
      await broken.database.dispose();
    }
  });

  it('writes the failure to the log with its request id', async () => {
    const tenantId = (await t.database.createTenant('Logged')).id;
    const sub = await createTestUser(t.database, {
      tenantId,
      userName: 'logged.planner',
      permissions: ['Spool.Catalogue'],
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customer',
      headers: {
        authorization: `Bearer ${await t.issueToken({ sub, tenantid: tenantId })}`,
        'content-type': 'application/json',
      },
      payload: '{"name":',
    });
    // Malformed JSON is the caller's mistake: 400, never 500.
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'Spool:ValidationError' } });
    const requestId = response.headers['x-request-id'] as string;
    expect(logLines.some((line) => line.includes(requestId))).toBe(true);
  });
});

describe('the browser may reach an external sign-in provider', () => {
  it("allows connections to the external issuer's origin, and only that one", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self' https://issuer.spool.test");
    expect(policy).not.toContain('connect-src *');
  });
});

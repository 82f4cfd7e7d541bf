import { createServer, type RequestListener, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './platform/env.js';
import { ExternalIssuerUnavailableError } from './platform/auth/external-issuer.js';
import { exitOnStartupFailure } from './platform/startup.js';
import { firstStartNotice, networkAddressNotice, signInFromConfig } from './server-start.js';

/** A stand-in provider whose discovery answer each test chooses. */
let answer: RequestListener = (_request, response) => response.end();
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => vi.restoreAllMocks());

const externalConfig = (issuer: string) =>
  loadConfig({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'spool-web', OIDC_AUDIENCE: 'spool-api' });

const discoveryAnswers = (document: unknown, status = 200): RequestListener => {
  return (request, response) => {
    if (!request.url?.endsWith('/.well-known/openid-configuration')) {
      response.statusCode = 404;
      response.end();
      return;
    }
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(typeof document === 'string' ? document : JSON.stringify(document));
  };
};

/** What start-up prints for this failure, and that it stops the process. */
function printedOnExit(error: unknown): string[] {
  const printed: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void printed.push(String(line)));
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${String(code)}`);
  });
  expect(() => exitOnStartupFailure(error)).toThrow('exit 1');
  return printed;
}

async function startUpFailure(issuer: string, timeoutMs?: number): Promise<string[]> {
  const error = await signInFromConfig(externalConfig(issuer), { timeoutMs }).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ExternalIssuerUnavailableError);
  return printedOnExit(error);
}

describe('sign-in at start-up', () => {
  it('uses the embedded provider when OIDC_ISSUER is not set', async () => {
    expect(await signInFromConfig(loadConfig({ PORT: '8080' }))).toEqual({
      kind: 'embedded',
      publicUrl: 'http://localhost:8080',
      accessTokenTtlSeconds: 3600,
    });
  });

  it('trusts the external provider its discovery document describes, with the browser’s client and scope', async () => {
    const issuer = `${origin}/realms/spool/`;
    answer = discoveryAnswers({ issuer, jwks_uri: `${origin}/realms/spool/certs` });
    const signIn = await signInFromConfig(externalConfig(issuer));
    expect(signIn).toMatchObject({
      kind: 'external',
      tokenTrust: {
        issuer,
        audience: 'spool-api',
        claims: { tenant: 'tenantid', accountType: 'account_type' },
      },
      browser: { clientId: 'spool-web', scope: 'openid profile email offline_access' },
    });
  });

  it('stops with one line naming OIDC_ISSUER when the provider is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    await new Promise((resolve) => closed.close(resolve));
    if (address === null || typeof address === 'string') throw new Error('no port');
    const issuer = `http://127.0.0.1:${address.port}`;

    const printed = await startUpFailure(issuer);
    expect(printed).toEqual([
      `Cannot use OIDC_ISSUER (${issuer}): ${issuer}/.well-known/openid-configuration is unreachable (connect ECONNREFUSED 127.0.0.1:${address.port})`,
    ]);
  });

  it('stops with one line when the provider does not answer in time', async () => {
    answer = () => undefined;
    const printed = await startUpFailure(origin, 200);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^Cannot use OIDC_ISSUER \(http:.*\): .* \(no answer in time\)$/);
  });

  it('stops with one line when discovery fails, is not JSON or not a discovery document', async () => {
    const cases: [RequestListener, RegExp][] = [
      [discoveryAnswers({ error: 'down' }, 503), /answered HTTP 503$/],
      [discoveryAnswers('<html>sign in</html>'), /did not answer with JSON$/],
      [discoveryAnswers({ issuer: origin }), /is not an OpenID discovery document/],
    ];
    for (const [listener, expected] of cases) {
      answer = listener;
      const printed = await startUpFailure(origin);
      expect(printed).toHaveLength(1);
      expect(printed[0]).toMatch(/^Cannot use OIDC_ISSUER \(/);
      expect(printed[0]).toMatch(expected);
    }
  });

  it('stops when the discovery document names another issuer (exact match, trailing slash included)', async () => {
    answer = discoveryAnswers({ issuer: `${origin}/`, jwks_uri: `${origin}/jwks` });
    expect(await startUpFailure(origin)).toEqual([
      `Cannot use OIDC_ISSUER (${origin}): its discovery document names the issuer "${origin}/" instead`,
    ]);
  });
});

describe('the first-start notice', () => {
  const first = {
    accounts: [
      { userName: 'admin', tenant: null, role: 'admin' },
      { userName: 'demo.admin', tenant: 'Demo', role: 'admin' },
      { userName: 'demo.planner', tenant: 'Demo', role: 'planner' },
    ],
    tenants: [{ name: 'Demo', id: '5d1e4a52-7c0b-4f7e-9a43-6f4f3f1b2c3d', defaultRole: 'planner' }],
  };

  it('shows the embedded provider’s accounts and their generated password', () => {
    const notice = firstStartNotice(
      { ...first, password: 'generated-secret', generated: true },
      loadConfig({}),
    );
    expect(notice).toContain('Sign in at http://localhost:3000');
    expect(notice).toContain('demo.planner   tenant Demo, planner');
    expect(notice).toContain('password:      generated-secret   (shown only now');
  });

  it('shows, for an external provider, the tenant id to put in the tenant claim and no password', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'web',
      OIDC_AUDIENCE: 'api',
      OIDC_TENANT_CLAIM: 'spool_tenant',
    });
    const notice = firstStartNotice({ ...first, password: undefined, generated: false }, config);
    expect(notice).toContain('People sign in at https://id.example.com (OIDC_ISSUER)');
    expect(notice).toContain(
      'tenant Demo     id 5d1e4a52-7c0b-4f7e-9a43-6f4f3f1b2c3d   (the provider puts it in the claim "spool_tenant")',
    );
    expect(notice).toContain('(Demo: planner)');
    expect(notice).toContain('"https://id.example.com#<their subject>"');
    expect(notice).not.toContain('password:');
  });
});

describe('the network addresses at start-up', () => {
  const interfaces = {
    lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
    eth0: [
      { address: '192.168.1.20', family: 'IPv4', internal: false },
      { address: 'fe80::1', family: 'IPv6', internal: false },
    ],
    wlan0: [{ address: '10.0.0.5', family: 'IPv4', internal: false }],
  } as unknown as Parameters<typeof networkAddressNotice>[1];

  it('lists every network address beside the local one, and how to choose one', () => {
    const notice = networkAddressNotice(loadConfig({ HOST: '0.0.0.0', PORT: '3000' }), interfaces);
    expect(notice?.trim().split('\n')).toEqual([
      'Spool answers on this computer at http://localhost:3000',
      '  and on the network at http://192.168.1.20:3000',
      '  and on the network at http://10.0.0.5:3000',
      "Set SPOOL_PUBLIC_URL=http://192.168.1.20:3000 so that the workshop's other computers can sign in.",
    ]);
  });

  it('says nothing once SPOOL_PUBLIC_URL is set, or when Spool listens on one address', () => {
    expect(
      networkAddressNotice(
        loadConfig({ HOST: '0.0.0.0', SPOOL_PUBLIC_URL: 'http://192.168.1.20:3000' }),
        interfaces,
      ),
    ).toBeUndefined();
    expect(networkAddressNotice(loadConfig({ HOST: '127.0.0.1' }), interfaces)).toBeUndefined();
  });
});

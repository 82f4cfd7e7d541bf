import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.js';
import { inSignInTransaction, inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { accessTokenClaims, embeddedSignIn } from '../../testing/embedded-sign-in.js';
import { freePort } from '../../testing/free-port.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createUsersRepository, seedFirstStart } from '../identity/index.js';
import { users } from '../../platform/db/schema/identity.js';
import { hashPassword } from '../identity/index.js';

const password = 'correct horse battery';

/** A listening app with the embedded provider, the first accounts, and these sign-in limits. */
async function startApp(limits: { perAddressPerMinute: number; perLoginPer10Minutes: number }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({
    embeddedIssuerAt: origin,
    trustProxy: true,
    signInLimits: limits,
  });
  await seedFirstStart(t.database, { adminPassword: password });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { t, origin, flow: await embeddedSignIn(origin) };
}

async function addUser(
  database: Database,
  tenantId: string,
  userName: string,
  options: { lockoutEnabled?: boolean } = {},
) {
  const passwordHash = await hashPassword(password);
  return inTenantTransaction(database, tenantId, async (tx) => {
    const user = await createUsersRepository(tx).insertUser({
      userName,
      email: `${userName}.${randomBytes(3).toString('hex')}@${tenantId.slice(0, 8)}.example`,
      passwordHash,
    });
    if (options.lockoutEnabled === false) {
      await tx.update(users).set({ lockoutEnabled: false }).where(eq(users.id, user.id));
    }
    return user;
  });
}

const lockoutOf = async (database: Database, id: string) => {
  const { rows } = await inSignInTransaction(database, (tx) =>
    tx.execute<{ lockout_end: string | null }>(sql`select lockout_end from users where id = ${id}`),
  );
  return rows[0]?.lockout_end ? new Date(rows[0].lockout_end) : null;
};

/** The page without what differs between two sign-ins anyway (the interaction's id, the login typed). */
const withoutUid = (html: string) =>
  html
    .replaceAll(/\/interaction\/[\w-]+\//g, '/interaction/UID/')
    .replace(/(id="login"[^>]*value=")[^"]*"/, '$1LOGIN"');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

describe('guessing a password', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let atlas: string;
  let borealis: string;
  const form = (login: string, secret: string, organisation?: string) => ({
    login,
    password: secret,
    ...(organisation !== undefined && { organisation }),
  });

  beforeAll(async () => {
    // Limits high enough that only the account lockout is under test here.
    app = await startApp({ perAddressPerMinute: 10_000, perLoginPer10Minutes: 1_000 });
    atlas = (await app.t.database.createTenant('Atlas Denim')).id;
    borealis = (await app.t.database.createTenant('Borealis Knitwear')).id;
    // Every tenant's administrator is called admin, as the host's is.
    await addUser(app.t.database, atlas, 'admin');
    await addUser(app.t.database, borealis, 'admin');
  });
  afterAll(() => app?.t.dispose());

  it('offers the organisation field always: empty names the host’s admin, a name that tenant’s', async () => {
    const first = await app.flow.signIn(form('admin', 'wrong'));
    expect(first.answer.status).toBe(401);
    const page = await first.answer.text();
    expect(page).toContain('id="organisation"');
    expect(page).toContain('if your user name exists in several organisations, enter yours.');

    const named = await app.flow.exchange(
      await app.flow.signIn(form('admin', password, 'borealis knitwear')),
    );
    expect(accessTokenClaims(named.access_token)['tenantid']).toBe(borealis);
    const host = await app.flow.exchange(await app.flow.signIn(form('admin', password, '')));
    expect(accessTokenClaims(host.access_token)['tenantid']).toBeUndefined();
    // A tenant switch names the tenant by id: the organisation is not asked.
    const switching = await app.flow.startSignIn({ tenant: atlas });
    const switched = await app.flow.submit(switching, form('admin', password));
    expect(accessTokenClaims((await app.flow.exchange(switched)).access_token)['tenantid']).toBe(
      atlas,
    );
  });

  it('answers alike a name two tenants share typed without one, an unknown name and a wrong password', async () => {
    await addUser(app.t.database, atlas, 'shared.sam');
    await addUser(app.t.database, borealis, 'shared.sam');
    await addUser(app.t.database, atlas, 'single.sue');
    const answers = [
      await app.flow.signIn(form('shared.sam', password)),
      await app.flow.signIn(form('nobody.at.all', password)),
      await app.flow.signIn(form('single.sue', 'not her password')),
    ];
    const pages = await Promise.all(
      answers.map(async (answer) => withoutUid(await answer.answer.text())),
    );
    expect(answers.map((answer) => answer.answer.status)).toEqual([401, 401, 401]);
    expect(pages[1]).toBe(pages[0]);
    expect(pages[2]).toBe(pages[0]);
    expect(pages[0]).toContain('The user name or password is not correct.');
    const named = await app.flow.signIn(form('shared.sam', password, 'Borealis Knitwear'));
    expect(named.landed).toBeInstanceOf(URL);
  });

  it('locks only the account named: five wrong passwords for one tenant’s admin leave the others alone', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await app.flow.signIn(form('admin', 'wrong', 'Atlas Denim'));
      expect(wrong.answer.status).toBe(401);
    }
    const right = await app.flow.signIn(form('admin', password, 'Atlas Denim'));
    expect(right.answer.status).toBe(401);
    for (const organisation of ['Borealis Knitwear', '']) {
      expect((await app.flow.signIn(form('admin', password, organisation))).landed).toBeInstanceOf(
        URL,
      );
    }
  });

  it('answers a locked account’s right password exactly as a wrong password', async () => {
    const user = await addUser(app.t.database, atlas, 'locked.lena');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await app.flow.signIn(form('locked.lena', 'wrong'));
    }
    expect(await lockoutOf(app.t.database, user.id)).not.toBeNull();
    const wrong = await app.flow.signIn(form('locked.lena', 'still wrong'));
    const right = await app.flow.signIn(form('locked.lena', password));
    expect(right.answer.status).toBe(wrong.answer.status);
    expect(right.answer.status).toBe(401);
    expect(withoutUid(await right.answer.text())).toBe(withoutUid(await wrong.answer.text()));
  });

  it('counts 20 parallel wrong passwords one by one: the account is locked after them', async () => {
    const user = await addUser(app.t.database, atlas, 'parallel.pia');
    const started = await Promise.all(Array.from({ length: 20 }, () => app.flow.startSignIn()));
    const answers = await Promise.all(
      started.map((session, i) => app.flow.submit(session, form('parallel.pia', `guess-${i}`))),
    );
    expect(answers.map((answer) => answer.answer.status)).toEqual(Array(20).fill(401));
    const lockedUntil = await lockoutOf(app.t.database, user.id);
    expect(lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect((await app.flow.signIn(form('parallel.pia', password))).answer.status).toBe(401);
  });

  it('takes as long for an unknown login as for a known one (medians within a factor of 1.5)', async () => {
    await addUser(app.t.database, atlas, 'timing.tom', { lockoutEnabled: false });
    const known: number[] = [];
    const unknown: number[] = [];
    const timed = async (login: string) => {
      const session = await app.flow.startSignIn();
      const started = performance.now();
      const answer = await app.flow.submit(session, form(login, 'wrong password'));
      expect(answer.answer.status).toBe(401);
      return performance.now() - started;
    };
    for (let round = 0; round < 9; round += 1) {
      known.push(await timed('timing.tom'));
      unknown.push(await timed(`nobody.${round}`));
    }
    const ratio = median(known) / median(unknown);
    expect(ratio).toBeGreaterThan(1 / 1.5);
    expect(ratio).toBeLessThan(1.5);
  });
});

describe('rate limits', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp({ perAddressPerMinute: 3, perLoginPer10Minutes: 3 });
  });
  afterAll(() => app?.t.dispose());
  const from = (address: string, language = 'en') => ({
    'x-forwarded-for': address,
    'accept-language': language,
  });

  it('answers 429 with Retry-After, in the person’s language, past the attempts one address may make', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await app.flow.signIn(
        { login: `someone.${attempt}`, password: 'x' },
        from('203.0.113.7'),
      );
      expect(answer.answer.status).toBe(401);
    }
    const limited = await app.flow.signIn(
      { login: 'someone.else', password: 'x' },
      from('203.0.113.7', 'fr'),
    );
    expect(limited.answer.status).toBe(429);
    expect(Number(limited.answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.answer.text()).toContain('Trop de tentatives de connexion.');
    // Another address is not held back.
    const other = await app.flow.signIn(
      { login: 'someone.else', password: 'x' },
      from('203.0.113.8'),
    );
    expect(other.answer.status).toBe(401);
  });

  it('answers 429 to a login name past its attempts, from any address, even with the right password', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await app.flow.signIn(
        { login: 'demo.planner', password: 'wrong' },
        from(`198.51.100.${attempt + 1}`),
      );
      expect(answer.answer.status).toBe(401);
    }
    const limited = await app.flow.signIn(
      { login: 'DEMO.PLANNER', password },
      from('198.51.100.99'),
    );
    expect(limited.answer.status).toBe(429);
    const retryAfter = Number(limited.answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await limited.answer.text()).toContain('Too many sign-in attempts.');
  });

  it('lets no run of attempts without an organisation throttle or lock a tenant’s administrator', async () => {
    const tenants = await Promise.all(
      ['Cotton Mill', 'Dyehouse'].map(async (name) => {
        const tenant = await app.t.database.createTenant(name);
        await addUser(app.t.database, tenant.id, 'admin');
        return name;
      }),
    );
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const answer = await app.flow.signIn(
        { login: 'admin', password: `guess-${attempt}` },
        from(`203.0.113.${100 + Math.floor(attempt / 3)}`),
      );
      expect([401, 429]).toContain(answer.answer.status);
    }
    for (const organisation of tenants) {
      const signedIn = await app.flow.signIn(
        { login: 'admin', password, organisation },
        from('198.51.100.200'),
      );
      expect(signedIn.landed, organisation).toBeInstanceOf(URL);
    }
  });

  it('limits the token endpoint per address too (four times the sign-in attempts)', async () => {
    const token = () =>
      fetch(`${app.origin}/oidc/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': '192.0.2.44',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: 'not-a-code',
          client_id: 'spool-web',
          redirect_uri: `${app.origin}/oidc-callback`,
          code_verifier: 'x'.repeat(43),
        }),
      });
    for (let request = 0; request < 12; request += 1) {
      expect((await token()).status).toBe(400);
    }
    const limited = await token();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: 'temporarily_unavailable' });
  });
});

describe('sign-in cookies', () => {
  const authorize = (app: TestApp, publicUrl: string, headers: Record<string, string> = {}) =>
    app.app.inject({
      method: 'GET',
      url: `/oidc/auth?${new URLSearchParams({
        client_id: 'spool-web',
        redirect_uri: `${publicUrl}/oidc-callback`,
        response_type: 'code',
        scope: 'openid spool',
        resource: 'urn:spool:api',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).toString()}`,
      headers,
    });
  const cookiesOf = (response: Awaited<ReturnType<typeof authorize>>) => {
    const header = response.headers['set-cookie'];
    return (Array.isArray(header) ? header : [header ?? '']).filter(Boolean);
  };

  it('are Secure when the public address is https (behind a TLS proxy), and only then', async () => {
    const behindProxy = await createTestApp({ embeddedIssuerAt: 'https://spool.example' });
    const plain = await createTestApp({ embeddedIssuerAt: 'http://localhost:3000' });
    try {
      const secure = await authorize(behindProxy, 'https://spool.example');
      expect(secure.statusCode).toBe(303);
      expect(cookiesOf(secure).length).toBeGreaterThan(0);
      for (const cookie of cookiesOf(secure)) expect(cookie).toMatch(/;\s*secure/i);

      // A client's own X-Forwarded-Proto does not make a plain deployment claim https.
      const insecure = await authorize(plain, 'http://localhost:3000', {
        'x-forwarded-proto': 'https',
      });
      expect(insecure.statusCode).toBe(303);
      expect(cookiesOf(insecure).length).toBeGreaterThan(0);
      for (const cookie of cookiesOf(insecure)) expect(cookie).not.toMatch(/;\s*secure/i);
    } finally {
      await behindProxy.dispose();
      await plain.dispose();
    }
  });
});

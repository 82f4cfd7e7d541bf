import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions, type SignInOptions } from '../app.js';
import type { PersonLinks } from '../platform/env.js';
import { loadIssuerSecrets } from '../modules/sign-in/index.js';
import { createTestDatabase, createTestUser, type TestDatabase } from './test-database.js';
import { createTestIssuer } from './test-tokens.js';

export type TestApp = {
  app: App;
  database: TestDatabase;
  issueToken: Awaited<ReturnType<typeof createTestIssuer>>['issueToken'];
  /** An API call as a browser makes it: with the bearer token when given, a JSON body when given. */
  call(
    token: string | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /**
   * Another replica of the app on the same database and sign-in, as a second server process
   * would be: it keeps what it reads of callers on its own. Closed with `dispose`.
   */
  replica(): Promise<App>;
  /** A token of a new user of the tenant holding exactly these permissions (`createTestUser`). */
  tokenOfNewUser(user: {
    tenantId: string;
    userName: string;
    permissions: readonly string[];
  }): Promise<string>;
  dispose(): Promise<void>;
};

/**
 * A complete app on a fresh database, trusting a test issuer whose tokens are
 * really signed, as an external provider's (users of `createTestUser` are
 * linked to it).
 */
export async function createTestApp(
  options: {
    webRoot?: string;
    logger?: Parameters<typeof buildApp>[0]['logger'];
    /** Mount the embedded issuer at this address instead of trusting the test issuer. */
    embeddedIssuerAt?: string;
    /** Sign in this way instead (an external provider found by discovery, say). */
    signIn?: SignInOptions;
    links?: PersonLinks;
    trustProxy?: AppOptions['trustProxy'];
    signInLimits?: AppOptions['signInLimits'];
    shedOverload?: AppOptions['shedOverload'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const { trust, issueToken } = await createTestIssuer();
  const signIn: SignInOptions =
    options.signIn ??
    (options.embeddedIssuerAt
      ? { kind: 'embedded', publicUrl: options.embeddedIssuerAt }
      : { kind: 'external', tokenTrust: trust });
  const build = () =>
    buildApp({
      database,
      signIn,
      issuerSecrets,
      webRoot: options.webRoot,
      logger: options.logger,
      links: options.links,
      trustProxy: options.trustProxy,
      signInLimits: options.signInLimits,
      shedOverload: options.shedOverload,
    });
  // As at start-up: the owner reads the embedded issuer's keys; the app never can.
  const issuerSecrets =
    signIn.kind === 'embedded'
      ? await database.asOwner((owner) => loadIssuerSecrets(owner.db))
      : undefined;
  const app = await build();
  await app.ready();
  const replicas: App[] = [];
  return {
    app,
    database,
    issueToken,
    call: (token, method, url, payload, headers = {}) =>
      app.inject({
        method,
        url,
        headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
        ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      }),
    async replica() {
      const replica = await build();
      await replica.ready();
      replicas.push(replica);
      return replica;
    },
    tokenOfNewUser: async (user) =>
      issueToken({ sub: await createTestUser(database, user), tenantid: user.tenantId }),
    async dispose() {
      for (const replica of replicas) await replica.close();
      await app.close();
      await database.dispose();
    },
  };
}

/** The page and the script of {@link createWebRoot}. */
export const webRootFiles = {
  'index.html': '<!doctype html><title>Spool</title><div id="root"></div>',
  'assets/index-abc123.js': 'console.log("spool")',
} as const;

/**
 * A stand-in for the built web app: an index.html and one hashed asset, each with the Brotli
 * and gzip copies the web build writes beside it.
 */
export async function createWebRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'spool-web-'));
  await mkdir(join(root, 'assets'));
  for (const [file, content] of Object.entries(webRootFiles)) {
    await writeFile(join(root, file), content);
    await writeFile(join(root, `${file}.br`), brotliCompressSync(content));
    await writeFile(join(root, `${file}.gz`), gzipSync(content));
  }
  return root;
}

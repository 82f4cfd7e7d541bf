import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { errors, type Configuration, type UnknownObject } from 'oidc-provider';
import * as client from 'openid-client';
import { BrowserSession, formAction } from './browser-session.js';
import { grantMissingConsent } from '../modules/sign-in/grant-consent.js';

/** A person at the external provider: their subject, and what its tokens say about them. */
export type ExternalAccount = {
  login: string;
  sub: string;
  /** Put into access tokens for the API (claim `tenantid`); absent for host people. */
  tenantid?: string;
  account_type?: number;
  /** Profile claims, copied into the API's access tokens when given. */
  preferred_username?: string;
  email?: string;
  email_verified?: boolean;
};

export type ExternalProvider = {
  issuer: string;
  clientId: string;
  redirectUri: string;
  /** Lifetime of the access tokens issued from now on (seconds). */
  setAccessTokenLifetime(seconds: number): void;
  /** The whole browser sign-in (code flow with PKCE, the login form), as Spool's web app does it. */
  signIn(
    login: string,
    options?: { scope?: string; resource?: string },
  ): Promise<client.TokenEndpointResponse>;
  close(): Promise<void>;
};

/**
 * An OpenID Connect provider that has nothing to do with Spool, standing in
 * for Keycloak, Entra ID or Auth0 in server tests: oidc-provider on a loopback
 * port of its own, with its own issuer, keys, public client, accounts (in
 * memory) and a minimal login form. Access tokens for `audience` are JWTs
 * carrying the account's tenant claim; no resource parameter is needed (the
 * audience is the default resource, as a provider's "default audience" is).
 */
export async function startExternalProvider(options: {
  audience: string;
  /** Other APIs it issues tokens for (to get a token of the wrong audience). */
  otherAudiences?: readonly string[];
  clientId?: string;
  redirectUri?: string;
  /** Read at each sign-in, so a test may add accounts later. */
  accounts: readonly ExternalAccount[];
}): Promise<ExternalProvider> {
  const clientId = options.clientId ?? 'spool-web';
  const redirectUri = options.redirectUri ?? 'http://spool.localhost/oidc-callback';
  const audiences = [options.audience, ...(options.otherAudiences ?? [])];
  const accountOf = (sub: string) => options.accounts.find((account) => account.sub === sub);
  let accessTokenLifetime = 600;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const issuer = `http://127.0.0.1:${address.port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomBytes(4).toString('hex') };

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [redirectUri],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['preferred_username'],
      email: ['email', 'email_verified'],
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: () => accessTokenLifetime,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AuthorizationCode: 60,
      RefreshToken: 3600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accountOf(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, ...profileOf(account) }),
      };
    },
    extraTokenClaims: (_ctx, token) => {
      if (!('accountId' in token) || token.resourceServer?.audience !== options.audience) {
        return undefined;
      }
      const account = accountOf(token.accountId);
      if (!account) return undefined;
      return {
        ...(account.tenantid !== undefined && { tenantid: account.tenantid }),
        ...(account.account_type !== undefined && { account_type: account.account_type }),
        ...profileOf(account),
      };
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => options.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (!audiences.includes(resource)) throw new errors.InvalidTarget();
          return {
            scope: 'api',
            audience: resource,
            accessTokenTTL: accessTokenLifetime,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const interaction = /^\/interaction\/([^/?]+)(\/login)?/.exec(request.url ?? '');
    if (!interaction) {
      void callback(request, response);
      return;
    }
    handleInteraction(
      provider,
      options.accounts,
      request,
      response,
      interaction[2] !== undefined,
    ).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });

  let discovered: client.Configuration | undefined;
  const configurationOfClient = async () => {
    discovered ??= await client.discovery(new URL(issuer), clientId, undefined, client.None(), {
      execute: [client.allowInsecureRequests],
    });
    return discovered;
  };

  return {
    issuer,
    clientId,
    redirectUri,
    setAccessTokenLifetime(seconds) {
      accessTokenLifetime = seconds;
    },
    async signIn(login, signInOptions = {}) {
      const oidc = await configurationOfClient();
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri,
        scope: signInOptions.scope ?? 'openid profile email',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        ...(signInOptions.resource !== undefined && { resource: signInOptions.resource }),
      });
      const browser = new BrowserSession(issuer);
      const page = await browser.follow(await browser.request(url.toString()));
      if (page instanceof URL) throw new Error(`no login form, but a redirect to ${page.href}`);
      const answer = await browser.request(formAction(await page.text()), {
        method: 'POST',
        form: { login },
      });
      const landed = await browser.follow(answer);
      if (!(landed instanceof URL)) throw new Error(`not sent back to Spool: ${landed.status}`);
      return client.authorizationCodeGrant(oidc, landed, {
        pkceCodeVerifier: verifier,
        expectedState: state,
      });
    },
    close: () => closeServer(server),
  };
}

function profileOf(account: ExternalAccount): UnknownObject {
  return {
    ...(account.preferred_username !== undefined && {
      preferred_username: account.preferred_username,
    }),
    ...(account.email !== undefined && { email: account.email }),
    ...(account.email_verified !== undefined && { email_verified: account.email_verified }),
  };
}

/** The provider's own pages: a login form naming the account, and a consent that grants itself. */
async function handleInteraction(
  provider: Provider,
  accounts: readonly ExternalAccount[],
  request: IncomingMessage,
  response: ServerResponse,
  submitted: boolean,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  if (details.prompt.name === 'consent') {
    const grantId = await grantMissingConsent(provider, details);
    await provider.interactionFinished(request, response, { consent: { grantId } });
    return;
  }
  if (!submitted) {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>Example ID</title><form method="post" action="/interaction/${details.uid}/login"><input name="login"><button>Sign in</button></form>`,
    );
    return;
  }
  const login = new URLSearchParams(await readBody(request)).get('login') ?? '';
  const account = accounts.find((candidate) => candidate.login === login);
  if (!account) {
    response.statusCode = 401;
    response.end('unknown login');
    return;
  }
  await provider.interactionFinished(request, response, { login: { accountId: account.sub } });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
}

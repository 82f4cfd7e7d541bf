/**
 * An OpenID Connect provider that has nothing to do with Spool, run as a
 * program of its own for the browser tests (`node --import tsx` this file):
 * oidc-provider on a free loopback port, with its own issuer, keys, login page
 * and one public client, Spool's browser app (code flow with PKCE). Access
 * tokens for the audience Spool is configured with are JWTs (resource
 * indicators, that audience being the default resource) carrying the
 * account's tenant claim, as Keycloak, Entra ID or Auth0 would issue them.
 *
 * Configured by the environment:
 * - `IDP_SPOOL_URL`: Spool's base URL (redirect `/oidc-callback`, sign-out back to `/`);
 * - `IDP_CLIENT_ID`, `IDP_CLIENT_SCOPE`: the client, and the scopes it may be given;
 * - `IDP_AUDIENCE`: the `aud` of the access tokens for Spool's API;
 * - `IDP_ACCOUNTS_FILE`: a JSON array of accounts, read at every sign-in and
 *   token (none while it does not exist), so that the tenant id, which Spool
 *   creates once it has started against this provider, may be written later.
 *
 * Prints `issuer <url>` once it listens; stops on SIGTERM or when its stdin ends.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Provider, { errors, type Configuration, type UnknownObject } from 'oidc-provider';

/** A person at this provider, as the accounts file lists them. */
export type ExternalAccount = {
  login: string;
  password: string;
  sub: string;
  /** Put into access tokens for Spool's API as the claim `tenantid`. */
  tenantid?: string;
  preferred_username?: string;
  email?: string;
  email_verified?: boolean;
};

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const spoolUrl = setting('IDP_SPOOL_URL');
const clientId = setting('IDP_CLIENT_ID');
const clientScope = setting('IDP_CLIENT_SCOPE');
const audience = setting('IDP_AUDIENCE');
const accountsFile = setting('IDP_ACCOUNTS_FILE');

async function readAccounts(): Promise<ExternalAccount[]> {
  try {
    return JSON.parse(await readFile(accountsFile, 'utf8')) as ExternalAccount[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const accountWithSubject = async (sub: string) =>
  (await readAccounts()).find((account) => account.sub === sub);

function profileOf(account: ExternalAccount): UnknownObject {
  return {
    ...(account.preferred_username !== undefined && {
      preferred_username: account.preferred_username,
    }),
    ...(account.email !== undefined && { email: account.email }),
    ...(account.email_verified !== undefined && { email_verified: account.email_verified }),
  };
}

const server = createServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
if (address === null || typeof address === 'string') throw new Error('no port was assigned');
const issuer = `http://127.0.0.1:${address.port}`;

const signingKey = {
  ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
  kid: randomBytes(6).toString('hex'),
  alg: 'RS256',
  use: 'sig',
};

const configuration: Configuration = {
  clients: [
    {
      client_id: clientId,
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      // No refresh_token grant: see the spec for why the client gets no offline_access.
      grant_types: ['authorization_code'],
      response_types: ['code'],
      scope: clientScope,
      redirect_uris: [`${spoolUrl}/oidc-callback`],
      post_logout_redirect_uris: [`${spoolUrl}/`],
    },
  ],
  jwks: { keys: [signingKey] },
  cookies: { keys: [randomBytes(16).toString('hex')] },
  scopes: ['openid', 'profile', 'email'],
  claims: {
    openid: ['sub'],
    profile: ['preferred_username'],
    email: ['email', 'email_verified'],
  },
  pkce: { required: () => true },
  // The browser app is on another origin: it reads discovery and calls the token endpoint cross-origin.
  clientBasedCORS: (_ctx, origin, client) =>
    client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
  ttl: {
    AccessToken: 600,
    AuthorizationCode: 60,
    IdToken: 600,
    Interaction: 600,
    Session: 3600,
    Grant: 3600,
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: async (_ctx, sub) => {
    const account = await accountWithSubject(sub);
    if (!account) return undefined;
    return { accountId: sub, claims: () => ({ sub, ...profileOf(account) }) };
  },
  extraTokenClaims: async (_ctx, token) => {
    if (!('accountId' in token) || token.resourceServer?.audience !== audience) return undefined;
    const account = await accountWithSubject(token.accountId);
    if (!account) return undefined;
    return {
      ...(account.tenantid !== undefined && { tenantid: account.tenantid }),
      ...profileOf(account),
    };
  },
  renderError: (ctx, out) => {
    ctx.type = 'html';
    ctx.body = page(
      'Error - Example ID',
      `<h1>Something went wrong</h1><p role="alert">${escapeHtml(String(out['error']))}: ${escapeHtml(String(out['error_description'] ?? ''))}</p>`,
    );
  },
  features: {
    devInteractions: { enabled: false },
    rpInitiatedLogout: {
      enabled: true,
      logoutSource: (ctx, form) => {
        ctx.body = page(
          'Sign out - Example ID',
          `${form}<h1>Sign out of Example ID?</h1><button form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
        );
      },
    },
    resourceIndicators: {
      enabled: true,
      // Spool's browser sends no resource parameter to an external provider: its API is the default.
      defaultResource: () => audience,
      useGrantedResource: () => true,
      getResourceServerInfo: (_ctx, resource) => {
        if (resource !== audience) throw new errors.InvalidTarget();
        return {
          scope: 'api',
          audience,
          accessTokenTTL: 600,
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
  const interaction = /^\/interaction\/([^/?]+)(\/login)?(?:\?|$)/.exec(request.url ?? '');
  if (!interaction) {
    void callback(request, response);
    return;
  }
  const submitted = interaction[2] !== undefined && request.method === 'POST';
  handleInteraction(request, response, submitted).catch((error: unknown) => {
    response.statusCode = 500;
    response.end(String(error));
  });
});

/** The provider's own pages: its login form, and a consent it gives itself (Spool is first-party here). */
async function handleInteraction(
  request: IncomingMessage,
  response: ServerResponse,
  submitted: boolean,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  if (details.prompt.name === 'consent') {
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({
          accountId: details.session?.accountId ?? '',
          clientId: String(details.params['client_id']),
        });
    if (!grant) throw new Error('grant not found');
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(request, response, { consent: { grantId } });
    return;
  }
  if (!submitted) {
    sendLoginPage(response, details.uid);
    return;
  }
  const form = new URLSearchParams(await readBody(request));
  const login = form.get('login') ?? '';
  const account = (await readAccounts()).find(
    (candidate) => candidate.login === login && candidate.password === form.get('password'),
  );
  if (!account) {
    sendLoginPage(response, details.uid, { login, error: 'Wrong login or password.' });
    return;
  }
  await provider.interactionFinished(request, response, { login: { accountId: account.sub } });
}

function sendLoginPage(
  response: ServerResponse,
  uid: string,
  previous?: { login: string; error: string },
): void {
  response.statusCode = previous ? 401 : 200;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(
    page(
      'Sign in - Example ID',
      `<h1>Example ID</h1>
<p>Sign in to continue to Spool.</p>
${previous ? `<p role="alert">${escapeHtml(previous.error)}</p>` : ''}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
  <label>Login <input name="login" autocomplete="username" required value="${escapeHtml(previous?.login ?? '')}"></label>
  <label>Password <input name="password" type="password" autocomplete="current-password" required></label>
  <button type="submit">Sign in</button>
</form>`,
    ),
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body>${body}</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => `&#${character.codePointAt(0)?.toString() ?? ''};`,
  );
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function stop() {
  server.closeAllConnections();
  server.close(() => process.exit(0));
}
process.once('SIGTERM', stop);
// The test holds our stdin open: when it ends (the test process died), so do we.
process.stdin.once('end', stop).resume();

console.log(`issuer ${issuer}`);

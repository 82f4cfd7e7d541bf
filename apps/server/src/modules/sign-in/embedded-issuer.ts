import { randomBytes } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK } from 'jose';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { Language } from '@spool/contracts';
import type { Database, Db } from '../../platform/db/database.js';
import { inSignInTransaction } from '../../platform/db/tenant-transaction.js';
import type { TokenTrust } from '../../platform/auth/token-verifier.js';
import type { Translator } from '../../platform/i18n.js';
import { createUsersRepository } from '../identity/index.js';
import { createOidcAdapter } from './oidc-adapter.js';
import { createServerSecretsRepository } from './server-secrets.repository.js';
import { renderErrorPage, renderSignedOutPage, renderSignOutPage } from './sign-in-pages.js';
import { isLoopbackHost } from '../../platform/http/public-address.js';

/** Spool's own browser client: public (no secret), code flow with PKCE. */
export const webClientId = 'spool-web';
/** The resource indicator and audience of Spool's API access tokens. */
export const apiAudience = 'urn:spool:api';
/** The scope that grants Spool's API. */
export const apiScope = 'spool';

/** Access and ID tokens live an hour unless configured otherwise. */
export const defaultAccessTokenTtlSeconds = 60 * 60;

export type EmbeddedIssuer = {
  provider: Provider;
  issuer: string;
  /** What the API trusts: this issuer's own keys, read locally (no HTTP round trip). */
  tokenTrust: TokenTrust;
};

type SigningKey = JWK & { kid: string };

/** The issuer's token-signing key and cookie keys, shared by every replica. */
export type IssuerSecrets = { signingKey: SigningKey; cookieKeys: string[] };

/**
 * Reads (or makes, on the first start) the issuer's secrets, as the database
 * owner at start-up: `server_secrets` is the owner's alone, so no request, even
 * one that switches role, can read the signing key.
 */
export async function loadIssuerSecrets(owner: Db): Promise<IssuerSecrets> {
  const secrets = createServerSecretsRepository(owner);
  return {
    signingKey: await secrets.getOrCreate<SigningKey>('oidc.signingKey', createSigningKey),
    cookieKeys: await secrets.getOrCreate<string[]>('oidc.cookieKeys', async () => [
      randomBytes(32).toString('base64url'),
    ]),
  };
}

/**
 * The embedded OpenID Connect provider (oidc-provider), mounted at /oidc:
 * authorization code with PKCE, refresh tokens (offline access), JWT access
 * tokens for the API (resource indicator), end-session, JWKS. Its state and keys
 * live in the database, so every replica issues and accepts the same tokens.
 */
export async function createEmbeddedIssuer(options: {
  database: Database;
  /** Read by the owner at start-up (loadIssuerSecrets). */
  secrets: IssuerSecrets;
  publicUrl: string;
  translator: Translator;
  /** Lifetime of access and ID tokens, in seconds. */
  accessTokenTtlSeconds?: number | undefined;
  clock?: () => Date;
}): Promise<EmbeddedIssuer> {
  const { database, publicUrl, translator } = options;
  // Loaded only when the embedded issuer is used: on Node 20 its import prints an
  // "Unsupported runtime" notice, which must not precede a configuration error.
  const { default: OidcProvider, errors } = await import('oidc-provider');
  const clock = options.clock ?? (() => new Date());
  const accessTokenTtlSeconds = options.accessTokenTtlSeconds ?? defaultAccessTokenTtlSeconds;
  const issuer = `${publicUrl}/oidc`;
  const publicAddress = new URL(publicUrl);
  const pkceRequired =
    publicAddress.protocol === 'https:' || isLoopbackHost(publicAddress.hostname);
  const { signingKey, cookieKeys } = options.secrets;

  const languageOf = (ctx: KoaContextWithOIDC): Language => {
    const uiLocales = (ctx.oidc?.params?.['ui_locales'] as string | undefined) ?? undefined;
    return translator.languageFor(uiLocales ?? ctx.get('accept-language'));
  };

  const loadUser = (id: string) =>
    inSignInTransaction(database, (tx) => createUsersRepository(tx).findUser(id));

  const configuration: Configuration = {
    adapter: createOidcAdapter(database, clock),
    clients: [
      {
        client_id: webClientId,
        client_name: 'Spool',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/oidc-callback`],
        post_logout_redirect_uris: [`${publicUrl}/`, `${publicUrl}/session-expired`],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: {
      keys: cookieKeys,
      long: { signed: true, sameSite: 'lax' },
      short: { signed: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'offline_access', 'profile', 'email', apiScope],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    // A browser page served over plain HTTP at a network address is not a secure context: it
    // has no Web Crypto to make a PKCE challenge. There (a workshop's network, everything in
    // the clear anyway) a sign-in without one is taken; over HTTPS or on this computer, never.
    pkce: { required: () => pkceRequired },
    extraParams: ['tenant', 'organisation', 'account_type'],
    interactions: { url: (_ctx, interaction) => `/account/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderSignOutPage(translator, languageOf(ctx), form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderSignedOutPage(translator, languageOf(ctx), `${publicUrl}/`);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== apiAudience) throw new errors.InvalidTarget();
          return {
            scope: apiScope,
            audience: apiAudience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: accessTokenTtlSeconds,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    async findAccount(_ctx, sub) {
      const user = await loadUser(sub);
      if (!user?.isActive) return undefined;
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          name: [user.name, user.surname].filter(Boolean).join(' ') || user.userName,
          given_name: user.name ?? user.userName,
          family_name: user.surname ?? undefined,
          preferred_username: user.userName,
          email: user.email,
          email_verified: true,
        }),
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const user = await loadUser(token.accountId);
      if (!user) return undefined;
      return {
        ...(user.tenantId && { tenantid: user.tenantId }),
        ...(user.accountType !== null && { account_type: user.accountType }),
      };
    },
    renderError: (ctx) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(translator, languageOf(ctx), `${publicUrl}/`);
    },
  };

  const provider = new OidcProvider(issuer, configuration);
  const publicJwk = {
    kty: signingKey.kty,
    n: signingKey.n,
    e: signingKey.e,
    kid: signingKey.kid,
    alg: 'RS256',
    use: 'sig',
  };
  return {
    provider,
    issuer,
    tokenTrust: { issuer, audience: apiAudience, keys: createLocalJWKSet({ keys: [publicJwk] }) },
  };
}

async function createSigningKey(): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
}

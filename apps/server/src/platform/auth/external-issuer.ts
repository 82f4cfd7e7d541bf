import { createRemoteJWKSet } from 'jose';
import { z } from 'zod';
import type { TokenTrust } from './token-verifier.js';

/** The external provider could not be used at start-up; the message is one line naming OIDC_ISSUER. */
export class ExternalIssuerUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExternalIssuerUnavailableError';
  }
}

const discoveryDocumentSchema = z.object({
  issuer: z.string(),
  jwks_uri: z.url({ protocol: /^https?$/ }),
});

export type ExternalIssuerSettings = {
  issuer: string;
  audience: string;
  tenantClaim: string;
  accountTypeClaim: string;
};

/**
 * Reads the provider's OpenID discovery document (once, at start-up), checks
 * that it names exactly the configured issuer (OpenID Connect Discovery 1.0,
 * section 4.3), and trusts the keys at its `jwks_uri`, fetched and cached by
 * jose as tokens arrive (so the provider may rotate them).
 */
export async function discoverExternalIssuer(
  settings: ExternalIssuerSettings,
  options: { timeoutMs?: number } = {},
): Promise<TokenTrust> {
  const { issuer } = settings;
  // A terminating slash of the issuer is dropped before the well-known path (Discovery 4.1).
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const fail = (reason: string, cause?: unknown) =>
    new ExternalIssuerUnavailableError(
      `Cannot use OIDC_ISSUER (${issuer}): ${reason}`.replace(/\s+/g, ' '),
      { cause },
    );

  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw fail(`${url} is unreachable (${describeFetchError(error)})`, error);
  }
  if (!response.ok) throw fail(`${url} answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw fail(`${url} did not answer with JSON`, error);
  }
  const document = discoveryDocumentSchema.safeParse(body);
  if (!document.success) {
    throw fail(`${url} is not an OpenID discovery document (issuer or jwks_uri missing)`);
  }
  if (document.data.issuer !== issuer) {
    throw fail(`its discovery document names the issuer "${document.data.issuer}" instead`);
  }
  return {
    issuer,
    audience: settings.audience,
    keys: createRemoteJWKSet(new URL(document.data.jwks_uri)),
    claims: { tenant: settings.tenantClaim, accountType: settings.accountTypeClaim },
  };
}

function describeFetchError(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  const cause =
    error instanceof Error ? (error.cause as { message?: unknown } | undefined) : undefined;
  if (typeof cause?.message === 'string' && cause.message !== '') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

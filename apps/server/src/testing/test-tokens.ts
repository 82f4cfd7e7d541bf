import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { TokenTrust } from '../platform/auth/token-verifier.js';

export const testIssuer = 'https://issuer.spool.test';
export const testAudience = 'spool-api';

export type TokenClaims = {
  sub?: string;
  tenantid?: string;
  account_type?: number;
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative gives an expired token. */
  expiresInSeconds?: number;
};

/**
 * A real signing key pair and the trust the API is configured with: tokens are
 * signed and verified by jose exactly as an OpenID Connect issuer's would be.
 */
export async function createTestIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const trust: TokenTrust = {
    issuer: testIssuer,
    audience: testAudience,
    keys: createLocalJWKSet({ keys: [publicJwk] }),
  };

  async function issueToken(claims: TokenClaims = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const payload: Record<string, unknown> = {};
    if (claims.tenantid !== undefined) payload['tenantid'] = claims.tenantid;
    if (claims.account_type !== undefined) payload['account_type'] = claims.account_type;
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'at+jwt' })
      .setSubject(claims.sub ?? 'user-1')
      .setIssuer(claims.issuer ?? testIssuer)
      .setAudience(claims.audience ?? testAudience)
      .setIssuedAt(now - 5)
      .setExpirationTime(now + (claims.expiresInSeconds ?? 300))
      .sign(privateKey);
  }

  return { trust, issueToken };
}

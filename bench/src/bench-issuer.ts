import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { benchAudience, benchIssuer, benchKeyId } from './protocol.js';

/** Comfortably longer than a whole run, so no token expires mid-measurement. */
const tokenLifetimeSeconds = 60 * 60;

export type BenchIssuer = {
  /** Handed to the server child, which trusts tokens signed with the private half. */
  publicJwk: JWK;
  /** A token of `subject` (one user of the tenant; Spool creates it on its first call). */
  issueTenantToken(tenantId: string, subject?: string): Promise<string>;
};

/** A fresh RS256 key pair per run: signed exactly as an OpenID Connect issuer would. */
export async function createBenchIssuer(): Promise<BenchIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk = await exportJWK(publicKey);
  return {
    publicJwk,
    async issueTenantToken(tenantId, subject = 'bench-user') {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ tenantid: tenantId })
        .setProtectedHeader({ alg: 'RS256', kid: benchKeyId, typ: 'at+jwt' })
        .setSubject(subject)
        .setIssuer(benchIssuer)
        .setAudience(benchAudience)
        .setIssuedAt(now - 5)
        .setExpirationTime(now + tokenLifetimeSeconds)
        .sign(privateKey);
    },
  };
}

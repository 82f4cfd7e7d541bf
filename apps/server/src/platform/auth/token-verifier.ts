import { errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { unauthorized } from '../errors/http-problem.js';

/** Who is calling, from a verified access token. */
export type Principal = {
  userId: string;
  /** Claim `tenantid`; absent for host users. */
  tenantId: string | undefined;
  /** Claim `account_type`; 101 is a tenant administrator. */
  accountType: number | undefined;
};

/** Which issuer's tokens the API accepts, for which audience, checked with which keys. */
export type TokenTrust = {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
};

export type TokenVerifier = (authorization: string | undefined) => Promise<Principal>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Verifies a bearer token's signature (issuer's keys), issuer, audience and
 * expiry with jose. Without a trusted issuer every token is refused.
 */
export function createTokenVerifier(trust: TokenTrust | undefined): TokenVerifier {
  return async (authorization) => {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1] || !trust) throw unauthorized();
    try {
      const { payload } = await jwtVerify(match[1], trust.keys, {
        issuer: trust.issuer,
        audience: trust.audience,
      });
      const tenantId = payload['tenantid'];
      const accountType = payload['account_type'];
      if (typeof payload.sub !== 'string' || payload.sub === '') throw unauthorized();
      if (tenantId !== undefined && (typeof tenantId !== 'string' || !uuidPattern.test(tenantId))) {
        throw unauthorized();
      }
      return {
        userId: payload.sub,
        tenantId,
        accountType: accountType === undefined ? undefined : Number(accountType),
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw unauthorized();
      throw error;
    }
  };
}

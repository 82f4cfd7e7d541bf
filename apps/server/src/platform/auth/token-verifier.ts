import { errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { unauthorized } from '../errors/http-problem.js';

/** Who is calling, from a verified access token. */
export type Principal = {
  /** Spool's own user id (grants, audit); never an external provider's subject. */
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
  /** Which claims carry the tenant id and the account type (default `tenantid`, `account_type`). */
  claims?: { tenant: string; accountType: string } | undefined;
};

/** What a token whose signature, issuer, audience and lifetime check out says about its bearer. */
export type VerifiedToken = {
  issuer: string;
  subject: string;
  /** A uuid; tokens whose tenant claim is anything else are refused. */
  tenantId: string | undefined;
  accountType: number | undefined;
  /** Profile claims, when the access token carries them (many providers leave them out). */
  profile: {
    preferredUsername?: string | undefined;
    email?: string | undefined;
    emailVerified?: boolean | undefined;
    givenName?: string | undefined;
    familyName?: string | undefined;
    name?: string | undefined;
  };
};

/**
 * Turns a verified token into Spool's principal. The embedded provider's tokens
 * already name Spool's user (`sub`); an external provider's are mapped.
 */
export type ResolvePrincipal = (token: VerifiedToken) => Promise<Principal>;

export type TokenVerifier = (authorization: string | undefined) => Promise<Principal>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The embedded provider's tokens: `sub` is Spool's user id (a uuid; anything else is refused). */
export const subjectIsSpoolUser: ResolvePrincipal = async (token) => {
  if (!uuidPattern.test(token.subject)) throw unauthorized();
  return { userId: token.subject, tenantId: token.tenantId, accountType: token.accountType };
};

/**
 * Verifies a bearer token's signature (issuer's keys), issuer, audience and
 * expiry with jose, then resolves its principal. Without a trusted issuer every
 * token is refused. Whatever fails in verification is a 401.
 */
export function createTokenVerifier(
  trust: TokenTrust | undefined,
  resolve: ResolvePrincipal = subjectIsSpoolUser,
): TokenVerifier {
  return async (authorization) => {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1] || !trust) throw unauthorized();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(match[1], trust.keys, {
        issuer: trust.issuer,
        audience: trust.audience,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw unauthorized();
      throw error;
    }
    return resolve(readToken(payload, trust));
  };
}

function readToken(payload: JWTPayload, trust: TokenTrust): VerifiedToken {
  const tenantId = payload[trust.claims?.tenant ?? 'tenantid'];
  const accountType = payload[trust.claims?.accountType ?? 'account_type'];
  if (typeof payload.sub !== 'string' || payload.sub === '') throw unauthorized();
  if (tenantId !== undefined && (typeof tenantId !== 'string' || !uuidPattern.test(tenantId))) {
    throw unauthorized();
  }
  const text = (name: string) => {
    const value = payload[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const emailVerified = payload['email_verified'];
  const profile: VerifiedToken['profile'] = {
    preferredUsername: text('preferred_username'),
    email: text('email'),
    emailVerified: typeof emailVerified === 'boolean' ? emailVerified : undefined,
    givenName: text('given_name'),
    familyName: text('family_name'),
    name: text('name'),
  };
  return {
    issuer: trust.issuer,
    subject: payload.sub,
    tenantId: tenantId?.toLowerCase(),
    accountType: toAccountType(accountType),
    profile,
  };
}

/** A number, or a string of digits as some providers send custom claims; anything else is absent. */
function toAccountType(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value);
  return undefined;
}

import { errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { unauthorized } from '../http/http-problem.js';

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

/** Verifies a request's bearer token: 401 unless it is one the trusted issuer signed for Spool. */
export type AccessTokenVerifier = (authorization: string | undefined) => Promise<VerifiedToken>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The embedded provider's tokens name Spool's user in `sub` (a uuid; anything else is
 * refused with 401).
 */
export function subjectIsSpoolUser(token: VerifiedToken): Promise<Principal> {
  if (!uuidPattern.test(token.subject)) return Promise.reject(unauthorized());
  return Promise.resolve({
    userId: token.subject,
    tenantId: token.tenantId,
    accountType: token.accountType,
  });
}

/** How many verified tokens are kept (the oldest go first): some ten megabytes at most. */
const defaultMaxKeptTokens = 10_000;

/**
 * Verifies a bearer token's signature (issuer's keys), issuer, audience and expiry with
 * jose, in memory: whether its bearer may still call is the caller access's question
 * (caller-access.ts), asked in the request's transaction. Without a trusted issuer every
 * token is refused. Whatever fails in verification is a 401.
 *
 * A token that verified is kept, by its exact text, until its expiry: checking an RSA
 * signature through WebCrypto took about a tenth of the server's time under load, and the
 * same token comes with every call of a session. A kept token past its expiry is verified
 * again (and refused).
 */
export function createAccessTokenVerifier(
  trust: TokenTrust | undefined,
  { maxKeptTokens = defaultMaxKeptTokens }: { maxKeptTokens?: number } = {},
): AccessTokenVerifier {
  const verified = new Map<string, { token: VerifiedToken; expiresAt: number }>();
  return async (authorization) => {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    const jwt = match?.[1];
    if (!jwt || !trust) throw unauthorized();
    const kept = verified.get(jwt);
    if (kept && Date.now() < kept.expiresAt) return kept.token;
    verified.delete(jwt);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(jwt, trust.keys, {
        issuer: trust.issuer,
        audience: trust.audience,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw unauthorized();
      throw error;
    }
    const token = readToken(payload, trust);
    if (typeof payload.exp === 'number') {
      verified.set(jwt, { token, expiresAt: payload.exp * 1000 });
      if (verified.size > maxKeptTokens) verified.delete(verified.keys().next().value as string);
    }
    return token;
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

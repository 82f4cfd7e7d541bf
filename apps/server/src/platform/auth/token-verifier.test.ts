import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../http/http-problem.js';
import { createAccessTokenVerifier, subjectIsSpoolUser } from './token-verifier.js';

const token = (subject: string) => ({
  issuer: 'https://issuer.spool.test',
  subject,
  tenantId: undefined,
  accountType: undefined,
  profile: {},
});

describe("the embedded provider's tokens", () => {
  it("name Spool's user by its id", async () => {
    const id = '3f2a9c4e-8b1d-4e6f-9a7b-2c5d8e1f0a3b';
    await expect(subjectIsSpoolUser(token(id))).resolves.toMatchObject({ userId: id });
  });

  it('are refused with 401 when the subject is not a user id, never a server error', async () => {
    const refused = subjectIsSpoolUser(token('bench-user'));
    await expect(refused).rejects.toBeInstanceOf(HttpProblem);
    await expect(refused).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('bearer tokens', () => {
  const issuer = 'https://issuer.spool.test';
  const audience = 'spool';
  const tenantId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

  async function signer(options: { maxKeptTokens?: number } = {}) {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    const keySet = createLocalJWKSet({ keys: [jwk] });
    /** Signatures checked: each looks the issuer's key up once. */
    const checks = { count: 0 };
    const verify = createAccessTokenVerifier(
      {
        issuer,
        audience,
        keys: (...args: Parameters<typeof keySet>) => {
          checks.count += 1;
          return keySet(...args);
        },
      },
      options,
    );
    const sign = (expiresAt: number, subject = 'someone') =>
      new SignJWT({ tenantid: tenantId })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setSubject(subject)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(privateKey);
    return { verify, sign, checks };
  }

  it('are refused once expired, even when the same token was accepted before', async () => {
    const { verify, sign } = await signer();
    const token = await sign(Math.floor(Date.now() / 1000) + 2);
    await expect(verify(`Bearer ${token}`)).resolves.toMatchObject({
      subject: 'someone',
      tenantId,
    });
    await expect(verify(`Bearer ${token}`)).resolves.toMatchObject({ subject: 'someone' });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await expect(verify(`Bearer ${token}`)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('are refused when any character of an accepted token is changed', async () => {
    const { verify, sign } = await signer();
    const token = await sign(Math.floor(Date.now() / 1000) + 600);
    await expect(verify(`Bearer ${token}`)).resolves.toMatchObject({ subject: 'someone' });
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const changed = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    await expect(verify(`Bearer ${changed}`)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('are kept verified up to a bound, the oldest forgotten first and checked again', async () => {
    const { verify, sign, checks } = await signer({ maxKeptTokens: 2 });
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    const [first, second, third] = await Promise.all(
      ['first', 'second', 'third'].map((subject) => sign(expiresAt, subject)),
    );
    for (const token of [first, second, third]) await verify(`Bearer ${token}`);
    expect(checks.count).toBe(3);
    await verify(`Bearer ${third}`);
    await verify(`Bearer ${second}`);
    expect(checks.count).toBe(3);
    await expect(verify(`Bearer ${first}`)).resolves.toMatchObject({ subject: 'first' });
    expect(checks.count).toBe(4);
  });
});

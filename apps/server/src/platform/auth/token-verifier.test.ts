import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../errors/http-problem.js';
import { subjectIsSpoolUser } from './token-verifier.js';

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

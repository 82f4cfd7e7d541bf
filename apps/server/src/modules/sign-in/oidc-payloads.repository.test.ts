import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSignInTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import {
  createOidcPayloadsRepository,
  deleteExpiredOidcPayloads,
} from './oidc-payloads.repository.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const now = new Date('2026-11-20T12:00:00Z');
const sessions = <T>(
  work: (repository: ReturnType<typeof createOidcPayloadsRepository>) => Promise<T>,
) => inSignInTransaction(database, (tx) => work(createOidcPayloadsRepository(tx, 'Session')));

describe('stored sign-in state', () => {
  it('is not found once expired, and housekeeping removes only what has expired', async () => {
    await sessions((s) => s.upsert('old', { uid: 'u-old' }, new Date(now.getTime() - 1000)));
    await sessions((s) => s.upsert('live', { uid: 'u-live' }, new Date(now.getTime() + 60_000)));
    expect(await sessions((s) => s.find('old', now))).toBeUndefined();
    expect(await sessions((s) => s.findByUid('u-live', now))).toEqual({ uid: 'u-live' });

    const removed = await inSignInTransaction(database, (tx) => deleteExpiredOidcPayloads(tx, now));
    expect(removed).toBe(1);
    expect(await sessions((s) => s.find('live', now))).toEqual({ uid: 'u-live' });
  });

  it('marks consumed entries, as oidc-provider needs for single-use codes', async () => {
    await sessions((s) => s.upsert('code', { grantId: 'g1' }, null));
    await sessions((s) => s.consume('code', now));
    expect(await sessions((s) => s.find('code', now))).toEqual({
      grantId: 'g1',
      consumed: Math.floor(now.getTime() / 1000),
    });
    await sessions((s) => s.revokeByGrantId('g1'));
    expect(await sessions((s) => s.find('code', now))).toBeUndefined();
  });
});

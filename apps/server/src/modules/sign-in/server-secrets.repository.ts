import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { serverSecrets } from '../../platform/db/schema/sign-in.js';

/**
 * Secrets made once and shared by every replica. Runs as the owner at start-up:
 * the application role has no access to this table.
 */
export function createServerSecretsRepository(db: Db) {
  return {
    /** The stored value, or `create()`'s stored first; the first replica to store wins. */
    async getOrCreate<T>(name: string, create: () => Promise<T>): Promise<T> {
      const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
      if (existing) return existing.value as T;
      await db
        .insert(serverSecrets)
        .values({ name, value: await create() })
        .onConflictDoNothing();
      const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
      if (!stored) throw new Error(`server secret ${name} could not be stored`);
      return stored.value as T;
    },
  };
}

import { lt, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.js';
import { signInThrottle } from '../../../platform/db/schema/identity.js';

/** Attempts counted for one login name in its current window. */
export type ThrottleCount = { attempts: number; windowStart: Date };

/**
 * Sign-in attempts per login name, in the database so that every replica counts
 * the same attempts. One statement counts an attempt, so parallel attempts all count.
 */
export function createSignInThrottleRepository(tx: Tx) {
  return {
    /** Counts one attempt; a window older than `windowMs` starts again at `now`. */
    async countAttempt(loginKey: string, now: Date, windowMs: number): Promise<ThrottleCount> {
      const expired = new Date(now.getTime() - windowMs);
      const { rows } = await tx.execute<{ attempts: number; window_start: Date | string }>(sql`
        insert into ${signInThrottle} (login_key, window_start, attempts)
        values (${loginKey}, ${now}, 1)
        on conflict (login_key) do update set
          attempts = case when ${signInThrottle.windowStart} <= ${expired} then 1
                          else ${signInThrottle.attempts} + 1 end,
          window_start = case when ${signInThrottle.windowStart} <= ${expired} then ${now}
                              else ${signInThrottle.windowStart} end
        returning attempts, window_start`);
      const row = rows[0];
      if (!row) throw new Error('counting a sign-in attempt returned no row');
      return { attempts: row.attempts, windowStart: new Date(row.window_start) };
    },

    /** Forgets a login's attempts after it signed in. */
    async clear(loginKey: string): Promise<void> {
      await tx.delete(signInThrottle).where(sql`${signInThrottle.loginKey} = ${loginKey}`);
    },

    /** Removes windows that ended before `before` (housekeeping). */
    async deleteExpired(before: Date): Promise<void> {
      await tx.delete(signInThrottle).where(lt(signInThrottle.windowStart, before));
    },
  };
}

export type SignInThrottleRepository = ReturnType<typeof createSignInThrottleRepository>;

import { eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { tenants } from '../tenancy/tenancy.tables.js';
import { users } from './identity.tables.js';

export type User = {
  id: string;
  tenantId: string | null;
  userName: string;
  email: string;
  name: string | null;
  surname: string | null;
  accountType: number | null;
  isActive: boolean;
};

/** What sign-in needs to decide: the user, its tenant's name, its hash and lockout state. */
export type SignInCandidate = User & {
  tenantName: string | null;
  passwordHash: string | null;
  lockoutEnabled: boolean;
  lockoutEnd: Date | null;
  accessFailedCount: number;
};

export type NewUser = {
  userName: string;
  email: string;
  name?: string | null;
  surname?: string | null;
  passwordHash?: string | null;
  externalSubject?: string | null;
  accountType?: number | null;
  emailConfirmed?: boolean;
};

const userColumns = {
  id: users.id,
  tenantId: users.tenantId,
  userName: users.userName,
  email: users.email,
  name: users.name,
  surname: users.surname,
  accountType: users.accountType,
  isActive: users.isActive,
};

export function createUsersRepository(tx: Tx) {
  return {
    /** Inserts a user of the transaction's side (its tenant, or the host). */
    async insertUser(input: NewUser): Promise<User> {
      const [row] = await tx.insert(users).values(input).returning(userColumns);
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    async findUser(id: string): Promise<User | undefined> {
      const [row] = await tx.select(userColumns).from(users).where(eq(users.id, id));
      return row;
    },

    async countUsers(): Promise<number> {
      const [row] = await tx.select({ value: sql<number>`count(*)::int` }).from(users);
      return row?.value ?? 0;
    },

    /**
     * Every active user, of any tenant, whose user name or e-mail is `login`
     * (ignoring case). Only the sign-in role may see across tenants.
     */
    async findSignInCandidates(login: string): Promise<SignInCandidate[]> {
      const normalized = login.trim().toLowerCase();
      return tx
        .select({
          ...userColumns,
          tenantName: tenants.name,
          passwordHash: users.passwordHash,
          lockoutEnabled: users.lockoutEnabled,
          lockoutEnd: users.lockoutEnd,
          accessFailedCount: users.accessFailedCount,
        })
        .from(users)
        .leftJoin(tenants, eq(tenants.id, users.tenantId))
        .where(
          sql`${users.isActive} and ${or(
            eq(sql`lower(${users.userName})`, normalized),
            eq(sql`lower(${users.email})`, normalized),
          )}`,
        );
    },

    async recordFailedAttempt(
      id: string,
      failedCount: number,
      lockoutEnd: Date | null,
    ): Promise<void> {
      await tx
        .update(users)
        .set({ accessFailedCount: failedCount, lockoutEnd })
        .where(eq(users.id, id));
    },

    async recordSignIn(id: string, at: Date): Promise<void> {
      await tx
        .update(users)
        .set({ accessFailedCount: 0, lockoutEnd: null, lastSignInTime: at })
        .where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../platform/db/database.js';
import { inSignInTransaction } from '../../platform/db/tenant-transaction.js';
import { createOidcPayloadsRepository, type OidcPayload } from './oidc-payloads.repository.js';

/**
 * oidc-provider's storage in the database (not memory), so that every server
 * replica sees the same sessions, codes and refresh tokens; as the sign-in
 * role, the only one that may read or write them.
 */
export function createOidcAdapter(database: Database, clock: () => Date): AdapterConstructor {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private run<T>(
      work: (repository: ReturnType<typeof createOidcPayloadsRepository>) => Promise<T>,
    ) {
      return inSignInTransaction(database, (tx) =>
        work(createOidcPayloadsRepository(tx, this.model)),
      );
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(clock().getTime() + expiresIn * 1000) : null;
      await this.run((repository) => repository.upsert(id, payload as OidcPayload, expiresAt));
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.run((repository) => repository.find(id, clock()));
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.run((repository) => repository.findByUid(uid, clock()));
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.run((repository) => repository.findByUserCode(userCode, clock()));
    }

    async consume(id: string): Promise<void> {
      await this.run((repository) => repository.consume(id, clock()));
    }

    async destroy(id: string): Promise<void> {
      await this.run((repository) => repository.destroy(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await this.run((repository) => repository.revokeByGrantId(grantId));
    }
  };
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { featureValues } from '../../platform/db/schema/feature-management.js';

export type FeatureProvider = { providerName: 'H' | 'T'; providerKey: string };

/** The rows of one provider. */
const ofProvider = (provider: FeatureProvider) =>
  and(
    eq(featureValues.providerName, provider.providerName),
    eq(featureValues.providerKey, provider.providerKey),
  );

export function createFeatureValuesRepository(tx: Tx) {
  return {
    /** The values set for one provider (`H`/'' for the host, `T`/tenant id), by feature name. */
    async findValues(
      provider: FeatureProvider,
      names: readonly string[],
    ): Promise<Map<string, string>> {
      if (names.length === 0) return new Map();
      const rows = await tx
        .select({ name: featureValues.name, value: featureValues.value })
        .from(featureValues)
        .where(and(ofProvider(provider), inArray(featureValues.name, [...names])));
      return new Map(rows.map((row) => [row.name, row.value]));
    },

    async setValue(provider: FeatureProvider, name: string, value: string): Promise<void> {
      await tx
        .insert(featureValues)
        .values({ ...provider, name, value })
        .onConflictDoUpdate({
          target: [featureValues.providerName, featureValues.providerKey, featureValues.name],
          set: { value },
        });
    },

    /** Removes every value of the provider (a deleted tenant's). */
    async deleteProviderValues(provider: FeatureProvider): Promise<void> {
      await tx.delete(featureValues).where(ofProvider(provider));
    },

    /** Removes the provider's own value, so that it inherits again (the host's, or the default). */
    async deleteValue(provider: FeatureProvider, name: string): Promise<void> {
      await tx.delete(featureValues).where(and(ofProvider(provider), eq(featureValues.name, name)));
    },
  };
}

export type FeatureValuesRepository = ReturnType<typeof createFeatureValuesRepository>;

import { featureDefinitions } from '@spool/contracts';
import type { FeatureValuesRepository } from './feature-values.repository.js';

export const hostProvider = { providerName: 'H', providerKey: '' } as const;

/**
 * Effective feature values: a tenant's own value, else the host's value, else
 * the definition's default; the host side sees the host's value or the default.
 */
export function createFeaturesService({ values }: { values: FeatureValuesRepository }) {
  return {
    async effectiveValues(tenantId: string | undefined): Promise<Record<string, string>> {
      const names = featureDefinitions.map((definition) => definition.name);
      const host = await values.findValues(hostProvider, names);
      const tenant =
        tenantId === undefined
          ? new Map<string, string>()
          : await values.findValues({ providerName: 'T', providerKey: tenantId }, names);
      return Object.fromEntries(
        featureDefinitions.map((definition) => [
          definition.name,
          tenant.get(definition.name) ?? host.get(definition.name) ?? definition.defaultValue,
        ]),
      );
    },
  };
}

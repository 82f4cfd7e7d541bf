import {
  featureDefinitions,
  featureGroups,
  featureUpdatesSchema,
  type FeatureDefinition,
} from '@spool/contracts';
import { DomainError } from '@spool/domain';
import type { AuditTrail } from '../audit-logging/index.js';
import type { TenantsRepository } from '../tenancy/index.js';
import type { FeatureProvider, FeatureValuesRepository } from './feature-values.repository.js';

export type { FeatureProvider } from './feature-values.repository.js';

export const hostProvider = { providerName: 'H', providerKey: '' } as const;

/** A feature's effective value and who set it (`null`: nobody, it is the definition's default). */
export type ResolvedFeatureValue = { value: string; provider: FeatureProvider | null };

/**
 * Effective feature values: a tenant's own value, else the host's value, else
 * the definition's default; the host side sees the host's value or the default.
 */
export function createFeaturesService({ values }: { values: FeatureValuesRepository }) {
  async function resolvedValues(
    tenantId: string | undefined,
  ): Promise<Map<string, ResolvedFeatureValue>> {
    const names = featureDefinitions.map((definition) => definition.name);
    const host = await values.findValues(hostProvider, names);
    const tenantProvider: FeatureProvider | undefined =
      tenantId === undefined ? undefined : { providerName: 'T', providerKey: tenantId };
    const tenant = tenantProvider
      ? await values.findValues(tenantProvider, names)
      : new Map<string, string>();
    return new Map(
      featureDefinitions.map((definition): [string, ResolvedFeatureValue] => {
        const own = tenant.get(definition.name);
        if (own !== undefined && tenantProvider) {
          return [definition.name, { value: own, provider: tenantProvider }];
        }
        const hostValue = host.get(definition.name);
        if (hostValue !== undefined) {
          return [definition.name, { value: hostValue, provider: { ...hostProvider } }];
        }
        return [definition.name, { value: definition.defaultValue, provider: null }];
      }),
    );
  }

  return {
    resolvedValues,

    async effectiveValues(tenantId: string | undefined): Promise<Record<string, string>> {
      const resolved = await resolvedValues(tenantId);
      return Object.fromEntries([...resolved].map(([name, { value }]) => [name, value]));
    },
  };
}

export type FeaturesService = ReturnType<typeof createFeaturesService>;

/** One feature as the features panel lists it for a provider. */
export type ManagedFeature = ResolvedFeatureValue & {
  definition: FeatureDefinition;
  /** How many ancestors it has (0 for a feature without a parent). */
  depth: number;
};
export type ManagedFeatureGroup = { name: string; features: ManagedFeature[] };

const tenantIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Parents first, each followed by its children (depth-first), in definition order. */
function inTreeOrder(
  definitions: readonly FeatureDefinition[],
): { definition: FeatureDefinition; depth: number }[] {
  const names = new Set(definitions.map((definition) => definition.name));
  const ordered: { definition: FeatureDefinition; depth: number }[] = [];
  const visit = (parentName: string | undefined, depth: number) => {
    for (const definition of definitions) {
      const parent =
        definition.parentName !== undefined && names.has(definition.parentName)
          ? definition.parentName
          : undefined;
      if (parent !== parentName) continue;
      ordered.push({ definition, depth });
      visit(definition.name, depth + 1);
    }
  };
  visit(undefined, 0);
  return ordered;
}

/**
 * The features panel of the host (`H`) or of one tenant (`T`), in the manner
 * of ABP's FeatureAppService: lists the features the provider may set with
 * their effective values, and sets them. A value equal to what the provider
 * would inherit (the host's or the default) removes the provider's own value,
 * so that it follows the host again. A change of effective values goes to the
 * audit trail: the host's in the host's log, a tenant's in that tenant's.
 */
export function createFeatureManagementService({
  values,
  tenants,
  audit,
}: {
  values: FeatureValuesRepository;
  tenants: Pick<TenantsRepository, 'findTenant'>;
  audit: AuditTrail;
}) {
  const features = createFeaturesService({ values });

  /** The tenant a `T` provider names (NotFound when there is none); undefined for the host. */
  const providerTenant = async (provider: FeatureProvider) => {
    if (provider.providerName !== 'T') return undefined;
    const tenant = tenantIdPattern.test(provider.providerKey)
      ? await tenants.findTenant(provider.providerKey)
      : undefined;
    if (!tenant) throw new DomainError('Spool:NotFound', { id: provider.providerKey });
    return tenant;
  };

  const tenantOf = (provider: FeatureProvider) =>
    provider.providerName === 'T' ? provider.providerKey : undefined;

  return {
    async getFeatures(provider: FeatureProvider): Promise<ManagedFeatureGroup[]> {
      await providerTenant(provider);
      const resolved = await features.resolvedValues(tenantOf(provider));
      return featureGroups
        .map((group) => ({
          name: group.name,
          features: inTreeOrder(
            group.features.filter((definition) =>
              definition.providers.includes(provider.providerName),
            ),
          ).map(({ definition, depth }) => ({
            definition,
            depth,
            ...(resolved.get(definition.name) ?? {
              value: definition.defaultValue,
              provider: null,
            }),
          })),
        }))
        .filter((group) => group.features.length > 0);
    },

    /** All or nothing: every value is checked before any is written (ZodError when one is not valid). */
    async updateFeatures(
      provider: FeatureProvider,
      changes: readonly { name: string; value: string }[],
    ): Promise<void> {
      const tenant = await providerTenant(provider);
      featureUpdatesSchema(provider.providerName).parse({ features: changes });
      const inherited =
        provider.providerName === 'T' ? await features.resolvedValues(undefined) : undefined;
      const effective = async () => {
        const resolved = await features.resolvedValues(tenant?.id);
        return Object.fromEntries(
          [...new Set(changes.map((change) => change.name))]
            .sort()
            .map((name) => [name, resolved.get(name)?.value ?? null]),
        );
      };
      const before = await effective();
      for (const { name, value } of changes) {
        const definition = featureDefinitions.find((candidate) => candidate.name === name);
        const fallback = inherited?.get(name)?.value ?? definition?.defaultValue;
        if (value === fallback) await values.deleteValue(provider, name);
        else await values.setValue(provider, name, value);
      }
      const after = await effective();
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      const entry = {
        action: 'Updated',
        entityType: 'FeatureValues',
        entityId: tenant ? `T:${tenant.id}` : 'H',
        entityName: tenant?.name ?? null,
        before,
        after,
      } as const;
      await (tenant ? audit.recordForTenant(tenant.id, entry) : audit.record(entry));
    },
  };
}

export type FeatureManagementService = ReturnType<typeof createFeatureManagementService>;

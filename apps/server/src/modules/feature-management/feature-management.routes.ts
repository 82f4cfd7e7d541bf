import type { FastifyInstance } from 'fastify';
import {
  featureDescriptionKey,
  featureDisplayNameKey,
  featureGroupDisplayNameKey,
  featureProviderPermissions,
  getFeatures,
  toFeatureValueTypeDto,
  updateFeatures,
  type FeatureGroupDto,
  type FeatureProviderQuery,
} from '@spool/contracts';
import type { Actor } from '../../platform/auth/caller-access.js';
import type { Tx } from '../../platform/db/database.js';
import type { HostContext, Router } from '../../platform/http/router.js';
import type {
  FeatureManagementService,
  FeatureProvider,
  ManagedFeatureGroup,
} from './features.service.js';

/**
 * Display names are the definitions' names until the i18n catalogue has the
 * keys; the browser translates `displayNameKey`.
 */
function toFeatureGroupDto(group: ManagedFeatureGroup): FeatureGroupDto {
  return {
    name: group.name,
    displayName: group.name,
    displayNameKey: featureGroupDisplayNameKey(group.name),
    features: group.features.map(({ definition, value, provider, depth }) => ({
      name: definition.name,
      displayName: definition.name,
      displayNameKey: featureDisplayNameKey(definition.name),
      value,
      provider: provider && { name: provider.providerName, key: provider.providerKey },
      description: null,
      descriptionKey: featureDescriptionKey(definition.name),
      valueType: toFeatureValueTypeDto(definition.valueType),
      depth,
      parentName: definition.parentName ?? null,
    })),
  };
}

/** The provider asked about, once the caller holds that provider's permission. */
async function demandProvider(
  query: FeatureProviderQuery,
  { demand }: HostContext,
): Promise<FeatureProvider> {
  await demand(featureProviderPermissions[query.providerName]);
  return { providerName: query.providerName, providerKey: query.providerKey };
}

export function featureManagementRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    features: (tx: Tx, actor: Actor) => FeatureManagementService;
  },
): void {
  deps.router.route(app, getFeatures, async ({ query }, context) => {
    const provider = await demandProvider(query, context);
    const groups = await deps.features(context.tx, context.actor).getFeatures(provider);
    return { groups: groups.map(toFeatureGroupDto) };
  });

  deps.router.route(app, updateFeatures, async ({ query, body }, context) => {
    const provider = await demandProvider(query, context);
    await deps.features(context.tx, context.actor).updateFeatures(provider, body.features);
    return null;
  });
}

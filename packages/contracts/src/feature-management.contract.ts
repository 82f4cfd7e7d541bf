import { z } from 'zod';
import { defineContract } from './contract.js';
import {
  featureDefinitions,
  featureValueMaxLength,
  isValidFeatureValue,
  type FeatureProviderName,
  type FeatureValueType,
} from './features.js';
import { Permissions, type PermissionName } from './permissions.js';
import { textSchema } from './request-values.js';

/**
 * The feature management API, in the manner of ABP's Feature Management module:
 * the features panel of the host (`H`) and of one tenant (`T`).
 */

export const featureProviderNames = ['H', 'T'] as const satisfies readonly FeatureProviderName[];

/**
 * The permission each provider needs, besides a host-side caller. It depends on
 * the query, so the routes demand it themselves rather than declaring one
 * `permission` on the contract.
 */
export const featureProviderPermissions = {
  H: Permissions.ManageHostFeatures,
  T: Permissions.TenantsManageFeatures,
} as const satisfies Record<FeatureProviderName, PermissionName>;

/** `H` with an empty key (the host), or `T` with a tenant id. */
export const featureProviderQuerySchema = z
  .object({
    providerName: z.enum(featureProviderNames),
    providerKey: textSchema().trim().max(64).default(''),
  })
  .refine((query) => (query.providerName === 'H') === (query.providerKey === ''), {
    path: ['providerKey'],
    error: 'validation.invalid',
  });
export type FeatureProviderQuery = z.infer<typeof featureProviderQuerySchema>;

export const featureValueTypeSchema = z.object({
  name: z.enum(['ToggleStringValueType', 'SelectionStringValueType', 'FreeTextStringValueType']),
  itemSource: z
    .object({ items: z.array(z.object({ value: z.string(), displayText: z.string() })) })
    .optional(),
  /** ABP's value validator: `BOOLEAN` for a toggle, `STRING` (with `MaxLength`) for free text. */
  validator: z
    .object({
      name: z.string(),
      properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    })
    .optional(),
});
export type FeatureValueTypeDto = z.infer<typeof featureValueTypeSchema>;

export const featureDtoSchema = z.object({
  name: z.string(),
  /** The definition's name until the catalogue has `displayNameKey`; translate the key. */
  displayName: z.string(),
  displayNameKey: z.string(),
  /** The effective value for the provider asked about. */
  value: z.string(),
  /** Who set that value (`T` the tenant, `H` the host); `null` when it is the default. */
  provider: z.object({ name: z.string(), key: z.string() }).nullable(),
  description: z.string().nullable(),
  descriptionKey: z.string(),
  valueType: featureValueTypeSchema,
  depth: z.number().int().min(0),
  parentName: z.string().nullable(),
});
export type FeatureDto = z.infer<typeof featureDtoSchema>;

export const featureGroupDtoSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  displayNameKey: z.string(),
  features: z.array(featureDtoSchema),
});
export type FeatureGroupDto = z.infer<typeof featureGroupDtoSchema>;

export const featureListSchema = z.object({ groups: z.array(featureGroupDtoSchema) });
export type FeatureList = z.infer<typeof featureListSchema>;

/**
 * The features to set: every name must be a defined feature (and, for the
 * server, one the provider may set) and every value one its type accepts.
 */
export function featureUpdatesSchema(providerName?: FeatureProviderName) {
  const definitions = featureDefinitions.filter(
    (definition) => providerName === undefined || definition.providers.includes(providerName),
  );
  return z
    .object({
      features: z
        .array(
          z.object({
            name: textSchema().min(1).max(128),
            value: textSchema().max(featureValueMaxLength, { error: 'validation.maxLength' }),
          }),
        )
        .max(500),
    })
    .superRefine(({ features }, context) => {
      features.forEach(({ name, value }, index) => {
        const definition = definitions.find((candidate) => candidate.name === name);
        if (!definition) {
          context.addIssue({
            code: 'custom',
            path: ['features', index, 'name'],
            message: 'validation.unknownFeature',
            input: name,
          });
        } else if (!isValidFeatureValue(definition.valueType, value)) {
          context.addIssue({
            code: 'custom',
            path: ['features', index, 'value'],
            message: 'validation.invalidFeatureValue',
            input: value,
          });
        }
      });
    });
}
export const featureUpdatesInputSchema = featureUpdatesSchema();
export type FeatureUpdatesInput = z.infer<typeof featureUpdatesInputSchema>;

/** A definition's value type with ABP's wire names. */
export function toFeatureValueTypeDto(valueType: FeatureValueType): FeatureValueTypeDto {
  switch (valueType.kind) {
    case 'toggle':
      return { name: 'ToggleStringValueType', validator: { name: 'BOOLEAN', properties: {} } };
    case 'selection':
      return {
        name: 'SelectionStringValueType',
        itemSource: { items: valueType.items.map((item) => ({ ...item })) },
      };
    case 'freeText':
      return {
        name: 'FreeTextStringValueType',
        validator: {
          name: 'STRING',
          properties: {
            MaxLength: Math.min(
              valueType.maxLength ?? featureValueMaxLength,
              featureValueMaxLength,
            ),
          },
        },
      };
  }
}

export const getFeatures = defineContract({
  method: 'GET',
  path: '/api/feature-management/features',
  summary:
    'The features the provider may set, by group, with their effective values (H: FeatureManagement.ManageHostFeatures; T: AbpTenantManagement.Tenants.ManageFeatures)',
  tags: ['FeatureManagement'],
  access: 'host',
  status: 200,
  query: featureProviderQuerySchema,
  response: featureListSchema,
});

export const updateFeatures = defineContract({
  method: 'PUT',
  path: '/api/feature-management/features',
  summary:
    'Set feature values of the host or of one tenant, all or none (H: FeatureManagement.ManageHostFeatures; T: AbpTenantManagement.Tenants.ManageFeatures)',
  tags: ['FeatureManagement'],
  access: 'host',
  status: 204,
  query: featureProviderQuerySchema,
  body: featureUpdatesInputSchema,
  response: z.null(),
});

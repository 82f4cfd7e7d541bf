/**
 * Feature definitions (feature flags per host and per tenant), in the manner of
 * ABP's feature management: value types toggle, selection and free text.
 */
export type FeatureValueType =
  | { readonly kind: 'toggle' }
  | {
      readonly kind: 'selection';
      readonly items: readonly { value: string; displayText: string }[];
    }
  | { readonly kind: 'freeText'; readonly maxLength?: number };

/** Who sets a feature's value: `H` the host (for everyone), `T` one tenant. */
export type FeatureProviderName = 'H' | 'T';

export type FeatureDefinition = {
  readonly name: string;
  readonly defaultValue: string;
  readonly valueType: FeatureValueType;
  /** Which providers may set it: `H` host-wide, `T` per tenant. */
  readonly providers: readonly FeatureProviderName[];
  /** The feature this one refines (shown indented under it). */
  readonly parentName?: string;
};

export type FeatureGroupDefinition = {
  readonly name: string;
  readonly features: readonly FeatureDefinition[];
};

export const Features = {
  DisplayAuthDebug: 'SpoolCore.DisplayAuthDebug',
} as const;
export type FeatureName = (typeof Features)[keyof typeof Features];

export const featureGroups: readonly FeatureGroupDefinition[] = [
  {
    name: 'SpoolCore',
    features: [
      {
        name: Features.DisplayAuthDebug,
        defaultValue: 'false',
        valueType: { kind: 'toggle' },
        providers: ['H', 'T'],
      },
    ],
  },
];

export const featureDefinitions: readonly FeatureDefinition[] = featureGroups.flatMap(
  (group) => group.features,
);

/** The longest value any feature may hold (the width of the stored column). */
export const featureValueMaxLength = 1024;

export function findFeatureDefinition(name: string): FeatureDefinition | undefined {
  return featureDefinitions.find((definition) => definition.name === name);
}

/** Whether `value` is one its type accepts: `true`/`false`, one of the items, or text not too long. */
export function isValidFeatureValue(valueType: FeatureValueType, value: string): boolean {
  switch (valueType.kind) {
    case 'toggle':
      return value === 'true' || value === 'false';
    case 'selection':
      return valueType.items.some((item) => item.value === value);
    case 'freeText':
      return (
        value.length <=
        Math.min(valueType.maxLength ?? featureValueMaxLength, featureValueMaxLength)
      );
  }
}

/**
 * i18n keys (namespace `translation`) of what the features panel shows; a
 * feature's name has a dot, so `features.SpoolCore.DisplayAuthDebug` nests
 * under its group's prefix.
 */
export const featureDisplayNameKey = (featureName: string) => `features.${featureName}`;
export const featureDescriptionKey = (featureName: string) => `featureDescriptions.${featureName}`;
export const featureGroupDisplayNameKey = (groupName: string) => `featureGroups.${groupName}`;

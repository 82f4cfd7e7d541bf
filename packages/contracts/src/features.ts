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
  | { readonly kind: 'freeText' };

export type FeatureDefinition = {
  readonly name: string;
  readonly defaultValue: string;
  readonly valueType: FeatureValueType;
  /** Which providers may set it: `H` host-wide, `T` per tenant. */
  readonly providers: readonly ('H' | 'T')[];
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

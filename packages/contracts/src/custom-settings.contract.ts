import { z } from 'zod';
import {
  allowanceBandSchema,
  allowanceBandsSchema,
  maxAllowancePercent,
  minAllowancePercent,
  type AllowanceBand,
} from '@spool/domain';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import { textSchema, wholeNumberParamSchema, wholeNumberSchema } from './request-values.js';

/**
 * Custom settings and the stitch types in them (platform-admin spec, sections 2, 3, 5, 7
 * and 8), with the specification's paths and field names. The built-in `Default` (id 0) is
 * listed first and answers like the others, but nothing changes it.
 *
 * Reads need `Spool.Catalogue`; changes need `Spool.Settings.Update`, except choosing one's
 * own default setting (updateCustomSetting that changes nothing else), which `Spool.Catalogue`
 * allows. While the tenant has custom settings turned off (system configuration
 * `customSettingToggleValue`), every change is refused with 422
 * `Spool.Settings:CustomSettingsDisabled`; reads still work.
 */
const tags = ['Custom settings'] as const;

export const customSettingTktTexSchema = z.enum(['Tkt', 'Tex'], { error: 'validation.invalid' });
export type CustomSettingTktTex = z.infer<typeof customSettingTktTexSchema>;

/** A boolean in a query string: `true` or `false` (what the browser sends), or a JSON boolean. */
const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'validation.invalid' })
  .transform((value) => value === true || value === 'true');

const settingId = wholeNumberParamSchema().min(0, { error: 'validation.invalid' });

const allowance = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.wholeNumber' })
  .min(minAllowancePercent, { error: 'validation.min' })
  .max(maxAllowancePercent, { error: 'validation.max' });

/** One row of the custom settings grid; `Default` (id 0) has no creation data and no stamp. */
export const customSettingDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tktTex: customSettingTktTexSchema,
  /** The allowance of orders, % (flat: what orders get when the setting has no bands). */
  defaultAllowance: z.number().int(),
  /** Bands by order quantity (garments), the last open; null: the flat `defaultAllowance`. */
  allowanceBands: z.array(allowanceBandSchema).nullable(),
  /** Whether this is the caller's own default setting. */
  isDefaultSettingId: z.boolean(),
  creationTime: z.iso.datetime().nullable(),
  /** The user name of who created it. */
  createdBy: z.string().nullable(),
  lastModificationTime: z.iso.datetime().nullable(),
  lastModifiedBy: z.string().nullable(),
  concurrencyStamp: z.string().nullable(),
});
export type CustomSettingDto = z.infer<typeof customSettingDtoSchema>;

export const customSettingListSchema = z.object({
  items: z.array(customSettingDtoSchema),
  totalCount: z.number().int(),
  /** Whether custom settings are turned on for the tenant (changes allowed). */
  customSettingToggleValue: z.boolean(),
});
export type CustomSettingList = z.infer<typeof customSettingListSchema>;

export const getCustomSettings = defineContract({
  method: 'GET',
  path: '/api/getCustomSettings',
  summary: 'The built-in Default, then the tenant’s custom settings by name',
  tags,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  response: customSettingListSchema,
});

export const getCustomSettingById = defineContract({
  method: 'GET',
  path: '/api/getCustomSettingById',
  summary: 'One custom setting (0 is the built-in Default)',
  tags,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  query: z.object({ Id: settingId }),
  response: customSettingDtoSchema,
});

export const getDefaultUserCustomSetting = defineContract({
  method: 'GET',
  path: '/api/getDefaultUserCustomSetting',
  summary: 'The id of the caller’s own default custom setting (0: the built-in Default)',
  tags,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  response: z.number().int(),
});

export const isCustomSettingExistByName = defineContract({
  method: 'GET',
  path: '/api/isCustomSettingExistByName',
  summary: 'Whether a setting of this name exists (trimmed, ignoring case; Default included)',
  tags,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  query: z.object({ name: textSchema().max(256, { error: 'validation.maxLength' }).default('') }),
  response: z.boolean(),
});

const isDefaultQuery = z.object({ isDefaultCustomSetting: queryBoolean.default(false) });

/**
 * A new setting, or a clone when `sourceCustomSettingId` names the setting whose stitch
 * values it copies. The name is checked by the service, for the specification's messages.
 */
export const createCustomSettingBodySchema = z.object({
  name: textSchema().max(256, { error: 'validation.maxLength' }).default(''),
  tktTex: customSettingTktTexSchema.default('Tkt'),
  defaultAllowance: allowance.default(10),
  allowanceBands: allowanceBandsSchema.nullable().default(null),
  sourceCustomSettingId: wholeNumberSchema().min(0, { error: 'validation.invalid' }).optional(),
});
export type CreateCustomSettingBody = z.infer<typeof createCustomSettingBodySchema>;

export const createCustomSetting = defineContract({
  method: 'POST',
  path: '/api/createCustomSetting',
  summary: 'Create a custom setting, or clone one; optionally as the caller’s default',
  tags,
  access: 'tenant',
  permission: Permissions.SettingsUpdate,
  status: 200,
  query: isDefaultQuery,
  body: createCustomSettingBodySchema,
  response: customSettingDtoSchema,
});

/**
 * Changes Tkt/Tex and the allowance, and whether the setting is the caller's default. The
 * name never changes: a different one is refused. A stale stamp gets 409. `allowanceBands`
 * left out keeps the bands as they are; null makes the allowance flat again.
 */
export const updateCustomSettingBodySchema = z.object({
  id: wholeNumberSchema({ error: 'validation.required' }).min(0, { error: 'validation.invalid' }),
  name: textSchema().max(256, { error: 'validation.maxLength' }).optional(),
  tktTex: customSettingTktTexSchema,
  defaultAllowance: allowance,
  allowanceBands: allowanceBandsSchema.nullable().optional(),
  concurrencyStamp: z.uuid({ error: 'validation.invalid' }).nullish(),
});
export type UpdateCustomSettingBody = z.infer<typeof updateCustomSettingBodySchema>;

export const updateCustomSetting = defineContract({
  method: 'POST',
  path: '/api/updateCustomSetting',
  summary: 'Update a custom setting, or choose it as the caller’s default',
  tags,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  query: isDefaultQuery,
  body: updateCustomSettingBodySchema,
  response: customSettingDtoSchema,
});

/** Answers true once deleted; a setting in use is refused (422) with the specification's message. */
export const deleteCustomSettingsById = defineContract({
  method: 'DELETE',
  path: '/api/deleteCustomSettingsById',
  summary: 'Delete a custom setting not in use',
  tags,
  access: 'tenant',
  permission: Permissions.SettingsUpdate,
  status: 200,
  query: z.object({ id: settingId }),
  response: z.boolean(),
});

/** How a stitch's consumption figure is measured: per 10 cm (3.94 inch) of seam, or per cycle. */
export const stitchConsumptionBasisSchema = z.enum(['per10Cm', 'perCycle']);

/**
 * A stitch type in a setting. `defaultcm0`, `defaultcm1`, `defaultcm2` are the needle, under
 * and top values (whole cm of thread per 10 cm of seam, or per cycle); `defaultBight` is in
 * mm, divided by 2.54 when the seam length unit is Imperial; `defaultwaste` in %.
 * `noNeedleA`, `noUnderA`, `noTopCover` say the stitch has no line of that group (its value
 * has no effect); `hideBight` that the stitch does not ask a bight. `consumption` is cm per
 * 10 cm of seam in Metric, inches per 3.94 inch in Imperial (per cycle for cycle stitches).
 */
export const stitchTypeInSettingDtoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  defaultcm0: z.number().int(),
  defaultcm1: z.number().int(),
  defaultcm2: z.number().int(),
  defaultBight: z.number().nullable(),
  /** The bight as stored, in mm whatever the unit: what the engine computes with. */
  bightMm: z.number().nullable(),
  defaultwaste: z.number(),
  noNeedleA: z.boolean(),
  noUnderA: z.boolean(),
  noTopCover: z.boolean(),
  hideBight: z.boolean(),
  consumption: z.number(),
  consumptionBasis: stitchConsumptionBasisSchema,
  lastChangedBy: z.string().nullable(),
  lastModificationTime: z.iso.datetime().nullable(),
});
export type StitchTypeInSettingDto = z.infer<typeof stitchTypeInSettingDtoSchema>;

export const stitchTypesInSettingSchema = z.object({
  /** The tenant's seam length unit: 0 Metric, 1 Imperial (how bight and consumption are given). */
  seamLengthUnit: z.union([z.literal(0), z.literal(1)]),
  items: z.array(stitchTypeInSettingDtoSchema),
});
export type StitchTypesInSetting = z.infer<typeof stitchTypesInSettingSchema>;

export const getStitchTypesOrderByMostFrequentlyUsed = defineContract({
  method: 'GET',
  path: '/api/getStitchTypesOrderByMostFrequentlyUsed',
  summary: 'The stitch types with their values in a setting, most used in styles first',
  tags,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  query: z.object({ customSetting: settingId.default(0) }),
  response: stitchTypesInSettingSchema,
});

export const calculateNeedlesLengthForAllStitchTypes = defineContract({
  method: 'GET',
  path: '/api/calculateNeedlesLengthForAllStitchTypes',
  summary: 'Every stitch type with its values in a setting and its consumption per 10 cm',
  tags,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  query: z.object({ customSettingId: settingId.default(0) }),
  response: stitchTypesInSettingSchema,
});

const stitchValue = z.number({ error: 'validation.invalid' }).nullish();

/**
 * New values of one stitch type in a setting (bight as shown: divided by 2.54 in Imperial).
 * The values are checked by the service, for the specification's messages
 * ("Please enter correct needle value" ...).
 */
export const updateStitchTypeBodySchema = z.object({
  settingId: wholeNumberSchema({ error: 'validation.required' }).min(0, {
    error: 'validation.invalid',
  }),
  code: textSchema({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' }),
  defaultcm0: stitchValue,
  defaultcm1: stitchValue,
  defaultcm2: stitchValue,
  defaultBight: stitchValue,
  defaultwaste: stitchValue,
});
export type UpdateStitchTypeBody = z.infer<typeof updateStitchTypeBodySchema>;

export const updateStitchType = defineContract({
  method: 'PUT',
  path: '/api/updateStitchType',
  summary: 'Change the values of one stitch type in a custom setting',
  tags,
  access: 'tenant',
  permission: Permissions.SettingsUpdate,
  status: 200,
  body: updateStitchTypeBodySchema,
  response: stitchTypeInSettingDtoSchema,
});

/** A custom setting as the service gives it. */
export type CustomSettingView = {
  id: number;
  name: string;
  tktTex: CustomSettingTktTex;
  allowancePercent: number;
  allowanceBands: readonly AllowanceBand[] | null;
  isCallersDefault: boolean;
  creationTime: Date | null;
  createdBy: string | null;
  lastModificationTime: Date | null;
  lastModifiedBy: string | null;
  concurrencyStamp: string | null;
};

/** Service view -> wire shape. */
export function toCustomSettingDto(setting: CustomSettingView): CustomSettingDto {
  return {
    id: setting.id,
    name: setting.name,
    tktTex: setting.tktTex,
    defaultAllowance: setting.allowancePercent,
    allowanceBands: setting.allowanceBands?.map((band) => ({ ...band })) ?? null,
    isDefaultSettingId: setting.isCallersDefault,
    creationTime: setting.creationTime?.toISOString() ?? null,
    createdBy: setting.createdBy,
    lastModificationTime: setting.lastModificationTime?.toISOString() ?? null,
    lastModifiedBy: setting.lastModifiedBy,
    concurrencyStamp: setting.concurrencyStamp,
  };
}

/** A stitch type in a setting as the service gives it, already in the tenant's display unit. */
export type StitchTypeInSettingView = {
  id: number;
  code: string;
  name: string;
  needle: number;
  under: number;
  top: number;
  /** mm in Metric, mm / 2.54 in Imperial. */
  bight: number | null;
  /** As stored, in mm. */
  bightMm: number | null;
  wastePercent: number;
  hasNeedle: boolean;
  hasUnder: boolean;
  hasTop: boolean;
  hideBight: boolean;
  /** Per 10 cm in cm (Metric), per 3.94 inch in inches (Imperial); per cycle for cycle stitches. */
  consumption: number;
  consumptionBasis: z.infer<typeof stitchConsumptionBasisSchema>;
  lastChangedBy: string | null;
  lastModificationTime: Date | null;
};

/** Service view -> wire shape with the specification's names. */
export function toStitchTypeInSettingDto(stitch: StitchTypeInSettingView): StitchTypeInSettingDto {
  return {
    id: stitch.id,
    code: stitch.code,
    name: stitch.name,
    defaultcm0: stitch.needle,
    defaultcm1: stitch.under,
    defaultcm2: stitch.top,
    defaultBight: stitch.bight,
    bightMm: stitch.bightMm,
    defaultwaste: stitch.wastePercent,
    noNeedleA: !stitch.hasNeedle,
    noUnderA: !stitch.hasUnder,
    noTopCover: !stitch.hasTop,
    hideBight: stitch.hideBight,
    consumption: stitch.consumption,
    consumptionBasis: stitch.consumptionBasis,
    lastChangedBy: stitch.lastChangedBy,
    lastModificationTime: stitch.lastModificationTime?.toISOString() ?? null,
  };
}

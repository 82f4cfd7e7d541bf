import { z } from 'zod';
import { colourGroupSchema, packageUnitSchema, type ColourGroupCode } from '@spool/domain';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import { textSchema } from './request-values.js';

/**
 * The system configuration of a tenant (platform-admin spec, sections 2, 3 and
 * 7): units, currency, Tkt or Tex, the default allowance, and the tenant
 * administrator's toggles and default colour.
 */

/** Seam length unit on the wire: 0 Metric, 1 Imperial. */
export const configurationSeamLengthUnitCodes = [0, 1] as const;
export const configurationSeamLengthUnitSchema = z.union([z.literal(0), z.literal(1)], {
  error: 'validation.invalid',
});
export type ConfigurationSeamLengthUnit = z.infer<typeof configurationSeamLengthUnitSchema>;

/** Package (cone) lengths are shown in metres or yards. */
export const configurationPackageUnits = ['m', 'yd'] as const;

/** How threads are labelled: by ticket number or by tex. */
export const configurationTktTexModes = ['Tkt', 'Tex'] as const;
export const configurationTktTexSchema = z.enum(configurationTktTexModes, {
  error: 'validation.invalid',
});
export type ConfigurationTktTex = z.infer<typeof configurationTktTexSchema>;

/**
 * The currencies a cost file may be priced in (ISO 4217): the usual trading
 * currencies and those of the main garment-making countries.
 */
export const configurationCurrencyCodes = [
  'USD',
  'EUR',
  'GBP',
  'CNY',
  'HKD',
  'JPY',
  'INR',
  'BDT',
  'PKR',
  'LKR',
  'NPR',
  'VND',
  'KHR',
  'MMK',
  'IDR',
  'THB',
  'MYR',
  'PHP',
  'TRY',
  'EGP',
  'MAD',
  'TND',
  'ETB',
  'KES',
  'ZAR',
  'BRL',
  'MXN',
  'COP',
  'PEN',
  'GTQ',
  'HNL',
  'CAD',
  'AUD',
] as const;
export const configurationCurrencySchema = z.enum(configurationCurrencyCodes, {
  error: 'validation.invalid',
});
export type ConfigurationCurrency = z.infer<typeof configurationCurrencySchema>;

/** The default allowance slider: 0 to 50 %, whole steps. */
export const configurationAllowanceMin = 0;
export const configurationAllowanceMax = 50;
export const configurationAllowanceSchema = z
  .number({ error: 'validation.wholeNumber' })
  .int({ error: 'validation.wholeNumber' })
  .min(configurationAllowanceMin, { error: 'validation.min' })
  .max(configurationAllowanceMax, { error: 'validation.max' });

/** One choice of a dropdown: the value sent back and its English display text. */
const optionSchema = <V extends z.ZodType>(value: V) =>
  z.object({ value, displayText: z.string() });

/** A dropdown: all its options and the tenant's current choice. */
const dropdownSchema = <V extends z.ZodType>(value: V) =>
  z.object({ options: z.array(optionSchema(value)), defaultItem: optionSchema(value) });

export const systemConfigurationSchema = z.object({
  seamLengthUnit: dropdownSchema(configurationSeamLengthUnitSchema),
  packageUnit: dropdownSchema(packageUnitSchema),
  currencyUnit: dropdownSchema(configurationCurrencySchema),
  tktTex: dropdownSchema(configurationTktTexSchema),
  defaultAllowance: z.number().int(),
  lastUpdatedTime: z.iso.datetime(),
  /** The cost file's name, when one was uploaded. */
  costFileName: z.string().nullable(),
  /** Whether custom settings can be added and edited (tenant administrator's toggle). */
  customSettingToggleValue: z.boolean(),
  /** The default colour group (C, B, N, U or W), or null when none is set. */
  defaultColorValue: colourGroupSchema.nullable(),
  /** Whether shade configuration is on (tenant administrator's toggle). */
  toggleButtonValue: z.boolean(),
});
export type SystemConfigurationDto = z.infer<typeof systemConfigurationSchema>;

export const getSystemConfiguration = defineContract({
  method: 'GET',
  path: '/api/systemConfiguration',
  summary: "The tenant's system configuration, with every option of its dropdowns",
  tags: ['Settings'],
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  response: systemConfigurationSchema,
});

/** A toggle sent as `true`/`false` or as the text `'true'`/`'false'` (as the specification's payload has it). */
const toggleSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'validation.invalid' })
  .transform((value) => value === true || value === 'true');

/** The units form of the configuration screen. */
export const systemConfigurationUnitsSchema = z.object({
  seamLengthUnit: configurationSeamLengthUnitSchema,
  packageUnit: packageUnitSchema,
  currencyUnit: configurationCurrencySchema,
  tktTexUnit: configurationTktTexSchema,
  defaultAllowance: configurationAllowanceSchema,
});
export type SystemConfigurationUnits = z.infer<typeof systemConfigurationUnitsSchema>;

/** The three forms an update may carry, by their fields. */
const updateForms = {
  units: ['seamLengthUnit', 'packageUnit', 'currencyUnit', 'tktTexUnit', 'defaultAllowance'],
  shadeConfiguration: ['defaultColorValue', 'toggleButtonValue'],
  customSettingToggle: ['customSettingToggleValue'],
} as const;

/** What an update carries, once validated: one of the three forms. */
export type SystemConfigurationUpdate =
  | ({ form: 'units' } & SystemConfigurationUnits)
  | {
      form: 'shadeConfiguration';
      defaultColorValue: ColourGroupCode | null;
      toggleButtonValue: boolean;
    }
  | { form: 'customSettingToggle'; customSettingToggleValue: boolean };

/**
 * One of the three forms: the units (all five fields), the shade configuration
 * with the default colour (text `true`/`false` or a boolean), or the custom
 * setting toggle alone. Every field is checked on its own (and named when
 * wrong); then exactly one form must be complete.
 */
export const updateSystemConfigurationBodySchema = z
  .strictObject({
    ...systemConfigurationUnitsSchema.partial().shape,
    defaultColorValue: colourGroupSchema.nullable().optional(),
    toggleButtonValue: toggleSchema.optional(),
    customSettingToggleValue: toggleSchema.optional(),
  })
  .superRefine((body, context) => {
    const sent = (Object.keys(updateForms) as (keyof typeof updateForms)[]).filter((form) =>
      updateForms[form].some((field) => field in body),
    );
    const [form] = sent;
    if (form === undefined || sent.length > 1) {
      context.addIssue({ code: 'custom', message: 'validation.invalid', path: [] });
      return;
    }
    for (const field of updateForms[form]) {
      if (!(field in body)) {
        context.addIssue({ code: 'custom', message: 'validation.required', path: [field] });
      }
    }
  })
  .transform((body): SystemConfigurationUpdate => {
    if (body.seamLengthUnit !== undefined) {
      return {
        form: 'units',
        seamLengthUnit: body.seamLengthUnit,
        packageUnit: body.packageUnit ?? 'm',
        currencyUnit: body.currencyUnit ?? 'USD',
        tktTexUnit: body.tktTexUnit ?? 'Tkt',
        defaultAllowance: body.defaultAllowance ?? 0,
      };
    }
    if (body.toggleButtonValue !== undefined) {
      return {
        form: 'shadeConfiguration',
        defaultColorValue: body.defaultColorValue ?? null,
        toggleButtonValue: body.toggleButtonValue,
      };
    }
    return {
      form: 'customSettingToggle',
      customSettingToggleValue: body.customSettingToggleValue ?? false,
    };
  });
export type UpdateSystemConfigurationBody = z.input<typeof updateSystemConfigurationBodySchema>;

/**
 * Saves one of the three forms; answers the whole configuration as saved. The
 * shade configuration and the custom setting toggle also need account type 101.
 */
export const updateSystemConfiguration = defineContract({
  method: 'POST',
  path: '/api/updateSystemConfiguration',
  summary: "Save the tenant's units, or a tenant administrator's toggle",
  tags: ['Settings'],
  access: 'tenant',
  permission: Permissions.SettingsUpdate,
  status: 200,
  body: updateSystemConfigurationBodySchema,
  response: systemConfigurationSchema,
});

/** The admin settings a style starts with. */
export const adminSettingFields = ['TktTex', 'SeamLengthUnit', 'DefaultAllowance'] as const;

export const userAdminSettingsSchema = z.object({
  items: z.array(z.object({ field: z.enum(adminSettingFields), value: z.string() })),
});
export type UserAdminSettingsDto = z.infer<typeof userAdminSettingsSchema>;

export const getUserAdminSettings = defineContract({
  method: 'GET',
  path: '/api/userAdminSetting',
  summary: 'Ticket/tex mode, seam length unit and default allowance, as field and value',
  tags: ['Settings'],
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  response: userAdminSettingsSchema,
});

/**
 * An admin setting's value as the list shows it: TktTex "Tkt" or "Tex", SeamLengthUnit "0"
 * (Metric) or "1" (Imperial), DefaultAllowance a whole number from 0 to 50.
 */
const adminSettingValueSchemas = {
  TktTex: configurationTktTexSchema,
  SeamLengthUnit: z
    .enum(['0', '1'], { error: 'validation.invalid' })
    .transform((text): ConfigurationSeamLengthUnit => (text === '1' ? 1 : 0)),
  DefaultAllowance: z
    .string()
    .regex(/^\d{1,3}$/, { error: 'validation.wholeNumber' })
    .transform(Number)
    .pipe(configurationAllowanceSchema),
} as const;

export type AdminSettingField = (typeof adminSettingFields)[number];

/** One admin setting, validated: its field and its value as stored. */
export type AdminSettingChange =
  | { field: 'TktTex'; value: ConfigurationTktTex }
  | { field: 'SeamLengthUnit'; value: ConfigurationSeamLengthUnit }
  | { field: 'DefaultAllowance'; value: number };

/** A field and its value as text, checked as the field requires ("value" names what is wrong). */
export const adminSettingBodySchema = z
  .strictObject({
    field: z.enum(adminSettingFields, { error: 'validation.invalid' }),
    value: textSchema({ error: 'validation.required' }).max(16, { error: 'validation.invalid' }),
  })
  .transform((body, context): AdminSettingChange => {
    const parsed = adminSettingValueSchemas[body.field].safeParse(body.value.trim());
    if (!parsed.success) {
      // The field's own issue (with its bounds for the message), on "value".
      for (const issue of parsed.error.issues) context.addIssue({ ...issue, path: ['value'] });
      return z.NEVER;
    }
    return { field: body.field, value: parsed.data } as AdminSettingChange;
  });

const adminSettingParams = z.object({
  field: z.enum(adminSettingFields, { error: 'validation.invalid' }),
});

/** Sets one admin setting (the specification's create; each field exists once per tenant). */
export const createUserAdminSetting = defineContract({
  method: 'POST',
  path: '/api/userAdminSetting',
  summary: 'Set one admin setting (TktTex, SeamLengthUnit or DefaultAllowance) by field and value',
  tags: ['Settings'],
  access: 'tenant',
  permission: Permissions.SettingsUpdate,
  status: 200,
  body: adminSettingBodySchema,
  response: userAdminSettingsSchema,
});

/** Changes one admin setting, named by its field in the path; answers all three. */
export const updateUserAdminSetting = defineContract({
  method: 'PUT',
  path: '/api/userAdminSetting/:field',
  summary: 'Change one admin setting, named by its field',
  tags: ['Settings'],
  access: 'tenant',
  permission: Permissions.SettingsUpdate,
  status: 200,
  params: adminSettingParams,
  body: z.strictObject({
    value: textSchema({ error: 'validation.required' }).max(16, { error: 'validation.invalid' }),
  }),
  response: userAdminSettingsSchema,
});

/** Puts one admin setting back to what a new tenant starts with (Tkt, Metric, 10 %). */
export const deleteUserAdminSetting = defineContract({
  method: 'DELETE',
  path: '/api/userAdminSetting/:field',
  summary: 'Put one admin setting back to its default',
  tags: ['Settings'],
  access: 'tenant',
  permission: Permissions.SettingsUpdate,
  status: 200,
  params: adminSettingParams,
  response: userAdminSettingsSchema,
});

import { z } from 'zod';
import { defineContract } from './contract.js';
import { stitchTypeInSettingDtoSchema } from './custom-settings.contract.js';
import { Permissions } from './permissions.js';
import {
  idParamsSchema,
  textSchema,
  wholeNumberParamSchema,
  wholeNumberSchema,
} from './request-values.js';

/**
 * Measured calibration of a custom setting's stitch type (CONSUMPTION.md section
 * 7): the unravel samples kept for it, with who entered them and when; the needle, under and
 * top values that best fit them through the engine's geometry, with each sample's error
 * before and after; and applying those values. Figures travel in stored units: seam length
 * cm, rate stitches per 3 cm, thickness and bight mm, thread cm (the browser converts for an
 * Imperial tenant). Reads need `Spool.Catalogue`, as the stitch list does; changes need
 * `Spool.Settings.Update`, are refused for the built-in Default (422
 * `Spool.Settings:DefaultSettingNotEditable`) and while custom settings are turned off (422
 * `Spool.Settings:CustomSettingsDisabled`).
 */
const tags = ['Custom settings'] as const;

const groupSchema = z.enum(['needle', 'under', 'top']);
const groupValuesSchema = z.object({ needle: z.number(), under: z.number(), top: z.number() });
const measure = z.number({ error: 'validation.invalid' }).nullish();
/** 0 is the built-in Default: accepted here, refused by the service with its own message. */
const settingIdSchema = wholeNumberSchema({ error: 'validation.required' }).min(0, {
  error: 'validation.invalid',
});
const stitchCode = textSchema({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(8, { error: 'validation.maxLength' });

/** One unravel sample with how well the current values and the proposal predict it. */
export const calibrationSampleDtoSchema = z.object({
  id: z.number().int(),
  seamLengthCm: z.number().nullable(),
  cycles: z.number().int().nullable(),
  ratePer3Cm: z.number().nullable(),
  seamThicknessMm: z.number().nullable(),
  bightMm: z.number().nullable(),
  needleCm: z.number().nullable(),
  underCm: z.number().nullable(),
  topCm: z.number().nullable(),
  /** The user name of who entered it. */
  createdBy: z.string().nullable(),
  creationTime: z.iso.datetime(),
  /** Thread the current values and the proposal predict, cm per group. */
  predictedBeforeCm: groupValuesSchema,
  predictedAfterCm: groupValuesSchema,
  /** (predicted - measured) / measured per group, and for the sample's groups together. */
  errorBefore: groupValuesSchema,
  errorAfter: groupValuesSchema,
  totalErrorBefore: z.number(),
  totalErrorAfter: z.number(),
});
export type CalibrationSampleDto = z.infer<typeof calibrationSampleDtoSchema>;

/** The calibration of one stitch type in one setting. */
export const stitchCalibrationDtoSchema = z.object({
  settingId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** The groups of component lines the stitch has: the thread measured per group. */
  groups: z.array(groupSchema),
  /** A cycle stitch's samples count cycles instead of a seam length. */
  isCycle: z.boolean(),
  /** Which of rate, thickness and bight a sample gives (those the operation dialog asks). */
  asks: z.object({ rate: z.boolean(), seamThickness: z.boolean(), bight: z.boolean() }),
  /** The reference condition: what the setting's values hold at (rate per 3 cm, mm, mm). */
  reference: z.object({
    ratePer3Cm: z.number(),
    seamThicknessMm: z.number(),
    bightMm: z.number().nullable(),
  }),
  /** The setting's values now, cm per 10 cm (per cycle for cycle stitches). */
  current: groupValuesSchema,
  samples: z.array(calibrationSampleDtoSchema),
  /** Null while there is no sample. */
  proposal: z
    .object({
      /** Whole numbers, as the setting holds them. */
      proposed: groupValuesSchema,
      /** The least-squares values before rounding. */
      bestFit: groupValuesSchema,
      /** Root mean square of the groups' relative errors over the samples. */
      fitErrorBefore: z.number(),
      fitErrorAfter: z.number(),
      /** Whether applying would change the setting. */
      changes: z.boolean(),
    })
    .nullable(),
  /** Whether the caller's tenant may change this setting now (not the Default, not turned off). */
  editable: z.boolean(),
  maxSamples: z.number().int(),
});
export type StitchCalibrationDto = z.infer<typeof stitchCalibrationDtoSchema>;

export const stitchCalibrationQuerySchema = z.object({
  settingId: wholeNumberParamSchema().min(0, { error: 'validation.invalid' }),
  code: stitchCode,
});

export const getStitchCalibration = defineContract({
  method: 'GET',
  path: '/api/stitchCalibration',
  summary: "The unravel samples of a setting's stitch type and the values that best fit them",
  tags,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  query: stitchCalibrationQuerySchema,
  response: stitchCalibrationDtoSchema,
});

/**
 * A new unravel sample. Which figures are required depends on the stitch (checked by the
 * service with the domain's rules, for messages that name the field).
 */
export const addCalibrationSampleBodySchema = z.object({
  settingId: settingIdSchema,
  code: stitchCode,
  seamLengthCm: measure,
  cycles: measure,
  ratePer3Cm: measure,
  seamThicknessMm: measure,
  bightMm: measure,
  needleCm: measure,
  underCm: measure,
  topCm: measure,
});
export type AddCalibrationSampleBody = z.infer<typeof addCalibrationSampleBodySchema>;

export const addCalibrationSample = defineContract({
  method: 'POST',
  path: '/api/stitchCalibration/samples',
  summary: "Keep an unravel sample of a setting's stitch type",
  tags,
  access: 'tenant',
  permission: Permissions.SettingsUpdate,
  status: 201,
  body: addCalibrationSampleBodySchema,
  response: stitchCalibrationDtoSchema,
});

export const deleteCalibrationSample = defineContract({
  method: 'DELETE',
  path: '/api/stitchCalibration/samples/:id',
  summary: 'Remove an unravel sample',
  tags,
  access: 'tenant',
  permission: Permissions.SettingsUpdate,
  status: 200,
  params: idParamsSchema,
  response: stitchCalibrationDtoSchema,
});

const wholeValue = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.wholeNumber' })
  .min(0, { error: 'validation.min' })
  .max(2_147_483_647, { error: 'validation.max' });

/**
 * Applies the proposal the caller saw: the server computes it again from the stored samples
 * and answers 409 when it differs (a sample was added or removed meanwhile).
 */
export const applyCalibrationBodySchema = z.object({
  settingId: settingIdSchema,
  code: stitchCode,
  needle: wholeValue,
  under: wholeValue,
  top: wholeValue,
});
export type ApplyCalibrationBody = z.infer<typeof applyCalibrationBodySchema>;

export const applyCalibrationResultSchema = z.object({
  /** False when the proposal equals the setting's values: nothing was written or flagged. */
  applied: z.boolean(),
  stitch: stitchTypeInSettingDtoSchema,
  calibration: stitchCalibrationDtoSchema,
});
export type ApplyCalibrationResult = z.infer<typeof applyCalibrationResultSchema>;

export const applyCalibration = defineContract({
  method: 'POST',
  path: '/api/stitchCalibration/apply',
  summary: "Write the fitted values into the setting's stitch type",
  tags,
  access: 'tenant',
  permission: Permissions.SettingsUpdate,
  status: 200,
  body: applyCalibrationBodySchema,
  response: applyCalibrationResultSchema,
});

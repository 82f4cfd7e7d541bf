import { maxMeasuredCm, sampleBases } from '@spool/domain';
import { z } from 'zod';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import { idParamsSchema, idSchema, textSchema } from './request-values.js';
import { stitchCalibrationDtoSchema } from './stitch-calibration.contract.js';
import { stageNoteMaxLength } from './style-stages.contract.js';
import { styleStages } from './styles.contract.js';

/**
 * A style's sample, the evidence of its Sample-checked stage: the thread a sample garment
 * really used, per line of each operation (unpicked) or per thread (cones weighed), against
 * the estimate. Lengths travel in stored units, cm per garment (the browser converts to the
 * tenant's thread unit). Saving a sample makes an Estimate Sample-checked, removing it makes it
 * an Estimate again; an approved style's sample is frozen with it (409). Reads need
 * `Spool.Styles`, changes `Spool.Styles.Update`, fitting the custom setting from it
 * `Spool.Settings.Update`.
 */
const tags = ['Style samples'];

const estimateRow = {
  key: z.string(),
  /** The estimate: before waste for an unpicked line, with waste for a weighed thread, cm. */
  estimatedCm: z.number(),
  /** What the stored sample measured; null where it measured nothing. */
  measuredCm: z.number().nullable(),
};

export const styleSampleDtoSchema = z.object({
  styleId: z.number().int(),
  stage: z.enum(styleStages),
  /** Null while the style has no sample. */
  basis: z.enum(sampleBases).nullable(),
  note: z.string().nullable(),
  enteredBy: z.string().nullable(),
  enteredAt: z.iso.datetime().nullable(),
  /** The sample's stamp; null while there is none. */
  concurrencyStamp: z.string().nullable(),
  /** The style's stamp after the change (its stage is on the style). */
  styleConcurrencyStamp: z.string(),
  operationRows: z.array(
    z.object({
      ...estimateRow,
      operationId: z.number().int(),
      description: z.string(),
      stitchTypeCode: z.string(),
      line: z.string(),
      group: z.enum(['needle', 'under', 'top']),
      needleName: z.string(),
    }),
  ),
  threadRows: z.array(
    z.object({
      ...estimateRow,
      brandId: z.number().int().nullable(),
      ticketTexId: z.number().int().nullable(),
      shade: z.string().nullable(),
      /** "Astra · Tkt 120 · Navy". */
      thread: z.string(),
    }),
  ),
  /** Operations left out of both lists until they are complete. */
  incompleteOperations: z.number().int(),
  /** The garment: the measured rows' estimate against what they measured; null with no sample. */
  garment: z
    .object({
      estimatedCm: z.number(),
      measuredCm: z.number(),
      differenceCm: z.number(),
      differencePercent: z.number().nullable(),
      measuredRows: z.number().int(),
      rows: z.number().int(),
    })
    .nullable(),
  /** The style's custom setting, which an unpicked sample can calibrate. */
  setting: z.object({
    id: z.number().int(),
    name: z.string(),
    /** False for the built-in Default and while custom settings are turned off. */
    calibratable: z.boolean(),
  }),
});
export type StyleSampleDto = z.infer<typeof styleSampleDtoSchema>;

export const getStyleSample = defineContract({
  method: 'GET',
  path: '/api/style/:id/sample',
  summary:
    "A style's sample results against its estimate, per operation line and per thread, in cm per garment",
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  params: idParamsSchema,
  response: styleSampleDtoSchema,
});

const note = textSchema()
  .trim()
  .max(stageNoteMaxLength, { error: 'validation.maxLength' })
  .nullish()
  .transform((value) => (value ? value : null));

const measuredCm = z
  .number({ error: 'validation.required' })
  .min(0, { error: 'validation.min' })
  .max(maxMeasuredCm, { error: 'validation.max' });

/** What the form sends; the service checks it again with the domain's rules (repeats). */
const operationResult = z.object({
  operationId: idSchema(),
  line: textSchema({ error: 'validation.required' }).trim().min(1).max(16),
  measuredCm,
});
const threadResult = z.object({
  brandId: idSchema().nullable(),
  ticketTexId: idSchema().nullable(),
  shade: textSchema().trim().max(100).nullable(),
  measuredCm,
});

export const saveStyleSampleBodySchema = z.discriminatedUnion(
  'basis',
  [
    z.object({
      basis: z.literal('operation'),
      results: z.array(operationResult),
      note,
      /** The sample's stamp; null to enter the first one. */
      concurrencyStamp: z.uuid().nullable(),
    }),
    z.object({
      basis: z.literal('thread'),
      results: z.array(threadResult),
      note,
      concurrencyStamp: z.uuid().nullable(),
    }),
  ],
  { error: 'validation.invalid' },
);
export type SaveStyleSampleBody = z.infer<typeof saveStyleSampleBodySchema>;

export const saveStyleSample = defineContract({
  method: 'PUT',
  path: '/api/style/:id/sample',
  summary:
    'Enter or correct the sample results (the style becomes Sample-checked); 409 when the stamp is stale or the style approved',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  params: idParamsSchema,
  body: saveStyleSampleBodySchema,
  response: styleSampleDtoSchema,
});

export const deleteStyleSample = defineContract({
  method: 'DELETE',
  path: '/api/style/:id/sample',
  summary: 'Remove the sample results (the style is an Estimate again)',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  params: idParamsSchema,
  query: z.object({ concurrencyStamp: z.uuid() }),
  response: styleSampleDtoSchema,
});

export const calibrateFromSampleResultSchema = z.object({
  /** Unravel samples kept from this style's sample, and those already kept before. */
  added: z.number().int(),
  alreadyKept: z.number().int(),
  calibration: stitchCalibrationDtoSchema,
});
export type CalibrateFromSampleResult = z.infer<typeof calibrateFromSampleResultSchema>;

export const calibrateFromStyleSample = defineContract({
  method: 'POST',
  path: '/api/style/:id/sample/calibration',
  summary:
    "Keep the unpicked operations of one stitch as unravel samples of the style's custom setting, and give the calibration's proposal",
  tags,
  access: 'tenant',
  permission: Permissions.SettingsUpdate,
  status: 200,
  params: idParamsSchema,
  body: z.object({
    code: textSchema({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(8, { error: 'validation.maxLength' }),
  }),
  response: calibrateFromSampleResultSchema,
});

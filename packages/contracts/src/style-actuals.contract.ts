import { z } from 'zod';
import { actualLineSchema, allowanceBandSchema } from '@spool/domain';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import { idParamsSchema, textSchema, wholeNumberParamSchema } from './request-values.js';

/**
 * What production really used for a style's approved version, and how accurate the estimates
 * were over the orders of the last 12 months. Lengths are in metres (`…M`); the answers name
 * the tenant's thread unit for display.
 */
const tags = ['Actual use'];

/** Longest note of a record of actual use, as stored. */
export const actualsNoteMaxLength = 500;

/** Most threads one order's record holds: an approved version has far fewer. */
export const maxActualLines = 200;

const threadLengthUnitSchema = z.enum(['m', 'yd']);

/** A thread of an approved version, with what the version approved for the order. */
export const approvedThreadSchema = z.object({
  key: z.string(),
  brand: z.string(),
  /** The ticket or the tex, as the version's setting labels threads. */
  ticketTex: z.number(),
  tex: z.number(),
  shade: z.string().nullable(),
  packageLength: z.number(),
  packageUnit: z.enum(['m', 'yd']),
  packageM: z.number(),
  requirementM: z.number(),
  requirementBeforeAllowanceM: z.number(),
});
export type ApprovedThreadDto = z.infer<typeof approvedThreadSchema>;

const differenceSchema = z.object({
  requirementM: z.number(),
  requirementBeforeAllowanceM: z.number(),
  actualM: z.number(),
  differenceM: z.number(),
  differencePercent: z.number().nullable(),
  neededAllowancePercent: z.number().nullable(),
});

export const actualComparisonSchema = z.object({
  garments: z.number().int(),
  allowancePercent: z.number(),
  threads: z.array(differenceSchema.extend({ key: z.string() })),
  order: differenceSchema,
  families: z.array(
    z.object({
      stitchClass: z.number().int(),
      requirementBeforeAllowanceM: z.number(),
      actualM: z.number(),
    }),
  ),
});
export type ActualComparisonDto = z.infer<typeof actualComparisonSchema>;

/** One version's record: its threads, what was recorded, and the comparison when saved. */
export const versionActualsSchema = z.object({
  version: z.number().int(),
  threads: z.array(approvedThreadSchema),
  lines: z.array(actualLineSchema),
  comparison: actualComparisonSchema,
  note: z.string().nullable(),
  recordedBy: z.string().nullable(),
  recordedAt: z.iso.datetime(),
  concurrencyStamp: z.string(),
});
export type VersionActualsDto = z.infer<typeof versionActualsSchema>;

export const styleActualsSchema = z.object({
  styleId: z.number().int(),
  threadLengthUnit: threadLengthUnitSchema,
  /**
   * The approved version the style stands at, with its threads, to record against; null
   * while the style is not approved.
   */
  current: z
    .object({
      version: z.number().int(),
      garments: z.number().int(),
      allowancePercent: z.number(),
      threads: z.array(approvedThreadSchema),
    })
    .nullable(),
  /** Every approved version with actuals, oldest first. */
  versions: z.array(versionActualsSchema),
});
export type StyleActualsDto = z.infer<typeof styleActualsSchema>;

export const getStyleActuals = defineContract({
  method: 'GET',
  path: '/api/style/:id/actuals',
  summary: 'The actual use recorded for each approved version of a style, with the comparison',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  params: idParamsSchema,
  response: styleActualsSchema,
});

export const saveStyleActualsBodySchema = z.object({
  lines: z
    .array(actualLineSchema, { error: 'validation.invalid' })
    .min(1, { error: 'validation.required' })
    .max(maxActualLines, { error: 'validation.max' }),
  note: textSchema()
    .trim()
    .max(actualsNoteMaxLength, { error: 'validation.maxLength' })
    .nullish()
    .transform((note) => (note ? note : null)),
  /** The record's stamp; null for the first record of the version. */
  concurrencyStamp: z.uuid({ error: 'validation.invalid' }).nullable(),
});
export type SaveStyleActualsBody = z.input<typeof saveStyleActualsBodySchema>;

export const saveStyleActuals = defineContract({
  method: 'PUT',
  path: '/api/style/:id/actuals',
  summary:
    'Record what production used for the approved version the style stands at: one line per thread; 409 when the style is not approved or the stamp is stale',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  params: idParamsSchema,
  body: saveStyleActualsBodySchema,
  response: versionActualsSchema,
});

const statisticSchema = z.object({
  orders: z.number().int(),
  meanPercent: z.number(),
  spreadPercent: z.number().nullable(),
});

const proposalSchema = z.object({
  /** Null without orders to propose from. */
  percent: z.number().nullable(),
  orders: z.number().int(),
  covered: z.number().int(),
});

export const estimateAccuracySchema = z.object({
  threadLengthUnit: threadLengthUnitSchema,
  /** The share of orders a proposal covers (0.9). */
  coveredShare: z.number(),
  orders: z.array(
    z.object({
      styleId: z.number().int(),
      styleName: z.string(),
      customer: z.string(),
      version: z.number().int(),
      garments: z.number().int(),
      recordedAt: z.iso.datetime(),
      allowancePercent: z.number(),
      requirementM: z.number(),
      actualM: z.number(),
      differenceM: z.number(),
      differencePercent: z.number().nullable(),
      neededAllowancePercent: z.number().nullable(),
    }),
  ),
  families: z.array(statisticSchema.extend({ stitchClass: z.number().int() })),
  customers: z.array(statisticSchema.extend({ customer: z.string() })),
  /** One allowance for every order. */
  proposal: proposalSchema,
  /** Per band of the chosen custom setting; null without one, or for a flat setting. */
  bands: z
    .object({
      customSettingId: z.number().int(),
      items: z.array(
        allowanceBandSchema.extend({ currentPercent: z.number(), proposal: proposalSchema }),
      ),
    })
    .nullable(),
});
export type EstimateAccuracyDto = z.infer<typeof estimateAccuracySchema>;

export const getEstimateAccuracy = defineContract({
  method: 'GET',
  path: '/api/estimateAccuracy',
  summary:
    'Orders with actual use over the last 12 months, the accuracy per stitch family and customer, and the allowance that would have covered 90 % of them',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  query: z.object({
    /** A custom setting with bands gets a proposal per band. */
    customSettingId: wholeNumberParamSchema().min(0, { error: 'validation.invalid' }).optional(),
  }),
  response: estimateAccuracySchema,
});

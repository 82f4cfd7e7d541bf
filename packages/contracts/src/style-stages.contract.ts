import { z } from 'zod';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import { idParamsSchema, textSchema } from './request-values.js';
import { styleStages } from './styles.contract.js';

/**
 * A style's stages: approving freezes a version of everything its figures are computed from;
 * reopening, with a reason, starts the next version. Both need `Spool.Styles.Approve`.
 */
const tags = ['Style stages'];

/** Longest approval note or reopening reason, as stored. */
export const stageNoteMaxLength = 500;

export const styleStageSchema = z.object({
  styleId: z.number().int(),
  stage: z.enum(styleStages),
  version: z.number().int(),
  concurrencyStamp: z.string(),
});
export type StyleStageDto = z.infer<typeof styleStageSchema>;

export const approveStyle = defineContract({
  method: 'POST',
  path: '/api/style/:id/approve',
  summary:
    'Approve a style: its figures are frozen as a version; 409 when already approved or the stamp is stale, 422 while an operation is incomplete',
  tags,
  access: 'tenant',
  permission: Permissions.StylesApprove,
  status: 200,
  params: idParamsSchema,
  body: z.object({
    note: textSchema()
      .trim()
      .max(stageNoteMaxLength, { error: 'validation.maxLength' })
      .nullish()
      .transform((note) => (note ? note : null)),
    concurrencyStamp: z.uuid(),
  }),
  response: styleStageSchema,
});

export const reopenStyle = defineContract({
  method: 'POST',
  path: '/api/style/:id/reopen',
  summary:
    'Reopen an approved style with a reason: the next version can be edited, the approved one stays readable',
  tags,
  access: 'tenant',
  permission: Permissions.StylesApprove,
  status: 200,
  params: idParamsSchema,
  body: z.object({
    reason: textSchema({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(stageNoteMaxLength, { error: 'validation.maxLength' }),
    concurrencyStamp: z.uuid(),
  }),
  response: styleStageSchema,
});

export const styleVersionSchema = z.object({
  version: z.number().int(),
  approvedAt: z.iso.datetime(),
  approvedBy: z.string().nullable(),
  note: z.string().nullable(),
  reopenedAt: z.iso.datetime().nullable(),
  reopenedBy: z.string().nullable(),
  reopenReason: z.string().nullable(),
  /** Per garment and for the order with its allowance, in `threadLengthUnit`. */
  singleGarmentConsumption: z.number(),
  orderThread: z.number(),
  threadLengthUnit: z.enum(['m', 'yd']),
});
export type StyleVersionDto = z.infer<typeof styleVersionSchema>;

export const getStyleVersions = defineContract({
  method: 'GET',
  path: '/api/style/:id/versions',
  summary: 'The approved versions of a style, oldest first, with their figures',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  params: idParamsSchema,
  response: z.object({ items: z.array(styleVersionSchema) }),
});

import { z } from 'zod';
import {
  operationDescriptionMaxLength,
  operationFormMessages,
  type OperationFormInput,
} from '@spool/domain';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import {
  idListParamSchema,
  idParamSchema,
  idSchema,
  textSchema,
  wholeNumberParamSchema,
  wholeNumberSchema,
} from './request-values.js';

/**
 * Operations of a style (core-domain spec, sections 3, 4, 5 and 7), with the specification's
 * paths and field names (`seamThikness` is spelt as the payload spells it). Lengths travel in
 * the unit named by `seamLengthUnit`: 0 metric (seam length cm, bight mm, rate stitches per
 * 3 cm), 1 imperial (inch, inch, stitches per inch); they are stored metric.
 */
const tags = ['Operations'];

const id = idParamSchema();
/** 0 metric, 1 imperial (the wire code; the server converts). */
const unitCode = z.union([z.literal(0), z.literal(1)], { error: 'validation.invalid' });
/** `Tkt` or `Tex`: which figure of a ticket/tex entry the reads name it by. */
export const tktTexValueSchema = z.enum(['Tkt', 'Tex']).default('Tkt');
export type TktTexValue = z.infer<typeof tktTexValueSchema>;

/** A list of ids in a query: repeated (`?ids=1&ids=2`) or comma-separated (`?ids=1,2`). */
const idList = idListParamSchema();

/** A component line as the dialog sends it (spec section 3: the save payload's names). */
export const componentLineWriteSchema = z.object({
  needleName: textSchema({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.maxLength' }),
  brandId: idSchema().nullish(),
  ticketTexId: idSchema().nullish(),
  /** Trimmed; empty is none. */
  shade: textSchema()
    .trim()
    .max(50, { error: 'validation.maxLength' })
    .nullish()
    .transform((value) => (value ? value : null)),
  packageSizeId: idSchema().nullish(),
});
export type ComponentLineWrite = z.input<typeof componentLineWriteSchema>;

/** A component line as read: ids and the names they stand for. */
export const componentLineSchema = z.object({
  position: z.number().int(),
  needleName: z.string(),
  brandId: z.number().int().nullable(),
  brand: z.string().nullable(),
  ticketTexId: z.number().int().nullable(),
  /** The ticket or the tex figure, as `tktTexValue` asked. */
  ticketTex: z.string().nullable(),
  shade: z.string().nullable(),
  packageSizeId: z.number().int().nullable(),
  /** The package size in metres. */
  packageSize: z.number().nullable(),
});
export type ComponentLineDto = z.infer<typeof componentLineSchema>;

/**
 * An operation as the dialog sends it. Inputs the stitch code hides may be null. The server
 * checks everything of section 5 itself and answers 400 with the field messages.
 */
export const operationWriteSchema = z.object({
  styleId: idSchema(),
  group: wholeNumberSchema({ error: 'validation.required' }).min(1, { error: 'validation.min' }),
  isOnTeam: z.boolean().default(false),
  description: textSchema({ error: operationFormMessages.descriptionRequired }).max(
    operationDescriptionMaxLength * 2,
    { error: 'validation.maxLength' },
  ),
  stitchTypeCode: textSchema({ error: operationFormMessages.stitchTypeRequired })
    .trim()
    .max(8, { error: 'validation.unknownStitchType' }),
  seamLength: z.number().nullish(),
  quantity: z.number().nullish(),
  bight: z.number().nullish(),
  rate: z.number().nullish(),
  machines: z.number().nullish(),
  seamThikness: z.number().nullish(),
  seamLengthUnit: unitCode.default(0),
  styleOperations: z.array(componentLineWriteSchema).max(4),
});
export type OperationWrite = z.input<typeof operationWriteSchema>;

/** The domain's form values of an operation as sent (wire spellings to the domain's names). */
export function toOperationFormInput(
  operation: z.output<typeof operationWriteSchema>,
): OperationFormInput {
  return {
    group: operation.group,
    isOnTeam: operation.isOnTeam,
    description: operation.description,
    stitchTypeCode: operation.stitchTypeCode,
    seamLength: operation.seamLength,
    rate: operation.rate,
    bight: operation.bight,
    quantity: operation.quantity,
    machines: operation.machines,
    seamThickness: operation.seamThikness,
    lines: operation.styleOperations.map((line) => ({ ...line })),
  };
}

/** A path of the domain's operation form as the wire names it (`seamThikness`, `styleOperations`). */
export function operationFormPathToWire(path: readonly (string | number)[]): (string | number)[] {
  const wire: Record<string, string> = { seamThickness: 'seamThikness', lines: 'styleOperations' };
  return path.map((part, index) =>
    index === 0 && typeof part === 'string' ? (wire[part] ?? part) : part,
  );
}

export const operationSchema = z.object({
  id: z.number().int(),
  styleId: z.number().int(),
  group: z.number().int(),
  isOnTeam: z.boolean(),
  description: z.string(),
  stitchTypeCode: z.string(),
  stitchTypeName: z.string(),
  /** In the unit of `seamLengthUnit`; null when the stitch code hides the input. */
  seamLength: z.number().nullable(),
  quantity: z.number().nullable(),
  bight: z.number().nullable(),
  rate: z.number().nullable(),
  machines: z.number().int(),
  seamThikness: z.number().nullable(),
  seamLengthUnit: unitCode,
  isCompleteOperation: z.boolean(),
  styleOperations: z.array(componentLineSchema),
  creationTime: z.iso.datetime(),
  concurrencyStamp: z.string(),
});
export type OperationDto = z.infer<typeof operationSchema>;

const unitQuery = {
  seamLengthUnit: wholeNumberParamSchema().pipe(unitCode).default(0),
  tktTexValue: tktTexValueSchema,
};

export const getOperations = defineContract({
  method: 'GET',
  path: '/api/getOperations',
  summary: "A style's operations, by group then creation, in the unit asked",
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  query: z.object({ styleId: id, ...unitQuery }),
  response: z.array(operationSchema),
});

export const getOperation = defineContract({
  method: 'GET',
  path: '/api/getOperation',
  summary: 'One operation of a style, in the unit asked',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  query: z.object({ styleOprId: id, styleId: id, ...unitQuery }),
  response: operationSchema,
});

export const getGroupNumber = defineContract({
  method: 'GET',
  path: '/api/getGroupNumber',
  summary: 'The last group number of the style (0 when it has no operation)',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  query: z.object({ styleId: id }),
  response: z.number().int(),
});

export const validateGroupNumber = defineContract({
  method: 'GET',
  path: '/api/validateGroupNumber',
  summary: 'Whether the group number is still free in the style (false: "Group already exists")',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  query: z.object({
    styleId: id,
    GroupNumber: wholeNumberParamSchema().min(1, { error: 'validation.min' }),
  }),
  response: z.boolean(),
});

export const validateAlreadyExistingOperationWithSameGroup = defineContract({
  method: 'POST',
  path: '/api/validateAlreadyExistingOperationWithSameGroup',
  summary:
    'Whether the operation agrees with the other operations of its group (true means it may be saved)',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  body: z.object({
    /** 0 for a new operation. */
    operationId: wholeNumberSchema().min(0, { error: 'validation.min' }),
    tktTexVal: tktTexValueSchema,
    operation: operationWriteSchema,
  }),
  response: z.boolean(),
});

export const saveOperation = defineContract({
  method: 'POST',
  path: '/api/saveOperation',
  summary: 'Add an operation to a style',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  body: operationWriteSchema,
  response: z.boolean(),
});

export const editOperation = defineContract({
  method: 'POST',
  path: '/api/editOperation',
  summary:
    'Change an operation; 409 when its concurrency stamp is stale, 404 when it is not of the style. Returns its id (never -1: failures are HTTP errors).',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  body: z.object({
    tktTexValue: tktTexValueSchema,
    operation: operationWriteSchema.extend({
      id: idSchema(),
      concurrencyStamp: z.uuid(),
    }),
  }),
  response: z.number().int(),
});

export const cloneOperation = defineContract({
  method: 'POST',
  path: '/api/cloneOperation',
  summary: 'Duplicate an operation of a style under the next group number; returns the new id',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  body: z.object({ styleOprId: idSchema(), styleId: idSchema() }),
  response: z.number().int(),
});

export const cloneMultipleOperations = defineContract({
  method: 'POST',
  path: '/api/cloneMultipleOperations',
  summary:
    'Duplicate several operations of a style, each under a new group number, in one transaction',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  body: z.object({
    selectedIds: z.array(idSchema()).min(1).max(1000),
    styleId: idSchema(),
  }),
  response: z.array(z.number().int()),
});

export const deleteMultipleOperations = defineContract({
  method: 'DELETE',
  path: '/api/DeleteMultipleOperations',
  summary:
    'Delete several operations (of the caller’s tenant, and of the style when styleId is given) in one transaction; 404 and nothing deleted when one is not found',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 204,
  query: z.object({ selectedIds: idList, styleId: id.optional() }),
  response: z.null(),
});

export const recentlyUsedStitchDataSchema = z.object({
  seamLength: z.number().nullable(),
  quantity: z.number().nullable(),
  bight: z.number().nullable(),
  rate: z.number().nullable(),
  machines: z.number().int(),
  seamThikness: z.number().nullable(),
  styleOperations: z.array(componentLineSchema),
});
export type RecentlyUsedStitchData = z.infer<typeof recentlyUsedStitchDataSchema>;

export const getRecentlyUsedStyleOperationStitchData = defineContract({
  method: 'GET',
  path: '/api/GetRecentlyUsedStyleOperationStitchData',
  summary:
    'The values of the latest operation of the style with this stitch code (null when none), to prefill the dialog',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  query: z.object({
    styleId: id,
    stitchCode: textSchema().trim().min(1, { error: 'validation.required' }).max(8),
    ...unitQuery,
  }),
  response: recentlyUsedStitchDataSchema.nullable(),
});

export const operationNblcsSchema = z.object({
  operationId: z.number().int(),
  description: z.string(),
  stitchTypeCode: z.string(),
  concurrencyStamp: z.string(),
  styleOperations: z.array(componentLineSchema),
});
export type OperationNblcs = z.infer<typeof operationNblcsSchema>;

export const getStyleOperationNblcs = defineContract({
  method: 'GET',
  path: '/api/getStyleOperationNblcs',
  summary: 'Multi-edit: the stitch code and component lines (thread) of the selected operations',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  query: z.object({ operationIds: idList, tktTexValue: tktTexValueSchema }),
  response: z.array(operationNblcsSchema),
});

export const updateOperationNblcs = defineContract({
  method: 'POST',
  path: '/api/updateOperationNblcs',
  summary:
    'Multi-edit: set the stitch code and the thread (brand, tkt/tex, shade, package size) of several operations in one transaction',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  body: z.object({
    tktTexValue: tktTexValueSchema,
    operations: z
      .array(
        z.object({
          operationId: idSchema(),
          concurrencyStamp: z.uuid(),
          stitchTypeCode: textSchema().trim().min(1, { error: 'validation.required' }).max(8),
          styleOperations: z.array(componentLineWriteSchema).max(4),
        }),
      )
      .min(1)
      .max(1000),
  }),
  response: z.boolean(),
});

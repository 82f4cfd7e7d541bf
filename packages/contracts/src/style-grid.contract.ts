import { z } from 'zod';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import { pagingQuerySchema, textSchema } from './request-values.js';
import { sortingSchema } from './sorting.js';
import { styleStages, weightTypeNames } from './styles.contract.js';

/**
 * The styles grid (core-domain spec, sections 2 and 7): paged, sorted, searched, filtered by
 * column and grouped on the server, so that every figure covers all the tenant's styles and
 * not only the 25 rows of a page.
 */

export const styleGridSortColumns = [
  'name',
  'description',
  'customer',
  'productCategory',
  'productType',
  'weightType',
  'customSettingName',
  'totalLengthOrSGC',
  'orderThread',
  'createdBy',
  'creationTime',
] as const;
export type StyleGridSortColumn = (typeof styleGridSortColumns)[number];

/** The columns a grid may be grouped by (one at a time); creation time groups by day. */
export const styleGridGroupColumns = [
  'description',
  'customer',
  'productCategory',
  'productType',
  'weightType',
  'customSettingName',
  'createdBy',
  'creationTime',
] as const;
export type StyleGridGroupColumn = (typeof styleGridGroupColumns)[number];

export const styleGridItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  customer: z.string(),
  productCategory: z.string(),
  productType: z.string(),
  weightType: z.enum(weightTypeNames),
  stage: z.enum(styleStages),
  customSettingName: z.string(),
  /** The single garment consumption of the last report (m); null until one is printed. */
  totalLengthOrSGC: z.number().nullable(),
  /** The order's total thread with its allowance, all colourways and sizes; null while incomplete. */
  orderThread: z.number().nullable(),
  createdBy: z.string().nullable(),
  creationTime: z.iso.datetime(),
});
export type StyleGridItem = z.infer<typeof styleGridItemSchema>;

/** A group with rows on the page asked for: its value, its styles, where its first row stands. */
export const styleGridGroupSchema = z.object({
  /** The column's value (weight type name; creation day as yyyy-mm-dd); null for an empty one. */
  key: z.string().nullable(),
  /** Styles in the group, over every page. */
  count: z.number().int(),
  /** Position of the group's first row in the whole grouped list (0 = the first row). */
  start: z.number().int(),
});
export type StyleGridGroup = z.infer<typeof styleGridGroupSchema>;

/** A column filter's text: the column contains it, ignoring case. */
const containsSchema = () => textSchema().trim().max(100, { error: 'validation.maxLength' });

const lengthBoundSchema = () =>
  z.coerce
    .number({ error: 'validation.invalid' })
    .min(0, { error: 'validation.min' })
    .max(1_000_000_000, { error: 'validation.max' });

const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

export const styleGridQuerySchema = z.object({
  /** The search box: the style name contains it. */
  Filter: containsSchema().optional(),
  /** Any column, `creationTime desc` by default. */
  Sorting: sortingSchema(styleGridSortColumns),
  Name: containsSchema().optional(),
  Description: containsSchema().optional(),
  Customer: containsSchema().optional(),
  ProductCategory: containsSchema().optional(),
  ProductType: containsSchema().optional(),
  CustomSettingName: containsSchema().optional(),
  CreatedBy: containsSchema().optional(),
  WeightType: z.enum(weightTypeNames, { error: 'validation.invalid' }).optional(),
  /** Estimate, sample-checked or approved styles only. */
  Stage: z.enum(styleStages, { error: 'validation.invalid' }).optional(),
  /** The SGC (m) is at least this; styles without one are left out. */
  MinTotalLengthOrSGC: lengthBoundSchema().optional(),
  MaxTotalLengthOrSGC: lengthBoundSchema().optional(),
  /** The order's total thread is at least this; styles without one are left out. */
  MinOrderThread: lengthBoundSchema().optional(),
  MaxOrderThread: lengthBoundSchema().optional(),
  /** Created at or after this instant. */
  CreationTimeFrom: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional(),
  /** Created before this instant. */
  CreationTimeTo: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional(),
  /** Rows come group after group, each group's size and start given beside them. */
  GroupBy: z.enum(styleGridGroupColumns, { error: 'validation.invalid' }).optional(),
  /** The time zone whose days group by creation time (IANA name), UTC by default. */
  TimeZone: textSchema()
    .trim()
    .max(64, { error: 'validation.maxLength' })
    .refine(isTimeZone, { error: 'validation.invalid' })
    .optional(),
  ...pagingQuerySchema(25),
});
export type StyleGridQuery = z.infer<typeof styleGridQuerySchema>;

export const getStyleGrid = defineContract({
  method: 'GET',
  path: '/api/styleGrid',
  summary:
    'The styles grid: searched, filtered by column, sorted by any column, grouped by one, paged (25 by default)',
  tags: ['Styles'],
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  query: styleGridQuerySchema,
  response: z.object({
    items: z.array(styleGridItemSchema),
    totalCount: z.number().int(),
    /** With GroupBy: the groups that have rows on this page, in order. */
    groups: z.array(styleGridGroupSchema).optional(),
  }),
});

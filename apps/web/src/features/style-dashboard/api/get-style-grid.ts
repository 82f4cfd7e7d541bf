import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  getStyleGrid,
  styleStages,
  weightTypeNames,
  type StyleGridGroupColumn,
  type StyleGridQuery,
  type StyleGridSortColumn,
} from '@spool/contracts';
import { stylesQueryKey } from '../../../components/styles/styles-api';
import { callApi } from '../../../lib/api-client';

export { stylesQueryKey };
export type { StyleGridGroupColumn, StyleGridSortColumn };

/** Rows per page of the styles grid (core-domain spec, section 9). */
export const styleGridPageSize = 25;

/** A column filter as the grid holds it: text, a weight type name, or a [from, to] pair. */
export type StyleGridColumnFilter = { id: string; value: unknown };

export type StyleGridRequest = {
  filter: string;
  columnFilters: readonly StyleGridColumnFilter[];
  sort: { column: StyleGridSortColumn; descending: boolean } | null;
  groupBy: StyleGridGroupColumn | null;
  pageIndex: number;
};

type FilterParameters = Partial<
  Pick<
    StyleGridQuery,
    | 'Name'
    | 'Description'
    | 'Customer'
    | 'ProductCategory'
    | 'ProductType'
    | 'CustomSettingName'
    | 'CreatedBy'
    | 'WeightType'
    | 'Stage'
    | 'MinTotalLengthOrSGC'
    | 'MaxTotalLengthOrSGC'
    | 'MinOrderThread'
    | 'MaxOrderThread'
    | 'CreationTimeFrom'
    | 'CreationTimeTo'
  >
>;

const textParameters = {
  name: 'Name',
  description: 'Description',
  customer: 'Customer',
  productCategory: 'ProductCategory',
  productType: 'ProductType',
  customSettingName: 'CustomSettingName',
  createdBy: 'CreatedBy',
} as const;

/** What the grid asks for first: every style, newest first, its first page. */
export const firstStyleGridRequest = {
  filter: '',
  columnFilters: [],
  sort: { column: 'creationTime', descending: true },
  groupBy: null,
  pageIndex: 0,
} as const satisfies StyleGridRequest;

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');

/** A bound typed in a range filter: a number from 0 up, or nothing. */
const bound = (value: unknown) => {
  const typed = text(value);
  const number = Number(typed.replace(',', '.'));
  return typed !== '' && Number.isFinite(number) && number >= 0 ? number : undefined;
};

/** A day picked in a date filter (yyyy-mm-dd), at its start in this browser's time zone. */
const dayStart = (value: unknown, daysLater = 0) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text(value));
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, (day ?? 1) + daysLater).toISOString();
};

const pair = (value: unknown): [unknown, unknown] =>
  Array.isArray(value) ? [value[0], value[1]] : [undefined, undefined];

/** The API's filter parameters of the grid's column filters (empty ones left out). */
export function filterParameters(filters: readonly StyleGridColumnFilter[]): FilterParameters {
  const parameters: FilterParameters = {};
  for (const { id, value } of filters) {
    if (id in textParameters) {
      const typed = text(value);
      if (typed !== '') parameters[textParameters[id as keyof typeof textParameters]] = typed;
    } else if (id === 'weightType') {
      const name = weightTypeNames.find((weight) => weight === value);
      if (name) parameters.WeightType = name;
    } else if (id === 'stage') {
      const stage = styleStages.find((name) => name === value);
      if (stage) parameters.Stage = stage;
    } else if (id === 'totalLengthOrSGC') {
      const [min, max] = pair(value);
      parameters.MinTotalLengthOrSGC = bound(min);
      parameters.MaxTotalLengthOrSGC = bound(max);
    } else if (id === 'orderThread') {
      const [min, max] = pair(value);
      parameters.MinOrderThread = bound(min);
      parameters.MaxOrderThread = bound(max);
    } else if (id === 'creationTime') {
      const [from, to] = pair(value);
      parameters.CreationTimeFrom = dayStart(from);
      // The last day is included: up to the start of the next one.
      parameters.CreationTimeTo = dayStart(to, 1);
    }
  }
  return Object.fromEntries(Object.entries(parameters).filter(([, value]) => value !== undefined));
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const styleGridQueryOptions = (request: StyleGridRequest) => {
  const { filter, columnFilters, sort, groupBy, pageIndex } = request;
  const filters = filterParameters(columnFilters);
  return queryOptions({
    queryKey: [...stylesQueryKey, 'grid', { filter, filters, sort, groupBy, pageIndex }],
    queryFn: async ({ signal }) => ({
      ...(await callApi(
        getStyleGrid,
        {
          query: {
            ...(filter.trim() !== '' && { Filter: filter.trim() }),
            ...filters,
            // Without a sort the server answers newest first (creationTime desc).
            ...(sort && { Sorting: `${sort.column} ${sort.descending ? 'desc' : 'asc'}` }),
            // Days of creation as this browser shows them.
            ...(groupBy && { GroupBy: groupBy, TimeZone: timeZone() }),
            SkipCount: pageIndex * styleGridPageSize,
            MaxResultCount: styleGridPageSize,
          },
        },
        { signal },
      )),
      /** Rows before this page: where its rows stand in the groups. */
      skip: pageIndex * styleGridPageSize,
    }),
    // The page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
};

/** One page of the styles grid: searched, filtered, sorted and grouped on the server, 25 rows. */
export function useStyleGrid(request: StyleGridRequest) {
  return useQuery(styleGridQueryOptions(request));
}

import { styleStages, weightTypeNames, type StyleGridQuery } from '@spool/contracts';
import type { StyleGridRepository } from './style-grid.repository.js';

const instant = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso));

/** The styles grid as the API asks for it: search, column filters, sort, grouping, page. */
export function createStyleGridService({ grid }: { grid: StyleGridRepository }) {
  return {
    findPage(query: StyleGridQuery) {
      return grid.findPage({
        filters: {
          search: query.Filter,
          name: query.Name,
          description: query.Description,
          customer: query.Customer,
          productCategory: query.ProductCategory,
          productType: query.ProductType,
          customSettingName: query.CustomSettingName,
          createdBy: query.CreatedBy,
          weightType:
            query.WeightType === undefined
              ? undefined
              : weightTypeNames.indexOf(query.WeightType) + 1,
          stage: query.Stage === undefined ? undefined : styleStages.indexOf(query.Stage),
          minSgc: query.MinTotalLengthOrSGC,
          maxSgc: query.MaxTotalLengthOrSGC,
          minOrderThread: query.MinOrderThread,
          maxOrderThread: query.MaxOrderThread,
          createdFrom: instant(query.CreationTimeFrom),
          createdBefore: instant(query.CreationTimeTo),
        },
        // Newest first unless asked otherwise.
        sortBy: query.Sorting?.column ?? 'creationTime',
        descending: (query.Sorting?.direction ?? 'desc') === 'desc',
        groupBy: query.GroupBy && { column: query.GroupBy, timeZone: query.TimeZone ?? 'UTC' },
        skip: query.SkipCount,
        take: query.MaxResultCount,
      });
    },
  };
}

export type StyleGridService = ReturnType<typeof createStyleGridService>;

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStyleProductCategoryChartData } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { stylesQueryKey } from './get-style-grid';

export const styleCategoryChartQueryOptions = () =>
  queryOptions({
    queryKey: [...stylesQueryKey, 'category-chart'],
    queryFn: ({ signal }) => callApi(getStyleProductCategoryChartData, {}, { signal }),
  });

/** Styles per product category, for the dashboard's pie chart. */
export function useStyleCategoryChart() {
  return useQuery(styleCategoryChartQueryOptions());
}

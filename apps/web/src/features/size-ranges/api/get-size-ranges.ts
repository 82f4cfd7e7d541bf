import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSizeRanges } from '@spool/contracts';
import { stylesQueryKey } from '../../../components/styles/styles-api';
import { callApi } from '../../../lib/api-client';

/**
 * The key the style window's sizes dialog reads the ranges under too, so that a change here
 * shows there (and one saved there shows here).
 */
export const sizeRangesQueryKey = [...stylesQueryKey, 'size-ranges'] as const;

export const sizeRangesQueryOptions = () =>
  queryOptions({
    queryKey: sizeRangesQueryKey,
    queryFn: ({ signal }) => callApi(getSizeRanges, {}, { signal }),
  });

/** The tenant's named size ranges, by name; off when `enabled` is false. */
export function useSizeRanges(enabled = true) {
  return useQuery({ ...sizeRangesQueryOptions(), enabled });
}

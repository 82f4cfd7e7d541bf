import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOperations, type TktTexValue } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { styleEditorKeys } from './style-keys';

export const operationsQueryOptions = (
  styleId: number,
  seamLengthUnit: 0 | 1,
  tktTexValue: TktTexValue,
) =>
  queryOptions({
    queryKey: [...styleEditorKeys.operations(styleId), seamLengthUnit, tktTexValue],
    queryFn: ({ signal }) =>
      callApi(getOperations, { query: { styleId, seamLengthUnit, tktTexValue } }, { signal }),
  });

/** A style's operations, by group, in the tenant's unit; off until the style is saved. */
export function useOperations(
  styleId: number | null,
  seamLengthUnit: 0 | 1,
  tktTexValue: TktTexValue,
  enabled: boolean,
) {
  return useQuery({
    ...operationsQueryOptions(styleId ?? 0, seamLengthUnit, tktTexValue),
    enabled: enabled && styleId !== null,
  });
}

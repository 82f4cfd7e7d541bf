import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  customerContracts,
  productCategoryContracts,
  productTypeContracts,
} from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { styleEditorKeys } from './style-keys';

export type ReferenceKind = 'customer' | 'productCategory' | 'productType';

const contracts = {
  customer: customerContracts.mostUsed,
  productCategory: productCategoryContracts.mostUsed,
  productType: productTypeContracts.mostUsed,
} as const;

export const referenceListQueryOptions = (kind: ReferenceKind) =>
  queryOptions({
    queryKey: styleEditorKeys.references(kind),
    queryFn: ({ signal }) => callApi(contracts[kind], {}, { signal }),
  });

/** Customers, product categories or product types, the most used first. */
export function useReferenceList(kind: ReferenceKind) {
  return useQuery(referenceListQueryOptions(kind));
}

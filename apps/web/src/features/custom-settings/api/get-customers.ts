import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerContracts } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { customSettingsQueryKey } from './get-custom-settings';

export const customersQueryOptions = () =>
  queryOptions({
    queryKey: [...customSettingsQueryKey, 'customers'],
    queryFn: ({ signal }) => callApi(customerContracts.mostUsed, {}, { signal }),
  });

/** Every customer with the custom setting its new styles start with. */
export function useCustomers() {
  return useQuery(customersQueryOptions());
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getPermissions,
  updatePermissions,
  type PermissionProviderName,
  type UpdatePermissionsBody,
} from '@spool/contracts';
import { useSession } from '../../lib/session-context';
import { callApi } from '../../lib/api-client';

/** A role (`R`, its name) or a user (`U`, its id). */
export type PermissionProvider = { providerName: PermissionProviderName; providerKey: string };

/** Every permissions cache key starts here. */
export const permissionsQueryKey = ['permission-management'] as const;

export const permissionsQueryOptions = (provider: PermissionProvider) =>
  queryOptions({
    queryKey: [...permissionsQueryKey, provider.providerName, provider.providerKey],
    queryFn: ({ signal }) => callApi(getPermissions, { query: provider }, { signal }),
  });

/** The permissions of the caller's side, by group, granted or not to the provider. */
export function usePermissions(provider: PermissionProvider, enabled: boolean) {
  return useQuery({ ...permissionsQueryOptions(provider), enabled });
}

/**
 * Grants and revokes (all or none), then reads every provider again: a role's change
 * shows in the panels of its users.
 */
export function useUpdatePermissions(provider: PermissionProvider) {
  const queryClient = useQueryClient();
  const { reloadConfiguration } = useSession();
  return useMutation({
    mutationFn: (permissions: UpdatePermissionsBody['permissions']) =>
      callApi(updatePermissions, { query: provider, body: { permissions } }),
    onSuccess: () => {
      // The caller's own menus and pages may depend on what changed; they follow in the background.
      void reloadConfiguration().catch(() => undefined);
      return queryClient.invalidateQueries({ queryKey: permissionsQueryKey });
    },
  });
}

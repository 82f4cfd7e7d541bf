import { Navigate, Outlet, useMatches } from 'react-router';
import { isGranted, useReadySession } from '../../lib/session-context';
import type { RouteHandle } from '../route-handle';

/**
 * Route guards (platform-admin spec, section 4): a route naming a permission
 * the user lacks, or a feature that is off, sends the user to the dashboard
 * with "Insufficient Permissions" or "Feature Disabled", and a tenant's own page (its
 * settings) sends the host there with why. The server checks
 * again for every call, whatever the browser shows.
 */
export function GuardRoute() {
  const { state } = useReadySession();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  if (handle?.requiredPolicy && !isGranted(state.configuration, handle.requiredPolicy)) {
    return <Navigate to="/dashboard?error=insufficientPermissions" replace />;
  }
  if (
    handle?.requiredFeature &&
    state.configuration.features.values[handle.requiredFeature] !== 'true'
  ) {
    return <Navigate to="/dashboard?error=featureDisabled" replace />;
  }
  if (handle?.tenantOnly && state.configuration.currentTenant.id === null) {
    return <Navigate to="/dashboard?error=tenantOnly" replace />;
  }
  return <Outlet />;
}

import { Features, Permissions } from '@spool/contracts';
import { createBrowserRouter } from 'react-router';
import type { RouteHandle } from './route-handle';
import { ActivateTenantRoute } from './routes/activate-tenant';
import { AuthInfoRoute } from './routes/auth-info';
import { DashboardRoute } from './routes/dashboard';
import {
  AuthenticationErrorRoute,
  InternalErrorRoute,
  SessionExpiredRoute,
  UnauthorizedRoute,
} from './routes/error-routes';
import { GuardRoute } from './routes/guard';
import { HostFeaturesRoute } from './routes/host-features';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { NotificationsRoute } from './routes/notifications';
import { OidcCallbackRoute } from './routes/oidc-callback';
import { ProfileRoute } from './routes/profile';
import { SystemConfigurationRoute } from './routes/system-configuration';
import { SystemRoleFormRoute, SystemRolesRoute } from './routes/system-roles';
import { SystemUserFormRoute, SystemUsersRoute } from './routes/system-users';
import { PrivacyRoute } from './routes/privacy';
import { PublicLayout } from './routes/public-layout';
import { RootRoute } from './routes/root';
import { ShellRoute } from './routes/shell';
import { TenantFormRoute, TenantsRoute } from './routes/tenants';

const handle = (value: RouteHandle) => value;

/** The route table of platform-admin spec section 2; page titles are "<title> - Spool". */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootRoute />,
      children: [
        { path: '/oidc-callback', element: <OidcCallbackRoute /> },
        {
          path: '/activate-tenant/:organisationId/:tenantId/:accountType?',
          element: <ActivateTenantRoute />,
        },
        {
          element: <PublicLayout />,
          children: [
            { path: '/', element: <LandingRoute /> },
            { path: '/privacy', element: <PrivacyRoute /> },
            { path: '/session-expired', element: <SessionExpiredRoute /> },
            { path: '/authentication-error', element: <AuthenticationErrorRoute /> },
            { path: '/error/401', element: <UnauthorizedRoute /> },
            { path: '/error/404', element: <NotFoundRoute /> },
            { path: '/error/500', element: <InternalErrorRoute /> },
          ],
        },
        {
          element: <ShellRoute />,
          children: [
            {
              path: '/dashboard',
              element: <DashboardRoute />,
              handle: handle({ titleKey: 'dashboard.title' }),
            },
            {
              path: '/profile',
              element: <ProfileRoute />,
              handle: handle({ titleKey: 'profile.title' }),
            },
            {
              element: <GuardRoute />,
              children: [
                {
                  path: '/systemUsers',
                  element: <SystemUsersRoute />,
                  handle: handle({
                    titleKey: 'admin.usersTitle',
                    requiredPolicy: Permissions.Users,
                  }),
                },
                {
                  path: '/systemUsers/create',
                  element: <SystemUserFormRoute />,
                  handle: handle({
                    titleKey: 'systemUsers.createTitle',
                    requiredPolicy: Permissions.UsersCreate,
                  }),
                },
                {
                  path: '/systemUsers/edit/:id',
                  element: <SystemUserFormRoute />,
                  handle: handle({
                    titleKey: 'systemUsers.editTitle',
                    requiredPolicy: Permissions.UsersUpdate,
                  }),
                },
                {
                  path: '/systemRoles',
                  element: <SystemRolesRoute />,
                  handle: handle({
                    titleKey: 'admin.rolesTitle',
                    requiredPolicy: Permissions.Roles,
                  }),
                },
                {
                  path: '/systemRoles/create',
                  element: <SystemRoleFormRoute />,
                  handle: handle({
                    titleKey: 'systemRoles.createTitle',
                    requiredPolicy: Permissions.RolesCreate,
                  }),
                },
                {
                  path: '/systemRoles/edit/:id',
                  element: <SystemRoleFormRoute />,
                  handle: handle({
                    titleKey: 'systemRoles.editTitle',
                    requiredPolicy: Permissions.RolesUpdate,
                  }),
                },
                {
                  path: '/systemConfiguration',
                  element: <SystemConfigurationRoute />,
                  handle: handle({
                    titleKey: 'shell.systemConfiguration',
                    requiredPolicy: Permissions.Roles,
                    // The host has no tenant settings (and no entry in its menu).
                    tenantOnly: true,
                  }),
                },
                {
                  path: '/notifications',
                  element: <NotificationsRoute />,
                  handle: handle({
                    titleKey: 'notifications.title',
                    requiredPolicy: Permissions.Styles,
                    tenantOnly: true,
                  }),
                },
                {
                  path: '/saas/tenants',
                  element: <TenantsRoute />,
                  handle: handle({
                    titleKey: 'tenantsScreen.title',
                    requiredPolicy: Permissions.Tenants,
                  }),
                },
                {
                  path: '/saas/tenants/create',
                  element: <TenantFormRoute />,
                  handle: handle({
                    titleKey: 'tenantsScreen.form.createTitle',
                    requiredPolicy: Permissions.TenantsCreate,
                  }),
                },
                {
                  path: '/saas/tenants/edit/:id',
                  element: <TenantFormRoute />,
                  handle: handle({
                    titleKey: 'tenantsScreen.form.editTitle',
                    requiredPolicy: Permissions.TenantsUpdate,
                  }),
                },
                {
                  path: '/saas/hostFeatures',
                  element: <HostFeaturesRoute />,
                  handle: handle({
                    titleKey: 'hostFeatures.title',
                    requiredPolicy: Permissions.ManageHostFeatures,
                  }),
                },
                {
                  path: '/debug/auth-info',
                  element: <AuthInfoRoute />,
                  handle: handle({
                    titleKey: 'authInfo.title',
                    requiredFeature: Features.DisplayAuthDebug,
                  }),
                },
              ],
            },
          ],
        },
        { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundRoute /> }] },
      ],
    },
  ]);
}

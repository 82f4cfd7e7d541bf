import { Features, Permissions } from '@spool/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteHandle } from './route-handle';
import {
  AuthenticationErrorRoute,
  InternalErrorRoute,
  SessionExpiredRoute,
  UnauthorizedRoute,
} from './routes/error-routes';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { PrivacyRoute } from './routes/privacy';
import { PublicLayout } from './routes/public-layout';
import { RootRoute, StartingStatus } from './routes/root';

const handle = (value: RouteHandle) => value;

/**
 * A route whose screen is a chunk of its own, loaded when the route is first visited (for a
 * small first page): the landing page does not carry the dashboard, the admin screens or the
 * style editor, nor MUI, React Query, zod or the sign-in client. The pages before sign-in are
 * plain HTML and CSS; every screen drawn with MUI sits in the app frame (its theme, React Query).
 * A deep link loads the chunks of all its routes at once.
 */
const lazyRoute =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  async () => ({ Component: (await load())[name] });

export type AppRouter = ReturnType<typeof createRouter>;

/** The route table of platform-admin spec section 2; page titles are "<title> - Spool". */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootRoute />,
      // While the chunks of the page opened load: the same status as the session's loading.
      HydrateFallback: StartingStatus,
      children: [
        {
          path: '/oidc-callback',
          lazy: lazyRoute(() => import('./routes/oidc-callback'), 'OidcCallbackRoute'),
        },
        {
          path: '/activate-tenant/:organisationId/:tenantId/:accountType?',
          lazy: lazyRoute(() => import('./routes/activate-tenant'), 'ActivateTenantRoute'),
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
          lazy: lazyRoute(() => import('./routes/app-frame'), 'AppFrameRoute'),
          children: [
            {
              lazy: lazyRoute(() => import('./routes/shell'), 'ShellRoute'),
              children: [
                {
                  path: '/dashboard',
                  lazy: lazyRoute(() => import('./routes/dashboard'), 'DashboardRoute'),
                  handle: handle({ titleKey: 'dashboard.title' }),
                },
                {
                  path: '/profile',
                  lazy: lazyRoute(() => import('./routes/profile'), 'ProfileRoute'),
                  handle: handle({ titleKey: 'profile.title' }),
                },
                {
                  lazy: lazyRoute(() => import('./routes/guard'), 'GuardRoute'),
                  children: [
                    {
                      path: '/systemUsers',
                      lazy: lazyRoute(() => import('./routes/system-users'), 'SystemUsersRoute'),
                      handle: handle({
                        titleKey: 'admin.usersTitle',
                        requiredPolicy: Permissions.Users,
                      }),
                    },
                    {
                      path: '/systemUsers/create',
                      lazy: lazyRoute(() => import('./routes/system-users'), 'SystemUserFormRoute'),
                      handle: handle({
                        titleKey: 'systemUsers.createTitle',
                        requiredPolicy: Permissions.UsersCreate,
                      }),
                    },
                    {
                      path: '/systemUsers/edit/:id',
                      lazy: lazyRoute(() => import('./routes/system-users'), 'SystemUserFormRoute'),
                      handle: handle({
                        titleKey: 'systemUsers.editTitle',
                        requiredPolicy: Permissions.UsersUpdate,
                      }),
                    },
                    {
                      path: '/systemRoles',
                      lazy: lazyRoute(() => import('./routes/system-roles'), 'SystemRolesRoute'),
                      handle: handle({
                        titleKey: 'admin.rolesTitle',
                        requiredPolicy: Permissions.Roles,
                      }),
                    },
                    {
                      path: '/systemRoles/create',
                      lazy: lazyRoute(() => import('./routes/system-roles'), 'SystemRoleFormRoute'),
                      handle: handle({
                        titleKey: 'systemRoles.createTitle',
                        requiredPolicy: Permissions.RolesCreate,
                      }),
                    },
                    {
                      path: '/systemRoles/edit/:id',
                      lazy: lazyRoute(() => import('./routes/system-roles'), 'SystemRoleFormRoute'),
                      handle: handle({
                        titleKey: 'systemRoles.editTitle',
                        requiredPolicy: Permissions.RolesUpdate,
                      }),
                    },
                    {
                      path: '/systemConfiguration',
                      lazy: lazyRoute(
                        () => import('./routes/system-configuration'),
                        'SystemConfigurationRoute',
                      ),
                      handle: handle({
                        titleKey: 'shell.systemConfiguration',
                        requiredPolicy: Permissions.Roles,
                        // The host has no tenant settings (and no entry in its menu).
                        tenantOnly: true,
                      }),
                    },
                    {
                      path: '/notifications',
                      lazy: lazyRoute(() => import('./routes/notifications'), 'NotificationsRoute'),
                      handle: handle({
                        titleKey: 'notifications.title',
                        requiredPolicy: Permissions.Styles,
                        tenantOnly: true,
                      }),
                    },
                    {
                      path: '/purchasePlans',
                      lazy: lazyRoute(
                        () => import('./routes/purchase-plans'),
                        'PurchasePlansRoute',
                      ),
                      handle: handle({
                        titleKey: 'purchasePlanScreens.title',
                        requiredPolicy: Permissions.PurchasePlans,
                        tenantOnly: true,
                      }),
                    },
                    {
                      path: '/purchasePlans/:id',
                      lazy: lazyRoute(() => import('./routes/purchase-plans'), 'PurchasePlanRoute'),
                      handle: handle({
                        titleKey: 'purchasePlanScreens.planTitle',
                        requiredPolicy: Permissions.PurchasePlans,
                        tenantOnly: true,
                      }),
                    },
                    {
                      path: '/estimateAccuracy',
                      lazy: lazyRoute(
                        () => import('./routes/estimate-accuracy'),
                        'EstimateAccuracyRoute',
                      ),
                      handle: handle({
                        titleKey: 'estimateAccuracy.title',
                        requiredPolicy: Permissions.Styles,
                        tenantOnly: true,
                      }),
                    },
                    {
                      path: '/saas/tenants',
                      lazy: lazyRoute(() => import('./routes/tenants'), 'TenantsRoute'),
                      handle: handle({
                        titleKey: 'tenantsScreen.title',
                        requiredPolicy: Permissions.Tenants,
                      }),
                    },
                    {
                      path: '/saas/tenants/create',
                      lazy: lazyRoute(() => import('./routes/tenants'), 'TenantFormRoute'),
                      handle: handle({
                        titleKey: 'tenantsScreen.form.createTitle',
                        requiredPolicy: Permissions.TenantsCreate,
                      }),
                    },
                    {
                      path: '/saas/tenants/edit/:id',
                      lazy: lazyRoute(() => import('./routes/tenants'), 'TenantFormRoute'),
                      handle: handle({
                        titleKey: 'tenantsScreen.form.editTitle',
                        requiredPolicy: Permissions.TenantsUpdate,
                      }),
                    },
                    {
                      path: '/saas/hostFeatures',
                      lazy: lazyRoute(() => import('./routes/host-features'), 'HostFeaturesRoute'),
                      handle: handle({
                        titleKey: 'hostFeatures.title',
                        requiredPolicy: Permissions.ManageHostFeatures,
                      }),
                    },
                    {
                      path: '/debug/auth-info',
                      lazy: lazyRoute(() => import('./routes/auth-info'), 'AuthInfoRoute'),
                      handle: handle({
                        titleKey: 'authInfo.title',
                        requiredFeature: Features.DisplayAuthDebug,
                      }),
                    },
                  ],
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

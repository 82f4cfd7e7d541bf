/**
 * What the first page (before sign-in) is made of, under apps/web/src: one list for the two
 * that need it. ESLint keeps MUI, React Query, zod, the API client and the sign-in client out
 * of these modules (eslint.config.js); Vite bundles the shared ones into one chunk
 * (vite.config.ts). A path ending in `/` is a whole folder.
 */

/** The entry and the screens shown before sign-in: the first page's own chunk. */
export const firstPageEntryModules = [
  'main.tsx',
  'app/app.tsx',
  'app/router.tsx',
  'app/session-provider.tsx',
  'app/routes/root.tsx',
  'app/routes/landing.tsx',
  'app/routes/public-layout.tsx',
  'app/routes/privacy.tsx',
  'app/routes/error-page.tsx',
  'app/routes/error-routes.tsx',
  'app/routes/not-found.tsx',
  'app/routes/activate-tenant.tsx',
  'features/health/',
];

/** Modules the first page shares with later screens: bundled as the `first-page` chunk. */
export const firstPageSharedModules = [
  'app/route-handle.ts',
  'components/plain/',
  'components/ui/full-page-status.tsx',
  'components/ui/language-select.tsx',
  'components/ui/spool-logo.tsx',
  'components/ui/toasts.tsx',
  'components/ui/toast-list.ts',
  'lib/api-fetch.ts',
  'lib/public-api.ts',
  'lib/stored-session.ts',
  'lib/session-context.ts',
  'lib/use-page-title.ts',
  'lib/table-localization.ts',
  'lib/i18n.ts',
];

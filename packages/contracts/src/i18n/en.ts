import { systemConfigurationTexts } from './features/system-configuration.js';
import { shadesTexts } from './features/shades.js';
import { customSettingsTexts } from './features/custom-settings.js';
import { costFileTexts } from './features/cost-file.js';
import { styleImportTexts } from './features/style-import.js';
import { firstStartTexts } from './features/first-start.js';
import { usageTexts } from './features/usage.js';
import { historyTexts } from './features/history.js';
import { ordersTexts } from './features/orders.js';
import { referenceDataTexts } from './features/reference-data.js';
import { reportsTexts } from './features/reports.js';
import { stylesTexts } from './features/styles.js';
import { styleFiguresTexts } from './features/style-figures.js';
import { stylePictureTexts } from './features/style-picture.js';
import { purchasePlansTexts } from './features/purchase-plans.js';
import { purchasePlanScreensTexts } from './features/purchase-plan-screens.js';
import { purchasePlanOutputsTexts } from './features/purchase-plan-outputs.js';
import { toastsTexts } from './features/toasts.js';
import { operationsTexts } from './features/operations.js';
import { styleDashboardTexts } from './features/style-dashboard.js';
import { styleGridTexts } from './features/style-grid.js';
import { styleStagesTexts } from './features/style-stages.js';
import { styleSamplesTexts } from './features/style-samples.js';
import { styleActualsTexts } from './features/style-actuals.js';
import { styleWindowTexts } from './features/style-window.js';
import { operationDialogTexts } from './features/operation-dialog.js';
import { identityAdminTexts } from './features/identity-admin.js';
import { adminScreensTexts } from './features/admin-screens.js';
import { saasScreensTexts } from './features/saas-screens.js';
import { stitchComponentsTexts } from './features/stitch-components.js';
import { idempotencyTexts } from './features/idempotency.js';
import type { Widen } from './define-texts.js';

/**
 * The English catalogue: the source of every user-visible string, and the
 * fallback of every other language. `translation` is nested (`landing.title`);
 * `errors` is keyed by catalogue code and looked up without separators.
 */
export const en = {
  translation: {
    app: {
      name: 'Spool',
      tagline: 'Thread consumption and costing for garment makers',
    },
    landing: {
      title: 'Welcome to Spool',
      intro:
        'Define your styles and their sewing operations, and Spool tells you how much thread each garment needs, how many cones to buy and what they cost.',
      stepStyles: 'Styles and operations',
      stepStylesText: 'Describe each garment and the seams that make it.',
      stepThread: 'Thread per garment',
      stepThreadText: 'Consumption per operation, brand, ticket and shade.',
      stepCost: 'Cones and cost',
      stepCostText: 'Packages to buy and cost per order and per garment.',
      copyright: '© {{year}} Spool',
      signInSso: 'Sign in with single sign-on',
      logIn: 'Log in',
      continueAs: 'Continue as {{name}}',
      publishedOn: 'Published on {{date}}',
      privacy: 'Privacy and cookie policy',
      language: 'Language',
      signInUnavailable:
        'Sign-in could not start: the sign-in service at {{address}} did not answer. Check that this computer can reach it and try again; if it keeps failing, tell whoever runs Spool.',
      otherAddress:
        'This page is open at {{here}}, but Spool signs people in only at {{publicAddress}}.',
      otherAddressSetPublicUrl:
        'That address works only on the computer Spool runs on. So that this computer can sign in, whoever runs Spool sets SPOOL_PUBLIC_URL={{here}} and starts Spool again; everyone then opens {{here}}.',
      otherAddressOpen: 'Open Spool at {{publicAddress}}',
    },
    privacy: {
      title: 'Privacy and cookie policy',
      text: 'Spool keeps only what it needs to sign you in and to do its work. The sign-in provider sets a session cookie; this browser keeps your sign-in tokens until you sign out. Your styles and settings stay in your organisation’s space and are never shared with another organisation.',
    },
    session: {
      loading: 'Loading Application Configuration',
      loggingOut: 'Logging Out',
      error: 'Error',
      configurationUnavailable: 'Application Configuration Unavailable',
      retry: 'Try again',
    },
    callback: {
      completing: 'Completing Sign In...',
      identity: 'Loading identity...',
      configuration: 'Getting Application Configuration...',
      redirecting: 'Redirecting to Dashboard...',
    },
    shell: {
      openMenu: 'Open the menu',
      closeMenu: 'Close the menu',
      system: 'System',
      users: 'Users',
      roles: 'Roles',
      saas: 'SaaS',
      hostFeatures: 'Host Features',
      tenants: 'Tenants',
      debug: 'Debug',
      authInfo: 'Auth Info',
      dashboard: 'Dashboard',
      purchasePlans: 'Purchase plans',
      account: 'Account',
      signOut: 'Sign out',
      host: 'Host',
      switchTenant: 'Switch to',
      profile: 'Profile',
      help: 'Help',
      support: 'Support',
      suggestions: 'Suggestions',
      systemConfiguration: 'System Configuration',
    },
    guard: {
      insufficientPermissions: 'Insufficient Permissions',
      featureDisabled: 'Feature Disabled',
      tenantOnly:
        'System configuration belongs to a tenant: sign in to a tenant to change its settings.',
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, {{name}}',
      insufficientAccess: 'Insufficient Access Level.',
    },
    admin: {
      usersTitle: 'System users',
      rolesTitle: 'System roles',
    },
    authInfo: {
      title: 'Auth Info',
      user: 'Signed-in user',
      accessToken: 'Access token',
      expiresAt: 'Token expiry',
      error: 'Sign-in error',
      none: 'None',
    },
    errorPages: {
      unauthorizedTitle: '401 Unauthorized',
      unauthorizedText: 'Access to this resource is denied.',
      internalTitle: '500',
      internalText: 'Internal Server Error',
      authenticationTitle: 'Authentication Error',
      authenticationText: 'An unexpected error occurred',
      sessionExpiredTitle: 'Session Expired',
      sessionExpiredText: 'Your session has expired. Please log in again.',
      home: 'Return home',
      signInAgain: 'Sign in again',
    },
    health: {
      checking: 'Checking the server…',
      ok: 'Server ready · {{database}} · version {{version}}',
      unavailable: 'The server cannot reach its database.',
      unreachable: 'The server cannot be reached.',
      database: {
        pglite: 'embedded database',
        postgresql: 'PostgreSQL server',
      },
    },
    notFound: {
      title: 'Page not found',
      text: 'This requested URL was not found on this server.',
    },
    signIn: {
      title: 'Sign in to Spool',
      login: 'User name or e-mail',
      password: 'Password',
      submit: 'Sign in',
      cancel: 'Cancel',
      invalid: 'The user name or password is not correct.',
      invalidPolicy: 'After 5 wrong passwords in a row, an account is locked for 5 minutes.',
      throttled: 'Too many sign-in attempts. Try again after {{time}}.',
      organisation: 'Organisation',
      organisationHint:
        'Optional. Leave it empty to sign in to the host administration, or when your user name is yours alone; if your user name exists in several organisations, enter yours.',
      signingOut: 'Signing out…',
      signOut: 'Sign out',
      signedOut: 'You are signed out.',
      backToSpool: 'Back to Spool',
      errorTitle: 'Sign-in error',
      errorText: 'Something went wrong while signing in. Please start again from Spool.',
    },
    validation: {
      required: 'This field is required.',
      maxLength: 'At most {{max}} characters.',
      invalid: 'This value is not valid.',
      min: 'At least {{min}}.',
      max: 'At most {{max}}.',
      positive: 'Must be greater than 0.',
      wholeNumber: 'Must be a whole number.',
      maxTwoDecimals: 'At most 2 decimals.',
      unknownStitchType: 'This stitch type is not valid.',
      tooManyComponentLines: 'At most 4 component lines.',
      componentLinesMismatch: 'The component lines do not match the stitch type.',
      unknownFeature: 'This feature does not exist.',
      invalidFeatureValue: 'This value is not valid for this feature.',
      invalidCharacters: 'This text contains characters that are not allowed.',
    },
    profile: {
      title: 'Profile',
      userName: 'User name',
      name: 'Name',
      email: 'E-mail',
      tenant: 'Organisation space',
      roles: 'Roles',
      accountType: 'Account type',
      tenantAdministrator: 'Tenant administrator',
      none: '—',
    },
    ...systemConfigurationTexts.en.translation,
    ...shadesTexts.en.translation,
    ...customSettingsTexts.en.translation,
    ...costFileTexts.en.translation,
    ...styleImportTexts.en.translation,
    ...firstStartTexts.en.translation,
    ...usageTexts.en.translation,
    ...historyTexts.en.translation,
    ...ordersTexts.en.translation,
    ...referenceDataTexts.en.translation,
    ...reportsTexts.en.translation,
    ...stylesTexts.en.translation,
    ...stylePictureTexts.en.translation,
    ...purchasePlansTexts.en.translation,
    ...purchasePlanScreensTexts.en.translation,
    ...purchasePlanOutputsTexts.en.translation,
    ...toastsTexts.en.translation,
    ...styleFiguresTexts.en.translation,
    ...operationsTexts.en.translation,
    ...styleDashboardTexts.en.translation,
    ...styleGridTexts.en.translation,
    ...styleWindowTexts.en.translation,
    ...styleStagesTexts.en.translation,
    ...styleSamplesTexts.en.translation,
    ...styleActualsTexts.en.translation,
    ...operationDialogTexts.en.translation,
    ...identityAdminTexts.en.translation,
    ...adminScreensTexts.en.translation,
    ...saasScreensTexts.en.translation,
    ...stitchComponentsTexts.en.translation,
    ...idempotencyTexts.en.translation,
  },
  errors: {
    'Spool:ValidationError': 'Some of the data sent is not valid.',
    'Spool:NotFound': 'What you asked for does not exist.',
    'Spool:Unauthorized': 'Please sign in to continue.',
    'Spool:Forbidden': 'You do not have permission to do this.',
    'Spool:Conflict': 'Someone else changed this in the meantime. Reload and try again.',
    'Spool:Duplicate': 'Someone saved the same value a moment ago: it is taken. Choose another.',
    'Spool:PayloadTooLarge': 'What you sent is too large.',
    'Spool:ServiceUnavailable': 'The service is not available right now. Try again shortly.',
    'Spool:InternalError': 'An unexpected error occurred. Reference: {{requestId}}',
    'Spool:RouteNotFound': 'There is no API at {{method}} {{path}}.',
    'Spool.Catalogue:CustomerNotFound': 'Customer {{id}} does not exist.',
    'Spool.Catalogue:DuplicateCustomerName': 'A customer named "{{name}}" already exists.',
    'Spool.Catalogue:ThreadReferenceNotFound': 'A thread chosen in an operation no longer exists.',
    'Spool.Consumption:StitchTypeNotFound': 'Stitch type {{code}} does not exist.',
    'Spool.Reports:IncompleteOperationData':
      'Incomplete data in operation. Can not download the report',
    'Spool.Tenancy:TenantNotFound': 'Tenant {{id}} does not exist.',
    'Spool.Tenancy:DuplicateTenantName': 'A tenant named "{{name}}" already exists.',
    'Spool.Tenancy:ConnectionStringInvalid':
      'The connection string must be a PostgreSQL address: postgres://user:password@host:port/database.',
    'Spool.Tenancy:DatabaseNameMissing':
      'The connection string names no database: give the database name.',
    'Spool.Tenancy:DatabaseNameMismatch':
      'The connection string names the database "{{inConnectionString}}", not "{{databaseName}}".',
    'Spool.Tenancy:DatabaseUnreachable': 'Cannot use the database {{database}}: {{reason}}',
    'Spool.Tenancy:TenantHasStyles':
      "The tenant has {{count}} styles in its current database. Spool does not move data between databases, so the tenant's database cannot be changed.",
    'Spool.Tenancy:OrganisationNotFound': 'Organisation {{id}} does not exist.',
    ...systemConfigurationTexts.en.errors,
    ...shadesTexts.en.errors,
    ...customSettingsTexts.en.errors,
    ...costFileTexts.en.errors,
    ...styleImportTexts.en.errors,
    ...firstStartTexts.en.errors,
    ...usageTexts.en.errors,
    ...historyTexts.en.errors,
    ...ordersTexts.en.errors,
    ...referenceDataTexts.en.errors,
    ...reportsTexts.en.errors,
    ...stylesTexts.en.errors,
    ...styleSamplesTexts.en.errors,
    ...stylePictureTexts.en.errors,
    ...purchasePlansTexts.en.errors,
    ...purchasePlanScreensTexts.en.errors,
    ...purchasePlanOutputsTexts.en.errors,
    ...operationsTexts.en.errors,
    ...styleDashboardTexts.en.errors,
    ...styleGridTexts.en.errors,
    ...styleWindowTexts.en.errors,
    ...styleActualsTexts.en.errors,
    ...operationDialogTexts.en.errors,
    ...identityAdminTexts.en.errors,
    ...adminScreensTexts.en.errors,
    ...saasScreensTexts.en.errors,
    ...stitchComponentsTexts.en.errors,
    ...idempotencyTexts.en.errors,
  },
} as const;

/** The shape every language's catalogue must have: the English keys, any text. */
export type Messages = Widen<typeof en>;

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
      home: 'Back to the start page',
    },
    signIn: {
      title: 'Sign in to Spool',
      login: 'User name or e-mail',
      password: 'Password',
      submit: 'Sign in',
      cancel: 'Cancel',
      invalid: 'The user name or password is not correct.',
      lockedOut: 'Too many failed attempts. This account is locked until {{time}}.',
      chooseTenant: 'Your account belongs to several organisations. Choose where to sign in.',
      tenant: 'Sign in to',
      host: 'Host administration',
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
    },
  },
  errors: {
    'Spool:ValidationError': 'Some of the data sent is not valid.',
    'Spool:NotFound': 'What you asked for does not exist.',
    'Spool:Unauthorized': 'Please sign in to continue.',
    'Spool:Forbidden': 'You do not have permission to do this.',
    'Spool:Conflict': 'Someone else changed this in the meantime. Reload and try again.',
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
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language's catalogue must have: the English keys, any text. */
export type Messages = Widen<typeof en>;

import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Log lines for a person (pretty), for a program (json), or pretty in a terminal only (auto). */
const logFormats = ['auto', 'pretty', 'json'] as const;
export type LogFormat = (typeof logFormats)[number];

/** A value that may be left unset; blank counts as unset. */
function optionalText() {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
}

/** An optional http(s) URL variable: empty means unset; anything else must parse. */
function optionalHttpUrl() {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      if (!/^https?:\/\//.test(value) || !URL.canParse(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `must be an http:// or https:// URL (got "${value}")`,
        });
        return z.NEVER;
      }
      return value;
    });
}

/** An optional link for people: an http(s) URL or a mailto: address. */
function optionalPersonLink() {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      if (!/^(https?:\/\/|mailto:)/.test(value) || !URL.canParse(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `must be an http://, https:// or mailto: address (got "${value}")`,
        });
        return z.NEVER;
      }
      return value;
    });
}

/** The name of a token claim: one word, no spaces. */
function claimName() {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const name = value.trim();
      if (!/^[\w.:/-]{1,128}$/.test(name)) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a claim name such as tenantid, without spaces (got "${value}")`,
        });
        return z.NEVER;
      }
      return name;
    });
}

export type SignInLimits = { perAddressPerMinute: number; perLoginPer10Minutes: number };

/** The defaults of SPOOL_SIGN_IN_ATTEMPTS_PER_ADDRESS and SPOOL_SIGN_IN_ATTEMPTS_PER_LOGIN. */
export const defaultSignInLimits: SignInLimits = {
  perAddressPerMinute: 30,
  perLoginPer10Minutes: 10,
};

/** A whole number from `min` to `max`, with a default when unset. */
function wholeNumber(fallback: number, min: number, max: number) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const number = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
      if (!Number.isInteger(number) || number < min || number > max) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a whole number from ${min} to ${max} (got "${value}")`,
        });
        return z.NEVER;
      }
      return number;
    });
}

/**
 * Which proxies may tell the client's address and protocol (X-Forwarded-For,
 * X-Forwarded-Proto): `false` (none, the default), `true` (any: only when
 * nothing reaches Spool but through the proxy), a number of proxy hops, or a
 * comma-separated list of proxy addresses or CIDR ranges.
 */
function trustProxy() {
  return z
    .string()
    .optional()
    .transform((value, ctx): boolean | number | string[] => {
      const text = (value ?? '').trim().toLowerCase();
      if (text === '' || text === 'false') return false;
      if (text === 'true') return true;
      if (/^\d+$/.test(text)) return Number(text);
      const addresses = text.split(',').map((part) => part.trim());
      if (addresses.every((part) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(part))) return addresses;
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false, a number of proxy hops, or proxy addresses separated by commas (got "${value}")`,
      });
      return z.NEVER;
    });
}

/** An optional postgres:// URL variable: empty means unset; anything else must parse. */
function optionalPostgresUrl() {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      if (!/^postgres(ql)?:\/\//.test(value) || !URL.canParse(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a postgres:// or postgresql:// URL (got "${redactUrl(value)}")`,
        });
        return z.NEVER;
      }
      return value;
    });
}

/** `true` or `false` (default false; blank counts as unset). */
function optionalBoolean() {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = (value ?? '').trim().toLowerCase();
      if (text === '' || text === 'false') return false;
      if (text === 'true') return true;
      ctx.addIssue({ code: 'custom', message: `must be true or false (got "${value}")` });
      return z.NEVER;
    });
}

/** A TCP port given as text: a whole number from 1 to 65535. */
function portNumber(value: string, ctx: z.RefinementCtx): number {
  const port = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a whole number from 1 to 65535 (got "${value}")`,
    });
    return z.NEVER;
  }
  return port;
}

const envSchema = z.object({
  PORT: z.string().default('3000').transform(portNumber),
  SPOOL_MANAGEMENT_PORT: z
    .string()
    .optional()
    .transform((value, ctx) =>
      value === undefined || value.trim() === '' ? undefined : portNumber(value, ctx),
    ),
  HOST: z.string().trim().min(1, { error: 'must not be empty' }).default('0.0.0.0'),
  SPOOL_DATA_DIR: z.string().trim().min(1, { error: 'must not be empty' }).default('./data'),
  DATABASE_URL: optionalPostgresUrl(),
  SPOOL_RUNTIME_DATABASE_URL: optionalPostgresUrl(),
  SPOOL_POOLER_URL: optionalPostgresUrl(),
  SPOOL_ALLOW_PRIVILEGED_RUNTIME: optionalBoolean(),
  SPOOL_PUBLIC_URL: optionalHttpUrl().transform((value) => value?.replace(/\/+$/, '')),
  SPOOL_TRUST_PROXY: trustProxy(),
  SPOOL_SIGN_IN_ATTEMPTS_PER_ADDRESS: wholeNumber(
    defaultSignInLimits.perAddressPerMinute,
    1,
    100_000,
  ),
  SPOOL_SIGN_IN_ATTEMPTS_PER_LOGIN: wholeNumber(defaultSignInLimits.perLoginPer10Minutes, 1, 1_000),
  SPOOL_ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      if (value.length < 8) {
        ctx.addIssue({ code: 'custom', message: 'must be at least 8 characters long' });
        return z.NEVER;
      }
      return value;
    }),
  SPOOL_ACCESS_TOKEN_LIFETIME: z
    .string()
    .default('3600')
    .transform((value, ctx) => {
      const seconds = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
      // The browser renews a minute before expiry, or halfway through a shorter life.
      if (!Number.isInteger(seconds) || seconds < 20 || seconds > 86400) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a whole number of seconds from 20 to 86400 (got "${value}")`,
        });
        return z.NEVER;
      }
      return seconds;
    }),
  OIDC_ISSUER: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const url = URL.canParse(value) ? new URL(value) : undefined;
      if (!url || !/^https?:$/.test(url.protocol) || url.search !== '' || url.hash !== '') {
        ctx.addIssue({
          code: 'custom',
          message: `must be the provider's issuer: an http:// or https:// URL without query or fragment (got "${value}")`,
        });
        return z.NEVER;
      }
      // Kept as written: the discovery document's issuer must equal it exactly.
      return value;
    }),
  OIDC_CLIENT_ID: optionalText(),
  OIDC_AUDIENCE: optionalText(),
  OIDC_SCOPE: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const scope = (value ?? '').trim().split(/\s+/).filter(Boolean).join(' ');
      if (scope === '') return undefined;
      if (!scope.split(' ').includes('openid')) {
        ctx.addIssue({
          code: 'custom',
          message: `must include the scope openid (got "${scope}")`,
        });
        return z.NEVER;
      }
      return scope;
    }),
  OIDC_TENANT_CLAIM: claimName(),
  OIDC_ACCOUNT_TYPE_CLAIM: claimName(),
  SPOOL_HELP_URL: optionalPersonLink(),
  SPOOL_SUPPORT_URL: optionalPersonLink(),
  SPOOL_SUGGESTIONS_URL: optionalPersonLink(),
  IDENTITY_DISCOVERY_URL: optionalHttpUrl(),
  IDENTITY_DISCOVERY_ACCESS_CODE: optionalText(),
  LOG_LEVEL: z
    .string()
    .default('info')
    .transform((value, ctx) => {
      const level = value.trim().toLowerCase();
      if (!(logLevels as readonly string[]).includes(level)) {
        ctx.addIssue({
          code: 'custom',
          message: `must be one of ${logLevels.join(', ')} (got "${value}")`,
        });
        return z.NEVER;
      }
      return level as (typeof logLevels)[number];
    }),
  LOG_FORMAT: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const format = value?.trim().toLowerCase() || 'auto';
      if (!(logFormats as readonly string[]).includes(format)) {
        ctx.addIssue({
          code: 'custom',
          message: `must be one of ${logFormats.join(', ')} (got "${value}")`,
        });
        return z.NEVER;
      }
      return format as LogFormat;
    }),
});

export type Config = {
  port: number;
  /** Liveness, readiness and metrics on a port of their own; none when unset. */
  managementPort: number | undefined;
  host: string;
  dataDir: string;
  /** The PostgreSQL server's database, as its owner: migrations (PGlite when unset). */
  databaseUrl: string | undefined;
  /** The login requests run on (neither superuser nor owner); unset: Spool makes one. */
  runtimeDatabaseUrl: string | undefined;
  /** A connection pooler (PgBouncer) that the logins Spool makes reach the database through. */
  poolerUrl: string | undefined;
  /** Serve even on a login that could step out of row-level security (a superuser, the owner). */
  allowPrivilegedRuntime: boolean;
  /** Where browsers reach Spool; the sign-in issuer and redirects are built on it. */
  publicUrl: string;
  /** Whether SPOOL_PUBLIC_URL named it (else it is `localhost` on PORT). */
  publicUrlGiven: boolean;
  /** Which proxies may tell the client's address and protocol (Fastify's trustProxy). */
  trustProxy: boolean | number | string[];
  /** Sign-in attempts allowed per client address a minute, and per login name in 10 minutes. */
  signInLimits: SignInLimits;
  /** The first accounts' password; generated and printed once when unset. */
  adminPassword: string | undefined;
  /** How long the embedded provider's access and ID tokens live, in seconds. */
  accessTokenLifetime: number;
  logLevel: (typeof logLevels)[number];
  logFormat: LogFormat;
  /** Set with OIDC_ISSUER: people sign in there and the embedded provider is off. */
  externalSignIn: ExternalSignInConfig | undefined;
  /** Set with IDENTITY_DISCOVERY_URL: the external identity-discovery service; else Spool's own tables. */
  identityDiscovery: IdentityDiscoveryConfig | undefined;
  /** Where the account menu's help, support and suggestions links lead; unset ones are not shown. */
  links: PersonLinks;
};

export type PersonLinks = {
  help: string | null;
  support: string | null;
  suggestions: string | null;
};

/** An external OpenID Connect provider, instead of the embedded one. */
export type ExternalSignInConfig = {
  /** Exactly as configured; discovery must name the same issuer. */
  issuer: string;
  /** The browser's public client at that provider. */
  clientId: string;
  /** The `aud` the API requires in access tokens. */
  audience: string;
  scope: string;
  /** Which access-token claim holds Spool's tenant id. */
  tenantClaim: string;
  /** Which access-token claim holds the account type (101: tenant administrator). */
  accountTypeClaim: string;
};

export type IdentityDiscoveryConfig = { baseUrl: string; accessCode: string };

export const defaultOidcScope = 'openid profile email offline_access';

/** Used only with OIDC_ISSUER; set without it, they point at a mistake. */
const externalSignInVariables = [
  'OIDC_CLIENT_ID',
  'OIDC_AUDIENCE',
  'OIDC_SCOPE',
  'OIDC_TENANT_CLAIM',
  'OIDC_ACCOUNT_TYPE_CLAIM',
] as const;

/** Start-up stops with this: one line per bad variable, each naming it. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/**
 * Reads Spool's configuration from the environment. This is the only place that
 * reads `process.env` (CONVENTIONS 11); everything else receives a `Config`.
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) => `Invalid configuration: ${issue.path.join('.')} ${issue.message}`,
      );
  problems.push(...missingCompanions(env));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const {
    PORT,
    SPOOL_MANAGEMENT_PORT,
    HOST,
    SPOOL_DATA_DIR,
    DATABASE_URL,
    SPOOL_RUNTIME_DATABASE_URL,
    SPOOL_POOLER_URL,
    SPOOL_ALLOW_PRIVILEGED_RUNTIME,
    SPOOL_PUBLIC_URL,
    SPOOL_TRUST_PROXY,
    SPOOL_SIGN_IN_ATTEMPTS_PER_ADDRESS,
    SPOOL_SIGN_IN_ATTEMPTS_PER_LOGIN,
    SPOOL_ADMIN_PASSWORD,
    SPOOL_ACCESS_TOKEN_LIFETIME,
    LOG_LEVEL,
    LOG_FORMAT,
    OIDC_ISSUER,
    OIDC_CLIENT_ID,
    OIDC_AUDIENCE,
    OIDC_SCOPE,
    OIDC_TENANT_CLAIM,
    OIDC_ACCOUNT_TYPE_CLAIM,
    IDENTITY_DISCOVERY_URL,
    IDENTITY_DISCOVERY_ACCESS_CODE,
    SPOOL_HELP_URL,
    SPOOL_SUPPORT_URL,
    SPOOL_SUGGESTIONS_URL,
  } = parsed.data;
  return {
    port: PORT,
    managementPort: SPOOL_MANAGEMENT_PORT,
    host: HOST,
    dataDir: SPOOL_DATA_DIR,
    databaseUrl: DATABASE_URL,
    runtimeDatabaseUrl: SPOOL_RUNTIME_DATABASE_URL,
    poolerUrl: SPOOL_POOLER_URL,
    allowPrivilegedRuntime: SPOOL_ALLOW_PRIVILEGED_RUNTIME,
    publicUrl: SPOOL_PUBLIC_URL ?? `http://localhost:${PORT}`,
    publicUrlGiven: SPOOL_PUBLIC_URL !== undefined,
    trustProxy: SPOOL_TRUST_PROXY,
    signInLimits: {
      perAddressPerMinute: SPOOL_SIGN_IN_ATTEMPTS_PER_ADDRESS,
      perLoginPer10Minutes: SPOOL_SIGN_IN_ATTEMPTS_PER_LOGIN,
    },
    adminPassword: SPOOL_ADMIN_PASSWORD,
    accessTokenLifetime: SPOOL_ACCESS_TOKEN_LIFETIME,
    logLevel: LOG_LEVEL,
    logFormat: LOG_FORMAT,
    externalSignIn:
      OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_AUDIENCE
        ? {
            issuer: OIDC_ISSUER,
            clientId: OIDC_CLIENT_ID,
            audience: OIDC_AUDIENCE,
            scope: OIDC_SCOPE ?? defaultOidcScope,
            tenantClaim: OIDC_TENANT_CLAIM ?? 'tenantid',
            accountTypeClaim: OIDC_ACCOUNT_TYPE_CLAIM ?? 'account_type',
          }
        : undefined,
    identityDiscovery:
      IDENTITY_DISCOVERY_URL && IDENTITY_DISCOVERY_ACCESS_CODE
        ? { baseUrl: IDENTITY_DISCOVERY_URL, accessCode: IDENTITY_DISCOVERY_ACCESS_CODE }
        : undefined,
    links: {
      help: SPOOL_HELP_URL ?? null,
      support: SPOOL_SUPPORT_URL ?? null,
      suggestions: SPOOL_SUGGESTIONS_URL ?? null,
    },
  };
}

/** Variables that only make sense together: one line for each one missing or set alone. */
function missingCompanions(env: Readonly<Record<string, string | undefined>>): string[] {
  const isSet = (name: string) => (env[name] ?? '').trim() !== '';
  const problems: string[] = [];
  if (isSet('OIDC_ISSUER')) {
    for (const name of ['OIDC_CLIENT_ID', 'OIDC_AUDIENCE']) {
      if (!isSet(name))
        problems.push(`Invalid configuration: ${name} is required with OIDC_ISSUER`);
    }
  } else {
    for (const name of externalSignInVariables) {
      if (isSet(name)) {
        problems.push(
          `Invalid configuration: ${name} applies only to an external provider, but OIDC_ISSUER is not set`,
        );
      }
    }
  }
  problems.push(...runtimeUrlProblems(env), ...poolerUrlProblems(env));
  if (isSet('IDENTITY_DISCOVERY_URL') && !isSet('IDENTITY_DISCOVERY_ACCESS_CODE')) {
    problems.push(
      'Invalid configuration: IDENTITY_DISCOVERY_ACCESS_CODE is required with IDENTITY_DISCOVERY_URL',
    );
  }
  if (!isSet('IDENTITY_DISCOVERY_URL') && isSet('IDENTITY_DISCOVERY_ACCESS_CODE')) {
    problems.push(
      'Invalid configuration: IDENTITY_DISCOVERY_ACCESS_CODE applies only with IDENTITY_DISCOVERY_URL, which is not set',
    );
  }
  return problems;
}

/** SPOOL_RUNTIME_DATABASE_URL serves the database DATABASE_URL migrates, and nothing else. */
function runtimeUrlProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const runtime = (env['SPOOL_RUNTIME_DATABASE_URL'] ?? '').trim();
  const owner = (env['DATABASE_URL'] ?? '').trim();
  if (runtime === '') return [];
  if (owner === '') {
    return [
      'Invalid configuration: SPOOL_RUNTIME_DATABASE_URL applies only with DATABASE_URL (a PostgreSQL server), which is not set',
    ];
  }
  if (!URL.canParse(runtime) || !URL.canParse(owner)) return [];
  const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
  if (databaseOf(runtime) === databaseOf(owner)) return [];
  return [
    `Invalid configuration: SPOOL_RUNTIME_DATABASE_URL must name the database DATABASE_URL names ("${databaseOf(owner)}", got "${databaseOf(runtime)}")`,
  ];
}

/** SPOOL_POOLER_URL carries the logins Spool makes for DATABASE_URL's database. */
function poolerUrlProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const isSet = (name: string) => (env[name] ?? '').trim() !== '';
  if (!isSet('SPOOL_POOLER_URL')) return [];
  if (!isSet('DATABASE_URL')) {
    return [
      'Invalid configuration: SPOOL_POOLER_URL applies only with DATABASE_URL (a PostgreSQL server), which is not set',
    ];
  }
  if (isSet('SPOOL_RUNTIME_DATABASE_URL')) {
    return [
      'Invalid configuration: SPOOL_POOLER_URL applies to the logins Spool makes; with SPOOL_RUNTIME_DATABASE_URL, give the pooler’s address there instead',
    ];
  }
  return [];
}

/** A connection URL safe to print: the password replaced by `***`. */
export function redactUrl(value: string): string {
  if (!URL.canParse(value)) return value.replace(/:[^:@/]*@/, ':***@');
  const url = new URL(value);
  if (url.password) url.password = '***';
  return url.toString();
}

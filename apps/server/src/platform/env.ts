import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z
    .string()
    .default('3000')
    .transform((value, ctx) => {
      const port = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
      if (!Number.isInteger(port) || port < 1 || port > 65535) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a whole number from 1 to 65535 (got "${value}")`,
        });
        return z.NEVER;
      }
      return port;
    }),
  HOST: z.string().trim().min(1, { error: 'must not be empty' }).default('0.0.0.0'),
  SPOOL_DATA_DIR: z.string().trim().min(1, { error: 'must not be empty' }).default('./data'),
  DATABASE_URL: z
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
    }),
  SPOOL_PUBLIC_URL: z
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
      return value.replace(/\/+$/, '');
    }),
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
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where browsers reach Spool; the sign-in issuer and redirects are built on it. */
  publicUrl: string;
  /** The first accounts' password; generated and printed once when unset. */
  adminPassword: string | undefined;
  logLevel: (typeof logLevels)[number];
};

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
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `Invalid configuration: ${issue.path.join('.')} ${issue.message}`,
      ),
    );
  }
  const {
    PORT,
    HOST,
    SPOOL_DATA_DIR,
    DATABASE_URL,
    SPOOL_PUBLIC_URL,
    SPOOL_ADMIN_PASSWORD,
    LOG_LEVEL,
  } = parsed.data;
  return {
    port: PORT,
    host: HOST,
    dataDir: SPOOL_DATA_DIR,
    databaseUrl: DATABASE_URL,
    publicUrl: SPOOL_PUBLIC_URL ?? `http://localhost:${PORT}`,
    adminPassword: SPOOL_ADMIN_PASSWORD,
    logLevel: LOG_LEVEL,
  };
}

/** A connection URL safe to print: the password replaced by `***`. */
export function redactUrl(value: string): string {
  if (!URL.canParse(value)) return value.replace(/:[^:@/]*@/, ':***@');
  const url = new URL(value);
  if (url.password) url.password = '***';
  return url.toString();
}

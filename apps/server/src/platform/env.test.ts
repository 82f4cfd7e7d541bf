import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redactUrl } from './env.js';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration from the environment', () => {
  it('serves on port 3000 from ./data on the embedded database by default', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      managementPort: undefined,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      runtimeDatabaseUrl: undefined,
      poolerUrl: undefined,
      allowPrivilegedRuntime: false,
      publicUrl: 'http://localhost:3000',
      publicUrlGiven: false,
      trustProxy: false,
      signInLimits: { perAddressPerMinute: 30, perLoginPer10Minutes: 10 },
      adminPassword: undefined,
      accessTokenLifetime: 3600,
      logLevel: 'info',
      logFormat: 'auto',
      externalSignIn: undefined,
      identityDiscovery: undefined,
      links: { help: null, support: null, suggestions: null },
    });
  });

  it('builds the public address on PORT unless SPOOL_PUBLIC_URL names it', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ SPOOL_PUBLIC_URL: 'https://spool.example.com/' }).publicUrl).toBe(
      'https://spool.example.com',
    );
    expect(loadConfig({ SPOOL_PUBLIC_URL: 'https://spool.example.com/' }).publicUrlGiven).toBe(
      true,
    );
  });

  it('sets how long sign-in tokens live, refusing what the browser could not renew in time', () => {
    expect(loadConfig({ SPOOL_ACCESS_TOKEN_LIFETIME: '900' }).accessTokenLifetime).toBe(900);
    expect(problemsOf({ SPOOL_ACCESS_TOKEN_LIFETIME: '19' })).toEqual([
      'Invalid configuration: SPOOL_ACCESS_TOKEN_LIFETIME must be a whole number of seconds from 20 to 86400 (got "19")',
    ]);
  });

  it('reads the help, support and suggestions links, web or e-mail addresses only', () => {
    expect(
      loadConfig({
        SPOOL_HELP_URL: 'https://help.example.com/spool',
        SPOOL_SUPPORT_URL: 'mailto:support@example.com',
      }).links,
    ).toEqual({
      help: 'https://help.example.com/spool',
      support: 'mailto:support@example.com',
      suggestions: null,
    });
    expect(problemsOf({ SPOOL_SUGGESTIONS_URL: 'javascript:alert(1)' })).toEqual([
      'Invalid configuration: SPOOL_SUGGESTIONS_URL must be an http://, https:// or mailto: address (got "javascript:alert(1)")',
    ]);
  });

  it('trusts no proxy unless SPOOL_TRUST_PROXY names them: true, hops, or addresses', () => {
    expect(loadConfig({ SPOOL_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ SPOOL_TRUST_PROXY: 'FALSE' }).trustProxy).toBe(false);
    expect(loadConfig({ SPOOL_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ SPOOL_TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    expect(problemsOf({ SPOOL_TRUST_PROXY: 'the load balancer' })).toEqual([
      'Invalid configuration: SPOOL_TRUST_PROXY must be true, false, a number of proxy hops, or proxy addresses separated by commas (got "the load balancer")',
    ]);
  });

  it('reads the sign-in attempts allowed per address and per login name', () => {
    expect(
      loadConfig({
        SPOOL_SIGN_IN_ATTEMPTS_PER_ADDRESS: '200',
        SPOOL_SIGN_IN_ATTEMPTS_PER_LOGIN: '5',
      }).signInLimits,
    ).toEqual({ perAddressPerMinute: 200, perLoginPer10Minutes: 5 });
    expect(problemsOf({ SPOOL_SIGN_IN_ATTEMPTS_PER_LOGIN: '0' })).toEqual([
      'Invalid configuration: SPOOL_SIGN_IN_ATTEMPTS_PER_LOGIN must be a whole number from 1 to 1000 (got "0")',
    ]);
  });

  it('refuses a first-accounts password shorter than 8 characters', () => {
    expect(problemsOf({ SPOOL_ADMIN_PASSWORD: 'short' })).toEqual([
      'Invalid configuration: SPOOL_ADMIN_PASSWORD must be at least 8 characters long',
    ]);
  });

  it('honours PORT, SPOOL_DATA_DIR, DATABASE_URL and LOG_LEVEL', () => {
    const config = loadConfig({
      PORT: '8080',
      SPOOL_DATA_DIR: '/var/lib/spool',
      DATABASE_URL: 'postgres://spool@db.internal:5432/spool',
      LOG_LEVEL: 'WARN',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/spool',
      databaseUrl: 'postgres://spool@db.internal:5432/spool',
      logLevel: 'warn',
    });
  });

  it('treats an empty DATABASE_URL as not set', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('rejects a port that is not a whole number, naming the variable in one line', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")',
    ]);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^Invalid configuration: PORT /);
    expect(problemsOf({ PORT: '80.5' })[0]).toMatch(/^Invalid configuration: PORT /);
    expect(problemsOf({ SPOOL_MANAGEMENT_PORT: '0' })).toEqual([
      'Invalid configuration: SPOOL_MANAGEMENT_PORT must be a whole number from 1 to 65535 (got "0")',
    ]);
    expect(loadConfig({ SPOOL_MANAGEMENT_PORT: '9464' }).managementPort).toBe(9464);
  });

  it('rejects a DATABASE_URL that is not a PostgreSQL URL without printing its password', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://root:secret@localhost/spool' });
    expect(problem).toMatch(/^Invalid configuration: DATABASE_URL must be a postgres:\/\//);
    expect(problem).not.toContain('secret');
  });

  it('takes LOG_FORMAT pretty or json, and by default chooses by the terminal', () => {
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: ' JSON ' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(problemsOf({ LOG_FORMAT: 'xml' })[0]).toBe(
      'Invalid configuration: LOG_FORMAT must be one of auto, pretty, json (got "xml")',
    );
  });

  it('rejects an unknown log level and lists the accepted ones', () => {
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toBe(
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
  });

  it('reports every bad variable at once, one line each', () => {
    expect(problemsOf({ PORT: '0', LOG_LEVEL: 'x' })).toHaveLength(2);
  });

  it('turns the embedded provider off for OIDC_ISSUER, with the default scope and claim names', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example.com/realms/spool/',
      OIDC_CLIENT_ID: 'spool-web',
      OIDC_AUDIENCE: 'api://spool',
    });
    expect(config.externalSignIn).toEqual({
      issuer: 'https://login.example.com/realms/spool/',
      clientId: 'spool-web',
      audience: 'api://spool',
      scope: 'openid profile email offline_access',
      tenantClaim: 'tenantid',
      accountTypeClaim: 'account_type',
    });
  });

  it('honours OIDC_SCOPE and the claim names, normalising the spaces of the scope', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'web',
      OIDC_AUDIENCE: 'spool-api',
      OIDC_SCOPE: '  openid   spool.api ',
      OIDC_TENANT_CLAIM: 'https://spool.example/tenant',
      OIDC_ACCOUNT_TYPE_CLAIM: 'acct',
    });
    expect(config.externalSignIn).toMatchObject({
      scope: 'openid spool.api',
      tenantClaim: 'https://spool.example/tenant',
      accountTypeClaim: 'acct',
    });
  });

  it('requires OIDC_CLIENT_ID and OIDC_AUDIENCE with OIDC_ISSUER, one line each', () => {
    expect(problemsOf({ OIDC_ISSUER: 'https://id.example.com' })).toEqual([
      'Invalid configuration: OIDC_CLIENT_ID is required with OIDC_ISSUER',
      'Invalid configuration: OIDC_AUDIENCE is required with OIDC_ISSUER',
    ]);
  });

  it('rejects an OIDC_ISSUER that is not an http(s) URL or carries a query', () => {
    const complete = { OIDC_CLIENT_ID: 'web', OIDC_AUDIENCE: 'api' };
    for (const issuer of [
      'login.example.com',
      'ftp://id.example.com',
      'https://id.example.com?x=1',
    ]) {
      const problems = problemsOf({ ...complete, OIDC_ISSUER: issuer });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^Invalid configuration: OIDC_ISSUER must be the provider's issuer/,
      );
    }
  });

  it('rejects an OIDC_SCOPE without openid and a claim name with spaces', () => {
    const problems = problemsOf({
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'web',
      OIDC_AUDIENCE: 'api',
      OIDC_SCOPE: 'profile email',
      OIDC_TENANT_CLAIM: 'tenant id',
    });
    expect(problems).toEqual([
      'Invalid configuration: OIDC_SCOPE must include the scope openid (got "profile email")',
      'Invalid configuration: OIDC_TENANT_CLAIM must be a claim name such as tenantid, without spaces (got "tenant id")',
    ]);
  });

  it('points out OIDC settings given without OIDC_ISSUER instead of silently ignoring them', () => {
    expect(problemsOf({ OIDC_CLIENT_ID: 'web', OIDC_TENANT_CLAIM: 'tenant' })).toEqual([
      'Invalid configuration: OIDC_CLIENT_ID applies only to an external provider, but OIDC_ISSUER is not set',
      'Invalid configuration: OIDC_TENANT_CLAIM applies only to an external provider, but OIDC_ISSUER is not set',
    ]);
  });

  it('reads the identity-discovery service address and access code, which go together', () => {
    expect(
      loadConfig({
        IDENTITY_DISCOVERY_URL: 'https://discovery.example.com/api/',
        IDENTITY_DISCOVERY_ACCESS_CODE: 's3cret',
      }).identityDiscovery,
    ).toEqual({ baseUrl: 'https://discovery.example.com/api/', accessCode: 's3cret' });
    expect(problemsOf({ IDENTITY_DISCOVERY_URL: 'https://discovery.example.com' })).toEqual([
      'Invalid configuration: IDENTITY_DISCOVERY_ACCESS_CODE is required with IDENTITY_DISCOVERY_URL',
    ]);
    expect(problemsOf({ IDENTITY_DISCOVERY_ACCESS_CODE: 's3cret' })).toEqual([
      'Invalid configuration: IDENTITY_DISCOVERY_ACCESS_CODE applies only with IDENTITY_DISCOVERY_URL, which is not set',
    ]);
    expect(
      problemsOf({ IDENTITY_DISCOVERY_URL: 'discovery', IDENTITY_DISCOVERY_ACCESS_CODE: 'x' }),
    ).toEqual([
      'Invalid configuration: IDENTITY_DISCOVERY_URL must be an http:// or https:// URL (got "discovery")',
    ]);
  });

  it('serves on SPOOL_RUNTIME_DATABASE_URL, which must name the database DATABASE_URL migrates', () => {
    const owner = 'postgres://owner:secret@db.example/spool';
    const runtime = 'postgres://spool_web:other@db.example/spool';
    expect(loadConfig({ DATABASE_URL: owner, SPOOL_RUNTIME_DATABASE_URL: runtime })).toMatchObject({
      databaseUrl: owner,
      runtimeDatabaseUrl: runtime,
      allowPrivilegedRuntime: false,
    });
    expect(problemsOf({ SPOOL_RUNTIME_DATABASE_URL: runtime })).toEqual([
      'Invalid configuration: SPOOL_RUNTIME_DATABASE_URL applies only with DATABASE_URL (a PostgreSQL server), which is not set',
    ]);
    expect(
      problemsOf({
        DATABASE_URL: owner,
        SPOOL_RUNTIME_DATABASE_URL: 'postgres://spool_web:other@db.example/elsewhere',
      }),
    ).toEqual([
      'Invalid configuration: SPOOL_RUNTIME_DATABASE_URL must name the database DATABASE_URL names ("spool", got "elsewhere")',
    ]);
    expect(
      problemsOf({ DATABASE_URL: owner, SPOOL_RUNTIME_DATABASE_URL: 'mysql://x@y/spool' }),
    ).toEqual([
      'Invalid configuration: SPOOL_RUNTIME_DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x@y/spool")',
    ]);
  });

  it('reaches the database through SPOOL_POOLER_URL, only for the logins Spool makes', () => {
    const owner = 'postgres://owner:secret@db.example/spool';
    const pooler = 'postgres://pgbouncer.example:6432';
    expect(loadConfig({ DATABASE_URL: owner, SPOOL_POOLER_URL: pooler }).poolerUrl).toBe(pooler);
    expect(problemsOf({ SPOOL_POOLER_URL: pooler })).toEqual([
      'Invalid configuration: SPOOL_POOLER_URL applies only with DATABASE_URL (a PostgreSQL server), which is not set',
    ]);
    expect(
      problemsOf({
        DATABASE_URL: owner,
        SPOOL_RUNTIME_DATABASE_URL: 'postgres://spool_web:other@db.example/spool',
        SPOOL_POOLER_URL: pooler,
      }),
    ).toEqual([
      'Invalid configuration: SPOOL_POOLER_URL applies to the logins Spool makes; with SPOOL_RUNTIME_DATABASE_URL, give the pooler’s address there instead',
    ]);
  });

  it('serves on a privileged login only when SPOOL_ALLOW_PRIVILEGED_RUNTIME is true', () => {
    expect(loadConfig({ SPOOL_ALLOW_PRIVILEGED_RUNTIME: 'true' }).allowPrivilegedRuntime).toBe(
      true,
    );
    expect(loadConfig({ SPOOL_ALLOW_PRIVILEGED_RUNTIME: 'FALSE' }).allowPrivilegedRuntime).toBe(
      false,
    );
    expect(problemsOf({ SPOOL_ALLOW_PRIVILEGED_RUNTIME: 'yes' })).toEqual([
      'Invalid configuration: SPOOL_ALLOW_PRIVILEGED_RUNTIME must be true or false (got "yes")',
    ]);
  });

  it('hides the password of a connection URL', () => {
    expect(redactUrl('postgres://spool:s3cret@db:5432/spool')).toBe(
      'postgres://spool:***@db:5432/spool',
    );
  });
});

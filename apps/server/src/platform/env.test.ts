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
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      adminPassword: undefined,
      logLevel: 'info',
    });
  });

  it('builds the public address on PORT unless SPOOL_PUBLIC_URL names it', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ SPOOL_PUBLIC_URL: 'https://spool.example.com/' }).publicUrl).toBe(
      'https://spool.example.com',
    );
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
  });

  it('rejects a DATABASE_URL that is not a PostgreSQL URL without printing its password', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://root:secret@localhost/spool' });
    expect(problem).toMatch(/^Invalid configuration: DATABASE_URL must be a postgres:\/\//);
    expect(problem).not.toContain('secret');
  });

  it('rejects an unknown log level and lists the accepted ones', () => {
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toBe(
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
  });

  it('reports every bad variable at once, one line each', () => {
    expect(problemsOf({ PORT: '0', LOG_LEVEL: 'x' })).toHaveLength(2);
  });

  it('hides the password of a connection URL', () => {
    expect(redactUrl('postgres://spool:s3cret@db:5432/spool')).toBe(
      'postgres://spool:***@db:5432/spool',
    );
  });
});

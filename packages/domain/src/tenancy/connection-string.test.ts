import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors.js';
import {
  databaseNameInConnectionString,
  maskConnectionString,
  resolveTenantConnectionString,
} from './connection-string.js';

describe('databaseNameInConnectionString', () => {
  it('reads the database from the path of a postgres:// or postgresql:// address', () => {
    expect(databaseNameInConnectionString('postgres://user:secret@db.example:5432/loom')).toBe(
      'loom',
    );
    expect(
      databaseNameInConnectionString(' postgresql://db.example/loom_prod?sslmode=require '),
    ).toBe('loom_prod');
  });

  it('decodes the name as the server does', () => {
    expect(databaseNameInConnectionString('postgres://db.example/loom%20works')).toBe('loom works');
  });

  it('is empty for an address that names no database, or for no address at all', () => {
    expect(databaseNameInConnectionString('postgres://user@db.example:5432')).toBe('');
    expect(databaseNameInConnectionString('postgres://user@db.example:5432/')).toBe('');
    expect(databaseNameInConnectionString('')).toBe('');
    expect(databaseNameInConnectionString('mysql://db.example/loom')).toBe('');
    expect(databaseNameInConnectionString('postgres://db.example/%E0%A4%A')).toBe('');
  });
});

describe('resolveTenantConnectionString', () => {
  const codeOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return isDomainError(error) ? error.code : String(error);
    }
    return undefined;
  };

  it('completes an address that names no database with the database name', () => {
    expect(resolveTenantConnectionString('postgres://spool:pw@db.example:5432', 'loom')).toEqual({
      connectionString: 'postgres://spool:pw@db.example:5432/loom',
      databaseName: 'loom',
    });
  });

  it('refuses what is no PostgreSQL address, a name that disagrees, and no name at all', () => {
    expect(codeOf(() => resolveTenantConnectionString('mysql://db.example/loom'))).toBe(
      'Spool.Tenancy:ConnectionStringInvalid',
    );
    expect(codeOf(() => resolveTenantConnectionString('postgres://db.example/a', 'b'))).toBe(
      'Spool.Tenancy:DatabaseNameMismatch',
    );
    expect(codeOf(() => resolveTenantConnectionString('postgres://db.example'))).toBe(
      'Spool.Tenancy:DatabaseNameMissing',
    );
  });

  it('masks the password only', () => {
    expect(maskConnectionString('postgres://spool:secret@db.example/loom')).toBe(
      'postgres://spool:****@db.example/loom',
    );
    expect(maskConnectionString('postgres://spool@db.example/loom')).toBe(
      'postgres://spool@db.example/loom',
    );
  });
});

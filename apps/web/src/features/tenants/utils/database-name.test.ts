import { describe, expect, it } from 'vitest';
import { databaseNameFor, followTenantName, tenantDatabaseProperties } from './database-name';

describe('databaseNameFor', () => {
  it('lower-cases the tenant name and joins its words with one underscore', () => {
    expect(databaseNameFor('Northwind Knits')).toBe('northwind_knits');
    expect(databaseNameFor('  Loom  &  Co. (Dhaka) ')).toBe('loom_co_dhaka');
  });

  it('drops accents but keeps letters of any script', () => {
    expect(databaseNameFor('Tecelagem São João')).toBe('tecelagem_sao_joao');
    expect(databaseNameFor('مصنع النسيج 2')).toBe('مصنع_النسيج_2');
  });

  it('is empty while the name is', () => {
    expect(databaseNameFor('')).toBe('');
    expect(databaseNameFor(' - ')).toBe('');
  });
});

describe('followTenantName', () => {
  it('fills an empty database name from the tenant name', () => {
    expect(followTenantName('', '', 'Loom')).toBe('loom');
    expect(followTenantName('', 'Loom', 'Loom Works')).toBe('loom_works');
  });

  it('keeps following while the database name is what the previous tenant name suggested', () => {
    expect(followTenantName('loom', 'Loom', 'Loom Works')).toBe('loom_works');
    expect(followTenantName('loom_works', 'Loom Works', '')).toBe('');
  });

  it('keeps a database name typed in by the user', () => {
    expect(followTenantName('weaving_prod', 'Loom', 'Loom Works')).toBe('weaving_prod');
  });
});

describe('tenantDatabaseProperties', () => {
  it('sends nothing for the shared database, whatever the database name', () => {
    expect(tenantDatabaseProperties('', 'loom')).toEqual({});
    expect(tenantDatabaseProperties('   ', '')).toEqual({});
  });

  it('sends the database name beside a connection string that names no database', () => {
    expect(tenantDatabaseProperties(' postgres://user:pw@db.example:5432 ', ' loom ')).toEqual({
      DefaultConnectionString: 'postgres://user:pw@db.example:5432',
      DatabaseName: 'loom',
    });
  });

  it('leaves the database name to a connection string that names one', () => {
    expect(tenantDatabaseProperties('postgres://user:pw@db.example/loom_prod', 'loom')).toEqual({
      DefaultConnectionString: 'postgres://user:pw@db.example/loom_prod',
    });
  });

  it('sends the connection string alone when the database name is empty', () => {
    expect(tenantDatabaseProperties('postgres://db.example', '')).toEqual({
      DefaultConnectionString: 'postgres://db.example',
    });
  });
});

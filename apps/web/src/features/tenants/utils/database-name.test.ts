import { describe, expect, it } from 'vitest';
import { databaseNameFor } from './database-name';

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

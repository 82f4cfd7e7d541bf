import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { sortingSchema } from './sorting.js';

const schema = sortingSchema(['email', 'userName', 'creationTime']);

describe('sortingSchema', () => {
  it('reads the column as the contract spells it and the direction, in any case', () => {
    expect(schema.parse('userName desc')).toEqual({ column: 'userName', direction: 'desc' });
    expect(schema.parse('UserName DESC')).toEqual({ column: 'userName', direction: 'desc' });
    expect(schema.parse(' creationtime Asc ')).toEqual({
      column: 'creationTime',
      direction: 'asc',
    });
  });

  it('sorts ascending when no direction is given, and leaves an absent sort to the list', () => {
    expect(schema.parse('email')).toEqual({ column: 'email', direction: 'asc' });
    expect(schema.parse(undefined)).toBeUndefined();
  });

  it('refuses other columns, directions and spellings as invalid', () => {
    for (const sorting of ['password', 'email up', 'email  desc', 'email,userName', '', 'emai']) {
      expect(schema.safeParse(sorting).error?.issues.map((issue) => issue.message)).toEqual([
        'validation.invalid',
      ]);
    }
  });

  it('stays text on the wire, with its pattern in the OpenAPI document', () => {
    // The browser builds its query from the input side.
    expectTypeOf<z.input<typeof schema>>().toEqualTypeOf<string | undefined>();
    const json = z.toJSONSchema(schema, { io: 'input' });
    expect(json.type).toBe('string');
    expect(json.pattern).toContain('email|userName|creationTime');
  });
});

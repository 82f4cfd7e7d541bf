import { describe, expect, it } from 'vitest';
import {
  customerInputSchema,
  referenceNameMaxLength,
  sameReferenceName,
} from './reference-name.js';

describe('reference names (customer, product category, product type)', () => {
  it('trims the name before storing it', () => {
    expect(customerInputSchema.parse({ name: '  Northwind Apparel ' })).toEqual({
      name: 'Northwind Apparel',
    });
  });

  it('rejects a name that is empty once trimmed, with the required message', () => {
    const result = customerInputSchema.safeParse({ name: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.required');
  });

  it('accepts 30 characters and rejects 31', () => {
    expect(
      customerInputSchema.safeParse({ name: 'x'.repeat(referenceNameMaxLength) }).success,
    ).toBe(true);
    const tooLong = customerInputSchema.safeParse({ name: 'x'.repeat(referenceNameMaxLength + 1) });
    expect(tooLong.error?.issues[0]?.message).toBe('validation.maxLength');
  });

  it('treats names differing only in case and surrounding spaces as the same entry', () => {
    expect(sameReferenceName(' ACME ', 'acme')).toBe(true);
    expect(sameReferenceName('Acme', 'Acme Ltd')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { customersSettingId } from './style-form';

const customers = [
  { id: 1, name: 'Polar Outfitters', defaultCustomSettingId: 7 },
  { id: 2, name: 'Fjord Outdoor', defaultCustomSettingId: null },
  { id: 3, name: 'Gone Setting', defaultCustomSettingId: 99 },
];

describe('the custom setting of a new style’s customer', () => {
  it('is the customer’s default, the name typed in any case', () => {
    expect(customersSettingId(' polar outfitters ', customers, [0, 7], 0)).toBe(7);
  });

  it('falls back to the form’s first choice for a customer without one, or a new customer', () => {
    expect(customersSettingId('Fjord Outdoor', customers, [0, 7], 4)).toBe(4);
    expect(customersSettingId('Brand new buyer', customers, [0, 7], 4)).toBe(4);
  });

  it('ignores a default the settings list no longer has', () => {
    expect(customersSettingId('Gone Setting', customers, [0, 7], 0)).toBe(0);
  });
});

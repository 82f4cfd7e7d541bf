import { describe, expect, it } from 'vitest';
import type { ComponentLineState } from './operation-form-state';
import {
  entryNamed,
  unlistedChoiceIssues,
  unlistedFields,
  withBrand,
  withPackageSize,
  withTicketTex,
  withTyped,
} from './thread-choice';

const threaded: ComponentLineState = {
  needleName: 'Needle thread',
  brandId: 3,
  brand: 'Astra',
  ticketTexId: 7,
  ticketTex: '120',
  shade: 'Navy',
  packageSizeId: 9,
  packageSize: 5000,
};

describe('the thread cascade', () => {
  it('clears tkt/tex and package size when the brand changes', () => {
    expect(withBrand(threaded, { id: 5, name: 'Epic' })).toMatchObject({
      brandId: 5,
      brand: 'Epic',
      ticketTexId: null,
      packageSizeId: null,
      shade: threaded.shade,
    });
  });

  it('clears the package size when the tkt/tex changes', () => {
    expect(withTicketTex(threaded, { id: 8, label: '80' })).toMatchObject({
      brandId: 3,
      ticketTexId: 8,
      ticketTex: '80',
      packageSizeId: null,
      packageSize: null,
    });
  });
});

describe('thread typed instead of chosen', () => {
  it('is kept on the line, and refused on save with Error: Please Select From the list', () => {
    const typed = withTyped(withTyped(threaded, 'brand', 'Nobody Threads'), 'packageSize', '123');
    // What was chosen stays until something else is chosen.
    expect(typed).toMatchObject({ brandId: 3, packageSizeId: 9 });
    expect(unlistedFields(typed)).toEqual(['brand', 'packageSize']);
    expect(unlistedChoiceIssues([threaded, typed])).toEqual([
      { path: ['lines', 1, 'brandId'], message: 'operations.validation.selectFromList' },
      { path: ['lines', 1, 'packageSizeId'], message: 'operations.validation.selectFromList' },
    ]);
  });

  it('goes when the field is emptied or an entry is chosen, and a new brand clears it all', () => {
    const typed = withTyped(withTyped(threaded, 'ticketTex', '999'), 'packageSize', '1');
    expect(unlistedFields(withTyped(typed, 'ticketTex', undefined))).toEqual(['packageSize']);
    expect(unlistedFields(withPackageSize(typed, { id: 2, size: 2500 }))).toEqual(['ticketTex']);
    expect(unlistedFields(withTicketTex(typed, { id: 8, label: '80' }))).toEqual([]);
    expect(withBrand(typed, { id: 5, name: 'Epic' })).not.toHaveProperty('typed');
    expect(unlistedChoiceIssues([threaded])).toEqual([]);
  });
});

describe('a list entry named by typed text', () => {
  const sizes = [
    { id: 1, label: '5,000', plain: '5000' },
    { id: 2, label: '2,500', plain: '2500' },
  ];

  it('matches the label or the figure without grouping, ignoring case and spaces', () => {
    expect(entryNamed(sizes, ' 5000 ')?.id).toBe(1);
    expect(entryNamed(sizes, '2,500')?.id).toBe(2);
    expect(entryNamed([{ id: 4, label: 'Northstar Corespun' }], 'northstar corespun')?.id).toBe(4);
  });

  it('names nothing for other or empty text', () => {
    expect(entryNamed(sizes, '123')).toBeUndefined();
    expect(entryNamed(sizes, '500')).toBeUndefined();
    expect(entryNamed(sizes, '  ')).toBeUndefined();
  });
});

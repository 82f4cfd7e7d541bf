import { describe, expect, it } from 'vitest';
import { navyAstra, operationOf } from '../testing/fixtures.js';
import { isOperationComplete, operationInputSchema } from './operation-input.js';
import { stitchCatalogue } from './stitch-catalogue.js';

const messagesOf = (input: unknown) => {
  const result = operationInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the operation input schema', () => {
  it('accepts an operation at the section 9 defaults for every stitch', () => {
    for (const stitch of stitchCatalogue) expect(messagesOf(operationOf(stitch.code))).toEqual([]);
  });

  it('rejects a fifth component line', () => {
    const operation = operationOf('516');
    const fifth = { ...operation, lines: [...operation.lines, { needleName: 'Extra thread' }] };
    expect(messagesOf(fifth)).toContain('lines: validation.tooManyComponentLines');
  });

  it('rejects an unknown stitch code', () => {
    expect(messagesOf({ ...operationOf('301'), stitchTypeCode: '999' })).toEqual([
      'stitchTypeCode: validation.unknownStitchType',
    ]);
  });

  it('wants one line per component line of the stitch', () => {
    const operation = operationOf('602');
    expect(messagesOf({ ...operation, lines: operation.lines.slice(0, 2) })).toEqual([
      'lines: validation.componentLinesMismatch',
    ]);
  });

  it('requires the inputs the stitch asks for', () => {
    expect(messagesOf({ ...operationOf('401'), seamLengthCm: null })).toEqual([
      'seamLengthCm: validation.required',
    ]);
    expect(messagesOf({ ...operationOf('504'), bightMm: undefined })).toEqual([
      'bightMm: validation.required',
    ]);
    expect(messagesOf({ ...operationOf('3042'), rows: null })).toEqual([
      'rows: validation.required',
    ]);
  });

  it('rejects a negative seam length, a seam thickness of 0, part rows and no machine (section 5)', () => {
    expect(messagesOf({ ...operationOf('401'), seamLengthCm: -1 })).toEqual([
      'seamLengthCm: validation.min',
    ]);
    expect(messagesOf({ ...operationOf('401'), seamThicknessMm: 0 })).toEqual([
      'seamThicknessMm: validation.positive',
    ]);
    expect(messagesOf({ ...operationOf('401'), rows: 1.5 })).toEqual([
      'rows: validation.wholeNumber',
    ]);
    expect(messagesOf({ ...operationOf('401'), rows: 0 })).toEqual(['rows: validation.min']);
    expect(messagesOf({ ...operationOf('401'), machines: 0 })).toEqual([
      'machines: validation.min',
    ]);
  });

  it('ignores hidden inputs whatever they hold', () => {
    // 301 hides the bight; 3042 hides everything but the quantity.
    expect(messagesOf({ ...operationOf('301'), bightMm: -5 })).toEqual([]);
    expect(
      messagesOf({ ...operationOf('3042'), seamLengthCm: -3, ratePer3Cm: -1, seamThicknessMm: 0 }),
    ).toEqual([]);
  });

  it('rejects a description over 100 characters', () => {
    expect(messagesOf({ ...operationOf('301'), description: 'x'.repeat(101) })).toEqual([
      'description: validation.maxLength',
    ]);
  });
});

describe('operation completeness (core-domain specification, section 4)', () => {
  it('is complete when the inputs are valid and every line names brand, ticket/tex and package size', () => {
    expect(isOperationComplete(operationOf('602', {}, navyAstra))).toBe(true);
  });

  it('does not need a shade', () => {
    expect(isOperationComplete(operationOf('301', {}, { ...navyAstra, shade: null }))).toBe(true);
  });

  it.each(['brandId', 'ticketTexId', 'packageSizeId'] as const)(
    'is incomplete when a line lacks its %s',
    (field) => {
      const operation = operationOf('602', {}, navyAstra);
      const lines = operation.lines.map((line, index) =>
        index === 1 ? { ...line, [field]: null } : line,
      );
      expect(isOperationComplete({ ...operation, lines })).toBe(false);
    },
  );

  it('is incomplete when a required input is missing', () => {
    expect(isOperationComplete(operationOf('401', { seamLengthCm: null }, navyAstra))).toBe(false);
  });
});

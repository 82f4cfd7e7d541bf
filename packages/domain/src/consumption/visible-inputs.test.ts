import { describe, expect, it } from 'vitest';
import { getStitchType, stitchCatalogue, stitchTypeCodes } from './stitch-catalogue.js';
import type { OperationInputField } from './stitch-type.js';
import { hiddenInputsOf } from './visible-inputs.js';

const hidden = (code: string) => [...hiddenInputsOf(getStitchType(code))].sort();
const sorted = (fields: OperationInputField[]) => [...fields].sort();

describe('which inputs the operation dialog hides (core-domain specification, section 2)', () => {
  it('covers every catalogue code with one row of the table', () => {
    for (const code of stitchTypeCodes) expect(() => hidden(code)).not.toThrow();
  });

  it.each(['1012', '1016', '3012', '3042', '4042'])(
    '%s hides bight, seam length, rate and seam thickness',
    (code) => {
      expect(hidden(code)).toEqual(sorted(['bight', 'seamLength', 'rate', 'seamThickness']));
    },
  );

  it.each(['101', '104', '107', '108', '201', '220', '317', '318', '404', '405', '411', '417'])(
    '%s hides bight, quantity and seam thickness',
    (code) => {
      expect(hidden(code)).toEqual(sorted(['bight', 'quantity', 'seamThickness']));
    },
  );

  it.each(['1013', '3013', '3043', '4012', '4013', '4013G', '4043'])(
    '%s hides bight, rate and seam thickness',
    (code) => {
      expect(hidden(code)).toEqual(sorted(['bight', 'rate', 'seamThickness']));
    },
  );

  it.each(['1015', '109', '3015', '3045', '4041', '4045'])(
    '%s hides bight and seam thickness',
    (code) => {
      expect(hidden(code)).toEqual(sorted(['bight', 'seamThickness']));
    },
  );

  it.each(['304', '503', '512'])(
    '%s, another 3xx/5xx bight stitch, hides quantity and seam thickness',
    (code) => {
      expect(hidden(code)).toEqual(sorted(['quantity', 'seamThickness']));
    },
  );

  it.each(['301', '319', '401', '401A', '409'])(
    '%s hides the bight only (409, in no row, follows 401)',
    (code) => {
      expect(hidden(code)).toEqual(['bight']);
    },
  );

  it.each(['406', '407', '504', '514', '516', '602', '605', '607', '607K'])(
    '%s hides the quantity only',
    (code) => {
      expect(hidden(code)).toEqual(['quantity']);
    },
  );

  it('4012G hides rate and bight', () => {
    expect(hidden('4012G')).toEqual(sorted(['rate', 'bight']));
  });

  it('asks the seam thickness exactly of the codes section 5 requires it for', () => {
    const asked = stitchCatalogue.filter((s) => s.visibleInputs.seamThickness).map((s) => s.code);
    expect(asked.sort()).toEqual(
      [
        '301',
        '319',
        '401',
        '401A',
        '4012G',
        '406',
        '407',
        '409',
        '504',
        '514',
        '516',
        '602',
        '605',
        '607',
        '607K',
      ].sort(),
    );
  });

  it('makes the stitches whose only input is the quantity cycle operations', () => {
    expect(stitchCatalogue.filter((s) => s.isCycle).map((s) => s.code)).toEqual([
      '1012',
      '1016',
      '3012',
      '3042',
      '4042',
    ]);
  });
});

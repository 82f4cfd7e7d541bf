import { describe, expect, it } from 'vitest';
import { getStitchType } from '../consumption/stitch-catalogue.js';
import {
  groupMismatches,
  isStoredOperationComplete,
  operationFormMessages as messages,
  operationFormToStored,
  storedOperationToForm,
  validateOperationForm,
  type GroupMember,
  type OperationFormInput,
} from './operation-form.js';

const thread = { brandId: 1, ticketTexId: 2, packageSizeId: 3, shade: 'Navy' };

/** A valid form for the stitch: every input filled (hidden ones too), lines named after the catalogue. */
const formOf = (code: string, extra: Partial<OperationFormInput> = {}): OperationFormInput => ({
  group: 1,
  isOnTeam: false,
  description: 'Side seam',
  stitchTypeCode: code,
  seamLength: 50,
  rate: 12,
  bight: 4,
  quantity: 1,
  machines: 1,
  seamThickness: 1.5,
  lines: getStitchType(code).components.map((component) => ({
    needleName: component.name,
    ...thread,
  })),
  ...extra,
});

const messagesOf = (input: unknown) => {
  const result = validateOperationForm(input);
  return result.success
    ? []
    : result.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};
const dataOf = (input: unknown) => {
  const result = validateOperationForm(input);
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result.data;
};

describe('the operation form (section 5)', () => {
  it('accepts a complete operation and gives it back cleaned', () => {
    const form = dataOf(
      formOf('301', {
        description: '  Side seam, topstitched ',
        stitchTypeCode: ' 301 ',
        lines: [
          { needleName: 'Needle thread', ...thread, shade: '  Navy  ' },
          { needleName: 'Bobbin thread', ...thread, shade: '   ' },
        ],
      }),
    );
    expect(form).toMatchObject({
      description: 'Side seam  topstitched',
      stitchTypeCode: '301',
      seamLength: 50,
      rate: 12,
      bight: null, // 301 hides the bight
      quantity: 1,
      seamThickness: 1.5,
    });
    expect(form.lines.map((line) => line.shade)).toEqual(['Navy', null]);
  });

  it('reads a stitch code in any case (401a is 401A)', () => {
    expect(dataOf(formOf('401A', { stitchTypeCode: '401a' })).stitchTypeCode).toBe('401A');
  });

  it('asks for a description, and Please Fill Required Data comes first with any failure', () => {
    expect(messagesOf(formOf('301', { description: ' , , ' }))).toEqual([
      `: ${messages.fillRequiredData}`,
      `description: ${messages.descriptionRequired}`,
    ]);
    expect(messagesOf(formOf('301', { description: undefined }))).toContain(
      `description: ${messages.descriptionRequired}`,
    );
  });

  it('limits the description to 100 characters once commas are spaces', () => {
    expect(messagesOf(formOf('301', { description: 'a'.repeat(100) }))).toEqual([]);
    expect(messagesOf(formOf('301', { description: 'a'.repeat(101) }))).toEqual([
      `: ${messages.fillRequiredData}`,
      'description: validation.maxLength',
    ]);
  });

  it('asks for a stitch type, and one of the catalogue', () => {
    expect(messagesOf(formOf('301', { stitchTypeCode: '' }))).toEqual([
      `: ${messages.fillRequiredData}`,
      `stitchTypeCode: ${messages.stitchTypeRequired}`,
    ]);
    expect(messagesOf(formOf('301', { stitchTypeCode: '999' }))).toEqual([
      `: ${messages.fillRequiredData}`,
      'stitchTypeCode: validation.unknownStitchType',
    ]);
  });

  it('asks for a seam length that is not negative (0 is allowed)', () => {
    for (const seamLength of [null, undefined, -0.01]) {
      expect(messagesOf(formOf('301', { seamLength }))).toEqual([
        `: ${messages.fillRequiredData}`,
        `seamLength: ${messages.seamLengthRequired}`,
      ]);
    }
    expect(messagesOf(formOf('301', { seamLength: 0 }))).toEqual([]);
  });

  it('asks for at least one machine, a whole number', () => {
    for (const machines of [null, 0, -1]) {
      expect(messagesOf(formOf('301', { machines }))).toContain(
        `machines: ${messages.machinesRequired}`,
      );
    }
    expect(messagesOf(formOf('301', { machines: 1.5 }))).toContain(
      'machines: validation.wholeNumber',
    );
  });

  it('asks for a seam thickness greater than 0 exactly for the codes section 5 lists', () => {
    const listed = [
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
    ];
    for (const code of listed) {
      expect(messagesOf(formOf(code, { seamThickness: 0 })), code).toContain(
        `seamThickness: ${messages.seamThicknessRequired}`,
      );
    }
    // Codes that hide the seam thickness ignore it, whatever it holds.
    for (const code of ['101', '304', '1012', '1013', '1015', '4012']) {
      expect(messagesOf(formOf(code, { seamThickness: 0 })), code).toEqual([]);
      expect(dataOf(formOf(code)).seamThickness, code).toBeNull();
    }
  });

  it('applies the input limits: group and quantity from 1, steps of 0.01 and 0.1, thickness from 1', () => {
    expect(messagesOf(formOf('301', { group: 0 }))).toContain('group: validation.min');
    expect(messagesOf(formOf('301', { group: 1.5 }))).toContain('group: validation.wholeNumber');
    expect(messagesOf(formOf('301', { quantity: 0 }))).toContain('quantity: validation.min');
    expect(messagesOf(formOf('301', { quantity: 1.5 }))).toContain(
      'quantity: validation.wholeNumber',
    );
    expect(messagesOf(formOf('301', { rate: 12.345 }))).toContain(
      'rate: validation.maxTwoDecimals',
    );
    expect(messagesOf(formOf('301', { rate: -1 }))).toContain('rate: validation.min');
    expect(messagesOf(formOf('504', { bight: 4.005 }))).toContain(
      'bight: validation.maxTwoDecimals',
    );
    expect(messagesOf(formOf('301', { seamThickness: 1.55 }))).toContain(
      `seamThickness: ${messages.maxOneDecimal}`,
    );
    expect(messagesOf(formOf('301', { seamThickness: 0.5 }))).toContain(
      'seamThickness: validation.min',
    );
    expect(messagesOf(formOf('301', { seamLength: 100_000 }))).toContain(
      'seamLength: validation.max',
    );
    expect(messagesOf(formOf('301', { seamLength: 12.34, rate: 0, seamThickness: 2.5 }))).toEqual(
      [],
    );
  });

  it('gives min and max with their messages', () => {
    const result = validateOperationForm(formOf('301', { group: 0 }));
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.issues).toContainEqual({
        path: ['group'],
        message: 'validation.min',
        params: { minimum: 1 },
      });
    }
  });

  it('requires only the inputs each row of the section 2 table shows', () => {
    const blank = {
      seamLength: null,
      rate: null,
      bight: null,
      quantity: null,
      seamThickness: null,
    };
    const required = (code: string) =>
      messagesOf(formOf(code, blank))
        .filter((message) => !message.startsWith(':'))
        .map((message) => message.split(':')[0])
        .sort();
    // Row by row: the hidden inputs are never asked for.
    expect(required('1012')).toEqual(['quantity']);
    expect(required('101')).toEqual(['rate', 'seamLength']);
    expect(required('1013')).toEqual(['quantity', 'seamLength']);
    expect(required('1015')).toEqual(['quantity', 'rate', 'seamLength']);
    expect(required('504')).toEqual(['bight', 'rate', 'seamLength', 'seamThickness']);
    expect(required('304')).toEqual(['bight', 'rate', 'seamLength']);
    expect(required('301')).toEqual(['quantity', 'rate', 'seamLength', 'seamThickness']);
    expect(required('406')).toEqual(['bight', 'rate', 'seamLength', 'seamThickness']);
    expect(required('4012G')).toEqual(['quantity', 'seamLength', 'seamThickness']);
  });

  it('wants one component line per component of the stitch, each named', () => {
    const form = formOf('504');
    expect(messagesOf({ ...form, lines: form.lines.slice(0, 2) })).toContain(
      'lines: validation.componentLinesMismatch',
    );
    expect(
      messagesOf({
        ...form,
        lines: [{ ...form.lines[0], needleName: ' ' }, ...form.lines.slice(1)],
      }),
    ).toContain('lines.0.needleName: validation.required');
  });

  it('takes lines all without thread or all with a brand; otherwise Error in saving operation', () => {
    const none = { brandId: null, ticketTexId: null, packageSizeId: null, shade: null };
    expect(
      messagesOf(
        formOf('301', {
          lines: [
            { needleName: 'Needle thread', ...none },
            { needleName: 'Bobbin thread', ...none },
          ],
        }),
      ),
    ).toEqual([]);
    expect(
      messagesOf(
        formOf('301', {
          lines: [
            { needleName: 'Needle thread', ...thread },
            { needleName: 'Bobbin thread', ...none },
          ],
        }),
      ),
    ).toEqual([`: ${messages.fillRequiredData}`, `lines: ${messages.componentLinesInconsistent}`]);
    // A ticket/tex without its brand belongs to neither kind.
    expect(
      messagesOf(
        formOf('301', {
          lines: [
            { needleName: 'Needle thread', ...none, ticketTexId: 2 },
            { needleName: 'Bobbin thread', ...none },
          ],
        }),
      ),
    ).toContain(`lines: ${messages.componentLinesInconsistent}`);
  });

  it('wants the ticket/tex of every chosen brand picked from the list; the package size may wait', () => {
    expect(
      messagesOf(
        formOf('301', {
          lines: [
            { needleName: 'Needle thread', ...thread, ticketTexId: null },
            { needleName: 'Bobbin thread', ...thread },
          ],
        }),
      ),
    ).toEqual([
      `: ${messages.fillRequiredData}`,
      `lines.0.ticketTexId: ${messages.selectFromList}`,
    ]);
    expect(
      messagesOf(
        formOf('301', {
          lines: [
            { needleName: 'Needle thread', ...thread, packageSizeId: null },
            { needleName: 'Bobbin thread', ...thread },
          ],
        }),
      ),
    ).toEqual([]);
  });
});

describe('units', () => {
  it('stores an imperial operation metric with the specification’s factors and shows it back', () => {
    const form = dataOf(formOf('504', { seamLength: 10, bight: 0.25, rate: 10, seamThickness: 2 }));
    const stored = operationFormToStored(form, 'imperial');
    expect(stored.seamLengthCm).toBeCloseTo(25.4, 10);
    expect(stored.bightMm).toBeCloseTo(6.35, 10);
    expect(stored.ratePer3Cm).toBeCloseTo(11.81103, 10);
    expect(stored.seamThicknessMm).toBe(2);
    expect(storedOperationToForm(stored, 'imperial')).toMatchObject({
      seamLength: 10,
      bight: 0.25,
      rate: 10,
      seamThickness: 2,
    });
    expect(storedOperationToForm(stored, 'metric')).toMatchObject({
      seamLength: 25.4,
      bight: 6.35,
      rate: 11.81,
    });
  });

  it('keeps metric values as typed, and shows hidden inputs as null', () => {
    const stored = operationFormToStored(dataOf(formOf('301')), 'metric');
    expect(stored).toMatchObject({ seamLengthCm: 50, ratePer3Cm: 12, bightMm: null, rows: 1 });
    const shown = storedOperationToForm(
      { ...stored, stitchTypeCode: '1012', seamLengthCm: 0, ratePer3Cm: 11, rows: 4 },
      'imperial',
    );
    expect(shown).toMatchObject({
      seamLength: null,
      rate: null,
      bight: null,
      seamThickness: null,
      quantity: 4,
    });
  });
});

describe('completeness (section 4)', () => {
  it('is complete when the inputs are valid and every line names brand, ticket/tex and package size', () => {
    const stored = operationFormToStored(dataOf(formOf('504')), 'metric');
    expect(isStoredOperationComplete(stored)).toBe(true);
    expect(
      isStoredOperationComplete({
        ...stored,
        lines: stored.lines.map((line) => ({ ...line, packageSizeId: null })),
      }),
    ).toBe(false);
    expect(
      isStoredOperationComplete({
        ...stored,
        lines: stored.lines.map((line) => ({
          ...line,
          brandId: null,
          ticketTexId: null,
          packageSizeId: null,
        })),
      }),
    ).toBe(false);
  });
});

describe('the same-group rule (section 4)', () => {
  const member = (extra: Partial<GroupMember> = {}): GroupMember => ({
    id: 1,
    group: 3,
    description: 'Side seam',
    isOnTeam: false,
    stitchTypeCode: '504',
    seamLengthCm: 50,
    ...extra,
  });

  it('lets an operation join a group whose step it describes alike, whatever its stitch', () => {
    expect(
      groupMismatches(member({ id: undefined, description: ' side SEAM', stitchTypeCode: '301' }), [
        member(),
      ]),
    ).toEqual([]);
  });

  it('names the fields that disagree with the group', () => {
    expect(
      groupMismatches(
        member({ id: undefined, description: 'Hem', isOnTeam: true, seamLengthCm: 49.9 }),
        [member()],
      ),
    ).toEqual(['description', 'isOnTeam', 'seamLength']);
  });

  it('compares seam lengths in cm to the hundredth, and only where both stitches ask for one', () => {
    expect(groupMismatches(member({ id: 2, seamLengthCm: 50.004 }), [member()])).toEqual([]);
    expect(
      groupMismatches(member({ id: 2, stitchTypeCode: '1012', seamLengthCm: 0 }), [member()]),
    ).toEqual([]);
  });

  it('ignores other groups and the operation itself', () => {
    expect(
      groupMismatches(member({ description: 'Changed' }), [
        member(),
        member({ id: 5, group: 4, description: 'Hem' }),
      ]),
    ).toEqual([]);
  });
});

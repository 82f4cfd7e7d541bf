import type {
  OperationDto,
  RecentlyUsedStitchData,
  StitchTypeInSettingDto,
} from '@spool/contracts';
import { defaultStitchSetting, getStitchType, validateOperationForm } from '@spool/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyOperationForm,
  formFromOperation,
  isFormChanged,
  parseFormNumber,
  stitchSettingOfRow,
  toOperationFormInput,
  toOperationWrite,
  withRecentStitchData,
  withStitchDefaults,
  type ComponentLineState,
  type OperationFormState,
} from './operation-form-state';

const needles = (code: string) => getStitchType(code).components.map((line) => line.name);

const newForm = (code: string, unit: 0 | 1 = 0): OperationFormState =>
  withStitchDefaults(emptyOperationForm(4), code, defaultStitchSetting(code), needles(code), unit);

const threaded: ComponentLineState = {
  needleName: 'Needle thread',
  brandId: 3,
  brand: 'Astra',
  ticketTexId: 7,
  ticketTex: '120',
  shade: '  Navy 1234 ',
  packageSizeId: 9,
  packageSize: 5000,
};

describe('a new operation', () => {
  it('starts with the next group number and one machine, before a stitch is chosen', () => {
    const form = emptyOperationForm(8);
    expect(form.group).toBe('8');
    expect(form.machines).toBe('1');
    expect(form.stitchTypeCode).toBeNull();
    expect(form.lines).toEqual([]);
  });

  it('takes the defaults of section 9 for a 301: seam length 10 cm, quantity 1, the stitch rate and thickness, no bight', () => {
    const form = newForm('301');
    const stitch = getStitchType('301');
    expect(form).toMatchObject({
      group: '4',
      stitchTypeCode: '301',
      seamLength: '10',
      rate: String(stitch.defaultRatePer3Cm),
      bight: '',
      quantity: '1',
      machines: '1',
      seamThickness: String(stitch.defaultSeamThicknessMm),
    });
    expect(form.lines.map((line) => line.needleName)).toEqual(['Needle thread', 'Bobbin thread']);
    expect(form.lines.every((line) => line.brandId === null && line.shade === '')).toBe(true);
  });

  it('asks a 504 its bight (from the setting) but not its quantity', () => {
    const form = newForm('504');
    expect(form.bight).toBe(String(defaultStitchSetting('504').bightMm));
    expect(form.quantity).toBe('');
    expect(form.lines).toHaveLength(getStitchType('504').components.length);
  });

  it('asks a bartack (1012) its quantity only', () => {
    const form = newForm('1012');
    expect(form).toMatchObject({
      seamLength: '',
      rate: '',
      bight: '',
      seamThickness: '',
      quantity: '1',
      machines: '1',
    });
  });

  it('shows the defaults in inches and stitches per inch for an Imperial style (10 cm is 3.94 inch)', () => {
    const form = newForm('504', 1);
    expect(form.seamLength).toBe('3.94');
    expect(Number(form.rate)).toBeCloseTo(15 / 1.181103, 2);
    expect(Number(form.bight)).toBeCloseTo(4 / 25.4, 2);
  });

  it('keeps the group, team and description when the stitch changes', () => {
    const form = withStitchDefaults(
      { ...emptyOperationForm(2), isOnTeam: true, description: 'Side seam' },
      '401',
      undefined,
      needles('401'),
      0,
    );
    expect(form).toMatchObject({ group: '2', isOnTeam: true, description: 'Side seam' });
  });
});

describe('a stitch the style already used', () => {
  const recent: RecentlyUsedStitchData = {
    seamLength: 55.5,
    quantity: 2,
    bight: null,
    rate: 13,
    machines: 3,
    seamThikness: 2.5,
    styleOperations: [
      { ...threaded, position: 1, needleName: 'Bobbin thread', shade: null },
      { ...threaded, position: 0, shade: 'Navy' },
    ],
  };

  it('prefills its latest values and thread, lines in their order', () => {
    const form = withRecentStitchData(emptyOperationForm(3), '301', recent, undefined, 0);
    expect(form).toMatchObject({
      seamLength: '55.5',
      quantity: '2',
      rate: '13',
      machines: '3',
      seamThickness: '2.5',
    });
    expect(form.lines.map((line) => [line.needleName, line.shade])).toEqual([
      ['Needle thread', 'Navy'],
      ['Bobbin thread', ''],
    ]);
    expect(form.lines[0]?.brandId).toBe(3);
  });
});

describe('the payload', () => {
  it('sends the values in stored units, hidden inputs as null, description and shades cleaned', () => {
    const form: OperationFormState = {
      ...newForm('301', 1),
      description: 'Side seam, front',
      bight: '3', // hidden for 301: never sent
      lines: [threaded, { ...threaded, needleName: 'Bobbin thread', shade: '' }],
    };
    const result = validateOperationForm(toOperationFormInput(form));
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    const payload = toOperationWrite(result.data, 21, 1, form.stored);
    // The default 10 cm shows as 3.94 inch; untouched, it is sent as 10 cm, not 10.0076 cm.
    expect(payload).toMatchObject({
      styleId: 21,
      group: 4,
      description: 'Side seam  front',
      stitchTypeCode: '301',
      seamLength: 10,
      rate: getStitchType('301').defaultRatePer3Cm,
      bight: null,
      quantity: 1,
      machines: 1,
      seamLengthUnit: 0,
    });
    expect(payload.styleOperations.map((line) => line.shade)).toEqual(['Navy 1234', null]);
  });

  it('converts the lengths typed in inches to cm, per 3 cm and mm', () => {
    const form: OperationFormState = {
      ...newForm('504', 1),
      description: 'Hem',
      seamLength: '25',
      rate: '10',
      bight: '0.25',
    };
    const result = validateOperationForm(toOperationFormInput(form));
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    const payload = toOperationWrite(result.data, 21, 1, form.stored);
    expect(payload.seamLength).toBeCloseTo(63.5, 9);
    expect(payload.rate).toBeCloseTo(11.81103, 9);
    expect(payload.bight).toBeCloseTo(6.35, 9);
    expect(payload.seamLengthUnit).toBe(0);
  });

  it('is refused by the domain rules when a visible input is empty', () => {
    const result = validateOperationForm(
      toOperationFormInput({ ...newForm('301'), description: 'Hem', seamLength: '' }),
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.map((issue) => issue.message)).toEqual([
      'operations.validation.fillRequiredData',
      'operations.validation.seamLengthRequired',
    ]);
  });
});

describe('typed numbers', () => {
  it('reads a decimal comma as a point and empty or text as nothing', () => {
    expect(parseFormNumber(' 1,5 ')).toBe(1.5);
    expect(parseFormNumber('12.25')).toBe(12.25);
    expect(parseFormNumber('')).toBeNull();
    expect(parseFormNumber('abc')).toBeNull();
  });
});

describe('an operation to edit', () => {
  const operation: OperationDto = {
    id: 12,
    styleId: 21,
    group: 2,
    isOnTeam: false,
    description: 'Hem',
    stitchTypeCode: '504',
    stitchTypeName: 'Overedge',
    seamLength: 120,
    quantity: null,
    bight: 4,
    rate: 15,
    machines: 1,
    seamThikness: 1,
    seamLengthUnit: 0,
    isCompleteOperation: true,
    styleOperations: [
      { ...threaded, position: 2, needleName: 'Lower looper thread', shade: null },
      { ...threaded, position: 0, shade: 'Navy' },
      { ...threaded, position: 1, needleName: 'Upper looper thread', shade: null },
    ],
    creationTime: '2026-01-01T00:00:00.000Z',
    concurrencyStamp: '5b3a34c6-52f5-4f62-9a1f-1d8a0d4a3c11',
  };

  it('is held as loaded, lines by position, and unchanged until typed in', () => {
    const form = formFromOperation(operation);
    expect(form).toMatchObject({ group: '2', seamLength: '120', bight: '4', quantity: '' });
    expect(form.lines.map((line) => line.needleName)).toEqual([
      'Needle thread',
      'Upper looper thread',
      'Lower looper thread',
    ]);
    expect(isFormChanged(form, formFromOperation(operation))).toBe(false);
    expect(isFormChanged({ ...form, seamLength: '121' }, form)).toBe(true);
  });

  it('shows an Imperial style inches to hundredths, and saves the stored values back unchanged', () => {
    const form = formFromOperation({ ...operation, seamLength: 60, rate: 12 }, 1);
    expect(form).toMatchObject({ seamLength: '23.62', rate: '10.16', bight: '0.16' });
    const result = validateOperationForm(toOperationFormInput(form));
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    expect(toOperationWrite(result.data, 21, 1, form.stored)).toMatchObject({
      seamLength: 60,
      rate: 12,
      bight: 4,
      seamLengthUnit: 0,
    });
  });
});

describe("the custom setting's stitch values", () => {
  const row: StitchTypeInSettingDto = {
    id: 1,
    code: '504',
    name: 'Overedge',
    defaultcm0: 30,
    defaultcm1: 110,
    defaultcm2: 0,
    defaultBight: 1.57,
    bightMm: 4,
    defaultwaste: 12,
    noNeedleA: false,
    noUnderA: false,
    noTopCover: true,
    hideBight: false,
    consumption: 140,
    consumptionBasis: 'per10Cm',
    lastChangedBy: null,
    lastModificationTime: null,
  };

  it('take the stored bight in mm, not the rounded one an Imperial list shows', () => {
    expect(stitchSettingOfRow(row)).toEqual({
      needle: 30,
      under: 110,
      top: 0,
      bightMm: 4,
      wastePercent: 12,
    });
    expect(stitchSettingOfRow({ ...row, defaultBight: null, bightMm: null }).bightMm).toBeNull();
  });
});

import { defaultStitchSetting, getStitchType, stitchConsumptionPerTen } from '@spool/domain';
import { describe, expect, it } from 'vitest';
import { liveFigures } from './live-figures';
import {
  emptyOperationForm,
  withStitchDefaults,
  type OperationFormState,
} from './operation-form-state';

const newForm = (code: string, unit: 0 | 1 = 0): OperationFormState =>
  withStitchDefaults(
    emptyOperationForm(1),
    code,
    defaultStitchSetting(code),
    getStitchType(code).components.map((line) => line.name),
    unit,
  );

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('the live figures', () => {
  it("give the custom settings screen's consumption per 10 cm when sewn at the reference condition", () => {
    // The screen shows each stitch at 21 stitches per 3 cm (its reference condition); a new
    // operation of 301 starts at 11, section 9's rate, and so takes less.
    for (const code of ['301', '504', '401']) {
      const setting = defaultStitchSetting(code);
      const atReference = liveFigures({ ...newForm(code), rate: '21' }, setting, 0);
      expect(atReference?.basis).toBe('per10Cm');
      expect(sum(atReference?.consumptionPerLine ?? [])).toBeCloseTo(
        stitchConsumptionPerTen(code, setting).consumptionCm,
        9,
      );
      const atDefaults = liveFigures(newForm(code), setting, 0);
      expect(sum(atDefaults?.consumptionPerLine ?? [])).toBeLessThan(
        stitchConsumptionPerTen(code, setting).consumptionCm,
      );
    }
  });

  it('give the thread per garment as consumption x seam length, with the waste (CONSUMPTION.md section 4)', () => {
    const setting = { ...defaultStitchSetting('301'), wastePercent: 20 };
    const form = { ...newForm('301'), seamLength: '75', quantity: '2' };
    const figures = liveFigures(form, setting, 0);
    if (!figures) throw new Error('no figures');
    const perCm = sum(figures.consumptionPerLine) / 10;
    // cm of thread per cm of seam x 75 cm x 2 rows, in m, plus 20 %.
    expect(figures.threadPerGarment).toBeCloseTo(((perCm * 75 * 2) / 100) * 1.2, 9);
    expect(figures.threadUnit).toBe('m');
  });

  it('follow the typing: a denser stitch takes more thread per 10 cm', () => {
    const setting = defaultStitchSetting('301');
    const sparse = liveFigures({ ...newForm('301'), rate: '9' }, setting, 0);
    const dense = liveFigures({ ...newForm('301'), rate: '15' }, setting, 0);
    expect(sum(dense?.consumptionPerLine ?? [])).toBeGreaterThan(
      sum(sparse?.consumptionPerLine ?? []),
    );
  });

  it('are the same thread in inches and yards for an Imperial style', () => {
    const setting = defaultStitchSetting('504');
    // 10 inch of seam at 11 stitches per inch and a 0.2 inch bight, typed both ways.
    const imperial = liveFigures(
      { ...newForm('504', 1), seamLength: '10', rate: '11', bight: '0.2' },
      setting,
      1,
    );
    const metric = liveFigures(
      {
        ...newForm('504'),
        seamLength: '25.4',
        rate: String(11 * 1.181103),
        bight: String(0.2 * 25.4),
      },
      setting,
      0,
    );
    if (!metric || !imperial) throw new Error('no figures');
    expect(imperial.threadUnit).toBe('yd');
    expect(imperial.threadPerGarment).toBeCloseTo(metric.threadPerGarment / 0.9144, 9);
    expect(sum(imperial.consumptionPerLine)).toBeCloseTo(sum(metric.consumptionPerLine) / 2.54, 9);
  });

  it('use the stored values behind lengths shown rounded in inches while they are untouched', () => {
    const setting = defaultStitchSetting('504');
    // 10 cm shows as 3.94 inch and 4 mm as 0.16 inch; the figures are those of 10 cm and 4 mm.
    const imperial = liveFigures(newForm('504', 1), setting, 1);
    const metric = liveFigures(newForm('504'), setting, 0);
    if (!metric || !imperial) throw new Error('no figures');
    expect(imperial.threadPerGarment).toBeCloseTo(metric.threadPerGarment / 0.9144, 9);
    // Typed again, the same text is read as typed: 0.16 inch is 4.064 mm.
    const typed = liveFigures({ ...newForm('504', 1), seamLength: '3.94', stored: {} }, setting, 1);
    expect(typed?.threadPerGarment).not.toBeCloseTo(imperial.threadPerGarment, 6);
  });

  it('count cycles for a bartack: the thread grows with the quantity', () => {
    const setting = defaultStitchSetting('1012');
    const one = liveFigures(newForm('1012'), setting, 0);
    const five = liveFigures({ ...newForm('1012'), quantity: '5' }, setting, 0);
    expect(one?.basis).toBe('perCycle');
    expect(five?.threadPerGarment).toBeCloseTo((one?.threadPerGarment ?? 0) * 5, 9);
  });

  it('wait while an input the stitch asks is empty, but not for hidden ones', () => {
    const setting = defaultStitchSetting('301');
    expect(liveFigures({ ...newForm('301'), seamLength: '' }, setting, 0)).toBeNull();
    expect(liveFigures({ ...newForm('301'), bight: '' }, setting, 0)).not.toBeNull();
    expect(liveFigures(emptyOperationForm(1), setting, 0)).toBeNull();
  });
});

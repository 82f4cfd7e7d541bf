import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, type HistoryEntryDto } from '@spool/contracts';
import { entryTitle, fieldChanges } from './history-text';

let en: TFunction;
let ar: TFunction;

beforeAll(async () => {
  const of = async (lng: 'en' | 'ar') => {
    const i18n = createInstance();
    await i18n.init({ resources: catalogues, lng, interpolation: { escapeValue: false } });
    return i18n.t;
  };
  en = await of('en');
  ar = await of('ar');
});

const entry = (change: Partial<HistoryEntryDto>): HistoryEntryDto => ({
  id: '1',
  time: '2026-11-27T17:00:00.000Z',
  userName: 'maria.planner',
  action: 'Updated',
  entityType: 'Operation',
  entityName: 'Join side seam',
  before: null,
  after: null,
  usage: null,
  ...change,
});

describe('the history texts', () => {
  it('names the actual use recorded for a version, and its figures', () => {
    const corrected = entry({
      action: 'Updated',
      entityType: 'StyleActuals',
      entityName: 'Chino',
      before: { version: 2, actualUseM: 13800, differencePercent: -4.5, note: null },
      after: { version: 2, actualUseM: 18800, differencePercent: 30.1, note: null },
    });
    expect(entryTitle(corrected, en)).toBe('Corrected the actual use of version 2');
    expect(entryTitle({ ...corrected, action: 'Created', before: null }, en)).toBe(
      'Recorded the actual use of version 2',
    );
    expect(entryTitle(corrected, ar)).toBe('صحّح الاستهلاك الفعلي للإصدار 2');
    expect(fieldChanges(corrected, en, 'en')).toEqual(
      expect.arrayContaining([
        { key: 'actualUseM', label: 'Actual use (m)', before: '13,800', after: '18,800' },
        { key: 'differencePercent', label: 'Difference (%)', before: '-4.5', after: '30.1' },
      ]),
    );
  });

  it('names what was done to which operation, and each changed field before and after', () => {
    const edited = entry({
      before: { seamLengthCm: 50, thread2: 'Bobbin: Astra · Tkt 120', onTeam: false },
      after: { seamLengthCm: 62.5, thread2: 'Bobbin: Lumen · Tkt 120', onTeam: true },
    });
    expect(entryTitle(edited, en)).toBe('Edited operation “Join side seam”');
    // In the order of the operation form, whatever order they were stored in.
    expect(fieldChanges(edited, en, 'en')).toEqual([
      { key: 'seamLengthCm', label: 'Seam length (cm)', before: '50', after: '62.5' },
      { key: 'onTeam', label: 'On team', before: 'No', after: 'Yes' },
      {
        key: 'thread2',
        label: 'Thread 2',
        before: 'Bobbin: Astra · Tkt 120',
        after: 'Bobbin: Lumen · Tkt 120',
      },
    ]);
  });

  it('lists a creation’s values that are set, without a before, and names a copy’s source in its title only', () => {
    const copy = entry({
      action: 'Duplicated',
      entityType: 'Style',
      entityName: 'Polo copy',
      before: { name: 'Polo' },
      after: { size: null, weightType: 'heavy', name: 'Polo copy' },
    });
    expect(entryTitle(copy, en)).toBe('Created the style as a copy of “Polo”');
    expect(fieldChanges(copy, en, 'en')).toEqual([
      { key: 'name', label: 'Name', after: 'Polo copy' },
      { key: 'weightType', label: 'Fabric weight', after: 'Heavy' },
    ]);
  });

  it('tells report downloads and imports by their usage event', () => {
    const report = entry({
      action: null,
      entityType: null,
      usage: { kind: 'threadUsageReport', format: 'pdf', rowCount: null },
    });
    expect(entryTitle(report, en)).toBe('Downloaded the Thread Usage report (PDF)');
    expect(fieldChanges(report, en, 'en')).toEqual([]);
  });

  it('speaks the interface language: Arabic titles, labels and digits', () => {
    const edited = entry({
      before: { quantity: 1200, size: null },
      after: { quantity: 1500, size: 'M' },
    });
    expect(entryTitle(edited, ar)).toBe('عدّل العملية «Join side seam»');
    expect(fieldChanges(edited, ar, 'ar-EG')).toEqual([
      { key: 'size', label: 'المقاس', before: 'فارغ', after: 'M' },
      { key: 'quantity', label: 'القطع', before: '١٬٢٠٠', after: '١٬٥٠٠' },
    ]);
  });
});

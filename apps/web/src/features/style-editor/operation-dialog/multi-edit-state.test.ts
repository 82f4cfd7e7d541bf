import type { OperationNblcs } from '@spool/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyTemplate,
  blankThread,
  incompleteThreadChoices,
  rowsFromNblcs,
  toNblcsUpdate,
  type MultiEditRow,
} from './multi-edit-state';
import { withTyped } from './thread-choice';

const line = (position: number, needleName: string, brandId: number | null = null) => ({
  position,
  needleName,
  brandId,
  brand: brandId === null ? null : 'Astra',
  ticketTexId: brandId === null ? null : 7,
  ticketTex: brandId === null ? null : '120',
  shade: brandId === null ? null : 'Navy',
  packageSizeId: brandId === null ? null : 9,
  packageSize: brandId === null ? null : 5000,
});

const loaded: OperationNblcs[] = [
  {
    operationId: 31,
    description: 'Hem',
    stitchTypeCode: '504',
    concurrencyStamp: '5b3a34c6-52f5-4f62-9a1f-1d8a0d4a3c11',
    styleOperations: [line(1, 'Upper looper thread', 3), line(0, 'Needle thread', 3)],
  },
  {
    operationId: 30,
    description: 'Side seam',
    stitchTypeCode: '301',
    concurrencyStamp: '7c1e9ad4-1b9c-4bc8-9f38-3b4b8f7e2a10',
    styleOperations: [line(0, 'Needle thread'), line(1, 'Bobbin thread')],
  },
];

describe('the multi-edit', () => {
  const rows = rowsFromNblcs(loaded, [30, 31]);

  it('lists the operations in the order selected, lines by position', () => {
    expect(rows.map((row) => row.operationId)).toEqual([30, 31]);
    expect(rows[1]?.lines.map((entry) => entry.needleName)).toEqual([
      'Needle thread',
      'Upper looper thread',
    ]);
  });

  it('applies a brand to every line, keeping each shade, when the template gives no shade', () => {
    const applied = applyTemplate(
      rows,
      {
        stitchTypeCode: null,
        line: { ...blankThread, brandId: 5, brand: 'Epic', ticketTexId: 11, ticketTex: '80' },
      },
      [],
    );
    expect(applied.flatMap((row) => row.lines.map((entry) => entry.brandId))).toEqual([5, 5, 5, 5]);
    expect(applied[1]?.lines[0]?.shade).toBe('Navy');
    expect(applied[1]?.lines[0]?.packageSizeId).toBeNull();
    expect(applied[0]?.stitchTypeCode).toBe('301');
  });

  it('applies a shade only, keeping each brand', () => {
    const applied = applyTemplate(
      rows,
      { stitchTypeCode: null, line: { ...blankThread, shade: ' Red ' } },
      [],
    );
    expect(applied[1]?.lines.map((entry) => [entry.brandId, entry.shade])).toEqual([
      [3, 'Red'],
      [3, 'Red'],
    ]);
  });

  it("gives a new stitch code's needles to the operations that had another code", () => {
    const applied = applyTemplate(rows, { stitchTypeCode: '301', line: blankThread }, [
      'Needle thread',
      'Bobbin thread',
    ]);
    expect(applied.map((row) => row.stitchTypeCode)).toEqual(['301', '301']);
    expect(applied[1]?.lines.map((entry) => [entry.needleName, entry.brandId])).toEqual([
      ['Needle thread', null],
      ['Bobbin thread', null],
    ]);
  });

  it('finds brands chosen without their tkt/tex', () => {
    const incomplete: MultiEditRow[] = rows.map((row, index) =>
      index === 0
        ? {
            ...row,
            lines: row.lines.map((entry, at) => (at === 1 ? { ...entry, brandId: 5 } : entry)),
          }
        : row,
    );
    expect(incompleteThreadChoices(incomplete)).toEqual(['0.1']);
    expect(incompleteThreadChoices(rows)).toEqual([]);
  });

  it('finds thread typed that is not in the lists, whatever is chosen beside it', () => {
    const typed: MultiEditRow[] = rows.map((row, index) =>
      index === 1
        ? {
            ...row,
            lines: row.lines.map((entry, at) =>
              at === 0 ? withTyped(entry, 'packageSize', '123') : entry,
            ),
          }
        : row,
    );
    expect(incompleteThreadChoices(typed)).toEqual(['1.0']);
  });

  it('sends every operation with its stamp, stitch code and lines, shades trimmed', () => {
    const body = toNblcsUpdate(
      applyTemplate(rows, { stitchTypeCode: null, line: { ...blankThread, shade: ' Red ' } }, []),
      'Tex',
    );
    expect(body.tktTexValue).toBe('Tex');
    expect(body.operations[0]).toMatchObject({
      operationId: 30,
      concurrencyStamp: '7c1e9ad4-1b9c-4bc8-9f38-3b4b8f7e2a10',
      stitchTypeCode: '301',
    });
    expect(body.operations[0]?.styleOperations[0]).toEqual({
      needleName: 'Needle thread',
      brandId: null,
      ticketTexId: null,
      shade: 'Red',
      packageSizeId: null,
    });
  });
});

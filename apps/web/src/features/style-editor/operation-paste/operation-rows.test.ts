import { describe, expect, it } from 'vitest';
import type { OperationDto } from '@spool/contracts';
import {
  operationPasteColumns,
  parseClipboardTable,
  pastedRowsOf,
  pasteLayoutOf,
  styleSheetColumns,
} from '@spool/domain';
import { operationRowsText } from './operation-rows';

const header = Object.fromEntries(
  operationPasteColumns.map((column) => [column, `Col ${column}`]),
) as Record<(typeof operationPasteColumns)[number], string>;

const line = (brand: string | null, shade: string | null) => ({
  position: 0,
  needleName: 'Needle',
  brandId: brand ? 1 : null,
  brand,
  ticketTexId: brand ? 2 : null,
  ticketTex: brand ? '120' : null,
  shade,
  packageSizeId: brand ? 3 : null,
  packageSize: brand ? 5000 : null,
});

const operation = (changes: Partial<OperationDto>): OperationDto => ({
  id: 1,
  styleId: 1,
  group: 1,
  isOnTeam: false,
  description: 'Hem',
  stitchTypeCode: '301',
  stitchTypeName: 'Lockstitch',
  seamLength: 12.5,
  quantity: 1,
  bight: null,
  rate: 12,
  machines: 1,
  seamThikness: 1.5,
  seamLengthUnit: 0,
  isCompleteOperation: true,
  styleOperations: [line('Northstar Corespun', 'Navy')],
  creationTime: '2026-12-07T00:00:00.000Z',
  concurrencyStamp: '00000000-0000-4000-8000-000000000000',
  ...changes,
});

describe('operations copied as spreadsheet rows', () => {
  it('reads back, through the paste, as the rows they came from', () => {
    const text = operationRowsText(
      [
        operation({}),
        operation({
          group: 2,
          isOnTeam: true,
          description: 'Bartack "pocket"',
          stitchTypeCode: '1012',
          seamLength: null,
          // The thread of the first line that has one.
          styleOperations: [line(null, null), line('Lumen Spun Polyester', null)],
        }),
      ],
      header,
    );
    const rows = parseClipboardTable(text);
    const names = Object.fromEntries(
      styleSheetColumns.map((column): [string, string[]] => [
        column,
        column in header ? [header[column as keyof typeof header]] : [],
      ]),
    ) as unknown as Parameters<typeof pasteLayoutOf>[1];
    const layout = pasteLayoutOf(rows, names);
    expect(layout).toEqual({
      hasHeader: true,
      columns: operationPasteColumns,
      needsMapping: false,
    });
    expect(pastedRowsOf(rows, layout)).toEqual([
      ['1', 'Off', 'Hem', '301', '12.5', 'Northstar Corespun', '120', 'Navy', '5000'],
      ['2', 'On', 'Bartack "pocket"', '1012', '', 'Lumen Spun Polyester', '120', '', '5000'],
    ]);
  });
});

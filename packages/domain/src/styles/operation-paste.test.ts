import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sheetLists } from '../testing/sheet-lists.js';
import {
  clipboardTableOf,
  operationPasteColumns,
  operationPasteMessages,
  parseClipboardTable,
  pastedRowsOf,
  pasteLayoutOf,
  readPastedOperations,
  renumberPastedGroups,
  type OperationPasteColumn,
} from './operation-paste.js';
import { styleSheetColumns, type StyleSheetColumn } from './style-sheet.js';

/** Each column by a name of its own (its key, spaced: "stitch type") and a second one. */
const nameOf = (column: StyleSheetColumn) => column.replace(/[A-Z]/g, (letter) => ` ${letter}`);
const acceptedNames = Object.fromEntries(
  styleSheetColumns.map((column) => [column, [nameOf(column), `${nameOf(column)} (fr)`]]),
) as Record<StyleSheetColumn, string[]>;

type Row = Partial<Record<OperationPasteColumn, string>>;
/** A good pasted row: group 1, a 401 side seam of 105 cm in Coats Epic 120, Navy, 5,000 m. */
const row = (changes: Row = {}): string[] => {
  const cells: Record<OperationPasteColumn, string> = {
    group: '1',
    onTeam: 'Off',
    operationDescription: 'Side seam',
    stitchType: '401',
    seamLength: '105',
    threadBrand: 'Coats Epic',
    ticketTex: '120',
    shade: 'Navy',
    packageSize: '5000',
    ...changes,
  };
  return operationPasteColumns.map((column) => cells[column]);
};
const metricTkt = { lengthUnit: 'metric', ticketMode: 'tkt' } as const;
const columnOf = (column: OperationPasteColumn) => operationPasteColumns.indexOf(column) + 1;

describe('the clipboard text of a spreadsheet', () => {
  it('reads rows and cells as LibreOffice Calc and Excel write them', () => {
    expect(parseClipboardTable('1\tOff\tHem\n2\tOn\tCollar\n')).toEqual([
      ['1', 'Off', 'Hem'],
      ['2', 'On', 'Collar'],
    ]);
    // Windows line breaks, an empty last cell, and blank rows at the end.
    expect(parseClipboardTable('1\tHem\t\r\n2\tCollar\t\r\n\t\t\r\n')).toEqual([
      ['1', 'Hem', ''],
      ['2', 'Collar', ''],
    ]);
    // One row copied from a web page or an editor may have no line break after it.
    expect(parseClipboardTable('1\tHem')).toEqual([['1', 'Hem']]);
    expect(parseClipboardTable('1\tHem\t')).toEqual([['1', 'Hem', '']]);
  });

  it('takes a quoted cell whole, with its tabs, line breaks and doubled quotes', () => {
    expect(parseClipboardTable('1\t"Hem\tand\nfold, 1 ""wide"""\tOn\n')).toEqual([
      ['1', 'Hem\tand\nfold, 1 "wide"', 'On'],
    ]);
    // A cell that only starts with a quote is what was typed.
    expect(parseClipboardTable('"Hem\t"a"b\n')).toEqual([['"Hem', '"a"b']]);
  });

  it('gives back any table it wrote', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', ' ', '\t', '\n', '\r', '"', '1', 'é') });
    const table = fc
      .array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 })
      .filter((rows) => rows.at(-1)?.some((text) => text.trim() !== '') ?? false);
    fc.assert(
      fc.property(table, (rows) => {
        expect(parseClipboardTable(clipboardTableOf(rows))).toEqual(rows);
      }),
    );
  });
});

describe('the layout of pasted rows', () => {
  const operationHeader = operationPasteColumns.map(nameOf);

  it('needs no mapping for the template’s operation columns or its whole header', () => {
    expect(pasteLayoutOf([operationHeader, row()], acceptedNames)).toEqual({
      hasHeader: true,
      columns: operationPasteColumns,
      needsMapping: false,
    });
    const whole = pasteLayoutOf(
      [styleSheetColumns.map((column) => nameOf(column).toUpperCase())],
      acceptedNames,
    );
    expect(whole.needsMapping).toBe(false);
    expect(whole.columns.slice(0, 8)).toEqual(Array(8).fill(null));
    expect(whole.columns.slice(8)).toEqual(operationPasteColumns);
  });

  it('takes a header in another order or language by its names, and asks to confirm', () => {
    const layout = pasteLayoutOf(
      [
        ['stitch Type (fr)', 'group (fr)', 'Notes', 'operation Description'],
        ['401', '1', 'x', 'Hem'],
      ],
      acceptedNames,
    );
    expect(layout).toEqual({
      hasHeader: true,
      columns: ['stitchType', 'group', null, 'operationDescription'],
      needsMapping: true,
    });
    expect(pastedRowsOf([['stitch Type'], ['401', '1', 'x', ' Hem ']], layout)).toEqual([
      ['1', '', 'Hem', '401', '', '', '', '', ''],
    ]);
  });

  it('reads rows without a header as the operation columns, or the whole template', () => {
    expect(pasteLayoutOf([row(), row()], acceptedNames)).toEqual({
      hasHeader: false,
      columns: operationPasteColumns,
      needsMapping: false,
    });
    const whole = pasteLayoutOf([[...Array<string>(8).fill('x'), ...row()]], acceptedNames);
    expect(whole.needsMapping).toBe(false);
    expect(pastedRowsOf([[...Array<string>(8).fill('x'), ...row()]], whole)).toEqual([row()]);
    expect(pasteLayoutOf([[...row(), 'extra']], acceptedNames).needsMapping).toBe(true);
  });

  it('leaves out blank rows', () => {
    const layout = pasteLayoutOf([row()], acceptedNames);
    expect(pastedRowsOf([row(), ['', ' '], row({ group: '2' })], layout)).toEqual([
      row(),
      row({ group: '2' }),
    ]);
  });
});

describe('pasted groups numbered after the style’s', () => {
  it('keeps rows of one group together under the next free numbers', () => {
    const rows = [
      row({ group: '3' }),
      row({ group: '1' }),
      row({ group: '3' }),
      row({ group: 'x' }),
    ];
    expect(renumberPastedGroups(rows, 7).map((cells) => cells[0])).toEqual(['8', '9', '8', 'x']);
  });
});

describe('reading pasted operations', () => {
  it('gives back the good rows and marks each wrong cell in the pasted layout', () => {
    const result = readPastedOperations(
      [
        row(),
        row({ group: '2', stitchType: '999', threadBrand: 'Gutermann' }),
        row({ group: '3', seamLength: '12,5', shade: 'Optic White' }),
        row({ group: '4', seamLength: '12,5', shade: '' }),
      ],
      sheetLists,
      metricTkt,
      [],
    );
    expect(result.operations.map((operation) => [operation.rowNumber, operation.group])).toEqual([
      [1, 1],
      [4, 4],
    ]);
    expect(result.operations[1]?.seamLengthCm).toBe(12.5);
    expect(result.operations[0]?.thread).toEqual({
      brandId: 1,
      ticketTexId: 11,
      packageSizeId: 101,
      shade: 'Navy',
    });
    expect(result.issues).toEqual([
      {
        row: 2,
        column: columnOf('stitchType'),
        message: operationPasteMessages.stitchTypeInvalid,
        params: {},
      },
      {
        row: 2,
        column: columnOf('threadBrand'),
        message: operationPasteMessages.brandNotFound,
        params: {},
      },
      {
        row: 3,
        column: columnOf('shade'),
        message: operationPasteMessages.colourNotInCostFile,
        params: { group: 'W' },
      },
    ]);
  });

  it('holds rows of one group to each other and to the style’s operations', () => {
    const result = readPastedOperations(
      [
        row({ group: '1' }),
        row({ group: '1', operationDescription: 'Hem' }),
        row({ group: '5', onTeam: 'On' }),
        row({ group: '6', operationDescription: 'Collar' }),
      ],
      sheetLists,
      metricTkt,
      [
        {
          id: 40,
          group: 5,
          description: 'Side seam',
          isOnTeam: false,
          stitchTypeCode: '401',
          seamLengthCm: 105,
        },
      ],
    );
    expect(result.operations.map((operation) => operation.rowNumber)).toEqual([1, 4]);
    expect(result.issues).toEqual([
      {
        row: 2,
        column: columnOf('operationDescription'),
        message: operationPasteMessages.groupDisagrees,
        params: { row: 1 },
      },
      {
        row: 3,
        column: columnOf('group'),
        message: operationPasteMessages.groupDisagreesWithStyle,
        params: { group: 5 },
      },
    ]);
  });
});

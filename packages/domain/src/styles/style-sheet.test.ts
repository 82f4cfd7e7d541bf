import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkStyleSheetHeader,
  readStyleSheetRows,
  styleSheetColumns,
  styleSheetMessages,
  type StyleSheetColumn,
  type StyleSheetOptions,
} from './style-sheet.js';
import {
  compareSheetIssues,
  styleSheetPieces,
  type StyleSheetPiece,
} from './style-sheet-pieces.js';
import { sheetLists } from '../testing/sheet-lists.js';

const lists = sheetLists;

const metricTkt: StyleSheetOptions = { lengthUnit: 'metric', ticketMode: 'tkt' };

type Row = Partial<Record<StyleSheetColumn, string>>;

/** A good operation row of the style "Chino 501"; `changes` override its cells. */
const row = (changes: Row = {}): string[] => {
  const cells: Record<StyleSheetColumn, string> = {
    styleName: 'Chino 501',
    customer: 'Northwind Apparel',
    productCategory: 'Trousers',
    productType: 'Chino',
    fabricWeight: 'Heavy',
    garments: '1200',
    productionLines: '2',
    styleDescription: 'Stretch twill, five pockets',
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
  return styleSheetColumns.map((column) => cells[column]);
};

const read = (rows: string[][], options = metricTkt) =>
  readStyleSheetRows(
    rows.map((cells, index) => ({ rowNumber: index + 2, cells })),
    lists,
    options,
  );

const column = (name: StyleSheetColumn) => styleSheetColumns.indexOf(name) + 1;

describe('reading the style sheet', () => {
  it('reads rows of one style name into one style with its operations, in the order of the sheet', () => {
    const result = read([
      row(),
      row({ group: '2', operationDescription: 'Hem, double', stitchType: '301', seamLength: '80' }),
      row({
        styleName: 'Tee 12',
        customer: 'Atlas',
        productCategory: 'Tops',
        productType: 'T-shirt',
        fabricWeight: '',
        garments: '500',
        productionLines: '1',
        styleDescription: '',
        threadBrand: '',
        ticketTex: '',
        shade: '',
        packageSize: '',
      }),
    ]);
    expect(result.issues).toEqual([]);
    expect(result.styles).toHaveLength(2);
    const [chino, tee] = result.styles;
    expect(chino).toMatchObject({
      rowNumber: 2,
      name: 'Chino 501',
      customer: 'Northwind Apparel',
      weightType: 3,
      quantity: 1200,
      numberOfProductionLines: 2,
      description: 'Stretch twill  five pockets',
    });
    expect(chino?.operations).toEqual([
      {
        rowNumber: 2,
        group: 1,
        isOnTeam: false,
        description: 'Side seam',
        stitchTypeCode: '401',
        seamLengthCm: 105,
        thread: { brandId: 1, ticketTexId: 11, packageSizeId: 101, shade: 'Navy' },
      },
      expect.objectContaining({
        rowNumber: 3,
        group: 2,
        description: 'Hem  double',
        stitchTypeCode: '301',
        seamLengthCm: 80,
      }),
    ]);
    // Fabric weight empty: standard, the form's default; no thread: the operation waits for one.
    expect(tee).toMatchObject({ weightType: 2, description: null });
    expect(tee?.operations[0]?.thread).toBeNull();
  });

  it('reads seam lengths in the unit of the import and threads by tex when the import says so', () => {
    const result = read([row({ seamLength: '10', ticketTex: '25' })], {
      lengthUnit: 'imperial',
      ticketMode: 'tex',
    });
    expect(result.issues).toEqual([]);
    expect(result.styles[0]?.operations[0]).toMatchObject({
      seamLengthCm: 25.4,
      thread: { ticketTexId: 11 },
    });
  });

  it('asks no seam length of a cycle stitch (1012 hides it)', () => {
    const result = read([row({ stitchType: '1012', seamLength: '' })]);
    expect(result.issues).toEqual([]);
    expect(result.styles[0]?.operations[0]?.seamLengthCm).toBeNull();
  });

  const cases: [string, Row, StyleSheetColumn, string, Record<string, string | number>?][] = [
    ['an empty style name', { styleName: '' }, 'styleName', styleSheetMessages.required],
    [
      'a style name over 30',
      { styleName: 'x'.repeat(31) },
      'styleName',
      styleSheetMessages.tooLong,
      { max: 30 },
    ],
    [
      'a customer over 30',
      { customer: 'c'.repeat(31) },
      'customer',
      styleSheetMessages.tooLong,
      { max: 30 },
    ],
    ['an empty product type', { productType: ' ' }, 'productType', styleSheetMessages.required],
    [
      'a style description over 100',
      { styleDescription: 'd'.repeat(101) },
      'styleDescription',
      styleSheetMessages.tooLong,
      { max: 100 },
    ],
    ['garments with a decimal', { garments: '1.5' }, 'garments', styleSheetMessages.wholeNumber],
    [
      'garments over 9,999,999',
      { garments: '10000000' },
      'garments',
      styleSheetMessages.atMost,
      { max: 9_999_999 },
    ],
    [
      'no production line',
      { productionLines: '0' },
      'productionLines',
      styleSheetMessages.atLeastOne,
    ],
    [
      'production lines over 99',
      { productionLines: '100' },
      'productionLines',
      styleSheetMessages.atMost,
      { max: 99 },
    ],
    [
      'a fabric weight not in the list',
      { fabricWeight: 'Medium' },
      'fabricWeight',
      styleSheetMessages.fabricWeight,
    ],
    ['a group that is not a whole number', { group: 'A' }, 'group', styleSheetMessages.wholeNumber],
    ['on team other than On or Off', { onTeam: 'Yes' }, 'onTeam', styleSheetMessages.onTeam],
    [
      'an empty operation description',
      { operationDescription: '' },
      'operationDescription',
      styleSheetMessages.required,
    ],
    [
      'an operation description over 100',
      { operationDescription: 'o'.repeat(101) },
      'operationDescription',
      styleSheetMessages.tooLong,
      { max: 100 },
    ],
    [
      'a stitch type not in the list',
      { stitchType: '999' },
      'stitchType',
      styleSheetMessages.stitchTypeInvalid,
    ],
    [
      'a seam length of 5 digits',
      { seamLength: '10000' },
      'seamLength',
      styleSheetMessages.seamLength,
    ],
    [
      'a seam length with 3 decimals',
      { seamLength: '12.345' },
      'seamLength',
      styleSheetMessages.seamLength,
    ],
    ['a negative seam length', { seamLength: '-3' }, 'seamLength', styleSheetMessages.seamLength],
    ['an empty seam length', { seamLength: '' }, 'seamLength', styleSheetMessages.required],
    [
      'a brand not of the tenant',
      { threadBrand: 'Gütermann' },
      'threadBrand',
      styleSheetMessages.brandNotFound,
    ],
    ['a thread without brand', { threadBrand: '' }, 'threadBrand', styleSheetMessages.brandInvalid],
    [
      'a ticket that is no number',
      { ticketTex: 'Tkt 120' },
      'ticketTex',
      styleSheetMessages.ticketTexInvalid,
    ],
    [
      'a ticket the brand does not make',
      { ticketTex: '60' },
      'ticketTex',
      styleSheetMessages.threadNotFound,
    ],
    [
      'a package size that is no number',
      { packageSize: 'big' },
      'packageSize',
      styleSheetMessages.packageSizeInvalid,
    ],
    [
      'a package size the ticket does not come in',
      { packageSize: '2500' },
      'packageSize',
      styleSheetMessages.threadNotFound,
    ],
    [
      'a shade in no colour group',
      { shade: 'Mauve' },
      'shade',
      styleSheetMessages.colourGroupInvalid,
    ],
    [
      'a colour the brand’s cost file does not price',
      { shade: 'Optic White' },
      'shade',
      styleSheetMessages.colourNotInCostFile,
      { group: 'W' },
    ],
    [
      'a style the tenant already has',
      { styleName: 'DENIM JACKET' },
      'styleName',
      styleSheetMessages.styleExists,
    ],
  ];
  it.each(cases)('marks %s, and imports nothing', (_name, changes, where, message, params = {}) => {
    const result = read([row(), row({ group: '2', operationDescription: 'Hem', ...changes })]);
    expect(result.styles).toEqual([]);
    expect(result.issues).toEqual([{ row: 3, column: column(where), message, params }]);
  });

  it('checks no cost file for a brand it does not price at all', () => {
    const result = read([
      row({ threadBrand: 'amann saba', ticketTex: '100', shade: 'Optic White' }),
    ]);
    expect(result.issues).toEqual([]);
    expect(result.styles[0]?.operations[0]?.thread).toMatchObject({
      brandId: 2,
      packageSizeId: 201,
    });
  });

  it('marks a row whose style columns differ from the style’s first row, naming that row', () => {
    const result = read([
      row(),
      row({ group: '2', operationDescription: 'Hem' }),
      row({ group: '3', operationDescription: 'Fly', customer: 'Borealis', garments: '900' }),
    ]);
    expect(result.styles).toEqual([]);
    expect(result.issues).toEqual([
      {
        row: 4,
        column: column('customer'),
        message: styleSheetMessages.styleRowsDisagree,
        params: { row: 2 },
      },
      {
        row: 4,
        column: column('garments'),
        message: styleSheetMessages.styleRowsDisagree,
        params: { row: 2 },
      },
    ]);
  });

  it('marks an operation that disagrees with the operations of its group', () => {
    const result = read([row(), row({ operationDescription: 'Inseam', stitchType: '504' })]);
    expect(result.issues).toEqual([
      {
        row: 3,
        column: column('operationDescription'),
        message: styleSheetMessages.groupDisagrees,
        params: { row: 2 },
      },
    ]);
    // The same step sewn with a second stitch type agrees: one group, two operations.
    expect(read([row(), row({ stitchType: '504' })]).issues).toEqual([]);
  });

  it('imports nothing when the last row alone is wrong', () => {
    const rows = Array.from({ length: 50 }, (_, index) =>
      row({ styleName: `Style ${index}`, group: '1' }),
    );
    rows.push(row({ styleName: 'Last', garments: 'many' }));
    const result = read(rows);
    expect(result.styles).toEqual([]);
    expect(result.issues).toHaveLength(1);
  });

  it('skips blank rows', () => {
    expect(
      read([
        row(),
        styleSheetColumns.map(() => ' '),
        row({ group: '2', operationDescription: 'Hem' }),
      ]).styles[0]?.operations,
    ).toHaveLength(2);
  });
});

describe('a large sheet read piece by piece', () => {
  const numbered = (rows: string[][]) =>
    rows.map((cells, index) => ({ rowNumber: index + 2, cells }));

  it('keeps each style’s rows together, in the order styles first appear, and leaves blank rows out', () => {
    const rows = numbered([
      row({ styleName: 'A' }),
      row({ styleName: 'B' }),
      row({ styleName: ' a ', group: '2' }),
      styleSheetColumns.map(() => ''),
      row({ styleName: 'C' }),
      row({ styleName: 'B', group: '2' }),
    ]);
    const names = (pieces: StyleSheetPiece[]) =>
      pieces.map((piece) => piece.rows.map((entry) => entry.cells[0]));
    // B's two rows stay together: the first piece ends before them.
    expect(names(styleSheetPieces(rows, 3))).toEqual([
      ['A', ' a '],
      ['B', 'B', 'C'],
    ]);
    // A style bigger than a piece is one piece of its own.
    expect(styleSheetPieces(rows, 3).map((piece) => piece.styles)).toEqual([1, 2]);
    expect(names(styleSheetPieces(rows, 1))).toEqual([['A', ' a '], ['B', 'B'], ['C']]);
  });

  it('finds the styles and the issues of the whole sheet', () => {
    const cell = (values: string[]) => fc.constantFrom(...values);
    const sheetRow = fc
      .record({
        styleName: cell(['Chino 501', 'chino 501 ', 'Denim Jacket', 'Polo', 'Polo', '']),
        customer: cell(['Northwind Apparel', 'Borealis']),
        garments: cell(['1200', '900', 'many']),
        group: cell(['1', '2', '3']),
        operationDescription: cell(['Side seam', 'Hem']),
        stitchType: cell(['401', '504', '999']),
        threadBrand: cell(['Coats Epic', 'Unknown']),
      })
      .map((changes) => row(changes));
    fc.assert(
      fc.property(
        fc.array(sheetRow, { maxLength: 40 }),
        fc.integer({ min: 1, max: 12 }),
        (cells, maxRows) => {
          const rows = numbered(cells);
          const whole = readStyleSheetRows(rows, lists, metricTkt);
          const pieces = styleSheetPieces(rows, maxRows).map((piece) =>
            readStyleSheetRows(piece.rows, lists, metricTkt),
          );
          const issues = pieces.flatMap((piece) => piece.issues).sort(compareSheetIssues);
          expect(issues).toEqual(whole.issues);
          if (issues.length === 0)
            expect(pieces.flatMap((piece) => piece.styles)).toEqual(whole.styles);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the style sheet header', () => {
  const english = Object.fromEntries(
    styleSheetColumns.map((name) => [name, [name.replace(/([A-Z])/g, ' $1').toLowerCase()]]),
  ) as Record<StyleSheetColumn, string[]>;
  const header = styleSheetColumns.map((name) => english[name][0] ?? '');

  it('accepts the 17 columns by any accepted name, ignoring case and spaces', () => {
    expect(
      checkStyleSheetHeader(
        header.map((name) => ` ${name.toUpperCase()} `),
        english,
      ),
    ).toEqual([]);
  });

  it('names the expected column of each wrong header cell, and any column after the last', () => {
    const wrong = [...header];
    wrong[4] = 'Weight';
    wrong.push('Notes');
    expect(checkStyleSheetHeader(wrong, english)).toEqual([
      {
        row: 1,
        column: 5,
        message: styleSheetMessages.incorrectColumn,
        params: { column: 'fabricWeight' },
      },
      {
        row: 1,
        column: 18,
        message: styleSheetMessages.unexpectedColumn,
        params: { column: 'packageSize' },
      },
    ]);
  });
});

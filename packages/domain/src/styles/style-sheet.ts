import type { ColourGroupCode } from '../shades/colour-group.js';
import type { SheetCellIssue } from '../sheet-cell-issue.js';
import { referenceNameMaxLength } from '../catalogue/reference-name.js';
import { findStitchType } from '../consumption/stitch-catalogue.js';
import { hasAtMostDecimals, parseCostFileNumber } from '../costing/cost-file-sheet.js';
import { seamLengthFromDisplay, type LengthUnit } from '../units/length-unit.js';
import { roundToHundredths } from '../units/rounding.js';
import type { TicketMode } from '../units/ticket-tex.js';
import {
  cleanOperationDescription,
  groupMismatches,
  operationInputLimits,
} from './operation-form.js';
import { styleNameKey, styleNameMaxLength, weightTypeCodes } from './style.js';

/**
 * The style spreadsheet (platform-admin specification, sections 2, 3, 5, 8 and 9; core-domain
 * sections 5 and 9): a header row naming 17 columns, then one operation per row. Rows with the
 * same style name form one style, whose header columns must agree. These rules read the
 * cells' texts and say which cells are wrong and why; reading and writing the workbook, and
 * saving, are the server's work.
 */

/** The 17 columns, in their order (column 1 is `styleName`). */
export const styleSheetColumns = [
  'styleName',
  'customer',
  'productCategory',
  'productType',
  'fabricWeight',
  'garments',
  'productionLines',
  'styleDescription',
  'group',
  'onTeam',
  'operationDescription',
  'stitchType',
  'seamLength',
  'threadBrand',
  'ticketTex',
  'shade',
  'packageSize',
] as const;
export type StyleSheetColumn = (typeof styleSheetColumns)[number];

/** The columns that describe the style: equal on every row of one style. */
export const styleHeaderColumns = [
  'customer',
  'productCategory',
  'productType',
  'fabricWeight',
  'garments',
  'productionLines',
  'styleDescription',
] as const satisfies readonly StyleSheetColumn[];

/** The import type of the style spreadsheet (2 is the cost file). */
export const styleSheetImportType = 1;
/** The most data rows (blank rows not counted) one sheet may have. */
export const styleSheetMaxRows = 20_000;
/** The largest workbook accepted: 5 MiB. */
export const styleSheetMaxBytes = 5 * 1024 * 1024;
/** Longest style and operation description in the sheet (the specification's 100). */
export const styleSheetDescriptionMaxLength = 100;
/** Garments and production lines: at most 9,999,999 and 99. */
export const styleSheetLimits = { garments: 9_999_999, productionLines: 99 } as const;
/** Seam lengths: positive, below 10,000 (4 digits) with at most 2 decimals, in the import's unit. */
export const styleSheetSeamLength = { below: 10_000, decimals: 2 } as const;

/** The spellings of fabric weight and on team the sheet accepts (the template's lists). */
export const fabricWeightChoices = ['Standard', 'Heavy', 'Light'] as const;
export const onTeamChoices = ['On', 'Off'] as const;

/** The message keys (i18n, `import.sheet.*`) a cell of the style sheet can be marked with. */
export const styleSheetMessages = {
  incorrectColumn: 'import.sheet.incorrectColumn',
  unexpectedColumn: 'import.sheet.unexpectedColumn',
  required: 'import.sheet.required',
  tooLong: 'import.sheet.tooLong',
  wholeNumber: 'import.sheet.wholeNumber',
  atLeastOne: 'import.sheet.atLeastOne',
  atMost: 'import.sheet.atMost',
  seamLength: 'import.sheet.seamLength',
  fabricWeight: 'import.sheet.fabricWeight',
  onTeam: 'import.sheet.onTeam',
  stitchTypeInvalid: 'import.sheet.stitchTypeInvalid',
  brandInvalid: 'import.sheet.brandInvalid',
  brandNotFound: 'import.sheet.brandNotFound',
  ticketTexInvalid: 'import.sheet.ticketTexInvalid',
  packageSizeInvalid: 'import.sheet.packageSizeInvalid',
  threadNotFound: 'import.sheet.threadNotFound',
  colourGroupInvalid: 'import.sheet.colourGroupInvalid',
  colourNotInCostFile: 'import.sheet.colourNotInCostFile',
  styleExists: 'import.sheet.styleExists',
  styleRowsDisagree: 'import.sheet.styleRowsDisagree',
  groupDisagrees: 'import.sheet.groupDisagrees',
} as const;
export type StyleSheetMessage = (typeof styleSheetMessages)[keyof typeof styleSheetMessages];

/** A wrong cell: its row and column as the spreadsheet numbers them (from 1), and why. */
export type StyleSheetIssue = SheetCellIssue<StyleSheetMessage>;

/** One row of the sheet: its number (the header is row 1) and its cells' texts, column 1 first. */
export type StyleSheetRow = { readonly rowNumber: number; readonly cells: readonly string[] };

/** The tenant's lists the rows are checked against. */
export type StyleSheetLists = {
  /** The stitch codes of the tenant's list. */
  readonly stitchCodes: readonly string[];
  /** Brands with their tickets/texes and each one's package sizes (length in metres). */
  readonly brands: readonly {
    readonly id: number;
    readonly name: string;
    readonly ticketTexes: readonly {
      readonly id: number;
      readonly ticket: number;
      readonly tex: number;
      readonly packageSizes: readonly { readonly id: number; readonly lengthM: number }[];
    }[];
  }[];
  /** The colour group of a shade (the tenant's shades, or its default colour); null when none. */
  readonly colourGroupOf: (shade: string) => ColourGroupCode | null;
  /**
   * Per brand, the colour groups its cost file prices. A brand the cost file does not price at
   * all is not checked (the tenant has not priced it yet).
   */
  readonly pricedColourGroups: ReadonlyMap<number, ReadonlySet<ColourGroupCode>>;
  /** Names of the tenant's styles. */
  readonly existingStyleNames: readonly string[];
};

/** How the import reads lengths and thread sizes: the dialog's choice for this import. */
export type StyleSheetOptions = {
  readonly lengthUnit: LengthUnit;
  readonly ticketMode: TicketMode;
};

/** The thread of an operation read from a row: on every component line of its stitch. */
export type ImportedThread = {
  readonly brandId: number;
  readonly ticketTexId: number;
  readonly packageSizeId: number;
  readonly shade: string | null;
};

export type ImportedOperation = {
  readonly rowNumber: number;
  readonly group: number;
  readonly isOnTeam: boolean;
  readonly description: string;
  readonly stitchTypeCode: string;
  /** In cm; null for a stitch that asks no seam length. */
  readonly seamLengthCm: number | null;
  readonly thread: ImportedThread | null;
};

export type ImportedStyle = {
  /** The first row of the style. */
  readonly rowNumber: number;
  readonly name: string;
  readonly customer: string;
  readonly productCategory: string;
  readonly productType: string;
  readonly weightType: 1 | 2 | 3;
  readonly quantity: number;
  readonly numberOfProductionLines: number;
  readonly description: string | null;
  readonly operations: readonly ImportedOperation[];
};

export type StyleSheetResult = {
  readonly styles: readonly ImportedStyle[];
  readonly issues: readonly StyleSheetIssue[];
};

const columnNumber = (column: StyleSheetColumn) => styleSheetColumns.indexOf(column) + 1;

/**
 * Texts compared as people mean them: trimmed, inner spaces collapsed, case ignored (by
 * Unicode's default lower case, which is toLocaleLowerCase('en')'s without parsing a locale
 * on each of a sheet's hundred thousand calls).
 */
export function sheetTextKey(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether every cell of the row is empty (such rows are skipped, not counted). */
export function isBlankSheetRow(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/**
 * Checks the header row: the 17 columns in order, each by any of its accepted names
 * (compared trimmed and ignoring case), and nothing after the last. Each wrong header cell
 * gets "Incorrect column / Expected column named ..." (`params.column` is the expected key).
 *
 * @param acceptedNames - per column, the names it may carry (in every language)
 */
export function checkStyleSheetHeader(
  cells: readonly string[],
  acceptedNames: Readonly<Record<StyleSheetColumn, readonly string[]>>,
): StyleSheetIssue[] {
  const issues: StyleSheetIssue[] = [];
  styleSheetColumns.forEach((column, index) => {
    const found = sheetTextKey(cells[index]);
    if (!acceptedNames[column].some((name) => sheetTextKey(name) === found)) {
      issues.push({
        row: 1,
        column: index + 1,
        message: styleSheetMessages.incorrectColumn,
        params: { column },
      });
    }
  });
  cells.forEach((cell, index) => {
    if (index >= styleSheetColumns.length && cell.trim() !== '') {
      issues.push({
        row: 1,
        column: index + 1,
        message: styleSheetMessages.unexpectedColumn,
        params: { column: 'packageSize' },
      });
    }
  });
  return issues;
}

const wholeNumber = /^\+?\d+$/;

/** Marks a cell of the row being read as wrong, and gives undefined. */
export type Mark = (
  column: StyleSheetColumn,
  message: StyleSheetMessage,
  params?: Readonly<Record<string, string | number>>,
) => undefined;

/** A whole number from 1 to `max`, or undefined after marking why not. */
function readCount(
  text: string,
  column: StyleSheetColumn,
  max: number,
  mark: Mark,
): number | undefined {
  if (text === '') return mark(column, styleSheetMessages.required);
  if (!wholeNumber.test(text)) return mark(column, styleSheetMessages.wholeNumber);
  const value = Number(text);
  if (value < 1) return mark(column, styleSheetMessages.atLeastOne);
  if (value > max) return mark(column, styleSheetMessages.atMost, { max });
  return value;
}

/** Required text of at most `max` characters, or undefined after marking why not. */
function readText(
  text: string,
  column: StyleSheetColumn,
  max: number,
  mark: Mark,
): string | undefined {
  if (text === '') return mark(column, styleSheetMessages.required);
  if (text.length > max) return mark(column, styleSheetMessages.tooLong, { max });
  return text;
}

/** The row's style columns, as read (undefined where a cell is wrong). */
type StyleColumns = {
  name: string | undefined;
  customer: string | undefined;
  productCategory: string | undefined;
  productType: string | undefined;
  weightType: 1 | 2 | 3 | undefined;
  quantity: number | undefined;
  numberOfProductionLines: number | undefined;
  description: string | null | undefined;
};

function readStyleColumns(text: (column: StyleSheetColumn) => string, mark: Mark): StyleColumns {
  const weight = sheetTextKey(text('fabricWeight'));
  const weightType =
    weight === '' || weight === 'standard'
      ? weightTypeCodes.standard
      : weight === 'heavy'
        ? weightTypeCodes.heavy
        : weight === 'light'
          ? weightTypeCodes.light
          : undefined;
  if (weightType === undefined) mark('fabricWeight', styleSheetMessages.fabricWeight);
  const description = text('styleDescription');
  if (description.length > styleSheetDescriptionMaxLength) {
    mark('styleDescription', styleSheetMessages.tooLong, { max: styleSheetDescriptionMaxLength });
  }
  return {
    name: readText(text('styleName'), 'styleName', styleNameMaxLength, mark),
    customer: readText(text('customer'), 'customer', referenceNameMaxLength, mark),
    productCategory: readText(
      text('productCategory'),
      'productCategory',
      referenceNameMaxLength,
      mark,
    ),
    productType: readText(text('productType'), 'productType', referenceNameMaxLength, mark),
    weightType,
    quantity: readCount(text('garments'), 'garments', styleSheetLimits.garments, mark),
    numberOfProductionLines: readCount(
      text('productionLines'),
      'productionLines',
      styleSheetLimits.productionLines,
      mark,
    ),
    description:
      description.length > styleSheetDescriptionMaxLength
        ? undefined
        : description === ''
          ? null
          : description.replace(/,/g, ' '),
  };
}

export type ThreadLists = Pick<StyleSheetLists, 'colourGroupOf' | 'pricedColourGroups'>;

/**
 * The tenant's lists keyed as the sheet's texts are compared, made once per sheet: a row
 * then finds its brand, stitch and style name in one lookup each, however long the lists.
 */
export type SheetLookup = {
  brands: ReadonlyMap<string, StyleSheetLists['brands'][number]>;
  stitchCodes: ReadonlyMap<string, string>;
  existingStyles: ReadonlySet<string>;
};

/** Entries by key; where two entries share a key, the first one counts (as a search would). */
function byKey<T>(entries: readonly T[], key: (entry: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const entry of entries) if (!map.has(key(entry))) map.set(key(entry), entry);
  return map;
}

export function sheetLookup(lists: StyleSheetLists): SheetLookup {
  return {
    brands: byKey(lists.brands, (brand) => sheetTextKey(brand.name)),
    stitchCodes: byKey(lists.stitchCodes, sheetTextKey),
    existingStyles: new Set(lists.existingStyleNames.map(styleNameKey)),
  };
}

/** The row's thread (all four columns empty: none), or undefined after marking why not. */
function readThread(
  text: (column: StyleSheetColumn) => string,
  lists: ThreadLists,
  lookup: SheetLookup,
  ticketMode: TicketMode,
  mark: Mark,
): ImportedThread | null | undefined {
  const brandText = text('threadBrand');
  const ticketText = text('ticketTex');
  const shade = text('shade');
  const packageText = text('packageSize');
  if (brandText === '' && ticketText === '' && shade === '' && packageText === '') return null;

  let failed = false;
  const fail: Mark = (...args) => {
    failed = true;
    return mark(...args);
  };
  const brand = lookup.brands.get(sheetTextKey(brandText));
  if (brandText === '') fail('threadBrand', styleSheetMessages.brandInvalid);
  else if (!brand) fail('threadBrand', styleSheetMessages.brandNotFound);

  const figure = parseCostFileNumber(ticketText);
  if (ticketText === '') fail('ticketTex', styleSheetMessages.required);
  else if (figure === null || figure <= 0) fail('ticketTex', styleSheetMessages.ticketTexInvalid);
  const lengthM = parseCostFileNumber(packageText);
  if (packageText === '') fail('packageSize', styleSheetMessages.required);
  else if (lengthM === null || lengthM <= 0) {
    fail('packageSize', styleSheetMessages.packageSizeInvalid);
  }

  let colourGroup: ColourGroupCode | null = null;
  if (shade !== '') {
    colourGroup = lists.colourGroupOf(shade);
    if (colourGroup === null) fail('shade', styleSheetMessages.colourGroupInvalid);
  }
  if (failed || !brand || figure === null || lengthM === null) return undefined;

  const ticketTex = brand.ticketTexes.find(
    (entry) => roundToHundredths(ticketMode === 'tex' ? entry.tex : entry.ticket) === figure,
  );
  if (!ticketTex) return mark('ticketTex', styleSheetMessages.threadNotFound);
  const packageSize = ticketTex.packageSizes.find(
    (size) => Math.abs(size.lengthM - lengthM) < 0.005,
  );
  if (!packageSize) return mark('packageSize', styleSheetMessages.threadNotFound);
  const priced = lists.pricedColourGroups.get(brand.id);
  if (colourGroup !== null && priced && !priced.has(colourGroup)) {
    return mark('shade', styleSheetMessages.colourNotInCostFile, { group: colourGroup });
  }
  return {
    brandId: brand.id,
    ticketTexId: ticketTex.id,
    packageSizeId: packageSize.id,
    shade: shade === '' ? null : shade,
  };
}

/** The row's operation columns (besides the thread), or undefined where a cell is wrong. */
function readOperationColumns(
  text: (column: StyleSheetColumn) => string,
  lookup: SheetLookup,
  lengthUnit: LengthUnit,
  mark: Mark,
) {
  const group = readCount(text('group'), 'group', operationInputLimits.group.max, mark);
  const team = sheetTextKey(text('onTeam'));
  const isOnTeam = team === 'on' ? true : team === '' || team === 'off' ? false : undefined;
  if (isOnTeam === undefined) mark('onTeam', styleSheetMessages.onTeam);
  const description = readText(
    text('operationDescription'),
    'operationDescription',
    styleSheetDescriptionMaxLength,
    mark,
  );

  const codeText = text('stitchType');
  const code = lookup.stitchCodes.get(sheetTextKey(codeText));
  const stitch = code === undefined ? undefined : findStitchType(code);
  if (codeText === '') mark('stitchType', styleSheetMessages.required);
  else if (!stitch) mark('stitchType', styleSheetMessages.stitchTypeInvalid);

  let seamLengthCm: number | null | undefined = null;
  if (stitch?.visibleInputs.seamLength) {
    const lengthText = text('seamLength');
    const length = parseCostFileNumber(lengthText);
    if (lengthText === '') seamLengthCm = mark('seamLength', styleSheetMessages.required);
    else if (
      length === null ||
      length <= 0 ||
      length >= styleSheetSeamLength.below ||
      !hasAtMostDecimals(length, styleSheetSeamLength.decimals)
    ) {
      seamLengthCm = mark('seamLength', styleSheetMessages.seamLength);
    } else seamLengthCm = roundToHundredths(seamLengthFromDisplay(length, lengthUnit));
  }
  return {
    group,
    isOnTeam,
    description: description === undefined ? undefined : cleanOperationDescription(description),
    stitchTypeCode: stitch?.code,
    seamLengthCm,
  };
}

/**
 * The operation of a row (its group, on team, description, stitch, seam length and thread),
 * or undefined after marking each wrong cell. The style sheet and pasted operations read
 * their rows with it.
 */
export function readOperationCells(
  text: (column: StyleSheetColumn) => string,
  lists: ThreadLists,
  lookup: SheetLookup,
  options: StyleSheetOptions,
  mark: Mark,
): Omit<ImportedOperation, 'rowNumber'> | undefined {
  const { group, isOnTeam, description, stitchTypeCode, seamLengthCm } = readOperationColumns(
    text,
    lookup,
    options.lengthUnit,
    mark,
  );
  const thread = readThread(text, lists, lookup, options.ticketMode, mark);
  if (
    group === undefined ||
    isOnTeam === undefined ||
    description === undefined ||
    stitchTypeCode === undefined ||
    seamLengthCm === undefined ||
    thread === undefined
  ) {
    return undefined;
  }
  return { group, isOnTeam, description, stitchTypeCode, seamLengthCm, thread };
}

const styleColumnOf: Readonly<Record<(typeof styleHeaderColumns)[number], keyof StyleColumns>> = {
  customer: 'customer',
  productCategory: 'productCategory',
  productType: 'productType',
  fabricWeight: 'weightType',
  garments: 'quantity',
  productionLines: 'numberOfProductionLines',
  styleDescription: 'description',
};

const sameValue = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? sheetTextKey(a) === sheetTextKey(b) : a === b;

type Draft = {
  first: StyleSheetRow;
  columns: StyleColumns;
  operations: ImportedOperation[];
};

/**
 * Reads the data rows of a style sheet against the tenant's lists, row by row, with the
 * rules of the style and operation forms:
 *
 * - style name, customer, category, type: required, at most 30; description at most 100,
 *   commas replaced by spaces; fabric weight Standard, Heavy or Light (empty: Standard);
 *   garments and production lines whole numbers from 1 to 9,999,999 and 99;
 * - the rows of one style (same name, ignoring case) agree on those columns; a style whose
 *   name the tenant already has is refused;
 * - group a whole number from 1; on team On or Off (empty: Off); operation description
 *   required, at most 100; stitch type a code of the tenant's list; seam length, where the
 *   stitch asks one, positive below 10,000 with at most 2 decimals, in the import's unit;
 *   operations of one group agree as the operation dialog requires;
 * - thread: all four columns empty, or a brand of the tenant, its ticket (or tex, as the
 *   import reads them), a package size (m) of that ticket/tex, and a shade, when given, of a
 *   colour group the brand's cost file prices.
 *
 * Rate, bight, seam thickness, rows and machines are not in the sheet: the server gives each
 * operation its stitch's new-operation defaults.
 */
export function readStyleSheetRows(
  rows: readonly StyleSheetRow[],
  lists: StyleSheetLists,
  options: StyleSheetOptions,
): StyleSheetResult {
  const issues: StyleSheetIssue[] = [];
  const lookup = sheetLookup(lists);
  const drafts = new Map<string, Draft>();
  let failed = false;

  for (const row of rows) {
    const { rowNumber, cells } = row;
    if (isBlankSheetRow(cells)) continue;
    const text = (column: StyleSheetColumn) => (cells[columnNumber(column) - 1] ?? '').trim();
    const rowIssues: StyleSheetIssue[] = [];
    const mark: Mark = (column, message, params = {}) => {
      rowIssues.push({ row: rowNumber, column: columnNumber(column), message, params });
      return undefined;
    };

    const columns = readStyleColumns(text, mark);
    const operation = readOperationCells(text, lists, lookup, options, mark);

    const name = columns.name;
    const draft = name === undefined ? undefined : drafts.get(sheetTextKey(name));
    if (name !== undefined && !draft && lookup.existingStyles.has(styleNameKey(name))) {
      mark('styleName', styleSheetMessages.styleExists);
    }
    if (draft) {
      for (const column of styleHeaderColumns) {
        const key = styleColumnOf[column];
        const value = columns[key];
        const first = draft.columns[key];
        if (value !== undefined && first !== undefined && !sameValue(value, first)) {
          mark(column, styleSheetMessages.styleRowsDisagree, { row: draft.first.rowNumber });
        }
      }
    }

    if (operation) {
      const read: ImportedOperation = { rowNumber, ...operation };
      const { group } = read;
      const mismatches = draft ? groupMismatches(read, draft.operations) : [];
      if (mismatches.length > 0) {
        const against = draft?.operations.find((other) => other.group === group);
        mark(
          mismatches.includes('description') ? 'operationDescription' : 'group',
          styleSheetMessages.groupDisagrees,
          {
            row: against?.rowNumber ?? rowNumber,
          },
        );
      }
      if (rowIssues.length === 0 && name !== undefined) {
        if (draft) draft.operations.push(read);
        else
          drafts.set(sheetTextKey(name), {
            first: row,
            columns: { ...columns, name },
            operations: [read],
          });
      }
    }
    if (rowIssues.length > 0) {
      failed = true;
      if (name !== undefined && !draft && !drafts.has(sheetTextKey(name))) {
        // The style's first row is wrong: its later rows are still compared with it.
        drafts.set(sheetTextKey(name), {
          first: row,
          columns: { ...columns, name },
          operations: [],
        });
      }
    }
    issues.push(...rowIssues.sort((a, b) => a.column - b.column));
  }

  if (failed) return { styles: [], issues };
  const styles = [...drafts.values()].map(({ first, columns, operations }) => ({
    rowNumber: first.rowNumber,
    name: columns.name ?? '',
    customer: columns.customer ?? '',
    productCategory: columns.productCategory ?? '',
    productType: columns.productType ?? '',
    weightType: columns.weightType ?? weightTypeCodes.standard,
    quantity: columns.quantity ?? 1,
    numberOfProductionLines: columns.numberOfProductionLines ?? 1,
    description: columns.description ?? null,
    operations,
  }));
  return { styles, issues };
}

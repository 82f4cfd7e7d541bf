import { colourGroupCodes, type ColourGroupCode } from '../shades/colour-group.js';
import type { SheetCellIssue } from '../sheet-cell-issue.js';
import type { PackageUnit } from '../catalogue/thread-catalogue.js';
import { roundToHundredths } from '../units/rounding.js';

/**
 * The cost file as a spreadsheet (platform-admin specification, sections 2, 3, 5 and 8): a
 * header row naming six columns, then one price per row. These rules read the cells' texts
 * (as the spreadsheet shows them) and say which cells are wrong and why; reading and writing
 * the .xlsx file itself is the server's work.
 */

/** The columns of the cost file, in their order (column 1 is `brand`). */
export const costFileColumns = [
  'brand',
  'article',
  'colourGroup',
  'packageSize',
  'unit',
  'price',
] as const;
export type CostFileColumn = (typeof costFileColumns)[number];

/** The largest cost file accepted: 5 MiB (5 x 1024 x 1024 bytes). */
export const costFileMaxBytes = 5 * 1024 * 1024;
/** The most data rows (below the header, blank rows not counted) a cost file may have. */
export const costFileMaxRows = 20_000;
/** Longest article number (the cost entries' column). */
export const costFileArticleMaxLength = 30;
/** Prices have at most this many decimals... */
export const costFilePriceDecimals = 2;
/** ...and are at most this much (what the price column holds). */
export const costFileMaxPrice = 99_999_999.99;

/** The message keys (i18n, `costFile.sheet.*`) a cell of the cost file can be marked with. */
export const costFileSheetMessages = {
  incorrectColumn: 'costFile.sheet.incorrectColumn',
  unexpectedColumn: 'costFile.sheet.unexpectedColumn',
  required: 'costFile.sheet.required',
  brandNotFound: 'costFile.sheet.brandNotFound',
  articleTooLong: 'costFile.sheet.articleTooLong',
  articleShared: 'costFile.sheet.articleShared',
  articleNotFound: 'costFile.sheet.articleNotFound',
  colourGroupInvalid: 'costFile.sheet.colourGroupInvalid',
  packageSizeInvalid: 'costFile.sheet.packageSizeInvalid',
  unitInvalid: 'costFile.sheet.unitInvalid',
  priceInvalid: 'costFile.sheet.priceInvalid',
  duplicateRow: 'costFile.sheet.duplicateRow',
} as const;
export type CostFileSheetMessage =
  (typeof costFileSheetMessages)[keyof typeof costFileSheetMessages];

/** A wrong cell: its row and column as the spreadsheet numbers them (from 1), and why. */
export type CostFileCellIssue = SheetCellIssue<CostFileSheetMessage>;

/** One row of the sheet: its number (from 1; the header is row 1) and its cells' texts, column 1 first. */
export type CostFileSheetRow = {
  readonly rowNumber: number;
  readonly cells: readonly string[];
};

/** The tenant's thread range the rows are checked against. */
export type CostFileThreadRange = {
  readonly brands: readonly { readonly id: number; readonly name: string }[];
  /** Every package size of every ticket/tex of every brand, with its length in metres. */
  readonly packageSizes: readonly {
    readonly id: number;
    readonly brandId: number;
    readonly lengthM: number;
    readonly article: string | null;
  }[];
};

/** One price read from the sheet, ready to be stored. */
export type CostEntryInput = {
  readonly rowNumber: number;
  readonly brandId: number;
  /** The article as the thread range spells it; '' for a row that prices every article of the size. */
  readonly article: string;
  readonly colourGroup: ColourGroupCode;
  readonly packageSizeId: number;
  readonly unit: PackageUnit;
  /** Price of one package in the tenant's currency, at most 2 decimals. */
  readonly price: number;
};

export type CostFileSheetResult = {
  readonly entries: readonly CostEntryInput[];
  readonly issues: readonly CostFileCellIssue[];
};

const columnNumber = (column: CostFileColumn) => costFileColumns.indexOf(column) + 1;

/** Texts compared as people mean them: trimmed, inner spaces collapsed, case ignored. */
export function costFileTextKey(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** Whether every cell of the row is empty (such rows are skipped, not counted). */
export function isBlankCostFileRow(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

const plainNumber = /^\+?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A cell's text as a number (digits, a decimal point, an exponent), or null when it is not one. */
export function parseCostFileNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!plainNumber.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Whether the number has at most `decimals` decimals, forgiving binary floating-point noise. */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, Math.abs(scaled));
}

/**
 * Checks the header row: columns 1 to 6 must name the cost file's columns in order (each may
 * be given by any of its accepted names, compared trimmed and ignoring case), and no column
 * may follow the price. Each wrong header cell gets "Incorrect column / Expected column named
 * ..." (`params.column` is the expected column's key).
 *
 * @param cells - the header row's texts, column 1 first
 * @param acceptedNames - per column, the names it may carry (for instance in every language)
 */
export function checkCostFileHeader(
  cells: readonly string[],
  acceptedNames: Readonly<Record<CostFileColumn, readonly string[]>>,
): CostFileCellIssue[] {
  const issues: CostFileCellIssue[] = [];
  costFileColumns.forEach((column, index) => {
    const found = costFileTextKey(cells[index]);
    if (!acceptedNames[column].some((name) => costFileTextKey(name) === found)) {
      issues.push({
        row: 1,
        column: index + 1,
        message: costFileSheetMessages.incorrectColumn,
        params: { column },
      });
    }
  });
  cells.forEach((cell, index) => {
    if (index >= costFileColumns.length && cell.trim() !== '') {
      issues.push({
        row: 1,
        column: index + 1,
        message: costFileSheetMessages.unexpectedColumn,
        params: { column: 'price' },
      });
    }
  });
  return issues;
}

const sameLength = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * Reads the data rows of a cost file against the tenant's thread range, row by row.
 *
 * - Blank rows, and rows whose price is empty (the template's unpriced threads), are left out.
 * - Brand: required, one of the tenant's brands ("Thread brand not found").
 * - Package size: the length in metres, a positive number that the brand sells, or the
 *   article when one is given ("package size invalid").
 * - Article: at most 30 characters; when given, an article of the brand in the thread range
 *   ("this article is not a thread of this brand"), and one article value belongs to one
 *   brand and one package size in the whole file ("two brands or two package sizes cannot
 *   share an article value"). An empty article prices every article of the brand in that
 *   package size. A wrong brand or package size is marked on its own cell, never on the
 *   article.
 * - Colour group: C, B, N, U or W ("colour group invalid").
 * - Unit: m or yd, the unit the package is labelled in.
 * - Price: a positive number with at most 2 decimals, at most 99,999,999.99.
 * - One price per brand, article, colour group and package size.
 *
 * @param rows - the data rows (not the header), cells as texts, column 1 first
 * @param range - the tenant's brands and package sizes (lengths in metres)
 */
export function readCostFileRows(
  rows: readonly CostFileSheetRow[],
  range: CostFileThreadRange,
): CostFileSheetResult {
  const issues: CostFileCellIssue[] = [];
  const entries: CostEntryInput[] = [];
  const brandByKey = new Map(range.brands.map((brand) => [costFileTextKey(brand.name), brand]));
  const articleOwners = new Map<string, { brandId: number; packageSize: number }>();
  const pricedRows = new Map<string, number>();
  /** Whether the article's first row named this brand and package size (it is then its owner). */
  const ownsArticle = (articleKey: string, brandId: number, lengthM: number) => {
    const packageSize = roundToHundredths(lengthM);
    const first = articleOwners.get(articleKey);
    if (!first) articleOwners.set(articleKey, { brandId, packageSize });
    return !first || (first.brandId === brandId && first.packageSize === packageSize);
  };

  for (const { rowNumber, cells } of rows) {
    const text = (column: CostFileColumn) => (cells[columnNumber(column) - 1] ?? '').trim();
    if (isBlankCostFileRow(cells) || text('price') === '') continue;
    const rowIssues: CostFileCellIssue[] = [];
    const mark = (
      column: CostFileColumn,
      message: CostFileSheetMessage,
      params: Readonly<Record<string, string | number>> = {},
    ) => rowIssues.push({ row: rowNumber, column: columnNumber(column), message, params });

    const brandText = text('brand');
    const brand = brandByKey.get(costFileTextKey(brandText));
    if (brandText === '') mark('brand', costFileSheetMessages.required);
    else if (!brand) mark('brand', costFileSheetMessages.brandNotFound);

    const packageText = text('packageSize');
    const packageLength = parseCostFileNumber(packageText);
    const packageValid = packageLength !== null && packageLength > 0;
    if (packageText === '') mark('packageSize', costFileSheetMessages.required);
    else if (!packageValid) mark('packageSize', costFileSheetMessages.packageSizeInvalid);

    // The article is checked against the brand and size the range sells it in; a row whose
    // brand or package size is wrong is marked there, not on its article.
    const article = text('article');
    const articleKey = costFileTextKey(article);
    let packageSizeId: number | undefined;
    let articleName = article;
    if (article.length > costFileArticleMaxLength) {
      mark('article', costFileSheetMessages.articleTooLong, { max: costFileArticleMaxLength });
    } else if (brand && packageValid) {
      const ofBrand = range.packageSizes.filter((size) => size.brandId === brand.id);
      const candidates =
        articleKey === ''
          ? ofBrand
          : ofBrand.filter((size) => costFileTextKey(size.article) === articleKey);
      const match = candidates
        .filter((size) => sameLength(size.lengthM, packageLength))
        .sort((a, b) => a.id - b.id)[0];
      if (candidates.length === 0) mark('article', costFileSheetMessages.articleNotFound);
      else if (!match) mark('packageSize', costFileSheetMessages.packageSizeInvalid);
      else if (articleKey !== '' && !ownsArticle(articleKey, brand.id, match.lengthM)) {
        mark('article', costFileSheetMessages.articleShared);
      } else {
        packageSizeId = match.id;
        articleName = articleKey === '' ? '' : (match.article ?? article).trim();
      }
    }

    const colourGroup = text('colourGroup').toUpperCase();
    const colourGroupValid = (colourGroupCodes as readonly string[]).includes(colourGroup);
    if (colourGroup === '') mark('colourGroup', costFileSheetMessages.required);
    else if (!colourGroupValid) mark('colourGroup', costFileSheetMessages.colourGroupInvalid);

    const unit = text('unit').toLowerCase();
    const unitValid = unit === 'm' || unit === 'yd';
    if (unit === '') mark('unit', costFileSheetMessages.required);
    else if (!unitValid) mark('unit', costFileSheetMessages.unitInvalid);

    const price = parseCostFileNumber(text('price'));
    const priceValid =
      price !== null &&
      price > 0 &&
      price <= costFileMaxPrice &&
      hasAtMostDecimals(price, costFilePriceDecimals);
    if (!priceValid) {
      mark('price', costFileSheetMessages.priceInvalid, { decimals: costFilePriceDecimals });
    }

    if (rowIssues.length === 0 && brand && packageSizeId !== undefined && price !== null) {
      const key = [brand.id, costFileTextKey(articleName), colourGroup, packageSizeId].join('|');
      const firstRow = pricedRows.get(key);
      if (firstRow !== undefined) {
        mark('brand', costFileSheetMessages.duplicateRow, { row: firstRow });
      } else {
        pricedRows.set(key, rowNumber);
        entries.push({
          rowNumber,
          brandId: brand.id,
          article: articleName,
          colourGroup: colourGroup as ColourGroupCode,
          packageSizeId,
          unit: unit as PackageUnit,
          price: roundToHundredths(price),
        });
      }
    }
    issues.push(...rowIssues.sort((a, b) => a.column - b.column));
  }
  return { entries, issues };
}

import { sheetTextKey, type StyleSheetRow } from '../styles/style-sheet.js';
import { styleNameKey } from '../styles/style.js';
import type { SheetCellIssue } from '../sheet-cell-issue.js';
import { maxStoredInteger } from '../storable-values.js';
import {
  colourwayNameMaxLength,
  maxColourwaysPerStyle,
  maxSizeQuantity,
  styleThreadKey,
  threadShadeMaxLength,
  type Colourway,
  type ThreadShadeChoice,
} from './colourways.js';
import { maxSizesPerRange, sizeKey, sizeNameMaxLength, type SizeRange } from './size-range.js';

/**
 * The optional Colourways sheet of the style spreadsheet: one row per style, colourway and
 * size with its quantity, the colourway's DTM shade and the style's size range (one of the
 * tenant's, by name) where the rows give them, then one column per thread of the styles,
 * named as "Brand Ticket Shade", holding DTM, a shade, or nothing (the line's own shade).
 * These rules read the cells' texts and say which cells are wrong and why.
 */

/** The fixed columns, in their order (column 1 is `style`); thread columns follow. */
export const colourwaySheetColumns = [
  'style',
  'colourway',
  'dtmShade',
  'sizeRange',
  'size',
  'quantity',
] as const;
export type ColourwaySheetColumn = (typeof colourwaySheetColumns)[number];

/** The message keys (i18n) a cell of the Colourways sheet can be marked with. */
export const colourwaySheetMessages = {
  incorrectColumn: 'import.sheet.incorrectColumn',
  required: 'import.sheet.required',
  tooLong: 'import.sheet.tooLong',
  wholeNumber: 'import.sheet.wholeNumber',
  atMost: 'import.sheet.atMost',
  unknownStyle: 'import.colourwaySheet.unknownStyle',
  unknownThread: 'import.colourwaySheet.unknownThread',
  threadNotInStyle: 'import.colourwaySheet.threadNotInStyle',
  unknownSizeRange: 'import.colourwaySheet.unknownSizeRange',
  sizeNotInRange: 'import.colourwaySheet.sizeNotInRange',
  rowsDisagree: 'import.colourwaySheet.rowsDisagree',
  sizeTwice: 'import.colourwaySheet.sizeTwice',
  tooManyColourways: 'import.colourwaySheet.tooManyColourways',
  tooManySizes: 'import.colourwaySheet.tooManySizes',
} as const;
export type ColourwaySheetMessage =
  (typeof colourwaySheetMessages)[keyof typeof colourwaySheetMessages];

/** A wrong cell of the Colourways sheet: row and column from 1, and why. */
export type ColourwaySheetIssue = SheetCellIssue<ColourwaySheetMessage>;

/** A thread of a style as the sheet names it. */
export type ColourwaySheetThread = {
  readonly brandId: number;
  readonly ticketTexId: number;
  readonly shade: string | null;
};

export type ColourwaySheetInput = {
  /** Row 1 of the sheet. */
  readonly header: readonly string[];
  /** The data rows, numbered as in the sheet; blank ones are skipped. */
  readonly rows: readonly StyleSheetRow[];
  /** Each fixed column's accepted names (every language's). */
  readonly headerNames: Readonly<Record<ColourwaySheetColumn, readonly string[]>>;
  /** The styles of the first sheet with the threads they sew with. */
  readonly styles: readonly {
    readonly name: string;
    readonly threads: readonly ColourwaySheetThread[];
  }[];
  /** A thread's name in a column header: "Brand Ticket Shade" (threadColumnName). */
  readonly threadName: (thread: ColourwaySheetThread) => string;
  /** The tenant's named size ranges. */
  readonly sizeRanges: readonly { readonly name: string; readonly range: SizeRange }[];
};

/** A style's order as the sheet gives it. */
export type ImportedOrder = {
  readonly styleName: string;
  readonly range: SizeRange;
  readonly colourways: readonly Colourway[];
};

export type ColourwaySheetResult = {
  readonly issues: readonly ColourwaySheetIssue[];
  readonly orders: readonly ImportedOrder[];
};

/** The name of a thread column: brand, ticket (or tex) and the lines' shade, spaced. */
export function threadColumnName(brand: string, ticketTex: number, shade: string | null): string {
  return [brand, String(ticketTex), shade ?? ''].join(' ').trim();
}

const column = (name: ColourwaySheetColumn) => colourwaySheetColumns.indexOf(name) + 1;

type StyleOrderDraft = {
  name: string;
  threads: Set<string>;
  range: { value: string; row: number } | null;
  sizes: string[];
  colourways: Map<string, ColourwayDraft>;
};

type ColourwayDraft = {
  name: string;
  dtmShade: { value: string; row: number } | null;
  quantities: Map<string, { size: string; quantity: number; row: number }>;
  shades: Map<string, { choice: ThreadShadeChoice; text: string; row: number }>;
};

/**
 * Checks the Colourways sheet against the first sheet's styles and the tenant's size ranges,
 * and gives each style's order: its range (the named one, or the sizes in the order the rows
 * first give them, ungraded, the first the base) and its colourways in order. Rows of one
 * colourway (or style) must agree on what they give more than once; a blank cell repeats
 * what another row gave.
 *
 * @param input - the header, rows, accepted column names, the styles and their threads, the ranges
 */
export function readColourwaySheet(input: ColourwaySheetInput): ColourwaySheetResult {
  const issues: ColourwaySheetIssue[] = [];
  const mark = (
    row: number,
    at: number,
    message: ColourwaySheetMessage,
    params: Record<string, string | number> = {},
  ) => issues.push({ row, column: at, message, params });

  colourwaySheetColumns.forEach((name, index) => {
    const accepted = input.headerNames[name].map(sheetTextKey);
    if (!accepted.includes(sheetTextKey(input.header[index]))) {
      mark(1, index + 1, colourwaySheetMessages.incorrectColumn, { column: name });
    }
  });
  if (issues.length > 0) return { issues, orders: [] };

  // Each thread column: the key of the thread it names, for every style sewing with it.
  const keyOfName = new Map<string, string>();
  const styles = new Map<string, StyleOrderDraft>();
  for (const style of input.styles) {
    const threads = new Set<string>();
    for (const thread of style.threads) {
      const key = styleThreadKey(thread);
      threads.add(key);
      keyOfName.set(sheetTextKey(input.threadName(thread)), key);
    }
    styles.set(styleNameKey(style.name), {
      name: style.name,
      threads,
      range: null,
      sizes: [],
      colourways: new Map(),
    });
  }
  const threadColumns = input.header
    .slice(colourwaySheetColumns.length)
    .map((name, index) => ({ column: colourwaySheetColumns.length + index + 1, name }))
    .filter((thread) => thread.name.trim() !== '');
  const threadKeys = new Map<number, string>();
  for (const thread of threadColumns) {
    const key = keyOfName.get(sheetTextKey(thread.name));
    if (key === undefined) {
      mark(1, thread.column, colourwaySheetMessages.unknownThread, { value: thread.name.trim() });
    } else {
      threadKeys.set(thread.column, key);
    }
  }

  const ranges = new Map(input.sizeRanges.map((entry) => [sheetTextKey(entry.name), entry]));
  for (const { rowNumber: row, cells } of input.rows) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    const text = (name: ColourwaySheetColumn) => (cells[column(name) - 1] ?? '').trim();
    const styleName = text('style');
    if (styleName === '') {
      mark(row, column('style'), colourwaySheetMessages.required);
      continue;
    }
    const style = styles.get(styleNameKey(styleName));
    if (!style) {
      mark(row, column('style'), colourwaySheetMessages.unknownStyle, { value: styleName });
      continue;
    }
    const rangeName = text('sizeRange');
    if (rangeName !== '') {
      if (!ranges.has(sheetTextKey(rangeName))) {
        mark(row, column('sizeRange'), colourwaySheetMessages.unknownSizeRange, {
          value: rangeName,
        });
      } else if (style.range && sheetTextKey(style.range.value) !== sheetTextKey(rangeName)) {
        mark(row, column('sizeRange'), colourwaySheetMessages.rowsDisagree, {
          row: style.range.row,
          value: style.range.value,
        });
      } else {
        style.range ??= { value: rangeName, row };
      }
    }

    const name = text('colourway');
    if (name === '') mark(row, column('colourway'), colourwaySheetMessages.required);
    else if (name.length > colourwayNameMaxLength) {
      mark(row, column('colourway'), colourwaySheetMessages.tooLong, {
        max: colourwayNameMaxLength,
      });
    }
    const size = text('size');
    if (size === '') mark(row, column('size'), colourwaySheetMessages.required);
    else if (size.length > sizeNameMaxLength) {
      mark(row, column('size'), colourwaySheetMessages.tooLong, { max: sizeNameMaxLength });
    }
    const quantity = quantityOf(text('quantity'));
    if (quantity.issue)
      mark(row, column('quantity'), quantity.issue.message, quantity.issue.params);
    if (name === '' || name.length > colourwayNameMaxLength) continue;

    let colourway = style.colourways.get(sheetTextKey(name));
    if (!colourway) {
      if (style.colourways.size >= maxColourwaysPerStyle) {
        mark(row, column('colourway'), colourwaySheetMessages.tooManyColourways, {
          max: maxColourwaysPerStyle,
        });
        continue;
      }
      colourway = { name, dtmShade: null, quantities: new Map(), shades: new Map() };
      style.colourways.set(sheetTextKey(name), colourway);
    }
    const dtm = text('dtmShade');
    if (dtm.length > threadShadeMaxLength) {
      mark(row, column('dtmShade'), colourwaySheetMessages.tooLong, { max: threadShadeMaxLength });
    } else if (dtm !== '') {
      if (colourway.dtmShade && sheetTextKey(colourway.dtmShade.value) !== sheetTextKey(dtm)) {
        mark(row, column('dtmShade'), colourwaySheetMessages.rowsDisagree, {
          row: colourway.dtmShade.row,
          value: colourway.dtmShade.value,
        });
      } else {
        colourway.dtmShade ??= { value: dtm, row };
      }
    }

    if (size !== '' && size.length <= sizeNameMaxLength && quantity.value !== null) {
      const earlier = colourway.quantities.get(sizeKey(size));
      if (earlier) {
        mark(row, column('size'), colourwaySheetMessages.sizeTwice, {
          value: size,
          row: earlier.row,
        });
      } else if (
        !style.sizes.some((known) => sizeKey(known) === sizeKey(size)) &&
        style.sizes.length >= maxSizesPerRange
      ) {
        mark(row, column('size'), colourwaySheetMessages.tooManySizes, { max: maxSizesPerRange });
      } else {
        if (!style.sizes.some((known) => sizeKey(known) === sizeKey(size))) style.sizes.push(size);
        colourway.quantities.set(sizeKey(size), { size, quantity: quantity.value, row });
      }
    }

    for (const thread of threadColumns) {
      const value = (cells[thread.column - 1] ?? '').trim();
      const key = threadKeys.get(thread.column);
      if (value === '' || key === undefined) continue;
      if (!style.threads.has(key)) {
        mark(row, thread.column, colourwaySheetMessages.threadNotInStyle, { style: style.name });
        continue;
      }
      if (value.length > threadShadeMaxLength) {
        mark(row, thread.column, colourwaySheetMessages.tooLong, { max: threadShadeMaxLength });
        continue;
      }
      const choice: ThreadShadeChoice =
        sheetTextKey(value) === 'dtm' ? { kind: 'dtm' } : { kind: 'shade', shade: value };
      const earlier = colourway.shades.get(key);
      if (earlier && sheetTextKey(earlier.text) !== sheetTextKey(value)) {
        mark(row, thread.column, colourwaySheetMessages.rowsDisagree, {
          row: earlier.row,
          value: earlier.text,
        });
      } else if (!earlier) {
        colourway.shades.set(key, { choice, text: value, row });
      }
    }
  }

  // A named range must hold every size its style's rows order.
  for (const style of styles.values()) {
    const named = style.range && ranges.get(sheetTextKey(style.range.value));
    if (!named) continue;
    for (const colourway of style.colourways.values()) {
      for (const { size, row } of colourway.quantities.values()) {
        if (!named.range.sizes.some((known) => sizeKey(known.name) === sizeKey(size))) {
          mark(row, column('size'), colourwaySheetMessages.sizeNotInRange, {
            range: named.name,
            value: size,
          });
        }
      }
    }
  }
  if (issues.length > 0) {
    return { issues: issues.sort((a, b) => a.row - b.row || a.column - b.column), orders: [] };
  }
  return { issues: [], orders: ordersOf(styles, ranges) };
}

function ordersOf(
  styles: ReadonlyMap<string, StyleOrderDraft>,
  ranges: ReadonlyMap<string, { readonly range: SizeRange }>,
): ImportedOrder[] {
  return [...styles.values()]
    .filter((style) => style.colourways.size > 0)
    .map((style) => {
      const named = style.range && ranges.get(sheetTextKey(style.range.value));
      const range: SizeRange = named
        ? named.range
        : {
            sizes: style.sizes.map((name) => ({ name, gradePercent: 0 })),
            baseSize: style.sizes[0] ?? '',
          };
      const nameIn = (size: string) =>
        range.sizes.find((known) => sizeKey(known.name) === sizeKey(size))?.name ?? size;
      return {
        styleName: style.name,
        range,
        colourways: [...style.colourways.values()].map((colourway) => ({
          name: colourway.name,
          code: '',
          fabricColour: '',
          dtmShade: colourway.dtmShade?.value ?? null,
          quantities: Object.fromEntries(
            [...colourway.quantities.values()].map((entry) => [nameIn(entry.size), entry.quantity]),
          ),
          threadShades: Object.fromEntries(
            [...colourway.shades].map(([key, entry]) => [key, entry.choice]),
          ),
        })),
      };
    });
}

/** A quantity cell: a whole number from 0 to the most garments of a size. */
function quantityOf(text: string): {
  value: number | null;
  issue: { message: ColourwaySheetMessage; params: Record<string, number> } | null;
} {
  if (text === '')
    return { value: null, issue: { message: colourwaySheetMessages.required, params: {} } };
  // Digits only (a thousands comma or space aside): "1.000" is no whole number to guess at.
  const digits = text.replace(/[\s,]/g, '');
  const value = /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
  if (!Number.isInteger(value)) {
    return { value: null, issue: { message: colourwaySheetMessages.wholeNumber, params: {} } };
  }
  if (value > Math.min(maxSizeQuantity, maxStoredInteger)) {
    return {
      value: null,
      issue: { message: colourwaySheetMessages.atMost, params: { max: maxSizeQuantity } },
    };
  }
  return { value, issue: null };
}

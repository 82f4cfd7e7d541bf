import { cjkCharacter, fontStack, wordMeasure, type MeasureWord } from './fonts.js';
import { datePrinted, numberFormat, type NumberFormat } from './number-format.js';
import type { PdfOptions, ReportPicture } from './pdf-options.js';
import { reportProgram } from './report-program.js';
import { compileTypstPdf, type TypstFile } from './typst-compiler.js';

/**
 * The toolkit of the PDF reports: a report is a list of blocks (section titles, details
 * grids, tables, notices, footnotes, key figures), plain data that one constant Typst
 * program (report-program.ts) draws inside the page frame every report shares. A report
 * builds its blocks with the functions below and hands them to `renderReport`.
 */

/** What every part of a report needs: texts, number formats and the writing direction. */
export type ReportContext = {
  readonly options: PdfOptions;
  readonly t: PdfOptions['texts'];
  readonly format: NumberFormat;
  readonly rtl: boolean;
  /** Placeholder of an empty value (no shade, no article, no price). */
  readonly empty: string;
  readonly measure: MeasureWord;
};

export function reportContext(options: PdfOptions): ReportContext {
  return {
    measure: wordMeasure(),
    options,
    t: options.texts,
    format: numberFormat(options.language),
    rtl: options.language === 'ar',
    empty: options.texts('reports.emptyValue'),
  };
}

/** A4 in points, less the page's side margins: the width tables and grids share. */
export const contentWidth = 595.28 - 2 * 32;

/**
 * A text as the Typst program draws it: a string when it reads in the report's direction
 * and fits its column; otherwise its direction and its runs, the words too wide for their
 * column marked to be hyphenated.
 */
export type TypstText =
  | string
  | {
      readonly dir?: 'ltr' | 'rtl';
      /** Plain runs, and words too wide for their column: hyphenated, or (`anywhere`, a
       * code without small letters) broken between any two characters. */
      readonly runs: readonly (string | { readonly word: string; readonly anywhere?: true })[];
    };

/** Text alignment in a column: start is the writing direction's start, end its end. */
export type Align = 'start' | 'end';

/** A table column: its header, its width in points, and how its cells align. */
export type Column = { readonly header: string; readonly width: number; readonly align: Align };

/** One row of a table: its cells' texts and how it is drawn. */
export type TableRow = {
  readonly cells: readonly string[];
  /** 'group' rows (an operation) are shaded and bold; 'total' rows bold with a strong rule. */
  readonly kind?: 'plain' | 'group' | 'detail' | 'total';
  /** Cells drawn in the muted colour (a component's name under its operation). */
  readonly mutedCells?: readonly number[];
};

type DetailItem = { readonly label: string; readonly value: string; readonly wide?: boolean };

/** Label and value pairs in a grid; with a picture, the grid's width and the picture's size. */
export type DetailsBlock = {
  readonly kind: 'details';
  readonly items: readonly { label: TypstText; value: TypstText; wide?: boolean }[];
  readonly columns: number;
  /** With a picture: the grid's width in points, the picture at the row's end. */
  readonly width?: number;
  /** The picture's format and drawn size in points; its bytes are the file "/picture". */
  readonly picture?: { readonly format: 'png' | 'jpg'; width: number; height: number };
};

/** A part of a report's body, as the Typst program reads it. */
export type Block =
  | { readonly kind: 'section'; readonly title: TypstText }
  | DetailsBlock
  | {
      readonly kind: 'table';
      readonly columns: readonly { header: TypstText; width: number; align: Align }[];
      readonly groups: readonly (readonly {
        kind: NonNullable<TableRow['kind']>;
        /** Texts, and for each run of empty cells the number of columns it spans. */
        cells: readonly (TypstText | number)[];
        /** Indices of the columns drawn in the muted colour. */
        muted?: readonly number[];
      }[])[];
      readonly fontSize: number;
    }
  | { readonly kind: 'notice' | 'footnote'; readonly text: TypstText }
  | {
      readonly kind: 'keyFigures';
      readonly items: readonly { label: TypstText; value: TypstText }[];
    };

/** The JSON the Typst program reads: the page frame, the fonts and the blocks. */
export type ReportDocument = {
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /** The language whose hyphenation patterns break a word too wide for its column. */
  readonly hyphenation: string;
  readonly fonts: readonly string[];
  readonly meta: {
    readonly title: string;
    readonly author: string;
    /** Year, month, day, hour, minute, second (UTC) of the date printed. */
    readonly date: readonly number[];
  };
  readonly header: { title: TypstText; subtitle: TypstText; aside: TypstText };
  /** `page` holds U+E000 where the page number goes and U+E001 where the page count goes. */
  readonly footer: { printed: TypstText; page: string };
  readonly blocks: readonly Block[];
};

const strongRtl = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const strongLtr = /[A-Za-z\u00c0-\u024f\u1e00-\u1eff\u3040-\u9fff\uac00-\ud7af]/u;

/** The direction of a text by its first strong letter (as HTML's dir="auto"), else the report's. */
function directionOf(content: string, rtl: boolean): 'rtl' | 'ltr' {
  for (const character of content) {
    if (strongRtl.test(character)) return 'rtl';
    if (strongLtr.test(character)) return 'ltr';
  }
  return rtl ? 'rtl' : 'ltr';
}

/** Line breaks, tabs and other control characters, each as a space. */
function withoutControlCharacters(content: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it replaces
  return content.replace(/[\u0000-\u001f\u007f]/gu, ' ');
}

/** A code: capital letters, digits, punctuation and symbols only. */
const code = /^[\p{Lu}\p{N}\p{P}\p{S}]+$/u;

/** Languages whose hyphenation patterns Typst has; others hyphenate a too-long word as English. */
const hyphenationLanguages = new Set(['en', 'fr', 'es', 'pt', 'tr']);

/**
 * A text for the Typst program: its paragraph direction is that of its first letter (an
 * English brand in an Arabic report reads left to right, an Arabic style name in an English
 * one right to left). Control characters become spaces. Words break at spaces; a word wider
 * than `column` (the points its column gives the text) may be hyphenated.
 */
export function typstText(
  context: ReportContext,
  content: string,
  column?: { width: number; fontSize: number; bold: boolean },
): TypstText {
  const value = withoutControlCharacters(content);
  const dir = directionOf(value, context.rtl);
  const ownDirection = dir !== (context.rtl ? 'rtl' : 'ltr');
  const words = value.split(' ');
  const tooLong = (word: string) =>
    column !== undefined &&
    word
      .split(cjkCharacter)
      .some((part) => context.measure(part, column.fontSize, column.bold) > column.width);
  if (!words.some(tooLong)) return ownDirection ? { dir, runs: [value] } : value;
  const runs: (string | { word: string; anywhere?: true })[] = [];
  words.forEach((word, index) => {
    const separator = index > 0 ? ' ' : '';
    if (tooLong(word)) {
      if (separator !== '') runs.push(separator);
      // Hyphenation patterns break words of small letters; a code ("AB-1234567") has none
      // and may break anywhere (never a word of joined letters, as Arabic).
      runs.push(code.test(word) ? { word, anywhere: true } : { word });
    } else {
      runs.push(`${separator}${word}`);
    }
  });
  return ownDirection ? { dir, runs } : { runs };
}

/** A section heading, kept on the page of the start of what follows it. */
export function sectionTitle(context: ReportContext, title: string): Block {
  return {
    kind: 'section',
    title: typstText(context, title, { width: contentWidth, fontSize: 10.5, bold: true }),
  };
}

/** Label and value pairs in a grid of `columns` columns (the style details). */
export function detailsGrid(
  context: ReportContext,
  items: readonly DetailItem[],
  columns = 3,
  width = contentWidth,
): DetailsBlock {
  return {
    kind: 'details',
    columns,
    items: items.map((item) => {
      // An item's text has its cell less the cell's padding (6 points each side).
      const room = (item.wide === true ? width : width / columns) - 12;
      return {
        label: typstText(context, item.label, { width: room, fontSize: 6.8, bold: false }),
        value: typstText(context, item.value === '' ? context.empty : item.value, {
          width: room,
          fontSize: 8.5,
          bold: true,
        }),
        ...(item.wide === true && { wide: true }),
      };
    }),
  };
}

/** The largest a picture is drawn: 45 mm high, 50 mm wide (points). */
export const pictureBox = { width: (50 / 25.4) * 72, height: (45 / 25.4) * 72 } as const;

/**
 * The details grid with the style's picture at the row's end (its left in Arabic), in a
 * thin frame, scaled to fit {@link pictureBox} with its aspect ratio kept: a small picture
 * is enlarged to fill it, a large one shrunk. The grid takes one column less.
 */
export function detailsWithPicture(
  context: ReportContext,
  items: readonly DetailItem[],
  columns: number,
  picture: ReportPicture,
): Block {
  const scale = Math.min(pictureBox.width / picture.width, pictureBox.height / picture.height);
  // The frame takes the picture's width, its padding (2 + 2) and its border (0.5 + 0.5).
  const width = contentWidth - pictureBox.width - 5 - 10;
  return {
    ...detailsGrid(context, items, columns - 1, width),
    width,
    picture: {
      format: picture.contentType === 'image/png' ? 'png' : 'jpg',
      width: picture.width * scale,
      height: picture.height * scale,
    },
  };
}

/** Cell padding of the tables, each side (points). */
const cellPadding = 3.5;

/**
 * A table whose column headers repeat at the top of every page it runs onto. Rows never
 * split across pages; `groups` keeps rows together (an operation and its component lines).
 */
export function table(
  context: ReportContext,
  columns: readonly Column[],
  groups: readonly (readonly TableRow[])[],
  fontSize = 7.6,
): Block {
  const room = (index: number) => (columns[index]?.width ?? 0) - 2 * cellPadding;
  return {
    kind: 'table',
    fontSize,
    columns: columns.map((column, index) => ({
      header: typstText(context, column.header, {
        width: room(index),
        fontSize: fontSize - 0.4,
        bold: true,
      }),
      width: column.width,
      align: column.align,
    })),
    groups: groups.map((group) =>
      group.map((row) => {
        const kind = row.kind ?? 'plain';
        const bold = kind === 'group' || kind === 'total';
        // Runs of empty cells become one blank cell: fewer cells to lay out on long reports.
        const cells: (TypstText | number)[] = [];
        columns.forEach((_, index) => {
          const content = row.cells[index] ?? '';
          const last = cells.at(-1);
          if (content !== '') {
            cells.push(typstText(context, content, { width: room(index), fontSize, bold }));
          } else if (typeof last === 'number') {
            cells[cells.length - 1] = last + 1;
          } else {
            cells.push(1);
          }
        });
        return { kind, cells, ...(row.mutedCells !== undefined && { muted: row.mutedCells }) };
      }),
    ),
  };
}

/** Widths in points from relative weights, filling the page's content width. */
export function widths(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (weight / total) * contentWidth);
}

/** A framed notice (the tension-settings change, missing prices). */
export function notice(context: ReportContext, message: string): Block {
  // The notice's padding (8 each side) and its thick rule (3).
  const room = contentWidth - 19;
  return {
    kind: 'notice',
    text: typstText(context, message, { width: room, fontSize: 8, bold: false }),
  };
}

/** A footnote under a table: small muted text that explains its figures. */
export function footnote(context: ReportContext, message: string): Block {
  return {
    kind: 'footnote',
    text: typstText(context, message, { width: contentWidth, fontSize: 7, bold: false }),
  };
}

/** Key figures: labels with their values, one per line, values aligned at the end. */
export function keyFigures(
  context: ReportContext,
  items: readonly { label: string; value: string }[],
): Block {
  return {
    kind: 'keyFigures',
    items: items.map((item) => ({
      label: typstText(context, item.label, {
        width: contentWidth * 0.66 - 12,
        fontSize: 8.5,
        bold: false,
      }),
      value: typstText(context, item.value, {
        width: contentWidth * 0.34 - 12,
        fontSize: 8.5,
        bold: true,
      }),
    })),
  };
}

/**
 * Draws a report: A4 portrait, a running header (title, style, tenant) and footer (date
 * printed, page n of m) on every page, then its blocks. The style's picture, if a block
 * shows it, is given to Typst in memory.
 */
export function renderReport(
  context: ReportContext,
  meta: { title: string; styleName: string },
  blocks: readonly Block[],
): Buffer {
  const { options, t } = context;
  const printed = options.printedAt;
  // The header's columns: title and style at the start, the tenant at the end.
  const start = contentWidth * 0.68;
  const end = contentWidth * 0.32;
  const document: ReportDocument = {
    lang: options.language,
    dir: context.rtl ? 'rtl' : 'ltr',
    hyphenation: hyphenationLanguages.has(options.language) ? options.language : 'en',
    fonts: fontStack(options.language),
    meta: {
      title: `${meta.title} – ${meta.styleName}`,
      author: options.tenantName,
      date: [
        printed.getUTCFullYear(),
        printed.getUTCMonth() + 1,
        printed.getUTCDate(),
        printed.getUTCHours(),
        printed.getUTCMinutes(),
        printed.getUTCSeconds(),
      ],
    },
    header: {
      title: typstText(context, meta.title, { width: start, fontSize: 15, bold: true }),
      subtitle: typstText(context, meta.styleName, { width: start, fontSize: 10, bold: false }),
      aside: typstText(context, options.tenantName, { width: end, fontSize: 9, bold: true }),
    },
    footer: {
      printed: typstText(
        context,
        `${t('reports.footer.datePrinted')}: ${datePrinted(options.printedAt, options.timeZone)}`,
      ),
      page: t('reports.footer.page', { page: '\ue000', pages: '\ue001' }),
    },
    blocks,
  };
  const files: TypstFile[] = [];
  if (options.picture && blocks.some((block) => block.kind === 'details' && block.picture)) {
    files.push({ path: '/picture', bytes: options.picture.bytes });
  }
  return compileTypstPdf(reportProgram, { report: JSON.stringify(document) }, files);
}

import { Document, Image, Page, Text, View, type DocumentProps } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { fontStack, hyphenation, registerFonts, wordMeasure, type MeasureWord } from './fonts.js';
import { datePrinted, numberFormat, type NumberFormat } from './number-format.js';
import type { PdfOptions, ReportPicture } from './pdf-options.js';

/** A react-pdf element; the reports are drawn with plain `createElement` calls. */
export type Element = ReactElement;
export const h = createElement;

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

export async function reportContext(options: PdfOptions): Promise<ReportContext> {
  return {
    measure: await wordMeasure(),
    options,
    t: options.texts,
    format: numberFormat(options.language),
    rtl: options.language === 'ar',
    empty: options.texts('reports.emptyValue'),
  };
}

export const colours = {
  text: '#1f2933',
  muted: '#5f6b7a',
  accent: '#1f3a5f',
  rule: '#d5dae1',
  strongRule: '#8a96a5',
  headerFill: '#e9edf2',
  groupFill: '#f5f7f9',
  noticeFill: '#fff7e0',
  noticeRule: '#c98a00',
} as const;

/** A4 in points, and the page's margins. */
const margin = { top: 26, bottom: 20, side: 32 } as const;
export const contentWidth = 595.28 - 2 * margin.side;

/** Flex row in the writing direction (right to left in Arabic). */
export function row(context: ReportContext): Style {
  return { flexDirection: context.rtl ? 'row-reverse' : 'row' };
}

/** Text alignment of a cell: start is the writing direction's start, end its end. */
export type Align = 'start' | 'end';
export function textAlign(context: ReportContext, align: Align): Style['textAlign'] {
  return (align === 'start') !== context.rtl ? 'left' : 'right';
}

const arabicLetter = '\u0620-\u064a\u066e-\u06d3\u06d5\u06ee-\u06ff\u0750-\u077f\u08a0-\u08ff';
const wordStartArabic = new RegExp(
  `(^|[^${arabicLetter}\u064b-\u065f\u0670])([${arabicLetter}])`,
  'gu',
);

/**
 * Works around react-pdf 4.9 dropping the letter that begins a text run when the font draws
 * it as a dotless base plus a dot mark, as Noto Sans Arabic does for most letters
 * (diegomura/react-pdf#3555: "بيانات" printed as "يانات"): every Arabic word starts with an
 * ARABIC LETTER MARK (U+061C), which is invisible, takes no width, joins nothing, and is
 * drawn by the Arabic font, so the run begins with it and the letter is kept.
 */
export function protectArabic(content: string): string {
  return content.replace(wordStartArabic, '$1\u061c$2');
}

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

/**
 * A text: its paragraph direction is that of its first letter (an English brand in an Arabic
 * report reads left to right, an Arabic style name in an English one right to left). Line
 * breaks and other control characters become spaces: react-pdf would take them from a
 * built-in font that is not embedded. Words break at spaces; a word wider than its column
 * is hyphenated.
 */
export function text(context: ReportContext, content: string, style: Style = {}): Element {
  const value = withoutControlCharacters(content);
  const tooLong = wordTooLong(context, style);
  // A unitless line height is resolved against the font size of the style it is set in,
  // then inherited in points: every text sets both.
  return h(
    Text,
    {
      style: [{ direction: directionOf(value, context.rtl), fontSize: 8, lineHeight: 1.3 }, style],
      // react-pdf may break a word where its text runs change (a bracket, a digit) and
      // adds a hyphen there: forbidden, unless a word is wider than its column.
      ...(tooLong !== null && value.split(' ').some(tooLong)
        ? { hyphenationCallback: hyphenation(tooLong) }
        : { hyphenationPenalty: noBreak }),
    },
    protectArabic(value),
  );
}

/** Line breaks, tabs and other control characters, each as a space. */
function withoutControlCharacters(content: string): string {
  return Array.from(content, (character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? ' ' : character;
  }).join('');
}

/** react-pdf's infinite penalty: no line break there. */
const noBreak = 10_000;

/** Whether a word is wider than its fixed-width text's column: such words may be hyphenated. */
function wordTooLong(context: ReportContext, style: Style): ((word: string) => boolean) | null {
  if (typeof style.width !== 'number') return null;
  const padding = typeof style.paddingHorizontal === 'number' ? 2 * style.paddingHorizontal : 0;
  const available = style.width - padding;
  const fontSize = typeof style.fontSize === 'number' ? style.fontSize : 8;
  const bold = style.fontWeight === 700;
  return (word) => context.measure(word, fontSize, bold) > available;
}

const footerText: Style = { fontSize: 7.5, color: colours.muted };

/**
 * The report's document and page frame: A4 portrait, a running header (title, style,
 * tenant) and footer (date printed, page n of m) on every page. The pages use react-pdf's
 * page layout (its newer pagination engine, which measures the content once: a style of
 * 500 operations renders in seconds, not minutes).
 */
export function reportDocument(
  context: ReportContext,
  meta: { title: string; styleName: string },
  body: readonly ReactNode[],
): ReactElement<DocumentProps> {
  registerFonts();
  const { options, t } = context;
  const header = h(
    View,
    {
      style: [
        row(context),
        {
          marginBottom: 4,
          paddingBottom: 6,
          borderBottomWidth: 1,
          borderBottomColor: colours.accent,
          justifyContent: 'space-between',
          alignItems: 'flex-end',
        },
      ],
    },
    h(
      View,
      { style: { width: contentWidth * 0.68 } },
      text(context, meta.title, {
        fontSize: 15,
        fontWeight: 700,
        color: colours.accent,
        textAlign: textAlign(context, 'start'),
      }),
      text(context, meta.styleName, {
        fontSize: 10,
        marginTop: 2,
        textAlign: textAlign(context, 'start'),
      }),
    ),
    text(context, options.tenantName, {
      fontSize: 9,
      fontWeight: 700,
      color: colours.muted,
      width: contentWidth * 0.32,
      textAlign: textAlign(context, 'end'),
    }),
  );
  const printed = `${t('reports.footer.datePrinted')}: ${datePrinted(options.printedAt, options.timeZone)}`;
  const footer = (page: number, pages: number) =>
    h(
      View,
      {
        style: [
          row(context),
          {
            marginTop: 8,
            paddingTop: 5,
            borderTopWidth: 0.5,
            borderTopColor: colours.rule,
            justifyContent: 'space-between',
          },
        ],
      },
      // Texts in a row get explicit widths: react-pdf stretches a right-to-left text to the
      // whole row otherwise, pushing its neighbour off the page.
      text(context, printed, {
        ...footerText,
        width: contentWidth / 2,
        textAlign: textAlign(context, 'start'),
      }),
      text(context, t('reports.footer.page', { page, pages }), {
        ...footerText,
        width: contentWidth / 2,
        textAlign: textAlign(context, 'end'),
      }),
    );
  return h(
    Document,
    {
      title: `${meta.title} – ${meta.styleName}`,
      author: options.tenantName,
      creator: 'Spool',
      producer: 'Spool',
      language: options.language,
      creationDate: options.printedAt,
      modificationDate: options.printedAt,
    },
    h(
      Page,
      {
        size: 'A4',
        orientation: 'portrait',
        style: {
          paddingTop: margin.top,
          paddingBottom: margin.bottom,
          paddingHorizontal: margin.side,
          fontFamily: fontStack(options.language),
          fontSize: 8,
          color: colours.text,
        },
        layout: ({ children, pageNumber = 1, totalPages = 1 }) =>
          h(
            View,
            { style: { flexGrow: 1 } },
            header,
            h(View, { style: { flexGrow: 1 } }, children),
            footer(pageNumber, totalPages),
          ),
      },
      ...body,
    ),
  );
}

/** A section heading, kept with at least the start of what follows it. */
export function sectionTitle(context: ReportContext, title: string, key: string): Element {
  return h(
    View,
    { key, minPresenceAhead: 60, style: { marginTop: 14, marginBottom: 5 } },
    text(context, title, {
      fontSize: 10.5,
      fontWeight: 700,
      color: colours.accent,
      textAlign: textAlign(context, 'start'),
    }),
  );
}

/** Label and value pairs in a grid of `columns` columns (the style details), `width` points wide. */
export function detailsGrid(
  context: ReportContext,
  items: readonly { label: string; value: string; wide?: boolean }[],
  key: string,
  columns = 3,
  width = contentWidth,
): Element {
  const cellWidth = width / columns;
  return h(
    View,
    {
      key,
      style: [
        row(context),
        {
          flexWrap: 'wrap',
          borderWidth: 0.5,
          borderColor: colours.rule,
          backgroundColor: colours.groupFill,
          paddingVertical: 4,
        },
      ],
    },
    ...items.map((item, index) =>
      h(
        View,
        {
          key: `${key}-${index}`,
          style: {
            width: item.wide === true ? width - 1 : cellWidth - 0.4,
            paddingHorizontal: 6,
            paddingVertical: 3,
          },
        },
        text(context, item.label, {
          fontSize: 6.8,
          color: colours.muted,
          textAlign: textAlign(context, 'start'),
        }),
        text(context, item.value === '' ? context.empty : item.value, {
          fontSize: 8.5,
          fontWeight: 700,
          textAlign: textAlign(context, 'start'),
        }),
      ),
    ),
  );
}

/** A table column: its header, its share of the width (points), and how its cells align. */
export type Column = { readonly header: string; readonly width: number; readonly align: Align };

/** One row of a table: its cells' texts and how it is drawn. */
export type TableRow = {
  readonly cells: readonly string[];
  /** 'group' rows (an operation) are shaded and bold; 'total' rows bold with a strong rule. */
  readonly kind?: 'plain' | 'group' | 'detail' | 'total';
  /** Cells drawn in the muted colour (a component's name under its operation). */
  readonly mutedCells?: readonly number[];
};

const cellPadding = { paddingHorizontal: 3.5, paddingVertical: 2.6 } as const;

function tableRow(
  context: ReportContext,
  columns: readonly Column[],
  tableRow: TableRow,
  key: string,
  fontSize: number,
): Element {
  const kind = tableRow.kind ?? 'plain';
  const style: Style = {
    ...(kind === 'group' && { backgroundColor: colours.groupFill }),
    ...(kind === 'total'
      ? { borderTopWidth: 0.9, borderTopColor: colours.strongRule }
      : kind !== 'detail' && { borderTopWidth: 0.5, borderTopColor: colours.rule }),
  };
  const bold = kind === 'group' || kind === 'total';
  // Runs of empty cells become one blank box: fewer texts to lay out on long reports.
  const cells: Element[] = [];
  let blank = 0;
  const flushBlank = () => {
    if (blank > 0) cells.push(h(View, { key: `blank-${cells.length}`, style: { width: blank } }));
    blank = 0;
  };
  columns.forEach((column, index) => {
    const content = tableRow.cells[index] ?? '';
    if (content === '') {
      blank += column.width;
      return;
    }
    flushBlank();
    cells.push(
      text(context, content, {
        ...cellPadding,
        width: column.width,
        fontSize,
        textAlign: textAlign(context, column.align),
        ...(bold && { fontWeight: 700 }),
        ...(tableRow.mutedCells?.includes(index) && { color: colours.muted }),
      }),
    );
  });
  flushBlank();
  return h(View, { key, wrap: false, style: [row(context), style] }, ...cells);
}

/**
 * A table whose column headers repeat at the top of every page it runs onto. Rows never
 * split across pages; `groups` keeps rows together (an operation and its component lines).
 */
export function table(
  context: ReportContext,
  columns: readonly Column[],
  groups: readonly (readonly TableRow[])[],
  key: string,
  fontSize = 7.6,
): Element {
  const header = h(
    View,
    {
      key: `${key}-header`,
      fixed: true,
      style: [
        row(context),
        {
          backgroundColor: colours.headerFill,
          borderBottomWidth: 0.8,
          borderBottomColor: colours.strongRule,
        },
      ],
    },
    ...columns.map((column) =>
      text(context, column.header, {
        ...cellPadding,
        width: column.width,
        fontSize: fontSize - 0.4,
        fontWeight: 700,
        color: colours.accent,
        textAlign: textAlign(context, column.align),
      }),
    ),
  );
  return h(
    View,
    {
      key,
      style: { borderBottomWidth: 0.5, borderBottomColor: colours.rule },
    },
    header,
    ...groups.map((group, groupIndex) =>
      group.length === 1
        ? tableRow(context, columns, group[0] as TableRow, `${key}-${groupIndex}`, fontSize)
        : h(
            View,
            { key: `${key}-${groupIndex}`, wrap: false },
            ...group.map((item, rowIndex) =>
              tableRow(context, columns, item, `${key}-${groupIndex}-${rowIndex}`, fontSize),
            ),
          ),
    ),
  );
}

/** Widths in points from relative weights, filling the page's content width. */
export function widths(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (weight / total) * contentWidth);
}

/** A framed notice (the tension-settings change, missing prices). */
export function notice(context: ReportContext, message: string, key: string): Element {
  return h(
    View,
    {
      key,
      wrap: false,
      style: {
        marginTop: 10,
        paddingVertical: 5,
        paddingHorizontal: 8,
        backgroundColor: colours.noticeFill,
        borderWidth: 0.5,
        borderColor: colours.noticeRule,
        ...(context.rtl
          ? { borderRightWidth: 3, borderRightColor: colours.noticeRule }
          : { borderLeftWidth: 3, borderLeftColor: colours.noticeRule }),
      },
    },
    text(context, message, { fontSize: 8, textAlign: textAlign(context, 'start') }),
  );
}

/** A footnote under a table: small muted text that explains its figures. */
export function footnote(context: ReportContext, message: string, key: string): Element {
  return h(
    View,
    { key, wrap: false, style: { marginTop: 4 } },
    text(context, message, {
      fontSize: 7,
      color: colours.muted,
      textAlign: textAlign(context, 'start'),
    }),
  );
}

/** Key figures: labels with their values, one per line, values aligned at the end. */
export function keyFigures(
  context: ReportContext,
  items: readonly { label: string; value: string }[],
  key: string,
): Element {
  return h(
    View,
    {
      key,
      wrap: false,
      style: { marginTop: 8, borderWidth: 0.5, borderColor: colours.rule },
    },
    ...items.map((item, index) =>
      h(
        View,
        {
          key: `${key}-${index}`,
          style: [
            row(context),
            {
              justifyContent: 'space-between',
              paddingHorizontal: 6,
              paddingVertical: 3.5,
              ...(index > 0 && { borderTopWidth: 0.5, borderTopColor: colours.rule }),
            },
          ],
        },
        text(context, item.label, {
          fontSize: 8.5,
          width: contentWidth * 0.66,
          textAlign: textAlign(context, 'start'),
        }),
        text(context, item.value, {
          fontSize: 8.5,
          fontWeight: 700,
          width: contentWidth * 0.34 - 14,
          textAlign: textAlign(context, 'end'),
        }),
      ),
    ),
  );
}

/** The largest a picture is drawn: 45 mm high, 50 mm wide (points). */
export const pictureBox = { width: (50 / 25.4) * 72, height: (45 / 25.4) * 72 } as const;

/**
 * A style's picture in a thin frame, scaled to fit {@link pictureBox} with its aspect ratio
 * kept: a small picture is enlarged to fill it, a large one shrunk.
 */
export function picture(picture: ReportPicture, key: string): Element {
  const scale = Math.min(pictureBox.width / picture.width, pictureBox.height / picture.height);
  return h(
    View,
    {
      key,
      wrap: false,
      style: { padding: 2, borderWidth: 0.5, borderColor: colours.rule, alignSelf: 'flex-start' },
    },
    h(Image, {
      src: {
        data: Buffer.from(picture.bytes.buffer, picture.bytes.byteOffset, picture.bytes.byteLength),
        format: picture.contentType === 'image/png' ? 'png' : 'jpg',
      },
      style: { width: picture.width * scale, height: picture.height * scale },
    }),
  );
}

import {
  colourwaySheetColumns,
  checkStyleSheetHeader,
  compareSheetIssues,
  DomainError,
  fabricWeightChoices,
  isBlankSheetRow,
  onTeamChoices,
  styleSheetColumns,
  styleSheetMaxBytes,
  styleSheetMaxRows,
  styleSheetPieces,
  type LengthUnit,
  type ColourwaySheetColumn,
  type ColourwaySheetIssue,
  type ColourwaySheetResult,
  type StyleSheetColumn,
  type StyleSheetIssue,
  type TicketMode,
} from '@spool/domain';
import {
  colourwayRowMaxCells,
  styleImportMaxCellLength,
  supportedLanguages,
  type ImportProgress,
  type Language,
} from '@spool/contracts';
import { marksByRow } from '../../platform/files/sheet-marks.js';
import type { ReadWorkbook, SheetColumn } from '../../platform/files/workbook.js';
import type { Actor } from '../../platform/auth/caller-access.js';
import type { Translator } from '../../platform/i18n.js';
import type { WorkerPool } from '../../platform/workers/worker-pool.js';
import type { UsageRepository } from '../usage/index.js';
import type { StyleSheetCheck, StyleSheetCheckInput } from './style-sheet-check.js';
import { stylesWithThreads, type ColourwaySheetCheckInput } from './colourway-sheet-check.js';
import type { SheetLists } from '../styles/index.js';
import type { StyleImportRepository } from './style-import.repository.js';

/** Runs `work` in one short transaction of the caller's tenant. */
export type ImportUnitOfWork = <T>(
  work: (repositories: {
    imports: StyleImportRepository;
    usage: Pick<UsageRepository, 'insertEvent'>;
  }) => Promise<T>,
) => Promise<T>;

/** Where the browser reads how far an import is. */
export type ProgressBoard = {
  set(tenantId: string, id: string, progress: ImportProgress): void;
  get(tenantId: string, id: string): ImportProgress | undefined;
};

/** An .xlsx file made for the caller. */
export type ImportFile = { fileName: string; content: Buffer };

export type StyleImportResult = {
  error: boolean;
  message: string;
  rows: {
    /** The Colourways sheet's rows say so; the first sheet's do not. */
    sheet?: 'colourways';
    index: number;
    cells: { index: number; color: string; comment: string }[];
  }[];
  savedRows: number;
  savedStyles: number;
  markedFile: ImportFile | null;
};

/** A setting's bights as plain data for the worker thread. */
const bightList = (bights: ReadonlyMap<string, { bightMm: number | null }>) =>
  [...bights].map(([code, { bightMm }]) => ({ code, bightMm }));

/** Who imports: the request's actor, in their tenant. */
export type StyleImportCaller = Actor & { tenantId: string };

const columnWidths: Readonly<Record<StyleSheetColumn, number>> = {
  styleName: 22,
  customer: 20,
  productCategory: 18,
  productType: 16,
  fabricWeight: 14,
  garments: 11,
  productionLines: 11,
  styleDescription: 28,
  group: 8,
  onTeam: 9,
  operationDescription: 28,
  stitchType: 11,
  seamLength: 12,
  threadBrand: 18,
  ticketTex: 11,
  shade: 16,
  packageSize: 13,
};

/**
 * Rows checked in the worker pool at once: the next piece is checked while this one is
 * saved, and the browser sees the count grow piece by piece.
 */
const rowsPerPiece = 2_000;

/**
 * From this many rows, the import refreshes the planner's statistics of styles and
 * operations before saving (style-import.repository.ts, insertStyles). Below it a bad plan
 * costs little, and the refresh could cost more than it saves in a large database.
 */
const refreshStatisticsFromRows = 1_000;

/** The Colourways sheet's column widths, in characters. */
const colourwayWidths: Readonly<Record<ColourwaySheetColumn, number>> = {
  style: 22,
  colourway: 18,
  dtmShade: 16,
  sizeRange: 18,
  size: 8,
  quantity: 10,
};
/** Thread columns of the Colourways sheet: wide enough for "Brand Ticket Shade". */
const threadColumnWidth = 24;

/** Thrown to roll the save back when a piece after the first has issues. */
class LaterPieceRefused extends Error {}

/** Rows of a read sheet as texts, numbered as in the sheet (a blank row is an empty one). */
function textsOf(read: readonly { rowNumber: number; texts: readonly string[] }[], cells: number) {
  const rows: string[][] = [];
  for (const row of read) {
    while (rows.length < row.rowNumber - 1) rows.push([]);
    rows.push(row.texts.slice(0, cells).map((text) => text.slice(0, styleImportMaxCellLength)));
  }
  return rows;
}

/** A file name's format, by its ending. */
function formatOf(fileName: string): 'xlsx' | 'csv' | undefined {
  const lower = fileName.trim().toLowerCase();
  return lower.endsWith('.xlsx') ? 'xlsx' : lower.endsWith('.csv') ? 'csv' : undefined;
}

/**
 * The spreadsheet import of styles: the template, reading a dropped file, and the import,
 * which checks every cell (in a worker thread) against the tenant's lists and either saves
 * every style with its operations in one transaction, or nothing and answers the marked
 * cells with the sheet marked. No transaction is held while a sheet is read or checked.
 */
export function createStyleImportService({
  transaction,
  workers,
  translator,
  progress,
}: {
  transaction: ImportUnitOfWork;
  workers: WorkerPool;
  translator: Translator;
  progress: ProgressBoard;
}) {
  const columnNames = (language: Language) =>
    Object.fromEntries(
      styleSheetColumns.map((column) => [
        column,
        translator.text(language, `import.columns.${column}`),
      ]),
    ) as Record<StyleSheetColumn, string>;

  const colourwayColumnNames = (language: Language) =>
    Object.fromEntries(
      colourwaySheetColumns.map((column) => [
        column,
        translator.text(language, `import.colourwayColumns.${column}`),
      ]),
    ) as Record<ColourwaySheetColumn, string>;

  const colourwayHeaderNames = Object.fromEntries(
    colourwaySheetColumns.map((column) => [
      column,
      supportedLanguages.map((language) => colourwayColumnNames(language)[column]),
    ]),
  ) as Record<ColourwaySheetColumn, string[]>;

  /** The Colourways sheet's name in every language: the one read beside the first sheet. */
  const colourwaySheetNames = supportedLanguages.map((language) =>
    translator.text(language, 'import.colourwaySheetName'),
  );

  const headerNames = Object.fromEntries(
    styleSheetColumns.map((column) => [
      column,
      supportedLanguages.map((language) => columnNames(language)[column]),
    ]),
  ) as Record<StyleSheetColumn, string[]>;

  const sheetColumns = (lists: SheetLists | undefined, language: Language): SheetColumn[] => {
    const names = columnNames(language);
    const unique = <T>(values: T[]) => [...new Set(values)];
    const choices: Partial<Record<StyleSheetColumn, readonly string[]>> = lists
      ? {
          fabricWeight: fabricWeightChoices,
          onTeam: onTeamChoices,
          stitchType: lists.stitchTypes.map((stitch) => stitch.code),
          threadBrand: lists.brands.map((brand) => brand.name),
          ticketTex: unique(
            lists.brands.flatMap((brand) => brand.ticketTexes.map((entry) => String(entry.ticket))),
          ),
          shade: lists.shades.map((shade) => shade.name),
          packageSize: unique(
            lists.brands.flatMap((brand) =>
              brand.ticketTexes.flatMap((entry) =>
                entry.packageSizes.map((size) => String(size.lengthM)),
              ),
            ),
          ),
        }
      : {};
    return styleSheetColumns.map((column) => ({
      header: names[column],
      width: columnWidths[column],
      ...(choices[column] && { choices: choices[column] }),
    }));
  };

  const writeWorkbook = async (options: {
    language: Language;
    lists?: SheetLists;
    header: readonly string[];
    rows: readonly (readonly string[])[];
    marks?: readonly { row: number; column: number; comment: string }[];
    validatedRows?: number;
    /** The Colourways sheet: its header and rows as given, and its marks. */
    colourways: {
      header: readonly string[];
      rows: readonly (readonly string[])[];
      marks?: readonly { row: number; column: number; comment: string }[];
    } | null;
  }): Promise<Buffer> => {
    const { language } = options;
    const names = columnNames(language);
    const colourwayNames = colourwayColumnNames(language);
    const colourways = options.colourways;
    const bytes = await workers.run<Uint8Array>('writeWorkbook', {
      sheetName: translator.text(language, 'import.sheetName'),
      header: options.header,
      columns: sheetColumns(options.lists, language),
      rows: options.rows,
      marks: options.marks ?? [],
      validatedRows: options.validatedRows,
      moreSheets: colourways
        ? [
            {
              sheetName: translator.text(language, 'import.colourwaySheetName'),
              header: colourways.header,
              widths: colourways.header.map(
                (_, index) =>
                  colourwayWidths[colourwaySheetColumns[index] ?? 'style'] ?? threadColumnWidth,
              ),
              rows: colourways.rows,
              marks: colourways.marks ?? [],
            },
          ]
        : [],
      notes: {
        sheetName: translator.text(language, 'import.notes.sheetName'),
        widths: [26, 90],
        rows: [
          [
            translator.text(language, 'import.notes.column'),
            translator.text(language, 'import.notes.meaning'),
          ],
          ...styleSheetColumns.map((column) => [
            names[column],
            translator.text(language, `import.columnHelp.${column}`),
          ]),
          [],
          ['', translator.text(language, 'import.notes.intro')],
          [],
          [
            translator.text(language, 'import.colourwaySheetName'),
            translator.text(language, 'import.notes.colourways'),
          ],
          ...colourwaySheetColumns.map((column) => [
            colourwayNames[column],
            translator.text(language, `import.colourwayColumnHelp.${column}`),
          ]),
          [
            translator.text(language, 'import.notes.threadColumns'),
            translator.text(language, 'import.colourwayColumnHelp.thread'),
          ],
        ],
      },
    });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };

  const comment = (language: Language, issue: StyleSheetIssue | ColourwaySheetIssue) => {
    const names = { ...columnNames(language), ...colourwayColumnNames(language) };
    const column = issue.params['column'];
    const name =
      typeof column === 'string'
        ? names[column as StyleSheetColumn | ColourwaySheetColumn]
        : undefined;
    return translator.text(language, issue.message, {
      ...issue.params,
      ...(name !== undefined && { name }),
    });
  };

  return {
    /** The blank template: the header, drop-down lists of the tenant's values, and a sheet explaining each column. */
    async template(language: Language): Promise<ImportFile> {
      const lists = await transaction(({ imports }) => imports.findLists());
      const content = await writeWorkbook({
        language,
        lists,
        header: Object.values(columnNames(language)),
        rows: [],
        validatedRows: 1_000,
        colourways: { header: Object.values(colourwayColumnNames(language)), rows: [] },
      });
      return {
        fileName: `${translator.text(language, 'import.sheetName')}-template.xlsx`,
        content,
      };
    },

    /**
     * The first sheet of a dropped .xlsx or .csv file as rows of texts, for the preview, and
     * the Colourways sheet's when the workbook has one.
     */
    async readSpreadsheet(file: {
      fileName: string;
      content: Buffer;
    }): Promise<{ rows: string[][]; colourwayRows?: string[][] }> {
      const format = formatOf(file.fileName);
      if (!format) throw new DomainError('Spool.Import:NotSpreadsheet');
      if (file.content.length > styleSheetMaxBytes) {
        throw new DomainError('Spool.Import:TooLarge', {
          maxMb: styleSheetMaxBytes / 1024 / 1024,
        });
      }
      const read = await workers.run<ReadWorkbook>('readWorkbook', {
        bytes: new Uint8Array(file.content),
        format,
        sheetNames: colourwaySheetNames,
      });
      if (read.kind === 'tooBig') {
        throw new DomainError('Spool.Import:TooManyRows', { max: styleSheetMaxRows });
      }
      if (read.kind !== 'sheet') throw new DomainError('Spool.Import:NotSpreadsheet');
      const dataRows = read.rows.filter((row) => row.rowNumber > 1 && !isBlankSheetRow(row.texts));
      if (dataRows.length > styleSheetMaxRows) {
        throw new DomainError('Spool.Import:TooManyRows', { max: styleSheetMaxRows });
      }
      if (dataRows.length === 0) throw new DomainError('Spool.Import:Empty');
      const colourways = read.namedRows;
      if (colourways && colourways.length > styleSheetMaxRows + 1) {
        throw new DomainError('Spool.Import:TooManyRows', { max: styleSheetMaxRows });
      }
      return {
        rows: textsOf(read.rows, 64),
        ...(colourways &&
          colourways.length > 0 && { colourwayRows: textsOf(colourways, colourwayRowMaxCells) }),
      };
    },

    /** Checks the rows and saves every style, or nothing and answers the marked cells. */
    async importStyles(
      caller: StyleImportCaller,
      request: {
        name: string;
        rows: readonly (readonly string[])[];
        lengthUnit: LengthUnit;
        ticketMode: TicketMode;
        language: Language;
        progressId?: string | undefined;
        /** The Colourways sheet's rows, header first, when the workbook has one. */
        colourwayRows?: readonly (readonly string[])[] | undefined;
      },
    ): Promise<StyleImportResult> {
      const { language } = request;
      const [header = [], ...sheetRows] = request.rows;
      const colourwaySheet =
        request.colourwayRows && request.colourwayRows.length > 0
          ? {
              header: request.colourwayRows[0] ?? [],
              rows: request.colourwayRows.slice(1),
            }
          : null;
      const pieces = styleSheetPieces(
        sheetRows.map((cells, index) => ({ rowNumber: index + 2, cells })),
        rowsPerPiece,
      );
      const dataRows = pieces.reduce((count, piece) => count + piece.rows.length, 0);
      if (dataRows === 0) throw new DomainError('Spool.Import:Empty');
      const report = (state: ImportProgress) => {
        if (request.progressId) progress.set(caller.tenantId, request.progressId, state);
      };
      const { lists, settingId, bights, byCustomer, sizeRanges } = await transaction(
        async ({ imports }) => {
          const settingId = await imports.findUserDefaultSettingId(caller.userId);
          // The sheet names no setting: a customer's default comes before the user's.
          const byCustomer = [];
          for (const { customer, customSettingId } of await imports.findCustomerDefaultSettings()) {
            const customerBights = await imports.findSettingBights(customSettingId);
            byCustomer.push({ customer, id: customSettingId, bights: bightList(customerBights) });
          }
          return {
            lists: await imports.findLists(),
            settingId,
            bights: await imports.findSettingBights(settingId),
            byCustomer,
            sizeRanges: colourwaySheet ? await imports.findSizeRanges() : [],
          };
        },
      );
      const answerIssues = async (
        issues: readonly StyleSheetIssue[],
        headerInvalid: boolean,
        colourwayIssues: readonly ColourwaySheetIssue[] = [],
      ) => {
        const markOf = (issue: StyleSheetIssue | ColourwaySheetIssue) => ({
          row: issue.row,
          column: issue.column,
          comment: comment(language, issue),
        });
        const marks = issues.map(markOf);
        const colourwayMarks = colourwayIssues.map(markOf);
        const content = await writeWorkbook({
          language,
          lists,
          header,
          rows: sheetRows,
          marks,
          colourways: colourwaySheet && { ...colourwaySheet, marks: colourwayMarks },
        });
        report({ phase: 'done', done: 0, total: dataRows });
        const stem = request.name.replace(/\.(xlsx|csv)$/i, '');
        return {
          error: true,
          message: translator.text(
            language,
            headerInvalid ? 'import.result.formatInvalid' : 'import.result.hasErrors',
          ),
          rows: [
            ...marksByRow(marks),
            ...marksByRow(colourwayMarks).map((row) => ({ sheet: 'colourways' as const, ...row })),
          ],
          savedRows: 0,
          savedStyles: 0,
          markedFile: { fileName: `${stem}-errors.xlsx`, content },
        };
      };

      const setting = { id: settingId, bights: bightList(bights), byCustomer };
      const headerIssues = checkStyleSheetHeader(header, headerNames);
      if (headerIssues.length > 0) return answerIssues(headerIssues, true);

      // Each piece is checked in the worker pool while the one before it is saved, one piece
      // after the other; the transaction opens once the first piece is checked clean, and a
      // later piece with issues rolls it back.
      report({ phase: 'checking', done: 0, total: dataRows });
      let checkedRows = 0;
      let saving = false;
      const checks: Promise<StyleSheetCheck>[] = [];
      for (const piece of pieces) {
        const previous = checks.at(-1) ?? Promise.resolve();
        const check = previous
          .catch(() => undefined)
          .then(() =>
            workers.run<StyleSheetCheck>('checkStyleSheet', {
              rows: piece.rows,
              lists,
              options: { lengthUnit: request.lengthUnit, ticketMode: request.ticketMode },
              setting,
              createdBy: caller.userName,
            } satisfies StyleSheetCheckInput),
          )
          .then((checked) => {
            checkedRows += piece.rows.length;
            if (!saving) report({ phase: 'checking', done: checkedRows, total: dataRows });
            return checked;
          });
        // Each is awaited below, or its failure answered through Promise.all.
        check.catch(() => undefined);
        checks.push(check);
      }
      const refused = async () =>
        answerIssues(
          (await Promise.all(checks)).flatMap((checked) => checked.issues).sort(compareSheetIssues),
          false,
        );

      const first = checks[0];
      if (!first || (await first).issues.length > 0) return refused();
      // The Colourways sheet names the styles of every piece: checked once they all are.
      let orders: ColourwaySheetResult['orders'] = [];
      if (colourwaySheet) {
        const checked = await Promise.all(checks);
        if (checked.some((piece) => piece.issues.length > 0)) return refused();
        const colourways = await workers.run<ColourwaySheetResult>('checkColourwaySheet', {
          header: colourwaySheet.header,
          rows: colourwaySheet.rows.map((cells, index) => ({ rowNumber: index + 2, cells })),
          headerNames: colourwayHeaderNames,
          styles: stylesWithThreads(checked.flatMap((piece) => piece.newStyles)),
          brands: lists.brands,
          ticketMode: request.ticketMode,
          sizeRanges,
        } satisfies ColourwaySheetCheckInput);
        if (colourways.issues.length > 0) return answerIssues([], false, colourways.issues);
        orders = colourways.orders;
      }
      saving = true;
      const total = pieces.reduce((count, piece) => count + piece.styles, 0);
      let saved: { styles: number; operations: number };
      try {
        saved = await transaction(async ({ imports, usage }) => {
          const counts = { styles: 0, operations: 0 };
          for (const [index, check] of checks.entries()) {
            const checked = await check;
            if (checked.issues.length > 0) throw new LaterPieceRefused();
            report({ phase: 'saving', done: counts.styles, total });
            const piece = await imports.insertStyles(checked.newStyles, {
              // Once, before thousands of rows: the plans made then hold for the rest.
              refreshStatistics: index === 0 && dataRows >= refreshStatisticsFromRows,
            });
            counts.styles += piece.styles;
            counts.operations += piece.operations;
          }
          await imports.insertOrders(orders);
          await usage.insertEvent({
            kind: 'styleImport',
            userId: caller.userId,
            userName: caller.userName,
            rowCount: counts.operations,
          });
          return counts;
        });
      } catch (error) {
        if (error instanceof LaterPieceRefused) return refused();
        throw error;
      }
      report({ phase: 'done', done: saved.styles, total });
      return {
        error: false,
        message: translator.text(language, 'import.result.saved'),
        rows: [],
        savedRows: saved.operations,
        savedStyles: saved.styles,
        markedFile: null,
      };
    },
  };
}

export type StyleImportService = ReturnType<typeof createStyleImportService>;

import {
  readColourwaySheet,
  styleThreadKey,
  threadColumnName,
  type ColourwaySheetColumn,
  type ColourwaySheetResult,
  type ColourwaySheetThread,
  type SizeRange,
  type StyleSheetRow,
  type TicketMode,
} from '@spool/domain';
import type { SheetLists } from '../styles/index.js';
import type { NewImportedStyle } from './style-import.repository.js';

/** What the Colourways sheet is checked against, as plain data (it goes to a worker thread). */
export type ColourwaySheetCheckInput = {
  header: readonly string[];
  rows: readonly StyleSheetRow[];
  headerNames: Readonly<Record<ColourwaySheetColumn, readonly string[]>>;
  /** The first sheet's styles, each with the threads its lines sew with. */
  styles: readonly { name: string; threads: readonly ColourwaySheetThread[] }[];
  brands: SheetLists['brands'];
  ticketMode: TicketMode;
  sizeRanges: readonly { name: string; range: SizeRange }[];
};

/**
 * Checks the Colourways sheet (the domain's readColourwaySheet): a thread column is named by
 * the brand, the ticket or tex as this import reads them, and the lines' shade.
 */
export function checkColourwaySheet(input: ColourwaySheetCheckInput): ColourwaySheetResult {
  const names = new Map(
    input.brands.flatMap((brand) =>
      brand.ticketTexes.map((entry) => [
        entry.id,
        { brand: brand.name, value: input.ticketMode === 'tex' ? entry.tex : entry.ticket },
      ]),
    ),
  );
  return readColourwaySheet({
    header: input.header,
    rows: input.rows,
    headerNames: input.headerNames,
    styles: input.styles,
    sizeRanges: input.sizeRanges,
    threadName: (thread) => {
      const name = names.get(thread.ticketTexId);
      return threadColumnName(name?.brand ?? '', name?.value ?? 0, thread.shade);
    },
  });
}

/** The new styles with the distinct threads their lines sew with, first appearance first. */
export function stylesWithThreads(
  newStyles: readonly NewImportedStyle[],
): ColourwaySheetCheckInput['styles'] {
  return newStyles.map((style) => {
    const threads = new Map<string, ColourwaySheetThread>();
    for (const operation of style.operations) {
      for (const line of operation.lines) {
        if (line.brandId === null || line.ticketTexId === null) continue;
        const thread = { brandId: line.brandId, ticketTexId: line.ticketTexId, shade: line.shade };
        threads.set(styleThreadKey(thread), thread);
      }
    }
    return { name: style.name, threads: [...threads.values()] };
  });
}

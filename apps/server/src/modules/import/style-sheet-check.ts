import {
  checkStyleSheetHeader,
  readStyleSheetRows,
  shadeKey,
  type ColourGroupCode,
  type StyleSheetColumn,
  type StyleSheetIssue,
  type StyleSheetOptions,
  type StyleSheetResult,
} from '@spool/domain';
import type { StyleImportLists } from './style-import.repository.js';

export type StyleSheetCheckInput = {
  /** The sheet's rows from row 1 (the header), as texts. */
  rows: readonly (readonly string[])[];
  lists: StyleImportLists;
  options: StyleSheetOptions;
  /** Per column, the header names it may carry (every language's). */
  headerNames: Readonly<Record<StyleSheetColumn, readonly string[]>>;
};

export type StyleSheetCheck = StyleSheetResult & {
  /** True when the header is wrong: then the rows were not read. */
  headerInvalid: boolean;
};

/**
 * Checks a whole style sheet against the tenant's lists: the header, then every row (the
 * domain's rules). Plain data in and out, so that it runs in a worker thread: 10,000 rows
 * take longer than a request may hold the event loop.
 */
export function checkStyleSheet(input: StyleSheetCheckInput): StyleSheetCheck {
  const [header = [], ...data] = input.rows;
  const headerIssues: StyleSheetIssue[] = checkStyleSheetHeader(header, input.headerNames);
  if (headerIssues.length > 0) return { headerInvalid: true, styles: [], issues: headerIssues };

  const { lists } = input;
  const shadeGroups = new Map(
    lists.shades.map((shade) => [shadeKey(shade.name), shade.colourGroup]),
  );
  const priced = new Map<number, Set<ColourGroupCode>>();
  for (const { brandId, colourGroup } of lists.pricedColourGroups) {
    const groups = priced.get(brandId) ?? new Set<ColourGroupCode>();
    groups.add(colourGroup);
    priced.set(brandId, groups);
  }
  const result = readStyleSheetRows(
    data.map((cells, index) => ({ rowNumber: index + 2, cells })),
    {
      stitchCodes: lists.stitchTypes.map((stitch) => stitch.code),
      brands: lists.brands,
      colourGroupOf: (shade) => shadeGroups.get(shadeKey(shade)) ?? lists.defaultColourGroup,
      pricedColourGroups: priced,
      existingStyleNames: lists.existingStyleNames,
    },
    input.options,
  );
  return { headerInvalid: false, ...result };
}

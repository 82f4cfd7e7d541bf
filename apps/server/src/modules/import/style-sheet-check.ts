import {
  getStitchType,
  newOperationDefaults,
  type ImportedStyle,
  readStyleSheetRows,
  shadeKey,
  type ColourGroupCode,
  type StyleSheetIssue,
  type StyleSheetOptions,
  type StyleSheetRow,
} from '@spool/domain';
import { operationColumnsOf } from '../styles/index.js';
import type { NewImportedStyle, StyleImportLists } from './style-import.repository.js';

export type StyleSheetCheckInput = {
  /** Data rows of whole styles (styleSheetPieces), numbered as in the sheet. */
  rows: readonly StyleSheetRow[];
  lists: StyleImportLists;
  options: StyleSheetOptions;
  /** The custom setting the styles get (the user's default) and the bights it sets. */
  setting: { id: number; bights: readonly { code: string; bightMm: number | null }[] };
  /** Who imports (the styles' created by). */
  createdBy: string | null;
};

export type StyleSheetCheck = {
  issues: readonly StyleSheetIssue[];
  /** The styles as stored, with their operations' stored values; none when any cell is wrong. */
  newStyles: NewImportedStyle[];
};

/**
 * Checks rows of a style sheet against the tenant's lists (the domain's rules) and gives the
 * styles as they will be stored. Plain data in and out, so that it runs in a worker thread:
 * 10,000 rows take longer than a request may hold the event loop. The header is checked
 * before, by the caller.
 */
export function checkStyleSheet(input: StyleSheetCheckInput): StyleSheetCheck {
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
    input.rows,
    {
      stitchCodes: lists.stitchTypes.map((stitch) => stitch.code),
      brands: lists.brands,
      colourGroupOf: (shade) => shadeGroups.get(shadeKey(shade)) ?? lists.defaultColourGroup,
      pricedColourGroups: priced,
      existingStyleNames: lists.existingStyleNames,
    },
    input.options,
  );
  const bights = new Map(input.setting.bights.map(({ code, bightMm }) => [code, { bightMm }]));
  const lineNames = new Map(lists.stitchTypes.map((stitch) => [stitch.code, stitch.lineNames]));
  return {
    issues: result.issues,
    newStyles: result.styles.map((style) =>
      toNewStyle(style, lineNames, { id: input.setting.id, bights }, input.createdBy),
    ),
  };
}

/** Stored operation values of an imported style: the sheet's, and the stitch's defaults. */
function toNewStyle(
  style: ImportedStyle,
  lineNames: ReadonlyMap<string, readonly string[]>,
  setting: { id: number; bights: Map<string, { bightMm: number | null }> },
  createdBy: string | null,
): NewImportedStyle {
  return {
    name: style.name,
    description: style.description,
    weightType: style.weightType,
    quantity: style.quantity,
    numberOfProductionLines: style.numberOfProductionLines,
    customer: style.customer,
    productCategory: style.productCategory,
    productType: style.productType,
    customSettingId: setting.id,
    createdBy,
    operations: style.operations.map((operation) => {
      const code = operation.stitchTypeCode;
      const defaults = newOperationDefaults(code, setting.bights.get(code));
      const names = lineNames.get(code) ?? defaults.lines.map((line) => line.needleName);
      const lines = names.map((needleName) => ({
        needleName,
        brandId: operation.thread?.brandId ?? null,
        ticketTexId: operation.thread?.ticketTexId ?? null,
        packageSizeId: operation.thread?.packageSizeId ?? null,
        shade: operation.thread?.shade ?? null,
      }));
      const stored = {
        group: operation.group,
        isOnTeam: operation.isOnTeam,
        description: operation.description,
        stitchTypeCode: code,
        seamLengthCm: operation.seamLengthCm,
        ratePer3Cm: defaults.ratePer3Cm,
        bightMm: defaults.bightMm,
        rows: defaults.rows,
        machines: defaults.machines,
        seamThicknessMm: defaults.seamThicknessMm,
        lines,
      };
      return { ...operationColumnsOf(stored, getStitchType(code)), lines };
    }),
  };
}

import {
  type ImportedStyle,
  readStyleSheetRows,
  type StyleSheetIssue,
  type StyleSheetOptions,
  type StyleSheetRow,
} from '@spool/domain';
import { importedOperationValues, lineNamesOf, styleSheetListsOf } from '../styles/index.js';
import type { SheetLists } from '../styles/index.js';
import type { NewImportedStyle } from './style-import.repository.js';

/** A custom setting as an import applies it: its id and the bights it sets. */
export type ImportSetting = {
  id: number;
  bights: readonly { code: string; bightMm: number | null }[];
};

const customerKey = (name: string) => name.trim().toLocaleLowerCase('en');

export type StyleSheetCheckInput = {
  /** Data rows of whole styles (styleSheetPieces), numbered as in the sheet. */
  rows: readonly StyleSheetRow[];
  lists: SheetLists;
  options: StyleSheetOptions;
  /**
   * The custom setting the styles get and the bights it sets: their customer's default
   * (`byCustomer`, by name), else the user's.
   */
  setting: ImportSetting & {
    byCustomer?: readonly (ImportSetting & { customer: string })[];
  };
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
  const result = readStyleSheetRows(input.rows, styleSheetListsOf(lists), input.options);
  const withBights = (setting: ImportSetting) => ({
    id: setting.id,
    bights: new Map(setting.bights.map(({ code, bightMm }) => [code, { bightMm }])),
  });
  const usersSetting = withBights(input.setting);
  const customersSettings = new Map(
    (input.setting.byCustomer ?? []).map((setting) => [
      customerKey(setting.customer),
      withBights(setting),
    ]),
  );
  const lineNames = lineNamesOf(lists);
  return {
    issues: result.issues,
    newStyles: result.styles.map((style) =>
      toNewStyle(
        style,
        lineNames,
        customersSettings.get(customerKey(style.customer)) ?? usersSetting,
        input.createdBy,
      ),
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
    operations: style.operations.map((operation) =>
      importedOperationValues(operation, lineNames.get(operation.stitchTypeCode), setting.bights),
    ),
  };
}

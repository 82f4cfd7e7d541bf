import { en } from '@spool/contracts';
import { styleSheetColumns } from '@spool/domain';

/** The style sheet's header row as the English template names its columns. */
export const styleSheetHeader: readonly string[] = styleSheetColumns.map(
  (column) => en.translation.import.columns[column],
);

/**
 * One operation row of a style sheet, cells by their English column name: a heavy chino's
 * side seam sewn with 401 and a navy Northstar thread, with `cells` changed.
 */
export function styleSheetRow(
  style: string,
  cells: Partial<Record<string, string>> = {},
): string[] {
  const values: Record<string, string> = {
    'Style name': style,
    Customer: 'Northwind Apparel',
    'Product category': 'Trousers',
    'Product type': 'Chino',
    'Fabric weight': 'Heavy',
    Garments: '1200',
    'Production lines': '2',
    'Style description': 'Stretch twill',
    Group: '1',
    'On team': 'Off',
    'Operation description': 'Side seam',
    'Stitch type': '401',
    'Seam length': '105',
    'Thread brand': 'Northstar Corespun',
    'Ticket/Tex': '120',
    Shade: 'Navy',
    'Package size': '5000',
    ...cells,
  };
  return styleSheetHeader.map((name) => values[name] ?? '');
}

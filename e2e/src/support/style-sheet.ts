/** The template's 17 columns, in order (platform-admin spec, section 9). */
export const styleSheetColumns = [
  'Style name',
  'Customer',
  'Product category',
  'Product type',
  'Fabric weight',
  'Garments',
  'Production lines',
  'Style description',
  'Group',
  'On team',
  'Operation description',
  'Stitch type',
  'Seam length',
  'Thread brand',
  'Ticket/Tex',
  'Shade',
  'Package size',
] as const;

/** One operation row of a style sheet: a 401 side seam of 50 cm in Northstar Corespun 120, navy. */
export function sideSeamRow(styleName: string): string[] {
  return [
    styleName,
    'Northwind',
    'Trousers',
    'Chino',
    'Standard',
    '100',
    '1',
    '',
    '1',
    'Off',
    'Side seam',
    '401',
    '50',
    'Northstar Corespun',
    '120',
    'Navy',
    '5000',
  ];
}

import type { ColourGroupCode } from '../shades/colour-group.js';
import type { StyleSheetLists } from '../styles/style-sheet.js';

const shades: Record<string, ColourGroupCode> = { navy: 'C', black: 'B', 'optic white': 'W' };

/**
 * A tenant's lists for reading sheet rows: stitches 301, 401, 504 and 1012; Coats Epic (tkt
 * 120 in 5,000 and 1,000 m, tkt 80 in 2,500 m) priced in colours and black; Amann Saba (tkt
 * 100 in 5,000 m) not priced yet; shades Navy, Black and Optic White; the style Denim Jacket.
 */
export const sheetLists: StyleSheetLists = {
  stitchCodes: ['301', '401', '504', '1012'],
  brands: [
    {
      id: 1,
      name: 'Coats Epic',
      ticketTexes: [
        {
          id: 11,
          ticket: 120,
          tex: 25,
          packageSizes: [
            { id: 101, lengthM: 5000 },
            { id: 102, lengthM: 1000 },
          ],
        },
        { id: 12, ticket: 80, tex: 40, packageSizes: [{ id: 103, lengthM: 2500 }] },
      ],
    },
    {
      id: 2,
      name: 'Amann Saba',
      ticketTexes: [{ id: 21, ticket: 100, tex: 30, packageSizes: [{ id: 201, lengthM: 5000 }] }],
    },
  ],
  colourGroupOf: (shade) => shades[shade.trim().toLowerCase()] ?? null,
  // Coats is priced in colours and black only; Amann has no prices yet.
  pricedColourGroups: new Map([[1, new Set<ColourGroupCode>(['C', 'B'])]]),
  existingStyleNames: ['Denim Jacket'],
};

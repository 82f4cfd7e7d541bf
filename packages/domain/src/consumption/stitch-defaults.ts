/**
 * The specification's defaults of a new operation (core-domain specification, section 9):
 * rate 11 stitches per 3 cm (15, 28 or 42 for some stitch families); bight 2, 2.5, 4, 6, 8
 * or 10 mm depending on the stitch code; seam thickness 1.5 mm for some stitch types and 1 mm
 * otherwise. The specification names the values, not which family takes which: the rows
 * below are Spool's choice, written out code by code (CONSUMPTION.md section 3.2) and tested
 * row by row. They win over the catalogue's own estimates (rates 12, 9, 6; bights 3, 5, 5.6,
 * 6.4 mm), which the catalogue labels as estimates.
 *
 * The same figures are the stitch's reference condition where an input is hidden or where
 * the reference needs them (its thickness, and its bight in the built-in Default): see
 * calibration.ts.
 */

/** The rates section 9 allows, stitches per 3 cm. */
export const specificationRatesPer3Cm = [11, 15, 28, 42] as const;
/** The bights section 9 allows, mm. */
export const specificationBightsMm = [2, 2.5, 4, 6, 8, 10] as const;
/** The seam thicknesses section 9 allows, mm. */
export const specificationSeamThicknessesMm = [1, 1.5] as const;

/** One family of stitch codes and the defaults its new operations start with. */
export type StitchFamilyDefaults = {
  readonly family: string;
  readonly codes: readonly string[];
  /** Stitches per 3 cm. */
  readonly ratePer3Cm: (typeof specificationRatesPer3Cm)[number];
  /** mm; null for stitches without a bight (straight seams). */
  readonly bightMm: (typeof specificationBightsMm)[number] | null;
  /** mm. */
  readonly seamThicknessMm: (typeof specificationSeamThicknessesMm)[number];
  /** Why the family takes these values (the specification does not say). */
  readonly why: string;
};

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

/**
 * Every catalogue code in exactly one row. Rates: 11 (about 3.7 stitches per cm) for straight
 * seams; 15 (5 per cm, about 13 per inch) for overedge, where overlocks run finer; 28 (about
 * 9 per cm) for zigzag seams, where every needle penetration, left and right, is a stitch,
 * the four-digit rows of 304 and 404 included: the specification gives them a seam length, so
 * they are seams, not tacks (3042 and 4042, which show the quantity alone, are counted per
 * cycle). No code's dialog offers 42: it is the specification's only tack-like rate, and every
 * tack-like code hides its rate (CONSUMPTION.md section 3.2). Bights: the needle gauge of
 * cover stitches and flatseams, the overedge width of overedge stitches, the swing of zigzag
 * stitches. Thickness 1.5 mm where a seam always holds several plies (overedge seams, cover
 * hems and flatseams), 1 mm elsewhere.
 */
export const stitchDefaultsTable: readonly StitchFamilyDefaults[] = [
  {
    family: 'Single-thread chainstitch, straight (class 100)',
    codes: ['101', '102', '103', '104', '105', '106', '108', '109', '1012', '1013', '1015', '1016'],
    ratePer3Cm: 11,
    bightMm: null,
    seamThicknessMm: 1,
    why: 'straight seam: the general rate, no bight, one or two plies',
  },
  {
    family: 'Single-thread zigzag chainstitch',
    codes: ['107'],
    ratePer3Cm: 28,
    bightMm: 2.5,
    seamThicknessMm: 1,
    why: 'zigzag: each swing is a stitch; a narrow swing (button sewing, light seams)',
  },
  {
    family: 'Hand stitches (class 200)',
    codes: range(201, 220),
    ratePer3Cm: 11,
    bightMm: null,
    seamThicknessMm: 1,
    why: 'straight seam: the general rate, no bight, one or two plies',
  },
  {
    family: 'Lockstitch, straight (301 and its rows)',
    codes: ['301', '3012', '3013', '3015'],
    ratePer3Cm: 11,
    bightMm: null,
    seamThicknessMm: 1,
    why: 'straight seam: the general rate, no bight, one or two plies',
  },
  {
    family: 'Zigzag lockstitch (304 and its rows)',
    codes: ['304', '317', '318', '319', '3042', '3043', '3045'],
    ratePer3Cm: 28,
    bightMm: 2,
    seamThicknessMm: 1,
    why: 'zigzag: each swing is a stitch; the narrowest swing of the list',
  },
  {
    family: 'Two-thread chainstitch, straight (401 and its variants and rows)',
    codes: ['401', '401A', '409', ...range(411, 417), '4012', '4012G', '4013', '4013G'],
    ratePer3Cm: 11,
    bightMm: null,
    seamThicknessMm: 1,
    why: 'straight seam: the general rate, no bight, one or two plies',
  },
  {
    family: 'Zigzag chainstitch (404 and its rows)',
    codes: ['404', '405', '4041', '4042', '4043', '4045'],
    ratePer3Cm: 28,
    bightMm: 2.5,
    seamThicknessMm: 1,
    why: 'zigzag: each swing is a stitch; a narrow swing',
  },
  {
    family: 'Bottom covering chainstitch (2 and 3 needles)',
    codes: ['406', '407'],
    ratePer3Cm: 11,
    bightMm: 6,
    seamThicknessMm: 1.5,
    why: 'needle gauge 5.6 to 6.4 mm in common use; a hem or binding holds several plies',
  },
  {
    family: 'Overedge, 2 and 3 threads',
    codes: ['503', '504'],
    ratePer3Cm: 15,
    bightMm: 4,
    seamThicknessMm: 1.5,
    why: 'overlocks run finer; a 4 mm overedge width; the seam wraps two plies and the edge',
  },
  {
    family: 'Overedge, 4 threads (mock safety and overedge)',
    codes: ['512', '514'],
    ratePer3Cm: 15,
    bightMm: 6,
    seamThicknessMm: 1.5,
    why: 'overlocks run finer; two needles widen the seam to about 6 mm',
  },
  {
    family: 'Safety stitch, 5 threads',
    codes: ['516'],
    ratePer3Cm: 15,
    bightMm: 10,
    seamThicknessMm: 1.5,
    why: 'overlocks run finer; a chainstitch beside an overedge: the widest seam of the list',
  },
  {
    family: 'Covering stitch (2 and 3 needles)',
    codes: ['602', '605'],
    ratePer3Cm: 11,
    bightMm: 6,
    seamThicknessMm: 1.5,
    why: 'needle gauge 5.6 to 6.4 mm in common use; a hem or binding holds several plies',
  },
  {
    family: 'Flatseam (4 needles)',
    codes: ['607', '607K'],
    ratePer3Cm: 11,
    bightMm: 8,
    seamThicknessMm: 1.5,
    why: 'four needles and the top cover spread over about 8 mm; butted plies under a cover',
  },
];

/** A code's defaults: rate per 3 cm, bight mm (null without one), seam thickness mm. */
export type StitchDefaults = Pick<
  StitchFamilyDefaults,
  'ratePer3Cm' | 'bightMm' | 'seamThicknessMm'
>;

const defaultsByCode: ReadonlyMap<string, StitchDefaults> = new Map(
  stitchDefaultsTable.flatMap((row) =>
    row.codes.map((code) => [
      code,
      { ratePer3Cm: row.ratePer3Cm, bightMm: row.bightMm, seamThicknessMm: row.seamThicknessMm },
    ]),
  ),
);

/**
 * The section 9 defaults of a stitch code, from {@link stitchDefaultsTable}; undefined for a
 * code the table does not hold (every catalogue code is held: tested).
 *
 * @param stitchTypeCode - a catalogue code, exact (e.g. "607K")
 */
export function findStitchDefaults(stitchTypeCode: string): StitchDefaults | undefined {
  return defaultsByCode.get(stitchTypeCode);
}

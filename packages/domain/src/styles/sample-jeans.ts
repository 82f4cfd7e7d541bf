import type { ColourGroupCode } from '../shades/colour-group.js';
import { styleNameMaxLength } from './style.js';

/*
 * The sample style a new tenant may add in one click: a five-pocket jeans
 * in 12 oz denim, its eighteen sewing operations in the order a line sews them, with the
 * stitches the trade uses for each (CONSUMPTION.md; Coats and A&E jeans construction guides):
 * felled seams on a two-needle chainstitch (401 with two needles, 4012), lockstitch 301
 * topstitching, five-thread safety stitch 516 and three-thread overedge 504, a 406 belt-loop
 * strip, a 401 chainstitch hem and bartack cycles. Seam lengths are a size 32/32 (cm).
 */

/**
 * What a component line runs: `topstitch` the heavy thread in the topstitch shade (the seams
 * seen on a jeans), `seam` the same thread in the seam shade, `looper` the finest thread in the
 * seam shade (overedge loopers cover the raw edge; they need no strength).
 */
export type SampleThreadRole = 'topstitch' | 'seam' | 'looper';

/** One operation of the sample; `key` names its description among the translated texts. */
export type SampleOperation = {
  readonly key: string;
  readonly stitchTypeCode: string;
  /** Only what the stitch asks (core-domain spec, section 2); the rest stays null. */
  readonly seamLengthCm: number | null;
  readonly ratePer3Cm: number | null;
  readonly bightMm: number | null;
  readonly seamThicknessMm: number | null;
  readonly rows: number | null;
  readonly machines: number;
  /** One role per component line of the stitch, in the catalogue's order. */
  readonly lines: readonly SampleThreadRole[];
};

const lockstitch = (
  key: string,
  seamLengthCm: number,
  seamThicknessMm: number,
  rows: number,
): SampleOperation => ({
  key,
  stitchTypeCode: '301',
  seamLengthCm,
  ratePer3Cm: 11,
  bightMm: null,
  seamThicknessMm,
  rows,
  machines: 1,
  lines: ['topstitch', 'seam'],
});

/** A felled seam on a two-needle chainstitch machine (4012 asks the seam length and rows). */
const felled = (key: string, seamLengthCm: number, machines = 1): SampleOperation => ({
  key,
  stitchTypeCode: '4012',
  seamLengthCm,
  ratePer3Cm: null,
  bightMm: null,
  seamThicknessMm: null,
  rows: 1,
  machines,
  lines: ['topstitch', 'seam'],
});

const safetyStitch = (key: string, seamLengthCm: number, machines: number): SampleOperation => ({
  key,
  stitchTypeCode: '516',
  seamLengthCm,
  ratePer3Cm: 12,
  bightMm: 10,
  seamThicknessMm: 2,
  rows: null,
  machines,
  lines: ['seam', 'seam', 'looper', 'looper'],
});

/** The sample's operations, in sewing order (one group each). */
export const sampleJeansOperations: readonly SampleOperation[] = [
  felled('hemBackPockets', 30),
  lockstitch('decorateBackPockets', 60, 2, 2),
  lockstitch('hemCoinPocket', 9, 2, 1),
  lockstitch('attachCoinPocket', 22, 2.5, 2),
  {
    key: 'attachFacings',
    stitchTypeCode: '401',
    seamLengthCm: 60,
    ratePer3Cm: 11,
    bightMm: null,
    seamThicknessMm: 1.5,
    rows: 1,
    machines: 1,
    lines: ['seam', 'seam'],
  },
  safetyStitch('closePocketBags', 70, 1),
  lockstitch('topstitchPocketOpenings', 36, 2.5, 2),
  {
    key: 'sergeFly',
    stitchTypeCode: '504',
    seamLengthCm: 40,
    ratePer3Cm: 12,
    bightMm: 4,
    seamThicknessMm: 1.5,
    rows: null,
    machines: 1,
    lines: ['seam', 'looper', 'looper'],
  },
  lockstitch('attachZipper', 40, 3, 2),
  felled('joinBackYokes', 40),
  felled('joinSeat', 35),
  lockstitch('attachBackPockets', 100, 3, 2),
  felled('closeInseams', 150, 2),
  safetyStitch('closeSideSeams', 210, 2),
  felled('attachWaistband', 95),
  {
    key: 'makeBeltLoops',
    stitchTypeCode: '406',
    seamLengthCm: 50,
    ratePer3Cm: 11,
    bightMm: 6,
    seamThicknessMm: 2,
    rows: null,
    machines: 1,
    lines: ['topstitch', 'seam'],
  },
  {
    key: 'hemLegs',
    stitchTypeCode: '401',
    seamLengthCm: 84,
    ratePer3Cm: 10,
    bightMm: null,
    seamThicknessMm: 3,
    rows: 1,
    machines: 1,
    lines: ['topstitch', 'seam'],
  },
  {
    key: 'bartacks',
    stitchTypeCode: '3042',
    seamLengthCm: null,
    ratePer3Cm: null,
    bightMm: null,
    seamThicknessMm: null,
    rows: 16,
    machines: 1,
    lines: ['topstitch', 'seam'],
  },
];

/** The sample's order: heavy fabric, 2,400 garments on two production lines, size 32/32. */
export const sampleJeansStyle = {
  weightType: 3,
  quantity: 2400,
  numberOfProductionLines: 2,
  size: '32/32',
  customSettingId: 0,
} as const;

/** A thread of the tenant's range: a package size with its ticket/tex and brand. */
export type RangeThread = {
  readonly brandId: number;
  readonly ticketTexId: number;
  readonly tex: number;
  readonly packageSizeId: number;
  readonly lengthM: number;
};

/** A shade of the tenant's list with its colour group. */
export type RangeShade = { readonly name: string; readonly colourGroup: ColourGroupCode };

/** The thread a line of this role runs, or null when the tenant's range has none. */
export type SampleThread = {
  readonly brandId: number;
  readonly ticketTexId: number;
  readonly packageSizeId: number;
  readonly shade: string | null;
};

/**
 * The tenant's threads for the sample's roles: the heaviest thread (highest tex) for the
 * topstitch and seam lines, the finest for the loopers, each on its longest package (bulk
 * production buys the longest cone); ties go to the thread listed first. The topstitch shade
 * is the first natural or ecru one (the classic contrast of a jeans), the seam shade the first
 * coloured or black one; either falls back to the first shade, or none when the list is empty.
 *
 * @param threads - the tenant's range, in its list order (brands, then ticket/tex)
 * @param shades - the tenant's shades, in list order
 */
export function chooseSampleThreads(
  threads: readonly RangeThread[],
  shades: readonly RangeShade[],
): Record<SampleThreadRole, SampleThread | null> {
  const better =
    (pick: (a: number, b: number) => boolean) =>
    (best: RangeThread | undefined, thread: RangeThread) =>
      best === undefined ||
      pick(thread.tex, best.tex) ||
      (thread.tex === best.tex &&
        thread.ticketTexId === best.ticketTexId &&
        thread.lengthM > best.lengthM)
        ? thread
        : best;
  const heaviest = threads.reduce<RangeThread | undefined>(
    better((a, b) => a > b),
    undefined,
  );
  const finest = threads.reduce<RangeThread | undefined>(
    better((a, b) => a < b),
    undefined,
  );
  const shadeOf = (groups: readonly ColourGroupCode[]) =>
    groups
      .map((group) => shades.find((shade) => shade.colourGroup === group))
      .find((shade) => shade !== undefined)?.name ??
    shades[0]?.name ??
    null;
  const thread = (chosen: RangeThread | undefined, shade: string | null) =>
    chosen
      ? {
          brandId: chosen.brandId,
          ticketTexId: chosen.ticketTexId,
          packageSizeId: chosen.packageSizeId,
          shade,
        }
      : null;
  const seamShade = shadeOf(['C', 'B']);
  return {
    topstitch: thread(heaviest, shadeOf(['N', 'U'])),
    seam: thread(heaviest, seamShade),
    looper: thread(finest, seamShade),
  };
}

/**
 * The names to try for the sample, in order: the translated name, then the same with " 2",
 * " 3"..., the name shortened so that each fits the style name's 30 characters.
 */
export function* sampleStyleNames(name: string): Generator<string, never, undefined> {
  yield name.slice(0, styleNameMaxLength);
  for (let number = 2; ; number += 1) {
    const suffix = ` ${number}`;
    yield `${name.slice(0, styleNameMaxLength - suffix.length).trimEnd()}${suffix}`;
  }
}

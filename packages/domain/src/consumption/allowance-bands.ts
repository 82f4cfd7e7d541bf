import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../units/rounding.js';

/** At most this many bands in a custom setting's table. */
export const maxAllowanceBands = 12;

/** Largest order quantity a band names (the garments of a style fit an integer column). */
const maxGarments = 2_000_000_000;

/**
 * One band of an allowance table: orders of `from` to `to` garments (no upper end for the
 * last band) get `percent` allowance.
 */
export const allowanceBandSchema = z.object({
  from: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.wholeNumber' })
    .min(1, { error: 'validation.min' })
    .max(maxGarments, { error: 'validation.max' }),
  to: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.wholeNumber' })
    .min(1, { error: 'validation.min' })
    .max(maxGarments, { error: 'validation.max' })
    .nullable(),
  percent: z
    .number({ error: 'validation.required' })
    .min(0, { error: 'validation.min' })
    .max(999, { error: 'validation.max' })
    .refine(hasAtMostTwoDecimals, { error: 'validation.maxTwoDecimals' }),
});
export type AllowanceBand = z.infer<typeof allowanceBandSchema>;

/**
 * An allowance that falls as the order grows: bands from 1 garment upwards, each starting
 * the garment after the previous one ends, the last one open. A gap (an order quantity no
 * band covers) or an overlap (one two bands cover) is refused on the band that causes it.
 */
export const allowanceBandsSchema = z
  .array(allowanceBandSchema)
  .min(1, { error: 'allowanceBands.validation.empty' })
  .max(maxAllowanceBands, { error: 'allowanceBands.validation.tooMany' })
  .superRefine((bands, context) => {
    bands.forEach((band, index) => {
      const previous = bands[index - 1];
      const expectedFrom = previous ? (previous.to ?? Number.NaN) + 1 : 1;
      if (previous && previous.to === null) {
        context.addIssue({
          code: 'custom',
          path: [index - 1, 'to'],
          message: 'allowanceBands.validation.openBeforeLast',
        });
      } else if (band.from > expectedFrom) {
        context.addIssue({
          code: 'custom',
          path: [index, 'from'],
          message:
            index === 0
              ? 'allowanceBands.validation.firstFromOne'
              : 'allowanceBands.validation.gap',
        });
      } else if (band.from < expectedFrom) {
        context.addIssue({
          code: 'custom',
          path: [index, 'from'],
          message:
            index === 0
              ? 'allowanceBands.validation.firstFromOne'
              : 'allowanceBands.validation.overlap',
        });
      }
      if (band.to !== null && band.to < band.from) {
        context.addIssue({
          code: 'custom',
          path: [index, 'to'],
          message: 'allowanceBands.validation.endBeforeStart',
        });
      }
    });
    const last = bands.at(-1);
    if (last && last.to !== null) {
      context.addIssue({
        code: 'custom',
        path: [bands.length - 1, 'to'],
        message: 'allowanceBands.validation.lastOpen',
      });
    }
  });
export type AllowanceBands = z.infer<typeof allowanceBandsSchema>;

/** The allowance an order gets, and the band it came from (none: a flat allowance). */
export type OrderAllowance = { readonly percent: number; readonly band: AllowanceBand | null };

/**
 * The allowance of an order of `garments`: the band that covers it when the setting has a
 * table of bands, the setting's flat allowance otherwise.
 *
 * @param setting - the custom setting's flat allowance and its bands (none, or a valid table)
 * @param garments - the order quantity
 */
export function allowanceOfOrder(
  setting: {
    readonly allowancePercent: number;
    readonly allowanceBands?: readonly AllowanceBand[] | null | undefined;
  },
  garments: number,
): OrderAllowance {
  const bands = setting.allowanceBands ?? [];
  const band = bands.find(
    (entry) => garments >= entry.from && (entry.to === null || garments <= entry.to),
  );
  // Below the first band (no garments) the first band applies.
  const chosen = band ?? (garments < (bands[0]?.from ?? 1) ? bands[0] : undefined);
  return chosen
    ? { percent: chosen.percent, band: chosen }
    : { percent: setting.allowancePercent, band: null };
}

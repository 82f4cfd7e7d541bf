import type { EstimateAccuracyDto } from '@spool/contracts';
import {
  allowanceBandsSchema,
  coveredShareOfOrders,
  DomainError,
  estimateAccuracy,
  proposeAllowance,
  proposeBandedAllowance,
  type AccuracyOrder,
} from '@spool/domain';
import type { StyleActualsRepository } from './style-actuals.repository.js';

/**
 * How accurate the approved estimates were, over the orders whose actual use was recorded in
 * the last 12 months: each order against its estimate, the needed allowance per stitch family
 * and per customer, and the allowance that would have covered 90 % of the orders, flat and
 * per band of a custom setting. It reads the comparisons as they were saved.
 */
export function createEstimateAccuracyService({
  actuals,
  threadLengthUnit,
}: {
  actuals: Pick<StyleActualsRepository, 'findRecentActuals' | 'findSettingBands'>;
  threadLengthUnit: () => Promise<'m' | 'yd'>;
}) {
  return {
    async accuracy(customSettingId: number | undefined): Promise<EstimateAccuracyDto> {
      const rows = await actuals.findRecentActuals();
      const orders: AccuracyOrder[] = rows.map((row) => ({
        customer: row.customer,
        garments: row.figures.comparison.garments,
        neededAllowancePercent: row.figures.comparison.order.neededAllowancePercent,
        families: row.figures.comparison.families,
      }));
      const needed = orders.flatMap((order) =>
        order.neededAllowancePercent === null ? [] : [order.neededAllowancePercent],
      );
      return {
        threadLengthUnit: await threadLengthUnit(),
        coveredShare: coveredShareOfOrders,
        orders: rows.map((row) => {
          const { comparison } = row.figures;
          return {
            styleId: row.styleId,
            styleName: row.styleName,
            customer: row.customer,
            version: row.version,
            garments: comparison.garments,
            recordedAt: row.recordedAt.toISOString(),
            allowancePercent: comparison.allowancePercent,
            requirementM: comparison.order.requirementM,
            actualM: comparison.order.actualM,
            differenceM: comparison.order.differenceM,
            differencePercent: comparison.order.differencePercent,
            neededAllowancePercent: comparison.order.neededAllowancePercent,
          };
        }),
        ...estimateAccuracy(orders),
        proposal: proposeAllowance(needed),
        bands: await bandsOf(customSettingId, orders),
      };
    },
  };

  async function bandsOf(
    customSettingId: number | undefined,
    orders: readonly AccuracyOrder[],
  ): Promise<EstimateAccuracyDto['bands']> {
    // The built-in Default (0) has no bands.
    if (customSettingId === undefined || customSettingId === 0) return null;
    const setting = await actuals.findSettingBands(customSettingId);
    if (!setting) {
      throw new DomainError('Spool.Settings:CustomSettingNotFound', { id: customSettingId });
    }
    const bands = allowanceBandsSchema.safeParse(setting.allowanceBands);
    if (setting.allowanceBands === null || !bands.success) return null;
    return {
      customSettingId,
      items: proposeBandedAllowance(orders, bands.data).map(
        ({ proposal, currentPercent, ...band }) => ({ ...band, currentPercent, proposal }),
      ),
    };
  }
}

export type EstimateAccuracyService = ReturnType<typeof createEstimateAccuracyService>;

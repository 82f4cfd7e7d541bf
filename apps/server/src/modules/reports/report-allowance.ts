import type { AllowanceBand } from '@spool/domain';
import type { ReportTexts } from './reports.csv.js';

/**
 * The band of the custom setting's table a style's allowance came from, as the reports name
 * it: "band 301 to 1,000 garments", "band 1,001 garments and more".
 *
 * @param whole - how the report writes a count of garments
 */
export function allowanceBandText(
  band: AllowanceBand,
  t: ReportTexts,
  whole: (value: number) => string,
): string {
  return band.to === null
    ? t('allowanceBands.bandOpen', { from: whole(band.from) })
    : t('allowanceBands.band', { from: whole(band.from), to: whole(band.to) });
}

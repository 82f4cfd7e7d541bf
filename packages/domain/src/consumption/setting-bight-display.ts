import type { LengthUnit } from '../units/length-unit.js';

/**
 * What the bight of a custom setting's stitch is divided by when the seam length unit is
 * Imperial (platform-admin specification, sections 5 and 9: "Bight shown divided by 2.54
 * when Imperial", "Imperial bight conversion 2.54 (stitch editing)"). The operation dialog
 * converts an operation's bight with 25.4 instead (core-domain specification, section 4);
 * the specification gives the two figures apart, and each screen keeps its own.
 */
export const settingBightImperialDivisor = 2.54;

/**
 * A custom setting's bight as the stitch editor shows it: stored mm in Metric, mm / 2.54 in
 * Imperial.
 *
 * @param bightMm - the stored bight, mm
 * @param unit - the tenant's seam length unit
 */
export function settingBightForDisplay(bightMm: number, unit: LengthUnit): number {
  return unit === 'imperial' ? bightMm / settingBightImperialDivisor : bightMm;
}

/**
 * A bight typed in the stitch editor, back to the stored mm: as typed in Metric, x 2.54 in
 * Imperial.
 *
 * @param value - the bight as shown (mm in Metric)
 * @param unit - the tenant's seam length unit
 */
export function settingBightFromDisplay(value: number, unit: LengthUnit): number {
  return unit === 'imperial' ? value * settingBightImperialDivisor : value;
}

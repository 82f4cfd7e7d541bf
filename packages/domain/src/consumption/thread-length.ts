import { cmPerMetre } from '../units/length-unit.js';

/**
 * A length with the waste allowance of the stitch added: length x (1 + waste / 100)
 * (CONSUMPTION.md section 4).
 *
 * @param length - any length unit; the result is in the same unit
 * @param wastePercent - waste in %, e.g. 15
 */
export function withWaste(length: number, wastePercent: number): number {
  return length * (1 + wastePercent / 100);
}

/**
 * Thread a component line sews into one garment before waste, in metres: ratio_line x L x q
 * (CONSUMPTION.md section 4; thread-consumption-sources.md section 6.3 step 1).
 *
 * @param ratioCmPerCm - the line's ratio, cm of thread per cm of seam
 * @param seamLengthCm - seam length L, cm
 * @param rows - rows q of the seam
 */
export function lineThreadM(ratioCmPerCm: number, seamLengthCm: number, rows: number): number {
  return (ratioCmPerCm * seamLengthCm * rows) / cmPerMetre;
}

/**
 * Thread per garment of a component line, in metres: ratio_line x L x q, then the waste %
 * (CONSUMPTION.md section 4; thread-consumption-sources.md section 6.3 steps 1 and 2).
 *
 * @param ratioCmPerCm - the line's ratio, cm of thread per cm of seam
 * @param seamLengthCm - seam length L, cm
 * @param rows - rows q of the seam
 * @param wastePercent - waste in %
 */
export function lineThreadPerGarmentM(
  ratioCmPerCm: number,
  seamLengthCm: number,
  rows: number,
  wastePercent: number,
): number {
  return withWaste(lineThreadM(ratioCmPerCm, seamLengthCm, rows), wastePercent);
}

/**
 * Thread a cycle operation's line sews into one garment before waste, in metres: value x q
 * (CONSUMPTION.md section 4).
 *
 * @param threadPerCycleCm - cm of thread per cycle
 * @param cycles - cycles per garment (the operation's quantity)
 */
export function cycleThreadM(threadPerCycleCm: number, cycles: number): number {
  return (threadPerCycleCm * cycles) / cmPerMetre;
}

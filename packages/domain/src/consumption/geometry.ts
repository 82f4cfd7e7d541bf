import { getStitchType } from './stitch-catalogue.js';
import type { LineGeometry } from './stitch-type.js';

/**
 * The reference density of the thread makers' tables: about 7 stitches per cm, that is 21
 * per 3 cm (CONSUMPTION.md section 3; Coats / Carr & Latham via two secondary sources).
 */
export const referenceStitchesPerCm = 7;
export const referenceRatePer3Cm = referenceStitchesPerCm * 3;

/** How a seam is sewn, in stored units: stitches per 3 cm, seam thickness mm, bight mm. */
export type SewingCondition = {
  readonly ratePer3Cm: number;
  readonly seamThicknessMm: number;
  /** Null for stitches without a bight; counts as 0. */
  readonly bightMm: number | null;
};

/** Stitch density S in stitches per cm from the rate in stitches per 3 cm: S = r / 3 (CONSUMPTION.md section 1). */
export function stitchesPerCm(ratePer3Cm: number): number {
  return ratePer3Cm / 3;
}

/**
 * geom_line(S, T, W): cm of thread per cm of seam of one component line, uncalibrated
 * (CONSUMPTION.md section 2). Linear lines follow the Union Special formulas,
 * a + S * (t * T + w * W); zigzag lines a * sqrt(1 + (W * S)^2) + t * T * S; S in
 * stitches per cm, T and W in cm (converted here from the condition's mm).
 *
 * @param geometry - the line's coefficients from the catalogue
 * @param condition - rate in stitches per 3 cm, seam thickness in mm, bight in mm
 */
export function geometricLineRatio(geometry: LineGeometry, condition: SewingCondition): number {
  return lineRatioAt(geometry, condition.ratePer3Cm, condition.seamThicknessMm, condition.bightMm);
}

/**
 * {@link geometricLineRatio} with the condition's three figures passed one by one, so that
 * the engine's hot path builds no condition object; the very same arithmetic.
 *
 * @param geometry - the line's coefficients from the catalogue
 * @param ratePer3Cm - stitches per 3 cm
 * @param seamThicknessMm - seam thickness, mm
 * @param bightMm - bight, mm; null for stitches without a bight (counts as 0)
 */
export function lineRatioAt(
  geometry: LineGeometry,
  ratePer3Cm: number,
  seamThicknessMm: number,
  bightMm: number | null,
): number {
  const s = stitchesPerCm(ratePer3Cm);
  const thicknessCm = seamThicknessMm / 10;
  const bightCm = (bightMm ?? 0) / 10;
  switch (geometry.form) {
    case 'linear':
      return geometry.a + s * (geometry.t * thicknessCm + geometry.w * bightCm);
    case 'zigzag':
      return geometry.a * Math.hypot(1, bightCm * s) + geometry.t * thicknessCm * s;
  }
}

/** The uncalibrated geometric ratio of every line of a stitch and their total. */
export type GeometricRatio = {
  /** cm of thread per cm of seam, one per component line, in catalogue order. */
  readonly lineRatiosCmPerCm: readonly number[];
  readonly totalCmPerCm: number;
};

/**
 * The published geometry of a stitch evaluated at a condition, before calibration
 * (CONSUMPTION.md section 2): what the sources' worked examples check. Undefined for
 * stitches without a published formula.
 *
 * @param stitchTypeCode - a catalogue code, e.g. "401"
 * @param condition - rate in stitches per 3 cm, seam thickness in mm, bight in mm
 */
export function geometricRatio(
  stitchTypeCode: string,
  condition: SewingCondition,
): GeometricRatio | undefined {
  const lineRatiosCmPerCm: number[] = [];
  for (const component of getStitchType(stitchTypeCode).components) {
    if (!component.geometry) return undefined;
    lineRatiosCmPerCm.push(geometricLineRatio(component.geometry, condition));
  }
  return {
    lineRatiosCmPerCm,
    totalCmPerCm: lineRatiosCmPerCm.reduce((sum, ratio) => sum + ratio, 0),
  };
}

import { geometricLineRatio, type SewingCondition } from './geometry.js';
import type { StitchComponent } from './stitch-type.js';

/**
 * How a line's thread per cm of seam varies with the condition, before calibration: the
 * line's geometry (CONSUMPTION.md section 2), or, where no formula is published (103 to 109
 * but 107, class 200), its catalogue ratio at every condition. Those stitches therefore do
 * not respond to rate, thickness or bight: no source says how they would.
 */
export function lineShapeRatio(component: StitchComponent, condition: SewingCondition): number {
  if (component.geometry) return geometricLineRatio(component.geometry, condition);
  if (component.ratioCmPerCm === null) {
    throw new Error(`Stitch line ${component.name} has neither a geometry nor a ratio`);
  }
  return component.ratioCmPerCm;
}

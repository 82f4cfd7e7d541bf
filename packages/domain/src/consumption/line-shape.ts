import { geometricLineRatio, type SewingCondition } from './geometry.js';
import type { StitchComponent } from './stitch-type.js';

/**
 * How a line's thread per cm of seam varies with the condition, before calibration: its
 * thread path (CONSUMPTION.md section 2), the published formula's line or, for the stitches
 * no formula is published for, the path derived in thread-paths.ts (section 2.1).
 */
export function lineShapeRatio(component: StitchComponent, condition: SewingCondition): number {
  return geometricLineRatio(component.threadPath, condition);
}

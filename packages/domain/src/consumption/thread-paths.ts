import type { LineGeometry, StitchComponentData, StitchTypeData } from './stitch-type.js';

/**
 * Thread paths derived for the stitches no formula is published for (103 to 106, 108, 109,
 * and class 200), the way 101's published formula is built (CONSUMPTION.md section 2.1):
 * per stitch, the thread lies along the seam for some stitch lengths (a) and crosses the
 * seam's thickness some times (t), so per cm of seam it takes a + S x t x T (S stitches per
 * cm, T thickness in cm); none of these stitches has a bight. Calibration (section 3) scales
 * the path to the setting's value at the reference condition, so only the way a line moves
 * with the rate comes from here, never its level.
 */

/**
 * A single-thread chainstitch (101's published path, 3 + 2TS): the loop of each stitch lies
 * under the seam, out and back (2 stitch lengths), the thread runs one stitch length along
 * the top, and the needle carries it down through the seam and up again (2 thicknesses).
 * 103, the curved-needle blindstitch, forms the same chain on one face; its needle goes into
 * the material and back out of the same face, so it also crosses the (penetrated)
 * thickness twice. 104, 105, 106, 108 and 109 are single-thread chainstitch variants whose
 * names no public source confirms (thread-consumption-sources.md section 5): taken as 101.
 */
export const singleThreadChainPath: LineGeometry = { form: 'linear', a: 3, t: 2, w: 0 };

/**
 * A hand stitch (ISO 4915 class 200: one thread passing from one face of the material to the
 * other at each penetration): between two penetrations the thread lies one stitch length
 * along a face, and at each penetration it crosses the thickness once: 1 + TS, the running
 * stitch (205, "machine imitation of a running stitch"). The other class 200 names are not
 * confirmed by any source: they take the running stitch's path.
 */
export const handStitchPath: LineGeometry = { form: 'linear', a: 1, t: 1, w: 0 };

/**
 * The derived path of a line without a published formula, per thread of the line (a line of
 * n threads takes n times the path); undefined where the stitch has none derived.
 *
 * @param stitch - the stitch as the catalogue holds it
 * @param component - one of its lines
 */
export function derivedThreadPath(
  stitch: StitchTypeData,
  component: StitchComponentData,
): LineGeometry | undefined {
  const perThread =
    stitch.stitchClass === 200
      ? handStitchPath
      : stitch.stitchClass === 100
        ? singleThreadChainPath
        : undefined;
  if (!perThread || perThread.form !== 'linear') return undefined;
  const n = component.threadCount;
  return { form: 'linear', a: perThread.a * n, t: perThread.t * n, w: perThread.w * n };
}

import { DomainError } from '../errors.js';
import { stitchCatalogueData } from './stitch-catalogue.data.js';
import type { StitchType } from './stitch-type.js';
import { isCycleStitch, visibleInputsOf } from './visible-inputs.js';

const stitchTypesByCode: ReadonlyMap<string, StitchType> = new Map(
  stitchCatalogueData.map((data) => {
    const visibleInputs = visibleInputsOf(data);
    const stitch: StitchType = { ...data, visibleInputs, isCycle: isCycleStitch(visibleInputs) };
    return [data.code, stitch];
  }),
);

/** All stitch types of the catalogue, in catalogue order (75 codes). */
export const stitchCatalogue: readonly StitchType[] = [...stitchTypesByCode.values()];

/** The 75 stitch codes of the catalogue, in catalogue order. */
export const stitchTypeCodes: readonly string[] = [...stitchTypesByCode.keys()];

/** The stitch type of a code (exact, e.g. "401A"), or undefined when the catalogue has none. */
export function findStitchType(code: string): StitchType | undefined {
  return stitchTypesByCode.get(code);
}

/** The stitch type of a code; throws `Spool.Consumption:StitchTypeNotFound` when there is none. */
export function getStitchType(code: string): StitchType {
  const stitch = findStitchType(code);
  if (!stitch) throw new DomainError('Spool.Consumption:StitchTypeNotFound', { code });
  return stitch;
}

/** Whether the catalogue has this stitch code. */
export function isStitchTypeCode(code: string): boolean {
  return stitchTypesByCode.has(code);
}

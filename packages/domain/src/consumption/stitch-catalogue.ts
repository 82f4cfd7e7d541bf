import { DomainError } from '../errors.js';
import { stitchCatalogueData } from './stitch-catalogue.data.js';
import { findStitchDefaults } from './stitch-defaults.js';
import type { StitchComponent, StitchType, StitchTypeData } from './stitch-type.js';
import { derivedThreadPath } from './thread-paths.js';
import { isCycleStitch, visibleInputsOf } from './visible-inputs.js';

/**
 * A catalogue entry with what the specification and the model add: visible inputs, cycle,
 * the section 9 defaults in place of the catalogue's estimates, and every line's thread path.
 */
function stitchTypeOf(data: StitchTypeData): StitchType {
  const defaults = findStitchDefaults(data.code);
  if (!defaults) throw new Error(`No section 9 defaults for stitch type ${data.code}`);
  const components = data.components.map((component): StitchComponent => {
    if (component.geometry) {
      return { ...component, threadPath: component.geometry, threadPathSource: 'published' };
    }
    const derived = derivedThreadPath(data, component);
    if (!derived) throw new Error(`No thread path for stitch line ${data.code} ${component.line}`);
    return { ...component, threadPath: derived, threadPathSource: 'derived' };
  });
  const visibleInputs = visibleInputsOf(data);
  return {
    ...data,
    components,
    defaultRatePer3Cm: defaults.ratePer3Cm,
    defaultBightMm: defaults.bightMm,
    defaultSeamThicknessMm: defaults.seamThicknessMm,
    catalogueEstimates: {
      ratePer3Cm: data.defaultRatePer3Cm,
      bightMm: data.defaultBightMm,
      seamThicknessMm: data.defaultSeamThicknessMm,
    },
    visibleInputs,
    isCycle: isCycleStitch(visibleInputs),
  };
}

const stitchTypesByCode: ReadonlyMap<string, StitchType> = new Map(
  stitchCatalogueData.map((data) => [data.code, stitchTypeOf(data)]),
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

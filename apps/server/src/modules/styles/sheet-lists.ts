import { shadeKey, type ColourGroupCode, type StyleSheetLists } from '@spool/domain';
import type { SheetLists } from './sheet-lists.repository.js';

/**
 * The tenant's lists as the domain reads sheet rows against them: shades looked up by their
 * key, and the colour groups each brand's cost file prices. Plain data in, so that a worker
 * thread can make it too.
 */
export function styleSheetListsOf(lists: SheetLists): StyleSheetLists {
  const shadeGroups = new Map(
    lists.shades.map((shade) => [shadeKey(shade.name), shade.colourGroup]),
  );
  const priced = new Map<number, Set<ColourGroupCode>>();
  for (const { brandId, colourGroup } of lists.pricedColourGroups) {
    const groups = priced.get(brandId) ?? new Set<ColourGroupCode>();
    groups.add(colourGroup);
    priced.set(brandId, groups);
  }
  return {
    stitchCodes: lists.stitchTypes.map((stitch) => stitch.code),
    brands: lists.brands,
    colourGroupOf: (shade) => shadeGroups.get(shadeKey(shade)) ?? lists.defaultColourGroup,
    pricedColourGroups: priced,
    existingStyleNames: lists.existingStyleNames,
  };
}

/** The names of each stitch's component lines, in order, by stitch code. */
export const lineNamesOf = (lists: SheetLists): Map<string, readonly string[]> =>
  new Map(lists.stitchTypes.map((stitch) => [stitch.code, stitch.lineNames]));

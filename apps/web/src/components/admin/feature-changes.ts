/**
 * The features panel's edits that differ from the saved values, in the order made: what
 * Save sends, and whether there is anything to save (Save and Reset enabled only then).
 */
export function changedFeatureValues(
  saved: ReadonlyMap<string, string>,
  edits: Readonly<Record<string, string>>,
): { name: string; value: string }[] {
  return Object.entries(edits)
    .filter(([name, value]) => saved.has(name) && saved.get(name) !== value)
    .map(([name, value]) => ({ name, value }));
}

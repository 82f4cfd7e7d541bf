/**
 * The styles grid's data columns, most useful first, with the width each asks (px). On a
 * narrow window the grid shows as many as fit, in this order, and hides the rest; a person
 * can show them again from the grid's column button.
 */
export const styleGridColumnWidths = [
  ['name', 160],
  ['totalLengthOrSGC', 120],
  ['creationTime', 130],
  ['customer', 140],
  ['productCategory', 140],
  ['weightType', 120],
  ['productType', 120],
  ['stage', 130],
  ['description', 160],
  ['customSettingName', 140],
  ['createdBy', 130],
  ['orderThread', 130],
] as const;

export type StyleGridColumnId = (typeof styleGridColumnWidths)[number][0];

/** The width a column asks, px. */
export const columnWidth = (id: StyleGridColumnId): number =>
  styleGridColumnWidths.find(([column]) => column === id)?.[1] ?? 120;

/** Width of what every row shows besides its data: the row actions and the selection box. */
export const styleGridFixedWidth = 176 + 56;

/**
 * The columns hidden to fit the grid into `width` px: after the first column that does not
 * fit, it and every less useful one. The style's name always shows. Unknown width (not laid
 * out yet): none hidden.
 */
export function columnsHiddenToFit(
  width: number | null,
): Partial<Record<StyleGridColumnId, false>> {
  if (width === null) return {};
  let room = width - styleGridFixedWidth;
  const hidden: Partial<Record<StyleGridColumnId, false>> = {};
  let full = false;
  for (const [index, [id, size]] of styleGridColumnWidths.entries()) {
    room -= size;
    full ||= room < 0 && index > 0;
    if (full) hidden[id] = false;
  }
  return hidden;
}

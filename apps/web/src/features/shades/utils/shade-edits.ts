import type { ShadeDto, ShadeInput } from '@spool/contracts';
import type { ListedShade } from '@spool/domain';

/**
 * The shade list as the panel edits it: the domain's rows (its rules in
 * `@spool/domain`: addShade, changeShade, removeShade), read from and sent back
 * in the API's spelling.
 */
export const toListedShade = (shade: ShadeDto): ListedShade => ({
  key: String(shade.id),
  id: shade.id,
  name: shade.name,
  hexCode: shade.hexCodeValue.toLowerCase(),
  colourGroupId: shade.colorGroupId,
  isUsed: shade.isUsed,
});

/** A row as the save sends it; a stored shade with the stamp it was read with. */
export const toShadeInput = (shade: ListedShade, saved: readonly ShadeDto[]): ShadeInput => {
  const stamp = saved.find((stored) => stored.id === shade.id)?.concurrencyStamp;
  return {
    ...(shade.id !== undefined && { id: shade.id }),
    ...(stamp !== undefined && { concurrencyStamp: stamp }),
    name: shade.name,
    hexCodeValue: shade.hexCode,
    colorGroupId: shade.colourGroupId,
  };
};

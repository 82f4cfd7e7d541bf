import { z } from 'zod';

export type SortDirection = 'asc' | 'desc';

/** A list's sort as the server reads it: one of its columns, spelled as the contract spells it. */
export type Sorting<Column extends string = string> = {
  column: Column;
  direction: SortDirection;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A list's `Sorting` query value, ABP's way: `column` or `column asc|desc`, the column and the
 * direction in any case (`userName desc`, `CreationTime DESC`). Read into the column as
 * `columns` spells it and the direction, ascending when not given; absent, undefined (each list
 * has its own default); anything else is refused with `validation.invalid`. The wire stays
 * text: the browser sends, and OpenAPI shows, the string with its pattern.
 */
export function sortingSchema<const Column extends string>(
  columns: readonly [Column, ...Column[]],
) {
  const pattern = new RegExp(`^(${columns.map(escapeRegExp).join('|')})( (asc|desc))?$`, 'i');
  return z
    .string()
    .trim()
    .regex(pattern, { error: 'validation.invalid' })
    .transform((value): Sorting<Column> => {
      const [name, direction] = value.toLowerCase().split(' ');
      return {
        // The pattern has let through only these columns: the first is never the fallback.
        column: columns.find((column) => column.toLowerCase() === name) ?? columns[0],
        direction: direction === 'desc' ? 'desc' : 'asc',
      };
    })
    .optional();
}

import { z } from 'zod';

/**
 * The five colour groups shades belong to (platform-admin specification, shade grouping):
 * C Colors, B Black, N Naturals, U Unbleached, W Whites. The cost file prices threads by
 * colour group, not by shade.
 */
export const colourGroupCodes = ['C', 'B', 'N', 'U', 'W'] as const;
export type ColourGroupCode = (typeof colourGroupCodes)[number];

export const colourGroupNames: Readonly<Record<ColourGroupCode, string>> = {
  C: 'Colors',
  B: 'Black',
  N: 'Naturals',
  U: 'Unbleached',
  W: 'Whites',
};

export const colourGroupSchema = z.enum(colourGroupCodes, { error: 'validation.invalid' });

/** The key under which a shade name is matched: trimmed, case-insensitive (shade names are unique that way). */
export function shadeKey(shade: string | null | undefined): string {
  return (shade ?? '').trim().toLocaleLowerCase('en');
}

import { z } from 'zod';
import { hasThread, type OperationInput } from '../consumption/operation-input.js';
import { shadeKey } from '../shades/colour-group.js';
import { storableText } from '../storable-values.js';
import {
  findSize,
  maxSizesPerRange,
  singleSizeRange,
  sizeKey,
  sizeNameMaxLength,
  type SizeRange,
} from './size-range.js';

/** Most colourways a style holds. */
export const maxColourwaysPerStyle = 100;
export const colourwayNameMaxLength = 40;
export const colourwayCodeMaxLength = 20;
export const fabricColourMaxLength = 40;
/** As long as a component line's shade. */
export const threadShadeMaxLength = 50;
/** Most distinct threads a colourway names a shade for: four lines of 100 operations. */
export const maxThreadsPerStyle = 400;
/** Most garments of one size of one colourway, as a style's quantity. */
export const maxSizeQuantity = 9_999_999;

/** A record of at most `maximum` entries, refused with its limit. */
const atMostEntries =
  (maximum: number, message: string) =>
  (record: Record<string, unknown>, context: z.RefinementCtx) => {
    if (Object.keys(record).length <= maximum) return;
    context.addIssue({
      code: 'too_big',
      origin: 'array',
      maximum,
      inclusive: true,
      message,
      input: record,
    });
  };

/**
 * The shade a thread of the style takes in one colourway: the line's own (a fixed shade, such
 * as a white overlock), DTM (dyed to match: the colourway's matched shade), a shade chosen for
 * the colourway, or still to be decided.
 */
export const threadShadeChoiceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('line') }),
    z.object({ kind: z.literal('dtm') }),
    z.object({
      kind: z.literal('shade'),
      shade: storableText(threadShadeMaxLength).min(1, { error: 'validation.required' }),
    }),
    z.object({ kind: z.literal('undecided') }),
  ],
  { error: 'validation.invalid' },
);
export type ThreadShadeChoice = z.infer<typeof threadShadeChoiceSchema>;

const quantitySchema = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.wholeNumber' })
  .min(0, { error: 'validation.min' })
  .max(maxSizeQuantity, { error: 'validation.max' });

/**
 * A colourway of a style as its form sends it: a name, an optional code, the fabric's colour
 * reference (free text, a Pantone number say), the thread shade matched to it (what DTM
 * threads take; none yet leaves them to be decided), its quantity by size name, and the
 * shade of each thread of the style by {@link styleThreadKey} (a thread not named keeps the
 * line's own shade).
 */
export const colourwaySchema = z.object({
  name: storableText(colourwayNameMaxLength).min(1, { error: 'validation.required' }),
  code: storableText(colourwayCodeMaxLength).default(''),
  fabricColour: storableText(fabricColourMaxLength).default(''),
  dtmShade: storableText(threadShadeMaxLength)
    .nullable()
    .default(null)
    .transform((shade) => (shade === '' ? null : shade)),
  quantities: z
    .record(storableText(sizeNameMaxLength), quantitySchema, { error: 'validation.invalid' })
    .default({})
    .superRefine(atMostEntries(maxSizesPerRange, 'sizes.validation.tooManySizes')),
  threadShades: z
    .record(storableText(200), threadShadeChoiceSchema, { error: 'validation.invalid' })
    .default({})
    .superRefine(atMostEntries(maxThreadsPerStyle, 'validation.max')),
});
export type Colourway = z.infer<typeof colourwaySchema>;
export type ColourwayInput = z.input<typeof colourwaySchema>;

/** A colourway's own fields, whatever else the value carries (a stored row's id, stamp). */
export const colourwayFieldsOf = (value: Colourway): Colourway => ({
  name: value.name,
  code: value.code,
  fabricColour: value.fabricColour,
  dtmShade: value.dtmShade,
  quantities: value.quantities,
  threadShades: value.threadShades,
});

/**
 * The sizes a colourway's quantities name that its style's range does not have, first
 * appearance first: such a colourway cannot be saved.
 */
export function unknownSizesOf(colourway: Pick<Colourway, 'quantities'>, range: SizeRange) {
  return Object.keys(colourway.quantities).filter((name) => !findSize(range, name));
}

/** Garments of a colourway: the sum of its quantities over the range's sizes. */
export function colourwayGarments(colourway: Pick<Colourway, 'quantities'>, range: SizeRange) {
  return range.sizes.reduce((sum, size) => sum + quantityOfSize(colourway, size.name), 0);
}

/** A colourway's quantity of one size (named in any case); 0 when it names none. */
export function quantityOfSize(colourway: Pick<Colourway, 'quantities'>, sizeName: string) {
  const key = sizeKey(sizeName);
  for (const [name, quantity] of Object.entries(colourway.quantities)) {
    if (sizeKey(name) === key) return quantity;
  }
  return 0;
}

/**
 * The colourway of a style that has none of its own: named by the header's colour, all its
 * garments in the header's size, every thread in its line's shade.
 *
 * @param header - the style's colour and garments
 * @param range - the style's range (its header's size alone, when it has none)
 */
export function singleColourway(
  header: { readonly color: string | null | undefined; readonly garments: number },
  range: SizeRange,
): Colourway {
  return {
    name: (header.color ?? '').trim(),
    code: '',
    fabricColour: '',
    dtmShade: null,
    quantities: { [range.baseSize]: header.garments },
    threadShades: {},
  };
}

/**
 * What a style's order is: its range and colourways, or, for a style with no colourway of its
 * own, the single colourway and size of its header.
 */
export function effectiveOrder(
  header: {
    readonly color: string | null | undefined;
    readonly size: string | null | undefined;
    readonly garments: number;
  },
  range: SizeRange | null,
  colourways: readonly Colourway[],
): { range: SizeRange; colourways: readonly Colourway[] } {
  const sizes = range ?? singleSizeRange(header.size);
  return {
    range: sizes,
    colourways: colourways.length > 0 ? colourways : [singleColourway(header, sizes)],
  };
}

/** The key of a thread of the style (a row of Threads by colourway): brand, ticket/tex, line shade. */
export function styleThreadKey(line: {
  readonly brandId: number;
  readonly ticketTexId: number;
  readonly shade: string | null | undefined;
}): string {
  return [line.brandId, line.ticketTexId, shadeKey(line.shade)].join('|');
}

/** A row of Threads by colourway: a distinct thread of the style and the operations using it. */
export type StyleThread = {
  readonly key: string;
  readonly brandId: number;
  readonly ticketTexId: number;
  /** The lines' shade (the first line's spelling), null when none. */
  readonly shade: string | null;
  /** Positions (from 1) of the operations that sew with it, in order. */
  readonly operations: readonly number[];
};

/**
 * The distinct threads of a style (brand, ticket/tex, line shade), first appearance first;
 * lines without a thread yet are left out.
 *
 * @param operations - the style's operations in order
 */
export function styleThreadsOf(
  operations: readonly Pick<OperationInput, 'lines'>[],
): StyleThread[] {
  const threads = new Map<string, StyleThread & { operations: number[] }>();
  operations.forEach((operation, index) => {
    for (const line of operation.lines) {
      if (!hasThread(line)) continue;
      const reference = {
        brandId: line.brandId as number,
        ticketTexId: line.ticketTexId as number,
        shade: line.shade?.trim() || null,
      };
      const key = styleThreadKey(reference);
      const thread = threads.get(key) ?? { key, ...reference, operations: [] };
      if (thread.operations.at(-1) !== index + 1) thread.operations.push(index + 1);
      threads.set(key, thread);
    }
  });
  return [...threads.values()];
}

/**
 * A colourway's shade choices after threads of the style were replaced (a brand swap): the
 * choice made for a thread holds for each thread that replaces it too (a DTM line stays DTM
 * with the other brand). The choices already made for a new key and the old keys stay: a
 * line the swap left keeps its thread.
 *
 * @param threadShades - the colourway's choices by styleThreadKey
 * @param renamed - each old key with the keys of the threads that replace it
 */
export function threadShadesRenamed(
  threadShades: Colourway['threadShades'],
  renamed: ReadonlyMap<string, ReadonlySet<string>>,
): Colourway['threadShades'] {
  const result = { ...threadShades };
  for (const [key, choice] of Object.entries(threadShades)) {
    for (const newKey of renamed.get(key) ?? []) result[newKey] ??= choice;
  }
  return result;
}

/** The shade a thread takes in a colourway, or `undecided` when it is still to be decided. */
export type ResolvedShade =
  { readonly undecided: false; readonly shade: string | null } | { readonly undecided: true };

/**
 * The shade of a line's thread in a colourway: the line's own unless the colourway says
 * otherwise; DTM takes the colourway's matched shade, and is to be decided while it has none.
 *
 * @param colourway - the colourway's matched shade and its choices by thread
 * @param line - the line's thread (brand, ticket/tex, shade)
 * @param key - its styleThreadKey, when known
 */
export function shadeInColourway(
  colourway: Pick<Colourway, 'dtmShade' | 'threadShades'>,
  line: { readonly brandId: number; readonly ticketTexId: number; readonly shade: string | null },
  key: string = styleThreadKey(line),
): ResolvedShade {
  const choice = colourway.threadShades[key] ?? { kind: 'line' };
  switch (choice.kind) {
    case 'line':
      return { undecided: false, shade: line.shade };
    case 'shade':
      return { undecided: false, shade: choice.shade };
    case 'dtm':
      return colourway.dtmShade ? { undecided: false, shade: colourway.dtmShade } : undecided;
    case 'undecided':
      return undecided;
  }
}

const undecided: ResolvedShade = { undecided: true };

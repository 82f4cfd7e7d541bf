import { z } from 'zod';
import { findStitchType } from '../consumption/stitch-catalogue.js';
import type { OperationInput } from '../consumption/operation-input.js';
import { storableText } from '../storable-values.js';

/** Most sizes a range holds: a full run of numeric sizes with half sizes fits. */
export const maxSizesPerRange = 30;
export const sizeNameMaxLength = 16;
export const sizeRangeNameMaxLength = 50;
/** A grade makes a seam at most half as long, or at most twice as long, as the base size's. */
export const minGradePercent = -50;
export const maxGradePercent = 100;
/** The size of a style that names none: "one size", the industry's OS. */
export const oneSizeName = 'OS';

/** The key a size name is matched under: trimmed, any case. */
export const sizeKey = (name: string) => name.trim().toLocaleLowerCase('en');

export const gradePercentSchema = z
  .number({ error: 'validation.required' })
  .min(minGradePercent, { error: 'validation.min' })
  .max(maxGradePercent, { error: 'validation.max' });

/** A size of a range: its name and its grade, % by which its seams differ from the base size. */
export const sizeSchema = z.object({
  name: storableText(sizeNameMaxLength).min(1, { error: 'validation.required' }),
  gradePercent: gradePercentSchema,
});
export type Size = z.infer<typeof sizeSchema>;

/**
 * A size range: sizes in order (at most {@link maxSizesPerRange}, names unique in any case),
 * one of them the base on which the operations' seam lengths are given, whose grade is 0.
 */
export const sizeRangeSchema = z
  .object({
    sizes: z
      .array(sizeSchema, { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(maxSizesPerRange, { error: 'sizes.validation.tooManySizes' }),
    baseSize: storableText(sizeNameMaxLength).min(1, { error: 'validation.required' }),
  })
  .superRefine((range, context) => {
    const seen = new Set<string>();
    range.sizes.forEach((size, index) => {
      const key = sizeKey(size.name);
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['sizes', index, 'name'],
          message: 'sizes.validation.duplicateSize',
          input: size.name,
        });
      }
      seen.add(key);
    });
    const base = range.sizes.find((size) => sizeKey(size.name) === sizeKey(range.baseSize));
    if (!base) {
      context.addIssue({
        code: 'custom',
        path: ['baseSize'],
        message: 'sizes.validation.unknownSize',
        input: range.baseSize,
      });
    } else if (base.gradePercent !== 0) {
      context.addIssue({
        code: 'custom',
        path: ['sizes', range.sizes.indexOf(base), 'gradePercent'],
        message: 'sizes.validation.baseGradeZero',
        input: base.gradePercent,
      });
    }
  });
export type SizeRange = z.infer<typeof sizeRangeSchema>;
export type SizeRangeInput = z.input<typeof sizeRangeSchema>;

/** A tenant's named size range (children's, men's tops...), to pick from in a style. */
export const namedSizeRangeSchema = z.object({
  name: storableText(sizeRangeNameMaxLength).min(1, { error: 'validation.required' }),
  range: sizeRangeSchema,
});
export type NamedSizeRange = z.infer<typeof namedSizeRangeSchema>;

/**
 * The range of a style that has none of its own: its header's size alone, as the base (a
 * style without sizes estimates exactly as before sizes existed).
 *
 * @param headerSize - the size the style's header names, possibly empty
 */
export function singleSizeRange(headerSize: string | null | undefined): SizeRange {
  const name = (headerSize ?? '').trim().slice(0, sizeNameMaxLength) || oneSizeName;
  return { sizes: [{ name, gradePercent: 0 }], baseSize: name };
}

/** The size of a range named so (in any case), or undefined. */
export function findSize(range: SizeRange, name: string): Size | undefined {
  const key = sizeKey(name);
  return range.sizes.find((size) => sizeKey(size.name) === key);
}

/**
 * How an operation follows the sizes: graded by the range (the default), not graded at all
 * (a seam whose length is the same in every size), or with its own grade for some sizes.
 */
export const operationGradingSchema = z.object({
  graded: z.boolean({ error: 'validation.invalid' }).default(true),
  /** Grades of this operation by size name, where they differ from the range's. */
  grades: z
    .record(storableText(sizeNameMaxLength), gradePercentSchema, { error: 'validation.invalid' })
    .default({}),
});
export type OperationGrading = z.infer<typeof operationGradingSchema>;
export type OperationGradingInput = z.input<typeof operationGradingSchema>;

/** An operation of an order: as the engine reads it, with how it follows the sizes. */
export type OrderOperation = OperationInput & { readonly grading?: OperationGradingInput | null };

/**
 * The grade (%) of an operation's seam length in a size: 0 for a cycle operation (its value
 * is per cycle) and for one marked not graded; otherwise its own grade for the size, or the
 * range's.
 *
 * @param operation - the operation, with its grading (none: graded by the range)
 * @param size - a size of the style's range
 */
export function gradeOfOperation(operation: OrderOperation, size: Size): number {
  if (findStitchType(operation.stitchTypeCode)?.isCycle ?? false) return 0;
  const grading = operation.grading;
  if (grading?.graded === false) return 0;
  const own = Object.entries(grading?.grades ?? {}).find(
    ([name]) => sizeKey(name) === sizeKey(size.name),
  );
  return own ? own[1] : size.gradePercent;
}

/**
 * The operation as sewn in a size: its seam length × (1 + grade / 100). With grade 0 the very
 * same operation, so that the base size estimates bit for bit as the style does.
 *
 * @param operation - the operation in stored units (seam length in cm)
 * @param size - a size of the style's range
 */
export function operationInSize(operation: OrderOperation, size: Size): OperationInput {
  const grade = gradeOfOperation(operation, size);
  const seam = operation.seamLengthCm;
  if (grade === 0 || seam === null || seam === undefined) return operation;
  return { ...operation, seamLengthCm: seam * (1 + grade / 100) };
}

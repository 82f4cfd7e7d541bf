import { z } from 'zod';
import { DomainError } from '../errors.js';
import { isStorableText, unstorableTextMessage } from '../storable-values.js';

/** Most packages one line of actual use can name: far beyond any order, within an integer. */
export const maxActualPackages = 1_000_000;

/** Most metres of thread per gram a remainder's weight is read with (tex 0.01). */
export const maxMetresPerGram = 100_000;

const packageCount = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.wholeNumber' })
  .min(0, { error: 'actuals.validation.negative' })
  .max(maxActualPackages, { error: 'validation.max' });

const nonNegative = z
  .number({ error: 'validation.required' })
  .min(0, { error: 'actuals.validation.negative' })
  .max(1e9, { error: 'validation.max' });

/**
 * What is left on the packages returned part used: measured as a length (m), or weighed (g)
 * and read with the thread's metres per gram.
 */
export const actualRemainderSchema = z.discriminatedUnion(
  'by',
  [
    z.object({ by: z.literal('length'), lengthM: nonNegative }),
    z.object({
      by: z.literal('weight'),
      grams: nonNegative,
      metresPerGram: z
        .number({ error: 'validation.required' })
        .positive({ error: 'validation.positive' })
        .max(maxMetresPerGram, { error: 'validation.max' }),
    }),
  ],
  { error: 'validation.invalid' },
);
export type ActualRemainder = z.infer<typeof actualRemainderSchema>;

/**
 * One thread's use as the shop floor reports it: packages issued, packages returned full,
 * and what is left on the others. A thread cannot come back fuller than it went out.
 */
export const actualLineSchema = z
  .object({
    threadKey: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(300, { error: 'validation.maxLength' })
      .refine(isStorableText, { error: unstorableTextMessage }),
    issued: packageCount,
    returnedFull: packageCount,
    remainder: actualRemainderSchema,
  })
  .superRefine((line, context) => {
    // Only between two counts that are valid on their own: a negative one has its own message.
    if (line.issued >= 0 && line.returnedFull > line.issued) {
      context.addIssue({
        code: 'custom',
        path: ['returnedFull'],
        message: 'actuals.validation.returnedAboveIssued',
      });
    }
  });
export type ActualLine = z.infer<typeof actualLineSchema>;

/**
 * Metres of thread in a gram of a thread of this tex: tex is grams per 1000 m, so 1000 / tex
 * (CONSUMPTION.md section 5). The default a weighed remainder is read with.
 *
 * @param tex - the thread's tex, g per 1000 m
 */
export function metresPerGramOfTex(tex: number): number {
  return tex > 0 ? 1000 / tex : 0;
}

/** Length of what is left on the part packages, m: a weight is grams x metres per gram. */
export function remainderM(remainder: ActualRemainder): number {
  return remainder.by === 'length' ? remainder.lengthM : remainder.grams * remainder.metresPerGram;
}

/** Metres the packages that did not come back full held when issued. */
export function openedPackagesM(
  line: Pick<ActualLine, 'issued' | 'returnedFull'>,
  packageM: number,
) {
  return Math.max(0, line.issued - line.returnedFull) * packageM;
}

/**
 * The thread an order really used, m: (issued - returned full) x package length - what is
 * left on the packages returned part used.
 *
 * @param line - packages issued and returned full (counts), the remainder
 * @param packageM - length of one package of the thread, m
 */
export function actualUseM(line: ActualLine, packageM: number): number {
  return openedPackagesM(line, packageM) - remainderM(line.remainder);
}

/**
 * Whether the remainder fits on the packages not returned full: the translation key of the
 * problem and the most they hold (m), or undefined when it fits.
 */
export function remainderProblem(
  line: ActualLine,
  packageM: number,
): { key: 'actuals.validation.remainderTooLong'; maxM: number } | undefined {
  const maxM = openedPackagesM(line, packageM);
  // A hair of floating point (a weight read as metres) is not a longer remainder.
  return remainderM(line.remainder) > maxM * (1 + 1e-9)
    ? { key: 'actuals.validation.remainderTooLong', maxM }
    : undefined;
}

/** A thread an order's actual use is recorded for: its key and the length of its package. */
export type ActualThread = {
  readonly key: string;
  readonly name: string;
  readonly packageM: number;
};

/**
 * Checks an order's actual use against the threads of its approved version: one line for
 * each thread (`Spool.Actuals:ThreadListMismatch` otherwise), and no remainder longer than
 * the packages not returned full hold (`Spool.Actuals:RemainderTooLong`, naming the thread).
 * The lines come back in the threads' order.
 *
 * @param lines - the lines as sent, each valid on its own ({@link actualLineSchema})
 * @param threads - the version's threads, with their package lengths in m
 */
export function checkActualLines(
  lines: readonly ActualLine[],
  threads: readonly ActualThread[],
): ActualLine[] {
  const byKey = new Map(lines.map((line) => [line.threadKey, line]));
  if (byKey.size !== lines.length || lines.length !== threads.length) {
    throw new DomainError('Spool.Actuals:ThreadListMismatch');
  }
  return threads.map((thread) => {
    const line = byKey.get(thread.key);
    if (!line) throw new DomainError('Spool.Actuals:ThreadListMismatch');
    const problem = remainderProblem(line, thread.packageM);
    if (problem) {
      throw new DomainError('Spool.Actuals:RemainderTooLong', {
        thread: thread.name,
        max: Math.round(problem.maxM * 100) / 100,
      });
    }
    return line;
  });
}

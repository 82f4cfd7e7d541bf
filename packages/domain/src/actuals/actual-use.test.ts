import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import {
  actualLineSchema,
  actualUseM,
  checkActualLines,
  metresPerGramOfTex,
  remainderProblem,
  type ActualLine,
} from './actual-use.js';

/** Four 5,000 m cones out, one back unopened, 1,200 m left on the others. */
const corespun: ActualLine = {
  threadKey: 'corespun',
  issued: 4,
  returnedFull: 1,
  remainder: { by: 'length', lengthM: 1200 },
};

/** The messages zod gives a line, each with where it is: "returnedFull actuals.validation…". */
const problems = (line: unknown) => {
  const parsed = actualLineSchema.safeParse(line);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
};

describe('actual use of a thread', () => {
  it('is the packages that did not come back full, less what is left on them', () => {
    // (4 - 1) x 5,000 - 1,200 = 13,800 m.
    expect(actualUseM(corespun, 5000)).toBe(13_800);
    // Nothing returned: 2 x 2,500 = 5,000 m.
    expect(
      actualUseM(
        { ...corespun, issued: 2, returnedFull: 0, remainder: { by: 'length', lengthM: 0 } },
        2500,
      ),
    ).toBe(5000);
  });

  it('reads a weighed remainder with the thread’s metres per gram', () => {
    // Tex 25 is 25 g per 1,000 m: 40 m per gram; 30 g are 1,200 m, as measured above.
    expect(metresPerGramOfTex(25)).toBe(40);
    const weighed = { ...corespun, remainder: { by: 'weight', grams: 30, metresPerGram: 40 } };
    expect(actualUseM(actualLineSchema.parse(weighed), 5000)).toBe(13_800);
  });

  it('refuses negative numbers, naming each field', () => {
    expect(
      problems({
        ...corespun,
        issued: -1,
        returnedFull: -2,
        remainder: { by: 'length', lengthM: -5 },
      }),
    ).toEqual([
      'issued actuals.validation.negative',
      'returnedFull actuals.validation.negative',
      'remainder.lengthM actuals.validation.negative',
    ]);
    expect(
      problems({ ...corespun, remainder: { by: 'weight', grams: -1, metresPerGram: 0 } }),
    ).toEqual([
      'remainder.grams actuals.validation.negative',
      'remainder.metresPerGram validation.positive',
    ]);
  });

  it('refuses more packages returned full than issued, and part packages', () => {
    expect(problems({ ...corespun, issued: 2, returnedFull: 3 })).toEqual([
      'returnedFull actuals.validation.returnedAboveIssued',
    ]);
    expect(problems({ ...corespun, issued: 2.5 })).toEqual(['issued validation.wholeNumber']);
    expect(problems({ ...corespun, issued: 3, returnedFull: 3 })).toEqual([]);
    // A negative issue is said once, not again as fewer issued than returned.
    expect(problems({ ...corespun, issued: -1, returnedFull: 1 })).toEqual([
      'issued actuals.validation.negative',
    ]);
  });

  it('refuses a remainder longer than the packages not returned full hold', () => {
    // Three opened 5,000 m cones hold 15,000 m at most.
    const full = { ...corespun, remainder: { by: 'length' as const, lengthM: 15_000 } };
    expect(remainderProblem(full, 5000)).toBeUndefined();
    expect(
      remainderProblem({ ...full, remainder: { by: 'length', lengthM: 15_000.5 } }, 5000),
    ).toEqual({ key: 'actuals.validation.remainderTooLong', maxM: 15_000 });
    // All returned full: nothing can be left on an opened package.
    expect(remainderProblem({ ...corespun, issued: 2, returnedFull: 2 }, 5000)?.maxM).toBe(0);
  });
});

describe('an order’s lines against its approved threads', () => {
  const threads = [
    { key: 'corespun', name: 'Northstar Corespun 120 Navy', packageM: 5000 },
    { key: 'spun', name: 'Lumen Spun 120 Navy', packageM: 2500 },
  ];
  const spun: ActualLine = {
    threadKey: 'spun',
    issued: 2,
    returnedFull: 0,
    remainder: { by: 'length', lengthM: 100 },
  };

  const codeOf = (work: () => unknown) => {
    try {
      work();
    } catch (error) {
      return error instanceof DomainError ? [error.code, error.params] : error;
    }
    return undefined;
  };

  it('takes one line per thread, in the threads’ order', () => {
    expect(checkActualLines([spun, corespun], threads).map((line) => line.threadKey)).toEqual([
      'corespun',
      'spun',
    ]);
  });

  it('refuses a missing, unknown or repeated thread', () => {
    expect(codeOf(() => checkActualLines([corespun], threads))).toEqual([
      'Spool.Actuals:ThreadListMismatch',
      {},
    ]);
    expect(
      codeOf(() => checkActualLines([corespun, { ...spun, threadKey: 'other' }], threads)),
    ).toEqual(['Spool.Actuals:ThreadListMismatch', {}]);
    expect(codeOf(() => checkActualLines([corespun, corespun, spun], threads))).toEqual([
      'Spool.Actuals:ThreadListMismatch',
      {},
    ]);
  });

  it('names the thread whose remainder is too long, and what its packages hold', () => {
    const tooMuch = { ...spun, remainder: { by: 'length' as const, lengthM: 5000.01 } };
    expect(codeOf(() => checkActualLines([corespun, tooMuch], threads))).toEqual([
      'Spool.Actuals:RemainderTooLong',
      { thread: 'Lumen Spun 120 Navy', max: 5000 },
    ]);
  });
});

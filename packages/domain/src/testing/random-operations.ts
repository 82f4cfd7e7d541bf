import fc from 'fast-check';
import type { OperationInput } from '../consumption/operation-input.js';
import { navyAstra, navyAstraHeavy, operationOf, whiteAstraHeavy, whiteEpic } from './fixtures.js';

/** Seams, overlocks, cover stitches and a cycle stitch, for property tests. */
const stitchCodes = ['301', '401', '504', '602', '3042', '205', '516'];

/**
 * A random complete operation of the fixtures' threads (one priced in no colour group of the
 * cost file among them): any seam length up to 3 m, rows, machines.
 */
export const randomOperation = fc
  .record({
    code: fc.constantFrom(...stitchCodes),
    seamLengthCm: fc.double({ min: 0, max: 300, noNaN: true }),
    rows: fc.integer({ min: 1, max: 12 }),
    machines: fc.integer({ min: 1, max: 8 }),
    thread: fc.constantFrom(navyAstra, navyAstraHeavy, whiteEpic, whiteAstraHeavy),
  })
  .map(({ code, thread, ...values }): OperationInput => {
    const base = operationOf(code, {}, thread);
    return {
      ...base,
      machines: values.machines,
      ...('seamLengthCm' in base && { seamLengthCm: values.seamLengthCm }),
      ...('rows' in base && { rows: values.rows }),
    };
  });

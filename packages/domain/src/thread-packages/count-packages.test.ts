import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fullPackages,
  packageCountTolerance,
  packagesByLength,
  packagesBySetUp,
  packagesToBuy,
  partPackages,
  unusedThread,
} from './count-packages.js';

describe('counting packages', () => {
  it('needs 13 cones of 3000 m for 37 980 m (shirt example, textilecalculation.blogspot.com)', () => {
    expect(packagesByLength(37_980, 3000)).toBe(13);
  });

  it('reconciles the shirt example with a set-up of 15 cones: 12 full + 1 part + 2 extra, 7 020 m unused', () => {
    // 37 980 m of 3000 m cones (textilecalculation.blogspot.com): 12 emptied, the 13th opened
    // with 1 980 m drawn (1 020 m left); 15 thread positions need 2 more cones, left unused.
    const bought = packagesToBuy(packagesByLength(37_980, 3000), 15);
    expect([
      bought,
      fullPackages(37_980, 3000),
      partPackages(37_980, 3000),
      bought - packagesByLength(37_980, 3000),
    ]).toEqual([15, 12, 1, 2]);
    expect(unusedThread(bought, 3000, 37_980)).toBe(1_020 + 2 * 3000);
    expect(bought * 3000).toBe(37_980 + unusedThread(bought, 3000, 37_980));
  });

  it("needs 93 cones of 5000 m for 461 450 m (T-shirt example; the source's 101 is its own slip)", () => {
    expect(packagesByLength(461_450, 5000)).toBe(93);
  });

  it('does not buy a cone for floating-point noise: three 2000 m needs summed are 3 cones', () => {
    const summed = 0.1 * 20_000 + 0.2 * 20_000 + 0.3 * 10_000 + 1e-12;
    expect(packagesByLength(summed, 3000)).toBe(3);
    expect(partPackages(summed, 3000)).toBe(0);
  });

  it('leaves one part package unless the requirement is a whole number of packages', () => {
    expect(partPackages(5000, 2000)).toBe(1);
    expect(partPackages(6000, 2000)).toBe(0);
    expect(partPackages(0, 2000)).toBe(0);
  });

  it('needs a package per thread position on every machine and production line', () => {
    // 3 machines with a 2-needle line and 1 machine with a single thread, on 2 production lines.
    expect(
      packagesBySetUp(
        [
          { machines: 3, threadCount: 2 },
          { machines: 1, threadCount: 1 },
        ],
        2,
      ),
    ).toBe(14);
  });

  it('buys the larger of the two counts and reports the rest as unused thread', () => {
    expect(packagesToBuy(3, 14)).toBe(14);
    expect(packagesToBuy(20, 14)).toBe(20);
    expect(unusedThread(14, 5000, 12_345)).toBe(57_655);
  });
});

describe('properties of package counts', () => {
  const requirement = fc.double({ min: 0, max: 1e8, noNaN: true });
  const packageLength = fc.double({ min: 1, max: 20_000, noNaN: true });
  const setUp = fc.integer({ min: 0, max: 500 });

  it('always covers the requirement: N x P >= R (to the stated tolerance of 1e-9 packages)', () => {
    fc.assert(
      fc.property(requirement, packageLength, setUp, (r, p, bySetUp) => {
        const n = packagesToBuy(packagesByLength(r, p), bySetUp);
        expect(n * p).toBeGreaterThanOrEqual(r - packageCountTolerance * p);
      }),
    );
  });

  it('never leaves negative unused thread', () => {
    fc.assert(
      fc.property(requirement, packageLength, setUp, (r, p, bySetUp) => {
        const n = packagesToBuy(packagesByLength(r, p), bySetUp);
        expect(unusedThread(n, p, r)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('splits the packages by length into full ones and at most one part package', () => {
    fc.assert(
      fc.property(requirement, packageLength, (r, p) => {
        const part = partPackages(r, p);
        expect([0, 1]).toContain(part);
        expect(fullPackages(r, p) + part).toBe(packagesByLength(r, p));
        expect(packagesByLength(r, p) - 1).toBeLessThan(r / p + packageCountTolerance);
      }),
    );
  });
});

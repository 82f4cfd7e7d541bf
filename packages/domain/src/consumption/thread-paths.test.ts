import { describe, expect, it } from 'vitest';
import { operationOf } from '../testing/fixtures.js';
import { estimateOperation } from './estimate-operation.js';
import { getStitchType, stitchCatalogue } from './stitch-catalogue.js';
import { defaultStitchSetting } from './stitch-setting.js';

const derivedCodes = [
  '103',
  '104',
  '105',
  '106',
  '108',
  '109',
  ...Array.from({ length: 20 }, (_, i) => String(201 + i)),
];

/** cm of thread per 10 cm of seam of a one-line stitch at a rate, from its Default. */
const per10Cm = (code: string, ratePer3Cm: number) =>
  estimateOperation(
    operationOf(code, { ratePer3Cm, seamLengthCm: 10 }),
    defaultStitchSetting(code),
  ).lines.reduce((sum, line) => sum + line.consumptionCm, 0);

describe('thread paths derived where no formula is published', () => {
  it('derives a path for exactly the 26 stitches without a published formula', () => {
    const derived = stitchCatalogue.filter((stitch) =>
      stitch.components.some((c) => c.threadPathSource === 'derived'),
    );
    expect(derived.map((stitch) => stitch.code)).toEqual(derivedCodes);
    for (const stitch of stitchCatalogue) {
      for (const line of stitch.components) {
        if (line.geometry) expect(line.threadPath).toBe(line.geometry);
      }
    }
  });

  it.each(['103', '104', '105', '106', '108', '109'])(
    '%s follows the single-thread chain of 101: 3 + 2TS',
    (code) => {
      expect(getStitchType(code).components[0]?.threadPath).toEqual({
        form: 'linear',
        a: 3,
        t: 2,
        w: 0,
      });
    },
  );

  it.each(derivedCodes.filter((code) => code.startsWith('2')))(
    '%s follows the running stitch: 1 + TS',
    (code) => {
      expect(getStitchType(code).components[0]?.threadPath).toEqual({
        form: 'linear',
        a: 1,
        t: 1,
        w: 0,
      });
    },
  );

  it.each(derivedCodes)('%s gives the catalogue figure at 7 stitches per cm', (code) => {
    // Catalogue ratios: 103 4.5, 205 1.5, other class 200 2.5, the rest 4.0 cm per cm.
    const catalogue = code === '103' ? 45 : code === '205' ? 15 : code.startsWith('2') ? 25 : 40;
    expect(per10Cm(code, 21)).toBeCloseTo(catalogue, 9);
  });

  it('moves 104 with the rate as 101 moves: 40 x (3 + 2 x 0.1 x 11/3) / (3 + 2 x 0.1 x 7) at 11 per 3 cm', () => {
    expect(per10Cm('104', 11)).toBeCloseTo((40 * (3 + 0.2 * (11 / 3))) / (3 + 0.2 * 7), 9);
    expect(per10Cm('104', 11)).toBeCloseTo(per10Cm('101', 11), 9);
  });

  it('moves a hand stitch with the rate: 205 at 11 per 3 cm takes 15 x (1 + 0.1 x 11/3) / 1.7', () => {
    expect(per10Cm('205', 11)).toBeCloseTo((15 * (1 + 0.1 * (11 / 3))) / 1.7, 9);
    expect(per10Cm('205', 30)).toBeGreaterThan(per10Cm('205', 11));
  });

  it('asks the rate of every one of them, since it matters', () => {
    for (const code of derivedCodes) expect(getStitchType(code).visibleInputs.rate).toBe(true);
  });

  it('makes the rate matter for every stitch that asks it', () => {
    for (const stitch of stitchCatalogue.filter((s) => s.visibleInputs.rate && !s.isCycle)) {
      expect(per10Cm(stitch.code, 30), stitch.code).toBeGreaterThan(per10Cm(stitch.code, 11));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import {
  findStitchType,
  getStitchType,
  stitchCatalogue,
  stitchTypeCodes,
} from './stitch-catalogue.js';

describe('the stitch catalogue', () => {
  it('holds the 75 stitch codes of shared/data/stitch-catalogue.json, each once', () => {
    expect(stitchTypeCodes).toHaveLength(75);
    expect(new Set(stitchTypeCodes).size).toBe(75);
    expect(stitchTypeCodes).toEqual(
      expect.arrayContaining(['101', '220', '401A', '607K', '4012G', '4045']),
    );
  });

  it('gives every stitch between one and four component lines, each with at least one thread', () => {
    for (const stitch of stitchCatalogue) {
      expect(stitch.components.length).toBeGreaterThanOrEqual(1);
      expect(stitch.components.length).toBeLessThanOrEqual(4);
      for (const component of stitch.components)
        expect(component.threadCount).toBeGreaterThanOrEqual(1);
    }
  });

  it('finds a stitch type by its exact code', () => {
    const stitch = getStitchType('602');
    expect(stitch.isoName).toMatch(/two-needle four-thread covering stitch/i);
    expect(stitch.components.map((c) => [c.group, c.threadCount])).toEqual([
      ['needle', 2],
      ['under', 1],
      ['top', 1],
    ]);
    // Section 9's bight for a two-needle cover stitch; the catalogue's 5.6 mm stays apart.
    expect(stitch.defaultBightMm).toBe(6);
    expect(stitch.catalogueEstimates.bightMm).toBe(5.6);
    expect(findStitchType('401A')?.variantOf).toBe('401');
  });

  it('throws StitchTypeNotFound from getStitchType and returns undefined from findStitchType for an unknown code', () => {
    expect(findStitchType('999')).toBeUndefined();
    expect(() => getStitchType('999')).toThrow(DomainError);
    try {
      getStitchType('999');
    } catch (error) {
      expect(error).toMatchObject({
        code: 'Spool.Consumption:StitchTypeNotFound',
        kind: 'notFound',
        params: { code: '999' },
      });
    }
  });

  it("folds the four-digit codes' multiplier into their coefficients (3015 = five rows of 301)", () => {
    expect(getStitchType('3015').components[0]?.geometry).toEqual({
      form: 'linear',
      a: 5,
      t: 5,
      w: 0,
    });
    expect(getStitchType('301').components[0]?.geometry).toEqual({
      form: 'linear',
      a: 1,
      t: 1,
      w: 0,
    });
  });

  it('reads the zigzag expressions as a * sqrt(1 + (W S)^2) + t * T * S', () => {
    const [needle, looper] = getStitchType('405').components;
    expect(needle?.geometry).toMatchObject({ form: 'zigzag', a: 2, t: 4 });
    expect(looper?.geometry).toMatchObject({ form: 'zigzag', a: 6, t: 0 });
  });

  it('has no published geometry for the stitches no formula is published for', () => {
    const withoutGeometry = stitchCatalogue.filter((s) =>
      s.components.some((c) => c.geometry === null),
    );
    expect(withoutGeometry.map((s) => s.code)).toEqual([
      '103',
      '104',
      '105',
      '106',
      '108',
      '109',
      ...Array.from({ length: 20 }, (_, i) => String(201 + i)),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { catalogueComponentNameKey, catalogueComponentNames } from './component-names.js';
import { stitchCatalogue } from './stitch-catalogue.js';

describe("the catalogue's component names", () => {
  it('has a text key for every component name of the 75 stitch types, and none spare', () => {
    const used = new Set(stitchCatalogue.flatMap((stitch) => stitch.components.map((c) => c.name)));
    const missing = [...used].filter((name) => catalogueComponentNameKey(name) === undefined);
    expect(missing).toEqual([]);
    expect(new Set(Object.values(catalogueComponentNames))).toEqual(used);
  });

  it('knows a default name exactly as the catalogue spells it, and no name a tenant typed', () => {
    expect(catalogueComponentNameKey('Looper thread')).toBe('looperThread');
    expect(catalogueComponentNameKey('Needle thread(s)')).toBe('needleThreadOrThreads');
    expect(catalogueComponentNameKey('Fil de boucleur')).toBeUndefined();
    expect(catalogueComponentNameKey('looper thread')).toBeUndefined();
    expect(catalogueComponentNameKey('Looper thread ')).toBeUndefined();
  });
});

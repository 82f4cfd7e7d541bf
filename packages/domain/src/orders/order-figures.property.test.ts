import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packageLengthM } from '../catalogue/thread-catalogue.js';
import { estimateStyle } from '../consumption/estimate-style.js';
import { builtInDefaultSetting } from '../consumption/stitch-setting.js';
import { planThreadUsage } from '../thread-packages/plan-thread-usage.js';
import { threadKeyOf } from '../thread-packages/thread-requirements.js';
import { costFile, threadCatalogue } from '../testing/fixtures.js';
import { randomOperation } from '../testing/random-operations.js';
import { colourwaySchema, effectiveOrder, styleThreadsOf } from './colourways.js';
import { estimateOrder } from './order-figures.js';
import { sizeRangeSchema } from './size-range.js';

const header = fc.record({
  operations: fc.array(randomOperation, { minLength: 1, maxLength: 5 }),
  garments: fc.integer({ min: 1, max: 200_000 }),
  productionLines: fc.integer({ min: 1, max: 20 }),
  allowancePercent: fc.integer({ min: 0, max: 50 }),
  lengthUnit: fc.constantFrom('metric' as const, 'imperial' as const),
  size: fc.constantFrom('', 'M', '104'),
});

describe('properties of order figures', () => {
  it('gives a style of one colourway in one size its Thread Usage figures, bit for bit', () => {
    fc.assert(
      fc.property(header, (s) => {
        const style = {
          name: 'Random',
          garments: s.garments,
          productionLines: s.productionLines,
          lengthUnit: s.lengthUnit,
          size: s.size,
        };
        const setting = builtInDefaultSetting(s.allowancePercent);
        const today = planThreadUsage(
          estimateStyle(style, s.operations, setting, threadCatalogue),
          {
            garments: s.garments,
            productionLines: s.productionLines,
            allowancePercent: s.allowancePercent,
          },
          costFile,
        );
        const { range, colourways } = effectiveOrder({ ...style, color: 'Navy' }, null, []);
        const figures = estimateOrder({
          style,
          operations: s.operations,
          setting,
          catalogue: threadCatalogue,
          range,
          colourways,
          runMode: 'sequential',
          costFile,
        });
        const bare = figures.threads.map((row) => {
          const {
            styleThreadKey: _key,
            shadeToBeDecided: _open,
            colourways: _runs,
            requirementM: _metres,
            ...rest
          } = row;
          return rest;
        });
        expect(bare).toEqual(today.threadRequirementDetails);
        expect({ ...figures.usage, threadRequirementDetails: bare }).toEqual(today);
        expect(figures.sizes[0]?.threadPerGarment).toBe(
          estimateStyle(style, s.operations, setting, threadCatalogue).totalConsumption,
        );
      }),
      { numRuns: 150 },
    );
  });

  const orderScenario = fc.record({
    operations: fc.array(randomOperation, { minLength: 1, maxLength: 4 }),
    grades: fc.array(fc.integer({ min: -50, max: 100 }), { minLength: 1, maxLength: 5 }),
    colourways: fc.array(
      fc.record({
        dtm: fc.constantFrom('Navy 2041', 'Black', 'Optic White', null),
        quantities: fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 5, maxLength: 5 }),
        allDtm: fc.boolean(),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    runMode: fc.constantFrom('sequential' as const, 'concurrent' as const),
  });

  it('sums the colourways into the order and buys R + unused for every thread', () => {
    fc.assert(
      fc.property(orderScenario, (s) => {
        const range = sizeRangeSchema.parse({
          sizes: [
            { name: 'B', gradePercent: 0 },
            ...s.grades.map((g, i) => ({ name: `S${i}`, gradePercent: g })),
          ],
          baseSize: 'B',
        });
        const rows = styleThreadsOf(s.operations);
        const colourways = s.colourways.map((c, index) =>
          colourwaySchema.parse({
            name: `C${index}`,
            dtmShade: c.dtm,
            quantities: Object.fromEntries(
              range.sizes.map((size, i) => [size.name, c.quantities[i] ?? 0]),
            ),
            threadShades: c.allDtm
              ? Object.fromEntries(rows.map((row) => [row.key, { kind: 'dtm' }]))
              : {},
          }),
        );
        const figures = estimateOrder({
          style: { name: 'Random', garments: 1, productionLines: 2 },
          operations: s.operations,
          setting: builtInDefaultSetting(5),
          catalogue: threadCatalogue,
          range,
          colourways,
          runMode: s.runMode,
          costFile,
        });
        const ordered = figures.colourways.reduce((sum, c) => sum + c.requirement, 0);
        expect(figures.usage.totalUnusedThread.requirement).toBeCloseTo(ordered, 6);
        expect(figures.garments).toBe(figures.colourways.reduce((sum, c) => sum + c.garments, 0));
        for (const thread of figures.threads) {
          const packageM = packageLengthM({ length: thread.packageLength, unit: thread.unit });
          expect(thread.quantity * packageM).toBeCloseTo(
            thread.requirement + thread.unusedThread,
            5,
          );
          expect(thread.unusedThread).toBeGreaterThanOrEqual(0);
          expect(thread.quantity).toBe(
            thread.fullPackages + thread.partPackages + thread.extraPackages,
          );
          if (!thread.shadeToBeDecided) {
            // Bought together, never more than each colourway bought alone.
            const alone = figures.colourways
              .flatMap((c) => c.threads)
              .filter((t) => !t.shadeToBeDecided && threadKeyOf(t) === threadKeyOf(thread));
            expect(thread.quantity).toBeLessThanOrEqual(
              alone.reduce((sum, t) => sum + t.quantity, 0),
            );
          }
        }
        expect(figures.hasShadesToBeDecided).toBe(figures.threads.some((t) => t.shadeToBeDecided));
      }),
      { numRuns: 100 },
    );
  });
});

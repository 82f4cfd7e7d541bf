/**
 * Deterministic, realistic inputs for the engine benchmark: a thread catalogue (brands,
 * ticket/tex entries, package sizes, shades in the five colour groups), a cost file, a
 * custom setting, an order, and styles of any number of operations. Every figure comes
 * from a seeded PRNG, so two runs measure exactly the same work.
 */
import {
  colourGroupCodes,
  customSettingSchema,
  newOperationDefaults,
  defaultStitchSetting,
  getStitchType,
  isOperationComplete,
  stitchSettingFor,
  stitchTypeCodes,
  ticketToTex,
  type ColourGroupCode,
  type ComponentLineInput,
  type CostFileInput,
  type CostFileRow,
  type CustomSettingInput,
  type OperationInput,
  type StitchSetting,
  type StyleDetailsInput,
  type ThreadCatalogueInput,
  type ThreadOrder,
} from '@spool/domain';

/** Mulberry32: small, fast, and good enough to pick inputs; never Math.random. */
export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = int(0, index);
      const a = copy[index] as T;
      copy[index] = copy[other] as T;
      copy[other] = a;
    }
    return copy;
  };
  return { next, int, pick, shuffle };
}

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

type BrandPlan = {
  id: number;
  name: string;
  /** Article prefix; null for a brand that sells without article numbers. */
  articlePrefix: string | null;
  tickets: readonly number[];
  packages: readonly { length: number; unit: 'm' | 'yd' }[];
  /** Price factor of the brand against the base price of a package. */
  priceFactor: number;
  /** Colour groups the cost file leaves unpriced (a realistic gap, flagged by the plan). */
  unpricedGroups: readonly ColourGroupCode[];
};

const brandPlans: readonly BrandPlan[] = [
  {
    id: 1,
    name: 'Astra',
    articlePrefix: 'AS',
    tickets: [180, 120, 80, 50],
    packages: [
      { length: 5000, unit: 'm' },
      { length: 2500, unit: 'm' },
      { length: 1000, unit: 'm' },
    ],
    priceFactor: 1,
    unpricedGroups: [],
  },
  {
    id: 2,
    name: 'Epic',
    articlePrefix: 'EP',
    tickets: [150, 120, 75, 36],
    packages: [
      { length: 6000, unit: 'yd' },
      { length: 3000, unit: 'yd' },
    ],
    priceFactor: 1.15,
    unpricedGroups: [],
  },
  {
    id: 3,
    name: 'Corona',
    articlePrefix: 'CR',
    tickets: [160, 120, 100, 60, 30],
    packages: [
      { length: 4000, unit: 'm' },
      { length: 2000, unit: 'm' },
    ],
    priceFactor: 0.9,
    unpricedGroups: [],
  },
  {
    id: 4,
    name: 'Perma',
    articlePrefix: null,
    tickets: [120, 80],
    packages: [
      { length: 5000, unit: 'm' },
      { length: 10000, unit: 'm' },
    ],
    priceFactor: 0.8,
    unpricedGroups: ['U'],
  },
];

const shadesByGroup: Readonly<Record<ColourGroupCode, readonly string[]>> = {
  C: [
    'Navy 2041',
    'Red 1120',
    'Bottle Green 3310',
    'Royal Blue 2205',
    'Burgundy 1450',
    'Grey 7020',
    'Khaki 5010',
    'Sky 2110',
    'Orange 1302',
    'Olive 5230',
  ],
  B: ['Black', 'Jet Black'],
  N: ['Ecru', 'Natural', 'Sand 5002'],
  U: ['Unbleached', 'Raw 0001'],
  W: ['Optic White', 'White', 'Snow White'],
};

/** The colour groups' share of a style's threads: mostly colours, then whites and black. */
const groupWeights: readonly [ColourGroupCode, number][] = [
  ['C', 0.55],
  ['W', 0.15],
  ['B', 0.15],
  ['N', 0.1],
  ['U', 0.05],
];

const groupPriceFactor: Readonly<Record<ColourGroupCode, number>> = {
  C: 1.1,
  B: 1,
  N: 0.95,
  U: 0.9,
  W: 1.05,
};

const ticketTexId = (brandId: number, index: number): number => brandId * 100 + index + 1;
const packageSizeId = (ticketId: number, index: number): number => ticketId * 10 + index + 1;
const articleOf = (brand: BrandPlan, ticket: number, pack: BrandPlan['packages'][number]) =>
  brand.articlePrefix === null
    ? null
    : `${brand.articlePrefix}${ticket}-${pack.length}${pack.unit === 'yd' ? 'Y' : ''}`;

/** Four brands, 15 ticket/tex entries, 34 package sizes (m and yd), 20 shades in 5 groups. */
export function threadCatalogue(): ThreadCatalogueInput {
  const brands = brandPlans.map(({ id, name }) => ({ id, name }));
  const ticketTexes = brandPlans.flatMap((brand) =>
    brand.tickets.map((ticket, index) => ({
      id: ticketTexId(brand.id, index),
      brandId: brand.id,
      ticket,
      tex: round(ticketToTex(ticket), 1),
    })),
  );
  const packageSizes = brandPlans.flatMap((brand) =>
    brand.tickets.flatMap((ticket, ticketIndex) =>
      brand.packages.map((pack, index) => ({
        id: packageSizeId(ticketTexId(brand.id, ticketIndex), index),
        ticketTexId: ticketTexId(brand.id, ticketIndex),
        length: pack.length,
        unit: pack.unit,
        article: articleOf(brand, ticket, pack),
      })),
    ),
  );
  const shades = colourGroupCodes.flatMap((colourGroup) =>
    shadesByGroup[colourGroup].map((name) => ({ name, colourGroup })),
  );
  return { brands, ticketTexes, packageSizes, shades };
}

/** Base price of a package, EUR, by its length in metres (longer cones cost less per metre). */
const basePrice = (metres: number): number => 0.35 + metres * 0.00075;

/**
 * The tenant's prices: a generic row per brand, colour group and package size, and an
 * article row (a negotiated price) for every article in every colour group. Perma has no
 * price for unbleached shades, so a style using one shows a missing price, as in life.
 */
export function costFile(): CostFileInput {
  const rows: CostFileRow[] = [];
  for (const brand of brandPlans) {
    for (const colourGroup of colourGroupCodes) {
      if (brand.unpricedGroups.includes(colourGroup)) continue;
      const factor = brand.priceFactor * groupPriceFactor[colourGroup];
      for (const pack of brand.packages) {
        const metres = pack.unit === 'yd' ? pack.length * 0.9144 : pack.length;
        const generic = round(basePrice(metres) * factor, 2);
        rows.push({
          brandId: brand.id,
          article: null,
          colourGroup,
          ...packageOf(pack),
          price: generic,
        });
        for (const ticket of brand.tickets) {
          const article = articleOf(brand, ticket, pack);
          if (article === null) continue;
          // Finer threads cost a little more per cone; the article row wins over the generic one.
          const price = round(generic * (0.92 + ticket / 1500), 2);
          rows.push({ brandId: brand.id, article, colourGroup, ...packageOf(pack), price });
        }
      }
    }
  }
  return { currencyUnit: 'EUR', rows };
}

const packageOf = (pack: BrandPlan['packages'][number]) => ({
  packageLength: pack.length,
  packageUnit: pack.unit,
});

/**
 * A custom setting as a tenant keeps it: allowance 8 %, tickets, and measured values for
 * every third stitch type of the catalogue (needle, under, top within 15 % of the Default,
 * waste 10 to 20 %); the other stitch types use the built-in Default.
 */
export function customSetting(seed: number): CustomSettingInput {
  const random = seededRandom(seed);
  const stitchSettings: Record<string, StitchSetting> = {};
  stitchTypeCodes.forEach((code, index) => {
    if (index % 3 !== 0) return;
    const base = defaultStitchSetting(code);
    const adjust = (value: number) => Math.max(0, Math.round(value * (0.85 + random.next() * 0.3)));
    stitchSettings[code] = {
      needle: adjust(base.needle),
      under: adjust(base.under),
      top: adjust(base.top),
      bightMm: base.bightMm,
      wastePercent: random.int(10, 20),
    };
  });
  return { name: 'Bench setting', allowancePercent: 8, ticketMode: 'tkt', stitchSettings };
}

export const garments = 2400;
export const productionLines = 3;

export function orderFor(setting: CustomSettingInput): ThreadOrder {
  return { garments, productionLines, allowancePercent: setting.allowancePercent };
}

export function styleDetails(operationCount: number): StyleDetailsInput {
  return {
    name: `Bench polo, ${operationCount} operations`,
    customer: 'Northwind Apparel',
    createdBy: 'Bench',
    productCategory: 'Tops',
    productType: 'Polo shirt',
    weightType: 'standard',
    color: 'Navy',
    size: 'M',
    garments,
    productionLines,
    lengthUnit: 'metric',
  };
}

type ThreadReference = Required<Omit<ComponentLineInput, 'needleName'>>;

const operationNames = [
  'Attach collar',
  'Close side seams',
  'Hem sleeves',
  'Topstitch placket',
  'Bartack pocket',
  'Set sleeves',
  'Hem body',
  'Attach label',
  'Sew buttons',
  'Buttonholes',
  'Join shoulders',
  'Tape neck',
  'Cover stitch hem',
  'Overlock armholes',
  'Attach cuffs',
  'Edge stitch yoke',
];

/**
 * The threads a style runs: a few shades (mostly colours) in a few ticket/package choices
 * of one main brand and a secondary one. Bigger styles run more threads: 2 x sqrt(operations),
 * 6 to 40 (10 operations: 6, 100: 20, 500: 40).
 */
function threadPalette(random: Random, catalogue: ThreadCatalogueInput, size: number) {
  const [main, secondary] = random.shuffle(brandPlans);
  if (main === undefined || secondary === undefined) throw new Error('too few brands');
  const palette: ThreadReference[] = [];
  const seen = new Set<string>();
  while (palette.length < size) {
    const brand = random.next() < 0.75 ? main : secondary;
    const ticketTexes = catalogue.ticketTexes.filter((entry) => entry.brandId === brand.id);
    const ticketTex = random.pick(ticketTexes);
    const packageSize = random.pick(
      catalogue.packageSizes.filter((entry) => entry.ticketTexId === ticketTex.id),
    );
    const shade = random.pick(shadesByGroup[weightedGroup(random)]);
    const reference = {
      brandId: brand.id,
      ticketTexId: ticketTex.id,
      packageSizeId: packageSize.id,
      shade,
    };
    const key = JSON.stringify(reference);
    if (seen.has(key)) continue;
    seen.add(key);
    palette.push(reference);
  }
  return palette;
}

function weightedGroup(random: Random): ColourGroupCode {
  let draw = random.next();
  for (const [group, weight] of groupWeights) {
    if (draw < weight) return group;
    draw -= weight;
  }
  return 'C';
}

/**
 * A style of `operationCount` operations, cycling through the catalogue's stitch types in a
 * seeded order (1 to 4 component lines each, as the stitch type has), each line running a
 * thread of the style's palette (the first threads most often), with varied seam lengths,
 * rates, bights, thicknesses, rows or cycles, and 1 to 6 machines. Hidden inputs are left out,
 * as the operation dialog leaves them.
 */
export function generateOperations(
  operationCount: number,
  setting: CustomSettingInput,
  catalogue: ThreadCatalogueInput,
  seed: number,
): OperationInput[] {
  const random = seededRandom(seed);
  const parsedSetting = customSettingSchema.parse(setting);
  const codes = random.shuffle(stitchTypeCodes);
  const paletteSize = Math.min(40, Math.max(6, Math.round(2 * Math.sqrt(operationCount))));
  const palette = threadPalette(random, catalogue, paletteSize);
  const thread = (): ThreadReference =>
    palette[Math.floor(random.next() ** 2 * palette.length)] ?? random.pick(palette);

  return Array.from({ length: operationCount }, (_, index): OperationInput => {
    const code = codes[index % codes.length] ?? '301';
    const stitch = getStitchType(code);
    const defaults = newOperationDefaults(code, stitchSettingFor(parsedSetting, code));
    const visible = stitch.visibleInputs;
    const bight = defaults.bightMm ?? stitch.defaultBightMm ?? 4;
    const operation: OperationInput = {
      id: index + 1,
      description: `${operationNames[index % operationNames.length] ?? 'Seam'} (${code})`,
      stitchTypeCode: code,
      ...(visible.seamLength && { seamLengthCm: round(5 + random.next() * 145, 1) }),
      ...(visible.rate && {
        ratePer3Cm: Math.max(3, stitch.defaultRatePer3Cm + random.int(-2, 2)),
      }),
      ...(visible.bight && { bightMm: round(Math.max(1, bight + random.next() * 2 - 1), 2) }),
      ...(visible.seamThickness && { seamThicknessMm: round(0.5 + random.next() * 2.5, 1) }),
      ...(visible.quantity && { rows: stitch.isCycle ? random.int(1, 12) : random.int(1, 3) }),
      machines: random.next() < 0.6 ? random.int(1, 2) : random.int(3, 6),
      lines: defaults.lines.map(({ needleName }) => ({ needleName, ...thread() })),
    };
    if (!isOperationComplete(operation)) {
      throw new Error(`generated operation ${index + 1} (${code}) is not complete`);
    }
    return operation;
  });
}

import { colourGroupCodes, colourGroupNames, getStitchType, stitchCatalogue } from '@spool/domain';
import type { Tx } from '../../platform/db/database.js';
import {
  brands,
  packageSizes,
  stitchTypes,
  ticketTexes,
} from '../../platform/db/schema/reference.js';
import { colourGroups, shades, systemConfigurations } from '../../platform/db/schema/settings.js';

/**
 * A small, realistic example thread range for a new tenant: three brands of
 * industrial sewing thread with their usual ticket/tex pairs and cone lengths.
 * The names are made up; the numbers are what the trade sells (CONSUMPTION.md
 * section 5: ticket x tex is about 3,000 for polyester corespun, 3,300 for spun).
 */
export const exampleThreadRange = [
  {
    brand: 'Northstar Corespun',
    threads: [
      {
        ticket: 120,
        tex: 27,
        cones: [
          { lengthM: 5000, article: 'NSC120-5K' },
          { lengthM: 2500, article: 'NSC120-2K5' },
        ],
      },
      { ticket: 180, tex: 18, cones: [{ lengthM: 5000, article: 'NSC180-5K' }] },
    ],
  },
  {
    brand: 'Lumen Spun Polyester',
    threads: [
      { ticket: 120, tex: 27, cones: [{ lengthM: 5000, article: 'LSP120-5K' }] },
      { ticket: 150, tex: 21, cones: [{ lengthM: 4000, article: 'LSP150-4K' }] },
    ],
  },
  {
    brand: 'Heritage Textured Nylon',
    threads: [{ ticket: 160, tex: 20, cones: [{ lengthM: 10000, article: 'HTN160-10K' }] }],
  },
] as const;

/** Shades a new tenant starts with, one or more per colour group. */
export const exampleShades = [
  { name: 'Jet Black', hexCode: '#111111', group: 'B' },
  { name: 'Optic White', hexCode: '#FAFAF7', group: 'W' },
  { name: 'Natural', hexCode: '#EDE3CF', group: 'N' },
  { name: 'Ecru', hexCode: '#E4DAC2', group: 'U' },
  { name: 'Navy', hexCode: '#1F2A44', group: 'C' },
  { name: 'Signal Red', hexCode: '#B3261E', group: 'C' },
] as const;

/**
 * A short name for lists ("301-Lockstitch"): the catalogue's name without its
 * notes (after " (" or ";"); the multi-needle variants the catalogue marks
 * unverified ("base stitch 401, digit '2'") are named after their base stitch
 * and needle count.
 */
export function stitchDisplayName(code: string): string {
  const stitch = getStitchType(code);
  const variant = /^Unverified: base stitch (\w+)/.exec(stitch.isoName);
  if (variant?.[1]) {
    const needles = stitch.components.find((line) => line.group === 'needle')?.threadCount ?? 1;
    return `${stitchDisplayName(variant[1])}, ${needles} ${needles === 1 ? 'needle' : 'needles'}`;
  }
  return stitch.isoName.split(/ \(|;/)[0]?.trim() ?? stitch.isoName;
}

/**
 * The catalogue for a tenant that has none yet in this database (a tenant's own
 * database, prepared at its first use); nothing for one that has.
 */
export async function seedTenantCatalogueOnce(tx: Tx): Promise<void> {
  const [seeded] = await tx
    .select({ id: systemConfigurations.tenantId })
    .from(systemConfigurations)
    .limit(1);
  if (!seeded) await seedTenantCatalogue(tx);
}

/**
 * What every tenant starts with, in its own transaction (already switched to
 * the tenant): its system configuration, the five colour groups and some
 * shades, all 75 stitch types of the built-in catalogue, and the example thread
 * range. The built-in custom setting `Default` (id 0) needs no row.
 */
export async function seedTenantCatalogue(tx: Tx): Promise<void> {
  await tx.insert(systemConfigurations).values({});

  const groups = await tx
    .insert(colourGroups)
    .values(colourGroupCodes.map((code) => ({ code, name: colourGroupNames[code] })))
    .returning({ id: colourGroups.id, code: colourGroups.code });
  const groupId = new Map(groups.map((group) => [group.code, group.id]));
  await tx.insert(shades).values(
    exampleShades.map((shade) => ({
      name: shade.name,
      hexCode: shade.hexCode,
      colourGroupId: groupId.get(shade.group) ?? 0,
    })),
  );

  await tx.insert(stitchTypes).values(
    stitchCatalogue.map((stitch) => ({
      code: stitch.code,
      name: stitchDisplayName(stitch.code),
      lines: stitch.components.map((component) => ({
        line: component.line,
        group: component.group,
        name: component.name,
        threadCount: component.threadCount,
      })),
    })),
  );

  for (const range of exampleThreadRange) {
    const [brand] = await tx
      .insert(brands)
      .values({ name: range.brand })
      .returning({ id: brands.id });
    if (!brand) throw new Error('insert into brands returned no row');
    for (const thread of range.threads) {
      const [ticketTex] = await tx
        .insert(ticketTexes)
        .values({ brandId: brand.id, ticket: thread.ticket, tex: thread.tex })
        .returning({ id: ticketTexes.id });
      if (!ticketTex) throw new Error('insert into ticket_texes returned no row');
      await tx
        .insert(packageSizes)
        .values(thread.cones.map((cone) => ({ ticketTexId: ticketTex.id, ...cone })));
    }
  }
}

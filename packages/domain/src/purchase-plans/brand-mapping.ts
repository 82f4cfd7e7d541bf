import {
  packageLengthM,
  threadCatalogueSchema,
  usableRange,
  type PackageSize,
  type PackageUnit,
  type ThreadCatalogue,
  type ThreadCatalogueInput,
  type TicketTex,
} from '../catalogue/thread-catalogue.js';
import { DomainError } from '../errors.js';

/**
 * How far the tex of a substitute may be from the thread it replaces, in % of the latter's:
 * beyond it the other brand "cannot supply" the thread (a tex 25 thread is no stand-in for a
 * tex 40 one), unless the user maps it by hand.
 */
export const defaultMaxTexDifferencePercent = 25;

/** A thread of a brand as a mapping names it: its ticket/tex and package size. */
export type MappedThread = {
  readonly ticketTexId: number;
  readonly ticket: number;
  readonly tex: number;
  readonly packageSizeId: number;
  readonly packageLength: number;
  readonly unit: PackageUnit;
  readonly article: string | null;
};

/** Why a thread has no substitute: nothing near enough, or the user said so. */
export type UnsuppliedReason = 'noNearTicketTex' | 'user';

/** One package size of the brand replaced, and what the other brand offers instead. */
export type BrandMappingEntry = {
  readonly from: MappedThread;
  /** The substitute; null when the other brand cannot supply the thread. */
  readonly to: MappedThread | null;
  /** `nearest`: chosen by the rule; `user`: the user's correction. */
  readonly source: 'nearest' | 'user';
  readonly unsupplied: UnsuppliedReason | null;
};

/** A user's correction: this package size of the brand replaced becomes that one (or none). */
export type BrandMappingOverride = {
  readonly fromPackageSizeId: number;
  readonly toPackageSizeId: number | null;
};

export type BrandMapping = {
  readonly fromBrand: { readonly id: number; readonly name: string };
  readonly toBrand: { readonly id: number; readonly name: string };
  readonly entries: readonly BrandMappingEntry[];
};

const mappedThread = (ticketTex: TicketTex, size: PackageSize): MappedThread => ({
  ticketTexId: ticketTex.id,
  ticket: ticketTex.ticket,
  tex: ticketTex.tex,
  packageSizeId: size.id,
  packageLength: size.length,
  unit: size.unit,
  article: size.article ?? null,
});

/**
 * The other brand's ticket/tex nearest to `tex` among those it sells in some package size:
 * the smallest difference of tex relative to `tex`, within `maxPercent`; on a tie the heavier
 * (a thread at least as strong). Undefined when none is near enough.
 */
function nearestTicketTex(
  offered: readonly TicketTex[],
  tex: number,
  maxPercent: number,
): TicketTex | undefined {
  const within = offered
    .map((entry) => ({ entry, difference: Math.abs(entry.tex - tex) / tex }))
    .filter(({ difference }) => difference * 100 <= maxPercent + 1e-9);
  within.sort((a, b) => a.difference - b.difference || b.entry.tex - a.entry.tex);
  return within[0]?.entry;
}

/** The package size nearest in length (metres) to `lengthM`; on a tie the longer. */
function nearestPackageSize(sizes: readonly PackageSize[], lengthM: number): PackageSize {
  const sorted = [...sizes].sort(
    (a, b) =>
      Math.abs(packageLengthM(a) - lengthM) - Math.abs(packageLengthM(b) - lengthM) ||
      packageLengthM(b) - packageLengthM(a),
  );
  const [nearest] = sorted;
  if (!nearest) throw new Error('nearestPackageSize needs package sizes');
  return nearest;
}

/**
 * Maps the package sizes of one brand that a plan uses to the nearest the other brand offers
 * (for the brand comparison): the ticket/tex of nearest tex (within `maxTexDifferencePercent`
 * of it, the heavier on a tie; tickets are nominal, tex is the thread's weight), then that
 * ticket/tex's package size of nearest length (the longer on a tie). A user's override
 * replaces the rule for its package size (null: not supplied); it must name a package size of
 * the other brand (`Spool.PurchasePlans:MappingNotOffered`), and one for a package size the
 * plan does not use is ignored. The brands must differ and exist.
 *
 * @param catalogue - the tenant's thread range (brands, ticket/tex entries, package sizes)
 * @param request - the two brands, the package sizes of the first the plan uses, corrections
 */
export function mapBrand(
  catalogue: ThreadCatalogueInput,
  request: {
    readonly fromBrandId: number;
    readonly toBrandId: number;
    readonly packageSizeIds: readonly number[];
    readonly overrides?: readonly BrandMappingOverride[];
    readonly maxTexDifferencePercent?: number;
  },
): BrandMapping {
  const range: ThreadCatalogue = usableRange(threadCatalogueSchema.parse(catalogue));
  const brandOf = (id: number) => {
    const brand = range.brands.find((entry) => entry.id === id);
    if (!brand) throw new DomainError('Spool.PurchasePlans:BrandNotFound', { id });
    return brand;
  };
  const fromBrand = brandOf(request.fromBrandId);
  const toBrand = brandOf(request.toBrandId);
  if (fromBrand.id === toBrand.id) throw new DomainError('Spool.PurchasePlans:SameBrand');
  const maxPercent = request.maxTexDifferencePercent ?? defaultMaxTexDifferencePercent;

  const ticketTexOf = (id: number) => range.ticketTexes.find((entry) => entry.id === id);
  const sizesOf = (ticketTexId: number) =>
    range.packageSizes.filter((size) => size.ticketTexId === ticketTexId);
  const offered = range.ticketTexes.filter(
    (entry) => entry.brandId === toBrand.id && sizesOf(entry.id).length > 0,
  );
  /** A package size of the other brand, with its ticket/tex. */
  const offeredSize = (packageSizeId: number): MappedThread => {
    const size = range.packageSizes.find((entry) => entry.id === packageSizeId);
    const ticketTex = size && ticketTexOf(size.ticketTexId);
    if (!size || !ticketTex || ticketTex.brandId !== toBrand.id) {
      throw new DomainError('Spool.PurchasePlans:MappingNotOffered', {
        id: packageSizeId,
        brand: toBrand.name,
      });
    }
    return mappedThread(ticketTex, size);
  };
  const overrides = new Map(
    (request.overrides ?? []).map((entry) => [entry.fromPackageSizeId, entry.toPackageSizeId]),
  );

  const entries = [...new Set(request.packageSizeIds)].flatMap(
    (packageSizeId): BrandMappingEntry[] => {
      const size = range.packageSizes.find((entry) => entry.id === packageSizeId);
      const ticketTex = size && ticketTexOf(size.ticketTexId);
      if (!size || !ticketTex || ticketTex.brandId !== fromBrand.id) return [];
      const from = mappedThread(ticketTex, size);
      if (overrides.has(packageSizeId)) {
        const target = overrides.get(packageSizeId) ?? null;
        return target === null
          ? [{ from, to: null, source: 'user', unsupplied: 'user' }]
          : [{ from, to: offeredSize(target), source: 'user', unsupplied: null }];
      }
      const near = nearestTicketTex(offered, ticketTex.tex, maxPercent);
      if (!near) return [{ from, to: null, source: 'nearest', unsupplied: 'noNearTicketTex' }];
      const substitute = nearestPackageSize(sizesOf(near.id), packageLengthM(size));
      return [{ from, to: mappedThread(near, substitute), source: 'nearest', unsupplied: null }];
    },
  );

  for (const target of overrides.values()) {
    if (target !== null) offeredSize(target);
  }
  return { fromBrand, toBrand, entries };
}

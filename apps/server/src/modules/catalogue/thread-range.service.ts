import { DomainError, findStitchType, unusableValueOf } from '@spool/domain';
import type { NamedListsRepository } from './named-lists.repository.js';
import { stitchDisplayName } from './tenant-catalogue.seed.js';
import type {
  PackageSizeRow,
  StitchTypeRow,
  ThreadRangeRepository,
  TicketTexRow,
} from './thread-range.repository.js';

type PackageSizeInput = { size: number; article?: string | null | undefined };

/**
 * The thread range below the brands: each brand's ticket/tex entries and each
 * entry's package sizes (in metres, with the thread maker's article, which
 * names one package size only); and the tenant's stitch types, whose names and
 * line names the tenant may change. A tenant's stitch types are a subset of the
 * built-in catalogue (the consumption geometry exists only for its codes): a code
 * no operation uses may be removed, and a removed code added back.
 */
export function createThreadRangeService({
  range,
  brands,
}: {
  range: ThreadRangeRepository;
  brands: NamedListsRepository;
}) {
  const requireBrand = async (brandId: number) => {
    if (!(await brands.findEntry(brandId))) {
      throw new DomainError('Spool.Catalogue:BrandNotFound', { id: brandId });
    }
  };
  const getTicketTex = async (id: number): Promise<TicketTexRow> => {
    const entry = await range.findTicketTex(id);
    if (!entry) throw new DomainError('Spool.Catalogue:TicketTexNotFound', { id });
    return entry;
  };
  const refuseSameTicketTex = async (entry: Omit<TicketTexRow, 'id'>, exceptId?: number) => {
    const same = await range.findSameTicketTex(entry);
    if (same && same.id !== exceptId) {
      throw new DomainError('Spool.Catalogue:DuplicateTicketTex', {
        ticket: entry.ticket,
        tex: entry.tex,
      });
    }
  };
  const getPackageSize = async (id: number): Promise<PackageSizeRow> => {
    const entry = await range.findPackageSize(id);
    if (!entry) throw new DomainError('Spool.Catalogue:PackageSizeNotFound', { id });
    return entry;
  };
  const checkPackageSize = async (
    ticketTexId: number,
    input: PackageSizeInput,
    exceptId?: number,
  ): Promise<{ lengthM: number; article: string | null }> => {
    const same = await range.findSamePackageSize(ticketTexId, input.size);
    if (same && same.id !== exceptId) {
      throw new DomainError('Spool.Catalogue:DuplicatePackageSize', { size: input.size });
    }
    const article = input.article?.trim() || null;
    if (article) {
      const holder = await range.findPackageSizeByArticle(article);
      if (holder && holder.id !== exceptId) {
        throw new DomainError('Spool.Catalogue:DuplicateArticle', { article });
      }
    }
    return { lengthM: input.size, article };
  };
  const getStitchType = async (id: number): Promise<StitchTypeRow> => {
    const stitch = await range.findStitchType(id);
    if (!stitch)
      throw new DomainError('Spool.Consumption:StitchTypeNotFound', { code: String(id) });
    return stitch;
  };

  return {
    /** What the range holds that no estimate can use, one entry per value to correct. */
    async findUnusableValues() {
      return (await range.findUnusableValues()).flatMap((row) => {
        const unusable =
          row.lengthM === null
            ? unusableValueOf(row, { length: 1 })
            : { field: 'packageLength' as const, value: row.lengthM };
        if (!unusable) return [];
        const { brand, ticketTexId, ticket, packageSizeId } = row;
        return [{ brand, ticketTexId, ticket, packageSizeId, ...unusable }];
      });
    },
    getTicketTex,
    getPackageSize,
    getStitchType,
    findStitchTypes: () => range.findStitchTypes(),

    async findTicketTexesOfBrand(brandId: number): Promise<TicketTexRow[]> {
      await requireBrand(brandId);
      return range.findTicketTexesOfBrand(brandId);
    },

    async createTicketTex(entry: Omit<TicketTexRow, 'id'>): Promise<TicketTexRow> {
      await requireBrand(entry.brandId);
      await refuseSameTicketTex(entry);
      return range.insertTicketTex(entry);
    },

    async updateTicketTex(id: number, change: { ticket: number; tex: number }) {
      const entry = await getTicketTex(id);
      await refuseSameTicketTex({ ...entry, ...change }, id);
      return (await range.updateTicketTex(id, change)) ?? entry;
    },

    async deleteTicketTex(id: number): Promise<void> {
      const entry = await getTicketTex(id);
      const usage = await range.countTicketTexUsage(id);
      if (usage > 0) {
        throw new DomainError('Spool.Catalogue:EntryInUse', {
          name: `Tkt ${entry.ticket} / Tex ${entry.tex}`,
          count: usage,
        });
      }
      await range.deleteTicketTex(id);
    },

    async findPackageSizesOfTicketTex(ticketTexId: number): Promise<PackageSizeRow[]> {
      await getTicketTex(ticketTexId);
      return range.findPackageSizesOfTicketTex(ticketTexId);
    },

    async createPackageSize(input: PackageSizeInput & { ticketTexId: number }) {
      await getTicketTex(input.ticketTexId);
      const checked = await checkPackageSize(input.ticketTexId, input);
      return range.insertPackageSize({ ticketTexId: input.ticketTexId, ...checked });
    },

    async updatePackageSize(id: number, input: PackageSizeInput): Promise<PackageSizeRow> {
      const entry = await getPackageSize(id);
      const checked = await checkPackageSize(entry.ticketTexId, input, id);
      return (await range.updatePackageSize(id, checked)) ?? entry;
    },

    async deletePackageSize(id: number): Promise<void> {
      const entry = await getPackageSize(id);
      const usage = await range.countPackageSizeUsage(id);
      if (usage > 0) {
        throw new DomainError('Spool.Catalogue:EntryInUse', {
          name: `${entry.lengthM} m`,
          count: usage,
        });
      }
      await range.deletePackageSize(id);
    },

    async findNeedlesOfStitchCode(code: string) {
      const stitch = await range.findStitchTypeByCode(code);
      if (!stitch) throw new DomainError('Spool.Consumption:StitchTypeNotFound', { code });
      return stitch.lines;
    },

    /** New names for the stitch type and each of its lines, in order; the lines stay the catalogue's. */
    async renameStitchType(
      id: number,
      change: { name: string; lineNames: readonly string[] },
    ): Promise<StitchTypeRow> {
      const stitch = await getStitchType(id);
      if (change.lineNames.length !== stitch.lines.length) {
        throw new DomainError('Spool.Catalogue:StitchLinesMismatch', {
          expected: stitch.lines.length,
        });
      }
      const lines = stitch.lines.map((line, index) => ({
        ...line,
        name: change.lineNames[index] ?? line.name,
      }));
      return (await range.renameStitchType(id, { name: change.name, lines })) ?? stitch;
    },

    /**
     * Adds a catalogue code back to the tenant's list, as a new tenant gets it: the
     * catalogue's names unless others are given, and the catalogue's values in every
     * custom setting (a setting without a row for the code takes them).
     */
    async createStitchType(input: {
      code: string;
      name?: string | undefined;
      lineNames?: readonly string[] | undefined;
    }): Promise<StitchTypeRow> {
      const code = input.code.trim().toUpperCase();
      const stitch = findStitchType(code);
      if (!stitch) throw new DomainError('Spool.Catalogue:UnknownStitchCode', { code });
      if (await range.findStitchTypeByCode(code)) {
        throw new DomainError('Spool.Catalogue:DuplicateStitchType', { code });
      }
      const lineNames = input.lineNames ?? stitch.components.map((component) => component.name);
      if (lineNames.length !== stitch.components.length) {
        throw new DomainError('Spool.Catalogue:StitchLinesMismatch', {
          expected: stitch.components.length,
        });
      }
      await range.deleteStitchCodeSettings(code);
      return range.insertStitchType({
        code,
        name: input.name ?? stitchDisplayName(code),
        lines: stitch.components.map((component, index) => ({
          line: component.line,
          group: component.group,
          name: lineNames[index] ?? component.name,
          threadCount: component.threadCount,
        })),
      });
    },

    /** Removes a stitch type no operation uses, with its values in the custom settings. */
    async deleteStitchType(id: number): Promise<void> {
      const stitch = await getStitchType(id);
      const usage = await range.countStitchCodeUsage(stitch.code);
      if (usage > 0) {
        throw new DomainError('Spool.Catalogue:EntryInUse', {
          name: `${stitch.code} ${stitch.name}`,
          count: usage,
        });
      }
      await range.deleteStitchCodeSettings(stitch.code);
      await range.deleteStitchType(id);
    },
  };
}

export type ThreadRangeService = ReturnType<typeof createThreadRangeService>;
export type { PackageSizeRow };

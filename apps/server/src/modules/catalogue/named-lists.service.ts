import type { z } from 'zod';
import { DomainError, type ErrorCode, type namedEntryInputSchema } from '@spool/domain';
import type { NamedEntry, NamedListKind, NamedListsRepository } from './named-lists.repository.js';

/** A new or renamed entry, as its route's contract has validated it (the name trimmed). */
type NamedEntryInput = z.output<typeof namedEntryInputSchema>;

const notFound: Record<NamedListKind, ErrorCode> = {
  brand: 'Spool.Catalogue:BrandNotFound',
  customer: 'Spool.Catalogue:CustomerNotFound',
  productCategory: 'Spool.Catalogue:ProductCategoryNotFound',
  productType: 'Spool.Catalogue:ProductTypeNotFound',
};
const duplicate: Record<NamedListKind, ErrorCode> = {
  brand: 'Spool.Catalogue:DuplicateBrandName',
  customer: 'Spool.Catalogue:DuplicateCustomerName',
  productCategory: 'Spool.Catalogue:DuplicateProductCategoryName',
  productType: 'Spool.Catalogue:DuplicateProductTypeName',
};

/**
 * One named list (brands, customers, product categories, product types):
 * names trimmed, at most 30 characters and unique ignoring case; an entry that
 * a style or an operation uses cannot be deleted.
 */
export function createNamedListsService(
  kind: NamedListKind,
  { entries }: { entries: NamedListsRepository },
) {
  const getEntry = async (id: number): Promise<NamedEntry> => {
    const entry = await entries.findEntry(id);
    if (!entry) throw new DomainError(notFound[kind], { id });
    return entry;
  };
  const refuseTakenName = async (name: string, exceptId?: number) => {
    const same = await entries.findEntryByName(name);
    if (same && same.id !== exceptId) throw new DomainError(duplicate[kind], { name });
  };

  return {
    getEntry,
    findEntries: (page: Parameters<NamedListsRepository['findEntries']>[0]) =>
      entries.findEntries(page),
    findEntriesByUsage: () => entries.findEntriesByUsage(),

    async createEntry({ name }: NamedEntryInput): Promise<NamedEntry> {
      await refuseTakenName(name);
      return entries.insertEntry(name);
    },

    async renameEntry(id: number, { name }: NamedEntryInput): Promise<NamedEntry> {
      await getEntry(id);
      await refuseTakenName(name, id);
      const renamed = await entries.renameEntry(id, name);
      if (!renamed) throw new DomainError(notFound[kind], { id });
      return renamed;
    },

    async deleteEntry(id: number): Promise<void> {
      const entry = await getEntry(id);
      const usage = await entries.countUsage(id);
      if (usage > 0)
        throw new DomainError('Spool.Catalogue:EntryInUse', { name: entry.name, count: usage });
      await entries.deleteEntry(id);
    },
  };
}

export type NamedListsService = ReturnType<typeof createNamedListsService>;
export type { NamedEntry };

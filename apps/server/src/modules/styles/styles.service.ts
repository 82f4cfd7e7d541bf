import { DomainError, sameStyleName, type StyleInput } from '@spool/domain';
import type { NamedListKind, NamedListsRepository } from '../catalogue/index.js';
import type { StyleHistory } from './style-history.js';
import type { StyleRow, StylesRepository, StyleValues } from './styles.repository.js';

type References = Record<Exclude<NamedListKind, 'brand'>, NamedListsRepository>;

/** A new style's input: its custom setting may be left to its customer's default. */
export type NewStyleInput = Omit<StyleInput, 'customSettingId'> & {
  customSettingId?: number | undefined;
};

const notFoundOf = {
  customer: 'Spool.Catalogue:CustomerNotFound',
  productCategory: 'Spool.Catalogue:ProductCategoryNotFound',
  productType: 'Spool.Catalogue:ProductTypeNotFound',
} as const;

/**
 * Styles: names unique per tenant (trimmed, ignoring case) and fixed once saved;
 * customers, categories and types given by name are found ignoring case or
 * created in the same transaction; updates carry the concurrency stamp.
 */
export function createStylesService({
  styles,
  references,
  history,
}: {
  styles: StylesRepository;
  references: References;
  history: StyleHistory;
}) {
  const getStyle = async (id: number): Promise<StyleRow> => {
    const style = await styles.findStyle(id);
    if (!style) throw new DomainError('Spool.Styles:StyleNotFound', { id });
    return style;
  };

  /** The id of the entry the form names: by id (which must exist), or by name, created if new. */
  const resolve = async (
    kind: keyof References,
    reference: StyleInput['customer'],
  ): Promise<number> => {
    const list = references[kind];
    if (reference.id) {
      if (!(await list.findEntry(reference.id))) {
        throw new DomainError(notFoundOf[kind], { id: reference.id });
      }
      return reference.id;
    }
    const name = reference.name?.trim() ?? '';
    return ((await list.findEntryByName(name)) ?? (await list.insertEntry(name))).id;
  };

  const refuseUnknownSetting = async (customSettingId: number) => {
    if (customSettingId !== 0 && !(await styles.customSettingExists(customSettingId))) {
      throw new DomainError('Spool.Settings:CustomSettingNotFound', { id: customSettingId });
    }
  };

  const valuesOf = async (input: StyleInput): Promise<StyleValues> => {
    await refuseUnknownSetting(input.customSettingId);
    return {
      name: input.name,
      color: input.color,
      description: input.description,
      size: input.size,
      weightType: input.weightType,
      quantity: input.quantity,
      numberOfProductionLines: input.numberOfProductionLines,
      customerId: await resolve('customer', input.customer),
      productCategoryId: await resolve('productCategory', input.productCategory),
      productTypeId: await resolve('productType', input.productType),
      customSettingId: input.customSettingId,
    };
  };

  /** The values of a new style without a setting: its customer's default, else the Default. */
  const valuesWithCustomersSetting = async (input: NewStyleInput): Promise<StyleValues> => {
    const customerId = await resolve('customer', input.customer);
    const customer = await references.customer.findEntry(customerId);
    const values = await valuesOf({
      ...input,
      customer: { id: customerId },
      customSettingId: customer?.defaultCustomSettingId ?? 0,
    });
    return values;
  };

  /**
   * Deletes the styles (each id once) with their operations, all or none: when one is not
   * the tenant's, 404 naming it; when one is approved, 409; and the transaction rolls the
   * others back.
   */
  const deleteStyles = async (ids: readonly number[]): Promise<void> => {
    const unique = [...new Set(ids)];
    await history.stylesDeleted(unique);
    const deleted = new Set(await styles.deleteStyles(unique));
    const missing = unique.find((id) => !deleted.has(id));
    if (missing === undefined) return;
    if (await styles.findStyle(missing)) throw new DomainError('Spool.Styles:StyleApproved');
    throw new DomainError('Spool.Styles:StyleNotFound', { id: missing });
  };

  return {
    getStyle,

    isDuplicateName: (name: string) => styles.isNameTaken(name),

    /**
     * `input` as `styleInputSchema` gives it (a route's contract has parsed the request). A
     * style sent without a custom setting starts with its customer's default, if it has one.
     */
    async createStyle(input: NewStyleInput, actor: string | null): Promise<StyleRow> {
      if (await styles.isNameTaken(input.name)) {
        throw new DomainError('Spool.Styles:DuplicateStyleName', { name: input.name });
      }
      const values =
        input.customSettingId === undefined
          ? await valuesWithCustomersSetting(input)
          : await valuesOf({ ...input, customSettingId: input.customSettingId });
      const id = await styles.insertStyle({ ...values, createdBy: actor });
      const created = await getStyle(id);
      await history.styleCreated(created);
      return created;
    },

    async updateStyle(
      id: number,
      input: StyleInput,
      concurrencyStamp: string,
      actor: string | null,
    ): Promise<StyleRow> {
      const current = await getStyle(id);
      if (!sameStyleName(current.name, input.name))
        throw new DomainError('Spool.Styles:StyleNameFixed');
      const values = { ...(await valuesOf(input)), name: current.name };
      // While colourways order the garments, the header shows their sum and cannot set another.
      if (await styles.hasColourways(id)) values.quantity = current.quantity;
      const updated = await styles.updateStyle(id, {
        ...values,
        lastModifiedBy: actor,
        concurrencyStamp,
      });
      if (!updated) throw new DomainError('Spool:Conflict');
      const saved = await getStyle(id);
      await history.styleUpdated(current, saved);
      return saved;
    },

    async deleteStyle(id: number): Promise<void> {
      await deleteStyles([id]);
    },

    deleteStyles,

    /** A copy of the style, its operations and its picture under a new, unused name. */
    async cloneStyle(styleId: number, name: string, actor: string | null): Promise<StyleRow> {
      const source = await getStyle(styleId);
      if (await styles.isNameTaken(name))
        throw new DomainError('Spool.Styles:DuplicateStyleName', { name });
      const id = await styles.insertStyle({
        name: name.trim(),
        color: source.color,
        description: source.description,
        size: source.size,
        weightType: source.weightType,
        quantity: source.quantity,
        numberOfProductionLines: source.numberOfProductionLines,
        customerId: source.customerId,
        productCategoryId: source.productCategoryId,
        productTypeId: source.productTypeId,
        customSettingId: source.customSettingId,
        createdBy: actor,
      });
      await styles.copyOperations(styleId, id);
      await styles.copyOrder(styleId, id);
      await styles.copyPicture(styleId, id);
      const copy = await getStyle(id);
      await history.styleDuplicated(source, copy);
      return copy;
    },

    /** Header search: the first 10 of the latest 25 styles matching the text. */
    async searchLatest(text: string) {
      return (await styles.findLatestByName(text, 25)).slice(0, 10);
    },

    counts: () => styles.countStylesAndCustomers(),
    chartData: () => styles.countByProductCategory(),
  };
}

export type StylesService = ReturnType<typeof createStylesService>;
export type { StyleRow };

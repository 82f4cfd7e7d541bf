import { eq, inArray, sql } from 'drizzle-orm';
import type { ColourGroupCode, StitchSetting } from '@spool/domain';
import type { Tx } from '../../platform/db/database.js';
import { customers } from '../catalogue/catalogue.tables.js';
import {
  brands,
  packageSizes,
  productCategories,
  productTypes,
  stitchTypes,
  ticketTexes,
} from '../catalogue/reference.tables.js';
import {
  colourGroups,
  costEntries,
  customSettingStitches,
  shades,
  systemConfigurations,
  userSettings,
} from '../settings/settings.tables.js';
import { operationLines, operations, styles } from '../styles/styles.tables.js';

/** What a style sheet is checked against, read in one transaction. */
export type StyleImportLists = {
  /** The tenant's stitch types with the names of their component lines, in order. */
  stitchTypes: readonly { code: string; lineNames: readonly string[] }[];
  brands: readonly {
    id: number;
    name: string;
    ticketTexes: readonly {
      id: number;
      ticket: number;
      tex: number;
      packageSizes: readonly { id: number; lengthM: number }[];
    }[];
  }[];
  /** Shade name (as stored) and its colour group code. */
  shades: readonly { name: string; colourGroup: ColourGroupCode }[];
  defaultColourGroup: ColourGroupCode | null;
  /** Brand id and the colour groups its cost entries price. */
  pricedColourGroups: readonly { brandId: number; colourGroup: ColourGroupCode }[];
  existingStyleNames: readonly string[];
  /** The tenant's default allowance (%), for the upload dialog's title. */
  defaultAllowance: number;
};

/** The columns of a style to insert; customer, category and type by name. */
export type NewImportedStyle = {
  name: string;
  description: string | null;
  weightType: number;
  quantity: number;
  numberOfProductionLines: number;
  customer: string;
  productCategory: string;
  productType: string;
  customSettingId: number;
  createdBy: string | null;
  operations: readonly {
    groupNumber: number;
    isOnTeam: boolean;
    description: string;
    stitchTypeCode: string;
    seamLengthCm: number;
    quantity: number;
    bightMm: number | null;
    rate: number;
    machines: number;
    seamThicknessMm: number;
    isCompleteOperation: boolean;
    lines: readonly {
      needleName: string;
      brandId: number | null;
      ticketTexId: number | null;
      packageSizeId: number | null;
      shade: string | null;
    }[];
  }[];
};

/** Rows per INSERT statement: well below PostgreSQL's 65,535 parameters per statement. */
const batchRows = 2_000;

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < rows.length; at += batchRows) out.push(rows.slice(at, at + batchRows));
  return out;
}

const key = (name: string) => name.trim().toLocaleLowerCase('en');

/** Rows by a key (Map.groupBy comes with Node 21). */
function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/**
 * The style import's reads (the lists a sheet is checked against) and its one write: every
 * style of a sheet with its operations and component lines, and the customers, categories
 * and types the sheet names that the tenant does not have yet, in a few multi-row statements.
 */
export function createStyleImportRepository(tx: Tx) {
  /** Finds names of a named list (ignoring case) and creates the missing ones; name key -> id. */
  const idsByName = async (
    table: typeof customers | typeof productCategories | typeof productTypes,
    names: readonly string[],
  ): Promise<Map<string, number>> => {
    const wanted = [...new Map(names.map((name) => [key(name), name.trim()])).values()];
    const ids = new Map<string, number>();
    if (wanted.length === 0) return ids;
    const found = await tx
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(inArray(sql`lower(${table.name})`, wanted.map(key)));
    for (const row of found) ids.set(key(row.name), row.id);
    const missing = wanted.filter((name) => !ids.has(key(name)));
    for (const batch of batches(missing)) {
      const inserted = await tx
        .insert(table)
        .values(batch.map((name) => ({ name })))
        .returning({ id: table.id, name: table.name });
      for (const row of inserted) ids.set(key(row.name), row.id);
    }
    return ids;
  };

  return {
    async findLists(): Promise<StyleImportLists> {
      const [stitchRows, brandRows, ticketRows, sizeRows, shadeRows, configuration, priced, names] =
        await Promise.all([
          tx.select({ code: stitchTypes.code, lines: stitchTypes.lines }).from(stitchTypes),
          tx.select({ id: brands.id, name: brands.name }).from(brands),
          tx
            .select({
              id: ticketTexes.id,
              brandId: ticketTexes.brandId,
              ticket: ticketTexes.ticket,
              tex: ticketTexes.tex,
            })
            .from(ticketTexes),
          tx
            .select({
              id: packageSizes.id,
              ticketTexId: packageSizes.ticketTexId,
              lengthM: packageSizes.lengthM,
            })
            .from(packageSizes),
          tx
            .select({ name: shades.name, code: colourGroups.code })
            .from(shades)
            .innerJoin(colourGroups, eq(colourGroups.id, shades.colourGroupId)),
          tx
            .select({
              defaultColourGroup: systemConfigurations.defaultColourGroup,
              defaultAllowance: systemConfigurations.defaultAllowance,
            })
            .from(systemConfigurations),
          tx
            .selectDistinct({ brandId: costEntries.brandId, colourGroup: costEntries.colourGroup })
            .from(costEntries),
          tx.select({ name: styles.name }).from(styles),
        ]);
      const sizesOf = groupBy(sizeRows, (size) => size.ticketTexId);
      const ticketsOf = groupBy(ticketRows, (ticket) => ticket.brandId);
      return {
        stitchTypes: stitchRows.map((row) => ({
          code: row.code,
          lineNames: row.lines.map((line) => line.name),
        })),
        brands: brandRows.map((brand) => ({
          id: brand.id,
          name: brand.name,
          ticketTexes: (ticketsOf.get(brand.id) ?? []).map((ticket) => ({
            id: ticket.id,
            ticket: ticket.ticket,
            tex: ticket.tex,
            packageSizes: (sizesOf.get(ticket.id) ?? []).map(({ id, lengthM }) => ({
              id,
              lengthM,
            })),
          })),
        })),
        shades: shadeRows.map((row) => ({
          name: row.name,
          colourGroup: row.code as ColourGroupCode,
        })),
        defaultColourGroup: (configuration[0]?.defaultColourGroup ??
          null) as ColourGroupCode | null,
        pricedColourGroups: priced.map((row) => ({
          brandId: row.brandId,
          colourGroup: row.colourGroup as ColourGroupCode,
        })),
        existingStyleNames: names.map((row) => row.name),
        defaultAllowance: configuration[0]?.defaultAllowance ?? 10,
      };
    },

    /** The custom setting new styles of the user start with (0: the built-in Default). */
    async findUserDefaultSettingId(userId: string): Promise<number> {
      const [row] = await tx
        .select({ id: userSettings.defaultCustomSettingId })
        .from(userSettings)
        .where(eq(userSettings.userId, userId));
      return row?.id ?? 0;
    },

    /** The bights (mm) a custom setting gives its stitch types, where it sets one. */
    async findSettingBights(
      customSettingId: number,
    ): Promise<Map<string, Pick<StitchSetting, 'bightMm'>>> {
      if (customSettingId === 0) return new Map();
      const rows = await tx
        .select({
          code: customSettingStitches.stitchTypeCode,
          bightMm: customSettingStitches.bightMm,
        })
        .from(customSettingStitches)
        .where(eq(customSettingStitches.customSettingId, customSettingId));
      return new Map(rows.map((row) => [row.code, { bightMm: row.bightMm }]));
    },

    /**
     * Inserts the styles with their operations and lines, creating the customers, categories
     * and types they name that do not exist yet. `onStyles` is told how many styles are saved.
     */
    async insertStyles(
      newStyles: readonly NewImportedStyle[],
      onStyles: (saved: number) => void = () => {},
    ): Promise<{ styles: number; operations: number }> {
      const [customerIds, categoryIds, typeIds] = [
        await idsByName(
          customers,
          newStyles.map((style) => style.customer),
        ),
        await idsByName(
          productCategories,
          newStyles.map((style) => style.productCategory),
        ),
        await idsByName(
          productTypes,
          newStyles.map((style) => style.productType),
        ),
      ];
      const styleIds = new Map<string, number>();
      for (const batch of batches(newStyles)) {
        const inserted = await tx
          .insert(styles)
          .values(
            batch.map((style) => ({
              name: style.name,
              description: style.description,
              weightType: style.weightType,
              quantity: style.quantity,
              numberOfProductionLines: style.numberOfProductionLines,
              customerId: customerIds.get(key(style.customer)) ?? 0,
              productCategoryId: categoryIds.get(key(style.productCategory)) ?? 0,
              productTypeId: typeIds.get(key(style.productType)) ?? 0,
              customSettingId: style.customSettingId,
              createdBy: style.createdBy,
            })),
          )
          .returning({ id: styles.id, name: styles.name });
        for (const row of inserted) styleIds.set(key(row.name), row.id);
        onStyles(styleIds.size);
      }

      const newOperations = newStyles.flatMap((style) =>
        style.operations.map((operation) => ({
          styleId: styleIds.get(key(style.name)) ?? 0,
          operation,
        })),
      );
      let operationCount = 0;
      for (const batch of batches(newOperations)) {
        const inserted = await tx
          .insert(operations)
          .values(
            batch.map(({ styleId, operation }) => ({
              styleId,
              groupNumber: operation.groupNumber,
              isOnTeam: operation.isOnTeam,
              description: operation.description,
              stitchTypeCode: operation.stitchTypeCode,
              seamLengthCm: operation.seamLengthCm,
              quantity: operation.quantity,
              bightMm: operation.bightMm,
              rate: operation.rate,
              machines: operation.machines,
              seamThicknessMm: operation.seamThicknessMm,
              isCompleteOperation: operation.isCompleteOperation,
            })),
          )
          .returning({ id: operations.id });
        const lines = batch.flatMap(({ operation }, index) =>
          operation.lines.map((line, position) => ({
            operationId: inserted[index]?.id ?? 0,
            position: position + 1,
            ...line,
          })),
        );
        for (const lineBatch of batches(lines)) {
          await tx.insert(operationLines).values(lineBatch);
        }
        operationCount += inserted.length;
      }
      return { styles: styleIds.size, operations: operationCount };
    },
  };
}

export type StyleImportRepository = ReturnType<typeof createStyleImportRepository>;

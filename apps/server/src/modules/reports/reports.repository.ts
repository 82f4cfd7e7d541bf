import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { customers } from '../../platform/db/schema/catalogue.js';
import {
  brands,
  packageSizes,
  productCategories,
  productTypes,
  ticketTexes,
} from '../../platform/db/schema/reference.js';
import {
  colourGroups,
  customSettingStitches,
  customSettings,
  shades,
  systemConfigurations,
} from '../../platform/db/schema/settings.js';
import { operationLines, operations, styles } from '../../platform/db/schema/styles.js';

export type ReportStyle = {
  id: number;
  name: string;
  color: string | null;
  description: string | null;
  size: string | null;
  weightType: number;
  quantity: number;
  numberOfProductionLines: number;
  customSettingId: number;
  createdBy: string | null;
  lastReportTime: Date | null;
  /** 0 estimate, 1 sample-checked, 2 approved (its figures then come from its version). */
  stage: number;
  version: number;
  customer: string;
  productCategory: string;
  productType: string;
};

export type ReportOperation = {
  id: number;
  groupNumber: number;
  description: string;
  stitchTypeCode: string;
  seamLengthCm: number;
  quantity: number;
  bightMm: number | null;
  rate: number;
  machines: number;
  seamThicknessMm: number;
  lines: {
    needleName: string;
    brandId: number | null;
    ticketTexId: number | null;
    packageSizeId: number | null;
    shade: string | null;
  }[];
};

/** What the two reports of a style read, all on the current tenant (row-level security). */
export function createReportsRepository(tx: Tx) {
  const selectStyles = () =>
    tx
      .select({
        id: styles.id,
        name: styles.name,
        color: styles.color,
        description: styles.description,
        size: styles.size,
        weightType: styles.weightType,
        quantity: styles.quantity,
        numberOfProductionLines: styles.numberOfProductionLines,
        customSettingId: styles.customSettingId,
        createdBy: styles.createdBy,
        lastReportTime: styles.lastReportTime,
        stage: styles.stage,
        version: styles.version,
        customer: customers.name,
        productCategory: productCategories.name,
        productType: productTypes.name,
      })
      .from(styles)
      .innerJoin(customers, eq(customers.id, styles.customerId))
      .innerJoin(productCategories, eq(productCategories.id, styles.productCategoryId))
      .innerJoin(productTypes, eq(productTypes.id, styles.productTypeId));

  /** The styles' operations by group then creation, each with its component lines in order. */
  const findOperationsOfStyles = async (
    styleIds: readonly number[],
  ): Promise<Map<number, ReportOperation[]>> => {
    const byStyle = new Map<number, ReportOperation[]>();
    if (styleIds.length === 0) return byStyle;
    const rows = await tx
      .select({
        styleId: operations.styleId,
        id: operations.id,
        groupNumber: operations.groupNumber,
        description: operations.description,
        stitchTypeCode: operations.stitchTypeCode,
        seamLengthCm: operations.seamLengthCm,
        quantity: operations.quantity,
        bightMm: operations.bightMm,
        rate: operations.rate,
        machines: operations.machines,
        seamThicknessMm: operations.seamThicknessMm,
      })
      .from(operations)
      .where(inArray(operations.styleId, [...styleIds]))
      .orderBy(asc(operations.styleId), asc(operations.groupNumber), asc(operations.id));
    if (rows.length === 0) return byStyle;
    const lines = await tx
      .select({
        operationId: operationLines.operationId,
        needleName: operationLines.needleName,
        brandId: operationLines.brandId,
        ticketTexId: operationLines.ticketTexId,
        packageSizeId: operationLines.packageSizeId,
        shade: operationLines.shade,
      })
      .from(operationLines)
      // By the styles (a few ids) rather than by their operations (thousands for a plan).
      .innerJoin(operations, eq(operations.id, operationLines.operationId))
      .where(inArray(operations.styleId, [...styleIds]))
      .orderBy(asc(operationLines.operationId), asc(operationLines.position));
    const linesOf = new Map<number, ReportOperation['lines']>();
    for (const { operationId, ...line } of lines) {
      const list = linesOf.get(operationId) ?? [];
      list.push(line);
      linesOf.set(operationId, list);
    }
    for (const { styleId, ...row } of rows) {
      const list = byStyle.get(styleId) ?? [];
      list.push({ ...row, lines: linesOf.get(row.id) ?? [] });
      byStyle.set(styleId, list);
    }
    return byStyle;
  };

  return {
    async findStyle(id: number): Promise<ReportStyle | undefined> {
      const [row] = await selectStyles().where(eq(styles.id, id));
      return row;
    },

    /** The styles of these ids that exist, in no particular order. */
    async findStyles(ids: readonly number[]): Promise<ReportStyle[]> {
      if (ids.length === 0) return [];
      return selectStyles().where(inArray(styles.id, [...ids]));
    },

    /** Up to `limit` styles whose figures must be computed again (migration 0016's triggers). */
    async findStaleStyles(limit: number): Promise<ReportStyle[]> {
      return selectStyles()
        .where(eq(styles.figuresStale, true))
        .orderBy(asc(styles.id))
        .limit(limit);
    },

    /**
     * Stores each style's single garment consumption and its order's total thread for the grid
     * (null for an incomplete style) and clears its staleness, in one statement.
     */
    async storeConsumptions(
      figures: readonly {
        styleId: number;
        singleGarmentConsumption: number | null;
        orderThread: number | null;
      }[],
    ): Promise<void> {
      if (figures.length === 0) return;
      const values = sql.join(
        figures.map(
          (figure) =>
            sql`(${figure.styleId}::integer, ${figure.singleGarmentConsumption}::double precision, ${figure.orderThread}::double precision)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update ${styles}
           set single_garment_consumption = computed.sgc, order_thread = computed.thread,
               figures_stale = false
          from (values ${values}) as computed(id, sgc, thread)
         where ${styles.id} = computed.id`);
    },

    /** The style's operations by group then creation, each with its component lines in order. */
    async findOperations(styleId: number): Promise<ReportOperation[]> {
      return (await findOperationsOfStyles([styleId])).get(styleId) ?? [];
    },

    findOperationsOfStyles,

    /** The thread range with the shades and their colour groups. */
    async findThreadCatalogue() {
      const [brandRows, ticketTexRows, packageSizeRows, shadeRows] = [
        await tx.select({ id: brands.id, name: brands.name }).from(brands),
        await tx
          .select({
            id: ticketTexes.id,
            brandId: ticketTexes.brandId,
            ticket: ticketTexes.ticket,
            tex: ticketTexes.tex,
          })
          .from(ticketTexes),
        await tx
          .select({
            id: packageSizes.id,
            ticketTexId: packageSizes.ticketTexId,
            length: packageSizes.lengthM,
            article: packageSizes.article,
          })
          .from(packageSizes),
        await tx
          .select({ name: shades.name, colourGroup: colourGroups.code })
          .from(shades)
          .innerJoin(colourGroups, eq(colourGroups.id, shades.colourGroupId)),
      ];
      return { brandRows, ticketTexRows, packageSizeRows, shadeRows };
    },

    async findSystemConfiguration() {
      const [row] = await tx.select().from(systemConfigurations);
      return row;
    },

    async findCustomSetting(id: number) {
      const [setting] = await tx
        .select({
          name: customSettings.name,
          tktTex: customSettings.tktTex,
          defaultAllowance: customSettings.defaultAllowance,
          allowanceBands: customSettings.allowanceBands,
        })
        .from(customSettings)
        .where(eq(customSettings.id, id));
      if (!setting) return undefined;
      const stitches = await tx
        .select({
          code: customSettingStitches.stitchTypeCode,
          needle: customSettingStitches.needle,
          under: customSettingStitches.under,
          top: customSettingStitches.top,
          bightMm: customSettingStitches.bightMm,
          wastePercent: customSettingStitches.wastePercent,
        })
        .from(customSettingStitches)
        .where(eq(customSettingStitches.customSettingId, id));
      return { ...setting, stitches };
    },

    /** Whether a stitch value the style uses changed in its setting after its last report. */
    async haveStitchValuesChangedSince(
      customSettingId: number,
      codes: readonly string[],
      since: Date,
    ): Promise<boolean> {
      if (customSettingId === 0 || codes.length === 0) return false;
      const [row] = await tx
        .select({ changed: sql<number>`1` })
        .from(customSettingStitches)
        .where(
          and(
            eq(customSettingStitches.customSettingId, customSettingId),
            inArray(customSettingStitches.stitchTypeCode, [...codes]),
            gt(customSettingStitches.lastModificationTime, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The stitch codes the style's operations use, each once, in the operations' order. */
    async findStitchCodesOfStyle(styleId: number): Promise<string[]> {
      const rows = await tx
        .select({ code: operations.stitchTypeCode })
        .from(operations)
        .where(eq(operations.styleId, styleId))
        .orderBy(asc(operations.groupNumber), asc(operations.id));
      return [...new Set(rows.map((row) => row.code))];
    },

    /** Of these stitch codes, those whose values in the setting changed after `since`. */
    async findStitchCodesChangedSince(
      customSettingId: number,
      codes: readonly string[],
      since: Date,
    ): Promise<string[]> {
      if (customSettingId === 0 || codes.length === 0) return [];
      const rows = await tx
        .select({ code: customSettingStitches.stitchTypeCode })
        .from(customSettingStitches)
        .where(
          and(
            eq(customSettingStitches.customSettingId, customSettingId),
            inArray(customSettingStitches.stitchTypeCode, [...codes]),
            gt(customSettingStitches.lastModificationTime, since),
          ),
        );
      return rows.map((row) => row.code);
    },

    /** Records that the style's reports were made, with the single garment consumption they show. */
    async recordReport(styleId: number, singleGarmentConsumption: number): Promise<void> {
      await tx
        .update(styles)
        .set({ singleGarmentConsumption, lastReportTime: sql`now()` })
        .where(eq(styles.id, styleId));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;

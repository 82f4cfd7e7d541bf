import { and, asc, eq, sql } from 'drizzle-orm';
import type { AllowanceBand, StitchSetting } from '@spool/domain';
import type { Tx } from '../../../platform/db/database.js';
import { operations, styles } from '../../../platform/db/schema/styles.js';
import { stitchTypes } from '../../../platform/db/schema/reference.js';
import {
  customSettingStitches,
  customSettings,
  systemConfigurations,
  userSettings,
} from '../../../platform/db/schema/settings.js';

/** A stored custom setting (never the built-in Default, which has no row). */
export type StoredCustomSetting = {
  id: number;
  name: string;
  tktTex: string;
  defaultAllowance: number;
  /** Null for a flat allowance. */
  allowanceBands: AllowanceBand[] | null;
  creationTime: Date;
  createdBy: string | null;
  lastModificationTime: Date | null;
  lastModifiedBy: string | null;
  concurrencyStamp: string;
};

/** A stitch type's values stored in a custom setting. */
export type StoredStitchValues = StitchSetting & {
  stitchTypeCode: string;
  lastChangedBy: string | null;
  lastModificationTime: Date;
};

/** What custom settings read from the tenant's system configuration. */
export type CustomSettingsConfiguration = {
  customSettingToggle: boolean;
  seamLengthUnit: number;
  tktTex: string;
  defaultAllowance: number;
};

/** A tenant's stitch type: its id and the name the tenant gives it. */
export type TenantStitchType = { id: number; code: string; name: string };

const settingColumns = {
  id: customSettings.id,
  name: customSettings.name,
  tktTex: customSettings.tktTex,
  defaultAllowance: customSettings.defaultAllowance,
  allowanceBands: customSettings.allowanceBands,
  creationTime: customSettings.creationTime,
  createdBy: customSettings.createdBy,
  lastModificationTime: customSettings.lastModificationTime,
  lastModifiedBy: customSettings.lastModifiedBy,
  concurrencyStamp: customSettings.concurrencyStamp,
};

/** A row as stored: the bands column holds only what `allowanceBandsSchema` accepted. */
const storedSetting = (
  row: { allowanceBands: unknown } & Omit<StoredCustomSetting, 'allowanceBands'>,
) => ({
  ...row,
  allowanceBands: row.allowanceBands as AllowanceBand[] | null,
});

const stitchColumns = {
  stitchTypeCode: customSettingStitches.stitchTypeCode,
  needle: customSettingStitches.needle,
  under: customSettingStitches.under,
  top: customSettingStitches.top,
  bightMm: customSettingStitches.bightMm,
  wastePercent: customSettingStitches.wastePercent,
  lastChangedBy: customSettingStitches.lastChangedBy,
  lastModificationTime: customSettingStitches.lastModificationTime,
};

/** Used when the tenant has no system configuration row yet: the table's own defaults. */
const configurationDefaults: CustomSettingsConfiguration = {
  customSettingToggle: true,
  seamLengthUnit: 0,
  tktTex: 'Tkt',
  defaultAllowance: 10,
};

/**
 * The current tenant's custom settings, their stitch values and each user's default
 * setting. Runs inside a tenant transaction: row-level security limits every statement to
 * that tenant, and new rows take the tenant from the transaction.
 */
export function createCustomSettingsRepository(tx: Tx) {
  return {
    /** The toggle, units, Tkt/Tex and default allowance of the tenant's system configuration. */
    async findConfiguration(): Promise<CustomSettingsConfiguration> {
      const [row] = await tx
        .select({
          customSettingToggle: systemConfigurations.customSettingToggle,
          seamLengthUnit: systemConfigurations.seamLengthUnit,
          tktTex: systemConfigurations.tktTex,
          defaultAllowance: systemConfigurations.defaultAllowance,
        })
        .from(systemConfigurations);
      return row ?? configurationDefaults;
    },

    async findCustomSettings(): Promise<StoredCustomSetting[]> {
      const rows = await tx
        .select(settingColumns)
        .from(customSettings)
        .orderBy(asc(sql`lower(${customSettings.name})`), asc(customSettings.id));
      return rows.map(storedSetting);
    },

    async findCustomSetting(id: number): Promise<StoredCustomSetting | undefined> {
      const [row] = await tx
        .select(settingColumns)
        .from(customSettings)
        .where(eq(customSettings.id, id));
      return row && storedSetting(row);
    },

    /** The setting of this name, trimmed and ignoring case. */
    async findCustomSettingByName(name: string): Promise<StoredCustomSetting | undefined> {
      const [row] = await tx
        .select(settingColumns)
        .from(customSettings)
        .where(eq(sql`lower(btrim(${customSettings.name}))`, name.trim().toLowerCase()));
      return row && storedSetting(row);
    },

    async insertCustomSetting(input: {
      name: string;
      tktTex: string;
      defaultAllowance: number;
      allowanceBands: readonly AllowanceBand[] | null;
      createdBy: string | null;
    }): Promise<StoredCustomSetting> {
      const [row] = await tx.insert(customSettings).values(input).returning(settingColumns);
      if (!row) throw new Error('insert into custom_settings returned no row');
      return storedSetting(row);
    },

    /**
     * Changes Tkt/Tex and the allowance (flat and bands) if the stamp is still `concurrencyStamp` (any stamp
     * when null); undefined when someone changed it in between.
     */
    async updateCustomSetting(
      id: number,
      change: {
        tktTex: string;
        defaultAllowance: number;
        allowanceBands: readonly AllowanceBand[] | null;
        lastModifiedBy: string | null;
        concurrencyStamp: string | null;
      },
    ): Promise<StoredCustomSetting | undefined> {
      const [row] = await tx
        .update(customSettings)
        .set({
          tktTex: change.tktTex,
          defaultAllowance: change.defaultAllowance,
          allowanceBands: change.allowanceBands,
          lastModifiedBy: change.lastModifiedBy,
          lastModificationTime: sql`now()`,
          concurrencyStamp: sql`gen_random_uuid()`,
        })
        .where(
          and(
            eq(customSettings.id, id),
            change.concurrencyStamp === null
              ? undefined
              : eq(customSettings.concurrencyStamp, change.concurrencyStamp),
          ),
        )
        .returning(settingColumns);
      return row && storedSetting(row);
    },

    /** Records that the setting was edited (its stitch values), by whom and when. */
    async touchCustomSetting(id: number, lastModifiedBy: string | null): Promise<void> {
      await tx
        .update(customSettings)
        .set({
          lastModifiedBy,
          lastModificationTime: sql`now()`,
          concurrencyStamp: sql`gen_random_uuid()`,
        })
        .where(eq(customSettings.id, id));
    },

    /** Deletes the setting and, with it, its stitch values. */
    async deleteCustomSetting(id: number): Promise<void> {
      await tx.delete(customSettings).where(eq(customSettings.id, id));
    },

    /**
     * Whether the setting may not be deleted because something refers to it. Today only
     * users' default settings count. When the styles tables land, each style's custom
     * setting is read here too (a style using the setting makes it in use), so that the
     * delete rule stays in this one place.
     */
    async isCustomSettingInUse(id: number): Promise<boolean> {
      const [chosen] = await tx
        .select({ userId: userSettings.userId })
        .from(userSettings)
        .where(eq(userSettings.defaultCustomSettingId, id))
        .limit(1);
      if (chosen) return true;
      const [style] = await tx
        .select({ id: styles.id })
        .from(styles)
        .where(eq(styles.customSettingId, id))
        .limit(1);
      return style !== undefined;
    },

    /** How many operations of the tenant's styles use each stitch code, to list the most used first. */
    async countStitchTypeUsage(): Promise<ReadonlyMap<string, number>> {
      const rows = await tx
        .select({ code: operations.stitchTypeCode, uses: sql<number>`count(*)::int` })
        .from(operations)
        .groupBy(operations.stitchTypeCode);
      return new Map(rows.map((row) => [row.code, row.uses]));
    },

    /** The stitch values the setting stores (stitch types it never changed have no row). */
    async findStitchValues(customSettingId: number): Promise<StoredStitchValues[]> {
      const rows = await tx
        .select(stitchColumns)
        .from(customSettingStitches)
        .where(eq(customSettingStitches.customSettingId, customSettingId));
      return rows;
    },

    /** Copies every stitch value of one setting to another (a clone), as they are. */
    async copyStitchValues(fromId: number, toId: number): Promise<void> {
      const rows = await tx
        .select(stitchColumns)
        .from(customSettingStitches)
        .where(eq(customSettingStitches.customSettingId, fromId));
      if (rows.length === 0) return;
      await tx
        .insert(customSettingStitches)
        .values(rows.map((row) => ({ ...row, customSettingId: toId })));
    },

    /** Stores a stitch type's values in the setting, replacing any it had. */
    async saveStitchValues(
      customSettingId: number,
      stitchTypeCode: string,
      values: StitchSetting,
      lastChangedBy: string | null,
    ): Promise<StoredStitchValues> {
      const stored = {
        needle: values.needle,
        under: values.under,
        top: values.top,
        bightMm: values.bightMm,
        wastePercent: values.wastePercent,
        lastChangedBy,
        lastModificationTime: sql`now()`,
      };
      const [row] = await tx
        .insert(customSettingStitches)
        .values({ customSettingId, stitchTypeCode, ...stored })
        .onConflictDoUpdate({
          target: [
            customSettingStitches.tenantId,
            customSettingStitches.customSettingId,
            customSettingStitches.stitchTypeCode,
          ],
          set: stored,
        })
        .returning(stitchColumns);
      if (!row) throw new Error('upsert into custom_setting_stitches returned no row');
      return row;
    },

    /** The tenant's stitch types, in the order they were added (the catalogue's). */
    async findTenantStitchTypes(): Promise<TenantStitchType[]> {
      return tx
        .select({ id: stitchTypes.id, code: stitchTypes.code, name: stitchTypes.name })
        .from(stitchTypes)
        .orderBy(asc(stitchTypes.id));
    },

    /** The id of the user's own default setting, undefined when the user never chose one. */
    async findUserDefaultSettingId(userId: string): Promise<number | undefined> {
      const [row] = await tx
        .select({ id: userSettings.defaultCustomSettingId })
        .from(userSettings)
        .where(eq(userSettings.userId, userId));
      return row?.id;
    },

    async saveUserDefaultSetting(userId: string, customSettingId: number): Promise<void> {
      await tx
        .insert(userSettings)
        .values({ userId, defaultCustomSettingId: customSettingId })
        .onConflictDoUpdate({
          target: [userSettings.tenantId, userSettings.userId],
          set: { defaultCustomSettingId: customSettingId },
        });
    },
  };
}

export type CustomSettingsRepository = ReturnType<typeof createCustomSettingsRepository>;

import { sql } from 'drizzle-orm';
import { colourGroupCodes, type ColourGroupCode } from '@spool/domain';
import type { Tx } from '../../../platform/db/database.js';
import { systemConfigurations } from '../../../platform/db/schema/settings.js';

/** A tenant's system configuration, as the service works with it. */
export type SystemConfiguration = {
  /** 0 Metric, 1 Imperial. */
  seamLengthUnit: 0 | 1;
  packageUnit: 'm' | 'yd';
  /** ISO 4217 code. */
  currencyUnit: string;
  tktTex: 'Tkt' | 'Tex';
  /** Whole per cent, 0 to 50. */
  defaultAllowance: number;
  customSettingToggle: boolean;
  shadeConfigurationToggle: boolean;
  defaultColourGroup: ColourGroupCode | null;
  costFileName: string | null;
  lastUpdatedTime: Date;
};

export type SystemConfigurationUnitsChange = Pick<
  SystemConfiguration,
  'seamLengthUnit' | 'packageUnit' | 'currencyUnit' | 'tktTex' | 'defaultAllowance'
>;

export type ShadeConfigurationChange = Pick<
  SystemConfiguration,
  'shadeConfigurationToggle' | 'defaultColourGroup'
>;

type Row = typeof systemConfigurations.$inferSelect;

function toConfiguration(row: Row): SystemConfiguration {
  const group = row.defaultColourGroup;
  return {
    seamLengthUnit: row.seamLengthUnit === 1 ? 1 : 0,
    packageUnit: row.packageUnit === 'yd' ? 'yd' : 'm',
    currencyUnit: row.currencyUnit,
    tktTex: row.tktTex === 'Tex' ? 'Tex' : 'Tkt',
    defaultAllowance: row.defaultAllowance,
    customSettingToggle: row.customSettingToggle,
    shadeConfigurationToggle: row.shadeConfigurationToggle,
    defaultColourGroup: colourGroupCodes.find((code) => code === group) ?? null,
    costFileName: row.costFileName,
    lastUpdatedTime: row.lastUpdatedTime,
  };
}

/**
 * The current tenant's one system configuration row (row-level security limits
 * every statement to the transaction's tenant). A tenant without a row reads as
 * the defaults; a change creates the row when it is missing.
 */
export function createSystemConfigurationRepository(tx: Tx) {
  const upsert = async (
    change: Partial<Omit<Row, 'tenantId' | 'lastUpdatedTime'>>,
  ): Promise<SystemConfiguration> => {
    const [row] = await tx
      .insert(systemConfigurations)
      .values({ ...change, lastUpdatedTime: sql`now()` })
      .onConflictDoUpdate({
        target: systemConfigurations.tenantId,
        set: { ...change, lastUpdatedTime: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('upsert into system_configurations returned no row');
    return toConfiguration(row);
  };

  return {
    async findConfiguration(): Promise<SystemConfiguration | undefined> {
      const [row] = await tx.select().from(systemConfigurations);
      return row ? toConfiguration(row) : undefined;
    },

    saveUnits(change: SystemConfigurationUnitsChange): Promise<SystemConfiguration> {
      return upsert(change);
    },

    saveShadeConfiguration(change: ShadeConfigurationChange): Promise<SystemConfiguration> {
      return upsert(change);
    },

    saveCustomSettingToggle(customSettingToggle: boolean): Promise<SystemConfiguration> {
      return upsert({ customSettingToggle });
    },

    /** One of the admin settings (ticket mode, seam length unit, default allowance). */
    saveAdminSetting(
      change: Partial<Pick<Row, 'tktTex' | 'seamLengthUnit' | 'defaultAllowance'>>,
    ): Promise<SystemConfiguration> {
      return upsert(change);
    },
  };
}

export type SystemConfigurationRepository = ReturnType<typeof createSystemConfigurationRepository>;

import { DomainError } from '@spool/domain';
import {
  type AdminSettingChange,
  type AdminSettingField,
  type SystemConfigurationUpdate,
} from '@spool/contracts';
import { tenantAdministratorAccountType } from '../../identity/index.js';
import type {
  SystemConfiguration,
  SystemConfigurationRepository,
} from './system-configuration.repository.js';

export type { SystemConfiguration };

/** What a tenant reads before its configuration was ever saved (the table's defaults). */
function defaultSystemConfiguration(now: Date): SystemConfiguration {
  return {
    seamLengthUnit: 0,
    packageUnit: 'm',
    currencyUnit: 'USD',
    tktTex: 'Tkt',
    defaultAllowance: 10,
    customSettingToggle: true,
    shadeConfigurationToggle: true,
    defaultColourGroup: null,
    costFileName: null,
    lastUpdatedTime: now,
  };
}

/** Who is asking: the token's account type decides the tenant administrator's controls. */
export type Caller = { accountType: number | undefined };

/** The tenant administrator's controls (platform-admin spec, sections 1 and 6): account type 101 only. */
function demandTenantAdministrator(caller: Caller): void {
  if (caller.accountType !== tenantAdministratorAccountType) {
    throw new DomainError('Spool:Forbidden');
  }
}

export type AdminSettingItem = {
  field: 'TktTex' | 'SeamLengthUnit' | 'DefaultAllowance';
  value: string;
};

function adminSettingsOf(configuration: SystemConfiguration): AdminSettingItem[] {
  return [
    { field: 'TktTex', value: configuration.tktTex },
    { field: 'SeamLengthUnit', value: String(configuration.seamLengthUnit) },
    { field: 'DefaultAllowance', value: String(configuration.defaultAllowance) },
  ];
}

/** The configuration column an admin setting is stored in. */
function columnOf(change: AdminSettingChange) {
  switch (change.field) {
    case 'TktTex':
      return { tktTex: change.value };
    case 'SeamLengthUnit':
      return { seamLengthUnit: change.value };
    case 'DefaultAllowance':
      return { defaultAllowance: change.value };
  }
}

/**
 * The tenant's system configuration: units, currency, Tkt or Tex and default
 * allowance for everyone with the update permission; the shade configuration
 * (with the default colour) and the custom setting toggle for tenant
 * administrators only. Every save stamps the last updated time.
 */
export function createSystemConfigurationService({
  configurations,
  clock = () => new Date(),
}: {
  configurations: SystemConfigurationRepository;
  clock?: () => Date;
}) {
  const getConfiguration = async (): Promise<SystemConfiguration> =>
    (await configurations.findConfiguration()) ?? defaultSystemConfiguration(clock());

  return {
    getConfiguration,

    /** The settings a new style starts with, as field and value (the spec's admin settings items). */
    async getAdminSettings(): Promise<AdminSettingItem[]> {
      return adminSettingsOf(await getConfiguration());
    },

    /** Sets one admin setting; answers the three as saved. */
    async setAdminSetting(change: AdminSettingChange): Promise<AdminSettingItem[]> {
      return adminSettingsOf(await configurations.saveAdminSetting(columnOf(change)));
    },

    /** Puts one admin setting back to what a new tenant starts with; answers the three. */
    async resetAdminSetting(field: AdminSettingField): Promise<AdminSettingItem[]> {
      const defaults = defaultSystemConfiguration(clock());
      const change: AdminSettingChange =
        field === 'TktTex'
          ? { field, value: defaults.tktTex }
          : field === 'SeamLengthUnit'
            ? { field, value: defaults.seamLengthUnit }
            : { field, value: defaults.defaultAllowance };
      return adminSettingsOf(await configurations.saveAdminSetting(columnOf(change)));
    },

    /** Saves whichever of the three forms was sent; answers the configuration as saved. */
    async updateConfiguration(
      change: SystemConfigurationUpdate,
      caller: Caller,
    ): Promise<SystemConfiguration> {
      if (change.form === 'units') {
        return configurations.saveUnits({
          seamLengthUnit: change.seamLengthUnit,
          packageUnit: change.packageUnit,
          currencyUnit: change.currencyUnit,
          tktTex: change.tktTexUnit,
          defaultAllowance: change.defaultAllowance,
        });
      }
      demandTenantAdministrator(caller);
      if (change.form === 'shadeConfiguration') {
        return configurations.saveShadeConfiguration({
          shadeConfigurationToggle: change.toggleButtonValue,
          defaultColourGroup: change.defaultColorValue,
        });
      }
      return configurations.saveCustomSettingToggle(change.customSettingToggleValue);
    },
  };
}

export type SystemConfigurationService = ReturnType<typeof createSystemConfigurationService>;

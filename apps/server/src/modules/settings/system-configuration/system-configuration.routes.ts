import type { FastifyInstance } from 'fastify';
import {
  configurationCurrencyCodes,
  configurationPackageUnits,
  configurationSeamLengthUnitCodes,
  configurationTktTexModes,
  getSystemConfiguration,
  adminSettingBodySchema,
  createUserAdminSetting,
  deleteUserAdminSetting,
  getUserAdminSettings,
  updateUserAdminSetting,
  updateSystemConfiguration,
  type SystemConfigurationDto,
} from '@spool/contracts';
import type { Tx } from '../../../platform/db/database.js';
import type { Router } from '../../../platform/http/router.js';
import type {
  SystemConfiguration,
  SystemConfigurationService,
} from './system-configuration.service.js';

const seamLengthUnitNames = { 0: 'Metric', 1: 'Imperial' } as const;
const packageUnitNames = { m: 'Metres', yd: 'Yards' } as const;

/** Every option of a dropdown, and the current one. */
function dropdown<V extends string | number>(
  values: readonly V[],
  current: V,
  name: (value: V) => string,
) {
  const options = values.map((value) => ({ value, displayText: name(value) }));
  return { options, defaultItem: { value: current, displayText: name(current) } };
}

function toSystemConfigurationDto(configuration: SystemConfiguration): SystemConfigurationDto {
  return {
    seamLengthUnit: dropdown(
      configurationSeamLengthUnitCodes,
      configuration.seamLengthUnit,
      (code) => seamLengthUnitNames[code],
    ),
    packageUnit: dropdown(
      configurationPackageUnits,
      configuration.packageUnit,
      (unit) => packageUnitNames[unit],
    ),
    currencyUnit: dropdown(
      configurationCurrencyCodes,
      configuration.currencyUnit as (typeof configurationCurrencyCodes)[number],
      (code) => code,
    ),
    tktTex: dropdown(configurationTktTexModes, configuration.tktTex, (mode) => mode),
    defaultAllowance: configuration.defaultAllowance,
    lastUpdatedTime: configuration.lastUpdatedTime.toISOString(),
    costFileName: configuration.costFileName,
    customSettingToggleValue: configuration.customSettingToggle,
    defaultColorValue: configuration.defaultColourGroup,
    toggleButtonValue: configuration.shadeConfigurationToggle,
  };
}

export function systemConfigurationRoutes(
  app: FastifyInstance,
  deps: { router: Router; configurations: (tx: Tx) => SystemConfigurationService },
): void {
  const { router, configurations } = deps;

  router.route(app, getSystemConfiguration, async (_input, { tx }) =>
    toSystemConfigurationDto(await configurations(tx).getConfiguration()),
  );

  router.route(app, updateSystemConfiguration, async ({ body }, { tx, principal }) =>
    toSystemConfigurationDto(await configurations(tx).updateConfiguration(body, principal)),
  );

  router.route(app, getUserAdminSettings, async (_input, { tx }) => ({
    items: await configurations(tx).getAdminSettings(),
  }));

  router.route(app, createUserAdminSetting, async ({ body }, { tx }) => ({
    items: await configurations(tx).setAdminSetting(body),
  }));

  router.route(app, updateUserAdminSetting, async ({ params, body }, { tx }) => ({
    // The value's rules depend on the field named in the path: checked as a whole (400).
    items: await configurations(tx).setAdminSetting(
      adminSettingBodySchema.parse({ field: params.field, value: body.value }),
    ),
  }));

  router.route(app, deleteUserAdminSetting, async ({ params }, { tx }) => ({
    items: await configurations(tx).resetAdminSetting(params.field),
  }));
}

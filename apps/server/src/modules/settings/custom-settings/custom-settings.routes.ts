import type { FastifyInstance } from 'fastify';
import {
  calculateNeedlesLengthForAllStitchTypes,
  createCustomSetting,
  deleteCustomSettingsById,
  getCustomSettingById,
  getCustomSettingHistory,
  getCustomSettings,
  getDefaultUserCustomSetting,
  getStitchTypesOrderByMostFrequentlyUsed,
  isCustomSettingExistByName,
  Permissions,
  toCustomSettingDto,
  toStitchTypeInSettingDto,
  updateCustomSetting,
  updateStitchType,
} from '@spool/contracts';
import type { Tx } from '../../../platform/db/database.js';
import type { Router } from '../../../platform/http/router.js';
import type { HistoryService } from '../../audit-logging/index.js';
import type { CustomSettingsService } from './custom-settings.service.js';

/** The custom settings API (platform-admin spec, section 7), one route per contract. */
export function customSettingsRoutes(
  app: FastifyInstance,
  {
    router,
    service,
    history,
  }: {
    router: Router;
    service: (tx: Tx) => CustomSettingsService;
    history: (tx: Tx) => HistoryService;
  },
): void {
  router.route(app, getCustomSettings, async (_input, { tx, actor }) => {
    const { items, enabled } = await service(tx).findCustomSettings(actor);
    return {
      items: items.map(toCustomSettingDto),
      totalCount: items.length,
      customSettingToggleValue: enabled,
    };
  });

  router.route(app, getCustomSettingById, async ({ query }, { tx, actor }) =>
    toCustomSettingDto(await service(tx).getCustomSetting(actor, query.Id)),
  );

  router.route(app, getDefaultUserCustomSetting, async (_input, { tx, actor }) =>
    service(tx).getDefaultUserCustomSetting(actor),
  );

  router.route(app, isCustomSettingExistByName, async ({ query }, { tx }) =>
    service(tx).isCustomSettingExistByName(query.name),
  );

  router.route(app, createCustomSetting, async ({ query, body }, { tx, actor }) =>
    toCustomSettingDto(
      await service(tx).createCustomSetting(actor, body, query.isDefaultCustomSetting),
    ),
  );

  router.route(app, updateCustomSetting, async ({ query, body }, { tx, actor, demand }) =>
    toCustomSettingDto(
      await service(tx).updateCustomSetting(actor, body, query.isDefaultCustomSetting, () =>
        demand(Permissions.SettingsUpdate),
      ),
    ),
  );

  router.route(app, deleteCustomSettingsById, async ({ query }, { tx, actor }) =>
    service(tx).deleteCustomSetting(actor, query.id),
  );

  router.route(app, getCustomSettingHistory, async ({ params, query }, ctx) => {
    await service(ctx.tx).getCustomSetting(ctx.actor, params.id);
    return history(ctx.tx).findPage({ type: 'CustomSetting', id: String(params.id) }, query);
  });

  router.route(app, getStitchTypesOrderByMostFrequentlyUsed, async ({ query }, { tx }) => {
    const list = await service(tx).findStitchTypesOrderByMostFrequentlyUsed(query.customSetting);
    return { ...list, items: list.items.map(toStitchTypeInSettingDto) };
  });

  router.route(app, calculateNeedlesLengthForAllStitchTypes, async ({ query }, { tx }) => {
    const list = await service(tx).calculateNeedlesLengthForAllStitchTypes(query.customSettingId);
    return { ...list, items: list.items.map(toStitchTypeInSettingDto) };
  });

  router.route(app, updateStitchType, async ({ body }, { tx, actor }) =>
    toStitchTypeInSettingDto(await service(tx).updateStitchType(actor, body)),
  );
}

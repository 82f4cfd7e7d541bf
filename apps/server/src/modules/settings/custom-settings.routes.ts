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
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { HistoryService } from '../audit-logging/index.js';
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
    service: (tx: Tx, directoryTx: Tx) => CustomSettingsService;
    history: (tx: Tx) => HistoryService;
  },
): void {
  router.route(app, getCustomSettings, async (_input, { tx, directoryTx, principal }) => {
    const { items, enabled } = await service(tx, directoryTx).findCustomSettings(principal);
    return {
      items: items.map(toCustomSettingDto),
      totalCount: items.length,
      customSettingToggleValue: enabled,
    };
  });

  router.route(app, getCustomSettingById, async ({ query }, { tx, directoryTx, principal }) =>
    toCustomSettingDto(await service(tx, directoryTx).getCustomSetting(principal, query.Id)),
  );

  router.route(app, getDefaultUserCustomSetting, async (_input, { tx, directoryTx, principal }) =>
    service(tx, directoryTx).getDefaultUserCustomSetting(principal),
  );

  router.route(app, isCustomSettingExistByName, async ({ query }, { tx, directoryTx }) =>
    service(tx, directoryTx).isCustomSettingExistByName(query.name),
  );

  router.route(app, createCustomSetting, async ({ query, body }, { tx, directoryTx, principal }) =>
    toCustomSettingDto(
      await service(tx, directoryTx).createCustomSetting(
        principal,
        body,
        query.isDefaultCustomSetting,
      ),
    ),
  );

  router.route(
    app,
    updateCustomSetting,
    async ({ query, body }, { tx, directoryTx, principal, demand }) =>
      toCustomSettingDto(
        await service(tx, directoryTx).updateCustomSetting(
          principal,
          body,
          query.isDefaultCustomSetting,
          () => demand(Permissions.SettingsUpdate),
        ),
      ),
  );

  router.route(app, deleteCustomSettingsById, async ({ query }, { tx, directoryTx, principal }) =>
    service(tx, directoryTx).deleteCustomSetting(principal, query.id),
  );

  router.route(app, getCustomSettingHistory, async ({ params, query }, ctx) => {
    await service(ctx.tx, ctx.directoryTx).getCustomSetting(ctx.principal, params.id);
    return history(ctx.tx).findPage({ type: 'CustomSetting', id: String(params.id) }, query);
  });

  router.route(
    app,
    getStitchTypesOrderByMostFrequentlyUsed,
    async ({ query }, { tx, directoryTx }) => {
      const list = await service(tx, directoryTx).findStitchTypesOrderByMostFrequentlyUsed(
        query.customSetting,
      );
      return { ...list, items: list.items.map(toStitchTypeInSettingDto) };
    },
  );

  router.route(
    app,
    calculateNeedlesLengthForAllStitchTypes,
    async ({ query }, { tx, directoryTx }) => {
      const list = await service(tx, directoryTx).calculateNeedlesLengthForAllStitchTypes(
        query.customSettingId,
      );
      return { ...list, items: list.items.map(toStitchTypeInSettingDto) };
    },
  );

  router.route(app, updateStitchType, async ({ body }, { tx, directoryTx, principal }) =>
    toStitchTypeInSettingDto(await service(tx, directoryTx).updateStitchType(principal, body)),
  );
}

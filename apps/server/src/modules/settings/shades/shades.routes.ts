import type { FastifyInstance } from 'fastify';
import {
  getColourGroups,
  getShadeHistory,
  getShades,
  getShadesOrderByMostFrequentlyUsed,
  getUniqueUsedShades,
  updateShades,
  type ShadeDto,
} from '@spool/contracts';
import type { Actor } from '../../../platform/auth/caller-access.js';
import type { Tx } from '../../../platform/db/database.js';
import type { Router } from '../../../platform/http/router.js';
import type { HistoryService } from '../../audit-logging/index.js';
import type { ShadesService, ShadeView } from './shades.service.js';

function toShadeDto(shade: ShadeView): ShadeDto {
  return {
    id: shade.id,
    name: shade.name,
    hexCodeValue: shade.hexCode.toLowerCase(),
    colorGroupId: shade.colourGroupId,
    isUsed: shade.isUsed,
    concurrencyStamp: shade.concurrencyStamp,
  };
}

export function shadesRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    /** With the actor for a save, which the shades' history records. */
    shades: (tx: Tx, actor?: Actor) => ShadesService;
    history: (tx: Tx) => HistoryService;
  },
): void {
  const { router, shades, history } = deps;

  router.route(app, getShades, async ({ query }, { tx }) => {
    const page = await shades(tx).findShades({
      sorting: query.Sorting,
      skip: query.SkipCount,
      take: query.MaxResultCount,
    });
    return { items: page.items.map(toShadeDto), totalCount: page.totalCount };
  });

  router.route(app, getColourGroups, async (_input, { tx }) => ({
    items: await shades(tx).findColourGroups(),
  }));

  router.route(app, getShadeHistory, async ({ query }, { tx }) =>
    history(tx).findPage({ type: 'Shade' }, query),
  );

  router.route(app, updateShades, async ({ body }, { tx, actor }) => {
    const saved = await shades(tx, actor).updateShades(body);
    return { ...saved, items: saved.items.map(toShadeDto) };
  });

  router.route(app, getUniqueUsedShades, async (_input, { tx }) =>
    shades(tx).findUniqueUsedShadeNames(),
  );

  router.route(app, getShadesOrderByMostFrequentlyUsed, async (_input, { tx }) =>
    (await shades(tx).findShadesByMostFrequentUse()).map(toShadeDto),
  );
}

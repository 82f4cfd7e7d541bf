import type { FastifyInstance } from 'fastify';
import {
  addSampleStyle,
  cloneStyle,
  createStyle,
  deleteMultipleStyles,
  deleteStyle,
  deleteStyleAlias,
  getStyle,
  getStyleCounts,
  getStyleGrid,
  getStyleHistory,
  getStyleProductCategoryChartData,
  getStyles,
  isDuplicateStyleName,
  updateStyle,
  styleStages,
  weightTypeNames,
  type StyleDto,
} from '@spool/contracts';
import type { Actor } from '../../platform/auth/caller-access.js';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { HistoryService } from '../audit-logging/index.js';
import type { SampleStyleService } from './sample-style.service.js';
import type { StyleGridService } from './style-grid.service.js';
import type { StyleRow, StylesService } from './styles.service.js';

const weightTypeName = (code: number) => weightTypeNames[code - 1] ?? 'standard';

const toStyleDto = (style: StyleRow): StyleDto => ({
  ...style,
  weightType: weightTypeName(style.weightType),
  stage: styleStages[style.stage] ?? 'estimate',
  creationTime: style.creationTime.toISOString(),
  lastModificationTime: style.lastModificationTime?.toISOString() ?? null,
});

/** Who makes a change, as the style's history names them. */

export function stylesRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    /** With the actor for changes, which the style's history records. */
    styles: (tx: Tx, actor?: Actor) => StylesService;
    grid: (tx: Tx) => StyleGridService;
    sample: (tx: Tx, actor: Actor) => SampleStyleService;
    history: (tx: Tx) => HistoryService;
  },
): void {
  const { router, styles, grid, sample, history } = deps;

  router.route(app, getStyleGrid, async ({ query }, { tx }) => {
    const page = await grid(tx).findPage(query);
    return {
      totalCount: page.totalCount,
      items: page.items.map((item) => ({
        ...item,
        weightType: weightTypeName(item.weightType),
        stage: styleStages[item.stage] ?? 'estimate',
        creationTime: item.creationTime.toISOString(),
      })),
      ...(page.groups && {
        groups: page.groups.map((group) => ({
          ...group,
          // Weight types group by their code; the API names them.
          key:
            query.GroupBy === 'weightType' && group.key !== null
              ? weightTypeName(Number(group.key))
              : group.key,
        })),
      }),
    };
  });
  router.route(app, getStyle, async ({ params }, { tx }) =>
    toStyleDto(await styles(tx).getStyle(params.id)),
  );
  router.route(app, getStyleHistory, async ({ params, query }, { tx }) => {
    const style = await styles(tx).getStyle(params.id);
    return history(tx).findPage(
      {
        type: 'Style',
        id: String(style.id),
        usage: { styleId: style.id, importedAt: style.creationTime },
      },
      query,
    );
  });
  router.route(app, createStyle, async ({ body }, ctx) => {
    const { actor } = ctx;
    return toStyleDto(await styles(ctx.tx, actor).createStyle(body, actor.userName));
  });
  router.route(app, updateStyle, async ({ params, body }, ctx) => {
    const { concurrencyStamp, ...style } = body;
    const { actor } = ctx;
    return toStyleDto(
      await styles(ctx.tx, actor).updateStyle(params.id, style, concurrencyStamp, actor.userName),
    );
  });
  for (const contract of [deleteStyle, deleteStyleAlias]) {
    router.route(app, contract, async ({ params }, ctx) => {
      await styles(ctx.tx, ctx.actor).deleteStyle(params.id);
      return null;
    });
  }
  router.route(app, deleteMultipleStyles, async ({ query }, ctx) => {
    await styles(ctx.tx, ctx.actor).deleteStyles(query.selectedIds);
    return null;
  });
  router.route(app, isDuplicateStyleName, async ({ query }, { tx }) =>
    styles(tx).isDuplicateName(query.name),
  );
  router.route(app, cloneStyle, async ({ body }, ctx) => {
    const { actor } = ctx;
    return toStyleDto(
      await styles(ctx.tx, actor).cloneStyle(body.styleId, body.inputName, actor.userName),
    );
  });
  router.route(app, addSampleStyle, async (_input, ctx) => {
    const { actor } = ctx;
    return toStyleDto(await sample(ctx.tx, actor).addSampleStyle(ctx.language, actor.userName));
  });
  router.route(app, getStyles, async ({ query }, { tx }) =>
    (await styles(tx).searchLatest(query.name)).map((style) => ({
      ...style,
      stage: styleStages[style.stage] ?? 'estimate',
      creationTime: style.creationTime.toISOString(),
    })),
  );
  router.route(app, getStyleCounts, async (_input, { tx }) => styles(tx).counts());
  router.route(app, getStyleProductCategoryChartData, async (_input, { tx }) => ({
    items: await styles(tx).chartData(),
  }));
}

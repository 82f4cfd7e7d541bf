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
  getStyleProductCategoryChartData,
  getStyles,
  isDuplicateStyleName,
  updateStyle,
  weightTypeNames,
  type StyleDto,
} from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { SampleStyleService } from './sample-style.service.js';
import type { StyleGridService } from './style-grid.service.js';
import type { StyleRow, StylesService } from './styles.service.js';

const weightTypeName = (code: number) => weightTypeNames[code - 1] ?? 'standard';

const toStyleDto = (style: StyleRow): StyleDto => ({
  ...style,
  weightType: weightTypeName(style.weightType),
  creationTime: style.creationTime.toISOString(),
  lastModificationTime: style.lastModificationTime?.toISOString() ?? null,
});

export function stylesRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    styles: (tx: Tx) => StylesService;
    grid: (tx: Tx) => StyleGridService;
    sample: (tx: Tx) => SampleStyleService;
    actorName: (tx: Tx, userId: string) => Promise<string | null>;
  },
): void {
  const { router, styles, grid, sample, actorName } = deps;

  router.tenant(app, getStyleGrid, async ({ query }, { tx }) => {
    const page = await grid(tx).findPage(query);
    return {
      totalCount: page.totalCount,
      items: page.items.map((item) => ({
        ...item,
        weightType: weightTypeName(item.weightType),
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
  router.tenant(app, getStyle, async ({ params }, { tx }) =>
    toStyleDto(await styles(tx).getStyle(params.id)),
  );
  router.tenant(app, createStyle, async ({ body }, { tx, directoryTx, principal }) =>
    toStyleDto(await styles(tx).createStyle(body, await actorName(directoryTx, principal.userId))),
  );
  router.tenant(app, updateStyle, async ({ params, body }, { tx, directoryTx, principal }) => {
    const { concurrencyStamp, ...style } = body;
    return toStyleDto(
      await styles(tx).updateStyle(
        params.id,
        style,
        concurrencyStamp,
        await actorName(directoryTx, principal.userId),
      ),
    );
  });
  for (const contract of [deleteStyle, deleteStyleAlias]) {
    router.tenant(app, contract, async ({ params }, { tx }) => {
      await styles(tx).deleteStyle(params.id);
      return null;
    });
  }
  router.tenant(app, deleteMultipleStyles, async ({ query }, { tx }) => {
    await styles(tx).deleteStyles(query.selectedIds);
    return null;
  });
  router.tenant(app, isDuplicateStyleName, async ({ query }, { tx }) =>
    styles(tx).isDuplicateName(query.name),
  );
  router.tenant(app, cloneStyle, async ({ body }, { tx, directoryTx, principal }) =>
    toStyleDto(
      await styles(tx).cloneStyle(
        body.styleId,
        body.inputName,
        await actorName(directoryTx, principal.userId),
      ),
    ),
  );
  router.tenant(app, addSampleStyle, async (_input, { tx, directoryTx, principal, language }) =>
    toStyleDto(
      await sample(tx).addSampleStyle(language, await actorName(directoryTx, principal.userId)),
    ),
  );
  router.tenant(app, getStyles, async ({ query }, { tx }) =>
    (await styles(tx).searchLatest(query.name)).map((style) => ({
      ...style,
      creationTime: style.creationTime.toISOString(),
    })),
  );
  router.tenant(app, getStyleCounts, async (_input, { tx }) => styles(tx).counts());
  router.tenant(app, getStyleProductCategoryChartData, async (_input, { tx }) => ({
    items: await styles(tx).chartData(),
  }));
}

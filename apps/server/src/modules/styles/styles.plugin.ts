import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import { createNamedListsRepository } from '../catalogue/index.js';
import { createUsersRepository } from '../identity/index.js';
import { createStylesRepository } from './styles.repository.js';
import { stylesRoutes } from './styles.routes.js';
import { createStylesService } from './styles.service.js';

/** The styles module: styles (and, with the operations slice, their sewing operations). */
export function stylesPlugin(app: FastifyInstance, { router }: { router: Router }): void {
  stylesRoutes(app, {
    router,
    styles: (tx: Tx) =>
      createStylesService({
        styles: createStylesRepository(tx),
        references: {
          customer: createNamedListsRepository(tx, 'customer'),
          productCategory: createNamedListsRepository(tx, 'productCategory'),
          productType: createNamedListsRepository(tx, 'productType'),
        },
      }),
    actorName: async (tx: Tx, userId: string) =>
      (await createUsersRepository(tx).findUser(userId))?.userName ?? null,
  });
}

import type { FastifyInstance } from 'fastify';
import type { NamedListKind } from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import { createAuditTrail } from '../audit-logging/index.js';
import { createCustomerDefaultsService } from './customer-defaults.service.js';
import { createCustomersRepository } from './customers.repository.js';
import { createNamedListsRepository } from './named-lists.repository.js';
import { createNamedListsService } from './named-lists.service.js';
import { referenceDataRoutes } from './reference-data.routes.js';
import { createThreadRangeRepository } from './thread-range.repository.js';
import { createThreadRangeService } from './thread-range.service.js';

/** The catalogue module: repository -> service -> routes, built per request transaction. */
export function cataloguePlugin(app: FastifyInstance, { router }: { router: Router }): void {
  referenceDataRoutes(app, {
    router,
    namedList: (kind: NamedListKind, tx: Tx) =>
      createNamedListsService(kind, { entries: createNamedListsRepository(tx, kind) }),
    threadRange: (tx: Tx) =>
      createThreadRangeService({
        range: createThreadRangeRepository(tx),
        brands: createNamedListsRepository(tx, 'brand'),
      }),
    customerDefaults: (tx, actor) =>
      createCustomerDefaultsService({
        customers: createCustomersRepository(tx),
        audit: createAuditTrail(tx, actor),
      }),
  });
}

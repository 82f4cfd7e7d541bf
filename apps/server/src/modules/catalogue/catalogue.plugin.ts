import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { createCustomersRepository } from './customers.repository.js';
import { createCustomersService } from './customers.service.js';

/** The catalogue module: repository -> service -> routes, built per request transaction. */
export function cataloguePlugin(app: FastifyInstance, { router }: { router: Router }): void {
  const customers = (tx: Tx) =>
    createCustomersService({ customers: createCustomersRepository(tx) });
  catalogueRoutes(app, { router, customers });
}

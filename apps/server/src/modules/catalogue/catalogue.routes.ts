import type { FastifyInstance } from 'fastify';
import { createCustomer, getCustomer, getCustomers, toCustomerDto } from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { CustomersService } from './customers.service.js';

export function catalogueRoutes(
  app: FastifyInstance,
  { router, customers }: { router: Router; customers: (tx: Tx) => CustomersService },
): void {
  router.tenant(app, getCustomers, async ({ query }, { tx }) => {
    const page = await customers(tx).findCustomers({
      skip: query.SkipCount,
      take: query.MaxResultCount,
    });
    return { items: page.items.map(toCustomerDto), totalCount: page.totalCount };
  });

  router.tenant(app, getCustomer, async ({ params }, { tx }) =>
    toCustomerDto(await customers(tx).getCustomer(params.id)),
  );

  router.tenant(app, createCustomer, async ({ body }, { tx }) =>
    toCustomerDto(await customers(tx).createCustomer(body)),
  );
}

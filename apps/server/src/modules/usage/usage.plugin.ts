import type { FastifyInstance } from 'fastify';
import { getWeeklyUsage } from '@spool/contracts';
import type { Router } from '../../platform/http/router.js';
import { createUsageRepository } from './usage.repository.js';
import { createUsageService } from './usage.service.js';

/** The usage module: the events other modules record, and the weekly panel of the tenant administrator. */
export function usagePlugin(app: FastifyInstance, { router }: { router: Router }): void {
  router.tenant(app, getWeeklyUsage, async (_input, { tx, principal }) => ({
    weeks: await createUsageService({ usage: createUsageRepository(tx) }).weekly(principal),
  }));
}

import type { FastifyInstance } from 'fastify';
import { getNotifications, getWeeklyUsage } from '@spool/contracts';
import type { Router } from '../../platform/http/router.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { createUsageRepository } from './usage.repository.js';
import { createUsageService } from './usage.service.js';

/**
 * The usage module: the events other modules record, the weekly panel of the tenant
 * administrator, and the notifications of the account menu.
 */
export function usagePlugin(app: FastifyInstance, { router }: { router: Router }): void {
  const service = (tx: Parameters<typeof createUsageRepository>[0]) =>
    createUsageService({
      usage: createUsageRepository(tx),
      notifications: createNotificationsRepository(tx),
    });
  router.route(app, getWeeklyUsage, async (_input, { tx, principal }) => ({
    weeks: await service(tx).weekly(principal),
  }));
  router.route(app, getNotifications, async (_input, { tx }) => ({
    items: await service(tx).notifications(),
  }));
}

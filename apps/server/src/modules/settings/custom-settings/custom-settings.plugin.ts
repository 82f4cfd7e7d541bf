import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../platform/db/database.js';
import type { Router } from '../../../platform/http/router.js';
import { createAuditTrail, historyOf } from '../../audit-logging/index.js';
import { createCustomSettingsRepository } from './custom-settings.repository.js';
import { customSettingsRoutes } from './custom-settings.routes.js';
import { createCustomSettingsService } from './custom-settings.service.js';
import { createSettingsHistory } from '../settings-history.js';

/** The custom settings slice of the settings module: repository -> service -> routes, per request transaction. */
export function customSettingsPlugin(app: FastifyInstance, { router }: { router: Router }): void {
  const service = (tx: Tx) =>
    createCustomSettingsService({
      settings: createCustomSettingsRepository(tx),
      history: (actor) => createSettingsHistory(createAuditTrail(tx, actor)),
    });
  customSettingsRoutes(app, { router, service, history: historyOf });
}

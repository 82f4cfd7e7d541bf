import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../../platform/auth/caller-access.js';
import type { Tx } from '../../../platform/db/database.js';
import type { Router } from '../../../platform/http/router.js';
import { createAuditTrail, historyOf, noAuditTrail } from '../../audit-logging/index.js';
import { createSettingsHistory } from '../settings-history.js';
import { createShadesRepository } from './shades.repository.js';
import { shadesRoutes } from './shades.routes.js';
import { createShadesService } from './shades.service.js';
import { createSystemConfigurationRepository } from '../system-configuration/system-configuration.repository.js';

/** The shades slice of the settings module: repository -> service -> routes. */
export function shadesPlugin(app: FastifyInstance, { router }: { router: Router }): void {
  const shades = (tx: Tx, actor?: Actor) =>
    createShadesService({
      shades: createShadesRepository(tx),
      configurations: createSystemConfigurationRepository(tx),
      history: createSettingsHistory(actor ? createAuditTrail(tx, actor) : noAuditTrail),
    });
  shadesRoutes(app, {
    router,
    shades,
    history: historyOf,
  });
}

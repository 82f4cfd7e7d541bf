import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../platform/db/database.js';
import type { Router } from '../../../platform/http/router.js';
import { createSystemConfigurationRepository } from './system-configuration.repository.js';
import { systemConfigurationRoutes } from './system-configuration.routes.js';
import { createSystemConfigurationService } from './system-configuration.service.js';

/** The system configuration slice of the settings module: repository -> service -> routes. */
export function systemConfigurationPlugin(
  app: FastifyInstance,
  { router }: { router: Router },
): void {
  const configurations = (tx: Tx) =>
    createSystemConfigurationService({
      configurations: createSystemConfigurationRepository(tx),
    });
  systemConfigurationRoutes(app, { router, configurations });
}

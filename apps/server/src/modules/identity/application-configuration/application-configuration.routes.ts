import type { FastifyInstance } from 'fastify';
import { getApplicationConfiguration, getPreLogin, type PreLogin } from '@spool/contracts';
import type { Principal } from '../../../platform/auth/token-verifier.js';
import type { Router } from '../../../platform/http/router.js';
import type { ApplicationConfigurationService } from './application-configuration.plugin.js';

export function applicationConfigurationRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    configuration: (
      principal: Principal | undefined,
    ) => <T>(work: (service: ApplicationConfigurationService) => Promise<T>) => Promise<T>;
    preLogin: PreLogin;
  },
): void {
  deps.router.route(
    app,
    getApplicationConfiguration,
    async (_input, { optionalPrincipal, language }) => {
      const principal = await optionalPrincipal();
      return deps.configuration(principal)((service) =>
        service.configurationFor(principal, language),
      );
    },
  );

  deps.router.route(app, getPreLogin, async () => deps.preLogin);
}

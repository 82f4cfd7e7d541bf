import type { FastifyInstance } from 'fastify';
import { getCurrentIdentity, getCurrentUserOrganisations, getOrganisation } from '@spool/contracts';
import { notAvailable } from '../../../platform/http/http-problem.js';
import { DomainError } from '@spool/domain';
import type { Router } from '../../../platform/http/router.js';
import { IdentityDiscoveryError } from './http-identity-discovery.service.js';
import type { IdentityDiscovery } from './identity-discovery.service.js';

/** A discovery service that fails is the service being unavailable (503), not Spool failing. */
async function ask<T>(question: () => Promise<T>): Promise<T> {
  try {
    return await question();
  } catch (error) {
    if (error instanceof IdentityDiscoveryError) {
      throw notAvailable();
    }
    throw error;
  }
}

/**
 * Identity discovery for the signed-in person only: their identity, their
 * organisations, one of those organisations. The server asks the discovery
 * service, so its access code never reaches a browser.
 */
export function identityDiscoveryRoutes(
  app: FastifyInstance,
  deps: { router: Router; discovery: IdentityDiscovery },
): void {
  const { router, discovery } = deps;

  router.route(app, getCurrentIdentity, { transaction: 'none' }, async (_input, { principal }) => {
    const user = await ask(() => discovery.findUser(principal.userId));
    if (!user) throw new DomainError('Spool:NotFound');
    return user;
  });

  router.route(
    app,
    getCurrentUserOrganisations,
    { transaction: 'none' },
    async (_input, { principal }) => ask(() => discovery.findUserOrganisations(principal.userId)),
  );

  router.route(app, getOrganisation, { transaction: 'none' }, async ({ params }, { principal }) => {
    const mine = await ask(() => discovery.findUserOrganisations(principal.userId));
    const organisation = mine.find((candidate) => candidate.id === params.id);
    if (!organisation) throw new DomainError('Spool:NotFound');
    return organisation;
  });
}

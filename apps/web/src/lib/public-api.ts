import {
  publicPaths,
  type ApplicationConfiguration,
  type Health,
  type PreLogin,
} from '@spool/contracts';
import { sendApiRequest, type FetchOptions } from './api-fetch';

/**
 * Reads one of the public answers the first page shows. Their contracts' zod schemas would
 * bring zod and the domain (40 kB) to a page that shows before sign-in; the server has checked
 * each answer against its schema before sending it (its serializer), so here it is only read
 * as JSON, and an answer that is not an object fails like a refused call.
 */
async function getPublicAnswer<T>(path: string, options: FetchOptions): Promise<T> {
  const response = await sendApiRequest('GET', path, { ...options, accept: 'application/json' });
  const answer: unknown = await response.json();
  if (typeof answer !== 'object' || answer === null) {
    throw new Error(`${path} answered ${typeof answer}, not an object`);
  }
  return answer as T;
}

/** Before sign-in: the published-on date, where to sign in, the person links. */
export const getPreLogin = () =>
  getPublicAnswer<PreLogin>(publicPaths.preLogin, { accessToken: null });

/** The current user (anonymous before sign-in), tenant, policies, features and languages. */
export const getApplicationConfiguration = () =>
  getPublicAnswer<ApplicationConfiguration>(publicPaths.applicationConfiguration, {});

/** Whether the server and its database answer; a 503 (database down) still carries the figures. */
export async function getHealth(signal: AbortSignal): Promise<Health> {
  const response = await fetch(publicPaths.health, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (response.status !== 200 && response.status !== 503) {
    throw new Error(`${publicPaths.health} answered ${response.status}`);
  }
  return (await response.json()) as Health;
}

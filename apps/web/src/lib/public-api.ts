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
export const getPreLogin = (options: FetchOptions = {}) =>
  getPublicAnswer<PreLogin>(publicPaths.preLogin, { ...options, accessToken: null });

/** The current user (anonymous before sign-in), tenant, policies, features and languages. */
export const getApplicationConfiguration = (options: FetchOptions = {}) =>
  getPublicAnswer<ApplicationConfiguration>(publicPaths.applicationConfiguration, options);

type FirstAnswers = {
  preLogin: Promise<PreLogin>;
  configuration: Promise<ApplicationConfiguration>;
  /** The token it was asked with: null for a visitor without a session. */
  accessToken: string | null;
};

let firstAnswers: FirstAnswers | undefined;

/** A promise whose failure is left to whoever takes it (none is reported before). */
const handled = <T>(promise: Promise<T>) => {
  promise.catch(() => undefined);
  return promise;
};

/**
 * Asks for the first page's answers as soon as the page's script runs, while the interface's
 * texts (and for a signed-in person the sign-in client) are still on their way, rather than one
 * after the other once the app has drawn: a page shows a few round trips sooner. The
 * configuration is asked with the stored token (none for a visitor); the session's first start
 * takes it if its user has that token, and asks again otherwise.
 */
export function requestFirstAnswers({
  language,
  accessToken,
}: {
  language: string;
  accessToken: string | null;
}): void {
  firstAnswers = {
    preLogin: handled(getPreLogin({ language })),
    // A refused token is not acted on here: the session asks again, and that call ends it.
    configuration: handled(
      getApplicationConfiguration({ language, accessToken, onUnauthorized: () => undefined }),
    ),
    accessToken,
  };
}

/** The answers asked for by {@link requestFirstAnswers}, once; afterwards undefined. */
export function takeFirstAnswers(): FirstAnswers | undefined {
  const taken = firstAnswers;
  firstAnswers = undefined;
  return taken;
}

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

/**
 * The public answers the first page reads before anyone signs in, as plain paths: the browser
 * fetches them without the contracts' schemas, so that zod and the domain stay off the landing
 * page. The contracts below use the same paths; the server checks each answer
 * against its schema before sending it.
 */
export const publicPaths = {
  preLogin: '/api/preLogin',
  applicationConfiguration: '/api/abp/application-configuration',
  health: '/api/health',
} as const;

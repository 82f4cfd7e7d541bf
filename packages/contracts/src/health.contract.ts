import { z } from 'zod';
import { defineContract } from './contract.js';
import { publicPaths } from './public-paths.js';

export const databaseKindSchema = z.enum(['pglite', 'postgresql']);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  database: databaseKindSchema,
  databaseReachable: z.boolean(),
});
export type Health = z.infer<typeof healthSchema>;

/** Liveness and readiness: 200 when the database answers, 503 when it does not. */
export const getHealth = defineContract({
  method: 'GET',
  path: publicPaths.health,
  summary: 'Server health: database reachable, version, which database',
  tags: ['Platform'],
  access: 'public',
  status: 200,
  response: healthSchema,
});

import { z } from 'zod';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';

/**
 * The tenant administrator's usage panel (system configuration screen): imports and report
 * downloads per week, the last 12 weeks, from the usage events Spool records (the
 * specification's analytics events on import and on each report download).
 */
export const usageWeekSchema = z.object({
  /** Monday of the week (ISO date, UTC). */
  weekStart: z.iso.date(),
  /** Style imports and cost file uploads that were saved. */
  imports: z.number().int(),
  /** Single Garment and Thread Usage reports downloaded, PDF or CSV. */
  reportDownloads: z.number().int(),
});
export type UsageWeek = z.infer<typeof usageWeekSchema>;

/** How many weeks the panel shows, the current one last. */
export const usageWeeks = 12;

export const getWeeklyUsage = defineContract({
  method: 'GET',
  path: '/api/usage/weekly',
  summary: 'Imports and report downloads per week, the last 12 weeks (tenant administrators)',
  tags: ['Settings'],
  access: 'tenant',
  permission: Permissions.Settings,
  status: 200,
  response: z.object({ weeks: z.array(usageWeekSchema) }),
});

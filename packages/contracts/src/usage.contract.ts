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

/**
 * What happened lately in the tenant that a planner should know (the account menu's
 * Notifications): style imports and cost file uploads that were saved, and tension settings
 * whose stitch values changed, with how many styles now need their reports printed again.
 */
export const notificationKinds = [
  'styleImport',
  'costFileImport',
  'tensionSettingChanged',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.object({
  kind: z.enum(notificationKinds),
  occurredAt: z.iso.datetime(),
  /** Who did it, as named then. */
  userName: z.string().nullable(),
  /** Operations saved by a style import; cost entries saved by a cost file upload. */
  rowCount: z.number().int().nullable(),
  /** The tension (custom) setting changed, and its stitch type codes changed at that time. */
  customSettingName: z.string().nullable(),
  stitchTypeCodes: z.array(z.string()),
  /** Styles on that setting, using one of those codes, printed before the change. */
  stylesToReprint: z.number().int(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

/** How far back, and how many at most, the notifications reach. */
export const notificationDays = 30;
export const notificationLimit = 50;

export const getNotifications = defineContract({
  method: 'GET',
  path: '/api/notifications',
  summary: 'The tenant’s recent imports and tension setting changes, newest first',
  tags: ['Styles'],
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  response: z.object({ items: z.array(notificationSchema) }),
});

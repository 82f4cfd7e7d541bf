import { DomainError } from '@spool/domain';
import {
  notificationDays,
  notificationLimit,
  usageWeeks,
  type NotificationDto,
  type UsageWeek,
} from '@spool/contracts';
import { tenantAdministratorAccountType } from '../identity/index.js';
import type { NotificationsRepository } from './notifications.repository.js';
import type { UsageRepository } from './usage.repository.js';

const dayMs = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week of `date`. */
function mondayOf(date: Date): Date {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - weekday * dayMs);
}

/**
 * The tenant administrator's usage panel: imports and report downloads per week, the last
 * 12 weeks with empty weeks as zeros, the current week last. And the notifications anyone
 * working on styles sees: the last 30 days' imports and tension setting changes.
 */
export function createUsageService({
  usage,
  notifications,
  clock = () => new Date(),
}: {
  usage: UsageRepository;
  notifications: NotificationsRepository;
  clock?: () => Date;
}) {
  return {
    async notifications(): Promise<NotificationDto[]> {
      const since = new Date(clock().getTime() - notificationDays * dayMs);
      return notifications.findRecent(since, notificationLimit);
    },

    async weekly(caller: { accountType: number | undefined }): Promise<UsageWeek[]> {
      if (caller.accountType !== tenantAdministratorAccountType) {
        throw new DomainError('Spool:Forbidden');
      }
      const first = new Date(mondayOf(clock()).getTime() - (usageWeeks - 1) * 7 * dayMs);
      const counts = await usage.countByWeek(first);
      return Array.from({ length: usageWeeks }, (_, index) => {
        const weekStart = new Date(first.getTime() + index * 7 * dayMs).toISOString().slice(0, 10);
        const of = (kinds: readonly string[]) =>
          counts
            .filter((row) => row.weekStart === weekStart && kinds.includes(row.kind))
            .reduce((sum, row) => sum + row.count, 0);
        return {
          weekStart,
          imports: of(['styleImport', 'costFileImport']),
          reportDownloads: of(['singleGarmentReport', 'threadUsageReport']),
        };
      });
    },
  };
}

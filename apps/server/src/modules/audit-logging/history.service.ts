import type { HistoryPage } from '@spool/contracts';
import type { HistoryRepository, HistorySubject } from './history.repository.js';

export type { HistorySubject } from './history.repository.js';

/**
 * The history a screen shows of what it edits: the subject's audit entries and usage
 * events, newest first. The caller has checked that the subject is there to be seen.
 */
export function createHistoryService({ history }: { history: HistoryRepository }) {
  return {
    async findPage(
      subject: HistorySubject,
      page: { SkipCount: number; MaxResultCount: number },
    ): Promise<HistoryPage> {
      const found = await history.findHistory(subject, {
        skip: page.SkipCount,
        take: page.MaxResultCount,
      });
      return {
        totalCount: found.totalCount,
        items: found.items.map((entry) => ({ ...entry, time: entry.time.toISOString() })),
      };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;

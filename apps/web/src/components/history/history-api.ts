import { useInfiniteQuery } from '@tanstack/react-query';
import {
  getCostFileHistory,
  getCustomSettingHistory,
  getShadeHistory,
  getStyleHistory,
  type HistoryPage,
} from '@spool/contracts';
import { callApi } from '../../lib/api-client';

/** What a History drawer shows the history of. */
export type HistorySubject =
  | { kind: 'style'; id: number }
  | { kind: 'customSetting'; id: number }
  | { kind: 'shades' }
  | { kind: 'costFile' };

const pageSize = 20;

function fetchPage(subject: HistorySubject, skip: number, signal: AbortSignal) {
  const query = { SkipCount: skip, MaxResultCount: pageSize };
  switch (subject.kind) {
    case 'style':
      return callApi(getStyleHistory, { params: { id: subject.id }, query }, { signal });
    case 'customSetting':
      return callApi(getCustomSettingHistory, { params: { id: subject.id }, query }, { signal });
    case 'shades':
      return callApi(getShadeHistory, { query }, { signal });
    case 'costFile':
      return callApi(getCostFileHistory, { query }, { signal });
  }
}

const loaded = (pages: readonly HistoryPage[]) =>
  pages.reduce((count, page) => count + page.items.length, 0);

/** The subject's history, newest first, a page at a time; read afresh each time it is opened. */
export function useHistory(subject: HistorySubject) {
  return useInfiniteQuery({
    queryKey: ['history', subject],
    queryFn: ({ pageParam, signal }) => fetchPage(subject, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      loaded(pages) < last.totalCount ? loaded(pages) : undefined,
    // Anyone may have changed the subject since: never show an old copy as current.
    staleTime: 0,
    gcTime: 0,
  });
}

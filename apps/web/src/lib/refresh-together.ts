import { notifyManager, skipToken, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Reads every query on screen under `queryKey` again and shows all the answers in one update
 * of the page, as a reload would: never one part ahead of another while the slower answers
 * come (on the embedded database requests run one after another). A query whose read fails
 * is refetched on its own, to show its error; the queries not on screen are marked stale.
 */
export async function refreshTogether(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const shown = queryClient.getQueryCache().findAll({ queryKey, type: 'active' });
  const answers = await Promise.all(
    shown.map(async (query) => {
      const queryFn = query.options.queryFn;
      if (!queryFn || queryFn === skipToken) return { query, ok: false as const };
      try {
        const data: unknown = await queryFn({
          client: queryClient,
          queryKey: query.queryKey,
          signal: new AbortController().signal,
          meta: query.meta,
        });
        return { query, ok: true as const, data };
      } catch {
        return { query, ok: false as const };
      }
    }),
  );
  notifyManager.batch(() => {
    for (const answer of answers)
      if (answer.ok) queryClient.setQueryData(answer.query.queryKey, answer.data);
  });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey, type: 'inactive', refetchType: 'none' }),
    ...answers
      .filter((answer) => !answer.ok)
      .map((answer) => queryClient.invalidateQueries({ queryKey: answer.query.queryKey })),
  ]);
}

/**
 * Every cache key of the style window starts with `styles`, so that one invalidation after a
 * save, a clone or an operation change refreshes the window and the dashboard alike.
 */
export const stylesQueryKey = ['styles'] as const;

export const styleEditorKeys = {
  style: (id: number) => [...stylesQueryKey, 'style', id] as const,
  nameTaken: (name: string) => [...stylesQueryKey, 'name-taken', name] as const,
  references: (kind: string) => [...stylesQueryKey, 'references', kind] as const,
  operations: (styleId: number) => [...stylesQueryKey, 'operations', styleId] as const,
  reportsExist: (styleId: number) => [...stylesQueryKey, 'reports-exist', styleId] as const,
};

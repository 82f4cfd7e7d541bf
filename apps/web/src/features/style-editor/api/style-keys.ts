import { stylesQueryKey } from '../../../components/styles/styles-api';

/**
 * Every cache key of the style window starts with `styles` (shared with the dashboard), so
 * that one invalidation after a save, a clone or an operation change refreshes both.
 */
export { stylesQueryKey };

export const styleEditorKeys = {
  style: (id: number) => [...stylesQueryKey, 'style', id] as const,
  references: (kind: string) => [...stylesQueryKey, 'references', kind] as const,
  operations: (styleId: number) => [...stylesQueryKey, 'operations', styleId] as const,
  figures: (styleId: number) => [...stylesQueryKey, 'figures', styleId] as const,
  picture: (styleId: number) => [...stylesQueryKey, 'picture', styleId] as const,
  pictureContent: (styleId: number, version: string) =>
    [...stylesQueryKey, 'picture-content', styleId, version] as const,
  order: (styleId: number) => [...stylesQueryKey, 'order', styleId] as const,
  orderInputs: (styleId: number) => [...stylesQueryKey, 'order-inputs', styleId] as const,
  reportsExist: (styleId: number) => [...stylesQueryKey, 'reports-exist', styleId] as const,
  versions: (styleId: number) => [...stylesQueryKey, 'versions', styleId] as const,
  tensionSettingsChanged: (styleId: number) =>
    [...stylesQueryKey, 'tension-settings-changed', styleId] as const,
};

import type { ParseKeys } from 'i18next';

/** What a route declares beside its path: its title (a translation key), and what it needs. */
export type RouteHandle = {
  titleKey?: ParseKeys<'translation'>;
  requiredPolicy?: string;
  requiredFeature?: string;
  /** A tenant's own page (its settings): the host, which has none, is sent to the dashboard. */
  tenantOnly?: boolean;
};

/**
 * Styles the person created or opened lately, on this device (local storage), for the
 * header search: the latest first, at most ten of each, per tenant.
 */
export type RecentStyle = { id: number; name: string };
export type RecentKind = 'created' | 'opened';

const maxRecent = 10;
const storageKey = (tenantId: string | null, kind: RecentKind) =>
  `spool.recentStyles.${tenantId ?? 'host'}.${kind}`;

function read(key: string): RecentStyle[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (item): item is RecentStyle =>
            typeof item === 'object' &&
            item !== null &&
            typeof (item as RecentStyle).id === 'number' &&
            typeof (item as RecentStyle).name === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** The recent styles of a kind, the latest first. */
export function recentStyles(tenantId: string | null, kind: RecentKind): RecentStyle[] {
  return read(storageKey(tenantId, kind));
}

/** Puts a style first in its list (once), keeping the ten latest. */
export function rememberStyle(tenantId: string | null, kind: RecentKind, style: RecentStyle): void {
  const key = storageKey(tenantId, kind);
  const next = [style, ...read(key).filter((item) => item.id !== style.id)].slice(0, maxRecent);
  localStorage.setItem(key, JSON.stringify(next));
}

/** Forgets a deleted style everywhere. */
export function forgetStyle(tenantId: string | null, id: number): void {
  for (const kind of ['created', 'opened'] as const) {
    const key = storageKey(tenantId, kind);
    localStorage.setItem(key, JSON.stringify(read(key).filter((item) => item.id !== id)));
  }
}

/** The host's side in `access_versions` (its users and roles have no tenant). */
const hostSide = '00000000-0000-0000-0000-000000000000';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The SELECT of a side's access version, run with the request transaction's settings in one
 * round trip (so written out, its one value a checked uuid literal): 0 until the side's first
 * change.
 */
export function accessVersionRead(tenantId: string | undefined): string {
  const side = tenantId ?? hostSide;
  if (!uuidPattern.test(side)) throw new Error(`not a tenant id: ${side}`);
  return `select coalesce((select version from access_versions where side = '${side}'), 0) as access_version`;
}

/** The version in `accessVersionRead`'s rows. */
export function accessVersionOf(rows: readonly Record<string, unknown>[]): number {
  const value = Number(rows[0]?.['access_version']);
  if (!Number.isSafeInteger(value)) throw new Error('the access version was not read');
  return value;
}

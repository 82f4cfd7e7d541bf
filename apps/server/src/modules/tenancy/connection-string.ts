import { DomainError } from '@spool/domain';

/**
 * A tenant's own PostgreSQL database, as given by a host administrator: a
 * `postgres://` or `postgresql://` address, with the database either in its
 * path or given separately. Returns the address that names the database, and
 * that database's name.
 */
export function resolveTenantConnectionString(
  connectionString: string,
  databaseName?: string | null,
): { connectionString: string; databaseName: string } {
  let url: URL;
  try {
    url = new URL(connectionString.trim());
  } catch {
    throw new DomainError('Spool.Tenancy:ConnectionStringInvalid');
  }
  if ((url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') || !url.hostname) {
    throw new DomainError('Spool.Tenancy:ConnectionStringInvalid');
  }
  const inConnectionString = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const given = databaseName?.trim() ?? '';
  if (inConnectionString && given && inConnectionString !== given) {
    throw new DomainError('Spool.Tenancy:DatabaseNameMismatch', {
      inConnectionString,
      databaseName: given,
    });
  }
  const name = inConnectionString || given;
  if (!name) throw new DomainError('Spool.Tenancy:DatabaseNameMissing');
  if (new TextEncoder().encode(name).length > 63 || name.includes('/')) {
    throw new DomainError('Spool.Tenancy:ConnectionStringInvalid');
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  return { connectionString: url.toString(), databaseName: name };
}

/** The database a stored connection string names; null for none (the shared database). */
export function databaseNameOf(connectionString: string | null): string | null {
  if (!connectionString) return null;
  try {
    return decodeURIComponent(new URL(connectionString).pathname.replace(/^\//, '')) || null;
  } catch {
    return null;
  }
}

/** The connection string with its password shown as `****`, for screens and logs. */
export function maskConnectionString(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '****';
    return url.toString();
  } catch {
    return '****';
  }
}

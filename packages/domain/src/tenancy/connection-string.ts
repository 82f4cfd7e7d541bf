import { DomainError } from '../errors.js';

/** A PostgreSQL address split where Spool reads it: scheme, user info and host, database, the rest. */
type Address = { scheme: string; authority: string; database: string; rest: string };

const addressPattern = /^(postgres(?:ql)?):\/\/([^/?#]*)(?:\/([^?#]*))?(.*)$/i;

/** The parts of a PostgreSQL address with a host, or undefined for anything else. */
function postgresAddress(connectionString: string): Address | undefined {
  const match = addressPattern.exec(connectionString.trim());
  if (!match) return undefined;
  const [, scheme = '', authority = '', database = '', rest = ''] = match;
  const host = authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/, '');
  return host ? { scheme: scheme.toLowerCase(), authority, database, rest } : undefined;
}

/** The database named in an address's path, decoded as the server reads it; '' for none. */
function databaseInPath(address: Address): string {
  try {
    return decodeURIComponent(address.database);
  } catch {
    return '';
  }
}

/** How many bytes a text takes in UTF-8 (PostgreSQL limits names to 63). */
const utf8Length = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/gi, '.').length;

/**
 * The database a PostgreSQL connection string names, as the server reads it; empty when it
 * names none or is no PostgreSQL address.
 */
export function databaseNameInConnectionString(connectionString: string): string {
  const address = postgresAddress(connectionString);
  return address ? databaseInPath(address) : '';
}

/**
 * A tenant's own PostgreSQL database, as given by a host administrator: a
 * `postgres://` or `postgresql://` address, with the database either in its
 * path or given separately (they must agree when both are). Returns the address
 * that names the database, and that database's name.
 */
export function resolveTenantConnectionString(
  connectionString: string,
  databaseName?: string | null,
): { connectionString: string; databaseName: string } {
  const address = postgresAddress(connectionString);
  if (!address) throw new DomainError('Spool.Tenancy:ConnectionStringInvalid');
  const inConnectionString = databaseInPath(address);
  const given = databaseName?.trim() ?? '';
  if (inConnectionString && given && inConnectionString !== given) {
    throw new DomainError('Spool.Tenancy:DatabaseNameMismatch', {
      inConnectionString,
      databaseName: given,
    });
  }
  const name = inConnectionString || given;
  if (!name) throw new DomainError('Spool.Tenancy:DatabaseNameMissing');
  if (utf8Length(name) > 63 || name.includes('/')) {
    throw new DomainError('Spool.Tenancy:ConnectionStringInvalid');
  }
  const { scheme, authority, rest } = address;
  return {
    connectionString: `${scheme}://${authority}/${encodeURIComponent(name)}${rest}`,
    databaseName: name,
  };
}

/** The connection string with its password shown as `****`, for screens, logs and audit. */
export function maskConnectionString(connectionString: string): string {
  // scheme://user:password@host...: everything between the user's colon and the last @.
  return connectionString.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/@:?#]*):[^/?#]*@/i, '$1:****@');
}

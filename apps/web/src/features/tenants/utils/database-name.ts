import { databaseNameInConnectionString } from '@spool/domain';

/**
 * The database name a tenant name suggests: the name in lower case, letters and digits kept
 * (any script), every other run of characters one underscore, none at either end.
 * "Northwind Knits" gives "northwind_knits".
 */
export function databaseNameFor(tenantName: string): string {
  return tenantName
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * The create form's database name once the tenant name changes: it follows the tenant name
 * while it is empty or still what the previous name suggested; a name typed in stays.
 */
export function followTenantName(
  databaseName: string,
  previousTenantName: string,
  tenantName: string,
): string {
  return databaseName === '' || databaseName === databaseNameFor(previousTenantName)
    ? databaseNameFor(tenantName)
    : databaseName;
}

/**
 * The database properties of a new tenant: nothing for the shared database (no connection
 * string); the database name only beside a connection string that names none.
 */
export function tenantDatabaseProperties(
  connectionString: string,
  databaseName: string,
): { DefaultConnectionString?: string; DatabaseName?: string } {
  const address = connectionString.trim();
  if (address === '') return {};
  const name = databaseName.trim();
  return name === '' || databaseNameInConnectionString(address) !== ''
    ? { DefaultConnectionString: address }
    : { DefaultConnectionString: address, DatabaseName: name };
}

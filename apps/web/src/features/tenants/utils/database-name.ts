/**
 * What the tenant's database would be called, were tenants given databases of their own:
 * the name in lower case, letters and digits kept (any script), every other run of
 * characters one underscore, none at either end. "Northwind Knits" gives "northwind_knits".
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

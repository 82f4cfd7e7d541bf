/**
 * The roles application work runs as (NOLOGIN, created by the owner at every
 * migration). None is a superuser, owns a table or may bypass row-level
 * security; the login that serves requests switches to one of them at the start
 * of each transaction (tenant-transaction.ts) and holds no privilege itself.
 * - `spool_app`: every request, scoped by `app.tenant_id`; tenant data under
 *   row-level security, and of the host-side tables only what requests read
 *   (a tenant's name, the feature values of its own tenant and of the host).
 * - `spool_host`: the host's administration (tenants, organisations, feature
 *   values of any tenant, the statistics refresh); a member of `spool_app`, so
 *   it also works on a tenant's side of a host transaction (a new tenant's
 *   administrator and catalogue).
 * - `spool_signin`: the sign-in state (sessions, grants and codes of the
 *   embedded provider, attempts per login) and the look-up that must find a
 *   user before the tenant is known; a policy of its own lets it read users of
 *   every tenant and record failed attempts, nothing else.
 */
export const applicationRole = 'spool_app';
export const hostRole = 'spool_host';
export const signInRole = 'spool_signin';

/** Every role a serving login must be able to switch to. */
export const spoolRoles = [applicationRole, hostRole, signInRole] as const;
export type SpoolRole = (typeof spoolRoles)[number];

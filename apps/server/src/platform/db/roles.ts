/**
 * The roles application work runs as. Neither is a superuser, owns a table or
 * may bypass row-level security.
 * - `spool_app`: every request, scoped by `app.tenant_id`.
 * - `spool_signin`: only the sign-in look-up, which must find a user before
 *   the tenant is known; a policy of its own lets it read users of every tenant
 *   and record failed attempts, nothing else.
 */
export const applicationRole = 'spool_app';
export const signInRole = 'spool_signin';

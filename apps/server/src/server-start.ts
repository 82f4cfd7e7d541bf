import type { SignInOptions } from './app.js';
import type { Config } from './platform/env.js';
import { discoverExternalIssuer } from './platform/auth/external-issuer.js';
import type { FirstStartAccounts } from './modules/identity/index.js';

/**
 * How people sign in, from the configuration: the embedded provider, or the
 * external one at OIDC_ISSUER, found by its discovery document (start-up stops
 * with one line naming OIDC_ISSUER when that fails).
 */
export async function signInFromConfig(
  config: Pick<Config, 'publicUrl' | 'externalSignIn' | 'accessTokenLifetime'>,
  options: { timeoutMs?: number } = {},
): Promise<SignInOptions> {
  const external = config.externalSignIn;
  if (!external) {
    return {
      kind: 'embedded',
      publicUrl: config.publicUrl,
      accessTokenTtlSeconds: config.accessTokenLifetime,
    };
  }
  const tokenTrust = await discoverExternalIssuer(
    {
      issuer: external.issuer,
      audience: external.audience,
      tenantClaim: external.tenantClaim,
      accountTypeClaim: external.accountTypeClaim,
    },
    options,
  );
  return {
    kind: 'external',
    tokenTrust,
    browser: { clientId: external.clientId, scope: external.scope },
  };
}

/**
 * Printed once, on the first start: who can sign in, where, and how. With an
 * external provider there is no password to show; what the operator needs
 * instead is the tenant id the provider must put in its tenant claim, and how
 * the first accounts become somebody's.
 */
export function firstStartNotice(
  first: FirstStartAccounts,
  config: Pick<Config, 'publicUrl' | 'externalSignIn'>,
): string {
  const external = config.externalSignIn;
  if (!external) {
    return [
      '',
      `Spool created its first accounts. Sign in at ${config.publicUrl}`,
      ...first.accounts.map(
        (account) =>
          `  ${account.userName.padEnd(14)} ${account.tenant ? `tenant ${account.tenant}, ${account.role}` : 'host administrator'}`,
      ),
      first.generated
        ? `  password:      ${first.password ?? ''}   (shown only now; set SPOOL_ADMIN_PASSWORD to choose it)`
        : '  password:      the value of SPOOL_ADMIN_PASSWORD',
      '',
    ].join('\n');
  }
  return [
    '',
    `Spool created its first tenant. People sign in at ${external.issuer} (OIDC_ISSUER); Spool keeps no passwords.`,
    ...first.tenants.map(
      (tenant) =>
        `  tenant ${tenant.name.padEnd(8)} id ${tenant.id}   (the provider puts it in the claim "${external.tenantClaim}")`,
    ),
    '  A person signing in for the first time with a tenant id becomes a user of that tenant, with its default role',
    `  (${first.tenants.map((tenant) => `${tenant.name}: ${tenant.defaultRole}`).join(', ')}).`,
    `  The accounts ${first.accounts.map((account) => account.userName).join(', ')} have no password; one becomes a person's`,
    `  when its external_subject is set to "${external.issuer}#<their subject>".`,
    '',
  ].join('\n');
}

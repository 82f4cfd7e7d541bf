import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import type { SignInOptions } from './app.js';
import type { Config } from './platform/env.js';
import { discoverExternalIssuer } from './platform/auth/external-issuer.js';
import type { FirstStartAccounts } from './modules/identity/index.js';
import { setTimeout } from 'node:timers/promises';
import type { ManagementServer } from './modules/health/index.js';

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

/** Hosts that mean every address of the computer. */
const everyAddress = new Set(['0.0.0.0', '::', '[::]']);

/**
 * Printed at start-up when Spool answers on every address of the computer but its public
 * address is the default `localhost`: sign-in then works only on this computer, so the
 * operator is shown the addresses the workshop's other computers can use, and how to choose
 * one. Nothing when the public address was given or Spool listens on one address only.
 */
export function networkAddressNotice(
  config: Pick<Config, 'host' | 'port' | 'publicUrl' | 'publicUrlGiven' | 'externalSignIn'>,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string | undefined {
  if (config.publicUrlGiven || config.externalSignIn || !everyAddress.has(config.host)) {
    return undefined;
  }
  const addresses = Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.internal && entry.family === 'IPv4')
    .map((entry) => `http://${entry.address}:${config.port}`);
  const example = addresses[0] ?? `http://<this computer's address>:${config.port}`;
  const lines = [
    '',
    `Spool answers on this computer at ${config.publicUrl}`,
    ...addresses.map((address) => `  and on the network at ${address}`),
    `Set SPOOL_PUBLIC_URL=${example} so that the workshop's other computers can sign in.`,
    '',
  ];
  return lines.join('\n');
}

/**
 * Stops serving in the order a load balancer needs: readiness turns false at once, and for
 * `drainMs` the API still answers while the balancer takes the process out of service; then the
 * API closes (Fastify answers what it has read, and 503 to anything newer), then the database,
 * then the management port.
 */
export async function stopServing(parts: {
  management: ManagementServer | undefined;
  app: { close(): Promise<unknown> };
  database: { close(): Promise<void> };
  drainMs: number;
}): Promise<void> {
  const { management } = parts;
  management?.drain();
  if (management && parts.drainMs > 0) await setTimeout(parts.drainMs);
  await parts.app.close();
  await parts.database.close();
  await management?.close();
}

import type { FastifyInstance } from 'fastify';
import {
  getPermissions,
  permissionDisplayNameKey,
  permissionGroupDisplayNameKey,
  permissionProviderPermissions,
  updatePermissions,
  type Language,
  type PermissionGroupDto,
  type PermissionProviderQuery,
} from '@spool/contracts';
import type { Actor } from '../../../platform/auth/caller-access.js';
import type { Tx } from '../../../platform/db/database.js';
import type { Router, SignedInContext } from '../../../platform/http/router.js';
import type { Translator } from '../../../platform/i18n.js';
import type {
  ManagedPermissionGroup,
  PermissionManagementService,
  PermissionProviderKey,
} from './permission-management.service.js';

function toPermissionGroupDto(
  group: ManagedPermissionGroup,
  text: (key: string) => string,
): PermissionGroupDto {
  const groupKey = permissionGroupDisplayNameKey(group.name);
  return {
    name: group.name,
    displayName: text(groupKey),
    displayNameKey: groupKey,
    permissions: group.permissions.map(({ definition, isGranted, grantedProviders }) => {
      const key = permissionDisplayNameKey(definition.name);
      return {
        name: definition.name,
        displayName: text(key),
        displayNameKey: key,
        parentName: definition.parentName ?? null,
        isGranted,
        allowedProviders: [],
        grantedProviders,
      };
    }),
  };
}

/** The provider asked about, once the caller holds that provider's permission. */
async function demandProvider(
  query: PermissionProviderQuery,
  { demand }: SignedInContext,
): Promise<PermissionProviderKey> {
  await demand(permissionProviderPermissions[query.providerName]);
  return { providerName: query.providerName, providerKey: query.providerKey };
}

export function permissionManagementRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    translator: Translator;
    permissions: (
      tx: Tx,
      caller: Actor & { tenantId: string | undefined },
    ) => PermissionManagementService;
  },
): void {
  const textIn = (language: Language) => (key: string) => deps.translator.text(language, key);
  const permissionsOf = (context: {
    tx: Tx;
    actor: Actor;
    principal: { tenantId?: string | undefined };
  }) => deps.permissions(context.tx, { ...context.actor, tenantId: context.principal.tenantId });

  deps.router.route(app, getPermissions, async ({ query }, context) => {
    const provider = await demandProvider(query, context);
    const list = await permissionsOf(context).getPermissions(provider);
    const text = textIn(context.language);
    return {
      entityDisplayName: list.entityDisplayName,
      groups: list.groups.map((group) => toPermissionGroupDto(group, text)),
    };
  });

  deps.router.route(app, updatePermissions, async ({ query, body }, context) => {
    const provider = await demandProvider(query, context);
    await permissionsOf(context).updatePermissions(provider, body.permissions);
    return null;
  });
}

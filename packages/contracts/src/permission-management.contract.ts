import { z } from 'zod';
import { defineContract } from './contract.js';
import { Permissions, type PermissionName } from './permissions.js';
import { textSchema } from './request-values.js';

/**
 * The permissions panel, in the manner of ABP's Permission Management module:
 * what a role (`R`, keyed by role name) or a user (`U`, keyed by user id) of the
 * caller's side is granted, and setting it. Only the permissions of the
 * caller's side (host or tenant) are listed or accepted.
 */

export const permissionProviderNames = ['R', 'U'] as const;
export type PermissionProviderName = (typeof permissionProviderNames)[number];

/**
 * The permission each provider needs (ABP's provider policies). It depends on
 * the query, so the routes demand it themselves.
 */
export const permissionProviderPermissions = {
  R: Permissions.RolesManagePermissions,
  U: Permissions.UsersManagePermissions,
} as const satisfies Record<PermissionProviderName, PermissionName>;

export const permissionProviderQuerySchema = z.object({
  providerName: z.enum(permissionProviderNames),
  providerKey: textSchema().trim().min(1, { error: 'validation.required' }).max(256),
});
export type PermissionProviderQuery = z.infer<typeof permissionProviderQuerySchema>;

/** The i18n key of a permission's display name (dots would nest, so they become underscores). */
export const permissionDisplayNameKey = (permissionName: string) =>
  `identityAdmin.permissionNames.${permissionName.replaceAll('.', '_')}`;
export const permissionGroupDisplayNameKey = (groupName: string) =>
  `identityAdmin.permissionGroups.${groupName}`;

export const permissionGrantInfoSchema = z.object({
  name: z.string(),
  /** In the caller's language. */
  displayName: z.string(),
  displayNameKey: z.string(),
  parentName: z.string().nullable(),
  /** Granted to the provider asked about, directly or (for a user) through one of its roles. */
  isGranted: z.boolean(),
  /** Which providers may be granted it; empty: all (ABP's convention). */
  allowedProviders: z.array(z.string()),
  /** Who grants it: the provider itself, or a role of the user. */
  grantedProviders: z.array(z.object({ providerName: z.string(), providerKey: z.string() })),
});
export type PermissionGrantInfoDto = z.infer<typeof permissionGrantInfoSchema>;

export const permissionGroupSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  displayNameKey: z.string(),
  permissions: z.array(permissionGrantInfoSchema),
});
export type PermissionGroupDto = z.infer<typeof permissionGroupSchema>;

export const permissionListSchema = z.object({
  /** The role's name, or the user's user name. */
  entityDisplayName: z.string(),
  groups: z.array(permissionGroupSchema),
});
export type PermissionListDto = z.infer<typeof permissionListSchema>;

export const updatePermissionsBodySchema = z.object({
  permissions: z
    .array(z.object({ name: textSchema().trim().min(1).max(128), isGranted: z.boolean() }))
    .max(500),
});
export type UpdatePermissionsBody = z.infer<typeof updatePermissionsBodySchema>;

export const getPermissions = defineContract({
  method: 'GET',
  path: '/api/permission-management/permissions',
  summary:
    'The permissions of the caller’s side, by group, granted or not to a role or a user (R: AbpIdentity.Roles.ManagePermissions; U: AbpIdentity.Users.ManagePermissions)',
  tags: ['PermissionManagement'],
  access: 'signedIn',
  status: 200,
  query: permissionProviderQuerySchema,
  response: permissionListSchema,
});

/** Only the permissions listed change; a user's role grants stay (they are the role's). */
export const updatePermissions = defineContract({
  method: 'PUT',
  path: '/api/permission-management/permissions',
  summary:
    'Grant or revoke permissions of a role or a user, all or none (R: AbpIdentity.Roles.ManagePermissions; U: AbpIdentity.Users.ManagePermissions)',
  tags: ['PermissionManagement'],
  access: 'signedIn',
  status: 204,
  query: permissionProviderQuerySchema,
  body: updatePermissionsBodySchema,
  response: z.null(),
});

/**
 * Permission definitions, in the manner of ABP: grouped, with children
 * indented under their parent, and the side (host, tenant or both) on which
 * each may be granted. Grants are stored per role (`R`, role name) and per user
 * (`U`, user id); the server checks every route against them.
 */
export type PermissionSide = 'host' | 'tenant' | 'both';

export type PermissionDefinition = {
  readonly name: string;
  readonly parentName?: string;
  readonly side: PermissionSide;
};

export type PermissionGroupDefinition = {
  readonly name: string;
  readonly permissions: readonly PermissionDefinition[];
};

export const Permissions = {
  Users: 'AbpIdentity.Users',
  UsersCreate: 'AbpIdentity.Users.Create',
  UsersUpdate: 'AbpIdentity.Users.Update',
  UsersDelete: 'AbpIdentity.Users.Delete',
  UsersManagePermissions: 'AbpIdentity.Users.ManagePermissions',
  Roles: 'AbpIdentity.Roles',
  RolesCreate: 'AbpIdentity.Roles.Create',
  RolesUpdate: 'AbpIdentity.Roles.Update',
  RolesDelete: 'AbpIdentity.Roles.Delete',
  RolesManagePermissions: 'AbpIdentity.Roles.ManagePermissions',
  Tenants: 'AbpTenantManagement.Tenants',
  TenantsCreate: 'AbpTenantManagement.Tenants.Create',
  TenantsUpdate: 'AbpTenantManagement.Tenants.Update',
  TenantsDelete: 'AbpTenantManagement.Tenants.Delete',
  TenantsManageFeatures: 'AbpTenantManagement.Tenants.ManageFeatures',
  TenantsManageConnectionStrings: 'AbpTenantManagement.Tenants.ManageConnectionStrings',
  ManageHostFeatures: 'FeatureManagement.ManageHostFeatures',
  AuditLogs: 'AuditLogging.AuditLogs',
  Styles: 'Spool.Styles',
  StylesCreate: 'Spool.Styles.Create',
  StylesUpdate: 'Spool.Styles.Update',
  StylesDelete: 'Spool.Styles.Delete',
  StylesApprove: 'Spool.Styles.Approve',
  Reports: 'Spool.Reports',
  PurchasePlans: 'Spool.PurchasePlans',
  PurchasePlansCreate: 'Spool.PurchasePlans.Create',
  PurchasePlansUpdate: 'Spool.PurchasePlans.Update',
  PurchasePlansDeleteAny: 'Spool.PurchasePlans.DeleteAny',
  Import: 'Spool.Import',
  Catalogue: 'Spool.Catalogue',
  CatalogueManage: 'Spool.Catalogue.Manage',
  Settings: 'Spool.Settings',
  SettingsUpdate: 'Spool.Settings.Update',
} as const;
export type PermissionName = (typeof Permissions)[keyof typeof Permissions];

const child = (name: string, parentName: string, side: PermissionSide): PermissionDefinition => ({
  name,
  parentName,
  side,
});

export const permissionGroups: readonly PermissionGroupDefinition[] = [
  {
    name: 'AbpIdentity',
    permissions: [
      { name: Permissions.Roles, side: 'both' },
      child(Permissions.RolesCreate, Permissions.Roles, 'both'),
      child(Permissions.RolesUpdate, Permissions.Roles, 'both'),
      child(Permissions.RolesDelete, Permissions.Roles, 'both'),
      child(Permissions.RolesManagePermissions, Permissions.Roles, 'both'),
      { name: Permissions.Users, side: 'both' },
      child(Permissions.UsersCreate, Permissions.Users, 'both'),
      child(Permissions.UsersUpdate, Permissions.Users, 'both'),
      child(Permissions.UsersDelete, Permissions.Users, 'both'),
      child(Permissions.UsersManagePermissions, Permissions.Users, 'both'),
    ],
  },
  {
    name: 'AbpTenantManagement',
    permissions: [
      { name: Permissions.Tenants, side: 'host' },
      child(Permissions.TenantsCreate, Permissions.Tenants, 'host'),
      child(Permissions.TenantsUpdate, Permissions.Tenants, 'host'),
      child(Permissions.TenantsDelete, Permissions.Tenants, 'host'),
      child(Permissions.TenantsManageFeatures, Permissions.Tenants, 'host'),
      child(Permissions.TenantsManageConnectionStrings, Permissions.Tenants, 'host'),
    ],
  },
  {
    name: 'FeatureManagement',
    permissions: [{ name: Permissions.ManageHostFeatures, side: 'host' }],
  },
  {
    name: 'AuditLogging',
    permissions: [{ name: Permissions.AuditLogs, side: 'host' }],
  },
  {
    name: 'Spool',
    permissions: [
      { name: Permissions.Styles, side: 'tenant' },
      child(Permissions.StylesCreate, Permissions.Styles, 'tenant'),
      child(Permissions.StylesUpdate, Permissions.Styles, 'tenant'),
      child(Permissions.StylesDelete, Permissions.Styles, 'tenant'),
      child(Permissions.StylesApprove, Permissions.Styles, 'tenant'),
      { name: Permissions.Reports, side: 'tenant' },
      { name: Permissions.PurchasePlans, side: 'tenant' },
      child(Permissions.PurchasePlansCreate, Permissions.PurchasePlans, 'tenant'),
      child(Permissions.PurchasePlansUpdate, Permissions.PurchasePlans, 'tenant'),
      child(Permissions.PurchasePlansDeleteAny, Permissions.PurchasePlans, 'tenant'),
      { name: Permissions.Import, side: 'tenant' },
      { name: Permissions.Catalogue, side: 'tenant' },
      child(Permissions.CatalogueManage, Permissions.Catalogue, 'tenant'),
      { name: Permissions.Settings, side: 'tenant' },
      child(Permissions.SettingsUpdate, Permissions.Settings, 'tenant'),
    ],
  },
];

/** Every definition, flat. */
export const permissionDefinitions: readonly PermissionDefinition[] = permissionGroups.flatMap(
  (group) => group.permissions,
);

/** The permissions that may be granted on one side (host: no tenant; tenant: a tenant's users and roles). */
export function permissionsOfSide(side: 'host' | 'tenant'): readonly PermissionName[] {
  return permissionDefinitions
    .filter((definition) => definition.side === side || definition.side === 'both')
    .map((definition) => definition.name as PermissionName);
}

/**
 * What the seeded `planner` role holds: styles, operations, reports, purchase plans (their
 * own to delete: deleting another's needs `Spool.PurchasePlans.DeleteAny`); no administration.
 */
export const plannerPermissions: readonly PermissionName[] = [
  Permissions.Styles,
  Permissions.StylesCreate,
  Permissions.StylesUpdate,
  Permissions.StylesDelete,
  Permissions.Reports,
  Permissions.PurchasePlans,
  Permissions.PurchasePlansCreate,
  Permissions.PurchasePlansUpdate,
  Permissions.Import,
  Permissions.Catalogue,
];

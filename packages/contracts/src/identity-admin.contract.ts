import { z } from 'zod';
import { defineContract } from './contract.js';
import { identityUserSchema } from './identity.contract.js';
import { Permissions } from './permissions.js';
import { pagingQuerySchema, textSchema } from './request-values.js';
import { sortingSchema } from './sorting.js';

/**
 * The administration of users and roles of the caller's side (its tenant, or
 * the host), in the manner of ABP's Identity module (platform-admin spec,
 * sections 3, 5 and 7). The users list itself is `getIdentityUsers`.
 */

/** Password rules: the same for the browser's form and the server. */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export const passwordSchema = textSchema()
  .min(passwordMinLength, { error: 'identityAdmin.validation.passwordTooShort' })
  .max(passwordMaxLength, { error: 'identityAdmin.validation.passwordTooLong' })
  .regex(/\p{L}/u, { error: 'identityAdmin.validation.passwordNeedsLetter' })
  .regex(/\p{Nd}/u, { error: 'identityAdmin.validation.passwordNeedsDigit' });

/** ABP's allowed user name characters: letters, digits and `-._@+`. */
const userNameSchema = textSchema()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(256, { error: 'validation.maxLength' })
  .regex(/^[A-Za-z0-9\-._@+]+$/, { error: 'identityAdmin.validation.userNameCharacters' });

const optionalText = (max: number) =>
  textSchema()
    .trim()
    .max(max, { error: 'validation.maxLength' })
    .nullish()
    .transform((value) => (value ? value : null));

/** Role names as sent by a form: trimmed, at least one character. */
export const roleNameSchema = textSchema()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(256, { error: 'validation.maxLength' });

const roleNamesSchema = z.array(roleNameSchema).max(100);

const userFields = {
  userName: userNameSchema,
  email: textSchema()
    .trim()
    .max(256, { error: 'validation.maxLength' })
    .pipe(z.email({ error: 'identityAdmin.validation.email' })),
  name: optionalText(64),
  surname: optionalText(64),
  phoneNumber: optionalText(32),
  lockoutEnabled: z.boolean().optional(),
  isActive: z.boolean().optional(),
  /** The user's roles, replacing the ones it had; absent: unchanged (create: the default roles). */
  roleNames: roleNamesSchema.optional(),
};

/** A password may not be the user name or the e-mail, ignoring case. */
function passwordIsNotTheLogin(
  body: { userName: string; email: string; password?: string | null | undefined },
  context: z.RefinementCtx,
) {
  const password = body.password?.toLowerCase();
  if (
    password &&
    (password === body.userName.toLowerCase() || password === body.email.toLowerCase())
  ) {
    context.addIssue({
      code: 'custom',
      path: ['password'],
      message: 'identityAdmin.validation.passwordIsLogin',
      input: body.password,
    });
  }
}

export const createIdentityUserBodySchema = z
  .object({ ...userFields, password: passwordSchema })
  .superRefine(passwordIsNotTheLogin);
export type CreateIdentityUserBody = z.input<typeof createIdentityUserBodySchema>;

/** As on create, with the stamp read; the password only when it changes. */
export const updateIdentityUserBodySchema = z
  .object({
    ...userFields,
    /** Empty or absent: the password stays as it is. */
    password: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      passwordSchema.optional(),
    ),
    concurrencyStamp: z.uuid(),
  })
  .superRefine(passwordIsNotTheLogin);
export type UpdateIdentityUserBody = z.input<typeof updateIdentityUserBodySchema>;

/** ABP's IdentityUserDto: the list's fields plus whether the user may sign in, and failed attempts. */
export const identityUserDetailSchema = identityUserSchema.extend({
  isActive: z.boolean(),
  accessFailedCount: z.number().int(),
});
export type IdentityUserDetailDto = z.infer<typeof identityUserDetailSchema>;

export const identityRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** New users get the default roles. */
  isDefault: z.boolean(),
  /** Others may see this role (ABP's flag; Spool shows every role to administrators). */
  isPublic: z.boolean(),
  /** A static role (the seeded `admin`) cannot be renamed or deleted. */
  isStatic: z.boolean(),
  concurrencyStamp: z.string(),
  creationTime: z.iso.datetime(),
  lastModificationTime: z.iso.datetime().nullable(),
});
export type IdentityRoleDto = z.infer<typeof identityRoleSchema>;

const roleListSchema = z.object({ items: z.array(identityRoleSchema) });

const userIdParams = z.object({ id: z.uuid() });
const tags = ['Identity'] as const;

export const getIdentityUser = defineContract({
  method: 'GET',
  path: '/api/identity/users/:id',
  summary: 'One user of the caller’s side',
  tags,
  access: 'signedIn',
  permission: Permissions.Users,
  status: 200,
  params: userIdParams,
  response: identityUserDetailSchema,
});

export const createIdentityUser = defineContract({
  method: 'POST',
  path: '/api/identity/users',
  summary: 'Create a user (without roleNames: the default roles)',
  tags,
  access: 'signedIn',
  permission: Permissions.UsersCreate,
  status: 200,
  body: createIdentityUserBodySchema,
  response: identityUserDetailSchema,
});

export const updateIdentityUser = defineContract({
  method: 'PUT',
  path: '/api/identity/users/:id',
  summary: 'Update a user; a stale concurrency stamp gets 409',
  tags,
  access: 'signedIn',
  permission: Permissions.UsersUpdate,
  status: 200,
  params: userIdParams,
  body: updateIdentityUserBodySchema,
  response: identityUserDetailSchema,
});

/** 404 for a user that is not of the caller's side, as every route answers; never yourself. */
export const deleteIdentityUser = defineContract({
  method: 'DELETE',
  path: '/api/identity/users/:id',
  summary: 'Delete a user (not yourself)',
  tags,
  access: 'signedIn',
  permission: Permissions.UsersDelete,
  status: 204,
  params: userIdParams,
  response: z.null(),
});

export const getIdentityUserRoles = defineContract({
  method: 'GET',
  path: '/api/identity/users/:id/roles',
  summary: 'The roles of a user',
  tags,
  access: 'signedIn',
  permission: Permissions.Users,
  status: 200,
  params: userIdParams,
  response: roleListSchema,
});

export const updateIdentityUserRolesBodySchema = z.object({ roleNames: roleNamesSchema });

export const updateIdentityUserRoles = defineContract({
  method: 'PUT',
  path: '/api/identity/users/:id/roles',
  summary: 'Replace the roles of a user',
  tags,
  access: 'signedIn',
  permission: Permissions.UsersUpdate,
  status: 204,
  params: userIdParams,
  body: updateIdentityUserRolesBodySchema,
  response: z.null(),
});

export const getAssignableRoles = defineContract({
  method: 'GET',
  path: '/api/identity/users/assignable-roles',
  summary: 'The roles a user of the caller’s side may be given',
  tags,
  access: 'signedIn',
  permission: Permissions.Users,
  status: 200,
  response: roleListSchema,
});

export const findIdentityUserByUserName = defineContract({
  method: 'GET',
  path: '/api/identity/users/by-username/:userName',
  summary: 'The user with this user name (ignoring case), or 404',
  tags,
  access: 'signedIn',
  permission: Permissions.Users,
  status: 200,
  params: z.object({
    userName: textSchema().trim().min(1, { error: 'validation.required' }).max(256),
  }),
  response: identityUserDetailSchema,
});

export const findIdentityUserByEmail = defineContract({
  method: 'GET',
  path: '/api/identity/users/by-email/:email',
  summary: 'The user with this e-mail (ignoring case), or 404',
  tags,
  access: 'signedIn',
  permission: Permissions.Users,
  status: 200,
  params: z.object({
    email: textSchema().trim().min(1, { error: 'validation.required' }).max(256),
  }),
  response: identityUserDetailSchema,
});

/** ABP's lock: the user cannot sign in until `lockoutEnd` (needs lockout enabled; not yourself). */
export const lockIdentityUser = defineContract({
  method: 'PUT',
  path: '/api/identity/users/:id/lock/:lockoutEnd',
  summary: 'Lock a user out until a time',
  tags,
  access: 'signedIn',
  permission: Permissions.UsersUpdate,
  status: 204,
  params: z.object({ id: z.uuid(), lockoutEnd: z.iso.datetime({ offset: true }) }),
  response: z.null(),
});

/** Ends a lockout and forgets the failed attempts. */
export const unlockIdentityUser = defineContract({
  method: 'PUT',
  path: '/api/identity/users/:id/unlock',
  summary: 'Unlock a user',
  tags,
  access: 'signedIn',
  permission: Permissions.UsersUpdate,
  status: 204,
  params: userIdParams,
  response: z.null(),
});

/** Columns the roles list may be sorted by. */
export const identityRoleSortColumns = ['name', 'creationTime'] as const;

export const identityRolesQuerySchema = z.object({
  Filter: textSchema().trim().max(256, { error: 'validation.maxLength' }).optional(),
  /** `name`, `name desc`, `creationTime desc` (default: name ascending). */
  Sorting: sortingSchema(identityRoleSortColumns),
  ...pagingQuerySchema(10),
});

export const getIdentityRoles = defineContract({
  method: 'GET',
  path: '/api/identity/roles',
  summary: 'Roles of the caller’s side, filtered by name, sorted and paged',
  tags,
  access: 'signedIn',
  permission: Permissions.Roles,
  status: 200,
  query: identityRolesQuerySchema,
  response: z.object({ items: z.array(identityRoleSchema), totalCount: z.number().int() }),
});

export const getAllIdentityRoles = defineContract({
  method: 'GET',
  path: '/api/identity/roles/all',
  summary: 'Every role of the caller’s side, by name',
  tags,
  access: 'signedIn',
  permission: Permissions.Roles,
  status: 200,
  response: roleListSchema,
});

const roleIdParams = z.object({ id: z.uuid() });

export const getIdentityRole = defineContract({
  method: 'GET',
  path: '/api/identity/roles/:id',
  summary: 'One role',
  tags,
  access: 'signedIn',
  permission: Permissions.Roles,
  status: 200,
  params: roleIdParams,
  response: identityRoleSchema,
});

/** The spec's create payload: `isDefault` false and `isPublic` true unless told. */
export const createIdentityRoleBodySchema = z.object({
  name: roleNameSchema,
  isDefault: z.boolean().default(false),
  isPublic: z.boolean().default(true),
});
export type CreateIdentityRoleBody = z.input<typeof createIdentityRoleBodySchema>;

export const createIdentityRole = defineContract({
  method: 'POST',
  path: '/api/identity/roles',
  summary: 'Create a role',
  tags,
  access: 'signedIn',
  permission: Permissions.RolesCreate,
  status: 200,
  body: createIdentityRoleBodySchema,
  response: identityRoleSchema,
});

export const updateIdentityRoleBodySchema = createIdentityRoleBodySchema.extend({
  concurrencyStamp: z.uuid(),
});
export type UpdateIdentityRoleBody = z.input<typeof updateIdentityRoleBodySchema>;

/** Renaming moves the role's permission grants with it; a static role keeps its name. */
export const updateIdentityRole = defineContract({
  method: 'PUT',
  path: '/api/identity/roles/:id',
  summary: 'Update a role; a stale concurrency stamp gets 409',
  tags,
  access: 'signedIn',
  permission: Permissions.RolesUpdate,
  status: 200,
  params: roleIdParams,
  body: updateIdentityRoleBodySchema,
  response: identityRoleSchema,
});

/** Removes the role's grants and memberships too; a static role cannot be deleted; 404 for another side's. */
export const deleteIdentityRole = defineContract({
  method: 'DELETE',
  path: '/api/identity/roles/:id',
  summary: 'Delete a role (not a static one)',
  tags,
  access: 'signedIn',
  permission: Permissions.RolesDelete,
  status: 204,
  params: roleIdParams,
  response: z.null(),
});

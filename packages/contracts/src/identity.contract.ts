import { z } from 'zod';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import { pagingQuerySchema, textSchema } from './request-values.js';
import { sortingSchema } from './sorting.js';

/** A person as identity discovery sees them (platform-admin spec, section 3: signed-in identity). */
export const discoveredUserSchema = z.object({
  id: z.string(),
  accountReference: z.string(),
  accountType: z.number().int().nullable(),
  organisations: z.array(z.string()),
  roles: z.array(z.string()),
  photoBase64: z.string().nullable(),
  isActive: z.boolean(),
});
export type DiscoveredUserDto = z.infer<typeof discoveredUserSchema>;

export const discoveredOrganisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  tenants: z.array(
    z.object({
      tenantId: z.string(),
      applicationId: z.string().nullable(),
      tenantShortName: z.string(),
      logoUrl: z.string().nullable(),
    }),
  ),
});
export type DiscoveredOrganisationDto = z.infer<typeof discoveredOrganisationSchema>;

/** The caller's own identity (get-user, for the signed-in user). */
export const getCurrentIdentity = defineContract({
  method: 'GET',
  path: '/api/identity-discovery/user',
  summary: 'The signed-in person as identity discovery knows them',
  tags: ['Identity'],
  access: 'signedIn',
  status: 200,
  response: discoveredUserSchema,
});

/** The organisations the caller works in, each with its tenants (get-user-organisations). */
export const getCurrentUserOrganisations = defineContract({
  method: 'GET',
  path: '/api/identity-discovery/user-organisations',
  summary: 'The organisations (with tenants) the signed-in person works in',
  tags: ['Identity'],
  access: 'signedIn',
  status: 200,
  response: z.array(discoveredOrganisationSchema),
});

/** One of the caller's organisations (get-organisation); another organisation is not found. */
export const getOrganisation = defineContract({
  method: 'GET',
  path: '/api/identity-discovery/organisations/:id',
  summary: 'One organisation of the signed-in person',
  tags: ['Identity'],
  access: 'signedIn',
  status: 200,
  params: z.object({ id: textSchema().min(1, { error: 'validation.required' }).max(64) }),
  response: discoveredOrganisationSchema,
});

export const identityUserSchema = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  lockoutEnabled: z.boolean(),
  lockoutEnd: z.iso.datetime().nullable(),
  concurrencyStamp: z.string(),
  creationTime: z.iso.datetime(),
  lastModificationTime: z.iso.datetime().nullable(),
});
export type IdentityUserDto = z.infer<typeof identityUserSchema>;

/** Columns the users list may be sorted by, with the wire names of the specification. */
export const identityUserSortColumns = ['email', 'userName', 'name'] as const;

export const identityUsersQuerySchema = z.object({
  Filter: textSchema().trim().max(256, { error: 'validation.maxLength' }).optional(),
  /** `email`, `userName desc`, ... (default: email ascending). */
  Sorting: sortingSchema(identityUserSortColumns),
  ...pagingQuerySchema(10),
});

/** The users of the caller's side (its tenant, or the host), in the manner of ABP's Identity module. */
export const getIdentityUsers = defineContract({
  method: 'GET',
  path: '/api/identity/users',
  summary: 'Users of the caller’s tenant (or of the host), paged and sorted',
  tags: ['Identity'],
  access: 'signedIn',
  permission: Permissions.Users,
  status: 200,
  query: identityUsersQuerySchema,
  response: z.object({ items: z.array(identityUserSchema), totalCount: z.number().int() }),
});

import { z } from 'zod';

/*
 * The shapes of identity discovery (platform-admin spec, section 3: the
 * signed-in identity). They live here until the contracts package gains them;
 * the http implementation parses the external service's answers with them, so
 * they accept what such a service plausibly sends (numeric ids, absent
 * optional fields) and always produce the same output.
 */

/** Ids as text, whether the service sends them as text or numbers. */
const idSchema = z.union([z.string().min(1), z.number()]).transform(String);
/** An optional text: absent and null both come out as null. */
const optionalTextSchema = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

export const discoveredTenantSchema = z.object({
  tenantId: idSchema,
  applicationId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? null : String(value))),
  tenantShortName: z.string(),
  logoUrl: optionalTextSchema,
});

export const discoveredOrganisationSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: optionalTextSchema,
  isActive: z.boolean(),
  tenants: z.array(discoveredTenantSchema),
});

export const discoveredUserSchema = z.object({
  id: idSchema,
  /** Local discovery: the person's e-mail, the same in every tenant. */
  accountReference: z.string(),
  /** 101: tenant administrator. */
  accountType: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  /** Ids of the organisations the person works in. */
  organisations: z.array(idSchema),
  roles: z.array(z.string()),
  photoBase64: optionalTextSchema,
  isActive: z.boolean(),
});

export const discoveredOrganisationsSchema = z.array(discoveredOrganisationSchema);

export type DiscoveredTenant = z.output<typeof discoveredTenantSchema>;
export type DiscoveredOrganisation = z.output<typeof discoveredOrganisationSchema>;
export type DiscoveredUser = z.output<typeof discoveredUserSchema>;

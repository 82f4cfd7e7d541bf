import { z } from 'zod';
import { defineContract } from './contract.js';
import { publicPaths } from './public-paths.js';

export const currentUserSchema = z.object({
  isAuthenticated: z.boolean(),
  id: z.string().nullable(),
  tenantId: z.string().nullable(),
  userName: z.string().nullable(),
  name: z.string().nullable(),
  surName: z.string().nullable(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  /** 101 marks a tenant administrator. */
  accountType: z.number().int().nullable(),
});

export const applicationConfigurationSchema = z.object({
  currentUser: currentUserSchema,
  currentTenant: z.object({
    id: z.string().nullable(),
    name: z.string().nullable(),
    isAvailable: z.boolean(),
  }),
  auth: z.object({ grantedPolicies: z.record(z.string(), z.boolean()) }),
  features: z.object({ values: z.record(z.string(), z.string()) }),
  setting: z.object({ values: z.record(z.string(), z.string()) }),
  localization: z.object({
    currentCulture: z.object({ name: z.string(), isRightToLeft: z.boolean() }),
    languages: z.array(z.object({ cultureName: z.string(), displayName: z.string() })),
  }),
});
export type ApplicationConfiguration = z.infer<typeof applicationConfigurationSchema>;

/**
 * Everything the browser needs in one call (DESIGN section 3): the current
 * user, tenant, granted policies, feature values, settings and culture.
 * Anonymous callers get the anonymous part.
 */
export const getApplicationConfiguration = defineContract({
  method: 'GET',
  path: publicPaths.applicationConfiguration,
  summary: 'Current user, tenant, granted policies, features, settings and culture',
  tags: ['Platform'],
  access: 'public',
  status: 200,
  response: applicationConfigurationSchema,
});

export const preLoginSchema = z.object({
  /** When the running version was published (ISO date). */
  publishedOn: z.iso.date(),
  /** Where and how the browser signs in (OpenID Connect, code flow with PKCE). */
  signIn: z.object({
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
    resource: z.string().nullable(),
    /** Whether the provider is Spool's own (its sign-out returns to Spool). */
    embedded: z.boolean(),
    /**
     * How long before an access token expires the browser renews it: 60 s, or half the
     * lifetime of the embedded provider's tokens when they live less than two minutes.
     */
    renewBeforeExpirySeconds: z.number().int().positive(),
  }),
  /** Where help, support and suggestions are found (web or mailto: addresses); null when not set up. */
  links: z.object({
    help: z.string().nullable(),
    support: z.string().nullable(),
    suggestions: z.string().nullable(),
  }),
});
export type PreLogin = z.infer<typeof preLoginSchema>;

export const getPreLogin = defineContract({
  method: 'GET',
  path: publicPaths.preLogin,
  summary: 'Before sign-in: the published-on date and where to sign in',
  tags: ['Platform'],
  access: 'public',
  status: 200,
  response: preLoginSchema,
});

import { z } from 'zod';

/**
 * The one error shape of the API (DESIGN section 4, in the manner of ABP's
 * RemoteServiceErrorResponse): a catalogue code, a message in the caller's
 * language, and for invalid input the offending fields.
 */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.string().optional(),
    validationErrors: z
      .array(z.object({ message: z.string(), members: z.array(z.string()) }))
      .optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Codes of the errors that the platform itself raises (not business rules). */
export const platformErrorCodes = {
  validation: 'Spool:ValidationError',
  notFound: 'Spool:NotFound',
  unauthorized: 'Spool:Unauthorized',
  forbidden: 'Spool:Forbidden',
  conflict: 'Spool:Conflict',
  /** A value another row took a moment ago (a unique key), past the service's own check. */
  duplicate: 'Spool:Duplicate',
  tooLarge: 'Spool:PayloadTooLarge',
  unavailable: 'Spool:ServiceUnavailable',
  internal: 'Spool:InternalError',
} as const;

/**
 * The business error catalogue. Each code names one situation of the
 * specification; the kind tells the HTTP layer which status answers it, and the
 * code doubles as the i18n key of the message shown to the user.
 */
export const errorCatalogue = {
  'Spool:NotFound': 'notFound',
  'Spool.Catalogue:CustomerNotFound': 'notFound',
  'Spool.Catalogue:DuplicateCustomerName': 'conflict',
  'Spool.Catalogue:ThreadReferenceNotFound': 'notFound',
  'Spool.Consumption:StitchTypeNotFound': 'notFound',
  'Spool.Reports:IncompleteOperationData': 'rule',
} as const satisfies Record<string, ErrorKind>;

export type ErrorKind = 'invalid' | 'notFound' | 'conflict' | 'forbidden' | 'rule';
export type ErrorCode = keyof typeof errorCatalogue;
export type ErrorParams = Readonly<Record<string, string | number>>;

/** A broken business rule, named by a catalogue code; never carries HTTP types. */
export class DomainError extends Error {
  readonly kind: ErrorKind;

  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
  ) {
    super(code);
    this.name = 'DomainError';
    this.kind = errorCatalogue[code];
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

import { platformErrorCodes } from '@spool/contracts';

/**
 * A failure that the platform itself answers (sign-in missing, no permission),
 * as opposed to a business rule: carries its status and catalogue code.
 */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly params: Readonly<Record<string, string | number>> = {},
    /** Headers of the answer, e.g. Retry-After with 503. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(code);
    this.name = 'HttpProblem';
  }
}

export const unauthorized = () => new HttpProblem(401, platformErrorCodes.unauthorized);
export const notAvailable = () => new HttpProblem(503, platformErrorCodes.unavailable);
export const bodyTooLarge = () => new HttpProblem(413, platformErrorCodes.tooLarge);

/** Seconds an overloaded server asks callers to wait. */
export const overloadRetryAfterSeconds = 5;

/** The server is shedding load (`@fastify/under-pressure`): 503, come back shortly. */
export class Overloaded extends HttpProblem {
  constructor() {
    super(
      503,
      platformErrorCodes.unavailable,
      {},
      {
        'retry-after': String(overloadRetryAfterSeconds),
      },
    );
  }
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { errorCatalogue, isDomainError, type ErrorCode, type ErrorKind } from '@spool/domain';
import { platformErrorCodes, type ErrorResponse } from '@spool/contracts';
import type { Translator } from '../i18n.js';
import { WorkersBusy } from '../workers/worker-pool.js';
import { HttpProblem } from './http-problem.js';

const statusOfKind: Record<ErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  rule: 422,
};

type Issue = { path: string; key: string; params: Record<string, unknown> };

/**
 * The one place that turns failures into HTTP answers with the envelope of
 * DESIGN section 4, translated into the caller's language. Unexpected failures
 * are logged with the request id and answered with a 500 that carries only that id.
 */
export function registerErrorHandler(app: FastifyInstance, translator: Translator): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const language = translator.languageFor(request.headers['accept-language']);
    const send = (
      status: number,
      code: string,
      params: Record<string, unknown> = {},
      issues?: Issue[],
    ) => {
      const body: ErrorResponse = {
        error: {
          code,
          message: translator.error(language, code, params),
          ...(issues && {
            validationErrors: issues.map((issue) => ({
              message: translator.text(language, issue.key, issue.params),
              members: issue.path === '' ? [] : [issue.path],
            })),
          }),
        },
      };
      return reply.status(status).send(body);
    };

    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(
        400,
        platformErrorCodes.validation,
        {},
        error.validation.map((issue) =>
          toIssue(issue.instancePath.replaceAll('/', '.'), issue.message ?? '', issue.params),
        ),
      );
    }
    if (error instanceof ZodError) {
      return send(
        400,
        platformErrorCodes.validation,
        {},
        error.issues.map((issue) =>
          toIssue(issue.path.join('.'), issue.message, issue as unknown as Record<string, unknown>),
        ),
      );
    }
    if (isDomainError(error)) return send(statusOfKind[error.kind], error.code, error.params);
    const refusedByDatabase = ruleKeptByDatabase(error);
    if (refusedByDatabase) {
      return send(statusOfKind[errorCatalogue[refusedByDatabase]], refusedByDatabase, {});
    }
    if (error instanceof HttpProblem) {
      reply.headers(error.headers);
      return send(error.statusCode, error.code, error.params);
    }
    if (error instanceof WorkersBusy) {
      reply.header('retry-after', String(error.retryAfterSeconds));
      return send(503, platformErrorCodes.unavailable);
    }
    // A value someone else took meanwhile: a 409 of its own, never the stale-stamp conflict.
    if (isUniqueViolation(error)) return send(409, platformErrorCodes.duplicate);
    if (isInvalidValueForDatabase(error)) {
      // The request schemas refuse such values first; this answers any they let through.
      request.log.warn({ err: error, reqId: request.id }, 'value refused by the database');
      return send(400, platformErrorCodes.validation, {}, [
        { path: '', key: 'validation.invalid', params: {} },
      ]);
    }

    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) return send(413, platformErrorCodes.tooLarge);
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the framework's own 4xx.
      return send(status, platformErrorCodes.validation, {}, [
        { path: '', key: 'validation.invalid', params: {} },
      ]);
    }
    return sendInternalError(request, reply, error, send);
  });
}

function sendInternalError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: Error,
  send: (status: number, code: string, params: Record<string, unknown>) => FastifyReply,
) {
  request.log.error({ err: error, reqId: request.id }, 'unexpected failure');
  return send(500, platformErrorCodes.internal, { requestId: request.id });
}

function toIssue(path: string, message: string, params: Record<string, unknown>): Issue {
  // Schemas name their messages by catalogue key (`validation.required`, `styles.validation.…`);
  // anything else (zod's own English) is shown as the generic message.
  const key = /^[a-z]\w*(\.\w+)+$/i.test(message) ? message : 'validation.invalid';
  return {
    path: path.replace(/^\./, ''),
    key,
    params: { max: params['maximum'], min: params['minimum'] },
  };
}

/** The codes of an error and of its cause: a database error's SQLSTATE (Drizzle wraps the driver's). */
function codesOf(error: unknown): unknown[] {
  if (typeof error !== 'object' || error === null) return [];
  return [
    (error as { code?: unknown }).code,
    (error as { cause?: { code?: unknown } }).cause?.code,
  ];
}

/** The SQLSTATE of the rules the database's triggers keep, their message a domain code. */
const databaseRuleState = 'SP409';

/** The domain code a trigger refused the change with (an approved style's, say), if any. */
function ruleKeptByDatabase(error: unknown): ErrorCode | undefined {
  const candidates = [error, (error as { cause?: unknown }).cause];
  for (const candidate of candidates) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (code === databaseRuleState && typeof message === 'string' && message in errorCatalogue) {
      return message as ErrorCode;
    }
  }
  return undefined;
}

function isUniqueViolation(error: unknown): boolean {
  return codesOf(error).includes('23505');
}

/**
 * Values a request sent that PostgreSQL cannot take: a character it cannot store (22021
 * NUL in text, 22P05 NUL in JSON), text it cannot read as its type (22P02: an unpaired
 * surrogate in JSON, a malformed uuid) or a number past its column (22003).
 */
const invalidValueStates = new Set(['22021', '22P05', '22P02', '22003']);

function isInvalidValueForDatabase(error: unknown): boolean {
  return codesOf(error).some((code) => typeof code === 'string' && invalidValueStates.has(code));
}

import { ConfigError } from './env.js';
import { DatabaseUnavailableError } from './db/database.js';
import { ExternalIssuerUnavailableError } from './auth/external-issuer.js';

/**
 * Ends the process for a start-up failure the operator can fix (bad
 * configuration, unreachable database or sign-in provider, port in use) with
 * one clear line each, and no stack trace; anything else is a bug and keeps
 * its stack.
 */
export function exitOnStartupFailure(error: unknown): never {
  if (error instanceof ConfigError) {
    for (const problem of error.problems) console.error(problem);
  } else if (
    error instanceof DatabaseUnavailableError ||
    error instanceof ExternalIssuerUnavailableError
  ) {
    console.error(error.message);
  } else if (isAddressInUse(error)) {
    const variable = error.portVariable ?? 'PORT';
    console.error(`Cannot start: ${variable} ${error.port} is already in use by another program`);
  } else {
    console.error(error);
  }
  process.exit(1);
}

function isAddressInUse(error: unknown): error is { port: number; portVariable?: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'EADDRINUSE'
  );
}

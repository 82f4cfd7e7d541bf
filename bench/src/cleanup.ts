/**
 * Cleanups that must run even when the run is interrupted: a Ctrl-C during a
 * ten-second load would otherwise leave a server child, a database on the
 * PostgreSQL server or a temp dir behind.
 */
const pending = new Set<() => Promise<void>>();

/**
 * Registers `dispose` and returns a function that runs it at most once, either
 * from the caller's `finally` or from `runPendingCleanups` on a signal.
 */
export function deferCleanup(dispose: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = (): Promise<void> => {
    pending.delete(run);
    running ??= dispose();
    return running;
  };
  pending.add(run);
  return run;
}

/** Newest first, as `finally` blocks would have done; one failure does not stop the rest. */
export async function runPendingCleanups(): Promise<void> {
  for (const run of [...pending].reverse()) {
    await run().catch((error: unknown) => console.error('cleanup failed:', describeError(error)));
  }
}

/** A one-line reason, including the first cause of an AggregateError (IPv4 and IPv6 refusals). */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return describeError(error.errors[0]);
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const message = error.message || error.name;
    return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
  }
  return String(error);
}

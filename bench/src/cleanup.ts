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

/**
 * Runs a bench's `main` as the process: Ctrl-C or a TERM mid-run still runs the pending
 * cleanups (the child server stopped, the database dropped), and a failure is printed after
 * them with a non-zero exit.
 */
export function runAsProcess(name: string, main: () => Promise<void>): void {
  for (const [signal, exitCode] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up`);
      void runPendingCleanups().finally(() => process.exit(exitCode));
    });
  }
  main().then(
    () => process.exit(0),
    async (error: unknown) => {
      await runPendingCleanups();
      console.error(`${name} failed: ${describeError(error)}`);
      process.exit(1);
    },
  );
}

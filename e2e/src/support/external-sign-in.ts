import { spawn, type ChildProcess } from 'node:child_process';
import { rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ExternalAccount } from './external-provider.js';
import { repositoryRoot } from './spool-server.js';

export type { ExternalAccount };

const providerProgram = fileURLToPath(new URL('./external-provider.ts', import.meta.url));

/** Resolves with the first match of `pattern` in what the process prints, or rejects with its output. */
export function printed(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const finish = (error?: Error, match?: RegExpExecArray) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      if (match) resolve(match);
      else reject(error ?? new Error('no match'));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) finish(undefined, match);
    };
    const onExit = (code: number | null) =>
      finish(new Error(`exited (${code}) before printing ${pattern}:\n${output}`));
    const timer = setTimeout(
      () => finish(new Error(`did not print ${pattern} in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

export type RunningProvider = { issuer: string; process: ChildProcess };

/**
 * Starts e2e/src/support/external-provider.ts as a process of its own and
 * resolves once it listens. Its output is drained (and kept for errors).
 */
export async function startExternalProvider(options: {
  spoolUrl: string;
  clientId: string;
  clientScope: string;
  audience: string;
  accountsFile: string;
}): Promise<RunningProvider> {
  const child = spawn(process.execPath, ['--import', 'tsx', providerProgram], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      IDP_SPOOL_URL: options.spoolUrl,
      IDP_CLIENT_ID: options.clientId,
      IDP_CLIENT_SCOPE: options.clientScope,
      IDP_AUDIENCE: options.audience,
      IDP_ACCOUNTS_FILE: options.accountsFile,
    },
    // stdin stays open while this process lives: the provider stops when it closes.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // Keeps the pipes flowing for the process's whole life, whoever else listens.
  child.stdout.resume();
  child.stderr.resume();
  try {
    const [, issuer = ''] = await printed(child, /^issuer (\S+)$/m);
    return { issuer, process: child };
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
}

/** Replaces the provider's accounts at once: it reads the file at every sign-in. */
export async function writeAccounts(file: string, accounts: readonly ExternalAccount[]) {
  await writeFile(`${file}.next`, JSON.stringify(accounts));
  await rename(`${file}.next`, file);
}

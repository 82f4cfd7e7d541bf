import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { freePort } from './free-port.js';

const binary = '/usr/sbin/pgbouncer';

/**
 * Debian's PgBouncer in transaction pooling mode in front of the PostgreSQL server at
 * `serverUrl`, as a deployment runs it: every database of that server under its own name, each
 * login checked against the server's own password (auth_query as the server's superuser), and a
 * server connection given to a client for one transaction at a time. Answers its address (for
 * SPOOL_POOLER_URL) and how to stop it.
 */
export async function startPgBouncer(
  serverUrl: string,
): Promise<{ url: string; logins(): Promise<string[]>; stop(): Promise<void> }> {
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'spool-pgbouncer-'));
  // PgBouncer will not run as root: it drops to the server's system user, who reads this.
  await chmod(dir, 0o777);
  const superuser = decodeURIComponent(server.username) || 'postgres';
  const config = [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || '5432'}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = scram-sha-256',
    `auth_file = ${join(dir, 'users.txt')}`,
    `auth_user = ${superuser}`,
    'auth_query = SELECT usename, passwd FROM pg_catalog.pg_shadow WHERE usename = $1',
    'pool_mode = transaction',
    'max_client_conn = 1000',
    'default_pool_size = 20',
    `logfile = ${join(dir, 'pgbouncer.log')}`,
    `pidfile = ${join(dir, 'pgbouncer.pid')}`,
  ];
  await writeFile(join(dir, 'users.txt'), `"${superuser}" ""\n`, { mode: 0o644 });
  await writeFile(join(dir, 'pgbouncer.ini'), `${config.join('\n')}\n`, { mode: 0o644 });
  const asRoot = process.getuid?.() === 0;
  const child = spawn(binary, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    await untilListening(port, exited);
  } catch (error) {
    const log = await readFile(join(dir, 'pgbouncer.log'), 'utf8').catch(() => '');
    await rm(dir, { recursive: true, force: true });
    throw new Error(`PgBouncer did not start: ${String(error)}\n${stderr}${log}`);
  }
  return {
    url: `postgres://127.0.0.1:${port}`,
    /** The logins it has let in, as `user@database`, from its log. */
    async logins() {
      const log = await readFile(join(dir, 'pgbouncer.log'), 'utf8');
      return [...log.matchAll(/login attempt: db=(\S+) user=(\S+)/g)].map(
        ([, database, user]) => `${user}@${database}`,
      );
    },
    async stop() {
      child.kill('SIGINT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function untilListening(port: number, exited: Promise<number | null>): Promise<void> {
  const deadline = Date.now() + 10_000;
  let ended = false;
  void exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error('it exited');
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
        .once('connect', () => {
          socket.destroy();
          resolve(true);
        })
        .once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on port ${port} after 10 s`);
}

import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { signIn } from '../support/fixtures.js';
import {
  createServerStorage,
  freePort,
  runServer,
  stopServer,
  waitUntilHealthy,
} from '../support/spool-server.js';

/**
 * A Spool upgraded over a thread range that holds a value an older Spool stored and no estimate
 * can use: the tenant's administrator finds it listed on the system configuration screen.
 * The value is stored between two starts, as the owner, with the table's check taken off for
 * the one update and put back unvalidated, as the migration left such a database.
 */
const password = `range-${randomBytes(9).toString('base64url')}`;

const storeZeroTex = [
  'alter table ticket_texes drop constraint ticket_texes_positive',
  `update ticket_texes set tex = 0 where id = (
     select t.id from ticket_texes t join tenants n on n.id = t.tenant_id
     where n.name = 'Demo' order by t.id limit 1)`,
  'alter table ticket_texes add constraint ticket_texes_positive check (ticket > 0 and tex > 0) not valid',
];

async function asOwner(env: Record<string, string>, statements: readonly string[]) {
  if (env['DATABASE_URL']) {
    const client = new pg.Client({ connectionString: env['DATABASE_URL'] });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
    return;
  }
  const client = await PGlite.create(env['SPOOL_DATA_DIR'], { extensions: { pg_trgm } });
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.close();
  }
}

test('the administrator sees the thread range value to correct', async ({ page }) => {
  // Two starts of a Spool of its own from nothing: slow on a busy two-core machine.
  test.setTimeout(240_000);
  const storage = await createServerStorage();
  const baseUrl = `http://127.0.0.1:${await freePort()}`;
  const start = async () => {
    const server = runServer({
      ...storage.env,
      PORT: new URL(baseUrl).port,
      SPOOL_PUBLIC_URL: baseUrl,
      SPOOL_ADMIN_PASSWORD: password,
    });
    await waitUntilHealthy(baseUrl, server, 150_000);
    return server;
  };
  try {
    await stopServer(await start());
    await asOwner(storage.env, storeZeroTex);
    const server = await start();
    try {
      await signIn(page, 'demo.admin', { baseUrl, password });
      await page.goto(`${baseUrl}/systemConfiguration`);
      const notice = page.getByTestId('unusable-range-values');
      await expect(notice).toContainText('Thread range values that no estimate can use');
      await expect(notice.getByRole('listitem')).toHaveCount(1);
      await expect(notice.getByRole('listitem')).toContainText(
        /Tkt [\d.]+: tex is 0 \(ticket\/tex entry \d+\)/,
      );
      await notice.screenshot({ path: test.info().outputPath('unusable-range-values.png') });
    } finally {
      await stopServer(server);
    }
  } finally {
    await storage.dispose();
  }
});

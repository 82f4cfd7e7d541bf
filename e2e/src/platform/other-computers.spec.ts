import type { ChildProcess } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { adminPassword, expect, signIn, test } from '../support/fixtures.js';
import {
  createServerStorage,
  freePort,
  runServer,
  stopServer,
  waitUntilHealthy,
} from '../support/spool-server.js';

/**
 * Spool started as a workshop starts it, `npm start` with nothing set: on every address of the
 * computer, with the public address `localhost`. Opened at 127.0.0.1 it sends the person to
 * localhost, where sign-in works; opened from the network it says how to make sign-in work.
 */
let storage: Awaited<ReturnType<typeof createServerStorage>> | undefined;
let server: ChildProcess | undefined;
let port = 0;
let printed = '';

/** This computer's network addresses, as another computer of the workshop reaches it. */
const networkAddresses = Object.values(networkInterfaces())
  .flatMap((entries) => entries ?? [])
  .filter((entry) => !entry.internal && entry.family === 'IPv4')
  .map((entry) => entry.address);

/** Starts Spool on the test's storage and port, as `npm start` would with this public address. */
async function startSpool(publicUrl: string | undefined) {
  if (!storage) throw new Error('no storage');
  printed = '';
  server = runServer({
    ...storage.env,
    PORT: String(port),
    HOST: undefined,
    SPOOL_PUBLIC_URL: publicUrl,
    SPOOL_ADMIN_PASSWORD: adminPassword(),
  });
  server.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  await waitUntilHealthy(`http://127.0.0.1:${port}`, server);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  storage = await createServerStorage();
  port = await freePort();
  await startSpool(undefined);
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  await storage?.dispose();
});

test(
  'the start-up output lists the network addresses and how to choose one',
  { tag: '@presentation' },
  async () => {
    expect(networkAddresses.length, 'this computer has a network address').toBeGreaterThan(0);
    await expect.poll(() => printed).toContain('SPOOL_PUBLIC_URL=');
    expect(printed).toContain(`Spool answers on this computer at http://localhost:${port}`);
    for (const address of networkAddresses) {
      expect(printed).toContain(`and on the network at http://${address}:${port}`);
    }
    expect(printed).toContain(
      `Set SPOOL_PUBLIC_URL=http://${networkAddresses[0]}:${port} so that the workshop's other computers can sign in.`,
    );
  },
);

test(
  'opened at 127.0.0.1, Spool goes to its public address and sign-in works',
  { tag: '@presentation' },
  async ({ page }) => {
    await page.goto(`http://127.0.0.1:${port}/?from=bookmark`);
    await expect(page).toHaveURL(`http://localhost:${port}/?from=bookmark`);
    await signIn(page, 'demo.admin', { baseUrl: `http://localhost:${port}` });
    await expect(page.getByTestId('tenant-name')).toHaveText('Demo');
  },
);

test(
  'opened from the network, the landing page says how to open Spool, in the person’s language',
  { tag: '@presentation' },
  async ({ page }) => {
    const here = `http://${networkAddresses[0]}:${port}`;
    await page.goto(`${here}/`);
    await expect(page.getByRole('status').filter({ hasText: 'SPOOL_PUBLIC_URL' })).toContainText(
      `That address works only on the computer Spool runs on.`,
    );
    await page.getByLabel('Language').click();
    await page.getByRole('option', { name: 'Français' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'SPOOL_PUBLIC_URL' });
    await expect(notice).toContainText(
      `Cette page est ouverte à ${here}, mais Spool ne connecte les utilisateurs qu’à http://localhost:${port}.`,
    );
    await expect(notice).toContainText(`SPOOL_PUBLIC_URL=${here}`);
    // Sign-in could not work from here: the page offers none rather than one that fails.
    await expect(page.getByRole('button', { name: /Se connecter|Connexion/ })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('other-computer-landing.png') });
  },
);

test(
  'with SPOOL_PUBLIC_URL set to its network address, another computer signs in there',
  { tag: '@presentation' },
  async ({ page }) => {
    test.setTimeout(180_000);
    const here = `http://${networkAddresses[0]}:${port}`;
    if (server) await stopServer(server);
    await startSpool(here);
    // Plain HTTP at a network address is no secure context: no Web Crypto, no Web Locks.
    await signIn(page, 'demo.admin', { baseUrl: here });
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await expect(page.getByTestId('tenant-name')).toHaveText('Demo');
    expect(new URL(page.url()).origin).toBe(here);
  },
);

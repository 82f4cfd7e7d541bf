import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { callApi, expect, expectToast, signInForToken, test, unique } from '../support/fixtures.js';
import { expectLoaded } from '../support/screen.js';
import { addOperationByApi, createStyleByApi } from '../support/style-data.js';
import { searchGrid, styleRow } from '../support/styles-grid.js';
import { styleWindow } from '../support/style-window.js';

const run = promisify(execFile);

/** A style of the demo tenant on a custom setting of its own, with one complete operation. */
async function styleOnSetting(page: Page, token: string, name: string, settingId: number) {
  const { id } = await createStyleByApi(page, token, name, settingId);
  await addOperationByApi(page, token, id, 1, 'Join side seam', true);
  return id;
}

/** The Thread Usage PDF as pdftotext reads it, without its footer's date. */
async function threadUsageText(page: Page, token: string, styleId: number, directory: string) {
  const response = await page.request.get(`/api/report/threadUsage/${styleId}?format=pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const file = join(directory, `${styleId}-${Date.now()}.pdf`);
  await writeFile(file, await response.body());
  const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
  return text
    .split('\n')
    .filter((line) => !line.includes('Date printed'))
    .join('\n');
}

test('an administrator approves a style, whose PDF keeps its totals after a setting changes, and reopens it as version 2', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const directory = await mkdtemp(join(tmpdir(), 'spool-stages-'));
  try {
    const setting = await callApi(page, 'POST', '/api/createCustomSetting', token, {
      name: unique('Stages'),
      defaultAllowance: 10,
    });
    expect(setting.status).toBe(200);
    const settingBody = setting.body as { id: number; name: string; concurrencyStamp: string };
    const name = unique('Approved chino');
    const styleId = await styleOnSetting(page, token, name, settingBody.id);
    const twinId = await styleOnSetting(page, token, unique('Estimate chino'), settingBody.id);

    await page.goto(`/dashboard?style=${styleId}`);
    const window = styleWindow(page);
    const stage = window.getByTestId('style-stage');
    await expectLoaded(stage).toContainText('Estimate · version 1');
    await stage.getByRole('button', { name: 'Approve…' }).click();
    const approve = page.getByRole('dialog', { name: `Approve “${name}”` });
    await approve.getByRole('textbox', { name: 'Note (optional)' }).fill('Sample passed');
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Approved as version 1.');
    await expect(stage).toContainText('Approved · version 1');
    // Frozen: no field or operation can change.
    await expect(window.getByRole('textbox', { name: 'Number of garments' })).toBeDisabled();
    await expect(window.getByRole('button', { name: 'Add operation' })).toBeDisabled();

    // The dashboard behind the window shows the stage in its grid, at 1440 px.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    await searchGrid(page, name);
    await expectLoaded(styleRow(page, name)).toContainText('Approved');
    await page.goto(`/dashboard?style=${styleId}`);
    await expectLoaded(stage).toContainText('Approved · version 1');

    // The setting's allowance changes: the estimate's report follows, the approved one not.
    const approvedBefore = await threadUsageText(page, token, styleId, directory);
    const twinBefore = await threadUsageText(page, token, twinId, directory);
    expect(approvedBefore).toContain(`Approved v1,`);
    const updated = await callApi(page, 'POST', '/api/updateCustomSetting', token, {
      id: settingBody.id,
      tktTex: 'Tkt',
      defaultAllowance: 25,
      concurrencyStamp: settingBody.concurrencyStamp,
    });
    expect(updated.status).toBe(200);
    expect(await threadUsageText(page, token, twinId, directory)).not.toEqual(twinBefore);
    expect(await threadUsageText(page, token, styleId, directory)).toEqual(approvedBefore);

    // Reopened with a reason: version 2 can be changed, version 1 stays listed.
    await stage.getByRole('button', { name: 'Reopen…' }).click();
    const reopen = page.getByRole('dialog', { name: `Reopen “${name}”` });
    await reopen.getByRole('button', { name: 'Reopen', exact: true }).click();
    await expect(reopen.getByText('This field is required.')).toBeVisible();
    await reopen.getByRole('textbox', { name: 'Reason' }).fill('Buyer changed the hem');
    await reopen.getByRole('button', { name: 'Reopen', exact: true }).click();
    await expectToast(page, 'Reopened: version 2 can be changed.');
    await expect(stage).toContainText('Estimate · version 2');
    await expect(window.getByRole('textbox', { name: 'Number of garments' })).toBeEnabled();

    await stage.getByRole('button', { name: 'Versions' }).click();
    const versions = page.getByRole('dialog', { name: `Versions of “${name}”` });
    const rows = versions.getByRole('row');
    await expectLoaded(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Sample passed');
    await expect(rows.nth(1)).toContainText('Buyer changed the hem');
    await expect(rows.nth(1)).toContainText('by demo.admin');
    await versions.getByRole('button', { name: 'Close' }).click();

    await window.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History', exact: true });
    const entries = history.getByTestId('history-entry');
    await expectLoaded(entries.first()).toContainText('Reopened the style: version 2 begins');
    await expect(entries.filter({ hasText: 'Approved version 1' })).toHaveCount(1);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
});

import { callApi, expect, expectToast, signInForToken, test } from '../support/fixtures.js';
import { expectLoaded } from '../support/screen.js';
import { addOperationByApi, createStyleByApi } from '../support/style-data.js';
import { uniqueTag } from '../support/styles-grid.js';

/**
 * A purchase plan's styles by stage: the plan names its estimates beside the figures; asked
 * for approved styles only, it lists the styles to approve in place of the figures and its
 * files are refused, until they are approved.
 */

test('a plan names its estimates, and with approved styles only waits for them to be approved', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await signInForToken(page, 'demo.admin');
  const tag = uniqueTag();
  const approve = async (styleId: number) => {
    const style = await callApi(page, 'GET', `/api/style/${styleId}`, token);
    const { concurrencyStamp } = style.body as { concurrencyStamp: string };
    const approved = await callApi(page, 'POST', `/api/style/${styleId}/approve`, token, {
      concurrencyStamp,
    });
    expect(approved.status).toBe(200);
  };
  let planId: number | undefined;
  try {
    const polo = await createStyleByApi(page, token, `Stage ${tag} Polo`);
    const chino = await createStyleByApi(page, token, `Stage ${tag} Chino`);
    for (const style of [polo, chino]) {
      await addOperationByApi(page, token, style.id, 1, 'Side seam', true);
    }
    await approve(polo.id);
    const created = await callApi(page, 'POST', '/api/purchasePlans', token, {
      name: `Stages ${tag}`,
      styles: [{ styleId: polo.id }, { styleId: chino.id }],
    });
    expect(created.status).toBe(201);
    planId = (created.body as { id: number }).id;

    // Estimates allowed: each style's stage, and the estimate named above the figures.
    await page.goto(`/purchasePlans/${planId}`);
    const rowOf = (name: string) => page.getByRole('row', { name });
    await expectLoaded(rowOf(polo.name).getByTestId('style-stage')).toHaveText('Approved · v1');
    await expect(rowOf(chino.name).getByTestId('style-stage')).toHaveText('Estimate · v1');
    const estimates = page.getByRole('alert', { name: 'The figures include estimates' });
    await expect(estimates.getByRole('listitem')).toHaveText([`${chino.name} Estimate · v1`]);
    await expect(page.getByRole('heading', { name: 'Figures', exact: true })).toBeVisible();

    // Approved styles only: the styles to approve in place of the figures, and no files.
    await page.getByRole('checkbox', { name: 'Approved styles only' }).check();
    const waiting = page.getByRole('alert', {
      name: 'Approve these styles to see the plan’s figures',
    });
    await expect(waiting.getByRole('listitem')).toHaveText([`${chino.name} Estimate · v1`]);
    await expect(page.getByRole('heading', { name: 'Figures', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Plan saved');
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menuitem', { name: 'Plan report (PDF)' }).click();
    await expectToast(
      page,
      `The purchase plan “Stages ${tag}” takes approved styles only, and these styles are not approved yet: ${chino.name}. Approve them, or clear “Approved styles only” on the plan.`,
    );

    // Approved: the figures come back, with no estimate named.
    await approve(chino.id);
    await page.reload();
    await expectLoaded(rowOf(chino.name).getByTestId('style-stage')).toHaveText('Approved · v1');
    await expect(page.getByRole('heading', { name: 'Figures', exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Approved styles only' })).toBeChecked();
    await expect(waiting).toBeHidden();
    await expect(estimates).toBeHidden();
  } finally {
    if (planId !== undefined) await callApi(page, 'DELETE', `/api/purchasePlans/${planId}`, token);
  }
});

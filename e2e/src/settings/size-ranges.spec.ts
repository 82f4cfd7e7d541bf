import type { Page } from '@playwright/test';
import { callApi, expect, expectToast, signInForToken, test, unique } from '../support/fixtures.js';
import { expectLoaded } from '../support/screen.js';

type SizeRange = {
  id: number;
  name: string;
  range: { sizes: { name: string; gradePercent: number }[]; baseSize: string };
};

const readRanges = async (page: Page, token: string) =>
  (await callApi(page, 'GET', '/api/size-ranges', token)).body as SizeRange[];

test('adds, renames, regrades and deletes a size range on the system configuration page', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const name = unique('Kids');
  const renamed = `${name} tops`;
  try {
    await page.goto('/systemConfiguration');
    const panel = page.getByRole('region', { name: 'Size ranges' });
    await expectLoaded(panel.getByRole('button', { name: 'Add size range' })).toBeVisible();

    // S, M and L, M the base.
    await panel.getByRole('button', { name: 'Add size range' }).click();
    const adding = page.getByRole('dialog', { name: 'Add a size range' });
    await adding.getByLabel('Name of the range').fill(name);
    for (const [index, [size, grade]] of [
      ['S', '-4'],
      ['M', '0'],
      ['L', '4'],
    ].entries()) {
      if (index > 0) await adding.getByRole('button', { name: 'Add size' }).click();
      await adding.getByLabel(`Size ${index + 1}`, { exact: true }).fill(size ?? '');
      await adding.getByLabel(`Grade (%) ${size}`, { exact: true }).fill(grade ?? '');
    }
    // S took the base with its name: its grade is refused until M is the base.
    await adding.getByRole('button', { name: 'Save' }).click();
    await expect(
      adding.getByText('The base size has a grade of 0 %.', { exact: true }),
    ).toBeVisible();
    await adding.getByLabel('Base M').check();
    await adding.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `Size range “${name}” added.`);
    await expect(adding).toBeHidden();
    const row = panel.getByRole('listitem', { name });
    await expect(row).toContainText('S -4 % · M 0 % (base) · L +4 %');

    // Renamed, and L graded 5 %.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const editing = page.getByRole('dialog', { name: `Edit size range “${name}”` });
    await editing.getByLabel('Name of the range').fill(renamed);
    await editing.getByLabel('Grade (%) L', { exact: true }).fill('5');
    await editing.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `Size range “${renamed}” saved.`);
    await expect(editing).toBeHidden();
    const renamedRow = panel.getByRole('listitem', { name: renamed });
    await expect(renamedRow).toContainText('S -4 % · M 0 % (base) · L +5 %');
    const saved = (await readRanges(page, token)).find((range) => range.name === renamed);
    expect(saved?.range).toEqual({
      sizes: [
        { name: 'S', gradePercent: -4 },
        { name: 'M', gradePercent: 0 },
        { name: 'L', gradePercent: 5 },
      ],
      baseSize: 'M',
    });

    // Deleted after the question.
    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete size range “${renamed}”?` });
    await expect(confirm).toContainText('Styles that took its sizes keep them.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, `Size range “${renamed}” deleted.`);
    await expect(renamedRow).toBeHidden();
    expect((await readRanges(page, token)).map((range) => range.name)).not.toContain(renamed);
  } finally {
    // Leaves the demo tenant as it was, whatever step failed.
    for (const range of await readRanges(page, token)) {
      if (range.name.startsWith(name)) {
        await callApi(page, 'DELETE', `/api/size-ranges/${range.id}`, token);
      }
    }
  }
});

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { callApi, expect, expectToast, signInForToken, test } from '../support/fixtures.js';
import { garmentPng } from '../support/pictures.js';
import { expectLoaded } from '../support/screen.js';
import { addOperationByApi, createStyleByApi } from '../support/style-data.js';
import { operationRow, styleWindow } from '../support/style-window.js';
import { uniqueTag } from '../support/styles-grid.js';

/**
 * A picture of the garment: chosen in the style window, it shows in the
 * window's title and on the first page of the PDF reports; a file that is not a PNG or JPEG
 * is refused with the limits, and the picture stays.
 */

const run = promisify(execFile);

/** Opens the picture's menu and chooses this file in the file chooser its first item opens. */
async function choosePicture(
  page: Page,
  item: 'Add picture' | 'Replace picture',
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await styleWindow(page).getByRole('button', { name: 'Picture of the style' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: item }).click();
  await (await chooser).setFiles(file);
}

/** Drops a file on the picture's frame, as dragging it there from the desktop does. */
async function dropPicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const frame = styleWindow(page).getByRole('button', { name: 'Picture of the style' });
  const transfer = await page.evaluateHandle(
    ({ name, mimeType, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }));
      return data;
    },
    { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await frame.dispatchEvent(type, { dataTransfer: transfer });
  }
}

test('a picture chosen or dropped in the style window shows in its title and on the PDF report’s first page; a text file is refused; it can be removed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await signInForToken(page, 'demo.admin');
  const style = await createStyleByApi(page, token, `Picture ${uniqueTag()}`);
  const directory = await mkdtemp(join(tmpdir(), 'spool-garment-picture-'));
  try {
    await addOperationByApi(page, token, style.id, 1, 'Side seam', true);
    await page.goto(`/dashboard?style=${style.id}`);
    const window = styleWindow(page);
    await expectLoaded(window.getByRole('heading', { name: style.name })).toBeVisible();
    await expectLoaded(operationRow(page, 'Side seam')).toBeVisible();

    // No picture yet: an empty frame to add one.
    const frame = window.getByRole('button', { name: 'Picture of the style' });
    await expect(frame.getByRole('img')).toHaveCount(0);
    await choosePicture(page, 'Add picture', {
      name: 'front sketch.png',
      mimeType: 'image/png',
      buffer: garmentPng(240, 180),
    });
    await expectToast(page, 'Picture saved.');
    const thumbnail = window.getByRole('img', { name: `Picture of ${style.name}` });
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(240);

    // A text file named like a picture is refused with the limits; the picture stays.
    await choosePicture(page, 'Replace picture', {
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Front: two pockets, bar tacks at the corners.\n'),
    });
    await expectToast(page, 'The picture must be a PNG or JPEG file of at most 3,000,000 bytes.');
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(240);

    // A picture dropped on the frame replaces it.
    await dropPicture(page, {
      name: 'back sketch.png',
      mimeType: 'image/png',
      buffer: garmentPng(160, 200),
    });
    await expectToast(page, 'Picture saved.');
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(160);

    // The Single Garment Consumption PDF carries it on its first page.
    const downloading = page.waitForEvent('download');
    await window.getByRole('button', { name: 'Single Garment Consumption' }).click();
    const download = await downloading;
    const file = join(directory, 'report.pdf');
    await download.saveAs(file);
    await run('qpdf', ['--check', file]);
    const { stdout } = await run('pdfimages', ['-list', file]);
    const images = stdout
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[2] === 'image');
    expect(images.map(([page, , , width, height]) => ({ page, width, height }))).toEqual([
      { page: '1', width: '160', height: '200' },
    ]);

    // Removed after a question: the frame is empty again.
    await frame.click();
    await page.getByRole('menuitem', { name: 'Remove picture' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove the picture?' });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expectToast(page, 'Picture removed.');
    await expect(thumbnail).toHaveCount(0);
    await expect(frame).toBeVisible();
  } finally {
    await callApi(page, 'DELETE', `/api/style/${style.id}`, token);
    await rm(directory, { recursive: true, force: true });
  }
});

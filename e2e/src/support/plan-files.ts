import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';

const run = promisify(execFile);

/** Downloads a file of the plan from its Download menu, into `directory`; its path. */
export async function downloadFrom(page: Page, item: string, directory: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const file = await download;
  const path = join(directory, file.suggestedFilename());
  await file.saveAs(path);
  return path;
}

/** The workbook as LibreOffice shows it (headless, a private profile), saved as CSV: its rows. */
export async function workbookAsShown(path: string, directory: string): Promise<string[][]> {
  const out = join(directory, 'out');
  await run(
    'libreoffice',
    [
      `-env:UserInstallation=file://${join(directory, 'profile')}`,
      '--headless',
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76,1',
      '--outdir',
      out,
      path,
    ],
    { timeout: 120_000 },
  );
  const csv = await readFile(join(out, basename(path).replace(/\.xlsx$/, '.csv')), 'utf8');
  return csv
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
}

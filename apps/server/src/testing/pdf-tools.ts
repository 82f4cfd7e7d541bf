import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Debian's PDF tools, used as they are on a reader's machine: poppler-utils (pdftotext,
 * pdfinfo, pdffonts, pdftoppm) and qpdf. Install with `apt-get install qpdf poppler-utils`.
 */
export const pdfTools = [
  'pdftotext',
  'pdfinfo',
  'pdffonts',
  'pdftoppm',
  'pdfimages',
  'qpdf',
] as const;

export async function missingPdfTools(): Promise<string[]> {
  const missing: string[] = [];
  for (const tool of pdfTools) {
    try {
      await run('sh', ['-c', `command -v ${tool}`]);
    } catch {
      missing.push(tool);
    }
  }
  return missing;
}

/** The text of the PDF (or of one page) as `pdftotext -layout` lays it out. */
export async function pdfText(file: string, page?: number): Promise<string> {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  const { stdout } = await run('pdftotext', ['-layout', ...range, file, '-']);
  return stdout;
}

/** `qpdf --check`: exit code 0 and its report. */
export async function qpdfCheck(file: string): Promise<string> {
  const { stdout } = await run('qpdf', ['--check', file]);
  return stdout;
}

export async function pageCount(file: string): Promise<number> {
  const { stdout } = await run('pdfinfo', [file]);
  const pages = /^Pages:\s+(\d+)/m.exec(stdout)?.[1];
  if (pages === undefined) throw new Error(`pdfinfo gave no page count:\n${stdout}`);
  return Number(pages);
}

export async function pageSize(file: string): Promise<string> {
  const { stdout } = await run('pdfinfo', [file]);
  return /^Page size:\s+(.*)$/m.exec(stdout)?.[1] ?? '';
}

/** The embedded fonts as `pdffonts` lists them: name (without subset tag), embedded, subset. */
export async function pdfFonts(
  file: string,
): Promise<{ name: string; embedded: boolean; subset: boolean }[]> {
  const { stdout } = await run('pdffonts', [file]);
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      const name = (columns[0] ?? '').replace(/^[A-Z]{6}\+/, '');
      // ... type encoding emb sub uni object ID
      const [embedded, subset] = columns.slice(-5, -3);
      return { name, embedded: embedded === 'yes', subset: subset === 'yes' };
    });
}

/** Words of the first page with their boxes (points from the top left), from `pdftotext -bbox`. */
export async function pdfWords(
  file: string,
): Promise<{ text: string; xMin: number; xMax: number; yMin: number }[]> {
  const { stdout } = await run('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-']);
  return [
    ...stdout.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
    ),
  ].map((match) => ({
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    text: match[4] ?? '',
  }));
}

/** Renders every page to PNG with `pdftoppm -png -r <dpi>`; returns the image files. */
export async function pageImages(file: string, directory: string, dpi = 60): Promise<string[]> {
  const prefix = join(directory, 'page');
  await run('pdftoppm', ['-png', '-r', String(dpi), file, prefix]);
  return (await readdir(directory))
    .filter((name) => name.startsWith('page') && name.endsWith('.png'))
    .sort()
    .map((name) => join(directory, name));
}

/** The Arabic letters of a text (U+0621 to U+064A), in the order they come. */
export function arabicLetters(text: string): string[] {
  return [...text].filter((character) => /[\u0621-\u064a]/u.test(character));
}

/** The images of the PDF as `pdfimages -list` lists them (a PNG's transparency is an `smask`). */
export async function pdfImages(
  file: string,
): Promise<{ page: number; type: string; width: number; height: number }[]> {
  const { stdout } = await run('pdfimages', ['-list', file]);
  return stdout
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [page = '', , type = '', width = '', height = ''] = line.trim().split(/\s+/);
      return { page: Number(page), type, width: Number(width), height: Number(height) };
    });
}

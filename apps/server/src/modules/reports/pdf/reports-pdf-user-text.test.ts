import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '@spool/contracts';
import { estimateStyle, planThreadUsage, type OperationInput } from '@spool/domain';
import {
  costFile,
  sampleOperations,
  sampleSetting,
  sampleStyle,
  threadCatalogue,
} from '@spool/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../../platform/i18n.js';
import { renderSingleGarmentPdf, renderThreadUsagePdf, type PdfOptions } from './index.js';
import { missingPdfTools, pdfText, pdfWords, qpdfCheck } from '../../../testing/pdf-tools.js';
import { compileTypstPdf, TypstError } from './typst-compiler.js';

/**
 * A style's name, description, operation names and thread names are typed by users. The
 * reports hand them to Typst as data, so Typst markup and code in them print as they are
 * typed; and Typst itself reads nothing from the disk.
 */
const translator = createTranslator();

function optionsFor(language: Language, tenantName: string): PdfOptions {
  return {
    language,
    texts: (key, params) => translator.text(language, key, params),
    printedAt: new Date('2026-11-21T09:30:00Z'),
    currency: 'EUR',
    tenantName,
  };
}

/**
 * Texts that Typst would read as code, markup, math, labels or escapes if they were source,
 * each short enough for its column (pdftotext then gives it back on one line).
 */
const hostile = {
  name: '#read("/etc/passwd") *bold*',
  description: String.raw`$x^2$ ] [ _under_ \ "quoted" 'single' @ref <label> // no comment`,
  customer: '#image("/etc/hostname")',
  productType: '#include "/etc/hosts"',
  color: String.raw`#{1 + 1} \u{41}`,
  operation: String.raw`= Title \# _x_`,
  tenant: '#let x = 1 ```raw``` - item + item',
};

let directory: string;
let passwd: string;

beforeAll(async () => {
  const missing = await missingPdfTools();
  if (missing.length > 0) throw new Error(`missing PDF tools: ${missing.join(', ')}`);
  directory = await mkdtemp(join(tmpdir(), 'spool-reports-user-text-'));
  passwd = await readFile('/etc/passwd', 'utf8');
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** The PDF's text, its runs of spaces (line breaks included) as one space. */
async function flatText(pdf: Buffer, name: string): Promise<string> {
  const file = join(directory, name);
  await writeFile(file, pdf);
  expect(await qpdfCheck(file)).toContain('No syntax or stream encoding errors found');
  return (await pdfText(file)).replace(/\s+/g, ' ');
}

describe('user text in the PDF reports', () => {
  const style = sampleStyle({
    name: hostile.name,
    description: hostile.description,
    customer: hostile.customer,
    productType: hostile.productType,
    color: hostile.color,
  });
  const operations: OperationInput[] = sampleOperations.map((operation, index) =>
    index === 0 ? { ...operation, description: hostile.operation } : operation,
  );
  const estimate = estimateStyle(style, operations, sampleSetting, threadCatalogue);

  it('prints a style named with Typst code and markup literally, in both reports', async () => {
    const plan = planThreadUsage(
      estimate,
      {
        garments: style.garments,
        productionLines: style.productionLines,
        allowancePercent: sampleSetting.allowancePercent,
      },
      costFile,
    );
    const sgc = await flatText(
      await renderSingleGarmentPdf(estimate, optionsFor('en', hostile.tenant)),
      'hostile_SGC.pdf',
    );
    for (const typed of Object.values(hostile)) expect(sgc).toContain(typed);
    const tu = await flatText(
      await renderThreadUsagePdf(estimate, plan, optionsFor('en', hostile.tenant)),
      'hostile_TU.pdf',
    );
    for (const typed of [hostile.name, hostile.customer, hostile.productType, hostile.tenant]) {
      expect(tu).toContain(typed);
    }
    // Nothing was read: no line of /etc/passwd is in either report.
    const firstLine = passwd.split('\n')[0] ?? '';
    expect(firstLine).not.toBe('');
    expect(sgc).not.toContain(firstLine);
    expect(tu).not.toContain(firstLine);
  });
});

describe('words wider than their column', () => {
  it('stay in their column: a long word is hyphenated, a long code broken, none runs into the next column', async () => {
    const word = 'Kragenansatznahtverstärkung';
    const code = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    const operations: OperationInput[] = sampleOperations.map((operation, index) =>
      index === 0 ? { ...operation, description: `${word} ${code}` } : operation,
    );
    const estimate = estimateStyle(sampleStyle(), operations, sampleSetting, threadCatalogue);
    const file = join(directory, 'long-words_SGC.pdf');
    await writeFile(file, await renderSingleGarmentPdf(estimate, optionsFor('en', 'Acme')));
    expect(await qpdfCheck(file)).toContain('No syntax or stream encoding errors found');
    const words = await pdfWords(file);
    // The operation's stitch type (301) starts the next column, on the operation's first line.
    const stitchType = words.find((candidate) => candidate.text === '301');
    if (stitchType === undefined) throw new Error('no stitch type 301 on the page');
    // The name's pieces: the words before that column, on the lines the operation's row takes.
    const pieces = words
      .filter(
        (candidate) =>
          candidate.yMin >= stitchType.yMin - 1 &&
          candidate.yMin < stitchType.yMin + 45 &&
          candidate.xMin > 50 &&
          candidate.xMin < stitchType.xMin,
      )
      // By line, then left to right.
      .sort((a, b) => a.yMin - b.yMin || a.xMin - b.xMin);
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect(piece.xMax, piece.text).toBeLessThan(stitchType.xMin);
    // Every letter is there, in order; a hyphen only where a word was hyphenated.
    const joined = pieces.map((piece) => piece.text).join('');
    expect(joined.replace(/[-\u00ad]/g, '')).toBe(`${word}${code}`);
  });
});

describe('the Typst compiler of the reports', () => {
  it('reads no file from the disk, by absolute path or by climbing out of its root', () => {
    for (const program of [
      '#read("/etc/passwd")',
      '#read("../../../../../../etc/passwd")',
      '#image("/etc/hostname")',
      '#json("/package.json")',
    ]) {
      expect(() => compileTypstPdf(program, {}), program).toThrow(TypstError);
    }
  });

  it('reads the files it is given, for that compilation only', () => {
    const program = '#read("/note.txt")';
    const pdf = compileTypstPdf(program, {}, [
      { path: '/note.txt', bytes: Buffer.from('given in memory') },
    ]);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(() => compileTypstPdf(program, {})).toThrow(TypstError);
  });
});

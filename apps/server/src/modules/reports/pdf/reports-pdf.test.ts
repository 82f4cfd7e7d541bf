import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '@spool/contracts';
import {
  estimateStyle,
  figureFormatter,
  type Figure,
  type OperationInput,
  type StyleEstimate,
  type ThreadUsagePlan,
} from '@spool/domain';
import {
  completeCostFile,
  sampleOperations,
  sampleReport,
  sampleSetting,
  sampleStyle,
  threadCatalogue,
} from '@spool/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../../platform/i18n.js';
import { renderSingleGarmentPdf, renderThreadUsagePdf, type PdfOptions } from './index.js';
import {
  arabicLetters,
  missingPdfTools,
  pageCount,
  pageImages,
  pageSize,
  pdfFonts,
  pdfText,
  pdfWords,
  qpdfCheck,
} from '../../../testing/pdf-tools.js';

const translator = createTranslator();
const printedAt = new Date('2026-11-21T09:30:00Z');

function optionsFor(language: Language): PdfOptions {
  return {
    language,
    texts: (key, params) => translator.text(language, key, params),
    printedAt,
    currency: 'EUR',
    tenantName: 'Acme Garments Ltd.',
  };
}

/** An English figure as the reports print it: the domain's rule of its kind, grouped thousands. */
const en = (figure: Figure, value: number) => figureFormatter(figure, 'en-GB')(value);

/** The line of `pdftotext -layout` output that holds `marker` (one table row). */
function lineWith(text: string, marker: string): string {
  const line = text.split('\n').find((candidate) => candidate.includes(marker));
  if (line === undefined) throw new Error(`no line with "${marker}" in:\n${text}`);
  return line;
}

/** The line of `pdftotext -layout` output that begins with `marker`. */
function lineStarting(text: string, marker: string): string {
  const line = text.split('\n').find((candidate) => candidate.trim().startsWith(marker));
  if (line === undefined) throw new Error(`no line starting with "${marker}" in:\n${text}`);
  return line;
}

/** The line after the one that begins with `marker` (values under their labels). */
function lineAfter(text: string, marker: string): string {
  const lines = text.split('\n');
  return lines[lines.indexOf(lineStarting(text, marker)) + 1] ?? '';
}

/** The words of a line, for exact figure matches. */
const cells = (line: string) => line.trim().split(/\s+/);

let directory: string;
let counter = 0;

async function save(buffer: Buffer, name: string): Promise<string> {
  counter += 1;
  const file = join(directory, `${String(counter).padStart(2, '0')}-${name}`);
  await writeFile(file, buffer);
  return file;
}

beforeAll(async () => {
  const missing = await missingPdfTools();
  if (missing.length > 0) {
    throw new Error(
      `The PDF tests read the PDFs with Debian's tools; missing: ${missing.join(', ')}. Run 'apt-get install qpdf poppler-utils'.`,
    );
  }
  directory = await mkdtemp(join(tmpdir(), 'spool-reports-pdf-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('the Single Garment Consumption PDF', () => {
  let estimate: StyleEstimate;
  let file: string;
  let text: string;

  beforeAll(async () => {
    ({ estimate } = sampleReport({ isTensionSettingsChanged: true }));
    file = await save(await renderSingleGarmentPdf(estimate, optionsFor('en')), 'Polo_SGC.pdf');
    text = await pdfText(file);
  });

  it('is a valid A4 PDF of one page with the footer "Page 1 of 1" and the date printed', async () => {
    expect(await qpdfCheck(file)).toContain('No syntax or stream encoding errors found');
    expect(await pageCount(file)).toBe(1);
    expect(await pageSize(file)).toContain('(A4)');
    expect(text).toContain('Page 1 of 1');
    expect(text).toContain('Date printed: 21/11/2026');
  });

  it('prints the title, the tenant and the style details', () => {
    expect(text).toContain('Single Garment Consumption');
    expect(text).toContain('Acme Garments Ltd.');
    for (const value of [
      'Polo PX-204',
      'Northwind Apparel',
      'Ana Planner',
      'Tops',
      'Polo shirt',
      'Standard',
      'Navy',
      'Short-sleeve piqué polo, two-button placket',
    ]) {
      expect(text).toContain(value);
    }
    expect(cells(lineStarting(text, 'Garments '))).toEqual(
      expect.arrayContaining(['Garments', 'Production', 'lines', 'Allowance', '(%)']),
    );
    expect(cells(lineAfter(text, 'Garments '))).toEqual(['2,400', '3', '8', 'Tkt']);
    expect(text).toContain('Metric');
  });

  it('prints the thread consumption summary per brand, ticket and shade, and the total', () => {
    expect(estimate.threadConsumptionSummaries).toHaveLength(4);
    for (const summary of estimate.threadConsumptionSummaries) {
      const row = text
        .split('\n')
        .find(
          (line) =>
            line.includes(summary.shade ?? '') &&
            line.trim().startsWith(summary.brand) &&
            cells(line).includes(String(summary.ticketTex)) &&
            cells(line).includes(en('threadLength', summary.totalThreadConsumption)),
        );
      expect(row, `${summary.brand} ${summary.ticketTex} ${summary.shade}`).toBeDefined();
    }
    expect(cells(lineWith(text, 'Total consumption')).at(-1)).toBe(
      en('threadLength', estimate.totalConsumption),
    );
    expect(text).toContain('Total thread per garment (m)');
  });

  it('prints every operation with its inputs and every component line with its thread', () => {
    const [collar, sides, hem, bartack] = estimate.operationSummary;
    expect(cells(lineWith(text, 'Attach collar'))).toEqual([
      '1',
      'Attach',
      'collar',
      '301',
      '48.5',
      '12',
      '2',
      en('threadLength', collar?.threadConsumption ?? 0),
    ]);
    expect(cells(lineWith(text, 'Close side seams'))).toEqual([
      '2',
      'Close',
      'side',
      'seams',
      '504',
      '132',
      '13',
      '4',
      '3',
      en('threadLength', sides?.threadConsumption ?? 0),
    ]);
    expect(cells(lineWith(text, 'Hem body'))).toEqual([
      '3',
      'Hem',
      'body',
      '406',
      '104',
      '12',
      '6.4',
      '1',
      en('threadLength', hem?.threadConsumption ?? 0),
    ]);
    // A cycle stitch asks no seam length, rate or bight: they stay blank.
    expect(cells(lineWith(text, 'Bartack pocket'))).toEqual([
      '4',
      'Bartack',
      'pocket',
      '3042',
      '1',
      en('threadLength', bartack?.threadConsumption ?? 0),
    ]);
    const looper = sides?.styleOperations[1];
    expect(cells(lineWith(text, 'Upper looper thread'))).toEqual([
      'Upper',
      'looper',
      'thread',
      'Astra',
      '80',
      'Navy',
      '2041',
      '–',
      '1',
      en('threadLength', looper?.threadConsumption ?? 0),
    ]);
    const needles = hem?.styleOperations[0];
    expect(cells(lineWith(text, 'Needle threads'))).toEqual([
      'Needle',
      'threads',
      'Epic',
      '120',
      'Optic',
      'White',
      'EP120-6000Y',
      String(needles?.threadQuantity),
      en('threadLength', needles?.threadConsumption ?? 0),
    ]);
    const lines = estimate.operationSummary.flatMap((operation) => operation.styleOperations);
    for (const line of lines) expect(text).toContain(en('threadLength', line.threadConsumption));
  });

  it('prints the tension-settings notice only when the settings changed', async () => {
    expect(text).toContain('The tension setting of Stitch type code/s have been changed');
    const unchanged = sampleReport({ isTensionSettingsChanged: false }).estimate;
    const other = await save(await renderSingleGarmentPdf(unchanged, optionsFor('en')), 'SGC.pdf');
    expect(await pdfText(other)).not.toContain('tension setting');
  });

  it('prints an Imperial style in yards, inches and stitches per inch', async () => {
    const imperial = sampleReport({ lengthUnit: 'imperial' }).estimate;
    const output = await pdfText(
      await save(await renderSingleGarmentPdf(imperial, optionsFor('en')), 'Imperial_SGC.pdf'),
    );
    expect(imperial.threadLengthUnit).toBe('yd');
    expect(output).toContain('Imperial');
    expect(output).toContain('Total thread per garment (yd)');
    const collar = imperial.operationSummary[0];
    expect(cells(lineWith(output, 'Attach collar'))).toEqual([
      '1',
      'Attach',
      'collar',
      '301',
      en('seamLength', collar?.seamLength ?? 0),
      en('rate', collar?.rate ?? 0),
      '2',
      en('threadLength', collar?.threadConsumption ?? 0),
    ]);
    expect(cells(lineWith(output, 'Total consumption')).at(-1)).toBe(
      en('threadLength', imperial.totalConsumption),
    );
  });

  it('runs a long style onto several pages, with the table header and "Page n of N" on each', async () => {
    const operations: OperationInput[] = Array.from({ length: 72 }, (_, index) => {
      const base = sampleOperations[index % sampleOperations.length] as OperationInput;
      return { ...base, id: index + 1, description: `Step ${index + 1} ${base.description ?? ''}` };
    });
    const long = estimateStyle(sampleStyle(), operations, sampleSetting, threadCatalogue);
    const longFile = await save(
      await renderSingleGarmentPdf(long, optionsFor('en')),
      'Long_SGC.pdf',
    );
    expect(await qpdfCheck(longFile)).toContain('No syntax or stream encoding errors found');
    const pages = await pageCount(longFile);
    expect(pages).toBeGreaterThan(2);
    for (let page = 1; page <= pages; page += 1) {
      const pageText = await pdfText(longFile, page);
      expect(pageText).toContain(`Page ${page} of ${pages}`);
      expect(pageText).toContain('Date printed: 21/11/2026');
      expect(pageText).toContain('Single Garment Consumption');
      if (page > 1) expect(pageText).toMatch(/No\.\s+Operation \/\s+Stitch\s+Seam\s+Rate/);
    }
    const all = await pdfText(longFile);
    for (const step of [1, 36, 72]) expect(all).toContain(`Step ${step} `);
    expect(cells(lineWith(all, 'Total consumption')).at(-1)).toBe(
      en('threadLength', long.totalConsumption),
    );
  });
});

describe('the Thread Usage PDF', () => {
  let estimate: StyleEstimate;
  let plan: ThreadUsagePlan;
  let file: string;
  let text: string;

  beforeAll(async () => {
    ({ estimate, plan } = sampleReport());
    file = await save(await renderThreadUsagePdf(estimate, plan, optionsFor('en')), 'Polo_TU.pdf');
    text = await pdfText(file);
  });

  it('is a valid A4 PDF of one page with the footer "Page 1 of 1"', async () => {
    expect(await qpdfCheck(file)).toContain('No syntax or stream encoding errors found');
    expect(await pageCount(file)).toBe(1);
    expect(await pageSize(file)).toContain('(A4)');
    expect(text).toContain('Thread Usage Report');
    expect(text).toContain('Page 1 of 1');
    expect(text).toContain('Date printed: 21/11/2026');
  });

  it('prints the order: garments, production lines, machines, allowance and currency', () => {
    const machines = estimate.operationSummary.reduce(
      (sum, operation) => sum + operation.machines,
      0,
    );
    expect(machines).toBe(7);
    expect(cells(lineAfter(text, 'Machines '))).toEqual(['7', '8', 'Tkt', 'EUR']);
    expect(cells(lineAfter(text, 'Colour '))).toEqual(['Navy', 'M', '2,400', '3']);
  });

  it('prints each thread requirement: packages, unit, price and cost; a missing price as a dash', () => {
    expect(plan.threadRequirementDetails).toHaveLength(4);
    for (const thread of plan.threadRequirementDetails) {
      const row = text
        .split('\n')
        .find(
          (line) =>
            line.trim().startsWith(thread.brand) &&
            line.includes(thread.shade ?? '') &&
            line.includes(`${en('packageLength', thread.packageLength)} ${thread.unit}`) &&
            cells(line).includes(String(thread.ticketTex)),
        );
      expect(row, `${thread.brand} ${thread.shade}`).toBeDefined();
      const figures = cells(row ?? '').slice(-5);
      expect(figures).toEqual([
        String(thread.quantity),
        en('packageLength', thread.packageLength),
        thread.unit,
        thread.price === null ? '–' : en('money', thread.price),
        thread.cost === null ? '–' : en('money', thread.cost),
      ]);
    }
    const unpriced = plan.threadRequirementDetails.find(
      (thread) => thread.brand === 'Astra' && thread.shade === 'Optic White',
    );
    expect(unpriced?.price).toBeNull();
  });

  it('marks the total cost incomplete and leaves the average cost out when a price is missing', () => {
    expect(plan.hasMissingPrices).toBe(true);
    const packages = plan.threadRequirementDetails.reduce(
      (sum, thread) => sum + thread.quantity,
      0,
    );
    expect(cells(lineStarting(text, 'Total ')).slice(-2)).toEqual([
      String(packages),
      en('money', plan.pricedCost),
    ]);
    expect(text).toContain('Threads without a price in the cost file: 1.');
    expect(cells(lineWith(text, 'Total cost (EUR)')).slice(-2)).toEqual([
      en('money', plan.pricedCost),
      '(Incomplete)',
    ]);
    expect(cells(lineWith(text, 'Average cost of thread per garment (EUR)')).slice(-2)).toEqual([
      '–',
      '(Incomplete)',
    ]);
    expect(text).not.toMatch(/Average cost of thread per garment \(EUR\)\s+0\.0000/);
  });

  it('prints the complete cost and the average cost of thread per garment when every thread has a price', async () => {
    const complete = sampleReport({}, completeCostFile);
    expect(complete.plan.averageThreadCost).not.toBeNull();
    const output = await pdfText(
      await save(
        await renderThreadUsagePdf(complete.estimate, complete.plan, optionsFor('en')),
        'Complete_TU.pdf',
      ),
    );
    expect(cells(lineWith(output, 'Total cost (EUR)')).at(-1)).toBe(
      en('money', complete.plan.totalCost ?? 0),
    );
    expect(cells(lineWith(output, 'Average cost of thread per garment (EUR)')).at(-1)).toBe(
      en('costPerGarment', complete.plan.averageThreadCost ?? 0),
    );
    expect(output).not.toContain('Incomplete');
    expect(output).not.toContain('without a price');
  });

  it('prints the unused thread per thread with what reconciles it: requirement, full, part and extra packages', () => {
    const unused = plan.totalUnusedThread;
    for (const item of unused.unusedThreadItems) {
      const row = text
        .split('\n')
        .find(
          (line) =>
            line.includes(item.shade ?? '') &&
            line.includes(item.brand) &&
            cells(line).at(-1) === en('threadLength', item.threadConsumption),
        );
      expect(row, `${item.brand} ${item.shade}`).toBeDefined();
      expect(cells(row ?? '').slice(-5)).toEqual([
        en('threadLength', item.requirement),
        String(item.fullPackages),
        String(item.partPackages),
        String(item.extraPackages),
        en('threadLength', item.threadConsumption),
      ]);
      // The line adds up as the footnote says: bought = full + part + extra.
      expect(item.fullPackages + item.partPackages + item.extraPackages).toBe(item.packagesBought);
    }
    expect(text.replace(/\s+/g, ' ')).toContain(
      'How the packages add up, thread by thread: packages bought (Quantity) = full + part + extra packages, and packages bought × package length (Unit) = requirement + unused thread.',
    );
    expect(cells(lineStarting(text, 'Part packages')).at(-1)).toBe(String(unused.partPackages));
    expect(cells(lineStarting(text, 'Extra packages')).at(-1)).toBe(String(unused.extraPackages));
    expect(cells(lineWith(text, 'Total unused thread (m)')).at(-1)).toBe(
      en('threadLength', unused.totalUnusedThread),
    );
  });
});

describe('other scripts and languages', () => {
  it('renders a Chinese style name in an English report with the Chinese font', async () => {
    const { estimate, plan } = sampleReport({ name: '男士衬衫' });
    const file = await save(
      await renderThreadUsagePdf(estimate, plan, optionsFor('en')),
      'Chinese-name_TU.pdf',
    );
    expect(await qpdfCheck(file)).toContain('No syntax or stream encoding errors found');
    expect(await pdfText(file)).toContain('男士衬衫');
    const fonts = await pdfFonts(file);
    expect(fonts.map((font) => font.name)).toContain('NotoSansSC-Bold');
    expect(fonts.every((font) => font.embedded && font.subset)).toBe(true);
  });

  /*
   * The Arabic text layer, as pdftotext reads it: Noto Sans Arabic draws most letters as a
   * dotless base and a dot mark placed above or below it, and Typst 0.14 writes each such
   * mark as a text item of its own, mapped to its letter (typst/typst#4225). pdftotext then
   * gives an Arabic word's letters with some twice, the marks on a line of their own, so the
   * tests check that every letter is there (none dropped) and that the labels are not the
   * English ones, not the order of the letters in the text layer. What the page shows is
   * whole and in order (look at it: `pdftoppm`).
   */
  it('renders an Arabic style name with the Arabic font, none of its letters dropped', async () => {
    const name = 'قميص رجالي';
    const { estimate } = sampleReport({ name });
    const file = await save(
      await renderSingleGarmentPdf(estimate, optionsFor('en')),
      'Arabic-name_SGC.pdf',
    );
    expect(await qpdfCheck(file)).toContain('No syntax or stream encoding errors found');
    const text = await pdfText(file);
    // An English report: its only Arabic letters are the name's.
    expect(new Set(arabicLetters(text))).toEqual(new Set(arabicLetters(name)));
    expect((await pdfFonts(file)).map((font) => font.name)).toContain('NotoSansArabic-Regular');
  });

  it('prints a report in Arabic right to left, with its labels in Arabic and the same figures', async () => {
    const { estimate, plan } = sampleReport();
    const sgc = await save(await renderSingleGarmentPdf(estimate, optionsFor('ar')), 'ar_SGC.pdf');
    const tu = await save(
      await renderThreadUsagePdf(estimate, plan, optionsFor('ar')),
      'ar_TU.pdf',
    );
    for (const file of [sgc, tu]) {
      expect(await qpdfCheck(file)).toContain('No syntax or stream encoding errors found');
      expect((await pdfFonts(file)).map((font) => font.name)).toEqual(
        expect.arrayContaining(['NotoSansArabic-Regular', 'NotoSansArabic-Bold']),
      );
    }
    const text = await pdfText(sgc);
    const letters = new Set(arabicLetters(text));
    for (const label of [
      'استهلاك الخيط للقطعة الواحدة',
      'بيانات الموديل',
      'ملخص العمليات',
      'نوع المنتج',
    ]) {
      for (const letter of arabicLetters(label)) expect(letters, label).toContain(letter);
    }
    for (const english of ['Single Garment Consumption', 'Style details', 'Operation summary']) {
      expect(text).not.toContain(english);
    }
    expect(text).toContain('21/11/2026');
    expect(text).toContain(en('threadLength', estimate.totalConsumption));
    const usage = await pdfText(tu);
    expect(usage).not.toContain('Thread Usage Report');
    for (const letter of arabicLetters('تقرير استخدام الخيط')) expect(usage).toContain(letter);
    // Right to left: the brand column starts at the right edge, the figures end at the left.
    const words = await pdfWords(sgc);
    const astra = words.find((word) => word.text === 'Astra');
    const total = words.filter(
      (word) => word.text === en('threadLength', estimate.totalConsumption),
    );
    expect(astra?.xMax).toBeGreaterThan(520);
    expect(total.length).toBeGreaterThan(0);
    for (const word of total) expect(word.xMin).toBeLessThan(80);
    const english = await pdfWords(
      await save(await renderSingleGarmentPdf(estimate, optionsFor('en')), 'en_SGC.pdf'),
    );
    expect(english.find((word) => word.text === 'Astra')?.xMin).toBeLessThan(80);
  });

  it('prints a report in Chinese with the Chinese font', async () => {
    const { estimate, plan } = sampleReport();
    const file = await save(
      await renderThreadUsagePdf(estimate, plan, optionsFor('zh')),
      'zh_TU.pdf',
    );
    expect(await qpdfCheck(file)).toContain('No syntax or stream encoding errors found');
    const text = await pdfText(file);
    for (const label of [
      '用线报告',
      '用线需求',
      '剩余线量',
      '单件平均线材成本',
      '第 1 页，共 1 页',
      '打印日期',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain(en('money', plan.pricedCost));
    expect((await pdfFonts(file)).map((font) => font.name)).toContain('NotoSansSC-Regular');
  });

  it('keeps the PDFs small: only the glyphs used are embedded', async () => {
    const { estimate, plan } = sampleReport({ name: '男士衬衫 قميص رجالي' });
    const file = await save(
      await renderThreadUsagePdf(estimate, plan, optionsFor('zh')),
      'mixed_TU.pdf',
    );
    // The three fonts weigh 22 MB whole; subsets keep a one-page report far under 200 kB.
    expect((await stat(file)).size).toBeLessThan(200_000);
    expect((await pdfFonts(file)).every((font) => font.embedded && font.subset)).toBe(true);
  });

  it('embeds every font it draws with, even for a description typed with line breaks', async () => {
    const { estimate, plan } = sampleReport({
      description: 'Piqué polo\nTwo-button placket\tnavy',
    });
    for (const render of [
      () => renderSingleGarmentPdf(estimate, optionsFor('en')),
      () => renderThreadUsagePdf(estimate, plan, optionsFor('en')),
    ]) {
      const file = await save(await render(), 'line-breaks.pdf');
      const fonts = await pdfFonts(file);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((font) => !font.embedded)).toEqual([]);
    }
    const text = await pdfText(
      await save(await renderSingleGarmentPdf(estimate, optionsFor('en')), 'line-breaks.pdf'),
    );
    expect(text).toContain('Piqué polo Two-button placket navy');
  });

  it('renders every page to an image with pdftoppm', async () => {
    const { estimate, plan } = sampleReport({ isTensionSettingsChanged: true });
    for (const [language, render] of [
      ['en', () => renderSingleGarmentPdf(estimate, optionsFor('en'))],
      ['ar', () => renderThreadUsagePdf(estimate, plan, optionsFor('ar'))],
      ['zh', () => renderSingleGarmentPdf(estimate, optionsFor('zh'))],
    ] as const) {
      const file = await save(await render(), `${language}-image.pdf`);
      const images = join(directory, `${language}-images`);
      await mkdir(images);
      const pngs = await pageImages(file, images);
      expect(pngs).toHaveLength(await pageCount(file));
      for (const png of pngs) expect((await stat(png)).size).toBeGreaterThan(5_000);
    }
  });
});

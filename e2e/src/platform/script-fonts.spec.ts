import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures.js';

/**
 * Spool serves a font for every language it speaks, so a computer without a Chinese or Arabic
 * font still shows them (this test machine has no Chinese font: `fc-list :lang=zh` is empty).
 * The fonts are split by unicode-range: a page fetches only the files of the characters it shows.
 */
const languages = [
  { language: 'zh', landing: '欢迎使用 Spool', dashboard: '仪表板', font: 'Noto Sans SC' },
  {
    language: 'ar',
    landing: 'مرحبًا بك في Spool',
    dashboard: 'لوحة التحكم',
    font: 'Noto Sans Arabic',
  },
  {
    language: 'vi',
    landing: 'Chào mừng bạn đến với Spool',
    dashboard: 'Bảng điều khiển',
    font: 'Inter',
  },
] as const;

/** The woff2 files each language's text needs from Spool's own assets. */
const fontFiles = {
  zh: /\/assets\/noto-sans-sc-\d+-wght-normal-[\w-]+\.woff2$/,
  ar: /\/assets\/noto-sans-arabic-arabic-wght-normal-[\w-]+\.woff2$/,
  vi: /\/assets\/inter-vietnamese-wght-normal-[\w-]+\.woff2$/,
};
const scriptFontFiles = /\/assets\/noto-sans-(sc|arabic)-[^/]*\.woff2$/;

/** The app's first screens can take a while on a loaded two-core machine. */
const loading = { timeout: 15_000 };

/** Every font file the page asks for from now on, with where it came from and the answer. */
function recordFontFiles(page: Page): { url: string; status: number }[] {
  const files: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2'))
      files.push({ url: response.url(), status: response.status() });
  });
  return files;
}

/** Every address outside Spool the page asks for: none, since Spool serves its fonts itself. */
function recordOutsideRequests(page: Page, baseUrl: string): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseUrl) && !url.startsWith('data:')) outside.push(url);
  });
  return outside;
}

/**
 * The fonts the browser really drew a text with, as Chromium's inspector tells them: their family
 * names and whether each is a web font (served by the page) rather than one of the computer's own.
 */
async function fontsDrawing(
  page: Page,
  text: Locator,
): Promise<{ family: string; web: boolean }[]> {
  await text.evaluate((element) => element.setAttribute('data-font-probe', ''));
  const inspector = await page.context().newCDPSession(page);
  await inspector.send('DOM.enable');
  await inspector.send('CSS.enable');
  const { root } = await inspector.send('DOM.getDocument');
  const { nodeId } = await inspector.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  const { fonts } = await inspector.send('CSS.getPlatformFontsForNode', { nodeId });
  await text.evaluate((element) => element.removeAttribute('data-font-probe'));
  await inspector.detach();
  return fonts.map((font) => ({ family: font.familyName, web: font.isCustomFont }));
}

/** Waits until the fonts the page asked for have arrived and the text is drawn with them. */
async function expectDrawnWith(page: Page, text: Locator, font: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() => fontsDrawing(page, text), loading)
    .toEqual(expect.arrayContaining([{ family: expect.stringContaining(font), web: true }]));
  // Every glyph of the text comes from Spool's fonts (Latin from Inter), none from the computer.
  expect((await fontsDrawing(page, text)).every((used) => used.web)).toBe(true);
}

for (const { language, landing, dashboard, font } of languages) {
  test(
    `in ${language}, the landing page and the dashboard draw their text with ${font} served by Spool`,
    { tag: '@presentation' },
    async ({ page, baseURL }) => {
      const fontFilesAsked = recordFontFiles(page);
      const outside = recordOutsideRequests(page, baseURL ?? '');
      await signIn(page, 'demo.planner');
      await page.evaluate((chosen) => sessionStorage.setItem('lang', chosen), language);

      await page.goto('/');
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toHaveText(landing, loading);
      await expectDrawnWith(page, title, font);

      await page.goto('/dashboard');
      const dashboardTitle = page.getByRole('heading', { level: 1, name: dashboard });
      await expect(dashboardTitle).toBeVisible(loading);
      await expectDrawnWith(page, dashboardTitle, font);

      const asked = fontFilesAsked.filter(({ url }) => fontFiles[language].test(url));
      expect(asked.length).toBeGreaterThan(0);
      for (const file of asked) {
        expect(file.url.startsWith(`${baseURL}/assets/`)).toBe(true);
        expect(file.status).toBe(200);
      }
      expect(outside).toEqual([]);
    },
  );
}

test(
  'in English, the landing page and the dashboard fetch no Chinese or Arabic font file',
  { tag: '@presentation' },
  async ({ page }) => {
    const fontFilesAsked = recordFontFiles(page);
    await signIn(page, 'demo.planner'); // from the landing page
    const dashboardTitle = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    await expect(dashboardTitle).toBeVisible(loading);
    await expectDrawnWith(page, dashboardTitle, 'Inter');

    expect(fontFilesAsked.map(({ url }) => url)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/assets\/inter-latin-wght-normal-/)]),
    );
    expect(fontFilesAsked.filter(({ url }) => scriptFontFiles.test(url))).toEqual([]);
  },
);

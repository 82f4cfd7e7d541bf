/**
 * Typing bench: the operation dialog of a 200-operation style on an old office PC, played by
 * Chromium's processor throttled four times (DevTools' CPU throttling), driven by Playwright
 * on Debian's Chromium. Two figures, each beside its goal:
 * - opening an operation: from Enter on a row of the operation list to the dialog's filled
 *   fields on screen (the next frame), `TYPING_OPENS` rows (5 by default), median and worst;
 * - a keystroke in the dialog's fields: Interaction to Next Paint as the `web-vitals` library
 *   measures it in the page, over a description and a seam length typed key by key, with the
 *   median of every keystroke's own interaction time.
 * Goals: 500 ms to open, 100 ms a keystroke. It reports figures only: no run fails on a time.
 *
 *   npm run build && npm run bench:typing -w @spool/bench
 */
/// <reference lib="dom" />
// The steps in the page (page.evaluate, init scripts) use the browser's names.
import { createRequire } from 'node:module';
import { chromium, type Page } from 'playwright-core';
import { deferCleanup, runAsProcess } from './cleanup.js';
import { chromeArgs, chromePath } from './chromium.js';
import { describeMachine } from './report.js';
import { formatTable, writeJsonResult } from './text-table.js';
import { startWebApp, type RunningWebApp } from './web-app-server.js';

const operationCount = 200;
const throttling = 4;
const opens = Math.max(1, Number(process.env['TYPING_OPENS'] ?? 5) || 5);
const goals = { openMs: 500, inpMs: 100 };
/** web-vitals' UMD build (what `require` resolves): in a page, it defines `webVitals`. */
const webVitalsScript = createRequire(import.meta.url).resolve('web-vitals');

const progress = (message: string) => console.error(`[typing] ${message}`);

type PageState = {
  webVitals: {
    onINP(
      report: (metric: { value: number }) => void,
      options: { reportAllChanges: boolean },
    ): void;
  };
  inp: number | null;
  keystrokes: number[];
  openStart: number;
  openMs: number | null;
};

async function main() {
  const startedAt = new Date().toISOString();
  progress('starting Spool on a fresh embedded database');
  const app = await startWebApp();
  try {
    const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
    const closeBrowser = deferCleanup(() => browser.close());
    try {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      // tsx compiles this file keeping function names (esbuild's keepNames), which wraps the
      // named functions of the steps sent to the page in a `__name` helper the page lacks.
      await page.addInitScript('globalThis.__name = (target) => target;');
      const styleId = await prepareStyle(page, app);
      const figures = await measure(page, app, styleId);
      console.log(formatFigures(figures));
      const file = await writeJsonResult('typing', startedAt, {
        benchmark: 'typing',
        startedAt,
        machine: describeMachine(),
        goals,
        throttling,
        operationCount,
        figures,
      });
      progress(`figures written to ${file}`);
    } finally {
      await closeBrowser();
    }
  } finally {
    await app.stop();
  }
}

/** Signs in as the demo tenant's planner and makes a style of 200 operations (pasted rows). */
async function prepareStyle(page: Page, app: RunningWebApp): Promise<number> {
  progress('signing in and adding a style of 200 operations');
  await page.goto(`${app.baseUrl}/`);
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await page.getByRole('textbox', { name: 'User name or e-mail' }).fill('demo.planner');
  await page.getByRole('textbox', { name: 'Password' }).fill(app.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard', { timeout: 60_000 });
  // Lockstitch, chainstitch and overlock in turn, with threads of the demo tenant's range.
  const stitches = ['301', '401', '504'] as const;
  const rows = Array.from({ length: operationCount }, (_, index) => {
    const stitch = stitches[index % stitches.length] ?? '301';
    const thread =
      stitch === '504'
        ? ['Lumen Spun Polyester', '150', 'Ecru', '4000']
        : ['Northstar Corespun', '120', 'Navy', '5000'];
    return [
      String(index + 1),
      'Off',
      `Operation ${index + 1}`,
      stitch,
      String(20 + (index % 40)),
      ...thread,
    ];
  });
  return page.evaluate(
    async ({ rows }) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
      const token = (
        JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }
      ).access_token;
      const send = async (path: string, body: unknown) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return (await response.json()) as unknown;
      };
      const style = (await send('/api/style', {
        name: `Typing ${Date.now()}`,
        quantity: 1200,
        numberOfProductionLines: 2,
        weightType: 2,
        customer: { name: 'Northwind Apparel' },
        productCategory: { name: 'Trousers' },
        productType: { name: 'Chino' },
        customSettingId: 0,
      })) as { id: number };
      await send(`/api/style/${style.id}/operations/paste`, {
        rows,
        seamLengthUnit: 0,
        tktTexVal: 'Tkt',
      });
      return style.id;
    },
    { rows },
  );
}

type Figures = { openMs: number[]; inpMs: number | null; keystrokeMs: number[] };

async function measure(page: Page, app: RunningWebApp, styleId: number): Promise<Figures> {
  // web-vitals in every page load, reporting each worse interaction as it comes.
  await page.addInitScript({ path: webVitalsScript });
  await page.addInitScript(() => {
    const state = globalThis as unknown as PageState;
    state.inp = null;
    state.keystrokes = [];
    state.webVitals.onINP((metric) => (state.inp = metric.value), { reportAllChanges: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'keydown' || entry.name === 'keyup')
          state.keystrokes.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  await page.goto(`${app.baseUrl}/dashboard?style=${styleId}`);
  await operationRow(page, 0).waitFor({ state: 'attached', timeout: 60_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
  progress(`processor throttled ${throttling}x`);

  const openMs: number[] = [];
  for (let run = 0; run < opens; run += 1) {
    const row = Math.floor(((run + 0.5) * operationCount) / opens);
    await (await bringIntoSight(page, row)).getByRole('cell').nth(2).focus();
    // In the page, before the key: the key's time, then each frame until the dialog's
    // Description shows the operation's (the frame after it is drawn ends the wait).
    await page.evaluate(() => {
      const state = globalThis as unknown as PageState;
      state.openStart = 0;
      state.openMs = null;
      addEventListener('keydown', () => (state.openStart = performance.now()), {
        capture: true,
        once: true,
      });
      const description = () => {
        const label = Array.from(document.querySelectorAll('.MuiDrawer-paper label')).find(
          (entry) => entry.textContent?.startsWith('Description'),
        );
        const id = label?.getAttribute('for');
        return id ? (document.getElementById(id) as HTMLInputElement | null) : null;
      };
      const check = () => {
        const field = description();
        if (state.openStart > 0 && field && field.value !== '')
          requestAnimationFrame(() => (state.openMs = performance.now() - state.openStart));
        else requestAnimationFrame(check);
      };
      check();
    });
    await page.keyboard.press('Enter');
    const opened = await page.waitForFunction(
      () => (globalThis as unknown as PageState).openMs,
      undefined,
      { timeout: 60_000 },
    );
    openMs.push(Math.round((await opened.jsonValue()) ?? Number.NaN));
    progress(`opened operation ${row + 1}: ${openMs.at(-1)} ms`);
    await page.keyboard.press('Escape');
    await page.locator('.MuiDrawer-paper').waitFor({ state: 'detached' });
  }

  // Keystrokes: a description and a seam length typed into one operation, key by key, on a
  // page loaded afresh. INP is the page's worst interaction, so the dialog is opened by an
  // Enter the page sends itself, which the browser does not count as the person's.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.reload();
  await operationRow(page, 0).waitFor({ state: 'attached', timeout: 60_000 });
  const middle = await bringIntoSight(page, operationCount / 2);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
  await middle.getByRole('cell').nth(2).focus();
  await page.evaluate(() =>
    document.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
    ),
  );
  const drawer = page.locator('.MuiDrawer-paper');
  const description = drawer.getByRole('textbox', { name: 'Description' });
  await description.waitFor();
  await description.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' with topstitch', { delay: 150 });
  await drawer.getByRole('spinbutton', { name: 'Seam length (cm)' }).focus();
  await page.keyboard.type('47.5', { delay: 150 });
  // web-vitals reports from its observer once the browser is idle: wait for it (on a slow
  // processor that can take seconds).
  await page
    .waitForFunction(() => (globalThis as unknown as PageState).inp !== null, undefined, {
      timeout: 20_000,
    })
    .catch(() => undefined);
  const { inp, keystrokes } = await page.evaluate(() => {
    const state = globalThis as unknown as PageState;
    return { inp: state.inp, keystrokes: state.keystrokes };
  });
  return { openMs, inpMs: inp === null ? null : Math.round(inp), keystrokeMs: keystrokes };
}

/** The list's row of the operation at `index` (0 based), named by its description. */
function operationRow(page: Page, index: number) {
  return page
    .locator('[role="dialog"]')
    .getByRole('row', { name: `Operation ${index + 1}`, exact: true });
}

/**
 * Scrolls the operation list until the row at `index` is drawn and in sight: a long list
 * draws only the rows near its scroll position.
 */
async function bringIntoSight(page: Page, index: number) {
  const list = page
    .locator('[role="dialog"] .MuiTableContainer-root')
    .filter({ has: page.locator('tbody tr[aria-label^="Operation "]') });
  const row = operationRow(page, index);
  for (let step = 0; step < 40 && !(await row.count()); step += 1) {
    await list.evaluate(
      (element, { target, count }) => {
        const drawn = Array.from(element.querySelectorAll('tbody tr[aria-label]'), (entry) =>
          Number(/(\d+)$/.exec(entry.getAttribute('aria-label') ?? '')?.[1] ?? Number.NaN),
        ).filter((value) => !Number.isNaN(value));
        const first = Math.min(...drawn);
        const last = Math.max(...drawn);
        const rowHeight = element.scrollHeight / count;
        if (target + 1 < first) element.scrollTop -= (first - target - 1) * rowHeight;
        else element.scrollTop += (target + 1 - last) * rowHeight;
      },
      { target: index, count: operationCount },
    );
    await page.waitForTimeout(100);
  }
  await row.scrollIntoViewIfNeeded();
  return row;
}

function formatFigures({ openMs, inpMs, keystrokeMs }: Figures): string {
  const sorted = [...openMs].sort((a, b) => a - b);
  const median = (values: number[]) => values[Math.floor(values.length / 2)] ?? Number.NaN;
  const keys = [...keystrokeMs].sort((a, b) => a - b);
  const met = (value: number, goal: number) => (value <= goal ? 'met' : 'NOT met');
  return [
    `Typing in the operation dialog of a ${operationCount}-operation style, processor throttled ${throttling}x, on ${chromePath}`,
    formatTable(
      ['Figure', 'Goal', 'Measured', ''],
      [
        [
          `Opening an operation (median of ${openMs.length})`,
          `<= ${goals.openMs} ms`,
          `${median(sorted)} ms (worst ${sorted.at(-1) ?? '–'} ms)`,
          met(median(sorted), goals.openMs),
        ],
        [
          'A keystroke: Interaction to Next Paint',
          `<= ${goals.inpMs} ms`,
          inpMs === null ? 'none reported' : `${inpMs} ms`,
          inpMs === null ? '' : met(inpMs, goals.inpMs),
        ],
        [
          `Key events over 16 ms (of ${keys.length}), median`,
          '',
          keys.length === 0 ? 'none' : `${Math.round(median(keys))} ms`,
          '',
        ],
      ],
      1,
    ),
  ].join('\n');
}

runAsProcess('Typing benchmark', main);

import { defineConfig } from '@playwright/test';

/** Debian's Chromium, headless, never a downloaded browser; flags for a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './src',
  // Playwright empties its output folder at the start: one a database, so that CI's runs on
  // PGlite and on PostgreSQL can go at once.
  outputDir: `test-results/${process.env['DATABASE_URL'] ? 'postgresql' : 'pglite'}`,
  globalSetup: './src/support/global-setup.ts',
  // A test tagged @presentation checks what the browser draws (layout, fonts, languages,
  // motion) over requests other tests make too: the run on PostgreSQL leaves it to the run on
  // the embedded database, where it would see the same pages. The server suite covers both.
  ...(process.env['DATABASE_URL'] && { grepInvert: /@presentation/ }),
  fullyParallel: false,
  // Two workers, each with a server and database of its own (global-setup.ts). On two cores each
  // test takes about 40 % longer than alone, but two run at once: the suite takes about 70 %.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Generous: two workers share two cores with their servers, and a test waits on what a
  // person would see, never on a time.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    // As a person who asked their computer for less motion: dialogs, menus and drawers open
    // at once, without ripples (the app's reduced-motion theme). On two busy cores the suite
    // then takes about a sixth less; reduced-motion.spec.ts checks both ways.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});

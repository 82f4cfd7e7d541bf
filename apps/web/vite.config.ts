import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { languageCataloguesPlugin } from './build-tools/language-catalogues.ts';
import { lazyDatePickersPlugin } from './build-tools/lazy-date-pickers.ts';
import { precompressPlugin } from './build-tools/precompress.ts';
import { preloadLatinFacePlugin, scriptFontsPlugin } from './build-tools/script-fonts.ts';
import { firstPageSharedModules } from './build-tools/first-page-modules.js';
import { signedInChunkGroups } from './build-tools/signed-in-chunk.ts';

/**
 * A path of first-page-modules.js as a pattern of module ids: a folder, anything in it; a file,
 * any module of its name (its CSS module too).
 */
const modulePattern = (path: string) =>
  (path.endsWith('/') ? path : `${path.replace(/\.tsx?$/, '')}.`)
    .split('/')
    .map((part) => part.replaceAll('.', '\\.'))
    .join('[\\\\/]');

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** The first page's shared modules, by chunk: the framework, and Spool's own first-page code. */
const firstPageChunks = [
  {
    name: 'framework',
    priority: 30,
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/,
  },
  {
    name: 'first-page',
    priority: 20,
    test: new RegExp(
      [
        ...firstPageSharedModules.map((path) => `[\\/]src[\\/]${modulePattern(path)}`),
        '[\\/]contracts[\\/]src[\\/](features|permissions|public-paths|i18n[\\/]languages)\\.ts$',
      ].join('|'),
    ),
  },
  // Where sign-in lands: the sign-in client, the app frame, the shell and the dashboard.
  ...signedInChunkGroups({
    entry: source('main.tsx'),
    router: source('app/router.tsx'),
    priority: 10,
    layers: [
      { name: 'sign-in-client', screens: [source('lib/auth.ts')] },
      { name: 'frame-parts', screens: [source('app/routes/app-frame.tsx')] },
      { name: 'shell-parts', screens: [source('app/routes/shell.tsx')] },
      { name: 'dashboard-parts', screens: [source('app/routes/dashboard.tsx')] },
    ],
  }),
];

export default defineConfig({
  plugins: [
    languageCataloguesPlugin(),
    lazyDatePickersPlugin(),
    react(),
    scriptFontsPlugin(),
    preloadLatinFacePlugin(),
    precompressPlugin(),
  ],
  resolve: {
    // Workspaces are consumed from their TypeScript sources.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    // What each page loads, for bench/src/web-size-bench.ts.
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // What the first page loads comes in three scripts, and what the dashboard adds in one
        // more: the modules they share with later screens would otherwise each be a chunk of
        // their own, and every request costs a round trip on a slow network.
        codeSplitting: { groups: firstPageChunks },
      },
    },
    chunkSizeWarningLimit: 1500,
    // Font files stay files, fetched only for the characters a page shows, never inlined in the CSS.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    name: 'web',
    // The browser's pure helpers (form state, live figures) in Node; the stateful screens alone
    // (*.test.tsx) in jsdom with Testing Library and MSW (src/testing/screen.tsx). The whole app
    // is tested in a real browser (e2e/).
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build-tools/**/*.test.ts'],
    // MUI and Emotion through Vite, as in the app: loaded by Node beside our Vite-resolved
    // imports, Emotion was loaded twice (two style caches, one unseen by the theme's provider).
    server: { deps: { inline: [/@mui\//, /@emotion\//] } },
    // A screen in jsdom answers a click in tens of milliseconds, hundreds on two busy cores.
    testTimeout: 30_000,
  },
});

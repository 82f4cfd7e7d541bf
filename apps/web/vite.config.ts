import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { languageCataloguesPlugin } from './build-tools/language-catalogues.ts';
import { lazyDatePickersPlugin } from './build-tools/lazy-date-pickers.ts';
import { precompressPlugin } from './build-tools/precompress.ts';
import { scriptFontsPlugin } from './build-tools/script-fonts.ts';

export default defineConfig({
  plugins: [
    languageCataloguesPlugin(),
    lazyDatePickersPlugin(),
    react(),
    scriptFontsPlugin(),
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
    chunkSizeWarningLimit: 1500,
    // Font files stay files, fetched only for the characters a page shows, never inlined in the CSS.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    name: 'web',
    // The browser's pure helpers (form state, live figures); screens are tested in a real browser (e2e/).
    include: ['src/**/*.test.ts', 'build-tools/**/*.test.ts'],
  },
});

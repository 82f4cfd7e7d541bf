/**
 * What each page of the web app makes the browser download (a small first page): the
 * JavaScript a page loads before it shows, gzip-compressed, from the build's manifest
 * (`apps/web/dist/.vite/manifest.json`, made by `npm run build`). A page loads the entry, the
 * chunks of its routes and their static imports, and the texts of one language (English here;
 * the others are the same size within 3 kB); a signed-in page, the sign-in client too. The
 * dashboard's grid and chart load once it shows: the line below it adds them. Beside it, what the server really sends a browser
 * that accepts Brotli (browsers ask for it over HTTPS): the build's `.br` copies.
 *
 *   npm run bench:web-size -w @spool/bench
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { formatTable, writeJsonResult } from './text-table.js';

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

const dist = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1000;

/** What the server sends a browser that accepts Brotli (HTTPS): the build's `.br` copy, if any. */
const sentKb = (file: string) => {
  const path = join(dist, file);
  return (existsSync(`${path}.br`) ? statSync(`${path}.br`) : statSync(path)).size / 1000;
};

/** The chunks a set of chunks loads before running: themselves and their static imports. */
function staticClosure(keys: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (key: string) => {
    if (found.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}: was the web app built?`);
    found.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return found;
}

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
if (!entry) throw new Error('the manifest has no entry');
const route = (name: string) => `src/app/routes/${name}.tsx`;
const texts = 'catalogue:en';

/**
 * What every signed-in page loads besides its routes: the app frame (MUI's theme, React Query)
 * and the sign-in client, which the session loads as soon as a signed-in user is stored.
 */
const signedIn = [entry, texts, route('app-frame'), 'src/lib/auth.ts', route('shell')];

/** Each page, with its goal in kB of gzip JavaScript. */
const pages: { page: string; chunks: string[]; goalKb?: number }[] = [
  { page: 'Landing (/)', chunks: [entry, texts], goalKb: 180 },
  { page: 'Dashboard (/dashboard)', chunks: [...signedIn, route('dashboard')], goalKb: 450 },
  {
    // What follows once it shows: its styles grid and its chart, each a chunk of its own.
    page: '  then its grid and chart',
    chunks: [
      ...signedIn,
      route('dashboard'),
      'src/features/style-dashboard/components/styles-grid.tsx',
      '../../node_modules/@mui/x-charts/PieChart/index.mjs',
    ],
  },
  { page: 'Users (/systemUsers)', chunks: [...signedIn, route('guard'), route('system-users')] },
  {
    page: 'Settings (/systemConfiguration)',
    chunks: [...signedIn, route('guard'), route('system-configuration')],
  },
];

const all = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js'));
const sum = (files: readonly string[], size: (file: string) => number) =>
  files.reduce((total, file) => total + size(file), 0);
const allFiles = [...new Set(all)];

const rows = pages.map(({ page, chunks, goalKb }) => {
  const closure = staticClosure(chunks);
  const files = [...new Set([...closure].map((key) => manifest[key]?.file ?? ''))];
  const kb = sum(files, gzipKb);
  return [
    page,
    String(files.length),
    kb.toFixed(1),
    goalKb === undefined ? '' : `${goalKb}`,
    goalKb === undefined ? '' : kb <= goalKb ? 'met' : 'NOT met',
    sum(files, sentKb).toFixed(1),
  ];
});

const table = [
  ...rows,
  [
    'Whole app (every chunk)',
    String(allFiles.length),
    sum(allFiles, gzipKb).toFixed(1),
    '',
    '',
    sum(allFiles, sentKb).toFixed(1),
  ],
];
console.log(
  formatTable(
    ['Page', 'Scripts', 'JavaScript (kB gzip)', 'Goal (kB)', 'Goal', 'Sent (kB Brotli)'],
    table,
    1,
  ),
);
console.log(
  `Figures written to ${await writeJsonResult('web-size', new Date().toISOString(), { pages: table })}`,
);

/**
 * What each page of the web app makes the browser download (issue 14, a small first page): the
 * JavaScript a page loads before it shows, gzip-compressed, from the build's manifest
 * (`apps/web/dist/.vite/manifest.json`, made by `npm run build`). A page loads the entry, the
 * chunks of its routes and their static imports, and the texts of one language (English here;
 * the others are the same size within 3 kB).
 *
 *   npm run bench:web-size -w @spool/bench
 */
import { readFileSync } from 'node:fs';
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

/** Each page, with its goal in kB of gzip JavaScript (issue 14). */
const pages: { page: string; chunks: string[]; goalKb?: number }[] = [
  { page: 'Landing (/)', chunks: [entry, texts], goalKb: 180 },
  {
    page: 'Dashboard (/dashboard)',
    chunks: [entry, texts, route('shell'), route('dashboard')],
    goalKb: 450,
  },
  {
    page: 'Users (/systemUsers)',
    chunks: [entry, texts, route('shell'), route('guard'), route('system-users')],
  },
  {
    page: 'Settings (/systemConfiguration)',
    chunks: [entry, texts, route('shell'), route('guard'), route('system-configuration')],
  },
];

const all = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js'));
const everything = [...new Set(all)].reduce((sum, file) => sum + gzipKb(file), 0);

const rows = pages.map(({ page, chunks, goalKb }) => {
  const closure = staticClosure(chunks);
  const files = [...new Set([...closure].map((key) => manifest[key]?.file ?? ''))];
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  return [
    page,
    String(files.length),
    kb.toFixed(1),
    goalKb === undefined ? '' : `${goalKb}`,
    goalKb === undefined ? '' : kb <= goalKb ? 'met' : 'NOT met',
  ];
});

const table = [
  ...rows,
  ['Whole app (every chunk)', String(all.length), everything.toFixed(1), '', ''],
];
console.log(
  formatTable(['Page', 'Scripts', 'JavaScript (kB gzip)', 'Goal (kB)', 'Goal'], table, 1),
);
console.log(
  `Figures written to ${await writeJsonResult('web-size', new Date().toISOString(), { pages: table })}`,
);

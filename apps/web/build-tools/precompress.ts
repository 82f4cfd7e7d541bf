import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts (woff2) and pictures are compressed already. */
const compressible = /\.(js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than a network packet. */
const minimumBytes = 1024;

/** The files of a folder and its subfolders, as paths relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the folder, as
 * small as each format makes them. Answers the files it compressed.
 */
export async function precompressFolder(folder: string): Promise<string[]> {
  const files = (await filesUnder(folder)).filter(
    (file) => compressible.test(file) && !file.startsWith('.vite/'),
  );
  const compressed: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const path = join(folder, file);
      if ((await stat(path)).size < minimumBytes) return;
      const content = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      compressed.push(file);
    }),
  );
  return compressed.sort();
}

/**
 * The server sends these copies to browsers that accept them (@fastify/static's `preCompressed`):
 * the scripts of a page travel at about a quarter of their size, compressed once at build time
 * rather than on every request.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'spool:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

let folder: string;
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('the compressed copies of the build', () => {
  it('holds the same bytes as each text file, smaller; fonts, tiny files and the manifest have none', async () => {
    folder = await mkdtemp(join(tmpdir(), 'spool-precompress-'));
    const script = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text ${i}`))};\n`;
    await mkdir(join(folder, 'assets'));
    await mkdir(join(folder, '.vite'));
    await writeFile(join(folder, 'assets', 'index-abc.js'), script);
    await writeFile(join(folder, 'index.html'), `<!doctype html>${'<p>Spool</p>'.repeat(200)}`);
    await writeFile(join(folder, 'assets', 'tiny-abc.js'), 'export {};');
    await writeFile(join(folder, 'assets', 'inter-abc.woff2'), Buffer.alloc(4096, 7));
    await writeFile(join(folder, '.vite', 'manifest.json'), JSON.stringify({ script }));

    expect(await precompressFolder(folder)).toEqual(['assets/index-abc.js', 'index.html']);
    for (const file of ['assets/index-abc.js', 'index.html']) {
      const original = readFileSync(join(folder, file));
      const br = readFileSync(join(folder, `${file}.br`));
      const gz = readFileSync(join(folder, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length / 2);
    }
    for (const file of ['assets/tiny-abc.js', 'assets/inter-abc.woff2', '.vite/manifest.json']) {
      expect(existsSync(join(folder, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(folder, `${file}.gz`)), file).toBe(false);
    }
  });
});

import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The interface languages, as the catalogues' files and their language keys name them. */
const languages = ['en', 'es', 'fr', 'pt', 'tr', 'id', 'vi', 'zh', 'ar'] as const;
type CatalogueLanguage = (typeof languages)[number];

const virtualPrefix = 'virtual:catalogue/';
const resolvedPrefix = '\0catalogue:';
const languageQuery = /\?lang=([a-z]{2})$/;

/** The catalogues' folder of `@spool/contracts` (its TypeScript sources). */
const cataloguesFolder = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'packages',
  'contracts',
  'src',
  'i18n',
);
const featuresFolder = join(cataloguesFolder, 'features') + sep;

const isLanguage = (value: string): value is CatalogueLanguage =>
  (languages as readonly string[]).includes(value);

/**
 * A feature's texts file (`features/*.ts`, formatted by Prettier) with only one language: the
 * other languages' entries of its objects of languages (`  es: {` to `  },`, or `  es: esTexts,`)
 * are left out, so that a language's catalogue carries its own texts and no other's. Throws when
 * the file does not hold every other language: a file in another shape must not ship them all.
 *
 * @param source - the file's TypeScript source
 * @param language - the language kept
 */
export function keepOneLanguage(source: string, language: CatalogueLanguage): string {
  const lines = source.split('\n');
  const kept: string[] = [];
  const removed = new Map<string, number>();
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const entry = /^ {2}([a-z]{2}): /.exec(line);
    const code = entry?.[1];
    if (code === undefined || !isLanguage(code) || code === language) {
      kept.push(line);
      continue;
    }
    removed.set(code, (removed.get(code) ?? 0) + 1);
    // An entry opened on this line runs to its closing line at the same indentation.
    if (line.trimEnd().endsWith('{')) {
      while (index < lines.length && !/^ {2}\},?$/.test(lines[index] ?? '')) index += 1;
    }
  }
  const others = languages.filter((code) => code !== language);
  const counts = new Set(others.map((code) => removed.get(code) ?? 0));
  if (counts.size !== 1 || counts.has(0)) {
    throw new Error(
      `language-catalogues: expected every other language once per object, found ${JSON.stringify(Object.fromEntries(removed))}`,
    );
  }
  return kept.join('\n');
}

/**
 * One chunk of texts per interface language (for a small first page): the browser loads
 * `virtual:catalogue/<language>`, which is the language's catalogue of `@spool/contracts` with
 * its feature files cut down to that language ({@link keepOneLanguage}). The server and the
 * tests keep reading the catalogues whole.
 */
export function languageCataloguesPlugin(): Plugin {
  return {
    name: 'spool-language-catalogues',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source.startsWith(virtualPrefix)) {
        const language = source.slice(virtualPrefix.length);
        if (!isLanguage(language)) throw new Error(`no catalogue for ${language}`);
        return `${resolvedPrefix}${language}`;
      }
      // Within a language's catalogue, its own files are that language's too.
      const language = importer === undefined ? undefined : languageQuery.exec(importer)?.[1];
      if (!importer || !language || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer.replace(languageQuery, ''), {
        skipSelf: true,
      });
      if (!resolved || !resolved.id.startsWith(cataloguesFolder)) return resolved;
      return `${resolved.id}?lang=${language}`;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      const language = id.slice(resolvedPrefix.length);
      const file = join(cataloguesFolder, `${language}.ts`);
      return `export { ${language} as default } from ${JSON.stringify(`${file}?lang=${language}`)};`;
    },
    transform(code, id) {
      const language = languageQuery.exec(id)?.[1];
      if (!language || !isLanguage(language) || !id.startsWith(featuresFolder)) return null;
      return { code: keepOneLanguage(code, language), map: null };
    },
  };
}

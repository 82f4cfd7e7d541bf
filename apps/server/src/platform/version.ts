import { readFileSync } from 'node:fs';

type Manifest = { version?: unknown; publishedOn?: unknown };

/** The server's package.json (one level above both src/ and dist/). */
function readManifest(): Manifest {
  return JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  ) as Manifest;
}

export function readVersion(): string {
  const { version } = readManifest();
  return typeof version === 'string' ? version : '0.0.0';
}

/** The release date of this version (`publishedOn` in package.json, YYYY-MM-DD), shown before sign-in. */
export function readPublishedOn(): string {
  const { publishedOn } = readManifest();
  return typeof publishedOn === 'string' ? publishedOn : '1970-01-01';
}

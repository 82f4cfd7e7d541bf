import { readFileSync } from 'node:fs';

type Manifest = { version?: unknown; publishedOn?: unknown };

/** A package.json, by its place relative to this file (the same from src/ and dist/). */
function readManifest(relative: string): Manifest {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as Manifest;
}

/**
 * Spool's release: the version of the repository's root package.json, the one place a release
 * sets it. The health answer and the OpenAPI document's `info.version` both carry it.
 */
export function readVersion(): string {
  const { version } = readManifest('../../../../package.json');
  return typeof version === 'string' ? version : '0.0.0';
}

/** The release date of this version (`publishedOn` in package.json, YYYY-MM-DD), shown before sign-in. */
export function readPublishedOn(): string {
  const { publishedOn } = readManifest('../../package.json');
  return typeof publishedOn === 'string' ? publishedOn : '1970-01-01';
}

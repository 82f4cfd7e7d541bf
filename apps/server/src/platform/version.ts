import { readFileSync } from 'node:fs';

/** The server's version, from its package.json (one level above both src/ and dist/). */
export function readVersion(): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  ) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
}

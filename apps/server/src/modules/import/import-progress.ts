import type { ImportProgress } from '@spool/contracts';
import type { ProgressBoard } from './style-import.service.js';

/** How long the state of a finished or abandoned import is kept. */
const keepMs = 10 * 60 * 1000;
/** The most imports followed at once: past it the least recently updated goes first. */
const maxImports = 1_000;

/**
 * How far each running import is, in this process, by tenant and the browser's progress id
 * (another tenant's id finds nothing). Behind several replicas without sticky sessions a
 * poll may reach another replica and find nothing: the browser then shows the phase alone.
 */
export function createProgressBoard(clock: () => number = Date.now): ProgressBoard {
  const entries = new Map<string, { progress: ImportProgress; at: number }>();
  const keyOf = (tenantId: string, id: string) => `${tenantId}/${id}`;
  return {
    set(tenantId, id, progress) {
      const now = clock();
      for (const [key, entry] of entries) if (now - entry.at > keepMs) entries.delete(key);
      const key = keyOf(tenantId, id);
      entries.delete(key);
      entries.set(key, { progress, at: now });
      if (entries.size > maxImports) entries.delete(entries.keys().next().value as string);
    },
    get: (tenantId, id) => entries.get(keyOf(tenantId, id))?.progress,
  };
}

import { mkdir, writeFile } from 'node:fs/promises';

/** Where every benchmark writes its JSON figures (git-ignored). */
const resultsDir = new URL('../results/', import.meta.url);

/** A plain-text table: the first `textColumns` read left-aligned, figures right-aligned. */
export function formatTable(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  textColumns = 2,
): string {
  const widths = columns.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) =>
        index < textColumns ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join(' | ');
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-');
  return [line(columns), rule, ...rows.map(line)].join('\n');
}

/** Writes `results/<name>-<timestamp>.json` and returns its path. */
export async function writeJsonResult(
  name: string,
  startedAt: string,
  report: unknown,
): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const file = new URL(`${name}-${startedAt.replace(/[:.]/g, '-')}.json`, resultsDir);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file.pathname;
}

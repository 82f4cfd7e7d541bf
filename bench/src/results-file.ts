/**
 * `npm run bench`'s record in bench/RESULTS.md: a dated section with the summary table, the
 * machine and the commit, put first below the file's header paragraph (newest first), older
 * sections kept as they are. The file is then formatted with the repository's Prettier settings,
 * so that `npm run check` passes on it as written.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { describeMachine } from './report.js';

export const resultsFile = fileURLToPath(new URL('../RESULTS.md', import.meta.url));

/** One line of the summary, as all-bench.ts makes it. */
export type RecordedRow = {
  figure: string;
  pglite: string;
  postgresql: string;
  value: string;
  goal: string;
  verdict: string;
};

export type BenchRecord = {
  startedAt: string;
  /** BENCH_LABEL: what the run was for ("before", "after"). */
  label: string | undefined;
  machine: ReturnType<typeof describeMachine>;
  /** The benches run, and those that did not finish. */
  ran: readonly string[];
  failed: readonly string[];
  /** Whether BENCH_ONLY chose a subset. */
  subset: boolean;
  rows: readonly RecordedRow[];
};

const header = [
  '# Benchmark results',
  '',
  'Figures measured by the benchmarks in `bench/`, newest first. `npm run bench` adds a section',
  'for each run. No test ever fails on a time.',
  '',
].join('\n');

/** The commit measured: `git rev-parse --short HEAD`, and whether the tree had changes. */
export function describeCommit(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    const changed = git('status', '--porcelain', '--untracked-files=no') !== '';
    return changed ? `\`${commit}\` with uncommitted changes` : `\`${commit}\``;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** A table cell: its pipes escaped, on one line. */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The run's section, in Markdown. */
export function recordSection(record: BenchRecord, commit: string): string {
  const { machine } = record;
  const date = record.startedAt.slice(0, 10);
  const title = `## \`npm run bench\`${record.label ? ` (${record.label})` : ''}, ${date}`;
  const table = [
    '| figure | PGlite | PostgreSQL | value | goal | |',
    '| --- | --: | --: | --: | --- | --- |',
    ...record.rows.map(
      (row) =>
        `| ${[row.figure, row.pglite, row.postgresql, row.value, row.goal, row.verdict].map(cell).join(' | ')} |`,
    ),
  ];
  return [
    title,
    '',
    `Commit ${commit}, started ${record.startedAt}.`,
    `Machine: ${machine.cpuCount} cores (${machine.cpuModel}), ` +
      `${Math.round(machine.totalMemoryMb / 1024)} GB, Node ${machine.node}, ${machine.platform}.`,
    '',
    `Benches: ${record.ran.join(', ')}${record.subset ? ' (a subset, `BENCH_ONLY`)' : ''}.` +
      (record.failed.length > 0 ? ` Did not finish: ${record.failed.join(', ')}.` : ''),
    '',
    ...table,
    '',
  ].join('\n');
}

/**
 * `text` with `section` put before its first section (a `## ` heading), below the header
 * paragraph; at its end when it has none; a new file with a header when there is none.
 */
export function prependSection(text: string | undefined, section: string): string {
  if (text === undefined || text.trim() === '') return `${header}\n${section}`;
  const first = /^## /m.exec(text);
  if (!first) return `${text.trimEnd()}\n\n${section}`;
  return `${text.slice(0, first.index)}${section}\n${text.slice(first.index)}`;
}

/** Adds the run's section to bench/RESULTS.md; answers the file's path. */
export async function recordRun(record: BenchRecord): Promise<string> {
  const current = await readFile(resultsFile, 'utf8').catch(() => undefined);
  const text = prependSection(current, recordSection(record, describeCommit()));
  const options = (await resolveConfig(resultsFile)) ?? {};
  await writeFile(resultsFile, await format(text, { ...options, filepath: resultsFile }));
  return resultsFile;
}

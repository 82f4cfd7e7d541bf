import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/server', 'apps/web'],
    // Test files spend much of their time waiting on a database server, LibreOffice or
    // pdftotext: two files at once even on two cores (vitest's default would be one there)
    // halves the PostgreSQL run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // On a PostgreSQL server (DATABASE_URL) only the server's tests: the domain's, the
    // contracts' and the web app's never open a database, and the run on PGlite has them.
    projects: process.env['DATABASE_URL']
      ? ['apps/server']
      : ['packages/domain', 'packages/contracts', 'apps/server', 'apps/web'],
    // Test files spend much of their time waiting on a database server, LibreOffice or
    // pdftotext: two files at once even on two cores (vitest's default would be one there)
    // halves the PostgreSQL run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

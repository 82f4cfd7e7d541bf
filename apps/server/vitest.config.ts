import { defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // Each file opens its own database (PGlite in memory, or a new PostgreSQL database) and
    // keeps no state in modules, so the files of a worker share its modules: each file would
    // otherwise import the whole server again (a third of the suite's time).
    isolate: false,
    hookTimeout: 60_000,
    // Generous: CI runs the suite on two databases at once on two cores, and LibreOffice is slow
    // to start on a busy machine; no test fails on a time.
    testTimeout: 60_000,
  },
});

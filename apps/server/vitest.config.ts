import { defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // Each file opens its own database (PGlite in memory, or a new PostgreSQL database).
    hookTimeout: 60_000,
    // Generous: CI runs the suite on two databases at once on two cores, and LibreOffice is slow
    // to start on a busy machine; no test fails on a time.
    testTimeout: 60_000,
  },
});

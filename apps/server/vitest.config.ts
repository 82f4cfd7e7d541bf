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
    testTimeout: 30_000,
  },
});

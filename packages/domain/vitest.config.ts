import { defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default defineProject({
  ...sourceConditions,
  // Property tests run thousands of cases: 30 s, since CI runs two suites at once on two cores.
  test: { name: 'domain', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});

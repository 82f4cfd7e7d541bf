import { defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default defineProject({
  ...sourceConditions,
  test: { name: 'domain', environment: 'node', include: ['src/**/*.test.ts'] },
});

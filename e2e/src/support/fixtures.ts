import { test as base, expect } from '@playwright/test';

/** Tests address the server started by the global setup. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const baseUrl = process.env['SPOOL_BASE_URL'];
    if (!baseUrl) throw new Error('SPOOL_BASE_URL is not set: the global setup did not run');
    await use(baseUrl);
  },
});

export { expect };

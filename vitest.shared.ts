import { defaultServerConditions } from 'vite';
import type { UserConfig } from 'vitest/config';

/** Workspaces resolve each other's TypeScript sources (the `source` export condition). */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
} satisfies UserConfig;

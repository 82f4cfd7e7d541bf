import { defaultServerConditions } from 'vite';
import type { UserConfig } from 'vite';

/** Workspaces resolve each other's TypeScript sources (the `source` export condition). */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
} satisfies UserConfig;

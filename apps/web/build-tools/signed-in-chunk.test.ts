import { describe, expect, it } from 'vitest';
import { signedInChunkGroups, type ModuleGraph } from './signed-in-chunk';

/** A module graph from each module's static imports; the router imports every screen with import(). */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  const screens = ['/src/shell.tsx', '/src/dashboard.tsx', '/src/users.tsx'];
  return {
    getModuleInfo: (id) =>
      id in imports
        ? {
            importedIds: imports[id] ?? [],
            dynamicallyImportedIds: id === '/src/router.tsx' ? screens : [],
          }
        : null,
  };
}

const app = graphOf({
  '/src/main.tsx': ['/src/router.tsx', '/node_modules/react/index.js'],
  // The router loads every screen with import(): none of them is in its static imports.
  '/src/router.tsx': ['/src/landing.tsx', '/src/lib/format.ts'],
  '/src/landing.tsx': ['/node_modules/react/index.js'],
  '/src/lib/format.ts': [],
  '/node_modules/react/index.js': [],
  '/src/shell.tsx': ['/node_modules/@mui/material/Button.js', '/src/lib/format.ts'],
  '/src/dashboard.tsx': ['/src/import-area.tsx', '/src/shell.tsx', '/src/lib/tiles.ts'],
  '/src/import-area.tsx': ['/node_modules/@mui/material/Button.js', '/node_modules/react/index.js'],
  '/src/lib/tiles.ts': ['/node_modules/@mui/material/Card.js'],
  '/node_modules/@mui/material/Card.js': [],
  // Another screen, which shares a module with the dashboard.
  '/src/users.tsx': ['/src/shell.tsx', '/src/lib/tiles.ts'],
  '/node_modules/@mui/material/Button.js': ['/node_modules/@mui/material/ButtonBase.js'],
  '/node_modules/@mui/material/ButtonBase.js': [],
  // Drawn later, from the dashboard's import(): a chunk of its own.
  '/src/styles-grid.tsx': ['/node_modules/material-react-table/index.js'],
  '/node_modules/material-react-table/index.js': [],
});

describe("the signed-in screens' chunks", () => {
  const groups = signedInChunkGroups({
    entry: '/src/main.tsx',
    router: '/src/router.tsx',
    layers: [
      { name: 'shell-parts', screens: ['/src/shell.tsx'] },
      { name: 'dashboard-parts', screens: ['/src/dashboard.tsx'] },
    ],
    priority: 10,
  });
  /** The chunk each group puts a module in: one at most. */
  const chunksOf = (id: string, graph = app) =>
    groups.map((group) => group.name(id, graph)).filter((name) => name !== null);

  it('hold what each layer imports, directly or through others, less what an earlier one does', () => {
    for (const id of [
      '/src/shell.tsx',
      '/node_modules/@mui/material/Button.js',
      '/node_modules/@mui/material/ButtonBase.js',
    ]) {
      expect(chunksOf(id), id).toEqual(['shell-parts']);
    }
    for (const id of ['/src/dashboard.tsx', '/src/import-area.tsx']) {
      expect(chunksOf(id), id).toEqual(['dashboard-parts']);
    }
  });

  it("leave the first page's modules where they are, so that the landing page never loads them", () => {
    for (const id of ['/src/main.tsx', '/src/lib/format.ts', '/node_modules/react/index.js']) {
      expect(chunksOf(id), id).toEqual([]);
    }
  });

  it("put what the dashboard shares with another screen with the layer before, not in the dashboard's", () => {
    expect(chunksOf('/src/lib/tiles.ts')).toEqual(['shell-parts']);
    expect(chunksOf('/node_modules/@mui/material/Card.js')).toEqual(['shell-parts']);
    expect(chunksOf('/src/users.tsx')).toEqual([]);
  });

  it('leave out what is loaded later, and modules of no screen', () => {
    expect(chunksOf('/src/styles-grid.tsx')).toEqual([]);
    expect(chunksOf('/node_modules/material-react-table/index.js')).toEqual([]);
    expect(chunksOf('/src/unknown.tsx')).toEqual([]);
  });

  it('come first in layer order, each before the next can take in its modules', () => {
    expect(groups.map((group) => group.priority)).toEqual([10, 9]);
  });

  it("are worked out again for another build's graph", () => {
    const without = graphOf({ '/src/main.tsx': [], '/src/dashboard.tsx': [] });
    expect(chunksOf('/src/import-area.tsx', without)).toEqual([]);
    expect(chunksOf('/src/dashboard.tsx', without)).toEqual(['dashboard-parts']);
    expect(chunksOf('/src/import-area.tsx')).toEqual(['dashboard-parts']);
  });
});

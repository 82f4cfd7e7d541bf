import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '@spool/contracts';
import { createProgressBoard } from './import-progress.js';

const tenant = '3f0c6a52-4d4b-4b8e-9a51-6c2d0f5e7a10';
const progress = { phase: 'saving', done: 1, total: 2 } as unknown as ImportProgress;

describe('the imports’ progress board', () => {
  it('forgets a finished import after ten minutes, and keeps another tenant’s apart', () => {
    let now = 0;
    const board = createProgressBoard(() => now);
    board.set(tenant, 'a', progress);
    expect(board.get(tenant, 'a')).toBe(progress);
    expect(board.get('8d7e3b6a-0c41-4f2a-b0d3-95e1a7c4f2d8', 'a')).toBeUndefined();
    now = 10 * 60 * 1000 + 1;
    board.set(tenant, 'b', progress);
    expect(board.get(tenant, 'a')).toBeUndefined();
    expect(board.get(tenant, 'b')).toBe(progress);
  });

  it('follows at most a thousand imports, forgetting the least recently updated first', () => {
    const board = createProgressBoard(() => 0);
    for (let index = 0; index < 1_000; index += 1) board.set(tenant, `import-${index}`, progress);
    board.set(tenant, 'import-0', progress);
    board.set(tenant, 'one more', progress);
    expect(board.get(tenant, 'import-0')).toBe(progress);
    expect(board.get(tenant, 'import-1')).toBeUndefined();
    expect(board.get(tenant, 'import-2')).toBe(progress);
    expect(board.get(tenant, 'one more')).toBe(progress);
  });
});

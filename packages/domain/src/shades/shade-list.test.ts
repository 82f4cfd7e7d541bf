import { describe, expect, it } from 'vitest';
import {
  addShade,
  changeShade,
  findShadeToMove,
  isUnsavedShade,
  newShadeHexCode,
  removeShade,
  type ListedShade,
  type ShadeListEdit,
} from './shade-list-edits.js';
import { planShadeList, type EditedShade, type StoredShade } from './shade-list.js';

const [C, B, N] = [1, 2, 3];

const stored: StoredShade[] = [
  { id: 1, name: 'Navy', hexCode: '#1f2a44', colourGroupId: C },
  { id: 2, name: 'Signal Red', hexCode: '#b3261e', colourGroupId: C },
  { id: 3, name: 'Jet Black', hexCode: '#111111', colourGroupId: B },
  { id: 4, name: 'Ecru', hexCode: '#e4dac2', colourGroupId: N },
];
const usedIds = new Set([4]);
const context = {
  isColourGroup: (id: number) => [C, B, N].includes(id),
  isUsed: (shade: StoredShade) => usedIds.has(shade.id),
};
const plan = (edited: readonly EditedShade[]) => planShadeList(stored, edited, context);
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

const saved: ListedShade[] = stored.map((shade) => ({
  ...shade,
  key: String(shade.id),
  isUsed: usedIds.has(shade.id),
}));
const listOf = (edit: ShadeListEdit) => {
  if (!edit.ok) throw new Error(`refused: ${edit.error.code}`);
  return edit.list;
};
const errorOf = (edit: ShadeListEdit) => (edit.ok ? undefined : edit.error.code);

describe('saving an edited shade list', () => {
  it('changes nothing for the stored list as it is', () => {
    expect(plan(stored)).toEqual({ removeIds: [], updates: [], inserts: [], replacedIds: [] });
  });

  it('renames a shade under its trimmed name, and lets two shades swap names', () => {
    expect(
      plan(stored.map((shade) => (shade.id === 1 ? { ...shade, name: ' Midnight ' } : shade)))
        .updates,
    ).toEqual([{ id: 1, name: 'Midnight', hexCode: '#1f2a44', colourGroupId: C }]);
    const swapped = plan(
      stored.map((shade) =>
        shade.id === 1
          ? { ...shade, name: 'Signal Red' }
          : shade.id === 2
            ? { ...shade, name: 'Navy' }
            : shade,
      ),
    );
    expect(swapped.updates.map((update) => update.id)).toEqual([1, 2]);
  });

  it('refuses a name another shade keeps, in any group, trimmed and ignoring case', () => {
    for (const name of ['signal red', ' JET BLACK ']) {
      expect(
        codeOf(() => plan(stored.map((shade) => (shade.id === 1 ? { ...shade, name } : shade)))),
      ).toBe('Spool.Settings:DuplicateShadeName');
    }
    expect(
      codeOf(() => plan(stored.map((shade) => (shade.id === 1 ? { ...shade, name: ' ' } : shade)))),
    ).toBe('Spool.Settings:ShadeNameRequired');
  });

  it('refuses a colour already in the group, but not in another group', () => {
    const recoloured = (colourGroupId: number) =>
      plan([...stored, { name: 'Maroon', hexCode: '#B3261E', colourGroupId }]);
    expect(codeOf(() => recoloured(C))).toBe('Spool.Settings:DuplicateShadeNameOrValue');
    expect(recoloured(B).inserts).toEqual([
      { name: 'Maroon', hexCode: '#b3261e', colourGroupId: B },
    ]);
  });

  it('moves a stored shade to the group of a new shade of its name, keeping its id: replaced', () => {
    const moved = plan([
      ...stored.filter((shade) => shade.id !== 3),
      { name: 'jet black', hexCode: '#111111', colourGroupId: C },
    ]);
    expect(moved).toMatchObject({
      replacedIds: [3],
      updates: [{ id: 3, name: 'jet black', colourGroupId: C }],
      removeIds: [],
    });
  });

  it('keeps a shade a style uses from being removed, changed, renamed or moved', () => {
    const ecru = stored[3] as StoredShade;
    const others = stored.filter((shade) => shade !== ecru);
    expect(codeOf(() => plan(others))).toBe('Spool.Settings:ShadeCannotBeRemoved');
    expect(codeOf(() => plan([...others, { ...ecru, hexCode: '#ffffff' }]))).toBe(
      'Spool.Settings:ShadeCannotBeUpdated',
    );
    expect(codeOf(() => plan([...others, { ...ecru, name: 'Linen' }]))).toBe(
      'Spool.Settings:ShadeCannotBeUpdated',
    );
    expect(
      codeOf(() => plan([...others, { name: 'ecru', hexCode: '#ffffff', colourGroupId: B }])),
    ).toBe('Spool.Settings:ShadeUsedInStyle');
  });

  it('refuses an unknown colour group or shade id', () => {
    expect(
      codeOf(() => plan([...stored, { name: 'X', hexCode: '#000001', colourGroupId: 9 }])),
    ).toBe('Spool.Settings:ShadeColourGroupNotFound');
    expect(
      codeOf(() => plan([...stored, { id: 99, name: 'X', hexCode: '#000001', colourGroupId: C }])),
    ).toBe('Spool.Settings:ShadeNotFound');
  });
});

describe('editing the list one change at a time', () => {
  it('moves a shade named like one of another group there, keeping its colour unless another is chosen', () => {
    expect(findShadeToMove(saved, ' JET black', C)?.id).toBe(3);
    const kept = listOf(
      addShade(saved, saved, { key: 'new-1', name: 'Jet Black', colourGroupId: C }),
    );
    expect(kept.filter((shade) => shade.name === 'Jet Black')).toEqual([
      { key: 'new-1', name: 'Jet Black', hexCode: '#111111', colourGroupId: C, isUsed: false },
    ]);
    const chosen = listOf(
      addShade(saved, saved, {
        key: 'new-2',
        name: 'Jet Black',
        colourGroupId: C,
        hexCode: '#222222',
      }),
    );
    expect(chosen.find((shade) => shade.key === 'new-2')?.hexCode).toBe('#222222');
  });

  it('gives a new shade the chosen colour, or the starting colour', () => {
    const added = listOf(addShade(saved, saved, { key: 'new-1', name: 'Teal', colourGroupId: C }));
    expect(added.find((shade) => shade.key === 'new-1')?.hexCode).toBe(newShadeHexCode);
  });

  it('refuses what the server would refuse, with its code', () => {
    expect(errorOf(addShade(saved, saved, { key: 'n', name: '  ', colourGroupId: C }))).toBe(
      'Spool.Settings:ShadeNameRequired',
    );
    expect(errorOf(addShade(saved, saved, { key: 'n', name: 'NAVY', colourGroupId: C }))).toBe(
      'Spool.Settings:DuplicateShadeName',
    );
    expect(
      errorOf(
        addShade(saved, saved, { key: 'n', name: 'Teal', colourGroupId: C, hexCode: '#1F2A44' }),
      ),
    ).toBe('Spool.Settings:DuplicateShadeNameOrValue');
    expect(errorOf(addShade(saved, saved, { key: 'n', name: 'ecru', colourGroupId: C }))).toBe(
      'Spool.Settings:ShadeUsedInStyle',
    );
    expect(errorOf(removeShade(saved, saved, '4'))).toBe('Spool.Settings:ShadeCannotBeRemoved');
    expect(errorOf(changeShade(saved, saved, '4', { name: 'Linen', hexCode: '#e4dac2' }))).toBe(
      'Spool.Settings:ShadeCannotBeUpdated',
    );
  });

  it('renames and recolours a shade where the new name is free', () => {
    const renamed = listOf(
      changeShade(saved, saved, '1', { name: ' Midnight ', hexCode: '#101840' }),
    );
    const midnight = renamed.find((shade) => shade.key === '1');
    expect(midnight).toMatchObject({ id: 1, name: 'Midnight', hexCode: '#101840' });
    expect(isUnsavedShade(midnight as ListedShade, saved)).toBe(true);
    expect(errorOf(changeShade(saved, saved, '1', { name: 'jet black', hexCode: '#1f2a44' }))).toBe(
      'Spool.Settings:DuplicateShadeName',
    );
    // A name freed by a rename in the same list may be taken.
    const freed = listOf(changeShade(saved, renamed, '2', { name: 'navy', hexCode: '#b3261e' }));
    expect(freed.map((shade) => shade.name)).toContain('navy');
  });

  it('takes a stored shade unchanged as saved', () => {
    expect(saved.some((shade) => isUnsavedShade(shade, saved))).toBe(false);
    const added = listOf(addShade(saved, saved, { key: 'new', name: 'Teal', colourGroupId: B }));
    expect(added.filter((shade) => isUnsavedShade(shade, saved)).map((s) => s.key)).toEqual([
      'new',
    ]);
  });
});

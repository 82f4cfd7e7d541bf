import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  choiceValue,
  draftGarments,
  draftOf,
  inputOf,
  isDraftChanged,
} from './colourway-drafts';

const saved = {
  id: 4,
  name: 'Navy',
  code: 'NV',
  fabricColour: '',
  dtmShade: 'Navy',
  quantities: { m: 200, S: 100 },
  threadShades: { '1|2|navy': { kind: 'dtm' as const } },
  garments: 300,
  concurrencyStamp: 'stamp',
};

describe('colourway drafts', () => {
  it('show every size of the range, in its spelling, and send only the sizes ordered', () => {
    const draft = draftOf(saved, ['S', 'M', 'L']);
    expect(draft.quantities).toEqual({ S: '100', M: '200', L: '0' });
    expect(inputOf({ ...draft, quantities: { ...draft.quantities, L: '' } }).quantities).toEqual({
      S: 100,
      M: 200,
    });
    expect(draftGarments({ ...draft, quantities: { ...draft.quantities, L: '25' } })).toBe(325);
  });

  it('tell a change from what is saved, and a shade choice from its select value', () => {
    const draft = draftOf(saved, ['S', 'M']);
    expect(isDraftChanged(draft, draft)).toBe(false);
    expect(isDraftChanged({ ...draft, quantities: { S: '100', M: '201' } }, draft)).toBe(true);
    for (const choice of [
      { kind: 'line' },
      { kind: 'dtm' },
      { kind: 'undecided' },
      { kind: 'shade', shade: 'Signal Red' },
    ] as const) {
      expect(choiceOf(choiceValue(choice))).toEqual(choice);
    }
  });
});

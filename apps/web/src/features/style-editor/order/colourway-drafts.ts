import type { ColourwayDto } from '@spool/contracts';
import { quantityOfSize, type ColourwayInput, type ThreadShadeChoice } from '@spool/domain';

/** A colourway as the user edits it: quantities as typed, before they are saved. */
export type ColourwayDraft = {
  readonly id: number | null;
  readonly concurrencyStamp: string | null;
  readonly name: string;
  readonly code: string;
  readonly fabricColour: string;
  readonly dtmShade: string | null;
  /** By size name, as typed (digits only). */
  readonly quantities: Readonly<Record<string, string>>;
  readonly threadShades: Readonly<Record<string, ThreadShadeChoice>>;
};

/** The draft of a saved colourway (or of the header's, id null). */
export function draftOf(colourway: ColourwayDto, sizes: readonly string[]): ColourwayDraft {
  return {
    id: colourway.id,
    concurrencyStamp: colourway.concurrencyStamp,
    name: colourway.name,
    code: colourway.code,
    fabricColour: colourway.fabricColour,
    dtmShade: colourway.dtmShade,
    quantities: Object.fromEntries(
      sizes.map((size) => [size, String(quantityOfSize(colourway, size))]),
    ),
    threadShades: colourway.threadShades,
  };
}

/** What the API takes of a draft: quantities as whole numbers, empty ones 0 and left out. */
export function inputOf(draft: ColourwayDraft): ColourwayInput {
  return {
    name: draft.name,
    code: draft.code,
    fabricColour: draft.fabricColour,
    dtmShade: draft.dtmShade,
    quantities: Object.fromEntries(
      Object.entries(draft.quantities).flatMap(([size, text]) =>
        text.trim() === '' || Number(text) === 0 ? [] : [[size, Number(text)]],
      ),
    ),
    threadShades: draft.threadShades,
  };
}

/** Whether the draft differs from what is saved. */
export function isDraftChanged(draft: ColourwayDraft, saved: ColourwayDraft): boolean {
  return JSON.stringify(inputOf(draft)) !== JSON.stringify(inputOf(saved));
}

/** The garments a draft orders: the sum of its quantities as typed. */
export function draftGarments(draft: ColourwayDraft): number {
  return Object.values(draft.quantities).reduce((sum, text) => sum + (Number(text) || 0), 0);
}

/** A choice of shade as a select's value: line, dtm, undecided, or `shade:<name>`. */
export function choiceValue(choice: ThreadShadeChoice | undefined): string {
  if (!choice) return 'line';
  return choice.kind === 'shade' ? `shade:${choice.shade}` : choice.kind;
}

/** The choice a select's value names. */
export function choiceOf(value: string): ThreadShadeChoice {
  if (value.startsWith('shade:')) return { kind: 'shade', shade: value.slice('shade:'.length) };
  if (value === 'dtm' || value === 'undecided') return { kind: value };
  return { kind: 'line' };
}

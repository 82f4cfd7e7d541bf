import type { OperationInputField, StitchTypeData, VisibleInputs } from './stitch-type.js';
import { operationInputFields } from './stitch-type.js';

type HiddenInputsRule = {
  readonly description: string;
  readonly applies: (stitch: StitchTypeData) => boolean;
  readonly hidden: readonly OperationInputField[];
};

const codes = (...list: readonly string[]) => {
  const set = new Set(list);
  return (stitch: StitchTypeData) => set.has(stitch.code);
};

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

/**
 * Which inputs the operation dialog hides for a stitch code: the table of the
 * core-domain specification, section 2, row by row, first match wins. Hidden inputs are
 * not asked; the engine uses the stitch's defaults for them (CONSUMPTION.md section 4).
 */
export const hiddenInputsRules: readonly HiddenInputsRule[] = [
  {
    description: '1012, 1016, 3012, 3042, 4042',
    applies: codes('1012', '1016', '3012', '3042', '4042'),
    hidden: ['bight', 'seamLength', 'rate', 'seamThickness'],
  },
  {
    description: '101 to 108, 201 to 220, 317, 318, 404, 405, 411 to 417',
    applies: codes(
      ...range(101, 108),
      ...range(201, 220),
      '317',
      '318',
      '404',
      '405',
      ...range(411, 417),
    ),
    hidden: ['bight', 'quantity', 'seamThickness'],
  },
  {
    description: '1013, 3013, 3043, 4012, 4013, 4013G, 4043',
    applies: codes('1013', '3013', '3043', '4012', '4013', '4013G', '4043'),
    hidden: ['bight', 'rate', 'seamThickness'],
  },
  {
    description: '1015, 109, 3015, 3045, 4041, 4045',
    applies: codes('1015', '109', '3015', '3045', '4041', '4045'),
    hidden: ['bight', 'seamThickness'],
  },
  {
    description: '301, 319, 401, 401A',
    applies: codes('301', '319', '401', '401A'),
    hidden: ['bight'],
  },
  {
    description: '406, 407, 504, 514, 516, 602, 605, 607, 607K',
    applies: codes('406', '407', '504', '514', '516', '602', '605', '607', '607K'),
    hidden: ['quantity'],
  },
  {
    description: '4012G',
    applies: codes('4012G'),
    hidden: ['rate', 'bight'],
  },
  {
    // 409 is in no row of the table. Section 5 asks its seam thickness (> 0), and the
    // catalogue treats it as a 401 without bight, so it follows the 401 row.
    description: '409 (not in the table: as 401)',
    applies: codes('409'),
    hidden: ['bight'],
  },
  {
    description: 'other 3xx, 4xx, 5xx, 6xx bight stitches',
    applies: (stitch) => stitch.usesBight && stitch.stitchClass >= 300 && stitch.stitchClass <= 600,
    hidden: ['quantity', 'seamThickness'],
  },
];

/** The inputs the specification hides for this stitch (section 2); throws if no row covers it. */
export function hiddenInputsOf(stitch: StitchTypeData): readonly OperationInputField[] {
  const rule = hiddenInputsRules.find((candidate) => candidate.applies(stitch));
  if (!rule) throw new Error(`No visibility rule covers stitch type ${stitch.code}`);
  return rule.hidden;
}

/** Which of seam length, rate, bight, quantity and seam thickness the dialog asks for this stitch. */
export function visibleInputsOf(stitch: StitchTypeData): VisibleInputs {
  const hidden = new Set(hiddenInputsOf(stitch));
  return Object.fromEntries(
    operationInputFields.map((field) => [field, !hidden.has(field)]),
  ) as Record<OperationInputField, boolean>;
}

/**
 * A stitch is a cycle operation when the quantity is its only visible input
 * (CONSUMPTION.md section 4): its setting values are cm of thread per cycle.
 */
export function isCycleStitch(visible: VisibleInputs): boolean {
  return operationInputFields.every((field) => visible[field] === (field === 'quantity'));
}

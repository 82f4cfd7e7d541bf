/** The three groups a component line belongs to (CONSUMPTION.md section 1). */
export type ComponentGroup = 'needle' | 'under' | 'top';

export const componentGroups: readonly ComponentGroup[] = ['needle', 'under', 'top'];

/**
 * How one component line's thread per cm of seam responds to the operation
 * (CONSUMPTION.md section 2; thread-consumption-sources.md sections 3.1 and 3.2), with
 * S stitches per cm, T seam thickness in cm and W bight in cm:
 * - `linear`: a + S * (t * T + w * W) (Union Special formulas, split per line);
 * - `zigzag`: a * sqrt(1 + (W * S)^2) + t * T * S (301/401 geometry along the diagonal);
 *   `expr` is the catalogue's own expression, kept for traceability.
 */
export type LineGeometry =
  | { readonly form: 'linear'; readonly a: number; readonly t: number; readonly w: number }
  | { readonly form: 'zigzag'; readonly a: number; readonly t: number; readonly expr: string };

/** One component line of a stitch type: needle threads, under threads (bobbin, loopers) or top cover. */
export type StitchComponent = {
  /** The catalogue's line id: needle, under, under2, under3 or top. */
  readonly line: string;
  readonly group: ComponentGroup;
  /** Display name, e.g. "Upper looper thread"; the needle name of an operation's line. */
  readonly name: string;
  /** Threads in the line: each needs its own package on every machine. */
  readonly threadCount: number;
  /** Catalogue ratio at about 7 stitches/cm, cm of thread per cm of seam; null where no source gives one. */
  readonly ratioCmPerCm: number | null;
  /** Null where no formula is published (103 to 109 but 107, and class 200). */
  readonly geometry: LineGeometry | null;
};

/** A stitch type as the catalogue holds it (generated from shared/data/stitch-catalogue.json). */
export type StitchTypeData = {
  readonly code: string;
  /** ISO 4915 name, or a neutral name where none is verified. */
  readonly isoName: string;
  readonly stitchClass: number;
  readonly variantOf: string | null;
  readonly formulaId: string | null;
  /** Catalogue total at about 7 stitches/cm, cm per cm; null for the zigzag chainstitches. */
  readonly totalRatioCmPerCm: number | null;
  readonly defaultRatePer3Cm: number;
  readonly defaultBightMm: number | null;
  readonly defaultSeamThicknessMm: number;
  readonly defaultWastePercent: number;
  readonly usesBight: boolean;
  readonly components: readonly StitchComponent[];
};

/** An input of the operation dialog whose visibility depends on the stitch code. */
export type OperationInputField = 'seamLength' | 'rate' | 'bight' | 'quantity' | 'seamThickness';

export const operationInputFields: readonly OperationInputField[] = [
  'seamLength',
  'rate',
  'bight',
  'quantity',
  'seamThickness',
];

export type VisibleInputs = Readonly<Record<OperationInputField, boolean>>;

/** A stitch type with what the specification adds: which inputs are asked, and whether it is a cycle. */
export type StitchType = StitchTypeData & {
  readonly visibleInputs: VisibleInputs;
  /**
   * Cycle operations (bartack, button sew...) ask for the quantity only: their setting
   * values are cm of thread per cycle (CONSUMPTION.md section 4).
   */
  readonly isCycle: boolean;
};

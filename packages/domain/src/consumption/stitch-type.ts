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

/** One component line of a stitch type as the catalogue holds it: needle threads, under threads (bobbin, loopers) or top cover. */
export type StitchComponentData = {
  /** The catalogue's line id: needle, under, under2, under3 or top. */
  readonly line: string;
  readonly group: ComponentGroup;
  /** Display name, e.g. "Upper looper thread"; the needle name of an operation's line. */
  readonly name: string;
  /** Threads in the line: each needs its own package on every machine. */
  readonly threadCount: number;
  /** Catalogue ratio at about 7 stitches/cm, cm of thread per cm of seam; null where no source gives one. */
  readonly ratioCmPerCm: number | null;
  /** The published formula's line; null where none is published (103 to 109 but 107, and class 200). */
  readonly geometry: LineGeometry | null;
};

/**
 * Where a line's thread path comes from: the published formula, or the derivation from the
 * stitch's thread path for the stitches no formula is published for (CONSUMPTION.md section 2.1).
 */
export type ThreadPathSource = 'published' | 'derived';

/** A component line with the thread path the engine follows (CONSUMPTION.md section 2). */
export type StitchComponent = StitchComponentData & {
  /** How the line's thread per cm of seam responds to rate, thickness and bight: never null. */
  readonly threadPath: LineGeometry;
  readonly threadPathSource: ThreadPathSource;
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
  readonly components: readonly StitchComponentData[];
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

/** The catalogue's own estimates of a stitch's rate (per 3 cm), bight and thickness (mm), kept for traceability only. */
export type CatalogueEstimates = {
  readonly ratePer3Cm: number;
  readonly bightMm: number | null;
  readonly seamThicknessMm: number;
};

/**
 * A stitch type with what the specification adds: which inputs are asked, whether it is a
 * cycle, and the new-operation defaults of section 9 in place of the catalogue's estimates:
 * `defaultRatePer3Cm`, `defaultBightMm` and `defaultSeamThicknessMm` are the specification's
 * (stitch-defaults.ts); the catalogue's figures stay in `catalogueEstimates`.
 */
export type StitchType = Omit<StitchTypeData, 'components'> & {
  readonly components: readonly StitchComponent[];
  readonly catalogueEstimates: CatalogueEstimates;
  readonly visibleInputs: VisibleInputs;
  /**
   * Cycle operations (bartack, button sew...) ask for the quantity only: their setting
   * values are cm of thread per cycle (CONSUMPTION.md section 4).
   */
  readonly isCycle: boolean;
};

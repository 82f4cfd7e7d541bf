import {
  shadeInColourway,
  styleThreadKey,
  type Colourway,
  type OrderFigures,
  type StyleEstimate,
} from '@spool/domain';

/** A thread of a colourway as both reports name it: its line's shade, and its shade there. */
type ColourwayShade = {
  readonly colourway: string;
  readonly brand: string;
  readonly ticketTex: number;
  readonly lineShade: string | null;
  /** Null while to be decided, or when the line has none. */
  readonly shade: string | null;
  readonly toBeDecided: boolean;
};

/**
 * What the reports print of a style's order beyond one garment: thread per garment by size,
 * each colourway with the shade of each of its threads, and the order's thread per colourway.
 * Plain data: it travels to the worker thread that draws the PDF.
 */
export type OrderReport = {
  readonly sizes: readonly {
    readonly name: string;
    readonly gradePercent: number;
    readonly isBase: boolean;
    readonly garments: number;
    readonly threadPerGarment: number;
  }[];
  readonly colourways: readonly {
    readonly name: string;
    readonly code: string;
    readonly fabricColour: string;
    readonly garments: number;
  }[];
  readonly shades: readonly ColourwayShade[];
  /** The order's threads per colourway: each colourway's part of each thread it takes. */
  readonly byColourway: readonly {
    readonly colourway: string;
    readonly brand: string;
    readonly ticketTex: number;
    readonly shade: string | null;
    readonly toBeDecided: boolean;
    readonly requirement: number;
  }[];
  /** For each thread of the Thread Usage plan, in its order: whether its shade is open. */
  readonly threadsToBeDecided: readonly boolean[];
  readonly shadesToBeDecided: number;
};

/**
 * The order part of a style's reports, or null for a style that is one colourway in one size
 * (its reports stay as they always were).
 *
 * @param estimate - the base size's estimate (the lines' brands, tickets and shades)
 * @param order - the order's figures
 * @param colourways - the style's own colourways, in order (none: its header's only)
 */
export function orderReportOf(
  estimate: StyleEstimate,
  order: OrderFigures,
  colourways: readonly Colourway[],
): OrderReport | null {
  if (colourways.length === 0 && order.sizes.length < 2) return null;
  const lines = new Map<
    string,
    StyleEstimate['operationSummary'][number]['styleOperations'][number]
  >();
  for (const operation of estimate.operationSummary) {
    for (const line of operation.styleOperations) {
      const key = styleThreadKey(line);
      if (!lines.has(key)) lines.set(key, line);
    }
  }
  const shades = colourways.flatMap((colourway) =>
    [...lines.values()].map((line): ColourwayShade => {
      const resolved = shadeInColourway(colourway, line);
      return {
        colourway: colourway.name,
        brand: line.brand,
        ticketTex: line.ticketTex,
        lineShade: line.shade,
        shade: resolved.undecided ? null : resolved.shade,
        toBeDecided: resolved.undecided,
      };
    }),
  );
  return {
    sizes: order.sizes.map(({ operations: _operations, ...size }) => size),
    colourways: order.colourways.map((colourway, index) => ({
      name: colourway.name,
      code: colourway.code,
      fabricColour: colourways[index]?.fabricColour ?? '',
      garments: colourway.garments,
    })),
    shades,
    byColourway: order.colourways.flatMap((colourway) =>
      order.threads.flatMap((thread) =>
        thread.colourways
          .filter((part) => part.index === colourway.index)
          .map((part) => ({
            colourway: colourway.name,
            brand: thread.brand,
            ticketTex: thread.ticketTex,
            shade: thread.shade,
            toBeDecided: thread.shadeToBeDecided,
            requirement: part.requirement,
          })),
      ),
    ),
    threadsToBeDecided: order.threads.map((thread) => thread.shadeToBeDecided),
    shadesToBeDecided: shades.filter((shade) => shade.toBeDecided).length,
  };
}

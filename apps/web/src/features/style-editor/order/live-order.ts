import type { OrderInputsDto, StyleOrderDto } from '@spool/contracts';
import {
  colourwaySchema,
  estimateOrder,
  isDomainError,
  styleThreadsOf,
  type ColourwayInput,
  type OrderFigures,
} from '@spool/domain';

/**
 * The order's figures as the user types: the domain's estimateOrder (the server's engine) on
 * the saved inputs with the colourways as drafted. Null while an operation is incomplete: no
 * figure can be shown then, as in the reports.
 *
 * @param inputs - the style's operations, setting, thread range and prices
 * @param order - the saved order: its sizes, run mode and gradings
 * @param drafts - the colourways as the user has them now, in order
 */
export function liveOrderFigures(
  inputs: OrderInputsDto,
  order: Pick<StyleOrderDto, 'sizeRange' | 'runMode' | 'gradings'>,
  drafts: readonly ColourwayInput[],
): OrderFigures | null {
  if (inputs.operations.length === 0) return null;
  const colourways = drafts.flatMap((draft) => {
    const parsed = colourwaySchema.safeParse(draft);
    return parsed.success ? [parsed.data] : [];
  });
  if (colourways.length === 0) return null;
  const gradings = new Map(order.gradings.map((entry) => [entry.operationId, entry.grading]));
  try {
    return estimateOrder({
      style: inputs.style,
      operations: inputs.operations.map((operation) => ({
        ...operation,
        grading: gradings.get(operation.id) ?? null,
      })),
      setting: inputs.setting,
      catalogue: inputs.catalogue,
      range: order.sizeRange,
      colourways,
      runMode: order.runMode,
      costFile: inputs.costFile,
    });
  } catch (error) {
    // An incomplete operation, or a thread the range no longer has: the reports refuse too.
    if (isDomainError(error)) return null;
    throw error;
  }
}

/** A row of Threads by colourway, named as the user knows the thread. */
export type ThreadRow = {
  readonly key: string;
  readonly brand: string;
  /** The ticket or the tex, as the custom setting counts; null when the range lost it. */
  readonly ticketTex: number | null;
  readonly ticketMode: 'tkt' | 'tex';
  readonly lineShade: string | null;
  /** The descriptions of the operations that sew with it. */
  readonly operations: readonly string[];
};

/**
 * The distinct threads of the style (brand, ticket/tex, line shade), first appearance first,
 * named from the thread range; a thread the range no longer has shows its ids.
 */
export function threadRowsOf(inputs: OrderInputsDto): ThreadRow[] {
  const { catalogue } = inputs;
  const mode = inputs.setting.ticketMode;
  return styleThreadsOf(inputs.operations).map((thread) => {
    const brand = catalogue.brands.find((entry) => entry.id === thread.brandId);
    const ticket = catalogue.ticketTexes.find((entry) => entry.id === thread.ticketTexId);
    return {
      key: thread.key,
      brand: brand?.name ?? String(thread.brandId),
      ticketTex: ticket ? (mode === 'tex' ? ticket.tex : ticket.ticket) : null,
      ticketMode: mode,
      lineShade: thread.shade,
      operations: thread.operations.map(
        (position) => inputs.operations[position - 1]?.description ?? String(position),
      ),
    };
  });
}

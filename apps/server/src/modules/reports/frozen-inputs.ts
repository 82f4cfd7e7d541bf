import type { OperationGrading } from '@spool/domain';
import type { StyleFigureInputs } from './style-estimates.js';

/** The format of the inputs a version stores, should it ever need reading differently. */
const frozenFormat = 1;

/** A style's figure inputs as a version stores them: plain JSON. */
export type FrozenInputs = Omit<StyleFigureInputs, 'style' | 'order' | 'approval'> & {
  readonly format: typeof frozenFormat;
  readonly style: Omit<StyleFigureInputs['style'], 'lastReportTime'> & {
    lastReportTime: string | null;
  };
  readonly order: Omit<StyleFigureInputs['order'], 'gradings'> & {
    readonly gradings: readonly (readonly [number, OperationGrading])[];
  };
};

/** The inputs as JSON, copied: nothing of them changes with what they were read from. */
export function freezeInputs({ approval: _approval, ...inputs }: StyleFigureInputs): FrozenInputs {
  const frozen: FrozenInputs = {
    ...inputs,
    format: frozenFormat,
    style: { ...inputs.style, lastReportTime: inputs.style.lastReportTime?.toISOString() ?? null },
    order: { ...inputs.order, gradings: [...inputs.order.gradings] },
  };
  return JSON.parse(JSON.stringify(frozen)) as FrozenInputs;
}

/** A version's stored inputs, as the estimates take them. */
export function thawInputs(frozen: FrozenInputs): StyleFigureInputs {
  return {
    ...frozen,
    style: {
      ...frozen.style,
      lastReportTime: frozen.style.lastReportTime ? new Date(frozen.style.lastReportTime) : null,
    },
    order: { ...frozen.order, gradings: new Map(frozen.order.gradings) },
  };
}

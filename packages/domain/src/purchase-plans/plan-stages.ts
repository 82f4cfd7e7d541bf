/** A style's stage as a plan reads it: an estimate, checked on a sample, or approved (frozen). */
export type PlanStyleStage = 'estimate' | 'sampleChecked' | 'approved';

/** What a plan's job says of a style's stage. */
type StagedStyle = {
  readonly stage?: PlanStyleStage | undefined;
  readonly version?: number | undefined;
  readonly order: { readonly styleId: number; readonly name: string };
};

/** A style of a plan that is not approved yet: its figures may still change. */
export type UnapprovedPlanStyle = {
  readonly styleId: number;
  readonly name: string;
  readonly stage: Exclude<PlanStyleStage, 'approved'>;
  /** The version being worked on; null when the job does not say. */
  readonly version: number | null;
};

/**
 * The styles of a plan that are not approved, in the plan's order (a style whose stage is not
 * given is an estimate): their figures may still change, which every output of the plan says,
 * and which a plan of approved styles only refuses.
 */
export function unapprovedStylesOf(job: {
  readonly styles: readonly StagedStyle[];
}): UnapprovedPlanStyle[] {
  return job.styles.flatMap((style) => {
    const stage = style.stage ?? 'estimate';
    if (stage === 'approved') return [];
    return [
      {
        styleId: style.order.styleId,
        name: style.order.name,
        stage,
        version: style.version ?? null,
      },
    ];
  });
}

import type { StyleStageDto, StyleVersionDto } from '@spool/contracts';
import { styleStages } from '@spool/contracts';
import { DomainError } from '@spool/domain';
import type { AuditTrail } from '../audit-logging/index.js';
import { freezeInputs } from './frozen-inputs.js';
import { reportsOf } from './reports.service.js';
import type { StyleFigureInputs } from './style-estimates.js';
import {
  styleStageCodes,
  type StyleVersionRow,
  type StyleVersionsRepository,
} from './style-versions.repository.js';

const toVersionDto = (row: StyleVersionRow): StyleVersionDto => ({
  ...row,
  approvedAt: row.approvedAt.toISOString(),
  reopenedAt: row.reopenedAt?.toISOString() ?? null,
  threadLengthUnit: row.threadLengthUnit === 'yd' ? 'yd' : 'm',
});

/**
 * A style's stages (Estimate, Sample-checked, Approved). Approving freezes everything its
 * figures are computed from as a version; from then on the database refuses changes to its
 * header, operations and order (migration 0028) until someone reopens it with a reason,
 * which starts the next version.
 */
export function createStyleStagesService({
  versions,
  liveInputs,
  hasSample,
  audit,
}: {
  versions: StyleVersionsRepository;
  /** Whether the style's sample results are kept: reopened, it is Sample-checked again. */
  hasSample: (styleId: number) => Promise<boolean>;
  /** What the style's figures are computed from as it stands (the reports module's). */
  liveInputs: (styleId: number) => Promise<StyleFigureInputs>;
  audit: Pick<AuditTrail, 'record'>;
}) {
  /** The style, locked: changes of its operations in flight end first (FOR KEY SHARE). */
  const lockedStyle = async (styleId: number, concurrencyStamp: string) => {
    const style = await versions.lockStyle(styleId);
    if (!style) throw new DomainError('Spool.Styles:StyleNotFound', { id: styleId });
    if (style.concurrencyStamp !== concurrencyStamp) throw new DomainError('Spool:Conflict');
    return style;
  };

  const stageOf = (
    styleId: number,
    stage: number,
    version: number,
    concurrencyStamp: string,
  ): StyleStageDto => ({
    styleId,
    stage: styleStages[stage] ?? 'estimate',
    version,
    concurrencyStamp,
  });

  return {
    async approve(
      styleId: number,
      { note, concurrencyStamp }: { note: string | null; concurrencyStamp: string },
      actor: string | null,
    ): Promise<StyleStageDto> {
      const style = await lockedStyle(styleId, concurrencyStamp);
      if (style.stage === styleStageCodes.approved) {
        throw new DomainError('Spool.Styles:StyleApproved');
      }
      const inputs = await liveInputs(styleId);
      // Refused like its reports while an operation is incomplete or a thread is unusable.
      const reports = reportsOf(inputs);
      await versions.insertVersion({
        styleId,
        version: style.version,
        approvedBy: actor,
        note,
        inputs: freezeInputs({ ...inputs, isTensionSettingsChanged: false }),
        singleGarmentConsumption: reports.estimate.totalConsumption,
        orderThread: reports.plan.totalUnusedThread.requirement,
        threadLengthUnit: reports.estimate.threadLengthUnit,
      });
      const stamp = await versions.setStage(
        styleId,
        styleStageCodes.approved,
        style.version,
        actor,
      );
      await audit.record({
        action: 'Approved',
        entityType: 'Style',
        entityId: String(styleId),
        entityName: style.name,
        after: { version: style.version, note },
      });
      return stageOf(styleId, styleStageCodes.approved, style.version, stamp);
    },

    async reopen(
      styleId: number,
      { reason, concurrencyStamp }: { reason: string; concurrencyStamp: string },
      actor: string | null,
    ): Promise<StyleStageDto> {
      const style = await lockedStyle(styleId, concurrencyStamp);
      if (style.stage !== styleStageCodes.approved) {
        throw new DomainError('Spool.Styles:StyleNotApproved');
      }
      await versions.markReopened(styleId, style.version, actor, reason);
      const next = style.version + 1;
      const stage = (await hasSample(styleId))
        ? styleStageCodes.sampleChecked
        : styleStageCodes.estimate;
      const stamp = await versions.setStage(styleId, stage, next, actor);
      await audit.record({
        action: 'Reopened',
        entityType: 'Style',
        entityId: String(styleId),
        entityName: style.name,
        before: { version: style.version },
        after: { version: next, reason },
      });
      return stageOf(styleId, stage, next, stamp);
    },

    async versionsOf(styleId: number): Promise<StyleVersionDto[]> {
      if (!(await versions.styleExists(styleId))) {
        throw new DomainError('Spool.Styles:StyleNotFound', { id: styleId });
      }
      return (await versions.findVersions(styleId)).map(toVersionDto);
    },
  };
}

export type StyleStagesService = ReturnType<typeof createStyleStagesService>;

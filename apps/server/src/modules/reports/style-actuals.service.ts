import type { StyleActualsDto, VersionActualsDto } from '@spool/contracts';
import {
  approvedThreadsOf,
  checkActualLines,
  compareActualUse,
  DomainError,
  roundHalfAwayFromZero,
  type ActualLine,
  type ApprovedThread,
} from '@spool/domain';
import type { AuditTrail } from '../audit-logging/index.js';
import { thawInputs } from './frozen-inputs.js';
import { orderFiguresOf } from './style-estimates.js';
import type { StyleActualRow, StyleActualsRepository } from './style-actuals.repository.js';
import { styleStageCodes, type StyleVersionsRepository } from './style-versions.repository.js';

/** A thread as a person names it: "Northstar Corespun 120 Navy". */
export const threadName = (thread: Pick<ApprovedThread, 'brand' | 'ticketTex' | 'shade'>) =>
  [thread.brand, thread.ticketTex, thread.shade ?? ''].join(' ').trim();

const toVersionDto = (row: StyleActualRow): VersionActualsDto => ({
  version: row.version,
  threads: row.figures.threads.map(toThreadDto),
  lines: row.lines,
  comparison: {
    ...row.figures.comparison,
    threads: [...row.figures.comparison.threads],
    families: [...row.figures.comparison.families],
  },
  note: row.note,
  recordedBy: row.recordedBy,
  recordedAt: row.recordedAt.toISOString(),
  concurrencyStamp: row.concurrencyStamp,
});

const toThreadDto = ({ families: _families, ...thread }: ApprovedThread) => thread;

/**
 * What production really used for a style's approved versions. It is recorded for the version
 * the style stands at, against the threads that version approved (computed from its frozen
 * inputs); the comparison is kept with the record, so that the accuracy screen reads it as
 * saved. Recording is not a change of the style: an approved style stays frozen.
 */
export function createStyleActualsService({
  versions,
  actuals,
  styleOf,
  threadLengthUnit,
  audit,
}: {
  versions: Pick<StyleVersionsRepository, 'lockStyle' | 'findVersion'>;
  actuals: StyleActualsRepository;
  /** The style's name, stage and version as they stand, unlocked (reads). */
  styleOf: (
    styleId: number,
  ) => Promise<{ name: string; stage: number; version: number } | undefined>;
  /** The tenant's thread unit, m or yd. */
  threadLengthUnit: () => Promise<'m' | 'yd'>;
  audit: Pick<AuditTrail, 'record'>;
}) {
  /** The order figures of an approved version, from what it froze. */
  const approvedOrderOf = async (styleId: number, version: number) => {
    const stored = await versions.findVersion(styleId, version);
    if (!stored) throw new DomainError('Spool.Styles:StyleNotApproved');
    const order = orderFiguresOf(thawInputs(stored.inputs));
    return { order, threads: approvedThreadsOf(order) };
  };

  return {
    async actualsOf(styleId: number): Promise<StyleActualsDto> {
      const style = await styleOf(styleId);
      if (!style) throw new DomainError('Spool.Styles:StyleNotFound', { id: styleId });
      let current: StyleActualsDto['current'] = null;
      if (style.stage === styleStageCodes.approved) {
        const { order, threads } = await approvedOrderOf(styleId, style.version);
        current = {
          version: style.version,
          garments: order.garments,
          allowancePercent: order.allowancePercent,
          threads: threads.map(toThreadDto),
        };
      }
      return {
        styleId,
        threadLengthUnit: await threadLengthUnit(),
        current,
        versions: (await actuals.findActuals(styleId)).map(toVersionDto),
      };
    },

    async record(
      styleId: number,
      input: { lines: ActualLine[]; note: string | null; concurrencyStamp: string | null },
      actor: string | null,
    ): Promise<VersionActualsDto> {
      // Held until the end: a reopening in flight cannot slip between the check and the save.
      const style = await versions.lockStyle(styleId);
      if (!style) throw new DomainError('Spool.Styles:StyleNotFound', { id: styleId });
      if (style.stage !== styleStageCodes.approved) {
        throw new DomainError('Spool.Styles:StyleNotApproved');
      }
      const before = await actuals.findActual(styleId, style.version);
      if ((before?.concurrencyStamp ?? null) !== input.concurrencyStamp) {
        throw new DomainError('Spool:Conflict');
      }
      const { order, threads } = await approvedOrderOf(styleId, style.version);
      const lines = checkActualLines(
        input.lines,
        threads.map((thread) => ({
          key: thread.key,
          name: threadName(thread),
          packageM: thread.packageM,
        })),
      );
      const comparison = compareActualUse(order, threads, lines);
      const saved = await actuals.saveActual({
        styleId,
        version: style.version,
        lines,
        figures: { threads, comparison },
        note: input.note,
        recordedBy: actor,
      });
      const summary = (row: StyleActualRow) => ({
        version: row.version,
        actualUseM: roundHalfAwayFromZero(row.figures.comparison.order.actualM, 2),
        differencePercent: roundHalfAwayFromZero(
          row.figures.comparison.order.differencePercent ?? 0,
          2,
        ),
        note: row.note,
      });
      await audit.record({
        action: before ? 'Updated' : 'Created',
        entityType: 'StyleActuals',
        entityId: `${styleId}/${style.version}`,
        entityName: style.name,
        before: before ? summary(before) : null,
        after: summary(saved),
        subject: { type: 'Style', id: styleId },
      });
      return toVersionDto(saved);
    },
  };
}

export type StyleActualsService = ReturnType<typeof createStyleActualsService>;

import type {
  CalibrateFromSampleResult,
  SaveStyleSampleBody,
  StyleSampleDto,
} from '@spool/contracts';
import { styleStages } from '@spool/contracts';
import {
  builtInDefaultSettingName,
  calibrationSamplesOfSample,
  DomainError,
  isOperationComplete,
  measuredByKey,
  operationSampleRows,
  sampleVariance,
  styleSampleSchema,
  threadSampleRows,
  type CalibrationSampleValues,
  type SampleEstimateRow,
  type ThreadCatalogueInput,
} from '@spool/domain';
import { z } from 'zod';
import type { AuditTrail } from '../audit-logging/index.js';
import type { StyleFigureInputs } from './style-estimates.js';
import type { StyleSamplesRepository } from './style-samples.repository.js';
import { styleStageCodes, type StyleVersionsRepository } from './style-versions.repository.js';

/** What keeps unravel samples for a setting's stitch: the settings module's calibration. */
export type SampleCalibration = {
  keepSamples(
    settingId: number,
    code: string,
    values: readonly CalibrationSampleValues[],
  ): Promise<CalibrateFromSampleResult>;
};

/** "Astra · Tkt 120 · Navy": a thread by the names a planner knows. */
function threadName(
  catalogue: ThreadCatalogueInput,
  row: { brandId: number | null; ticketTexId: number | null; shade: string | null },
): string {
  const brand = catalogue.brands.find((entry) => entry.id === row.brandId)?.name;
  const ticketTex = catalogue.ticketTexes.find((entry) => entry.id === row.ticketTexId);
  return [brand, ticketTex ? `Tkt ${ticketTex.ticket}` : undefined, row.shade]
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join(' · ');
}

/**
 * A style's sample, the evidence of its Sample-checked stage: entering one makes an Estimate
 * Sample-checked, removing it makes it an Estimate again. An approved style's sample is frozen
 * with it by the database (migration 0029) and compared with the approved version's figures.
 */
export function createStyleSamplesService({
  samples,
  versions,
  figureInputs,
  customSettingsOn,
  calibration,
  audit,
}: {
  samples: StyleSamplesRepository;
  versions: Pick<StyleVersionsRepository, 'findStage' | 'lockStyle' | 'setStage'>;
  /** What the style's figures are computed from: its approved version's, or as it stands. */
  figureInputs: (styleId: number) => Promise<StyleFigureInputs>;
  customSettingsOn: () => Promise<boolean>;
  calibration: SampleCalibration;
  audit: Pick<AuditTrail, 'record'>;
}) {
  const rowsOf = (inputs: StyleFigureInputs) => {
    const operations = new Map(inputs.operations.map((operation) => [operation.id, operation]));
    return {
      operationRows: operationSampleRows(inputs.operations, inputs.setting).map((row) => ({
        ...row,
        description: operations.get(row.operationId)?.description ?? '',
        stitchTypeCode: operations.get(row.operationId)?.stitchTypeCode ?? '',
      })),
      threadRows: threadSampleRows(inputs.operations, inputs.setting).map((row) => ({
        ...row,
        thread: threadName(inputs.catalogue, row),
      })),
    };
  };

  /** The style locked against changes in flight, or 404. */
  const lockedStyle = async (styleId: number) => {
    const style = await versions.lockStyle(styleId);
    if (!style) throw new DomainError('Spool.Styles:StyleNotFound', { id: styleId });
    if (style.stage === styleStageCodes.approved) {
      throw new DomainError('Spool.Styles:StyleApproved');
    }
    return style;
  };

  const view = async (styleId: number): Promise<StyleSampleDto> => {
    const style = await versions.findStage(styleId);
    if (!style) throw new DomainError('Spool.Styles:StyleNotFound', { id: styleId });
    const inputs = await figureInputs(styleId);
    const sample = await samples.findSample(styleId);
    const measured = sample ? measuredByKey(sample) : new Map<string, number>();
    const { operationRows, threadRows } = rowsOf(inputs);
    const withMeasured = <Row extends SampleEstimateRow>(rows: Row[], basis: string) =>
      rows.map((row) => ({
        ...row,
        measuredCm: sample?.basis === basis ? (measured.get(row.key) ?? null) : null,
      }));
    const settingId = inputs.style.customSettingId;
    return {
      styleId,
      stage: styleStages[style.stage] ?? 'estimate',
      basis: sample?.basis ?? null,
      note: sample?.note ?? null,
      enteredBy: sample?.enteredBy ?? null,
      enteredAt: sample?.enteredAt.toISOString() ?? null,
      concurrencyStamp: sample?.concurrencyStamp ?? null,
      styleConcurrencyStamp: style.concurrencyStamp,
      operationRows: withMeasured(operationRows, 'operation'),
      threadRows: withMeasured(threadRows, 'thread'),
      incompleteOperations: inputs.operations.filter((operation) => !isOperationComplete(operation))
        .length,
      garment: sample
        ? sampleVariance(sample.basis === 'operation' ? operationRows : threadRows, measured)
            .garment
        : null,
      setting: {
        id: settingId,
        name: settingId === 0 ? builtInDefaultSettingName : (inputs.setting.name ?? ''),
        calibratable: settingId !== 0 && (await customSettingsOn()),
      },
    };
  };

  return {
    view,

    /**
     * Enters or corrects the sample: each result must name a line or thread of the style's
     * complete operations (400 on the result at fault), the stamp must be the sample's (409).
     */
    async save(
      styleId: number,
      body: SaveStyleSampleBody,
      actor: string | null,
    ): Promise<StyleSampleDto> {
      const style = await lockedStyle(styleId);
      const existing = await samples.findSample(styleId, true);
      if ((existing?.concurrencyStamp ?? null) !== body.concurrencyStamp) {
        throw new DomainError('Spool:Conflict');
      }
      const sample = styleSampleSchema.parse({ basis: body.basis, results: body.results });
      const { operationRows, threadRows } = rowsOf(await figureInputs(styleId));
      const known = new Set(
        (sample.basis === 'operation' ? operationRows : threadRows).map((row) => row.key),
      );
      const unknown = [...measuredByKey(sample).keys()].flatMap((key, index) =>
        known.has(key)
          ? []
          : [
              {
                code: 'custom' as const,
                path: ['results', index],
                message: 'styleSample.validation.notInStyle',
                input: sample.results[index],
              },
            ],
      );
      if (unknown.length > 0) throw new z.ZodError(unknown);
      await samples.saveSample(styleId, { ...sample, note: body.note, enteredBy: actor });
      if (style.stage === styleStageCodes.estimate) {
        await versions.setStage(styleId, styleStageCodes.sampleChecked, style.version, actor);
      }
      await audit.record({
        action: existing ? 'Updated' : 'Created',
        entityType: 'StyleSample',
        entityId: String(styleId),
        entityName: style.name,
        before: existing ? { measuredLines: existing.results.length, note: existing.note } : null,
        after: { measuredLines: sample.results.length, note: body.note },
        subject: { type: 'Style', id: styleId },
      });
      return view(styleId);
    },

    /** Removes the sample: a Sample-checked style is an Estimate again. */
    async remove(
      styleId: number,
      concurrencyStamp: string,
      actor: string | null,
    ): Promise<StyleSampleDto> {
      const style = await lockedStyle(styleId);
      const existing = await samples.findSample(styleId, true);
      if (!existing || existing.concurrencyStamp !== concurrencyStamp) {
        throw new DomainError('Spool:Conflict');
      }
      await samples.deleteSample(styleId);
      if (style.stage === styleStageCodes.sampleChecked) {
        await versions.setStage(styleId, styleStageCodes.estimate, style.version, actor);
      }
      await audit.record({
        action: 'Deleted',
        entityType: 'StyleSample',
        entityId: String(styleId),
        entityName: style.name,
        before: { measuredLines: existing.results.length, note: existing.note },
        subject: { type: 'Style', id: styleId },
      });
      return view(styleId);
    },

    /**
     * Keeps the unpicked operations of one stitch as unravel samples of the style's custom
     * setting, and answers the calibration with its proposal, which is applied as any other
     * (its confirmation, and the flag on the styles using the setting).
     */
    async calibrate(styleId: number, code: string): Promise<CalibrateFromSampleResult> {
      const sample = await samples.findSample(styleId);
      if (!sample || sample.basis !== 'operation') {
        if (!(await versions.findStage(styleId))) {
          throw new DomainError('Spool.Styles:StyleNotFound', { id: styleId });
        }
        throw new DomainError('Spool.Styles:SampleNotUnpicked');
      }
      const inputs = await figureInputs(styleId);
      const values = calibrationSamplesOfSample(inputs.operations, inputs.setting, sample.results)
        .filter((found) => found.stitchTypeCode === code)
        .map(({ stitchTypeCode: _code, ...rest }) => rest);
      if (values.length === 0) {
        throw new DomainError('Spool.Styles:NoUnpickedOperationOfStitch', { code });
      }
      return calibration.keepSamples(inputs.style.customSettingId, code, values);
    },
  };
}

export type StyleSamplesService = ReturnType<typeof createStyleSamplesService>;

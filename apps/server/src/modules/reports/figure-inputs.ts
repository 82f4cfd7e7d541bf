import { DomainError, type CostFileInput } from '@spool/domain';
import { thawInputs } from './frozen-inputs.js';
import type { ReportStyle, ReportsRepository } from './reports.repository.js';
import {
  toOperationInput,
  type StyleEstimates,
  type StyleFigureInputs,
  type StyleOrderInputs,
} from './style-estimates.js';
import { styleStageCodes, type StyleVersionsRepository } from './style-versions.repository.js';

/**
 * What a style's figures are computed from, wherever they are shown (reports, live figures,
 * the style window's totals): an approved style's from its frozen version, any other's from
 * its data, its custom setting, the thread range and the prices as they stand.
 */
export function createFigureInputs({
  reports,
  versions,
  costFiles,
  orders,
  estimates,
}: {
  reports: Pick<ReportsRepository, 'findOperations' | 'haveStitchValuesChangedSince'>;
  versions: Pick<StyleVersionsRepository, 'findVersion'>;
  costFiles: { findCostFileForPricing(): Promise<CostFileInput> };
  orders: (styleId: number) => Promise<StyleOrderInputs>;
  estimates: Pick<StyleEstimates, 'tenant' | 'settingOf'>;
}) {
  const live = async (style: ReportStyle): Promise<StyleFigureInputs> => {
    const operations = await reports.findOperations(style.id);
    const codes = [...new Set(operations.map((operation) => operation.stitchTypeCode))];
    const isTensionSettingsChanged = style.lastReportTime
      ? await reports.haveStitchValuesChangedSince(
          style.customSettingId,
          codes,
          style.lastReportTime,
        )
      : false;
    const tenant = await estimates.tenant();
    return {
      style,
      operations: operations.map(toOperationInput),
      order: await orders(style.id),
      costFile: await costFiles.findCostFileForPricing(),
      setting: await estimates.settingOf(style.customSettingId),
      catalogue: tenant.catalogue,
      lengthUnit: tenant.lengthUnit,
      isTensionSettingsChanged,
    };
  };

  return {
    live,

    async of(style: ReportStyle): Promise<StyleFigureInputs> {
      if (style.stage !== styleStageCodes.approved) return live(style);
      const version = await versions.findVersion(style.id, style.version);
      if (!version) throw new DomainError('Spool:NotFound');
      const frozen = thawInputs(version.inputs);
      // The frozen header, with what the style's row says of its stage and reports now.
      return {
        ...frozen,
        style: {
          ...frozen.style,
          stage: style.stage,
          version: style.version,
          lastReportTime: style.lastReportTime,
        },
        approval: { approvedAt: version.approvedAt, approvedBy: version.approvedBy },
      };
    },
  };
}

export type FigureInputs = ReturnType<typeof createFigureInputs>;

import {
  effectiveOrder,
  estimateOrder,
  type Colourway,
  type OperationGrading,
  type OrderFigures,
  type RunMode,
  type SizeRange,
  type CostFileInput,
  ticketModeFromCode,
  weightTypeCodes,
  type AllowanceBand,
  type ColourGroupCode,
  type CustomSettingInput,
  type OperationInput,
  type StyleDetailsInput,
  type ThreadCatalogueInput,
  type WeightType,
} from '@spool/domain';
import type { ReportOperation, ReportStyle, ReportsRepository } from './reports.repository.js';

const weightTypeOfCode = (code: number): WeightType =>
  (Object.keys(weightTypeCodes) as WeightType[]).find((name) => weightTypeCodes[name] === code) ??
  'standard';

/** An operation as stored (metric), as the engine reads it: every field there. */
export function toOperationInput(operation: ReportOperation) {
  return {
    id: operation.id,
    description: operation.description,
    stitchTypeCode: operation.stitchTypeCode,
    seamLengthCm: operation.seamLengthCm,
    ratePer3Cm: operation.rate,
    bightMm: operation.bightMm,
    seamThicknessMm: operation.seamThicknessMm,
    rows: operation.quantity,
    machines: operation.machines,
    lines: operation.lines.map((line) => ({
      needleName: line.needleName,
      brandId: line.brandId,
      ticketTexId: line.ticketTexId,
      packageSizeId: line.packageSizeId,
      shade: line.shade,
    })),
  } satisfies OperationInput;
}

export type StoredOperationInput = ReturnType<typeof toOperationInput>;

/**
 * A style's order as stored: its own range (none: its header's size), colourways with their ids
 * (a plan line names the colourways it takes by id, an approved version's too), gradings.
 */
export type StyleOrderInputs = {
  readonly range: SizeRange | null;
  readonly runMode: RunMode;
  readonly colourways: readonly (Colourway & { readonly id: number })[];
  readonly gradings: ReadonlyMap<number, OperationGrading>;
};

/**
 * Everything a style's figures are computed from: what its reports print now, or what an
 * approved version froze.
 */
export type StyleFigureInputs = {
  readonly style: ReportStyle;
  readonly operations: readonly StoredOperationInput[];
  readonly order: StyleOrderInputs;
  readonly costFile: CostFileInput;
  readonly setting: CustomSettingInput;
  readonly catalogue: ThreadCatalogueInput;
  readonly lengthUnit: 'metric' | 'imperial';
  readonly isTensionSettingsChanged: boolean;
  /** Who approved the version these inputs were frozen in, and when (not frozen itself). */
  readonly approval?: { readonly approvedAt: Date; readonly approvedBy: string | null };
};

/** The style's header as the engine reads it. */
export function detailsOf(
  style: ReportStyle,
  lengthUnit: 'metric' | 'imperial',
  isTensionSettingsChanged: boolean,
): StyleDetailsInput {
  return {
    name: style.name,
    customer: style.customer,
    createdBy: style.createdBy ?? '',
    productCategory: style.productCategory,
    productType: style.productType,
    weightType: weightTypeOfCode(style.weightType),
    color: style.color ?? '',
    size: style.size ?? '',
    description: style.description ?? '',
    garments: style.quantity,
    productionLines: style.numberOfProductionLines,
    lengthUnit,
    isTensionSettingsChanged,
  };
}

/**
 * The figures of the style's order in its colourways and sizes (its header's single colourway
 * and size when it has none of its own), priced with the cost file: from its inputs alone.
 */
export function orderFiguresOf(
  inputs: Omit<StyleFigureInputs, 'operations'> & {
    readonly operations: readonly OperationInput[];
  },
): OrderFigures {
  const { style, order } = inputs;
  const { range, colourways } = effectiveOrder(
    { color: style.color, size: style.size, garments: style.quantity },
    order.range,
    order.colourways,
  );
  return estimateOrder({
    style: detailsOf(style, inputs.lengthUnit, inputs.isTensionSettingsChanged),
    operations: inputs.operations.map((operation) => ({
      ...operation,
      grading: order.gradings.get(Number(operation.id)) ?? null,
    })),
    setting: inputs.setting,
    catalogue: inputs.catalogue,
    range,
    colourways,
    runMode: order.runMode,
    costFile: inputs.costFile,
  });
}

/** The order of a style with no sizes or colourways of its own: its header's. */
export const singleColourwayOrder: StyleOrderInputs = {
  range: null,
  runMode: 'sequential',
  colourways: [],
  gradings: new Map(),
};

/** What every estimate of a tenant's styles reads besides the style: its unit and thread range. */
export type TenantEstimateContext = {
  readonly lengthUnit: 'metric' | 'imperial';
  readonly catalogue: ThreadCatalogueInput;
  /** The custom settings read so far, by id (0 is the built-in Default). */
  readonly settings: Map<number, CustomSettingInput>;
  readonly defaultAllowancePercent: number;
  readonly defaultTicketMode: 'tkt' | 'tex';
};

/**
 * The estimates of a tenant's styles, all with the one engine of `@spool/domain` (the reports,
 * the style window's figures and the grid's stored SGC): the configuration and the thread range
 * are read once, each custom setting once however many styles use it.
 */
export function createStyleEstimates(reports: ReportsRepository) {
  let context: Promise<TenantEstimateContext> | undefined;

  const readContext = async (): Promise<TenantEstimateContext> => {
    const configuration = await reports.findSystemConfiguration();
    const catalogue = await reports.findThreadCatalogue();
    return {
      lengthUnit: configuration?.seamLengthUnit === 1 ? 'imperial' : 'metric',
      catalogue: {
        brands: catalogue.brandRows,
        ticketTexes: catalogue.ticketTexRows,
        packageSizes: catalogue.packageSizeRows.map((size) => ({ ...size, unit: 'm' as const })),
        shades: catalogue.shadeRows.map((shade) => ({
          name: shade.name,
          colourGroup: shade.colourGroup as ColourGroupCode,
        })),
        defaultColourGroup: (configuration?.defaultColourGroup ?? null) as ColourGroupCode | null,
      },
      settings: new Map(),
      defaultAllowancePercent: configuration?.defaultAllowance ?? 0,
      defaultTicketMode: ticketModeFromCode(configuration?.tktTex ?? 'Tkt'),
    };
  };

  const tenantContext = () => (context ??= readContext());

  /** The style's custom setting as the engine takes it (the built-in Default for 0 or a gone one). */
  const settingOf = async (customSettingId: number): Promise<CustomSettingInput> => {
    const tenant = await tenantContext();
    const known = tenant.settings.get(customSettingId);
    if (known) return known;
    const setting =
      customSettingId === 0 ? undefined : await reports.findCustomSetting(customSettingId);
    const input: CustomSettingInput = {
      name: setting?.name ?? 'Default',
      allowancePercent: setting?.defaultAllowance ?? tenant.defaultAllowancePercent,
      // Stored only once allowanceBandsSchema accepted them; null (flat) for the Default.
      allowanceBands: (setting?.allowanceBands ?? null) as AllowanceBand[] | null,
      ticketMode:
        setting?.tktTex === null || setting?.tktTex === undefined
          ? tenant.defaultTicketMode
          : setting.tktTex === 'Tex'
            ? 'tex'
            : 'tkt',
      stitchSettings: Object.fromEntries(
        (setting?.stitches ?? []).map((stitch) => [
          stitch.code,
          {
            needle: stitch.needle,
            under: stitch.under,
            top: stitch.top,
            bightMm: stitch.bightMm,
            wastePercent: stitch.wastePercent,
          },
        ]),
      ),
    };
    tenant.settings.set(customSettingId, input);
    return input;
  };

  /** What the engine takes to estimate the style: its header and its custom setting. */
  const inputsOf = async (
    style: ReportStyle,
    isTensionSettingsChanged = false,
  ): Promise<{ details: StyleDetailsInput; setting: CustomSettingInput }> => {
    const tenant = await tenantContext();
    return {
      details: detailsOf(style, tenant.lengthUnit, isTensionSettingsChanged),
      setting: await settingOf(style.customSettingId),
    };
  };

  return {
    settingOf,

    /** The tenant's unit and thread range, read once. */
    tenant: tenantContext,

    inputsOf,

    /**
     * The figures of the style's order in its colourways and sizes (its header's single
     * colourway and size when it has none of its own), priced with the cost file.
     */
    async order(
      style: ReportStyle,
      operations: readonly OperationInput[],
      order: StyleOrderInputs,
      costFile: CostFileInput,
      isTensionSettingsChanged = false,
    ): Promise<OrderFigures> {
      const tenant = await tenantContext();
      return orderFiguresOf({
        style,
        operations,
        order,
        costFile,
        setting: await settingOf(style.customSettingId),
        catalogue: tenant.catalogue,
        lengthUnit: tenant.lengthUnit,
        isTensionSettingsChanged,
      });
    },
  };
}

export type StyleEstimates = ReturnType<typeof createStyleEstimates>;

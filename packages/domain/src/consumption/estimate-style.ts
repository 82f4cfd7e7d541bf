import { allowanceOfOrder, type AllowanceBand } from './allowance-bands.js';
import { z } from 'zod';
import type { ColourGroupCode } from '../shades/colour-group.js';
import { shadeKey } from '../shades/colour-group.js';
import {
  getThread,
  threadCatalogueSchema,
  unusableValueOf,
  type PackageUnit,
  type ThreadCatalogueInput,
  type UnusableThreadValue,
} from '../catalogue/thread-catalogue.js';
import { DomainError } from '../errors.js';
import {
  bightForDisplay,
  consumptionPerTenForDisplay,
  lengthUnitSchema,
  rateForDisplay,
  seamLengthForDisplay,
  threadLengthForDisplay,
  threadLengthUnit,
  type LengthUnit,
} from '../units/length-unit.js';
import type { TicketMode } from '../units/ticket-tex.js';
import { estimateOperation, type ConsumptionBasis } from './estimate-operation.js';
import { isOperationComplete, type OperationInput } from './operation-input.js';
import { getStitchType } from './stitch-catalogue.js';
import {
  customSettingSchema,
  stitchSettingFor,
  type CustomSettingInput,
} from './stitch-setting.js';
import type { ComponentGroup } from './stitch-type.js';

/** Fabric weight of a style (core-domain specification, section 9): light 1, standard 2, heavy 3. */
export const weightTypeSchema = z.enum(['light', 'standard', 'heavy'], {
  error: 'validation.invalid',
});
export type WeightType = z.infer<typeof weightTypeSchema>;

const text = z.string({ error: 'validation.invalid' }).trim().default('');

/**
 * The style's header as the Single Garment Consumption report needs it. `garments` is the
 * style's quantity, `productionLines` its number of production lines, both at least 1.
 */
export const styleDetailsInputSchema = z.object({
  name: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }),
  customer: text,
  createdBy: text,
  productCategory: text,
  productType: text,
  weightType: weightTypeSchema.default('standard'),
  color: text,
  size: text,
  description: text,
  garments: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.wholeNumber' })
    .min(1, { error: 'validation.min' }),
  productionLines: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.wholeNumber' })
    .min(1, { error: 'validation.min' }),
  lengthUnit: lengthUnitSchema.default('metric'),
  /** Whether a setting value this style uses changed since its reports were last produced. */
  isTensionSettingsChanged: z.boolean().default(false),
});
export type StyleDetailsInput = z.input<typeof styleDetailsInputSchema>;

/** The report's style details, with the specification's field names (section 3). */
export type StyleDetails = {
  readonly name: string;
  readonly customer: string;
  readonly createdBy: string;
  readonly productCategory: string;
  readonly productType: string;
  readonly weightType: WeightType;
  readonly color: string;
  readonly size: string;
  readonly description: string;
  /** Garments of the style. */
  readonly quantity: number;
  readonly noOfProductionLines: number;
  /** Allowance of the style's order, %: its custom setting's, or its band's for its garments. */
  readonly allowance: number;
  /** The band of the setting's table the allowance was read from; absent for a flat one. */
  readonly allowanceBand?: AllowanceBand;
  readonly tktOrTex: TicketMode;
};

/**
 * One component line of the report. Lengths are in the style's unit: thread in m (metric)
 * or yd (imperial); consumption per 10 cm in cm, or per 3.94 inch in inches.
 */
export type StyleOperationLine = {
  readonly needleName: string;
  readonly group: ComponentGroup;
  readonly brandId: number;
  readonly brand: string;
  readonly ticketTexId: number;
  /** The ticket or the tex, as the custom setting's Tkt/Tex mode says. */
  readonly ticketTex: number;
  readonly ticket: number;
  readonly tex: number;
  readonly shade: string | null;
  readonly colourGroup: ColourGroupCode | null;
  readonly packageSizeId: number;
  readonly packageLength: number;
  readonly packageUnit: PackageUnit;
  readonly article: string | null;
  /** Thread per garment of the line with waste, m or yd. */
  readonly threadConsumption: number;
  /** Number of threads in the line (each needs its own package on every machine). */
  readonly threadQuantity: number;
  /** Thread per 10 cm of seam in cm (per 3.94 inch in inches), or per cycle for cycle operations. */
  readonly consumptionPerTen: number;
  /** Thread per garment of the line with waste, m (stored unit, whatever the style's unit). */
  readonly threadPerGarmentM: number;
  /** A value of the line's thread that no estimate can use; null when all can be used. */
  readonly unusable: UnusableThreadValue | null;
};

/**
 * A thread of the range with a value that no estimate can use (stored before the forms refused
 * it): the reports print everything else, show the thread as invalid and say what to correct.
 */
export type UnusableThread = UnusableThreadValue & {
  readonly brand: string;
  readonly ticket: number;
  readonly tex: number;
  /** The package size's length, in `packageUnit`. */
  readonly packageLength: number;
  readonly packageUnit: PackageUnit;
};

/** One operation of the report; hidden inputs are null (they were not asked). */
export type OperationSummary = {
  readonly id: number | string | null;
  readonly description: string;
  readonly stitchTypeCode: string;
  readonly stitchTypeName: string;
  readonly isCycle: boolean;
  readonly consumptionBasis: ConsumptionBasis;
  /** cm or inches. */
  readonly seamLength: number | null;
  /** Stitches per 3 cm or per inch. */
  readonly rate: number | null;
  /** mm or inches. */
  readonly bight: number | null;
  /** mm (not converted in Imperial). */
  readonly seamThickness: number | null;
  /** Rows, or cycles for cycle operations. */
  readonly quantity: number | null;
  readonly machines: number;
  readonly wastePercent: number;
  /** Thread per garment of the operation with waste, m or yd. */
  readonly threadConsumption: number;
  readonly styleOperations: readonly StyleOperationLine[];
};

/** Thread per garment of one thread (brand, ticket/tex, shade) across the style. */
export type ThreadConsumptionSummary = {
  readonly brandId: number;
  readonly brand: string;
  readonly ticketTexId: number;
  readonly ticketTex: number;
  readonly shade: string | null;
  /** m or yd per garment. */
  readonly totalThreadConsumption: number;
  /** Whether a line of the thread has a value no estimate can use. */
  readonly unusable: boolean;
};

/** The data of the Single Garment Consumption report (core-domain specification, section 3). */
export type StyleEstimate = {
  readonly lengthUnit: LengthUnit;
  /** Unit of every thread length of the report: m (metric) or yd (imperial). */
  readonly threadLengthUnit: 'm' | 'yd';
  readonly styleDetails: StyleDetails;
  readonly threadConsumptionSummaries: readonly ThreadConsumptionSummary[];
  /** Single garment consumption (SGC) of the style, m or yd. */
  readonly totalConsumption: number;
  readonly operationSummary: readonly OperationSummary[];
  readonly isTensionSettingsChanged: boolean;
  /** Each thread with a value no estimate can use, once, first appearance first. */
  readonly unusableThreads: readonly UnusableThread[];
};

/**
 * Estimates a style's single garment consumption (CONSUMPTION.md section 4): every
 * operation by {@link estimateOperation} with its stitch's values in the custom setting,
 * then summed per thread (brand, ticket/tex, shade, first appearance first) and in total.
 * Every operation must be complete ({@link isOperationComplete}); otherwise it throws
 * `Spool.Reports:IncompleteOperationData` ("Incomplete data in operation. Can not download
 * the report", core-domain specification section 8) naming the first incomplete one.
 * Output lengths are in the style's unit (m or yd; per 10 cm in cm or per 3.94 inch in
 * inches), unrounded.
 *
 * @param style - the style's header; garments and production lines are counts
 * @param operations - the style's operations in stored units (cm, stitches per 3 cm, mm)
 * @param customSetting - the style's custom setting (allowance in %, values in cm per 10 cm)
 * @param threadCatalogue - brands, ticket/tex entries, package sizes (m or yd) and shades
 */
export function estimateStyle(
  style: StyleDetailsInput,
  operations: readonly OperationInput[],
  customSetting: CustomSettingInput,
  threadCatalogue: ThreadCatalogueInput,
): StyleEstimate {
  const details = styleDetailsInputSchema.parse(style);
  const setting = customSettingSchema.parse(customSetting);
  const allowance = allowanceOfOrder(setting, details.garments);
  const catalogue = threadCatalogueSchema.parse(threadCatalogue);
  const unit = details.lengthUnit;

  operations.forEach((operation, index) => {
    if (!isOperationComplete(operation)) throw incompleteOperation(index, operation);
  });

  const summaries = new Map<string, ThreadConsumptionSummary & { metres: number }>();
  const unusableThreads = new Map<string, UnusableThread>();
  const operationSummary = operations.map((operation, operationIndex): OperationSummary => {
    const stitch = getStitchType(operation.stitchTypeCode.trim());
    const estimate = estimateOperation(operation, stitchSettingFor(setting, stitch.code));
    const styleOperations = estimate.lines.map((line, lineIndex): StyleOperationLine => {
      const { brandId, ticketTexId, packageSizeId } = line;
      if (brandId === null || ticketTexId === null || packageSizeId === null) {
        throw incompleteOperation(operationIndex, operation);
      }
      const reference = { brandId, ticketTexId, packageSizeId, shade: line.shade };
      const thread = getThread(catalogue, reference, {
        operation: operationIndex + 1,
        line: lineIndex + 1,
      });
      const ticketTex =
        setting.ticketMode === 'tex' ? thread.ticketTex.tex : thread.ticketTex.ticket;
      const shade = line.shade === null || line.shade === '' ? null : line.shade;
      const key = [thread.brand.id, thread.ticketTex.id, shadeKey(shade)].join('|');
      const summary = summaries.get(key) ?? {
        brandId: thread.brand.id,
        brand: thread.brand.name,
        ticketTexId: thread.ticketTex.id,
        ticketTex,
        shade,
        totalThreadConsumption: 0,
        unusable: false,
        metres: 0,
      };
      const unusable = unusableValueOf(thread.ticketTex, thread.packageSize);
      summary.metres += line.threadPerGarmentM;
      summaries.set(key, { ...summary, unusable: summary.unusable || unusable !== null });
      if (unusable) {
        unusableThreads.set(`${thread.ticketTex.id}|${thread.packageSize.id}`, {
          ...unusable,
          brand: thread.brand.name,
          ticket: thread.ticketTex.ticket,
          tex: thread.ticketTex.tex,
          packageLength: thread.packageSize.length,
          packageUnit: thread.packageSize.unit,
        });
      }
      return {
        needleName: line.needleName,
        group: line.group,
        brandId: thread.brand.id,
        brand: thread.brand.name,
        ticketTexId: thread.ticketTex.id,
        ticketTex,
        ticket: thread.ticketTex.ticket,
        tex: thread.ticketTex.tex,
        shade,
        colourGroup: thread.colourGroup,
        packageSizeId: thread.packageSize.id,
        packageLength: thread.packageSize.length,
        packageUnit: thread.packageSize.unit,
        article: thread.packageSize.article ?? null,
        threadConsumption: threadLengthForDisplay(line.threadPerGarmentM, unit),
        threadQuantity: line.threadCount,
        consumptionPerTen: consumptionPerTenForDisplay(line.consumptionCm, unit),
        threadPerGarmentM: line.threadPerGarmentM,
        unusable,
      };
    });
    const inputs = estimate.inputs;
    const visible = stitch.visibleInputs;
    const shown = <T>(isVisible: boolean, value: T | null): T | null => (isVisible ? value : null);
    return {
      id: operation.id ?? null,
      description: operation.description?.trim() ?? '',
      stitchTypeCode: stitch.code,
      stitchTypeName: stitch.isoName,
      isCycle: stitch.isCycle,
      consumptionBasis: estimate.consumptionBasis,
      seamLength: shown(
        visible.seamLength,
        inputs.seamLengthCm === null ? null : seamLengthForDisplay(inputs.seamLengthCm, unit),
      ),
      rate: shown(
        visible.rate,
        inputs.ratePer3Cm === null ? null : rateForDisplay(inputs.ratePer3Cm, unit),
      ),
      bight: shown(
        visible.bight,
        inputs.bightMm === null ? null : bightForDisplay(inputs.bightMm, unit),
      ),
      seamThickness: shown(visible.seamThickness, inputs.seamThicknessMm),
      quantity: shown(visible.quantity, inputs.rows),
      machines: inputs.machines,
      wastePercent: estimate.wastePercent,
      threadConsumption: threadLengthForDisplay(estimate.threadPerGarmentM, unit),
      styleOperations,
    };
  });

  const threadConsumptionSummaries = [...summaries.values()].map(
    ({ metres, ...summary }): ThreadConsumptionSummary => ({
      ...summary,
      totalThreadConsumption: threadLengthForDisplay(metres, unit),
    }),
  );
  const totalM = [...summaries.values()].reduce((sum, summary) => sum + summary.metres, 0);

  return {
    lengthUnit: unit,
    threadLengthUnit: threadLengthUnit(unit),
    styleDetails: {
      name: details.name,
      customer: details.customer,
      createdBy: details.createdBy,
      productCategory: details.productCategory,
      productType: details.productType,
      weightType: details.weightType,
      color: details.color,
      size: details.size,
      description: details.description,
      quantity: details.garments,
      noOfProductionLines: details.productionLines,
      allowance: allowance.percent,
      ...(allowance.band && { allowanceBand: allowance.band }),
      tktOrTex: setting.ticketMode,
    },
    threadConsumptionSummaries,
    totalConsumption: threadLengthForDisplay(totalM, unit),
    operationSummary,
    isTensionSettingsChanged: details.isTensionSettingsChanged,
    unusableThreads: [...unusableThreads.values()],
  };
}

function incompleteOperation(index: number, operation: OperationInput): DomainError {
  return new DomainError('Spool.Reports:IncompleteOperationData', {
    operation: index + 1,
    description: typeof operation.description === 'string' ? operation.description : '',
  });
}

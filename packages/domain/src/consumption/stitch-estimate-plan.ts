import {
  calibrationFactor,
  referenceBightMm,
  referenceGroupRatios,
  type GroupRatios,
} from './calibration.js';
import { getStitchType, stitchCatalogue } from './stitch-catalogue.js';
import type { StitchSetting } from './stitch-setting.js';
import type { ComponentGroup, StitchComponent, StitchType } from './stitch-type.js';

/** A component line with k_group of its group under one setting. */
export type CalibratedLine = {
  readonly component: StitchComponent;
  /** k_group of the line's group (CONSUMPTION.md section 3), dimensionless. */
  readonly calibrationFactor: number;
};

/** What a stitch's lines are under one setting's values: no operation changes it. */
export type StitchCalibration = {
  /** The reference bight, mm: the setting's, or the section 9 bight; null without a bight. */
  readonly referenceBightMm: number | null;
  /** Every component line with its k_group, in catalogue order. */
  readonly lines: readonly CalibratedLine[];
};

/** The setting's values a calibration depends on, kept to tell whether it still holds. */
type CalibrationKey = Pick<StitchSetting, 'needle' | 'under' | 'top' | 'bightMm'>;

/** The setting's value of a group, cm per 10 cm of seam (per cycle for cycle stitches). */
function groupValue(setting: CalibrationKey, group: ComponentGroup): number {
  switch (group) {
    case 'needle':
      return setting.needle;
    case 'under':
      return setting.under;
    case 'top':
      return setting.top;
  }
}

/** Whether two settings hold the same needle, under, top and bight (Object.is: -0 is not 0). */
const sameKey = (a: CalibrationKey, b: CalibrationKey): boolean =>
  Object.is(a.needle, b.needle) &&
  Object.is(a.under, b.under) &&
  Object.is(a.top, b.top) &&
  Object.is(a.bightMm, b.bightMm);

/**
 * What estimating an operation of one stitch type needs that the operation does not change:
 * the stitch, its groups' reference paths where no setting moves them (a stitch
 * without a bight), and the calibration of its lines under the setting last asked for. A
 * style's operations of a stitch share one setting, so the calibration is worked out once and
 * reused while the setting's needle, under, top and bight stay the same (compared by value:
 * a setting object changed in place is never mistaken for the old one). The arithmetic is
 * {@link calibrationFactor} over {@link referenceGroupRatios}, as everywhere else.
 */
export class StitchEstimatePlan {
  readonly stitch: StitchType;
  /** Each group's path at the reference condition, when the setting's bight is not part of it. */
  readonly #fixedReference: GroupRatios | null;
  #lastKey: CalibrationKey | null = null;
  #lastCalibration: StitchCalibration | null = null;

  constructor(stitch: StitchType) {
    this.stitch = stitch;
    this.#fixedReference = stitch.usesBight ? null : referenceGroupRatios(stitch, null);
  }

  /**
   * The stitch's lines calibrated under a setting (CONSUMPTION.md section 3): k_group =
   * (setting_group / 10) / sum of path_line(reference) over the group's lines.
   *
   * @param setting - the stitch's values: needle, under, top in cm per 10 cm, bight in mm
   */
  calibrationFor(setting: StitchSetting): StitchCalibration {
    const last = this.#lastCalibration;
    if (last !== null && this.#lastKey !== null && sameKey(this.#lastKey, setting)) return last;
    const calibration = this.#calibrate(setting);
    this.#lastKey = {
      needle: setting.needle,
      under: setting.under,
      top: setting.top,
      bightMm: setting.bightMm,
    };
    this.#lastCalibration = calibration;
    return calibration;
  }

  #calibrate(setting: StitchSetting): StitchCalibration {
    const bightMm = referenceBightMm(this.stitch, setting);
    const reference = this.#fixedReference ?? referenceGroupRatios(this.stitch, bightMm);
    return {
      referenceBightMm: bightMm,
      lines: this.stitch.components.map((component) => ({
        component,
        calibrationFactor: calibrationFactor(
          groupValue(setting, component.group),
          reference[component.group],
        ),
      })),
    };
  }
}

const plansByCode: ReadonlyMap<string, StitchEstimatePlan> = new Map(
  stitchCatalogue.map((stitch) => [stitch.code, new StitchEstimatePlan(stitch)]),
);

/**
 * The estimate plan of a stitch code, made once per code of the catalogue.
 *
 * @param stitchTypeCode - a catalogue code; throws StitchTypeNotFound otherwise
 */
export function stitchEstimatePlan(stitchTypeCode: string): StitchEstimatePlan {
  return plansByCode.get(stitchTypeCode) ?? new StitchEstimatePlan(getStitchType(stitchTypeCode));
}

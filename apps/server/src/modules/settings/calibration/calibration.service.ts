import type {
  AddCalibrationSampleBody,
  ApplyCalibrationBody,
  CalibrationSampleDto,
  StitchCalibrationDto,
  StitchTypeInSettingView,
} from '@spool/contracts';
import {
  builtInDefaultSettingId,
  calibrationSampleSchema,
  componentGroups,
  defaultStitchSetting,
  DomainError,
  findStitchType,
  groupsOf,
  maxCalibrationSamples,
  proposeCalibration,
  referenceCondition,
  type CalibrationProposal,
  type CalibrationSampleValues,
  type StitchSetting,
  type StitchType,
} from '@spool/domain';
import type { Actor } from '../../../platform/auth/caller-access.js';
import type {
  CalibrationRepository,
  NewCalibrationSample,
  StoredCalibrationSample,
} from './calibration.repository.js';
import type {
  CustomSettingsRepository,
  StoredStitchValues,
  TenantStitchType,
} from '../custom-settings/custom-settings.repository.js';
import { stitchInSettingView, unitOfConfiguration } from '../custom-settings/stitch-in-setting.js';

/** Who is asking: the signed-in user of the tenant. */
export type CalibrationCaller = Actor;

/** What a stitch of a setting is, as the calibration reads it. */
type StitchInSetting = {
  settingId: number;
  stitch: StitchType;
  stitchType: TenantStitchType;
  stored: StoredStitchValues | undefined;
  values: StitchSetting;
  editable: boolean;
};

const sampleValues = (sample: NewCalibrationSample) => ({
  seamLengthCm: sample.seamLengthCm,
  cycles: sample.cycles,
  ratePer3Cm: sample.ratePer3Cm,
  seamThicknessMm: sample.seamThicknessMm,
  bightMm: sample.bightMm,
  needleCm: sample.needleCm,
  underCm: sample.underCm,
  topCm: sample.topCm,
});

type Values = { needle: number; under: number; top: number };
const sameValues = (a: Values, b: Values) =>
  componentGroups.every((group) => a[group] === b[group]);

/**
 * Measured calibration of a custom setting's stitch types (CONSUMPTION.md section
 * 7): keeps unravel samples with who and when, proposes the needle, under and top values
 * that best fit them through the engine (`proposeCalibration` in `@spool/domain`), and
 * applies them on request, as a stitch edit does, so that the styles using the setting are
 * flagged until their reports are printed again. Changes follow the stitch edit's rules: not
 * the built-in Default, not while custom settings are turned off.
 */
export function createCalibrationService({
  settings,
  samples,
}: {
  settings: CustomSettingsRepository;
  samples: CalibrationRepository;
}) {
  /** The stitch in the setting; 404 for a setting or stitch code the tenant does not have. */
  const stitchInSetting = async (settingId: number, code: string): Promise<StitchInSetting> => {
    if (settingId !== builtInDefaultSettingId && !(await settings.findCustomSetting(settingId))) {
      throw new DomainError('Spool.Settings:CustomSettingNotFound', { id: settingId });
    }
    const trimmed = code.trim();
    const stitch = findStitchType(trimmed);
    const stitchType = (await settings.findTenantStitchTypes()).find((row) => row.code === trimmed);
    if (!stitch || !stitchType) {
      throw new DomainError('Spool.Consumption:StitchTypeNotFound', { code: trimmed });
    }
    const stored =
      settingId === builtInDefaultSettingId
        ? undefined
        : (await settings.findStitchValues(settingId)).find(
            (row) => row.stitchTypeCode === stitch.code,
          );
    const enabled = (await settings.findConfiguration()).customSettingToggle;
    return {
      settingId,
      stitch,
      stitchType,
      stored,
      values: stored ?? defaultStitchSetting(stitch.code),
      editable: enabled && settingId !== builtInDefaultSettingId,
    };
  };

  /** As {@link stitchInSetting}, refusing the Default and a tenant with custom settings off. */
  const stitchToChange = async (settingId: number, code: string) => {
    if (settingId === builtInDefaultSettingId) {
      throw new DomainError('Spool.Settings:DefaultSettingNotEditable');
    }
    const found = await stitchInSetting(settingId, code);
    if (!found.editable) throw new DomainError('Spool.Settings:CustomSettingsDisabled');
    return found;
  };

  const storedSamples = (found: StitchInSetting) =>
    found.settingId === builtInDefaultSettingId
      ? Promise.resolve([])
      : samples.findSamples(found.settingId, found.stitch.code);

  const proposalFor = (found: StitchInSetting, rows: StoredCalibrationSample[]) =>
    rows.length === 0
      ? null
      : proposeCalibration(found.stitch.code, found.values, rows.map(sampleValues));

  const calibrationView = (
    found: StitchInSetting,
    rows: StoredCalibrationSample[],
    proposal: CalibrationProposal | null,
  ): StitchCalibrationDto => {
    const { stitch, values } = found;
    const reference = referenceCondition(stitch, values);
    const zero = { needle: 0, under: 0, top: 0 };
    return {
      settingId: found.settingId,
      code: stitch.code,
      name: found.stitchType.name,
      groups: groupsOf(stitch),
      isCycle: stitch.isCycle,
      asks: {
        rate: !stitch.isCycle && stitch.visibleInputs.rate,
        seamThickness: !stitch.isCycle && stitch.visibleInputs.seamThickness,
        bight: !stitch.isCycle && stitch.visibleInputs.bight,
      },
      reference: {
        ratePer3Cm: reference.ratePer3Cm,
        seamThicknessMm: reference.seamThicknessMm,
        bightMm: reference.bightMm,
      },
      current: { needle: values.needle, under: values.under, top: values.top },
      samples: rows.map((row, index): CalibrationSampleDto => {
        const fit = proposal?.samples[index];
        return {
          ...sampleValues(row),
          id: row.id,
          createdBy: row.createdBy,
          creationTime: row.creationTime.toISOString(),
          predictedBeforeCm: fit?.predictedBeforeCm ?? zero,
          predictedAfterCm: fit?.predictedAfterCm ?? zero,
          errorBefore: fit?.errorBefore ?? zero,
          errorAfter: fit?.errorAfter ?? zero,
          totalErrorBefore: fit?.totalErrorBefore ?? 0,
          totalErrorAfter: fit?.totalErrorAfter ?? 0,
        };
      }),
      proposal:
        proposal === null
          ? null
          : {
              proposed: proposal.proposed,
              bestFit: proposal.bestFit,
              fitErrorBefore: proposal.fitErrorBefore,
              fitErrorAfter: proposal.fitErrorAfter,
              changes: !sameValues(values, proposal.proposed),
            },
      editable: found.editable,
      maxSamples: maxCalibrationSamples,
    };
  };

  const viewOf = async (found: StitchInSetting) => {
    const rows = await storedSamples(found);
    return calibrationView(found, rows, proposalFor(found, rows));
  };

  /**
   * A new sample as stored: the figures the stitch asks (the others are not stored), checked
   * by the domain's rules (400 naming the field).
   */
  const checkedSample = (
    found: StitchInSetting,
    input: AddCalibrationSampleBody,
    caller: CalibrationCaller,
  ): NewCalibrationSample => {
    const { stitch } = found;
    const sample = calibrationSampleSchema.parse({ ...input, stitchTypeCode: stitch.code });
    const groups = new Set(groupsOf(stitch));
    const asked = (visible: boolean, value: number | null | undefined) =>
      !stitch.isCycle && visible ? (value ?? null) : null;
    return {
      customSettingId: input.settingId,
      stitchTypeCode: stitch.code,
      seamLengthCm: stitch.isCycle ? null : (sample.seamLengthCm ?? null),
      cycles: stitch.isCycle ? (sample.cycles ?? null) : null,
      ratePer3Cm: asked(stitch.visibleInputs.rate, sample.ratePer3Cm),
      seamThicknessMm: asked(stitch.visibleInputs.seamThickness, sample.seamThicknessMm),
      bightMm: asked(stitch.visibleInputs.bight, sample.bightMm),
      needleCm: groups.has('needle') ? (sample.needleCm ?? null) : null,
      underCm: groups.has('under') ? (sample.underCm ?? null) : null,
      topCm: groups.has('top') ? (sample.topCm ?? null) : null,
      createdBy: caller.userName,
    };
  };

  return {
    /** The samples of a setting's stitch type, each with its fit, and the proposal. */
    async getCalibration(settingId: number, code: string): Promise<StitchCalibrationDto> {
      return viewOf(await stitchInSetting(settingId, code));
    },

    /**
     * Keeps a new sample: the figures the stitch asks (the others are not stored), checked by
     * the domain's rules (400 naming the field); at most {@link maxCalibrationSamples}.
     */
    async addSample(
      caller: CalibrationCaller,
      input: AddCalibrationSampleBody,
    ): Promise<StitchCalibrationDto> {
      const found = await stitchToChange(input.settingId, input.code);
      if (
        (await samples.countSamples(input.settingId, found.stitch.code)) >= maxCalibrationSamples
      ) {
        throw new DomainError('Spool.Settings:TooManyCalibrationSamples', {
          max: maxCalibrationSamples,
        });
      }
      await samples.insertSample(checkedSample(found, input, caller));
      return viewOf(found);
    },

    /**
     * Keeps samples measured elsewhere (a style's unpicked sample garment), each checked as a
     * typed one; a sample already kept with the same figures is not kept twice, so that
     * fitting from the same garment again does not weigh it double.
     */
    async keepSamples(
      caller: CalibrationCaller,
      settingId: number,
      code: string,
      values: readonly CalibrationSampleValues[],
    ): Promise<{ added: number; alreadyKept: number; calibration: StitchCalibrationDto }> {
      const found = await stitchToChange(settingId, code);
      const stored = await storedSamples(found);
      const keyOf = (sample: CalibrationSampleValues) =>
        JSON.stringify(sampleValues(checkedSample(found, { ...sample, settingId, code }, caller)));
      const kept = new Set(stored.map((row) => JSON.stringify(sampleValues(row))));
      const fresh = values.filter((sample) => !kept.has(keyOf(sample)));
      if (stored.length + fresh.length > maxCalibrationSamples) {
        throw new DomainError('Spool.Settings:TooManyCalibrationSamples', {
          max: maxCalibrationSamples,
        });
      }
      for (const sample of fresh) {
        await samples.insertSample(checkedSample(found, { ...sample, settingId, code }, caller));
      }
      return {
        added: fresh.length,
        alreadyKept: values.length - fresh.length,
        calibration: await viewOf(found),
      };
    },

    /** Removes a sample (404 when there is none of that id in the tenant). */
    async deleteSample(id: number): Promise<StitchCalibrationDto> {
      const sample = await samples.findSample(id);
      if (!sample) throw new DomainError('Spool.Settings:CalibrationSampleNotFound', { id });
      const found = await stitchToChange(sample.customSettingId, sample.stitchTypeCode);
      await samples.deleteSample(id);
      return viewOf(found);
    },

    /**
     * Writes the proposal into the setting, as a stitch edit does (who and when on the stitch
     * and the setting), keeping its bight and waste. The proposal is computed again from the
     * stored samples: 409 when it is not the one the caller confirmed, 422 with no sample.
     * Values equal to the setting's are not written, so nothing is flagged.
     */
    async applyCalibration(
      caller: CalibrationCaller,
      input: ApplyCalibrationBody,
    ): Promise<{
      applied: boolean;
      stitch: StitchTypeInSettingView;
      calibration: StitchCalibrationDto;
    }> {
      const found = await stitchToChange(input.settingId, input.code);
      const rows = await storedSamples(found);
      const proposal = proposalFor(found, rows);
      if (!proposal) throw new DomainError('Spool.Settings:CalibrationNeedsSamples');
      if (!sameValues(proposal.proposed, input)) {
        throw new DomainError('Spool.Settings:CalibrationChanged');
      }
      const unit = unitOfConfiguration(await settings.findConfiguration());
      let applied = found;
      if (!sameValues(found.values, proposal.proposed)) {
        const { userName } = caller;
        const stored = await settings.saveStitchValues(
          found.settingId,
          found.stitch.code,
          { ...found.values, ...proposal.proposed },
          userName,
        );
        await settings.touchCustomSetting(found.settingId, userName);
        applied = { ...found, stored, values: stored };
      }
      return {
        applied: applied !== found,
        stitch: stitchInSettingView(found.stitchType, found.stitch, applied.stored, unit),
        calibration: calibrationView(applied, rows, proposalFor(applied, rows)),
      };
    },
  };
}

export type CalibrationService = ReturnType<typeof createCalibrationService>;

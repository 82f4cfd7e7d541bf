import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addCalibrationSample,
  applyCalibration,
  deleteCalibrationSample,
  getStitchCalibration,
  type AddCalibrationSampleBody,
  type ApplyCalibrationBody,
  type StitchCalibrationDto,
} from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { customSettingsQueryKey } from './get-custom-settings';

/**
 * The measured calibration of one stitch type of a setting (CONSUMPTION.md section 7): its
 * unravel samples with their fit, the proposal, adding and removing a sample, and applying
 * the proposal. Figures are in stored units (cm, stitches per 3 cm, mm); the dialog converts.
 */
const calibrationKey = (settingId: number, code: string) =>
  [...customSettingsQueryKey, 'calibration', settingId, code] as const;

export const stitchCalibrationQueryOptions = (settingId: number, code: string) =>
  queryOptions({
    queryKey: calibrationKey(settingId, code),
    queryFn: ({ signal }) =>
      callApi(getStitchCalibration, { query: { settingId, code } }, { signal }),
  });

export function useStitchCalibration(settingId: number, code: string) {
  return useQuery(stitchCalibrationQueryOptions(settingId, code));
}

/** The answer of a sample change is the new calibration: kept as the query's data at once. */
function useCalibrationChange<Input>(
  settingId: number,
  code: string,
  change: (input: Input) => Promise<StitchCalibrationDto>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (calibration) =>
      queryClient.setQueryData(calibrationKey(settingId, code), calibration),
  });
}

export function useAddCalibrationSample(settingId: number, code: string) {
  return useCalibrationChange(
    settingId,
    code,
    (sample: Omit<AddCalibrationSampleBody, 'settingId' | 'code'>) =>
      callApi(addCalibrationSample, { body: { ...sample, settingId, code } }),
  );
}

export function useDeleteCalibrationSample(settingId: number, code: string) {
  return useCalibrationChange(settingId, code, (id: number) =>
    callApi(deleteCalibrationSample, { params: { id } }),
  );
}

/** Applies the proposal; the setting's stitch list, the grid and the calibration refresh. */
export function useApplyCalibration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyCalibrationBody) => callApi(applyCalibration, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customSettingsQueryKey }),
  });
}

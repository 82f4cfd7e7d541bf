import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyCalibration,
  calibrateFromStyleSample,
  deleteStyleSample,
  getStyleSample,
  saveStyleSample,
  type SaveStyleSampleBody,
  type StyleDto,
  type StyleSampleDto,
} from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { styleEditorKeys, stylesQueryKey } from './style-keys';

const sampleKey = (styleId: number) => [...stylesQueryKey, 'sample', styleId] as const;

/** The style's sample results against its estimate, per operation line and per thread. */
export function useStyleSample(styleId: number) {
  return useQuery({
    queryKey: sampleKey(styleId),
    queryFn: ({ signal }) => callApi(getStyleSample, { params: { id: styleId } }, { signal }),
  });
}

type SampleChange =
  { kind: 'save'; body: SaveStyleSampleBody } | { kind: 'remove'; concurrencyStamp: string };

/**
 * Saves or removes the sample. The window's style takes the new stage and stamp at once; the
 * dashboard and the history are read again.
 */
export function useChangeSample(styleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SampleChange): Promise<StyleSampleDto> =>
      change.kind === 'save'
        ? callApi(saveStyleSample, { params: { id: styleId }, body: change.body })
        : callApi(deleteStyleSample, {
            params: { id: styleId },
            query: { concurrencyStamp: change.concurrencyStamp },
          }),
    onSuccess: (sample) => {
      queryClient.setQueryData(sampleKey(styleId), sample);
      queryClient.setQueryData<StyleDto>(styleEditorKeys.style(styleId), (style) =>
        style
          ? { ...style, stage: sample.stage, concurrencyStamp: sample.styleConcurrencyStamp }
          : style,
      );
      void queryClient.invalidateQueries({
        queryKey: stylesQueryKey,
        predicate: (query) => query.queryKey[1] !== 'style' && query.queryKey[1] !== 'sample',
      });
      void queryClient.invalidateQueries({ queryKey: ['history'] });
    },
  });
}

/** Keeps the unpicked operations of one stitch as unravel samples of the style's setting. */
export function useCalibrateFromSample(styleId: number) {
  return useMutation({
    mutationFn: (code: string) =>
      callApi(calibrateFromStyleSample, { params: { id: styleId }, body: { code } }),
  });
}

/** Applies the proposal the user confirmed to the setting's stitch. */
export function useApplySampleCalibration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      settingId: number;
      code: string;
      needle: number;
      under: number;
      top: number;
    }) => callApi(applyCalibration, { body }),
    onSuccess: () => {
      // The styles using the setting are flagged, and their estimates move.
      void queryClient.invalidateQueries({ queryKey: stylesQueryKey });
    },
  });
}

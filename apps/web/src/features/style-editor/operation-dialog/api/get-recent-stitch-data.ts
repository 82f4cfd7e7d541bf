import {
  getRecentlyUsedStyleOperationStitchData,
  type RecentlyUsedStitchData,
  type TktTexValue,
} from '@spool/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { fetchStitchNeedles } from './get-stitch-needles';
import { operationDialogQueryKey } from './query-keys';

/** The values of the style's latest operation of this stitch code, or null when it has none. */
export function fetchRecentStitchData(request: {
  styleId: number;
  stitchCode: string;
  seamLengthUnit: 0 | 1;
  tktTex: TktTexValue;
}): Promise<RecentlyUsedStitchData | null> {
  return callApi(getRecentlyUsedStyleOperationStitchData, {
    query: {
      styleId: request.styleId,
      stitchCode: request.stitchCode,
      seamLengthUnit: request.seamLengthUnit,
      tktTexValue: request.tktTex,
    },
  });
}

/** What a stitch chosen in the form starts from: its latest operation, else its needles. */
export type StitchStart = {
  recent: RecentlyUsedStitchData | null;
  needles: readonly { name: string }[];
};

/** The style's latest operation of the stitch, else the stitch's needles for its defaults. */
export async function fetchStitchStart(request: {
  styleId: number;
  stitchCode: string;
  tktTex: TktTexValue;
}): Promise<StitchStart> {
  const recent = await fetchRecentStitchData({ ...request, seamLengthUnit: 0 });
  return {
    recent,
    needles: recent === null ? await fetchStitchNeedles(request.stitchCode) : [],
  };
}

/**
 * What a new operation of this stitch code starts from ("Save and add next"): the style's
 * latest operation of it, else the stitch's needles for its defaults. Read afresh each time.
 */
export function useStitchStart(request: {
  styleId: number;
  stitchCode: string | null;
  tktTex: TktTexValue;
  /** Which new form this is: each starts from what the previous one saved. */
  round: number;
}) {
  const { styleId, stitchCode, tktTex, round } = request;
  return useQuery({
    queryKey: [...operationDialogQueryKey, 'stitch-start', styleId, stitchCode, tktTex, round],
    queryFn: () => fetchStitchStart({ styleId, stitchCode: stitchCode ?? '', tktTex }),
    enabled: stitchCode !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

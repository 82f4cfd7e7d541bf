import {
  getRecentlyUsedStyleOperationStitchData,
  type RecentlyUsedStitchData,
  type TktTexValue,
} from '@spool/contracts';
import { callApi } from '../../../../lib/api-client';

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

import { getStitchNeedlesByStitchTypeCode } from '@spool/contracts';
import { callApi } from '../../../../lib/api-client';

/** The component lines (needle names, as the tenant named them) of a stitch code, in order. */
export function fetchStitchNeedles(stitchTypeCode: string) {
  return callApi(getStitchNeedlesByStitchTypeCode, { query: { stitchTypeCode } });
}

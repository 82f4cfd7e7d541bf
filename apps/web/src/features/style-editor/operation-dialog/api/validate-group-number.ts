import { validateGroupNumber } from '@spool/contracts';
import { callApi } from '../../../../lib/api-client';

/** Whether no operation of the style has this group number yet. */
export function isGroupNumberFree(styleId: number, group: number): Promise<boolean> {
  return callApi(validateGroupNumber, { query: { styleId, GroupNumber: group } });
}

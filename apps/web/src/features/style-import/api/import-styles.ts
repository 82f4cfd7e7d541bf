import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importSpreadsheet, type ImportStylesBody } from '@spool/contracts';
import { styleSheetImportType } from '@spool/domain';
import { stylesQueryKey } from '../../../components/styles/styles-api';
import { callApi } from '../../../lib/api-client';

export type ImportStylesRequest = Omit<ImportStylesBody, 'importType'>;

/**
 * Imports the rows of a style sheet (`POST /api/import`, import type 1). The answer says
 * whether everything was saved or nothing (with the marked cells). Once saved, every styles
 * query (grid, tiles, chart, search) is read again.
 */
export function useImportStyles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportStylesRequest) =>
      callApi(importSpreadsheet, { body: { importType: styleSheetImportType, ...request } }),
    onSuccess: async (result) => {
      if (!result.error) await queryClient.invalidateQueries({ queryKey: stylesQueryKey });
    },
  });
}

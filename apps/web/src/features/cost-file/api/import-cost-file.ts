import { useMutation, useQueryClient } from '@tanstack/react-query';
import { costFileImportType, importCostFile } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { readFileAsBase64 } from '../../../lib/spreadsheet-files';
import { costFileQueryKey } from './get-cost-file';

/**
 * Uploads a cost file (import type 2). The answer says whether it was saved; when it was,
 * the cost file and everything priced from it are read again.
 */
export function useImportCostFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      callApi(importCostFile, {
        body: {
          importType: costFileImportType,
          name: file.name.slice(0, 100),
          file: await readFileAsBase64(file),
        },
      }),
    onSuccess: async (result) => {
      if (!result.error) await queryClient.invalidateQueries({ queryKey: costFileQueryKey });
    },
  });
}
